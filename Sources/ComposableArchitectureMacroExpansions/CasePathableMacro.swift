import SwiftSyntax
import SwiftSyntaxMacros

/// `@CasePathable`: gives an enum one case path a case, so its cases have case key paths
/// (`\.counter1`), can be extracted by dynamic member (`action.counter1`) and are listed by name.
///
/// Expands, for `enum Action { case counter1(Counter.Action); case reset }`, to an
/// `AllCasePaths` struct with a stored `AnyCasePath` property per case (payload `Void`, the
/// single value, or a tuple of several), the `partialCasePaths` list the shell reads, a
/// `Sequence` of the cases' key paths in declaration order, `static var allCasePaths`, and the
/// `CasePathable` conformance.
///
/// The properties are stored, not computed: `AllCasePaths()` made where the enum's type is known
/// holds closures compiled for that type, which a case key path then reads back as they are. A
/// computed property read through a key path runs its getter unspecialized, and for an enum in a
/// generic type (`Nest<Child>.Action`) its closures would match the enum through the runtime's
/// generic value witnesses at every use.
public enum CasePathableMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      MacroDiagnostic.report(
        "'@CasePathable' can only be applied to an enum", id: "casePathable.notEnum", at: node,
        in: context)
      return []
    }
    let hasOwnCasePaths = enumDecl.memberBlock.members.contains {
      $0.decl.declaredTypeName == "AllCasePaths"
    }
    guard !hasOwnCasePaths else { return [] }
    let items = CaseItem.items(of: enumDecl.memberBlock.members)
    let cases = items.allCases
    if let enumCase = firstOverloadedCase(cases) {
      MacroDiagnostic.report(
        "'@CasePathable' cannot name two cases '\(enumCase.name)': case paths are named by the "
          + "case's base name, so overloaded cases need distinct names",
        id: "casePathable.overloaded", at: enumCase.element, in: context)
      return []
    }
    return members(
      access: enumDecl.modifiers.accessPrefix, root: enumDecl.name.text, items: items
    ).map { DeclSyntax(stringLiteral: $0) }
  }

  /// The members the macro adds to an enum named `root` with the cases `items`: the
  /// `AllCasePaths` struct and `static var allCasePaths`. `@Reducer` writes them into the `State`
  /// and `Action` enums it generates (see `ReducerMacro.generatedEnum`).
  static func members(access: String, root: String, items: [CaseItem]) -> [String] {
    [
      allCasePathsStruct(access: access, root: root, items: items),
      "\(access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // Without the members (an overloaded case name) the conformance would only add errors.
    guard let enumDecl = declaration.as(EnumDeclSyntax.self), !protocols.isEmpty,
      !hasOverloadedCases(enumDecl)
    else { return [] }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): CasePaths.CasePathable {}")
    ]
  }

  /// The first case whose base name an earlier case has already, if any.
  static func firstOverloadedCase(_ cases: [EnumCase]) -> EnumCase? {
    var seen: Set<String> = []
    return cases.first { !seen.insert($0.name).inserted }
  }

  static func hasOverloadedCases(_ enumDecl: EnumDeclSyntax) -> Bool {
    firstOverloadedCase(EnumCase.cases(of: enumDecl.memberBlock.members)) != nil
  }

  /// The text of the `AllCasePaths` struct for the cases `items` of the enum `root`, each inside
  /// the `#if` clauses it is declared in.
  static func allCasePathsStruct(access: String, root: String, items: [CaseItem]) -> String {
    let properties = items.lines { enumCase in
      let value = payloadType(enumCase)
      return [
        """
          \(access)let \(enumCase.identifier) = CasePaths.AnyCasePath<\(root), \(value)>(
            _name: "\(enumCase.name)",
            \(enumCase.parameters.count == 1 ? "embedCase" : "embed"): \(embed(enumCase, root: root)),
            extract: {
              \(extract(enumCase).joined(separator: "\n      "))
            }
          )
        """
      ]
    }
    let named = items.lines {
      ["CasePaths.PartialCasePath(\"\($0.name)\", self.\($0.identifier))"]
    }
    let keyPaths = items.lines { ["\\CasePaths.Case<\(root)>.\($0.identifier)"] }
    return """
      \(access)struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
        \(access)typealias Root = \(root)
      \(properties.joined(separator: "\n"))
        \(access)var partialCasePaths: [CasePaths.PartialCasePath<\(root)>] {
          \(arrayExpression(named, of: "CasePaths.PartialCasePath<\(root)>", clauses: items.hasClauses, indentation: "    "))
        }
        \(access)func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<\(root)>]> {
          let keyPaths: [CasePaths.PartialCaseKeyPath<\(root)>] = \
      \(arrayExpression(keyPaths, of: "CasePaths.PartialCaseKeyPath<\(root)>", clauses: items.hasClauses, indentation: "    "))
          return keyPaths.makeIterator()
        }
      }
      """
  }

  /// An array of `lines`' elements: a literal, or, when some lines are `#if` clauses (which an
  /// array literal cannot hold), a closure that appends each element inside its clauses.
  static func arrayExpression(
    _ lines: [String], of element: String, clauses: Bool, indentation: String
  ) -> String {
    guard clauses else { return arrayLiteral(lines, indentation: indentation) }
    let body = lines.map { line in
      line.hasPrefix("#") ? "\(indentation)  \(line)" : "\(indentation)  result.append(\(line))"
    }
    return "{\n\(indentation)  var result: [\(element)] = []\n" + body.joined(separator: "\n")
      + "\n\(indentation)  return result\n\(indentation)}()"
  }

  /// An array literal of `elements`, one a line (`[]` when there are none), its lines after the
  /// first indented by `indentation`.
  static func arrayLiteral(_ elements: [String], indentation: String) -> String {
    guard !elements.isEmpty else { return "[]" }
    let lines = elements.map { "\(indentation)  \($0)," }
    return "[\n" + lines.joined(separator: "\n") + "\n\(indentation)]"
  }

  /// The payload type: `Void`, the single value's type, or a tuple of all of them.
  static func payloadType(_ enumCase: EnumCase) -> String {
    switch enumCase.parameters.count {
    case 0: return "Swift.Void"
    case 1: return enumCase.parameters[0].type.trimmedDescription
    default:
      let elements = enumCase.parameters.map { parameter in
        (parameter.label.map { "\($0): " } ?? "") + parameter.type.trimmedDescription
      }
      return "(\(elements.joined(separator: ", ")))"
    }
  }

  /// The embed function: the case itself (`Action.counter1`) when it has one value, else a
  /// closure that builds the case from `$0`.
  ///
  /// A one-value case is passed as the case, not wrapped in a closure: a closure whose parameter
  /// is an enum without cases (the `Action` of `@Reducer struct Child {}`) is code that "will
  /// never be executed", and the compiler warns at each. It goes to `AnyCasePath`'s
  /// `embedCase:` initializer, which takes it as a plain function: in Swift 5 language mode a
  /// case passed as a `@Sendable` function warns too.
  static func embed(_ enumCase: EnumCase, root: String) -> String {
    switch enumCase.parameters.count {
    case 0: return "{ _ in .\(enumCase.identifier) }"
    case 1:
      let label = enumCase.parameters[0].label.map { "(\($0):)" } ?? ""
      return "\(root).\(enumCase.identifier)\(label)"
    default:
      let arguments = enumCase.parameters.enumerated().map { index, parameter in
        (parameter.label.map { "\($0): " } ?? "") + "$0.\(index)"
      }
      return "{ .\(enumCase.identifier)(\(arguments.joined(separator: ", "))) }"
    }
  }

  /// The statements of the extract closure: the payload when `$0` is the case, else `nil`.
  static func extract(_ enumCase: EnumCase) -> [String] {
    guard !enumCase.parameters.isEmpty else {
      return ["guard case .\(enumCase.identifier) = $0 else { return nil }", "return ()"]
    }
    let bindings = enumCase.parameters.indices.map { "v\($0)" }
    let values = enumCase.parameters.enumerated().map { index, parameter in
      (parameter.label.map { "\($0): " } ?? "") + "v\(index)"
    }
    let result = values.count == 1 ? bindings[0] : "(\(values.joined(separator: ", ")))"
    return [
      "guard case let .\(enumCase.identifier)(\(bindings.joined(separator: ", "))) = $0 else { "
        + "return nil }",
      "return \(result)",
    ]
  }
}
