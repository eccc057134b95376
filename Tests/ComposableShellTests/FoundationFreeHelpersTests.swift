import ConcurrencyExtras
import CustomDump
import Foundation
import Testing

@testable import ComposableShell

/// The helpers that stand in for Foundation's in the product modules, which import only
/// FoundationEssentials: each against what Foundation answers for the same input.
struct FoundationFreeHelpersTests {
  @Test(arguments: ["/a/b", "/a/b/", "/a", "/", "a/b", "", "/a//b", "//a", "/home/u/.tca/history"])
  func deletingTheLastComponentMatchesNSString(_ path: String) {
    #expect(PathText.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent)
  }

  @Test func aRelativePathOfOneComponentHasAnEmptyParent() {
    // swift-corelibs-foundation crashes on these; Darwin's Foundation answers "".
    #expect(PathText.deletingLastComponent("a") == "")
    #expect(PathText.deletingLastComponent("a//") == "")
  }

  @Test(arguments: [("/a", "b"), ("/a/", "b"), ("", "b"), ("/", "history"), ("a", ".x_history")])
  func appendingAComponentMatchesNSString(_ path: String, _ component: String) {
    #expect(
      PathText.appending(component, to: path)
        == (path as NSString).appendingPathComponent(component))
  }

  @Test func durationsWithAFractionPrintAsPrintfWould() {
    for milliseconds in [1, 9, 10, 99, 100, 999, 1001, 1500, 2400, 61_250, 3_600_001] {
      let duration = Duration.milliseconds(milliseconds) + .nanoseconds(1)
      var expected = String(format: "%.3f", Double(milliseconds) / 1000)
      while expected.hasSuffix("0") { expected.removeLast() }
      #expect(DurationText.format(duration) == expected + "s", "\(milliseconds) ms")
    }
  }

  @Test func durationsRoundAsPrintfRounds() {
    // 0.5015 is 0.50149999… in binary: `%.3f` says 0.501; so does the shell.
    #expect(DurationText.format(.milliseconds(501) + .microseconds(500)) == "0.501s")
    // A duration that rounds to whole seconds drops the point as well as the zeros.
    #expect(DurationText.format(.seconds(1) + .microseconds(100)) == "1s")
    #expect(DurationText.format(.microseconds(100)) == "0s")
  }

  @Test func iso8601DatesKeepMillisecondsAsISO8601DateFormatterDid() throws {
    struct Payload: Decodable, Equatable { var date: Date }
    let decoder = JSONDecoder.shell()
    let finer = try decoder.decode(
      Payload.self, from: Data(#"{"date":"2009-02-13T23:31:30.123456789Z"}"#.utf8))
    let milliseconds = try decoder.decode(
      Payload.self, from: Data(#"{"date":"2009-02-13T23:31:30.123Z"}"#.utf8))
    #expect(finer == milliseconds)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    // The two parsers' doubles may differ in their last bits; the milliseconds agree.
    let expected = try #require(formatter.date(from: "2009-02-13T23:31:30.123Z"))
    #expect(
      (milliseconds.date.timeIntervalSince1970 * 1000).rounded()
        == (expected.timeIntervalSince1970 * 1000).rounded())
    #expect((milliseconds.date.timeIntervalSince1970 * 1000).rounded() == 1_234_567_890_123)
    let whole = try decoder.decode(
      Payload.self, from: Data(#"{"date":"2009-02-13T23:31:30+01:00"}"#.utf8))
    #expect(whole.date == Date(timeIntervalSince1970: 1_234_567_890 - 3600))
  }

  @Test func aFileErrorReadsAsTheSystemSaysIt() {
    do {
      try "x".write(toFile: "/nonexistent/dir/x.xml", atomically: true, encoding: .utf8)
      Issue.record("the write succeeded")
    } catch {
      #expect(errorText(error) == "No such file or directory")
    }
  }

  @Test func theRecursiveLockMayBeTakenAgainOnItsThread() async {
    let lock = RecursiveLock()
    let nested = lock.withLock { lock.withLock { 42 } }
    #expect(nested == 42)
    // And it excludes other threads: 4 × 10,000 unguarded increments would lose some.
    final class Counter: @unchecked Sendable { var value = 0 }
    let counter = Counter()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<10_000 { lock.withLock { counter.value += 1 } }
        }
      }
    }
    #expect(counter.value == 40_000)
  }
}
