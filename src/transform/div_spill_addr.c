/* div-spill, address step: addresses in loops rematerialised from a live neighbour plus a uniform
 * difference (Sampaio et al., "Divergence Analysis", TOPLAS 2013, §4: an affine value is recomputed
 * instead of being kept; here the "affine" relation is between two addresses of one iteration).
 *
 * What it is for. Inside a loop, every address whose index differs from the others by more than a
 * constant becomes its own loop-strength-reduction formula in llc (LSR): one more induction variable
 * or loop-invariant base kept in registers across the whole loop. conv2d_3x3's three input rows
 * `in[(c*h + y + i)*w + x + j]` (i = 0, 1, 2) were three such registers (w*y, w*y + w, w*(y+2)) plus
 * a second copy of the filter index (clang's IR extends `c*9` once with `sext` and once with
 * `zext nneg`), and ptxas spilled 40 B per thread under a 24-register cap. Written instead as
 * row1 = row0 + 4*w and row2 = row1 + 4*w (what nvcc emits), the kernel needs one induction variable
 * per array and no spill at all. The difference 4*w is uniform (a kernel parameter, read from the
 * parameter bank), so nothing per thread is added.
 *
 * Algorithm. Each address is put in a normal form: a polynomial with 64-bit (mod 2^64) integer
 * coefficients over atoms (opaque values; an i32 value enters as its sign or zero extension), built
 * through getelementptr (base + index * element size, struct field offsets), 64-bit add/sub/mul/shl
 * (a ring modulo 2^64), and sext/zext of narrower arithmetic whose nsw/nuw flags say that the
 * extension distributes (sext(a +nsw b) = sext a + sext b; zext nneg x = sext x). A flag that does
 * not hold makes the value poison, where any replacement is a refinement. In each loop block, in
 * order, the pointer operands of loads and stores become anchors; for a later getelementptr B (not
 * already base + constant) the anchor A of the same type with the cheapest difference B - A whose
 * atoms are all kernel parameters (at most two non-constant terms; ties: the nearest anchor) is
 * chosen, and B becomes `getelementptr i8, A, d`. Soundness: where the flags of A's and B's
 * expressions hold, both compute exactly their polynomials, so the new B equals the old; where one of
 * B's flags fails, B was poison; where one of A's fails, A is poison and the load or store through
 * A that precedes B in the block has already made the execution undefined. The dead index arithmetic
 * is erased. Values are not otherwise moved, so divergence (inactive lanes) cannot matter: every lane
 * that computes B has computed A in the same block.
 *
 * Run by div-spill on kernels whose estimated pressure exceeds the budget, before its choice. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "core/ctx.h"
#include "core/ir.h"
#include "transform/transform.h"

#define PA 3   /* atoms per term */
#define PT 12  /* terms per polynomial */
#define PDEPTH 12

enum { K_WRAP, K_SEXT, K_ZEXT }; /* an atom: a 64-bit/pointer value, or a narrower one extended */

typedef struct atom { LLVMValueRef v; unsigned k; } atom;
typedef struct term { uint64_t c; unsigned n; atom a[PA]; } term;
typedef struct poly { unsigned n; term t[PT]; } poly;

static int atom_cmp(const atom *x, const atom *y) {
  if (x->v != y->v) return (uintptr_t)x->v < (uintptr_t)y->v ? -1 : 1;
  return x->k < y->k ? -1 : x->k > y->k;
}

static int same_atoms(const term *x, const term *y) {
  if (x->n != y->n) return 0;
  for (unsigned k = 0; k < x->n; k++)
    if (atom_cmp(&x->a[k], &y->a[k])) return 0;
  return 1;
}

/* p += c * t (t's atoms sorted); 0 when p has no room */
static int add_term(poly *p, const term *t, uint64_t c) {
  uint64_t v = t->c * c;
  if (!v) return 1;
  for (unsigned k = 0; k < p->n; k++)
    if (same_atoms(&p->t[k], t)) {
      p->t[k].c += v;
      if (!p->t[k].c) p->t[k] = p->t[--p->n];
      return 1;
    }
  if (p->n == PT) return 0;
  p->t[p->n] = *t;
  p->t[p->n++].c = v;
  return 1;
}

static int p_add(poly *p, const poly *q, uint64_t c) {
  for (unsigned k = 0; k < q->n; k++)
    if (!add_term(p, &q->t[k], c)) return 0;
  return 1;
}

