@_spi(Internals) import ComposableArchitectureCore
import CustomDump

/// A running feature as the shell's front ends see it: something that carries out commands.
///
/// ``FeatureSession`` is the one implementation, generic over the feature's reducer; front ends
/// (script runner, REPL, completer) hold it through this protocol and never learn the reducer.
@MainActor
@_spi(Benchmarks)
public protocol ShellSession: AnyObject, Sendable {
  /// Carries out `command`.
  ///
  /// - Returns: `false` when the command asks the shell to stop (`quit`).
  /// - Throws: ``CommandError`` when the command fails; nothing was sent and state is unchanged
  ///   unless the failure is an `expect` mismatch (which changes nothing either).
  func execute(_ command: Command) async throws(CommandError) -> Bool

  /// The action paths, leaves and inner cases alike, that completion offers.
  func actionPathCandidates() -> [String]

  /// The state paths that completion offers.
  func statePathCandidates() -> [String]

  /// The property paths `set` takes, which completion offers after it.
  func settablePathCandidates() -> [String]

  /// The dependencies `dependency` sets and their named values, as `NAME=VALUE`.
  func dependencyCandidates() -> [String]

  /// The warnings that fail nothing raised since the last call (a UUID the state already held),
  /// which the line runner prints at the line that was running.
  func takeWarnings() -> [String]

  /// The alerts and dialogs presented now, by state path, with their buttons' labels as `press`
  /// takes them: what completion offers after `press`.
  func presentedButtons() -> [(path: String, labels: [String])]

  /// The step numbers of `history` the command `name` (`goto`, `skip`, `unskip`) takes, which
  /// completion offers after it.
  func stepNumberCandidates(for name: String) -> [String]

  /// The current state, type-erased (what `--record` compares before and after a command).
  var currentState: Any { get }

  /// Ends the session: cancels the effects still in flight (end of script, `quit`, Ctrl-D).
  func close()

  /// Starts over from the state `json` holds, the contents of `file` (`--state FILE`), which
  /// `reset` then goes back to.
  ///
  /// - Throws: ``CommandError`` when `json` is not a state of the feature; nothing changed.
  func start(fromState json: JSONValue, file: String) throws(CommandError)

  /// Where the current state is in the session's history: what ``CommandLog`` keeps of each
  /// command for `save --script`.
  var currentMark: HistoryMark { get }

  /// The state at `mark`, and the values its shared references held then.
  func snapshot(at mark: HistoryMark) -> (state: Any, shared: SharedValues)
}

@_spi(Benchmarks)
extension ShellSession {
  public func close() {}
  public func settablePathCandidates() -> [String] { [] }
  public func dependencyCandidates() -> [String] { [] }
  public func takeWarnings() -> [String] { [] }
  public func presentedButtons() -> [(path: String, labels: [String])] { [] }
  public func stepNumberCandidates(for name: String) -> [String] { [] }
}
