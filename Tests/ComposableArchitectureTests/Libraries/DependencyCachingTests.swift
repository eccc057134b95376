import Dependencies
import DependenciesTestSupport
import Foundation
import Testing
import XCTest

// swift-dependencies' caching and test-trait semantics, as its SwiftTestingTests, TestTraitTests,
// PrepareDependenciesTests and DependencyValuesTests pin them: a default is made once per test
// and kept for that test only; the traits set dependencies around a test.

/// A client whose test value counts its calls: a fresh one answers 1 first.
private struct Counter: TestDependencyKey {
  var increment: @Sendable () -> Int
  static var testValue: Counter {
    let count = LockIsolated(0)
    return Self {
      count.withValue {
        $0 += 1
        return $0
      }
    }
  }
}

/// A reference type the test can change after it was made.
private final class CountBox: Sendable {
  let value = LockIsolated(0)
}

private enum BoxKey: TestDependencyKey {
  static var testValue: CountBox { CountBox() }
}

@Suite(.serialized) struct DependencyCachingTests {
  @Test func aDefaultIsMadeForEachTest1() {
    @Dependency(Counter.self) var counter
    #expect(counter.increment() == 1)
  }

  @Test func aDefaultIsMadeForEachTest2() {
    @Dependency(Counter.self) var counter
    #expect(counter.increment() == 1)
  }

  // The cases of a parameterized test are one test: they share its defaults.
  @Test(.serialized, arguments: 1...3)
  func theCasesOfATestShareItsDefaults(_ argument: Int) {
    @Dependency(Counter.self) var counter
    #expect(counter.increment() == argument)
  }

  // Fresh values, fresh defaults.
  @Test(arguments: 1...3)
  func freshValuesMakeFreshDefaults(_ argument: Int) {
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      @Dependency(Counter.self) var counter
      #expect(counter.increment() == 1)
    }
  }

  // swift-dependencies' parameterizedCachePollution: under the trait each case starts afresh.
  @Test(.dependencies, .serialized, arguments: 1...3)
  func theTraitGivesEachCaseFreshDefaults(_ argument: Int) {
    @Dependency(Counter.self) var counter
    #expect(counter.increment() == 1)
  }

  // Any of the traits does: the outermost one starts from fresh values.
  @Test(.dependency(\.date.now, Date(timeIntervalSinceReferenceDate: 0)), arguments: 1...3)
  func anOverridingTraitGivesEachCaseFreshDefaults(_ argument: Int) {
    @Dependency(Counter.self) var counter
    #expect(counter.increment() == 1)
  }

  @Test(.dependencies)
  func theTraitStartsAfresh() {
    @Dependency(Counter.self) var counter
    #expect(counter.increment() == 1)
  }

  static let setBox: @Sendable (inout DependencyValues) -> Void = {
    $0[BoxKey.self].value.setValue(5)
  }

  // The trait runs in the test: a default it makes is the test's.
  @Test(.dependencies(setBox))
  func aTraitChangesTheTestsDefault() {
    @Dependency(BoxKey.self) var box
    #expect(box.value.value == 5)
  }

  @Test func anotherTestHasItsOwnDefault() {
    @Dependency(BoxKey.self) var box
    #expect(box.value.value == 0)
  }

  @Test(.dependency(\.date.now, Date(timeIntervalSinceReferenceDate: 0)))
  func aTestTrait() {
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test(.dependency(Counter { 42 }))
  func aTraitGivenTheKeysValue() {
    @Dependency(Counter.self) var counter
    #expect(counter.increment() == 42)
  }

  @Suite(.dependency(\.date.now, Date(timeIntervalSinceReferenceDate: 0)))
  struct ASuiteTrait {
    @Test func appliesToTheTestsOfTheSuite() {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test(.dependency(\.date.now, Date(timeIntervalSinceReferenceDate: 1)))
    func aTestsOwnTraitWins() {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSinceReferenceDate: 1))
    }

    // Only the outermost trait starts afresh: the suite's value stays under the test's.
    @Test(.dependency(\.uuid, .constant(UUID(7))))
    func aTestsTraitKeepsTheSuitesValues() {
      @Dependency(\.date.now) var now
      @Dependency(\.uuid) var uuid
      #expect(now == Date(timeIntervalSinceReferenceDate: 0))
      #expect(uuid() == UUID(7))
    }

    @Test(.dependency(\.date.now, Date(timeIntervalSinceReferenceDate: 1)))
    func withDependenciesWinsOverBoth() {
      withDependencies {
        $0.date.now = Date(timeIntervalSinceReferenceDate: 2)
      } operation: {
        @Dependency(\.date.now) var now
        #expect(now == Date(timeIntervalSinceReferenceDate: 2))
      }
    }
  }

  // A stateful value given to a suite is made for each of its tests.
  @Suite(.dependency(\.uuid, .incrementing))
  struct AStatefulSuiteTrait {
    @Dependency(\.uuid) var uuid

    @Test func countsFromZero1() {
      #expect(uuid() == UUID(0))
      #expect(uuid() == UUID(1))
    }

    @Test func countsFromZero2() {
      #expect(uuid() == UUID(0))
      #expect(uuid() == UUID(1))
    }
  }

  @Test func aDependencyReadAsItsConcreteType() {
    withDependencies {
      $0.continuousClock = TestClock()
    } operation: {
      @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock
      #expect(clock.now.offset == .zero)
    }
  }
}

