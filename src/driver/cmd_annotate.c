/* gpuopt annotate [--omp|--omp-cpu|--acc] [--no-fuse] [--report] [--json] FILE.c [-o OUT.c] [-- CFLAGS]
 * Compiles FILE.c with the analysis recipe (c_front.c), annotates it (gpuopt_annotate) and writes
 * the annotated text. --report prints, per loop, whether it got a directive and why not (to stderr
 * when the text goes to stdout); --json prints the statistics and the report as JSON instead. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"

/* c_front.c */
int drv_is_c_source(const char *path);
int drv_compile_c(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, char *const *cflags, int ncflags,
                  LLVMModuleRef *out);

static void help(void) {
  printf("usage: gpuopt annotate [--omp|--omp-cpu|--acc] [--no-fuse] [--report] [--json] FILE.c [-o OUT.c] [-- CFLAGS]\n\n"
         "Inserts OpenMP (default: --omp, offload with target data/map and target teams distribute\n"
         "parallel for; --omp-cpu: parallel for only) or OpenACC (--acc: data pcopyin/pcopyout/pcopy and\n"
         "kernels loop independent) directives before the parallel loops of FILE.c, with exact array\n"
         "sections, run-time no-alias tests (restrictification) and fused data environments (DawnCC\n"
         "sections 3.2, 4, 5). Only lines are inserted. CFLAGS go to clang.\n\n"
         "  -o OUT.c     write the annotated text there (default: stdout)\n"
         "  --no-fuse    one data directive per loop (no copy fusion)\n"
         "  --report     per loop: annotated or why not, with its line\n"
         "  --json       statistics and the per-loop report as JSON\n");
}

static const char *dialect_name(gpuopt_annotate_dialect d) {
  return d == GPUOPT_ANNOTATE_ACC ? "acc" : d == GPUOPT_ANNOTATE_OMP_CPU ? "omp-cpu" : "omp";
}

int cmd_annotate(int argc, char **argv) {
  const char *file = NULL, *out = NULL;
  int report = 0, json_out = 0;
  char **cflags = NULL;
  int ncflags = 0;
  gpuopt_annotate_options o = GPUOPT_ANNOTATE_OPTIONS_INIT;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--")) {
      cflags = argv + i + 1;
      ncflags = argc - i - 1;
      break;
    }
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      return EXIT_OK;
    }
    if (!strcmp(a, "-o")) {
      if (i + 1 >= argc) return drv_usage("annotate", "-o needs a value");
      out = argv[++i];
    } else if (!strcmp(a, "--omp")) o.dialect = GPUOPT_ANNOTATE_OMP;
    else if (!strcmp(a, "--omp-cpu")) o.dialect = GPUOPT_ANNOTATE_OMP_CPU;
    else if (!strcmp(a, "--acc")) o.dialect = GPUOPT_ANNOTATE_ACC;
    else if (!strcmp(a, "--no-fuse")) o.fuse = 0;
    else if (!strcmp(a, "--report")) report = 1;
    else if (!strcmp(a, "--json")) json_out = 1;
    else if (a[0] == '-' && a[1]) return drv_usage("annotate", "unknown option '%s'", a);
    else if (file) return drv_usage("annotate", "more than one input file ('%s' and '%s')", file, a);
    else file = a;
  }
  if (!file) return drv_usage("annotate", "no input file");
  if (!drv_is_c_source(file)) return drv_error("annotate: '%s' is not a C source file (FILE.c)", file);
  size_t len = 0;
  char *src = drv_read_file(file, &len);
  if (!src) return drv_error("cannot read '%s': %s", file, strerror(errno));
  if (memchr(src, 0, len)) {
    free(src);
    return drv_error("'%s' contains a NUL byte: not C source", file);
  }
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) {
    free(src);
    return drv_error("cannot create a context");
  }
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  gpuopt_annotate_result *r = NULL;
  int rc = drv_compile_c(ctx, llctx, file, cflags, ncflags, &m);
  gpuopt_status st;
  if (!rc && (st = gpuopt_annotate(ctx, m, src, len, &o, &r))) rc = drv_fail(ctx, st);
  if (!rc) {
    size_t tl = 0;
    const char *text = gpuopt_annotate_text(r, &tl);
    int to_stdout = !out || !strcmp(out, "-");
    if (!json_out || !to_stdout) {
      FILE *f = to_stdout ? stdout : fopen(out, "wb");
      if (!f) rc = drv_error("cannot write '%s': %s", out, strerror(errno));
      else {
        if (fwrite(text, 1, tl, f) != tl) rc = drv_error("cannot write '%s'", to_stdout ? "stdout" : out);
        if (!to_stdout && fclose(f)) rc = drv_error("cannot write '%s'", out);
      }
    }
    gpuopt_annotate_stats s;
    gpuopt_annotate_get_stats(r, &s);
    size_t n = gpuopt_annotate_num_loops(r);
    if (!rc && json_out) {
      json j;
      json_init(&j, stdout);
      json_obj_begin(&j);
      json_key(&j, "file");
      json_str(&j, file);
      json_key(&j, "dialect");
      json_str(&j, dialect_name(o.dialect));
      json_key(&j, "fuse");
      json_bool(&j, o.fuse);
      json_key(&j, "stats");
      json_obj_begin(&j);
      json_key(&j, "loops"), json_int(&j, s.loops);
      json_key(&j, "annotated"), json_int(&j, s.annotated);
      json_key(&j, "pragmas"), json_int(&j, s.pragmas);
      json_key(&j, "copies"), json_int(&j, s.copies);
      json_key(&j, "environments"), json_int(&j, s.environments);
      json_key(&j, "checks"), json_int(&j, s.checks);
      json_key(&j, "lines_added"), json_int(&j, s.lines_added);
      json_obj_end(&j);
      json_key(&j, "loops");
      json_arr_begin(&j);
      for (size_t i = 0; i < n; i++) {
        gpuopt_annotate_loop l;
        gpuopt_annotate_get_loop(r, i, &l);
        json_obj_begin(&j);
        json_key(&j, "function"), json_str(&j, l.function);
        json_key(&j, "line"), json_int(&j, l.line);
        json_key(&j, "annotated"), json_bool(&j, l.annotated);
        json_key(&j, "environment"), json_int(&j, l.environment);
        json_key(&j, "reason");
        if (l.reason) json_str(&j, l.reason);
        else json_null(&j);
        json_obj_end(&j);
      }
      json_arr_end(&j);
      json_obj_end(&j);
      fputc('\n', stdout);
    } else if (!rc && report) {
      FILE *rf = out && strcmp(out, "-") ? stdout : stderr;
      for (size_t i = 0; i < n; i++) {
        gpuopt_annotate_loop l;
        gpuopt_annotate_get_loop(r, i, &l);
        if (l.annotated) fprintf(rf, "%s:%u: %s: loop annotated (data environment %u)\n", file, l.line, l.function, l.environment);
        else fprintf(rf, "%s:%u: %s: loop not annotated: %s\n", file, l.line, l.function, l.reason);
      }
      fprintf(rf, "%s: %u loops, %u annotated, %u directives, %u copies, %u no-alias checks, %u lines added\n",
              file, s.loops, s.annotated, s.pragmas, s.copies, s.checks, s.lines_added);
    }
  }
  gpuopt_annotate_free(r);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  free(src);
  return rc;
}
