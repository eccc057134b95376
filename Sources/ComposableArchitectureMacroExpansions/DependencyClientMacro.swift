import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyClient`: gives a struct of closure endpoints an initializer in which every
/// endpoint defaults to an unimplemented one, as swift-dependencies' macro does.
///
/// For `struct NumberFactClient { var fetch: @Sendable (Int) async throws -> String }` it writes
/// `init(fetch: @escaping @Sendable (Int) async throws -> String = { _ in … })`, whose default
/// reports an issue naming `NumberFactClient.fetch` and then:
/// - throws `UnimplementedFailure` when the endpoint throws;
/// - runs the property's own default (`var count: () -> Int = { 0 }`) when it has one;
/// - returns when the endpoint returns `Void`, and returns `nil` when it returns an optional.
///
/// A non-throwing endpoint that returns anything else needs a default, and lacking one is an
/// error at the property. Other stored properties join the initializer as the memberwise one
/// has them (a `var`'s initial value is its default; a `let` with one is left out), so
/// `NumberFactClient()` is the unimplemented client and `NumberFactClient(fetch: { … })` sets one
/// endpoint. An endpoint with argument names (`(_ id: Int) async throws -> String`) also gets a
/// method that takes them: `fetch(id: 42)`.
public enum DependencyClientMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      MacroDiagnostic.report(
        "'@DependencyClient' can only be applied to a struct of closure endpoints",
        id: "dependencyClient.notStruct", at: node, in: context)
      return []
    }
    let client = structDecl.name.text
    let properties = structDecl.memberBlock.members.flatMap { member in
      member.decl.as(VariableDeclSyntax.self).map(StoredProperty.properties(of:)) ?? []
    }.filter(\.isInitialized)
    var parameters: [String] = []
    var methods: [DeclSyntax] = []
    var isValid = true
    for property in properties {
      guard let type = property.type else {
        MacroDiagnostic.report(
          "'@DependencyClient' needs '\(property.name)' to have a type annotation, to put it "
            + "in the initializer",
          id: "dependencyClient.noType", at: property.binding, in: context)
        isValid = false
        continue
      }
      guard let endpoint = Endpoint(type) else {
        let initial = property.initializer ?? (property.isOptionalVar ? "nil" : nil)
        parameters.append(
          "\(property.identifier): \(type.trimmedDescription)" + (initial.map { " = \($0)" } ?? ""))
        continue
      }
      guard let body = unimplementedBody(property, endpoint, client: client) else {
        let example =
          endpoint.arity == 0 ? "{ <value> }" : "{ \(endpoint.ignoredArguments) in <value> }"
        let reason =
          endpoint.throwsAnything
          ? "it throws only '\(endpoint.thrownType)', so it cannot throw 'UnimplementedFailure'"
          : "it does not throw, so it must return something"
        MacroDiagnostic.report(
          "'@DependencyClient' needs a default for '\(property.name)' to run when it is called "
            + "unimplemented (\(reason)): e.g. '= \(example)'",
          id: "dependencyClient.noDefault", at: property.binding, in: context)
        isValid = false
        continue
      }
      parameters.append("\(property.identifier): @escaping \(endpoint.parameterType) = \(body)")
      if let method = method(property, endpoint, in: context) { methods.append(method) }
    }
    guard isValid else { return [] }
    let access = initializerAccess(structDecl, properties: properties)
    guard !parameters.isEmpty else { return methods + ["\(raw: access)init() {}"] }
    let assignments = properties.map { "self.\($0.identifier) = \($0.identifier)" }
    let initializer = """
      \(access)init(
      \(indented(parameters.joined(separator: ",\n")))
      ) {
      \(indented(assignments.joined(separator: "\n")))
      }
      """
    return methods + [DeclSyntax(stringLiteral: initializer)]
  }

  /// The text of the closure an endpoint defaults to, or `nil` when it needs a default it lacks.
  static func unimplementedBody(
    _ property: StoredProperty, _ endpoint: Endpoint, client: String
  ) -> String? {
    let name = "\(client).\(property.name)"
    let report = """
      IssueReporting.reportIssue("Unimplemented: '\(name)' was called on a client made \
      without it. Pass it to \(client)(\(property.name):), or override it in this test.")
      """
    let opening = endpoint.arity == 0 ? "{" : "{ \(endpoint.ignoredArguments) in"
    if endpoint.throwsAnyError {
      return """
        \(opening)
          \(report)
          throw IssueReporting.UnimplementedFailure(description: "\(name)")
        }
        """
    }
    if let closure = property.initializerExpression?.as(ClosureExprSyntax.self) {
      var statements = closure.statements.map(dedented)
      if statements.count == 1, closure.statements.first?.item.is(ExprSyntax.self) == true,
        !endpoint.returnsVoid
      {
        statements[0] = "return " + statements[0]
      }
      let signature = closure.signature.map { "{ \($0.trimmedDescription)" } ?? "{"
      return """
        \(signature)
          \(report)
        \(indented(statements.joined(separator: "\n")))
        }
        """
    }
    if let initial = property.initializer {
      let names = (0..<endpoint.arity).map { "p\($0)" }
      let call =
        (endpoint.isAsync ? "await " : "") + "implementation(\(names.joined(separator: ", ")))"
      return """
        \(endpoint.arity == 0 ? "{" : "{ \(names.joined(separator: ", ")) in")
          \(report)
          let implementation: \(property.type!.trimmedDescription) = \(initial)
          return \(call)
        }
        """
    }
    if endpoint.returnsVoid {
      return """
        \(opening)
          \(report)
        }
        """
    }
    if endpoint.returnsOptional {
      return """
        \(opening)
          \(report)
          return nil
        }
        """
    }
    return nil
  }

  /// The method that gives an endpoint's argument names back (`fetch(id:)` for
  /// `var fetch: (_ id: Int) async throws -> String`), or the one `@DependencyEndpoint(method:)`
  /// names; `nil` when there are no names to give and no method was asked for.
  static func method(
    _ property: StoredProperty, _ endpoint: Endpoint, in context: some MacroExpansionContext
  ) -> DeclSyntax? {
    let requested = requestedMethodName(property.variable, in: context)
    let parameters = endpoint.function.parameters
    let hasNames = parameters.contains { $0.secondName != nil }
    guard hasNames || requested != nil else { return nil }
    let name = requested ?? property.identifier
    guard hasNames || name != property.identifier else { return nil }
    let declared = parameters.enumerated().map { index, parameter in
      let label = parameter.secondName?.text ?? "_"
      return "\(label) p\(index): \(parameter.type.trimmedDescription)"
    }
    let arguments = (0..<parameters.count).map { "p\($0)" }
    let effects = endpoint.function.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
    let returnType = endpoint.function.returnClause.type.trimmedDescription
    let call =
      (endpoint.throwsAnything ? "try " : "") + (endpoint.isAsync ? "await " : "")
      + "self.\(property.identifier)(\(arguments.joined(separator: ", ")))"
    let attributes = endpoint.isolationAttributes.map { $0 + "\n" }.joined()
    return """
      \(raw: attributes)\(raw: property.access)func \(raw: name)(\(raw: declared.joined(separator: ", ")))\
      \(raw: effects) -> \(raw: returnType) {
        \(raw: call)
      }
      """
  }

  /// `text` with each line indented by two spaces.
  static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      .joined(separator: "\n")
  }

  /// A statement's text with its later lines moved left as far as its first line is indented
  /// in the source, so that it can be indented afresh.
  static func dedented(_ statement: CodeBlockItemSyntax) -> String {
    var column = 0
    for piece in statement.leadingTrivia {
      switch piece {
      case .newlines, .carriageReturnLineFeeds: column = 0
      case .spaces(let count): column += count
      default: continue
      }
    }
    let lines = statement.trimmedDescription.split(
      separator: "\n", omittingEmptySubsequences: false)
    let later = lines.dropFirst().map { line in
      line.dropFirst(min(line.prefix { $0 == " " }.count, column))
    }
    return ([lines[0]] + later).joined(separator: "\n")
  }

  /// The name given by `@DependencyEndpoint(method: "name")` on the property, if any.
  static func requestedMethodName(
    _ variable: VariableDeclSyntax, in context: some MacroExpansionContext
  ) -> String? {
    for element in variable.attributes {
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription.split(separator: ".").last
          == "DependencyEndpoint",
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self),
        let argument = arguments.first(where: { $0.label?.text == "method" })
      else { continue }
      guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
        literal.segments.count == 1,
        case .stringSegment(let segment) = literal.segments.first
      else {
        MacroDiagnostic.report(
          "'@DependencyEndpoint(method:)' takes a string literal naming the method",
          id: "dependencyEndpoint.method", at: argument.expression, in: context)
        return nil
      }
      return segment.content.text.isEmpty ? nil : segment.content.text
    }
    return nil
  }

  /// `public ` for a public struct, `package ` for a package one, else `""`; narrowed to
  /// `private ` or `fileprivate ` when the initializer sets a property that is.
  static func initializerAccess(
    _ structDecl: StructDeclSyntax, properties: [StoredProperty]
  ) -> String {
    let narrowest = properties.filter(\.isInitialized).compactMap { property in
      property.variable.modifiers.first {
        [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
      }
    }
    if narrowest.contains(where: { $0.name.tokenKind == .keyword(.private) }) { return "private " }
    if !narrowest.isEmpty { return "fileprivate " }
    return structDecl.modifiers.accessPrefix
  }
}

/// `@DependencyEndpoint`: accepted on a property of a `@DependencyClient` struct, as
/// swift-dependencies' macro is; `@DependencyClient` reads its `method:` name. It expands to
/// nothing itself.
public enum DependencyEndpointMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// A stored instance property of a `@DependencyClient` struct, one binding of its declaration.
struct StoredProperty {
  let variable: VariableDeclSyntax
  let binding: PatternBindingSyntax
  /// The name as an identifier, backticks kept.
  let identifier: String
  /// The name as text, without backticks.
  let name: String
  /// The written type, or the type of a literal initial value; `nil` when neither is there.
  let type: TypeSyntax?

  var initializerExpression: ExprSyntax? { binding.initializer?.value }
  var initializer: String? { initializerExpression?.trimmedDescription }
  var isLet: Bool { variable.bindingSpecifier.tokenKind == .keyword(.let) }
  /// The access modifier the property's method takes (`public `), or `""`.
  var access: String { variable.modifiers.accessPrefix }

  /// Whether the initializer sets it: not a `let` that has its value, and not a private
  /// property that has an initial one.
  var isInitialized: Bool {
    guard initializerExpression != nil else { return true }
    if isLet { return false }
    let isPrivate = variable.modifiers.contains {
      [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
    }
    return !isPrivate
  }

  /// A `var` of optional type with no initial value, which starts as `nil`.
  var isOptionalVar: Bool {
    guard !isLet, let type else { return false }
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
  }

  /// The stored instance properties `variable` declares: not static, lazy or computed.
  static func properties(of variable: VariableDeclSyntax) -> [StoredProperty] {
    let skipped: [Keyword] = [.static, .class, .lazy]
    guard
      !variable.modifiers.contains(where: {
        if case .keyword(let keyword) = $0.name.tokenKind { return skipped.contains(keyword) }
        return false
      })
    else { return [] }
    let bindings = Array(variable.bindings)
    return bindings.enumerated().compactMap { index, binding in
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), isStored(binding)
      else { return nil }
      // `var a, b: Int` writes the type once, on the last name.
      let sharedType =
        binding.initializer == nil
        ? bindings[index...].lazy.compactMap { $0.typeAnnotation?.type }.first : nil
      return StoredProperty(
        variable: variable, binding: binding, identifier: pattern.identifier.text,
        name: pattern.identifier.identifier?.name ?? pattern.identifier.text,
        type: binding.typeAnnotation?.type ?? sharedType
          ?? binding.initializer.flatMap { literalType($0.value) })
    }
  }

  /// Whether a binding stores its value: no accessors, or only `willSet` and `didSet`.
  static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let accessors = binding.accessorBlock?.accessors else { return true }
    guard case .accessors(let list) = accessors else { return false }
    return list.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  /// The type of a literal (`false`, `1`, `1.0`, `"Blob"`), as the compiler would infer it.
  static func literalType(_ expression: ExprSyntax) -> TypeSyntax? {
    if expression.is(BooleanLiteralExprSyntax.self) { return "Swift.Bool" }
    if expression.is(IntegerLiteralExprSyntax.self) { return "Swift.Int" }
    if expression.is(FloatLiteralExprSyntax.self) { return "Swift.Double" }
    if expression.is(StringLiteralExprSyntax.self) { return "Swift.String" }
    return nil
  }
}

/// A closure type as `@DependencyClient` reads it: `@Sendable (_ id: Int) async throws -> String`.
struct Endpoint {
  /// The function type inside any attributes and parentheses.
  let function: FunctionTypeSyntax
  /// The attributes written before it (`@Sendable`, `@MainActor`).
  let attributes: [String]

  /// Reads `type` when it is a closure type, else `nil`.
  init?(_ type: TypeSyntax) {
    var attributes: [String] = []
    var current = type
    while true {
      if let attributed = current.as(AttributedTypeSyntax.self) {
        attributes += attributed.attributes.map(\.trimmedDescription)
        current = attributed.baseType
      } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let element = tuple.elements.first, element.firstName == nil
      {
        current = element.type
      } else {
        break
      }
    }
    guard let function = current.as(FunctionTypeSyntax.self) else { return nil }
    self.function = function
    self.attributes = attributes
  }

  /// The type an initializer parameter takes, without the parentheses `@escaping` cannot see
  /// through.
  var parameterType: String {
    (attributes + [function.trimmedDescription]).joined(separator: " ")
  }

  var arity: Int { function.parameters.count }
  /// `_, _` for two arguments: a closure's parameter list that ignores them.
  var ignoredArguments: String {
    Array(repeating: "_", count: arity).joined(separator: ", ")
  }
  var isAsync: Bool { function.effectSpecifiers?.asyncSpecifier != nil }
  var throwsAnything: Bool { function.effectSpecifiers?.throwsClause != nil }

  /// Whether it throws untyped errors (`throws`, `throws(any Error)`), so that an unimplemented
  /// version can throw `UnimplementedFailure`.
  var throwsAnyError: Bool {
    guard let clause = function.effectSpecifiers?.throwsClause,
      clause.throwsSpecifier.tokenKind == .keyword(.throws)
    else { return false }
    guard let type = clause.type else { return true }
    return ["any Error", "any Swift.Error", "Error", "Swift.Error"].contains(
      type.trimmedDescription)
  }

  /// The error type of typed throws (`AddError` for `throws(AddError)`), else `""`.
  var thrownType: String {
    function.effectSpecifiers?.throwsClause?.type?.trimmedDescription ?? ""
  }

  var returnsVoid: Bool {
    ["Void", "Swift.Void", "()"].contains(function.returnClause.type.trimmedDescription)
  }

  var returnsOptional: Bool {
    let type = function.returnClause.type
    return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
      || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
  }

  /// The global-actor attributes a method standing for the endpoint should carry (`@MainActor`).
  var isolationAttributes: [String] {
    attributes.filter { !["@Sendable", "@escaping"].contains($0) && !$0.hasPrefix("@isolated") }
  }
}
