/* Sequential parallel loops as OpenMP-shaped regions for gpuopt_offload (offload_seq.c). Internal. */
#ifndef GPUOPT_TRANSFORM_OFFLOAD_SEQ_H
#define GPUOPT_TRANSFORM_OFFLOAD_SEQ_H

#include "core/core.h"

/* The marker call the recognition (analysis/omp.c) treats as the fork of a sequential region:
 * i32 __gpuopt_seq_fork(ptr loc, i32 n, ptr outlined, i64 trip, live-ins...); gpuopt_offload
 * replaces it by the version-selecting code (1: the loop ran on the device). */
#define GPUOPT_SEQ_FORK "__gpuopt_seq_fork"

typedef struct gpuopt__seq_kept {
  LLVMValueRef fn;
  unsigned line;
  char reason[256];
} gpuopt__seq_kept;

typedef struct gpuopt__seq_done {
  LLVMValueRef fn;
  unsigned line;
  unsigned checks;   /* base-pointer pairs tested at run time */
  unsigned loops;    /* nested parallel loops collapsed into its iteration space (1-3) */
} gpuopt__seq_done;

typedef struct gpuopt__seq_report {
  VEC(gpuopt__seq_kept) kept;   /* loops left on the CPU, with the reason */
  VEC(gpuopt__seq_done) done;   /* loops outlined */
  unsigned nloops;
  unsigned interchanged; /* nests interchanged first (loop_interchange.c) */
} gpuopt__seq_report;

/* Canonicalise m's loops (gpuopt_loops_canonicalize) and outline each sequential loop proved
 * parallel (outside OpenMP region code) behind a GPUOPT_SEQ_FORK call; the module verifies after. */
/* interchange: first run loop interchange's parallel mode (loop_interchange.h, Wang 4.1) so that a
 * parallel loop inside a sequential one becomes the outer loop (one launch); rep->interchanged
 * counts the nests. */
gpuopt_status gpuopt__offload_seq(gpuopt_ctx *ctx, LLVMModuleRef m, int interchange, gpuopt__seq_report *rep);
void gpuopt__seq_report_free(gpuopt__seq_report *rep);

#endif
