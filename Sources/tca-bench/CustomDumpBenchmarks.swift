import CustomDump
import Foundation

/// The state the benchmarks measure: a counter and a list of todos, as in TCA's Todos case
/// study.
struct BenchState: Equatable {
  var count = 0
  var todos: [BenchTodo] = []
}

struct BenchTodo: Equatable, Identifiable {
  var id: UUID
  var title: String
  var isComplete = false
}

/// The same state, `Codable` with coding keys of its own: JSON renders it through its
/// `encode(to:)`, and patches walk that encoding.
struct BenchCodableState: Equatable, Codable {
  var count = 0
  var todos: [BenchCodableTodo] = []
}

struct BenchCodableTodo: Equatable, Identifiable, Codable {
  var id: UUID
  var title: String
  var isComplete = false

  enum CodingKeys: String, CodingKey {
    case id
    case title = "name"
    case isComplete = "done"
  }
}

/// One measured figure next to its baseline from the same run.
struct BenchmarkRow {
  var size: Int
  var operation: String
  var ours: Duration
  var baseline: Duration
  var baselineName: String
  var goal: Duration?
  /// The least speedup over the baseline that meets the row's goal, when its goal is a ratio.
  var speedupGoal: Double? = nil
}

/// The CustomDump benchmarks of issue 3: diff, dump and JSON patch at growing sizes.
enum CustomDumpBenchmarks {
  static let sizes = [1_000, 10_000, 100_000]

  static func makeState(size: Int) -> BenchState {
    BenchState(
      count: size,
      todos: (0..<size).map { index in
        BenchTodo(
          id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", index))!,
          title: "Todo number \(index)",
          isComplete: index % 3 == 0)
      })
  }

  /// The median duration of `repetitions` runs of `body`.
  static func measure(repetitions: Int, _ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    var durations: [Duration] = []
    for _ in 0..<repetitions {
      durations.append(clock.measure(body))
    }
    return durations.sorted()[durations.count / 2]
  }

  /// The naive differ: dump both values in full, then diff the lines.
  static func naiveDiff<T>(_ lhs: T, _ rhs: T) -> Int {
    let old = String(customDumping: lhs).split(separator: "\n")
    let new = String(customDumping: rhs).split(separator: "\n")
    return new.difference(from: old).count
  }

  /// The full-dump rows alone (`tca-bench dump`): `String(customDumping:)` of the whole state
  /// against `Swift.dump` of it, at each size.
  static func runDump() -> [BenchmarkRow] {
    sizes.map { size in
      dumpRow(before: makeState(size: size), size: size)
    }
  }

  /// The full customDump of `state` against `Swift.dump` of it, measured in turn.
  static func dumpRow(before: BenchState, size: Int) -> BenchmarkRow {
    let repetitions = size >= 100_000 ? 5 : 11
    var sink = 0
    let dumpTime = measure(repetitions: repetitions) {
      sink &+= String(customDumping: before).utf8.count
    }
    let stdlibDumpTime = measure(repetitions: repetitions) {
      var output = ""
      Swift.dump(before, to: &output)
      sink &+= output.utf8.count
    }
    if sink == 42 { print("") }
    return BenchmarkRow(
      size: size, operation: "full customDump", ours: dumpTime, baseline: stdlibDumpTime,
      baselineName: "Swift.dump", goal: nil, speedupGoal: size == 100_000 ? 4 : nil)
  }

  static func run() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    for size in sizes {
      let before = makeState(size: size)
      var after = before
      after.todos[size / 2].isComplete.toggle()
      let repetitions = size >= 100_000 ? 5 : 11
      let baselineRepetitions = size >= 100_000 ? 3 : 5

      var sink = 0
      let diffTime = measure(repetitions: repetitions) {
        sink &+= diff(before, after)?.count ?? 0
      }
      let naiveDiffTime = measure(repetitions: baselineRepetitions) {
        sink &+= naiveDiff(before, after)
      }
      rows.append(
        BenchmarkRow(
          size: size, operation: "diff after toggling one todo", ours: diffTime,
          baseline: naiveDiffTime, baselineName: "dump both + line diff",
          goal: size == 100_000 ? .milliseconds(5) : nil))

      rows.append(dumpRow(before: before, size: size))

      let patchTime = measure(repetitions: repetitions) {
        sink &+= patch(from: before, to: after).count
      }
      let naivePatchTime = measure(repetitions: baselineRepetitions) {
        sink &+= patch(from: JSONValue(encoding: before), to: JSONValue(encoding: after)).count
      }
      rows.append(
        BenchmarkRow(
          size: size, operation: "JSON patch after the toggle", ours: patchTime,
          baseline: naivePatchTime, baselineName: "encode both + JSON diff",
          goal: size == 100_000 ? .milliseconds(5) : nil))

      let codableBefore = BenchCodableState(
        count: before.count,
        todos: before.todos.map {
          BenchCodableTodo(id: $0.id, title: $0.title, isComplete: $0.isComplete)
        })
      var codableAfter = codableBefore
      codableAfter.todos[size / 2].isComplete.toggle()
      let codablePatchTime = measure(repetitions: repetitions) {
        sink &+= patch(from: codableBefore, to: codableAfter).count
      }
      let naiveCodablePatchTime = measure(repetitions: baselineRepetitions) {
        sink &+=
          patch(
            from: JSONValue(encoding: codableBefore), to: JSONValue(encoding: codableAfter)
          ).count
      }
      rows.append(
        BenchmarkRow(
          size: size, operation: "JSON patch, Codable state", ours: codablePatchTime,
          baseline: naiveCodablePatchTime, baselineName: "encode both + JSON diff",
          goal: size == 100_000 ? .milliseconds(5) : nil))
      if sink == 42 { print("") }
    }
    return rows
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  static func format(_ rows: [BenchmarkRow]) -> String {
    func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
      let padding = String(repeating: " ", count: max(0, width - text.count))
      return right ? padding + text : text + padding
    }
    func ms(_ duration: Duration) -> String {
      String(format: "%.3f ms", milliseconds(duration))
    }
    var lines = [
      "CustomDump benchmarks (median of repeated runs; state {count, todos: [Todo {id: UUID,"
        + " title, isComplete}]})",
      pad("size", 8) + pad("operation", 38) + pad("ours", 14, right: true)
        + pad("baseline", 15, right: true) + pad("speedup", 10, right: true) + "  "
        + pad("goal", 16) + "baseline is",
    ]
    for row in rows {
      let ratio = milliseconds(row.baseline) / max(milliseconds(row.ours), 1e-9)
      var goal = ""
      if let target = row.goal {
        goal = "≤ \(Int(milliseconds(target))) ms " + (row.ours <= target ? "met" : "MISSED")
      }
      if let speedup = row.speedupGoal {
        goal = String(format: "≥ %.0fx ", speedup) + (ratio >= speedup ? "met" : "MISSED")
      }
      lines.append(
        pad("\(row.size / 1000)k", 8) + pad(row.operation, 38)
          + pad(ms(row.ours), 14, right: true) + pad(ms(row.baseline), 15, right: true)
          + pad(String(format: "%.1fx", ratio), 10, right: true) + "  " + pad(goal, 16)
          + row.baselineName)
    }
    return lines.joined(separator: "\n")
  }
}
