@_spi(Internals) import ComposableArchitectureCore
import Foundation
import Testing

@_spi(Benchmarks) @testable import ComposableShell

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

/// The runtime warnings an observer collected, from whichever task reported them (behind an
/// `NSLock`, which ThreadSanitizer sees, unlike a contended `Mutex` on Linux).
private final class Warnings: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []
  var messages: [String] { lock.withLock { collected } }
  @Sendable func append(_ message: String) { lock.withLock { collected.append(message) } }
}
