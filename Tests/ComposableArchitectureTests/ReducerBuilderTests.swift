import ComposableArchitecture
import Testing

struct Adder: Reducer {
  let amount: Int
  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    state += amount
    return .none
  }
}

struct Built: Reducer {
  var flag: Bool
  var extra: Int?
  var repeats: Int

  var body: some Reducer<Int, Void> {
    Adder(amount: 1)
    if flag {
      Adder(amount: 10)
    } else {
      Adder(amount: 100)
    }
    if let extra {
      Adder(amount: extra)
    }
    for _ in 0..<repeats {
      Adder(amount: 1000)
    }
  }
}

@MainActor
struct ReducerBuilderTests {
  @Test(
    arguments: [
      (true, nil, 0, 11), (false, nil, 0, 101), (true, 5, 0, 16), (false, 5, 2, 2106),
    ] as [(Bool, Int?, Int, Int)])
  func blocksConditionalsOptionalsAndLoops(flag: Bool, extra: Int?, repeats: Int, expected: Int) {
    var state = 0
    _ = Built(flag: flag, extra: extra, repeats: repeats).reduce(into: &state, action: ())
    #expect(state == expected)
  }

  @Test func combineReducersRunsTopToBottom() {
    var state = 1
    let reducer = CombineReducers {
      Reduce<Int, Void> { state, _ in
        state *= 10
        return .none
      }
      Reduce<Int, Void> { state, _ in
        state += 1
        return .none
      }
    }
    _ = reducer.reduce(into: &state, action: ())
    #expect(state == 11)
  }

  @Test func emptyReducerDoesNothing() {
    var state = 7
    _ = EmptyReducer<Int, Void>().reduce(into: &state, action: ())
    #expect(state == 7)
  }
}
