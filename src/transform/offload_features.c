/* The code features of an offloaded loop (Wang, Grewe and O'Boyle TACO'14 §5.2-5.3, Fig. 5): the
 * ten features of gpuopt/features.h computed on the loop's kernel (with its code inlined, as the
 * device pipeline will leave it), per work item = one iteration of the parallel loop, and
 *   - as C text for the report (kernel parameters named after the loop's shared values);
 *   - as the feature table the host descriptor carries for the offload runtime, which instantiates
 *     it at the loop's first launch over the values the host passes (src/runtime/offload_select.c).
 * Table layout (64-bit words): total length, the number of features F (10, in gpuopt_feature_name
 * order), then F times: a program's length L and its L words (gpuopt_featprog_eval). Program inputs:
 * 0 the work items (the parallel loop's trip count, probed at launch), 1 the bytes the launch
 * transfers (as the runtime sizes them: each array's range in, the written ones back), 2 + i the
 * i-th shared value the host passes (scalars only; a trip count that needs anything else is
 * unknown at run time). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include "transform/offload_features.h"

typedef struct map {
  LLVMValueRef kernel;
  const int *param_arg;
  unsigned nparams;
} map;

static int input_of(void *user, LLVMValueRef v) {
  map *m = user;
  if (!LLVMIsAArgument(v) || LLVMGetParamParent(v) != m->kernel) return -1;
  for (unsigned p = 0; p < m->nparams; p++)
    if (LLVMGetParam(m->kernel, p) == v) return m->param_arg[p] >= 0 ? 2 + m->param_arg[p] : -1;
  return -1;
}

int gpuopt__offload_features_prepare(gpuopt_ctx *ctx, LLVMModuleRef dev) {
  LLVMContextRef llctx = LLVMGetModuleContext(dev);
  unsigned ai = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  const char *drop[] = {"noinline", "optnone"};
  for (LLVMValueRef f = LLVMGetFirstFunction(dev); f; f = LLVMGetNextFunction(f)) {
    if (!LLVMGetFirstBasicBlock(f)) continue;
    for (int k = 0; k < 2; k++)
      LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMGetEnumAttributeKindForName(drop[k], strlen(drop[k])));
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(llctx, ai, 0));
  }
  gpuopt_diag d;
  gpuopt__diag_begin(&d, llctx);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(dev, "always-inline,function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg)", NULL, po);
  LLVMDisposePassBuilderOptions(po);
  gpuopt__diag_end(&d);
  (void)ctx;
  if (e) {
    LLVMConsumeError(e);
    return 0;
  }
  return 1;
}

void gpuopt__offload_feat_free(gpuopt__offload_feat *f) {
  if (!f) return;
  free(f->table);
  for (int i = 0; i < GPUOPT_NUM_FEATURES; i++) free(f->text[i]);
  memset(f, 0, sizeof *f);
}

int gpuopt__offload_features(gpuopt_ctx *ctx, LLVMValueRef kernel, const int *param_arg,
                             const char *const *param_name, const char *avgws_c, const char *transfer_c,
                             gpuopt__offload_feat *out) {
  memset(out, 0, sizeof *out);
  map m = {kernel, param_arg, LLVMCountParams(kernel)};
  for (unsigned p = 0; p < m.nparams; p++)
    if (param_name && param_name[p] && *param_name[p]) LLVMSetValueName2(LLVMGetParam(kernel, p), param_name[p], strlen(param_name[p]));
  gpuopt_features_options o = GPUOPT_FEATURES_OPTIONS_INIT;
  o.input = input_of;
  o.input_user = &m;
  o.avgws_input = 0;
  o.transfer_input = 1;
  o.avgws = avgws_c;
  o.transfer = transfer_c;
  gpuopt_features *f = NULL;
  if (gpuopt_features_analyze(ctx, kernel, &o, &f)) return 0;
  size_t total = 2;
  for (unsigned i = 0; i < GPUOPT_NUM_FEATURES; i++) {
    size_t len;
    gpuopt_features_program(f, i, &len);
    total += 1 + len;
  }
  int ok = (out->table = calloc(total, sizeof *out->table)) != NULL;
  if (ok) {
    size_t at = 0;
    out->table[at++] = total;
    out->table[at++] = GPUOPT_NUM_FEATURES;
    for (unsigned i = 0; i < GPUOPT_NUM_FEATURES; i++) {
      size_t len;
      const uint64_t *w = gpuopt_features_program(f, i, &len);
      out->table[at++] = len;
      if (len) memcpy(out->table + at, w, len * sizeof *w);
      at += len;
    }
    out->len = total;
  }
  for (unsigned i = 0; ok && i < GPUOPT_NUM_FEATURES; i++) {
    const char *t = gpuopt_features_expr(f, i);
    if (t && !(out->text[i] = gpuopt__strdup(t))) ok = 0;
  }
  gpuopt_features_free(f);
  if (!ok) gpuopt__offload_feat_free(out);
  return ok;
}
