import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The folders the XDG specifications name for a user's files: the base directories
/// (`$XDG_DATA_HOME`, `$XDG_CACHE_HOME`) and the documents folder of xdg-user-dirs
/// (`XDG_DOCUMENTS_DIR` in `$XDG_CONFIG_HOME/user-dirs.dirs`).
///
/// It is where `URL.documentsDirectory`, `URL.applicationSupportDirectory` and
/// `URL.cachesDirectory` point on Linux, resolved from the environment and files it is given, so
/// tests can give their own. Every folder is absolute: a relative value is ignored, as the
/// specifications say, and the next source is used.
package struct XDGDirectories {
  /// An environment variable's value, or `nil` when unset.
  let environment: (String) -> String?
  /// A text file's contents, or `nil` when it cannot be read.
  let contents: (String) -> String?
  /// The user's home folder from the password database, for when `$HOME` is unset or empty.
  let accountHome: () -> String

  package init(
    environment: @escaping (String) -> String?,
    contents: @escaping (String) -> String?,
    accountHome: @escaping () -> String
  ) {
    self.environment = environment
    self.contents = contents
    self.accountHome = accountHome
  }

  /// The process's environment and files.
  package static var live: Self {
    Self(
      environment: { getenv($0).map { String(cString: $0) } },
      contents: { try? String(contentsOfFile: $0, encoding: .utf8) },
      accountHome: { URL.homeDirectory.path })
  }

  /// `$HOME`, else the account's home folder.
  package var home: String {
    absolute(environment("HOME")) ?? accountHome()
  }

  /// `$XDG_DATA_HOME`, else `~/.local/share`: where an application keeps its data.
  package var dataHome: String {
    absolute(environment("XDG_DATA_HOME")) ?? home.appendingPathComponent(".local/share")
  }

  /// `$XDG_CACHE_HOME`, else `~/.cache`.
  package var cacheHome: String {
    absolute(environment("XDG_CACHE_HOME")) ?? home.appendingPathComponent(".cache")
  }

  /// `$XDG_CONFIG_HOME`, else `~/.config`.
  package var configHome: String {
    absolute(environment("XDG_CONFIG_HOME")) ?? home.appendingPathComponent(".config")
  }

  /// The documents folder: `XDG_DOCUMENTS_DIR` as `user-dirs.dirs` sets it (`"$HOME/Documents"`
  /// is the home folder's `Documents`), else as the environment sets it, else `~/Documents`.
  package var documents: String {
    userDirectory("XDG_DOCUMENTS_DIR")
      ?? absolute(environment("XDG_DOCUMENTS_DIR"))
      ?? home.appendingPathComponent("Documents")
  }

  /// A folder `user-dirs.dirs` sets: a line `NAME="$HOME/…"` or `NAME="/…"`, as xdg-user-dirs
  /// writes them (shell syntax, so `\` escapes the next character).
  private func userDirectory(_ name: String) -> String? {
    guard let file = contents(configHome.appendingPathComponent("user-dirs.dirs")) else {
      return nil
    }
    var found: String?
    for line in file.split(whereSeparator: \.isNewline) {
      let line = line.drop { $0 == " " || $0 == "\t" }
      guard line.hasPrefix(name + "=") else { continue }
      var value = unquoted(line.dropFirst(name.count + 1))
      if value == "$HOME" || value.hasPrefix("$HOME/") {
        value = home + value.dropFirst("$HOME".count)
      }
      // The last assignment wins, as in the shell that reads the file.
      if let path = absolute(value) { found = path }
    }
    return found
  }

  /// `"…"` without its quotes and escapes; an unquoted value as it is.
  private func unquoted(_ value: Substring) -> String {
    var value = value
    while let last = value.last, last == " " || last == "\t" { value = value.dropLast() }
    guard value.count >= 2, value.first == "\"", value.last == "\"" else { return String(value) }
    var result = ""
    var escaped = false
    for character in value.dropFirst().dropLast() {
      if escaped || character != "\\" {
        result.append(character)
        escaped = false
      } else {
        escaped = true
      }
    }
    return result
  }

  /// `path` when it is absolute, `nil` when it is missing, empty or relative.
  private func absolute(_ path: String?) -> String? {
    guard let path, path.hasPrefix("/") else { return nil }
    return path
  }
}

extension String {
  /// This path with `component` after a `/`.
  fileprivate func appendingPathComponent(_ component: String) -> String {
    hasSuffix("/") ? self + component : self + "/" + component
  }
}
