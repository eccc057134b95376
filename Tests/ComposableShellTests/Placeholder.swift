import XCTest

final class ComposableShellTestsPlaceholder: XCTestCase {}
