import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'todos' (save --swift).
@MainActor
@Test func todosSession() async {
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

  await store.send(.addTodoButtonTapped) {
    $0.todos.append(
      Todo.State(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        title: "",
        isComplete: false
      )
    )
  }

  await store.send(.addTodoButtonTapped) {
    $0.todos.append(
      Todo.State(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        title: "",
        isComplete: false
      )
    )
  }

  await store.send(
    .todos(
      .element(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
        action: .textFieldChanged("Milk")
      )
    )
  ) {
    $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]?.title = "Milk"
  }

  await store.send(
    .todos(
      .element(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        action: .textFieldChanged("Eggs")
      )
    )
  ) {
    $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!]?.title = "Eggs"
  }

  await store.send(
    .todos(
      .element(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        action: .textFieldChanged("Bread")
      )
    )
  ) {
    $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!]?.title = "Bread"
  }

  await store.send(
    .todos(
      .element(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        action: .checkBoxToggled
      )
    )
  ) {
    $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!]?.isComplete = true
  }

  await clock.advance(by: .seconds(1))
  await store.receive(\.sortCompletedTodos) {
    $0.todos = [
      Todo.State(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
        title: "Milk",
        isComplete: false
      ),
      Todo.State(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        title: "Bread",
        isComplete: false
      ),
      Todo.State(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        title: "Eggs",
        isComplete: true
      ),
    ]
  }

  await store.send(.delete([0])) {
    $0.todos = [
      Todo.State(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        title: "Bread",
        isComplete: false
      ),
      Todo.State(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        title: "Eggs",
        isComplete: true
      ),
    ]
  }

  await store.send(.filterPicked(.completed)) {
    $0.filter = .completed
  }

  await store.send(.clearCompletedButtonTapped) {
    $0.todos.removeLast(1)
  }
}
