/* Offloading OpenMP parallel loops to the GPU at the IR level (Wang, Grewe, O'Boyle, TACO'14
 * §3-4.2, Figs. 2-3; DawnCC TACO'17 §5 for the fused transfers).
 *
 * Input: a host module compiled by clang -fopenmp. For each `__kmpc_fork_call` the recognition
 * (analysis/omp.c) classifies as offloadable:
 *
 * Device side (a new NVPTX module, cloned from the host module, then pruned to the region's code):
 *   - the outlined function and its callees, with device versions of the OpenMP runtime calls they
 *     make. The kernel shape (Wang §4.1; grid_rewrite): one GPU thread per iteration of up to
 *     three collapsed loops, a 1-D/2-D/3-D grid. The loop is recognised in the outlined code
 *     (match_grid: the static_init call, the iteration variable, clang's delinearisation of
 *     `collapse`d loops); the static_init call becomes the thread's first iteration and the latch
 *     steps by the number of threads along the striding dimension (a grid-stride loop: every
 *     iteration runs once whatever the grid, so a launch may have fewer threads than iterations),
 *     the delinearised indices become the thread's coordinates. threadIdx.x goes to the innermost
 *     loop, or in 2-D to the outer one when its index moves more accesses to the next element
 *     (Wang's loop interchange, at launch level: want_interchange). Threads outside the space get
 *     no iteration (the partial-block guard). The runtime shapes the grid from the trip counts the
 *     host's probe saw (launch_shape in runtime/offload.c). Loops not recognised keep the general
 *     device static_init: the t-th contiguous piece of ceil(trip / #threads) iterations of the
 *     linearised space; dynamic schedules become static ones with one iteration per thread per
 *     round (lower_dispatch); __kmpc_reduce_nowait
 *     returns 2, so clang's atomic combination of the private copies runs: per warp first (a
 *     shuffle tree, stage 1) for atomicrmw add/fadd/min/max/and/or/xor, then one atomic per warp
 *     (stage 2); `critical` sections that are one read-modify-write become that atomicrmw;
 *     barriers after the loop and static_fini are no-ops; math calls become LLVM intrinsics;
 *   - host globals the code uses are reached through a pointer slot the kernel fills from a
 *     parameter (the runtime passes the global's device copy);
 *   - one kernel per region: parameters (globals: pointer + byte offset; then per shared value:
 *     the value, or pointer + byte offset of its device copy), the gtid/btid slots, then a call of
 *     the outlined function.
 * Host side, per region (Fig. 3's version selection, as a new function that replaces the fork):
 *     if (__gpuopt_omp_begin(desc)) {        // GPUOPT_OFFLOAD=always|never|auto, device present
 *       outlined(&zero, &zero, shared...);   // probe: the runtime's __gpuopt_omp_static_init_*
 *                                            //  records the bounds and runs no iteration
 *       if (__gpuopt_omp_run(desc, argv)) goto done;   // transfers (present table), launch
 *     }
 *     __gpuopt_omp_cpu(desc);                // host copies made current
 *     __kmpc_fork_call(...original...);      // the original loop
 *   done:
 * and after the call __gpuopt_omp_sync() (device data back to the host) unless every path from it
 * reaches another offloaded loop before any host instruction that touches memory (DawnCC §5's
 * copy fusion at IR level: the device copies stay valid, no transfer in between). The OpenMP calls
 * of the region's code are routed through __gpuopt_omp_* wrappers that forward to libomp except
 * while probing; malloc/calloc/realloc/free go through the runtime so that it knows each heap
 * object's extent.
 *
 * Requires a verified host module; runs SROA/early-cse/instcombine/simplifycfg on it first (on the
 * outlined functions without optnone) so that shared values reach the outlined code as loads of
 * its arguments. Leaves both modules verified. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Comdat.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "analysis/omp.h"
#include "core/ir.h"
#include "transform/offload_features.h"
#include "transform/transform.h"
#include "transform/offload_fold.h"
#include "transform/offload_fusion.h"
#include "transform/offload_idiom.h"
#include "transform/offload_ranges.h"
#include "transform/offload_seq.h"
#include "gpuopt/analysis.h"
#include "gpuopt/module.h"
#include "gpuopt/offload.h"
#include "gpuopt/pipeline.h"

#define NVPTX_TRIPLE "nvptx64-nvidia-cuda"
#define NVPTX_DL "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
#define GRID_MARK "__gpuopt_omp_grid"

typedef VEC(LLVMValueRef) VEC_PTRS;

typedef struct region_info {
  gpuopt__omp_region *r;
  unsigned kernel_index;
  char kernel[96];
  LLVMValueRef site_fn;     /* host: the version-selecting function */
  LLVMValueRef site_call;   /* host: its call, where the fork was */
  int sync_after;
  unsigned touches;         /* host loads/stores on the way to the next offloaded loop, checked against
                               the present table (__gpuopt_omp_touch) instead of a sync */
  char *data;               /* report text */
  int have_acc;             /* the divergence analysis's access patterns of the kernel: */
  unsigned acc[4];          /* broadcast, coalesced, strided, divergent (gpuopt_access_pattern) */
  gpuopt__offload_feat feat; /* the kernel's code features (issue 20: offload_features.c) */
  unsigned grid;            /* the grid mapping: ndims | interchange << 4 | nested 0x20 (0: contiguous pieces) */
  unsigned versions;        /* copies of the worksharing loop under uniform conditions (0: one) */
  unsigned npairs;          /* nested 2-D: pairs of shared values the inner loop's verdict assumes */
  unsigned pairs[2 * 16];   /*   disjoint (the runtime tests them before the launch) */
  char inner_why[200];      /* 1-D with an inner loop: why that loop runs sequentially in each thread */
  LLVMValueRef ranges_fn;   /* host: the exact transfer ranges (offload_ranges.c), or NULL: */
  char ranges_why[240];     /* why whole objects move */
  unsigned ranges_globals;  /* globals the range function gives exact ranges (after the shared values') */
  char *transfers;          /* report text: how the data moves */
} region_info;

typedef struct offload_state {
  gpuopt_ctx *ctx;
  LLVMModuleRef host, dev;
  LLVMContextRef llctx;
  gpuopt_offload_options opts;
  gpuopt__omp_regions regions;
  region_info *info;
  unsigned nkernels;
  LLVMTypeRef i8, i32, i64, ptr, voidt;
  gpuopt__seq_report seq;   /* sequential loops: outlined, kept (offload_seq.c) */
} offload_state;

static const char *vname(LLVMValueRef v) {
  size_t n;
  const char *s = LLVMGetValueName2(v, &n);
  return s ? s : "";
}

/* ---- helpers ---- */

static void strip_attr(LLVMValueRef fn, const char *kind) {
  LLVMRemoveStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind, (unsigned)strlen(kind));
}

static void strip_enum_attr(LLVMValueRef fn, const char *name) {
  unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));
  if (k) LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, k);
}

static void add_enum_attr(LLVMContextRef c, LLVMValueRef fn, const char *name) {
  unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));
  if (k) LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, k, 0));
}

/* Remove fn's body (every use of its instructions replaced by poison first). */
static void drop_body(LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
      if (LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(in, LLVMGetPoison(LLVMTypeOf(in)));
  /* the terminators first: they name other blocks, and deleting a block that a later block still
   * branches to would leave that branch pointing at freed memory */
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    if (t) LLVMInstructionEraseFromParent(t);
  }
  LLVMBasicBlockRef bb;
  while ((bb = LLVMGetFirstBasicBlock(fn))) LLVMDeleteBasicBlock(bb);
  LLVMSetLinkage(fn, LLVMExternalLinkage);
  LLVMSetPersonalityFn(fn, NULL);
  LLVMSetSubprogram(fn, NULL);
}

static LLVMValueRef get_fn(LLVMModuleRef m, const char *name, LLVMTypeRef ty) {
  LLVMValueRef f = LLVMGetNamedFunction(m, name);
  if (!f) f = LLVMAddFunction(m, name, ty);
  return f;
}

static LLVMValueRef sreg(offload_state *s, LLVMBuilderRef b, const char *name) {
  LLVMTypeRef ft = LLVMFunctionType(s->i32, NULL, 0, 0);
  char full[64];
  snprintf(full, sizeof full, "llvm.nvvm.read.ptx.sreg.%s", name);
  LLVMValueRef f = get_fn(s->dev, full, ft);
  return LLVMBuildZExt(b, LLVMBuildCall2(b, ft, f, NULL, 0, name), s->i64, "");
}

/* Kind of a shared value as the kernel and the runtime see it (gpuopt_omp_arg_* in the runtime). */
enum { ARGK_VALUE = 0, ARGK_SCALAR_IN = 1, ARGK_ARRAY_BASE = 2, ARGK_OBJECT = 3 };

static int scalar_type_ok(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t) <= 64;
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind: return 1;
  default: return 0;
  }
}

static int arg_kind(const gpuopt__omp_arg *a) {
  switch (a->kind) {
  case OMP_ARG_VALUE: return ARGK_VALUE;
  case OMP_ARG_SCALAR_RO: return a->array_base ? ARGK_ARRAY_BASE : ARGK_SCALAR_IN;
  default: return ARGK_OBJECT;
  }
}

/* Final checks of a region's data against what the kernel ABI carries. */
static void check_data(gpuopt__omp_region *r) {
  for (unsigned i = 0; i < r->nargs && r->offloadable; i++) {
    gpuopt__omp_arg *a = &r->args[i];
    if (a->kind == OMP_ARG_VALUE && !scalar_type_ok(a->type)) {
      r->offloadable = 0;
      snprintf(r->reason, sizeof r->reason, "passes %s by value with a type the kernel ABI does not carry", a->name);
    } else if (a->kind == OMP_ARG_SCALAR_RO && !a->array_base && !scalar_type_ok(a->type)) {
      if (LLVMGetTypeKind(a->type) == LLVMPointerTypeKind) {
        r->offloadable = 0;
        snprintf(r->reason, sizeof r->reason, "uses the pointer %s without dereferencing it (host addresses differ on the GPU)", a->name);
      } else {
        a->kind = OMP_ARG_MEMORY; /* an aggregate read in place */
      }
    }
  }
}

/* ---- device module ---- */

static int in_keep(offload_state *s, LLVMValueRef devfn) {
  const char *n = vname(devfn);
  for (size_t k = 0; k < s->regions.r.len; k++) {
    gpuopt__omp_region *r = &s->regions.r.data[k];
    if (!r->offloadable) continue;
    for (size_t i = 0; i < r->functions.len; i++)
      if (!strcmp(vname(r->functions.data[i]), n)) return 1;
  }
  return 0;
}

static void prune_device(offload_state *s) {
  LLVMModuleRef m = s->dev;
  const char *special[] = {"llvm.global_ctors", "llvm.global_dtors", "llvm.used", "llvm.compiler.used"};
  for (size_t i = 0; i < 4; i++) {
    LLVMValueRef g = LLVMGetNamedGlobal(m, special[i]);
    if (g) LLVMDeleteGlobal(g);
  }
  for (LLVMValueRef a = LLVMGetFirstGlobalAlias(m), next; a; a = next) {
    next = LLVMGetNextGlobalAlias(a);
    LLVMReplaceAllUsesWith(a, LLVMGetPoison(LLVMTypeOf(a)));
    LLVMDeleteGlobal(a);
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && !in_keep(s, f)) drop_body(f);
  /* globals' initializers may refer to dropped functions: clear the ones nothing uses */
  int changed = 1;
  while (changed) {
    changed = 0;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m), next; g; g = next) {
      next = LLVMGetNextGlobal(g);
      if (!LLVMGetFirstUse(g)) {
        LLVMDeleteGlobal(g);
        changed = 1;
      }
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(m), next; f; f = next) {
      next = LLVMGetNextFunction(f);
      if (LLVMIsDeclaration(f) && !LLVMGetFirstUse(f)) {
        LLVMDeleteFunction(f);
        changed = 1;
      }
    }
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    LLVMSetLinkage(f, LLVMInternalLinkage);
    LLVMSetVisibility(f, LLVMDefaultVisibility);
    LLVMSetDLLStorageClass(f, LLVMDefaultStorageClass);
    strip_attr(f, "target-cpu");
    strip_attr(f, "target-features");
    strip_attr(f, "tune-cpu");
    strip_attr(f, "stack-protector-buffer-size");
    strip_enum_attr(f, "optnone");
    strip_enum_attr(f, "noinline");
    strip_enum_attr(f, "uwtable");
    strip_enum_attr(f, "sspstrong");
    strip_enum_attr(f, "ssp");
    LLVMSetSection(f, NULL);
    LLVMSetComdat(f, NULL);
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    LLVMSetComdat(g, NULL);
    LLVMSetSection(g, NULL);
    if (!LLVMIsDeclaration(g)) LLVMSetLinkage(g, LLVMInternalLinkage);
  }
}

/* Whether constant c refers to global g (directly or through constant expressions). */
static int const_uses(LLVMValueRef c, LLVMValueRef g, int depth) {
  if (c == g) return 1;
  if (depth > 8 || !LLVMIsAConstantExpr(c)) return 0;
  int n = LLVMGetNumOperands(c);
  for (int i = 0; i < n; i++)
    if (const_uses(LLVMGetOperand(c, (unsigned)i), g, depth + 1)) return 1;
  return 0;
}

/* Instructions computing constant c with gval in place of g, before the builder's position. */
static LLVMValueRef materialize(LLVMBuilderRef b, LLVMValueRef c, LLVMValueRef g, LLVMValueRef gval) {
  if (c == g) return gval;
  if (!LLVMIsAConstantExpr(c) || !const_uses(c, g, 0)) return c;
  LLVMOpcode op = LLVMGetConstOpcode(c);
  unsigned n = (unsigned)LLVMGetNumOperands(c);
  LLVMValueRef ops[16];
  if (n > 16) return c;
  for (unsigned i = 0; i < n; i++) ops[i] = materialize(b, LLVMGetOperand(c, i), g, gval);
  switch (op) {
  case LLVMGetElementPtr: {
    LLVMValueRef r = LLVMBuildGEP2(b, LLVMGetGEPSourceElementType(c), ops[0], ops + 1, n - 1, "");
    if (LLVMIsInBounds(c)) LLVMSetIsInBounds(r, 1);
    return r;
  }
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
  case LLVMPtrToInt:
  case LLVMIntToPtr:
  case LLVMTrunc:
    return LLVMBuildCast(b, op, ops[0], LLVMTypeOf(c), "");
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMXor:
    return LLVMBuildBinOp(b, op, ops[0], ops[1], "");
  default:
    return NULL;
  }
}

/* Route every use of host global g in the kept device functions through a pointer slot. */
static gpuopt_status slot_global(offload_state *s, LLVMValueRef g, LLVMValueRef slot) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  gpuopt_status st = GPUOPT_OK;
  for (LLVMValueRef f = LLVMGetFirstFunction(s->dev); f && !st; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    LLVMValueRef gval = NULL;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && !st; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !st; in = LLVMGetNextInstruction(in)) {
        unsigned n = (unsigned)LLVMGetNumOperands(in);
        int is_phi = LLVMGetInstructionOpcode(in) == LLVMPHI;
        for (unsigned i = 0; i < n; i++) {
          LLVMValueRef o = LLVMGetOperand(in, i);
          if (!(o == g || (LLVMIsAConstantExpr(o) && const_uses(o, g, 0)))) continue;
          if (!gval) {
            LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f);
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
            gval = LLVMBuildLoad2(b, s->ptr, slot, "gpuopt.global");
            if (in == gval) continue;
          }
          if (is_phi) LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(in, i)));
          else LLVMPositionBuilderBefore(b, in);
          LLVMValueRef v = materialize(b, o, g, gval);
          if (!v) {
            st = gpuopt__fail(s->ctx, GPUOPT_EUNSUPPORTED, "gpuopt_offload: a constant expression using @%s cannot be rebuilt as instructions", vname(g));
            break;
          }
          LLVMSetOperand(in, i, v);
        }
      }
  }
  LLVMDisposeBuilder(b);
  return st;
}

/* Device definition of __kmpc_for_static_init_{4,4u,8,8u}: the calling thread's piece of the
 * iteration space (see the top comment). */
static void define_static_init(offload_state *s, LLVMValueRef f, unsigned bits, int sgn) {
  LLVMTypeRef it = LLVMIntTypeInContext(s->llctx, bits);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(s->llctx, f, "entry");
  LLVMBasicBlockRef work = LLVMAppendBasicBlockInContext(s->llctx, f, "work");
  LLVMBasicBlockRef mine = LLVMAppendBasicBlockInContext(s->llctx, f, "mine");
  LLVMBasicBlockRef empty = LLVMAppendBasicBlockInContext(s->llctx, f, "empty");
  LLVMValueRef plast = LLVMGetParam(f, 3), plower = LLVMGetParam(f, 4), pupper = LLVMGetParam(f, 5),
               pstride = LLVMGetParam(f, 6), incr = LLVMGetParam(f, 7);
  LLVMPositionBuilderAtEnd(b, entry);
  LLVMValueRef lb = LLVMBuildLoad2(b, it, plower, "lb"), ub = LLVMBuildLoad2(b, it, pupper, "ub");
  LLVMValueRef isempty = LLVMBuildICmp(b, sgn ? LLVMIntSGT : LLVMIntUGT, lb, ub, "");
  LLVMBuildCondBr(b, isempty, empty, work);
  LLVMPositionBuilderAtEnd(b, work);
  LLVMValueRef lb64 = sgn ? LLVMBuildSExtOrBitCast(b, lb, s->i64, "") : LLVMBuildZExtOrBitCast(b, lb, s->i64, "");
  LLVMValueRef ub64 = sgn ? LLVMBuildSExtOrBitCast(b, ub, s->i64, "") : LLVMBuildZExtOrBitCast(b, ub, s->i64, "");
  LLVMValueRef inc64 = LLVMBuildSExtOrBitCast(b, incr, s->i64, "");
  LLVMValueRef one = LLVMConstInt(s->i64, 1, 0);
  LLVMValueRef inc_pos = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSLT, inc64, one, ""), one, inc64, "incr");
  LLVMValueRef trip = LLVMBuildAdd(b, LLVMBuildUDiv(b, LLVMBuildSub(b, ub64, lb64, ""), inc_pos, ""), one, "trip");
  LLVMValueRef t = LLVMBuildAdd(b, LLVMBuildMul(b, sreg(s, b, "ctaid.x"), sreg(s, b, "ntid.x"), ""), sreg(s, b, "tid.x"), "t");
  LLVMValueRef nth = LLVMBuildMul(b, sreg(s, b, "nctaid.x"), sreg(s, b, "ntid.x"), "nthreads");
  LLVMValueRef c = LLVMBuildUDiv(b, LLVMBuildSub(b, LLVMBuildAdd(b, trip, nth, ""), one, ""), nth, "chunk");
  LLVMValueRef first = LLVMBuildMul(b, t, c, "first");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, first, trip, ""), mine, empty);
  LLVMPositionBuilderAtEnd(b, mine);
  LLVMValueRef end = LLVMBuildAdd(b, first, c, "");
  end = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, end, trip, ""), end, trip, "");
  LLVMValueRef lastx = LLVMBuildSub(b, end, one, "lastx");
  LLVMValueRef mylb = LLVMBuildAdd(b, lb64, LLVMBuildMul(b, first, inc_pos, ""), "");
  LLVMValueRef myub = LLVMBuildAdd(b, lb64, LLVMBuildMul(b, lastx, inc_pos, ""), "");
  LLVMBuildStore(b, LLVMBuildTrunc(b, mylb, it, ""), plower);
  LLVMBuildStore(b, LLVMBuildTrunc(b, myub, it, ""), pupper);
  LLVMValueRef islast = LLVMBuildICmp(b, LLVMIntEQ, lastx, LLVMBuildSub(b, trip, one, ""), "");
  LLVMBuildStore(b, LLVMBuildZExt(b, islast, s->i32, ""), plast);
  LLVMBuildStore(b, LLVMBuildTrunc(b, LLVMBuildMul(b, LLVMBuildMul(b, nth, c, ""), inc_pos, ""), it, ""), pstride);
  LLVMBuildRetVoid(b);
  LLVMPositionBuilderAtEnd(b, empty);
  LLVMBuildStore(b, LLVMConstInt(it, 1, 0), plower);
  LLVMBuildStore(b, LLVMConstInt(it, 0, 0), pupper);
  LLVMBuildStore(b, LLVMConstInt(s->i32, 0, 0), plast);
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
}

/* A body that returns constant value (or nothing). */
static void define_trivial(offload_state *s, LLVMValueRef f, long long value) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(s->llctx, f, "entry"));
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f));
  if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind) LLVMBuildRetVoid(b);
  else LLVMBuildRet(b, LLVMConstInt(rt, (unsigned long long)value, 1));
  LLVMDisposeBuilder(b);
}

/* ---- one thread per iteration: the grid mapping (Wang §4.1; see the top comment) ----
 *
 * The region's loop is recognised in the outlined code (the same matcher runs on the host module,
 * which then records the mapping with a marker call, and on its device clone, which implements it):
 * the one __kmpc_for_static_init call (schedule static or static chunked), the iteration variable
 * P (a phi whose value from outside the loop is the load of the lower bound after the call and
 * whose value from the latch is P + incr), and clang's delinearisation of `collapse`d loops:
 * q = P / X and r = P - q*X (or P % X), then the same on r for a third loop, where each divisor X
 * is computed from the region's arguments alone (it is recomputed before the call). */

#define GRID_MAX_DIMS 3
/* What the runtime's launch_shape never exceeds (src/runtime/offload.c): the facts the divergence
 * analysis may use for the kernels' access patterns. */
#define GRID_MAX_BLOCK 256
#define GRID_MAX_X_BLOCKS (1u << 22)

typedef struct grid_match {
  LLVMValueRef init, phi, next; /* static_init, iteration variable, its latch value P + incr */
  unsigned ndims;               /* 1..3 */
  LLVMValueRef div[2], rem[2], x[2]; /* per delinearisation level: P_l / X_l, P_l % X_l, X_l */
  int interchange;              /* 2-D: the outer loop's index goes to threadIdx.x */
  long long incr;
} grid_match;

/* Whether v can be recomputed before the loop from the region's arguments: constants, integer
 * arguments passed by value, loads of read-only scalar arguments, and integer casts and arithmetic
 * of those. */
static int remat_ok(LLVMValueRef fn, gpuopt__omp_region *r, LLVMValueRef v, int depth) {
  if (LLVMIsAConstantInt(v)) return 1;
  if (LLVMIsAArgument(v)) {
    /* an integer passed by value (the trip counts of a sequential nest, offload_seq.c) */
    unsigned np = LLVMCountParams(fn);
    for (unsigned i = 2; i < np && i - 2 < r->nargs; i++)
      if (LLVMGetParam(fn, i) == v)
        return r->args[i - 2].kind == OMP_ARG_VALUE && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind;
    return 0;
  }
  if (depth > 10 || !LLVMIsAInstruction(v)) return 0;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMSExt:
  case LLVMZExt:
  case LLVMTrunc:
    return remat_ok(fn, r, LLVMGetOperand(v, 0), depth + 1);
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMShl:
    return remat_ok(fn, r, LLVMGetOperand(v, 0), depth + 1) && remat_ok(fn, r, LLVMGetOperand(v, 1), depth + 1);
  case LLVMLoad: {
    LLVMValueRef p = LLVMGetOperand(v, 0);
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) return 0;
    unsigned np = LLVMCountParams(fn);
    for (unsigned i = 2; i < np && i - 2 < r->nargs; i++)
      if (LLVMGetParam(fn, i) == p) return r->args[i - 2].kind == OMP_ARG_SCALAR_RO && !r->args[i - 2].array_base;
    return 0;
  }
  default:
    return 0;
  }
}