static int p_mul(poly *out, const poly *p, const poly *q) {
  out->n = 0;
  for (unsigned i = 0; i < p->n; i++)
    for (unsigned j = 0; j < q->n; j++) {
      const term *x = &p->t[i], *y = &q->t[j];
      if (x->n + y->n > PA) return 0;
      term t = {.c = 1, .n = 0};
      unsigned a = 0, b = 0;
      while (a < x->n || b < y->n) /* merge the sorted atom lists */
        t.a[t.n++] = b >= y->n || (a < x->n && atom_cmp(&x->a[a], &y->a[b]) <= 0) ? x->a[a++] : y->a[b++];
      if (!add_term(out, &t, x->c * y->c)) return 0;
    }
  return 1;
}

static void p_const(poly *p, uint64_t c) {
  p->n = 0;
  term t = {.c = 1, .n = 0};
  add_term(p, &t, c);
}

static void p_atom(poly *p, LLVMValueRef v, unsigned k) {
  p->n = 1;
  p->t[0].c = 1;
  p->t[0].n = 1;
  p->t[0].a[0].v = v;
  p->t[0].a[0].k = k;
}

typedef struct ax { LLVMTargetDataRef td; } ax;

static void poly_of(ax *x, LLVMValueRef v, unsigned kind, unsigned depth, poly *out);

/* The value of the integer constant c as kind reads it. */
static uint64_t const_val(LLVMValueRef c, unsigned kind) {
  return kind == K_ZEXT ? LLVMConstIntGetZExtValue(c) : (uint64_t)LLVMConstIntGetSExtValue(c);
}

static int int_width(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? (int)LLVMGetIntTypeWidth(t) : 0;
}

/* getelementptr: base + sum of index * stride (struct fields: their offsets) */
static int gep_poly(ax *x, LLVMValueRef g, unsigned depth, poly *out) {
  LLVMTypeRef t = LLVMGetGEPSourceElementType(g);
  unsigned n = (unsigned)LLVMGetNumOperands(g);
  if (LLVMGetTypeKind(LLVMTypeOf(g)) != LLVMPointerTypeKind) return 0;
  poly_of(x, LLVMGetOperand(g, 0), K_WRAP, depth + 1, out);
  for (unsigned k = 1; k < n; k++) {
    LLVMValueRef idx = LLVMGetOperand(g, k);
    int w = int_width(idx);
    if (!w || w > 64) return 0;
    if (k > 1) {
      LLVMTypeKind tk = LLVMGetTypeKind(t);
      if (tk == LLVMStructTypeKind) {
        if (!LLVMIsAConstantInt(idx)) return 0;
        unsigned f = (unsigned)LLVMConstIntGetZExtValue(idx);
        poly c;
        p_const(&c, LLVMOffsetOfElement(x->td, t, f));
        if (!p_add(out, &c, 1)) return 0;
        t = LLVMStructGetTypeAtIndex(t, f);
        continue;
      }
      if (tk != LLVMArrayTypeKind) return 0;
      t = LLVMGetElementType(t);
    }
    if (!LLVMTypeIsSized(t)) return 0;
    uint64_t size = LLVMABISizeOfType(x->td, t);
    poly ip;
    poly_of(x, idx, w == 64 ? K_WRAP : K_SEXT, depth + 1, &ip);
    if (!p_add(out, &ip, size)) return 0;
  }
  return 1;
}

/* The polynomial of v read as kind: K_WRAP for 64-bit integers and pointers (arithmetic modulo
 * 2^64), K_SEXT / K_ZEXT for a narrower integer extended to 64 bits. An expression that does not
 * fit (too many terms or atoms) is an atom itself. */
