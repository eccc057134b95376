import ComposableArchitectureMacroExpansions
import SwiftSyntaxMacroExpansion
import Testing

private let macros: [String: MacroSpec] = [
  "CasePathable": MacroSpec(
    type: CasePathableMacro.self, conformances: ["ComposableArchitecture.CasePathable"])
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

          struct AllCasePaths: ComposableArchitecture.CasePathCollection, Swift.Sequence {
            typealias Root = Action
            let incrementButtonTapped = ComposableArchitecture.AnyCasePath<Action, Swift.Void>(
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
            let reset = ComposableArchitecture.AnyCasePath<Action, Swift.Void>(
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
            var partialCasePaths: [ComposableArchitecture.PartialCasePath<Action>] {
              [
                ComposableArchitecture.PartialCasePath("incrementButtonTapped", self.incrementButtonTapped),
                ComposableArchitecture.PartialCasePath("reset", self.reset),
              ]
            }
            func makeIterator() -> Swift.IndexingIterator<[ComposableArchitecture.PartialCaseKeyPath<Action>]> {
              let keyPaths: [ComposableArchitecture.PartialCaseKeyPath<Action>] = [
                \ComposableArchitecture.Case<Action>.incrementButtonTapped,
                \ComposableArchitecture.Case<Action>.reset,
              ]
              return keyPaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: ComposableArchitecture.CasePathable {
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

          struct AllCasePaths: ComposableArchitecture.CasePathCollection, Swift.Sequence {
            typealias Root = Action
            let counter = ComposableArchitecture.AnyCasePath<Action, Counter.Action>(
              _name: "counter",
              embed: Action.counter,
              extract: {
                guard case let .counter(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            let named = ComposableArchitecture.AnyCasePath<Action, Int>(
              _name: "named",
              embed: Action.named(id:),
              extract: {
                guard case let .named(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            var partialCasePaths: [ComposableArchitecture.PartialCasePath<Action>] {
              [
                ComposableArchitecture.PartialCasePath("counter", self.counter),
                ComposableArchitecture.PartialCasePath("named", self.named),
              ]
            }
            func makeIterator() -> Swift.IndexingIterator<[ComposableArchitecture.PartialCaseKeyPath<Action>]> {
              let keyPaths: [ComposableArchitecture.PartialCaseKeyPath<Action>] = [
                \ComposableArchitecture.Case<Action>.counter,
                \ComposableArchitecture.Case<Action>.named,
              ]
              return keyPaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: ComposableArchitecture.CasePathable {
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

          struct AllCasePaths: ComposableArchitecture.CasePathCollection, Swift.Sequence {
            typealias Root = Action
            let moved = ComposableArchitecture.AnyCasePath<Action, (x: Int, y: Int)>(
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
            let pair = ComposableArchitecture.AnyCasePath<Action, (Int, String)>(
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
            let mixed = ComposableArchitecture.AnyCasePath<Action, (Int, label: String)>(
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
            var partialCasePaths: [ComposableArchitecture.PartialCasePath<Action>] {
              [
                ComposableArchitecture.PartialCasePath("moved", self.moved),
                ComposableArchitecture.PartialCasePath("pair", self.pair),
                ComposableArchitecture.PartialCasePath("mixed", self.mixed),
              ]
            }
            func makeIterator() -> Swift.IndexingIterator<[ComposableArchitecture.PartialCaseKeyPath<Action>]> {
              let keyPaths: [ComposableArchitecture.PartialCaseKeyPath<Action>] = [
                \ComposableArchitecture.Case<Action>.moved,
                \ComposableArchitecture.Case<Action>.pair,
                \ComposableArchitecture.Case<Action>.mixed,
              ]
              return keyPaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: ComposableArchitecture.CasePathable {
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

          struct AllCasePaths: ComposableArchitecture.CasePathCollection, Swift.Sequence {
            typealias Root = Loadable
            let loaded = ComposableArchitecture.AnyCasePath<Loadable, Value>(
              _name: "loaded",
              embed: Loadable.loaded,
              extract: {
                guard case let .loaded(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            let failed = ComposableArchitecture.AnyCasePath<Loadable, any Error>(
              _name: "failed",
              embed: Loadable.failed,
              extract: {
                guard case let .failed(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            let loading = ComposableArchitecture.AnyCasePath<Loadable, Swift.Void>(
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
            var partialCasePaths: [ComposableArchitecture.PartialCasePath<Loadable>] {
              [
                ComposableArchitecture.PartialCasePath("loaded", self.loaded),
                ComposableArchitecture.PartialCasePath("failed", self.failed),
                ComposableArchitecture.PartialCasePath("loading", self.loading),
              ]
            }
            func makeIterator() -> Swift.IndexingIterator<[ComposableArchitecture.PartialCaseKeyPath<Loadable>]> {
              let keyPaths: [ComposableArchitecture.PartialCaseKeyPath<Loadable>] = [
                \ComposableArchitecture.Case<Loadable>.loaded,
                \ComposableArchitecture.Case<Loadable>.failed,
                \ComposableArchitecture.Case<Loadable>.loading,
              ]
              return keyPaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Loadable: ComposableArchitecture.CasePathable {
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

          public struct AllCasePaths: ComposableArchitecture.CasePathCollection, Swift.Sequence {
            public typealias Root = Action
            public let tapped = ComposableArchitecture.AnyCasePath<Action, Swift.Void>(
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
            public let set = ComposableArchitecture.AnyCasePath<Action, Int>(
              _name: "set",
              embed: Action.set,
              extract: {
                guard case let .set(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
            public var partialCasePaths: [ComposableArchitecture.PartialCasePath<Action>] {
              [
                ComposableArchitecture.PartialCasePath("tapped", self.tapped),
                ComposableArchitecture.PartialCasePath("set", self.set),
              ]
            }
            public func makeIterator() -> Swift.IndexingIterator<[ComposableArchitecture.PartialCaseKeyPath<Action>]> {
              let keyPaths: [ComposableArchitecture.PartialCaseKeyPath<Action>] = [
                \ComposableArchitecture.Case<Action>.tapped,
                \ComposableArchitecture.Case<Action>.set,
              ]
              return keyPaths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: ComposableArchitecture.CasePathable {
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

          struct AllCasePaths: ComposableArchitecture.CasePathCollection, Swift.Sequence {
            typealias Root = Action
            let tap = ComposableArchitecture.AnyCasePath<Action, Swift.Void>(
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
              let menu = ComposableArchitecture.AnyCasePath<Action, Int>(
                _name: "menu",
                embed: Action.menu,
                extract: {
                  guard case let .menu(v0) = $0 else {
                  return nil
                }
                  return v0
                }
              )
            #else
              let touch = ComposableArchitecture.AnyCasePath<Action, Int>(
                _name: "touch",
                embed: Action.touch,
                extract: {
                  guard case let .touch(v0) = $0 else {
                  return nil
                }
                  return v0
                }
              )
            #endif
            var partialCasePaths: [ComposableArchitecture.PartialCasePath<Action>] {
              {
                var result: [ComposableArchitecture.PartialCasePath<Action>] = []
                result.append(ComposableArchitecture.PartialCasePath("tap", self.tap))
                #if os(macOS)
                result.append(ComposableArchitecture.PartialCasePath("menu", self.menu))
                #else
                result.append(ComposableArchitecture.PartialCasePath("touch", self.touch))
                #endif
                return result
              }()
            }
            func makeIterator() -> Swift.IndexingIterator<[ComposableArchitecture.PartialCaseKeyPath<Action>]> {
              let keyPaths: [ComposableArchitecture.PartialCaseKeyPath<Action>] = {
                var result: [ComposableArchitecture.PartialCaseKeyPath<Action>] = []
                result.append(\ComposableArchitecture.Case<Action>.tap)
                #if os(macOS)
                result.append(\ComposableArchitecture.Case<Action>.menu)
                #else
                result.append(\ComposableArchitecture.Case<Action>.touch)
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

        extension Action: ComposableArchitecture.CasePathable {
        }
        """#)
  }
}
