/* Symbolic expressions: the hash-consed representation of integer expressions over a function's
 * symbols (constants, symbols, + - * /, min, max, ±inf) with simplification, comparison, substitution,
 * evaluation and a C printer. It is THE representation shared by the symbolic range analysis
 * (range.c), the loop recurrences and access bounds, the dependence tests, annotation and
 * offloading: every component that talks about an integer in terms of a function's symbols builds it
 * here, in one table per analysis run. The canonical form is described in symexpr.h.
 *
 * Paper: DawnCC (Mendonça et al., TACO 2017) §3.1 and Fig. 4: bounds are "symbols, integer
 * constants, or the special elements +inf and -inf", combined by the rules' + and min/max; Alves
 * et al. (2015) add the other arithmetic operations.
 *
 * Simplification is by normal form rather than rewriting: sums are linear combinations of terms
 * (like terms combined, constants folded), products of sums are distributed while small, and addition
 * and scaling distribute over min/max so that min/max sit at the top. Comparison (a <= b) takes
 * min/max apart structurally (a <= min(x, y) iff a <= x and a <= y; max(x, y) <= b iff both; one
 * operand suffices for the other two forms) and then bounds the difference b - a below by interval
 * arithmetic over the symbols' constant ranges (plus caller-given assumptions): n - 1 <= n because
 * n - (n - 1) = 1. It is sound (a "proved" answer is true for all symbol values) and incomplete.
 *
 * Costs: each constructor is linear in its operands' sizes (sorting of at most MAX_TERMS terms
 * aside). Nothing here prints or aborts; allocation failure sets t->oom and yields NULL. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/symexpr.h"

#define MAX_TERMS 64       /* terms of one sum */
#define MAX_DISTRIBUTE 16  /* products of a distributed product of sums */
#define MAX_MINMAX 8       /* operands of one min/max */
#define MAX_DEPTH 12       /* recursion of the comparison helpers */

/* ---- saturating and checked int64 arithmetic ---- */

static int add_ok(int64_t a, int64_t b, int64_t *r) { return !__builtin_add_overflow(a, b, r); }
static int mul_ok(int64_t a, int64_t b, int64_t *r) { return !__builtin_mul_overflow(a, b, r); }

/* INT64_MIN / INT64_MAX stand for -inf / +inf in constant intervals. */
static int64_t sat_add(int64_t a, int64_t b) {
  if (a == INT64_MIN || b == INT64_MIN) return (a == INT64_MAX || b == INT64_MAX) ? 0 : INT64_MIN;
  if (a == INT64_MAX || b == INT64_MAX) return INT64_MAX;
  int64_t r;
  if (add_ok(a, b, &r)) return r;
  return a > 0 ? INT64_MAX : INT64_MIN;
}

static int64_t sat_mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  int neg = (a < 0) != (b < 0);
  if (a == INT64_MIN || a == INT64_MAX || b == INT64_MIN || b == INT64_MAX) return neg ? INT64_MIN : INT64_MAX;
  int64_t r;
  if (mul_ok(a, b, &r)) return r;
  return neg ? INT64_MIN : INT64_MAX;
}

/* ---- the table ---- */

gpuopt_sx_table *gpuopt__sx_table_new(void) {
  gpuopt_sx_table *t = calloc(1, sizeof *t);
  if (!t) return NULL;
  gpuopt__arena_init(&t->arena);
  t->nbuckets = 256;
  t->buckets = calloc(t->nbuckets, sizeof *t->buckets);
  if (!t->buckets) {
    free(t);
    return NULL;
  }
  t->pinf = gpuopt__sx_inf(t, 1);
  t->ninf = gpuopt__sx_inf(t, 0);
  t->zero = gpuopt__sx_const(t, 0);
  t->one = gpuopt__sx_const(t, 1);
  if (t->oom) {
    gpuopt__sx_table_free(t);
    return NULL;
  }
  return t;
}

void gpuopt__sx_table_free(gpuopt_sx_table *t) {
  if (!t) return;
  gpuopt__arena_free(&t->arena);
  free(t->buckets);
  free(t->syms);
  free(t);
}

static uint32_t mix(uint32_t h, uint64_t v) {
  h ^= (uint32_t)v + 0x9e3779b9u + (h << 6) + (h >> 2);
  h ^= (uint32_t)(v >> 32) + 0x9e3779b9u + (h << 6) + (h >> 2);
  return h;
}

static uint32_t node_hash(int kind, int64_t c, uint32_t n, const gpuopt_sx *const *ops, const int64_t *coef) {
  uint32_t h = mix((uint32_t)kind * 2654435761u, (uint64_t)c);
  for (uint32_t i = 0; i < n; i++) {
    h = mix(h, ops[i]->id);
    if (coef) h = mix(h, (uint64_t)coef[i]);
  }
  return h;
}

static int rehash(gpuopt_sx_table *t) {
  uint32_t nb = t->nbuckets * 2;
  gpuopt_sx **b = calloc(nb, sizeof *b);
  if (!b) return 0;
  for (uint32_t i = 0; i < t->nbuckets; i++)
    for (gpuopt_sx *e = t->buckets[i], *next; e; e = next) {
      next = e->next;
      e->next = b[e->hash & (nb - 1)];
      b[e->hash & (nb - 1)] = e;
    }
  free(t->buckets);
  t->buckets = b;
  t->nbuckets = nb;
  return 1;
}

