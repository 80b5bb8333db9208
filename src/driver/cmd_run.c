/* gpuopt run [--emulate | --compare] [-p PIPELINE] [--time N] --kernel NAME --grid X[,Y,Z]
 * --block X[,Y,Z] [--arg SPEC]... [--dump K]... [--stats] FILE: run a kernel and print its buffers
 * (--dump) or a checksum per buffer. The backend is chosen in one place: the SIMT interpreter with
 * --emulate (or --check-divergence); otherwise the GPU (run_gpu.c: PTX after PIPELINE, default
 * gpucc, through gpuopt's CUDA runtime); --compare runs both with the same inputs and fails on any
 * difference. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "driver/run_gpu.h"
#include "driver/runargs.h"

static void help(void) {
  printf("usage: gpuopt run [--emulate | --compare] [-p PIPELINE | --module F] [--time N] [--sm SM]\n"
         "                  [--max-registers N]\n"
         "                  --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg SPEC]...\n"
         "                  [--shared BYTES] [--seed N] [--dump K]... [--stats] [--sectors]\n"
         "                  [--check-divergence[=MODE]] [--check-ranges] FILE\n\n"
         "Run a kernel of FILE (.ll or .bc). SPEC is a scalar i32:V, i64:V, f32:V, f64:V (i32:rand:LO:HI)\n"
         "or a buffer T[N]:INIT with T in i8/i16/i32/i64/f32/f64 and INIT zero, iota, fill:V, rand or\n"
         "rand:SEED (integers in [0,16), floats in [0,1)). --dump K prints buffer argument K (0-based) one\n"
         "element per line; without --dump a checksum per buffer is printed.\n"
         "Without --emulate the kernel runs on the GPU (device 0) after PIPELINE (default gpucc), lowered\n"
         "to PTX and JIT-loaded through gpuopt's CUDA runtime; with no GPU it fails saying so.\n"
         "  --emulate      run on the SIMT reference interpreter (no GPU needed)\n"
         "  --compare      run on the GPU and on the interpreter (unoptimised IR), same inputs; fail on any\n"
         "                 difference in the output buffers (integers exact; floats within --tolerance)\n"
         "  -p PIPELINE    gpuopt pipeline before running (GPU default gpucc; --emulate default none;\n"
         "                 'none' for no pipeline)\n"
         "  --time N       GPU: 2 warm-up launches, then N launches timed with CUDA events (the inputs\n"
         "                 restored before each); prints the median\n"
         "  --tolerance R  --compare: relative tolerance for floats (default 1e-5; 0 = bit for bit): the\n"
         "                 NVPTX back end fuses a*b+c marked `contract` into fma, the interpreter does not;\n"
         "                 an element differs when off by more than R of its magnitude and by more than\n"
         "                 R/16 of the buffer's largest (cancellation keeps the large terms' rounding)\n"
         "  --sm SM        GPU target (default sm_90)\n"
         "  --module F     GPU: load PTX or cubin file F (another compiler's code for the same kernel, e.g.\n"
         "                 nvcc -ptx) in place of FILE lowered by gpuopt; FILE gives the signature (and,\n"
         "                 with --compare, the interpreter's reference); no -p. Repeated: each module is\n"
         "                 timed (--time), interleaved round by round in one context; results from the first\n"
         "  --rounds R     --time: R rounds of N launches per module (default 1); the median over all\n"
         "  --max-registers N  register cap per thread: the JIT's (ptxas --maxrregcount) and div-spill's\n"
         "                 budget\n"
         "  --shared N     bytes of dynamic shared memory per block\n"
         "  --max-steps N  stop after N warp instructions\n"
         "  --seed N       run seed for 'rand' buffers and rand:LO:HI scalars (default 1)\n"
         "  --stats        print instruction counts and speed on stderr\n"
         "  --sectors      (on the interpreter) print global-memory requests per warp and the 32-byte\n"
         "                 sectors they touch, loads and stores (4 sectors per 4-byte request: coalesced)\n"
         "  --check-divergence[=simple|affine|poly2]\n"
         "                 (on the interpreter) record every value per lane and check the divergence analysis' claims\n"
         "                 (default affine): print the claims checked and every violation; exit 1 on\n"
         "                 any violation\n"
         "  --assume-launch  with --check-divergence: the analysis takes this launch's grid and block\n"
         "                   as known limits (--max-grid/--max-block of analyze) and its claims are checked\n"
         "  --check-ranges  (on the interpreter) check the symbolic range analysis: every integer value\n"
         "                 and operand within its claimed range, per lane; exit 1 on any violation\n");
}

/* ---- the GPU backend and --compare (issue 7) ---- */

