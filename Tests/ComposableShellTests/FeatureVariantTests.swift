import CaseStudies
import Foundation
import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// The second seed's point, in the shell: one feature, two reducers with the same State and
/// Action, and a session that runs whichever it is handed without knowing which.
@MainActor
struct FeatureVariantTests {
  let counter = Feature(
    "counter", initialState: CounterFeature.State()
  ) { CounterFeature() }
  .variant("preview") { PreviewCounterFeature() }

  /// Runs `lines` on the `variant` session and returns what it printed on standard output.
  func run(_ lines: [String], variant: String) async throws -> String {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    let output = Output(output: descriptors[1])
    let session = try #require(
      counter.makeSession(
        variant: variant,
        context: SessionContext(renderer: TextRenderer(output: output, isQuiet: true))))
    for line in lines {
      _ = try await session.execute(#require(CommandParser.parse(line)))
    }
    output.flush()
    close(descriptors[1])
    let text = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)
      .readDataToEndOfFile()
    return String(decoding: text, as: UTF8.self)
  }

  @Test func theSameCommandsDriveEitherReducer() async throws {
    let commands = ["send increment", "send increment", "state count"]
    #expect(try await run(commands, variant: "live") == "2\n")
    #expect(try await run(commands, variant: "preview") == "20\n")
  }

  @Test func variantsAreListedDefaultFirst() {
    #expect(counter.variantNames == ["live", "preview"])
    #expect(
      counter.makeSession(
        variant: "nope", context: SessionContext(renderer: TextRenderer(output: Output()))) == nil)
  }
}
