import ComposableArchitecture
import Foundation

/// Fetches a fact about a number from numbersapi.com, as TCA's tutorials write such a client.
@DependencyClient
struct NumberFactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(
    fetch: { number in
      let url = URL(string: "http://numbersapi.com/\(number)")!
      let (data, _) = try await URLSession.shared.data(from: url)
      return String(decoding: data, as: UTF8.self)
    })

  static let previewValue = NumberFactClient(
    fetch: { number in "\(number) is a good number." })
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
