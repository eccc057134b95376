import CustomDump
import FoundationEssentials

/// Text held in state: the title, message or button label of an alert or dialog, which tests
/// compare and dumps print.
///
/// Follows swift-navigation's `TextState`, without the SwiftUI styling (fonts, colours, bold):
/// there is no SwiftUI here, so a `TextState` is plain text. It dumps as a string literal, so a
/// failing test shows the words that differ.
///
/// ```swift
/// let title = TextState("Delete \"Milk\"?")
/// let greeting = TextState("Hello, ") + TextState(name)
/// String(state: greeting)  // "Hello, Blob"
/// ```
public struct TextState: Equatable, Hashable, Sendable {
  /// The text.
  @usableFromInline let text: String

  /// Creates text that is shown as written.
  @inlinable
  public init(verbatim content: String) {
    self.text = content
  }

  /// Creates text from a string, shown as written (there is no localization here).
  @inlinable
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.text = String(content)
  }

  /// The two texts one after the other.
  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(verbatim: lhs.text + rhs.text)
  }
}

extension String {
  /// The text a ``TextState`` holds.
  ///
  /// - Parameters:
  ///   - state: The text state.
  ///   - locale: Accepted for source compatibility; text here is never localized.
  public init(state: TextState, locale: Locale? = nil) {
    self = state.text
  }
}

extension TextState: CustomDumpRepresentable {
  /// The text, so a `TextState` dumps as a string literal: `"Delete?"`.
  public var customDumpValue: Any { text }
}

extension TextState: CustomStringConvertible {
  public var description: String { text }
}
