/* Unit-test runner: runs every registered test, prints a line per failure and
 * "N passed, N failed, N skipped" last; with --results FILE also writes the counts there. */
#include <stdlib.h>

#include "test.h"

typedef struct test { const char *name; test_fn fn; } test;
static test tests[1024];
static int ntests, cur_failed, cur_skipped;
static const char *cur_name;

void test_register(const char *name, test_fn fn) {
  if (ntests < (int)(sizeof tests / sizeof tests[0])) tests[ntests++] = (test){name, fn};
}

void test_fail(const char *file, int line, const char *what) {
  printf("FAIL %s: %s:%d: %s\n", cur_name, file, line, what);
  cur_failed = 1;
}

void test_skip(const char *why) {
  printf("SKIP %s: skipped: %s\n", cur_name, why);
  cur_skipped = 1;
}

int test_failed(void) { return cur_failed; }

const char *test_data(const char *name) {
  static char buf[4096];
  const char *dir = getenv("GPUOPT_TEST_DATA");
  snprintf(buf, sizeof buf, "%s/%s", dir ? dir : "tests/data", name);
  return buf;
}

LLVMModuleRef test_parse(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *ir) {
  LLVMModuleRef m = NULL;
  if (gpuopt_module_parse(ctx, llctx, ir, strlen(ir), "test", &m)) {
    printf("  parse error: %s\n", gpuopt_ctx_error(ctx));
    test_fail(__FILE__, __LINE__, "test IR parses");
    return NULL;
  }
  return m;
}

static int cmp(const void *a, const void *b) { return strcmp(((const test *)a)->name, ((const test *)b)->name); }

int main(int argc, char **argv) {
  const char *filter = NULL, *results = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--results") && i + 1 < argc) results = argv[++i];
    else filter = argv[i];
  }
  qsort(tests, (size_t)ntests, sizeof tests[0], cmp);
  int passed = 0, failed = 0, skipped = 0;
  for (int i = 0; i < ntests; i++) {
    if (filter && !strstr(tests[i].name, filter)) continue;
    cur_name = tests[i].name;
    cur_failed = cur_skipped = 0;
    tests[i].fn();
    if (cur_failed) failed++;
    else if (cur_skipped) skipped++;
    else passed++;
  }
  if (results) {
    FILE *f = fopen(results, "w");
    if (f) {
      fprintf(f, "%d %d %d\n", passed, failed, skipped);
      fclose(f);
    }
  }
  printf("unit: %d passed, %d failed, %d skipped\n", passed, failed, skipped);
  return failed ? 1 : 0;
}
