// The declaration of `@CasePathable`, as swift-case-paths' `CasePaths` module has it; the macro-free
// types are in `CasePathsCore`, re-exported here. It expands in the ComposableArchitectureMacros
// compiler plugin.
@_exported import CasePathsCore

/// Gives an enum a case path a case, as CasePaths' `@CasePathable`: case key paths
/// (`\.counter1.incrementButtonTapped`), `is(_:)`, `subscript(case:)`, `modify(_:yield:)`,
/// extraction by dynamic member (`action.counter1`, with `@dynamicMemberLookup`), and
/// `allCasePaths`, a sequence of the cases in declaration order.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case counter1(Counter.Action)
///   case counter2(Counter.Action)
/// }
/// ```
///
/// Two cases with the same base name (`case a(Int)`, `case a(String)`) are an error.
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable)
public macro CasePathable() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CasePathableMacro")
