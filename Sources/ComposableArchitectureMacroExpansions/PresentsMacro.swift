import SwiftSyntax
import SwiftSyntaxMacros

/// `@Presents`: stores an optional destination state in `PresentationState`, as TCA's macro does.
///
/// `@Presents var destination: Destination.State?` becomes a computed property over a stored
/// `_destination: PresentationState<Destination.State>`, plus the projection `$destination` that
/// `ifLet(\.$destination, action: \.destination)` takes.
public enum PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _) = property(declaration, node: node, in: nil) else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      "get { _\(raw: name).wrappedValue }",
      "set { _\(raw: name).wrappedValue = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (name, wrapped) = property(declaration, node: node, in: context),
      let variable = declaration.as(VariableDeclSyntax.self)
    else { return [] }
    let access = variable.modifiers.accessPrefix
    let initial = variable.bindings.first?.initializer?.value.trimmedDescription ?? "nil"
    return [
      """
      \(raw: access)var $\(raw: name): ComposableArchitecture.PresentationState<\(raw: wrapped)> {
        get { _\(raw: name) }
        set { _\(raw: name) = newValue }
      }
      """,
      """
      var _\(raw: name) = ComposableArchitecture.PresentationState<\(raw: wrapped)>(wrappedValue: \(raw: initial))
      """,
    ]
  }

  /// The property's name and the type it wraps (`Destination.State` for `Destination.State?`);
  /// reports a diagnostic (when `context` is given) for anything else.
  static func property(
    _ declaration: some DeclSyntaxProtocol, node: AttributeSyntax,
    in context: (any MacroExpansionContext)?
  ) -> (String, String)? {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      if let context {
        MacroDiagnostic.report(
          "'@Presents' must be applied to a single 'var' property", id: "presents.notVar",
          at: node, in: context)
      }
      return nil
    }
    let type = binding.typeAnnotation?.type
    if let optional = type?.as(OptionalTypeSyntax.self) {
      return (name, optional.wrappedType.trimmedDescription)
    }
    if let generic = type?.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
      let argument = generic.genericArgumentClause?.arguments.first
    {
      return (name, argument.argument.trimmedDescription)
    }
    if let context {
      MacroDiagnostic.report(
        "'@Presents' needs the property's optional type written out, e.g. "
          + "'@Presents var \(name): Destination.State?'",
        id: "presents.type", at: node, in: context)
    }
    return nil
  }
}