/* The instructions recomputing v (remat_ok) at the builder's position. */
static LLVMValueRef remat(LLVMBuilderRef b, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return v;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  switch (op) {
  case LLVMSExt:
  case LLVMZExt:
  case LLVMTrunc:
    return LLVMBuildCast(b, op, remat(b, LLVMGetOperand(v, 0)), LLVMTypeOf(v), "");
  case LLVMLoad:
    return LLVMBuildLoad2(b, LLVMTypeOf(v), LLVMGetOperand(v, 0), "");
  default: {
    LLVMValueRef a = remat(b, LLVMGetOperand(v, 0)), c = remat(b, LLVMGetOperand(v, 1));
    return LLVMBuildBinOp(b, op, a, c, ""); /* no wrap flags: the values are the same */
  }
  }
}

/* The delinearisation of v: q = v / x (sdiv/udiv) and its remainder (srem/urem, or v - q*x). */
static int find_div(LLVMValueRef fn, gpuopt__omp_region *r, LLVMValueRef v, LLVMValueRef *q, LLVMValueRef *rem,
                    LLVMValueRef *x) {
  *q = *rem = *x = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u && !*q; u = LLVMGetNextUse(u)) {
    LLVMValueRef d = LLVMGetUser(u);
    if (!LLVMIsAInstruction(d)) continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(d);
    if ((op == LLVMSDiv || op == LLVMUDiv) && LLVMGetOperand(d, 0) == v && remat_ok(fn, r, LLVMGetOperand(d, 1), 0))
      *q = d, *x = LLVMGetOperand(d, 1);
  }
  if (!*q) return 0;
  *rem = gpuopt__find_rem(v, *q, *x);
  return 1;
}

/* d(addr)/d(var) as a constant number of bytes; INT64_MIN: not a constant. For Wang's interchange
 * test: which loop index moves an access to the next element. */
#define DERIV_UNKNOWN INT64_MIN
static int64_t deriv(LLVMTargetDataRef td, LLVMValueRef v, LLVMValueRef var, LLVMValueRef other, LLVMValueRef *stack, int depth) {
  if (v == var) return 1;
  if (v == other) return 0; /* the other loop's index: independent of var */
  if (!LLVMIsAInstruction(v)) return 0; /* constants, arguments, globals */
  if (depth > 12) return DERIV_UNKNOWN;
  for (int i = 0; i < depth; i++)
    if (stack[i] == v) return 0; /* a cycle through a phi: the other incoming values decide */
  stack[depth] = v;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  int64_t a, c;
  switch (op) {
  case LLVMSExt:
  case LLVMZExt:
  case LLVMTrunc:
  case LLVMFreeze:
    return deriv(td, LLVMGetOperand(v, 0), var, other, stack, depth + 1);
  case LLVMAdd:
  case LLVMSub:
  case LLVMOr: /* or of disjoint bits: as add (else the guess is only a score) */
    a = deriv(td, LLVMGetOperand(v, 0), var, other, stack, depth + 1);
    c = deriv(td, LLVMGetOperand(v, 1), var, other, stack, depth + 1);
    if (a == DERIV_UNKNOWN || c == DERIV_UNKNOWN) return DERIV_UNKNOWN;
    return op == LLVMSub ? a - c : a + c;
  case LLVMMul:
  case LLVMShl: {
    LLVMValueRef k = LLVMGetOperand(v, 1), o = LLVMGetOperand(v, 0);
    if (op == LLVMMul && LLVMIsAConstantInt(o)) {
      LLVMValueRef t = k;
      k = o, o = t;
    }
    a = deriv(td, o, var, other, stack, depth + 1);
    if (a == 0 && deriv(td, k, var, other, stack, depth + 1) == 0) return 0;
    if (a == DERIV_UNKNOWN || !LLVMIsAConstantInt(k)) return DERIV_UNKNOWN;
    long long kv = LLVMConstIntGetSExtValue(k);
    if (op == LLVMShl) return kv >= 0 && kv < 32 ? a * ((int64_t)1 << kv) : DERIV_UNKNOWN;
    return a * kv;
  }
  case LLVMGetElementPtr: {
    int64_t sum = deriv(td, LLVMGetOperand(v, 0), var, other, stack, depth + 1);
    if (sum == DERIV_UNKNOWN) return sum;
    LLVMTypeRef t = LLVMGetGEPSourceElementType(v);
    unsigned n = (unsigned)LLVMGetNumOperands(v);
    for (unsigned i = 1; i < n; i++) {
      LLVMValueRef ix = LLVMGetOperand(v, i);
      if (i > 1) {
        LLVMTypeKind k = LLVMGetTypeKind(t);
        if (k == LLVMStructTypeKind) {
          if (!LLVMIsAConstantInt(ix)) return DERIV_UNKNOWN;
          t = LLVMStructGetTypeAtIndex(t, (unsigned)LLVMConstIntGetZExtValue(ix));
          continue;
        }
        if (k != LLVMArrayTypeKind) return DERIV_UNKNOWN;
        t = LLVMGetElementType(t);
      }
      int64_t d = deriv(td, ix, var, other, stack, depth + 1);
      if (d == DERIV_UNKNOWN) return d;
      sum += d * (int64_t)LLVMABISizeOfType(td, t);
    }
    return sum;
  }
  case LLVMPHI: {
    int64_t r = 0;
    int have = 0;
    unsigned n = LLVMCountIncoming(v);
    for (unsigned i = 0; i < n; i++) {
      int64_t d = deriv(td, LLVMGetIncomingValue(v, i), var, other, stack, depth + 1);
      if (d == DERIV_UNKNOWN || (have && d != r)) return DERIV_UNKNOWN;
      r = d, have = 1;
    }
    return r;
  }
  case LLVMLoad:
    return deriv(td, LLVMGetOperand(v, 0), var, other, stack, depth + 1) == 0 ? 0 : DERIV_UNKNOWN;
  default:
    return DERIV_UNKNOWN;
  }
}

/* Wang's loop interchange at launch level: count the accesses that the inner and the outer index
 * move to the next element (stride = the access's size); the outer index goes to threadIdx.x when
 * it wins. */
static int want_interchange(offload_state *s, LLVMValueRef fn, LLVMValueRef outer, LLVMValueRef inner) {
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(fn));
  unsigned score[2] = {0, 0};
  LLVMValueRef stack[16];
  (void)s;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if (op != LLVMLoad && op != LLVMStore) continue;
      LLVMValueRef addr = LLVMGetOperand(in, op == LLVMLoad ? 0 : 1);
      LLVMTypeRef vt = op == LLVMLoad ? LLVMTypeOf(in) : LLVMTypeOf(LLVMGetOperand(in, 0));
      int64_t size = (int64_t)LLVMABISizeOfType(td, vt);
      if (deriv(td, addr, inner, outer, stack, 0) == size) score[0]++;
      if (deriv(td, addr, outer, inner, stack, 0) == size) score[1]++;
    }
  return score[1] > score[0];
}

/* A truncation of P + incr that only exit tests use (a widened variable compared in the
 * variable's own type: icmp eq (ub + 1), trunc(P + 1)). */
static int exit_trunc(LLVMValueRef w) {
  if (!LLVMIsAInstruction(w) || LLVMGetInstructionOpcode(w) != LLVMTrunc) return 0;
  for (LLVMUseRef u = LLVMGetFirstUse(w); u; u = LLVMGetNextUse(u))
    if (!LLVMIsAICmpInst(LLVMGetUser(u))) return 0;
  return 1;
}

/* Device side, once P steps by more than incr: an exit test `P + step == X` (`!=`: continue),
 * which clang -O1..-O3 make of `iv <= ub`, would be stepped over; it becomes `>= X` (`< X`) in the
 * space's signedness. A latch test of the variable itself, `iv == ub` or, for a unit increment,
 * `iv < ub` (clang -O1's `iv + 1 <= ub`), would let a thread run past ub: it becomes a test of
 * P + step against ub. X is the bound the iteration variable reaches (ub + 1); P + step cannot wrap
 * (the runtime sizes the grid so that ub + step fits). */
static int latch_test(LLVMValueRef c, LLVMValueRef phi) {
  LLVMBasicBlockRef h = LLVMGetInstructionParent(phi);
  for (LLVMUseRef u = LLVMGetFirstUse(c); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef br = LLVMGetUser(u);
    if (!LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    if (LLVMGetSuccessor(br, 0) == h || LLVMGetSuccessor(br, 1) == h) return 1;
  }
  return 0;
}


static void exit_tests_ordered(LLVMValueRef phi, LLVMValueRef next, int sgn, long long incr) {
  VEC(LLVMValueRef) cmps = {0};
  for (LLVMUseRef u = LLVMGetFirstUse(next); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef w = LLVMGetUser(u);
    if (LLVMIsAICmpInst(w)) VEC_PUSH(&cmps, w);
    else if (exit_trunc(w))
      for (LLVMUseRef tu = LLVMGetFirstUse(w); tu; tu = LLVMGetNextUse(tu)) VEC_PUSH(&cmps, LLVMGetUser(tu));
  }
  /* the latch tests the variable itself (clang -O1: `iv == ub` after the body): exit once
   * iv + step > ub, i.e. `==` becomes `next > ub`, `!=` becomes `next <= ub` */
  for (LLVMUseRef u = LLVMGetFirstUse(phi); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef w = LLVMGetUser(u);
    if (!LLVMIsAICmpInst(w) || !latch_test(w, phi)) continue;
    /* next in the test's block, or in one that dominates it (the latch value reaches the header
     * from the test's block) */
    int same = LLVMGetInstructionParent(w) == LLVMGetInstructionParent(next);
    if (!same && LLVMGetInstructionParent(next) != LLVMGetInstructionParent(phi)) continue;
    LLVMIntPredicate p = LLVMGetICmpPredicate(w);
    if (LLVMGetOperand(w, 1) == phi) p = gpuopt__pred_swap(p); /* the variable on the left */
    /* `iv < ub` (`>=`: leave), clang -O1's form of `iv + 1 <= ub` for a unit increment: with the
     * grid's step it is `next <= ub` (`next > ub`) */
    LLVMIntPredicate np;
    if (p == LLVMIntEQ || p == LLVMIntNE) np = p == LLVMIntEQ ? (sgn ? LLVMIntSGT : LLVMIntUGT) : (sgn ? LLVMIntSLE : LLVMIntULE);
    else if (incr == 1 && (p == LLVMIntSLT || p == LLVMIntULT)) np = p == LLVMIntSLT ? LLVMIntSLE : LLVMIntULE;
    else if (incr == 1 && (p == LLVMIntSGE || p == LLVMIntUGE)) np = p == LLVMIntSGE ? LLVMIntSGT : LLVMIntUGT;
    else continue;
    LLVMValueRef x = LLVMGetOperand(w, LLVMGetOperand(w, 0) == phi ? 1 : 0);
    LLVMBuilderRef bld = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(w)));
    /* after both next and the test (its bound may be a reload between them) */
    LLVMValueRef at = same ? next : w;
    for (LLVMValueRef q = LLVMGetNextInstruction(next); same && q; q = LLVMGetNextInstruction(q))
      if (q == w) at = w;
    LLVMPositionBuilderBefore(bld, LLVMGetNextInstruction(at));
    LLVMValueRef nc = LLVMBuildICmp(bld, np, next, x, "");
    LLVMDisposeBuilder(bld);
    VEC_PUSH(&cmps, w); /* marked: replaced below */
    LLVMReplaceAllUsesWith(w, nc);
  }
  for (size_t i = 0; i < cmps.len; i++) {
    LLVMValueRef c = cmps.data[i];
    if (!LLVMGetFirstUse(c)) { /* a test on the variable, replaced above */
      LLVMInstructionEraseFromParent(c);
      continue;
    }
    if (!latch_test(c, phi)) continue;
    LLVMIntPredicate p = LLVMGetICmpPredicate(c);
    if (p != LLVMIntEQ && p != LLVMIntNE) continue;
    LLVMValueRef a = LLVMGetOperand(c, 0), b = LLVMGetOperand(c, 1);
    int left = a == next || (LLVMIsAInstruction(a) && LLVMGetInstructionOpcode(a) == LLVMTrunc && LLVMGetOperand(a, 0) == next);
    LLVMValueRef v = left ? a : b, x = left ? b : a;
    LLVMIntPredicate np = p == LLVMIntEQ ? (sgn ? LLVMIntSGE : LLVMIntUGE) : (sgn ? LLVMIntSLT : LLVMIntULT);
    LLVMBuilderRef bld = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(c)));
    LLVMPositionBuilderBefore(bld, c);
    LLVMValueRef nc = LLVMBuildICmp(bld, np, v, x, "");
    LLVMDisposeBuilder(bld);
    LLVMReplaceAllUsesWith(c, nc);
    LLVMInstructionEraseFromParent(c);
  }
  VEC_FREE(&cmps);
}

/* Whether the loop of iteration variable P (latch value next) is left only through tests of P: every
 * exiting block of P's natural loop (core/loops.c) ends in a conditional branch on an icmp of P,
 * next, or a truncation of either. */
static int is_var_test(LLVMValueRef c, LLVMValueRef phi, LLVMValueRef next) {
  if (!LLVMIsAICmpInst(c)) return 0;
  for (unsigned o = 0; o < 2; o++) {
    LLVMValueRef v = LLVMGetOperand(c, o);
    if (LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMTrunc) v = LLVMGetOperand(v, 0);
    if (v == phi || v == next) return 1;
  }
  return 0;
}

static int exit_tests_var(offload_state *s, LLVMValueRef phi, LLVMValueRef next) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(phi));
  gpuopt_fninfo *fi;
  gpuopt__invalidate(s->ctx, fn, 0);
  if (gpuopt__require(s->ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return 0;
  const gpuopt_loops *ls = fi->loops;
  uint32_t hb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(phi));
  if (hb == GPUOPT_NONE || ls->innermost[hb] == GPUOPT_NONE) return 0;
  const gpuopt_loop *L = &ls->loops[ls->innermost[hb]];
  if (L->header != hb) return 0;
  for (uint32_t i = 0; i < L->nexiting; i++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(fi->cfg->blocks[L->exiting[i]]);
    if (!t || !LLVMIsABranchInst(t) || !LLVMIsConditional(t) || !is_var_test(LLVMGetCondition(t), phi, next)) return 0;
  }
  return 1;
}

static int grid_dims(offload_state *s, gpuopt__omp_region *r, LLVMValueRef init, grid_match *g);

/* Whether icmp c decides only branches that leave P's loop or go back to its header (its exit or
 * latch tests). Another test of P + incr (clang -O2's `i + 1 < n` guarding an inner loop from
 * i + 1, CSE'd with the increment) must keep testing P + incr once P steps by the grid. */
static int exit_cmp(offload_state *s, LLVMValueRef c, LLVMValueRef phi) {
  LLVMBasicBlockRef h = LLVMGetInstructionParent(phi);
  LLVMValueRef fn = LLVMGetBasicBlockParent(h);
  gpuopt_fninfo *fi;
  gpuopt__invalidate(s->ctx, fn, 0);
  if (gpuopt__require(s->ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return 1;
  uint32_t hb = gpuopt__cfg_block(fi->cfg, h);
  if (hb == GPUOPT_NONE || fi->loops->innermost[hb] == GPUOPT_NONE) return 1;
  uint32_t li = fi->loops->innermost[hb];
  for (LLVMUseRef u = LLVMGetFirstUse(c); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef br = LLVMGetUser(u);
    if (!LLVMIsABranchInst(br) || !LLVMIsConditional(br)) return 0;
    int leaves = 0;
    for (unsigned k = 0; k < 2; k++) {
      LLVMBasicBlockRef sb = LLVMGetSuccessor(br, k);
      uint32_t sn = gpuopt__cfg_block(fi->cfg, sb);
      if (sb == h || sn == GPUOPT_NONE || !gpuopt__loop_contains(fi->loops, li, sn)) leaves = 1;
    }
    if (!leaves) return 0;
  }
  return 1;
}

/* The latch value of P when clang -O2 computes P + incr in several blocks of the body and joins
 * them in a phi (fdtd-2d: `i + 1` both in the branch that runs the inner loop, where it also
 * indexes row i + 1, and in the one that skips it): every incoming value is `P + incr`, so the phi
 * is `P + incr`, computed once at its block's start (flags: those all the incoming adds have).
 * Returns that add, or NULL (the phi left as it is) when an incoming value is anything else. */
static LLVMValueRef merge_incr(LLVMValueRef P, LLVMValueRef phi, long long incr) {
  unsigned n = LLVMCountIncoming(phi);
  if (!n || LLVMTypeOf(phi) != LLVMTypeOf(P)) return NULL;
  int nsw = 1, nuw = 1;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef v = LLVMGetIncomingValue(phi, i);
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMAdd || LLVMGetOperand(v, 0) != P ||
        !LLVMIsAConstantInt(LLVMGetOperand(v, 1)) || LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1)) != incr)
      return NULL;
    nsw &= LLVMGetNSW(v) != 0, nuw &= LLVMGetNUW(v) != 0;
  }
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(phi);
  LLVMValueRef at = LLVMGetFirstInstruction(bb);
  while (at && LLVMIsAPHINode(at)) at = LLVMGetNextInstruction(at);
  if (!at) return NULL;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(P)));
  LLVMPositionBuilderBefore(b, at);
  LLVMValueRef add = LLVMBuildAdd(b, P, LLVMConstInt(LLVMTypeOf(P), (unsigned long long)incr, 0), "");
  LLVMDisposeBuilder(b);
  LLVMSetNSW(add, nsw), LLVMSetNUW(add, nuw);
  LLVMReplaceAllUsesWith(phi, add);
  LLVMInstructionEraseFromParent(phi);
  return add;
}

/* A truncation of P + incr that both exit tests and other code use (clang -O3's `trunc(i + 1)`,
 * compared with ub + 1 in the latch and multiplied into an address in the body): the exit tests
 * get a truncation of their own, so that the other users can get their copy of P + incr (which
 * stays i + 1) while the tests follow the grid's step. */
static void split_exit_truncs(offload_state *s, LLVMValueRef P, LLVMValueRef next) {
  for (LLVMUseRef u = LLVMGetFirstUse(next); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef w = LLVMGetUser(u);
    if (!LLVMIsAInstruction(w) || LLVMGetInstructionOpcode(w) != LLVMTrunc || exit_trunc(w)) continue;
    LLVMValueRef t2 = NULL;
    for (LLVMUseRef tu = LLVMGetFirstUse(w), tn; tu; tu = tn) {
      tn = LLVMGetNextUse(tu);
      LLVMValueRef c = LLVMGetUser(tu);
      if (!LLVMIsAICmpInst(c) || !exit_cmp(s, c, P)) continue;
      if (!t2) {
        t2 = LLVMInstructionClone(w);
        LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(w)));
        LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(w));
        LLVMInsertIntoBuilder(b, t2);
        LLVMDisposeBuilder(b);
      }
      for (unsigned o = 0; o < 2; o++)
        if (LLVMGetOperand(c, o) == w) LLVMSetOperand(c, o, t2);
    }
  }
}

/* P + incr (other) feeds only P and exit tests (it becomes P + step); other users (an inner loop
 * starting at i + 1, CSE'd with the increment) get a copy of their own. 0: a user that is no
 * instruction. */
static int next_users(offload_state *s, LLVMValueRef p, LLVMValueRef other) {
  LLVMValueRef copy = NULL;
  split_exit_truncs(s, p, other);
  for (LLVMUseRef nu = LLVMGetFirstUse(other), nn; nu; nu = nn) {
    nn = LLVMGetNextUse(nu);
    LLVMValueRef w = LLVMGetUser(nu);
    if (w == p || (LLVMIsAICmpInst(w) && exit_cmp(s, w, p)) || exit_trunc(w)) continue;
    if (!LLVMIsAInstruction(w)) return 0;
    if (!copy) {
      copy = LLVMInstructionClone(other);
      LLVMBuilderRef cb = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(other)));
      LLVMPositionBuilderBefore(cb, other);
      LLVMInsertIntoBuilder(cb, copy);
      LLVMDisposeBuilder(cb);
    }
    for (unsigned o = 0; o < (unsigned)LLVMGetNumOperands(w); o++)
      if (LLVMGetOperand(w, o) == other) LLVMSetOperand(w, o, copy);
  }
  return 1;
}

/* Match the loop of static_init call `init` in its function (see above). */
static int match_grid(offload_state *s, gpuopt__omp_region *r, LLVMValueRef init, grid_match *g) {
  memset(g, 0, sizeof *g);
  g->init = init;
  if (LLVMGetNumArgOperands(init) != 9) return 0;
  LLVMValueRef sched = LLVMGetOperand(init, 2), plb = LLVMGetOperand(init, 4), incr = LLVMGetOperand(init, 7);
  if (!LLVMIsAConstantInt(sched) || !LLVMIsAConstantInt(incr)) return 0;
  long long sv = LLVMConstIntGetSExtValue(sched);
  if (sv != 34 && sv != 33) return 0;
  g->incr = LLVMConstIntGetSExtValue(incr);
  if (g->incr < 1) return 0;
  /* the iteration variable: a two-way phi fed by a load of the lower bound and by P + incr */
  for (LLVMUseRef u = LLVMGetFirstUse(plb); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef l = LLVMGetUser(u);
    if (!LLVMIsALoadInst(l)) continue;
    /* the phi takes the lower bound as loaded, or widened (clang -O1..-O3: indvars makes an i32
     * space's variable i64, fed by sext/zext of the load) */
    LLVMValueRef cands[8];
    unsigned nc = 0;
    for (LLVMUseRef lu = LLVMGetFirstUse(l); lu && nc < 8; lu = LLVMGetNextUse(lu)) {
      LLVMValueRef w = LLVMGetUser(lu);
      if (LLVMIsAPHINode(w)) cands[nc++] = w;
      else if (LLVMIsAInstruction(w) && (LLVMGetInstructionOpcode(w) == LLVMSExt || LLVMGetInstructionOpcode(w) == LLVMZExt))
        for (LLVMUseRef wu = LLVMGetFirstUse(w); wu && nc < 8; wu = LLVMGetNextUse(wu))
          if (LLVMIsAPHINode(LLVMGetUser(wu))) cands[nc++] = LLVMGetUser(wu);
    }
    for (unsigned ci = 0; ci < nc; ci++) {
      LLVMValueRef p = cands[ci];
      if (LLVMCountIncoming(p) != 2) continue;
      LLVMValueRef in0 = LLVMGetIncomingValue(p, 0);
      int init0 = in0 == l || (LLVMIsAInstruction(in0) && LLVMGetNumOperands(in0) == 1 && LLVMGetOperand(in0, 0) == l);
      LLVMValueRef other = LLVMGetIncomingValue(p, init0 ? 1 : 0);
      if (LLVMIsAPHINode(other)) other = merge_incr(p, other, g->incr);
      if (!other || !LLVMIsAInstruction(other) || LLVMGetInstructionOpcode(other) != LLVMAdd) continue;
      LLVMValueRef k = LLVMGetOperand(other, 1);
      if (LLVMGetOperand(other, 0) != p || !LLVMIsAConstantInt(k) || LLVMConstIntGetSExtValue(k) != g->incr) continue;
      if (!next_users(s, p, other)) return 0;
      if (g->phi && g->phi != p) return 0; /* two candidate loops: leave the region as it is */
      /* P must be what ends its loop: the latch (or, after an unconditional latch, the header)
       * tests P, P + incr or its truncation. clang -O2's runtime unrolling makes a prologue loop
       * of `trip % 4` iterations that starts at the lower bound but counts its own variable, then
       * the unrolled loop from where it stopped: stepping P by the grid there would run the
       * prologue's count in every thread and the unrolled loop from past the thread's iteration. */
      if (!exit_tests_var(s, p, other)) return 0;
      g->phi = p, g->next = other;
    }
  }
  if (!g->phi) return 0;
  return grid_dims(s, r, init, g);
}

