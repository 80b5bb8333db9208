/* index-reorder: global index reordering of a kernel's arrays (Wang, Grewe, O'Boyle, TACO 2014,
 * §4.1 "Global Index Reordering": [s1, ..., sn] -> [s_x1, ..., s_xn] so that the subscript the
 * work-item index drives varies fastest; Fig. 1(d)-(e)).
 *
 * gpuopt owns the transfers of offloaded kernels, so the device copy of an array may use another
 * layout than the host's: a two-dimensional view A[X*M + Y] (row length M) is stored transposed,
 * A'[Y*R + X] (R rows), when the row index X is the one threadIdx.x drives. Every access of the
 * array in the kernel is rewritten; the launcher permutes the data on the way in and back (the
 * "layout contract" below), so the program's results do not change.
 *
 * Multi-index arrays (T A[N][M], T (*A)[M]): a chain of getelementptrs from the base whose indices
 * have byte strides es (the column Y), k*M*es (rows) or are constant, M the count of the chain's array
 * type of es-byte elements (collect_chain); rewritten as base + ((Y + d)*R + X + dr)*es.
 *
 * Candidates: a pointer parameter P of a kernel all of whose uses are (through addrspacecast and a
 * `getelementptr i8 P, off` byte-offset base, the form gpuopt offload's kernels take) one-index
 * getelementptrs whose only users are loads and stores through them. Each index must be
 * [sz]ext(X*M + Y), X*M + Y, [sz]ext(X*M) or X*M with nsw arithmetic (so the decomposition is the
 * mathematical one), with the same row length M for every access: a constant or an integer parameter
 * of the kernel. The element is what the loads and stores move (one width E for all), not the
 * getelementptr's source type: a narrower stride s (gep i8 P, E*i: byte offsets) needs the index
 * Z*(E/s), Z then the element index (flat_access). A row pointer `gep T (gep T P, X*M), Y` (clang -O1
 * hoists the row's address) is taken as the flat X*M + Y. A vector load or store <W x T> (clang's
 * vectorised rows) moves W consecutive columns: every lane is proved within the row, and the copy
 * splits it into W scalar accesses, lane w w*R elements past lane 0 (split_vectors). Address uses
 * that reach only comparisons (the vectoriser's run-time overlap checks) are ignored (cmp_only).
 * A reordered version whose coalesced share (the
 * divergence analysis' patterns) falls below the original's is dropped. Legality (a bijection on the rectangle): 0 <= Y <= M-1 must be proved at the access
 * by the symbolic range analysis (range.c: loop bounds and dominating guards), or, for the
 * grid-stride row index g of gpuopt offload's 2-D/3-D kernels, from the loop test of the linear
 * iteration variable iv beside it (iv == g*K + c: grid_stride_in_row; hi(iv) from the range analysis
 * or from the loop's entry and latch tests iv <= U, selects in U looked through); then X >= 0
 * follows from the access being at or after the array's start, which the launcher checks (the
 * argument is its object's start, or the exact access bounds start at or after it), and X < R from R
 * covering the object. Profit (divergence analysis, access patterns, for the offload runtime's
 * blocks: blockDim.x a multiple of 32): the loads/stores whose row index X has a threadIdx.x
 * coefficient and whose column index Y none (strided by M elements before, by the coefficient after)
 * must outnumber those with the opposite shape (coalesced before, strided after). Arrays that fail
 * are named, with the reason, in the kernel's "gpuopt-layout-declined" attribute (the text report).
 *
 * The rewrite (two versions, §5.4: the runtime picks one per launch): the kernel is kept, and a copy
 * NAME_ro is made with one i64 parameter appended per reordered array (R) in which each index
 * becomes sext(Y)*R + sext(X) in 64 bits. Its contract is its string attribute "gpuopt-layout":
 * entries "P:M:Q:E:U:D:A:W" separated by ';' (P: the pointer parameter's index; M: "c<n>" a constant
 * row length or "p<i>" the parameter holding it; Q: the index of the appended rows parameter; E: the
 * element size in bytes; U, D, A: the loads/stores made coalesced, made strided, all of them: the
 * runtime's cost estimate; W: 1 when the kernel only stores to the array, no load: where the launch's
 * transfer also knows the rectangle written in full (bounds.c's density fact), the runtime allocates
 * the reordered copy without copying the array in or transposing it, and only transposes it back;
 * then, optionally, ":g<q>": a run-time guard, the integer parameter q must be at most the constant M
 * (a column bound proved only under that: a loop bound passed by value; the launcher checks it);
 * "gpuopt-layout-of" names the original, whose "gpuopt-layout-version" names the copy. The launcher passes, for each entry, a pointer to the transposed copy of the R rows
 * of M elements that start at the argument (any R above every access's X: the runtime takes
 * ceil(bytes from the argument to the end of the loop's exact access bounds, else of its object, /
 * (M*E)), or more when a layout already on the device has more rows), a byte offset 0 where the
 * kernel has one, and R. gpuopt_index_reorder_export writes the layouts table and the launch handles
 * into the host module and the tiled device transpose kernels into the device module; the offload
 * runtime (runtime/offload.c, offload_layout.c) keeps layouts on the device across launches that
 * agree (global) and transposes on the device where they disagree (dynamic).
 * "gpuopt-layout-report" (on the original) says per array "NAME [col][row] (was [row][col]), N
 * accesses" and the share of the kernel's global accesses that are coalesced before and after
 * (Table IV's F2).
 *
 * Only kernels with gpuopt offload's array ABI (a pointer parameter followed by its i64 byte-offset
 * parameter, the base `gep i8 P, off`) are candidates, and the step is in no preset: only a launcher
 * that honours "gpuopt-layout" may run NAME_ro (gpuopt offload, whose default --rewrites is
 * index-reorder,wang); other launchers (gpuopt run, difftest, the fuzzers) run the original, which is
 * unchanged. Requires a verified module; leaves verified IR. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Target.h>

#include "analysis/range.h"
#include "core/ir.h"
#include "transform/wang.h"
#include "gpuopt/analysis.h"
#include "gpuopt/module.h"
#include "gpuopt/pipeline.h"
#include "gpuopt/ranges.h"

#define MAX_ACC 256
#define LAYOUT_ATTR "gpuopt-layout"
#define LAYOUT_REPORT_ATTR "gpuopt-layout-report"
#define LAYOUT_OF_ATTR "gpuopt-layout-of"           /* on the reordered copy: the original's name */
#define LAYOUT_VERSION_ATTR "gpuopt-layout-version" /* on the original: its reordered copy's name */
#define LAYOUT_DECLINED_ATTR "gpuopt-layout-declined" /* arrays of the offload ABI left as they are, and why */

typedef struct acc {
  LLVMValueRef gep, x, y; /* y NULL: 0 */
  unsigned nmem;          /* loads and stores through it */
  unsigned nld;           /* of them, loads */
  LLVMValueRef inner;     /* an offset access: gep is `gep T' inner, C`, inner an access's gep (NULL: none) */
  int64_t d;              /* its offset in elements: the element (X, Y + d) */
  LLVMValueRef nonneg;    /* a value the decomposition needs >= 0 (a plain zext of X*M), or NULL */
  unsigned scale;         /* the flat form's getelementptr strides es/scale bytes: its index is scale*(X*M + Y) */
  /* a multi-index access (chain): the address is base + (X*M + Y + d)*es with X = sum xc[i]*xt[i] + dr
   * (x: xt[0]), from a chain of getelementptrs over array types ([N x [M x T]] P, 0, X, Y;
   * [M x T] P, X, Y; [M x T] P, X then T row, Y or i8 row, C; T P, Y then [M x T] q, X) */
  LLVMValueRef base;      /* NULL: the flat form A[X*M + Y] above */
  LLVMValueRef xt[4];
  int64_t xc[4];
  unsigned nx;
  int64_t dr;             /* constant rows */
  unsigned lanes;         /* the most lanes of a vector load or store through it (1: scalars): elements Y + d .. Y + d + lanes - 1 */
  LLVMValueRef rowp;      /* a row pointer's column: gep is `gep T rowp, Y` (or `gep T rowp, X*M`), rowp `gep T base, X*M` (or Y) */
  LLVMValueRef fin;       /* after the rewrite: the address its loads and stores use */
} acc;

typedef struct cand {
  LLVMValueRef p;         /* the pointer parameter */
  unsigned param;
  LLVMValueRef m;         /* row length: a ConstantInt or an argument */
  unsigned es;
  acc a[MAX_ACC];
  unsigned n;
  unsigned up, down;      /* loads/stores strided -> coalesced, coalesced -> strided (the cost estimate) */
  unsigned nmem;          /* loads and stores */
  unsigned nld;           /* of them, loads (0: the kernel only stores to it, the W flag) */
  int guard;              /* an integer parameter that must be <= M at run time (-1: none) */
  char name[64];
} cand;

static LLVMValueRef strip_ext(LLVMValueRef v) {
  while (LLVMIsAZExtInst(v) || LLVMIsASExtInst(v)) v = LLVMGetOperand(v, 0);
  return v;
}

static int is_binop(LLVMValueRef v, LLVMOpcode op) {
  return LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == op && LLVMGetNSW(v);
}

static int same_m(LLVMValueRef a, LLVMValueRef b) {
  if (a == b) return 1;
  if (LLVMIsAConstantInt(a) && LLVMIsAConstantInt(b)) return LLVMConstIntGetSExtValue(a) == LLVMConstIntGetSExtValue(b);
  return 0;
}

static int m_ok(LLVMValueRef m) {
  if (LLVMIsAConstantInt(m)) return LLVMConstIntGetSExtValue(m) > 1;
  return LLVMIsAArgument(m) && LLVMGetTypeKind(LLVMTypeOf(m)) == LLVMIntegerTypeKind;
}

/* idx = X*M (+ Y): find X, M, Y; with *m set, M must be it. X*M is `mul nsw` or `shl nsw X, c`
 * (M = 2^c, instcombine's form of a constant power of two), under a sign or nneg extension, or a
 * plain zext (*nonneg: the product, which the range analysis must then prove >= 0). */
static int split_mul(LLVMValueRef mul, LLVMValueRef *m, LLVMValueRef *x, LLVMValueRef *nonneg) {
  if (LLVMIsASExtInst(mul) || (LLVMIsAZExtInst(mul) && LLVMGetNNeg(mul))) mul = LLVMGetOperand(mul, 0);
  else if (LLVMIsAZExtInst(mul) && nonneg) mul = *nonneg = LLVMGetOperand(mul, 0);
  if (is_binop(mul, LLVMShl) && LLVMIsAConstantInt(LLVMGetOperand(mul, 1))) {
    long long c = LLVMConstIntGetSExtValue(LLVMGetOperand(mul, 1));
    LLVMValueRef cx = LLVMGetOperand(mul, 0);
    if (c < 1 || c > 30) return 0;
    LLVMValueRef cm = LLVMConstInt(LLVMTypeOf(cx), 1ull << c, 0);
    if (*m && !same_m(*m, cm)) return 0;
    *m = cm, *x = cx;
    return 1;
  }
  if (!is_binop(mul, LLVMMul)) return 0;
  for (unsigned k = 0; k < 2; k++) {
    LLVMValueRef cm = strip_ext(LLVMGetOperand(mul, 1 - k)), cx = LLVMGetOperand(mul, k);
    if (!m_ok(cm)) continue;
    if (*m && !same_m(*m, cm)) continue;
    *m = cm, *x = cx;
    return 1;
  }
  return 0;
}

/* idx = [sz]ext(X*M + Y) or X*M (+ Y) in idx's type: the add nsw or an `or disjoint` (no carry:
 * the sum), the product as split_mul takes it. */
static int decompose(LLVMValueRef idx, LLVMValueRef *m, LLVMValueRef *x, LLVMValueRef *y, LLVMValueRef *nonneg) {
  LLVMValueRef v = idx;
  *nonneg = NULL;
  if (LLVMIsASExtInst(v) || (LLVMIsAZExtInst(v) && LLVMGetNNeg(v))) v = LLVMGetOperand(v, 0);
  /* a 64-bit index that is the sum itself may be a plain add (clang's runtime-unrolled loops rebuild
   * X*M + Y without nsw): the address is base + es*idx modulo 2^64 either way, the same element */
  int plain = v == idx && LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAdd && LLVMGetIntTypeWidth(LLVMTypeOf(v)) == 64;
  if (plain || is_binop(v, LLVMAdd) || (LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMOr && LLVMGetIsDisjoint(v))) {
    for (unsigned k = 0; k < 2; k++) {
      LLVMValueRef mm = *m, nn = NULL;
      /* a zext inside: only where idx itself was not extended (the sum is in idx's type) */
      if (split_mul(LLVMGetOperand(v, k), &mm, x, v == idx ? &nn : NULL)) {
        *m = mm, *y = LLVMGetOperand(v, 1 - k), *nonneg = nn;
        return 1;
      }
    }
    return 0;
  }
  *y = NULL;
  return split_mul(v, m, x, NULL);
}

static int mem_user(LLVMValueRef ld, LLVMValueRef ptr, unsigned *nld) {
  if (LLVMIsALoadInst(ld) && !LLVMGetVolatile(ld)) return ++*nld, 1;
  return LLVMIsAStoreInst(ld) && LLVMGetOperand(ld, 1) == ptr && !LLVMGetVolatile(ld);
}

/* An offset access: w = `gep T' g, C` (C a constant, C*sizeof(T') a multiple of es, |C| small)
 * whose users are loads and stores through it: its offset in elements, or INT64_MIN. */
static int64_t offset_gep(LLVMValueRef w, LLVMValueRef g, LLVMTargetDataRef td, unsigned long long es) {
  if (!LLVMIsAGetElementPtrInst(w) || LLVMGetOperand(w, 0) != g || LLVMGetNumOperands(w) != 2 ||
      !LLVMIsAConstantInt(LLVMGetOperand(w, 1)))
    return INT64_MIN;
  long long c = LLVMConstIntGetSExtValue(LLVMGetOperand(w, 1));
  unsigned long long sz = LLVMABISizeOfType(td, LLVMGetGEPSourceElementType(w));
  if (!sz || c < -(1 << 20) || c > (1 << 20) || ((long long)sz * c) % (long long)es) return INT64_MIN;
  unsigned nld = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(w); u; u = LLVMGetNextUse(u))
    if (!mem_user(LLVMGetUser(u), w, &nld)) return INT64_MIN;
  return (long long)sz * c / (long long)es;
}

/* The element a load or store moves: its value type's allocation size (which must equal its store
 * size: the element is covered exactly), or, for a vector <W x T> (clang's vectorised row loops), T's,
 * with *lanes = W (W consecutive elements; 1 for a scalar). 0 when neither. */
static unsigned long long mem_width(LLVMValueRef mi, LLVMTargetDataRef td, unsigned *lanes) {
  LLVMTypeRef t = LLVMIsALoadInst(mi) ? LLVMTypeOf(mi) : LLVMTypeOf(LLVMGetOperand(mi, 0));
  unsigned w = 1;
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    unsigned long long va = LLVMABISizeOfType(td, t), vs = LLVMStoreSizeOfType(td, t);
    w = LLVMGetVectorSize(t), t = LLVMGetElementType(t);
    if (w < 2 || w > 64 || LLVMGetTypeKind(t) == LLVMPointerTypeKind || va != vs || vs != w * LLVMStoreSizeOfType(td, t)) return 0;
  }
  unsigned long long a = LLVMABISizeOfType(td, t);
  if (lanes) *lanes = w;
  return a == LLVMStoreSizeOfType(td, t) ? a : 0;
}

/* The element width of the loads and stores through p (mem_user): *es set where 0, else compared; 0
 * when a width differs. *lanes: the most lanes of a vector access among them (1: scalars only). */
static int use_width(LLVMValueRef p, LLVMTargetDataRef td, unsigned long long *es, unsigned *lanes) {
  for (LLVMUseRef q = LLVMGetFirstUse(p); q; q = LLVMGetNextUse(q)) {
    LLVMValueRef mi = LLVMGetUser(q);
    unsigned nld = 0, w = 1;
    if (!mem_user(mi, p, &nld)) continue; /* not an access: flat_access declines what it cannot take */
    unsigned long long wd = mem_width(mi, td, &w);
    if (!wd || (*es && *es != wd)) return 0;
    *es = wd;
    if (lanes && w > *lanes) *lanes = w;
  }
  return 1;
}

/* The element size of the loads and stores through us and through the getelementptrs on it (offset
 * accesses, row pointers' columns, and theirs): 1 with *es set (0: none), 0 when two widths differ. */
static int flat_width(LLVMValueRef us, LLVMTargetDataRef td, unsigned long long *es, int depth) {
  if (!depth) *es = 0;
  if (!use_width(us, td, es, NULL)) return 0;
  for (LLVMUseRef w = LLVMGetFirstUse(us); w; w = LLVMGetNextUse(w)) {
    LLVMValueRef u = LLVMGetUser(w);
    if (LLVMIsAGetElementPtrInst(u) && LLVMGetOperand(u, 0) == us && (depth > 1 || !flat_width(u, td, es, depth + 1))) return 0;
  }
  return 1;
}

static int row_col_gep(LLVMValueRef ig, LLVMValueRef us, LLVMTargetDataRef td, unsigned long long es);

/* Register access g (X, Y; scale, row pointer rowp or NULL) and the offset accesses through it
 * (offset_gep: clang's unrolled and combined loops, A[X*M + Y + d]); the lanes of vector accesses
 * through each (rows: the row pointer's column accesses among g's users, row_col_gep, left to the
 * caller). 0 when some user of g is neither a load, a store nor an offset access (c->n then
 * unchanged). */
static int add_access(cand *c, LLVMValueRef g, const acc *proto, LLVMTargetDataRef td, int rows) {
  unsigned long long es = c->es;
  unsigned nmem = 0, nld = 0, noff = 0;
  for (LLVMUseRef w = LLVMGetFirstUse(g); w; w = LLVMGetNextUse(w)) {
    LLVMValueRef ld = LLVMGetUser(w);
    if (rows && row_col_gep(ld, g, td, es)) continue;
    if (mem_user(ld, g, &nld)) nmem++;
    else if (offset_gep(ld, g, td, es) != INT64_MIN) noff++;
    else return 0;
  }
  if (c->n + 1 + noff > MAX_ACC) return 0;
  acc *a = &c->a[c->n++];
  *a = *proto;
  a->gep = g, a->nmem = nmem, a->nld = nld, a->lanes = 1;
  use_width(g, td, &es, &a->lanes);
  for (LLVMUseRef w = LLVMGetFirstUse(g); w; w = LLVMGetNextUse(w)) {
    LLVMValueRef og = LLVMGetUser(w);
    if (!LLVMIsAGetElementPtrInst(og) || (rows && row_col_gep(og, g, td, es))) continue;
    acc *o = &c->a[c->n++];
    *o = *a;
    o->gep = og, o->inner = g, o->d = offset_gep(og, g, td, es), o->nmem = 0, o->nld = 0, o->lanes = 1, o->rowp = NULL;
    for (LLVMUseRef q = LLVMGetFirstUse(og); q; q = LLVMGetNextUse(q)) o->nmem += mem_user(LLVMGetUser(q), og, &o->nld);
    use_width(og, td, &es, &o->lanes);
  }
  return 1;
}

/* A row pointer's column access: ig = `gep T us, j` (us = `gep T v, idx`, the same T, j not a
 * constant), whose users are loads, stores and offset accesses. */
