import CustomDump
import IssueReporting

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
  private let buffer = TextBuffer(capacity: 1 << 16)
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
  }

  /// Appends `text` and a newline to standard output.
  public func line(_ text: String) {
    buffer.append(text)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends the line `write` adds to the buffer it is given (UTF-8, no line break at its end)
  /// and a newline to standard output: text written where it goes, without a `String` between.
  func line(_ write: (TextBuffer) -> Void) {
    write(buffer)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes `text` and a newline to standard error, after flushing standard output.
  public func errorLine(_ text: String) {
    flush()
    var bytes = Array(text.utf8)
    bytes.append(UInt8(ascii: "\n"))
    _ = bytes.withUnsafeBytes { writeAll($0, to: errorDescriptor) }
  }

  /// Writes what standard output has buffered.
  public func flush() {
    guard !buffer.isEmpty else { return }
    if let divert {
      divert(buffer.bytes())
    } else if !buffer.withUnsafeBytes({ writeAll($0, to: outputDescriptor) }) {
      isBroken = true
    }
    buffer.removeAll()
  }
}
