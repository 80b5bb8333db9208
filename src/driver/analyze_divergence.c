/* gpuopt analyze --divergence[=simple|affine|poly2] [--json] [--summary]: per value its state and
 * coefficients, per conditional branch whether it diverges, per memory access its pattern, and
 * per-function statistics (gpuopt/analysis.h). Values and blocks are named as LLVM prints them
 * (IR name, or the slot number of an unnamed one); source lines come from debug info. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/analyze.h"
#include "driver/names.h"

/* " at file:line" from debug info, or "". */
static const char *where(LLVMValueRef inst, char *buf, size_t n) {
  unsigned line = LLVMGetDebugLocLine(inst), len = 0;
  const char *file = line ? LLVMGetDebugLocFilename(inst, &len) : NULL;
  if (!line) buf[0] = 0;
  else if (file && len) snprintf(buf, n, " at %.*s:%u", (int)len, file, line);
  else snprintf(buf, n, " at line %u", line);
  return buf;
}

/* MODE[,nowrap][,flags] (flags: no-wrap facts from the IR's flags only, no range analysis) */
static int parse_mode(const char *v, gpuopt_div_mode *m, int *nowrap, int *flags) {
  char buf[48];
  *nowrap = *flags = 0;
  snprintf(buf, sizeof buf, "%s", v ? v : "affine");
  char *comma = strchr(buf, ',');
  for (char *p = comma; p;) {
    char *next = strchr(p + 1, ',');
    if (next) *next = 0;
    if (!strcmp(p + 1, "nowrap")) *nowrap = 1;
    else if (!strcmp(p + 1, "flags")) *flags = 1;
    else return 0;
    p = next;
  }
  if (comma) *comma = 0;
  if (!strcmp(buf, "affine")) *m = GPUOPT_DIV_AFFINE;
  else if (!strcmp(buf, "simple")) *m = GPUOPT_DIV_SIMPLE;
  else if (!strcmp(buf, "poly2")) *m = GPUOPT_DIV_POLY2;
  else return 0;
  return 1;
}

static int analyze(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, gpuopt_divergence **r,
                   gpuopt_div_mode *mode) {
  int nowrap, flags;
  if (!parse_mode(args->value, mode, &nowrap, &flags))
    return drv_usage("analyze", "--divergence='%s': expected simple, affine or poly2, optionally followed by ',nowrap' and/or ',flags'",
                     args->value);
  gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  o.mode = *mode;
  o.assume_no_signed_wrap = nowrap;
  o.no_range_facts = flags;
  o.report_missing_facts = !nowrap && !args->summary;
  memcpy(o.max_ntid, args->max_ntid, sizeof o.max_ntid);
  memcpy(o.max_nctaid, args->max_nctaid, sizeof o.max_nctaid);
  gpuopt_status st = gpuopt_divergence_analyze(ctx, fn, &o, r);
  return st ? drv_fail(ctx, st) : 0;
}

static const char *opname(LLVMValueRef inst) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMLoad: return "load";
  case LLVMStore: return "store";
  case LLVMAtomicRMW: return "atomicrmw";
  case LLVMAtomicCmpXchg: return "cmpxchg";
  default: return "call";
  }
}

static double pct(size_t a, size_t b) { return b ? 100.0 * (double)a / (double)b : 0.0; }

static void coef_text(FILE *f, gpuopt_coef c) {
  if (c.kind == GPUOPT_COEF_CONST) fprintf(f, "%lld", (long long)c.value);
  else fprintf(f, "%s", c.kind == GPUOPT_COEF_TOP ? "T" : "?");
}

static void summary_text(FILE *f, const gpuopt_div_summary *s) {
  fprintf(f, "  summary: values %zu: uniform %zu (%.1f%%), affine %zu (%.1f%%), divergent %zu (%.1f%%); "
             "branches %zu: divergent %zu; accesses %zu: broadcast %zu, coalesced %zu, strided %zu, divergent %zu\n",
          s->values, s->uniform, pct(s->uniform, s->values), s->affine, pct(s->affine, s->values), s->divergent,
          pct(s->divergent, s->values), s->branches, s->divergent_branches, s->accesses, s->broadcast, s->coalesced,
          s->strided, s->divergent_accesses);
}

