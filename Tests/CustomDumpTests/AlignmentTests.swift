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

  @Test func pastItsWorkLimitAnAlignmentPairsPositions() {
    let old = Array(0..<10)
    let new = Array(old.reversed().prefix(8))
    func aligned(_ fallback: AlignmentFallback) -> [AlignedStep] {
      align(
        oldCount: old.count, newCount: new.count, prefix: 0, suffix: 0, pairsReplacements: true,
        workLimit: 5, fallback: fallback, isEquivalent: { old[$0] == new[$1] },
        isUnchanged: { _, _ in true })
    }
    #expect(
      aligned(.summarized(edge: 2)) == [
        .changed(old: 0, new: 0), .changed(old: 1, new: 1), .elided(old: 6, new: 4),
        .changed(old: 8, new: 6), .changed(old: 9, new: 7),
      ])
    #expect(
      aligned(.positional)
        == (0..<8).map { AlignedStep.changed(old: $0, new: $0) } + [
          .removed(old: 8), .removed(old: 9),
        ])
    // Within the limit, the shortest edit script as before.
    let exact = align(
      oldCount: old.count, newCount: new.count, prefix: 0, suffix: 0, pairsReplacements: true,
      workLimit: 1_000, fallback: .summarized(edge: 2), isEquivalent: { old[$0] == new[$1] },
      isUnchanged: { _, _ in true })
    #expect(!exact.contains { if case .elided = $0 { true } else { false } })
  }
}
