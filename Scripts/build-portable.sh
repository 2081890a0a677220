#!/usr/bin/env bash
# Builds the portable Linux binary and prints its path:
#   - the Swift runtime and Foundation linked statically (--static-swift-stdlib);
#   - one ICU: the copy Foundation carries (_FoundationICU, ICU 76), used by cardlint's ICU shims too
#     (CARDLINT_FOUNDATION_ICU=1, see Package.swift), so no system libicu is linked;
#   - libyaml and zlib from Debian's own libyaml-dev / zlib1g-dev static archives (.a);
#   - stripped; only glibc (libc, libm), libstdc++ and libgcc_s stay dynamic.
# It builds in .build-portable/ so the ordinary .build/ (swift build, swift test) is left as it is.
#
#   Scripts/build-portable.sh            build; prints the binary's path on standard output
#   JOBS=N Scripts/build-portable.sh     build jobs (default: 1)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scratch="$root/.build-portable"
multiarch="$(gcc -print-multiarch 2>/dev/null || echo "$(uname -m)-linux-gnu")"
# A folder holding only the static archives, given to swiftc as -L (clang puts it before its own
# library folders; -Xlinker -L would come after them): -lyaml and -lz
# resolve to the .a files (the .so beside them in /usr/lib is never seen).
statics="$scratch/static-libs"
mkdir -p "$statics"
for lib in libyaml.a libz.a; do
  found=""
  for dir in "/usr/lib/$multiarch" /usr/lib /usr/local/lib; do
    [ -f "$dir/$lib" ] && { found="$dir/$lib"; break; }
  done
  [ -n "$found" ] || { echo "build-portable.sh: no $lib (apt-get install libyaml-dev zlib1g-dev)" >&2; exit 2; }
  ln -sf "$found" "$statics/$lib"
done

flags=(-c release --static-swift-stdlib --product cardlint --scratch-path "$scratch" -j "${JOBS:-1}"
       -Xswiftc -L"$statics" -Xlinker --as-needed)
CARDLINT_FOUNDATION_ICU=1 swift build "${flags[@]}" >&2
bin="$(CARDLINT_FOUNDATION_ICU=1 swift build "${flags[@]}" --show-bin-path)"
mkdir -p "$scratch/out"
strip -o "$scratch/out/cardlint" "$bin/cardlint"
# What is allowed to stay dynamic; anything else (libicu*, libyaml, libz, libswift*) is a build error.
allowed='^(linux-vdso\.so|libc\.so|libm\.so|libstdc\+\+\.so|libgcc_s\.so|ld-linux[-a-z0-9_.]*\.so|libpthread\.so|libdl\.so|librt\.so)'
extra="$(objdump -p "$scratch/out/cardlint" | awk '/NEEDED/ {print $2}' | grep -Ev "$allowed" || true)"
[ -z "$extra" ] || { echo "build-portable.sh: the binary still needs: $extra" >&2; exit 1; }
echo "$scratch/out/cardlint"
