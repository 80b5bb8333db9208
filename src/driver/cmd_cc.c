/* gpuopt cc: whole CUDA programs to executables (gpucc §2.1-2.4, Fig. 1 and Fig. 3: dual-mode
 * compilation), with gpuopt's CUDA runtime (libgpuopt_rt) instead of libcudart. Per .cu file:
 *   device: clang -x cuda --cuda-device-only -> device bitcode; gpuopt_link_libdevice; the gpuopt
 *           pipeline; gpuopt_emit_ptx; ptxas -> cubin (when ptxas is present); gpuopt_device_image
 *   host:   clang -x cuda --cuda-host-only -Xclang -fcuda-include-gpubinary -Xclang IMAGE -> object
 *           (clang's own registration and <<<>>> launch code, calling gpuopt's runtime)
 * .c/.cpp files are compiled for the host; objects and libraries are linked with the runtime:
 *   clang OBJS <bindir>/../lib/libgpuopt_rt.a <bindir>/../lib/libgpuopt.a <LLVM libs> -lstdc++ -lm
 * Headers: the CUDA SDK's where the clang in use supports the SDK, gpuopt's own header set
 * (<bindir>/../lib/gpuopt/include, pre-included wrapper) otherwise; see docs/cc.md. The driver only
 * handles arguments, runs clang/ptxas/the linker and prints; the device steps are library calls. */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver/driver.h"

/* The default device pipeline: the preset with the best code on the issue-18 suite (fewest SASS
 * instructions and registers vs clang -O3 and nvcc -O3; bench/results/codequality.md). */
#define DEFAULT_PIPELINE "gpuopt"

#define STR_(x) #x
#define STR(x) STR_(x)
#ifndef GPUOPT_CC_LLVM_LIBS
#define GPUOPT_CC_LLVM_LIBS ""
#endif

static void help(void) {
  printf("usage: gpuopt cc [-O0..-O3] [--sm SM] [-p PIPELINE] [-I DIR] [-D NAME[=V]] [-c] [-o OUT]\n"
         "                 FILE.cu|FILE.c|FILE.cpp|FILE.o|FILE.a... [-l LIB] [-L DIR] [-v]\n\n"
         "Compile and link a CUDA program with clang as the front end, gpuopt's device pipeline and\n"
         "gpuopt's CUDA runtime (libgpuopt_rt; no libcudart). .cu files are compiled dual-mode (device\n"
         "code: clang -> libdevice -> pipeline -> PTX and, with ptxas, a cubin; host code: clang with\n"
         "the device image embedded); .c/.cpp files for the host; objects and archives are linked.\n"
         "The program runs on the GPU, or on gpuopt's SIMT interpreter (GPUOPT_DEVICE=interp|gpu).\n\n"
         "  -O0..-O3          optimisation level (default -O3); -O0 runs no device pipeline\n"
         "  --sm SM           target GPU (default sm_90; also --cuda-gpu-arch=SM, -arch=SM)\n"
         "  -p PIPELINE       device pipeline (default gpuopt; see 'gpuopt opt --help')\n"
         "  -c                compile only: one object per input (-o names it when there is one input)\n"
         "  -o OUT            output (default a.out, or FILE.o with -c)\n"
         "  -I DIR, -D N[=V], -U N, -std=..., -g, -w, -Wno-...  passed to clang\n"
         "  -l LIB, -L DIR    passed to the linker\n"
         "  --cuda-headers=auto|sdk|gpuopt  which CUDA headers (default auto: the SDK's when the clang\n"
         "                    in use supports the SDK's version, gpuopt's own otherwise)\n"
         "  --no-cubin        embed no cubin even when ptxas is present\n"
         "  --no-interp       link the GPU-only runtime (libgpuopt_rt_gpu.a): no SIMT interpreter and no\n"
         "                    LLVM in the program (it needs only libc and a CUDA driver), so it runs\n"
         "                    on a machine without LLVM; it then needs a GPU\n"
         "  --keep            keep the temporary files (their directory is printed with -v)\n"
         "  -v                print every sub-command and library step\n\n"
         "Environment: GPUOPT_CLANG (the clang), CUDA_PATH (the SDK, default /usr/local/cuda),\n"
         "GPUOPT_LIBDEVICE (libdevice bitcode), GPUOPT_PTXAS (ptxas; 'none' for no cubin).\n");
}

/* ---- small helpers: argv vectors, running programs, files ---- */