static int row_col_gep(LLVMValueRef ig, LLVMValueRef us, LLVMTargetDataRef td, unsigned long long es) {
  if (!LLVMIsAGetElementPtrInst(ig) || LLVMGetOperand(ig, 0) != us || LLVMGetNumOperands(ig) != 2 ||
      LLVMGetGEPSourceElementType(ig) != LLVMGetGEPSourceElementType(us) || LLVMIsAConstant(LLVMGetOperand(ig, 1)))
    return 0;
  unsigned nld = 0;
  for (LLVMUseRef q = LLVMGetFirstUse(ig); q; q = LLVMGetNextUse(q))
    if (!mem_user(LLVMGetUser(q), ig, &nld) && offset_gep(LLVMGetUser(q), ig, td, es) == INT64_MIN) return 0;
  return 1;
}

/* The flat form: us = `gep T v, idx` with idx = X*M + Y (decompose), its users loads and stores and
 * offset accesses (offset_gep). The element is what the loads and stores move (E bytes, every one
 * the same; a vector <W x T'> moves W consecutive elements of E = sizeof(T') bytes: its lanes), not
 * T: where sizeof(T) = E the index counts elements; a byte (or narrower) stride s = sizeof(T) < E
 * needs idx = Z*(E/s) (`mul nsw`, `shl nsw`: the form clang and gpuopt offload's idioms give
 * `gep i8 P, 4*i`), Z = X*M + Y then counting E-byte elements (scale E/s); any other index (a byte
 * offset inside an element) or stride declines the access, since transposing elements of sizeof(T)
 * would split an access.
 * Row pointers (clang -O1 hoists a row's address out of the column loop): us = `gep T v, X*M` whose
 * users include `gep T us, Y` (row_col_gep) is taken as the flat `gep T v, X*M + Y`; so is the
 * other order, `gep T (gep T v, Y), X*M` (then us has no other users). Byte strides are not taken
 * there. 1 with its accesses added to c, else 0 and c unchanged. */
static int flat_access(LLVMValueRef us, cand *c, LLVMTargetDataRef td) {
  if (LLVMGetNumOperands(us) != 2) return 0;
  LLVMTypeRef st = LLVMGetGEPSourceElementType(us);
  LLVMTypeKind sk = LLVMGetTypeKind(st);
  if (sk == LLVMArrayTypeKind || sk == LLVMStructTypeKind || sk == LLVMVectorTypeKind) return 0;
  LLVMValueRef idx = LLVMGetOperand(us, 1);
  unsigned long long gs = LLVMABISizeOfType(td, st), es = 0, scale = 1;
  if (!gs || !flat_width(us, td, &es, 0)) return 0;
  if (!es) es = gs;
  if (es != gs) { /* idx = Z*scale: Z counts es-byte elements */
    if (es < gs || es % gs) return 0;
    scale = es / gs;
    LLVMValueRef z = NULL;
    if (is_binop(idx, LLVMShl) && LLVMIsAConstantInt(LLVMGetOperand(idx, 1))) {
      long long sh = LLVMConstIntGetSExtValue(LLVMGetOperand(idx, 1));
      if (sh >= 1 && sh < 31 && (1ull << sh) == scale) z = LLVMGetOperand(idx, 0);
    } else if (is_binop(idx, LLVMMul))
      for (unsigned k = 0; k < 2 && !z; k++)
        if (LLVMIsAConstantInt(LLVMGetOperand(idx, 1 - k)) && LLVMConstIntGetSExtValue(LLVMGetOperand(idx, 1 - k)) == (long long)scale)
          z = LLVMGetOperand(idx, k);
    if (!z) return 0;
    idx = z;
  }
  if (es > 64 || (c->es && c->es != es)) return 0;
  unsigned nrow = 0, nother = 0;
  for (LLVMUseRef w = LLVMGetFirstUse(us); w; w = LLVMGetNextUse(w)) {
    LLVMValueRef u = LLVMGetUser(w);
    if (scale == 1 && row_col_gep(u, us, td, es)) nrow++;
    else nother++;
  }
  unsigned n0 = c->n, es0 = c->es;
  LLVMValueRef m0 = c->m;
  acc pr;
  memset(&pr, 0, sizeof pr);
  pr.scale = (unsigned)scale;
  c->es = (unsigned)es;
  if (decompose(idx, &c->m, &pr.x, &pr.y, &pr.nonneg)) {
    /* the row pointer's columns: not an offset access (a constant index) */
    if (nrow && pr.y) goto fail; /* gep (gep v, X*M + Y0), Y: two column terms */
    for (LLVMUseRef w = LLVMGetFirstUse(us); w; w = LLVMGetNextUse(w)) {
      LLVMValueRef u = LLVMGetUser(w);
      if (!nrow || !row_col_gep(u, us, td, es)) continue;
      acc q = pr;
      q.y = LLVMGetOperand(u, 1), q.rowp = us;
      if (!add_access(c, u, &q, td, 0)) goto fail;
    }
    /* us itself (its loads and stores, the element (X, Y), and its offset accesses), unless it is
     * only a row pointer */
    if ((nother || !nrow) && !add_access(c, us, &pr, td, nrow != 0)) goto fail;
    return 1;
  }
  /* the other order: us = `gep T v, Y`, every user `gep T us, X*M` */
  if (!nrow || nother || scale != 1) goto fail;
  for (LLVMUseRef w = LLVMGetFirstUse(us); w; w = LLVMGetNextUse(w)) {
    LLVMValueRef u = LLVMGetUser(w);
    acc q = pr;
    q.y = idx, q.rowp = us;
    if (!split_mul(LLVMGetOperand(u, 1), &c->m, &q.x, NULL) || !add_access(c, u, &q, td, 0)) goto fail;
  }
  return 1;
fail:
  c->n = n0, c->es = es0, c->m = m0;
  return 0;
}

/* A chain of getelementptrs from an array's base (the multi-index forms clang leaves for
 * `T A[N][M]`, `T (*A)[M]`: [N x [M x T]] P, 0, X, Y; [M x T] P, X, Y; LLVM 20+'s split rows
 * [M x T] P, X then T row, Y or i8 row, C; T P, Y then [M x T] q, X): its terms (index, byte
 * stride), its constant bytes, and the row lengths its array types offer ([n x E]: n elements of
 * sizeof(E) bytes). */
typedef struct chain {
  LLVMValueRef tv[8];
  int64_t ts[8];
  unsigned nt;
  int64_t cb;
  int64_t an[8], ae[8];
  unsigned na;
} chain;

/* An index the address arithmetic takes without wrap: in an inbounds getelementptr (poison on
 * overflow), or an extension of at most 32 bits (times a stride below 2^31: no i64 overflow). */
static int no_wrap_index(LLVMValueRef g, LLVMValueRef ix) {
  if (LLVMIsInBounds(g)) return 1;
  if ((LLVMIsASExtInst(ix) || LLVMIsAZExtInst(ix)) && LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetOperand(ix, 0))) <= 32) return 1;
  return LLVMGetIntTypeWidth(LLVMTypeOf(ix)) <= 32;
}

static int chain_gep(LLVMValueRef g, LLVMTargetDataRef td, chain *ch) {
  LLVMTypeRef t = LLVMGetGEPSourceElementType(g);
  unsigned n = (unsigned)LLVMGetNumOperands(g);
  for (unsigned k = 1; k < n; k++) {
    LLVMValueRef ix = LLVMGetOperand(g, k);
    if (LLVMGetTypeKind(LLVMTypeOf(ix)) != LLVMIntegerTypeKind) return 0; /* a vector of indices */
    if (k > 1) {
      LLVMTypeKind tk = LLVMGetTypeKind(t);
      if (tk == LLVMStructTypeKind) {
        if (!LLVMIsAConstantInt(ix)) return 0;
        unsigned f = (unsigned)LLVMConstIntGetZExtValue(ix);
        if (f >= LLVMCountStructElementTypes(t)) return 0;
        ch->cb += (int64_t)LLVMOffsetOfElement(td, t, f);
        t = LLVMStructGetTypeAtIndex(t, f);
        continue;
      }
      if (tk != LLVMArrayTypeKind) return 0;
      t = LLVMGetElementType(t);
    }
    int64_t stride = (int64_t)LLVMABISizeOfType(td, t);
    if (LLVMGetTypeKind(t) == LLVMArrayTypeKind && ch->na < 8)
      ch->an[ch->na] = (int64_t)LLVMGetArrayLength2(t), ch->ae[ch->na++] = (int64_t)LLVMABISizeOfType(td, LLVMGetElementType(t));
    if (stride <= 0 || stride > ((int64_t)1 << 31)) return 0;
    if (LLVMIsAConstantInt(ix)) {
      int64_t v = LLVMConstIntGetSExtValue(ix);
      if (v < -(1 << 24) || v > (1 << 24)) return 0;
      ch->cb += v * stride;
    } else {
      if (ch->nt == 8 || !no_wrap_index(g, ix)) return 0;
      ch->tv[ch->nt] = ix, ch->ts[ch->nt++] = stride;
    }
  }
  return 1;
}

/* The accesses of the chain through g (from base): each getelementptr with loads/stores through it
 * is an access (X, Y, d) once the row length M is the count of the chain's array type of es-byte
 * elements, the terms of stride es its column index Y (one at most), those of stride k*M*es its
 * rows k*X; 0 when some use is of another kind. */
static int collect_chain(LLVMValueRef g, LLVMValueRef base, chain ch, cand *c, LLVMTargetDataRef td, int depth) {
  if (depth > 6 || !chain_gep(g, td, &ch)) return 0;
  unsigned nmem = 0, nld = 0, lanes = 1;
  unsigned long long es = 0;
  for (LLVMUseRef w = LLVMGetFirstUse(g); w; w = LLVMGetNextUse(w)) {
    LLVMValueRef u = LLVMGetUser(w);
    if (LLVMIsALoadInst(u) && !LLVMGetVolatile(u)) nld++;
    else if (LLVMIsAStoreInst(u) && !LLVMGetVolatile(u) && LLVMGetOperand(u, 1) == g && LLVMGetOperand(u, 0) != g) {
    } else if (LLVMIsAGetElementPtrInst(u) && LLVMGetOperand(u, 0) == g) continue;
    else return 0;
    unsigned wl = 1;
    unsigned long long sz = mem_width(u, td, &wl); /* a vector: its element, wl lanes */
    if (!sz || (es && es != sz)) return 0;
    es = sz, nmem++;
    if (wl > lanes) lanes = wl;
  }
  if (nmem) {
    if (es > 64 || (c->es && c->es != es) || c->n + 1 > MAX_ACC) return 0;
    int64_t M = 0;
    for (unsigned k = 0; k < ch.na; k++)
      if (ch.ae[k] == (int64_t)es) {
        if (M && M != ch.an[k]) return 0; /* two row lengths */
        M = ch.an[k];
      }
    if (M < 2 || M > ((int64_t)1 << 30)) return 0; /* no known row length */
    LLVMValueRef mv = LLVMConstInt(LLVMInt64TypeInContext(LLVMGetTypeContext(LLVMTypeOf(g))), (unsigned long long)M, 0);
    if (c->m && !same_m(c->m, mv)) return 0;
    acc *a = &c->a[c->n];
    memset(a, 0, sizeof *a);
    for (unsigned k = 0; k < ch.nt; k++) {
      if (ch.ts[k] == (int64_t)es) {
        if (a->y) return 0;
        a->y = ch.tv[k];
      } else if (ch.ts[k] % (M * (int64_t)es) == 0) {
        int64_t co = ch.ts[k] / (M * (int64_t)es);
        unsigned q = 0;
        while (q < a->nx && a->xt[q] != ch.tv[k]) q++;
        if (q == a->nx) {
          if (q == 4) return 0;
          a->xt[q] = ch.tv[k], a->xc[q] = 0, a->nx++;
        }
        a->xc[q] += co;
      } else return 0;
    }
    if (ch.cb % (int64_t)es) return 0;
    a->x = a->nx ? a->xt[0] : NULL;
    a->d = ch.cb / (int64_t)es;
    a->gep = g, a->base = base, a->nmem = nmem, a->nld = nld, a->lanes = lanes;
    c->m = mv;
    c->es = (unsigned)es;
    c->n++;
  }
  for (LLVMUseRef w = LLVMGetFirstUse(g); w; w = LLVMGetNextUse(w)) {
    LLVMValueRef u = LLVMGetUser(w);
    if (LLVMIsAGetElementPtrInst(u) && !collect_chain(u, base, ch, c, td, depth + 1)) return 0;
  }
  return 1;
}

/* v = `gep i8 P, off` whose only uses store it to internal globals nothing loads (gpuopt offload's
 * slot of a global array, write-only once the kernel's accesses were inlined): the global, or NULL. */
static LLVMValueRef dead_slot(LLVMValueRef v) {
  LLVMValueRef gl = NULL;
  if (!LLVMGetFirstUse(v)) return NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef st = LLVMGetUser(u);
    if (!LLVMIsAStoreInst(st) || LLVMGetOperand(st, 0) != v || LLVMGetOperand(st, 1) == v) return NULL;
    LLVMValueRef gv = LLVMGetOperand(st, 1);
    if (!LLVMIsAGlobalVariable(gv) || (LLVMGetLinkage(gv) != LLVMInternalLinkage && LLVMGetLinkage(gv) != LLVMPrivateLinkage))
      return NULL;
    for (LLVMUseRef w = LLVMGetFirstUse(gv); w; w = LLVMGetNextUse(w)) {
      LLVMValueRef s2 = LLVMGetUser(w);
      if (!LLVMIsAStoreInst(s2) || LLVMGetOperand(s2, 1) != gv || LLVMGetOperand(s2, 0) == gv) return NULL;
    }
    gl = gv;
  }
  return gl;
}

/* v's value reaches nothing but comparisons (through integer arithmetic, casts and getelementptrs):
 * an array's address in the vectoriser's run-time overlap checks (`sub (ptrtoint B), (ptrtoint A)`,
 * `icmp ult diff, 16`; `icmp ult (gep A, lo), (gep B, hi)` over the ranges the loop touches), which
 * choose between two correct paths and address nothing. The reordered copies are objects of their
 * own, separate from every other argument (the runtime checks it): there the checks find no
 * overlap where the original's found none, and a check that fails only picks the scalar path. The
 * offsets stay within the copy (R*M elements from the argument, every access's X*M + Y below). */
static int cmp_only(LLVMValueRef v, int depth) {
  if (depth > 4) return 0;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef us = LLVMGetUser(u);
    if (LLVMIsAICmpInst(us)) continue;
    if (!LLVMIsAInstruction(us)) return 0;
    switch (LLVMGetInstructionOpcode(us)) {
    case LLVMAdd: case LLVMSub: case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMShl: case LLVMLShr: case LLVMAShr:
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMPtrToInt:
      if (!cmp_only(us, depth + 1)) return 0;
      break;
    case LLVMGetElementPtr:
      if (LLVMGetOperand(us, 0) != v || !cmp_only(us, depth + 1)) return 0;
      break;
    default:
      return 0;
    }
  }
  return 1;
}

/* Collect the accesses of parameter p; 0 when some use is of another kind. */
static int collect(LLVMValueRef v, cand *c, LLVMTargetDataRef td, int depth, int via_off) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef us = LLVMGetUser(u);
    if (LLVMIsAAddrSpaceCastInst(us)) {
      if (depth > 3 || !collect(us, c, td, depth + 1, via_off)) return 0;
      continue;
    }
    if ((LLVMIsAPtrToIntInst(us) || (LLVMIsAGetElementPtrInst(us) && LLVMGetOperand(us, 0) == v)) && LLVMGetFirstUse(us) && cmp_only(us, 0))
      continue; /* a run-time overlap check */
    if (!LLVMIsAGetElementPtrInst(us) || LLVMGetOperand(us, 0) != v) return 0;
    LLVMTypeRef st = LLVMGetGEPSourceElementType(us);
    LLVMValueRef idx = LLVMGetOperand(us, 1);
    /* the byte-offset base of offload kernels: gep i8 P, off (off an argument) */
    if (!via_off && LLVMGetNumOperands(us) == 2 && LLVMGetTypeKind(st) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(st) == 8 &&
        LLVMIsAArgument(idx) && LLVMGetPreviousParam(idx) == c->p && LLVMGetIntTypeWidth(LLVMTypeOf(idx)) == 64) {
      LLVMValueRef slot = dead_slot(us);
      if (slot) { /* a global array's slot: its name */
        size_t len = 0;
        const char *nm = LLVMGetValueName2(slot, &len);
        if (nm && len > 14 && !strncmp(nm, "__gpuopt_slot.", 14) && !c->name[0])
          snprintf(c->name, sizeof c->name, "%.*s", (int)(len - 14), nm + 14);
        continue;
      }
      if (!collect(us, c, td, depth + 1, 1)) return 0;
      continue;
    }
    if (!via_off) return 0; /* only the offload ABI: (pointer, byte offset) pairs */
    if (!flat_access(us, c, td)) {
      chain ch;
      memset(&ch, 0, sizeof ch);
      if (!collect_chain(us, v, ch, c, td, 0)) return 0;
    }
    if (!c->name[0] && LLVMIsAGetElementPtrInst(v)) {
      size_t len = 0;
      const char *nm = LLVMGetValueName2(v, &len);
      const char *dot = nm ? strstr(nm, ".global") : NULL;
      if (nm && len) snprintf(c->name, sizeof c->name, "%.*s", (int)(dot ? (size_t)(dot - nm) : len), nm);
    }
  }
  return 1;
}

/* 0 <= y <= m-1 at the access, where the conditions dominating it (loop guards) bound m from below. */
typedef struct dom_info {
  gpuopt_cfg *cfg;
  gpuopt_domtree *dt;
} dom_info;

/* The lower bound on m that a branch on `m > K`, `m >= K`, `K < m`, ... dominating bb implies
 * (the guard of a rotated loop), or INT64_MIN. */
static int64_t m_lower_bound(const dom_info *g, LLVMValueRef m, LLVMBasicBlockRef bb) {
  int64_t best = INT64_MIN;
  uint32_t at = gpuopt__cfg_block(g->cfg, bb);
  if (at == GPUOPT_NONE) return best;
  for (uint32_t b = 0; b < g->cfg->g.n; b++) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(g->cfg->blocks[b]);
    if (!term || !LLVMIsABranchInst(term) || !LLVMIsConditional(term)) continue;
    LLVMValueRef cmp = LLVMGetCondition(term);
    if (!LLVMIsAICmpInst(cmp)) continue;
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    LLVMValueRef a0 = LLVMGetOperand(cmp, 0), a1 = LLVMGetOperand(cmp, 1);
    if (a1 == m && LLVMIsAConstantInt(a0)) { /* K op m  ->  m swapped-op K */
      LLVMValueRef tmp = a0;
      a0 = a1, a1 = tmp;
      pr = pr == LLVMIntSLT ? LLVMIntSGT : pr == LLVMIntSLE ? LLVMIntSGE : pr == LLVMIntSGT ? LLVMIntSLT
         : pr == LLVMIntSGE ? LLVMIntSLE : (LLVMIntPredicate)0;
    }
    if (a0 != m || !LLVMIsAConstantInt(a1)) continue;
    int64_t k = LLVMConstIntGetSExtValue(a1), lb;
    unsigned succ;
    if (pr == LLVMIntSGT) succ = 0, lb = k + 1;
    else if (pr == LLVMIntSGE) succ = 0, lb = k;
    else if (pr == LLVMIntSLT) succ = 1, lb = k;     /* false edge: m >= k */
    else if (pr == LLVMIntSLE) succ = 1, lb = k + 1; /* false edge: m > k */
    else continue;
    LLVMBasicBlockRef tb = LLVMGetSuccessor(term, succ), fb = LLVMGetSuccessor(term, 1 - succ);
    if (tb == fb) continue;
    uint32_t t = gpuopt__cfg_block(g->cfg, tb);
    if (t == GPUOPT_NONE || !gpuopt__dominates(g->dt, t, at)) continue;
    /* the edge b -> t dominates t's dominance subtree when t's other predecessors are back edges */
    int edge_dom = 1, from_b = 0;
    CFG_PREDS(&g->cfg->g, t, pp) {
      if (*pp == b) from_b++;
      else if (!gpuopt__dominates(g->dt, t, *pp)) edge_dom = 0;
    }
    if (edge_dom && from_b == 1 && lb > best) best = lb;
  }
  return best;
}

