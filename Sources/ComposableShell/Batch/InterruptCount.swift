import CLibEdit

/// Ctrl-C (SIGINT) during `tca-shell test`: a handler counts it instead of ending the process, so
/// the runner can stop its scripts, report those that finished and write their JUnit.
@MainActor
struct InterruptCount {
  private let start: Int32

  /// Installs the handler (the line editor's, without `SA_RESTART`, so a wait is cut short).
  init() {
    tca_sigint_install_for_current_thread()
    start = tca_sigint_count()
  }

  /// Whether a SIGINT came since ``init()``.
  var happened: Bool { tca_sigint_count() != start }
}