/* The grid's dimensions once g's iteration variable is known: clang's delinearisation of
 * `collapse`d loops (lower bound 0, increment 1), and the interchange of a 2-D one. */
static int grid_dims(offload_state *s, gpuopt__omp_region *r, LLVMValueRef init, grid_match *g) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(init)), plb = LLVMGetOperand(init, 4);
  g->ndims = 1;
  /* collapsed loops: lb 0, step 1 (clang's normalised space), divisors from the arguments */
  int lb0 = 0;
  for (LLVMValueRef in = LLVMGetPreviousInstruction(init); in; in = LLVMGetPreviousInstruction(in))
    if (LLVMIsAStoreInst(in) && LLVMGetOperand(in, 1) == plb) {
      LLVMValueRef v = LLVMGetOperand(in, 0);
      lb0 = LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) == 0;
      break;
    }
  if (!lb0 || g->incr != 1) return 1;
  LLVMValueRef v = g->phi;
  for (unsigned l = 0; l < GRID_MAX_DIMS - 1; l++) {
    if (!find_div(fn, r, v, &g->div[l], &g->rem[l], &g->x[l])) break;
    g->ndims++;
    if (!g->rem[l]) break;
    v = g->rem[l];
  }
  if (g->ndims == 2 && g->rem[0]) g->interchange = want_interchange(s, fn, g->div[0], g->rem[0]);
  return 1;
}

/* ---- a `parallel for` without collapse whose one inner loop is parallel: a 2-D grid ----
 *
 * The worksharing loop strides over y (its iterations lb + y*incr, step #y*incr, as the 1-D mapping
 * does along x) and its inner loop j over x: the thread starts it at j0 + x*c and steps by c*#x (a
 * grid-stride inner loop, so every (i, j) runs once whatever the grid's x extent). Host side,
 * offload_ranges.c's gpuopt__offload_inner_par proves the inner loop parallel (issue 14's
 * dependence test, with the pairs of arrays it assumes disjoint tested by the runtime before the
 * launch), with no reduction, no live-out and the outer loop's own code free of effects; the
 * structure is matched here (match_inner, on the host and on its device copy): the inner loop is the
 * only loop directly inside the worksharing loop, with a preheader, one latch, one exiting block (its
 * header or its latch), one exit block without phis, its only header phi j = [j0, pre], [j + c,
 * latch] (c > 0 constant, j 32 or 64 bits) and an exit test that keeps it while `v < N` (or <=,
 * signed or unsigned; `!=` in the increment's no-wrap signedness) for v = j (header) or j + c
 * (latch), possibly truncated (a widened variable), N invariant or a reload of a read-only shared
 * scalar. The device rewrite tests the thread's first j against N in the preheader (skipping the
 * loop when it is past the end), and steps j with an overflow-checked add, leaving when it wraps or
 * fails the test. The runtime keeps #x*c below 2^30 (the marker passes c), so x*c and #x*c fit. */
#define GRID_NESTED 0x20u
#define GRID_FOLDED GPUOPT__GRID_FOLDED /* the scalar copy of clang's unrolled or vectorised loop (offload_fold.c) */
#define GRID_IDIOM GPUOPT__GRID_IDIOM /* a loop clang's loop-idiom pass made a memset/memcpy of (offload_idiom.c) */
#define GRID_VERSIONS GPUOPT__GRID_VERSIONS /* copies of the loop on a uniform condition, each mapped (offload_fold.c) */
#define MAX_INNER_PAIRS 16

typedef struct inner_match {
  LLVMValueRef iv, start, next, br, cmp, bnd;
  long long c;
  LLVMBasicBlockRef pre, header, latch, exitb;
  LLVMIntPredicate pred; /* j stays while `v pred bnd`: slt sle ult ule */
  int on_next;           /* v is j + c (a latch test), else j (a header test) */
  int trunc;             /* v is truncated to bnd's type */
  int bnd_in;            /* N is defined in the loop (a reload): reloaded in the preheader */
  unsigned stay;         /* the successor of br that stays in the loop */
} inner_match;

static int pred_signed(LLVMIntPredicate p) { return p == LLVMIntSLT || p == LLVMIntSLE; }

/* The inner loop of the worksharing loop whose iteration variable is P (see above); 0: none. */
static void retarget_phis(offload_state *s, LLVMValueRef term, LLVMBasicBlockRef from, LLVMBasicBlockRef to);

static int match_inner_(offload_state *s, gpuopt__omp_region *r, LLVMValueRef P, inner_match *m, int again) {
  memset(m, 0, sizeof *m);
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(P));
  gpuopt_fninfo *fi;
  gpuopt__invalidate(s->ctx, fn, 0);
  if (gpuopt__require(s->ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return 0;
  const gpuopt_loops *ls = fi->loops;
  uint32_t hb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(P));
  if (hb == GPUOPT_NONE || ls->innermost[hb] == GPUOPT_NONE) return 0;
  uint32_t li = ls->innermost[hb], ci = GPUOPT_NONE, nch = 0;
  if (ls->loops[li].header != hb) return 0;
  for (uint32_t k = 0; k < ls->nloops; k++)
    if (ls->loops[k].parent == li) ci = k, nch++;
  if (nch != 1) return 0;
  const gpuopt_loop *C = &ls->loops[ci];
  if (C->nlatches != 1 || C->nexiting != 1 || C->nexits != 1) return 0;
  m->header = fi->cfg->blocks[C->header];
  if (C->preheader != GPUOPT_NONE) m->pre = fi->cfg->blocks[C->preheader];
  else {
    /* one block outside enters it (the worksharing loop's test at -O0): a preheader on that edge */
    LLVMBasicBlockRef from = NULL;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      uint32_t bn = gpuopt__cfg_block(fi->cfg, bb);
      LLVMValueRef tm = LLVMGetBasicBlockTerminator(bb);
      if (bn == GPUOPT_NONE || gpuopt__loop_contains(ls, ci, bn) || !tm) continue;
      for (unsigned k2 = 0; k2 < LLVMGetNumSuccessors(tm); k2++)
        if (LLVMGetSuccessor(tm, k2) == m->header) {
          if ((from && from != bb) || !LLVMIsABranchInst(tm)) return 0;
          from = bb;
        }
    }
    if (!from) return 0;
    LLVMValueRef tm = LLVMGetBasicBlockTerminator(from);
    if (LLVMIsConditional(tm) && LLVMGetSuccessor(tm, 0) == LLVMGetSuccessor(tm, 1)) return 0;
    m->pre = LLVMInsertBasicBlockInContext(s->llctx, m->header, "inner.pre");
    LLVMBuilderRef pb = LLVMCreateBuilderInContext(s->llctx);
    LLVMPositionBuilderAtEnd(pb, m->pre);
    LLVMBuildBr(pb, m->header);
    LLVMDisposeBuilder(pb);
    for (unsigned k2 = 0; k2 < LLVMGetNumSuccessors(tm); k2++)
      if (LLVMGetSuccessor(tm, k2) == m->header) LLVMSetSuccessor(tm, k2, m->pre);
    retarget_phis(s, LLVMGetBasicBlockTerminator(m->pre), from, m->pre);
    return again >= 2 ? 0 : match_inner_(s, r, P, m, again + 1);
  }
  m->latch = fi->cfg->blocks[C->latches[0]], m->exitb = fi->cfg->blocks[C->exits[0]];
  LLVMValueRef pt = LLVMGetBasicBlockTerminator(m->pre);
  if (!pt || !LLVMIsABranchInst(pt) || LLVMIsConditional(pt)) return 0;
  /* values of the loop used after it: only reloads of read-only shared scalars (clang -O2 keeps
   * the reload of a bound the stores may alias), recomputed in the exit block (the same value; the
   * new edges to the exit do not pass their definitions) */
  for (uint32_t k2 = 0; k2 < C->nblocks; k2++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[C->blocks[k2]]); i; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef fix = NULL;
      for (LLVMUseRef u = LLVMGetFirstUse(i), un; u; u = un) {
        un = LLVMGetNextUse(u);
        LLVMValueRef us = LLVMGetUser(u);
        uint32_t ub = LLVMIsAInstruction(us) ? gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(us)) : GPUOPT_NONE;
        if (ub != GPUOPT_NONE && gpuopt__loop_contains(ls, ci, ub)) continue;
        if (ub == GPUOPT_NONE || !remat_ok(fn, r, i, 0) || (LLVMIsAPHINode(us) && LLVMGetInstructionParent(us) == m->exitb)) return 0;
        if (!fix) {
          LLVMBuilderRef eb = LLVMCreateBuilderInContext(s->llctx);
          LLVMValueRef at = LLVMGetFirstInstruction(m->exitb);
          while (at && LLVMIsAPHINode(at)) at = LLVMGetNextInstruction(at);
          LLVMPositionBuilderBefore(eb, at);
          fix = remat(eb, i);
          LLVMDisposeBuilder(eb);
        }
        for (unsigned o = 0; o < (unsigned)LLVMGetNumOperands(us); o++)
          if (LLVMGetOperand(us, o) == i) LLVMSetOperand(us, o, fix);
      }
    }
  /* the exit block's phis (the worksharing loop's header, when simplifycfg folded its latch): their
   * value from the inner loop must come from outside it (the new edges to the exit take it too) */
  for (LLVMValueRef p = LLVMGetFirstInstruction(m->exitb); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p))
    for (unsigned k2 = 0; k2 < LLVMCountIncoming(p); k2++) {
      LLVMValueRef v = LLVMGetIncomingValue(p, k2);
      uint32_t vb = LLVMIsAInstruction(v) ? gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(v)) : GPUOPT_NONE;
      if (LLVMGetIncomingBlock(p, k2) == fi->cfg->blocks[C->exiting[0]] && vb != GPUOPT_NONE && gpuopt__loop_contains(ls, ci, vb)) return 0;
    }
  for (LLVMValueRef p = LLVMGetFirstInstruction(m->header); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
    if (m->iv || LLVMCountIncoming(p) != 2) return 0;
    m->iv = p;
  }
  if (!m->iv || LLVMGetTypeKind(LLVMTypeOf(m->iv)) != LLVMIntegerTypeKind) return 0;
  unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(m->iv));
  if (w != 32 && w != 64) return 0;
  for (unsigned i = 0; i < 2; i++) {
    if (LLVMGetIncomingBlock(m->iv, i) == m->pre) m->start = LLVMGetIncomingValue(m->iv, i);
    else if (LLVMGetIncomingBlock(m->iv, i) == m->latch) m->next = LLVMGetIncomingValue(m->iv, i);
  }
  if (!m->start || !m->next || !LLVMIsAInstruction(m->next) || LLVMGetInstructionOpcode(m->next) != LLVMAdd) return 0;
  LLVMValueRef k = LLVMGetOperand(m->next, 1);
  if (LLVMGetOperand(m->next, 0) != m->iv) {
    if (LLVMGetOperand(m->next, 1) != m->iv) return 0;
    k = LLVMGetOperand(m->next, 0);
  }
  if (!LLVMIsAConstantInt(k)) return 0;
  m->c = LLVMConstIntGetSExtValue(k);
  if (m->c < 1 || m->c > (1 << 20)) return 0;
  /* the exit test */
  LLVMBasicBlockRef xb = fi->cfg->blocks[C->exiting[0]];
  if (xb != m->header && xb != m->latch) return 0;
  m->br = LLVMGetBasicBlockTerminator(xb);
  if (!m->br || !LLVMIsABranchInst(m->br) || !LLVMIsConditional(m->br)) return 0;
  m->cmp = LLVMGetCondition(m->br);
  if (!LLVMIsAICmpInst(m->cmp)) return 0;
  if (LLVMGetSuccessor(m->br, 0) == m->exitb) m->stay = 1;
  else if (LLVMGetSuccessor(m->br, 1) == m->exitb) m->stay = 0;
  else return 0;
  LLVMIntPredicate pred = LLVMGetICmpPredicate(m->cmp);
  LLVMValueRef a = LLVMGetOperand(m->cmp, 0), bnd = LLVMGetOperand(m->cmp, 1);
  for (int side = 0; side < 2; side++) {
    LLVMValueRef v = side ? bnd : a;
    int tr = LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMTrunc;
    LLVMValueRef base = tr ? LLVMGetOperand(v, 0) : v;
    if (base == m->iv || base == m->next) {
      if (side) {
        LLVMValueRef t = a;
        a = bnd, bnd = t;
        pred = gpuopt__pred_swap(pred);
      }
      m->trunc = tr;
      m->on_next = base == m->next;
      break;
    }
    if (side) return 0;
  }
  if ((m->on_next && xb != m->latch) || (!m->on_next && (xb != m->header || m->latch == m->header))) return 0;
  if (m->stay == 1) pred = gpuopt__pred_invert(pred);
  if (pred == LLVMIntNE) {
    if (LLVMGetNSW(m->next)) pred = LLVMIntSLT;
    else if (LLVMGetNUW(m->next)) pred = LLVMIntULT;
    else return 0;
  }
  if (pred != LLVMIntSLT && pred != LLVMIntSLE && pred != LLVMIntULT && pred != LLVMIntULE) return 0;
  m->pred = pred;
  /* N: invariant in the inner loop, or a reload of a read-only shared scalar */
  if (LLVMIsAInstruction(bnd)) {
    uint32_t bb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(bnd));
    m->bnd_in = bb != GPUOPT_NONE && gpuopt__loop_contains(ls, ci, bb);
    if (m->bnd_in && !remat_ok(fn, r, bnd, 0)) return 0;
  }
  m->bnd = bnd;
  /* the start: available in the preheader (a value of the outer loop's or from before it) */
  if (LLVMIsAInstruction(m->start)) {
    uint32_t bb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(m->start));
    if (bb == GPUOPT_NONE || gpuopt__loop_contains(ls, ci, bb)) return 0;
  }
  return 1;
}

static int match_inner(offload_state *s, gpuopt__omp_region *r, LLVMValueRef P, inner_match *m) {
  return match_inner_(s, r, P, m, 0);
}

/* v_valid: `v pred N` in v's type (N extended to it where the test was truncated); N reloaded at
 * the builder's position when it is defined inside the loop. */
static LLVMValueRef inner_valid(LLVMBuilderRef b, const inner_match *m, LLVMValueRef v, int at_pre) {
  LLVMValueRef n = m->bnd;
  if (at_pre && m->bnd_in) n = remat(b, n);
  if (LLVMTypeOf(n) != LLVMTypeOf(v)) n = LLVMBuildIntCast2(b, n, LLVMTypeOf(v), pred_signed(m->pred), "");
  return LLVMBuildICmp(b, m->pred, v, n, "inner.ok");
}

/* a + k (k >= 0) with the overflow flag of the test's signedness: {sum, overflowed} */
static LLVMValueRef inner_add(offload_state *s, LLVMBuilderRef b, const inner_match *m, LLVMValueRef a, LLVMValueRef k, LLVMValueRef *ovf) {
  LLVMTypeRef t = LLVMTypeOf(a);
  char nm[48];
  snprintf(nm, sizeof nm, "llvm.%cadd.with.overflow.i%u", pred_signed(m->pred) ? 's' : 'u', LLVMGetIntTypeWidth(t));
  LLVMTypeRef st = LLVMStructTypeInContext(s->llctx, (LLVMTypeRef[]){t, LLVMInt1TypeInContext(s->llctx)}, 2, 0);
  LLVMTypeRef ft = LLVMFunctionType(st, (LLVMTypeRef[]){t, t}, 2, 0);
  LLVMValueRef r = LLVMBuildCall2(b, ft, get_fn(s->dev, nm, ft), (LLVMValueRef[]){a, k}, 2, "");
  *ovf = LLVMBuildExtractValue(b, r, 1, "");
  /* the sum as an add (the same value) whose no-wrap flag holds wherever it is used (the flag is
   * tested first, by select): the divergence analysis sees j0 + x*c + k*#x*c */
  LLVMValueRef sum = LLVMBuildAdd(b, a, k, "inner.j");
  if (pred_signed(m->pred)) LLVMSetNSW(sum, 1);
  else LLVMSetNUW(sum, 1);
  return sum;
}

/* A new edge from `from` to the exit block: its phis take their value from the exiting block's. */
static void exit_phis(const inner_match *m, LLVMBasicBlockRef from) {
  LLVMBasicBlockRef xb = LLVMGetInstructionParent(m->br);
  for (LLVMValueRef p = LLVMGetFirstInstruction(m->exitb); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p))
    for (unsigned k = 0; k < LLVMCountIncoming(p); k++)
      if (LLVMGetIncomingBlock(p, k) == xb) {
        LLVMValueRef v = LLVMGetIncomingValue(p, k);
        LLVMAddIncoming(p, &v, &from, 1);
        break;
      }
}

/* Device side: the inner loop of m over x (see above); xoff = x*c, xstep = #x*c in j's type, built
 * where they dominate the loop. */
static void inner_rewrite(offload_state *s, const inner_match *m, LLVMValueRef xoff, LLVMValueRef xstep) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  /* the preheader: the thread's first j, the loop skipped when it is past the end */
  LLVMValueRef pt = LLVMGetBasicBlockTerminator(m->pre);
  LLVMPositionBuilderBefore(b, pt);
  LLVMValueRef o0;
  LLVMValueRef first = inner_add(s, b, m, m->start, xoff, &o0);
  LLVMValueRef f1 = LLVMConstInt(LLVMInt1TypeInContext(s->llctx), 0, 0);
  LLVMValueRef ok0 = LLVMBuildSelect(b, LLVMBuildNot(b, o0, ""), inner_valid(b, m, first, 1), f1, "");
  LLVMBuildCondBr(b, ok0, m->header, m->exitb);
  LLVMInstructionEraseFromParent(pt);
  exit_phis(m, m->pre);
  for (unsigned i = 0; i < 2; i++)
    if (LLVMGetIncomingBlock(m->iv, i) == m->pre) LLVMSetOperand(m->iv, i, first);
  /* the latch: j + #x*c, leaving when it wraps */
  LLVMValueRef lt = LLVMGetBasicBlockTerminator(m->latch);
  LLVMPositionBuilderBefore(b, m->on_next ? m->br : lt);
  LLVMValueRef ov;
  LLVMValueRef nj = inner_add(s, b, m, m->iv, xstep, &ov);
  for (unsigned i = 0; i < 2; i++)
    if (LLVMGetIncomingBlock(m->iv, i) == m->latch) LLVMSetOperand(m->iv, i, nj);
  if (m->on_next) {
    /* the latch's test: stay while no wrap and j' passes */
    LLVMValueRef stay = LLVMBuildSelect(b, LLVMBuildNot(b, ov, ""), inner_valid(b, m, nj, 0), f1, "");
    LLVMSetCondition(m->br, m->stay == 0 ? stay : LLVMBuildNot(b, stay, ""));
  } else {
    /* the header's test on j in the normalised predicate; the latch leaves on a wrap */
    LLVMPositionBuilderBefore(b, m->br);
    LLVMValueRef stay = inner_valid(b, m, m->iv, 0);
    LLVMSetCondition(m->br, m->stay == 0 ? stay : LLVMBuildNot(b, stay, ""));
    LLVMPositionBuilderBefore(b, lt);
    LLVMBuildCondBr(b, ov, m->exitb, m->header);
    LLVMInstructionEraseFromParent(lt);
    exit_phis(m, m->latch);
  }
  if (!LLVMGetFirstUse(m->cmp)) LLVMInstructionEraseFromParent(m->cmp);
  LLVMDisposeBuilder(b);
}

/* Host side: the region's loop gets its mapping, recorded by a call before the static_init that
 * the runtime's probe reads and the device rewrite implements: __gpuopt_omp_grid(mode, X0, X1),
 * mode = ndims | interchange << 4, X the divisors (i64). Returns the mode (0: no mapping; the
 * kernel keeps contiguous pieces per thread). */
