/* Rendering an annotation plan as C text (DawnCC §4 "From symbolic bounds to annotations", §5.2).
 *
 * Each group of loops (one loop, or several consecutive parallel loops that share a data
 * environment) becomes, inserted before its first loop's line:
 *   - the bound temporaries: every compound subexpression used twice or more by the group's bounds
 *     (common subexpressions, Fig. 7(b)) becomes `long long gpuopt_tK = ...;`;
 *   - the restrictification test of §3.2 for each pair of arrays whose non-overlap a loop assumes,
 *     `char x_y_alias_free = (x + lx >= y + uy + 1) || (y + ly >= x + ux + 1);` on element pointers
 *     (the byte test of §3.2 when both have one element size, on char pointers otherwise), true when
 *     the loop does not run;
 *   - the data directive with one section per array, [lo : len] with len = hi - lo + 1, or 0 when the
 *     loop's guard says it does not run (nothing is copied for a zero-trip loop); to for arrays only
 *     read, from for arrays only written whose every element in the section is provably written, else
 *     tofrom; for a group the section is the hull of its loops' sections and the environment is a
 *     braced block from before the first loop to after the last one;
 *   - the compute directive right before each loop, with reduction(...), private(...) and if(test).
 * Expressions are printed from the symbolic expressions (which already fold constants, turn shifts
 * into products and compare chains into min/max) with the source's names; min and max become calls
 * to two static inline helpers inserted at the top of the file. Nothing is changed, only inserted. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/annotate.h"
#include "analysis/srcedit.h"
#include "core/ir.h"

void gpuopt__ann_loop_clear(ann_loop *l) {
  for (uint32_t k = 0; k < l->narrays; k++) free(l->arrays[k].name);
  free(l->arrays);
  free(l->pairs);
  free(l->why);
  free(l->reduction);
  free(l->priv);
  memset(l, 0, sizeof *l);
}

/* ---- a growing string ---- */
typedef struct str {
  char *p;
  size_t len, cap;
  int oom;
} str;

static void sput(str *s, const char *t, size_t n) {
  if (s->oom) return;
  if (s->len + n + 1 > s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 128;
    while (cap < s->len + n + 1) cap *= 2;
    char *q = realloc(s->p, cap);
    if (!q) {
      s->oom = 1;
      return;
    }
    s->p = q;
    s->cap = cap;
  }
  memcpy(s->p + s->len, t, n);
  s->len += n;
  s->p[s->len] = 0;
}
static void sputs(str *s, const char *t) { sput(s, t, strlen(t)); }
static void sprintf_(str *s, const char *fmt, ...) GPUOPT_PRINTF(2, 3);
static void sprintf_(str *s, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n < sizeof buf) {
    sput(s, buf, (size_t)n);
    return;
  }
  char *big = malloc((size_t)n + 1);
  if (!big) {
    s->oom = 1;
    return;
  }
  va_start(ap, fmt);
  vsnprintf(big, (size_t)n + 1, fmt, ap);
  va_end(ap);
  sput(s, big, (size_t)n);
  free(big);
}

/* ---- printing symbolic expressions as C, with temporaries ---- */
typedef struct printer {
  ann_plan *plan;
  gpuopt_ptrmap temps;  /* expr -> temp number + 1 */
  int failed;           /* a symbol without a name, or an infinity */
  int used_minmax;
  uint32_t ntemps_total;
} printer;

static int compound(const gpuopt_sx *e) {
  if (!e) return 0;
  switch (e->kind) {
  case SX_MUL: case SX_DIV: case SX_MIN: case SX_MAX: return 1;
  case SX_ADD: return e->n >= 2 || (e->c != 0 && e->op[0]->kind != SX_SYM) || (e->coef[0] != 1 && e->c != 0);
  default: return 0;
  }
}

static void print_expr(printer *pr, str *s, const gpuopt_sx *e, int top);

static int needs_parens(const gpuopt_sx *e) { return e->kind == SX_ADD; }

