/// `--record FILE.swift`: the session written as a Swift Testing test at its end (see
/// ``SwiftTestWriter``), into a temporary file beside `FILE` made at the start, which is
/// renamed into place once whole, as ``Recorder`` does for a script.
@MainActor
final class SwiftTestRecorder {
  /// The file's path.
  let path: String
  private var file: AtomicFile
  private let output: Output

  /// Makes the temporary file beside `path`.
  ///
  /// - Throws: ``UsageError`` when it cannot be made.
  init(path: String, output: Output) throws(UsageError) {
    do throws(CommandError) {
      file = try AtomicFile(path: path)
    } catch {
      throw UsageError("cannot write '\(path)' for --record: \(error.message)")
    }
    self.path = path
    self.output = output
  }

  /// Writes `text` and renames the file into place.
  ///
  /// - Returns: Whether it was written whole; when not, an error naming the file is on standard
  ///   error and the temporary file is gone.
  func finish(_ text: String) -> Bool {
    do throws(CommandError) {
      if !file.write(Array(text.utf8)), let failure = file.failure {
        throw CommandError(AtomicFile.systemMessage(failure))
      }
      try file.commit()
      return true
    } catch {
      output.errorLine("error: cannot write '\(path)' for --record: \(error.message)")
      return false
    }
  }
}
