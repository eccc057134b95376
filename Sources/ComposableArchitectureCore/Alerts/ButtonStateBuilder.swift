/// Builds the buttons of an alert or a dialog from one `ButtonState` a line, with `if`, `if let`,
/// `switch` and `for` as in any result builder.
///
/// Follows swift-navigation's `ButtonStateBuilder`; the `actions:` closure of ``AlertState`` and
/// ``ConfirmationDialogState`` is one.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