static unsigned grid_mark_host(offload_state *s, region_info *ri) {
  gpuopt__omp_region *r = ri->r;
  if (r->loop != OMP_LOOP_STATIC) return 0;
  LLVMValueRef init = NULL;
  unsigned count = 0;
  for (size_t i = 0; i < r->functions.len; i++)
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(r->functions.data[i]); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
        if (LLVMGetInstructionOpcode(in) != LLVMCall) continue;
        LLVMValueRef c = LLVMGetCalledValue(in);
        if (!LLVMIsAFunction(c)) continue;
        gpuopt__omp_call_kind k = gpuopt__omp_call(vname(c), NULL, NULL);
        if (k == OMP_CALL_STATIC_INIT) init = in, count++;
        else if (k == OMP_CALL_DISPATCH_INIT || k == OMP_CALL_DISPATCH_NEXT) count += 2;
      }
  grid_match g;
  if (count != 1) return 0;
  /* one outlined function forked from several places (a caller inlined at -O1..-O3): one marker */
  LLVMValueRef prev = LLVMGetPreviousInstruction(init);
  if (prev && LLVMGetInstructionOpcode(prev) == LLVMCall && LLVMIsAFunction(LLVMGetCalledValue(prev)) &&
      !strcmp(vname(LLVMGetCalledValue(prev)), GRID_MARK)) {
    /* the inner loop's pairs: the other region's */
    for (region_info *o = s->info; o < ri; o++)
      if (o->r->offloadable && o->grid && o->r->outlined == r->outlined) {
        ri->npairs = o->npairs;
        ri->versions = o->versions;
        memcpy(ri->pairs, o->pairs, sizeof ri->pairs);
        snprintf(ri->inner_why, sizeof ri->inner_why, "%s", o->inner_why);
      }
    return (unsigned)LLVMConstIntGetZExtValue(LLVMGetOperand(prev, 0));
  }
  int folded = 0, idiom = 0;
  gpuopt__fold_versions V;
  int *vk = calloc(r->nargs + 1, sizeof *vk);
  if (!vk) return 0;
  for (unsigned i = 0; i < r->nargs; i++) vk[i] = arg_kind(&r->args[i]);
  int versioned = gpuopt__fold_versions_find(s->ctx, init, r->nargs, vk, &V);
  free(vk);
  if (versioned) {
    /* copies of the loop on a uniform condition (clang -O3's unswitching): each folded into its
     * scalar copy or plain, each one thread per iteration, 1-D (offload_fold.c) */
    memset(&g, 0, sizeof g);
    g.init = init, g.incr = 1, g.phi = V.v[0].phi, g.next = V.v[0].next;
    for (unsigned i = 0; i < V.n; i++) {
      if (!V.v[i].phi) continue; /* a path without the loop */
      /* a plain copy: what the device checks (folded copies: after the fold, as the fold path) */
      if (!V.folded[i] && !(next_users(s, V.v[i].phi, V.v[i].next) && exit_tests_var(s, V.v[i].phi, V.v[i].next))) return 0;
      grid_match gv;
      memset(&gv, 0, sizeof gv);
      gv.init = init, gv.incr = 1, gv.phi = V.v[i].phi, gv.next = V.v[i].next, gv.ndims = 1;
      /* a variable from 0 is not the linear index: no delinearisation looked for */
      if (!V.v[i].zero_start && (!grid_dims(s, r, init, &gv) || gv.ndims != 1)) return 0;
    }
    g.ndims = 1;
    for (unsigned i = 0; i < V.n; i++) folded |= V.folded[i] > 0;
    ri->versions = 0; /* the copies with a loop (a path may have none) */
    for (unsigned i = 0; i < V.n; i++) ri->versions += V.v[i].phi != NULL;
    inner_match vm;
    for (unsigned i = 0; i < V.n && ri->versions > 1 && !ri->inner_why[0]; i++)
      if (!V.folded[i] && V.v[i].phi && match_inner(s, r, V.v[i].phi, &vm))
        snprintf(ri->inner_why, sizeof ri->inner_why, "not tried: the compiler made %u copies of the worksharing loop", ri->versions);
  } else if (!match_grid(s, r, init, &g)) {
    /* clang's unrolled or vectorised loop: its scalar copy, folded on the device (offload_fold.c) */
    gpuopt__fold f;
    gpuopt__idiom im;
    memset(&g, 0, sizeof g);
    if (gpuopt__fold_find(s->ctx, init, &f)) {
      g.init = init, g.incr = 1, g.phi = f.phi, g.next = f.next, g.ndims = 1;
      /* a variable from 0 (the body at lb + Q) is not the linear index: 1-D */
      if (!f.zero_start && !grid_dims(s, r, init, &g)) return 0;
      folded = 1;
    } else if (gpuopt__idiom_find(s->ctx, init, &im)) {
      /* a loop clang made a memset/memcpy of: rebuilt on the device (offload_idiom.c), 1-D */
      g.init = init, g.incr = 1, g.ndims = 1;
      idiom = 1;
    } else
      return 0;
  } else if (!gpuopt__fold_only_loop(s->ctx, init, g.phi)) {
    /* another copy of the loop (versions not recognised): it would run the thread's first
     * iteration to the end of the space in every thread; contiguous pieces */
    return 0;
  }
  unsigned mode = g.ndims | (g.interchange ? 0x10u : 0) | (folded ? GRID_FOLDED : 0) | (versioned ? GRID_VERSIONS : 0) |
                  (idiom ? GRID_IDIOM : 0);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  LLVMPositionBuilderBefore(b, init);
  LLVMValueRef x[2];
  for (unsigned l = 0; l < 2; l++) {
    x[l] = LLVMConstInt(s->i64, 0, 0);
    if (l + 1 < g.ndims) {
      LLVMValueRef v = remat(b, g.x[l]);
      x[l] = LLVMGetIntTypeWidth(LLVMTypeOf(v)) < 64 ? LLVMBuildZExt(b, v, s->i64, "") : v;
    }
  }
  LLVMTypeRef ft = LLVMFunctionType(s->voidt, (LLVMTypeRef[]){s->i32, s->i64, s->i64}, 3, 0);
  LLVMValueRef call = LLVMBuildCall2(b, ft, get_fn(s->host, GRID_MARK, ft), (LLVMValueRef[]){LLVMConstInt(s->i32, mode, 0), x[0], x[1]}, 3, "");
  LLVMInstructionSetDebugLoc(call, LLVMInstructionGetDebugLoc(init));
  /* a 1-D loop whose inner loop is parallel: the nested 2-D grid (the marker's X0 the inner trip
   * count as a hint for the block shape, 0 when not known before the loop; X1 = c) */
  inner_match im;
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(init));
  if (mode == 1 && g.phi && match_inner(s, r, g.phi, &im)) {
    if (want_interchange(s, fn, g.phi, im.iv)) {
      snprintf(ri->inner_why, sizeof ri->inner_why, "the worksharing loop's index is the fastest-varying subscript: it stays on threadIdx.x");
    } else {
      int *argk = calloc(r->nargs + 1, sizeof *argk);
      int oom = 0;
      unsigned np = 0;
      if (argk) {
        for (unsigned i = 0; i < r->nargs; i++) argk[i] = arg_kind(&r->args[i]);
        if (gpuopt__offload_inner_par(s->ctx, fn, call, r->nargs, argk, ri->pairs, MAX_INNER_PAIRS, &np, ri->inner_why,
                                      sizeof ri->inner_why, &oom)) {
          ri->npairs = np;
          mode = 2 | GRID_NESTED;
          LLVMPositionBuilderBefore(b, call);
          LLVMValueRef hint = LLVMConstInt(s->i64, 0, 0);
          if (remat_ok(fn, r, im.bnd, 0) && remat_ok(fn, r, im.start, 0)) {
            int sg = pred_signed(im.pred);
            LLVMValueRef n = remat(b, im.bnd), j0 = remat(b, im.start);
            n = LLVMBuildIntCast2(b, n, s->i64, sg, ""), j0 = LLVMBuildIntCast2(b, j0, s->i64, sg, "");
            LLVMValueRef span = LLVMBuildSub(b, n, j0, "");
            if (im.pred == LLVMIntSLE || im.pred == LLVMIntULE) span = LLVMBuildAdd(b, span, LLVMConstInt(s->i64, 1, 0), "");
            LLVMValueRef cc = LLVMConstInt(s->i64, (unsigned long long)im.c, 0);
            LLVMValueRef tq = LLVMBuildSDiv(b, LLVMBuildAdd(b, span, LLVMConstInt(s->i64, (unsigned long long)im.c - 1, 0), ""), cc, "");
            hint = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSGT, span, LLVMConstInt(s->i64, 0, 0), ""), tq, hint, "inner.trip");
          }
          LLVMSetOperand(call, 0, LLVMConstInt(s->i32, mode, 0));
          LLVMSetOperand(call, 1, hint);
          LLVMSetOperand(call, 2, LLVMConstInt(s->i64, (unsigned long long)im.c, 0));
        }
      }
      free(argk);
      if (oom || !argk) snprintf(ri->inner_why, sizeof ri->inner_why, "out of memory");
    }
  }
  gpuopt__invalidate(s->ctx, fn, 0);
  LLVMDisposeBuilder(b);
  return mode;
}

/* A grid coordinate ('x': ctaid.x*ntid.x + tid.x) or, with count, the threads along it
 * (nctaid.x*ntid.x), in type t. */
static LLVMValueRef nw(LLVMValueRef v, int sgn) {
  if (LLVMIsAInstruction(v)) {
    if (sgn) LLVMSetNSW(v, 1);
    else LLVMSetNUW(v, 1);
  }
  return v;
}

static LLVMValueRef grid_coord(offload_state *s, LLVMBuilderRef b, LLVMTypeRef t, int sgn, char d, int count) {
  char n1[16], n2[16], n3[16];
  snprintf(n1, sizeof n1, count ? "nctaid.%c" : "ctaid.%c", d);
  snprintf(n2, sizeof n2, "ntid.%c", d);
  snprintf(n3, sizeof n3, "tid.%c", d);
  LLVMTypeRef ft = LLVMFunctionType(s->i32, NULL, 0, 0);
  LLVMValueRef r[3];
  const char *nm[3] = {n1, n2, n3};
  for (int i = 0; i < 3; i++) {
    char full[64];
    snprintf(full, sizeof full, "llvm.nvvm.read.ptx.sreg.%s", nm[i]);
    r[i] = LLVMBuildCall2(b, ft, get_fn(s->dev, full, ft), NULL, 0, nm[i]);
  }
  /* 32-bit, no wrap: the runtime's grids stay below 2^30 threads along x, 2^24 along y/z */
  LLVMValueRef v = LLVMBuildMul(b, r[0], r[1], "");
  LLVMSetNUW(v, 1), LLVMSetNSW(v, 1);
  if (!count) {
    v = LLVMBuildAdd(b, v, r[2], "");
    LLVMSetNUW(v, 1), LLVMSetNSW(v, 1);
  }
  (void)sgn;
  if (LLVMGetIntTypeWidth(t) > 32) {
    v = LLVMBuildZExt(b, v, t, "");
#if GPUOPT_LLVM_VERSION >= 19
    LLVMSetNNeg(v, 1);
#endif
  } else if (LLVMGetIntTypeWidth(t) < 32) v = LLVMBuildTrunc(b, v, t, "");
  return v;
}

/* Device side: the other induction variables of P's loop, Z = [Z0, pre], [Z + c, latch] with c
 * constant (clang -O2's counter from 0 beside P, a widened i + 1 ...). Z0 is computed from the
 * thread's own lower bound, and Z moves by c per iteration of P: once P steps by `step` (increment
 * 1), Z steps by c*step. Only where Z is used in the loop's body (a counter whose value only leaves
 * the loop counts the thread's own iterations: a reduction of them). */
static void secondary_ivs(offload_state *s, LLVMValueRef P, LLVMBasicBlockRef latch, LLVMValueRef step) {
  LLVMBasicBlockRef h = LLVMGetInstructionParent(P);
  LLVMValueRef fn = LLVMGetBasicBlockParent(h);
  gpuopt_fninfo *fi;
  gpuopt__invalidate(s->ctx, fn, 0);
  if (gpuopt__require(s->ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return;
  const gpuopt_loops *ls = fi->loops;
  uint32_t hb = gpuopt__cfg_block(fi->cfg, h);
  if (hb == GPUOPT_NONE || ls->innermost[hb] == GPUOPT_NONE) return;
  uint32_t li = ls->innermost[hb];
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  for (LLVMValueRef z = LLVMGetFirstInstruction(h); z && LLVMIsAPHINode(z); z = LLVMGetNextInstruction(z)) {
    if (z == P || LLVMCountIncoming(z) != 2 || LLVMGetTypeKind(LLVMTypeOf(z)) != LLVMIntegerTypeKind) continue;
    unsigned il = LLVMGetIncomingBlock(z, 0) == latch ? 0 : 1;
    if (LLVMGetIncomingBlock(z, il) != latch) continue;
    LLVMValueRef zn = LLVMGetIncomingValue(z, il);
    if (!LLVMIsAInstruction(zn) || LLVMGetInstructionOpcode(zn) != LLVMAdd || LLVMGetOperand(zn, 0) != z ||
        !LLVMIsAConstantInt(LLVMGetOperand(zn, 1)))
      continue;
    int used = 0; /* in the loop, by something other than its increment */
    for (int k = 0; k < 2 && !used; k++)
      for (LLVMUseRef u = LLVMGetFirstUse(k ? zn : z); u && !used; u = LLVMGetNextUse(u)) {
        LLVMValueRef w = LLVMGetUser(u);
        if (w == z || w == zn || !LLVMIsAInstruction(w)) continue;
        uint32_t wb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(w));
        used = wb != GPUOPT_NONE && gpuopt__loop_contains(ls, li, wb);
      }
    if (!used) continue;
    LLVMPositionBuilderBefore(b, zn);
    LLVMValueRef st = LLVMBuildIntCast2(b, step, LLVMTypeOf(z), 0, "");
    LLVMValueRef znew = LLVMBuildAdd(b, z, LLVMBuildMul(b, LLVMGetOperand(zn, 1), st, ""), "iv.grid");
    LLVMSetOperand(z, il, znew);
  }
  LLVMDisposeBuilder(b);
  gpuopt__invalidate(s->ctx, fn, 0);
}

/* Device side: implement the marked mapping (the marker's call is right before the static_init
 * call). The static_init call is replaced by the thread's own first iteration iv0, the last one
 * it may run (ubt) and the step between its iterations; the latch adds the step instead of incr
 * (a grid-stride loop: every iteration runs, each once, whatever the grid); the delinearised
 * indices become the thread's coordinates (the divergence analysis then sees tid.x in the
 * fastest-varying subscripts). Thread coordinates: x = ctaid.x*ntid.x + tid.x (y, z alike).
 *   1-D            iv0 = lb + x*incr,        step = #x*incr,  ubt = ub
 *   2-D            iv0 = y*X + x (x < X),    step = #y*X,     ubt = ub     q = y + k*#y, r = x
 *   2-D inter.     iv0 = x*X + y (x < rows), step = #y,       ubt = x*X + X-1   q = x, r = y + k*#y
 *   3-D            iv0 = (z*X1' + y)*X1 + x, step = #z*X0,   ubt = ub     (X0 = X1'*X1; x < X1, y < X1')
 * A thread outside the space gets no iteration (the partial-block guard). No iteration variable
 * wraps: the runtime sizes the grid so that ub + step fits the variable's type. */
static gpuopt_status grid_rewrite(offload_state *s, gpuopt__omp_region *r, LLVMValueRef mark) {
  LLVMValueRef init = LLVMGetNextInstruction(mark);
  LLVMValueRef callee = init && LLVMGetInstructionOpcode(init) == LLVMCall ? LLVMGetCalledValue(init) : NULL;
  unsigned bits = 0;
  int sgn = 0;
  grid_match g;
  unsigned mode = (unsigned)LLVMConstIntGetZExtValue(LLVMGetOperand(mark, 0));
  inner_match im;
  int nested = (mode & GRID_NESTED) != 0;
  gpuopt__fold f;
  int folded = (mode & GRID_FOLDED) != 0, versioned = (mode & GRID_VERSIONS) != 0, idiom = (mode & GRID_IDIOM) != 0;
  gpuopt__idiom idm;
  mode &= ~(GRID_FOLDED | GRID_VERSIONS | GRID_IDIOM);
  gpuopt__fold_versions V;
  memset(&V, 0, sizeof V);
  int vok = 1;
  if (versioned && callee) {
    int *vk = calloc(r->nargs + 1, sizeof *vk);
    if (!vk) return gpuopt__oom(s->ctx, "gpuopt_offload");
    for (unsigned i = 0; i < r->nargs; i++) vk[i] = arg_kind(&r->args[i]);
    vok = gpuopt__fold_versions_find(s->ctx, init, r->nargs, vk, &V);
    free(vk);
  }
  if (!callee || !LLVMIsAFunction(callee) || gpuopt__omp_call(vname(callee), &bits, &sgn) != OMP_CALL_STATIC_INIT ||
      (folded && !versioned && !gpuopt__fold_find(s->ctx, init, &f)) || !vok ||
      (idiom && !gpuopt__idiom_find(s->ctx, init, &idm))) {
    return gpuopt__fail(s->ctx, GPUOPT_EUNSUPPORTED, "gpuopt_offload: the device copy of %s's loop does not match its host mapping (a gpuopt bug)", vname(r->outlined));
  }
  if (folded && !versioned) gpuopt__fold_apply(s->ctx, &f);
  if (idiom) gpuopt__idiom_apply(s->ctx, &idm);
  if (folded && !versioned && f.zero_start) {
    /* Q from 0 (the body at lb + Q): the grid steps Q; the thread's lb is its first iteration */
    memset(&g, 0, sizeof g);
    g.init = init, g.incr = 1, g.phi = f.phi, g.next = f.next, g.ndims = 1;
    if (mode != 1 || nested || !next_users(s, f.phi, f.next) || !exit_tests_var(s, f.phi, f.next))
      return gpuopt__fail(s->ctx, GPUOPT_EUNSUPPORTED, "gpuopt_offload: the device copy of %s's loop does not match its host mapping (a gpuopt bug)", vname(r->outlined));
  } else if (versioned) {
    /* every copy folded (the selecting branches kept); each a plain loop the grid steps */
    gpuopt__fold_versions_apply(s->ctx, &V, -1);
    int ok = mode == 1 && !nested;
    for (unsigned i = 0; i < V.n && ok; i++)
      ok = !V.v[i].phi || (next_users(s, V.v[i].phi, V.v[i].next) && exit_tests_var(s, V.v[i].phi, V.v[i].next));
    memset(&g, 0, sizeof g);
    g.init = init, g.incr = 1, g.phi = V.v[0].phi, g.next = V.v[0].next, g.ndims = 1;
    if (!ok) return gpuopt__fail(s->ctx, GPUOPT_EUNSUPPORTED, "gpuopt_offload: the device copy of %s's loop does not match its host mapping (a gpuopt bug)", vname(r->outlined));
  } else if (!match_grid(s, r, init, &g) || (nested ? g.ndims != 1 || !match_inner(s, r, g.phi, &im) : (g.ndims | (g.interchange ? 0x10u : 0)) != mode)) {
    return gpuopt__fail(s->ctx, GPUOPT_EUNSUPPORTED, "gpuopt_offload: the device copy of %s's loop does not match its host mapping (a gpuopt bug)", vname(r->outlined));
  }
  LLVMTypeRef it = LLVMIntTypeInContext(s->llctx, bits);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  LLVMPositionBuilderBefore(b, init);
  LLVMValueRef plast = LLVMGetOperand(init, 3), plb = LLVMGetOperand(init, 4), pub = LLVMGetOperand(init, 5), pst = LLVMGetOperand(init, 6);
  LLVMValueRef lb = LLVMBuildLoad2(b, it, plb, "lb"), ub = LLVMBuildLoad2(b, it, pub, "ub");
  LLVMValueRef lb64 = sgn ? LLVMBuildSExtOrBitCast(b, lb, s->i64, "") : LLVMBuildZExtOrBitCast(b, lb, s->i64, "");
  LLVMValueRef ub64 = sgn ? LLVMBuildSExtOrBitCast(b, ub, s->i64, "") : LLVMBuildZExtOrBitCast(b, ub, s->i64, "");
  LLVMValueRef zero = LLVMConstInt(s->i64, 0, 0), one = LLVMConstInt(s->i64, 1, 0);
  LLVMValueRef inc = LLVMConstInt(s->i64, (unsigned long long)g.incr, 0);
  LLVMValueRef none = LLVMBuildICmp(b, sgn ? LLVMIntSGT : LLVMIntUGT, lb, ub, "");
  LLVMValueRef trip = LLVMBuildSelect(b, none, zero, LLVMBuildAdd(b, LLVMBuildUDiv(b, LLVMBuildSub(b, ub64, lb64, ""), inc, ""), one, ""), "trip");
  /* per-thread values in the iteration variable's type; no wrap (the runtime's grid) */
  LLVMTypeRef pt = LLVMTypeOf(g.phi);
  LLVMValueRef cx = grid_coord(s, b, pt, sgn, 'x', 0), cy = grid_coord(s, b, pt, sgn, 'y', 0), cz = grid_coord(s, b, pt, sgn, 'z', 0);
  LLVMValueRef ny = grid_coord(s, b, pt, sgn, 'y', 1), nz = grid_coord(s, b, pt, sgn, 'z', 1), nx = grid_coord(s, b, pt, sgn, 'x', 1);
  LLVMValueRef pzero = LLVMConstInt(pt, 0, 0), pone = LLVMConstInt(pt, 1, 0);
  LLVMValueRef lbp = LLVMBuildIntCast2(b, lb, pt, sgn, ""), ubp = LLVMBuildIntCast2(b, ub, pt, sgn, "");
  LLVMValueRef iv0, step, ubt = ubp, empty = NULL, vary0 = NULL, vstep = NULL; /* vary: the index that varies */
  LLVMValueRef fx[4] = {NULL, NULL, NULL, NULL}; /* fixed per thread: q0, r0, q1, r1 */
  LLVMValueRef X0 = NULL, X1 = NULL;
  if (g.ndims >= 2) {
    X0 = LLVMBuildIntCast2(b, LLVMGetOperand(mark, 1), pt, 0, "");
    X0 = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, X0, pzero, ""), pone, X0, "X0");
  }
  if (g.ndims == 3) {
    X1 = LLVMBuildIntCast2(b, LLVMGetOperand(mark, 2), pt, 0, "");
    X1 = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, X1, pzero, ""), pone, X1, "X1");
  }
  LLVMValueRef incp = LLVMConstInt(pt, (unsigned long long)g.incr, 0);
  LLVMValueRef xoff = NULL, xstep = NULL;
  if (nested) {
    /* the worksharing loop along y, its inner loop along x (x*c, #x*c < 2^30: the runtime) */
    iv0 = nw(LLVMBuildAdd(b, lbp, nw(LLVMBuildMul(b, cy, incp, ""), sgn), "iv0"), sgn);
    step = nw(LLVMBuildMul(b, ny, incp, "step"), sgn);
    LLVMTypeRef jt = LLVMTypeOf(im.iv);
    LLVMValueRef cc = LLVMConstInt(jt, (unsigned long long)im.c, 0);
    xoff = LLVMBuildMul(b, grid_coord(s, b, jt, 0, 'x', 0), cc, "inner.xoff");
    xstep = LLVMBuildMul(b, grid_coord(s, b, jt, 0, 'x', 1), cc, "inner.xstep");
    LLVMSetNUW(xoff, 1), LLVMSetNSW(xoff, 1), LLVMSetNUW(xstep, 1), LLVMSetNSW(xstep, 1);
  } else if (g.ndims == 1) {
    /* threads past the end start past ub: no iteration */
    iv0 = nw(LLVMBuildAdd(b, lbp, nw(LLVMBuildMul(b, cx, incp, ""), sgn), "iv0"), sgn);
    step = nw(LLVMBuildMul(b, nx, incp, "step"), sgn);
  } else if (g.ndims == 2 && !g.interchange) {
    iv0 = nw(LLVMBuildAdd(b, nw(LLVMBuildMul(b, cy, X0, ""), sgn), cx, "iv0"), sgn);
    step = nw(LLVMBuildMul(b, ny, X0, "step"), sgn);
    empty = LLVMBuildICmp(b, LLVMIntUGE, cx, X0, "");
    vary0 = cy, vstep = ny, fx[1] = cx;
  } else if (g.ndims == 2) {
    /* the row is the thread's: it runs the row's columns y, y + #y, ... up to min(row end, ub) */
    iv0 = nw(LLVMBuildAdd(b, nw(LLVMBuildMul(b, cx, X0, ""), sgn), cy, "iv0"), sgn);
    step = ny;
    LLVMValueRef rowend = nw(LLVMBuildSub(b, nw(LLVMBuildAdd(b, nw(LLVMBuildMul(b, cx, X0, ""), sgn), X0, ""), sgn), pone, ""), sgn);
    ubt = LLVMBuildSelect(b, LLVMBuildICmp(b, sgn ? LLVMIntSLT : LLVMIntULT, rowend, ubp, ""), rowend, ubp, "ubt");
    vary0 = cy, vstep = ny, fx[0] = cx;
  } else {
    LLVMValueRef X1p = LLVMBuildUDiv(b, X0, X1, "X1p");
    iv0 = nw(LLVMBuildAdd(b, nw(LLVMBuildMul(b, nw(LLVMBuildAdd(b, nw(LLVMBuildMul(b, cz, X1p, ""), sgn), cy, ""), sgn), X1, ""), sgn), cx, "iv0"), sgn);
    step = nw(LLVMBuildMul(b, nz, X0, "step"), sgn);
    empty = LLVMBuildOr(b, LLVMBuildICmp(b, LLVMIntUGE, cx, X1, ""), LLVMBuildICmp(b, LLVMIntUGE, cy, X1p, ""), "");
    vary0 = cz, vstep = nz;
    fx[1] = nw(LLVMBuildAdd(b, nw(LLVMBuildMul(b, cy, X1, ""), sgn), cx, ""), sgn);
    fx[2] = cy, fx[3] = cx;
  }
  /* the last iteration of the space is this thread's when it is on the thread's progression */
  LLVMValueRef iv064 = LLVMBuildIntCast2(b, iv0, s->i64, sgn, ""), step64 = LLVMBuildIntCast2(b, step, s->i64, 0, "");
  LLVMValueRef ubt64 = LLVMBuildIntCast2(b, ubt, s->i64, sgn, "");
  LLVMValueRef lastiv = LLVMBuildAdd(b, lb64, LLVMBuildMul(b, LLVMBuildSub(b, trip, one, ""), inc, ""), "lastiv");
  LLVMValueRef dist = LLVMBuildSub(b, lastiv, iv064, "");
  LLVMValueRef islast = LLVMBuildAnd(b, LLVMBuildICmp(b, sgn ? LLVMIntSGE : LLVMIntUGE, lastiv, iv064, ""),
                                     LLVMBuildAnd(b, LLVMBuildICmp(b, sgn ? LLVMIntSGE : LLVMIntUGE, ubt64, lastiv, ""),
                                                  LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildURem(b, dist, step64, ""), zero, ""), ""), "");
  islast = LLVMBuildAnd(b, islast, LLVMBuildICmp(b, LLVMIntNE, trip, zero, ""), "");
  if (empty) islast = LLVMBuildAnd(b, islast, LLVMBuildNot(b, empty, ""), "");
  /* nested: one thread of the last row (x = 0) runs the lastprivate copies */
  if (nested) islast = LLVMBuildAnd(b, islast, LLVMBuildICmp(b, LLVMIntEQ, cx, pzero, ""), "");
  /* the first iteration stays the thread's affine start; a thread with none gets the type's
   * smallest ub (its start is positive there) */
  LLVMBuildStore(b, LLVMBuildIntCast2(b, iv0, it, sgn, ""), plb);
  LLVMValueRef lowest = sgn ? LLVMConstInt(it, 1ull << (bits - 1), 0) : LLVMConstInt(it, 0, 0);
  LLVMValueRef ubv = LLVMBuildIntCast2(b, ubt, it, sgn, "");
  if (empty) ubv = LLVMBuildSelect(b, empty, lowest, ubv, "");
  LLVMBuildStore(b, ubv, pub);
  LLVMBuildStore(b, LLVMBuildZExt(b, islast, s->i32, ""), plast);
  /* chunked schedules: the next round starts past the end */
  LLVMBuildStore(b, LLVMBuildTrunc(b, LLVMBuildMul(b, LLVMBuildAdd(b, trip, one, ""), inc, ""), it, ""), pst);
  (void)none;
  /* the latch: P + step (each copy's, versioned) */
  LLVMBasicBlockRef latch = NULL, pre = NULL;
  for (unsigned v = 1; v < V.n; v++) {
    LLVMValueRef P = V.v[v].phi, N = V.v[v].next;
    if (!P) continue; /* a path without the loop */
    LLVMBasicBlockRef vl = NULL;
    for (unsigned i = 0; i < 2; i++)
      if (LLVMGetIncomingValue(P, i) == N) vl = LLVMGetIncomingBlock(P, i);
    LLVMSetOperand(N, 1, LLVMBuildIntCast2(b, step, LLVMTypeOf(N), sgn, ""));
    exit_tests_ordered(P, N, sgn, 1);
    if (vl) secondary_ivs(s, P, vl, step);
  }
  for (unsigned i = 0; i < 2; i++) {
    if (LLVMGetIncomingValue(g.phi, i) == g.next) latch = LLVMGetIncomingBlock(g.phi, i);
    else pre = LLVMGetIncomingBlock(g.phi, i);
  }
  LLVMSetOperand(g.next, 1, step); /* its users: P and the exit test (match_grid) */
  exit_tests_ordered(g.phi, g.next, sgn, g.incr);
  if (g.incr == 1) secondary_ivs(s, g.phi, latch, step);
  LLVMValueRef nnext = g.next;
  /* the varying index: a phi beside P */
  LLVMValueRef vphi = NULL;
  if (vary0) {
    LLVMPositionBuilderBefore(b, g.phi);
    vphi = LLVMBuildPhi(b, pt, "grid.idx");
    LLVMPositionBuilderBefore(b, nnext);
    LLVMValueRef vnext = nw(LLVMBuildAdd(b, vphi, vstep, ""), sgn);
    LLVMAddIncoming(vphi, (LLVMValueRef[]){vary0, vnext}, (LLVMBasicBlockRef[]){pre, latch}, 2);
  }
  /* the delinearised indices */
  LLVMValueRef q0 = g.interchange ? fx[0] : vphi, r0 = g.interchange ? vphi : fx[1];
  if (g.div[0] && q0 && LLVMTypeOf(q0) == LLVMTypeOf(g.div[0])) LLVMReplaceAllUsesWith(g.div[0], q0);
  if (g.rem[0] && r0 && LLVMTypeOf(r0) == LLVMTypeOf(g.rem[0])) LLVMReplaceAllUsesWith(g.rem[0], r0);
  if (g.ndims == 3) {
    if (g.div[1] && LLVMTypeOf(fx[2]) == LLVMTypeOf(g.div[1])) LLVMReplaceAllUsesWith(g.div[1], fx[2]);
    if (g.rem[1] && LLVMTypeOf(fx[3]) == LLVMTypeOf(g.rem[1])) LLVMReplaceAllUsesWith(g.rem[1], fx[3]);
  }
  LLVMDisposeBuilder(b);
  LLVMValueRef dfn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(init));
  LLVMInstructionEraseFromParent(init);
  LLVMInstructionEraseFromParent(mark);
  if (nested) inner_rewrite(s, &im, xoff, xstep);
  gpuopt__invalidate(s->ctx, dfn, 0);
  return GPUOPT_OK;
}

