/* kernel-restrictify: kernel restrictification, the run-time no-alias check of DawnCC (Mendonça et al.,
 * TACO 2017) §3.2 applied to a whole kernel launch (gpuopt issue 18).
 *
 * CUDA kernels take pointers that may alias. Without __restrict__ every store may clobber every
 * load, so an accumulator `C[i*n+j] +=` in a k-loop is stored in every iteration and read-only data
 * cannot use the non-coherent load path. This transform proves, once per thread and uniformly, that
 * the parameters' accessed ranges do not overlap, and runs a copy of the body that knows it.
 *
 * Algorithm, for each kernel:
 *  1. Attribute every memory access (load, store, atomicrmw, cmpxchg) to the pointer parameter it
 *     is based on (through GEPs and casts; phis and selects only when every incoming pointer is
 *     based on the same parameter). Any other use of a parameter pointer (stored, converted to an
 *     integer, passed to a call) or a call that may access memory through it gives up the kernel.
 *  2. Access bounds over the whole grid: each access's byte offset from its parameter is the sum
 *     of its GEP indices times their scales; each index's symbolic range where the access executes
 *     (the symbolic range analysis, analysis/range.c: thread and block indices ranging over the
 *     launch, narrowed by the kernel's own guards and loop bounds) gives [lo, hi) for the access.
 *     The parameter's bounds are the min of the lows and the max of the highs (plus access size).
 *     A bound must be an expression of the kernel's scalar parameters and the launch dimensions
 *     (blockDim, gridDim): then it can be evaluated at entry. A parameter with an access whose
 *     bounds are not such an expression is unbounded: it takes part in no check.
 *  3. For each pair of bounded parameters (p, q), at least one written, the check of §3.2:
 *     p + hi_p <= q + lo_q  ||  q + hi_q <= p + lo_p  (unsigned, i64). All pair checks are and-ed
 *     into one uniform condition (scalar parameters and launch dimensions only: no divergence).
 *  4. Version: a new entry block computes the condition and branches to a copy of the body (the
 *     checked copy) or to the original (which stays as it was: correct when parameters alias).
 *     Static allocas stay in the new entry, shared by both copies.
 *  5. In the checked copy each access to a bounded parameter p gets scoped-noalias metadata: scope
 *     "p" in !alias.scope and the scopes of every parameter q it was checked against in !noalias
 *     (domain gpuopt.restrict.<kernel>), so LLVM's LICM promotes accumulators and GVN forwards.
 *     Loads from a read-only parameter checked against every written parameter (and the kernel
 *     writing nowhere else in global memory) are made global (addrspace(1)) and !invariant.load,
 *     which the NVPTX back ends of LLVM 19 and 22 both select as ld.global.nc.
 *  6. LLVM's licm, gvn, instcombine and simplifycfg then run on the module (the pipeline step
 *     does this; the function alone only versions and annotates).
 * Object mode: a kernel with the attribute GPUOPT_OBJECT_PARAMS_ATTR (those of `gpuopt offload`:
 * each pointer parameter is one object's device copy) needs no bounds: every used pointer parameter
 * is bounded, the pair check is p != q, and llvm.memset of a parameter's memory is a write of it.
 *
 * When the copy is worth it (the cost rule). The body doubles statically (only one copy runs) and
 * every thread pays the uniform check once. What pays for it is per loop iteration: a store to a
 * checked parameter inside a loop at an address invariant in that loop (the accumulator
 * `C[i*n+j] +=`, stored and reloaded every iteration without the check), which LICM can then keep
 * in a register and store once. Non-coherent loads alone do not pay on sm_70+, where ordinary
 * global loads are cached in L1 too (measured: matmul, knn_dist, first_above got more registers and
 * more instructions, bench/results/codequality-findings.md), nor do stores to a new address in
 * every iteration (transpose). So, per thread, in IR instructions:
 *     cost    = the instructions of the entry check as built (bounds, min/max, pair tests),
 *               equal computations counted once (GVN merges them; check_cost below)
 *     benefit = sum over the promotable stores s of  KR_SAVED_PER_ITER * trips(s)
 * KR_SAVED_PER_ITER = 2 global accesses (the store and the reload of the accumulator) times
 * KR_MEM_WEIGHT = 4 (a global access counted as four ALU instructions: issue, address, and the
 * latency it exposes; the kernel's loads stay); trips(s) = the product, over the loops around s, of
 * their trip counts (gpuopt__lf_trips, the loop analysis' trip counts alone: no bounds, dependences
 * or regions): the constant when it is one, KR_ASSUMED_TRIPS = 32
 * when it depends on the launch (a loop over a matrix dimension; the value at run time is not
 * known here). The kernel is versioned when benefit >= cost, it has at most RESTRICT_MAX_INSTS
 * instructions and at most RESTRICT_MAX_PAIRS checked pairs; the nc loads come with the copy.
 * Straight-line kernels (no promotable store) are left alone. gpuopt_kernel_restrictify_stats
 * reports both sides. A launch with a short loop (restrict_acc with m = 16: 145 -> 188 IR
 * instructions per thread) still loses: the run-time trip count is what the rule has to assume.
 *
 * Requires: a verified module targeting NVPTX. Leaves verified IR. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "analysis/loopnest.h"
#include "core/ctx.h"
#include "gpuopt/loops.h"
#include "gpuopt/module.h"
#include "gpuopt/ranges.h"
#include "gpuopt/transform.h"
#include "transform/bounds_ir.h"
#include "transform/transform.h"

static const char WHO[] = "gpuopt_kernel_restrictify";
/* Marks a kernel already versioned (a second run would check and copy again). */
static const char DONE_ATTR[] = "gpuopt-restrictified";

#define RESTRICT_MAX_INSTS 4000
/* The cost rule (top comment). */
#define KR_MEM_WEIGHT 4
#define KR_SAVED_PER_ITER (2 * KR_MEM_WEIGHT)
#define KR_ASSUMED_TRIPS 32
#define KR_MAX_TRIPS (1u << 20)
#define RESTRICT_MAX_PAIRS 16
#define MAX_PARAMS 64
#define MAX_DEPTH 16

enum { ACC_LOAD = 1, ACC_WRITE = 2 };

/* The grid the checked copy assumes (and the entry check verifies): gridDim.d * 1024 threads fit an
 * int, so `blockIdx.x * blockDim.x + threadIdx.x` does not wrap in 32 bits. Launches beyond it (more
 * than 2^21 blocks in x) run the original copy. */
static const unsigned grid_limit[3] = {2097151u, 65535u, 65535u};

typedef struct access {
  LLVMValueRef inst, ptr;
  int param;     /* parameter index */
  unsigned kind; /* ACC_LOAD, ACC_WRITE (atomics: both) */
  int in_loop;   /* in a loop, at an address invariant in its innermost loop */
} access;

