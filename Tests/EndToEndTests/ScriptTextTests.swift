import Foundation
import Testing

/// Script and argument text as editors and shells hand it over: byte-order marks, CRLF, bytes
/// that are not UTF-8, invisible white space, and a standard input that cannot be read.
@Suite struct ScriptTextTests {
  /// Runs `command` in `/bin/sh`, with `$0` the shell binary, for input Swift strings cannot
  /// carry (invalid UTF-8 arguments, a directory as standard input).
  func sh(_ command: String) async throws -> ShellProcess.Result {
    try await ShellProcess.run(
      ["-c", command, ShellProcess.binary.path], executable: URL(fileURLWithPath: "/bin/sh"))
  }

  func temporaryFile(_ bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("script-text-\(UUID().uuidString).tca")
    try Data(bytes).write(to: url)
    return url
  }

  @Test func aByteOrderMarkAndCRLFLineEndingsAreText() async throws {
    let script = try temporaryFile(
      [0xEF, 0xBB, 0xBF]
        + Array("send counter1.incrementButtonTapped\r\nexpect counter1.count == 1\r\n".utf8))
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try await ShellProcess.run(["--quiet", "-f", script.path])
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test func aRepeatedLineMeansWhatItMeantTheFirstTime() async throws {
    let send = Array("send counter1.incrementButtonTapped\n".utf8)
    let invalid: [UInt8] = [0x73, 0xFF, 0x0A]
    let script = try temporaryFile(
      send + send + invalid + invalid + send + Array("expect counter1.count == 3\n".utf8))
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try await ShellProcess.run(["--quiet", "-f", script.path])
    let errors = result.stderr.split(separator: "\n")
    #expect(errors.count == 2, "\(result.stderr)")
    #expect(errors.first?.hasPrefix("\(script.path):3: error: the line is not valid UTF-8") == true)
    #expect(errors.last?.hasPrefix("\(script.path):4: error: the line is not valid UTF-8") == true)
    #expect(result.status == 1)
  }

  @Test func theTestCommandReadsTheShebangOfACRLFScript() async throws {
    let script = try temporaryFile(
      Array("#!/usr/bin/env -S tca-shell todos -f\r\nsend addTodoButtonTapped\r\n".utf8))
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try await ShellProcess.run(["test", script.path])
    #expect(result.stdout.contains("1 passed, 0 failed"), "\(result.stdout)")
    #expect(result.status == 0)
  }

  @Test func anArgumentThatIsNotUTF8IsAUsageError() async throws {
    let result = try await sh(#"exec "$0" -c "$(printf 'send counter1.incr\377ement')""#)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "tca-shell: error: argument 2 is not valid UTF-8 (byte 0xFF at column 19)"))
  }

  @Test func aStandardInputThatCannotBeReadIsAnError() async throws {
    let result = try await sh(#"exec "$0" --quiet < /"#)
    #expect(result.status == 1)
    #expect(result.stderr == "<stdin>:1: error: cannot read '<stdin>': Is a directory\n")
  }

  @Test func invisibleWhiteSpaceIsShownEscaped() async throws {
    let result = try await ShellProcess.run(["-c", "send\u{A0}counter1.increment"])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(#"-c:1: error: unknown command 'send\u{a0}counter1.increment'"#))
  }

  @Test func anInvisibleCharacterJoinedToALetterEscapesOnlyItself() async throws {
    // A zero-width joiner after `t` makes one Character of the two: the `t` still shows as `t`.
    let result = try await ShellProcess.run(["-c", "send counter1.increment\u{200D}"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == #"-c:1: error: path 'counter1.increment\u{200d}': unexpected character '\u{200d}'; "#
        + "expected a name, '.' or '['\n")
  }

  @Test func aStackIDInTheHistoryCanBeSentBack() async throws {
    let result = try await ShellProcess.run([
      "navigation-stack", "--quiet", "-c", "send goToScreenA", "-c", ##"send path.popFrom "#0""##,
      "-c", "undo", "-c", ##"send path.popFrom "#0""##, "-c", "history",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains(##"* 2  path.popFrom "#0"  user"##), "\(result.stdout)")
  }
}