/* The unique node (kind, c, ops, coef). */
static const gpuopt_sx *intern(gpuopt_sx_table *t, int kind, int64_t c, uint32_t n, const gpuopt_sx *const *ops,
                               const int64_t *coef) {
  uint32_t h = node_hash(kind, c, n, ops, coef);
  for (gpuopt_sx *e = t->buckets[h & (t->nbuckets - 1)]; e; e = e->next) {
    if (e->hash != h || e->kind != kind || e->c != c || e->n != n) continue;
    uint32_t i = 0;
    while (i < n && e->op[i] == ops[i] && (!coef || e->coef[i] == coef[i])) i++;
    if (i == n) return e;
  }
  gpuopt_sx *e = ANEW(&t->arena, gpuopt_sx, 1);
  const gpuopt_sx **o = n ? ANEW(&t->arena, const gpuopt_sx *, n) : NULL;
  int64_t *k = coef && n ? ANEW(&t->arena, int64_t, n) : NULL;
  if (!e || (n && !o) || (coef && n && !k)) {
    t->oom = 1;
    return NULL;
  }
  uint64_t size = 1;
  for (uint32_t i = 0; i < n; i++) {
    o[i] = ops[i];
    if (k) k[i] = coef[i];
    size += ops[i]->size;
  }
  e->kind = (uint8_t)kind;
  e->id = t->nnodes++;
  e->n = n;
  e->size = size > UINT32_MAX ? UINT32_MAX : (uint32_t)size;
  e->hash = h;
  e->c = c;
  e->op = o;
  e->coef = k;
  e->table = t;
  e->next = t->buckets[h & (t->nbuckets - 1)];
  t->buckets[h & (t->nbuckets - 1)] = e;
  if (t->nnodes > t->nbuckets && !rehash(t)) t->oom = 1;
  return e;
}

const gpuopt_sx *gpuopt__sx_const(gpuopt_sx_table *t, int64_t c) { return intern(t, SX_CONST, c, 0, NULL, NULL); }

const gpuopt_sx *gpuopt__sx_inf(gpuopt_sx_table *t, int positive) {
  return intern(t, positive ? SX_POS_INF : SX_NEG_INF, 0, 0, NULL, NULL);
}

gpuopt_sx_sym *gpuopt__sx_new_sym(gpuopt_sx_table *t, const char *name, LLVMValueRef value, unsigned bits,
                                  int64_t lo, int64_t hi) {
  if (t->nsyms == t->capsyms) {
    uint32_t cap = t->capsyms ? t->capsyms * 2 : 64;
    gpuopt_sx_sym **s = realloc(t->syms, cap * sizeof *s);
    if (!s) {
      t->oom = 1;
      return NULL;
    }
    t->syms = s;
    t->capsyms = cap;
  }
  gpuopt_sx_sym *s = ANEW(&t->arena, gpuopt_sx_sym, 1);
  size_t len = name ? strlen(name) : 0;
  char *nm = gpuopt__arena_alloc(&t->arena, len + 1);
  if (!s || !nm) {
    t->oom = 1;
    return NULL;
  }
  if (len) memcpy(nm, name, len);
  nm[len] = 0;
  s->id = t->nsyms;
  s->name = nm;
  s->value = value;
  s->bits = bits;
  s->lo = lo;
  s->hi = hi;
  s->expr = intern(t, SX_SYM, s->id, 0, NULL, NULL);
  if (!s->expr) return NULL;
  t->syms[t->nsyms++] = s;
  return s;
}

/* ---- sums: linear combinations ---- */

typedef struct lin {
  const gpuopt_sx *term[MAX_TERMS];
  int64_t k[MAX_TERMS];
  uint32_t n;
  int64_t c;
  int bad;
} lin;

static void lin_term(lin *l, const gpuopt_sx *e, int64_t k) {
  if (k == 0) return;
  if (l->n == MAX_TERMS) {
    l->bad = 1;
    return;
  }
  l->term[l->n] = e;
  l->k[l->n++] = k;
}

/* l += k * e (e finite). */
static void lin_add(lin *l, const gpuopt_sx *e, int64_t k) {
  int64_t x;
  if (e->kind == SX_CONST) {
    if (!mul_ok(e->c, k, &x) || !add_ok(l->c, x, &l->c)) l->bad = 1;
  } else if (e->kind == SX_ADD) {
    if (!mul_ok(e->c, k, &x) || !add_ok(l->c, x, &l->c)) l->bad = 1;
    for (uint32_t i = 0; i < e->n; i++) {
      if (!mul_ok(e->coef[i], k, &x)) l->bad = 1;
      else lin_term(l, e->op[i], x);
    }
  } else {
    lin_term(l, e, k);
  }
}

static const gpuopt_sx *lin_build(gpuopt_sx_table *t, lin *l) {
  if (l->bad) return NULL;
  for (uint32_t i = 1; i < l->n; i++) /* insertion sort by id: few terms */
    for (uint32_t j = i; j > 0 && l->term[j - 1]->id > l->term[j]->id; j--) {
      const gpuopt_sx *e = l->term[j];
      l->term[j] = l->term[j - 1];
      l->term[j - 1] = e;
      int64_t k = l->k[j];
      l->k[j] = l->k[j - 1];
      l->k[j - 1] = k;
    }
  uint32_t m = 0;
  for (uint32_t i = 0; i < l->n; i++) {
    if (m && l->term[m - 1] == l->term[i]) {
      if (!add_ok(l->k[m - 1], l->k[i], &l->k[m - 1])) return NULL;
      if (l->k[m - 1] == 0) m--;
      continue;
    }
    l->term[m] = l->term[i];
    l->k[m++] = l->k[i];
  }
  if (m == 0) return gpuopt__sx_const(t, l->c);
  if (m == 1 && l->k[0] == 1 && l->c == 0) return l->term[0];
  return intern(t, SX_ADD, l->c, m, l->term, l->k);
}

