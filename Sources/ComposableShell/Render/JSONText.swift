import CustomDump

/// Compact JSON written straight into a ``TextBuffer``, byte for byte what
/// `JSONValue.description` gives, without building a `String` scalar by scalar: the JSON steps of
/// `--format json` are written this way, as text diffs are (see the README's "Performance").
enum JSONText {
  /// Appends `value` to `buffer`.
  static func append(_ value: JSONValue, to buffer: TextBuffer) {
    switch value {
    case .null: buffer.append("null")
    case .bool(let value): buffer.append(value ? "true" : "false")
    case .int(let value): buffer.appendDecimal(value)
    case .double: buffer.append(value.description)
    case .string(let text): appendString(text, to: buffer)
    case .array(let elements):
      buffer.append(UInt8(ascii: "["))
      for (offset, element) in elements.enumerated() {
        if offset > 0 { buffer.append(UInt8(ascii: ",")) }
        append(element, to: buffer)
      }
      buffer.append(UInt8(ascii: "]"))
    case .object(let object):
      buffer.append(UInt8(ascii: "{"))
      for (offset, member) in object.enumerated() {
        if offset > 0 { buffer.append(UInt8(ascii: ",")) }
        appendString(member.key, to: buffer)
        buffer.append(UInt8(ascii: ":"))
        append(member.value, to: buffer)
      }
      buffer.append(UInt8(ascii: "}"))
    }
  }

  /// Appends `text` as a JSON string: quoted, with `"`, `\` and control characters escaped.
  static func appendString(_ text: String, to buffer: TextBuffer) {
    buffer.append(UInt8(ascii: "\""))
    var text = text
    let plain = text.withUTF8 { bytes in
      !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
    if plain {
      buffer.append(text)
    } else {
      // Rare: the general writer, for its exact escapes.
      let quoted = JSONValue.string(text).description
      buffer.append(quoted.dropFirst().dropLast())
    }
    buffer.append(UInt8(ascii: "\""))
  }

  /// Appends a patch as a JSON array of its operations, as `[PatchOperation].json` writes it.
  static func append(_ operations: [PatchOperation], to buffer: TextBuffer) {
    buffer.append(UInt8(ascii: "["))
    for (offset, operation) in operations.enumerated() {
      if offset > 0 { buffer.append(UInt8(ascii: ",")) }
      buffer.append(#"{"op":""#)
      buffer.append(operation.op.rawValue)
      buffer.append(UInt8(ascii: "\""))
      if let from = operation.from {
        buffer.append(#","from":"#)
        appendString(from.description, to: buffer)
      }
      buffer.append(#","path":"#)
      appendString(operation.path.description, to: buffer)
      if let value = operation.value {
        buffer.append(#","value":"#)
        append(value, to: buffer)
      }
      buffer.append(UInt8(ascii: "}"))
    }
    buffer.append(UInt8(ascii: "]"))
  }
}
