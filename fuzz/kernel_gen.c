/* kernel generator for kernel_fuzzer: bytes -> a valid random kernel with loops, branches,
 * switches, phis, shared memory, barriers and thread ids, built with the LLVM-C builder.
 *
 * Structured generation keeps SSA valid by construction: a pool of values that dominate the
 * insertion point; a region (then/else arm, switch case, loop body) may use the pool but what it
 * defines leaves the pool when the region closes, and flows out only through the join's phis (or
 * the loop latch's values, which dominate the single exit). Each pool value carries a "block-uniform"
 * bit (computed from uniform sources only: ntid, ctaid, %n, constants, and phis of uniform values at
 * joins of uniform branches); barriers and the shared-memory phases (store sh[tid]; barrier;
 * load sh[x urem ntid]; barrier) are emitted only where all enclosing conditions are uniform, so
 * the kernel never has a divergent barrier or a shared-memory race. Bounded everything: in[] index
 * masked, out[] slots owned by the thread, divisors forced odd, shift amounts masked, loop trip
 * counts masked to 0..7 (do-while). */
#include "kernel_gen.h"

#include <string.h>

#define POOL_MAX 256
#define MAX_DEPTH 3

typedef struct gen {
  const uint8_t *d;
  size_t n, pos;
  LLVMContextRef c;
  LLVMModuleRef m;
  LLVMBuilderRef b;
  LLVMValueRef fn, in, out, narg, sh;
  LLVMTypeRef i1, i32, i64, ptr, sh_ty;
  LLVMValueRef tid, ntid, gid;
  LLVMValueRef pool[POOL_MAX];
  unsigned char uni[POOL_MAX];
  size_t npool;
  int uniform_ctx;
  int budget;
  kgen_info *info;
  unsigned id;
} gen;

static unsigned take(gen *g, unsigned k) {
  if (k <= 1) return 0;
  if (g->pos >= g->n) return 0;
  return g->d[g->pos++] % k;
}

static void push(gen *g, LLVMValueRef v, int uni) {
  if (g->npool >= POOL_MAX) return; /* full: drop (replacing could leak a region's value out) */
  g->pool[g->npool] = v;
  g->uni[g->npool] = (unsigned char)uni;
  g->npool++;
}

static size_t pick(gen *g) { return take(g, (unsigned)g->npool); }

static LLVMValueRef k32(gen *g, long long v) { return LLVMConstInt(g->i32, (unsigned long long)v, 1); }

/* "v<id>": names make the IR readable in crash reports. */
static const char *nm(gen *g, char *buf) {
  buf[0] = 'v';
  unsigned x = g->id++, i = 1;
  char tmp[16];
  unsigned k = 0;
  do tmp[k++] = (char)('0' + x % 10); while ((x /= 10) && k < 15);
  while (k) buf[i++] = tmp[--k];
  buf[i] = 0;
  return buf;
}

static LLVMValueRef call_sreg(gen *g, const char *name) {
  LLVMTypeRef ft = LLVMFunctionType(g->i32, NULL, 0, 0);
  LLVMValueRef f = LLVMGetNamedFunction(g->m, name);
  if (!f) f = LLVMAddFunction(g->m, name, ft);
  return LLVMBuildCall2(g->b, ft, f, NULL, 0, name + 24);
}

static void barrier(gen *g) {
  LLVMTypeRef ft = LLVMFunctionType(LLVMVoidTypeInContext(g->c), NULL, 0, 0);
  LLVMValueRef f = LLVMGetNamedFunction(g->m, "llvm.nvvm.barrier0");
  if (!f) f = LLVMAddFunction(g->m, "llvm.nvvm.barrier0", ft);
  LLVMBuildCall2(g->b, ft, f, NULL, 0, "");
  g->info->barriers++;
}

static LLVMBasicBlockRef new_block(gen *g, const char *what) {
  g->info->blocks++;
  return LLVMAppendBasicBlockInContext(g->c, g->fn, what);
}

