/* range_bench FILE [REPEAT]: time parsing FILE, then the symbolic range analysis over every function
 * with a body (best of REPEAT); prints instructions, parse time, analysis time, ns per instruction
 * and the share of integer values with finite bounds. Times are CPU time (user + system) of the process. Used by bench/ranges/run.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gpuopt/gpuopt.h"

/* CPU time of the process: the machines are shared, wall time measures the neighbours */
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: range_bench FILE [REPEAT]\n");
    return 2;
  }
  int repeat = argc > 2 ? atoi(argv[2]) : 3;
  gpuopt_ctx *ctx;
  if (gpuopt_ctx_create(NULL, &ctx)) return 1;
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m;
  double t0 = now();
  if (gpuopt_module_parse_file(ctx, c, argv[1], &m)) {
    fprintf(stderr, "range_bench: %s\n", gpuopt_ctx_error(ctx));
    return 1;
  }
  double parse = now() - t0;
  size_t insts = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) insts++;
  double best = 1e30;
  gpuopt_ranges_summary total = {0};
  for (int r = 0; r < repeat; r++) {
    gpuopt_ranges_summary sum = {0};
    double t = now();
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
      if (LLVMIsDeclaration(f)) continue;
      gpuopt_ranges *res;
      if (gpuopt_ranges_analyze(ctx, f, NULL, &res)) {
        fprintf(stderr, "range_bench: %s\n", gpuopt_ctx_error(ctx));
        return 1;
      }
      gpuopt_ranges_summary s;
      gpuopt_ranges_summary_get(res, &s);
      sum.values += s.values;
      sum.finite += s.finite;
      sum.views += s.views;
      gpuopt_ranges_free(res);
    }
    t = now() - t;
    if (t < best) best = t;
    total = sum;
  }
  printf("insts=%zu parse_s=%.6f ranges_s=%.6f ns_per_inst=%.1f values=%zu finite=%zu views=%zu\n", insts, parse, best,
         best * 1e9 / (double)(insts ? insts : 1), total.values, total.finite, total.views);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  return 0;
}
