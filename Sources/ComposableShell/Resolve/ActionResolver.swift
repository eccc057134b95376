import Foundation

/// Turns an action path and an optional payload text into a value of the root action type.
///
/// `counter1.increment` becomes `TwoCounters.Action.counter1(.incrementButtonTapped)`: each name
/// picks a case, an exact name first, else the one case it is a prefix of; the last case's payload
/// is decoded from the VALUE text as JSON. Nothing is built unless the whole line resolves.
struct ActionResolver<Action> {
  let schema: ActionSchema

  /// Resolves `path` (and `value`) to an action.
  ///
  /// - Throws: ``CommandError`` for an unknown or ambiguous name (listing the candidates), a path
  ///   that stops above a leaf, a missing, unexpected or undecodable payload.
  func resolve(_ path: Path, value: String?) throws(CommandError) -> Action {
    var steps: [ActionCase] = []
    var type: Any.Type = Action.self
    var walked: [String] = []
    for component in path.components {
      guard case .name(let name) = component else {
        throw CommandError(
          "'\(path)': '\(walked.joined(separator: "."))' is not a collection; "
            + "element ids such as [3] are not supported here")
      }
      guard let cases = schema.cases(of: type) else {
        throw CommandError(
          "'\(path)': '\(walked.joined(separator: "."))' takes a value, it has no case '\(name)'")
      }
      let actionCase = try Self.pick(name, among: cases, under: walked)
      steps.append(actionCase)
      walked.append(actionCase.name)
      type = actionCase.payloadType
    }
    let leaf = steps[steps.count - 1]
    var payload: Any
    if leaf.isVoid {
      if let value {
        throw CommandError("'\(walked.joined(separator: "."))' takes no value, got '\(value)'")
      }
      payload = ()
    } else if let cases = schema.cases(of: leaf.payloadType) {
      throw CommandError(
        "'\(walked.joined(separator: "."))' is not a complete action; expected one of: "
          + cases.map { "\(walked.joined(separator: ".")).\($0.name)" }.joined(separator: ", "))
    } else {
      guard let value else {
        throw CommandError(
          "'\(walked.joined(separator: "."))' needs a value of type "
            + "\(PayloadDecoder.typeName(leaf.payloadType)), e.g. 'send \(walked.joined(separator: ".")) "
            + "\(PayloadDecoder.example(for: leaf.payloadType))'")
      }
      payload = try PayloadDecoder.decode(
        value, as: leaf.payloadType, for: walked.joined(separator: "."))
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
      throw CommandError(
        "unknown action '\(prefix)\(name)'\(place); expected one of: "
          + cases.map { prefix + $0.name }.joined(separator: ", "))
    }
    throw CommandError(
      "ambiguous action '\(prefix)\(name)'\(place); it could be: "
        + matches.map { prefix + $0.name }.joined(separator: ", "))
  }
}
