import ComposableArchitecture

/// The app's settings: a display name bound to a text field, haptics kept in the user's
/// defaults and shared with the rest of the app, and a confirmation dialog before a reset.
@Reducer
struct SettingsFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var displayName = ""
    @Shared(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true

    init() {}
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case dialog(PresentationAction<Dialog>)
    case hapticsToggleTapped
    case resetButtonTapped

    enum Dialog: Equatable {
      case confirmReset
      case keepName
    }
  }

  init() {}

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .dialog(.presented(.confirmReset)):
        state.displayName = ""
        state.$isHapticsEnabled.withLock { $0 = true }
        return .none

      case .dialog(.presented(.keepName)):
        state.$isHapticsEnabled.withLock { $0 = true }
        return .none

      case .dialog:
        return .none

      case .hapticsToggleTapped:
        state.$isHapticsEnabled.withLock { $0.toggle() }
        return .none

      case .resetButtonTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Reset settings?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmReset) {
            TextState("Reset everything")
          }
          ButtonState(action: .keepName) {
            TextState("Keep my name")
          }
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
        } message: {
          TextState("Your display name is cleared and haptics come back on.")
        }
        return .none
      }
    }
    .ifLet(\.$dialog, action: \.dialog)
  }
}
