#ifndef HITCHBENCH_BUILD_TARGET_H
#define HITCHBENCH_BUILD_TARGET_H

// What the compiler was told about the CPU this binary runs on, as a results file records it: the ISA level the
// code may use. Swift has no conditional compilation on CPU features, but the Clang importer that reads this
// header is given the same target and CPU as the Swift compiler (`-target-cpu`, `-Xcc -march=…`), so the
// predefined feature macros here are the build's. A header-only module (static inline), like
// CInstructionCounting, so nothing is compiled by Clang on its own.
//
// x86-64 levels (the psABI's microarchitecture levels): v2 adds SSE4.2 and POPCNT, v3 AVX2, FMA and BMI2, v4
// AVX-512 F/BW/CD/DQ/VL. SwiftPM's default on x86_64 Linux is the baseline, x86-64.

/// The ISA level the code was compiled for: `x86-64`, `x86-64-v2`, `x86-64-v3`, `x86-64-v4`, `arm64` (with
/// `+sve` when the build may use SVE), or `other`.
static inline const char *hitchbench_build_isa_level(void) {
#if defined(__x86_64__)
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512CD__) && defined(__AVX512DQ__) && defined(__AVX512VL__)
    return "x86-64-v4";
#elif defined(__AVX2__) && defined(__FMA__) && defined(__BMI2__)
    return "x86-64-v3";
#elif defined(__SSE4_2__) && defined(__POPCNT__)
    return "x86-64-v2";
#else
    return "x86-64";
#endif
#elif defined(__aarch64__)
#if defined(__ARM_FEATURE_SVE)
    return "arm64+sve";
#else
    return "arm64";
#endif
#else
    return "other";
#endif
}

/// The C library the process runs with (`glibc 2.36`): glibc's run-time version, or `other`.
#if defined(__linux__)
#include <gnu/libc-version.h>
#endif
static inline const char *hitchbench_c_library_version(void) {
#if defined(__GLIBC__)
    return gnu_get_libc_version();
#else
    return 0;
#endif
}

#endif
