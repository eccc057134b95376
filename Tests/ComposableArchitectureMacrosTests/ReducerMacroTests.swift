import ComposableArchitectureMacroExpansions
import SwiftSyntaxMacroExpansion
import Testing

private let macros: [String: MacroSpec] = [
  "Reducer": MacroSpec(
    type: ReducerMacro.self,
    conformances: ["ComposableArchitecture.Reducer", "ComposableArchitecture.CaseReducer"]),
  "ReducerCaseIgnored": MacroSpec(type: ReducerCaseMarkerMacro.self),
  "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseMarkerMacro.self),
]

@Suite struct ReducerMacroTests {
  @Test func structFeature() {
    assertExpansion(
      """
      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable {
          var count = 0
        }
        enum Action {
          case incrementButtonTapped
        }
        var body: some Reducer<State, Action> {
          Reduce { state, _ in
            state.count += 1
            return .none
          }
        }
      }
      """,
      macros: macros,
      expandsTo: """
        struct Counter {
          @ObservableState
          struct State: Equatable {
            var count = 0
          }
          @ComposableArchitecture.CasePathable
          enum Action {
            case incrementButtonTapped
          }
          @ComposableArchitecture.ReducerBuilder<State, Action>
          var body: some Reducer<State, Action> {
            Reduce { state, _ in
              state.count += 1
              return .none
            }
          }
        }

        extension Counter: ComposableArchitecture.Reducer {
        }
        """)
  }

  @Test func enumStateIsCasePathableWithDynamicMemberLookup() {
    assertExpansion(
      """
      @Reducer
      struct Root {
        enum State {
          case loggedIn(Home.State)
          case loggedOut
        }
        @CasePathable
        enum Action {
          case home(Home.Action)
        }
        @ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """,
      macros: macros,
      expandsTo: """
        struct Root {
          @ComposableArchitecture.CasePathable @dynamicMemberLookup
          enum State {
            case loggedIn(Home.State)
            case loggedOut
          }
          @CasePathable
          enum Action {
            case home(Home.Action)
          }
          @ReducerBuilder<State, Action>
          var body: some Reducer<State, Action> {
            EmptyReducer()
          }
        }

        extension Root: ComposableArchitecture.Reducer {
        }
        """)
  }

  @Test func emptyStruct() {
    assertExpansion(
      """
      @Reducer
      struct Empty {}
      """,
      macros: macros,
      expandsTo: """
        struct Empty {

          struct State: Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable, ComposableArchitecture.ObservableState, Observation.Observable {
            init() {
            }
            var _$id: ComposableArchitecture.ObservableStateID {
              ComposableArchitecture.ObservableStateID(for: Self.self)
            }
            mutating func _$willModify() {
            }
          }

          enum Action: Swift.Equatable, Swift.Hashable, Swift.Sendable, CasePaths.CasePathable {
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = Action

              var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
                []
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = []
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          var body: ComposableArchitecture.EmptyReducer<State, Action> {
            ComposableArchitecture.EmptyReducer<State, Action>()
          }
        }

        extension Empty: ComposableArchitecture.Reducer {
        }
        """)
  }

  @Test func publicEmptyStruct() {
    assertExpansion(
      """
      @Reducer
      public struct Empty {}
      """,
      macros: macros,
      expandsTo: """
        public struct Empty {

          public struct State: Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable, ComposableArchitecture.ObservableState, Observation.Observable {
            public init() {
            }
            public var _$id: ComposableArchitecture.ObservableStateID {
              ComposableArchitecture.ObservableStateID(for: Self.self)
            }
            public mutating func _$willModify() {
            }
          }

          public enum Action: Swift.Equatable, Swift.Hashable, Swift.Sendable, CasePaths.CasePathable {
            public struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              public typealias Root = Action

              public var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
                []
              }
              public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = []
                return keyPaths.makeIterator()
              }
            }
            public static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          public var body: ComposableArchitecture.EmptyReducer<State, Action> {
            ComposableArchitecture.EmptyReducer<State, Action>()
          }
        }

        extension Empty: ComposableArchitecture.Reducer {
        }
        """)
  }

