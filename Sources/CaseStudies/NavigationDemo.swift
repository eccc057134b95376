import ComposableArchitecture

/// TCA's "Navigation stack" case study: a stack of screens driven by `StackState`, with a
/// counter screen and a timer screen that can be pushed, acted on, and popped.
///
/// In the shell: `send goToScreenA`, `send path[#0].screenA.incrementButtonTapped`,
/// `send path[#0].screenA.goToScreenBButtonTapped`, `send path[#1].screenB.startTimerButtonTapped`,
/// `advance 2s`, `send popToRoot` (the timer stops with its screen).
public struct NavigationDemo: Reducer {
  /// The screens the stack can hold.
  public struct Path: Reducer {
    public enum State: Equatable, Sendable, CasePathable {
      case screenA(ScreenA.State)
      case screenB(ScreenB.State)

      public struct AllCasePaths: CasePathCollection {
        public typealias Root = State
        public let screenA = AnyCasePath(embed: State.screenA) {
          if case .screenA(let state) = $0 { state } else { nil }
        }
        public let screenB = AnyCasePath(embed: State.screenB) {
          if case .screenB(let state) = $0 { state } else { nil }
        }
      }
      public static let allCasePaths = AllCasePaths()
    }

    public enum Action: Equatable, Sendable, CasePathable {
      case screenA(ScreenA.Action)
      case screenB(ScreenB.Action)

      public struct AllCasePaths: CasePathCollection {
        public typealias Root = Action
        public let screenA = AnyCasePath(embed: Action.screenA) {
          if case .screenA(let action) = $0 { action } else { nil }
        }
        public let screenB = AnyCasePath(embed: Action.screenB) {
          if case .screenB(let action) = $0 { action } else { nil }
        }
      }
      public static let allCasePaths = AllCasePaths()
    }

    public init() {}

    public var body: some Reducer<State, Action> {
      EmptyReducer()
        .ifCaseLet(\.screenA, action: \.screenA) { ScreenA() }
        .ifCaseLet(\.screenB, action: \.screenB) { ScreenB() }
    }
  }

  public struct State: Equatable, Sendable {
    public var path: StackState<Path.State>
    public init(path: StackState<Path.State> = []) { self.path = path }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case goToScreenA
    case goToScreenB
    case popToRoot
    case path(StackActionOf<Path>)

    public struct AllCasePaths: CasePathCollection {
      public typealias Root = Action
      public let goToScreenA = AnyCasePath(Action.goToScreenA)
      public let goToScreenB = AnyCasePath(Action.goToScreenB)
      public let popToRoot = AnyCasePath(Action.popToRoot)
      public let path = AnyCasePath(embed: Action.path) {
        if case .path(let action) = $0 { action } else { nil }
      }
    }
    public static let allCasePaths = AllCasePaths()
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
    .forEach(\.path, action: \.path) { Path() }
  }
}

/// A counter screen of ``NavigationDemo``; its "go to screen B" button is handled by the
/// stack, which pushes a ``ScreenB``.
public struct ScreenA: Reducer {
  public struct State: Equatable, Sendable {
    public var count: Int
    public init(count: Int = 0) { self.count = count }
  }

  public enum Action: Equatable, Sendable, CaseIterable, CasePathable {
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
public struct ScreenB: Reducer {
  public struct State: Equatable, Sendable {
    public var isTimerRunning: Bool
    public var secondsElapsed: Int
    public init(isTimerRunning: Bool = false, secondsElapsed: Int = 0) {
      self.isTimerRunning = isTimerRunning
      self.secondsElapsed = secondsElapsed
    }
  }

  public enum Action: Equatable, Sendable, CaseIterable, CasePathable {
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