static void print_factor(printer *pr, str *s, const gpuopt_sx *e) {
  uintptr_t t;
  if (gpuopt__ptrmap_get(&pr->temps, e, &t)) {
    sprintf_(s, "gpuopt_t%u", (unsigned)(t - 1));
    return;
  }
  if (needs_parens(e) || e->kind == SX_DIV) {
    sputs(s, "(");
    print_expr(pr, s, e, 0);
    sputs(s, ")");
  } else {
    print_expr(pr, s, e, 0);
  }
}

static void print_sym(printer *pr, str *s, const gpuopt_sx *e) {
  const gpuopt_sx_sym *sym = gpuopt__sx_symbol(pr->plan->sx, e);
  const char *nm = sym && pr->plan->name ? pr->plan->name(pr->plan->user, sym) : NULL;
  if (!nm) {
    pr->failed = 1;
    sputs(s, "?");
    return;
  }
  sputs(s, nm);
}

static void print_expr(printer *pr, str *s, const gpuopt_sx *e, int top) {
  uintptr_t t;
  if (!e) {
    pr->failed = 1;
    return;
  }
  if (!top && gpuopt__ptrmap_get(&pr->temps, e, &t)) {
    sprintf_(s, "gpuopt_t%u", (unsigned)(t - 1));
    return;
  }
  switch (e->kind) {
  case SX_CONST:
    sprintf_(s, "%" PRId64, e->c);
    break;
  case SX_SYM:
    print_sym(pr, s, e);
    break;
  case SX_ADD:
    for (uint32_t k = 0; k < e->n; k++) {
      int64_t c = e->coef[k];
      if (k == 0) {
        if (c == -1) sputs(s, "-");
        else if (c != 1) sprintf_(s, "%" PRId64 " * ", c);
      } else {
        sputs(s, c < 0 ? " - " : " + ");
        int64_t a = c < 0 ? -c : c;
        if (a != 1) sprintf_(s, "%" PRId64 " * ", a);
      }
      print_factor(pr, s, e->op[k]);
    }
    if (e->c > 0) sprintf_(s, " + %" PRId64, e->c);
    else if (e->c < 0) sprintf_(s, " - %" PRId64, -e->c);
    break;
  case SX_MUL:
    for (uint32_t k = 0; k < e->n; k++) {
      if (k) sputs(s, " * ");
      const gpuopt_sx_sym *sym = gpuopt__sx_symbol(pr->plan->sx, e->op[k]);
      if (k == 0 && sym && sym->bits && sym->bits < 64) sputs(s, "(long long)"); /* products in 64 bits */
      print_factor(pr, s, e->op[k]);
    }
    break;
  case SX_DIV:
    print_factor(pr, s, e->op[0]);
    sputs(s, " / ");
    print_factor(pr, s, e->op[1]);
    break;
  case SX_MIN:
  case SX_MAX:
    pr->used_minmax = 1;
    for (uint32_t k = 0; k + 1 < e->n; k++) sputs(s, e->kind == SX_MIN ? "gpuopt_min(" : "gpuopt_max(");
    for (uint32_t k = 0; k < e->n; k++) {
      if (k) sputs(s, ", ");
      print_expr(pr, s, e->op[k], 0);
      if (k) sputs(s, ")");
    }
    break;
  default:
    pr->failed = 1;
    break;
  }
}

/* Count uses of compound subexpressions over the roots (a DAG walk: a node's children are counted
 * once, at its first use). */
static int count_uses(gpuopt_ptrmap *cnt, const gpuopt_sx *e) {
  if (!e) return 1;
  uintptr_t c = gpuopt__ptrmap_get_or(cnt, e, 0);
  if (!gpuopt__ptrmap_put(cnt, e, c + 1)) return 0;
  if (c) return 1;
  for (uint32_t k = 0; k < e->n; k++)
    if (!count_uses(cnt, e->op[k])) return 0;
  return 1;
}

/* ---- groups ---- */
typedef struct garray {  /* an array of a group: the hull of its loops' sections */
  LLVMValueRef base;
  const char *name;
  unsigned elem;
  const gpuopt_sx *lo, *hi, *guard; /* guard: NULL (always) or g >= 0; shared by all loops or NULL */
  int read, written, covered, same, guarded_differently;
  const gpuopt_sx *len;             /* hi - lo + 1 */
  int units_differ;                 /* ann_array's: the checks count bytes through char * */
} garray;

