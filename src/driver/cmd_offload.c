/* gpuopt offload FILE.c|.ll|.bc [-fopenmp] [-O] [--sm SM] [-o OUT] [--report] [--json] [-- CFLAGS]
 * Offload parallel loops to the GPU (gpuopt_offload, gpuopt/offload.h): report what became of each
 * loop, write the transformed host and device modules (-o X.ll: X.ll and X.device.ll), or link an
 * executable (-o PROG: host object + embedded device image + gpuopt's offload runtime + libomp).
 * C input goes through clang:
 *   clang -O1 -g -fno-discard-value-names -fno-unroll-loops -fno-vectorize -fno-slp-vectorize
 *         -Xclang -disable-llvm-passes [-fopenmp] -S -emit-llvm [CFLAGS] FILE
 * (-O1 without LLVM's passes: no optnone, loops as written; names and lines for the report). */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver/driver.h"
#include "driver/offload_link.h"

static void help(void) {
  printf("usage: gpuopt offload FILE.c|FILE.ll|FILE.bc [-fopenmp] [-O] [--sm SM] [-o OUT] [--report] [--json]\n"
         "                      [--no-fuse] [--no-interp] [--rewrites LIST|none] [-- CFLAGS]\n\n"
         "Offload the OpenMP parallel loops of FILE (`#pragma omp parallel for`, with collapse,\n"
         "reduction, atomic, critical updates) and the sequential loops the parallel-loops analysis\n"
         "proves parallel (behind a run-time no-alias test) to the GPU: one NVPTX kernel per loop, the\n"
         "original loop kept as the CPU version, transfers through gpuopt's offload runtime (present\n"
         "table; sequential loops move the exact bytes of their access bounds).\n"
         "Loops with I/O, single/master, unknown calls, thread numbers stay on the CPU; --report\n"
         "says why.\n\n"
         "  -fopenmp     compile FILE.c with OpenMP (otherwise its directives are ignored)\n"
         "  -O           optimise the host code (LLVM's default<O2>) and the kernels (gpucc)\n"
         "  --sm SM      target GPU (default sm_90)\n"
         "  -o OUT       OUT.ll: the transformed host module (and OUT.device.ll, the device module);\n"
         "               OUT (any other name): a linked executable; run it with GPUOPT_DEVICE=interp\n"
         "               (the SIMT interpreter) or gpu, GPUOPT_OFFLOAD=always|never|auto,\n"
         "               GPUOPT_OFFLOAD_STATS=1 (transfer counters on stderr at exit)\n"
         "  --report     print what became of each loop (the default without -o)\n"
         "  --json       the report as JSON\n"
         "  --no-fuse    copy written data back after every offloaded loop (no transfer fusion)\n"
         "  --no-interp  link the GPU-only runtime (libgpuopt_rt_gpu.a): no interpreter, no LLVM in the\n"
         "               executable (for a machine without LLVM; without a GPU its loops run on the CPU)\n"
         "  --rewrites LIST  the Wang 4.1 rewrites run on the kernels after gpucc: a pipeline\n"
         "               (default `index-reorder,wang`: index-reorder adds a reordered kernel version the\n"
         "               runtime runs where its cost estimate says so (GPUOPT_REORDER), then\n"
         "               `wang` = loop-interchange,reg-promote,smem-prefetch,vector-loads; e.g.\n"
         "               `reg-promote`), or `none`; applied to a linked executable's kernels (OUT.ll\n"
         "               keeps them as offloaded); `wang` or `loop-interchange` in it also\n"
         "               interchanges sequential nests before offloading (a parallel loop inside a\n"
         "               sequential one becomes the launch's dimension: one launch, docs/wang.md);\n"
         "               the report names those that fired per kernel (JSON: \"rewrites\")\n"
         "  -- CFLAGS    passed to clang for C input (-I, -D, ...)\n");
}

