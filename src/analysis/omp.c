/* Recognition of OpenMP parallel loops in clang -fopenmp host IR (Wang, Grewe, O'Boyle, TACO'14
 * §3: "the same OpenMP program, no modifications"; the directive is the programmer's promise that
 * the iterations are independent).
 *
 * clang lowers `#pragma omp parallel for` to a call
 *     __kmpc_fork_call(loc, n, @outlined, shared_1, ..., shared_n)
 * whose microtask @outlined(gtid*, btid*, shared_1, ..., shared_n) asks the runtime for its share
 * of the iteration space with __kmpc_for_static_init_{4,4u,8,8u} (schedule(static)) or
 * __kmpc_dispatch_init_* / __kmpc_dispatch_next_* (dynamic, guided, runtime), runs it, and ends
 * with __kmpc_for_static_fini; `collapse` is one linearised iteration space; `reduction` combines
 * private copies after __kmpc_reduce(_nowait) (case 1: under a lock, case 2: with atomics);
 * `atomic` is an atomicrmw/cmpxchg; `critical` brackets code with __kmpc_critical.
 *
 * Sequential loops proved parallel reach this file in the same shape (transform/offload_seq.c):
 * an outlined function behind a __gpuopt_seq_fork marker call.
 *
 * For every fork call this file decides whether the region fits a GPU kernel (exactly one
 * worksharing loop; only the runtime calls above, LLVM intrinsics and math functions the NVPTX
 * back end lowers, defined functions that fit in turn; critical sections whose body is one
 * read-modify-write with an atomic equivalent; no pointers loaded from memory, no thread-local or
 * x86_fp80 data) and how it uses each shared value (by value, a scalar read, a scalar written, an
 * array). Anything else keeps the region on the CPU, with the reason. Requires a verified module
 * whose outlined functions are in SSA form for precise answers (gpuopt_offload runs SROA first);
 * changes nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/omp.h"

/* ---- the OpenMP runtime entry points (one table) ---- */
static const struct {
  const char *name;
  gpuopt__omp_call_kind kind;
  unsigned bits;
  int is_signed;
} omp_calls[] = {
    {"__kmpc_for_static_init_4", OMP_CALL_STATIC_INIT, 32, 1},
    {"__kmpc_for_static_init_4u", OMP_CALL_STATIC_INIT, 32, 0},
    {"__kmpc_for_static_init_8", OMP_CALL_STATIC_INIT, 64, 1},
    {"__kmpc_for_static_init_8u", OMP_CALL_STATIC_INIT, 64, 0},
    {"__kmpc_for_static_fini", OMP_CALL_STATIC_FINI, 0, 0},
    {"__kmpc_dispatch_init_4", OMP_CALL_DISPATCH_INIT, 32, 1},
    {"__kmpc_dispatch_init_4u", OMP_CALL_DISPATCH_INIT, 32, 0},
    {"__kmpc_dispatch_init_8", OMP_CALL_DISPATCH_INIT, 64, 1},
    {"__kmpc_dispatch_init_8u", OMP_CALL_DISPATCH_INIT, 64, 0},
    {"__kmpc_dispatch_next_4", OMP_CALL_DISPATCH_NEXT, 32, 1},
    {"__kmpc_dispatch_next_4u", OMP_CALL_DISPATCH_NEXT, 32, 0},
    {"__kmpc_dispatch_next_8", OMP_CALL_DISPATCH_NEXT, 64, 1},
    {"__kmpc_dispatch_next_8u", OMP_CALL_DISPATCH_NEXT, 64, 0},
    {"__kmpc_dispatch_fini_4", OMP_CALL_DISPATCH_FINI, 32, 1},
    {"__kmpc_dispatch_fini_4u", OMP_CALL_DISPATCH_FINI, 32, 0},
    {"__kmpc_dispatch_fini_8", OMP_CALL_DISPATCH_FINI, 64, 1},
    {"__kmpc_dispatch_fini_8u", OMP_CALL_DISPATCH_FINI, 64, 0},
    {"__kmpc_dispatch_deinit", OMP_CALL_DISPATCH_FINI, 0, 0},
    {"__kmpc_reduce", OMP_CALL_REDUCE, 0, 0},
    {"__kmpc_reduce_nowait", OMP_CALL_REDUCE, 0, 0},
    {"__kmpc_end_reduce", OMP_CALL_END_REDUCE, 0, 0},
    {"__kmpc_end_reduce_nowait", OMP_CALL_END_REDUCE, 0, 0},
    {"__kmpc_critical", OMP_CALL_CRITICAL, 0, 0},
    {"__kmpc_critical_with_hint", OMP_CALL_CRITICAL, 0, 0},
    {"__kmpc_end_critical", OMP_CALL_END_CRITICAL, 0, 0},
    {"__kmpc_barrier", OMP_CALL_BARRIER, 0, 0},
    {"__kmpc_global_thread_num", OMP_CALL_GTID, 0, 0},
};

