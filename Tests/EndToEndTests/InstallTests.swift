import Foundation
import Testing

/// `scripts/install` into a temporary prefix (with `--binary`, the suite's own build), and new
/// bash, zsh and fish sessions, configured only as a user of that prefix configures them, that
/// find the completion scripts and the man page where their own lookup goes.
struct InstallTests {
  static let cases = ["counter1.decrementButtonTapped", "counter1.incrementButtonTapped"]

  @Test func installsTheBinaryTheManPageAndTheCompletionScripts() async throws {
    let prefix = try await blocking { try Installation.prefix }
    let found = try files(under: prefix)
    #expect(found == Installation.files.sorted())
    let installed = prefix.appendingPathComponent("bin/tca-shell")
    #expect(FileManager.default.isExecutableFile(atPath: installed.path))
    let version = try await ShellProcess.run(["--version"], executable: installed)
    #expect(version.stdout == "tca-shell 0.1.0\n")
    let manual = try await ShellProcess.run(["__man"])
    #expect(try text(prefix, "share/man/man1/tca-shell.1") == manual.stdout)
    for (installedFile, file) in [
      ("share/bash-completion/completions/tca-shell", "completions/tca-shell.bash"),
      ("share/zsh/site-functions/_tca-shell", "completions/_tca-shell"),
      ("share/fish/vendor_completions.d/tca-shell.fish", "completions/tca-shell.fish"),
    ] {
      #expect(try text(prefix, installedFile) == text(ShellProcess.packageRoot, file), "\(file)")
    }
  }

