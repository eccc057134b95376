#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A script's first line naming how to run it:
/// `#!/usr/bin/env -S tca-shell FEATURE [--reducer V] -f` (with the shell's own name for
/// `tca-shell`).
///
/// Its arguments (without the final `-f`) are read as a command line, so a script names its
/// feature, reducer variant and clock where it also works as an executable.
struct Shebang: Equatable {
  /// The arguments after `tca-shell`, without the trailing `-f`.
  let arguments: [String]
  /// Them, parsed.
  let options: Options

  /// Reads `line`; `nil` when it is not a shebang that runs `program` (the shell's name) on a
  /// script.
  init?(line: String, program: String = "tca-shell") {
    guard let arguments = Self.arguments(line: line, program: program),
      let options = try? Options.parse(arguments, program: program), options.mode == .run,
      options.sources.isEmpty
    else { return nil }
    self.arguments = arguments
    self.options = options
  }

  /// Why `line`, a shebang that runs `program`, is no command line of `program`'s: the usage
  /// error its arguments give (`unknown option '--bogus'`), which running the script as an
  /// executable would give too; `nil` for a line that parses or runs another program.
  static func parseError(line: String, program: String = "tca-shell") -> String? {
    guard let arguments = arguments(line: line, program: program) else { return nil }
    do throws(UsageError) {
      _ = try Options.parse(arguments, program: program)
      return nil
    } catch {
      return error.message
    }
  }

  /// The words after `program` on a shebang line that runs it, without the trailing `-f`.
  private static func arguments(line: String, program: String) -> [String]? {
    guard line.hasPrefix("#!") else { return nil }
    let words = line.dropFirst(2).split(whereSeparator: \.isWhitespace).map(String.init)
    guard
      let index = words.firstIndex(where: {
        $0.split(separator: "/").last.map(String.init) == program
      })
    else { return nil }
    var arguments = Array(words[(index + 1)...])
    if let last = arguments.last, last == "-f" || last == "--file" { arguments.removeLast() }
    return arguments
  }

  /// The program a shebang line runs when it is not `program`: `kitchen-shell` for
  /// `#!/usr/bin/env -S kitchen-shell kitchen -f`, `sh` for `#!/bin/sh`; `nil` for a line that
  /// is no shebang or runs `program`.
  static func foreignProgram(line: String, program: String = "tca-shell") -> String? {
    guard line.hasPrefix("#!") else { return nil }
    var words = line.dropFirst(2).split(whereSeparator: \.isWhitespace).map { word in
      word.split(separator: "/").last.map(String.init) ?? String(word)
    }[...]
    guard var runs = words.popFirst() else { return nil }
    if runs == "env" {
      // `env`'s own options and variable assignments come before the program.
      while let word = words.first, word.hasPrefix("-") || word.contains("=") {
        words.removeFirst()
      }
      guard let named = words.first else { return nil }
      runs = named
    }
    return runs == program ? nil : runs
  }

  /// The first line of the file at `path`, or `nil` when it cannot be read or is not a regular
  /// file: reading a pipe (`-f <(generate)`) would take the lines the script then runs.
  static func firstLine(ofFile path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var data = [UInt8](repeating: 0, count: 4096)
    let count = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    data.removeSubrange(max(count, 0)...)
    var bytes = data.prefix { $0 != UInt8(ascii: "\n") }
    if bytes.starts(with: ScriptSource.byteOrderMark) { bytes = bytes.dropFirst(3) }
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
