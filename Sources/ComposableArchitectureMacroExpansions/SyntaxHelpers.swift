import SwiftSyntax

extension DeclModifierListSyntax {
  /// `public ` or `package ` when these modifiers make a declaration that visible, else `""`:
  /// the access the members a macro adds must have to satisfy a conformance.
  var accessPrefix: String {
    for modifier in self {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }
}

extension SyntaxProtocol {
  /// The type declaration's name when this is a struct, enum, class, actor or typealias.
  var declaredTypeName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    return nil
  }
}

extension AttributeListSyntax {
  /// Whether an attribute named `name` (`CasePathable`, qualified
  /// `ComposableArchitecture.CasePathable`, or generic `ReducerBuilder<State, Action>`) is in
  /// the list.
  func contains(attributeNamed name: String) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.baseName == name
    }
  }
}

extension TypeSyntax {
  /// The last name of a type, without module or generic arguments: `ReducerBuilder` for
  /// `ComposableArchitecture.ReducerBuilder<State, Action>`.
  var baseName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    return trimmedDescription
  }
}

extension InheritanceClauseSyntax? {
  /// Whether the inheritance clause names `name`, plain or module-qualified.
  func inherits(_ name: String) -> Bool {
    guard let self else { return false }
    return self.inheritedTypes.contains { $0.type.baseName == name }
  }
}

/// One case of an enum as a macro reads it: its name and its associated values.
struct EnumCase {
  /// The name as an identifier, backticks kept when the source has them.
  let identifier: String
  /// The name as text, without backticks.
  let name: String
  /// The associated values: label (if any), type, and default value (if any).
  let parameters: [(label: String?, type: TypeSyntax, defaultValue: ExprSyntax?)]
  /// The case element in source, for diagnostics.
  let element: EnumCaseElementSyntax
  /// The case declaration it belongs to (with its attributes).
  let declaration: EnumCaseDeclSyntax

  /// The cases an enum declares, in order; cases inside `#if` blocks are not read.
  static func cases(of members: MemberBlockItemListSyntax) -> [EnumCase] {
    members.flatMap { member -> [EnumCase] in
      guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      return declaration.elements.map { element in
        EnumCase(
          identifier: element.name.text,
          name: element.name.identifier?.name ?? element.name.text,
          parameters: (element.parameterClause?.parameters ?? []).map { parameter in
            let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
            return (label, parameter.type, parameter.defaultValue?.value)
          },
          element: element,
          declaration: declaration)
      }
    }
  }
}
