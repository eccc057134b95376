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
