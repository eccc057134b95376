import Testing

@testable import CustomDump

@Suite struct AlignmentTests {
  @Test func commonAffixesNeverOverlap() {
    #expect(commonAffixes([1, 2, 3], [1, 2, 3]) == (3, 0))
    #expect(commonAffixes([1, 2, 1], [1]) == (1, 0))
    #expect(commonAffixes([1, 2, 3, 4], [1, 9, 4]) == (1, 1))
  }

  @Test func buffersCompareBytesThenEquality() {
    let lhs = (0..<1000).map { "item \($0)" }
    var rhs = lhs
    rhs[500] = "changed"
    rhs[0] = String("item 0".reversed().reversed())  // equal value, different storage
    let affixes = lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in bufferCommonAffixes(lhs, rhs) }
    }
    #expect(affixes == (500, 499))
  }

  @Test func alignPairsReplacementsOrKeepsThemApart() {
    let old = [1, 2, 3, 4]
    let new = [1, 9, 3, 4, 5]
    let paired = align(
      oldCount: old.count, newCount: new.count, prefix: 1, suffix: 0, pairsReplacements: true,
      isEquivalent: { old[$0] == new[$1] }, isUnchanged: { _, _ in true })
    #expect(
      paired == [
        .same(old: 0, new: 0, count: 1), .changed(old: 1, new: 1), .same(old: 2, new: 2, count: 2),
        .inserted(new: 4),
      ])
    let apart = align(
      oldCount: old.count, newCount: new.count, prefix: 1, suffix: 0, pairsReplacements: false,
      isEquivalent: { old[$0] == new[$1] }, isUnchanged: { _, _ in true })
    #expect(
      apart == [
        .same(old: 0, new: 0, count: 1), .removed(old: 1), .inserted(new: 1),
        .same(old: 2, new: 2, count: 2), .inserted(new: 4),
      ])
  }
}