/* Critical sections (checked by the recognition): x = x op e; -> atomicrmw op x, e. */
static void lower_criticals(offload_state *s) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  for (LLVMValueRef f = LLVMGetFirstFunction(s->dev); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef in = LLVMGetFirstInstruction(bb);
      while (in) {
        LLVMValueRef next = LLVMGetNextInstruction(in);
        LLVMValueRef c = LLVMGetInstructionOpcode(in) == LLVMCall ? LLVMGetCalledValue(in) : NULL;
        if (c && LLVMIsAFunction(c) && gpuopt__omp_call(vname(c), NULL, NULL) == OMP_CALL_CRITICAL) {
          LLVMValueRef store = NULL, end = NULL;
          for (LLVMValueRef j = next; j; j = LLVMGetNextInstruction(j)) {
            if (LLVMGetInstructionOpcode(j) == LLVMStore) store = j;
            LLVMValueRef cj = LLVMGetInstructionOpcode(j) == LLVMCall ? LLVMGetCalledValue(j) : NULL;
            if (cj && LLVMIsAFunction(cj) && gpuopt__omp_call(vname(cj), NULL, NULL) == OMP_CALL_END_CRITICAL) {
              end = j;
              break;
            }
          }
          if (store && end) {
            LLVMValueRef val = LLVMGetOperand(store, 0), addr = LLVMGetOperand(store, 1);
            LLVMValueRef a0 = LLVMGetOperand(val, 0), a1 = LLVMGetOperand(val, 1);
            LLVMValueRef load = LLVMIsALoadInst(a0) && LLVMGetOperand(a0, 0) == addr ? a0 : a1;
            LLVMValueRef e = load == a0 ? a1 : a0;
            int op = gpuopt__omp_rmw_op(LLVMGetInstructionOpcode(val), LLVMTypeOf(val));
            LLVMPositionBuilderBefore(b, store);
            LLVMBuildAtomicRMW(b, (LLVMAtomicRMWBinOp)op, addr, e, LLVMAtomicOrderingMonotonic, 0);
            LLVMInstructionEraseFromParent(store);
            if (!LLVMGetFirstUse(val)) LLVMInstructionEraseFromParent(val);
            if (!LLVMGetFirstUse(load)) LLVMInstructionEraseFromParent(load);
            next = LLVMGetNextInstruction(end);
            LLVMInstructionEraseFromParent(end);
            LLVMInstructionEraseFromParent(in);
          }
        }
        in = next;
      }
    }
  }
  LLVMDisposeBuilder(b);
}

/* Stage 1 of the two-stage reduction: the atomicrmw of a reduction's atomic case (after
 * __kmpc_reduce_nowait's switch) is preceded by a warp shuffle tree, and only lane 0 of each warp
 * does the atomic (stage 2). Applies to add/fadd (f32, f64, i32, i64) and min/max/and/or/xor on
 * i32; the others stay one atomic per thread. All lanes reach the combination (threads without
 * iterations combine the identity), so full-mask shuffles are safe. */
static int shuffle_ok(LLVMAtomicRMWBinOp op, LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  int i32 = k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 32;
  int i64 = k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 64;
  switch (op) {
  case LLVMAtomicRMWBinOpAdd: return i32 || i64;
  case LLVMAtomicRMWBinOpFAdd: return k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
  case LLVMAtomicRMWBinOpMax:
  case LLVMAtomicRMWBinOpMin:
  case LLVMAtomicRMWBinOpUMax:
  case LLVMAtomicRMWBinOpUMin:
  case LLVMAtomicRMWBinOpAnd:
  case LLVMAtomicRMWBinOpOr:
  case LLVMAtomicRMWBinOpXor: return i32;
  default: return 0;
  }
}

/* A full-warp shuffle-down of v by delta (32-bit pieces; 64-bit values as two halves). */
static LLVMValueRef shfl_down(offload_state *s, LLVMBuilderRef b, LLVMValueRef v, unsigned delta) {
  LLVMTypeRef t = LLVMTypeOf(v);
  LLVMTypeRef ft = LLVMFunctionType(s->i32, (LLVMTypeRef[]){s->i32, s->i32, s->i32, s->i32}, 4, 0);
  LLVMValueRef f = get_fn(s->dev, "llvm.nvvm.shfl.sync.down.i32", ft);
  unsigned bits = LLVMGetTypeKind(t) == LLVMDoubleTypeKind ? 64 : LLVMGetTypeKind(t) == LLVMFloatTypeKind ? 32 : LLVMGetIntTypeWidth(t);
  LLVMTypeRef it = LLVMIntTypeInContext(s->llctx, bits);
  LLVMValueRef x = LLVMBuildBitCast(b, v, it, "");
  LLVMValueRef mask = LLVMConstInt(s->i32, 0xffffffffu, 0), d = LLVMConstInt(s->i32, delta, 0),
               clamp = LLVMConstInt(s->i32, 0x1f, 0);
  LLVMValueRef r;
  if (bits == 32) {
    r = LLVMBuildCall2(b, ft, f, (LLVMValueRef[]){mask, x, d, clamp}, 4, "");
  } else {
    LLVMValueRef lo = LLVMBuildTrunc(b, x, s->i32, ""), hi = LLVMBuildTrunc(b, LLVMBuildLShr(b, x, LLVMConstInt(it, 32, 0), ""), s->i32, "");
    LLVMValueRef slo = LLVMBuildCall2(b, ft, f, (LLVMValueRef[]){mask, lo, d, clamp}, 4, "");
    LLVMValueRef shi = LLVMBuildCall2(b, ft, f, (LLVMValueRef[]){mask, hi, d, clamp}, 4, "");
    r = LLVMBuildOr(b, LLVMBuildZExt(b, slo, it, ""), LLVMBuildShl(b, LLVMBuildZExt(b, shi, it, ""), LLVMConstInt(it, 32, 0), ""), "");
  }
  return LLVMBuildBitCast(b, r, t, "");
}

static LLVMValueRef combine(LLVMBuilderRef b, LLVMAtomicRMWBinOp op, LLVMValueRef x, LLVMValueRef y) {
  switch (op) {
  case LLVMAtomicRMWBinOpAdd: return LLVMBuildAdd(b, x, y, "");
  case LLVMAtomicRMWBinOpFAdd: return LLVMBuildFAdd(b, x, y, "");
  case LLVMAtomicRMWBinOpMax: return LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSGT, x, y, ""), x, y, "");
  case LLVMAtomicRMWBinOpMin: return LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSLT, x, y, ""), x, y, "");
  case LLVMAtomicRMWBinOpUMax: return LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntUGT, x, y, ""), x, y, "");
  case LLVMAtomicRMWBinOpUMin: return LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, x, y, ""), x, y, "");
  case LLVMAtomicRMWBinOpAnd: return LLVMBuildAnd(b, x, y, "");
  case LLVMAtomicRMWBinOpOr: return LLVMBuildOr(b, x, y, "");
  default: return LLVMBuildXor(b, x, y, "");
  }
}

/* The successors of term had an edge from `from`, which now comes from `to` (the instructions
 * after a split point moved to `to`): their phis name `to` instead. LLVM-C cannot retarget an
 * incoming block, so each such phi is rebuilt. */
static void retarget_phis(offload_state *s, LLVMValueRef term, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  for (unsigned si = 0; term && si < LLVMGetNumSuccessors(term); si++) {
    LLVMBasicBlockRef sb = LLVMGetSuccessor(term, si);
    for (LLVMValueRef phi = LLVMGetFirstInstruction(sb); phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi)) {
      unsigned ni = LLVMCountIncoming(phi);
      int named = 0;
      for (unsigned pi = 0; pi < ni; pi++) named |= LLVMGetIncomingBlock(phi, pi) == from;
      if (!named) continue;
      LLVMBuilderRef pb = LLVMCreateBuilderInContext(s->llctx);
      LLVMPositionBuilderBefore(pb, phi);
      LLVMValueRef np = LLVMBuildPhi(pb, LLVMTypeOf(phi), "");
      for (unsigned pj = 0; pj < ni; pj++) {
        LLVMValueRef iv = LLVMGetIncomingValue(phi, pj);
        LLVMBasicBlockRef ib = LLVMGetIncomingBlock(phi, pj);
        if (ib == from) ib = to;
        LLVMAddIncoming(np, &iv, &ib, 1);
      }
      LLVMReplaceAllUsesWith(phi, np);
      LLVMDisposeBuilder(pb);
      LLVMInstructionEraseFromParent(phi);
      phi = np;
    }
  }
}

/* The same for a reduction whose atomic case is a compare-and-swap loop (clang's form for float
 * `*`, `max`, `min` and the other operations no atomicrmw does): block pre branches to the one-block
 * loop L = { old = phi [init, pre], [seen, L]; new = E(old, priv); {seen, ok} = cmpxchg p, old, new;
 * br ok, exit, L }, where E reads only old, constants and one value priv that L does not change
 * (the thread's partial result, or its load from the private slot). Stage 1, in pre: v = priv, then
 * 5 times v = E(shuffle-down of v, v) over the warp (E is the reduction's operation: associative
 * and commutative, as OpenMP requires of it); stage 2: only lane 0 runs L, with v for priv. Returns
 * 1 when it applied. */
static unsigned two_stage_cas(offload_state *s, LLVMBuilderRef b, LLVMBasicBlockRef pre, LLVMBasicBlockRef L) {
  LLVMValueRef pt = LLVMGetBasicBlockTerminator(pre), lt = LLVMGetBasicBlockTerminator(L);
  if (!pt || LLVMGetNumSuccessors(pt) != 1 || !lt || !LLVMIsABranchInst(lt) || !LLVMIsConditional(lt)) return 0;
  LLVMBasicBlockRef exit = LLVMGetSuccessor(lt, 0) == L ? LLVMGetSuccessor(lt, 1) : LLVMGetSuccessor(lt, 0);
  if (exit == L || (LLVMGetSuccessor(lt, 0) != L && LLVMGetSuccessor(lt, 1) != L)) return 0;
  LLVMValueRef ef = LLVMGetFirstInstruction(exit);
  if (ef && LLVMIsAPHINode(ef)) return 0;
  LLVMValueRef old = LLVMGetFirstInstruction(L), cx = NULL;
  if (!old || !LLVMIsAPHINode(old) || LLVMCountIncoming(old) != 2) return 0;
  unsigned ninst = 0;
  for (LLVMValueRef in = LLVMGetNextInstruction(old); in; in = LLVMGetNextInstruction(in)) {
    ninst++;
    LLVMOpcode op = LLVMGetInstructionOpcode(in);
    if (LLVMIsAPHINode(in) || op == LLVMStore || op == LLVMCall || op == LLVMAtomicRMW || ninst > 64) return 0;
    if (op == LLVMAtomicCmpXchg) {
      if (cx) return 0;
      cx = in;
    }
  }
  if (!cx || LLVMGetOperand(cx, 1) != old) return 0;
  LLVMTypeRef it = LLVMTypeOf(old);
  if (LLVMGetTypeKind(it) != LLVMIntegerTypeKind || (LLVMGetIntTypeWidth(it) != 32 && LLVMGetIntTypeWidth(it) != 64)) return 0;
  LLVMValueRef cond = LLVMGetCondition(lt);
  if (!LLVMIsAExtractValueInst(cond) || LLVMGetOperand(cond, 0) != cx) return 0;
  for (unsigned i = 0; i < 2; i++) {
    LLVMValueRef v = LLVMGetIncomingValue(old, i);
    if (LLVMGetIncomingBlock(old, i) == L ? !(LLVMIsAExtractValueInst(v) && LLVMGetOperand(v, 0) == cx)
                                          : LLVMGetIncomingBlock(old, i) != pre)
      return 0;
  }
  /* E: the instructions of L between the phi and the cmpxchg that the new value depends on; its
   * leaves are old, constants and one priv */
  LLVMValueRef newv = LLVMGetOperand(cx, 2), priv = NULL;
  VEC(LLVMValueRef) E = {0}, work = {0};
  gpuopt_ptrmap inE;
  gpuopt__ptrmap_init(&inE);
  int ok = VEC_PUSH(&work, newv);
  while (ok && work.len) {
    LLVMValueRef v = work.data[--work.len];
    if (v == old || LLVMIsAConstant(v) || gpuopt__ptrmap_get(&inE, v, NULL)) continue;
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != L || LLVMIsALoadInst(v)) {
      /* priv: a value from outside L, or a plain load in L (from a pointer L does not write) */
      if (LLVMIsALoadInst(v) && LLVMGetInstructionParent(v) == L &&
          (LLVMGetVolatile(v) || LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic ||
           (LLVMIsAInstruction(LLVMGetOperand(v, 0)) && LLVMGetInstructionParent(LLVMGetOperand(v, 0)) == L)))
        ok = 0;
      else if (priv && priv != v) ok = 0;
      else priv = v;
      continue;
    }
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (!(op == LLVMBitCast || op == LLVMFCmp || op == LLVMICmp || op == LLVMSelect || op == LLVMFAdd || op == LLVMFMul ||
          op == LLVMAdd || op == LLVMMul || op == LLVMAnd || op == LLVMOr || op == LLVMXor || op == LLVMFNeg)) {
      ok = 0;
      break;
    }
    if (!gpuopt__ptrmap_put(&inE, v, 1) || !VEC_PUSH(&E, v)) ok = 0;
    for (int o = 0; ok && o < LLVMGetNumOperands(v); o++)
      if (!VEC_PUSH(&work, LLVMGetOperand(v, o))) ok = 0;
  }
  LLVMTypeRef pty = priv ? LLVMTypeOf(priv) : NULL;
  LLVMTypeKind pk = pty ? LLVMGetTypeKind(pty) : LLVMVoidTypeKind;
  unsigned pbits = pk == LLVMFloatTypeKind ? 32 : pk == LLVMDoubleTypeKind ? 64 : pk == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(pty) : 0;
  if (!ok || !priv || pbits != LLVMGetIntTypeWidth(it) || !E.len) {
    VEC_FREE(&E), VEC_FREE(&work);
    gpuopt__ptrmap_free(&inE);
    return 0;
  }
  /* stage 1 in pre: v = priv, then the warp's tree (E's instructions in L's order) */
  LLVMPositionBuilderBefore(b, pt);
  LLVMValueRef v;
  if (LLVMIsALoadInst(priv) && LLVMGetInstructionParent(priv) == L) {
    v = LLVMBuildLoad2(b, pty, LLVMGetOperand(priv, 0), "red.priv");
    LLVMSetAlignment(v, LLVMGetAlignment(priv));
  } else
    v = priv;
  for (unsigned d = 16; d >= 1; d /= 2) {
    LLVMValueRef other = LLVMBuildBitCast(b, shfl_down(s, b, v, d), it, "");
    gpuopt_ptrmap map;
    gpuopt__ptrmap_init(&map);
    LLVMValueRef last = NULL;
    for (LLVMValueRef in = LLVMGetNextInstruction(old); in && ok; in = LLVMGetNextInstruction(in)) {
      if (!gpuopt__ptrmap_get(&inE, in, NULL)) continue;
      LLVMValueRef c = LLVMInstructionClone(in);
      for (int o = 0; o < LLVMGetNumOperands(in); o++) {
        LLVMValueRef a = LLVMGetOperand(in, o);
        uintptr_t m;
        if (a == old) LLVMSetOperand(c, (unsigned)o, other);
        else if (a == priv) LLVMSetOperand(c, (unsigned)o, v);
        else if (gpuopt__ptrmap_get(&map, a, &m)) LLVMSetOperand(c, (unsigned)o, (LLVMValueRef)(uintptr_t)m);
      }
      LLVMInsertIntoBuilder(b, c);
      if (!gpuopt__ptrmap_put(&map, in, (uintptr_t)c)) ok = 0;
      if (in == newv) last = c;
    }
    gpuopt__ptrmap_free(&map);
    if (!last) ok = 0;
    if (!ok) break;
    v = LLVMBuildBitCast(b, last, pty, "");
  }
  /* stage 2: L combines v, in lane 0 only */
  for (unsigned i = 0; ok && i < E.len; i++)
    for (int o = 0; o < LLVMGetNumOperands(E.data[i]); o++)
      if (LLVMGetOperand(E.data[i], o) == priv) LLVMSetOperand(E.data[i], (unsigned)o, v);
  if (ok && LLVMIsALoadInst(priv) && LLVMGetInstructionParent(priv) == L && !LLVMGetFirstUse(priv))
    LLVMInstructionEraseFromParent(priv);
  if (ok) {
    LLVMValueRef lane = LLVMBuildAnd(b, LLVMBuildTrunc(b, sreg(s, b, "tid.x"), s->i32, ""), LLVMConstInt(s->i32, 31, 0), "lane");
    LLVMValueRef is0 = LLVMBuildICmp(b, LLVMIntEQ, lane, LLVMConstInt(s->i32, 0, 0), "");
    LLVMBuildCondBr(b, is0, L, exit);
    LLVMInstructionEraseFromParent(pt);
  }
  VEC_FREE(&E), VEC_FREE(&work);
  gpuopt__ptrmap_free(&inE);
  return ok ? 1 : 0;
}

