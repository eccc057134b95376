import ComposableArchitectureCore

/// Turns `set PATH VALUE` into the binding action that sets a property: `form.name "Blob"`
/// becomes `Root.Action.form(.binding(.set(\Form.State.name, "Blob")))`.
///
/// PATH is an action path to a bindable feature (empty for the root feature), then one property
/// name: the feature's action must be ``BindableAction`` (a `binding` case), and the property
/// one its state's `@ObservableState` lists as bindable. Swift cannot make a key path from text,
/// so the key path comes from that list, through the cases of ``BindingAction`` (see
/// `BindingActionCasePaths`): `set form.name Blob` sends what `send form.binding.name Blob`
/// sends, with messages that speak of properties.
struct BindingResolver<Action> {
  let schema: ActionSchema
  /// The current state, checked along the path as for `send` (a nil child, a missing id).
  var state: Any?
  /// Every settable path of the feature, for the hint when a feature is not bindable.
  var settablePaths: () -> [String] = { [] }

  /// Resolves `set path value`.
  ///
  /// - Returns: The action, and whether checking the path read any state value.
  /// - Throws: ``CommandError`` naming what was expected: a bindable feature, a property it
  ///   lists, a value of the property's type.
  func resolution(
    of path: Path, value: String?
  ) throws(CommandError) -> (action: Action, readState: Bool) {
    guard case .name(let propertyName) = path.components.last else {
      throw CommandError(
        "set \(path.quotedForMessage): the path must end with a property name, e.g. "
          + "'set form.name \"Blob\"'")
    }
    var steps: [ActionCase] = []
    var type: Any.Type = Action.self
    var walked: [String] = []
    var cursor = state.map(StateCursor.init)
    for component in path.components.dropLast() {
      let step: ActionCase
      do {
        step = try schema.step(
          component, from: type, path: path, walked: &walked, cursor: &cursor)
      } catch {
        // `set address.city …` where `address` is a property of this feature, not a child.
        if case .name(let name) = component, let properties = properties(of: type),
          properties.contains(where: { $0.name == name })
        {
          throw CommandError(
            "set \(path.quotedForMessage): '\(joined(walked, name))' is a property of "
              + "\(stateName(of: type)), not a child feature; set the whole property, e.g. "
              + "'set \(joined(walked, name)) {…}'")
        }
        throw error
      }
      steps.append(step)
      type = step.payloadType
    }
    let here = walked.joined(separator: ".")
    guard type is any BindableAction.Type, let binding = bindingCase(of: type) else {
      throw notBindable(path, here: here, type: type)
    }
    let properties = schema.cases(of: binding.payloadType) ?? []
    guard !properties.isEmpty else {
      throw CommandError(
        "set \(path.quotedForMessage): \(stateName(of: type)) has no bindable properties; "
          + "mark it @ObservableState, which lists its stored vars for bindings")
    }
    let property = try pick(
      propertyName, among: properties, in: type, path: path, state: cursor?.value)
    let shown = joined(walked, property.name)
    guard let value else {
      throw CommandError(
        "set \(shown) needs a value of type \(PayloadDecoder.typeName(property.payloadType)), "
          + "e.g. 'set \(shown) \(PayloadDecoder.example(for: property.payloadType))'")
    }
    var payload = try PayloadDecoder.decode(value, as: property.payloadType, for: shown)
    for step in (steps + [binding, property]).reversed() {
      guard let embedded = step.embed(payload) else {
        throw CommandError("internal error: could not embed a value in case '\(step.name)'")
      }
      payload = embedded
    }
    guard let action = payload as? Action else {
      throw CommandError("internal error: '\(path)' did not build a \(Action.self)")
    }
    return (action, cursor?.readState ?? false)
  }

  /// The bindable properties of the feature whose action is `type`, when it is bindable.
  private func properties(of type: Any.Type) -> [ActionCase]? {
    guard type is any BindableAction.Type, let binding = bindingCase(of: type) else {
      return nil
    }
    return schema.cases(of: binding.payloadType)
  }

  /// The `binding` case of a ``BindableAction`` (the case `static func binding(_:)` names).
  private func bindingCase(of type: Any.Type) -> ActionCase? {
    schema.cases(of: type)?.first { $0.name == "binding" }
  }