gpuopt__omp_call_kind gpuopt__omp_call(const char *name, unsigned *bits, int *is_signed) {
  for (size_t i = 0; i < sizeof omp_calls / sizeof omp_calls[0]; i++)
    if (!strcmp(name, omp_calls[i].name)) {
      if (bits) *bits = omp_calls[i].bits;
      if (is_signed) *is_signed = omp_calls[i].is_signed;
      return omp_calls[i].kind;
    }
  if (!strncmp(name, "__kmpc_", 7) || !strncmp(name, "omp_", 4) || !strncmp(name, "__tgt_", 6))
    return OMP_CALL_CPU_ONLY;
  return OMP_CALL_NONE;
}

/* Why a runtime call that has no GPU counterpart keeps a region on the CPU. */
static const char *cpu_only_reason(const char *name) {
  static const struct { const char *prefix, *what; } t[] = {
      {"__kmpc_single", "a `single` construct"},
      {"__kmpc_master", "a `master` construct"},
      {"__kmpc_masked", "a `masked` construct"},
      {"__kmpc_ordered", "an `ordered` construct"},
      {"__kmpc_fork_call", "a nested parallel region"},
      {"__kmpc_omp_task", "a task"},
      {"__kmpc_taskloop", "a taskloop"},
      {"__kmpc_taskgroup", "a taskgroup"},
      {"__kmpc_flush", "a flush"},
      {"__kmpc_copyprivate", "copyprivate"},
      {"__kmpc_push_num_threads", "num_threads"},
      {"__kmpc_cancel", "cancellation"},
      {"__kmpc_for_static_init", "a distribute/teams schedule"},
      {"omp_get_thread_num", "thread numbers (omp_get_thread_num differs on the GPU)"},
      {"omp_get_num_threads", "the team size (omp_get_num_threads differs on the GPU)"},
      {"omp_", "an OpenMP library call"},
  };
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
    if (!strncmp(name, t[i].prefix, strlen(t[i].prefix))) return t[i].what;
  return "an OpenMP runtime call";
}

/* ---- math functions with a device version (an LLVM intrinsic NVPTX lowers) ---- */
static const struct { const char *name, *intrinsic; } math_table[] = {
    {"sqrt", "llvm.sqrt.f64"},   {"sqrtf", "llvm.sqrt.f32"},   {"fabs", "llvm.fabs.f64"},
    {"fabsf", "llvm.fabs.f32"},  {"floor", "llvm.floor.f64"},  {"floorf", "llvm.floor.f32"},
    {"ceil", "llvm.ceil.f64"},   {"ceilf", "llvm.ceil.f32"},   {"trunc", "llvm.trunc.f64"},
    {"truncf", "llvm.trunc.f32"}, {"round", "llvm.round.f64"}, {"roundf", "llvm.round.f32"},
    {"rint", "llvm.rint.f64"},   {"rintf", "llvm.rint.f32"},   {"fmin", "llvm.minnum.f64"},
    {"fminf", "llvm.minnum.f32"}, {"fmax", "llvm.maxnum.f64"}, {"fmaxf", "llvm.maxnum.f32"},
    {"fma", "llvm.fma.f64"},     {"fmaf", "llvm.fma.f32"},     {"copysign", "llvm.copysign.f64"},
    {"copysignf", "llvm.copysign.f32"},
};

int gpuopt__omp_math(const char *name, const char **intrinsic) {
  for (size_t i = 0; i < sizeof math_table / sizeof math_table[0]; i++)
    if (!strcmp(name, math_table[i].name)) {
      if (intrinsic) *intrinsic = math_table[i].intrinsic;
      return 1;
    }
  return 0;
}

/* LLVM intrinsics allowed in offloaded code (prefix match): the NVPTX back end and the
 * interpreter handle them. */
static int intrinsic_ok(const char *name) {
  static const char *const ok[] = {
      "llvm.lifetime.", "llvm.dbg.", "llvm.experimental.noalias.scope.decl", "llvm.assume", "llvm.expect.",
      "llvm.fmuladd.", "llvm.fma.", "llvm.sqrt.", "llvm.fabs.", "llvm.floor.", "llvm.ceil.", "llvm.trunc.",
      "llvm.rint.", "llvm.nearbyint.", "llvm.round.", "llvm.roundeven.", "llvm.minnum.", "llvm.maxnum.",
      "llvm.minimum.", "llvm.maximum.", "llvm.copysign.", "llvm.smin.", "llvm.smax.", "llvm.umin.",
      "llvm.umax.", "llvm.abs.", "llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.", "llvm.bswap.", "llvm.bitreverse.",
      "llvm.fshl.", "llvm.fshr.", "llvm.memcpy.", "llvm.memmove.", "llvm.memset.", "llvm.sadd.", "llvm.uadd.",
      "llvm.ssub.", "llvm.usub.", "llvm.smul.with", "llvm.umul.with", "llvm.invariant.", "llvm.sideeffect",
      "llvm.donothing", "llvm.var.annotation"};
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (!strncmp(name, ok[i], strlen(ok[i]))) return 1;
  return 0;
}

