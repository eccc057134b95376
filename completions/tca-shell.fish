# fish completion for tca-shell: features, subcommands, options and their values, and the
# commands and action or state paths inside -c '…'. The candidates come from the binary
# itself: `tca-shell __complete WORDS…`.
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
    set -l unquoted (string replace -r -- '^[\'"]' '' $current)
    set -l prefix (string match -r -- '^.*\s' $unquoted)
    for line in ($program __complete $words[2..-1] $current 2>/dev/null)
        printf '%s%s\n' "$prefix" $line
    end
end

complete -c tca-shell -f -a '(__tca_shell_complete)'
