import ComposableArchitecture

/// TCA's "Navigation stack" case study: a stack of screens driven by `StackState`, with a
/// counter screen and a timer screen that can be pushed, acted on, and popped.
///
/// In the shell: `send goToScreenA`, `send path[#0].screenA.incrementButtonTapped`,
/// `send path[#0].screenA.goToScreenBButtonTapped`, `send path[#1].screenB.startTimerButtonTapped`,
/// `advance 2s`, `send popToRoot` (the timer stops with its screen).
@Reducer
public struct NavigationDemo {
  /// The screens the stack can hold.
  @Reducer(state: .equatable, .sendable, .codable, action: .equatable, .sendable)
  public enum Path {
    case screenA(ScreenA)
    case screenB(ScreenB)
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    public var path: StackState<Path.State>
    public init(path: StackState<Path.State> = []) { self.path = path }
  }

  public enum Action: Equatable, Sendable {
    case goToScreenA
    case goToScreenB
    case popToRoot
    case path(StackActionOf<Path>)
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .goToScreenA:
        state.path.append(.screenA(ScreenA.State()))
        return .none
      case .goToScreenB, .path(.element(_, .screenA(.goToScreenBButtonTapped))):
        state.path.append(.screenB(ScreenB.State()))
        return .none
      case .path(.element(let id, .screenB(.doneButtonTapped))):
        state.path.pop(from: id)
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

/// A counter screen of ``NavigationDemo``; its "go to screen B" button is handled by the
/// stack, which pushes a ``ScreenB``.
@Reducer
public struct ScreenA {
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var count: Int
    public init(count: Int = 0) { self.count = count }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case goToScreenBButtonTapped
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped: state.count -= 1
      case .incrementButtonTapped: state.count += 1
      case .goToScreenBButtonTapped: break
      }
      return .none
    }
  }
}

/// A timer screen of ``NavigationDemo``: the timer ticks each second until stopped or until
/// the screen is popped; "done" asks the stack to pop this screen.
@Reducer
public struct ScreenB {
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var isTimerRunning: Bool
    public var secondsElapsed: Int
    public init(isTimerRunning: Bool = false, secondsElapsed: Int = 0) {
      self.isTimerRunning = isTimerRunning
      self.secondsElapsed = secondsElapsed
    }
  }

  public enum Action: Equatable, Sendable {
    case startTimerButtonTapped
    case stopTimerButtonTapped
    case timerTicked
    case doneButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .startTimerButtonTapped:
        state.isTimerRunning = true
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopTimerButtonTapped:
        state.isTimerRunning = false
        return .cancel(id: CancelID.timer)
      case .timerTicked:
        state.secondsElapsed += 1
        return .none
      case .doneButtonTapped:
        return .none
      }
    }
  }
}
