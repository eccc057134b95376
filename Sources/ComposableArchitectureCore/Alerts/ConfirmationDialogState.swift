import CustomDump
import FoundationEssentials

/// The state of a confirmation dialog (an action sheet): a title, whether to show it, an
/// optional message, and buttons whose actions the feature handles.
///
/// Follows swift-navigation's `ConfirmationDialogState`, and is used as ``AlertState`` is: in
/// `@Presents var dialog: ConfirmationDialogState<Action.Dialog>?` with
/// `ifLet(\.$dialog, action: \.dialog)`, or as a case of a `@Reducer enum` destination. Tapping
/// any button sends its action and dismisses the dialog in the same step.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share \"Milk\"")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("Anyone with the link can see it.")
/// }
/// ```
///
/// Two dialogs are equal when their titles, messages and buttons are, as in swift-navigation
/// (neither the title's visibility nor the `id` counts).
public struct ConfirmationDialogState<Action>: Identifiable {
  /// The dialog's identity, new for each dialog made.
  public let id: UUID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, if any.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// Creates a dialog whose title is shown or hidden as `titleVisibility` says.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown.
  ///   - title: The title.
  ///   - actions: The buttons, one `ButtonState` a line.
  ///   - message: The text under the title.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), buttons: actions(), message: message?(), title: title(),
      titleVisibility: titleVisibility)
  }

  /// Creates a dialog whose title's visibility is left to the platform (`.automatic`).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons, one `ButtonState` a line.
  ///   - message: The text under the title.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }

  /// The same dialog with its buttons sending `transform(action)` instead.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title,
      titleVisibility: titleVisibility)
  }
}

/// Whether a confirmation dialog shows its title, as SwiftUI's `Visibility` says it.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// As the platform decides.
  case automatic
  /// Hidden.
  case hidden
  /// Shown.
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether the two dialogs have the same title, message and buttons.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// `ConfirmationDialogState(titleVisibility: .visible, title: …, actions: […], message: …)`:
  /// the visibility only when it is not `.automatic`, the id never.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if titleVisibility != .automatic { children.append(("titleVisibility", titleVisibility)) }
    children.append(("title", title))
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ConfirmationDialogState: CustomReflectable {
  /// The fields the dump shows, so the shell's state paths and JSON name the same ones.
  public var customMirror: Mirror { customDumpMirror }
}

extension ConfirmationDialogState: _EphemeralState {}
