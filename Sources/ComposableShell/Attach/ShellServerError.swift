/// Why a ``ShellServer`` could not start serving: its socket directory or socket path cannot be
/// used, or another process serves at the path.
public struct ShellServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, naming the path.
  public var message: String

  init(_ message: String) { self.message = message }

  public var description: String { message }
}
