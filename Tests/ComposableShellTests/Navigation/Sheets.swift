import CaseStudies
import ComposableArchitecture

@testable import ComposableShell

/// A feature with every kind of child the shell addresses: rows with `Int` ids, a presented
/// destination (behind `@PresentationState`), and a stack.
struct Sheets: Reducer {
  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      var id: Int
      var isOn = false
    }
    enum Action: Equatable, Sendable, CaseIterable, CasePathable { case toggle }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.isOn.toggle()
      return .none
    }
  }

  struct Destination: Reducer {
    enum State: Equatable, Sendable, CasePathable {
      case counter(Counter.State)
      case other(Counter.State)

      struct AllCasePaths: CasePathCollection {
        typealias Root = State
        let counter = AnyCasePath(embed: State.counter) {
          if case .counter(let state) = $0 { state } else { nil }
        }
        let other = AnyCasePath(embed: State.other) {
          if case .other(let state) = $0 { state } else { nil }
        }
      }
      static let allCasePaths = AllCasePaths()
    }

    enum Action: Equatable, Sendable, CasePathable {
      case counter(Counter.Action)
      case other(Counter.Action)

      struct AllCasePaths: CasePathCollection {
        typealias Root = Action
        let counter = AnyCasePath(embed: Action.counter) {
          if case .counter(let action) = $0 { action } else { nil }
        }
        let other = AnyCasePath(embed: Action.other) {
          if case .other(let action) = $0 { action } else { nil }
        }
      }
      static let allCasePaths = AllCasePaths()
    }

    var body: some Reducer<State, Action> {
      EmptyReducer()
        .ifCaseLet(\.counter, action: \.counter) { Counter() }
        .ifCaseLet(\.other, action: \.other) { Counter() }
    }
  }

  struct State: Equatable, Sendable {
    @PresentationState var destination: Destination.State?
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)]
    var stack = StackState<Counter.State>()
  }

  enum Action: Equatable, Sendable, CasePathable {
    case destination(PresentationAction<Destination.Action>)
    case rows(IdentifiedAction<Int, Row.Action>)
    case stack(StackActionOf<Counter>)
    case showCounter
    case showOther
    case push

    struct AllCasePaths: CasePathCollection {
      typealias Root = Action
      let destination = AnyCasePath(embed: Action.destination) {
        if case .destination(let action) = $0 { action } else { nil }
      }
      let rows = AnyCasePath(embed: Action.rows) {
        if case .rows(let action) = $0 { action } else { nil }
      }
      let stack = AnyCasePath(embed: Action.stack) {
        if case .stack(let action) = $0 { action } else { nil }
      }
      let showCounter = AnyCasePath(Action.showCounter)
      let showOther = AnyCasePath(Action.showOther)
      let push = AnyCasePath(Action.push)
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .showCounter: state.destination = .counter(Counter.State())
      case .showOther: state.destination = .other(Counter.State())
      case .push: state.stack.append(Counter.State())
      case .destination, .rows, .stack: break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination) { Destination() }
    .forEach(\.rows, action: \.rows) { Row() }
    .forEach(\.stack, action: \.stack) { Counter() }
  }
}

/// A renderer that keeps what a session printed.
@MainActor
final class RecordingRenderer: Renderer {
  var lines: [String] = []

  func step<State, Action>(
    _ step: Step<State, Action>, number: Int, action: @autoclosure () -> ActionName
  ) {
    lines.append("step \(action().path)")
  }

  func value(_ value: Any) { lines.append(String(customDumping: value)) }

  func text(_ lines: [String]) { self.lines += lines }

  func moved<State>(_ move: HistoryMove<State>) { lines.append("\(move.command) to \(move.to)") }

  func history(_ listing: HistoryListing) {
    lines += listing.entries.map { "\($0.number) \($0.action.path)" }
  }

  func error(_ message: String, at location: (source: String, line: Int)?, lineNumber: Int) {
    lines.append("error: \(message)")
  }
}

@MainActor
func sheetsSession() -> (FeatureSession<Sheets>, RecordingRenderer) {
  let renderer = RecordingRenderer()
  let session = FeatureSession(
    initialState: { Sheets.State() }, reducer: { Sheets() }, renderer: renderer)
  return (session, renderer)
}

extension FeatureSession {
  /// Runs `lines` as commands, stopping at the first error, which it returns.
  func run(_ lines: String...) async -> CommandError? {
    for line in lines {
      do {
        guard let command = try CommandParser.parse(line) else { continue }
        _ = try await execute(command)
      } catch {
        return error
      }
    }
    return nil
  }
}
