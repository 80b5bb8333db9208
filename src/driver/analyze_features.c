/* gpuopt analyze --features: the code features of the mapping model (gpuopt/features.h; Wang et al.
 * TACO'14 Table II) per function: a number where constant, else the expression to instantiate at run
 * time; the launch-dependent ones (transfer, avgws and what uses them) unknown here. */
#include <stdio.h>
#include <stdlib.h>

#include "driver/analyze.h"

static gpuopt_status run(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, gpuopt_features **out) {
  gpuopt_features_options o = GPUOPT_FEATURES_OPTIONS_INIT;
  if (args->value) {
    char *end;
    o.double_weight = strtod(args->value, &end);
    if (*end || !*args->value) o.double_weight = -1; /* reported by the library */
  }
  return gpuopt_features_analyze(ctx, fn, &o, out);
}

int analyze_features_text(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, FILE *f) {
  gpuopt_features *r = NULL;
  gpuopt_status st = run(ctx, fn, args, &r);
  if (st) return drv_fail(ctx, st);
  fprintf(f, "  features (per work item):\n");
  for (unsigned i = 0; i < GPUOPT_NUM_FEATURES; i++) {
    const char *e = gpuopt_features_expr(r, i);
    fprintf(f, "    %-10s %s\n", gpuopt_feature_name(i), e ? e : "unknown (set at launch)");
  }
  gpuopt_features_free(r);
  return 0;
}

int analyze_features_json(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, json *j) {
  gpuopt_features *r = NULL;
  gpuopt_status st = run(ctx, fn, args, &r);
  if (st) return drv_fail(ctx, st);
  json_key(j, "features");
  json_obj_begin(j);
  for (unsigned i = 0; i < GPUOPT_NUM_FEATURES; i++) {
    double v;
    json_key(j, gpuopt_feature_name(i));
    if (gpuopt_features_value(r, i, &v)) json_double(j, v);
    else if (gpuopt_features_expr(r, i)) json_str(j, gpuopt_features_expr(r, i));
    else json_null(j);
  }
  json_obj_end(j);
  gpuopt_features_free(r);
  return 0;
}
