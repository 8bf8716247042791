# raw-string.sh: sourced by the embed scripts.
# raw_string FILE prints FILE's text as a Swift raw string literal ("""…""" with one more # than
# the longest run of # in the file), so that nothing in the file can end it early.
raw_string() {
    hashes=$(awk '{ run = 0; for (i = 1; i <= length($0); i++) { if (substr($0, i, 1) == "#") { run++; if (run > most) most = run } else run = 0 } } END { s = "#"; for (i = 0; i < most; i++) s = s "#"; print s }' "$1")
    printf '%s"""\n' "$hashes"
    cat "$1"
    printf '\n"""%s' "$hashes"
}
