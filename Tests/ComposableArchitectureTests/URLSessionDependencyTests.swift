import ComposableArchitecture
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers every request with the same body, as a test's own `URLProtocol` would.
private final class StubProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
  override func startLoading() {
    let response = HTTPURLResponse(
      url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data("42 is a good number.".utf8))
    client?.urlProtocolDidFinishLoading(self)
  }
  override func stopLoading() {}
}

@Reducer
private struct Fact {
  struct State: Equatable { var fact: String? }
  enum Action: Equatable {
    case fetch
    case response(String)
  }
  @Dependency(\.urlSession) var urlSession
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .fetch:
        return .run { send in
          let (data, _) = try await urlSession.data(from: URL(string: "http://numbersapi.com/42")!)
          await send(.response(String(decoding: data, as: UTF8.self)))
        }
      case .response(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@MainActor
@Suite struct URLSessionDependencyTests {
  @Test func liveIsTheSharedSession() {
    let session = withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.urlSession) var urlSession
      return urlSession
    }
    #expect(session === URLSession.shared)
  }

  @Test func aTestStoreUsesTheSessionGiven() async {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubProtocol.self]
    let store = TestStore(initialState: Fact.State()) {
      Fact()
    } withDependencies: {
      $0.urlSession = URLSession(configuration: configuration)
    }
    await store.send(.fetch)
    await store.receive(.response("42 is a good number.")) {
      $0.fact = "42 is a good number."
    }
  }

  /// Unoverridden in a test, the session fails the test where the feature declares
  /// `@Dependency(\.urlSession)` (here, the line below), not in the library; its requests fail.
  @Test func anUnoverriddenSessionFailsAtTheDependencysLine() async {
    let store = TestStore(initialState: Unoverridden.State()) { Unoverridden() }
    await withKnownIssue {
      await store.send(.fetch)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [#"Unimplemented: @Dependency(\.urlSession)"#]
        && issue.sourceLocation?.fileID
          == "ComposableArchitectureTests/URLSessionDependencyTests.swift"
        && issue.sourceLocation?.line == Unoverridden.dependencyLine
    }
    await store.receive(.failed(URLError.Code.notConnectedToInternet.rawValue)) {
      $0.error = URLError.Code.notConnectedToInternet.rawValue
    }
  }
}

@Reducer
private struct Unoverridden {
  struct State: Equatable { var error: Int? }
  enum Action: Equatable {
    case fetch
    case failed(Int)
  }
  @Dependency(\.urlSession) var urlSession
  static let dependencyLine: Int = #line - 1
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .fetch:
        return .run { send in
          do {
            _ = try await urlSession.data(from: URL(string: "http://numbersapi.com/1")!)
          } catch {
            await send(.failed((error as? URLError)?.code.rawValue ?? -1))
          }
        }
      case .failed(let code):
        state.error = code
        return .none
      }
    }
  }
}
