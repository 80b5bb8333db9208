/* Recurrences: affine forms of a function's integer and pointer values in the iteration numbers of
 * its natural loops, induction variables, trip counts (DawnCC §3.1, Example 3.2; the chains of
 * recurrences of Bachmann/Zima and LLVM's ScalarEvolution, restricted to the affine case).
 *
 * Every value v gets a form c0 + sum_L coef_L * k_L, k_L = 0, 1, ... counting the header executions
 * of loop L, computed on demand and memoised:
 *  - integer constants; add/sub/mul/shl when the operation cannot wrap (nsw, or 64 bits: address
 *    arithmetic), or disjoint; sext; zext when its operand is non-negative (nneg, or proved);
 *  - a header phi of L whose latch value is phi + x (or a GEP of the phi) with x invariant in L is an
 *    induction variable: form(init) + form(x) * k_L;
 *  - everything else (parameters, loads, calls, divisions, non-induction phis, ...) is a symbol of
 *    its own, "defined in" the innermost loop of its block: it may stand for a value before a region
 *    only when the region does not contain that loop (lf_aff.symloop);
 *  - a product of two forms that both vary with loops has no affine form (why).
 * Pointers are base + byte offset: GEPs add their indices times the allocation sizes (struct fields
 * their offsets); casts are looked through; a header phi advanced by a GEP is an induction pointer.
 *
 * Trip counts: the exit test of a loop with one exiting block (its latch: a rotated loop, or its
 * header) compares b + s*k_L with a loop-invariant Y (s a constant); the number of iterations is
 * #{k >= 0 : b + s*k pred Y} in closed form (s = ±1, or Y - b invariant for a C division). A rotated
 * loop guarded by the same test on the initial value runs trip = count(initial) times when trip >= 1
 * and not at all otherwise; unguarded, it runs 1 + max(0, count) times. Unsigned tests compare the
 * unsigned readings of both sides (a side proved non-negative as itself, a negative constant plus
 * 2^w, a w-bit value as its zext symbol: gpuopt_sx_sym.zext, range [0, 2^w - 1]). An unsigned loop
 * (`for (unsigned i = b; i < n; i++)`: an increment by 1 without flags, kept from wrapping by a test
 * `i <u n`, or a rotated `i + 1 <u n` under the guard `b <u n`; or an `add nuw` by a positive
 * constant s without nsw, as clang -O1 leaves a 32-bit unsigned variable) has the form b_u + s*k, its
 * unsigned reading only: signed readings of it (sext, GEP indices, signed arithmetic and compares) have no
 * form (F->uns). `!=` tests need a step of ±1, or a step s with
 * Y - b provably a multiple of s (a vector loop against `s * (n / s)`: count (Y - b) / s), and
 * assume the induction variable meets the bound (as the C program does when it terminates). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "analysis/loopnest.h"

#define LF_DEPTH 400 /* recursion limit of the form computation */

static const char WHY_NONAFFINE[] = "non-affine (a product of two varying values)";
static const char WHY_DEEP[] = "expression too deep";
static const char WHY_WIDE[] = "too many nested loops";
static const char WHY_OVERFLOW[] = "constant overflow";

int gpuopt__lf_loop_in(const lf_func *F, uint32_t b, uint32_t a) {
  for (uint32_t x = b; x != GPUOPT_NONE; x = F->loops[x].parent)
    if (x == a) return 1;
  return 0;
}

/* the deeper of two loops on one chain (NONE is the shallowest) */
static uint32_t deeper(const lf_func *F, uint32_t a, uint32_t b) {
  if (a == GPUOPT_NONE) return b;
  if (b == GPUOPT_NONE) return a;
  return F->loops[a].depth >= F->loops[b].depth ? a : b;
}

void gpuopt__lf_aff_const(lf_func *F, lf_aff *a, const gpuopt_sx *c) {
  memset(a, 0, sizeof *a);
  a->c0 = c;
  a->symloop = GPUOPT_NONE;
  if (!c) a->why = F->t->oom ? "out of memory" : WHY_OVERFLOW;
}

const gpuopt_sx *gpuopt__lf_coef(const lf_aff *a, uint32_t loop) {
  for (uint32_t i = 0; i < a->n; i++)
    if (a->loop[i] == loop) return a->coef[i];
  return NULL;
}

void gpuopt__lf_drop(lf_aff *a, uint32_t loop) {
  for (uint32_t i = 0; i < a->n; i++)
    if (a->loop[i] == loop) {
      memmove(a->loop + i, a->loop + i + 1, (a->n - i - 1) * sizeof *a->loop);
      memmove(a->coef + i, a->coef + i + 1, (a->n - i - 1) * sizeof *a->coef);
      a->n--;
      return;
    }
}

/* r = a + bscale * b */
int gpuopt__lf_aff_add(lf_func *F, lf_aff *r, const lf_aff *a, const lf_aff *b, int64_t bscale) {
  if (a->why || b->why) {
    *r = a->why ? *a : *b;
    return 0;
  }
  lf_aff o;
  memset(&o, 0, sizeof o);
  o.symloop = deeper(F, a->symloop, b->symloop);
  o.c0 = gpuopt__sx_add(F->t, a->c0, gpuopt__sx_mulc(F->t, b->c0, bscale));
  uint32_t i = 0, j = 0;
  while (i < a->n || j < b->n) {
    uint32_t l;
    const gpuopt_sx *c;
    if (j >= b->n || (i < a->n && a->loop[i] < b->loop[j])) l = a->loop[i], c = a->coef[i++];
    else if (i >= a->n || b->loop[j] < a->loop[i]) l = b->loop[j], c = gpuopt__sx_mulc(F->t, b->coef[j++], bscale);
    else l = a->loop[i], c = gpuopt__sx_add(F->t, a->coef[i++], gpuopt__sx_mulc(F->t, b->coef[j++], bscale));
    if (!c) {
      gpuopt__lf_aff_const(F, r, NULL);
      return 0;
    }
    int64_t z;
    if (gpuopt__sx_is_const(c, &z) && z == 0) continue;
    if (o.n == LF_MAXD) {
      gpuopt__lf_aff_const(F, r, NULL);
      r->why = WHY_WIDE;
      return 0;
    }
    o.loop[o.n] = l;
    o.coef[o.n++] = c;
  }
  if (!o.c0) {
    gpuopt__lf_aff_const(F, r, NULL);
    return 0;
  }
  *r = o;
  return 1;
}

int gpuopt__lf_aff_scale(lf_func *F, lf_aff *r, const lf_aff *a, const gpuopt_sx *c) {
  if (a->why) {
    *r = *a;
    return 0;
  }
  lf_aff o = *a;
  o.c0 = gpuopt__sx_mul(F->t, a->c0, c);
  uint32_t n = 0;
  for (uint32_t i = 0; i < a->n; i++) {
    const gpuopt_sx *x = gpuopt__sx_mul(F->t, a->coef[i], c);
    if (!x) {
      o.c0 = NULL;
      break;
    }
    int64_t z;
    if (gpuopt__sx_is_const(x, &z) && z == 0) continue;
    o.loop[n] = a->loop[i];
    o.coef[n++] = x;
  }
  o.n = n;
  if (!o.c0) {
    gpuopt__lf_aff_const(F, r, NULL);
    return 0;
  }
  *r = o;
  return 1;
}

static lf_aff *save_aff(lf_func *F, LLVMValueRef v, const lf_aff *a) {
  lf_aff *p = ANEW(&F->arena, lf_aff, 1);
  if (!p) return NULL;
  *p = *a;
  if (!gpuopt__ptrmap_put(&F->aff, v, (uintptr_t)p)) F->arena.oom = 1;
  return p;
}

static uint32_t loop_of_value(const lf_func *F, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return GPUOPT_NONE;
  uint32_t b = gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(v));
  return b == GPUOPT_NONE ? GPUOPT_NONE : F->fi->loops->innermost[b];
}

const char *gpuopt__lf_sym_name(void *user, const gpuopt_sx_sym *s) {
  (void)user;
  return s->name;
}

/* The symbol standing for value v (created once). */
static const gpuopt_sx *sym_of(lf_func *F, LLVMValueRef v) {
  uintptr_t x;
  if (gpuopt__ptrmap_get(&F->sym, v, &x)) return (const gpuopt_sx *)x;
  const char *src = gpuopt__srcname(F->names, v);
  char buf[96];
  const char *sreg = NULL;
  if (!src && LLVMIsACallInst(v) && LLVMIsAFunction(LLVMGetCalledValue(v))) {
    /* the NVPTX launch registers under their CUDA names */
    static const char *const regs[][2] = {
        {"llvm.nvvm.read.ptx.sreg.tid.x", "threadIdx.x"},    {"llvm.nvvm.read.ptx.sreg.tid.y", "threadIdx.y"},
        {"llvm.nvvm.read.ptx.sreg.tid.z", "threadIdx.z"},    {"llvm.nvvm.read.ptx.sreg.ntid.x", "blockDim.x"},
        {"llvm.nvvm.read.ptx.sreg.ntid.y", "blockDim.y"},    {"llvm.nvvm.read.ptx.sreg.ntid.z", "blockDim.z"},
        {"llvm.nvvm.read.ptx.sreg.ctaid.x", "blockIdx.x"},   {"llvm.nvvm.read.ptx.sreg.ctaid.y", "blockIdx.y"},
        {"llvm.nvvm.read.ptx.sreg.ctaid.z", "blockIdx.z"},   {"llvm.nvvm.read.ptx.sreg.nctaid.x", "gridDim.x"},
        {"llvm.nvvm.read.ptx.sreg.nctaid.y", "gridDim.y"},   {"llvm.nvvm.read.ptx.sreg.nctaid.z", "gridDim.z"}};
    size_t len = 0;
    const char *cn = LLVMGetValueName2(LLVMGetCalledValue(v), &len);
    for (size_t i = 0; i < sizeof regs / sizeof regs[0] && !sreg; i++)
      if (strlen(regs[i][0]) == len && !memcmp(cn, regs[i][0], len)) sreg = regs[i][1];
  }
  if (src) snprintf(buf, sizeof buf, "%s", src);
  else if (sreg) snprintf(buf, sizeof buf, "%s", sreg);
  else {
    size_t len = 0;
    const char *nm = LLVMGetValueName2(v, &len);
    if (len) snprintf(buf, sizeof buf, "%%%.*s", (int)(len > 80 ? 80 : len), nm);
    else snprintf(buf, sizeof buf, "%%v%u", F->t->nsyms);
  }
  LLVMTypeRef ty = LLVMTypeOf(v);
  unsigned bits = LLVMGetTypeKind(ty) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(ty) : 64;
  int64_t lo = INT64_MIN, hi = INT64_MAX;
  if (bits == 1) lo = 0, hi = 1;
  else if (bits < 64) lo = -(INT64_C(1) << (bits - 1)), hi = (INT64_C(1) << (bits - 1)) - 1;
  gpuopt_sx_sym *s = gpuopt__sx_new_sym(F->t, buf, v, bits, lo, hi);
  if (!s) return NULL;
  if (!gpuopt__ptrmap_put(&F->sym, v, (uintptr_t)s->expr) ||
      !gpuopt__ptrmap_put(&F->symdef, (void *)(uintptr_t)(s->id + 1), (uintptr_t)loop_of_value(F, v) + 1))
    F->arena.oom = 1;
  return s->expr;
}