typedef struct rx {
  gpuopt_ctx *ctx;
  LLVMValueRef fn;
  LLVMModuleRef m;
  LLVMContextRef llctx;
  LLVMTargetDataRef td;
  LLVMBuilderRef b;
  LLVMTypeRef i64, i32;
  const gpuopt_ranges *r;
  unsigned nparams;
  VEC(access) acc;
  unsigned char used[MAX_PARAMS], written[MAX_PARAMS], bounded[MAX_PARAMS];
  LLVMValueRef lo[MAX_PARAMS], hi[MAX_PARAMS];  /* i64 byte offsets, in the check block */
  const gpuopt_fninfo *fi;
  int unknown_write;  /* the kernel writes global/generic memory not based on a parameter */
  LLVMBasicBlockRef *trip_hdr; /* loop headers with a constant trip count, and the counts */
  uint64_t *trip_n;
  size_t ntrips;
  int give_up;
} rx;

/* The parameter v is based on (through GEPs, casts, and phis/selects whose incoming pointers are
 * all based on the same one), -1 when it is not based on a parameter pointer, -2 when it is based
 * on several or cannot be told. visiting: phis on the current path (cycles through a pointer
 * induction variable are neutral, -3). */
static int base_param(rx *x, LLVMValueRef v, LLVMValueRef *visiting, unsigned depth) {
  if (depth > MAX_DEPTH) return -2;
  if (LLVMIsAArgument(v)) {
    for (unsigned k = 0; k < x->nparams; k++)
      if (LLVMGetParam(x->fn, k) == v) return k < MAX_PARAMS ? (int)k : -2;
    return -2;
  }
  if (LLVMIsAConstantExpr(v)) {
    LLVMOpcode op = LLVMGetConstOpcode(v);
    if (op == LLVMGetElementPtr || op == LLVMBitCast || op == LLVMAddrSpaceCast)
      return base_param(x, LLVMGetOperand(v, 0), visiting, depth + 1);
    return -1;
  }
  if (!LLVMIsAInstruction(v)) return -1; /* globals, null, constants */
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMGetElementPtr:
  case LLVMBitCast:
  case LLVMAddrSpaceCast: return base_param(x, LLVMGetOperand(v, 0), visiting, depth + 1);
  case LLVMAlloca: return -1;
  case LLVMPHI:
  case LLVMSelect: {
    for (unsigned d = 0; d < depth; d++)
      if (visiting[d] == v) return -3;
    visiting[depth] = v;
    int res = -3;
    int isphi = LLVMGetInstructionOpcode(v) == LLVMPHI;
    unsigned n = isphi ? LLVMCountIncoming(v) : 2;
    for (unsigned k = 0; k < n; k++) {
      LLVMValueRef in = isphi ? LLVMGetIncomingValue(v, k) : LLVMGetOperand(v, k + 1);
      int p = base_param(x, in, visiting, depth + 1);
      if (p == -3) continue;
      if (res == -3) res = p;
      else if (res != p) return -2;
    }
    return res;
  }
  default: return -2; /* loaded pointers, inttoptr, call results */
  }
}

static int param_of(rx *x, LLVMValueRef ptr) {
  LLVMValueRef visiting[MAX_DEPTH + 2];
  int p = base_param(x, ptr, visiting, 0);
  return p == -3 ? -2 : p;
}

/* Address space of a pointer value's type. */
static unsigned as_of(LLVMValueRef p) { return LLVMGetPointerAddressSpace(LLVMTypeOf(p)); }

/* Global or generic: memory a parameter may point to (shared, local, const and param are not). */
static int may_be_global(LLVMValueRef p) {
  unsigned as = as_of(p);
  return as == 0 || as == 1;
}

/* Does a call touch memory through pointers we care about? Intrinsics without pointer arguments
 * (special registers, barriers, math) are harmless; anything else with a pointer argument or a
 * non-intrinsic call gives up (it may write any global memory). */
static int call_ok(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee) || !LLVMGetIntrinsicID(callee)) return 0;
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  for (unsigned k = 0; k < n; k++)
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(call, k))) == LLVMPointerTypeKind) {
      /* lifetime markers and assumes on local memory are fine */
      const char *name = LLVMGetValueName(callee);
      if (!strncmp(name, "llvm.lifetime.", 14)) continue;
      return 0;
    }
  return 1;
}

/* llvm.memset with a constant-free destination: a write of its destination (clang -O3's loop
 * idiom, `for (i...) a[i] = 0`), taken as an access in object mode only (its byte range is not an
 * access bound). */
static int is_memset(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) return 0;
  size_t n;
  const char *name = LLVMGetValueName2(callee, &n);
  return n >= 11 && !strncmp(name, "llvm.memset", 11);
}

/* Every user of a parameter pointer (transitively through GEPs, casts, phis, selects) must be one
 * of those or an access's pointer operand (in object mode, also a memset's destination). */
static int ptr_uses_ok(LLVMValueRef v, unsigned depth, int objects) {
  if (depth > 64) return 0;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user)) return 0;
    switch (LLVMGetInstructionOpcode(user)) {
    case LLVMLoad: break;
    case LLVMStore:
      if (LLVMGetOperand(user, 0) == v) return 0; /* the pointer itself is stored */
      break;
    case LLVMAtomicRMW:
    case LLVMAtomicCmpXchg:
      if (LLVMGetOperand(user, 0) != v) return 0;
      break;
    case LLVMGetElementPtr:
      if (LLVMGetOperand(user, 0) != v) return 0; /* used as an index */
      /* fall through */
    case LLVMBitCast:
    case LLVMAddrSpaceCast:
      if (!ptr_uses_ok(user, depth + 1, objects)) return 0;
      break;
    case LLVMPHI:
    case LLVMSelect:
      if (LLVMGetInstructionOpcode(user) == LLVMSelect && LLVMGetOperand(user, 0) == v) return 0;
      /* a phi's users are checked from the phi itself when it is reached again (cycles): only
       * follow once per depth budget */
      if (depth < 8 && !ptr_uses_ok(user, depth + 8, objects)) return 0;
      break;
    case LLVMICmp: break; /* pointer comparisons do not access memory */
    case LLVMCall:
      if (!objects || !is_memset(user) || LLVMGetOperand(user, 0) != v) return 0;
      for (unsigned k = 1; k < (unsigned)LLVMGetNumArgOperands(user); k++)
        if (LLVMGetOperand(user, k) == v) return 0;
      break;
    default: return 0;    /* ptrtoint, calls, returns, ... */
    }
  }
  return 1;
}

/* ---- materialising symbolic bounds at entry ---- */

static LLVMValueRef sreg_call(rx *x, const char *name) {
  LLVMValueRef f = LLVMGetNamedFunction(x->m, name);
  LLVMTypeRef ft = LLVMFunctionType(x->i32, NULL, 0, 0);
  if (!f) f = LLVMAddFunction(x->m, name, ft);
  return LLVMBuildCall2(x->b, ft, f, NULL, 0, "");
}

/* A symbol of a bound at the kernel's entry: an integer scalar parameter, or a launch dimension read
 * from its special register (threadIdx, blockIdx and laneid are not uniform: refused). */