static unsigned two_stage_reductions(offload_state *s, LLVMValueRef reduce_fn) {
  unsigned done = 0;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  for (LLVMUseRef u = LLVMGetFirstUse(reduce_fn); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef call = LLVMGetUser(u);
    if (!LLVMIsACallInst(call)) continue;
    /* the switch on the result: case 2's block and the blocks it falls through */
    for (LLVMUseRef cu = LLVMGetFirstUse(call); cu; cu = LLVMGetNextUse(cu)) {
      LLVMValueRef sw = LLVMGetUser(cu);
      if (!LLVMIsASwitchInst(sw)) continue;
      unsigned ns = LLVMGetNumSuccessors(sw);
      for (unsigned k = 1; k < ns; k++) {
#if GPUOPT_LLVM_VERSION >= 22
        LLVMValueRef cv = LLVMGetSwitchCaseValue(sw, k); /* case values are no operands since LLVM 22 */
#else
        LLVMValueRef cv = LLVMGetOperand(sw, 2 * k);
#endif
        if (!LLVMIsAConstantInt(cv) || LLVMConstIntGetZExtValue(cv) != 2) continue;
        /* walk the straight-line chain of blocks of case 2 */
        LLVMBasicBlockRef bb = LLVMGetSuccessor(sw, k);
        for (int hops = 0; bb && hops < 64; hops++) {
        rescan:
          for (LLVMValueRef in = LLVMGetFirstInstruction(bb), next; in; in = next) {
            next = LLVMGetNextInstruction(in);
            if (LLVMGetInstructionOpcode(in) != LLVMAtomicRMW || LLVMGetFirstUse(in)) continue;
            LLVMAtomicRMWBinOp op = LLVMGetAtomicRMWBinOp(in);
            LLVMValueRef v = LLVMGetOperand(in, 1);
            if (!shuffle_ok(op, LLVMTypeOf(v))) continue;
            LLVMPositionBuilderBefore(b, in);
            for (unsigned d = 16; d >= 1; d /= 2) v = combine(b, op, v, shfl_down(s, b, v, d));
            /* lane 0 does the atomic */
            LLVMValueRef lane = LLVMBuildAnd(b, LLVMBuildTrunc(b, sreg(s, b, "tid.x"), s->i32, ""), LLVMConstInt(s->i32, 31, 0), "lane");
            LLVMValueRef is0 = LLVMBuildICmp(b, LLVMIntEQ, lane, LLVMConstInt(s->i32, 0, 0), "");
            LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
            LLVMBasicBlockRef doit = LLVMAppendBasicBlockInContext(s->llctx, fn, "red.stage2");
            LLVMBasicBlockRef rest = LLVMAppendBasicBlockInContext(s->llctx, fn, "red.rest");
            /* move in and everything after it to rest; the atomic goes to doit */
            LLVMValueRef mv = in;
            LLVMBuilderRef b2 = LLVMCreateBuilderInContext(s->llctx);
            LLVMPositionBuilderAtEnd(b2, rest);
            mv = LLVMGetNextInstruction(in);
            LLVMInstructionRemoveFromParent(in);
            while (mv) {
              LLVMValueRef nx = LLVMGetNextInstruction(mv);
              LLVMInstructionRemoveFromParent(mv);
              LLVMInsertIntoBuilder(b2, mv);
              mv = nx;
            }
            LLVMPositionBuilderAtEnd(b2, doit);
            LLVMInsertIntoBuilder(b2, in);
            LLVMSetOperand(in, 1, v);
            LLVMBuildBr(b2, rest);
            LLVMDisposeBuilder(b2);
            LLVMPositionBuilderAtEnd(b, bb);
            LLVMBuildCondBr(b, is0, doit, rest);
            /* phis in rest's successors named bb as the incoming block */
            retarget_phis(s, LLVMGetBasicBlockTerminator(rest), bb, rest);
            done++;
            bb = rest;
            goto rescan;
          }
          LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
          if (!term || LLVMGetNumSuccessors(term) != 1) break;
          LLVMBasicBlockRef succ = LLVMGetSuccessor(term, 0);
          /* stop at the join (a block with a phi or several predecessors is the default case) */
          if (succ == bb) break;
          LLVMValueRef first = LLVMGetFirstInstruction(succ);
          if (first && LLVMIsAPHINode(first)) {
            done += two_stage_cas(s, b, bb, succ);
            break;
          }
          if (LLVMGetInstructionOpcode(LLVMGetBasicBlockTerminator(succ)) == LLVMRet) break;
          bb = succ;
          if (LLVMGetBasicBlockName(bb) && strstr(LLVMGetBasicBlockName(bb), "reduction.default")) break;
        }
      }
    }
  }
  LLVMDisposeBuilder(b);
  return done;
}

/* Dynamic schedules (__kmpc_dispatch_*: dynamic, guided, runtime, auto). The directive promises
 * independent iterations, so the order in which they are handed out does not change the result:
 * on the GPU they are handed out statically, one iteration per thread per round (cyclic: thread t
 * of T runs lb + t*st, lb + (t+T)*st, ...), so consecutive threads run consecutive iterations at
 * each step and their accesses coalesce. Per function that calls them, a private state
 * {lb, ub, st, unused, cur (i64), cur (i32)} (an alloca at its entry): dispatch_init stores the
 * bounds and the thread's first iteration cur = lb + t*st; dispatch_next gives the calling thread
 * [cur, cur] as a one-iteration chunk, advances cur by T*st (no wrap: the runtime sizes the grid so
 * that ub + T*st fits the variable's type), and returns whether it is within ub (the last flag set
 * for the thread that gets the space's last iteration); dispatch_fini/deinit do nothing. */
static void lower_dispatch(offload_state *s) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  LLVMTypeRef st_t = LLVMStructTypeInContext(s->llctx, (LLVMTypeRef[]){s->i64, s->i64, s->i64, s->i32, s->i64, s->i32}, 6, 0);
  gpuopt_ptrmap state;
  gpuopt__ptrmap_init(&state);
  for (int pass = 0; pass < 2; pass++) /* inits first: next uses their state */
    for (LLVMValueRef f = LLVMGetFirstFunction(s->dev), nextf; f; f = nextf) {
      nextf = LLVMGetNextFunction(f);
      if (!LLVMIsDeclaration(f)) continue;
      unsigned bits = 0;
      int sgn = 0;
      gpuopt__omp_call_kind kind = gpuopt__omp_call(vname(f), &bits, &sgn);
      if (kind != (pass ? OMP_CALL_DISPATCH_NEXT : OMP_CALL_DISPATCH_INIT)) continue;
      LLVMTypeRef it = LLVMIntTypeInContext(s->llctx, bits);
      VEC_PTRS calls = {0};
      for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u))
        if (LLVMIsACallInst(LLVMGetUser(u))) VEC_PUSH(&calls, LLVMGetUser(u));
      for (size_t i = 0; i < calls.len; i++) {
        LLVMValueRef c = calls.data[i], fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(c));
        LLVMValueRef stv = (LLVMValueRef)gpuopt__ptrmap_get_or(&state, fn, 0);
        if (!stv) {
          LLVMBasicBlockRef e = LLVMGetEntryBasicBlock(fn);
          LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(e));
          stv = LLVMBuildAlloca(b, st_t, "dispatch");
          /* no init seen: an empty space */
          LLVMValueRef ix[2] = {LLVMConstInt(s->i32, 0, 0), LLVMConstInt(s->i32, 0, 0)};
          LLVMBuildStore(b, LLVMConstInt(s->i64, 1, 0), LLVMBuildGEP2(b, st_t, stv, ix, 2, ""));
          ix[1] = LLVMConstInt(s->i32, 1, 0);
          LLVMBuildStore(b, LLVMConstInt(s->i64, 0, 0), LLVMBuildGEP2(b, st_t, stv, ix, 2, ""));
          ix[1] = LLVMConstInt(s->i32, 2, 0);
          LLVMBuildStore(b, LLVMConstInt(s->i64, 1, 0), LLVMBuildGEP2(b, st_t, stv, ix, 2, ""));
          ix[1] = LLVMConstInt(s->i32, 3, 0);
          LLVMBuildStore(b, LLVMConstInt(s->i32, 0, 0), LLVMBuildGEP2(b, st_t, stv, ix, 2, ""));
          ix[1] = LLVMConstInt(s->i32, 4, 0);
          LLVMBuildStore(b, LLVMConstInt(s->i64, 1, 0), LLVMBuildGEP2(b, st_t, stv, ix, 2, ""));
          ix[1] = LLVMConstInt(s->i32, 5, 0);
          LLVMBuildStore(b, LLVMConstInt(s->i32, 1, 0), LLVMBuildGEP2(b, st_t, stv, ix, 2, ""));
          gpuopt__ptrmap_put(&state, fn, (uintptr_t)stv);
        }
        LLVMPositionBuilderBefore(b, c);
        LLVMValueRef fld[6];
        for (unsigned k = 0; k < 6; k++) {
          LLVMValueRef ix[2] = {LLVMConstInt(s->i32, 0, 0), LLVMConstInt(s->i32, k, 0)};
          fld[k] = LLVMBuildGEP2(b, st_t, stv, ix, 2, "");
        }
        if (!pass) {
          /* (loc, gtid, sched, lb, ub, st, chunk) */
          for (unsigned k = 0; k < 3; k++) {
            LLVMValueRef v = LLVMGetOperand(c, 3 + k);
            if (bits < 64) v = sgn || k == 2 ? LLVMBuildSExt(b, v, s->i64, "") : LLVMBuildZExt(b, v, s->i64, "");
            LLVMBuildStore(b, v, fld[k]);
          }
          LLVMBuildStore(b, LLVMConstInt(s->i32, 0, 0), fld[3]);
          /* the thread's first iteration lb + t*st, in the variable's type (no wrap: the runtime
           * sizes the grid so that ub + T*st fits it) */
          LLVMValueRef t = grid_coord(s, b, it, sgn, 'x', 0);
          LLVMValueRef lbt = LLVMGetOperand(c, 3), stt = LLVMGetOperand(c, 5);
          LLVMValueRef cur0 = nw(LLVMBuildAdd(b, lbt, nw(LLVMBuildMul(b, t, stt, ""), sgn), "dispatch.first"), sgn);
          LLVMBuildStore(b, cur0, fld[bits == 64 ? 4 : 5]);
          LLVMInstructionEraseFromParent(c);
          continue;
        }
        /* (loc, gtid, plast, plb, pub, pst) -> i32 */
        LLVMValueRef plast = LLVMGetOperand(c, 2), plb = LLVMGetOperand(c, 3), pub = LLVMGetOperand(c, 4), pst = LLVMGetOperand(c, 5);
        LLVMValueRef lb = LLVMBuildLoad2(b, s->i64, fld[0], "lb"), ub = LLVMBuildLoad2(b, s->i64, fld[1], "ub");
        LLVMValueRef inc = LLVMBuildLoad2(b, s->i64, fld[2], "st");
        /* cur: lb + t*st at the first call, then + T*st (in the variable's type: an affine form of
         * the thread's x the divergence analysis follows through the phi SROA makes) */
        LLVMValueRef nx = grid_coord(s, b, it, sgn, 'x', 1);
        LLVMValueRef curt = LLVMBuildLoad2(b, it, fld[bits == 64 ? 4 : 5], "dispatch.cur");
        LLVMBuildStore(b, nw(LLVMBuildAdd(b, curt, nw(LLVMBuildMul(b, nx, LLVMBuildTrunc(b, inc, it, ""), ""), sgn), ""), sgn),
                       fld[bits == 64 ? 4 : 5]);
        LLVMValueRef cur = sgn ? LLVMBuildSExt(b, curt, s->i64, "") : LLVMBuildZExt(b, curt, s->i64, "");
        if (bits == 64) cur = curt;
        LLVMValueRef some = LLVMBuildICmp(b, sgn ? LLVMIntSLE : LLVMIntULE, cur, ub, "");
        /* the space's last iteration: lb + ((ub - lb) / st) * st */
        LLVMValueRef lastiv = LLVMBuildAdd(b, lb, LLVMBuildMul(b, LLVMBuildUDiv(b, LLVMBuildSub(b, ub, lb, ""), inc, ""), inc, ""), "");
        LLVMValueRef islast = LLVMBuildZExt(b, LLVMBuildICmp(b, LLVMIntEQ, cur, lastiv, ""), s->i32, "");
        LLVMValueRef oldlast = LLVMBuildLoad2(b, s->i32, plast, "");
        LLVMBuildStore(b, LLVMBuildSelect(b, some, islast, oldlast, ""), plast);
        LLVMBuildStore(b, curt, plb);
        LLVMBuildStore(b, curt, pub);
        LLVMBuildStore(b, LLVMBuildTrunc(b, inc, it, ""), pst);
        LLVMValueRef res = LLVMBuildZExt(b, some, s->i32, "dispatch.next");
        LLVMReplaceAllUsesWith(c, res);
        LLVMInstructionEraseFromParent(c);
      }
      VEC_FREE(&calls);
      if (!LLVMGetFirstUse(f)) LLVMDeleteFunction(f);
    }
  gpuopt__ptrmap_free(&state);
  LLVMDisposeBuilder(b);
}

/* The device versions of the runtime calls the kept code makes, and math calls as intrinsics. */
static void define_runtime(offload_state *s) {
  lower_dispatch(s);
  for (LLVMValueRef f = LLVMGetFirstFunction(s->dev), next; f; f = next) {
    next = LLVMGetNextFunction(f);
    if (!LLVMIsDeclaration(f)) continue;
    const char *n = vname(f);
    unsigned bits = 0;
    int sgn = 0;
    const char *intr = NULL;
    switch (gpuopt__omp_call(n, &bits, &sgn)) {
    case OMP_CALL_STATIC_INIT:
      define_static_init(s, f, bits, sgn);
      break;
    case OMP_CALL_REDUCE:
      /* the combining function (a host function pointer) is not called on the GPU */
      for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef c = LLVMGetUser(u);
        if (LLVMIsACallInst(c) && LLVMGetNumArgOperands(c) >= 6) LLVMSetOperand(c, 5, LLVMConstNull(s->ptr));
      }
      two_stage_reductions(s, f);
      define_trivial(s, f, 2);
      break;
    case OMP_CALL_STATIC_FINI:
    case OMP_CALL_DISPATCH_FINI:
    case OMP_CALL_END_REDUCE:
    case OMP_CALL_BARRIER:
    case OMP_CALL_GTID:
    case OMP_CALL_CRITICAL:
    case OMP_CALL_END_CRITICAL:
      define_trivial(s, f, 0);
      break;
    default:
      if (gpuopt__omp_math(n, &intr)) {
        LLVMTypeRef ft = LLVMGlobalGetValueType(f);
        LLVMValueRef i = get_fn(s->dev, intr, ft);
        LLVMReplaceAllUsesWith(f, i);
        LLVMDeleteFunction(f);
        continue;
      }
      continue;
    }
    LLVMSetLinkage(f, LLVMInternalLinkage);
    add_enum_attr(s->llctx, f, "alwaysinline");
    add_enum_attr(s->llctx, f, "nounwind");
  }
}

static void mark_kernel(offload_state *s, LLVMValueRef k) {
#if GPUOPT_LLVM_VERSION >= 20
  LLVMSetFunctionCallConv(k, 71);
#else
  LLVMMetadataRef md[3] = {LLVMValueAsMetadata(k), LLVMMDStringInContext2(s->llctx, "kernel", 6),
                           LLVMValueAsMetadata(LLVMConstInt(s->i32, 1, 0))};
  LLVMAddNamedMetadataOperand(s->dev, "nvvm.annotations",
                              LLVMMetadataAsValue(s->llctx, LLVMMDNodeInContext2(s->llctx, md, 3)));
#endif
}

/* The kernel of region ri (parameter layout: see the top comment and the runtime). */
static gpuopt_status build_kernel(offload_state *s, region_info *ri) {
  gpuopt__omp_region *r = ri->r;
  LLVMValueRef outl = LLVMGetNamedFunction(s->dev, vname(r->outlined));
  if (!outl) return gpuopt__fail(s->ctx, GPUOPT_EUNSUPPORTED, "gpuopt_offload: the outlined function %s was lost", vname(r->outlined));
  size_t np = 2 * r->globals.len;
  for (unsigned i = 0; i < r->nargs; i++) np += arg_kind(&r->args[i]) >= ARGK_ARRAY_BASE ? 2 : 1;
  LLVMTypeRef *pt = calloc(np ? np : 1, sizeof *pt);
  LLVMValueRef *callargs = calloc(r->nargs + 2, sizeof *callargs);
  if (!pt || !callargs) {
    free(pt);
    free(callargs);
    return gpuopt__oom(s->ctx, "gpuopt_offload");
  }
  size_t p = 0;
  for (size_t g = 0; g < r->globals.len; g++) {
    pt[p++] = s->ptr;
    pt[p++] = s->i64;
  }
  for (unsigned i = 0; i < r->nargs; i++) {
    int k = arg_kind(&r->args[i]);
    if (k >= ARGK_ARRAY_BASE) {
      pt[p++] = s->ptr;
      pt[p++] = s->i64;
    } else pt[p++] = r->args[i].type;
  }
  LLVMTypeRef ft = LLVMFunctionType(s->voidt, pt, (unsigned)np, 0);
  LLVMValueRef k = LLVMAddFunction(s->dev, ri->kernel, ft);
  add_enum_attr(s->llctx, k, "nounwind");
  /* every pointer parameter is the base of one object's device copy (the runtime's cudaMalloc):
   * two different values never overlap (kernel-restrictify's object check) */
  LLVMAddAttributeAtIndex(k, LLVMAttributeFunctionIndex,
                          LLVMCreateStringAttribute(s->llctx, GPUOPT_OBJECT_PARAMS_ATTR, sizeof GPUOPT_OBJECT_PARAMS_ATTR - 1, "", 0));
  mark_kernel(s, k);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(s->llctx, k, "entry"));
  LLVMValueRef gtid = LLVMBuildAlloca(b, s->i32, "gtid"), btid = LLVMBuildAlloca(b, s->i32, "btid");
  LLVMBuildStore(b, LLVMConstInt(s->i32, 0, 0), gtid);
  LLVMBuildStore(b, LLVMConstInt(s->i32, 0, 0), btid);
  p = 0;
  for (size_t g = 0; g < r->globals.len; g++) {
    char nm[160];
    snprintf(nm, sizeof nm, "__gpuopt_slot.%s", vname(r->globals.data[g]));
    LLVMValueRef slot = LLVMGetNamedGlobal(s->dev, nm);
    LLVMValueRef base = LLVMGetParam(k, (unsigned)p), off = LLVMGetParam(k, (unsigned)p + 1);
    p += 2;
    LLVMValueRef at = LLVMBuildGEP2(b, s->i8, base, &off, 1, "");
    if (slot) LLVMBuildStore(b, at, slot);
  }
  callargs[0] = gtid;
  callargs[1] = btid;
  for (unsigned i = 0; i < r->nargs; i++) {
    gpuopt__omp_arg *a = &r->args[i];
    int kd = arg_kind(a);
    LLVMValueRef v = LLVMGetParam(k, (unsigned)p);
    if (kd >= ARGK_ARRAY_BASE) {
      LLVMValueRef off = LLVMGetParam(k, (unsigned)p + 1);
      v = LLVMBuildGEP2(b, s->i8, v, &off, 1, a->name);
      p += 2;
    } else p++;
    if (kd == ARGK_SCALAR_IN || kd == ARGK_ARRAY_BASE) {
      LLVMTypeRef t = kd == ARGK_ARRAY_BASE ? s->ptr : a->type;
      LLVMValueRef slot = LLVMBuildAlloca(b, t, "");
      LLVMBuildStore(b, v, slot);
      v = slot;
    }
    callargs[i + 2] = v;
  }
  LLVMBuildCall2(b, LLVMGlobalGetValueType(outl), outl, callargs, r->nargs + 2, "");
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  free(pt);
  free(callargs);
  return GPUOPT_OK;
}

static gpuopt_status build_device(offload_state *s) {
  s->dev = LLVMCloneModule(s->host);
  if (!s->dev) return gpuopt__oom(s->ctx, "gpuopt_offload");
  LLVMSetModuleIdentifier(s->dev, "gpuopt-offload-device", strlen("gpuopt-offload-device"));
  LLVMSetTarget(s->dev, NVPTX_TRIPLE);
  LLVMSetDataLayout(s->dev, NVPTX_DL);
  LLVMStripModuleDebugInfo(s->dev); /* first: no debug record outlives the bodies prune drops */
  prune_device(s);
  /* host globals: through pointer slots */
  for (size_t k = 0; k < s->regions.r.len; k++) {
    gpuopt__omp_region *r = &s->regions.r.data[k];
    if (!r->offloadable) continue;
    for (size_t g = 0; g < r->globals.len; g++) {
      char nm[160];
      snprintf(nm, sizeof nm, "__gpuopt_slot.%s", vname(r->globals.data[g]));
      if (LLVMGetNamedGlobal(s->dev, nm)) continue;
      LLVMValueRef dg = LLVMGetNamedGlobal(s->dev, vname(r->globals.data[g]));
      if (!dg) continue;
      LLVMValueRef slot = LLVMAddGlobal(s->dev, s->ptr, nm);
      LLVMSetInitializer(slot, LLVMConstNull(s->ptr));
      LLVMSetLinkage(slot, LLVMInternalLinkage);
      gpuopt_status st = slot_global(s, dg, slot);
      if (st) return st;
      if (!LLVMGetFirstUse(dg)) LLVMDeleteGlobal(dg);
    }
  }
  lower_criticals(s);
  for (size_t k = 0; k < s->regions.r.len; k++) {
    region_info *ri = &s->info[k];
    if (!ri->r->offloadable || !ri->grid) continue;
    int shared = 0; /* its outlined function is an earlier region's too: rewritten once */
    for (size_t j = 0; j < k && !shared; j++)
      if (s->info[j].r->offloadable && s->info[j].grid && s->info[j].r->outlined == ri->r->outlined) shared = 1;
    if (shared) continue;
    unsigned done = 0;
    for (size_t i = 0; i < ri->r->functions.len; i++) {
      LLVMValueRef f = LLVMGetNamedFunction(s->dev, vname(ri->r->functions.data[i]));
      for (LLVMBasicBlockRef bb = f ? LLVMGetFirstBasicBlock(f) : NULL; bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb), next; in; in = next) {
          next = LLVMGetNextInstruction(in);
          LLVMValueRef c = LLVMGetInstructionOpcode(in) == LLVMCall ? LLVMGetCalledValue(in) : NULL;
          if (!c || !LLVMIsAFunction(c) || strcmp(vname(c), GRID_MARK)) continue;
          next = next ? LLVMGetNextInstruction(next) : NULL; /* past the static_init call it replaces */
          gpuopt_status st = grid_rewrite(s, ri->r, in);
          if (st) return st;
          done++;
        }
    }
    if (done != 1)
      return gpuopt__fail(s->ctx, GPUOPT_EUNSUPPORTED, "gpuopt_offload: the device copy of %s has %u grid markers (a gpuopt bug)", vname(ri->r->outlined), done);
  }
  define_runtime(s);
  for (size_t k = 0; k < s->regions.r.len; k++)
    if (s->info[k].r->offloadable) {
      gpuopt_status st = build_kernel(s, &s->info[k]);
      if (st) return st;
    }
  for (int changed = 1; changed;) {
    changed = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(s->dev), next; f; f = next) {
      next = LLVMGetNextFunction(f);
      if (!LLVMGetFirstUse(f) && (LLVMIsDeclaration(f) || LLVMGetLinkage(f) == LLVMInternalLinkage)) {
        LLVMDeleteFunction(f);
        changed = 1;
      }
    }
  }
  char *msg = NULL;
  if (LLVMVerifyModule(s->dev, LLVMReturnStatusAction, &msg)) {
    gpuopt_status st = gpuopt__fail(s->ctx, GPUOPT_EUNSUPPORTED, "gpuopt_offload: the device module does not verify (a gpuopt bug): %.600s", msg ? msg : "");
    LLVMDisposeMessage(msg);
    return st;
  }
  LLVMDisposeMessage(msg);
  return GPUOPT_OK;
}

/* Mapping hook (issue 20, features20): the code features of region ri's kernel kf (on the inlined
 * copy), with each kernel parameter mapped to the shared value it carries (build_kernel's layout). */
static void kernel_features(offload_state *s, region_info *ri, LLVMValueRef kf) {
  gpuopt__omp_region *r = ri->r;
  unsigned np = LLVMCountParams(kf), p = 2 * (unsigned)r->globals.len;
  int *arg = malloc((np + 1) * sizeof *arg);
  const char **name = calloc(np + 1, sizeof *name);
  if (arg && name) {
    for (unsigned i = 0; i < np; i++) arg[i] = -1;
    for (unsigned i = 0; i < r->nargs && p < np; i++) {
      int kd = arg_kind(&r->args[i]);
      if (kd < ARGK_ARRAY_BASE) arg[p] = (int)i;
      name[p] = r->args[i].name;
      p += kd >= ARGK_ARRAY_BASE ? 2 : 1;
    }
    char *avgws = NULL, *transfer = NULL;
    gpuopt__offload_region_texts(r, LLVMGetModuleDataLayout(s->host), &avgws, &transfer);
    gpuopt__offload_features(s->ctx, kf, arg, name, avgws, transfer, &ri->feat);
    free(avgws);
    free(transfer);
  }
  free(arg);
  free(name);
}

