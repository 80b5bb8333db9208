/* kernel_fuzzer: the bytes drive a generator of valid random kernels (kernel_gen.c: loops, branches,
 * switches, phis, shared memory, barriers, thread ids). The generated kernel must pass the
 * verifier (else the generator is wrong); every analysis runs on it, and every transform, every
 * preset and all transforms in a row must keep the verifier happy (fuzz_common.c). */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Analysis.h>

#include "fuzz_common.h"
#include "kernel_gen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 4096) return 0;
  gpuopt_ctx *ctx = fuzz_ctx();
  LLVMContextRef llctx = LLVMContextCreate();
  kgen_info info;
  LLVMModuleRef m = kgen_build(llctx, data, size, &info);
  char *msg = NULL;
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
    char *ir = fuzz_print(m);
    fprintf(stderr, "%s\n", ir);
    fuzz_bug("kernel generator produced IR that fails the verifier: %s", msg);
  }
  LLVMDisposeMessage(msg);
  if (getenv("GPUOPT_FUZZ_DUMP")) { /* show what the bytes generate */
    char *ir = fuzz_print(m);
    fprintf(stderr, "; grid %u block %u n %d: %u insts %u blocks %u loops %u branches %u switches %u barriers\n%s\n",
            info.grid, info.block, info.n, info.insts, info.blocks, info.loops, info.branches, info.switches,
            info.barriers, ir);
    free(ir);
  }
  LLVMValueRef *ks = NULL;
  size_t nk = 0;
  if (gpuopt_module_kernels(ctx, m, &ks, &nk) || nk != 1) fuzz_bug("the generated kernel is not recognised as one");
  gpuopt_free(ks);
  fuzz_analyses(ctx, m);
  fuzz_all_transforms(ctx, m);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return 0;
}
