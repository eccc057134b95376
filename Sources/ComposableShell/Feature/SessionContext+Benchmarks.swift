@_spi(Benchmarks)
extension SessionContext {
  /// A context whose sessions print nothing and run on the test clock: for measuring sessions
  /// (`tca-bench history`).
  public static var quiet: SessionContext { quiet(writingTo: Output()) }

  /// A quiet context whose explicit output (`state`, `actions`, `help`) goes to `output`: for
  /// tools that discard it (`tca-fuzz`).
  public static func quiet(writingTo output: Output) -> SessionContext {
    SessionContext(renderer: TextRenderer(output: output, isQuiet: true))
  }
}
