@_spi(Internals) import ComposableArchitectureCore

/// Turns `press PATH BUTTON` into the action tapping that button of the alert or confirmation
/// dialog presented at the state path PATH sends, as TCA's `alert` and `confirmationDialog` view
/// modifiers send it: a button with an action sends `.presented(action)` to the presentation's
/// `PresentationAction` (the reducer's `ifLet` then dismisses the alert in the same step); a
/// button without one, such as a plain Cancel, dismisses it, sending `.dismiss` as SwiftUI does
/// when it sets the presentation's binding to `nil`.
///
/// So an alert's actions are sent from the values its `ButtonState`s hold, and its action enum
/// need not be `CasePathable` or `Decodable` (TCA's contacts tutorial writes `enum Alert` plain).
/// BUTTON is a label (`"Delete"`, or `Delete` as a bare word; the exact label, else the only one
/// it starts, letters compared without case) or a number counting the buttons from 1 as the
/// alert lists them. The action path is found from the state path by name, as TCA features name
/// them (`\.$destination` ↔ `\.destination`, `\.path` ↔ `\.path`): each state property is the
/// action case of the same name, a presented property is entered through `presented`.
struct ButtonPress<Action> {
  let schema: ActionSchema
  let state: Any

  /// An alert or dialog presented now at a state path, with its buttons: what completion and
  /// `actions` offer.
  struct Presented {
    /// The state path: `destination.alert`, `path[#0].alert`.
    var path: String
    var presentation: any _PressableButtons
  }

  /// The action pressing `button` of what is presented at `path` sends.
  ///
  /// - Throws: ``CommandError`` when nothing is presented there, it is not an alert or a dialog,
  ///   no button is `button` (the buttons are listed), or the action path cannot be found.
  func resolve(_ path: Path, button: String) throws(CommandError) -> Action {
    guard let wrapped = Self.unwrapped(try StateReader.value(at: path, in: state)) else {
      throw CommandError(
        "nothing is presented at \(path.quotedForMessage) (it is nil), so there is no button "
          + "to press" + presentedNow(besides: path))
    }
    guard let presentation = Self.pressable(wrapped) else {
      throw CommandError(
        "\(path.quotedForMessage) is \(PayloadDecoder.typeName(type(of: wrapped))), not an alert "
          + "or a confirmation dialog; press takes the path of a presented AlertState or "
          + "ConfirmationDialogState" + presentedNow(besides: path))
    }
    let pressed = try pick(button, of: presentation, at: path)
    return try action(for: pressed, of: presentation, at: path)
  }

  /// The alerts and dialogs presented now in `state`, by state path.
  static func presented(in state: Any) -> [Presented] {
    PathCandidates.statePaths(of: state).compactMap { text in
      guard let path = try? PathParser.parse(text),
        let value = try? StateReader.value(at: path, in: state),
        let wrapped = unwrapped(value), let presentation = pressable(wrapped)
      else { return nil }
      return Presented(path: text, presentation: presentation)
    }
  }

  /// The labels of `presentation`'s buttons as `press` takes them: a bare word, else a quoted
  /// JSON string.
  static func labels(of presentation: any _PressableButtons) -> [String] {
    presentation._pressableButtons.map { button in
      PayloadDecoder.isBareWord(button.label) && (try? JSONValue(parsing: button.label)) == nil
        ? button.label : JSONValue.string(button.label).description
    }
  }

  /// What an optional or a `@Presents` property holds (`nil` when nothing), or the value.
  private static func unwrapped(_ value: Any) -> Any? {
    guard let optional = optionalLike(value) else { return value }
    return optional.wrappedAny
  }

  /// `value` as an alert or dialog. Only the two types conform, so the runtime is asked only
  /// for them: a failing cast would scan every conformance record the first time a type is seen,
  /// and an index of the conformances (`shellConformances`) would cost every start-up its share.
  private static func pressable(_ value: Any) -> (any _PressableButtons)? {
    let name = _typeName(type(of: value), qualified: false)
    guard name.hasPrefix("AlertState<") || name.hasPrefix("ConfirmationDialogState<") else {
      return nil
    }
    func cast<T>(_ value: T) -> (any _PressableButtons)? { value as? any _PressableButtons }
    return _openExistential(value, do: cast)
  }

  /// `; presented now: destination.alert` when something else is, for an error's end.
  private func presentedNow(besides path: Path) -> String {
    let paths = Self.presented(in: state).map(\.path).filter { $0 != path.description }
    return paths.isEmpty ? "" : "; presented now: " + paths.joined(separator: ", ")
  }

