/* Device code generator (gpucc §2.3): LLVM IR -> PTX through LLVM's NVPTX target machine
 * (LLVMTargetMachineEmitToMemoryBuffer), the way NVIDIA's contributed NVPTX back end is used by
 * gpucc. The caller's module is never modified: code generation runs LLVM's IR-level codegen
 * passes (CodeGenPrepare, NVPTX argument lowering, ...) which rewrite the module, so they run on a
 * clone, after unreachable blocks are deleted (they may hold self-referential
 * instructions that crash LLVM's codegen). A missing triple/datalayout is filled in from the target
 * machine; a foreign triple or a datalayout with another pointer size, or a call to another
 * target's intrinsic, is reported (GPUOPT_ETARGET). Also: PTX statistics by a
 * line scan of the PTX text (instruction statements inside function bodies).
 * Requires: a module that passes the verifier. Preserves: everything (the input is not touched). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include "codegen/codegen.h"
#include "core/ctx.h"
#include "gpuopt/codegen.h"
#include "codegen/ptx_screen.h"
#include "gpuopt/module.h"

/* Intrinsics of other targets cannot be selected: LLVM's instruction selector aborts the process on
 * them ("Cannot select"), so calls to them are reported before code generation. own is the
 * target's own prefix ("nvvm", "x86"). Shared with host.c. */
gpuopt_status gpuopt__check_foreign_intrinsics(gpuopt_ctx *ctx, LLVMModuleRef m, const char *own, const char *who) {
  static const char *const targets[] = {"aarch64", "amdgcn", "arm", "bpf", "dx", "hexagon", "loongarch", "mips",
                                        "nvvm", "ppc", "r600", "riscv", "s390", "spv", "ve", "wasm", "x86", "xcore"};
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (!LLVMGetIntrinsicID(f) || !LLVMGetFirstUse(f)) continue;
    size_t n = 0;
    const char *name = LLVMGetValueName2(f, &n);
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++) {
      size_t k = strlen(targets[i]);
      if (strcmp(targets[i], own) && n > 5 + k && !strncmp(name + 5, targets[i], k) && name[5 + k] == '.')
        return gpuopt__fail(ctx, GPUOPT_ETARGET, "%s: the module calls @%.*s, an intrinsic of another target (%s); it "
                            "cannot be compiled for %s", who, (int)n, name, targets[i], !strcmp(own, "nvvm") ? "NVPTX" : "x86-64");
    }
  }
  return GPUOPT_OK;
}

/* Delete the blocks of every function that the entry block does not reach: uses of their values
 * become poison, phis drop their incoming edges from them. A DFS over terminator successors. */
