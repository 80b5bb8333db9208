/* Dominating-expression stacks (gpucc §3.4.3, Algorithm 2's dominators[E] and
 * ClosestMatchingDom): open-addressing hash map from an expression key to a stack of observed
 * instructions, entries in an arena. Linear overall: each entry is pushed once and popped at most
 * once. Requires the dominator tree of the function; preserves everything (no IR changes). */
#include <stdlib.h>
#include <string.h>

#include "transform/exprstack.h"

static uint64_t expr_hash(const gpuopt_expr *e) {
  uint64_t h = 1469598103934665603ULL;
#define MIX(x) (h = (h ^ (uint64_t)(x)) * 1099511628211ULL, h ^= h >> 29)
  MIX(e->op);
  MIX(e->flags);
  MIX((uintptr_t)e->p[0]);
  MIX((uintptr_t)e->p[1]);
  MIX((uintptr_t)e->p[2]);
  MIX((uint64_t)e->k);
#undef MIX
  return h;
}

static int expr_eq(const gpuopt_expr *a, const gpuopt_expr *b) {
  return a->op == b->op && a->flags == b->flags && a->p[0] == b->p[0] && a->p[1] == b->p[1] &&
         a->p[2] == b->p[2] && a->k == b->k;
}

static int alloc_table(gpuopt_exprstack *s, size_t cap) {
  s->keys = calloc(cap, sizeof *s->keys);
  s->tops = calloc(cap, sizeof *s->tops);
  s->used = calloc(cap, 1);
  s->cap = cap;
  s->len = 0;
  return s->keys && s->tops && s->used;
}

int gpuopt__exprstack_init(gpuopt_exprstack *s, const gpuopt_domtree *dom, size_t expected) {
  memset(s, 0, sizeof *s);
  gpuopt__arena_init(&s->arena);
  s->dom = dom;
  size_t cap = 64;
  while (cap < expected * 2 && cap < ((size_t)1 << 40)) cap <<= 1;
  return alloc_table(s, cap);
}

void gpuopt__exprstack_free(gpuopt_exprstack *s) {
  if (!s) return;
  free(s->keys);
  free(s->tops);
  free(s->used);
  gpuopt__arena_free(&s->arena);
  memset(s, 0, sizeof *s);
}

/* Slot of e: where it is, or the empty slot where it would go. */
static size_t slot(const gpuopt_exprstack *s, const gpuopt_expr *e) {
  size_t i = (size_t)expr_hash(e) & (s->cap - 1);
  while (s->used[i] && !expr_eq(&s->keys[i], e)) i = (i + 1) & (s->cap - 1);
  return i;
}

static int grow(gpuopt_exprstack *s) {
  gpuopt_exprstack old = *s;
  if (!alloc_table(s, old.cap * 2)) {
    free(s->keys);
    free(s->tops);
    free(s->used);
    s->keys = old.keys, s->tops = old.tops, s->used = old.used, s->cap = old.cap, s->len = old.len;
    return 0;
  }
  for (size_t i = 0; i < old.cap; i++)
    if (old.used[i]) {
      size_t j = slot(s, &old.keys[i]);
      s->used[j] = 1;
      s->keys[j] = old.keys[i];
      s->tops[j] = old.tops[i];
      s->len++;
    }
  free(old.keys);
  free(old.tops);
  free(old.used);
  return 1;
}

int gpuopt__exprstack_push(gpuopt_exprstack *s, const gpuopt_expr *e, LLVMValueRef inst, uint32_t block,
                           int64_t c) {
  if ((s->len + 1) * 2 > s->cap && !grow(s)) return 0;
  gpuopt_expr_entry *en = ANEW(&s->arena, gpuopt_expr_entry, 1);
  if (!en) return 0;
  size_t i = slot(s, e);
  if (!s->used[i]) {
    s->used[i] = 1;
    s->keys[i] = *e;
    s->tops[i] = NULL;
    s->len++;
  }
  en->inst = inst;
  en->block = block;
  en->c = c;
  en->next = s->tops[i];
  s->tops[i] = en;
  return 1;
}

gpuopt_expr_entry *gpuopt__exprstack_closest(gpuopt_exprstack *s, const gpuopt_expr *e, uint32_t block) {
  size_t i = slot(s, e);
  if (!s->used[i]) return NULL;
  gpuopt_expr_entry *t = s->tops[i];
  while (t && !gpuopt__dominates(s->dom, t->block, block)) t = t->next;
  s->tops[i] = t;
  return t;
}
