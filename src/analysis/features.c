/* Code features of a kernel for the CPU/GPU mapping model (Wang, Grewe and O'Boyle TACO'14 §5.2,
 * Table II; Grewe, Wang and O'Boyle CGO'13).
 *
 * Counts are per work item (one thread's execution of the kernel body):
 *   comp       arithmetic instructions (integer and floating binary operators, fneg, calls of math
 *              intrinsics and libdevice __nv_* functions); double precision counts double_weight
 *   mem        loads, stores and atomics in global memory (memory-space inference with kernel
 *              pointer parameters global; generic pointers it cannot place count as global)
 *   localmem   the same in shared memory (OpenCL's local memory)
 *   coalesced  the global ones whose access pattern (divergence analysis, affine mode, assuming no
 *              signed wrap-around as the paper's access model does) is coalesced or broadcast
 *   transfer, avgws   from the caller (the offloader knows the loop's trip count and the bytes its
 *              transfers move); unknown otherwise
 *   F1 = transfer/(comp+mem), F2 = coalesced/mem, F3 = (localmem/mem)*avgws, F4 = comp/mem
 *              (a zero denominator gives 0).
 * Each instruction is weighted by the product of the trip counts of the loops around it (loop
 * facts, gpuopt/loops.h), except a loop that distributes the work items over the threads (the
 * outermost loop whose induction variable starts at a value that depends on the thread index, by
 * the divergence analysis: a thread's chunk of an offloaded parallel loop, a grid-stride loop): one
 * of its iterations is one work item, so it counts once. Constant trip counts fold into the coefficient; the others stay as C text
 * over the function's arguments, so a feature is "c0 + c1*(n) + c2*(n)*(m)", instantiated at run
 * time (§5.3). A loop whose trip count is unknown contributes the factor "trip_L<line>" (the paper
 * substitutes the training set's average loop bound). Conditional code counts as if it ran: an
 * upper estimate, as the paper's static counts are. Each feature is also a feature program
 * (gpuopt/mapping.h) that the offload runtime evaluates over the values the host passes: the same
 * sum with each trip count encoded from its symbolic expression, a symbol read from the input the
 * caller names for it (unknown otherwise). Requires a function with a body. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/memspace.h"
#include "core/core.h"
#include "gpuopt/analysis.h"
#include "gpuopt/features.h"
#include "gpuopt/loops.h"
#include "gpuopt/mapping.h"

enum { F_COMP, F_MEM, F_LOCAL, F_COAL, F_TRANSFER, F_AVGWS, F_1, F_2, F_3, F_4 };

static const char *const names[GPUOPT_NUM_FEATURES] = {"comp", "mem", "localmem", "coalesced", "transfer",
                                                       "avgws", "F1", "F2", "F3", "F4"};

const char *gpuopt_feature_name(unsigned i) { return i < GPUOPT_NUM_FEATURES ? names[i] : NULL; }

/* A feature program under construction (a growable word vector; oom set on allocation failure). */
typedef struct prog {
  uint64_t *w;
  size_t len, cap;
  int oom;
} prog;

struct gpuopt_features {
  char *text[GPUOPT_NUM_FEATURES];
  double value[GPUOPT_NUM_FEATURES];
  int constant[GPUOPT_NUM_FEATURES];
  prog prog[GPUOPT_NUM_FEATURES];
};

void gpuopt_features_free(gpuopt_features *f) {
  if (!f) return;
  for (int i = 0; i < GPUOPT_NUM_FEATURES; i++) free(f->text[i]), free(f->prog[i].w);
  free(f);
}

const uint64_t *gpuopt_features_program(const gpuopt_features *f, unsigned i, size_t *len) {
  if (len) *len = 0;
  if (!f || i >= GPUOPT_NUM_FEATURES) return NULL;
  if (len) *len = f->prog[i].len;
  return f->prog[i].w;
}

static void emit(prog *p, uint64_t w) {
  if (p->oom) return;
  if (p->len == p->cap) {
    size_t nc = p->cap ? 2 * p->cap : 16;
    uint64_t *n = realloc(p->w, nc * sizeof *n);
    if (!n) {
      p->oom = 1;
      return;
    }
    p->w = n, p->cap = nc;
  }
  p->w[p->len++] = w;
}

