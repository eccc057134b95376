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

  @Test func theTestSessionFailsEveryRequest() async {
    @Dependency(\.urlSession) var urlSession
    #expect(urlSession !== URLSession.shared)
    // The request runs on FoundationNetworking's thread, outside this test, so its report is a
    // runtime warning on standard error; the request fails.
    do {
      _ = try await urlSession.data(from: URL(string: "http://numbersapi.com/1")!)
      Issue.record("the request succeeded")
    } catch {
      #expect((error as? URLError)?.code == .notConnectedToInternet)
    }
  }
}
