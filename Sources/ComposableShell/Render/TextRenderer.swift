@_spi(Internals) import ComposableArchitectureCore
import CustomDump

/// Renders steps as TCA's `_printChanges()` does: the action, then the state diff.
///
/// ```
/// received action:
///   TwoCounters.Action.counter1(.incrementButtonTapped)
///   TwoCounters.State(
/// -   counter1: Counter.State(count: 0),
/// +   counter1: Counter.State(count: 1),
///     counter2: Counter.State(count: 0)
///   )
/// ```
struct TextRenderer: Renderer {
  let output: Output
  /// With `--quiet`, steps and moves print nothing.
  var isQuiet = false
  /// Colours for diffs.
  var palette = Palette.plain
  /// The last action printed, to skip dumping it again.
  private let lastAction = LastResult<String>()

  func step<State, Action>(
    _ step: Step<State, Action>, number: Int, action: @autoclosure () -> ActionName
  ) {
    guard !isQuiet else { return }
    output.line(step.source.header)
    output.line(lastAction.result(for: step.action) { String(customDumping: $0).indent(by: 2) })
    // The states are read out of the step here: a closure reading them from `step` looks up
    // `Step`'s generic metadata again, each step (this code is not specialized for a feature).
    let (before, after) = (step.before, step.after)
    output.line { text in step.shared.compare { appendChanges(from: before, to: after, to: text) } }
  }

  func value(_ value: Any) {
    output.line(String(customDumping: value))
  }

  func jsonValue(_ value: Any) {
    output.line(JSONValue(encoding: value).description)
  }

  func text(_ lines: [String]) {
    for line in lines { output.line(line) }
  }

  func actions(_ listing: ActionListing) {
    text(listing.entries.map(\.description) + listing.buttons.map(\.command))
  }

  func effects(_ listing: EffectListing) {
    var clockText = ""
    if let clock = listing.clock {
      clockText = " (test clock at \(DurationText.format(clock))"
      if let next = listing.nextWakeUp {
        clockText += ", next wake-up at \(DurationText.format(next))"
      }
      clockText += ")"
    }
    let count = listing.effects.count
    guard count > 0 else { return text(["no effects in flight\(clockText)"]) }
    text(
      ["\(count) \(count == 1 ? "effect" : "effects") in flight\(clockText):"]
        + listing.effects.map { effect in
          let ids =
            effect.cancelIDs.isEmpty ? "" : " [id: \(effect.cancelIDs.joined(separator: ", "))]"
          return "  \(effect.startedByText)\(ids)"
        })
  }

  func help(_ topic: HelpTopic) {
    text(Help.lines(of: topic))
  }

  func moved<State>(_ move: HistoryMove<State>) {
    guard !isQuiet else { return }
    let place =
      move.to == 0
      ? "the initial state (step 0 of \(move.count))" : "step \(move.to) of \(move.count)"
    let direction =
      if move.to == move.from {
        "already at"  // `goto` to where the state is.
      } else if move.command == "undo" || (move.command == "goto" && move.to < move.from) {
        "back to"
      } else {
        "forward to"
      }
    output.line("\(move.command): \(direction) \(place)")
    output.line { text in
      move.shared.compare { appendChanges(from: move.before, to: move.after, to: text) }
    }
  }

  func replayed<State>(_ replay: SessionReplay<State>) {
    guard !isQuiet else { return }
    let done = replay.command == "skip" ? "left out" : "put back"
    output.line(
      "\(replay.command): step \(replay.step) \(done), the session replayed from the initial "
        + "state (\(replay.count) \(replay.count == 1 ? "step" : "steps"))")
    for step in replay.notApplied {
      output.line("  step \(step.step) not applied (\(step.command)): \(step.reason)")
    }
    output.line { text in appendChanges(from: replay.before, to: replay.after, to: text) }
  }

  func loaded<State>(_ load: LoadedState<State>) {
    guard !isQuiet else { return }
    output.line("loaded '\(load.file)' as step \(load.step):")
    output.line { text in
      load.shared.compare { appendChanges(from: load.before, to: load.after, to: text) }
    }
  }

  func history(_ listing: HistoryListing) {
    let width = String(listing.entries.count).count
    let actions = listing.entries.map(Self.describe)
    let actionWidth = actions.map(\.count).max() ?? 0
    var lines = [
      "\(listing.current == 0 ? "*" : " ") \("0".leftPadding(toLength: width))  (initial state)"
    ]
    for (entry, action) in zip(listing.entries, actions) {
      let marker = entry.number == listing.current ? "*" : " "
      var line =
        "\(marker) \(String(entry.number).leftPadding(toLength: width))  "
        + "\(action.padding(toLength: actionWidth))  \(entry.source)"
      if let mark = entry.mark { line += "  (\(mark))" }
      if entry.number > listing.current { line += "  (undone)" }
      lines.append(line)
    }
    text(lines)
  }

  func error(_ message: String, at location: (source: String, line: Int)?, lineNumber: Int) {
    let prefix = location.map { "\($0.source):\($0.line): " } ?? ""
    output.errorLine("\(prefix)error: \(message)")
  }

  func warning(_ message: String, at location: (source: String, line: Int)?, lineNumber: Int) {
    let prefix = location.map { "\($0.source):\($0.line): " } ?? ""
    output.errorLine("\(prefix)warning: \(message)")
  }

  /// The diff of two states, coloured, or `(No state changes)`.
  private func changes<State>(from before: State, to after: State) -> String {
    diff(before, after, format: .default).map(palette.diff) ?? "  (No state changes)"
  }

  /// Appends what ``changes(from:to:)`` returns to `bytes`, writing an uncoloured diff there
  /// directly.
  private func appendChanges<State>(from before: State, to after: State, to text: TextBuffer) {
    if palette.isEnabled {
      text.append(changes(from: before, to: after))
    } else if !diff(before, after, format: .default, appendingTo: text) {
      text.append("  (No state changes)")
    }
  }

  /// `path` and, when there is one, the payload as `send` takes it:
  /// `numberFactResponse "1 is a good number."`.
  static func describe(_ entry: HistoryListing.Entry) -> String {
    guard let action = entry.action else { return "load \(entry.loadedFrom ?? "")" }
    guard let payload = action.payload else { return action.path }
    return "\(action.path) \(ElementIDText.json(ofPayload: payload))"
  }
}

extension String {
  func leftPadding(toLength length: Int) -> String {
    count >= length ? self : String(repeating: " ", count: length - count) + self
  }
}
