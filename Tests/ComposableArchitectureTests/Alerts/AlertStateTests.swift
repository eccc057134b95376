import ComposableArchitecture
import Testing

// AlertState, ConfirmationDialogState, ButtonState and TextState as values: how they are built,
// compared and dumped.

private enum Choice: Hashable, Sendable {
  case confirm
  case open(id: Int)
}

@Suite struct AlertStateTests {
  @Test func anAlertDumpsItsTitleButtonsAndMessage() {
    let alert = AlertState<Choice> {
      TextState("Delete \"Milk\"?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("This cannot be undone.")
    }
    #expect(
      String(customDumping: alert) == """
        AlertState(
          title: #"Delete "Milk"?"#,
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(.confirm),
              label: "Delete"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "This cannot be undone."
        )
        """)
  }

  @Test func anAlertWithATitleOnlyDumpsOnOneLine() {
    let alert = AlertState<Never> { TextState("Saved") }
    #expect(String(customDumping: alert) == #"AlertState(title: "Saved")"#)
  }

  @Test func aDialogDumpsItsTitleVisibilityOnlyWhenNotAutomatic() {
    let visible = ConfirmationDialogState<Choice>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: .send(.open(id: 1), animation: .default)) { TextState("Open") }
    } message: {
      TextState("Pick one")
    }
    #expect(
      String(customDumping: visible) == """
        ConfirmationDialogState(
          titleVisibility: .visible,
          title: "Share",
          actions: [
            [0]: ButtonState(
              action: .send(
                .open(id: 1),
                animation: .default
              ),
              label: "Open"
            )
          ],
          message: "Pick one"
        )
        """)
    let automatic = ConfirmationDialogState<Choice> { TextState("Share") }
    #expect(String(customDumping: automatic) == #"ConfirmationDialogState(title: "Share")"#)
  }

  @Test func equalityComparesWhatIsShownNotIdentity() {
    func make(_ title: String) -> AlertState<Choice> {
      AlertState {
        TextState(title)
      } actions: {
        ButtonState(action: .confirm) { TextState("OK") }
      }
    }
    let first = make("Delete?")
    let second = make("Delete?")
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != make("Remove?"))
    var withMessage = first
    withMessage.message = TextState("Sure?")
    #expect(first != withMessage)
    #expect(
      ButtonState<Choice>(role: .cancel) { TextState("A") }
        != ButtonState<Choice>(role: .destructive) { TextState("A") })
    #expect(
      ButtonState<Choice>(action: .confirm) { TextState("A") }
        == ButtonState<Choice>(action: .send(.confirm)) { TextState("A") })
  }

  @Test func theButtonBuilderTakesConditionsAndLoops() {
    func alert(destructive: Bool, extra: [Int]) -> AlertState<Choice> {
      AlertState {
        TextState("Pick")
      } actions: {
        if destructive {
          ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        } else {
          ButtonState(action: .confirm) { TextState("Keep") }
        }
        for id in extra {
          ButtonState(action: .open(id: id)) { TextState("Open \(id)") }
        }
        if extra.isEmpty {
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
    }
    #expect(alert(destructive: true, extra: []).buttons.map(\.role) == [.destructive, .cancel])
    #expect(
      alert(destructive: false, extra: [1, 2]).buttons.map(\.action.action)
        == [.confirm, .open(id: 1), .open(id: 2)])
  }

  @Test func buttonsHandTheirActionToAClosureAndMap() async {
    let button = ButtonState<Choice>(action: .open(id: 3)) { TextState("Open") }
    var received: Choice?
    button.withAction { received = $0 }
    #expect(received == .open(id: 3))
    let cancel = ButtonState<Choice>(role: .cancel) { TextState("Cancel") }
    cancel.withAction { received = $0 }
    #expect(received == nil)
    await button.withAction { received = await Self.echo($0) }
    #expect(received == .open(id: 3))
    let mapped = AlertState<Choice> {
      TextState("T")
    } actions: {
      button
    }
    .map { $0.map { "\($0)" } }
    #expect(mapped.buttons.map(\.action.action) == ["open(id: 3)"])
  }

  private static func echo(_ choice: Choice?) async -> Choice? { choice }

  @Test func textStateIsPlainTextThatJoins() {
    let joined = TextState("Hello, ") + TextState("Blob")
    #expect(joined == TextState("Hello, Blob"))
    #expect(String(state: joined) == "Hello, Blob")
    #expect(TextState(verbatim: "x") == TextState("x"))
    #expect(String(customDumping: joined) == #""Hello, Blob""#)
  }
}
