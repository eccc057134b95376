import CustomDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a renderer worked out for the last value it printed (its dump, its action name), reused
/// when the next value is the same: a script that sends one action again and again dumps and
/// names it once.
///
/// A value of plain data (no references) with the same bytes as the last one gives the same
/// result, so it is compared by its bytes; any other value is compared as CustomDump compares
/// (`==` for `Equatable` types, else structurally), which costs a fraction of dumping.
final class LastResult<Result> {
  private var value: Any?
  /// The last value's type and bytes, when it was plain data.
  private var plain: (type: Any.Type, bytes: [UInt8])?
  private var result: Result?

  /// The result for `value`: the last one when `value` is the same as the last value, else
  /// `make(value)`, kept for the next call.
  func result<Value>(for value: Value, _ make: (Value) -> Result) -> Result {
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
      if same, let result { return result }
      plain = (Value.self, withUnsafeBytes(of: value) { Array($0) })
      self.value = nil
    } else {
      if let last = self.value, isSame(last, value), let result { return result }
      self.value = value
      plain = nil
    }
    let result = make(value)
    self.result = result
    return result
  }
}
