import ComposableArchitecture

/// TCA's "Search" case study: results for a query, searched only once the user stopped typing
/// for 300 ms.
///
/// Each keystroke returns a debounced search, which cancels the one still waiting
/// (`cancelInFlight`), so a burst of keystrokes makes one request. In the shell:
/// `send searchQueryChanged "Ber"`, `advance 300ms`.
@Reducer
public struct Search {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var query = ""
    public var results: [String] = []
    public init(query: String = "", results: [String] = []) {
      self.query = query
      self.results = results
    }
  }

  public enum Action: Equatable, Sendable {
    case searchQueryChanged(String)
    case searchResponse([String])
    case searchFailed
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .searchQueryChanged(let query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { [searchClient] send in
          await send(.searchResponse(try await searchClient.search(query)))
        } catch: { _, send in
          await send(.searchFailed)
        }
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)

      case .searchResponse(let results):
        state.results = results
        return .none

      case .searchFailed:
        state.results = []
        return .none
      }
    }
  }
}

/// Searches place names: the dependency of ``Search``.
///
/// The live value is a stub over a fixed list (no network here).
public struct SearchClient: Sendable {
  /// The names that contain `query`, ignoring case.
  public var search: @Sendable (_ query: String) async throws -> [String]

  public init(search: @escaping @Sendable (_ query: String) async throws -> [String]) {
    self.search = search
  }
}

extension SearchClient: DependencyKey {
  public static let liveValue = SearchClient { query in
    let places = [
      "Amsterdam", "Berlin", "Bern", "Bergen", "Brooklyn", "Buenos Aires", "Lisbon", "London",
      "Los Angeles", "Madrid", "New York", "Paris", "San Francisco", "Tokyo", "Vienna",
    ]
    // `firstRange(of:)`, the standard library's: `contains` on two strings would be Foundation's,
    // which `ComposableArchitecture` re-exports and `tca-shell` does not load.
    return places.filter { $0.lowercased().firstRange(of: query.lowercased()) != nil }
  }

  public static let testValue = SearchClient { _ in
    reportIssue("Unimplemented: SearchClient.search was called in a test without an override.")
    throw CancellationError()
  }
}

extension DependencyValues {
  /// The place search client.
  public var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