@Suite(.serialized) struct PrepareDependenciesTests {
  // Each test prepares its own value and sees only it.
  @Test(arguments: [1, 2, 3])
  func preparedValuesAreATestsOwn(seconds: Int) {
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      prepareDependencies { $0.date.now = Date(timeIntervalSince1970: TimeInterval(seconds)) }
      @Dependency(\.date.now) var now
      #expect(now.timeIntervalSince1970 == TimeInterval(seconds))
    }
  }

  @Test func isolation1() {
    prepareDependencies { $0.date.now = Date(timeIntervalSince1970: 1) }
    @Dependency(\.date.now) var now
    #expect(now.timeIntervalSince1970 == 1)
  }

  @Test func isolation2() {
    prepareDependencies { $0.date.now = Date(timeIntervalSince1970: 2) }
    @Dependency(\.date.now) var now
    #expect(now.timeIntervalSince1970 == 2)
  }

  @Test func theLastValueSetInOnePreparationWins() {
    prepareDependencies {
      $0.date = DateGenerator { Date(timeIntervalSinceReferenceDate: 0) }
      $0.date = DateGenerator { Date(timeIntervalSinceReferenceDate: 1) }
    }
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSinceReferenceDate: 1))
  }

  // A dependency prepared (or read) already keeps its value, and the second preparation is
  // reported.
  @Test func aSecondPreparationIsReported() {
    prepareDependencies { $0.date = .constant(Date(timeIntervalSinceReferenceDate: 0)) }
    withKnownIssue {
      prepareDependencies { $0.date = .constant(Date(timeIntervalSince1970: 0)) }
    } matching: {
      $0.comments.first?.rawValue.hasPrefix(
        "@Dependency(DateGeneratorKey.self) has already been accessed or prepared.\n\n") == true
    }
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSinceReferenceDate: 0))
  }

  // In the live context, as an app's entry point calls it.
  @Test func preparingTheLiveContext() {
    withDependencies {
      $0 = .live
    } operation: {
      prepareDependencies { $0[Counter.self] = Counter { 7 } }
      @Dependency(Counter.self) var counter
      #expect(counter.increment() == 7)
    }
  }
}

/// Under XCTest each test case starts with no defaults made (the observer in
/// DependenciesTestSupport empties the cache): whichever of the two runs second fails without it.
final class DependencyCachingXCTests: XCTestCase {
  func testEachTestCaseMakesItsOwnDefault1() {
    @Dependency(Counter.self) var counter
    XCTAssertEqual(counter.increment(), 1)
  }

  func testEachTestCaseMakesItsOwnDefault2() {
    @Dependency(Counter.self) var counter
    XCTAssertEqual(counter.increment(), 1)
  }
}