gpuopt_status gpuopt__drop_unreachable_blocks(gpuopt_ctx *ctx, LLVMModuleRef m, const char *who) {
  gpuopt_ptrmap seen;
  gpuopt__ptrmap_init(&seen);
  VEC(LLVMBasicBlockRef) stack = {0};
  VEC(LLVMBasicBlockRef) dead = {0};
  gpuopt_status st = GPUOPT_OK;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !st; f = LLVMGetNextFunction(f)) {
    LLVMBasicBlockRef entry = LLVMCountBasicBlocks(f) ? LLVMGetEntryBasicBlock(f) : NULL;
    if (!entry) continue;
    stack.len = dead.len = 0;
    if (!gpuopt__ptrmap_put(&seen, entry, 1) || !VEC_PUSH(&stack, entry)) {
      st = gpuopt__oom(ctx, who);
      break;
    }
    while (stack.len && !st) {
      LLVMValueRef term = LLVMGetBasicBlockTerminator(stack.data[--stack.len]);
      unsigned n = term ? LLVMGetNumSuccessors(term) : 0;
      for (unsigned i = 0; i < n; i++) {
        LLVMBasicBlockRef s = LLVMGetSuccessor(term, i);
        if (gpuopt__ptrmap_get(&seen, s, NULL)) continue;
        if (!gpuopt__ptrmap_put(&seen, s, 1) || !VEC_PUSH(&stack, s)) {
          st = gpuopt__oom(ctx, who);
          break;
        }
      }
    }
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b && !st; b = LLVMGetNextBasicBlock(b))
      if (!gpuopt__ptrmap_get(&seen, b, NULL) && !VEC_PUSH(&dead, b)) st = gpuopt__oom(ctx, who);
    if (st || !dead.len) continue;
    /* phis of live blocks: rebuild without the incoming edges from dead blocks */
    LLVMBuilderRef bld = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
      if (!gpuopt__ptrmap_get(&seen, b, NULL)) continue;
      LLVMValueRef phi = LLVMGetFirstInstruction(b);
      while (phi && LLVMIsAPHINode(phi)) {
        LLVMValueRef next = LLVMGetNextInstruction(phi);
        unsigned n = LLVMCountIncoming(phi), keep = 0;
        for (unsigned i = 0; i < n; i++) keep += gpuopt__ptrmap_get(&seen, LLVMGetIncomingBlock(phi, i), NULL);
        if (keep < n) {
          LLVMPositionBuilderBefore(bld, phi);
          LLVMValueRef np = LLVMBuildPhi(bld, LLVMTypeOf(phi), "");
          for (unsigned i = 0; i < n; i++) {
            LLVMBasicBlockRef ib = LLVMGetIncomingBlock(phi, i);
            LLVMValueRef iv = LLVMGetIncomingValue(phi, i);
            if (gpuopt__ptrmap_get(&seen, ib, NULL)) LLVMAddIncoming(np, &iv, &ib, 1);
          }
          size_t nl = 0;
          const char *name = LLVMGetValueName2(phi, &nl);
          char *copy = nl ? malloc(nl) : NULL;
          if (copy) memcpy(copy, name, nl);
          LLVMReplaceAllUsesWith(phi, np);
          LLVMInstructionEraseFromParent(phi);
          if (copy) LLVMSetValueName2(np, copy, nl);
          free(copy);
        }
        phi = next;
      }
    }
    LLVMDisposeBuilder(bld);
    for (size_t i = 0; i < dead.len; i++)
      for (LLVMValueRef in = LLVMGetFirstInstruction(dead.data[i]); in; in = LLVMGetNextInstruction(in))
        if (LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(in, LLVMGetPoison(LLVMTypeOf(in)));
    for (size_t i = 0; i < dead.len; i++) LLVMDeleteBasicBlock(dead.data[i]);
  }
  VEC_FREE(&stack);
  VEC_FREE(&dead);
  gpuopt__ptrmap_free(&seen);
  return st;
}

gpuopt_status gpuopt_emit_ptx(gpuopt_ctx *ctx, LLVMModuleRef m, char **out, size_t *len) {
  static const char who[] = "gpuopt_emit_ptx";
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument (module and out are required)", who);
  *out = NULL;
  if (len) *len = 0;
  gpuopt_status st = gpuopt_module_check_target(ctx, m);
  if (st) return gpuopt__fail(ctx, st, "%s: %s", who, gpuopt_ctx_error(ctx));
  if ((st = gpuopt_module_verify(ctx, m))) return st;
  if ((st = gpuopt__check_foreign_intrinsics(ctx, m, "nvvm", who))) return st;
  if ((st = gpuopt__ptx_screen(ctx, m, who))) return st; /* what NVPTX would abort on */

  void *tmv = NULL;
  if ((st = gpuopt__target_machine(ctx, m, &tmv))) return st;
  LLVMTargetMachineRef tm = tmv;
  LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
  char *want_dl = LLVMCopyStringRepOfTargetData(td);
  LLVMModuleRef clone = NULL;
  LLVMMemoryBufferRef buf = NULL;
  char *err = NULL;

  const char *have_dl = LLVMGetDataLayoutStr(m);
  if (have_dl && *have_dl && strcmp(have_dl, want_dl) != 0) {
    LLVMTargetDataRef have = LLVMCreateTargetData(have_dl);
    unsigned hp = LLVMPointerSize(have), wp = LLVMPointerSize(td);
    LLVMDisposeTargetData(have);
    if (hp != wp) {
      st = gpuopt__fail(ctx, GPUOPT_ETARGET,
                        "%s: the module's datalayout '%s' has %u-byte pointers; the target needs %u-byte pointers ('%s')",
                        who, have_dl, hp, wp, want_dl);
      goto cleanup;
    }
  }
  clone = LLVMCloneModule(m);
  if (!clone) {
    st = gpuopt__oom(ctx, who);
    goto cleanup;
  }
  {
    char *triple = LLVMGetTargetMachineTriple(tm);
    LLVMSetTarget(clone, triple);
    LLVMDisposeMessage(triple);
  }
  LLVMSetDataLayout(clone, want_dl);
  /* Unreachable blocks may hold self-referential instructions (valid IR) on which LLVM's codegen
   * passes crash (llc too): drop them from the clone first. */
  if ((st = gpuopt__drop_unreachable_blocks(ctx, clone, who))) goto cleanup;
  {
    /* Code generation reports some errors (e.g. dynamic alloca before sm_52) as diagnostics, whose
     * default handler prints and exits: capture them. */
    gpuopt_diag d;
    gpuopt__diag_begin(&d, LLVMGetModuleContext(clone));
    LLVMBool failed = LLVMTargetMachineEmitToMemoryBuffer(tm, clone, LLVMAssemblyFile, &err, &buf);
    gpuopt__diag_end(&d);
    if (failed || d.errors) {
      st = gpuopt__fail(ctx, GPUOPT_ELLVM, "%s: the NVPTX code generator failed for %s: %s", who, ctx->opts.sm,
                        err && *err ? err : d.have_msg ? d.msg : "(no message)");
      goto cleanup;
    }
  }
  {
    size_t n = LLVMGetBufferSize(buf);
    char *s = malloc(n + 1);
    if (!s) {
      st = gpuopt__oom(ctx, who);
      goto cleanup;
    }
    memcpy(s, LLVMGetBufferStart(buf), n);
    s[n] = 0;
    n = strlen(s); /* the buffer may carry a trailing NUL */
    *out = s;
    if (len) *len = n;
  }
cleanup:
  if (buf) LLVMDisposeMemoryBuffer(buf);
  if (err) LLVMDisposeMessage(err);
  if (clone) LLVMDisposeModule(clone);
  LLVMDisposeMessage(want_dl);
  LLVMDisposeTargetData(td);
  LLVMDisposeTargetMachine(tm);
  return st;
}

