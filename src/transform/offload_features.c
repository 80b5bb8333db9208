/* The code features of an offloaded loop (Wang, Grewe and O'Boyle TACO'14 §5.2-5.3, Fig. 5): the
 * ten features of gpuopt/features.h computed on the loop's kernel (with its code inlined, as the
 * device pipeline will leave it), per work item = one iteration of the parallel loop, and
 *   - as C text for the report (kernel parameters named after the loop's shared values);
 *   - as the feature table the host descriptor carries for the offload runtime, which instantiates
 *     it at the loop's first launch over the values the host passes (src/runtime/offload_select.c).
 * Table layout (64-bit words): total length, the number of features F (10, in gpuopt_feature_name
 * order), then F times: a program's length L and its L words (gpuopt_featprog_eval). Program inputs:
 * 0 the work items (the parallel loop's trip count, probed at launch), 1 the bytes the launch
 * transfers (as the runtime sizes them: each array's range in, the written ones back), 2 + i the
 * i-th shared value the host passes (scalars only; a trip count that needs anything else is
 * unknown at run time). The work items and transfer bytes are also given as C text where they
 * are known before the launch (gpuopt__offload_region_texts): the loop's trip count and the
 * bytes of its arrays' access ranges (sequential loops) or objects (OpenMP loops) as expressions
 * over the host's values, built from the IR that computes them and simplified by the shared
 * symbolic expressions (analysis/symexpr.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include "analysis/omp.h"
#include "analysis/symexpr.h"
#include "transform/offload_features.h"

typedef struct map {
  LLVMValueRef kernel;
  const int *param_arg;
  unsigned nparams;
} map;

static int input_of(void *user, LLVMValueRef v) {
  map *m = user;
  if (!LLVMIsAArgument(v) || LLVMGetParamParent(v) != m->kernel) return -1;
  for (unsigned p = 0; p < m->nparams; p++)
    if (LLVMGetParam(m->kernel, p) == v) return m->param_arg[p] >= 0 ? 2 + m->param_arg[p] : -1;
  return -1;
}

int gpuopt__offload_features_prepare(gpuopt_ctx *ctx, LLVMModuleRef dev) {
  LLVMContextRef llctx = LLVMGetModuleContext(dev);
  unsigned ai = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  const char *drop[] = {"noinline", "optnone"};
  for (LLVMValueRef f = LLVMGetFirstFunction(dev); f; f = LLVMGetNextFunction(f)) {
    if (!LLVMGetFirstBasicBlock(f)) continue;
    for (int k = 0; k < 2; k++)
      LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMGetEnumAttributeKindForName(drop[k], strlen(drop[k])));
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(llctx, ai, 0));
  }
  gpuopt_diag d;
  gpuopt__diag_begin(&d, llctx);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(dev, "always-inline,function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg)", NULL, po);
  LLVMDisposePassBuilderOptions(po);
  gpuopt__diag_end(&d);
  (void)ctx;
  if (e) {
    LLVMConsumeError(e);
    return 0;
  }
  return 1;
}

void gpuopt__offload_feat_free(gpuopt__offload_feat *f) {
  if (!f) return;
  free(f->table);
  for (int i = 0; i < GPUOPT_NUM_FEATURES; i++) free(f->text[i]);
  memset(f, 0, sizeof *f);
}

int gpuopt__offload_features(gpuopt_ctx *ctx, LLVMValueRef kernel, const int *param_arg,
                             const char *const *param_name, const char *avgws_c, const char *transfer_c,
                             gpuopt__offload_feat *out) {
  memset(out, 0, sizeof *out);
  map m = {kernel, param_arg, LLVMCountParams(kernel)};
  for (unsigned p = 0; p < m.nparams; p++)
    if (param_name && param_name[p] && *param_name[p]) LLVMSetValueName2(LLVMGetParam(kernel, p), param_name[p], strlen(param_name[p]));
  gpuopt_features_options o = GPUOPT_FEATURES_OPTIONS_INIT;
  o.input = input_of;
  o.input_user = &m;
  o.avgws_input = 0;
  o.transfer_input = 1;
  o.avgws = avgws_c;
  o.transfer = transfer_c;
  gpuopt_features *f = NULL;
  if (gpuopt_features_analyze(ctx, kernel, &o, &f)) return 0;
  size_t total = 2;
  for (unsigned i = 0; i < GPUOPT_NUM_FEATURES; i++) {
    size_t len;
    gpuopt_features_program(f, i, &len);
    total += 1 + len;
  }
  int ok = (out->table = calloc(total, sizeof *out->table)) != NULL;
  if (ok) {
    size_t at = 0;
    out->table[at++] = total;
    out->table[at++] = GPUOPT_NUM_FEATURES;
    for (unsigned i = 0; i < GPUOPT_NUM_FEATURES; i++) {
      size_t len;
      const uint64_t *w = gpuopt_features_program(f, i, &len);
      out->table[at++] = len;
      if (len) memcpy(out->table + at, w, len * sizeof *w);
      at += len;
    }
    out->len = total;
  }
  for (unsigned i = 0; ok && i < GPUOPT_NUM_FEATURES; i++) {
    const char *t = gpuopt_features_expr(f, i);
    if (t && !(out->text[i] = gpuopt__strdup(t))) ok = 0;
  }
  gpuopt_features_free(f);
  if (!ok) gpuopt__offload_feat_free(out);
  return ok;
}

/* ---- the work items and transfer bytes as C text ---- */

