/* gpuopt host [--sm SM] [-O N] [-p PIPELINE] [--host HOST.ll] [--stub-suffix S] [--emit-llvm | -S]
 *             -o OUT DEVICE: host code generation (gpucc §2.4, Fig. 3). DEVICE (.ll/.bc/.cu) is
 * optimised (-p), lowered to PTX and embedded into a host module (HOST.ll, or a new one) with a
 * registering constructor and a launch stub per kernel; the result is an x86-64 object file (or
 * the host IR with --emit-llvm, or assembly with -S). */
#include <stdio.h>
#include <string.h>

#include "driver/driver.h"

static void help(void) {
  printf("usage: gpuopt host [--sm SM] [-O0..-O3] [-p PIPELINE] [--host HOST.ll] [--stub-suffix S]\n"
         "                   [--emit-llvm | -S] -o OUT DEVICE\n\n"
         "Compile the device module DEVICE (.ll, .bc, or .cu) to PTX (after PIPELINE, if given) and embed\n"
         "it into a host module (HOST.ll/.bc from e.g. clang -S -emit-llvm, or an empty one): a wrapper\n"
         "global with the PTX, a constructor that registers it, and for each kernel K a stub\n"
         "    int32_t K_launch(const gpuopt_launch_config *cfg, <K's parameters, pointers as uint64_t>)\n"
         "that launches K through gpuopt's CUDA runtime (gpuopt/cuda.h). The output is an x86-64 object\n"
         "file to link with the host program and libgpuopt (no cudart, no nvcc); --emit-llvm writes\n"
         "the host IR, -S assembly.\n");
}

int cmd_host(int argc, char **argv) {
  const char *pipeline = NULL, *out = NULL, *file = NULL, *sm = NULL, *host_file = NULL, *suffix = NULL;
  int emit_llvm = 0, emit_asm = 0, olevel = -1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      return EXIT_OK;
    }
    if (!strcmp(a, "-p") || !strcmp(a, "-o") || !strcmp(a, "--sm") || !strcmp(a, "--host") || !strcmp(a, "--stub-suffix")) {
      if (i + 1 >= argc) return drv_usage("host", "%s needs a value", a);
      const char *val = argv[++i];
      if (!strcmp(a, "-o")) out = val;
      else if (!strcmp(a, "--sm")) sm = val;
      else if (!strcmp(a, "--host")) host_file = val;
      else if (!strcmp(a, "--stub-suffix")) suffix = val;
      else pipeline = val;
    } else if (drv_flag(a, "--sm", &v) && v) sm = v;
    else if (drv_flag(a, "--passes", &v) && v) pipeline = v;
    else if (drv_flag(a, "--stub-suffix", &v) && v) suffix = v;
    else if (!strncmp(a, "-p=", 3)) pipeline = a + 3;
    else if (!strcmp(a, "--emit-llvm")) emit_llvm = 1;
    else if (!strcmp(a, "-S")) emit_asm = 1;
    else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) olevel = a[2] - '0';
    else if (a[0] == '-' && a[1]) return drv_usage("host", "unknown option '%s'", a);
    else if (file) return drv_usage("host", "more than one device file ('%s' and '%s')", file, a);
    else file = a;
  }
  if (!file) return drv_usage("host", "no device file");
  if (!out) return drv_usage("host", "no output file (-o OUT)");
  if (emit_llvm && emit_asm) return drv_usage("host", "--emit-llvm and -S exclude each other");
  gpuopt_options opts = GPUOPT_OPTIONS_INIT;
  if (sm) opts.sm = sm;
  if (olevel >= 0) opts.opt_level = (unsigned)olevel;
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(&opts, &ctx)) return drv_usage("host", "invalid options (--sm '%s'; expected sm_NN)", sm ? sm : "");
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef dev = NULL, host = NULL;
  char *ptx = NULL, *obj = NULL;
  size_t ptx_len = 0, obj_len = 0;
  gpuopt_status st;
  int rc = drv_load_any(ctx, llctx, file, opts.sm, &dev);
  if (!rc && pipeline && (st = gpuopt_run_pipeline(ctx, dev, pipeline, NULL))) rc = drv_fail(ctx, st);
  if (!rc && (st = gpuopt_emit_ptx(ctx, dev, &ptx, &ptx_len))) rc = drv_fail(ctx, st);
  if (!rc) {
    if (host_file) {
      if ((st = gpuopt_module_parse_file(ctx, llctx, host_file, &host)) || (st = gpuopt_module_verify(ctx, host)))
        rc = drv_fail(ctx, st);
    } else host = LLVMModuleCreateWithNameInContext("gpuopt-host", llctx);
  }
  gpuopt_embed_options eo = GPUOPT_EMBED_OPTIONS_INIT;
  if (suffix) eo.stub_suffix = suffix;
  if (!rc && (st = gpuopt_embed_device_code(ctx, host, dev, ptx, ptx_len, &eo))) rc = drv_fail(ctx, st);
  if (!rc && (st = gpuopt_module_verify(ctx, host))) rc = drv_fail(ctx, st);
  if (!rc) {
    if (emit_llvm) st = gpuopt_module_print(ctx, host, &obj, &obj_len);
    else st = gpuopt_emit_host_object(ctx, host, emit_asm, &obj, &obj_len);
    if (st) rc = drv_fail(ctx, st);
  }
  if (!rc) {
    FILE *f = strcmp(out, "-") ? fopen(out, "wb") : stdout;
    if (!f) rc = drv_error("cannot write '%s'", out);
    else {
      if (fwrite(obj, 1, obj_len, f) != obj_len) rc = drv_error("cannot write '%s'", out);
      if (f != stdout && fclose(f)) rc = drv_error("cannot write '%s'", out);
    }
  }
  gpuopt_free(obj);
  gpuopt_free(ptx);
  if (host) LLVMDisposeModule(host);
  if (dev) LLVMDisposeModule(dev);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return rc;
}