static int is_minmax(const gpuopt_sx *e) { return e->kind == SX_MIN || e->kind == SX_MAX; }

static const gpuopt_sx *minmax(gpuopt_sx_table *t, int kind, const gpuopt_sx *const *ops, uint32_t n);

/* min/max(op_i + b) for a = min/max(op_i), when small. */
static const gpuopt_sx *distribute_add(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b) {
  const gpuopt_sx *ops[MAX_MINMAX];
  for (uint32_t i = 0; i < a->n; i++)
    if (!(ops[i] = gpuopt__sx_add(t, a->op[i], b))) return NULL;
  return minmax(t, a->kind, ops, a->n);
}

const gpuopt_sx *gpuopt__sx_add(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b) {
  if (!a || !b) return NULL;
  int ia = a->kind == SX_POS_INF ? 1 : a->kind == SX_NEG_INF ? -1 : 0;
  int ib = b->kind == SX_POS_INF ? 1 : b->kind == SX_NEG_INF ? -1 : 0;
  if (ia || ib) {
    if (ia && ib && ia != ib) return NULL;
    return ia ? a : b;
  }
  if (a->kind == SX_CONST && a->c == 0) return b;
  if (b->kind == SX_CONST && b->c == 0) return a;
  if (is_minmax(a) && (!is_minmax(b) || a->n * b->n <= MAX_MINMAX)) return distribute_add(t, a, b);
  if (is_minmax(b)) return distribute_add(t, b, a);
  lin l;
  l.n = 0;
  l.c = 0;
  l.bad = 0;
  lin_add(&l, a, 1);
  lin_add(&l, b, 1);
  return lin_build(t, &l);
}

const gpuopt_sx *gpuopt__sx_addc(gpuopt_sx_table *t, const gpuopt_sx *a, int64_t c) {
  return c ? gpuopt__sx_add(t, a, gpuopt__sx_const(t, c)) : a;
}

const gpuopt_sx *gpuopt__sx_mulc(gpuopt_sx_table *t, const gpuopt_sx *a, int64_t k) {
  if (!a) return NULL;
  if (k == 0) return t->zero;
  if (k == 1) return a;
  switch (a->kind) {
  case SX_POS_INF: return k > 0 ? a : t->ninf;
  case SX_NEG_INF: return k > 0 ? a : t->pinf;
  case SX_CONST: {
    int64_t r;
    return mul_ok(a->c, k, &r) ? gpuopt__sx_const(t, r) : NULL;
  }
  case SX_MIN:
  case SX_MAX: {
    const gpuopt_sx *ops[MAX_MINMAX];
    for (uint32_t i = 0; i < a->n; i++)
      if (!(ops[i] = gpuopt__sx_mulc(t, a->op[i], k))) return NULL;
    int kind = k > 0 ? a->kind : (a->kind == SX_MIN ? SX_MAX : SX_MIN);
    return minmax(t, kind, ops, a->n);
  }
  default: {
    lin l;
    l.n = 0;
    l.c = 0;
    l.bad = 0;
    lin_add(&l, a, k);
    return lin_build(t, &l);
  }
  }
}

const gpuopt_sx *gpuopt__sx_neg(gpuopt_sx_table *t, const gpuopt_sx *a) { return gpuopt__sx_mulc(t, a, -1); }

const gpuopt_sx *gpuopt__sx_sub(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b) {
  return gpuopt__sx_add(t, a, gpuopt__sx_neg(t, b));
}

/* ---- products ---- */

/* The product of two non-constant, finite, non-sum factors (each a MUL or an atom). */
static const gpuopt_sx *mul_atoms(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b) {
  const gpuopt_sx *f[MAX_TERMS];
  uint32_t n = 0;
  const gpuopt_sx *src[2] = {a, b};
  for (int s = 0; s < 2; s++) {
    const gpuopt_sx *e = src[s];
    uint32_t m = e->kind == SX_MUL ? e->n : 1;
    if (n + m > MAX_TERMS) return NULL;
    for (uint32_t i = 0; i < m; i++) f[n++] = e->kind == SX_MUL ? e->op[i] : e;
  }
  for (uint32_t i = 1; i < n; i++)
    for (uint32_t j = i; j > 0 && f[j - 1]->id > f[j]->id; j--) {
      const gpuopt_sx *x = f[j];
      f[j] = f[j - 1];
      f[j - 1] = x;
    }
  return intern(t, SX_MUL, 0, n, f, NULL);
}

const gpuopt_sx *gpuopt__sx_mul(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b) {
  if (!a || !b) return NULL;
  if (a->kind == SX_CONST) return gpuopt__sx_mulc(t, b, a->c);
  if (b->kind == SX_CONST) return gpuopt__sx_mulc(t, a, b->c);
  if (gpuopt__sx_is_inf(a) || gpuopt__sx_is_inf(b)) return NULL; /* sign unknown */
  if (a->kind == SX_ADD || b->kind == SX_ADD) {
    uint32_t na = a->kind == SX_ADD ? a->n + 1 : 1, nb = b->kind == SX_ADD ? b->n + 1 : 1;
    if (na * nb <= MAX_DISTRIBUTE) {
      if (b->kind != SX_ADD) {
        const gpuopt_sx *x = a;
        a = b;
        b = x;
      }
      /* b = sum k_i t_i + c: a*b = sum k_i (a*t_i) + c*a */
      const gpuopt_sx *r = gpuopt__sx_mulc(t, a, b->c);
      for (uint32_t i = 0; i < b->n && r; i++)
        r = gpuopt__sx_add(t, r, gpuopt__sx_mulc(t, gpuopt__sx_mul(t, a, b->op[i]), b->coef[i]));
      return r;
    }
  }
  return mul_atoms(t, a, b);
}

