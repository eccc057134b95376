import CustomDump
import Testing

// Dumps read plain structs' fields straight from memory; these cases must fall back to Mirror
// or still read correctly.
@Suite struct FieldLayoutTests {
  final class Ref {
    var id = 1
  }

  struct WeakHolder {
    weak var ref: Ref?
    var count = 2
  }

  struct UnownedHolder {
    unowned var ref: Ref
    var count = 3
  }

  struct Mixed {
    var name = "a"
    var pair = (1, "b")
    var optional: Int? = nil
    var nested: Counter.State? = Counter.State(count: 4)
    var any: Any = 5
    var ref = Ref()
  }

  struct Redacted: CustomReflectable {
    var secret = "x"
    var customMirror: Mirror { Mirror(self, children: ["shown": 1], displayStyle: .struct) }
  }

  struct Described: CustomReflectable, CustomStringConvertible {
    var secret = "x"
    var customMirror: Mirror { Mirror(self, children: ["shown": 1]) }
    var description: String { "described" }
  }

  /// Larger than an existential's inline buffer, so `Any` holds it in a box of its own.
  struct Large: Equatable {
    var count = 1
    var ratio = 0.5
    var name = "large"
    var flag = true
  }

  protocol Marker {}
  struct LargeMarked: Marker {
    var count = 1
    var name = "marked"
    var other = "x"
  }

  @Test func aValueErasedTwiceReadsTheValueInside() {
    // Generic code erasing a `T` that is `Any` (or `any P`) wraps the value a second time.
    func dump<T>(_ value: T) -> String { String(customDumping: value) }
    #expect(dump(Large() as Any) == String(customDumping: Large()))
    #expect(dump(LargeMarked() as any Marker) == String(customDumping: LargeMarked()))
    var changed = Large()
    changed.name = "changed"
    #expect(diff(Large() as Any, changed as Any) == diff(Large(), changed))
  }

  @Test func weakAndUnownedFieldsReadThroughMirror() {
    let ref = Ref()
    #expect(
      String(customDumping: WeakHolder(ref: ref)) == """
        FieldLayoutTests.WeakHolder(
          ref: FieldLayoutTests.Ref(id: 1),
          count: 2
        )
        """)
    #expect(
      String(customDumping: UnownedHolder(ref: ref)) == """
        FieldLayoutTests.UnownedHolder(
          ref: FieldLayoutTests.Ref(id: 1),
          count: 3
        )
        """)
    withExtendedLifetime(ref) {}
  }

  @Test func mixedFieldsAndGenerics() {
    #expect(
      String(customDumping: Mixed()) == """
        FieldLayoutTests.Mixed(
          name: "a",
          pair: (
            1,
            "b"
          ),
          optional: nil,
          nested: Counter.State(count: 4),
          any: 5,
          ref: FieldLayoutTests.Ref(id: 1)
        )
        """)
    #expect(
      String(customDumping: Box(value: Box(value: "x"))) == """
        Box(
          value: Box(value: "x")
        )
        """)
  }

  @Test func customMirrorsWin() {
    #expect(String(customDumping: Redacted()) == "FieldLayoutTests.Redacted(shown: 1)")
    // A mirror with no display style prints the value's description, as a `Range` does.
    #expect(String(customDumping: Described()) == "described")
    #expect(String(customDumping: 0..<3) == "0..<3")
  }
}
