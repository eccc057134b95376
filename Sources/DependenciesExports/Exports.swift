// `import Dependencies`: swift-dependencies' module as an app imports it. `DependenciesBase` (the
// library, which the rest of this package builds on and which imports only FoundationEssentials),
// `@Dependency(\.urlSession)` (DependenciesFoundation), and Foundation with FoundationNetworking:
// on Apple's platforms `URLSession.shared`, `URLRequest` and `URLSessionWebSocketTask` come with
// Foundation, which every app imports through some module; on Linux they live in
// FoundationNetworking, which nothing else brings.
//
// Nothing in this package imports this module but `ComposableArchitecture`, so `tca-shell` (built
// on `DependenciesBase`) loads no Foundation.
@_exported import DependenciesBase
@_exported import DependenciesFoundation
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
