/// An alert or a confirmation dialog whose buttons can be pressed by something that knows
/// neither its action type nor its actions: the shell's `press`, which sends a button's action
/// as TCA's `alert` and `confirmationDialog` view modifiers do when the button is tapped.
///
/// ``AlertState`` and ``ConfirmationDialogState`` conform. A presentation without buttons shows
/// the platform's "OK", which sends nothing: its buttons are that one.
@_spi(Internals)
public protocol _PressableButtons {
  /// What the presentation is called in messages: `alert`, `confirmation dialog`.
  static var _presentationName: String { get }
  /// The type of the actions its buttons send.
  static var _buttonActionType: Any.Type { get }
  /// The title.
  var _titleText: String { get }
  /// The buttons as the user sees them, in order.
  var _pressableButtons: [_PressableButton] { get }
}

/// One button of a ``_PressableButtons``: its label and role, and the action tapping it sends
/// (`nil` for a button that only dismisses).
@_spi(Internals)
public struct _PressableButton {
  public let label: String
  public let role: ButtonStateRole?
  public let action: Any?
}

extension ButtonState {
  fileprivate var pressable: _PressableButton {
    _PressableButton(label: label.text, role: role, action: action.action.map { $0 as Any })
  }
}

@_spi(Internals)
extension AlertState: _PressableButtons {
  public static var _presentationName: String { "alert" }
  public static var _buttonActionType: Any.Type { Action.self }
  public var _titleText: String { title.text }
  public var _pressableButtons: [_PressableButton] {
    buttons.isEmpty
      ? [_PressableButton(label: "OK", role: nil, action: nil)] : buttons.map(\.pressable)
  }
}

@_spi(Internals)
extension ConfirmationDialogState: _PressableButtons {
  public static var _presentationName: String { "confirmation dialog" }
  public static var _buttonActionType: Any.Type { Action.self }
  public var _titleText: String { title.text }
  public var _pressableButtons: [_PressableButton] { buttons.map(\.pressable) }
}