/* One arithmetic instruction over pool values (or a constant). */
static void gen_arith(gen *g) {
  size_t ia = pick(g), ib = pick(g);
  LLVMValueRef a = g->pool[ia], bv = take(g, 4) ? g->pool[ib] : k32(g, (long long)take(g, 64) - 16);
  int uni = g->uni[ia] && (LLVMIsConstant(bv) || g->uni[ib]);
  char name[16];
  nm(g, name);
  LLVMValueRef r;
  switch (take(g, 14)) {
  case 0: r = LLVMBuildAdd(g->b, a, bv, name); break;
  case 1: r = LLVMBuildSub(g->b, a, bv, name); break;
  case 2: r = LLVMBuildMul(g->b, a, bv, name); break;
  case 3: r = LLVMBuildAnd(g->b, a, bv, name); break;
  case 4: r = LLVMBuildOr(g->b, a, bv, name); break;
  case 5: r = LLVMBuildXor(g->b, a, bv, name); break;
  case 6: r = LLVMBuildShl(g->b, a, LLVMBuildAnd(g->b, bv, k32(g, 31), ""), name); break;
  case 7: r = LLVMBuildLShr(g->b, a, LLVMBuildAnd(g->b, bv, k32(g, 31), ""), name); break;
  case 8: r = LLVMBuildAShr(g->b, a, LLVMBuildAnd(g->b, bv, k32(g, 31), ""), name); break;
  case 9: r = LLVMBuildUDiv(g->b, a, LLVMBuildOr(g->b, bv, k32(g, 1), ""), name); break;
  case 10: r = LLVMBuildURem(g->b, a, LLVMBuildOr(g->b, bv, k32(g, 1), ""), name); break;
  case 11: /* positive odd divisor: no INT_MIN / -1 */
    r = LLVMBuildSDiv(g->b, a, LLVMBuildOr(g->b, LLVMBuildAnd(g->b, bv, k32(g, 255), ""), k32(g, 1), ""), name);
    break;
  case 12: { /* 64-bit division (gpucc §3.6 bypass) */
    LLVMValueRef a64 = LLVMBuildZExt(g->b, a, g->i64, ""), b64 = LLVMBuildSExt(g->b, bv, g->i64, "");
    b64 = LLVMBuildOr(g->b, b64, LLVMConstInt(g->i64, 1, 0), "");
    LLVMValueRef q = take(g, 2) ? LLVMBuildUDiv(g->b, a64, b64, "") : LLVMBuildURem(g->b, a64, b64, "");
    r = LLVMBuildTrunc(g->b, q, g->i32, name);
    break;
  }
  default: { /* compare and select */
    static const LLVMIntPredicate preds[] = {LLVMIntEQ, LLVMIntNE, LLVMIntULT, LLVMIntSLT, LLVMIntUGE, LLVMIntSGT};
    size_t ic = pick(g);
    LLVMValueRef cmp = LLVMBuildICmp(g->b, preds[take(g, 6)], a, bv, "");
    r = LLVMBuildSelect(g->b, cmp, g->pool[ic], a, name);
    uni = uni && g->uni[ic];
    break;
  }
  }
  g->info->insts++;
  push(g, r, uni);
}

static LLVMValueRef gep_i32(gen *g, LLVMValueRef base, LLVMValueRef idx32) {
  LLVMValueRef i64v = LLVMBuildZExt(g->b, idx32, g->i64, "");
  return LLVMBuildGEP2(g->b, g->i32, base, &i64v, 1, "");
}

static void gen_load(gen *g) {
  size_t i = pick(g);
  LLVMValueRef idx = LLVMBuildAnd(g->b, g->pool[i], k32(g, KGEN_IN_N - 1), "");
  char name[16];
  LLVMValueRef v = LLVMBuildLoad2(g->b, g->i32, gep_i32(g, g->in, idx), nm(g, name));
  g->info->insts++;
  push(g, v, g->uni[i]); /* in[] is read-only: a uniform address reads a uniform value */
}

static void gen_store(gen *g) {
  size_t i = pick(g);
  LLVMValueRef slot = LLVMBuildAdd(g->b, LLVMBuildMul(g->b, g->gid, k32(g, KGEN_SLOTS), ""),
                                   k32(g, (long long)take(g, KGEN_SLOTS)), "");
  LLVMBuildStore(g->b, g->pool[i], gep_i32(g, g->out, slot));
  g->info->insts++;
}

