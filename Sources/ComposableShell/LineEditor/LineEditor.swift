import CLibEdit
import ConcurrencyExtras
import CustomDump
import Dispatch
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from the terminal with libedit: emacs keys, a persistent history, Tab completion,
/// Ctrl-C to abandon a line, Ctrl-D to quit. Knows the terminal only.
///
/// libedit's read blocks its thread, so every libedit call happens on one dedicated thread and
/// ``readLine(prompt:)`` suspends the caller until a line is there: effects on the main actor keep
/// running while the user types. Completion is asked of the main actor, which is idle then.
final class LineEditor: @unchecked Sendable {
  /// What one read produced.
  enum Input: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line was abandoned.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal closed.
    case endOfFile
    /// The line editor could not start (libedit could not be loaded); it said why.
    case unavailable
  }

  /// The completion for a line that ends at the cursor: where the word starts (in characters) and
  /// its candidates.
  typealias Complete = @Sendable (_ line: String) -> (wordStart: Int, candidates: [String])

  /// Touched on the reader thread only, once it runs: set to `nil` when history cannot be kept.
  private var historyFile: String?
  private let ownDirectory: String?
  private let complete: Complete
  private let lock = RecursiveLock()
  private var request: (prompt: String, continuation: CheckedContinuation<Input, Never>)?
  private let wake = DispatchSemaphore(value: 0)
  private var warnedAboutHistory = false
  /// Guarded by `lock`: whether the reader thread is in `el_gets`, and what ``printAbove(_:)``
  /// handed it meanwhile.
  private var isReading = false
  private var pendingOutput: [UInt8] = []
  /// A pipe whose byte wakes the reader thread to print ``pendingOutput`` (`-1`: none).
  private var wakePipe: (read: Int32, write: Int32) = (-1, -1)
  /// The character the reader thread gets when woken, bound to printing ``pendingOutput``.
  private static let printKey: Character = "\u{1E}"
  /// The character the reader thread gets after a signal (SIGCONT, SIGWINCH) that calls for the
  /// line to be drawn again, bound to libedit's `ed-redisplay`.
  private static let redisplayKey: Character = "\u{1D}"
  // Touched on the reader thread only.
  private var editLine: OpaquePointer?
  private var history: OpaquePointer?
  private var promptStorage: UnsafeMutablePointer<CChar>?

  /// Creates an editor.
  ///
  /// - Parameters:
  ///   - historyFile: Where history is loaded from and saved to after each line; `nil` or
  ///     `/dev/null` keeps no history file.
  ///   - ownDirectory: The program's own directory that holds `historyFile`
  ///     (`$XDG_STATE_HOME/tca-shell`), made when it is missing and its parent exists. No other
  ///     directory is ever made: when the file's directory is missing, one warning says so and no
  ///     history is kept.
  ///   - complete: Computes Tab completions.
  init(historyFile: String?, ownDirectory: String? = nil, complete: @escaping Complete) {
    self.historyFile = historyFile == "/dev/null" ? nil : historyFile
    self.ownDirectory = ownDirectory
    self.complete = complete
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
      _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
      wakePipe = (fds[0], fds[1])
    }
    startThread { [unowned self] in self.run() }
  }

  /// Prints `bytes` (program output, UTF-8) on standard output: at once when no line is being
  /// read, else above the line being typed, which is then drawn again as it was.
  func printAbove(_ bytes: [UInt8]) {
    let deferred = lock.withLock {
      guard isReading, wakePipe.write >= 0 else { return false }
      pendingOutput += bytes
      return true
    }
    if deferred {
      var byte: UInt8 = 1
      _ = write(wakePipe.write, &byte, 1)
    } else {
      Self.writeAll(bytes, to: 1)
    }
  }

  /// Reads one line, showing `prompt`.
  func readLine(prompt: String) async -> Input {
    await withCheckedContinuation { continuation in
      lock.withLock { request = (prompt, continuation) }
      wake.signal()
    }
  }

  private func run() {
    setlocale(LC_CTYPE, "")
    tca_sigint_install_for_current_thread()
    let output = isatty(1) != 0 ? tca_stdout() : tca_stderr()
    guard
      let editLine = tca_el_init(
        CommandLine.arguments.first ?? "tca-shell", tca_stdin(), output, tca_stderr())
    else {
      // Without libedit there is no line to edit: say why, and answer every read with that.
      let reason = tca_libedit_error().map { String(cString: $0) } ?? "el_init failed"
      fputs("error: the interactive shell needs libedit: \(reason)\n", tca_stderr())
      while true {
        wake.wait()
        guard let (_, continuation) = lock.withLock({ request.take() }) else { continue }
        continuation.resume(returning: .unavailable)
      }
    }
    let history = tca_history_init()
    self.editLine = editLine
    self.history = history
    tca_history_setsize(history, 1000)
    tca_history_setunique(history, 1)
    if let historyFile {
      if let missing = Self.missingDirectory(for: historyFile, own: ownDirectory) {
        warnAboutHistory("keeping no history: the directory '\(missing)' does not exist")
      } else if !Self.isHistoryOrEmpty(historyFile) {
        // libedit would not read it, and saving would replace it (a script named by mistake).
        warnAboutHistory(
          "keeping no history: '\(historyFile)' is not a history file (libedit's start with "
            + "\(Self.historyCookie)); it is left as it is")
      } else {
        tca_history_load(history, historyFile)
      }
    }
    tca_el_set_history(editLine, history)
    tca_el_set_editor(editLine, "emacs")
    tca_el_use_interruptible_getc(editLine)
    tca_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    tca_el_set_prompt(editLine) { editLine in
      LineEditor.from(editLine)?.promptStorage
    }
    tca_el_bind_function(
      editLine, "tca-complete", "complete a command or path",
      { editLine, _ in
        LineEditor.from(editLine)?.completeAtCursor() ?? UInt8(CC_ERROR)
      }, "^I")
    tca_el_bind_function(
      editLine, "tca-print-above", "print program output above the line",
      { editLine, _ in
        LineEditor.from(editLine)?.printPendingAbove() ?? UInt8(CC_NORM)
      }, String(Self.printKey))
    if wakePipe.read >= 0 {
      tca_el_set_wake(wakePipe.read, wchar_t(Self.printKey.unicodeScalars.first!.value))
    }
    // Ctrl-Z then `fg`, and a resized window, leave the line as it was, in raw mode.
    _ = tca_el_follow_terminal_signals(
      editLine, wchar_t(Self.redisplayKey.unicodeScalars.first!.value))
    tca_el_source_default(editLine)

    while true {
      wake.wait()
      guard let (prompt, continuation) = lock.withLock({ request.take() }) else { continue }
      free(promptStorage)
      promptStorage = strdup(prompt)
      continuation.resume(returning: read())
    }
  }

  private func read() -> Input {
    var count: Int32 = 0
    _ = tca_sigint_take()
    lock.withLock { isReading = true }
    tca_el_set_reading(1)
    let bytes = tca_el_gets(editLine, &count)
    tca_el_set_reading(0)
    // Output that came too late to go above the line goes under it, before its results.
    let pending = lock.withLock {
      isReading = false
      defer { pendingOutput.removeAll() }
      return pendingOutput
    }
    if !pending.isEmpty { Self.writeAll(pending, to: 1) }
    guard let bytes, count > 0 else {
      if tca_sigint_take() != 0 || (count < 0 && errno == EINTR) {
        tca_el_reset(editLine)
        fputs("^C\n", tca_stderr())
        return .interrupted
      }
      return .endOfFile
    }
    var line = String(
      decoding: UnsafeRawBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
    if line.hasSuffix("\n") { line.removeLast() }
    // Trailing blanks (the space after a Tab-completed word) are not kept: `x ` is `x` again.
    if let last = line.lastIndex(where: { !$0.isWhitespace }) {
      tca_history_enter(history, String(line[...last]))
      saveHistory()
    }
    return .line(line)
  }

  private func saveHistory() {
    guard let historyFile else { return }
    if tca_history_save(history, historyFile) < 0 {
      warnAboutHistory("could not save history to \(historyFile)")
    }
  }

  /// Prints `message` as a warning, once a session, and keeps no history from then on.
  private func warnAboutHistory(_ message: String) {
    historyFile = nil
    guard !warnedAboutHistory else { return }
    warnedAboutHistory = true
    fputs("warning: \(message)\n", tca_stderr())
  }

  /// The directory `file` would be in when it does not exist and may not be made, else `nil`
  /// (after making `own` when `file` is in it and its parent exists).
  ///
  /// A home directory or any other directory the user names is never made: a shell run with
  /// `HOME=/nonexistent` must not create `/nonexistent`.
  static func missingDirectory(for file: String, own: String?) -> String? {
    let directory = PathText.deletingLastComponent(file)
    // Something there that is not a directory fails to save, with a warning of its own.
    guard !directory.isEmpty, !exists(directory) else { return nil }
    let parent = PathText.deletingLastComponent(directory)
    if directory == own, parent.isEmpty || exists(parent),
      mkdir(directory, 0o700) == 0 || errno == EEXIST
    {
      return nil
    }
    return directory
  }

  /// The first line of a history file libedit writes.
  static let historyCookie = "_HiStOrY_V2_"

  /// Whether `file` is missing, empty, not a regular file, or starts as libedit's history files
  /// do: anything else holds something else, which saving the history would replace.
  static func isHistoryOrEmpty(_ file: String) -> Bool {
    // Not blocking: a FIFO named by mistake would wait for a writer.
    let descriptor = open(file, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return true }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return true }
    let cookie = Array(historyCookie.utf8)
    var head = [UInt8](repeating: 0, count: cookie.count)
    let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count == 0 || (count == cookie.count && head == cookie)
  }

  private static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// The wake key: clears the line being typed (and the rows it wraps onto), prints what
  /// ``printAbove(_:)`` handed over, and draws the prompt and the line again below it.
  private func printPendingAbove() -> UInt8 {
    let pending = lock.withLock {
      defer { pendingOutput.removeAll() }
      return pendingOutput
    }
    guard !pending.isEmpty, let info = tca_el_line(editLine)?.pointee else { return UInt8(CC_NORM) }
    let typed = String(
      decoding: UnsafeRawBufferPointer(start: info.buffer, count: info.cursor - info.buffer),
      as: UTF8.self)
    let prompt = promptStorage.map { String(cString: $0) } ?? ""
    let rowsAbove = (prompt.count + typed.count) / Int(max(1, tca_el_columns(editLine)))
    var text = rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : ""
    text += "\r\u{1B}[J"
    // The terminal is in libedit's mode, which may not turn a newline into a line start.
    var bytes = Array(text.utf8)
    for byte in pending {
      if byte == UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\r")) }
      bytes.append(byte)
    }
    fflush(tca_stdout())
    Self.writeAll(bytes, to: 1)
    tca_el_refresh(editLine)
    return UInt8(CC_NORM)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Tab: completes the word before the cursor, or lists the candidates when it is ambiguous.
  private func completeAtCursor() -> UInt8 {
    guard let info = tca_el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
    let length = info.cursor - info.buffer
    let before = String(
      decoding: UnsafeRawBufferPointer(start: info.buffer, count: length), as: UTF8.self)
    let (wordStart, candidates) = complete(before)
    let word = String(Array(before)[wordStart...])
    guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
    let common = candidates.dropFirst().reduce(candidates[0]) { common, candidate in
      String(zip(common, candidate).prefix { $0 == $1 }.map(\.0))
    }
    if candidates.count == 1 {
      let goesOn = common.hasSuffix(".") || common.hasSuffix("[") || common.hasSuffix("/")
      let completed = goesOn ? common : common + " "
      replace(word, with: completed)
      return UInt8(CC_REFRESH)
    }
    if common.count > word.count {
      replace(word, with: common)
      return UInt8(CC_REFRESH)
    }
    let stream = isatty(1) != 0 ? tca_stdout() : tca_stderr()
    // As readline lists them: above 100, ask first; then in columns across the terminal.
    if candidates.count > Self.queryItems {
      fputs("\nDisplay all \(candidates.count) possibilities? (y or n)", stream)
      fflush(stream)
      var key: UInt8 = 0
      while Glibc.read(0, &key, 1) < 0 && errno == EINTR {}
      guard key == UInt8(ascii: "y") || key == UInt8(ascii: "Y") || key == UInt8(ascii: " ")
      else {
        fputs("\n", stream)
        return UInt8(CC_REDISPLAY)
      }
    }
    fputs(
      "\n" + Self.columns(candidates, width: Int(tca_el_columns(editLine))) + "\n", stream)
    return UInt8(CC_REDISPLAY)
  }

  /// How many candidates are listed without asking first, as readline's
  /// `completion-query-items`.
  static let queryItems = 100

  /// `items` in columns down then across, as readline lists completions: each column as wide as
  /// the longest item and two spaces, as many as fit in `width`, no spaces at a row's end.
  static func columns(_ items: [String], width: Int) -> String {
    let cell = (items.map(\.count).max() ?? 0) + 2
    let perRow = max(1, (width + 2) / cell)
    let rows = (items.count + perRow - 1) / perRow
    return (0..<rows).map { row in
      var line = ""
      for column in 0..<perRow where column * rows + row < items.count {
        line += items[column * rows + row].padding(toLength: cell)
      }
      return String(line.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  private func replace(_ word: String, with text: String) {
    tca_el_deletestr(editLine, Int32(word.unicodeScalars.count))
    tca_el_insertstr(editLine, text)
  }

  private static func from(_ editLine: OpaquePointer?) -> LineEditor? {
    guard let editLine, let data = tca_el_get_clientdata(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }
}

extension Optional {
  fileprivate mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
