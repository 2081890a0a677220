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
#   CARDLINT_SYSROOT=DIR Scripts/build-portable.sh
#                                        link against an older system's glibc and libstdc++ (a folder made
#                                        by Scripts/make-sysroot.sh; Debian 11: glibc 2.31, GCC 10), so the
#                                        binary's symbol versions are that system's, not this machine's:
#                                        what releases ship. Without it the floor is this machine's glibc.
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

# -v: the link's command line is read back below (and -v is kept on every build here so the
# compile flags, and so the compiled modules, stay the same from one run to the next).
flags=(-c release --static-swift-stdlib --product cardlint --scratch-path "$scratch" -j "${JOBS:-1}"
       -Xswiftc -L"$statics" -Xlinker --as-needed -v)
CARDLINT_FOUNDATION_ICU=1 swift build "${flags[@]}" >&2
bin="$(CARDLINT_FOUNDATION_ICU=1 swift build "${flags[@]}" --show-bin-path | tail -n 1)"
# SwiftPM links libyaml (module map, pkg-config) and zlib by name (-lyaml, -lz), and the Swift driver
# puts the system's library folder ahead of any -L given to it, so the linker picks the .so files.
# The final link is therefore run once more with those two names bound to the static archives
# (-l:libyaml.a, -l:libz.a); everything else on the command line is the driver's own.
rm -f "$bin/cardlint"
link="$(CARDLINT_FOUNDATION_ICU=1 swift build "${flags[@]}" 2>&1 | grep -E '^ *"?/[^ ]*/ld(\.gold|\.lld|\.bfd)?"? ' | grep -E -- "-o [^ ]*/cardlint( |$)" | tail -n 1)"
[ -n "$link" ] || { echo "build-portable.sh: cannot find the link command of $bin/cardlint" >&2; exit 1; }
read -r -a argv <<< "$link"
for i in "${!argv[@]}"; do
  a="${argv[$i]}"
  # -v prints an argument that needs quoting as "…" with \$ \" \\ escaped: undo that.
  if [[ "$a" == \"*\" ]]; then a="${a:1:${#a}-2}"; a="${a//\\\$/\$}"; a="${a//\\\"/\"}"; a="${a//\\\\/\\}"; fi
  case "$a" in -lyaml) a="-l:libyaml.a" ;; -lz) a="-l:libz.a" ;; esac
  argv[i]="$a"
done
if [ -n "${CARDLINT_SYSROOT:-}" ]; then
  # shellcheck source=Scripts/portable/sysroot-link.sh
  . "$root/Scripts/portable/sysroot-link.sh"
  sysroot_link_args "$CARDLINT_SYSROOT" "$multiarch" "$scratch" "$root"
fi
"${argv[@]}"
mkdir -p "$scratch/out"
strip -o "$scratch/out/cardlint" "$bin/cardlint"
# What is allowed to stay dynamic; anything else (libicu*, libyaml, libz, libswift*) is a build error.
allowed='^(linux-vdso\.so|libc\.so|libm\.so|libstdc\+\+\.so|libgcc_s\.so|ld-linux[-a-z0-9_.]*\.so|libpthread\.so|libdl\.so|librt\.so|libutil\.so)'
extra="$(objdump -p "$scratch/out/cardlint" | awk '/NEEDED/ {print $2}' | grep -Ev "$allowed" || true)"
[ -z "$extra" ] || { echo "build-portable.sh: the binary still needs: $extra" >&2; exit 1; }
[ -z "${CARDLINT_SYSROOT:-}" ] || sysroot_check_floor "$CARDLINT_SYSROOT" "$multiarch" "$scratch/out/cardlint"
echo "$scratch/out/cardlint"
