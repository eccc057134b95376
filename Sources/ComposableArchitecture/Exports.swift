// `import ComposableArchitecture`: everything in `ComposableArchitectureBase` (the core, the
// macros and the libraries TCA is built on, Foundation and Dispatch), and the parts of those
// libraries that call into Foundation: `.appStorage` (SharingAppStorage) and
// `@Dependency(\.urlSession)` (DependenciesFoundation).
//
// `tca-shell`'s case studies import `ComposableArchitectureBase` under this module's name
// (`-module-alias`, see Package.swift), so the shell links none of the Foundation-using modules
// and loads no Foundation.
@_exported import ComposableArchitectureBase
@_exported import DependenciesFoundation
@_exported import SharingAppStorage
