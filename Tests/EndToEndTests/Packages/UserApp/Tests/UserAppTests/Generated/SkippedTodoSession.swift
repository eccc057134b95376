import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'todos' (save --swift).
@MainActor
@Test func skippedTodoSession() async {
  let clock = TestClock()
  let store = TestStore(initialState: Todos.State()) {
    Todos()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await store.send(.addTodoButtonTapped) {
    $0.todos.append(
      Todo.State(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
        title: "",
        isComplete: false
      )
    )
  }

  // The UUID a skipped step made: the ids after it go on from there.
  _ = store.dependencies.uuid()
  await store.send(.addTodoButtonTapped) {
    $0.todos.append(
      Todo.State(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        title: "",
        isComplete: false
      )
    )
  }
}
