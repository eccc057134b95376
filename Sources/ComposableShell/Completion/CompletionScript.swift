/// The completion scripts `tca-shell completion bash|zsh|fish` prints (and `completions/` holds).
///
/// Each one is a thin adapter: it hands the words typed so far to `tca-shell __complete`, which
/// knows the command line from ``CommandLineSpec`` and the features from the binary itself, and
/// shows the candidates the way its shell does. So the three shells offer the same candidates,
/// and a new option, feature or action needs no new script.
///
/// Inside `-c '…'` the binary answers for the word being typed within the quotes
/// (`counter1.incrementButtonTapped`); bash and fish replace the whole quoted text, so their
/// scripts put the words before it back in front, while zsh splits the quoted text itself
/// (`compset -q`).
enum CompletionScript {
  /// The script for `shell` (`bash`, `zsh` or `fish`) completing the program named `program`.
  static func text(for shell: String, program: String = "tca-shell") -> String {
    let script =
      switch shell {
      case "bash": bash
      case "zsh": zsh
      default: fish
      }
    guard program != "tca-shell" else { return script }
    // Function names take the name with what is not a letter or digit as `_`.
    let identifier = String(program.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    return script.replacing("tca-shell", with: program).replacing("tca_shell", with: identifier)
  }

  private static let complete = CommandLineSpec.completeSubcommand

  static let bash = """
    # bash completion for tca-shell: features, subcommands, options and their values, and the
    # commands and action or state paths inside -c '…'. The candidates come from the binary
    # itself: `tca-shell \(complete) WORDS…`.
    #
    # Install: copy to bash-completion's completions directory as `tca-shell`
    # ($(pkg-config --variable=completionsdir bash-completion), usually
    # /usr/share/bash-completion/completions, or ~/.local/share/bash-completion/completions),
    # or `source <(tca-shell completion bash)` in ~/.bashrc.

    _tca_shell() {
      local program=${COMP_WORDS[0]}
      command -v "$program" >/dev/null 2>&1 || program=tca-shell
      local -a words=("${COMP_WORDS[@]:1:COMP_CWORD}")
      # Inside a quoted -c '…' readline replaces all the text after the quote, so keep the
      # words before the one the candidates are for.
      local current=${COMP_WORDS[COMP_CWORD]} quote=""
      [[ $current == [\\'\\"]* ]] && quote=${current:0:1}
      current=${current#[\\'\\"]}
      local prefix=""
      if [[ -n $quote && $current == *[[:space:]]* ]]; then
        prefix=${current%"${current##*[[:space:]]}"}
      fi
      local -a lines
      local depth
      for depth in 1 2 3 4 5 6 7 8; do
        mapfile -t lines < <("$program" \(complete) "${words[@]}" 2>/dev/null)
        # Readline closes the quote after a single match, even one that goes on (`counter1.`):
        # offer what comes after it instead.
        [[ -n $quote && ${#lines[@]} -eq 1 && ${lines[0]} == *. ]] || break
        words[${#words[@]}-1]=$quote$prefix${lines[0]}
      done
      COMPREPLY=()
      local line
      local file
      for line in "${lines[@]}"; do
        line=${line%%$'\t'*}
        # A file that exists (`~/` being home) is escaped as bash reads it: `my\\ notes.tca`.
        file=$line
        [[ $line == "~/"* ]] && file=$HOME/${line#"~/"}
        if [[ -z $quote && -e $file ]]; then
          if [[ $line == "~/"* ]]; then
            printf -v line '~/%q' "${line#"~/"}"
          else
            printf -v line '%q' "$line"
          fi
        fi
        COMPREPLY+=("$prefix$line")
      done
      # A path that goes on (`counter1.`, `scripts/`) takes no space after it.
      if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *[./] ]]; then
        compopt -o nospace 2>/dev/null
      fi
      return 0
    }

    complete -F _tca_shell tca-shell
    """

  static let zsh = """
    #compdef tca-shell
    # zsh completion for tca-shell: features, subcommands, options and their values, and the
    # commands and action or state paths inside -c '…'. The candidates come from the binary
    # itself: `tca-shell \(complete) WORDS…`.
    #
    # Install: put this file, named `_tca-shell`, in a directory on $fpath before compinit runs,
    # e.g. ~/.zsh/completions with `fpath=(~/.zsh/completions $fpath)` in ~/.zshrc, or
    # /usr/local/share/zsh/site-functions.

    _tca-shell() {
      local program=${words[1]}
      (( $+commands[$program] )) || [[ -x $program ]] || program=tca-shell
      local -a lines
      lines=("${(@f)$("$program" \(complete) "${(@)words[2,CURRENT-1]}" "$PREFIX" 2>/dev/null)}")
      # Inside a quoted -c '…' the candidates are for the last word within the quotes.
      [[ $PREFIX == *[[:space:]]* ]] && compset -q
      local -a spaced unspaced
      local line value summary entry
      for line in $lines; do
        [[ -n $line ]] || continue
        value=${line%%$'\\t'*}
        summary=""
        [[ $line == *$'\\t'* ]] && summary=${line#*$'\\t'}
        entry=${value//:/\\\\:}
        [[ -n $summary ]] && entry+=":$summary"
        # A path that goes on (`counter1.`, `scripts/`) takes no space after it.
        if [[ $value == *[./] ]]; then unspaced+=("$entry"); else spaced+=("$entry"); fi
      done
      (( ${#spaced} )) && _describe -t candidates 'tca-shell' spaced
      (( ${#unspaced} )) && _describe -t candidates 'tca-shell' unspaced -S ''
      return 0
    }

    # Autoloaded from $fpath, complete now; sourced, register the function.
    if [[ $funcstack[1] == _tca-shell ]]; then
      _tca-shell "$@"
    else
      compdef _tca-shell tca-shell
    fi
    """

  static let fish = """
    # fish completion for tca-shell: features, subcommands, options and their values, and the
    # commands and action or state paths inside -c '…'. The candidates come from the binary
    # itself: `tca-shell \(complete) WORDS…`.
    #
    # Install: copy to a vendor_completions.d directory
    # ($(pkg-config --variable completionsdir fish), usually
    # /usr/share/fish/vendor_completions.d) or to ~/.config/fish/completions/tca-shell.fish.

    function __tca_shell_complete
        set -l words (commandline -opc)
        set -l current (commandline -ct)
        set -l program $words[1]
        command -q $program; or set program tca-shell
        # Inside a quoted -c '…' fish replaces all the text after the quote, so keep the words
        # before the one the candidates are for.
        set -l unquoted (string replace -r -- '^[\\'"]' '' $current)
        set -l prefix (string match -r -- '^.*\\s' $unquoted)
        for line in ($program \(complete) $words[2..-1] $current 2>/dev/null)
            printf '%s%s\\n' "$prefix" $line
        end
    end

    complete -c tca-shell -f -a '(__tca_shell_complete)'
    """
}
