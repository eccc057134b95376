import ComposableArchitectureCore
@_spi(Internals) import ConcurrencyExtras
import FoundationEssentials
import Synchronization

/// Watches the dates a session's `date` dependency makes, so that `skip` can give each of your
/// steps the dates it read when first taken (a `date` of `now` reads the clock on the wall, which
/// a replay would read again).
final class DateWatch: Sendable {
  private struct Watched {
    var made: [Date] = []
    /// The dates to hand out next, instead of the generator's.
    var replayed: [Date] = []
  }

  private let watched = LockedValue(Watched())
  /// Whether ``watched`` has made any: read at every step, without taking the lock.
  private let hasMade = Atomic(false)

  /// `generator`, telling this watch each date it makes.
  func watching(_ generator: DateGenerator) -> DateGenerator {
    DateGenerator { [self] in
      let now = generator()
      let date = watched.withLock { watched in
        let date = watched.replayed.isEmpty ? now : watched.replayed.removeFirst()
        watched.made.append(date)
        return date
      }
      hasMade.store(true, ordering: .releasing)
      return date
    }
  }

  /// Whether a date was made since the last ``takeMade()``, as cheap as a load.
  var hasMadeAny: Bool { hasMade.load(ordering: .acquiring) }

  /// The dates made since the last call, oldest first.
  func takeMade() -> [Date] {
    guard hasMade.load(ordering: .acquiring) else { return [] }
    return watched.withLock { watched in
      hasMade.store(false, ordering: .relaxed)
      defer { watched.made.removeAll() }
      return watched.made
    }
  }

  /// Hands out `dates` as the next dates made (an empty list: the generator's again).
  func replay(_ dates: [Date]) { watched.withLock { $0.replayed = dates } }
}
