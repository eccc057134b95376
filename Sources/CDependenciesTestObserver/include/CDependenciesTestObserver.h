// Registers DependenciesTestSupport's XCTest observer when a test process loads: Swift has no
// code that runs at load time, and the observer must be in place before XCTest starts a test.
// Nothing to call: the constructor in CDependenciesTestObserver.c runs on its own.
