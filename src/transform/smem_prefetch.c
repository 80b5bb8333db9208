/* smem-prefetch: prefetch to shared memory with strip-mining (Wang, Grewe, O'Boyle, TACO 2014, §4.1
 * "Prefetching and Local Memory Optimization": read-only buffers used by several GPU threads are
 * prefetched into local (CUDA shared) memory; Lee et al., MICRO 2010).
 *
 * What it rewrites. A kernel loop `for (k = k0; k < n; k++) ... A[f(k, tid.y, tid.z)] ...` whose load
 * address does not depend on threadIdx.x (the row tile `A[i*nk+k]` of gemm, the vector `x[j]` of a
 * matrix-vector product) makes every thread of a row of the block (threads with one tid.y, tid.z)
 * read the same element in the same iteration: one request per warp and iteration, whose sector
 * holds 32 bytes of which one element is used. The loop is strip-mined by the block's x size T =
 * blockDim.x: an outer tile loop runs the loop's own test, then the threads of a row load the
 * row's next T elements cooperatively (thread x loads the element of iteration k+x, so a warp's
 * loads are consecutive: coalesced), with a barrier before (the previous tile is consumed) and
 * after (the tile is written), and kend = k + min(T, iterations left); an inner loop (the original
 * body, a phi per phi of the loop) runs iterations k .. kend-1 with no test but k' != kend; the tile
 * latch takes k = kend back. The loop's loads read the tile, shared[base + k], base = row*T - k at
 * the refill. Every array read
 * this way gets its own tile `[1024 x elem] addrspace(3)` (rows*T = threads of the block <= 1024).
 * Partial tiles: thread x loads only when iteration k+x runs (the loop's exit test evaluated at
 * k+x, and k+x not wrapped), so a trip count that is not a multiple of T reads nothing past the
 * loop's end; the loads read exactly the elements the original loop reads.
 *
 * threadIdx.x tiles (the other half of the tiled product). In a kernel whose blocks have several
 * rows (it reads tid.y or tid.z; kernel_2d), a load of the loop whose address is consecutive in tid.x
 * (tx_coef: coefficient = the element size) and independent of tid.y/z, gemm's B[k*nj+j], reads the
 * same element in every row of the block: blockDim.y*blockDim.z warps (or half-warps) load it in
 * the same iteration. It gets a tile of T x blockDim.x elements (`[1024 x elem] addrspace(3)`): the
 * strip is then T = min(blockDim.x, 1024 / blockDim.x) iterations (the row tiles load only their
 * first T elements), and in the refill, after the row tiles' loads and before the same barrier,
 * thread (x, r) loads the tile's iterations m = r, r + rows, ... < cnt of column x, through the
 * load's own address at iteration k + m (so the elements are exactly those the original reads,
 * whatever the address's form in x), into slot m*blockDim.x + x; the inner loop reads slot
 * (k - k_tile)*blockDim.x + x (a phi stepping by blockDim.x). Under a divergent guard a column is
 * loaded only where some thread of it is active (a column flag beside the row flag: past the
 * matrix's last column in a partial block nothing is read). Not in 1-D kernels (no reuse across
 * warps), not with the step smem-prefetch-rows. The kernel is also named "smem-prefetch-tx".
 *
 * Barriers need every thread of the block. A loop reached by all threads is rewritten in place. A
 * loop under a divergent guard (`if (i < ni && j < nj) { ...; for k ... }`, the common kernel shape)
 * is made block-convergent by predication: the threads that fail the guard enter the loop too
 * (through a new edge into the header) with a flag `act` = 0, run its control (the uniform exit
 * test) and the tile loads and barriers, and skip the inner loop (a branch on `act` after the
 * refill to the tile latch, whose phis merge the carried values; k there is kend in both groups,
 * and the two groups meet in a new preheader, so k and the tests governing the barriers stay
 * uniform for the divergence analysis); at the exit, the active threads go on to the code after
 * the loop and the others to the guard's join block. Which rows need loading at all is a per-row
 * flag in shared memory set before the guard (atomic or of the guard over the row, between
 * barriers), so a row no active thread reads loads nothing (an out-of-range row of a partial
 * block).
 *
 * Inside a grid-stride loop (the kernels of `gpuopt offload`): the outer loop is first made
 * block-uniform by a __syncthreads_or vote (uniformize, below), and its induction phis count as
 * depending on their start and step (iv_dep); the k-loop inside is then predicated as above.
 * Loops between (the x grid-stride loop of a nested 2-D grid, the sequential j loop of `for i
 * (grid) for j for k`) are made uniform the same way, outermost first, the outer loop's inactive
 * threads entering them inactive; a uniform guard after the thread's own (clang -O3's unswitched
 * `ny > 0`) is hoisted above it first (hoist_uniform_guard).
 *
 * Legality (all checked; the statistics count refusals):
 *  - the function is a kernel; the loop is outermost or inside block-uniform loops, in "header form" (the exit test in the header,
 *    one latch, one exit, a preheader: the shape front ends emit without loop rotation) with an
 *    induction variable k from k0 by +1 and an exit test `k < n` / `k <= n` (signed or unsigned, any
 *    operand order or branch sense) where k0 and n do not depend on the thread (arguments, block
 *    indices and sizes, constants);
 *  - the header does nothing but the test (the inactive threads run it); no barrier, warp operation,
 *    atomic or call other than side-effect-free intrinsics and libdevice in the loop;
 *  - the load is simple, in a block of the loop itself that dominates the latch (it runs in every
 *    iteration, so every prefetched element is one the original reads), its address is arithmetic
 *    over k, tid.y, tid.z and thread-independent values only (no tid.x, no loads, no phis) rooted at
 *    a pointer argument A, and no store or atomic of the loop may write A: stores through shared or
 *    local memory, allocas, another argument where one of the two is noalias, or scoped-noalias
 *    metadata that separates them (kernel-restrictify's checked copy);
 *  - for a guarded loop: the guard block B is executed by all threads of the block (convergent_block:
 *    up its dominator tree, post-dominance or uniform branches, block-uniform loops), one edge of its
 *    conditional branch leads to the loop's preheader P through blocks that all reach P (P
 *    post-dominates the edge's target), k0 is available at B; values of the guarded code before the
 *    loop that the loop or later code uses get carrier phis in the header (poison for the inactive
 *    threads, who never use them);
 *  - shared memory: at most 48 KiB per kernel with the module's existing shared arrays (over it,
 *    the threadIdx.x tiles go first, then the loop is left).
 * The new IR is verified by the pipeline; loops that fail a condition are left as they are.
 *
 * Runtime-unrolled loops (clang -O2/-O3: `do { U bodies; k += U; c += U } while (c != N)` under
 * uniform guards `n > 0`, `n >= U`, a remainder loop after): unrotate puts the unrolled loop in
 * header form with the test `first | c != N` (counted); a tile is T unrolled iterations, the U
 * loads of one array are one tile of T*U elements (each element loaded through its own lane's
 * address), the tile's iteration count min(T, ((N - c - 1) >> log2 U) + 1) never exceeds what the
 * loop runs; the uniform guards between the divergent guard and the loop are computed again at the
 * guard block, and the threads that skip the loop on one enter it with run = 0 (no iteration) and
 * go on to their skip target after it, so the warps reconverge before the barriers. The remainder
 * loop keeps its global loads. docs/wang.md has the details.
 *
 * The kernel gets "smem-prefetch" (and "smem-prefetch-tx" with a threadIdx.x tile) in its
 * "gpuopt-rewrites" attribute. Requires a verified module;
 * leaves verified IR; changes the CFG. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "core/ctx.h"
#include "core/ir.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"
#include "transform/wang.h"

static const char WHO[] = "gpuopt_smem_prefetch";

#define PF_TILE 1024u  /* elements per tile: threads of a block at most */
#define PF_MAX_GROUPS 8 /* tiles per loop (an unrolled loop's lanes are one tile each) */
#define PF_MAX_COUNTED 32
#define PF_MAX_CONDS 4 /* uniform branches between a divergent guard and the loop */
#define PF_SHARED_BUDGET (48u * 1024u)
#define PF_MAX_LOOPS 8 /* loops rewritten per kernel */

enum { D_K = 1, D_TX = 2, D_TYZ = 4, D_BAD = 8, D_BUSY = 16 };

/* A loop that unrotate put back in header form from clang's runtime-unrolled (or vectorised) shape:
 * the header H tests `first | c != N` (c steps by U, first is 1 in the first iteration only), and k
 * (c itself or a twin stepping by U) indexes the candidate loads. */
typedef struct counted {
  LLVMBasicBlockRef H;
  LLVMValueRef k, c, N, first;
  unsigned U;
} counted;

typedef struct pf {
  gpuopt_ctx *ctx;
  LLVMModuleRef m;
  LLVMContextRef c;
  LLVMValueRef fn;
  gpuopt_fninfo *fi;
  gpuopt_ptrmap dep; /* value -> dep bits + 1 (memo) */
  uint32_t loop;     /* the loop under study */
  LLVMValueRef k;    /* its induction variable */
  unsigned k_noalias_attr, k_scope, k_noalias;
  gpuopt_smem_prefetch_stats *st;
  /* during a rewrite: the latch's code (moved to a new block), the guarded blocks before the loop,
   * and the header's carrier phis -> the values they carry */
  LLVMBasicBlockRef nb;
  const uint8_t *pre;
  gpuopt_ptrmap carmap;
  counted cnt[PF_MAX_COUNTED];
  unsigned ncnt;
  int tx_tiles; /* threadIdx.x tiles allowed: the option, and a kernel with 2-D or 3-D blocks */
} pf;

typedef struct group {
  LLVMValueRef ptr, arg;
  LLVMTypeRef ty;
  LLVMValueRef loads[32];
  unsigned nloads;
  /* an unrolled loop's access (lanes = U > 0): the U loads of one array, lane l at lptr[l] (the
   * unroller's copies in program order: A[i][k], A[i][k+1], ...); one tile of T*U elements per row,
   * element m*U + l holding lane l of the tile's iteration m */
  unsigned lanes;
  LLVMValueRef lptr[16];
  unsigned char lane[32];
  /* a threadIdx.x tile (col): the address depends on k and tid.x (consecutive), not on tid.y/z;
   * T iterations x blockDim.x elements, loaded by the whole block (rewrite's refill) */
  int col;
} group;

/* Replace instruction old by nu everywhere and erase it; nu takes its name (up to 127 bytes). */
static void replace_named(LLVMValueRef old, LLVMValueRef nu) {
  size_t len = 0;
  const char *nm = LLVMGetValueName2(old, &len);
  char buf[128];
  snprintf(buf, sizeof buf, "%.*s", (int)(len < 127 ? len : 127), nm ? nm : "");
  LLVMReplaceAllUsesWith(old, nu);
  LLVMInstructionEraseFromParent(old);
  LLVMSetValueName2(nu, buf, strlen(buf));
}

static int in_loop(pf *x, LLVMBasicBlockRef bb) {
  if (bb == x->nb && bb) return 1;
  uint32_t b = gpuopt__cfg_block(x->fi->cfg, bb);
  return b != GPUOPT_NONE && gpuopt__loop_contains(x->fi->loops, x->loop, b);
}

static const char *callee_name(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) return NULL;
  size_t len = 0;
  return LLVMGetValueName2(callee, &len);
}

static unsigned iv_dep(pf *x, LLVMValueRef v, int depth);

/* The dependence bits of v's value: on k (D_K), on tid.x (D_TX), on tid.y/tid.z (D_TYZ), or on
 * something this step does not follow (D_BAD: loads, phis other than k, calls, trapping division). */
static unsigned dep(pf *x, LLVMValueRef v, int depth) {
  if (v == x->k) return D_K;
  if (!LLVMIsAInstruction(v)) return (LLVMIsAConstant(v) || LLVMIsAArgument(v) || LLVMIsABasicBlock(v)) ? 0 : D_BAD;
  uintptr_t memo;
  if (gpuopt__ptrmap_get(&x->dep, v, &memo)) return (unsigned)memo - 1 == D_BUSY ? D_BAD : (unsigned)memo - 1;
  if (depth > 64) return D_BAD;
  if (!gpuopt__ptrmap_put(&x->dep, v, D_BUSY + 1)) return D_BAD;
  unsigned d = 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  switch (op) {
  case LLVMCall: {
    const char *n = callee_name(v);
    if (n && (!strncmp(n, "llvm.nvvm.barrier0.", 19) || !strncmp(n, "llvm.nvvm.barrier.cta.red.", 26)))
      d = 0; /* popc/and/or: one result for the block */
    else if (!n || strncmp(n, "llvm.nvvm.read.ptx.sreg.", 24)) d = D_BAD;
    else if (!strcmp(n + 24, "tid.x")) d = D_TX;
    else if (!strcmp(n + 24, "tid.y") || !strcmp(n + 24, "tid.z")) d = D_TYZ;
    else if (!strncmp(n + 24, "ntid.", 5) || !strncmp(n + 24, "ctaid.", 6) || !strncmp(n + 24, "nctaid.", 7)) d = 0;
    else d = D_BAD;
    break;
  }
  case LLVMSDiv: case LLVMUDiv: case LLVMSRem: case LLVMURem: {
    LLVMValueRef q = LLVMGetOperand(v, 1);
    if (!LLVMIsAConstantInt(q) || LLVMConstIntGetZExtValue(q) == 0 || LLVMConstIntGetSExtValue(q) == -1) {
      d = D_BAD;
      break;
    }
  }
  /* fall through */
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd:
  case LLVMOr: case LLVMXor: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMGetElementPtr:
  case LLVMAddrSpaceCast: case LLVMBitCast: case LLVMICmp: case LLVMSelect:
  case LLVMPtrToInt: /* kernel-restrictify's overlap test */ {
    int n = LLVMGetNumOperands(v);
    for (int i = 0; i < n && !(d & D_BAD); i++) d |= dep(x, LLVMGetOperand(v, i), depth + 1);
    break;
  }
  case LLVMPHI:
    d = iv_dep(x, v, depth);
    break;
  default:
    d = D_BAD;
  }
  gpuopt__ptrmap_put(&x->dep, v, d + 1);
  return d;
}

/* A header phi of a block-uniform loop around the loop under study that steps by a value defined
 * outside that loop, `q = [q0, outside], [q + s, inside]` (the grid-stride index of an offloaded
 * kernel): every thread runs the same iterations of such a loop (its exit test is uniform, checked
 * by convergent_block on the way to the barriers), so q depends on what q0 and s depend on. */
static unsigned iv_dep(pf *x, LLVMValueRef v, int depth) {
  const gpuopt_cfg *cfg = x->fi->cfg;
  const gpuopt_loops *L = x->fi->loops;
  uint32_t bi = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(v));
  if (bi == GPUOPT_NONE || x->loop == GPUOPT_NONE || LLVMCountIncoming(v) != 2) return D_BAD;
  uint32_t lj = L->innermost[bi];
  if (lj == GPUOPT_NONE || L->loops[lj].header != bi || lj == x->loop ||
      !gpuopt__loop_contains(L, lj, L->loops[x->loop].header))
    return D_BAD;
  LLVMValueRef init = NULL, upd = NULL;
  for (unsigned i = 0; i < 2; i++) {
    uint32_t ib = gpuopt__cfg_block(cfg, LLVMGetIncomingBlock(v, i));
    if (ib == GPUOPT_NONE) return D_BAD;
    if (gpuopt__loop_contains(L, lj, ib)) upd = LLVMGetIncomingValue(v, i);
    else init = LLVMGetIncomingValue(v, i);
  }
  if (!init || !upd || !LLVMIsAInstruction(upd) || LLVMGetInstructionOpcode(upd) != LLVMAdd) return D_BAD;
  LLVMValueRef o0 = LLVMGetOperand(upd, 0), o1 = LLVMGetOperand(upd, 1);
  LLVMValueRef s = o0 == v ? o1 : o1 == v ? o0 : NULL;
  if (!s) return D_BAD;
  if (LLVMIsAInstruction(s)) {
    uint32_t sb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(s));
    if (sb == GPUOPT_NONE || gpuopt__loop_contains(L, lj, sb)) return D_BAD;
  }
  return dep(x, init, depth + 1) | dep(x, s, depth + 1);
}

/* v is affine in tid.x with the other inputs fixed (k, tid.y/z, block-uniform values): *c is
 * its coefficient (bytes for a pointer); 0 when v is not affine in tid.x as far as this walk sees
 * (a product of two tid.x-dependent values, a division, a select). Extensions are taken as
 * exact, as the divergence analysis's affine rule does: the coefficient decides profitability
 * (a consecutive access), never correctness (every thread loads its own column). */
static int tx_coef(pf *x, LLVMValueRef v, long long *c, int depth) {
  *c = 0;
  if (depth > 32) return 0;
  if (!(dep(x, v, 0) & D_TX)) return 1;
  if (!LLVMIsAInstruction(v)) return 0;
  long long a = 0, b = 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  switch (op) {
  case LLVMCall: {
    const char *n = callee_name(v);
    if (!n || strcmp(n, "llvm.nvvm.read.ptx.sreg.tid.x")) return 0;
    *c = 1;
    return 1;
  }
  case LLVMAdd: case LLVMSub:
    if (!tx_coef(x, LLVMGetOperand(v, 0), &a, depth + 1) || !tx_coef(x, LLVMGetOperand(v, 1), &b, depth + 1)) return 0;
    *c = op == LLVMAdd ? a + b : a - b;
    return 1;
  case LLVMMul: case LLVMShl: {
    LLVMValueRef o1 = LLVMGetOperand(v, 1), o0 = LLVMGetOperand(v, 0);
    if (op == LLVMMul && LLVMIsAConstantInt(o0)) o0 = o1, o1 = LLVMGetOperand(v, 0);
    if (!LLVMIsAConstantInt(o1) || !tx_coef(x, o0, &a, depth + 1)) return 0;
    long long m = LLVMConstIntGetSExtValue(o1);
    if (op == LLVMShl && (m < 0 || m > 20)) return 0;
    *c = op == LLVMMul ? a * m : a * (1ll << m);
    return 1;
  }
  case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMAddrSpaceCast: case LLVMBitCast:
    return tx_coef(x, LLVMGetOperand(v, 0), c, depth + 1);
  case LLVMGetElementPtr: {
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(x->m);
    if (!tx_coef(x, LLVMGetOperand(v, 0), &a, depth + 1)) return 0;
    LLVMTypeRef t = LLVMGetGEPSourceElementType(v);
    int n = LLVMGetNumOperands(v);
    for (int i = 1; i < n; i++) {
      LLVMValueRef ix = LLVMGetOperand(v, (unsigned)i);
      if (i > 1 && LLVMGetTypeKind(t) == LLVMStructTypeKind) { /* a field: a constant index */
        if (!LLVMIsAConstantInt(ix)) return 0;
        t = LLVMStructGetTypeAtIndex(t, (unsigned)LLVMConstIntGetZExtValue(ix));
        continue;
      }
      if (i > 1 && LLVMGetTypeKind(t) != LLVMArrayTypeKind) return 0;
      if (i > 1) t = LLVMGetElementType(t);
      if (!tx_coef(x, ix, &b, depth + 1)) return 0;
      a += b * (long long)LLVMABISizeOfType(td, t);
    }
    *c = a;
    return 1;
  }
  case LLVMPHI: { /* a block-uniform grid-stride index q = [q0, outside], [q + s, inside] (iv_dep) */
    if (LLVMCountIncoming(v) != 2) return 0;
    const gpuopt_loops *L = x->fi->loops;
    uint32_t bi = gpuopt__cfg_block(x->fi->cfg, LLVMGetInstructionParent(v));
    uint32_t lj = bi == GPUOPT_NONE ? GPUOPT_NONE : L->innermost[bi];
    if (lj == GPUOPT_NONE) return 0;
    for (unsigned i = 0; i < 2; i++) {
      uint32_t ib = gpuopt__cfg_block(x->fi->cfg, LLVMGetIncomingBlock(v, i));
      if (ib == GPUOPT_NONE) return 0;
      LLVMValueRef iv = LLVMGetIncomingValue(v, i);
      if (gpuopt__loop_contains(L, lj, ib)) { /* the step s: tid.x-independent */
        if (!LLVMIsAInstruction(iv) || LLVMGetInstructionOpcode(iv) != LLVMAdd) return 0;
        LLVMValueRef s = LLVMGetOperand(iv, 0) == v ? LLVMGetOperand(iv, 1) : LLVMGetOperand(iv, 0);
        if (dep(x, s, 0) & D_TX) return 0;
      } else if (!tx_coef(x, iv, &a, depth + 1)) {
        return 0;
      }
    }
    *c = a;
    return 1;
  }
  default:
    return 0;
  }
}