/* ---- division ---- */

const gpuopt_sx *gpuopt__sx_div(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b) {
  if (!a || !b || gpuopt__sx_is_inf(b)) return NULL;
  if (a->kind == SX_CONST && a->c == 0) return a;
  if (b->kind == SX_CONST) {
    int64_t d = b->c;
    if (d == 0) return NULL;
    if (d == 1) return a;
    if (d == -1) return gpuopt__sx_neg(t, a);
    switch (a->kind) {
    case SX_CONST: return gpuopt__sx_const(t, a->c / d); /* d != -1: no overflow */
    case SX_POS_INF:
    case SX_NEG_INF: return gpuopt__sx_mulc(t, a, d > 0 ? 1 : -1);
    case SX_MIN:
    case SX_MAX: { /* x / d is monotone in x, increasing for d > 0 */
      const gpuopt_sx *ops[MAX_MINMAX];
      for (uint32_t i = 0; i < a->n; i++)
        if (!(ops[i] = gpuopt__sx_div(t, a->op[i], b))) return NULL;
      int kind = d > 0 ? a->kind : (a->kind == SX_MIN ? SX_MAX : SX_MIN);
      return minmax(t, kind, ops, a->n);
    }
    case SX_ADD: { /* exact when every coefficient and the constant are multiples of d */
      int exact = a->c % d == 0;
      for (uint32_t i = 0; i < a->n && exact; i++) exact = a->coef[i] % d == 0;
      if (exact) {
        lin l;
        l.n = 0;
        l.c = a->c / d;
        l.bad = 0;
        for (uint32_t i = 0; i < a->n; i++) lin_term(&l, a->op[i], a->coef[i] / d);
        return lin_build(t, &l);
      }
      break;
    }
    default: break;
    }
  }
  if (gpuopt__sx_is_inf(a)) return NULL;
  const gpuopt_sx *ops[2] = {a, b};
  return intern(t, SX_DIV, 0, 2, ops, NULL);
}

/* ---- min / max ---- */

static int prove_le(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env, int depth);

static const gpuopt_sx *minmax(gpuopt_sx_table *t, int kind, const gpuopt_sx *const *in, uint32_t nin) {
  const gpuopt_sx *ops[MAX_MINMAX * MAX_MINMAX];
  uint32_t n = 0;
  int is_min = kind == SX_MIN;
  const gpuopt_sx *konst = NULL;
  for (uint32_t i = 0; i < nin; i++) {
    const gpuopt_sx *e = in[i];
    if (!e) return NULL;
    if (e->kind == SX_POS_INF) {
      if (is_min) continue;
      return e;
    }
    if (e->kind == SX_NEG_INF) {
      if (!is_min) continue;
      return e;
    }
    uint32_t m = e->kind == kind ? e->n : 1;
    for (uint32_t j = 0; j < m; j++) {
      const gpuopt_sx *x = e->kind == kind ? e->op[j] : e;
      if (x->kind == SX_CONST) {
        if (!konst || (is_min ? x->c < konst->c : x->c > konst->c)) konst = x;
        continue;
      }
      if (n == sizeof ops / sizeof ops[0]) return NULL;
      ops[n++] = x;
    }
  }
  /* every value is a 64-bit integer at most: max(x, INT64_MIN) = x and min(x, INT64_MAX) = x (the
     dominance test below cannot show it: x - INT64_MIN overflows) */
  if (konst && n > 0 && konst->c == (is_min ? INT64_MAX : INT64_MIN)) konst = NULL;
  if (konst) ops[n++] = konst;
  if (n == 0) return is_min ? t->pinf : t->ninf;
  for (uint32_t i = 1; i < n; i++)
    for (uint32_t j = i; j > 0 && ops[j - 1]->id > ops[j]->id; j--) {
      const gpuopt_sx *x = ops[j];
      ops[j] = ops[j - 1];
      ops[j - 1] = x;
    }
  uint32_t m = 0;
  for (uint32_t i = 0; i < n; i++)
    if (!m || ops[m - 1] != ops[i]) ops[m++] = ops[i];
  n = m;
  /* drop operands dominated by another: for min, x when some y <= x */
  uint8_t drop[MAX_MINMAX * MAX_MINMAX] = {0};
  for (uint32_t i = 0; i < n && n > 1; i++)
    for (uint32_t j = 0; j < n; j++) {
      if (i == j || drop[j]) continue;
      if (is_min ? prove_le(t, ops[j], ops[i], NULL, MAX_DEPTH - 5) : prove_le(t, ops[i], ops[j], NULL, MAX_DEPTH - 5)) {
        drop[i] = 1;
        break;
      }
    }
  m = 0;
  for (uint32_t i = 0; i < n; i++)
    if (!drop[i]) ops[m++] = ops[i];
  n = m;
  if (n == 1) return ops[0];
  if (n > MAX_MINMAX) return NULL;
  return intern(t, kind, 0, n, ops, NULL);
}

const gpuopt_sx *gpuopt__sx_min(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b) {
  const gpuopt_sx *ops[2] = {a, b};
  return minmax(t, SX_MIN, ops, 2);
}

const gpuopt_sx *gpuopt__sx_max(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b) {
  const gpuopt_sx *ops[2] = {a, b};
  return minmax(t, SX_MAX, ops, 2);
}

