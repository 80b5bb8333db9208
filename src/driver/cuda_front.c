/* The CUDA front end of the driver: a .cu file becomes device IR through clang, device side only
 * (gpucc §2.2 dual-mode compilation, device half), without the CUDA SDK headers:
 *   clang -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=SM -O1 -S -emit-llvm
 *         -include <shim> FILE
 * The shim (a copy of tests/kernels/cuda_shim.h, kept identical by a lit test) is written to a
 * temporary directory. clang is $GPUOPT_CLANG, else clang-<LLVM major> or clang on PATH. */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver/driver.h"

#define STR_(x) #x
#define STR(x) STR_(x)

const char drv_cuda_shim[] =
    "/* Just enough of CUDA to compile test kernels with clang as a device-only front end, without the\n"
    " * CUDA SDK headers (CUDA 13 is newer than the clang versions gpuopt is tested with):\n"
    " *   clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O1 -S -emit-llvm */\n"
    "#ifndef GPUOPT_CUDA_SHIM_H\n"
    "#define GPUOPT_CUDA_SHIM_H\n"
    "#include \"__clang_cuda_builtin_vars.h\"\n"
    "#define __global__ __attribute__((global))\n"
    "#define __shared__ __attribute__((shared))\n"
    "#define __device__ __attribute__((device))\n"
    "#define __constant__ __attribute__((constant))\n"
    "#define __forceinline__ __inline__ __attribute__((always_inline))\n"
    "#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))\n"
    "static __device__ __forceinline__ int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }\n"
    "static __device__ __forceinline__ unsigned atomicAdd(unsigned *p, unsigned v) {\n"
    "  return (unsigned)__nvvm_atom_add_gen_i((int *)p, (int)v);\n"
    "}\n"
    "static __device__ __forceinline__ float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }\n"
    "static __device__ __forceinline__ unsigned __ballot_sync(unsigned mask, int pred) { return __nvvm_vote_ballot_sync(mask, pred); }\n"
    "static __device__ __forceinline__ int __all_sync(unsigned mask, int pred) { return __nvvm_vote_all_sync(mask, pred); }\n"
    "static __device__ __forceinline__ int __any_sync(unsigned mask, int pred) { return __nvvm_vote_any_sync(mask, pred); }\n"
    "static __device__ __forceinline__ float __shfl_down_sync(unsigned mask, float v, unsigned d) {\n"
    "  return __nvvm_shfl_sync_down_f32(mask, v, d, 0x1f);\n"
    "}\n"
    "static __device__ __forceinline__ int __shfl_down_sync(unsigned mask, int v, unsigned d) {\n"
    "  return __nvvm_shfl_sync_down_i32(mask, v, d, 0x1f);\n"
    "}\n"
    "#endif\n";

static int can_exec(const char *name) {
  if (strchr(name, '/')) return access(name, X_OK) == 0;
  const char *path = getenv("PATH");
  if (!path) path = "/usr/bin:/bin";
  char buf[4096];
  while (*path) {
    size_t n = strcspn(path, ":");
    if (n && n + strlen(name) + 2 < sizeof buf) {
      snprintf(buf, sizeof buf, "%.*s/%s", (int)n, path, name);
      if (access(buf, X_OK) == 0) return 1;
    }
    path += n;
    if (*path == ':') path++;
  }
  return 0;
}

const char *drv_find_clang(void) {
  const char *env = getenv("GPUOPT_CLANG");
  if (env && *env) return can_exec(env) ? env : NULL;
  static const char *const names[] = {"clang-" STR(GPUOPT_LLVM_VERSION),
                                      "/usr/lib/llvm-" STR(GPUOPT_LLVM_VERSION) "/bin/clang", "clang"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (can_exec(names[i])) return names[i];
  return NULL;
}

/* Run argv; 0 when it exited with status 0. */
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

int drv_is_cuda_source(const char *path) {
  size_t n = strlen(path);
  return n > 3 && !strcmp(path + n - 3, ".cu");
}

int drv_compile_cu(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, const char *sm, LLVMModuleRef *out) {
  *out = NULL;
  const char *clang = drv_find_clang();
  if (!clang)
    return drv_error("cannot compile '%s': no clang found (set GPUOPT_CLANG, or install clang-%d; "
                     "or give gpuopt device IR, a .ll or .bc file)", path, GPUOPT_LLVM_VERSION);
  char dir[] = "/tmp/gpuopt-cu-XXXXXX";
  if (!mkdtemp(dir)) return drv_error("cannot create a temporary directory: %s", strerror(errno));
  char shim[64], ll[64], arch[64];
  snprintf(shim, sizeof shim, "%s/cuda_shim.h", dir);
  snprintf(ll, sizeof ll, "%s/device.ll", dir);
  snprintf(arch, sizeof arch, "--cuda-gpu-arch=%s", sm ? sm : "sm_90");
  int rc = 0;
  FILE *f = fopen(shim, "w");
  if (!f || fputs(drv_cuda_shim, f) < 0 || fclose(f)) {
    if (f) fclose(f);
    rc = drv_error("cannot write '%s'", shim);
  }
  if (!rc) {
    char *argv[] = {(char *)clang, "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", arch, "-O1",
                    "-Wno-unknown-cuda-version", "-S", "-emit-llvm", "-include", shim, "-o", ll, (char *)path, NULL};
    int st = run_wait(argv);
    if (st) rc = drv_error("%s failed on '%s' (exit status %d)", clang, path, st);
  }
  if (!rc) rc = drv_load(ctx, llctx, ll, out);
  unlink(ll);
  unlink(shim);
  rmdir(dir);
  return rc;
}

int drv_load_any(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, const char *sm, LLVMModuleRef *out) {
  return drv_is_cuda_source(path) ? drv_compile_cu(ctx, llctx, path, sm, out) : drv_load(ctx, llctx, path, out);
}
