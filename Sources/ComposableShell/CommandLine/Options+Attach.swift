extension Options {
  /// Checks `tca-shell attach`'s operands and options: one socket path at most, and none of the
  /// options that choose or drive the shell's own store (the feature, `--reducer`, `--clock`,
  /// `--max-wakeups`, `--storage`, `--dependency`, `--record`, `--allow-warnings`, `test`'s).
  ///
  /// - Throws: ``UsageError`` naming what does not go with it.
  func checkForAttach(_ operands: [String]) throws(UsageError) {
    guard operands.count <= 1 else {
      throw UsageError(
        "attach takes one socket path, got \(operands.count): \(operands.joined(separator: " "))")
    }
    if let feature {
      throw UsageError(
        "attach runs the app's own store; a feature ('\(feature)') does not go with it")
    }
    var given: [String] = []
    if reducer != nil { given.append("--reducer") }
    if clock != .test { given.append("--clock") }
    if maxWakeUps != nil { given.append("--max-wakeups") }
    if storage != .memory { given.append("--storage") }
    if !dependencies.isEmpty { given.append("--dependency") }
    if recordFile != nil { given.append("--record") }
    if allowWarnings { given.append("--allow-warnings") }
    if jobs != nil { given.append("--jobs") }
    if junitFile != nil { given.append("--junit") }
    if timeout != nil { given.append("--timeout") }
    guard given.isEmpty else {
      throw UsageError(
        "\(given.joined(separator: ", ")) \(given.count == 1 ? "does" : "do") not go with "
          + "attach: the app's store runs on its own reducer, clock and dependencies")
    }
  }
}
