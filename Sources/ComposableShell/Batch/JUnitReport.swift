/// `tca-shell test` results as JUnit XML (`--junit FILE`), the format CI systems read: one
/// `testcase` a script, with a `failure` holding the first error and everything the script
/// printed to standard error.
struct JUnitReport {
  let results: [TestRunner.Result]
  /// The suite's name and the cases' class name: the shell's name.
  var suite = "tca-shell"

  var xml: String {
    let failures = results.filter { $0.failure != nil }.count
    let total = results.reduce(Duration.zero) { $0 + ($1.duration ?? .zero) }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites tests="\#(results.count)" failures="\#(failures)" time="\#(Self.seconds(total))">"#,
      #"  <testsuite name="\#(Self.escape(suite))" tests="\#(results.count)" failures="\#(failures)" errors="0" skipped="0" time="\#(Self.seconds(total))">"#,
    ]
    for result in results {
      let opening =
        #"    <testcase classname="\#(Self.escape(suite))" name="\#(Self.escape(result.path))" time="\#(Self.seconds(result.duration ?? .zero))""#
      guard let failure = result.failure else {
        lines.append(opening + "/>")
        continue
      }
      lines.append(opening + ">")
      lines.append(
        #"      <failure message="\#(Self.escape(failure.message ?? failure.summary, inAttribute: true))">\#(Self.escape(failure.details))</failure>"#
      )
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `duration` in seconds, to the millisecond.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }

  /// `text` with XML's special characters escaped, and the control characters XML 1.0 cannot
  /// hold (all but tab, newline and carriage return) dropped.
  ///
  /// In an attribute (`inAttribute`), line breaks and tabs are written as character references
  /// (`&#10;`), which an XML parser keeps, where it would turn the characters into spaces: a
  /// failure's message keeps its `- expected` and `+ actual` lines.
  static func escape(_ text: String, inAttribute: Bool = false) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n" where inAttribute: escaped += "&#10;"
      case "\r" where inAttribute: escaped += "&#13;"
      case "\t" where inAttribute: escaped += "&#9;"
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: continue
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
