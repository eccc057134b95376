import ComposableArchitecture
import Foundation
import Testing

// Each form the macros write, compiled and run: the features are written as TCA's docs write them.

@Reducer
private struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var isOn = false
  }
  enum Action: Equatable {
    case toggle
  }
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}

@Reducer
private struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var saved = false
  }
  enum Action: Equatable {
    case setText(String)
    case save
    case response(Result<Int, Failure>)
  }
  struct Failure: Error, Equatable {}
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .setText(let text):
        state.text = text
        return .none
      case .save:
        state.saved = true
        return .send(.response(.success(state.text.count)))
      case .response:
        return .none
      }
    }
  }
}

@Reducer
private struct Empty {}

@Reducer
private struct App {
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case edit(Editor)
    case row(Row)
    @ReducerCaseIgnored
    case note(String)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    var path = StackState<Destination.State>()
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case rows(IdentifiedActionOf<Row>)
    case path(StackActionOf<Destination>)
    case edit
    case labelled(id: Int, title: String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .edit = action { state.destination = .edit(Editor.State()) }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.rows, action: \.rows) { Row() }
    .forEach(\.path, action: \.path)
  }
}

@Reducer
private struct Session {
  @ObservableState
  enum State: Equatable {
    case loggedOut(Row.State)
    case loggedIn(Editor.State)
  }
  enum Action: Equatable {
    case loggedOut(Row.Action)
    case loggedIn(Editor.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.loggedOut, action: \.loggedOut) { Row() }
    Scope(state: \.loggedIn, action: \.loggedIn) { Editor() }
  }
}

@MainActor
@Suite struct MacroFormsTests {
  @Test func casePathableListsItsCasesInOrderWithTheirPayloads() {
    let names = App.Action.allCasePaths.partialCasePaths.map(\.name)
    #expect(names == ["destination", "rows", "path", "edit", "labelled"])
    #expect(Array(App.Action.allCasePaths).count == 5)
    let labelled = App.Action.allCasePaths.labelled
    #expect(labelled.extract(from: .labelled(id: 1, title: "a"))! == (id: 1, title: "a"))
    #expect(labelled.embed((id: 2, title: "b")) == .labelled(id: 2, title: "b"))
    #expect(App.Action.allCasePaths.edit.extract(from: .edit) != nil)
  }

  @Test func isSubscriptModifyAndDynamicMembers() {
    var action = Editor.Action.setText("hi")
    #expect(action.is(\.setText))
    #expect(!action.is(\.save))
    #expect(action[case: \.setText] == "hi")
    action.modify(\.setText) { $0 += "!" }
    #expect(action == .setText("hi!"))
    action[case: \.setText] = "new"
    #expect(action == .setText("new"))
    let state = Session.State.loggedIn(Editor.State(text: "x"))
    #expect(state.loggedIn?.text == "x")
    #expect(state.loggedOut == nil)
  }

  @Test func caseKeyPathsNest() {
    let save = AnyCasePath(\App.Action.Cases.destination.edit.save)
    #expect(save.embed(()) == .destination(.presented(.edit(.save))))
    let toggle = AnyCasePath(\App.Action.Cases.rows[id: 2].toggle)
    #expect(toggle.embed(()) == .rows(.element(id: 2, action: .toggle)))
    #expect(toggle.extract(from: .rows(.element(id: 1, action: .toggle))) == nil)
    let detail = AnyCasePath(\App.Action.Cases.path[id: 0].row)
    #expect(detail.embed(.toggle) == .path(.element(id: 0, action: .row(.toggle))))
    let success = AnyCasePath(\Editor.Action.Cases.response.success)
    #expect(success.extract(from: .response(.success(3))) == 3)
    #expect((\Editor.Action.Cases.setText)("a") == Editor.Action.setText("a"))
  }

