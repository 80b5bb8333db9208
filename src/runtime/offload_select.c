/* Run-time version selection of offloaded loops (Wang, Grewe and O'Boyle TACO'14 §5.3, Fig. 5).
 *
 * Each offloaded loop's descriptor carries its kernel's code features as a feature table (programs
 * over the launch's values: transform/offload_features.c, gpuopt_featprog_eval). At the loop's
 * first launch (after the runtime has probed its bounds) the features are instantiated over the
 * work items (the trip count), the bytes the launch would transfer and the scalars the host
 * passes, and the device is chosen:
 *   GPUOPT_OFFLOAD=auto (the default): the mapping model (a decision tree in the text format of
 *     src/learn/model.c) named by GPUOPT_MAPPING_MODEL, else the shipped one (trained on an H100,
 *     models/mapping-h100.model; GPUOPT_MAPPING_MODEL=none: no model) decides; its label "GPU" picks the GPU,
 *     any other the CPU. A feature the model tests that is unknown at this launch takes the
 *     training set's mean (the model's `means` line, §5.3); the reason says so. No model
 *     (GPUOPT_MAPPING_MODEL=none), a model that does not load, or an unknown
 *     feature the model has no mean for: the CPU. The decision holds for the rest of the run (the paper predicts once per program run).
 *   GPUOPT_OFFLOAD=always / never: the GPU / the CPU, whatever the model says.
 *   No usable device (or another reason the offload runtime gives for this launch): the CPU.
 * GPUOPT_OFFLOAD_REPORT=1 prints at each loop's first launch one JSON line to stderr:
 *   {"line":L,"loop":"fn:L","kernel":K,"features":{"comp":...,...},"device":"CPU"|"GPU","reason":R}
 * (features: numbers, null where unknown). The model is loaded once, with the library's own parser
 * and evaluator (learn layer: no LLVM), so programs built with the GPU-only runtime can select too.
 * Called by offload.c with its lock held; the loops' states live in a small table keyed by
 * descriptor. Like offload.c this part prints (on request) because user programs link it. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuopt/context.h"
#include "gpuopt/mapping.h"
#include "runtime/offload_select.h"

/* gpuopt_feature_name's order (gpuopt/features.h). */
#define NFEAT 10
static const char *const feature_names[NFEAT] = {"comp", "mem", "localmem", "coalesced", "transfer",
                                                 "avgws", "F1", "F2", "F3", "F4"};

enum { UNDECIDED, CHOSE_GPU, CHOSE_CPU };

typedef struct loop_state {
  const void *key;
  int decision;   /* the model's, at the first launch (auto mode) */
  int reported;
  char why[256];
} loop_state;

static struct {
  int init, report;
  gpuopt_model *model;
  const char *model_src; /* where it came from, for the reason */
  char model_why[320];  /* why there is no model */
  loop_state *loops;
  size_t n, cap;
} T;

/* The shipped model: models/mapping-h100.model, trained by `scripts/mapping-collect train
 * bench/results/mapping-h100.csv` on the H100 run of 2026-11-25 (bench/results/mapping.md: 483 loops,
 * leave-one-program-out accuracy 97.1%, 97.6% of the oracle's performance). check-mapping checks that
 * this text is the file's. */
/* BEGIN shipped mapping model */
static const char shipped_model[] =
    "# gpuopt mapping model: a C4.5 decision tree (docs/mapping.md)\n"
    "gpuopt-mapping-model 1\n"
    "label device\n"
    "classes 2 CPU GPU\n"
    "features 2 avgws coalesced\n"
    "means 2 568541.32919254655 286.33747412008279\n"
    "nodes 5\n"
    "split avgws 589824 483 6\n"
    "leaf CPU 458 0\n"
    "split coalesced 2 25 6\n"
    "leaf CPU 19 0\n"
    "leaf GPU 6 0\n";
/* END shipped mapping model */

static void init(void) {
  if (T.init) return;
  T.init = 1;
  const char *r = getenv("GPUOPT_OFFLOAD_REPORT");
  T.report = r && *r && strcmp(r, "0");
  const char *path = getenv("GPUOPT_MAPPING_MODEL");
  if (path && !strcmp(path, "none")) {
    snprintf(T.model_why, sizeof T.model_why, "no mapping model (GPUOPT_MAPPING_MODEL=none)");
    return;
  }
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) {
    snprintf(T.model_why, sizeof T.model_why, "no mapping model (out of memory)");
    return;
  }
  if (!path || !*path) {
    T.model_src = "gpuopt's shipped H100 model";
    if (gpuopt_model_parse(ctx, shipped_model, sizeof shipped_model - 1, &T.model))
      snprintf(T.model_why, sizeof T.model_why, "no mapping model (the shipped one: %.250s)", gpuopt_ctx_error(ctx));
  } else {
    T.model_src = "GPUOPT_MAPPING_MODEL";
    if (gpuopt_model_load(ctx, path, &T.model))
      snprintf(T.model_why, sizeof T.model_why, "no mapping model (GPUOPT_MAPPING_MODEL: %.250s)", gpuopt_ctx_error(ctx));
  }
  gpuopt_ctx_free(ctx);
}

static loop_state *state_of(const void *key) {
  for (size_t i = 0; i < T.n; i++)
    if (T.loops[i].key == key) return &T.loops[i];
  if (T.n == T.cap) {
    size_t nc = T.cap ? 2 * T.cap : 16;
    loop_state *n = realloc(T.loops, nc * sizeof *n);
    if (!n) return NULL;
    T.loops = n, T.cap = nc;
  }
  loop_state *s = &T.loops[T.n++];
  memset(s, 0, sizeof *s);
  s->key = key;
  return s;
}