/* The exact value of v as an expression (range result's val, a constant range, or through a
 * non-negative extension), or NULL. */
static const gpuopt_sx *exact(const gpuopt_ranges *r, LLVMValueRef v, LLVMBasicBlockRef bb) {
  gpuopt_sx_table *t = gpuopt__ranges_table(r);
  for (int depth = 0; v && depth < 4; depth++) {
    if (LLVMIsAConstantInt(v)) return gpuopt__sx_const(t, LLVMConstIntGetSExtValue(v));
    gpuopt_rng rv;
    if (gpuopt__ranges_get(r, v, bb, &rv) && rv.reached) {
      if (rv.val) return rv.val;
      if (rv.lo && rv.lo == rv.hi && !gpuopt__sx_is_inf(rv.lo)) return rv.lo;
    }
    const gpuopt_sx_sym *s = gpuopt__ranges_symbol(r, v);
    if (s) return s->expr;
    if (LLVMIsASExtInst(v) || (LLVMIsAZExtInst(v) && LLVMGetNNeg(v))) v = LLVMGetOperand(v, 0);
    else return NULL;
  }
  return NULL;
}

static int nw_binop(LLVMValueRef v, LLVMOpcode op) {
  return LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == op && (LLVMGetNSW(v) || LLVMGetNUW(v));
}

/* v == a*k (either operand order, through sext / zext nneg of a): returns k or NULL. */
static LLVMValueRef times(LLVMValueRef v, LLVMValueRef a) {
  if (!nw_binop(v, LLVMMul)) return NULL;
  for (unsigned i = 0; i < 2; i++) {
    LLVMValueRef o = LLVMGetOperand(v, i);
    if (o == a || strip_ext(o) == strip_ext(a)) return LLVMGetOperand(v, 1 - i);
  }
  return NULL;
}

/* The upper bound of U where U >= 0 holds: selects are looked through, and an arm that is a negative
 * constant dropped (the type's minimum that gpuopt offload's kernels give threads with no iteration:
 * the loop cannot run then, iv >= 0 > U). NULL when unknown. */
static const gpuopt_sx *hi_nonneg(const gpuopt_ranges *r, LLVMValueRef u, LLVMBasicBlockRef bb, int depth) {
  gpuopt_sx_table *t = gpuopt__ranges_table(r);
  if (LLVMIsAConstantInt(u)) return LLVMConstIntGetSExtValue(u) < 0 ? t->ninf : gpuopt__sx_const(t, LLVMConstIntGetSExtValue(u));
  if (LLVMIsASelectInst(u) && depth < 4) {
    const gpuopt_sx *a = hi_nonneg(r, LLVMGetOperand(u, 1), bb, depth + 1), *b = hi_nonneg(r, LLVMGetOperand(u, 2), bb, depth + 1);
    if (!a || !b) return NULL;
    if (a == t->ninf) return b;
    if (b == t->ninf) return a;
    return gpuopt__sx_max(t, a, b);
  }
  gpuopt_rng ru;
  if (!gpuopt__ranges_get(r, u, bb, &ru) || !ru.reached || gpuopt__sx_is_inf(ru.hi)) return NULL;
  return ru.hi;
}

/* U when the conditional branch ending block `from` on a comparison of v with a loop-invariant U goes
 * to `to` only when v <= U (v <= U, v < U, !(v > U), !(v >= U), either operand order): *strict when
 * v < U, *uns when the comparison is unsigned (then v <= U as signed values only where U >= 0). */
static LLVMValueRef le_bound(LLVMBasicBlockRef from, LLVMBasicBlockRef to, LLVMValueRef v, int *strict, int *uns) {
  LLVMValueRef br = from ? LLVMGetBasicBlockTerminator(from) : NULL;
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) return NULL;
  LLVMValueRef cmp = LLVMGetCondition(br);
  if (!LLVMIsAICmpInst(cmp)) return NULL;
  LLVMBasicBlockRef t0 = LLVMGetSuccessor(br, 0), t1 = LLVMGetSuccessor(br, 1);
  if (t0 == t1 || (t0 != to && t1 != to)) return NULL;
  LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
  LLVMValueRef a = LLVMGetOperand(cmp, 0), u = LLVMGetOperand(cmp, 1);
  if (u == v) u = a, a = v, pr = gpuopt__pred_swap(pr);
  if (a != v) return NULL;
  if (t1 == to) pr = gpuopt__pred_invert(pr); /* the relation on the edge to `to` */
  *strict = pr == LLVMIntSLT || pr == LLVMIntULT;
  *uns = pr == LLVMIntULE || pr == LLVMIntULT;
  return pr == LLVMIntSLE || pr == LLVMIntSLT || pr == LLVMIntULE || pr == LLVMIntULT ? u : NULL;
}

/* The values U is at most: U itself, and the operands of the minimums it is (llvm.smin, a select of
 * the smaller of two values by a signed comparison), looked through; at most n. */
static unsigned min_arms(LLVMValueRef u, LLVMValueRef *arms, unsigned n, int depth) {
  unsigned k = 0;
  if (k < n) arms[k++] = u;
  if (depth > 3) return k;
  LLVMValueRef a = NULL, b = NULL;
  if (LLVMIsACallInst(u)) {
    LLVMValueRef f = LLVMGetCalledValue(u);
    size_t len = 0;
    const char *nm = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &len) : NULL;
    if (nm && len > 10 && !strncmp(nm, "llvm.smin.", 10)) a = LLVMGetArgOperand(u, 0), b = LLVMGetArgOperand(u, 1);
  } else if (LLVMIsASelectInst(u) && LLVMIsAICmpInst(LLVMGetOperand(u, 0))) {
    LLVMValueRef cmp = LLVMGetOperand(u, 0), t = LLVMGetOperand(u, 1), f = LLVMGetOperand(u, 2);
    LLVMValueRef c0 = LLVMGetOperand(cmp, 0), c1 = LLVMGetOperand(cmp, 1);
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    if (c0 == f && c1 == t) pr = gpuopt__pred_swap(pr), c0 = t, c1 = f; /* the test as "t op f" */
    if (c0 == t && c1 == f && (pr == LLVMIntSLT || pr == LLVMIntSLE)) a = t, b = f;        /* t < f ? t : f */
    else if (c0 == t && c1 == f && (pr == LLVMIntSGT || pr == LLVMIntSGE)) a = NULL, b = NULL; /* a maximum */
  }
  if (a && b) {
    k += min_arms(a, arms + k, n - k, depth + 1);
    k += min_arms(b, arms + k, n - k, depth + 1);
  }
  return k;
}

/* The upper bound of a grid-stride index from its loop's guard (gpuopt offload's 2-D/3-D kernels:
 * the row index g = g0 + k*s beside the linear iteration variable iv = iv0 + k*s*K, iv0 = g0*K + c,
 * the loop running while iv <= U). The two are related, iv == g*K + c in every iteration (both
 * additions without wrap: nsw/nuw), so in the body g*K <= iv <= hi(iv) (the range analysis bounds
 * iv by its loop test); with K >= 1, g >= 0 and c >= lo(c): g*K <= hi(iv) - lo(c) <= K*M - 1
 * proves g <= M - 1. y is g itself (through extensions, or a truncation when M fits y's type).
 * The range analysis alone widens g to +inf: nothing in the loop tests it.
 * The interchanged 2-D grid (docs/offload.md: x covers the rows, each thread runs its row's columns
 * y, y + #y, ...): iv and g step alike (K = 1), iv0 = g0 + c with c = x*X the row's start, and the
 * loop runs while iv <= U = min(c + X - 1, ub) (the row's end): g = iv - c <= A - c for an operand A
 * of that minimum, which proves g <= M - 1 when X <= M (c is loop-invariant, so A - c is exact). */
static int grid_stride_in_row(const gpuopt_ranges *r, const dom_info *gi, LLVMValueRef m, LLVMValueRef y, LLVMBasicBlockRef bb) {
  gpuopt_sx_table *t = gpuopt__ranges_table(r);
  LLVMValueRef g = y;
  while (LLVMIsASExtInst(g) || (LLVMIsAZExtInst(g) && LLVMGetNNeg(g)) || LLVMIsATruncInst(g)) {
    if (LLVMIsATruncInst(g)) {
      unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(g));
      if (LLVMIsAConstantInt(m) ? LLVMConstIntGetSExtValue(m) > (w >= 64 ? INT64_MAX : (int64_t)((1ull << (w - 1)) - 1))
                                : LLVMGetIntTypeWidth(LLVMTypeOf(m)) > w)
        return 0; /* g <= M - 1 must fit the truncated type */
    }
    g = LLVMGetOperand(g, 0);
  }
  if (!LLVMIsAPHINode(g) || LLVMCountIncoming(g) != 2) return 0;
  LLVMBasicBlockRef h = LLVMGetInstructionParent(g);
  int li = -1;
  LLVMValueRef s = NULL;
  for (unsigned i = 0; i < 2 && li < 0; i++) {
    LLVMValueRef in = LLVMGetIncomingValue(g, i);
    if (!nw_binop(in, LLVMAdd)) continue;
    for (unsigned k = 0; k < 2; k++)
      if (LLVMGetOperand(in, k) == g) li = (int)i, s = LLVMGetOperand(in, 1 - k);
  }
  if (li < 0) return 0;
  LLVMValueRef g0 = LLVMGetIncomingValue(g, 1 - (unsigned)li);
  LLVMBasicBlockRef pre = LLVMGetIncomingBlock(g, 1 - (unsigned)li), latch = LLVMGetIncomingBlock(g, (unsigned)li);
  for (LLVMValueRef iv = LLVMGetFirstInstruction(h); iv && LLVMIsAPHINode(iv); iv = LLVMGetNextInstruction(iv)) {
    if (iv == g || LLVMCountIncoming(iv) != 2 || LLVMTypeOf(iv) == NULL) continue;
    LLVMValueRef iv0 = NULL, ivn = NULL;
    for (unsigned i = 0; i < 2; i++) {
      if (LLVMGetIncomingBlock(iv, i) == pre) iv0 = LLVMGetIncomingValue(iv, i);
      else if (LLVMGetIncomingBlock(iv, i) == latch) ivn = LLVMGetIncomingValue(iv, i);
    }
    if (!iv0 || !ivn || !nw_binop(ivn, LLVMAdd) || !nw_binop(iv0, LLVMAdd)) continue;
    LLVMValueRef S = LLVMGetOperand(ivn, 0) == iv ? LLVMGetOperand(ivn, 1) : LLVMGetOperand(ivn, 1) == iv ? LLVMGetOperand(ivn, 0) : NULL;
    if (!S) continue;
    LLVMValueRef K = times(S, s);
    int unit = !K && (S == s || strip_ext(S) == strip_ext(s)); /* iv steps as g: K = 1 */
    if (!K && !unit) continue;
    for (unsigned k = 0; k < 2; k++) {
      LLVMValueRef op = LLVMGetOperand(iv0, k), c = LLVMGetOperand(iv0, 1 - k);
      if (unit) {
        if (op != g0 && strip_ext(op) != strip_ext(g0)) continue;
      } else {
        LLVMValueRef K2 = times(op, g0);
        if (!K2 || (K2 != K && strip_ext(K2) != strip_ext(K) && !same_m(K2, K))) continue;
      }
      /* iv == g*K + c: bound g */
      gpuopt_rng rv, rc, rg;
      const gpuopt_sx *kx = unit ? gpuopt__sx_const(t, 1) : exact(r, K, bb), *mx = exact(r, m, bb);
      if (!kx || !mx || !gpuopt__ranges_get(r, iv, bb, &rv) || !rv.reached || !gpuopt__ranges_get(r, c, bb, &rc) ||
          !rc.reached || !gpuopt__ranges_get(r, g, bb, &rg) || !rg.reached)
        continue;
      /* hi(iv) from the loop's own tests where the range analysis has none: the body runs with
       * iv <= U when the edge into the loop needs iv0 <= U and the latch's edge back ivn <= U */
      const gpuopt_sx *ivhi = rv.hi;
      int st1 = 0, un1 = 0, st0 = 0, un0 = 0;
      LLVMValueRef U = le_bound(latch, h, ivn, &st1, &un1), U0 = NULL;
      for (LLVMUseRef u = LLVMGetFirstUse(iv0); U && !U0 && u; u = LLVMGetNextUse(u)) {
        LLVMValueRef cmp = LLVMGetUser(u);
        for (LLVMUseRef w = LLVMIsAICmpInst(cmp) ? LLVMGetFirstUse(cmp) : NULL; w && !U0; w = LLVMGetNextUse(w)) {
          LLVMValueRef br = LLVMGetUser(w);
          if (LLVMIsABranchInst(br) && LLVMGetInstructionParent(br) == pre) U0 = le_bound(pre, h, iv0, &st0, &un0);
        }
      }
      if (U && U0 == U && !un0 && !un1 && gpuopt__sx_prove_le(t, gpuopt__sx_const(t, 0), rv.lo, NULL)) {
        const gpuopt_sx *hu = hi_nonneg(r, U, bb, 0);
        if (hu && hu != t->ninf) ivhi = hu;
      }
      gpuopt_sx_env env = {0}, *envp = NULL;
      uint32_t sid[2];
      int64_t elo[2], ehi[2] = {INT64_MAX, INT64_MAX};
      LLVMValueRef syms[2] = {strip_ext(m), unit ? NULL : strip_ext(K)};
      for (unsigned q = 0; q < 2 && syms[q]; q++) {
        const gpuopt_sx_sym *sy = LLVMIsAConstantInt(syms[q]) ? NULL : gpuopt__ranges_symbol(r, syms[q]);
        int64_t lb = sy ? m_lower_bound(gi, syms[q], bb) : INT64_MIN;
        if (sy && lb >= 1 && !(q == 1 && env.n && sid[0] == sy->id)) sid[env.n] = sy->id, elo[env.n] = lb, env.n++;
      }
      if (env.n) env.sym = sid, env.lo = elo, env.hi = ehi, envp = &env;
      const gpuopt_sx *lhs = gpuopt__sx_sub(t, ivhi, rc.lo), *rhs = gpuopt__sx_addc(t, gpuopt__sx_mul(t, kx, mx), -1);
      if (!gpuopt__sx_prove_le(t, gpuopt__sx_const(t, 0), rg.lo, envp) || !gpuopt__sx_prove_le(t, gpuopt__sx_const(t, 1), kx, envp) || !rhs)
        continue;
      if (lhs && gpuopt__sx_prove_le(t, lhs, rhs, envp)) return 1;
      /* the row's end: g*K = iv - c <= A - c (A - c - 1 where the tests are strict), A an operand
       * of the minimum U is (the loop's tests; unsigned ones where U >= 0: LLVM 22's samesign ult) */
      gpuopt_rng ru;
      int uok = !(un0 || un1) || (gpuopt__ranges_get(r, U, bb, &ru) && ru.reached && gpuopt__sx_prove_le(t, gpuopt__sx_const(t, 0), ru.lo, envp));
      const gpuopt_sx *cx = U && U0 == U && uok ? exact(r, c, bb) : NULL;
      LLVMValueRef arms[8];
      unsigned na = cx ? min_arms(U, arms, 8, 0) : 0;
      for (unsigned q = 0; q < na; q++) {
        const gpuopt_sx *ax = exact(r, arms[q], bb), *d = ax ? gpuopt__sx_sub(t, ax, cx) : NULL;
        if (d && st0 && st1) d = gpuopt__sx_addc(t, d, -1);
        if (d && gpuopt__sx_prove_le(t, d, rhs, envp)) return 1;
      }
    }
  }
  return 0;
}

/* Phi y's incoming li as a constant step: `y + c` (add nuw) from the latch and the constant s0 from the
 * other side, with s0 >= 0 and 1 <= c <= 2^20; returns the add, NULL when not of this form. */
static LLVMValueRef const_step(LLVMValueRef y, unsigned li, int64_t *s0, int64_t *c) {
  LLVMValueRef s0v = LLVMGetIncomingValue(y, 1 - li), nx = LLVMGetIncomingValue(y, li);
  if (!LLVMIsAConstantInt(s0v) || !LLVMIsAInstruction(nx) || LLVMGetInstructionOpcode(nx) != LLVMAdd ||
      !LLVMGetNUW(nx) || LLVMGetOperand(nx, 0) != y || !LLVMIsAConstantInt(LLVMGetOperand(nx, 1)))
    return NULL;
  *s0 = LLVMConstIntGetSExtValue(s0v), *c = LLVMConstIntGetSExtValue(LLVMGetOperand(nx, 1));
  return *s0 < 0 || *c < 1 || *c > (1 << 20) ? NULL : nx;
}

/* The largest value of a counted loop's phi where the range analysis has none (a latch that tests
 * the phi itself after the body, as clang's unrolled loops do: `%k = phi [s0, pre], [%k + c, latch]`,
 * back to the header while `k < K`): with s0 >= 0, c >= 1, K constants and additions without wrap,
 * k takes s0, s0 + c, ... and the last is the first at or past K: s0 + ceil((K - s0)/c)*c (s0
 * when s0 >= K). A test of k + c instead (`k + c < K`): K - 1. Through extensions of y. Returns 0
 * when not of this form. */
static int phi_hi(LLVMValueRef y, int64_t *hi) {
  while (LLVMIsASExtInst(y) || LLVMIsAZExtInst(y)) y = LLVMGetOperand(y, 0);
  if (!LLVMIsAPHINode(y) || LLVMCountIncoming(y) != 2) return 0;
  LLVMBasicBlockRef h = LLVMGetInstructionParent(y);
  for (unsigned li = 0; li < 2; li++) {
    int64_t s0, c;
    LLVMValueRef nx = const_step(y, li, &s0, &c);
    if (!nx) continue;
    LLVMBasicBlockRef latch = LLVMGetIncomingBlock(y, li);
    LLVMValueRef br = LLVMGetBasicBlockTerminator(latch);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    LLVMValueRef cmp = LLVMGetCondition(br);
    if (!LLVMIsAICmpInst(cmp)) continue;
    LLVMBasicBlockRef t0 = LLVMGetSuccessor(br, 0), t1 = LLVMGetSuccessor(br, 1);
    if (t0 == t1 || (t0 != h && t1 != h)) continue;
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    LLVMValueRef a = LLVMGetOperand(cmp, 0), k = LLVMGetOperand(cmp, 1);
    if (LLVMIsAConstantInt(a)) pr = gpuopt__pred_swap(pr), a = k, k = LLVMGetOperand(cmp, 0);
    if ((a != y && a != nx) || !LLVMIsAConstantInt(k)) continue;
    if (t1 == h) pr = gpuopt__pred_invert(pr); /* the relation on the back edge */
    int64_t K = LLVMConstIntGetSExtValue(k); /* back while a < K */
    if (pr == LLVMIntSLE || pr == LLVMIntULE) K++;
    else if (pr != LLVMIntSLT && pr != LLVMIntULT) continue;
    if (K < 0 || K > ((int64_t)1 << 40)) continue; /* a >= 0 (s0 >= 0, no wrap): signed and unsigned agree */
    if (a == nx) *hi = s0 > K - 1 ? s0 : K - 1;
    else *hi = s0 >= K ? s0 : s0 + (K - s0 + c - 1) / c * c;
    return 1;
  }
  return 0;
}