static LLVMValueRef underlying(LLVMValueRef p) {
  for (int i = 0; i < 64; i++) {
    LLVMOpcode op;
    if (LLVMIsAInstruction(p)) op = LLVMGetInstructionOpcode(p);
    else if (LLVMIsAConstantExpr(p)) op = LLVMGetConstOpcode(p);
    else return p;
    if (op != LLVMBitCast && op != LLVMAddrSpaceCast && op != LLVMGetElementPtr) return p;
    p = LLVMGetOperand(p, 0);
  }
  return NULL;
}

static int arg_noalias(pf *x, LLVMValueRef a) {
  unsigned n = LLVMCountParams(x->fn);
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetParam(x->fn, i) == a) return LLVMGetEnumAttributeAtIndex(x->fn, i + 1, x->k_noalias_attr) != NULL;
  return 0;
}

/* a's alias.scope scopes all in b's noalias list (kernel-restrictify's checked copy). */
static int scoped_apart(pf *x, LLVMValueRef a, LLVMValueRef b) {
  return gpuopt__scoped_apart(a, b, x->k_scope, x->k_noalias);
}

/* A write w of the loop (store or atomic) cannot touch what load ld (rooted at argument a) reads. */
static int write_apart(pf *x, LLVMValueRef w, LLVMValueRef ld, LLVMValueRef a) {
  LLVMOpcode op = LLVMGetInstructionOpcode(w);
  LLVMValueRef p = LLVMGetOperand(w, op == LLVMStore ? 1 : 0);
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
  if (as == 3 || as == 5) return 1;
  if (scoped_apart(x, ld, w) || scoped_apart(x, w, ld)) return 1;
  LLVMValueRef u = underlying(p);
  if (!u) return 0;
  if (LLVMIsAAllocaInst(u)) return 1;
  if (LLVMIsAGlobalVariable(u)) return arg_noalias(x, a);
  if (LLVMIsAArgument(u)) return u != a && (arg_noalias(x, a) || arg_noalias(x, u));
  return 0;
}

static unsigned store_size(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k == LLVMIntegerTypeKind) {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w == 8 || w == 16 || w == 32 || w == 64 ? w / 8 : 0;
  }
  if (k == LLVMFloatTypeKind) return 4;
  if (k == LLVMDoubleTypeKind) return 8;
  if (k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind) return 2;
  return 0;
}

/* Calls the loop may contain: intrinsics without side effects between threads, libdevice. */
static int call_ok(LLVMValueRef call) {
  const char *n = callee_name(call);
  if (!n) return 0;
  if (!strncmp(n, "__nv_", 5)) return 1;
  if (strncmp(n, "llvm.", 5)) return 0;
  static const char *const bad[] = {"llvm.nvvm.barrier", "llvm.nvvm.bar.", "llvm.nvvm.shfl", "llvm.nvvm.vote",
                                    "llvm.nvvm.match", "llvm.nvvm.activemask", "llvm.nvvm.membar", "llvm.nvvm.fence",
                                    "llvm.nvvm.atomic", "llvm.nvvm.cp.async", "llvm.memcpy", "llvm.memmove",
                                    "llvm.memset", "llvm.nvvm.ld", "llvm.nvvm.st", "llvm.trap", "llvm.nvvm.exit"};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    if (!strncmp(n, bad[i], strlen(bad[i]))) return 0;
  return 1;
}

/* Arithmetic without side effects that cannot trap (no division): may run where it did not (an
 * inactive thread, a hoisted copy) and may go when unused. */
static int pure_op(LLVMValueRef in) {
  switch (LLVMGetInstructionOpcode(in)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd:
  case LLVMOr: case LLVMXor: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMICmp: case LLVMSelect:
  case LLVMFCmp: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFNeg: case LLVMSIToFP: case LLVMUIToFP:
  case LLVMFPExt: case LLVMFPTrunc: case LLVMGetElementPtr: case LLVMAddrSpaceCast: case LLVMBitCast:
    return 1;
  default:
    return 0;
  }
}

/* Erase the pure instructions of fn left without uses (the redirected loads' addresses, the old
 * increment), repeatedly: each one is a dynamic instruction per iteration on the interpreter. */
static void erase_dead(LLVMValueRef fn) {
  for (int changed = 1, round = 0; changed && round < 16; round++) {
    changed = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;) {
        LLVMValueRef next = LLVMGetNextInstruction(in);
        if ((pure_op(in) || LLVMIsAPHINode(in)) && !LLVMGetFirstUse(in)) {
          LLVMInstructionEraseFromParent(in);
          changed = 1;
        }
        in = next;
      }
  }
}

static LLVMValueRef sreg(pf *x, LLVMBuilderRef b, const char *which) {
  char name[64];
  snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s", which);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(x->c);
  LLVMTypeRef fty = LLVMFunctionType(i32, NULL, 0, 0);
  LLVMValueRef f = LLVMGetNamedFunction(x->m, name);
  if (!f) f = LLVMAddFunction(x->m, name, fty);
  return LLVMBuildCall2(b, fty, f, NULL, 0, "");
}

/* An NVVM intrinsic's declaration: the first of the names this LLVM knows (LLVM 19 has
 * llvm.nvvm.barrier0*, LLVM 21+ only llvm.nvvm.barrier.cta.*); which one it was in *which. */
static LLVMValueRef nvvm_intrinsic(pf *x, const char *const *names, unsigned n, unsigned *which) {
  for (unsigned i = 0; i < n; i++) {
    unsigned id = LLVMLookupIntrinsicID(names[i], strlen(names[i]));
    if (id) {
      *which = i;
      return LLVMGetIntrinsicDeclaration(x->m, id, NULL, 0);
    }
  }
  return NULL;
}

static void barrier(pf *x, LLVMBuilderRef b) {
  static const char *const names[] = {"llvm.nvvm.barrier0", "llvm.nvvm.barrier.cta.sync.aligned.all"};
  unsigned which = 0;
  LLVMValueRef f = nvvm_intrinsic(x, names, 2, &which);
  if (!f) { /* not reached with an LLVM that has NVPTX */
    LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(x->c), NULL, 0, 0);
    f = LLVMGetNamedFunction(x->m, names[0]);
    if (!f) f = LLVMAddFunction(x->m, names[0], fty);
    LLVMBuildCall2(b, fty, f, NULL, 0, "");
    return;
  }
  LLVMTypeRef fty = LLVMGlobalGetValueType(f);
  LLVMValueRef zero = LLVMConstInt(LLVMInt32TypeInContext(x->c), 0, 0);
  LLVMBuildCall2(b, fty, f, which ? &zero : NULL, which ? 1 : 0, "");
}

/* A block-wide vote with a barrier: 1 in every thread when pred holds in some thread of the block
 * (__syncthreads_or); NULL when this LLVM has neither intrinsic. */
static LLVMValueRef vote_or(pf *x, LLVMBuilderRef b, LLVMValueRef pred) {
  static const char *const names[] = {"llvm.nvvm.barrier0.or", "llvm.nvvm.barrier.cta.red.or.aligned.all"};
  unsigned which = 0;
  LLVMValueRef f = nvvm_intrinsic(x, names, 2, &which);
  if (!f) return NULL;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(x->c), fty = LLVMGlobalGetValueType(f);
  if (!which) {
    LLVMValueRef a = LLVMBuildZExt(b, pred, i32, "");
    LLVMValueRef r = LLVMBuildCall2(b, fty, f, &a, 1, "pf.any");
    return LLVMBuildICmp(b, LLVMIntNE, r, LLVMConstInt(i32, 0, 0), "");
  }
  LLVMValueRef a[2] = {LLVMConstInt(i32, 0, 0), pred};
  return LLVMBuildCall2(b, fty, f, a, 2, "pf.any");
}

/* Rebuild bb's phis so that the incoming block from is to (LLVM-C cannot set an incoming block). */
static void phi_retarget(LLVMBuilderRef b, LLVMBasicBlockRef bb, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  for (LLVMValueRef p = LLVMGetFirstInstruction(bb); p && LLVMIsAPHINode(p);) {
    LLVMValueRef next = LLVMGetNextInstruction(p);
    unsigned n = LLVMCountIncoming(p), hit = 0;
    for (unsigned i = 0; i < n; i++) hit |= LLVMGetIncomingBlock(p, i) == from;
    if (hit) {
      LLVMPositionBuilderBefore(b, p);
      LLVMValueRef q = LLVMBuildPhi(b, LLVMTypeOf(p), "");
      for (unsigned i = 0; i < n; i++) {
        LLVMValueRef v = LLVMGetIncomingValue(p, i);
        LLVMBasicBlockRef ib = LLVMGetIncomingBlock(p, i);
        if (ib == from) ib = to;
        LLVMAddIncoming(q, &v, &ib, 1);
      }
      LLVMReplaceAllUsesWith(p, q);
      LLVMInstructionEraseFromParent(p);
    }
    p = next;
  }
}

/* Clone the address tree of v for iteration kk: the instructions of the loop, and those of the
 * guarded code before it (the inactive threads of an active row did not run them; they are
 * thread-independent in x, so every thread of the row computes the same value). */
static LLVMValueRef clone_at(pf *x, LLVMBuilderRef b, LLVMValueRef v, LLVMValueRef kk, gpuopt_ptrmap *memo) {
  if (v == x->k) return kk;
  uintptr_t got;
  if (gpuopt__ptrmap_get(&x->carmap, v, &got)) return clone_at(x, b, (LLVMValueRef)got, kk, memo);
  if (!LLVMIsAInstruction(v)) return v;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
  uint32_t bi = gpuopt__cfg_block(x->fi->cfg, bb);
  if (!in_loop(x, bb) && !(x->pre && bi != GPUOPT_NONE && x->pre[bi])) return v;
  if (gpuopt__ptrmap_get(memo, v, &got)) return (LLVMValueRef)got;
  int n = LLVMGetNumOperands(v);
  LLVMValueRef ops[16];
  if (n > 16) return NULL;
  for (int i = 0; i < n; i++) {
    ops[i] = clone_at(x, b, LLVMGetOperand(v, i), kk, memo);
    if (!ops[i]) return NULL;
  }
  LLVMValueRef c = LLVMInstructionClone(v);
  for (int i = 0; i < n; i++) LLVMSetOperand(c, (unsigned)i, ops[i]);
  LLVMInsertIntoBuilder(b, c);
  gpuopt__ptrmap_put(memo, v, (uintptr_t)c);
  return c;
}

/* Loop lj runs the same iterations in every thread of a block that enters it: one latch, which is
 * the only exiting block and post-dominates the header, leaving on a thread-independent test (a
 * block-wide vote such as llvm.nvvm.barrier0.or; see uniformize). */
static int loop_uniform(pf *x, uint32_t lj) {
  const gpuopt_loop *L = &x->fi->loops->loops[lj];
  if (L->nlatches != 1 || L->nexiting != 1 || L->exiting[0] != L->latches[0]) return 0;
  if (!gpuopt__dominates(x->fi->pdom->tree, L->latches[0], L->header)) return 0;
  LLVMValueRef t = LLVMGetBasicBlockTerminator(x->fi->cfg->blocks[L->latches[0]]);
  if (!t || LLVMGetInstructionOpcode(t) != LLVMBr || !LLVMIsConditional(t)) return 0;
  return dep(x, LLVMGetCondition(t), 0) == 0;
}

/* Block b is executed by every thread of the block whenever one thread executes it (and equally
 * often): walking up the dominator tree to the entry, each block post-dominates its immediate
 * dominator d, or d ends in a branch on a thread-independent condition whose successor s (s's only
 * predecessor is d) dominates the block and is post-dominated by it; a loop header on the way
 * belongs to a block-uniform loop (loop_uniform). */
static int convergent_block(pf *x, uint32_t b) {
  const gpuopt_domtree *dom = x->fi->dom;
  const gpuopt_domtree *pd = x->fi->pdom->tree;
  const gpuopt_cfg *cfg = x->fi->cfg;
  const gpuopt_loops *L = x->fi->loops;
  for (int i = 0; i < 100000; i++) {
    uint32_t lb = L->innermost[b];
    if (lb != GPUOPT_NONE && L->loops[lb].header == b && (lb == x->loop || !loop_uniform(x, lb))) return 0;
    if (b == cfg->g.entry) return 1;
    uint32_t d = dom->idom[b];
    if (d == GPUOPT_NONE) return 0;
    if (!gpuopt__dominates(pd, b, d)) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[d]);
      if (!t || LLVMGetInstructionOpcode(t) != LLVMBr || !LLVMIsConditional(t)) return 0;
      if (dep(x, LLVMGetCondition(t), 0) != 0) return 0;
      uint32_t s0 = gpuopt__cfg_block(cfg, LLVMGetSuccessor(t, 0)), s1 = gpuopt__cfg_block(cfg, LLVMGetSuccessor(t, 1));
      if (s0 == GPUOPT_NONE || s1 == GPUOPT_NONE || s0 == s1) return 0;
      uint32_t sb = gpuopt__dominates(dom, s0, b) ? s0 : gpuopt__dominates(dom, s1, b) ? s1 : GPUOPT_NONE;
      if (sb == GPUOPT_NONE || cfg->g.pred_off[sb + 1] - cfg->g.pred_off[sb] != 1 || !gpuopt__dominates(pd, b, sb))
        return 0;
    }
    b = d;
  }
  return 0;
}

typedef struct shape {
  LLVMBasicBlockRef H, P, Lt, IE, X, B, T, J;
  LLVMValueRef k, k0, n, term;
  LLVMIntPredicate pred; /* continue while k pred n */
  int guarded, g_sense;  /* the guard's edge to T is taken when cond == g_sense */
  /* an unrolled loop (counted): k steps by U, the loop continues while first | c != n */
  counted *cn;
  LLVMValueRef c0;
  /* uniform branches on the way from T to P (the unrolled loop's `nk > 0`, `nk >= 4`): the
   * inactive threads enter the loop only where cond[i] == sense[i] for all i */
  LLVMValueRef cond[PF_MAX_CONDS];
  int sense[PF_MAX_CONDS];
  LLVMBasicBlockRef cblk[PF_MAX_CONDS], skip[PF_MAX_CONDS]; /* the branch's block, its other successor */
  unsigned nconds;
} shape;

/* Pick apart loop li; 0 when it is not a candidate (stats say why). */
static int loop_shape(pf *x, uint32_t li, shape *s) {
  const gpuopt_loop *L = &x->fi->loops->loops[li];
  const gpuopt_cfg *cfg = x->fi->cfg;
  memset(s, 0, sizeof *s);
  if (L->nlatches != 1 || L->nexiting != 1 || L->exiting[0] != L->header ||
      L->nexits != 1 || L->preheader == GPUOPT_NONE || L->latches[0] == L->header) {
    x->st->refused_shape++;
    return 0;
  }
  s->H = cfg->blocks[L->header];
  s->P = cfg->blocks[L->preheader];
  s->Lt = cfg->blocks[L->latches[0]];
  s->X = cfg->blocks[L->exits[0]];
  LLVMValueRef lterm = LLVMGetBasicBlockTerminator(s->Lt);
  if (!lterm || LLVMGetInstructionOpcode(lterm) != LLVMBr || LLVMIsConditional(lterm)) goto shape;
  s->term = LLVMGetBasicBlockTerminator(s->H);
  if (!s->term || LLVMGetInstructionOpcode(s->term) != LLVMBr || !LLVMIsConditional(s->term)) goto shape;
  LLVMBasicBlockRef s0 = LLVMGetSuccessor(s->term, 0), s1 = LLVMGetSuccessor(s->term, 1);
  int ie_true = s1 == s->X;
  if (!ie_true && s0 != s->X) goto shape;
  s->IE = ie_true ? s0 : s1;
  if (s->IE == s->X || s->IE == s->H) goto shape;
  uint32_t ie = gpuopt__cfg_block(cfg, s->IE);
  if (cfg->g.pred_off[ie + 1] - cfg->g.pred_off[ie] != 1) goto shape;
  LLVMValueRef cond = LLVMGetCondition(s->term);
  for (unsigned i = 0; i < x->ncnt; i++) {
    counted *e = &x->cnt[i];
    if (e->H != s->H) continue;
    /* an unrolled loop unrotate put in header form: `first | c != N`, k and c step by U */
    if (!ie_true || LLVMGetInstructionParent(e->k) != s->H || LLVMGetInstructionParent(e->c) != s->H) goto shape;
    LLVMValueRef c0 = NULL;
    for (unsigned j = 0; j < 2; j++) {
      if (LLVMGetIncomingBlock(e->k, j) == s->P) s->k0 = LLVMGetIncomingValue(e->k, j);
      if (LLVMGetIncomingBlock(e->c, j) == s->P) c0 = LLVMGetIncomingValue(e->c, j);
    }
    if (!s->k0 || !c0 || LLVMCountIncoming(e->k) != 2 || LLVMCountIncoming(e->c) != 2) goto shape;
    if (LLVMGetIntTypeWidth(LLVMTypeOf(e->k)) < 32) goto shape; /* slots modulo 2^32 */
    x->k = e->k;
    s->k = e->k, s->n = e->N, s->c0 = c0, s->cn = e, s->pred = LLVMIntNE;
    if (LLVMIsAInstruction(e->N) && in_loop(x, LLVMGetInstructionParent(e->N))) goto shape;
    if (dep(x, e->N, 0) || dep(x, s->k0, 0) || dep(x, c0, 0)) goto shape;
    goto header;
  }
  if (!LLVMIsAICmpInst(cond)) goto shape;
  LLVMValueRef a = LLVMGetOperand(cond, 0), bop = LLVMGetOperand(cond, 1);
  LLVMIntPredicate p = LLVMGetICmpPredicate(cond);
  /* the induction variable: a header phi k = [k0, P], [k + 1, Lt] */
  LLVMValueRef k = NULL;
  for (int side = 0; side < 2 && !k; side++) {
    LLVMValueRef v = side ? bop : a;
    if (!LLVMIsAPHINode(v) || LLVMGetInstructionParent(v) != s->H || LLVMCountIncoming(v) != 2) continue;
    k = v;
    if (side) { /* n op k  ->  k op' n */
      LLVMValueRef t = a;
      a = bop, bop = t;
      p = gpuopt__pred_swap(p);
    }
  }
  if (!k || LLVMGetTypeKind(LLVMTypeOf(k)) != LLVMIntegerTypeKind) goto shape;
  if (!ie_true) { /* the loop continues on the false edge: invert */
    p = gpuopt__pred_invert(p); /* EQ/NE come out as NE/EQ: refused below */
  }
  if (p != LLVMIntSLT && p != LLVMIntSLE && p != LLVMIntULT && p != LLVMIntULE) goto shape;
  for (unsigned i = 0; i < 2; i++) {
    LLVMValueRef v = LLVMGetIncomingValue(k, i);
    LLVMBasicBlockRef ib = LLVMGetIncomingBlock(k, i);
    if (ib == s->P) s->k0 = v;
    else if (ib == s->Lt) {
      if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMAdd) goto shape;
      LLVMValueRef o0 = LLVMGetOperand(v, 0), o1 = LLVMGetOperand(v, 1);
      LLVMValueRef one = o0 == k ? o1 : o1 == k ? o0 : NULL;
      if (!one || !LLVMIsAConstantInt(one) || LLVMConstIntGetZExtValue(one) != 1) goto shape;
    }
  }
  if (!s->k0 || LLVMGetIntTypeWidth(LLVMTypeOf(k)) < 16) goto shape; /* a tile of up to 1024 iterations */
  x->k = k;
  s->k = k;
  s->n = bop;
  s->pred = p;
  if (LLVMIsAInstruction(bop) && in_loop(x, LLVMGetInstructionParent(bop))) goto shape;
  if (dep(x, bop, 0) || dep(x, s->k0, 0)) goto shape; /* thread-independent bound and start */
header:
  /* the header: phis, then only side-effect-free, non-trapping arithmetic (the inactive threads run it) */
  for (LLVMValueRef in = LLVMGetFirstInstruction(s->H); in; in = LLVMGetNextInstruction(in)) {
    if (LLVMIsAPHINode(in) || in == s->term) continue;
    switch (LLVMGetInstructionOpcode(in)) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd:
    case LLVMOr: case LLVMXor: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMICmp: case LLVMSelect:
    case LLVMFCmp: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMGetElementPtr: case LLVMAddrSpaceCast:
    case LLVMBitCast:
      break;
    default:
      goto shape;
    }
  }
  return 1;
shape:
  x->st->refused_shape++;
  return 0;
}

