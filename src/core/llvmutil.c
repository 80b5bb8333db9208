/* LLVM plumbing: one-time NVPTX target initialisation, target machines from the context's options,
 * LLVM new-PM pipelines through LLVMRunPasses with per-call options (never LLVM's global
 * command-line flags), the short names of values and blocks used in messages, integer-predicate,
 * scoped-noalias, metadata-list and loop-metadata helpers, the remainder matcher of delinearised indices, and the block cloner that versioning transforms share. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Error.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "core/ctx.h"

void LLVMInitializeNVPTXTargetInfo(void);
void LLVMInitializeNVPTXTarget(void);
void LLVMInitializeNVPTXTargetMC(void);
void LLVMInitializeNVPTXAsmPrinter(void);

static pthread_once_t nvptx_once = PTHREAD_ONCE_INIT;

static void init_nvptx(void) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
}

void gpuopt__init_nvptx(void) { pthread_once(&nvptx_once, init_nvptx); }

static void diag_handler(LLVMDiagnosticInfoRef di, void *p) {
  gpuopt_diag *d = p;
  LLVMDiagnosticSeverity sev = LLVMGetDiagInfoSeverity(di);
  int is_error = sev == LLVMDSError;
  d->errors += is_error;
  if (sev != LLVMDSError && sev != LLVMDSWarning) return; /* remarks and notes are dropped */
  if (d->have_msg && (d->msg_is_error || !is_error)) return;
  char *s = LLVMGetDiagInfoDescription(di);
  snprintf(d->msg, sizeof d->msg, "%s", s ? s : "");
  LLVMDisposeMessage(s);
  d->have_msg = 1;
  d->msg_is_error = is_error;
}

void gpuopt__diag_begin(gpuopt_diag *d, LLVMContextRef llctx) {
  memset(d, 0, sizeof *d);
  d->llctx = llctx;
  d->saved = LLVMContextGetDiagnosticHandler(llctx);
  d->saved_ctx = LLVMContextGetDiagnosticContext(llctx);
  LLVMContextSetDiagnosticHandler(llctx, diag_handler, d);
}

void gpuopt__diag_end(gpuopt_diag *d) { LLVMContextSetDiagnosticHandler(d->llctx, d->saved, d->saved_ctx); }

gpuopt_status gpuopt__target_machine(gpuopt_ctx *ctx, LLVMModuleRef m, void **out) {
  gpuopt__init_nvptx();
  const char *triple = "nvptx64-nvidia-cuda";
  if (m) {
    const char *t = LLVMGetTarget(m);
    if (t && strncmp(t, "nvptx", 5) == 0) triple = t;
  }
  LLVMTargetRef target = NULL;
  char *err = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &err)) {
    gpuopt_status st = gpuopt__fail(ctx, GPUOPT_ELLVM, "gpuopt_target_machine: no NVPTX target for '%s': %s", triple,
                                    err ? err : "?");
    LLVMDisposeMessage(err);
    return st;
  }
  static const LLVMCodeGenOptLevel levels[] = {LLVMCodeGenLevelNone, LLVMCodeGenLevelLess,
                                               LLVMCodeGenLevelDefault, LLVMCodeGenLevelAggressive};
  LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, ctx->opts.sm,
                                                    ctx->opts.ptx_features ? ctx->opts.ptx_features : "",
                                                    levels[ctx->opts.opt_level & 3], LLVMRelocDefault,
                                                    LLVMCodeModelDefault);
  if (!tm) return gpuopt__fail(ctx, GPUOPT_ELLVM, "gpuopt_target_machine: LLVM could not create a target machine for %s", ctx->opts.sm);
  *out = tm;
  return GPUOPT_OK;
}

