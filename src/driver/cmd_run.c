/* gpuopt run --emulate --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg SPEC]... [--dump K]...
 * [--stats] FILE: run a kernel and print its buffers (--dump) or a checksum per buffer. The backend
 * is chosen in one place (run_backend): the SIMT interpreter with --emulate; the GPU path comes
 * later. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "driver/runargs.h"

static void help(void) {
  printf("usage: gpuopt run --emulate --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg SPEC]...\n"
         "                  [--shared BYTES] [--seed N] [--dump K]... [--stats]\n"
         "                  [--check-divergence[=MODE]] FILE\n\n"
         "Run a kernel of FILE (.ll or .bc). SPEC is a scalar i32:V, i64:V, f32:V, f64:V (i32:rand:LO:HI)\n"
         "or a buffer T[N]:INIT with T in i8/i16/i32/i64/f32/f64 and INIT zero, iota, fill:V, rand or\n"
         "rand:SEED (integers in [0,16), floats in [0,1)). --dump K prints buffer argument K (0-based) one\n"
         "element per line; without --dump a checksum per buffer is printed.\n"
         "  --emulate      run on the SIMT reference interpreter (no GPU needed)\n"
         "  --shared N     bytes of dynamic shared memory per block\n"
         "  --max-steps N  stop after N warp instructions\n"
         "  --seed N       run seed for 'rand' buffers and rand:LO:HI scalars (default 1)\n"
         "  --stats        print instruction counts and speed on stderr\n"
         "  --check-divergence[=simple|affine|poly2]\n"
         "                 record every value per lane and check the divergence analysis' claims\n"
         "                 (default affine): print the claims checked and every violation; exit 1 on\n"
         "                 any violation\n");
}

int cmd_run(int argc, char **argv) {
  runargs ra;
  runargs_init(&ra);
  const char *file = NULL;
  int emulate = 0, stats = 0, rc = 0, divcheck = 0, broken = 0;
  unsigned long seed = 1;
  gpuopt_divergence_options dopts = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  size_t ndump = 0, *dump = calloc((size_t)argc + 1, sizeof *dump);
  gpuopt_ctx *ctx = NULL;
  LLVMContextRef llctx = NULL;
  LLVMModuleRef m = NULL;
  gpuopt_interp *ip = NULL;
  if (!dump || gpuopt_ctx_create(NULL, &ctx)) {
    free(dump);
    return drv_error("out of memory");
  }
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    int r = runargs_option(&ra, ctx, "run", argc, argv, &i);
    if (r < 0) {
      rc = EXIT_USAGE;
      goto out;
    }
    if (r) continue;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      goto out;
    } else if (drv_flag(a, "--seed", &v)) {
      if (!v && i + 1 < argc) v = argv[++i];
      char *e;
      seed = v ? strtoul(v, &e, 10) : 0;
      if (!v || *e || !*v) {
        rc = drv_usage("run", "--seed needs a number");
        goto out;
      }
    } else if (!strcmp(a, "--emulate")) {
      emulate = 1;
    } else if (!strcmp(a, "--stats")) {
      stats = 1;
    } else if (drv_flag(a, "--check-divergence", &v)) {
      divcheck = 1;
      if (!v || !strcmp(v, "affine")) dopts.mode = GPUOPT_DIV_AFFINE;
      else if (!strcmp(v, "simple")) dopts.mode = GPUOPT_DIV_SIMPLE;
      else if (!strcmp(v, "poly2")) dopts.mode = GPUOPT_DIV_POLY2;
      else {
        rc = drv_usage("run", "bad --check-divergence mode '%s': expected simple, affine or poly2", v);
        goto out;
      }
    } else if (!strcmp(a, "--check-divergence-broken")) {
      /* hidden, for tests: every value and branch claimed uniform, which the check must catch */
      divcheck = broken = 1;
      dopts.testing = GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM;
    } else if (drv_flag(a, "--dump", &v)) {
      if (!v && i + 1 < argc) v = argv[++i];
      char *e;
      unsigned long k = v ? strtoul(v, &e, 10) : 0;
      if (!v || *e || !*v) {
        rc = drv_usage("run", "--dump needs an argument index");
        goto out;
      }
      dump[ndump++] = k;
    } else if (a[0] == '-' && a[1]) {
      rc = drv_usage("run", "unknown option '%s'", a);
      goto out;
    } else if (file) {
      rc = drv_usage("run", "more than one input file ('%s' and '%s')", file, a);
      goto out;
    } else {
      file = a;
    }
  }
  if (!file) {
    rc = drv_usage("run", "no input file");
    goto out;
  }
  if (runargs_check(&ra, "run")) {
    rc = EXIT_USAGE;
    goto out;
  }
  for (size_t k = 0; k < ndump; k++)
    if (dump[k] >= ra.nargs || !ra.args[dump[k]].is_buffer) {
      rc = drv_usage("run", "--dump %zu: argument %zu is not a buffer argument", dump[k], dump[k]);
      goto out;
    }
  /* the backend: only the interpreter so far */
  if (!emulate) {
    rc = drv_error("this build cannot run on a GPU yet; use --emulate");
    goto out;
  }
  llctx = LLVMContextCreate();
  if ((rc = drv_load(ctx, llctx, file, &m))) goto out;
  gpuopt_status st;
  if ((st = gpuopt_interp_create(ctx, m, &ip))) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  if ((rc = runargs_materialize(&ra, seed))) goto out;
  if ((st = runargs_bind(&ra, ip, seed))) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  gpuopt_interp_stats is;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  gpuopt_divcheck_result dr;
  memset(&is, 0, sizeof is);
  if (divcheck) st = gpuopt_interp_check_divergence(ip, ra.kernel, &ra.launch, &dopts, &dr);
  else st = gpuopt_interp_run(ip, ra.kernel, &ra.launch, &is);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  if (st) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  if (divcheck) {
    printf("check-divergence (%s%s): %llu dynamic claims on %zu instructions checked, %zu violations\n",
           gpuopt_div_mode_name(dopts.mode), broken ? ", deliberately broken claims" : "",
           (unsigned long long)dr.claims_checked, dr.claims, dr.violations);
    fputs(dr.report, stdout);
    gpuopt_free(dr.report);
    if (dr.violations) rc = EXIT_BAD_INPUT;
    goto out;
  }
  if (ndump)
    for (size_t k = 0; k < ndump; k++) runargs_dump(&ra, dump[k], stdout);
  else
    runargs_checksums(&ra, stdout);
  if (stats) {
    double s = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
    fprintf(stderr,
            "gpuopt: %llu blocks, %llu warps, %llu warp instructions, %llu lane instructions, %llu divergent "
            "branches, %llu barriers; %.3f s, %.1f M lane-instructions/s\n",
            (unsigned long long)is.blocks, (unsigned long long)is.warps, (unsigned long long)is.warp_insts,
            (unsigned long long)is.lane_insts, (unsigned long long)is.divergent_branches,
            (unsigned long long)is.barriers, s, s > 0 ? (double)is.lane_insts / s / 1e6 : 0.0);
  }
out:
  gpuopt_interp_free(ip);
  if (m) LLVMDisposeModule(m);
  if (llctx) LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  runargs_free(&ra);
  free(dump);
  return rc;
}
