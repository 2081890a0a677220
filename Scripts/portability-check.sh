#!/usr/bin/env bash
# Runs a release archive the way other Linux systems see it (issue #29): in root file systems of
# other Debian releases made with debootstrap (minbase: no ICU, no libyaml installed), with /proc
# mounted and without it, and compares each run's output with the same binary's on this machine.
#
#   Scripts/portability-check.sh ARCHIVE [ROOTFS...]   default ROOTFS: /work/rootfs/bullseye /work/rootfs/trixie
#   Scripts/portability-check.sh --glibc-floor BINARY  the dynamic libraries it needs (only glibc, libstdc++,
#                                                      libgcc_s allowed) and the newest GLIBC_ symbol version
#
# Making a root file system (root, once; minutes each, so this is not part of `swift test`):
#   apt-get install debootstrap
#   debootstrap --variant=minbase bullseye /work/rootfs/bullseye http://deb.debian.org/debian
#   debootstrap --variant=minbase trixie   /work/rootfs/trixie   http://deb.debian.org/debian
# Needs root (chroot, mount). Prints one line per run and exits 1 if any run differs or fails.
set -euo pipefail

glibc_floor() {
  local bin="$1" needed extra
  needed="$(objdump -p "$bin" | awk '/NEEDED/ {print $2}' | sort | tr '\n' ' ')"
  extra="$(objdump -p "$bin" | awk '/NEEDED/ {print $2}' \
    | grep -Ev '^(libc\.so|libm\.so|libstdc\+\+\.so|libgcc_s\.so|ld-linux[-a-z0-9_.]*\.so|libpthread\.so|libdl\.so|librt\.so)' || true)"
  echo "needs: $needed"
  [ -z "$extra" ] || { echo "portability-check: needs more than glibc, libstdc++ and libgcc_s: $extra" >&2; return 1; }
  echo "glibc floor: $(objdump -T "$bin" | grep -o 'GLIBC_[0-9.]*' | sort -t. -k1,1 -k2,2n -k3,3n -V | tail -n 1)"
}

if [ "${1:-}" = "--glibc-floor" ]; then
  glibc_floor "${2:?usage: portability-check.sh --glibc-floor BINARY}"
  exit
fi

archive="$(cd "$(dirname "${1:?usage: portability-check.sh ARCHIVE [ROOTFS...]}")" && pwd)/$(basename "$1")"
shift
roots=("$@")
[ ${#roots[@]} -gt 0 ] || roots=(/work/rootfs/bullseye /work/rootfs/trixie)
[ "$(id -u)" = 0 ] || { echo "portability-check: needs root (chroot, mount)" >&2; exit 2; }
name="$(basename "$archive" .tar.gz)"

# The cards: one with findings, one whose text needs ICU's dictionary line breaking (Thai) and
# East Asian widths, one template with its data (libyaml reads the config).
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

run_lint() { # CARDLINT [CHROOT] → output of --version and two lints, paths as given
  local prefix=()
  [ -n "${2:-}" ] && prefix=(chroot "$2")
  "${prefix[@]}" /bin/sh -c "cd /tmp/portability/check && $1 --version | head -n 1 && $1 lint findings.json --host teams-mobile --format text --color never; echo \"exit \$?\"; $1 lint findings.json --format json | head -c 400; echo"
}

# This machine's run: the reference.
rm -rf /tmp/portability && mkdir -p /tmp/portability && cp -R "$cards/check" /tmp/portability/
tar -xzf "$archive" -C /tmp/portability
reference="$(run_lint "/tmp/portability/$name/bin/cardlint")"
rm -rf /tmp/portability

failed=0
for fs in "${roots[@]}"; do
  [ -x "$fs/bin/sh" ] || { echo "portability-check: $fs is not a root file system (see the header)" >&2; exit 2; }
  release="$(. "$fs/etc/os-release" && echo "$PRETTY_NAME")"
  libs="$(find "$fs/usr/lib" "$fs/lib" \( -name 'libicu*' -o -name 'libyaml*' \) 2>/dev/null | wc -l)"
  glibc="$(chroot "$fs" /usr/bin/ldd --version 2>/dev/null | head -n 1 | awk '{print $NF}' || true)"
  rm -rf "$fs/tmp/portability" && mkdir -p "$fs/tmp/portability"
  cp -R "$cards/check" "$fs/tmp/portability/"
  tar -xzf "$archive" -C "$fs/tmp/portability"
  for proc in mounted absent; do
    if [ "$proc" = mounted ]; then mount -t proc proc "$fs/proc"; fi
    ok=yes
    got="$(run_lint "/tmp/portability/$name/bin/cardlint" "$fs" 2>&1)" || ok=no
    # By PATH too (argv[0] without a slash: found on PATH when /proc/self/exe is missing).
    via_path="$(chroot "$fs" /usr/bin/env PATH="/tmp/portability/$name/bin:/usr/bin:/bin" cardlint --version 2>&1 | tail -n 1)" || ok=no
    if [ "$proc" = mounted ]; then umount "$fs/proc"; fi
    [ "$got" = "$reference" ] || ok=no
    case "$via_path" in "data "*" /tmp/portability/$name/share/cardlint/rules") ;; *) ok=no ;; esac
    echo "$release (glibc $glibc, ICU/libyaml files: $libs, /proc $proc): $([ $ok = yes ] && echo "same output as this machine" || echo FAILED)"
    if [ $ok = no ]; then
      failed=1
      diff <(echo "$reference") <(echo "$got") | head -n 20 || true
      echo "by PATH: $via_path"
    fi
  done
  rm -rf "$fs/tmp/portability"
done
exit $failed
