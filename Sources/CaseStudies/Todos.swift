import ComposableArchitecture
import FoundationEssentials

/// One row of TCA's "Todos" example: a title and a check box.
@Reducer
public struct Todo {
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    public let id: UUID
    public var title: String
    public var isComplete: Bool

    public init(id: UUID, title: String = "", isComplete: Bool = false) {
      self.id = id
      self.title = title
      self.isComplete = isComplete
    }
  }

  public enum Action: Equatable, Sendable {
    case checkBoxToggled
    case textFieldChanged(String)
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .checkBoxToggled:
        state.isComplete.toggle()
      case .textFieldChanged(let title):
        state.title = title
      }
      return .none
    }
  }
}

/// TCA's "Todos" example: a list of `Todo` rows run by `forEach`, with a filter, deletion,
/// clearing of completed rows, and completed rows sorted to the bottom a second after the last
/// check box was toggled.
///
/// New todos get their ids from the `uuid` dependency and go at the end of the list. In the
/// shell, whose `uuid` counts up from `00000000-0000-0000-0000-000000000000`:
/// `send addTodoButtonTapped`,
/// `send todos["00000000-0000-0000-0000-000000000000"].textFieldChanged Milk`,
/// `send todos["00000000-0000-0000-0000-000000000000"].checkBoxToggled`, `advance 1s`.
@Reducer
public struct Todos {
  /// Which rows the list shows.
  public enum Filter: String, CaseIterable, Codable, Equatable, Sendable {
    case all, active, completed

    func includes(_ todo: Todo.State) -> Bool {
      switch self {
      case .all: true
      case .active: !todo.isComplete
      case .completed: todo.isComplete
      }
    }
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    public var filter: Filter
    public var todos: IdentifiedArrayOf<Todo.State>

    public init(filter: Filter = .all, todos: IdentifiedArrayOf<Todo.State> = []) {
      self.filter = filter
      self.todos = todos
    }

    /// The rows the filter lets through, in order: what the list shows.
    public var filteredTodos: IdentifiedArrayOf<Todo.State> { todos.filter(filter.includes) }
  }

  public enum Action: Equatable, Sendable {
    case addTodoButtonTapped
    case clearCompletedButtonTapped
    /// Deletes the rows at these offsets of the filtered list, as a list's swipe does.
    case delete([Int])
    case filterPicked(Filter)
    case sortCompletedTodos
    case todos(IdentifiedActionOf<Todo>)
  }

  enum CancelID { case todoCompletion }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.append(Todo.State(id: uuid()))
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .delete(let offsets):
        let filtered = state.filteredTodos
        for offset in offsets where filtered.indices.contains(offset) {
          state.todos.remove(id: filtered[offset].id)
        }
        return .none

      case .filterPicked(let filter):
        state.filter = filter
        return .none

      case .sortCompletedTodos:
        let active = state.todos.filter { !$0.isComplete }
        let completed = state.todos.filter(\.isComplete)
        state.todos = active
        state.todos.append(contentsOf: completed)
        return .none

      case .todos(.element(_, .checkBoxToggled)):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) { Todo() }
  }
}
