/* The C front end of the driver: a .c file becomes host IR for the loop analyses (gpuopt analyze
 * FILE.c [-- CFLAGS]) through clang, with a fixed recipe that keeps the loops as the programmer
 * wrote them and the source names and lines in the debug info:
 *   clang -O1 -g -fno-unroll-loops -fno-vectorize -fno-slp-vectorize -Xclang -disable-llvm-passes
 *         -S -emit-llvm [CFLAGS] FILE
 * (-O1 rather than -O0 so that clang emits no `optnone`, and TBAA/lifetime information;
 * -disable-llvm-passes so that none of LLVM's -O1 pipeline runs: no unrolling, vectorisation,
 * loop idiom recognition (memset/memcpy), LICM or IV widening), then gpuopt_loops_canonicalize
 * (loops.h), which runs the few canonicalising LLVM passes the analyses need. clang is the one of
 * drv_find_clang (cuda_front.c): $GPUOPT_CLANG, else clang-<LLVM major>. */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver/driver.h"

int drv_load_ir(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, LLVMModuleRef *out) {
  gpuopt_status st = gpuopt_module_parse_file(ctx, llctx, path, out);
  if (!st) st = gpuopt_module_verify(ctx, *out);
  if (st) {
    if (*out) LLVMDisposeModule(*out);
    *out = NULL;
    return drv_fail(ctx, st);
  }
  return 0;
}

int drv_is_c_source(const char *path) {
  size_t n = strlen(path);
  return n > 2 && !strcmp(path + n - 2, ".c");
}

static int run_wait(char *const *argv) {
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    execvp(argv[0], argv);
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int drv_compile_c(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, char *const *cflags, int ncflags,
                  LLVMModuleRef *out) {
  *out = NULL;
  const char *clang = drv_find_clang();
  if (!clang)
    return drv_error("cannot compile '%s': no clang found (set GPUOPT_CLANG, or install clang-%d; "
                     "or give gpuopt IR, a .ll or .bc file)", path, GPUOPT_LLVM_VERSION);
  if (access(path, R_OK)) return drv_error("cannot read '%s': %s", path, strerror(errno));
  char dir[] = "/tmp/gpuopt-c-XXXXXX";
  if (!mkdtemp(dir)) return drv_error("cannot create a temporary directory: %s", strerror(errno));
  char ll[64];
  snprintf(ll, sizeof ll, "%s/host.ll", dir);
  static const char *const recipe[] = {"-O1", "-g", "-fno-unroll-loops", "-fno-vectorize", "-fno-slp-vectorize",
                                       "-Xclang", "-disable-llvm-passes", "-S", "-emit-llvm"};
  size_t nr = sizeof recipe / sizeof recipe[0];
  char **argv = calloc(nr + (size_t)ncflags + 6, sizeof *argv);
  if (!argv) {
    rmdir(dir);
    return drv_error("out of memory");
  }
  size_t k = 0;
  argv[k++] = (char *)clang;
  for (size_t i = 0; i < nr; i++) argv[k++] = (char *)recipe[i];
  for (int i = 0; i < ncflags; i++) argv[k++] = cflags[i];
  argv[k++] = "-o";
  argv[k++] = ll;
  argv[k++] = (char *)path;
  argv[k] = NULL;
  int rc = 0, st = run_wait(argv);
  free(argv);
  if (st) rc = drv_error("%s failed on '%s' (exit status %d)", clang, path, st);
  if (!rc) rc = drv_load_ir(ctx, llctx, ll, out);
  unlink(ll);
  rmdir(dir);
  if (rc) return rc;
  gpuopt_status s = gpuopt_loops_canonicalize(ctx, *out);
  if (s) {
    LLVMDisposeModule(*out);
    *out = NULL;
    return drv_fail(ctx, s);
  }
  return 0;
}
