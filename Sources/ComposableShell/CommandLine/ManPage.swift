/// The shell's manual page, `NAME(1)` in roff: what the hidden `tca-shell __man` prints and
/// `scripts/install` installs as `share/man/man1/tca-shell.1`.
///
/// Every option, subcommand and shell command in it is read from the tables `--help`, `help` and
/// completion read (``CommandLineSpec``, ``CommandSpec/all``) and every feature from the shell's
/// own list, so a new entry in either appears in the page with no edit here. Sections: NAME,
/// SYNOPSIS, DESCRIPTION, OPTIONS, SUBCOMMANDS, COMMANDS, FEATURES, EXIT STATUS, ENVIRONMENT,
/// FILES, EXAMPLES, SEE ALSO, as man-pages(7) orders them.
enum ManPage {
  /// The page (its lines, without a last line break) of the program `program` at `version`, whose features are `features` (name,
  /// summary, reducer variants; the default first).
  static func text(
    program: String, version: String,
    features: [(name: String, summary: String, variants: [String])]
  ) -> String {
    let defaultFeature = features.first?.name ?? "FEATURE"
    let history = "." + program.replacing("-", with: "_") + "_history"
    var page: [String] = []
    func paragraph(_ text: String) { page += [".PP", Roff.escape(text)] }
    func item(_ label: String, _ text: String) { page += [".TP", label, Roff.escape(text)] }

    page += [
      #".\" Written by '\#(program) __man' from the tables its --help, help and completion read."#,
      #".TH "\#(Roff.escape(program.uppercased()))" 1 "" "\#(Roff.escape("\(program) \(version)"))" "User Commands""#,
      // Left-aligned and unhyphenated: option names and paths stay whole.
      ".ad l",
      ".nh",
      ".SH NAME",
      Roff.escape(program) + " \\- " + Roff.escape(lowercasedFirst(Usage.description)),
      ".SH SYNOPSIS",
      ".nf",
      Roff.bold(program) + " " + Roff.usage("[FEATURE] [OPTION…]"),
      Roff.bold(program) + " " + Roff.usage("--list"),
    ]
    page += CommandLineSpec.subcommands.map { Roff.bold(program) + " " + Roff.usage($0.usage) }
    page += [".fi", ".SH DESCRIPTION"]
    paragraph(
      "\(program) runs a Composable Architecture feature (\(defaultFeature) by default) in a "
        + "store and reads commands: each line names an action to send, a state value to check, "
        + "or a move of the test clock, and what changes is printed as a diff of the state, for "
        + "the actions typed and for those the feature's effects send back.")
    paragraph(Usage.input.joined(separator: " "))
    paragraph(
      "In a script (-c, -f, standard input) there is no prompt and no colour; an error is one "
        + "line 'FILE:LINE: error: …' on standard error, nothing is sent, the state and history "
        + "stay as they were and the next line runs (--bail stops instead).")

    page.append(".SH OPTIONS")
    for option in CommandLineSpec.options {
      var label = option.names.map(Roff.bold).joined(separator: ", ")
      if option.value != nil { label += " " + Roff.usage(option.placeholder) }
      item(label, sentence(option.summary))
    }

    page.append(".SH SUBCOMMANDS")
    for subcommand in CommandLineSpec.subcommands {
      item(Roff.bold(program) + " " + Roff.usage(subcommand.usage), sentence(subcommand.summary))
    }

    page.append(".SH COMMANDS")
    paragraph(
      "Each line of a script, of -c or of the interactive shell is one of these commands "
        + "('help' lists them, 'help COMMAND' shows one):")
    for spec in CommandSpec.all {
      item(Roff.usage(spec.usage), sentence(spec.summary))
      // Under the summary, indented by two more.
      page += [".RS", ".nf"] + spec.examples.map { "  " + Roff.escape($0) } + [".fi", ".RE"]
    }
    for note in Help.notes { page += [".IP \\(bu 2", Roff.escape(note)] }

    page.append(".SH FEATURES")
    paragraph("The features to run, as '\(program) --list' shows them (the first is the default):")
    for feature in features {
      let variants =
        feature.variants.count > 1 ? " Reducers: \(feature.variants.joined(separator: ", "))." : ""
      item(Roff.bold(feature.name), sentence(feature.summary) + variants)
    }

    page.append(".SH EXIT STATUS")
    item(Roff.bold("0"), "Every command succeeded; for test, every script passed.")
    item(
      Roff.bold("1"),
      "A command failed (an error, a failed expect or receive, effects left by finish, a runtime "
        + "warning without --allow-warnings), or output could not be written; for test, a "
        + "script failed.")
    item(Roff.bold("2"), "A usage error: an unknown option, feature or reducer, a missing value.")

    page.append(".SH ENVIRONMENT")
    item(
      Roff.bold("NO_COLOR"),
      "When set and not empty, --color auto (the default) colours nothing.")
    item(Roff.bold("TERM"), "When dumb, nothing is coloured and no escapes are written.")
    item(
      Roff.bold("TCA_SHELL_HISTORY"),
      "The interactive shell's history file when --history does not name one; /dev/null keeps "
        + "none.")
    item(
      Roff.bold("XDG_STATE_HOME"),
      "When set, the history is kept in $XDG_STATE_HOME/\(program)/history (the directory is "
        + "made if $XDG_STATE_HOME exists).")
    item(
      Roff.bold("XDG_RUNTIME_DIR"),
      "Where apps serve their stores to attach: $XDG_RUNTIME_DIR/tca-shell/NAME-PID.sock; when "
        + "unset or empty, ${TMPDIR:-/tmp}/tca-shell-UID/NAME-PID.sock.")
    item(
      Roff.bold("HOME"),
      "The history is kept in ~/\(history) when neither of the above says; ~/ in file names "
        + "completes from it.")

    page.append(".SH FILES")
    item(
      Roff.italic("$XDG_STATE_HOME/\(program)/history") + ", " + Roff.italic("~/\(history)"),
      "The interactive shell's history, the last 1000 lines, saved after every line.")
    item(
      Roff.italic("$XDG_RUNTIME_DIR/tca-shell/NAME-PID.sock"),
      "The socket of an app serving its store (ShellServer), for '\(program) attach'; the "
        + "directory is the user's alone (mode 0700), each socket mode 0600.")
    for (shell, file) in [
      ("bash", "share/bash-completion/completions/\(program)"),
      ("zsh", "share/zsh/site-functions/_\(program)"),
      ("fish", "share/fish/vendor_completions.d/\(program).fish"),
    ] {
      item(
        Roff.italic("PREFIX") + Roff.escape("/" + file),
        "The \(shell) completion script, under the installation prefix (/usr/local, ~/.local); "
          + "'\(program) completion \(shell)' prints it.")
    }

    page.append(".SH EXAMPLES")
    for example in Usage.examples(program: program, defaultFeature: defaultFeature) {
      paragraph(sentence(uppercasedFirst(example.summary)))
      page += [".RS 4", ".nf", Roff.escape(example.command), ".fi", ".RE"]
    }

    page.append(".SH SEE ALSO")
    paragraph(
      "'help' inside the shell; docs/shell.md in the source repository for every command, "
        + "option and output format.")
    return page.joined(separator: "\n")
  }

  /// `text` with a full stop, as a man page's descriptions end.
  private static func sentence(_ text: String) -> String {
    uppercasedFirst(text.hasSuffix(".") ? text : text + ".")
  }

  private static func uppercasedFirst(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  private static func lowercasedFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}
