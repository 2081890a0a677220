#!/usr/bin/env bash
# Instruction counts (callgrind: the same on a busy machine as on an idle one) for the figures the
# README's "Performance" section quotes:
#   cold start   one card, from process start to exit (the pre-commit case): with the data the binary
#                finds (a checkout's rules/, parsed from YAML) and with an installed data folder (its
#                YAML image written by Scripts/install.sh)
#   --version    `cardlint --version`: with the installed data folder (its hash stamped by install.sh) and
#                with the data the binary finds (a checkout's rules/, hashed at start)
#   per card     full lint of a card collection at the defaults: (all cards − first card) / (cards − 1)
#   editor edit  one `textDocument/didChange` on Scripts/lsp-bench.py's 200- and 2 000-node cards:
#                (open + 6 edits − open + 1 edit) / 5
#   named files  N generated cards named on the command line, and the same as a folder (and the ratio)
#
#   Scripts/instructions.sh [BINARY] [CARDS]
# BINARY: a release cardlint (default: build one); CARDS: a folder of cards for "per card" (default
# corpus/samples). EDITOR_ONLY=1 measures the editor edits only. NAMED=N sets the named-files count (default 8000; 0 skips it: ~30 min under callgrind).
# valgrind 3.19 cannot read this toolchain's DWARF 5: the binary is stripped first (counts are unchanged).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${1:-}" ]; then bin="$1"; else
  swift build -c release --product cardlint >/dev/null
  bin="$(swift build -c release --show-bin-path)/cardlint"
fi
cards="${2:-corpus/samples}"
named="${NAMED:-8000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The stripped copy must find the same data as the binary: point it there explicitly.
data="$("$bin" --version | sed -n 's/^data [0-9a-f]* //p')"
export CARDLINT_RULES="$data"
strip -o "$work/cardlint" "$bin"

# Total instructions of one run of the stripped binary ("Collected" line of callgrind).
ir() {
  { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/cardlint" "$@" 2>&1 >/dev/null || true; } |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
mega() { awk -v n="$1" -v d="${2:-1}" 'BEGIN { printf "%.1f M", n / d / 1e6 }'; }

one="$(find "$cards" -name '*.json' ! -name '*.data*.json' ! -name '*.expected.json' | LC_ALL=C sort | head -n 1)"
mkdir -p "$work/one" && cp "$one" "$work/one/"
count="$(find "$cards" -name '*.json' ! -name '*.data*.json' ! -name '*.expected.json' | wc -l)"

if [ -z "${EDITOR_ONLY:-}" ]; then
echo "cold start (one card, corpus/samples/expense-approval.json), data in $data: $(mega "$(ir lint corpus/samples/expense-approval.json --format json -o /dev/null)") instructions"
# The same from an installed data folder, whose YAML install.sh parsed into an image when packaging.
CARDLINT_BINARY="$bin" Scripts/install.sh "$work/prefix" >/dev/null 2>&1
echo "cold start (one card), installed data with its YAML image: $(mega "$(CARDLINT_RULES="$work/prefix/share/cardlint/rules" ir lint corpus/samples/expense-approval.json --format json -o /dev/null)") instructions"
a="$(ir lint "$work/one" --format json -o /dev/null)"
echo "--version, installed data (its hash stamped by install.sh): $(mega "$(CARDLINT_RULES="$work/prefix/share/cardlint/rules" ir --version)") instructions; with $data (hashed at start): $(mega "$(ir --version)")"
b="$(ir lint "$cards" --format json -o /dev/null)"
echo "full lint of $cards ($count files): $(mega "$b"); per card $(mega $((b - a)) $((count - 1))) instructions"

fi

# The editor: lsp-bench.py drives the server through a wrapper that runs it under callgrind.
# (lsp-bench.py gives the server 10 s to exit, which callgrind may need more of: the count is read
# once the server has written it, whatever the script says.)
cat > "$work/lsp" <<WRAP
#!/usr/bin/env bash
valgrind --tool=callgrind --callgrind-out-file="$work/lsp.out" "$work/cardlint" "\$@" 2>/dev/null
touch "$work/lsp.done"
WRAP
chmod +x "$work/lsp"
lsp_ir() {
  rm -f "$work/lsp.out" "$work/lsp.done"
  python3 Scripts/lsp-bench.py --binary "$work/lsp" --sizes "$1" --edits "$2" >/dev/null 2>&1 || true
  while [ ! -e "$work/lsp.done" ]; do sleep 1; done
  sed -n 's/^summary: \([0-9]*\).*/\1/p' "$work/lsp.out"
}
for nodes in 200 2000; do
  e1="$(lsp_ir "$nodes" 1)"; e6="$(lsp_ir "$nodes" 6)"
  echo "editor edit at $nodes nodes: $(mega $((e6 - e1)) 5) instructions"
done

if [ "$named" -gt 0 ] && [ -z "${EDITOR_ONLY:-}" ]; then
  python3 Scripts/gen-bench-corpus.py "$named" "$work/named" >/dev/null
  # Both runs from $work with the same relative paths; the named files in a shuffled order (pre-commit's is git's).
  folder="$(cd "$work" && ir lint named --format json -o /dev/null)"
  (cd "$work" && find named -name '*.json' | sort -R --random-source=/dev/zero > list)
  listed="$(cd "$work" && mapfile -t files < list && ir lint --format json -o /dev/null "${files[@]}")"
  awk -v n="$named" -v f="$folder" -v l="$listed" \
    'BEGIN { printf "%d cards as a folder: %.0f M; named: %.0f M (%.2f x)\n", n, f / 1e6, l / 1e6, l / f }'
fi
