import Foundation
import Testing

/// The fuzz target's seed corpus (Tests/FuzzCorpus, grown by `scripts/fuzz`) replays through the
/// plain build of `tca-fuzz` with no crash: the harness builds and runs without the sanitizer, and
/// every seed still reaches the resolver.
struct FuzzCorpusTests {
  @Test func seedCorpusReplaysWithNoCrash() async throws {
    let fuzz = ShellProcess.binary.deletingLastPathComponent().appendingPathComponent("tca-fuzz")
    let corpus = ShellProcess.packageRoot.appendingPathComponent("Tests/FuzzCorpus")
    let seeds = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
    #expect(seeds.count >= 5)
    let result = try await spawn([fuzz.path, corpus.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("\(seeds.count) inputs, "), "\(result.stdout)")
    #expect(result.stdout.contains("no crash"))
  }

  /// A libFuzzer option given to the replaying build says which build takes it, instead of being
  /// read as a file name.
  @Test func aLibFuzzerOptionToTheReplayingBuildNamesTheFuzzBuild() async throws {
    let fuzz = ShellProcess.binary.deletingLastPathComponent().appendingPathComponent("tca-fuzz")
    let result = try await spawn([fuzz.path, "-runs=20000", "Tests/FuzzCorpus"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'-runs=20000' is a libFuzzer option"), "\(result.stderr)")
    #expect(result.stderr.contains("scripts/fuzz"), "\(result.stderr)")
  }

  /// `TCA_FUZZ=1` (what scripts/fuzz sets) gives libFuzzer's flags to tca-fuzz and the libraries
  /// it drives, and none to the macro plugin, which has a `main` of its own. A merge once dropped
  /// the manifest's block for it: scripts/fuzz then built a replaying tca-fuzz, and CI failed.
  @Test func theFuzzBuildsManifestSanitizesTheFuzzedTargetsOnly() async throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fuzz-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var environment = ProcessInfo.processInfo.environment
    environment["TCA_FUZZ"] = "1"
    let result = try await spawn(
      ["swift", "package", "--scratch-path", scratch.path, "dump-package"],
      environment: environment, in: ShellProcess.packageRoot.path, limit: 300)
    try #require(result.status == 0, "\(result.stderr)")
    let manifest = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    func settings(_ name: String) -> String {
      let target = targets.first { $0["name"] as? String == name }
      let settings = target?["settings"] ?? []
      let data = try? JSONSerialization.data(withJSONObject: settings)
      return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    #expect(settings("tca-fuzz").contains("FUZZING"))
    #expect(settings("tca-fuzz").contains("-sanitize=fuzzer"))
    #expect(settings("ComposableShell").contains("-sanitize=fuzzer"))
    #expect(!settings("ComposableArchitectureMacros").contains("-sanitize=fuzzer"))
  }
}
