#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What reducer operators resolved their key paths to, kept by call site, so that building a
/// `body` again costs a table lookup instead of making key paths.
///
/// A reducer's `body` is built anew for every action, and with it each `Scope`, `ifLet`,
/// `forEach` and `ifCaseLet` gets its key paths again. A case key path literal (`\.counter1`) is
/// a new key path object at each evaluation, and making one runs the runtime's demangler (about
/// 4 µs), as making a key path into a generic type (`\.child` of `Nest<Child>.State`) does. So
/// operators take their key paths as autoclosures and resolve them once per ``OperatorSite``: the
/// first call evaluates them and keeps the resolution here, later calls find it.
///
/// A site that is given other key paths later (a helper that passes its parameters on to
/// `Scope`) would find the first resolution. So the first few finds of each site, and then
/// every find whose count is a power of two, evaluate the key paths again and compare them with
/// the ones resolved; in a debug build every find does. A site found given other key paths is
/// marked as varying, and from then on resolves each time (through ``CasePathCache``). To skip
/// the check, pass ``AnyCasePath`` values, which the operators also take.
@usableFromInline
final class OperatorSiteCache: @unchecked Sendable {
  // Unchecked: every access to the table holds `mutex`.

  /// What a lookup found for a site.
  @usableFromInline
  enum Found {
    /// A resolution to use as it is.
    case resolved(AnyObject)
    /// A resolution to use once the key paths given this time are the ones it was made from;
    /// otherwise call ``markVarying(_:)``.
    case check(AnyObject)
    /// Nothing yet: resolve, then ``store(_:at:)``.
    case none
    /// A site given different key paths: resolve each time.
    case varying
  }

  /// One slot of the open-addressing table.
  private struct Slot {
    var site: OperatorSite?
    var resolution: AnyObject?
    var finds: UInt32 = 0
  }

  /// The table: slots found by linear probing from the site's hash, at most half of them full.
  private struct Table {
    var slots = [Slot](repeating: Slot(), count: 256)
    var count = 0

    /// The slot that holds `site`, or the empty slot where it would go.
    func index(of site: OperatorSite) -> Int {
      let mask = slots.count - 1
      var index = Int(truncatingIfNeeded: site.hash >> 40) & mask
      while let occupant = slots[index].site, occupant != site {
        index = (index + 1) & mask
      }
      return index
    }

    /// Puts `slot` in, replacing what its site had; grows, or starts over past ``limit``.
    mutating func insert(_ slot: Slot) {
      guard let site = slot.site else { return }
      if count >= OperatorSiteCache.limit {
        self = Table()
      } else if (count + 1) * 2 > slots.count {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old {
          if let site = slot.site { slots[index(of: site)] = slot }
        }
      }
      let position = index(of: site)
      if slots[position].site == nil { count += 1 }
      slots[position] = slot
    }
  }

  /// How many finds of a site check the key paths before only powers of two do.
  static let checkedFinds: UInt32 = 16
  /// Past this many sites the table starts over: only generic code instantiated with ever new
  /// types gets there.
  static let limit = 1 << 14

  @usableFromInline static let shared = OperatorSiteCache()

  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  // Behind a pointer rather than in a `var`: a class's `var` is checked for exclusive access at
  // run time on each use, which costs more than the lookup.
  private let table = UnsafeMutablePointer<Table>.allocate(capacity: 1)

  private init() {
    pthread_mutex_init(mutex, nil)
    table.initialize(to: Table())
  }

  deinit {
    table.deinitialize(count: 1)
    table.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// What is kept for `site`.
  @usableFromInline
  func find(_ site: OperatorSite) -> Found {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    let index = table.pointee.index(of: site)
    guard table.pointee.slots[index].site != nil else { return .none }
    guard let resolution = table.pointee.slots[index].resolution else { return .varying }
    let finds = table.pointee.slots[index].finds &+ 1
    table.pointee.slots[index].finds = finds
    #if DEBUG
      return .check(resolution)
    #else
      return finds <= Self.checkedFinds || finds & (finds - 1) == 0
        ? .check(resolution) : .resolved(resolution)
    #endif
  }

  /// Keeps `resolution` for `site`.
  @usableFromInline
  func store(_ resolution: AnyObject & Sendable, at site: OperatorSite) {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    table.pointee.insert(Slot(site: site, resolution: resolution))
  }

  /// Marks `site` as given different key paths over time: it resolves them each time from now on.
  @usableFromInline
  func markVarying(_ site: OperatorSite) {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    table.pointee.insert(Slot(site: site, resolution: nil))
  }
}

extension OperatorSiteCache {
  /// The resolution of the operator call at `fileID`, `line` and `column`: kept from an earlier
  /// call, or made now with `resolve`.
  ///
  /// - Parameters:
  ///   - resolve: Evaluates the call's key paths and resolves them.
  ///   - isResolution: Whether a kept resolution was made from the key paths the call gives
  ///     now (evaluating them).
  @inlinable
  static func resolution<Resolution: AnyObject & Sendable>(
    fileID: StaticString, line: UInt, column: UInt,
    resolve: () -> Resolution,
    isResolution: (Resolution) -> Bool
  ) -> Resolution {
    let site = OperatorSite(
      fileID: fileID, line: line, column: column, resolution: Resolution.self)
    switch shared.find(site) {
    case .resolved(let resolution):
      // The site's types include `Resolution`: this is the object stored for them.
      return unsafeDowncast(resolution, to: Resolution.self)
    case .check(let resolution):
      let resolution = unsafeDowncast(resolution, to: Resolution.self)
      if isResolution(resolution) { return resolution }
      shared.markVarying(site)
      return resolve()
    case .none:
      let resolution = resolve()
      shared.store(resolution, at: site)
      return resolution
    case .varying:
      return resolve()
    }
  }
}