static void leaf(lf_func *F, LLVMValueRef v, lf_aff *a) {
  gpuopt__lf_aff_const(F, a, sym_of(F, v));
  a->symloop = loop_of_value(F, v);
}

static int nonneg(lf_func *F, const lf_aff *a) {
  if (a->why || !gpuopt__sx_prove_le(F->t, F->t->zero, a->c0, NULL)) return 0;
  for (uint32_t i = 0; i < a->n; i++)
    if (!gpuopt__sx_prove_le(F->t, F->t->zero, a->coef[i], NULL)) return 0;
  return 1;
}

static void aff_compute(lf_func *F, LLVMValueRef v, lf_aff *out);
static void ptr_compute(lf_func *F, LLVMValueRef v, lf_ptr *out);

static const char WHY_UNSIGNED[] = "an unsigned induction variable read as signed (it may exceed the signed range)";

/* The symbol standing for integer value v (narrower than 64 bits) read as unsigned: range
 * [0, 2^bits - 1], materialised by a zext (created once). */
static const gpuopt_sx *usym_of(lf_func *F, LLVMValueRef v) {
  uintptr_t x;
  if (gpuopt__ptrmap_get(&F->usym, v, &x)) return (const gpuopt_sx *)x;
  const gpuopt_sx *e = sym_of(F, v);
  const gpuopt_sx_sym *ss = e ? gpuopt__sx_symbol(F->t, e) : NULL;
  unsigned bits = LLVMGetIntTypeWidth(LLVMTypeOf(v));
  if (!ss || bits >= 64 || bits < 2) return NULL;
  gpuopt_sx_sym *s = gpuopt__sx_new_sym(F->t, ss->name, v, bits, 0, (INT64_C(1) << bits) - 1);
  if (!s) return NULL;
  s->zext = 1;
  if (!gpuopt__ptrmap_put(&F->usym, v, (uintptr_t)s->expr) ||
      !gpuopt__ptrmap_put(&F->symdef, (void *)(uintptr_t)(s->id + 1), (uintptr_t)loop_of_value(F, v) + 1))
    F->arena.oom = 1;
  return s->expr;
}

/* The unsigned reading of a w-bit value (w < 64) whose form is a: a itself when it is provably
 * non-negative, c + 2^w for a negative constant c, the unsigned symbol of a w-bit value whose
 * symbol a is; 0 when none of these. */
static int uread(lf_func *F, const lf_aff *a, unsigned w, lf_aff *out) {
  if (a->why) return 0;
  if (nonneg(F, a)) {
    *out = *a;
    return 1;
  }
  if (w >= 64 || w < 2 || a->n) return 0;
  int64_t c;
  if (gpuopt__sx_is_const(a->c0, &c)) {
    if (c >= 0 || c < -(INT64_C(1) << (w - 1))) return 0;
    *out = *a;
    out->c0 = gpuopt__sx_const(F->t, c + (INT64_C(1) << w));
    return out->c0 != NULL;
  }
  if (a->c0->kind != SX_SYM) return 0;
  const gpuopt_sx_sym *s = gpuopt__sx_symbol(F->t, a->c0);
  if (!s || s->zext || s->special || !s->value || s->bits != w) return 0;
  const gpuopt_sx *u = usym_of(F, s->value);
  if (!u) return 0;
  *out = *a;
  out->c0 = u;
  return 1;
}

/* The form of v where its signed reading is meant (sext, signed arithmetic, GEP indices): none for
 * a narrow phi whose form is its unsigned reading only. */
static const lf_aff *aff_signed(lf_func *F, LLVMValueRef v) {
  static const lf_aff why_uns = {WHY_UNSIGNED, NULL, 0, {0}, {0}, GPUOPT_NONE};
  const lf_aff *a = gpuopt__lf_aff(F, v); /* first: it marks v */
  return a && gpuopt__ptrmap_get_or(&F->uns, v, 0) ? &why_uns : a;
}

/* The loop-continuing predicate of the conditional branch br on `x pred Y` (Y its other operand),
 * staying on the successor for which stay(succ) holds; 0 when br is not such a test of x. */
static LLVMIntPredicate test_of(lf_func *F, LLVMValueRef br, LLVMValueRef x, uint32_t l, int enter, LLVMValueRef *Y) {
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) return 0;
  LLVMValueRef c = LLVMGetCondition(br);
  if (!LLVMIsAICmpInst(c)) return 0;
  uint32_t s0 = gpuopt__cfg_block(F->fi->cfg, LLVMGetSuccessor(br, 0));
  uint32_t s1 = gpuopt__cfg_block(F->fi->cfg, LLVMGetSuccessor(br, 1));
  uint32_t h = F->loops[l].header;
  int t0 = s0 != GPUOPT_NONE && (enter ? gpuopt__dominates(F->fi->dom, s0, h) : gpuopt__loop_contains(F->fi->loops, l, s0));
  int t1 = s1 != GPUOPT_NONE && (enter ? gpuopt__dominates(F->fi->dom, s1, h) : gpuopt__loop_contains(F->fi->loops, l, s1));
  if (t0 == t1) return 0;
  LLVMIntPredicate p = LLVMGetICmpPredicate(c);
  if (!t0) p = gpuopt__pred_invert(p);
  if (LLVMGetOperand(c, 0) == x) *Y = LLVMGetOperand(c, 1);
  else if (LLVMGetOperand(c, 1) == x) *Y = LLVMGetOperand(c, 0), p = gpuopt__pred_swap(p);
  else return 0;
  return p;
}

/* Whether the header phi v (w bits, initial value init, latch value next = v + 1) of loop l stays
 * below 2^w - 1 wherever next is computed, so that v + 1 does not wrap as unsigned (C's
 * `for (unsigned i = b; i < n; i++)`, whose increment has no flags): the loop's only exit is a header
 * test `v <u Y`; or, rotated, a latch test `next <u Y` under a guard `init <u Y` (by induction
 * v <u Y at every header execution), Y invariant. */
static int unsigned_bounded(lf_func *F, LLVMValueRef v, uint32_t l, LLVMValueRef init, LLVMValueRef next) {
  const gpuopt_loop *cl = &F->fi->loops->loops[l];
  if (cl->nexiting != 1) return 0;
  LLVMValueRef Y = NULL, Y2 = NULL;
  uint32_t e = cl->exiting[0];
  if (e == cl->header && test_of(F, LLVMGetBasicBlockTerminator(F->fi->cfg->blocks[e]), v, l, 0, &Y) == LLVMIntULT)
    return 1;
  if (cl->nlatches != 1 || cl->latches[0] != e ||
      test_of(F, LLVMGetBasicBlockTerminator(F->fi->cfg->blocks[e]), next, l, 0, &Y) != LLVMIntULT)
    return 0;
  if (LLVMIsAInstruction(Y)) {
    uint32_t yb = gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(Y));
    if (yb == GPUOPT_NONE || gpuopt__loop_contains(F->fi->loops, l, yb)) return 0;
  }
  uint32_t x = F->fi->dom->idom[cl->header];
  for (int steps = 0; steps < 4 && x != GPUOPT_NONE; steps++, x = F->fi->dom->idom[x]) {
    LLVMValueRef br = LLVMGetBasicBlockTerminator(F->fi->cfg->blocks[x]);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    return test_of(F, br, init, l, 1, &Y2) == LLVMIntULT && Y2 == Y;
  }
  return 0;
}

const lf_aff *gpuopt__lf_aff(lf_func *F, LLVMValueRef v) {
  uintptr_t x;
  if (gpuopt__ptrmap_get(&F->aff, v, &x)) return (const lf_aff *)x;
  lf_aff a;
  if (F->depth_guard > LF_DEPTH) {
    gpuopt__lf_aff_const(F, &a, NULL);
    a.why = WHY_DEEP;
    return save_aff(F, v, &a); /* memoised: deep chains are not retried */
  }
  F->depth_guard++;
  aff_compute(F, v, &a);
  F->depth_guard--;
  return save_aff(F, v, &a);
}

const lf_ptr *gpuopt__lf_ptr(lf_func *F, LLVMValueRef v) {
  uintptr_t x;
  if (gpuopt__ptrmap_get(&F->ptr, v, &x)) return (const lf_ptr *)x;
  lf_ptr p;
  memset(&p, 0, sizeof p);
  if (F->depth_guard > LF_DEPTH) {
    p.why = WHY_DEEP;
  } else {
    F->depth_guard++;
    ptr_compute(F, v, &p);
    F->depth_guard--;
  }
  lf_ptr *s = ANEW(&F->arena, lf_ptr, 1);
  if (!s) return NULL;
  *s = p;
  if (!gpuopt__ptrmap_put(&F->ptr, v, (uintptr_t)s)) F->arena.oom = 1;
  return s;
}

