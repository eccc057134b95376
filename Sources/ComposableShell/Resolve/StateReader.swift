/// Reads the value at a state path (`counter1.count`) out of a state value, by reflection.
///
/// Each name is a stored property; optionals are looked through. Runs once a `state` or `expect`
/// command, never per action.
enum StateReader {
  /// The value at `path` inside `state`.
  ///
  /// - Throws: ``CommandError`` naming the first step that does not exist and what does.
  static func value(at path: Path, in state: Any) throws(CommandError) -> Any {
    var value = state
    var walked: [String] = []
    for component in path.components {
      value = unwrapOptional(value)
      switch component {
      case .name(let name):
        let children = Mirror(reflecting: value).children.compactMap { child in
          child.label.map { ($0, child.value) }
        }
        guard let child = children.first(where: { $0.0 == name }) else {
          let place = walked.isEmpty ? "the state" : "'\(walked.joined(separator: "."))'"
          let names = children.map(\.0).filter { !$0.hasPrefix("_$") }
          throw CommandError(
            "unknown state path '\(path)': \(place) has "
              + (names.isEmpty ? "no properties" : names.joined(separator: ", ")))
        }
        value = child.1
        walked.append(name)
      case .id(let id):
        throw CommandError(
          "'\(walked.joined(separator: "."))' in '\(path)' has no element [\(id)]; "
            + "element ids are not supported for this value")
      }
    }
    return value
  }

  /// The wrapped value of an optional, or the value itself.
  static func unwrapOptional(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first else {
      return value
    }
    return unwrapOptional(wrapped.value)
  }
}
