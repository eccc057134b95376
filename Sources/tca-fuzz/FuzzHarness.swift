import CaseStudies
import ComposableArchitecture
@_spi(Benchmarks) import ComposableShell
import Foundation
import Synchronization

/// Runs one fuzz input, a script of any bytes, through the shell's line → ``Command`` → action
/// path: each line is parsed, then carried out by a session of each of five composed features
/// (TwoCounters, Todos, the navigation stack, alerts, sign-up), which resolves its action paths,
/// settable paths and payloads and sends the actions through the store. Every session is reset after the input.
///
/// Only a crash (a trap, a failed precondition, a signal) is a finding: errors are what bad lines
/// should produce. Output and runtime warnings are discarded.
@MainActor
final class FuzzHarness {
  /// The longest `advance` or `wait` carried out: a timer ticks once a second, and a script may
  /// ask for years.
  static let longestWait = Duration.seconds(10)

  private let sessions: [any ShellSession]
  /// How many runtime warnings the inputs provoked.
  var warnings: Int { warningCount.withLock { $0 } }
  private let warningCount = Mutex(0)
  /// How many lines parsed into a command the harness runs; how many times a session carried one
  /// out, and how many of those succeeded.
  private(set) var parsed = 0
  private(set) var executed = 0
  private(set) var succeeded = 0

  init() {
    let discarded = open("/dev/null", O_WRONLY)
    let context = SessionContext.quiet(writingTo: Output(output: discarded, error: discarded))
    let features: [any ShellFeature] = [
      Feature("two-counters", initialState: TwoCounters.State()) { TwoCounters() },
      Feature("todos", initialState: Todos.State()) { Todos() },
      Feature("navigation-stack", initialState: NavigationDemo.State()) { NavigationDemo() },
      Feature("alerts", initialState: AlertsAndDialogs.State()) { AlertsAndDialogs() },
      Feature("sign-up", initialState: SignUp.State()) { SignUp() },
    ]
    sessions = features.compactMap { $0.makeSession(variant: "live", context: context) }
  }

  /// Runs `input` against every session, then resets them.
  func run(_ input: [UInt8]) async {
    // The script reader rejects a line that is not UTF-8 or holds a NUL; the parser is fed them
    // anyway, invalid UTF-8 repaired, NULs kept: it must not crash on them either.
    let lines = String(decoding: input, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let commands = lines.compactMap { line -> Command? in
      guard let command = try? CommandParser.parse(String(line)), runs(command) else { return nil }
      parsed += 1
      return command
    }
    let countWarning: @Sendable (String) -> Void = { [self] _ in
      self.warningCount.withLock { $0 += 1 }
    }
    await RuntimeWarnings.observe(countWarning) { [self] in
      for session in sessions {
        for command in commands {
          executed += 1
          if (try? await session.execute(command)) != nil { succeeded += 1 }
        }
        _ = try? await session.execute(.reset)
      }
    }
  }

  /// Whether the harness carries out `command`: not `quit`, nothing that reads or writes files
  /// (`load`, `save`, `source`: the fuzzer would write where its inputs say, and `source` and
  /// `save --script` are the line runner's, not a session's), and no wait longer than
  /// ``longestWait`` (a long one is slow, not wrong).
  private func runs(_ command: Command) -> Bool {
    switch command {
    case .quit, .load, .save, .source: false
    case .advance(let duration), .wait(.some(let duration)): duration <= Self.longestWait
    default: true
    }
  }
}
