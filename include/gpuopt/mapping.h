/* gpuopt mapping: the learned CPU/GPU mapping of Wang, Grewe and O'Boyle (TACO'14, §5): tables of
 * numeric features (CSV), a C4.5 decision-tree learner (Quinlan 1993), the model's text format, and
 * an allocation-free evaluator that the offload runtime calls at a loop's first launch.
 * See docs/mapping.md for the CSV rules and the model format. */
#ifndef GPUOPT_MAPPING_H
#define GPUOPT_MAPPING_H

#include <stddef.h>
#include <stdint.h>

#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- tables ---- */

/* A parsed CSV table: a header of column names, then rows of cells (strings; a cell is numeric when
 * it parses completely as a finite number). Created by gpuopt_table_parse_csv, freed by
 * gpuopt_table_free. */
typedef struct gpuopt_table gpuopt_table;

/* Parse CSV text (RFC 4180: commas, double-quoted cells with "" for a quote, LF or CRLF line ends;
 * blank lines and lines starting with '#' are skipped). The first line is the header: non-empty,
 * distinct column names. Every row must have as many cells as the header. text need not be
 * NUL-terminated. Fails with GPUOPT_EINVAL, naming the line, on malformed input. *out is owned by
 * the caller (gpuopt_table_free). */
gpuopt_status gpuopt_table_parse_csv(gpuopt_ctx *ctx, const char *text, size_t len, gpuopt_table **out);
/* Read and parse a CSV file (GPUOPT_EIO when it cannot be read). */
gpuopt_status gpuopt_table_load_csv(gpuopt_ctx *ctx, const char *path, gpuopt_table **out);
void gpuopt_table_free(gpuopt_table *t);
size_t gpuopt_table_rows(const gpuopt_table *t);
size_t gpuopt_table_cols(const gpuopt_table *t);
/* Column name / cell text; owned by the table. NULL when out of range. */
const char *gpuopt_table_column(const gpuopt_table *t, size_t col);
const char *gpuopt_table_cell(const gpuopt_table *t, size_t row, size_t col);
/* The index of the named column, or (size_t)-1. */
size_t gpuopt_table_find(const gpuopt_table *t, const char *name);
/* 1 and *value when the cell is a finite number, else 0. */
int gpuopt_table_number(const gpuopt_table *t, size_t row, size_t col, double *value);

/* ---- C4.5 ---- */

/* Learner options. Initialise with GPUOPT_C45_OPTIONS_INIT. */
typedef struct gpuopt_c45_options {
  unsigned version;      /* 1 */
  const char *label;     /* the class column (default "device" when NULL) */
  const char *group;     /* a column naming the program of each row (LOO leaves groups out
                          * together); never a feature. NULL: none */
  const char *ignore;    /* comma-separated columns that are not features. NULL: none */
  double confidence;     /* pruning confidence factor CF, 0 < CF < 1 (C4.5's default 0.25) */
  unsigned min_leaf;     /* a split needs two branches with at least this many cases (C4.5's -m, 2) */
  int prune;             /* 1: pessimistic-error pruning (subtree replacement); 0: the full tree */
} gpuopt_c45_options;
#define GPUOPT_C45_OPTIONS_INIT {1, NULL, NULL, NULL, 0.25, 2, 1}

/* A decision tree: internal nodes test "feature <= threshold" (true: left, false: right), leaves
 * name a class. Immutable once built; evaluation does not allocate and may run on many threads. */
typedef struct gpuopt_model gpuopt_model;

/* Train a tree on every row of t. Features: every column except the label, the group and the
 * ignored ones; each must be numeric in every row (else GPUOPT_EINVAL naming the row and column).
 * Any number of classes; data of one class gives a one-leaf tree. *out owned by the caller
 * (gpuopt_model_free). opts may be NULL (defaults). */
gpuopt_status gpuopt_c45_train(gpuopt_ctx *ctx, const gpuopt_table *t, const gpuopt_c45_options *opts,
                               gpuopt_model **out);

/* Leave-one-out evaluation: for each row (or, with opts->group, each group of rows), train on the
 * others and predict it. *correct of *total rows predicted right. A fold whose training set is
 * empty (one row, or one group) counts as wrong. */
gpuopt_status gpuopt_c45_loo(gpuopt_ctx *ctx, const gpuopt_table *t, const gpuopt_c45_options *opts,
                             size_t *correct, size_t *total);

