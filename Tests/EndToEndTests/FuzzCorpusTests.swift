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
}
