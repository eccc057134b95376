import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState`: conforms a state struct or enum to `ObservableState` and the Observation
/// framework's `Observable`, as TCA's macro does.
///
/// Observation is reported by the `Store` the state lives in (see `ObservableState`), so the
/// macro adds the identity member `_$id` and the `_$willModify()` hook and leaves the stored
/// properties exactly as written.
public enum ObservableStateMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      MacroDiagnostic.report(
        "'@ObservableState' can only be applied to a struct or an enum; a class can use "
          + "'@Observable'",
        id: "observableState.notValueType", at: node, in: context)
      return []
    }
    let access = declaration.modifiers.accessPrefix
    return [
      """
      \(raw: access)var _$id: ComposableArchitecture.ObservableStateID {
        ComposableArchitecture.ObservableStateID(for: Self.self)
      }
      """,
      "\(raw: access)mutating func _$willModify() {}",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self),
      !protocols.isEmpty
    else { return [] }
    let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
  }
}

/// `@ObservationStateTracked` and `@ObservationStateIgnored`: accepted on state properties for
/// source compatibility with TCA; observation is per store here, so they change nothing.
public enum ObservationStateMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// `@ReducerCaseIgnored` and `@ReducerCaseEphemeral`: marks read by `@Reducer` on an enum; they
/// expand to nothing themselves.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}
