/// What `help` and `help COMMAND` show, read from ``CommandSpec/all``: the renderers write it as
/// text or as JSON.
enum HelpTopic {
  /// `help`: every command, and notes on paths and values.
  case commands([CommandSpec], notes: [String])
  /// `help COMMAND`.
  case command(CommandSpec)
  /// `help dependency`: the command, and the dependencies it sets with their values now.
  case dependencies(CommandSpec, DependencyListing)
}
