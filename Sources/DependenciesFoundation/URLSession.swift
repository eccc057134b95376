import DependenciesBase
import Foundation
import IssueReporting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session features make requests with, as swift-dependencies' `urlSession`:
  /// `URLSession.shared` live (FoundationNetworking's on Linux). In tests, a session whose every
  /// request fails with `URLError(.notConnectedToInternet)` and reports the unoverridden
  /// dependency (the request runs on FoundationNetworking's thread, outside the test's task, so
  /// the report is a runtime warning on standard error rather than a test failure); override it
  /// with a session of your own (a configuration with your `URLProtocol` classes).
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }
}

private enum URLSessionKey: DependencyKey {
  static let liveValue = URLSession.shared
  static var testValue: URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnimplementedURLProtocol.self]
    return URLSession(configuration: configuration)
  }
}

/// Answers every request of the test session: reports the issue, then fails the request.
private final class UnimplementedURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    reportIssue(
      """
      Unimplemented: @Dependency(\\.urlSession) was used in a test without an override \
      (a request to \(request.url?.absoluteString ?? "nowhere")). Override it, e.g. with \
      "withDependencies { $0.urlSession = … }" or a test store's "dependencies".
      """)
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }

  override func stopLoading() {}
}