/* X*M >= 0 where an access at `at` uses zext(X*M) (a plain zext, the range analysis cannot say):
 * the product is also an operand of an `or disjoint` whose `zext nneg` indexes a load or store in
 * at's block, a block with no call but to intrinsics (so both run together). A negative product
 * makes that or negative and its zext nneg poison: the access through it would be undefined. */
static int nonneg_by_sibling(LLVMValueRef xm, LLVMValueRef at) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(at);
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
    if (!LLVMIsACallInst(i)) continue;
    LLVMValueRef f = LLVMGetCalledValue(i);
    if (!f || !LLVMIsAFunction(f) || !LLVMGetIntrinsicID(f)) return 0;
  }
  for (LLVMUseRef u = LLVMGetFirstUse(xm); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef o = LLVMGetUser(u);
    if (!LLVMIsAInstruction(o) || LLVMGetInstructionOpcode(o) != LLVMOr || !LLVMGetIsDisjoint(o)) continue;
    for (LLVMUseRef w = LLVMGetFirstUse(o); w; w = LLVMGetNextUse(w)) {
      LLVMValueRef z = LLVMGetUser(w);
      if (!LLVMIsAZExtInst(z) || !LLVMGetNNeg(z)) continue;
      for (LLVMUseRef q = LLVMGetFirstUse(z); q; q = LLVMGetNextUse(q)) {
        LLVMValueRef gp = LLVMGetUser(q);
        if (!LLVMIsAGetElementPtrInst(gp)) continue;
        for (LLVMUseRef e = LLVMGetFirstUse(gp); e; e = LLVMGetNextUse(e)) {
          LLVMValueRef mi = LLVMGetUser(e);
          if ((LLVMIsALoadInst(mi) || (LLVMIsAStoreInst(mi) && LLVMGetOperand(mi, 1) == gp)) && LLVMGetInstructionParent(mi) == bb)
            return 1;
        }
      }
    }
  }
  return 0;
}

/* The largest value of a counted loop's phi at bb where its header tests it (clang's unrolled loops in
 * gpuopt offload's sequential kernels: `%k = phi [s0, pre], [%k + c, latch]` (c, s0 >= 0 constants,
 * nuw), the header ending in `br (k < K), stay, exit` (or k + e < K + e), stay dominating the latch): k takes s0,
 * s0 + c, ..., so below the stay edge (bb dominated by stay, whose only predecessor is the header)
 * k <= s0 + floor((K-1-s0)/c)*c (the congruence the range analysis does not keep), elsewhere
 * k <= s0 + ceil((K-s0)/c)*c. Through extensions of y. 0 when not of this form. */
static int phi_hdr_hi(const dom_info *g, LLVMValueRef y, LLVMBasicBlockRef bb, int64_t *hi) {
  while (LLVMIsASExtInst(y) || LLVMIsAZExtInst(y)) y = LLVMGetOperand(y, 0);
  if (!LLVMIsAPHINode(y) || LLVMCountIncoming(y) != 2) return 0;
  LLVMBasicBlockRef h = LLVMGetInstructionParent(y);
  LLVMValueRef br = LLVMGetBasicBlockTerminator(h);
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !LLVMIsAICmpInst(LLVMGetCondition(br))) return 0;
  for (unsigned li = 0; li < 2; li++) {
    int64_t s0, c;
    LLVMValueRef nx = const_step(y, li, &s0, &c);
    if (!nx) continue;
    LLVMBasicBlockRef latch = LLVMGetIncomingBlock(y, li);
    LLVMValueRef cmp = LLVMGetCondition(br);
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    LLVMValueRef a = LLVMGetOperand(cmp, 0), k = LLVMGetOperand(cmp, 1);
    if (LLVMIsAConstantInt(a)) pr = gpuopt__pred_swap(pr), a = k, k = LLVMGetOperand(cmp, 0);
    int64_t e = 0; /* a test of k + e (add nuw, or disjoint: the unrolled copies' last index) */
    if (a != y && LLVMIsAInstruction(a) && LLVMGetOperand(a, 0) == y && LLVMIsAConstantInt(LLVMGetOperand(a, 1)) &&
        ((LLVMGetInstructionOpcode(a) == LLVMAdd && LLVMGetNUW(a)) || (LLVMGetInstructionOpcode(a) == LLVMOr && LLVMGetIsDisjoint(a))))
      e = LLVMConstIntGetSExtValue(LLVMGetOperand(a, 1)), a = y;
    if (a != y || !LLVMIsAConstantInt(k) || e < 0 || e > (1 << 20)) continue;
    uint32_t lb = gpuopt__cfg_block(g->cfg, latch), at = gpuopt__cfg_block(g->cfg, bb);
    if (lb == GPUOPT_NONE || at == GPUOPT_NONE) return 0;
    for (unsigned sx = 0; sx < 2; sx++) {
      LLVMBasicBlockRef stay = LLVMGetSuccessor(br, sx), ex = LLVMGetSuccessor(br, 1 - sx);
      uint32_t st = gpuopt__cfg_block(g->cfg, stay), eb = gpuopt__cfg_block(g->cfg, ex);
      if (stay == ex || st == GPUOPT_NONE || eb == GPUOPT_NONE || !gpuopt__dominates(g->dt, st, lb) || gpuopt__dominates(g->dt, eb, lb))
        continue;
      LLVMIntPredicate p2 = sx ? gpuopt__pred_invert(pr) : pr; /* the relation on the stay edge */
      int64_t K = LLVMConstIntGetSExtValue(k) - e; /* k + e < K0: k < K0 - e */
      if (p2 == LLVMIntSLE || p2 == LLVMIntULE) K++;
      else if (p2 != LLVMIntSLT && p2 != LLVMIntULT) return 0;
      if (K < 0 || K > ((int64_t)1 << 40)) return 0;
      unsigned npred = 0;
      CFG_PREDS(&g->cfg->g, st, pp) { (void)pp; npred++; }
      if (npred == 1 && gpuopt__dominates(g->dt, st, at)) *hi = s0 >= K ? s0 : s0 + (K - 1 - s0) / c * c;
      else *hi = s0 >= K ? s0 : s0 + (K - s0 + c - 1) / c * c;
      return 1;
    }
  }
  return 0;
}

/* The largest value of a counted loop's phi that an equality test ends (clang's rotated loops with
 * a trip count: `%k = phi [s0, pre], [%k + 1, latch]` (nuw or nsw), the latch leaving the loop when
 * `k + 1 == U` (U - 1) or `k == U` (U), U loop-invariant): with a step of 1 and no wrap, a run that
 * starts above the exit value would overflow (undefined), so k stays at or below it. The bound as an
 * expression of U (exact), or NULL. */
static const gpuopt_sx *phi_eq_hi(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef y, LLVMBasicBlockRef bb) {
  while (LLVMIsASExtInst(y) || (LLVMIsAZExtInst(y) && LLVMGetNNeg(y))) y = LLVMGetOperand(y, 0);
  if (!LLVMIsAPHINode(y) || LLVMCountIncoming(y) != 2) return NULL;
  LLVMBasicBlockRef h = LLVMGetInstructionParent(y);
  uint32_t hb = gpuopt__cfg_block(g->cfg, h);
  if (hb == GPUOPT_NONE) return NULL;
  for (unsigned li = 0; li < 2; li++) {
    LLVMValueRef s0v = LLVMGetIncomingValue(y, 1 - li), nx = LLVMGetIncomingValue(y, li);
    LLVMBasicBlockRef latch = LLVMGetIncomingBlock(y, li);
    if (!LLVMIsAConstantInt(s0v) || !nw_binop(nx, LLVMAdd) || LLVMGetOperand(nx, 0) != y || !LLVMIsAConstantInt(LLVMGetOperand(nx, 1)) ||
        LLVMConstIntGetSExtValue(LLVMGetOperand(nx, 1)) != 1)
      continue;
    LLVMValueRef br = LLVMGetBasicBlockTerminator(latch);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !LLVMIsAICmpInst(LLVMGetCondition(br))) continue;
    LLVMValueRef cmp = LLVMGetCondition(br);
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    LLVMBasicBlockRef t0 = LLVMGetSuccessor(br, 0), t1 = LLVMGetSuccessor(br, 1);
    if (!((pr == LLVMIntEQ && t1 == h && t0 != h) || (pr == LLVMIntNE && t0 == h && t1 != h))) continue;
    LLVMValueRef a = LLVMGetOperand(cmp, 0), u = LLVMGetOperand(cmp, 1);
    if (a != nx && a != y) { LLVMValueRef tmp = a; a = u, u = tmp; }
    if (a != nx && a != y) continue;
    if (LLVMIsAInstruction(u)) { /* loop-invariant: defined in a block strictly dominating the header */
      uint32_t ub = gpuopt__cfg_block(g->cfg, LLVMGetInstructionParent(u));
      if (ub == GPUOPT_NONE || ub == hb || !gpuopt__dominates(g->dt, ub, hb)) continue;
    } else if (!LLVMIsAArgument(u) && !LLVMIsAConstantInt(u)) continue;
    const gpuopt_sx *ux = exact(r, u, bb);
    if (!ux) continue;
    return a == nx ? gpuopt__sx_addc(gpuopt__ranges_table(r), ux, -1) : ux;
  }
  return NULL;
}

/* 1 when the latch's branch is the only exit of the natural loop of the back edge latch -> h (its
 * blocks: those reaching the latch without passing h). */
static int single_exit_loop(const dom_info *g, LLVMBasicBlockRef h, LLVMBasicBlockRef latch) {
  uint32_t hb = gpuopt__cfg_block(g->cfg, h), lb = gpuopt__cfg_block(g->cfg, latch), n = g->cfg->g.n;
  if (hb == GPUOPT_NONE || lb == GPUOPT_NONE || !gpuopt__dominates(g->dt, hb, lb)) return 0;
  uint8_t *in = calloc(n, 1);
  uint32_t *st = malloc(sizeof *st * (n + 1));
  if (!in || !st) return free(in), free(st), 0;
  uint32_t sp = 0;
  in[hb] = 1;
  if (!in[lb]) in[lb] = 1, st[sp++] = lb;
  while (sp) {
    uint32_t b = st[--sp];
    CFG_PREDS(&g->cfg->g, b, pp) if (!in[*pp]) in[*pp] = 1, st[sp++] = *pp;
  }
  int ok = 1;
  for (uint32_t b = 0; b < n && ok; b++) {
    if (!in[b] || b == lb) continue;
    CFG_SUCCS(&g->cfg->g, b, sp2) if (!in[*sp2]) ok = 0;
  }
  free(in), free(st);
  return ok;
}

/* A load or store in a block dominating latch (run in every iteration) whose address is computed
 * from y through poison-propagating arithmetic (a poison y makes it undefined). */
static int poison_traps(const dom_info *g, LLVMValueRef y, LLVMBasicBlockRef latch) {
  uint32_t lb = gpuopt__cfg_block(g->cfg, latch);
  LLVMValueRef work[16];
  unsigned nw = 0;
  work[nw++] = y;
  for (unsigned i = 0; i < nw; i++)
    for (LLVMUseRef u = LLVMGetFirstUse(work[i]); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef us = LLVMGetUser(u);
      if (LLVMIsAGetElementPtrInst(us)) {
        for (LLVMUseRef w = LLVMGetFirstUse(us); w; w = LLVMGetNextUse(w)) {
          LLVMValueRef mi = LLVMGetUser(w);
          if (!(LLVMIsALoadInst(mi) || (LLVMIsAStoreInst(mi) && LLVMGetOperand(mi, 1) == us))) continue;
          uint32_t mb = gpuopt__cfg_block(g->cfg, LLVMGetInstructionParent(mi));
          if (mb != GPUOPT_NONE && lb != GPUOPT_NONE && gpuopt__dominates(g->dt, mb, lb)) return 1;
        }
        continue;
      }
      if (!LLVMIsAInstruction(us) || nw == 16) continue;
      LLVMOpcode op = LLVMGetInstructionOpcode(us);
      if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl || op == LLVMOr || op == LLVMSExt || op == LLVMZExt)
        work[nw++] = us;
    }
  return 0;
}

/* A counted loop of clang's runtime unrolling (LoopUnrollRuntime): `y = phi [y0, pre], [y + c, latch]`
 * (nsw or nuw: a wrap is poison) beside a twin counter `n = phi [n0, pre], [n + c, latch]` (n may be
 * y itself), the latch leaving the loop, its only exit, when `n + c == U` (or `n == U`), U
 * loop-invariant. y - n is y0 - n0 throughout. A run in which n passes U does not leave before y
 * wraps: poison, which the test (n = y) or an access that every iteration makes through y
 * (poison_traps) turns into undefined behaviour; so in the body n <= U - c (n <= U), and
 * y <= U - c + y0 - n0. What it found: the twin, its start, the step, U and whether the test is of
 * n + c. */
typedef struct twin_loop {
  LLVMValueRef y, y0, n, n0, u, ynext;
  LLVMBasicBlockRef pre, latch;
  int64_t c;
  int next; /* the test is of n + c */
} twin_loop;

static int match_twin(const dom_info *g, LLVMValueRef y, twin_loop *tl) {
  if (!LLVMIsAPHINode(y) || LLVMCountIncoming(y) != 2) return 0;
  LLVMBasicBlockRef h = LLVMGetInstructionParent(y);
  uint32_t hb = gpuopt__cfg_block(g->cfg, h);
  if (hb == GPUOPT_NONE) return 0;
  for (unsigned li = 0; li < 2; li++) {
    LLVMValueRef y0 = LLVMGetIncomingValue(y, 1 - li), nx = LLVMGetIncomingValue(y, li);
    LLVMBasicBlockRef latch = LLVMGetIncomingBlock(y, li), pre = LLVMGetIncomingBlock(y, 1 - li);
    if (!nw_binop(nx, LLVMAdd) || LLVMGetOperand(nx, 0) != y || !LLVMIsAConstantInt(LLVMGetOperand(nx, 1))) continue;
    int64_t c = LLVMConstIntGetSExtValue(LLVMGetOperand(nx, 1));
    if (c < 1 || c > 64) continue;
    LLVMValueRef br = LLVMGetBasicBlockTerminator(latch);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !LLVMIsAICmpInst(LLVMGetCondition(br))) continue;
    LLVMValueRef cmp = LLVMGetCondition(br);
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    LLVMBasicBlockRef t0 = LLVMGetSuccessor(br, 0), t1 = LLVMGetSuccessor(br, 1);
    if (!((pr == LLVMIntEQ && t1 == h && t0 != h) || (pr == LLVMIntNE && t0 == h && t1 != h))) continue;
    for (LLVMValueRef n = LLVMGetFirstInstruction(h); n && LLVMIsAPHINode(n); n = LLVMGetNextInstruction(n)) {
      if (LLVMCountIncoming(n) != 2 || LLVMTypeOf(n) != LLVMTypeOf(y)) continue;
      LLVMValueRef n0 = NULL, nn = NULL;
      for (unsigned i = 0; i < 2; i++) {
        if (LLVMGetIncomingBlock(n, i) == pre) n0 = LLVMGetIncomingValue(n, i);
        else if (LLVMGetIncomingBlock(n, i) == latch) nn = LLVMGetIncomingValue(n, i);
      }
      if (!n0 || !nn || !LLVMIsAInstruction(nn) || LLVMGetInstructionOpcode(nn) != LLVMAdd || LLVMGetOperand(nn, 0) != n ||
          !LLVMIsAConstantInt(LLVMGetOperand(nn, 1)) || LLVMConstIntGetSExtValue(LLVMGetOperand(nn, 1)) != c)
        continue;
      LLVMValueRef a = LLVMGetOperand(cmp, 0), u = LLVMGetOperand(cmp, 1);
      if (a != nn && a != n) { LLVMValueRef tmp = a; a = u, u = tmp; }
      if (a != nn && a != n) continue;
      if (LLVMIsAInstruction(u)) { /* loop-invariant: defined in a block strictly dominating the header */
        uint32_t ub = gpuopt__cfg_block(g->cfg, LLVMGetInstructionParent(u));
        if (ub == GPUOPT_NONE || ub == hb || !gpuopt__dominates(g->dt, ub, hb)) continue;
      } else if (!LLVMIsAArgument(u) && !LLVMIsAConstantInt(u)) continue;
      if (!single_exit_loop(g, h, latch) || (n != y && !poison_traps(g, y, latch))) return 0;
      tl->y = y, tl->y0 = y0, tl->n = n, tl->n0 = n0, tl->u = u, tl->ynext = nx, tl->pre = pre, tl->latch = latch, tl->c = c;
      tl->next = a == nn;
      return 1;
    }
  }
  return 0;
}

static int const_range_at(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef v, LLVMBasicBlockRef bb, int64_t *lo, int64_t *hi);
static int add_nowrap(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef v, LLVMBasicBlockRef bb);

/* v = `add X, C` (C a constant) whose signed result does not wrap: nsw, or X's constant bounds at
 * bb (const_range_at, within X's type) moved by C stay within the type (clang's `add i32 %m, -2` of a
 * `k < m - 2` bound under `m > 2`). */
static int add_nowrap(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef v, LLVMBasicBlockRef bb) {
  if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMAdd || !LLVMIsAConstantInt(LLVMGetOperand(v, 1))) return 0;
  if (LLVMGetNSW(v)) return 1;
  unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
  if (w > 32) return 0;
  int64_t tmax = (int64_t)((1ull << (w - 1)) - 1), tmin = -tmax - 1, lo, hi, c = LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1));
  const_range_at(r, g, LLVMGetOperand(v, 0), bb, &lo, &hi);
  if (lo < tmin) lo = tmin;
  if (hi > tmax) hi = tmax;
  return lo + c >= tmin && hi + c <= tmax;
}

/* v's exact value at bb as exact() gives it, also through a plain zext whose operand is >= 0 at bb
 * (clang's `zext i32 %m to i64` of a trip count under `m > 0`) and `add nsw x, C`. */
static const gpuopt_sx *exact_at(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef v, LLVMBasicBlockRef bb) {
  const gpuopt_sx *e = exact(r, v, bb);
  int64_t lo, hi;
  if (e || !LLVMIsAInstruction(v)) return e;
  LLVMValueRef o = LLVMGetOperand(v, 0);
  if (LLVMIsAZExtInst(v)) return const_range_at(r, g, o, bb, &lo, &hi) && lo >= 0 ? exact_at(r, g, o, bb) : NULL;
  if (add_nowrap(r, g, v, bb) && (e = exact_at(r, g, o, bb)))
    return gpuopt__sx_addc(gpuopt__ranges_table(r), e, LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1)));
  return NULL;
}

/* Constant bounds of v at bb: its range there, a guard dominating bb (m_lower_bound), a zext's within
 * its type (and its operand's where those are >= 0), `add nsw x, C` as x's moved by C; 0 when
 * unbounded. */
