import ConcurrencyExtras
import CustomDump
import DependenciesBase

/// The values of some shared boxes at one moment, by box.
///
/// A test store keeps the values it expects, and the shell the values before and after a step;
/// ``withComparison(old:new:_:)`` shows states through them, so that two copies of a state that
/// hold the same shared reference still diff as they were and as they are.
@_spi(Internals) public struct SharedValues: @unchecked Sendable {
  // Unchecked: the values are copies, never mutated after they are recorded.
  package var values: [ObjectIdentifier: Any] = [:]

  /// No values: every shared reference shows the value in its box.
  public init() {}

  init(_ values: [ObjectIdentifier: Any]) { self.values = values }

  /// Whether no value is recorded.
  public var isEmpty: Bool { values.isEmpty }

  func value(of box: any AnySharedBox) -> Any? { values[ObjectIdentifier(box)] }

  /// These values, overridden by `other`'s.
  package func merging(_ other: SharedValues) -> SharedValues {
    SharedValues(values.merging(other.values) { _, new in new })
  }
}

/// Where shared references read from while states are compared or an assertion is written.
enum SharedContext {
  /// While a test store runs an assertion closure: the values it expects, which the closure reads
  /// and writes (`$0.$count.withLock { $0 = 1 }` changes the expectation, not the shared value).
  @TaskLocal static var editing: SharedEditing?
  /// While two states are compared: the values on the old side and on the new one.
  @TaskLocal static var comparison: (old: SharedValues, new: SharedValues)?
}

/// The expected values a test store's assertion closure reads and changes.
package final class SharedEditing: @unchecked Sendable {
  // Unchecked: used by one assertion closure at a time, synchronously.
  var values: [ObjectIdentifier: Any]

  package init(_ values: SharedValues) { self.values = values.values }

  func value(of box: any AnySharedBox) -> Any? { values[ObjectIdentifier(box)] }
  package var snapshot: SharedValues { SharedValues(values) }
}

/// Runs `body` with shared references showing `old` on the old side of a diff, patch or `==`
/// (the left-hand side) and `new` on the new side; a box in neither shows its value now.
@_spi(Internals) public func withSharedComparison<R>(
  old: SharedValues, new: SharedValues, _ body: () throws -> R
) rethrows -> R {
  try SharedContext.$comparison.withValue((old, new)) { try DiffSide.asking(body) }
}

/// Runs `body` with shared references reading and writing `values` instead of their boxes.
package func withSharedEditing<R>(_ editing: SharedEditing, _ body: () throws -> R) rethrows -> R {
  try SharedContext.$editing.withValue(editing, operation: body)
}

/// Records which shared values a store changed, and what they were before: how a test store
/// asserts shared state exhaustively and how the shell shows and undoes a step's shared changes.
///
/// A store puts its tracker in its dependencies; a change made with `withLock` by its reducer or
/// by one of its effects reports itself here. The first change of a box since the last
/// ``takeChanges()`` records the value before it.
@_spi(Internals) public final class SharedChangeTracker: Sendable {
  private struct Entry: @unchecked Sendable {
    // Unchecked: the value is a copy recorded once.
    let box: any AnySharedBox
    let value: Any
  }

  private struct State: Sendable {
    /// Boxes changed since the last `takeChanges()`, with their value before the first change.
    var pending: [ObjectIdentifier: Entry] = [:]
    /// Every box ever changed, with its value before its first change.
    var known: [ObjectIdentifier: Entry] = [:]
    var order: [ObjectIdentifier] = []
  }

  private let state = LockedValue(State())

  /// A tracker that has seen no change.
  public init() {}

  /// `box` is about to change from `value`; called with the box's lock held.
  func willChange(_ box: any AnySharedBox, from value: @autoclosure () -> Any) {
    let id = ObjectIdentifier(box)
    state.withLock { state in
      guard state.pending[id] == nil else { return }
      let entry = Entry(box: box, value: value())
      state.pending[id] = entry
      if state.known[id] == nil {
        state.known[id] = entry
        state.order.append(id)
      }
    }
  }

  /// The boxes changed since the last call, each with its value before and now.
  public func takeChanges() -> SharedChanges {
    let pending = state.withLock { state in
      defer { state.pending.removeAll() }
      return state.order.compactMap { state.pending[$0] }
    }
    // Boxes are read after the tracker's lock is released: a change holds a box's lock and then
    // takes the tracker's, so the other order could deadlock.
    return SharedChanges(
      changes: pending.map {
        SharedChanges.Change(box: $0.box, old: $0.value, new: $0.box.currentValue)
      })
  }

  /// The value now of every box ever changed.
  package func currentValues() -> SharedValues {
    let boxes = state.withLock { state in state.order.compactMap { state.known[$0]?.box } }
    var values: [ObjectIdentifier: Any] = [:]
    for box in boxes { values[ObjectIdentifier(box)] = box.currentValue }
    return SharedValues(values)
  }

  /// The value before its first change of every box ever changed.
  package func originalValues() -> SharedValues {
    state.withLock { state in SharedValues(state.known.mapValues(\.value)) }
  }
}

/// The shared values one step changed: each box with its value before and after.
@_spi(Internals) public struct SharedChanges: @unchecked Sendable {
  // Unchecked: values are copies recorded once; boxes are thread-safe.
  struct Change {
    let box: any AnySharedBox
    let old: Any
    let new: Any
  }

  let changes: [Change]

  /// No change.
  public init() { changes = [] }
  init(changes: [Change]) { self.changes = changes }

  /// Whether no shared value changed.
  public var isEmpty: Bool { changes.isEmpty }

  /// The values before the step.
  public var old: SharedValues {
    SharedValues(Dictionary(changes.map { (ObjectIdentifier($0.box), $0.old) }) { $1 })
  }
  /// The values after the step.
  public var new: SharedValues {
    SharedValues(Dictionary(changes.map { (ObjectIdentifier($0.box), $0.new) }) { $1 })
  }

  /// Runs `body` with states showing these changes: the values before on the old side, after on
  /// the new one.
  public func compare<R>(_ body: () throws -> R) rethrows -> R {
    guard !changes.isEmpty else { return try body() }
    return try withSharedComparison(old: old, new: new, body)
  }

  /// Puts back the values before the step (`undo`).
  public func revert() {
    for change in changes.reversed() { change.box.restore(change.old) }
  }

  /// Puts back the values after the step (`redo`).
  public func reapply() {
    for change in changes { change.box.restore(change.new) }
  }

  /// The same changes the other way: from the values after to the values before.
  public var reversed: SharedChanges {
    SharedChanges(changes: changes.reversed().map { Change(box: $0.box, old: $0.new, new: $0.old) })
  }

  /// These changes followed by `later`: each box's value before the first and after the last.
  public func followed(by later: SharedChanges) -> SharedChanges {
    var merged = changes
    for change in later.changes {
      if let index = merged.firstIndex(where: { $0.box === change.box }) {
        merged[index] = Change(box: change.box, old: merged[index].old, new: change.new)
      } else {
        merged.append(change)
      }
    }
    return SharedChanges(changes: merged)
  }
}

extension DependencyValues {
  /// The tracker of the store these dependencies belong to, if it tracks shared changes (test
  /// stores and shell sessions do).
  @_spi(Internals) public var sharedChangeTracker: SharedChangeTracker? {
    get { self[SharedChangeTrackerKey.self] }
    set { self[SharedChangeTrackerKey.self] = newValue }
  }
}

private enum SharedChangeTrackerKey: DependencyKey {
  static var liveValue: SharedChangeTracker? { nil }
  static var testValue: SharedChangeTracker? { nil }
}
