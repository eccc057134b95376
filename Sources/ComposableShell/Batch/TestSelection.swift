#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which of the scripts `tca-shell test` found it runs: those `-k PATTERN` keeps, then those of
/// this `--shard K/N`.
///
/// - `-k PATTERN` keeps a script whose path (as the `ok` line shows it) has PATTERN in it, letters
///   compared without case, as pytest's `-k` matches a name; a PATTERN with `*`, `?` or `[` is a
///   glob (fnmatch, `*` crossing `/`) matched against the whole path (without a leading `./`) or
///   the file's name. Several
///   `-k` keep a script any of them matches.
/// - `--shard K/N` keeps the scripts whose path hashes to share K of N (FNV-1a of the path
///   without a leading `./`), as cargo-nextest's `--partition hash:K/N` does: the same scripts on
///   every machine and every run, and adding or removing a script never moves another one to a
///   different share, so a CI matrix's jobs keep their scripts. The shares are even only on
///   average; the N shares of a run cover every script exactly once.
struct TestSelection {
  /// `--shard K/N`: share `index` (1-based) of `count`.
  struct Shard: Equatable, Sendable {
    var index: Int
    var count: Int

    /// `K/N`, with 1 ≤ K ≤ N; `nil` for anything else.
    init?(_ text: String) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
        count >= 1, (1...count).contains(index)
      else { return nil }
      self.index = index
      self.count = count
    }

    /// Whether the script at `path` is in this share.
    func contains(_ path: String) -> Bool {
      Int(Self.hash(Self.normalized(path)) % UInt64(count)) == index - 1
    }

    /// The path without leading `./`: `./a.tca` and `a.tca` are the same script.
    static func normalized(_ path: String) -> Substring {
      var path = Substring(path)
      while path.hasPrefix("./") { path = path.dropFirst(2).drop { $0 == "/" } }
      return path
    }

    /// 64-bit FNV-1a of the text's UTF-8: the same on every machine and run, unlike `Hasher`.
    static func hash(_ text: Substring) -> UInt64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
      return hash
    }
  }

  var filters: [String] = []
  var shard: Shard?

  /// Whether `-k` keeps the script at `path` (always, without `-k`).
  func matchesFilters(_ path: String) -> Bool {
    filters.isEmpty || filters.contains { Self.matches(path, pattern: $0) }
  }

  /// Whether `--shard` keeps the script at `path` (always, without `--shard`).
  func isInShard(_ path: String) -> Bool { shard?.contains(path) ?? true }

  /// Whether `path` matches one `-k PATTERN`: as a substring, or as a glob when PATTERN has
  /// glob characters; letters compared without case.
  static func matches(_ path: String, pattern: String) -> Bool {
    let path = Shard.normalized(path).lowercased()
    let pattern = pattern.lowercased()
    guard pattern.contains(where: { "*?[".contains($0) }) else { return path.contains(pattern) }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return fnmatch(pattern, path, 0) == 0 || fnmatch(pattern, name, 0) == 0
  }
}