/* The one value u every incoming edge of phi v brings (ignoring v itself), when u's definition is
 * not inside a loop that v is outside of (u then has one value wherever v is defined: v == u);
 * NULL otherwise. Such phis are what LCSSA and loop rotation leave for a value computed before two
 * sibling loops (`%.lcssa = phi [%n1, %a], [%n1, %b]`); InstSimplify would fold them. */
static LLVMValueRef same_incoming(const lf_func *F, LLVMValueRef v) {
  unsigned n = LLVMCountIncoming(v);
  LLVMValueRef u = NULL;
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef x = LLVMGetIncomingValue(v, k);
    if (x == v) continue;
    if (u && x != u) return NULL;
    u = x;
  }
  if (!u || (!LLVMIsAInstruction(u) && !LLVMIsAArgument(u) && !LLVMIsAConstantInt(u) && !LLVMIsAGlobalValue(u)))
    return NULL;
  uint32_t lu = loop_of_value(F, u), lp = loop_of_value(F, v);
  if (lu != GPUOPT_NONE && (lp == GPUOPT_NONE || !gpuopt__lf_loop_in(F, lp, lu))) return NULL;
  return u;
}

static int is_header_of(const lf_func *F, LLVMValueRef phi, uint32_t *loop) {
  uint32_t b = gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(phi));
  if (b == GPUOPT_NONE) return 0;
  uint32_t l = F->fi->loops->innermost[b];
  if (l == GPUOPT_NONE || F->loops[l].header != b) return 0;
  *loop = l;
  return 1;
}

/* For a header phi of loop l: its incoming value from outside l and the one from inside (the loop
 * has one latch after loop-simplify; with several latches all must agree). */
static int phi_split(const lf_func *F, LLVMValueRef phi, uint32_t l, LLVMValueRef *init, LLVMValueRef *next) {
  *init = *next = NULL;
  unsigned n = LLVMCountIncoming(phi);
  for (unsigned i = 0; i < n; i++) {
    uint32_t from = gpuopt__cfg_block(F->fi->cfg, LLVMGetIncomingBlock(phi, i));
    LLVMValueRef v = LLVMGetIncomingValue(phi, i);
    LLVMValueRef *slot = from != GPUOPT_NONE && gpuopt__loop_contains(F->fi->loops, l, from) ? next : init;
    if (*slot && *slot != v) return 0;
    *slot = v;
  }
  return *init && *next;
}

/* Whether value x is invariant in loop l with a form without loop terms: its step. */
static int invariant_step(lf_func *F, LLVMValueRef x, uint32_t l, lf_aff *step) {
  const lf_aff *a = gpuopt__lf_aff(F, x);
  if (!a || a->why || a->n) return 0;
  if (a->symloop != GPUOPT_NONE && gpuopt__lf_loop_in(F, a->symloop, l)) return 0;
  *step = *a;
  return 1;
}

/* Byte offset of a GEP's indices (from operand 1), and the first struct field step. */
static int gep_offset(lf_func *F, LLVMValueRef gep, lf_aff *off, lf_ptr *fieldinfo) {
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  gpuopt__lf_aff_const(F, off, F->t->zero);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, i);
    if (i > 1 && LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
      if (!LLVMIsAConstantInt(idx)) return 0;
      unsigned fld = (unsigned)LLVMConstIntGetZExtValue(idx);
      if (fld >= LLVMCountStructElementTypes(ty)) return 0;
      if (fieldinfo && !fieldinfo->field_struct) {
        fieldinfo->field_struct = ty;
        fieldinfo->field = fld;
        fieldinfo->field_depth = i;
      }
      lf_aff c;
      gpuopt__lf_aff_const(F, &c, gpuopt__sx_const(F->t, (int64_t)LLVMOffsetOfElement(F->td, ty, fld)));
      if (!gpuopt__lf_aff_add(F, off, off, &c, 1)) return 0;
      ty = LLVMStructGetTypeAtIndex(ty, fld);
      continue;
    }
    if (i > 1) {
      LLVMTypeKind k = LLVMGetTypeKind(ty);
      if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind) return 0;
      ty = LLVMGetElementType(ty);
    }
    if (LLVMGetTypeKind(LLVMTypeOf(idx)) != LLVMIntegerTypeKind) return 0;
    int64_t size = (int64_t)LLVMABISizeOfType(F->td, ty);
    const lf_aff *ia = aff_signed(F, idx);
    if (!ia) return 0;
    if (!gpuopt__lf_aff_add(F, off, off, ia, size)) return 0;
  }
  return 1;
}

/* Subscripts of a GEP through arrays: a GEP on a pointer without subscripts starts them (its
 * first index, then one per array level; a struct level ends them); a one-index GEP whose element
 * has the size of the last subscript's stride adds to that subscript. */
static void gep_dims(lf_func *F, LLVMValueRef gep, const lf_ptr *b, lf_ptr *out) {
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  out->ndim = 0;
  if (n < 2 || n > 10) return;
  /* continue the base's subscripts when this GEP steps over elements of its last one */
  int cont = b->ndim && (int64_t)LLVMABISizeOfType(F->td, ty) == b->stride[b->ndim - 1] && b->ndim + n - 2 <= 12;
  uint32_t nd = cont ? b->ndim + n - 2 : n - 1;
  lf_aff *dims = ANEW(&F->arena, lf_aff, nd);
  int64_t *st = ANEW(&F->arena, int64_t, nd), *ex = ANEW(&F->arena, int64_t, nd);
  if (!dims || !st || !ex) return;
  uint32_t d0 = 0;
  if (cont) {
    memcpy(dims, b->dim, b->ndim * sizeof *dims);
    memcpy(st, b->stride, b->ndim * sizeof *st);
    memcpy(ex, b->extent, b->ndim * sizeof *ex);
    const lf_aff *ia = aff_signed(F, LLVMGetOperand(gep, 1));
    if (!ia || ia->why || !gpuopt__lf_aff_add(F, &dims[b->ndim - 1], &dims[b->ndim - 1], ia, 1)) return;
    d0 = b->ndim - 1;
  }
  for (unsigned i = cont ? 2 : 1; i < n; i++) {
    uint32_t d = d0 + i - 1;
    if (i > 1) {
      if (LLVMGetTypeKind(ty) != LLVMArrayTypeKind) return;
      ex[d] = (int64_t)LLVMGetArrayLength(ty);
      ty = LLVMGetElementType(ty);
    } else {
      ex[d] = 0;
    }
    st[d] = (int64_t)LLVMABISizeOfType(F->td, ty);
    const lf_aff *ia = aff_signed(F, LLVMGetOperand(gep, i));
    if (!ia || ia->why || !st[d]) return;
    dims[d] = *ia;
  }
  out->ndim = nd;
  out->dim = dims;
  out->stride = st;
  out->extent = ex;
  out->prefix = cont ? b->prefix : b->off;
}

/* The range analysis proves that v (add/sub/mul/shl) cannot wrap in the signed sense: instcombine
 * drops nsw when it rewrites i*n + i into i*(n + 1). */
static int ranges_nsw(lf_func *F, LLVMValueRef v) {
  int nsw = 0;
  return F->ranges && !gpuopt_ranges_no_wrap(F->ranges, v, &nsw, NULL) && nsw;
}