static void emit_const(prog *p, double v) {
  uint64_t bits;
  memcpy(&bits, &v, sizeof bits);
  emit(p, GPUOPT_FP_CONST);
  emit(p, bits);
}

static void emit_prog(prog *p, const prog *q) {
  for (size_t i = 0; i < q->len; i++) emit(p, q->w[i]);
  if (q->oom) p->oom = 1;
}

/* How symbols become inputs (the options' callback). */
typedef struct inputs {
  int (*input)(void *, LLVMValueRef);
  void *user;
} inputs;

/* The symbolic expression e as a program (postfix). */
static void emit_expr(prog *p, const gpuopt_expr *e, const inputs *in, int depth) {
  if (!e || depth > 16) {
    emit(p, GPUOPT_FP_UNKNOWN);
    return;
  }
  size_t n = gpuopt_expr_num_operands(e);
  switch (gpuopt_expr_get_kind(e)) {
  case GPUOPT_EXPR_CONST:
    emit_const(p, (double)gpuopt_expr_constant(e));
    return;
  case GPUOPT_EXPR_SYMBOL: {
    LLVMValueRef v = gpuopt_expr_symbol_value(e);
    int k = v && in->input ? in->input(in->user, v) : -1;
    emit(p, k >= 0 ? GPUOPT_FP_INPUT | (uint64_t)k << 8 : GPUOPT_FP_UNKNOWN);
    return;
  }
  case GPUOPT_EXPR_ADD:
    emit_const(p, (double)gpuopt_expr_constant(e));
    for (size_t i = 0; i < n; i++) {
      emit_const(p, (double)gpuopt_expr_coefficient(e, i));
      emit_expr(p, gpuopt_expr_operand(e, i), in, depth + 1);
      emit(p, GPUOPT_FP_MUL);
      emit(p, GPUOPT_FP_ADD);
    }
    return;
  case GPUOPT_EXPR_MUL: case GPUOPT_EXPR_DIV: case GPUOPT_EXPR_MIN: case GPUOPT_EXPR_MAX: {
    static const uint64_t ops[] = {[GPUOPT_EXPR_MUL] = GPUOPT_FP_MUL, [GPUOPT_EXPR_DIV] = GPUOPT_FP_IDIV,
                                   [GPUOPT_EXPR_MIN] = GPUOPT_FP_MIN, [GPUOPT_EXPR_MAX] = GPUOPT_FP_MAX};
    if (!n) break;
    emit_expr(p, gpuopt_expr_operand(e, 0), in, depth + 1);
    for (size_t i = 1; i < n; i++) {
      emit_expr(p, gpuopt_expr_operand(e, i), in, depth + 1);
      emit(p, ops[gpuopt_expr_get_kind(e)]);
    }
    return;
  }
  default:
    break;
  }
  emit(p, GPUOPT_FP_UNKNOWN);
}

/* Whether e depends on the thread index: a thread-index register, or a value the divergence
 * analysis does not call uniform. */
static int thread_varying(const gpuopt_expr *e, const gpuopt_divergence *dv, int depth) {
  if (!e || depth > 16) return 0;
  if (gpuopt_expr_get_kind(e) == GPUOPT_EXPR_SYMBOL) {
    switch (gpuopt_expr_symbol_sreg(e)) {
    case GPUOPT_SREG_TID_X: case GPUOPT_SREG_TID_Y: case GPUOPT_SREG_TID_Z: case GPUOPT_SREG_CTAID_X:
    case GPUOPT_SREG_CTAID_Y: case GPUOPT_SREG_CTAID_Z: case GPUOPT_SREG_LANEID:
      return 1;
    default:
      break;
    }
    LLVMValueRef v = gpuopt_expr_symbol_value(e);
    gpuopt_div_value d;
    return v && !gpuopt_divergence_value(dv, v, &d) && d.state != GPUOPT_STATE_UNIFORM;
  }
  for (size_t i = 0, n = gpuopt_expr_num_operands(e); i < n; i++)
    if (thread_varying(gpuopt_expr_operand(e, i), dv, depth + 1)) return 1;
  return 0;
}