static const gpuopt_sx *sx_len(gpuopt_sx_table *t, const gpuopt_sx *lo, const gpuopt_sx *hi) {
  return gpuopt__sx_addc(t, gpuopt__sx_sub(t, hi, lo), 1);
}

static int is_zero_or_more(gpuopt_sx_table *t, const gpuopt_sx *g) {
  return !g || gpuopt__sx_prove_le(t, t->zero, g, NULL);
}

static const char *fact_name(void *user, const gpuopt_sx_sym *sym) {
  printer *pr = user;
  const char *nm = pr->plan->name ? pr->plan->name(pr->plan->user, sym) : NULL;
  if (!nm) pr->failed = 1;
  return nm ? nm : "?";
}

/* The condition "g >= 0" as simplified C ("n >= 1"). */
static void print_fact(printer *pr, str *s, const gpuopt_sx *g) {
  char *c = gpuopt__sx_fact_to_c(pr->plan->sx, g, fact_name, pr);
  if (!c) {
    pr->failed = 1;
    return;
  }
  sputs(s, c);
  free(c);
}

/* Print "len" guarded: "(g >= 0 ? len : 0)" unless g is provably >= 0. */
static void print_guarded(printer *pr, str *s, const gpuopt_sx *g, const gpuopt_sx *e, const gpuopt_sx *dflt) {
  if (is_zero_or_more(pr->plan->sx, g)) {
    print_expr(pr, s, e, 0);
    return;
  }
  sputs(s, "(");
  print_fact(pr, s, g);
  sputs(s, " ? ");
  print_expr(pr, s, e, 0);
  sputs(s, " : ");
  print_expr(pr, s, dflt, 0);
  sputs(s, ")");
}

/* "cast name + elem * (e)", or "cast name" when e is 0. */
static void print_ptr(printer *pr, str *s, const char *cast, const char *name, unsigned elem, const gpuopt_sx *e) {
  sprintf_(s, "%s%s", cast, name);
  int64_t c;
  if (gpuopt__sx_is_const(e, &c) && c == 0) return;
  sputs(s, " + ");
  int paren = elem != 1 || (e->kind == SX_ADD && e->coef[0] < 0);
  if (elem != 1) sprintf_(s, "%u * ", elem);
  if (paren) sputs(s, "(");
  print_expr(pr, s, e, 0);
  if (paren) sputs(s, ")");
}

typedef struct emit {
  gpuopt_ctx *ctx;
  ann_plan *plan;
  gpuopt_annotate_dialect d;
  gpuopt_srcedit *edp;
  printer pr;
  gpuopt_annotate_stats st;
  uint32_t ncheck_names;
} emit;

static const char *dir_word(gpuopt_annotate_dialect d, int read, int written, int covered) {
  if (!written) return d == GPUOPT_ANNOTATE_ACC ? "pcopyin" : "to";
  if (!read && covered) return d == GPUOPT_ANNOTATE_ACC ? "pcopyout" : "from";
  return d == GPUOPT_ANNOTATE_ACC ? "pcopy" : "tofrom";
}

