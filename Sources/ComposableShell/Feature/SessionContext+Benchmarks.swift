@_spi(Benchmarks)
extension SessionContext {
  /// A context whose sessions print nothing and run on the test clock: for measuring sessions
  /// (`tca-bench history`).
  public static var quiet: SessionContext {
    SessionContext(renderer: TextRenderer(output: Output(), isQuiet: true))
  }
}
