#!/usr/bin/env bash
# Builds the cardlint wheel for a release archive (python/): `pip wheel` with the in-tree, standard-
# library build backend (no network). The platform tag is manylinux_2_<floor>_<arch>, the floor being
# the newest GLIBC_ symbol version the binary needs (Scripts/portability-check.sh --glibc-floor).
#
#   Scripts/build-wheel.sh ARCHIVE [OUTDIR]      prints the wheel's path (OUTDIR default: dist)
#   CARDLINT_WHEEL_PLATFORM=TAG …                 use this platform tag (tests pack a debug binary)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
archive="$(cd "$(dirname "${1:?usage: build-wheel.sh ARCHIVE [OUTDIR]}")" && pwd)/$(basename "$1")"
outdir="${2:-$root/dist}"
mkdir -p "$outdir"
arch="$(basename "$archive" .tar.gz)"; arch="${arch##*-linux-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work" --wildcards '*/bin/cardlint'
platform="${CARDLINT_WHEEL_PLATFORM:-}"
if [ -z "$platform" ]; then
  floor="$("$root/Scripts/portability-check.sh" --glibc-floor "$work"/*/bin/cardlint | sed -n 's/^glibc floor: GLIBC_2\.\([0-9]*\).*/\1/p')"
  [ -n "$floor" ] || { echo "build-wheel.sh: cannot read the binary's glibc floor" >&2; exit 1; }
  platform="manylinux_2_${floor}_$arch"
fi
# pip builds in a copy of python/ (so no build files land in the checkout).
cp -R "$root/python" "$work/src"
CARDLINT_WHEEL_ARCHIVE="$archive" CARDLINT_WHEEL_PLATFORM="$platform" \
  python3 -m pip wheel --quiet --no-deps --no-build-isolation --no-index -w "$outdir" "$work/src" >&2
ls -1 "$outdir"/cardlint-*-py3-none-"$platform".whl | tail -n 1