/* ---- constant bounds and comparison ---- */

static void sym_bounds(const gpuopt_sx_table *t, int64_t id, const gpuopt_sx_env *env, int64_t *lo, int64_t *hi) {
  const gpuopt_sx_sym *s = t->syms[id];
  *lo = s->lo;
  *hi = s->hi;
  if (!env) return;
  for (size_t i = 0; i < env->n; i++) {
    if (env->sym[i] != (uint32_t)id) continue;
    if (env->lo && env->lo[i] > *lo) *lo = env->lo[i];
    if (env->hi && env->hi[i] < *hi) *hi = env->hi[i];
  }
}

static void bounds(const gpuopt_sx_table *t, const gpuopt_sx *e, const gpuopt_sx_env *env, int64_t *lo, int64_t *hi,
                   int depth) {
  *lo = INT64_MIN;
  *hi = INT64_MAX;
  if (!e || depth > 64) return;
  switch (e->kind) {
  case SX_CONST: *lo = *hi = e->c; return;
  case SX_SYM: sym_bounds(t, e->c, env, lo, hi); return;
  case SX_POS_INF: *lo = INT64_MAX; return;
  case SX_NEG_INF: *hi = INT64_MIN; return;
  case SX_ADD: {
    int64_t l = e->c, h = e->c;
    for (uint32_t i = 0; i < e->n; i++) {
      int64_t a, b;
      bounds(t, e->op[i], env, &a, &b, depth + 1);
      int64_t k = e->coef[i];
      int64_t x = sat_mul(k, k > 0 ? a : b), y = sat_mul(k, k > 0 ? b : a);
      if (k > 0 ? a == INT64_MIN : b == INT64_MAX) x = INT64_MIN;
      if (k > 0 ? b == INT64_MAX : a == INT64_MIN) y = INT64_MAX;
      l = l == INT64_MIN || x == INT64_MIN ? INT64_MIN : sat_add(l, x);
      h = h == INT64_MAX || y == INT64_MAX ? INT64_MAX : sat_add(h, y);
    }
    *lo = l;
    *hi = h;
    return;
  }
  case SX_MUL: {
    int64_t l = 1, h = 1;
    for (uint32_t i = 0; i < e->n; i++) {
      int64_t a, b;
      bounds(t, e->op[i], env, &a, &b, depth + 1);
      int64_t c[4] = {sat_mul(l, a), sat_mul(l, b), sat_mul(h, a), sat_mul(h, b)};
      l = h = c[0];
      for (int k = 1; k < 4; k++) {
        if (c[k] < l) l = c[k];
        if (c[k] > h) h = c[k];
      }
    }
    *lo = l;
    *hi = h;
    return;
  }
  case SX_DIV: {
    int64_t xl, xh, dl, dh;
    bounds(t, e->op[0], env, &xl, &xh, depth + 1);
    bounds(t, e->op[1], env, &dl, &dh, depth + 1);
    if ((dl > 0 || dh < 0) && xl != INT64_MIN && xh != INT64_MAX && dl != INT64_MIN && dh != INT64_MAX) {
      int64_t c[4] = {xl / dl, xl / dh, xh / dl, xh / dh}; /* |d| >= 1; INT64_MIN / -1 excluded below */
      if ((xl == INT64_MIN + 1 || xl == INT64_MIN) && (dl == -1 || dh == -1)) return;
      *lo = *hi = c[0];
      for (int k = 1; k < 4; k++) {
        if (c[k] < *lo) *lo = c[k];
        if (c[k] > *hi) *hi = c[k];
      }
    } else { /* |x / d| <= |x| */
      int64_t m = xh == INT64_MAX || xl == INT64_MIN ? INT64_MAX : (xh > -xl ? xh : -xl);
      if (m < 0) m = 0;
      *lo = m == INT64_MAX ? INT64_MIN : -m;
      *hi = m;
    }
    return;
  }
  case SX_MIN:
  case SX_MAX: {
    int is_min = e->kind == SX_MIN;
    for (uint32_t i = 0; i < e->n; i++) {
      int64_t a, b;
      bounds(t, e->op[i], env, &a, &b, depth + 1);
      if (i == 0) {
        *lo = a;
        *hi = b;
      } else if (is_min) {
        if (a < *lo) *lo = a;
        if (b < *hi) *hi = b;
      } else {
        if (a > *lo) *lo = a;
        if (b > *hi) *hi = b;
      }
    }
    return;
  }
  default: return;
  }
}

void gpuopt__sx_const_bounds(const gpuopt_sx_table *t, const gpuopt_sx *e, const gpuopt_sx_env *env, int64_t *lo,
                             int64_t *hi) {
  bounds(t, e, env, lo, hi, 0);
}

