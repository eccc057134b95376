@_spi(Internals) import ComposableArchitectureCore
import CustomDump

/// Renders for tools such as `jq` (`--format json`): one JSON value a line.
///
/// A step is an object with its number, the command that caused it, the action's path (and
/// payload, as `value`, when it has one), who sent it, and the change as an RFC 6902 patch
/// whose `replace` and `remove` operations are each preceded by a `test` of the old value:
///
/// ```
/// {"step":1,"command":"send","action":"counter1.incrementButtonTapped","source":"user",
///  "changes":[{"op":"test","path":"/counter1/count","value":0},
///             {"op":"replace","path":"/counter1/count","value":1}]}
/// ```
///
/// (on one line). `state` prints one JSON value; `actions`, `effects`, `help` and `history` one
/// object each (docs/shell.md gives their shapes); errors are
/// `{"error":MESSAGE,"source":NAME,"line":N}` lines on standard error.
@MainActor
final class JSONRenderer: Renderer {
  let output: Output
  /// With `--quiet`, steps and moves print nothing.
  let isQuiet: Bool
  private var command: String?
  /// The last action's name, to skip naming it again.
  private let lastAction = LastResult<ActionName>()

  init(output: Output, isQuiet: Bool = false) {
    self.output = output
    self.isQuiet = isQuiet
  }

  func commandStarted(_ command: Command?) {
    self.command = command?.name
  }

