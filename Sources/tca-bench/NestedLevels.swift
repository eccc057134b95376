// The features of `tca-bench store`'s nesting rows: Level2 scopes Counter into a parent, Level3
// scopes Level2, … up to Level10, the way an app nests its concrete features (see `Nest` for
// the same nesting built from one generic wrapper, and what that costs).
import CaseStudies
import ComposableArchitecture

/// 2 levels: ``Counter`` scoped into a parent.
@Reducer
struct Level2 {
  @ObservableState
  struct State: Equatable { var child = Counter.State() }
  enum Action {
    case child(Counter.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Counter() }
  }
}

/// 3 levels: ``Level2`` scoped into a parent.
@Reducer
struct Level3 {
  @ObservableState
  struct State: Equatable { var child = Level2.State() }
  enum Action {
    case child(Level2.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Level2() }
  }
}

/// 4 levels: ``Level3`` scoped into a parent.
@Reducer
struct Level4 {
  @ObservableState
  struct State: Equatable { var child = Level3.State() }
  enum Action {
    case child(Level3.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Level3() }
  }
}

/// 5 levels: ``Level4`` scoped into a parent.
@Reducer
struct Level5 {
  @ObservableState
  struct State: Equatable { var child = Level4.State() }
  enum Action {
    case child(Level4.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Level4() }
  }
}

/// 6 levels: ``Level5`` scoped into a parent.
@Reducer
struct Level6 {
  @ObservableState
  struct State: Equatable { var child = Level5.State() }
  enum Action {
    case child(Level5.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Level5() }
  }
}

/// 7 levels: ``Level6`` scoped into a parent.
@Reducer
struct Level7 {
  @ObservableState
  struct State: Equatable { var child = Level6.State() }
  enum Action {
    case child(Level6.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Level6() }
  }
}

/// 8 levels: ``Level7`` scoped into a parent.
@Reducer
struct Level8 {
  @ObservableState
  struct State: Equatable { var child = Level7.State() }
  enum Action {
    case child(Level7.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Level7() }
  }
}

/// 9 levels: ``Level8`` scoped into a parent.
@Reducer
struct Level9 {
  @ObservableState
  struct State: Equatable { var child = Level8.State() }
  enum Action {
    case child(Level8.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Level8() }
  }
}

/// 10 levels: ``Level9`` scoped into a parent.
@Reducer
struct Level10 {
  @ObservableState
  struct State: Equatable { var child = Level9.State() }
  enum Action {
    case child(Level9.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Level9() }
  }
}
