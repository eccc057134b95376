import CasePathsCore
@_spi(Internals) import ComposableArchitectureCore

/// The arguments of a `TestStore.receive` that asserts an action an effect sent back: the case
/// key path down to the action's case, in TCA's form (`\.timerTicked`,
/// `\.todos[id: …].checkBoxToggled`, `\.destination.presented.addContact.delegate.saveContact`),
/// and the payload after it when it is `Equatable` and can be written
/// (`\.numberFactResponse, "1 is a good number."`).
enum ReceivedActionText {
  /// How deep the walk goes.
  private static let depthLimit = 32

  /// The case key path (`\.path`) and the payload to write after it, if any; `nil` when
  /// `action` is not a case path's enum.
  static func arguments(for action: Any) -> (path: String, payload: SwiftExpression?)? {
    var value = action
    var path = "\\"
    for _ in 0..<depthLimit {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum, value is any CasePathable else { break }
      guard let child = mirror.children.first, let label = child.label else {
        // A case without a payload.
        guard !(value is any CustomStringConvertible) else { return nil }
        return (path + ".\(String(describing: value))", nil)
      }
      if let element = value as? any IdentifiedElementAction,
        let (id, elementAction) = element.elementIDAndAction
      {
        guard let id = try? SwiftLiteral.expression(id) else { return nil }
        path += "[id: \(id)]"
        value = elementAction
        continue
      }
      let payload = Mirror(reflecting: child.value)
      path += ".\(label)"
      let inner =
        payload.displayStyle == .tuple && payload.children.count == 1
        ? payload.children.first!.value : child.value
      let innerMirror = Mirror(reflecting: inner)
      // A binding action (`set`) goes on to the property it sets: `\.binding.name, "Blob"`.
      if let (property, value) = binding(inner) {
        path += ".\(property)"
        guard let payload = try? SwiftLiteral.tree(value) else { return (path, nil) }
        return (path, payload)
      }
      if innerMirror.displayStyle == .enum, inner is any CasePathable {
        value = inner
        continue
      }
      guard payload.displayStyle != .tuple, inner is any Equatable,
        let payload = try? SwiftLiteral.tree(inner)
      else { return (path, nil) }
      return (path, payload)
    }
    return path == "\\" ? nil : (path, nil)
  }

  /// The property a `BindingAction` sets (`name`, `address.city`) and the value it writes.
  private static func binding(_ value: Any) -> (property: String, value: Any)? {
    guard _fullTypeName(type(of: value)).hasPrefix("BindingAction<") else { return nil }
    var keyPath: AnyKeyPath?
    var written: Any?
    for child in Mirror(reflecting: value).children {
      if child.label == "keyPath" { keyPath = child.value as? AnyKeyPath }
      if child.label == "value" { written = child.value }
    }
    // `\State.name`: the stored properties after the root's name.
    guard let keyPath, let written else { return nil }
    let text = keyPath.debugDescription
    guard !text.contains("<"), let dot = text.firstIndex(of: ".") else { return nil }
    return (String(text[text.index(after: dot)...]), written)
  }
}
