/// A cancel id with its type erased, as the store's cancellation registry keys effects.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // Safe: only ever made from a `Hashable & Sendable` value.
  private let base: AnyHashable

  init(_ id: some Hashable & Sendable) { self.base = AnyHashable(id) }

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
