/* Copy fusion for offloaded loops (issue 16; DawnCC, Mendonça et al., TACO 2017, §5; Wang, Grewe,
 * O'Boyle, TACO 2014, §4.1 "host-device communication": written ranges go back only when the host
 * reads them).
 *
 * From each offloaded loop's call (a *site*) every path of the host function is followed until the
 * next site. What the host does on the way decides where device data must be current on the host:
 *   - a plain load or store (not volatile, not atomic, address space 0) outside any host loop is a
 *     *touch*: __gpuopt_omp_touch(address, bytes, is_store) before it copies back only device data
 *     newer than the host that meets those bytes, and a store also invalidates the device copy of
 *     the bytes it writes; the walk goes on past it;
 *   - a host loop (a natural loop whose blocks hold no site) whose accesses have symbolic bounds
 *     before it (the access bounds of DawnCC §3.1: src/analysis/bounds.c, expanded by bounds_ir.c)
 *     and which calls nothing that touches memory is touched as a whole at its preheader, one
 *     __gpuopt_omp_touch per array over [lowest, highest byte] (a store if the loop writes it), and
 *     the walk goes on at its exits: a boundary loop between two sweeps keeps the rest on the device;
 *   - accesses of a private stack slot (an alloca that is no array or struct reaching a call: the
 *     runtime never keeps a device copy of it past a launch) and calls that touch no memory
 *     (memory(none), libm's scalar math, which writes only errno) need nothing;
 *   - anything else that touches memory or leaves the function (another call, a return, a host loop
 *     that cannot be bounded) is a *sync point*: __gpuopt_omp_sync() before it copies everything back.
 * A touch is conservative in every case: copying back or invalidating more than a host access needs
 * only costs transfers, so a bound that covers more than the loop touches is safe; one that covers
 * less is not (the bounds analysis's guarantee).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "analysis/loopnest.h"
#include "core/ir.h"
#include "transform/bounds_ir.h"
#include "transform/offload_fusion.h"

typedef VEC(LLVMValueRef) VEC_VALS;

struct gpuopt__fusion {
  gpuopt_ctx *ctx;
  LLVMModuleRef m;
  gpuopt__fusion_site_fn is_site;
  void *user;
  int dry;
  gpuopt_ptrmap points, touches; /* instruction -> 1 */
  VEC_VALS point_order, touch_order;
  /* the function the per-function facts below are of */
  LLVMValueRef fn;
  gpuopt_cfg *cfg;
  uint8_t *site_free;            /* per block: holds no site call */
  uint8_t *cyc;                  /* per block: on a cycle through no site block */
  gpuopt_fninfo *fi;             /* natural loops (the context's cache) */
  lf_func F;                     /* loop facts and access bounds, built on demand */
  int have_F;
  gpuopt_ptrmap loop_done;       /* loop header block (of any function) -> 1 touched as a whole
                                    (its checks emitted once), 2 not possible */
};

static const char *vname(LLVMValueRef v) {
  size_t n;
  const char *s = LLVMGetValueName2(v, &n);
  return s ? s : "";
}

gpuopt__fusion *gpuopt__fusion_new(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt__fusion_site_fn is_site, void *user, int dry) {
  gpuopt__fusion *f = calloc(1, sizeof *f);
  if (!f) return NULL;
  f->ctx = ctx, f->m = m, f->is_site = is_site, f->user = user, f->dry = dry;
  gpuopt__ptrmap_init(&f->points);
  gpuopt__ptrmap_init(&f->touches);
  gpuopt__ptrmap_init(&f->loop_done);
  return f;
}

static void drop_fn(gpuopt__fusion *f) {
  gpuopt__cfg_free(f->cfg);
  free(f->site_free), free(f->cyc);
  if (f->have_F) gpuopt__lf_free(&f->F);
  f->cfg = NULL, f->site_free = f->cyc = NULL, f->fi = NULL, f->have_F = 0, f->fn = NULL;
}

