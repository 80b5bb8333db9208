/* Shared helpers of the libFuzzer harnesses: exercise every analysis and transform on a module and
 * abort on a broken contract (see fuzz_common.h). */
#include "fuzz_common.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "gpuopt/codegen.h"

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
    /* divergence (Sampaio et al.) in every mode, with and without the no-wrap assumption */
    for (int mode = GPUOPT_DIV_SIMPLE; mode <= GPUOPT_DIV_POLY2; mode++)
      for (int nowrap = 0; nowrap < 2; nowrap++) {
        gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
        o.mode = (gpuopt_div_mode)mode;
        o.assume_no_signed_wrap = nowrap;
        gpuopt_divergence *d = NULL;
        st = gpuopt_divergence_analyze(ctx, f, &o, &d);
        if (st) {
          expect_message(ctx, st, "gpuopt_divergence_analyze");
          continue;
        }
        gpuopt_div_summary sum;
        gpuopt_divergence_summary(d, &sum);
        size_t nbr = 0, ndiv = 0;
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
          LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
          int cond = t && ((LLVMGetInstructionOpcode(t) == LLVMBr && LLVMIsConditional(t)) ||
                           LLVMGetInstructionOpcode(t) == LLVMSwitch || LLVMGetInstructionOpcode(t) == LLVMIndirectBr);
          nbr += cond;
          ndiv += gpuopt_divergence_branch_divergent(d, b) != 0;
          for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            gpuopt_div_value v;
            if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind) continue;
            if (gpuopt_divergence_value(d, i, &v)) fuzz_bug("divergence: no claim for an instruction of the function");
            if (v.state > GPUOPT_STATE_DIVERGENT) fuzz_bug("divergence: state %d out of range", (int)v.state);
            if (v.state == GPUOPT_STATE_UNIFORM &&
                ((v.c1.kind == GPUOPT_COEF_CONST && v.c1.value) || (v.c2.kind == GPUOPT_COEF_CONST && v.c2.value)))
              fuzz_bug("divergence: a uniform value with a non-zero tid coefficient");
            if (mode != GPUOPT_DIV_POLY2 && v.state == GPUOPT_STATE_AFFINE && v.c2.kind == GPUOPT_COEF_CONST && v.c2.value)
              fuzz_bug("divergence: c2 != 0 outside poly2 mode");
            if (mode == GPUOPT_DIV_SIMPLE && v.state == GPUOPT_STATE_AFFINE) fuzz_bug("divergence: affine claim in simple mode");
          }
        }
        if (sum.branches != nbr) fuzz_bug("divergence summary: %zu branches, the function has %zu", sum.branches, nbr);
        if (sum.divergent_branches != ndiv || gpuopt_divergence_num_divergent_branches(d) != ndiv)
          fuzz_bug("divergence: divergent branch counts disagree (%zu, %zu, %zu)", sum.divergent_branches,
                   gpuopt_divergence_num_divergent_branches(d), ndiv);
        if (sum.uniform + sum.affine + sum.divergent != sum.values) fuzz_bug("divergence summary: states do not add up");
        size_t na = gpuopt_divergence_num_accesses(d);
        if (na != sum.accesses) fuzz_bug("divergence: %zu accesses listed, summary says %zu", na, sum.accesses);
        for (size_t k = 0; k < na; k++) {
          gpuopt_div_access a;
          if (gpuopt_divergence_access(d, k, &a) || !a.inst || a.pattern > GPUOPT_ACCESS_DIVERGENT)
            fuzz_bug("divergence: access %zu is not readable", k);
        }
        gpuopt_divergence_free(d);
      }
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
  fuzz_host(ctx, m, ptx, len);
  gpuopt_free(ptx);
}

/* Host-side code for m's kernels (gpucc Fig. 3b): embed the PTX and launch stubs into an empty
 * host module, which must then verify and compile for x86-64; a kernel whose parameters have no
 * launch-stub form must fail with a message and leave the host module empty. */
void fuzz_host(gpuopt_ctx *ctx, LLVMModuleRef m, const char *ptx, size_t len) {
  LLVMModuleRef host = LLVMModuleCreateWithNameInContext("host", LLVMGetModuleContext(m));
  gpuopt_status st = gpuopt_embed_device_code(ctx, host, m, ptx, len, NULL);
  if (st) {
    expect_message(ctx, st, "gpuopt_embed_device_code");
    if (LLVMGetFirstFunction(host) || LLVMGetFirstGlobal(host))
      fuzz_bug("gpuopt_embed_device_code failed but changed the host module");
  } else {
    char *msg = NULL;
    if (!verifies(host, &msg)) fuzz_bug("gpuopt_embed_device_code left a host module that fails the verifier: %s", msg);
    LLVMDisposeMessage(msg);
    char *obj = NULL;
    size_t olen = 0;
    st = gpuopt_emit_host_object(ctx, host, 0, &obj, &olen);
    if (st) fuzz_bug("gpuopt_emit_host_object failed on an embedded host module: %s", gpuopt_ctx_error(ctx));
    if (olen < 4 || memcmp(obj, "\x7f" "ELF", 4) != 0) fuzz_bug("gpuopt_emit_host_object returned no ELF object");
    gpuopt_free(obj);
  }
  LLVMDisposeModule(host);
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
