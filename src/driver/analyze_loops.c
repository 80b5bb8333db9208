/* gpuopt analyze --loops / --bounds: loop facts (gpuopt/loops.h). Both flags print the same JSON
 * "loops" array (the stable shape of issue 14; given together it is printed once); as text, --loops
 * prints the loops' verdicts and --bounds adds the access bounds. */
#include <stdio.h>
#include <string.h>

#include "driver/analyze.h"

static const char *header_name(LLVMValueRef fn, LLVMBasicBlockRef bb, char *buf, size_t n) {
  size_t i = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b && b != bb; b = LLVMGetNextBasicBlock(b)) i++;
  return drv_block_name(bb, i, buf, n);
}

static int analyze(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_loopfacts **r) {
  gpuopt_status st = gpuopt_loops_analyze(ctx, fn, r);
  return st ? drv_fail(ctx, st) : 0;
}

static void bounds_text(const gpuopt_access_bounds *B, int w, FILE *f) {
  const char *ind = "                                ";
  const char *rw = B->read && B->write ? "read+write" : B->write ? "write" : "read";
  if (!B->analysable) {
    fprintf(f, "%.*s%s: %s, unbounded (%s)\n", w, ind, B->base_name, rw, B->why ? B->why : "?");
    return;
  }
  fprintf(f, "%.*s%s[%s .. %s] %s, %s", w, ind, B->base_name, B->lo_c, B->hi_c,
          B->unit == GPUOPT_UNIT_ELEMENT ? "elements" : "bytes", rw);
  if (B->unit == GPUOPT_UNIT_ELEMENT) fprintf(f, ", %zu-byte elements", B->elem_size);
  fprintf(f, ", %s", B->exact ? "exact" : "over-approximated");
  if (strcmp(B->guard_c, "1")) fprintf(f, ", touched only if %s", B->guard_c);
  fprintf(f, "\n");
}

/* Bound k of loop i (region 0) or of region i (region 1). */
static void unit_bounds(const gpuopt_loopfacts *r, size_t i, int region, size_t k, gpuopt_access_bounds *B) {
  if (region) gpuopt_loops_region_bounds(r, i, k, B);
  else gpuopt_loops_bounds(r, i, k, B);
}

/* The bounds list of a loop nest or a region, indented by w: why it is not analysable, then one line
 * per base pointer. */
static void bounds_list_text(const gpuopt_loopfacts *r, size_t i, int region, size_t n, int analysable,
                             const char *why, int w, FILE *f) {
  if (!analysable) fprintf(f, "%*snot analysable: %s\n", w, "", why);
  for (size_t k = 0; k < n; k++) {
    gpuopt_access_bounds B;
    unit_bounds(r, i, region, k, &B);
    bounds_text(&B, w, f);
  }
}

static void text(LLVMValueRef fn, const gpuopt_loopfacts *r, int bounds, FILE *f) {
  size_t n = gpuopt_loops_count(r);
  if (!n) fprintf(f, "  no loops\n");
  for (size_t i = 0; i < n; i++) {
    gpuopt_loop_info I;
    gpuopt_loops_get(r, i, &I);
    char hb[64];
    fprintf(f, "%*sloop at line %u (depth %u, header %s): ", (int)(2 * I.depth), "", I.line, I.depth,
            header_name(fn, I.header, hb, sizeof hb));
    if (I.trip_count_c)
      fprintf(f, "trip count %s%s%s%s", I.trip_count_c, I.trip_exact ? "" : " (at most)",
              strcmp(I.runs_if, "1") ? ", runs if " : "", strcmp(I.runs_if, "1") ? I.runs_if : "");
    else
      fprintf(f, "trip count unknown");
    if (I.parallel) fprintf(f, "; parallel\n");
    else fprintf(f, "; not parallel: %s\n", I.reason);
    const char *ind = "                                ";
    int w = (int)(2 * I.depth + 2);
    if (I.nreductions) {
      fprintf(f, "%.*sreductions:", w, ind);
      for (size_t k = 0; k < I.nreductions; k++) {
        gpuopt_loop_reduction R;
        gpuopt_loops_reduction(r, i, k, &R);
        fprintf(f, " %s(%s %s)", R.name, R.op, R.type_c);
      }
      fprintf(f, "\n");
    }
    if (I.nno_alias) {
      fprintf(f, "%.*sneeds no alias:", w, ind);
      for (size_t k = 0; k < I.nno_alias; k++) {
        const char *a, *b;
        gpuopt_loops_no_alias(r, i, k, NULL, NULL, &a, &b);
        fprintf(f, " %s/%s", a, b);
      }
      fprintf(f, "\n");
    }
    if (I.nprivate || I.nliveout) {
      fprintf(f, "%.*sprivate:", w, ind);
      for (size_t k = 0; k < I.nprivate; k++) fprintf(f, " %s", gpuopt_loops_private(r, i, k));
      fprintf(f, "; live out:");
      for (size_t k = 0; k < I.nliveout; k++) fprintf(f, " %s", gpuopt_loops_liveout(r, i, k));
      fprintf(f, "\n");
    }
    if (!bounds) continue;
    bounds_list_text(r, i, 0, I.nbounds, I.analysable, I.not_analysable, w, f);
  }
}

