/// Where bytes that should be UTF-8 text stop being it, for the errors of scripts and arguments.
enum InvalidUTF8 {
  /// `byte 0xE9 at column 25` for the first byte of `bytes` that is not valid UTF-8 (columns count
  /// bytes, from 1); `nil` when all of them are valid.
  static func describe(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var valid = 0
    while case .scalarValue(let scalar) = decoder.decode(&iterator) { valid += UTF8.width(scalar) }
    guard valid < bytes.count else { return nil }
    let byte = String(bytes[valid], radix: 16, uppercase: true)
    return "byte 0x\(byte.count == 1 ? "0" : "")\(byte) at column \(valid + 1)"
  }
}