static int starts(const char *p, const char *e, const char *w) {
  size_t n = strlen(w);
  return (size_t)(e - p) >= n && memcmp(p, w, n) == 0;
}

gpuopt_status gpuopt_ptx_count(gpuopt_ctx *ctx, const char *ptx, size_t len, gpuopt_ptx_stats *out) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!ptx || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_ptx_count: NULL argument");
  memset(out, 0, sizeof *out);
  const char *p = ptx, *end = ptx + len;
  int depth = 0; /* brace depth: statements at depth >= 1 are inside a function body */
  while (p < end) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol) eol = end;
    const char *s = p;
    while (s < eol && isspace((unsigned char)*s)) s++;
    if (starts(s, eol, "//")) {
      p = eol + 1;
      continue;
    }
    if (depth == 0 && (starts(s, eol, ".visible .entry") || starts(s, eol, ".entry") || starts(s, eol, ".weak .entry")))
      out->entries++;
    else if (depth == 0 && (starts(s, eol, ".visible .func") || starts(s, eol, ".func") || starts(s, eol, ".weak .func"))) {
      /* a prototype ends with ';' before any body */
      const char *q = s;
      int proto = 0;
      while (q < eol && *q != '{') {
        if (*q == ';') proto = 1;
        q++;
      }
      if (!proto) out->functions++;
    }
    if (depth >= 1 && s < eol && *s != '.' && *s != '{' && *s != '}' && *s != '$' && *s != '(' && *s != ')') {
      /* optional predicate guard */
      const char *op = s;
      if (*op == '@') {
        while (op < eol && !isspace((unsigned char)*op)) op++;
        while (op < eol && isspace((unsigned char)*op)) op++;
      }
      const char *semi = memchr(op, ';', (size_t)(eol - op));
      if (semi && op < semi && isalpha((unsigned char)*op)) {
        out->instructions++;
        if (starts(op, eol, "ld.global")) out->loads_global++;
        else if (starts(op, eol, "ld.shared")) out->loads_shared++;
        else if (starts(op, eol, "ld.") && !starts(op, eol, "ld.param") && !starts(op, eol, "ld.local") &&
                 !starts(op, eol, "ld.const"))
          out->loads_generic++;
        else if (starts(op, eol, "st.") && !starts(op, eol, "st.param")) out->stores++;
        else if (starts(op, eol, "bra")) out->branches++;
        else if (starts(op, eol, "bar.sync") || starts(op, eol, "barrier.sync") || starts(op, eol, "bar.") ||
                 starts(op, eol, "barrier."))
          out->barriers++;
      }
    }
    for (const char *q = s; q < eol; q++) {
      if (*q == '{') depth++;
      else if (*q == '}' && depth > 0) depth--;
    }
    p = eol + 1;
  }
  return GPUOPT_OK;
}
