import DependenciesBase
import Foundation
import IssueReporting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session features make requests with, as swift-dependencies' `urlSession`:
  /// `URLSession.shared` live (FoundationNetworking's on Linux).
  ///
  /// In tests, reading it without an override fails the test once, at the
  /// `@Dependency(\.urlSession)` that first read it ("Unimplemented: @Dependency(\.urlSession)"),
  /// and the session it gives fails every request with `URLError(.notConnectedToInternet)`.
  /// Override it with a session of your own (a configuration with your `URLProtocol` classes).
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }
}

private enum URLSessionKey: DependencyKey {
  static let liveValue = URLSession.shared
  static var testValue: URLSession {
    // Reported here, on the task that reads the dependency (the test's, or an effect's it
    // started), where the test framework takes it; a request runs on FoundationNetworking's own
    // thread, where no test is current.
    reportIssue(#"Unimplemented: @Dependency(\.urlSession)"#)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnimplementedURLProtocol.self]
    return URLSession(configuration: configuration)
  }
}

/// Answers every request of the test session: the request fails, as if there were no network.
private final class UnimplementedURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }

  override func stopLoading() {}
}
