import Foundation
import Testing

/// Type-checks a file written against the built `ComposableArchitecture` module (its macros
/// included) with the toolchain's `swiftc` (``SwiftTypeCheck``), and reads the compiler's
/// warnings: TCA's deprecated APIs warn with TCA's messages, and the macro forms of TCA's own
/// tests warn not at all.
struct DeprecatedAPIWarningTests {
  func warnings(of source: String) async throws -> [String] {
    try await SwiftTypeCheck.warnings(of: source)
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
}
