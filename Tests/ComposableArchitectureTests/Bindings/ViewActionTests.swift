import ComposableArchitecture
import Testing

// TicTacToe's LoginCore shape: the view's actions, bindings among them, behind `case view(View)`.
@Reducer
private struct Login {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var password = ""
    var isLoginRequestInFlight = false
  }

  enum Action: Equatable, ViewAction {
    case loginResponse(Bool)
    case view(View)

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.loginButtonTapped):
        state.isLoginRequestInFlight = true
        return .send(.loginResponse(true))
      case .loginResponse:
        state.isLoginRequestInFlight = false
        return .none
      case .view(.binding):
        return .none
      }
    }
  }
}

@MainActor
@Suite struct ViewActionTests {
  @Test func testStoreSendsBindingsThroughTheViewCase() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    await store.send(\.view.binding.email, "blob@pointfree.co") {
      $0.email = "blob@pointfree.co"
    }
    await store.send(.view(.binding(.set(\.password, "password")))) {
      $0.password = "password"
    }
    await store.send(.view(.loginButtonTapped)) { $0.isLoginRequestInFlight = true }
    await store.receive(\.loginResponse, true) { $0.isLoginRequestInFlight = false }
  }

  @Test func aStoreSetsPropertiesThroughTheViewCase() {
    let store = Store(initialState: Login.State()) { Login() }
    store.email = "blob@pointfree.co"
    #expect(store.state.email == "blob@pointfree.co")
    store.send(.view(.set(\.password, "password")))
    #expect(store.password == "password")
  }

  @Test func bindingReducerWithoutACaseAppliesTheActionsOwnBindings() {
    var state = Login.State()
    let reducer = BindingReducer<Login.State, Login.Action.View, Login.Action.View>()
    _ = reducer.reduce(into: &state, action: .binding(.set(\.email, "a")))
    #expect(state.email == "a")
    _ = BindingReducer<Login.State, Login.Action, Login.Action.View>(action: \.view)
      .reduce(into: &state, action: .loginResponse(true))
    #expect(state == Login.State(email: "a"))
  }
}
