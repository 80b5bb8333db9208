/* kernel_fuzzer: the bytes drive a generator of valid random kernels (kernel_gen.c: loops, branches,
 * switches, phis, shared memory, barriers, thread ids). Contracts checked on each kernel:
 *  - the generated kernel passes the verifier (else the generator is wrong) and runs on the SIMT
 *    interpreter without a run-time error (it is free of undefined behaviour by construction);
 *  - every analysis runs (fuzz_common.c); every transform alone, every preset and all transforms
 *    in a row keep the verifier happy, and the interpreter's results after each are bit for bit
 *    those before (gpuopt_difftest);
 *  - the divergence analysis' claims, in every mode, hold on the interpreter: a value claimed
 *    uniform is the same on every active lane of a warp, an affine one equals c2*tid^2 + c1*tid + c0
 *    (modulo 2^width) with the same c0 on every active lane, a branch claimed non-divergent sends
 *    the active lanes of a warp the same way (checked through the interpreter's trace hook). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "fuzz_common.h"
#include "gpuopt/interp.h"
#include "kernel_gen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct divcheck {
  gpuopt_divergence *d;
  LLVMValueRef fn;
  const char *mode;
  unsigned checked, violations;
  char first[512];
} divcheck;

static uint64_t wmask(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

static void violation(divcheck *c, const gpuopt_trace_event *ev, const char *what) {
  if (c->violations++) return;
  char *s = LLVMPrintValueToString(ev->inst);
  snprintf(c->first, sizeof c->first, "%s claim (%s mode) violated by '%s' in warp %u", what, c->mode, s, ev->warp);
  LLVMDisposeMessage(s);
}

static void on_trace(void *user, const gpuopt_trace_event *ev) {
  divcheck *c = user;
  if (ev->fn != c->fn || !ev->active) return;
  uint32_t live = ev->active & ~(ev->poison ? ev->poison[0] : 0);
  if (!live) return;
  if (ev->is_branch) {
    if (gpuopt_divergence_branch_divergent(c->d, LLVMGetInstructionParent(ev->inst))) return;
    c->checked++;
    int first = -1;
    for (unsigned l = 0; l < 32; l++)
      if (ev->active >> l & 1) {
        if (first < 0) first = (int)l;
        else if (ev->values[l] != ev->values[first]) {
          violation(c, ev, "non-divergent branch");
          return;
        }
      }
    return;
  }
  gpuopt_div_value v;
  if (gpuopt_divergence_value(c->d, ev->inst, &v) || v.state == GPUOPT_STATE_DIVERGENT) return;
  LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(ev->inst));
  if (v.state == GPUOPT_STATE_AFFINE && k != LLVMIntegerTypeKind && k != LLVMPointerTypeKind) return;
  if (v.state == GPUOPT_STATE_AFFINE && (v.c1.kind != GPUOPT_COEF_CONST || v.c2.kind != GPUOPT_COEF_CONST)) return;
  c->checked++;
  uint64_t mask = wmask(ev->bits), base = 0;
  int first = 1;
  for (unsigned leaf = 0; leaf < ev->leaves; leaf++) {
    uint32_t lanes = ev->active & ~(ev->poison ? ev->poison[leaf] : 0);
    first = 1;
    for (unsigned l = 0; l < 32; l++) {
      if (!(lanes >> l & 1)) continue;
      uint64_t x = ev->values[leaf * 32 + l];
      if (v.state == GPUOPT_STATE_AFFINE) {
        uint64_t t = ev->tid_x[l];
        x = (x - (uint64_t)v.c1.value * t - (uint64_t)v.c2.value * t * t) & mask;
      }
      if (first) base = x, first = 0;
      else if (x != base) {
        violation(c, ev, v.state == GPUOPT_STATE_AFFINE ? "affine" : "uniform");
        return;
      }
    }
    if (!first && v.state == GPUOPT_STATE_AFFINE && v.c0.kind == GPUOPT_COEF_CONST && ev->leaves == 1 &&
        k == LLVMIntegerTypeKind && base != ((uint64_t)v.c0.value & mask)) {
      violation(c, ev, "affine constant term");
      return;
    }
  }
}

static void bind(gpuopt_interp *ip, const kgen_info *info, int32_t *in, int32_t *out, size_t nout) {
  gpuopt_interp_clear_args(ip);
  for (unsigned i = 0; i < KGEN_IN_N; i++) in[i] = (int32_t)((info->seed + 1) * 2654435761u * (i + 1)) >> (i % 7);
  memset(out, 0, nout * sizeof *out);
  gpuopt_interp_set_buffer(ip, 0, in, KGEN_IN_N * sizeof *in, 1);
  gpuopt_interp_set_buffer(ip, 1, out, nout * sizeof *out, 0);
  gpuopt_interp_set_scalar(ip, 2, (uint64_t)(uint32_t)info->n);
}

static void check_divergence(gpuopt_ctx *ctx, LLVMModuleRef m, const kgen_info *info) {
  static const gpuopt_div_mode modes[] = {GPUOPT_DIV_SIMPLE, GPUOPT_DIV_AFFINE, GPUOPT_DIV_POLY2};
  LLVMValueRef fn = LLVMGetNamedFunction(m, "k");
  size_t nout = (size_t)info->grid * info->block * KGEN_SLOTS;
  int32_t in[KGEN_IN_N], *out = malloc(nout * sizeof *out);
  for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++)
    for (int nowrap = 0; nowrap < 2; nowrap++) {
      if (nowrap) continue; /* nowrap claims hold only where nothing wraps: the generator wraps freely */
      gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
      o.mode = modes[i];
      divcheck c = {0};
      c.fn = fn;
      c.mode = gpuopt_div_mode_name(modes[i]);
      if (gpuopt_divergence_analyze(ctx, fn, &o, &c.d)) fuzz_bug("divergence analysis failed: %s", gpuopt_ctx_error(ctx));
      gpuopt_interp *ip = NULL;
      if (gpuopt_interp_create(ctx, m, &ip)) fuzz_bug("gpuopt_interp_create failed: %s", gpuopt_ctx_error(ctx));
      bind(ip, info, in, out, nout);
      gpuopt_interp_set_trace(ip, on_trace, &c);
      gpuopt_launch L = GPUOPT_LAUNCH_INIT;
      L.grid.x = info->grid;
      L.block.x = info->block;
      L.max_steps = 1u << 22;
      if (gpuopt_interp_run(ip, "k", &L, NULL)) fuzz_bug("traced run failed: %s", gpuopt_ctx_error(ctx));
      gpuopt_interp_free(ip);
      gpuopt_divergence_free(c.d);
      if (c.violations) {
        char *ir = fuzz_print(m);
        fprintf(stderr, "%s\n", ir);
        free(ir);
        fuzz_bug("divergence analysis: %u of %u claims violated on the interpreter; first: %s", c.violations,
                 c.checked, c.first);
      }
    }
  free(out);
}

