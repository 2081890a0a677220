#!/usr/bin/env bash
# Benchmarks a release build: parser vs Foundation, single-core lint throughput, and end-to-end
# corpus runs (cards/s on all cores, peak memory) at 1k/10k/100k cards to show linear cost.
# Usage: Scripts/benchmark.sh [max-cards]   (default 10000; 100000 adds the largest run)
set -euo pipefail
cd "$(dirname "$0")/.."
max=${1:-10000}
out=${BENCH_DIR:-/tmp/cardlint-bench}
swift build -c release --product cardlint >/dev/null
swift build -c release --product cardlint-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
for n in 1000 10000 100000; do
  [ "$n" -le "$max" ] || continue
  [ -d "$out/$n" ] || python3 Scripts/gen-bench-corpus.py "$n" "$out/$n"
done
echo "== stage benchmarks (one core)"
"$bin/cardlint-bench" "$out/$(( max < 10000 ? max : 10000 ))"
echo "== end to end: cardlint lint <corpus> --format json (all cores: $(nproc))"
for n in 1000 10000 100000; do
  [ "$n" -le "$max" ] || continue
  /usr/bin/time -f "%e %M %U %S" -o /tmp/cardlint-time "$bin/cardlint" lint "$out/$n" --format json -o /tmp/cardlint-bench.json || true
  read -r secs kb user sys < <(tail -n 1 /tmp/cardlint-time)
  # cards per CPU-second: what one core does; other load on the machine changes it less than wall time.
  awk -v n="$n" -v s="$secs" -v kb="$kb" -v u="$user" -v y="$sys" \
    'BEGIN { printf "%7d cards  %6.2f s  %8.0f cards/s  %6.0f cards per CPU-second  peak RSS %5.0f MB\n", n, s, n / s, n / (u + y), kb / 1024 }'
done
# Instructions do not depend on other load on the machine: the steadiest measure of per-card cost.
# Counted over the 1 000-card corpus minus a run over its first card (which, unlike an empty run, also builds
# the linter, as a real run does). perf stat where the machine has hardware counters; otherwise callgrind over the first 200
# cards, on a stripped copy of the binary (valgrind 3.19 cannot read this toolchain's DWARF 5).
one=/tmp/cardlint-bench-one; rm -rf "$one"; mkdir -p "$one/d"; cp "$(find "$out/1000" -name '*.json' | sort | head -n 1)" "$one/d/"
if command -v perf >/dev/null && perf stat -x, -e instructions true 2>&1 >/dev/null | grep -q '^[0-9]'; then
  echo "== instructions per card (1000 cards minus a one-card run; perf stat)"
  count() { { perf stat -x, -e instructions "$bin/cardlint" lint "$1" --format json -o /dev/null 2>&1 >/dev/null || true; } | grep instructions | cut -d, -f1; }
  a=$(count "$out/1000"); b=$(count "$one")
  awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f M instructions per card, %.0f M for a one-card run\n", (a - b) / 999 / 1e6, b / 1e6 }'
elif command -v valgrind >/dev/null; then
  echo "== instructions per card (200 cards minus a one-card run; callgrind)"
  sub=/tmp/cardlint-bench-200; [ -d "$sub" ] || python3 Scripts/gen-bench-corpus.py 200 "$sub"
  stripped=$(mktemp); strip -o "$stripped" "$bin/cardlint"
  # cardlint exits 1 when it finds something: that is not a failure here.
  count() { { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$stripped" lint "$1" --format json -o /dev/null 2>&1 || true; } \
              | grep -o 'Collected : [0-9]*' | awk '{print $3}'; }
  a=$(count "$sub"); b=$(count "$one"); rm -f "$stripped"
  awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f M instructions per card, %.0f M for a one-card run\n", (a - b) / 199 / 1e6, b / 1e6 }'
fi
echo "== one card from a cold start (pre-commit case)"
if command -v hyperfine >/dev/null; then
  hyperfine -N -i --warmup 3 --runs 30 "$bin/cardlint lint corpus/samples/expense-approval.json --format json -o /dev/null" 2>/dev/null | grep -E "Time|Range" || true
fi
