/* Automatic annotation of C programs with OpenMP or OpenACC directives (DawnCC, Mendonça et al.,
 * TACO 2017, §3.2, §4, §5): parallel loops get compute directives, the arrays they touch get data
 * directives with exact sections built from symbolic access bounds, pointer pairs whose non-overlap
 * the parallelism assumes get a run-time test that guards the directives (restrictification), and
 * consecutive parallel loops share one data environment where that is safe (copy fusion).
 *
 * The input is a C source text and the module clang made of it with the analysis recipe (debug
 * info, loops kept: see docs/annotate.md; `gpuopt annotate FILE.c` runs clang). The output is the
 * source text with lines inserted and none changed. */
#ifndef GPUOPT_ANNOTATE_H
#define GPUOPT_ANNOTATE_H

#include <stddef.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum gpuopt_annotate_dialect {
  GPUOPT_ANNOTATE_OMP = 0,     /* OpenMP 4.5 offload: target data map(...) + target teams distribute parallel for */
  GPUOPT_ANNOTATE_OMP_CPU = 1, /* OpenMP on the host: parallel for only */
  GPUOPT_ANNOTATE_ACC = 2      /* OpenACC: data pcopyin/pcopyout/pcopy + kernels loop independent */
} gpuopt_annotate_dialect;

#define GPUOPT_ANNOTATE_OPTIONS_VERSION 1
typedef struct gpuopt_annotate_options {
  unsigned version;                 /* GPUOPT_ANNOTATE_OPTIONS_VERSION */
  gpuopt_annotate_dialect dialect;
  int fuse;                         /* copy fusion (§5): one data environment for several loops */
} gpuopt_annotate_options;
#define GPUOPT_ANNOTATE_OPTIONS_INIT { GPUOPT_ANNOTATE_OPTIONS_VERSION, GPUOPT_ANNOTATE_OMP, 1 }

/* What an annotation inserted. */
typedef struct gpuopt_annotate_stats {
  unsigned loops;         /* loops seen (every loop of every function with debug info) */
  unsigned annotated;     /* loops given a compute directive */
  unsigned pragmas;       /* directive lines inserted (data and compute) */
  unsigned copies;        /* array sections in data clauses (map/pcopy* items) */
  unsigned environments;  /* data directives */
  unsigned checks;        /* pointer pairs tested at run time (restrictification) */
  unsigned lines_added;   /* lines inserted in all */
} gpuopt_annotate_stats;

/* One loop's outcome, for --report. Strings are owned by the result. */
typedef struct gpuopt_annotate_loop {
  const char *function;
  unsigned line;          /* source line of the loop statement */
  int annotated;
  const char *reason;     /* why not (NULL when annotated) */
  unsigned environment;   /* 1-based data environment it shares, 0 if none */
} gpuopt_annotate_loop;

typedef struct gpuopt_annotate_result gpuopt_annotate_result;

/* Annotate source (len bytes) given m, the module clang compiled from it with debug info. m is
 * read, never changed; source is not kept. *out owned by the caller (gpuopt_annotate_free).
 * GPUOPT_EINVAL for NULL arguments or a bad options version. */
gpuopt_status gpuopt_annotate(gpuopt_ctx *ctx, LLVMModuleRef m, const char *source, size_t len,
                              const gpuopt_annotate_options *opts, gpuopt_annotate_result **out);
/* The annotated text (NUL-terminated, owned by r); *len when len is not NULL. */
const char *gpuopt_annotate_text(const gpuopt_annotate_result *r, size_t *len);
void gpuopt_annotate_get_stats(const gpuopt_annotate_result *r, gpuopt_annotate_stats *out);
size_t gpuopt_annotate_num_loops(const gpuopt_annotate_result *r);
/* Loop i (in source order within each function); 0 when out of range. */
int gpuopt_annotate_get_loop(const gpuopt_annotate_result *r, size_t i, gpuopt_annotate_loop *out);
void gpuopt_annotate_free(gpuopt_annotate_result *r);

#ifdef __cplusplus
}
#endif
#endif