static int is_io(const char *n) {
  static const char *const io[] = {"printf", "fprintf", "sprintf", "snprintf", "puts", "fputs", "putchar", "fputc",
                                   "putc", "fwrite", "fread", "fopen", "fclose", "fflush", "scanf", "fscanf",
                                   "sscanf", "getchar", "fgets", "getc", "fgetc", "perror", "write", "read",
                                   "__isoc99_scanf", "__isoc99_fscanf", "__isoc99_sscanf", "vprintf", "vfprintf"};
  for (size_t i = 0; i < sizeof io / sizeof io[0]; i++)
    if (!strcmp(n, io[i])) return 1;
  return 0;
}

static int is_alloc(const char *n) {
  return !strcmp(n, "malloc") || !strcmp(n, "calloc") || !strcmp(n, "realloc") || !strcmp(n, "free") ||
         !strcmp(n, "aligned_alloc") || !strcmp(n, "posix_memalign");
}

/* ---- per-region scan ---- */
typedef struct scan {
  gpuopt__omp_region *r;
  gpuopt_ptrmap seen_fn;  /* functions already scanned */
  gpuopt_ptrmap seen_gv;  /* globals already recorded */
  int oom;
} scan;

static void reject(gpuopt__omp_region *r, const char *fmt, const char *a, const char *b) {
  if (!r->offloadable) return; /* keep the first reason */
  r->offloadable = 0;
  snprintf(r->reason, sizeof r->reason, fmt, a ? a : "", b ? b : "");
}

static const char *fn_name(LLVMValueRef f) {
  size_t n;
  const char *s = LLVMGetValueName2(f, &n);
  return s && *s ? s : "<unnamed>";
}

static int type_fits(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMX86_FP80TypeKind:
  case LLVMFP128TypeKind:
  case LLVMPPC_FP128TypeKind:
  case LLVMX86_AMXTypeKind:
    return 0;
  case LLVMArrayTypeKind:
  case LLVMVectorTypeKind:
    return type_fits(LLVMGetElementType(t));
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++)
      if (!type_fits(LLVMStructGetTypeAtIndex(t, i))) return 0;
    return 1;
  }
  default:
    return 1;
  }
}

static void note_global(scan *s, LLVMValueRef g) {
  if (gpuopt__ptrmap_get(&s->seen_gv, g, NULL)) return;
  if (!gpuopt__ptrmap_put(&s->seen_gv, g, 1)) {
    s->oom = 1;
    return;
  }
  if (LLVMIsThreadLocal(g)) {
    reject(s->r, "uses the thread-local variable @%s", fn_name(g), NULL);
    return;
  }
  if (!type_fits(LLVMGlobalGetValueType(g))) {
    reject(s->r, "uses @%s, whose type has no GPU equivalent (long double)", fn_name(g), NULL);
    return;
  }
  if (LLVMIsGlobalConstant(g)) return; /* cloned into the device module as it is */
  if (LLVMIsDeclaration(g)) {
    reject(s->r, "uses the external variable @%s (its size is unknown)", fn_name(g), NULL);
    return;
  }
  if (!VEC_PUSH(&s->r->globals, g)) s->oom = 1;
}

/* Globals inside an operand (directly or in constant expressions). */
static void scan_operand(scan *s, LLVMValueRef v, int depth) {
  if (LLVMIsAGlobalVariable(v)) {
    note_global(s, v);
    return;
  }
  if (LLVMIsAFunction(v) || LLVMIsAGlobalAlias(v)) return;
  if (depth < 8 && LLVMIsAConstantExpr(v)) {
    int n = LLVMGetNumOperands(v);
    for (int i = 0; i < n; i++) scan_operand(s, LLVMGetOperand(v, (unsigned)i), depth + 1);
  }
}

static void scan_function(scan *s, LLVMValueRef fn, int depth);

/* p with constant-offset GEPs and casts stripped (a slot of a private array stays private). */
static LLVMValueRef underlying(LLVMValueRef p) {
  for (int i = 0; i < 16; i++) {
    if (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p)) p = LLVMGetOperand(p, 0);
    else break;
  }
  return p;
}

/* Whether p (a value of the region's code) is based on an outlined-function argument holding a
 * shared scalar: then a pointer loaded from it is an array base, not a pointer read from data. */
static int load_of_arg(LLVMValueRef ptr, LLVMValueRef outlined) {
  return LLVMIsAArgument(ptr) && LLVMGetParamParent(ptr) == outlined;
}

