# shellcheck shell=bash
# Sourced by Scripts/build-portable.sh when CARDLINT_SYSROOT is set: turns the Swift driver's final link
# command (the array argv) into the same link against an older system's C library and C++ library.
#
# Symbol versions are chosen at link time: an undefined `pthread_create` binds to the default version the
# linked libc.so.6 defines (GLIBC_2.34 on this Debian 12 machine, GLIBC_2.2.5 in Debian 11's libpthread),
# `stat` to libc.so.6's stat@GLIBC_2.33 or, in Debian 11, to libc_nonshared.a's stat (which calls
# __xstat@GLIBC_2.2.5). So the link reads the start files (Scrt1.o, crti.o, crtn.o, crtbeginS.o,
# crtendS.o), libc, libm, libpthread, libdl, libutil, libgcc, libgcc_s and libstdc++ from the sysroot
# (Scripts/make-sysroot.sh) and nothing else changes: the Swift runtime's and this package's objects and
# the static archives (Swift runtime, Foundation, its ICU, libyaml, zlib) are the same files as without it.
# The one C++ function GCC 10's libstdc++ lacks is defined by Scripts/portable/libstdcxx-compat.cc.

# sysroot_link_args SYSROOT MULTIARCH SCRATCH REPO: rewrites argv in place.
sysroot_link_args() {
  local sr ma scratch repo gcc_host gcc_sr shim i a path real out=()
  sr="$(cd "$1" && pwd)"; ma="$2"; scratch="$3"; repo="$4"
  if ! { [ -f "$sr/usr/lib/$ma/libc.so" ] && [ -f "$sr/usr/lib/$ma/Scrt1.o" ]; }; then echo "build-portable.sh: $sr is not a link sysroot for $ma (no usr/lib/$ma/libc.so, Scrt1.o; see Scripts/make-sysroot.sh)" >&2; exit 2; fi
  gcc_sr="$(find "$sr/usr/lib/gcc/$ma" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | sort -V | tail -n 1)"
  if ! { [ -n "$gcc_sr" ] && [ -f "$gcc_sr/crtbeginS.o" ] && [ -e "$gcc_sr/libstdc++.so" ]; }; then echo "build-portable.sh: $sr has no GCC start files and libstdc++.so under usr/lib/gcc/$ma (libgcc-N-dev, libstdc++-N-dev)" >&2; exit 2; fi
  gcc_host="/usr/lib/gcc/$ma"
  shim="$scratch/sysroot/libstdcxx-compat.o"
  mkdir -p "$scratch/sysroot"
  "${CXX:-clang++}" -std=c++17 -O2 -fPIC -c "$repo/Scripts/portable/libstdcxx-compat.cc" -o "$shim"
  out=("${argv[0]}" "--sysroot=$sr")
  for ((i = 1; i < ${#argv[@]}; i++)); do
    a="${argv[$i]}"
    case "$a" in
      -L*)
        path="${a#-L}"
        real="$(realpath -m "$path")"
        case "$real" in
          "$gcc_host"/*) a="-L$gcc_sr" ;;
          /lib|/usr/lib|/lib64|/usr/lib64|"/lib/$ma"|"/usr/lib/$ma") a="-L$sr$real" ;;
        esac ;;
      */Scrt1.o|*/crt1.o|*/crti.o|*/crtn.o)
        case "$(realpath -m "$a")" in "/lib/$ma"/*|"/usr/lib/$ma"/*) a="$sr/usr/lib/$ma/$(basename "$a")" ;; esac ;;
      "$gcc_host"/*/crt*.o) a="$gcc_sr/$(basename "$a")" ;;
    esac
    out+=("$a")
    # The compat object goes right after the Swift runtime's start object, before any library.
    case "$a" in */swiftrt.o) out+=("$shim") ;; esac
  done
  printf '%s\n' "${out[@]}" | grep -qx -- "$shim" || { echo "build-portable.sh: no swiftrt.o in the link command" >&2; exit 1; }
  argv=("${out[@]}")
}

# newest_version PREFIX FILE: the newest PREFIX<version> (GLIBC_, GLIBCXX_) a file names, e.g. GLIBC_2.31.
newest_version() {
  objdump -T "$2" | grep -o "$1[0-9][0-9.]*" | sort -V | tail -n 1
}

# sysroot_check_floor SYSROOT MULTIARCH BINARY: the binary needs no symbol version newer than the
# sysroot's own libc and libstdc++ define (else the link took something from this machine).
sysroot_check_floor() {
  local sr="$1" ma="$2" bin="$3" libc libcxx
  libc="$(find "$sr/usr/lib/$ma" "$sr/lib/$ma" -maxdepth 1 -name 'libc.so.6' 2>/dev/null | head -n 1)"
  libcxx="$(find "$sr/usr/lib/$ma" -maxdepth 1 -name 'libstdc++.so.6.*' 2>/dev/null | head -n 1)"
  check_newest GLIBC_ "$libc" "$bin"
  check_newest GLIBCXX_ "$libcxx" "$bin"
}

# check_newest PREFIX LIBRARY BINARY
check_newest() {
  local have want
  have="$(objdump -p "$2" | grep -o "$1[0-9][0-9.]*" | sort -V | tail -n 1)"
  want="$(newest_version "$1" "$3")"
  if [ -n "$want" ] && [ "$(printf '%s\n%s\n' "$want" "$have" | sort -V | tail -n 1)" != "$have" ]; then
    echo "build-portable.sh: the binary needs $want, newer than the sysroot's $have ($2)" >&2; exit 1
  fi
  echo "build-portable.sh: needs $want at most (the sysroot's $(basename "$2") defines up to $have)" >&2
}