/* v can be computed at the end of the guard block b (the inactive threads need it; t is the guard's
 * successor towards the loop): a constant or argument, a value defined in a block that dominates b,
 * or side-effect-free arithmetic over such values in the guarded code (blocks dominated by t, at
 * b's loop depth), which hoist_clone copies to b. The caller checks that v is thread-independent. */
static int hoistable(pf *x, LLVMValueRef v, uint32_t t, uint32_t b, int depth) {
  if (!LLVMIsAInstruction(v)) return LLVMIsAConstant(v) || LLVMIsAArgument(v);
  const gpuopt_cfg *cfg = x->fi->cfg;
  uint32_t kb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(v));
  if (kb == GPUOPT_NONE) return 0;
  if (kb != t && gpuopt__dominates(x->fi->dom, kb, b)) return 1;
  if (depth > 32 || !gpuopt__dominates(x->fi->dom, t, kb) || x->fi->loops->innermost[kb] != x->fi->loops->innermost[b])
    return 0;
  if (LLVMIsAPHINode(v)) return 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  if (op == LLVMCall) {
    const char *n = callee_name(v);
    if (!n || strncmp(n, "llvm.nvvm.read.ptx.sreg.", 24)) return 0;
  } else if (op == LLVMSDiv || op == LLVMUDiv || op == LLVMSRem || op == LLVMURem) {
    LLVMValueRef q = LLVMGetOperand(v, 1);
    if (!LLVMIsAConstantInt(q) || LLVMConstIntGetZExtValue(q) == 0 || LLVMConstIntGetSExtValue(q) == -1) return 0;
  } else if (!pure_op(v)) {
    return 0;
  }
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++) {
    LLVMValueRef o = LLVMGetOperand(v, (unsigned)i);
    if (op == LLVMCall && i == n - 1) continue; /* the callee */
    if (!hoistable(x, o, t, b, depth + 1)) return 0;
  }
  return 1;
}

/* A copy of v's computation at the builder's position (the end of the guard block): see hoistable. */
static LLVMValueRef hoist_clone(pf *x, LLVMBuilderRef bld, LLVMValueRef v, uint32_t t, uint32_t b, gpuopt_ptrmap *memo) {
  if (!LLVMIsAInstruction(v)) return v;
  uint32_t kb = gpuopt__cfg_block(x->fi->cfg, LLVMGetInstructionParent(v));
  if (kb == GPUOPT_NONE || (kb != t && gpuopt__dominates(x->fi->dom, kb, b))) return v;
  uintptr_t got;
  if (gpuopt__ptrmap_get(memo, v, &got)) return (LLVMValueRef)got;
  int n = LLVMGetNumOperands(v);
  LLVMValueRef ops[16];
  if (n > 16) return NULL;
  for (int i = 0; i < n; i++) {
    LLVMValueRef o = LLVMGetOperand(v, (unsigned)i);
    ops[i] = LLVMIsAFunction(o) ? o : hoist_clone(x, bld, o, t, b, memo);
    if (!ops[i]) return NULL;
  }
  LLVMValueRef c = LLVMInstructionClone(v);
  for (int i = 0; i < n; i++) LLVMSetOperand(c, (unsigned)i, ops[i]);
  LLVMInsertIntoBuilder(bld, c);
  gpuopt__ptrmap_put(memo, v, (uintptr_t)c);
  return c;
}

/* The guard of the loop's preheader, when the preheader is not reached by every thread. */
static int guard_shape(pf *x, shape *s) {
  const gpuopt_cfg *cfg = x->fi->cfg;
  uint32_t P = gpuopt__cfg_block(cfg, s->P);
  if (convergent_block(x, P)) return 1;
  uint32_t t = P, b = x->fi->dom->idom[P];
  while (b != GPUOPT_NONE && !convergent_block(x, b)) t = b, b = x->fi->dom->idom[b];
  if (b == GPUOPT_NONE) return 0;
  LLVMBasicBlockRef B = cfg->blocks[b], T = cfg->blocks[t];
  LLVMValueRef bt = LLVMGetBasicBlockTerminator(B);
  if (!bt || LLVMGetInstructionOpcode(bt) != LLVMBr || !LLVMIsConditional(bt)) return 0;
  LLVMBasicBlockRef b0 = LLVMGetSuccessor(bt, 0), b1 = LLVMGetSuccessor(bt, 1);
  if (b0 != T && b1 != T) return 0;
  if (b0 == b1) return 0;
  if (cfg->g.pred_off[t + 1] - cfg->g.pred_off[t] != 1) return 0;
  /* every path from t reaches P, or takes a branch on a thread-independent condition away from it
   * (clang's zero-trip guards `nk > 0` and, before an unrolled loop, `nk >= 4`): the inactive
   * threads evaluate those conditions too (copies at the end of B), and enter the loop only where
   * the active ones would */
  s->nconds = 0;
  for (uint32_t d2 = P; d2 != t;) {
    uint32_t d = x->fi->dom->idom[d2];
    if (d == GPUOPT_NONE) return 0;
    if (!gpuopt__dominates(x->fi->pdom->tree, d2, d)) {
      LLVMValueRef dt = LLVMGetBasicBlockTerminator(cfg->blocks[d]);
      if (!dt || LLVMGetInstructionOpcode(dt) != LLVMBr || !LLVMIsConditional(dt)) return 0;
      LLVMBasicBlockRef q0 = LLVMGetSuccessor(dt, 0), q1 = LLVMGetSuccessor(dt, 1);
      int sense = q0 == cfg->blocks[d2];
      if (q0 == q1 || (!sense && q1 != cfg->blocks[d2])) return 0;
      if (cfg->g.pred_off[d2 + 1] - cfg->g.pred_off[d2] != 1) return 0;
      if (x->fi->loops->innermost[d] != x->fi->loops->innermost[b] || s->nconds == PF_MAX_CONDS) return 0;
      LLVMValueRef cc = LLVMGetCondition(dt);
      if (dep(x, cc, 0) || !hoistable(x, cc, t, b, 0)) return 0;
      LLVMBasicBlockRef sk = sense ? q1 : q0;
      if (sk == s->X || in_loop(x, sk)) return 0;
      s->cond[s->nconds] = cc;
      s->cblk[s->nconds] = cfg->blocks[d];
      s->skip[s->nconds] = sk;
      s->sense[s->nconds++] = sense;
    }
    d2 = d;
  }
  /* k0 and n (and an unrolled loop's c0) at the new edge from the guard (the inactive threads run
   * the loop's control) */
  LLVMValueRef need[3] = {s->k0, s->n, s->cn ? s->c0 : s->k0};
  for (int i = 0; i < 3; i++)
    if (!hoistable(x, need[i], t, b, 0)) return 0;
  s->guarded = 1;
  s->B = B;
  s->T = T;
  s->J = b0 == T ? b1 : b0;
  s->g_sense = b0 == T;
  if (s->J == s->X && LLVMGetFirstInstruction(s->J) && LLVMIsAPHINode(LLVMGetFirstInstruction(s->J))) {
    /* the join is the loop's exit: its phis get a select on act (below); they need one value from
     * B and one from H */
    for (LLVMValueRef p = LLVMGetFirstInstruction(s->J); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
      unsigned nb = 0, nh = 0, n = LLVMCountIncoming(p);
      for (unsigned i = 0; i < n; i++) {
        nb += LLVMGetIncomingBlock(p, i) == B;
        nh += LLVMGetIncomingBlock(p, i) == s->H;
      }
      if (nb != 1 || nh != 1) return 0;
    }
  }
  if (s->nconds && s->J == s->X) return 0;
  return 1;
}

/* The loads of the loop to prefetch, grouped by address; 0 when none. */
static unsigned find_groups(pf *x, uint32_t li, const shape *s, group *g) {
  const gpuopt_loop *L = &x->fi->loops->loops[li];
  const gpuopt_cfg *cfg = x->fi->cfg;
  uint32_t lt = gpuopt__cfg_block(cfg, s->Lt);
  LLVMValueRef writes[256];
  unsigned nw = 0, ng = 0;
  for (uint32_t i = 0; i < L->nblocks; i++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(cfg->blocks[L->blocks[i]]); in; in = LLVMGetNextInstruction(in)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if (op == LLVMCall && !call_ok(in)) {
        x->st->refused_call++;
        return 0;
      }
      if (op == LLVMFence || op == LLVMInvoke || op == LLVMVAArg) {
        x->st->refused_call++;
        return 0;
      }
      if (op == LLVMStore || op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg) {
        if (nw == 256) return 0;
        writes[nw++] = in;
      }
    }
  for (uint32_t i = 0; i < L->nblocks; i++) {
    uint32_t bi = L->blocks[i];
    if (x->fi->loops->innermost[bi] != li || !gpuopt__dominates(x->fi->dom, bi, lt)) continue;
    for (LLVMValueRef in = LLVMGetFirstInstruction(cfg->blocks[bi]); in; in = LLVMGetNextInstruction(in)) {
      if (LLVMGetInstructionOpcode(in) != LLVMLoad || LLVMGetVolatile(in) ||
          LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic)
        continue;
      if (cfg->blocks[bi] == s->H) continue;
      LLVMValueRef p = LLVMGetOperand(in, 0);
      unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
      if (as != 0 && as != 1) continue;
      unsigned d = dep(x, p, 0);
      if (!(d & D_K) || (d & D_BAD)) continue;
      /* a threadIdx.x tile: consecutive in tid.x, the same in every row of the block */
      int col = 0;
      if (d & D_TX) {
        long long cf = 0;
        if (!x->tx_tiles || (d & D_TYZ) || !tx_coef(x, p, &cf, 0) || cf != (long long)store_size(LLVMTypeOf(in)) || !cf)
          continue;
        col = 1;
      }
      LLVMValueRef a = underlying(p);
      if (!a || !LLVMIsAArgument(a) || !store_size(LLVMTypeOf(in))) continue;
      int ok = 1;
      for (unsigned w = 0; w < nw && ok; w++) ok = write_apart(x, writes[w], in, a);
      if (!ok) {
        x->st->refused_alias++;
        continue;
      }
      unsigned j = 0;
      while (j < ng && !(g[j].ptr == p && g[j].ty == LLVMTypeOf(in))) j++;
      if (j == ng) {
        if (ng == PF_MAX_GROUPS) continue;
        memset(&g[ng], 0, sizeof g[ng]);
        g[ng].ptr = p;
        g[ng].arg = a;
        g[ng].ty = LLVMTypeOf(in);
        g[ng].col = col;
        ng++;
      }
      if (g[j].nloads < 32) g[j].loads[g[j].nloads++] = in;
    }
  }
  /* an unrolled loop: the U groups of one array and type (and only those) are its U lanes, in
   * program order, merged into one access; a wrong guess costs coalescing, not correctness (each
   * tile element is loaded through the address of the lane that reads it) */
  unsigned U = s->cn ? s->cn->U : 1;
  if (U > 1) {
    for (unsigned i = 0; i < ng; i++) {
      if (g[i].lanes || g[i].col || !g[i].nloads) continue;
      unsigned idx[16], n = 0, more = 0;
      for (unsigned j = i; j < ng; j++)
        if (!g[j].lanes && !g[j].col && g[j].arg == g[i].arg && g[j].ty == g[i].ty) {
          if (n < 16) idx[n++] = j;
          else more = 1;
        }
      if (more || n != U) continue;
      unsigned tot = 0;
      for (unsigned l = 0; l < U; l++) tot += g[idx[l]].nloads;
      if (tot > 32) continue;
      group w = g[i];
      w.lanes = U, w.nloads = 0;
      for (unsigned l = 0; l < U; l++) {
        w.lptr[l] = g[idx[l]].ptr;
        for (unsigned q = 0; q < g[idx[l]].nloads; q++) w.lane[w.nloads] = (unsigned char)l, w.loads[w.nloads++] = g[idx[l]].loads[q];
      }
      /* drop the U groups, put the merged one in i's place */
      unsigned nn = 0;
      for (unsigned j = 0; j < ng; j++) {
        int drop = 0;
        for (unsigned l = 1; l < U; l++) drop |= j == idx[l];
        if (drop) continue;
        g[nn++] = j == i ? w : g[j];
      }
      ng = nn;
    }
  }
  return ng;
}

/* v (a shared global, or a constant expression over one) is used in function fn, or possibly in it
 * (a use by anything other than an instruction or a constant expression, or too deep). */
static int used_in(LLVMValueRef v, LLVMValueRef fn, int depth) {
  if (depth > 8) return 1;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef usr = LLVMGetUser(u);
    if (LLVMIsAInstruction(usr)) {
      if (LLVMGetBasicBlockParent(LLVMGetInstructionParent(usr)) == fn) return 1;
    } else if (!LLVMIsAConstantExpr(usr) || used_in(usr, fn, depth + 1)) {
      return 1;
    }
  }
  return 0;
}

/* The shared memory of the kernel: the shared globals it uses (static shared memory is per kernel;
 * the tiles of the module's other kernels do not count). */
static unsigned shared_bytes_used(pf *x) {
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(x->m);
  unsigned long long sum = 0;
  for (LLVMValueRef gv = LLVMGetFirstGlobal(x->m); gv; gv = LLVMGetNextGlobal(gv))
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(gv)) == 3 && used_in(gv, x->fn, 0))
      sum += LLVMABISizeOfType(td, LLVMGlobalGetValueType(gv));
  return sum > PF_SHARED_BUDGET ? PF_SHARED_BUDGET : (unsigned)sum;
}

static LLVMValueRef shared_array(pf *x, LLVMTypeRef elt, unsigned n, const char *what) {
  size_t len = 0;
  const char *fname = LLVMGetValueName2(x->fn, &len);
  char name[200];
  snprintf(name, sizeof name, "__gpuopt_pf_%.120s_%s", fname, what);
  LLVMTypeRef aty = LLVMArrayType2(elt, n);
  LLVMValueRef gv = LLVMAddGlobalInAddressSpace(x->m, aty, name, 3);
  LLVMSetLinkage(gv, LLVMInternalLinkage);
  LLVMSetInitializer(gv, LLVMGetUndef(aty));
  LLVMSetAlignment(gv, 16);
  return gv;
}

static LLVMValueRef elem_ptr(pf *x, LLVMBuilderRef b, LLVMValueRef arr, LLVMTypeRef elt, unsigned n, LLVMValueRef i32idx) {
  LLVMTypeRef i64 = LLVMInt64TypeInContext(x->c);
  LLVMValueRef idx[2] = {LLVMConstInt(i64, 0, 0), LLVMBuildZExt(b, i32idx, i64, "")};
  return LLVMBuildInBoundsGEP2(b, LLVMArrayType2(elt, n), arr, idx, 2, "");
}

/* A refill's load of one group's element for the tile iteration kk (the group's address cloned at
 * kk), stored into its tile slot; 0 when the address cannot be cloned. */
static int load_into_tile(pf *x, LLVMBuilderRef b, const group *gr, LLVMValueRef kk, gpuopt_ptrmap *memo,
                          LLVMValueRef tile, LLVMValueRef slot) {
  LLVMValueRef addr = clone_at(x, b, gr->ptr, kk, memo);
  if (!addr) return 0;
  LLVMValueRef v = LLVMBuildLoad2(b, gr->ty, addr, "pf.v");
  LLVMSetAlignment(v, LLVMGetAlignment(gr->loads[0]));
  LLVMBuildStore(b, v, elem_ptr(x, b, tile, gr->ty, PF_TILE, slot));
  return 1;
}

