import ComposableArchitecture
import Testing

// Foundation and Dispatch come with ComposableArchitecture, as SwiftUI brings them on Apple's
// platforms, and FoundationNetworking, as Foundation has it there: this file imports nothing else.

/// Answers every request with one body, as a test's own `URLProtocol` would.
final class StubProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
  override func startLoading() {
    let response = HTTPURLResponse(
      url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data("7 is a lucky number.".utf8))
    client?.urlProtocolDidFinishLoading(self)
  }
  override func stopLoading() {}
}

struct FoundationThroughTCATests {
  @Test func networking() async throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubProtocol.self]
    let session = URLSession(configuration: configuration)
    let (data, response) = try await session.data(from: URL(string: "http://numbersapi.com/7")!)
    #expect(String(decoding: data, as: UTF8.self) == "7 is a lucky number.")
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    let request = URLRequest(url: URL(string: "http://numbersapi.com/8")!)
    #expect(request.httpMethod == "GET")
    let socket: URLSessionWebSocketTask = URLSession.shared.webSocketTask(
      with: URL(string: "ws://localhost:1")!)
    socket.cancel()
    #expect(URLSession.shared === URLSession.shared)
  }

  @Test func foldersAsOnApplesPlatforms() {
    let file = URL.documentsDirectory.appending(component: "sync-ups.json")
    #expect(file.lastPathComponent == "sync-ups.json")
    #expect(URL.applicationSupportDirectory.hasDirectoryPath)
    #expect(URL.cachesDirectory.hasDirectoryPath)
    #expect(URL.temporaryDirectory.hasDirectoryPath)
    #expect(URL.homeDirectory.hasDirectoryPath)
  }

  @Test func foundationTypes() {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")
    #expect(id != nil)
    #expect(Date(timeIntervalSince1970: 0).timeIntervalSince1970 == 0)
    #expect(IndexSet([1, 2]).count == 2)
    #expect(NSEC_PER_SEC == 1_000_000_000)
    #expect(DispatchQueue.main.label.isEmpty == false)
  }
}
