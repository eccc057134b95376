import ComposableArchitecture
import Testing

// TCA 1.x APIs deprecated upstream and still everywhere in TCA code: each compiles, with the
// deprecation warning TCA gives, and works. The warnings of this file are expected; the tests
// are marked deprecated themselves where that keeps them quiet.

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case increment
  }
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@available(*, deprecated)
@Reducer
private struct Board {
  @ObservableState
  struct State: Equatable {
    var tally = Tally.State()
    var destination: Destination = .tally(Tally.State())
    var fetched: Int?
  }
  @CasePathable
  enum Destination: Equatable {
    case tally(Tally.State)
    case empty
  }
  enum Action: Equatable {
    case tally(Tally.Action)
    case fetch(fails: Bool)
    case response(TaskResult<Int>)
  }
  struct Failure: Error, Equatable {}
  var body: some Reducer<State, Action> {
    Scope(state: \.tally, action: \.tally) { Tally() }
    Reduce { state, action in
      switch action {
      case .tally:
        return .none
      case .fetch(let fails):
        return .run { send in
          await send(
            .response(
              TaskResult {
                if fails { throw Failure() }
                return 42
              }))
        }
      case .response(.success(let value)):
        state.fetched = value
        return .none
      case .response(.failure):
        state.fetched = nil
        return .none
      }
    }
  }
}

@available(*, deprecated)
@Reducer
private struct Holder {
  @ObservableState
  struct State: Equatable {
    var destination: Board.Destination = .tally(Tally.State())
  }
  enum Action: Equatable {
    case bump
  }
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.destination.modify(\.tally) { $0.count += 1 }
      return .none
    }
  }
}

private struct Opaque: Error {}

@MainActor
@Suite struct DeprecatedAPITests {
  @available(*, deprecated)
  @Test func scopeWithClosures() {
    let store = Store(initialState: Board.State()) { Board() }
    let tally = store.scope(state: { $0.tally }, action: { .tally($0) })
    tally.send(.increment)
    #expect(tally.state.count == 1)
    #expect(store.state.tally.count == 1)
  }

  @available(*, deprecated)
  @Test func xctModifyChangesTheCasePayload() async {
    var state = Board.State()
    XCTModify(&state.destination, case: \.tally) { $0.count = 3 }
    #expect(state.destination == .tally(Tally.State(count: 3)))
    var optional: Int? = 1
    XCTModify(&optional) { $0 += 1 }
    #expect(optional == 2)
  }

  @available(*, deprecated)
  @Test func xctModifyFailures() async {
    var state = Board.State(destination: .empty)
    let messages = await failures {
      XCTModify(&state.destination, case: \.tally) { $0.count = 3 }
      var tally = Board.Destination.tally(Tally.State())
      XCTModify(&tally, case: \.tally) { _ in }
      XCTModify(&tally, case: \.tally, "while counting") { _ in throw Opaque() }
    }
    #expect(
      messages == [
        """
        XCTModify: Expected to extract value of type "Tally.State" from "Board.Destination" …

          Actual:
            empty
        """,
        """
        XCTModify: Expected "Tally.State" value to be modified but it was unchanged.
        """,
        "Threw error: Opaque()",
      ])
    #expect(state.destination == .empty)
  }

  @available(*, deprecated)
  @Test func xctModifyInATestStoreAssertion() async {
    let store = TestStore(initialState: Holder.State()) { Holder() }
    await store.send(.bump) {
      XCTModify(&$0.destination, case: \.tally) { $0.count = 1 }
    }
    store.exhaustivity = .off
    // The closure runs on the actual state too, where the count is 2 already.
    await store.send(.bump) {
      XCTModify(&$0.destination, case: \.tally) { $0.count = 2 }
    }
  }

  @available(*, deprecated)
  @Test func taskResultCarriesAnEffectsOutcome() async throws {
    let store = TestStore(initialState: Board.State()) { Board() }
    await store.send(.fetch(fails: false))
    await store.receive(.response(.success(42))) { $0.fetched = 42 }
    await store.send(.fetch(fails: true))
    await store.receive(\.response.failure) { $0.fetched = nil }
    #expect(TaskResult<Int>.failure(Board.Failure()) == .failure(Board.Failure()))
    #expect(TaskResult<Int>.success(1) != .failure(Board.Failure()))
    #expect(try TaskResult<Int>(Result<Int, Board.Failure>.success(2)).value == 2)
    #expect(TaskResult<Int>.success(2).map { $0 * 2 } == .success(4))
    let result = Result<Int, any Error>(TaskResult<Int>.success(3))
    #expect(try result.get() == 3)
  }

  @available(*, deprecated)
  @Test func taskResultsWithErrorsThatAreNotEquatable() async {
    let messages = await failures {
      #expect(TaskResult<Int>.failure(Opaque()) != .failure(Opaque()))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix(#""Opaque" is not equatable."#) == true)
  }

  @available(*, deprecated)
  @Test func casePathOperatorScopesAndExtracts() {
    let store = Store(initialState: Board.State()) {
      Scope(state: \.tally, action: /Board.Action.tally) { Tally() }
    }
    store.scope(state: \.tally, action: /Board.Action.tally).send(.increment)
    #expect(store.state.tally.count == 1)

    let tally: AnyCasePath<Board.Action, Tally.Action> = /Board.Action.tally
    #expect(tally.extract(from: .tally(.increment)) == .increment)
    #expect(tally.extract(from: .fetch(fails: true)) == nil)
    #expect(tally.embed(.increment) == .tally(.increment))
    #expect((/Board.Destination.empty).extract(from: .empty) != nil)
    #expect((/Board.Destination.empty).extract(from: .tally(Tally.State())) == nil)
    #expect((/Board.Action.self).extract(from: .tally(.increment)) == .tally(.increment))
  }

  @available(*, deprecated)
  @Test func casePathOperatorTellsCasesOfOnePayloadTypeApart() {
    let value = Shape.square(2)
    let square: AnyCasePath<Shape, Int> = /Shape.square
    let circle: AnyCasePath<Shape, Int> = /Shape.circle
    let labelled: AnyCasePath<Shape, Int> = /Shape.labelled(side:)
    let pair: AnyCasePath<Shape, (Int, Int)> = /Shape.pair
    let boxed: AnyCasePath<Shape, Shape> = /Shape.boxed
    #expect(square.extract(from: value) == 2)
    #expect(circle.extract(from: value) == nil)
    #expect(labelled.extract(from: .labelled(side: 3)) == 3)
    #expect(pair.extract(from: .pair((1, 2)))! == (1, 2))
    #expect(boxed.extract(from: .boxed(.square(4))) == .square(4))
    switch value {
    case circle, /Shape.boxed: Issue.record("a square matched the circle or boxed case")
    case square: break
    default: Issue.record("a square matched no case")
    }
  }
}

private indirect enum Shape: Equatable {
  case circle(Int)
  case square(Int)
  case labelled(side: Int)
  case pair((Int, Int))
  case boxed(Shape)

  static func == (lhs: Shape, rhs: Shape) -> Bool { "\(lhs)" == "\(rhs)" }
}
