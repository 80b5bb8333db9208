/* Run-time version selection of offloaded loops (offload_select.c), called by the offload runtime
 * (offload.c) with its lock held. */
#ifndef GPUOPT_RUNTIME_OFFLOAD_SELECT_H
#define GPUOPT_RUNTIME_OFFLOAD_SELECT_H

#include <stdint.h>

/* One launch of a loop, as the offload runtime sees it after probing its bounds. */
typedef struct gpuopt__sel_launch {
  const void *key;            /* the loop (its descriptor) */
  const char *where;          /* "function:line" */
  const char *kernel;
  const uint64_t *features;   /* the feature table (transform/offload_features.c), or NULL */
  uint32_t nargs;
  const uint32_t *info;       /* per shared value: kind | float 0x400 | size << 16 */
  void **argv;                /* per shared value: a pointer to it */
  uint64_t trip;              /* work items */
  double transfer;            /* bytes the launch would move (NaN: unknown) */
} gpuopt__sel_launch;

/* At __gpuopt_omp_begin: 1 to probe the loop's bounds (the device may take it, or the report still
 * owes its line), 0 to run the CPU version at once (the model chose the CPU at its first launch, or
 * no device and nothing to report). *why: the reason for 0 when it is the model's. */
int gpuopt__select_begin(const void *key, int device_ok, const char **why);

/* At the launch: 1 for the GPU, 0 for the CPU (*why says why). mode: 0 never, 1 always, 2 auto.
 * cpu_reason: NULL, or why the device cannot take this launch (then the CPU, whatever the model
 * says). At a loop's first launch: instantiates its features, decides (auto: the mapping model;
 * the decision holds for the program's run), and with GPUOPT_OFFLOAD_REPORT=1 prints one JSON
 * line to stderr. */
int gpuopt__select_launch(const gpuopt__sel_launch *l, int mode, const char *cpu_reason, const char **why);

#endif