static int const_range_at(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef v, LLVMBasicBlockRef bb, int64_t *lo, int64_t *hi) {
  gpuopt_sx_table *t = gpuopt__ranges_table(r);
  gpuopt_rng rv;
  int64_t a = INT64_MIN, b, c, d = INT64_MAX, oa, od;
  if (gpuopt__ranges_get(r, v, bb, &rv) && rv.reached) {
    gpuopt__sx_const_bounds(t, rv.lo, NULL, &a, &b);
    gpuopt__sx_const_bounds(t, rv.hi, NULL, &c, &d);
  }
  int64_t lb = m_lower_bound(g, v, bb); /* a dominating guard (a loop's `m > 1`) */
  if (lb > a) a = lb;
  if (LLVMIsAZExtInst(v)) {
    LLVMValueRef o = LLVMGetOperand(v, 0);
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(o));
    int64_t cap = w >= 63 ? INT64_MAX : (int64_t)((1ull << (LLVMGetNNeg(v) ? w - 1 : w)) - 1);
    if (a < 0) a = 0;
    if (d > cap) d = cap;
    const_range_at(r, g, o, bb, &oa, &od); /* either bound alone: o >= oa >= 0 makes zext(o) >= oa */
    if (oa >= 0) {
      if (oa > a) a = oa;
      if (od < d) d = od;
    }
  } else if (add_nowrap(r, g, v, bb)) {
    int64_t k = LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1));
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    const_range_at(r, g, LLVMGetOperand(v, 0), bb, &oa, &od);
    if (w <= 32 && oa < -(int64_t)(1ull << (w - 1))) oa = -(int64_t)(1ull << (w - 1)); /* within the type */
    if (w <= 32 && od > (int64_t)((1ull << (w - 1)) - 1)) od = (int64_t)((1ull << (w - 1)) - 1);
    if (k > -(1 << 30) && k < (1 << 30) && oa > INT64_MIN / 2 && od < INT64_MAX / 2) {
      if (oa + k > a) a = oa + k;
      if (od + k < d) d = od + k;
    }
  }
  *lo = a, *hi = d;
  return a != INT64_MIN && d != INT64_MAX;
}

/* U = TC - (TC mod k), clang's unroll_iter: `and TC, mask` (mask's lowest set bit k, mask | (k-1)
 * covering every bit TC can have, TC >= 0, both from TC's range at bb: the value is the same
 * wherever it is used) or `sub TC, and(TC, k-1)`.
 * Returns TC, or NULL. */
static LLVMValueRef unroll_iter_of(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef u, int64_t k, LLVMBasicBlockRef bb) {
  if (!LLVMIsAInstruction(u)) return NULL;
  LLVMOpcode op = LLVMGetInstructionOpcode(u);
  LLVMValueRef tc = LLVMGetOperand(u, 0);
  if (op == LLVMSub) {
    LLVMValueRef x = LLVMGetOperand(u, 1);
    if (LLVMIsAInstruction(x) && LLVMGetInstructionOpcode(x) == LLVMAnd && LLVMGetOperand(x, 0) == tc &&
        LLVMIsAConstantInt(LLVMGetOperand(x, 1)) && LLVMConstIntGetSExtValue(LLVMGetOperand(x, 1)) == k - 1)
      return tc;
    return NULL;
  }
  if (op != LLVMAnd || !LLVMIsAConstantInt(LLVMGetOperand(u, 1))) return NULL;
  uint64_t mask = LLVMConstIntGetZExtValue(LLVMGetOperand(u, 1));
  if ((mask & (uint64_t)(k - 1)) || !(mask & (uint64_t)k)) return NULL;
  int64_t lo, hi;
  if (!const_range_at(r, g, tc, bb, &lo, &hi) || lo < 0) return NULL;
  uint64_t cover = mask | (uint64_t)(k - 1); /* every bit TC can have above k-1 kept */
  for (uint64_t hb = (uint64_t)hi; hb; hb >>= 1, cover >>= 1)
    if (!(cover & 1)) return NULL;
  return tc;
}

/* The upper bound of y in the body of a twin-counted loop (match_twin) where y0 - n0 is a constant
 * (both constants, or y0 == n0): hi(U) - c + y0 - n0 (hi(U) without the -c for a test of n). NULL
 * when not of this form. */
static const gpuopt_sx *twin_hi(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef y, LLVMBasicBlockRef bb) {
  while (LLVMIsASExtInst(y) || (LLVMIsAZExtInst(y) && LLVMGetNNeg(y))) y = LLVMGetOperand(y, 0);
  twin_loop tl;
  if (!match_twin(g, y, &tl)) return NULL;
  int64_t delta = 0;
  if (tl.y0 != tl.n0) {
    if (!LLVMIsAConstantInt(tl.y0) || !LLVMIsAConstantInt(tl.n0)) return NULL;
    delta = LLVMConstIntGetSExtValue(tl.y0) - LLVMConstIntGetSExtValue(tl.n0);
  }
  gpuopt_rng ru;
  const gpuopt_sx *uh = NULL;
  LLVMValueRef tc = tl.c >= 2 && !(tl.c & (tl.c - 1)) ? unroll_iter_of(r, g, tl.u, tl.c, bb) : NULL;
  if (tc) uh = exact_at(r, g, tc, bb); /* U <= TC */
  if (!uh) uh = exact_at(r, g, tl.u, bb);
  if (!uh && gpuopt__ranges_get(r, tl.u, bb, &ru) && ru.reached && !gpuopt__sx_is_inf(ru.hi)) uh = ru.hi;
  return uh ? gpuopt__sx_addc(gpuopt__ranges_table(r), uh, delta - (tl.next ? tl.c : 0)) : NULL;
}

/* v is TC mod k: `and TC, k-1`. */
static int is_rem_of(LLVMValueRef v, LLVMValueRef tc, int64_t k) {
  return LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAnd && LLVMGetOperand(v, 0) == tc &&
         LLVMIsAConstantInt(LLVMGetOperand(v, 1)) && LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1)) == k - 1;
}

/* call is `llvm.assume(c)` that holds at bb: in a block dominating bb, or in bb itself when bb calls
 * nothing but intrinsics (the assume runs whenever bb's accesses do; LLVM 22 puts the remainder's
 * `rem != 0` there). */
static int assume_at(const dom_info *g, LLVMValueRef call, LLVMBasicBlockRef bb) {
  if (!LLVMIsACallInst(call)) return 0;
  LLVMValueRef f = LLVMGetCalledValue(call);
  size_t len = 0;
  const char *nm = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &len) : NULL;
  if (!nm || len != 11 || strncmp(nm, "llvm.assume", 11)) return 0;
  LLVMBasicBlockRef cb = LLVMGetInstructionParent(call);
  uint32_t c = gpuopt__cfg_block(g->cfg, cb), at = gpuopt__cfg_block(g->cfg, bb);
  if (c == GPUOPT_NONE || at == GPUOPT_NONE || !gpuopt__dominates(g->dt, c, at)) return 0;
  if (cb != bb) return 1;
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
    if (LLVMIsACallInst(i) && (!LLVMIsAFunction(LLVMGetCalledValue(i)) || !LLVMGetIntrinsicID(LLVMGetCalledValue(i)))) return 0;
  return 1;
}

/* A branch on `rem == 0` / `rem != 0` whose edge to the side where rem != 0 dominates bb (the
 * remainder's guard), or an assume of `rem != 0` holding at bb. */
static int nonzero_at(const dom_info *g, LLVMValueRef rem, LLVMBasicBlockRef bb) {
  uint32_t at = gpuopt__cfg_block(g->cfg, bb);
  if (at == GPUOPT_NONE) return 0;
  for (LLVMUseRef u = LLVMGetFirstUse(rem); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef cmp = LLVMGetUser(u);
    if (!LLVMIsAICmpInst(cmp) || LLVMGetOperand(cmp, 0) != rem || !LLVMIsAConstantInt(LLVMGetOperand(cmp, 1)) ||
        LLVMConstIntGetSExtValue(LLVMGetOperand(cmp, 1)) != 0)
      continue;
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    if (pr != LLVMIntEQ && pr != LLVMIntNE) continue;
    for (LLVMUseRef w = LLVMGetFirstUse(cmp); w; w = LLVMGetNextUse(w)) {
      LLVMValueRef br = LLVMGetUser(w);
      if (pr == LLVMIntNE && assume_at(g, br, bb)) return 1;
      if (!LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
      LLVMBasicBlockRef tb = LLVMGetSuccessor(br, pr == LLVMIntEQ ? 1 : 0), fb = LLVMGetSuccessor(br, pr == LLVMIntEQ ? 0 : 1);
      uint32_t t = gpuopt__cfg_block(g->cfg, tb), b = gpuopt__cfg_block(g->cfg, LLVMGetInstructionParent(br));
      if (tb == fb || t == GPUOPT_NONE || b == GPUOPT_NONE || !gpuopt__dominates(g->dt, t, at)) continue;
      int edge_dom = 1, from_b = 0;
      CFG_PREDS(&g->cfg->g, t, pp) {
        if (*pp == b) from_b++;
        else if (!gpuopt__dominates(g->dt, t, *pp)) edge_dom = 0;
      }
      if (edge_dom && from_b == 1) return 1;
    }
  }
  return 0;
}

/* Block `from` is the loop's latch, or is reached from it only by its exit edge through blocks of one
 * predecessor each (LLVM 22 leaves a block testing the remainder between the two). */
static int exit_path(const dom_info *g, LLVMBasicBlockRef from, LLVMBasicBlockRef latch, LLVMBasicBlockRef header) {
  uint32_t b = gpuopt__cfg_block(g->cfg, from), lb = gpuopt__cfg_block(g->cfg, latch), hb = gpuopt__cfg_block(g->cfg, header);
  if (b == GPUOPT_NONE || lb == GPUOPT_NONE) return 0;
  for (int step = 0; step < 4; step++) {
    if (b == lb) return 1;
    uint32_t np = 0, p = GPUOPT_NONE;
    CFG_PREDS(&g->cfg->g, b, pp) np++, p = *pp;
    if (np != 1 || b == hb) return 0;
    b = p;
  }
  return 0;
}

/* The column of the remainder after a runtime-unrolled loop (clang's LoopUnrollRuntime, epilogue
 * form): the main loop (match_twin: y from s0, twin n from 0, step k, leaving when n + k == U with
 * U = TC - rem, rem = TC mod k) covers s0 .. s0 + U - 1; `yr = phi [s0, skipped], [y + k, main loop's
 * exit]` is s0 or s0 + U exactly; the remainder runs rem more columns, as one copy at yr where
 * rem != 0 (k = 2) or as a loop `ye = phi [yr, pre], [ye + 1, latch]` counted by a twin from 0 to rem
 * (ye <= yr + rem - 1). Each way the column is at most s0 + TC - 1 (rem <= TC, since TC >= 0; rem >= 1
 * for the single copy). Returns that bound, or NULL. */
static const gpuopt_sx *remainder_hi(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef y, LLVMBasicBlockRef bb) {
  while (LLVMIsASExtInst(y) || (LLVMIsAZExtInst(y) && LLVMGetNNeg(y))) y = LLVMGetOperand(y, 0);
  LLVMValueRef yr = y, rem_loop = NULL;
  twin_loop el;
  if (match_twin(g, y, &el)) { /* the remainder loop: +1 steps, a twin from 0 to rem */
    if (el.c != 1 || el.next != 1 || !LLVMIsAConstantInt(el.n0) || LLVMConstIntGetSExtValue(el.n0) != 0 || el.n == y) return NULL;
    yr = el.y0, rem_loop = el.u;
  }
  if (!LLVMIsAPHINode(yr) || LLVMCountIncoming(yr) != 2) return NULL;
  LLVMValueRef tc = NULL, rem = NULL, carm = NULL;
  twin_loop ml;
  int found = 0;
  for (unsigned i = 0; i < 2; i++) {
    LLVMValueRef v = LLVMGetIncomingValue(yr, i);
    LLVMBasicBlockRef from = LLVMGetIncomingBlock(yr, i);
    if (LLVMIsAConstantInt(v)) { /* the main loop skipped */
      if (carm) return NULL;
      carm = v;
      continue;
    }
    if (found || !nw_binop(v, LLVMAdd) || !LLVMIsAPHINode(LLVMGetOperand(v, 0))) return NULL;
    if (!match_twin(g, LLVMGetOperand(v, 0), &ml) || ml.ynext != v || !exit_path(g, from, ml.latch, LLVMGetInstructionParent(ml.y)) ||
        !ml.next || !LLVMIsAConstantInt(ml.y0) ||
        !LLVMIsAConstantInt(ml.n0) || LLVMConstIntGetSExtValue(ml.n0) != 0 || ml.c < 2 || (ml.c & (ml.c - 1)))
      return NULL;
    found = 1;
    tc = unroll_iter_of(r, g, ml.u, ml.c, bb);
    if (!tc) return NULL;
    if (LLVMGetInstructionOpcode(ml.u) == LLVMSub) rem = LLVMGetOperand(ml.u, 1);
    for (LLVMUseRef u = LLVMGetFirstUse(tc); u && !rem; u = LLVMGetNextUse(u)) /* TC mod k */
      if (is_rem_of(LLVMGetUser(u), tc, ml.c)) rem = LLVMGetUser(u);
    if (!rem) return NULL;
  }
  int64_t s0, tlo, thi;
  if (!found || !carm || !const_range_at(r, g, tc, bb, &tlo, &thi) || tlo < 0) return NULL; /* rem <= TC */
  s0 = LLVMConstIntGetSExtValue(ml.y0);
  if (LLVMConstIntGetSExtValue(carm) != s0) return NULL;
  if (rem_loop ? rem_loop != rem : !nonzero_at(g, rem, bb)) return NULL;
  const gpuopt_sx *tx = exact_at(r, g, tc, bb); /* TC >= 0 at bb (unroll_iter_of) */
  return tx ? gpuopt__sx_addc(gpuopt__ranges_table(r), tx, s0 - 1) : NULL;
}

/* y >= 0 where the range analysis cannot say (an `add nuw` alone gives it no signed bound: the
 * vectoriser's `index + 4`): y (through sext and zext nneg) is a phi `[y0, pre], [y + c, latch]`,
 * c >= 1 a constant, the add nuw or nsw, y0 >= 0 where it enters: the values y0, y0 + c, ... rise
 * without wrap. With nuw only they are non-negative as unsigned values, and as signed ones too below
 * 2^63: the caller takes this only with an upper bound from the loop's own structure (phi_hi,
 * phi_eq_hi, twin_hi, ...: the sequence reaches its exit value before it could wrap), not from a
 * signed range. */
static int rises_from_nonneg(const gpuopt_ranges *r, LLVMValueRef y) {
  while (LLVMIsASExtInst(y) || (LLVMIsAZExtInst(y) && LLVMGetNNeg(y))) y = LLVMGetOperand(y, 0);
  if (!LLVMIsAPHINode(y) || LLVMCountIncoming(y) != 2) return 0;
  gpuopt_sx_table *t = gpuopt__ranges_table(r);
  for (unsigned li = 0; li < 2; li++) {
    LLVMValueRef nx = LLVMGetIncomingValue(y, li), y0 = LLVMGetIncomingValue(y, 1 - li);
    if (!nw_binop(nx, LLVMAdd) || LLVMGetOperand(nx, 0) != y || !LLVMIsAConstantInt(LLVMGetOperand(nx, 1)) ||
        LLVMConstIntGetSExtValue(LLVMGetOperand(nx, 1)) < 1)
      continue;
    if (LLVMIsAConstantInt(y0)) return LLVMConstIntGetSExtValue(y0) >= 0;
    gpuopt_rng r0;
    return gpuopt__ranges_get(r, y0, LLVMGetIncomingBlock(y, 1 - li), &r0) && r0.reached &&
           gpuopt__sx_prove_le(t, gpuopt__sx_const(t, 0), r0.lo, NULL);
  }
  return 0;
}

/* v <= TC - 1 + *delta where TC & r != 0 (TC >= 0): v is a constant c (c = 0 + c, and 0 <= TC - 1),
 * `and TC, mask` with mask & r == 0 (then TC & mask = TC - (TC & ~mask) <= TC - (TC & r) <= TC - 1),
 * `sub TC, (and TC, r2)` with r2 covering r's bits, or one of those plus a constant c >= 0 (`or
 * disjoint`, `add nsw/nuw`: a loop from column c). *delta is the largest c of the values seen; *tc
 * the one TC they name (set by the first), or 0. The same holds for v + rem - 1 with rem = TC & r:
 * w + rem <= TC for each w above (disjoint bits, or TC - (TC & r2) + (TC & r)). */
static int below_tc(LLVMValueRef v, uint64_t r, LLVMValueRef *tc, int64_t *delta) {
  int64_t c = 0;
  if (LLVMIsAConstantInt(v)) {
    c = LLVMConstIntGetSExtValue(v);
    if (c < 0 || c > (1 << 20)) return 0;
    if (c > *delta) *delta = c;
    return 1;
  }
  if (!LLVMIsAInstruction(v)) return 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  if (((op == LLVMOr && LLVMGetIsDisjoint(v)) || nw_binop(v, LLVMAdd)) && LLVMIsAConstantInt(LLVMGetOperand(v, 1))) {
    c = LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1));
    if (c < 0 || c > (1 << 20)) return 0;
    v = LLVMGetOperand(v, 0);
    if (!LLVMIsAInstruction(v)) return 0;
    op = LLVMGetInstructionOpcode(v);
  }
  LLVMValueRef t = LLVMGetOperand(v, 0), o = LLVMGetOperand(v, 1);
  if (op == LLVMAnd) {
    if (!LLVMIsAConstantInt(o) || (LLVMConstIntGetZExtValue(o) & r)) return 0;
  } else if (op == LLVMSub) {
    if (!LLVMIsAInstruction(o) || LLVMGetInstructionOpcode(o) != LLVMAnd || LLVMGetOperand(o, 0) != t || !LLVMIsAConstantInt(LLVMGetOperand(o, 1)) ||
        (LLVMConstIntGetZExtValue(LLVMGetOperand(o, 1)) & r) != r)
      return 0;
  } else return 0;
  if (*tc && *tc != t) return 0;
  *tc = t;
  if (c > *delta) *delta = c;
  return 1;
}

/* The first and/sub of TC among v (through a constant's or disjoint / add): TC, or NULL. */
static LLVMValueRef tc_of(LLVMValueRef v) {
  if (LLVMIsAInstruction(v) && ((LLVMGetInstructionOpcode(v) == LLVMOr && LLVMGetIsDisjoint(v)) || nw_binop(v, LLVMAdd)) &&
      LLVMIsAConstantInt(LLVMGetOperand(v, 1)))
    v = LLVMGetOperand(v, 0);
  if (LLVMIsAInstruction(v) && (LLVMGetInstructionOpcode(v) == LLVMAnd || LLVMGetInstructionOpcode(v) == LLVMSub)) return LLVMGetOperand(v, 0);
  return NULL;
}

/* v = w + c (c >= 0 a constant: `or disjoint`, `add nsw/nuw`; or w alone) with w = `and TC, mask` or
 * `sub TC, (and TC, r)`, reaching block `to` from `from` only where w != TC: the edge is the
 * not-equal side of from's branch on `icmp eq/ne TC, w`. Then w <= TC - 1 (TC >= 0: w <= TC, and not
 * equal), v <= TC - 1 + c; *delta takes the largest c. (LLVM's scalar tail after a vectorised loop
 * from column c: its start (TC & mask) + c where the middle block found TC & mask != TC.) */
