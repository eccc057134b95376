import Testing

@testable import CustomDump

@Suite struct NaturalOrderTests {
  @Test func numbersInKeysCompareAsNumbers() {
    #expect(naturallyPrecedes("#2", "#10"))
    #expect(!naturallyPrecedes("#10", "#2"))
    #expect(naturallyPrecedes("a", "b"))
    #expect(naturallyPrecedes("a", "ab"))
    #expect(!naturallyPrecedes("ab", "ab"))
    #expect(naturallyPrecedes("row9.x", "row10.a"))
    #expect(naturallyPrecedes("007", "8"))
  }

  @Test func dumpsSortKeysAsTextNotNaturally() {
    // swift-custom-dump sorts dumped keys with `<`; natural order is JSON's only.
    #expect(
      String(customDumping: [10: "a", 2: "b", 1: "c"]) == """
        [
          1: "c",
          10: "a",
          2: "b"
        ]
        """)
  }
}