static int prove_le(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env, int depth) {
  if (!a || !b) return 0;
  if (a == b || a->kind == SX_NEG_INF || b->kind == SX_POS_INF) return 1;
  if (a->kind == SX_POS_INF || b->kind == SX_NEG_INF) return 0;
  if (depth >= MAX_DEPTH) return 0;
  if (a->kind == SX_CONST && b->kind == SX_CONST) return a->c <= b->c;
  if (b->kind == SX_MIN) {
    for (uint32_t i = 0; i < b->n; i++)
      if (!prove_le(t, a, b->op[i], env, depth + 1)) return 0;
    return 1;
  }
  if (a->kind == SX_MAX) {
    for (uint32_t i = 0; i < a->n; i++)
      if (!prove_le(t, a->op[i], b, env, depth + 1)) return 0;
    return 1;
  }
  if (a->kind == SX_MIN)
    for (uint32_t i = 0; i < a->n; i++)
      if (prove_le(t, a->op[i], b, env, depth + 1)) return 1;
  if (b->kind == SX_MAX)
    for (uint32_t i = 0; i < b->n; i++)
      if (prove_le(t, a, b->op[i], env, depth + 1)) return 1;
  if (is_minmax(a) || is_minmax(b)) return 0;
  /* b - a >= 0 by constant bounds; the difference is a plain sum here */
  lin l;
  l.n = 0;
  l.c = 0;
  l.bad = 0;
  lin_add(&l, b, 1);
  lin_add(&l, a, -1);
  const gpuopt_sx *d = lin_build(t, &l);
  if (!d) return 0;
  int64_t lo, hi;
  bounds(t, d, env, &lo, &hi, 0);
  return lo >= 0 && lo != INT64_MIN;
}

int gpuopt__sx_prove_le(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env) {
  return prove_le(t, a, b, env, 0);
}

int gpuopt__sx_prove_lt(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env) {
  if (!a || !b || gpuopt__sx_is_inf(a) || gpuopt__sx_is_inf(b)) {
    if (a && b && a->kind == SX_NEG_INF && b->kind != SX_NEG_INF) return 1;
    if (a && b && b->kind == SX_POS_INF && a->kind != SX_POS_INF) return 1;
    return 0;
  }
  return prove_le(t, gpuopt__sx_addc(t, a, 1), b, env, 0);
}

int gpuopt__sx_prove_eq(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env) {
  if (a && a == b) return 1;
  return prove_le(t, a, b, env, 0) && prove_le(t, b, a, env, 0);
}

/* ---- simplification under assumptions ----
 * min/max built without assumptions keep every operand not dominated for ALL symbol values; a
 * caller that knows facts (the symbols' ranges where an access runs: `nj >= 3` under the branch
 * around an inner loop) can drop the operands dominated under them: max(c, c + 4*n - 4) is
 * c + 4*n - 4 when n >= 1. Rebuilt bottom-up, so min/max nested in products (v*max(0, n - 1))
 * go too and the product distributes. */

/* min/max (kind) of in[0..nin), flattened, without the operands dominated under env; NULL when the
 * operands that remain are more than a min/max keeps */
static const gpuopt_sx *minmax_under(gpuopt_sx_table *t, int kind, const gpuopt_sx *const *in, uint32_t nin,
                                     const gpuopt_sx_env *env) {
  int is_min = kind == SX_MIN;
  const gpuopt_sx *ops[MAX_MINMAX * MAX_MINMAX];
  uint32_t n = 0;
  for (uint32_t i = 0; i < nin; i++) {
    const gpuopt_sx *x = in[i];
    if (!x) return NULL;
    uint32_t m = x->kind == kind ? x->n : 1;
    for (uint32_t j = 0; j < m; j++) {
      if (n == sizeof ops / sizeof ops[0]) return NULL;
      ops[n++] = x->kind == kind ? x->op[j] : x;
    }
  }
  /* for min, x goes when some kept y <= x (of equal operands the first stays) */
  uint8_t drop[MAX_MINMAX * MAX_MINMAX] = {0};
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = 0; j < n; j++) {
      if (i == j || drop[j] || (ops[i] == ops[j] && j > i)) continue;
      if (ops[i] == ops[j] ||
          (is_min ? prove_le(t, ops[j], ops[i], env, MAX_DEPTH - 5) : prove_le(t, ops[i], ops[j], env, MAX_DEPTH - 5))) {
        drop[i] = 1;
        break;
      }
    }
  uint32_t m = 0;
  for (uint32_t i = 0; i < n; i++)
    if (!drop[i]) ops[m++] = ops[i];
  return minmax(t, kind, ops, m);
}

const gpuopt_sx *gpuopt__sx_min_under(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env) {
  const gpuopt_sx *ops[2] = {a, b};
  return minmax_under(t, SX_MIN, ops, 2, env);
}

const gpuopt_sx *gpuopt__sx_max_under(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env) {
  const gpuopt_sx *ops[2] = {a, b};
  return minmax_under(t, SX_MAX, ops, 2, env);
}

static const gpuopt_sx *simplify(gpuopt_sx_table *t, const gpuopt_sx *e, const gpuopt_sx_env *env, int depth) {
  if (!e || depth > MAX_DEPTH) return e;
  switch (e->kind) {
  case SX_ADD: {
    const gpuopt_sx *r = gpuopt__sx_const(t, e->c);
    for (uint32_t i = 0; i < e->n && r; i++)
      r = gpuopt__sx_add(t, r, gpuopt__sx_mulc(t, simplify(t, e->op[i], env, depth + 1), e->coef[i]));
    return r ? r : e;
  }
  case SX_MUL: {
    const gpuopt_sx *r = t->one;
    for (uint32_t i = 0; i < e->n && r; i++) r = gpuopt__sx_mul(t, r, simplify(t, e->op[i], env, depth + 1));
    return r ? r : e;
  }
  case SX_DIV: {
    const gpuopt_sx *r = gpuopt__sx_div(t, simplify(t, e->op[0], env, depth + 1), simplify(t, e->op[1], env, depth + 1));
    return r ? r : e;
  }
  case SX_MIN:
  case SX_MAX: {
    const gpuopt_sx *ops[MAX_MINMAX];
    for (uint32_t i = 0; i < e->n; i++)
      if (!(ops[i] = simplify(t, e->op[i], env, depth + 1))) return e;
    const gpuopt_sx *r = minmax_under(t, e->kind, ops, e->n, env);
    return r ? r : e;
  }
  default: return e;
  }
}

