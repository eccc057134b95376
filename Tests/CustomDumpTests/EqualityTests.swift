import CustomDump
import Testing

// Values that are not `Equatable` are compared by type and structure, beneath any custom
// description, so `diff` returns `nil` only for values that are the same.
@Suite struct EqualityTests {
  struct Redacted<RawValue>: CustomDumpStringConvertible {
    var rawValue: RawValue
    var customDumpDescription: String { "<redacted>" }
  }

  struct Login: CustomDumpReflectable {
    var email: String
    var password: String
    var customDumpMirror: Mirror {
      Mirror(
        self, children: ["email": email, "password": Redacted(rawValue: password)],
        displayStyle: .struct)
    }
  }

  struct Reading {
    var celsius: Double
  }

  @Test func numbersOfDifferentTypesDiffer() {
    #expect(
      diff(["value": Float(29.99)] as [String: Any], ["value": 29.99] as [String: Any]) == """
          [
        -   "value": 29.99 as Float
        +   "value": 29.99 as Double
          ]
        """)
    #expect(
      diff(Float(29.99) as Any, 29.99 as Any) == """
        - 29.99 as Float
        + 29.99 as Double
        """)
    #expect(diff(["value": 29.99] as [String: Any], ["value": 29.99] as [String: Any]) == nil)
  }

  @Test func aCustomDescriptionDoesNotHideADifference() {
    let before = Login(email: "blob@pointfree.co", password: "bl0b")
    var after = before
    after.password = "bl0b!"
    #expect(
      diff(before, after) == """
          EqualityTests.Login(
            email: "blob@pointfree.co",
        -   password: <redacted>
        +   password: <redacted>
          )
        """)
    #expect(diff(before, before) == nil)
  }

  @Test func unequalValuesAlwaysHaveADifference() {
    #expect(
      diff(Reading(celsius: .nan), Reading(celsius: .nan)) == """
        - EqualityTests.Reading(celsius: nan)
        + EqualityTests.Reading(celsius: nan)
        """)
    #expect(diff(Reading(celsius: 1), Reading(celsius: 1)) == nil)
  }

  @Test func dictionariesCompareByKeyWhateverTheirOrder() {
    var lhs: [String: Any] = [:]
    var rhs: [String: Any] = [:]
    for index in 0..<100 { lhs["\(index)"] = index }
    for index in (0..<100).reversed() { rhs["\(index)"] = index }
    #expect(diff(lhs, rhs) == nil)
  }
}