/* Rewrite one loop. */
static gpuopt_status rewrite(pf *x, shape *s, group *g, unsigned ng, int *refused) {
  const gpuopt_cfg *cfg = x->fi->cfg;
  LLVMContextRef c = x->c;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c), i1 = LLVMInt1TypeInContext(c);
  LLVMTypeRef kty = LLVMTypeOf(s->k);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  gpuopt_ptrmap memo;
  gpuopt__ptrmap_init(&memo);
  gpuopt_status status = GPUOPT_OK;
  uint32_t h = gpuopt__cfg_block(cfg, s->H);
  {
    /* the inner loop copies the header's phis and arithmetic (at most 256 of each) */
    unsigned nin = 0, nph = 0;
    for (LLVMValueRef in = LLVMGetFirstInstruction(s->H); in; in = LLVMGetNextInstruction(in))
      LLVMIsAPHINode(in) ? nph++ : nin++;
    if (nin > 256 || nph > 256) {
      *refused = 1;
      LLVMDisposeBuilder(b);
      return GPUOPT_OK;
    }
  }

  /* the blocks of the guarded code before the loop: dominated by T, not reachable from the header */
  uint8_t *pre = NULL, *seen = NULL;
  uint32_t *stack = NULL;
  if (s->guarded) {
    pre = calloc(cfg->g.n, 1);
    seen = calloc(cfg->g.n, 1);
    stack = malloc(sizeof *stack * (cfg->g.n + 1));
    if (!pre || !seen || !stack) {
      status = gpuopt__oom(x->ctx, WHO);
      goto out;
    }
    uint32_t sp = 0;
    stack[sp++] = h;
    seen[h] = 1;
    /* inside a block-uniform loop, the guard is in it: the search stops there (the back edge) */
    seen[gpuopt__cfg_block(cfg, s->B)] = 1;
    while (sp) {
      uint32_t v = stack[--sp];
      CFG_SUCCS(&cfg->g, v, it) if (!seen[*it]) seen[*it] = 1, stack[sp++] = *it;
    }
    uint32_t t = gpuopt__cfg_block(cfg, s->T);
    for (uint32_t i = 0; i < cfg->g.n; i++) pre[i] = !seen[i] && gpuopt__dominates(x->fi->dom, t, i);
  }
  /* with uniform conditions on the way, code after the loop is also reached around it (clang's
   * remainder loop after `nk < 4`): a value of the guarded code used there is computed at the end of
   * the guard block where it can be (hoistable), else carried by a header phi as below. A skip
   * target must be the guard's join or code after the loop (the skipping threads go there after a
   * zero-trip pass through the loop, below). */
  LLVMValueRef hv[64];
  unsigned nhv = 0;
  if (s->guarded && s->nconds) {
    uint32_t t = gpuopt__cfg_block(cfg, s->T), gbk = gpuopt__cfg_block(cfg, s->B);
    for (uint32_t bi = 0; bi < cfg->g.n; bi++) {
      if (!pre[bi]) continue;
      for (LLVMValueRef in = LLVMGetFirstInstruction(cfg->blocks[bi]); in; in = LLVMGetNextInstruction(in)) {
        int bad = 0;
        for (LLVMUseRef u = LLVMGetFirstUse(in); u && !bad; u = LLVMGetNextUse(u)) {
          LLVMValueRef usr = LLVMGetUser(u);
          if (LLVMIsAPHINode(usr)) {
            for (unsigned i = 0; i < LLVMCountIncoming(usr) && !bad; i++) {
              if (LLVMGetIncomingValue(usr, i) != in) continue;
              uint32_t ib = gpuopt__cfg_block(cfg, LLVMGetIncomingBlock(usr, i));
              bad = ib == GPUOPT_NONE || (!pre[ib] && !gpuopt__dominates(x->fi->dom, h, ib));
            }
          } else {
            uint32_t ub = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(usr));
            bad = ub == GPUOPT_NONE || (!pre[ub] && !gpuopt__dominates(x->fi->dom, h, ub));
          }
        }
        if (bad && nhv < 64 && hoistable(x, in, t, gbk, 0)) hv[nhv++] = in;
      }
    }
    for (unsigned i = 0; i < s->nconds; i++) {
      uint32_t kb = gpuopt__cfg_block(cfg, s->skip[i]);
      if (s->skip[i] != s->J && (kb == GPUOPT_NONE || pre[kb])) {
        *refused = 1;
        goto out;
      }
    }
  }

  /* thread coordinates at the entry */
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(x->fn);
  LLVMValueRef first = LLVMGetFirstInstruction(entry);
  while (first && LLVMIsAAllocaInst(first)) first = LLVMGetNextInstruction(first);
  LLVMPositionBuilderBefore(b, first);
  LLVMValueRef tx = sreg(x, b, "tid.x"), ntx = sreg(x, b, "ntid.x"), ty = sreg(x, b, "tid.y"),
               tz = sreg(x, b, "tid.z"), nty = sreg(x, b, "ntid.y");
  LLVMValueRef row = LLVMBuildAdd(b, ty, LLVMBuildMul(b, nty, tz, ""), "pf.row");
  LLVMValueRef rowT = LLVMBuildMul(b, row, ntx, "pf.rowT");
  LLVMValueRef myslot = LLVMBuildAdd(b, rowT, tx, "pf.slot");
  /* threadIdx.x tiles: T iterations x blockDim.x elements in PF_TILE, so the strip is T =
   * min(blockDim.x, PF_TILE / blockDim.x) iterations (>= 1: blockDim.x <= 1024) and the block's
   * rows = blockDim.y * blockDim.z load them together */
  unsigned ncol = 0;
  for (unsigned i = 0; i < ng; i++) ncol += g[i].col != 0;
  LLVMValueRef Tn = ntx, nrows = NULL;
  if (ncol) {
    nrows = LLVMBuildMul(b, nty, sreg(x, b, "ntid.z"), "pf.rows");
    LLVMValueRef q = LLVMBuildUDiv(b, LLVMConstInt(i32, PF_TILE, 0), ntx, "");
    Tn = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, q, ntx, ""), q, ntx, "pf.T");
  }

  LLVMValueRef tiles[PF_MAX_GROUPS];
  for (unsigned i = 0; i < ng; i++) {
    char what[16];
    snprintf(what, sizeof what, "%s%u", g[i].col ? "x" : "t", x->st->tiles + i);
    tiles[i] = shared_array(x, g[i].ty, PF_TILE * (g[i].lanes ? g[i].lanes : 1), what);
  }

  /* collect the header's original phis before adding any */
  LLVMValueRef hphis[256];
  unsigned nh = 0;
  for (LLVMValueRef p = LLVMGetFirstInstruction(s->H); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p))
    if (nh < 256) hphis[nh++] = p;
    else {
      status = gpuopt__fail(x->ctx, GPUOPT_EUNSUPPORTED, "%s: too many header phis", WHO);
      goto out;
    }

  LLVMBasicBlockRef Sh = NULL, Xs = NULL, E[PF_MAX_CONDS], D[PF_MAX_CONDS];
  LLVMValueRef act = NULL, flags = NULL, cflags = NULL, carriers[512], carried[512], run = NULL;
  unsigned ncar = 0;
  if (s->guarded) {
    /* the values the inactive threads need, computed in the guarded code (an unrolled loop's bound
     * `nk & -4`, the uniform conditions on the way): copies at the end of the guard block, which
     * replace them everywhere (thread-independent, side-effect free, so the same values) */
    uint32_t tb = gpuopt__cfg_block(cfg, s->T), gb = gpuopt__cfg_block(cfg, s->B);
    gpuopt_ptrmap hm;
    gpuopt__ptrmap_init(&hm);
    LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(s->B));
    LLVMValueRef *need[3 + PF_MAX_CONDS + 64] = {&s->k0, &s->n, &s->c0};
    unsigned nn = 3;
    for (unsigned i = 0; i < s->nconds; i++) need[nn++] = &s->cond[i];
    for (unsigned i = 0; i < nhv; i++) need[nn++] = &hv[i];
    for (unsigned i = 0; i < nn; i++) {
      LLVMValueRef v = *need[i];
      if (!v) continue;
      LLVMValueRef h = hoist_clone(x, b, v, tb, gb, &hm);
      if (!h) {
        gpuopt__ptrmap_free(&hm);
        status = gpuopt__fail(x->ctx, GPUOPT_EUNSUPPORTED, "%s: a guard's value too complex to copy", WHO);
        goto out;
      }
      if (h != v) {
        LLVMReplaceAllUsesWith(v, h);
        for (unsigned j = 0; j < nn; j++)
          if (*need[j] == v) *need[j] = h;
        if (s->cn && s->cn->N == v) s->cn->N = h;
      }
    }
    gpuopt__ptrmap_free(&hm);
    /* run: every uniform condition on the way holds (the active threads reach the preheader) */
    for (unsigned i = 0; i < s->nconds; i++) {
      LLVMValueRef ci = s->sense[i] ? s->cond[i] : LLVMBuildNot(b, s->cond[i], "");
      run = run ? LLVMBuildAnd(b, run, ci, "") : ci;
    }
    if (run) LLVMSetValueName2(run, "pf.run", 6);
    /* uniform conditions on the way (nconds > 0): the threads that skip the loop on one of them
     * enter it too (E[i], active, run = 0: no iteration), so that the warps reconverge before its
     * barriers; after it they go on to the skip target (D[i], the dispatch below) */
    for (unsigned i = 0; i < s->nconds; i++) {
      E[i] = LLVMInsertBasicBlockInContext(c, s->H, "pf.skipped");
      LLVMPositionBuilderAtEnd(b, E[i]);
      LLVMBuildBr(b, s->H);
      D[i] = LLVMInsertBasicBlockInContext(c, s->X, "pf.skip.to");
      LLVMValueRef dt = LLVMGetBasicBlockTerminator(s->cblk[i]);
      LLVMSetSuccessor(dt, s->sense[i] ? 1 : 0, E[i]);
      phi_retarget(b, s->skip[i], s->cblk[i], D[i]);
    }
    /* carrier phis in the header for values of the guarded code used in or after the loop */
    for (uint32_t bi = 0; bi < cfg->g.n; bi++) {
      if (!pre[bi]) continue;
      for (LLVMValueRef in = LLVMGetFirstInstruction(cfg->blocks[bi]); in; in = LLVMGetNextInstruction(in)) {
        LLVMValueRef users[256];
        unsigned nu = 0;
        for (LLVMUseRef u = LLVMGetFirstUse(in); u; u = LLVMGetNextUse(u)) {
          LLVMValueRef usr = LLVMGetUser(u);
          if (nu < 256 && (nu == 0 || users[nu - 1] != usr)) users[nu++] = usr;
        }
        LLVMValueRef car = NULL;
        for (unsigned ui = 0; ui < nu; ui++) {
          LLVMValueRef usr = users[ui];
          if (LLVMIsAPHINode(usr)) {
            unsigned n = LLVMCountIncoming(usr);
            for (unsigned i = 0; i < n; i++) {
              if (LLVMGetIncomingValue(usr, i) != in) continue;
              uint32_t ib = gpuopt__cfg_block(cfg, LLVMGetIncomingBlock(usr, i));
              if (ib != GPUOPT_NONE && pre[ib]) continue;
              if (!car) {
                if (ncar == 512) goto too_many;
                LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(s->H));
                car = LLVMBuildPhi(b, LLVMTypeOf(in), "pf.carry");
                carriers[ncar] = car, carried[ncar++] = in;
                gpuopt__ptrmap_put(&x->carmap, car, (uintptr_t)in);
              }
              LLVMSetOperand(usr, i, car);
            }
          } else {
            uint32_t ub = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(usr));
            if (ub != GPUOPT_NONE && pre[ub]) continue;
            if (!car) {
              if (ncar == 512) goto too_many;
              LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(s->H));
              car = LLVMBuildPhi(b, LLVMTypeOf(in), "pf.carry");
              carriers[ncar] = car, carried[ncar++] = in;
              gpuopt__ptrmap_put(&x->carmap, car, (uintptr_t)in);
            }
            int n = LLVMGetNumOperands(usr);
            for (int i = 0; i < n; i++)
              if (LLVMGetOperand(usr, i) == in) LLVMSetOperand(usr, (unsigned)i, car);
          }
        }
      }
    }
    /* the per-row flags before the guard: some thread of the row runs the loop */
    flags = shared_array(x, i32, PF_TILE, "rows");
    if (ncol) cflags = shared_array(x, i32, PF_TILE, "cols"); /* the same per column (by tid.x) */
    LLVMValueRef bt = LLVMGetBasicBlockTerminator(s->B);
    LLVMPositionBuilderBefore(b, bt);
    LLVMValueRef fp = elem_ptr(x, b, flags, i32, PF_TILE, row);
    LLVMValueRef cp = ncol ? elem_ptr(x, b, cflags, i32, PF_TILE, tx) : NULL;
    LLVMBuildAtomicRMW(b, LLVMAtomicRMWBinOpAnd, fp, LLVMConstInt(i32, 0, 0), LLVMAtomicOrderingMonotonic, 0);
    if (cp) LLVMBuildAtomicRMW(b, LLVMAtomicRMWBinOpAnd, cp, LLVMConstInt(i32, 0, 0), LLVMAtomicOrderingMonotonic, 0);
    barrier(x, b);
    LLVMValueRef gc = LLVMGetCondition(bt);
    if (!s->g_sense) gc = LLVMBuildNot(b, gc, "");
    LLVMValueRef gz = LLVMBuildZExt(b, gc, i32, "");
    LLVMBuildAtomicRMW(b, LLVMAtomicRMWBinOpOr, fp, gz, LLVMAtomicOrderingMonotonic, 0);
    if (cp) LLVMBuildAtomicRMW(b, LLVMAtomicRMWBinOpOr, cp, gz, LLVMAtomicOrderingMonotonic, 0);
    barrier(x, b);
    /* the inactive threads enter the loop from the guard */
    Sh = LLVMInsertBasicBlockInContext(c, s->H, "pf.inactive");
    LLVMPositionBuilderAtEnd(b, Sh);
    LLVMBuildBr(b, s->H);
    LLVMSetSuccessor(bt, s->g_sense ? 1 : 0, Sh);
  }

  /* split the latch: its code moves to NB; Lt becomes the merging latch */
  LLVMBasicBlockRef NB = LLVMInsertBasicBlockInContext(c, s->Lt, "pf.body.latch");
  x->nb = NB;
  x->pre = pre;
  {
    uint32_t lt = gpuopt__cfg_block(cfg, s->Lt);
    CFG_PREDS(&cfg->g, lt, it) {
      LLVMValueRef pt = LLVMGetBasicBlockTerminator(cfg->blocks[*it]);
      unsigned n = LLVMGetNumSuccessors(pt);
      for (unsigned i = 0; i < n; i++)
        if (LLVMGetSuccessor(pt, i) == s->Lt) LLVMSetSuccessor(pt, i, NB);
    }
    LLVMPositionBuilderAtEnd(b, NB);
    for (LLVMValueRef in = LLVMGetFirstInstruction(s->Lt); in;) {
      LLVMValueRef next = LLVMGetNextInstruction(in);
      LLVMInstructionRemoveFromParent(in);
      LLVMInsertIntoBuilder(b, in);
      in = next;
    }
    LLVMInstructionEraseFromParent(LLVMGetBasicBlockTerminator(NB));
    LLVMPositionBuilderAtEnd(b, NB);
    LLVMBuildBr(b, s->Lt);
  }
  LLVMBasicBlockRef IE = s->IE == s->Lt ? NB : s->IE;

  /* strip-mining: H, the tile loop's header, keeps the loop's phis (and act, when guarded) and
   * branches to TB: barrier (the previous tile is consumed), the loop's own test, once per tile;
   * the refill RF: thread x loads iteration k+x of its row; RE: barrier; kend = k + min(T,
   * iterations left); then (active threads only) the inner loop IH .. NB runs the tile's
   * iterations k .. kend-1 with no test but its own end (k' != kend), and the tile latch Lt
   * merges the active threads' values with the inactive ones' and takes k = kend back to H */
  unsigned kw = LLVMGetIntTypeWidth(kty);
  if (s->guarded) {
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(s->H));
    act = LLVMBuildPhi(b, i1, "pf.act");
  }
  LLVMBasicBlockRef TB = LLVMInsertBasicBlockInContext(c, IE, "pf.tile");
  LLVMBasicBlockRef RF = LLVMInsertBasicBlockInContext(c, IE, "pf.refill");
  LLVMBasicBlockRef RL = LLVMInsertBasicBlockInContext(c, IE, "pf.load");
  LLVMBasicBlockRef RE = LLVMInsertBasicBlockInContext(c, IE, "pf.ready");
  LLVMValueRef k32 = s->k, sc = NULL, sc_raw = NULL, cend = NULL;
  unsigned anywide = 0; /* groups that are an unrolled loop's U-lane access */
  for (unsigned i = 0; i < ng; i++) anywide += g[i].lanes != 0;
  /* an unrolled loop: k steps by U = 2^lg; iteration k's slot is (base + k) >> lg with base = row*T*U
   * - (k at the refill), all exact modulo 2^32 (the differences are below T*U) */
  const counted *cn = s->cn;
  unsigned U = cn ? cn->U : 1, lg = 0;
  while ((1u << lg) < U) lg++;
  LLVMValueRef oldc = LLVMGetCondition(s->term);
  {
    LLVMPositionBuilderBefore(b, s->term);
    LLVMBuildBr(b, TB);
    LLVMInstructionEraseFromParent(s->term);
    s->term = LLVMGetBasicBlockTerminator(s->H);
    phi_retarget(b, s->X, s->H, TB);
  }
  /* the barrier before the refill (the previous tile is consumed) opens the tile block, before its
   * test: every thread of the block reaches it each tile, and a later jump threading pass cannot
   * copy the test into the skipping threads' path (a convergent call is not duplicated), which
   * would move the guard's reconvergence point past the loop */
  LLVMPositionBuilderAtEnd(b, TB);
  barrier(x, b);
  LLVMValueRef more;
  if (cn) more = LLVMBuildOr(b, cn->first, LLVMBuildICmp(b, LLVMIntNE, cn->c, s->n, ""), "pf.more");
  else more = LLVMBuildICmp(b, s->pred, s->k, s->n, "pf.more");
  if (run) more = LLVMBuildAnd(b, run, more, "pf.more.run");
  LLVMBuildCondBr(b, more, RF, s->X);
  LLVMPositionBuilderAtEnd(b, RF);
  if (kw > 32) k32 = LLVMBuildTrunc(b, s->k, i32, "");
  else if (kw < 32) k32 = LLVMBuildZExt(b, s->k, i32, "");
  LLVMValueRef txk = kw > 32 ? LLVMBuildZExt(b, tx, kty, "") : kw < 32 ? LLVMBuildTrunc(b, tx, kty, "") : tx;
  LLVMValueRef ntxk = kw > 32 ? LLVMBuildZExt(b, ntx, kty, "") : kw < 32 ? LLVMBuildTrunc(b, ntx, kty, "") : ntx;
  LLVMValueRef kk, ok, kend_new, base_new, narrow = NULL, cntU = NULL, cnt32 = NULL;
  LLVMValueRef Tk = Tn == ntx ? ntxk : kw > 32 ? LLVMBuildZExt(b, Tn, kty, "") : kw < 32 ? LLVMBuildTrunc(b, Tn, kty, "") : Tn;
  if (cn) {
    /* iterations in this tile: min(T, ((N - c - 1) >> lg) + 1), in c's type (modulo 2^w). The loop
     * runs (N - c) / U more iterations when U divides N - c (2^w / U when N == c, in the first
     * iteration), and forever otherwise, so this never exceeds what is left and is at least 1:
     * thread x loads iteration k + x*U, the one the loop runs x iterations on, for x < cnt */
    LLVMTypeRef cty = LLVMTypeOf(cn->c);
    unsigned cw = LLVMGetIntTypeWidth(cty);
    LLVMValueRef ntxc = cw > 32 ? LLVMBuildZExt(b, Tn, cty, "") : cw < 32 ? LLVMBuildTrunc(b, Tn, cty, "") : Tn;
    LLVMValueRef rem = LLVMBuildSub(b, LLVMBuildSub(b, s->n, cn->c, ""), LLVMConstInt(cty, 1, 0), "");
    LLVMValueRef q = LLVMBuildAdd(b, LLVMBuildLShr(b, rem, LLVMConstInt(cty, lg, 0), ""), LLVMConstInt(cty, 1, 0), "");
    LLVMValueRef cntc = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, q, ntxc, ""), q, ntxc, "pf.cnt");
    cnt32 = cw > 32 ? LLVMBuildTrunc(b, cntc, i32, "") : cw < 32 ? LLVMBuildZExt(b, cntc, i32, "") : cntc;
    LLVMValueRef cntk = kw > 32 ? LLVMBuildZExt(b, cnt32, kty, "") : kw < 32 ? LLVMBuildTrunc(b, cnt32, kty, "") : cnt32;
    kk = LLVMBuildAdd(b, s->k, lg ? LLVMBuildShl(b, txk, LLVMConstInt(kty, lg, 0), "") : txk, "pf.k");
    ok = LLVMBuildICmp(b, LLVMIntULT, tx, cnt32, "");
    if (anywide) { /* element e = tx + j*T of a U-lane tile runs when e < cnt*U */
      narrow = ok;
      cntU = lg ? LLVMBuildShl(b, cnt32, LLVMConstInt(i32, lg, 0), "") : cnt32;
      ok = LLVMBuildICmp(b, LLVMIntULT, tx, cntU, "");
    }
    kend_new = LLVMBuildAdd(b, s->k, lg ? LLVMBuildShl(b, cntk, LLVMConstInt(kty, lg, 0), "") : cntk, "pf.kend.next");
    base_new = LLVMBuildSub(b, lg ? LLVMBuildShl(b, rowT, LLVMConstInt(i32, lg, 0), "") : rowT, k32, "pf.base.next");
    if (cn->c != s->k) cend = LLVMBuildAdd(b, cn->c, lg ? LLVMBuildShl(b, cntc, LLVMConstInt(cty, lg, 0), "") : cntc, "pf.cend");
  } else {
    kk = LLVMBuildAdd(b, s->k, txk, "pf.k");
    int sgn = s->pred == LLVMIntSLT || s->pred == LLVMIntSLE;
    ok = LLVMBuildAnd(b, LLVMBuildICmp(b, s->pred, kk, s->n, ""), LLVMBuildICmp(b, sgn ? LLVMIntSGE : LLVMIntUGE, kk, s->k, ""), "");
    if (kw < 32) ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntULT, tx, LLVMConstInt(i32, 1ull << kw, 0), ""), "");
    if (ncol) ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntULT, tx, Tn, ""), ""); /* the strip's iterations */
    /* iterations in this tile: min(T, n - k) (+1 for <=); n - k is exact as unsigned, k pred n */
    LLVMValueRef left = LLVMBuildSub(b, s->n, s->k, "");
    LLVMValueRef lt = LLVMBuildICmp(b, LLVMIntULT, left, Tk, "");
    if (s->pred == LLVMIntSLE || s->pred == LLVMIntULE) left = LLVMBuildAdd(b, left, LLVMConstInt(kty, 1, 0), "");
    LLVMValueRef cnt = LLVMBuildSelect(b, lt, left, Tk, "pf.cnt");
    cnt32 = kw > 32 ? LLVMBuildTrunc(b, cnt, i32, "") : kw < 32 ? LLVMBuildZExt(b, cnt, i32, "") : cnt;
    kend_new = LLVMBuildAdd(b, s->k, cnt, "pf.kend.next");
    base_new = LLVMBuildSub(b, rowT, k32, "pf.base.next");
  }
  if (s->guarded) {
    LLVMValueRef f = LLVMBuildLoad2(b, i32, elem_ptr(x, b, flags, i32, PF_TILE, row), "");
    ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntNE, f, LLVMConstInt(i32, 0, 0), ""), "pf.ok");
  }
  LLVMBasicBlockRef RC = ncol ? LLVMInsertBasicBlockInContext(c, RE, "pf.load.x") : RE;
  LLVMBuildCondBr(b, ok, RL, RC);
  LLVMPositionBuilderAtEnd(b, RL);
  if (anywide) {
    /* the U-lane tiles: thread x loads elements e = x + j*T, j < U, where e < cnt*U: lane e % U of
     * the tile's iteration e / U, through that lane's own address at k + (e / U)*U */
    for (unsigned j = 0; j < U; j++) {
      LLVMValueRef e = j ? LLVMBuildAdd(b, tx, LLVMBuildMul(b, ntx, LLVMConstInt(i32, j, 0), ""), "pf.e") : tx;
      LLVMBasicBlockRef Lj = NULL, Nj = NULL;
      if (j) {
        Lj = LLVMInsertBasicBlockInContext(c, RE, "pf.load.lane");
        Nj = LLVMInsertBasicBlockInContext(c, RE, "pf.load.next");
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, e, cntU, ""), Lj, Nj);
        LLVMPositionBuilderAtEnd(b, Lj);
      }
      LLVMValueRef m = LLVMBuildLShr(b, e, LLVMConstInt(i32, lg, 0), "");
      LLVMValueRef l = LLVMBuildAnd(b, e, LLVMConstInt(i32, U - 1, 0), "pf.lane");
      LLVMValueRef mk = kw > 32 ? LLVMBuildZExt(b, m, kty, "") : kw < 32 ? LLVMBuildTrunc(b, m, kty, "") : m;
      LLVMValueRef kj = LLVMBuildAdd(b, s->k, LLVMBuildShl(b, mk, LLVMConstInt(kty, lg, 0), ""), "pf.kj");
      gpuopt_ptrmap mj;
      gpuopt__ptrmap_init(&mj);
      for (unsigned i = 0; i < ng && status == GPUOPT_OK; i++) {
        if (!g[i].lanes) continue;
        LLVMValueRef addr = NULL;
        unsigned align = 0;
        for (unsigned q = 0; q < g[i].nloads; q++) {
          unsigned a = LLVMGetAlignment(g[i].loads[q]);
          if (!align || a < align) align = a;
        }
        for (unsigned ln = 0; ln < U; ln++) {
          LLVMValueRef a = clone_at(x, b, g[i].lptr[ln], kj, &mj);
          if (!a) {
            status = gpuopt__fail(x->ctx, GPUOPT_EUNSUPPORTED, "%s: address too complex to clone", WHO);
            break;
          }
          addr = ln ? LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, l, LLVMConstInt(i32, ln, 0), ""), a, addr, "") : a;
        }
        if (status) break;
        LLVMValueRef v = LLVMBuildLoad2(b, g[i].ty, addr, "pf.v");
        LLVMSetAlignment(v, align);
        LLVMValueRef slot = LLVMBuildAdd(b, LLVMBuildShl(b, rowT, LLVMConstInt(i32, lg, 0), ""), e, "");
        LLVMBuildStore(b, v, elem_ptr(x, b, tiles[i], g[i].ty, PF_TILE * U, slot));
      }
      gpuopt__ptrmap_free(&mj);
      if (status) goto out;
      if (j) {
        LLVMBuildBr(b, Nj);
        LLVMPositionBuilderAtEnd(b, Nj);
      }
    }
    if (anywide + ncol < ng) { /* the other groups: thread x loads iteration k + x*U when x < cnt */
      LLVMBasicBlockRef Ln = LLVMInsertBasicBlockInContext(c, RE, "pf.load.iter");
      LLVMBasicBlockRef Nn = LLVMInsertBasicBlockInContext(c, RE, "pf.load.done");
      LLVMBuildCondBr(b, narrow, Ln, Nn);
      LLVMPositionBuilderAtEnd(b, Ln);
      for (unsigned i = 0; i < ng; i++) {
        if (g[i].lanes || g[i].col) continue;
        if (!load_into_tile(x, b, &g[i], kk, &memo, tiles[i], myslot)) {
          status = gpuopt__fail(x->ctx, GPUOPT_EUNSUPPORTED, "%s: address too complex to clone", WHO);
          goto out;
        }
      }
      LLVMBuildBr(b, Nn);
      LLVMPositionBuilderAtEnd(b, Nn);
    }
  }
  for (unsigned i = 0; i < ng && !anywide; i++) {
    if (g[i].col) continue;
    if (!load_into_tile(x, b, &g[i], kk, &memo, tiles[i], myslot)) {
      status = gpuopt__fail(x->ctx, GPUOPT_EUNSUPPORTED, "%s: address too complex to clone", WHO);
      goto out;
    }
  }
  LLVMBuildBr(b, RC);
  if (ncol) {
    /* the threadIdx.x tiles: the block's rows load the tile's iterations m < cnt together, thread
     * (x, r) the elements of iterations m = r, r + rows, ... in column x through its own address
     * (k + m*U, x): a warp loads consecutive elements; a column no active thread reads (past the
     * matrix's last column in a partial block) loads nothing */
    LLVMPositionBuilderAtEnd(b, RC);
    LLVMValueRef cgo = LLVMBuildICmp(b, LLVMIntULT, row, cnt32, "");
    if (cflags) {
      LLVMValueRef f = LLVMBuildLoad2(b, i32, elem_ptr(x, b, cflags, i32, PF_TILE, tx), "");
      cgo = LLVMBuildAnd(b, cgo, LLVMBuildICmp(b, LLVMIntNE, f, LLVMConstInt(i32, 0, 0), ""), "pf.col.ok");
    }
    LLVMBasicBlockRef CL = LLVMInsertBasicBlockInContext(c, RE, "pf.load.col");
    LLVMBuildCondBr(b, cgo, CL, RE);
    LLVMPositionBuilderAtEnd(b, CL);
    LLVMValueRef m = LLVMBuildPhi(b, i32, "pf.m");
    LLVMValueRef mk = kw > 32 ? LLVMBuildZExt(b, m, kty, "") : kw < 32 ? LLVMBuildTrunc(b, m, kty, "") : m;
    LLVMValueRef km = LLVMBuildAdd(b, s->k, lg ? LLVMBuildShl(b, mk, LLVMConstInt(kty, lg, 0), "") : mk, "pf.km");
    LLVMValueRef cslot = LLVMBuildAdd(b, LLVMBuildMul(b, m, ntx, ""), tx, "");
    gpuopt_ptrmap mc;
    gpuopt__ptrmap_init(&mc);
    for (unsigned i = 0; i < ng; i++) {
      if (!g[i].col) continue;
      if (!load_into_tile(x, b, &g[i], km, &mc, tiles[i], cslot)) {
        gpuopt__ptrmap_free(&mc);
        status = gpuopt__fail(x->ctx, GPUOPT_EUNSUPPORTED, "%s: address too complex to clone", WHO);
        goto out;
      }
    }
    gpuopt__ptrmap_free(&mc);
    LLVMValueRef m2 = LLVMBuildAdd(b, m, nrows, "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, m2, cnt32, ""), CL, RE);
    LLVMValueRef mv[2] = {row, m2};
    LLVMBasicBlockRef mb[2] = {RC, CL};
    LLVMAddIncoming(m, mv, mb, 2);
  }
  LLVMPositionBuilderAtEnd(b, RE);
  barrier(x, b);
  /* the inner loop's header IH: IE (a new block before it when IE has phis) with a phi per header
   * phi ([the tile's value, RE], [the latch's value, NB]) and copies of the header's arithmetic;
   * the body's uses of the header's values read those */
  LLVMBasicBlockRef IH = IE;
  if (LLVMIsAPHINode(LLVMGetFirstInstruction(IE))) {
    IH = LLVMInsertBasicBlockInContext(c, IE, "pf.inner");
    LLVMPositionBuilderAtEnd(b, IH);
    LLVMBuildBr(b, IE);
    phi_retarget(b, IE, s->H, IH);
  }
  LLVMPositionBuilderAtEnd(b, RE);
  if (s->guarded) LLVMBuildCondBr(b, act, IH, s->Lt); /* the inactive threads: no iteration */
  else LLVMBuildBr(b, IH);
  LLVMValueRef iph[256], hin[256], hcl[256], ki = NULL;
  unsigned nhi = 0;
  gpuopt_ptrmap im;
  gpuopt__ptrmap_init(&im);
  LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(IH));
  for (unsigned i = 0; i < nh; i++) {
    iph[i] = LLVMBuildPhi(b, LLVMTypeOf(hphis[i]), "");
    gpuopt__ptrmap_put(&im, hphis[i], (uintptr_t)iph[i]);
    if (hphis[i] == s->k) ki = iph[i], LLVMSetValueName2(ki, "pf.k.in", 7);
  }
  for (LLVMValueRef in = LLVMGetFirstInstruction(s->H); in && in != s->term; in = LLVMGetNextInstruction(in)) {
    if (LLVMIsAPHINode(in)) continue;
    LLVMValueRef cl = LLVMInstructionClone(in);
    int n = LLVMGetNumOperands(cl);
    for (int i = 0; i < n; i++) {
      uintptr_t got;
      if (gpuopt__ptrmap_get(&im, LLVMGetOperand(cl, (unsigned)i), &got)) LLVMSetOperand(cl, (unsigned)i, (LLVMValueRef)got);
    }
    LLVMInsertIntoBuilder(b, cl);
    gpuopt__ptrmap_put(&im, in, (uintptr_t)cl);
    hin[nhi] = in, hcl[nhi++] = cl;
  }
  {
    LLVMValueRef k32i = kw > 32 ? LLVMBuildTrunc(b, ki, i32, "") : kw < 32 ? LLVMBuildZExt(b, ki, i32, "") : ki;
    sc = LLVMBuildAdd(b, base_new, k32i, "pf.at"); /* the tile slot of iteration k */
    sc_raw = sc; /* an unrolled access: lane l of iteration k at sc_raw + l */
    if (lg && anywide + ncol < ng) sc = LLVMBuildLShr(b, sc, LLVMConstInt(i32, lg, 0), "pf.slot.u");
  }
  /* the threadIdx.x tiles' slot: (tile iteration m)*blockDim.x + tid.x, stepping by blockDim.x */
  LLVMValueRef sx = NULL;
  if (ncol) {
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(IH));
    sx = LLVMBuildPhi(b, i32, "pf.at.x");
    LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(IH));
    LLVMValueRef sxn = LLVMBuildAdd(b, sx, ntx, "pf.at.x.next");
    LLVMValueRef vs[2] = {tx, sxn};
    LLVMBasicBlockRef bs[2] = {RE, NB};
    LLVMAddIncoming(sx, vs, bs, 2);
  }
  /* the body's (and NB's) uses of the header's values */
  for (unsigned i = 0; i < nh + nhi; i++) {
    LLVMValueRef v = i < nh ? hphis[i] : hin[i - nh], w = i < nh ? iph[i] : hcl[i - nh];
    for (int found = 1; found;) { /* one user at a time: setting an operand changes the use list */
      found = 0;
      for (LLVMUseRef u = LLVMGetFirstUse(v); u && !found; u = LLVMGetNextUse(u)) {
        LLVMValueRef usr = LLVMGetUser(u);
        if (!LLVMIsAInstruction(usr)) continue;
        LLVMBasicBlockRef ub = LLVMGetInstructionParent(usr);
        if (ub == s->H || !in_loop(x, ub)) continue;
        int n = LLVMGetNumOperands(usr);
        for (int j = 0; j < n; j++)
          if (LLVMGetOperand(usr, (unsigned)j) == v) LLVMSetOperand(usr, (unsigned)j, w);
        found = 1;
      }
    }
  }
  /* the inner phis' values: the tile's at RE, the latch's at NB */
  LLVMValueRef latchv[256];
  for (unsigned i = 0; i < nh; i++) {
    LLVMValueRef v = NULL;
    unsigned n = LLVMCountIncoming(hphis[i]);
    for (unsigned j = 0; j < n && !v; j++)
      if (LLVMGetIncomingBlock(hphis[i], j) == s->Lt) v = LLVMGetIncomingValue(hphis[i], j);
    uintptr_t got;
    if (v && gpuopt__ptrmap_get(&im, v, &got)) v = (LLVMValueRef)got;
    if (!v) v = LLVMGetPoison(LLVMTypeOf(hphis[i]));
    latchv[i] = v;
    LLVMValueRef vs[2] = {hphis[i], v};
    LLVMBasicBlockRef bs[2] = {RE, NB};
    LLVMAddIncoming(iph[i], vs, bs, 2);
  }
  gpuopt__ptrmap_free(&im);
  /* the inner loop's end: k' == kend (k steps by U from the tile's k: it meets kend) */
  {
    LLVMValueRef kn = NULL;
    for (unsigned i = 0; i < nh; i++)
      if (hphis[i] == s->k) kn = latchv[i];
    LLVMValueRef nbt = LLVMGetBasicBlockTerminator(NB);
    LLVMPositionBuilderBefore(b, nbt);
    LLVMValueRef more_in = LLVMBuildICmp(b, LLVMIntNE, kn, kend_new, "pf.inner.more");
    LLVMBuildCondBr(b, more_in, IH, s->Lt);
    LLVMInstructionEraseFromParent(nbt);
  }
  if (LLVMIsAInstruction(oldc) && !LLVMGetFirstUse(oldc)) LLVMInstructionEraseFromParent(oldc);
  /* the loads read the tile */
  for (unsigned i = 0; i < ng; i++)
    for (unsigned j = 0; j < g[i].nloads; j++) {
      LLVMValueRef ld = g[i].loads[j];
      LLVMPositionBuilderBefore(b, ld);
      LLVMValueRef at = g[i].col ? sx : sc;
      unsigned n = PF_TILE;
      if (g[i].lanes) { /* lane l of iteration k */
        n = PF_TILE * g[i].lanes;
        at = g[i].lane[j] ? LLVMBuildAdd(b, sc_raw, LLVMConstInt(i32, g[i].lane[j], 0), "") : sc_raw;
      }
      LLVMValueRef nl = LLVMBuildLoad2(b, g[i].ty, elem_ptr(x, b, tiles[i], g[i].ty, n, at), "pf.r");
      LLVMReplaceAllUsesWith(ld, nl);
      LLVMInstructionEraseFromParent(ld);
      x->st->loads_redirected++;
    }

  /* the tile latch Lt: k = kend (and an unrolled loop's c its value at kend), the same in every
   * thread; the other values are the inner loop's last ones, or for the inactive threads (from RE)
   * the header's */
  LLVMPositionBuilderAtEnd(b, s->Lt);
  for (unsigned i = 0; i < nh; i++) {
    LLVMValueRef p = hphis[i];
    unsigned n = LLVMCountIncoming(p);
    for (unsigned j = 0; j < n; j++) {
      if (LLVMGetIncomingBlock(p, j) != s->Lt) continue;
      LLVMValueRef v = LLVMGetIncomingValue(p, j);
      if (p == s->k) LLVMSetOperand(p, j, kend_new);
      else if (cend && p == cn->c) LLVMSetOperand(p, j, cend);
      else if (LLVMIsAConstant(v)) break; /* the same in every thread (an unrolled loop's `first`) */
      else if (s->guarded) {
        LLVMValueRef mp = LLVMBuildPhi(b, LLVMTypeOf(p), "");
        LLVMValueRef vs[2] = {latchv[i], p};
        LLVMBasicBlockRef bs[2] = {NB, RE};
        LLVMAddIncoming(mp, vs, bs, 2);
        LLVMSetOperand(p, j, mp);
      } else LLVMSetOperand(p, j, latchv[i]);
      break;
    }
  }
  LLVMBuildBr(b, s->H);
  if (s->guarded) {
    LLVMValueRef vs[3] = {LLVMConstInt(i1, 1, 0), act, LLVMConstInt(i1, 0, 0)};
    LLVMBasicBlockRef bs[3] = {s->P, s->Lt, Sh};
    LLVMAddIncoming(act, vs, bs, 3);
    for (unsigned i = 0; i < ncar; i++) {
      LLVMValueRef cv[3] = {carried[i], carriers[i], LLVMGetPoison(LLVMTypeOf(carried[i]))};
      LLVMAddIncoming(carriers[i], cv, bs, 3);
    }
    for (unsigned i = 0; i < nh; i++) {
      LLVMValueRef v = hphis[i] == s->k ? s->k0 : LLVMGetPoison(LLVMTypeOf(hphis[i]));
      if (cn && hphis[i] == cn->c) v = s->c0;
      if (cn && hphis[i] == cn->first) v = LLVMConstInt(i1, 1, 0);
      LLVMAddIncoming(hphis[i], &v, &Sh, 1);
      for (unsigned j = 0; j < s->nconds; j++) LLVMAddIncoming(hphis[i], &v, &E[j], 1);
    }
    /* the skipping threads: active, no iteration (run is 0); a carried value where it is defined
     * on their way (the only values their skip target can use) */
    for (unsigned j = 0; j < s->nconds; j++) {
      LLVMValueRef one = LLVMConstInt(i1, 1, 0);
      LLVMAddIncoming(act, &one, &E[j], 1);
      uint32_t cb = gpuopt__cfg_block(cfg, s->cblk[j]);
      for (unsigned i = 0; i < ncar; i++) {
        uint32_t vb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(carried[i]));
        LLVMValueRef v = vb != GPUOPT_NONE && gpuopt__dominates(x->fi->dom, vb, cb) ? carried[i]
                                                                                    : LLVMGetPoison(LLVMTypeOf(carried[i]));
        LLVMAddIncoming(carriers[i], &v, &E[j], 1);
      }
    }
    /* the exit: active threads to the loop's exit, the others to the guard's join */
    Xs = LLVMInsertBasicBlockInContext(c, s->X, "pf.exit");
    LLVMValueRef tbt = LLVMGetBasicBlockTerminator(TB);
    for (unsigned i = 0; i < 2; i++)
      if (LLVMGetSuccessor(tbt, i) == s->X) LLVMSetSuccessor(tbt, i, Xs);
    if (s->J != s->X) {
      LLVMBasicBlockRef Xa = s->X;
      if (s->nconds) {
        /* the active threads: to the loop's exit when it ran, else to the target of the first
         * uniform condition on the way that failed (the conditions, in path order) */
        Xa = LLVMInsertBasicBlockInContext(c, s->X, "pf.exit.active");
        LLVMPositionBuilderAtEnd(b, Xa);
        LLVMBuildCondBr(b, run, s->X, D[s->nconds - 1]);
        for (unsigned i = s->nconds; i-- > 0;) {
          LLVMPositionBuilderAtEnd(b, D[i]);
          if (i == 0) LLVMBuildBr(b, s->skip[i]);
          else LLVMBuildCondBr(b, s->cond[i], s->sense[i] ? D[i - 1] : s->skip[i], s->sense[i] ? s->skip[i] : D[i - 1]);
        }
      }
      phi_retarget(b, s->X, TB, s->nconds ? Xa : Xs);
      phi_retarget(b, s->J, s->B, Xs); /* J's edge from the guard now comes from Xs */
      LLVMPositionBuilderAtEnd(b, Xs);
      LLVMBuildCondBr(b, act, Xa, s->J);
    } else {
      LLVMPositionBuilderAtEnd(b, Xs);
      LLVMValueRef br = LLVMBuildBr(b, s->J);
      for (LLVMValueRef p = LLVMGetFirstInstruction(s->J); p && LLVMIsAPHINode(p);) {
        LLVMValueRef next = LLVMGetNextInstruction(p);
        unsigned n = LLVMCountIncoming(p);
        LLVMValueRef vh = NULL, vb = NULL;
        for (unsigned i = 0; i < n; i++) {
          if (LLVMGetIncomingBlock(p, i) == TB) vh = LLVMGetIncomingValue(p, i);
          if (LLVMGetIncomingBlock(p, i) == s->B) vb = LLVMGetIncomingValue(p, i);
        }
        LLVMPositionBuilderBefore(b, br);
        LLVMValueRef sel = LLVMBuildSelect(b, act, vh, vb, "");
        LLVMPositionBuilderBefore(b, p);
        LLVMValueRef q = LLVMBuildPhi(b, LLVMTypeOf(p), "");
        for (unsigned i = 0; i < n; i++) {
          LLVMBasicBlockRef ib = LLVMGetIncomingBlock(p, i);
          if (ib == s->B) continue;
          LLVMValueRef v = ib == TB ? sel : LLVMGetIncomingValue(p, i);
          if (ib == TB) ib = Xs;
          LLVMAddIncoming(q, &v, &ib, 1);
        }
        LLVMReplaceAllUsesWith(p, q);
        LLVMInstructionEraseFromParent(p);
        p = next;
      }
    }
  }
  if (s->guarded) {
    /* the active (from P) and inactive (from Sh) threads meet in a new preheader NP before the
     * loop, so the loop's header phis that get one value from both (k0, kend) stay uniform */
    LLVMBasicBlockRef NP = LLVMInsertBasicBlockInContext(c, s->H, "pf.join");
    LLVMValueRef pt = LLVMGetBasicBlockTerminator(s->P), st = LLVMGetBasicBlockTerminator(Sh);
    for (unsigned i = 0; i < LLVMGetNumSuccessors(pt); i++)
      if (LLVMGetSuccessor(pt, i) == s->H) LLVMSetSuccessor(pt, i, NP);
    LLVMSetSuccessor(st, 0, NP);
    for (unsigned i = 0; i < s->nconds; i++) LLVMSetSuccessor(LLVMGetBasicBlockTerminator(E[i]), 0, NP);
    LLVMPositionBuilderAtEnd(b, NP);
    LLVMValueRef npbr = LLVMBuildBr(b, s->H);
    /* the entries: P, Sh and the skipping threads' E[i] */
    LLVMBasicBlockRef ent[2 + PF_MAX_CONDS] = {s->P, Sh};
    unsigned nent = 2;
    for (unsigned i = 0; i < s->nconds; i++) ent[nent++] = E[i];
    for (LLVMValueRef p = LLVMGetFirstInstruction(s->H); p && LLVMIsAPHINode(p);) {
      LLVMValueRef next = LLVMGetNextInstruction(p);
      unsigned n = LLVMCountIncoming(p);
      LLVMValueRef ev[2 + PF_MAX_CONDS] = {NULL};
      for (unsigned i = 0; i < n; i++)
        for (unsigned e = 0; e < nent; e++)
          if (LLVMGetIncomingBlock(p, i) == ent[e]) ev[e] = LLVMGetIncomingValue(p, i);
      LLVMValueRef m = ev[0];
      int same = 1;
      for (unsigned e = 1; e < nent; e++) same &= ev[e] == ev[0];
      if (!same) {
        LLVMPositionBuilderBefore(b, npbr);
        m = LLVMBuildPhi(b, LLVMTypeOf(p), "");
        LLVMAddIncoming(m, ev, ent, nent);
      }
      LLVMPositionBuilderBefore(b, p);
      LLVMValueRef q = LLVMBuildPhi(b, LLVMTypeOf(p), "");
      LLVMAddIncoming(q, &m, &NP, 1);
      for (unsigned i = 0; i < n; i++) {
        LLVMBasicBlockRef ib = LLVMGetIncomingBlock(p, i);
        int is_ent = 0;
        for (unsigned e = 0; e < nent; e++) is_ent |= ib == ent[e];
        if (is_ent) continue;
        LLVMValueRef v = LLVMGetIncomingValue(p, i);
        LLVMAddIncoming(q, &v, &ib, 1);
      }
      replace_named(p, q);
      p = next;
    }
  }
  /* an inner phi used only by its own step (an unrolled loop's twin counter c: the tile latch
   * takes its value from RF) goes with it, and so do the step's dead users (the old exit test) */
  for (unsigned i = 0; i < nh; i++) {
    LLVMUseRef u = LLVMGetFirstUse(iph[i]);
    if (!u || LLVMGetNextUse(u)) continue;
    LLVMValueRef usr = LLVMGetUser(u);
    if (usr == iph[i] || !pure_op(usr)) continue;
    int only = 1;
    for (LLVMUseRef u2 = LLVMGetFirstUse(usr); u2 && only; u2 = LLVMGetNextUse(u2)) {
      LLVMValueRef w = LLVMGetUser(u2);
      only = w == iph[i] || (pure_op(w) && !LLVMGetFirstUse(w));
    }
    if (!only) continue;
    for (LLVMUseRef u2 = LLVMGetFirstUse(usr); u2;) {
      LLVMValueRef w = LLVMGetUser(u2);
      if (w == iph[i]) {
        u2 = LLVMGetNextUse(u2);
        continue;
      }
      LLVMInstructionEraseFromParent(w); /* dead */
      u2 = LLVMGetFirstUse(usr);
    }
    LLVMReplaceAllUsesWith(iph[i], LLVMGetPoison(LLVMTypeOf(iph[i])));
    LLVMInstructionEraseFromParent(iph[i]);
    LLVMInstructionEraseFromParent(usr);
  }
  erase_dead(x->fn);
  if (s->cn) s->cn->H = NULL; /* rewritten: its header is the tile loop's now */
  x->st->loops++;
  x->st->tiles += ng;
  x->st->tx_tiles += ncol;
  if (s->guarded) x->st->guarded++;
  goto out;
