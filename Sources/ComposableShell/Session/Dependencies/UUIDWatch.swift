import ComposableArchitectureCore
@_spi(Internals) import ConcurrencyExtras
import FoundationEssentials
import Synchronization

/// Watches the UUIDs a session's `uuid` dependency makes, so that the step that uses one can be
/// told when the state already held it, and `skip` can give a step the UUIDs it made before.
///
/// The counting generator starts at `UUID(0)`, which an initial state written by hand (or read
/// from a file) may already hold: `IdentifiedArray.append` then keeps the old element, and the
/// step changes nothing, with no sign of why.
///
/// A replay (`skip`) hands each of your steps the UUIDs it made when first taken
/// (``replay(_:)``), still calling the generator for each, and calls it for those a skipped step
/// made (``pass(_:)``): so the generator is where it was at each step, and the ids later steps
/// name are the ones they had.
final class UUIDWatch: Sendable {
  private struct Watched {
    var made: [UUID] = []
    /// The UUIDs to hand out next, instead of the generator's.
    var replayed: [UUID] = []
    /// How many of the generator's UUIDs to throw away before the next.
    var passed = 0
  }

  private let watched = LockedValue(Watched())
  /// Whether ``watched`` has made any: read at every step, without taking the lock.
  private let hasMade = Atomic(false)

  /// `generator`, telling this watch each UUID it makes.
  func watching(_ generator: UUIDGenerator) -> UUIDGenerator {
    UUIDGenerator { [self] in
      let (passed, replayed) = watched.withLock { watched in
        defer { watched.passed = 0 }
        return (watched.passed, watched.replayed.isEmpty ? nil : watched.replayed.removeFirst())
      }
      for _ in 0..<passed { _ = generator() }
      let made = generator()
      let uuid = replayed ?? made
      watched.withLock { $0.made.append(uuid) }
      hasMade.store(true, ordering: .releasing)
      return uuid
    }
  }

  /// Whether a UUID was made since the last ``takeMade()``, as cheap as a load.
  var hasMadeAny: Bool { hasMade.load(ordering: .acquiring) }

  /// The UUIDs made since the last call, oldest first.
  func takeMade() -> [UUID] {
    guard hasMade.load(ordering: .acquiring) else { return [] }
    return watched.withLock { watched in
      hasMade.store(false, ordering: .relaxed)
      defer { watched.made.removeAll() }
      return watched.made
    }
  }

  /// Hands out `uuids` as the next UUIDs made (an empty list: the generator's again).
  func replay(_ uuids: [UUID]) { watched.withLock { $0.replayed = uuids } }

  /// Throws away the next `count` UUIDs the generator makes, as a skipped step used them.
  func pass(_ count: Int) { watched.withLock { $0.passed += count } }

  /// Forgets the UUIDs to throw away: a new generator starts (`dependency uuid …`).
  func forgetPassed() { watched.withLock { $0.passed = 0 } }
}
