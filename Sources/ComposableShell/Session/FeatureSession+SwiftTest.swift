@_spi(Internals) import ComposableArchitectureCore
import CustomDump

extension FeatureSession {
  /// What `save --swift` writes the session as: the current branch of the history up to the
  /// current state (see ``SwiftTestPlan``).
  ///
  /// A `TestStore` cannot replace its state, so a test of a session that loaded a state (`load
  /// FILE`) starts from the state the last `load` read, with the steps after it. The steps `skip`
  /// left out, and those its replay could not take again, are not in it: they changed nothing.
  func swiftTestPlan() -> SwiftTestPlan {
    let reflected = String(reflecting: R.self)
    let module = reflected.prefix { $0 != "." }
    var initial: Any = history.state(at: 0)
    var stateFile = self.stateFile
    var steps: [SwiftTestPlan.Step] = []
    // The history's number of each of `steps`.
    var numbers: [Int] = []
    var startStep = 0
    let entries = history.entries
    // What `skip` left out, or its replay could not take again, changed nothing.
    let leftOut = userSteps.skipped.union(userSteps.notApplied)
    // The UUIDs each step left out made when first taken, by step number: the replay calls the
    // generator for them, so the ids after them go on from there (see `replay(_:skipping:)`).
    var leftOutUUIDs: [Int: Int] = [:]
    if !leftOut.isEmpty {
      for step in userSteps.steps where leftOut.contains(step.index + 1) && !step.uuids.isEmpty {
        leftOutUUIDs[step.index + 1] = step.uuids.count
      }
    }
    var uuidsPassed = 0
    for number in 1...max(1, history.position) where number <= history.position {
      let entry = entries[number - 1]
      let time = stepTimes.time(at: history.mark(at: number))
      guard let action = entry.action, entry.loadedFrom == nil else {
        guard !leftOut.contains(number) else { continue }
        let file = entry.loadedFrom ?? ""
        initial = entry.state
        stateFile = file
        steps.removeAll()
        numbers.removeAll()
        startStep = number
        uuidsPassed = 0
        continue
      }
      guard !leftOut.contains(number) else {
        uuidsPassed += leftOutUUIDs[number] ?? 0
        continue
      }
      steps.append(
        SwiftTestPlan.Step(
          kind: entry.source == .effect ? .receive : .send, action: action,
          before: history.state(at: number - 1), after: entry.state, time: time,
          uuidsPassed: uuidsPassed, sharedBefore: snapshot(at: history.mark(at: number - 1)).shared,
          sharedAfter: snapshot(at: history.mark(at: number)).shared))
      uuidsPassed = 0
      numbers.append(number)
    }
    var chosen = dependencies.choices.initial.map { (name: $0.name, value: $0.value) }
    for change in dependencies.choices.later {
      let choice = (name: change.assignment.name, value: change.assignment.value)
      if change.beforeStep <= startStep {
        chosen.append(choice)
      } else if let index = numbers.firstIndex(where: { $0 >= change.beforeStep }) {
        steps[index].dependencies.append(choice)
      }
    }
    // The shell's `uuid` counts up unless a session chose another.
    if !chosen.contains(where: { $0.name == "uuid" }) {
      chosen.insert((name: "uuid", value: "incrementing"), at: 0)
    }
    // Once loaded, the clock's time before is not the test's.
    let start = startStep > 0 ? stepTimes.time(at: history.mark(at: startStep)) : nil
    if let start {
      for index in steps.indices { steps[index].time = steps[index].time.map { $0 - start } }
    }
    let atEnd = history.position == history.count
    return SwiftTestPlan(
      module: String(module),
      reducer: String(reflected.dropFirst(module.count + 1)),
      initialState: initial, stateFile: stateFile,
      dependencies: chosen, usesTestClock: effects.clock != nil, steps: steps,
      endTime: atEnd ? effects.clock.map { $0.now.offset - (start ?? .zero) } : nil,
      effectsInFlight: atEnd && startStep == 0 ? store.inFlightEffects.count : nil)
  }
}

/// A session that `save --swift` can write as a test: the shell's own, not a live store's.
@MainActor
protocol SwiftTestSource {
  func swiftTestPlan() -> SwiftTestPlan
}

extension FeatureSession: SwiftTestSource {}
