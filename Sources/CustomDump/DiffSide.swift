/// Which side of a diff or a patch a value is read for: the old one (expected, before) or the new
/// one (actual, after).
///
/// Diffs and patches compare two values that may hold the same reference to a value that changed
/// in between, such as TCA's shared state: both sides reach the same object, yet the diff must
/// show the old contents on one side and the new on the other. The differ and the patcher read
/// each side inside ``reading(_:_:)``, so such a type's ``CustomDumpRepresentable/customDumpValue``
/// can ask ``current`` which contents to show, inside ``asking(_:)``. Outside a diff it is `nil`.
package enum DiffSide: Sendable {
  case old, new

  @TaskLocal package static var current: DiffSide?

  /// Whether some value being compared may show different contents per side: only then do the
  /// differ and the patcher say which side they read (binding a task-local value costs an
  /// allocation, which every diff would otherwise pay).
  @TaskLocal private static var isAsked = false

  /// Runs `body`, a comparison of values whose contents may depend on the side read.
  package static func asking<R>(_ body: () throws -> R) rethrows -> R {
    try $isAsked.withValue(true, operation: body)
  }

  /// Runs `body` with `side` as the side being read.
  @inline(__always)
  package static func reading<R>(_ side: DiffSide, _ body: () throws -> R) rethrows -> R {
    guard isAsked else { return try body() }
    return try $current.withValue(side, operation: body)
  }
}
