import Foundation
import Testing

/// One row of the bad-input table: a script for the `cancellation` feature with one bad line
/// among good ones, and what its single error must mention.
///
/// The script is a good `send stepperChanged 1`, the bad line, then lines that prove nothing was
/// lost: `expect count == 1`, `history` (one step), `send stepperChanged 2`, `state count` (`2`).
/// A row that ``endsScript`` puts the checks first and the bad line last, with no newline after it.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// What the row is about, as the test list shows it.
  let name: String
  /// The bad line's bytes, without a line ending (they need not be UTF-8).
  let line: [UInt8]
  /// Text the error must contain: the offending input, or what was expected instead.
  let mentions: [String]
  /// Whether the bad line ends the script, cut off before its newline.
  var endsScript = false
  /// Extra command-line arguments (`--bail`).
  var arguments: [String] = []

  var testDescription: String { name }

  init(
    _ name: String, _ line: String, mentions: [String], endsScript: Bool = false,
    arguments: [String] = []
  ) {
    self.init(name, bytes: Array(line.utf8), mentions: mentions, endsScript: endsScript)
    self.arguments = arguments
  }

  init(_ name: String, bytes: [UInt8], mentions: [String], endsScript: Bool = false) {
    self.name = name
    self.line = bytes
    self.mentions = mentions
    self.endsScript = endsScript
  }

  /// The lines before and after the bad one.
  static let good = "send stepperChanged 1\n"
  static let checks = "expect count == 1\nhistory\n"
  static let later = "send stepperChanged 2\nstate count\n"

  /// The whole script file.
  var script: Data {
    let head = Self.good + (endsScript ? Self.checks : "")
    let tail = endsScript ? "" : "\n" + Self.checks + Self.later
    return Data(head.utf8) + Data(line) + Data(tail.utf8)
  }

  /// The bad line's number in ``script``.
  var lineNumber: Int { endsScript ? 4 : 2 }

  /// `prefix` followed by a megabyte of `filler` and then `suffix`.
  static func megabyte(_ prefix: String, _ filler: String, _ suffix: String = "") -> String {
    prefix + String(repeating: filler, count: (1 << 20) / filler.utf8.count) + suffix
  }
}
