import ComposableArchitecture
import Testing

@Suite struct InMemoryKeyTests {
  @Test func sharedValuesWithTheSameKeyAreOneValue() {
    @Shared(.inMemory("count")) var first = 0
    @Shared(.inMemory("count")) var second = 10
    // The first alive gives the default; later ones read what is there.
    #expect(second == 0)
    $first.withLock { $0 = 3 }
    #expect(second == 3)
    @SharedReader(.inMemory("count")) var reader = 99
    #expect(reader == 3)
    @Shared(.inMemory("other")) var other = 10
    #expect(other == 10)
  }

  @Test func theStorageKeepsTheValueAfterEveryReferenceIsGone() {
    do {
      @Shared(.inMemory("kept")) var kept = 1
      $kept.withLock { $0 = 2 }
    }
    @Shared(.inMemory("kept")) var again = 5
    #expect(again == 2)
  }

  // These two run in either order: each starts from nothing stored, so one test's shared value
  // never reaches the other.
  @Test func eachTestStartsWithNothingStored_A() {
    @Shared(.inMemory("per-test")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }

  @Test func eachTestStartsWithNothingStored_B() {
    @Shared(.inMemory("per-test")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 2 }
  }

  @Test func twoStoragesNeverShare() {
    let one = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 1, .inMemory("x"))
    }
    let two = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 2, .inMemory("x"))
    }
    one.withLock { $0 = 10 }
    #expect(two.wrappedValue == 2)
  }

  @Test func theKeyDescribesItself() {
    let key: InMemoryKey<Int> = .inMemory("count")
    #expect(key.description == #".inMemory("count")"#)
  }
}

extension SharedKey where Self == InMemoryKey<Stats>.Default {
  fileprivate static var stats: Self { Self[.inMemory("stats"), default: Stats(count: 5)] }
}

extension SharedReaderKey where Self == InMemoryKey<Int> {
  fileprivate static var visits: Self { inMemory("visits") }
}

@Suite struct TypedSharedKeyTests {
  @Test func aKeyWithADefaultOfItsOwnIsTheSameValueAsTheKeyItWraps() {
    @Shared(.stats) var stats
    #expect(stats.count == 5)
    @Shared(.inMemory("stats")) var same = Stats()
    #expect(same.count == 5)
    $same.withLock { $0.count = 6 }
    #expect(stats.count == 6)
    @SharedReader(.stats) var reader
    #expect(reader.count == 6)
    @Shared(.stats) var overridden = Stats(count: 100)
    #expect(overridden.count == 6)
  }

  @Test func aKeyNamedOnceIsUsedByName() {
    @Shared(.visits) var visits = 0
    $visits.withLock { $0 += 1 }
    @SharedReader(.visits) var reader = 0
    #expect(reader == 1)
  }
}
