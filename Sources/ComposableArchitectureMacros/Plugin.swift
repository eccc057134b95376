import ComposableArchitectureMacroExpansions
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin that expands ComposableArchitecture's macros.
///
/// The toolchain ships the plugin message protocol but not swift-syntax's `CompilerPlugin`
/// module, so this is the small entry point that module would provide: it answers the compiler's
/// messages on standard input and output, and maps each macro's type name to its implementation.
@main
struct ComposableArchitectureMacrosPlugin: PluginProvider {
  static var macros: [String: any Macro.Type] {
    [
      "CasePathableMacro": CasePathableMacro.self,
      "ReducerMacro": ReducerMacro.self,
      "ReducerCaseMarkerMacro": ReducerCaseMarkerMacro.self,
      "ObservableStateMacro": ObservableStateMacro.self,
      "ObservationStateMarkerMacro": ObservationStateMarkerMacro.self,
      "PresentsMacro": PresentsMacro.self,
      "DependencyClientMacro": DependencyClientMacro.self,
      "DependencyEndpointMacro": DependencyEndpointMacro.self,
    ]
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = Self.macros[typeName] else { throw UnknownMacro(typeName: typeName) }
    return macro
  }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw UnknownMacro(typeName: moduleName)
  }

  var features: [PluginFeature] { [] }

  static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(
      connection: connection, provider: ComposableArchitectureMacrosPlugin())
    try listener.main()
  }
}

/// The compiler asked for a macro this plugin does not provide.
struct UnknownMacro: Error, CustomStringConvertible {
  let typeName: String
  var description: String { "ComposableArchitectureMacros has no macro named '\(typeName)'" }
}
