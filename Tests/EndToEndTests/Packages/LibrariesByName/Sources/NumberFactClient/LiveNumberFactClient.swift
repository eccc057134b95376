import Dependencies

// A live client written as on Apple's platforms, with `import Dependencies` alone: `URLRequest`,
// `URLSession` and `@Dependency(\.urlSession)` come with it (FoundationNetworking on Linux).
extension NumberFactClient {
  /// Facts from numbersapi.com, through the `urlSession` dependency.
  public static var live: Self {
    @Dependency(\.urlSession) var urlSession
    return Self(fetch: { number in
      var request = URLRequest(url: URL(string: "http://numbersapi.com/\(number)/trivia")!)
      request.httpMethod = "GET"
      let (data, _) = try await urlSession.data(for: request)
      return String(decoding: data, as: UTF8.self)
    })
  }

  /// The same through `URLSession.shared`, as TCA's case studies' fact client writes it.
  public static func shared(_ number: Int) async throws -> String {
    let (data, _) = try await URLSession.shared.data(
      from: URL(string: "http://numbersapi.com/\(number)")!)
    return String(decoding: data, as: UTF8.self)
  }

  /// A socket task, as TCA's web socket case study opens one (not resumed: nothing connects).
  public static func socket(to url: URL) -> URLSessionWebSocketTask {
    URLSession.shared.webSocketTask(with: url)
  }
}
