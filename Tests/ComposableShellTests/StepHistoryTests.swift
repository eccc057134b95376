@_spi(Internals) import ComposableArchitectureCore
import Testing

@_spi(Benchmarks) @testable import ComposableShell

struct StepHistoryTests {
  typealias History = StepHistory<Int, String>

  func step(_ action: String, _ before: Int, _ after: Int) -> Step<Int, String> {
    Step(action: action, source: .user, before: before, after: after)
  }

  @Test func numbersStepsAndKeepsEachStateOnce() {
    let history = History(initial: 0)
    #expect(history.append(step("a", 0, 1)) == 1)
    #expect(history.append(step("b", 1, 3)) == 2)
    #expect((0...2).map(history.state(at:)) == [0, 1, 3])
    #expect(history.position == 2)
  }

  @Test func aStepAfterUndoDropsTheRedoBranch() {
    let history = History(initial: 0)
    for (index, action) in ["a", "b", "c"].enumerated() {
      _ = history.append(step(action, index, index + 1))
    }
    history.move(to: 1)
    #expect(history.count == 3)
    #expect(history.append(step("d", 1, 10)) == 2)
    #expect(history.entries.map(\.action) == ["a", "d"])
    #expect(history.state(at: 2) == 10)
  }

  @Test func resetForgetsEverything() {
    let history = History(initial: 0)
    _ = history.append(step("a", 0, 1))
    history.reset(to: 5)
    #expect(history.count == 0)
    #expect(history.position == 0)
    #expect(history.state(at: 0) == 5)
  }

  @Test func undoneAndResetStepsStayReachableByTheirMarks() {
    let history = History(initial: 0)
    let start = history.currentMark
    _ = history.append(step("a", 0, 1))
    let a = history.currentMark
    _ = history.append(step("b", 1, 2))
    let b = history.currentMark
    history.move(to: 1)
    _ = history.append(step("c", 1, 3))
    history.reset(to: 9)
    let restart = history.currentMark
    _ = history.append(step("d", 9, 10))
    #expect(history.entries.map(\.action) == ["d"])
    #expect([start, a, b, restart].map(history.state(at:)) == [0, 1, 2, 9])
    #expect(history.state(at: history.currentMark) == 10)
    #expect([start, b, restart, history.currentMark].map(history.generation(of:)) == [0, 0, 1, 1])
  }

  @Test func aLoadIsAStepWithoutAnAction() {
    let history = History(initial: 0)
    _ = history.append(step("a", 0, 1))
    #expect(history.appendLoad(from: "s.json", after: 5, shared: SharedChanges()) == 2)
    _ = history.append(step("b", 5, 6))
    #expect(history.entries.map(\.action) == ["a", nil, "b"])
    #expect(history.entries.map(\.loadedFrom) == [nil, "s.json", nil])
    #expect(history.entries.map(\.state) == [1, 5, 6])
    history.move(to: 1)
    #expect(history.state(at: history.position) == 1)
  }

  @Test func aColumnGrowsAndDropsItsTail() {
    final class Tracked {
      nonisolated(unsafe) static var alive = 0
      let value: Int
      init(_ value: Int) {
        self.value = value
        Tracked.alive += 1
      }
      deinit { Tracked.alive -= 1 }
    }
    do {
      let column = HistoryColumn<Tracked>()
      for value in 0..<100 { column.append(Tracked(value)) }
      #expect(column.count == 100)
      #expect((0..<100).allSatisfy { column[$0].value == $0 })
      column.removeAll(from: 40)
      #expect(column.count == 40)
      #expect(Tracked.alive == 40)
      column.append(Tracked(7))
      #expect(column[40].value == 7)
    }
    #expect(Tracked.alive == 0)
  }
}
