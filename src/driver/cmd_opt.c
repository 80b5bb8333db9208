/* gpuopt opt -p PIPELINE [-o OUT] [--bitcode] [--stats] FILE: run a pipeline, print the result. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"

int drv_load_ir(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, LLVMModuleRef *out); /* c_front.c */

static void help(void) {
  printf("usage: gpuopt opt -p PIPELINE [-o OUT] [--bitcode] [--stats] [--sm SM] [--inline-threshold N]\n"
         "                  [--no-kernel-params-global] [--speculate-budget N] [--max-registers N]\n"
         "                  [--min-registers N] [--spill-shared BYTES] [--block-x-multiple N]\n"
         "                  [--spill-feedback] FILE\n\n"
         "PIPELINE is a comma-separated list of passes and presets (like opt -passes=).\n"
         "--max-registers N: the register budget of div-spill (like ptxas --maxrregcount; below\n"
         "--min-registers, default 24 = ptxas' lower bound, it is raised to it); --spill-shared\n"
         "BYTES: the shared memory per block div-spill may bring a kernel to (default 8192).\n"
         "--spill-feedback (with --max-registers N): the pipeline's last step div-spill (appended if\n"
         "absent) checked against ptxas when present: each kernel that ptxas spills under\n"
         "--maxrregcount N keeps the best of no div-spill, div-spill at the cap, without its address\n"
         "step and at budgets below the cap (least stack, then spill traffic, then SASS), reported\n"
         "on stderr. Without ptxas: 'skipped', and the pipeline runs as given.\npasses:");
  for (const char *const *n = gpuopt_pipeline_names(); *n; n++) printf(" %s", *n);
  printf("\npresets:");
  for (const char *const *n = gpuopt_pipeline_presets(); *n; n++) printf(" %s (= %s)", *n, gpuopt_pipeline_preset_expansion(*n));
  printf("\n");
}

