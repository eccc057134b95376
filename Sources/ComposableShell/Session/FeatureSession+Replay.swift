@_spi(Internals) import ComposableArchitectureCore

extension FeatureSession {
  /// `skip N` and `unskip N`: takes the session again from its initial state with your step N
  /// left out or put back, as Redux DevTools' "skip" recomputes its actions.
  ///
  /// Each of your steps of the branch (`send`, `set`, `press`, `load`) is taken again in order,
  /// the test clock first moved to the time it was taken at, so effects send their actions as
  /// they came; each `dependency` command is applied again, at its time, before the step it came
  /// before, making its value afresh. Each step gets the UUIDs and dates its action made when
  /// first taken (the generator still called, and called for a skipped step's too), so the ids
  /// later steps name are still there and new ones go on from where they were. A step whose
  /// command no longer applies (the child state it sends to is gone) is reported and left out,
  /// marked `not applied` in `history`. The history
  /// becomes the replay's, a skipped step kept in it as a step that changed nothing; the state
  /// is its last step's. Prints how that last state changed.
  ///
  /// - Throws: ``CommandError`` for a step number that is no step of yours (or is skipped, or is
  ///   not), or on the real clock; nothing changed then.
  func replay(_ number: Int, skipping skip: Bool) async throws(CommandError) {
    let name = skip ? "skip" : "unskip"
    guard effects.clock != nil else {
      throw CommandError(
        "\(name) needs the test clock, to take the steps again at their times, but this session "
          + "runs with --clock real")
    }
    guard number >= 1, number <= history.count else {
      throw CommandError(
        history.count == 0
          ? "\(name) \(number): no step \(number), the history has no steps yet"
          : "\(name) \(number): no step \(number), expected a step number from 1 to "
            + "\(history.count) (see history)")
    }
    guard userSteps.contains(number) else {
      let action = history.entries[number - 1].action.map {
        schema.name(of: $0, as: R.Action.self).path
      }
      throw CommandError(
        "\(name) \(number): step \(number) (\(action ?? "load")) was sent by an effect, not by "
          + "you; \(name) the step of yours that started it")
    }
    if skip, userSteps.skipped.contains(number) {
      throw CommandError("skip \(number): step \(number) is skipped already (unskip \(number))")
    }
    if !skip, !userSteps.skipped.contains(number) {
      throw CommandError("unskip \(number): step \(number) is not skipped (see history)")
    }
    var skipped = userSteps.skipped
    if skip { skipped.insert(number) } else { skipped.remove(number) }
    let steps = userSteps.steps
    // What the replay needs from the history it replaces: the actions of the steps it may keep
    // as skipped, the states `load`s read.
    let entries = history.entries
    let before = history.state(at: history.count)
    let end = effects.clock?.now.offset ?? .zero
    let dependencyTimes = userSteps.dependencyTimes

    replaying.isOn = true
    defer { replaying.isOn = false }
    let clockStops = userSteps.clockStops
    userSteps.removeAll(keepingTimes: true)
    start(with: dependencies.restartForReplay())
    var applied = 0
    var notApplied: [SessionReplay<R.State>.NotApplied] = []
    do throws(CommandError) {
      for step in steps {
        while applied < step.dependencyChanges {
          try await advanceReplayClock(to: dependencyTimes[applied], by: clockStops)
          dependencies.reapply(applied, beforeStep: history.count + 1)
          applied += 1
        }
        try await advanceReplayClock(to: step.at, by: clockStops)
        let entry = entries[step.index]
        if skipped.contains(step.index + 1) {
          dependencies.passUUIDs(step.uuids.count)
          keepUnchanged(step, entry, skipped: true)
          continue
        }
        if case .load(let file) = step.command {
          // A load skipped before holds the state it left unchanged; what it read is kept apart.
          let loaded = step.loadedState as? R.State ?? entry.state
          noteUserStep(step.command, at: step.at, dependencyChanges: step.dependencyChanges)
          store.replaceState(loaded)
          _ = history.appendLoad(
            from: file, after: loaded, shared: sharing.tracker.takeChanges())
          stepTimes.note(effects.clock?.now.offset, at: history.currentMark)
          continue
        }
        let action: R.Action
        do throws(CommandError) {
          action = try userAction(step.command)
        } catch {
          dependencies.passUUIDs(step.uuids.count)
          let number = keepUnchanged(step, entry, skipped: false)
          notApplied.append(
            .init(
              step: number, command: Self.text(of: step.command), reason: error.message))
          continue
        }
        dependencies.replayUUIDs(step.uuids)
        dependencies.replayDates(step.dates)
        sendAsUser(action, step.command, at: step.at, dependencyChanges: step.dependencyChanges)
        dependencies.replayUUIDs([])
        dependencies.replayDates([])
        if !store.isSettled { await store.settle() }
      }
      while applied < dependencyTimes.count {
        try await advanceReplayClock(to: dependencyTimes[applied], by: clockStops)
        dependencies.reapply(applied, beforeStep: history.count + 1)
        applied += 1
      }
      try await advanceReplayClock(to: end, by: clockStops)
    } catch {
      throw CommandError(
        "\(name) \(number): the replay stopped at step \(history.count): \(error.message); the "
          + "history is the replay's so far")
    }
    // What `receive` asserts comes after the replay.
    effects.forgetReceived()
    renderer.replayed(
      SessionReplay(
        command: name, step: number, count: history.count, notApplied: notApplied,
        before: before, after: state))
  }

