/* gpuopt analyze --ranges [--json] [--summary]: per integer value its symbolic range [lo, hi] as C
 * text (DawnCC §3.1; gpuopt/ranges.h), at its definition and, narrowed, in the blocks dominated by a
 * branch condition on it; the fact it is valid under; per-function statistics. Values and blocks are
 * named as LLVM prints them; symbols print as the parameter's name, "%name"/"%N" for other IR values
 * and CUDA's names for launch registers (threadIdx.x, blockDim.x, ...). Where a comparison with another
 * SSA value bounds a value more tightly in terms of that value (`j < i`), the relational bound follows
 * ("; relational [0, %i - 1]"; JSON rel_lo / rel_hi). With --names (the default for C input) symbols
 * print as the source variables of the debug info and each value is followed by its own "(name)". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/analyze.h"
#include "driver/names.h"

static int analyze(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, gpuopt_ranges **r) {
  if (args->value) return drv_usage("analyze", "--ranges takes no value (got '%s')", args->value);
  gpuopt_ranges_options o = GPUOPT_RANGES_OPTIONS_INIT;
  o.source_names = args->names;
  gpuopt_status st = gpuopt_ranges_analyze(ctx, fn, &o, r);
  return st ? drv_fail(ctx, st) : 0;
}

static double pct(size_t a, size_t b) { return b ? 100.0 * (double)a / (double)b : 0.0; }

/* Bound text, NULL for an infinity (the caller prints null or -inf/+inf). */
static char *bound(const gpuopt_expr *e) {
  gpuopt_expr_kind k = gpuopt_expr_get_kind(e);
  if (k == GPUOPT_EXPR_POS_INF || k == GPUOPT_EXPR_NEG_INF) return NULL;
  return gpuopt_expr_to_c(e);
}

int analyze_ranges_text(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, FILE *f) {
  gpuopt_ranges *r = NULL;
  int rc = analyze(ctx, fn, args, &r);
  if (rc) return rc;
  gpuopt_ranges_summary s;
  gpuopt_ranges_summary_get(r, &s);
  if (!args->summary) {
    drv_names nm;
    if (!drv_names_build(fn, &nm)) {
      drv_names_free(&nm);
      gpuopt_ranges_free(r);
      return drv_error("out of memory");
    }
    fprintf(f, "  ranges:\n");
    for (size_t i = 0; i < gpuopt_ranges_num_views(r); i++) {
      gpuopt_range_view v;
      gpuopt_ranges_view(r, i, &v);
      char nb[256], bb[256];
      fprintf(f, "  range %%%s", drv_names_value(&nm, v.value, nb, sizeof nb));
      const char *src = gpuopt_ranges_source_name(r, v.value);
      if (src) fprintf(f, " (%s)", src);
      if (v.block) fprintf(f, " in %%%s", drv_names_block(&nm, v.block, bb, sizeof bb));
      if (!v.range.reached) {
        fprintf(f, ": unreached\n");
        continue;
      }
      char *lo = bound(v.range.lo), *hi = bound(v.range.hi);
      fprintf(f, ": [%s, %s]", lo ? lo : "-inf", hi ? hi : "+inf");
      if (v.range.fact) {
        char *fc = gpuopt_range_fact_to_c(r, v.range.fact);
        fprintf(f, " if %s", fc ? fc : "?");
        gpuopt_free(fc);
      }
      const gpuopt_expr *rlo, *rhi;
      if (!gpuopt_ranges_relational(r, v.value, v.block, &rlo, &rhi)) {
        char *a = rlo ? bound(rlo) : NULL, *b = rhi ? bound(rhi) : NULL;
        fprintf(f, "; relational [%s, %s]", a ? a : lo ? lo : "-inf", b ? b : hi ? hi : "+inf");
        gpuopt_free(a);
        gpuopt_free(b);
      }
      gpuopt_free(lo);
      gpuopt_free(hi);
      fprintf(f, "\n");
    }
    drv_names_free(&nm);
  }
  fprintf(f, "  ranges summary: values %zu: finite %zu (%.1f%%), finite lo %zu, finite hi %zu, constant %zu; "
             "narrowed views %zu; unreached %zu\n",
          s.values, s.finite, pct(s.finite, s.values), s.finite_lo, s.finite_hi, s.constant, s.views, s.unreached);
  gpuopt_ranges_free(r);
  return 0;
}