static LLVMValueRef entry_symbol(gpuopt_bir *bx, const gpuopt_sx_sym *s) {
  rx *x = bx->user;
  LLVMValueRef v = s->value;
  if (v) {
    if (!LLVMIsAArgument(v) || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) return NULL;
    if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64) return NULL;
    return gpuopt__bir_sym_i64(bx, s);
  }
  static const char *const names[] = {
      [GPUOPT_SREG_NTID_X] = "llvm.nvvm.read.ptx.sreg.ntid.x",     [GPUOPT_SREG_NTID_Y] = "llvm.nvvm.read.ptx.sreg.ntid.y",
      [GPUOPT_SREG_NTID_Z] = "llvm.nvvm.read.ptx.sreg.ntid.z",     [GPUOPT_SREG_NCTAID_X] = "llvm.nvvm.read.ptx.sreg.nctaid.x",
      [GPUOPT_SREG_NCTAID_Y] = "llvm.nvvm.read.ptx.sreg.nctaid.y", [GPUOPT_SREG_NCTAID_Z] = "llvm.nvvm.read.ptx.sreg.nctaid.z",
  };
  gpuopt_sreg r = gpuopt_expr_symbol_sreg(s->expr);
  if (r == GPUOPT_SREG_WARPSIZE) return LLVMConstInt(x->i64, 32, 0);
  if ((unsigned)r >= sizeof names / sizeof *names || !names[r]) return NULL; /* tid, ctaid, laneid */
  return LLVMBuildZExt(x->b, sreg_call(x, names[r]), x->i64, "");
}

/* e as an i64 value built at the builder's position (bounds_ir.c), or NULL when it is not an
 * expression of scalar parameters and launch dimensions. */
static LLVMValueRef emit_expr(rx *x, const gpuopt_expr *e, unsigned depth) {
  (void)depth;
  gpuopt_bir bx;
  gpuopt__bir_init(&bx, x->b, x->i64, NULL, 0);
  bx.symbol = entry_symbol;
  bx.user = x;
  bx.max_depth = 32;
  return gpuopt__bir_emit(&bx, e);
}


static LLVMValueRef smin(rx *x, LLVMValueRef a, LLVMValueRef b, int mn) { return gpuopt__bir_minmax(x->b, a, b, mn); }

static int index_bounds(rx *x, LLVMValueRef v, LLVMBasicBlockRef bb, LLVMValueRef *lo, LLVMValueRef *hi, int64_t *clo,
                        unsigned depth);

/* Bounds of a phi: a merge phi outside a loop header gets the hull of its incoming values' bounds;
 * a counted induction variable (analysis/loopnest.h, gpuopt__counted_iv: the range analysis leaves
 * it unbounded above when the loop exits on `inc == N`) gets [sk, max(sk, N - C)], or
 * [sk, sk + max(0, N - C)] when a twin counter decides the exit, from the bounds of sk and N. */
static int iv_bounds(rx *x, LLVMValueRef phi, LLVMBasicBlockRef bb, LLVMValueRef *lo, LLVMValueRef *hi, int64_t *clo,
                     unsigned depth) {
  LLVMBasicBlockRef header = LLVMGetInstructionParent(phi);
  uint32_t h = gpuopt__cfg_block(x->fi->cfg, header);
  if (h == GPUOPT_NONE) return 0;
  uint32_t loop = x->fi->loops->innermost[h];
  if (loop == GPUOPT_NONE || x->fi->loops->loops[loop].header != h) {
    /* a merge phi outside a loop header: the hull of its incoming values' bounds */
    unsigned n = LLVMCountIncoming(phi);
    if (!n || n > 8) return 0;
    for (unsigned k = 0; k < n; k++) {
      LLVMValueRef l, u;
      int64_t c;
      if (!index_bounds(x, LLVMGetIncomingValue(phi, k), LLVMGetIncomingBlock(phi, k), &l, &u, &c, depth + 1)) return 0;
      *lo = k ? smin(x, *lo, l, 1) : l;
      *hi = k ? smin(x, *hi, u, 0) : u;
      *clo = k ? (c < *clo ? c : *clo) : c;
    }
    return 1;
  }
  gpuopt_counted_iv cv;
  if (!gpuopt__counted_iv(x->fi, phi, &cv)) return 0;
  LLVMValueRef slo, shi, nlo, nhi;
  int64_t cs, cn;
  if (!index_bounds(x, cv.start, bb, &slo, &shi, &cs, depth + 1) || !index_bounds(x, cv.limit, bb, &nlo, &nhi, &cn, depth + 1))
    return 0;
  LLVMValueRef jmax = LLVMBuildSub(x->b, nhi, LLVMConstInt(x->i64, (unsigned long long)cv.step, 0), "");
  *lo = slo;
  *clo = cs;
  if (!cv.twin) *hi = smin(x, shi, jmax, 0);
  else *hi = LLVMBuildAdd(x->b, shi, smin(x, LLVMConstInt(x->i64, 0, 0), jmax, 0), "");
  return 1;
}

/* Bounds [*lo, *hi] (i64 values at entry) of integer v where block bb executes, and a constant
 * lower bound *clo. The range analysis' bound when it is an expression of parameters and launch
 * dimensions; otherwise composed from the bounds of v's operands through the operations that are
 * exact on integers where the access executes: sext, zext nneg, add/sub/mul/shl nsw (an overflow
 * would make the address poison) and or disjoint. Products need both factors non-negative. This
 * only composes the analysis' own ranges at the access (no new facts are derived). */
