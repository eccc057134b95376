/// Presented state that an action dismisses on its own: an alert or a dialog, held directly or
/// as the payload of the enum case a destination is in.
@usableFromInline
struct EphemeralPresentation: Equatable {
  /// The actions its buttons send.
  let actionType: ObjectIdentifier
  /// Which alert it is: a new alert put in its place is another presentation.
  let identity: NavigationIdentity

  /// The ephemeral state `state` is or holds, or `nil` when it is a feature with logic.
  @usableFromInline
  init?<State>(_ state: State) {
    if let ephemeral = state as? any _EphemeralState {
      self.init(ephemeral)
      return
    }
    // An enum destination (`case alert(AlertState<Alert>)`): look at the payload of its case.
    // `enumCaseName` reads the runtime's metadata, so struct state costs no mirror.
    guard enumCaseName(state) != nil,
      let payload = Mirror(reflecting: state).children.first?.value as? any _EphemeralState
    else { return nil }
    self.init(payload)
  }

  private init(_ ephemeral: some _EphemeralState) {
    self.actionType = ObjectIdentifier(type(of: ephemeral).actionType)
    self.identity = NavigationIdentity(ephemeral)
  }

  /// Whether `action`, sent to the presented state, is one of its buttons': an action of its
  /// action type, or the case of an enum destination's action that carries one.
  @usableFromInline
  func isSent<Action>(_ action: Action) -> Bool {
    if ObjectIdentifier(Action.self) == actionType { return true }
    guard enumCaseName(action) != nil,
      let payload = Mirror(reflecting: action).children.first?.value
    else { return false }
    return ObjectIdentifier(type(of: payload)) == actionType
  }
}
