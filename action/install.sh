#!/usr/bin/env bash
# The action's install steps (action.yml), runnable and tested on their own.
#
#   install.sh plan              checks the inputs; writes version, mode, prefix and cache key to $GITHUB_OUTPUT
#   install.sh install PREFIX    makes PREFIX/bin/cardlint work and adds PREFIX/bin to $GITHUB_PATH
#
# Modes (input `build-from-source`, INPUT_BUILD_FROM_SOURCE):
#   release (default)  downloads the release archive for the runner, cardlint-VERSION-linux-ARCH.tar.gz,
#                      and its .sha256 from CARDLINT_RELEASE_BASE (default: this repository's GitHub
#                      release vVERSION); the archive must match the checksum, or nothing is installed.
#                      VERSION is the `version` input, or the version of this copy of the action.
#   source             builds from this checkout (Scripts/bootstrap.sh, Scripts/install.sh; needs Swift 6);
#                      CARDLINT_BINARY=path installs a prebuilt binary instead (tests).
# With CACHE_HIT=true and a binary that runs, nothing is downloaded or built.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=inputs.sh
. "$root/action/inputs.sh"

usage() { echo "usage: install.sh plan | install PREFIX" >&2; exit 2; }
need() { [ -n "${!1:-}" ] || { echo "install.sh: \$$1 is not set (run inside GitHub Actions, or set it)" >&2; exit 2; }; }
runs() { "$1/bin/cardlint" --version >/dev/null 2>&1; }

source_mode() {
  local v="${INPUT_BUILD_FROM_SOURCE:-false}"
  check_choice build-from-source "$v" true false
  [ "$v" = true ]
}

# Sets ARCH: the runner's architecture as the archives name it. (Not in a $(…): an input error
# must reach the log and stop the script.)
find_arch() {
  case "${RUNNER_ARCH:-$(uname -m)}" in
    X64|x86_64|amd64) ARCH=x86_64 ;;
    ARM64|aarch64|arm64) ARCH=aarch64 ;;
    *) input_error "no release archive for the architecture '${RUNNER_ARCH:-$(uname -m)}'; set build-from-source: true" ;;
  esac
}

# Sets VERSION: the `version` input without a leading v, or this copy of the action's version.
find_version() {
  VERSION="${INPUT_VERSION:-}"
  VERSION="${VERSION#v}"
  [ -n "$VERSION" ] || VERSION="$(action_version "$root")"
  check_version "$VERSION"
}

# The .sha256 comes from the same place as the archive, so it catches a broken download, not a replaced
# one. The release workflow also signs a build-provenance attestation of each archive (Sigstore, through
# GitHub's OIDC): with `gh` on PATH and GH_TOKEN set (action.yml passes github.token), the archive must
# carry one made by this repository's release workflow, or nothing is installed.
# CARDLINT_ATTESTATION=require makes a missing gh or token an error; =skip does not look.
attestation() { # ARCHIVE
  local repo="${CARDLINT_REPOSITORY:-cardlint/cardlint}" mode="${CARDLINT_ATTESTATION:-auto}" out
  case "$mode" in auto|require|skip) ;; *) echo "cardlint: CARDLINT_ATTESTATION must be auto, require or skip, not '$mode'" >&2; return 1 ;; esac
  [ "$mode" != skip ] || { echo "cardlint: build provenance not checked (CARDLINT_ATTESTATION=skip)"; return 0; }
  if ! command -v gh >/dev/null || [ -z "${GH_TOKEN:-}" ]; then
    [ "$mode" = require ] && { echo "cardlint: cannot check the build provenance: needs gh on PATH and GH_TOKEN" >&2; return 1; }
    echo "cardlint: build provenance not checked (no gh on PATH or no GH_TOKEN); the sha256 was"
    return 0
  fi
  if out="$(gh attestation verify "$1" --repo "$repo" --signer-workflow "$repo/.github/workflows/release.yml" 2>&1)"; then
    echo "cardlint: build provenance verified ($repo release workflow)"
  else
    echo "cardlint: $(basename "$1") has no valid build-provenance attestation from $repo's release workflow:" >&2
    printf '%s\n' "$out" | tail -n 5 >&2
    return 1
  fi
}

