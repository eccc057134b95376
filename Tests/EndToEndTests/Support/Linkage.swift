import Foundation

/// The shared libraries a built binary loads, as `ldd` lists them.
enum Linkage {
  /// The test frameworks no product binary may load: CustomDump and ComposableArchitecture find
  /// XCTest and Swift Testing in the running process instead of linking them.
  static let testFrameworks = ["libXCTest", "libTesting", "lib_TestingInterop"]

  /// The file names of the libraries `binary` loads (`libc.so.6`, …), from `ldd`.
  static func libraries(of binary: String) async throws -> [String] {
    let result = try await spawn(["ldd", binary])
    guard result.status == 0 else {
      throw LinkageError(message: "ldd \(binary) failed: \(result.stderr)")
    }
    // "\tlibedit.so.2 => /usr/lib/x86_64-linux-gnu/libedit.so.2 (0x…)" or "\t/lib64/ld-…"
    return result.stdout.split(separator: "\n").compactMap { line in
      line.split(whereSeparator: \.isWhitespace).first
        .map { String($0.split(separator: "/").last ?? $0) }
    }
  }

  /// The test frameworks among the libraries `binary` loads: empty when it is clean.
  static func testFrameworks(loadedBy binary: String) async throws -> [String] {
    try await libraries(of: binary).filter { library in
      testFrameworks.contains { library.hasPrefix($0 + ".") }
    }
  }

  struct LinkageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }
}