int gpuopt__select_begin(const void *key, int device_ok, const char **why) {
  init();
  loop_state *s = state_of(key);
  if (s && s->decision == CHOSE_CPU) {
    if (why) *why = s->why;
    return 0;
  }
  return device_ok || (T.report && s && !s->reported);
}

/* The value of shared value i as a number (scalars only; NaN otherwise). */
static double arg_value(const gpuopt__sel_launch *l, uint32_t i) {
  uint32_t w = l->info[i];
  unsigned kind = w & 0xff, size = w >> 16;
  if (kind > 1 || !l->argv || !l->argv[i] || size == 0 || size > 8) return NAN;
  const unsigned char *p = l->argv[i];
  if (w & 0x400) {
    if (size == 4) { float f; memcpy(&f, p, 4); return f; }
    if (size == 8) { double d; memcpy(&d, p, 8); return d; }
    return NAN;
  }
  switch (size) {
  case 1: { int8_t v; memcpy(&v, p, 1); return v; }
  case 2: { int16_t v; memcpy(&v, p, 2); return v; }
  case 4: { int32_t v; memcpy(&v, p, 4); return v; }
  case 8: { int64_t v; memcpy(&v, p, 8); return (double)v; }
  default: return NAN;
  }
}

/* Instantiate the feature table over the launch (NaN where unknown or malformed). */
static void instantiate(const gpuopt__sel_launch *l, double out[NFEAT]) {
  for (int k = 0; k < NFEAT; k++) out[k] = NAN;
  const uint64_t *t = l->features;
  if (!t || t[0] < 2 || t[1] != NFEAT) return;
  size_t total = (size_t)t[0], at = 2;
  double in[2 + 64];
  size_t nin = 2 + (l->nargs < 64 ? l->nargs : 64);
  in[0] = (double)l->trip;
  in[1] = l->transfer;
  for (size_t i = 2; i < nin; i++) in[i] = arg_value(l, (uint32_t)(i - 2));
  for (int k = 0; k < NFEAT && at < total; k++) {
    size_t len = (size_t)t[at++];
    if (len > total - at) return;
    double v;
    if (!gpuopt_featprog_eval(t + at, len, in, nin, &v)) out[k] = v;
    at += len;
  }
}

static void report(const gpuopt__sel_launch *l, const double f[NFEAT], int gpu, const char *why) {
  const char *colon = l->where ? strrchr(l->where, ':') : NULL;
  long line = colon ? strtol(colon + 1, NULL, 10) : 0;
  fprintf(stderr, "{\"line\":%ld,\"loop\":\"", line);
  for (const char *c = l->where ? l->where : ""; *c; c++)
    if (*c == '"' || *c == '\\') fprintf(stderr, "\\%c", *c);
    else if ((unsigned char)*c >= 0x20) fputc(*c, stderr);
  fprintf(stderr, "\",\"kernel\":\"%s\",\"features\":{", l->kernel ? l->kernel : "");
  for (int k = 0; k < NFEAT; k++) {
    fprintf(stderr, "%s\"%s\":", k ? "," : "", feature_names[k]);
    if (isfinite(f[k])) fprintf(stderr, "%.17g", f[k]);
    else fputs("null", stderr);
  }
  fprintf(stderr, "},\"device\":\"%s\",\"reason\":\"", gpu ? "GPU" : "CPU");
  for (const char *c = why; *c; c++)
    if (*c == '"' || *c == '\\') fprintf(stderr, "\\%c", *c);
    else if ((unsigned char)*c >= 0x20) fputc(*c, stderr);
  fputs("\"}\n", stderr);
}

int gpuopt__select_launch(const gpuopt__sel_launch *l, int mode, const char *cpu_reason, const char **why) {
  init();
  loop_state *s = state_of(l->key);
  static char buf[240];
  double f[NFEAT];
  int need = !s || !s->reported || (mode == 2 && !cpu_reason && s->decision == UNDECIDED);
  if (need) instantiate(l, f);
  int gpu;
  const char *r;
  if (cpu_reason) {
    gpu = 0, r = cpu_reason;
  } else if (mode == 0) {
    gpu = 0, r = "GPUOPT_OFFLOAD=never";
  } else if (mode == 1) {
    gpu = 1, r = "GPUOPT_OFFLOAD=always";
  } else if (s && s->decision != UNDECIDED) {
    gpu = s->decision == CHOSE_GPU, r = s->why;
  } else if (!T.model) {
    gpu = 0, r = T.model_why;
  } else {
    const char *label = NULL, *missing = NULL;
    gpuopt_status st = gpuopt_model_predict(T.model, NFEAT, feature_names, f, &label, &missing);
    if (st) {
      gpu = 0;
      snprintf(buf, sizeof buf, "the mapping model tests %s, unknown at this launch", missing ? missing : "a feature");
      r = buf;
    } else {
      gpu = !strcmp(label, "GPU") || !strcmp(label, "gpu");
      if (missing)
        snprintf(buf, sizeof buf, "the mapping model (%s) predicts %.60s with %.40s at the training set's mean (unknown at this launch)",
                 T.model_src, label, missing);
      else
        snprintf(buf, sizeof buf, "the mapping model (%s) predicts %.100s", T.model_src, label);
      r = buf;
    }
    if (s) {
      s->decision = gpu ? CHOSE_GPU : CHOSE_CPU;
      snprintf(s->why, sizeof s->why, "%s", r);
      r = s->why;
    }
  }
  if (T.report && s && !s->reported) {
    s->reported = 1;
    report(l, f, gpu, r);
  }
  if (why) *why = r;
  return gpu;
}
