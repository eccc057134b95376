import XCTest

final class CustomDumpTestsPlaceholder: XCTestCase {}
