import CaseStudies
import ComposableArchitecture
import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// A feature with payloads, to resolve values into.
enum Editor {
  struct Item: Decodable, Equatable, Sendable {
    var title: String
    var count: Int
  }
  @CasePathable
  enum Action: Equatable, Sendable {
    case setText(String)
    case setCount(Int)
    case add(Item)
    case counter(Counter.Action)
    case cancel
  }
}

struct ActionResolverTests {
  let twoCounters = ActionResolver<TwoCounters.Action>(schema: ActionSchema())
  let editor = ActionResolver<Editor.Action>(schema: ActionSchema())

  func path(_ text: String) throws -> Path { try PathParser.parse(text) }

  @Test func exactNamesAndUniquePrefixes() throws {
    #expect(
      try twoCounters.resolve(path("counter1.incrementButtonTapped"), value: nil)
        == .counter1(.incrementButtonTapped))
    #expect(
      try twoCounters.resolve(path("counter2.dec"), value: nil) == .counter2(.decrementButtonTapped)
    )
    #expect(try editor.resolve(path("can"), value: nil) == .cancel)
  }

  @Test func payloadsDecodeFromJSONOrABareWord() throws {
    #expect(
      try editor.resolve(path("setText"), value: #""hello world""#) == .setText("hello world"))
    #expect(try editor.resolve(path("setText"), value: "Milk") == .setText("Milk"))
    #expect(try editor.resolve(path("setCount"), value: "5") == .setCount(5))
    #expect(
      try editor.resolve(path("add"), value: #"{"title": "Milk", "count": 2}"#)
        == .add(Editor.Item(title: "Milk", count: 2)))
  }

  @Test(
    arguments: [
      (
        "counter1.nope", nil,
        "unknown action 'counter1.nope' in 'counter1'; expected one of: counter1.decrementButtonTapped, counter1.incrementButtonTapped"
      ),
      ("c", nil, "ambiguous action 'c'; it could be: counter1, counter2"),
      (
        "counter1", nil,
        "'counter1' is not a complete action; expected one of: counter1.decrementButtonTapped, counter1.incrementButtonTapped"
      ),
      ("counter1.increment", "5", "'counter1.incrementButtonTapped' takes no value, got '5'"),
    ] as [(String, String?, String)])
  func twoCountersErrors(text: String, value: String?, message: String) throws {
    let path = try path(text)
    #expect(throws: CommandError(message)) { try twoCounters.resolve(path, value: value) }
  }

  @Test(
    arguments: [
      ("setCount", nil, "'setCount' needs a value of type Int, e.g. 'send setCount 1'"),
      (
        "setCount", "\"five\"",
        "bad value for 'setCount': expected Int, got \"five\"; e.g. 1"
      ),
      (
        "add", #"{"title": "Milk"}"#,
        "bad value for 'add': missing key 'count'; e.g. {…}"
      ),
      ("setCount.x", nil, "'setCount.x': 'setCount' takes a value, it has no case 'x'"),
    ] as [(String, String?, String)])
  func payloadErrors(text: String, value: String?, message: String) throws {
    let path = try path(text)
    #expect(throws: CommandError(message)) { try editor.resolve(path, value: value) }
  }

  @Test func pathOfAnActionNamesEveryCase() {
    let schema = ActionSchema()
    #expect(
      schema.path(
        of: TwoCounters.Action.counter2(.incrementButtonTapped), type: TwoCounters.Action.self)
        == "counter2.incrementButtonTapped")
    #expect(schema.path(of: Editor.Action.setText("x"), type: Editor.Action.self) == "setText")
  }
}
