@_spi(Internals) import Sharing

/// What a Swift Testing test of a session is written from (`save --swift`, `--record
/// FILE.swift`): the feature's module and reducer, the state it started from, the dependency
/// values it chose, and the steps to replay, each with its state before and after and the time
/// on the session's test clock when it happened.
///
/// The steps are the effective ones: the current branch of the session's history up to its
/// current state (undone steps are not in it), in order. ``SwiftTestWriter`` writes it.
struct SwiftTestPlan {
  /// One step of the session, type-erased.
  struct Step {
    /// What the step was.
    enum Kind {
      /// The user sent the action (`send`, `set`, `press`): `await store.send(…)`.
      case send
      /// An effect sent it back: `await store.receive(…)`.
      case receive
    }

    var kind: Kind
    var action: Any
    var before: Any
    var after: Any
    /// The test clock's time when it happened, from the clock's start; `nil` on the real clock.
    var time: Duration?
    /// The `dependency NAME VALUE` choices made just before it, in order.
    var dependencies: [(name: String, value: String)] = []
    /// How many UUIDs the steps left out just before it (`skip`, not applied) made when first
    /// taken: the session's replay still calls the generator for them, so the test does too.
    var uuidsPassed = 0
    /// The values of the session's shared references before and after it, which its states
    /// hold by reference (so comparing them sees no change in a `@Shared` property).
    var sharedBefore = SharedValues()
    var sharedAfter = SharedValues()
  }

  /// The module that declares the reducer (`CaseStudies`, `user_shell`), which the test imports.
  var module: String
  /// The reducer's type, as the test names it (`TwoCounters`).
  var reducer: String
  /// The state the test starts from: the feature's, or the one a `--state` file or the last
  /// `load` read (a `TestStore` cannot replace its state, so the steps before that `load` are
  /// left out).
  var initialState: Any
  /// The file ``initialState`` was read from (`--state`, `load`), if any.
  var stateFile: String?
  /// The dependency values chosen for the start, in order, as `--dependency` takes them.
  var dependencies: [(name: String, value: String)]
  /// Whether the session ran on the test clock (`--clock test`, the default).
  var usesTestClock: Bool
  var steps: [Step]
  /// The test clock's time at the end, when the current state is the session's last one.
  var endTime: Duration?
  /// How many effects are still in flight at the end; `nil` when the session's count is not the
  /// test's: saved before the history's last step (`undo`, `goto`), an effect its later steps
  /// ended may still run in the test, and effects started before a `load` never start in it.
  var effectsInFlight: Int?
}