static void scan_call(scan *s, LLVMValueRef fn, LLVMValueRef call, int depth) {
  gpuopt__omp_region *r = s->r;
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (LLVMIsAInlineAsm(callee)) {
    reject(r, "contains inline assembly (in %s)", fn_name(fn), NULL);
    return;
  }
  if (!LLVMIsAFunction(callee)) {
    reject(r, "makes an indirect call (in %s)", fn_name(fn), NULL);
    return;
  }
  const char *name = fn_name(callee);
  unsigned bits = 0;
  int sgn = 0;
  switch (gpuopt__omp_call(name, &bits, &sgn)) {
  case OMP_CALL_STATIC_INIT:
  case OMP_CALL_DISPATCH_INIT: {
    if (fn != r->body) {
      reject(r, "has a worksharing loop inside the called function %s", fn_name(fn), NULL);
      return;
    }
    if (r->init) {
      reject(r, "has more than one worksharing loop in one parallel region", NULL, NULL);
      return;
    }
    r->init = call;
    r->loop = gpuopt__omp_call(name, NULL, NULL) == OMP_CALL_STATIC_INIT ? OMP_LOOP_STATIC : OMP_LOOP_DISPATCH;
    r->iv_bits = bits;
    r->iv_signed = sgn;
    LLVMValueRef sched = LLVMGetOperand(call, 2);
    r->schedule = LLVMIsAConstantInt(sched) ? (int)LLVMConstIntGetSExtValue(sched) : -1;
    /* static: 34 (static), 33 (static chunked); anything else (distribute 91/92, unknown) no */
    if (r->loop == OMP_LOOP_STATIC && r->schedule != 33 && r->schedule != 34)
      reject(r, "has a static schedule of kind %s the GPU mapping does not handle", r->schedule == 91 ? "91 (distribute)" : "other", NULL);
    return;
  }
  case OMP_CALL_STATIC_FINI:
  case OMP_CALL_DISPATCH_NEXT:
  case OMP_CALL_DISPATCH_FINI:
  case OMP_CALL_GTID:
  case OMP_CALL_END_REDUCE:
  case OMP_CALL_END_CRITICAL:
    return;
  case OMP_CALL_REDUCE:
    r->reductions++;
    return;
  case OMP_CALL_CRITICAL:
    r->criticals++;
    return;
  case OMP_CALL_BARRIER:
    r->barriers++;
    return;
  case OMP_CALL_CPU_ONLY:
    reject(r, "contains %s (%s)", cpu_only_reason(name), name);
    return;
  case OMP_CALL_NONE:
    break;
  }
  if (!strncmp(name, "llvm.", 5)) {
    if (!intrinsic_ok(name)) reject(r, "calls %s (no NVPTX lowering)", name, NULL);
    return;
  }
  if (gpuopt__omp_math(name, NULL)) return;
  if (!LLVMIsDeclaration(callee)) {
    if (depth >= 16) {
      reject(r, "calls functions nested too deeply (at %s)", name, NULL);
      return;
    }
    scan_function(s, callee, depth + 1);
    return;
  }
  if (is_io(name)) reject(r, "calls %s (I/O)", name, NULL);
  else if (is_alloc(name)) reject(r, "calls %s (memory allocation)", name, NULL);
  else reject(r, "calls %s, which has no definition in the module", name, NULL);
}

static void scan_function(scan *s, LLVMValueRef fn, int depth) {
  gpuopt__omp_region *r = s->r;
  if (gpuopt__ptrmap_get(&s->seen_fn, fn, NULL)) {
    if (fn == r->outlined || depth > 0) { /* reached again: recursion or a shared callee */
      for (size_t i = 0; i < r->functions.len; i++)
        if (r->functions.data[i] == fn) return;
    }
    return;
  }
  if (!gpuopt__ptrmap_put(&s->seen_fn, fn, 1) || !VEC_PUSH(&r->functions, fn)) {
    s->oom = 1;
    return;
  }
  if (LLVMIsDeclaration(fn)) {
    reject(r, "calls %s, which has no definition in the module", fn_name(fn), NULL);
    return;
  }
  if (LLVMGetFunctionCallConv(fn) != LLVMCCallConv && LLVMGetFunctionCallConv(fn) != LLVMFastCallConv)
    reject(r, "calls %s with a calling convention the GPU does not have", fn_name(fn), NULL);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      int n = LLVMGetNumOperands(in);
      /* the operands of OpenMP runtime calls (locations, lock variables) stay on the host */
      LLVMValueRef callee = op == LLVMCall ? LLVMGetCalledValue(in) : NULL;
      int runtime_call = callee && LLVMIsAFunction(callee) && gpuopt__omp_call(fn_name(callee), NULL, NULL) != OMP_CALL_NONE;
      for (int i = 0; i < n && !runtime_call; i++) scan_operand(s, LLVMGetOperand(in, (unsigned)i), 0);
      if (!type_fits(LLVMTypeOf(in))) reject(r, "computes with long double (in %s)", fn_name(fn), NULL);
      switch (op) {
      case LLVMCall:
        scan_call(s, fn, in, depth);
        break;
      case LLVMInvoke:
      case LLVMCallBr:
      case LLVMLandingPad:
      case LLVMResume:
        reject(r, "uses exceptions (in %s)", fn_name(fn), NULL);
        break;
      case LLVMIndirectBr:
        reject(r, "uses an indirect branch (in %s)", fn_name(fn), NULL);
        break;
      case LLVMAlloca:
        if (!LLVMIsAConstantInt(LLVMGetOperand(in, 0)))
          reject(r, "allocates a variable-length array (in %s)", fn_name(fn), NULL);
        break;
      case LLVMAtomicRMW:
      case LLVMAtomicCmpXchg:
        r->atomics++;
        break;
      case LLVMLoad:
        if (LLVMGetTypeKind(LLVMTypeOf(in)) == LLVMPointerTypeKind) {
          LLVMValueRef p = LLVMGetOperand(in, 0);
          /* pointers held by shared scalars are array bases; private copies in allocas are
           * the outlined code's own (SROA removes them; -O0 code keeps them) */
          if (!load_of_arg(p, r->body) && !LLVMIsAAllocaInst(underlying(p)))
            reject(r, "loads a pointer from memory (a pointer-based data structure, in %s)", fn_name(fn), NULL);
        }
        break;
      case LLVMStore: {
        LLVMValueRef v = LLVMGetOperand(in, 0), p = LLVMGetOperand(in, 1);
        if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind && !LLVMIsAAllocaInst(underlying(p)))
          reject(r, "stores a pointer into memory (in %s)", fn_name(fn), NULL);
        break;
      }
      default:
        break;
      }
    }
}

