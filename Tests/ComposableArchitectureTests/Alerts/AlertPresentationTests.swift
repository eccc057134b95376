import ComposableArchitecture
import Testing

// Alerts and dialogs presented by `ifLet`: tapping any button sends its action to the parent and
// dismisses, written as TCA's documentation writes these features and their tests.

@Reducer
private struct Inbox {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var messages = ["Hi", "Lunch?"]
    var log: [String] = []
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    case deleteAllButtonTapped
    case moreButtonTapped

    @CasePathable
    enum Alert: Equatable {
      case confirmDeleteAll
      case askAgain
    }

    @CasePathable
    enum Dialog: Equatable {
      case archive
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeleteAll)):
        state.log.append("alert shown while handled: \(state.alert != nil)")
        state.messages = []
        return .none
      case .alert(.presented(.askAgain)):
        state.alert = Self.confirmation(title: "Really?")
        return .none
      case .alert(.dismiss):
        state.log.append("dismissed")
        return .none
      case .dialog(.presented(.archive)):
        state.log.append("archived")
        return .none
      case .dialog(.dismiss):
        return .none
      case .deleteAllButtonTapped:
        state.alert = Self.confirmation(title: "Delete all?")
        return .none
      case .moreButtonTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("More")
        } actions: {
          ButtonState(action: .archive) { TextState("Archive") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }

  static func confirmation(title: String) -> AlertState<Action.Alert> {
    AlertState {
      TextState(title)
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeleteAll) { TextState("Delete") }
      ButtonState(action: .askAgain) { TextState("Ask again") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("All messages go.")
    }
  }
}

/// A destination enum with an alert case next to a feature case.
@Reducer
private struct Drafts {
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case alert(AlertState<Alert>)
    case editor(Editor)
    case share(ConfirmationDialogState<Share>)

    @CasePathable
    enum Alert: Equatable {
      case discard
    }

    @CasePathable
    enum Share: Equatable {
      case copy
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var draft = "Dear Blob"
    var copied = 0
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case discardButtonTapped
    case editButtonTapped
    case shareButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.discard))):
        state.draft = ""
        return .none
      case .destination(.presented(.share(.copy))):
        state.copied += 1
        return .none
      case .destination:
        return .none
      case .discardButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Discard?")
          } actions: {
            ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
          })
        return .none
      case .editButtonTapped:
        state.destination = .editor(Editor.State(text: state.draft))
        return .none
      case .shareButtonTapped:
        state.destination = .share(
          ConfirmationDialogState {
            TextState("Share")
          } actions: {
            ButtonState(action: .copy) { TextState("Copy") }
          })
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
private struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: Equatable {
    case textChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .textChanged(let text):
        state.text = text
        return .none
      }
    }
  }
}

@MainActor
@Suite struct AlertPresentationTests {
  @Test func tappingAButtonSendsItsActionAndDismissesInTheSameStep() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.deleteAllButtonTapped) {
      $0.alert = Inbox.confirmation(title: "Delete all?")
    }
    await store.send(\.alert.confirmDeleteAll) {
      $0.alert = nil
      $0.messages = []
      $0.log = ["alert shown while handled: true"]
    }
  }

  @Test func dismissingClearsTheAlertAfterTheParentRan() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.deleteAllButtonTapped) {
      $0.alert = Inbox.confirmation(title: "Delete all?")
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
      $0.log = ["dismissed"]
    }
  }

  @Test func anAlertThatTheParentReplacesStaysPresented() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.deleteAllButtonTapped) {
      $0.alert = Inbox.confirmation(title: "Delete all?")
    }
    await store.send(.alert(.presented(.askAgain))) {
      $0.alert = Inbox.confirmation(title: "Really?")
    }
    await store.send(.alert(.presented(.confirmDeleteAll))) {
      $0.alert = nil
      $0.messages = []
      $0.log = ["alert shown while handled: true"]
    }
  }

  @Test func aConfirmationDialogIsDismissedByItsButtonsToo() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.moreButtonTapped) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("More")
      } actions: {
        ButtonState(action: .archive) { TextState("Archive") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(\.dialog.archive) {
      $0.dialog = nil
      $0.log = ["archived"]
    }
  }

  @Test func anAlertCaseOfAnEnumDestinationIsDismissedByItsButtons() async {
    let store = TestStore(initialState: Drafts.State()) { Drafts() }
    await store.send(.discardButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Discard?")
        } actions: {
          ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
        })
    }
    await store.send(\.destination.alert.discard) {
      $0.destination = nil
      $0.draft = ""
    }
  }

  @Test func aDialogCaseOfAnEnumDestinationIsDismissedByItsButtons() async {
    let store = TestStore(initialState: Drafts.State()) { Drafts() }
    await store.send(.shareButtonTapped) {
      $0.destination = .share(
        ConfirmationDialogState {
          TextState("Share")
        } actions: {
          ButtonState(action: .copy) { TextState("Copy") }
        })
    }
    await store.send(\.destination.share.copy) {
      $0.destination = nil
      $0.copied = 1
    }
  }

  @Test func aFeatureCaseOfTheSameDestinationStaysPresentedWhileItActs() async {
    let store = TestStore(initialState: Drafts.State()) { Drafts() }
    await store.send(.editButtonTapped) {
      $0.destination = .editor(Editor.State(text: "Dear Blob"))
    }
    await store.send(\.destination.editor.textChanged, "Dear Blob,") {
      $0.destination = .editor(Editor.State(text: "Dear Blob,"))
    }
  }

  @Test func aFailingAlertExpectationPrintsTheAlertsThatDiffer() async {
    let messages = await failures {
      let store = TestStore(initialState: Inbox.State()) { Inbox() }
      await store.send(.deleteAllButtonTapped) {
        $0.alert = Inbox.confirmation(title: "Delete everything?")
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains(#"−     title: "Delete everything?","#) == true)
    #expect(messages.first?.contains(#"+     title: "Delete all?","#) == true)
    // The buttons did not change: they collapse.
    #expect(messages.first?.contains("  actions: […],\n") == true)
  }
}