static int index_bounds(rx *x, LLVMValueRef v, LLVMBasicBlockRef bb, LLVMValueRef *lo, LLVMValueRef *hi, int64_t *clo,
                        unsigned depth) {
  if (depth > MAX_DEPTH) return 0;
  if (LLVMIsAConstantInt(v)) {
    long long c = LLVMConstIntGetSExtValue(v);
    *lo = *hi = LLVMConstInt(x->i64, (unsigned long long)c, 1);
    *clo = c;
    return 1;
  }
  gpuopt_range rg;
  int have = !gpuopt_ranges_value_at(x->r, v, bb, &rg);
  if (have && !rg.reached) return 0;
  if (have) {
    LLVMValueRef a = emit_expr(x, rg.lo, 0), b = a ? emit_expr(x, rg.hi, 0) : NULL;
    if (a && b) {
      *lo = a, *hi = b, *clo = rg.lo_const;
      return 1;
    }
  }
  if (!LLVMIsAInstruction(v)) return 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  int64_t own_clo = have ? rg.lo_const : INT64_MIN;
  LLVMValueRef alo, ahi, blo, bhi;
  int64_t ca, cb;
  switch (op) {
  case LLVMSExt:
  case LLVMZExt:
    if (!index_bounds(x, LLVMGetOperand(v, 0), bb, lo, hi, clo, depth + 1)) return 0;
    /* zext of a negative value is not the value: only when it is known non-negative */
    if (op == LLVMZExt && *clo < 0 && !(LLVMGetNNeg(v))) return 0;
    return 1;
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMShl:
  case LLVMOr: {
    if (op == LLVMOr ? !LLVMGetIsDisjoint(v) : !LLVMGetNSW(v)) return 0;
    if (!index_bounds(x, LLVMGetOperand(v, 0), bb, &alo, &ahi, &ca, depth + 1) ||
        !index_bounds(x, LLVMGetOperand(v, 1), bb, &blo, &bhi, &cb, depth + 1))
      return 0;
    if (op == LLVMAdd || op == LLVMOr) {
      *lo = LLVMBuildAdd(x->b, alo, blo, ""), *hi = LLVMBuildAdd(x->b, ahi, bhi, "");
      *clo = ca > INT32_MIN && cb > INT32_MIN ? ca + cb : INT64_MIN;
    } else if (op == LLVMSub) {
      *lo = LLVMBuildSub(x->b, alo, bhi, ""), *hi = LLVMBuildSub(x->b, ahi, blo, "");
      *clo = INT64_MIN;
    } else {
      if (op == LLVMShl) {
        LLVMValueRef c = LLVMGetOperand(v, 1);
        if (!LLVMIsAConstantInt(c) || LLVMConstIntGetZExtValue(c) > 32) return 0;
        blo = bhi = LLVMConstInt(x->i64, 1ull << LLVMConstIntGetZExtValue(c), 0);
        cb = 1;
      }
      if (ca < 0 || cb < 0) return 0; /* products need both factors non-negative */
      *lo = LLVMBuildMul(x->b, alo, blo, ""), *hi = LLVMBuildMul(x->b, ahi, bhi, "");
      *clo = 0;
    }
    if (own_clo > *clo) *clo = own_clo;
    return 1;
  }
  case LLVMPHI: return iv_bounds(x, v, bb, lo, hi, clo, depth);
  case LLVMAnd: {
    /* x & K with K >= 0 lies in [0, K]; with K < 0 and x >= 0, in [0, x] */
    LLVMValueRef k = LLVMGetOperand(v, 1);
    if (!LLVMIsAConstantInt(k)) return 0;
    long long kv = LLVMConstIntGetSExtValue(k);
    *lo = LLVMConstInt(x->i64, 0, 0);
    *clo = 0;
    if (kv >= 0) {
      *hi = LLVMConstInt(x->i64, (unsigned long long)kv, 0);
      return 1;
    }
    if (!index_bounds(x, LLVMGetOperand(v, 0), bb, &alo, &ahi, &ca, depth + 1) || ca < 0) return 0;
    *hi = ahi;
    return 1;
  }
  default: return 0;
  }
}

/* Byte offset bounds [*lo, *hi] of pointer ptr from its parameter, for an access in block bb: the
 * sum over the GEP chain of index ranges times scales. 0 when some index has no usable bound. */
static int offset_bounds(rx *x, LLVMValueRef ptr, LLVMBasicBlockRef bb, LLVMValueRef *lo, LLVMValueRef *hi,
                         unsigned depth) {
  if (depth > MAX_DEPTH) return 0;
  if (LLVMIsAArgument(ptr)) {
    *lo = *hi = LLVMConstInt(x->i64, 0, 0);
    return 1;
  }
  int isconst = LLVMIsAConstantExpr(ptr) != NULL;
  if (!isconst && !LLVMIsAInstruction(ptr)) return 0;
  LLVMOpcode op = isconst ? LLVMGetConstOpcode(ptr) : LLVMGetInstructionOpcode(ptr);
  if (op == LLVMBitCast || op == LLVMAddrSpaceCast) return offset_bounds(x, LLVMGetOperand(ptr, 0), bb, lo, hi, depth + 1);
  if (op != LLVMGetElementPtr || isconst) return 0; /* phis of pointers: no closed form here */
  LLVMValueRef blo, bhi;
  if (!offset_bounds(x, LLVMGetOperand(ptr, 0), bb, &blo, &bhi, depth + 1)) return 0;
  LLVMTypeRef t = LLVMGetGEPSourceElementType(ptr);
  unsigned n = (unsigned)LLVMGetNumOperands(ptr);
  for (unsigned k = 1; k < n; k++) {
    LLVMValueRef idx = LLVMGetOperand(ptr, k);
    if (LLVMGetTypeKind(LLVMTypeOf(idx)) == LLVMVectorTypeKind) return 0;
    if (k > 1) {
      LLVMTypeKind tk = LLVMGetTypeKind(t);
      if (tk == LLVMStructTypeKind) {
        if (!LLVMIsAConstantInt(idx)) return 0;
        unsigned f = (unsigned)LLVMConstIntGetZExtValue(idx);
        LLVMValueRef off = LLVMConstInt(x->i64, LLVMOffsetOfElement(x->td, t, f), 0);
        blo = LLVMBuildAdd(x->b, blo, off, "");
        bhi = LLVMBuildAdd(x->b, bhi, off, "");
        t = LLVMStructGetTypeAtIndex(t, f);
        continue;
      }
      if (tk != LLVMArrayTypeKind) return 0;
      t = LLVMGetElementType(t);
    }
    if (!LLVMTypeIsSized(t)) return 0;
    long long scale = (long long)LLVMABISizeOfType(x->td, t);
    LLVMValueRef ilo, ihi;
    if (LLVMIsAConstantInt(idx)) {
      ilo = ihi = LLVMConstInt(x->i64, (unsigned long long)LLVMConstIntGetSExtValue(idx), 1);
    } else {
      int64_t clo;
      if (!index_bounds(x, idx, bb, &ilo, &ihi, &clo, 0)) return 0;
    }
    if (scale == 0) continue;
    LLVMValueRef s = LLVMConstInt(x->i64, (unsigned long long)scale, 1);
    LLVMValueRef a = LLVMBuildMul(x->b, ilo, s, ""), c = LLVMBuildMul(x->b, ihi, s, "");
    blo = LLVMBuildAdd(x->b, blo, scale > 0 ? a : c, "");
    bhi = LLVMBuildAdd(x->b, bhi, scale > 0 ? c : a, "");
  }
  *lo = blo;
  *hi = bhi;
  return 1;
}

/* ---- cloning the body ---- */

typedef struct vmap {
  gpuopt_ptrmap m;
  int oom;
} vmap;

static LLVMValueRef mapv(vmap *vm, LLVMValueRef v) {
  uintptr_t c;
  return gpuopt__ptrmap_get(&vm->m, v, &c) ? (LLVMValueRef)c : v;
}
static void putv(vmap *vm, const void *k, const void *v) {
  if (!gpuopt__ptrmap_put(&vm->m, k, (uintptr_t)v)) vm->oom = 1;
}

/* Clone blocks[0..n) at the end of the function; returns 0 on out of memory. Blocks map to their
 * clones in vm, instructions too (allocas already in vm map to themselves). */
/* The address ptr (generic, a chain of GEPs and casts on a kernel parameter) rebuilt in the global
 * space on one addrspacecast of the parameter, placed in the check block (which dominates both
 * copies), so the back end needs no conversion per access. Each GEP is rebuilt once (gm) right
 * after the original. NULL when the chain has anything else. */