/* How the outlined function uses its parameter p: VALUE, SCALAR_RO/RW or MEMORY, with the read
 * and written flags (through p, or through the array base it holds). */
static void use_flags(LLVMValueRef v, int *read, int *written, int depth);

static void classify_arg(gpuopt__omp_region *r, unsigned i, LLVMValueRef p) {
  gpuopt__omp_arg *a = &r->args[i];
  LLVMTypeRef pt = LLVMTypeOf(p);
  a->type = pt;
  if (LLVMGetTypeKind(pt) != LLVMPointerTypeKind) {
    a->kind = OMP_ARG_VALUE;
    a->read = 1;
    return;
  }
  int scalar = 1, any = 0;
  LLVMTypeRef ty = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    any = 1;
    LLVMOpcode op = LLVMIsAInstruction(user) ? LLVMGetInstructionOpcode(user) : (LLVMOpcode)0;
    LLVMTypeRef t = NULL;
    if (op == LLVMLoad) {
      t = LLVMTypeOf(user);
      a->read = 1;
      if (LLVMGetTypeKind(t) == LLVMPointerTypeKind) {
        int rd = 0, wr = 0;
        use_flags(user, &rd, &wr, 0);
        if (rd || wr) a->array_base = 1;
      }
    } else if (op == LLVMStore && LLVMGetOperand(user, 1) == p && LLVMGetOperand(user, 0) != p) {
      t = LLVMTypeOf(LLVMGetOperand(user, 0));
      a->written = 1;
    } else if (op == LLVMAtomicRMW || (op == LLVMAtomicCmpXchg && LLVMGetOperand(user, 0) == p)) {
      t = op == LLVMAtomicRMW ? LLVMTypeOf(user) : LLVMTypeOf(LLVMGetOperand(user, 1));
      a->read = a->written = 1;
    } else if (op == LLVMCall && LLVMIsAFunction(LLVMGetCalledValue(user)) &&
               !strncmp(fn_name(LLVMGetCalledValue(user)), "llvm.lifetime.", 14)) {
      continue;
    } else {
      scalar = 0;
      break;
    }
    if (ty && t && ty != t) {
      /* the same slot read as two types: treat it as memory */
      scalar = 0;
      break;
    }
    if (t) ty = t;
  }
  if (scalar && any && ty) {
    a->kind = a->written ? OMP_ARG_SCALAR_RW : OMP_ARG_SCALAR_RO;
    a->type = ty;
    if (a->kind == OMP_ARG_SCALAR_RW) a->array_base = 0;
    if (a->array_base && a->kind == OMP_ARG_SCALAR_RO) {
      int rd = 0, wr = 0;
      for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) use_flags(LLVMGetUser(u), &rd, &wr, 0);
      a->read = rd;
      a->written = wr;
    }
    return;
  }
  a->kind = OMP_ARG_MEMORY;
  a->type = NULL;
  a->read = a->written = 0;
  use_flags(p, &a->read, &a->written, 0);
  if (!any) a->read = 0;
}

/* Reads and writes through pointer v and the pointers derived from it (GEP, casts, phi, select);
 * a pointer passed to a call counts as both. */