too_many:
  status = gpuopt__fail(x->ctx, GPUOPT_EUNSUPPORTED, "%s: too many values live into the loop", WHO);
out:
  free(pre);
  free(seen);
  free(stack);
  gpuopt__ptrmap_free(&memo);
  gpuopt__ptrmap_free(&x->carmap);
  gpuopt__ptrmap_init(&x->carmap);
  x->nb = NULL;
  x->pre = NULL;
  LLVMDisposeBuilder(b);
  return status;
}

/* ---- rotated loops ----
 * LLVM's loop rotation (every -O pipeline, gpucc's included) turns `for (k = k0; k < n; k++)` into a
 * guarded do-while: `if (k0 < n) { P: do { H: ... Lt: k1 = k + 1 } while (k1 < n); X: }`, the exit
 * test in the latch. Before the analysis, such an outermost loop is put back in header form:
 *   P -> NH;  NH: k' = phi [k0, P], [k1, Lt] (all of H's phis move here); if (k' < n) H else X;
 *   Lt -> NH (unconditional)
 * which is the same loop exactly when the first test passes whenever P is reached: the zero-trip
 * guard G (P's only predecessor) must branch to P on k0 < n itself (the same operands and predicate,
 * either order or sense; `n > 0` for k0 = 0). Values of the loop used after it get carrier phis in NH
 * ([poison, P]: never used, the first test passes; [v, Lt]: the last iteration's value, an H phi's
 * as it was in that iteration). Requires a dedicated preheader P and exit X (loop-simplify).
 * The zero-trip guard itself goes (G -> P unconditionally): its test is uniform and the same as
 * NH's first one, so a loop that would have been skipped now leaves at NH at once; where the skip
 * edge and the exit meet (Z, X's only successor), Z's values from G are selected at X on a flag
 * "no iteration ran" (a phi in NH: [1, P], [0, Lt]). So the preheader post-dominates the guarded
 * code again and the predication below (guard_shape) applies: the threads of a block reconverge
 * at NH, where the barriers are. Returns 1 when the loop was rewritten, -1 on out of memory. */