  /// The button `text` names: a number from 1, else a label.
  private func pick(
    _ text: String, of presentation: any _PressableButtons, at path: Path
  ) throws(CommandError) -> _PressableButton {
    let buttons = presentation._pressableButtons
    let kind = type(of: presentation)._presentationName
    let listed = Self.list(presentation)
    guard !buttons.isEmpty else {
      throw CommandError("the \(kind) at \(path.quotedForMessage) has no buttons to press")
    }
    if let number = Int(text) {
      guard (1...buttons.count).contains(number) else {
        throw CommandError(
          "the \(kind) at \(path.quotedForMessage) has no button \(number) (they count from 1): "
            + listed)
      }
      return buttons[number - 1]
    }
    let label: String
    do {
      guard case .string(let string) = try JSONValue(parsing: PayloadDecoder.jsonText(text))
      else { throw CommandError("") }
      label = string
    } catch {
      throw CommandError(
        "press takes a button's label or its number, got \(text.quotedForMessage); the \(kind) "
          + "at \(path.quotedForMessage) has: \(listed)")
    }
    if let exact = buttons.first(where: { $0.label == label }) { return exact }
    let lowered = label.lowercased()
    let matches = buttons.filter { $0.label.lowercased().hasPrefix(lowered) }
    if matches.count == 1 { return matches[0] }
    let labels = buttons.map(\.label)
    let hint = NearestName.suggestion(for: label, among: labels).map {
      "did you mean \(JSONValue.string($0).description.shownInMessage)? "
    }
    throw CommandError(
      "the \(kind) at \(path.quotedForMessage) has "
        + (matches.isEmpty ? "no button" : "more than one button starting")
        + " \(JSONValue.string(label).description.shownInMessage); \(hint ?? "")its buttons: "
        + listed)
  }

  /// `1 "Delete" (destructive), 2 "Cancel" (cancel)`.
  static func list(_ presentation: any _PressableButtons) -> String {
    presentation._pressableButtons.enumerated().map { index, button in
      "\(index + 1) \(JSONValue.string(button.label).description.shownInMessage)"
        + (button.role.map { " (\($0))" } ?? "")
    }.joined(separator: ", ")
  }

  /// The action that presses `button`: the path from the root action to the presentation's
  /// `PresentationAction`, then `presented` and the button's action, or `dismiss`.
  private func action(
    for button: _PressableButton, of presentation: any _PressableButtons, at path: Path
  ) throws(CommandError) -> Action {
    var steps: [ActionCase] = []
    var type: Any.Type = Action.self
    var walked: [String] = []
    var cursor: StateCursor?
    // Where the last `PresentationAction` on the way is: the steps before its `presented`.
    var presentationDepth: Int?
    var presentationType: Any.Type?
    func enterPresented() throws(CommandError) {
      guard shellConformances.conforms(type, { $0 as? any PresentationActionProtocol.Type })
      else { return }
      presentationDepth = steps.count
      presentationType = type
      let step = try schema.step(
        .name("presented"), from: type, path: path, walked: &walked, cursor: &cursor)
      steps.append(step)
      type = step.payloadType
    }
    do {
      for component in path.components {
        try enterPresented()
        let step = try schema.step(
          component, from: type, path: path, walked: &walked, cursor: &cursor)
        steps.append(step)
        type = step.payloadType
      }
      try enterPresented()
    } catch {
      throw CommandError(
        "cannot press a button of the \(Swift.type(of: presentation)._presentationName) at "
          + "\(path.quotedForMessage): its buttons' actions go through an action case named as "
          + "its state is, and \(error.message)")
    }
    let actionType = Swift.type(of: presentation)._buttonActionType
    guard let presentationDepth, let presentationType, type == actionType else {
      throw CommandError(
        "cannot press a button of the \(Swift.type(of: presentation)._presentationName) at "
          + "\(path.quotedForMessage): '\(walked.joined(separator: "."))' takes a "
          + "\(PayloadDecoder.typeName(type)), not a PresentationAction of "
          + PayloadDecoder.typeName(actionType))
    }
    var payload: Any
    if let action = button.action {
      payload = action
    } else {
      // A button without an action only dismisses, as the view does when the alert goes away.
      guard let dismiss = schema.cases(of: presentationType)?.first(where: { $0.name == "dismiss" })
      else {
        throw CommandError("internal error: \(presentationType) has no dismiss case")
      }
      steps = Array(steps[..<presentationDepth]) + [dismiss]
      payload = ()
    }
    for step in steps.reversed() {
      guard let embedded = step.embed(payload) else {
        throw CommandError("internal error: could not embed a value in case '\(step.name)'")
      }
      payload = embedded
    }
    guard let action = payload as? Action else {
      throw CommandError("internal error: '\(path)' did not build a \(Action.self)")
    }
    return action
  }
}
