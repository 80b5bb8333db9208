/* memspace-aa: memory-space alias analysis (gpucc §3.3). NVPTX's global, shared, const, local and
 * param spaces are disjoint, so two pointers proven in two different ones cannot alias.
 *
 * The query (gpuopt_memspace_alias) takes each pointer's space from its type or, for a generic
 * pointer, from the inference of analysis/memspace.c (Algorithm 1), and answers NO for two
 * different disjoint spaces, MAY otherwise. Other spaces (for instance shared::cluster, 7, which
 * contains the CTA's shared window) are never called disjoint.
 *
 * The transform writes the same fact into the IR where LLVM's own passes read it: scoped-noalias
 * metadata. The domain is !{!"gpuopt.memspace"}; each disjoint space N has the scope
 * !{!"gpuopt.memspace.<name>", domain}. A memory access (load, store, atomicrmw, cmpxchg, memory
 * intrinsic) whose spaces are all known and disjoint gets !alias.scope listing its spaces' scopes
 * and !noalias listing the scopes of the other spaces accessed in the function. ScopedNoAliasAA
 * then answers NoAlias for two accesses in different spaces (A's scopes are contained in B's
 * noalias list), and nothing for accesses with an unknown space (they get no metadata). Existing
 * scope lists (from the inliner's noalias handling) are extended, not replaced: scopes of other
 * domains keep their meaning. Running the transform twice adds nothing.
 *
 * Requires: a verified module. Preserves: everything but metadata (no instruction changes). */
#include <stdlib.h>
#include <string.h>

#include "analysis/memspace.h"
#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"

static const char WHO[] = "gpuopt_memspace_aa";

gpuopt_status gpuopt_memspace_alias(gpuopt_ctx *ctx, LLVMValueRef fn, LLVMValueRef a, LLVMValueRef b,
                                    gpuopt_alias_result *out) {
  static const char who[] = "gpuopt_memspace_alias";
  if (!ctx) return GPUOPT_EINVAL;
  if (!fn || !a || !b || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = GPUOPT_ALIAS_MAY;
  gpuopt_status s = gpuopt__memspace_check_value(ctx, who, fn, a);
  if (!s) s = gpuopt__memspace_check_value(ctx, who, fn, b);
  if (s) return s;
  gpuopt_memspace *ms = NULL;
  if ((s = gpuopt__memspace_analyze(ctx, fn, ctx->opts.kernel_params_global, &ms))) return s;
  unsigned sa = gpuopt__memspace_space(ms, a), sb = gpuopt__memspace_space(ms, b);
  gpuopt__memspace_free(ms);
  if (sa != sb && gpuopt__memspace_disjoint(sa) && gpuopt__memspace_disjoint(sb)) *out = GPUOPT_ALIAS_NO;
  return GPUOPT_OK;
}

/* The disjoint spaces, in a fixed order (bit k of a mask = space spaces[k]). */
static const unsigned spaces[] = {GPUOPT_AS_GLOBAL, GPUOPT_AS_SHARED, GPUOPT_AS_CONST, GPUOPT_AS_LOCAL, GPUOPT_AS_PARAM};
static const char *const scope_names[] = {"gpuopt.memspace.global", "gpuopt.memspace.shared", "gpuopt.memspace.const",
                                          "gpuopt.memspace.local", "gpuopt.memspace.param"};
#define NSPACES 5

static int space_bit(unsigned as) {
  for (int k = 0; k < NSPACES; k++)
    if (spaces[k] == as) return k;
  return -1;
}

/* The mask of spaces memory access i touches; 0 if any of its addresses is unknown or not a
 * disjoint space, or if i is not a memory access. */
static unsigned access_mask(const gpuopt_memspace *ms, LLVMValueRef i) {
  LLVMValueRef ptrs[2];
  unsigned n = 0;
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMLoad: ptrs[n++] = LLVMGetOperand(i, 0); break;
  case LLVMStore: ptrs[n++] = LLVMGetOperand(i, 1); break;
  case LLVMAtomicRMW:
  case LLVMAtomicCmpXchg: ptrs[n++] = LLVMGetOperand(i, 0); break;
  case LLVMCall: {
    LLVMValueRef callee = LLVMGetCalledValue(i);
    if (!callee || !LLVMIsAFunction(callee)) return 0;
    const char *name = LLVMGetValueName(callee);
    if (!strncmp(name, "llvm.memcpy.", 12) || !strncmp(name, "llvm.memmove.", 13)) {
      ptrs[n++] = LLVMGetOperand(i, 0);
      ptrs[n++] = LLVMGetOperand(i, 1);
    } else if (!strncmp(name, "llvm.memset.", 12)) {
      ptrs[n++] = LLVMGetOperand(i, 0);
    } else {
      return 0;
    }
    break;
  }
  default: return 0;
  }
  unsigned mask = 0;
  for (unsigned k = 0; k < n; k++) {
    int bit = space_bit(gpuopt__memspace_space(ms, ptrs[k]));
    if (bit < 0) return 0;
    mask |= 1u << bit;
  }
  return mask;
}