static void poly_of(ax *x, LLVMValueRef v, unsigned kind, unsigned depth, poly *out) {
  if (LLVMIsAConstantInt(v) && int_width(v) <= 64) {
    p_const(out, const_val(v, kind));
    return;
  }
  if (!LLVMIsAInstruction(v) || depth > PDEPTH) {
    p_atom(out, v, kind);
    return;
  }
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  int w = int_width(v);
  int ok = 0;
  poly a, b;
  switch (op) {
  case LLVMGetElementPtr:
    ok = kind == K_WRAP && gep_poly(x, v, depth, out);
    break;
  case LLVMSExt:
  case LLVMZExt: {
    LLVMValueRef s = LLVMGetOperand(v, 0);
    if (!int_width(s) || (kind != K_WRAP && !(op == LLVMSExt ? kind == K_SEXT : kind == K_ZEXT))) break;
    /* zext nneg x == sext x (poison otherwise) */
    poly_of(x, s, op == LLVMSExt || LLVMGetNNeg(v) ? K_SEXT : K_ZEXT, depth + 1, out);
    ok = 1;
    break;
  }
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMShl:
  case LLVMOr: {
    if (!w || w > 64) break;
    /* narrower arithmetic distributes over the extension only without overflow */
    if (w < 64 && op != LLVMOr && !(kind == K_SEXT ? LLVMGetNSW(v) : kind == K_ZEXT ? LLVMGetNUW(v) : 0)) break;
    if (w == 64 && kind != K_WRAP) break;
    if (op == LLVMOr && !LLVMGetIsDisjoint(v)) break; /* or disjoint: an add without carries */
    LLVMValueRef l = LLVMGetOperand(v, 0), r = LLVMGetOperand(v, 1);
    if (op == LLVMShl) {
      if (!LLVMIsAConstantInt(r) || LLVMConstIntGetZExtValue(r) >= (unsigned)w) break;
      poly_of(x, l, kind, depth + 1, out);
      poly z = {0};
      ok = p_add(&z, out, (uint64_t)1 << LLVMConstIntGetZExtValue(r));
      if (ok) *out = z;
      break;
    }
    /* disjoint bits: a sum without carries; as signed values only when the second operand is a
     * constant with the sign bit clear (the sign bit is then a's) */
    if (op == LLVMOr && w < 64 && kind == K_SEXT && (!LLVMIsAConstantInt(r) || LLVMConstIntGetSExtValue(r) < 0)) break;
    poly_of(x, l, kind, depth + 1, &a);
    poly_of(x, r, kind, depth + 1, &b);
    if (op == LLVMMul) ok = p_mul(out, &a, &b);
    else {
      *out = a;
      ok = p_add(out, &b, op == LLVMSub ? (uint64_t)-1 : 1);
    }
    break;
  }
  default:
    break;
  }
  if (!ok) p_atom(out, v, kind);
}

/* Is every atom of p a kernel parameter of integer type (uniform, read from the parameter bank)?
 * The number of non-constant terms goes to *cost. */
static int free_diff(const poly *p, unsigned *cost) {
  unsigned c = 0;
  for (unsigned k = 0; k < p->n; k++) {
    if (!p->t[k].n) continue;
    c++;
    for (unsigned j = 0; j < p->t[k].n; j++) {
      LLVMValueRef v = p->t[k].a[j].v;
      if (!LLVMIsAArgument(v) || !int_width(v)) return 0;
    }
  }
  *cost = c;
  return 1;
}

static int only_params(const poly *p) {
  unsigned c;
  return free_diff(p, &c);
}

/* d as an i64 value at the builder's position. */
static LLVMValueRef build_poly(LLVMBuilderRef b, LLVMTypeRef i64, const poly *d) {
  LLVMValueRef sum = NULL;
  for (unsigned k = 0; k < d->n; k++) {
    const term *t = &d->t[k];
    LLVMValueRef prod = NULL;
    for (unsigned j = 0; j < t->n; j++) {
      LLVMValueRef a = t->a[j].v;
      if (int_width(a) < 64) a = t->a[j].k == K_ZEXT ? LLVMBuildZExt(b, a, i64, "") : LLVMBuildSExt(b, a, i64, "");
      prod = prod ? LLVMBuildMul(b, prod, a, "") : a;
    }
    LLVMValueRef c = LLVMConstInt(i64, t->c, 0);
    LLVMValueRef v = !prod ? c : t->c == 1 ? prod : LLVMBuildMul(b, prod, c, "");
    sum = sum ? LLVMBuildAdd(b, sum, v, "") : v;
  }
  return sum ? sum : LLVMConstInt(i64, 0, 0);
}

static int erasable(LLVMValueRef i) {
  if (!LLVMIsAInstruction(i) || LLVMGetFirstUse(i)) return 0;
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMGetElementPtr: case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMOr: case LLVMAnd:
  case LLVMSExt: case LLVMZExt: case LLVMTrunc:
    return 1;
  default:
    return 0;
  }
}

