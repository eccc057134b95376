import CaseStudies
import ComposableArchitecture
import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// A list whose rows are bindable features of their own, and whose root is not bindable.
@Reducer
struct Checklist {
  @Reducer
  struct Item {
    @ObservableState
    struct State: Equatable, Identifiable, Sendable {
      var id: Int
      var title = ""
      var isDone = false
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @ObservableState
  struct State: Equatable, Sendable {
    var items: IdentifiedArrayOf<Item.State> = [Item.State(id: 1), Item.State(id: 2)]
  }

  enum Action: Equatable, Sendable {
    case items(IdentifiedActionOf<Item>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.items, action: \.items) { Item() }
  }
}

/// `set PATH VALUE`: the property a path names, on the bindable feature or child it reaches.
@MainActor
@Suite struct SetCommandTests {
  let signUp = FeatureSession(
    initialState: { SignUp.State() }, reducer: { SignUp() },
    renderer: TextRenderer(output: Output(), isQuiet: true))
  let checklist = FeatureSession(
    initialState: { Checklist.State() }, reducer: { Checklist() },
    renderer: TextRenderer(output: Output(), isQuiet: true))

  func run(_ line: String, in session: some ShellSession) async throws {
    _ = try await session.execute(try #require(try CommandParser.parse(line)))
  }

  func error(_ line: String, in session: some ShellSession) async -> String? {
    do {
      try await run(line, in: session)
      return nil
    } catch {
      return (error as? CommandError)?.message
    }
  }

  @Test func parsesAPathAndAnOptionalValue() throws {
    #expect(
      try CommandParser.parse(#"set form.name "Blob Fish""#)
        == .set(path: Path([.name("form"), .name("name")]), value: #""Blob Fish""#))
    #expect(try CommandParser.parse("set age") == .set(path: Path([.name("age")]), value: nil))
    #expect(
      throws: CommandError("set needs a property path and a value, e.g. 'set form.name \"Blob\"'")
    ) {
      try CommandParser.parse("set")
    }
  }

  @Test func setsAPropertyOfTheRootFeature() async throws {
    try await run("set acceptsTerms true", in: signUp)
    #expect(signUp.store.state.acceptsTerms)
  }

  @Test func setsAPropertyOfABindableChildThroughItsActionPath() async throws {
    try await run("set form.name Blob", in: signUp)
    try await run("set form.email blob@example.com", in: signUp)
    try await run(#"set form.age 34"#, in: signUp)
    #expect(signUp.store.state.form.name == "Blob")
    #expect(signUp.store.state.form.email == "blob@example.com")
    #expect(signUp.store.state.form.age == 34)
    // A unique prefix names the property, as it names a case for `send`.
    try await run("set form.wants true", in: signUp)
    #expect(signUp.store.state.form.wantsNewsletter)
    // The feature's own logic ran: the value was checked.
    try await run("set form.email blob", in: signUp)
    #expect(signUp.store.state.form.emailError == #""blob" is not an email address."#)
    try await run("set form.emailError null", in: signUp)
    #expect(signUp.store.state.form.emailError == nil)
  }

  @Test func setsAPropertyOfARowByID() async throws {
    try await run("set items[2].title Milk", in: checklist)
    #expect(checklist.store.state.items[id: 2]?.title == "Milk")
    #expect(checklist.store.state.items[id: 1]?.title == "")
    #expect(
      await error("set items[9].title Milk", in: checklist)
        == "'items' has no element [9]; its ids are: 1, 2")
  }

  @Test func sendsTheBindingActionSendWouldBuild() async throws {
    try await run("set form.name Blob", in: signUp)
    try await run("send form.binding.name Fish", in: signUp)
    #expect(signUp.store.state.form.name == "Fish")
    #expect(
      signUp.schema.path(
        of: SignUp.Action.form(.binding(.set(\.name, "x"))), type: SignUp.Action.self)
        == "form.binding.name")
  }

  @Test func aFeatureThatIsNotBindableIsAnErrorThatSendsNothing() async {
    let counters = FeatureSession(
      initialState: { TwoCounters.State() }, reducer: { TwoCounters() },
      renderer: TextRenderer(output: Output(), isQuiet: true))
    #expect(
      await error("set counter1.count 3", in: counters)
        == "set 'counter1.count': 'counter1' (Counter) is not bindable: expected its Action to "
        + "conform to BindableAction with 'case binding(BindingAction<State>)'; nothing was sent; "
        + "no part of this feature is bindable")
    #expect(counters.history.count == 0)
    #expect(
      await error("set title x", in: checklist)
        == "set 'title': the feature (Checklist) is not bindable: expected its Action to "
        + "conform to BindableAction with 'case binding(BindingAction<State>)'; nothing was sent; "
        + "settable here: items[1].title, items[1].isDone, items[2].title, items[2].isDone")
  }

  @Test func unknownPropertiesMissingAndBadValuesSayWhatWasExpected() async {
    #expect(
      await error("set form.nickname Blob", in: signUp)
        == "set 'form.nickname': ProfileForm.State has no bindable property 'nickname'; expected "
        + "one of: name, email, age, wantsNewsletter, nameError, emailError, ageError")
    #expect(
      await error("set form.n Blob", in: signUp)
        == "set 'form.n': ambiguous property 'n' of ProfileForm.State; it could be: name, "
        + "nameError")
    #expect(
      await error("set form.age", in: signUp)
        == "set form.age needs a value of type Int, e.g. 'set form.age 1'")
    #expect(
      await error("set form.age old", in: signUp)
        == #"bad value for 'form.age': expected Int, got "old"; e.g. 1"#)
    #expect(
      await error("set form.name.first Blob", in: signUp)
        == "set 'form.name.first': 'form.name' is a property of ProfileForm.State, not a child "
        + "feature; set the whole property, e.g. 'set form.name {…}'")
    #expect(
      await error("set items[1] x", in: checklist)
        == "set 'items[1]': the path must end with a property name, e.g. 'set form.name \"Blob\"'")
    #expect(signUp.history.count == 0)
  }

  @Test func completionOffersTheSettablePaths() async throws {
    let completer = Completer(session: signUp)
    #expect(
      completer.complete("set ").candidates == ["form.", "acceptsTerms", "accounts", "problem"])
    #expect(
      completer.complete("set form.e").candidates == ["form.email", "form.emailError"])
    #expect(Completer(session: checklist).complete("set it").candidates == ["items["])
    #expect(
      Completer(session: checklist).complete("set items[1].").candidates
        == ["items[1].title", "items[1].isDone"])
  }

  @Test func theActionListShowsTheBindingCases() async throws {
    let session = FeatureSession(
      initialState: { ProfileForm.State() }, reducer: { ProfileForm() },
      renderer: TextRenderer(output: Output(), isQuiet: true))
    #expect(
      session.settablePathCandidates()
        == ["name", "email", "age", "wantsNewsletter", "nameError", "emailError", "ageError"])
  }
}
