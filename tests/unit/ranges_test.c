/* Unit tests for symbolic expressions (src/analysis/symexpr.h) and the range-analysis API
 * (gpuopt/ranges.h): canonical forms, comparison, printing, evaluation, substitution, a randomized
 * check that simplification preserves values, and the API's queries and errors. The rules of the
 * analysis are tested by tests/lit/ranges/ and checked by execution in check-ranges-sound. */
#include <stdint.h>
#include <stdlib.h>

#include "analysis/symexpr.h"
#include "test.h"

static int eval_vals(void *user, const gpuopt_sx_sym *s, int64_t *out) {
  *out = ((const int64_t *)user)[s->id];
  return 0;
}

static int text_is(gpuopt_sx_table *t, const gpuopt_sx *e, const char *want) {
  char *s = gpuopt__sx_to_c(t, e, NULL, NULL);
  int ok = s && !strcmp(s, want);
  if (!ok) fprintf(stderr, "    got '%s', want '%s'\n", s ? s : "(null)", want);
  free(s);
  return ok;
}

TEST(symexpr_canonical_forms) {
  gpuopt_sx_table *t = gpuopt__sx_table_new();
  CHECK(t);
  const gpuopt_sx *n = gpuopt__sx_new_sym(t, "n", NULL, 32, INT32_MIN, INT32_MAX)->expr;
  const gpuopt_sx *m = gpuopt__sx_new_sym(t, "m", NULL, 32, INT32_MIN, INT32_MAX)->expr;
  const gpuopt_sx *one = gpuopt__sx_const(t, 1);
  /* hash-consing: equal expressions are one pointer */
  CHECK(gpuopt__sx_sub(t, gpuopt__sx_add(t, n, one), one) == n);
  CHECK(gpuopt__sx_add(t, n, m) == gpuopt__sx_add(t, m, n));
  CHECK(gpuopt__sx_add(t, n, n) == gpuopt__sx_mulc(t, n, 2));
  CHECK(gpuopt__sx_sub(t, n, n) == t->zero);
  CHECK(gpuopt__sx_add(t, gpuopt__sx_const(t, 2), gpuopt__sx_const(t, 3)) == gpuopt__sx_const(t, 5));
  /* distribution: (n - 1)*m + m == n*m */
  const gpuopt_sx *nm = gpuopt__sx_mul(t, n, m);
  CHECK(gpuopt__sx_add(t, gpuopt__sx_mul(t, gpuopt__sx_addc(t, n, -1), m), m) == nm);
  CHECK(gpuopt__sx_mul(t, m, n) == nm);
  /* exact division */
  CHECK(gpuopt__sx_div(t, gpuopt__sx_addc(t, gpuopt__sx_mulc(t, n, 2), 4), gpuopt__sx_const(t, 2)) ==
        gpuopt__sx_addc(t, n, 2));
  CHECK(gpuopt__sx_div(t, gpuopt__sx_const(t, -7), gpuopt__sx_const(t, 2)) == gpuopt__sx_const(t, -3));
  /* min/max: comparable operands, infinities, distribution of + */
  CHECK(gpuopt__sx_min(t, gpuopt__sx_addc(t, n, -1), n) == gpuopt__sx_addc(t, n, -1));
  CHECK(gpuopt__sx_max(t, gpuopt__sx_addc(t, n, -1), n) == n);
  CHECK(gpuopt__sx_min(t, t->pinf, n) == n);
  CHECK(gpuopt__sx_max(t, t->pinf, n) == t->pinf);
  CHECK(gpuopt__sx_min(t, n, m) == gpuopt__sx_min(t, m, n));
  /* the extreme 64-bit constants are identities: max(n, INT64_MIN) = n, min(n, INT64_MAX) = n, and not
     in nested operands either; the other extreme stays */
  CHECK(gpuopt__sx_max(t, n, gpuopt__sx_const(t, INT64_MIN)) == n);
  CHECK(gpuopt__sx_min(t, gpuopt__sx_const(t, INT64_MAX), n) == n);
  CHECK(gpuopt__sx_max(t, gpuopt__sx_max(t, n, m), gpuopt__sx_const(t, INT64_MIN)) == gpuopt__sx_max(t, n, m));
  CHECK(gpuopt__sx_max(t, n, gpuopt__sx_const(t, INT64_MAX)) == gpuopt__sx_const(t, INT64_MAX));
  CHECK(gpuopt__sx_max(t, gpuopt__sx_const(t, INT64_MIN), gpuopt__sx_const(t, INT64_MIN)) == gpuopt__sx_const(t, INT64_MIN));
  CHECK(gpuopt__sx_addc(t, gpuopt__sx_max(t, t->zero, n), 1) == gpuopt__sx_max(t, one, gpuopt__sx_addc(t, n, 1)));
  CHECK(gpuopt__sx_neg(t, gpuopt__sx_max(t, n, m)) == gpuopt__sx_min(t, gpuopt__sx_neg(t, n), gpuopt__sx_neg(t, m)));
  CHECK(gpuopt__sx_min(t, gpuopt__sx_max(t, t->zero, n), gpuopt__sx_addc(t, n, -1)) == gpuopt__sx_addc(t, n, -1));
  /* undefined and overflowing results are NULL */
  CHECK(gpuopt__sx_add(t, t->pinf, t->ninf) == NULL);
  CHECK(gpuopt__sx_mul(t, n, t->pinf) == NULL);
  CHECK(gpuopt__sx_addc(t, gpuopt__sx_const(t, INT64_MAX), 1) == NULL);
  CHECK(gpuopt__sx_div(t, n, t->zero) == NULL);
  gpuopt__sx_table_free(t);
}

