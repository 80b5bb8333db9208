/* Index reordering in the offload runtime (issue 20; Wang, Grewe, O'Boyle TACO'14 §4.1 "Global /
 * Dynamic Index Reordering", §5.4): the device transposes and the decision whether a launch runs a
 * kernel's reordered version (offload_layout.c). offload.c keeps the layouts in its present table
 * and calls these with its lock held. */
#ifndef GPUOPT_RUNTIME_OFFLOAD_LAYOUT_H
#define GPUOPT_RUNTIME_OFFLOAD_LAYOUT_H

#include <stdint.h>

/* A reordered device copy of part of an object (present-table entry): rows x m elements of es bytes
 * from byte `at` of the object, stored transposed (element (x, y) at y*rows + x). */
typedef struct gpuopt__olay {
  void *dev;
  uint64_t at, rows, m;
  unsigned es;
  int newer;           /* a kernel wrote it: newer than the object's plain device copy */
} gpuopt__olay;

/* Whether a device transpose kernel for es-byte elements was generated into the program. */
int gpuopt__lay_can_transpose(unsigned es);
/* Transpose on the device: out = 0, plain -> perm (plain's elements at or past avail read as 0);
 * out = 1, perm -> plain (elements at or past avail not written). avail in elements. 1: done. */
int gpuopt__lay_transpose(void *plain, void *perm, uint64_t rows, uint64_t m, uint64_t avail, unsigned es, int out);

/* One array of a launch that could use a reordered layout. */
typedef struct gpuopt__lay_query {
  uint64_t rows, m;     /* the rectangle */
  unsigned es;          /* element bytes */
  unsigned up, down, accesses; /* the kernel's accesses to it: strided -> coalesced, the opposite, all */
  int written;          /* the kernel writes it (the layout must be transposed back) */
  int present;          /* the layout is on the device already (no transpose in) */
  int fresh;            /* the kernel writes the whole rectangle and reads none of it (no transpose in) */
} gpuopt__lay_query;

/* The §5.4 decision for one launch over its n arrays: 1 run the reordered version. GPUOPT_REORDER=
 * always|never|auto (auto, the default: the reordering model named by GPUOPT_REORDER_MODEL, else the
 * cost estimate). *why: a static string or a buffer of this file saying why (for
 * GPUOPT_OFFLOAD_VERBOSE). GPUOPT_REORDER_REPORT=1 prints each decision with its features as one
 * JSON line on stderr (scripts/reorder-collect reads them). */
int gpuopt__lay_decide(const char *kernel, const gpuopt__lay_query *q, unsigned n, const char **why);

#endif
