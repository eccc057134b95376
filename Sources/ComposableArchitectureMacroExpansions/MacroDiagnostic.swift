import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A misuse of one of the macros, reported as a compiler error at the code it is about.
struct MacroDiagnostic: DiagnosticMessage, Error {
  let message: String
  let id: String

  var diagnosticID: MessageID { MessageID(domain: "ComposableArchitectureMacros", id: id) }
  var severity: DiagnosticSeverity { .error }

  /// Reports `message` at `node` and returns nothing to expand.
  static func report(
    _ message: String, id: String, at node: some SyntaxProtocol,
    in context: some MacroExpansionContext
  ) {
    context.diagnose(
      Diagnostic(node: Syntax(node), message: MacroDiagnostic(message: message, id: id)))
  }
}
