/// Runs a feature: holds its current state, reduces the actions sent to it, and runs the effects
/// the reducer returns.
///
/// Mirrors TCA's `Store`, on the main actor like TCA's. Actions are reduced one at a time, first in,
/// first out: an action sent while another is being reduced (by an effect, or by `.send`) waits in
/// a buffer and is reduced on the state the previous one left. Dropping the last reference to a
/// root store cancels its in-flight effects; cancel ids are scoped to one root store.
///
/// Actions are reduced with the dependencies that were current when the store was made, changed by
/// `withDependencies`; TCA's stores work the same way.
///
/// ```swift
/// let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
/// store.send(.counter1(.incrementButtonTapped))
/// store.state.counter1.count  // 1
/// ```
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  private let currentState: @MainActor () -> State
  /// Registers a read of the state with the Observation framework (on the root's engine).
  private let accessState: @MainActor () -> Void
  private let sendAction: @MainActor (Action) -> StoreTask
  /// Replaces the root state; `nil` for a scoped store.
  private let setState: (@MainActor (State) -> Void)?
  /// Keeps the root engine alive while any store scoped from it lives.
  private let root: AnyObject
  /// The root store's effects.
  private let runtime: EffectRuntime

  /// Creates a store that runs `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer, usually `{ Feature() }`.
  ///   - prepareDependencies: Changes the dependencies the store reduces with, e.g.
  ///     `{ $0.continuousClock = TestClock() }`.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    // Inlinable, so that the closure that runs the reducer is compiled where the store is made,
    // specialized for `R`: the store's engine is generic code, and a reducer reached through
    // its protocol from there runs unspecialized whenever its type is generic (`Nest<Child>`),
    // looking up type metadata at each step of every action.
    self.init(
      initialState: initialState,
      makeReducer: {
        let reducer = reducer()
        return { reducer.reduce(into: &$0, action: $1) }
      },
      withDependencies: prepareDependencies)
  }

  /// Creates a store from the closure that makes its reducer, run with the store's dependencies
  /// (as the initial state is).
  @usableFromInline
  convenience init(
    initialState: () -> State,
    makeReducer: () -> (inout State, Action) -> Effect<Action>,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)?
  ) {
    var dependencies = DependencyValues._current
    DependencyValues.$isSetting.withValue(true) { prepareDependencies?(&dependencies) }
    let core = DependencyValues.$_current.withValue(dependencies) {
      StoreCore(initialState: initialState(), reducer: makeReducer(), dependencies: dependencies)
    }
    self.init(
      state: { core.state },
      accessState: { core.accessState() },
      send: { core.send($0) },
      setState: { core.replaceState($0) },
      root: core,
      runtime: core.runtime)
  }

  private init(
    state: @escaping @MainActor () -> State,
    accessState: @escaping @MainActor () -> Void,
    send: @escaping @MainActor (Action) -> StoreTask,
    setState: (@MainActor (State) -> Void)? = nil,
    root: AnyObject,
    runtime: EffectRuntime
  ) {
    self.currentState = state
    self.accessState = accessState
    self.sendAction = send
    self.setState = setState
    self.root = root
    self.runtime = runtime
  }

  /// The current state.
  ///
  /// Reading it inside `withObservationTracking` observes it: the next action the store
  /// reduces reports a change.
  public var state: State {
    accessState()
    return currentState()
  }

  /// A part of the current state, read as a member of the store: `store.count`,
  /// `store.counter1.count`, as TCA's observable stores read.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Calls `body` with the current state, as TCA's `withState`; this read is not observed.
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
  ) -> Store<ChildState, ChildAction> {
    scope(state: toChildState, action: AnyCasePath(toChildAction))
  }

  /// A store for a child feature, as ``scope(state:action:)-(_,CaseKeyPath<Action,ChildAction>)`` with the state's label left out.
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: toChildState, action: AnyCasePath(toChildAction))
  }

  /// A store for a child feature, with the action named by a case path.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      state: { [currentState] in currentState()[keyPath: toChildState] },
      accessState: accessState,
      send: { [sendAction] in sendAction(toChildAction.embed($0)) },
      root: root,
      runtime: runtime)
  }
}

extension Store {
  /// A store for a child feature made of closures: `state` reads the child's state from this
  /// store's, `action` wraps a child action in one of this store's. Deprecated, as in TCA, for
  /// the key-path form, ``scope(state:action:)``.
  @available(
    *, deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      state: { [currentState] in toChildState(currentState()) },
      accessState: accessState,
      send: { [sendAction] in sendAction(fromChildAction($0)) },
      root: root,
      runtime: runtime)
  }
}

/// What tools built on the store (the shell) read about its effects; not part of TCA's API.
@_spi(Internals)
extension Store {
  /// Whether ``settle()`` would return at once: no effect job is queued or running, so every
  /// effect is suspended or finished. Asking first spares a caller that settles after each
  /// command (the shell) an async call when nothing runs.
  public var isSettled: Bool { EffectExecutor.shared.isIdle }

  /// The effects of the root store still in flight, oldest first.
  public var inFlightEffects: [InFlightEffect] {
    let records = runtime.inFlight
    let busy = records.isEmpty ? [] : runtime.monitor.busyRoots
    return records.map { record in
      InFlightEffect(
        startedBy: record.startedBy,
        cancelIDs: record.cancelIDs.filter { !$0.isChildEffects }.map(\.description),
        isAsleepOnTestClock: !busy.contains(record.id))
    }
  }

  /// Lets the effects run until each is suspended (asleep on a clock, waiting on a stream, I/O or
  /// its children) or finished: exact, with no timeout, as effects run serially on
  /// ``EffectExecutor``.
  public func settle() async {
    guard !EffectExecutor.shared.isIdle else { return }
    await ComposableArchitectureCore.settle()
  }

  /// Cancels every effect of the root store.
  public func cancelAllEffects() { runtime.cancelAll() }

  /// Replaces the state of a root store without reducing an action (the shell's `undo` and
  /// `redo`); effects in flight keep running and reduce their actions on the new state.
  ///
  /// Call it between actions, never from a reducer. A scoped store has no state of its own to
  /// replace: calling this on one is a programming error.
  public func replaceState(_ state: State) {
    guard let setState else {
      preconditionFailure("Only a root store's state can be replaced; this store is scoped.")
    }
    setState(state)
  }
}

/// An effect a store started and that has not finished.
@_spi(Internals)
public struct InFlightEffect {
  /// The root action whose reduction returned the effect.
  public let startedBy: Any
  /// The cancel ids it is marked with, as written (`CancelID.timer`).
  public let cancelIDs: [String]
  /// Whether it waits only on a `TestClock` (asleep on one, or waiting on child effects that
  /// are): only advancing the clock can wake it. Otherwise it runs or waits on something else
  /// (I/O, a real clock, a stream), and may end on its own.
  public let isAsleepOnTestClock: Bool
}

/// The store of a feature: `StoreOf<Counter>` is `Store<Counter.State, Counter.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
