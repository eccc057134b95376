extension ObjectIdentifier: CustomDumpStringConvertible {
  /// `ObjectIdentifier(0x7f3a…)`: the instance's address, without leading zeros.
  public var customDumpDescription: String {
    "ObjectIdentifier(0x\(String(UInt(bitPattern: self), radix: 16)))"
  }
}

extension AnyHashable: CustomDumpRepresentable {
  /// The wrapped value, so `AnyHashable(42)` dumps as `42`.
  public var customDumpValue: Any { base }
}

extension AnyKeyPath: CustomDumpStringConvertible {
  /// `\Form.State.email` when the key path goes through stored properties only, as
  /// swift-custom-dump prints it (with the root type named in full); otherwise
  /// `KeyPath<Root, Value>`, the components of computed properties and subscripts being
  /// unreadable at run time.
  public var customDumpDescription: String {
    let text = debugDescription
    let shortRoot = "\\" + _typeName(Self.rootType, qualified: false)
    if text.hasPrefix(shortRoot) {
      let rest = text.dropFirst(shortRoot.count)
      if rest.first == ".", !rest.contains("<"), !rest.contains("(") {
        return "\\\(typeName(Self.rootType, style: .full))\(rest)"
      }
    }
    let kind: String
    switch self {
    case is ReferenceWritableKeyPath<Any, Any>: kind = "ReferenceWritableKeyPath"
    default: kind = String(typeName(type(of: self)).prefix { $0 != "<" })
    }
    let root = typeName(Self.rootType, style: .full)
    let value = typeName(Self.valueType, style: .full)
    return "\(kind)<\(root), \(value)>"
  }
}

extension KeyValuePairs: CustomDumpReflectable {
  /// A dictionary that keeps its order: `[2: "two", 1: "one"]` dumps with `2` first, and diffs
  /// collapse unchanged runs where they are rather than counting them at the end.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .dictionary)
  }
}