void gpuopt__fusion_free(gpuopt__fusion *f) {
  if (!f) return;
  drop_fn(f);
  gpuopt__ptrmap_free(&f->points);
  gpuopt__ptrmap_free(&f->touches);
  gpuopt__ptrmap_free(&f->loop_done);
  VEC_FREE(&f->point_order);
  VEC_FREE(&f->touch_order);
  free(f);
}

int gpuopt__reaches_call(LLVMValueRef v, int depth) {
  if (depth > 8) return 1;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user)) continue;
    switch (LLVMGetInstructionOpcode(user)) {
    case LLVMCall: {
      LLVMValueRef c = LLVMGetCalledValue(user);
      const char *n = LLVMIsAFunction(c) ? vname(c) : "";
      if (strncmp(n, "llvm.", 5)) return 1;
      break;
    }
    case LLVMStore:
      if (LLVMGetOperand(user, 0) == v) return 1; /* the address itself is stored */
      break;
    case LLVMGetElementPtr:
    case LLVMBitCast:
    case LLVMPHI:
    case LLVMSelect:
      if (gpuopt__reaches_call(user, depth + 1)) return 1;
      break;
    default:
      break;
    }
  }
  return 0;
}

/* ---- what a host instruction needs ---- */

/* Whether an instruction may read or write memory the host shares with the device. */
static int touches_memory(LLVMValueRef in) {
  switch (LLVMGetInstructionOpcode(in)) {
  case LLVMLoad:
  case LLVMStore:
  case LLVMAtomicRMW:
  case LLVMAtomicCmpXchg:
  case LLVMFence:
  case LLVMVAArg:
  case LLVMInvoke:
  case LLVMRet:
  case LLVMResume:
  case LLVMUnreachable:
    return 1;
  case LLVMCall: {
    LLVMValueRef c = LLVMGetCalledValue(in);
    const char *n = LLVMIsAFunction(c) ? vname(c) : "";
    return !(!strncmp(n, "llvm.lifetime.", 14) || !strncmp(n, "llvm.dbg.", 9) || !strncmp(n, "llvm.assume", 11) ||
             !strcmp(n, "__gpuopt_omp_touch"));
  }
  default:
    return 0;
  }
}

/* The object an address comes from, through GEPs and casts. */
static LLVMValueRef address_root(LLVMValueRef p) {
  for (int d = 0; d < 32; d++) {
    if (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p)) p = LLVMGetOperand(p, 0);
    else if (LLVMIsAConstantExpr(p) && (LLVMGetConstOpcode(p) == LLVMGetElementPtr || LLVMGetConstOpcode(p) == LLVMBitCast))
      p = LLVMGetOperand(p, 0);
    else break;
  }
  return p;
}

/* A stack slot the runtime never keeps on the device past a launch: not an array or struct whose
 * address reaches a call (offload.c's register_frames registers exactly those). */
static int private_slot(LLVMValueRef p) {
  LLVMValueRef r = address_root(p);
  if (!LLVMIsAAllocaInst(r)) return 0;
  LLVMTypeKind k = LLVMGetTypeKind(LLVMGetAllocatedType(r));
  return !((k == LLVMArrayTypeKind || k == LLVMStructTypeKind) && gpuopt__reaches_call(r, 0));
}

/* A call that touches no memory the device may hold: memory(none) (at the call or on the callee),
 * or libm's scalar math on scalars (it writes errno, which no loop is given). */