  @Test func enumReducersRunThroughClosureFreeIfLetAndForEach() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.edit) { $0.destination = .edit(Editor.State()) }
    await store.send(\.destination.edit.setText, "hello") {
      $0.destination = .edit(Editor.State(text: "hello"))
    }
    await store.send(\.destination.edit.save) {
      $0.destination = .edit(Editor.State(text: "hello", saved: true))
    }
    await store.receive(\.destination.edit.response.success, 5)
    await store.send(\.rows[id: 2].toggle) { $0.rows[id: 2]?.isOn = true }
    await store.send(.path(.push(id: 0, state: .row(Row.State(id: 7))))) {
      $0.path[id: 0] = .row(Row.State(id: 7))
    }
    await store.send(\.path[id: 0].row.toggle) {
      $0.path[id: 0] = .row(Row.State(id: 7, isOn: true))
    }
  }

  @Test func scopeOnAnEnumStateRunsTheCurrentCase() async {
    let store = TestStore(initialState: Session.State.loggedIn(Editor.State())) { Session() }
    await store.send(\.loggedIn.setText, "a") { $0 = .loggedIn(Editor.State(text: "a")) }
  }

  @Test func presentsGivesAProjectionAndADefault() {
    var state = App.State()
    #expect(state.destination == nil)
    state.$destination.wrappedValue = .row(Row.State(id: 3))
    #expect(state.destination == .row(Row.State(id: 3)))
    let filled = App.State(destination: .note("n"))
    #expect(filled.destination == .note("n"))
  }

  @Test func aBareReducerHasEmptyStateActionAndBody() {
    let store = Store(initialState: Empty.State()) { Empty() }
    #expect(store.state == Empty.State())
  }

  @Test func storesReadByDynamicMemberAndAreObserved() {
    let store = Store(initialState: App.State()) { App() }
    #expect(store.rows.count == 2)
    let rows = store.scope(\.rows[id: 1]!, action: \.rows[id: 1])
    let changed = LockIsolatedFlag()
    withObservationTracking {
      _ = rows.isOn
    } onChange: {
      changed.set()
    }
    rows.send(.toggle)
    #expect(changed.value)
    #expect(store.rows[id: 1]?.isOn == true)
  }
}

/// A flag the observation callback sets, which may run on another thread.
private final class LockIsolatedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false
  var value: Bool { lock.withLock { isSet } }
  func set() { lock.withLock { isSet = true } }
}

// MARK: - Forms from TCA's own tests and examples (issue 20, item 4)

// TicTacToe's AppCore: an enum reducer that writes its own static body.
@Reducer
private enum Game {
  case row(Row)
  case editor(Editor)

  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .row(.toggle) = action { state = .editor(Editor.State()) }
      return .none
    }
    .ifCaseLet(\.row, action: \.row) { Row() }
    .ifCaseLet(\.editor, action: \.editor) { Editor() }
  }
}

// An enum reducer that declares its own case-pathable Action.
@Reducer
private enum Pane {
  case editor(Editor)
  case alert(AlertState<Alert>)

  @CasePathable
  enum Action {
    case editor(Editor.Action)
    case alert(Alert)
  }
  enum Alert: Equatable { case ok }
}

// State and Action only from the body's type.
@Reducer
private struct IntCounter {
  enum Action { case increment }
  var body: some Reducer<Int, Action> {
    Reduce { state, _ in
      state += 1
      return .none
    }
  }
}

// A generic reducer whose domain is named by its body.
private struct FavoritingState<ID: Hashable & Sendable>: Equatable {
  var id: ID
  var isFavorite = false
}
@CasePathable
private enum FavoritingAction: Equatable {
  case buttonTapped
}
@Reducer
private struct Favoriting<ID: Hashable & Sendable> {
  let favorite: @Sendable (ID, Bool) -> Bool
  var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
    Reduce { state, _ in
      state.isFavorite = favorite(state.id, !state.isFavorite)
      return .none
    }
  }
}

