/// The text of `tca-shell --help`.
enum Usage {
  static let text = """
    usage: tca-shell [FEATURE] [options]
           tca-shell --list

    Drives a Composable Architecture store: send actions, see every state change as a diff.

    options:
      --reducer NAME       run the feature with another reducer variant (see --list)
      -c, --command CMD    run CMD, then exit (repeatable)
      -f, --file FILE      run the commands in FILE, '-' for standard input (repeatable)
      -i, --interactive    stay interactive after -c/-f
      --clock test|real    the clock effects sleep on: test (moved by 'advance', the default,
                           deterministic) or real (for interactive play)
      --bail               stop at the first failing command
      -q, --quiet          print no diffs: only errors and what commands print
      --history FILE       where the interactive history is kept (env: TCA_SHELL_HISTORY)
      --format text        output format
      --color WHEN         auto, always or never (NO_COLOR is honoured)
      --list               list the features and their reducer variants
      -h, --help           show this help
      --version            show the version

    Without -c/-f, commands are read from the terminal (with line editing) or, when standard
    input is not a terminal, from standard input as a script. Type 'help' inside for commands.

    exit status: 0 every command succeeded, 1 a command failed, 2 usage error.
    """
}
