/// What `Mirror(reflecting:)` shows of a value, its display style and labelled children, read
/// straight from the runtime's reflection functions when the value is a struct or an enum
/// without a custom mirror.
///
/// Making the first `Mirror` of a process costs a dozen conformance scans of the runtime's own
/// (its children are an `AnyCollection` over a `Range<Int>`, whose generic requirements the runtime
/// checks by scanning every conformance record), and every `Mirror(reflecting:)` of an `Any`
/// first asks whether `Any` itself is `CustomReflectable`. Tools that walk a state by name (the
/// shell's path checks) read it through this instead; other values still go through `Mirror`.
package struct ValueMirror {
  /// The display style `Mirror` reports.
  package let displayStyle: Mirror.DisplayStyle?
  /// The value's dynamic type, as `Mirror.subjectType` reports it.
  package let subjectType: Any.Type
  /// The children, in order, as `Mirror.children` lists them.
  package let children: [(label: String?, value: Any)]

  /// Reflects `value` as `Mirror(reflecting:)` does.
  package init(reflecting value: Any) {
    let type = type(of: value)
    let kind = metadataKind(of: type)
    if kind == structKind || kind == enumKind,
      !conformances.conforms(type, { $0 as? any CustomReflectable.Type })
    {
      self.displayStyle = kind == structKind ? .struct : .enum
      self.subjectType = type
      if kind == enumKind {
        self.children = enumPayload(of: value).map { [$0] } ?? []
      } else {
        self.children = reflectedChildren(of: value)
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    self.displayStyle = mirror.displayStyle
    self.subjectType = mirror.subjectType
    self.children = mirror.children.map { ($0.label, $0.value) }
  }
}