/* Mapping hook (issue 20, features20): every offloaded kernel's code features, on a copy of the
 * device module with the loops' code inlined but not unrolled (offload_features.c). */
static void region_features(offload_state *s) {
  LLVMModuleRef c = LLVMCloneModule(s->dev);
  if (!c) return;
  if (gpuopt__offload_features_prepare(s->ctx, c))
    for (size_t k = 0; k < s->regions.r.len; k++) {
      region_info *ri = &s->info[k];
      LLVMValueRef kf = ri->r->offloadable ? LLVMGetNamedFunction(c, ri->kernel) : NULL;
      if (kf) kernel_features(s, ri, kf);
    }
  gpuopt__invalidate_all(s->ctx);
  LLVMDisposeModule(c);
}

/* The access patterns of each kernel (Wang §4.1's coalescing question, answered by the
 * divergence analysis, Sampaio et al. §3.4): on a copy of the device module with the outlined code
 * inlined into the kernels and cleaned up (as gpucc will), per load/store/atomic of the kernel:
 * broadcast, coalesced, strided or divergent. Best effort: a failure leaves have_acc 0. */
static void access_patterns(offload_state *s) {
  LLVMModuleRef c = LLVMCloneModule(s->dev);
  if (!c) return;
  gpuopt_diag d;
  gpuopt__diag_begin(&d, s->llctx);
  int ok = !gpuopt_run_pipeline(s->ctx, c, "inline-unroll", NULL);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = ok ? LLVMRunPasses(c, "function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg,gvn)", NULL, po) : NULL;
  if (e) {
    LLVMConsumeError(e);
    ok = 0;
  }
  LLVMDisposePassBuilderOptions(po);
  gpuopt__diag_end(&d);
  gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  /* the runtime launches blocks whose x extent is a multiple of 32 (a warp is one row of the
   * block, so threadIdx.y/z are uniform in it): the analysis may know it */
  o.max_ntid[0] = o.max_ntid[1] = GRID_MAX_BLOCK, o.max_ntid[2] = 64; /* launch_shape's limits */
  o.max_nctaid[0] = GRID_MAX_X_BLOCKS, o.max_nctaid[1] = o.max_nctaid[2] = 65535;
  gpuopt_options co = *gpuopt_ctx_options(s->ctx);
  co.block_x_multiple = 32;
  gpuopt_ctx *actx = NULL;
  if (gpuopt_ctx_create(&co, &actx)) ok = 0;
  for (size_t k = 0; ok && k < s->regions.r.len; k++) {
    region_info *ri = &s->info[k];
    if (!ri->r->offloadable) continue;
    LLVMValueRef kf = LLVMGetNamedFunction(c, ri->kernel);
    gpuopt_divergence *dr = NULL;
    if (!kf || gpuopt_divergence_analyze(actx, kf, &o, &dr)) continue;
    for (size_t i = 0; i < gpuopt_divergence_num_accesses(dr); i++) {
      gpuopt_div_access a;
      if (!gpuopt_divergence_access(dr, i, &a) && (unsigned)a.pattern < 4) ri->acc[a.pattern]++;
    }
    ri->have_acc = 1;
    gpuopt_divergence_free(dr);
  }
  gpuopt__invalidate_all(s->ctx);
  if (actx) gpuopt__invalidate_all(actx);
  gpuopt_ctx_free(actx);
  LLVMDisposeModule(c);
}

/* ---- host side ---- */

static LLVMTypeRef fn_type_of_call(LLVMValueRef call) { return LLVMGetCalledFunctionType(call); }

/* Route the region code's OpenMP calls through the runtime's probing wrappers. */
static void interpose(offload_state *s, gpuopt__omp_region *r) {
  for (size_t i = 0; i < r->functions.len; i++)
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(r->functions.data[i]); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
        if (LLVMGetInstructionOpcode(in) != LLVMCall) continue;
        LLVMValueRef c = LLVMGetCalledValue(in);
        if (!LLVMIsAFunction(c)) continue;
        const char *n = vname(c);
        switch (gpuopt__omp_call(n, NULL, NULL)) {
        case OMP_CALL_STATIC_INIT:
        case OMP_CALL_STATIC_FINI:
        case OMP_CALL_DISPATCH_INIT:
        case OMP_CALL_DISPATCH_NEXT:
        case OMP_CALL_DISPATCH_FINI:
        case OMP_CALL_REDUCE:
        case OMP_CALL_END_REDUCE:
        case OMP_CALL_BARRIER:
        case OMP_CALL_CRITICAL:
        case OMP_CALL_END_CRITICAL: {
          char w[96];
          snprintf(w, sizeof w, "__gpuopt_omp_%s", n + 7); /* after "__kmpc_" */
          LLVMValueRef wf = get_fn(s->host, w, fn_type_of_call(in));
          LLVMSetOperand(in, (unsigned)LLVMGetNumOperands(in) - 1, wf);
          break;
        }
        default:
          break;
        }
      }
}

static uint64_t alloc_size(offload_state *s, LLVMValueRef v) {
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(s->host);
  if (LLVMIsAAllocaInst(v) && LLVMIsAConstantInt(LLVMGetOperand(v, 0)))
    return LLVMABISizeOfType(td, LLVMGetAllocatedType(v)) * LLVMConstIntGetZExtValue(LLVMGetOperand(v, 0));
  if (LLVMIsAGlobalVariable(v) && !LLVMIsDeclaration(v)) return LLVMABISizeOfType(td, LLVMGlobalGetValueType(v));
  return 0;
}

/* The descriptor the runtime reads (struct gpuopt_omp_desc in src/runtime/offload.c). */
static LLVMValueRef build_desc(offload_state *s, region_info *ri) {
  gpuopt__omp_region *r = ri->r;
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(s->host);
  unsigned n = r->nargs, ng = (unsigned)r->globals.len;
  LLVMValueRef *info = calloc(n + 1, sizeof *info), *ssz = calloc(n + 1, sizeof *ssz);
  LLVMValueRef *gp = calloc(ng + 1, sizeof *gp), *gsz = calloc(ng + 1, sizeof *gsz);
  if (!info || !ssz || !gp || !gsz) {
    free(info), free(ssz), free(gp), free(gsz);
    return NULL;
  }
  for (unsigned i = 0; i < n; i++) {
    gpuopt__omp_arg *a = &r->args[i];
    int kd = arg_kind(a);
    uint64_t size = 0;
    if (kd == ARGK_VALUE || kd == ARGK_SCALAR_IN) size = LLVMABISizeOfType(td, a->type);
    int is_fp = a->type && (LLVMGetTypeKind(a->type) == LLVMFloatTypeKind || LLVMGetTypeKind(a->type) == LLVMDoubleTypeKind);
    uint32_t word = (uint32_t)kd | (uint32_t)(a->read ? 0x100 : 0) | (uint32_t)(a->written ? 0x200 : 0) |
                    (uint32_t)(is_fp ? 0x400 : 0) | (uint32_t)(size << 16);
    info[i] = LLVMConstInt(s->i32, word, 0);
    ssz[i] = LLVMConstInt(s->i64, kd == ARGK_OBJECT ? alloc_size(s, LLVMGetOperand(r->fork, i + 3)) : 0, 0);
  }
  LLVMValueRef *grw = calloc(ng + 1, sizeof *grw);
  if (!grw) {
    free(info), free(ssz), free(gp), free(gsz);
    return NULL;
  }
  for (unsigned g = 0; g < ng; g++) {
    gp[g] = r->globals.data[g];
    gsz[g] = LLVMConstInt(s->i64, LLVMABISizeOfType(td, LLVMGlobalGetValueType(r->globals.data[g])), 0);
    unsigned rw = r->global_rw.data[g];
    grw[g] = LLVMConstInt(s->i32, (rw & 1 ? 0x100u : 0) | (rw & 2 ? 0x200u : 0) | ARGK_OBJECT, 0);
  }
  char nm[160];
  LLVMValueRef arrs[5];
  LLVMValueRef *src[5] = {info, ssz, gp, gsz, grw};
  LLVMTypeRef et[5] = {s->i32, s->i64, s->ptr, s->i64, s->i32};
  unsigned cnt[5] = {n, n, ng, ng, ng};
  const char *sfx[5] = {"info", "stack", "globals", "gsize", "ginfo"};
  for (int j = 0; j < 5; j++) {
    snprintf(nm, sizeof nm, "__gpuopt_omp_desc%u.%s", ri->kernel_index, sfx[j]);
    LLVMTypeRef at = LLVMArrayType2(et[j], cnt[j]);
    LLVMValueRef g = LLVMAddGlobal(s->host, at, nm);
    LLVMSetInitializer(g, LLVMConstArray2(et[j], src[j], cnt[j]));
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetGlobalConstant(g, 1);
    arrs[j] = g;
  }
  free(grw);
  free(info), free(ssz), free(gp), free(gsz);
  char where[256];
  snprintf(where, sizeof where, "%s:%u", vname(r->host_fn), r->line);
  LLVMValueRef wstr = LLVMConstStringInContext2(s->llctx, where, strlen(where), 0);
  snprintf(nm, sizeof nm, "__gpuopt_omp_desc%u.where", ri->kernel_index);
  LLVMValueRef wg = LLVMAddGlobal(s->host, LLVMTypeOf(wstr), nm);
  LLVMSetInitializer(wg, wstr);
  LLVMSetLinkage(wg, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(wg, 1);
  LLVMValueRef kstr = LLVMConstStringInContext2(s->llctx, ri->kernel, strlen(ri->kernel), 0);
  snprintf(nm, sizeof nm, "__gpuopt_omp_desc%u.kernel", ri->kernel_index);
  LLVMValueRef kg = LLVMAddGlobal(s->host, LLVMTypeOf(kstr), nm);
  LLVMSetInitializer(kg, kstr);
  LLVMSetLinkage(kg, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(kg, 1);
  LLVMValueRef image = LLVMGetNamedGlobal(s->host, "__gpuopt_omp_image");
  if (!image) {
    image = LLVMAddGlobal(s->host, s->i8, "__gpuopt_omp_image");
    LLVMSetLinkage(image, LLVMExternalLinkage);
  }
  /* issue 20 (features20): the feature table the runtime's version selection instantiates */
  LLVMValueRef feat = LLVMConstNull(s->ptr);
  if (ri->feat.table) {
    LLVMValueRef *w = calloc(ri->feat.len, sizeof *w);
    if (w) {
      for (size_t i = 0; i < ri->feat.len; i++) w[i] = LLVMConstInt(s->i64, ri->feat.table[i], 0);
      snprintf(nm, sizeof nm, "__gpuopt_omp_desc%u.features", ri->kernel_index);
      feat = LLVMAddGlobal(s->host, LLVMArrayType2(s->i64, ri->feat.len), nm);
      LLVMSetInitializer(feat, LLVMConstArray2(s->i64, w, ri->feat.len));
      LLVMSetLinkage(feat, LLVMPrivateLinkage);
      LLVMSetGlobalConstant(feat, 1);
      free(w);
    }
  }
  /* the nested 2-D grid's pairs of shared values assumed disjoint: {n, a0, b0, ...} */
  LLVMValueRef na = LLVMConstNull(s->ptr);
  if (ri->npairs) {
    LLVMValueRef w[1 + 2 * MAX_INNER_PAIRS];
    w[0] = LLVMConstInt(s->i32, ri->npairs, 0);
    for (unsigned k = 0; k < 2 * ri->npairs; k++) w[1 + k] = LLVMConstInt(s->i32, ri->pairs[k], 0);
    snprintf(nm, sizeof nm, "__gpuopt_omp_desc%u.noalias", ri->kernel_index);
    na = LLVMAddGlobal(s->host, LLVMArrayType2(s->i32, 1 + 2 * ri->npairs), nm);
    LLVMSetInitializer(na, LLVMConstArray2(s->i32, w, 1 + 2 * ri->npairs));
    LLVMSetLinkage(na, LLVMPrivateLinkage);
    LLVMSetGlobalConstant(na, 1);
  }
  /* { u32 version, u32 kernel, ptr kernel_name, ptr where, u32 nargs, u32 nglobals, ptr info,
   *   ptr stack_size, ptr globals, ptr global_size, ptr global_info, ptr image, ptr features,
   *   ptr noalias } */
  LLVMValueRef f[14] = {LLVMConstInt(s->i32, 3, 0), LLVMConstInt(s->i32, ri->kernel_index, 0), kg, wg,
                        LLVMConstInt(s->i32, n, 0), LLVMConstInt(s->i32, ng, 0), arrs[0], arrs[1], arrs[2], arrs[3],
                        arrs[4], image, feat, na};
  LLVMValueRef cs = LLVMConstStructInContext(s->llctx, f, 14, 0);
  snprintf(nm, sizeof nm, "__gpuopt_omp_desc%u", ri->kernel_index);
  LLVMValueRef d = LLVMAddGlobal(s->host, LLVMTypeOf(cs), nm);
  LLVMSetInitializer(d, cs);
  LLVMSetLinkage(d, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(d, 1);
  return d;
}

/* The range function of region ri (offload_ranges.c): exact transfers instead of whole objects.
 * Sequential regions have their ranges from offload_seq.c already. */
static gpuopt_status region_ranges(offload_state *s, region_info *ri) {
  gpuopt__omp_region *r = ri->r;
  ri->ranges_fn = NULL;
  if (r->sequential) return GPUOPT_OK;
  /* a dynamic schedule: no marker (its iterations are handed out cyclically, 1-D); the range
   * function reduces its dispatch loop to one pass over the whole space */
  int dispatch = r->loop == OMP_LOOP_DISPATCH && r->init;
  if (!ri->grid && !dispatch) {
    snprintf(ri->ranges_why, sizeof ri->ranges_why, "%s", r->loop != OMP_LOOP_STATIC ? "not a static schedule's loop" : "the loop is not recognised");
    return GPUOPT_OK;
  }
  LLVMValueRef mark = NULL;
  for (size_t i = 0; i < r->functions.len && !mark && !dispatch; i++)
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(r->functions.data[i]); bb && !mark; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !mark; in = LLVMGetNextInstruction(in))
        if (LLVMGetInstructionOpcode(in) == LLVMCall && LLVMIsAFunction(LLVMGetCalledValue(in)) &&
            !strcmp(vname(LLVMGetCalledValue(in)), GRID_MARK))
          mark = in;
  if (!mark && !dispatch) {
    snprintf(ri->ranges_why, sizeof ri->ranges_why, "the loop is not recognised");
    return GPUOPT_OK;
  }
  LLVMValueRef body = LLVMGetBasicBlockParent(LLVMGetInstructionParent(mark ? mark : r->init));
  if (LLVMCountParams(body) != r->nargs + 2 || LLVMCountParams(r->outlined) != r->nargs + 2) {
    snprintf(ri->ranges_why, sizeof ri->ranges_why, "the loop's function does not take the region's shared values");
    return GPUOPT_OK;
  }
  for (unsigned i = 0; i < r->nargs + 2; i++) {
    LLVMTypeRef a = LLVMTypeOf(LLVMGetParam(body, i)), w = LLVMTypeOf(LLVMGetParam(r->outlined, i));
    if (a != w && (LLVMGetTypeKind(a) != LLVMIntegerTypeKind || LLVMGetTypeKind(w) != LLVMIntegerTypeKind)) {
      snprintf(ri->ranges_why, sizeof ri->ranges_why, "the loop's function takes %s as another type", i >= 2 ? r->args[i - 2].name : "an id");
      return GPUOPT_OK;
    }
  }
  int *argk = calloc(r->nargs + 1, sizeof *argk);
  if (!argk) return gpuopt__oom(s->ctx, "gpuopt_offload");
  for (unsigned i = 0; i < r->nargs; i++) argk[i] = arg_kind(&r->args[i]);
  int oom = 0;
  unsigned char *flags = calloc(r->nargs + 1, 1);
  if (!flags) {
    free(argk);
    return gpuopt__oom(s->ctx, "gpuopt_offload");
  }
  ri->ranges_fn = gpuopt__offload_ranges_fn(s->ctx, body, mark, r->nargs, argk, (unsigned)r->globals.len, &ri->ranges_globals,
                                            ri->kernel_index, flags, ri->ranges_why, sizeof ri->ranges_why, &oom);
  if (ri->ranges_fn) {
    /* the report: which arrays have exact bounds, which are written in full (copied out only) */
    size_t cap = 64 + 2 * (size_t)r->nargs * 70, n = 0;
    char *t = malloc(cap);
    if (t) {
      n += (size_t)snprintf(t + n, cap - n, "exact bounds:");
      unsigned k = 0;
      for (unsigned i = 0; i < r->nargs; i++)
        if (flags[i] & 1) n += (size_t)snprintf(t + n, cap - n, "%s %s", k++ ? "," : "", r->args[i].name);
      k = 0;
      for (unsigned i = 0; i < r->nargs; i++)
        if (flags[i] & 2) n += (size_t)snprintf(t + n, cap - n, "%s %s", k++ ? "," : "; written in full, not copied in:", r->args[i].name);
      if (ri->ranges_globals == r->globals.len && r->globals.len) snprintf(t + n, cap - n, "; globals: exact bounds");
      else if (ri->ranges_globals) snprintf(t + n, cap - n, "; %u of %u globals with exact bounds, the others move whole", ri->ranges_globals, (unsigned)r->globals.len);
      else if (r->globals.len) snprintf(t + n, cap - n, "; globals move whole");
    }
    free(ri->transfers);
    ri->transfers = t;
  }
  free(flags);
  free(argk);
  gpuopt__invalidate_all(s->ctx);
  return oom ? gpuopt__oom(s->ctx, "gpuopt_offload") : GPUOPT_OK;
}

/* The version-selecting function that replaces the fork call of region ri. */
static gpuopt_status build_site(offload_state *s, region_info *ri) {
  gpuopt__omp_region *r = ri->r;
  LLVMValueRef desc = build_desc(s, ri);
  if (!desc) return gpuopt__oom(s->ctx, "gpuopt_offload");
  unsigned nops = r->nargs + 3;
  LLVMTypeRef *pt = calloc(nops, sizeof *pt);
  LLVMValueRef *ops = calloc(nops, sizeof *ops), *probe = calloc(r->nargs + 2, sizeof *probe);
  if (!pt || !ops || !probe) {
    free(pt), free(ops), free(probe);
    return gpuopt__oom(s->ctx, "gpuopt_offload");
  }
  for (unsigned i = 0; i < nops; i++) pt[i] = LLVMTypeOf(LLVMGetOperand(r->fork, i));
  char nm[160];
  snprintf(nm, sizeof nm, "__gpuopt_omp_site%u", ri->kernel_index);
  LLVMTypeRef ret_t = r->sequential ? s->i32 : s->voidt;
  LLVMValueRef fn = LLVMAddFunction(s->host, nm, LLVMFunctionType(ret_t, pt, nops, 0));
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(s->llctx, fn, "entry");
  LLVMBasicBlockRef tryb = LLVMAppendBasicBlockInContext(s->llctx, fn, "gpu.try");
  LLVMBasicBlockRef cpu = LLVMAppendBasicBlockInContext(s->llctx, fn, "cpu");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(s->llctx, fn, "done");
  LLVMPositionBuilderAtEnd(b, entry);
  LLVMValueRef zero = LLVMBuildAlloca(b, s->i32, "zero");
  LLVMTypeRef argv_t = LLVMArrayType2(s->ptr, r->nargs ? r->nargs : 1);
  LLVMValueRef argv = LLVMBuildAlloca(b, argv_t, "argv");
  LLVMBuildStore(b, LLVMConstInt(s->i32, 0, 0), zero);
  LLVMTypeRef begin_t = LLVMFunctionType(s->i32, &s->ptr, 1, 0);
  LLVMValueRef go = LLVMBuildCall2(b, begin_t, get_fn(s->host, "__gpuopt_omp_begin", begin_t), &desc, 1, "go");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntNE, go, LLVMConstInt(s->i32, 0, 0), ""), tryb, cpu);
  LLVMPositionBuilderAtEnd(b, tryb);
  probe[0] = probe[1] = zero;
  for (unsigned i = 0; i < r->nargs; i++) {
    LLVMValueRef v = LLVMGetParam(fn, i + 3);
    probe[i + 2] = v;
    LLVMValueRef slot_p = v;
    if (arg_kind(&r->args[i]) == ARGK_VALUE) {
      slot_p = LLVMBuildAlloca(b, LLVMTypeOf(v), "");
      LLVMBuildStore(b, v, slot_p);
    }
    LLVMValueRef idx[2] = {LLVMConstInt(s->i64, 0, 0), LLVMConstInt(s->i64, i, 0)};
    LLVMBuildStore(b, slot_p, LLVMBuildGEP2(b, argv_t, argv, idx, 2, ""));
  }
  LLVMBuildCall2(b, LLVMGlobalGetValueType(r->outlined), r->outlined, probe, r->nargs + 2, "");
  if (ri->ranges_fn) {
    /* the exact byte ranges of the arrays: {lo, hi, dlo, dhi} per shared value (offload_ranges.c) */
    LLVMTypeRef at = LLVMArrayType2(s->i64, 4 * (unsigned long long)r->nargs + 1 + 5 * (unsigned long long)r->globals.len);
    LLVMBuilderRef eb = LLVMCreateBuilderInContext(s->llctx);
    LLVMPositionBuilderBefore(eb, zero);
    LLVMValueRef rng = LLVMBuildAlloca(eb, at, "ranges");
    LLVMDisposeBuilder(eb);
    LLVMValueRef *rops = calloc(r->nargs + 3, sizeof *rops);
    if (!rops) {
      free(pt), free(ops), free(probe);
      LLVMDisposeBuilder(b);
      return gpuopt__oom(s->ctx, "gpuopt_offload");
    }
    /* by-value integers as the loop's function takes them (clang's wrapper truncates the same way) */
    for (unsigned i = 0; i < r->nargs + 2; i++) {
      LLVMTypeRef want = LLVMTypeOf(LLVMGetParam(ri->ranges_fn, i));
      rops[i] = LLVMTypeOf(probe[i]) == want ? probe[i] : LLVMBuildIntCast2(b, probe[i], want, 0, "");
    }
    rops[r->nargs + 2] = rng;
    LLVMBuildCall2(b, LLVMGlobalGetValueType(ri->ranges_fn), ri->ranges_fn, rops, r->nargs + 3, "");
    free(rops);
    LLVMTypeRef rg_t = LLVMFunctionType(s->voidt, (LLVMTypeRef[]){s->i32, s->ptr}, 2, 0);
    LLVMBuildCall2(b, rg_t, get_fn(s->host, "__gpuopt_omp_ranges4", rg_t),
                   (LLVMValueRef[]){LLVMConstInt(s->i32, r->nargs, 0), rng}, 2, "");
    if (ri->ranges_globals) {
      LLVMTypeRef gr_t = LLVMFunctionType(s->voidt, &s->ptr, 1, 0);
      LLVMValueRef ix = LLVMConstInt(s->i64, 4 * (unsigned long long)r->nargs, 0);
      LLVMValueRef gp = LLVMBuildGEP2(b, s->i64, rng, &ix, 1, "");
      LLVMBuildCall2(b, gr_t, get_fn(s->host, "__gpuopt_omp_granges", gr_t), &gp, 1, "");
    }
  }
  if (r->sequential) {
    /* the exact byte ranges of the arrays (offload_seq.c: the marker's first operand) */
    LLVMTypeRef rg_t = LLVMFunctionType(s->voidt, (LLVMTypeRef[]){s->i32, s->ptr}, 2, 0);
    LLVMBuildCall2(b, rg_t, get_fn(s->host, "__gpuopt_omp_ranges4", rg_t),
                   (LLVMValueRef[]){LLVMConstInt(s->i32, r->nargs, 0), LLVMGetParam(fn, 0)}, 2, "");
    /* then the globals' ranges: count, {address, lo, hi, dlo, dhi} each */
    if (!LLVMIsNull(LLVMGetOperand(r->fork, 0))) {
      LLVMTypeRef gr_t = LLVMFunctionType(s->voidt, &s->ptr, 1, 0);
      LLVMValueRef ix = LLVMConstInt(s->i64, 4 * (unsigned long long)r->nargs, 0);
      LLVMValueRef gp = LLVMBuildGEP2(b, s->i64, LLVMGetParam(fn, 0), &ix, 1, "");
      LLVMBuildCall2(b, gr_t, get_fn(s->host, "__gpuopt_omp_granges", gr_t), &gp, 1, "");
    }
  }
  LLVMTypeRef run_t = LLVMFunctionType(s->i32, (LLVMTypeRef[]){s->ptr, s->ptr}, 2, 0);
  LLVMValueRef ran = LLVMBuildCall2(b, run_t, get_fn(s->host, "__gpuopt_omp_run", run_t), (LLVMValueRef[]){desc, argv}, 2, "ran");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntNE, ran, LLVMConstInt(s->i32, 0, 0), ""), done, cpu);
  LLVMPositionBuilderAtEnd(b, cpu);
  LLVMValueRef cpu_f = get_fn(s->host, "__gpuopt_omp_cpu", LLVMFunctionType(s->voidt, &s->ptr, 1, 0));
  LLVMBuildCall2(b, LLVMFunctionType(s->voidt, &s->ptr, 1, 0), cpu_f, &desc, 1, "");
  if (r->sequential) {
    /* the caller runs the original loop when this returns 0 */
    LLVMBuildRet(b, LLVMConstInt(s->i32, 0, 0));
    LLVMPositionBuilderAtEnd(b, done);
    LLVMBuildRet(b, LLVMConstInt(s->i32, 1, 0));
  } else {
    for (unsigned i = 0; i < nops; i++) ops[i] = i < 3 ? LLVMGetOperand(r->fork, i) : LLVMGetParam(fn, i);
    LLVMValueRef fork_f = LLVMGetCalledValue(r->fork);
    LLVMBuildCall2(b, LLVMGetCalledFunctionType(r->fork), fork_f, ops, nops, "");
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, done);
    LLVMBuildRetVoid(b);
  }
  /* replace the fork */
  for (unsigned i = 0; i < nops; i++) ops[i] = LLVMGetOperand(r->fork, i);
  LLVMPositionBuilderBefore(b, r->fork);
  LLVMValueRef call = LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, ops, nops, "");
  LLVMInstructionSetDebugLoc(call, LLVMInstructionGetDebugLoc(r->fork));
  if (r->sequential) LLVMReplaceAllUsesWith(r->fork, call);
  LLVMInstructionEraseFromParent(r->fork);
  r->fork = NULL;
  ri->site_fn = fn;
  ri->site_call = call;
  LLVMDisposeBuilder(b);
  free(pt), free(ops), free(probe);
  return GPUOPT_OK;
}

