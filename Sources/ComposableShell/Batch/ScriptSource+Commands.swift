extension ScriptSource {
  /// Whether the script at `path` has a command: a line that is neither blank nor a comment (the
  /// shebang is one). A line that cannot be read as text counts, since running it fails; so does
  /// a file that cannot be read, whose run reports why.
  static func hasCommands(_ path: String) -> Bool {
    guard let source = try? file(path) else { return true }
    while let line = source.readLine() {
      guard case .success(let text) = line else { return true }
      if !CommandParser.stripComment(text).trimmingWhitespace().isEmpty { return true }
    }
    return false
  }
}
