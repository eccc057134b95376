// `ComposableArchitecture` without its Foundation-using modules (see that module's Exports.swift),
// which `tca-shell`'s case studies import by the name `ComposableArchitecture`.
//
// `import ComposableArchitecture` brings in the whole library, as TCA's does: the core, the
// libraries it is built on by their own names (`CasePaths` with `@CasePathable`, `Dependencies`
// and `DependenciesMacros`, `IdentifiedCollections`, `Clocks`, `ConcurrencyExtras`, `Sharing`,
// `CustomDump`, `IssueReporting`), and Observation (`withObservationTracking`).
//
// On Apple's platforms code gets Foundation and Dispatch from SwiftUI or XCTest, which re-export
// them; here nothing would, so `UUID`, `Date` and `IndexSet` come with TCA too. (`tca-shell`,
// built from this module and the ones below it, loads no Foundation: see Package.swift.)
@_exported import CasePaths
@_exported import Clocks
@_exported import ComposableArchitectureCore
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import DependenciesBase
@_exported import DependenciesMacros
@_exported import Dispatch
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
@_exported import Sharing
