/// Describes how two values differ, as lines marked removed, inserted or unchanged; `nil` only
/// when they are equal.
///
/// Values are compared with `==` where their type is `Equatable`, and otherwise by type and
/// structure, beneath any ``CustomDumpStringConvertible`` text. Only the changed parts are
/// expanded: unchanged fields collapse one level deep (`Two(…)`), unchanged runs of collection
/// elements to `… (N unchanged)`, and a value with a single childless field is replaced whole.
/// Values that differ though every field is the same are shown under
/// `// Not equal but no difference detected:`:
///
/// ```swift
/// diff(before, after)
/// //   TwoCounters.State(
/// // -   counter1: Counter.State(count: 0),
/// // +   counter1: Counter.State(count: 1),
/// //     counter2: Counter.State(count: 0)
/// //   )
/// ```
///
/// - Parameters:
///   - lhs: The first value, whose own lines are marked with `format.first`.
///   - rhs: The second value, whose own lines are marked with `format.second`.
///   - format: The line markers; ``DiffFormat/default`` uses `-`, `+` and a space.
/// - Returns: The difference, or `nil` when there is none.
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  let text = TextBuffer()
  guard diff(lhs, rhs, format: format, appendingTo: text) else { return nil }
  return text.string
}

/// Appends the lines ``diff(_:_:format:)`` returns to `text`, without a line break after the
/// last: how the shell writes a step's diff straight into its output buffer.
///
/// - Returns: Whether the values differ; when they do not, nothing is appended.
package func diff<T>(
  _ lhs: T, _ rhs: T, format: DiffFormat = .default, appendingTo text: TextBuffer
) -> Bool {
  var differ = Differ(format: format, into: text)
  if metadataKind(of: T.self) == structKind, let plan = FieldPlan.of(T.self) {
    // A plain struct (a feature's state, usually): compared and written in place.
    let isSame = withUnsafePointer(to: lhs) { lhs in
      withUnsafePointer(to: rhs) { rhs in
        let (lhs, rhs) = (UnsafeRawPointer(lhs), UnsafeRawPointer(rhs))
        guard !plan.isSame(lhs, rhs) else { return true }
        differ.diff(
          fields: lhs, rhs, plan: plan, field: nil, indent: 0, isRoot: true, separator: "")
        return false
      }
    }
    if isSame { return false }
  } else {
    if isSame(lhs, rhs) { return false }
    differ.diff(lhs, rhs, labels: (nil, nil), indent: 0, isRoot: true, separators: ("", ""))
  }
  if differ.lineCount == 0 {
    // Every branch writes lines; this only keeps the promise that unequal values never diff to
    // `nil` or nothing.
    differ.appendText("\(format.first) \(String(customDumping: lhs))")
    differ.appendText("\n\(format.second) \(String(customDumping: rhs))")
  }
  return true
}