int gpuopt_features_value(const gpuopt_features *f, unsigned i, double *value) {
  if (!f || i >= GPUOPT_NUM_FEATURES || !f->constant[i]) return 0;
  if (value) *value = f->value[i];
  return 1;
}

const char *gpuopt_features_expr(const gpuopt_features *f, unsigned i) {
  return f && i < GPUOPT_NUM_FEATURES ? f->text[i] : NULL;
}

/* A malloc'ed printf; NULL on failure. */
static char *fmt(const char *f, ...) GPUOPT_PRINTF(1, 2);
static char *fmt(const char *f, ...) {
  va_list ap;
  va_start(ap, f);
  int n = vsnprintf(NULL, 0, f, ap);
  va_end(ap);
  if (n < 0) return NULL;
  char *s = malloc((size_t)n + 1);
  if (!s) return NULL;
  va_start(ap, f);
  vsnprintf(s, (size_t)n + 1, f, ap);
  va_end(ap);
  return s;
}

static int is_double(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) t = LLVMGetElementType(t);
  return LLVMGetTypeKind(t) == LLVMDoubleTypeKind;
}

/* The weight of an arithmetic instruction (0: not one). */
static double comp_weight(LLVMValueRef in, double dw) {
  LLVMOpcode op = LLVMGetInstructionOpcode(in);
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
  case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
    return 1;
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg:
    return is_double(LLVMTypeOf(in)) ? dw : 1;
  case LLVMCall: {
    LLVMValueRef callee = LLVMGetCalledValue(in);
    if (!callee || !LLVMIsAFunction(callee)) return 0;
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    int math = !strncmp(name, "__nv_", 5) || !strncmp(name, "llvm.fma", 8) || !strncmp(name, "llvm.sqrt", 9) ||
               !strncmp(name, "llvm.fabs", 9) || !strncmp(name, "llvm.exp", 8) || !strncmp(name, "llvm.log", 8) ||
               !strncmp(name, "llvm.sin", 8) || !strncmp(name, "llvm.cos", 8) || !strncmp(name, "llvm.pow", 8) ||
               !strncmp(name, "llvm.minnum", 11) || !strncmp(name, "llvm.maxnum", 11) ||
               !strncmp(name, "llvm.smin", 9) || !strncmp(name, "llvm.smax", 9) || !strncmp(name, "llvm.umin", 9) ||
               !strncmp(name, "llvm.umax", 9) || !strncmp(name, "llvm.nvvm.f", 11);
    if (!math) return 0;
    return is_double(LLVMTypeOf(in)) ? dw : 1;
  }
  default:
    return 0;
  }
}

/* The pointer operand of a memory access, or NULL. */
static LLVMValueRef access_pointer(LLVMValueRef in) {
  switch (LLVMGetInstructionOpcode(in)) {
  case LLVMLoad: case LLVMAtomicRMW: case LLVMAtomicCmpXchg: return LLVMGetOperand(in, 0);
  case LLVMStore: return LLVMGetOperand(in, 1);
  default: return NULL;
  }
}

typedef struct {
  double cnt[4];       /* comp, mem, localmem, coalesced per execution of the group's code */
  double coef;         /* product of the constant trip counts */
  char *factors;       /* product of the symbolic ones as C text ("" when none) */
  prog fac;            /* the same as a program (empty when none) */
  char *extra[4];      /* symbolic counts of called functions, "a + b" (NULL when none) */
} group;

/* Whether loop i's induction variable starts at a thread-dependent value: from the loop facts, or
 * (a step the facts do not take, as a grid-stride loop's) a header phi that enters with a value the
 * divergence analysis does not call uniform and is advanced by an add of itself inside the loop. */
