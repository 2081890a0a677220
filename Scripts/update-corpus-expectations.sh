#!/bin/sh
# Rewrites corpus/**/x.expected from what cardlint (debug build, shipped rules, no config) reports
# for x.json today. Comment lines (`#`) of an existing x.expected are kept, at the top; finding
# lines are replaced by `line:col severity rule-id`, sorted by line, column, rule id.
# Review the result with `git diff corpus/` before committing: every changed line is a change in
# what cardlint reports.
#
# Usage: Scripts/update-corpus-expectations.sh [card.json ...]   (default: the whole corpus)
# Cards under corpus/templates/ are updated only when they already have an x.expected.
# Needs: swift, jq.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
command -v jq >/dev/null || { echo "update-corpus-expectations: needs jq" >&2; exit 2; }

swift build --product cardlint >&2
bin=$(swift build --show-bin-path)/cardlint

# Card files as FileWalker takes them: *.json, not *.expected.json, not template data files
# (x.data.json, x.data.<name>.json), not in hidden folders.
list_cards() {
    find corpus -path '*/.*' -prune -o -type f -name '*.json' ! -name '*.expected.json' -print |
        awk '{ n = split($0, seg, "/"); m = split(seg[n], p, "."); data = 0
               for (i = 2; i < m; i++) if (p[i] == "data") data = 1
               if (!data) print }' |
        while IFS= read -r f; do
            case "$f" in
                corpus/templates/*) [ -f "${f%.json}.expected" ] && echo "$f" ;;
                *) echo "$f" ;;
            esac
        done | LC_ALL=C sort
}

if [ "$#" -gt 0 ]; then
    # Paths relative to the repository root, as cardlint reports them.
    cards=$(for a in "$@"; do
        case "$a" in "$root"/*) echo "${a#"$root"/}" ;; ./*) echo "${a#./}" ;; *) echo "$a" ;; esac
    done)
else
    cards=$(list_cards)
fi
[ -n "$cards" ] || { echo "update-corpus-expectations: no cards" >&2; exit 2; }

report=$(mktemp)
trap 'rm -f "$report" "$report.new"' EXIT
# One run over all cards, each named explicitly (so non-cards are reported, not skipped).
# Exit status 1 only means "findings"; 2 is a real failure.
old_ifs=$IFS
IFS='
'
set -f
set +e
# shellcheck disable=SC2086
"$bin" lint --format json --color never $cards > "$report"
status=$?
set -e
set +f
IFS=$old_ifs
[ "$status" -le 1 ] || { echo "update-corpus-expectations: cardlint exited with $status" >&2; exit "$status"; }

printf '%s\n' "$cards" | while IFS= read -r card; do
    expected="${card%.json}.expected"
    {
        if [ -f "$expected" ] && grep -q '^[[:space:]]*#' "$expected"; then
            grep '^[[:space:]]*#' "$expected"
        else
            echo "# TODO: say why these findings (or no finding) are expected."
        fi
        jq -r --arg f "$card" '
            [.findings[] | select(.file == $f)]
            | sort_by(.line // 0, .column // 0, .ruleId)
            | .[] | "\(.line // 0):\(.column // 0) \(.severity) \(.ruleId)"' "$report"
    } > "$report.new"
    if ! cmp -s "$report.new" "$expected" 2>/dev/null; then
        cp "$report.new" "$expected"
        echo "updated $expected"
    fi
done