TEST(symexpr_compare) {
  gpuopt_sx_table *t = gpuopt__sx_table_new();
  CHECK(t);
  const gpuopt_sx *n = gpuopt__sx_new_sym(t, "n", NULL, 32, INT32_MIN, INT32_MAX)->expr;
  gpuopt_sx_sym *ms = gpuopt__sx_new_sym(t, "m", NULL, 32, 0, 100);
  const gpuopt_sx *m = ms->expr;
  CHECK(gpuopt__sx_prove_le(t, gpuopt__sx_addc(t, n, -1), n, NULL));
  CHECK(gpuopt__sx_prove_lt(t, gpuopt__sx_addc(t, n, -1), n, NULL));
  CHECK(!gpuopt__sx_prove_lt(t, n, n, NULL));
  CHECK(!gpuopt__sx_prove_le(t, n, m, NULL));
  CHECK(!gpuopt__sx_prove_le(t, m, n, NULL));
  CHECK(gpuopt__sx_prove_le(t, t->zero, m, NULL)); /* m's range */
  CHECK(gpuopt__sx_prove_le(t, n, gpuopt__sx_add(t, n, m), NULL));
  CHECK(gpuopt__sx_prove_eq(t, gpuopt__sx_add(t, n, m), gpuopt__sx_add(t, m, n), NULL));
  /* min/max structure: n - 1 <= max(0, n); min(n, m) <= m */
  CHECK(gpuopt__sx_prove_le(t, gpuopt__sx_addc(t, n, -1), gpuopt__sx_max(t, t->zero, n), NULL));
  CHECK(gpuopt__sx_prove_le(t, gpuopt__sx_min(t, n, m), m, NULL));
  CHECK(!gpuopt__sx_prove_le(t, gpuopt__sx_max(t, n, m), m, NULL));
  CHECK(gpuopt__sx_prove_le(t, t->ninf, n, NULL) && gpuopt__sx_prove_le(t, n, t->pinf, NULL));
  CHECK(!gpuopt__sx_prove_le(t, t->pinf, n, NULL));
  /* assumptions: with n in [5, 10], m - n <= 95 and n >= 1 */
  uint32_t sym = 0;
  int64_t lo = 5, hi = 10;
  gpuopt_sx_env env = {1, &sym, &lo, &hi};
  CHECK(gpuopt__sx_prove_le(t, t->one, n, &env));
  CHECK(!gpuopt__sx_prove_le(t, t->one, n, NULL));
  CHECK(gpuopt__sx_prove_le(t, gpuopt__sx_sub(t, m, n), gpuopt__sx_const(t, 95), &env));
  int64_t a, b;
  gpuopt__sx_const_bounds(t, gpuopt__sx_mul(t, m, gpuopt__sx_addc(t, m, 1)), NULL, &a, &b);
  CHECK_EQ(a, 0);
  CHECK_EQ(b, 10100);
  gpuopt__sx_table_free(t);
}

