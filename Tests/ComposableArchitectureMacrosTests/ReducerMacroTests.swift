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

          @ComposableArchitecture.ObservableState
          struct State: Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable {
            init() {
            }
          }

          @ComposableArchitecture.CasePathable
          enum Action: Swift.Equatable, Swift.Hashable, Swift.Sendable {
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

          @ComposableArchitecture.ObservableState
          public struct State: Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable {
            public init() {
            }
          }

          @ComposableArchitecture.CasePathable
          public enum Action: Swift.Equatable, Swift.Hashable, Swift.Sendable {
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

          @ComposableArchitecture.CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          enum State: ComposableArchitecture.CaseReducerState {
            typealias StateReducer = Destination
            case edit(EditFeature.State)
            case detail(DetailFeature.State)
            case alert(AlertState<Alert>)
            case toast(ToastState<Toast>)
            case meeting(Meeting, syncUp: SyncUp)
          }

          @ComposableArchitecture.CasePathable
          enum Action {
            case edit(EditFeature.Action)
            case detail(DetailFeature.Action)
            case alert(Alert)
            case toast(Toast)
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
      expandsTo: """
        public enum Destination {
          case alert(AlertState<Alert>)

          @ComposableArchitecture.CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          public enum State: ComposableArchitecture.CaseReducerState {
            public typealias StateReducer = Destination
            case alert(AlertState<Alert>)
          }

          @ComposableArchitecture.CasePathable
          public enum Action {
            case alert(Alert)
          }

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          public static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """)
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

          @ComposableArchitecture.CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          enum State: ComposableArchitecture.CaseReducerState, Swift.Equatable, Swift.Hashable {
            typealias StateReducer = Path
            case detail(DetailFeature.State)
          }

          @ComposableArchitecture.CasePathable
          enum Action: Swift.Equatable {
            case detail(DetailFeature.Action)
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

          @ComposableArchitecture.CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          enum State: ComposableArchitecture.CaseReducerState {
            typealias StateReducer = Game
            case login(Login.State)
            case newGame(NewGame.State)
          }

          @ComposableArchitecture.CasePathable
          enum Action {
            case login(Login.Action)
            case newGame(NewGame.Action)
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

          @ComposableArchitecture.CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          enum State: ComposableArchitecture.CaseReducerState {
            typealias StateReducer = Destination
            case edit(Form.State)
            case alert(AlertState<Alert>)
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

          @ComposableArchitecture.CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          enum State: ComposableArchitecture.CaseReducerState {
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
          }

          @ComposableArchitecture.CasePathable
          enum Action {
            case child(Child.Action)
            #if os(macOS)
            case mac(Child.Action)
            case macAlert(Options)
            #elseif DEBUG
            case debug(Child.Action)
            #else
            #endif
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

          @ComposableArchitecture.CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          enum State: ComposableArchitecture.CaseReducerState {
            typealias StateReducer = Destination
            case edit(Form.State)
          }

          @ComposableArchitecture.CasePathable
          enum Action {
            case edit(Form.Action)
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