static int memoryless_call(LLVMValueRef in) {
  static const char mem[] = "memory";
  unsigned km = LLVMGetEnumAttributeKindForName(mem, sizeof mem - 1);
  LLVMValueRef c = LLVMGetCalledValue(in);
  LLVMAttributeRef a = km ? LLVMGetCallSiteEnumAttribute(in, LLVMAttributeFunctionIndex, km) : NULL;
  if (!a && km && LLVMIsAFunction(c)) a = LLVMGetEnumAttributeAtIndex(c, LLVMAttributeFunctionIndex, km);
  if (a && LLVMGetEnumAttributeValue(a) == 0) return 1;
  if (!LLVMIsAFunction(c) || !LLVMIsDeclaration(c)) return 0;
  static const char *const libm[] = {"sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow",
                                     "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
                                     "fabs", "floor", "ceil", "round", "trunc", "fmod", "fmin", "fmax", "hypot", "erf"};
  const char *n = vname(c);
  size_t len = strlen(n);
  if (len && n[len - 1] == 'f') len--; /* sqrtf */
  int known = 0;
  for (size_t i = 0; i < sizeof libm / sizeof *libm && !known; i++)
    known = strlen(libm[i]) == len && !strncmp(n, libm[i], len);
  if (!known) return 0;
  LLVMTypeKind rk = LLVMGetTypeKind(LLVMTypeOf(in));
  if (rk != LLVMFloatTypeKind && rk != LLVMDoubleTypeKind) return 0;
  unsigned na = LLVMGetNumArgOperands(in);
  for (unsigned i = 0; i < na; i++) {
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(in, i)));
    if (k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind) return 0;
  }
  return 1;
}

/* The facts of fn: its CFG, the blocks without a site call, the blocks on a cycle through no such
 * block (Tarjan's SCCs of the CFG without the site blocks), its natural loops. 0: out of memory. */
static int need_fn(gpuopt__fusion *f, LLVMValueRef fn) {
  if (f->fn == fn && f->cyc) return 1;
  drop_fn(f);
  f->fn = fn;
  if (gpuopt__cfg_build(f->ctx, fn, &f->cfg)) return 0;
  uint32_t n = f->cfg->g.n;
  uint32_t *comp = malloc((n ? n : 1) * sizeof *comp), *size = calloc(n + 1, sizeof *size);
  f->site_free = malloc(n ? n : 1);
  f->cyc = calloc(n ? n : 1, 1);
  int ok = comp && size && f->site_free && f->cyc;
  for (uint32_t b = 0; ok && b < n; b++) {
    f->site_free[b] = 1;
    for (LLVMValueRef i = LLVMGetFirstInstruction(f->cfg->blocks[b]); i; i = LLVMGetNextInstruction(i))
      if (f->is_site(f->user, i)) f->site_free[b] = 0;
  }
  gpuopt_arena a;
  gpuopt__arena_init(&a);
  uint32_t nc = ok ? gpuopt__scc(&a, &f->cfg->g, f->site_free, comp) : 0;
  if (ok && a.oom) ok = 0;
  for (uint32_t b = 0; ok && b < n; b++)
    if (f->site_free[b] && comp[b] < nc) size[comp[b]]++;
  for (uint32_t b = 0; ok && b < n; b++) {
    if (!f->site_free[b] || comp[b] >= nc) continue;
    if (size[comp[b]] > 1) f->cyc[b] = 1;
    CFG_SUCCS(&f->cfg->g, b, it) if (*it == b) f->cyc[b] = 1;
  }
  gpuopt__arena_free(&a);
  free(comp), free(size);
  if (ok && gpuopt__require(f->ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &f->fi)) ok = 0;
  if (!ok) {
    free(f->cyc), f->cyc = NULL;
    f->fi = NULL;
  }
  return ok;
}

enum { HOST_NONE, HOST_TOUCH, HOST_SYNC };

static int host_need(gpuopt__fusion *f, LLVMValueRef in) {
  if (!touches_memory(in)) return HOST_NONE;
  LLVMOpcode op = LLVMGetInstructionOpcode(in);
  if (op == LLVMCall) return memoryless_call(in) ? HOST_NONE : HOST_SYNC;
  if (op != LLVMLoad && op != LLVMStore) return HOST_SYNC;
  if (LLVMGetVolatile(in) || LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic) return HOST_SYNC;
  LLVMValueRef p = LLVMGetOperand(in, op == LLVMLoad ? 0 : 1);
  if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 0) return HOST_SYNC;
  if (private_slot(p)) return HOST_NONE;
  if (!need_fn(f, LLVMGetBasicBlockParent(LLVMGetInstructionParent(in)))) return HOST_SYNC;
  uint32_t b = gpuopt__cfg_block(f->cfg, LLVMGetInstructionParent(in));
  return b == GPUOPT_NONE || f->cyc[b] ? HOST_SYNC : HOST_TOUCH;
}

