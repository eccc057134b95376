import Testing

@_spi(Benchmarks) @testable import ComposableShell

struct CommandLineSpecTests {
  @Test func everyOptionInTheSpecParses() throws {
    for option in CommandLineSpec.options {
      var arguments = [option.names[0]]
      switch option.value {
      case .choice(let choices): arguments.append(choices[0])
      case .number: arguments.append("2")
      case .dependency: arguments.append("uuid=random")
      case .text: arguments.append(option.name == "--shard" ? "1/2" : "x")
      case .some: arguments.append("x")
      case nil: break
      }
      if option.isForTest { arguments += ["test", "x.tca"] }
      #expect(throws: Never.self, "\(arguments)") { try Options.parse(arguments) }
    }
  }

  @Test func subcommands() throws {
    #expect(try Options.parse(["test", "a", "b", "--jobs", "3"]).mode == .test(paths: ["a", "b"]))
    let options = try Options.parse(["counter", "test", "a", "--junit", "r.xml"])
    #expect(options.feature == "counter")
    #expect(options.junitFile == "r.xml")
    #expect(try Options.parse(["completion", "zsh"]).mode == .completion(shell: "zsh"))
    #expect(
      try Options.parse(["__complete", "--bogus", "-c", "x"]).mode
        == .complete(words: ["--bogus", "-c", "x"]))
    #expect(try Options.parse(["--format=json", "--record", "r.tca"]).recordFile == "r.tca")
    #expect(try Options.parse(["__man"]).mode == .manual)
  }

  @Test(arguments: [
    (["completion", "tcsh"], "completion takes one of bash, zsh, fish, got 'tcsh'"),
    (["test"], "test needs script files or directories, e.g. 'tca-shell test scripts'"),
    (
      ["test", "a", "-c", "send x"],
      "test runs script files; -c, -f, -i and --record do not go with it"
    ),
    (
      ["--jobs", "2"],
      "--jobs, --junit, --timeout, -k, --shard and --durations go with 'tca-shell test PATH…'"
    ),
    (
      ["-k", "a"],
      "--jobs, --junit, --timeout, -k, --shard and --durations go with 'tca-shell test PATH…'"
    ),
    (
      ["test", "a", "--shard", "3/2"],
      "option '--shard' takes K/N, the K-th of N shares (1 ≤ K ≤ N), e.g. 1/4, got '3/2'"
    ),
    (
      ["test", "a", "--durations", "-1"],
      "option '--durations' takes how many of the slowest scripts to list, 0 for all, got '-1'"
    ),
    (["test", "a", "--jobs", "0"], "option '--jobs' takes a positive number, got '0'"),
    (["--bail=yes"], "option '--bail' takes no value"),
    (["__man", "counter"], "__man takes no arguments"),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try Options.parse(arguments) }
  }

  @Test func shebangs() {
    let shebang = Shebang(line: "#!/usr/bin/env -S tca-shell counter --reducer preview -f")
    #expect(shebang?.arguments == ["counter", "--reducer", "preview"])
    #expect(shebang?.options.reducer == "preview")
    #expect(Shebang(line: "#!/usr/local/bin/tca-shell timers -f")?.options.feature == "timers")
    #expect(Shebang(line: "#!/bin/sh") == nil)
    #expect(Shebang(line: "send counter1.increment") == nil)
  }

  @Test func helpIsWrittenFromTheSpec() {
    for option in CommandLineSpec.options {
      #expect(
        Usage.text(program: "tca-shell", defaultFeature: "two-counters").contains(option.name),
        "\(option.name)")
    }
    #expect(Usage.text(program: "tca-shell", defaultFeature: "two-counters").contains("examples:"))
  }
}
