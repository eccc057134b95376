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
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
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
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
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
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
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
}