typedef struct argv_t {
  char **v;
  size_t n, cap;
  int oom;
} argv_t;

/* Append a copy of s. */
static void av_add(argv_t *a, const char *s) {
  if (a->oom) return;
  if (a->n + 2 > a->cap) {
    size_t nc = a->cap ? 2 * a->cap : 32;
    char **nv = realloc(a->v, nc * sizeof *nv);
    if (!nv) {
      a->oom = 1;
      return;
    }
    a->v = nv;
    a->cap = nc;
  }
  char *c = strdup(s);
  if (!c) {
    a->oom = 1;
    return;
  }
  a->v[a->n++] = c;
  a->v[a->n] = NULL;
}

static void av_addf(argv_t *a, const char *fmt, const char *s) {
  char buf[PATH_MAX + 64];
  snprintf(buf, sizeof buf, fmt, s);
  av_add(a, buf);
}

static void av_free(argv_t *a) {
  for (size_t i = 0; i < a->n; i++) free(a->v[i]);
  free(a->v);
  memset(a, 0, sizeof *a);
}

/* Append the words of s (split at spaces). */
static void av_words(argv_t *a, const char *s) {
  while (*s) {
    while (*s == ' ') s++;
    size_t n = strcspn(s, " ");
    if (n) {
      char w[PATH_MAX];
      snprintf(w, sizeof w, "%.*s", (int)n, s);
      av_add(a, w);
    }
    s += n;
  }
}

static int verbose;

static void print_cmd(char *const *argv) {
  for (size_t i = 0; argv[i]; i++) {
    const char *s = argv[i];
    int quote = !*s || strpbrk(s, " \t\"'$\\*?;&|<>()") != NULL;
    fprintf(stderr, "%s%s%s%s", i ? " " : "", quote ? "'" : "", s, quote ? "'" : "");
  }
  fputc('\n', stderr);
}