static void aff_compute(lf_func *F, LLVMValueRef v, lf_aff *out) {
  if (LLVMIsAConstantInt(v)) {
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    if (w > 64) {
      leaf(F, v, out);
      return;
    }
    int64_t c = w == 1 ? (int64_t)LLVMConstIntGetZExtValue(v) : LLVMConstIntGetSExtValue(v);
    gpuopt__lf_aff_const(F, out, gpuopt__sx_const(F->t, c));
    return;
  }
  if (!LLVMIsAInstruction(v) || gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(v)) == GPUOPT_NONE ||
      LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) {
    leaf(F, v, out);
    return;
  }
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMOr: {
    int nowrap = w == 64 || (op != LLVMOr && (LLVMGetNSW(v)));
    if (op == LLVMOr) nowrap = LLVMGetIsDisjoint(v);
    else if (!nowrap) nowrap = ranges_nsw(F, v);
    if (!nowrap && op == LLVMAdd && LLVMIsAPHINode(LLVMGetOperand(v, 0)) && LLVMIsAConstantInt(LLVMGetOperand(v, 1)) &&
        (LLVMConstIntGetZExtValue(LLVMGetOperand(v, 1)) == 1 || (LLVMGetNUW(v) && LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1)) > 0))) {
      /* the increment of an unsigned loop's variable (the phi rule below): no unsigned wrap */
      LLVMValueRef phi = LLVMGetOperand(v, 0), init, next;
      uint32_t l;
      const lf_aff *a = gpuopt__lf_aff(F, phi);
      if (a && !a->why && gpuopt__ptrmap_get_or(&F->uns, phi, 0) && is_header_of(F, phi, &l) &&
          phi_split(F, phi, l, &init, &next) && next == v) {
        lf_aff one;
        gpuopt__lf_aff_const(F, &one, F->t->one);
        gpuopt__lf_aff_add(F, out, a, &one, 1);
        if (out->why) break;
        if (!gpuopt__ptrmap_put(&F->uns, v, 1)) F->arena.oom = 1;
        return;
      }
    }
    if (!nowrap) break;
    const lf_aff *a = aff_signed(F, LLVMGetOperand(v, 0)), *b = aff_signed(F, LLVMGetOperand(v, 1));
    if (!a || !b || a->why == WHY_UNSIGNED || b->why == WHY_UNSIGNED) break;
    if (op == LLVMAdd || op == LLVMOr) gpuopt__lf_aff_add(F, out, a, b, 1);
    else if (op == LLVMSub) gpuopt__lf_aff_add(F, out, a, b, -1);
    else if (op == LLVMShl) {
      int64_t sh;
      if (b->why || b->n || !gpuopt__sx_is_const(b->c0, &sh) || sh < 0 || sh > 62) break;
      gpuopt__lf_aff_scale(F, out, a, gpuopt__sx_const(F->t, INT64_C(1) << sh));
    } else {
      if (a->why || b->why) {
        *out = a->why ? *a : *b;
        return;
      }
      if (a->n && b->n) {
        gpuopt__lf_aff_const(F, out, NULL);
        out->why = WHY_NONAFFINE;
        return;
      }
      if (a->n) gpuopt__lf_aff_scale(F, out, a, b->c0), out->symloop = deeper(F, out->symloop, b->symloop);
      else gpuopt__lf_aff_scale(F, out, b, a->c0), out->symloop = deeper(F, out->symloop, a->symloop);
    }
    if (out->why == WHY_OVERFLOW) break;
    return;
  }
  case LLVMSExt: {
    *out = *aff_signed(F, LLVMGetOperand(v, 0));
    return;
  }
  case LLVMZExt: {
    LLVMValueRef x = LLVMGetOperand(v, 0);
    if (LLVMGetIntTypeWidth(LLVMTypeOf(x)) == 1) break;
    const lf_aff *a = gpuopt__lf_aff(F, x);
    if (a && (LLVMGetNNeg(v) || nonneg(F, a))) {
      *out = *a;
      return;
    }
    break;
  }
  case LLVMPHI: {
    uint32_t l;
    LLVMValueRef init, next, same = same_incoming(F, v);
    if (same) {
      const lf_aff *a = gpuopt__lf_aff(F, same);
      if (a) {
        if (gpuopt__ptrmap_get_or(&F->uns, same, 0) && !gpuopt__ptrmap_put(&F->uns, v, 1)) F->arena.oom = 1;
        *out = *a;
        return;
      }
    }
    if (is_header_of(F, v, &l) && phi_split(F, v, l, &init, &next) && LLVMIsAInstruction(next)) {
      LLVMOpcode nop = LLVMGetInstructionOpcode(next);
      int nw = w == 64 || LLVMGetNSW(next) || ranges_nsw(F, next);
      /* an unsigned loop: its form is its unsigned reading (from the unsigned reading of the initial
       * value) when its increment by a positive constant does not wrap as unsigned but may as signed:
       * an `add nuw` without nsw (clang -O1 on C's `unsigned i` when it keeps i narrow), or an increment
       * by 1 without flags (C's `unsigned i` at -O0) kept from wrapping by its exit test */
      int uns = 0;
      if (!nw && nop == LLVMAdd && w < 64) {
        LLVMValueRef p = LLVMGetOperand(next, 0), q = LLVMGetOperand(next, 1);
        LLVMValueRef c = p == v ? q : q == v ? p : NULL;
        if (c && LLVMIsAConstantInt(c) &&
            ((LLVMGetNUW(next) && LLVMConstIntGetSExtValue(c) > 0) ||
             (LLVMConstIntGetZExtValue(c) == 1 && unsigned_bounded(F, v, l, init, next))))
          nw = uns = 1;
      }
      if (!nw && LLVMGetNUW(next)) nw = 1;
      lf_aff step;
      int ok = 0;
      if ((nop == LLVMAdd || nop == LLVMSub) && nw) {
        LLVMValueRef p = LLVMGetOperand(next, 0), q = LLVMGetOperand(next, 1);
        if (p == v && invariant_step(F, q, l, &step)) ok = 1;
        else if (nop == LLVMAdd && q == v && invariant_step(F, p, l, &step)) ok = 1;
        if (ok && nop == LLVMSub) step.c0 = gpuopt__sx_neg(F->t, step.c0);
      }
      if (ok && step.c0) {
        /* provisional: the phi as its own symbol while init is computed cannot recurse into v */
        const lf_aff *ia = gpuopt__lf_aff(F, init);
        lf_aff iu;
        if (uns) ia = ia && uread(F, ia, w, &iu) ? &iu : NULL;
        if (ia && !ia->why) {
          lf_aff r = *ia;
          if (r.n < LF_MAXD) {
            uint32_t pos = r.n;
            while (pos && r.loop[pos - 1] > l) pos--;
            memmove(r.loop + pos + 1, r.loop + pos, (r.n - pos) * sizeof *r.loop);
            memmove(r.coef + pos + 1, r.coef + pos, (r.n - pos) * sizeof *r.coef);
            r.loop[pos] = l;
            r.coef[pos] = step.c0;
            r.n++;
            r.symloop = deeper(F, r.symloop, step.symloop);
            *out = r;
            if ((uns || gpuopt__ptrmap_get_or(&F->uns, init, 0)) && !gpuopt__ptrmap_put(&F->uns, v, 1)) F->arena.oom = 1;
            return;
          }
        }
      }
    }
    break;
  }
  default:
    break;
  }
  leaf(F, v, out);
}

static void ptr_compute(lf_func *F, LLVMValueRef v, lf_ptr *out) {
  memset(out, 0, sizeof *out);
  if (LLVMIsAGlobalValue(v) || LLVMIsAArgument(v) || LLVMIsAAllocaInst(v) || LLVMIsAConstantPointerNull(v)) {
    out->base = v;
    gpuopt__lf_aff_const(F, &out->off, F->t->zero);
    return;
  }
  LLVMOpcode op = LLVMIsAInstruction(v) ? LLVMGetInstructionOpcode(v)
                  : LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v) : (LLVMOpcode)0;
  if (LLVMIsAInstruction(v) && gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(v)) == GPUOPT_NONE) op = 0;
  switch (op) {
  case LLVMGetElementPtr: {
    const lf_ptr *b = gpuopt__lf_ptr(F, LLVMGetOperand(v, 0));
    if (!b) break;
    if (b->why) {
      *out = *b;
      return;
    }
    lf_aff off;
    lf_ptr fi;
    memset(&fi, 0, sizeof fi);
    if (!gep_offset(F, v, &off, &fi)) {
      out->why = off.why ? off.why : "an address computation the analysis cannot follow";
      return;
    }
    *out = *b;
    gep_dims(F, v, b, out);
    if (!out->field_struct && fi.field_struct && b->off.c0 == F->t->zero && !b->off.n) {
      out->field_struct = fi.field_struct;
      out->field = fi.field;
      out->field_depth = fi.field_depth;
    }
    gpuopt__lf_aff_add(F, &out->off, &b->off, &off, 1);
    if (out->off.why) out->why = out->off.why;
    return;
  }
  case LLVMBitCast: case LLVMAddrSpaceCast:
    *out = *gpuopt__lf_ptr(F, LLVMGetOperand(v, 0));
    return;
  case LLVMPHI: {
    uint32_t l;
    LLVMValueRef init, next, same = same_incoming(F, v);
    if (same) {
      *out = *gpuopt__lf_ptr(F, same);
      return;
    }
    if (is_header_of(F, v, &l) && phi_split(F, v, l, &init, &next) && LLVMIsAGetElementPtrInst(next) &&
        LLVMGetOperand(next, 0) == v) {
      lf_aff step;
      if (gep_offset(F, next, &step, NULL) && !step.why && !step.n &&
          (step.symloop == GPUOPT_NONE || !gpuopt__lf_loop_in(F, step.symloop, l))) {
        const lf_ptr *b = gpuopt__lf_ptr(F, init);
        if (b && !b->why && b->off.n < LF_MAXD) {
          *out = *b;
          out->field_struct = NULL;
          out->ndim = 0;
          lf_aff r = b->off;
          uint32_t pos = r.n;
          while (pos && r.loop[pos - 1] > l) pos--;
          memmove(r.loop + pos + 1, r.loop + pos, (r.n - pos) * sizeof *r.loop);
          memmove(r.coef + pos + 1, r.coef + pos, (r.n - pos) * sizeof *r.coef);
          r.loop[pos] = l;
          r.coef[pos] = step.c0;
          r.n++;
          out->off = r;
          return;
        }
      }
      out->why = "a pointer phi that is not advanced by a constant stride";
      return;
    }
    uint32_t b = gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(v));
    if (F->fi->loops->innermost[b] != GPUOPT_NONE) {
      out->why = "a pointer chosen by control flow (phi) in a loop";
      return;
    }
    break;
  }
  case LLVMSelect: {
    uint32_t b = gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(v));
    if (F->fi->loops->innermost[b] != GPUOPT_NONE) {
      out->why = "a pointer chosen by a select in a loop";
      return;
    }
    break;
  }
  default:
    break;
  }
  /* an opaque pointer value (loaded, returned by a call, ...): a base of its own */
  out->base = v;
  gpuopt__lf_aff_const(F, &out->off, F->t->zero);
  out->off.symloop = loop_of_value(F, v);
}

/* ---- trip counts ---- */

static int aff_eq(const lf_aff *a, const lf_aff *b) {
  if (a->why || b->why || a->c0 != b->c0 || a->n != b->n) return 0;
  for (uint32_t i = 0; i < a->n; i++)
    if (a->loop[i] != b->loop[i] || a->coef[i] != b->coef[i]) return 0;
  return 1;
}

/* The loop-continuing comparison "test(k) pred Y" of an icmp in loop l: test = b + s*k. */
typedef struct lf_test {
  lf_aff b, y;
  int64_t s;
  LLVMIntPredicate pred;
  unsigned w; /* the compared values' width */
} lf_test;