static LLVMValueRef global_chain(rx *x, vmap *gm, LLVMValueRef ptr, LLVMTypeRef gptr, LLVMBasicBlockRef check,
                                 unsigned depth) {
  uintptr_t hit;
  if (gpuopt__ptrmap_get(&gm->m, ptr, &hit)) return (LLVMValueRef)hit;
  if (depth > MAX_DEPTH) return NULL;
  LLVMValueRef res = NULL;
  if (LLVMIsAArgument(ptr)) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(check);
    LLVMPositionBuilderBefore(x->b, term);
    res = LLVMBuildAddrSpaceCast(x->b, ptr, gptr, "");
  } else if (LLVMIsAInstruction(ptr) && LLVMGetInstructionOpcode(ptr) == LLVMGetElementPtr) {
    LLVMValueRef base = global_chain(x, gm, LLVMGetOperand(ptr, 0), gptr, check, depth + 1);
    if (!base) return NULL;
    unsigned n = (unsigned)LLVMGetNumOperands(ptr) - 1;
    LLVMValueRef idx[8];
    if (n > 8) return NULL;
    for (unsigned k = 0; k < n; k++) idx[k] = LLVMGetOperand(ptr, k + 1);
    LLVMValueRef next = LLVMGetNextInstruction(ptr);
    if (!next) return NULL;
    LLVMPositionBuilderBefore(x->b, next);
    size_t len;
    const char *name = LLVMGetValueName2(ptr, &len);
    char buf[80];
    snprintf(buf, sizeof buf, "%.*s%s", (int)(len > 60 ? 60 : len), name, len ? ".g" : "");
    res = LLVMBuildGEP2(x->b, LLVMGetGEPSourceElementType(ptr), base, idx, n, buf);
    if (LLVMIsAGetElementPtrInst(res)) LLVMSetIsInBounds(res, LLVMIsInBounds(ptr));
  } else {
    return NULL;
  }
  putv(gm, ptr, res);
  return res;
}

/* ---- metadata ---- */

static int extend_md(rx *x, LLVMValueRef i, unsigned kind, LLVMMetadataRef *add, unsigned nadd) {
  if (!nadd) return 1;
  LLVMValueRef old = LLVMGetMetadata(i, kind);
  unsigned nold = old ? LLVMGetMDNodeNumOperands(old) : 0;
  LLVMValueRef *ops = malloc(sizeof *ops * (nold ? nold : 1));
  LLVMMetadataRef *list = malloc(sizeof *list * (nold + nadd));
  if (!ops || !list) {
    free(ops);
    free(list);
    return 0;
  }
  if (nold) LLVMGetMDNodeOperands(old, ops);
  unsigned n = 0;
  for (unsigned k = 0; k < nold; k++) list[n++] = LLVMValueAsMetadata(ops[k]);
  for (unsigned k = 0; k < nadd; k++) list[n++] = add[k];
  LLVMSetMetadata(i, kind, LLVMMetadataAsValue(x->llctx, LLVMMDNodeInContext2(x->llctx, list, n)));
  free(ops);
  free(list);
  return 1;
}

/* Is inst inside a loop, at an address computed outside its innermost loop (what LICM can keep in
 * a register once nothing else in the loop may alias it)? */
static int promotable_in_loop(rx *x, LLVMValueRef inst, LLVMValueRef ptr, const gpuopt_fninfo *fi) {
  uint32_t b = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(inst));
  (void)x;
  if (b == GPUOPT_NONE || fi->loops->innermost[b] == GPUOPT_NONE) return 0;
  if (!LLVMIsAInstruction(ptr)) return 1;
  uint32_t pb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(ptr));
  return pb != GPUOPT_NONE && !gpuopt__loop_contains(fi->loops, fi->loops->innermost[b], pb);
}

/* The constant trip counts of fn's loops (gpuopt_loops_analyze), by header; loops whose count is
 * not a constant are not listed (KR_ASSUMED_TRIPS). Run before the analysis cache is taken. An
 * analysis failure other than out of memory leaves the table empty. */
static gpuopt_status trip_table(rx *x) {
  lf_func F;
  gpuopt_status s = gpuopt__lf_trips(x->ctx, x->fn, &F);
  if (s == GPUOPT_ENOMEM) {
    gpuopt__lf_free(&F);
    return s;
  }
  size_t n = s ? 0 : F.nloops;
  x->trip_hdr = malloc(sizeof *x->trip_hdr * (n ? n : 1));
  x->trip_n = malloc(sizeof *x->trip_n * (n ? n : 1));
  if (!x->trip_hdr || !x->trip_n) {
    gpuopt__lf_free(&F);
    return gpuopt__oom(x->ctx, WHO);
  }
  for (uint32_t l = 0; l < n; l++) {
    int64_t c;
    if (!gpuopt__lf_trip_const(&F, l, &c)) continue;
    x->trip_hdr[x->ntrips] = F.fi->cfg->blocks[F.loops[l].header];
    x->trip_n[x->ntrips++] = c < 0 ? 0 : (uint64_t)c;
  }
  gpuopt__lf_free(&F);
  return GPUOPT_OK;
}

/* trips(s) of the cost rule: the product of the trip counts of the loops around block b. */
static uint64_t trips_around(const rx *x, const gpuopt_fninfo *fi, LLVMBasicBlockRef bb) {
  uint32_t b = gpuopt__cfg_block(fi->cfg, bb);
  uint64_t t = 1;
  if (b == GPUOPT_NONE) return 0;
  for (uint32_t l = fi->loops->innermost[b]; l != GPUOPT_NONE; l = fi->loops->loops[l].parent) {
    uint64_t n = KR_ASSUMED_TRIPS;
    LLVMBasicBlockRef h = fi->cfg->blocks[fi->loops->loops[l].header];
    for (size_t k = 0; k < x->ntrips; k++)
      if (x->trip_hdr[k] == h) n = x->trip_n[k];
    t = t * n > KR_MAX_TRIPS ? KR_MAX_TRIPS : t * n;
  }
  return t;
}

/* The cost side of the rule: the instructions of the check block that remain distinct once equal
 * computations are merged (the check repeats one bound expression for many accesses; GVN, which the
 * step runs afterwards, merges them): value numbering by opcode, type, predicate and the numbers of
 * the operands. Quadratic in the block, which holds at most a few thousand instructions. -1 on
 * out of memory. */
static long check_cost(LLVMBasicBlockRef check) {
  size_t n = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(check); i; i = LLVMGetNextInstruction(i)) n++;
  LLVMValueRef *rep = malloc(sizeof *rep * (n ? n : 1));
  if (!rep) return -1;
  gpuopt_ptrmap canon; /* instruction -> its representative */
  gpuopt__ptrmap_init(&canon);
  size_t distinct = 0;
  long cost = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(check); i; i = LLVMGetNextInstruction(i)) {
    LLVMValueRef same = NULL;
    int nops = LLVMGetNumOperands(i);
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    for (size_t k = 0; k < distinct && !same && op != LLVMCall && !LLVMIsATerminatorInst(i); k++) {
      LLVMValueRef r = rep[k];
      if (LLVMGetInstructionOpcode(r) != op || LLVMTypeOf(r) != LLVMTypeOf(i) || LLVMGetNumOperands(r) != nops) continue;
      if ((op == LLVMICmp) && LLVMGetICmpPredicate(r) != LLVMGetICmpPredicate(i)) continue;
      int eq = 1;
      for (int o = 0; o < nops && eq; o++) {
        LLVMValueRef a = LLVMGetOperand(i, o), b = LLVMGetOperand(r, o);
        a = (LLVMValueRef)gpuopt__ptrmap_get_or(&canon, a, (uintptr_t)a);
        b = (LLVMValueRef)gpuopt__ptrmap_get_or(&canon, b, (uintptr_t)b);
        eq = a == b;
      }
      if (eq) same = r;
    }
    if (same) {
      if (!gpuopt__ptrmap_put(&canon, i, (uintptr_t)same)) cost = -1;
      continue;
    }
    rep[distinct++] = i;
    if (cost >= 0) cost++;
  }
  gpuopt__ptrmap_free(&canon);
  free(rep);
  return cost;
}

