import ComposableArchitectureMacroExpansions
import SwiftSyntaxMacroExpansion
import Testing

private let macros: [String: MacroSpec] = [
  "CasePathable": MacroSpec(
    type: CasePathableMacro.self, conformances: ["CasePaths.CasePathable"])
]

@Suite struct CasePathableMacroTests {
  @Test func payloadFreeCases() {
    assertExpansion(
      """
      @CasePathable
      enum Action {
        case incrementButtonTapped
        case reset
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Action {
          case incrementButtonTapped
          case reset

          struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
            typealias Root = Action
            let incrementButtonTapped = CasePaths.AnyCasePath<Action, Swift.Void>(
              _name: "incrementButtonTapped",
              embed: { _ in
                .incrementButtonTapped
              },
              extract: {
                guard case .incrementButtonTapped = $0 else {
                  return nil
                }
                return ()
              }
            )
            let reset = CasePaths.AnyCasePath<Action, Swift.Void>(
              _name: "reset",
              embed: { _ in
                .reset
              },
              extract: {
                guard case .reset = $0 else {
                  return nil
                }
                return ()
              }
            )
            var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
              [
                CasePaths.PartialCasePath("incrementButtonTapped", self.incrementButtonTapped),
                CasePaths.PartialCasePath("reset", self.reset),
              ]
            }
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = [
                \CasePaths.Case<Action>.incrementButtonTapped,
                \CasePaths.Case<Action>.reset,
              ]
              return keyPaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#)
  }

  @Test func singleValue() {
    assertExpansion(
      """
      @CasePathable
      enum Action {
        case counter(Counter.Action)
        case named(id: Int)
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Action {
          case counter(Counter.Action)
          case named(id: Int)

          struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
            typealias Root = Action
            let counter = CasePaths.AnyCasePath<Action, Counter.Action>(
              _name: "counter",
              embedCase: Action.counter,
              extract: {
                guard case let .counter(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            let named = CasePaths.AnyCasePath<Action, Int>(
              _name: "named",
              embedCase: Action.named(id:),
              extract: {
                guard case let .named(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
              [
                CasePaths.PartialCasePath("counter", self.counter),
                CasePaths.PartialCasePath("named", self.named),
              ]
            }
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = [
                \CasePaths.Case<Action>.counter,
                \CasePaths.Case<Action>.named,
              ]
              return keyPaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#)
  }

  @Test func labelledTupleAndMultipleValues() {
    assertExpansion(
      """
      @CasePathable
      enum Action {
        case moved(x: Int, y: Int)
        case pair(Int, String)
        case mixed(Int, label: String)
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Action {
          case moved(x: Int, y: Int)
          case pair(Int, String)
          case mixed(Int, label: String)

          struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
            typealias Root = Action
            let moved = CasePaths.AnyCasePath<Action, (x: Int, y: Int)>(
              _name: "moved",
              embed: {
                .moved(x: $0.0, y: $0.1)
              },
              extract: {
                guard case let .moved(v0, v1) = $0 else {
                  return nil
                }
                return (x: v0, y: v1)
              }
            )
            let pair = CasePaths.AnyCasePath<Action, (Int, String)>(
              _name: "pair",
              embed: {
                .pair($0.0, $0.1)
              },
              extract: {
                guard case let .pair(v0, v1) = $0 else {
                  return nil
                }
                return (v0, v1)
              }
            )
            let mixed = CasePaths.AnyCasePath<Action, (Int, label: String)>(
              _name: "mixed",
              embed: {
                .mixed($0.0, label: $0.1)
              },
              extract: {
                guard case let .mixed(v0, v1) = $0 else {
                  return nil
                }
                return (v0, label: v1)
              }
            )
            var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
              [
                CasePaths.PartialCasePath("moved", self.moved),
                CasePaths.PartialCasePath("pair", self.pair),
                CasePaths.PartialCasePath("mixed", self.mixed),
              ]
            }
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = [
                \CasePaths.Case<Action>.moved,
                \CasePaths.Case<Action>.pair,
                \CasePaths.Case<Action>.mixed,
              ]
              return keyPaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#)
  }

  @Test func genericEnum() {
    assertExpansion(
      """
      @CasePathable
      enum Loadable<Value> {
        case loaded(Value)
        case failed(any Error)
        case loading
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Loadable<Value> {
          case loaded(Value)
          case failed(any Error)
          case loading

          struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
            typealias Root = Loadable
            let loaded = CasePaths.AnyCasePath<Loadable, Value>(
              _name: "loaded",
              embedCase: Loadable.loaded,
              extract: {
                guard case let .loaded(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            let failed = CasePaths.AnyCasePath<Loadable, any Error>(
              _name: "failed",
              embedCase: Loadable.failed,
              extract: {
                guard case let .failed(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            let loading = CasePaths.AnyCasePath<Loadable, Swift.Void>(
              _name: "loading",
              embed: { _ in
                .loading
              },
              extract: {
                guard case .loading = $0 else {
                  return nil
                }
                return ()
              }
            )
            var partialCasePaths: [CasePaths.PartialCasePath<Loadable>] {
              [
                CasePaths.PartialCasePath("loaded", self.loaded),
                CasePaths.PartialCasePath("failed", self.failed),
                CasePaths.PartialCasePath("loading", self.loading),
              ]
            }
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Loadable>]> {
              let keyPaths: [CasePaths.PartialCaseKeyPath<Loadable>] = [
                \CasePaths.Case<Loadable>.loaded,
                \CasePaths.Case<Loadable>.failed,
                \CasePaths.Case<Loadable>.loading,
              ]
              return keyPaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Loadable: CasePaths.CasePathable {
        }
        """#)
  }

  @Test func publicEnum() {
    assertExpansion(
      """
      @CasePathable
      public enum Action {
        case tapped
        case set(Int)
      }
      """,
      macros: macros,
      expandsTo: #"""
        public enum Action {
          case tapped
          case set(Int)

          public struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
            public typealias Root = Action
            public let tapped = CasePaths.AnyCasePath<Action, Swift.Void>(
              _name: "tapped",
              embed: { _ in
                .tapped
              },
              extract: {
                guard case .tapped = $0 else {
                  return nil
                }
                return ()
              }
            )
            public let set = CasePaths.AnyCasePath<Action, Int>(
              _name: "set",
              embedCase: Action.set,
              extract: {
                guard case let .set(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            public var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
              [
                CasePaths.PartialCasePath("tapped", self.tapped),
                CasePaths.PartialCasePath("set", self.set),
              ]
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = [
                \CasePaths.Case<Action>.tapped,
                \CasePaths.Case<Action>.set,
              ]
              return keyPaths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#)
  }

  @Test func structIsAnError() {
    assertExpansion(
      """
      @CasePathable
      struct State {}
      """,
      macros: macros,
      expandsTo: """
        struct State {}
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "'@CasePathable' can only be applied to an enum",
          line: 1)
      ])
  }

  @Test func overloadedCaseNamesAreAnError() {
    assertExpansion(
      """
      @CasePathable
      enum Action {
        case set(Int)
        case set(String)
      }
      """,
      macros: macros,
      expandsTo: """
        enum Action {
          case set(Int)
          case set(String)
        }
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "'@CasePathable' cannot name two cases 'set': case paths are named by the case's base name, so overloaded cases need distinct names",
          line: 4)
      ])
  }

  @Test func ifConfigCasesAreMirrored() {
    assertExpansion(
      """
      @CasePathable
      enum Action {
        case tap
        #if os(macOS)
          case menu(Int)
        #else
          case touch(Int)
        #endif
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Action {
          case tap
          #if os(macOS)
            case menu(Int)
          #else
            case touch(Int)
          #endif

          struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
            typealias Root = Action
            let tap = CasePaths.AnyCasePath<Action, Swift.Void>(
              _name: "tap",
              embed: { _ in
                .tap
              },
              extract: {
                guard case .tap = $0 else {
                  return nil
                }
                return ()
              }
            )
            #if os(macOS)
              let menu = CasePaths.AnyCasePath<Action, Int>(
                _name: "menu",
                embedCase: Action.menu,
                extract: {
                  guard case let .menu(v0) = $0 else {
                  return nil
                }
                  return v0
                }
              )
            #else
              let touch = CasePaths.AnyCasePath<Action, Int>(
                _name: "touch",
                embedCase: Action.touch,
                extract: {
                  guard case let .touch(v0) = $0 else {
                  return nil
                }
                  return v0
                }
              )
            #endif
            var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
              {
                var result: [CasePaths.PartialCasePath<Action>] = []
                result.append(CasePaths.PartialCasePath("tap", self.tap))
                #if os(macOS)
                result.append(CasePaths.PartialCasePath("menu", self.menu))
                #else
                result.append(CasePaths.PartialCasePath("touch", self.touch))
                #endif
                return result
              }()
            }
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = {
                var result: [CasePaths.PartialCaseKeyPath<Action>] = []
                result.append(\CasePaths.Case<Action>.tap)
                #if os(macOS)
                result.append(\CasePaths.Case<Action>.menu)
                #else
                result.append(\CasePaths.Case<Action>.touch)
                #endif
                return result
              }()
              return keyPaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#)
  }
}
