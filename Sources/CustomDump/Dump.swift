/// Dumps a value's contents as readable, Swift-like text to an output stream, as
/// swift-custom-dump lays it out.
///
/// Structs print as `Type(label: value, …)` with one field a line, enums as `Type.case(…)`,
/// collections with their indices, and dictionaries and sets sorted by their dumped keys, so
/// that two dumps of equal values read the same. A value with a single field that has no fields
/// of its own stays on one line; class instances met again print as `Type(↩︎)`, and later
/// instances of a type are numbered (`#1 Type(…)`):
///
/// ```swift
/// var output = ""
/// customDump(Counter.State(count: 1), to: &output)
/// // Counter.State(count: 1)
/// ```
///
/// - Parameters:
///   - value: The value to dump.
///   - target: The stream the text is written to.
///   - name: A label printed before the value, as in `name: value`.
///   - indent: Spaces put before every line.
///   - maxDepth: How many levels of nesting are printed before a container collapses to
///     `Type(…)`.
/// - Returns: `value`, unchanged, so a dump can wrap an expression.
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
  _ value: T,
  to target: inout TargetStream,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  target.write(renderDump(value, name: name, indent: indent, maxDepth: maxDepth))
  return value
}

/// Dumps a value's contents as readable, Swift-like text to standard output.
///
/// See ``customDump(_:to:name:indent:maxDepth:)`` for the format.
///
/// - Parameters:
///   - value: The value to dump.
///   - name: A label printed before the value, as in `name: value`.
///   - indent: Spaces put before every line.
///   - maxDepth: How many levels of nesting are printed before a container collapses.
/// - Returns: `value`, unchanged.
@discardableResult
public func customDump<T>(
  _ value: T,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  print(renderDump(value, name: name, indent: indent, maxDepth: maxDepth))
  return value
}

extension String {
  /// Creates a string holding the ``customDump(_:to:name:indent:maxDepth:)`` text of a value.
  ///
  /// ```swift
  /// String(customDumping: TwoCounters.Action.counter1(.incrementButtonTapped))
  /// // TwoCounters.Action.counter1(.incrementButtonTapped)
  /// ```
  public init<Subject>(customDumping subject: Subject) {
    self = renderDump(subject, name: nil, indent: 0, maxDepth: .max)
  }
}

/// The dump of `value` as one string.
func renderDump(_ value: Any, name: String?, indent: Int, maxDepth: Int) -> String {
  let dumper = Dumper(maxDepth: maxDepth)
  if let name {
    dumper.out.append(name)
    dumper.out.append(": ")
  }
  dumper.dump(value, indent: 0, depth: 0, isRoot: true, hasLabel: name != nil)
  guard indent > 0 else { return dumper.text }
  let padding = String(repeating: " ", count: indent)
  return dumper.text.lines()
    .map { padding + $0 }
    .joined(separator: "\n")
}

/// The dump of `value` as a nested value prints it, its enum cases abbreviated (`.second`
/// rather than `Feature.Action.second`), as custom-dump writes the elements of a collection:
/// for TCA's lists of unhandled actions.
package func nestedDump(_ value: Any) -> String {
  let dumper = Dumper(maxDepth: .max)
  dumper.dump(value, indent: 0, depth: 0, isRoot: false, hasLabel: false)
  return dumper.text
}
