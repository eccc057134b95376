import ComposableArchitectureMacroExpansions
import SwiftSyntaxMacroExpansion
import Testing

private let macros: [String: MacroSpec] = [
  "DependencyClient": MacroSpec(type: DependencyClientMacro.self),
  "DependencyEndpoint": MacroSpec(type: DependencyEndpointMacro.self),
]

@Suite struct DependencyClientMacroTests {
  @Test func throwingEndpointAndEndpointWithDefault() {
    assertExpansion(
      """
      @DependencyClient
      struct NumberFactClient {
        var fetch: @Sendable (Int) async throws -> String
        var count: @Sendable () -> Int = { 0 }
      }
      """,
      macros: macros,
      expandsTo: """
        struct NumberFactClient {
          var fetch: @Sendable (Int) async throws -> String
          var count: @Sendable () -> Int = { 0 }

          init(
            fetch: @escaping @Sendable (Int) async throws -> String = { _ in
              IssueReporting.reportIssue("Unimplemented: 'NumberFactClient.fetch' was called on a client made without it. Pass it to NumberFactClient(fetch:), or override it in this test.")
              throw IssueReporting.UnimplementedFailure(description: "NumberFactClient.fetch")
            },
            count: @escaping @Sendable () -> Int = {
              IssueReporting.reportIssue("Unimplemented: 'NumberFactClient.count' was called on a client made without it. Pass it to NumberFactClient(count:), or override it in this test.")
              return 0
            }
          ) {
            self.fetch = fetch
            self.count = count
          }
        }
        """)
  }

  @Test func voidAndOptionalEndpointsNeedNoDefault() {
    assertExpansion(
      """
      @DependencyClient
      struct AnalyticsClient {
        var track: (String, [String: String]) -> Void
        let flush: @Sendable () async -> ()
        var lastEvent: () -> String?
      }
      """,
      macros: macros,
      expandsTo: """
        struct AnalyticsClient {
          var track: (String, [String: String]) -> Void
          let flush: @Sendable () async -> ()
          var lastEvent: () -> String?

          init(
            track: @escaping (String, [String: String]) -> Void = { _, _ in
              IssueReporting.reportIssue("Unimplemented: 'AnalyticsClient.track' was called on a client made without it. Pass it to AnalyticsClient(track:), or override it in this test.")
            },
            flush: @escaping @Sendable () async -> () = {
              IssueReporting.reportIssue("Unimplemented: 'AnalyticsClient.flush' was called on a client made without it. Pass it to AnalyticsClient(flush:), or override it in this test.")
            },
            lastEvent: @escaping () -> String? = {
              IssueReporting.reportIssue("Unimplemented: 'AnalyticsClient.lastEvent' was called on a client made without it. Pass it to AnalyticsClient(lastEvent:), or override it in this test.")
              return nil
            }
          ) {
            self.track = track
            self.flush = flush
            self.lastEvent = lastEvent
          }
        }
        """)
  }

  @Test func namedArgumentsGiveAMethod() {
    assertExpansion(
      """
      @DependencyClient
      struct UserClient {
        var fetch: @Sendable (_ id: Int) async throws -> String
        var search: (String, _ limit: Int) throws -> [String]
        @DependencyEndpoint(method: "save")
        var saveUser: @MainActor (_ user: String) -> Void
      }
      """,
      macros: macros,
      expandsTo: """
        struct UserClient {
          var fetch: @Sendable (_ id: Int) async throws -> String
          var search: (String, _ limit: Int) throws -> [String]
          var saveUser: @MainActor (_ user: String) -> Void

          func fetch(id p0: Int) async throws -> String {
            try await self.fetch(p0)
          }

          func search(_ p0: String, limit p1: Int) throws -> [String] {
            try self.search(p0, p1)
          }

          @MainActor
          func save(user p0: String) -> Void {
            self.saveUser(p0)
          }

          init(
            fetch: @escaping @Sendable (_ id: Int) async throws -> String = { _ in
              IssueReporting.reportIssue("Unimplemented: 'UserClient.fetch' was called on a client made without it. Pass it to UserClient(fetch:), or override it in this test.")
              throw IssueReporting.UnimplementedFailure(description: "UserClient.fetch")
            },
            search: @escaping (String, _ limit: Int) throws -> [String] = { _, _ in
              IssueReporting.reportIssue("Unimplemented: 'UserClient.search' was called on a client made without it. Pass it to UserClient(search:), or override it in this test.")
              throw IssueReporting.UnimplementedFailure(description: "UserClient.search")
            },
            saveUser: @escaping @MainActor (_ user: String) -> Void = { _ in
              IssueReporting.reportIssue("Unimplemented: 'UserClient.saveUser' was called on a client made without it. Pass it to UserClient(saveUser:), or override it in this test.")
            }
          ) {
            self.fetch = fetch
            self.search = search
            self.saveUser = saveUser
          }
        }
        """)
  }

