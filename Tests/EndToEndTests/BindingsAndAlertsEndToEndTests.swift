import Foundation
import Testing

/// `set` and alerts on the built binary: the sign-up and alerts case studies driven by scripts.
@Suite(.serialized)
struct BindingsAndAlertsEndToEndTests {
  @Test func setSendsABindingActionToABindableChild() async throws {
    let result = try await ShellProcess.run(
      ["sign-up"], stdin: "set form.name Blob\nexpect form.name == \"Blob\"\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(
      result.stdout == #"""
        received action:
          SignUp.Action.form(
            .binding(.set(\ProfileForm.State.name, "Blob"))
          )
          SignUp.State(
            form: ProfileForm.State(
        -     name: "",
        +     name: "Blob",
              email: "",
              age: 18,
              wantsNewsletter: false,
              nameError: nil,
              emailError: nil,
              ageError: nil
            ),
            acceptsTerms: false,
            accounts: [],
            problem: nil
          )

        """#)
  }

  @Test func setOnAFeatureThatIsNotBindableIsAnErrorAndTheNextLineRuns() async throws {
    let result = try await ShellProcess.run(
      ["two-counters"],
      stdin: "set counter1.count 5\nsend counter1.increment\nexpect counter1.count == 1\nhistory\n")
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        <stdin>:1: error: set 'counter1.count': 'counter1' (Counter) is not bindable: expected its \
        Action to conform to BindableAction with 'case binding(BindingAction<State>)'; nothing was \
        sent; no part of this feature is bindable

        """)
    #expect(result.stdout.hasSuffix("* 1  counter1.incrementButtonTapped  user\n"))
  }

  @Test func setWritesJSONStepsAndRecordsAScriptThatReplays() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-set-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let recording = directory.appendingPathComponent("form.tca").path
    let result = try await ShellProcess.run(
      ["sign-up", "--format", "json", "--record", recording],
      stdin: "set form.email blob\nset acceptsTerms true\n")
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(
      lines.first?.hasPrefix(
        #"{"step":1,"command":"set","action":"form.binding.email","value":"blob","source":"user","#)
        == true)
    #expect(
      lines.last?.hasPrefix(
        #"{"step":2,"command":"set","action":"binding.acceptsTerms","value":true,"#) == true)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(
      text == """
        #!/usr/bin/env -S tca-shell sign-up -f
        # Recorded by tca-shell; replay with `tca-shell test form.tca` or run it.
        set form.email blob
        expect form.email == "blob"
        expect form.emailError == "\\"blob\\" is not an email address."
        set acceptsTerms true
        expect acceptsTerms == true

        """)
    let replay = try await ShellProcess.run(["test", recording])
    #expect(replay.stdout.timesAsT.hasSuffix("1 passed, 0 failed in T\n"), "\(replay.stdout)")
  }

  @Test func tappingAnAlertButtonSendsItsActionAndDismissesIt() async throws {
    let result = try await ShellProcess.run(
      ["alerts", "--quiet"],
      stdin: """
        send emptyTrashButtonTapped
        state alert
        send alert.presented.confirmEmptyTrash
        state alert
        send alert.presented.confirmEmptyTrash

        """)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        AlertState(
          title: "Empty the trash?",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(.confirmEmptyTrash),
              label: "Empty Trash"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "3 files will be deleted for good."
        )
        nil

        """)
    #expect(
      result.stderr == """
        <stdin>:5: error: nothing is presented at 'alert' (it is nil), so there is no child to \
        send 'alert.presented.confirmEmptyTrash' to

        """)
  }

  @Test(arguments: ["alerts", "sign-up"])
  func exampleScriptRunsAsAnExecutable(name: String) async throws {
    let script = ShellProcess.packageRoot.appendingPathComponent("scripts/examples/\(name).tca")
    let firstLine = try String(contentsOf: script, encoding: .utf8)
      .split(separator: "\n").first.map(String.init)
    #expect(firstLine == "#!/usr/bin/env -S tca-shell \(name) -f")
    let result = try await ShellProcess.run([], executable: script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout.contains("received action:"))
  }

  @Test func completeOffersSettablePathsAfterSet() async throws {
    let root = try await ShellProcess.run(["__complete", "sign-up", "-c", "set "])
    #expect(root.stdout == "form.\nacceptsTerms\naccounts\nproblem\n")
    let child = try await ShellProcess.run(["__complete", "sign-up", "-c", "'set form.e"])
    #expect(child.stdout == "form.email\nform.emailError\n")
    let none = try await ShellProcess.run(["__complete", "two-counters", "-c", "set "])
    #expect(none.stdout == "")
  }
}
