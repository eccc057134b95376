/// Runs a feature: holds its current state, reduces the actions sent to it, and runs the effects
/// the reducer returns.
///
/// Mirrors TCA's `Store`, on the main actor like TCA's. Actions are reduced one at a time, first in,
/// first out: an action sent while another is being reduced (by an effect, or by `.send`) waits in
/// a buffer and is reduced on the state the previous one left. Dropping the last reference to a
/// root store cancels its in-flight effects.
///
/// ```swift
/// let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
/// store.send(.counter1(.incrementButtonTapped))
/// store.state.counter1.count  // 1
/// ```
@MainActor
public final class Store<State, Action> {
  private let currentState: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> StoreTask
  /// Keeps the root engine alive while any store scoped from it lives.
  private let root: AnyObject

  /// Creates a store that runs `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer, usually `{ Feature() }`.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R
  ) {
    let core = StoreCore(initialState: initialState(), reducer: reducer())
    self.init(
      state: { core.state },
      send: { core.send($0) },
      root: core)
  }

  private init(
    state: @escaping @MainActor () -> State,
    send: @escaping @MainActor (Action) -> StoreTask,
    root: AnyObject
  ) {
    self.currentState = state
    self.sendAction = send
    self.root = root
  }

  /// The current state.
  public var state: State { currentState() }

  /// Calls `body` with the current state, as TCA's `withState`.
  public func withState<T>(_ body: (State) -> T) -> T { body(currentState()) }

  /// Reduces `action`, then any action the resulting effects send at once, and starts the
  /// asynchronous effects.
  ///
  /// - Returns: A handle on the effects this action started: `await task.finish()` waits for them,
  ///   `task.cancel()` cancels them.
  @discardableResult
  public func send(_ action: Action) -> StoreTask { sendAction(action) }

  /// A store for a child feature: it reads `state` from this store's state and sends its actions
  /// wrapped in the case `action`.
  ///
  /// Mirrors TCA's `scope(state:action:)`: `store.scope(state: \.counter1, action: \.counter1)`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    scope(state: toChildState, action: Action.allCasePaths[keyPath: toChildAction])
  }

  /// A store for a child feature, with the action named by a case path.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      state: { [currentState] in currentState()[keyPath: toChildState] },
      send: { [sendAction] in sendAction(toChildAction.embed($0)) },
      root: root)
  }
}

/// The store of a feature: `StoreOf<Counter>` is `Store<Counter.State, Counter.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
