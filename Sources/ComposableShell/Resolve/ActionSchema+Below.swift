extension ActionSchema {
  /// The action type a path of cases names, and the path as resolved (`counter1`, `todos["…"]`):
  /// what `actions PATH` lists below. A `nil` path is the root.
  ///
  /// - Parameters:
  ///   - path: The cases to walk, from `root`.
  ///   - root: The feature's action type.
  /// - Throws: ``CommandError`` when a component names no case of the type reached so far.
  func payloadType(
    below path: Path?, of root: Any.Type
  ) throws(CommandError) -> (type: Any.Type, prefix: String) {
    guard let path else { return (root, "") }
    var type = root
    var walked: [String] = []
    var cursor: StateCursor?
    for component in path.components {
      type = try step(component, from: type, path: path, walked: &walked, cursor: &cursor)
        .payloadType
    }
    return (type, walked.joined(separator: "."))
  }
}