static int edge_below_tc(LLVMValueRef v, LLVMValueRef tc, LLVMBasicBlockRef from, LLVMBasicBlockRef to, int64_t *delta) {
  int64_t c = 0;
  if (LLVMIsAInstruction(v) && ((LLVMGetInstructionOpcode(v) == LLVMOr && LLVMGetIsDisjoint(v)) || nw_binop(v, LLVMAdd)) &&
      LLVMIsAConstantInt(LLVMGetOperand(v, 1))) {
    c = LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1));
    v = LLVMGetOperand(v, 0);
  }
  if (c < 0 || c > (1 << 20) || tc_of(v) != tc) return 0;
  LLVMValueRef br = LLVMGetBasicBlockTerminator(from);
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !LLVMIsAICmpInst(LLVMGetCondition(br))) return 0;
  LLVMValueRef cmp = LLVMGetCondition(br);
  LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
  LLVMValueRef a = LLVMGetOperand(cmp, 0), b = LLVMGetOperand(cmp, 1);
  if (!((a == tc && b == v) || (a == v && b == tc))) return 0;
  LLVMBasicBlockRef t0 = LLVMGetSuccessor(br, 0), t1 = LLVMGetSuccessor(br, 1);
  if (t0 == t1 || !((pr == LLVMIntEQ && t1 == to) || (pr == LLVMIntNE && t0 == to))) return 0;
  if (c > *delta) *delta = c;
  return 1;
}

/* The column of a remainder in prologue form (clang's LoopUnrollRuntime on a vectorised loop's
 * scalar tail: the tail from s, s = c or the vector loop's end (TC & mask) + c for a loop from
 * column c, runs its TC mod k extra iterations first, where `rem = TC & (k-1)` is not 0): one copy
 * at y = phi of such s values in a block where rem != 0 holds (nonzero_at), or a loop
 * `y = phi [s, pre], [y + 1, latch]` counted by a twin from 0 to rem (y <= s + rem - 1). Either way
 * y <= TC - 1 + c (below_tc). TC >= 0 at the access. Returns TC - 1 + c, or NULL. */
static const gpuopt_sx *prologue_hi(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef y, LLVMBasicBlockRef bb) {
  while (LLVMIsASExtInst(y) || (LLVMIsAZExtInst(y) && LLVMGetNNeg(y))) y = LLVMGetOperand(y, 0);
  LLVMValueRef s = y, rem = NULL;
  twin_loop pl;
  if (match_twin(g, y, &pl)) { /* the prologue loop: +1 steps, a twin from 0 to rem */
    if (pl.c != 1 || pl.next != 1 || !LLVMIsAConstantInt(pl.n0) || LLVMConstIntGetSExtValue(pl.n0) != 0 || pl.n == y) return NULL;
    s = pl.y0, rem = pl.u;
  }
  if (!LLVMIsAPHINode(s) || !LLVMCountIncoming(s) || LLVMCountIncoming(s) > 4) return NULL;
  LLVMValueRef tc = NULL;
  int64_t delta = 0;
  if (rem) { /* rem = TC & (k-1) */
    if (!LLVMIsAInstruction(rem) || LLVMGetInstructionOpcode(rem) != LLVMAnd || !LLVMIsAConstantInt(LLVMGetOperand(rem, 1))) return NULL;
    uint64_t rb = LLVMConstIntGetZExtValue(LLVMGetOperand(rem, 1));
    tc = LLVMGetOperand(rem, 0);
    if (!rb || (rb & (rb + 1))) return NULL;
    for (unsigned i = 0; i < LLVMCountIncoming(s); i++)
      if (!below_tc(LLVMGetIncomingValue(s, i), rb, &tc, &delta)) return NULL;
  } else { /* one copy: some rem = TC & r, r = k-1, not 0 at bb */
    for (unsigned i = 0; i < LLVMCountIncoming(s) && !tc; i++) tc = tc_of(LLVMGetIncomingValue(s, i));
    for (LLVMUseRef u = tc ? LLVMGetFirstUse(tc) : NULL; u && !rem; u = LLVMGetNextUse(u)) {
      LLVMValueRef a = LLVMGetUser(u);
      if (!LLVMIsAInstruction(a) || LLVMGetInstructionOpcode(a) != LLVMAnd || LLVMGetOperand(a, 0) != tc || !LLVMIsAConstantInt(LLVMGetOperand(a, 1)))
        continue;
      uint64_t b = LLVMConstIntGetZExtValue(LLVMGetOperand(a, 1));
      if (!b || (b & (b + 1)) || !nonzero_at(g, a, bb)) continue;
      LLVMValueRef t2 = tc;
      int all = 1;
      delta = 0;
      for (unsigned i = 0; i < LLVMCountIncoming(s) && all; i++) all = below_tc(LLVMGetIncomingValue(s, i), b, &t2, &delta);
      if (all) rem = a;
    }
    if (!rem) { /* or each start on an edge taken only where it is below TC (edge_below_tc) */
      delta = 0;
      int cst = 0;
      for (unsigned i = 0; i < LLVMCountIncoming(s) && tc; i++) {
        LLVMValueRef v = LLVMGetIncomingValue(s, i);
        if (LLVMIsAConstantInt(v)) {
          int64_t c = LLVMConstIntGetSExtValue(v);
          if (c < 0 || c > (1 << 20)) return NULL;
          if (c > delta) delta = c;
          cst = 1;
        } else if (!edge_below_tc(v, tc, LLVMGetIncomingBlock(s, i), LLVMGetInstructionParent(s), &delta)) return NULL;
      }
      int64_t l1, h1;
      if (!tc || (cst && (!const_range_at(r, g, tc, bb, &l1, &h1) || l1 < 1))) return NULL; /* a constant c <= TC - 1 + c */
    }
  }
  int64_t lo, hi;
  if (!const_range_at(r, g, tc, bb, &lo, &hi) || lo < 0) return NULL;
  const gpuopt_sx *tx = exact_at(r, g, tc, bb);
  return tx ? gpuopt__sx_addc(gpuopt__ranges_table(r), tx, delta - 1) : NULL;
}

/* A constant lower bound of v at bb from its structure, where the range analysis has none (it keeps
 * no guard on a zext's operand, nor the sign of `and X, -8` with X >= 0): const_range_at (ranges,
 * dominating guards, zext), `and X, M` (>= 0 where X >= 0 or M >= 0), `or disjoint X, C` and
 * `add nsw X, C` (C >= 0: lo(X) + C), and phis (the least incoming; an incoming `add nsw phi, C`
 * with C >= 0 does not lower it: the value only rises). INT64_MIN when unknown. */
static int64_t lo_at(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef v, LLVMBasicBlockRef bb, int depth) {
  int64_t lo = INT64_MIN, hi, c;
  if (LLVMIsAConstantInt(v)) return LLVMConstIntGetSExtValue(v);
  if (!LLVMIsAInstruction(v) || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) return INT64_MIN;
  const_range_at(r, g, v, bb, &lo, &hi);
  if (depth > 6) return lo;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  int64_t k = INT64_MIN;
  if (op == LLVMAnd) {
    LLVMValueRef m = LLVMGetOperand(v, 1);
    if ((LLVMIsAConstantInt(m) && LLVMConstIntGetSExtValue(m) >= 0) || lo_at(r, g, LLVMGetOperand(v, 0), bb, depth + 1) >= 0) k = 0;
  } else if (((op == LLVMOr && LLVMGetIsDisjoint(v)) || is_binop(v, LLVMAdd)) && LLVMIsAConstantInt(LLVMGetOperand(v, 1)) &&
             (c = LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1))) >= 0 && c < (1 << 30)) { /* nsw: nuw alone may cross 2^63 */
    int64_t a = lo_at(r, g, LLVMGetOperand(v, 0), bb, depth + 1);
    if (a != INT64_MIN && a < INT64_MAX / 2) k = a + c;
  } else if (op == LLVMPHI && LLVMCountIncoming(v) <= 4) {
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++) {
      LLVMValueRef in = LLVMGetIncomingValue(v, i);
      if (LLVMIsAInstruction(in) && LLVMGetInstructionOpcode(in) == LLVMAdd && LLVMGetNSW(in) && LLVMGetOperand(in, 0) == v &&
          LLVMIsAConstantInt(LLVMGetOperand(in, 1)) && LLVMConstIntGetSExtValue(LLVMGetOperand(in, 1)) >= 0)
        continue; /* rises */
      int64_t a = lo_at(r, g, in, bb, depth + 1);
      if (a == INT64_MIN) { k = INT64_MIN; break; }
      k = i && k != INT64_MIN ? (a < k ? a : k) : a;
      if (!i) continue;
    }
  }
  return k > lo ? k : lo;
}

/* 0 <= y + d <= m-1 at the access (y NULL: 0). */
static int y_in_row(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef m, LLVMValueRef y, int64_t d, LLVMValueRef at, int *guard) {
  if (!y && !d) return 1;
  if (y && !d && grid_stride_in_row(r, g, m, y, LLVMGetInstructionParent(at))) return 1;
  gpuopt_sx_table *t = gpuopt__ranges_table(r);
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(at);
  gpuopt_rng ry;
  if (!y) ry.lo = ry.hi = gpuopt__sx_const(t, 0), ry.reached = 1;
  else if (!gpuopt__ranges_get(r, y, bb, &ry) || !ry.reached) return 0;
  int64_t ph;
  if (y && gpuopt__sx_is_inf(ry.hi) && phi_hi(y, &ph)) ry.hi = gpuopt__sx_const(t, ph);
  if (d) ry.lo = gpuopt__sx_addc(t, ry.lo, d), ry.hi = gpuopt__sx_addc(t, ry.hi, d);
  if (!ry.lo || !ry.hi) return 0;
  const gpuopt_sx *ms;
  gpuopt_sx_env env = {0}, *envp = NULL;
  uint32_t sid;
  int64_t elo = INT64_MIN, ehi = INT64_MAX;
  if (LLVMIsAConstantInt(m)) ms = gpuopt__sx_const(t, LLVMConstIntGetSExtValue(m));
  else {
    const gpuopt_sx_sym *s = gpuopt__ranges_symbol(r, m);
    if (!s) return 0;
    ms = s->expr;
    gpuopt_rng rm;
    int64_t c = 0;
    if (gpuopt__ranges_get(r, m, bb, &rm) && rm.reached && gpuopt__sx_is_const(rm.lo, &c) && c >= 1) elo = c;
    else elo = m_lower_bound(g, m, bb);
    if (elo >= 1) {
      sid = s->id;
      env.n = 1, env.sym = &sid, env.lo = &elo, env.hi = &ehi;
      envp = &env;
    }
  }
  if (!gpuopt__sx_prove_le(t, gpuopt__sx_const(t, 0), ry.lo, envp)) {
    int64_t sl = y ? lo_at(r, g, y, bb, 0) : INT64_MIN; /* the structure's lower bound */
    /* or a rising phi from y0 >= 0 (the vectoriser's nuw index): the upper bound from below only */
    if (!(sl != INT64_MIN && sl < INT64_MAX / 2 && sl + d >= 0) && (!y || d < 0 || !gpuopt__sx_is_inf(ry.hi) || !rises_from_nonneg(r, y))) return 0;
  }
  if (gpuopt__sx_prove_le(t, ry.hi, gpuopt__sx_addc(t, ms, -1), envp)) return 1;
  int64_t hh;
  if (y && phi_hdr_hi(g, y, bb, &hh) && gpuopt__sx_prove_le(t, gpuopt__sx_const(t, hh + d), gpuopt__sx_addc(t, ms, -1), envp)) return 1;
  /* a run-time guard: the bound follows from an integer parameter q of the kernel being at most M (a
   * loop bound passed by value: `for (k = 0; k < n; k++) A[i][k]`, n <= M), which the launcher checks
   * (the contract's g field) before it runs the reordered version. Constant M only. */
  const gpuopt_sx *eh = y ? phi_eq_hi(r, g, y, bb) : NULL;
  if (y && !eh) eh = twin_hi(r, g, y, bb);       /* clang's runtime-unrolled loops: the main loop */
  if (y && !eh) eh = remainder_hi(r, g, y, bb);  /* and its remainder */
  if (y && !eh) eh = prologue_hi(r, g, y, bb);   /* a remainder in prologue form */
  if (eh && d) eh = gpuopt__sx_addc(t, eh, d);
  if (eh && gpuopt__sx_prove_le(t, eh, gpuopt__sx_addc(t, ms, -1), envp)) return 1;
  if (!guard || !LLVMIsAConstantInt(m) || envp) return 0;
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  unsigned np = LLVMCountParams(fn);
  for (unsigned q = 0; q < np; q++) {
    LLVMValueRef pq = LLVMGetParam(fn, q);
    if (LLVMGetTypeKind(LLVMTypeOf(pq)) != LLVMIntegerTypeKind) continue;
    const gpuopt_sx_sym *sq = gpuopt__ranges_symbol(r, pq);
    if (!sq) continue;
    uint32_t qid = sq->id;
    int64_t qlo = INT64_MIN, qhi = LLVMConstIntGetSExtValue(m);
    gpuopt_sx_env qe = {1, &qid, &qlo, &qhi};
    if (gpuopt__sx_prove_le(t, ry.hi, gpuopt__sx_addc(t, ms, -1), &qe) || (eh && gpuopt__sx_prove_le(t, eh, gpuopt__sx_addc(t, ms, -1), &qe))) {
      *guard = (int)q;
      return 1;
    }
  }
  return 0;
}

/* Every lane of the access within its row: 0 <= Y + d and Y + d + lanes - 1 <= M-1 (y_in_row at both
 * ends: the lanes between follow), one run-time guard at most. */
static int lanes_in_row(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef m, LLVMValueRef y, int64_t d, unsigned lanes, LLVMValueRef at, int *guard) {
  int g0 = -1, g1 = -1;
  if (!y_in_row(r, g, m, y, d, at, &g0)) return 0;
  if (lanes > 1 && !y_in_row(r, g, m, y, d + (int64_t)lanes - 1, at, &g1)) return 0;
  if (g0 >= 0 && g1 >= 0 && g0 != g1) return 0;
  *guard = g0 >= 0 ? g0 : g1;
  return 1;
}

/* A multi-index access's column within its row: 0 <= Y + d <= M-1 (every lane), or, with the constant
 * element offset D = dr*M + d split another way (D's remainder modulo M, or that minus M),
 * 0 <= Y + d' <= M-1 (then the element is in row X + dr'). */
static int chain_in_row(const gpuopt_ranges *r, const dom_info *g, LLVMValueRef m, acc *a, int *guard) {
  if (lanes_in_row(r, g, m, a->y, a->d, a->lanes, a->gep, guard)) return 1;
  if (!LLVMIsAConstantInt(m)) return 0;
  int64_t M = LLVMConstIntGetSExtValue(m), D = a->d + a->dr * M;
  int64_t q = D / M - (D % M < 0), rem = D - q * M;
  for (int k = 0; k < 2; k++, rem -= M, q++)
    if (rem != a->d && lanes_in_row(r, g, m, a->y, rem, a->lanes, a->gep, guard)) {
      a->d = rem, a->dr = q;
      return 1;
    }
  return 0;
}

/* threadIdx.x coefficient of v: 0 uniform, 1 affine with a nonzero one, 2 unknown */
static int tid_kind(const gpuopt_divergence *d, LLVMValueRef v) {
  if (!v) return 0;
  /* gpuopt offload's sequential kernels index rows by `and i64 k, 2^32-1` (the i32 induction variable
   * zero-extended from the i64 one): counted as k (the gain only; the legality does not use it) */
  if (LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAnd && LLVMIsAConstantInt(LLVMGetOperand(v, 1)) &&
      LLVMConstIntGetZExtValue(LLVMGetOperand(v, 1)) == 0xffffffffull && tid_kind(d, LLVMGetOperand(v, 0)) == 1)
    return 1;
  gpuopt_div_value dv;
  if (gpuopt_divergence_value(d, v, &dv)) return 2;
  if (dv.state == GPUOPT_STATE_UNIFORM) return 0;
  if (dv.state == GPUOPT_STATE_AFFINE) return 1;
  return 2;
}

/* The share of fn's global accesses that the access patterns prove coalesced (Table IV's F2), for
 * the launches of gpuopt offload's runtime: blockDim.x a multiple of 32 (warp_round), so threadIdx.y
 * and z are warp-uniform. */
static gpuopt_status divergence32(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_divergence **d) {
  gpuopt_options o = *gpuopt_ctx_options(ctx);
  gpuopt_ctx *c32 = NULL;
  if (!o.block_x_multiple || o.block_x_multiple % 32) o.block_x_multiple = 32;
  if (gpuopt_ctx_create(&o, &c32)) return gpuopt__fail(ctx, GPUOPT_ENOMEM, "index-reorder: out of memory");
  gpuopt_status st = gpuopt_divergence_analyze(c32, fn, NULL, d);
  if (st) gpuopt__fail(ctx, st, "index-reorder: %s", gpuopt_ctx_error(c32));
  gpuopt_ctx_free(c32);
  return st;
}

static double coalesced_share(gpuopt_ctx *ctx, LLVMValueRef fn) {
  gpuopt_divergence *d = NULL;
  if (divergence32(ctx, fn, &d)) return -1;
  unsigned mem = 0, co = 0;
  for (size_t i = 0; i < gpuopt_divergence_num_accesses(d); i++) {
    gpuopt_div_access a;
    if (gpuopt_divergence_access(d, i, &a)) continue;
    LLVMValueRef in = a.inst;
    LLVMValueRef p = LLVMIsALoadInst(in) ? LLVMGetOperand(in, 0) : LLVMIsAStoreInst(in) ? LLVMGetOperand(in, 1) : NULL;
    if (!p) continue;
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
    if (as != 0 && as != 1) continue;
    mem++;
    if (a.pattern == GPUOPT_ACCESS_COALESCED) co++;
  }
  gpuopt_divergence_free(d);
  return mem ? (double)co / mem : 0;
}

/* The reordered version of kernel fn: a copy NAME_ro with `extra` i64 parameters appended (cc,
 * linkage, attributes copied; no debug metadata: a subprogram belongs to one function), the original
 * kept unchanged (the runtime picks one at each launch, §5.4). An nvvm.annotations kernel's copy
 * gets the PTX kernel calling convention instead, so that it can be deleted without leaving an
 * annotation behind (annotate_kernel gives it fn's form once it is kept). map: values of fn -> the
 * copy's. Returns NULL on out of memory. */
