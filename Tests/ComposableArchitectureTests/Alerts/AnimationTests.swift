import ComposableArchitecture
import Testing

@Reducer
private struct Animated {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case start
    case step
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          await send(.step, animation: .interpolatingSpring(stiffness: 30, damping: 8))
          await send(.step, animation: .spring(response: 0.3, dampingFraction: 0.7))
          await send(.step, animation: nil)
        }
      case .step:
        state.count += 1
        return .none
      }
    }
  }
}

@MainActor
@Suite struct AnimationTests {
  @Test func sendWithAnAnimationSendsTheAction() async {
    let store = TestStore(initialState: Animated.State()) { Animated() }
    await store.send(.start)
    await store.receive(.step) { $0.count = 1 }
    await store.receive(.step) { $0.count = 2 }
    await store.receive(.step) { $0.count = 3 }
  }

  @Test func storesAndEffectsTakeAnAnimationToo() {
    let store = Store(initialState: Animated.State()) { Animated() }
    store.send(.step, animation: .easeOut)
    #expect(store.count == 1)
    let effect = Effect<Animated.Action>.send(.step, animation: .default)
    #expect(String(customDumping: effect).contains("step"))
  }

  @Test func animationsNameThemselvesAsWritten() {
    #expect(
      String(customDumping: Animation.interpolatingSpring(stiffness: 30, damping: 8))
        == ".interpolatingSpring(mass: 1.0, stiffness: 30.0, damping: 8.0, initialVelocity: 0.0)")
    #expect(
      String(customDumping: Animation.spring(response: 0.3, dampingFraction: 0.7))
        == ".spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0.0)")
    #expect(String(customDumping: Animation.easeOut.delay(0.2)) == ".easeOut.delay(0.2)")
    #expect(
      String(customDumping: Animation.default.repeatForever(autoreverses: false))
        == ".default.repeatForever(autoreverses: false)")
    #expect(Animation.spring(duration: 0.5) == .spring(duration: 0.5, bounce: 0))
    #expect(Animation.snappy != .smooth)
    #expect(Animation.interactiveSpring == .interactiveSpring)
    #expect(
      Animation.timingCurve(0.2, 0.8, 0.2, 1).name
        == "timingCurve(0.2, 0.8, 0.2, 1.0, duration: 0.35)")
  }
}
