import CustomDump
import Foundation
import Testing

// `diff` compares and writes plain structs in place (a field plan) when called with their type;
// called with `Any` it goes through the general engine. Both must write the same text.
@Suite struct FieldPlanDiffTests {
  struct Leaves: Equatable {
    var count = 0
    var flag = false
    var ratio = 0.5
    var name = "a"
  }

  struct Nested: Equatable {
    var leaves = Leaves()
    var counter = Counter.State()
    var title = "t"
  }

  /// Fields the plan hands to the general engine: optionals, arrays, enums, a dictionary.
  struct Others: Equatable {
    var optional: Int? = nil
    var list = [1, 2, 3]
    var shape = Shape.empty
    var nested: Counter.State? = Counter.State()
    var table = ["a": 1]
  }

  /// Compared field by field: not `Equatable`.
  struct Structural {
    var count = 0
    var name = "n"
  }

  /// `==` that ignores `note`: a change there alone is "not equal but no difference" never, and
  /// a change in `count` shows `note` collapsed.
  struct IgnoresNote: Equatable {
    var count = 0
    var note = "x"
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count }
  }

  /// Storage a macro generated is compared, never printed.
  struct WithGenerated: Equatable {
    var count = 0
    var _$generated = 0
  }

  struct Single<Value: Equatable>: Equatable {
    var value: Value
  }

  struct Empty: Equatable {}

  struct HoldsEmpty: Equatable {
    var empty = Empty()
    var count = 0
  }

  /// Both paths' text, side by side: the plan's (typed) and the general engine's (`Any`).
  func texts<T>(_ lhs: T, _ rhs: T) -> (plan: String?, general: String?) {
    (diff(lhs, rhs), diff(lhs as Any, rhs as Any))
  }

  func expectSameText<T>(_ lhs: T, _ rhs: T, sourceLocation: SourceLocation = #_sourceLocation) {
    let (plan, general) = texts(lhs, rhs)
    #expect(plan == general, sourceLocation: sourceLocation)
    let proportional = (
      diff(lhs, rhs, format: .proportional), diff(lhs as Any, rhs as Any, format: .proportional)
    )
    #expect(proportional.0 == proportional.1, sourceLocation: sourceLocation)
  }

  @Test func twoCounters() {
    var after = TwoCounters.State()
    after.counter1.count = 1
    expectSameText(TwoCounters.State(), after)
    after.counter2.count = -12
    expectSameText(TwoCounters.State(), after)
    expectSameText(after, after)
    #expect(diff(after, after) == nil)
    #expect(
      diff(TwoCounters.State(), after) == """
          TwoCounters.State(
        -   counter1: Counter.State(count: 0),
        +   counter1: Counter.State(count: 1),
        -   counter2: Counter.State(count: 0)
        +   counter2: Counter.State(count: -12)
          )
        """)
  }

  @Test func leaves() {
    let before = Leaves()
    for change in [
      { (leaves: inout Leaves) in leaves.count = 123_456 },
      { $0.count = Int.min },
      { $0.flag = true },
      { $0.ratio = -1e300 },
      { $0.ratio = .nan },
      { $0.name = "with \"quotes\" and \\ and é" },
      { $0.name = "two\nlines" },
      { $0.name = "" },
    ] {
      var after = before
      change(&after)
      expectSameText(before, after)
      expectSameText(Nested(leaves: before), Nested(leaves: after))
      expectSameText(Single(value: before), Single(value: after))
    }
    var nan = Leaves()
    nan.ratio = .nan
    expectSameText(nan, nan)
  }

  @Test func singleValueContainers() {
    expectSameText(Single(value: 1), Single(value: 2))
    expectSameText(Single(value: "a"), Single(value: "b"))
    expectSameText(Single(value: "a"), Single(value: "b\nc"))
    expectSameText(Single(value: Counter.State()), Single(value: Counter.State(count: 3)))
    expectSameText(Single(value: [1]), Single(value: [2]))
    expectSameText(Single(value: Int?.none), Single(value: 1))
    expectSameText(Single(value: Single(value: 1)), Single(value: Single(value: 2)))
    expectSameText(HoldsEmpty(), HoldsEmpty(count: 1))
  }

  @Test func fieldsTheGeneralEngineWrites() {
    let before = Others()
    for change in [
      { (others: inout Others) in others.optional = 1 },
      { $0.list.append(4) },
      { $0.list = [] },
      { $0.shape = .named(name: "square", sides: 4) },
      { $0.nested = nil },
      { $0.nested?.count = 9 },
      { $0.table["b"] = 2 },
    ] {
      var after = before
      change(&after)
      expectSameText(before, after)
      expectSameText(Single(value: before), Single(value: after))
    }
  }

  @Test func structuralAndCustomEquality() {
    expectSameText(Structural(), Structural(count: 1))
    expectSameText(Structural(), Structural(name: "m"))
    #expect(diff(Structural(), Structural()) == nil)
    expectSameText(IgnoresNote(), IgnoresNote(count: 1, note: "y"))
    #expect(diff(IgnoresNote(), IgnoresNote(note: "y")) == nil)
    expectSameText(WithGenerated(), WithGenerated(count: 1))
    expectSameText(WithGenerated(), WithGenerated(_$generated: 1))
  }

  /// Beside the field that changes, one of each shape a field dumps to one level deep as: a
  /// struct of several fields (`(…)`), of one struct of several, of one leaf of each kind, of an
  /// empty struct, of nothing, of a field the general engine writes, and a one-string struct
  /// whose string spans lines.
  struct Shapes: Equatable {
    var changed = 0
    var several = Leaves()
    var nested = Single(value: Leaves())
    var int = Single(value: -42)
    var bool = Single(value: true)
    var double = Single(value: 2.5)
    var string = Single(value: "a \"quoted\" é")
    var lines = Single(value: "two\nlines")
    var empty = Single(value: Empty())
    var nothing = Empty()
    var general = Single(value: [1, 2])
    var optional = Single(value: Int?.none)
  }

  @Test func unchangedFieldsOfEveryShape() {
    expectSameText(Shapes(), Shapes(changed: 1))
    expectSameText(Single(value: Shapes()), Single(value: Shapes(changed: 1)))
    expectSameText(Single(value: Empty()), Single(value: Empty()))
    // Single-value containers that change: their dump is the same to any depth.
    for change in [
      { (shapes: inout Shapes) in shapes.int.value = Int.min },
      { $0.int.value = 1_234_567_890 },
      { $0.bool.value = false },
      { $0.double.value = -0.0 },
      { $0.string.value = "" },
      { $0.string.value = "now\ntwo lines" },
      { $0.lines.value = "one line" },
      { $0.optional.value = 3 },
    ] {
      var after = Shapes()
      change(&after)
      expectSameText(Shapes(), after)
    }
  }
}
