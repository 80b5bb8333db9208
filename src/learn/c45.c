/* C4.5 decision-tree learner (Quinlan, "C4.5: Programs for Machine Learning", 1993; release 8's
 * treatment of numeric attributes), the predictive model of Wang, Grewe and O'Boyle TACO'14 §5.1.
 *
 * Every feature is numeric; a test is "f <= t". Growing (FormTree): a node whose cases are of one
 * class, or fewer than 2*MINOBJS, is a leaf of its majority class (ties: the class seen first in the
 * table). Otherwise, for each feature the cases are sorted by value and every cut between two
 * distinct values that leaves at least MinSplit cases on each side (MinSplit = 10% of the cases per
 * class, clamped to [MINOBJS, 25]) is scored by information gain; the best cut's gain is charged
 * log2(cuts tried)/cases (release 8's MDL correction), and its split information computed. The
 * feature chosen has the best gain ratio (gain / split info) among those whose gain is at least the
 * average gain of the features with a usable cut (Quinlan §2.2). The threshold is the largest value
 * below the cut (a value that occurs in the data). A subtree that misclassifies no fewer training
 * cases than its root's majority class would is collapsed to a leaf.
 *
 * Pruning (Quinlan ch. 4, pessimistic error): bottom up, a node with N cases and E errors as a leaf
 * is predicted to make E + U_CF(E, N) errors, U_CF being the upper limit of the binomial confidence
 * interval at confidence CF (C4.5's AddErrs: exact for E = 0, interpolated for E < 1, normal
 * approximation above); a subtree whose predicted errors (the sum over its leaves) are not below
 * the leaf's minus 0.1 is replaced by the leaf. Subtree raising (replacing a node by its largest
 * branch) is not done: with binary numeric tests it rarely fires, and it is documented as left out.
 *
 * Leave-one-out (§6: one program held out at a time) retrains on each fold. Memory: one arena per
 * training run; the finished tree is copied into the model (preorder array, model.c evaluates it). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "learn/learn.h"

#define MAX_DEPTH 256   /* deeper nodes become leaves (only pathological data reaches it) */

typedef struct bnode {
  int feature;          /* index into the training feature list; -1 leaf */
  int cls;
  double threshold, cases, errors;
  struct bnode *left, *right;
} bnode;

typedef struct {
  gpuopt_arena arena;
  size_t nf, ncls;      /* features, classes */
  const double *x;      /* rows x nf */
  const int *y;         /* class of each row */
  unsigned min_leaf;
  struct pair { double v; int cls; } *pairs; /* scratch for sorting */
  size_t *scratch;      /* scratch for partitioning */
  double *cnt, *lcnt;   /* class counts */
} learner;

static double entropy(const double *cnt, size_t k, double n) {
  double h = 0;
  for (size_t c = 0; c < k; c++)
    if (cnt[c] > 0) h -= cnt[c] / n * log2(cnt[c] / n);
  return h;
}

static int cmp_pair(const void *a, const void *b) {
  const struct pair *p = a, *q = b;
  return p->v < q->v ? -1 : p->v > q->v ? 1 : p->cls - q->cls;
}

static bnode *leaf(learner *L, const double *cnt, double n) {
  bnode *b = ANEW(&L->arena, bnode, 1);
  if (!b) return NULL;
  int best = 0;
  for (size_t c = 1; c < L->ncls; c++)
    if (cnt[c] > cnt[best]) best = (int)c;
  b->feature = -1;
  b->cls = best;
  b->cases = n;
  b->errors = n - cnt[best];
  return b;
}

static double leaf_errors(const bnode *b) {
  if (b->feature < 0) return b->errors;
  return leaf_errors(b->left) + leaf_errors(b->right);
}

