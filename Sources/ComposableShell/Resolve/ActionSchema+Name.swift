extension ActionSchema {
  /// The path naming `action` (element ids included) and the payload of its leaf case, if it
  /// has one: `.numberFactResponse("…")` is `numberFactResponse` with the payload `"…"`.
  func name(of action: Any, as type: Any.Type) -> ActionName {
    let described = describe(action, type: type)
    return ActionName(
      path: described.path, payload: described.type == Void.self ? nil : described.payload)
  }
}