gpuopt_status gpuopt__run_llvm_passes(gpuopt_ctx *ctx, LLVMModuleRef m, const char *passes, int inline_threshold,
                                      const char *who) {
  void *tmv = NULL;
  gpuopt_status st = gpuopt__target_machine(ctx, m, &tmv);
  if (st) return st;
  LLVMTargetMachineRef tm = tmv;
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMPassBuilderOptionsSetVerifyEach(po, 0);
  if (inline_threshold >= 0) LLVMPassBuilderOptionsSetInlinerThreshold(po, inline_threshold);
  gpuopt_diag d;
  gpuopt__diag_begin(&d, LLVMGetModuleContext(m));
  LLVMErrorRef e = LLVMRunPasses(m, passes, tm, po);
  gpuopt__diag_end(&d);
  LLVMDisposePassBuilderOptions(po);
  LLVMDisposeTargetMachine(tm);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    st = gpuopt__fail(ctx, GPUOPT_ELLVM, "%s: LLVM pipeline '%s' failed: %s", who, passes, msg);
    LLVMDisposeErrorMessage(msg);
    return st;
  }
  if (d.errors)
    return gpuopt__fail(ctx, GPUOPT_ELLVM, "%s: LLVM pipeline '%s' reported an error: %s", who, passes, d.msg);
  return GPUOPT_OK;
}

void gpuopt__value_str(LLVMValueRef v, char *buf, size_t n) {
  if (!n) return;
  buf[0] = 0;
  if (!v) {
    snprintf(buf, n, "(null)");
    return;
  }
  size_t len = 0;
  const char *name = LLVMGetValueName2(v, &len);
  if (name && len) {
    snprintf(buf, n, "%c%.*s", LLVMIsAGlobalValue(v) ? '@' : '%', (int)len, name);
    return;
  }
  gpuopt__ir_text(v, buf, n);
}

void gpuopt__ir_text(LLVMValueRef v, char *buf, size_t n) {
  if (!n) return;
  char *s = LLVMPrintValueToString(v);
  const char *p = s ? s : "";
  while (*p == ' ') p++;
  size_t k = strcspn(p, "\n");
  if (k >= n && n > 4) snprintf(buf, n, "%.*s...", (int)(n - 4), p);
  else snprintf(buf, n, "%.*s", (int)k, p);
  LLVMDisposeMessage(s);
}

void gpuopt__block_str(LLVMBasicBlockRef bb, char *buf, size_t n) {
  const char *name = LLVMGetBasicBlockName(bb);
  if (name && *name) {
    snprintf(buf, n, "%s", name);
    return;
  }
  unsigned i = 0;
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  for (LLVMBasicBlockRef b = fn ? LLVMGetFirstBasicBlock(fn) : NULL; b && b != bb;
       b = LLVMGetNextBasicBlock(b))
    i++;
  snprintf(buf, n, "#%u", i);
}

LLVMIntPredicate gpuopt__pred_swap(LLVMIntPredicate p) {
  switch (p) {
  case LLVMIntSLT: return LLVMIntSGT;
  case LLVMIntSGT: return LLVMIntSLT;
  case LLVMIntSLE: return LLVMIntSGE;
  case LLVMIntSGE: return LLVMIntSLE;
  case LLVMIntULT: return LLVMIntUGT;
  case LLVMIntUGT: return LLVMIntULT;
  case LLVMIntULE: return LLVMIntUGE;
  case LLVMIntUGE: return LLVMIntULE;
  default: return p;
  }
}

LLVMIntPredicate gpuopt__pred_invert(LLVMIntPredicate p) {
  switch (p) {
  case LLVMIntEQ: return LLVMIntNE;
  case LLVMIntNE: return LLVMIntEQ;
  case LLVMIntSLT: return LLVMIntSGE;
  case LLVMIntSGE: return LLVMIntSLT;
  case LLVMIntSGT: return LLVMIntSLE;
  case LLVMIntSLE: return LLVMIntSGT;
  case LLVMIntULT: return LLVMIntUGE;
  case LLVMIntUGE: return LLVMIntULT;
  case LLVMIntUGT: return LLVMIntULE;
  case LLVMIntULE: return LLVMIntUGT;
  default: return p;
  }
}