/* Erase i if dead, then its operands that became dead (pure arithmetic only). */
static void erase_dead(LLVMValueRef i) {
  LLVMValueRef stack[64];
  unsigned sp = 0;
  stack[sp++] = i;
  while (sp) {
    LLVMValueRef x = stack[--sp];
    if (!erasable(x)) continue;
    unsigned n = (unsigned)LLVMGetNumOperands(x);
    LLVMValueRef ops[8];
    unsigned no = 0;
    for (unsigned k = 0; k < n && no < 8; k++) ops[no++] = LLVMGetOperand(x, k);
    LLVMInstructionEraseFromParent(x);
    for (unsigned k = 0; k < no && sp < 64; k++)
      if (LLVMIsAInstruction(ops[k])) stack[sp++] = ops[k];
  }
}

typedef struct anchor { LLVMValueRef v; poly p; } anchor;

static int all_const_indices(LLVMValueRef g) {
  unsigned n = (unsigned)LLVMGetNumOperands(g);
  for (unsigned k = 1; k < n; k++)
    if (!LLVMIsAConstantInt(LLVMGetOperand(g, k))) return 0;
  return 1;
}

static int is_anchor(anchor *an, unsigned na, LLVMValueRef v) {
  for (unsigned k = 0; k < na; k++)
    if (an[k].v == v) return 1;
  return 0;
}

gpuopt_status gpuopt__div_spill_addresses(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_cfg *cfg,
                                          const gpuopt_loops *loops, unsigned *rewritten) {
  ax x = {.td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(fn))};
  LLVMContextRef llc = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  LLVMTypeRef i64 = LLVMInt64TypeInContext(llc), i8 = LLVMInt8TypeInContext(llc);
  LLVMBuilderRef bld = NULL;
  enum { MAXA = 64 };
  anchor *an = malloc(MAXA * sizeof *an);
  poly *pb = malloc(sizeof *pb), *d = malloc(sizeof *d);
  VEC(LLVMValueRef) dead = {0}; /* erased at the end: an anchor's atoms must not be freed (and reused) */
  gpuopt_status st = GPUOPT_OK;
  if (!an || !pb || !d) {
    st = gpuopt__oom(ctx, "gpuopt_div_spill");
    goto out;
  }
  for (uint32_t b = 0; b < cfg->g.n; b++) {
    if (loops->innermost[b] == GPUOPT_NONE || loops->irreducible[b]) continue;
    unsigned na = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->blocks[b]); i;) {
      LLVMValueRef next = LLVMGetNextInstruction(i);
      LLVMValueRef ptr = NULL;
      if (LLVMIsALoadInst(i)) ptr = LLVMGetOperand(i, 0);
      else if (LLVMIsAStoreInst(i)) ptr = LLVMGetOperand(i, 1);
      if (ptr && LLVMIsAGetElementPtrInst(ptr) && !is_anchor(an, na, ptr)) {
        anchor *a = na < MAXA ? &an[na++] : &an[MAXA - 1];
        a->v = ptr;
        poly_of(&x, ptr, K_WRAP, 0, &a->p);
      }
      if (LLVMIsAGetElementPtrInst(i) && na && LLVMGetFirstUse(i) && !all_const_indices(i) &&
          LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMPointerTypeKind && !is_anchor(an, na, i)) {
        poly_of(&x, i, K_WRAP, 0, pb);
        int best = -1;
        unsigned bestc = 3;
        if (!only_params(pb)) /* B varies; an address of parameters alone is left as it is */
          for (int k = (int)na - 1; k >= 0; k--) {
            if (LLVMTypeOf(an[k].v) != LLVMTypeOf(i)) continue;
            *d = *pb;
            unsigned c;
            if (p_add(d, &an[k].p, (uint64_t)-1) && free_diff(d, &c) && c && c < bestc) best = k, bestc = c;
          }
        if (best >= 0) {
          *d = *pb;
          p_add(d, &an[best].p, (uint64_t)-1);
          if (!bld) bld = LLVMCreateBuilderInContext(llc);
          LLVMPositionBuilderBefore(bld, i);
          LLVMValueRef off = build_poly(bld, i64, d);
          LLVMValueRef nb = LLVMBuildGEP2(bld, i8, an[best].v, &off, 1, "divspill.addr");
          LLVMReplaceAllUsesWith(i, nb);
          if (!VEC_PUSH(&dead, i)) {
            st = gpuopt__oom(ctx, "gpuopt_div_spill");
            goto out;
          }
          (*rewritten)++;
        }
      }
      i = next;
    }
  }
out:
  for (size_t k = 0; k < dead.len; k++) erase_dead(dead.data[k]);
  VEC_FREE(&dead);
  if (bld) LLVMDisposeBuilder(bld);
  free(an);
  free(pb);
  free(d);
  return st;
}
