/* A fake CUDA driver (libcuda.so.1) for testing gpuopt's runtime and generated host code on
 * machines without a GPU. It implements the Driver API calls gpuopt uses on host memory and does
 * not run kernels: each launch appends a line to $FAKE_CUDA_TRACE describing the kernel, the
 * launch configuration and each argument, decoded with the parameter types of the PTX .entry
 * ("i32:250 f32:2.5 ptr:mem1+0" where mem1 is the first allocation), so tests can check argument
 * packing end to end. FAKE_CUDA=nodevice makes cuInit fail with CUDA_ERROR_NO_DEVICE; PTX that
 * contains "FAKE_JIT_ERROR" fails to load with CUDA_ERROR_INVALID_PTX and an error log. FAKE_CUDA=fault
 * makes synchronisations after a launch of a kernel named *oob* fail with CUDA_ERROR_ILLEGAL_ADDRESS; FAKE_CUDA_LOADS
 * names a file that gets "load ptx" or "load cubin" (image starting with 0x7f "ELF") per module load. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
enum { OK = 0, E_VALUE = 1, E_NOT_INIT = 3, E_NO_DEVICE = 100, E_INVALID_PTX = 218, E_NOT_FOUND = 500 };

static int inited;
static struct alloc { char *p; size_t n; } allocs[256];
static int nallocs;

typedef struct fmod { char *ptx; } fmod;
typedef struct ffun { char name[128]; int nparams; int size[64]; char type[64][8]; } ffun;

CUresult cuInit(unsigned flags) {
  (void)flags;
  const char *m = getenv("FAKE_CUDA");
  if (m && !strcmp(m, "nodevice")) return E_NO_DEVICE;
  inited = 1;
  return OK;
}
CUresult cuDriverGetVersion(int *v) { *v = 13000; return OK; }
CUresult cuGetErrorName(CUresult e, const char **s) {
  switch (e) {
  case OK: *s = "CUDA_SUCCESS"; return OK;
  case E_VALUE: *s = "CUDA_ERROR_INVALID_VALUE"; return OK;
  case E_NOT_INIT: *s = "CUDA_ERROR_NOT_INITIALIZED"; return OK;
  case E_NO_DEVICE: *s = "CUDA_ERROR_NO_DEVICE"; return OK;
  case E_INVALID_PTX: *s = "CUDA_ERROR_INVALID_PTX"; return OK;
  case E_NOT_FOUND: *s = "CUDA_ERROR_NOT_FOUND"; return OK;
  case 700: *s = "CUDA_ERROR_ILLEGAL_ADDRESS"; return OK;
  }
  *s = NULL;
  return E_VALUE;
}
CUresult cuGetErrorString(CUresult e, const char **s) {
  switch (e) {
  case OK: *s = "no error"; return OK;
  case E_VALUE: *s = "invalid argument"; return OK;
  case E_NOT_INIT: *s = "initialization error"; return OK;
  case E_NO_DEVICE: *s = "no CUDA-capable device is detected"; return OK;
  case E_INVALID_PTX: *s = "a PTX JIT compilation failed"; return OK;
  case E_NOT_FOUND: *s = "named symbol not found"; return OK;
  case 700: *s = "an illegal memory access was encountered"; return OK;
  }
  *s = NULL;
  return E_VALUE;
}
CUresult cuDeviceGetCount(int *n) { *n = inited ? 1 : 0; return inited ? OK : E_NOT_INIT; }
CUresult cuDeviceGet(int *d, int ordinal) { *d = ordinal; return ordinal == 0 ? OK : 101; }
CUresult cuDeviceGetName(char *name, int len, int dev) { (void)dev; snprintf(name, (size_t)len, "Fake GPU"); return OK; }
CUresult cuDeviceGetAttribute(int *v, int attr, int dev) {
  (void)dev;
  *v = attr == 75 ? 9 : attr == 76 ? 0 : attr == 16 ? 132 : 0;
  return OK;
}
static int the_ctx;
static int launched; /* FAKE_CUDA=fault: a kernel named *oob* ran */
CUresult cuDevicePrimaryCtxRetain(void **ctx, int dev) { (void)dev; *ctx = &the_ctx; return OK; }
CUresult cuDevicePrimaryCtxRelease_v2(int dev) { (void)dev; launched = 0; return OK; }
CUresult cuCtxSetCurrent(void *ctx) { (void)ctx; return OK; }
/* FAKE_CUDA=fault: every synchronisation after a launch of a kernel named *oob* reports an illegal
 * address, until the primary context is released */