static int run_wait(char *const *argv) {
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    execvp(argv[0], argv);
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int ends_with(const char *s, const char *suf) {
  size_t n = strlen(s), m = strlen(suf);
  return n > m && !strcmp(s + n - m, suf);
}

static int load_host(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, LLVMModuleRef *out) {
  gpuopt_status st = gpuopt_module_parse_file(ctx, llctx, path, out);
  if (!st) st = gpuopt_module_verify(ctx, *out);
  if (st) {
    if (*out) LLVMDisposeModule(*out);
    *out = NULL;
    return drv_fail(ctx, st);
  }
  return 0;
}

static int compile_c(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, int openmp, char **cflags, int ncflags,
                     LLVMModuleRef *out) {
  *out = NULL;
  const char *clang = drv_find_clang();
  if (!clang)
    return drv_error("cannot compile '%s': no clang found (set GPUOPT_CLANG, or install clang-%d; or give gpuopt "
                     "host IR, a .ll or .bc file)", path, GPUOPT_LLVM_VERSION);
  if (access(path, R_OK)) return drv_error("cannot read '%s': %s", path, strerror(errno));
  char dir[] = "/tmp/gpuopt-offload-XXXXXX";
  if (!mkdtemp(dir)) return drv_error("cannot create a temporary directory: %s", strerror(errno));
  char ll[64];
  snprintf(ll, sizeof ll, "%s/host.ll", dir);
  static const char *const recipe[] = {"-O1", "-g", "-fno-discard-value-names", "-fno-unroll-loops", "-fno-vectorize",
                                       "-fno-slp-vectorize", "-Xclang", "-disable-llvm-passes", "-S", "-emit-llvm"};
  size_t nr = sizeof recipe / sizeof recipe[0];
  char **argv = calloc(nr + (size_t)ncflags + 8, sizeof *argv);
  if (!argv) {
    rmdir(dir);
    return drv_error("out of memory");
  }
  size_t k = 0;
  argv[k++] = (char *)clang;
  for (size_t i = 0; i < nr; i++) argv[k++] = (char *)recipe[i];
  if (openmp) argv[k++] = "-fopenmp";
  for (int i = 0; i < ncflags; i++) argv[k++] = cflags[i];
  argv[k++] = "-o";
  argv[k++] = ll;
  argv[k++] = (char *)path;
  argv[k] = NULL;
  int rc = 0, st = run_wait(argv);
  free(argv);
  if (st) rc = drv_error("%s failed on '%s' (exit status %d)%s", clang, path, st,
                         openmp ? " (OpenMP needs libomp-dev for omp.h)" : "");
  if (!rc) rc = load_host(ctx, llctx, ll, out);
  unlink(ll);
  rmdir(dir);
  return rc;
}

/* The Wang 4.1 rewrites that fired on an offloaded loop's kernel (gpuopt_rewrites_fired), for the
 * text report: their names, "none", or why they did not run (why_not, when dev is NULL). */
static void print_rewrites(const gpuopt_offload_loop *l, LLVMModuleRef dev, const char *why_not) {
  LLVMValueRef fn = dev && l->kernel && *l->kernel ? LLVMGetNamedFunction(dev, l->kernel) : NULL;
  const char *rw = fn ? gpuopt_rewrites_fired(fn) : NULL;
  if (!dev) printf("  rewrites (Wang 4.1): not run (%s)\n", why_not);
  else printf("  rewrites (Wang 4.1): %s\n", rw && *rw ? rw : "none fired");
  /* index-reorder (issue 20): what was reordered (the version the runtime picks per launch), what not and why */
  static const char *const attrs[2] = {"gpuopt-layout-report", "gpuopt-layout-declined"};
  for (int k = 0; fn && k < 2; k++) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, attrs[k], (unsigned)strlen(attrs[k]));
    unsigned len = 0;
    const char *v = a ? LLVMGetStringAttributeValue(a, &len) : NULL;
    if (!v || !len) continue;
    if (!k) printf("  index reordering (Wang 4.1): %.*s; a reordered version, run per launch where the reordering model or the cost estimate says so (GPUOPT_REORDER)\n", (int)len, v);
    else printf("  index reordering not applied (Wang 4.1): %.*s\n", (int)len, v);
  }
}

