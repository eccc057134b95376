@_spi(Internals) import ComposableArchitectureCore
import FoundationEssentials

/// Turns an action path and an optional payload text into a value of the root action type.
///
/// `counter1.increment` becomes `TwoCounters.Action.counter1(.incrementButtonTapped)`: each name
/// picks a case, an exact name first, else the one case it is a prefix of; the last case's payload
/// is decoded from the VALUE text as JSON. Nothing is built unless the whole line resolves.
struct ActionResolver<Action> {
  let schema: ActionSchema
  /// The current state, when the path should be checked against it: a child that is nil or an
  /// element id that is not there is an error that says what is there.
  var state: Any?

  /// Resolves `path` (and `value`) to an action.
  ///
  /// - Throws: ``CommandError`` for an unknown or ambiguous name (listing the candidates), a path
  ///   that stops above a leaf, a missing, unexpected or undecodable payload.
  func resolve(_ path: Path, value: String?) throws(CommandError) -> Action {
    try resolution(of: path, value: value).action
  }

  /// Resolves `path` (and `value`) to an action, and tells whether checking the path against the
  /// state read any of its values (see ``StateCursor/readState``): when it did not, the same line
  /// resolves to the same action in any state.
  ///
  /// - Throws: As ``resolve(_:value:)``.
  func resolution(
    of path: Path, value: String?
  ) throws(CommandError) -> (action: Action, readState: Bool) {
    var steps: [ActionCase] = []
    var type: Any.Type = Action.self
    var walked: [String] = []
    var cursor = state.map(StateCursor.init)
    // The action type and the state the last step started from: a collection's own case whose
    // payload is an element id (a stack's `popFrom`) is checked against the ids there.
    var (leafParent, leafCursor): (Any.Type, StateCursor?) = (type, cursor)
    for component in path.components {
      (leafParent, leafCursor) = (type, cursor)
      let step = try schema.step(
        component, from: type, path: path, walked: &walked, cursor: &cursor)
      steps.append(step)
      type = step.payloadType
    }
    let leaf = steps[steps.count - 1]
    var payload: Any
    var readIDs = false
    if leaf.isVoid {
      if let value {
        throw CommandError(
          "'\(walked.joined(separator: "."))' takes no value, got \(value.quotedForMessage)")
      }
      payload = ()
    } else if let element = ActionSchema.elementAction(leaf.payloadType) {
      let here = walked.joined(separator: ".")
      let ids = cursor?.collection.map { "; ids now: \(ElementIDText.list($0.elementIDs))" } ?? ""
      throw CommandError(
        "'\(here)' is a collection, not a complete action; name an element by id, e.g. "
          + "'\(here)[\(ElementIDText.placeholder(for: element.elementIDType))].…'\(ids)")
    } else if let cases = schema.cases(of: leaf.payloadType),
      value == nil || !(leaf.payloadType is any Decodable.Type)
    {
      // A payload whose cases the path can name (`filterPicked.active`) also takes its JSON when
      // it is `Decodable` (`filterPicked "active"`): one JSON for a value, as `expect` takes it.
      throw CommandError(
        "'\(walked.joined(separator: "."))' is not a complete action; expected one of: "
          + cases.map { "\(walked.joined(separator: ".")).\($0.name)" }.joined(separator: ", "))
    } else {
      // An alert's or dialog's action that `send` cannot build is pressed by its button.
      if !(leaf.payloadType is any Decodable.Type), TuplePayload(leaf.payloadType) == nil,
        let hint = pressHint(for: leaf.payloadType)
      {
        throw CommandError(
          "'\(walked.joined(separator: "."))' takes a \(PayloadDecoder.typeName(leaf.payloadType)), "
            + "which is not Decodable; \(hint)")
      }
      guard let value else {
        throw CommandError(
          "'\(walked.joined(separator: "."))' needs a value of type "
            + "\(PayloadDecoder.typeName(leaf.payloadType)), e.g. 'send \(walked.joined(separator: ".")) "
            + "\(PayloadDecoder.example(for: leaf.payloadType))'")
      }
      payload = try PayloadDecoder.decode(
        value, as: leaf.payloadType, for: walked.joined(separator: "."))
      if let collection = ActionSchema.elementAction(leafParent),
        leaf.payloadType == collection.elementIDType, let id = payload as? any Hashable,
        var leafCursor
      {
        try leafCursor.follow(
          id: id, idText: ElementIDText.format(id), of: collection, path: path)
        readIDs = true
      }
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
    return (action, readIDs || cursor?.readState == true)
  }

  /// `press PATH BUTTON` for an alert or dialog presented now whose buttons send `type`: how
  /// to send such an action when it is no value `send` can build.
  private func pressHint(for type: Any.Type) -> String? {
    guard let state else { return nil }
    let presented = ButtonPress<Action>.presented(in: state).filter {
      Swift.type(of: $0.presentation)._buttonActionType == type
    }
    guard let first = presented.first else { return nil }
    let kind = Swift.type(of: first.presentation)._presentationName
    let label = ButtonPress<Action>.labels(of: first.presentation).first ?? "1"
    return "the \(kind) presented at '\(first.path)' sends it when a button is pressed: "
      + "'press \(first.path) \(label)' (its buttons: \(ButtonPress<Action>.list(first.presentation)))"
  }

  /// The case `name` picks: the exact name, else the only case it is a prefix of.
  static func pick(
    _ name: String, among cases: [ActionCase], under walked: [String]
  ) throws(CommandError) -> ActionCase {
    if let exact = cases.first(where: { $0.name == name }) { return exact }
    let matches = cases.filter { $0.name.hasPrefix(name) }
    if matches.count == 1 { return matches[0] }
    let prefix = walked.isEmpty ? "" : walked.joined(separator: ".") + "."
    let place = walked.isEmpty ? "" : " in '\(walked.joined(separator: "."))'"
    if matches.isEmpty {
      let hint = NearestName.hint(for: name, among: cases.map(\.name)) { prefix + $0 }
      throw CommandError(
        "unknown action \((prefix + name).quotedForMessage)\(place); \(hint)expected one of: "
          + cases.map { prefix + $0.name }.joined(separator: ", "))
    }
    throw CommandError(
      "ambiguous action \((prefix + name).quotedForMessage)\(place); it could be: "
        + matches.map { prefix + $0.name }.joined(separator: ", "))
  }
}
