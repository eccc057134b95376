import ComposableArchitecture
import CustomDump
import Foundation
import Testing

// The initializer `@ObservableState` writes to read a state from JSON (`init(_$state:)`), compiled
// for the forms a real app's states take and run through `_StateDecoding.decode`.

private struct Contact: Equatable, Codable {
  var id: Int
  var name: String
}

@propertyWrapper
private struct Clamped: Equatable {
  private var value: Int
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, 0), 10) }
  }
  init(wrappedValue: Int) { self.value = min(max(wrappedValue, 0), 10) }
}

@propertyWrapper
private struct Fixed: Equatable {
  let wrappedValue: Int
}

@Reducer
private struct Detail {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    let contact: Contact
    let kind = "person"
    private let secret: Int
    var note: String?
    var visits = 0
    @Clamped var level: Int
    @Fixed var fixed = 3
    #if DEBUG
      var trace: [String] = []
    #else
      var release = true
    #endif

    init(contact: Contact, secret: Int = 0, level: Int = 0) {
      self.contact = contact
      self.secret = secret
      self.level = level
    }

    var revealed: Int { secret }
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    enum Alert { case confirm }
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
private struct Holder {
  @ObservableState
  struct State: Equatable {
    @Shared var contact: Contact
    @Shared(.inMemory("visits")) var visits = 0
    @SharedReader var total: Int
  }
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct App {
  @Reducer
  enum Path {
    case detail(Detail)
    case holder(Holder)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var details: IdentifiedArrayOf<Row.State> = []
    var selection: Selection?
  }
  enum Action {
    case path(StackActionOf<Path>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

extension App.Path.State: Equatable {}

@ObservableState
private enum Selection: Equatable {
  case none
  case one(Int)
  case range(from: Int, to: Int)
}

@Reducer
private struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    @Presents var alert: AlertState<Never>?
  }
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@ObservableState
private struct Boxed<Value: Equatable>: Equatable {
  var value: Value
  var count = 1
}

@ObservableState
private struct Coded: Equatable, Codable {
  var name: String
  enum CodingKeys: String, CodingKey { case name = "full_name" }
}

private func decode<T>(_: T.Type, _ json: String) throws -> T {
  try _StateDecoding.decode(T.self, from: JSONValue(parsing: json)) as! T
}

private func error<T>(_: T.Type, _ json: String) -> _StateDecodingError? {
  do {
    _ = try _StateDecoding.decode(T.self, from: JSONValue(parsing: json))
    return nil
  } catch {
    return error as? _StateDecodingError
  }
}

@MainActor
struct StateDecoderTests {
  @Test func aStateIsReadByItsPropertiesNamesWithTheirDefaults() throws {
    let state = try decode(
      Detail.State.self, #"{"contact": {"id": 1, "name": "Blob"}, "secret": 7, "level": 42}"#)
    #expect(state == Detail.State(contact: Contact(id: 1, name: "Blob"), secret: 7, level: 10))
    #expect(state.revealed == 7)
    #expect(state.alert == nil)
    #expect(state.note == nil)
    #expect(state.visits == 0)
    #expect(state.kind == "person")
    let changed = try decode(
      Detail.State.self,
      #"{"contact": {"id": 1, "name": "Blob"}, "secret": 0, "level": 1, "note": "hi", "visits": 3, "kind": "person", "trace": ["a"]}"#
    )
    #expect(changed.note == "hi")
    #expect(changed.visits == 3)
    #expect(changed.trace == ["a"])
  }

  @Test func theMemberwiseInitializerDumpAndEqualityStayAsTheyWere() {
    let box = Boxed(value: "a", count: 2)
    #expect(box == Boxed(value: "a", count: 2))
    #expect(
      String(customDumping: box) == """
        Boxed(
          value: "a",
          count: 2
        )
        """)
    #expect(Coded(name: "Blob").name == "Blob")
  }

  @Test func aMissingPropertyWithoutDefaultNamesItAndItsType() {
    guard case .missing(let name, let type, let owner)? = error(Detail.State.self, "{}")?.kind
    else {
      Issue.record("expected a missing property")
      return
    }
    #expect(name == "contact")
    #expect(ObjectIdentifier(type) == ObjectIdentifier(Contact.self))
    #expect(ObjectIdentifier(owner) == ObjectIdentifier(Detail.State.self))
  }

  @Test func anUnknownPropertyIsAnError() {
    let failure = error(
      Detail.State.self,
      #"{"contact": {"id": 1, "name": "Blob"}, "secret": 0, "level": 0, "nmae": 1}"#)
    guard case .unknownProperty("nmae", let expected, _)? = failure?.kind else {
      Issue.record("expected an unknown property, got \(String(describing: failure))")
      return
    }
    #expect(expected.contains("note"))
  }

  @Test func aPropertyWrapperThatCannotBeSetIsAnErrorOnlyWhenGiven() throws {
    let json = #"{"contact": {"id": 1, "name": "Blob"}, "secret": 0, "level": 0"#
    #expect(try decode(Detail.State.self, json + "}").fixed == 3)
    guard case .readOnly("fixed", _)? = error(Detail.State.self, json + #", "fixed": 4}"#)?.kind
    else {
      Issue.record("expected a read-only property")
      return
    }
  }

  @Test func sharedPropertiesAreNewReferencesOrWrittenThroughTheirKeys() throws {
    let holder = try withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      let holder = try decode(
        Holder.State.self, #"{"contact": {"id": 2, "name": "Ann"}, "visits": 5, "total": 9}"#)
      @Shared(.inMemory("visits")) var visits = 0
      #expect(visits == 5)
      return holder
    }
    #expect(holder.contact == Contact(id: 2, name: "Ann"))
    #expect(holder.visits == 5)
    #expect(holder.total == 9)
  }

  @Test func enumStatesStacksAndCollectionsOfStatesAreReadElementByElement() throws {
    let state = try decode(
      App.State.self,
      #"""
      {"path": {"#3": {"detail": {"_0": {"contact": {"id": 1, "name": "Blob"}, "secret": 0, "level": 0}}},
                "#5": {"holder": {"_0": {"contact": {"id": 2, "name": "Ann"}, "total": 1}}}},
       "details": [{"id": 1}, {"id": 2, "alert": null}],
       "selection": {"range": {"from": 1, "to": 4}}}
      """#)
    #expect(state.path.ids == [3, 5])
    #expect(state.path[id: 3]?.detail?.contact.name == "Blob")
    #expect(state.path[id: 5]?.holder?.contact.name == "Ann")
    #expect(state.details.ids == [1, 2])
    #expect(state.selection == .range(from: 1, to: 4))
    #expect(try decode(Selection.self, #"{"none": {}}"#) == Selection.none)
    #expect(try decode(Selection.self, #"{"one": {"_0": 3}}"#) == .one(3))
  }

  @Test func anUnknownCaseNamesTheCases() {
    guard case .unknownCase("two", let expected, _)? = error(Selection.self, #"{"two": {}}"#)?.kind
    else {
      Issue.record("expected an unknown case")
      return
    }
    #expect(expected == ["none", "one", "range"])
  }

  @Test func twoElementsWithOneIDAreAnError() {
    guard
      case .duplicateID? = error(IdentifiedArrayOf<Row.State>.self, #"[{"id": 1}, {"id": 1}]"#)?
        .kind
    else {
      Issue.record("expected a duplicate id")
      return
    }
  }

  @Test func genericStatesAreRead() throws {
    #expect(try decode(Boxed<String>.self, #"{"value": "x"}"#) == Boxed(value: "x", count: 1))
  }

  @Test func decodableStatesUseTheirOwnInitializer() throws {
    #expect(try decode(Coded.self, #"{"full_name": "Blob"}"#) == Coded(name: "Blob"))
  }

  @Test func aDecodableStackReadsItsElementsByIDAsTheShellPrintsThem() throws {
    let stack = try JSONDecoder().decode(
      StackState<Int>.self, from: Data(##"{"#2": 5, "#0": 4}"##.utf8))
    #expect(stack.ids == [0, 2])
    #expect(Array(stack) == [4, 5])
    let array = try JSONDecoder().decode(StackState<Int>.self, from: Data("[4, 5]".utf8))
    #expect(Array(array) == [4, 5])
  }
}