static void free_rx(rx *x) {
  free(x->acc.data);
  free(x->trip_hdr);
  free(x->trip_n);
  if (x->b) LLVMDisposeBuilder(x->b);
}

gpuopt_status gpuopt_kernel_restrictify(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_kernel_restrictify_stats *stats) {
  if (!ctx) return GPUOPT_EINVAL;
  gpuopt_kernel_restrictify_stats st = {0};
  if (stats) *stats = st;
  if (!fn || !LLVMIsAFunction(fn) || LLVMIsDeclaration(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: expected a function definition", WHO);
  if (!gpuopt_is_kernel(fn)) return GPUOPT_OK;
  if (LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, DONE_ATTR, sizeof DONE_ATTR - 1))
    return GPUOPT_OK; /* versioned already */
  rx x;
  memset(&x, 0, sizeof x);
  x.ctx = ctx;
  x.fn = fn;
  x.m = LLVMGetGlobalParent(fn);
  x.llctx = LLVMGetModuleContext(x.m);
  x.td = LLVMGetModuleDataLayout(x.m);
  x.i64 = LLVMInt64TypeInContext(x.llctx);
  x.i32 = LLVMInt32TypeInContext(x.llctx);
  x.nparams = LLVMCountParams(fn);
  if (x.nparams > MAX_PARAMS) return GPUOPT_OK;
  gpuopt_status s = trip_table(&x);
  if (s) {
    free_rx(&x);
    return s;
  }
  gpuopt_fninfo *fi = NULL;
  s = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
  if (s) {
    free_rx(&x);
    return s;
  }

  /* 1. accesses and their parameters */
  size_t ninsts = 0;
  /* the kernels of `gpuopt offload`: every pointer parameter is one object's device copy */
  const int objects = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, GPUOPT_OBJECT_PARAMS_ATTR,
                                                    sizeof GPUOPT_OBJECT_PARAMS_ATTR - 1) != NULL;
  for (unsigned k = 0; k < x.nparams; k++) {
    LLVMValueRef p = LLVMGetParam(fn, k);
    if (LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind && !ptr_uses_ok(p, 0, objects)) {
      free_rx(&x);
      return GPUOPT_OK;
    }
  }
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ninsts++;
      LLVMValueRef ptr = NULL;
      unsigned kind = 0;
      switch (LLVMGetInstructionOpcode(i)) {
      case LLVMLoad: ptr = LLVMGetOperand(i, 0), kind = ACC_LOAD; break;
      case LLVMStore: ptr = LLVMGetOperand(i, 1), kind = ACC_WRITE; break;
      case LLVMAtomicRMW:
      case LLVMAtomicCmpXchg: ptr = LLVMGetOperand(i, 0), kind = ACC_LOAD | ACC_WRITE; break;
      case LLVMCall:
        if (objects && is_memset(i)) {
          ptr = LLVMGetOperand(i, 0), kind = ACC_WRITE;
          break;
        }
        if (!call_ok(i)) {
          free_rx(&x);
          return GPUOPT_OK;
        }
        continue;
      case LLVMIndirectBr:
      case LLVMCallBr:
      case LLVMInvoke: free_rx(&x); return GPUOPT_OK;
      default: continue;
      }
      int p = param_of(&x, ptr);
      if (p == -2) {
        /* an access through a pointer of unknown origin: it may be any parameter's memory */
        free_rx(&x);
        return GPUOPT_OK;
      }
      if (p < 0) {
        if ((kind & ACC_WRITE) && may_be_global(ptr) && !LLVMIsAAllocaInst(ptr)) x.unknown_write = 1;
        continue;
      }
      access a = {i, ptr, p, kind, promotable_in_loop(&x, i, ptr, fi)};
      if (!VEC_PUSH(&x.acc, a)) {
        free_rx(&x);
        return gpuopt__oom(ctx, WHO);
      }
      x.used[p] = 1;
      if (kind & ACC_WRITE) x.written[p] = 1;
    }
  int any_written = 0;
  for (unsigned k = 0; k < x.nparams; k++) any_written |= x.written[k];
  if (!any_written || ninsts > RESTRICT_MAX_INSTS) {
    free_rx(&x);
    return GPUOPT_OK;
  }

  /* 2. bounds, built in a new entry block (removed again if the kernel is not versioned) */
  gpuopt_ranges *rg = NULL;
  gpuopt_ranges_options ro = GPUOPT_RANGES_OPTIONS_INIT;
  for (int d = 0; d < 3; d++) ro.max_nctaid[d] = grid_limit[d];
  if ((s = gpuopt_ranges_analyze(ctx, fn, &ro, &rg))) {
    free_rx(&x);
    return s;
  }
  x.r = rg;
  x.fi = fi;
  size_t nblocks = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *blocks = malloc(sizeof *blocks * nblocks);
  if (!blocks) {
    gpuopt_ranges_free(rg);
    free_rx(&x);
    return gpuopt__oom(ctx, WHO);
  }
  LLVMGetBasicBlocks(fn, blocks);
  LLVMBasicBlockRef entry = blocks[0];
  LLVMBasicBlockRef check = LLVMInsertBasicBlockInContext(x.llctx, entry, "restrict.check");
  x.b = LLVMCreateBuilderInContext(x.llctx);
  LLVMPositionBuilderAtEnd(x.b, check);
  for (size_t k = 0; k < x.acc.len; k++) {
    access *a = &x.acc.data[k];
    if (!x.used[a->param]) continue; /* already unbounded */
    if (objects) { /* no ranges: the objects are apart (the pair test below) */
      x.bounded[a->param] = 1;
      continue;
    }
    LLVMValueRef lo, hi;
    LLVMTypeRef vt = LLVMGetInstructionOpcode(a->inst) == LLVMStore ? LLVMTypeOf(LLVMGetOperand(a->inst, 0))
                     : LLVMGetInstructionOpcode(a->inst) == LLVMAtomicCmpXchg ? LLVMTypeOf(LLVMGetOperand(a->inst, 1))
                     : LLVMGetInstructionOpcode(a->inst) == LLVMAtomicRMW   ? LLVMTypeOf(LLVMGetOperand(a->inst, 1))
                                                                            : LLVMTypeOf(a->inst);
    if (!offset_bounds(&x, a->ptr, LLVMGetInstructionParent(a->inst), &lo, &hi, 0)) {
      x.used[a->param] = 0; /* unbounded: no check, no metadata */
      x.bounded[a->param] = 0;
      continue;
    }
    hi = LLVMBuildAdd(x.b, hi, LLVMConstInt(x.i64, LLVMStoreSizeOfType(x.td, vt), 0), "");
    x.lo[a->param] = smin(&x, x.lo[a->param], lo, 1);
    x.hi[a->param] = smin(&x, x.hi[a->param], hi, 0);
    x.bounded[a->param] = 1;
  }
  gpuopt_ranges_free(rg);
  x.r = NULL;
  /* a parameter written but unbounded makes read-only loads of others unsafe for the nc path */
  int unbounded_write = x.unknown_write;
  for (unsigned k = 0; k < x.nparams; k++)
    if (x.written[k] && !x.bounded[k]) unbounded_write = 1;

  /* 3. the uniform check; the worth-it decision */
  LLVMValueRef cond = NULL;
  unsigned char partner[MAX_PARAMS][MAX_PARAMS];
  memset(partner, 0, sizeof partner);
  unsigned pairs = 0;
  LLVMValueRef base[MAX_PARAMS] = {0};
  for (unsigned p = 0; p < x.nparams; p++)
    if (x.bounded[p]) base[p] = LLVMBuildPtrToInt(x.b, LLVMGetParam(fn, p), x.i64, "");
  for (unsigned p = 0; p < x.nparams; p++)
    for (unsigned q = p + 1; q < x.nparams; q++) {
      if (!x.bounded[p] || !x.bounded[q] || !(x.written[p] || x.written[q])) continue;
      if (objects) { /* two objects' device copies: apart unless the same one */
        LLVMValueRef c = LLVMBuildICmp(x.b, LLVMIntNE, base[p], base[q], "");
        cond = cond ? LLVMBuildAnd(x.b, cond, c, "") : c;
        partner[p][q] = partner[q][p] = 1;
        pairs++;
        continue;
      }
      LLVMValueRef plo = LLVMBuildAdd(x.b, base[p], x.lo[p], ""), phi = LLVMBuildAdd(x.b, base[p], x.hi[p], "");
      LLVMValueRef qlo = LLVMBuildAdd(x.b, base[q], x.lo[q], ""), qhi = LLVMBuildAdd(x.b, base[q], x.hi[q], "");
      LLVMValueRef c = LLVMBuildOr(x.b, LLVMBuildICmp(x.b, LLVMIntULE, phi, qlo, ""),
                                   LLVMBuildICmp(x.b, LLVMIntULE, qhi, plo, ""), "");
      cond = cond ? LLVMBuildAnd(x.b, cond, c, "") : c;
      partner[p][q] = partner[q][p] = 1;
      pairs++;
    }
  if (cond && !objects) {
    /* the launch the bounds assume (grid_limit): gridDim.x small enough that global thread
     * indices do not wrap in 32 bits; y and z are within it by the hardware's own limits */
    LLVMValueRef gx = sreg_call(&x, "llvm.nvvm.read.ptx.sreg.nctaid.x");
    cond = LLVMBuildAnd(x.b, cond, LLVMBuildICmp(x.b, LLVMIntULE, gx, LLVMConstInt(x.i32, grid_limit[0], 0), ""), "");
  }
  /* the cost rule (top comment) */
  uint64_t benefit = 0;
  long cost = check_cost(check);
  for (size_t k = 0; k < x.acc.len; k++) {
    int p = x.acc.data[k].param;
    int checked = 0;
    for (unsigned q = 0; q < x.nparams; q++) checked |= partner[p][q];
    if (checked && x.acc.data[k].in_loop && (x.acc.data[k].kind & ACC_WRITE))
      benefit += KR_SAVED_PER_ITER * trips_around(&x, fi, LLVMGetInstructionParent(x.acc.data[k].inst));
  }
  int worth = cost >= 0 && benefit > 0 && benefit >= (uint64_t)cost;
  st.check_cost = cost < 0 ? 0 : (unsigned)cost;
  st.benefit = benefit > UINT32_MAX ? UINT32_MAX : (unsigned)benefit;
  if (stats) *stats = st;
  if (!cond || !worth || pairs > RESTRICT_MAX_PAIRS) {
    /* not versioned: remove the check block and everything built in it */
    LLVMValueRef i;
    while ((i = LLVMGetLastInstruction(check))) LLVMInstructionEraseFromParent(i);
    LLVMDeleteBasicBlock(check);
    free(blocks);
    free_rx(&x);
    return GPUOPT_OK;
  }
  LLVMSetValueName2(cond, "restrict.ok", 11);

  /* 4. version: static allocas move to the check block; the body is cloned */
  vmap vm;
  memset(&vm, 0, sizeof vm);
  for (LLVMValueRef i = LLVMGetFirstInstruction(entry), nx; i; i = nx) {
    nx = LLVMGetNextInstruction(i);
    if (LLVMIsAAllocaInst(i) && LLVMIsAConstant(LLVMGetOperand(i, 0))) {
      LLVMInstructionRemoveFromParent(i);
      LLVMPositionBuilderBefore(x.b, LLVMGetFirstInstruction(check));
      LLVMInsertIntoBuilder(x.b, i);
      putv(&vm, i, i);
    }
  }
  if (vm.oom || !gpuopt__clone_blocks(x.fn, x.b, blocks, nblocks, &vm.m, "rx", 1, NULL)) {
    gpuopt__ptrmap_free(&vm.m);
    free(blocks);
    free_rx(&x);
    return gpuopt__oom(ctx, WHO); /* the function may be half-cloned: unreachable blocks only */
  }
  LLVMPositionBuilderAtEnd(x.b, check);
  LLVMBuildCondBr(x.b, cond, (LLVMBasicBlockRef)mapv(&vm, (LLVMValueRef)entry), entry);

  /* 5. metadata in the checked copy */
  char dname[160];
  snprintf(dname, sizeof dname, "gpuopt.restrict.%s", LLVMGetValueName(fn));
  LLVMMetadataRef dstr = LLVMMDStringInContext2(x.llctx, dname, strlen(dname));
  LLVMMetadataRef domain = LLVMMDNodeInContext2(x.llctx, &dstr, 1);
  LLVMMetadataRef scope[MAX_PARAMS] = {0};
  for (unsigned p = 0; p < x.nparams; p++)
    if (x.bounded[p]) {
      char nm[200];
      snprintf(nm, sizeof nm, "%s.arg%u", dname, p);
      LLVMMetadataRef ops[2] = {LLVMMDStringInContext2(x.llctx, nm, strlen(nm)), domain};
      scope[p] = LLVMMDNodeInContext2(x.llctx, ops, 2);
    }
  unsigned kind_scope = LLVMGetMDKindIDInContext(x.llctx, "alias.scope", 11);
  unsigned kind_noalias = LLVMGetMDKindIDInContext(x.llctx, "noalias", 7);
  unsigned kind_inv = LLVMGetMDKindIDInContext(x.llctx, "invariant.load", 14);
  LLVMTypeRef gptr = LLVMPointerTypeInContext(x.llctx, 1);
  vmap gm;
  memset(&gm, 0, sizeof gm);
  for (size_t k = 0; k < x.acc.len; k++) {
    access *a = &x.acc.data[k];
    int p = a->param;
    if (!x.bounded[p]) continue;
    LLVMValueRef c = mapv(&vm, a->inst);
    LLVMMetadataRef na[MAX_PARAMS];
    unsigned nna = 0, all_writers = 1;
    for (unsigned q = 0; q < x.nparams; q++) {
      if (partner[p][q]) na[nna++] = scope[q];
      if (x.written[q] && q != (unsigned)p && !partner[p][q]) all_writers = 0;
    }
    if (!nna) continue;
    if (!extend_md(&x, c, kind_scope, &scope[p], 1) || !extend_md(&x, c, kind_noalias, na, nna)) {
      gpuopt__ptrmap_free(&gm.m);
      gpuopt__ptrmap_free(&vm.m);
      free(blocks);
      free_rx(&x);
      return gpuopt__oom(ctx, WHO);
    }
    st.accesses_annotated++;
    if (a->kind == ACC_LOAD && !x.written[p] && all_writers && !unbounded_write && !LLVMGetVolatile(c) &&
        LLVMGetOrdering(c) == LLVMAtomicOrderingNotAtomic) {
      LLVMValueRef ptr = LLVMGetOperand(c, 0);
      if (as_of(ptr) == 0) {
        LLVMValueRef g = global_chain(&x, &gm, ptr, gptr, check, 0);
        if (!g) {
          LLVMPositionBuilderBefore(x.b, c);
          g = LLVMBuildAddrSpaceCast(x.b, ptr, gptr, "");
        }
        LLVMSetOperand(c, 0, g);
      }
      if (as_of(LLVMGetOperand(c, 0)) == 1) {
        LLVMSetMetadata(c, kind_inv, LLVMMetadataAsValue(x.llctx, LLVMMDNodeInContext2(x.llctx, NULL, 0)));
        st.nc_loads++;
      }
    }
  }
  gpuopt__ptrmap_free(&gm.m);
  gpuopt__ptrmap_free(&vm.m);
  free(blocks);
  free_rx(&x);
  gpuopt__invalidate(ctx, fn, 0);
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateStringAttribute(x.llctx, DONE_ATTR, sizeof DONE_ATTR - 1, "", 0));
  st.kernels_versioned = 1;
  st.pairs_checked = pairs;
  if (stats) *stats = st;
  return GPUOPT_OK;
}

