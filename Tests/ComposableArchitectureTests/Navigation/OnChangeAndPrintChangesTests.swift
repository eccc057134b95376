import ComposableArchitecture
import Testing

@Reducer
private struct Settings {
  @ObservableState
  struct State: Equatable {
    var volume = 0
    var changes: [String] = []
    var other = 0
  }

  enum Action: Equatable { case louder, touchOther }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .louder: state.volume += 1
      case .touchOther: state.other += 1
      }
      return .none
    }
    .onChange(of: \.volume) { oldValue, newValue in
      Reduce { state, _ in
        state.changes.append("\(oldValue) → \(newValue)")
        return .none
      }
    }
  }
}

@MainActor
@Suite struct OnChangeTests {
  @Test func runsWithTheOldAndNewValueOnlyWhenTheValueChanged() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.louder) {
      $0.volume = 1
      $0.changes = ["0 → 1"]
    }
    await store.send(.touchOther) { $0.other = 1 }
    await store.send(.louder) {
      $0.volume = 2
      $0.changes.append("1 → 2")
    }
  }
}

@MainActor
@Suite struct PrintChangesTests {
  @Test func printsTheActionAndTheDiffInTCAsShape() {
    let printed = Box<[String]>([])
    let printer = _ReducerPrinter<Settings.State, Settings.Action> { action, old, new in
      let text = _ReducerPrinter.customDumpText(action, old, new)
      printed.update { $0.append(text) }
    }
    let store = Store(initialState: Settings.State()) { Settings()._printChanges(printer) }
    store.send(.touchOther)
    store.send(.louder)
    #expect(
      printed.value == [
        """
        received action:
          Settings.Action.touchOther
          Settings.State(
            volume: 0,
            changes: [],
        -   other: 0
        +   other: 1
          )

        """,
        """
        received action:
          Settings.Action.louder
          Settings.State(
        -   volume: 0,
        +   volume: 1,
            changes: [
        +     [0]: "0 → 1"
            ],
            other: 1
          )

        """,
      ])
  }

  @Test func noChangePrintsAPlaceholder() {
    let text = _ReducerPrinter<Int, Settings.Action>.customDumpText(.louder, 1, 1)
    #expect(text == "received action:\n  Settings.Action.louder\n  (No state changes)\n")
  }

  @Test func actionLabelsNameTheCasesOnly() {
    #expect(
      _ReducerPrinter<Int, PresentationAction<Settings.Action>>.actionLabelText(
        .presented(.louder))
        == "received action: PresentationAction<Settings.Action>.presented(.louder)")
  }
}
