import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tca-shell test PATH…`: runs script files as tests, each in its own `tca-shell` process on a
/// fresh store, up to `--jobs` at a time, and prints one line a script with its time, in the
/// order given, then the failures again and `N passed, N failed in TIME` (see ``TestReport``).
///
/// ```
/// ok   scripts/examples/timers.tca (0.21s)
/// FAIL scripts/bug.tca:3: expectation failed: count (Expected: -, Actual: +) (0.05s)
///      - 10
///      + 1
/// …
/// 1 passed, 1 failed in 0.31s
/// ```
///
/// A script's feature, reducer and clock come from its shebang line, else from the command line.
/// A directory stands for the `*.tca` files below it, sorted; `-k` and `--shard` choose among
/// them (``TestSelection``). A script without a command fails (`no commands`): a file emptied by
/// mistake must not pass. With `--junit FILE` the results are also written as JUnit XML. Ctrl-C
/// (SIGINT) stops the scripts running, reports those that finished, writes their JUnit, and
/// ends with exit status 130.
@MainActor
struct TestRunner {
  let shell: Shell
  let options: Options
  let output: Output

  /// One script's outcome.
  struct Result {
    var path: String
    var failure: Failure?
    /// How long its process ran; `nil` when none was started (a missing file, no commands).
    var duration: Duration?
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

  /// The exit status after Ctrl-C, 128 + SIGINT, as shells report a process SIGINT ended.
  nonisolated static let interruptedStatus: Int32 = 130

  private typealias Job = (index: Int, child: ChildProcess, start: ContinuousClock.Instant)

  /// Runs the scripts at `paths`.
  ///
  /// - Returns: 0 when every script passed, 1 otherwise, 130 when Ctrl-C stopped the run.
  /// - Throws: ``UsageError`` when the paths hold no script, or `-k` matches none.
  func run(_ paths: [String]) async throws(UsageError) -> Int32 {
    let start = ContinuousClock.now
    let found = paths.flatMap(Self.scripts(at:))
    guard !found.isEmpty else {
      throw UsageError("no *.tca scripts in \(paths.joined(separator: ", "))")
    }
    let selection = TestSelection(filters: options.testFilters, shard: options.shard)
    let matching = found.filter(selection.matchesFilters)
    guard !matching.isEmpty else {
      let patterns = options.testFilters.map { "-k '\($0)'" }.joined(separator: ", ")
      throw UsageError(
        "no script matches \(patterns) (of \(found.count) in \(paths.joined(separator: ", ")))")
    }
    let scripts = matching.filter(selection.isInShard)
    if let junitFile = options.junitFile, let report = FileIdentity(path: junitFile),
      found.contains(where: { FileIdentity(path: $0) == report })
    {
      // The report, written at the end, would replace the script.
      throw UsageError(
        "--junit '\(junitFile)' is one of the scripts; write the report to another file")
    }
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let interrupts = InterruptCount()
    var results: [Result?] = Array(repeating: nil, count: scripts.count)
    var running: [pid_t: Job] = [:]
    var next = 0
    var printed = 0
    var timedOut: Set<pid_t> = []
    var interrupted = false
    while printed < scripts.count {
      while running.count < jobs, next < scripts.count, !interrupts.happened {
        let index = next
        next += 1
        let path = scripts[index]
        do throws(CommandError) {
          guard FileManager.default.fileExists(atPath: path) else {
            throw CommandError("no such file or directory")
          }
          if let line = Shebang.firstLine(ofFile: path) {
            if let other = Shebang.foreignProgram(line: line, program: shell.name) {
              throw CommandError(
                "a script for '\(other)' (its first line runs it), not for \(shell.name)")
            }
            if let problem = Shebang.parseError(line: line, program: shell.name) {
              throw CommandError("a shebang for \(shell.name) that does not parse: \(problem)")
            }
          }
          guard ScriptSource.hasCommands(path) else { throw CommandError("no commands") }
          let child = try ChildProcess.start(ChildProcess.currentExecutable, arguments(for: path))
          running[child.pid] = (index, child, .now)
        } catch {
          results[index] = Result(
            path: path, failure: Failure(summary: "\(path): \(error.message)", details: ""),
            duration: nil)
        }
      }
      if interrupts.happened {
        stop(&running)
        interrupted = true
        break
      }
      if results[printed] == nil {
        guard let (pid, termination) = waitForAny(&running, timedOut: &timedOut, interrupts)
        else {
          if interrupts.happened { continue }
          // No child left to wait for: report the ones still counted as running.
          for job in running.values {
            results[job.index] = Result(
              path: scripts[job.index],
              failure: Failure(summary: "\(scripts[job.index]): lost its process", details: ""),
              duration: nil)
          }
          running.removeAll()
          continue
        }
        if let job = running.removeValue(forKey: pid) {
          // A terminal's Ctrl-C ends the scripts with this process: stopped, not failed.
          if termination == .signaled(SIGINT), interrupts.happened {
            _ = job.child.takeErrorOutput()
            continue
          }
          results[job.index] = result(
            of: job, termination: termination, timedOut: timedOut.remove(pid) != nil,
            path: scripts[job.index])
        }
      }
      while printed < scripts.count, let result = results[printed] {
        for line in TestReport.lines(of: result) { output.line(line) }
        output.flush()
        printed += 1
      }
    }
    // The terminal echoed `^C`: the report starts on a line of its own.
    if interrupted, isatty(1) != 0 { output.line("") }
    // After Ctrl-C, the scripts that finished behind one that did not are reported too.
    for result in results[printed...].compactMap({ $0 }) {
      for line in TestReport.lines(of: result) { output.line(line) }
    }
    let finished = results.compactMap { $0 }
    for line in TestReport(durations: options.durations).footer(
      results: finished, deselected: found.count - scripts.count,
      notRun: interrupted ? scripts.count - finished.count : nil, elapsed: start.duration(to: .now))
    {
      output.line(line)
    }
    output.flush()
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
    if interrupted { return Self.interruptedStatus }
    return finished.contains { $0.failure != nil } ? 1 : 0
  }

