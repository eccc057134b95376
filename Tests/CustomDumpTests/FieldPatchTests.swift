import CustomDump
import Testing

/// `patch(from:to:)` reads a plain struct's fields in place (``FieldPlan``); the operations must
/// be those of patching the two values' JSON, whatever the fields hold.
@Suite struct FieldPatchTests {
  struct Inner: Equatable {
    var number = 0
    var flag = false
    var ratio = 0.0
    var name = ""
  }

  /// Encoded by its own `encode(to:)`, under other names: never read field by field.
  struct Renamed: Equatable, Codable {
    var value = 0
    var note = ""
    enum CodingKeys: String, CodingKey {
      case value = "v"
      case note = "n"
    }
  }

  struct Outer: Equatable {
    var inner = Inner()
    var renamed = Renamed()
    var optional: Inner? = nil
    var list: [Int] = []
    var label = ""
    var nested = Nested()
  }

  struct Nested: Equatable {
    var deeper = Inner()
    var count = 0
  }

  /// A generated field (`_$…`, as the observation macros write), compared but never printed.
  struct Tracked: Equatable {
    var count = 0
    var _$generated = 0
  }

  @Test func randomEditsPatchAsTheirJSONDoes() throws {
    var random = SeededGenerator(state: 0x7CA5_17E1)
    for _ in 0..<500 {
      let before = Outer.random(&random)
      var after = before
      after.edit(&random)
      let inPlace = patch(from: before, to: after)
      let viaJSON = patch(from: JSONValue(encoding: before), to: JSONValue(encoding: after))
      #expect(inPlace == viaJSON, "\(before) → \(after)")
      #expect(try apply(inPlace, to: JSONValue(encoding: before)) == JSONValue(encoding: after))
    }
  }

  @Test func anEncodableFieldIsPatchedUnderItsCodingKeys() {
    var after = Outer()
    after.renamed.value = 7
    #expect(
      patch(from: Outer(), to: after).json.description
        == #"[{"op":"test","path":"/renamed/v","value":0},{"op":"replace","path":"/renamed/v","value":7}]"#
    )
  }

  @Test func aGeneratedFieldIsNeverPatched() {
    #expect(patch(from: Tracked(), to: Tracked(count: 0, _$generated: 1)).isEmpty)
    #expect(
      patch(from: Tracked(), to: Tracked(count: 2, _$generated: 1)).json.description
        == #"[{"op":"test","path":"/count","value":0},{"op":"replace","path":"/count","value":2}]"#)
  }

  @Test func aNaNFieldIsReplacedAsItsJSONIs() {
    let before = Inner(ratio: .nan)
    // Compared as text: NaN is not `==` to itself in the operations either.
    let inPlace = patch(from: before, to: before).json.description
    let viaJSON = patch(from: JSONValue(encoding: before), to: JSONValue(encoding: before))
    #expect(inPlace == viaJSON.json.description)
    #expect(inPlace.contains(#""op":"replace","path":"/ratio""#))
  }
}

extension FieldPatchTests.Inner {
  static func random(_ random: inout SeededGenerator) -> Self {
    Self(
      number: Int.random(in: -3...3, using: &random), flag: Bool.random(using: &random),
      ratio: [0, 1.5, -2].randomElement(using: &random)!,
      name: ["", "a", "ü/~", "two words"].randomElement(using: &random)!)
  }

  mutating func edit(_ random: inout SeededGenerator) {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: number += 1
    case 1: flag.toggle()
    case 2: ratio += 0.5
    default: name += "x"
    }
  }
}

extension FieldPatchTests.Outer {
  static func random(_ random: inout SeededGenerator) -> Self {
    Self(
      inner: .random(&random),
      renamed: .init(value: Int.random(in: 0...2, using: &random), note: "n"),
      optional: Bool.random(using: &random) ? .random(&random) : nil,
      list: (0..<Int.random(in: 0...4, using: &random)).map { $0 },
      label: ["", "x"].randomElement(using: &random)!,
      nested: .init(deeper: .random(&random), count: Int.random(in: 0...2, using: &random)))
  }

  /// One to three random edits, anywhere in the value.
  mutating func edit(_ random: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      switch Int.random(in: 0..<8, using: &random) {
      case 0: inner.edit(&random)
      case 1: renamed.value += 1
      case 2: optional = optional == nil ? .random(&random) : nil
      case 3: if optional != nil { optional!.edit(&random) } else { list.append(9) }
      case 4: if list.isEmpty { list = [1] } else { list.remove(at: 0) }
      case 5: label += "!"
      case 6: nested.deeper.edit(&random)
      default: nested.count += 1
      }
    }
  }
}
