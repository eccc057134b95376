import Testing

@testable import CustomDump

@Suite struct TypeNameTests {
  @Test func modulesAndUnnamedContextsAreDropped() {
    #expect(formatTypeName("App.Counter.State", style: .abbreviated) == "Counter.State")
    #expect(
      formatTypeName(
        "App.(unknown context at $1234).(unknown context at $5678).Local", style: .full)
        == "Local")
    #expect(formatTypeName("App.(Secret in _ABCDEF)", style: .full) == "Secret")
    #expect(formatTypeName("Swift.Int", style: .full) == "Int")
  }

  @Test func genericsAreAbbreviatedInDumpsAndSugaredInFull() {
    let result = "Swift.Result<Swift.Int, Swift.Error>"
    #expect(formatTypeName(result, style: .abbreviated) == "Result")
    #expect(formatTypeName(result, style: .full) == "Result<Int, Error>")
    #expect(formatTypeName("Swift.Optional<Swift.Int>", style: .full) == "Int?")
    #expect(
      formatTypeName("Swift.Array<Swift.Optional<App.Todo>>", style: .full) == "[Todo?]")
    #expect(
      formatTypeName("Swift.Dictionary<Swift.String, Swift.Array<Swift.Int>>", style: .full)
        == "[String: [Int]]")
    #expect(formatTypeName("App.Outer<Swift.Int>.Inner", style: .abbreviated) == "Outer.Inner")
  }

  @Test func tuplesFunctionsAndMetatypes() {
    #expect(
      formatTypeName("(Swift.Int, label: Swift.String)", style: .full) == "(Int, label: String)")
    #expect(formatTypeName("(Swift.Int) -> ()", style: .full) == "(Int) -> ()")
    #expect(formatTypeName("Swift.Int.Type", style: .full) == "Int.Type")
    #expect(typeName(Counter.State.self) == "Counter.State")
    #expect(typeName(Box<Int>.self, style: .full) == "Box<Int>")
  }

  @Test func unparseableNamesComeBackUnchanged() {
    #expect(formatTypeName("weird<", style: .full) == "weird<")
  }
}