int cmd_opt(int argc, char **argv) {
  const char *pipeline = NULL, *out = NULL, *file = NULL, *sm = NULL;
  const char *inl = NULL, *spec = NULL, *maxreg = NULL, *minreg = NULL, *sshared = NULL, *bxm = NULL;
  int bitcode = 0, stats = 0, no_kpg = 0, feedback = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      return EXIT_OK;
    }
    if (!strcmp(a, "-p") || !strcmp(a, "-o") || !strcmp(a, "--sm") || !strcmp(a, "--passes") ||
        !strcmp(a, "--inline-threshold") || !strcmp(a, "--speculate-budget") || !strcmp(a, "--max-registers") ||
        !strcmp(a, "--min-registers") || !strcmp(a, "--spill-shared") || !strcmp(a, "--block-x-multiple")) {
      if (i + 1 >= argc) return drv_usage("opt", "%s needs a value", a);
      if (!strcmp(a, "-o")) out = argv[++i];
      else if (!strcmp(a, "--inline-threshold")) inl = argv[++i];
      else if (!strcmp(a, "--speculate-budget")) spec = argv[++i];
      else if (!strcmp(a, "--max-registers")) maxreg = argv[++i];
      else if (!strcmp(a, "--min-registers")) minreg = argv[++i];
      else if (!strcmp(a, "--spill-shared")) sshared = argv[++i];
      else if (!strcmp(a, "--block-x-multiple")) bxm = argv[++i];
      else if (!strcmp(a, "--sm")) sm = argv[++i];
      else pipeline = argv[++i];
    } else if (drv_flag(a, "-passes", &v) && v) pipeline = v;
    else if (drv_flag(a, "--passes", &v) && v) pipeline = v;
    else if (!strncmp(a, "-p=", 3)) pipeline = a + 3;
    else if (!strcmp(a, "--bitcode")) bitcode = 1;
    else if (!strcmp(a, "--stats")) stats = 1;
    else if (!strcmp(a, "--no-kernel-params-global")) no_kpg = 1;
    else if (!strcmp(a, "--spill-feedback")) feedback = 1;
    else if (a[0] == '-' && a[1]) return drv_usage("opt", "unknown option '%s'", a);
    else if (file) return drv_usage("opt", "more than one input file ('%s' and '%s')", file, a);
    else file = a;
  }
  if (!file) return drv_usage("opt", "no input file");
  if (!pipeline) return drv_usage("opt", "no pipeline (-p PIPELINE)");
  gpuopt_options opts = GPUOPT_OPTIONS_INIT;
  if (sm) opts.sm = sm;
  if (no_kpg) opts.kernel_params_global = 0;
  if (inl) {
    char *end = NULL;
    unsigned long t = strtoul(inl, &end, 10);
    if (!*inl || *end || t > 100000000ul) return drv_usage("opt", "--inline-threshold expects a number, got '%s'", inl);
    opts.inline_threshold = (unsigned)t;
  }
  if (spec) {
    char *end = NULL;
    unsigned long t = strtoul(spec, &end, 10);
    if (!*spec || *end || t > 1000000ul) return drv_usage("opt", "--speculate-budget expects a number, got '%s'", spec);
    opts.speculate_budget = (unsigned)t;
  }
  drv_num_opt nums[] = {
      {maxreg, "--max-registers", &opts.max_registers, 1, 255},
      {minreg, "--min-registers", &opts.min_registers, 1, 255},
      {sshared, "--spill-shared", &opts.spill_shared_bytes, 0, 1u << 20},
      {bxm, "--block-x-multiple", &opts.block_x_multiple, 1, 1024}};
  if (drv_parse_nums("opt", nums, sizeof nums / sizeof nums[0])) return EXIT_USAGE;
  if (feedback && !opts.max_registers) return drv_usage("opt", "--spill-feedback needs --max-registers N (the ptxas cap)");
  char *prefix = NULL;
  const char *fstep = NULL;
  if (feedback && drv_spill_feedback_split("opt", pipeline, &prefix, &fstep)) return EXIT_USAGE;
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(&opts, &ctx)) {
    free(prefix);
    return drv_usage("opt", "invalid options (--sm '%s')", sm ? sm : "");
  }
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  /* any target here: the pipeline refuses a non-NVPTX module unless all its steps take host code */
  int rc = drv_load_ir(ctx, llctx, file, &m);
  gpuopt_pipeline_stats ps;
  gpuopt_status st;
  memset(&ps, 0, sizeof ps);
  if (!feedback) {
    if (!rc && (st = gpuopt_run_pipeline(ctx, m, pipeline, &ps))) rc = drv_fail(ctx, st);
  } else if (!rc) {
    int done = 0;
    if (*prefix && (st = gpuopt_run_pipeline(ctx, m, prefix, &ps))) rc = drv_fail(ctx, st);
    if (!rc) rc = drv_spill_feedback(&opts, m, opts.max_registers, fstep, &done);
    if (!rc && !done && strstr(pipeline, "div-spill") && (st = gpuopt_run_pipeline(ctx, m, fstep, NULL))) rc = drv_fail(ctx, st);
  }
  free(prefix);
  if (!rc) {
    void *data = NULL;
    size_t len = 0;
    st = bitcode ? gpuopt_module_bitcode(ctx, m, &data, &len) : gpuopt_module_print(ctx, m, (char **)&data, &len);
    if (st) rc = drv_fail(ctx, st);
    else {
      FILE *f = out && strcmp(out, "-") ? fopen(out, "wb") : stdout;
      if (!f) rc = drv_error("cannot write '%s'", out);
      else {
        if (fwrite(data, 1, len, f) != len) rc = drv_error("cannot write '%s'", out ? out : "stdout");
        if (f != stdout && fclose(f)) rc = drv_error("cannot write '%s'", out);
      }
      gpuopt_free(data);
    }
    if (!rc && stats) fprintf(stderr, "gpuopt: %u steps run, %u changed the module\n", ps.steps_run, ps.changed);
  }
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return rc;
}
