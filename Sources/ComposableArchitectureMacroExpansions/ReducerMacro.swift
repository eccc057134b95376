import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reducer`: makes a struct a `Reducer`, or an enum of features a `CaseReducer`.
///
/// On a struct (TCA's `@Reducer struct Feature`): adds the `Reducer` conformance, marks a nested
/// `enum Action` `@CasePathable` and a nested `enum State` `@CasePathable @dynamicMemberLookup`,
/// gives `body` its `@ReducerBuilder`, and writes an empty `State`, `Action` or `body` when the
/// struct has none. `typealias State = Other.State` passes through untouched.
///
/// On an enum (`@Reducer enum Destination { case edit(EditFeature) }`): writes the `State` and
/// `Action` enums with one case per feature case, and a static `body` that scopes each case to its
/// feature. `AlertState` and `ConfirmationDialogState` cases, and cases marked
/// `@ReducerCaseEphemeral`, have an action case for their buttons and no feature;
/// `@ReducerCaseIgnored` cases are state only. `@Reducer(state: .equatable, action: .sendable)`
/// adds those conformances to the generated enums.
public enum ReducerMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  // MARK: Members

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl, node: node, in: context)
    }
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      MacroDiagnostic.report(
        "'@Reducer' can only be applied to a struct or an enum", id: "reducer.notStructOrEnum",
        at: node, in: context)
      return []
    }
    return structMembers(structDecl, in: context)
  }

  static func structMembers(
    _ structDecl: StructDeclSyntax, in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let access = structDecl.modifiers.accessPrefix
    let members = structDecl.memberBlock.members
    let names = Set(members.compactMap { $0.decl.declaredTypeName })
    let hasBody = members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      } ?? false
    }
    let reduceMethod = members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
      .first { $0.name.text == "reduce" }
    if hasBody, let reduceMethod {
      MacroDiagnostic.report(
        "A 'reduce' method should not be defined in a reducer with a 'body': it takes "
          + "precedence, and 'body' is never run",
        id: "reducer.reduceAndBody", at: reduceMethod.name, in: context)
    }
    var result: [DeclSyntax] = []
    if !names.contains("State") {
      result.append(
        """
        @ComposableArchitecture.ObservableState
        \(raw: access)struct State: Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable {
          \(raw: access)init() {}
        }
        """)
    }
    if !names.contains("Action") {
      result.append(
        """
        @ComposableArchitecture.CasePathable
        \(raw: access)enum Action: Swift.Equatable, Swift.Hashable, Swift.Sendable {}
        """)
    }
    if !hasBody && reduceMethod == nil {
      result.append(
        """
        \(raw: access)var body: ComposableArchitecture.EmptyReducer<State, Action> {
          ComposableArchitecture.EmptyReducer<State, Action>()
        }
        """)
    }
    return result
  }

  // MARK: Enum reducers

  /// How a case of a `@Reducer enum` takes part.
  enum CaseRole {
    /// A feature: `case edit(EditFeature)`, with the expression that makes the reducer.
    case feature(type: String, reducer: String)
    /// State with buttons and no logic: `case alert(AlertState<Alert>)`, with its action type.
    case ephemeral(action: String)
    /// State only: `@ReducerCaseIgnored case meeting(Meeting)`.
    case ignored
  }

  static func role(of enumCase: EnumCase) -> CaseRole {
    let attributes = enumCase.declaration.attributes
    if attributes.contains(attributeNamed: "ReducerCaseIgnored") { return .ignored }
    guard enumCase.parameters.count == 1, enumCase.parameters[0].label == nil else {
      return .ignored
    }
    let parameter = enumCase.parameters[0]
    let type = parameter.type.trimmedDescription
    if let generic = parameter.type.as(IdentifierTypeSyntax.self),
      let arguments = generic.genericArgumentClause?.arguments, arguments.count == 1,
      attributes.contains(attributeNamed: "ReducerCaseEphemeral")
        || ["AlertState", "ConfirmationDialogState"].contains(generic.name.text)
    {
      return .ephemeral(action: arguments.first!.argument.trimmedDescription)
    }
    if attributes.contains(attributeNamed: "ReducerCaseEphemeral") {
      return .ephemeral(action: "Swift.Never")
    }
    let reducer = parameter.defaultValue?.trimmedDescription ?? "\(type)()"
    return .feature(type: type, reducer: reducer)
  }

  static func enumMembers(
    _ enumDecl: EnumDeclSyntax, node: AttributeSyntax, in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let access = enumDecl.modifiers.accessPrefix
    let conformances = synthesizedConformances(node)
    let stateConformances =
      (["ComposableArchitecture.CaseReducerState"]
      + (conformances.first { $0.0 == "State" }?.1 ?? [])).joined(separator: ", ")
    let actionConformances = (conformances.first { $0.0 == "Action" }?.1 ?? [])
      .joined(separator: ", ")
    let name = enumDecl.name.text
    let cases = EnumCase.cases(of: enumDecl.memberBlock.members)
    var stateCases: [String] = []
    var actionCases: [String] = []
    var scopes: [String] = []
    for enumCase in cases {
      switch role(of: enumCase) {
      case .feature(let type, let reducer):
        stateCases.append("case \(enumCase.identifier)(\(type).State)")
        actionCases.append("case \(enumCase.identifier)(\(type).Action)")
        scopes.append(
          """
          ComposableArchitecture.Scope(state: \\Self.State.Cases.\(enumCase.identifier), \
          action: \\Self.Action.Cases.\(enumCase.identifier)) {
            \(reducer)
          }
          """)
      case .ephemeral(let action):
        stateCases.append(
          "case \(enumCase.identifier)(\(enumCase.parameters[0].type.trimmedDescription))")
        actionCases.append("case \(enumCase.identifier)(\(action))")
      case .ignored:
        let clause = enumCase.element.parameterClause.map { clause in
          "("
            + clause.parameters.map { parameter in
              var parameter = parameter
              parameter.defaultValue = nil
              return parameter.trimmedDescription
            }.joined(separator: " ") + ")"
        }
        stateCases.append("case \(enumCase.identifier)\(clause ?? "")")
      }
    }
    // Each line indented to sit inside `body` below: interpolation does not indent the lines
    // after the first.
    let body =
      scopes.isEmpty
      ? "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()"
      : scopes.joined(separator: "\n").split(separator: "\n").joined(separator: "\n  ")
    return [
      """
      @ComposableArchitecture.CasePathable
      @dynamicMemberLookup
      @ComposableArchitecture.ObservableState
      \(raw: access)enum State: \(raw: stateConformances) {
        \(raw: access)typealias StateReducer = \(raw: name)
        \(raw: stateCases.joined(separator: "\n"))
      }
      """,
      """
      @ComposableArchitecture.CasePathable
      \(raw: access)enum Action\(raw: actionConformances.isEmpty ? "" : ": " + actionConformances) {
        \(raw: actionCases.joined(separator: "\n"))
      }
      """,
      """
      @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
      \(raw: access)static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
        \(raw: body)
      }
      """,
    ]
  }

  // MARK: Member attributes

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      let name = enumDecl.name.text
      guard name == "State" || name == "Action" else { return [] }
      var attributes: [AttributeSyntax] = []
      let alreadyPathable =
        enumDecl.attributes.contains(attributeNamed: "CasePathable")
        || enumDecl.inheritanceClause.inherits("CasePathable")
      if !alreadyPathable { attributes.append("@ComposableArchitecture.CasePathable") }
      if name == "State", !enumDecl.attributes.contains(attributeNamed: "dynamicMemberLookup") {
        attributes.append("@dynamicMemberLookup")
      }
      return attributes
    }
    if let variable = member.as(VariableDeclSyntax.self),
      variable.bindings.contains(where: {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      }),
      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      !variable.attributes.contains(attributeNamed: "ReducerBuilder")
    {
      return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
    }
    return []
  }

  // MARK: Conformances

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if declaration.is(EnumDeclSyntax.self) {
      guard !protocols.isEmpty else { return [] }
      return [
        try ExtensionDeclSyntax(
          "extension \(type.trimmed): ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}"
        )
      ]
    }
    guard declaration.is(StructDeclSyntax.self), !protocols.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): ComposableArchitecture.Reducer {}")]
  }

  /// The conformances `@Reducer(state: .equatable, action: .sendable)` asks for, by nested type.
  static func synthesizedConformances(_ node: AttributeSyntax) -> [(String, [String])] {
    guard let arguments = node.arguments?.as(LabeledExprListSyntax.self) else { return [] }
    var result: [(String, [String])] = []
    var current: String?
    for argument in arguments {
      if let label = argument.label?.text {
        current = label == "state" ? "State" : "Action"
        result.append((current!, []))
      }
      guard current != nil,
        let member = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      else { continue }
      let conformance =
        switch member {
        case "codable": "Swift.Codable"
        case "decodable": "Swift.Decodable"
        case "encodable": "Swift.Encodable"
        case "equatable": "Swift.Equatable"
        case "hashable": "Swift.Hashable"
        case "sendable": "Swift.Sendable"
        default: member
        }
      result[result.count - 1].1.append(conformance)
    }
    return result
  }
}