typedef struct irx {
  gpuopt_sx_table *t;
  const gpuopt__omp_region *r;
  LLVMValueRef body;      /* OpenMP: the function whose parameters are the shared values (+ 2) */
  LLVMValueRef vals[32];  /* one symbol per distinct value */
  const gpuopt_sx *syms[32];
  unsigned nsyms;
} irx;

static const gpuopt_sx *sym_of(irx *x, LLVMValueRef v, const char *name) {
  for (unsigned i = 0; i < x->nsyms; i++)
    if (x->vals[i] == v) return x->syms[i];
  if (x->nsyms == 32) return NULL;
  unsigned bits = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(LLVMTypeOf(v)) : 64;
  int64_t hi = bits >= 64 ? INT64_MAX : (int64_t)((1ull << (bits - 1)) - 1);
  gpuopt_sx_sym *sy = gpuopt__sx_new_sym(x->t, name, v, bits, -hi - 1, hi);
  if (!sy) return NULL;
  x->vals[x->nsyms] = v;
  x->syms[x->nsyms++] = sy->expr;
  return sy->expr;
}

/* The name of a value the host passes: a parameter of the host function (its IR name: clang keeps
 * the source's), or in OpenMP code the shared value a parameter of the body holds (or points to). */
static const gpuopt_sx *leaf(irx *x, LLVMValueRef v) {
  if (x->body) {
    LLVMValueRef a = LLVMIsALoadInst(v) ? LLVMGetOperand(v, 0) : v;
    if (!LLVMIsAArgument(a) || LLVMGetParamParent(a) != x->body) return NULL;
    for (unsigned j = 2; j < LLVMCountParams(x->body) && j - 2 < x->r->nargs; j++)
      if (LLVMGetParam(x->body, j) == a) return sym_of(x, v, x->r->args[j - 2].name);
    return NULL;
  }
  if (!LLVMIsAArgument(v)) return NULL;
  size_t len;
  const char *n = LLVMGetValueName2(v, &len);
  return n && len ? sym_of(x, v, n) : NULL;
}