/* Simplification under assumptions (issue 16, bounds.c): the ends of a 3x3 stencil over rows of
 * length n (an int: its sign unknown without the guard n >= 3 of the inner loop) and what the
 * guard's range lets a min/max drop. */
TEST(symexpr_simplify_under_assumptions) {
  gpuopt_sx_table *t = gpuopt__sx_table_new();
  CHECK(t);
  const gpuopt_sx *n = gpuopt__sx_new_sym(t, "n", NULL, 32, INT32_MIN, INT32_MAX)->expr;
  const gpuopt_sx *v = gpuopt__sx_new_sym(t, "v", NULL, 32, INT32_MIN, INT32_MAX)->expr;
  uint32_t sym = 0;
  int64_t lo = 3, hi = INT32_MAX;
  gpuopt_sx_env env = {1, &sym, &lo, &hi};
  /* max(c, c + 4n - 4): c + 4n - 4 when n >= 1; unchanged without assumptions or with none */
  const gpuopt_sx *c = gpuopt__sx_mulc(t, v, 4);
  const gpuopt_sx *last = gpuopt__sx_add(t, c, gpuopt__sx_addc(t, gpuopt__sx_mulc(t, n, 4), -4));
  const gpuopt_sx *e = gpuopt__sx_max(t, c, last);
  CHECK(e && e->kind == SX_MAX);
  CHECK(gpuopt__sx_simplify(t, e, &env) == last);
  CHECK(gpuopt__sx_simplify(t, e, NULL) == e);
  int64_t nlo = INT32_MIN, nhi = 0; /* n <= 0: the other end */
  gpuopt_sx_env neg = {1, &sym, &nlo, &nhi};
  CHECK(gpuopt__sx_simplify(t, e, &neg) == c);
  /* nested in a product: v*max(0, n - 1) is v*n - v when n >= 1 */
  const gpuopt_sx *p = gpuopt__sx_mul(t, v, gpuopt__sx_max(t, t->zero, gpuopt__sx_addc(t, n, -1)));
  CHECK(p && p->kind == SX_MUL);
  CHECK(gpuopt__sx_simplify(t, p, &env) == gpuopt__sx_sub(t, gpuopt__sx_mul(t, v, n), v));
  /* the union of the nine accesses' lowest offsets (i - 1 + di)*n + (j - 1 + dj), di, dj in 0..2, at
   * i = j = 1: without n's sign 0, n and 2n (and their +1, +2) stay apart; with n >= 3 it is 0 */
  const gpuopt_sx *u = NULL, *w = NULL;
  for (int di = 0; di < 3; di++)
    for (int dj = 0; dj < 3; dj++) {
      const gpuopt_sx *x = gpuopt__sx_addc(t, gpuopt__sx_mulc(t, n, di), dj);
      u = u ? gpuopt__sx_min(t, u, x) : x;
      w = w ? gpuopt__sx_min_under(t, w, x, &env) : x;
    }
  CHECK(u && u->kind == SX_MIN && u->n == 3);
  CHECK(w == t->zero);
  /* ends that nothing orders stay apart (annotate's many_ends: n + a, n + b, ...): more than a
   * min/max keeps is NULL with or without assumptions */
  const gpuopt_sx *q = NULL, *r = NULL;
  for (int k = 0; k < 9; k++) {
    char nm[4] = {'a', (char)('0' + k), 0, 0};
    const gpuopt_sx *x = gpuopt__sx_add(t, n, gpuopt__sx_new_sym(t, nm, NULL, 32, INT32_MIN, INT32_MAX)->expr);
    q = k ? gpuopt__sx_max(t, q, x) : x;
    r = k ? gpuopt__sx_max_under(t, r, x, &env) : x;
    if (k < 8) CHECK(q && r);
  }
  CHECK(!q && !r);
  gpuopt__sx_table_free(t);
}

static const gpuopt_sx *map_n(void *user, const gpuopt_sx_sym *s) {
  return !strcmp(s->name, "n") ? (const gpuopt_sx *)user : NULL;
}