static void use_flags(LLVMValueRef v, int *read, int *written, int depth) {
  if (depth > 32) {
    *read = *written = 1;
    return;
  }
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user)) continue;
    switch (LLVMGetInstructionOpcode(user)) {
    case LLVMLoad:
      *read = 1;
      break;
    case LLVMStore:
      if (LLVMGetOperand(user, 1) == v) *written = 1;
      else *read = *written = 1; /* the pointer itself escapes */
      break;
    case LLVMAtomicRMW:
    case LLVMAtomicCmpXchg:
      *read = *written = 1;
      break;
    case LLVMGetElementPtr:
    case LLVMBitCast:
    case LLVMAddrSpaceCast:
    case LLVMSelect:
      use_flags(user, read, written, depth + 1);
      break;
    case LLVMPHI: {
      /* a phi may loop back to itself: bound the walk by depth */
      use_flags(user, read, written, depth + 8);
      break;
    }
    case LLVMICmp:
    case LLVMPtrToInt:
      break;
    case LLVMCall: {
      LLVMValueRef c = LLVMGetCalledValue(user);
      const char *n = LLVMIsAFunction(c) ? fn_name(c) : "";
      if (!strncmp(n, "llvm.lifetime.", 14) || !strncmp(n, "llvm.dbg.", 9)) break;
      if (!strncmp(n, "llvm.memset.", 12) && LLVMGetOperand(user, 0) == v && LLVMGetOperand(user, 2) != v) *written = 1;
      /* memcpy/memmove: the destination written, the source read (clang's loop idiom) */
      else if ((!strncmp(n, "llvm.memcpy.", 12) || !strncmp(n, "llvm.memmove.", 13)) && LLVMGetNumArgOperands(user) == 4 &&
               (LLVMGetOperand(user, 0) == v) != (LLVMGetOperand(user, 1) == v))
        *(LLVMGetOperand(user, 0) == v ? written : read) = 1;
      else *read = *written = 1;
      break;
    }
    default:
      *read = *written = 1;
      break;
    }
  }
}

/* The host-side name of fork operand v: the IR name of the alloca/global without clang's ".addr"
 * suffix, or "argN". */
static void arg_name(LLVMValueRef v, unsigned i, char *buf, size_t n) {
  size_t len = 0;
  const char *s = LLVMGetValueName2(v, &len);
  if (s && len) {
    if (len > 5 && !strcmp(s + len - 5, ".addr")) len -= 5;
    snprintf(buf, n, "%.*s", (int)(len < n - 1 ? len : n - 1), s);
  } else snprintf(buf, n, "arg%u", i);
}

/* Critical sections: each __kmpc_critical / __kmpc_end_critical pair must enclose, in one block,
 * exactly one read-modify-write of one address with an atomic equivalent (checked here; the
 * transform rewrites it). */
static int critical_ok(LLVMValueRef start, char *why, size_t n);

static void check_criticals(gpuopt__omp_region *r) {
  for (size_t f = 0; f < r->functions.len && r->offloadable; f++)
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(r->functions.data[f]); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
        if (LLVMGetInstructionOpcode(in) != LLVMCall) continue;
        LLVMValueRef c = LLVMGetCalledValue(in);
        if (!LLVMIsAFunction(c) || gpuopt__omp_call(fn_name(c), NULL, NULL) != OMP_CALL_CRITICAL) continue;
        /* the critical of a reduction's case 1 runs only on the CPU: __kmpc_reduce returns 2 on
         * the GPU and the atomic case runs; user criticals must be one atomic update */
        char why[160];
        if (!critical_ok(in, why, sizeof why)) {
          reject(r, "has a critical section that is not one atomic update (%s)", why, NULL);
          return;
        }
      }
}

int gpuopt__omp_rmw_op(LLVMOpcode op, LLVMTypeRef t) {
  int fp = LLVMGetTypeKind(t) == LLVMFloatTypeKind || LLVMGetTypeKind(t) == LLVMDoubleTypeKind;
  int in = LLVMGetTypeKind(t) == LLVMIntegerTypeKind &&
           (LLVMGetIntTypeWidth(t) == 32 || LLVMGetIntTypeWidth(t) == 64);
  switch (op) {
  case LLVMAdd: return in ? LLVMAtomicRMWBinOpAdd : -1;
  case LLVMSub: return in ? LLVMAtomicRMWBinOpSub : -1;
  case LLVMAnd: return in ? LLVMAtomicRMWBinOpAnd : -1;
  case LLVMOr: return in ? LLVMAtomicRMWBinOpOr : -1;
  case LLVMXor: return in ? LLVMAtomicRMWBinOpXor : -1;
  case LLVMFAdd: return fp ? LLVMAtomicRMWBinOpFAdd : -1;
  case LLVMFSub: return fp ? LLVMAtomicRMWBinOpFSub : -1;
  default: return -1;
  }
}

