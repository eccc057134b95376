/// The markers that begin each line of a ``diff(_:_:format:)``.
///
/// ```swift
/// diff(before, after, format: .default)       // "- …", "+ …", "  …"
/// diff(before, after, format: .proportional)  // "− …", "+ …", "  …" for proportional fonts
/// ```
public struct DiffFormat: Sendable, Hashable {
  /// The marker of a line only the first value has (a removal).
  public var first: String
  /// The marker of a line only the second value has (an insertion).
  public var second: String
  /// The marker of a line both values share.
  public var both: String

  /// Creates a format from its three markers.
  ///
  /// - Parameters:
  ///   - first: The marker of removed lines.
  ///   - second: The marker of inserted lines.
  ///   - both: The marker of unchanged lines.
  public init(first: String, second: String, both: String) {
    self.first = first
    self.second = second
    self.both = both
  }

  /// ASCII markers for monospaced text such as a terminal: `-`, `+` and a space.
  public static let `default` = DiffFormat(first: "-", second: "+", both: " ")

  /// Markers that keep their width in proportional fonts, as in test failure messages: a minus
  /// sign (U+2212), `+`, and a figure space (U+2007).
  public static let proportional = DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}")
}
