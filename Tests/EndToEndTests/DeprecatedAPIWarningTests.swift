import Foundation
import Testing

/// Type-checks a file written against the built `ComposableArchitecture` module (its macros
/// included) with the toolchain's `swiftc`, and reads the compiler's warnings: TCA's deprecated
/// APIs warn with TCA's messages, and the macro forms of TCA's own tests warn not at all.
struct DeprecatedAPIWarningTests {
  /// The build folder the test bundle runs from (`.build/debug`), which holds the modules.
  static let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

  func warnings(of source: String) async throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("deprecations-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Deprecated.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let build = Self.build.path
    let result = try await spawn(
      [
        "/usr/bin/env", "swiftc", "-typecheck", "-swift-version", "6",
        "-I", "\(build)/Modules",
        "-Xcc", "-fmodule-map-file=\(build)/CSwiftRuntime.build/module.modulemap",
        "-load-plugin-executable",
        "\(build)/ComposableArchitectureMacros-tool#ComposableArchitectureMacros",
        file.path,
      ], limit: 120)
    #expect(result.status == 0, "\(result.stderr)")
    // One line a diagnostic: `Deprecated.swift:3:8: warning: … [#Group]`; in line order (the
    // compiler reports top-level code first).
    return (result.stdout + result.stderr).split(separator: "\n")
      .filter { $0.hasPrefix(file.path) && $0.contains(": warning: ") }
      .map { line in
        let text = line[line.range(of: ": warning: ")!.upperBound...]
        let position = line.dropFirst(file.path.count + 1).prefix { $0 != " " }
        return (
          Int(position.split(separator: ":").first!)!,
          "\(position.split(separator: ":").first!): \(text)"
        )
      }
      .sorted { $0.0 < $1.0 }.map(\.1)
  }

  @Test func tcasDeprecatedAPIsWarnAsTCAs() async throws {
    let warnings = try await warnings(
      of: """
        import ComposableArchitecture

        let result: TaskResult<Int> = .success(1)
        @MainActor func scope(_ store: Store<Int, Int>) {
          _ = store.scope(state: { $0 }, action: { $0 })
        }
        func modify(_ value: inout Int?) {
          XCTModify(&value) { $0 += 1 }
        }
        let some: AnyCasePath<Int?, Int> = /Int?.some
        """)
    #expect(
      warnings == [
        "3: 'TaskResult' is deprecated: Use 'Result', instead. See the following migration guide "
          + "for more information: https://pointfreeco.github.io/swift-composable-architecture/"
          + "main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult "
          + "[#DeprecatedDeclaration]",
        "5: 'scope(state:action:)' is deprecated: Pass 'state' a key path to child state and "
          + "'action' a case key path to child action, instead. For more information see the "
          + "following migration guide: https://pointfreeco.github.io/swift-composable-"
          + "architecture/main/documentation/composablearchitecture/migratingto1.5#Store-"
          + "scoping-with-key-paths [#DeprecatedDeclaration]",
        "8: 'XCTModify(_:_:_:fileID:filePath:line:column:)' is deprecated: Use "
          + "'CasePathable.modify' to mutate an expected case, instead. [#DeprecatedDeclaration]",
        "10: '/' is deprecated: Use a 'CasePathable' case key path, instead "
          + "[#DeprecatedDeclaration]",
      ])
  }

  @Test func tcasMacroFormsCompileWithoutWarnings() async throws {
    // EnumReducerMacroTests' and NestedEnumFeatureTests' forms: a case whose feature's Action
    // has no cases once warned "will never be executed".
    let warnings = try await warnings(
      of: """
        import ComposableArchitecture

        @Reducer struct Leaf {}
        @Reducer enum Inner {
          case leaf(Leaf)
        }
        @Reducer enum Outer {
          case inner(Inner.Body = Inner.body)
        }
        @Reducer struct Feature {
          let context: String
        }
        @Reducer enum Destination {
          case feature(Feature = Feature(context: "context"))
          #if DEBUG
            case leaf(Leaf)
          #endif
        }
        """)
    #expect(warnings == [])
  }

  @Test func tcasCasePathFormsOfTheReducerOperatorsWarnAsTCAs() async throws {
    let warnings = try await warnings(
      of: """
        import ComposableArchitecture

        @Reducer struct Child {
          struct State: Equatable, Identifiable { var id = 0 }
          enum Action: Equatable { case tap }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        @Reducer struct Parent {
          struct State: Equatable {
            var alert: AlertState<Never>?
            var child: Child.State?
            var rows: IdentifiedArrayOf<Child.State> = []
            @Presents var destination: Child.State?
            var path = StackState<Child.State>()
          }
          enum Action: Equatable {
            case alert(Never)
            case child(Child.Action)
            case row(id: Child.State.ID, action: Child.Action)
            case destination(PresentationAction<Child.Action>)
            case path(StackActionOf<Child>)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.child, action: /Action.child) { EmptyReducer() }
            EmptyReducer()
              .ifLet(\\.alert, action: /Action.alert)
              .ifLet(\\.child, action: /Action.child) { Child() }
              .forEach(\\.rows, action: /Action.row(id:action:)) { Child() }
              .ifLet(\\.$destination, action: /Action.destination) { Child() }
              .forEach(\\.path, action: /Action.path) { Child() }
          }
        }
        @CasePathable enum Root: Equatable { case child(Child.State), other }
        @CasePathable enum RootAction: Equatable { case child(Child.Action) }
        let reducers = EmptyReducer<Root, RootAction>()
          .ifCaseLet(/Root.child, action: /RootAction.child) { Child() }
        let scope = Scope<Root, RootAction, Child>(state: /Root.child, action: /RootAction.child) {
          Child()
        }
        """)
    let caseKeyPaths =
      "Use the version of this operator with case key paths, instead. See the following "
      + "migration guide for more information: https://swiftpackageindex.com/pointfreeco/"
      + "swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4"
      + "#Using-case-key-paths [#DeprecatedDeclaration]"
    let identifiedAction =
      "Use a case key path to an 'IdentifiedAction', instead. See the following migration "
      + "guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-"
      + "architecture/main/documentation/composablearchitecture/migratingto1.4 "
      + "[#DeprecatedDeclaration]"
    let slash =
      "'/' is deprecated: Use a 'CasePathable' case key path, instead [#DeprecatedDeclaration]"
    let expected = [
      "24: 'init(state:action:child:)' is deprecated: \(caseKeyPaths)", "24: \(slash)",
      "26: 'ifLet(_:action:fileID:filePath:line:column:)' is deprecated: \(caseKeyPaths)",
      "26: \(slash)",
      "27: 'ifLet(_:action:then:fileID:filePath:line:column:)' is deprecated: \(caseKeyPaths)",
      "27: \(slash)",
      "28: 'forEach(_:action:element:fileID:filePath:line:column:)' is deprecated: "
        + identifiedAction, "28: \(slash)",
      "29: 'ifLet(_:action:destination:fileID:filePath:line:column:)' is deprecated: "
        + caseKeyPaths, "29: \(slash)",
      "30: 'forEach(_:action:destination:fileID:filePath:line:column:)' is deprecated: "
        + caseKeyPaths, "30: \(slash)",
      "36: 'ifCaseLet(_:action:then:fileID:filePath:line:column:)' is deprecated: "
        + caseKeyPaths, "36: \(slash)", "36: \(slash)",
      "37: 'init(state:action:child:fileID:filePath:line:column:)' is deprecated: "
        + caseKeyPaths, "37: \(slash)", "37: \(slash)",
    ]
    #expect(warnings.sorted() == expected.sorted())
  }
}
