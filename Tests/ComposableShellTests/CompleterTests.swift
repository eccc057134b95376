import CaseStudies
import Foundation
import Testing

@_spi(Benchmarks) @testable import ComposableShell

@MainActor
struct CompleterTests {
  let completer = Completer(
    session: FeatureSession(
      initialState: { TwoCounters.State() }, reducer: { TwoCounters() },
      renderer: TextRenderer(output: Output())))

  @Test func commandNames() {
    #expect(completer.complete("") == .init(wordStart: 0, candidates: CommandParser.commandNames))
    #expect(completer.complete("se") == .init(wordStart: 0, candidates: ["send", "set"]))
    #expect(
      completer.complete("e") == .init(wordStart: 0, candidates: ["expect", "effects", "exit"]))
  }

  @Test func actionPathsOneSegmentAtATime() {
    #expect(
      completer.complete("send ") == .init(wordStart: 5, candidates: ["counter1.", "counter2."]))
    #expect(completer.complete("send counter1") == .init(wordStart: 5, candidates: ["counter1."]))
    #expect(
      completer.complete("send counter1.inc")
        == .init(wordStart: 5, candidates: ["counter1.incrementButtonTapped"]))
    #expect(
      completer.complete("actions counter2.")
        == .init(
          wordStart: 8,
          candidates: ["counter2.decrementButtonTapped", "counter2.incrementButtonTapped"]))
  }

  @Test func statePaths() {
    #expect(
      completer.complete("state c") == .init(wordStart: 6, candidates: ["counter1.", "counter2."]))
    #expect(
      completer.complete("expect counter2.c") == .init(wordStart: 7, candidates: ["counter2.count"])
    )
  }

  @Test func nothingAfterAPathIsComplete() {
    #expect(completer.complete("send counter1.incrementButtonTapped x").candidates.isEmpty)
    #expect(
      completer.complete("help s").candidates == [
        "send", "set", "state", "save", "source", "skip",
      ])
  }

  @Test func fileNamesAfterLoadSaveAndSource() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("completer-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: directory + "/sub", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for name in ["state.json", "setup.tca"] {
      #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()))
    }
    #expect(
      completer.complete("load \(directory)/s").candidates == [
        "\(directory)/setup.tca", "\(directory)/state.json", "\(directory)/sub/",
      ])
    #expect(completer.complete("source \(directory)/se").candidates == ["\(directory)/setup.tca"])
    #expect(completer.complete("save \(directory)/st").candidates == ["\(directory)/state.json"])
    #expect(
      completer.complete("save --script \(directory)/su").candidates == ["\(directory)/sub/"])
    #expect(completer.complete("save --s").candidates == ["--script", "--swift"])
    #expect(completer.complete("save --sw").candidates == ["--swift"])
    #expect(
      completer.complete("save --swift \(directory)/su").candidates == ["\(directory)/sub/"])
    #expect(completer.complete("save --swift x y").candidates.isEmpty)
    #expect(completer.complete("save --script x y").candidates.isEmpty)
  }
}
