import ComposableArchitectureCore

extension ActionSchema {
  /// Resolves one component of the action path `path` against the action type `type`: a case
  /// name, or an element id (`[3]`, `["0F0E…"]`, `[#1]`) of a collection action such as
  /// `IdentifiedAction` or `StackAction`.
  ///
  /// - Parameters:
  ///   - walked: The resolved names so far (`todos["…"]` counts as one); the step's name is
  ///     appended, an id joins the name before it.
  ///   - cursor: The state followed alongside, when the step should be checked against it (a nil
  ///     child, an id that is not there); `nil` to check nothing.
  /// - Returns: The step, as a case whose embed and extract wrap and unwrap the step's payload.
  func step(
    _ component: Path.Component, from type: Any.Type, path: Path,
    walked: inout [String], cursor: inout StateCursor?
  ) throws(CommandError) -> ActionCase {
    switch component {
    case .name(let name):
      guard let cases = cases(of: type) else {
        throw CommandError(
          "\(path.quotedForMessage): '\(walked.joined(separator: "."))' takes a value, it has no "
            + "case " + name.quotedForMessage)
      }
      if let element = Self.elementAction(type),
        !cases.contains(where: { $0.name.hasPrefix(name) })
      {
        let here = walked.joined(separator: ".")
        throw CommandError(
          "'\(here)' is a collection: name an element by id, e.g. "
            + "'\(here)[\(ElementIDText.placeholder(for: element.elementIDType))].\(name)'"
            + idsNow(cursor) + otherCases(cases, under: here))
      }
      let actionCase = try ActionResolver<Void>.pick(name, among: cases, under: walked)
      try cursor?.follow(case: actionCase.name, of: type, path: path)
      walked.append(actionCase.name)
      return actionCase

    case .id(let text):
      let here = walked.joined(separator: ".")
      guard !walked.isEmpty, let element = Self.elementAction(type) else {
        throw CommandError(
          walked.isEmpty
            ? "\(path.quotedForMessage) starts with an element id; name the collection first, "
              + "e.g. 'todos[\(text.shownInMessage)]'"
            : "\(path.quotedForMessage): '\(here)' is not a collection; element ids such as "
              + "[\(text.shownInMessage)] do not "
              + "apply to it")
      }
      guard let id = ElementIDText.parse(text, as: element.elementIDType) else {
        throw CommandError(
          "\("[\(text)]".quotedForMessage) is not an id of '\(here)'; its ids are "
            + "\(PayloadDecoder.typeName(element.elementIDType)) values"
            + idsNow(cursor, label: "ids now"))
      }
      let idText = ElementIDText.format(id)
      try cursor?.follow(id: id, idText: idText, of: element, path: path)
      walked[walked.count - 1] += "[\(idText)]"
      let key = AnyHashable(id)
      return ActionCase(
        name: "[\(idText)]",
        payloadType: element.elementActionType,
        embed: { element.embedElement(id: id, action: $0) },
        extract: { root in
          guard
            let (elementID, action) = (root as? any IdentifiedElementAction)?.elementIDAndAction,
            let hashable = elementID as? any Hashable, AnyHashable(hashable) == key
          else { return nil }
          return action
        })
    }
  }

  /// `; ids now: …` for the collection the cursor stands on, or nothing.
  private func idsNow(_ cursor: StateCursor?, label: String = "ids now") -> String {
    guard let ids = cursor?.collection?.elementIDs else { return "" }
    return ids.isEmpty ? " (it is empty now)" : "; \(label): \(ElementIDText.list(ids))"
  }

  private func otherCases(_ cases: [ActionCase], under here: String) -> String {
    cases.isEmpty
      ? "" : "; or one of: " + cases.map { "\(here).\($0.name)" }.joined(separator: ", ")
  }
}
