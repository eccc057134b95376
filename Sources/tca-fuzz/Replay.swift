import Foundation

/// `tca-fuzz FILE|DIRECTORY…` in a plain build: runs each file through ``FuzzHarness`` as one
/// input and prints what happened; a crash ends the process, as it would under the fuzzer.
@MainActor
enum Replay {
  /// Replays the inputs at `paths`.
  ///
  /// - Returns: The exit status: 0 when every input ran, 2 for a path that cannot be read or a libFuzzer
  ///   option (`-runs=N`), which only the fuzz build takes.
  static func run(_ paths: [String]) async -> Int32 {
    guard !paths.isEmpty else {
      FileHandle.standardError.write(Data("usage: tca-fuzz FILE|DIRECTORY…\n".utf8))
      return 2
    }
    var files: [String] = []
    if let option = paths.first(where: { $0.hasPrefix("-") }) {
      // A libFuzzer option reaching a replaying build: the fuzz build was not made.
      FileHandle.standardError.write(
        Data(
          ("tca-fuzz: error: '\(option)' is a libFuzzer option, and this build only replays "
            + "inputs; build the fuzzer with scripts/fuzz (TCA_FUZZ=1)\n").utf8))
      return 2
    }
    for path in paths {
      guard let found = inputs(at: path) else {
        FileHandle.standardError.write(Data("tca-fuzz: error: cannot read '\(path)'\n".utf8))
        return 2
      }
      files += found
    }
    let harness = FuzzHarness()
    let clock = ContinuousClock()
    let elapsed = await clock.measure {
      for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        await harness.run(Array(data))
      }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(
      "\(files.count) inputs, \(harness.parsed) commands parsed, \(harness.succeeded) of "
        + "\(harness.executed) runs in the sessions without error, \(harness.warnings) runtime "
        + "warnings, no crash, "
        + String(format: "%.2f s", seconds))
    return 0
  }

  /// The file at `path`, or the files in the directory at `path`, sorted; `nil` when neither.
  private static func inputs(at path: String) -> [String]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    guard isDirectory.boolValue else { return [path] }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      return nil
    }
    return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
  }
}
