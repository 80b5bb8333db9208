/* The mapping model: the decision tree's text format, its printing as the paper's Fig. 13, and the
 * allocation-free evaluator (Wang et al. TACO'14 §5.3: the runtime evaluates the tree on the
 * instantiated features at a loop's first launch).
 *
 * Format (docs/mapping.md), line based, '#' lines are comments, tokens separated by spaces:
 *   gpuopt-mapping-model 1
 *   label NAME
 *   classes K NAME...
 *   features F NAME...           (the features the tree tests)
 *   means F VALUE...             (optional: each feature's mean over the training rows, `nan` when
 *                                 not known; used for a feature unknown at prediction, §5.3)
 *   nodes N
 *   then N node lines in preorder (a split's "<=" subtree first):
 *   split FEATURE THRESHOLD CASES ERRORS
 *   leaf CLASS CASES ERRORS
 * Thresholds are written with 17 significant digits, so a model reads back bit for bit. Parsing
 * uses an explicit stack (no recursion on input) and rejects trees deeper than MAX_DEPTH. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "learn/learn.h"

#define MAX_DEPTH 1000

int gpuopt__model_name_ok(const char *s) {
  if (!s || !*s) return 0;
  for (; *s; s++)
    if ((unsigned char)*s <= ' ' || *s == 0x7f) return 0;
  return 1;
}

void gpuopt_model_free(gpuopt_model *m) {
  if (!m) return;
  if (m->classes)
    for (size_t i = 0; i < m->nclasses; i++) free(m->classes[i]);
  if (m->features)
    for (size_t i = 0; i < m->nfeatures; i++) free(m->features[i]);
  free(m->classes);
  free(m->features);
  free(m->means);
  free(m->nodes);
  free(m->label);
  free(m);
}

const char *gpuopt_model_label(const gpuopt_model *m) { return m ? m->label : NULL; }
size_t gpuopt_model_classes(const gpuopt_model *m) { return m ? m->nclasses : 0; }
const char *gpuopt_model_class(const gpuopt_model *m, size_t i) { return m && i < m->nclasses ? m->classes[i] : NULL; }
size_t gpuopt_model_features(const gpuopt_model *m) { return m ? m->nfeatures : 0; }
const char *gpuopt_model_feature(const gpuopt_model *m, size_t i) { return m && i < m->nfeatures ? m->features[i] : NULL; }

gpuopt_status gpuopt_model_predict(const gpuopt_model *m, size_t n, const char *const *names,
                                   const double *values, const char **label, const char **missing) {
  if (missing) *missing = NULL;
  if (!m || !label || (n && (!names || !values))) return GPUOPT_EINVAL;
  *label = NULL;
  size_t k = 0;
  while (m->nodes[k].feature >= 0) {
    const gpuopt__tnode *t = &m->nodes[k];
    const char *want = m->features[t->feature];
    size_t i = 0;
    while (i < n && !(names[i] && !strcmp(names[i], want))) i++;
    double v = i < n ? values[i] : 0;
    if (i == n || v != v) { /* unknown: the training set's mean, when the model has one */
      double mean = m->means ? m->means[t->feature] : NAN;
      if (missing) *missing = want;
      if (mean != mean) return i == n ? GPUOPT_ENOTFOUND : GPUOPT_EINVAL;
      v = mean;
    }
    k = v <= t->threshold ? k + 1 : t->right;
  }
  *label = m->classes[m->nodes[k].cls];
  return GPUOPT_OK;
}

/* ---- text output ---- */
typedef struct {
  char *s;
  size_t len, cap;
  int oom;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...) GPUOPT_PRINTF(2, 3);
static void sb_printf(sbuf *b, const char *fmt, ...) {
  if (b->oom) return;
  for (;;) {
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? b->cap - b->len : 0, fmt, ap);
    va_end(ap);
    if (k < 0) { b->oom = 1; return; }
    if (b->s && b->len + (size_t)k < b->cap) { b->len += (size_t)k; return; }
    size_t cap = b->cap ? b->cap * 2 : 1024;
    while (cap < b->len + (size_t)k + 1) cap *= 2;
    char *n = realloc(b->s, cap);
    if (!n) { b->oom = 1; return; }
    b->s = n;
    b->cap = cap;
  }
}

