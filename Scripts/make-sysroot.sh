#!/usr/bin/env bash
# Makes the link sysroot the release binary is linked against (Scripts/build-portable.sh with
# CARDLINT_SYSROOT=DIR): Debian 11's C library and GCC 10's libstdc++ and start files, so the binary
# runs on glibc 2.31 and later (Debian 11, Ubuntu 20.04 and newer) although it is built on Debian 12.
# Only the files of six Debian packages are unpacked (libc6, libc6-dev, libgcc-s1, libgcc-10-dev,
# libstdc++6, libstdc++-10-dev); nothing in the folder is run, so it works for another architecture too
# and needs no chroot. debootstrap fetches and checks the packages against Debian's archive keys.
#
#   Scripts/make-sysroot.sh DIR [ARCH]        ARCH: x86_64 (default: this machine's) or aarch64
#   MIRROR=URL Scripts/make-sysroot.sh ...    the Debian mirror (default: http://deb.debian.org/debian)
#   SUITE=NAME ...                            another Debian release (default: bullseye, Debian 11)
#
# Needs root (debootstrap) and the debootstrap package. Takes a few minutes (it downloads ~60 MB).
set -euo pipefail
usage() { echo "usage: make-sysroot.sh DIR [x86_64|aarch64]" >&2; exit 2; }
{ [ $# -ge 1 ] && [ $# -le 2 ] && [ -n "$1" ]; } || usage
dir="$1"
case "${2:-$(uname -m)}" in
  x86_64|amd64) debarch=amd64 ;;
  aarch64|arm64) debarch=arm64 ;;
  *) echo "make-sysroot.sh: unknown architecture '${2:-}' (x86_64 or aarch64)" >&2; exit 2 ;;
esac
suite="${SUITE:-bullseye}"
case "$suite" in bullseye) gcc=10 ;; bookworm) gcc=12 ;; *) echo "make-sysroot.sh: unknown suite '$suite'" >&2; exit 2 ;; esac
command -v debootstrap >/dev/null || { echo "make-sysroot.sh: needs debootstrap (apt-get install debootstrap)" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "make-sysroot.sh: needs root (debootstrap)" >&2; exit 2; }
[ ! -e "$dir" ] || [ -z "$(ls -A "$dir")" ] || { echo "make-sysroot.sh: $dir exists and is not empty" >&2; exit 2; }

packages=(libc6 libc6-dev libgcc-s1 "libgcc-$gcc-dev" libstdc++6 "libstdc++-$gcc-dev")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# --download-only: fetch the packages and check them against the archive keys; unpack and run nothing.
# The packages wanted are then unpacked into DIR (debootstrap's own tree is thrown away).
include="$(IFS=,; echo "${packages[*]}")"
debootstrap --download-only --variant=minbase --arch="$debarch" --include="$include" \
  "$suite" "$work/root" "${MIRROR:-http://deb.debian.org/debian}" >&2
mkdir -p "$dir"
for p in "${packages[@]}"; do
  deb="$(find "$work/root/var/cache/apt/archives" -maxdepth 1 -name "${p}_*_${debarch}.deb" | head -n 1)"
  [ -n "$deb" ] || { echo "make-sysroot.sh: debootstrap fetched no $p for $debarch" >&2; exit 1; }
  dpkg-deb -x "$deb" "$dir"
  basename "$deb"
done
# Debian's development symlinks are absolute (usr/lib/MULTIARCH/libpthread.so -> /lib/MULTIARCH/libpthread.so.0):
# outside a chroot they would name this machine's libraries, so each is made relative inside DIR.
dir="$(cd "$dir" && pwd)"
find "$dir" -type l -lname '/*' -print0 | while IFS= read -r -d '' link; do
  ln -sfn "$(realpath -m --relative-to="$(dirname "$link")" "$dir$(readlink "$link")")" "$link"
done
echo "$dir: $suite $debarch sysroot (glibc $(dpkg-deb -f "$(find "$work/root/var/cache/apt/archives" -name "libc6_*_${debarch}.deb" | head -n 1)" Version))"