  @Test func defaultsRunAfterTheReport() {
    assertExpansion(
      """
      @DependencyClient
      struct MathClient {
        var double: (Int) -> Int = { $0 * 2 }
        var clamp: (Int, Int) -> Int = { value, limit in
          if value > limit {
            return limit
          }
          return value
        }
        var random: @Sendable () async -> Int = Self.four
        static let four: @Sendable () async -> Int = { 4 }
      }
      """,
      macros: macros,
      expandsTo: """
        struct MathClient {
          var double: (Int) -> Int = { $0 * 2 }
          var clamp: (Int, Int) -> Int = { value, limit in
            if value > limit {
              return limit
            }
            return value
          }
          var random: @Sendable () async -> Int = Self.four
          static let four: @Sendable () async -> Int = { 4 }

          init(
            double: @escaping (Int) -> Int = {
              IssueReporting.reportIssue("Unimplemented: 'MathClient.double' was called on a client made without it. Pass it to MathClient(double:), or override it in this test.")
              return $0 * 2
            },
            clamp: @escaping (Int, Int) -> Int = { value, limit in
              IssueReporting.reportIssue("Unimplemented: 'MathClient.clamp' was called on a client made without it. Pass it to MathClient(clamp:), or override it in this test.")
              if value > limit {
                return limit
              }
              return value
            },
            random: @escaping @Sendable () async -> Int = {
              IssueReporting.reportIssue("Unimplemented: 'MathClient.random' was called on a client made without it. Pass it to MathClient(random:), or override it in this test.")
              let implementation: @Sendable () async -> Int = Self.four
              return await implementation()
            }
          ) {
            self.double = double
            self.clamp = clamp
            self.random = random
          }
        }
        """)
  }

  @Test func storedPropertiesJoinTheInitializer() {
    assertExpansion(
      """
      @DependencyClient
      struct APIClient {
        let baseURL: String
        let version = 2
        var retries = 3
        var token: String?
        var timeout: Double = 10, label: String = "api"
        private var cache: [String] = []
        var request: (String) async throws -> String
        var isLive: Bool { true }
        static var shared = 1
      }
      """,
      macros: macros,
      expandsTo: """
        struct APIClient {
          let baseURL: String
          let version = 2
          var retries = 3
          var token: String?
          var timeout: Double = 10, label: String = "api"
          private var cache: [String] = []
          var request: (String) async throws -> String
          var isLive: Bool { true }
          static var shared = 1

          init(
            baseURL: String,
            retries: Swift.Int = 3,
            token: String? = nil,
            timeout: Double = 10,
            label: String = "api",
            request: @escaping (String) async throws -> String = { _ in
              IssueReporting.reportIssue("Unimplemented: 'APIClient.request' was called on a client made without it. Pass it to APIClient(request:), or override it in this test.")
              throw IssueReporting.UnimplementedFailure(description: "APIClient.request")
            }
          ) {
            self.baseURL = baseURL
            self.retries = retries
            self.token = token
            self.timeout = timeout
            self.label = label
            self.request = request
          }
        }
        """)
  }

  @Test func publicStructGetsPublicMembers() {
    assertExpansion(
      """
      @DependencyClient
      public struct SpeechClient: Sendable {
        public var start: @Sendable (_ locale: String) async throws -> Void
        public var isAuthorized: @Sendable () -> Bool = { false }
      }
      """,
      macros: macros,
      expandsTo: """
        public struct SpeechClient: Sendable {
          public var start: @Sendable (_ locale: String) async throws -> Void
          public var isAuthorized: @Sendable () -> Bool = { false }

          public func start(locale p0: String) async throws -> Void {
            try await self.start(p0)
          }

          public init(
            start: @escaping @Sendable (_ locale: String) async throws -> Void = { _ in
              IssueReporting.reportIssue("Unimplemented: 'SpeechClient.start' was called on a client made without it. Pass it to SpeechClient(start:), or override it in this test.")
              throw IssueReporting.UnimplementedFailure(description: "SpeechClient.start")
            },
            isAuthorized: @escaping @Sendable () -> Bool = {
              IssueReporting.reportIssue("Unimplemented: 'SpeechClient.isAuthorized' was called on a client made without it. Pass it to SpeechClient(isAuthorized:), or override it in this test.")
              return false
            }
          ) {
            self.start = start
            self.isAuthorized = isAuthorized
          }
        }
        """)
  }

  @Test func emptyStruct() {
    assertExpansion(
      """
      @DependencyClient
      struct NothingClient {}
      """,
      macros: macros,
      expandsTo: """
        struct NothingClient {

          init() {
          }
        }
        """)
  }

  @Test func nonThrowingEndpointWithoutDefaultIsAnError() {
    assertExpansion(
      """
      @DependencyClient
      struct CounterClient {
        var count: @Sendable () -> Int
        var add: (Int, Int) throws(AddError) -> Int
      }
      """,
      macros: macros,
      expandsTo: """
        struct CounterClient {
          var count: @Sendable () -> Int
          var add: (Int, Int) throws(AddError) -> Int
        }
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "'@DependencyClient' needs a default for 'count' to run when it is called unimplemented (it does not throw, so it must return something): e.g. '= { <value> }'",
          line: 3),
        ExpectedDiagnostic(
          "'@DependencyClient' needs a default for 'add' to run when it is called unimplemented (it throws only 'AddError', so it cannot throw 'UnimplementedFailure'): e.g. '= { _, _ in <value> }'",
          line: 4),
      ])
  }

  @Test func untypedPropertyIsAnError() {
    assertExpansion(
      """
      @DependencyClient
      struct SettingsClient {
        var load: () throws -> Settings
        var defaults = Settings()
      }
      """,
      macros: macros,
      expandsTo: """
        struct SettingsClient {
          var load: () throws -> Settings
          var defaults = Settings()
        }
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "'@DependencyClient' needs 'defaults' to have a type annotation, to put it in the initializer",
          line: 4)
      ])
  }

  @Test func enumIsAnError() {
    assertExpansion(
      """
      @DependencyClient
      enum Client {}
      """,
      macros: macros,
      expandsTo: """
        enum Client {}
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "'@DependencyClient' can only be applied to a struct of closure endpoints",
          line: 1)
      ])
  }
}
