#!/usr/bin/env bash
# Builds the libFuzzer targets under Fuzz/ (their own package: `swift build` and `swift test` never
# build them) and runs one or both for a fixed time.
#
#   Scripts/fuzz.sh [seconds] [target]      target: lint | lint-light | config | all (default: 300 s, all)
#
#   lint-light  bytes → one in-process lint (rules and data loaded once) on one host (teams-desktop),
#           one viewport and one type size, rendered in one report format chosen by the input's
#           length: the form that reaches a million inputs in a session (see README "Fuzzing")
#   lint    bytes → `cardlint lint` of one file rendered in every report format (with the HTML
#           wireframes) and `cardlint layout` as text, JSON and SVG
#   config  bytes → a .cardlint.yml (loaded and used to lint a card) and a rule file (compiled,
#           its examples run)
#
# Seeds: the corpus cards (lint), the shipped rule files and the sample configs (config), plus
# Fuzz/Regressions. The growing corpus is kept in .build-fuzz/corpus-<target> (not committed).
# A crashing input is saved as .build-fuzz/crashes-<target>/crash-<sha1>; copy it into
# Fuzz/Regressions/ (HostileCardTests lints every file there) once it is fixed.
# Extra libFuzzer flags: FUZZ_FLAGS="-jobs=2 -workers=2" Scripts/fuzz.sh 600 lint
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-300}
which=${2:-all}
case "$which" in lint|lint-light|config) targets=("$which") ;; all) targets=(lint config) ;;
  *) echo "usage: Scripts/fuzz.sh [seconds] [lint|lint-light|config|all]" >&2; exit 2 ;; esac
scratch="$root/.build-fuzz"
# -sanitize=fuzzer instruments every Swift module for coverage and links libFuzzer.
for t in "${targets[@]}"; do
  (cd Fuzz && swift build -c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer --product "fuzz-$t" >&2)
done
bin="$scratch/release"
export CARDLINT_RULES="$root/rules"
# Let libFuzzer see the trap (Swift's own backtracer would report it and exit first).
export SWIFT_BACKTRACE=enable=no
status=0
for t in "${targets[@]}"; do
  corpus="$scratch/corpus-$t" seeds="$scratch/seeds-$t" crashes="$scratch/crashes-$t"
  mkdir -p "$corpus" "$seeds" "$crashes"
  if [ "$t" != config ]; then
    find corpus -name '*.json' -size -64k | while read -r f; do cp "$f" "$seeds/$(echo "$f" | tr / _)"; done
    maxlen=65536 dict=(-dict=Fuzz/card.dict)
  else
    find rules -name '*.yaml' -size -16k | while read -r f; do cp "$f" "$seeds/$(echo "$f" | tr / _)"; done
    find corpus Tests -name '*.yml' -size -16k | while read -r f; do cp "$f" "$seeds/$(echo "$f" | tr / _)"; done
    maxlen=16384 dict=()
  fi
  [ "$t" = config ] && cp Fuzz/Seeds/*.yml "$seeds/"
  [ -d Fuzz/Regressions ] && find Fuzz/Regressions -type f ! -name '.*' -exec cp {} "$seeds/" \;
  echo "fuzz.sh: $t for ${seconds}s (corpus $corpus, crashes $crashes)" >&2
  # -timeout: one input longer than this is a hang; -rss_limit_mb: a leak or blow-up.
  # shellcheck disable=SC2086
  "$bin/fuzz-$t" "$corpus" "$seeds" -max_total_time="$seconds" -max_len=$maxlen -timeout=20 -rss_limit_mb=3072 \
    -artifact_prefix="$crashes/" -print_final_stats=1 "${dict[@]}" ${FUZZ_FLAGS:-} || status=$?
done
exit $status