/* The integer value v as an expression of such values (NULL when it is not one). */
static const gpuopt_sx *ir_expr(irx *x, LLVMValueRef v, int depth) {
  if (!v || depth > 24 || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) return NULL;
  if (LLVMIsAConstantInt(v)) return gpuopt__sx_const(x->t, LLVMConstIntGetSExtValue(v));
  const gpuopt_sx *l = leaf(x, v);
  if (l || !LLVMIsAInstruction(v)) return l;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  if (op == LLVMSExt || op == LLVMZExt || op == LLVMTrunc) return ir_expr(x, LLVMGetOperand(v, 0), depth + 1);
  if (op == LLVMSelect) { /* min/max as clang and the bounds expansion write them */
    LLVMValueRef c = LLVMGetOperand(v, 0), a = LLVMGetOperand(v, 1), b = LLVMGetOperand(v, 2);
    if (!LLVMIsAICmpInst(c)) return NULL;
    LLVMIntPredicate p = LLVMGetICmpPredicate(c);
    LLVMValueRef c0 = LLVMGetOperand(c, 0), c1 = LLVMGetOperand(c, 1);
    int lt = p == LLVMIntSLT || p == LLVMIntSLE, gt = p == LLVMIntSGT || p == LLVMIntSGE;
    if (!lt && !gt) return NULL;
    const gpuopt_sx *ea = ir_expr(x, a, depth + 1), *eb = ir_expr(x, b, depth + 1);
    if (!ea || !eb) return NULL;
    if (c0 == a && c1 == b) return lt ? gpuopt__sx_min(x->t, ea, eb) : gpuopt__sx_max(x->t, ea, eb);
    if (c0 == b && c1 == a) return lt ? gpuopt__sx_max(x->t, ea, eb) : gpuopt__sx_min(x->t, ea, eb);
    return NULL;
  }
  if (LLVMGetNumOperands(v) != 2) return NULL;
  const gpuopt_sx *a = ir_expr(x, LLVMGetOperand(v, 0), depth + 1), *b = ir_expr(x, LLVMGetOperand(v, 1), depth + 1);
  if (!a || !b) return NULL;
  int64_t c;
  switch (op) {
  case LLVMAdd: return gpuopt__sx_add(x->t, a, b);
  case LLVMSub: return gpuopt__sx_sub(x->t, a, b);
  case LLVMMul: return gpuopt__sx_mul(x->t, a, b);
  case LLVMSDiv: return gpuopt__sx_div(x->t, a, b);
  case LLVMShl: return gpuopt__sx_is_const(b, &c) && c >= 0 && c < 32 ? gpuopt__sx_mulc(x->t, a, (int64_t)1 << c) : NULL;
  default: return NULL;
  }
}

/* The value last stored to slot before instruction at, in at's block. */
static LLVMValueRef stored_before(LLVMValueRef slot, LLVMValueRef at) {
  for (LLVMValueRef i = LLVMGetPreviousInstruction(at); i; i = LLVMGetPreviousInstruction(i))
    if (LLVMIsAStoreInst(i) && LLVMGetOperand(i, 1) == slot) return LLVMGetOperand(i, 0);
  return NULL;
}

/* The value stored to slot (an alloca): its only store. */
static LLVMValueRef stored(LLVMValueRef slot) {
  LLVMValueRef val = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef us = LLVMGetUser(u);
    if (LLVMIsAStoreInst(us) && LLVMGetOperand(us, 1) == slot) {
      if (val) return NULL;
      val = LLVMGetOperand(us, 0);
    }
  }
  return val;
}

static char *text(irx *x, const gpuopt_sx *e) {
  if (!e || x->t->oom || gpuopt__sx_is_inf(e)) return NULL;
  return gpuopt__sx_to_c(x->t, e, NULL, NULL);
}

