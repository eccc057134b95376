import Foundation
import Tagged
import Testing

// swift-tagged's own tests (TaggedTests, TaggedArithmeticTests, ZipTaggedTests), their behaviours
// ported to Swift Testing.

private enum Tag {}
private enum OtherTag {}
private struct Unit: Error {}

@Suite struct TaggedTests {
  @Test func initializers() {
    let byLabel = Tagged<Tag, Int>(rawValue: 42)
    let unlabelled = Tagged<Tag, Int>(1729)
    #expect(byLabel.rawValue == 42 && unlabelled.rawValue == 1729)
    #expect(byLabel != unlabelled)
  }

  @Test func descriptionIsTheRawValues() {
    #expect(Tagged<Tag, Int>(rawValue: 1).description == "1")
    #expect("\(Tagged<Tag, String>(rawValue: "a"))" == "a")
  }

  @Test func comparable() {
    #expect(Tagged<Tag, Int>(rawValue: 1) < Tagged<Tag, Int>(rawValue: 2))
    #expect([Tagged<Tag, Int>(3), 1, 2].sorted() == [1, 2, 3])
  }

  @Test func decodesAsTheRawValue() throws {
    #expect(
      try JSONDecoder().decode([Tagged<Tag, Int>].self, from: Data("[1]".utf8))
        == [Tagged<Tag, Int>(rawValue: 1)])
  }

  @Test func decodingUsesTheDecodersStrategies() throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      Date(timeIntervalSince1970: TimeInterval(try decoder.singleValueContainer().decode(Int.self)))
    }
    #expect(
      try decoder.decode([Tagged<Tag, Date>].self, from: Data("[1]".utf8))
        == [Tagged(rawValue: Date(timeIntervalSince1970: 1))])
  }

  @Test func encodesAsTheRawValue() throws {
    #expect(try JSONEncoder().encode([Tagged<Tag, Int>(rawValue: 1)]) == Data("[1]".utf8))
  }

  @Test func anOptionalRawValueDecodesNull() throws {
    struct Container: Decodable {
      let id: Tagged<Container, String?>
    }
    let containers = try JSONDecoder().decode(
      [Container].self, from: Data(#"[{"id":null}]"#.utf8))
    #expect(containers.count == 1)
    #expect(containers.first?.id.rawValue == nil)
  }

  @Test func aStructRawValueCodesAsItself() throws {
    struct Point: Codable, Equatable {
      var x: Int
      var y: Int
    }
    let point = Tagged<Tag, Point>(Point(x: 1, y: 2))
    let data = try JSONEncoder().encode(point)
    #expect(String(decoding: data, as: UTF8.self).contains(#""x":1"#))
    #expect(try JSONDecoder().decode(Tagged<Tag, Point>.self, from: data) == point)
  }

  @Test func dictionaryKeysCodeAsTheRawKeys() throws {
    let scores: [Tagged<Tag, String>: Int] = ["blob": 1]
    let data = try JSONEncoder().encode(scores)
    #expect(String(decoding: data, as: UTF8.self) == #"{"blob":1}"#)
    #expect(try JSONDecoder().decode([Tagged<Tag, String>: Int].self, from: data) == scores)
  }

  @Test func equatableAndHashable() {
    #expect(Tagged<Tag, Int>(rawValue: 1) == Tagged<Tag, Int>(rawValue: 1))
    #expect(Tagged<Tag, Int>(rawValue: 1).hashValue == Tagged<Tag, Int>(rawValue: 1).hashValue)
    #expect(Set([Tagged<Tag, Int>(1), 1, 2]).count == 2)
  }

  @Test func aTaggedErrorThrows() {
    #expect(throws: Tagged<Tag, Unit>.self) { throw Tagged<Tag, Unit>(rawValue: Unit()) }
  }

  @Test func aTaggedLocalizedErrorDescribesItselfAsTheRawError() {
    struct Failure: LocalizedError {
      var errorDescription: String? { "It failed." }
      var recoverySuggestion: String? { "Try again." }
    }
    let tagged = Tagged<Tag, Failure>(Failure())
    #expect(tagged.errorDescription == "It failed.")
    #expect(tagged.recoverySuggestion == "Try again.")
    #expect(tagged.failureReason == nil)
    #expect(tagged.localizedDescription == "It failed.")
  }

  @Test func literals() {
    #expect(true == Tagged<Tag, Bool>(rawValue: true))
    #expect(1.0 == Tagged<Tag, Double>(rawValue: 1.0))
    #expect(1 == Tagged<Tag, Int>(rawValue: 1))
    #expect("Hello!" == Tagged<Tag, String>(rawValue: "Hello!"))
    let name = "Blob"
    #expect("Hello, \(name)!" == Tagged<Tag, String>(rawValue: "Hello, Blob!"))
    #expect("a" == Tagged<Tag, Character>(rawValue: "a"))
    let scalar: Tagged<Tag, Unicode.Scalar> = "b"
    #expect(scalar.rawValue == "b")
    let array: Tagged<Tag, [Int]> = [1, 2, 3]
    #expect(array.rawValue == [1, 2, 3])
    let dictionary: Tagged<Tag, [String: Int]> = ["one": 1, "two": 2]
    #expect(dictionary.rawValue == ["one": 1, "two": 2])
  }

  @Test func losslessStringConvertible() {
    let (yes, nonsense) = ("true", "x")
    #expect(Tagged<Tag, Bool>(yes) == Tagged<Tag, Bool>(rawValue: true))
    #expect(Tagged<Tag, Int>(nonsense) == nil)
  }

  @Test func numericAndSignedNumeric() {
    #expect(Tagged<Tag, Int>(rawValue: 1) + Tagged<Tag, Int>(rawValue: 1) == 2)
    #expect(-Tagged<Tag, Int>(rawValue: 1) == Tagged<Tag, Int>(rawValue: -1))
    #expect(Tagged<Tag, Int>(exactly: UInt8(3)) == 3)
    #expect(Tagged<Tag, Int8>(exactly: 300) == nil)
    #expect(Tagged<Tag, Int>(-4).magnitude == 4)
    #expect(Tagged<Tag, Double>.zero == 0)
  }

  @Test func map() {
    let x: Tagged<Tag, Int> = 1
    #expect(x.map { "\($0)!" } == "1!")
    struct Failure: Error {}
    #expect(throws: Failure.self) { try x.map { _ -> Int in throw Failure() } }
  }

  @Test func coerced() {
    let x: Tagged<Tag, Int> = 1
    let y: Tagged<OtherTag, Int> = x.coerced(to: OtherTag.self)
    #expect(y.rawValue == 1)
  }

  @Test func dynamicMemberLookupReadsTheRawValuesProperties() {
    let name = Tagged<Tag, String>("Blob")
    #expect(name.count == 4)
    #expect(name.first == "B")
    #expect(name.utf8.count == 4)
  }

  @Test func identifiableForwardsTheRawValuesID() {
    struct User: Identifiable { let id: Int }
    #expect(Tagged<Tag, User>(User(id: 7)).id == 7)
  }

  @Test func aTaggedCollectionIsACollection() {
    let numbers = Tagged<Tag, [Int]>([1, 2, 3])
    #expect(numbers.count == 3)
    #expect(numbers[numbers.startIndex] == 1)
    #expect(Array(numbers) == [1, 2, 3])
    #expect(numbers.map { $0 * 2 } == [2, 4, 6])
  }

  @Test func strideable() {
    let first: Tagged<Tag, Int> = 1
    #expect(Array(first...Tagged(3)) == [1, 2, 3])
    #expect(first.distance(to: 4) == 3)
  }

  @Test func uuidHelpers() {
    let id = Tagged<Tag, UUID>(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")
    #expect(id?.rawValue.uuidString == "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")
    #expect(Tagged<Tag, UUID>(uuidString: "not a uuid") == nil)
    #expect(Tagged<Tag, UUID>() != Tagged<Tag, UUID>())
    #expect(id?.uuidString == "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")
  }
}

@Suite struct TaggedArithmeticTests {
  fileprivate typealias TaggedInt = Tagged<Tag, Int>

  @Test func binaryIntegerOperatorsActOnTheRawValues() {
    let (l, r) = (27, 42)
    let (taggedL, taggedR) = (TaggedInt(rawValue: l), TaggedInt(rawValue: r))

    #expect(TaggedInt.isSigned == Int.isSigned)
    #expect(taggedL.trailingZeroBitCount == l.trailingZeroBitCount)
    #expect(taggedL.bitWidth == l.bitWidth)
    #expect(taggedL.nonzeroBitCount == l.nonzeroBitCount)

    #expect((taggedL + taggedR).rawValue == l + r)
    #expect((taggedL - taggedR).rawValue == l - r)
    #expect((taggedL * taggedR).rawValue == l * r)
    #expect((taggedL / taggedR).rawValue == l / r)
    #expect((taggedL % taggedR).rawValue == l % r)
    #expect((~taggedL).rawValue == ~l)
    #expect((taggedL & taggedR).rawValue == l & r)
    #expect((taggedL | taggedR).rawValue == l | r)
    #expect((taggedL ^ taggedR).rawValue == l ^ r)
    #expect((taggedL >> taggedR).rawValue == l >> r)
    #expect((taggedL << taggedR).rawValue == l << r)
    #expect((taggedL >> 2).rawValue == l >> 2)

    let (quotient, remainder) = taggedL.quotientAndRemainder(dividingBy: taggedR)
    #expect(quotient.rawValue == l.quotientAndRemainder(dividingBy: r).quotient)
    #expect(remainder.rawValue == l.quotientAndRemainder(dividingBy: r).remainder)
    #expect(taggedL.isMultiple(of: taggedR) == l.isMultiple(of: r))
    #expect(TaggedInt(-5).signum() == -1)
  }

  @Test func compoundAssignmentsActOnTheRawValues() {
    let (l, r) = (27, 42)
    let taggedR = TaggedInt(rawValue: r)
    func check(_ apply: (inout TaggedInt, TaggedInt) -> Void, _ expected: (inout Int, Int) -> Void)
      -> Bool
    {
      var tagged = TaggedInt(rawValue: l)
      var raw = l
      apply(&tagged, taggedR)
      expected(&raw, r)
      return tagged.rawValue == raw
    }
    #expect(check({ $0 += $1 }, { $0 += $1 }))
    #expect(check({ $0 -= $1 }, { $0 -= $1 }))
    #expect(check({ $0 *= $1 }, { $0 *= $1 }))
    #expect(check({ $0 /= $1 }, { $0 /= $1 }))
    #expect(check({ $0 %= $1 }, { $0 %= $1 }))
    #expect(check({ $0 &= $1 }, { $0 &= $1 }))
    #expect(check({ $0 |= $1 }, { $0 |= $1 }))
    #expect(check({ $0 ^= $1 }, { $0 ^= $1 }))
    #expect(check({ $0 >>= $1 }, { $0 >>= $1 }))
    #expect(check({ $0 <<= $1 }, { $0 <<= $1 }))
  }

  @Test func integerConversions() {
    #expect(TaggedInt(UInt8(200)) == 200)
    #expect(Tagged<Tag, UInt8>(truncatingIfNeeded: 300) == 44)
    #expect(Tagged<Tag, UInt8>(clamping: 300) == 255)
    #expect(TaggedInt(2.9 as Double) == 2)
    #expect(TaggedInt(exactly: 2.5 as Double) == nil)
    #expect(Int(TaggedInt(9)) == 9)
  }
}

@Suite struct ZipTaggedTests {
  @Test func zipPairsTheRawValues() {
    let a: Tagged<Tag, Int> = 1
    let b: Tagged<Tag, Int> = 2
    #expect(zip(a, b).map { $0 + $1 } == 3)
    #expect(zip(with: +, a, b) == 3)
  }

  @Test func zipTakesTwoToTenValues() {
    typealias ID = Tagged<Tag, Int>
    let (a, b, c, d, e) = (ID(1), ID(2), ID(3), ID(4), ID(5))
    let (f, g, h, i, j) = (ID(6), ID(7), ID(8), ID(9), ID(10))
    #expect(zip(a, b, c).map { $0 + $1 + $2 } == 6)
    #expect(zip(with: { $0 + $1 + $2 + $3 }, a, b, c, d) == 10)
    let five: Tagged<Tag, (Int, Int, Int, Int, Int)> = zip(a, b, c, d, e)
    #expect(five.rawValue.4 == 5)
    let ten: Tagged<Tag, (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)> = zip(
      a, b, c, d, e, f, g, h, i, j)
    #expect(ten.rawValue.0 == 1 && ten.rawValue.9 == 10)
    let sumOfTen: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) -> Int = {
      [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9].reduce(0, +)
    }
    #expect(zip(with: sumOfTen, a, b, c, d, e, f, g, h, i, j).rawValue == 55)
  }

  @Test func zipOfMixedRawTypes() {
    let name: Tagged<Tag, String> = "Blob"
    let age: Tagged<Tag, Int> = 42
    #expect(zip(with: { "\($0) is \($1)" }, name, age) == "Blob is 42")
  }
}
