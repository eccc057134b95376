import CustomDump
import Testing

@Suite struct SwiftTests {
  @Test func anyHashableDumpsItsBase() {
    #expect(String(customDumping: AnyHashable(42)) == "42")
    #expect(
      String(customDumping: [AnyHashable(1): "one", AnyHashable("two"): "2"]) == """
        [
          "two": "2",
          1: "one"
        ]
        """)
  }

  @Test func keyPathsThroughStoredPropertiesPrintAsWritten() {
    #expect(String(customDumping: \User.name) == #"\User.name"#)
    #expect(
      String(customDumping: \TwoCounters.State.counter1.count)
        == #"\TwoCounters.State.counter1.count"#)
    #expect(String(customDumping: \Box<Int>.value) == #"\Box<Int>.value"#)
    #expect(String(customDumping: \User.self) == #"\User.self"#)
  }

  @Test func otherKeyPathsNameTheirTypes() {
    #expect(String(customDumping: \String.count) == "KeyPath<String, Int>")
    #expect(String(customDumping: \[Int][0]) == "WritableKeyPath<[Int], Int>")
  }

  @Test func characterSubstringAndScalars() {
    #expect(String(customDumping: "©" as Character) == #""©""#)
    #expect(String(customDumping: "abc".dropFirst()) == #""bc""#)
    #expect(String(customDumping: "©" as Unicode.Scalar) == #""©""#)
    #expect(String(customDumping: "Blob" as StaticString) == #""Blob""#)
    #expect(String(customDumping: UInt8(7)) == "7")
    #expect(String(customDumping: Float(1.5)) == "1.5")
  }
}
