// Linked into the portable binary when it is linked against an older system (Scripts/build-portable.sh
// with CARDLINT_SYSROOT): the Swift runtime's static libraries (libswiftCore.a,
// libswift_Concurrency.a) were compiled with GCC 12's C++ headers, whose inline std::allocator code
// calls std::__throw_bad_array_new_length(), a function libstdc++ exports only from GCC 11 on
// (GLIBCXX_3.4.29). Debian 11 and Ubuntu 20.04 ship GCC 10's libstdc++ (GLIBCXX_3.4.28). This is the
// same definition as libstdc++'s own (src/c++11/functexcept.cc): throw std::bad_array_new_length,
// a class GCC 10's libstdc++ has. Every other C++ symbol the runtime needs exists in GCC 10's.
#include <new>

namespace std {
[[noreturn]] void __throw_bad_array_new_length() { throw bad_array_new_length(); }
}
