/* Offloading parallel loops to the GPU at the IR level (Wang, Grewe, O'Boyle, TACO'14 §3-4.2,
 * Figs. 2-3; DawnCC, TACO'17 §3-5): a host module goes in; the host module comes back with each
 * offloadable parallel loop versioned (a GPU path that launches a kernel through gpuopt's offload
 * runtime, and the original loop as the CPU fallback), and a new NVPTX device module with one
 * kernel per offloaded loop.
 *
 * Inputs: OpenMP loops compiled by clang -fopenmp (`#pragma omp parallel for` with `collapse`,
 * static or dynamic/guided/runtime schedules, shared/private/firstprivate/lastprivate data,
 * `reduction`, `atomic`, `critical` sections that are one atomic update); in a module without
 * OpenMP regions, the sequential loops the parallel-loops analysis (gpuopt/loops.h) proves doall,
 * behind a run-time no-alias test of the base pointers the verdict assumes apart, with transfers of
 * the exact bytes of their access bounds. Loops with anything else (I/O, `single`, `master`, unknown
 * calls, pointers loaded from memory; sequential: dependences, reductions, live-out scalars) stay
 * on the CPU, and the report says why. */
#ifndef GPUOPT_OFFLOAD_H
#define GPUOPT_OFFLOAD_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GPUOPT_OFFLOAD_OPTIONS_VERSION 2
typedef struct gpuopt_offload_options {
  unsigned version;           /* GPUOPT_OFFLOAD_OPTIONS_VERSION */
  const char *kernel_prefix;  /* kernel names: prefix + index; default "__gpuopt_omp_k" */
  int fuse_transfers;         /* 1 (default): keep device copies valid from one offloaded loop to the
                                 next when no host code touches memory in between (DawnCC §5);
                                 0: copy written data back after every loop */
  int analyze_only;           /* 1: report only; the host module is left unchanged and no device
                                 module is made (*device_out is NULL) */
  int no_loop_interchange;    /* version 2: 1 leaves sequential nests in their order (Wang 4.1 loop
                                 interchange: a parallel loop inside a sequential one is made the
                                 outer loop, so that it is one launch; docs/wang.md) */
} gpuopt_offload_options;
#define GPUOPT_OFFLOAD_OPTIONS_INIT { GPUOPT_OFFLOAD_OPTIONS_VERSION, "__gpuopt_omp_k", 1, 0, 0 }

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
  int sequential;         /* 1: a loop of sequential code (no OpenMP directive), offloaded because
                             the parallel-loops analysis (gpuopt/loops.h) proved it doall */
  unsigned alias_checks;  /* sequential: base-pointer pairs whose non-overlap is tested at run time
                             before the GPU path (the CPU version runs when they overlap) */
  int have_access_patterns; /* 1: the counts below were computed (not with analyze_only) */
  unsigned acc_broadcast, acc_coalesced, acc_strided, acc_divergent; /* the kernel's memory
                             accesses by pattern, from the divergence analysis (gpuopt/analysis.h)
                             on the kernel with the loop's code inlined: how well they coalesce */
  const char *features[10]; /* the kernel's code features (gpuopt/features.h, in gpuopt_feature_name
                             order; per work item = one iteration of the loop): C text, a number
                             or an expression over the loop's values; NULL where known only at
                             launch (work items, transfer bytes) or not computed (analysis
                             failure). The offloaded program instantiates them at the loop's
                             first launch (GPUOPT_OFFLOAD_REPORT, docs/mapping.md). */
  unsigned grid_dims;     /* 1-3: one GPU thread per iteration of that many (collapsed) loops, a
                             grid of as many dimensions; 0: contiguous pieces of iterations per
                             thread (loops whose shape is not recognised, dynamic schedules) */
  int grid_interchanged;  /* 2-D: the outer loop's index goes to threadIdx.x (it indexes the
                             fastest-varying subscript of more accesses: Wang's interchange) */
  int exact_transfers;    /* 1: transfers are sized by the loop's access bounds, evaluated at run
                             time before the launch (DawnCC §3); 0: whole objects move */
  const char *transfers;  /* how the data moves: "exact bounds: x, y; written in full, not copied
                             in: y" or "whole objects: <why the bounds are not known>" ("" when
                             not offloaded) */
  int grid_nested;        /* 2-D over a `parallel for` without collapse: the worksharing loop on y,
                             its parallel inner loop on x (threads of their own, not sequential in
                             each thread); the arrays its dependence test assumes disjoint are
                             tested before the launch (the CPU runs the loop when they overlap) */
  const char *grid_inner_why; /* 1-D with an inner loop: why that loop stays sequential in each
                             thread ("" otherwise; owned by the report) */
  int grid_scalar_copy;   /* the loop was runtime-unrolled or vectorised by the compiler: each thread
                             runs the scalar copy of its body (the remainder loop's) for its
                             iteration; the unrolled or vector copy is not on the device */
  unsigned grid_versions; /* the compiler made this many copies of the loop on a loop-invariant,
                             thread-independent condition (loop unswitching): each copy is mapped
                             one thread per iteration, every thread takes the same (0: one copy) */
  int grid_idiom;         /* the compiler had turned the loop into one memset/memcpy per thread's
                             chunk (loop idiom): the device runs the loop it came from, one
                             element per iteration (offload_idiom.c) */
  unsigned host_touches;  /* host loads and stores on the way to the next offloaded loop (fused
                             transfers: no full copy-back before them) that check the present table
                             first: a load copies back device data newer than the host in the
                             object it reads, a store also invalidates the device copy of the bytes
                             it writes (__gpuopt_omp_touch); the rest stays on the device */
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