const gpuopt_sx *gpuopt__sx_simplify(gpuopt_sx_table *t, const gpuopt_sx *e, const gpuopt_sx_env *env) {
  if (!e || !env || !env->n) return e;
  return simplify(t, e, env, 0);
}

/* ---- substitution and evaluation ---- */

const gpuopt_sx *gpuopt__sx_subst(gpuopt_sx_table *t, const gpuopt_sx *e, gpuopt_sx_map_fn map, void *user) {
  if (!e) return NULL;
  switch (e->kind) {
  case SX_SYM: {
    const gpuopt_sx *r = map(user, t->syms[e->c]);
    return r ? r : e;
  }
  case SX_ADD: {
    const gpuopt_sx *r = gpuopt__sx_const(t, e->c);
    for (uint32_t i = 0; i < e->n && r; i++)
      r = gpuopt__sx_add(t, r, gpuopt__sx_mulc(t, gpuopt__sx_subst(t, e->op[i], map, user), e->coef[i]));
    return r;
  }
  case SX_MUL: {
    const gpuopt_sx *r = t->one;
    for (uint32_t i = 0; i < e->n && r; i++) r = gpuopt__sx_mul(t, r, gpuopt__sx_subst(t, e->op[i], map, user));
    return r;
  }
  case SX_DIV:
    return gpuopt__sx_div(t, gpuopt__sx_subst(t, e->op[0], map, user), gpuopt__sx_subst(t, e->op[1], map, user));
  case SX_MIN:
  case SX_MAX: {
    const gpuopt_sx *ops[MAX_MINMAX];
    for (uint32_t i = 0; i < e->n; i++)
      if (!(ops[i] = gpuopt__sx_subst(t, e->op[i], map, user))) return NULL;
    return minmax(t, e->kind, ops, e->n);
  }
  default: return e;
  }
}

static int eval(const gpuopt_sx_table *t, const gpuopt_sx *e, gpuopt_sx_val_fn val, void *user, int64_t *out) {
  int64_t x, y;
  switch (e->kind) {
  case SX_CONST: *out = e->c; return 0;
  case SX_POS_INF: return 1;
  case SX_NEG_INF: return -1;
  case SX_SYM: return val(user, t->syms[e->c], out) ? 2 : 0;
  case SX_ADD:
    x = e->c;
    for (uint32_t i = 0; i < e->n; i++) {
      if (eval(t, e->op[i], val, user, &y)) return 2;
      if (!mul_ok(y, e->coef[i], &y) || !add_ok(x, y, &x)) return 2;
    }
    *out = x;
    return 0;
  case SX_MUL:
    x = 1;
    for (uint32_t i = 0; i < e->n; i++)
      if (eval(t, e->op[i], val, user, &y) || !mul_ok(x, y, &x)) return 2;
    *out = x;
    return 0;
  case SX_DIV:
    if (eval(t, e->op[0], val, user, &x) || eval(t, e->op[1], val, user, &y)) return 2;
    if (y == 0 || (x == INT64_MIN && y == -1)) return 2;
    *out = x / y;
    return 0;
  case SX_MIN:
  case SX_MAX:
    for (uint32_t i = 0; i < e->n; i++) {
      if (eval(t, e->op[i], val, user, &y)) return 2;
      if (i == 0 || (e->kind == SX_MIN ? y < x : y > x)) x = y;
    }
    *out = x;
    return 0;
  default: return 2;
  }
}

int gpuopt__sx_eval(const gpuopt_sx_table *t, const gpuopt_sx *e, gpuopt_sx_val_fn val, void *user, int64_t *out) {
  if (!e) return 2;
  return eval(t, e, val, user, out);
}

/* ---- C text ---- */

typedef struct sbuf {
  char *s;
  size_t len, cap;
  int oom;
} sbuf;

static void put(sbuf *b, const char *s) {
  size_t n = strlen(s);
  if (b->oom) return;
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + n + 1) cap *= 2;
    char *p = realloc(b->s, cap);
    if (!p) {
      b->oom = 1;
      return;
    }
    b->s = p;
    b->cap = cap;
  }
  memcpy(b->s + b->len, s, n + 1);
  b->len += n;
}

static void put_int(sbuf *b, int64_t v) {
  char buf[32];
  if (v == INT64_MIN) snprintf(buf, sizeof buf, "(-9223372036854775807 - 1)");
  else snprintf(buf, sizeof buf, "%lld", (long long)v);
  put(b, buf);
}

typedef struct printer {
  const gpuopt_sx_table *t;
  gpuopt_sx_name_fn name;
  void *user;
  sbuf b;
} printer;

/* Precedence: 1 sum, 2 product/quotient, 3 atom. Wrap e in parentheses when its precedence is below
 * min_prec. */
static void print(printer *p, const gpuopt_sx *e, int min_prec);

static void print_term(printer *p, const gpuopt_sx *e, int64_t k, int first) {
  int64_t a = k < 0 ? -(uint64_t)k == (uint64_t)INT64_MIN ? INT64_MIN : -k : k;
  if (!first) put(&p->b, k < 0 ? " - " : " + ");
  else if (k < 0) put(&p->b, "-");
  if (a == INT64_MIN) { /* |k| does not fit: print k*(e) with its sign */
    put_int(&p->b, INT64_MIN);
    put(&p->b, "*");
    print(p, e, 3);
    return;
  }
  if (a != 1) {
    put_int(&p->b, a);
    put(&p->b, "*");
    print(p, e, 3); /* 3*(a/b), 3*(x*y) kept explicit: C evaluates 3*a/b as (3*a)/b */
  } else {
    print(p, e, k < 0 || !first ? 2 : 1);
  }
}