static void expr_json(json *j, const char *key, const gpuopt_expr *e) {
  json_key(j, key);
  char *s = bound(e);
  if (s) json_str(j, s);
  else json_null(j);
  gpuopt_free(s);
}

int analyze_ranges_json(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, json *j) {
  gpuopt_ranges *r = NULL;
  int rc = analyze(ctx, fn, args, &r);
  if (rc) return rc;
  gpuopt_ranges_summary s;
  gpuopt_ranges_summary_get(r, &s);
  if (!args->summary) {
    drv_names nm;
    if (!drv_names_build(fn, &nm)) {
      drv_names_free(&nm);
      gpuopt_ranges_free(r);
      return drv_error("out of memory");
    }
    json_key(j, "ranges");
    json_arr_begin(j);
    for (size_t i = 0; i < gpuopt_ranges_num_views(r); i++) {
      gpuopt_range_view v;
      gpuopt_ranges_view(r, i, &v);
      char nb[256], bb[256];
      json_obj_begin(j);
      json_key(j, "value");
      snprintf(bb, sizeof bb, "%%%s", drv_names_value(&nm, v.value, nb, sizeof nb));
      json_str(j, bb);
      const char *src = gpuopt_ranges_source_name(r, v.value);
      if (src) {
        json_key(j, "name");
        json_str(j, src);
      }
      if (v.block) {
        json_key(j, "block");
        json_str(j, drv_names_block(&nm, v.block, bb, sizeof bb));
      }
      json_key(j, "bits");
      json_int(j, v.range.bits);
      json_key(j, "reached");
      json_bool(j, v.range.reached);
      if (v.range.reached) {
        expr_json(j, "lo", v.range.lo);
        expr_json(j, "hi", v.range.hi);
        json_key(j, "lo_const");
        json_int(j, (long long)v.range.lo_const);
        json_key(j, "hi_const");
        json_int(j, (long long)v.range.hi_const);
        if (v.range.value) expr_json(j, "exact", v.range.value);
        const gpuopt_expr *rlo, *rhi;
        if (!gpuopt_ranges_relational(r, v.value, v.block, &rlo, &rhi)) {
          /* relational bounds: over other SSA values (gpuopt_ranges_relational) */
          if (rlo) expr_json(j, "rel_lo", rlo);
          if (rhi) expr_json(j, "rel_hi", rhi);
        }
        json_key(j, "facts");
        json_arr_begin(j);
        if (v.range.fact) {
          char *fc = gpuopt_range_fact_to_c(r, v.range.fact);
          json_str(j, fc ? fc : "?");
          gpuopt_free(fc);
        }
        json_arr_end(j);
      }
      if (LLVMIsAInstruction(v.value) && LLVMGetDebugLocLine(v.value)) {
        json_key(j, "line");
        json_int(j, LLVMGetDebugLocLine(v.value));
      }
      json_obj_end(j);
    }
    json_arr_end(j);
    drv_names_free(&nm);
  }
  json_key(j, "ranges_summary");
  json_obj_begin(j);
  const struct { const char *k; size_t v; } fl[] = {
      {"values", s.values}, {"finite", s.finite}, {"finite_lo", s.finite_lo}, {"finite_hi", s.finite_hi},
      {"constant", s.constant}, {"views", s.views}, {"unreached", s.unreached}};
  for (size_t i = 0; i < sizeof fl / sizeof fl[0]; i++) {
    json_key(j, fl[i].k);
    json_int(j, (long long)fl[i].v);
  }
  json_obj_end(j);
  gpuopt_ranges_free(r);
  return 0;
}
