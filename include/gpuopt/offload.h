/* Offloading parallel loops to the GPU at the IR level (Wang, Grewe, O'Boyle, TACO'14 §3-4.2,
 * Figs. 2-3; DawnCC, TACO'17 §3-5): a host module goes in; the host module comes back with each
 * offloadable parallel loop versioned (a GPU path that launches a kernel through gpuopt's offload
 * runtime, and the original loop as the CPU fallback), and a new NVPTX device module with one
 * kernel per offloaded loop.
 *
 * Inputs: OpenMP loops compiled by clang -fopenmp (`#pragma omp parallel for` with `collapse`,
 * shared/private/firstprivate/lastprivate data, `reduction`, `atomic`, `critical` sections that
 * are one atomic update). Loops with anything else (I/O, `single`, `master`, unknown calls,
 * dynamic schedules, pointers loaded from memory) stay on the CPU, and the report says why. */
#ifndef GPUOPT_OFFLOAD_H
#define GPUOPT_OFFLOAD_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GPUOPT_OFFLOAD_OPTIONS_VERSION 1
typedef struct gpuopt_offload_options {
  unsigned version;           /* GPUOPT_OFFLOAD_OPTIONS_VERSION */
  const char *kernel_prefix;  /* kernel names: prefix + index; default "__gpuopt_omp_k" */
  int fuse_transfers;         /* 1 (default): keep device copies valid from one offloaded loop to the
                                 next when no host code touches memory in between (DawnCC §5);
                                 0: copy written data back after every loop */
  int analyze_only;           /* 1: report only; the host module is left unchanged and no device
                                 module is made (*device_out is NULL) */
} gpuopt_offload_options;
#define GPUOPT_OFFLOAD_OPTIONS_INIT { GPUOPT_OFFLOAD_OPTIONS_VERSION, "__gpuopt_omp_k", 1, 0 }

/* One parallel loop of the input and what became of it. Strings are owned by the report. */
typedef struct gpuopt_offload_loop {
  const char *function;   /* the host function that contains the loop */
  unsigned line;          /* source line of the parallel directive (0 without debug info) */
  const char *outlined;   /* the OpenMP outlined function (microtask) */
  int offloaded;          /* 1: a kernel and a GPU path were made */
  const char *reason;     /* why the loop stays on the CPU ("" when offloaded) */
  const char *kernel;     /* the kernel's name in the device module ("" when not offloaded) */
  const char *schedule;   /* "static", "static chunked", "dynamic", ... */
  unsigned iv_bits;       /* width of the (linearised) iteration variable: 32 or 64 */
  int iv_signed;
  unsigned reductions;    /* reduction clauses' combining sites (__kmpc_reduce) */
  unsigned atomics;       /* atomic updates (atomic constructs, reductions' atomic case) */
  unsigned criticals;     /* critical sections turned into atomics */
  unsigned arrays;        /* memory objects the kernel accesses through pointers */
  const char *data;       /* the data environment, e.g. "n: scalar in; x: array in; y: array in/out" */
  int host_sync_after;    /* 1: written data is copied back right after the loop; 0: it stays on the
                             device because only offloaded loops follow (fused transfers) */
} gpuopt_offload_loop;

typedef struct gpuopt_offload_report {
  size_t nloops;
  gpuopt_offload_loop *loops;  /* in module order */
  unsigned offloaded, kept;
  void *priv;                  /* internal */
} gpuopt_offload_report;

/* Offload the parallel loops of host (an x86-64 or target-less host module that verifies) to the
 * GPU. On success, unless opts->analyze_only: host is rewritten (per offloaded loop: the GPU
 * path, then the original loop as the fallback; it still verifies) and *device_out receives a new
 * NVPTX module in host's LLVMContext (owned by the caller: LLVMDisposeModule), NULL when no loop
 * was offloaded. *report_out (may be NULL) receives the report (gpuopt_offload_report_free).
 * The host module then calls the offload runtime's entry points (__gpuopt_omp_*, gpuopt/offload.h
 * below), provided by libgpuopt_rt. Host modules for NVPTX fail with GPUOPT_ETARGET, modules that
 * do not verify with GPUOPT_EINVALID_IR; on failure host is left unchanged. opts may be NULL. */
gpuopt_status gpuopt_offload(gpuopt_ctx *ctx, LLVMModuleRef host, const gpuopt_offload_options *opts,
                             LLVMModuleRef *device_out, gpuopt_offload_report **report_out);

/* Free a report. NULL is a no-op. */
void gpuopt_offload_report_free(gpuopt_offload_report *r);

#ifdef __cplusplus
}
#endif
#endif