// TCA's EnumReducerMacroTests: `#if` clauses among the cases, an empty struct, and a case with a
// default reducer.
private enum CompilerDirective {
  @Reducer
  struct ChildFeature {}
  enum Options {}

  @Reducer
  enum Feature {
    case child(ChildFeature)

    #if os(macOS)
      case mac(ChildFeature)
      case macAlert(AlertState<Options>)
    #elseif os(Linux)
      case linux(ChildFeature)
    #else
      case other(ChildFeature)
      case another
    #endif

    #if DEBUG
      #if INNER
        case inner(ChildFeature)
        case innerDialog(ConfirmationDialogState<Options>)
      #endif
    #endif
  }
}

private enum DefaultInitializer {
  @Reducer
  struct Feature {
    let context: String
  }
  @Reducer
  enum Destination1 {
    case feature1(Feature = Feature(context: "context"))
  }
}

// TCA's NestedEnumFeatureTests: a case whose feature is another enum reducer's body.
@Reducer private struct Leaf {}
@Reducer private enum Inner {
  case leaf(Leaf)
}
@Reducer private enum Outer {
  case inner(Inner.Body = Inner.body)
}

// Conformances the macro would add, already declared.
@Reducer
private struct AlreadyAReducer: Reducer {
  struct State: Equatable {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}
@Reducer
private enum AlreadyACaseReducer: CaseReducer, Reducer {
  case row(Row)
}

extension MacroFormsTests {
  @Test func anEnumReducerKeepsItsOwnBody() async {
    let store = TestStore(initialState: Game.State.row(Row.State(id: 1))) { Game.body }
    await store.send(\.row.toggle) { $0 = .editor(Editor.State()) }
    await store.send(\.editor.setText, "a") { $0 = .editor(Editor.State(text: "a")) }
  }

  @Test func anEnumReducerKeepsItsOwnAction() async {
    let store = TestStore(initialState: Pane.State.editor(Editor.State())) { Pane.body }
    await store.send(\.editor.setText, "b") { $0 = .editor(Editor.State(text: "b")) }
    #expect(Pane.Action.allCasePaths.partialCasePaths.map(\.name) == ["editor", "alert"])
  }

  @Test func aBodyNamesTheDomain() async {
    let store = TestStore(initialState: 0) { IntCounter() }
    await store.send(.increment) { $0 = 1 }
    let favoriting = TestStore(initialState: FavoritingState(id: "a")) {
      Favoriting<String>(favorite: { _, isFavorite in isFavorite })
    }
    await favoriting.send(.buttonTapped) { $0.isFavorite = true }
  }

  @Test func ifConfigCasesFollowTheBuild() {
    let names = CompilerDirective.Feature.State.allCasePaths.partialCasePaths.map(\.name)
    #if os(Linux)
      #expect(names == ["child", "linux"])
    #endif
    let store = Store(initialState: CompilerDirective.Feature.State.child(.init())) {
      CompilerDirective.Feature.body
    }
    #expect(store.state.child != nil)
  }

  @Test func aCaseWithADefaultRunsThatReducer() {
    let state = DefaultInitializer.Destination1.State.feature1(.init())
    let store = Store(initialState: state) { DefaultInitializer.Destination1.body }
    #expect(store.state.feature1 != nil)
    let outer = Store(initialState: Outer.State.inner(.leaf(Leaf.State()))) { Outer.body }
    #expect(outer.state.inner?.leaf != nil)
  }

  @Test func declaredConformancesAreNotAddedAgain() async {
    let store = TestStore(initialState: AlreadyAReducer.State()) { AlreadyAReducer() }
    await store.finish()
    let rows = TestStore(initialState: AlreadyACaseReducer.State.row(Row.State(id: 1))) {
      AlreadyACaseReducer.body
    }
    await rows.send(\.row.toggle) { $0 = .row(Row.State(id: 1, isOn: true)) }
  }
}

extension Game.State: Equatable {}
extension Pane.State: Equatable {}
extension AlreadyACaseReducer.State: Equatable {}