  /// Keeps your `step`, which the replay leaves out, as a step that changes nothing, with the
  /// action (or the `load`) of `entry`, its step before; marks it skipped or not applied.
  ///
  /// - Returns: Its step number.
  @discardableResult
  private func keepUnchanged(
    _ step: UserSteps.Step, _ entry: StepHistory<R.State, R.Action>.Entry, skipped: Bool
  ) -> Int {
    noteUserStep(step.command, at: step.at, dependencyChanges: step.dependencyChanges)
    // The ids it made when taken, for an `unskip` (or a replay that can take it again).
    userSteps.setUUIDs(step.uuids, at: history.position)
    userSteps.setDates(step.dates, at: history.position)
    if entry.action == nil {
      userSteps.setLoadedState(step.loadedState ?? entry.state, at: history.position)
    }
    let number =
      if let action = entry.action {
        history.append(action: action, source: .user, after: state, shared: SharedChanges())
      } else {
        history.appendLoad(
          from: entry.loadedFrom ?? "", after: state, shared: SharedChanges())
      }
    userSteps.mark(number, skipped: skipped, notApplied: !skipped)
    return number
  }

  /// Moves the replay's test clock to `offset` from its start, running what is due on the way,
  /// when it is not there yet: through each of `stops` (where the session's `advance` and `wait`
  /// commands left it) on the way, so that each move is one the session made.
  private func advanceReplayClock(
    to offset: Duration, by stops: [Duration]
  ) async throws(CommandError) {
    guard let start = effects.clock?.now.offset, start < offset else { return }
    var low = 0
    var high = stops.count
    while low < high {
      let middle = (low + high) / 2
      if stops[middle] <= start { low = middle + 1 } else { high = middle }
    }
    for stop in stops[low...] {
      guard stop < offset else { break }
      try await moveReplayClock(to: stop)
    }
    try await moveReplayClock(to: offset)
  }

  /// Moves the replay's test clock to `offset` in one move, as one `advance`.
  private func moveReplayClock(to offset: Duration) async throws(CommandError) {
    guard let now = effects.clock?.now.offset, now < offset else { return }
    try await effects.advance(by: offset - now)
    if !store.isSettled { await store.settle() }
  }

  /// `command` as a line that runs it: `send counter.incrementButtonTapped`.
  private static func text(of command: Command) -> String {
    switch command {
    case .send(let path, let value):
      ["send", "\(path)", value].compactMap { $0 }.joined(separator: " ")
    case .set(let path, let value):
      ["set", "\(path)", value].compactMap { $0 }.joined(separator: " ")
    case .press(let path, let button): "press \(path) \(button)"
    case .load(let file): "load \(file)"
    default: command.name
    }
  }

  /// The step numbers completion offers after `goto` (every step, and 0), `skip` (your steps not
  /// skipped) and `unskip` (the skipped ones).
  func stepNumberCandidates(for name: String) -> [String] {
    switch name {
    case "goto": (0...history.count).map(String.init)
    case "skip":
      userSteps.numbers.filter { !userSteps.skipped.contains($0) }.map(String.init)
    case "unskip": userSteps.skipped.sorted().map(String.init)
    default: []
    }
  }
}