static LLVMValueRef clone_kernel(LLVMModuleRef mod, LLVMValueRef fn, unsigned extra, gpuopt_ptrmap *map) {
  LLVMContextRef c = LLVMGetModuleContext(mod);
  LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
  unsigned np = LLVMCountParamTypes(ft);
  LLVMTypeRef *pt = calloc(np + extra + 1, sizeof *pt);
  if (!pt) return NULL;
  LLVMGetParamTypes(ft, pt);
  for (unsigned i = 0; i < extra; i++) pt[np + i] = LLVMInt64TypeInContext(c);
  LLVMTypeRef nft = LLVMFunctionType(LLVMGetReturnType(ft), pt, np + extra, LLVMIsFunctionVarArg(ft));
  free(pt);
  size_t len = 0;
  const char *nm0 = LLVMGetValueName2(fn, &len);
  char *nm = malloc(len + 4);
  if (!nm) return NULL;
  memcpy(nm, nm0, len);
  memcpy(nm + len, "_ro", 4);
  LLVMValueRef nf = LLVMAddFunction(mod, nm, nft);
  free(nm);
  LLVMSetFunctionCallConv(nf, LLVMGetFunctionCallConv(fn));
  LLVMSetLinkage(nf, LLVMGetLinkage(fn));
  LLVMSetVisibility(nf, LLVMGetVisibility(fn));
  for (unsigned idx = 0; idx <= np + 1; idx++) { /* function, return value, parameters 1..np */
    LLVMAttributeIndex ai = idx == np + 1 ? (LLVMAttributeIndex)LLVMAttributeFunctionIndex : idx;
    unsigned na = LLVMGetAttributeCountAtIndex(fn, ai);
    if (!na) continue;
    LLVMAttributeRef *as = calloc(na, sizeof *as);
    if (!as) continue;
    LLVMGetAttributesAtIndex(fn, ai, as);
    for (unsigned k = 0; k < na; k++) LLVMAddAttributeAtIndex(nf, ai, as[k]);
    free(as);
  }
  unsigned kdbg = LLVMGetMDKindIDInContext(c, "dbg", 3);
  size_t nmd = 0;
  LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(fn, &nmd);
  for (size_t k = 0; k < nmd; k++)
    if (LLVMValueMetadataEntriesGetKind(md, (unsigned)k) != kdbg)
      LLVMGlobalSetMetadata(nf, LLVMValueMetadataEntriesGetKind(md, (unsigned)k), LLVMValueMetadataEntriesGetMetadata(md, (unsigned)k));
  if (md) LLVMDisposeValueMetadataEntries(md);
  if (LLVMGetFunctionCallConv(fn) != 71 && gpuopt_is_kernel(fn)) LLVMSetFunctionCallConv(nf, 71); /* for now */
  int ok = 1;
  for (unsigned i = 0; i < np && ok; i++) {
    LLVMValueRef oa = LLVMGetParam(fn, i), na = LLVMGetParam(nf, i);
    size_t l = 0;
    const char *an = LLVMGetValueName2(oa, &l);
    if (l) LLVMSetValueName2(na, an, l);
    ok = gpuopt__ptrmap_put(map, oa, (uintptr_t)na);
  }
  unsigned nb = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *bs = calloc(nb ? nb : 1, sizeof *bs), *cp = calloc(nb ? nb : 1, sizeof *cp);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  if (bs && cp) LLVMGetBasicBlocks(fn, bs);
  ok = ok && bs && cp && gpuopt__clone_blocks(fn, b, bs, nb, map, "ro", 0, cp);
  LLVMDisposeBuilder(b);
  for (unsigned k = 0; cp && k < nb; k++) {
    if (!cp[k]) continue;
    LLVMRemoveBasicBlockFromParent(cp[k]);
    LLVMAppendExistingBasicBlock(nf, cp[k]);
    const char *bn = LLVMGetBasicBlockName(bs[k]);
    if (bn && *bn) LLVMSetValueName2(LLVMBasicBlockAsValue(cp[k]), bn, strlen(bn));
    for (LLVMValueRef in = LLVMGetFirstInstruction(bs[k]); in; in = LLVMGetNextInstruction(in)) {
      LLVMValueRef cl = (LLVMValueRef)gpuopt__ptrmap_get_or(map, in, (uintptr_t)in);
      size_t l = 0;
      const char *n = LLVMGetValueName2(in, &l);
      if (cl != in && l) LLVMSetValueName2(cl, n, l); /* the names are free in the copy */
    }
    for (LLVMValueRef in = LLVMGetFirstInstruction(cp[k]); in; in = LLVMGetNextInstruction(in))
      LLVMInstructionSetDebugLoc(in, NULL);
  }
  free(bs), free(cp);
  if (!ok) {
    LLVMDeleteFunction(nf);
    return NULL;
  }
  return nf;
}

/* The copy nf of kernel fn kept: an nvvm.annotations kernel's copy gets fn's calling convention and
 * its own annotation (clone_kernel). */
static void annotate_kernel(LLVMModuleRef mod, LLVMValueRef fn, LLVMValueRef nf) {
  if (LLVMGetFunctionCallConv(fn) == 71 || !gpuopt_is_kernel(fn)) return;
  LLVMContextRef c = LLVMGetModuleContext(mod);
  LLVMSetFunctionCallConv(nf, LLVMGetFunctionCallConv(fn));
  LLVMMetadataRef ops[3] = {LLVMValueAsMetadata(nf), LLVMMDStringInContext2(c, "kernel", 6),
                            LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c), 1, 0))};
  LLVMAddNamedMetadataOperand(mod, "nvvm.annotations", LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, ops, 3)));
}

static void set_str_attr(LLVMValueRef fn, const char *k, const char *v) {
  LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(fn));
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateStringAttribute(c, k, (unsigned)strlen(k), v, (unsigned)strlen(v)));
}

/* The vector loads and stores through p (the address of lane 0 in the transposed layout) become
 * one scalar access per lane, lane w at `gep i8 p, w*R*es` (rows R), with the vector's metadata (its
 * lanes are within its range) and alignment at most es. */
static void split_vectors(LLVMBuilderRef b, LLVMValueRef p, LLVMValueRef rows, unsigned es) {
  LLVMValueRef us[MAX_ACC];
  unsigned nu = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(p); u && nu < MAX_ACC; u = LLVMGetNextUse(u)) {
    LLVMValueRef mi = LLVMGetUser(u);
    LLVMValueRef v = LLVMIsALoadInst(mi) ? mi : LLVMIsAStoreInst(mi) && LLVMGetOperand(mi, 1) == p ? LLVMGetOperand(mi, 0) : NULL;
    if (v && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind) us[nu++] = mi;
  }
  LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(p));
  LLVMTypeRef i8 = LLVMInt8TypeInContext(c), i64 = LLVMInt64TypeInContext(c), i32 = LLVMInt32TypeInContext(c);
  for (unsigned q = 0; q < nu; q++) {
    LLVMValueRef mi = us[q];
    int ld = LLVMIsALoadInst(mi) != NULL;
    LLVMTypeRef vt = ld ? LLVMTypeOf(mi) : LLVMTypeOf(LLVMGetOperand(mi, 0)), et = LLVMGetElementType(vt);
    unsigned w = LLVMGetVectorSize(vt), al = LLVMGetAlignment(mi);
    if (!al || al > es) al = es;
    size_t nmd = 0;
    LLVMValueMetadataEntry *md = LLVMInstructionGetAllMetadataOtherThanDebugLoc(mi, &nmd);
    LLVMPositionBuilderBefore(b, mi);
    LLVMValueRef vec = ld ? LLVMGetPoison(vt) : NULL;
    for (unsigned l = 0; l < w; l++) {
      LLVMValueRef lp = p;
      if (l) {
        LLVMValueRef off = LLVMBuildNSWMul(b, rows, LLVMConstInt(i64, (unsigned long long)l * es, 0), "ro.lane");
        lp = LLVMBuildGEP2(b, i8, p, &off, 1, "ro.lanep");
      }
      LLVMValueRef li = LLVMConstInt(i32, l, 0), s;
      if (ld) {
        s = LLVMBuildLoad2(b, et, lp, "ro.ld");
        vec = LLVMBuildInsertElement(b, vec, s, li, "ro.v");
      } else s = LLVMBuildStore(b, LLVMBuildExtractElement(b, LLVMGetOperand(mi, 0), li, "ro.e"), lp);
      LLVMSetAlignment(s, al);
      for (size_t k = 0; k < nmd; k++)
        LLVMSetMetadata(s, LLVMValueMetadataEntriesGetKind(md, (unsigned)k),
                        LLVMMetadataAsValue(c, LLVMValueMetadataEntriesGetMetadata(md, (unsigned)k)));
    }
    if (md) LLVMDisposeValueMetadataEntries(md);
    if (ld) LLVMReplaceAllUsesWith(mi, vec);
    LLVMInstructionEraseFromParent(mi);
  }
}

static gpuopt_status reorder_kernel(gpuopt_ctx *ctx, LLVMModuleRef mod, LLVMValueRef fn, int *changed) {
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(mod);
  unsigned np = LLVMCountParams(fn);
  if (LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LAYOUT_ATTR, (unsigned)strlen(LAYOUT_ATTR)) ||
      LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LAYOUT_VERSION_ATTR, (unsigned)strlen(LAYOUT_VERSION_ATTR)))
    return GPUOPT_OK; /* a reordered copy, or a kernel that has one */
  cand *cs = calloc(np ? np : 1, sizeof *cs);
  if (!cs) return gpuopt__fail(ctx, GPUOPT_ENOMEM, "index-reorder: out of memory");
  gpuopt_ranges *r = NULL;
  gpuopt_divergence *d = NULL;
  unsigned nc = 0;
  char why[512] = "";
  size_t wl = 0;
  dom_info g = {0};
  gpuopt_status st = GPUOPT_OK;
  for (unsigned i = 0; i < np; i++) {
    LLVMValueRef p = LLVMGetParam(fn, i);
    if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind || !LLVMGetFirstUse(p)) continue;
    cand c;
    memset(&c, 0, sizeof c);
    c.param = i;
    c.p = p;
    c.guard = -1;
    if (!collect(p, &c, td, 0, 0) || !c.n || !c.m) continue;
    if (!r && (st = gpuopt_ranges_analyze(ctx, fn, NULL, &r))) goto done;
    if (!d && (st = divergence32(ctx, fn, &d))) goto done; /* the offload runtime's blocks: x a multiple of 32 */
    if (!g.cfg && ((st = gpuopt__cfg_build(ctx, fn, &g.cfg)) || (st = gpuopt__domtree_build(ctx, &g.cfg->g, &g.dt)))) goto done;
    int ok = 1, gain = 0;
    for (unsigned k = 0; k < c.n; k++) { /* every access: the gain decides the reason given */
      acc *a = &c.a[k];
      int gq = -1;
      if (ok && a->nmem && !(a->base ? chain_in_row(r, &g, c.m, a, &gq) : lanes_in_row(r, &g, c.m, a->y, a->d, a->lanes, a->gep, &gq))) ok = 0;
      if (ok && gq >= 0) { /* one guard per array */
        if (c.guard >= 0 && c.guard != gq) ok = 0;
        c.guard = gq;
      }
      if (ok && a->nonneg && a->nmem) { /* a plain zext of X*M: the product is >= 0 (where accessed) */
        gpuopt_rng rn;
        gpuopt_sx_table *tt = gpuopt__ranges_table(r);
        int pos = gpuopt__ranges_get(r, a->nonneg, NULL, &rn) && rn.reached && gpuopt__sx_prove_le(tt, gpuopt__sx_const(tt, 0), rn.lo, NULL);
        for (LLVMUseRef q = a->nmem ? LLVMGetFirstUse(a->gep) : NULL; !pos && q; q = LLVMGetNextUse(q))
          pos = nonneg_by_sibling(a->nonneg, LLVMGetUser(q));
        if (!pos) ok = 0;
      }
      if (!a->nmem) continue; /* an address only offset accesses use */
      int kx = tid_kind(d, a->x), ky = tid_kind(d, a->y);
      for (unsigned q = 0; q < a->nx; q++) { /* a row index of several terms (3-D: Z*K + X): the tid-driven */
        int k2 = tid_kind(d, a->xt[q]);    /* term with a coefficient other than 1 stays strided: unknown */
        if (k2 == 1 && a->xc[q] != 1) k2 = 2;
        if (q ? k2 > kx : 1) kx = k2;
      }
      if (kx == 1 && ky != 1) gain++, c.up += a->nmem; /* (a y the analysis cannot place: tid.y, counted as uniform) */
      else if (kx == 0 && ky == 1) gain--, c.down += a->nmem;
      c.nmem += a->nmem;
      c.nld += a->nld;
    }
    if (ok && gain > 0) cs[nc++] = c;
    else if (wl < sizeof why)
      wl += (size_t)snprintf(why + wl, sizeof why - wl, "%s%s: %s", wl ? "; " : "", c.name[0] ? c.name : "?",
                             gain > 0 ? "a column index not proved within its row (0 <= Y <= M-1)"
                                      : "no gain (accesses made coalesced do not outnumber those made strided)");
  }
  if (wl) set_str_attr(fn, LAYOUT_DECLINED_ATTR, why);
  if (!nc) goto done;
  double before = coalesced_share(ctx, fn);
  gpuopt_divergence_free(d), d = NULL;
  gpuopt_ranges_free(r), r = NULL;
  gpuopt__domtree_free(g.dt), g.dt = NULL;
  gpuopt__cfg_free(g.cfg), g.cfg = NULL;
  /* the rewrite, in a copy of the kernel: the original stays for launches where the runtime's
   * cost estimate (or reordering model) declines the layout, or its checks fail */
  gpuopt_ptrmap map;
  gpuopt__ptrmap_init(&map);
  LLVMValueRef orig = fn, nf = clone_kernel(mod, fn, nc, &map);
  if (nf)
    for (unsigned j = 0; j < nc; j++) {
      cs[j].m = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, cs[j].m, (uintptr_t)cs[j].m);
      for (unsigned k = 0; k < cs[j].n; k++) {
        acc *a = &cs[j].a[k];
        a->gep = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, a->gep, (uintptr_t)a->gep);
        if (a->inner) a->inner = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, a->inner, (uintptr_t)a->inner);
        if (a->rowp) a->rowp = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, a->rowp, (uintptr_t)a->rowp);
        if (a->x) a->x = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, a->x, (uintptr_t)a->x);
        if (a->base) a->base = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, a->base, (uintptr_t)a->base);
        for (unsigned q = 0; q < a->nx; q++) a->xt[q] = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, a->xt[q], (uintptr_t)a->xt[q]);
        if (a->y) a->y = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, a->y, (uintptr_t)a->y);
      }
    }
  gpuopt__ptrmap_free(&map);
  if (!nf) {
    st = gpuopt__fail(ctx, GPUOPT_ENOMEM, "index-reorder: out of memory");
    goto done;
  }
  fn = nf;
  LLVMContextRef c = LLVMGetModuleContext(mod);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(c);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  char layout[512] = "", rep[1024] = "";
  size_t ll = 0, rl = 0;
  for (unsigned j = 0; j < nc; j++) {
    cand *cd = &cs[j];
    LLVMValueRef rows = LLVMGetParam(fn, np + j);
    char rn[80];
    snprintf(rn, sizeof rn, "%s.rows", cd->name[0] ? cd->name : "arr");
    LLVMSetValueName2(rows, rn, strlen(rn));
    for (unsigned k = 0; k < cd->n; k++) {
      acc *a = &cd->a[k];
      LLVMPositionBuilderBefore(b, a->gep);
      if (a->base) { /* a multi-index access: base + ((Y + d)*R + X + dr)*es, its loads and stores redirected */
        LLVMValueRef row = NULL, col = NULL;
        for (unsigned q = 0; q < a->nx; q++) {
          LLVMValueRef t = a->xt[q];
          if (LLVMTypeOf(t) != i64) t = LLVMBuildSExt(b, t, i64, "ro.x");
          if (a->xc[q] != 1) t = LLVMBuildNSWMul(b, t, LLVMConstInt(i64, (unsigned long long)a->xc[q], 1), "ro.xk");
          row = row ? LLVMBuildNSWAdd(b, row, t, "ro.xs") : t;
        }
        if (a->dr) row = row ? LLVMBuildNSWAdd(b, row, LLVMConstInt(i64, (unsigned long long)a->dr, 1), "ro.xd")
                             : LLVMConstInt(i64, (unsigned long long)a->dr, 1);
        if (a->y) col = LLVMTypeOf(a->y) != i64 ? LLVMBuildSExt(b, a->y, i64, "ro.y") : a->y;
        if (a->d) col = col ? LLVMBuildNSWAdd(b, col, LLVMConstInt(i64, (unsigned long long)a->d, 1), "ro.yd")
                            : LLVMConstInt(i64, (unsigned long long)a->d, 1);
        LLVMValueRef idx = col ? LLVMBuildNSWMul(b, col, rows, "ro.yr") : NULL;
        idx = idx && row ? LLVMBuildNSWAdd(b, idx, row, "ro.idx") : idx ? idx : row ? row : LLVMConstInt(i64, 0, 0);
        LLVMTypeRef et = LLVMArrayType(LLVMInt8TypeInContext(c), cd->es);
        LLVMValueRef ng = LLVMBuildGEP2(b, et, a->base, &idx, 1, "ro.elt");
        LLVMValueRef us[MAX_ACC];
        unsigned nu = 0;
        for (LLVMUseRef u = LLVMGetFirstUse(a->gep); u && nu < MAX_ACC; u = LLVMGetNextUse(u)) {
          LLVMValueRef mi = LLVMGetUser(u);
          if (LLVMIsALoadInst(mi) || LLVMIsAStoreInst(mi)) us[nu++] = mi;
        }
        for (unsigned q = 0; q < nu; q++) LLVMSetOperand(us[q], LLVMIsALoadInst(us[q]) ? 0 : 1, ng);
        a->fin = ng;
        continue;
      }
      if (a->inner) { /* element (X, Y + d): d rows of the transposed layout past the access's own */
        LLVMValueRef off = LLVMBuildNSWMul(b, LLVMConstInt(i64, (unsigned long long)a->d * (a->scale > 1 ? a->scale : 1), 1), rows, "ro.d");
        LLVMValueRef ng = LLVMBuildGEP2(b, LLVMGetGEPSourceElementType(a->inner), a->inner, &off, 1, "ro.off");
        LLVMReplaceAllUsesWith(a->gep, ng);
        LLVMInstructionEraseFromParent(a->gep);
        a->gep = a->fin = ng;
        /* the inner address may leave the layout (Y + d in the row, Y not): no in-bounds claim */
        LLVMGEPSetNoWrapFlags(a->inner, 0);
        continue;
      }
      LLVMValueRef x = a->x, y = a->y;
      if (LLVMTypeOf(x) != i64) x = LLVMBuildSExt(b, x, i64, "ro.x");
      LLVMValueRef idx = x;
      if (y) {
        if (LLVMTypeOf(y) != i64) y = LLVMBuildSExt(b, y, i64, "ro.y");
        LLVMValueRef t = LLVMBuildNSWMul(b, y, rows, "ro.yr");
        idx = LLVMBuildNSWAdd(b, t, x, "ro.idx");
      }
      if (a->scale > 1) idx = LLVMBuildNSWMul(b, idx, LLVMConstInt(i64, a->scale, 0), "ro.bytes"); /* es-byte elements */
      if (a->rowp) LLVMSetOperand(a->gep, 0, LLVMGetOperand(a->rowp, 0)); /* a row pointer's column: from the base */
      LLVMSetOperand(a->gep, 1, idx);
      a->fin = a->gep;
    }
    /* row pointers left without uses */
    for (unsigned k = 0; k < cd->n; k++) {
      LLVMValueRef rp = cd->a[k].rowp;
      if (!rp || LLVMGetFirstUse(rp)) continue;
      for (unsigned q = 0; q < cd->n; q++)
        if (cd->a[q].rowp == rp) cd->a[q].rowp = NULL;
      LLVMInstructionEraseFromParent(rp);
    }
    /* vector accesses: W scalar ones, lane w at w*R elements past lane 0 (W elements of a row are
     * W rows' elements in the transposed layout) */
    for (unsigned k = 0; k < cd->n; k++)
      if (cd->a[k].lanes > 1 && cd->a[k].fin) split_vectors(b, cd->a[k].fin, rows, cd->es);
    /* the multi-index chains' getelementptrs left without uses (children first: later in the list) */
    for (unsigned k = cd->n; k-- > 0;) {
      LLVMValueRef v = cd->a[k].base ? cd->a[k].gep : NULL;
      while (v && v != cd->a[k].base && LLVMIsAGetElementPtrInst(v) && !LLVMGetFirstUse(v)) {
        LLVMValueRef up = LLVMGetOperand(v, 0);
        for (unsigned q = 0; q < cd->n; q++)
          if (cd->a[q].gep == v) cd->a[q].gep = NULL;
        LLVMInstructionEraseFromParent(v);
        v = up;
      }
    }
    long long mc = LLVMIsAConstantInt(cd->m) ? LLVMConstIntGetSExtValue(cd->m) : -1;
    int mp = -1;
    for (unsigned i = 0; i < np && mc < 0; i++)
      if (LLVMGetParam(fn, i) == cd->m) mp = (int)i;
    if (mc < 0 && mp < 0) continue; /* cannot happen: m is an argument of fn */
    if (mc >= 0) ll += (size_t)snprintf(layout + ll, sizeof layout - ll, "%s%u:c%lld:%u:%u:%u:%u:%u:%d", j ? ";" : "", cd->param, mc, np + j, cd->es, cd->up, cd->down, cd->nmem, !cd->nld);
    else ll += (size_t)snprintf(layout + ll, sizeof layout - ll, "%s%u:p%d:%u:%u:%u:%u:%u:%d", j ? ";" : "", cd->param, mp, np + j, cd->es, cd->up, cd->down, cd->nmem, !cd->nld);
    if (cd->guard >= 0 && mc >= 0) ll += (size_t)snprintf(layout + ll, sizeof layout - ll, ":g%d", cd->guard);
    if (ll >= sizeof layout) ll = sizeof layout - 1;
    char gtxt[96] = "";
    if (cd->guard >= 0 && mc >= 0) {
      size_t gl = 0;
      const char *gn = LLVMGetValueName2(LLVMGetParam(fn, (unsigned)cd->guard), &gl);
      if (gl) snprintf(gtxt, sizeof gtxt, ", where %.*s <= %lld (checked at launch)", (int)(gl > 40 ? 40 : gl), gn, mc);
      else snprintf(gtxt, sizeof gtxt, ", where parameter %d <= %lld (checked at launch)", cd->guard, mc);
    }
    rl += (size_t)snprintf(rep + rl, sizeof rep - rl, "%s%s [col][row] (was [row][col]), %u accesses%s%s", j ? "; " : "",
                           cd->name[0] ? cd->name : "?", cd->nmem, cd->nld ? "" : " (stores only)", gtxt);
    if (rl >= sizeof rep) rl = sizeof rep - 1;
  }
  LLVMDisposeBuilder(b);
  double after = coalesced_share(ctx, fn);
  if (before >= 0 && after >= 0 && after < before) {
    /* the access patterns of the copy say fewer of its accesses are coalesced than the original's:
     * the layout the gain test chose contradicts them (an access it misread); no reordered version */
    LLVMDeleteFunction(fn);
    for (unsigned j = 0; j < nc && wl < sizeof why; j++)
      wl += (size_t)snprintf(why + wl, sizeof why - wl, "%s%s: the reordered version's coalesced share falls (%.3f -> %.3f)",
                             wl ? "; " : "", cs[j].name[0] ? cs[j].name : "?", before, after);
    set_str_attr(orig, LAYOUT_DECLINED_ATTR, why);
    goto done;
  }
  annotate_kernel(mod, orig, fn);
  char share[64];
  snprintf(share, sizeof share, "; coalesced %.3f -> %.3f", before, after);
  if (rl + strlen(share) < sizeof rep) strcat(rep, share);
  set_str_attr(fn, LAYOUT_ATTR, layout);
  set_str_attr(fn, LAYOUT_OF_ATTR, LLVMGetValueName(orig));
  set_str_attr(orig, LAYOUT_REPORT_ATTR, rep);
  set_str_attr(orig, LAYOUT_VERSION_ATTR, LLVMGetValueName(fn));
  gpuopt__rewrites_note(orig, "index-reorder");
  *changed = 1;