/* Finish an offloaded program (the codegen layer): run the gpucc pipeline on dev (changed in
 * place), lower it to PTX for the context's sm, embed both forms as a gpuopt device image defining
 * host's @__gpuopt_omp_image, and add a constructor that registers the image and each loop's
 * kernel with gpuopt's CUDA runtime (libgpuopt_rt). dev NULL (nothing offloaded) embeds nothing.
 * optimize_host: then run LLVM's default<O2> on host. host must come from gpuopt_offload with dev
 * (same LLVMContext); it verifies afterwards. Compile it with gpuopt_emit_host_object and link
 * libgpuopt_rt, libgpuopt, LLVM (and libomp for OpenMP programs). */
gpuopt_status gpuopt_offload_embed(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMModuleRef dev, int optimize_host);

/* Index reordering (issue 20, transform/index_reorder.c): after the `index-reorder` step has run on
 * dev, add to host the table @__gpuopt_omp_layouts ({kernel name, "gpuopt-layout" contract} per
 * kernel that has one, then {NULL, NULL}) through which the offload runtime gives those kernels
 * their arrays transposed. Call before gpuopt_offload_embed. Nothing is added when no kernel has a
 * contract. Both modules stay owned by the caller. */
gpuopt_status gpuopt_index_reorder_export(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMModuleRef dev);

/* ---- the offload runtime (libgpuopt_rt, src/runtime/offload.c) ----
 * The offloaded host module calls __gpuopt_omp_begin/run/cpu/sync, __gpuopt_omp_touch (before the
 * host's loads and stores between offloaded loops) and the __gpuopt_omp_<kmpc>
 * wrappers; heap allocation goes through __gpuopt_rt_malloc/calloc/realloc/free. Environment:
 * GPUOPT_OFFLOAD=never|always|auto (auto: a real GPU, or the interpreter when GPUOPT_DEVICE=interp),
 * GPUOPT_OFFLOAD_MIN_TRIP=N (auto: smaller loops stay on the CPU), GPUOPT_OFFLOAD_MAX_BLOCKS=N (at
 * most N blocks along a grid's striding dimension: threads then run several iterations each, as a
 * grid-stride loop; for tests), GPUOPT_DEVICE=gpu|interp (the
 * back end, as for gpuopt's CUDA runtime), GPUOPT_OFFLOAD_STATS=1 (counters and device times on stderr at exit),
 * GPUOPT_OFFLOAD_VERBOSE=1 (why a loop ran on the CPU); in auto mode the mapping model named by
 * GPUOPT_MAPPING_MODEL (unset: the shipped one, trained on an H100; `none`: no model, the CPU) picks
 * the device per loop at its first launch from its features instantiated there, GPUOPT_OFFLOAD_REPORT=1 prints them with the device (docs/mapping.md). */
typedef struct gpuopt_omp_stats {
  uint64_t gpu_loops;     /* loop executions on the device */
  uint64_t cpu_loops;     /* executions of the original (CPU) version */
  uint64_t zero_trip;     /* executions with no iteration: nothing transferred or launched */
  uint64_t launches;      /* kernel launches */
  uint64_t h2d_count, h2d_bytes;  /* host-to-device transfers */
  uint64_t d2h_count, d2h_bytes;  /* device-to-host transfers */
  /* index reordering (issue 20, runtime/offload_layout.c): */
  uint64_t transposes, transpose_bytes; /* device transposes into / out of a reordered layout */
  uint64_t layout_launches;  /* launches of a kernel's reordered version */
  uint64_t layout_kept;      /* of them, launches that found every layout already on the device */
  uint64_t layout_declined;  /* launches of a kernel with a reordered version that ran the original */
  uint64_t layout_fresh;     /* reordered copies of arrays the loop writes in full: allocated only (no
                                copy-in, no transpose in; transposed back after the loop) */
  /* wall time on the host's monotonic clock (the runtime's calls are synchronous): kernels from the
   * launch to the end of cudaDeviceSynchronize, and the copies each way (on a GPU, the figures of
   * bench/results/wang.md and offload.md; on the interpreter, its time) */
  uint64_t kernel_ns, h2d_ns, d2h_ns;
  /* the host's loads and stores between offloaded loops (__gpuopt_omp_touch): executions, and of
   * them those that found device data to copy back or a device copy to invalidate */
  uint64_t host_touches, host_touch_syncs;
} gpuopt_omp_stats;

/* The counters of the offload runtime since the program started (defined in libgpuopt_rt). */
void gpuopt_omp_get_stats(gpuopt_omp_stats *out);

#ifdef __cplusplus
}
#endif
#endif
