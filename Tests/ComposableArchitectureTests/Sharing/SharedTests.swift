import ComposableArchitecture
import CustomDump
import Testing

struct Stats: Equatable, Sendable, Codable {
  var count = 0
  var maximum = 0
}

struct SharedProfile: Equatable, Sendable {
  var name = "Blob"
  var stats = Stats()
}

/// A state with shared properties, as features hold them.
private struct Holder: Equatable {
  @Shared var count: Int
  var label = "counter"
}

@Suite struct SharedTests {
  @Test func aSharedValueIsReadDirectlyAndChangedWithLock() {
    @Shared(value: 0) var count
    #expect(count == 0)
    $count.withLock { $0 += 1 }
    #expect(count == 1)
    let doubled = $count.withLock { value -> Int in
      value += 1
      return value * 2
    }
    #expect(doubled == 4)
    #expect(count == 2)
  }

  @Test func copiesOfAStateShareTheValue() {
    let holder = Holder(count: Shared(value: 0))
    let copy = holder
    holder.$count.withLock { $0 = 5 }
    #expect(copy.count == 5)
    #expect(copy == holder)
  }

  @Test func aChildGivenTheProjectionSeesTheParentsChanges() {
    @Shared(value: 1) var count
    let child = Holder(count: $count)
    $count.withLock { $0 = 7 }
    #expect(child.count == 7)
    child.$count.withLock { $0 += 1 }
    #expect(count == 8)
  }

  @Test func sharedValuesCompareByValue() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
    #expect(Holder(count: Shared(value: 3)) == Holder(count: Shared(value: 3)))
  }

  // The projection is settable: `$user = Shared(…)` points the property at another storage,
  // and a reader made from the old one (through a read-only key path) keeps reading that.
  @Test func assigningTheProjectionRepointsTheProperty() {
    struct User {
      let id: Int
    }
    @Shared(value: User(id: 1)) var user
    @SharedReader var id: Int
    _id = $user.id
    #expect(id == 1)
    $user.withLock { $0 = User(id: 42) }
    #expect(id == 42)
    $user = Shared(value: User(id: 1729))
    #expect(user.id == 1729)
    #expect(id == 42)
    @SharedReader var reader: User
    _reader = SharedReader($user)
    $reader = SharedReader(value: User(id: 7))
    #expect(reader.id == 7)
    #expect(user.id == 1729)
  }

  @Test func aDerivedReferenceSharesAPartOfTheValue() {
    @Shared(value: SharedProfile()) var profile
    let stats = $profile.stats
    stats.withLock { $0.count = 3 }
    #expect(profile.stats.count == 3)
    $profile.withLock { $0.stats.maximum = 9 }
    #expect(stats.wrappedValue == Stats(count: 3, maximum: 9))
    let count = $profile.stats.count
    #expect(count.wrappedValue == 3)
  }

  // A shared value dumps as its value under the number of its storage, as swift-sharing's does;
  // a second reference to the same storage points back.
  @Test func aSharedValueDumpsUnderItsStoragesNumber() {
    @Shared(value: 0) var count
    #expect(String(customDumping: $count) == "#1 0")
    #expect(
      String(customDumping: [$count, $count]) == """
        [
          [0]: #1 0,
          [1]: #1 Int(↩︎)
        ]
        """)
    @Shared(value: 0) var another
    #expect(
      String(customDumping: [$count, $another, $count, $another]) == """
        [
          [0]: #1 0,
          [1]: #2 0,
          [2]: #1 Int(↩︎),
          [3]: #2 Int(↩︎)
        ]
        """)
    #expect(
      String(customDumping: Holder(count: Shared(value: 4))) == """
        Holder(
          _count: #1 4,
          label: "counter"
        )
        """)
  }

  // A part of a shared value is the same storage: dumped after it, the whole points back.
  @Test func aPartOfASharedValueIsItsStorage() {
    struct Both {
      @Shared var count: Int
      @Shared var stats: Stats
    }
    @Shared(value: Stats()) var stats
    #expect(
      String(customDumping: Both(count: $stats.count, stats: $stats)) == """
        SharedTests.Both(
          _count: #1 0,
          _stats: #1 Stats(↩︎)
        )
        """)
  }

  @Test func aSharedValueDescribesItsReference() {
    @Shared(value: 0) var count
    #expect($count.description == "Shared<Int>(value: 0)")
    #expect(SharedReader($count).description == "SharedReader<Int>(value: 0)")
    @Shared(value: "Blob") var name
    #expect($name.description == #"Shared<String>(value: "Blob")"#)
    @Shared(.inMemory("count")) var stored = 0
    #expect($stored.description == #"Shared<Int>(.inMemory("count"))"#)
    #expect(SharedReader($stored).description == #"SharedReader<Int>(.inMemory("count"))"#)
    @Shared(.fileStorage(URL(fileURLWithPath: "/"))) var file = 0
    #expect($file.description == "Shared<Int>(.fileStorage(file:///))")
    @Shared(.appStorage("count")) var defaults = 0
    #expect($defaults.description == #"Shared<Int>(.appStorage("count"))"#)
    @Shared(AppStorageKey.Default[.appStorage("total"), default: 0]) var total
    #expect(
      $total.description
        == #"Shared<Int>(AppStorageKey<Int>.Default[.appStorage("total"), default: 0])"#)
    #expect(
      SharedReader($total).description
        == #"SharedReader<Int>(AppStorageKey<Int>.Default[.appStorage("total"), default: 0])"#)
  }

  // Two references to one storage diff as one value, before against after; two storages are
  // two values, each replaced whole.
  @Test func aSharedValueDiffsAsTheValueItHolds() {
    let before = Holder(count: Shared(value: 1))
    let after = Holder(count: Shared(value: 2))
    #expect(
      diff(before, after) == """
          Holder(
        -   _count: #1 1,
        +   _count: #2 2,
            label: "counter"
          )
        """)
    let same = Holder(count: Shared(value: 1))
    #expect(diff(same, same) == nil)
  }

  @Test func aReaderSeesChangesMadeThroughTheShared() {
    @Shared(value: 1) var count
    let reader = SharedReader($count)
    #expect(reader.wrappedValue == 1)
    $count.withLock { $0 = 2 }
    #expect(reader.wrappedValue == 2)
    #expect($count.reader.wrappedValue == 2)
    @SharedReader(value: SharedProfile()) var profile
    #expect($profile.stats.count.wrappedValue == 0)
    #expect(String(customDumping: reader) == "#1 2")
    #expect(SharedReader(value: 2) == reader)
  }
}

