import Foundation
import Testing

/// `wait` and `finish [TIMEOUT]` on the user's app (`Packages/UserApp`), with a number fact
/// client that answers after 0.3 s of real time (`numberFact=slow`) or never
/// (`numberFact=unresponsive`): effects that run off the test clock, as a request does.
@Suite(.serialized) struct UserAppEffectsTests {
  @Test func waitWaitsForAnEffectOffTheTestClock() async throws {
    let run = try await UserAppPackage.run([
      "counter", "--dependency", "numberFact=slow", "-c", "send factButtonTapped", "-c", "wait",
      "-c", "effects",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        received action:
          CounterFeature.Action.factButtonTapped
          CounterFeature.State(
            count: 0,
            fact: nil,
        -   isLoading: false,
        +   isLoading: true,
            isTimerRunning: false,
            _favorites: #1 []
          )
        received action (from effect):
          CounterFeature.Action.factResponse("0 is a slow number.")
          CounterFeature.State(
            count: 0,
        -   fact: nil,
        +   fact: "0 is a slow number.",
        -   isLoading: true,
        +   isLoading: false,
            isTimerRunning: false,
            _favorites: #1 []
          )
        no effects in flight (test clock at 0s)

        """)
  }

  @Test func finishWaitsForItAsTestStoreDoes() async throws {
    let run = try await UserAppPackage.run([
      "counter", "--quiet", "--dependency", "numberFact=slow", "-c", "send factButtonTapped",
      "-c", "finish", "-c", "expect fact == \"0 is a slow number.\"",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
  }

  @Test func finishGivesUpAfterItsTimeout() async throws {
    let run = try await UserAppPackage.run([
      "counter", "--quiet", "--dependency", "numberFact=unresponsive",
      "-c", "send factButtonTapped", "-c", "finish 100ms",
    ])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "-c:2: error: finish: 1 effect is still in flight after 100ms: started by "
        + "factButtonTapped; send the actions that stop them, or 'advance' or 'wait' until they "
        + "end\n")
  }

  @Test func waitGivesUpAfterItsLimitNamingTheEffect() async throws {
    let run = try await UserAppPackage.run([
      "counter", "--quiet", "--dependency", "numberFact=unresponsive",
      "-c", "send factButtonTapped", "-c", "wait", "-c", "effects",
    ])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "-c:2: error: wait: 1 effect is still running after 10s of real time, not asleep on "
        + "the test clock: started by factButtonTapped; send the actions that stop it, or 'wait' "
        + "again\n")
    #expect(run.stdout == "1 effect in flight (test clock at 0s):\n  factButtonTapped\n")
  }

  @Test func aTimerStillWaitsForTheClock() async throws {
    // The fact comes first, in real time; then the clock moves to each tick of the timer, which
    // never ends, so `wait` gives up after its 100 wake-ups, as before.
    let run = try await UserAppPackage.run([
      "counter", "--quiet", "--dependency", "numberFact=slow", "-c", "send toggleTimerButtonTapped",
      "-c", "send factButtonTapped", "-c", "wait", "-c", "expect count == 100",
      "-c", "send toggleTimerButtonTapped", "-c", "finish",
    ])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "-c:3: error: wait: effects are still in flight after the clock woke them 100 times "
        + "(now at 100s); a timer never ends: use 'advance DURATION', or send the action that "
        + "stops it\n")
  }
}
