import DependenciesBase
// The declarations of `@DependencyClient` and `@DependencyEndpoint`, as swift-dependencies'
// `DependenciesMacros` module has them. They expand in the ComposableArchitectureMacros compiler
// plugin.
@_exported import IssueReporting

/// Gives a struct of closure endpoints an initializer whose every endpoint defaults to an
/// unimplemented one, as swift-dependencies' `@DependencyClient`.
///
/// ```swift
/// @DependencyClient
/// struct NumberFactClient {
///   var fetch: @Sendable (_ number: Int) async throws -> String
///   var count: @Sendable () -> Int = { 0 }
/// }
/// ```
///
/// gains `init(fetch: … = <unimplemented>, count: … = <unimplemented>)`, so `NumberFactClient()`
/// is a client whose endpoints report an issue when called (the usual `testValue`), and
/// `NumberFactClient(fetch: { "\($0) is a number" })` implements one endpoint. Called
/// unimplemented, a throwing endpoint reports and throws `UnimplementedFailure`; a
/// non-throwing one reports and returns its property's default (`0` above), or nothing when it
/// returns `Void`, or `nil` when it returns an optional. Any other non-throwing endpoint needs
/// that default, and the macro says so at the property. An endpoint with argument names also
/// gets a method taking them: `try await client.fetch(number: 42)`.
///
/// Other stored properties join the initializer as in a memberwise one. The initializer is
/// `public` in a `public` struct.
@attached(member, names: named(init), arbitrary)
public macro DependencyClient() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "DependencyClientMacro")

/// Marks an endpoint of a ``DependencyClient()`` struct, as swift-dependencies'
/// `@DependencyEndpoint`; `method:` names the method that takes the endpoint's argument names
/// (`@DependencyEndpoint(method: "fetch") var fetchByID: (_ id: Int) async throws -> String`
/// gives `fetch(id:)`). It expands to nothing on its own: every closure property of a
/// `@DependencyClient` struct is an endpoint already.
@attached(peer, names: arbitrary)
public macro DependencyEndpoint(method: String = "") =
  #externalMacro(module: "ComposableArchitectureMacros", type: "DependencyEndpointMacro")
