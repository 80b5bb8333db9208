/* gpuopt analyze [--cfg] [--json] [--summary] [--function NAME] FILE [-- CFLAGS]
 * Prints, per function with a body, the analyses asked for (analyze.def). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/analyze.h"

typedef struct analysis {
  const char *flag;
  int (*text)(gpuopt_ctx *, LLVMValueRef, const analyze_args *, FILE *);
  int (*json)(gpuopt_ctx *, LLVMValueRef, const analyze_args *, json *);
  const char *help;
} analysis;

static const analysis analyses[] = {
#define ANALYSIS(flag, text, json, help) {flag, text, json, help},
#include "driver/analyze.def"
#undef ANALYSIS
};
#define NANALYSES (sizeof analyses / sizeof analyses[0])

/* X[,Y[,Z]] with each in 1..max (absent: 0, unknown) */
static int parse_dims(const char *s, unsigned out[3], unsigned long max) {
  out[0] = out[1] = out[2] = 0;
  for (int d = 0; d < 3; d++) {
    char *end;
    if (*s < '0' || *s > '9') return 0;
    unsigned long v = strtoul(s, &end, 10);
    if (v < 1 || v > max) return 0;
    out[d] = (unsigned)v;
    if (!*end) return 1;
    if (*end != ',') return 0;
    s = end + 1;
  }
  return 0;
}

static void help(void) {
  printf("usage: gpuopt analyze [options] FILE [-- CFLAGS]\n\n"
         "FILE is IR (.ll, .bc) or C (.c: compiled by clang with the recipe of docs/loops.md, CFLAGS\n"
         "passed to clang).\n\nanalyses (one or more):\n");
  for (size_t i = 0; i < NANALYSES; i++) printf("  %s\n", analyses[i].help);
  printf("\noptions:\n  --json           machine-readable output\n"
         "  --summary        only per-function statistics (where the analysis has them)\n"
         "  --names          --ranges: symbols and values by their source variable names (debug info;\n"
         "                   on LLVM 19 the module is switched to llvm.dbg.value calls); the default\n"
         "                   for C input; --no-names: IR names\n"
         "  --function NAME  only this function\n"
         "  --sm SM          target GPU (default sm_90)\n"
         "  --block-x-multiple N  blockDim.x is known to be a multiple of N (tid.y/tid.z uniform when 32 | N)\n"
         "  --max-registers N     the register budget (as gpuopt opt --max-registers; for --regpressure)\n"
         "  --min-registers N     ptxas' lower bound on a cap (default 24: a budget below is raised to it)\n"
         "  --max-block X[,Y,Z]   launches use at most these blockDim (as launch bounds; for --divergence)\n"
         "  --max-grid X[,Y,Z]    launches use at most these gridDim (for --divergence's no-wrap facts)\n");
}

