import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

private func id(_ n: Int) -> UUID {
  UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", n))")!
}

@MainActor
@Suite struct TodosTests {
  private func makeStore(
    _ state: Todos.State = Todos.State(), clock: TestClock<Duration> = TestClock()
  ) -> TestStore<Todos.State, Todos.Action> {
    TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.continuousClock = clock
    }
  }

  private var three: Todos.State {
    Todos.State(todos: [
      Todo.State(id: id(0), title: "Milk"),
      Todo.State(id: id(1), title: "Eggs"),
      Todo.State(id: id(2), title: "Bread"),
    ])
  }

  @Test func addAppendsTodosWithNewIDs() async {
    let store = makeStore()
    await store.send(.addTodoButtonTapped) { $0.todos = [Todo.State(id: id(0))] }
    await store.send(.addTodoButtonTapped) { $0.todos.append(Todo.State(id: id(1))) }
  }

  @Test func editingARowByID() async {
    let store = makeStore(three)
    await store.send(.todos(.element(id: id(1), action: .textFieldChanged("Oat milk")))) {
      $0.todos[id: id(1)]?.title = "Oat milk"
    }
  }

  @Test func toggledTodosSortToTheBottomASecondLater() async {
    let clock = TestClock()
    let store = makeStore(three, clock: clock)
    await store.send(.todos(.element(id: id(0), action: .checkBoxToggled))) {
      $0.todos[id: id(0)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [
        Todo.State(id: id(1), title: "Eggs"),
        Todo.State(id: id(2), title: "Bread"),
        Todo.State(id: id(0), title: "Milk", isComplete: true),
      ]
    }
  }

  @Test func togglingAgainWithinASecondSortsOnce() async {
    let clock = TestClock()
    let store = makeStore(three, clock: clock)
    await store.send(.todos(.element(id: id(0), action: .checkBoxToggled))) {
      $0.todos[id: id(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.todos(.element(id: id(0), action: .checkBoxToggled))) {
      $0.todos[id: id(0)]?.isComplete = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos)
  }

  @Test func deleteRemovesRowsAtOffsetsOfTheFilteredList() async {
    var state = three
    state.todos[id: id(1)]?.isComplete = true
    let store = makeStore(state)
    await store.send(.filterPicked(.active)) { $0.filter = .active }
    #expect(store.state.filteredTodos.ids == [id(0), id(2)])
    await store.send(.delete([1])) { $0.todos.remove(id: id(2)) }
  }

  @Test func clearCompletedRemovesCompletedRows() async {
    var state = three
    state.todos[id: id(0)]?.isComplete = true
    state.todos[id: id(2)]?.isComplete = true
    let store = makeStore(state)
    await store.send(.filterPicked(.completed)) { $0.filter = .completed }
    #expect(store.state.filteredTodos.ids == [id(0), id(2)])
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [Todo.State(id: id(1), title: "Eggs")]
    }
    #expect(store.state.filteredTodos.isEmpty)
  }

  @Test func deletingARowCancelsNothingItDidNotStart() async {
    // The sort effect belongs to the list, not the row: deleting the toggled row keeps it.
    let clock = TestClock()
    let store = makeStore(three, clock: clock)
    await store.send(.todos(.element(id: id(1), action: .checkBoxToggled))) {
      $0.todos[id: id(1)]?.isComplete = true
    }
    await store.send(.delete([1])) { $0.todos.remove(id: id(1)) }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos)
  }
}
