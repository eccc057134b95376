import ComposableArchitectureCore

/// Reads the value at a state path (`counter1.count`) out of a state value, by reflection.
///
/// Each name is a stored property, or a computed one `@ObservableState` lists; a unique prefix of
/// one names it (`coun` for `count`), as in action paths. Optionals are looked through. Runs once
/// a `state` or `expect` command, never per action.
enum StateReader {
  /// The value at `path` inside `state`.
  ///
  /// - Throws: ``CommandError`` naming the first step that does not exist and what does.
  static func value(at path: Path, in state: Any) throws(CommandError) -> Any {
    var value = state
    var walked: [String] = []
    for component in path.components {
      value = unwrapOptional(value)
      if !walked.isEmpty, Mirror(reflecting: value).displayStyle == .optional {
        throw CommandError(
          "'\(walked.joined(separator: "."))' is nil, so \(path.quotedForMessage) has nothing "
            + "to read")
      }
      switch component {
      case .name(let name):
        let properties = StateProperties(of: value)
        let place = walked.isEmpty ? "the state" : "'\(walked.joined(separator: "."))'"
        let resolved = try properties.resolve(name, in: path, place: place)
        value = properties.value(of: resolved)!
        walked.append(resolved)
      case .id(let text):
        value = try element(text, of: value, at: walked, in: path)
        walked[walked.count - 1] += "[\(text)]"
      }
    }
    return value
  }

  /// The element with the id written `text` of the collection `value`.
  private static func element(
    _ text: String, of value: Any, at walked: [String], in path: Path
  ) throws(CommandError) -> Any {
    let place = walked.joined(separator: ".")
    guard !walked.isEmpty, let collection = value as? any IdentifiedElementCollection else {
      throw CommandError(
        walked.isEmpty
          ? "state path \(path.quotedForMessage) starts with an element id; name the "
            + "collection first"
          : "'\(place)' in \(path.quotedForMessage) is not a collection of elements with ids; "
            + "[\(text.shownInMessage)] does not apply to it")
    }
    let ids = collection.elementIDs
    let idType = type(of: collection).elementIDType
    guard let id = ElementIDText.parse(text, as: idType), let element = collection.element(id: id)
    else {
      throw CommandError(
        "'\(place)' has no element [\(text.shownInMessage)]"
          + (ids.isEmpty ? " (it is empty)" : "; its ids are: \(ElementIDText.list(ids))"))
    }
    return element
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
