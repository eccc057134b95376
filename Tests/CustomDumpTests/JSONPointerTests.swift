import CustomDump
import Testing

@Suite struct JSONPointerTests {
  @Test func escapesTildeAndSlash() {
    #expect(JSONPointer(tokens: ["a/b", "m~n", "0"]).description == "/a~1b/m~0n/0")
    #expect(JSONPointer().description == "")
    #expect(JSONPointer(tokens: [""]).description == "/")
  }

  @Test func parsesWhatItPrints() throws {
    #expect(try JSONPointer(parsing: "/a~1b/m~0n/0").tokens == ["a/b", "m~n", "0"])
    #expect(try JSONPointer(parsing: "").tokens == [])
    #expect(try JSONPointer(parsing: "/~01").tokens == ["~1"])
  }

  @Test func rejectsMalformedPointers() {
    #expect(
      throws: JSONPatchError(message: #"a JSON pointer must be empty or start with '/', got "a""#)
    ) { try JSONPointer(parsing: "a") }
    #expect(
      throws: JSONPatchError(message: #"'~' must be followed by 0 or 1 in the pointer "/~2""#)
    ) { try JSONPointer(parsing: "/~2") }
  }
}
