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

  /// The cases an enum declares, in order, those inside `#if` clauses included (see
  /// ``CaseItem`` for the clauses themselves).
  static func cases(of members: MemberBlockItemListSyntax) -> [EnumCase] {
    CaseItem.items(of: members).allCases
  }

  /// The cases one `case` declaration declares (`case a, b(Int)` declares two).
  static func cases(in declaration: EnumCaseDeclSyntax) -> [EnumCase] {
    declaration.elements.map { element in
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

extension VariableDeclSyntax {
  /// The binding of a reducer's `body` in this declaration, if it declares one: `var body: …`
  /// in a struct, `static var body: …` in an enum reducer (either is looked for in both).
  var bodyBinding: PatternBindingSyntax? {
    bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
  }
}

extension PatternBindingSyntax {
  /// The generic arguments of the reducer type a `body` binding names, as written: `["Int",
  /// "Action"]` for `some Reducer<Int, Action>`, `["Self"]` for `some ReducerOf<Self>`,
  /// `["Int", "Int"]` for `let body = EmptyReducer<Int, Int>()`; empty when it names none.
  var reducerArguments: [String] {
    var type = typeAnnotation?.type
    if let opaque = type?.as(SomeOrAnyTypeSyntax.self) { type = opaque.constraint }
    if let clause = type?.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? type?.as(MemberTypeSyntax.self)?.genericArgumentClause
    {
      return clause.arguments.map(\.argument.trimmedDescription)
    }
    guard type == nil,
      let call = initializer?.value.as(FunctionCallExprSyntax.self),
      let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self)
    else { return [] }
    return generic.genericArgumentClause.arguments.map(\.argument.trimmedDescription)
  }
}
