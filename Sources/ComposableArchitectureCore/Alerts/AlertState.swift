import CustomDump
import FoundationEssentials

/// The state of an alert: a title, an optional message, and buttons whose actions the feature
/// handles.
///
/// Follows swift-navigation's `AlertState`, used as TCA uses it: hold it in
/// `@Presents var alert: AlertState<Action.Alert>?` (or as a case of a `@Reducer enum`
/// destination), route its buttons through `case alert(PresentationAction<Alert>)`, and run
/// `ifLet(\.$alert, action: \.alert)` with no trailing closure. Tapping any button sends its
/// action and dismisses the alert: the state becomes `nil` in the same step.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete \"\(todo.title)\"?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) {
///     TextState("Delete")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// It dumps as swift-navigation's does, so a failing test reads
/// `AlertState(title: "Delete?", actions: [[0]: ButtonState(…)], message: "…")`. Two alerts are
/// equal when their titles, messages and buttons are; the `id` each alert gets is left out.
public struct AlertState<Action>: Identifiable {
  /// The alert's identity, new for each alert made: presenting another alert is a new
  /// presentation.
  public let id: UUID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, if any.
  public var message: TextState?
  /// The title.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons, one `ButtonState` a line; none gives the platform's "OK".
  ///   - message: The text under the title.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert with its buttons sending `transform(action)` instead.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title)
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether the two alerts have the same title, message and buttons (their ids may differ).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// `AlertState(title: …, actions: […], message: …)`: the buttons only when there are some, the
  /// message only when there is one, the id never.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension AlertState: CustomReflectable {
  /// The fields the dump shows, so the shell's state paths (`alert.title`) and JSON name the
  /// same ones.
  public var customMirror: Mirror { customDumpMirror }
}

extension AlertState: _EphemeralState {}
