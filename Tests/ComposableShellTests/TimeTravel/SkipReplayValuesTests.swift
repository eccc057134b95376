import ComposableArchitecture
import Foundation
import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// A feature that stamps the date and a new id on each entry it adds: what `skip` must give each
/// step again as the step had them.
@Reducer
struct Stamps {
  @ObservableState
  struct State: Equatable, Sendable {
    var entries: [Entry] = []
    var other = 0
  }
  struct Entry: Equatable, Sendable {
    var id: UUID
    var date: Date
  }
  enum Action: Equatable, Sendable {
    case add
    case other
  }
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add: state.entries.append(Entry(id: uuid(), date: now))
    case .other: state.other += 1
    }
    return .none
  }
}

@MainActor
struct SkipReplayValuesTests {
  func session(_ dependencies: [DependencyChoices.Assignment] = []) throws -> FeatureSession<
    Stamps
  > {
    FeatureSession(
      initialState: { Stamps.State() }, reducer: { Stamps() }, renderer: RecordingRenderer(),
      dependencies: try SessionDependencies(registry: { .builtIns }, assignments: dependencies))
  }

  @Test func aStepKeepsTheDateItReadOnTheWallClock() async throws {
    let session = try session()
    #expect(await session.run("send add", "send other", "send add") == nil)
    let before = session.state.entries
    // The wall clock moves on: a replay that read it again would stamp later dates.
    try await Task.sleep(for: .milliseconds(5))
    #expect(await session.run("skip 2") == nil)
    #expect(session.state.entries == before)
    #expect(session.state.other == 0)
    #expect(await session.run("skip 1") == nil)
    #expect(session.state.entries == [before[1]])
  }

  @Test func aStepKeepsTheRandomIdItMadeAndNewOnesComeAfterTheReplayedOnes() async throws {
    let random = try session([.init(name: "uuid", value: "random")])
    #expect(await random.run("send add", "send add") == nil)
    let made = random.state.entries
    #expect(await random.run("skip 1") == nil)
    #expect(random.state.entries == [made[1]])
    #expect(await random.run("unskip 1") == nil)
    #expect(random.state.entries == made)

    // The counting uuid goes on where it was: the skipped step's id is not made again.
    let counting = try session()
    #expect(await counting.run("send add", "send add", "skip 1", "send add") == nil)
    #expect(counting.state.entries.map(\.id) == [UUID(1), UUID(2)])
  }
}
