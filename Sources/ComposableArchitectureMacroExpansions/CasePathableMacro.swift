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
    let cases = EnumCase.cases(of: enumDecl.memberBlock.members)
    if let enumCase = firstOverloadedCase(cases) {
      MacroDiagnostic.report(
        "'@CasePathable' cannot name two cases '\(enumCase.name)': case paths are named by the "
          + "case's base name, so overloaded cases need distinct names",
        id: "casePathable.overloaded", at: enumCase.element, in: context)
      return []
    }
    return [
      DeclSyntax(stringLiteral: allCasePathsStruct(enumDecl, cases: cases)),
      "\(raw: enumDecl.modifiers.accessPrefix)static var allCasePaths: AllCasePaths { AllCasePaths() }",
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

  /// The text of the `AllCasePaths` struct for `cases` of `enumDecl`.
  static func allCasePathsStruct(_ enumDecl: EnumDeclSyntax, cases: [EnumCase]) -> String {
    let access = enumDecl.modifiers.accessPrefix
    let root = enumDecl.name.text
    let properties = cases.map { enumCase in
      let value = payloadType(enumCase)
      return """
          \(access)let \(enumCase.identifier) = CasePaths.AnyCasePath<\(root), \(value)>(
            _name: "\(enumCase.name)",
            embed: { \(embed(enumCase)) },
            extract: {
              \(extract(enumCase).joined(separator: "\n      "))
            }
          )
        """
    }
    let named = cases.map {
      "CasePaths.PartialCasePath(\"\($0.name)\", self.\($0.identifier))"
    }
    let keyPaths = cases.map { "\\CasePaths.Case<\(root)>.\($0.identifier)" }
    return """
      \(access)struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
        \(access)typealias Root = \(root)
      \(properties.joined(separator: "\n"))
        \(access)var partialCasePaths: [CasePaths.PartialCasePath<\(root)>] {
          \(arrayLiteral(named, indentation: "    "))
        }
        \(access)func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<\(root)>]> {
          let keyPaths: [CasePaths.PartialCaseKeyPath<\(root)>] = \
      \(arrayLiteral(keyPaths, indentation: "    "))
          return keyPaths.makeIterator()
        }
      }
      """
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

  /// The body of the embed closure: the case built from `$0`.
  static func embed(_ enumCase: EnumCase) -> String {
    switch enumCase.parameters.count {
    case 0: return "_ in .\(enumCase.identifier)"
    case 1:
      let label = enumCase.parameters[0].label.map { "\($0): " } ?? ""
      return ".\(enumCase.identifier)(\(label)$0)"
    default:
      let arguments = enumCase.parameters.enumerated().map { index, parameter in
        (parameter.label.map { "\($0): " } ?? "") + "$0.\(index)"
      }
      return ".\(enumCase.identifier)(\(arguments.joined(separator: ", ")))"
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