CUresult cuCtxSynchronize(void) {
  const char *m = getenv("FAKE_CUDA");
  return m && !strcmp(m, "fault") && launched ? 700 : OK;
}

CUresult cuModuleLoadDataEx(void **mod, const void *image, unsigned n, int *opts, void **vals) {
  const char *ptx = image;
  if (strstr(ptx, "FAKE_JIT_ERROR")) {
    for (unsigned i = 0; i < n; i++)
      if (opts[i] == 5) snprintf(vals[i], 200, "ptxas application ptx input, line 1; error   : FAKE_JIT_ERROR seen");
    return E_INVALID_PTX;
  }
  for (unsigned i = 0; i < n; i++)
    if (opts[i] == 3) snprintf(vals[i], 200, "ptxas info    : fake JIT compiled %zu bytes", strlen(ptx));
  const char *lpath = getenv("FAKE_CUDA_LOADS");
  FILE *lf = lpath ? fopen(lpath, "a") : NULL;
  if (lf) {
    fprintf(lf, "load %s", !strncmp(ptx, "\x7f" "ELF", 4) ? "cubin" : "ptx");
    for (unsigned i = 0; i < n; i++)
      if (opts[i] == 0) fprintf(lf, " maxreg %u", (unsigned)(uintptr_t)vals[i]); /* CU_JIT_MAX_REGISTERS */
    fprintf(lf, "\n");
    fclose(lf);
  }
  fmod *m = calloc(1, sizeof *m);
  m->ptx = strdup(ptx);
  *mod = m;
  return OK;
}
CUresult cuModuleUnload(void *mod) {
  fmod *m = mod;
  free(m->ptx);
  free(m);
  return OK;
}
static int type_size(const char *t) {
  int bits = atoi(t + 1);
  return bits ? bits / 8 : 0;
}
CUresult cuModuleGetFunction(void **f, void *mod, const char *name) {
  fmod *m = mod;
  char pat[160];
  snprintf(pat, sizeof pat, ".entry %s(", name);
  const char *p = strstr(m->ptx, pat);
  if (!p) return E_NOT_FOUND;
  ffun *fn = calloc(1, sizeof *fn);
  snprintf(fn->name, sizeof fn->name, "%s", name);
  const char *end = strchr(p, ')');
  for (const char *q = strstr(p, ".param"); q && q < end && fn->nparams < 64; q = strstr(q + 6, ".param")) {
    const char *t = q + 7; /* ".u32 ..." */
    while (*t == ' ' || *t == '\t') t++;
    if (!strncmp(t, ".align", 6)) { /* .align N .b8 name[SIZE] */
      const char *br = strchr(t, '[');
      fn->size[fn->nparams] = br ? atoi(br + 1) : 0;
      snprintf(fn->type[fn->nparams], 8, "b8[]");
    } else {
      snprintf(fn->type[fn->nparams], 8, "%.4s", t + 1);
      char *sp = strpbrk(fn->type[fn->nparams], " \t,");
      if (sp) *sp = 0;
      fn->size[fn->nparams] = type_size(fn->type[fn->nparams]);
    }
    fn->nparams++;
  }
  *f = fn;
  return OK;
}
CUresult cuFuncGetAttribute(int *v, int attr, void *f) {
  ffun *fn = f;
  *v = attr == 4 ? 16 + fn->nparams : attr == 0 ? 1024 : attr == 5 || attr == 6 ? 90 : 0;
  return OK;
}
CUresult cuFuncSetAttribute(void *f, int attr, int v) { (void)f; (void)attr; (void)v; return OK; }

