import Foundation

/// `tca-shell` installed by `scripts/install` into a temporary prefix, from the binary the tests
/// run (`--binary`, so the suite builds no release), once for the tests that need it.
enum Installation {
  /// What `scripts/install` writes under the prefix.
  static let files = [
    "bin/tca-shell",
    "share/man/man1/tca-shell.1",
    "share/bash-completion/completions/tca-shell",
    "share/zsh/site-functions/_tca-shell",
    "share/fish/vendor_completions.d/tca-shell.fish",
  ]

  /// The prefix, installed the first time it is asked for.
  static var prefix: URL {
    get throws { try installed.get() }
  }

  /// Where it is installed: removed when the test process exits.
  private static let location = FileManager.default.temporaryDirectory
    .appendingPathComponent("tca-shell-prefix-\(UUID().uuidString)")

  private static let installed = Result(catching: { () throws -> URL in
    atexit { try? FileManager.default.removeItem(at: Installation.location) }
    let result = try install(["--binary", ShellProcess.binary.path, location.path])
    guard result.status == 0 else { throw Failure(result: result) }
    return location
  })

  /// Runs `scripts/install ARGUMENTS…`.
  static func install(_ arguments: [String], environment: [String: String]? = nil) throws -> (
    stdout: String, stderr: String, status: Int32
  ) {
    try spawn(
      [ShellProcess.packageRoot.appendingPathComponent("scripts/install").path] + arguments,
      environment: environment ?? ProcessInfo.processInfo.environment,
      in: ShellProcess.packageRoot.path)
  }

  /// A user's `PATH` with the prefix's `bin` first, and no build directory on it.
  static func path(prefix: URL) -> String {
    let system = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").filter { !$0.contains("/.build/") }
    return ([prefix.appendingPathComponent("bin").path] + system.map(String.init))
      .joined(separator: ":")
  }

  /// The environment of a new login on a machine where `prefix` is installed: a home of its own
  /// with nothing in it, the prefix's `bin` on `PATH` and its `share` on `XDG_DATA_DIRS` (as a
  /// user installing outside `/usr/local` sets them), and nothing else of the test's but the
  /// sanitizers' settings (`scripts/test --sanitize`), so a sanitized binary reports as it does in
  /// the other tests.
  static func environment(prefix: URL, home: URL) -> [String: String] {
    var environment = [
      "HOME": home.path,
      "PATH": path(prefix: prefix),
      "XDG_DATA_DIRS": prefix.appendingPathComponent("share").path + ":/usr/local/share:/usr/share",
      "TERM": "xterm",
      "LANG": "C.UTF-8",
    ]
    for name in ["TSAN_OPTIONS", "ASAN_OPTIONS", "LSAN_OPTIONS"] {
      environment[name] = ProcessInfo.processInfo.environment[name]
    }
    return environment
  }

  /// A new empty home directory.
  static func makeHome() throws -> URL {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }

  struct Failure: Error, CustomStringConvertible {
    let result: (stdout: String, stderr: String, status: Int32)
    var description: String {
      "scripts/install exited \(result.status):\n\(result.stdout)\n\(result.stderr)"
    }
  }
}
