/* gpucc2-bench FILE [REPEAT [ONLY]]: compile time of the gpucc §3.4-3.5 transforms (speculate,
 * sep-const-offset, slsr, global-reassoc) on every function of FILE. Each transform runs alone on
 * a fresh clone of the parsed module; the best of REPEAT runs is printed (parsing and cloning
 * excluded), with ns per instruction, as key=value pairs on one line. Used by
 * bench/gpucc2/compile-time.sh for the scaling table in bench/results/gpucc2.md. ONLY runs just the
 * transform of that name (for profiling). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpuopt/gpuopt.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

typedef gpuopt_status (*fn_transform)(gpuopt_ctx *, LLVMValueRef);
static gpuopt_status run_spec(gpuopt_ctx *c, LLVMValueRef f) { return gpuopt_speculate(c, f, NULL); }
static gpuopt_status run_par(gpuopt_ctx *c, LLVMValueRef f) { return gpuopt_sep_const_offset(c, f, NULL); }
static gpuopt_status run_slsr(gpuopt_ctx *c, LLVMValueRef f) { return gpuopt_slsr(c, f, NULL); }
static gpuopt_status run_gr(gpuopt_ctx *c, LLVMValueRef f) { return gpuopt_global_reassoc(c, f, NULL); }

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: gpucc2-bench FILE [REPEAT]\n");
    return 2;
  }
  int repeat = argc > 2 ? atoi(argv[2]) : 3;
  static const struct { const char *name; fn_transform fn; } ts[] = {
      {"speculate", run_spec}, {"sep_const_offset", run_par}, {"slsr", run_slsr}, {"global_reassoc", run_gr}};
  gpuopt_ctx *ctx;
  if (gpuopt_ctx_create(NULL, &ctx)) return 1;
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m;
  if (gpuopt_module_parse_file(ctx, c, argv[1], &m)) {
    fprintf(stderr, "gpucc2-bench: %s\n", gpuopt_ctx_error(ctx));
    return 1;
  }
  size_t insts = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) insts++;
  printf("insts=%zu", insts);
  for (size_t t = 0; t < sizeof ts / sizeof *ts; t++) {
    if (argc > 3 && strcmp(argv[3], ts[t].name)) continue;
    double best = 1e30;
    for (int r = 0; r < repeat; r++) {
      LLVMModuleRef k = LLVMCloneModule(m);
      double s = now();
      for (LLVMValueRef f = LLVMGetFirstFunction(k); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f)) continue;
        if (ts[t].fn(ctx, f)) {
          fprintf(stderr, "gpucc2-bench: %s\n", gpuopt_ctx_error(ctx));
          return 1;
        }
      }
      double e = now() - s;
      if (e < best) best = e;
      LLVMDisposeModule(k);
    }
    printf(" %s=%.6f", ts[t].name, best);
  }
  printf("\n");
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  return 0;
}
