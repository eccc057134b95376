import Foundation

/// A real terminal for the interactive shell: a detached tmux session on a private server, typed
/// into with `send-keys` and read with `capture-pane`.
final class TmuxSession {
  private let socket = "tca-shell-test-\(UUID().uuidString.prefix(8))"
  private let name = "shell"

  struct Timeout: Error, CustomStringConvertible {
    let waitingFor: String
    let screen: String
    var description: String { "timed out waiting for \(waitingFor); the screen shows:\n\(screen)" }
  }

  /// Starts `command` in an 100×40 terminal.
  init(_ command: String) throws {
    try tmux(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "100", "-y", "40", command])
  }

  deinit { _ = try? tmux(["kill-server"]) }

  /// Types `keys`: literal text, or tmux key names such as `Tab`, `Enter`, `Up`, `C-c`, `C-d`.
  func send(_ keys: String...) throws {
    for key in keys { try tmux(["send-keys", "-t", name, key]) }
  }

  /// Resizes the terminal to `columns` wide (the program gets SIGWINCH).
  func resize(columns: Int) throws {
    try tmux(["resize-window", "-t", name, "-x", String(columns)])
  }

  /// Types `text` literally.
  func type(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }

  /// What the terminal shows now (tmux drops trailing spaces: a prompt `a> ` reads `a>`); with
  /// `escapes`, its colours as escape sequences.
  func screen(escapes: Bool = false) throws -> String {
    try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", name])
  }

  /// Waits (up to ten seconds, times ``timeScale``) until the screen satisfies `condition`, and
  /// returns it.
  @discardableResult
  func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(10 * timeScale)
    var last = ""
    while Date() < deadline {
      // A tmux client can fail while its server is still starting: poll through that.
      do { last = try screen() } catch { last = "(tmux: \(error))" }
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Timeout(waitingFor: what, screen: last)
  }

  /// Waits until the screen contains `text`.
  @discardableResult
  func waitFor(_ text: String) throws -> String {
    try waitFor("'\(text)'") { $0.contains(text) }
  }

  /// Whether the session's program has exited (the session is gone).
  var hasExited: Bool { (try? tmux(["has-session", "-t", name])) == nil }

  /// Runs tmux with `arguments` and returns what it printed.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let result = try spawn(["tmux", "-L", socket] + arguments)
    guard result.status == 0 else {
      throw CocoaError(
        .executableLoad,
        userInfo: ["tmux": arguments.joined(separator: " "), "stderr": result.stderr])
    }
    return result.stdout
  }
}
