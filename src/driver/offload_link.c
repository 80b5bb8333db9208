/* Linking an offloaded program: see offload_link.h. The host object is linked with the libraries
 * next to the driver (<dir of gpuopt>/../lib: libgpuopt_rt.a, libgpuopt.a), LLVM's shared library
 * and, for OpenMP programs, libomp (clang -fopenmp), by the clang of drv_find_clang. */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver/offload_link.h"

#define STR_(x) #x
#define STR(x) STR_(x)

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

int drv_offload_link(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMModuleRef dev, int openmp, int opt, int no_interp,
                     const char *out) {
  gpuopt_status st = gpuopt_offload_embed(ctx, host, dev, opt);
  if (st) return drv_fail(ctx, st);
  char *obj = NULL;
  size_t len = 0;
  if ((st = gpuopt_emit_host_object(ctx, host, 0, &obj, &len))) return drv_fail(ctx, st);
  const char *clang = drv_find_clang();
  if (!clang) {
    gpuopt_free(obj);
    return drv_error("cannot link '%s': no clang found (set GPUOPT_CLANG)", out);
  }
  char exe[PATH_MAX], libdir[PATH_MAX + 16];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) {
    gpuopt_free(obj);
    return drv_error("cannot find gpuopt's own directory (for its libraries)");
  }
  exe[n] = 0;
  char *slash = strrchr(exe, '/');
  if (slash) *slash = 0;
  const char *env = getenv("GPUOPT_LIBDIR");
  snprintf(libdir, sizeof libdir, "%s", env && *env ? env : exe);
  if (!(env && *env)) snprintf(libdir, sizeof libdir, "%s/../lib", exe);
  char rt[PATH_MAX + 64], lib[PATH_MAX + 64], o[64];
  snprintf(rt, sizeof rt, "%s/libgpuopt_rt%s.a", libdir, no_interp ? "_gpu" : "");
  snprintf(lib, sizeof lib, "%s/libgpuopt.a", libdir);
  if (access(rt, R_OK) || access(lib, R_OK)) {
    gpuopt_free(obj);
    return drv_error("cannot link '%s': %s or %s is missing (make rt lib; or set GPUOPT_LIBDIR)", out, rt, lib);
  }
  char dir[] = "/tmp/gpuopt-link-XXXXXX";
  if (!mkdtemp(dir)) {
    gpuopt_free(obj);
    return drv_error("cannot create a temporary directory: %s", strerror(errno));
  }
  snprintf(o, sizeof o, "%s/host.o", dir);
  int rc = 0;
  FILE *f = fopen(o, "wb");
  if (!f || fwrite(obj, 1, len, f) != len) rc = drv_error("cannot write '%s'", o);
  if (f && fclose(f)) rc = drv_error("cannot write '%s'", o);
  gpuopt_free(obj);
  if (!rc) {
    const char *llvmlib = "/usr/lib/llvm-" STR(GPUOPT_LLVM_VERSION) "/lib";
    char L[PATH_MAX], rpath[PATH_MAX];
    snprintf(L, sizeof L, "-L%s", llvmlib);
    snprintf(rpath, sizeof rpath, "-Wl,-rpath,%s", llvmlib);
    /* GPUOPT_LLVM_LIBS replaces LLVM's shared library (e.g. static libraries for a machine
     * without LLVM, as the GPU machine) */
    const char *over = getenv("GPUOPT_LLVM_LIBS");
    char *words = over && *over ? strdup(over) : NULL;
    char *argv[256] = {(char *)clang, openmp ? "-fopenmp" : "-O0", o, rt, lib};
    int k = 5;
    if (no_interp) {
      argv[k++] = "-Wl,--gc-sections"; /* drops what only the interpreter (LLVM) needs */
    } else if (words) {
      for (char *w = strtok(words, " \t"); w && k < 240; w = strtok(NULL, " \t")) argv[k++] = w;
    } else {
      argv[k++] = L;
      argv[k++] = "-lLLVM-" STR(GPUOPT_LLVM_VERSION);
      argv[k++] = rpath;
    }
    const char *tail[] = {"-lm", "-ldl", "-lpthread", "-o", out, NULL};
    for (int i = 0; tail[i]; i++) argv[k++] = (char *)tail[i];
    argv[k] = NULL;
    int s = run_wait(argv);
    free(words);
    if (s) rc = drv_error("linking '%s' with %s failed (exit status %d)", out, clang, s);
  }
  unlink(o);
  rmdir(dir);
  return rc;
}
