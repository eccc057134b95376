import CustomDump
import Testing

@_spi(Benchmarks) @testable import ComposableShell

struct RecorderTests {
  struct Item: Equatable { var title: String }
  enum Mode: Equatable {
    case idle
    case editing(String)
  }
  struct State: Equatable {
    var count = 0
    var child = Child()
    var items: [Item] = []
    var tags: [String: Int] = [:]
    var mode = Mode.idle
    var optional: Child? = nil
  }
  struct Child: Equatable {
    var name = ""
    var flag = false
  }

  func pins(_ change: (inout State) -> Void) -> [String] {
    var after = State()
    change(&after)
    return Recorder.pins(from: State(), to: after).map { "\($0.path) == \($0.value)" }
  }

  @Test func pinsTheDeepestStoredProperty() {
    #expect(pins { $0.count = 2 } == ["count == 2"])
    let both = pins {
      $0.child.name = "a"
      $0.child.flag = true
    }
    #expect(both == [#"child.name == "a""#, "child.flag == true"])
    #expect(pins { _ in } == [])
  }

  @Test func collectionsEnumsAndOptionalsArePinnedWhole() {
    #expect(pins { $0.items = [Item(title: "Milk")] } == [#"items == [{"title":"Milk"}]"#])
    #expect(pins { $0.tags["a"] = 1 } == [#"tags == {"a":1}"#])
    #expect(pins { $0.mode = .editing("x") } == [#"mode == {"editing":{"_0":"x"}}"#])
    #expect(pins { $0.optional = Child(name: "b") } == [#"optional == {"name":"b","flag":false}"#])
  }
}