/* The loop-weighted memory operations of the blocks reachable from start (loads, stores, atomics;
 * one in a loop of depth d counts KR_ASSUMED_TRIPS^d, capped at KR_MAX_TRIPS). -1 on out of memory. */
static long loop_mem_ops(const gpuopt_fninfo *fi, LLVMBasicBlockRef start) {
  uint32_t n = fi->cfg->g.n, s = gpuopt__cfg_block(fi->cfg, start);
  if (s == GPUOPT_NONE) return 0;
  unsigned char *seen = calloc(n ? n : 1, 1);
  uint32_t *stack = malloc(sizeof *stack * (n ? n : 1));
  if (!seen || !stack) {
    free(seen);
    free(stack);
    return -1;
  }
  long total = 0;
  uint32_t sp = 0;
  stack[sp++] = s;
  seen[s] = 1;
  while (sp) {
    uint32_t b = stack[--sp];
    LLVMBasicBlockRef bb = fi->cfg->blocks[b];
    uint64_t w = 1;
    for (uint32_t l = fi->loops->innermost[b]; l != GPUOPT_NONE; l = fi->loops->loops[l].parent)
      w = w * KR_ASSUMED_TRIPS > KR_MAX_TRIPS ? KR_MAX_TRIPS : w * KR_ASSUMED_TRIPS;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i) || LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i))
        total += (long)w;
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    for (unsigned k = 0; k < ns; k++) {
      uint32_t c = gpuopt__cfg_block(fi->cfg, LLVMGetSuccessor(term, k));
      if (c != GPUOPT_NONE && !seen[c]) seen[c] = 1, stack[sp++] = c;
    }
  }
  free(seen);
  free(stack);
  return total;
}