int analyze_divergence_text(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, FILE *f) {
  gpuopt_divergence *r = NULL;
  gpuopt_div_mode mode;
  int rc = analyze(ctx, fn, args, &r, &mode);
  if (rc) return rc;
  gpuopt_div_summary s;
  gpuopt_divergence_summary(r, &s);
  drv_names nm;
  if (args->summary) goto summary;
  if (!drv_names_build(fn, &nm)) {
    drv_names_free(&nm);
    gpuopt_divergence_free(r);
    return drv_error("out of memory");
  }
  fprintf(f, "  divergence (%s):\n", gpuopt_div_mode_name(mode));
  for (size_t k = 0; k < nm.n; k++) {
    char nb[256], wb[300];
    gpuopt_div_value v;
    if (gpuopt_divergence_value(r, nm.vals[k], &v)) continue;
    fprintf(f, "  value %%%s: %s", drv_names_value(&nm, nm.vals[k], nb, sizeof nb), gpuopt_div_state_name(v.state));
    int poly = mode == GPUOPT_DIV_POLY2;
    if (v.state == GPUOPT_STATE_UNIFORM) {
      if (v.c0.kind == GPUOPT_COEF_CONST) fprintf(f, " = %lld", (long long)v.c0.value);
    } else if (v.state == GPUOPT_STATE_AFFINE || v.c1.kind == GPUOPT_COEF_CONST || v.c0.kind == GPUOPT_COEF_CONST ||
               (poly && v.c2.kind == GPUOPT_COEF_CONST)) {
      fprintf(f, v.state == GPUOPT_STATE_AFFINE ? " " : " (");
      if (poly) {
        coef_text(f, v.c2);
        fprintf(f, "*tid^2 + ");
      }
      coef_text(f, v.c1);
      fprintf(f, "*tid + ");
      coef_text(f, v.c0);
      if (v.state != GPUOPT_STATE_AFFINE) fprintf(f, ")");
      if (v.c1.kind == GPUOPT_COEF_UNIFORM) fprintf(f, " (tid coefficient uniform, unknown)");
    }
    fprintf(f, "%s\n", LLVMIsAInstruction(nm.vals[k]) ? where(nm.vals[k], wb, sizeof wb) : "");
  }
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (!t) continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(t);
    if (!((op == LLVMBr && LLVMIsConditional(t)) || op == LLVMSwitch)) continue;
    char nb[256], wb[300];
    fprintf(f, "  branch %%%s: %s%s\n", drv_names_block(&nm, bb, nb, sizeof nb),
            gpuopt_divergence_branch_divergent(r, bb) ? "divergent" : "uniform", where(t, wb, sizeof wb));
  }
  for (size_t i = 0; i < gpuopt_divergence_num_accesses(r); i++) {
    gpuopt_div_access a;
    gpuopt_divergence_access(r, i, &a);
    char nb[256], wb[300];
    fprintf(f, "  access %s in %%%s: %s", opname(a.inst),
            drv_names_block(&nm, LLVMGetInstructionParent(a.inst), nb, sizeof nb), gpuopt_access_pattern_name(a.pattern));
    if (a.pattern == GPUOPT_ACCESS_STRIDED && !a.stride) fprintf(f, " stride ? (uniform, unknown)");
    else if (a.pattern == GPUOPT_ACCESS_COALESCED || a.pattern == GPUOPT_ACCESS_STRIDED)
      fprintf(f, " stride %lld", (long long)a.stride);
    fprintf(f, " size %u%s\n", a.size, where(a.inst, wb, sizeof wb));
  }
  for (size_t i = 0; i < gpuopt_divergence_num_missing_facts(r); i++) {
    gpuopt_div_missing_fact m;
    gpuopt_divergence_missing_fact(r, i, &m);
    char nb[256], ib[256], wb[300];
    fprintf(f, "  missing fact: %s in %%%s%s would be %s", opname(m.access),
            drv_names_block(&nm, LLVMGetInstructionParent(m.access), nb, sizeof nb), where(m.access, wb, sizeof wb),
            gpuopt_access_pattern_name(m.pattern));
    if (m.pattern == GPUOPT_ACCESS_COALESCED || (m.pattern == GPUOPT_ACCESS_STRIDED && m.stride))
      fprintf(f, " (stride %lld)", (long long)m.stride);
    fprintf(f, " if %%%s cannot wrap: needs %s (pass launch bounds, --max-block/--max-grid, or ,nowrap)\n",
            drv_names_value(&nm, m.inst, ib, sizeof ib), m.fact);
  }
  drv_names_free(&nm);
summary:
  summary_text(f, &s);
  gpuopt_divergence_free(r);
  return 0;
}

static void coef_json(json *j, const char *key, gpuopt_coef c) {
  json_key(j, key);
  if (c.kind == GPUOPT_COEF_CONST) json_int(j, (long long)c.value);
  else json_null(j);
}

static void line_json(json *j, LLVMValueRef inst) {
  unsigned line = LLVMGetDebugLocLine(inst);
  if (!line) return;
  json_key(j, "line");
  json_int(j, line);
}

static void summary_json(json *j, const gpuopt_div_summary *s) {
  json_key(j, "summary");
  json_obj_begin(j);
  const struct { const char *k; size_t v; } f[] = {
      {"values", s->values}, {"uniform", s->uniform}, {"affine", s->affine}, {"divergent", s->divergent},
      {"branches", s->branches}, {"divergent_branches", s->divergent_branches}, {"accesses", s->accesses},
      {"broadcast", s->broadcast}, {"coalesced", s->coalesced}, {"strided", s->strided},
      {"divergent_accesses", s->divergent_accesses}};
  for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) {
    json_key(j, f[i].k);
    json_int(j, (long long)f[i].v);
  }
  json_obj_end(j);
}

