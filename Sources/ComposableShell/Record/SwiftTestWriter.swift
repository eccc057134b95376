@_spi(Internals) import Sharing

/// Writes a ``SwiftTestPlan`` as a Swift Testing test in TCA's idiom (`save --swift FILE`,
/// `--record FILE.swift`): a `TestStore` of the feature's reducer from the session's initial
/// state (`Feature.State()`, or the state a `--state` file or `load` read, written whole), with
/// a `TestClock` and the dependency values the session used, then each step:
///
/// ```swift
/// await store.send(.toggleTimerButtonTapped) {
///   $0.isTimerActive = true
/// }
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.timerTicked) {
///   $0.secondsElapsed = 1
/// }
/// ```
///
/// and `await store.skipInFlightEffects()` when effects are still in flight at the end (a timer
/// left running never finishes on a test clock). What has no Swift form (see ``SwiftLiteral``)
/// is a comment saying why, and the test then fails at that step as an exhaustive `TestStore`
/// does.
@MainActor
enum SwiftTestWriter {
  /// The test file's text.
  ///
  /// - Parameters:
  ///   - testName: The test function's name (see ``testName(forFile:)``).
  ///   - program: The shell that wrote it, named in the file's first comment.
  ///   - feature: The feature's name in the shell (`timers`).
  static func text(
    for plan: SwiftTestPlan, testName: String, program: String, feature: String
  ) -> String {
    var lines = [
      "import ComposableArchitecture",
      "import Testing",
      "",
      "@testable import \(plan.module)",
      "",
      "// Written by \(program) from a session of '\(feature)' (save --swift).",
    ]
    if let file = plan.stateFile {
      lines.append("// The test starts from the state read from '\(file)'.")
    }
    if plan.steps.isEmpty {
      lines.append(
        "// No steps to replay (none, all undone, or left out by skip): the test only makes the "
          + "store.")
    }
    lines += ["@MainActor", "@Test func \(testName)() async {"]
    var body: [String] = []
    if plan.usesTestClock { body.append("let clock = TestClock()") }
    do throws(SwiftLiteral.Unwritable) {
      // The feature's own start is `State()`, as TCA's tests write it (a state's own
      // initializer may take fewer arguments than it has properties); a state read from a
      // file is written whole.
      let initial =
        plan.stateFile == nil
        ? SwiftExpression.atom("\(plan.reducer).State()")
        : try SwiftLiteral.tree(plan.initialState)
      let opening = "let store = TestStore(initialState: "
      if 2 + opening.count + initial.flat.count + 3 <= SwiftExpression.width {
        body.append(opening + initial.flat + ") {")
      } else {
        body += [
          "let store = TestStore(",
          "  initialState: " + initial.text(column: 16, indent: 2, base: 2), ") {",
        ]
      }
    } catch {
      body += [
        "// The initial state: not written, \(error.reason).",
        "let store = TestStore(initialState: <#\(plan.reducer).State#>) {",
      ]
    }
    body.append("  \(plan.reducer)()")
    var dependencies: [String] = []
    if plan.usesTestClock { dependencies.append("$0.continuousClock = clock") }
    dependencies += SwiftTestDependencies.assignments(plan.dependencies, target: "$0")
    if dependencies.isEmpty {
      body.append("}")
    } else {
      body.append("} withDependencies: {")
      body += dependencies.map { "  " + $0 }
      body.append("}")
    }
    var time = Duration.zero
    for step in plan.steps {
      body.append("")
      if step.uuidsPassed > 0 {
        body.append(
          step.uuidsPassed == 1
            ? "// The UUID a skipped step made: the ids after it go on from there."
            : "// The \(step.uuidsPassed) UUIDs skipped steps made: the ids after them go on "
              + "from there.")
        body.append(
          step.uuidsPassed == 1
            ? "_ = store.dependencies.uuid()"
            : "for _ in 1...\(step.uuidsPassed) { _ = store.dependencies.uuid() }")
      }
      body += SwiftTestDependencies.assignments(step.dependencies, target: "store.dependencies")
      if let stepTime = step.time, stepTime > time {
        body.append("await clock.advance(by: \(durationText(stepTime - time)))")
        time = stepTime
      }
      body += stepLines(step)
    }
    if let end = plan.endTime, end > time, plan.usesTestClock {
      body += ["", "await clock.advance(by: \(durationText(end - time)))"]
    }
    if let count = plan.effectsInFlight {
      if count > 0 {
        body += [
          "",
          "// \(count == 1 ? "An effect was" : "\(count) effects were") "
            + "still in flight when the session was saved.",
          "await store.skipInFlightEffects()",
        ]
      }
    } else if !plan.steps.isEmpty {
      body += [
        "",
        "// Saved before the session's last step (undo, goto) or after a load: effects may still",
        "// be in flight here that the session's later steps ended, or none.",
        "await store.skipInFlightEffects(strict: false)",
      ]
    }
    lines += indented(body)
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of one step, without indentation.
  private static func stepLines(_ step: SwiftTestPlan.Step) -> [String] {
    let call: String
    switch step.kind {
    case .send:
      do throws(SwiftLiteral.Unwritable) {
        let action = try SwiftLiteral.tree(step.action)
        let hasChanges = !changes(of: step).isEmpty
        let trail = hasChanges ? 3 : 1
        if 2 + 17 + action.flat.count + trail <= SwiftExpression.width {
          call = "await store.send(\(action.flat))"
        } else {
          call =
            "await store.send(\n  \(action.text(column: 2, indent: 2, base: 2))\n)"
        }
      } catch {
        // A binding action (`set`) as TCA's tests send it: `store.send(\.binding.name, "Blob")`.
        guard let arguments = ReceivedActionText.arguments(for: step.action),
          let payload = arguments.payload, arguments.path.contains(".binding.")
        else { return ["// send: not written, \(error.reason)."] }
        call = "await store.send(\(arguments.path), \(payload.flat))"
      }
    case .receive:
      guard let arguments = ReceivedActionText.arguments(for: step.action) else {
        return ["// receive: not written, the action is not a case path's enum."]
      }
      let trail = changes(of: step).isEmpty ? 1 : 3
      if let payload = arguments.payload {
        let flat = "await store.receive(\(arguments.path), \(payload.flat))"
        call =
          2 + flat.count + trail <= SwiftExpression.width
          ? flat
          : "await store.receive(\n  \(arguments.path),\n  "
            + payload.text(column: 2, indent: 2, base: 2) + "\n)"
      } else {
        call = "await store.receive(\(arguments.path))"
      }
    }
    let changes = changes(of: step)
    guard !changes.isEmpty else { return [call] }
    // A closure of comments only (what has no Swift form) names no `$0`: its argument is `_`.
    let opening = changes.allSatisfy { $0.hasPrefix("//") } ? " { _ in" : " {"
    return [call + opening] + indented(changes) + ["}"]
  }

  /// The assignments of what `step` changed, its shared values read as they were before and
  /// after it.
  private static func changes(of step: SwiftTestPlan.Step) -> [String] {
    let shared = withSharedEditing(SharedEditing(step.sharedBefore)) {
      SharedSnapshot(of: step.before)
    }
    return withSharedEditing(SharedEditing(step.sharedAfter)) {
      StateAssignments.lines(from: step.before, to: step.after, shared: shared)
    }
  }

  /// `lines`, each line of each indented by two spaces (blank lines stay blank).
  private static func indented(_ lines: [String]) -> [String] {
    lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map { $0.isEmpty ? "" : "  " + $0 }
  }

  /// `.seconds(3)`, `.milliseconds(250)`, `.nanoseconds(5)`.
  static func durationText(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
    if nanoseconds % 1_000 == 0 { return ".microseconds(\(nanoseconds / 1_000))" }
    return ".nanoseconds(\(nanoseconds))"
  }

  /// The test function's name for a file: its name without the extension, in lower camel case
  /// (`timers-session.swift`: `timersSession`), `session` when nothing is left, and `test`
  /// before a name that starts with a digit.
  static func testName(forFile path: String) -> String {
    var name = String(path.split(separator: "/").last ?? "")
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      name = String(name[..<dot])
    }
    var words: [String] = []
    var word = ""
    for character in name {
      if character.isASCII, character.isLetter || character.isNumber {
        word.append(character)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    guard let first = words.first else { return "session" }
    var result = first.prefix(1).lowercased() + first.dropFirst()
    for next in words.dropFirst() { result += next.prefix(1).uppercased() + next.dropFirst() }
    return result.first!.isNumber ? "test" + result : result
  }
}
