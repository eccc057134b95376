import Foundation
import Testing

/// The README's shell commands, run as written after `scripts/install`: every line of its ```sh
/// blocks and every `$ ` line of its other blocks, each in `bash -o pipefail -c`, must exit 0.
///
/// They run as a user who installed into a prefix runs them: that prefix's `bin` first on `PATH`
/// (no build directory), a new home, and as working directory a scratch copy of the checkout (its
/// files and folders by symbolic link, so what a command writes, `report.xml` or `bug.tca`, lands
/// there) without `Package.swift`, so no command can start a build of the package. A block that
/// cannot run in a test (`scripts/run`, which builds a release and starts the REPL, and
/// `scripts/test`, the suite itself) follows the line `<!-- readme-commands: not run … -->`.
struct ReadmeCommandsTests {
  /// One command, with the README line it starts on.
  struct Command: CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "README.md:\(line): \(text)" }
  }

  static let marker = "<!-- readme-commands: not run"

  /// The commands of `readme`, in order.
  static func commands(in readme: String) -> [Command] {
    var commands: [Command] = []
    var fence: String?  // The info string of the open block.
    var skipped = false
    var continued: Command?
    for (index, line) in readme.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = index + 1
      if line.hasPrefix("```") {
        if fence == nil {
          fence = String(line.dropFirst(3))
        } else {
          fence = nil
          skipped = false
        }
        continue
      }
      guard let info = fence else {
        if line.hasPrefix(marker) { skipped = true }
        continue
      }
      guard !skipped else { continue }
      var text: String
      if var command = continued {
        command.text += "\n" + line
        text = command.text
        continued = command
      } else if info == "sh" {
        text = String(line)
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty, !text.hasPrefix("#") else {
          continue
        }
        continued = Command(line: number, text: text)
      } else if line.hasPrefix("$ ") {
        text = String(line.dropFirst(2))
        continued = Command(line: number, text: text)
      } else {
        continue
      }
      // A line ending in a backslash goes on on the next one.
      if !text.hasSuffix("\\"), let command = continued {
        commands.append(command)
        continued = nil
      }
    }
    return commands
  }

  @Test func theCommandsAreFoundAsTheMarkersSay() {
    let readme = """
      ```sh
      tca-shell --version   # a comment
      # a line of comment
      printf 'a\\n' \\
        | tca-shell
      ```
      <!-- readme-commands: not run (the REPL) -->
      ```sh
      scripts/run
      ```
      ```
      $ tca-shell --list
      two-counters> state
      ```
      ```swift
      let x = 1
      ```
      """
    #expect(
      Self.commands(in: readme).map(\.description) == [
        "README.md:2: tca-shell --version   # a comment",
        "README.md:4: printf 'a\\n' \\\n  | tca-shell",
        "README.md:12: tca-shell --list",
      ])
  }

  @Test func everyCommandRunsAsWrittenAfterInstall() async throws {
    let readme = try String(
      contentsOf: ShellProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let commands = Self.commands(in: readme)
    #expect(commands.count >= 10, "\(commands)")
    let prefix = try await blocking { try Installation.prefix }
    let home = try Installation.makeHome()
    let checkout = try Self.scratchCheckout()
    defer {
      try? FileManager.default.removeItem(at: home)
      try? FileManager.default.removeItem(at: checkout)
    }
    let environment = Installation.environment(prefix: prefix, home: home)
    for command in commands {
      let result = try await blocking {
        try spawn(
          ["bash", "-o", "pipefail", "-c", command.text], environment: environment,
          in: checkout.path, limit: 120)
      }
      #expect(
        result.status == 0, "\(command) exited \(result.status):\n\(result.stdout)\(result.stderr)")
    }
  }

  /// A directory holding every top-level file and folder of the checkout by symbolic link, but
  /// `Package.swift` and what git and the build keep.
  static func scratchCheckout() throws -> URL {
    let checkout = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: ShellProcess.packageRoot.path)
    where !name.hasPrefix(".") && name != "Package.swift" {
      try FileManager.default.createSymbolicLink(
        at: checkout.appendingPathComponent(name),
        withDestinationURL: ShellProcess.packageRoot.appendingPathComponent(name))
    }
    return checkout
  }
}