static int is_site_call(offload_state *s, LLVMValueRef in) {
  if (LLVMGetInstructionOpcode(in) != LLVMCall) return 0;
  for (size_t k = 0; k < s->regions.r.len; k++) {
    region_info *ri = &s->info[k];
    if (ri->site_call == in || (!ri->site_call && ri->r->offloadable && ri->r->fork == in)) return 1;
  }
  return 0;
}

static int site_pred(void *user, LLVMValueRef in) { return is_site_call(user, in); }

/* Heap allocation through the runtime, so that it knows each object's extent. */
static void redirect_alloc(offload_state *s) {
  static const char *const names[][2] = {{"malloc", "__gpuopt_rt_malloc"}, {"calloc", "__gpuopt_rt_calloc"},
                                         {"realloc", "__gpuopt_rt_realloc"}, {"free", "__gpuopt_rt_free"}};
  for (size_t i = 0; i < 4; i++) {
    LLVMValueRef f = LLVMGetNamedFunction(s->host, names[i][0]);
    if (!f || !LLVMIsDeclaration(f)) continue;
    LLVMValueRef w = get_fn(s->host, names[i][1], LLVMGlobalGetValueType(f));
    for (LLVMUseRef u = LLVMGetFirstUse(f), next; u; u = next) {
      next = LLVMGetNextUse(u);
      LLVMValueRef user = LLVMGetUser(u);
      if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == f)
        LLVMSetOperand(user, (unsigned)LLVMGetNumOperands(user) - 1, w);
    }
  }
}

static int region_function(offload_state *s, LLVMValueRef f) {
  for (size_t k = 0; k < s->regions.r.len; k++) {
    gpuopt__omp_region *r = &s->regions.r.data[k];
    for (size_t i = 0; i < r->functions.len; i++)
      if (r->functions.data[i] == f) return 1;
  }
  return 0;
}

/* Local arrays whose address reaches a call are registered with the runtime for the lifetime of
 * their frame (so an offloaded loop in a callee finds their extent). */
static void register_frames(offload_state *s) {
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(s->host);
  LLVMTypeRef enter_t = LLVMFunctionType(s->voidt, (LLVMTypeRef[]){s->ptr, s->i64}, 2, 0);
  LLVMTypeRef leave_t = LLVMFunctionType(s->voidt, &s->ptr, 1, 0);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->llctx);
  for (LLVMValueRef f = LLVMGetFirstFunction(s->host); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f) || region_function(s, f) || !strncmp(vname(f), "__gpuopt_", 9)) continue;
    VEC(LLVMValueRef) arrays = {0};
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f);
    for (LLVMValueRef in = LLVMGetFirstInstruction(entry); in; in = LLVMGetNextInstruction(in)) {
      if (!LLVMIsAAllocaInst(in) || !LLVMIsAConstantInt(LLVMGetOperand(in, 0))) continue;
      LLVMTypeRef t = LLVMGetAllocatedType(in);
      LLVMTypeKind k = LLVMGetTypeKind(t);
      if ((k != LLVMArrayTypeKind && k != LLVMStructTypeKind) || !gpuopt__reaches_call(in, 0)) continue;
      if (!VEC_PUSH(&arrays, in)) break;
    }
    for (size_t i = 0; i < arrays.len; i++) {
      LLVMValueRef a = arrays.data[i];
      uint64_t size = LLVMABISizeOfType(td, LLVMGetAllocatedType(a)) * LLVMConstIntGetZExtValue(LLVMGetOperand(a, 0));
      LLVMValueRef at = LLVMGetNextInstruction(a);
      while (at && LLVMIsAAllocaInst(at)) at = LLVMGetNextInstruction(at);
      LLVMPositionBuilderBefore(b, at);
      LLVMBuildCall2(b, enter_t, get_fn(s->host, "__gpuopt_rt_frame_enter", enter_t),
                     (LLVMValueRef[]){a, LLVMConstInt(s->i64, size, 0)}, 2, "");
      for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
        if (!term || LLVMGetInstructionOpcode(term) != LLVMRet) continue;
        LLVMPositionBuilderBefore(b, term);
        LLVMValueRef c = LLVMBuildCall2(b, leave_t, get_fn(s->host, "__gpuopt_rt_frame_leave", leave_t), &a, 1, "");
        LLVMInstructionSetDebugLoc(c, LLVMInstructionGetDebugLoc(term));
      }
    }
    VEC_FREE(&arrays);
  }
  LLVMDisposeBuilder(b);
}

/* ---- report ---- */

typedef struct report_priv {
  VEC(char *) strings;
} report_priv;

static const char *keep_str(gpuopt_offload_report *rep, const char *s) {
  report_priv *p = rep->priv;
  char *d = gpuopt__strdup(s ? s : "");
  if (!d || !VEC_PUSH(&p->strings, d)) {
    free(d);
    return "";
  }
  return d;
}

static char *data_text(gpuopt__omp_region *r) {
  size_t cap = 64 + 96 * (r->nargs + r->globals.len), len = 0;
  char *t = malloc(cap);
  if (!t) return NULL;
  t[0] = 0;
  static const char *const kinds[] = {"value", "scalar", "array", "object"};
  for (unsigned i = 0; i < r->nargs; i++) {
    gpuopt__omp_arg *a = &r->args[i];
    int kd = arg_kind(a);
    const char *what = kd == ARGK_OBJECT && a->kind == OMP_ARG_SCALAR_RW ? "scalar" : kinds[kd];
    const char *dir = a->read && a->written ? "in/out" : a->written ? "out" : a->read ? "in" : "unused";
    len += (size_t)snprintf(t + len, cap - len, "%s%s: %s %s", len ? "; " : "", a->name, what, dir);
  }
  for (size_t g = 0; g < r->globals.len; g++) {
    unsigned rw = r->global_rw.data[g];
    const char *dir = rw == 3 ? "in/out" : rw == 2 ? "out" : rw == 1 ? "in" : "unused";
    len += (size_t)snprintf(t + len, cap - len, "%s@%s: global %s", len ? "; " : "", vname(r->globals.data[g]), dir);
  }
  return t;
}

static const char *sched_name(const gpuopt__omp_region *r) {
  if (r->sequential) return "sequential";
  if (r->loop == OMP_LOOP_DISPATCH) return "dynamic";
  if (r->loop != OMP_LOOP_STATIC) return "none";
  return r->schedule == 33 ? "static chunked" : "static";
}

static gpuopt_status make_report(offload_state *s, gpuopt_offload_report **out) {
  gpuopt_offload_report *rep = calloc(1, sizeof *rep);
  report_priv *p = calloc(1, sizeof *p);
  size_t n = s->regions.r.len;
  if (!rep || !p) {
    free(rep), free(p);
    return gpuopt__oom(s->ctx, "gpuopt_offload");
  }
  rep->priv = p;
  rep->loops = calloc(n + s->seq.kept.len + 1, sizeof *rep->loops);
  if (!rep->loops) {
    gpuopt_offload_report_free(rep);
    return gpuopt__oom(s->ctx, "gpuopt_offload");
  }
  for (size_t k = 0; k < n; k++) {
    gpuopt__omp_region *r = &s->regions.r.data[k];
    region_info *ri = &s->info[k];
    gpuopt_offload_loop *l = &rep->loops[k];
    l->function = keep_str(rep, vname(r->host_fn));
    l->line = r->line;
    l->outlined = keep_str(rep, r->outlined ? vname(r->outlined) : "");
    l->offloaded = r->offloadable;
    l->reason = keep_str(rep, r->offloadable ? "" : r->reason);
    l->kernel = keep_str(rep, r->offloadable ? ri->kernel : "");
    l->schedule = keep_str(rep, sched_name(r));
    l->iv_bits = r->iv_bits;
    l->iv_signed = r->iv_signed;
    l->reductions = r->reductions;
    l->atomics = r->atomics + r->criticals;
    l->criticals = r->criticals;
    unsigned arrays = (unsigned)r->globals.len;
    for (unsigned i = 0; i < r->nargs; i++) arrays += arg_kind(&r->args[i]) >= ARGK_ARRAY_BASE;
    l->arrays = arrays;
    l->data = keep_str(rep, ri->data ? ri->data : "");
    l->host_sync_after = ri->sync_after;
    l->host_touches = ri->touches;
    l->sequential = r->sequential;
    l->have_access_patterns = ri->have_acc;
    l->acc_broadcast = ri->acc[GPUOPT_ACCESS_BROADCAST];
    l->acc_coalesced = ri->acc[GPUOPT_ACCESS_COALESCED];
    l->acc_strided = ri->acc[GPUOPT_ACCESS_STRIDED];
    l->acc_divergent = ri->acc[GPUOPT_ACCESS_DIVERGENT];
    for (int i = 0; i < GPUOPT_NUM_FEATURES; i++)
      l->features[i] = ri->feat.text[i] ? keep_str(rep, ri->feat.text[i]) : NULL;
    l->grid_dims = ri->grid & 0xf;
    l->grid_interchanged = (ri->grid & 0x10) != 0;
    l->grid_nested = (ri->grid & GRID_NESTED) != 0;
    l->grid_scalar_copy = (ri->grid & GRID_FOLDED) != 0;
    l->grid_idiom = (ri->grid & GRID_IDIOM) != 0;
    l->grid_versions = ri->grid && (ri->grid & GRID_VERSIONS) && ri->versions > 1 ? ri->versions : 0;
    l->grid_inner_why = keep_str(rep, ri->inner_why);
    l->exact_transfers = r->offloadable && (r->sequential || ri->transfers);
    {
      char wb[300];
      if (!r->offloadable) wb[0] = 0;
      else if (r->sequential) snprintf(wb, sizeof wb, "exact bounds from the loop's access bounds (arrays without bounds move whole)");
      else if (!ri->transfers) snprintf(wb, sizeof wb, "whole objects: %s", ri->ranges_why[0] ? ri->ranges_why : "no bounds");
      l->transfers = keep_str(rep, r->offloadable && ri->transfers && !r->sequential ? ri->transfers : wb);
    }
    if (r->sequential)
      for (size_t q = 0; q < s->seq.done.len; q++)
        if (s->seq.done.data[q].fn == r->host_fn && s->seq.done.data[q].line == r->line) l->alias_checks = s->seq.done.data[q].checks;
    if (r->offloadable) rep->offloaded++;
    else rep->kept++;
  }
  for (size_t q = 0; q < s->seq.kept.len; q++) {
    const gpuopt__seq_kept *kq = &s->seq.kept.data[q];
    gpuopt_offload_loop *l = &rep->loops[n + q];
    l->function = keep_str(rep, vname(kq->fn));
    l->line = kq->line;
    l->outlined = keep_str(rep, "");
    l->reason = keep_str(rep, kq->reason);
    l->kernel = keep_str(rep, "");
    l->schedule = keep_str(rep, "sequential");
    l->data = keep_str(rep, "");
    l->sequential = 1;
    rep->kept++;
  }
  rep->nloops = n + s->seq.kept.len;
  *out = rep;
  return GPUOPT_OK;
}

void gpuopt_offload_report_free(gpuopt_offload_report *r) {
  if (!r) return;
  report_priv *p = r->priv;
  if (p) {
    for (size_t i = 0; i < p->strings.len; i++) free(p->strings.data[i]);
    VEC_FREE(&p->strings);
    free(p);
  }
  free(r->loops);
  free(r);
}

/* ---- entry ---- */

static gpuopt_status canonicalize(offload_state *s, LLVMModuleRef m) {
  /* optnone (clang -O0) would make the passes skip the outlined functions */
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    size_t n;
    const char *nm = LLVMGetValueName2(f, &n);
    if (LLVMIsDeclaration(f) || !strstr(nm, "omp_outlined")) continue;
    strip_enum_attr(f, "optnone");
    strip_enum_attr(f, "noinline");
  }
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  gpuopt_diag d;
  gpuopt__diag_begin(&d, LLVMGetModuleContext(m));
  LLVMErrorRef e = LLVMRunPasses(m, "function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg)", NULL, po);
  gpuopt__diag_end(&d);
  LLVMDisposePassBuilderOptions(po);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    gpuopt_status st = gpuopt__fail(s->ctx, GPUOPT_ELLVM, "gpuopt_offload: canonicalising the host module failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return st;
  }
  return GPUOPT_OK;
}

gpuopt_status gpuopt_offload(gpuopt_ctx *ctx, LLVMModuleRef host, const gpuopt_offload_options *opts,
                             LLVMModuleRef *device_out, gpuopt_offload_report **report_out) {
  if (device_out) *device_out = NULL;
  if (report_out) *report_out = NULL;
  if (!ctx) return GPUOPT_EINVAL;
  if (!host) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_offload: host module is NULL");
  offload_state s;
  memset(&s, 0, sizeof s);
  s.ctx = ctx;
  gpuopt_offload_options dflt = GPUOPT_OFFLOAD_OPTIONS_INIT;
  s.opts = opts ? *opts : dflt;
  if (s.opts.version < 1 || s.opts.version > GPUOPT_OFFLOAD_OPTIONS_VERSION)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_offload: options version %u (expected 1..%d)", s.opts.version, GPUOPT_OFFLOAD_OPTIONS_VERSION);
  if (!s.opts.kernel_prefix || !*s.opts.kernel_prefix) s.opts.kernel_prefix = "__gpuopt_omp_k";
  if (!s.opts.analyze_only && !device_out)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_offload: device_out is NULL (only analyze_only runs without it)");
  const char *triple = LLVMGetTarget(host);
  if (triple && !strncmp(triple, "nvptx", 5))
    return gpuopt__fail(ctx, GPUOPT_ETARGET, "gpuopt_offload: '%s' is a device triple; expected a host module (x86-64)", triple);
  gpuopt_status st = gpuopt_module_verify(ctx, host);
  if (st) return st;
  LLVMModuleRef work = s.opts.analyze_only ? LLVMCloneModule(host) : host;
  if (!work) return gpuopt__oom(ctx, "gpuopt_offload");
  s.host = work;
  s.llctx = LLVMGetModuleContext(work);
  s.i8 = LLVMInt8TypeInContext(s.llctx);
  s.i32 = LLVMInt32TypeInContext(s.llctx);
  s.i64 = LLVMInt64TypeInContext(s.llctx);
  s.ptr = LLVMPointerTypeInContext(s.llctx, 0);
  s.voidt = LLVMVoidTypeInContext(s.llctx);
  if ((st = canonicalize(&s, work))) goto out;
  if ((st = gpuopt__offload_seq(ctx, work, s.opts.version < 2 || !s.opts.no_loop_interchange, &s.seq))) goto out;
  if ((st = gpuopt__omp_find(ctx, work, &s.regions))) goto out;
  s.info = calloc(s.regions.r.len ? s.regions.r.len : 1, sizeof *s.info);
  if (!s.info) {
    st = gpuopt__oom(ctx, "gpuopt_offload");
    goto out;
  }
  for (size_t k = 0; k < s.regions.r.len; k++) {
    region_info *ri = &s.info[k];
    ri->r = &s.regions.r.data[k];
    if (ri->r->offloadable) check_data(ri->r);
    if (ri->r->offloadable) {
      ri->kernel_index = s.nkernels++;
      snprintf(ri->kernel, sizeof ri->kernel, "%.80s%u", s.opts.kernel_prefix, ri->kernel_index);
    }
    ri->data = ri->r->offloadable ? data_text(ri->r) : NULL;
  }
  /* one thread per iteration where the loop is recognised (the marker the runtime and the device
   * rewrite read) */
  for (size_t k = 0; k < s.regions.r.len; k++)
    if (s.info[k].r->offloadable) s.info[k].grid = grid_mark_host(&s, &s.info[k]);
  /* sequential regions that stay on the CPU: the marker goes (the original loop runs) */
  for (size_t k = 0; k < s.regions.r.len; k++) {
    gpuopt__omp_region *r = &s.regions.r.data[k];
    if (!r->sequential || r->offloadable || !r->fork) continue;
    LLVMReplaceAllUsesWith(r->fork, LLVMConstInt(s.i32, 0, 0));
    LLVMInstructionEraseFromParent(r->fork);
    r->fork = NULL;
  }
  for (size_t k = 0; k < s.regions.r.len; k++) {
    gpuopt__omp_region *r = &s.regions.r.data[k];
    if (r->sequential && !r->offloadable && r->outlined && !LLVMGetFirstUse(r->outlined)) {
      LLVMDeleteFunction(r->outlined);
      r->outlined = NULL;
      r->body = NULL;
    }
  }
  if (s.opts.analyze_only) {
    for (size_t k = 0; k < s.regions.r.len; k++)
      if (s.info[k].r->offloadable)
        if (s.info[k].r->offloadable) {
          gpuopt__fusion *fu = gpuopt__fusion_new(ctx, s.host, site_pred, &s, 1);
          if (!fu) {
            st = gpuopt__oom(ctx, "gpuopt_offload");
            goto out;
          }
          s.info[k].sync_after = gpuopt__fusion_walk(fu, s.info[k].r->fork, s.opts.fuse_transfers, &s.info[k].touches);
          gpuopt__fusion_free(fu);
        }
    /* the kernels' access patterns: the device module is built from the copy and dropped */
    if (s.nkernels && !build_device(&s)) access_patterns(&s), region_features(&s);
    for (size_t k = 0; k < s.regions.r.len; k++)
      if (s.info[k].r->offloadable && (st = region_ranges(&s, &s.info[k]))) goto out;
    if (s.dev) LLVMDisposeModule(s.dev);
    s.dev = NULL;
  }
  if (!s.opts.analyze_only && s.nkernels) {
    if ((st = build_device(&s))) goto out;
    access_patterns(&s);
    region_features(&s);
    for (size_t k = 0; k < s.regions.r.len; k++)
      if (s.info[k].r->offloadable && (st = region_ranges(&s, &s.info[k]))) goto out;
    for (size_t k = 0; k < s.regions.r.len; k++)
      if (s.info[k].r->offloadable) interpose(&s, s.info[k].r);
    for (size_t k = 0; k < s.regions.r.len; k++)
      if (s.info[k].r->offloadable && (st = build_site(&s, &s.info[k]))) goto out;
    gpuopt__fusion *fu = gpuopt__fusion_new(ctx, s.host, site_pred, &s, 0);
    if (!fu) {
      st = gpuopt__oom(ctx, "gpuopt_offload");
      goto out;
    }
    for (size_t k = 0; k < s.regions.r.len; k++) {
      region_info *ri = &s.info[k];
      if (ri->site_call) ri->sync_after = gpuopt__fusion_walk(fu, ri->site_call, s.opts.fuse_transfers, &ri->touches);
    }
    /* one sync before each point, one touch before each host access on the way (after the site
     * calls are all known, so none is a point) */
    gpuopt__fusion_emit(fu);
    gpuopt__fusion_free(fu);
    LLVMValueRef marker = LLVMGetNamedFunction(s.host, GPUOPT_SEQ_FORK);
    if (marker && !LLVMGetFirstUse(marker)) LLVMDeleteFunction(marker);
    redirect_alloc(&s);
    register_frames(&s);
    char *msg = NULL;
    if (LLVMVerifyModule(s.host, LLVMReturnStatusAction, &msg)) {
      st = gpuopt__fail(ctx, GPUOPT_EUNSUPPORTED, "gpuopt_offload: the host module does not verify after offloading (a gpuopt bug): %.600s", msg ? msg : "");
      LLVMDisposeMessage(msg);
      goto out;
    }
    LLVMDisposeMessage(msg);
  }
  if (report_out && (st = make_report(&s, report_out))) goto out;
  if (device_out && !s.opts.analyze_only) {
    *device_out = s.dev;
    s.dev = NULL;
  }
out:
  if (s.dev) LLVMDisposeModule(s.dev);
  if (s.info)
    for (size_t k = 0; k < s.regions.r.len; k++)
      free(s.info[k].data), free(s.info[k].transfers), gpuopt__offload_feat_free(&s.info[k].feat);
  free(s.info);
  gpuopt__omp_regions_free(&s.regions);
  gpuopt__seq_report_free(&s.seq);
  if (work != host) LLVMDisposeModule(work);
  return st;
}
