import ComposableArchitecture

extension NumberFactClient {
  /// A server that takes its time: answers after 0.3 s of real time, off any test clock, as a
  /// request over the network does.
  static let slow = NumberFactClient(
    fetch: { number in
      try await Task.sleep(for: .milliseconds(300))
      return "\(number) is a slow number."
    })

  /// A server that never answers: the request waits an hour of real time.
  static let unresponsive = NumberFactClient(
    fetch: { number in
      try await Task.sleep(for: .seconds(3600))
      return "\(number) is a late number."
    })
}
