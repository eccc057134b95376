import Foundation

extension String {
  /// `tca-shell test`'s output with every time it prints (`(0.12s)`, `in 1.23s`, the slowest
  /// scripts') written `T`, so that a test states the rest exactly and never a time.
  var timesAsT: String {
    replacingOccurrences(of: #"\b\d+\.\d\ds\b"#, with: "T", options: .regularExpression)
  }

  /// Whether every time in `tca-shell test`'s output is written as seconds to the hundredth.
  var timesAreSecondsToTheHundredth: Bool {
    let times = matches(of: #/\b\d+\.\d+s\b/#).map(\.output)
    return !times.isEmpty && times.allSatisfy { $0.wholeMatch(of: #/\d+\.\d\ds/#) != nil }
  }
}
