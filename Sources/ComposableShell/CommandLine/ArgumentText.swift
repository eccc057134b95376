#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks the process's own arguments as the bytes it was given: Swift's `CommandLine.arguments`
/// repairs invalid UTF-8 with U+FFFD, which would send `-c` text the user never typed, or name a
/// file that does not exist.
enum ArgumentText {
  /// A usage error for the first argument that is not valid UTF-8, or `nil`.
  static func firstInvalid() -> UsageError? {
    for index in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
        count: strlen(argument))
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      return UsageError(
        "argument \(index) is not valid UTF-8 (\(InvalidUTF8.describe(bytes) ?? "a byte")); "
          + "arguments and scripts are UTF-8 text")
    }
    return nil
  }
}