download() { # PREFIX VERSION
  local prefix="$1" v="$2" name base work expected actual
  find_arch
  name="cardlint-$v-linux-$ARCH"
  base="${CARDLINT_RELEASE_BASE:-${GITHUB_SERVER_URL:-https://github.com}/${CARDLINT_REPOSITORY:-cardlint/cardlint}/releases/download/v$v}"
  work="$(mktemp -d)"
  # shellcheck disable=SC2064
  trap "rm -rf '$work'" RETURN
  echo "cardlint: downloading $base/$name.tar.gz"
  curl --fail --silent --show-error --location --retry 3 -o "$work/$name.tar.gz" "$base/$name.tar.gz" \
    || { echo "cardlint: cannot download $base/$name.tar.gz (is $v released? set build-from-source: true to build instead)" >&2; return 2; }
  curl --fail --silent --show-error --location --retry 3 -o "$work/$name.tar.gz.sha256" "$base/$name.tar.gz.sha256" \
    || { echo "cardlint: cannot download the checksum $base/$name.tar.gz.sha256" >&2; return 2; }
  expected="$(awk -v n="$name.tar.gz" '$2 == n || $2 == "*" n {print $1; exit}' "$work/$name.tar.gz.sha256")"
  [[ "$expected" =~ ^[0-9a-f]{64}$ ]] || { echo "cardlint: $name.tar.gz.sha256 names no checksum for $name.tar.gz" >&2; return 2; }
  actual="$(sha256sum "$work/$name.tar.gz" | cut -d' ' -f1)"
  [ "$actual" = "$expected" ] || { echo "cardlint: checksum mismatch for $name.tar.gz: expected $expected, got $actual" >&2; return 2; }
  echo "cardlint: sha256 $actual OK"
  attestation "$work/$name.tar.gz" || return 2
  mkdir -p "$work/x"
  tar -xzf "$work/$name.tar.gz" -C "$work/x" --no-same-owner --no-same-permissions "$name/bin/cardlint" "$name/share/cardlint" \
    || { echo "cardlint: $name.tar.gz is not a cardlint archive" >&2; return 2; }
  [ -f "$work/x/$name/bin/cardlint" ] && [ ! -L "$work/x/$name/bin/cardlint" ] || { echo "cardlint: $name.tar.gz holds no bin/cardlint" >&2; return 2; }
  mkdir -p "$prefix/bin" "$prefix/share"
  rm -rf "$prefix/share/cardlint"
  mv "$work/x/$name/share/cardlint" "$prefix/share/cardlint"
  install -m 0755 "$work/x/$name/bin/cardlint" "$prefix/bin/cardlint"
}

case "${1:-}" in
plan)
  [ $# -eq 1 ] || usage
  need GITHUB_OUTPUT
  check_choice upload-sarif "${INPUT_UPLOAD_SARIF:-true}" true false
  if source_mode; then
    version="$(action_version "$root")"
    [ -n "$version" ] || { echo "install.sh: cannot read cardlint's version" >&2; exit 2; }
    # The key is the version and a hash of what the binary is built from, so an action pinned to a
    # commit between two releases gets its own build instead of another commit's.
    tree="$(cd "$root" && find Package.swift Sources rules Scripts/install.sh -type f -print0 | LC_ALL=C sort -z \
            | xargs -0 sha256sum | sha256sum | cut -c1-16)"
    mode=source; id="$version-$tree"
  else
    find_version; find_arch
    version="$VERSION"; mode=release; id="$version-release-$ARCH"
  fi
  prefix="${RUNNER_TOOL_CACHE:-${RUNNER_TEMP:-/tmp}}/cardlint/$id"
  {
    echo "version=$version"
    echo "mode=$mode"
    echo "prefix=$prefix"
    echo "key=cardlint-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-$id"
  } >> "$GITHUB_OUTPUT"
  ;;
install)
  [ $# -eq 2 ] && [ -n "$2" ] || usage
  need GITHUB_PATH
  prefix="$2"
  if [ "${CACHE_HIT:-}" = "true" ] && ! source_mode; then :
  elif [ "${CACHE_HIT:-}" = "true" ]; then
    # A source build links the system's ICU and libyaml, which a fresh runner may lack.
    runs "$prefix" || "$root/Scripts/bootstrap.sh"
  fi
  if [ "${CACHE_HIT:-}" = "true" ] && runs "$prefix"; then
    echo "cardlint: restored from the cache: $("$prefix/bin/cardlint" --version | head -n 1)"
  elif source_mode; then
    "$root/Scripts/bootstrap.sh"
    "$root/Scripts/install.sh" "$prefix"
  else
    find_version
    download "$prefix" "$VERSION" || exit 2
    runs "$prefix" || { echo "cardlint: the downloaded binary does not run on this runner" >&2; "$prefix/bin/cardlint" --version >&2; exit 2; }
    "$prefix/bin/cardlint" --version | head -n 1
  fi
  echo "$prefix/bin" >> "$GITHUB_PATH"
  ;;
*) usage ;;
esac