TEST(symexpr_print_eval_subst) {
  gpuopt_sx_table *t = gpuopt__sx_table_new();
  CHECK(t);
  const gpuopt_sx *n = gpuopt__sx_new_sym(t, "n", NULL, 32, INT32_MIN, INT32_MAX)->expr;
  const gpuopt_sx *m = gpuopt__sx_new_sym(t, "m", NULL, 32, INT32_MIN, INT32_MAX)->expr;
  const gpuopt_sx *x = gpuopt__sx_new_sym(t, "x", NULL, 32, INT32_MIN, INT32_MAX)->expr;
  const gpuopt_sx *two = gpuopt__sx_const(t, 2);
  CHECK(text_is(t, gpuopt__sx_addc(t, n, -1), "n - 1"));
  CHECK(text_is(t, gpuopt__sx_sub(t, n, m), "n - m"));
  CHECK(text_is(t, gpuopt__sx_sub(t, m, n), "m - n"));
  CHECK(text_is(t, gpuopt__sx_addc(t, gpuopt__sx_mul(t, n, m), -1), "n*m - 1"));
  CHECK(text_is(t, gpuopt__sx_mulc(t, gpuopt__sx_div(t, x, two), 3), "3*(x/2)"));
  CHECK(text_is(t, gpuopt__sx_div(t, gpuopt__sx_addc(t, x, 1), two), "(x + 1)/2"));
  CHECK(text_is(t, gpuopt__sx_div(t, x, gpuopt__sx_mul(t, n, m)), "x/(n*m)"));
  CHECK(text_is(t, gpuopt__sx_max(t, gpuopt__sx_const(t, 3), gpuopt__sx_addc(t, n, -1)), "max(n - 1, 3)"));
  CHECK(text_is(t, gpuopt__sx_min(t, gpuopt__sx_min(t, n, m), x), "min(min(n, m), x)"));
  CHECK(text_is(t, gpuopt__sx_const(t, -4), "-4"));
  CHECK(text_is(t, gpuopt__sx_mul(t, n, gpuopt__sx_const(t, -4)), "-4*n"));
  CHECK(text_is(t, t->pinf, "+inf"));
  char *f = gpuopt__sx_fact_to_c(t, gpuopt__sx_addc(t, n, -1), NULL, NULL);
  CHECK(f && !strcmp(f, "n >= 1"));
  free(f);
  f = gpuopt__sx_fact_to_c(t, gpuopt__sx_sub(t, gpuopt__sx_const(t, 3), n), NULL, NULL);
  CHECK(f && !strcmp(f, "n <= 3"));
  free(f);
  int64_t vals[3] = {7, -3, 9}, v;
  CHECK(gpuopt__sx_eval(t, gpuopt__sx_div(t, gpuopt__sx_add(t, n, m), two), eval_vals, vals, &v) == 0);
  CHECK_EQ(v, 2);
  CHECK(gpuopt__sx_eval(t, gpuopt__sx_min(t, n, m), eval_vals, vals, &v) == 0);
  CHECK_EQ(v, -3);
  CHECK(gpuopt__sx_eval(t, gpuopt__sx_div(t, x, gpuopt__sx_sub(t, n, n)), eval_vals, vals, &v) != 0 ||
        gpuopt__sx_div(t, x, gpuopt__sx_sub(t, n, n)) == NULL);
  CHECK(gpuopt__sx_eval(t, t->pinf, eval_vals, vals, &v) == 1);
  /* n -> m + 1 in n*2 - m == m + 2 */
  const gpuopt_sx *e = gpuopt__sx_sub(t, gpuopt__sx_mulc(t, n, 2), m);
  CHECK(gpuopt__sx_subst(t, e, map_n, (void *)gpuopt__sx_addc(t, m, 1)) == gpuopt__sx_addc(t, m, 2));
  gpuopt__sx_table_free(t);
}

/* Random expressions: the canonical form must evaluate like the operations it was built from. */
static uint64_t rng_state = 88172645463325252ull;
static uint64_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

typedef struct rexp {
  const gpuopt_sx *e;
  int64_t v[8]; /* values under 8 valuations */
  int ok;
} rexp;

