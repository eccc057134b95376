import CaseStudies
import ComposableArchitecture

/// The demo app's root feature: a counter, TCA's timer case study, and a title set by binding.
@Reducer
struct DemoApp {
  @ObservableState
  struct State: Equatable {
    var counter = Counter.State()
    var timers = Timers.State()
    var title = "Demo"
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case counter(Counter.Action)
    case timers(Timers.Action)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.counter, action: \.counter) { Counter() }
    Scope(state: \.timers, action: \.timers) { Timers() }
  }
}
