/// A dotted path as typed in the shell: `counter1.incrementButtonTapped`, `todos[3].title`,
/// `todos["0F0E…"].checkBoxToggled`.
///
/// Names are enum case names (action paths) or stored property names (state paths); an element
/// subscript carries the element's id written as a value.
@_spi(Benchmarks)
public struct Path: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Hashable, Sendable {
    /// A case or property name.
    case name(String)
    /// An element id, as typed between the brackets (`3`, `"0F0E…"`, `#1`).
    case id(String)
  }

  /// The steps, root first.
  public var components: [Component] {
    didSet { description = Self.text(of: components) }
  }

  /// The path as the user would type it; kept, as each `send` line is looked up by it.
  public private(set) var description: String

  /// Creates a path from its steps.
  public init(_ components: [Component]) {
    self.components = components
    self.description = Self.text(of: components)
  }

  private static func text(of components: [Component]) -> String {
    var text = ""
    for component in components {
      switch component {
      case .name(let name):
        if !text.isEmpty { text += "." }
        text += name
      case .id(let id):
        text += "[\(id)]"
      }
    }
    return text
  }
}
