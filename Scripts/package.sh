#!/usr/bin/env bash
# Makes a release archive: OUTDIR/cardlint-VERSION-linux-ARCH.tar.gz (default OUTDIR: dist) holding
#   cardlint-VERSION-linux-ARCH/bin/cardlint, share/cardlint/rules/, LICENSE, README.md
# and beside it the archive's checksum, cardlint-VERSION-linux-ARCH.tar.gz.sha256 (`sha256sum -c` reads it).
# The archive is reproducible: entries sorted, owner 0, mtime 0, gzip without a timestamp.
# Unpack it anywhere and run bin/cardlint: it finds share/ relative to itself.
#
#   Scripts/package.sh [OUTDIR]                              build (release, static Swift runtime) and pack
#   Scripts/package.sh --portable [OUTDIR]                   the portable binary (Scripts/build-portable.sh:
#                                                            one ICU, libyaml and zlib static, stripped;
#                                                            needs only glibc, libstdc++, libgcc_s): what
#                                                            releases ship (.github/workflows/release.yml,
#                                                            with CARDLINT_SYSROOT=DIR from Scripts/make-sysroot.sh:
#                                                            linked against Debian 11's glibc, floor 2.29)
#   CARDLINT_BINARY=path Scripts/package.sh [OUTDIR]         pack an already-built binary
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "${1:-}" = "--portable" ]; then
  shift
  CARDLINT_BINARY="$("$root/Scripts/build-portable.sh")"
  export CARDLINT_BINARY
fi
outdir="${1:-$root/dist}"
mkdir -p "$outdir"
outdir="$(cd "$outdir" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$root/Scripts/install.sh" "$work/stage" >/dev/null
version="$("$work/stage/bin/cardlint" --version | sed -n 's/^cardlint //p')"
[ -n "$version" ] || { echo "package.sh: cannot read the binary's version" >&2; exit 2; }
arch="$(uname -m)"
name="cardlint-$version-linux-$arch"
mv "$work/stage" "$work/$name"
cp "$root/LICENSE" "$root/README.md" "$work/$name/"

tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$work" -cf - "$name" | gzip -n -9 > "$outdir/$name.tar.gz"
(cd "$outdir" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$outdir/$name.tar.gz"
