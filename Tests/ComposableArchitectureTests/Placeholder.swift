import XCTest

final class ComposableArchitectureTestsPlaceholder: XCTestCase {}
