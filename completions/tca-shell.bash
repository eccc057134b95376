# bash completion for tca-shell: features, subcommands, options and their values, and the
# commands and action or state paths inside -c '…'. The candidates come from the binary
# itself: `tca-shell __complete WORDS…`.
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
  [[ $current == [\'\"]* ]] && quote=${current:0:1}
  current=${current#[\'\"]}
  local prefix=""
  if [[ -n $quote && $current == *[[:space:]]* ]]; then
    prefix=${current%"${current##*[[:space:]]}"}
  fi
  local -a lines
  local depth
  for depth in 1 2 3 4 5 6 7 8; do
    mapfile -t lines < <("$program" __complete "${words[@]}" 2>/dev/null)
    # Readline closes the quote after a single match, even one that goes on (`counter1.`):
    # offer what comes after it instead.
    [[ -n $quote && ${#lines[@]} -eq 1 && ${lines[0]} == *. ]] || break
    words[${#words[@]}-1]=$quote$prefix${lines[0]}
  done
  COMPREPLY=()
  local line
  local file
  for line in "${lines[@]}"; do
    line=${line%%$'	'*}
    # A file that exists (`~/` being home) is escaped as bash reads it: `my\ notes.tca`.
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