/* Grow the tree over rows idx[0..n). NULL only on out of memory (L->arena.oom). */
static bnode *grow(learner *L, size_t *idx, size_t n, int depth) {
  double *cnt = ANEW(&L->arena, double, L->ncls);
  if (!cnt) return NULL;
  for (size_t i = 0; i < n; i++) cnt[L->y[idx[i]]] += 1;
  bnode *self = leaf(L, cnt, (double)n);
  if (!self) return NULL;
  if (self->errors == 0 || n < 2 * (size_t)L->min_leaf || depth >= MAX_DEPTH) return self;
  double info = entropy(cnt, L->ncls, (double)n);
  double min_split = 0.10 * (double)n / (double)L->ncls;
  if (min_split <= L->min_leaf) min_split = L->min_leaf;
  else if (min_split > 25) min_split = 25;

  /* per feature: best cut (gain after the MDL charge), split info, threshold */
  double *gain = ANEW(&L->arena, double, L->nf), *sinfo = ANEW(&L->arena, double, L->nf);
  double *thr = ANEW(&L->arena, double, L->nf);
  if (!gain || !sinfo || !thr) return NULL;
  double gain_sum = 0;
  size_t usable = 0;
  for (size_t f = 0; f < L->nf; f++) {
    gain[f] = -1;
    for (size_t i = 0; i < n; i++) {
      L->pairs[i].v = L->x[idx[i] * L->nf + f];
      L->pairs[i].cls = L->y[idx[i]];
    }
    qsort(L->pairs, n, sizeof *L->pairs, cmp_pair);
    memset(L->lcnt, 0, L->ncls * sizeof *L->lcnt);
    size_t tries = 0, best_k = 0;
    double best = -1, best_v = 0;
    for (size_t k = 0; k + 1 < n; k++) {
      L->lcnt[L->pairs[k].cls] += 1;
      if (L->pairs[k].v == L->pairs[k + 1].v) continue;
      double nl = (double)(k + 1), nr = (double)(n - k - 1);
      if (nl < min_split || nr < min_split) continue;
      tries++;
      for (size_t c = 0; c < L->ncls; c++) L->cnt[c] = cnt[c] - L->lcnt[c];
      double g = info - (nl / n * entropy(L->lcnt, L->ncls, nl) + nr / n * entropy(L->cnt, L->ncls, nr));
      if (g > best + 1e-12) {
        best = g;
        best_k = k;
        best_v = L->pairs[k].v;
      }
    }
    if (!tries) continue;
    double nl = (double)(best_k + 1), nr = (double)(n - best_k - 1);
    best -= log2((double)tries) / (double)n;
    if (best <= 1e-12) continue;
    gain[f] = best;
    sinfo[f] = -(nl / n * log2(nl / n) + nr / n * log2(nr / n));
    thr[f] = best_v; /* the largest value left of the cut */
    gain_sum += best;
    usable++;
  }
  if (!usable) return self;
  double avg = gain_sum / (double)usable;
  int chosen = -1;
  double best_ratio = -1;
  for (size_t f = 0; f < L->nf; f++) {
    if (gain[f] < 0 || gain[f] < avg - 1e-3 || sinfo[f] <= 0) continue;
    double r = gain[f] / sinfo[f];
    if (r > best_ratio + 1e-12) {
      best_ratio = r;
      chosen = (int)f;
    }
  }
  if (chosen < 0) return self;

  /* partition idx: left (<= threshold) first, keeping order */
  size_t nl = 0, nr = 0;
  for (size_t i = 0; i < n; i++)
    if (L->x[idx[i] * L->nf + (size_t)chosen] <= thr[chosen]) idx[nl++] = idx[i];
    else L->scratch[nr++] = idx[i];
  memcpy(idx + nl, L->scratch, nr * sizeof *idx);
  bnode *l = grow(L, idx, nl, depth + 1);
  if (!l) return NULL;
  bnode *r = grow(L, idx + nl, nr, depth + 1);
  if (!r) return NULL;
  /* no better than the leaf on the training cases: keep the leaf */
  if (leaf_errors(l) + leaf_errors(r) >= self->errors - 1e-9) return self;
  self->feature = chosen;
  self->threshold = thr[chosen];
  self->left = l;
  self->right = r;
  return self;
}

/* C4.5's AddErrs: extra errors predicted for a leaf with n cases, e of them errors, at confidence cf. */
static double add_errs(double n, double e, double cf) {
  static const double val[] = {0, 0.001, 0.005, 0.01, 0.05, 0.10, 0.20, 0.40, 1.00};
  static const double dev[] = {100, 3.09, 2.58, 2.33, 1.65, 1.28, 0.84, 0.25, 0.00};
  size_t i = 1;
  while (i < 8 && cf > val[i]) i++;
  double coeff = dev[i - 1] + (dev[i] - dev[i - 1]) * (cf - val[i - 1]) / (val[i] - val[i - 1]);
  coeff *= coeff;
  if (e < 1e-6) return n * (1 - exp(log(cf) / n));
  if (e < 0.9999) {
    double v0 = n * (1 - exp(log(cf) / n));
    return v0 + e * (add_errs(n, 1.0, cf) - v0);
  }
  if (e + 0.5 >= n) return 0.67 * (n - e);
  double pr = (e + 0.5 + coeff / 2 + sqrt(coeff * ((e + 0.5) * (1 - (e + 0.5) / n) + coeff / 4))) / (n + coeff);
  return n * pr - e;
}

