/* The learn layer's internals: the decision tree's representation, shared by the learner (c45.c)
 * and the model's text format and evaluator (model.c). The layer uses only core. */
#ifndef GPUOPT_LEARN_H
#define GPUOPT_LEARN_H

#include "core/core.h"
#include "gpuopt/mapping.h"

/* A node: feature >= 0 tests "value <= threshold" (left if true, right if not); feature < 0 is a
 * leaf naming cls. cases/errors: training cases that reached the node, of them not of its majority
 * class (shown as "(cases/errors)"). Nodes are in preorder; left is always index + 1. */
typedef struct gpuopt__tnode {
  int feature;
  int cls;
  unsigned right;
  double threshold;
  double cases, errors;
} gpuopt__tnode;

struct gpuopt_model {
  char *label;
  size_t nclasses, nfeatures, nnodes;
  char **classes;
  char **features;   /* the features the tree tests, indexed by gpuopt__tnode.feature */
  double *means;     /* per feature: its mean over the training rows (NaN: not known); NULL when the
                        model file has no `means` line */
  gpuopt__tnode *nodes;
};

/* At most this many classes and features (one line of the model format each). */
#define GPUOPT__MODEL_MAX_NAMES 1022

/* Read a whole file with malloc (*data owned by the caller; not NUL-terminated). */
gpuopt_status gpuopt__read_file(gpuopt_ctx *ctx, const char *path, const char *who, char **data, size_t *len);
/* 1 and *value when s is a complete finite number. */
int gpuopt__parse_number(const char *s, double *value);
/* Whether a name can appear in the model format (non-empty, no whitespace or control characters). */
int gpuopt__model_name_ok(const char *s);

#endif