static void print_text(const gpuopt_offload_report *rep, LLVMModuleRef dev, const char *why_not, const char *file) {
  printf("%s: %zu loop%s, %u offloaded, %u kept on the CPU\n", file, rep->nloops, rep->nloops == 1 ? "" : "s",
         rep->offloaded, rep->kept);
  for (size_t i = 0; i < rep->nloops; i++) {
    const gpuopt_offload_loop *l = &rep->loops[i];
    printf("loop %zu: %s line %u (%s): ", i, l->function, l->line, l->outlined);
    if (!l->offloaded) {
      printf("kept on the CPU: %s\n", l->reason);
      continue;
    }
    printf("offloaded as %s\n", l->kernel);
    printf("  schedule %s, %s i%u iteration space, %u reduction%s, %u atomic update%s (%u from critical), %u array%s\n",
           l->schedule, l->iv_signed ? "signed" : "unsigned", l->iv_bits, l->reductions, l->reductions == 1 ? "" : "s",
           l->atomics, l->atomics == 1 ? "" : "s", l->criticals, l->arrays, l->arrays == 1 ? "" : "s");
    printf("  data: %s\n", *l->data ? l->data : "(none)");
    if (l->grid_dims) {
      char vs[96] = "";
      if (l->grid_versions) snprintf(vs, sizeof vs, " in each of the %u copies the compiler made on a loop-invariant condition", l->grid_versions);
      printf("  grid: %u-D, one thread per iteration%s%s%s%s%s\n", l->grid_dims, vs,
             l->grid_interchanged ? " (interchanged: the outer loop on threadIdx.x)" : "",
             l->grid_nested ? " of the worksharing loop (y) and of its parallel inner loop (x): nested" : "",
             l->grid_scalar_copy ? " (the scalar copy of the compiler's unrolled or vectorised loop)" : "",
             l->grid_idiom ? " (the loop the compiler had made a memset/memcpy of, rebuilt)" : "");
      if (l->grid_inner_why && *l->grid_inner_why) printf("  inner loop sequential in each thread: %s\n", l->grid_inner_why);
    } else if (strncmp(l->schedule, "static", 6))
      printf("  grid: 1-D, one iteration per thread per round (the %s schedule handed out statically)\n", l->schedule);
    else
      printf("  grid: 1-D, a contiguous piece of iterations per thread\n");
    if (l->have_access_patterns)
      printf("  accesses (divergence analysis): %u coalesced, %u strided, %u divergent, %u broadcast\n", l->acc_coalesced,
             l->acc_strided, l->acc_divergent, l->acc_broadcast);
    if (l->sequential)
      printf("  sequential loop proved parallel; %u no-alias check%s at run time (the CPU version runs when they fail)\n",
             l->alias_checks, l->alias_checks == 1 ? "" : "s");
    printf("  transfers: %s\n", l->transfers && *l->transfers ? l->transfers : "whole objects");
    printf("  after the loop: %s", l->host_sync_after ? "written data copied back to the host"
                                                    : "data stays on the device (the next offloaded loop follows)");
    if (l->host_touches)
      printf("; %u host load%s/store%s on the way check%s the present table (only what %s touch%s moves)",
             l->host_touches, l->host_touches == 1 ? "" : "s", l->host_touches == 1 ? "" : "s",
             l->host_touches == 1 ? "s" : "", l->host_touches == 1 ? "it" : "they", l->host_touches == 1 ? "es" : "");
    printf("\n");
    print_rewrites(l, dev, why_not);
  }
}

/* Mapping hook (issue 20): the code features of an offloaded loop's kernel as the report carries
 * them (gpuopt_offload_loop.features): a number where constant, the expression where symbolic, null
 * where known only at launch; then the Wang 4.1 rewrites that fired on it. */
static void print_features(const gpuopt_offload_loop *l, LLVMModuleRef dev, json *j) {
  json_key(j, "features");
  json_obj_begin(j);
  for (unsigned i = 0; i < GPUOPT_NUM_FEATURES; i++) {
    const char *t = l->features[i];
    char *end = NULL;
    double v = t ? strtod(t, &end) : 0;
    json_key(j, gpuopt_feature_name(i));
    if (!t) json_null(j);
    else if (*t && end && !*end) json_double(j, v);
    else json_str(j, t);
  }
  json_obj_end(j);
  json_key(j, "rewrites"); /* the Wang 4.1 rewrites that fired on the kernel (gpuopt_rewrites_fired) */
  json_arr_begin(j);
  LLVMValueRef fn = dev && l->kernel && *l->kernel ? LLVMGetNamedFunction(dev, l->kernel) : NULL;
  const char *rw = fn ? gpuopt_rewrites_fired(fn) : NULL;
  while (rw && *rw) {
    const char *c = strchr(rw, ',');
    size_t n = c ? (size_t)(c - rw) : strlen(rw);
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(n < 63 ? n : 63), rw);
    json_str(j, name);
    rw = c ? c + 1 : NULL;
  }
  json_arr_end(j);
  /* index-reorder (issue 20): the arrays stored transposed, and the coalesced share before/after */
  LLVMAttributeRef la = fn ? LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "gpuopt-layout-report", 20) : NULL;
  if (la) {
    unsigned len = 0;
    const char *v = LLVMGetStringAttributeValue(la, &len);
    char buf[1024];
    snprintf(buf, sizeof buf, "%.*s", (int)(len < 1023 ? len : 1023), v);
    json_key(j, "layouts");
    json_str(j, buf);
  }
}