  @Test func stateTypealiasIsLeftAlone() {
    assertExpansion(
      """
      @Reducer
      struct Wrapper {
        typealias State = Counter.State
        typealias Action = Counter.Action
        var body: some Reducer<State, Action> {
          Counter()
        }
      }
      """,
      macros: macros,
      expandsTo: """
        struct Wrapper {
          typealias State = Counter.State
          typealias Action = Counter.Action
          @ComposableArchitecture.ReducerBuilder<State, Action>
          var body: some Reducer<State, Action> {
            Counter()
          }
        }

        extension Wrapper: ComposableArchitecture.Reducer {
        }
        """)
  }

  @Test func enumOfFeatures() {
    assertExpansion(
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        case detail(DetailFeature = DetailFeature(id: 1))
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case toast(ToastState<Toast>)
        @ReducerCaseIgnored
        case meeting(Meeting, syncUp: SyncUp)
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Destination {
          case edit(EditFeature)
          case detail(DetailFeature = DetailFeature(id: 1))
          case alert(AlertState<Alert>)
          case toast(ToastState<Toast>)
          case meeting(Meeting, syncUp: SyncUp)

          @dynamicMemberLookup
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case edit(EditFeature.State)
            case detail(DetailFeature.State)
            case alert(AlertState<Alert>)
            case toast(ToastState<Toast>)
            case meeting(Meeting, syncUp: SyncUp)
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = State
              let edit = CasePaths.AnyCasePath<State, EditFeature.State>(
                _name: "edit",
                embedCase: State.edit,
                extract: {
                  guard case let .edit(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let detail = CasePaths.AnyCasePath<State, DetailFeature.State>(
                _name: "detail",
                embedCase: State.detail,
                extract: {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let alert = CasePaths.AnyCasePath<State, AlertState<Alert>>(
                _name: "alert",
                embedCase: State.alert,
                extract: {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let toast = CasePaths.AnyCasePath<State, ToastState<Toast>>(
                _name: "toast",
                embedCase: State.toast,
                extract: {
                  guard case let .toast(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let meeting = CasePaths.AnyCasePath<State, (Meeting, syncUp: SyncUp)>(
                _name: "meeting",
                embed: {
                  .meeting($0.0, syncUp: $0.1)
                },
                extract: {
                  guard case let .meeting(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, syncUp: v1)
                }
              )
              var partialCasePaths: [CasePaths.PartialCasePath<State>] {
                [
                  CasePaths.PartialCasePath("edit", self.edit),
                  CasePaths.PartialCasePath("detail", self.detail),
                  CasePaths.PartialCasePath("alert", self.alert),
                  CasePaths.PartialCasePath("toast", self.toast),
                  CasePaths.PartialCasePath("meeting", self.meeting),
                ]
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<State>] = [
                  \CasePaths.Case<State>.edit,
                  \CasePaths.Case<State>.detail,
                  \CasePaths.Case<State>.alert,
                  \CasePaths.Case<State>.toast,
                  \CasePaths.Case<State>.meeting,
                ]
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
            var _$id: ComposableArchitecture.ObservableStateID {
              ComposableArchitecture.ObservableStateID(for: Self.self)
            }
            mutating func _$willModify() {
            }
          }

          enum Action: CasePaths.CasePathable {
            case edit(EditFeature.Action)
            case detail(DetailFeature.Action)
            case alert(Alert)
            case toast(Toast)
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = Action
              let edit = CasePaths.AnyCasePath<Action, EditFeature.Action>(
                _name: "edit",
                embedCase: Action.edit,
                extract: {
                  guard case let .edit(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let detail = CasePaths.AnyCasePath<Action, DetailFeature.Action>(
                _name: "detail",
                embedCase: Action.detail,
                extract: {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let alert = CasePaths.AnyCasePath<Action, Alert>(
                _name: "alert",
                embedCase: Action.alert,
                extract: {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let toast = CasePaths.AnyCasePath<Action, Toast>(
                _name: "toast",
                embedCase: Action.toast,
                extract: {
                  guard case let .toast(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
                [
                  CasePaths.PartialCasePath("edit", self.edit),
                  CasePaths.PartialCasePath("detail", self.detail),
                  CasePaths.PartialCasePath("alert", self.alert),
                  CasePaths.PartialCasePath("toast", self.toast),
                ]
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = [
                  \CasePaths.Case<Action>.edit,
                  \CasePaths.Case<Action>.detail,
                  \CasePaths.Case<Action>.alert,
                  \CasePaths.Case<Action>.toast,
                ]
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
            ComposableArchitecture.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
              EditFeature()
            }
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              DetailFeature(id: 1)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#)
  }

  @Test func enumWithoutFeatures() {
    assertExpansion(
      """
      @Reducer
      public enum Destination {
        case alert(AlertState<Alert>)
      }
      """,
      macros: macros,
      expandsTo: #"""
        public enum Destination {
          case alert(AlertState<Alert>)

          @dynamicMemberLookup
          public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
            public typealias StateReducer = Destination
            case alert(AlertState<Alert>)
            public struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              public typealias Root = State
              public let alert = CasePaths.AnyCasePath<State, AlertState<Alert>>(
                _name: "alert",
                embedCase: State.alert,
                extract: {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              public var partialCasePaths: [CasePaths.PartialCasePath<State>] {
                [
                  CasePaths.PartialCasePath("alert", self.alert),
                ]
              }
              public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<State>] = [
                  \CasePaths.Case<State>.alert,
                ]
                return keyPaths.makeIterator()
              }
            }
            public static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
            public var _$id: ComposableArchitecture.ObservableStateID {
              ComposableArchitecture.ObservableStateID(for: Self.self)
            }
            public mutating func _$willModify() {
            }
          }

          public enum Action: CasePaths.CasePathable {
            case alert(Alert)
            public struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              public typealias Root = Action
              public let alert = CasePaths.AnyCasePath<Action, Alert>(
                _name: "alert",
                embedCase: Action.alert,
                extract: {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              public var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
                [
                  CasePaths.PartialCasePath("alert", self.alert),
                ]
              }
              public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = [
                  \CasePaths.Case<Action>.alert,
                ]
                return keyPaths.makeIterator()
              }
            }
            public static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          public static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#)
  }

  @Test func synthesizedConformances() {
    assertExpansion(
      """
      @Reducer(state: .equatable, .hashable, action: .equatable)
      enum Path {
        case detail(DetailFeature)
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Path {
          case detail(DetailFeature)

          @dynamicMemberLookup
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, ComposableArchitecture.ObservableState, Observation.Observable, Swift.Equatable, Swift.Hashable {
            typealias StateReducer = Path
            case detail(DetailFeature.State)
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = State
              let detail = CasePaths.AnyCasePath<State, DetailFeature.State>(
                _name: "detail",
                embedCase: State.detail,
                extract: {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              var partialCasePaths: [CasePaths.PartialCasePath<State>] {
                [
                  CasePaths.PartialCasePath("detail", self.detail),
                ]
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<State>] = [
                  \CasePaths.Case<State>.detail,
                ]
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
            var _$id: ComposableArchitecture.ObservableStateID {
              ComposableArchitecture.ObservableStateID(for: Self.self)
            }
            mutating func _$willModify() {
            }
          }

          enum Action: CasePaths.CasePathable, Swift.Equatable {
            case detail(DetailFeature.Action)
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = Action
              let detail = CasePaths.AnyCasePath<Action, DetailFeature.Action>(
                _name: "detail",
                embedCase: Action.detail,
                extract: {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
                [
                  CasePaths.PartialCasePath("detail", self.detail),
                ]
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = [
                  \CasePaths.Case<Action>.detail,
                ]
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              DetailFeature()
            }
          }
        }

        extension Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#)
  }

  @Test func classIsAnError() {
    assertExpansion(
      """
      @Reducer
      class Feature {}
      """,
      macros: macros,
      expandsTo: """
        class Feature {}
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "'@Reducer' can only be applied to a struct or an enum",
          line: 1)
      ])
  }

  @Test func reduceAndBodyIsAnError() {
    assertExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """,
      macros: macros,
      expandsTo: """
        struct Feature {
          struct State {}
          @ComposableArchitecture.CasePathable
          enum Action {}
          func reduce(into state: inout State, action: Action) -> Effect<Action> {
            .none
          }
          @ComposableArchitecture.ReducerBuilder<State, Action>
          var body: some Reducer<State, Action> {
            EmptyReducer()
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """,
      diagnostics: [
        ExpectedDiagnostic(
          "A 'reduce' method should not be defined in a reducer with a 'body': it takes precedence, and 'body' is never run",
          line: 5)
      ])
  }

  @Test func enumWithItsOwnBody() {
    assertExpansion(
      """
      @Reducer
      enum Game {
        case login(Login)
        case newGame(NewGame)
        static var body: some ReducerOf<Self> {
          EmptyReducer()
            .ifCaseLet(\\.login, action: \\.login) { Login() }
        }
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Game {
          case login(Login)
          case newGame(NewGame)
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReducerOf<Self> {
            EmptyReducer()
              .ifCaseLet(\.login, action: \.login) { Login() }
          }

          @dynamicMemberLookup
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Game
            case login(Login.State)
            case newGame(NewGame.State)
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = State
              let login = CasePaths.AnyCasePath<State, Login.State>(
                _name: "login",
                embedCase: State.login,
                extract: {
                  guard case let .login(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let newGame = CasePaths.AnyCasePath<State, NewGame.State>(
                _name: "newGame",
                embedCase: State.newGame,
                extract: {
                  guard case let .newGame(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              var partialCasePaths: [CasePaths.PartialCasePath<State>] {
                [
                  CasePaths.PartialCasePath("login", self.login),
                  CasePaths.PartialCasePath("newGame", self.newGame),
                ]
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<State>] = [
                  \CasePaths.Case<State>.login,
                  \CasePaths.Case<State>.newGame,
                ]
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
            var _$id: ComposableArchitecture.ObservableStateID {
              ComposableArchitecture.ObservableStateID(for: Self.self)
            }
            mutating func _$willModify() {
            }
          }

          enum Action: CasePaths.CasePathable {
            case login(Login.Action)
            case newGame(NewGame.Action)
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = Action
              let login = CasePaths.AnyCasePath<Action, Login.Action>(
                _name: "login",
                embedCase: Action.login,
                extract: {
                  guard case let .login(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let newGame = CasePaths.AnyCasePath<Action, NewGame.Action>(
                _name: "newGame",
                embedCase: Action.newGame,
                extract: {
                  guard case let .newGame(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
                [
                  CasePaths.PartialCasePath("login", self.login),
                  CasePaths.PartialCasePath("newGame", self.newGame),
                ]
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = [
                  \CasePaths.Case<Action>.login,
                  \CasePaths.Case<Action>.newGame,
                ]
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }
        }

        extension Game: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#)
  }

  @Test func enumWithItsOwnAction() {
    assertExpansion(
      """
      @Reducer
      enum Destination {
        case edit(Form)
        case alert(AlertState<Alert>)
        @CasePathable
        enum Action {
          case edit(Form.Action)
          case alert(Alert)
        }
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Destination {
          case edit(Form)
          case alert(AlertState<Alert>)
          @CasePathable
          enum Action {
            case edit(Form.Action)
            case alert(Alert)
          }

          @dynamicMemberLookup
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case edit(Form.State)
            case alert(AlertState<Alert>)
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = State
              let edit = CasePaths.AnyCasePath<State, Form.State>(
                _name: "edit",
                embedCase: State.edit,
                extract: {
                  guard case let .edit(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              let alert = CasePaths.AnyCasePath<State, AlertState<Alert>>(
                _name: "alert",
                embedCase: State.alert,
                extract: {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              var partialCasePaths: [CasePaths.PartialCasePath<State>] {
                [
                  CasePaths.PartialCasePath("edit", self.edit),
                  CasePaths.PartialCasePath("alert", self.alert),
                ]
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<State>] = [
                  \CasePaths.Case<State>.edit,
                  \CasePaths.Case<State>.alert,
                ]
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
            var _$id: ComposableArchitecture.ObservableStateID {
              ComposableArchitecture.ObservableStateID(for: Self.self)
            }
            mutating func _$willModify() {
            }
          }

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
            ComposableArchitecture.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
              Form()
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#)
  }

  @Test func bodyNamesTheDomain() {
    assertExpansion(
      """
      @Reducer
      struct Counter {
        enum Action {
          case increment
        }
        var body: some Reducer<Int, Action> {
          EmptyReducer()
        }
      }
      @Reducer
      struct Favoriting<ID: Hashable & Sendable> {
        var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
          EmptyReducer()
        }
      }
      @Reducer
      struct Fixed {
        let body = EmptyReducer<Int, Int>()
      }
      """,
      macros: macros,
      expandsTo: #"""
        struct Counter {
          @ComposableArchitecture.CasePathable
          enum Action {
            case increment
          }
          @ComposableArchitecture.ReducerBuilder<Int, Action>
          var body: some Reducer<Int, Action> {
            EmptyReducer()
          }
        }
        struct Favoriting<ID: Hashable & Sendable> {
          @ComposableArchitecture.ReducerBuilder<FavoritingState<ID>, FavoritingAction>
          var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
            EmptyReducer()
          }
        }
        struct Fixed {
          let body = EmptyReducer<Int, Int>()
        }

        extension Counter: ComposableArchitecture.Reducer {
        }

        extension Favoriting: ComposableArchitecture.Reducer {
        }

        extension Fixed: ComposableArchitecture.Reducer {
        }
        """#)
  }

  @Test func ifConfigCasesAreMirrored() {
    assertExpansion(
      """
      @Reducer
      enum Feature {
        case child(Child)
        #if os(macOS)
          case mac(Child)
          case macAlert(AlertState<Options>)
        #elseif DEBUG
          case debug(Child)
        #else
          case other
        #endif
      }
      """,
      macros: macros,
      expandsTo: #"""
        enum Feature {
          case child(Child)
          #if os(macOS)
            case mac(Child)
            case macAlert(AlertState<Options>)
          #elseif DEBUG
            case debug(Child)
          #else
            case other
          #endif

          @dynamicMemberLookup
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Feature
            case child(Child.State)
            #if os(macOS)
            case mac(Child.State)
            case macAlert(AlertState<Options>)
            #elseif DEBUG
            case debug(Child.State)
            #else
            case other
            #endif
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = State
              let child = CasePaths.AnyCasePath<State, Child.State>(
                _name: "child",
                embedCase: State.child,
                extract: {
                  guard case let .child(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              #if os(macOS)
                let mac = CasePaths.AnyCasePath<State, Child.State>(
                  _name: "mac",
                  embedCase: State.mac,
                  extract: {
                    guard case let .mac(v0) = $0 else {
                    return nil
                  }
                    return v0
                  }
                )
                let macAlert = CasePaths.AnyCasePath<State, AlertState<Options>>(
                  _name: "macAlert",
                  embedCase: State.macAlert,
                  extract: {
                    guard case let .macAlert(v0) = $0 else {
                    return nil
                  }
                    return v0
                  }
                )
              #elseif DEBUG
                let debug = CasePaths.AnyCasePath<State, Child.State>(
                  _name: "debug",
                  embedCase: State.debug,
                  extract: {
                    guard case let .debug(v0) = $0 else {
                    return nil
                  }
                    return v0
                  }
                )
              #else
                let other = CasePaths.AnyCasePath<State, Swift.Void>(
                  _name: "other",
                  embed: { _ in
                  .other
                },
                  extract: {
                    guard case .other = $0 else {
                    return nil
                  }
                    return ()
                  }
                )
              #endif
              var partialCasePaths: [CasePaths.PartialCasePath<State>] {
                {
                  var result: [CasePaths.PartialCasePath<State>] = []
                  result.append(CasePaths.PartialCasePath("child", self.child))
                  #if os(macOS)
                  result.append(CasePaths.PartialCasePath("mac", self.mac))
                  result.append(CasePaths.PartialCasePath("macAlert", self.macAlert))
                  #elseif DEBUG
                  result.append(CasePaths.PartialCasePath("debug", self.debug))
                  #else
                  result.append(CasePaths.PartialCasePath("other", self.other))
                  #endif
                  return result
                }()
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<State>] = {
                  var result: [CasePaths.PartialCaseKeyPath<State>] = []
                  result.append(\CasePaths.Case<State>.child)
                  #if os(macOS)
                  result.append(\CasePaths.Case<State>.mac)
                  result.append(\CasePaths.Case<State>.macAlert)
                  #elseif DEBUG
                  result.append(\CasePaths.Case<State>.debug)
                  #else
                  result.append(\CasePaths.Case<State>.other)
                  #endif
                  return result
                }()
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
            var _$id: ComposableArchitecture.ObservableStateID {
              ComposableArchitecture.ObservableStateID(for: Self.self)
            }
            mutating func _$willModify() {
            }
          }

          enum Action: CasePaths.CasePathable {
            case child(Child.Action)
            #if os(macOS)
            case mac(Child.Action)
            case macAlert(Options)
            #elseif DEBUG
            case debug(Child.Action)
            #else
            #endif
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = Action
              let child = CasePaths.AnyCasePath<Action, Child.Action>(
                _name: "child",
                embedCase: Action.child,
                extract: {
                  guard case let .child(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              #if os(macOS)
                let mac = CasePaths.AnyCasePath<Action, Child.Action>(
                  _name: "mac",
                  embedCase: Action.mac,
                  extract: {
                    guard case let .mac(v0) = $0 else {
                    return nil
                  }
                    return v0
                  }
                )
                let macAlert = CasePaths.AnyCasePath<Action, Options>(
                  _name: "macAlert",
                  embedCase: Action.macAlert,
                  extract: {
                    guard case let .macAlert(v0) = $0 else {
                    return nil
                  }
                    return v0
                  }
                )
              #elseif DEBUG
                let debug = CasePaths.AnyCasePath<Action, Child.Action>(
                  _name: "debug",
                  embedCase: Action.debug,
                  extract: {
                    guard case let .debug(v0) = $0 else {
                    return nil
                  }
                    return v0
                  }
                )
              #else
              #endif
              var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
                {
                  var result: [CasePaths.PartialCasePath<Action>] = []
                  result.append(CasePaths.PartialCasePath("child", self.child))
                  #if os(macOS)
                  result.append(CasePaths.PartialCasePath("mac", self.mac))
                  result.append(CasePaths.PartialCasePath("macAlert", self.macAlert))
                  #elseif DEBUG
                  result.append(CasePaths.PartialCasePath("debug", self.debug))
                  #else
                  #endif
                  return result
                }()
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = {
                  var result: [CasePaths.PartialCaseKeyPath<Action>] = []
                  result.append(\CasePaths.Case<Action>.child)
                  #if os(macOS)
                  result.append(\CasePaths.Case<Action>.mac)
                  result.append(\CasePaths.Case<Action>.macAlert)
                  #elseif DEBUG
                  result.append(\CasePaths.Case<Action>.debug)
                  #else
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

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
            ComposableArchitecture.Scope(state: \Self.State.Cases.child, action: \Self.Action.Cases.child) {
              Child()
            }
            #if os(macOS)
            ComposableArchitecture.Scope(state: \Self.State.Cases.mac, action: \Self.Action.Cases.mac) {
              Child()
            }
            #elseif DEBUG
            ComposableArchitecture.Scope(state: \Self.State.Cases.debug, action: \Self.Action.Cases.debug) {
              Child()
            }
            #else
            #endif
          }
        }

        extension Feature: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#)
  }

  @Test func declaredConformancesAreNotAddedAgain() {
    assertExpansion(
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      @Reducer
      enum Destination: Reducer {
        case edit(Form)
      }
      """,
      macros: macros,
      expandsTo: #"""
        struct Feature: Reducer {
          struct State {}
          @ComposableArchitecture.CasePathable
          enum Action {}
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        enum Destination: Reducer {
          case edit(Form)

          @dynamicMemberLookup
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case edit(Form.State)
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = State
              let edit = CasePaths.AnyCasePath<State, Form.State>(
                _name: "edit",
                embedCase: State.edit,
                extract: {
                  guard case let .edit(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              var partialCasePaths: [CasePaths.PartialCasePath<State>] {
                [
                  CasePaths.PartialCasePath("edit", self.edit),
                ]
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<State>] = [
                  \CasePaths.Case<State>.edit,
                ]
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
            var _$id: ComposableArchitecture.ObservableStateID {
              ComposableArchitecture.ObservableStateID(for: Self.self)
            }
            mutating func _$willModify() {
            }
          }

          enum Action: CasePaths.CasePathable {
            case edit(Form.Action)
            struct AllCasePaths: CasePaths.CasePathCollection, Swift.Sequence {
              typealias Root = Action
              let edit = CasePaths.AnyCasePath<Action, Form.Action>(
                _name: "edit",
                embedCase: Action.edit,
                extract: {
                  guard case let .edit(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
              var partialCasePaths: [CasePaths.PartialCasePath<Action>] {
                [
                  CasePaths.PartialCasePath("edit", self.edit),
                ]
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                let keyPaths: [CasePaths.PartialCaseKeyPath<Action>] = [
                  \CasePaths.Case<Action>.edit,
                ]
                return keyPaths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
            ComposableArchitecture.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
              Form()
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer {
        }
        """#)
  }
}