/* The operands of in's kind metadata node into out (at most cap); 0 when absent or longer. */
static unsigned md_list(LLVMValueRef in, unsigned kind, LLVMValueRef *out, unsigned cap) {
  LLVMValueRef md = LLVMGetMetadata(in, kind);
  if (!md) return 0;
  unsigned n = LLVMGetMDNodeNumOperands(md);
  if (n > cap) return 0;
  LLVMGetMDNodeOperands(md, out);
  return n;
}

int gpuopt__scoped_apart(LLVMValueRef a, LLVMValueRef b, unsigned k_scope, unsigned k_noalias) {
  LLVMValueRef sa[16], nb[64];
  unsigned na = md_list(a, k_scope, sa, 16), nn = md_list(b, k_noalias, nb, 64);
  if (!na || !nn) return 0;
  for (unsigned i = 0; i < na; i++) {
    int found = 0;
    for (unsigned j = 0; j < nn && !found; j++) found = sa[i] == nb[j];
    if (!found) return 0;
  }
  return 1;
}

const char *gpuopt__loop_prop_name(LLVMValueRef prop, unsigned *len) {
  *len = 0;
  unsigned m = prop && LLVMIsAMDNode(prop) ? LLVMGetMDNodeNumOperands(prop) : 0;
  if (!m || m > 64) return NULL;
  LLVMValueRef sub[64];
  LLVMGetMDNodeOperands(prop, sub);
  return sub[0] ? LLVMGetMDString(sub[0], len) : NULL;
}

int gpuopt__loop_md_has(LLVMValueRef md, const char *name) {
  unsigned n = md && LLVMIsAMDNode(md) ? LLVMGetMDNodeNumOperands(md) : 0;
  if (n > 64) return 0;
  LLVMValueRef ops[64];
  if (n) LLVMGetMDNodeOperands(md, ops);
  size_t want = strlen(name);
  for (unsigned i = 1; i < n; i++) {
    unsigned len;
    const char *s = gpuopt__loop_prop_name(ops[i], &len);
    if (s && len == want && !memcmp(s, name, len)) return 1;
  }
  return 0;
}

void gpuopt__md_list_append(LLVMContextRef c, LLVMValueRef i, unsigned kind, LLVMMetadataRef *add, unsigned n) {
  if (!n) return;
  LLVMValueRef old = LLVMGetMetadata(i, kind);
  unsigned nold = old ? LLVMGetMDNodeNumOperands(old) : 0;
  LLVMMetadataRef list[64];
  unsigned k = 0;
  if (nold && nold + n <= 64) {
    LLVMValueRef ops[64];
    LLVMGetMDNodeOperands(old, ops);
    for (unsigned j = 0; j < nold; j++) list[k++] = LLVMValueAsMetadata(ops[j]);
  }
  for (unsigned j = 0; j < n && k < 64; j++) list[k++] = add[j];
  LLVMSetMetadata(i, kind, LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, list, k)));
}

LLVMValueRef gpuopt__find_rem(LLVMValueRef v, LLVMValueRef q, LLVMValueRef x) {
  LLVMValueRef rem = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u && !rem; u = LLVMGetNextUse(u)) {
    LLVMValueRef d = LLVMGetUser(u);
    if (!LLVMIsAInstruction(d)) continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(d);
    if ((op == LLVMSRem || op == LLVMURem) && LLVMGetOperand(d, 0) == v && LLVMGetOperand(d, 1) == x) rem = d;
    if (op == LLVMSub && LLVMGetOperand(d, 0) == v) {
      LLVMValueRef m = LLVMGetOperand(d, 1);
      if (LLVMIsAInstruction(m) && LLVMGetInstructionOpcode(m) == LLVMMul &&
          ((LLVMGetOperand(m, 0) == q && LLVMGetOperand(m, 1) == x) || (LLVMGetOperand(m, 1) == q && LLVMGetOperand(m, 0) == x)))
        rem = d;
    }
  }
  return rem;
}

static LLVMValueRef clone_mapped(gpuopt_ptrmap *map, LLVMValueRef v) {
  return (LLVMValueRef)gpuopt__ptrmap_get_or(map, v, (uintptr_t)v);
}