static int thread_start(const gpuopt_loopfacts *lf, const gpuopt_divergence *dv, size_t i) {
  gpuopt_loop_info li;
  if (gpuopt_loops_get(lf, i, &li)) return 0;
  if (li.iv_start) return thread_varying(li.iv_start, dv, 0);
  for (LLVMValueRef phi = LLVMGetFirstInstruction(li.header); phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi)) {
    if (LLVMGetTypeKind(LLVMTypeOf(phi)) != LLVMIntegerTypeKind) continue;
    int varying_entry = 0, advanced = 0;
    for (unsigned k = 0, n = LLVMCountIncoming(phi); k < n; k++) {
      LLVMValueRef v = LLVMGetIncomingValue(phi, k);
      if (gpuopt_loops_block_in(lf, i, LLVMGetIncomingBlock(phi, k))) {
        advanced |= LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAdd &&
                    (LLVMGetOperand(v, 0) == phi || LLVMGetOperand(v, 1) == phi);
      } else {
        gpuopt_div_value d;
        varying_entry |= !LLVMIsAConstant(v) && !gpuopt_divergence_value(dv, v, &d) && d.state != GPUOPT_STATE_UNIFORM;
      }
    }
    if (varying_entry && advanced) return 1;
  }
  return 0;
}

/* Whether loop i distributes work items over threads (see the top comment). */
static int distributes(const gpuopt_loopfacts *lf, const gpuopt_divergence *dv, size_t i) {
  gpuopt_loop_info li;
  if (gpuopt_loops_get(lf, i, &li) || !thread_start(lf, dv, i)) return 0;
  for (size_t k = li.parent; k != GPUOPT_LOOP_NONE;) {
    gpuopt_loop_info pi;
    if (gpuopt_loops_get(lf, k, &pi)) break;
    if (thread_start(lf, dv, k)) return 0;
    k = pi.parent;
  }
  return 1;
}

/* coef, factors and fac of loop i's chain. */
static int chain(const gpuopt_loopfacts *lf, const gpuopt_divergence *dv, const inputs *in, size_t i, group *g) {
  g->coef = 1;
  size_t cap = 1, len = 0;
  char *s = calloc(1, 1);
  if (!s) return 0;
  for (size_t k = i; k != GPUOPT_LOOP_NONE;) {
    gpuopt_loop_info li;
    if (gpuopt_loops_get(lf, k, &li)) break;
    char *fac = NULL;
    if (distributes(lf, dv, k)) {
      /* one iteration per work item */
    } else if (li.trip_count && gpuopt_expr_get_kind(li.trip_count) == GPUOPT_EXPR_CONST) {
      g->coef *= (double)gpuopt_expr_constant(li.trip_count);
    } else {
      fac = li.trip_count && li.trip_count_c ? fmt("(%s)", li.trip_count_c) : fmt("trip_L%u", li.line);
      if (!fac) { free(s); return 0; }
      int first = g->fac.len == 0;
      if (li.trip_count && li.trip_count_c) emit_expr(&g->fac, li.trip_count, in, 0);
      else emit(&g->fac, GPUOPT_FP_UNKNOWN);
      if (!first) emit(&g->fac, GPUOPT_FP_MUL);
    }
    if (fac) {
      size_t fl = strlen(fac), need = len + fl + (len ? 1 : 0) + 1;
      if (need > cap) {
        cap = need * 2;
        char *n = realloc(s, cap);
        if (!n) { free(fac); free(s); return 0; }
        s = n;
      }
      if (len) s[len++] = '*';
      memcpy(s + len, fac, fl + 1);
      len += fl;
      free(fac);
    }
    k = li.parent;
  }
  g->factors = s;
  return !g->fac.oom;
}

/* Sum over groups of cnt[k] * coef * factors, as C text and as the program *p; *is_const and
 * *value when constant. */