  /// The result of `job`, whose process ended with `termination` (killed for running past the
  /// `--timeout` when `timedOut`).
  private func result(
    of job: Job, termination: ChildProcess.Termination, timedOut: Bool, path: String
  ) -> Result {
    let errors = job.child.takeErrorOutput()
    let duration = job.start.duration(to: .now)
    guard timedOut else {
      return Self.result(path: path, termination: termination, errors: errors, duration: duration)
    }
    let limit = DurationText.format(options.timeout ?? Options.defaultTimeout)
    return Result(
      path: path,
      failure: Failure(
        summary: "\(path): still running after \(limit) (--timeout \(limit)); killed",
        details: errors),
      duration: duration)
  }

  /// Ends the scripts still running after Ctrl-C (a terminal's Ctrl-C reached them already; a
  /// `kill -INT` of this process alone did not) and reaps them; what they printed is dropped.
  private func stop(_ running: inout [pid_t: Job]) {
    for (pid, job) in running {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      _ = job.child.takeErrorOutput()
    }
    running.removeAll()
  }

  /// Waits for a child to end, killing (SIGKILL) each that ran longer than the `--timeout` and
  /// adding it to `timedOut`; `nil` when no child is left, or when Ctrl-C came.
  private func waitForAny(
    _ running: inout [pid_t: Job], timedOut: inout Set<pid_t>, _ interrupts: InterruptCount
  ) -> (pid: pid_t, termination: ChildProcess.Termination)? {
    let limit = options.timeout ?? Options.defaultTimeout
    while true {
      if interrupts.happened { return nil }
      if let ended = ChildProcess.ended() { return ended }
      if limit > .zero {
        for (pid, job) in running
        where !timedOut.contains(pid) && job.start.duration(to: .now) > limit {
          kill(pid, SIGKILL)
          timedOut.insert(pid)
        }
      }
      // Polled, so that Ctrl-C is seen within a few milliseconds whatever the children do.
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
    if options.storage != .memory { arguments += ["--storage", options.storage.rawValue] }
    arguments += options.dependencies.flatMap { ["--dependency", "\($0.name)=\($0.value)"] }
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
