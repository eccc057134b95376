import Foundation
import Testing

/// `tca-shell __man`, the man page `scripts/install` installs: the same commands as `help` and
/// completion, the same options as `--help` and completion, and roff that `man` and groff read
/// without a warning.
struct ManPageTests {
  @Test func itListsTheCommandsHelpAndCompletionList() async throws {
    let page = try await ShellProcess.run(["__man"])
    #expect(page.status == 0, "\(page.stderr)")
    let commands = Self.labels(in: "COMMANDS", of: page.stdout)
    let help = try await ShellProcess.run(["-c", "help"])
    let listed = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).drop {
      $0 != "Commands:"
    }.dropFirst()
      .prefix { !$0.isEmpty }.map(Self.firstColumn)
    #expect(!listed.isEmpty)
    #expect(commands == listed)
    let completed = try await ShellProcess.run(["__complete", "-c", ""])
    let names = commands.flatMap { $0.split(separator: " ").filter { $0.first!.isLowercase } }
      .map(String.init)
    #expect(completed.stdout.split(separator: "\n").map { String($0) }.sorted() == names.sorted())
  }

  @Test func itListsTheOptionsHelpAndCompletionList() async throws {
    let page = try await ShellProcess.run(["__man"])
    let options = Self.labels(in: "OPTIONS", of: page.stdout)
    let help = try await ShellProcess.run(["--help"])
    let listed = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).drop {
      $0 != "options:"
    }.dropFirst()
      .prefix { !$0.isEmpty }.map(Self.firstColumn)
    #expect(!listed.isEmpty)
    #expect(options == listed)
    // Completion offers each option where it goes: the test ones after `test`.
    var offered: Set<String> = []
    for words in [["-"], ["test", "-"]] {
      let completed = try await ShellProcess.run(["__complete"] + words)
      offered.formUnion(
        completed.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
    }
    let names = options.flatMap {
      $0.components(separatedBy: ", ").map { String($0.prefix { $0 != " " }) }
    }
    #expect(offered == Set(names))
    let subcommands = Self.labels(in: "SUBCOMMANDS", of: page.stdout)
    let usages = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix {
      !$0.isEmpty
    }.map {
      $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "usage: ", with: "")
    }
    #expect(usages.dropFirst(2).elementsEqual(subcommands))
  }

  @Test func itListsTheFeatures() async throws {
    let page = try await ShellProcess.run(["__man"])
    let list = try await ShellProcess.run(["--list"])
    #expect(
      Self.labels(in: "FEATURES", of: page.stdout)
        == list.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
  }

  @Test func manAndGroffReadItWithoutAWarning() async throws {
    let page = try await ShellProcess.run(["__man"])
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-\(UUID().uuidString).1")
    try page.stdout.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let groff = try await blocking {
      try spawn(["groff", "-man", "-Tutf8", "-ww", "-z", file.path])
    }
    #expect(groff.status == 0)
    #expect(groff.stderr == "")
    var environment = ProcessInfo.processInfo.environment
    environment["MANWIDTH"] = "80"
    environment["LANG"] = "C.UTF-8"
    environment["MAN_KEEP_FORMATTING"] = nil
    let manEnvironment = environment
    let man = try await blocking {
      try spawn(["man", "--warnings=all", "-l", file.path], environment: manEnvironment)
    }
    #expect(man.status == 0)
    #expect(man.stderr == "")
    let lines = man.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0)
    }
    #expect(lines.first?.hasPrefix("TCA-SHELL(1)") == true, "\(lines.first ?? "")")
    #expect(
      Self.section("NAME", of: lines) == [
        "       tca-shell - drives a Composable Architecture store: send actions, see",
        "       every state change as a diff",
      ])
    #expect(Self.section("SYNOPSIS", of: lines).first == "       tca-shell [FEATURE] [OPTION…]")
    let commands = Self.section("COMMANDS", of: lines)
    #expect(
      Array(commands.drop { !$0.contains("send PATH") }.prefix(6)) == [
        "       send PATH [VALUE]",
        "              Build the action PATH names and send it to the store.",
        "                send counter1.incrementButtonTapped",
        "                send counter1.inc  (a unique prefix works)",
        "                send searchQueryChanged \"Berlin\"",
        "",
      ])
    let options = Self.section("OPTIONS", of: lines)
    #expect(
      Array(options.drop { !$0.contains("--command") }.prefix(2)) == [
        "       -c, --command CMD",
        "              Run CMD, then exit (repeatable).",
      ])
  }

  /// The labels of a section's `.TP` paragraphs, as text: `send PATH [VALUE]`.
  static func labels(in section: String, of page: String) -> [String] {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let body = lines.drop { $0 != ".SH \(section)" }.dropFirst().prefix { !$0.hasPrefix(".SH ") }
    return zip(body, body.dropFirst()).filter { $0.0 == ".TP" }.map { plain($0.1) }
  }

  /// The lines of a section of `man`'s output, up to the next heading.
  static func section(_ name: String, of lines: [String]) -> [String] {
    var section = Array(
      lines.drop { $0 != name }.dropFirst().prefix { $0.isEmpty || $0.first == " " })
    while section.last == "" { section.removeLast() }
    return section
  }

  /// `help` and `--help` lines are two columns, two spaces or more apart: the first.
  static func firstColumn(_ line: Substring) -> String {
    let text = line.drop { $0 == " " }
    return String(text[..<(text.range(of: "  ")?.lowerBound ?? text.endIndex)])
  }

  /// Roff text without its font changes and escapes.
  static func plain(_ roff: String) -> String {
    var text = roff
    for (escape, replacement) in [
      (#"\fB"#, ""), (#"\fI"#, ""), (#"\fR"#, ""), (#"\-"#, "-"), (#"\&"#, ""),
    ] {
      text = text.replacingOccurrences(of: escape, with: replacement)
    }
    while let start = text.range(of: #"\[u"#),
      let end = text[start.upperBound...].firstIndex(of: "]"),
      let value = UInt32(text[start.upperBound..<end], radix: 16),
      let scalar = Unicode.Scalar(value)
    {
      text.replaceSubrange(start.lowerBound...end, with: String(Character(scalar)))
    }
    return text.replacingOccurrences(of: #"\e"#, with: #"\"#)
  }
}
