#!/usr/bin/env bash
# Runs a release archive the way other Linux systems see it (issue #29): in root file systems of
# other Debian releases made with debootstrap (minbase: no ICU, no libyaml installed), with /proc
# mounted and without it, and compares each run's output with a reference run on this machine:
# --version, a card needing ICU's dictionary line breaking (Thai) and East Asian widths with a
# .cardlint.yml (libyaml), and the JSON report of the whole corpus/ (byte for byte).
#
#   Scripts/portability-check.sh [--reference BINARY] ARCHIVE [ROOTFS...]
#        default ROOTFS: /work/rootfs/bullseye /work/rootfs/trixie; the reference is the archive's own
#        binary run on this machine, or BINARY (e.g. .build/debug/cardlint, the normal build)
#   Scripts/portability-check.sh --glibc-floor BINARY
#        the dynamic libraries it needs (only glibc, libstdc++, libgcc_s allowed), the newest GLIBC_
#        and GLIBCXX_ symbol versions it needs
#
# Making a root file system (root, once; minutes each, so this is not part of `swift test`; the
# release workflow does it, .github/workflows/release.yml):
#   apt-get install debootstrap
#   debootstrap --variant=minbase bullseye /work/rootfs/bullseye http://deb.debian.org/debian
#   debootstrap --variant=minbase trixie   /work/rootfs/trixie   http://deb.debian.org/debian
# Needs root (chroot, mount). Prints one line per run and exits 1 if any run differs or fails,
# 2 on a usage error (checked before anything runs).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
usage() {
  echo "usage: portability-check.sh [--reference BINARY] ARCHIVE [ROOTFS...] | --glibc-floor BINARY" >&2
  exit 2
}
fail_usage() { echo "portability-check: $*" >&2; exit 2; }

glibc_floor() {
  local bin="$1" needed extra
  needed="$(objdump -p "$bin" | awk '/NEEDED/ {print $2}' | sort | tr '\n' ' ')"
  extra="$(objdump -p "$bin" | awk '/NEEDED/ {print $2}' \
    | grep -Ev '^(libc\.so|libm\.so|libstdc\+\+\.so|libgcc_s\.so|ld-linux[-a-z0-9_.]*\.so|libpthread\.so|libdl\.so|librt\.so|libutil\.so)' || true)"
  echo "needs: $needed"
  [ -z "$extra" ] || { echo "portability-check: needs more than glibc, libstdc++ and libgcc_s: $extra" >&2; return 1; }
  echo "glibc floor: $(objdump -T "$bin" | grep -o 'GLIBC_[0-9][0-9.]*' | sort -V | tail -n 1)"
  echo "libstdc++ floor: $(objdump -T "$bin" | grep -o 'GLIBCXX_[0-9][0-9.]*' | sort -V | tail -n 1)"
}

reference_bin=""
case "${1:-}" in
  --glibc-floor)
    [ $# -eq 2 ] || usage
    [ -f "$2" ] || fail_usage "no such binary: $2"
    glibc_floor "$2"
    exit ;;
  --reference)
    [ $# -ge 3 ] || usage
    { [ -x "$2" ] && [ -f "$2" ]; } || fail_usage "the reference is not an executable file: $2"
    reference_bin="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
    shift 2 ;;
  ""|-*) usage ;;