int gpuopt__clone_blocks(LLVMValueRef fn, LLVMBuilderRef b, LLVMBasicBlockRef *blocks, size_t n,
                         gpuopt_ptrmap *map, const char *suffix, int keep_names, LLVMBasicBlockRef *copies) {
  LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(fn));
  LLVMBasicBlockRef *nb = malloc(sizeof *nb * (n ? n : 1));
  LLVMValueRef *phis = NULL;
  size_t nphis = 0, capphis = 0;
  int ok = nb != NULL;
  for (size_t k = 0; ok && k < n; k++) {
    char buf[128];
    const char *name = LLVMGetBasicBlockName(blocks[k]);
    size_t len = keep_names ? strlen(name) : 0;
    snprintf(buf, sizeof buf, "%.*s%s%s", (int)(len > 80 ? 80 : len), name, len ? "." : "", suffix);
    nb[k] = LLVMAppendBasicBlockInContext(c, fn, buf);
    ok = gpuopt__ptrmap_put(map, blocks[k], (uintptr_t)nb[k]);
  }
  for (size_t k = 0; ok && k < n; k++) {
    LLVMPositionBuilderAtEnd(b, nb[k]);
    for (LLVMValueRef i = LLVMGetFirstInstruction(blocks[k]); ok && i; i = LLVMGetNextInstruction(i)) {
      uintptr_t shared;
      if (gpuopt__ptrmap_get(map, i, &shared)) continue;
      LLVMValueRef cl;
      if (LLVMIsAPHINode(i)) {
        cl = LLVMBuildPhi(b, LLVMTypeOf(i), "");
        if (nphis == capphis) {
          size_t nc = capphis ? 2 * capphis : 16;
          LLVMValueRef *np = realloc(phis, nc * sizeof *np);
          if (!np) {
            ok = 0;
            break;
          }
          phis = np, capphis = nc;
        }
        phis[nphis++] = i;
      } else {
        cl = LLVMInstructionClone(i);
        LLVMInsertIntoBuilder(b, cl);
      }
      if (keep_names) {
        size_t len;
        const char *name = LLVMGetValueName2(i, &len);
        if (len) LLVMSetValueName2(cl, name, len);
      }
      ok = gpuopt__ptrmap_put(map, i, (uintptr_t)cl);
    }
  }
  /* operands and successors of the copies, then the phis' incoming values */
  for (size_t k = 0; ok && k < n; k++)
    for (LLVMValueRef cl = LLVMGetFirstInstruction(nb[k]); cl; cl = LLVMGetNextInstruction(cl)) {
      if (LLVMIsAPHINode(cl)) continue;
      int nops = LLVMGetNumOperands(cl);
      for (int o = 0; o < nops; o++) {
        LLVMValueRef v = LLVMGetOperand(cl, (unsigned)o);
        if (!v || LLVMValueIsBasicBlock(v)) continue;
        LLVMValueRef w = clone_mapped(map, v);
        if (w != v) LLVMSetOperand(cl, (unsigned)o, w);
      }
      if (LLVMIsATerminatorInst(cl))
        for (unsigned su = 0; su < LLVMGetNumSuccessors(cl); su++)
          LLVMSetSuccessor(cl, su, (LLVMBasicBlockRef)clone_mapped(map, (LLVMValueRef)LLVMGetSuccessor(cl, su)));
    }
  for (size_t k = 0; ok && k < nphis; k++) {
    LLVMValueRef p = phis[k], cl = clone_mapped(map, p);
    for (unsigned in = 0; in < LLVMCountIncoming(p); in++) {
      LLVMValueRef v = clone_mapped(map, LLVMGetIncomingValue(p, in));
      LLVMBasicBlockRef ib = (LLVMBasicBlockRef)clone_mapped(map, (LLVMValueRef)LLVMGetIncomingBlock(p, in));
      LLVMAddIncoming(cl, &v, &ib, 1);
    }
  }
  if (ok && copies)
    for (size_t k = 0; k < n; k++) copies[k] = nb[k];
  free(phis);
  free(nb);
  return ok;
}
