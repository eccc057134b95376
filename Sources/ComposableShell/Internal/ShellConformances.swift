import ComposableArchitectureCore
import CustomDump

/// The conformances the shell checks action and state types for, as it resolves a line: a type
/// that has none of them costs no scan of the process's conformance records (see
/// `ConformanceIndex`).
let shellConformances = ConformanceIndex(protocols: [
  (any CasePathable).self, (any CasePathCollection).self, (any CaseIterable).self,
  (any IdentifiedElementAction).self,
  (any PresentationActionProtocol).self, (any IdentifiedElementCollection).self,
  (any OptionalLike).self, (any _SharedProperty).self,
])
