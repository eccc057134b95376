#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a mutex: the caches the dumper keeps (type names, value kinds), and the
/// little shared mutable state of the package's other modules (effect monitors, clocks,
/// dependency caches), which use it through its SPI (`@_spi(Internals) import ConcurrencyExtras`).
///
/// A pthread mutex, not `Synchronization.Mutex`: on Linux a contended `Mutex` waits and hands
/// over in the kernel (`FUTEX_LOCK_PI`), where ThreadSanitizer cannot see it, so
/// `swift test --sanitize=thread` reported races on state this lock guards. ThreadSanitizer knows
/// pthread mutexes, and glibc's is also the faster of the two under contention
/// (swiftlang/swift#88440).
///
/// SPI and inlinable: its users are in other modules, where a `package` type's members are not
/// inlined, so a `withLock` ran unspecialized, its closure out of line (see ``TypeMap``).
@_spi(Internals) public final class LockedValue<Value: Sendable>: @unchecked Sendable {
  @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  @usableFromInline let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)

  @inlinable public init(_ value: Value) {
    pthread_mutex_init(mutex, nil)
    self.value.initialize(to: value)
  }

  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock; not reentrant.
  @inlinable public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value.pointee)
  }
}