static void print(printer *p, const gpuopt_sx *e, int min_prec) {
  switch (e->kind) {
  case SX_CONST:
    if (e->c < 0 && min_prec > 1) {
      put(&p->b, "(");
      put_int(&p->b, e->c);
      put(&p->b, ")");
    } else put_int(&p->b, e->c);
    return;
  case SX_POS_INF: put(&p->b, "+inf"); return;
  case SX_NEG_INF: put(&p->b, "-inf"); return;
  case SX_SYM: {
    const gpuopt_sx_sym *s = p->t->syms[e->c];
    const char *n = p->name ? p->name(p->user, s) : NULL;
    put(&p->b, n ? n : s->name);
    return;
  }
  case SX_ADD: {
    int paren = min_prec > 1;
    if (paren) put(&p->b, "(");
    int first = 1;
    for (int pass = 0; pass < 2; pass++) /* positive coefficients first: n - i, not -i + n */
      for (uint32_t i = 0; i < e->n; i++) {
        if ((e->coef[i] > 0) != (pass == 0)) continue;
        print_term(p, e->op[i], e->coef[i], first);
        first = 0;
      }
    if (e->c > 0) {
      put(&p->b, " + ");
      put_int(&p->b, e->c);
    } else if (e->c < 0) {
      if (e->c == INT64_MIN) {
        put(&p->b, " + ");
        put_int(&p->b, e->c);
      } else {
        put(&p->b, " - ");
        put_int(&p->b, -e->c);
      }
    }
    if (paren) put(&p->b, ")");
    return;
  }
  case SX_MUL: {
    int paren = min_prec > 2;
    if (paren) put(&p->b, "(");
    for (uint32_t i = 0; i < e->n; i++) {
      if (i) put(&p->b, "*");
      print(p, e->op[i], e->op[i]->kind == SX_DIV ? 3 : 2);
    }
    if (paren) put(&p->b, ")");
    return;
  }
  case SX_DIV: {
    int paren = min_prec > 2;
    if (paren) put(&p->b, "(");
    print(p, e->op[0], 2);
    put(&p->b, "/");
    print(p, e->op[1], 3);
    if (paren) put(&p->b, ")");
    return;
  }
  case SX_MIN:
  case SX_MAX:
    /* n-ary as nested binary calls: min(a, min(b, c)) */
    for (uint32_t i = 0; i + 1 < e->n; i++) put(&p->b, e->kind == SX_MIN ? "min(" : "max(");
    for (uint32_t i = 0; i < e->n; i++) {
      if (i) put(&p->b, ", ");
      print(p, e->op[i], 1);
      if (i >= 1) put(&p->b, ")");
    }
    return;
  default: return;
  }
}

char *gpuopt__sx_to_c(const gpuopt_sx_table *t, const gpuopt_sx *e, gpuopt_sx_name_fn name, void *user) {
  printer p = {t, name, user, {NULL, 0, 0, 0}};
  if (!e) put(&p.b, "?");
  else print(&p, e, 1);
  if (p.b.oom) {
    free(p.b.s);
    return NULL;
  }
  return p.b.s;
}

/* "e >= 0" for a sum or atom, the constant moved right, the sign chosen so the text reads naturally. */
static void print_fact(printer *p, gpuopt_sx_table *t, const gpuopt_sx *e) {
  if (e->kind == SX_CONST) {
    put(&p->b, e->c >= 0 ? "1" : "0");
    return;
  }
  if (e->kind == SX_MIN || e->kind == SX_MAX) {
    int first = 1;
    if (e->kind == SX_MAX) put(&p->b, "(");
    for (uint32_t i = 0; i < e->n; i++) {
      if (e->kind == SX_MIN && prove_le(t, t->zero, e->op[i], NULL, 0)) continue;
      if (!first) put(&p->b, e->kind == SX_MIN ? " && " : " || ");
      print_fact(p, t, e->op[i]);
      first = 0;
    }
    if (first) put(&p->b, "1");
    if (e->kind == SX_MAX) put(&p->b, ")");
    return;
  }
  int64_t c = e->kind == SX_ADD ? e->c : 0;
  const gpuopt_sx *terms = e->kind == SX_ADD ? gpuopt__sx_addc(t, e, -c) : e;
  int neg = 0;
  if (terms && terms->kind == SX_ADD) {
    neg = 1;
    for (uint32_t i = 0; i < terms->n; i++)
      if (terms->coef[i] > 0) neg = 0;
  }
  if (!terms || (neg && c == INT64_MIN)) {
    print(p, e, 1);
    put(&p->b, " >= 0");
    return;
  }
  if (neg) { /* -x - y + c >= 0  ->  x + y <= c */
    print(p, gpuopt__sx_neg(t, terms), 1);
    put(&p->b, " <= ");
    put_int(&p->b, c);
    return;
  }
  print(p, terms, 1);
  put(&p->b, " >= ");
  if (c == INT64_MIN) put(&p->b, "9223372036854775808");
  else put_int(&p->b, -c);
}

char *gpuopt__sx_fact_to_c(gpuopt_sx_table *t, const gpuopt_sx *e, gpuopt_sx_name_fn name, void *user) {
  printer p = {t, name, user, {NULL, 0, 0, 0}};
  if (!e) put(&p.b, "?");
  else print_fact(&p, t, e);
  if (p.b.oom) {
    free(p.b.s);
    return NULL;
  }
  return p.b.s;
}