typedef struct md_ctx {
  LLVMContextRef llctx;
  unsigned kind_scope, kind_noalias;
  LLVMMetadataRef scope[NSPACES];
} md_ctx;

/* Set list kind on i to its current operands plus the scopes in mask (each at most once). Returns
 * 1 if it added a scope, 0 if not, -1 on out of memory. */
static int extend_list(md_ctx *mc, LLVMValueRef i, unsigned kind, unsigned mask) {
  LLVMValueRef old = LLVMGetMetadata(i, kind);
  unsigned nold = old ? LLVMGetMDNodeNumOperands(old) : 0;
  LLVMValueRef *ops = malloc(sizeof *ops * (nold ? nold : 1));
  LLVMMetadataRef *list = malloc(sizeof *list * (nold + NSPACES));
  if (!ops || !list) {
    free(ops);
    free(list);
    return -1;
  }
  if (nold) LLVMGetMDNodeOperands(old, ops);
  unsigned n = 0, have = 0;
  for (unsigned k = 0; k < nold; k++) {
    LLVMMetadataRef md = LLVMValueAsMetadata(ops[k]);
    for (int s = 0; s < NSPACES; s++)
      if (md == mc->scope[s]) have |= 1u << s;
    list[n++] = md;
  }
  int added = 0;
  for (int s = 0; s < NSPACES; s++)
    if ((mask >> s & 1) && !(have >> s & 1)) {
      list[n++] = mc->scope[s];
      added = 1;
    }
  if (added) LLVMSetMetadata(i, kind, LLVMMetadataAsValue(mc->llctx, LLVMMDNodeInContext2(mc->llctx, list, n)));
  free(ops);
  free(list);
  return added;
}

static gpuopt_status run_function(gpuopt_ctx *ctx, md_ctx *mc, LLVMValueRef fn, gpuopt_memspace_aa_stats *st) {
  gpuopt_memspace *ms = NULL;
  gpuopt_status s = gpuopt__memspace_analyze(ctx, fn, ctx->opts.kernel_params_global, &ms);
  if (s) return s;
  /* first pass: which spaces does the function access? */
  unsigned used = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) used |= access_mask(ms, i);
  /* one space only: nothing to separate */
  if (used & (used - 1)) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        unsigned mask = access_mask(ms, i);
        if (!mask) continue;
        int a = extend_list(mc, i, mc->kind_scope, mask);
        int b = extend_list(mc, i, mc->kind_noalias, used & ~mask);
        if (a < 0 || b < 0) {
          gpuopt__memspace_free(ms);
          return gpuopt__oom(ctx, WHO);
        }
        if (a || b) st->annotated++;
      }
  }
  gpuopt__memspace_free(ms);
  return GPUOPT_OK;
}

gpuopt_status gpuopt_memspace_aa(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_memspace_aa_stats *stats) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module", WHO);
  gpuopt_status s = gpuopt_module_check_target(ctx, m);
  if (s) return s;
  gpuopt__invalidate_all(ctx);
  md_ctx mc;
  mc.llctx = LLVMGetModuleContext(m);
  mc.kind_scope = LLVMGetMDKindIDInContext(mc.llctx, "alias.scope", 11);
  mc.kind_noalias = LLVMGetMDKindIDInContext(mc.llctx, "noalias", 7);
  LLVMMetadataRef dname = LLVMMDStringInContext2(mc.llctx, "gpuopt.memspace", 15);
  LLVMMetadataRef domain = LLVMMDNodeInContext2(mc.llctx, &dname, 1);
  for (int k = 0; k < NSPACES; k++) {
    LLVMMetadataRef ops[2] = {LLVMMDStringInContext2(mc.llctx, scope_names[k], strlen(scope_names[k])), domain};
    mc.scope[k] = LLVMMDNodeInContext2(mc.llctx, ops, 2);
  }
  gpuopt_memspace_aa_stats st = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn && !s; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn)) s = run_function(ctx, &mc, fn, &st);
  if (stats) *stats = st;
  return s;
}

gpuopt_status gpuopt__step_memspace_aa(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_memspace_aa_stats st = {0};
  gpuopt_status s = gpuopt_memspace_aa(ctx, m, &st);
  *changed = st.annotated > 0;
  return s;
}
