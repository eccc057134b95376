import ComposableArchitecture
import Testing

// TCA's `DependencyKeyWritingReducerTests` and swift-dependencies' settable `date.now`.

private enum MyValue: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var myValue: Int {
    get { self[MyValue.self] }
    set { self[MyValue.self] = newValue }
  }
}

/// A dependency that is its own key, for `.dependency(value)`.
private struct Greeting: TestDependencyKey {
  var text: String
  static let testValue = Greeting(text: "test")
}

@Reducer
private struct Writer {
  struct State: Equatable {
    var value = 0
    var greeting = ""
    var date = Date(timeIntervalSince1970: 0)
  }
  enum Action { case tap }
  @Dependency(\.myValue) var myValue
  @Dependency(Greeting.self) var greeting
  @Dependency(\.date.now) var now
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.value = myValue
      state.greeting = greeting.text
      state.date = now
      return .none
    }
  }
}

@Reducer
private struct EffectOfEffect {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable {
    case tap
    case response(Int)
    case otherResponse(Int)
  }
  @Dependency(\.myValue) var myValue
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.count += 1
        return .run { send in await send(.response(myValue)) }
      case .response(let value):
        state.count = value
        return .run { send in await send(.otherResponse(myValue)) }
      case .otherResponse(let value):
        state.count = value
        return .none
      }
    }
  }
}

@MainActor
@Suite struct DependencyModifierTests {
  @Test func chainedModifiersFuseIntoOne() {
    let written: _DependencyKeyWritingReducer<Writer> = Writer()
      .dependency(\.myValue, 42)
      .dependency(\.myValue, 1729)
      .dependency(Greeting(text: "hi"))
      .transformDependency(\.myValue) { $0 += 1 }
    #expect((written as Any) is _DependencyKeyWritingReducer<Writer>)
  }

  @Test func theModifierNearestTheReducerWins() async {
    let store = TestStore(initialState: Writer.State()) {
      Writer()
        .dependency(\.myValue, 42)
        .dependency(\.myValue, 1729)
        .dependency(Greeting(text: "inner"))
        .dependency(Greeting(text: "outer"))
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    await store.send(.tap) {
      $0.value = 42
      $0.greeting = "inner"
      $0.date = Date(timeIntervalSince1970: 1)
    }
  }

  @Test func transformsRunOutermostFirst() async {
    let store = TestStore(initialState: Writer.State()) {
      Writer()
        .transformDependency(\.myValue) { $0 = $0 * 10 + 1 }
        .transformDependency(\.myValue) { $0 = $0 * 10 + 2 }
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 2)))
    } withDependencies: {
      $0.myValue = 3
    }
    await store.send(.tap) {
      $0.value = 321
      $0.greeting = "test"
      $0.date = Date(timeIntervalSince1970: 2)
    }
  }

  @Test func anInnerModifierWinsOverAnOuterOne() async {
    let store = TestStore(initialState: Writer.State()) {
      CombineReducers {
        Writer()
          .dependency(\.myValue, 42)
      }
      .dependency(\.myValue, 1729)
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    await store.send(.tap) {
      $0.value = 42
      $0.greeting = "test"
    }
  }

  @Test func anEffectOfAnEffectSeesTheOverride() async {
    let store = TestStore(initialState: EffectOfEffect.State()) {
      EffectOfEffect()
        .dependency(\.myValue, 42)
    }
    await store.send(.tap) { $0.count = 1 }
    await store.receive(.response(42)) { $0.count = 42 }
    await store.receive(.otherResponse(42))
  }

  @Test func withDependenciesAroundATestStoreChainsWithItsOwn() async {
    let store = withDependencies {
      $0.myValue = 5
      $0.date.now = Date(timeIntervalSince1970: 5)
    } operation: {
      withDependencies {
        $0[Greeting.self] = Greeting(text: "nested")
      } operation: {
        TestStore(initialState: Writer.State()) {
          Writer()
        } withDependencies: {
          $0.myValue += 1
        }
      }
    }
    await store.send(.tap) {
      $0.value = 6
      $0.greeting = "nested"
      $0.date = Date(timeIntervalSince1970: 5)
    }
    store.dependencies.date.now = Date(timeIntervalSince1970: 7)
    await store.send(.tap) { $0.date = Date(timeIntervalSince1970: 7) }
  }

  @Test func settingNowPinsTheDate() {
    var date = DateGenerator { Date(timeIntervalSince1970: 100) }
    date.now = Date(timeIntervalSince1970: 3)
    #expect(date.now == Date(timeIntervalSince1970: 3))
    #expect(date() == Date(timeIntervalSince1970: 3))
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 4)
    } operation: {
      @Dependency(\.date) var date
      #expect(date.now == Date(timeIntervalSince1970: 4))
    }
  }
}
