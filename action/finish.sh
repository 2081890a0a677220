#!/usr/bin/env bash
# The action's last step: fails the job with cardlint's exit status (EXIT_CODE, from run.sh).
# An empty status means the lint step never ran to the end: that is a failure too.
set -euo pipefail
code="${EXIT_CODE:-}"
case "$code" in
  0) exit 0 ;;
  1) echo "cardlint: findings at or above --fail-on (see the annotations and the job summary)" >&2; exit 1 ;;
  ''|*[!0-9]*) echo "cardlint: the lint step did not report an exit status" >&2; exit 2 ;;
  *) exit "$code" ;;
esac