static int critical_ok(LLVMValueRef start, char *why, size_t n) {
  LLVMValueRef store = NULL, load = NULL;
  LLVMValueRef in = LLVMGetNextInstruction(start);
  for (; in; in = LLVMGetNextInstruction(in)) {
    LLVMOpcode op = LLVMGetInstructionOpcode(in);
    if (op == LLVMCall) {
      LLVMValueRef c = LLVMGetCalledValue(in);
      const char *nm = LLVMIsAFunction(c) ? fn_name(c) : "";
      if (gpuopt__omp_call(nm, NULL, NULL) == OMP_CALL_END_CRITICAL) break;
      if (!strncmp(nm, "llvm.lifetime.", 14) || !strncmp(nm, "llvm.dbg.", 9)) continue;
      snprintf(why, n, "it calls %s", nm);
      return 0;
    }
    if (op == LLVMStore) {
      if (store) {
        snprintf(why, n, "it stores more than once");
        return 0;
      }
      store = in;
    } else if (op == LLVMLoad) {
      /* loads of other locations (the address itself) are fine; the updated one is checked below */
    } else if (LLVMIsATerminatorInst(in) || op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg) {
      snprintf(why, n, "it branches or nests atomics");
      return 0;
    }
  }
  if (!in) {
    snprintf(why, n, "it does not end in the same block");
    return 0;
  }
  if (!store) {
    snprintf(why, n, "it stores nothing");
    return 0;
  }
  LLVMValueRef val = LLVMGetOperand(store, 0), addr = LLVMGetOperand(store, 1);
  if (!LLVMIsAInstruction(val)) {
    snprintf(why, n, "the stored value is no operation");
    return 0;
  }
  LLVMOpcode op = LLVMGetInstructionOpcode(val);
  LLVMValueRef a0 = LLVMGetOperand(val, 0), a1 = LLVMGetNumOperands(val) > 1 ? LLVMGetOperand(val, 1) : NULL;
  if (a0 && LLVMIsALoadInst(a0) && LLVMGetOperand(a0, 0) == addr) load = a0;
  else if (a1 && LLVMIsALoadInst(a1) && LLVMGetOperand(a1, 0) == addr && op != LLVMSub && op != LLVMFSub) load = a1;
  if (!load || gpuopt__omp_rmw_op(op, LLVMTypeOf(val)) < 0) {
    snprintf(why, n, "the update is not x = x op e with op in + - & | ^ on 32/64-bit integers or + - on floats");
    return 0;
  }
  /* the loaded value must be used only by the operation */
  LLVMUseRef u = LLVMGetFirstUse(load);
  if (!u || LLVMGetNextUse(u)) {
    snprintf(why, n, "the old value is used elsewhere");
    return 0;
  }
  return 1;
}

static int in_region(const gpuopt__omp_region *r, LLVMValueRef fn) {
  for (size_t i = 0; i < r->functions.len; i++)
    if (r->functions.data[i] == fn) return 1;
  return 0;
}

/* Reads and writes of the region's code through global g (or a constant expression over it). */
static void global_flags(const gpuopt__omp_region *r, LLVMValueRef v, int *rd, int *wr, int depth) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u && depth < 8; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsAConstantExpr(user)) {
      global_flags(r, user, rd, wr, depth + 1);
      continue;
    }
    if (!LLVMIsAInstruction(user) || !in_region(r, LLVMGetBasicBlockParent(LLVMGetInstructionParent(user)))) continue;
    switch (LLVMGetInstructionOpcode(user)) {
    case LLVMLoad:
      *rd = 1;
      break;
    case LLVMStore:
      if (LLVMGetOperand(user, 1) == v) *wr = 1;
      else *rd = *wr = 1;
      break;
    case LLVMGetElementPtr:
    case LLVMBitCast:
    case LLVMAddrSpaceCast:
    case LLVMSelect:
    case LLVMPHI:
    case LLVMAtomicRMW:
    case LLVMAtomicCmpXchg:
    case LLVMCall:
    default: {
      int a = 0, b = 0;
      LLVMOpcode op = LLVMGetInstructionOpcode(user);
      if (op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg) a = b = 1;
      else if (op == LLVMICmp || op == LLVMPtrToInt) break;
      else use_flags(user, &a, &b, 0);
      if (op == LLVMCall) a = b = 1;
      *rd |= a;
      *wr |= b;
      break;
    }
    }
  }
}

/* The defined function fn only forwards its parameters to (in order, one block, nothing else but
 * debug/lifetime intrinsics), or NULL. */
static LLVMValueRef forwarded_callee(LLVMValueRef fn) {
  LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn);
  if (!bb || LLVMGetNextBasicBlock(bb)) return NULL;
  LLVMValueRef call = NULL;
  for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
    LLVMOpcode op = LLVMGetInstructionOpcode(in);
    if (op == LLVMRet || op == LLVMTrunc || op == LLVMBitCast) continue;
    if (op != LLVMCall) return NULL;
    LLVMValueRef c = LLVMGetCalledValue(in);
    if (!LLVMIsAFunction(c)) return NULL;
    const char *n = fn_name(c);
    if (!strncmp(n, "llvm.dbg.", 9) || !strncmp(n, "llvm.lifetime.", 14)) continue;
    if (call) return NULL;
    call = in;
  }
  if (!call) return NULL;
  LLVMValueRef callee = LLVMGetCalledValue(call);
  unsigned np = LLVMCountParams(fn);
  if (LLVMIsDeclaration(callee) || (unsigned)LLVMGetNumArgOperands(call) != np || LLVMCountParams(callee) != np ||
      LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)))
    return NULL;
  for (unsigned i = 0; i < np; i++) {
    LLVMValueRef o = LLVMGetOperand(call, i);
    if (LLVMIsATruncInst(o) || LLVMIsABitCastInst(o)) o = LLVMGetOperand(o, 0);
    if (o != LLVMGetParam(fn, i)) return NULL;
  }
  return callee;
}

/* The parameter of r->body that receives parameter index of the microtask (through the forwarding
 * calls, by position). */
