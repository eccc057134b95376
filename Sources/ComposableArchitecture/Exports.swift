// `import ComposableArchitecture`: everything in `ComposableArchitectureBase` (the core, the
// macros and the libraries TCA is built on, Foundation and Dispatch), and the parts of those
// libraries that call into Foundation: `.appStorage` (SharingAppStorage), and `Dependencies` as
// an app imports it, with `@Dependency(\.urlSession)` and FoundationNetworking (`URLSession`,
// `URLRequest`, `URLSessionWebSocketTask`), which `import Foundation` brings on Apple's platforms.
//
// `tca-shell`'s case studies import `ComposableArchitectureBase` under this module's name
// (`-module-alias`, see Package.swift), so the shell links none of the Foundation-using modules
// and loads no Foundation.
@_exported import ComposableArchitectureBase
@_exported import Dependencies
@_exported import SharingAppStorage

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
