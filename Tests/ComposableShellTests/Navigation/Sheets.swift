import CaseStudies
import ComposableArchitecture

@_spi(Benchmarks) @testable import ComposableShell

/// A feature with every kind of child the shell addresses: rows with `Int` ids, a presented
/// destination (behind `@PresentationState`), and a stack.
@Reducer
struct Sheets {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable, Sendable {
      var id: Int
      var isOn = false
    }
    enum Action: Equatable, Sendable { case toggle }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.isOn.toggle()
      return .none
    }
  }

  @Reducer
  struct Destination {
    enum State: Equatable, Sendable {
      case counter(Counter.State)
      case other(Counter.State)
    }

    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case other(Counter.Action)
    }

    var body: some Reducer<State, Action> {
      EmptyReducer()
        .ifCaseLet(\.counter, action: \.counter) { Counter() }
        .ifCaseLet(\.other, action: \.other) { Counter() }
    }
  }

  @ObservableState
  struct State: Equatable, Sendable {
    @PresentationState var destination: Destination.State?
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)]
    var stack = StackState<Counter.State>()
  }

  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    case rows(IdentifiedAction<Int, Row.Action>)
    case stack(StackActionOf<Counter>)
    case showCounter
    case showOther
    case push
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

  func actions(_ listing: ActionListing) { lines += listing.entries.map(\.description) }

  func effects(_ listing: EffectListing) { lines += listing.effects.map(\.startedByText) }

  func help(_ topic: HelpTopic) { lines += Help.lines(of: topic) }

  func moved<State>(_ move: HistoryMove<State>) { lines.append("\(move.command) to \(move.to)") }
  func loaded<State>(_ load: LoadedState<State>) { lines.append("load \(load.file)") }
  func replayed<State>(_ replay: SessionReplay<State>) {
    lines.append("\(replay.command) \(replay.step)")
  }

  func history(_ listing: HistoryListing) {
    lines += listing.entries.map { "\($0.number) \($0.action?.path ?? "load")" }
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