/* Insert one loop's compute directive (and, for a group of one, everything else). */
static int emit_group(emit *em, uint32_t first, uint32_t last) {
  ann_plan *p = em->plan;
  gpuopt_sx_table *t = p->sx;
  ann_loop *L0 = &p->loops[first], *Ln = &p->loops[last];
  int single = first == last;
  /* the arrays of the group */
  VEC(garray) arr = {0};
  for (uint32_t i = first; i <= last; i++) {
    ann_loop *l = &p->loops[i];
    for (uint32_t k = 0; k < l->narrays; k++) {
      ann_array *a = &l->arrays[k];
      size_t j = 0;
      while (j < arr.len && arr.data[j].base != a->base) j++;
      if (j == arr.len) {
        garray g = {a->base, a->name, a->elem, a->lo, a->hi, a->guard, a->read, a->written, a->covered, 1, 0, NULL,
                    a->units_differ};
        if (!VEC_PUSH(&arr, g)) goto oom;
        continue;
      }
      garray *g = &arr.data[j];
      if (g->lo != a->lo || g->hi != a->hi) g->same = 0;
      if (g->guard != a->guard && !(is_zero_or_more(t, g->guard) && is_zero_or_more(t, a->guard))) {
        g->guarded_differently = 1;
        /* touched when either loop touches it: max(g1, g2) >= 0 */
        g->guard = !g->guard || !a->guard ? NULL : gpuopt__sx_max(t, g->guard, a->guard);
      }
      g->lo = gpuopt__sx_min(t, g->lo, a->lo);
      g->hi = gpuopt__sx_max(t, g->hi, a->hi);
      /* from only when every loop writes all of one same section and none reads */
      g->covered = g->covered && a->covered;
      g->read |= a->read;
      g->written |= a->written;
    }
  }
  for (size_t j = 0; j < arr.len; j++) {
    garray *g = &arr.data[j];
    if (!g->same) g->covered = 0;
    if (g->guarded_differently && !g->same) { /* the hull of the loops that run is not one expression: split */
      VEC_FREE(&arr);
      return 0;
    }
    g->len = sx_len(t, g->lo, g->hi);
  }
  /* checks */
  VEC(const gpuopt_sx *) roots = {0};
  str check = {0};
  char checkname[96] = "";
  unsigned npairs = 0;
  for (uint32_t i = first; i <= last; i++) {
    ann_loop *l = &p->loops[i];
    for (uint32_t k = 0; k < l->npairs; k++) {
      ann_array *a = &l->arrays[l->pairs[k].a], *b = &l->arrays[l->pairs[k].b];
      garray *ga = NULL, *gb = NULL;
      for (size_t j = 0; j < arr.len; j++) {
        if (arr.data[j].base == a->base) ga = &arr.data[j];
        if (arr.data[j].base == b->base) gb = &arr.data[j];
      }
      if (!ga || !gb) continue;
      if (!npairs) snprintf(checkname, sizeof checkname, "%s_%s_alias_free", ga->name, gb->name);
      npairs++;
      if (!VEC_PUSH(&roots, ga->lo) || !VEC_PUSH(&roots, gpuopt__sx_addc(t, ga->hi, 1)) || !VEC_PUSH(&roots, gb->lo) ||
          !VEC_PUSH(&roots, gpuopt__sx_addc(t, gb->hi, 1)))
        goto oom;
    }
  }
  for (size_t j = 0; j < arr.len; j++) {
    if (!VEC_PUSH(&roots, arr.data[j].lo) || !VEC_PUSH(&roots, arr.data[j].len)) goto oom;
  }
  /* common subexpressions into temporaries (Fig. 7(b)); for --omp-cpu only the checks need them */
  gpuopt_ptrmap cnt;
  gpuopt__ptrmap_init(&cnt);
  gpuopt__ptrmap_free(&em->pr.temps);
  gpuopt__ptrmap_init(&em->pr.temps);
  for (size_t j = 0; j < roots.len; j++)
    if (!count_uses(&cnt, roots.data[j])) {
      gpuopt__ptrmap_free(&cnt);
      goto oom;
    }
  VEC(const gpuopt_sx *) temps = {0};
  for (size_t k = 0; k < cnt.cap; k++) {
    const gpuopt_sx *e = cnt.keys[k];
    if (e && cnt.vals[k] >= 2 && compound(e) && e->size >= 3 && !VEC_PUSH(&temps, e)) {
      gpuopt__ptrmap_free(&cnt);
      goto oom;
    }
  }
  gpuopt__ptrmap_free(&cnt);
  /* in creation order: operands before the expressions using them */
  for (size_t i = 1; i < temps.len; i++) {
    const gpuopt_sx *v = temps.data[i];
    size_t j = i;
    while (j > 0 && temps.data[j - 1]->id > v->id) {
      temps.data[j] = temps.data[j - 1];
      j--;
    }
    temps.data[j] = v;
  }
  str pre = {0};
  em->pr.failed = 0;
  for (size_t k = 0; k < temps.len; k++) {
    uint32_t no = em->pr.ntemps_total++;
    sprintf_(&pre, "long long gpuopt_t%u = ", no);
    print_expr(&em->pr, &pre, temps.data[k], 1);
    sputs(&pre, ";\n");
    if (!gpuopt__ptrmap_put(&em->pr.temps, temps.data[k], no + 1)) pre.oom = 1;
  }
  VEC_FREE(&temps);
  /* the check: pairs of all loops of the group, on the hulls; true when the loop does not run */
  if (npairs) {
    if (em->ncheck_names++) {
      size_t l = strlen(checkname);
      snprintf(checkname + (l > 80 ? 80 : l), sizeof checkname - (l > 80 ? 80 : l), "%u", em->ncheck_names);
    }
    sprintf_(&check, "char %s = ", checkname);
    unsigned done = 0;
    const gpuopt_sx *g0 = single ? L0->guard : NULL;
    if (g0 && !is_zero_or_more(t, g0)) {
      sputs(&check, "!(");
      print_fact(&em->pr, &check, g0);
      sputs(&check, ") || ");
    }
    for (uint32_t i = first; i <= last; i++) {
      ann_loop *l = &p->loops[i];
      for (uint32_t k = 0; k < l->npairs; k++) {
        garray *ga = NULL, *gb = NULL;
        for (size_t j = 0; j < arr.len; j++) {
          if (arr.data[j].base == l->arrays[l->pairs[k].a].base) ga = &arr.data[j];
          if (arr.data[j].base == l->arrays[l->pairs[k].b].base) gb = &arr.data[j];
        }
        if (!ga || !gb) continue;
        if (done++) sputs(&check, " &&\n    ");
        int bytes = ga->elem != gb->elem || ga->units_differ || gb->units_differ;
        const char *cast = bytes ? "(const char *)" : "";
        unsigned ea = bytes ? ga->elem : 1, eb = bytes ? gb->elem : 1;
        /* (a + lo_a >= b + hi_b + 1 || b + lo_b >= a + hi_a + 1) */
        sputs(&check, "(");
        print_ptr(&em->pr, &check, cast, ga->name, ea, ga->lo);
        sputs(&check, " >= ");
        print_ptr(&em->pr, &check, cast, gb->name, eb, gpuopt__sx_addc(t, gb->hi, 1));
        sputs(&check, " || ");
        print_ptr(&em->pr, &check, cast, gb->name, eb, gb->lo);
        sputs(&check, " >= ");
        print_ptr(&em->pr, &check, cast, ga->name, ea, gpuopt__sx_addc(t, ga->hi, 1));
        sputs(&check, ")");
      }
    }
    sputs(&check, ";\n");
    sput(&pre, check.p ? check.p : "", check.len);
  }
  /* the data clause */
  str data = {0};
  uint32_t *lentemp = calloc(arr.len + 1, sizeof *lentemp);
  if (!lentemp) {
    free(pre.p);
    free(check.p);
    goto oom;
  }
  if (em->d != GPUOPT_ANNOTATE_OMP_CPU && arr.len) {
    sputs(&data, em->d == GPUOPT_ANNOTATE_ACC ? "#pragma acc data" : "#pragma omp target data");
    for (size_t j = 0; j < arr.len; j++) {
      garray *g = &arr.data[j];
      const char *w = dir_word(em->d, g->read, g->written, g->covered);
      if (em->d == GPUOPT_ANNOTATE_ACC) sprintf_(&data, " %s(%s[", w, g->name);
      else sprintf_(&data, " map(%s: %s[", w, g->name);
      print_expr(&em->pr, &data, g->lo, 0); /* any start will do for a zero length */
      sputs(&data, ":");
      if (is_zero_or_more(t, g->guard)) {
        print_expr(&em->pr, &data, g->len, 0);
      } else {
        /* a guarded length goes into a temporary: clang 19 crashes on a conditional expression in
         * a map section of an offloaded target data directive (SimplifyCFG, removeIncomingValue) */
        size_t q = 0;
        while (q < j && !(arr.data[q].guard == g->guard && arr.data[q].len == g->len && !is_zero_or_more(t, arr.data[q].guard))) q++;
        uint32_t no;
        if (q < j) {
          no = lentemp[q];
        } else {
          no = em->pr.ntemps_total++;
          sprintf_(&pre, "long long gpuopt_t%u = ", no);
          print_guarded(&em->pr, &pre, g->guard, g->len, t->zero);
          sputs(&pre, ";\n");
        }
        lentemp[j] = no;
        sprintf_(&data, "gpuopt_t%u", no);
      }
      sputs(&data, "])");
      em->st.copies++;
    }
    if (npairs) sprintf_(&data, " if(%s)", checkname);
  }
  free(lentemp);
  if (em->pr.failed || pre.oom || data.oom || check.oom) {
    int oom = pre.oom || data.oom || check.oom;
    free(pre.p);
    free(data.p);
    free(check.p);
    VEC_FREE(&roots);
    VEC_FREE(&arr);
    if (oom) goto oom_nofree;
    return 0; /* a bound with no C text here: the caller drops the group */
  }
  /* insert: before the first loop (inside { } when it is an unbraced body) */
  gpuopt_srcedit *ed = em->edp;
  uint32_t l0 = L0->start.line;
  int wrap = L0->wrap && (pre.len || !single);
  if (wrap) gpuopt__srcedit_insert(ed, l0, 0, 1, "{");
  if (pre.len) {
    pre.p[--pre.len] = 0; /* final newline */
    gpuopt__srcedit_insert(ed, l0, 0, 1, pre.p);
    for (char *c = pre.p; *c; c++) em->st.lines_added += *c == '\n';
    em->st.lines_added++;
  }
  if (data.len) {
    gpuopt__srcedit_insert(ed, l0, 0, 1, data.p);
    em->st.pragmas++;
    em->st.environments++;
    em->st.lines_added++;
  }
  if (data.len && !single) {
    gpuopt__srcedit_insert(ed, l0, 0, 1, "{");
    em->st.lines_added++;
  }
  for (uint32_t i = first; i <= last; i++) {
    ann_loop *l = &p->loops[i];
    str dir = {0};
    if (em->d == GPUOPT_ANNOTATE_ACC) sputs(&dir, "#pragma acc kernels loop independent");
    else if (em->d == GPUOPT_ANNOTATE_OMP) sputs(&dir, "#pragma omp target teams distribute parallel for");
    else sputs(&dir, "#pragma omp parallel for");
    if (l->reduction) {
      const char *r = l->reduction;
      while (*r) {
        const char *semi = strchr(r, ';');
        size_t n = semi ? (size_t)(semi - r) : strlen(r);
        sprintf_(&dir, " reduction(%.*s)", (int)n, r);
        if (em->d == GPUOPT_ANNOTATE_OMP) {
          const char *colon = memchr(r, ':', n);
          if (colon) sprintf_(&dir, " map(tofrom: %.*s)", (int)(n - (size_t)(colon + 1 - r)), colon + 1);
        }
        r += n;
        if (*r == ';') r++;
      }
    }
    if (l->priv) sprintf_(&dir, " private(%s)", l->priv);
    if (npairs) sprintf_(&dir, " if(%s)", checkname);
    if (dir.oom) {
      free(dir.p);
      goto oom_free;
    }
    int lwrap = !single && l->wrap && i != first;
    (void)lwrap;
    gpuopt__srcedit_insert(ed, l->start.line, 0, 1, dir.p);
    free(dir.p);
    em->st.pragmas++;
    em->st.lines_added++;
    em->st.annotated++;
  }
  if (data.len && !single) {
    gpuopt__srcedit_insert(ed, Ln->end.line, 1, 1, "}");
    em->st.lines_added++;
  }
  if (wrap) {
    gpuopt__srcedit_insert(ed, Ln->end.line, 1, 1, "}");
    em->st.lines_added += 2;
  }
  em->st.checks += npairs;
  free(pre.p);
  free(data.p);
  free(check.p);
  VEC_FREE(&roots);
  VEC_FREE(&arr);
  return ed->oom ? -1 : 1;
oom_free:
  free(pre.p);
  free(data.p);
  free(check.p);
oom:
  VEC_FREE(&roots);
  VEC_FREE(&arr);
oom_nofree:
  return -1;
}