/* the SESE regions of several loop nests (and the function's body) */
static void regions_text(LLVMValueRef fn, const gpuopt_loopfacts *r, FILE *f) {
  for (size_t i = 0; i < gpuopt_loops_region_count(r); i++) {
    gpuopt_region_info R;
    gpuopt_loops_region_get(r, i, &R);
    char eb[64], xb[64];
    fprintf(f, "  region lines %u-%u (entry %s, exit %s), outermost loops at lines", R.first_line, R.last_line,
            header_name(fn, R.entry, eb, sizeof eb), R.exit ? header_name(fn, R.exit, xb, sizeof xb) : "return");
    for (size_t k = 0; k < R.nloops; k++) {
      gpuopt_loop_info I;
      gpuopt_loops_get(r, gpuopt_loops_region_loop(r, i, k), &I);
      fprintf(f, "%s%u", k ? ", " : " ", I.line);
    }
    fprintf(f, "\n");
    bounds_list_text(r, i, 1, R.nbounds, R.analysable, R.not_analysable, 4, f);
  }
}

int analyze_loops_text(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, FILE *f) {
  (void)args;
  gpuopt_loopfacts *r;
  int rc = analyze(ctx, fn, &r);
  if (rc) return rc;
  text(fn, r, 0, f);
  gpuopt_loops_free(r);
  return 0;
}

int analyze_bounds_text(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, FILE *f) {
  (void)args;
  gpuopt_loopfacts *r;
  int rc = analyze(ctx, fn, &r);
  if (rc) return rc;
  text(fn, r, 1, f);
  regions_text(fn, r, f);
  gpuopt_loops_free(r);
  return 0;
}

static void str_or_null(json *j, const char *s) {
  if (s) json_str(j, s);
  else json_null(j);
}

static void bounds_json(json *j, const gpuopt_access_bounds *B) {
  json_obj_begin(j);
  json_key(j, "base");
  json_str(j, B->base_name);
  json_key(j, "lo");
  str_or_null(j, B->analysable ? B->lo_c : NULL);
  json_key(j, "hi");
  str_or_null(j, B->analysable ? B->hi_c : NULL);
  json_key(j, "unit");
  json_str(j, B->unit == GPUOPT_UNIT_ELEMENT ? "element" : "byte");
  json_key(j, "elem_size");
  json_int(j, (long long)B->elem_size);
  json_key(j, "read");
  json_bool(j, B->read);
  json_key(j, "write");
  json_bool(j, B->write);
  json_key(j, "exact");
  json_bool(j, B->exact);
  json_key(j, "guard");
  str_or_null(j, B->analysable ? B->guard_c : NULL);
  if (!B->analysable) {
    json_key(j, "why");
    str_or_null(j, B->why);
  }
  json_obj_end(j);
}

/* "bounds": [...], "analysable" and "not_analysable" of loop i (region 0) or region i (region 1). */
static void bounds_list_json(json *j, const gpuopt_loopfacts *r, size_t i, int region, size_t n, int analysable,
                             const char *why) {
  json_key(j, "bounds");
  json_arr_begin(j);
  for (size_t k = 0; k < n; k++) {
    gpuopt_access_bounds B;
    unit_bounds(r, i, region, k, &B);
    bounds_json(j, &B);
  }
  json_arr_end(j);
  json_key(j, "analysable");
  json_bool(j, analysable);
  if (!analysable) {
    json_key(j, "not_analysable");
    str_or_null(j, why);
  }
}

static LLVMValueRef printed_for; /* the function whose "loops" array was printed last */