static const char *split_test(lf_func *F, LLVMValueRef cmp, int negate, uint32_t l, lf_test *T) {
  if (!LLVMIsAICmpInst(cmp)) return "the exit condition is not an integer comparison";
  LLVMIntPredicate p = LLVMGetICmpPredicate(cmp);
  if (negate) p = gpuopt__pred_invert(p);
  LLVMValueRef x = LLVMGetOperand(cmp, 0), y = LLVMGetOperand(cmp, 1);
  if (LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMIntegerTypeKind) return "the exit test compares pointers";
  T->w = LLVMGetIntTypeWidth(LLVMTypeOf(x));
  if ((p == LLVMIntSLT || p == LLVMIntSLE || p == LLVMIntSGT || p == LLVMIntSGE) &&
      ((gpuopt__lf_aff(F, x) && gpuopt__ptrmap_get_or(&F->uns, x, 0)) ||
       (gpuopt__lf_aff(F, y) && gpuopt__ptrmap_get_or(&F->uns, y, 0))))
    return WHY_UNSIGNED;
  const lf_aff *ax = gpuopt__lf_aff(F, x), *ay = gpuopt__lf_aff(F, y);
  if (!ax || !ay) return "out of memory";
  if (ax->why) return ax->why;
  if (ay->why) return ay->why;
  if (!gpuopt__lf_coef(ax, l) && gpuopt__lf_coef(ay, l)) {
    const lf_aff *tmp = ax;
    ax = ay;
    ay = tmp;
    p = gpuopt__pred_swap(p);
  }
  const gpuopt_sx *s = gpuopt__lf_coef(ax, l);
  if (!s) return "the exit test does not depend on an induction variable of the loop";
  if (gpuopt__lf_coef(ay, l)) return "both sides of the exit test vary in the loop";
  if (!gpuopt__sx_is_const(s, &T->s)) return "the induction variable's step is not a constant";
  for (uint32_t i = 0; i < ax->n; i++)
    if (ax->loop[i] != l && gpuopt__lf_loop_in(F, ax->loop[i], l)) return "the exit test depends on an inner loop";
  for (uint32_t i = 0; i < ay->n; i++)
    if (gpuopt__lf_loop_in(F, ay->loop[i], l)) return "the exit bound depends on an inner loop";
  if ((ax->symloop != GPUOPT_NONE && gpuopt__lf_loop_in(F, ax->symloop, l)) ||
      (ay->symloop != GPUOPT_NONE && gpuopt__lf_loop_in(F, ay->symloop, l)))
    return "the exit bound changes in the loop";
  T->b = *ax;
  gpuopt__lf_drop(&T->b, l);
  T->y = *ay;
  T->pred = p;
  return NULL;
}

/* Whether e is provably a multiple of m (m >= 2): a constant that is, or a sum whose every term has
 * a coefficient that is or is itself such a multiple (a product: one of its factors). */
static int sx_multiple(const gpuopt_sx *e, int64_t m) {
  if (!e) return 0;
  switch (e->kind) {
  case SX_CONST: return e->c % m == 0;
  case SX_ADD:
    if (e->c % m) return 0;
    for (uint32_t i = 0; i < e->n; i++)
      if (e->coef[i] % m && !sx_multiple(e->op[i], m)) return 0;
    return 1;
  case SX_MUL:
    for (uint32_t i = 0; i < e->n; i++)
      if (sx_multiple(e->op[i], m)) return 1;
    return 0;
  default: return 0;
  }
}

/* D / m for a form D whose every part is a multiple of m (exact); 0 when it is not. */
static int aff_div_exact(lf_func *F, lf_aff *D, int64_t m) {
  const gpuopt_sx *M = gpuopt__sx_const(F->t, m);
  if (!sx_multiple(D->c0, m)) return 0;
  for (uint32_t i = 0; i < D->n; i++)
    if (!sx_multiple(D->coef[i], m)) return 0;
  lf_aff o = *D;
  if (!(o.c0 = gpuopt__sx_div(F->t, D->c0, M))) return 0;
  for (uint32_t i = 0; i < D->n; i++)
    if (!(o.coef[i] = gpuopt__sx_div(F->t, D->coef[i], M))) return 0;
  *D = o;
  return 1;
}

/* #{k >= 0 : b + s*k pred Y} (a count that is >= 1 exactly when the loop runs). */
static const char *count_of(lf_func *F, const lf_test *T, const lf_aff *b, lf_aff *X) {
  LLVMIntPredicate p = T->pred;
  int64_t s = T->s;
  lf_test Tu;
  lf_aff bu;
  if (p == LLVMIntULT || p == LLVMIntULE || p == LLVMIntUGT || p == LLVMIntUGE) {
    /* both sides as unsigned values (zero-extended): the test is then the signed one on them */
    Tu = *T;
    if (!uread(F, b, T->w, &bu) || !uread(F, &T->y, T->w, &Tu.y)) return "an unsigned exit test whose operands may be negative";
    b = &bu;
    T = &Tu;
    p = p == LLVMIntULT ? LLVMIntSLT : p == LLVMIntULE ? LLVMIntSLE : p == LLVMIntUGT ? LLVMIntSGT : LLVMIntSGE;
  }
  lf_aff D;
  int64_t adj = 0;
  switch (p) {
  case LLVMIntSLT: case LLVMIntSLE:
    if (s <= 0) return "the exit test never turns false (the induction variable moves away from the bound)";
    gpuopt__lf_aff_add(F, &D, &T->y, b, -1); /* Y - b */
    adj = p == LLVMIntSLE ? 1 : 0;
    break;
  case LLVMIntSGT: case LLVMIntSGE:
    if (s >= 0) return "the exit test never turns false (the induction variable moves away from the bound)";
    gpuopt__lf_aff_add(F, &D, b, &T->y, -1); /* b - Y */
    adj = p == LLVMIntSGE ? 1 : 0;
    s = -s;
    break;
  case LLVMIntNE:
    if (s > 0) gpuopt__lf_aff_add(F, &D, &T->y, b, -1);
    else gpuopt__lf_aff_add(F, &D, b, &T->y, -1);
    if (s != 1 && s != -1) {
      /* a vector loop (step VF*UF against `n & -VF*UF`, `n - n % VF*UF`): the iterations meet the
       * bound exactly when Y - b is a multiple of the step, and are then (Y - b) / s */
      if (D.why) return D.why;
      if (!aff_div_exact(F, &D, s > 0 ? s : -s)) return "a != exit test with a step other than 1 or -1 and a distance not a multiple of it";
      *X = D;
      return NULL;
    }
    s = 1;
    break;
  default:
    return "an == exit test";
  }
  if (D.why) return D.why;
  D.c0 = gpuopt__sx_addc(F->t, D.c0, adj);
  if (s == 1) {
    *X = D;
    return D.c0 ? NULL : WHY_OVERFLOW;
  }
  if (D.n) return "a step other than 1 with a bound that varies with an outer loop";
  *X = D;
  X->c0 = gpuopt__sx_div(F->t, gpuopt__sx_addc(F->t, D.c0, s - 1), gpuopt__sx_const(F->t, s));
  return X->c0 ? NULL : WHY_OVERFLOW;
}

/* The guard's predicate p (on the initial value) guards a loop whose test is T: the same one; or,
 * for a `!=` test stepping up (down), `<` (`>`), signed or unsigned: the `!=` count already assumes
 * that the induction variable meets the bound (init <= Y), where init < Y and init != Y agree (clang
 * -O1/-O2 keep `i + 1 < n` as the guard of a rotated inner loop whose exit test became `!=`). */
static int guard_pred_ok(LLVMIntPredicate p, const lf_test *T) {
  if (p == T->pred) return 1;
  if (T->pred != LLVMIntNE) return 0;
  if (T->s > 0) return p == LLVMIntSLT || p == LLVMIntULT;
  return p == LLVMIntSGT || p == LLVMIntUGT;
}

/* A conditional branch outside loop l, dominating its header, whose edge towards the loop is taken
 * exactly when `test(-1) pred Y` holds: the guard of a rotated loop. */
static int guarded(lf_func *F, uint32_t l, const lf_test *T, const lf_aff *binit, uint32_t *gb) {
  const gpuopt_cfg *cfg = F->fi->cfg;
  const gpuopt_domtree *dom = F->fi->dom;
  uint32_t h = F->loops[l].header;
  uint32_t x = dom->idom[h];
  for (int steps = 0; steps < 4 && x != GPUOPT_NONE; steps++, x = dom->idom[x]) {
    LLVMValueRef br = LLVMGetBasicBlockTerminator(cfg->blocks[x]);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    uint32_t s0 = gpuopt__cfg_block(cfg, LLVMGetSuccessor(br, 0)), s1 = gpuopt__cfg_block(cfg, LLVMGetSuccessor(br, 1));
    int to0 = s0 != GPUOPT_NONE && gpuopt__dominates(dom, s0, h) && s0 != x;
    int to1 = s1 != GPUOPT_NONE && gpuopt__dominates(dom, s1, h) && s1 != x;
    if (to0 == to1) continue;
    LLVMValueRef c = LLVMGetCondition(br);
    /* simplifycfg folds a guard into the branch before it (`if (c) for (...)` becomes
     * `br (c && guard)`): a conjunct of the edge's condition is still a guard (necessary for the
     * loop to run); the loop is then conditional beyond its trip count, so the block that stands for
     * its entry is the edge's target, not x (which runs whether or not c holds) */
    LLVMValueRef parts[2] = {c, NULL};
    int np = 1;
    if (LLVMIsAInstruction(c)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(c);
      if ((op == LLVMAnd && to0) || (op == LLVMOr && to1)) {
        parts[0] = LLVMGetOperand(c, 0), parts[1] = LLVMGetOperand(c, 1), np = 2;
      } else if (op == LLVMSelect && LLVMIsAConstantInt(LLVMGetOperand(c, to0 ? 2 : 1)) &&
                 (!LLVMConstIntGetZExtValue(LLVMGetOperand(c, to0 ? 2 : 1))) == to0) {
        parts[0] = LLVMGetOperand(c, 0), parts[1] = LLVMGetOperand(c, to0 ? 1 : 2), np = 2;
      }
    }
    for (int k = 0; k < np; k++) {
      LLVMValueRef ck = parts[k];
      /* the guard tests values outside the loop: compare with the loop's test at k = -1 */
      if (!LLVMIsAICmpInst(ck)) continue;
      LLVMIntPredicate p = LLVMGetICmpPredicate(ck);
      if (to1) p = gpuopt__pred_invert(p);
      const lf_aff *gx = gpuopt__lf_aff(F, LLVMGetOperand(ck, 0)), *gy = gpuopt__lf_aff(F, LLVMGetOperand(ck, 1));
      if (!gx || !gy) continue;
      lf_aff ux, uy, ty = T->y;
      if ((p == T->pred || gpuopt__pred_swap(p) == T->pred) && (p == LLVMIntULT || p == LLVMIntULE || p == LLVMIntUGT || p == LLVMIntUGE) &&
          LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(ck, 0))) == LLVMIntegerTypeKind) {
        /* an unsigned guard: compare the unsigned readings (those of an unsigned loop's test) */
        unsigned gw = LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetOperand(ck, 0)));
        if (uread(F, gx, gw, &ux)) gx = &ux;
        if (uread(F, gy, gw, &uy)) gy = &uy;
        if (!uread(F, &T->y, gw, &ty)) ty = T->y;
      }
      if ((aff_eq(gx, binit) && aff_eq(gy, &ty) && guard_pred_ok(p, T)) ||
          (aff_eq(gy, binit) && aff_eq(gx, &ty) && guard_pred_ok(gpuopt__pred_swap(p), T))) {
        *gb = np == 1 ? x : to0 ? s0 : s1;
        return 1;
      }
    }
    return 0;
  }
  return 0;
}