static void print_json(const gpuopt_offload_report *rep, LLVMModuleRef dev, const char *file) {
  json j;
  json_init(&j, stdout);
  json_obj_begin(&j);
  json_key(&j, "file");
  json_str(&j, file);
  json_key(&j, "offloaded");
  json_int(&j, rep->offloaded);
  json_key(&j, "kept");
  json_int(&j, rep->kept);
  json_key(&j, "loops");
  json_arr_begin(&j);
  for (size_t i = 0; i < rep->nloops; i++) {
    const gpuopt_offload_loop *l = &rep->loops[i];
    json_obj_begin(&j);
    json_key(&j, "function");
    json_str(&j, l->function);
    json_key(&j, "line");
    json_int(&j, l->line);
    json_key(&j, "outlined");
    json_str(&j, l->outlined);
    json_key(&j, "offloaded");
    json_bool(&j, l->offloaded);
    json_key(&j, "reason");
    json_str(&j, l->reason);
    json_key(&j, "kernel");
    json_str(&j, l->kernel);
    json_key(&j, "schedule");
    json_str(&j, l->schedule);
    json_key(&j, "iv_bits");
    json_int(&j, l->iv_bits);
    json_key(&j, "iv_signed");
    json_bool(&j, l->iv_signed);
    json_key(&j, "reductions");
    json_int(&j, l->reductions);
    json_key(&j, "atomics");
    json_int(&j, l->atomics);
    json_key(&j, "criticals");
    json_int(&j, l->criticals);
    json_key(&j, "arrays");
    json_int(&j, l->arrays);
    json_key(&j, "data");
    json_str(&j, l->data);
    json_key(&j, "host_sync_after");
    json_bool(&j, l->host_sync_after);
    json_key(&j, "host_touches");
    json_int(&j, l->host_touches);
    json_key(&j, "grid_dims");
    json_int(&j, l->grid_dims);
    json_key(&j, "grid_interchanged");
    json_bool(&j, l->grid_interchanged);
    json_key(&j, "grid_nested");
    json_bool(&j, l->grid_nested);
    json_key(&j, "grid_scalar_copy");
    json_bool(&j, l->grid_scalar_copy);
    json_key(&j, "grid_versions");
    json_int(&j, l->grid_versions);
    json_key(&j, "grid_idiom");
    json_bool(&j, l->grid_idiom);
    json_key(&j, "grid_inner_why");
    json_str(&j, l->grid_inner_why ? l->grid_inner_why : "");
    json_key(&j, "exact_transfers");
    json_bool(&j, l->exact_transfers);
    json_key(&j, "transfers");
    json_str(&j, l->transfers ? l->transfers : "");
    if (l->have_access_patterns) {
      json_key(&j, "accesses");
      json_obj_begin(&j);
      json_key(&j, "coalesced");
      json_int(&j, l->acc_coalesced);
      json_key(&j, "strided");
      json_int(&j, l->acc_strided);
      json_key(&j, "divergent");
      json_int(&j, l->acc_divergent);
      json_key(&j, "broadcast");
      json_int(&j, l->acc_broadcast);
      json_obj_end(&j);
    }
    json_key(&j, "sequential");
    json_bool(&j, l->sequential);
    json_key(&j, "alias_checks");
    json_int(&j, l->alias_checks);
    if (l->offloaded) print_features(l, dev, &j);
    json_obj_end(&j);
  }
  json_arr_end(&j);
  json_obj_end(&j);
  fputc('\n', stdout);
}

static int write_module(gpuopt_ctx *ctx, LLVMModuleRef m, const char *path) {
  char *text = NULL;
  size_t len = 0;
  gpuopt_status st = gpuopt_module_print(ctx, m, &text, &len);
  if (st) return drv_fail(ctx, st);
  FILE *f = fopen(path, "w");
  int rc = 0;
  if (!f || fwrite(text, 1, len, f) != len) rc = drv_error("cannot write '%s'", path);
  if (f && fclose(f)) rc = drv_error("cannot write '%s'", path);
  gpuopt_free(text);
  return rc;
}

/* Is step or preset `name` an element of the comma-separated pipeline `list`? */
static int rewrite_listed(const char *list, const char *name) {
  size_t n = strlen(name);
  for (const char *p = list; p && *p;) {
    const char *c = strchr(p, ',');
    size_t w = c ? (size_t)(c - p) : strlen(p);
    if (w == n && !strncmp(p, name, n)) return 1;
    p = c ? c + 1 : NULL;
  }
  return 0;
}