static int note_inst(gpuopt_ptrmap *m, VEC_VALS *order, LLVMValueRef in) {
  if (gpuopt__ptrmap_get(m, in, NULL)) return 1;
  return gpuopt__ptrmap_put(m, in, 1) && VEC_PUSH(order, in);
}

/* ---- host loops touched as a whole ---- */

/* The outermost natural loop of f->fn that contains block b and no site block (GPUOPT_NONE: none). */
static uint32_t host_loop_of(const gpuopt__fusion *f, uint32_t b) {
  const gpuopt_loops *ls = f->fi->loops;
  uint32_t l = ls->innermost[b], best = GPUOPT_NONE;
  for (; l != GPUOPT_NONE; l = ls->loops[l].parent) {
    const gpuopt_loop *L = &ls->loops[l];
    int free_ = 1;
    for (uint32_t k = 0; k < L->nblocks && free_; k++) free_ = f->site_free[L->blocks[k]];
    if (!free_) break;
    best = l;
  }
  return best;
}

/* Loop l's memory effects are loads and stores only (calls that touch no memory aside), and every
 * array it reaches has bounds before it: then one touch per array at the preheader (emitted unless
 * dry) stands for all its accesses. 1: done (*ntouch touches), 0: not possible (nothing emitted). */
static int touch_loop(gpuopt__fusion *f, uint32_t l, unsigned *ntouch) {
  const gpuopt_loop *L = &f->fi->loops->loops[l];
  *ntouch = 0;
  if (L->preheader == GPUOPT_NONE) return 0;
  LLVMValueRef pterm = LLVMGetBasicBlockTerminator(f->cfg->blocks[L->preheader]);
  if (!pterm || LLVMGetNumSuccessors(pterm) != 1) return 0;
  int any = 0;
  for (uint32_t k = 0; k < L->nblocks; k++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(f->cfg->blocks[L->blocks[k]]); in; in = LLVMGetNextInstruction(in)) {
      if (!touches_memory(in)) continue;
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if (op == LLVMCall && memoryless_call(in)) continue;
      if ((op != LLVMLoad && op != LLVMStore) || LLVMGetVolatile(in) || LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic ||
          LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(in, op == LLVMLoad ? 0 : 1))) != 0)
        return 0;
      if (!private_slot(LLVMGetOperand(in, op == LLVMLoad ? 0 : 1))) any = 1;
    }
  if (!any) return 1; /* private slots only */
  uint32_t header = L->header, nloops = f->fi->loops->nloops;
  if (!f->have_F) {
    if (gpuopt__lf_build(f->ctx, f->fn, &f->F)) {
      gpuopt__lf_free(&f->F);
      return 0;
    }
    f->have_F = 1;
  }
  /* lf_build's facts are of the same function and CFG (the cache's): the loop numbers agree */
  f->fi = f->F.fi;
  if (f->fi->loops->nloops != nloops || f->fi->loops->loops[l].header != header) return 0;
  L = &f->fi->loops->loops[l];
  lf_region R;
  if (!gpuopt__lf_region_bounds(&f->F, l, &R) || !R.analysable) return 0;
  /* every access of the nest is one of R's bases (accesses without a base make R unanalysable) */
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(f->m));
  LLVMValueRef last_orig = LLVMGetPreviousInstruction(pterm);
  LLVMPositionBuilderBefore(b, pterm);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetModuleContext(f->m)), i32 = LLVMInt32TypeInContext(LLVMGetModuleContext(f->m));
  LLVMTypeRef ptr = LLVMPointerTypeInContext(LLVMGetModuleContext(f->m), 0);
  LLVMTypeRef touch_t = LLVMFunctionType(LLVMVoidTypeInContext(LLVMGetModuleContext(f->m)), (LLVMTypeRef[]){ptr, i64, i32}, 3, 0);
  LLVMValueRef touch_f = LLVMGetNamedFunction(f->m, "__gpuopt_omp_touch");
  if (!touch_f) touch_f = LLVMAddFunction(f->m, "__gpuopt_omp_touch", touch_t);
  gpuopt_bir x;
  gpuopt__bir_init(&x, b, i64, f->F.fi, L->preheader);
  unsigned n = 0;
  for (uint32_t q = 0; q < R.nb && x.ok; q++) {
    const lf_bound *bd = &R.b[q];
    if (LLVMIsAAllocaInst(bd->base) && private_slot(bd->base)) continue;
    if (!bd->lo || !bd->hi || !gpuopt__bir_available(&x, bd->base)) {
      x.ok = 0;
      break;
    }
    LLVMValueRef p = gpuopt__bir_i64(&x, bd->base);
    LLVMValueRef lo = gpuopt__bir_emit(&x, bd->lo), hi = gpuopt__bir_emit(&x, bd->hi);
    if (!x.ok || !p || !lo || !hi) {
      x.ok = 0;
      break;
    }
    /* [p + lo, p + hi]: nothing when the loop would touch nothing (hi < lo) */
    LLVMValueRef len = LLVMBuildAdd(b, LLVMBuildSub(b, hi, lo, ""), LLVMConstInt(i64, 1, 0), "");
    LLVMValueRef zero = LLVMConstInt(i64, 0, 0);
    len = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSGT, len, zero, ""), len, zero, "host.loop.bytes");
    LLVMValueRef at = LLVMBuildIntToPtr(b, LLVMBuildAdd(b, p, lo, ""), ptr, "host.loop.lo");
    LLVMValueRef args[3] = {at, len, LLVMConstInt(i32, bd->write ? 1 : 0, 0)};
    LLVMValueRef c = LLVMBuildCall2(b, touch_t, touch_f, args, 3, "");
    LLVMInstructionSetDebugLoc(c, LLVMInstructionGetDebugLoc(pterm));
    n++;
  }
  LLVMDisposeBuilder(b);
  if (!x.ok || f->dry) {
    for (LLVMValueRef i = LLVMGetPreviousInstruction(pterm), prev; i && i != last_orig; i = prev) {
      prev = LLVMGetPreviousInstruction(i);
      LLVMInstructionEraseFromParent(i);
    }
    if (!LLVMGetFirstUse(touch_f) && LLVMIsDeclaration(touch_f)) LLVMDeleteFunction(touch_f);
    if (!x.ok) return 0;
  }
  *ntouch = n;
  return 1;
}

