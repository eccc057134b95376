/// What a session is made with: where and how it prints. Made by the shell only.
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
}
