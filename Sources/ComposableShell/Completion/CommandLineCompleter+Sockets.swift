extension CommandLineCompleter {
  /// What `attach <Tab>` offers: the sockets of the apps serving a store now
  /// (``SocketDirectory``), each with the app's name and process id, whose paths start with
  /// `prefix`; files and directories too once `prefix` names none of them (a socket elsewhere).
  static func sockets(matching prefix: String) -> [Candidate] {
    let live = SocketDirectory.liveSockets().filter { $0.path.hasPrefix(prefix) }.map {
      Candidate(value: $0.path, summary: "\($0.name), pid \($0.pid)")
    }
    return live.isEmpty ? files(matching: prefix, extension: nil) : live
  }
}