TEST(symexpr_random_simplification_preserves_values) {
  gpuopt_sx_table *t = gpuopt__sx_table_new();
  CHECK(t);
  enum { NSYM = 4, NVAL = 8, NEXP = 400 };
  int64_t vals[NVAL][NSYM];
  for (int k = 0; k < NVAL; k++)
    for (int s = 0; s < NSYM; s++) vals[k][s] = (int64_t)(rnd() % 41) - 20;
  rexp *pool = calloc(NEXP, sizeof *pool);
  CHECK(pool);
  int np = 0;
  for (int s = 0; s < NSYM; s++) {
    char nm[4] = {(char)('a' + s), 0};
    pool[np].e = gpuopt__sx_new_sym(t, nm, NULL, 32, -20, 20)->expr;
    for (int k = 0; k < NVAL; k++) pool[np].v[k] = vals[k][s];
    pool[np++].ok = 1;
  }
  int checked = 0, proved = 0, bad = 0;
  while (np < NEXP && !bad) {
    rexp *a = &pool[rnd() % np], *b = &pool[rnd() % np];
    rexp *r = &pool[np];
    int op = (int)(rnd() % 7);
    int64_t c = (int64_t)(rnd() % 7) - 3, d = (int64_t)(rnd() % 5);
    switch (op) {
    case 0: r->e = gpuopt__sx_add(t, a->e, b->e); break;
    case 1: r->e = gpuopt__sx_sub(t, a->e, b->e); break;
    case 2: r->e = gpuopt__sx_mul(t, a->e, b->e); break;
    case 3: r->e = gpuopt__sx_div(t, a->e, gpuopt__sx_const(t, c ? c : 2)); break;
    case 4: r->e = gpuopt__sx_min(t, a->e, b->e); break;
    case 5: r->e = gpuopt__sx_max(t, a->e, b->e); break;
    default: r->e = gpuopt__sx_addc(t, gpuopt__sx_mulc(t, a->e, c), d); break;
    }
    if (!r->e || r->e->size > 200) continue;
    r->ok = 1;
    for (int k = 0; k < NVAL && r->ok; k++) {
      int64_t x = a->v[k], y = b->v[k], want = 0;
      switch (op) {
      case 0: want = x + y; break;
      case 1: want = x - y; break;
      case 2: want = x * y; break;
      case 3: want = x / (c ? c : 2); break;
      case 4: want = x < y ? x : y; break;
      case 5: want = x > y ? x : y; break;
      default: want = x * c + d; break;
      }
      if (want > (int64_t)1 << 40 || want < -((int64_t)1 << 40)) { r->ok = 0; break; }
      int64_t got;
      int st = gpuopt__sx_eval(t, r->e, eval_vals, vals[k], &got);
      CHECK(st == 0);
      if (got != want) {
        char *s = gpuopt__sx_to_c(t, r->e, NULL, NULL);
        fprintf(stderr, "    op %d: %s = %lld, want %lld\n", op, s ? s : "?", (long long)got, (long long)want);
        free(s);
        bad = 1;
        break;
      }
      r->v[k] = want;
      checked++;
    }
    if (!r->ok || bad) continue;
    /* a proved a <= b must hold under every valuation */
    if (gpuopt__sx_prove_le(t, a->e, r->e, NULL)) {
      proved++;
      for (int k = 0; k < NVAL; k++) bad |= a->v[k] > r->v[k];
    }
    np++;
  }
  free(pool);
  gpuopt__sx_table_free(t);
  CHECK(!bad);
  CHECK(checked > 1000);
  CHECK(proved > 10);
}

/* ---- the API ---- */

static const char *saxpy_ir =
    "define void @saxpy(i32 %n, float %a, ptr %x, ptr %y) {\n"
    "entry:\n"
    "  br label %for.cond\n"
    "for.cond:\n"
    "  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]\n"
    "  %cmp = icmp slt i32 %i, %n\n"
    "  br i1 %cmp, label %for.body, label %for.end\n"
    "for.body:\n"
    "  %idx = sext i32 %i to i64\n"
    "  %px = getelementptr inbounds float, ptr %x, i64 %idx\n"
    "  %vx = load float, ptr %px\n"
    "  %m = fmul float %a, %vx\n"
    "  store float %m, ptr %px\n"
    "  %inc = add nsw i32 %i, 1\n"
    "  %wrap = add i32 %i, 2147483647\n"
    "  br label %for.cond\n"
    "for.end:\n"
    "  %i.lcssa = phi i32 [ %i, %for.cond ]\n"
    "  ret void\n"
    "}\n"
    "declare void @decl(i32)\n";

