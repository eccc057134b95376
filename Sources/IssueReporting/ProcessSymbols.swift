#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Looks up functions of libraries the running process has loaded, without linking them: how
/// CustomDump reaches XCTest and Swift Testing only when a test runner has loaded them.
///
/// Follows swift-issue-reporting's approach: `dlsym` over the process's global scope, by the
/// Swift mangled name of a public function.
enum ProcessSymbols {
  /// The address of the function named `mangledName` (`$s6XCTest7XCTFail…`), or `nil` when no
  /// loaded library defines it.
  static func address(of mangledName: String) -> UnsafeMutableRawPointer? {
    dlsym(process.handle, mangledName)
  }

  /// The handle of the process's global symbol scope: the executable and every library loaded
  /// with it. `dlopen(nil)` never fails.
  private static let process = Handle(handle: dlopen(nil, RTLD_LAZY))

  private struct Handle: @unchecked Sendable {
    // A process handle is never closed and `dlsym` is thread-safe.
    let handle: UnsafeMutableRawPointer?
  }
}