/* Outputs before and after pipeline must be identical (gpuopt_difftest). */
static void difftest(gpuopt_ctx *ctx, LLVMModuleRef m, const kgen_info *info, const char *pipeline) {
  gpuopt_argdesc args[3];
  char spec[3][64];
  snprintf(spec[0], sizeof spec[0], "i32[%d]:rand:%u", KGEN_IN_N, info->seed + 1);
  snprintf(spec[1], sizeof spec[1], "i32[%u]:zero", info->grid * info->block * KGEN_SLOTS);
  snprintf(spec[2], sizeof spec[2], "i32:%d", info->n);
  for (int i = 0; i < 3; i++)
    if (gpuopt_argdesc_parse(ctx, spec[i], &args[i])) fuzz_bug("argdesc '%s': %s", spec[i], gpuopt_ctx_error(ctx));
  gpuopt_launch L = GPUOPT_LAUNCH_INIT;
  L.grid.x = info->grid;
  L.block.x = info->block;
  L.max_steps = 1u << 22;
  gpuopt_difftest_result r;
  gpuopt_status st = gpuopt_difftest(ctx, m, pipeline, "k", &L, args, 3, 1, &r);
  if (st) {
    const char *e = gpuopt_ctx_error(ctx);
    if (st == GPUOPT_ELLVM && strstr(e, "gpuopt_run_pipeline: step '") &&
        (strstr(e, "fails the verifier") || strstr(e, "claims to preserve")))
      fuzz_bug("pipeline '%s': %s", pipeline, e);
    if (st == GPUOPT_ERUNTIME || st == GPUOPT_EUNSUPPORTED)
      fuzz_bug("the generated kernel does not run on the interpreter: %s", e);
    return; /* a transform declining the input with a message is fine */
  }
  if (!r.identical) {
    char *ir = fuzz_print(m);
    fprintf(stderr, "%s\n", ir);
    free(ir);
    fuzz_bug("pipeline '%s' changed the kernel's results: %s", pipeline, r.text);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 4096) return 0;
  gpuopt_ctx *ctx = fuzz_ctx();
  LLVMContextRef llctx = LLVMContextCreate();
  kgen_info info;
  LLVMModuleRef m = kgen_build(llctx, data, size, &info);
  char *msg = NULL;
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
    char *ir = fuzz_print(m);
    fprintf(stderr, "%s\n", ir);
    fuzz_bug("kernel generator produced IR that fails the verifier: %s", msg);
  }
  LLVMDisposeMessage(msg);
  if (getenv("GPUOPT_FUZZ_DUMP")) { /* show what the bytes generate */
    char *ir = fuzz_print(m);
    fprintf(stderr, "; grid %u block %u n %d: %u insts %u blocks %u loops %u branches %u switches %u barriers\n%s\n",
            info.grid, info.block, info.n, info.insts, info.blocks, info.loops, info.branches, info.switches,
            info.barriers, ir);
    free(ir);
  }
  LLVMValueRef *ks = NULL;
  size_t nk = 0;
  if (gpuopt_module_kernels(ctx, m, &ks, &nk) || nk != 1) fuzz_bug("the generated kernel is not recognised as one");
  gpuopt_free(ks);
  fuzz_analyses(ctx, m);
  check_divergence(ctx, m, &info);
  fuzz_all_transforms(ctx, m);
  size_t cap = 64;
  for (const char *const *n = gpuopt_pipeline_names(); *n; n++) cap += strlen(*n) + 1;
  char *all = calloc(1, cap);
  for (const char *const *n = gpuopt_pipeline_names(); *n; n++) {
    difftest(ctx, m, &info, *n);
    strcat(strcat(all, *all ? "," : ""), *n);
  }
  for (const char *const *n = gpuopt_pipeline_presets(); *n; n++) difftest(ctx, m, &info, *n);
  difftest(ctx, m, &info, all);
  free(all);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return 0;
}