/* Compare buffer k of the GPU run (gpu) with the interpreter's (ra->bufs[k]): integers bit for bit,
 * floats within a relative tolerance (tol 0: bit for bit), since the NVPTX back end contracts
 * fmul+fadd marked `contract` into fma while the interpreter rounds each operation: an element
 * differs when it is off by more than tol of its own magnitude and by more than tol/16 of the
 * buffer's largest magnitude. Returns the number of differing elements and prints the first few. */
static size_t compare_buffer(const runargs *ra, size_t k, const void *gpu, double tol) {
  const gpuopt_argdesc *d = &ra->args[k];
  const unsigned char *a = gpu, *b = ra->bufs[k];
  size_t es = gpuopt_elem_size(d->elem), bad = 0;
  /* the buffer's largest magnitude (the interpreter's): an element that comes out of cancellation
   * (a small difference of large terms) carries the large terms' rounding, so its error is measured
   * against the buffer's norm, not only its own size (conv2d_poly on an H100: 0.0013416870 for
   * 0.0013415515, 1e-4 relatively, every build nvcc's included: fma against separate roundings) */
  double norm = 0;
  if (d->elem == GPUOPT_ELEM_F32 || d->elem == GPUOPT_ELEM_F64)
    for (size_t i = 0; i < d->count; i++) {
      double y;
      if (d->elem == GPUOPT_ELEM_F32) {
        float fy;
        memcpy(&fy, b + i * es, 4);
        y = fy;
      } else {
        memcpy(&y, b + i * es, 8);
      }
      if (y == y && fabs(y) > norm && !isinf(y)) norm = fabs(y);
    }
  for (size_t i = 0; i < d->count; i++) {
    int differ;
    double x = 0, y = 0;
    if (d->elem == GPUOPT_ELEM_F32 || d->elem == GPUOPT_ELEM_F64) {
      if (d->elem == GPUOPT_ELEM_F32) {
        float fx, fy;
        memcpy(&fx, a + i * es, 4);
        memcpy(&fy, b + i * es, 4);
        x = fx, y = fy;
      } else {
        memcpy(&x, a + i * es, 8);
        memcpy(&y, b + i * es, 8);
      }
      if (tol == 0 || x != x || y != y) differ = memcmp(a + i * es, b + i * es, es) != 0;
      else {
        double m = fabs(x) > fabs(y) ? fabs(x) : fabs(y);
        /* within tol of the larger of the two, or within tol/16 of the buffer's norm */
        differ = x != y && fabs(x - y) > tol * m && fabs(x - y) > tol * 0x1p-4 * norm;
      }
    } else {
      differ = memcmp(a + i * es, b + i * es, es) != 0;
      int64_t ix = 0, iy = 0;
      memcpy(&ix, a + i * es, es);
      memcpy(&iy, b + i * es, es);
      x = (double)ix, y = (double)iy;
    }
    if (differ && bad++ < 5)
      fprintf(stderr, "gpuopt: argument %zu element %zu: GPU %.17g, interpreter %.17g\n", k, i, x, y);
  }
  return bad;
}

/* Run on the GPU (after the pipeline), then, with compare, on the interpreter with the same
 * inputs; ra->bufs holds the GPU's results (or, with compare, the interpreter's) afterwards. */
