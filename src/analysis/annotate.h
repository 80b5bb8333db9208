/* Automatic annotation (DawnCC §4-5): the plan of one source file and its rendering as C text
 * (annotate_emit.c), built from the loop analyses (annotate.c). Internal. */
#ifndef GPUOPT_ANNOTATE_INTERNAL_H
#define GPUOPT_ANNOTATE_INTERNAL_H

#include "analysis/scopetree.h"
#include "analysis/symexpr.h"
#include "gpuopt/annotate.h"

/* One array (base pointer) a loop touches: element indices [lo, hi] (inclusive) of the elements it
 * may touch when it runs; covered: it provably writes every element of [lo, hi]. */
typedef struct ann_array {
  LLVMValueRef base;
  char *name;                /* C text of the base pointer (malloc'd) */
  unsigned elem;             /* bytes per element */
  const gpuopt_sx *lo, *hi;
  const gpuopt_sx *guard;    /* NULL, or g: the loop touches the array (and lo, hi hold) only when g >= 0 */
  int read, written, covered;
  int units_differ;          /* the C pointer's pointee is not one element (float (*A)[W], a struct
                              * read by field): pointer sums in the checks go through char * */
} ann_array;

/* Two arrays of one loop (indices into its arrays) whose non-overlap its parallelism assumes. */
typedef struct ann_pair {
  uint32_t a, b;
} ann_pair;

typedef struct ann_loop {
  gpuopt_srcpos start, end;  /* the loop statement's extent (llvm.loop) */
  uint32_t line;             /* start.line, for reports */
  int annotate;              /* gets a directive */
  char *why;                 /* malloc'd: why not, or NULL */
  const gpuopt_sx *guard;    /* NULL, or g: the loop runs (and [lo, hi] hold) only when g >= 0 */
  ann_array *arrays;
  uint32_t narrays;
  ann_pair *pairs;
  uint32_t npairs;
  char *reduction;           /* malloc'd clause bodies, e.g. "+:sum" (one clause each, ';'-separated) */
  char *priv;                /* malloc'd "a, b" or NULL */
  uint32_t group;            /* loops with one group (consecutive, annotated) share a data environment */
  int wrap;                  /* the loop is an unbraced body: its inserted lines go inside { } */
} ann_loop;

typedef struct ann_plan {
  gpuopt_sx_table *sx;
  /* C text of a symbol at the point where a directive group starts; NULL if it has none there */
  const char *(*name)(void *user, const gpuopt_sx_sym *s);
  void *user;
  ann_loop *loops;           /* in source order */
  uint32_t nloops;
} ann_plan;

/* Rendering state shared by the plans of one file's functions. */
typedef struct ann_render {
  struct gpuopt_srcedit *ed;
  int used_minmax;
  uint32_t ntemps, nchecks;
} ann_render;

/* Insert plan's lines into rs->ed; stats of this plan in *stats (may be NULL). */
gpuopt_status gpuopt__annotate_render_into(gpuopt_ctx *ctx, ann_render *rs, ann_plan *plan,
                                           gpuopt_annotate_dialect dialect, gpuopt_annotate_stats *stats);
/* Add the min/max helpers when used and render the text (*out malloc'd); their lines go into
 * total->lines_added. */
gpuopt_status gpuopt__annotate_finish(gpuopt_ctx *ctx, ann_render *rs, char **out, gpuopt_annotate_stats *total);
/* Render the annotated text of source for plan in dialect. Fills the counts of *stats (which may be
 * NULL). *out is malloc'd. Loops whose bounds cannot be printed lose their directive (annotate = 0,
 * why set). */
gpuopt_status gpuopt__annotate_render(gpuopt_ctx *ctx, const char *source, size_t len, ann_plan *plan,
                                      gpuopt_annotate_dialect dialect, char **out, gpuopt_annotate_stats *stats);
void gpuopt__ann_loop_clear(ann_loop *l);

#endif
