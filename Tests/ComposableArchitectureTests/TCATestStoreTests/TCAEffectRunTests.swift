import ComposableArchitecture
import Testing

/// TCA's `EffectRunTests`, ported (those on current, public, non-Combine API).
@MainActor
@Suite struct TCAEffectRunTests {
  enum Action: Equatable { case tapped, response, responseB }

  @Test func run() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        action == .tapped ? .run { send in await send(.response) } : .none
      }
    }
    await store.send(.tapped)
    await store.receive(.response)
  }

  @Test func runCatch() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        guard action == .tapped else { return .none }
        return .run { _ in
          struct Failure: Error {}
          throw Failure()
        } catch: { _, send in
          await send(.response)
        }
      }
    }
    await store.send(.tapped)
    await store.receive(.response)
  }

  @Test func runUnhandledFailure() async {
    let line = Box<UInt>(0)
    let messages = await failures {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Action> { _, action in
          guard action == .tapped else { return .none }
          line.update { $0 = #line + 1 }
          return .run { _ in
            struct Failure: Error {}
            throw Failure()
          }
        }
      }
      await store.send(.tapped).finish()
    }
    #expect(
      messages == [
        """
        An "Effect.run" returned from "\(#fileID):\(line.value)" threw an unhandled error.

            TCAEffectRunTests.Failure()

        Only a cancellation may end an "Effect.run" with an error: handle any other in the \
        effect's "catch:" closure, or with a "do" block in the operation.
        """
      ])
  }

  @Test func runCancellation() async {
    enum CancelID { case run }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        guard action == .tapped else { return .none }
        return .run { send in
          Task.cancel(id: CancelID.run)
          try Task.checkCancellation()
          await send(.response)
        }
        .cancellable(id: CancelID.run)
      }
    }
    await store.send(.tapped).finish()
  }

  @Test func runCancellationCatch() async {
    enum CancelID { case run }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        guard action == .tapped else { return .none }
        return .run { send in
          Task.cancel(id: CancelID.run)
          try Task.checkCancellation()
          await send(.response)
        } catch: { _, send in
          await send(.responseB)
        }
        .cancellable(id: CancelID.run)
      }
    }
    await store.send(.tapped).finish()
  }
}