/* store sh[tid] = v; barrier; w = sh[x urem ntid]; barrier. Only under block-uniform control. */
static void gen_shared(gen *g) {
  size_t i = pick(g), j = pick(g);
  LLVMValueRef z = k32(g, 0);
  LLVMValueRef idx[2] = {z, g->tid};
  LLVMBuildStore(g->b, g->pool[i], LLVMBuildGEP2(g->b, g->sh_ty, g->sh, idx, 2, ""));
  barrier(g);
  idx[1] = LLVMBuildURem(g->b, g->pool[j], g->ntid, "");
  char name[16];
  LLVMValueRef v = LLVMBuildLoad2(g->b, g->i32, LLVMBuildGEP2(g->b, g->sh_ty, g->sh, idx, 2, ""), nm(g, name));
  barrier(g);
  g->info->insts += 3;
  push(g, v, 0);
}

static void gen_region(gen *g, int depth);

static void gen_if(gen *g, int depth) {
  size_t ia = pick(g), ib = pick(g);
  static const LLVMIntPredicate preds[] = {LLVMIntEQ, LLVMIntNE, LLVMIntULT, LLVMIntSLT, LLVMIntUGT, LLVMIntSGE};
  LLVMValueRef cond = LLVMBuildICmp(g->b, preds[take(g, 6)], g->pool[ia], g->pool[ib], "");
  int cuni = g->uni[ia] && g->uni[ib];
  LLVMBasicBlockRef tb = new_block(g, "then"), eb = new_block(g, "else"), jb = new_block(g, "join");
  LLVMBuildCondBr(g->b, cond, tb, eb);
  g->info->branches++;
  size_t saved = g->npool;
  int saved_ctx = g->uniform_ctx;
  g->uniform_ctx = saved_ctx && cuni;
  LLVMValueRef vals[2];
  LLVMBasicBlockRef ends[2];
  int unis[2];
  LLVMBasicBlockRef arms[2] = {tb, eb};
  for (int k = 0; k < 2; k++) {
    LLVMPositionBuilderAtEnd(g->b, arms[k]);
    gen_region(g, depth + 1);
    size_t p = pick(g);
    vals[k] = g->pool[p];
    unis[k] = g->uni[p];
    ends[k] = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, jb);
    g->npool = saved;
  }
  g->uniform_ctx = saved_ctx;
  LLVMPositionBuilderAtEnd(g->b, jb);
  char name[16];
  LLVMValueRef phi = LLVMBuildPhi(g->b, g->i32, nm(g, name));
  LLVMAddIncoming(phi, vals, ends, 2);
  push(g, phi, cuni && unis[0] && unis[1]);
}

static void gen_switch(gen *g, int depth) {
  size_t is = pick(g);
  /* urem 5, not and 3: with "and 3" LLVM proves the default unreachable, which the interpreter's
   * reconvergence does not handle yet (fuzz/known-issues/README.md) */
  LLVMValueRef sel = LLVMBuildURem(g->b, g->pool[is], k32(g, 5), "");
  int cuni = g->uni[is];
  enum { NC = 4 };
  LLVMBasicBlockRef cases[NC], jb;
  for (int k = 0; k < NC; k++) cases[k] = new_block(g, k == NC - 1 ? "default" : "case");
  jb = new_block(g, "endswitch");
  LLVMValueRef sw = LLVMBuildSwitch(g->b, sel, cases[NC - 1], NC - 1);
  for (int k = 0; k < NC - 1; k++) LLVMAddCase(sw, k32(g, k), cases[k]);
  g->info->switches++;
  size_t saved = g->npool;
  int saved_ctx = g->uniform_ctx, all_uni = cuni;
  g->uniform_ctx = saved_ctx && cuni;
  LLVMValueRef vals[NC];
  LLVMBasicBlockRef ends[NC];
  for (int k = 0; k < NC; k++) {
    LLVMPositionBuilderAtEnd(g->b, cases[k]);
    if (take(g, 2)) gen_region(g, depth + 1);
    size_t p = pick(g);
    vals[k] = g->pool[p];
    all_uni = all_uni && g->uni[p];
    ends[k] = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, jb);
    g->npool = saved;
  }
  g->uniform_ctx = saved_ctx;
  LLVMPositionBuilderAtEnd(g->b, jb);
  char name[16];
  LLVMValueRef phi = LLVMBuildPhi(g->b, g->i32, nm(g, name));
  LLVMAddIncoming(phi, vals, ends, NC);
  push(g, phi, all_uni);
}

