import CaseStudies
@_spi(Benchmarks) import ComposableShell
import Foundation

/// The memory of the shell's history (issue 6): a TwoCounters session takes a million steps, and
/// the resident memory it grew by must stay under 200 MB. Every step's state is kept for
/// `undo`/`redo`; a state is stored once, not as a before/after pair.
@MainActor
enum HistoryBenchmark {
  static let steps = 1_000_000
  static let goalBytes = 200 * 1024 * 1024

  /// A figure of `/proc/self/status` (`VmRSS`, `VmHWM`) in bytes.
  static func memory(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes * 1024
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }

  static func run() async -> String {
    let feature = Feature("two-counters", initialState: TwoCounters.State()) { TwoCounters() }
    guard let session = feature.makeSession(variant: "live", context: .quiet) else {
      return "history: no session"
    }
    let commands: [Command] = [
      .send(path: Path([.name("counter1"), .name("incrementButtonTapped")]), value: nil),
      .send(path: Path([.name("counter2"), .name("decrementButtonTapped")]), value: nil),
    ]
    for index in 0..<1_000 { _ = try? await session.execute(commands[index % 2]) }
    let before = memory("VmRSS")
    let clock = ContinuousClock()
    let sending = await clock.measure {
      for index in 1_000..<steps { _ = try? await session.execute(commands[index % 2]) }
    }
    let after = memory("VmRSS")
    let undoing = await clock.measure {
      _ = try? await session.execute(.undo(steps / 2))
      _ = try? await session.execute(.redo(steps / 2))
    }
    let grown = after - before
    return """
      History of a TwoCounters session (tca-bench history)
        steps                  \(steps)
        sending them           \(sending) (\(sending / steps) a step)
        resident memory grown  \(megabytes(grown)) (\(grown / steps) bytes a step; goal < \
      \(megabytes(goalBytes)): \(grown < goalBytes ? "met" : "MISSED"))
        peak resident memory   \(megabytes(memory("VmHWM")))
        undo \(steps / 2), redo \(steps / 2)  \(undoing)
      """
  }
}