static LLVMValueRef named(LLVMValueRef fn, const char *name) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      size_t len = 0;
      const char *n = LLVMGetValueName2(i, &len);
      if (len == strlen(name) && !memcmp(n, name, len)) return i;
    }
  return NULL;
}

static int range_is(const gpuopt_range *r, const char *lo, const char *hi) {
  char *a = gpuopt_expr_to_c(r->lo), *b = gpuopt_expr_to_c(r->hi);
  int ok = a && b && !strcmp(a, lo) && !strcmp(b, hi);
  if (!ok) fprintf(stderr, "    got [%s, %s], want [%s, %s]\n", a ? a : "?", b ? b : "?", lo, hi);
  gpuopt_free(a);
  gpuopt_free(b);
  return ok;
}

static int n_is_5(void *user, const gpuopt_expr *s, int64_t *out) {
  (void)user;
  if (strcmp(gpuopt_expr_symbol_name(s), "n")) return 1;
  *out = 5;
  return 0;
}

TEST(ranges_api_example_3_1) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, saxpy_ir);
  CHECK(m);
  LLVMValueRef fn = LLVMGetNamedFunction(m, "saxpy");
  gpuopt_ranges *r = NULL;
  CHECK(!gpuopt_ranges_analyze(ctx, fn, NULL, &r));
  gpuopt_range x;
  LLVMValueRef i = named(fn, "i");
  LLVMBasicBlockRef body = LLVMGetInstructionParent(named(fn, "idx")), end = LLVMGetInstructionParent(named(fn, "i.lcssa"));
  CHECK(!gpuopt_ranges_value(r, i, &x));
  CHECK(x.reached && x.bits == 32);
  CHECK(range_is(&x, "0", "max(0, n)"));
  CHECK(!gpuopt_ranges_value_at(r, i, body, &x));
  CHECK(range_is(&x, "0", "n - 1"));
  CHECK(x.fact);
  char *f = gpuopt_range_fact_to_c(r, x.fact);
  CHECK(f && !strcmp(f, "n >= 1"));
  gpuopt_free(f);
  CHECK_EQ(x.lo_const, 0);
  CHECK_EQ(x.hi_const, 2147483646);
  int64_t v;
  CHECK(gpuopt_expr_eval(x.hi, n_is_5, NULL, &v) == 0);
  CHECK_EQ(v, 4);
  CHECK(!gpuopt_ranges_value_at(r, i, end, &x));
  CHECK(range_is(&x, "max(0, n)", "max(0, n)"));
  CHECK(!gpuopt_ranges_value(r, named(fn, "i.lcssa"), &x));
  CHECK(range_is(&x, "max(0, n)", "max(0, n)"));
  /* the operand of %idx (a use in the body) and of the lcssa phi (along the exit edge) */
  CHECK(!gpuopt_ranges_operand(r, named(fn, "idx"), 0, &x));
  CHECK(range_is(&x, "0", "n - 1"));
  /* no-wrap facts: %inc has nsw; %wrap may wrap (full range) */
  int nsw = -1, nuw = -1;
  CHECK(!gpuopt_ranges_no_wrap(r, named(fn, "inc"), &nsw, &nuw));
  CHECK(nsw == 1 && nuw == 1);
  CHECK(!gpuopt_ranges_no_wrap(r, named(fn, "wrap"), &nsw, &nuw));
  CHECK(nsw == 0);
  CHECK(!gpuopt_ranges_value(r, named(fn, "wrap"), &x));
  CHECK(gpuopt_expr_get_kind(x.lo) == GPUOPT_EXPR_NEG_INF && gpuopt_expr_get_kind(x.hi) == GPUOPT_EXPR_POS_INF);
  CHECK_EQ(x.lo_const, INT32_MIN);
  CHECK_EQ(x.hi_const, INT32_MAX);
  /* structure of n - 1: ADD{(1, n)} - 1 */
  CHECK(!gpuopt_ranges_value_at(r, i, body, &x));
  CHECK(gpuopt_expr_get_kind(x.hi) == GPUOPT_EXPR_ADD && gpuopt_expr_constant(x.hi) == -1);
  CHECK(gpuopt_expr_num_operands(x.hi) == 1 && gpuopt_expr_coefficient(x.hi, 0) == 1);
  const gpuopt_expr *sym = gpuopt_expr_operand(x.hi, 0);
  CHECK(gpuopt_expr_get_kind(sym) == GPUOPT_EXPR_SYMBOL && gpuopt_expr_symbol_value(sym) == LLVMGetParam(fn, 0));
  CHECK(gpuopt_expr_symbol_sreg(sym) == GPUOPT_SREG_NONE);
  /* not of this function / not integer */
  CHECK(gpuopt_ranges_value(r, LLVMGetParam(fn, 2), &x) != 0);
  CHECK(gpuopt_ranges_value(r, NULL, &x) != 0);
  gpuopt_ranges_summary s;
  gpuopt_ranges_summary_get(r, &s);
  CHECK(s.values >= 6 && s.finite >= 5 && s.views >= 2);
  CHECK(gpuopt_ranges_num_views(r) >= s.values);
  gpuopt_ranges_free(r);
  /* errors */
  CHECK(gpuopt_ranges_analyze(ctx, LLVMGetNamedFunction(m, "decl"), NULL, &r) == GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "declaration");
  CHECK(gpuopt_ranges_analyze(ctx, fn, NULL, NULL) == GPUOPT_EINVAL);
  gpuopt_ranges_options o = GPUOPT_RANGES_OPTIONS_INIT;
  o.version = 99;
  CHECK(gpuopt_ranges_analyze(ctx, fn, &o, &r) == GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "version");
  gpuopt_ranges_free(NULL);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}