int analyze_loops_json(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, json *j) {
  (void)args;
  if (printed_for == fn) return 0; /* --loops and --bounds together */
  gpuopt_loopfacts *r;
  int rc = analyze(ctx, fn, &r);
  if (rc) return rc;
  printed_for = fn;
  gpuopt_loops_summary S;
  gpuopt_loops_summary_get(r, &S);
  json_key(j, "loops");
  json_arr_begin(j);
  for (size_t i = 0; i < gpuopt_loops_count(r); i++) {
    gpuopt_loop_info I;
    gpuopt_loops_get(r, i, &I);
    char hb[64];
    json_obj_begin(j);
    json_key(j, "line");
    json_int(j, I.line);
    json_key(j, "depth");
    json_int(j, I.depth);
    json_key(j, "header");
    json_str(j, header_name(fn, I.header, hb, sizeof hb));
    json_key(j, "trip_count");
    str_or_null(j, I.trip_count_c);
    json_key(j, "trip_exact");
    json_bool(j, I.trip_exact);
    json_key(j, "runs_if");
    str_or_null(j, I.runs_if);
    json_key(j, "parallel");
    json_bool(j, I.parallel);
    json_key(j, "reason");
    str_or_null(j, I.reason);
    if (I.has_distance) {
      json_key(j, "distance");
      json_int(j, I.distance);
    }
    json_key(j, "needs_no_alias");
    json_arr_begin(j);
    for (size_t k = 0; k < I.nno_alias; k++) {
      const char *a, *b;
      gpuopt_loops_no_alias(r, i, k, NULL, NULL, &a, &b);
      json_arr_begin(j);
      json_str(j, a);
      json_str(j, b);
      json_arr_end(j);
    }
    json_arr_end(j);
    json_key(j, "reductions");
    json_arr_begin(j);
    for (size_t k = 0; k < I.nreductions; k++) {
      gpuopt_loop_reduction R;
      gpuopt_loops_reduction(r, i, k, &R);
      json_obj_begin(j);
      json_key(j, "name");
      json_str(j, R.name);
      json_key(j, "op");
      json_str(j, R.op);
      json_key(j, "type");
      json_str(j, R.type_c);
      json_obj_end(j);
    }
    json_arr_end(j);
    json_key(j, "private");
    json_arr_begin(j);
    for (size_t k = 0; k < I.nprivate; k++) json_str(j, gpuopt_loops_private(r, i, k));
    json_arr_end(j);
    json_key(j, "live_out");
    json_arr_begin(j);
    for (size_t k = 0; k < I.nliveout; k++) json_str(j, gpuopt_loops_liveout(r, i, k));
    json_arr_end(j);
    bounds_list_json(j, r, i, 0, I.nbounds, I.analysable, I.not_analysable);
    json_obj_end(j);
  }
  json_arr_end(j);
  json_key(j, "regions");
  json_arr_begin(j);
  for (size_t i = 0; i < gpuopt_loops_region_count(r); i++) {
    gpuopt_region_info R;
    gpuopt_loops_region_get(r, i, &R);
    char eb[64], xb[64];
    json_obj_begin(j);
    json_key(j, "entry");
    json_str(j, header_name(fn, R.entry, eb, sizeof eb));
    json_key(j, "exit");
    str_or_null(j, R.exit ? header_name(fn, R.exit, xb, sizeof xb) : NULL);
    json_key(j, "lines");
    json_arr_begin(j);
    json_int(j, R.first_line);
    json_int(j, R.last_line);
    json_arr_end(j);
    json_key(j, "loops");
    json_arr_begin(j);
    for (size_t k = 0; k < R.nloops; k++) {
      gpuopt_loop_info I;
      gpuopt_loops_get(r, gpuopt_loops_region_loop(r, i, k), &I);
      json_int(j, I.line);
    }
    json_arr_end(j);
    bounds_list_json(j, r, i, 1, R.nbounds, R.analysable, R.not_analysable);
    json_obj_end(j);
  }
  json_arr_end(j);
  json_key(j, "loop_summary");
  json_obj_begin(j);
  json_key(j, "loops");
  json_int(j, (long long)S.loops);
  json_key(j, "analysable");
  json_int(j, (long long)S.analysable);
  json_key(j, "parallel");
  json_int(j, (long long)S.parallel);
  json_key(j, "accesses");
  json_int(j, (long long)S.accesses);
  json_key(j, "bounded");
  json_int(j, (long long)S.bounded);
  json_key(j, "bounds");
  json_int(j, (long long)S.bounds);
  json_key(j, "exact");
  json_int(j, (long long)S.exact);
  json_obj_end(j);
  gpuopt_loops_free(r);
  return 0;
}

int analyze_bounds_json(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, json *j) {
  return analyze_loops_json(ctx, fn, args, j);
}