@Suite struct SharedReentrancyTests {
  @Test func aChangeMayReadTheValueItChanges() {
    @Shared(value: 3) var count
    $count.withLock { $0 += count }
    #expect(count == 6)
    $count.withLock { value in
      value += 1
      // Read while changing: the value being changed.
      #expect(count == 7)
    }
    @Shared(value: SharedProfile()) var profile
    $profile.withLock { $0.stats.count = profile.name.count }
    #expect(profile.stats.count == 4)
  }
}

@Suite struct SharedHashingTests {
  @Test func anElementOfASharedIdentifiedArrayIsSharedByID() {
    struct Row: Equatable, Identifiable, Sendable {
      let id: Int
      var title: String
    }
    let rows = Shared<IdentifiedArrayOf<Row>>(
      value: [Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    let optional = rows[id: 2]
    #expect(optional.wrappedValue == Row(id: 2, title: "b"))
    #expect(Shared(rows[id: 3]) == nil)
    let row = Shared(rows[id: 2])!
    row.withLock { $0.title = "B" }
    #expect(rows.wrappedValue[id: 2]?.title == "B")
    rows.withLock { $0[id: 2]?.title = "bb" }
    #expect(row.wrappedValue.title == "bb")
    // Removed from the array, the element keeps reading as it was last seen.
    rows.withLock { _ = $0.remove(id: 2) }
    #expect(optional.wrappedValue == nil)
    #expect(row.wrappedValue == Row(id: 2, title: "bb"))
    row.withLock { $0.title = "gone" }
    #expect(row.wrappedValue.title == "gone")
    #expect(rows.wrappedValue.ids == [1])
  }

  @Test func sharedValuesHashAsTheValueTheyHold() {
    #expect(Set([Shared(value: 1), Shared(value: 1), Shared(value: 2)]).count == 2)
    #expect(Shared(value: "a").hashValue == SharedReader(value: "a").hashValue)
  }
}
