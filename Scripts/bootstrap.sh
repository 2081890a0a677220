#!/usr/bin/env bash
# Installs what a fresh machine of this kind lacks (idempotent; quiet when nothing is missing).
# Swift itself comes with the machine; cardlint needs ICU, libyaml and zlib headers, and the tests use
# python3's jsonschema to validate SARIF output.
set -euo pipefail
need=()
for pkg in libicu-dev libyaml-dev zlib1g-dev pkg-config; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "bootstrap: installing ${need[*]}" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
if ! python3 -c 'import jsonschema' >/dev/null 2>&1; then
  echo "bootstrap: installing python jsonschema" >&2
  python3 -m pip install -q jsonschema >/dev/null
fi
