#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the shell writes: results to standard output (buffered), errors to standard error.
///
/// Standard output is buffered within one input line's output and flushed once the line is done
/// (the REPL flushes before each prompt), before anything goes to standard error, when the buffer
/// fills, and at exit, so the two streams interleave in the order things happened and a killed
/// process loses nothing it printed for the lines it finished: one `write` a line, whether or not
/// standard output is a terminal.
@MainActor
@_spi(Benchmarks)
public final class Output {
  // Exclusivity unchecked: appended to for every line printed, never lent out while in use.
  @exclusivity(unchecked) private var buffer: [UInt8] = []
  private let outputDescriptor: Int32
  private let errorDescriptor: Int32
  /// Whether writing to standard output failed (a closed pipe): the shell stops quietly.
  public private(set) var isBroken = false
  /// Takes what standard output would be written instead, while set: the REPL hands output that
  /// arrives while a line is being typed (effects on the real clock) to the line editor, which
  /// prints it above the line and draws the line again.
  public var divert: (([UInt8]) -> Void)?

  /// Creates an output on the given file descriptors (standard output and error by default).
  public init(output: Int32 = 1, error: Int32 = 2) {
    self.outputDescriptor = output
    self.errorDescriptor = error
    buffer.reserveCapacity(1 << 16)
  }

  /// Appends `text` and a newline to standard output.
  public func line(_ text: String) {
    Self.append(text, to: &buffer)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends the line `write` adds to the buffer it is given (UTF-8, no line break at its end)
  /// and a newline to standard output: text written where it goes, without a `String` between.
  func line(_ write: (inout [UInt8]) -> Void) {
    write(&buffer)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes `text` and a newline to standard error, after flushing standard output.
  public func errorLine(_ text: String) {
    flush()
    var bytes = Array(text.utf8)
    bytes.append(UInt8(ascii: "\n"))
    _ = writeAll(bytes, to: errorDescriptor)
  }

  /// Writes what standard output has buffered.
  public func flush() {
    guard !buffer.isEmpty else { return }
    if let divert {
      divert(buffer)
    } else if !writeAll(buffer, to: outputDescriptor) {
      isBroken = true
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Adds the UTF-8 of `text` to `bytes`, at once when it is stored contiguously (a native
  /// string): the view's element-wise append costs more than the rest of a short line.
  /// Nonisolated: a closure of the main actor's, handed to the standard library, checks at
  /// every call that it runs there.
  private nonisolated static func append(_ text: String, to bytes: inout [UInt8]) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
    if copied == nil { bytes.append(contentsOf: text.utf8) }
  }

  private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }
}
