import CustomDump
import Foundation
import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// What the shell writes, it reads: a payload decodes from the JSON `state` shows.
struct PayloadDecoderTests {
  @Test func aDateDecodesFromTheTextTheShellWrites() throws {
    let date = Date(timeIntervalSince1970: 1_234_567_890.5)
    let text = JSONValue(encoding: date).description
    #expect(text == #""2009-02-13T23:31:30.500Z""#)
    let decoded = try PayloadDecoder.decode(text, as: Date.self, for: "setDate") as? Date
    #expect(decoded == date)
  }

  @Test func aTupleOfUnlabelledValuesDecodesFromAnArray() throws {
    let decoded = try PayloadDecoder.decode("[1, 5]", as: (Int, Int).self, for: "setRange")
    let range = try #require(decoded as? (lower: Int, upper: Int))
    #expect(range.lower == 1 && range.upper == 5)
    #expect(throws: CommandError.self) {
      try PayloadDecoder.decode("[1]", as: (Int, Int).self, for: "setRange")
    }
    #expect(TuplePayload((Int, Int).self)?.example == "[1, 1]")
  }

  @Test func aTupleOfLabelledValuesDecodesFromAnObject() throws {
    let decoded = try PayloadDecoder.decode(
      #"{"name": "Blob", "age": 3, "note": null}"#,
      as: (name: String, age: Int, note: String?).self,
      for: "set")
    let person = try #require(decoded as? (name: String, age: Int, note: String?))
    #expect(person.name == "Blob" && person.age == 3 && person.note == nil)
    #expect(
      TuplePayload((name: String, age: Int).self)?.example == #"{"name": "text", "age": 1}"#)
  }

  enum Field: String, Codable { case focus, blur }
  enum Single: String, Codable { case only }

  @Test func aStringEnumThatIsNotCaseIterableShowsItsCases() throws {
    #expect(PayloadDecoder.example(for: Field.self) == #""focus""#)
    #expect(PayloadDecoder.caseList(for: Field.self) == [#""focus""#, #""blur""#])
    #expect(PayloadDecoder.caseList(for: Single.self) == [#""only""#])
    #expect(PayloadDecoder.caseList(for: Int.self) == [])
    #expect(
      throws: CommandError(
        #"bad value for 'focusChanged': expected PayloadDecoderTests.Field (one of "focus", "blur"), "#
          + #"got "nope"; e.g. "focus""#)
    ) {
      try PayloadDecoder.decode(#""nope""#, as: Field.self, for: "focusChanged")
    }
  }
}
