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
  /// Whether writing to standard output failed: the shell stops (quietly for a closed pipe,
  /// with ``writeError`` for anything else).
  public private(set) var isBroken = false
  /// The `errno` of a failed write to standard output other than a closed pipe (`ENOSPC` on a
  /// full disk, `EBADF` when standard output is closed), which makes the shell end with
  /// `NAME: write error: MESSAGE` and exit status 1, as coreutils do.
  public private(set) var writeError: Int32?
  /// Takes what standard output would be written instead, while set: the REPL hands output that
  /// arrives while a line is being typed (effects on the real clock) to the line editor, which
  /// prints it above the line and draws the line again.
  public var divert: (([UInt8]) -> Void)?
  /// Takes what standard error would be written instead, while set (an attached shell's errors,
  /// sent to it by the app that serves it).
  var divertErrors: (([UInt8]) -> Void)?

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

  /// Records a failed write elsewhere that the shell's results depend on (a `--record` file),
  /// reported at exit as a failed write to standard output is.
  func noteWriteError(_ code: Int32) {
    if writeError == nil { writeError = code }
  }

  /// Marks standard output as closed when its descriptor is not open (`tca-shell … >&-`), and
  /// holds the descriptor with `/dev/null`, so no file the shell opens later takes its place:
  /// anything written to it then fails with `EBADF`, as a write to a closed descriptor does.
  public func checkDescriptor() {
    guard fcntl(outputDescriptor, F_GETFD) == -1, errno == EBADF else { return }
    let placeholder = open("/dev/null", O_WRONLY)
    if placeholder >= 0, placeholder != outputDescriptor {
      dup2(placeholder, outputDescriptor)
      close(placeholder)
    }
    isClosed = true
  }
  private var isClosed = false

  /// The message for ``writeError``: `NAME: write error: No space left on device`.
  public func writeErrorMessage(program: String) -> String? {
    writeError.map { "\(program): write error: \(String(cString: strerror($0)))" }
  }

  /// Writes `text` and a newline to standard error, after flushing standard output.
  public func errorLine(_ text: String) {
    flush()
    var bytes = Array(text.utf8)
    bytes.append(UInt8(ascii: "\n"))
    if let divertErrors { return divertErrors(bytes) }
    _ = bytes.withUnsafeBytes { writeAll($0, to: errorDescriptor) }
  }

  /// Writes what standard output has buffered.
  public func flush() {
    guard !buffer.isEmpty else { return }
    if isClosed {
      isBroken = true
      if writeError == nil { writeError = EBADF }
    } else if let divert {
      divert(buffer.bytes())
    } else if !buffer.withUnsafeBytes({ writeAll($0, to: outputDescriptor) }) {
      isBroken = true
      if errno != EPIPE, writeError == nil { writeError = errno }
    }
    buffer.removeAll()
  }
}
