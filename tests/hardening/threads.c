/* threads: 8 threads, 8 gpuopt contexts, 8 LLVM contexts, at once: each thread parses every entry
 * of the corpora named on the command line (tests/bad, tests/kernels), runs every analysis on every
 * function, all pipeline steps in one run and every preset on clones, and emits PTX (--rounds N times). Built with
 * clang -fsanitize=thread over a ThreadSanitizer build of the library (mk/hardening.mk,
 * check-tsan): the library keeps no global mutable state, so TSan must stay silent. Also runs
 * (without TSan) as a plain smoke test. Prints "threads: N passed, N failed, 0 skipped". */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuopt/gpuopt.h"

#define NTHREADS 8
#define MAX_FILES 256
#define MAX_SIZE (64 * 1024) /* the huge entries take minutes under TSan; the matrix covers them */

typedef struct input { char *name; unsigned char *data; size_t len; } input;
static input inputs[MAX_FILES];
static size_t ninputs;
static int rounds = 1;

static void load_dir(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d)) && ninputs < MAX_FILES) {
    size_t l = strlen(e->d_name);
    if (!(l > 3 && (!strcmp(e->d_name + l - 3, ".ll") || !strcmp(e->d_name + l - 3, ".bc")))) continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    FILE *f = fopen(path, "rb");
    if (!f) continue;
    unsigned char *buf = malloc(MAX_SIZE + 1);
    size_t n = fread(buf, 1, MAX_SIZE + 1, f);
    fclose(f);
    if (n > MAX_SIZE) {
      free(buf);
      continue;
    }
    inputs[ninputs].name = strdup(path);
    inputs[ninputs].data = buf;
    inputs[ninputs].len = n;
    ninputs++;
  }
  closedir(d);
}

typedef struct job { int id; int failures; unsigned parsed, transformed, ptx; } job;

static void fail(job *j, const char *what, const char *name, gpuopt_ctx *ctx) {
  printf("FAIL threads: thread %d: %s: %s: %s\n", j->id, name, what, ctx ? gpuopt_ctx_error(ctx) : "");
  j->failures++;
}

static void analyses(job *j, gpuopt_ctx *ctx, LLVMModuleRef m, const char *name) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    gpuopt_cfg_info *ci = NULL;
    if (gpuopt_cfg_analyze(ctx, f, &ci) == GPUOPT_OK) {
      for (size_t b = 0; b < gpuopt_cfg_num_blocks(ci); b++) (void)gpuopt_cfg_idom(ci, b);
      gpuopt_cfg_free(ci);
    } else if (!*gpuopt_ctx_error(ctx)) {
      fail(j, "cfg failed without a message", name, ctx);
    }
    gpuopt_memspace_result *ms = NULL;
    if (gpuopt_memspace_analyze(ctx, f, &ms) == GPUOPT_OK) {
      for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
          if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMPointerTypeKind) (void)gpuopt_memspace_result_space(ms, i);
      gpuopt_memspace_result_free(ms);
    }
  }
}

static void *worker(void *arg) {
  job *j = arg;
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) {
    fail(j, "gpuopt_ctx_create", "-", NULL);
    return NULL;
  }
  /* every step in one pipeline, then each preset */
  const char *const *names = gpuopt_pipeline_names(), *const *presets = gpuopt_pipeline_presets();
  size_t cap = 1;
  for (const char *const *n = names; *n; n++) cap += strlen(*n) + 1;
  char *all = calloc(1, cap);
  for (const char *const *n = names; *n; n++) strcat(strcat(all, n == names ? "" : ","), *n);
  const char *all_list[2] = {all, NULL};
  for (int r = 0; r < rounds; r++)
    for (size_t k = 0; k < ninputs; k++) {
      const input *in = &inputs[(k + (size_t)j->id * 7) % ninputs]; /* threads start at different entries */
      LLVMContextRef llctx = LLVMContextCreate();
      LLVMModuleRef m = NULL;
      if (gpuopt_module_parse(ctx, llctx, in->data, in->len, in->name, &m) == GPUOPT_OK) {
        j->parsed++;
        if (!gpuopt_module_verify(ctx, m) && !gpuopt_module_check_target(ctx, m)) {
          analyses(j, ctx, m, in->name);
          for (int pass = 0; pass < 2; pass++)
            for (const char *const *n = pass ? presets : all_list; *n; n++) {
              LLVMModuleRef c = LLVMCloneModule(m);
              gpuopt_status st = gpuopt_run_pipeline(ctx, c, *n, NULL);
              if (st && !*gpuopt_ctx_error(ctx)) fail(j, "pipeline failed without a message", in->name, ctx);
              if (!st) {
                j->transformed++;
                char *ptx = NULL;
                if (gpuopt_emit_ptx(ctx, c, &ptx, NULL) == GPUOPT_OK) j->ptx++;
                gpuopt_free(ptx);
              }
              LLVMDisposeModule(c);
            }
        }
        LLVMDisposeModule(m);
      }
      LLVMContextDispose(llctx);
    }
  free(all);
  gpuopt_ctx_free(ctx);
  return NULL;
}

int main(int argc, char **argv) {
  const char *results = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--results") && i + 1 < argc) results = argv[++i];
    else if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
    else load_dir(argv[i]);
  }
  if (!ninputs) {
    printf("FAIL threads: no inputs\n");
    return 1;
  }
  pthread_t t[NTHREADS];
  job jobs[NTHREADS];
  for (int i = 0; i < NTHREADS; i++) {
    jobs[i] = (job){i, 0, 0, 0, 0};
    pthread_create(&t[i], NULL, worker, &jobs[i]);
  }
  int failed = 0;
  for (int i = 0; i < NTHREADS; i++) {
    pthread_join(t[i], NULL);
    failed += jobs[i].failures != 0;
    if (jobs[i].parsed != jobs[0].parsed || jobs[i].transformed != jobs[0].transformed || jobs[i].ptx != jobs[0].ptx) {
      printf("FAIL threads: thread %d saw different results (%u parsed, %u transformed, %u ptx) than thread 0 "
             "(%u, %u, %u)\n", i, jobs[i].parsed, jobs[i].transformed, jobs[i].ptx, jobs[0].parsed,
             jobs[0].transformed, jobs[0].ptx);
      failed++;
    }
  }
  printf("threads: %d threads x %zu inputs x %d rounds: %u parsed, %u pipelines, %u PTX per thread\n", NTHREADS,
         ninputs, rounds, jobs[0].parsed, jobs[0].transformed, jobs[0].ptx);
  for (size_t i = 0; i < ninputs; i++) {
    free(inputs[i].name);
    free(inputs[i].data);
  }
  printf("threads: %d passed, %d failed, 0 skipped\n", failed ? 0 : 1, failed ? 1 : 0);
  if (results) {
    FILE *f = fopen(results, "w");
    if (f) {
      fprintf(f, "%d %d 0\n", failed ? 0 : 1, failed ? 1 : 0);
      fclose(f);
    }
  }
  return failed ? 1 : 0;
}