CUresult cuMemAlloc_v2(unsigned long long *p, size_t n) {
  if (nallocs == 256) return 2;
  allocs[nallocs].p = n > ((size_t)1 << 40) ? NULL : calloc(1, n);
  if (!allocs[nallocs].p) return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
  allocs[nallocs].n = n;
  *p = (uintptr_t)allocs[nallocs++].p;
  return OK;
}
CUresult cuMemFree_v2(unsigned long long p) {
  for (int i = 0; i < nallocs; i++)
    if ((uintptr_t)allocs[i].p == p) {
      free(allocs[i].p);
      allocs[i].p = NULL;
      return OK;
    }
  return E_VALUE;
}
CUresult cuMemcpyHtoD_v2(unsigned long long d, const void *s, size_t n) { memcpy((void *)(uintptr_t)d, s, n); return OK; }
CUresult cuMemcpyDtoH_v2(void *d, unsigned long long s, size_t n) { memcpy(d, (void *)(uintptr_t)s, n); return OK; }
CUresult cuMemsetD8_v2(unsigned long long d, unsigned char v, size_t n) { memset((void *)(uintptr_t)d, v, n); return OK; }

CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, void *stream, void **params, void **extra) {
  (void)stream;
  (void)extra;
  ffun *fn = f;
  if (strstr(fn->name, "oob")) launched = 1;
  const char *path = getenv("FAKE_CUDA_TRACE");
  FILE *out = path ? fopen(path, "a") : NULL;
  if (!out) return OK;
  fprintf(out, "launch %s grid %u,%u,%u block %u,%u,%u shared %u args", fn->name, gx, gy, gz, bx, by, bz, shared);
  for (int i = 0; i < fn->nparams; i++) {
    const void *v = params[i];
    const char *t = fn->type[i];
    if (!strcmp(t, "f32")) fprintf(out, " f32:%g", (double)*(const float *)v);
    else if (!strcmp(t, "f64")) fprintf(out, " f64:%g", *(const double *)v);
    else if (fn->size[i] == 4) fprintf(out, " i32:%d", *(const int32_t *)v);
    else if (fn->size[i] == 2) fprintf(out, " i16:%d", *(const int16_t *)v);
    else if (fn->size[i] == 1) fprintf(out, " i8:%d", *(const int8_t *)v);
    else if (fn->size[i] == 8) {
      uint64_t x = *(const uint64_t *)v;
      int k = -1;
      for (int j = 0; j < nallocs; j++)
        if (allocs[j].p && x >= (uintptr_t)allocs[j].p && x < (uintptr_t)allocs[j].p + allocs[j].n) k = j;
      if (k >= 0) fprintf(out, " ptr:mem%d+%llu", k + 1, (unsigned long long)(x - (uintptr_t)allocs[k].p));
      else fprintf(out, " i64:%lld", (long long)x);
    } else fprintf(out, " %s[%d]", t, fn->size[i]);
  }
  fprintf(out, "\n");
  fclose(out);
  return OK;
}
static int ev;
CUresult cuEventCreate(void **e, unsigned flags) { (void)flags; *e = &ev; return OK; }
CUresult cuEventRecord(void *e, void *s) { (void)e; (void)s; return OK; }
CUresult cuEventSynchronize(void *e) { (void)e; return OK; }
CUresult cuEventElapsedTime_v2(float *ms, void *a, void *b) { (void)a; (void)b; *ms = 0.25f; return OK; }
CUresult cuEventDestroy_v2(void *e) { (void)e; return OK; }
CUresult cuMemcpyDtoD_v2(unsigned long long d, unsigned long long s, size_t n) {
  memmove((void *)(uintptr_t)d, (void *)(uintptr_t)s, n);
  return OK;
}
CUresult cuDeviceTotalMem_v2(size_t *bytes, int dev) { (void)dev; *bytes = (size_t)80 << 30; return OK; }
/* A module global: an allocation of its own per (module, name), sized by the PTX declaration
 * ".global .align A .b8 NAME[SIZE]" or 8 bytes. */
CUresult cuModuleGetGlobal_v2(unsigned long long *p, size_t *n, void *mod, const char *name) {
  fmod *m = mod;
  char pat[160];
  snprintf(pat, sizeof pat, " %s[", name);
  const char *q = strstr(m->ptx, pat);
  size_t size = q ? (size_t)atol(q + strlen(pat)) : 8;
  if (!q) {
    snprintf(pat, sizeof pat, " %s;", name);
    if (!strstr(m->ptx, pat)) return E_NOT_FOUND;
  }
  if (nallocs == 256) return 2;
  allocs[nallocs].p = calloc(1, size);
  allocs[nallocs].n = size;
  *p = (uintptr_t)allocs[nallocs++].p;
  *n = size;
  return OK;
}
