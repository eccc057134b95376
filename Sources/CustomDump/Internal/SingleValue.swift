/// When a value's only child prints on the value's own line: `Counter.State(count: 0)`.
///
/// As in swift-custom-dump, a struct, class, tuple or enum payload stays on one line when it has
/// exactly one child (generated `_$` storage counted) and that child has no children of its own:
/// a number, a string, `nil`, a ``CustomDumpStringConvertible`` text without a line break, an
/// empty collection. Anything more, even `Result.success(.success(42))` or `Box(value: 1)` with
/// an optional `value`, spans several lines. The rule looks at structure only, so a value prints
/// the same wherever it appears.
func isSingleValueContainer(_ children: Children) -> Bool {
  guard children.count == 1, let child = children.everything.first else { return false }
  return hasNoChildren(child.value)
}

/// Whether `value` has no children, reading it as swift-custom-dump does: casts look through
/// optionals, ``CustomDumpRepresentable`` values are followed, a ``_CustomDiffObject`` never
/// counts as childless, and a ``CustomDumpStringConvertible`` text counts as long as it holds no
/// line break.
func hasNoChildren(_ value: Any) -> Bool {
  var current = value
  var isOptional = false
  while case .optional(let optional) = valueKind(of: current) {
    guard let wrapped = optional._unwrapAny(current) else { return !isOptional }
    current = wrapped
    isOptional = true
  }
  switch valueKind(of: current) {
  case .diffObject:
    return false
  case .stringConvertible:
    let text = (current as! any CustomDumpStringConvertible).customDumpDescription
    return !text.utf8.contains(UInt8(ascii: "\n"))
  case .representable:
    var represented = current
    while true {
      represented = (represented as! any CustomDumpRepresentable).customDumpValue
      var unwrapped = represented
      while case .optional(let optional) = valueKind(of: unwrapped),
        let wrapped = optional._unwrapAny(unwrapped)
      {
        unwrapped = wrapped
      }
      switch valueKind(of: unwrapped) {
      case .diffObject: return false
      case .representable:
        represented = unwrapped
        continue
      default:
        return mirrorHasNoChildren(represented)
      }
    }
  case .reflectable:
    return (current as! any CustomDumpReflectable).customDumpMirror.children.isEmpty
  default:
    // `Optional.some` is a mirror with one child.
    return !isOptional && mirrorHasNoChildren(current)
  }
}

/// Whether the mirror swift-custom-dump reads for `value` (its ``CustomDumpReflectable`` mirror,
/// looking through optionals, or its own) has no children, without building one for plain types.
private func mirrorHasNoChildren(_ value: Any) -> Bool {
  switch valueKind(of: value) {
  case .string, .stringDescribing, .int, .bool, .double, .numberDescribing, .metatype:
    return true
  case .fields(let layout):
    return layout.fields.isEmpty
  case .reflectable:
    return (value as! any CustomDumpReflectable).customDumpMirror.children.isEmpty
  case .optional(let optional):
    guard let wrapped = optional._unwrapAny(value) else { return true }
    var unwrapped = wrapped
    while case .optional(let inner) = valueKind(of: unwrapped),
      let next = inner._unwrapAny(unwrapped)
    {
      unwrapped = next
    }
    if case .reflectable = valueKind(of: unwrapped) {
      return (unwrapped as! any CustomDumpReflectable).customDumpMirror.children.isEmpty
    }
    return false
  case .enumCase:
    return reflectedChildCount(of: value) == 0
  default:
    return Mirror(reflecting: value).children.isEmpty
  }
}
