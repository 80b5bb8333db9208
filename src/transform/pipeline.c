/* Pipelines with the shape of LLVM's -passes=: a comma-separated list of registered step names and
 * presets (registry.def). The whole string is parsed before anything runs, so an unknown name
 * changes nothing. Each step runs on the module; with verify_each the module is verified after
 * every step and a step that claims to preserve the CFG is checked against a fingerprint of it
 * (the debug check Mesa's NIR metadata does). */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/pipeline.h"
#include "transform/transform.h"

#define STEP(name, fn, preserves, help) gpuopt_status fn(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed);
#define PRESET(name, expansion, help)
#include "transform/registry.def"
#undef STEP
#undef PRESET

static const gpuopt_step steps[] = {
#define STEP(name, fn, preserves, help) {name, help, fn, preserves},
#define PRESET(name, expansion, help)
#include "transform/registry.def"
#undef STEP
#undef PRESET
};
#define NSTEPS (sizeof steps / sizeof steps[0])

typedef struct preset { const char *name, *expansion, *help; } preset;
static const preset presets[] = {
#define STEP(name, fn, preserves, help)
#define PRESET(name, expansion, help) {name, expansion, help},
#include "transform/registry.def"
#undef STEP
#undef PRESET
    {NULL, NULL, NULL}};

static const char *const step_names[] = {
#define STEP(name, fn, preserves, help) name,
#define PRESET(name, expansion, help)
#include "transform/registry.def"
#undef STEP
#undef PRESET
    NULL};

static const char *const preset_names[] = {
#define STEP(name, fn, preserves, help)
#define PRESET(name, expansion, help) name,
#include "transform/registry.def"
#undef STEP
#undef PRESET
    NULL};

const char *const *gpuopt_pipeline_names(void) { return step_names; }
const char *const *gpuopt_pipeline_presets(void) { return preset_names; }

const char *gpuopt_pipeline_preset_expansion(const char *name) {
  for (size_t i = 0; name && presets[i].name; i++)
    if (strcmp(presets[i].name, name) == 0) return presets[i].expansion;
  return NULL;
}

gpuopt_status gpuopt__step_verify(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 0;
  return gpuopt_module_verify(ctx, m);
}

gpuopt_status gpuopt__step_cleanup(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 1; /* LLVM's passes do not report it through the C API */
  return gpuopt_cleanup(ctx, m);
}

uint64_t gpuopt__cfg_fingerprint(LLVMValueRef fn) {
  uint64_t h = 1469598103934665603ULL;
#define MIX(x) (h = (h ^ (uint64_t)(x)) * 1099511628211ULL)
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    MIX((uintptr_t)bb);
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    unsigned n = t ? LLVMGetNumSuccessors(t) : 0;
    MIX(n);
    for (unsigned i = 0; i < n; i++) MIX((uintptr_t)LLVMGetSuccessor(t, i));
  }
#undef MIX
  return h;
}

static const gpuopt_step *find_step(const char *name, size_t len) {
  for (size_t i = 0; i < NSTEPS; i++)
    if (strlen(steps[i].name) == len && memcmp(steps[i].name, name, len) == 0) return &steps[i];
  return NULL;
}

static const preset *find_preset(const char *name, size_t len) {
  for (size_t i = 0; presets[i].name; i++)
    if (strlen(presets[i].name) == len && memcmp(presets[i].name, name, len) == 0) return &presets[i];
  return NULL;
}

static gpuopt_status unknown(gpuopt_ctx *ctx, const char *name, size_t len) {
  size_t cap = 256;
  for (size_t i = 0; i < NSTEPS; i++) cap += strlen(steps[i].name) + 2;
  for (size_t i = 0; presets[i].name; i++) cap += strlen(presets[i].name) + 2;
  char *known = malloc(cap);
  if (!known) return gpuopt__oom(ctx, "gpuopt_run_pipeline");
  known[0] = 0;
  for (size_t i = 0; i < NSTEPS; i++) strcat(strcat(known, i ? ", " : ""), steps[i].name);
  strcat(known, "; presets: ");
  for (size_t i = 0; presets[i].name; i++) strcat(strcat(known, i ? ", " : ""), presets[i].name);
  gpuopt_status st = gpuopt__fail(ctx, GPUOPT_ENOTFOUND,
                                  "gpuopt_run_pipeline: unknown pass '%.*s'; known passes: %s", (int)len, name, known);
  free(known);
  return st;
}