int cmd_analyze(int argc, char **argv) {
  analyze_args args = {0};
  const char *values[NANALYSES] = {0};
  int on[NANALYSES] = {0}, any = 0;
  const char *file = NULL, *only = NULL, *sm = NULL;
  unsigned bxm = 0, maxreg = 0, minreg = 0;
  char **cflags = NULL;
  int ncflags = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = NULL;
    if (!strcmp(a, "--")) { /* the rest: flags for clang when FILE is C */
      cflags = argv + i + 1;
      ncflags = argc - i - 1;
      break;
    }
    int matched = 0;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      return EXIT_OK;
    }
    for (size_t k = 0; k < NANALYSES && !matched; k++) {
      char flag[64];
      snprintf(flag, sizeof flag, "--%s", analyses[k].flag);
      if (drv_flag(a, flag, &v)) {
        on[k] = matched = any = 1;
        values[k] = v;
      }
    }
    if (matched) continue;
    if (!strcmp(a, "--json")) args.json = 1;
    else if (!strcmp(a, "--summary")) args.summary = 1;
    else if (!strcmp(a, "--names")) args.names = 1;
    else if (!strcmp(a, "--no-names")) args.names = -1;
    else if (!strcmp(a, "--function") || !strcmp(a, "--sm") || !strcmp(a, "--block-x-multiple") ||
             !strcmp(a, "--max-registers") || !strcmp(a, "--min-registers") || !strcmp(a, "--max-block") || !strcmp(a, "--max-grid")) {
      if (i + 1 >= argc) return drv_usage("analyze", "%s needs a value", a);
      if (!strcmp(a, "--sm")) sm = argv[++i];
      else if (!strcmp(a, "--max-block")) {
        if (!parse_dims(argv[++i], args.max_ntid, 1024))
          return drv_usage("analyze", "--max-block '%s': expected X[,Y[,Z]], each 1..1024", argv[i]);
      } else if (!strcmp(a, "--max-grid")) {
        if (!parse_dims(argv[++i], args.max_nctaid, 2147483647ul))
          return drv_usage("analyze", "--max-grid '%s': expected X[,Y[,Z]], each 1..2147483647", argv[i]);
      }
      else if (!strcmp(a, "--block-x-multiple")) {
        char *end;
        unsigned long v = strtoul(argv[++i], &end, 10);
        if (*end || v > 1024) return drv_usage("analyze", "--block-x-multiple '%s': expected an integer 0..1024", argv[i]);
        bxm = (unsigned)v;
      } else if (!strcmp(a, "--max-registers") || !strcmp(a, "--min-registers")) {
        char *end;
        unsigned long v = strtoul(argv[++i], &end, 10);
        if (!*argv[i] || *end || v < 1 || v > 255)
          return drv_usage("analyze", "%s '%s': expected an integer 1..255", a, argv[i]);
        if (!strcmp(a, "--max-registers")) maxreg = (unsigned)v;
        else minreg = (unsigned)v;
      }
      else only = argv[++i];
    } else if (a[0] == '-' && a[1]) return drv_usage("analyze", "unknown option '%s'", a);
    else if (file) return drv_usage("analyze", "more than one input file ('%s' and '%s')", file, a);
    else file = a;
  }
  if (!file) return drv_usage("analyze", "no input file");
  /* C input is compiled here, into a module of our own: converting its debug records is harmless */
  args.names = args.names > 0 || (args.names == 0 && drv_is_c_source(file));
  if (cflags && !drv_is_c_source(file))
    return drv_usage("analyze", "flags after '--' are for clang and need a C input file (FILE.c), not '%s'", file);
  if (!any) return drv_usage("analyze", "no analysis asked for (e.g. --cfg)");
  gpuopt_options opts = GPUOPT_OPTIONS_INIT;
  if (sm) opts.sm = sm;
  opts.block_x_multiple = bxm;
  opts.max_registers = maxreg;
  if (minreg) opts.min_registers = minreg;
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(&opts, &ctx)) return drv_usage("analyze", "invalid options (--sm '%s')", sm ? sm : "");
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  int rc = drv_is_c_source(file) ? drv_compile_c(ctx, llctx, file, cflags, ncflags, &m) : drv_load_ir(ctx, llctx, file, &m);
  if (rc) goto done;
  /* the loop analyses read host code too; the others are for NVPTX modules */
  for (size_t k = 0; k < NANALYSES && !rc; k++)
    if (on[k] && strcmp(analyses[k].flag, "loops") && strcmp(analyses[k].flag, "bounds") &&
        strcmp(analyses[k].flag, "ranges")) {
      gpuopt_status st = gpuopt_module_check_target(ctx, m);
      if (st) rc = drv_fail(ctx, st);
      break;
    }
  if (rc) goto done;
  if (only) {
    LLVMValueRef f;
    if (gpuopt_module_function(ctx, m, only, &f)) {
      rc = drv_fail(ctx, GPUOPT_ENOTFOUND);
      goto done;
    }
  }
  json j;
  json_init(&j, stdout);
  if (args.json) {
    json_obj_begin(&j);
    json_key(&j, "functions");
    json_arr_begin(&j);
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !rc; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    size_t nl = 0;
    const char *name = LLVMGetValueName2(f, &nl);
    if (only && strcmp(only, name)) continue;
    if (args.json) {
      json_obj_begin(&j);
      json_key(&j, "name");
      json_str(&j, name);
      json_key(&j, "kernel");
      json_bool(&j, gpuopt_is_kernel(f));
    } else {
      printf("function %s%s\n", name, gpuopt_is_kernel(f) ? " (kernel)" : "");
    }
    for (size_t k = 0; k < NANALYSES && !rc; k++) {
      if (!on[k]) continue;
      args.value = values[k];
      rc = args.json ? analyses[k].json(ctx, f, &args, &j) : analyses[k].text(ctx, f, &args, stdout);
    }
    if (args.json) json_obj_end(&j);
  }
  if (args.json) {
    json_arr_end(&j);
    json_obj_end(&j);
  }
done:
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  fflush(stdout);
  return rc;
}