int cmd_offload(int argc, char **argv) {
  const char *file = NULL, *out = NULL, *sm = NULL, *rewrites = "index-reorder,wang";
  int openmp = 0, opt = 0, report = 0, as_json = 0, fuse = 1, ncflags = 0, no_interp = 0;
  char **cflags = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      return EXIT_OK;
    }
    if (!strcmp(a, "--")) {
      cflags = argv + i + 1;
      ncflags = argc - i - 1;
      break;
    }
    if (!strcmp(a, "-o") || !strcmp(a, "--sm") || !strcmp(a, "--rewrites")) {
      if (i + 1 >= argc) return drv_usage("offload", "%s needs a value", a);
      if (!strcmp(a, "-o")) out = argv[++i];
      else if (!strcmp(a, "--rewrites")) rewrites = argv[++i];
      else sm = argv[++i];
    } else if (drv_flag(a, "--sm", &v) && v) sm = v;
    else if (drv_flag(a, "--rewrites", &v) && v) rewrites = v;
    else if (!strcmp(a, "-fopenmp")) openmp = 1;
    else if (!strcmp(a, "-O")) opt = 1;
    else if (!strcmp(a, "--report")) report = 1;
    else if (!strcmp(a, "--no-interp")) no_interp = 1;
    else if (!strcmp(a, "--json")) as_json = report = 1;
    else if (!strcmp(a, "--no-fuse")) fuse = 0;
    else if (a[0] == '-' && a[1]) return drv_usage("offload", "unknown option '%s'", a);
    else if (file) return drv_usage("offload", "more than one input file ('%s' and '%s')", file, a);
    else file = a;
  }
  if (!file) return drv_usage("offload", "no input file");
  int is_c = ends_with(file, ".c"); /* anything else is read as IR (text or bitcode) */
  if (!out) report = 1;
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  if (sm) o.sm = sm;
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(&o, &ctx)) return drv_usage("offload", "invalid options (--sm '%s'; expected sm_NN)", sm ? sm : "");
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef host = NULL, dev = NULL;
  gpuopt_offload_report *rep = NULL;
  int rc = is_c ? compile_c(ctx, llctx, file, openmp, cflags, ncflags, &host) : load_host(ctx, llctx, file, &host);
  gpuopt_offload_options oo = GPUOPT_OFFLOAD_OPTIONS_INIT;
  oo.fuse_transfers = fuse;
  /* Wang 4.1 loop interchange of sequential nests before offloading: part of the `wang` rewrites */
  oo.no_loop_interchange = !rewrite_listed(rewrites, "wang") && !rewrite_listed(rewrites, "loop-interchange");
  /* a report builds the kernels too, for the rewrites fired (text and JSON) */
  int no_rw = !strcmp(rewrites, "none") || !*rewrites;
  oo.analyze_only = out == NULL && no_rw;
  gpuopt_status st;
  if (!rc && (st = gpuopt_offload(ctx, host, &oo, out || !oo.analyze_only ? &dev : NULL, &rep))) rc = drv_fail(ctx, st);
  /* the device pipeline with the Wang 4.1 rewrites (issue 20): gpucc, then --rewrites; an executable
     (and the JSON report) get the rewritten kernels; OUT.ll keeps the device module as offloaded */
  char devpipe[512];
  snprintf(devpipe, sizeof devpipe, "gpucc,%s", rewrites);
  int rewritten = !rc && dev && !no_rw && !(out && ends_with(out, ".ll"));
  if (rewritten && (st = gpuopt_run_pipeline(ctx, dev, devpipe, NULL))) rc = drv_fail(ctx, st);
  /* index-reorder's layout contracts go to the runtime through the host module (issue 20) */
  if (!rc && rewritten && (st = gpuopt_index_reorder_export(ctx, host, dev))) rc = drv_fail(ctx, st);
  if (!rc && out) {
    if (ends_with(out, ".ll")) {
      char dpath[4096];
      snprintf(dpath, sizeof dpath, "%.*s.device.ll", (int)(strlen(out) - 3), out);
      rc = write_module(ctx, host, out);
      if (!rc && dev) rc = write_module(ctx, dev, dpath);
    } else {
      rc = drv_offload_link(ctx, host, dev, openmp || !is_c, opt, no_interp, out);
    }
  }
  if (!rc && report) {
    if (as_json) print_json(rep, rewritten ? dev : NULL, file);
    else
      print_text(rep, rewritten ? dev : NULL,
                 no_rw ? "--rewrites none" : "-o OUT.ll keeps the kernels as offloaded", file);
  }
  gpuopt_offload_report_free(rep);
  if (dev) LLVMDisposeModule(dev);
  if (host) LLVMDisposeModule(host);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return rc;
}
