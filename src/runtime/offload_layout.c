/* Index reordering in the offload runtime: device transposes and the §5.4 decision (issue 20;
 * Wang, Grewe, O'Boyle TACO'14 §4.1 "Global / Dynamic Index Reordering", §5.4 "A Model for Dynamic
 * Index Reordering").
 *
 * A kernel index-reorder rewrote exists in two versions (transform/index_reorder.c): the original
 * and `NAME_ro`, which reads some arrays A[X*M + Y] transposed (A'[Y*R + X]). offload.c keeps, per
 * object of its present table, at most one reordered device copy (gpuopt__olay) next to the plain
 * one. A launch that runs the reordered version finds the layout on the device (the *global* case:
 * consecutive offloaded loops that agree on an array's layout share it, with no reordering between
 * them: the runtime elides syncs between offloaded loops), or pays a *dynamic* reordering: the plain
 * copy is made current on the device (the ordinary copy-in) and this file's transpose kernel
 * permutes it there; the inverse runs on the device before the plain copy is needed again (a copy
 * out, a launch that uses the array in its plain layout, a layout that disagrees). The transpose
 * kernels (one per element size, tiled through shared memory so that reads and writes coalesce) are
 * generated into the program's device module by gpuopt_index_reorder_export and listed in
 * @__gpuopt_omp_transposes.
 *
 * The decision, per launch, for the arrays of the reordered version together:
 *   GPUOPT_REORDER=always / never: the reordered version / the original (tests, measurements).
 *   auto (the default): the reordering model named by GPUOPT_REORDER_MODEL (a decision tree of
 *     src/learn, `gpuopt mapping train FILE.csv --label reorder`), else the cost estimate below.
 * Model features, per launch, summed over its arrays (CSV columns of the training data):
 *   size      bytes of the arrays' rectangles (the paper's "size of the data structure")
 *   ratio     the kernel's accesses per element (the paper's accesses / size)
 *   saved     32-byte sectors saved per access (below)
 *   cost      sectors the transposes move (0 when every layout is already on the device)
 *   es        element bytes (the largest)
 *   written   1 when the kernel writes an array (the inverse transpose is owed)
 * The label: "yes" or "reorder" (or 1) runs the reordered version; any other, the original.
 * A model that does not load, or a feature it tests that is missing: the cost estimate decides.
 *
 * The cost estimate (documented in docs/wang.md; units: 32-byte sectors, the interpreter's count):
 * every access of the kernel to the array is taken to sweep its N = rows*m elements once per launch
 * (a loop over the row with X from threadIdx.x). A warp access whose X is driven by threadIdx.x
 * touches one sector per thread when strided (es <= 32), es/32 per thread when coalesced, so each
 * access that becomes coalesced saves N*(1 - es/32), each that becomes strided costs as much:
 *     benefit = N * (up - down) * (1 - es/32)
 * The tiled transpose reads and writes each element coalesced (2*N*es/32 sectors), plus a launch
 * (TRANSPOSE_LAUNCH_SECTORS: about 4 us of an H100's bandwidth, a round guess that the trained model
 * replaces); the transpose in is not needed for an array the kernel writes in full, the inverse is
 * owed when the kernel writes the array:
 *     cost = (in + out) * (2*N*es/32 + TRANSPOSE_LAUNCH_SECTORS), 0 when already present
 * where in = 0 for an array the kernel writes in full and does not read (the contract's W flag and
 * the transfer's density fact: the reordered copy is only allocated, nothing is copied in), else 1,
 * and out = 1 when the kernel writes the array (the inverse is owed), else 0
 * The reordered version runs when benefit > cost (summed over the arrays). It ignores caches (a
 * strided sweep whose rows stay in L1/L2 costs less on a GPU than here): that is what the model,
 * trained on the GPU machine by microbenchmarks (§5.4), is for.
 * Like offload.c this part prints (on request) because user programs link it. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuopt/context.h"
#include "gpuopt/mapping.h"
#include "runtime/cudart_abi.h"
#include "runtime/offload_layout.h"

#define TRANSPOSE_LAUNCH_SECTORS 131072.0

typedef struct transpose_ent { uint32_t es; const void *handle; } transpose_ent;
extern const transpose_ent __gpuopt_omp_transposes[] __attribute__((weak));

static const void *handle_of(unsigned es) {
  if (!__gpuopt_omp_transposes) return NULL;
  for (const transpose_ent *e = __gpuopt_omp_transposes; e->es; e++)
    if (e->es == es) return e->handle;
  return NULL;
}

int gpuopt__lay_can_transpose(unsigned es) { return handle_of(es) != NULL; }

int gpuopt__lay_transpose(void *plain, void *perm, uint64_t rows, uint64_t m, uint64_t avail, unsigned es, int out) {
  const void *h = handle_of(es);
  if (!h) return 0;
  /* the source S is R x C: plain rows x m on the way in, the permuted m x rows on the way out */
  uint64_t R = out ? m : rows, C = out ? rows : m;
  uint64_t gx = (C + 31) / 32, gy = (R + 31) / 32;
  if (!gx || !gy) return 1;
  if (gx > 2147483647u || gy > 65535) return 0;
  void *src = out ? perm : plain, *dst = out ? plain : perm;
  int32_t dir = out ? 1 : 0;
  void *args[6] = {&src, &dst, &R, &C, &avail, &dir};
  dim3 g = {(unsigned)gx, (unsigned)gy, 1}, b = {32, 8, 1};
  return cudaLaunchKernel(h, g, b, args, 0, NULL) == cudaSuccess && cudaDeviceSynchronize() == cudaSuccess;
}