gpuopt_status gpuopt__annotate_render_into(gpuopt_ctx *ctx, ann_render *rs, ann_plan *plan,
                                           gpuopt_annotate_dialect dialect, gpuopt_annotate_stats *stats) {
  static const char who[] = "gpuopt_annotate";
  emit em;
  memset(&em, 0, sizeof em);
  em.ctx = ctx;
  em.plan = plan;
  em.d = dialect;
  em.edp = rs->ed;
  em.pr.plan = plan;
  em.pr.ntemps_total = rs->ntemps;
  em.ncheck_names = rs->nchecks;
  gpuopt__ptrmap_init(&em.pr.temps);
  em.st.loops = plan->nloops;
  for (uint32_t i = 0; i < plan->nloops;) {
    ann_loop *l = &plan->loops[i];
    if (!l->annotate) {
      i++;
      continue;
    }
    uint32_t j = i;
    while (j + 1 < plan->nloops && plan->loops[j + 1].annotate && plan->loops[j + 1].group == l->group) j++;
    gpuopt_annotate_stats before = em.st;
    uint32_t tb = em.pr.ntemps_total, cb = em.ncheck_names;
    int mm = em.pr.used_minmax;
    size_t nins = em.edp->ins.len;
    int r = emit_group(&em, i, j);
    if (r < 0) goto oom;
    if (r == 0) {
      em.st = before;
      em.pr.ntemps_total = tb;
      em.ncheck_names = cb;
      em.pr.used_minmax = mm;
      while (em.edp->ins.len > nins) free(em.edp->ins.data[--em.edp->ins.len].text);
    }
    if (r == 0 && j > i) {
      /* the hull cannot be printed before the first loop: annotate the loops one by one */
      for (uint32_t k = i + 1; k <= j; k++) plan->loops[k].group = UINT32_MAX - k;
      continue;
    }
    if (r == 0) {
      l->annotate = 0;
      free(l->why);
      l->why = gpuopt__strdup("a bound uses a value that has no name in the source before the loop");
      if (!l->why) goto oom;
    }
    i = j + 1;
  }
  if (em.edp->oom) goto oom;
  rs->used_minmax |= em.pr.used_minmax;
  rs->ntemps = em.pr.ntemps_total;
  rs->nchecks = em.ncheck_names;
  gpuopt__ptrmap_free(&em.pr.temps);
  if (stats) *stats = em.st;
  return GPUOPT_OK;
oom:
  gpuopt__ptrmap_free(&em.pr.temps);
  return gpuopt__oom(ctx, who);
}

