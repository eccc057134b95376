import Foundation

/// How many times longer than usual a test waits for a child process or the terminal before it
/// calls it a hang: `TCA_TEST_TIME_SCALE`, else 1.
///
/// `scripts/test --sanitize …` sets it, because sanitized binaries run several times slower; the
/// limits stay tight for everyone else.
let timeScale: TimeInterval = {
  guard let text = ProcessInfo.processInfo.environment["TCA_TEST_TIME_SCALE"],
    let scale = TimeInterval(text), scale > 0
  else { return 1 }
  return scale
}()