static LLVMValueRef body_param(const gpuopt__omp_region *r, unsigned index) {
  LLVMValueRef f = r->outlined;
  for (int hops = 0; f != r->body && hops < 2; hops++) {
    LLVMValueRef next = forwarded_callee(f);
    if (!next) return NULL;
    f = next;
  }
  return f == r->body ? LLVMGetParam(f, index) : NULL;
}

static gpuopt_status analyze_region(gpuopt_ctx *ctx, gpuopt__omp_region *r) {
  scan s;
  memset(&s, 0, sizeof s);
  s.r = r;
  gpuopt__ptrmap_init(&s.seen_fn);
  gpuopt__ptrmap_init(&s.seen_gv);
  unsigned nops = (unsigned)LLVMGetNumArgOperands(r->fork);
  LLVMValueRef micro = nops >= 3 ? LLVMGetOperand(r->fork, 2) : NULL;
  r->offloadable = 1;
  if (!micro || !LLVMIsAFunction(micro) || LLVMIsDeclaration(micro)) {
    reject(r, "forks a microtask that is not a function defined in the module", NULL, NULL);
    goto done;
  }
  r->outlined = micro;
  r->nargs = nops - 3;
  if (LLVMCountParams(micro) != r->nargs + 2 || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(micro))) {
    reject(r, "forks %s with %s arguments than it has parameters", fn_name(micro), "other numbers of");
    goto done;
  }
  /* with -g, clang's microtask only forwards its parameters to the real body (*_debug__) */
  r->body = micro;
  for (int hops = 0; hops < 2; hops++) {
    LLVMValueRef fwd = forwarded_callee(r->body);
    if (!fwd) break;
    r->body = fwd;
  }
  if (r->body != micro && !VEC_PUSH(&r->functions, micro)) goto oom;
  r->args = calloc(r->nargs ? r->nargs : 1, sizeof *r->args);
  if (!r->args) goto oom;
  scan_function(&s, r->body, 0);
  if (s.oom) goto oom;
  if (!r->init) reject(r, "has no worksharing loop (a parallel region without `for`)", NULL, NULL);
  for (unsigned i = 0; i < r->nargs; i++) {
    LLVMValueRef p = body_param(r, i + 2);
    if (p) classify_arg(r, i, p);
    else {
      r->args[i].kind = OMP_ARG_MEMORY;
      r->args[i].read = r->args[i].written = 1;
    }
    if (r->args[i].kind == OMP_ARG_VALUE) r->args[i].type = LLVMTypeOf(LLVMGetParam(micro, i + 2));
    arg_name(LLVMGetOperand(r->fork, i + 3), i, r->args[i].name, sizeof r->args[i].name);
    if (r->sequential && i == 0) snprintf(r->args[i].name, sizeof r->args[i].name, "trip count");
    else if (r->sequential && !strncmp(r->args[i].name, "seq.trip.inner", 14))
      snprintf(r->args[i].name, sizeof r->args[i].name, "inner trip count");
  }
  for (size_t g = 0; g < r->globals.len; g++) {
    int rd = 0, wr = 0;
    global_flags(r, r->globals.data[g], &rd, &wr, 0);
    if (!VEC_PUSH(&r->global_rw, (unsigned char)(rd | wr << 1))) goto oom;
  }
  if (r->criticals) check_criticals(r);
done:
  gpuopt__ptrmap_free(&s.seen_fn);
  gpuopt__ptrmap_free(&s.seen_gv);
  return GPUOPT_OK;
oom:
  gpuopt__ptrmap_free(&s.seen_fn);
  gpuopt__ptrmap_free(&s.seen_gv);
  return gpuopt__oom(ctx, "gpuopt_offload");
}

gpuopt_status gpuopt__omp_find(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt__omp_regions *out) {
  memset(out, 0, sizeof *out);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
        if (LLVMGetInstructionOpcode(in) != LLVMCall) continue;
        LLVMValueRef c = LLVMGetCalledValue(in);
        int seq = LLVMIsAFunction(c) && !strcmp(fn_name(c), "__gpuopt_seq_fork");
        if (!LLVMIsAFunction(c) || (!seq && strcmp(fn_name(c), "__kmpc_fork_call"))) continue;
        gpuopt__omp_region r;
        memset(&r, 0, sizeof r);
        r.fork = in;
        r.sequential = seq;
        r.host_fn = f;
        r.line = LLVMGetDebugLocLine(in);
        if (!VEC_PUSH(&out->r, r)) {
          gpuopt__omp_regions_free(out);
          return gpuopt__oom(ctx, "gpuopt_offload");
        }
        gpuopt_status st = analyze_region(ctx, &out->r.data[out->r.len - 1]);
        if (st) {
          gpuopt__omp_regions_free(out);
          return st;
        }
      }
  return GPUOPT_OK;
}

void gpuopt__omp_regions_free(gpuopt__omp_regions *rs) {
  if (!rs) return;
  for (size_t i = 0; i < rs->r.len; i++) {
    free(rs->r.data[i].args);
    VEC_FREE(&rs->r.data[i].functions);
    VEC_FREE(&rs->r.data[i].globals);
    VEC_FREE(&rs->r.data[i].global_rw);
  }
  VEC_FREE(&rs->r);
}
