/* gpuopt difftest -p PIPELINE --kernel NAME --grid G --block B --arg SPEC... [--seeds N] FILE: run
 * the kernel before and after the pipeline on the SIMT interpreter for run seeds 1..N and compare
 * every buffer bit for bit (gpuopt_difftest). Exit 0 when identical, 1 on the first difference. */
#include <stdlib.h>
#include <string.h>

#include "driver/runargs.h"

static void help(void) {
  printf("usage: gpuopt difftest -p PIPELINE --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg SPEC]...\n"
         "                       [--seeds N] [--shared BYTES] [--max-registers N] [--min-registers N] [--spill-shared BYTES] FILE\n\n"
         "Run the kernel on the SIMT interpreter before and after PIPELINE for seeds 1..N (default 3) and\n"
         "compare every output buffer bit for bit. A buffer written 'rand' (no seed) and a scalar\n"
         "i32:rand:LO:HI / i64:rand:LO:HI take each run's seed. Prints 'difftest: N runs, outputs\n"
         "identical' (exit 0) or the first difference with its seed (exit 1). --max-registers and\n"
         "--spill-shared set the context options div-spill reads (as for gpuopt opt).\n");
}

int cmd_difftest(int argc, char **argv) {
  runargs ra;
  runargs_init(&ra);
  const char *file = NULL, *pipeline = NULL;
  unsigned seeds = 3;
  int rc = 0;
  gpuopt_ctx *ctx = NULL;
  LLVMContextRef llctx = NULL;
  LLVMModuleRef m = NULL;
  gpuopt_options dopts = GPUOPT_OPTIONS_INIT;
  if (gpuopt_ctx_create(NULL, &ctx)) return drv_error("out of memory");
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    int r = runargs_option(&ra, ctx, "difftest", argc, argv, &i);
    if (r < 0) {
      rc = EXIT_USAGE;
      goto out;
    }
    if (r) continue;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      goto out;
    } else if (!strcmp(a, "-p") || !strcmp(a, "--passes")) {
      if (i + 1 >= argc) {
        rc = drv_usage("difftest", "%s needs a value", a);
        goto out;
      }
      pipeline = argv[++i];
    } else if (!strncmp(a, "-p=", 3) || !strncmp(a, "--passes=", 9) || !strncmp(a, "-passes=", 8)) {
      pipeline = strchr(a, '=') + 1;
    } else if (!strcmp(a, "--max-registers") || !strcmp(a, "--spill-shared") || !strcmp(a, "--min-registers")) {
      char *e;
      unsigned long n = i + 1 < argc ? strtoul(argv[i + 1], &e, 10) : 0;
      if (i + 1 >= argc || !*argv[i + 1] || *e || n > (1ul << 20) || (a[2] == 'm' && (n < 1 || n > 255))) {
        rc = drv_usage("difftest", "%s needs a number (registers 1-255, bytes up to 1048576)", a);
        goto out;
      }
      i++;
      if (!strcmp(a, "--max-registers")) dopts.max_registers = (unsigned)n;
      else if (!strcmp(a, "--min-registers")) dopts.min_registers = (unsigned)n;
      else dopts.spill_shared_bytes = (unsigned)n;
    } else if (drv_flag(a, "--seeds", &v)) {
      if (!v && i + 1 < argc) v = argv[++i];
      char *e;
      unsigned long n = v ? strtoul(v, &e, 10) : 0;
      if (!v || *e || !n || n > 100000) {
        rc = drv_usage("difftest", "--seeds needs a count from 1 to 100000");
        goto out;
      }
      seeds = (unsigned)n;
    } else if (a[0] == '-' && a[1]) {
      rc = drv_usage("difftest", "unknown option '%s'", a);
      goto out;
    } else if (file) {
      rc = drv_usage("difftest", "more than one input file ('%s' and '%s')", file, a);
      goto out;
    } else {
      file = a;
    }
  }
  if (!file) {
    rc = drv_usage("difftest", "no input file");
    goto out;
  }
  if (!pipeline) {
    rc = drv_usage("difftest", "no pipeline (-p PIPELINE)");
    goto out;
  }
  if (runargs_check(&ra, "difftest")) {
    rc = EXIT_USAGE;
    goto out;
  }
  if (dopts.max_registers || dopts.spill_shared_bytes != 8192) { /* a context with these options */
    gpuopt_ctx *c2 = NULL;
    if (gpuopt_ctx_create(&dopts, &c2)) {
      rc = drv_error("out of memory");
      goto out;
    }
    gpuopt_ctx_free(ctx);
    ctx = c2;
  }
  llctx = LLVMContextCreate();
  if ((rc = drv_load(ctx, llctx, file, &m))) goto out;
  gpuopt_difftest_result res;
  gpuopt_status st = gpuopt_difftest(ctx, m, pipeline, ra.kernel, &ra.launch, ra.args, ra.nargs, seeds, &res);
  if (st) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  if (res.identical) {
    printf("difftest: %s\n", res.text);
  } else {
    printf("difftest: FAILED: %s\n", res.text);
    rc = EXIT_BAD_INPUT;
  }
out:
  if (m) LLVMDisposeModule(m);
  if (llctx) LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  runargs_free(&ra);
  return rc;
}
