import FoundationEssentials

/// The cases of an enum without payloads, read from the runtime's metadata, for a type that is
/// not `CaseIterable` (a `String` enum written `enum Field: String, Codable { case focus, blur }`):
/// hints and errors can then show its values (`"focus"`, `"blur"`), as `CaseIterable` would.
///
/// An enum's metadata points to its descriptor (`TargetEnumDescriptor`), which counts its cases
/// with payloads and without; an enum with none with payloads and fewer than 256 cases is one
/// byte (none when it has one case), its tag the case's index, so each case's value is that byte.
enum EnumCases {
  /// The metadata kind of an enum (`MetadataKind::Enum`).
  private static let enumKind = 0x201

  /// Each case of `type` encoded as JSON, in declaration order; empty when `type` is not an enum
  /// of cases without payloads.
  static func encoded(_ type: any Encodable.Type) -> [String] {
    let metadata = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
    let words = metadata.assumingMemoryBound(to: Int.self)
    guard words[0] == enumKind, let descriptor = UnsafeRawPointer(bitPattern: words[1]) else {
      return []
    }
    // After the type context descriptor's five 32-bit fields (flags, parent, name, access
    // function, fields): the cases with payloads (low 24 bits), then those without.
    let payloadCases = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF
    let emptyCases = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
    guard payloadCases == 0, (1...256).contains(emptyCases) else { return [] }
    func cases<T: Encodable>(_: T.Type) -> [String] {
      guard MemoryLayout<T>.size == (emptyCases == 1 ? 0 : 1) else { return [] }
      return (0..<emptyCases).compactMap { index in
        var tag = UInt8(index)
        let value = withUnsafeBytes(of: &tag) { bytes in
          emptyCases == 1
            ? UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: T.self).pointee
            : bytes.load(as: T.self)
        }
        return (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) }
      }
    }
    return cases(type)
  }
}
