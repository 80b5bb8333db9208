/* range_bench FILE [REPEAT] [--loops]: time parsing FILE, then the symbolic range analysis over every
 * function with a body (best of REPEAT); prints instructions, parse time, analysis time, ns per
 * instruction and the share of integer values with finite bounds. With --loops it times the whole
 * loops analysis instead (gpuopt_loops_analyze: ranges, recurrences, trip counts, access bounds,
 * dependences, regions), parse excluded, as bench/loops/run.sh's scaling rows need. Times are CPU time (user + system) of the process. Used by bench/ranges/run.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
    fprintf(stderr, "usage: range_bench FILE [REPEAT] [--loops]\n");
    return 2;
  }
  int repeat = argc > 2 && argv[2][0] != '-' ? atoi(argv[2]) : 3, loops = 0;
  for (int a = 2; a < argc; a++) loops |= !strcmp(argv[a], "--loops");
  if (repeat < 1) repeat = 1;
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
      if (loops) {
        gpuopt_loopfacts *lf;
        if (gpuopt_loops_analyze(ctx, f, &lf)) {
          fprintf(stderr, "range_bench: %s\n", gpuopt_ctx_error(ctx));
          return 1;
        }
        gpuopt_loops_free(lf);
        continue;
      }
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
  printf("insts=%zu parse_s=%.6f %s_s=%.6f ns_per_inst=%.1f values=%zu finite=%zu views=%zu\n", insts, parse, loops ? "loops" : "ranges", best,
         best * 1e9 / (double)(insts ? insts : 1), total.values, total.finite, total.views);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  return 0;
}
