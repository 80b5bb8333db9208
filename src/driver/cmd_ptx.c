/* gpuopt ptx [--sm SM] [-O N] [-p PIPELINE] [-o OUT] [--stats] FILE: device code generation
 * (gpucc §2.3): optional pipeline, then PTX from the NVPTX target. FILE is .ll, .bc or .cu (clang
 * as the device-side front end). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"

extern const char drv_cuda_shim[];

static void help(void) {
  printf("usage: gpuopt ptx [--sm SM] [-O0..-O3] [-p PIPELINE] [-o OUT] [--stats] [--max-registers N]\n"
         "                  [--min-registers N] [--spill-shared BYTES] [--spill-feedback] FILE\n\n"
         "Emit PTX for the device module FILE (.ll, .bc, or .cu compiled with clang as the device-side\n"
         "front end; set GPUOPT_CLANG to choose the clang). -p runs a gpuopt pipeline first (see\n"
         "'gpuopt opt --help'). --stats prints PTX instruction counts on stderr. Default SM: sm_90.\n"
         "--print-cuda-shim prints the CUDA shim header used for .cu files; --count PTXFILE prints the\n"
         "statistics of an existing PTX file (from nvcc, clang, ...).\n"
         "--max-registers, --min-registers, --spill-shared: div-spill's options (as for gpuopt opt).\n"
         "--spill-feedback (with --max-registers N, the ptxas cap): when ptxas is present, each kernel\n"
         "that ptxas spills under --maxrregcount N gets the best of no div-spill, div-spill at the cap,\n"
         "without its address step and at budgets below the cap (least stack, then spill traffic, then\n"
         "SASS instructions), reported on stderr; div-spill is appended to the pipeline if it is not\n"
         "its last step. Without ptxas it says 'skipped' and behaves as without --spill-feedback.\n");
}

static void print_stats(FILE *f, const gpuopt_ptx_stats *s) {
  fprintf(f,
          "ptx: %u entries, %u functions, %u instructions (ld.global %u, ld.shared %u, ld generic %u, "
          "st %u, bra %u, barriers %u)\n",
          s->entries, s->functions, s->instructions, s->loads_global, s->loads_shared, s->loads_generic, s->stores,
          s->branches, s->barriers);
}

static int count_file(const char *path) {
  size_t len = 0;
  char *buf = drv_read_file(path, &len);
  if (!buf) return drv_error("cannot read '%s'", path);
  gpuopt_ctx *ctx = NULL;
  int rc = 0;
  gpuopt_ptx_stats s;
  gpuopt_status st;
  if (gpuopt_ctx_create(NULL, &ctx)) rc = drv_error("out of memory");
  else if ((st = gpuopt_ptx_count(ctx, buf, len, &s))) rc = drv_fail(ctx, st);
  else print_stats(stdout, &s);
  gpuopt_ctx_free(ctx);
  free(buf);
  return rc;
}

int cmd_ptx(int argc, char **argv) {
  const char *pipeline = NULL, *out = NULL, *file = NULL, *sm = NULL;
  const char *maxreg = NULL, *minreg = NULL, *sshared = NULL;
  int stats = 0, olevel = -1, feedback = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      return EXIT_OK;
    }
    if (!strcmp(a, "--print-cuda-shim")) {
      fputs(drv_cuda_shim, stdout);
      return EXIT_OK;
    }
    if (!strcmp(a, "--count")) {
      if (i + 1 >= argc) return drv_usage("ptx", "--count needs a PTX file");
      return count_file(argv[i + 1]);
    }
    if (!strcmp(a, "-p") || !strcmp(a, "-o") || !strcmp(a, "--sm") || !strcmp(a, "--max-registers") ||
        !strcmp(a, "--min-registers") || !strcmp(a, "--spill-shared")) {
      if (i + 1 >= argc) return drv_usage("ptx", "%s needs a value", a);
      if (!strcmp(a, "-o")) out = argv[++i];
      else if (!strcmp(a, "--max-registers")) maxreg = argv[++i];
      else if (!strcmp(a, "--min-registers")) minreg = argv[++i];
      else if (!strcmp(a, "--spill-shared")) sshared = argv[++i];
      else if (!strcmp(a, "--sm")) sm = argv[++i];
      else pipeline = argv[++i];
    } else if (drv_flag(a, "--sm", &v) && v) sm = v;
    else if (drv_flag(a, "--passes", &v) && v) pipeline = v;
    else if (!strncmp(a, "-p=", 3)) pipeline = a + 3;
    else if (!strcmp(a, "--stats")) stats = 1;
    else if (!strcmp(a, "--spill-feedback")) feedback = 1;
    else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) olevel = a[2] - '0';
    else if (a[0] == '-' && a[1]) return drv_usage("ptx", "unknown option '%s'", a);
    else if (file) return drv_usage("ptx", "more than one input file ('%s' and '%s')", file, a);
    else file = a;
  }
  if (!file) return drv_usage("ptx", "no input file");
  gpuopt_options opts = GPUOPT_OPTIONS_INIT;
  if (sm) opts.sm = sm;
  if (olevel >= 0) opts.opt_level = (unsigned)olevel;
  drv_num_opt nums[] = {
      {maxreg, "--max-registers", &opts.max_registers, 1, 255},
      {minreg, "--min-registers", &opts.min_registers, 1, 255},
      {sshared, "--spill-shared", &opts.spill_shared_bytes, 0, 1u << 20}};
  if (drv_parse_nums("ptx", nums, sizeof nums / sizeof nums[0])) return EXIT_USAGE;
  if (feedback && !opts.max_registers) return drv_usage("ptx", "--spill-feedback needs --max-registers N (the ptxas cap)");
  char *prefix = NULL;
  const char *fstep = NULL;
  if (feedback && drv_spill_feedback_split("ptx", pipeline, &prefix, &fstep)) return EXIT_USAGE;
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(&opts, &ctx)) {
    free(prefix);
    return drv_usage("ptx", "invalid options (--sm '%s'; expected sm_NN)", sm ? sm : "");
  }
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  int rc = drv_load_any(ctx, llctx, file, opts.sm, &m);
  gpuopt_status st;
  if (!feedback) {
    if (!rc && pipeline && (st = gpuopt_run_pipeline(ctx, m, pipeline, NULL))) rc = drv_fail(ctx, st);
  } else if (!rc) {
    int done = 0;
    if (*prefix && (st = gpuopt_run_pipeline(ctx, m, prefix, NULL))) rc = drv_fail(ctx, st);
    if (!rc) rc = drv_spill_feedback(&opts, m, opts.max_registers, fstep, &done);
    /* without ptxas: as without --spill-feedback (div-spill only if the pipeline has it) */
    if (!rc && !done && pipeline && strstr(pipeline, "div-spill") && (st = gpuopt_run_pipeline(ctx, m, fstep, NULL)))
      rc = drv_fail(ctx, st);
  }
  free(prefix);
  char *ptx = NULL;
  size_t len = 0;
  if (!rc && (st = gpuopt_emit_ptx(ctx, m, &ptx, &len))) rc = drv_fail(ctx, st);
  if (!rc) {
    FILE *f = out && strcmp(out, "-") ? fopen(out, "wb") : stdout;
    if (!f) rc = drv_error("cannot write '%s'", out);
    else {
      if (fwrite(ptx, 1, len, f) != len) rc = drv_error("cannot write '%s'", out ? out : "stdout");
      if (f != stdout && fclose(f)) rc = drv_error("cannot write '%s'", out);
    }
  }
  if (!rc && stats) {
    gpuopt_ptx_stats s;
    if ((st = gpuopt_ptx_count(ctx, ptx, len, &s))) rc = drv_fail(ctx, st);
    else print_stats(stderr, &s);
  }
  gpuopt_free(ptx);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return rc;
}