  /// The property `name` names: the exact name, else the only one it is a prefix of.
  ///
  /// - Parameter state: The feature's state, when the path could be followed to it: a `@Shared`
  ///   property there, which no binding sets, is named as such.
  private func pick(
    _ name: String, among properties: [ActionCase], in type: Any.Type, path: Path, state: Any?
  ) throws(CommandError) -> ActionCase {
    if let exact = properties.first(where: { $0.name == name }) { return exact }
    let matches = properties.filter { $0.name.hasPrefix(name) }
    if matches.count == 1 { return matches[0] }
    if matches.isEmpty, let state, let shared = Self.sharedProperty(name, in: state) {
      let here = path.components.dropLast().isEmpty ? "" : " of \(stateName(of: type))"
      throw CommandError(
        "set \(path.quotedForMessage): '\(shared.name)'\(here) is \(shared.wrapper), which a "
          + "binding does not set: a shared value changes where the app changes it, "
          + "'$\(shared.name).withLock { … }' in a reducer"
          + (shared.wrapper == "@SharedReader" ? " that writes its key" : "")
          + "; send the action that does (see 'actions'); nothing was sent")
    }
    let names = (matches.isEmpty ? properties : matches).map(\.name).joined(separator: ", ")
    throw CommandError(
      matches.isEmpty
        ? "set \(path.quotedForMessage): \(stateName(of: type)) has no bindable property "
          + "\(name.quotedForMessage); "
          + NearestName.hint(for: name, among: properties.map(\.name))
          + "expected one of: \(names)"
        : "set \(path.quotedForMessage): ambiguous property \(name.quotedForMessage) of "
          + "\(stateName(of: type)); it could be: \(names)")
  }

  /// The `@Shared` or `@SharedReader` property of `state` that `name` names (exactly, else as
  /// the only one it starts), with its wrapper's name.
  private static func sharedProperty(
    _ name: String, in state: Any
  ) -> (name: String, wrapper: String)? {
    let shared = Mirror(reflecting: state).children.compactMap {
      child -> (name: String, wrapper: String)? in
      guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$"),
        StateCursor.sharedProperty(child.value) != nil
      else { return nil }
      let wrapper =
        "\(Swift.type(of: child.value))".hasPrefix("SharedReader<")
        ? "@SharedReader" : "@Shared"
      return (String(label.dropFirst()), wrapper)
    }
    if let exact = shared.first(where: { $0.name == name }) { return exact }
    let matches = shared.filter { $0.name.hasPrefix(name) }
    return matches.count == 1 ? matches[0] : nil
  }

  private func notBindable(_ path: Path, here: String, type: Any.Type) -> CommandError {
    let feature = featureName(type)
    let subject = here.isEmpty ? "the feature (\(feature))" : "'\(here)' (\(feature))"
    let settable = settablePaths()
    let hint =
      settable.isEmpty
      ? "; no part of this feature is bindable"
      : "; settable here: " + settable.prefix(6).joined(separator: ", ")
        + (settable.count > 6 ? ", …" : "")
    return CommandError(
      "set \(path.quotedForMessage): \(subject) is not bindable: expected its Action to conform "
        + "to BindableAction with 'case binding(BindingAction<State>)'; nothing was sent" + hint)
  }

  /// The name of the state a binding of `actionType` sets: `Form.State` for `Form.Action`.
  private func stateName(of actionType: Any.Type) -> String {
    guard let bindable = actionType as? any BindableAction.Type else {
      return featureName(actionType) + ".State"
    }
    func state<A: BindableAction>(_: A.Type) -> Any.Type { A.State.self }
    return PayloadDecoder.typeName(state(bindable))
  }

  /// `Form` for `Form.Action`; the type's name otherwise.
  private func featureName(_ actionType: Any.Type) -> String {
    let name = PayloadDecoder.typeName(actionType)
    return name.hasSuffix(".Action") ? String(name.dropLast(".Action".count)) : name
  }

  private func joined(_ walked: [String], _ name: String) -> String {
    walked.isEmpty ? name : walked.joined(separator: ".") + "." + name
  }
}