int analyze_divergence_json(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, json *j) {
  gpuopt_divergence *r = NULL;
  gpuopt_div_mode mode;
  int rc = analyze(ctx, fn, args, &r, &mode);
  if (rc) return rc;
  gpuopt_div_summary s;
  gpuopt_divergence_summary(r, &s);
  json_key(j, "divergence_mode");
  json_str(j, gpuopt_div_mode_name(mode));
  drv_names nm;
  if (args->summary) goto summary;
  if (!drv_names_build(fn, &nm)) {
    drv_names_free(&nm);
    gpuopt_divergence_free(r);
    return drv_error("out of memory");
  }
  json_key(j, "values");
  json_obj_begin(j);
  for (size_t k = 0; k < nm.n; k++) {
    char nb[256];
    gpuopt_div_value v;
    if (gpuopt_divergence_value(r, nm.vals[k], &v)) continue;
    json_key(j, drv_names_value(&nm, nm.vals[k], nb, sizeof nb));
    json_obj_begin(j);
    json_key(j, "state");
    json_str(j, gpuopt_div_state_name(v.state));
    if (mode == GPUOPT_DIV_POLY2) coef_json(j, "tid2_coef", v.c2);
    coef_json(j, "tid_coef", v.c1);
    if (v.c1.kind == GPUOPT_COEF_UNIFORM) {
      json_key(j, "tid_coef_uniform");
      json_bool(j, 1);
    }
    coef_json(j, "const", v.c0);
    if (LLVMIsAInstruction(nm.vals[k])) line_json(j, nm.vals[k]);
    json_obj_end(j);
  }
  json_obj_end(j);
  json_key(j, "branches");
  json_obj_begin(j);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (!t) continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(t);
    if (!((op == LLVMBr && LLVMIsConditional(t)) || op == LLVMSwitch)) continue;
    char nb[256];
    json_key(j, drv_names_block(&nm, bb, nb, sizeof nb));
    json_obj_begin(j);
    json_key(j, "divergent");
    json_bool(j, gpuopt_divergence_branch_divergent(r, bb));
    line_json(j, t);
    json_obj_end(j);
  }
  json_obj_end(j);
  json_key(j, "accesses");
  json_arr_begin(j);
  for (size_t i = 0; i < gpuopt_divergence_num_accesses(r); i++) {
    gpuopt_div_access a;
    gpuopt_divergence_access(r, i, &a);
    char nb[256];
    json_obj_begin(j);
    json_key(j, "block");
    json_str(j, drv_names_block(&nm, LLVMGetInstructionParent(a.inst), nb, sizeof nb));
    json_key(j, "opcode");
    json_str(j, opname(a.inst));
    json_key(j, "pattern");
    json_str(j, gpuopt_access_pattern_name(a.pattern));
    json_key(j, "stride");
    if ((a.pattern == GPUOPT_ACCESS_COALESCED || a.pattern == GPUOPT_ACCESS_STRIDED) && a.stride)
      json_int(j, (long long)a.stride);
    else json_null(j); /* also a strided access whose stride is uniform but unknown */
    json_key(j, "size");
    json_int(j, a.size);
    line_json(j, a.inst);
    json_obj_end(j);
  }
  json_arr_end(j);
  /* accesses divergent only for want of a no-wrap fact: which value, which fact */
  json_key(j, "missing_facts");
  json_arr_begin(j);
  for (size_t i = 0; i < gpuopt_divergence_num_missing_facts(r); i++) {
    gpuopt_div_missing_fact m;
    gpuopt_divergence_missing_fact(r, i, &m);
    size_t ai = 0;
    for (size_t q = 0; q < gpuopt_divergence_num_accesses(r); q++) {
      gpuopt_div_access a;
      gpuopt_divergence_access(r, q, &a);
      if (a.inst == m.access) ai = q;
    }
    char nb[256], ib[256];
    json_obj_begin(j);
    json_key(j, "access");
    json_int(j, (long long)ai);
    json_key(j, "block");
    json_str(j, drv_names_block(&nm, LLVMGetInstructionParent(m.access), nb, sizeof nb));
    json_key(j, "opcode");
    json_str(j, opname(m.access));
    json_key(j, "would_be");
    json_str(j, gpuopt_access_pattern_name(m.pattern));
    json_key(j, "stride");
    if (m.stride) json_int(j, (long long)m.stride);
    else json_null(j);
    json_key(j, "value");
    json_str(j, drv_names_value(&nm, m.inst, ib, sizeof ib));
    json_key(j, "needs");
    json_str(j, m.fact);
    line_json(j, m.access);
    json_obj_end(j);
  }
  json_arr_end(j);
  drv_names_free(&nm);
summary:
  summary_json(j, &s);
  gpuopt_divergence_free(r);
  return 0;
}