done:
  if (g.dt) gpuopt__domtree_free(g.dt);
  if (g.cfg) gpuopt__cfg_free(g.cfg);
  if (d) gpuopt_divergence_free(d);
  if (r) gpuopt_ranges_free(r);
  free(cs);
  return st;
}

gpuopt_status gpuopt__step_index_reorder(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 0;
  VEC(LLVMValueRef) ks = {0};
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && gpuopt_is_kernel(f) && !VEC_PUSH(&ks, f)) {
      VEC_FREE(&ks);
      return gpuopt__fail(ctx, GPUOPT_ENOMEM, "index-reorder: out of memory");
    }
  gpuopt_status st = GPUOPT_OK;
  for (size_t i = 0; !st && i < ks.len; i++) st = reorder_kernel(ctx, m, ks.data[i], changed);
  VEC_FREE(&ks);
  return st;
}

/* The device transpose kernel for elements of es bytes (tiled through shared memory, 32 x 32
 * tiles, blocks of 32 x 8 threads: both the read and the write coalesced):
 *   __gpuopt_omp_transpose_e<es>(ptr src, ptr dst, i64 R, i64 C, i64 avail, i32 dir)
 * S = src, R x C row-major; D = dst, C x R: D[c*R + r] = S[r*C + c]. dir 0 (copy-in, S the plain
 * copy): S elements at or past avail read as 0. dir 1 (copy-out, D the plain copy): D elements at or
 * past avail are not written. Grid: ceil(C/32) x ceil(R/32). */
static const char transpose_ir[] =
    "@tile = internal addrspace(3) global [1056 x %%T] undef, align %u\n"
    "define void @__gpuopt_omp_transpose_e%u(ptr %%src, ptr %%dst, i64 %%R, i64 %%C, i64 %%avail, i32 %%dir) {\n"
    "entry:\n"
    "  %%tx32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %%ty32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
    "  %%bx32 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %%by32 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()\n"
    "  %%tx = zext i32 %%tx32 to i64\n  %%ty = zext i32 %%ty32 to i64\n"
    "  %%bx = zext i32 %%bx32 to i64\n  %%by = zext i32 %%by32 to i64\n"
    "  %%c0 = shl i64 %%bx, 5\n  %%r0 = shl i64 %%by, 5\n  %%in = icmp eq i32 %%dir, 0\n  br label %%ld\n"
    "ld:\n  %%j = phi i64 [ %%ty, %%entry ], [ %%jn, %%ldnext ]\n  %%r = add i64 %%r0, %%j\n  %%c = add i64 %%c0, %%tx\n"
    "  %%rok = icmp ult i64 %%r, %%R\n  %%cok = icmp ult i64 %%c, %%C\n  %%ok = and i1 %%rok, %%cok\n"
    "  br i1 %%ok, label %%ldgo, label %%ldnext\n"
    "ldgo:\n  %%rc = mul i64 %%r, %%C\n  %%o = add i64 %%rc, %%c\n  %%past = icmp uge i64 %%o, %%avail\n"
    "  %%zero = and i1 %%in, %%past\n  br i1 %%zero, label %%ldst, label %%ldl\n"
    "ldl:\n  %%p = getelementptr %%T, ptr %%src, i64 %%o\n  %%v = load %%T, ptr %%p, align %u\n  br label %%ldst\n"
    "ldst:\n  %%val = phi %%T [ %%v, %%ldl ], [ 0, %%ldgo ]\n  %%ti = mul i64 %%j, 33\n  %%ti2 = add i64 %%ti, %%tx\n"
    "  %%tp = getelementptr %%T, ptr addrspace(3) @tile, i64 %%ti2\n  store %%T %%val, ptr addrspace(3) %%tp, align %u\n"
    "  br label %%ldnext\n"
    "ldnext:\n  %%jn = add i64 %%j, 8\n  %%more = icmp ult i64 %%jn, 32\n  br i1 %%more, label %%ld, label %%sync\n"
    "sync:\n  call void @llvm.nvvm.barrier0()\n  br label %%st\n"
    "st:\n  %%k = phi i64 [ %%ty, %%sync ], [ %%kn, %%stnext ]\n  %%dr = add i64 %%c0, %%k\n  %%dc = add i64 %%r0, %%tx\n"
    "  %%drok = icmp ult i64 %%dr, %%C\n  %%dcok = icmp ult i64 %%dc, %%R\n  %%dok = and i1 %%drok, %%dcok\n"
    "  br i1 %%dok, label %%stgo, label %%stnext\n"
    "stgo:\n  %%drr = mul i64 %%dr, %%R\n  %%d = add i64 %%drr, %%dc\n  %%dpast = icmp uge i64 %%d, %%avail\n"
    "  %%skip = and i1 %%dpast, %%notin\n  br i1 %%skip, label %%stnext, label %%sts\n"
    "sts:\n  %%si = mul i64 %%tx, 33\n  %%si2 = add i64 %%si, %%k\n  %%sp = getelementptr %%T, ptr addrspace(3) @tile, i64 %%si2\n"
    "  %%sv = load %%T, ptr addrspace(3) %%sp, align %u\n  %%dp = getelementptr %%T, ptr %%dst, i64 %%d\n"
    "  store %%T %%sv, ptr %%dp, align %u\n  br label %%stnext\n"
    "stnext:\n  %%kn = add i64 %%k, 8\n  %%kmore = icmp ult i64 %%kn, 32\n  br i1 %%kmore, label %%st, label %%done\n"
    "done:\n  ret void\n}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()\n"
    "declare void @llvm.nvvm.barrier0()\n";

/* Add the transpose kernel for es-byte elements to dev (once). */
static gpuopt_status add_transpose(gpuopt_ctx *ctx, LLVMModuleRef dev, unsigned es, LLVMValueRef *out) {
  char name[64];
  snprintf(name, sizeof name, "__gpuopt_omp_transpose_e%u", es);
  if ((*out = LLVMGetNamedFunction(dev, name)) && !LLVMIsDeclaration(*out)) return GPUOPT_OK;
  char ty[16], body[6144];
  snprintf(ty, sizeof ty, "i%u", 8 * es);
  char tmpl[sizeof transpose_ir + 64];
  /* %%T -> the element type: substitute after formatting */
  snprintf(tmpl, sizeof tmpl, transpose_ir, es, es, es, es, es, es);
  size_t o = 0;
  for (const char *p = tmpl; *p && o + 8 < sizeof body; p++) {
    if (p[0] == '%' && p[1] == 'T' && !(p[2] >= 'a' && p[2] <= 'z')) {
      o += (size_t)snprintf(body + o, sizeof body - o, "%s", ty);
      p++;
    } else body[o++] = *p;
  }
  body[o] = 0;
  /* the text's %notin: not the copy-in */
  char *ni = strstr(body, "  %skip = and i1 %dpast, %notin\n");
  if (!ni) return gpuopt__fail(ctx, GPUOPT_ELLVM, "index-reorder: transpose kernel template");
  {
    char rest[6144];
    snprintf(rest, sizeof rest, "  %%notin = xor i1 %%in, true\n%s", ni);
    snprintf(ni, sizeof body - (size_t)(ni - body), "%s", rest);
  }
  LLVMContextRef c = LLVMGetModuleContext(dev);
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(body, strlen(body), "transpose");
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  if (!buf) return gpuopt__fail(ctx, GPUOPT_ENOMEM, "index-reorder: out of memory");
  if (LLVMParseIRInContext(c, buf, &m, &msg)) {
    gpuopt_status st = gpuopt__fail(ctx, GPUOPT_ELLVM, "index-reorder: the transpose kernel does not parse: %s", msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return st;
  }
  LLVMSetDataLayout(m, LLVMGetDataLayoutStr(dev));
  LLVMSetTarget(m, LLVMGetTarget(dev));
  LLVMValueRef tile = LLVMGetNamedGlobal(m, "tile");
  if (tile) {
    char tn[64];
    snprintf(tn, sizeof tn, "__gpuopt_omp_transpose_tile_e%u", es);
    LLVMSetValueName2(tile, tn, strlen(tn));
  }
  if (LLVMLinkModules2(dev, m)) return gpuopt__fail(ctx, GPUOPT_ELLVM, "index-reorder: linking the transpose kernel failed");
  *out = LLVMGetNamedFunction(dev, name);
  if (!*out) return gpuopt__fail(ctx, GPUOPT_ELLVM, "index-reorder: the transpose kernel was lost");
#if GPUOPT_LLVM_VERSION >= 20
  LLVMSetFunctionCallConv(*out, 71);
#else
  LLVMMetadataRef ops[3] = {LLVMValueAsMetadata(*out), LLVMMDStringInContext2(c, "kernel", 6),
                            LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c), 1, 0))};
  LLVMAddNamedMetadataOperand(dev, "nvvm.annotations", LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, ops, 3)));
#endif
  return GPUOPT_OK;
}

/* A launch handle for device kernel `name` in the host module: a global named like gpuopt
 * offload's descriptors (__gpuopt_omp_desc<N>, {i32, i32, ptr name}) so that the registration
 * constructor (codegen/offload_embed.c) registers it; the runtime launches it by its address. */
static LLVMValueRef add_handle(LLVMModuleRef host, unsigned n, const char *name) {
  LLVMContextRef c = LLVMGetModuleContext(host);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c), ptr = LLVMPointerTypeInContext(c, 0);
  LLVMValueRef s = LLVMConstStringInContext2(c, name, strlen(name), 0);
  LLVMValueRef gs = LLVMAddGlobal(host, LLVMTypeOf(s), "__gpuopt_omp_layout.name");
  LLVMSetInitializer(gs, s), LLVMSetGlobalConstant(gs, 1), LLVMSetLinkage(gs, LLVMPrivateLinkage);
  LLVMTypeRef dt = LLVMStructTypeInContext(c, (LLVMTypeRef[]){i32, i32, ptr}, 3, 0);
  char dn[64];
  snprintf(dn, sizeof dn, "__gpuopt_omp_desc%u", n);
  LLVMValueRef old = LLVMGetNamedGlobal(host, dn);
  if (old) return old; /* exported before */
  LLVMValueRef d = LLVMAddGlobal(host, dt, dn);
  LLVMSetInitializer(d, LLVMConstNamedStruct(dt, (LLVMValueRef[]){LLVMConstInt(i32, 0, 0), LLVMConstInt(i32, n, 0), gs}, 3));
  LLVMSetGlobalConstant(d, 1);
  LLVMSetLinkage(d, LLVMPrivateLinkage);
  return d;
}

/* The layouts table of the host module (runtime/offload.c reads it): one {kernel name, layout,
 * handle of the reordered copy} triple per kernel of dev that has a reordered copy (a
 * "gpuopt-layout" contract naming it in "gpuopt-layout-of"), then {NULL, NULL, NULL}; and the
 * transposes table {element bytes, handle} per element size of those layouts the device transpose
 * kernel handles (1, 2, 4, 8, 16 bytes; it is added to dev), then {0, NULL}. Existing tables are
 * replaced. */
gpuopt_status gpuopt_index_reorder_export(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMModuleRef dev) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!host || !dev) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_index_reorder_export: NULL module");
  LLVMContextRef c = LLVMGetModuleContext(host);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c);
  LLVMTypeRef et = LLVMStructTypeInContext(c, (LLVMTypeRef[]){ptr, ptr, ptr}, 3, 0);
  LLVMTypeRef tt = LLVMStructTypeInContext(c, (LLVMTypeRef[]){i32, ptr}, 2, 0);
  VEC(LLVMValueRef) ents = {0};
  VEC(LLVMValueRef) trs = {0};
  unsigned sizes = 0; /* bit log2(es) */
  gpuopt_status st = GPUOPT_OK;
  unsigned nk = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(dev); f && !st; f = LLVMGetNextFunction(f)) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, LAYOUT_ATTR, (unsigned)strlen(LAYOUT_ATTR));
    LLVMAttributeRef of = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, LAYOUT_OF_ATTR, (unsigned)strlen(LAYOUT_OF_ATTR));
    unsigned len = 0, olen = 0;
    const char *lay = a ? LLVMGetStringAttributeValue(a, &len) : NULL;
    const char *orig = of ? LLVMGetStringAttributeValue(of, &olen) : NULL;
    if (!lay || !len || !orig || !olen) continue;
    for (const char *q = lay; q && *q;) { /* P:M:Q:E:up:down;... */
      unsigned p0, q0, es;
      char mk;
      long long mv;
      if (sscanf(q, "%u:%c%lld:%u:%u", &p0, &mk, &mv, &q0, &es) == 5 && (es == 1 || es == 2 || es == 4 || es == 8 || es == 16))
        sizes |= es;
      q = strchr(q, ';');
      if (q) q++;
    }
    LLVMValueRef s1 = LLVMConstStringInContext2(c, orig, olen, 0), s2 = LLVMConstStringInContext2(c, lay, len, 0);
    LLVMValueRef g1 = LLVMAddGlobal(host, LLVMTypeOf(s1), "__gpuopt_omp_layout.kernel");
    LLVMValueRef g2 = LLVMAddGlobal(host, LLVMTypeOf(s2), "__gpuopt_omp_layout.layout");
    LLVMSetInitializer(g1, s1), LLVMSetInitializer(g2, s2);
    LLVMSetGlobalConstant(g1, 1), LLVMSetGlobalConstant(g2, 1);
    LLVMSetLinkage(g1, LLVMPrivateLinkage), LLVMSetLinkage(g2, LLVMPrivateLinkage);
    LLVMValueRef h = add_handle(host, 1000000u + nk++, LLVMGetValueName(f));
    if (!VEC_PUSH(&ents, LLVMConstNamedStruct(et, (LLVMValueRef[]){g1, g2, h}, 3)))
      st = gpuopt__fail(ctx, GPUOPT_ENOMEM, "gpuopt_index_reorder_export: out of memory");
  }
  for (unsigned es = 1; !st && es <= 16; es *= 2) {
    if (!(sizes & es)) continue;
    LLVMValueRef k = NULL;
    if ((st = add_transpose(ctx, dev, es, &k))) break;
    LLVMValueRef h = add_handle(host, 2000000u + es, LLVMGetValueName(k));
    if (!VEC_PUSH(&trs, LLVMConstNamedStruct(tt, (LLVMValueRef[]){LLVMConstInt(i32, es, 0), h}, 2)))
      st = gpuopt__fail(ctx, GPUOPT_ENOMEM, "gpuopt_index_reorder_export: out of memory");
  }
  const char *tab[2] = {"__gpuopt_omp_layouts", "__gpuopt_omp_transposes"};
  for (int w = 0; w < 2 && !st; w++) {
    LLVMValueRef old = LLVMGetNamedGlobal(host, tab[w]);
    LLVMTypeRef ty = w ? tt : et;
    size_t n = w ? trs.len : ents.len;
    if (!n && !old) continue;
    if (!(w ? VEC_PUSH(&trs, LLVMConstNull(tt)) : VEC_PUSH(&ents, LLVMConstNull(et)))) {
      st = gpuopt__fail(ctx, GPUOPT_ENOMEM, "gpuopt_index_reorder_export: out of memory");
      break;
    }
    LLVMValueRef init = LLVMConstArray2(ty, w ? trs.data : ents.data, w ? trs.len : ents.len);
    if (old) LLVMSetValueName2(old, "", 0);
    LLVMValueRef g = LLVMAddGlobal(host, LLVMTypeOf(init), tab[w]);
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    if (old) {
      LLVMReplaceAllUsesWith(old, g);
      LLVMDeleteGlobal(old);
    }
  }
  VEC_FREE(&ents);
  VEC_FREE(&trs);
  return st;
}
