@_spi(Internals) import ComposableArchitecture
import Synchronization
import Testing

@testable import ComposableShell

/// A session survives effects that misbehave: a throwing effect is a runtime warning and the next
/// command runs; an effect that never ends on its own delays commands by the settle patience, not
/// forever, and ends when the session closes.
@MainActor
struct MisbehavingEffectsTests {
  let session = FeatureSession(
    initialState: { MisbehavingFeature.State() }, reducer: { MisbehavingFeature() },
    renderer: TextRenderer(output: Output(), isQuiet: true))

  func run(_ line: String) async throws {
    _ = try await session.execute(try #require(try CommandParser.parse(line)))
  }

  @Test func aThrowingEffectIsAWarningAndTheNextCommandRuns() async throws {
    let warnings = Warnings()
    try await RuntimeWarnings.observe(warnings.append) {
      try await run("send throwing")
      try await run("send increment")
    }
    #expect(warnings.messages.count == 1)
    #expect(warnings.messages.first?.contains("threw an unhandled error") == true)
    #expect(session.store.inFlightEffects.isEmpty)
    #expect(session.store.state.count == 1)
  }

  @Test func anEffectThatNeverEndsDelaysACommandBoundedlyAndEndsWithTheSession() async throws {
    let clock = ContinuousClock()
    let elapsed = try await clock.measure { try await run("send neverEnding") }
    // The command waited for the effect to settle, gave up after the patience (1 s), and returned.
    #expect(elapsed < .seconds(5))
    #expect(session.store.inFlightEffects.count == 1)
    session.close()
    let deadline = clock.now + .seconds(5)
    while !session.store.inFlightEffects.isEmpty, clock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(session.store.inFlightEffects.isEmpty)
  }
}

/// The runtime warnings an observer collected, from whichever task reported them.
private final class Warnings: Sendable {
  private let mutex = Mutex<[String]>([])
  var messages: [String] { mutex.withLock { $0 } }
  @Sendable func append(_ message: String) { mutex.withLock { $0.append(message) } }
}
