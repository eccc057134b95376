// `DependenciesBase` (what `import Dependencies` re-exports) re-exports the libraries its
// built-in dependencies are made of, as swift-dependencies does: `TestClock` (Clocks),
// `LockIsolated` (ConcurrencyExtras) and `reportIssue` (IssueReporting) come with
// `import Dependencies`.
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import IssueReporting