static struct {
  int init, mode;   /* mode: 0 never, 1 always, 2 auto */
  int report;
  gpuopt_model *model;
  char why[320];
} L;

static void init(void) {
  if (L.init) return;
  L.init = 1;
  const char *m = getenv("GPUOPT_REORDER");
  L.mode = 2;
  if (m && !strcmp(m, "never")) L.mode = 0;
  else if (m && !strcmp(m, "always")) L.mode = 1;
  else if (m && *m && strcmp(m, "auto"))
    fprintf(stderr, "gpuopt offload: GPUOPT_REORDER=%s: expected never, always or auto (auto used)\n", m);
  const char *r = getenv("GPUOPT_REORDER_REPORT");
  L.report = r && *r && strcmp(r, "0");
  const char *path = getenv("GPUOPT_REORDER_MODEL");
  if (path && *path) {
    gpuopt_ctx *ctx = NULL;
    if (!gpuopt_ctx_create(NULL, &ctx)) {
      if (gpuopt_model_load(ctx, path, &L.model))
        fprintf(stderr, "gpuopt offload: GPUOPT_REORDER_MODEL: %s (the cost estimate decides)\n", gpuopt_ctx_error(ctx));
      gpuopt_ctx_free(ctx);
    }
  }
}

static int yes_label(const char *s) {
  return s && (!strcmp(s, "yes") || !strcmp(s, "reorder") || !strcmp(s, "1") || !strcmp(s, "true"));
}

static int decide(const gpuopt__lay_query *q, unsigned n, const char **why, double *vals);

int gpuopt__lay_decide(const char *kernel, const gpuopt__lay_query *q, unsigned n, const char **why) {
  double v[6] = {0};
  int yes = decide(q, n, why, v);
  if (L.report) {
    fprintf(stderr, "{\"reorder\":{\"kernel\":\"%s\",\"size\":%.0f,\"ratio\":%.6g,\"saved\":%.6g,\"cost\":%.0f,\"es\":%.0f,"
                    "\"written\":%.0f,\"decision\":\"%s\",\"reason\":\"",
            kernel ? kernel : "?", v[0], v[1], v[2], v[3], v[4], v[5], yes ? "yes" : "no");
    for (const char *c = *why; c && *c; c++)
      if (*c != '"' && *c != '\\' && (unsigned char)*c >= 32) fputc(*c, stderr);
    fputs("\"}}\n", stderr);
  }
  return yes;
}

static int decide(const gpuopt__lay_query *q, unsigned n, const char **why, double *vals) {
  init();
  double benefit = 0, cost = 0, size = 0, acc = 0, elems = 0, saved_acc = 0;
  unsigned es = 0;
  int written = 0;
  for (unsigned i = 0; i < n; i++) {
    double N = (double)q[i].rows * (double)q[i].m, f = q[i].es >= 32 ? 0 : 1.0 - q[i].es / 32.0;
    double b = N * ((double)q[i].up - (double)q[i].down) * f;
    double c = q[i].present ? 0 : ((q[i].fresh ? 0 : 1) + (q[i].written ? 1 : 0)) * (2 * N * q[i].es / 32.0 + TRANSPOSE_LAUNCH_SECTORS);
    benefit += b, cost += c;
    size += N * q[i].es, elems += N, acc += N * q[i].accesses, saved_acc += b;
    if (q[i].es > es) es = q[i].es;
    written |= q[i].written;
  }
  const char *names[6] = {"size", "ratio", "saved", "cost", "es", "written"};
  vals[0] = size, vals[1] = elems > 0 ? acc / elems : 0, vals[2] = acc > 0 ? saved_acc / acc : 0, vals[3] = cost;
  vals[4] = es, vals[5] = written;
  if (L.mode != 2) {
    *why = L.mode ? "GPUOPT_REORDER=always" : "GPUOPT_REORDER=never";
    return L.mode == 1;
  }
  if (L.model) {
    const char *label = NULL, *missing = NULL;
    if (!gpuopt_model_predict(L.model, 6, names, vals, &label, &missing) && label) {
      snprintf(L.why, sizeof L.why, "the reordering model says %s (size %.0f, ratio %.2f, saved %.3f, cost %.0f)", label, vals[0],
               vals[1], vals[2], vals[3]);
      *why = L.why;
      return yes_label(label);
    }
  }
  snprintf(L.why, sizeof L.why, "cost estimate: %.0f sectors saved %s %.0f moved by transposes", benefit,
           benefit > cost ? ">" : "<=", cost);
  *why = L.why;
  return benefit > cost;
}
