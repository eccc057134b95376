import ComposableArchitecture
import Testing

/// A stand-in for a server that stores values by name and can change them from outside.
private final class Server: Sendable {
  private let values = Box<[String: Int]>([:])
  private let subscribers = Box<[String: SharedSubscriber<Int>]>([:])
  let saves = Box<[String]>([])

  subscript(name: String) -> Int? { values.value[name] }

  func store(_ value: Int, for name: String, context: SaveContext) {
    values.update { $0[name] = value }
    saves.update { $0.append("\(name)=\(value) \(context)") }
  }

  /// Someone else changes the value: subscribers hear of it.
  func changeFromOutside(_ name: String, to value: Int?) {
    values.update { $0[name] = value }
    guard let subscriber = subscribers.value[name] else { return }
    if let value { subscriber.yield(value) } else { subscriber.yieldReturningInitialValue() }
  }

  func subscribe(_ name: String, _ subscriber: SharedSubscriber<Int>) {
    subscribers.update { $0[name] = subscriber }
  }

  func unsubscribe(_ name: String) { subscribers.update { $0[name] = nil } }
}

/// A key that saves to a ``Server``.
private struct ServerKey: SharedKey {
  let name: String
  let server: Server

  var id: String { name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if let value = server[name] {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    server.subscribe(name, subscriber)
    return SharedSubscription { [server, name] in server.unsubscribe(name) }
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    server.store(value, for: name, context: context)
    continuation.resume()
  }
}

extension SharedKey {
  fileprivate static func server(_ name: String, on server: Server) -> Self
  where Self == ServerKey {
    ServerKey(name: name, server: server)
  }
}

/// A read-only key: a configuration value that loads, and fails for one name.
private struct ConfigKey: SharedReaderKey, Hashable {
  struct Missing: Error, Equatable {}
  let name: String

  func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
    if name == "missing" {
      continuation.resume(throwing: Missing())
    } else {
      continuation.resume(returning: "\(name) from config (default \(context.initialValue ?? "-"))")
    }
  }

  func subscribe(
    context: LoadContext<String>, subscriber: SharedSubscriber<String>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
}

/// A key that forgets to resume, or resumes twice.
private struct CarelessKey: SharedReaderKey, Hashable {
  let resumes: Int

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    for _ in 0..<resumes { continuation.resume(returning: 1) }
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
}

@MainActor
@Suite struct CustomSharedKeyTests {
  @Test func aCustomKeyLoadsSavesEachChangeAndHearsOutsideChanges() {
    let server = Server()
    server.changeFromOutside("score", to: 7)
    @Shared(.server("score", on: server)) var score = 0
    #expect(score == 7)
    $score.withLock { $0 += 1 }
    #expect(server["score"] == 8)
    #expect(server.saves.value == ["score=8 didSet"])
    server.changeFromOutside("score", to: 20)
    #expect(score == 20)
    server.changeFromOutside("score", to: nil)
    #expect(score == 0)
  }

  @Test func explicitSavesAndLoadsGoThroughTheKey() async throws {
    let server = Server()
    @Shared(.server("level", on: server)) var level = 1
    try await $level.save()
    #expect(server.saves.value == ["level=1 userInitiated"])
    server.changeFromOutside("level", to: 4)
    try await $level.load()
    #expect(level == 4)
  }

  @Test func theSubscriptionEndsWithTheLastReference() {
    let server = Server()
    do {
      @Shared(.server("gone", on: server)) var gone = 0
      _ = gone
    }
    server.changeFromOutside("gone", to: 3)
    @Shared(.server("gone", on: server)) var again = 0
    #expect(again == 3)
  }

  @Test func keysWithEqualIDsShareOneValue() {
    let server = Server()
    @Shared(.server("a", on: server)) var one = 0
    @Shared(.server("a", on: server)) var two = 0
    $one.withLock { $0 = 5 }
    #expect(two == 5)
  }

  @Test func aReaderKeyLoadsAndItsErrorIsKept() {
    @SharedReader(ConfigKey(name: "theme")) var theme = "plain"
    #expect(theme == "theme from config (default plain)")
    // A load error is kept and reported, as swift-sharing reports it.
    var missingReader: SharedReader<String>?
    withKnownIssue {
      missingReader = SharedReader(wrappedValue: "fallback", ConfigKey(name: "missing"))
    } matching: {
      $0.comments.first?.rawValue == "Caught error: \(ConfigKey.Missing())"
    }
    let missing = missingReader!
    #expect(missing.wrappedValue == "fallback")
    #expect(missing.loadError as? ConfigKey.Missing == ConfigKey.Missing())
    #expect($theme.loadError == nil)
  }

  @Test func aContinuationResumedTwiceOrNeverIsAnIssue() async {
    let twice = await failures {
      @SharedReader(CarelessKey(resumes: 2)) var value = 0
      #expect(value == 1)
    }
    #expect(
      twice == [
        """
        'CarelessKey(resumes: 2)' resumed its continuation more than once.

        Only the first resume counts: call one of a continuation's resume methods exactly once.
        """
      ])
    let never = await failures {
      @SharedReader(CarelessKey(resumes: 0)) var value = 0
      #expect(value == 0)
    }
    #expect(never.count == 1)
    #expect(
      never.first
        == """
        'CarelessKey(resumes: 0)' leaked its continuation without one of its resume methods being \
        invoked. This will cause tasks waiting on it to resume immediately.
        """)
  }
}