static int guard_proves(LLVMValueRef gbr, LLVMBasicBlockRef P, LLVMValueRef k0, LLVMValueRef n, LLVMIntPredicate pred) {
  if (!gbr || LLVMGetInstructionOpcode(gbr) != LLVMBr || !LLVMIsConditional(gbr)) return 0;
  LLVMValueRef c = LLVMGetCondition(gbr);
  if (!LLVMIsAICmpInst(c)) return 0;
  int ptrue = LLVMGetSuccessor(gbr, 0) == P;
  if (!ptrue && LLVMGetSuccessor(gbr, 1) != P) return 0;
  if (LLVMGetSuccessor(gbr, 0) == LLVMGetSuccessor(gbr, 1)) return 0;
  LLVMValueRef a = LLVMGetOperand(c, 0), b = LLVMGetOperand(c, 1);
  LLVMIntPredicate p = LLVMGetICmpPredicate(c);
  if (!ptrue) p = gpuopt__pred_invert(p);
  if (b == k0 && a != k0) {
    LLVMValueRef t = a;
    a = b, b = t;
    p = gpuopt__pred_swap(p);
  }
  if (a == k0 && b == n && p == pred) return 1;
  /* k0 = 0 (unsigned): n != 0; also x != 0, x >s 0 or x >u 0 for n = zext/sext x (clang -O1's
   * `n > 0` before the loops over a widened n) */
  if (LLVMIsAConstantInt(k0) && LLVMConstIntGetZExtValue(k0) == 0 && pred == LLVMIntULT && LLVMIsAConstantInt(b) &&
      LLVMConstIntGetZExtValue(b) == 0) {
    if (a == n && p == LLVMIntNE) return 1;
    int ext = LLVMIsAInstruction(n) && (LLVMGetInstructionOpcode(n) == LLVMZExt || LLVMGetInstructionOpcode(n) == LLVMSExt);
    if ((a == n || (ext && a == LLVMGetOperand(n, 0))) && (p == LLVMIntNE || p == LLVMIntSGT || p == LLVMIntUGT))
      return 1;
  }
  return 0;
}

/* v = q + U with q a phi of H [q0, P], [v, Lt] and U a constant power of two up to 16: U (and *q,
 * *q0), else 0. */
static unsigned step_of(LLVMValueRef v, LLVMBasicBlockRef H, LLVMBasicBlockRef P, LLVMBasicBlockRef Lt, LLVMValueRef *q,
                        LLVMValueRef *q0) {
  if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMAdd) return 0;
  LLVMValueRef o0 = LLVMGetOperand(v, 0), o1 = LLVMGetOperand(v, 1);
  LLVMValueRef phi = LLVMIsAConstantInt(o1) ? o0 : LLVMIsAConstantInt(o0) ? o1 : NULL;
  LLVMValueRef c = phi == o0 ? o1 : o0;
  if (!phi || !LLVMIsAPHINode(phi) || LLVMGetInstructionParent(phi) != H || LLVMCountIncoming(phi) != 2) return 0;
  unsigned long long u = LLVMConstIntGetZExtValue(c);
  if (u == 0 || u > 16 || (u & (u - 1))) return 0;
  LLVMValueRef init = NULL, back = NULL;
  for (unsigned i = 0; i < 2; i++) {
    if (LLVMGetIncomingBlock(phi, i) == P) init = LLVMGetIncomingValue(phi, i);
    if (LLVMGetIncomingBlock(phi, i) == Lt) back = LLVMGetIncomingValue(phi, i);
  }
  if (!init || back != v) return 0;
  *q = phi, *q0 = init;
  return (unsigned)u;
}

/* Loop L has a candidate load for induction variable k (its address depends on k, not on tid.x),
 * and its start k0 and bound n do not depend on the thread (loop_shape's conditions). */
static int has_candidate(pf *x, const gpuopt_loop *L, LLVMValueRef k, LLVMValueRef k0, LLVMValueRef n) {
  const gpuopt_cfg *cfg = x->fi->cfg;
  x->k = k;
  int cand = !dep(x, k0, 0) && !dep(x, n, 0);
  int found = 0;
  for (uint32_t i = 0; i < L->nblocks && cand && !found; i++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(cfg->blocks[L->blocks[i]]); in && !found; in = LLVMGetNextInstruction(in)) {
      if (LLVMGetInstructionOpcode(in) != LLVMLoad) continue;
      unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(in, 0)));
      unsigned d = dep(x, LLVMGetOperand(in, 0), 0);
      found = (as == 0 || as == 1) && (d & D_K) && !(d & (D_TX | D_BAD));
    }
  x->k = NULL;
  gpuopt__ptrmap_free(&x->dep);
  gpuopt__ptrmap_init(&x->dep);
  return cand && found;
}

static int unrotate(pf *x, uint32_t li) {
  const gpuopt_loop *L = &x->fi->loops->loops[li];
  const gpuopt_cfg *cfg = x->fi->cfg;
  if (L->nlatches != 1 || L->nexiting != 1 || L->exiting[0] != L->latches[0] || L->nexits != 1 ||
      L->preheader == GPUOPT_NONE)
    return 0;
  LLVMBasicBlockRef H = cfg->blocks[L->header], P = cfg->blocks[L->preheader], Lt = cfg->blocks[L->latches[0]],
                    X = cfg->blocks[L->exits[0]];
  uint32_t xb = L->exits[0], pb = L->preheader;
  if (cfg->g.pred_off[xb + 1] - cfg->g.pred_off[xb] != 1) return 0; /* a dedicated exit */
  LLVMBasicBlockRef G = cfg->blocks[cfg->g.pred[cfg->g.pred_off[pb]]];
  LLVMValueRef term = LLVMGetBasicBlockTerminator(Lt);
  if (!term || LLVMGetInstructionOpcode(term) != LLVMBr || !LLVMIsConditional(term)) return 0;
  int cont_true = LLVMGetSuccessor(term, 0) == H;
  if (!cont_true && LLVMGetSuccessor(term, 1) != H) return 0;
  LLVMValueRef cond = LLVMGetCondition(term);
  if (!LLVMIsAICmpInst(cond)) return 0;
  LLVMValueRef a = LLVMGetOperand(cond, 0), b = LLVMGetOperand(cond, 1);
  LLVMIntPredicate p = LLVMGetICmpPredicate(cond);
  if (!cont_true) p = gpuopt__pred_invert(p);
  /* k1 = k + 1 with k a phi of H: [k0, P], [k1, Lt] */
  LLVMValueRef k = NULL, k0 = NULL, n = NULL;
  for (int side = 0; side < 2 && !k; side++) {
    LLVMValueRef v = side ? b : a, o = side ? a : b;
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMAdd) continue;
    LLVMValueRef o0 = LLVMGetOperand(v, 0), o1 = LLVMGetOperand(v, 1);
    LLVMValueRef phi = LLVMIsAConstantInt(o1) && LLVMConstIntGetZExtValue(o1) == 1 ? o0
                       : LLVMIsAConstantInt(o0) && LLVMConstIntGetZExtValue(o0) == 1 ? o1 : NULL;
    if (!phi || !LLVMIsAPHINode(phi) || LLVMGetInstructionParent(phi) != H || LLVMCountIncoming(phi) != 2) continue;
    LLVMValueRef init = NULL, back = NULL;
    for (unsigned i = 0; i < 2; i++) {
      if (LLVMGetIncomingBlock(phi, i) == P) init = LLVMGetIncomingValue(phi, i);
      if (LLVMGetIncomingBlock(phi, i) == Lt) back = LLVMGetIncomingValue(phi, i);
    }
    if (!init || back != v) continue;
    k = phi, k0 = init, n = o;
    if (side) p = gpuopt__pred_swap(p);
  }
  /* clang's runtime unrolling (the loop vectoriser likewise): `c1 = c + U; if (c1 != N) continue`
   * with c a header phi stepping by U (a counter of its own, `niter`, or k itself) and the address
   * variable k a header phi stepping by U too: counted */
  LLVMValueRef cphi = NULL, c0 = NULL;
  unsigned U = 0;
  if (!k && p == LLVMIntNE) {
    for (int side = 0; side < 2 && !cphi; side++) {
      LLVMValueRef v = side ? b : a, o = side ? a : b;
      unsigned u = step_of(v, H, P, Lt, &cphi, &c0);
      if (!u) continue;
      U = u, n = o;
    }
    if (!cphi || (LLVMIsAInstruction(n) && in_loop(x, LLVMGetInstructionParent(n))) ||
        LLVMGetTypeKind(LLVMTypeOf(cphi)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(cphi)) < 16)
      return 0;
    x->k = cphi;
    int uni = !dep(x, c0, 0) && !dep(x, n, 0);
    x->k = NULL;
    gpuopt__ptrmap_free(&x->dep);
    gpuopt__ptrmap_init(&x->dep);
    if (!uni || x->ncnt == PF_MAX_COUNTED) return 0;
    for (LLVMValueRef q = LLVMGetFirstInstruction(H); q && LLVMIsAPHINode(q) && !k; q = LLVMGetNextInstruction(q)) {
      LLVMValueRef q0 = NULL;
      LLVMValueRef upd = NULL;
      for (unsigned i = 0; i < LLVMCountIncoming(q) && LLVMCountIncoming(q) == 2; i++)
        if (LLVMGetIncomingBlock(q, i) == Lt) upd = LLVMGetIncomingValue(q, i);
      LLVMValueRef qq = NULL;
      if (!upd || step_of(upd, H, P, Lt, &qq, &q0) != U || qq != q) continue;
      if (LLVMGetTypeKind(LLVMTypeOf(q)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(q)) < 16) continue;
      if (has_candidate(x, L, q, q0, n)) k = q, k0 = q0;
    }
    if (!k) return 0;
  }
  if (!k || LLVMGetTypeKind(LLVMTypeOf(k)) != LLVMIntegerTypeKind) return 0;
  /* clang -O1: `k + 1 != n` from k0 = 0 is `k + 1 <u n` once the guard proves n != 0 (k runs 0 .. n-1) */
  if (!cphi && p == LLVMIntNE && LLVMIsAConstantInt(k0) && LLVMConstIntGetZExtValue(k0) == 0) p = LLVMIntULT;
  if (!cphi && p != LLVMIntSLT && p != LLVMIntSLE && p != LLVMIntULT && p != LLVMIntULE) return 0;
  if (LLVMIsAInstruction(n) && in_loop(x, LLVMGetInstructionParent(n))) return 0;
  LLVMValueRef gbr = LLVMGetBasicBlockTerminator(G);
  LLVMBasicBlockRef Z = NULL;
  LLVMValueRef xt = NULL;
  /* keep_guard: a loop nested in another (the k-loop in an offloaded kernel's grid-stride loop) whose
   * first test is proved by a dominating branch (the OpenMP region's `n > 0`): the edge d -> s with s
   * dominating P and s's only predecessor d; the guard stays, and nothing else changes at the exit */
  int keep_guard = 0;
  if (cphi) {
    /* the header's test `first | c != N` passes in the first iteration: no guard to prove, and the
     * guards stay (guard_shape lets the inactive threads evaluate them) */
    keep_guard = 1;
  } else if (cfg->g.pred_off[pb + 1] - cfg->g.pred_off[pb] == 1 && guard_proves(gbr, P, k0, n, p)) {
    /* the guard's skip edge and the loop's exit meet in Z: X -> Z */
    Z = LLVMGetSuccessor(gbr, LLVMGetSuccessor(gbr, 0) == P ? 1 : 0);
    xt = LLVMGetBasicBlockTerminator(X);
    if (!xt || LLVMGetInstructionOpcode(xt) != LLVMBr || LLVMIsConditional(xt) || LLVMGetSuccessor(xt, 0) != Z || Z == X)
      return 0;
    for (LLVMValueRef q = LLVMGetFirstInstruction(Z); q && LLVMIsAPHINode(q); q = LLVMGetNextInstruction(q)) {
      unsigned ng = 0, nx = 0;
      for (unsigned i = 0; i < LLVMCountIncoming(q); i++) {
        ng += LLVMGetIncomingBlock(q, i) == G;
        nx += LLVMGetIncomingBlock(q, i) == X;
      }
      if (ng != 1 || nx != 1) return 0;
    }
  } else {
    /* k0 and n the same values at the dominating test: defined outside every loop around P */
    LLVMValueRef kn[2] = {k0, n};
    for (int i = 0; i < 2; i++)
      if (LLVMIsAInstruction(kn[i])) {
        uint32_t db = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(kn[i]));
        if (db == GPUOPT_NONE || (L->parent != GPUOPT_NONE && gpuopt__loop_contains(x->fi->loops, L->parent, db))) return 0;
      } else if (!LLVMIsAConstant(kn[i]) && !LLVMIsAArgument(kn[i])) {
        return 0;
      }
    for (uint32_t s = pb, d = x->fi->dom->idom[pb]; d != GPUOPT_NONE && !keep_guard; s = d, d = x->fi->dom->idom[d]) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[d]);
      if (cfg->g.pred_off[s + 1] - cfg->g.pred_off[s] != 1) continue;
      keep_guard = guard_proves(t, cfg->blocks[s], k0, n, p);
    }
    if (!keep_guard) return 0;
  }
  for (LLVMValueRef q = LLVMGetFirstInstruction(H); q && LLVMIsAPHINode(q); q = LLVMGetNextInstruction(q))
    if (LLVMCountIncoming(q) != 2) return 0;
  const uint32_t nlb = L->nblocks;
  if (nlb > 256) return 0;
  /* only where a load of the loop is a candidate (its address depends on k, not on tid.x) and the
   * loop's start and bound do not depend on the thread (loop_shape's conditions) */
  if (!cphi && !has_candidate(x, L, k, k0, n)) return 0;

  size_t capv = 2;
  for (uint32_t i = 0; i < nlb; i++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(cfg->blocks[L->blocks[i]]); in; in = LLVMGetNextInstruction(in)) capv++;
  LLVMValueRef *vals = malloc(capv * sizeof *vals);
  if (!vals) return -1;
  LLVMContextRef c = x->c;
  LLVMBuilderRef bld = LLVMCreateBuilderInContext(c);
  LLVMBasicBlockRef NH = LLVMInsertBasicBlockInContext(c, H, "pf.unrot");
  LLVMPositionBuilderAtEnd(bld, NH);
  LLVMValueRef kh = NULL, ch = NULL;
  for (LLVMValueRef q = LLVMGetFirstInstruction(H); q && LLVMIsAPHINode(q);) {
    LLVMValueRef next = LLVMGetNextInstruction(q);
    LLVMValueRef np = LLVMBuildPhi(bld, LLVMTypeOf(q), "");
    for (unsigned i = 0; i < 2; i++) {
      LLVMValueRef v = LLVMGetIncomingValue(q, i);
      LLVMBasicBlockRef ib = LLVMGetIncomingBlock(q, i);
      LLVMAddIncoming(np, &v, &ib, 1);
    }
    replace_named(q, np);
    if (q == k) kh = np;
    if (q == cphi) ch = np;
    q = next;
  }
  /* live-outs: carriers in NH */
  LLVMBasicBlockRef lbs[256];
  for (uint32_t i = 0; i < nlb; i++) lbs[i] = cfg->blocks[L->blocks[i]];
  LLVMValueRef cmp;
  if (cphi) {
    LLVMTypeRef i1 = LLVMInt1TypeInContext(x->c);
    LLVMValueRef first = LLVMBuildPhi(bld, i1, "pf.first");
    LLVMValueRef vs[2] = {LLVMConstInt(i1, 1, 0), LLVMConstInt(i1, 0, 0)};
    LLVMBasicBlockRef bs[2] = {P, Lt};
    LLVMAddIncoming(first, vs, bs, 2);
    LLVMValueRef ne = LLVMBuildICmp(bld, LLVMIntNE, ch, n, "pf.unrot.ne");
    cmp = LLVMBuildOr(bld, first, ne, "pf.unrot.test");
    counted *e = &x->cnt[x->ncnt++];
    e->H = NH, e->k = kh, e->c = ch, e->N = n, e->first = first, e->U = U;
  } else {
    cmp = LLVMBuildICmp(bld, p, kh, n, "pf.unrot.test");
  }
  LLVMBuildCondBr(bld, cmp, H, X);
  LLVMValueRef firstnh = LLVMGetFirstInstruction(NH);
  /* loop-invariant arithmetic of the loop moves to P (recomputed every iteration otherwise, and
   * carried out of the loop by a phi where used after it) */
  for (int changed = 1, round = 0; changed && round < 8; round++) {
    changed = 0;
    for (uint32_t bi = 0; bi < nlb; bi++)
      for (LLVMValueRef in = LLVMGetFirstInstruction(lbs[bi]); in;) {
        LLVMValueRef next = LLVMGetNextInstruction(in);
        int inv = pure_op(in) && in != cmp;
        for (int o = 0; inv && o < LLVMGetNumOperands(in); o++) {
          LLVMValueRef v = LLVMGetOperand(in, (unsigned)o);
          if (!LLVMIsAInstruction(v)) continue;
          LLVMBasicBlockRef vb = LLVMGetInstructionParent(v);
          if (vb == NH) inv = 0;
          for (uint32_t j = 0; j < nlb && inv; j++) inv = vb != lbs[j];
        }
        if (inv) {
          LLVMInstructionRemoveFromParent(in);
          LLVMPositionBuilderBefore(bld, LLVMGetBasicBlockTerminator(P));
          LLVMInsertIntoBuilder(bld, in);
          changed = 1;
        }
        in = next;
      }
  }
  /* the loop's values, before any carrier is added */
  size_t nvals = 0;
  for (uint32_t bi = 0; bi <= nlb; bi++) { /* NH's phis first: a use outside given to one below is not theirs */
    LLVMBasicBlockRef bb = bi == 0 ? NH : lbs[bi - 1];
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      if (LLVMGetTypeKind(LLVMTypeOf(in)) == LLVMVoidTypeKind || in == cmp) continue;
      if (nvals < capv) vals[nvals++] = in;
    }
  }
  for (size_t vi = 0; vi < nvals; vi++) {
    {
      LLVMValueRef in = vals[vi];
      LLVMValueRef car = NULL, users[64];
      unsigned nu = 0;
      for (LLVMUseRef u = LLVMGetFirstUse(in); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef usr = LLVMGetUser(u);
        unsigned j = 0;
        while (j < nu && users[j] != usr) j++;
        if (j == nu && nu < 64) users[nu++] = usr;
      }
      for (unsigned ui = 0; ui < nu; ui++) {
        LLVMValueRef usr = users[ui];
        LLVMBasicBlockRef ub = LLVMGetInstructionParent(usr);
        int inside = ub == NH;
        for (uint32_t j = 0; j < nlb && !inside; j++) inside = ub == lbs[j];
        if (usr == cmp) inside = 1;
        if (!inside || (LLVMIsAPHINode(usr) && ub == X)) {
          /* the next value of a header phi: that phi carries it out (at the exit it holds the last
           * iteration's value; the first test always passes) */
          for (LLVMValueRef q = LLVMGetFirstInstruction(NH); !car && q && LLVMIsAPHINode(q); q = LLVMGetNextInstruction(q))
            for (unsigned i = 0; i < LLVMCountIncoming(q); i++)
              if (LLVMGetIncomingBlock(q, i) == Lt && LLVMGetIncomingValue(q, i) == in) car = q;
          if (!car) {
            LLVMPositionBuilderBefore(bld, firstnh);
            car = LLVMBuildPhi(bld, LLVMTypeOf(in), "pf.out");
            LLVMValueRef vs[2] = {LLVMGetPoison(LLVMTypeOf(in)), in};
            LLVMBasicBlockRef bs[2] = {P, Lt};
            LLVMAddIncoming(car, vs, bs, 2);
          }
          int nops = LLVMGetNumOperands(usr);
          for (int o = 0; o < nops; o++)
            if (LLVMGetOperand(usr, (unsigned)o) == in) LLVMSetOperand(usr, (unsigned)o, car);
        }
      }
    }
  }
  free(vals);
  /* X's phis: the edge from Lt is now from NH */
  phi_retarget(bld, X, Lt, NH);
  if (keep_guard) goto links;
  /* the zero-trip guard goes: G -> P always; NH's first test fails where it would have skipped,
   * and Z's values from G are selected at the exit on a flag "no iteration ran" */
  LLVMPositionBuilderBefore(bld, LLVMGetFirstInstruction(NH));
  LLVMValueRef zt = LLVMBuildPhi(bld, LLVMInt1TypeInContext(c), "pf.zerotrip");
  {
    LLVMValueRef vs[2] = {LLVMConstInt(LLVMInt1TypeInContext(c), 1, 0), LLVMConstInt(LLVMInt1TypeInContext(c), 0, 0)};
    LLVMBasicBlockRef bs[2] = {P, Lt};
    LLVMAddIncoming(zt, vs, bs, 2);
  }
  for (LLVMValueRef q = LLVMGetFirstInstruction(Z); q && LLVMIsAPHINode(q);) {
    LLVMValueRef next = LLVMGetNextInstruction(q);
    unsigned ni = LLVMCountIncoming(q);
    LLVMValueRef vg = NULL, vx = NULL;
    for (unsigned i = 0; i < ni; i++) {
      if (LLVMGetIncomingBlock(q, i) == G) vg = LLVMGetIncomingValue(q, i);
      if (LLVMGetIncomingBlock(q, i) == X) vx = LLVMGetIncomingValue(q, i);
    }
    LLVMPositionBuilderBefore(bld, xt);
    LLVMValueRef sel = LLVMBuildSelect(bld, zt, vg, vx, "pf.zt.sel");
    LLVMPositionBuilderBefore(bld, q);
    LLVMValueRef nq = LLVMBuildPhi(bld, LLVMTypeOf(q), "");
    for (unsigned i = 0; i < ni; i++) {
      LLVMBasicBlockRef ib = LLVMGetIncomingBlock(q, i);
      if (ib == G) continue;
      LLVMValueRef v = ib == X ? sel : LLVMGetIncomingValue(q, i);
      LLVMAddIncoming(nq, &v, &ib, 1);
    }
    LLVMReplaceAllUsesWith(q, nq);
    LLVMInstructionEraseFromParent(q);
    q = next;
  }
  {
    LLVMValueRef gc = LLVMGetCondition(gbr);
    LLVMPositionBuilderBefore(bld, gbr);
    LLVMBuildBr(bld, P);
    LLVMInstructionEraseFromParent(gbr);
    if (LLVMIsAInstruction(gc) && !LLVMGetFirstUse(gc)) LLVMInstructionEraseFromParent(gc);
  }