/* ---- the walk ---- */

int gpuopt__fusion_walk(gpuopt__fusion *f, LLVMValueRef call, int fuse, unsigned *touches) {
  LLVMValueRef start = LLVMGetNextInstruction(call);
  size_t t0 = f->touch_order.len;
  unsigned looped = 0;
  *touches = 0;
  if (!fuse) {
    if (start) note_inst(&f->points, &f->point_order, start);
    return 1;
  }
  gpuopt_ptrmap seen;
  gpuopt__ptrmap_init(&seen);
  VEC_VALS work = {0};
  int any = 0, oom = 0;
  if (!start || !VEC_PUSH(&work, start)) oom = 1;
  while (!oom && work.len) {
    LLVMValueRef in = work.data[--work.len];
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(in);
    /* a host loop entered at its header: touched as a whole before it, the walk on at its exits */
    if (in == LLVMGetFirstInstruction(bb) && need_fn(f, LLVMGetBasicBlockParent(bb))) {
      uint32_t bn = gpuopt__cfg_block(f->cfg, bb), l = bn == GPUOPT_NONE ? GPUOPT_NONE : host_loop_of(f, bn);
      if (l != GPUOPT_NONE && f->fi->loops->loops[l].header == bn) {
        uintptr_t done = 0;
        unsigned nt = 0;
        if (!gpuopt__ptrmap_get(&f->loop_done, bb, &done)) {
          done = touch_loop(f, l, &nt) ? 1 : 2;
          if (!gpuopt__ptrmap_put(&f->loop_done, bb, done)) oom = 1;
        }
        if (done == 1) {
          looped++;
          const gpuopt_loop *L = &f->fi->loops->loops[l];
          for (uint32_t e = 0; e < L->nexits && !oom; e++) {
            LLVMBasicBlockRef xb = f->cfg->blocks[L->exits[e]];
            if (gpuopt__ptrmap_get(&seen, xb, NULL)) continue;
            if (!gpuopt__ptrmap_put(&seen, xb, 1) || !VEC_PUSH(&work, LLVMGetFirstInstruction(xb))) oom = 1;
          }
          continue;
        }
      }
    }
    for (; in; in = LLVMGetNextInstruction(in)) {
      if (f->is_site(f->user, in)) break;
      int need = host_need(f, in);
      if (need == HOST_TOUCH) {
        if (!note_inst(&f->touches, &f->touch_order, in)) oom = 1;
        continue;
      }
      if (need == HOST_SYNC) {
        any = 1;
        if (!note_inst(&f->points, &f->point_order, in)) oom = 1;
        break;
      }
      if (LLVMIsATerminatorInst(in)) {
        unsigned ns = LLVMGetNumSuccessors(in);
        for (unsigned i = 0; i < ns; i++) {
          LLVMBasicBlockRef sb = LLVMGetSuccessor(in, i);
          if (gpuopt__ptrmap_get(&seen, sb, NULL)) continue;
          if (!gpuopt__ptrmap_put(&seen, sb, 1) || !VEC_PUSH(&work, LLVMGetFirstInstruction(sb))) oom = 1;
        }
        break;
      }
    }
  }
  VEC_FREE(&work);
  gpuopt__ptrmap_free(&seen);
  *touches = (unsigned)(f->touch_order.len - t0) + looped;
  return any || oom;
}

