import CustomDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The dump of the last value a renderer printed, reused when the next value is the same: a
/// script that sends one action again and again dumps it once.
///
/// A value of plain data (no references) with the same bytes as the last one dumps the same, so
/// it is compared by its bytes; any other value is compared as CustomDump compares (`==` for
/// `Equatable` types, else structurally), which costs a fraction of dumping.
final class LastDump {
  private var value: Any?
  /// The last value's type and bytes, when it was plain data.
  private var plain: (type: Any.Type, bytes: [UInt8])?
  private var text = ""

  /// The customDump of `value`, indented by `indent` spaces.
  func text<Value>(of value: Value, indent: Int) -> String {
    if _isPOD(Value.self) {
      let same = withUnsafeBytes(of: value) { bytes in
        guard let plain, plain.type == Value.self, plain.bytes.count == bytes.count else {
          return false
        }
        return bytes.isEmpty
          || plain.bytes.withUnsafeBytes {
            memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0
          }
      }
      if same { return text }
      plain = (Value.self, withUnsafeBytes(of: value) { Array($0) })
      self.value = nil
    } else {
      if let last = self.value, isSame(last, value) { return text }
      self.value = value
      plain = nil
    }
    text = String(customDumping: value).indent(by: indent)
    return text
  }
}
