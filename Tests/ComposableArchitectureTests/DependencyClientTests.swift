import ComposableArchitecture
import Testing

@DependencyClient
struct NumberFactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var count: @Sendable () -> Int = { 0 }
  var double: @Sendable (Int) -> Int = { $0 * 2 }
  let log: @Sendable (String, Int) -> Void
  var lastFact: @Sendable () -> String?
  @DependencyEndpoint(method: "load")
  var loadFacts: @Sendable (_ limit: Int) async -> [String] = { _ in [] }
  let source: String = "numbersapi"
  var retries = 3
  var language: String?
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(fetch: { "\($0) is a number." })
  static let testValue = NumberFactClient()
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// The issue an unimplemented endpoint of `NumberFactClient` reports.
private func unimplementedEndpoint(_ name: String) -> String {
  """
  Unimplemented: 'NumberFactClient.\(name)' was called on a client made without it. Pass it to \
  NumberFactClient(\(name):), or override it in this test.
  """
}

@MainActor
@Suite struct DependencyClientTests {
  @Test func throwingEndpointReportsAndThrows() async {
    let client = NumberFactClient()
    let thrown = Box<(any Error)?>(nil)
    let messages = await failures {
      do {
        _ = try await client.fetch(42)
      } catch {
        thrown.update { $0 = error }
      }
    }
    #expect(messages == [unimplementedEndpoint("fetch")])
    #expect(
      thrown.value as? UnimplementedFailure
        == UnimplementedFailure(description: "NumberFactClient.fetch"))
  }

  @Test func endpointWithDefaultReportsAndRunsIt() async {
    let client = NumberFactClient()
    let results = Box<[Int]>([])
    let messages = await failures {
      let count = client.count()
      let doubled = client.double(21)
      results.update { $0 = [count, doubled] }
    }
    #expect(messages == [unimplementedEndpoint("count"), unimplementedEndpoint("double")])
    #expect(results.value == [0, 42])
  }

  @Test func voidAndOptionalEndpointsReportAndReturn() async {
    let client = NumberFactClient()
    let lastFact = Box<String?>("unset")
    let messages = await failures {
      client.log("fetched", 1)
      let fact = client.lastFact()
      lastFact.update { $0 = fact }
    }
    #expect(messages == [unimplementedEndpoint("log"), unimplementedEndpoint("lastFact")])
    #expect(lastFact.value == nil)
  }

  @Test func implementedEndpointsRunAndTheRestStayUnimplemented() async throws {
    let client = NumberFactClient(fetch: { "\($0) is a number" }, count: { 7 })
    #expect(try await client.fetch(1) == "1 is a number")
    #expect(try await client.fetch(number: 2) == "2 is a number")
    #expect(client.count() == 7)
    let messages = await failures { _ = await client.load(limit: 3) }
    #expect(messages == [unimplementedEndpoint("loadFacts")])
  }

  @Test func otherPropertiesJoinTheInitializer() {
    let defaults = NumberFactClient()
    #expect(defaults.source == "numbersapi")
    #expect(defaults.retries == 3)
    #expect(defaults.language == nil)
    let custom = NumberFactClient(retries: 5, language: "fr")
    #expect(custom.retries == 5)
    #expect(custom.language == "fr")
  }

  @Test func dependencyReadsTheOverride() async throws {
    let fact = try await withDependencies {
      $0.numberFact.fetch = { "\($0) is a good number." }
    } operation: {
      @Dependency(\.numberFact) var numberFact
      return try await numberFact.fetch(number: 3)
    }
    #expect(fact == "3 is a good number.")
  }

  @Test func testValueIsTheUnimplementedClient() async {
    let messages = await failures {
      @Dependency(\.numberFact) var numberFact
      _ = try? await numberFact.fetch(4)
    }
    #expect(messages == [unimplementedEndpoint("fetch")])
  }

  @Test func liveValueIsUsedLive() async throws {
    let fact = try await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.numberFact) var numberFact
      return try await numberFact.fetch(5)
    }
    #expect(fact == "5 is a number.")
  }
}

/// A client written out by hand with `unimplemented`, in each shape TCA code uses.
private struct HandWrittenClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
  var parse: @Sendable (String, Int) throws -> Int
  var count: @Sendable () -> Int
  var load: @Sendable () async -> [Int]
  var tap: @Sendable () -> Void
}

@MainActor
@Suite struct UnimplementedTests {
  private let client = HandWrittenClient(
    fetch: unimplemented("HandWrittenClient.fetch"),
    parse: unimplemented("HandWrittenClient.parse"),
    count: unimplemented("HandWrittenClient.count", placeholder: 0),
    load: unimplemented("HandWrittenClient.load", placeholder: [1]),
    tap: unimplemented("HandWrittenClient.tap")
  )

  private func message(_ name: String, arguments: String? = nil) -> String {
    """
    Unimplemented: 'HandWrittenClient.\(name)' was called\(arguments.map { " with (\($0))" } ?? ""), \
    but has no implementation. Override it in this test, e.g. with "withDependencies" or a test \
    store's "dependencies".
    """
  }

  @Test func throwingClosuresReportTheirArgumentsAndThrow() async {
    let client = client
    let errors = Box<[String]>([])
    let messages = await failures {
      do { _ = try await client.fetch(1) } catch { errors.update { $0.append("\(error)") } }
      do { _ = try client.parse("x", 2) } catch { errors.update { $0.append("\(error)") } }
    }
    #expect(
      messages == [message("fetch", arguments: "1"), message("parse", arguments: #""x", 2"#)])
    #expect(errors.value == ["HandWrittenClient.fetch", "HandWrittenClient.parse"])
  }

  @Test func placeholderClosuresReportAndReturnThePlaceholder() async {
    let client = client
    let values = Box<[[Int]]>([])
    let messages = await failures {
      let count = client.count()
      let loaded = await client.load()
      client.tap()
      values.update { $0 = [[count], loaded] }
    }
    #expect(messages == [message("count"), message("load"), message("tap")])
    #expect(values.value == [[0], [1]])
  }

  @Test func valueFormReportsAndReturnsThePlaceholder() async {
    let value = Box(0)
    let messages = await failures {
      let count: Int = unimplemented("HandWrittenClient.count", placeholder: 3)
      value.update { $0 = count }
    }
    #expect(messages == [message("count")])
    #expect(value.value == 3)
  }

  @Test func valueFormInsideAClosure() async {
    let client = HandWrittenClient(
      fetch: { _ in unimplemented("HandWrittenClient.fetch", placeholder: "none") },
      parse: { _, _ in 0 },
      count: { unimplemented("HandWrittenClient.count", placeholder: 0) },
      load: { [] },
      tap: { unimplemented("HandWrittenClient.tap") }
    )
    let fetched = Box("")
    let messages = await failures {
      let fact = (try? await client.fetch(1)) ?? "threw"
      fetched.update { $0 = fact }
      client.tap()
    }
    #expect(messages == [message("fetch"), message("tap")])
    #expect(fetched.value == "none")
  }
}