TEST(ranges_api_launch_registers) {
  static const char *ir =
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define void @k(ptr %a) {\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
      "  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
      "  %bd = mul nuw i32 %b, %d\n"
      "  %g = add i32 %bd, %t\n"
      "  %w = zext i32 %g to i64\n"
      "  ret void\n"
      "}\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
      "!nvvm.annotations = !{!0}\n"
      "!0 = !{ptr @k, !\"kernel\", i32 1}\n";
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, ir);
  CHECK(m);
  LLVMValueRef fn = LLVMGetNamedFunction(m, "k");
  gpuopt_ranges *r = NULL;
  CHECK(!gpuopt_ranges_analyze(ctx, fn, NULL, &r));
  gpuopt_range x;
  CHECK(!gpuopt_ranges_value(r, named(fn, "t"), &x));
  CHECK(range_is(&x, "0", "blockDim.x - 1"));
  CHECK_EQ(x.hi_const, 1023);
  CHECK(x.value && gpuopt_expr_symbol_sreg(x.value) == GPUOPT_SREG_TID_X);
  CHECK(!gpuopt_ranges_value(r, named(fn, "d"), &x));
  CHECK(range_is(&x, "blockDim.x", "blockDim.x"));
  CHECK_EQ(x.lo_const, 1);
  /* unbounded grid: blockIdx.x*blockDim.x + threadIdx.x may wrap in 32 bits */
  int nsw, nuw;
  CHECK(!gpuopt_ranges_no_wrap(r, named(fn, "g"), &nsw, &nuw));
  CHECK(nsw == 0);
  gpuopt_ranges_free(r);
  /* a known grid of at most 1000 blocks of at most 256 threads: it fits */
  gpuopt_ranges_options o = GPUOPT_RANGES_OPTIONS_INIT;
  o.max_ntid[0] = 256;
  o.max_nctaid[0] = 1000;
  CHECK(!gpuopt_ranges_analyze(ctx, fn, &o, &r));
  CHECK(!gpuopt_ranges_no_wrap(r, named(fn, "g"), &nsw, &nuw));
  CHECK(nsw == 1 && nuw == 1);
  CHECK(!gpuopt_ranges_value(r, named(fn, "w"), &x));
  CHECK(range_is(&x, "0", "blockDim.x*gridDim.x - 1"));
  CHECK_EQ(x.hi_const, 255999);
  gpuopt_ranges_free(r);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}
