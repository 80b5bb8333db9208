/* cfg_bench FILE [REPEAT]: time parsing, then CFG + dominators + post-dominators + loops (the core
 * layer, through gpuopt_cfg_analyze) on every function of FILE; prints instructions, best time of
 * REPEAT runs, and ns per instruction. Used by scripts/bench-cfg for the scaling table. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gpuopt/gpuopt.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: cfg_bench FILE [REPEAT]\n");
    return 2;
  }
  int repeat = argc > 2 ? atoi(argv[2]) : 5;
  gpuopt_ctx *ctx;
  if (gpuopt_ctx_create(NULL, &ctx)) return 1;
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m;
  double t0 = now();
  if (gpuopt_module_parse_file(ctx, c, argv[1], &m)) {
    fprintf(stderr, "cfg_bench: %s\n", gpuopt_ctx_error(ctx));
    return 1;
  }
  double parse = now() - t0;
  size_t insts = 0, blocks = 0, loops = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b), blocks++)
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) insts++;
  double best = 1e30;
  for (int r = 0; r < repeat; r++) {
    double s = now();
    loops = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
      if (LLVMIsDeclaration(f)) continue;
      gpuopt_cfg_info *ci;
      if (gpuopt_cfg_analyze(ctx, f, &ci)) {
        fprintf(stderr, "cfg_bench: %s\n", gpuopt_ctx_error(ctx));
        return 1;
      }
      loops += gpuopt_cfg_num_loops(ci);
      gpuopt_cfg_free(ci);
    }
    double e = now() - s;
    if (e < best) best = e;
  }
  printf("insts=%zu blocks=%zu loops=%zu parse_s=%.6f cfg_s=%.6f cfg_ns_per_inst=%.2f\n", insts, blocks, loops,
         parse, best, best * 1e9 / (double)insts);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  return 0;
}
