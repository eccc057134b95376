import CustomDump

/// What `receive PATH [VALUE]` expects of an action an effect sent back: the cases PATH names and,
/// when VALUE is given, the payload.
///
/// A PATH that stops above a leaf (`receive counter1`) matches any action below it; a leaf with a
/// payload and no VALUE matches any payload.
struct ActionMatcher<Action> {
  private let steps: [ActionCase]
  private let payload: Any?
  private let schema: ActionSchema
  /// The expectation as the user wrote it, resolved: `numberFactResponse "1 is a number."`.
  let expected: String

  /// Resolves `path` and decodes `value` as the leaf's payload.
  ///
  /// - Throws: ``CommandError`` for an unknown or ambiguous name, a value for a case without
  ///   payload, or a value that does not decode.
  init(path: Path, value: String?, schema: ActionSchema) throws(CommandError) {
    self.schema = schema
    var steps: [ActionCase] = []
    var type: Any.Type = Action.self
    var walked: [String] = []
    var cursor: StateCursor?
    for component in path.components {
      let step = try schema.step(
        component, from: type, path: path, walked: &walked, cursor: &cursor)
      steps.append(step)
      type = step.payloadType
    }
    let name = walked.joined(separator: ".")
    self.steps = steps
    if let value {
      guard let leaf = steps.last, !leaf.isVoid,
        schema.cases(of: leaf.payloadType) == nil || leaf.payloadType is any Decodable.Type
      else {
        throw CommandError("'\(name)' takes no value, got \(value.quotedForMessage)")
      }
      let decoded = try PayloadDecoder.decode(value, as: leaf.payloadType, for: name)
      // A tuple decodes as a tuple of `Any`s: through the case, it is of the payload's own type.
      self.payload = leaf.embed(decoded).flatMap(leaf.extract) ?? decoded
      self.expected = "\(name) \(value.shownInMessage)"
    } else {
      self.payload = nil
      self.expected = name
    }
  }

  /// Whether a payload was given to compare (`receive numberFactResponse "…"`).
  var hasPayload: Bool { payload != nil }

  /// The action expected, built from the path and the payload; `nil` when the path stops above
  /// a leaf or a payload case was given no value.
  func expectedAction() -> Action? {
    guard let leaf = steps.last else { return nil }
    var value: Any
    if leaf.isVoid {
      value = ()
    } else if let payload {
      value = payload
    } else {
      return nil
    }
    for step in steps.reversed() {
      guard let embedded = step.embed(value) else { return nil }
      value = embedded
    }
    return value as? Action
  }

  /// Whether `action` is the expected one.
  func matches(_ action: Action) -> Bool {
    var value: Any = action
    for step in steps {
      guard let next = step.extract(value) else { return false }
      value = next
    }
    guard let payload else { return true }
    if let equatable = payload as? any Equatable { return Self.isEqual(equatable, value) }
    return String(customDumping: payload) == String(customDumping: value)
  }

  /// `action` as a path and, when its leaf has one, its payload: `numberFactResponse "…"`.
  func describe(_ action: Action) -> String { Self.describe(action, schema: schema) }

  /// `action` as a path and, when its leaf has one, its payload: `numberFactResponse "…"`.
  static func describe(_ action: Any, schema: ActionSchema) -> String {
    let (path, payload, type) = schema.describe(action, type: Action.self)
    return type == Void.self ? path : "\(path) \(String(customDumping: payload))"
  }

  private static func isEqual<T: Equatable>(_ expected: T, _ actual: Any) -> Bool {
    (actual as? T) == expected
  }
}
