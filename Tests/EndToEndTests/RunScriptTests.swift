import Foundation
import Testing

/// `scripts/run`, copied into a checkout of its own whose `.build/release/tca-shell` is the suite's
/// build, with a `swift` first on `PATH` that prints what a build prints and builds nothing: the
/// user's relative paths are the caller's, and a failed build runs nothing.
struct RunScriptTests {
  @Test func relativePathsAreTheCallersDirectorys() async throws {
    let checkout = try Checkout(build: "[3/9] Compiling tca-shell main.swift\n", status: 0)
    defer { checkout.remove() }
    let caller = checkout.directory.appendingPathComponent("caller")
    try FileManager.default.createDirectory(at: caller, withIntermediateDirectories: true)
    try "send counter1.incrementButtonTapped\nexpect counter1.count == 1\n"
      .write(to: caller.appendingPathComponent("bug.tca"), atomically: true, encoding: .utf8)

    let run = try await spawn(
      [checkout.script.path, "-q", "-f", "bug.tca", "--record", "out.tca", "-c", "state"],
      environment: checkout.environment, in: caller.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        TwoCounters.State(
          counter1: Counter.State(count: 1),
          counter2: Counter.State(count: 0)
        )

        """)
    let recorded = try String(
      contentsOf: caller.appendingPathComponent("out.tca"), encoding: .utf8)
    #expect(recorded.contains("send counter1.incrementButtonTapped\n"), "\(recorded)")
    let misplaced = checkout.root.appendingPathComponent("out.tca")
    #expect(!FileManager.default.fileExists(atPath: misplaced.path))
  }

  @Test func aFailedBuildExitsWithItsStatusAndRunsNothing() async throws {
    let checkout = try Checkout(
      build: "[1/9] Compiling tca-shell main.swift\nerror: no such module 'Glibc'\n", status: 3)
    defer { checkout.remove() }
    let run = try await spawn(
      [checkout.script.path, "-c", "state"], environment: checkout.environment,
      in: checkout.directory.path)
    #expect(run.status == 3)
    #expect(run.stderr == "error: no such module 'Glibc'\n")
    // The binary left from an earlier build is not run.
    #expect(run.stdout == "")
  }

  /// A copy of `scripts/run` and `scripts/setup` under `root`, the suite's binary as its release
  /// build, and a `swift` that prints `build` and exits `status`.
  struct Checkout {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-run-\(UUID().uuidString)")
    var root: URL { directory.appendingPathComponent("checkout") }
    var script: URL { root.appendingPathComponent("scripts/run") }
    var tools: URL { directory.appendingPathComponent("tools") }

    init(build: String, status: Int32) throws {
      let files = FileManager.default
      for folder in ["scripts", ".build/release"] {
        try files.createDirectory(
          at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
      try files.createDirectory(at: tools, withIntermediateDirectories: true)
      for name in ["run", "setup"] {
        try files.copyItem(
          at: ShellProcess.packageRoot.appendingPathComponent("scripts/\(name)"),
          to: root.appendingPathComponent("scripts/\(name)"))
      }
      try files.createSymbolicLink(
        at: root.appendingPathComponent(".build/release/tca-shell"),
        withDestinationURL: ShellProcess.binary)
      let output = tools.appendingPathComponent("build-output")
      try build.write(to: output, atomically: true, encoding: .utf8)
      let swift = tools.appendingPathComponent("swift")
      try "#!/bin/sh\ncat '\(output.path)'\nexit \(status)\n"
        .write(to: swift, atomically: true, encoding: .utf8)
      try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    }

    /// The test's environment with the fake `swift` first on `PATH`.
    var environment: [String: String] {
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      environment["NO_COLOR"] = nil
      return environment
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
  }
}
