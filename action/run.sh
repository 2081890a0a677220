#!/usr/bin/env bash
# The action's lint step (action.yml): runs cardlint once per report it needs, with a shared
# --cache so that files are linted once.
#   - SARIF into $RUNNER_TEMP (uploaded by the next step), its path in the `sarif-file` output;
#   - the Markdown report appended to $GITHUB_STEP_SUMMARY;
#   - INPUT_FORMAT on standard output (the job log; `github` gives inline annotations);
#   - cardlint's exit status in the `exit-code` output. This step itself succeeds, so the SARIF
#     is uploaded even when findings fail the job; finish.sh then exits with that status.
# Inputs (environment): INPUT_PATHS (one per line, or space-separated on one line), INPUT_FORMAT,
# INPUT_FAIL_ON, INPUT_CONFIG, INPUT_CATEGORY. `cardlint` is looked up on PATH (CARDLINT overrides).
set -uo pipefail
for v in GITHUB_OUTPUT GITHUB_STEP_SUMMARY; do
  [ -n "${!v:-}" ] || { echo "run.sh: \$$v is not set (run inside GitHub Actions, or set it)" >&2; exit 2; }
done
cardlint="${CARDLINT:-cardlint}"
tmp="${RUNNER_TEMP:-$(mktemp -d)}"

paths=()
if [[ "${INPUT_PATHS:-}" == *$'\n'* ]]; then
  while IFS= read -r line; do
    line="${line#"${line%%[![:space:]]*}"}"; line="${line%"${line##*[![:space:]]}"}"
    [ -n "$line" ] && paths+=("$line")
  done <<< "$INPUT_PATHS"
else
  read -r -a paths <<< "${INPUT_PATHS:-}"
fi
[ ${#paths[@]} -gt 0 ] || paths=(.)

common=(lint "${paths[@]}" --fail-on "${INPUT_FAIL_ON:-error}" --cache "$tmp/cardlint-cache")
[ -n "${INPUT_CONFIG:-}" ] && common+=(--config "$INPUT_CONFIG")

sarif="$tmp/cardlint.sarif"
rm -f "$sarif"
"$cardlint" "${common[@]}" --format sarif --category "${INPUT_CATEGORY:-cardlint}" -o "$sarif" 2>/dev/null
status=$?

if [ "$status" -le 1 ] && [ -s "$sarif" ]; then
  echo "sarif-file=$sarif" >> "$GITHUB_OUTPUT"
  links=()
  if [ -n "${GITHUB_REPOSITORY:-}" ] && [ -n "${GITHUB_SHA:-}" ]; then
    links=(--link-base "${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY/blob/$GITHUB_SHA/")
  fi
  "$cardlint" "${common[@]}" --format markdown "${links[@]}" >> "$GITHUB_STEP_SUMMARY" 2>/dev/null
else
  printf '### cardlint\n\ncardlint could not run (exit status %s); the job log says why.\n' "$status" >> "$GITHUB_STEP_SUMMARY"
fi
"$cardlint" "${common[@]}" --format "${INPUT_FORMAT:-github}"
echo "exit-code=$status" >> "$GITHUB_OUTPUT"
exit 0