void gpuopt__fusion_emit(gpuopt__fusion *f) {
  if (f->dry) return;
  LLVMContextRef c = LLVMGetModuleContext(f->m);
  LLVMTypeRef voidt = LLVMVoidTypeInContext(c), i64 = LLVMInt64TypeInContext(c), i32 = LLVMInt32TypeInContext(c);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0);
  LLVMTypeRef sync_t = LLVMFunctionType(voidt, NULL, 0, 0);
  LLVMTypeRef touch_t = LLVMFunctionType(voidt, (LLVMTypeRef[]){ptr, i64, i32}, 3, 0);
  LLVMValueRef sync_f = NULL, touch_f = NULL;
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(f->m);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  for (size_t i = 0; i < f->point_order.len; i++) {
    if (!sync_f && !(sync_f = LLVMGetNamedFunction(f->m, "__gpuopt_omp_sync"))) sync_f = LLVMAddFunction(f->m, "__gpuopt_omp_sync", sync_t);
    LLVMPositionBuilderBefore(b, f->point_order.data[i]);
    LLVMValueRef k = LLVMBuildCall2(b, sync_t, sync_f, NULL, 0, "");
    LLVMInstructionSetDebugLoc(k, LLVMInstructionGetDebugLoc(f->point_order.data[i]));
  }
  for (size_t i = 0; i < f->touch_order.len; i++) {
    LLVMValueRef in = f->touch_order.data[i];
    int st = LLVMGetInstructionOpcode(in) == LLVMStore;
    LLVMValueRef p = LLVMGetOperand(in, st ? 1 : 0);
    LLVMTypeRef t = st ? LLVMTypeOf(LLVMGetOperand(in, 0)) : LLVMTypeOf(in);
    if (!touch_f && !(touch_f = LLVMGetNamedFunction(f->m, "__gpuopt_omp_touch"))) touch_f = LLVMAddFunction(f->m, "__gpuopt_omp_touch", touch_t);
    LLVMPositionBuilderBefore(b, in);
    LLVMValueRef args[3] = {p, LLVMConstInt(i64, LLVMStoreSizeOfType(td, t), 0), LLVMConstInt(i32, (unsigned)st, 0)};
    LLVMValueRef k = LLVMBuildCall2(b, touch_t, touch_f, args, 3, "");
    LLVMInstructionSetDebugLoc(k, LLVMInstructionGetDebugLoc(in));
  }
  LLVMDisposeBuilder(b);
}
