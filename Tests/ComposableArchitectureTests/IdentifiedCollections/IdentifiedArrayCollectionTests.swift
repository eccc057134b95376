import Foundation
import IdentifiedCollections
import Testing

// swift-identified-collections' semantics as its own suite pins them: an identified array is a
// mutable, range-replaceable, random-access collection whose algorithms give what they give on
// an `Array` of the same elements, with the ids kept in step.

private struct Item: Comparable, Identifiable, Sendable, CustomStringConvertible {
  let id: Int
  var count: Int
  init(id: Int, count: Int = 0) {
    self.id = id
    self.count = count
  }
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.count < rhs.count }
  var description: String { "\(id):\(count)" }
}

/// A small deterministic generator, so a shuffle can be replayed on an `Array`.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = 6_364_136_223_846_793_005 &* state &+ 1_442_695_040_888_963_407
    return state
  }
}

private protocol TestCollection<Element>:
  MutableCollection, RandomAccessCollection, RangeReplaceableCollection
{}
extension Array: TestCollection {}
extension IdentifiedArray: TestCollection where Element: Identifiable, Element.ID == ID {}

@Suite struct IdentifiedArrayCollectionTests {
  /// Arrays of 0, 1, 4, … 100 items with counts that repeat, in a scrambled order.
  private var samples: [IdentifiedArrayOf<Item>] {
    (0...10).map { n in
      IdentifiedArray(uniqueElements: (0..<(n * n)).map { Item(id: $0, count: ($0 * 37) % 11) })
    }
  }

  /// Runs `operation` on each sample as an identified array and as an `Array`, through the
  /// collection protocols, and checks the two end with the same elements (and results), and the
  /// identified array's ids match its elements.
  private func expectSameAsArray<Result: Equatable>(
    _ operation: (inout any TestCollection<Item>) -> Result,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for sample in samples {
      var identified: any TestCollection<Item> = sample
      var array: any TestCollection<Item> = Array(sample)
      let identifiedResult = operation(&identified)
      let arrayResult = operation(&array)
      #expect(identifiedResult == arrayResult, sourceLocation: sourceLocation)
      #expect(
        identified.map(\.description) == array.map(\.description), sourceLocation: sourceLocation)
      let result = identified as! IdentifiedArrayOf<Item>
      #expect(result.ids == result.map(\.id), sourceLocation: sourceLocation)
      #expect(
        result.ids.allSatisfy { result[id: $0]?.id == $0 }, sourceLocation: sourceLocation)
    }
  }

  @Test func maxAndMin() {
    expectSameAsArray { $0.max()?.description }
    expectSameAsArray { $0.max(by: >)?.description }
    expectSameAsArray { $0.min()?.description }
    expectSameAsArray { $0.min(by: >)?.description }
  }

  @Test func removeFirstAndLast() {
    expectSameAsArray { $0.isEmpty ? nil : $0.removeFirst().description }
    expectSameAsArray { $0.isEmpty ? nil : $0.removeLast().description }
  }

  @Test func reverse() {
    expectSameAsArray { $0.reverse() == () }
  }

  @Test func shuffleUsingAGenerator() {
    for seed: UInt64 in [0, 1, 42, .max] {
      expectSameAsArray {
        var generator = SeededGenerator(state: seed)
        $0.shuffle(using: &generator)
        return true
      }
    }
  }

  @Test func sort() {
    expectSameAsArray { $0.sort() == () }
    expectSameAsArray { $0.sort(by: >) == () }
  }

  @Test func partitionKeepsIDsInStep() {
    var array: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)]
    let pivot = array.partition { $0.id == 1 }
    #expect(pivot == 1)
    #expect(array.ids == [2, 1])
    #expect(array.ids.allSatisfy { array[id: $0]?.id == $0 })
  }

  @Test func replaceSubrangeKeepsIDsUnique() {
    var array: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2), Item(id: 3)]
    array.replaceSubrange(1..<2, with: [Item(id: 4), Item(id: 1, count: 9), Item(id: 5)])
    #expect(array.map(\.description) == ["1:9", "4:0", "5:0", "3:0"])
    array.insert(contentsOf: [Item(id: 6)], at: 0)
    #expect(array.ids == [6, 1, 4, 5, 3])
  }

  // Setting an element by position, as swift-identified-collections defines it: one of a new id
  // replaces the element there; one whose id is elsewhere moves there, swapping places with the
  // element it displaces.
  @Test func settingAnElementByPosition() {
    var array: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2), Item(id: 3)]
    array[1] = Item(id: 4)
    #expect(array.ids == [1, 4, 3])
    #expect(array[id: 2] == nil)
    #expect(array.index(id: 4) == 1)
    array[0] = Item(id: 3, count: 7)
    #expect(array.map(\.description) == ["3:7", "4:0", "1:0"])
    #expect(array.ids.allSatisfy { array[id: $0]?.id == $0 })
    array[2] = Item(id: 1, count: 2)
    #expect(array.map(\.description) == ["3:7", "4:0", "1:2"])
  }

  @Test func initializers() {
    let array: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2), Item(id: 3)]
    #expect(IdentifiedArray(array).ids == [1, 2, 3])
    #expect(IdentifiedArray(array[1...]).ids == [2, 3])
    #expect(IdentifiedArray(uniqueElements: array[...]).ids == [1, 2, 3])
    #expect(IdentifiedArrayOf<Item>(uncheckedUniqueElements: array.elements).ids == [1, 2, 3])
    #expect(IdentifiedArrayOf<Item>([Item(id: 1), Item(id: 1, count: 2)]).count == 1)
  }

  @Test func updateAtRemoveAndContainsGoByID() {
    var array: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2), Item(id: 3)]
    #expect(array.update(Item(id: 2, count: 5), at: 1).count == 0)
    #expect(array[1].count == 5)
    #expect(array.contains(Item(id: 3, count: 99)))
    #expect(array.remove(Item(id: 3, count: 99))?.id == 3)
    #expect(array.remove(Item(id: 3)) == nil)
    #expect(array.ids == [1, 2])
  }

  @Test func describesItselfAsUpstreamDoes() {
    let numbers: IdentifiedArrayOf<Number> = [1, 2, 3]
    #expect(numbers.debugDescription == "IdentifiedArray<Number>([1, 2, 3])")
    #expect(numbers.description == "[1, 2, 3]")
  }

  @Test func aDuplicateIDIsADecodingErrorNamingItsOffset() throws {
    let data = Data("[1,2,1]".utf8)
    do {
      _ = try JSONDecoder().decode(IdentifiedArrayOf<Number>.self, from: data)
      Issue.record("decoded an array with a duplicate id")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == "Duplicate element at offset 2")
    }
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Number>.self, from: Data("[1,2]".utf8))
    #expect(decoded.ids == [1, 2])
  }

  @Test func identifiedArraysAreIdentifiedCollections() {
    func isIdentified(_: some Collection) -> Bool { false }
    func isIdentified(_: some IdentifiedCollection) -> Bool { true }
    #expect(isIdentified([Item(id: 1)]) == false)
    #expect(isIdentified(IdentifiedArrayOf<Item>([Item(id: 1)])) == true)
  }
}

/// A number that is its own id, written as the number.
private struct Number: Codable, Hashable, Identifiable, ExpressibleByIntegerLiteral,
  CustomStringConvertible, CustomDebugStringConvertible
{
  let value: Int
  init(integerLiteral value: Int) { self.value = value }
  init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(Int.self)
  }
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
  var id: Int { value }
  var description: String { "\(value)" }
  var debugDescription: String { "\(value)" }
}
