import CustomDump
import Foundation
import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// What the shell writes, it reads: a payload decodes from the JSON `state` shows.
struct PayloadDecoderTests {
  @Test func aDateDecodesFromTheTextTheShellWrites() throws {
    let date = Date(timeIntervalSince1970: 1_234_567_890.5)
    let text = JSONValue(encoding: date).description
    #expect(text == #""2009-02-13T23:31:30.500Z""#)
    let decoded = try PayloadDecoder.decode(text, as: Date.self, for: "setDate") as? Date
    #expect(decoded == date)
  }
}
