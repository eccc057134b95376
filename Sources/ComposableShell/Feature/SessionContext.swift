/// What a session is made with: where and how it prints, its clock, storage and dependencies.
/// Made by the shell only.
@MainActor
@_spi(Benchmarks)
public struct SessionContext {
  let renderer: any Renderer
  /// The clock effects sleep on (`--clock`).
  var clock: ClockMode = .test
  /// Writes out buffered output: called when an effect's action arrives between commands.
  var flush: () -> Void = {}
  /// How many times one `advance` (or `wait DURATION`) may wake the test clock (`--max-wakeups`);
  /// `nil` for no limit.
  var wakeUpLimit: Int? = EffectDriver<Never>.defaultWakeUpLimit
  /// Where `.fileStorage` and `.appStorage` keep values (`--storage`).
  var storage: StorageMode = .memory
  /// The dependencies chosen on the command line (`--dependency`), checked against the feature's
  /// registry; `nil`: none chosen.
  var dependencies: SessionDependencies?
}
