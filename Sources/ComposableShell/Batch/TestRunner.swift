import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tca-shell test PATH…`: runs script files as tests, each in its own `tca-shell` process on a
/// fresh store, up to `--jobs` at a time, and prints one line a script, in the order given, then
/// `N passed, N failed`.
///
/// ```
/// ok   scripts/examples/timers.tca
/// FAIL scripts/bug.tca:3: expectation failed: count (Expected: -, Actual: +)
///      - 10
///      + 1
/// 1 passed, 1 failed
/// ```
///
/// A script's feature, reducer and clock come from its shebang line, else from the command line.
/// A directory stands for the `*.tca` files below it, sorted. With `--junit FILE` the results
/// are also written as JUnit XML.
@MainActor
struct TestRunner {
  let shell: Shell
  let options: Options
  let output: Output

  /// One script's outcome.
  struct Result {
    var path: String
    var failure: Failure?
    var duration: Duration
  }

  /// Why a script failed: the first error's location and message, and everything it printed.
  struct Failure {
    /// `path:LINE: message`, or `path: message`.
    var summary: String
    var details: String
    /// The first error's lines after its first: an `expect`'s expected and actual values, shown
    /// under the `FAIL` line.
    var more: [String] = []
    /// The first error whole: ``summary`` and every line after it, however many (JUnit's
    /// `message`).
    var message: String?
  }

  /// How many of a failure's further lines are shown under its `FAIL` line.
  nonisolated static let moreLineLimit = 12

  /// Runs the scripts at `paths`.
  ///
  /// - Returns: 0 when every script passed, 1 otherwise.
  /// - Throws: ``UsageError`` when the paths hold no script.
  func run(_ paths: [String]) async throws(UsageError) -> Int32 {
    let scripts = paths.flatMap(Self.scripts(at:))
    guard !scripts.isEmpty else {
      throw UsageError("no *.tca scripts in \(paths.joined(separator: ", "))")
    }
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    var results: [Result?] = Array(repeating: nil, count: scripts.count)
    var running: [pid_t: (index: Int, child: ChildProcess, start: ContinuousClock.Instant)] = [:]
    var next = 0
    var printed = 0
    var timedOut: Set<pid_t> = []
    while printed < scripts.count {
      while running.count < jobs, next < scripts.count {
        let index = next
        next += 1
        let path = scripts[index]
        do throws(CommandError) {
          guard FileManager.default.fileExists(atPath: path) else {
            throw CommandError("no such file or directory")
          }
          if let line = Shebang.firstLine(ofFile: path),
            let other = Shebang.foreignProgram(line: line, program: shell.name)
          {
            throw CommandError(
              "a script for '\(other)' (its first line runs it), not for \(shell.name)")
          }
          let child = try ChildProcess.start(ChildProcess.currentExecutable, arguments(for: path))
          running[child.pid] = (index, child, .now)
        } catch {
          results[index] = Result(
            path: path, failure: Failure(summary: "\(path): \(error.message)", details: ""),
            duration: .zero)
        }
      }
      if results[printed] == nil {
        guard let (pid, termination) = waitForAny(&running, timedOut: &timedOut) else {
          // No child left to wait for: report the ones still counted as running.
          for job in running.values {
            results[job.index] = Result(
              path: scripts[job.index],
              failure: Failure(summary: "\(scripts[job.index]): lost its process", details: ""),
              duration: .zero)
          }
          running.removeAll()
          continue
        }
        if let job = running.removeValue(forKey: pid) {
          let errors = job.child.takeErrorOutput()
          if timedOut.remove(pid) != nil {
            let limit = DurationText.format(options.timeout ?? Options.defaultTimeout)
            let path = scripts[job.index]
            results[job.index] = Result(
              path: path,
              failure: Failure(
                summary: "\(path): still running after \(limit) (--timeout \(limit)); killed",
                details: errors),
              duration: job.start.duration(to: .now))
          } else {
            results[job.index] = Self.result(
              path: scripts[job.index], termination: termination, errors: errors,
              duration: job.start.duration(to: .now))
          }
        }
      }
      while printed < scripts.count, let result = results[printed] {
        output.line(result.failure.map { "FAIL \($0.summary)" } ?? "ok   \(result.path)")
        for line in result.failure?.more ?? [] { output.line("     \(line)") }
        output.flush()
        printed += 1
      }
    }
    let finished = results.compactMap { $0 }
    let failed = finished.filter { $0.failure != nil }.count
    output.line("\(finished.count - failed) passed, \(failed) failed")
    if let junitFile = options.junitFile {
      do throws(CommandError) {
        // Whole or not at all: a report cut short on a full disk must never read as green.
        try AtomicFile.write(
          Array(JUnitReport(results: finished, suite: shell.name).xml.utf8), to: junitFile)
      } catch {
        output.errorLine("\(shell.name): error: cannot write '\(junitFile)': \(error.message)")
        return 1
      }
    }
    return failed == 0 ? 0 : 1
  }