/* Run argv (stdout/stderr inherited); its exit status, or -1 when it could not run. */
static int run(argv_t *a) {
  if (a->oom) return drv_error("out of memory"), -1;
  if (verbose) print_cmd(a->v);
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    execvp(a->v[0], a->v);
    fprintf(stderr, "gpuopt: error: cannot run '%s': %s\n", a->v[0], strerror(errno));
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

/* Run argv and capture the first line of its stdout into buf (stderr discarded). */
static int run_capture(char *const *argv, char *buf, size_t n) {
  int fd[2];
  buf[0] = '\0';
  if (pipe(fd)) return -1;
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    dup2(fd[1], 1);
    close(fd[0]);
    close(fd[1]);
    freopen("/dev/null", "w", stderr);
    execvp(argv[0], argv);
    _exit(127);
  }
  close(fd[1]);
  size_t len = 0;
  ssize_t r;
  while (len + 1 < n && (r = read(fd[0], buf + len, n - 1 - len)) > 0) len += (size_t)r;
  buf[len] = '\0';
  char tmp[256];
  while (read(fd[0], tmp, sizeof tmp) > 0) {}
  close(fd[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  buf[strcspn(buf, "\n")] = '\0';
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int is_file(const char *p) {
  struct stat s;
  return stat(p, &s) == 0 && S_ISREG(s.st_mode);
}

static int write_file(const char *path, const void *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  int bad = fwrite(data, 1, len, f) != len;
  if (fclose(f)) bad = 1;
  return bad ? -1 : 0;
}

/* The directory of the running binary ("/x/build/bin"). */
static int bindir(char *buf, size_t n) {
  ssize_t r = readlink("/proc/self/exe", buf, n - 1);
  if (r <= 0) return -1;
  buf[r] = '\0';
  char *slash = strrchr(buf, '/');
  if (!slash) return -1;
  *slash = '\0';
  return 0;
}

static const char *ext_of(const char *path) {
  const char *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
  return dot && (!slash || dot > slash) ? dot + 1 : "";
}

typedef enum { IN_CU, IN_C, IN_CXX, IN_OBJ } input_kind;

static int input_kind_of(const char *path, input_kind *k) {
  const char *e = ext_of(path);
  if (!strcmp(e, "cu")) *k = IN_CU;
  else if (!strcmp(e, "c")) *k = IN_C;
  else if (!strcmp(e, "cpp") || !strcmp(e, "cc") || !strcmp(e, "cxx") || !strcmp(e, "C")) *k = IN_CXX;
  else if (!strcmp(e, "o") || !strcmp(e, "a") || !strcmp(e, "so")) *k = IN_OBJ;
  else return -1;
  return 0;
}

/* FILE.cu -> FILE.o (in the current directory, as compilers do). */
static void object_name(const char *src, char *buf, size_t n) {
  const char *base = strrchr(src, '/');
  base = base ? base + 1 : src;
  const char *dot = strrchr(base, '.');
  snprintf(buf, n, "%.*s.o", (int)(dot ? (size_t)(dot - base) : strlen(base)), base);
}

/* ---- the compilation ---- */

typedef struct cc_opts {
  int olevel, compile_only, keep, no_cubin, no_interp;
  const char *sm, *pipeline, *out, *headers;
  argv_t front;  /* -I/-D/-U/-std/-g/-w/-W flags for clang */
  argv_t link;   /* -l/-L flags */
  char bindir[PATH_MAX];
  const char *clang;
  int clang_major;
  char cuda[PATH_MAX];    /* the SDK root, "" if none */
  int sdk_headers;        /* use the SDK's headers */
  int sdk_version;        /* its CUDA_VERSION (13000) */
  char gpuopt_inc[PATH_MAX + 32];
  char tmp[64];
  unsigned ntmp;
} cc_opts;

/* The CUDA_VERSION of the SDK at root (13000), 0 if unknown. */
static int sdk_version(const char *root) {
  char path[PATH_MAX + 32];
  snprintf(path, sizeof path, "%s/include/cuda.h", root);
  size_t len = 0;
  char *txt = drv_read_file(path, &len);
  if (!txt) return 0;
  int v = 0;
  char *p = txt;
  while ((p = strstr(p, "#define CUDA_VERSION")) != NULL) {
    p += 20;
    v = atoi(p);
    if (v) break;
  }
  free(txt);
  return v;
}

/* The newest CUDA version each clang parses the SDK headers of (older clang cannot parse CUDA 13's). */
static int clang_supports_sdk(int clang_major, int version) {
  if (version <= 0) return 0;
  if (clang_major >= 22) return 1;
  if (clang_major >= 20) return version <= 12080;
  if (clang_major >= 19) return version <= 12050;
  return version <= 12030;
}

static int setup(cc_opts *o) {
  if (bindir(o->bindir, sizeof o->bindir)) return drv_error("cannot find the directory of the gpuopt binary");
  o->clang = drv_find_clang();
  if (!o->clang)
    return drv_error("no clang found (set GPUOPT_CLANG, or install clang-%d)", GPUOPT_LLVM_VERSION);
  char ver[128];
  char *argv[] = {(char *)o->clang, "-dumpversion", NULL};
  if (run_capture(argv, ver, sizeof ver) == 0) o->clang_major = atoi(ver);
  const char *cp = getenv("CUDA_PATH");
  snprintf(o->cuda, sizeof o->cuda, "%s", cp && *cp ? cp : "/usr/local/cuda");
  char probe[PATH_MAX + 64];
  snprintf(probe, sizeof probe, "%s/include/cuda_runtime.h", o->cuda);
  if (!is_file(probe)) o->cuda[0] = '\0';
  int ver_sdk = o->sdk_version = o->cuda[0] ? sdk_version(o->cuda) : 0;
  if (!strcmp(o->headers, "sdk")) {
    if (!o->cuda[0] || !ver_sdk) return drv_error("--cuda-headers=sdk: no CUDA SDK found (set CUDA_PATH)");
    o->sdk_headers = 1;
  } else if (!strcmp(o->headers, "gpuopt")) o->sdk_headers = 0;
  else if (!strcmp(o->headers, "auto")) o->sdk_headers = o->cuda[0] && clang_supports_sdk(o->clang_major, ver_sdk);
  else return drv_usage("cc", "--cuda-headers: expected auto, sdk or gpuopt, not '%s'", o->headers);
  snprintf(o->gpuopt_inc, sizeof o->gpuopt_inc, "%s/../lib/gpuopt/include", o->bindir);
  if (!o->sdk_headers) {
    snprintf(probe, sizeof probe, "%s/__gpuopt_cuda_wrapper.h", o->gpuopt_inc);
    if (!is_file(probe))
      return drv_error("gpuopt's CUDA headers are missing: no '%s' (run 'make' or 'make install')", probe);
  }
  snprintf(o->tmp, sizeof o->tmp, "/tmp/gpuopt-cc-XXXXXX");
  if (!mkdtemp(o->tmp)) return drv_error("cannot create a temporary directory: %s", strerror(errno));
  if (verbose) fprintf(stderr, "gpuopt cc: clang %s (%d), %s headers%s%s, temporary files in %s\n", o->clang,
                       o->clang_major, o->sdk_headers ? "CUDA SDK" : "gpuopt's", o->sdk_headers ? " from " : "",
                       o->sdk_headers ? o->cuda : "", o->tmp);
  return 0;
}

static void tmp_name(cc_opts *o, const char *what, char *buf, size_t n) {
  snprintf(buf, n, "%s/%u-%s", o->tmp, o->ntmp++, what);
}

/* The clang flags of a CUDA compilation (either side) in the chosen header mode. */
static void cuda_flags(cc_opts *o, argv_t *a, int device) {
  av_add(a, "-x");
  av_add(a, "cuda");
  av_add(a, device ? "--cuda-device-only" : "--cuda-host-only");
  av_addf(a, "--cuda-gpu-arch=%s", o->sm);
  av_add(a, "-nocudalib");
  av_add(a, "-Wno-unknown-cuda-version");
  if (o->sdk_headers) {
    av_addf(a, "--cuda-path=%s", o->cuda);
    /* with -nocudalib clang passes no SDK version to its front end; the launch ABI depends on it */
    char v[64];
    snprintf(v, sizeof v, "-target-sdk-version=%d.%d", o->sdk_version / 1000, o->sdk_version % 1000 / 10);
    av_add(a, "-Xclang");
    av_add(a, v);
  } else {
    av_add(a, "-nocudainc");
    av_add(a, "-isystem");
    av_add(a, o->gpuopt_inc);
    av_add(a, "-include");
    av_add(a, "__gpuopt_cuda_wrapper.h");
    /* the CUDA >= 9.2 launch ABI (__cudaPushCallConfiguration, cudaLaunchKernel), which clang
     * otherwise picks from the SDK version it detects */
    av_add(a, "-Xclang");
    av_add(a, "-target-sdk-version=12.0");
  }
}

static void front_flags(cc_opts *o, argv_t *a) {
  for (size_t i = 0; i < o->front.n; i++) av_add(a, o->front.v[i]);
}

static int compile_host_only(cc_opts *o, const char *src, input_kind k, const char *obj) {
  argv_t a = {0};
  av_add(&a, o->clang);
  av_add(&a, "-x");
  av_add(&a, k == IN_C ? "c" : "c++");
  char ol[8];
  snprintf(ol, sizeof ol, "-O%d", o->olevel);
  av_add(&a, ol);
  av_add(&a, "-fPIC");
  av_add(&a, "-isystem");
  if (o->sdk_headers) av_addf(&a, "%s/include", o->cuda);
  else av_add(&a, o->gpuopt_inc);
  front_flags(o, &a);
  av_add(&a, "-c");
  av_add(&a, src);
  av_add(&a, "-o");
  av_add(&a, obj);
  int st = run(&a);
  av_free(&a);
  return st ? EXIT_BAD_INPUT : 0;
}

static const char *find_libdevice(cc_opts *o, char *buf, size_t n) {
  const char *env = getenv("GPUOPT_LIBDEVICE");
  if (env && *env) return env;
  const char *roots[] = {o->cuda, "/usr/local/cuda", "/usr/lib/cuda"};
  for (size_t i = 0; i < 3; i++) {
    if (!roots[i][0]) continue;
    snprintf(buf, n, "%s/nvvm/libdevice/libdevice.10.bc", roots[i]);
    if (is_file(buf)) return buf;
  }
  return NULL;
}

/* The device half of a .cu file: the device image at image. */
static int compile_device(cc_opts *o, const char *src, const char *image) {
  char bc[PATH_MAX], ptxf[PATH_MAX], cubinf[PATH_MAX];
  tmp_name(o, "device.bc", bc, sizeof bc);
  argv_t a = {0};
  av_add(&a, o->clang);
  cuda_flags(o, &a, 1);
  av_add(&a, o->olevel ? "-O1" : "-O0");
  if (!o->olevel) {
    av_add(&a, "-Xclang");
    av_add(&a, "-disable-O0-optnone");
  }
  front_flags(o, &a);
  av_add(&a, "-c");
  av_add(&a, "-emit-llvm");
  av_add(&a, src);
  av_add(&a, "-o");
  av_add(&a, bc);
  int st = run(&a);
  av_free(&a);
  if (st) return EXIT_BAD_INPUT;

  gpuopt_options opts = GPUOPT_OPTIONS_INIT;
  opts.sm = o->sm;
  opts.opt_level = (unsigned)o->olevel;
  opts.trusted_bitcode = 1; /* clang's output and the SDK's libdevice */
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(&opts, &ctx)) return drv_error("invalid --sm '%s' (expected sm_NN)", o->sm);
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  char *ptx = NULL, *cubin = NULL, *ldbuf = NULL;
  void *img = NULL;
  size_t ptx_len = 0, cubin_len = 0, img_len = 0, ld_len = 0;
  int rc = drv_load(ctx, llctx, bc, &m);
  gpuopt_status gs;
  char ldpath[PATH_MAX];
  const char *ld = rc ? NULL : find_libdevice(o, ldpath, sizeof ldpath);
  if (!rc && ld && !(ldbuf = drv_read_file(ld, &ld_len))) rc = drv_error("cannot read libdevice '%s'", ld);
  if (!rc) {
    gpuopt_libdevice_stats ls;
    if (verbose) fprintf(stderr, "gpuopt: link libdevice %s\n", ld ? ld : "(none found)");
    if ((gs = gpuopt_link_libdevice(ctx, m, ldbuf, ld_len, &ls))) {
      rc = drv_fail(ctx, gs);
      if (!ld)
        fprintf(stderr, "gpuopt: note: the device math library is libdevice from the CUDA SDK; set CUDA_PATH or "
                        "GPUOPT_LIBDEVICE\n");
    } else if (verbose)
      fprintf(stderr, "gpuopt:   %u libdevice functions linked, %u reflect calls resolved\n", ls.functions,
              ls.reflect_calls);
  }
  if (!rc && o->pipeline && *o->pipeline) {
    if (verbose) fprintf(stderr, "gpuopt: pipeline %s\n", o->pipeline);
    if ((gs = gpuopt_run_pipeline(ctx, m, o->pipeline, NULL))) rc = drv_fail(ctx, gs);
  }
  if (!rc) {
    if (verbose) fprintf(stderr, "gpuopt: emit PTX for %s\n", o->sm);
    if ((gs = gpuopt_emit_ptx(ctx, m, &ptx, &ptx_len))) rc = drv_fail(ctx, gs);
  }
  char ptxas_buf[PATH_MAX];
  const char *ptxas = o->no_cubin ? NULL : drv_find_ptxas(o->cuda[0] ? o->cuda : NULL, ptxas_buf, sizeof ptxas_buf);
  const char *penv = getenv("GPUOPT_PTXAS");
  if (!rc && !o->no_cubin && !ptxas && penv && *penv && strcmp(penv, "none"))
    rc = drv_error("GPUOPT_PTXAS='%s' is not an executable (set it to 'none' for no cubin)", penv);
  if (!rc && ptxas) {
    tmp_name(o, "device.ptx", ptxf, sizeof ptxf);
    tmp_name(o, "device.cubin", cubinf, sizeof cubinf);
    if (write_file(ptxf, ptx, ptx_len)) rc = drv_error("cannot write '%s'", ptxf);
    else {
      argv_t p = {0};
      av_add(&p, ptxas);
      av_addf(&p, "-arch=%s", o->sm);
      av_add(&p, o->olevel ? "-O3" : "-O0");
      av_add(&p, ptxf);
      av_add(&p, "-o");
      av_add(&p, cubinf);
      st = run(&p);
      av_free(&p);
      if (st) rc = drv_error("ptxas rejected the PTX gpuopt emitted for '%s' (exit status %d)", src, st);
      else if (!(cubin = drv_read_file(cubinf, &cubin_len))) rc = drv_error("cannot read '%s'", cubinf);
    }
  }
  if (!rc) {
    if (verbose) fprintf(stderr, "gpuopt: device image (bitcode, PTX%s) -> %s\n", cubin ? ", cubin" : "", image);
    if ((gs = gpuopt_device_image(ctx, m, ptx, ptx_len, cubin, cubin_len, &img, &img_len))) rc = drv_fail(ctx, gs);
    else if (write_file(image, img, img_len)) rc = drv_error("cannot write '%s'", image);
  }
  gpuopt_free(img);
  gpuopt_free(ptx);
  free(cubin);
  free(ldbuf);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return rc;
}

static int compile_cu(cc_opts *o, const char *src, const char *obj) {
  char image[PATH_MAX];
  tmp_name(o, "device.gpuimg", image, sizeof image);
  int rc = compile_device(o, src, image);
  if (rc) return rc;
  argv_t a = {0};
  av_add(&a, o->clang);
  cuda_flags(o, &a, 0);
  char ol[8];
  snprintf(ol, sizeof ol, "-O%d", o->olevel);
  av_add(&a, ol);
  av_add(&a, "-fPIC");
  front_flags(o, &a);
  av_add(&a, "-Xclang");
  av_add(&a, "-fcuda-include-gpubinary");
  av_add(&a, "-Xclang");
  av_add(&a, image);
  av_add(&a, "-c");
  av_add(&a, src);
  av_add(&a, "-o");
  av_add(&a, obj);
  int st = run(&a);
  av_free(&a);
  return st ? EXIT_BAD_INPUT : 0;
}

static int link_program(cc_opts *o, argv_t *objs, const char *out) {
  char rt[PATH_MAX + 64], lib[PATH_MAX + 64];
  snprintf(rt, sizeof rt, "%s/../lib/libgpuopt_rt%s.a", o->bindir, o->no_interp ? "_gpu" : "");
  snprintf(lib, sizeof lib, "%s/../lib/libgpuopt.a", o->bindir);
  if (!is_file(rt)) return drv_error("gpuopt's CUDA runtime is missing: no '%s' (run 'make' or 'make install')", rt);
  argv_t a = {0};
  av_add(&a, o->clang);
  av_add(&a, "-o");
  av_add(&a, out);
  for (size_t i = 0; i < objs->n; i++) av_add(&a, objs->v[i]);
  for (size_t i = 0; i < o->link.n; i++) av_add(&a, o->link.v[i]);
  av_add(&a, rt);
  av_add(&a, lib);
  if (o->no_interp) av_add(&a, "-Wl,--gc-sections"); /* drops what only the interpreter (LLVM) needs */
  else av_words(&a, GPUOPT_CC_LLVM_LIBS);
  static const char *const sys[] = {"-lstdc++", "-lm", "-ldl", "-lpthread"};
  for (size_t i = 0; i < sizeof sys / sizeof sys[0]; i++) {
    size_t k = 0;
    while (k < a.n && strcmp(a.v[k], sys[i])) k++;
    if (k == a.n) av_add(&a, sys[i]); /* not already among the LLVM libraries' flags */
  }
  int st = run(&a);
  av_free(&a);
  return st ? EXIT_BAD_INPUT : 0;
}

static void remove_tree(const char *dir, unsigned n) {
  /* the names are ours: <dir>/<i>-<what> */
  static const char *const whats[] = {"device.bc", "device.ptx", "device.cubin", "device.gpuimg", "host.o"};
  char p[PATH_MAX];
  for (unsigned i = 0; i < n; i++)
    for (size_t k = 0; k < sizeof whats / sizeof whats[0]; k++) {
      snprintf(p, sizeof p, "%s/%u-%s", dir, i, whats[k]);
      unlink(p);
    }
  rmdir(dir);
}

int cmd_cc(int argc, char **argv) {
  cc_opts o;
  memset(&o, 0, sizeof o);
  o.olevel = 3;
  o.sm = "sm_90";
  o.pipeline = DEFAULT_PIPELINE;
  o.headers = "auto";
  verbose = 0;
  argv_t inputs = {0};
  int rc = 0;
  for (int i = 1; i < argc && !rc; i++) {
    const char *a = argv[i], *v;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      av_free(&inputs);
      return EXIT_OK;
    }
    int has_next = i + 1 < argc;
    if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) o.olevel = a[2] - '0';
    else if (!strcmp(a, "-O")) o.olevel = 3;
    else if (!strcmp(a, "-c")) o.compile_only = 1;
    else if (!strcmp(a, "-v")) verbose = 1;
    else if (!strcmp(a, "--keep")) o.keep = 1;
    else if (!strcmp(a, "--no-cubin")) o.no_cubin = 1;
    else if (!strcmp(a, "--no-interp")) o.no_interp = 1;
    else if (drv_flag(a, "--cuda-headers", &v) && v) o.headers = v;
    else if (drv_flag(a, "--sm", &v) && v) o.sm = v;
    else if (drv_flag(a, "--cuda-gpu-arch", &v) && v) o.sm = v;
    else if (!strncmp(a, "-arch=", 6)) o.sm = a + 6;
    else if (drv_flag(a, "--passes", &v) && v) o.pipeline = v;
    else if (!strncmp(a, "-p=", 3)) o.pipeline = a + 3;
    else if (!strcmp(a, "--sm") || !strcmp(a, "-p") || !strcmp(a, "-o") || !strcmp(a, "-arch") ||
             !strcmp(a, "-I") || !strcmp(a, "-D") || !strcmp(a, "-U") || !strcmp(a, "-l") || !strcmp(a, "-L") ||
             !strcmp(a, "-isystem") || !strcmp(a, "-include")) {
      if (!has_next) rc = drv_usage("cc", "%s needs a value", a);
      else {
        const char *val = argv[++i];
        if (!strcmp(a, "--sm") || !strcmp(a, "-arch")) o.sm = val;
        else if (!strcmp(a, "-p")) o.pipeline = val;
        else if (!strcmp(a, "-o")) o.out = val;
        else if (!strcmp(a, "-l") || !strcmp(a, "-L")) {
          av_add(&o.link, a);
          av_add(&o.link, val);
        } else {
          av_add(&o.front, a);
          av_add(&o.front, val);
        }
      }
    } else if (!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2) || !strncmp(a, "-U", 2) || !strncmp(a, "-std=", 5) ||
               !strcmp(a, "-g") || !strcmp(a, "-w") || (!strncmp(a, "-W", 2) && strncmp(a, "-Wl,", 4)) ||
               !strncmp(a, "-f", 2))
      av_add(&o.front, a);
    else if (!strncmp(a, "-l", 2) || !strncmp(a, "-L", 2) || !strncmp(a, "-Wl,", 4)) av_add(&o.link, a);
    else if (a[0] == '-' && a[1]) rc = drv_usage("cc", "unknown option '%s'", a);
    else {
      input_kind k;
      if (input_kind_of(a, &k))
        rc = drv_error("'%s': not an input gpuopt cc takes (.cu, .c, .cpp, .cc, .o, .a; for device IR use "
                       "'gpuopt ptx' or 'gpuopt host')", a);
      else if (access(a, R_OK)) rc = drv_error("cannot read '%s': %s", a, strerror(errno));
      else av_add(&inputs, a);
    }
  }
  if (!rc && !inputs.n) rc = drv_usage("cc", "no input files");
  if (!rc && o.compile_only && o.out && inputs.n > 1) rc = drv_usage("cc", "-c with -o takes one input file");
  if (!rc && o.compile_only)
    for (size_t i = 0; i < inputs.n && !rc; i++) {
      input_kind k;
      input_kind_of(inputs.v[i], &k);
      if (k == IN_OBJ) rc = drv_usage("cc", "-c: '%s' is already an object", inputs.v[i]);
    }
  if (!rc && !o.olevel && !strcmp(o.pipeline, DEFAULT_PIPELINE)) o.pipeline = "";
  if (rc) {
    av_free(&inputs);
    av_free(&o.front);
    av_free(&o.link);
    return rc;
  }
  rc = setup(&o);
  argv_t objs = {0};
  for (size_t i = 0; i < inputs.n && !rc; i++) {
    const char *src = inputs.v[i];
    input_kind k;
    input_kind_of(src, &k);
    if (k == IN_OBJ) {
      av_add(&objs, src);
      continue;
    }
    char obj[PATH_MAX + 16];
    if (o.compile_only && o.out) snprintf(obj, sizeof obj, "%s", o.out);
    else if (o.compile_only) object_name(src, obj, sizeof obj);
    else tmp_name(&o, "host.o", obj, sizeof obj);
    rc = k == IN_CU ? compile_cu(&o, src, obj) : compile_host_only(&o, src, k, obj);
    if (!rc) av_add(&objs, obj);
  }
  if (!rc && !o.compile_only) rc = link_program(&o, &objs, o.out ? o.out : "a.out");
  if (o.tmp[0]) {
    if (o.keep) fprintf(stderr, "gpuopt cc: temporary files kept in %s\n", o.tmp);
    else remove_tree(o.tmp, o.ntmp);
  }
  av_free(&objs);
  av_free(&inputs);
  av_free(&o.front);
  av_free(&o.link);
  return rc;
}