esac
[ -f "$1" ] || fail_usage "no such archive: $1"
case "$1" in *.tar.gz) ;; *) fail_usage "not a release archive (cardlint-VERSION-linux-ARCH.tar.gz): $1" ;; esac
archive="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
roots=("$@")
[ ${#roots[@]} -gt 0 ] || roots=(/work/rootfs/bullseye /work/rootfs/trixie)
for fs in "${roots[@]}"; do
  { [ -x "$fs/bin/sh" ] && [ -f "$fs/etc/os-release" ]; } || fail_usage "$fs is not a root file system (see the header)"
done
[ "$(id -u)" = 0 ] || fail_usage "needs root (chroot, mount)"
name="$(basename "$archive" .tar.gz)"

# The cards: one with findings, one whose text needs ICU's dictionary line breaking (Thai) and
# East Asian widths, a .cardlint.yml (libyaml reads it), and the corpus.
cards="$(mktemp -d)"
trap 'rm -rf "$cards"' EXIT
mkdir -p "$cards/check"
cat > "$cards/check/findings.json" <<'CARD'
{"type": "AdaptiveCard", "version": "1.5", "body": [
  {"type": "Image", "url": "https://example.com/a.png"},
  {"type": "TextBlock", "text": "ภาษาไทยไม่มีช่องว่างระหว่างคำ ข้อความนี้ยาวพอที่จะต้องตัดบรรทัดบนโทรศัพท์มือถือ", "size": "extraLarge", "maxLines": 1},
  {"type": "TextBlock", "text": "日本語のテキストは単語の間にスペースがありません。これは長い見出しです。", "size": "large", "maxLines": 1}],
 "actions": [{"type": "Action.OpenUrl", "title": "Click here", "url": "https://example.com"}]}
CARD
printf 'rules:\n  action-title-not-descriptive: {severity: error}\n' > "$cards/check/.cardlint.yml"
cp -R "$root/corpus" "$cards/check/corpus"

run_lint() { # CARDLINT [CHROOT] → output of --version and a lint; the corpus report goes to corpus.json
  local prefix=()
  [ -n "${2:-}" ] && prefix=(chroot "$2")
  "${prefix[@]}" /bin/sh -c "cd /tmp/portability/check && $1 --version | head -n 1 && $1 lint findings.json --host teams-mobile --format text --color never; echo \"exit \$?\"; $1 lint findings.json --format json | head -c 400; echo; $1 lint corpus --format json > corpus.json; echo \"corpus exit \$?\""
}

# This machine's run: the reference.
rm -rf /tmp/portability && mkdir -p /tmp/portability && cp -R "$cards/check" /tmp/portability/
tar -xzf "$archive" -C /tmp/portability
reference="$(run_lint "${reference_bin:-/tmp/portability/$name/bin/cardlint}" 2>&1)"
cp /tmp/portability/check/corpus.json "$cards/reference-corpus.json"
rm -rf /tmp/portability
echo "reference: ${reference_bin:-$name/bin/cardlint} on this machine, corpus report $(wc -c < "$cards/reference-corpus.json") bytes, sha256 $(sha256sum < "$cards/reference-corpus.json" | cut -c1-16)"

failed=0
for fs in "${roots[@]}"; do
  # shellcheck disable=SC1091
  release="$(. "$fs/etc/os-release" && echo "$PRETTY_NAME")"
  libs="$(find "$fs/usr/lib" "$fs/lib" \( -name 'libicu*' -o -name 'libyaml*' \) 2>/dev/null | wc -l)"
  glibc="$(chroot "$fs" /usr/bin/ldd --version 2>/dev/null | head -n 1 | awk '{print $NF}' || true)"
  rm -rf "$fs/tmp/portability" && mkdir -p "$fs/tmp/portability"
  cp -R "$cards/check" "$fs/tmp/portability/"
  tar -xzf "$archive" -C "$fs/tmp/portability"
  for proc in mounted absent; do
    if [ "$proc" = mounted ]; then mount -t proc proc "$fs/proc"; fi
    ok=yes
    rm -f "$fs/tmp/portability/check/corpus.json"
    got="$(run_lint "/tmp/portability/$name/bin/cardlint" "$fs" 2>&1)" || ok=no
    # By PATH too (argv[0] without a slash: found on PATH when /proc/self/exe is missing).
    via_path="$(chroot "$fs" /usr/bin/env PATH="/tmp/portability/$name/bin:/usr/bin:/bin" cardlint --version 2>&1 | tail -n 1)" || ok=no
    if [ "$proc" = mounted ]; then umount "$fs/proc"; fi
    [ "$got" = "$reference" ] || ok=no
    same_corpus=yes
    cmp -s "$cards/reference-corpus.json" "$fs/tmp/portability/check/corpus.json" || { ok=no; same_corpus=no; }
    case "$via_path" in "data "*" /tmp/portability/$name/share/cardlint/rules") ;; *) ok=no ;; esac
    echo "$release (glibc $glibc, ICU/libyaml files: $libs, /proc $proc): $([ $ok = yes ] && echo "same output as the reference, corpus report identical" || echo FAILED)"
    if [ $ok = no ]; then
      failed=1
      diff <(echo "$reference") <(echo "$got") | head -n 20 || true
      [ $same_corpus = yes ] || diff "$cards/reference-corpus.json" "$fs/tmp/portability/check/corpus.json" | head -n 10 || true
      echo "by PATH: $via_path"
    fi
  done
  rm -rf "$fs/tmp/portability"
done
exit $failed
