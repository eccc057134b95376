import Dependencies
import DependenciesMacros

@DependencyClient
public struct NumberFactClient: Sendable {
  public var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  public static let liveValue = NumberFactClient(fetch: { "\($0) is a good number." })
  public static let testValue = NumberFactClient()
}

/// A key whose `Value` is inferred from its live value.
public enum LuckyNumberKey: DependencyKey {
  public static let liveValue = 7
}

extension DependencyValues {
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }

  public var luckyNumber: Int {
    get { self[LuckyNumberKey.self] }
    set { self[LuckyNumberKey.self] = newValue }
  }
}
