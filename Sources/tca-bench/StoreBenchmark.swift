import CaseStudies
import ComposableArchitecture
import Foundation

/// `Store.send` against calling the composed reducer's `reduce(into:action:)` in a loop (issue
/// 7): what the store adds to a reducer (its state box, effect bookkeeping, dependencies) at
/// depth 2 (TwoCounters) and for the same feature nested 1 to 10 levels deep; then the same
/// nesting made of the generic wrapper ``Nest``, whose `Store.send` is compared with the concrete
/// nesting of the same depth in the same run (the goal: at most twice its cost).
@MainActor
enum StoreBenchmark {
  static let sends = Int(ProcessInfo.processInfo.environment["TCA_BENCH_SENDS"] ?? "") ?? 200_000

  struct Row {
    var name: String
    var depth: Int
    var store: Duration
    var direct: Duration
    var ratio: Double { StoreBenchmark.seconds(store) / max(StoreBenchmark.seconds(direct), 1e-12) }
  }

  nonisolated static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The best of `repetitions` runs of `body`, which performs `sends` sends.
  static func best(repetitions: Int = 5, _ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    return (0..<repetitions).map { _ in clock.measure(body) }.min()!
  }

  static func measure<R: Reducer>(
    _ name: String, depth: Int, reducer: R, state: R.State, action: R.Action
  ) -> Row {
    let store = Store(initialState: state) { reducer }
    let storeTime = best {
      for _ in 0..<sends { store.send(action) }
    }
    var directState = state
    let directTime = best {
      for _ in 0..<sends { _ = reducer.reduce(into: &directState, action: action) }
    }
    return Row(name: name, depth: depth, store: storeTime, direct: directTime)
  }

  static func measure<R: Reducer>(_ nested: NestedCase<R>) -> Row {
    measure(
      "generic Nest", depth: nested.depth, reducer: nested.reducer, state: nested.state,
      action: nested.action)
  }

  static func run() -> String {
    let increment = Counter.Action.incrementButtonTapped
    var rows = [
      measure(
        "TwoCounters", depth: 2, reducer: TwoCounters(), state: TwoCounters.State(),
        action: .counter1(increment)),
      measure("nested", depth: 1, reducer: Counter(), state: .init(), action: increment),
      measure("nested", depth: 2, reducer: Level2(), state: .init(), action: .child(increment)),
      measure(
        "nested", depth: 3, reducer: Level3(), state: .init(), action: .child(.child(increment))),
      measure(
        "nested", depth: 4, reducer: Level4(), state: .init(),
        action: .child(.child(.child(increment)))),
      measure(
        "nested", depth: 5, reducer: Level5(), state: .init(),
        action: .child(.child(.child(.child(increment))))),
      measure(
        "nested", depth: 6, reducer: Level6(), state: .init(),
        action: .child(.child(.child(.child(.child(increment)))))),
      measure(
        "nested", depth: 7, reducer: Level7(), state: .init(),
        action: .child(.child(.child(.child(.child(.child(increment))))))),
      measure(
        "nested", depth: 8, reducer: Level8(), state: .init(),
        action: .child(.child(.child(.child(.child(.child(.child(increment)))))))),
      measure(
        "nested", depth: 9, reducer: Level9(), state: .init(),
        action: .child(.child(.child(.child(.child(.child(.child(.child(increment))))))))),
      measure(
        "nested", depth: 10, reducer: Level10(), state: .init(),
        action: .child(.child(.child(.child(.child(.child(.child(.child(.child(increment)))))))))),
    ]
    let two = NestedCase.one.nested()
    let ten = two.nested().nested().nested().nested().nested().nested().nested().nested()
    rows += [measure(two), measure(ten)]
    return format(rows)
  }

  static func format(_ rows: [Row]) -> String {
    func pad(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    func nanoseconds(_ duration: Duration) -> String {
      String(format: "%.1f ns", seconds(duration) / Double(sends) * 1e9)
    }
    var lines = [
      "Store.send against the reducer's reduce(into:action:) called directly (tca-bench store;"
        + " best of 5 runs of \(sends) sends)",
      "feature".padding(toLength: 14, withPad: " ", startingAt: 0) + pad("depth", 6)
        + pad("Store.send", 14) + pad("direct", 12) + pad("ratio", 9) + "  goal",
    ]
    let baseStore = rows.first { $0.name == "nested" }.map { seconds($0.store) } ?? 1
    for row in rows {
      var goal = ""
      if row.name == "TwoCounters" {
        goal = "≤ 10x: " + (row.ratio <= 10 ? "met" : "MISSED")
      } else if row.name == "generic Nest",
        let concrete = rows.first(where: { $0.name == "nested" && $0.depth == row.depth })
      {
        // The goal: a generic wrapper costs at most twice concrete nesting, per send.
        let ratio = seconds(row.store) / seconds(concrete.store)
        goal =
          String(format: "%.2fx nested at this depth (≤ 2x: ", ratio)
          + (ratio <= 2 ? "met)" : "MISSED)")
      } else {
        goal = String(format: "%.2fx the cost at depth 1", seconds(row.store) / baseStore)
      }
      lines.append(
        row.name.padding(toLength: 14, withPad: " ", startingAt: 0) + pad("\(row.depth)", 6)
          + pad(nanoseconds(row.store), 14) + pad(nanoseconds(row.direct), 12)
          + pad(String(format: "%.1fx", row.ratio), 9) + "  " + goal)
    }
    return lines.joined(separator: "\n")
  }
}
