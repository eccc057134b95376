/// A cancel id with its type erased, as the store's cancellation registry keys effects.
///
/// An id made inside a child feature (an `ifLet`, `forEach` or `ifCaseLet` child) is scoped to
/// that child: the same `CancelID.timer` in two rows are two ids.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // Safe: only ever made from a `Hashable & Sendable` value.
  private let base: AnyHashable
  private let navigation: NavigationIDPath
  /// Whether the id stands for all the effects of a child rather than one a user named.
  let isChildEffects: Bool

  init(_ id: some Hashable & Sendable) {
    self.base = AnyHashable(id)
    self.navigation = NavigationIDPath.current
    self.isChildEffects = false
  }

  /// The id of every effect of the child at `path`.
  @usableFromInline
  init(child path: NavigationIDPath) {
    self.base = AnyHashable(ChildEffects(path: path))
    self.navigation = path
    self.isChildEffects = true
  }

  /// The id as a user wrote it: `CancelID.timer`, `"search"`, `42`.
  @usableFromInline var description: String {
    let value = base.base
    if let string = value as? String { return "\"\(string)\"" }
    if Mirror(reflecting: value).displayStyle == .enum {
      return "\(type(of: value)).\(value)"
    }
    return "\(value)"
  }
}
