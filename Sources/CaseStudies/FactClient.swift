import ComposableArchitecture

/// Fetches a fact about a number: the dependency of the effects case studies.
///
/// There is no network here: the live value is a stub that answers after a second on the
/// `continuousClock` dependency (the shell's test clock, so `advance 1s` delivers it). Tests
/// override `fetch`; a test that calls it without an override fails, saying so.
public struct FactClient: Sendable {
  /// Returns a fact about `number`.
  public var fetch: @Sendable (_ number: Int) async throws -> String

  public init(fetch: @escaping @Sendable (_ number: Int) async throws -> String) {
    self.fetch = fetch
  }
}

extension FactClient: DependencyKey {
  public static let liveValue = FactClient { number in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .seconds(1))
    return "\(number) is a good number."
  }

  public static let testValue = FactClient { _ in
    reportIssue("Unimplemented: FactClient.fetch was called in a test without an override.")
    throw CancellationError()
  }
}

extension DependencyValues {
  /// The number fact client.
  public var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
