/* ir_fuzzer: the bytes are LLVM IR. Whatever they are, parsing must fail with a status and a
 * message or produce a module; a module that verifies and targets NVPTX then goes through every
 * analysis (every mode) and every transform and preset of the library, each on a clone, with the
 * verifier after each (fuzz_common.c), and through a bitcode round trip (write, parse again).
 * Nothing may crash, leak or print.
 *
 * Raw bitcode is fed like text: gpuopt_module_parse reads it in its guard process first (LLVM's
 * bitcode reader crashes, aborts and leaks on corrupted bitcode; src/core/bitcode_guard.c), so a
 * malformed input must come back as GPUOPT_EINVALID_IR with a message. */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 1 << 16) return 0; /* big inputs only make runs slow */
  gpuopt_ctx *ctx = fuzz_ctx();
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  gpuopt_status st = gpuopt_module_parse(ctx, llctx, data, size, "fuzz", &m);
  if (st) {
    if (m) fuzz_bug("gpuopt_module_parse failed but returned a module");
    if (!*gpuopt_ctx_error(ctx)) fuzz_bug("gpuopt_module_parse failed without a message");
  } else {
    if (!gpuopt_module_verify(ctx, m) && !gpuopt_module_check_target(ctx, m)) {
      LLVMValueRef *ks = NULL;
      size_t nk = 0;
      if (gpuopt_module_kernels(ctx, m, &ks, &nk)) fuzz_bug("gpuopt_module_kernels failed: %s", gpuopt_ctx_error(ctx));
      gpuopt_free(ks);
      fuzz_analyses(ctx, m);
      fuzz_all_transforms(ctx, m);
      void *bc = NULL;
      size_t bclen = 0;
      gpuopt_status bst = gpuopt_module_bitcode(ctx, m, &bc, &bclen);
      /* EUNSUPPORTED: a construct LLVM's bitcode cannot hold (e.g. a NUL in a string attribute) */
      if (bst == GPUOPT_EUNSUPPORTED && !*gpuopt_ctx_error(ctx)) fuzz_bug("gpuopt_module_bitcode failed without a message");
      if (bst && bst != GPUOPT_EUNSUPPORTED) fuzz_bug("gpuopt_module_bitcode failed: %s", gpuopt_ctx_error(ctx));
      if (!bst) {
        LLVMModuleRef m2 = NULL;
        if (gpuopt_module_parse(ctx, llctx, bc, bclen, "roundtrip.bc", &m2) || gpuopt_module_verify(ctx, m2))
          fuzz_bug("the module's own bitcode does not parse and verify: %s", gpuopt_ctx_error(ctx));
        gpuopt_free(bc);
        LLVMDisposeModule(m2);
      }
    }
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return 0;
}
