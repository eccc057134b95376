import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

@_spi(Benchmarks) @testable import ComposableShell

private func uuid(_ n: Int) -> UUID {
  UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", n))")!
}

@MainActor
@Suite struct NavigationPathTests {
  let schema = ActionSchema()

  func resolve<Action>(
    _ text: String, _ value: String? = nil, as _: Action.Type, state: Any? = nil
  ) throws -> Action {
    try ActionResolver<Action>(schema: schema, state: state).resolve(
      PathParser.parse(text), value: value)
  }

  @Test func elementPathsBuildElementActions() throws {
    #expect(
      try resolve("rows[2].toggle", as: Sheets.Action.self)
        == .rows(.element(id: 2, action: .toggle)))
    #expect(
      try resolve(
        #"todos["00000000-0000-0000-0000-000000000001"].checkBoxToggled"#, as: Todos.Action.self)
        == .todos(.element(id: uuid(1), action: .checkBoxToggled)))
    #expect(
      try resolve(
        "todos[00000000-0000-0000-0000-000000000001].textFieldChanged", "Milk",
        as: Todos.Action.self)
        == .todos(.element(id: uuid(1), action: .textFieldChanged("Milk"))))
    #expect(
      try resolve("stack[#1].increment", as: Sheets.Action.self)
        == .stack(.element(id: 1, action: .incrementButtonTapped)))
    #expect(
      try resolve("destination.presented.counter.increment", as: Sheets.Action.self)
        == .destination(.presented(.counter(.incrementButtonTapped))))
    #expect(try resolve("destination.dismiss", as: Sheets.Action.self) == .destination(.dismiss))
    #expect(
      try resolve("stack.popFrom", ##""#2""##, as: Sheets.Action.self) == .stack(.popFrom(id: 2)))
  }

  @Test func pathsOfElementActionsNameTheID() {
    #expect(
      schema.path(
        of: Todos.Action.todos(.element(id: uuid(1), action: .checkBoxToggled)),
        type: Todos.Action.self)
        == #"todos["00000000-0000-0000-0000-000000000001"].checkBoxToggled"#)
    #expect(
      schema.path(
        of: Sheets.Action.stack(.element(id: 3, action: .incrementButtonTapped)),
        type: Sheets.Action.self)
        == "stack[#3].incrementButtonTapped")
    #expect(
      ActionMatcher<Sheets.Action>.describe(Sheets.Action.stack(.popFrom(id: 3)), schema: schema)
        == "stack.popFrom #3")
  }

  @Test(arguments: [
    ("rows[7].toggle", "'rows' has no element [7]; its ids are: 1, 2, 3"),
    ("stack[#0].increment", "'stack' has no element [#0] (it is empty)"),
    (
      "destination.presented.counter.increment",
      "nothing is presented at 'destination' (it is nil), so there is no child to send 'destination.presented.counter.increment' to"
    ),
    (
      "destination.dismiss",
      "nothing is presented at 'destination' (it is nil), so there is nothing to dismiss"
    ),
    (
      "rows.toggle",
      "'rows' is a collection: name an element by id, e.g. 'rows[<Int>].toggle'; ids now: 1, 2, 3"
    ),
    (
      "rows",
      "'rows' is a collection, not a complete action; name an element by id, e.g. 'rows[<Int>].…'; ids now: 1, 2, 3"
    ),
    ("rows[x].toggle", "'[x]' is not an id of 'rows'; its ids are Int values; ids now: 1, 2, 3"),
    (
      "[1].toggle",
      "'[1].toggle' starts with an element id; name the collection first, e.g. 'todos[1]'"
    ),
    (
      "showCounter[1]",
      "'showCounter[1]': 'showCounter' is not a collection; element ids such as [1] do not apply to it"
    ),
  ])
  func refusesChildrenThatAreNotThere(text: String, message: String) throws {
    let path = try PathParser.parse(text)
    #expect(throws: CommandError(message)) {
      try ActionResolver<Sheets.Action>(schema: schema, state: Sheets.State()).resolve(
        path, value: nil)
    }
  }

  @Test func anotherEnumCaseIsNamed() throws {
    var state = Sheets.State()
    state.destination = .other(Counter.State())
    let path = try PathParser.parse("destination.presented.counter.increment")
    #expect(
      throws: CommandError(
        "'destination' is .other now, not .counter, so "
          + "'destination.presented.counter.increment' has no child to go to")
    ) {
      try ActionResolver<Sheets.Action>(schema: schema, state: state).resolve(path, value: nil)
    }
    #expect(
      try resolve("destination.presented.other.increment", as: Sheets.Action.self, state: state)
        == .destination(.presented(.other(.incrementButtonTapped))))
  }

  @Test func aNilOptionalChildIsNamed() throws {
    let path = try PathParser.parse("optionalCounter.increment")
    #expect(
      throws: CommandError(
        "'optionalCounter' is nil, so there is no child to send "
          + "'optionalCounter.increment' to")
    ) {
      try ActionResolver<OptionalState.Action>(schema: schema, state: OptionalState.State())
        .resolve(path, value: nil)
    }
    #expect(
      try resolve(
        "optionalCounter.increment", as: OptionalState.Action.self,
        state: OptionalState.State(optionalCounter: Counter.State()))
        == .optionalCounter(.incrementButtonTapped))
  }

  @Test func statePathsReadElementsByID() throws {
    var state = Sheets.State()
    state.rows[id: 2]?.isOn = true
    state.destination = .counter(Counter.State(count: 4))
    state.stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      [Counter.State(count: 7)]
    }
    func read(_ text: String) throws -> String {
      String(customDumping: try StateReader.value(at: PathParser.parse(text), in: state))
    }
    #expect(try read("rows[2].isOn") == "true")
    #expect(try read("rows[2]") == "Sheets.Row.State(\n  id: 2,\n  isOn: true\n)")
    #expect(try read("stack[#0].count") == "7")
    #expect(try read("destination.counter.count") == "4")
    #expect(throws: CommandError("'rows' has no element [9]; its ids are: 1, 2, 3")) {
      try read("rows[9].isOn")
    }
    #expect(
      throws: CommandError(
        "unknown state path 'nope': the state has destination, rows, stack")
    ) { try read("nope") }
  }

  @Test func expectReadsThroughIDs() throws {
    var state = Sheets.State()
    state.rows[id: 2]?.isOn = true
    try StateExpectation(path: PathParser.parse("rows[2].isOn"), valueText: "true").check(in: state)
    #expect(throws: CommandError.self) {
      try StateExpectation(path: PathParser.parse("rows[3].isOn"), valueText: "true").check(
        in: state)
    }
  }

  @Test func actionsListsElementsOnceAndStopsRecursion() async {
    let (session, renderer) = sheetsSession()
    #expect(await session.run("actions rows", "actions stack") == nil)
    #expect(
      renderer.lines == [
        "rows[<Int>].toggle",
        "stack[#N].decrementButtonTapped", "stack[#N].incrementButtonTapped",
        "stack.popFrom <StackElementID>",
        ##"stack.push <(id: StackElementID, state: Counter.State)> as {"id": "#0", "state": {…}}"##,
      ])
    #expect(
      ActionSchema().leafPaths(of: Nested.Action.self).map(\.path).last == "rows[<UUID>].…")
  }

  @Test func sessionSendsThroughPathsAndChecksThemAgainstTheState() async {
    let (session, renderer) = sheetsSession()
    #expect(
      await session.run(
        "send rows[2].toggle", "expect rows[2].isOn == true", "send push", "send push",
        "send stack[#1].increment", "expect stack[#1].count == 1", "send showCounter",
        "send destination.presented.counter.increment", "expect destination.counter.count == 1",
        "send destination.dismiss", "expect destination == null") == nil)
    #expect(
      renderer.lines == [
        "step rows[2].toggle", "step push", "step push", "step stack[#1].incrementButtonTapped",
        "step showCounter", "step destination.presented.counter.incrementButtonTapped",
        "step destination.dismiss",
      ])
    let error = await session.run("send stack[#5].increment")
    #expect(error == CommandError("'stack' has no element [#5]; its ids are: #0, #1"))
  }

  @Test func resetStartsTheIDsAgain() async {
    let (session, _) = sheetsSession()
    #expect(
      await session.run(
        "send push", "send push", "reset", "send push", "expect stack[#0].count == 0",
        "send stack[#0].increment") == nil)
    #expect(
      await session.run("state stack[#1]")
        == CommandError("'stack' has no element [#1]; its ids are: #0"))
  }

  @Test func completionOffersTheIDsThatExistNow() async {
    let (session, _) = sheetsSession()
    let completer = Completer(session: session)
    #expect(completer.complete("send r").candidates == ["rows["])
    #expect(completer.complete("send rows[").candidates == ["rows[1].", "rows[2].", "rows[3]."])
    #expect(completer.complete("send rows[2].").candidates == ["rows[2].toggle"])
    #expect(completer.complete("send st").candidates == ["stack."])
    _ = await session.run("send push")
    #expect(completer.complete("send st").candidates == ["stack.", "stack["])
    #expect(completer.complete("send stack[").candidates == ["stack[#0]."])
    #expect(completer.complete("state rows[").candidates == ["rows[1].", "rows[2].", "rows[3]."])
    #expect(completer.complete("state rows[1].").candidates == ["rows[1].id", "rows[1].isOn"])
    #expect(completer.complete("state d").candidates == ["destination"])
  }

  @Test func completionOffersUUIDsInQuotes() async {
    let session = FeatureSession(
      initialState: { Todos.State() }, reducer: { Todos() }, renderer: RecordingRenderer())
    _ = await session.run("send addTodoButtonTapped", "send addTodoButtonTapped")
    let completer = Completer(session: session)
    #expect(
      completer.complete("send todos[").candidates == [
        #"todos["00000000-0000-0000-0000-000000000000"]."#,
        #"todos["00000000-0000-0000-0000-000000000001"]."#,
      ])
    #expect(
      completer.complete(#"send todos["00000000-0000-0000-0000-000000000001"].c"#).candidates
        == [#"todos["00000000-0000-0000-0000-000000000001"].checkBoxToggled"#])
  }
}
