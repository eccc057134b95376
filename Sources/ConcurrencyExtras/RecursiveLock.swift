#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recursive pthread mutex, for the package's modules: what Foundation's `NSRecursiveLock` is,
/// without loading Foundation (the product binaries load only FoundationEssentials; see the
/// README's "Performance" section). A thread that holds it may lock it again; each `lock()` needs
/// its `unlock()` on the same thread. ThreadSanitizer sees it, as it sees ``LockedValue``'s mutex.
package final class RecursiveLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  package init() {
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Waits for the lock, unless this thread holds it already.
  package func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Gives back one `lock()`.
  package func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// Runs `body` holding the lock.
  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock()
    defer { unlock() }
    return try body()
  }
}
