import CLibEdit
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines of one script source, read lazily: a `-c` command, a file, or standard input.
///
/// Lines end at `\n`, with a `\r` before it dropped (CRLF scripts); the last line needs no line
/// ending, and a UTF-8 byte-order mark before the first is skipped. A script is UTF-8 text: a
/// line that is not valid UTF-8, or that holds a NUL byte, is returned as an error naming the
/// byte, so the runner reports it on that line and goes on. A read error (standard input is a
/// directory, say) is returned as an error too, then the source ends.
final class ScriptSource {
  /// One line: its text, or why it cannot be a command.
  typealias Line = Result<String, CommandError>

  /// The name errors carry: `-c`, `<stdin>` or the file's path.
  let name: String
  private let nextLine: () -> Line?
  /// A line read ahead by ``peek()``, not yet returned by ``readLine()``.
  private var peeked: Line??

  private init(name: String, nextLine: @escaping () -> Line?) {
    self.name = name
    self.nextLine = nextLine
  }

  /// The bytes of a UTF-8 byte-order mark, which some editors write at the start of a file.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The next line without its line ending, or `nil` at the end.
  func readLine() -> Line? {
    if let line = peeked {
      peeked = nil
      return line
    }
    return nextLine()
  }

  /// The line ``readLine()`` will return next, without consuming it.
  func peek() -> Line? {
    if let line = peeked { return line }
    let line = nextLine()
    peeked = .some(line)
    return line
  }

  /// Lines of `-c CMD` (a command may hold several lines).
  static func command(_ text: String) -> ScriptSource {
    let newline = UInt8(ascii: "\n")
    var lines = text.utf8.split(separator: newline, omittingEmptySubsequences: false)[...]
    if lines.last?.isEmpty == true { lines.removeLast() }
    return ScriptSource(name: "-c") {
      lines.popFirst().map { line in Array(line).withUnsafeBufferPointer(Self.decode) }
    }
  }

  /// Standard input, read a line at a time.
  static func standardInput() -> ScriptSource {
    ScriptSource(name: "<stdin>", reader: LineReader(file: tca_stdin(), closesFile: false))
  }

  private convenience init(name: String, reader: LineReader) {
    let decoder = RepeatedLineDecoder()
    self.init(name: name) {
      reader.next(decoder.decode).map { read in
        switch read {
        case .success(let line): line
        case .failure(let error): .failure(CommandError("cannot read '\(name)': \(error)"))
        }
      }
    }
  }

  /// The file at `path`, `-` for standard input.
  ///
  /// - Throws: ``CommandError`` when the file cannot be opened.
  static func file(_ path: String) throws(CommandError) -> ScriptSource {
    if path == "-" { return standardInput() }
    guard let file = fopen(path, "r") else {
      throw CommandError("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    var status = stat()
    if fstat(fileno(file), &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      fclose(file)
      throw CommandError("cannot read '\(path)': \(String(cString: strerror(EISDIR)))")
    }
    return ScriptSource(name: path, reader: LineReader(file: file, closesFile: true))
  }

  /// The text of one line's bytes (line ending removed), or the error that names its first
  /// invalid byte.
  fileprivate static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Line {
    var bytes = bytes
    if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
    if let nul = bytes.firstIndex(of: 0) {
      return .failure(
        CommandError("the line holds a NUL byte at column \(nul + 1); scripts are UTF-8 text"))
    }
    // Most lines are ASCII, valid UTF-8 as they are: `String(decoding:)` makes them without
    // the generic validation of `String(validating:as:)`, which also looks its parse result's
    // metadata up at each call.
    if bytes.allSatisfy({ $0 < 0x80 }) { return .success(String(decoding: bytes, as: UTF8.self)) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let place = InvalidUTF8.describe(bytes) ?? "a byte"
      return .failure(
        CommandError("the line is not valid UTF-8 (\(place)); scripts are UTF-8 text"))
    }
    return .success(text)
  }
}

/// ``ScriptSource/decode(_:)`` that hands the last line's result back when a line repeats its
/// bytes: a script that sends one action again and again makes its text once (a line longer
/// than a small string is an allocation, and its validation a pass over it).
private final class RepeatedLineDecoder {
  // Exclusivity unchecked: used by one reader, one line at a time.
  @exclusivity(unchecked) private var lastBytes: [UInt8] = []
  @exclusivity(unchecked) private var last: ScriptSource.Line?
  /// The longest line kept.
  private let longestLine = 256

  func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> ScriptSource.Line {
    if let last, lastBytes.count == bytes.count,
      bytes.isEmpty || memcmp(lastBytes, bytes.baseAddress!, bytes.count) == 0
    {
      return last
    }
    let line = ScriptSource.decode(bytes)
    if bytes.count <= longestLine {
      lastBytes = Array(bytes)
      last = line
    } else {
      last = nil
    }
    return line
  }
}

/// Reads lines from a C stream with `getline(3)`: any length, NUL bytes kept, one buffer reused.
private final class LineReader {
  private let file: UnsafeMutablePointer<FILE>
  private let closesFile: Bool
  // Exclusivity unchecked: lent to `getline` only, one line at a time.
  @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<CChar>?
  @exclusivity(unchecked) private var capacity = 0
  private var isAtEnd = false
  private var isFirstLine = true

  init(file: UnsafeMutablePointer<FILE>, closesFile: Bool) {
    self.file = file
    self.closesFile = closesFile
  }

  deinit {
    free(buffer)
    if closesFile { fclose(file) }
  }

  /// The next line's bytes without the `\n` (nor, on the first line, a byte-order mark), passed
  /// to `body`; the reason when the stream cannot be read; `nil` at its end.
  func next<T>(
    _ body: (UnsafeBufferPointer<UInt8>) -> T
  ) -> Result<T, ReadError>? {
    guard !isAtEnd else { return nil }
    clearerr(file)
    let length = getline(&buffer, &capacity, file)
    guard length >= 0, let buffer else {
      isAtEnd = true
      return ferror(file) != 0 ? .failure(ReadError(code: errno)) : nil
    }
    var start = 0
    var count = length
    if count > 0, buffer[count - 1] == 0x0A { count -= 1 }
    if isFirstLine, count >= 3,
      UnsafeRawBufferPointer(start: buffer, count: 3).elementsEqual(ScriptSource.byteOrderMark)
    {
      start = 3
      count -= 3
    }
    isFirstLine = false
    return buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
      .success(body(UnsafeBufferPointer(start: $0 + start, count: count)))
    }
  }
}

/// Why a stream could not be read: `strerror`'s text for an `errno` code.
private struct ReadError: Error, CustomStringConvertible {
  let code: Int32
  var description: String { String(cString: strerror(code)) }
}