/* Prune bottom up; returns the subtree's predicted errors. */
static double prune(bnode *b, double cf) {
  double as_leaf = b->errors + add_errs(b->cases, b->errors, cf);
  if (b->feature < 0) return as_leaf;
  double sub = prune(b->left, cf) + prune(b->right, cf);
  if (as_leaf <= sub + 0.1) {
    b->feature = -1;
    b->left = b->right = NULL;
    return as_leaf;
  }
  return sub;
}

static size_t count_nodes(const bnode *b) {
  return b->feature < 0 ? 1 : 1 + count_nodes(b->left) + count_nodes(b->right);
}

/* Features and classes of a table under opts. */
typedef struct {
  size_t label, group, nf;
  size_t *fcol;           /* table column of each feature */
  size_t ncls;
  const char **cls;       /* class names (table cells), first-seen order */
  int *y;                 /* class of each row */
  double *x;              /* rows x nf */
  size_t *grp;            /* group id of each row (or the row) */
} prepared;

static void prepared_free(prepared *p) {
  free(p->fcol);
  free(p->cls);
  free(p->y);
  free(p->x);
  free(p->grp);
}

static int in_list(const char *list, const char *name) {
  if (!list) return 0;
  size_t k = strlen(name);
  for (const char *s = list; *s;) {
    const char *e = strchr(s, ',');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    if (len == k && !strncmp(s, name, k)) return 1;
    if (!e) break;
    s = e + 1;
  }
  return 0;
}

static gpuopt_status prepare(gpuopt_ctx *ctx, const char *who, const gpuopt_table *t, const gpuopt_c45_options *o,
                             prepared *p) {
  memset(p, 0, sizeof *p);
  const char *label = o->label ? o->label : "device";
  size_t rows = gpuopt_table_rows(t), cols = gpuopt_table_cols(t);
  p->label = gpuopt_table_find(t, label);
  if (p->label == (size_t)-1) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: no label column '%s' in the table", who, label);
  p->group = (size_t)-1;
  if (o->group) {
    p->group = gpuopt_table_find(t, o->group);
    if (p->group == (size_t)-1) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: no group column '%s' in the table", who, o->group);
    if (p->group == p->label) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the group column is the label column '%s'", who, label);
  }
  if (!rows) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the table has no rows", who);
  p->fcol = malloc((cols ? cols : 1) * sizeof *p->fcol);
  p->cls = malloc(rows * sizeof *p->cls);
  p->y = malloc(rows * sizeof *p->y);
  p->grp = malloc(rows * sizeof *p->grp);
  if (!p->fcol || !p->cls || !p->y || !p->grp) goto oom;
  for (size_t c = 0; c < cols; c++) {
    const char *name = gpuopt_table_column(t, c);
    if (c == p->label || c == p->group || in_list(o->ignore, name)) continue;
    if (!gpuopt__model_name_ok(name)) {
      prepared_free(p);
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: feature column name '%s' has spaces or control characters (ignore it or rename it)", who, name);
    }
    p->fcol[p->nf++] = c;
  }
  p->x = malloc((rows * p->nf > 0 ? rows * p->nf : 1) * sizeof *p->x);
  if (!p->x) goto oom;
  for (size_t r = 0; r < rows; r++) {
    const char *lab = gpuopt_table_cell(t, r, p->label);
    if (!gpuopt__model_name_ok(lab)) {
      prepared_free(p);
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: row %zu: label '%s' is empty or has spaces or control characters", who, r + 1, lab);
    }
    size_t k = 0;
    while (k < p->ncls && strcmp(p->cls[k], lab)) k++;
    if (k == p->ncls) p->cls[p->ncls++] = lab;
    p->y[r] = (int)k;
    for (size_t f = 0; f < p->nf; f++)
      if (!gpuopt_table_number(t, r, p->fcol[f], &p->x[r * p->nf + f])) {
        gpuopt_status st = gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: row %zu, column '%s': '%s' is not a finite number (features are numeric; --ignore or --group a text column)",
                                        who, r + 1, gpuopt_table_column(t, p->fcol[f]), gpuopt_table_cell(t, r, p->fcol[f]));
        prepared_free(p);
        return st;
      }
    p->grp[r] = r;
    if (p->group != (size_t)-1) {
      const char *g = gpuopt_table_cell(t, r, p->group);
      for (size_t q = 0; q < r; q++)
        if (!strcmp(gpuopt_table_cell(t, q, p->group), g)) { p->grp[r] = p->grp[q]; break; }
    }
  }
  if (p->ncls > GPUOPT__MODEL_MAX_NAMES || p->nf > GPUOPT__MODEL_MAX_NAMES) {
    prepared_free(p);
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: more than %d classes or features", who, GPUOPT__MODEL_MAX_NAMES);
  }
  return GPUOPT_OK;
