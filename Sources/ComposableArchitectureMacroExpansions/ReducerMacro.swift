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
/// adds those conformances to the generated enums. An enum that declares its own `State`,
/// `Action` or `static var body` keeps it; cases inside `#if` clauses are mirrored in the same
/// clauses, so the compiler picks the active ones.
///
/// A struct whose `body` names its domain (`some Reducer<Int, Action>`, `let body =
/// EmptyReducer<Int, Int>()`, or a `reduce(into:action:)` method) gets no `State` or `Action` the
/// domain doesn't call for. A type that already declares a conformance the macro adds is not
/// given it again.
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
    let body = members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self)?.bodyBinding }.first
    let reduceMethod = members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
      .first { $0.name.text == "reduce" }
    if body != nil, let reduceMethod {
      MacroDiagnostic.report(
        "A 'reduce' method should not be defined in a reducer with a 'body': it takes "
          + "precedence, and 'body' is never run",
        id: "reducer.reduceAndBody", at: reduceMethod.name, in: context)
    }
    // What the body (or `reduce`) names its domain: the missing `State` and `Action` are written
    // only when that domain is this type's own.
    let domain = body.map(Domain.init(body:)) ?? reduceMethod.map(Domain.init(reduce:)) ?? .own
    var result: [DeclSyntax] = []
    // Written out whole, conformances included, rather than marked `@ObservableState` and
    // `@CasePathable`: see `generatedEnum`.
    if !names.contains("State"), domain.usesOwn("State") {
      let members = ["\(access)init() {}"] + ObservableStateMacro.identityMembers(access: access)
      result.append(
        """
        \(raw: access)struct State: Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable, \
        ComposableArchitecture.ObservableState, Observation.Observable {
          \(raw: members.joined(separator: "\n"))
        }
        """)
    }
    if !names.contains("Action"), domain.usesOwn("Action") {
      result.append(
        generatedEnum(
          access: access, name: "Action",
          conformances: [
            "Swift.Equatable", "Swift.Hashable", "Swift.Sendable", "CasePaths.CasePathable",
          ],
          cases: [], observable: false))
    }
    if body == nil && reduceMethod == nil {
      result.append(
        """
        \(raw: access)var body: ComposableArchitecture.EmptyReducer<State, Action> {
          ComposableArchitecture.EmptyReducer<State, Action>()
        }
        """)
    }
    return result
  }

  /// The state and action types a struct reducer's `body` or `reduce` method is written for.
  struct Domain {
    /// The state type as written, `nil` when it can't be read from the declaration.
    var state: String?
    /// The action type as written, `nil` when it can't be read from the declaration.
    var action: String?

    /// The reducer's own `State` and `Action`.
    static let own = Domain(state: "State", action: "Action")

    /// The domain of `var body: some Reducer<S, A>` (or `ReducerOf<R>`, or `let body = X<S, A>()`).
    init(body: PatternBindingSyntax) {
      let arguments = body.reducerArguments
      switch arguments.count {
      case 2: self.init(state: arguments[0], action: arguments[1])
      case 1: self.init(state: arguments[0] + ".State", action: arguments[0] + ".Action")
      default:
        // A body typed otherwise (`Reduce<State, Action>`, `let body = …` with no generic
        // arguments): its domain is its own business, as in TCA.
        self.init(state: nil, action: nil)
      }
    }

    /// The domain of `func reduce(into state: inout S, action: A) -> …`.
    init(reduce: FunctionDeclSyntax) {
      let parameters = Array(reduce.signature.parameterClause.parameters)
      func type(_ index: Int) -> String? {
        guard index < parameters.count else { return nil }
        let type = parameters[index].type
        return (type.as(AttributedTypeSyntax.self)?.baseType ?? type).trimmedDescription
      }
      self.init(state: type(0), action: type(1))
    }

    init(state: String?, action: String?) {
      self.state = state
      self.action = action
    }

    /// Whether the domain uses the reducer's own nested type `name` (`State` or `Action`).
    func usesOwn(_ name: String) -> Bool {
      let written = name == "State" ? state : action
      return written == name || written == "Self.\(name)"
    }
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
    let stateConformances = conformances.first { $0.0 == "State" }?.1 ?? []
    let actionConformances = conformances.first { $0.0 == "Action" }?.1 ?? []
    let name = enumDecl.name.text
    let members = enumDecl.memberBlock.members
    let names = Set(members.compactMap { $0.decl.declaredTypeName })
    let hasBody = members.contains { $0.decl.as(VariableDeclSyntax.self)?.bodyBinding != nil }
    let items = CaseItem.items(of: members)
    let stateCases = items.lines { enumCase in
      switch role(of: enumCase) {
      case .feature(let type, _):
        return ["case \(enumCase.identifier)(\(type).State)"]
      case .ephemeral:
        return ["case \(enumCase.identifier)(\(enumCase.parameters[0].type.trimmedDescription))"]
      case .ignored:
        let clause = enumCase.element.parameterClause.map { clause in
          "("
            + clause.parameters.map { parameter in
              var parameter = parameter
              parameter.defaultValue = nil
              return parameter.trimmedDescription
            }.joined(separator: " ") + ")"
        }
        return ["case \(enumCase.identifier)\(clause ?? "")"]
      }
    }
    let actionCases = items.lines { enumCase in
      switch role(of: enumCase) {
      case .feature(let type, _): return ["case \(enumCase.identifier)(\(type).Action)"]
      case .ephemeral(let action): return ["case \(enumCase.identifier)(\(action))"]
      case .ignored: return []
      }
    }
    let scopes = items.lines { enumCase in
      guard case .feature(_, let reducer) = role(of: enumCase) else { return [] }
      return [
        """
        ComposableArchitecture.Scope(state: \\Self.State.Cases.\(enumCase.identifier), \
        action: \\Self.Action.Cases.\(enumCase.identifier)) {
          \(reducer)
        }
        """
      ]
    }
    // Each line indented to sit inside `body` below: interpolation does not indent the lines
    // after the first.
    let body =
      scopes.isEmpty
      ? "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()"
      : scopes.joined(separator: "\n").split(separator: "\n").joined(separator: "\n  ")
    var result: [DeclSyntax] = []
    if !names.contains("State") {
      result.append(
        generatedEnum(
          attributes: "@dynamicMemberLookup", access: access, name: "State",
          conformances: [
            "ComposableArchitecture.CaseReducerState", "CasePaths.CasePathable",
            "ComposableArchitecture.ObservableState", "Observation.Observable",
          ] + stateConformances,
          cases: ["\(access)typealias StateReducer = \(name)"] + stateCases, observable: true))
    }
    if !names.contains("Action") {
      result.append(
        generatedEnum(
          access: access, name: "Action",
          conformances: ["CasePaths.CasePathable"] + actionConformances,
          cases: actionCases, observable: false))
    }
    if !hasBody {
      result.append(
        """
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          \(raw: body)
        }
        """)
    }
    return result
  }

  /// The text of an enum `name` the macro writes: `lines` (its cases, `#if` clauses and other
  /// members), then the members `@CasePathable` (and, when `observable`, `@ObservableState`)
  /// would add, with their conformances in `conformances`.
  ///
  /// The generated types carry no macro attributes of their own. An extension macro on a type
  /// that a macro wrote (`@ObservableState` on the `State` of `@Reducer struct Child {}`) adds
  /// its extension to the file's synthesized declarations, and Swift 6.3's type checker walks
  /// that list while type-checking its entries (`TypeCheckPrimaryFileRequest`): when checking
  /// one expands another such macro, the list grows under the walk and `swift-frontend` crashes
  /// (signal 11). Written out, the same declarations add nothing to the list.
  static func generatedEnum(
    attributes: String = "", access: String, name: String, conformances: [String],
    cases lines: [String], observable: Bool
  ) -> DeclSyntax {
    let header =
      (attributes.isEmpty ? "" : attributes + "\n")
      + "\(access)enum \(name)"
      + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", "))
    let cases = DeclSyntax(stringLiteral: header + " {\n" + lines.joined(separator: "\n") + "\n}")
    let items = cases.as(EnumDeclSyntax.self).map { CaseItem.items(of: $0.memberBlock.members) }
    let members =
      CasePathableMacro.members(access: access, root: name, items: items ?? [])
      + (observable ? ObservableStateMacro.identityMembers(access: access) : [])
    return DeclSyntax(
      stringLiteral: header + " {\n" + (lines + members).joined(separator: "\n") + "\n}")
  }

  // MARK: Member attributes

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
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
    // `body` gets the builder of the domain it names: `some Reducer<Int, Action>` builds with
    // `ReducerBuilder<Int, Action>`, `some ReducerOf<Self>` with `<Self.State, Self.Action>`. A
    // stored `body`, or one of another type, is left as written, as TCA leaves it.
    if let variable = member.as(VariableDeclSyntax.self),
      let binding = variable.bodyBinding, binding.accessorBlock != nil,
      !variable.attributes.contains(attributeNamed: "ReducerBuilder")
    {
      let arguments = binding.reducerArguments
      switch arguments.count {
      case 2:
        return [
          "@ComposableArchitecture.ReducerBuilder<\(raw: arguments[0]), \(raw: arguments[1])>"
        ]
      case 1:
        return [
          "@ComposableArchitecture.ReducerBuilder<\(raw: arguments[0]).State, \(raw: arguments[0]).Action>"
        ]
      default:
        return []
      }
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
    // What the compiler asks for, less what the type declares already (the compiler asks for a
    // conformance written in the type's own inheritance clause too, and adding it again is a
    // "redundant conformance" error).
    let wanted = declaration.is(EnumDeclSyntax.self) ? ["CaseReducer", "Reducer"] : ["Reducer"]
    guard declaration.is(EnumDeclSyntax.self) || declaration.is(StructDeclSyntax.self) else {
      return []
    }
    let asked = Set(protocols.map(\.baseName))
    let missing = wanted.filter {
      asked.contains($0) && !declaration.inheritanceClause.inherits($0)
    }
    guard !missing.isEmpty else { return [] }
    let list = missing.map { "ComposableArchitecture.\($0)" }.joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
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
