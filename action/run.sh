#!/usr/bin/env bash
# The action's lint step (action.yml): runs cardlint once per report it needs, with a shared
# --cache so that files are linted once.
#   - SARIF into $RUNNER_TEMP (uploaded by the next step), its path in the `sarif-file` output;
#   - the Markdown report appended to $GITHUB_STEP_SUMMARY;
#   - INPUT_FORMAT on standard output (the job log; `github` gives inline annotations);
#   - cardlint's exit status in the `exit-code` output. This step itself succeeds, so the SARIF
#     is uploaded even when findings fail the job; finish.sh then exits with that status.
# Inputs (environment): INPUT_PATHS (one per line, or separated by blanks on one line), INPUT_FORMAT,
# INPUT_FAIL_ON, INPUT_CONFIG, INPUT_CATEGORY, INPUT_ARGS (extra long options, see inputs.sh).
# Every input is checked first (a bad one fails the step with exit status 2); the paths are passed
# after `--`, so a path such as `--fix` or `-o` is a path, never an option.
# `cardlint` is looked up on PATH (CARDLINT overrides).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=inputs.sh
. "$here/inputs.sh"
for v in GITHUB_OUTPUT GITHUB_STEP_SUMMARY; do
  [ -n "${!v:-}" ] || { echo "run.sh: \$$v is not set (run inside GitHub Actions, or set it)" >&2; exit 2; }
done
cardlint="${CARDLINT:-cardlint}"
tmp="${RUNNER_TEMP:-$(mktemp -d)}"

format="${INPUT_FORMAT:-github}"
check_choice format "$format" github text json markdown junit sarif
fail_on="${INPUT_FAIL_ON:-error}"
check_choice fail-on "$fail_on" error warning note
category="${INPUT_CATEGORY:-cardlint}"
[[ "$category" =~ ^[A-Za-z0-9._/:@+][A-Za-z0-9._/:@+-]*$ ]] \
  || input_error "the 'category' input may hold letters, digits and . _ / : @ + - only, not first '-' (not '$category')"
config="${INPUT_CONFIG:-}"
no_control config "$config"

paths=(); split_list INPUT_PATHS paths
[ ${#paths[@]} -gt 0 ] || paths=(.)
for p in "${paths[@]}"; do no_control paths "$p"; done
extra=(); split_list INPUT_ARGS extra
check_args extra

# Options first, then `--`, then the paths (each call appends its own options before `--`).
options=(--fail-on "$fail_on" --cache "$tmp/cardlint-cache")
[ -n "$config" ] && options+=("--config=$config")
options+=("${extra[@]}")
lint() { "$cardlint" lint "${options[@]}" "$@" -- "${paths[@]}"; }

sarif="$tmp/cardlint.sarif"
rm -f "$sarif"
lint --format sarif "--category=$category" -o "$sarif" 2>/dev/null
status=$?

if [ "$status" -le 1 ] && [ -s "$sarif" ]; then
  echo "sarif-file=$sarif" >> "$GITHUB_OUTPUT"
  links=()
  if [ -n "${GITHUB_REPOSITORY:-}" ] && [ -n "${GITHUB_SHA:-}" ]; then
    links=("--link-base=${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY/blob/$GITHUB_SHA/")
  fi
  lint --format markdown "${links[@]}" >> "$GITHUB_STEP_SUMMARY" 2>/dev/null
else
  printf '### cardlint\n\ncardlint could not run (exit status %s); the job log says why.\n' "$status" >> "$GITHUB_STEP_SUMMARY"
fi
lint --format "$format"
echo "exit-code=$status" >> "$GITHUB_OUTPUT"
exit 0
