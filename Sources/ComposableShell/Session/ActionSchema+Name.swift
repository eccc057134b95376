extension ActionSchema {
  /// The path naming `action` and the payload of its leaf case, if it has one:
  /// `.numberFactResponse("…")` is `numberFactResponse` with the payload `"…"`.
  func name(of action: Any, as type: Any.Type) -> ActionName {
    var names: [String] = []
    var value = action
    var type = type
    while let cases = cases(of: type),
      let (match, payload) = cases.lazy.compactMap({ c in c.extract(value).map { (c, $0) } }).first
    {
      names.append(match.name)
      value = payload
      type = match.payloadType
    }
    return ActionName(path: names.joined(separator: "."), payload: type == Void.self ? nil : value)
  }
}
