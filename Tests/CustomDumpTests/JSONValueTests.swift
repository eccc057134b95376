import CustomDump
import Testing

@Suite struct JSONValueTests {
  @Test func compactAndPrettyText() {
    let value: JSONValue = ["a": 1, "b": [true, nil, 2.5], "c": "x\"y\n", "d": [:]]
    #expect(value.description == #"{"a":1,"b":[true,null,2.5],"c":"x\"y\n","d":{}}"#)
    #expect(
      value.prettyDescription == #"""
        {
          "a": 1,
          "b": [
            true,
            null,
            2.5
          ],
          "c": "x\"y\n",
          "d": {}
        }
        """#)
  }

  @Test func keysKeepTheirOrderAndEqualityIgnoresIt() {
    let first: JSONValue = ["z": 1, "a": 2]
    let second: JSONValue = ["a": 2, "z": 1]
    #expect(first.description == #"{"z":1,"a":2}"#)
    #expect(first == second)
    #expect(JSONValue.int(1) == JSONValue.double(1))
  }

  @Test func integersStayExact() throws {
    let value = try JSONValue(parsing: "[9007199254740993, 1.5, -0, 1e3]")
    #expect(value == [.int(9_007_199_254_740_993), .double(1.5), .int(0), .double(1000)])
    #expect(value.description == "[9007199254740993,1.5,0,1000.0]")
  }

  @Test func parsesEveryKindOfValue() throws {
    let text =
      #" {"s": "a\u00e9\ud83d\ude00\t", "n": null, "t": true, "f": false, "o": {"x": []}} "#
    let value = try JSONValue(parsing: text)
    #expect(
      value == ["s": "aé😀\t", "n": nil, "t": true, "f": false, "o": ["x": []]])
    #expect(try JSONValue(parsing: "\"hello world\"") == "hello world")
  }

  @Test func errorsNameTheOffsetAndWhatWasExpected() {
    func message(_ text: String) -> String {
      do {
        _ = try JSONValue(parsing: text)
        return "parsed"
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message(#"{"a" 1}"#) == #"expected ':' after the object key "a", found '1' at offset 5"#)
    #expect(
      message("[1, 2")
        == "expected ',' or ']' to continue the array opened at offset 0, found end of input at offset 5"
    )
    #expect(
      message("milk")
        == "expected a JSON value (null, true, false, a number, a string, [ or {), found 'm' (a string must be quoted) at offset 0"
    )
    #expect(message("1 2") == "unexpected '2' after the JSON value at offset 2")
    #expect(
      message(#""abc"#)
        == #"unterminated string: expected '"' to close the string opened at offset 0 at offset 4"#
    )
    #expect(message("01") == "a number cannot have a leading zero at offset 0")
    #expect(
      message(#"{"a":1,}"#) == "expected a string key in double quotes, found '}' at offset 7")
  }
}