  func step<State, Action>(
    _ step: Step<State, Action>, number: Int, action: @autoclosure () -> ActionName
  ) {
    guard !isQuiet else { return }
    let action = lastAction.result(for: step.action) { _ in action() }
    let changes = step.shared.compare { patch(from: step.before, to: step.after) }
    // Written straight into the output, in the order of the keys docs/shell.md gives.
    output.line { buffer in
      buffer.append(#"{"step":"#)
      buffer.appendDecimal(number)
      buffer.append(#","command":"#)
      if let command { JSONText.appendString(command, to: buffer) } else { buffer.append("null") }
      buffer.append(#","action":"#)
      JSONText.appendString(action.path, to: buffer)
      if let payload = action.payload {
        buffer.append(#","value":"#)
        JSONText.append(ElementIDText.json(ofPayload: payload), to: buffer)
      }
      buffer.append(#","source":"#)
      JSONText.appendString(step.source.rawValue, to: buffer)
      buffer.append(#","changes":"#)
      JSONText.append(changes, to: buffer)
      buffer.append(UInt8(ascii: "}"))
    }
  }

  func value(_ value: Any) {
    output.line(JSONValue(encoding: value).description)
  }

  func actions(_ listing: ActionListing) {
    let actions = listing.entries.map { entry -> JSONValue in
      var members: JSONObject = [
        "path": .string(entry.path), "type": entry.valueType.map(JSONValue.string) ?? .null,
      ]
      if let shape = entry.shape { members["shape"] = .string(shape) }
      return .object(members)
    }
    var object: JSONObject = ["actions": .array(actions)]
    if !listing.buttons.isEmpty {
      object["buttons"] = .array(
        listing.buttons.map { button in
          [
            "path": .string(button.path), "label": .string(button.label),
            "role": button.role.map(JSONValue.string) ?? .null,
          ]
        })
    }
    output.line(JSONValue.object(object).description)
  }

  func effects(_ listing: EffectListing) {
    let duration = { (duration: Duration?) in
      duration.map { JSONValue.string(DurationText.format($0)) } ?? .null
    }
    let effects = listing.effects.map { effect -> JSONValue in
      var object = Self.action(effect.startedBy)
      object["cancelIDs"] = .array(effect.cancelIDs.map(JSONValue.string))
      return .object(object)
    }
    let object: JSONObject = [
      "clock": duration(listing.clock), "nextWakeUp": duration(listing.nextWakeUp),
      "effects": .array(effects),
    ]
    output.line(JSONValue.object(object).description)
  }

  func help(_ topic: HelpTopic) {
    switch topic {
    case .commands(let specs, let notes):
      let object: JSONObject = [
        "commands": .array(specs.map(Self.command)), "notes": .array(notes.map(JSONValue.string)),
      ]
      output.line(JSONValue.object(object).description)
    case .command(let spec):
      output.line(Self.command(spec).description)
    case .dependencies(let spec, let listing):
      guard case .object(var object) = Self.command(spec) else { return }
      object["dependencies"] = .array(
        listing.entries.map { entry in
          [
            "name": .string(entry.name), "value": .string(entry.value),
            "choices": .array(entry.choices.map(JSONValue.string)),
          ]
        })
      output.line(JSONValue.object(object).description)
    }
  }

  /// A command as `help` describes it.
  private static func command(_ spec: CommandSpec) -> JSONValue {
    let arguments = spec.arguments.map { argument -> JSONValue in
      let completes: JSONValue =
        switch argument.completion {
        case .none: .null
        case .actionPath: "actionPath"
        case .statePath: "statePath"
        case .settablePath: "settablePath"
        case .commandName: "command"
        case .dependencyName: "dependencyName"
        case .dependencyValue: "dependencyValue"
        case .file: "file"
        case .presentedPath: "presentedPath"
        case .stepNumber: "stepNumber"
        }
      return [
        "name": .string(argument.name), "optional": .bool(argument.isOptional),
        "completes": completes,
      ]
    }
    return [
      "name": .string(spec.name), "aliases": .array(spec.aliases.map(JSONValue.string)),
      "usage": .string(spec.usage), "summary": .string(spec.summary),
      "arguments": .array(arguments), "examples": .array(spec.examples.map(JSONValue.string)),
    ]
  }

  /// `"action":PATH` and, when it has a payload, `"value":PAYLOAD`.
  private static func action(_ action: ActionName) -> JSONObject {
    var object: JSONObject = ["action": .string(action.path)]
    if let payload = action.payload { object["value"] = ElementIDText.json(ofPayload: payload) }
    return object
  }

  func moved<State>(_ move: HistoryMove<State>) {
    guard !isQuiet else { return }
    let object: JSONObject = [
      "command": .string(move.command),
      "step": .int(move.to),
      "changes": move.shared.compare { patch(from: move.before, to: move.after).json },
    ]
    output.line(JSONValue.object(object).description)
  }

  func replayed<State>(_ replay: SessionReplay<State>) {
    guard !isQuiet else { return }
    let notApplied = replay.notApplied.map { step -> JSONValue in
      [
        "step": .int(step.step), "command": .string(step.command),
        "error": .string(step.reason),
      ]
    }
    let object: JSONObject = [
      "command": .string(replay.command), "step": .int(replay.step),
      "count": .int(replay.count), "notApplied": .array(notApplied),
      "changes": patch(from: replay.before, to: replay.after).json,
    ]
    output.line(JSONValue.object(object).description)
  }

  func loaded<State>(_ load: LoadedState<State>) {
    guard !isQuiet else { return }
    let object: JSONObject = [
      "step": .int(load.step), "command": .string("load"), "action": .null,
      "file": .string(load.file), "source": .string(StepSource.user.rawValue),
      "changes": load.shared.compare { patch(from: load.before, to: load.after).json },
    ]
    output.line(JSONValue.object(object).description)
  }

  func history(_ listing: HistoryListing) {
    let steps = listing.entries.map { entry -> JSONValue in
      var object: JSONObject = [
        "step": .int(entry.number), "action": entry.action.map { .string($0.path) } ?? .null,
      ]
      if let payload = entry.action?.payload {
        object["value"] = ElementIDText.json(ofPayload: payload)
      }
      if let file = entry.loadedFrom { object["file"] = .string(file) }
      object["source"] = .string(entry.source)
      if let mark = entry.mark { object["mark"] = .string(mark) }
      return .object(object)
    }
    let object: JSONObject = ["current": .int(listing.current), "steps": .array(steps)]
    output.line(JSONValue.object(object).description)
  }

  func error(_ message: String, at location: (source: String, line: Int)?, lineNumber: Int) {
    var object: JSONObject = ["error": .string(message)]
    // Which source the line is in (`a.tca`, `-c`, `<stdin>`); none in the REPL.
    if let location { object["source"] = .string(location.source) }
    object["line"] = .int(location?.line ?? lineNumber)
    output.errorLine(JSONValue.object(object).description)
  }

  func warning(_ message: String, at location: (source: String, line: Int)?, lineNumber: Int) {
    var object: JSONObject = ["warning": .string(message)]
    // Which source the line is in (`a.tca`, `-c`, `<stdin>`); none in the REPL.
    if let location { object["source"] = .string(location.source) }
    object["line"] = .int(location?.line ?? lineNumber)
    output.errorLine(JSONValue.object(object).description)
  }
}
