@_spi(Internals) import ConcurrencyExtras
import CustomDump
import Testing

// `TypeMap` replaces dictionaries keyed by `ObjectIdentifier` in the package's caches and in
// `DependencyValues`: it must answer exactly as such a dictionary does.
@Suite struct TypeMapTests {
  /// Objects alive for the whole test, so that their identifiers stay distinct.
  final class Key {}

  @Test func answersAsADictionaryThroughGrowthAndRemovals() {
    let keys = (0..<300).map { _ in Key() }
    var map = TypeMap<Int>()
    var model: [ObjectIdentifier: Int] = [:]
    // A fixed pseudo-random sequence of sets, overwrites and removals (a linear congruential
    // generator), checked against the dictionary after every step.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for step in 0..<5_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let key = ObjectIdentifier(keys[Int(state >> 33) % keys.count])
      if (state >> 20) % 3 == 0 {
        map[key] = nil
        model[key] = nil
      } else {
        map[key] = step
        model[key] = step
      }
      #expect(map[key] == model[key])
      #expect(map.count == model.count)
    }
    for key in keys.map(ObjectIdentifier.init) {
      #expect(map[key] == model[key])
    }
    #expect(Dictionary(uniqueKeysWithValues: map.entries.map { ($0.key, $0.value) }) == model)
  }

  @Test func removingEveryKeyLeavesItEmpty() {
    let keys = (0..<100).map { _ in Key() }
    var map = TypeMap<String>()
    for key in keys { map[ObjectIdentifier(key)] = "\(ObjectIdentifier(key))" }
    #expect(map.count == 100)
    // Removed in the order they were added, which moves keys back into the holes left.
    for key in keys {
      #expect(map[ObjectIdentifier(key)] == "\(ObjectIdentifier(key))")
      map[ObjectIdentifier(key)] = nil
    }
    #expect(map.isEmpty)
    #expect(map.entries.isEmpty)
  }

  @Test func mergeKeepsTheOtherMapsValues() {
    let (a, b, c) = (Key(), Key(), Key())
    var map = TypeMap<Int>()
    map[ObjectIdentifier(a)] = 1
    map[ObjectIdentifier(b)] = 2
    var other = TypeMap<Int>()
    other[ObjectIdentifier(b)] = 20
    other[ObjectIdentifier(c)] = 30
    map.merge(other)
    #expect(map[ObjectIdentifier(a)] == 1)
    #expect(map[ObjectIdentifier(b)] == 20)
    #expect(map[ObjectIdentifier(c)] == 30)
    #expect(map.count == 3)
  }

  @Test func anOptionalValueCanBeStoredAsNil() {
    // The caches store "not Equatable" as a nil value, distinct from "not asked yet".
    var map = TypeMap<Int?>()
    let key = ObjectIdentifier(Int.self)
    #expect(map[key] == nil)
    map[key] = .some(nil)
    #expect(map[key] == .some(nil))
    #expect(map.count == 1)
  }

  @Test func typesAreKeysToo() {
    var map = TypeMap<String>()
    map[ObjectIdentifier(Int.self)] = "Int"
    map[ObjectIdentifier(String.self)] = "String"
    #expect(map[ObjectIdentifier(Int.self)] == "Int")
    #expect(map[ObjectIdentifier(String.self)] == "String")
    #expect(map[ObjectIdentifier(Double.self)] == nil)
  }
}