oom:
  prepared_free(p);
  return gpuopt__oom(ctx, who);
}

static gpuopt_status check_opts(gpuopt_ctx *ctx, const char *who, const gpuopt_c45_options *o) {
  if (o->version != 1) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: options version %u (expected 1)", who, o->version);
  if (!(o->confidence > 0 && o->confidence < 1))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: confidence %g is not in (0, 1)", who, o->confidence);
  if (o->min_leaf < 1) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: min_leaf must be at least 1", who);
  return GPUOPT_OK;
}

/* Copy a built tree into the model's preorder array; features renumbered in first-use order. */
static void flatten(const bnode *b, gpuopt_model *m, int *fmap, size_t *next) {
  size_t at = (*next)++;
  gpuopt__tnode *t = &m->nodes[at];
  t->cls = b->cls;
  t->cases = b->cases;
  t->errors = b->errors;
  t->feature = -1;
  if (b->feature < 0) return;
  if (fmap[b->feature] < 0) fmap[b->feature] = (int)m->nfeatures++;
  t->feature = fmap[b->feature];
  t->threshold = b->threshold;
  flatten(b->left, m, fmap, next);
  m->nodes[at].right = (unsigned)*next;
  flatten(b->right, m, fmap, next);
}

/* Train on the rows with use[r] != 0 (all when use is NULL). */
static gpuopt_status train_rows(gpuopt_ctx *ctx, const gpuopt_table *t, const prepared *p, const gpuopt_c45_options *o,
                                const unsigned char *use, gpuopt_model **out) {
  const char *who = "gpuopt_c45_train";
  size_t rows = gpuopt_table_rows(t);
  learner L;
  memset(&L, 0, sizeof L);
  gpuopt__arena_init(&L.arena);
  L.nf = p->nf;
  L.ncls = p->ncls;
  L.x = p->x;
  L.y = p->y;
  L.min_leaf = o->min_leaf;
  gpuopt_model *m = NULL;
  int *fmap = NULL;
  size_t *idx = ANEW(&L.arena, size_t, rows);
  L.scratch = ANEW(&L.arena, size_t, rows);
  L.pairs = ANEW(&L.arena, struct pair, rows);
  L.cnt = ANEW(&L.arena, double, p->ncls);
  L.lcnt = ANEW(&L.arena, double, p->ncls);
  if (!idx || !L.scratch || !L.pairs || !L.cnt || !L.lcnt) goto oom;
  size_t n = 0;
  for (size_t r = 0; r < rows; r++)
    if (!use || use[r]) idx[n++] = r;
  bnode *root = grow(&L, idx, n, 0);
  if (!root) goto oom;
  if (o->prune) prune(root, o->confidence);
  m = calloc(1, sizeof *m);
  if (!m) goto oom;
  m->nnodes = count_nodes(root);
  m->nodes = calloc(m->nnodes, sizeof *m->nodes);
  m->features = calloc(p->nf ? p->nf : 1, sizeof *m->features);
  m->classes = calloc(p->ncls, sizeof *m->classes);
  fmap = malloc((p->nf ? p->nf : 1) * sizeof *fmap);
  m->label = gpuopt__strdup(gpuopt_table_column(t, p->label));
  if (!m->nodes || !m->features || !m->classes || !fmap || !m->label) goto oom;
  for (size_t f = 0; f < p->nf; f++) fmap[f] = -1;
  size_t next = 0;
  flatten(root, m, fmap, &next);
  for (size_t f = 0; f < p->nf; f++)
    if (fmap[f] >= 0 && !(m->features[fmap[f]] = gpuopt__strdup(gpuopt_table_column(t, p->fcol[f])))) goto oom;
  /* each tested feature's mean over the training rows (§5.3: the value of a feature still unknown
   * at launch) */
  m->means = malloc((m->nfeatures ? m->nfeatures : 1) * sizeof *m->means);
  if (!m->means) goto oom;
  for (size_t f = 0; f < p->nf; f++) {
    if (fmap[f] < 0) continue;
    double sum = 0;
    size_t cnt = 0;
    for (size_t i = 0; i < n; i++) {
      double v = p->x[idx[i] * p->nf + f];
      if (v == v) sum += v, cnt++;
    }
    m->means[fmap[f]] = cnt ? sum / (double)cnt : NAN;
  }
  for (size_t c = 0; c < p->ncls; c++) {
    if (!(m->classes[c] = gpuopt__strdup(p->cls[c]))) goto oom;
    m->nclasses++;
  }
  free(fmap);
  gpuopt__arena_free(&L.arena);
  *out = m;
  return GPUOPT_OK;
oom:
  free(fmap);
  gpuopt_model_free(m);
  gpuopt__arena_free(&L.arena);
  return gpuopt__oom(ctx, who);
}

