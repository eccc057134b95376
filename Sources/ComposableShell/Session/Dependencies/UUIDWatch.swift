import ComposableArchitectureCore
import FoundationEssentials
import Synchronization

/// Watches the UUIDs a session's `uuid` dependency makes, so that the step that uses one can be
/// told when the state already held it.
///
/// The counting generator starts at `UUID(0)`, which an initial state written by hand (or read
/// from a file) may already hold: `IdentifiedArray.append` then keeps the old element, and the
/// step changes nothing, with no sign of why.
final class UUIDWatch: Sendable {
  private let made = LockedValue<[UUID]>([])
  /// Whether ``made`` holds any: read at every step, without taking the lock.
  private let hasMade = Atomic(false)

  /// `generator`, telling this watch each UUID it makes.
  func watching(_ generator: UUIDGenerator) -> UUIDGenerator {
    UUIDGenerator { [self] in
      let uuid = generator()
      made.withLock { $0.append(uuid) }
      hasMade.store(true, ordering: .releasing)
      return uuid
    }
  }

  /// Whether a UUID was made since the last ``takeMade()``, as cheap as a load.
  var hasMadeAny: Bool { hasMade.load(ordering: .acquiring) }

  /// The UUIDs made since the last call, oldest first.
  func takeMade() -> [UUID] {
    guard hasMade.load(ordering: .acquiring) else { return [] }
    return made.withLock { made in
      hasMade.store(false, ordering: .relaxed)
      defer { made.removeAll() }
      return made
    }
  }
}