static char *polynomial(const group *g, size_t ng, int k, int *is_const, double *value, prog *p) {
  double c0 = 0;
  for (size_t i = 0; i < ng; i++)
    if (!*g[i].factors) c0 += g[i].cnt[k] * g[i].coef;
  char *s = fmt("%.17g", c0);
  emit_const(p, c0);
  int symbolic = 0;
  for (size_t i = 0; i < ng && s; i++) {
    if (!*g[i].factors) continue;
    int seen = 0;
    for (size_t j = 0; j < i; j++)
      if (*g[j].factors && !strcmp(g[j].factors, g[i].factors)) seen = 1;
    if (seen) continue;
    double c = 0;
    for (size_t j = i; j < ng; j++)
      if (!strcmp(g[j].factors, g[i].factors)) c += g[j].cnt[k] * g[j].coef;
    if (c == 0) continue;
    emit_const(p, c);
    emit_prog(p, &g[i].fac);
    emit(p, GPUOPT_FP_MUL);
    emit(p, GPUOPT_FP_ADD);
    char *n = symbolic || c0 != 0 ? fmt("%s + %.17g*%s", s, c, g[i].factors) : fmt("%.17g*%s", c, g[i].factors);
    free(s);
    s = n;
    symbolic = 1;
  }
  for (size_t i = 0; i < ng && s; i++) {
    if (!g[i].extra[k]) continue;
    emit(p, GPUOPT_FP_UNKNOWN); /* a callee's symbolic count: over its own parameters */
    emit(p, GPUOPT_FP_ADD);
    char *n;
    const char *lead = symbolic || c0 != 0 ? s : "", *plus = symbolic || c0 != 0 ? " + " : "";
    if (g[i].coef == 1 && !*g[i].factors) n = fmt("%s%s(%s)", lead, plus, g[i].extra[k]);
    else n = fmt("%s%s%.17g%s%s*(%s)", lead, plus, g[i].coef, *g[i].factors ? "*" : "", g[i].factors, g[i].extra[k]);
    free(s);
    s = n;
    symbolic = 1;
  }
  *is_const = !symbolic;
  *value = c0;
  if (p->oom) {
    free(s);
    return NULL;
  }
  return s;
}

static int append(char **dst, const char *t) {
  char *n = *dst ? fmt("%s + %s", *dst, t) : fmt("%s", t);
  if (!n) return 0;
  free(*dst);
  *dst = n;
  return 1;
}

#define MAX_CALL_DEPTH 8

/* The four counted features of fn (text, constant or not, value), callees included. */
static gpuopt_status count(gpuopt_ctx *ctx, LLVMValueRef fn, double dw, const inputs *ins, int depth, char *text[4],
                           int isc[4], double val[4], prog progs[4]) {
  const char *who = "gpuopt_features_analyze";
  gpuopt_status st;
  gpuopt_loopfacts *lf = NULL;
  gpuopt_memspace *ms = NULL;
  gpuopt_divergence *dv = NULL;
  group *g = NULL;
  size_t ng = 0;
  gpuopt_ptrmap pat;
  gpuopt__ptrmap_init(&pat);
  for (int k = 0; k < 4; k++) text[k] = NULL;
  if ((st = gpuopt_loops_analyze(ctx, fn, &lf))) goto done;
  if ((st = gpuopt__memspace_analyze(ctx, fn, 1, &ms))) goto done;
  gpuopt_divergence_options dopts = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  dopts.assume_no_signed_wrap = 1; /* as the paper's (and Sim et al.'s) access model: an estimate */
  if ((st = gpuopt_divergence_analyze(ctx, fn, &dopts, &dv))) goto done;
  for (size_t i = 0, n = gpuopt_divergence_num_accesses(dv); i < n; i++) {
    gpuopt_div_access a;
    if (gpuopt_divergence_access(dv, i, &a)) continue;
    int good = a.pattern == GPUOPT_ACCESS_COALESCED || a.pattern == GPUOPT_ACCESS_BROADCAST;
    if (!gpuopt__ptrmap_put(&pat, a.inst, (uintptr_t)good + 1)) goto oom;
  }
  size_t nloops = gpuopt_loops_count(lf);
  ng = nloops + 1; /* group nloops: code outside every loop */
  g = calloc(ng, sizeof *g);
  if (!g) goto oom;
  for (size_t i = 0; i < ng; i++) {
    if (i == nloops) {
      g[i].coef = 1;
      if (!(g[i].factors = calloc(1, 1))) goto oom;
    } else if (!chain(lf, dv, ins, i, &g[i])) goto oom;
  }
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    size_t inner = nloops;
    unsigned d = 0;
    for (size_t i = 0; i < nloops; i++) {
      gpuopt_loop_info li;
      if (!gpuopt_loops_get(lf, i, &li) && li.depth > d && gpuopt_loops_block_in(lf, i, bb)) {
        inner = i;
        d = li.depth;
      }
    }
    group *G = &g[inner];
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      G->cnt[F_COMP] += comp_weight(in, dw);
      if (LLVMGetInstructionOpcode(in) == LLVMCall) {
        LLVMValueRef callee = LLVMGetCalledValue(in);
        if (callee && LLVMIsAFunction(callee) && LLVMGetFirstBasicBlock(callee) && callee != fn &&
            depth < MAX_CALL_DEPTH) {
          char *ct[4];
          int cc[4];
          double cv[4];
          prog cp[4] = {{0}};
          if ((st = count(ctx, callee, dw, ins, depth + 1, ct, cc, cv, cp))) goto done;
          int ok = 1;
          for (int k = 0; k < 4; k++) {
            if (cc[k]) G->cnt[k] += cv[k];
            else if (ok && !append(&G->extra[k], ct[k])) ok = 0;
            free(ct[k]);
            free(cp[k].w);
          }
          if (!ok) goto oom;
        }
        continue;
      }
      LLVMValueRef p = access_pointer(in);
      if (!p) continue;
      LLVMValueRef base = p; /* a thread's own stack (allocas not yet promoted) is not memory traffic */
      for (int hop = 0; hop < 64 && base; hop++) {
        if (LLVMIsAGetElementPtrInst(base) || LLVMIsAAddrSpaceCastInst(base) || LLVMIsABitCastInst(base))
          base = LLVMGetOperand(base, 0);
        else break;
      }
      if (base && LLVMIsAAllocaInst(base)) continue;
      unsigned as = gpuopt__memspace_space(ms, p);
      if (as == 3) G->cnt[F_LOCAL] += 1;
      else if (as == 0 || as == 1) {
        G->cnt[F_MEM] += 1;
        if (gpuopt__ptrmap_get_or(&pat, in, 0) == 2) G->cnt[F_COAL] += 1;
      }
    }
  }
  for (int k = 0; k < 4; k++)
    if (!(text[k] = polynomial(g, ng, k, &isc[k], &val[k], &progs[k]))) goto oom;
  st = GPUOPT_OK;
  goto done;
