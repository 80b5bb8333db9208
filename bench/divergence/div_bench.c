/* div_bench FILE [REPEAT]: time parsing FILE, then the divergence analysis in each mode (simple,
 * affine, poly2) over every function with a body; prints instructions, parse time, the best of
 * REPEAT runs per mode, and ns per instruction. Used by bench/divergence/run.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gpuopt/gpuopt.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: div_bench FILE [REPEAT]\n");
    return 2;
  }
  int repeat = argc > 2 ? atoi(argv[2]) : 3;
  gpuopt_ctx *ctx;
  if (gpuopt_ctx_create(NULL, &ctx)) return 1;
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m;
  double t0 = now();
  if (gpuopt_module_parse_file(ctx, c, argv[1], &m)) {
    fprintf(stderr, "div_bench: %s\n", gpuopt_ctx_error(ctx));
    return 1;
  }
  double parse = now() - t0;
  size_t insts = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) insts++;
  printf("insts=%zu parse_s=%.6f", insts, parse);
  for (int mode = 0; mode < 3; mode++) {
    double best = 1e30;
    gpuopt_div_summary total = {0};
    for (int r = 0; r < repeat; r++) {
      double s = now();
      for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f)) continue;
        gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
        o.mode = (gpuopt_div_mode)mode;
        gpuopt_divergence *d;
        if (gpuopt_divergence_analyze(ctx, f, &o, &d)) {
          fprintf(stderr, "div_bench: %s\n", gpuopt_ctx_error(ctx));
          return 1;
        }
        if (r == 0) {
          gpuopt_div_summary s1;
          gpuopt_divergence_summary(d, &s1);
          total.values += s1.values, total.uniform += s1.uniform, total.affine += s1.affine;
          total.divergent_branches += s1.divergent_branches, total.branches += s1.branches;
        }
        gpuopt_divergence_free(d);
      }
      double e = now() - s;
      if (e < best) best = e;
    }
    const char *name = gpuopt_div_mode_name((gpuopt_div_mode)mode);
    printf(" %s_s=%.6f %s_ns_per_inst=%.2f %s_uniform=%zu %s_affine=%zu %s_divbr=%zu", name, best, name,
           best * 1e9 / (double)insts, name, total.uniform, name, total.affine, name, total.divergent_branches);
  }
  printf("\n");
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  return 0;
}
