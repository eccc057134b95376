import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite struct SearchTests {
  private func makeStore(_ clock: TestClock<Duration>, searches: Box) -> TestStore<
    Search.State, Search.Action
  > {
    TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        searches.append(query)
        return ["\(query)1", "\(query)2"]
      }
    }
  }

  @Test func aBurstOfKeystrokesMakesOneSearch() async {
    let clock = TestClock()
    let searches = Box()
    let store = makeStore(clock, searches: searches)
    await store.send(.searchQueryChanged("B")) { $0.query = "B" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("Be")) { $0.query = "Be" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("Ber")) { $0.query = "Ber" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse, ["Ber1", "Ber2"]) { $0.results = ["Ber1", "Ber2"] }
    #expect(searches.values == ["Ber"])
  }

  @Test func clearingTheQueryCancelsThePendingSearch() async {
    let clock = TestClock()
    let searches = Box()
    let store = makeStore(clock, searches: searches)
    await store.send(.searchQueryChanged("B")) { $0.query = "B" }
    await store.send(.searchQueryChanged("")) { $0.query = "" }
    await clock.advance(by: .seconds(1))
    await store.finish()
    #expect(searches.values.isEmpty)
  }

  @Test func liveStubSearchesPlaceNames() async throws {
    let results = try await SearchClient.liveValue.search("ber")
    #expect(results == ["Berlin", "Bern", "Bergen"])
  }
}

/// The queries a test's search client was asked for.
final class Box: Sendable {
  private let queries = LockedQueries()
  var values: [String] { queries.values }
  func append(_ query: String) { queries.append(query) }
}

/// Behind an `NSLock`, which ThreadSanitizer sees, unlike a contended `Mutex` on Linux.
private final class LockedQueries: @unchecked Sendable {
  private let lock = NSLock()
  private var queries: [String] = []
  var values: [String] { lock.withLock { queries } }
  func append(_ query: String) { lock.withLock { queries.append(query) } }
}
