import Foundation
import Testing

/// Builds `../shared/acceptance/seeds` (the seed documents' features, written as TCA's users
/// write them: `@Reducer`, `@ObservableState`, `\.counter1` case key paths, `store.count`) as a
/// package of its own that depends on this one by path, and runs its tests.
///
/// The acceptance folder sits beside the checkout (`../shared/acceptance`), or where
/// `TCA_ACCEPTANCE_DIR` says. A clone on its own has none, and the test is skipped with a note
/// saying what to set; once the variable is set (CI sets it), a folder missing there fails the
/// test, so it cannot be skipped unseen.
///
/// The seeds' files are copied unchanged, with one exception: `SeedsTests.swift` calls
/// `CounterConsole(store: Store(…) { CounterFeature() })`, where `CounterConsole<R: Reducer>`
/// takes a `Store<R.State, R.Action>`. Swift cannot infer `R` from associated types alone
/// ("generic parameter 'R' could not be inferred"), with this library or TCA's, so the copy names
/// it: `CounterConsole<CounterFeature>(…)`. The test checks that this is the only change.
struct AcceptanceSeedsTests {
  /// The acceptance folder to test, or `nil` to skip: `variable` (`TCA_ACCEPTANCE_DIR`) when it
  /// is set, whether or not it exists; else `standard` when it exists.
  static func folder(variable: String?, standard: URL, exists: (String) -> Bool) -> URL? {
    if let variable, !variable.isEmpty { return URL(fileURLWithPath: variable) }
    return exists(standard.path) ? standard : nil
  }

  static let acceptance = folder(
    variable: ProcessInfo.processInfo.environment["TCA_ACCEPTANCE_DIR"],
    standard: ShellProcess.packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/acceptance"),
    exists: { FileManager.default.fileExists(atPath: $0) })

  @Test func theFolderIsTheVariablesOrTheOneBesideTheCheckout() {
    let standard = URL(fileURLWithPath: "/work/shared/acceptance")
    #expect(Self.folder(variable: nil, standard: standard, exists: { _ in true }) == standard)
    #expect(Self.folder(variable: nil, standard: standard, exists: { _ in false }) == nil)
    #expect(Self.folder(variable: "", standard: standard, exists: { _ in false }) == nil)
    // Set, it is tested even when missing: the test fails rather than skips.
    #expect(
      Self.folder(variable: "/ci/acceptance", standard: standard, exists: { _ in false })
        == URL(fileURLWithPath: "/ci/acceptance"))
  }

  @Test(
    .enabled(
      if: acceptance != nil,
      "no ../shared/acceptance beside the checkout: set TCA_ACCEPTANCE_DIR to the acceptance folder"
    ))
  func seedsCompileUnchangedAndTheirTestsPass() async throws {
    let seeds = try #require(Self.acceptance).appendingPathComponent("seeds")
    try #require(
      FileManager.default.fileExists(atPath: seeds.path),
      "no acceptance seeds at \(seeds.path) (TCA_ACCEPTANCE_DIR names the acceptance folder)")
    let root = ShellProcess.packageRoot.standardizedFileURL
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("acceptance-seeds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for folder in ["Sources", "Tests"] {
      try FileManager.default.copyItem(
        at: seeds.appendingPathComponent(folder), to: directory.appendingPathComponent(folder))
    }
    let testFile = directory.appendingPathComponent("Tests/SeedsTests/SeedsTests.swift")
    let original = try String(contentsOf: testFile, encoding: .utf8)
    var named = original
    for feature in ["CounterFeature", "PreviewCounterFeature"] {
      named = named.replacingOccurrences(
        of: "CounterConsole(store: Store(initialState: .init()) { \(feature)() })",
        with: "CounterConsole<\(feature)>(store: Store(initialState: .init()) { \(feature)() })")
    }
    #expect(
      original.components(separatedBy: "\n").count == named.components(separatedBy: "\n").count
        && original != named,
      "the seeds' test no longer has the two uninferable CounterConsole calls: drop the rename")
    try named.write(to: testFile, atomically: true, encoding: .utf8)

    let product =
      #".product(name: "ComposableArchitecture", package: "\#(root.lastPathComponent)")"#
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "seeds",
        dependencies: [.package(path: "\(root.path)")],
        targets: [
          .target(name: "Seeds", dependencies: [\(product)]),
          .testTarget(name: "SeedsTests", dependencies: ["Seeds", \(product)]),
        ]
      )
      """
    try manifest.write(
      to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

    let test = try await spawn(["swift", "test"], in: directory.path, limit: 1200)
    #expect(test.status == 0, "swift test failed:\n\(test.stdout)\n\(test.stderr)")
    #expect(test.stdout.contains("Test run with 4 tests"), "\(test.stdout)")
  }
}
