// The core re-exports the libraries it is built on, so a module importing it (the shell, a
// version-pinned dependent) sees them all, as TCA's `Exports.swift` re-exports its own.
@_exported import CasePathsCore
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import DependenciesBase
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Sharing
