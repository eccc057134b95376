import CaseStudies
import ComposableArchitecture
import Foundation
import Synchronization
import Testing

@testable import ComposableArchitectureCore
@_spi(Benchmarks) @testable import ComposableShell

@MainActor
@Suite struct SharedSessionTests {
  private func session<R: Reducer>(
    _ initialState: @escaping () -> R.State, _ reducer: @escaping () -> R, output: Output = Output()
  ) -> FeatureSession<R> {
    FeatureSession(
      initialState: initialState, reducer: reducer, renderer: TextRenderer(output: output))
  }

  private func run(_ line: String, in session: some ShellSession) async throws {
    _ = try await session.execute(try #require(try CommandParser.parse(line)))
  }

  @Test func dismissOutsideAPresentationIsARuntimeWarningInTheShell() async throws {
    let session = session(
      { ResetConfirmation.State(stats: Shared(value: Stats())) }, { ResetConfirmation() })
    let noTestRunner: @Sendable (String, StaticString, StaticString, UInt, UInt) -> Bool = {
      _, _, _, _, _ in false
    }
    let messages = Mutex<[String]>([])
    try await IssueReporters.$testRunner.withValue(noTestRunner) {
      try await RuntimeWarnings.observe({ message in messages.withLock { $0.append(message) } }) {
        try await run("send cancelButtonTapped", in: session)
      }
    }
    let warnings = messages.withLock { $0 }
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix(#""dismiss()" was called at "CaseStudies/"#) == true)
  }

  @Test func eachSessionHasItsOwnInMemoryStorage() async throws {
    let first = session({ SharedState.State() }, { SharedState() })
    let second = session({ SharedState.State() }, { SharedState() })
    try await run("send counter.incrementButtonTapped", in: first)
    #expect(first.store.state.summary.stats.count == 1)
    #expect(second.store.state.summary.stats.count == 0)
    try await run("reset", in: first)
    #expect(first.store.state.counter.stats.count == 0)
  }

  @Test func aSharedChangeAnEffectMadeShowsInTheNextStep() async throws {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    let output = Output(output: descriptors[1])
    let session = session({ Syncing.State() }, { Syncing() }, output: output)
    try await run("send sync", in: session)
    #expect(session.store.state.count == 5)
    try await run("send touch", in: session)
    output.flush()
    close(descriptors[1])
    let printed = String(
      decoding: FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)
        .readDataToEndOfFile(), as: UTF8.self)
    #expect(
      printed.hasSuffix(
        """
        received action:
          Syncing.Action.touch
          Syncing.State(
        -   _count: #1 0,
        +   _count: #1 5,
        -   touched: 0
        +   touched: 1
          )

        """))
  }
}

/// A feature whose effect writes to shared state outside any action.
@Reducer
private struct Syncing {
  @ObservableState
  struct State: Equatable {
    @Shared(value: 0) var count
    var touched = 0
  }

  enum Action: Equatable, Sendable { case sync, touch }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .sync:
        return .run { [count = state.$count] _ in count.withLock { $0 = 5 } }
      case .touch:
        state.touched += 1
        return .none
      }
    }
  }
}
