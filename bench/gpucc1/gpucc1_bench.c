/* gpucc1-bench FILE [REPEAT]: in-process compile time of the gpucc transforms I on every function
 * of FILE (parse excluded): infer-memspace, memspace-aa, bypass-div64 and inline-unroll through the
 * public API, and LLVM's own infer-address-spaces through LLVMRunPasses with an NVPTX target
 * machine, each on a fresh clone of the parsed module; prints best-of-REPEAT seconds and ns per
 * instruction as key=value pairs (inline_unroll skipped above 200000 instructions). Used by
 * bench/gpucc1/run.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "gpuopt/gpuopt.h"

void LLVMInitializeNVPTXTargetInfo(void);
void LLVMInitializeNVPTXTarget(void);
void LLVMInitializeNVPTXTargetMC(void);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

enum { INFER, AA, DIV, INLINE, LLVM_IAS, N };
static const char *names[N] = {"infer_memspace", "memspace_aa", "bypass_div64", "inline_unroll", "llvm_ias"};

static int run(int which, gpuopt_ctx *ctx, LLVMModuleRef m, LLVMTargetMachineRef tm) {
  switch (which) {
  case INFER: return gpuopt_infer_memspace(ctx, m, NULL);
  case AA: return gpuopt_memspace_aa(ctx, m, NULL);
  case DIV: return gpuopt_bypass_div64(ctx, m, NULL);
  case INLINE: return gpuopt_inline_unroll(ctx, m);
  default: {
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(m, "function(infer-address-spaces)", tm, po);
    LLVMDisposePassBuilderOptions(po);
    if (e) {
      char *msg = LLVMGetErrorMessage(e);
      fprintf(stderr, "gpucc1-bench: %s\n", msg);
      LLVMDisposeErrorMessage(msg);
      return 1;
    }
    return 0;
  }
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: gpucc1-bench FILE [REPEAT]\n");
    return 2;
  }
  int repeat = argc > 2 ? atoi(argv[2]) : 3;
  gpuopt_ctx *ctx;
  if (gpuopt_ctx_create(NULL, &ctx)) return 1;
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m;
  if (gpuopt_module_parse_file(ctx, c, argv[1], &m)) {
    fprintf(stderr, "gpucc1-bench: %s\n", gpuopt_ctx_error(ctx));
    return 1;
  }
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMTargetRef target;
  char *err = NULL;
  if (LLVMGetTargetFromTriple("nvptx64-nvidia-cuda", &target, &err)) return 1;
  LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, "nvptx64-nvidia-cuda", "sm_90", "", LLVMCodeGenLevelAggressive,
                                                    LLVMRelocDefault, LLVMCodeModelDefault);
  size_t insts = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) insts++;
  printf("insts=%zu", insts);
  for (int w = 0; w < N; w++) {
    if (w == INLINE && insts > 200000) { /* LLVM's loop unroller is superlinear in loops x size */
      printf(" %s_s=skipped %s_ns_per_inst=skipped", names[w], names[w]);
      continue;
    }
    double best = 1e30;
    for (int r = 0; r < repeat; r++) {
      LLVMModuleRef copy = LLVMCloneModule(m);
      double s = now();
      int bad = run(w, ctx, copy, tm);
      double e = now() - s;
      LLVMDisposeModule(copy);
      if (bad) {
        fprintf(stderr, "gpucc1-bench: %s: %s\n", names[w], gpuopt_ctx_error(ctx));
        return 1;
      }
      if (e < best) best = e;
    }
    printf(" %s_s=%.4f %s_ns_per_inst=%.0f", names[w], best, names[w], best * 1e9 / (double)(insts ? insts : 1));
  }
  printf("\n");
  LLVMDisposeTargetMachine(tm);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  return 0;
}