gpuopt_status gpuopt_c45_train(gpuopt_ctx *ctx, const gpuopt_table *t, const gpuopt_c45_options *opts,
                               gpuopt_model **out) {
  const char *who = "gpuopt_c45_train";
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: out is NULL", who);
  *out = NULL;
  if (!t) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: table is NULL", who);
  gpuopt_c45_options d = GPUOPT_C45_OPTIONS_INIT;
  const gpuopt_c45_options *o = opts ? opts : &d;
  gpuopt_status st = check_opts(ctx, who, o);
  if (st) return st;
  prepared p;
  if ((st = prepare(ctx, who, t, o, &p))) return st;
  st = train_rows(ctx, t, &p, o, NULL, out);
  prepared_free(&p);
  return st;
}

gpuopt_status gpuopt_c45_loo(gpuopt_ctx *ctx, const gpuopt_table *t, const gpuopt_c45_options *opts,
                             size_t *correct, size_t *total) {
  const char *who = "gpuopt_c45_loo";
  if (!correct || !total) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: correct/total is NULL", who);
  *correct = *total = 0;
  if (!t) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: table is NULL", who);
  gpuopt_c45_options d = GPUOPT_C45_OPTIONS_INIT;
  const gpuopt_c45_options *o = opts ? opts : &d;
  gpuopt_status st = check_opts(ctx, who, o);
  if (st) return st;
  prepared p;
  if ((st = prepare(ctx, who, t, o, &p))) return st;
  size_t rows = gpuopt_table_rows(t);
  unsigned char *use = malloc(rows);
  const char **names = malloc((p.nf ? p.nf : 1) * sizeof *names);
  if (!use || !names) { st = gpuopt__oom(ctx, who); goto done; }
  for (size_t f = 0; f < p.nf; f++) names[f] = gpuopt_table_column(t, p.fcol[f]);
  for (size_t g = 0; g < rows; g++) {
    if (p.grp[g] != g) continue; /* one fold per group (its first row) */
    size_t kept = 0;
    for (size_t r = 0; r < rows; r++) kept += (use[r] = p.grp[r] != g);
    size_t held = rows - kept;
    *total += held;
    if (!kept) continue;
    gpuopt_model *m = NULL;
    if ((st = train_rows(ctx, t, &p, o, use, &m))) goto done;
    for (size_t r = 0; r < rows; r++) {
      if (use[r]) continue;
      const char *lab = NULL;
      if (gpuopt_model_predict(m, p.nf, names, p.x + r * p.nf, &lab, NULL) == GPUOPT_OK &&
          !strcmp(lab, p.cls[p.y[r]]))
        (*correct)++;
    }
    gpuopt_model_free(m);
  }
done:
  free(use);
  free(names);
  prepared_free(&p);
  return st;
}