/* do { body } while (++i < (trip & 7)): header phis i and acc, body region, latch, single exit. */
static void gen_loop(gen *g, int depth) {
  size_t it = pick(g), i0 = pick(g);
  LLVMValueRef trip = LLVMBuildAnd(g->b, g->pool[it], k32(g, 7), "trip");
  int luni = g->uni[it];
  LLVMValueRef init = g->pool[i0];
  LLVMBasicBlockRef pre = LLVMGetInsertBlock(g->b);
  LLVMBasicBlockRef hb = new_block(g, "loop"), xb = new_block(g, "exit");
  LLVMBuildBr(g->b, hb);
  g->info->loops++;
  LLVMPositionBuilderAtEnd(g->b, hb);
  LLVMValueRef iv = LLVMBuildPhi(g->b, g->i32, "i");
  char name[16];
  LLVMValueRef acc = LLVMBuildPhi(g->b, g->i32, nm(g, name));
  size_t saved = g->npool;
  int saved_ctx = g->uniform_ctx;
  g->uniform_ctx = saved_ctx && luni;
  push(g, iv, luni && saved_ctx);
  push(g, acc, 0);
  gen_region(g, depth + 1);
  size_t pu = pick(g);
  LLVMValueRef upd = g->pool[pu];
  LLVMValueRef accn = take(g, 2) ? LLVMBuildAdd(g->b, acc, upd, nm(g, name)) : LLVMBuildXor(g->b, acc, upd, nm(g, name));
  LLVMValueRef inext = LLVMBuildAdd(g->b, iv, k32(g, 1), "i.next");
  LLVMValueRef again = LLVMBuildICmp(g->b, LLVMIntULT, inext, trip, "");
  LLVMBasicBlockRef latch = LLVMGetInsertBlock(g->b);
  LLVMBuildCondBr(g->b, again, hb, xb);
  LLVMValueRef v0[2] = {k32(g, 0), inext};
  LLVMBasicBlockRef b0[2] = {pre, latch};
  LLVMAddIncoming(iv, v0, b0, 2);
  LLVMValueRef v1[2] = {init, accn};
  LLVMAddIncoming(acc, v1, b0, 2);
  g->npool = saved;
  g->uniform_ctx = saved_ctx;
  LLVMPositionBuilderAtEnd(g->b, xb);
  push(g, accn, 0);
  push(g, inext, luni && saved_ctx);
  g->info->insts += 5;
}

static void gen_stmt(gen *g, int depth) {
  unsigned k = take(g, depth < MAX_DEPTH ? 11 : 7);
  g->budget--;
  switch (k) {
  case 0: case 1: case 2: gen_arith(g); break;
  case 3: gen_load(g); break;
  case 4: gen_store(g); break;
  case 5: gen_arith(g); break;
  case 6:
    if (g->uniform_ctx) gen_shared(g);
    else gen_store(g);
    break;
  case 7: case 8: gen_if(g, depth); break;
  case 9: gen_loop(g, depth); break;
  default: gen_switch(g, depth); break;
  }
}

static void gen_region(gen *g, int depth) {
  unsigned k = 1 + take(g, 4);
  for (unsigned i = 0; i < k && g->budget > 0; i++) gen_stmt(g, depth);
}

