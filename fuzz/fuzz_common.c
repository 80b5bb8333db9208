/* Shared helpers of the libFuzzer harnesses: exercise every analysis and transform on a module and
 * abort on a broken contract (see fuzz_common.h). */
#include "fuzz_common.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

void fuzz_bug(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("gpuopt fuzz: BUG: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}

gpuopt_ctx *fuzz_ctx(void) {
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx) || !ctx) fuzz_bug("gpuopt_ctx_create failed with default options");
  return ctx;
}

static void expect_message(gpuopt_ctx *ctx, gpuopt_status st, const char *what) {
  const char *msg = gpuopt_ctx_error(ctx);
  if (!msg || !*msg) fuzz_bug("%s failed with %s but left no message", what, gpuopt_status_str(st));
  if (st == GPUOPT_ENOMEM) fuzz_bug("%s: out of memory on a small input: %s", what, msg);
}

static int verifies(LLVMModuleRef m, char **msg) {
  *msg = NULL;
  return !LLVMVerifyModule(m, LLVMReturnStatusAction, msg);
}

void fuzz_analyses(gpuopt_ctx *ctx, LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    gpuopt_cfg_info *ci = NULL;
    gpuopt_status st = gpuopt_cfg_analyze(ctx, f, &ci);
    if (st) {
      expect_message(ctx, st, "gpuopt_cfg_analyze");
      continue;
    }
    size_t n = gpuopt_cfg_num_blocks(ci);
    for (size_t b = 0; b < n; b++) {
      size_t idom = gpuopt_cfg_idom(ci, b), ipdom = gpuopt_cfg_ipdom(ci, b);
      if (gpuopt_cfg_block_index(ci, gpuopt_cfg_block(ci, b)) != b) fuzz_bug("cfg: block numbering is not a bijection");
      if (idom != GPUOPT_NO_BLOCK && (idom >= n || !gpuopt_cfg_dominates(ci, idom, b)))
        fuzz_bug("cfg: idom of block %zu does not dominate it", b);
      if (ipdom != GPUOPT_NO_BLOCK && (ipdom >= n || !gpuopt_cfg_postdominates(ci, ipdom, b)))
        fuzz_bug("cfg: ipdom of block %zu does not post-dominate it", b);
      if (gpuopt_cfg_reachable(ci, b) && !gpuopt_cfg_dominates(ci, 0, b)) fuzz_bug("cfg: entry does not dominate block %zu", b);
      (void)gpuopt_cfg_loop_depth(ci, b);
      (void)gpuopt_cfg_loop_header(ci, b);
      (void)gpuopt_cfg_irreducible(ci, b);
    }
    gpuopt_cfg_free(ci);
    /* memory spaces (gpucc 3.2) and the alias query (3.3) on every pointer instruction */
    gpuopt_memspace_result *ms = NULL;
    st = gpuopt_memspace_analyze(ctx, f, &ms);
    if (st) {
      expect_message(ctx, st, "gpuopt_memspace_analyze");
      continue;
    }
    LLVMValueRef prev = NULL;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMPointerTypeKind) continue;
        unsigned as = gpuopt_memspace_result_space(ms, i), as2 = 99;
        if (gpuopt_memspace_of(ctx, f, i, &as2) || as2 != as)
          fuzz_bug("gpuopt_memspace_of (%u) disagrees with gpuopt_memspace_result_space (%u)", as2, as);
        unsigned typed = LLVMGetPointerAddressSpace(LLVMTypeOf(i));
        if (typed != 0 && as != typed) fuzz_bug("memspace: a pointer typed in addrspace(%u) inferred in %u", typed, as);
        if (prev) {
          gpuopt_alias_result ar;
          if (gpuopt_memspace_alias(ctx, f, prev, i, &ar)) fuzz_bug("gpuopt_memspace_alias failed: %s", gpuopt_ctx_error(ctx));
        }
        prev = i;
      }
    gpuopt_memspace_result_free(ms);
  }
}

char *fuzz_print(LLVMModuleRef m) {
  char *s = LLVMPrintModuleToString(m);
  char *copy = strdup(s ? s : "");
  LLVMDisposeMessage(s);
  return copy;
}

LLVMModuleRef fuzz_pipeline_on_clone(gpuopt_ctx *ctx, LLVMModuleRef m, const char *pipeline, gpuopt_status *out_st) {
  LLVMModuleRef c = LLVMCloneModule(m);
  gpuopt_pipeline_stats stats;
  gpuopt_status st = gpuopt_run_pipeline(ctx, c, pipeline, &stats);
  if (out_st) *out_st = st;
  char *msg = NULL;
  int ok = verifies(c, &msg);
  if (!ok)
    fuzz_bug("pipeline '%s' %s and left a module that fails the verifier: %s", pipeline,
             st ? "failed" : "succeeded", msg ? msg : "");
  LLVMDisposeMessage(msg);
  if (st) {
    expect_message(ctx, st, pipeline);
    const char *e = gpuopt_ctx_error(ctx);
    /* The pipeline's own checks caught a transform breaking the IR or its CFG claim: a bug. */
    if (st == GPUOPT_ELLVM && strstr(e, "gpuopt_run_pipeline: step '") &&
        (strstr(e, "fails the verifier") || strstr(e, "claims to preserve")))
      fuzz_bug("pipeline '%s': %s", pipeline, e);
    LLVMDisposeModule(c);
    return NULL;
  }
  return c;
}

/* PTX for m: success, or a status with a message (never an abort inside LLVM's NVPTX back end:
 * gpuopt_emit_ptx screens what it cannot lower). */
void fuzz_ptx(gpuopt_ctx *ctx, LLVMModuleRef m) {
  char *ptx = NULL;
  size_t len = 0;
  gpuopt_status st = gpuopt_emit_ptx(ctx, m, &ptx, &len);
  if (st) {
    expect_message(ctx, st, "gpuopt_emit_ptx");
    if (ptx) fuzz_bug("gpuopt_emit_ptx failed but returned text");
    return;
  }
  if (!ptx || len != strlen(ptx) || !strstr(ptx, ".target")) fuzz_bug("gpuopt_emit_ptx returned no PTX text");
  gpuopt_ptx_stats ps;
  if (gpuopt_ptx_count(ctx, ptx, len, &ps)) fuzz_bug("gpuopt_ptx_count failed on emitted PTX: %s", gpuopt_ctx_error(ctx));
  gpuopt_free(ptx);
}

void fuzz_all_transforms(gpuopt_ctx *ctx, LLVMModuleRef m) {
  size_t cap = 64;
  for (const char *const *n = gpuopt_pipeline_names(); *n; n++) cap += strlen(*n) + 1;
  char *all = malloc(cap);
  all[0] = 0;
  for (const char *const *n = gpuopt_pipeline_names(); *n; n++) {
    LLVMModuleRef c = fuzz_pipeline_on_clone(ctx, m, *n, NULL);
    if (c) LLVMDisposeModule(c);
    strcat(strcat(all, all[0] ? "," : ""), *n);
  }
  for (const char *const *n = gpuopt_pipeline_presets(); *n; n++) {
    LLVMModuleRef c = fuzz_pipeline_on_clone(ctx, m, *n, NULL);
    if (c) LLVMDisposeModule(c);
  }
  LLVMModuleRef c = fuzz_pipeline_on_clone(ctx, m, all, NULL);
  if (c) {
    fuzz_ptx(ctx, c);
    LLVMDisposeModule(c);
  }
  fuzz_ptx(ctx, m);
  free(all);
}
