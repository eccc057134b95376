import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// A diagnostic a macro should report: its message and the line of the source it points at.
struct ExpectedDiagnostic: Equatable, CustomStringConvertible {
  let message: String
  let line: Int

  init(_ message: String, line: Int) {
    self.message = message
    self.line = line
  }

  var description: String { "line \(line): \(message)" }
}

/// Expands the `macros` in `source` as the compiler would, and checks the expanded source
/// against `expected` (trailing spaces aside) and the diagnostics against `diagnostics`.
///
/// The toolchain ships SwiftSyntaxMacroExpansion but not SwiftSyntaxMacrosTestSupport, so this
/// is the small part of `assertMacroExpansion` these tests need. `macros` maps each attribute
/// name to its implementation and the conformances the compiler would ask of its extension role.
func assertExpansion(
  _ source: String,
  macros: [String: MacroSpec],
  expandsTo expected: String,
  diagnostics expectedDiagnostics: [ExpectedDiagnostic] = [],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    lexicalContext: [], expansionDiscriminator: "",
    sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
  let expanded = file.expand(
    macroSpecs: macros,
    contextGenerator: { node in
      BasicMacroExpansionContext(
        sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
    },
    indentationWidth: .spaces(2))
  let actual = expanded.description.split(separator: "\n", omittingEmptySubsequences: false)
    .map { line in line.reversed().drop { $0 == " " }.reversed() }
    .map { String($0) }.joined(separator: "\n")
    .trimmingCharacters(in: "\n")
  if actual != expected {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(actualLines, expectedLines).prefix { $0 == $1 }.count
    Issue.record(
      """
      Expansion differs at line \(line + 1):
        expected: \(line < expectedLines.count ? expectedLines[line] : "(end)")
        actual:   \(line < actualLines.count ? actualLines[line] : "(end)")

      Expanded source:
      \(actual)
      """,
      sourceLocation: sourceLocation)
  }
  let actualDiagnostics = context.diagnostics.map { diagnostic in
    ExpectedDiagnostic(
      diagnostic.message,
      line: context.location(for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "")
        .line)
  }
  #expect(actualDiagnostics == expectedDiagnostics, sourceLocation: sourceLocation)
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
