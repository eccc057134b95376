import Foundation
import Testing

/// The completion scripts in the real shells: bash through its completion machinery, zsh in a
/// terminal, fish through `complete -C`; and `__complete`, which they all ask.
struct CompletionTests {
  static let cases = ["counter1.decrementButtonTapped", "counter1.incrementButtonTapped"]

  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      ShellProcess.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    return environment
  }

  @Test(arguments: [
    ("bash", "completions/tca-shell.bash"), ("zsh", "completions/_tca-shell"),
    ("fish", "completions/tca-shell.fish"),
  ])
  func theFilesAreWhatTheBinaryPrints(shell: String, file: String) async throws {
    let printed = try await ShellProcess.run(["completion", shell])
    #expect(printed.status == 0)
    let saved = try String(
      contentsOf: ShellProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
    #expect(printed.stdout == saved, "regenerate with: tca-shell completion \(shell) > \(file)")
  }

  @Test func completeAnswersOneCandidateALine() async throws {
    let features = try await ShellProcess.run(["__complete", "co"])
    #expect(
      features.stdout == """
        counter\tone counter; the preview reducer adds 10
        completion\tprint the shell's completion script

        """)
    let variants = try await ShellProcess.run(["__complete", "counter", "--reducer", ""])
    #expect(variants.stdout == "live\npreview\n")
    let options = try await ShellProcess.run(["__complete", "--fo"])
    #expect(options.stdout.hasPrefix("--format\t"))
    let paths = try await ShellProcess.run(["__complete", "two-counters", "-c", "'send counter1."])
    #expect(paths.stdout == Self.cases.joined(separator: "\n") + "\n")
    let state = try await ShellProcess.run(["__complete", "timers", "-c", "state sec"])
    #expect(state.stdout == "secondsElapsed\n")
    let commands = try await ShellProcess.run(["__complete", "-c", "un"])
    #expect(commands.stdout == "undo\nunskip\n")
  }

  @Test func bashCompletesThroughItsCompletionMachinery() async throws {
    let script = #"""
      source completions/tca-shell.bash
      spec=$(complete -p tca-shell) || exit 3
      function=${spec#*-F }; function=${function%% *}
      COMP_WORDS=(tca-shell two-counters -c "'send counter1.")
      COMP_CWORD=3
      COMP_LINE="tca-shell two-counters -c 'send counter1."
      COMP_POINT=${#COMP_LINE}
      "$function" tca-shell "send counter1." -c
      printf '%s\n' "${COMPREPLY[@]}"
      """#
    let result = try await blocking { [environment] in
      try spawn(
        ["bash", "--norc", "--noprofile", "-c", script], environment: environment,
        in: ShellProcess.packageRoot.path)
    }
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == Self.cases.map { "send \($0)\n" }.joined())
  }

  @Test func bashEscapesFileNamesAndCompletesHome() async throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent("my scripts"), withIntermediateDirectories: true)
    try "".write(
      to: home.appendingPathComponent("my scripts/a b.tca"), atomically: true, encoding: .utf8)
    let script = #"""
      source completions/tca-shell.bash
      complete() {
        COMP_WORDS=(tca-shell -f "$1"); COMP_CWORD=2; COMP_LINE="tca-shell -f $1"
        COMP_POINT=${#COMP_LINE}
        _tca_shell tca-shell "$1" -f
        printf '%s\n' "${COMPREPLY[@]}"
      }
      complete '~/my'
      complete '~/my\ scripts/'
      """#
    var environment = environment
    environment["HOME"] = home.path
    let result = try await blocking { [environment] in
      try spawn(
        ["bash", "--norc", "--noprofile", "-c", script], environment: environment,
        in: ShellProcess.packageRoot.path)
    }
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "~/my\\ scripts/\n~/my\\ scripts/a\\ b.tca\n")
  }

  @Test func fishCompletesThroughCompleteC() async throws {
    let result = try await blocking { [environment] in
      try spawn(
        [
          "fish", "--no-config", "-c",
          #"source completions/tca-shell.fish; complete -C"tca-shell two-counters -c 'send counter1.""#,
        ], environment: environment, in: ShellProcess.packageRoot.path)
    }
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == Self.cases.map { "send \($0)\n" }.joined())
  }

  @Test func zshCompletesInATerminal() async throws {
    try await blocking { [environment] in
      let tty = try TmuxSession(
        "env PATH='\(environment["PATH"]!)' HOME='\(FileManager.default.temporaryDirectory.path)' "
          + "zsh -f")
      try tty.type(
        "fpath=('\(ShellProcess.packageRoot.path)/completions' $fpath); "
          + "autoload -U compinit; compinit -u -D; PS1='zsh> '")
      try tty.send("Enter")
      try tty.waitFor("zsh>")
      try tty.type("tca-shell two-counters -c 'send counter1.")
      try tty.send("Tab")
      try tty.waitFor(Self.cases.joined(separator: "  "))
      try tty.type("inc")
      try tty.send("Tab")
      try tty.waitFor("zsh> tca-shell two-counters -c 'send counter1.incrementButtonTapped")
    }
  }
}