static int run_gpu_backend(gpuopt_ctx *ctx, LLVMModuleRef m, runargs *ra, uint64_t seed, const char *pipeline,
                           unsigned time_n, int compare, double tol, int stats, const char *const *modules,
                           unsigned nmodules, unsigned rounds) {
  int rc = 0;
  size_t n = ra->nargs;
  drv_gpu_arg *ga = calloc(n + 1, sizeof *ga);
  void **initial = calloc(n + 1, sizeof *initial), **gpu_out = calloc(n + 1, sizeof *gpu_out);
  LLVMModuleRef opt = NULL;
  gpuopt_interp *ip = NULL;
  if (!ga || !initial || !gpu_out) {
    rc = drv_error("out of memory");
    goto out;
  }
  for (size_t k = 0; k < n; k++) {
    if (!ra->args[k].is_buffer) {
      ga[k].bits = gpuopt_argdesc_scalar(&ra->args[k], seed, (unsigned)k);
      continue;
    }
    size_t bytes = runargs_bytes(ra, k);
    initial[k] = malloc(bytes ? bytes : 1);
    if (!initial[k]) {
      rc = drv_error("out of memory");
      goto out;
    }
    memcpy(initial[k], ra->bufs[k], bytes);
    ga[k] = (drv_gpu_arg){1, ra->bufs[k], initial[k], bytes, 0};
  }
  opt = LLVMCloneModule(m);
  gpuopt_status st;
  if (!opt) {
    rc = drv_error("out of memory");
    goto out;
  }
  if (!nmodules && pipeline && strcmp(pipeline, "none") && (st = gpuopt_run_pipeline(ctx, opt, pipeline, NULL))) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  const char *what = nmodules ? modules[0] : pipeline ? pipeline : "none";
  drv_gpu_run r = {ra->kernel,
                   {ra->launch.grid.x, ra->launch.grid.y, ra->launch.grid.z},
                   {ra->launch.block.x, ra->launch.block.y, ra->launch.block.z},
                   (unsigned)ra->launch.dynamic_shared,
                   time_n,
                   modules,
                   nmodules,
                   rounds,
                   gpuopt_ctx_options(ctx)->max_registers};
  drv_gpu_result *all = calloc(nmodules + 1, sizeof *all);
  if (!all) {
    rc = drv_error("out of memory");
    goto out;
  }
  if ((rc = drv_run_gpu(ctx, opt, &r, ga, n, all))) {
    free(all);
    goto out;
  }
  drv_gpu_result res = all[0];
  for (unsigned j = 0; j < (nmodules ? nmodules : 1); j++) {
    const char *wj = nmodules ? modules[j] : what;
    if (stats || time_n)
      fprintf(stderr, "gpuopt: %s on %s after '%s': %d registers, %d bytes local memory%s%.4f ms\n", ra->kernel,
              all[j].device, wj, all[j].attrs.registers, all[j].attrs.local_bytes, j ? "" : "; first launch ",
              j ? 0.0 : (double)all[j].first_ms);
    if (time_n && nmodules > 1)
      printf("time: %s [%s] median %.4f ms, min %.4f ms over %u launches (%u rounds, interleaved; 2 warm-up launches each)"
             " registers %d local %d\n",
             ra->kernel, wj, (double)all[j].median_ms, (double)all[j].min_ms, all[j].timed, rounds ? rounds : 1,
             all[j].attrs.registers, all[j].attrs.local_bytes);
    else if (time_n)
      printf("time: %s median %.4f ms, min %.4f ms over %u launches (after 2 warm-up launches)\n", ra->kernel,
             (double)all[j].median_ms, (double)all[j].min_ms, all[j].timed);
  }
  free(all);
  if (!compare) goto out;
  /* the interpreter on the unoptimised module with the same inputs */
  for (size_t k = 0; k < n; k++) {
    if (!ra->args[k].is_buffer) continue;
    size_t bytes = runargs_bytes(ra, k);
    gpu_out[k] = malloc(bytes ? bytes : 1);
    if (!gpu_out[k]) {
      rc = drv_error("out of memory");
      goto out;
    }
    memcpy(gpu_out[k], ra->bufs[k], bytes);
    memcpy(ra->bufs[k], initial[k], bytes);
  }
  if ((st = gpuopt_interp_create(ctx, m, &ip)) || (st = runargs_bind(ra, ip, seed)) ||
      (st = gpuopt_interp_run(ip, ra->kernel, &ra->launch, NULL))) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  size_t bad = 0, buffers = 0;
  for (size_t k = 0; k < n; k++)
    if (ra->args[k].is_buffer) {
      size_t b = compare_buffer(ra, k, gpu_out[k], tol);
      if (b) fprintf(stderr, "gpuopt: argument %zu: %zu of %zu elements differ\n", k, b, ra->args[k].count);
      bad += b;
      buffers++;
    }
  if (bad) rc = drv_error("--compare: the GPU and the interpreter differ in %zu elements", bad);
  else
    printf("compare: GPU (%s, after '%s') = interpreter on %zu buffers (integers exact, floats within %g)\n",
           res.device, what, buffers, tol);
out:
  gpuopt_interp_free(ip);
  if (opt) LLVMDisposeModule(opt);
  for (size_t k = 0; k < n; k++) {
    if (initial) free(initial[k]);
    if (gpu_out) free(gpu_out[k]);
  }
  free(initial);
  free(gpu_out);
  free(ga);
  return rc;
}