  @Test func uninstallRemovesExactlyWhatInstallWrote() async throws {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-uninstall-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    // What was there before: other programs' files, in the same directories.
    let others = [
      "bin/other", "share/man/man1/other.1", "share/bash-completion/completions/other",
      "share/zsh/site-functions/_other", "share/fish/vendor_completions.d/other.fish",
    ]
    for other in others {
      let file = prefix.appendingPathComponent(other)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "other\n".write(to: file, atomically: true, encoding: .utf8)
    }
    let install = try await blocking {
      try Installation.install(["--binary", ShellProcess.binary.path, prefix.path])
    }
    #expect(install.status == 0, "\(install.stderr)")
    #expect(try files(under: prefix) == (others + Installation.files).sorted())

    let uninstall = try await blocking { try Installation.install(["--uninstall", prefix.path]) }
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(
      uninstall.stdout
        == Installation.files.map { "removed \(prefix.path)/\($0)\n" }.joined())
    #expect(try files(under: prefix) == others.sorted())
    for other in others { #expect(try text(prefix, other) == "other\n") }

    let again = try await blocking { try Installation.install(["--uninstall", prefix.path]) }
    #expect(again.status == 0)
    #expect(again.stdout == "nothing of tca-shell's in \(prefix.path)\n")
  }

  @Test func itSaysWhatANewShellWouldNotFind() async throws {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-hints-\(UUID().uuidString)")
    let home = try Installation.makeHome()
    defer {
      try? FileManager.default.removeItem(at: prefix)
      try? FileManager.default.removeItem(at: home)
    }
    let arguments = ["--binary", ShellProcess.binary.path, prefix.path]
    // A user with nothing of the prefix's set: every shell needs a line.
    var bare = Installation.environment(prefix: prefix, home: home)
    bare["PATH"] = Installation.path(prefix: prefix).split(separator: ":").dropFirst()
      .joined(separator: ":")
    bare["XDG_DATA_DIRS"] = nil
    let first = try await blocking { [bare] in
      try Installation.install(arguments, environment: bare)
    }
    #expect(first.status == 0, "\(first.stderr)")
    let p = prefix.path
    #expect(
      first.stdout.components(separatedBy: "\n\n").last == """
        To use it from a new shell:
          PATH: add \(p)/bin (man then finds \(p)/share/man too): export PATH="\(p)/bin:$PATH"
          bash: add \(p)/share to XDG_DATA_DIRS, where bash-completion looks: \
        export XDG_DATA_DIRS="\(p)/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
          zsh: in ~/.zshrc, before compinit: fpath=(\(p)/share/zsh/site-functions $fpath)
          fish: in ~/.config/fish/config.fish: set -p fish_complete_path \
        \(p)/share/fish/vendor_completions.d

        """)
    // The prefix on PATH and XDG_DATA_DIRS, as the other tests' user has it: only zsh needs one.
    let user = Installation.environment(prefix: prefix, home: home)
    let second = try await blocking { try Installation.install(arguments, environment: user) }
    #expect(
      second.stdout.components(separatedBy: "\n\n").last == """
        To use it from a new shell:
          zsh: in ~/.zshrc, before compinit: fpath=(\(p)/share/zsh/site-functions $fpath)

        """)
  }

  @Test func aBadCommandLineIsAUsageError() async throws {
    let result = try await blocking { try Installation.install(["--binary"]) }
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        usage: scripts/install [--binary FILE] [PREFIX]
               scripts/install --uninstall [PREFIX]

        """)
    let missing = try await blocking {
      try Installation.install(["--binary", "/nonexistent/tca-shell", "/nonexistent/prefix"])
    }
    #expect(missing.status == 1)
    #expect(missing.stderr == "scripts/install: no tca-shell binary at /nonexistent/tca-shell\n")
  }

  @Test func manFindsThePageThroughPath() async throws {
    let prefix = try await blocking { try Installation.prefix }
    let home = try Installation.makeHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = Installation.environment(prefix: prefix, home: home)
    let located = try await blocking {
      try spawn(["man", "-w", "tca-shell"], environment: environment)
    }
    #expect(located.status == 0, "\(located.stderr)")
    #expect(
      located.stdout == prefix.appendingPathComponent("share/man/man1/tca-shell.1").path + "\n")
  }

  @Test func aNewBashCompletesThroughBashCompletion() async throws {
    let prefix = try await blocking { try Installation.prefix }
    let home = try Installation.makeHome()
    defer { try? FileManager.default.removeItem(at: home) }
    // A user's ~/.bashrc turns bash-completion on, as Debian's /etc/skel/.bashrc does; it finds
    // tca-shell's script in $XDG_DATA_DIRS/bash-completion/completions the first time Tab is
    // pressed after `tca-shell`.
    try """
    . /usr/share/bash-completion/bash_completion
    PS1='bash> '

    """.write(to: home.appendingPathComponent(".bashrc"), atomically: true, encoding: .utf8)
    let environment = Installation.environment(prefix: prefix, home: home)
    try await blocking {
      let tty = try TmuxSession(Self.command(["bash", "-i"], environment: environment))
      try tty.waitFor("bash>")
      try tty.type("tca-shell two-counters -c 'send counter1.")
      try tty.send("Tab", "Tab")
      try tty.waitFor(Self.cases.map { "send \($0)" }.joined(separator: "  "))
      try tty.type("inc")
      try tty.send("Tab")
      try tty.waitFor("bash> tca-shell two-counters -c 'send counter1.incrementButtonTapped'")
    }
  }

  @Test func aNewZshCompletesThroughItsFpath() async throws {
    let prefix = try await blocking { try Installation.prefix }
    let home = try Installation.makeHome()
    defer { try? FileManager.default.removeItem(at: home) }
    // What `scripts/install` tells a user of a prefix outside zsh's own fpath to add.
    let functions = prefix.appendingPathComponent("share/zsh/site-functions").path
    try """
    fpath=(\(functions) $fpath)
    autoload -U compinit; compinit -u
    PS1='zsh> '

    """.write(to: home.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
    let environment = Installation.environment(prefix: prefix, home: home)
    try await blocking {
      let tty = try TmuxSession(Self.command(["zsh", "-i"], environment: environment))
      try tty.waitFor("zsh>")
      try tty.type("tca-shell two-counters -c 'send counter1.")
      try tty.send("Tab")
      try tty.waitFor(Self.cases.joined(separator: "  "))
      try tty.type("inc")
      try tty.send("Tab")
      try tty.waitFor("zsh> tca-shell two-counters -c 'send counter1.incrementButtonTapped")
    }
  }

  @Test func aNewFishCompletesThroughXDGDataDirs() async throws {
    let prefix = try await blocking { try Installation.prefix }
    let home = try Installation.makeHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = Installation.environment(prefix: prefix, home: home)
    let result = try await blocking {
      try spawn(
        ["fish", "-c", #"complete -C"tca-shell two-counters -c 'send counter1.""#],
        environment: environment, in: home.path)
    }
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == Self.cases.map { "send \($0)\n" }.joined())
  }

  /// `env -i NAME=VALUE… COMMAND…`, quoted for the shell tmux starts it with.
  static func command(_ command: [String], environment: [String: String]) -> String {
    let quoted = { (word: String) in "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
    return
      (["env", "-i"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      + command).map(quoted).joined(separator: " ")
  }

  /// The regular files under `directory`, as paths relative to it, sorted.
  func files(under directory: URL) throws -> [String] {
    let base = directory.standardizedFileURL.path
    var found: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: base)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory)
      if !isDirectory.boolValue { found.append(path) }
    }
    return found.sorted()
  }

  func text(_ directory: URL, _ path: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
  }
}
