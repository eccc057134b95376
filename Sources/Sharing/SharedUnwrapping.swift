@_spi(Internals) import ConcurrencyExtras
import CustomDump
import IdentifiedCollections

extension Shared {
  /// A shared reference to the element with the given id: `$syncUps[id: id]` is a
  /// `Shared<SyncUp?>` that reads `nil` once the element is gone. Setting it to `nil` removes the
  /// element; setting a value updates it, or appends it when it is not there.
  public subscript<ID: Hashable, Element>(id id: ID) -> Shared<Element?>
  where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
  }

  /// A shared reference to the value `base` holds, or `nil` when it holds none now:
  /// `Shared($syncUps[id: id])` gives a `Shared<SyncUp>` to hand a child.
  ///
  /// As in swift-sharing, once `base` becomes `nil` the reference keeps reading the last value it
  /// saw (a screen being dismissed still has something to show), and changes made through it then
  /// change only that copy.
  public init?(_ base: Shared<Value?>) {
    guard let initial = base.reference.get() else { return nil }
    self.init(reference: UnwrappedReference(parent: base.reference, initial: initial))
  }
}

/// The value inside an optional shared value, or the last one seen once it is `nil`.
final class UnwrappedReference<Value>: SharedReference<Value>, @unchecked Sendable {
  // Unchecked: `last` is read and written under its lock.
  let parent: SharedReference<Value?>
  private let lastSeen: LockedValue<Unchecked>

  private struct Unchecked: @unchecked Sendable {
    // Unchecked: a shared value's type is not declared `Sendable`; it is only read under the lock.
    var value: Value
  }

  init(parent: SharedReference<Value?>, initial: Value) {
    self.parent = parent
    self.lastSeen = LockedValue(Unchecked(value: initial))
  }

  private var last: Value {
    get { lastSeen.withLock { $0.value } }
    set { lastSeen.withLock { $0.value = newValue } }
  }

  private func remember(_ value: Value?) -> Value {
    if let value {
      last = value
      return value
    }
    return last
  }

  override var box: any AnySharedBox { parent.box }
  override var identity: SharedIdentity {
    let parent = parent.identity
    return SharedIdentity(box: parent.box, path: parent.path + [\Value?.!])
  }
  override var keyDescription: String? { parent.keyDescription }
  override func get() -> Value { remember(parent.get()) }
  override func project(_ root: Any) -> Value { parent.project(root) ?? last }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    var gone: Value?
    let result = try parent.withLock { (optional: inout Value?) -> R in
      guard var value = optional else {
        gone = last
        return try body(&gone!)
      }
      defer { optional = value }
      return try body(&value)
    }
    if let value = parent.get() ?? gone { last = value }
    return result
  }

  override func modify<R>(root: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    var gone: Value?
    let result = try parent.modify(root: &root) { (optional: inout Value?) -> R in
      guard var value = optional else {
        gone = last
        return try body(&gone!)
      }
      defer { optional = value }
      return try body(&value)
    }
    if let gone { last = gone }
    return result
  }
}