LLVMModuleRef kgen_build(LLVMContextRef llctx, const uint8_t *data, size_t size, kgen_info *info) {
  gen G, *g = &G;
  memset(g, 0, sizeof *g);
  memset(info, 0, sizeof *info);
  g->d = data;
  g->n = size;
  g->c = llctx;
  g->info = info;
  static const unsigned blocks[] = {32, 64, 96, 128, 48, 256, 40, 33};
  info->block = blocks[take(g, 8)];
  info->grid = 1 + take(g, 3);
  info->n = (int32_t)take(g, 200) - 20;
  info->seed = take(g, 256);
  g->budget = 8 + (int)take(g, 40);
  g->m = LLVMModuleCreateWithNameInContext("kgen", llctx);
  LLVMSetTarget(g->m, "nvptx64-nvidia-cuda");
  LLVMSetDataLayout(g->m, "e-i64:64-i128:128-v16:16-v32:32-n16:32:64");
  g->i1 = LLVMInt1TypeInContext(llctx);
  g->i32 = LLVMInt32TypeInContext(llctx);
  g->i64 = LLVMInt64TypeInContext(llctx);
  g->ptr = LLVMPointerTypeInContext(llctx, 0);
  g->sh_ty = LLVMArrayType2(g->i32, KGEN_SH);
  g->sh = LLVMAddGlobalInAddressSpace(g->m, g->sh_ty, "sh", 3);
  LLVMSetLinkage(g->sh, LLVMInternalLinkage);
  LLVMSetInitializer(g->sh, LLVMGetUndef(g->sh_ty));
  LLVMTypeRef params[3] = {g->ptr, g->ptr, g->i32};
  g->fn = LLVMAddFunction(g->m, "k", LLVMFunctionType(LLVMVoidTypeInContext(llctx), params, 3, 0));
  g->in = LLVMGetParam(g->fn, 0);
  g->out = LLVMGetParam(g->fn, 1);
  g->narg = LLVMGetParam(g->fn, 2);
  LLVMSetValueName2(g->in, "in", 2);
  LLVMSetValueName2(g->out, "out", 3);
  LLVMSetValueName2(g->narg, "n", 1);
#if defined(GPUOPT_LLVM_VERSION) && GPUOPT_LLVM_VERSION >= 20
  LLVMSetFunctionCallConv(g->fn, 71); /* ptx_kernel */
#else
  LLVMMetadataRef md[3] = {LLVMValueAsMetadata(g->fn), LLVMMDStringInContext2(llctx, "kernel", 6),
                           LLVMValueAsMetadata(LLVMConstInt(g->i32, 1, 0))};
  LLVMAddNamedMetadataOperand(g->m, "nvvm.annotations", LLVMMetadataAsValue(llctx, LLVMMDNodeInContext2(llctx, md, 3)));
#endif
  g->b = LLVMCreateBuilderInContext(llctx);
  LLVMPositionBuilderAtEnd(g->b, new_block(g, "entry"));
  g->tid = call_sreg(g, "llvm.nvvm.read.ptx.sreg.tid.x");
  g->ntid = call_sreg(g, "llvm.nvvm.read.ptx.sreg.ntid.x");
  LLVMValueRef ctaid = call_sreg(g, "llvm.nvvm.read.ptx.sreg.ctaid.x");
  g->gid = LLVMBuildAdd(g->b, LLVMBuildMul(g->b, ctaid, g->ntid, ""), g->tid, "gid");
  g->uniform_ctx = 1;
  push(g, g->tid, 0);
  push(g, g->gid, 0);
  push(g, g->ntid, 1);
  push(g, ctaid, 1);
  push(g, g->narg, 1);
  push(g, k32(g, 0), 1);
  push(g, k32(g, 1), 1);
  push(g, k32(g, -7), 1);
  while (g->budget > 0) gen_region(g, 0);
  /* every thread writes a digest of what it computed */
  LLVMValueRef h = k32(g, 0);
  for (size_t i = 0; i < g->npool; i++) h = LLVMBuildXor(g->b, LLVMBuildMul(g->b, h, k32(g, 31), ""), g->pool[i], "");
  LLVMValueRef last = LLVMBuildAdd(g->b, LLVMBuildMul(g->b, g->gid, k32(g, KGEN_SLOTS), ""), k32(g, KGEN_SLOTS - 1), "");
  LLVMBuildStore(g->b, h, gep_i32(g, g->out, last));
  LLVMBuildRetVoid(g->b);
  LLVMDisposeBuilder(g->b);
  return g->m;
}
