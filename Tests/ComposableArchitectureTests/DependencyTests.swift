@_spi(Internals) import ComposableArchitectureCore
import Foundation
import Testing

private enum NumberKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}

extension DependencyValues {
  fileprivate var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

/// Records the dependency it sees while reducing, and the one its effect saw when it ran.
private struct Reader: Reducer {
  struct State: Equatable {
    var seenByEffect: [Int] = []
    var seenByReducer: [Int] = []
  }
  enum Action: Equatable {
    case start
    case report(Int)
  }

  @Dependency(\.number) var number

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .report(let value) = action {
        state.seenByEffect.append(value)
        state.seenByReducer.append(number)
      }
      return .none
    }
    Reduce { _, action in
      guard action == .start else { return .none }
      @Dependency(\.number) var number
      return .run { send in await send(.report(number)) }
    }
    .dependency(\.number, 42)
  }
}

@MainActor
@Suite struct DependencyTests {
  @Test func overrideDoesNotLeakIntoActionsEffectsSendBack() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.number = 7
    }
    await store.send(.start)
    await store.receive(.report(42)) {
      $0.seenByEffect = [42]
      $0.seenByReducer = [7]
    }
  }

  @Test func storeKeepsTheDependenciesItWasMadeWith() async {
    let store = withDependencies {
      $0.number = 3
    } operation: {
      Store(initialState: Reader.State()) { Reader() }
    }
    store.send(.start)
    await store.settle()
    #expect(store.state == Reader.State(seenByEffect: [42], seenByReducer: [3]))
  }

  @Test func dependencyReadsTheValueInForce() {
    @Dependency(\.number) var number
    #expect(number == 1)
    withDependencies {
      $0.number = 5
    } operation: {
      #expect(number == 5)
    }
    @Dependency(NumberKey.self) var byKey
    #expect(byKey == 1)
  }

  @Test func contextPicksTheDefault() {
    var values = DependencyValues()
    #expect(values.context == .test)
    values.context = .live
    #expect(values[NumberKey.self] == 1)
  }

  @Test func incrementingUUIDsCountUp() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 0))
    #expect(date.now == Date(timeIntervalSince1970: 0))
  }

  @Test func unimplementedBuiltInsFailTheTest() async {
    let messages = await failures {
      @Dependency(\.uuid) var uuid
      _ = uuid()
    }
    #expect(
      messages == [
        """
        Unimplemented: @Dependency(\\.uuid) was used in a test without an override. Override it, \
        e.g. with "withDependencies { $0.uuid = … }" or a test store's "dependencies".
        """
      ])
  }
}