/* Lower bound of a form over the iterations of the loops in it (each k_o in [0, trip_o - 1],
 * eliminated innermost first); NULL when unknown. */
static const gpuopt_sx *form_min(lf_func *F, const lf_aff *a) {
  lf_aff x = *a;
  for (int guard = 0; x.n && guard < 2 * LF_MAXD; guard++) {
    /* the innermost (deepest) loop of the form */
    uint32_t o = x.loop[0];
    for (uint32_t i = 1; i < x.n; i++)
      if (F->loops[x.loop[i]].depth > F->loops[o].depth) o = x.loop[i];
    const gpuopt_sx *c = gpuopt__lf_coef(&x, o);
    gpuopt__lf_drop(&x, o);
    if (gpuopt__sx_prove_le(F->t, F->t->zero, c, NULL)) continue; /* k_o = 0 */
    if (!gpuopt__sx_prove_le(F->t, c, F->t->zero, NULL) || !F->loops[o].trip_known) return NULL;
    lf_aff up = F->loops[o].trip, t;
    up.c0 = gpuopt__sx_addc(F->t, up.c0, -1);
    if (!gpuopt__lf_aff_scale(F, &t, &up, c) || !gpuopt__lf_aff_add(F, &x, &x, &t, 1)) return NULL;
  }
  return x.n ? NULL : x.c0;
}

/* Whether a loop with first-test count `first` (count of the test at the initial value) is only
 * ever reached when that count is >= 1. */
static int runs_always(lf_func *F, uint32_t l, const lf_aff *first) {
  (void)l;
  if (!first->n) return 0; /* invariant: an unguarded loop may well be entered with count <= 0 */
  const gpuopt_sx *m = form_min(F, first);
  return m && gpuopt__sx_prove_le(F->t, F->t->one, m, NULL);
}

static void trip_count(lf_func *F, uint32_t l) {
  lf_loopinfo *L = &F->loops[l];
  const gpuopt_loop *cl = &F->fi->loops->loops[l];
  const gpuopt_cfg *cfg = F->fi->cfg;
  if (cl->nexiting == 0) {
    L->trip_why = "the loop has no exit";
    L->irregular = "the loop has no exit";
    return;
  }
  uint32_t latch = cl->nlatches == 1 ? cl->latches[0] : GPUOPT_NONE;
  uint32_t e = GPUOPT_NONE;
  for (uint32_t i = 0; i < cl->nexiting; i++)
    if (cl->exiting[i] == latch) e = latch;
  if (e == GPUOPT_NONE)
    for (uint32_t i = 0; i < cl->nexiting; i++)
      if (cl->exiting[i] == cl->header) e = cl->header;
  if (cl->nexiting > 1) L->irregular = "more than one exit (break, return or goto out of the loop)";
  if (e == GPUOPT_NONE) {
    L->trip_why = "the loop is left neither from its header nor from its latch";
    if (!L->irregular) L->irregular = L->trip_why;
    return;
  }
  LLVMValueRef br = LLVMGetBasicBlockTerminator(cfg->blocks[e]);
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) {
    L->trip_why = "the loop's exit is not a conditional branch";
    if (!L->irregular) L->irregular = L->trip_why;
    return;
  }
  uint32_t s0 = gpuopt__cfg_block(cfg, LLVMGetSuccessor(br, 0));
  int stay_on_true = s0 != GPUOPT_NONE && gpuopt__loop_contains(F->fi->loops, l, s0);
  LLVMValueRef c = LLVMGetCondition(br);
  int bottom = e == latch;
  L->header_exit = !bottom;
  /* c1 && c2 (and / select c1, c2, false) when staying on true; c1 || c2 when leaving on true */
  LLVMValueRef parts[2] = {c, NULL};
  int np = 1;
  if (LLVMIsAInstruction(c)) {
    LLVMOpcode op = LLVMGetInstructionOpcode(c);
    if ((op == LLVMAnd && stay_on_true) || (op == LLVMOr && !stay_on_true)) {
      parts[0] = LLVMGetOperand(c, 0), parts[1] = LLVMGetOperand(c, 1), np = 2;
    } else if (op == LLVMSelect) {
      LLVMValueRef tv = LLVMGetOperand(c, 1), fv = LLVMGetOperand(c, 2);
      if (stay_on_true && LLVMIsAConstantInt(fv) && !LLVMConstIntGetZExtValue(fv))
        parts[0] = LLVMGetOperand(c, 0), parts[1] = tv, np = 2;
      else if (!stay_on_true && LLVMIsAConstantInt(tv) && LLVMConstIntGetZExtValue(tv))
        parts[0] = LLVMGetOperand(c, 0), parts[1] = fv, np = 2;
    }
  }
  lf_aff X[2];
  for (int i = 0; i < np; i++) {
    lf_test T;
    const char *why = split_test(F, parts[i], !stay_on_true, l, &T);
    if (why) {
      L->trip_why = why;
      return;
    }
    if (i == 0) {
      /* the induction variable: the tested phi, or the phi the tested value increments */
      LLVMValueRef x = LLVMGetOperand(parts[i], gpuopt__lf_coef(gpuopt__lf_aff(F, LLVMGetOperand(parts[i], 0)), l) ? 0 : 1);
      LLVMValueRef phi = NULL;
      if (LLVMIsAPHINode(x)) phi = x;
      else if (LLVMIsAInstruction(x) && (LLVMGetInstructionOpcode(x) == LLVMAdd || LLVMGetInstructionOpcode(x) == LLVMSub))
        phi = LLVMIsAPHINode(LLVMGetOperand(x, 0)) ? LLVMGetOperand(x, 0) : LLVMIsAPHINode(LLVMGetOperand(x, 1)) ? LLVMGetOperand(x, 1) : NULL;
      uint32_t hl;
      if (phi && is_header_of(F, phi, &hl) && hl == l) {
        const lf_aff *pa = gpuopt__lf_aff(F, phi);
        const gpuopt_sx *st = pa ? gpuopt__lf_coef(pa, l) : NULL;
        if (st) {
          L->iv = phi;
          L->iv_start = *pa;
          gpuopt__lf_drop(&L->iv_start, l);
          L->iv_step = st;
        }
      }
    }
    const char *why2;
    if (bottom) {
      lf_aff bprev;
      lf_aff sa;
      gpuopt__lf_aff_const(F, &sa, gpuopt__sx_const(F->t, T.s));
      gpuopt__lf_aff_add(F, &bprev, &T.b, &sa, -1); /* the test at k = -1: the initial value */
      lf_aff first;
      if (np == 1 && guarded(F, l, &T, &bprev, &L->guard_block)) {
        why2 = count_of(F, &T, &bprev, &X[i]);
      } else if (!count_of(F, &T, &bprev, &first) && runs_always(F, l, &first)) {
        /* the loop is entered only where its test holds for the initial value (an outer loop's
         * condition implies it, and the guard was folded away) */
        X[i] = first;
        why2 = NULL;
      } else {
        lf_aff cnt;
        why2 = count_of(F, &T, &T.b, &cnt);
        if (!why2 && cnt.n) why2 = "an unguarded bottom-tested loop whose bound varies with an outer loop";
        if (!why2) {
          X[i] = cnt;
          X[i].c0 = gpuopt__sx_addc(F->t, gpuopt__sx_max(F->t, F->t->zero, cnt.c0), 1);
          if (!X[i].c0) why2 = WHY_OVERFLOW;
        }
      }
    } else {
      why2 = count_of(F, &T, &T.b, &X[i]);
    }
    if (why2) {
      L->trip_why = why2;
      return;
    }
  }
  if (np == 2) {
    if (X[0].n || X[1].n) {
      L->trip_why = "a compound exit test whose bounds vary with an outer loop";
      return;
    }
    X[0].c0 = gpuopt__sx_min(F->t, X[0].c0, X[1].c0);
    X[0].symloop = deeper(F, X[0].symloop, X[1].symloop);
    if (!X[0].c0) {
      L->trip_why = WHY_OVERFLOW;
      return;
    }
  }
  L->trip = X[0];
  L->trip_known = 1;
  L->trip_exact = !L->irregular;
}

/* ---- region entry values ---- */

typedef struct subst_ctx { lf_func *F; uint32_t region; int fail; } subst_ctx;

static const gpuopt_sx *check_sym(void *user, const gpuopt_sx_sym *s) {
  subst_ctx *c = user;
  uint32_t l = (uint32_t)gpuopt__ptrmap_get_or(&c->F->symdef, (void *)(uintptr_t)(s->id + 1), 0);
  if (l && c->region != GPUOPT_NONE && gpuopt__lf_loop_in(c->F, l - 1, c->region)) c->fail = 1;
  return NULL;
}

/* The symbol for loop o's induction variable at the region's entry. */
static const gpuopt_sx *iv_symbol(lf_func *F, uint32_t o) {
  return F->loops[o].iv ? sym_of(F, F->loops[o].iv) : NULL;
}

