#!/usr/bin/env bash
# Builds a release cardlint and installs it under PREFIX (default /usr/local):
#   PREFIX/bin/cardlint                 the binary, with the Swift runtime linked in statically
#   PREFIX/share/cardlint/rules/        its data (catalog, rule packs, hosts, metrics), with its YAML
#                                       parsed into .yaml-image, its metric tables into
#                                       metrics/.metric-image and its hash in .data-hash
# The installed binary finds its data relative to itself, so it keeps working after the source
# checkout is deleted, from any working directory. It still needs the system's ICU and libyaml
# (see README "Install").
#
#   Scripts/install.sh [PREFIX]          build and install
#   CARDLINT_BINARY=path Scripts/install.sh PREFIX   install an already-built binary (no build)
set -euo pipefail
prefix="${1:-/usr/local}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if [ -n "${CARDLINT_BINARY:-}" ]; then
  binary="$CARDLINT_BINARY"
else
  swift build -c release --static-swift-stdlib --product cardlint >&2
  binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/cardlint"
fi
[ -x "$binary" ] || { echo "install.sh: no executable at $binary" >&2; exit 2; }

mkdir -p "$prefix/bin" "$prefix/share/cardlint"
# The data is replaced as a whole, so files removed from rules/ do not linger in an old install.
staging="$prefix/share/cardlint/.rules.new"
rm -rf "$staging"
cp -R "$root/rules" "$staging"
rm -rf "$prefix/share/cardlint/rules"
mv "$staging" "$prefix/share/cardlint/rules"
install -m 0755 "$binary" "$prefix/bin/cardlint"
data="$(cd "$prefix/share/cardlint/rules" && pwd -P)"
# The data's YAML and metric tables parsed now (packaging), not by every start-up: images in the data
# folder that the loaders take a file's tree or table from while the file's bytes are the ones parsed
# (`YAMLImage`, `MetricImage`).
"$prefix/bin/cardlint" pack-data "$data" >&2
# The data's hash, computed now (packaging), not by every `cardlint --version`: a stamp in the data folder.
stamp="$(env -u CARDLINT_RULES "$prefix/bin/cardlint" --version | sed -n "s|^data \([0-9a-f]\{16\}\) $data\$|\1|p")"
[ -n "$stamp" ] || { echo "install.sh: the installed binary does not find its data in $data" >&2; exit 2; }
printf '%s\n' "$stamp" > "$data/.data-hash"
echo "installed $prefix/bin/cardlint and $prefix/share/cardlint/rules" >&2
"$prefix/bin/cardlint" --version
