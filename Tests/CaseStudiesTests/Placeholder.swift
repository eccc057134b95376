import XCTest

final class CaseStudiesTestsPlaceholder: XCTestCase {}