const gpuopt_sx *gpuopt__lf_to_sx(lf_func *F, const lf_aff *a, uint32_t region) {
  if (!a || a->why) return NULL;
  if (a->symloop != GPUOPT_NONE && region != GPUOPT_NONE && gpuopt__lf_loop_in(F, a->symloop, region)) return NULL;
  const gpuopt_sx *r = a->c0;
  for (uint32_t i = 0; i < a->n && r; i++) {
    uint32_t o = a->loop[i];
    if (region != GPUOPT_NONE && gpuopt__lf_loop_in(F, o, region)) return NULL; /* varies in the region */
    const lf_loopinfo *L = &F->loops[o];
    const gpuopt_sx *iv = iv_symbol(F, o);
    if (!iv || !L->iv_step) return NULL;
    const gpuopt_sx *start = gpuopt__lf_to_sx(F, &L->iv_start, region);
    if (!start) return NULL;
    const gpuopt_sx *d = gpuopt__sx_sub(F->t, iv, start), *k;
    int64_t st;
    if (!gpuopt__sx_is_const(L->iv_step, &st) || st == 0) return NULL;
    if (st == 1) k = d;
    else if (st == -1) k = gpuopt__sx_neg(F->t, d);
    else k = gpuopt__sx_div(F->t, d, L->iv_step);
    r = gpuopt__sx_add(F->t, r, gpuopt__sx_mul(F->t, a->coef[i], k));
  }
  if (!r) return NULL;
  subst_ctx c = {F, region, 0};
  gpuopt__sx_subst(F->t, r, check_sym, &c);
  return c.fail ? NULL : r;
}

/* ---- calls ---- */

static const char *const libm[] = {
    "sqrt", "sqrtf", "fabs", "fabsf", "exp", "expf", "exp2", "exp2f", "log", "logf", "log2", "log2f", "log10",
    "log10f", "sin", "sinf", "cos", "cosf", "tan", "tanf", "tanh", "tanhf", "atan", "atanf", "asin", "asinf",
    "acos", "acosf", "sinh", "cosh", "floor", "floorf", "ceil", "ceilf", "round", "roundf", "trunc", "truncf",
    "cbrt", "cbrtf", "pow", "powf", "atan2", "atan2f", "fmod", "fmodf", "fmin", "fminf", "fmax", "fmaxf",
    "hypot", "hypotf", "erf", "erff", "expm1", "log1p", "abs", "labs", "llabs"};

int gpuopt__lf_call_pure(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) return 0;
  size_t len = 0;
  const char *name = LLVMGetValueName2(callee, &len);
  if (len > 5 && !strncmp(name, "llvm.", 5)) {
    static const char *const impure[] = {"llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.va_", "llvm.stack",
                                         "llvm.trap", "llvm.debugtrap", "llvm.prefetch", "llvm.masked",
                                         "llvm.nvvm.barrier", "llvm.nvvm.atomic"};
    for (size_t i = 0; i < sizeof impure / sizeof impure[0]; i++)
      if (!strncmp(name, impure[i], strlen(impure[i]))) return 0;
    return 1;
  }
  for (size_t i = 0; i < sizeof libm / sizeof libm[0]; i++)
    if (strlen(libm[i]) == len && !memcmp(name, libm[i], len)) return 1;
  /* memory(none): LLVM 16+ spells readnone as the memory attribute with value 0 */
  unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
  LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, kind);
  if (a && LLVMGetEnumAttributeValue(a) == 0) return 1;
  a = LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, kind);
  return a && LLVMGetEnumAttributeValue(a) == 0;
}

int gpuopt__lf_mem_intrinsic(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  unsigned id = callee && LLVMIsAFunction(callee) ? LLVMGetIntrinsicID(callee) : 0;
  if (!id || LLVMGetNumArgOperands(call) != 4) return 0;
  static const char *const names[] = {"llvm.memset", "llvm.memset.inline", "llvm.memcpy", "llvm.memcpy.inline",
                                      "llvm.memmove"};
  for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++)
    if (LLVMLookupIntrinsicID(names[i], strlen(names[i])) == id) return i < 2 ? 1 : 2;
  return 0;
}

/* ---- building ---- */

static int block_runs_every_iteration(lf_func *F, uint32_t b, uint32_t l) {
  const gpuopt_loop *cl = &F->fi->loops->loops[l];
  for (uint32_t i = 0; i < cl->nlatches; i++)
    if (!gpuopt__dominates(F->fi->dom, b, cl->latches[i])) return 0;
  return 1;
}

static void access_init(lf_func *F, lf_access *A, LLVMValueRef i, uint32_t b, uint32_t l, int w) {
  memset(A, 0, sizeof *A);
  A->inst = i;
  A->block = b;
  A->loop = l;
  A->is_write = w;
  A->line = LLVMGetDebugLocLine(i);
  A->cond_loop = GPUOPT_NONE;
  for (uint32_t x = l, child = GPUOPT_NONE; x != GPUOPT_NONE && A->cond_loop == GPUOPT_NONE;
       child = x, x = F->loops[x].parent) {
    /* in x: the block itself (x innermost), or the entry of the child loop: its guard block, or
     * the block before its header */
    uint32_t e = b;
    if (child != GPUOPT_NONE) {
      e = F->loops[child].guard_block;
      if (e == GPUOPT_NONE) e = F->fi->dom->idom[F->loops[child].header];
    }
    if (e == GPUOPT_NONE || !block_runs_every_iteration(F, e, x)) A->cond_loop = x;
  }
}

/* the span of memory intrinsic call i through pointer p (its destination when w); 0: out of memory */
static int push_span(lf_func *F, LLVMValueRef i, uint32_t b, uint32_t l, LLVMValueRef p, int w) {
  lf_access A;
  access_init(F, &A, i, b, l, w);
  A.size = 1;
  const lf_ptr *pp = gpuopt__lf_ptr(F, p);
  const lf_aff *len = gpuopt__lf_aff(F, LLVMGetOperand(i, 2));
  if (!pp || !len) return F->arena.oom = 1, 0;
  A.ptr = *pp;
  A.len = len;
  if (!A.ptr.why && len->why) A.ptr.why = "the length of a memset/memcpy has no affine form";
  if (!VEC_PUSH(&F->acc, A)) return F->arena.oom = 1, 0;
  return 1;
}

static void collect_accesses(lf_func *F) {
  const gpuopt_cfg *cfg = F->fi->cfg;
  for (uint32_t r = 0; r < cfg->nrpo; r++) {
    uint32_t b = cfg->rpo[r];
    uint32_t l = F->fi->loops->innermost[b];
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->blocks[b]); i; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef p = NULL;
      LLVMTypeRef ty = NULL;
      int w = 0;
      const char *why = NULL;
      if (LLVMIsALoadInst(i)) p = LLVMGetOperand(i, 0), ty = LLVMTypeOf(i);
      else if (LLVMIsAStoreInst(i)) p = LLVMGetOperand(i, 1), ty = LLVMTypeOf(LLVMGetOperand(i, 0)), w = 1;
      else if (LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i)) {
        p = LLVMGetOperand(i, 0), w = 1;
        ty = LLVMTypeOf(LLVMGetOperand(i, LLVMIsAAtomicRMWInst(i) ? 1 : 2));
      } else if (LLVMIsACallInst(i) && gpuopt__lf_mem_intrinsic(i)) {
        /* a span [p, p + len): memcpy/memmove's source read first, then the destination */
        if (gpuopt__lf_mem_intrinsic(i) == 2 && !push_span(F, i, b, l, LLVMGetOperand(i, 1), 0)) return;
        if (!push_span(F, i, b, l, LLVMGetOperand(i, 0), 1)) return;
        continue;
      } else if (LLVMIsACallInst(i) && !gpuopt__lf_call_pure(i)) {
        why = "a call that may touch memory";
        w = 1;
      } else continue;
      lf_access A;
      access_init(F, &A, i, b, l, w);
      if (why) {
        A.ptr.why = why;
      } else {
        A.size = LLVMStoreSizeOfType(F->td, ty);
        const lf_ptr *pp = gpuopt__lf_ptr(F, p);
        if (!pp) {
          F->arena.oom = 1;
          return;
        }
        A.ptr = *pp;
      }
      if (!VEC_PUSH(&F->acc, A)) {
        F->arena.oom = 1;
        return;
      }
    }
  }
}

/* Source lines of all loops in one pass: the llvm.loop location on a branch to the header, else
 * the header's first located instruction. */
static int loop_lines(lf_func *F) {
  const gpuopt_cfg *cfg = F->fi->cfg;
  uint32_t *hdr = ANEW(&F->arena, uint32_t, cfg->g.n + 1);
  if (!hdr) return 0;
  for (uint32_t b = 0; b < cfg->g.n; b++) hdr[b] = GPUOPT_NONE;
  for (uint32_t l = 0; l < F->nloops; l++) hdr[F->loops[l].header] = l;
  LLVMContextRef llctx = LLVMGetModuleContext(F->m);
  unsigned kind = LLVMGetMDKindIDInContext(llctx, "llvm.loop", 9);
  for (uint32_t b = 0; b < cfg->g.n; b++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[b]);
    LLVMValueRef md = t ? LLVMGetMetadata(t, kind) : NULL;
    unsigned line = md ? gpuopt__loop_md_line(md) : 0;
    if (!line) continue;
    for (unsigned i = 0; i < LLVMGetNumSuccessors(t); i++) {
      uint32_t s = gpuopt__cfg_block(cfg, LLVMGetSuccessor(t, i));
      if (s != GPUOPT_NONE && hdr[s] != GPUOPT_NONE && !F->loops[hdr[s]].line) F->loops[hdr[s]].line = line;
    }
  }
  for (uint32_t l = 0; l < F->nloops; l++)
    if (!F->loops[l].line)
      for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->blocks[F->loops[l].header]); i; i = LLVMGetNextInstruction(i))
        if ((F->loops[l].line = LLVMGetDebugLocLine(i))) break;
  return 1;
}