gpuopt_status gpuopt__annotate_finish(gpuopt_ctx *ctx, ann_render *rs, char **out, gpuopt_annotate_stats *total) {
  *out = NULL;
  if (rs->used_minmax) {
    gpuopt__srcedit_insert(rs->ed, 1, 0, 0,
                           "static inline long long gpuopt_min(long long a, long long b) { return a < b ? a : b; }\n"
                           "static inline long long gpuopt_max(long long a, long long b) { return a > b ? a : b; }");
    if (total) total->lines_added += 2;
  }
  if (rs->ed->oom) return gpuopt__oom(ctx, "gpuopt_annotate");
  *out = gpuopt__srcedit_render(rs->ed, NULL);
  return *out ? GPUOPT_OK : gpuopt__oom(ctx, "gpuopt_annotate");
}

gpuopt_status gpuopt__annotate_render(gpuopt_ctx *ctx, const char *source, size_t len, ann_plan *plan,
                                      gpuopt_annotate_dialect dialect, char **out, gpuopt_annotate_stats *stats) {
  *out = NULL;
  gpuopt_srcedit ed;
  if (!gpuopt__srcedit_init(&ed, source, len)) return gpuopt__oom(ctx, "gpuopt_annotate");
  ann_render rs = {&ed, 0, 0, 0};
  gpuopt_annotate_stats st;
  gpuopt_status s = gpuopt__annotate_render_into(ctx, &rs, plan, dialect, &st);
  if (!s) s = gpuopt__annotate_finish(ctx, &rs, out, &st);
  gpuopt__srcedit_free(&ed);
  if (!s && stats) *stats = st;
  return s;
}