links:;
  /* P -> NH, Lt -> NH */
  LLVMValueRef pt = LLVMGetBasicBlockTerminator(P);
  for (unsigned i = 0; i < LLVMGetNumSuccessors(pt); i++)
    if (LLVMGetSuccessor(pt, i) == H) LLVMSetSuccessor(pt, i, NH);
  LLVMPositionBuilderBefore(bld, term);
  LLVMBuildBr(bld, NH);
  LLVMInstructionEraseFromParent(term);
  if (!LLVMGetFirstUse(cond)) LLVMInstructionEraseFromParent(cond);
  LLVMDisposeBuilder(bld);
  x->st->unrotated++;
  return 1;
}

/* ---- block-uniform grid-stride loops ----
 * A kernel that `gpuopt offload` generates runs each thread over a grid-stride loop
 * `for (i = start(tid); i <= last(tid); i += stride)` whose trip count differs between the threads
 * of a block (the last round, and the threads past the iteration space of a partial block). A
 * prefetched k-loop inside needs barriers, which every thread of the block must reach equally
 * often. The loop is made block-uniform: every thread iterates the block's largest trip count, the
 * threads whose own iterations are over inactive (act = 0) and skipping the body, and the loop goes
 * on while a block-wide vote (__syncthreads_or, llvm.nvvm.barrier0.or) says some thread is active:
 *   Po: act0 = guard passes (or 1); br U
 *   U:  act = phi [act0, Po], [cont', M]; the header's phis (moved); br act, H, M
 *   H ... Lt: br M                        (the original body; its exit test c -> cont)
 *   M:  cont' = phi [cont, Lt], [0, U]; q' for each moved phi; br vote_or(cont'), U, X
 * A moved phi that steps by a value defined outside the loop (`q + s`, the grid-stride indices)
 * steps in M for every thread, active or not, so the threads of a block stay in lock step and a
 * row's inactive threads compute the same row index as its active ones (what the tile loads of
 * the inner loop use); any other phi keeps its value in an inactive thread (it is not used).
 * Conditions: an outermost loop with a preheader Po reached by every thread of the block
 * (convergent_block), one latch that is the only exiting block, no phis in the exit X, no value of
 * the loop used after it, no call other than call_ok's, Po ending in `br H` or `br c, H, X`; and a
 * child loop that smem-prefetch can use (an induction variable k from a thread-independent start,
 * by +1, to a thread-independent bound, and a load over k, tid.y, tid.z and uniform values only),
 * so that the vote is paid only where a tile follows. Returns 1 when rewritten, -1 on failure. */
static int child_candidate(pf *x, uint32_t lj) {
  const gpuopt_loop *L = &x->fi->loops->loops[lj];
  const gpuopt_cfg *cfg = x->fi->cfg;
  if (L->nlatches != 1 || L->nexiting != 1) return 0;
  LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[L->exiting[0]]);
  if (!t || LLVMGetInstructionOpcode(t) != LLVMBr || !LLVMIsConditional(t) || !LLVMIsAICmpInst(LLVMGetCondition(t))) return 0;
  LLVMValueRef cmp = LLVMGetCondition(t);
  int found = 0;
  for (LLVMValueRef q = LLVMGetFirstInstruction(cfg->blocks[L->header]); q && LLVMIsAPHINode(q) && !found;
       q = LLVMGetNextInstruction(q)) {
    if (LLVMGetTypeKind(LLVMTypeOf(q)) != LLVMIntegerTypeKind || LLVMCountIncoming(q) != 2) continue;
    gpuopt__ptrmap_free(&x->dep);
    gpuopt__ptrmap_init(&x->dep);
    x->loop = lj;
    x->k = q;
    LLVMValueRef k0 = NULL, k1 = NULL;
    for (unsigned i = 0; i < 2; i++) {
      uint32_t ib = gpuopt__cfg_block(cfg, LLVMGetIncomingBlock(q, i));
      if (ib != GPUOPT_NONE && gpuopt__loop_contains(x->fi->loops, lj, ib)) k1 = LLVMGetIncomingValue(q, i);
      else k0 = LLVMGetIncomingValue(q, i);
    }
    if (!k0 || !k1 || !LLVMIsAInstruction(k1) || LLVMGetInstructionOpcode(k1) != LLVMAdd || dep(x, k0, 0)) continue;
    LLVMValueRef a = LLVMGetOperand(cmp, 0), b = LLVMGetOperand(cmp, 1);
    LLVMValueRef n = (a == q || a == k1) ? b : (b == q || b == k1) ? a : NULL;
    if (!n) { /* clang's runtime unrolling: the exit tests a twin counter, `niter + 4 == N` */
      for (int side = 0; side < 2 && !n; side++) {
        LLVMValueRef o = side ? b : a;
        int inv = !LLVMIsAInstruction(o);
        if (!inv) {
          uint32_t ob = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(o));
          inv = ob != GPUOPT_NONE && !gpuopt__loop_contains(x->fi->loops, lj, ob);
        }
        if (inv) n = o;
      }
    }
    if (!n || dep(x, n, 0)) continue;
    for (uint32_t i = 0; i < L->nblocks && !found; i++)
      for (LLVMValueRef in = LLVMGetFirstInstruction(cfg->blocks[L->blocks[i]]); in && !found; in = LLVMGetNextInstruction(in)) {
        if (LLVMGetInstructionOpcode(in) != LLVMLoad) continue;
        unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(in, 0)));
        unsigned d = dep(x, LLVMGetOperand(in, 0), 0);
        found = (as == 0 || as == 1) && (d & D_K) && !(d & (D_TX | D_BAD));
      }
  }
  x->k = NULL;
  gpuopt__ptrmap_free(&x->dep);
  gpuopt__ptrmap_init(&x->dep);
  return found;
}

/* The guard block gb of loop li branches on a thread-independent condition c2 (clang -O3's
 * unswitched `ny > 0` between the grid-stride loop and its memset version) and is reached from its
 * only predecessor G0 on a thread-dependent condition c1 (the thread's first iteration in range):
 *   G0: br c1, gb, R     gb: (arithmetic) br c2, Po, S
 * becomes, gb's arithmetic moved up to G0 (side-effect-free, cannot trap),
 *   G0: br c2, T, F      T: br c1, Po, R      F: br c1, S, R
 * the same paths for every thread; T is a guard uniformize can use (G0 convergent). Only where a
 * loop inside li has a candidate load. Returns 1 when rewritten. */
static int hoist_uniform_guard(pf *x, uint32_t li, uint32_t gb) {
  const gpuopt_loops *LS = x->fi->loops;
  const gpuopt_cfg *cfg = x->fi->cfg;
  if (cfg->g.pred_off[gb + 1] - cfg->g.pred_off[gb] != 1) return 0;
  uint32_t g0 = cfg->g.pred[cfg->g.pred_off[gb]];
  LLVMBasicBlockRef G0 = cfg->blocks[g0], GB = cfg->blocks[gb];
  LLVMValueRef t0 = LLVMGetBasicBlockTerminator(G0), t1 = LLVMGetBasicBlockTerminator(GB);
  if (!t0 || !t1 || LLVMGetInstructionOpcode(t0) != LLVMBr || !LLVMIsConditional(t0) ||
      LLVMGetInstructionOpcode(t1) != LLVMBr || !LLVMIsConditional(t1))
    return 0;
  int gb_true = LLVMGetSuccessor(t0, 0) == GB;
  LLVMBasicBlockRef R = LLVMGetSuccessor(t0, gb_true ? 1 : 0);
  LLVMBasicBlockRef S0 = LLVMGetSuccessor(t1, 0), S1 = LLVMGetSuccessor(t1, 1);
  if (R == GB || S0 == S1 || S0 == GB || S1 == GB || S0 == R || S1 == R || gpuopt__loop_contains(LS, li, g0)) return 0;
  if (LLVMGetFirstInstruction(S0) && LLVMIsAPHINode(LLVMGetFirstInstruction(S0))) return 0;
  if (LLVMGetFirstInstruction(S1) && LLVMIsAPHINode(LLVMGetFirstInstruction(S1))) return 0;
  if (dep(x, LLVMGetCondition(t1), 0) != 0) return 0;
  for (LLVMValueRef in = LLVMGetFirstInstruction(GB); in && in != t1; in = LLVMGetNextInstruction(in))
    if (!pure_op(in)) return 0;
  if (!convergent_block(x, g0)) return 0;
  int cand = 0;
  for (uint32_t lj = 0; lj < LS->nloops && !cand; lj++)
    if (lj != li && gpuopt__loop_contains(LS, li, LS->loops[lj].header)) cand = child_candidate(x, lj);
  x->loop = li;
  if (!cand) return 0;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(x->c);
  for (LLVMValueRef in = LLVMGetFirstInstruction(GB); in && in != t1;) {
    LLVMValueRef next = LLVMGetNextInstruction(in);
    LLVMInstructionRemoveFromParent(in);
    LLVMPositionBuilderBefore(b, t0);
    LLVMInsertIntoBuilder(b, in);
    in = next;
  }
  LLVMValueRef c1 = LLVMGetCondition(t0), c2 = LLVMGetCondition(t1);
  LLVMBasicBlockRef T = LLVMInsertBasicBlockInContext(x->c, GB, "pf.hoist.t");
  LLVMBasicBlockRef F = LLVMInsertBasicBlockInContext(x->c, GB, "pf.hoist.f");
  LLVMPositionBuilderAtEnd(b, T);
  LLVMBuildCondBr(b, c1, gb_true ? S0 : R, gb_true ? R : S0);
  LLVMPositionBuilderAtEnd(b, F);
  LLVMBuildCondBr(b, c1, gb_true ? S1 : R, gb_true ? R : S1);
  /* R: the edge from G0 is now two, from T and F */
  for (LLVMValueRef q = LLVMGetFirstInstruction(R); q && LLVMIsAPHINode(q); q = LLVMGetNextInstruction(q)) {
    unsigned n = LLVMCountIncoming(q);
    for (unsigned i = 0; i < n; i++)
      if (LLVMGetIncomingBlock(q, i) == G0) {
        LLVMValueRef v = LLVMGetIncomingValue(q, i);
        LLVMAddIncoming(q, &v, &F, 1);
      }
  }
  phi_retarget(b, R, G0, T);
  LLVMPositionBuilderBefore(b, t0);
  LLVMBuildCondBr(b, c2, T, F);
  LLVMInstructionEraseFromParent(t0);
  LLVMInstructionEraseFromParent(t1);
  LLVMDeleteBasicBlock(GB);
  LLVMDisposeBuilder(b);
  return 1;
}

