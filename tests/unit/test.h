/* A tiny unit-test framework: TEST(name) { ... CHECK(cond); ... }. Tests register themselves; the
 * runner (runner.c) runs them all (or those whose name contains argv[1]) and prints
 * "N passed, N failed" last. A test may call test_skip("why") to be counted as skipped. */
#ifndef GPUOPT_TEST_H
#define GPUOPT_TEST_H

#include <stdio.h>
#include <string.h>

#include "gpuopt/gpuopt.h"

typedef void (*test_fn)(void);
void test_register(const char *name, test_fn fn);
void test_fail(const char *file, int line, const char *what);
void test_skip(const char *why);
int test_failed(void);
/* Path of a file under tests/data (GPUOPT_TEST_DATA overrides the directory). Static buffer. */
const char *test_data(const char *name);
/* Parse IR text into llctx; fails the test (returns NULL) on error. */
LLVMModuleRef test_parse(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *ir);

#define TEST(name)                                                                   \
  static void name(void);                                                            \
  __attribute__((constructor)) static void name##_register(void) { test_register(#name, name); } \
  static void name(void)

#define CHECK(cond)                                   \
  do {                                                \
    if (!(cond)) {                                    \
      test_fail(__FILE__, __LINE__, #cond);           \
      return;                                         \
    }                                                 \
  } while (0)

#define CHECK_EQ(a, b)                                                                      \
  do {                                                                                      \
    long long a_ = (long long)(a), b_ = (long long)(b);                                     \
    if (a_ != b_) {                                                                         \
      char m_[256];                                                                         \
      snprintf(m_, sizeof m_, "%s == %s (%lld != %lld)", #a, #b, a_, b_);                   \
      test_fail(__FILE__, __LINE__, m_);                                                    \
      return;                                                                               \
    }                                                                                       \
  } while (0)

#define CHECK_STR_CONTAINS(s, sub)                                                          \
  do {                                                                                      \
    const char *s_ = (s);                                                                   \
    if (!s_ || !strstr(s_, (sub))) {                                                        \
      char m_[512];                                                                         \
      snprintf(m_, sizeof m_, "'%.300s' contains '%s'", s_ ? s_ : "(null)", (sub));         \
      test_fail(__FILE__, __LINE__, m_);                                                    \
      return;                                                                               \
    }                                                                                       \
  } while (0)

#endif