/* Forms, induction variables and trip counts (with source names when `names`), no accesses. */
static gpuopt_status build_loops(gpuopt_ctx *ctx, LLVMValueRef fn, lf_func *F, int names) {
  memset(F, 0, sizeof *F);
  F->ctx = ctx;
  F->fn = fn;
  F->m = LLVMGetGlobalParent(fn);
  F->td = LLVMGetModuleDataLayout(F->m);
  gpuopt__arena_init(&F->arena);
  gpuopt__ptrmap_init(&F->aff);
  gpuopt__ptrmap_init(&F->ptr);
  gpuopt__ptrmap_init(&F->sym);
  gpuopt__ptrmap_init(&F->symdef);
  gpuopt__ptrmap_init(&F->ivsym);
  gpuopt__ptrmap_init(&F->uns);
  gpuopt__ptrmap_init(&F->usym);
  /* first: it is a public entry point and clears the context's cache */
  if (gpuopt_ranges_analyze(ctx, fn, NULL, &F->ranges)) F->ranges = NULL; /* only extra no-wrap facts */
  gpuopt_status st = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &F->fi);
  if (st) return st;
  if (names && (st = gpuopt__srcnames_build(ctx, fn, &F->names))) return st;
  F->t = gpuopt__sx_table_new();
  if (!F->t) return gpuopt__oom(ctx, "gpuopt_loops_analyze");
  const gpuopt_loops *cl = F->fi->loops;
  F->nloops = cl->nloops;
  F->loops = ANEW(&F->arena, lf_loopinfo, cl->nloops + 1);
  if (!F->loops) return gpuopt__oom(ctx, "gpuopt_loops_analyze");
  for (uint32_t l = 0; l < cl->nloops; l++) {
    lf_loopinfo *L = &F->loops[l];
    L->header = cl->loops[l].header;
    L->parent = cl->loops[l].parent;
    L->depth = cl->loops[l].depth;
    L->guard_block = GPUOPT_NONE;
  }
  if (!loop_lines(F)) return gpuopt__oom(ctx, "gpuopt_loops_analyze");
  /* outer loops first: an inner loop's trip count refers to its parents' forms */
  uint32_t *order = ANEW(&F->arena, uint32_t, cl->nloops + 1);
  if (!order) return gpuopt__oom(ctx, "gpuopt_loops_analyze");
  uint32_t no = 0;
  for (uint32_t d = 0; no < cl->nloops && d <= 64; d++)
    for (uint32_t l = 0; l < cl->nloops; l++)
      if (F->loops[l].depth == d) order[no++] = l;
  for (uint32_t i = 0; i < no; i++) trip_count(F, order[i]);
  return F->arena.oom || F->t->oom ? gpuopt__oom(ctx, "gpuopt_loops_analyze") : GPUOPT_OK;
}

gpuopt_status gpuopt__lf_trips(gpuopt_ctx *ctx, LLVMValueRef fn, lf_func *F) {
  gpuopt__invalidate_all(ctx); /* as gpuopt_loops_analyze: the function may have changed */
  return build_loops(ctx, fn, F, 0);
}

int gpuopt__lf_trip_const(lf_func *F, uint32_t l, int64_t *out) {
  if (l >= F->nloops || !F->loops[l].trip_known) return 0;
  const gpuopt_sx *T = gpuopt__lf_to_sx(F, &F->loops[l].trip, l);
  if (!T) return 0;
  T = gpuopt__sx_max(F->t, F->t->zero, T); /* header executions, 0 when the loop does not run */
  int64_t c;
  if (!gpuopt__sx_is_const(T, &c)) return 0;
  *out = c;
  return 1;
}

gpuopt_status gpuopt__lf_build(gpuopt_ctx *ctx, LLVMValueRef fn, lf_func *F) {
  gpuopt_status st = build_loops(ctx, fn, F, 1);
  if (st) return st;
  const gpuopt_loops *cl = F->fi->loops;
  collect_accesses(F);
  /* per loop, the accesses of its nest (each access listed under each loop around it) */
  F->nlacc = ANEW(&F->arena, uint32_t, cl->nloops + 1);
  F->lacc = ANEW(&F->arena, uint32_t *, cl->nloops + 1);
  uint32_t *fill = ANEW(&F->arena, uint32_t, cl->nloops + 1);
  if (!F->nlacc || !F->lacc || !fill) return gpuopt__oom(ctx, "gpuopt_loops_analyze");
  for (size_t i = 0; i < F->acc.len; i++)
    for (uint32_t x = F->acc.data[i].loop; x != GPUOPT_NONE; x = F->loops[x].parent) F->nlacc[x]++;
  for (uint32_t l = 0; l < cl->nloops; l++) F->lacc[l] = ANEW(&F->arena, uint32_t, F->nlacc[l] + 1);
  for (size_t i = 0; i < F->acc.len; i++)
    for (uint32_t x = F->acc.data[i].loop; x != GPUOPT_NONE; x = F->loops[x].parent)
      if (F->lacc[x]) F->lacc[x][fill[x]++] = (uint32_t)i;
  if (F->arena.oom || F->t->oom) return gpuopt__oom(ctx, "gpuopt_loops_analyze");
  return GPUOPT_OK;
}

void gpuopt__lf_free(lf_func *F) {
  gpuopt__ptrmap_free(&F->aff);
  gpuopt__ptrmap_free(&F->ptr);
  gpuopt__ptrmap_free(&F->sym);
  gpuopt__ptrmap_free(&F->symdef);
  gpuopt__ptrmap_free(&F->ivsym);
  gpuopt__ptrmap_free(&F->uns);
  gpuopt__ptrmap_free(&F->usym);
  VEC_FREE(&F->acc);
  gpuopt__srcnames_free(F->names);
  gpuopt_ranges_free(F->ranges);
  gpuopt__sx_table_free(F->t);
  gpuopt__arena_free(&F->arena);
  memset(F, 0, sizeof *F);
}

/* ---- counted induction variables (the exit tests of rotated and runtime-unrolled loops) ---- */

static int invariant_in(const gpuopt_fninfo *fi, LLVMValueRef v, uint32_t loop) {
  if (!LLVMIsAInstruction(v)) return 1;
  uint32_t b = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(v));
  return b != GPUOPT_NONE && !gpuopt__loop_contains(fi->loops, loop, b);
}

/* phi = [start, outside the loop], [phi + C, latch] with C > 0: the increment and C. */
static LLVMValueRef civ_step(const gpuopt_fninfo *fi, LLVMValueRef phi, uint32_t loop, LLVMValueRef *start,
                             LLVMBasicBlockRef *latch, int64_t *c) {
  if (LLVMCountIncoming(phi) != 2) return NULL;
  for (unsigned k = 0; k < 2; k++) {
    LLVMValueRef inc = LLVMGetIncomingValue(phi, k);
    uint32_t lb = gpuopt__cfg_block(fi->cfg, LLVMGetIncomingBlock(phi, k));
    if (lb == GPUOPT_NONE || !gpuopt__loop_contains(fi->loops, loop, lb)) continue;
    if (!LLVMIsAInstruction(inc) || LLVMGetInstructionOpcode(inc) != LLVMAdd || LLVMGetOperand(inc, 0) != phi) continue;
    LLVMValueRef step = LLVMGetOperand(inc, 1);
    if (!LLVMIsAConstantInt(step) || LLVMConstIntGetSExtValue(step) <= 0) continue;
    if (!invariant_in(fi, LLVMGetIncomingValue(phi, 1 - k), loop)) continue;
    *start = LLVMGetIncomingValue(phi, 1 - k);
    *latch = LLVMGetIncomingBlock(phi, k);
    *c = LLVMConstIntGetSExtValue(step);
    return inc;
  }
  return NULL;
}

int gpuopt__counted_iv(const gpuopt_fninfo *fi, LLVMValueRef phi, gpuopt_counted_iv *out) {
  if (!LLVMIsAPHINode(phi)) return 0;
  LLVMBasicBlockRef header = LLVMGetInstructionParent(phi);
  uint32_t h = gpuopt__cfg_block(fi->cfg, header);
  if (h == GPUOPT_NONE) return 0;
  uint32_t loop = fi->loops->innermost[h];
  if (loop == GPUOPT_NONE || fi->loops->loops[loop].header != h) return 0;
  LLVMValueRef sk, inc;
  LLVMBasicBlockRef latch;
  int64_t c;
  if (!(inc = civ_step(fi, phi, loop, &sk, &latch, &c)) || !(LLVMGetNSW(inc) || LLVMGetNUW(inc))) return 0;
  LLVMValueRef br = LLVMGetBasicBlockTerminator(latch);
  if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br)) return 0;
  LLVMValueRef cmp = LLVMGetCondition(br);
  if (!LLVMIsAICmpInst(cmp)) return 0;
  LLVMValueRef jinc = LLVMGetOperand(cmp, 0), n = LLVMGetOperand(cmp, 1), j = phi, sj = sk;
  if (jinc != inc) {
    /* the counter twin: a phi of the same header with the same step, starting at 0 */
    if (!LLVMIsAInstruction(jinc) || LLVMGetInstructionOpcode(jinc) != LLVMAdd) return 0;
    j = LLVMGetOperand(jinc, 0);
    LLVMBasicBlockRef jl;
    int64_t cj;
    if (!LLVMIsAPHINode(j) || LLVMGetInstructionParent(j) != header || civ_step(fi, j, loop, &sj, &jl, &cj) != jinc ||
        jl != latch || cj != c || !LLVMIsAConstantInt(sj) || LLVMConstIntGetSExtValue(sj) != 0)
      return 0;
  }
  if (!invariant_in(fi, n, loop)) return 0;
  int t_stays = LLVMGetSuccessor(br, 0) == header, f_stays = LLVMGetSuccessor(br, 1) == header;
  LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
  int eq_exit = (pr == LLVMIntEQ && f_stays) || (pr == LLVMIntNE && t_stays);
  int lt_exit = (pr == LLVMIntSLT && t_stays) || (pr == LLVMIntSGE && f_stays);
  if (eq_exit && c != 1) {
    /* j must reach N exactly: j starts at 0 and N is a multiple of C */
    int mult = LLVMIsAInstruction(n) && LLVMGetInstructionOpcode(n) == LLVMAnd &&
               LLVMIsAConstantInt(LLVMGetOperand(n, 1)) && (c & (c - 1)) == 0 &&
               (LLVMConstIntGetSExtValue(LLVMGetOperand(n, 1)) & (c - 1)) == 0;
    if (!mult || !LLVMIsAConstantInt(sj) || LLVMConstIntGetSExtValue(sj) != 0) return 0;
  }
  if (!eq_exit && !lt_exit) return 0;
  out->start = sk;
  out->limit = n;
  out->step = c;
  out->twin = j != phi;
  return 1;
}
