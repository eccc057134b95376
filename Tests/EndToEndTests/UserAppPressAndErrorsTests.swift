import Foundation
import Testing

/// The shell on the user's app fixture (`Packages/UserApp`): alerts and dialogs pressed by their
/// buttons, "did you mean", `expect`'s comparisons, and errors that say why.
struct UserAppPressAndErrorsTests {
  /// A contact added through the sheet, then its deletion asked for: the destination's alert is
  /// presented.
  static let contactWithAlert = [
    "-c", "send addButtonTapped", "-c", "send destination.presented.addContact.setName Blob",
    "-c", "send destination.presented.addContact.saveButtonTapped",
    "-c", "send deleteButtonTapped 00000000-0000-0000-0000-000000000000",
  ]

  @Test func anAlertInADestinationEnumIsPressedByItsLabel() async throws {
    let run = try await UserAppPackage.run(
      ["contacts"] + Self.contactWithAlert + [
        "-c", "send destination.presented.alert x", "-c", "press destination.alert Delete",
        "-c", "expect contacts.count == 0", "-c", "expect destination == null",
      ])
    #expect(run.status == 1)
    // `send` cannot build the plain `Alert` enum, and says what can.
    #expect(
      run.stderr == """
        -c:5: error: 'destination.presented.alert' takes a ContactsFeature.Action.Alert, which is \
        not Decodable; the alert presented at 'destination.alert' sends it when a button is \
        pressed: 'press destination.alert Delete' (its buttons: 1 "Delete" (destructive))

        """)
    // The press sends the button's action, as the view would, and the alert goes in that step.
    #expect(
      run.stdout.hasSuffix(
        """
        received action:
          ContactsFeature.Action.destination(
            .presented(
              .alert(
                .confirmDeletion(id: UUID(00000000-0000-0000-0000-000000000000))
              )
            )
          )
          ContactsFeature.State(
            contacts: [
        -     [0]: Contact(
        -       id: UUID(00000000-0000-0000-0000-000000000000),
        -       name: "Blob"
        -     )
            ],
        -   _destination: .alert(
        -     AlertState(
        -       title: "Are you sure?",
        -       actions: [
        -         [0]: ButtonState(
        -           role: .destructive,
        -           action: .send(
        -             .confirmDeletion(id: UUID(00000000-0000-0000-0000-000000000000))
        -           ),
        -           label: "Delete"
        -         )
        -       ]
        -     )
        -   ),
        +   _destination: nil,
            path: [:]
          )

        """), "\(run.stdout)")
  }

  @Test func anAlertOnAPushedScreenIsPressedByNumberOrDismissedByCancel() async throws {
    let run = try await UserAppPackage.run(
      [
        "messages", "--quiet", "-c", "send messageTapped 1", "-c",
        "send path[#0].deleteButtonTapped",
        "-c", "actions path[#0]", "-c", "press path[#0].alert Cancel", "-c", "history",
        "-c", "expect path[#0].alert == null", "-c", "send path[#0].deleteButtonTapped",
        "-c", "press path[#0].alert 3", "-c", "press path[#0].alert Keep",
        "-c", "press path[#0].alert 1", "-c", "expect messages.count == 1", "-c",
        "expect path == {}",
        "-c", "press path[#0].alert 1",
      ])
    #expect(
      run.stdout == """
        path[#0].alert.dismiss
        path[#0].alert.presented <MessageDetailFeature.Action.Alert>
        path[#0].delegate <MessageDetailFeature.Action.Delegate>
        path[#0].deleteButtonTapped
        press path[#0].alert Delete
        press path[#0].alert Cancel
          0  (initial state)
          1  messageTapped 1              user
          2  path[#0].deleteButtonTapped  user
        * 3  path[#0].alert.dismiss       user

        """, "\(run.stderr)")
    #expect(
      run.stderr == """
        -c:8: error: the alert at 'path[#0].alert' has no button 3 (they count from 1): 1 "Delete" \
        (destructive), 2 "Cancel" (cancel)
        -c:9: error: the alert at 'path[#0].alert' has no button "Keep"; its buttons: 1 "Delete" \
        (destructive), 2 "Cancel" (cancel)
        -c:13: error: 'path' has no element [#0] (it is empty)

        """)
  }

  @Test func aConfirmationDialogHeldByPresentsIsPressedToo() async throws {
    let run = try await UserAppPackage.run(
      [
        "settings", "--quiet", "-c", "set displayName Blob", "-c", "send resetButtonTapped",
        "-c", "press dialog \"Keep my name\"", "-c", "expect displayName == Blob",
        "-c", "press dialog Cancel", "-c", "send resetButtonTapped",
        "-c", "press dialog reset", "-c", "expect displayName == \"\"",
        "-c", "press displayName 1",
      ])
    #expect(
      run.stderr == """
        -c:5: error: nothing is presented at 'dialog' (it is nil), so there is no button to press
        -c:9: error: 'displayName' is String, not an alert or a confirmation dialog; press takes \
        the path of a presented AlertState or ConfirmationDialogState

        """)
    #expect(run.status == 1)
  }

  @Test func pressIsRecordedAndReplays() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("press-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let recording = directory.appendingPathComponent("delete.tca").path
    let record = try await UserAppPackage.run(
      [
        "messages", "--quiet", "--record", recording, "-c", "send messageTapped 2",
        "-c", "send path[#0].deleteButtonTapped", "-c", "press path[#0].alert Delete",
      ])
    #expect(record.status == 0, "\(record.stderr)")
    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(script.contains("\npress path[#0].alert Delete\n"), "\(script)")
    let replay = try await UserAppPackage.run(["test", recording])
    #expect(replay.status == 0, "\(replay.stdout)")
  }

  @Test func didYouMeanNamesTheNearestName() async throws {
    let feature = try await UserAppPackage.run(["contcts"])
    #expect(feature.status == 2)
    #expect(
      feature.stderr.hasPrefix(
        "user-shell: error: unknown feature 'contcts'; did you mean 'contacts'? expected one of: "
          + "contacts, counter, sync-ups"), "\(feature.stderr)")
    let lines = try await UserAppPackage.run(
      [
        "counter", "-c", "sned incrementButtonTapped", "-c", "send incrementButonTapped",
        "-c", "state cont", "-c", "expect fcat == null", "-c", "send bogus",
      ])
    #expect(
      lines.stderr == """
        -c:1: error: unknown command 'sned'; did you mean 'send'? expected one of: send, set, \
        press, state, expect, receive, advance, wait, effects, finish, reset, load, save, \
        source, undo, redo, goto, skip, unskip, history, actions, dependency, help, quit, exit
        -c:2: error: unknown action 'incrementButonTapped'; did you mean 'incrementButtonTapped'? \
        expected one of: decrementButtonTapped, factButtonTapped, factResponse, \
        favoriteButtonTapped, incrementButtonTapped, timerTick, toggleTimerButtonTapped
        -c:3: error: unknown state path 'cont': did you mean 'count'? the state has count, fact, \
        isLoading, isTimerRunning, favorites
        -c:4: error: unknown state path 'fcat': did you mean 'fact'? the state has count, fact, \
        isLoading, isTimerRunning, favorites
        -c:5: error: unknown action 'bogus'; expected one of: decrementButtonTapped, \
        factButtonTapped, factResponse, favoriteButtonTapped, incrementButtonTapped, timerTick, \
        toggleTimerButtonTapped

        """)
    let property = try await UserAppPackage.run(
      ["settings", "-c", "set dislayName Blob"])
    #expect(
      property.stderr.hasPrefix(
        "-c:1: error: set 'dislayName': SettingsFeature.State has no bindable property "
          + "'dislayName'; did you mean 'displayName'? expected one of: displayName\n"),
      "\(property.stderr)")
  }

  @Test func expectComparesNumbersStringsAndCounts() async throws {
    let run = try await UserAppPackage.run(
      [
        "counter", "--quiet", "-c", "send incrementButtonTapped", "-c",
        "send incrementButtonTapped",
        "-c", "expect count > 1", "-c", "expect count >= 2", "-c", "expect count < 2.5",
        "-c", "expect count <= 2", "-c", "expect count != 3", "-c", "expect favorites.count < 1",
        "-c", "expect count < 2", "-c", "expect count != 2", "-c", "expect count >= 10",
        "-c", "expect isLoading < true", "-c", "expect count > \"1\"", "-c", "expect count <",
      ])
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        -c:9: error: expectation failed: count (Expected: -, Actual: +)
        - < 2
        + 2
        -c:10: error: expectation failed: count (Expected: -, Actual: +)
        - != 2
        + 2
        -c:11: error: expectation failed: count (Expected: -, Actual: +)
        - >= 10
        + 2
        -c:12: error: cannot compare in 'expect isLoading < true': 'isLoading' is a Boolean \
        (false), and < orders numbers or strings (== and != compare any value)
        -c:13: error: cannot compare in 'expect count > "1"': 'count' is a number (2), and "1" \
        is a string
        -c:14: error: expect needs a value after '<', e.g. 'expect count < 2'

        """)
    let strings = try await UserAppPackage.run(
      [
        "settings", "--quiet", "-c", "set displayName Blob", "-c", "expect displayName > Alice",
        "-c", "expect displayName < \"Carol\"", "-c", "expect displayName >= Blob",
        "-c", "expect displayName < Alice",
      ])
    #expect(
      strings.stderr == """
        -c:5: error: expectation failed: displayName (Expected: -, Actual: +)
        - < "Alice"
        + "Blob"

        """)
  }

  @Test func aFailedComparisonInATestShowsBothSides() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("compare-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try "#!/usr/bin/env -S user-shell counter -f\nsend incrementButtonTapped\nexpect count > 1\n"
      .write(to: directory.appendingPathComponent("count.tca"), atomically: true, encoding: .utf8)
    let run = try await UserAppPackage.run(["test", "."], in: directory)
    #expect(run.status == 1)
    #expect(
      run.stdout.timesAsT.hasPrefix(
        """
        FAIL ./count.tca:3: expectation failed: count (Expected: -, Actual: +) (T)
             - > 1
             + 1

        """), "\(run.stdout)")
  }

  @Test func errorsSayWhy() async throws {
    let digits = String(repeating: "1", count: 100_000)
    let run = try await UserAppPackage.run(
      [
        "settings", "-c", "set isHapticsEnabled false", "-c", "set isHaptics false",
        "-c", "expect isHapticsEnabled == true",
      ])
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        -c:1: error: set 'isHapticsEnabled': 'isHapticsEnabled' is @Shared, which a binding does \
        not set: a shared value changes where the app changes it, \
        '$isHapticsEnabled.withLock { … }' in a reducer; send the action that does (see \
        'actions'); nothing was sent
        -c:2: error: set 'isHaptics': 'isHapticsEnabled' is @Shared, which a binding does not \
        set: a shared value changes where the app changes it, '$isHapticsEnabled.withLock { … }' \
        in a reducer; send the action that does (see 'actions'); nothing was sent

        """)
    let numbers = try await UserAppPackage.run(
      ["counter", "-c", "expect count == 1e400", "-c", "expect count == \(digits)"])
    let shown = String(repeating: "1", count: 60)
    #expect(
      numbers.stderr == """
        -c:1: error: bad value in 'expect count == 1e400': 1e400 is out of range for Int
        -c:2: error: bad value in 'expect count == \(shown.dropLast(16))…': \(shown)… is out of \
        range for Int

        """)
  }

  @Test func completionInsideCSeesTheStateEarlierLinesBuilt() async throws {
    let complete = { (words: [String]) in
      try await UserAppPackage.run(["__complete", "contacts"] + words).stdout
    }
    // Before: nothing is presented, so only `dismiss` goes under `destination`.
    #expect(try await complete(["-c", "send destination."]) == "destination.dismiss\n")
    #expect(
      try await complete(["-c", "send addButtonTapped", "-c", "send destination."])
        == "destination.dismiss\ndestination.presented.\n")
    #expect(
      try await complete(
        ["-c", "send addButtonTapped", "-c", "send destination.presented.addContact.s"])
        == "destination.presented.addContact.saveButtonTapped\n"
        + "destination.presented.addContact.setName\n")
    // `press` completes the presented alert, then its buttons.
    #expect(try await complete(Self.contactWithAlert + ["-c", "press "]) == "destination.\n")
    #expect(
      try await complete(Self.contactWithAlert + ["-c", "press destination.alert "]) == "Delete\n")
    // A line that waits for effects is not run; a failing one is skipped.
    #expect(
      try await complete([
        "-c", "send nope", "-c", "wait", "-c", "send addButtonTapped", "-c", "press d",
      ])
        == "")
  }

  @Test func bashCompletesInsideCFromTheStateEarlierLinesBuilt() async throws {
    let shell = try await UserAppPackage.shell()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("user-app-bash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try await blocking {
      let tty = try TmuxSession(
        "env HOME='\(home.path)' PATH='\(shell.deletingLastPathComponent().path):/usr/bin:/bin' "
          + "bash --norc --noprofile")
      try tty.type("source <(user-shell completion bash); PS1='bash> '")
      try tty.send("Enter")
      // The prompt, not the line that set it.
      try tty.waitFor("the prompt") { $0.split(separator: "\n").contains { $0.hasPrefix("bash>") } }
      try tty.type("user-shell contacts -c 'send addButtonTapped' -c 'send destination.pre")
      try tty.send("Tab")
      // The line is longer than the terminal is wide: it is read with its wrap undone.
      let unwrapped = { (text: String) throws -> Void in
        _ = try tty.waitFor("'\(text)'") {
          $0.replacingOccurrences(of: "\n", with: "").contains(text)
        }
      }
      // The only child presented goes on to its own name.
      try unwrapped("-c 'send destination.presented.addContact.")
      try tty.type("setN")
      try tty.send("Tab")
      try unwrapped("-c 'send destination.presented.addContact.setName")
    }
  }

  @Test func tabInTheREPLCompletesThePresentedAlertThenItsButtons() async throws {
    let shell = try await UserAppPackage.shell()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("user-app-repl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try await blocking {
      let tty = try TmuxSession(
        "env HOME='\(home.path)' TCA_SHELL_HISTORY=/dev/null '\(shell.path)' messages --quiet")
      try tty.waitFor("messages>")
      try tty.type("send messageTapped 1")
      try tty.send("Enter")
      try tty.waitFor("a second prompt") { $0.components(separatedBy: "messages>").count == 3 }
      try tty.type("send path[#0].deleteButtonTapped")
      try tty.send("Enter")
      try tty.waitFor("a third prompt") { $0.components(separatedBy: "messages>").count == 4 }
      try tty.type("pre")
      try tty.send("Tab")
      try tty.waitFor("messages> press")
      try tty.send("Tab")
      try tty.waitFor("messages> press path[")
      try tty.send("Tab")
      try tty.waitFor("messages> press path[#0].")
      try tty.send("Tab")
      // A whole path gets a space after it (tmux shows none at the end of a line).
      try tty.waitFor("messages> press path[#0].alert")
      try tty.type("C")
      try tty.send("Tab")
      try tty.waitFor("messages> press path[#0].alert Cancel")
      try tty.send("Enter")
      try tty.type("history")
      try tty.send("Enter")
      try tty.waitFor("* 3  path[#0].alert.dismiss")
    }
  }
}
