import Dependencies
import XCTest

/// Empties the process's cache of dependency defaults as each XCTest test case starts, so each
/// test case makes its own, as swift-dependencies' test observer does. (A Swift Testing test has
/// a cache of its own anyway.)
private final class DependencyCacheReset: XCTestObservation {
  func testCaseWillStart(_ testCase: XCTestCase) {
    DependencyValues._startTestCase()
  }
}

/// Registers the observer: called when the test process loads, by the constructor in
/// `CDependenciesTestObserver`, before XCTest runs a test.
@_cdecl("tca_dependencies_register_test_observer")
func registerDependencyCacheReset() {
  MainActor.assumeIsolated {
    XCTestObservationCenter.shared.addTestObserver(DependencyCacheReset())
  }
}
