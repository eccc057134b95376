import SwiftSyntax
import SwiftSyntaxMacros

/// `@CasePathable`: gives an enum one case path a case, so its cases have case key paths
/// (`\.counter1`), can be extracted by dynamic member (`action.counter1`) and are listed by name.
///
/// Expands, for `enum Action { case counter1(Counter.Action); case reset }`, to an
/// `AllCasePaths` struct with a computed `AnyCasePath` property per case (payload `Void`, the
/// single value, or a tuple of several), the `partialCasePaths` list the shell reads, a
/// `Sequence` of the cases' key paths in declaration order, `static var allCasePaths`, and the
/// `CasePathable` conformance.
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
    var seen: Set<String> = []
    for enumCase in cases where !seen.insert(enumCase.name).inserted {
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
    guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): ComposableArchitecture.CasePathable {}")
    ]
  }

  /// The text of the `AllCasePaths` struct for `cases` of `enumDecl`.
  static func allCasePathsStruct(_ enumDecl: EnumDeclSyntax, cases: [EnumCase]) -> String {
    let access = enumDecl.modifiers.accessPrefix
    let root = enumDecl.name.text
    let properties = cases.map { enumCase in
      let value = payloadType(enumCase)
      return """
          \(access)var \(enumCase.identifier): ComposableArchitecture.AnyCasePath<\(root), \(value)> {
            ComposableArchitecture.AnyCasePath<\(root), \(value)>(
              _name: "\(enumCase.name)",
              embed: { \(embed(enumCase)) },
              extract: { \(extract(enumCase)) }
            )
          }
        """
    }
    let named = cases.map {
      "ComposableArchitecture.PartialCasePath(\"\($0.name)\", self.\($0.identifier))"
    }
    let keyPaths = cases.map { "\\ComposableArchitecture.Case<\(root)>.\($0.identifier)" }
    return """
      \(access)struct AllCasePaths: ComposableArchitecture.CasePathCollection, Swift.Sequence {
        \(access)typealias Root = \(root)
      \(properties.joined(separator: "\n"))
        \(access)var partialCasePaths: [ComposableArchitecture.PartialCasePath<\(root)>] {
          [\(named.joined(separator: ", "))]
        }
        \(access)func makeIterator() -> Swift.IndexingIterator<[ComposableArchitecture.PartialCaseKeyPath<\(root)>]> {
          let keyPaths: [ComposableArchitecture.PartialCaseKeyPath<\(root)>] = [\(keyPaths.joined(separator: ", "))]
          return keyPaths.makeIterator()
        }
      }
      """
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

  /// The body of the extract closure: the payload when `$0` is the case, else `nil`.
  static func extract(_ enumCase: EnumCase) -> String {
    switch enumCase.parameters.count {
    case 0:
      return "guard case .\(enumCase.identifier) = $0 else { return nil }; return ()"
    default:
      let bindings = enumCase.parameters.indices.map { "v\($0)" }
      let values = enumCase.parameters.enumerated().map { index, parameter in
        (parameter.label.map { "\($0): " } ?? "") + "v\(index)"
      }
      let result = values.count == 1 ? bindings[0] : "(\(values.joined(separator: ", ")))"
      return
        "guard case let .\(enumCase.identifier)(\(bindings.joined(separator: ", "))) = $0 else { return nil }; return \(result)"
    }
  }
}