static gpuopt_status sb_finish(gpuopt_ctx *ctx, sbuf *b, const char *who, char **out) {
  if (b->oom || !b->s) {
    free(b->s);
    return gpuopt__oom(ctx, who);
  }
  *out = b->s;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_model_write(gpuopt_ctx *ctx, const gpuopt_model *m, char **out) {
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_model_write: out is NULL");
  *out = NULL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_model_write: model is NULL");
  sbuf b = {0};
  sb_printf(&b, "# gpuopt mapping model: a C4.5 decision tree (docs/mapping.md)\n");
  sb_printf(&b, "gpuopt-mapping-model 1\nlabel %s\nclasses %zu", m->label, m->nclasses);
  for (size_t i = 0; i < m->nclasses; i++) sb_printf(&b, " %s", m->classes[i]);
  sb_printf(&b, "\nfeatures %zu", m->nfeatures);
  for (size_t i = 0; i < m->nfeatures; i++) sb_printf(&b, " %s", m->features[i]);
  if (m->means) {
    sb_printf(&b, "\nmeans %zu", m->nfeatures);
    for (size_t i = 0; i < m->nfeatures; i++)
      if (m->means[i] == m->means[i]) sb_printf(&b, " %.17g", m->means[i]);
      else sb_printf(&b, " nan");
  }
  sb_printf(&b, "\nnodes %zu\n", m->nnodes);
  for (size_t k = 0; k < m->nnodes; k++) {
    const gpuopt__tnode *t = &m->nodes[k];
    if (t->feature >= 0)
      sb_printf(&b, "split %s %.17g %.17g %.17g\n", m->features[t->feature], t->threshold, t->cases, t->errors);
    else
      sb_printf(&b, "leaf %s %.17g %.17g\n", m->classes[t->cls], t->cases, t->errors);
  }
  return sb_finish(ctx, &b, "gpuopt_model_write", out);
}

/* Quinlan's layout: a test line ends in ":" followed by the leaf when the branch is a leaf,
 * otherwise by its subtree on the next lines, indented with "|   ". */
static void show_node(const gpuopt_model *m, size_t k, int depth, sbuf *b) {
  const gpuopt__tnode *t = &m->nodes[k];
  for (int side = 0; side < 2; side++) {
    size_t child = side ? t->right : k + 1;
    const gpuopt__tnode *c = &m->nodes[child];
    for (int d = 0; d < depth; d++) sb_printf(b, "|   ");
    sb_printf(b, "%s %s %.6g :", m->features[t->feature], side ? ">" : "<=", t->threshold);
    if (c->feature < 0) {
      if (c->errors > 0) sb_printf(b, " %s (%g/%g)\n", m->classes[c->cls], c->cases, c->errors);
      else sb_printf(b, " %s (%g)\n", m->classes[c->cls], c->cases);
    } else {
      sb_printf(b, "\n");
      show_node(m, child, depth + 1, b);
    }
  }
}

gpuopt_status gpuopt_model_show(gpuopt_ctx *ctx, const gpuopt_model *m, char **out) {
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_model_show: out is NULL");
  *out = NULL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_model_show: model is NULL");
  sbuf b = {0};
  sb_printf(&b, "Decision tree for '%s' (%zu node%s; left: feature <= threshold):\n\n", m->label, m->nnodes,
            m->nnodes == 1 ? "" : "s");
  const gpuopt__tnode *t = &m->nodes[0];
  if (t->feature < 0) {
    if (t->errors > 0) sb_printf(&b, "%s (%g/%g)\n", m->classes[t->cls], t->cases, t->errors);
    else sb_printf(&b, "%s (%g)\n", m->classes[t->cls], t->cases);
  } else {
    show_node(m, 0, 0, &b);
  }
  return sb_finish(ctx, &b, "gpuopt_model_show", out);
}

/* ---- parsing ---- */
typedef struct {
  const char *p, *end;
  size_t line;
  char tok[256];
} lexer;

/* Next line's tokens into words (at most max; returns the count, -1 at end of input, -2 when a
 * token is longer than 255 bytes, -3 for more than max tokens, -4 for a NUL byte). */
static int next_line(lexer *L, char words[][256], int max) {
  for (;;) {
    if (L->p >= L->end) return -1;
    const char *e = memchr(L->p, '\n', (size_t)(L->end - L->p));
    if (!e) e = L->end;
    const char *s = L->p;
    L->p = e < L->end ? e + 1 : e;
    L->line++;
    int n = 0;
    while (s < e) {
      while (s < e && (*s == ' ' || *s == '\t' || *s == '\r')) s++;
      if (s >= e) break;
      if (n == 0 && *s == '#') break;
      const char *w = s;
      while (s < e && *s != ' ' && *s != '\t' && *s != '\r') {
        if (!*s) return -4;
        s++;
      }
      if (n >= max) return -3;
      if ((size_t)(s - w) > 255) return -2;
      memcpy(words[n], w, (size_t)(s - w));
      words[n][s - w] = 0;
      n++;
    }
    if (n) return n;
  }
}

static int parse_count(const char *s, size_t *out) {
  double v;
  if (!gpuopt__parse_number(s, &v) || v < 0 || v > 1e6 || v != (double)(size_t)v) return 0;
  *out = (size_t)v;
  return 1;
}

gpuopt_status gpuopt_model_parse(gpuopt_ctx *ctx, const char *text, size_t len, gpuopt_model **out) {
  const char *who = "gpuopt_model_parse";
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: out is NULL", who);
  *out = NULL;
  if (!text && len) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: text is NULL", who);
  lexer L = {text, text + len, 0, {0}};
  enum { MAXW = GPUOPT__MODEL_MAX_NAMES + 2 };
  static const int maxw = MAXW;
  char (*w)[256] = malloc(MAXW * sizeof *w);
  gpuopt_model *m = calloc(1, sizeof *m);
  size_t *stack = NULL, cap_names;
  gpuopt_status st = GPUOPT_OK;
  if (!w || !m) goto oom;
  int n;
#define BAD(...) do { st = gpuopt__fail(ctx, GPUOPT_EINVAL, __VA_ARGS__); goto fail; } while (0)
#define NEXT(expect) do { n = next_line(&L, w, maxw); \
    if (n == -1) BAD("%s: line %zu: unexpected end of the model, expected '%s'", who, L.line, expect); \
    if (n < -1) BAD("%s: line %zu: malformed line (a token over 255 bytes, over %d tokens, or a NUL byte)", who, L.line, maxw); } while (0)
  NEXT("gpuopt-mapping-model 1");
  if (n != 2 || strcmp(w[0], "gpuopt-mapping-model")) BAD("%s: line %zu: not a gpuopt mapping model (expected 'gpuopt-mapping-model 1')", who, L.line);
  if (strcmp(w[1], "1")) BAD("%s: line %zu: model format version '%s' (this gpuopt reads version 1)", who, L.line, w[1]);
  NEXT("label NAME");
  if (n != 2 || strcmp(w[0], "label")) BAD("%s: line %zu: expected 'label NAME'", who, L.line);
  if (!(m->label = gpuopt__strdup(w[1]))) goto oom;
  for (int part = 0; part < 2; part++) {
    const char *key = part ? "features" : "classes";
    NEXT(key);
    size_t k;
    if (n < 2 || strcmp(w[0], key) || !parse_count(w[1], &k) || (size_t)n != k + 2)
      BAD("%s: line %zu: expected '%s COUNT NAME...' with COUNT names (at most %d)", who, L.line, key, maxw - 2);
    if (!part && k == 0) BAD("%s: line %zu: a model needs at least one class", who, L.line);
    char **names = calloc(k ? k : 1, sizeof *names);
    if (!names) goto oom;
    if (part) m->features = names;
    else m->classes = names;
    for (size_t i = 0; i < k; i++) {
      for (size_t j = 0; j < i; j++)
        if (!strcmp(w[2 + i], w[2 + j])) BAD("%s: line %zu: '%s' appears twice", who, L.line, w[2 + i]);
      if (!(names[i] = gpuopt__strdup(w[2 + i]))) goto oom;
      if (part) m->nfeatures++;
      else m->nclasses++;
    }
  }
  cap_names = m->nfeatures;
  NEXT("nodes N");
  if (n >= 1 && !strcmp(w[0], "means")) {
    size_t k;
    if (!parse_count(w[1 < n ? 1 : 0], &k) || k != m->nfeatures || (size_t)n != k + 2)
      BAD("%s: line %zu: expected 'means %zu VALUE...' (one number or nan per feature)", who, L.line, m->nfeatures);
    m->means = malloc((k ? k : 1) * sizeof *m->means);
    if (!m->means) goto oom;
    for (size_t i = 0; i < k; i++)
      if (!strcmp(w[2 + i], "nan")) m->means[i] = NAN;
      else if (!gpuopt__parse_number(w[2 + i], &m->means[i]))
        BAD("%s: line %zu: mean '%s' is not a finite number or nan", who, L.line, w[2 + i]);
    NEXT("nodes N");
  }
  size_t nn;
  if (n != 2 || strcmp(w[0], "nodes") || !parse_count(w[1], &nn) || nn == 0)
    BAD("%s: line %zu: expected 'nodes N' with 1 <= N <= 1000000", who, L.line);
  m->nodes = calloc(nn, sizeof *m->nodes);
  stack = malloc(nn * sizeof *stack);
  if (!m->nodes || !stack) goto oom;
  m->nnodes = nn;
  size_t sp = 0;
  for (size_t k = 0; k < nn; k++) {
    NEXT("split/leaf");
    gpuopt__tnode *t = &m->nodes[k];
    int split = !strcmp(w[0], "split");
    if (!split && strcmp(w[0], "leaf")) BAD("%s: line %zu: expected 'split' or 'leaf', found '%s'", who, L.line, w[0]);
    if (n != (split ? 5 : 4)) BAD("%s: line %zu: '%s' takes %d fields", who, L.line, w[0], split ? 4 : 3);
    if (k > 0 && sp == 0) BAD("%s: line %zu: node %zu follows a complete tree", who, L.line, k + 1);
    double cases, errors;
    if (!gpuopt__parse_number(w[n - 2], &cases) || !gpuopt__parse_number(w[n - 1], &errors) || cases < 0 ||
        errors < 0 || errors > cases)
      BAD("%s: line %zu: cases and errors must be numbers with 0 <= errors <= cases", who, L.line);
    t->cases = cases;
    t->errors = errors;
    if (split) {
      size_t f = 0;
      while (f < cap_names && strcmp(m->features[f], w[1])) f++;
      if (f == cap_names) BAD("%s: line %zu: feature '%s' is not in the features line", who, L.line, w[1]);
      if (!gpuopt__parse_number(w[2], &t->threshold)) BAD("%s: line %zu: threshold '%s' is not a finite number", who, L.line, w[2]);
      t->feature = (int)f;
      if (sp >= MAX_DEPTH) BAD("%s: line %zu: the tree is deeper than %d", who, L.line, MAX_DEPTH);
      stack[sp++] = k;
    } else {
      size_t c = 0;
      while (c < m->nclasses && strcmp(m->classes[c], w[1])) c++;
      if (c == m->nclasses) BAD("%s: line %zu: class '%s' is not in the classes line", who, L.line, w[1]);
      t->feature = -1;
      t->cls = (int)c;
      /* a subtree ended: the innermost split whose right side is open gets the next node */
      while (sp > 0) {
        gpuopt__tnode *s = &m->nodes[stack[sp - 1]];
        if (s->right == 0) { s->right = (unsigned)(k + 1); break; }
        sp--;
      }
    }
  }
  if (sp) BAD("%s: the tree is incomplete: %zu node lines do not close every split", who, nn);
  n = next_line(&L, w, maxw);
  if (n != -1) BAD("%s: line %zu: text after the last node", who, L.line);
  for (size_t k = 0; k < nn; k++)
    if (m->nodes[k].feature >= 0 && m->nodes[k].right >= nn) BAD("%s: the tree is incomplete", who);
  free(w);
  free(stack);
  *out = m;
  return GPUOPT_OK;
#undef BAD
#undef NEXT
oom:
  st = gpuopt__oom(ctx, who);
fail:
  free(w);
  free(stack);
  gpuopt_model_free(m);
  return st;
}

gpuopt_status gpuopt_model_load(gpuopt_ctx *ctx, const char *path, gpuopt_model **out) {
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_model_load: out is NULL");
  *out = NULL;
  char *data;
  size_t len;
  gpuopt_status st = gpuopt__read_file(ctx, path, "gpuopt_model_load", &data, &len);
  if (st) return st;
  st = gpuopt_model_parse(ctx, data, len, out);
  free(data);
  if (st && ctx) {
    char *msg = gpuopt__strdup(gpuopt_ctx_error(ctx));
    if (msg) { gpuopt__fail(ctx, st, "%s: %s", path, msg); free(msg); }
  }
  return st;
}
