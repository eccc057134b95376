import CaseStudies
import ComposableArchitecture
import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// A `send` line resolved once is reused only when its resolution read no state: a line that
/// checked an optional child, an enum case or an element id is checked again every time.
@MainActor
@Suite struct ResolvedActionsTests {
  let schema = ActionSchema()

  func readsState<Action>(_ text: String, as _: Action.Type, in state: Any) throws -> Bool {
    try ActionResolver<Action>(schema: schema, state: state)
      .resolution(of: PathParser.parse(text), value: nil).readState
  }

  @Test func onlyPathsThroughStructPropertiesReadNoState() throws {
    #expect(
      try !readsState(
        "counter1.incrementButtonTapped", as: TwoCounters.Action.self, in: TwoCounters.State()))
    #expect(
      try !readsState(
        "toggleCounterButtonTapped", as: OptionalState.Action.self, in: OptionalState.State()))
    #expect(
      try readsState(
        "optionalCounter.incrementButtonTapped", as: OptionalState.Action.self,
        in: OptionalState.State(optionalCounter: Counter.State())))
    #expect(
      try readsState("rows[2].toggle", as: Sheets.Action.self, in: Sheets.State()))
  }

  @Test func aLineThatCheckedAnOptionalChildIsCheckedEachTime() async throws {
    let session = FeatureSession(
      initialState: { OptionalState.State() }, reducer: { OptionalState() },
      renderer: TextRenderer(output: Output(), isQuiet: true))
    func run(_ line: String) async throws {
      _ = try await session.execute(try #require(try CommandParser.parse(line)))
    }
    let increment = "send optionalCounter.incrementButtonTapped"
    await #expect(throws: CommandError.self) { try await run(increment) }
    try await run("send toggleCounterButtonTapped")
    try await run(increment)
    try await run(increment)
    #expect(session.store.state.optionalCounter?.count == 2)
    try await run("send toggleCounterButtonTapped")
    await #expect(throws: CommandError.self) { try await run(increment) }
    #expect(session.history.count == 4)
  }

  @Test func aBoundedCacheHoldsAtMostItsCapacity() {
    let cache = BoundedCache<Int>(capacity: 100)
    for index in 0..<300 { cache.insert(index, for: "line \(index)") }
    #expect(cache["line 299"] == 299)
    #expect(cache["line 200"] == 200)
    #expect(cache["line 199"] == nil)
    #expect(cache["line 0"] == nil)
    let long = String(repeating: "x", count: cache.longestLine + 1)
    cache.insert(1, for: long)
    #expect(cache[long] == nil)
  }

  @Test func aBoundedCacheTellsSpellingsApart() {
    let cache = BoundedCache<Int>()
    cache.insert(1, for: "caf\u{E9}")
    cache.insert(2, for: "K")
    #expect("caf\u{E9}" == "cafe\u{301}", "Swift's String equality is canonical equivalence")
    #expect(cache["cafe\u{301}"] == nil)
    #expect(cache["\u{212A}"] == nil)
    #expect(cache["caf\u{E9}"] == 1)
  }

  @Test func aRepeatedLineSendsTheBytesTyped() async throws {
    let session = FeatureSession(
      initialState: { Search.State() }, reducer: { Search() },
      renderer: TextRenderer(output: Output(), isQuiet: true))
    let runner = LineRunner(session: session, output: Output(), renderer: session.renderer)
    _ = await runner.run(#"send searchQueryChanged "caf\#u{E9}""#, at: nil, bail: false)
    _ = await runner.run(#"send searchQueryChanged "cafe\#u{301}""#, at: nil, bail: false)
    #expect(Array(session.store.state.query.utf8) == Array("cafe\u{301}".utf8))
  }
}