void gpuopt__offload_region_texts(const gpuopt__omp_region *r, LLVMTargetDataRef td, char **avgws, char **transfer) {
  *avgws = *transfer = NULL;
  irx x = {gpuopt__sx_table_new(), r, NULL, {0}, {0}, 0};
  if (!x.t || !r->fork) {
    gpuopt__sx_table_free(x.t);
    return;
  }
  const gpuopt_sx *items = NULL, *bytes = gpuopt__sx_const(x.t, 0);
  if (r->sequential) {
    /* __gpuopt_seq_fork(ranges, n, outlined, trip, live-ins...): ranges[4i], ranges[4i+1] = the
     * byte range [lo, hi] of live-in i (4i+2, 4i+3: the range written in full, not copied in; not
     * subtracted here) */
    items = ir_expr(&x, LLVMGetOperand(r->fork, 3), 0);
    LLVMValueRef rng = LLVMGetOperand(r->fork, 0);
    const gpuopt_sx *lo_hi[128] = {0};
    for (LLVMUseRef u = LLVMGetFirstUse(rng); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef g = LLVMGetUser(u);
      if (!LLVMIsAGetElementPtrInst(g) || LLVMGetNumOperands(g) != 3 || !LLVMIsAConstantInt(LLVMGetOperand(g, 2))) continue;
      unsigned long long k = LLVMConstIntGetZExtValue(LLVMGetOperand(g, 2));
      LLVMValueRef v = stored(g);
      if (k < 128 && v && !(LLVMIsAConstantInt(v) && LLVMConstIntGetSExtValue(v) == INT64_MIN)) lo_hi[k] = ir_expr(&x, v, 0);
    }
    for (unsigned i = 0; bytes && i < r->nargs; i++) {
      const gpuopt__omp_arg *a = &r->args[i];
      if (a->kind != OMP_ARG_MEMORY && !a->array_base) continue;
      if (i >= 32 || !lo_hi[4 * i] || !lo_hi[4 * i + 1]) {
        bytes = NULL;
        break;
      }
      const gpuopt_sx *b = gpuopt__sx_addc(x.t, gpuopt__sx_sub(x.t, lo_hi[4 * i + 1], lo_hi[4 * i]), 1);
      bytes = gpuopt__sx_add(x.t, bytes, a->written ? gpuopt__sx_mulc(x.t, b, 2) : b);
    }
  } else {
    /* the worksharing loop's bounds as stored before __kmpc_for_static_init_* (lb, ub slots) or
     * passed to __kmpc_dispatch_init_* */
    x.body = r->body && LLVMCountParams(r->body) == r->nargs + 2 ? r->body : NULL;
    if (x.body && r->init) {
      LLVMValueRef lb = NULL, ub = NULL, st = NULL;
      if (r->loop == OMP_LOOP_STATIC && LLVMGetNumArgOperands(r->init) >= 9) {
        lb = stored_before(LLVMGetArgOperand(r->init, 4), r->init), ub = stored_before(LLVMGetArgOperand(r->init, 5), r->init);
        st = LLVMGetArgOperand(r->init, 7);
      } else if (r->loop == OMP_LOOP_DISPATCH && LLVMGetNumArgOperands(r->init) >= 7) {
        lb = LLVMGetArgOperand(r->init, 3), ub = LLVMGetArgOperand(r->init, 4), st = LLVMGetArgOperand(r->init, 5);
      }
      const gpuopt_sx *el = ir_expr(&x, lb, 0), *eu = ir_expr(&x, ub, 0);
      int64_t inc;
      if (el && eu && st && LLVMIsAConstantInt(st) && (inc = LLVMConstIntGetSExtValue(st)) >= 1)
        items = gpuopt__sx_max(x.t, gpuopt__sx_const(x.t, 0),
                               gpuopt__sx_addc(x.t, gpuopt__sx_div(x.t, gpuopt__sx_sub(x.t, eu, el), gpuopt__sx_const(x.t, inc)), 1));
    }
    /* OpenMP loops move whole objects: known here for local and global arrays of a constant size */
    for (unsigned i = 0; bytes && i < r->nargs; i++) {
      const gpuopt__omp_arg *a = &r->args[i];
      if (a->kind != OMP_ARG_MEMORY && !a->array_base) continue;
      LLVMValueRef o = a->array_base ? NULL : LLVMGetOperand(r->fork, i + 3);
      uint64_t size = 0;
      if (o && LLVMIsAAllocaInst(o) && LLVMIsAConstantInt(LLVMGetOperand(o, 0)))
        size = LLVMABISizeOfType(td, LLVMGetAllocatedType(o)) * LLVMConstIntGetZExtValue(LLVMGetOperand(o, 0));
      else if (o && LLVMIsAGlobalVariable(o) && !LLVMIsDeclaration(o))
        size = LLVMABISizeOfType(td, LLVMGlobalGetValueType(o));
      if (!size) bytes = NULL;
      else bytes = gpuopt__sx_addc(x.t, bytes, (int64_t)(size * (a->written ? 2 : 1)));
    }
    for (size_t g = 0; bytes && g < r->globals.len; g++)
      bytes = gpuopt__sx_addc(x.t, bytes, (int64_t)(LLVMABISizeOfType(td, LLVMGlobalGetValueType(r->globals.data[g])) *
                                                  (r->global_rw.data[g] & 2 ? 2 : 1)));
  }
  *avgws = text(&x, items);
  *transfer = text(&x, bytes);
  gpuopt__sx_table_free(x.t);
}