int cmd_run(int argc, char **argv) {
  runargs ra;
  runargs_init(&ra);
  const char *file = NULL;
  int emulate = 0, stats = 0, sectors = 0, rc = 0, divcheck = 0, broken = 0, compare = 0, rangecheck = 0, assume_launch = 0;
  const char *pipeline = NULL, *sm = NULL;
  const char **modules = calloc((size_t)argc + 1, sizeof *modules);
  unsigned max_registers = 0, nmodules = 0, rounds = 0;
  unsigned time_n = 0;
  double tol = 1e-5;
  unsigned long seed = 1;
  gpuopt_divergence_options dopts = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  size_t ndump = 0, *dump = calloc((size_t)argc + 1, sizeof *dump);
  gpuopt_ctx *ctx = NULL;
  LLVMContextRef llctx = NULL;
  LLVMModuleRef m = NULL;
  gpuopt_interp *ip = NULL;
  /* --sm is needed before the context exists */
  for (int i = 1; i + 1 < argc; i++)
    if (!strcmp(argv[i], "--sm")) sm = argv[i + 1];
    else if (!strcmp(argv[i], "--max-registers")) {
      char *e;
      unsigned long x = strtoul(argv[i + 1], &e, 10);
      if (*e || !*argv[i + 1] || x < 1 || x > 255) {
        free(dump);
        free(modules);
        return drv_usage("run", "--max-registers needs a number of registers (1-255)");
      }
      max_registers = (unsigned)x;
    }
  gpuopt_options opts = GPUOPT_OPTIONS_INIT;
  if (sm) opts.sm = sm;
  opts.max_registers = max_registers;
  if (!dump || !modules || gpuopt_ctx_create(&opts, &ctx)) {
    int oom = !dump || !modules;
    free(modules);
    free(dump);
    return !oom ? drv_usage("run", "invalid options (--sm '%s'; expected sm_NN)", sm ? sm : "") : drv_error("out of memory");
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
    } else if (!strcmp(a, "--sectors")) {
      sectors = 1;
    } else if (!strcmp(a, "--compare")) {
      compare = 1;
    } else if (!strcmp(a, "--sm") || !strcmp(a, "--max-registers")) {
      i++; /* read above */
    } else if (!strcmp(a, "--module")) {
      if (i + 1 >= argc || !*argv[i + 1]) {
        rc = drv_usage("run", "--module needs a PTX or cubin file");
        goto out;
      }
      modules[nmodules++] = argv[++i];
    } else if (drv_flag(a, "--rounds", &v)) {
      if (!v && i + 1 < argc) v = argv[++i];
      char *e;
      unsigned long x = v ? strtoul(v, &e, 10) : 0;
      if (!v || !*v || *e || x < 1 || x > 1000) {
        rc = drv_usage("run", "--rounds needs a number of timing rounds (1-1000)");
        goto out;
      }
      rounds = (unsigned)x;
    } else if (!strcmp(a, "-p") || drv_flag(a, "--passes", &v) || !strncmp(a, "-p=", 3)) {
      if (!strcmp(a, "-p")) v = i + 1 < argc ? argv[++i] : NULL;
      else if (!strncmp(a, "-p=", 3)) v = a + 3;
      if (!v || !*v) {
        rc = drv_usage("run", "-p needs a pipeline");
        goto out;
      }
      pipeline = v;
    } else if (drv_flag(a, "--time", &v) || drv_flag(a, "--tolerance", &v)) {
      int is_time = a[3] == 'i';
      if (!v && i + 1 < argc) v = argv[++i];
      char *e;
      double x = v ? strtod(v, &e) : 0;
      if (!v || !*v || *e || x < 0 || (is_time && (x < 1 || x > 100000 || x != (double)(unsigned)x))) {
        rc = drv_usage("run", is_time ? "--time needs a number of launches (1-100000)" : "--tolerance needs a number >= 0");
        goto out;
      }
      if (is_time) time_n = (unsigned)x;
      else tol = x;
    } else if (drv_flag(a, "--check-divergence", &v)) {
      divcheck = 1;
      if (!v || !strcmp(v, "affine")) dopts.mode = GPUOPT_DIV_AFFINE;
      else if (!strcmp(v, "simple")) dopts.mode = GPUOPT_DIV_SIMPLE;
      else if (!strcmp(v, "poly2")) dopts.mode = GPUOPT_DIV_POLY2;
      else {
        rc = drv_usage("run", "bad --check-divergence mode '%s': expected simple, affine or poly2", v);
        goto out;
      }
    } else if (!strcmp(a, "--assume-launch")) {
      /* the divergence analysis may take this launch's grid and block as known limits (as
       * --max-grid/--max-block of analyze), so that the no-wrap claims they prove are checked */
      assume_launch = 1;
    } else if (!strcmp(a, "--check-ranges")) {
      rangecheck = 1;
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
  if (divcheck && rangecheck) {
    rc = drv_usage("run", "--check-divergence and --check-ranges: one check per run");
    goto out;
  }
  if (rangecheck) divcheck = 2;
  if (nmodules > 1 && compare) {
    rc = drv_usage("run", "--compare checks one --module at a time");
    goto out;
  }
  if (nmodules && (emulate || divcheck || pipeline)) {
    rc = drv_usage("run", "--module runs that PTX/cubin on the GPU as it is; it cannot be combined with %s",
                   pipeline ? "-p" : "--emulate or a check");
    goto out;
  }
  if ((emulate || divcheck) && (compare || time_n)) {
    rc = drv_usage("run", "%s needs the GPU; it cannot be combined with %s", compare ? "--compare" : "--time",
                   emulate ? "--emulate" : rangecheck ? "--check-ranges" : "--check-divergence");
    goto out;
  }
  if (divcheck) emulate = 1;
  llctx = LLVMContextCreate();
  if ((rc = drv_load(ctx, llctx, file, &m))) goto out;
  gpuopt_status st;
  /* the backend: the GPU unless --emulate */
  if (!emulate) {
    if ((rc = runargs_materialize(&ra, seed))) goto out;
    if ((rc = run_gpu_backend(ctx, m, &ra, seed, pipeline ? pipeline : "gpucc", time_n, compare, tol, stats, modules, nmodules, rounds))) goto out;
    if (ndump)
      for (size_t k = 0; k < ndump; k++) runargs_dump(&ra, dump[k], stdout);
    else if (!time_n)
      runargs_checksums(&ra, stdout);
    goto out;
  }
  if (pipeline && strcmp(pipeline, "none") && (st = gpuopt_run_pipeline(ctx, m, pipeline, NULL))) {
    rc = drv_fail(ctx, st);
    goto out;
  }
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
  gpuopt_rangecheck_result rr;
  if (rangecheck) st = gpuopt_interp_check_ranges(ip, ra.kernel, &ra.launch, &rr);
  else if (divcheck) {
    if (assume_launch) {
      const gpuopt_dim3 *g = &ra.launch.grid, *b = &ra.launch.block;
      dopts.max_ntid[0] = b->x, dopts.max_ntid[1] = b->y, dopts.max_ntid[2] = b->z;
      dopts.max_nctaid[0] = g->x, dopts.max_nctaid[1] = g->y, dopts.max_nctaid[2] = g->z;
    }
    st = gpuopt_interp_check_divergence(ip, ra.kernel, &ra.launch, &dopts, &dr);
  }
  else st = gpuopt_interp_run(ip, ra.kernel, &ra.launch, &is);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  if (st) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  if (rangecheck) {
    printf("check-ranges: %llu dynamic checks on %zu instructions, %llu not evaluable, %zu violations\n",
           (unsigned long long)rr.checks, rr.claims, (unsigned long long)rr.unchecked, rr.violations);
    fputs(rr.report, stdout);
    gpuopt_free(rr.report);
    if (rr.violations) rc = EXIT_BAD_INPUT;
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
  if (sectors)
    printf("sectors: loads %llu requests, %llu sectors (%.2f per request); stores %llu requests, %llu sectors "
           "(%.2f per request)\n",
           (unsigned long long)is.gld_requests, (unsigned long long)is.gld_sectors,
           is.gld_requests ? (double)is.gld_sectors / (double)is.gld_requests : 0.0,
           (unsigned long long)is.gst_requests, (unsigned long long)is.gst_sectors,
           is.gst_requests ? (double)is.gst_sectors / (double)is.gst_requests : 0.0);
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
  free(modules);
  return rc;
}