oom:
  st = gpuopt__oom(ctx, who);
done:
  if (st)
    for (int k = 0; k < 4; k++) free(text[k]), text[k] = NULL, free(progs[k].w), progs[k] = (prog){0};
  if (g)
    for (size_t i = 0; i < ng; i++) {
      free(g[i].factors);
      free(g[i].fac.w);
      for (int k = 0; k < 4; k++) free(g[i].extra[k]);
    }
  free(g);
  gpuopt__ptrmap_free(&pat);
  gpuopt_divergence_free(dv);
  if (ms) gpuopt__memspace_free(ms);
  gpuopt_loops_free(lf);
  return st;
}

gpuopt_status gpuopt_features_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_features_options *opts,
                                      gpuopt_features **out) {
  const char *who = "gpuopt_features_analyze";
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: out is NULL", who);
  *out = NULL;
  if (!fn || !LLVMIsAFunction(fn) || !LLVMGetFirstBasicBlock(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: not a function with a body", who);
  gpuopt_features_options d = GPUOPT_FEATURES_OPTIONS_INIT;
  const gpuopt_features_options *o = opts ? opts : &d;
  if (o->version != 1 && o->version != GPUOPT_FEATURES_OPTIONS_VERSION)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: options version %u (expected 1 or %u)", who, o->version,
                        GPUOPT_FEATURES_OPTIONS_VERSION);
  inputs in = {NULL, NULL};
  int given_input[2] = {-1, -1};
  if (o->version >= 2) {
    in.input = o->input, in.user = o->input_user;
    given_input[0] = o->transfer_input, given_input[1] = o->avgws_input;
  }
  if (!(o->double_weight >= 0 && o->double_weight <= 1e6))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: double_weight %g is not in [0, 1e6]", who, o->double_weight);

  gpuopt_status st;
  gpuopt_features *res = calloc(1, sizeof *res);
  if (!res) return gpuopt__oom(ctx, who);
  if ((st = count(ctx, fn, o->double_weight, &in, 0, res->text, res->constant, res->value, res->prog))) goto done;
  const char *given[2] = {o->transfer, o->avgws};
  for (int k = 0; k < 2; k++) {
    int dst = k ? F_AVGWS : F_TRANSFER;
    if (given_input[k] >= 0) emit(&res->prog[dst], GPUOPT_FP_INPUT | (uint64_t)given_input[k] << 8);
    if (!given[k]) {
      if (given_input[k] < 0) emit(&res->prog[dst], GPUOPT_FP_UNKNOWN);
      continue;
    }
    double v;
    char *end;
    v = strtod(given[k], &end);
    if (*given[k] && !*end) {
      res->constant[dst] = 1;
      res->value[dst] = v;
      res->text[dst] = fmt("%.17g", v);
      if (given_input[k] < 0) emit_const(&res->prog[dst], v);
    } else {
      res->text[dst] = gpuopt__strdup(given[k]);
      if (given_input[k] < 0) emit(&res->prog[dst], GPUOPT_FP_UNKNOWN);
    }
    if (!res->text[dst]) goto oom;
  }
  /* the combinations' programs: F1 = transfer/(comp+mem), F2 = coalesced/mem,
   * F3 = (localmem/mem)*avgws, F4 = comp/mem */
  {
    prog *P = res->prog;
    emit_prog(&P[F_1], &P[F_TRANSFER]), emit_prog(&P[F_1], &P[F_COMP]), emit_prog(&P[F_1], &P[F_MEM]);
    emit(&P[F_1], GPUOPT_FP_ADD), emit(&P[F_1], GPUOPT_FP_RATIO);
    emit_prog(&P[F_2], &P[F_COAL]), emit_prog(&P[F_2], &P[F_MEM]), emit(&P[F_2], GPUOPT_FP_RATIO);
    emit_prog(&P[F_3], &P[F_LOCAL]), emit_prog(&P[F_3], &P[F_MEM]), emit(&P[F_3], GPUOPT_FP_RATIO);
    emit_prog(&P[F_3], &P[F_AVGWS]), emit(&P[F_3], GPUOPT_FP_MUL);
    emit_prog(&P[F_4], &P[F_COMP]), emit_prog(&P[F_4], &P[F_MEM]), emit(&P[F_4], GPUOPT_FP_RATIO);
    for (int k = 0; k < GPUOPT_NUM_FEATURES; k++)
      if (P[k].oom) goto oom;
  }
  /* the combinations */
  static const int parts[4][3] = {{F_TRANSFER, F_COMP, F_MEM}, {F_COAL, F_MEM, -1}, {F_LOCAL, F_MEM, F_AVGWS}, {F_COMP, F_MEM, -1}};
  for (int c = 0; c < 4; c++) {
    int dst = F_1 + c, a = parts[c][0], b = parts[c][1], x = parts[c][2];
    if (!res->text[a] || !res->text[b] || (x >= 0 && !res->text[x])) continue;
    int all_const = res->constant[a] && res->constant[b] && (x < 0 || res->constant[x]);
    if (res->constant[a] && res->value[a] == 0) all_const = 1; /* 0 over anything */
    if (c == 1 && !all_const && !strcmp(res->text[a], res->text[b])) { /* x/x: every access coalesced */
      res->constant[dst] = 1;
      res->value[dst] = 1;
      if (!(res->text[dst] = fmt("1"))) goto oom;
      continue;
    }
    if (all_const) {
      double den = c == 0 ? res->value[F_COMP] + res->value[F_MEM] : res->value[b];
      double v = res->value[a] == 0 || den == 0 ? 0 : res->value[a] / den;
      if (c == 2 && v != 0) v *= res->value[F_AVGWS];
      res->constant[dst] = 1;
      res->value[dst] = v;
      res->text[dst] = fmt("%.17g", v);
    } else if (c == 0) {
      res->text[dst] = fmt("(%s)/((%s) + (%s))", res->text[a], res->text[F_COMP], res->text[F_MEM]);
    } else if (c == 2) {
      res->text[dst] = fmt("(%s)/(%s)*(%s)", res->text[a], res->text[b], res->text[x]);
    } else {
      res->text[dst] = fmt("(%s)/(%s)", res->text[a], res->text[b]);
    }
    if (!res->text[dst]) goto oom;
  }
  *out = res;
  res = NULL;
  st = GPUOPT_OK;
  goto done;
oom:
  st = gpuopt__oom(ctx, who);
done:
  gpuopt_features_free(res);
  return st;
}