  /// Waits for a child to end, killing (SIGKILL) each that ran longer than the `--timeout` and
  /// adding it to `timedOut`; `nil` when no child is left.
  private func waitForAny(
    _ running: inout [pid_t: (index: Int, child: ChildProcess, start: ContinuousClock.Instant)],
    timedOut: inout Set<pid_t>
  ) -> (pid: pid_t, termination: ChildProcess.Termination)? {
    let limit = options.timeout ?? Options.defaultTimeout
    guard limit > .zero else { return ChildProcess.waitForAny() }
    while true {
      if let ended = ChildProcess.ended() { return ended }
      for (pid, job) in running
      where !timedOut.contains(pid) && job.start.duration(to: .now) > limit {
        kill(pid, SIGKILL)
        timedOut.insert(pid)
      }
      usleep(5_000)
    }
  }

  /// The command line that runs `path` quietly: its shebang's feature, reducer and clock, else
  /// the test command line's.
  private func arguments(for path: String) -> [String] {
    var arguments: [String]
    if let line = Shebang.firstLine(ofFile: path),
      let shebang = Shebang(line: line, program: shell.name)
    {
      arguments = shebang.arguments
      if shebang.options.feature == nil { arguments.insert(shell.features[0].name, at: 0) }
    } else {
      arguments = [options.feature ?? shell.features[0].name]
      if let reducer = options.reducer { arguments += ["--reducer", reducer] }
      if options.clock != .test { arguments += ["--clock", options.clock.rawValue] }
      if let state = options.stateFile { arguments += ["--state", state] }
    }
    if options.allowWarnings { arguments.append("--allow-warnings") }
    if let limit = options.maxWakeUps { arguments += ["--max-wakeups", String(limit)] }
    return arguments + ["--quiet", "--color", "never", "-f", path]
  }

  /// The result of a child that ended with `termination` after writing `errors`.
  nonisolated static func result(
    path: String, termination: ChildProcess.Termination, errors: String, duration: Duration
  ) -> Result {
    if termination == .exited(0) { return Result(path: path, failure: nil, duration: duration) }
    let lines = errors.split(separator: "\n").map(String.init)
    var summary: String
    var more: [String] = []
    var message: String?
    if let index = lines.firstIndex(where: { $0.hasPrefix(path + ":") }),
      let range = lines[index].firstRange(of: ": error: ")
    {
      // `path:LINE: error: message` → `path:LINE: message`.
      let first = lines[index]
      summary = first[..<range.lowerBound] + ": " + first[range.upperBound...]
      // The message's other lines (an `expect`'s `- expected` and `+ actual`), up to the next
      // message.
      let rest = lines[(index + 1)...].prefix { !$0.hasPrefix(path + ":") }
      more = Array(rest.prefix(moreLineLimit))
      if rest.count > moreLineLimit { more.append("… (\(rest.count - moreLineLimit) more lines)") }
      message = ([summary] + rest).joined(separator: "\n")
    } else if let first = lines.first(where: { $0.contains("error: ") }),
      let range = first.firstRange(of: "error: ")
    {
      summary = "\(path): \(first[range.upperBound...])"
    } else {
      switch termination {
      case .signaled(let signal): summary = "\(path): crashed (signal \(signal))"
      case .exited(let status): summary = "\(path): exited with status \(status)"
      }
      if let last = lines.last { summary += ": \(last)" }
    }
    return Result(
      path: path, failure: Failure(summary: summary, details: errors, more: more, message: message),
      duration: duration)
  }

  /// The scripts `path` names: itself, or the `*.tca` files below a directory, sorted.
  nonisolated static func scripts(at path: String) -> [String] {
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory
    else { return [path] }
    let base = path.hasSuffix("/") ? path : path + "/"
    let found = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
    return found.filter { $0.hasSuffix(".tca") }.sorted().map { base + $0 }
  }
}