/* Parse text into steps, expanding presets (depth-limited: a preset may name presets). */
typedef VEC(const gpuopt_step *) step_vec;

static gpuopt_status parse(gpuopt_ctx *ctx, const char *text, int depth, step_vec *out) {
  const char *p = text;
  if (depth > 4) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_run_pipeline: presets nested too deeply");
  for (;;) {
    while (*p == ' ' || *p == '\t') p++;
    const char *s = p;
    while (*p && *p != ',') p++;
    const char *e = p;
    while (e > s && (e[-1] == ' ' || e[-1] == '\t')) e--;
    if (e == s)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_run_pipeline: empty pass name at offset %zu of '%s'",
                          (size_t)(s - text), text);
    const gpuopt_step *st = find_step(s, (size_t)(e - s));
    const preset *pr = st ? NULL : find_preset(s, (size_t)(e - s));
    if (st) {
      if (!VEC_PUSH(out, st)) return gpuopt__oom(ctx, "gpuopt_run_pipeline");
    } else if (pr) {
      gpuopt_status r = parse(ctx, pr->expansion, depth + 1, out);
      if (r) return r;
    } else {
      return unknown(ctx, s, (size_t)(e - s));
    }
    if (!*p) return GPUOPT_OK;
    p++;
  }
}

/* Steps that read and write host code as well as kernels: a pipeline made only of them runs on a
 * module of any target. */
static int host_capable(const step_vec *plan) {
  static const char *const host_ok[] = {"verify", "cleanup", "restrictify"};
  for (size_t i = 0; i < plan->len; i++) {
    int ok = 0;
    for (size_t k = 0; k < sizeof host_ok / sizeof host_ok[0]; k++) ok |= !strcmp(plan->data[i]->name, host_ok[k]);
    if (!ok) return 0;
  }
  return plan->len > 0;
}

gpuopt_status gpuopt_run_pipeline(gpuopt_ctx *ctx, LLVMModuleRef m, const char *pipeline,
                                  gpuopt_pipeline_stats *stats) {
  static const char who[] = "gpuopt_run_pipeline";
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !pipeline) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  if (stats) memset(stats, 0, sizeof *stats);
  step_vec plan = {0};
  gpuopt_status st = parse(ctx, pipeline, 0, &plan);
  if (!st && !host_capable(&plan)) st = gpuopt_module_check_target(ctx, m);
  if (!st) st = gpuopt_module_verify(ctx, m);
  gpuopt__invalidate_all(ctx);
  VEC(uint64_t) prints = {0};
  for (size_t i = 0; !st && i < plan.len; i++) {
    const gpuopt_step *step = plan.data[i];
    int check_cfg = ctx->opts.verify_each && (step->preserves & GPUOPT_META_CFG);
    prints.len = 0;
    if (check_cfg)
      for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f) && !VEC_PUSH(&prints, gpuopt__cfg_fingerprint(f))) st = gpuopt__oom(ctx, who);
    if (st) break;
    int changed = 0;
    st = step->run(ctx, m, &changed);
    if (st) break;
    if (stats) {
      stats->steps_run++;
      stats->changed += changed != 0;
    }
    if (ctx->opts.verify_each) {
      char *msg = NULL;
      if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
        st = gpuopt__fail(ctx, GPUOPT_ELLVM, "%s: step '%s' left a module that fails the verifier: %s", who, step->name,
                          msg ? msg : "");
        LLVMDisposeMessage(msg);
        break;
      }
      LLVMDisposeMessage(msg);
      size_t k = 0;
      if (check_cfg)
        for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !st; f = LLVMGetNextFunction(f))
          if (!LLVMIsDeclaration(f) && (k >= prints.len || prints.data[k++] != gpuopt__cfg_fingerprint(f)))
            st = gpuopt__fail(ctx, GPUOPT_ELLVM, "%s: step '%s' claims to preserve the CFG but changed it in @%s", who,
                              step->name, LLVMGetValueName(f));
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) gpuopt__invalidate(ctx, f, step->preserves);
  }
  gpuopt__invalidate_all(ctx);
  VEC_FREE(&prints);
  VEC_FREE(&plan);
  return st;
}