void gpuopt_model_free(gpuopt_model *m);

/* The model as its text format (docs/mapping.md); *out owned by the caller (gpuopt_free). */
gpuopt_status gpuopt_model_write(gpuopt_ctx *ctx, const gpuopt_model *m, char **out);
/* Parse the text format (text need not be NUL-terminated); GPUOPT_EINVAL naming the line on
 * malformed input. *out owned by the caller (gpuopt_model_free). */
gpuopt_status gpuopt_model_parse(gpuopt_ctx *ctx, const char *text, size_t len, gpuopt_model **out);
gpuopt_status gpuopt_model_load(gpuopt_ctx *ctx, const char *path, gpuopt_model **out);
/* The tree in C4.5's indented form, as the paper's Fig. 13 ("F2 <= 0.5:", "|   ...: GPU (12/1)":
 * class, training cases, of them misclassified). *out owned by the caller (gpuopt_free). */
gpuopt_status gpuopt_model_show(gpuopt_ctx *ctx, const gpuopt_model *m, char **out);

/* The label column's name; the class names (owned by the model). */
const char *gpuopt_model_label(const gpuopt_model *m);
size_t gpuopt_model_classes(const gpuopt_model *m);
const char *gpuopt_model_class(const gpuopt_model *m, size_t i);
/* The features the tree tests (each once), in first-use order; owned by the model. */
size_t gpuopt_model_features(const gpuopt_model *m);
const char *gpuopt_model_feature(const gpuopt_model *m, size_t i);

/* Evaluate the tree on a feature vector given by name: names[i] has value values[i] (n of them;
 * names the tree does not test are ignored). Sets *label (owned by the model) and returns
 * GPUOPT_OK. A tested feature that is absent or NaN takes the training set's mean when the model
 * has one (its `means` line, which gpuopt_c45_train writes; Wang §5.3): the prediction is made and
 * *missing (when not NULL) names the first such feature; otherwise *missing is NULL. Without a
 * mean it returns GPUOPT_ENOTFOUND (absent) or GPUOPT_EINVAL (NaN) with *missing set; GPUOPT_EINVAL
 * when an argument is NULL.
 * Needs no context, never allocates, thread-safe. */
gpuopt_status gpuopt_model_predict(const gpuopt_model *m, size_t n, const char *const *names,
                                   const double *values, const char **label, const char **missing);

/* ---- feature programs ----
 * A kernel's features as the offload runtime instantiates them at a loop's first launch (§5.3):
 * a postfix program of 64-bit words, word = op | arg << 8:
 *   GPUOPT_FP_CONST    push the double whose IEEE-754 bits are the next word
 *   GPUOPT_FP_INPUT    push inputs[arg] (NaN when arg >= ninputs)
 *   GPUOPT_FP_UNKNOWN  push NaN (a value not known at run time: a loop bound loaded from memory)
 *   GPUOPT_FP_ADD, _MUL, _IDIV, _MIN, _MAX, _RATIO: pop b, pop a, push a+b, a*b (0 when either is
 *                      0), a/b truncated (C division of integers; NaN for b = 0), min, max, a/b
 *                      (0 when a or b is 0: the combined features' rule)
 * NaN propagates (an unknown feature). gpuopt_features_program (gpuopt/features.h) makes them;
 * the offload runtime numbers its inputs 0: work items, 1: transfer bytes, 2 + i: the i-th value
 * the host passes the loop (docs/mapping.md). */
enum {
  GPUOPT_FP_CONST = 1, GPUOPT_FP_INPUT = 2, GPUOPT_FP_UNKNOWN = 3, GPUOPT_FP_ADD = 4, GPUOPT_FP_MUL = 5,
  GPUOPT_FP_IDIV = 6, GPUOPT_FP_MIN = 7, GPUOPT_FP_MAX = 8, GPUOPT_FP_RATIO = 9
};
/* Evaluate prog (len words) over inputs; *out the value (NaN: unknown). GPUOPT_EINVAL for a
 * malformed program (stack underflow, more than 64 pending values, an unknown op, a truncated
 * constant, not exactly one value left). Needs no context, never allocates, thread-safe. */
gpuopt_status gpuopt_featprog_eval(const uint64_t *prog, size_t len, const double *inputs, size_t ninputs,
                                   double *out);

#ifdef __cplusplus
}
#endif

#endif