static int uniformize(pf *x, uint32_t li) {
  const gpuopt_loops *LS = x->fi->loops;
  const gpuopt_loop *L = &LS->loops[li];
  const gpuopt_cfg *cfg = x->fi->cfg;
  if (L->nlatches != 1 || L->nexiting != 1 || L->exiting[0] != L->latches[0] || L->nexits != 1 ||
      L->preheader == GPUOPT_NONE || L->nblocks > 4096)
    return 0;
  gpuopt__ptrmap_free(&x->dep);
  gpuopt__ptrmap_init(&x->dep);
  x->loop = li;
  x->k = NULL;
  const int uni = loop_uniform(x, li); /* made uniform already, or a sequential loop */
  for (uint32_t a = L->parent; a != GPUOPT_NONE; a = LS->loops[a].parent)
    if (!loop_uniform(x, a)) return 0; /* the loops around it first */
  LLVMBasicBlockRef H = cfg->blocks[L->header], Po = cfg->blocks[L->preheader], Lt = cfg->blocks[L->latches[0]],
                    X = cfg->blocks[L->exits[0]];
  /* the zero-trip guard: in the preheader, or in its only predecessor G when the preheader is a
   * `br H` after side-effect-free arithmetic (loop-simplify's, LICM's) */
  LLVMBasicBlockRef Gd = Po, E = H;
  uint32_t gb = L->preheader;
  {
    LLVMValueRef pt = LLVMGetBasicBlockTerminator(Po);
    uint32_t pb = L->preheader;
    int pure = 1; /* the preheader's code runs in every thread now: arithmetic only (LICM's) */
    for (LLVMValueRef in = LLVMGetFirstInstruction(Po); in && in != pt && pure; in = LLVMGetNextInstruction(in))
      switch (LLVMGetInstructionOpcode(in)) {
      case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd:
      case LLVMOr: case LLVMXor: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMICmp: case LLVMSelect:
      case LLVMFCmp: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFNeg: case LLVMSIToFP:
      case LLVMUIToFP: case LLVMFPExt: case LLVMFPTrunc: case LLVMGetElementPtr: case LLVMAddrSpaceCast:
      case LLVMBitCast:
        break;
      default:
        pure = 0;
      }
    if (pt && pure && !LLVMIsConditional(pt) && cfg->g.pred_off[pb + 1] - cfg->g.pred_off[pb] == 1) {
      uint32_t g = cfg->g.pred[cfg->g.pred_off[pb]];
      LLVMValueRef gt = LLVMGetBasicBlockTerminator(cfg->blocks[g]);
      if (gt && LLVMGetInstructionOpcode(gt) == LLVMBr && LLVMIsConditional(gt)) Gd = cfg->blocks[g], E = Po, gb = g;
    }
  }
  /* a grid-stride loop inside one made uniform already (the x loop of a nested 2-D grid inside the y
   * loop): its guard block gb is reached from the outer loop's header Uo only by the outer loop's
   * active threads, `Uo: br oact, gb, Mo` (Mo the outer latch, the vote). The outer loop's
   * inactive threads enter this loop too, inactive (act0 = oact & the guard), and leave it to Mo
   * (a new block XS after the vote: br oact, X, Mo) with the values they had at Uo; so gb must be
   * side-effect-free arithmetic that cannot trap. */
  LLVMBasicBlockRef Uo = NULL, Mo = NULL;
  LLVMValueRef oact = NULL;
  int oact_true = 1, at_header = 0;
  if (L->parent != GPUOPT_NONE) {
    /* the same where the loop's preheader follows the outer header Uo itself (a sequential loop,
     * the j loop of 2mm's `for i (grid) for j for k`): Uo is the guard block, no guard of its own */
    const gpuopt_loop *PL = &LS->loops[L->parent];
    LLVMValueRef ut = LLVMGetBasicBlockTerminator(cfg->blocks[PL->header]);
    if (gb == PL->header && PL->nlatches == 1 && ut && LLVMGetInstructionOpcode(ut) == LLVMBr && LLVMIsConditional(ut)) {
      oact_true = LLVMGetSuccessor(ut, 0) == E;
      if (LLVMGetSuccessor(ut, oact_true ? 0 : 1) == E && LLVMGetSuccessor(ut, oact_true ? 1 : 0) == cfg->blocks[PL->latches[0]] &&
          convergent_block(x, gb))
        Uo = Gd, Mo = cfg->blocks[PL->latches[0]], oact = LLVMGetCondition(ut), at_header = 1;
    }
  }
  if (!at_header && convergent_block(x, gb)) {
    if (uni) return 0; /* nothing to do: the loop runs in every thread alike */
  } else if (!at_header) {
    if (hoist_uniform_guard(x, li, gb)) return 2;
    if (L->parent == GPUOPT_NONE) return 0;
    const gpuopt_loop *PL = &LS->loops[L->parent];
    uint32_t hb = PL->header;
    if (x->fi->dom->idom[gb] != hb || cfg->g.pred_off[gb + 1] - cfg->g.pred_off[gb] != 1 || PL->nlatches != 1) return 0;
    LLVMValueRef ut = LLVMGetBasicBlockTerminator(cfg->blocks[hb]);
    if (!ut || LLVMGetInstructionOpcode(ut) != LLVMBr || !LLVMIsConditional(ut)) return 0;
    oact_true = LLVMGetSuccessor(ut, 0) == cfg->blocks[gb];
    if (LLVMGetSuccessor(ut, oact_true ? 0 : 1) != cfg->blocks[gb] ||
        LLVMGetSuccessor(ut, oact_true ? 1 : 0) != cfg->blocks[PL->latches[0]])
      return 0;
    LLVMValueRef gt = LLVMGetBasicBlockTerminator(cfg->blocks[gb]);
    for (LLVMValueRef in = LLVMGetFirstInstruction(cfg->blocks[gb]); in && in != gt; in = LLVMGetNextInstruction(in))
      if (!pure_op(in)) return 0;
    if (!convergent_block(x, hb)) return 0;
    Uo = cfg->blocks[hb], Mo = cfg->blocks[PL->latches[0]], oact = LLVMGetCondition(ut);
  }
  if (Lt == H) return 0;
  LLVMValueRef lterm = LLVMGetBasicBlockTerminator(Lt), pterm = LLVMGetBasicBlockTerminator(Gd);
  if (!lterm || LLVMGetInstructionOpcode(lterm) != LLVMBr || !LLVMIsConditional(lterm)) return 0;
  int cont_true = LLVMGetSuccessor(lterm, 0) == H;
  if (LLVMGetSuccessor(lterm, cont_true ? 1 : 0) != X || LLVMGetSuccessor(lterm, cont_true ? 0 : 1) != H) return 0;
  if (!pterm || LLVMGetInstructionOpcode(pterm) != LLVMBr) return 0;
  int guarded = LLVMIsConditional(pterm) && !at_header, enter_true = 1;
  if (LLVMGetFirstInstruction(X) && LLVMIsAPHINode(LLVMGetFirstInstruction(X))) return 0;
  if (guarded) {
    /* the guard skips to X, or to Z where X is a dedicated exit `br Z` (loop-simplify's) */
    enter_true = LLVMGetSuccessor(pterm, 0) == E;
    LLVMBasicBlockRef Z = LLVMGetSuccessor(pterm, enter_true ? 1 : 0);
    if (LLVMGetSuccessor(pterm, enter_true ? 0 : 1) != E) return 0;
    if (Z != X) {
      LLVMValueRef xt = LLVMGetBasicBlockTerminator(X);
      if (!xt || LLVMGetFirstInstruction(X) != xt || LLVMGetInstructionOpcode(xt) != LLVMBr || LLVMIsConditional(xt) ||
          LLVMGetSuccessor(xt, 0) != Z || (LLVMGetFirstInstruction(Z) && LLVMIsAPHINode(LLVMGetFirstInstruction(Z))))
        return 0;
    }
  }
  for (LLVMValueRef q = LLVMGetFirstInstruction(H); q && LLVMIsAPHINode(q); q = LLVMGetNextInstruction(q))
    if (LLVMCountIncoming(q) != 2) return 0;
  for (uint32_t i = 0; i < L->nblocks; i++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(cfg->blocks[L->blocks[i]]); in; in = LLVMGetNextInstruction(in)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if ((op == LLVMCall && !call_ok(in)) || op == LLVMInvoke || op == LLVMFence) return 0;
      for (LLVMUseRef u = LLVMGetFirstUse(in); u; u = LLVMGetNextUse(u)) {
        uint32_t ub = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(LLVMGetUser(u)));
        if (ub == GPUOPT_NONE || !gpuopt__loop_contains(LS, li, ub)) return 0;
      }
    }
  int cand = 0;
  for (uint32_t lj = 0; lj < LS->nloops && !cand; lj++)
    if (lj != li && gpuopt__loop_contains(LS, li, LS->loops[lj].header)) cand = child_candidate(x, lj);
  x->loop = li;
  if (!cand) return 0;
  {
    static const char *const vn[] = {"llvm.nvvm.barrier0.or", "llvm.nvvm.barrier.cta.red.or.aligned.all"};
    int have = 0;
    for (unsigned i = 0; i < 2; i++) have |= LLVMLookupIntrinsicID(vn[i], strlen(vn[i])) != 0;
    unsigned np = 0;
    for (LLVMValueRef q = LLVMGetFirstInstruction(H); q && LLVMIsAPHINode(q); q = LLVMGetNextInstruction(q)) np++;
    if (!have || np > 256) return 0;
  }

  LLVMContextRef c = x->c;
  LLVMTypeRef i1 = LLVMInt1TypeInContext(c);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  LLVMBasicBlockRef U = LLVMInsertBasicBlockInContext(c, H, "pf.uniform");
  LLVMBasicBlockRef M = LLVMInsertBasicBlockInContext(c, X, "pf.vote");
  /* Gd -> (Po ->) U with act0 */
  LLVMPositionBuilderBefore(b, pterm);
  LLVMValueRef act0 = LLVMConstInt(i1, 1, 0);
  if (guarded) {
    act0 = LLVMGetCondition(pterm);
    if (!enter_true) act0 = LLVMBuildNot(b, act0, "");
  }
  if (Uo) {
    LLVMValueRef oa = oact_true ? oact : LLVMBuildNot(b, oact, "");
    act0 = guarded ? LLVMBuildAnd(b, oa, act0, "pf.act.in") : oa;
  }
  LLVMBuildBr(b, E == H ? U : E);
  LLVMInstructionEraseFromParent(pterm);
  if (E != H) {
    LLVMValueRef pt = LLVMGetBasicBlockTerminator(Po);
    LLVMPositionBuilderBefore(b, pt);
    LLVMBuildBr(b, U);
    LLVMInstructionEraseFromParent(pt);
  }
  /* Lt -> M with cont */
  LLVMPositionBuilderBefore(b, lterm);
  LLVMValueRef cont = LLVMGetCondition(lterm);
  if (!cont_true) cont = LLVMBuildNot(b, cont, "");
  LLVMBuildBr(b, M);
  LLVMInstructionEraseFromParent(lterm);
  /* U: act and the header's phis */
  LLVMPositionBuilderAtEnd(b, U);
  LLVMValueRef act = LLVMBuildPhi(b, i1, "pf.act.outer");
  LLVMValueRef moved[256], upd[256];
  unsigned nm = 0;
  int ok = 1;
  for (LLVMValueRef q = LLVMGetFirstInstruction(H); q && LLVMIsAPHINode(q);) {
    LLVMValueRef next = LLVMGetNextInstruction(q);
    if (nm == 256) {
      ok = 0;
      break;
    }
    LLVMPositionBuilderAtEnd(b, U);
    LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(q), "");
    LLVMValueRef vin = NULL;
    for (unsigned i = 0; i < 2; i++) {
      LLVMBasicBlockRef ib = LLVMGetIncomingBlock(q, i);
      LLVMValueRef v = LLVMGetIncomingValue(q, i);
      if (ib == Po) LLVMAddIncoming(np, &v, &Po, 1);
      else vin = v;
    }
    replace_named(q, np);
    moved[nm] = np, upd[nm++] = vin;
    q = next;
  }
  LLVMPositionBuilderAtEnd(b, U);
  LLVMBuildCondBr(b, act, H, M);
  /* M: the merged exit test, the phis' next values, the vote */
  LLVMPositionBuilderAtEnd(b, M);
  LLVMValueRef contm = LLVMBuildPhi(b, i1, "pf.cont");
  {
    LLVMValueRef vs[2] = {cont, LLVMConstInt(i1, 0, 0)};
    LLVMBasicBlockRef bs[2] = {Lt, U};
    LLVMAddIncoming(contm, vs, bs, 2);
  }
  LLVMValueRef nexts[256];
  for (unsigned i = 0; i < nm; i++) {
    LLVMValueRef v = upd[i], s = NULL;
    if (v && LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAdd) {
      LLVMValueRef o0 = LLVMGetOperand(v, 0), o1 = LLVMGetOperand(v, 1);
      s = o0 == moved[i] ? o1 : o1 == moved[i] ? o0 : NULL;
      if (s && LLVMIsAInstruction(s)) {
        uint32_t sb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(s));
        if (sb == GPUOPT_NONE || gpuopt__loop_contains(LS, li, sb)) s = NULL;
      }
    }
    if (s) { /* every thread steps */
      LLVMValueRef cl = LLVMInstructionClone(v);
      LLVMInsertIntoBuilder(b, cl);
      nexts[i] = cl;
    } else {
      LLVMValueRef m = LLVMBuildPhi(b, LLVMTypeOf(moved[i]), "");
      LLVMValueRef vs[2] = {v ? v : LLVMGetPoison(LLVMTypeOf(moved[i])), moved[i]};
      LLVMBasicBlockRef bs[2] = {Lt, U};
      LLVMAddIncoming(m, vs, bs, 2);
      nexts[i] = m;
    }
  }
  /* phis first in M: move the clones after them */
  for (unsigned i = 0; i < nm; i++)
    if (!LLVMIsAPHINode(nexts[i])) {
      LLVMInstructionRemoveFromParent(nexts[i]);
      LLVMPositionBuilderAtEnd(b, M);
      LLVMInsertIntoBuilder(b, nexts[i]);
    }
  LLVMPositionBuilderAtEnd(b, M);
  LLVMValueRef any = vote_or(x, b, contm);
  LLVMBasicBlockRef XS = X;
  if (Uo) { /* the outer loop's inactive threads: from the vote to the outer latch */
    XS = LLVMInsertBasicBlockInContext(c, X, "pf.outer.skip");
    LLVMPositionBuilderAtEnd(b, XS);
    LLVMBuildCondBr(b, oact, oact_true ? X : Mo, oact_true ? Mo : X);
    phi_retarget(b, Mo, Uo, XS);
    if (!at_header) { /* (at_header: Uo's branch went with the guard's, above) */
      LLVMValueRef ut = LLVMGetBasicBlockTerminator(Uo);
      LLVMPositionBuilderBefore(b, ut);
      LLVMBuildBr(b, LLVMGetSuccessor(ut, oact_true ? 0 : 1));
      LLVMInstructionEraseFromParent(ut);
    }
    LLVMPositionBuilderAtEnd(b, M);
  }
  if (!any) ok = 0;
  else LLVMBuildCondBr(b, any, U, XS);
  for (unsigned i = 0; i < nm; i++) LLVMAddIncoming(moved[i], &nexts[i], &M, 1);
  {
    LLVMValueRef vs[2] = {act0, contm};
    LLVMBasicBlockRef bs[2] = {Po, M};
    LLVMAddIncoming(act, vs, bs, 2);
  }
  LLVMDisposeBuilder(b);
  if (!ok) return -1;
  x->st->uniformized++;
  return 1;
}

/* One candidate loop of fn rewritten: 1; none: 0; failure: -1 (status in ctx). */
static int prefetch_one(pf *x, gpuopt_status *status) {
  gpuopt_status s = gpuopt__require(x->ctx, x->fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_PDOM | GPUOPT_META_LOOPS,
                                    &x->fi);
  if (s) {
    *status = s;
    return -1;
  }
  const gpuopt_loops *L = x->fi->loops;
  for (uint32_t li = 0; li < L->nloops; li++) { /* outermost first: uniformize wants its outer loops uniform */
    int u = uniformize(x, li);
    if (u < 0) {
      *status = gpuopt__fail(x->ctx, GPUOPT_EUNSUPPORTED, "%s: cannot make a loop block-uniform", WHO);
      return -1;
    }
    if (u > 0) { /* 2: a guard hoisted, the loop is made uniform in the next round */
      gpuopt__invalidate(x->ctx, x->fn, 0);
      return 2;
    }
  }
  for (uint32_t li = 0; li < L->nloops; li++) {
    /* a nested loop: its barriers need block-uniform loops around it (convergent_block, below) */
    gpuopt__ptrmap_free(&x->dep);
    gpuopt__ptrmap_init(&x->dep);
    x->loop = li;
    x->k = NULL;
    int outer_ok = 1;
    for (uint32_t a = L->loops[li].parent; a != GPUOPT_NONE && outer_ok; a = L->loops[a].parent) outer_ok = loop_uniform(x, a);
    if (!outer_ok) continue;
    gpuopt__ptrmap_free(&x->dep);
    gpuopt__ptrmap_init(&x->dep);
    shape sh;
    group g[PF_MAX_GROUPS];
    if (!loop_shape(x, li, &sh)) {
      int u = unrotate(x, li);
      if (u < 0) {
        *status = gpuopt__oom(x->ctx, WHO);
        return -1;
      }
      if (u > 0) { /* in header form now: analyse it again */
        gpuopt__invalidate(x->ctx, x->fn, 0);
        return 2;
      }
      continue;
    }
    unsigned ng = find_groups(x, li, &sh, g);
    if (!ng) continue;
    if (!guard_shape(x, &sh)) {
      x->st->refused_guard++;
      continue;
    }
    unsigned used = shared_bytes_used(x), bytes = 0;
    for (int pass = 0; pass < 2; pass++) {
      unsigned ncol = 0;
      bytes = 0;
      for (unsigned i = 0; i < ng; i++) {
        bytes += PF_TILE * store_size(g[i].ty) * (g[i].lanes ? g[i].lanes : 1);
        ncol += g[i].col != 0;
      }
      if (sh.guarded) bytes += PF_TILE * 4 * (ncol ? 2 : 1);
      if (used + bytes <= PF_SHARED_BUDGET || !ncol) break;
      /* over the budget with threadIdx.x tiles: the row tiles alone */
      x->st->refused_shared++;
      unsigned nn = 0;
      for (unsigned i = 0; i < ng; i++)
        if (!g[i].col) g[nn++] = g[i];
      ng = nn;
    }
    if (!ng) continue;
    if (used + bytes > PF_SHARED_BUDGET) {
      x->st->refused_shared++;
      continue;
    }
    int refused = 0;
    s = rewrite(x, &sh, g, ng, &refused);
    if (refused) {
      x->st->refused_guard++;
      continue;
    }
    gpuopt__invalidate(x->ctx, x->fn, 0);
    if (s) {
      *status = s;
      return -1;
    }
    return 1;
  }
  return 0;
}

/* Kernel f runs in blocks with more than one row: it reads tid.y or tid.z (a kernel written for
 * 1-D blocks reads neither, and its loads that depend on tid.x have no reuse across warps), and
 * no "nvvm.reqntid"/"nvvm.maxntid" attribute says y = z = 1. Only there do threadIdx.x tiles pay. */
static int kernel_2d(LLVMValueRef f) {
  static const char *const attrs[] = {"nvvm.reqntid", "nvvm.maxntid"};
  for (unsigned i = 0; i < 2; i++) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, attrs[i], (unsigned)strlen(attrs[i]));
    unsigned len = 0;
    const char *v = a ? LLVMGetStringAttributeValue(a, &len) : NULL;
    if (v && len < 64) {
      char buf[64];
      unsigned d[3] = {1, 1, 1};
      snprintf(buf, sizeof buf, "%.*s", (int)len, v);
      if (sscanf(buf, "%u,%u,%u", &d[0], &d[1], &d[2]) >= 1 && d[1] * d[2] == 1) return 0;
    }
  }
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      if (LLVMGetInstructionOpcode(in) != LLVMCall) continue;
      const char *n = callee_name(in);
      if (n && (!strcmp(n, "llvm.nvvm.read.ptx.sreg.tid.y") || !strcmp(n, "llvm.nvvm.read.ptx.sreg.tid.z"))) return 1;
    }
  return 0;
}

static gpuopt_status smem_prefetch(gpuopt_ctx *ctx, LLVMModuleRef m, int tx_tiles, gpuopt_smem_prefetch_stats *stats) {
  if (!ctx) return GPUOPT_EINVAL;
  gpuopt_smem_prefetch_stats st = {0};
  if (stats) *stats = st;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: module is NULL", WHO);
  gpuopt__invalidate_all(ctx);
  pf x = {0};
  x.ctx = ctx;
  x.m = m;
  x.c = LLVMGetModuleContext(m);
  x.st = &st;
  x.k_noalias_attr = LLVMGetEnumAttributeKindForName("noalias", 7);
  x.k_scope = LLVMGetMDKindIDInContext(x.c, "alias.scope", 11);
  x.k_noalias = LLVMGetMDKindIDInContext(x.c, "noalias", 7);
  gpuopt__ptrmap_init(&x.dep);
  gpuopt__ptrmap_init(&x.carmap);
  gpuopt_status status = GPUOPT_OK;
  /* preheaders: LLVM's loop-simplify, where a kernel's outermost loop lacks one */
  int simplify = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !simplify && !status; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f) || !gpuopt_is_kernel(f)) continue;
    gpuopt_fninfo *fi = NULL;
    status = gpuopt__require(ctx, f, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
    for (uint32_t i = 0; !status && i < fi->loops->nloops; i++)
      if (fi->loops->loops[i].parent == GPUOPT_NONE || fi->loops->loops[i].depth <= 2) {
        const gpuopt_loop *L = &fi->loops->loops[i];
        if (L->preheader == GPUOPT_NONE) simplify = 1;
        /* a rotated loop (unrotate) needs a dedicated exit */
        for (uint32_t e = 0; e < L->nexits && L->nexiting == 1 && L->exiting[0] != L->header; e++)
          if (fi->cfg->g.pred_off[L->exits[e] + 1] - fi->cfg->g.pred_off[L->exits[e]] != 1) simplify = 1;
      }
  }
  gpuopt__invalidate_all(ctx);
  if (!status && simplify) {
    status = gpuopt__run_llvm_passes(ctx, m, "function(loop-simplify)", -1, WHO);
    st.simplified = 1;
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !status; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f) || !gpuopt_is_kernel(f)) continue;
    x.fn = f;
    x.tx_tiles = tx_tiles && kernel_2d(f);
    unsigned tx0 = st.tx_tiles;
    int any = 0;
    for (int i = 0; i < 2 * PF_MAX_LOOPS; i++) {
      int r = prefetch_one(&x, &status);
      if (r <= 0) break;
      if (r == 1) any = 1;
    }
    if (any) {
      st.kernels++;
      gpuopt__rewrites_note(f, "smem-prefetch");
      if (st.tx_tiles > tx0) gpuopt__rewrites_note(f, "smem-prefetch-tx");
    }
  }
  gpuopt__ptrmap_free(&x.dep);
  gpuopt__ptrmap_free(&x.carmap);
  gpuopt__invalidate_all(ctx);
  if (stats) *stats = st;
  return status;
}

gpuopt_status gpuopt_smem_prefetch(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_smem_prefetch_stats *stats) {
  return smem_prefetch(ctx, m, 1, stats);
}

gpuopt_status gpuopt_smem_prefetch_rows(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_smem_prefetch_stats *stats) {
  return smem_prefetch(ctx, m, 0, stats);
}

gpuopt_status gpuopt__step_smem_prefetch(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_smem_prefetch_stats s;
  *changed = 0;
  gpuopt_status st = gpuopt_smem_prefetch(ctx, m, &s);
  *changed = s.loops > 0 || s.simplified || s.unrotated;
  return st;
}

gpuopt_status gpuopt__step_smem_prefetch_rows(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_smem_prefetch_stats s;
  *changed = 0;
  gpuopt_status st = gpuopt_smem_prefetch_rows(ctx, m, &s);
  *changed = s.loops > 0 || s.simplified || s.unrotated;
  return st;
}
