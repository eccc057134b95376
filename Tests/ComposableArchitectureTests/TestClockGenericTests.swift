import ComposableArchitecture
import Testing

/// A duration counted in whole ticks: a clock's own `DurationProtocol`, as swift-clocks allows.
private struct Ticks: DurationProtocol, Hashable {
  var count: Int
  static var zero: Ticks { Ticks(count: 0) }
  static func + (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(count: lhs.count + rhs.count) }
  static func - (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(count: lhs.count - rhs.count) }
  static func < (lhs: Ticks, rhs: Ticks) -> Bool { lhs.count < rhs.count }
  static func / (lhs: Ticks, rhs: Int) -> Ticks { Ticks(count: lhs.count / rhs) }
  static func * (lhs: Ticks, rhs: Int) -> Ticks { Ticks(count: lhs.count * rhs) }
  static func / (lhs: Ticks, rhs: Ticks) -> Double { Double(lhs.count) / Double(rhs.count) }
}

/// `TestClock` is generic over its duration, as swift-clocks' is (issue 20, item 5).
@MainActor
@Suite struct TestClockGenericTests {
  @Test func plainTestClockIsOfSwiftDuration() {
    let clock = TestClock()
    let typed: TestClock<Duration> = clock
    #expect(typed.now.offset == .zero)
  }

  @Test func aClockOfItsOwnDuration() async {
    let clock = TestClock<Ticks>()
    let woke = Box(false)
    let task = Task { @MainActor in
      try await clock.sleep(for: Ticks(count: 3))
      woke.update { $0 = true }
    }
    while clock.nextDeadline == nil { await Task.yield() }
    #expect(clock.nextDeadline == TestClock<Ticks>.Instant(offset: Ticks(count: 3)))
    await clock.advance(by: Ticks(count: 2))
    #expect(!woke.value)
    await clock.advance(by: Ticks(count: 1))
    _ = try? await task.value
    #expect(woke.value)
    #expect(clock.now.offset == Ticks(count: 3))
  }
}
