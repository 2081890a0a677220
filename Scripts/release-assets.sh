#!/usr/bin/env bash
# Checks a release folder and writes its SHA256SUMS (the release workflow's last step, runnable here):
#   - every cardlint-*.tar.gz has its .sha256 and matches it;
#   - there is one archive per architecture (x86_64, aarch64 — REQUIRE_ARCHS overrides), all of one version;
#   - SHA256SUMS lists every archive (sha256sum -c reads it).
#   Scripts/release-assets.sh DIR
set -euo pipefail
dir="${1:?usage: release-assets.sh DIR}"
cd "$dir"
shopt -s nullglob
archives=(cardlint-*-linux-*.tar.gz)
[ ${#archives[@]} -gt 0 ] || { echo "release-assets.sh: no cardlint-*-linux-*.tar.gz in $dir" >&2; exit 1; }
versions=()
for a in "${archives[@]}"; do
  [ -f "$a.sha256" ] || { echo "release-assets.sh: $a has no $a.sha256" >&2; exit 1; }
  sha256sum --quiet -c "$a.sha256" || { echo "release-assets.sh: $a does not match $a.sha256" >&2; exit 1; }
  v="${a#cardlint-}"; v="${v%-linux-*}"; versions+=("$v")
done
[ "$(printf '%s\n' "${versions[@]}" | sort -u | wc -l)" -eq 1 ] || { echo "release-assets.sh: more than one version: ${versions[*]}" >&2; exit 1; }
for arch in ${REQUIRE_ARCHS:-x86_64 aarch64}; do
  [ -f "cardlint-${versions[0]}-linux-$arch.tar.gz" ] || { echo "release-assets.sh: no archive for $arch" >&2; exit 1; }
done
sha256sum "${archives[@]}" > SHA256SUMS
echo "$dir/SHA256SUMS: ${#archives[@]} archives of cardlint ${versions[0]}"