/* The step's second half of the cost rule, measured on the copy once LLVM's passes have used the
 * metadata: a versioned kernel keeps its checked copy only if the copy's loops run fewer memory
 * operations than the original's (loop_mem_ops; an accumulator promoted by LICM, a load forwarded
 * or hoisted). Otherwise the check is made false and simplifycfg removes the copy: duplicated code
 * that removed no memory operation is not kept. *kept is set to whether the copy stays. */
static gpuopt_status measure_copy(gpuopt_ctx *ctx, LLVMValueRef fn, int *kept) {
  *kept = 1;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  LLVMValueRef br = LLVMGetBasicBlockTerminator(entry);
  if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br)) return GPUOPT_OK;
  LLVMBasicBlockRef copy = LLVMGetSuccessor(br, 0), orig = LLVMGetSuccessor(br, 1);
  if (copy == orig) return GPUOPT_OK;
  gpuopt_fninfo *fi;
  gpuopt_status s = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
  if (s) return s;
  long nc = loop_mem_ops(fi, copy), no = loop_mem_ops(fi, orig);
  if (nc < 0 || no < 0) return gpuopt__oom(ctx, WHO);
  if (nc < no) return GPUOPT_OK;
  *kept = 0;
  LLVMSetCondition(br, LLVMConstInt(LLVMInt1TypeInContext(LLVMGetModuleContext(LLVMGetGlobalParent(fn))), 0, 0));
  gpuopt__invalidate(ctx, fn, 0);
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_kernel_restrictify(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 0;
  unsigned versioned = 0, cap = 0;
  LLVMValueRef *fns = NULL;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    gpuopt_kernel_restrictify_stats s;
    gpuopt_status st = gpuopt_kernel_restrictify(ctx, f, &s);
    if (st) {
      free(fns);
      return st;
    }
    if (!s.kernels_versioned) continue;
    if (versioned == cap) {
      LLVMValueRef *nf = realloc(fns, sizeof *fns * (cap = cap ? 2 * cap : 8));
      if (!nf) {
        free(fns);
        return gpuopt__oom(ctx, WHO);
      }
      fns = nf;
    }
    fns[versioned++] = f;
  }
  if (!versioned) return GPUOPT_OK;
  *changed = 1;
  gpuopt__invalidate_all(ctx);
  /* LLVM's own passes profit from the metadata: LICM promotes, GVN forwards. */
  gpuopt_status s = gpuopt__run_llvm_passes(ctx, m, "function(loop-mssa(licm),gvn,instcombine<no-verify-fixpoint>,simplifycfg)",
                                            -1, WHO);
  unsigned dropped = 0;
  for (unsigned k = 0; k < versioned && !s; k++) {
    int kept;
    s = measure_copy(ctx, fns[k], &kept);
    dropped += !s && !kept;
  }
  free(fns);
  if (s || !dropped) return s;
  gpuopt__invalidate_all(ctx);
  return gpuopt__run_llvm_passes(ctx, m, "function(simplifycfg,instcombine<no-verify-fixpoint>,dce)", -1, WHO);
}
