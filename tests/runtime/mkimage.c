/* mkimage: write a gpuopt device image (src/codegen/gpuimage.h) from files, for the runtime's
 * hand-built test programs:  mkimage -o OUT [--bitcode F.bc] [--ptx SM F.ptx] [--cubin SM F.cubin] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/gpuimage.h"
#include "gpuopt/gpuopt.h"

static void *slurp(const char *path, size_t *n, int nul) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)len + 1);
  if (buf && fread(buf, 1, (size_t)len, f) != (size_t)len) {
    free(buf);
    buf = NULL;
  }
  fclose(f);
  if (buf) buf[len] = 0;
  *n = (size_t)len + (nul ? 1 : 0);
  return buf;
}

int main(int argc, char **argv) {
  const char *out = NULL;
  gpuopt_img_entry e[8];
  void *bufs[8];
  size_t n = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-o") && i + 1 < argc) {
      out = argv[++i];
      continue;
    }
    int kind = !strcmp(argv[i], "--bitcode") ? GPUOPT_IMG_BITCODE : !strcmp(argv[i], "--ptx") ? GPUOPT_IMG_PTX
               : !strcmp(argv[i], "--cubin") ? GPUOPT_IMG_CUBIN : 0;
    if (!kind || n == 8 || i + 1 + (kind != GPUOPT_IMG_BITCODE) >= argc) {
      fprintf(stderr, "usage: mkimage -o OUT [--bitcode F.bc] [--ptx SM F.ptx] [--cubin SM F.cubin]\n");
      return 2;
    }
    unsigned sm = kind == GPUOPT_IMG_BITCODE ? 0 : (unsigned)atoi(argv[++i]);
    const char *path = argv[++i];
    size_t len;
    bufs[n] = slurp(path, &len, kind == GPUOPT_IMG_PTX);
    if (!bufs[n]) {
      fprintf(stderr, "mkimage: cannot read %s\n", path);
      return 1;
    }
    e[n] = (gpuopt_img_entry){(gpuopt_img_kind)kind, sm, bufs[n], len};
    n++;
  }
  if (!out) {
    fprintf(stderr, "mkimage: no -o\n");
    return 2;
  }
  gpuopt_ctx *ctx;
  if (gpuopt_ctx_create(NULL, &ctx)) return 1;
  void *img;
  size_t size;
  if (gpuopt__image_write(ctx, e, n, &img, &size)) {
    fprintf(stderr, "mkimage: %s\n", gpuopt_ctx_error(ctx));
    return 1;
  }
  FILE *f = fopen(out, "wb");
  int ok = f && fwrite(img, 1, size, f) == size;
  if (f && fclose(f)) ok = 0;
  free(img);
  for (size_t i = 0; i < n; i++) free(bufs[i]);
  gpuopt_ctx_free(ctx);
  if (!ok) fprintf(stderr, "mkimage: cannot write %s\n", out);
  return ok ? 0 : 1;
}
