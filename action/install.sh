#!/usr/bin/env bash
# The action's install steps (action.yml), runnable and tested on their own.
#
#   install.sh plan              writes version, prefix and cache key to $GITHUB_OUTPUT
#   install.sh install PREFIX    makes PREFIX/bin/cardlint work and adds PREFIX/bin to $GITHUB_PATH:
#                                with CACHE_HIT=true and a binary that runs, nothing is built;
#                                otherwise the build dependencies are installed and Scripts/install.sh
#                                builds it (CARDLINT_BINARY=path installs a prebuilt binary instead).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

usage() { echo "usage: install.sh plan | install PREFIX" >&2; exit 2; }
need() { [ -n "${!1:-}" ] || { echo "install.sh: \$$1 is not set (run inside GitHub Actions, or set it)" >&2; exit 2; }; }
runs() { "$1/bin/cardlint" --version >/dev/null 2>&1; }

case "${1:-}" in
plan)
  [ $# -eq 1 ] || usage
  need GITHUB_OUTPUT
  version="$(sed -n 's/.*static let current = "\([^"]*\)".*/\1/p' "$root/Sources/CardlintKit/Version.swift")"
  [ -n "$version" ] || { echo "install.sh: cannot read cardlint's version" >&2; exit 2; }
  # The key is the version and a hash of what the binary is built from, so an action pinned to a
  # commit between two releases gets its own build instead of another commit's.
  tree="$(cd "$root" && find Package.swift Sources rules Scripts/install.sh -type f -print0 | LC_ALL=C sort -z \
          | xargs -0 sha256sum | sha256sum | cut -c1-16)"
  prefix="${RUNNER_TOOL_CACHE:-${RUNNER_TEMP:-/tmp}}/cardlint/$version-$tree"
  {
    echo "version=$version"
    echo "prefix=$prefix"
    echo "key=cardlint-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-$version-$tree"
  } >> "$GITHUB_OUTPUT"
  ;;
install)
  [ $# -eq 2 ] && [ -n "$2" ] || usage
  need GITHUB_PATH
  prefix="$2"
  if [ "${CACHE_HIT:-}" = "true" ]; then
    # The cache holds the binary and its data; the system libraries it links (ICU, libyaml) may
    # still be missing on a fresh runner: bootstrap installs them.
    runs "$prefix" || "$root/Scripts/bootstrap.sh"
  fi
  if [ "${CACHE_HIT:-}" = "true" ] && runs "$prefix"; then
    echo "cardlint: restored from the cache: $("$prefix/bin/cardlint" --version | head -n 1)"
  else
    "$root/Scripts/bootstrap.sh"
    "$root/Scripts/install.sh" "$prefix"
  fi
  echo "$prefix/bin" >> "$GITHUB_PATH"
  ;;
*) usage ;;
esac
