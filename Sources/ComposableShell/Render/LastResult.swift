#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a renderer worked out for the last value it printed (its dump, its action name), reused
/// when the next value is the same: a script that sends one action again and again dumps and
/// names it once.
///
/// Only values of plain data (no references, so no strings or arrays) are reused, and only when
/// their bytes are the last value's: such a value is the same value byte for byte. `==` would
/// not do: it calls `"é"` and `"e\u{301}"` equal, and the name printed for the second would
/// carry the first one's bytes.
final class LastResult<Result> {
  /// The last value's type and bytes, when it was plain data.
  private var plain: (type: Any.Type, bytes: [UInt8])?
  private var result: Result?

  /// The result for `value`: the last one when `value` is plain data with the last value's
  /// bytes, else `make(value)`, kept for the next call.
  func result<Value>(for value: Value, _ make: (Value) -> Result) -> Result {
    guard _isPOD(Value.self) else {
      plain = nil
      return make(value)
    }
    let same = withUnsafeBytes(of: value) { bytes in
      guard let plain, plain.type == Value.self, plain.bytes.count == bytes.count else {
        return false
      }
      return bytes.isEmpty
        || plain.bytes.withUnsafeBytes {
          memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
    }
    if same, let result { return result }
    let result = make(value)
    plain = (Value.self, withUnsafeBytes(of: value) { Array($0) })
    self.result = result
    return result
  }
}
