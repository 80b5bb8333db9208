/* The core IR infrastructure against brute-force definitions on random CFGs:
 *   a dominates b   iff b is unreachable from the entry once a is removed;
 *   a post-dominates b iff no exit block is reachable from b once a is removed (graphs where every
 *                      block reaches an exit);
 *   b in DF(a)      iff a dominates a predecessor of b and does not strictly dominate b;
 *   natural loops   from back edges by the textbook definition; a graph is reducible iff removing
 *                   its back edges leaves it acyclic, and irreducible cycles are reported iff not.
 * Plus the arena, vectors, pointer map and the analysis cache. */
#include <stdlib.h>

#include "core/ctx.h"
#include "core/ir.h"
#include "test.h"

#define MAXN 48

typedef struct rgraph {
  int n;
  int nsucc[MAXN], succ[MAXN][4];
} rgraph;

static unsigned rnd(unsigned *s) { return (*s = *s * 1664525u + 1013904223u) >> 8; }

static void random_graph(rgraph *g, unsigned seed, int n) {
  unsigned s = seed;
  g->n = n;
  for (int b = 0; b < n; b++) {
    unsigned k = rnd(&s) % 10;
    if (k < 2) g->nsucc[b] = 0;       /* ret or unreachable */
    else if (k < 5) g->nsucc[b] = 1;  /* br */
    else if (k < 9) g->nsucc[b] = 2;  /* condbr */
    else g->nsucc[b] = 3;             /* switch */
    for (int i = 0; i < g->nsucc[b]; i++) {
      /* mostly forward edges, some backward, so that loops and irreducible cycles appear */
      int t = (rnd(&s) % 4 == 0) ? (int)(rnd(&s) % (unsigned)n) : b + 1 + (int)(rnd(&s) % 3);
      g->succ[b][i] = t < n ? t : n - 1;
    }
  }
  if (g->nsucc[n - 1] > 0 && seed % 3) g->nsucc[n - 1] = 0;
}

/* Build the function for g with the LLVM-C builder. */
static LLVMValueRef build(LLVMModuleRef m, const rgraph *g, const char *name) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c), i1 = LLVMInt1TypeInContext(c);
  LLVMTypeRef params[2] = {i1, i32};
  LLVMValueRef f = LLVMAddFunction(m, name, LLVMFunctionType(LLVMVoidTypeInContext(c), params, 2, 0));
  LLVMBasicBlockRef bbs[MAXN];
  for (int b = 0; b < g->n; b++) {
    char nm[16];
    snprintf(nm, sizeof nm, "b%d", b);
    bbs[b] = LLVMAppendBasicBlockInContext(c, f, nm);
  }
  LLVMBuilderRef bld = LLVMCreateBuilderInContext(c);
  for (int b = 0; b < g->n; b++) {
    LLVMPositionBuilderAtEnd(bld, bbs[b]);
    const int *s = g->succ[b];
    switch (g->nsucc[b]) {
    case 0:
      if (b % 2) LLVMBuildRetVoid(bld);
      else LLVMBuildUnreachable(bld);
      break;
    case 1: LLVMBuildBr(bld, bbs[s[0]]); break;
    case 2: LLVMBuildCondBr(bld, LLVMGetParam(f, 0), bbs[s[0]], bbs[s[1]]); break;
    default: {
      LLVMValueRef sw = LLVMBuildSwitch(bld, LLVMGetParam(f, 1), bbs[s[0]], 2);
      LLVMAddCase(sw, LLVMConstInt(i32, 1, 0), bbs[s[1]]);
      LLVMAddCase(sw, LLVMConstInt(i32, 2, 0), bbs[s[2]]);
    }
    }
  }
  LLVMDisposeBuilder(bld);
  return f;
}

/* reachable from `from` in g without passing through `avoid` (-1: none) */
static void reach(const rgraph *g, int from, int avoid, int *out) {
  int stack[MAXN], sp = 0;
  for (int i = 0; i < g->n; i++) out[i] = 0;
  if (from == avoid) return;
  out[from] = 1;
  stack[sp++] = from;
  while (sp) {
    int x = stack[--sp];
    for (int i = 0; i < g->nsucc[x]; i++) {
      int y = g->succ[x][i];
      if (y != avoid && !out[y]) out[y] = 1, stack[sp++] = y;
    }
  }
}

static int reaches_exit(const rgraph *g, int from, int avoid) {
  int r[MAXN];
  reach(g, from, avoid, r);
  for (int i = 0; i < g->n; i++)
    if (r[i] && g->nsucc[i] == 0) return 1;
  return 0;
}

TEST(core_random_cfgs_against_brute_force) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("rand", c);
  int checked_pdom = 0, irreducible_graphs = 0, loop_graphs = 0;
  for (unsigned seed = 1; seed <= 300; seed++) {
    rgraph g;
    random_graph(&g, seed, 2 + (int)(seed % (MAXN - 2)));
    char name[32];
    snprintf(name, sizeof name, "f%u", seed);
    LLVMValueRef f = build(m, &g, name);
    gpuopt_fninfo *fi;
    CHECK_EQ(gpuopt__require(ctx, f, GPUOPT_META_ALL, &fi), GPUOPT_OK);
    const gpuopt_cfg *cfg = fi->cfg;
    CHECK_EQ(cfg->g.n, g.n);
    int from_entry[MAXN];
    reach(&g, 0, -1, from_entry);
    /* dominators */
    for (int a = 0; a < g.n; a++) {
      int r[MAXN];
      reach(&g, 0, a, r);
      for (int b = 0; b < g.n; b++) {
        if (!from_entry[b] || !from_entry[a]) {
          CHECK_EQ(gpuopt__dominates(fi->dom, (uint32_t)a, (uint32_t)b), a == b);
          continue;
        }
        int dom = a == b || !r[b];
        if (gpuopt__dominates(fi->dom, (uint32_t)a, (uint32_t)b) != dom) {
          printf("  seed %u: dominates(b%d, b%d) should be %d\n", seed, a, b, dom);
          CHECK(0);
        }
      }
    }
    /* post-dominators, when every block reaches an exit */
    int all_exit = 1;
    for (int b = 0; b < g.n; b++) all_exit &= reaches_exit(&g, b, -1);
    if (all_exit) {
      checked_pdom++;
      for (int a = 0; a < g.n; a++)
        for (int b = 0; b < g.n; b++) {
          int pdom = a == b || !reaches_exit(&g, b, a);
          if (gpuopt__dominates(fi->pdom->tree, (uint32_t)a, (uint32_t)b) != pdom) {
            printf("  seed %u: postdominates(b%d, b%d) should be %d\n", seed, a, b, pdom);
            CHECK(0);
          }
        }
    }
    /* every block has a path to the virtual exit in the post-dominator tree */
    for (int b = 0; b < g.n; b++) CHECK(fi->pdom->tree->pre[b] != GPUOPT_NONE);
    /* dominance frontiers */
    for (int a = 0; a < g.n; a++) {
      if (!from_entry[a]) continue;
      for (int b = 0; b < g.n; b++) {
        if (!from_entry[b]) continue;
        int in = 0;
        for (int p = 0; p < g.n; p++)
          for (int i = 0; i < g.nsucc[p]; i++)
            if (g.succ[p][i] == b && from_entry[p] && gpuopt__dominates(fi->dom, (uint32_t)a, (uint32_t)p)) in = 1;
        if (a != b && gpuopt__dominates(fi->dom, (uint32_t)a, (uint32_t)b)) in = 0;
        int got = 0;
        for (uint32_t k = fi->df->off[a]; k < fi->df->off[a + 1]; k++) got |= fi->df->nodes[k] == (uint32_t)b;
        if (got != in) {
          printf("  seed %u: b%d in DF(b%d) should be %d\n", seed, b, a, in);
          CHECK(0);
        }
      }
    }
    /* natural loops by the textbook definition; reducibility */
    int body[MAXN][MAXN], is_header[MAXN] = {0}, size[MAXN] = {0};
    memset(body, 0, sizeof body);
    int nback = 0;
    for (int u = 0; u < g.n; u++) {
      if (!from_entry[u]) continue;
      for (int i = 0; i < g.nsucc[u]; i++) {
        int h = g.succ[u][i];
        if (!gpuopt__dominates(fi->dom, (uint32_t)h, (uint32_t)u)) continue;
        nback++;
        is_header[h] = 1;
        body[h][h] = 1;
        /* blocks reaching u without passing h, walking predecessors */
        int stack[MAXN], sp = 0;
        if (!body[h][u]) body[h][u] = 1, stack[sp++] = u;
        while (sp) {
          int x = stack[--sp];
          for (int p = 0; p < g.n; p++)
            for (int k = 0; k < g.nsucc[p]; k++)
              if (g.succ[p][k] == x && from_entry[p] && !body[h][p]) body[h][p] = 1, stack[sp++] = p;
        }
      }
    }
    for (int h = 0; h < g.n; h++)
      for (int b = 0; b < g.n; b++) size[h] += body[h][b];
    int nheaders = 0;
    for (int h = 0; h < g.n; h++) nheaders += is_header[h];
    CHECK_EQ(fi->loops->nloops, nheaders);
    for (int b = 0; b < g.n; b++) {
      int depth = 0, inner = -1;
      for (int h = 0; h < g.n; h++)
        if (is_header[h] && body[h][b]) {
          depth++;
          if (inner < 0 || size[h] < size[inner]) inner = h;
        }
      uint32_t L = fi->loops->innermost[b];
      CHECK_EQ(L == GPUOPT_NONE ? 0 : fi->loops->loops[L].depth, depth);
      CHECK_EQ(L == GPUOPT_NONE ? -1 : (int)fi->loops->loops[L].header, inner);
    }
    if (fi->loops->nloops) loop_graphs++;
    /* reducible iff the graph minus back edges is acyclic (Kahn's algorithm over reachable blocks) */
    int indeg[MAXN] = {0}, queue[MAXN], qh = 0, qt = 0, seen = 0, nreach = 0;
    for (int u = 0; u < g.n; u++) {
      if (!from_entry[u]) continue;
      nreach++;
      for (int i = 0; i < g.nsucc[u]; i++)
        if (!gpuopt__dominates(fi->dom, (uint32_t)g.succ[u][i], (uint32_t)u)) indeg[g.succ[u][i]]++;
    }
    for (int u = 0; u < g.n; u++)
      if (from_entry[u] && !indeg[u]) queue[qt++] = u;
    while (qh < qt) {
      int u = queue[qh++];
      seen++;
      for (int i = 0; i < g.nsucc[u]; i++) {
        int v = g.succ[u][i];
        if (!gpuopt__dominates(fi->dom, (uint32_t)v, (uint32_t)u) && --indeg[v] == 0) queue[qt++] = v;
      }
    }
    int reducible = seen == nreach;
    if (!reducible) irreducible_graphs++;
    CHECK_EQ(fi->loops->nirreducible > 0, !reducible);
    gpuopt__invalidate(ctx, f, 0);
    CHECK_EQ(gpuopt__valid(ctx, f), 0);
  }
  /* the generator must exercise every case */
  CHECK(checked_pdom > 30);
  CHECK(irreducible_graphs > 10);
  CHECK(loop_graphs > 30);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(core_cache_preserves_and_drops) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("m", c);
  rgraph g;
  random_graph(&g, 7, 10);
  LLVMValueRef f = build(m, &g, "f");
  gpuopt_fninfo *fi;
  CHECK_EQ(gpuopt__require(ctx, f, GPUOPT_META_LOOPS, &fi), GPUOPT_OK);
  CHECK_EQ(gpuopt__valid(ctx, f), GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS);
  CHECK_EQ(gpuopt__require(ctx, f, GPUOPT_META_PDF | GPUOPT_META_NUMBERING, &fi), GPUOPT_OK);
  CHECK(fi->num && fi->num->ninst == (uint32_t)g.n); /* one terminator per block */
  gpuopt__invalidate(ctx, f, GPUOPT_META_CONTROL_FLOW); /* instructions changed: numbering dropped */
  CHECK_EQ(gpuopt__valid(ctx, f) & GPUOPT_META_NUMBERING, 0);
  CHECK(gpuopt__valid(ctx, f) & GPUOPT_META_PDF);
  gpuopt__invalidate(ctx, f, GPUOPT_META_CFG | GPUOPT_META_PDOM); /* dom dropped: loops and DF too */
  CHECK_EQ(gpuopt__valid(ctx, f), GPUOPT_META_CFG | GPUOPT_META_PDOM);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx); /* frees what is cached: the sanitizer build checks for leaks */
}

TEST(core_containers) {
  gpuopt_arena a;
  gpuopt__arena_init(&a);
  int *x = ANEW(&a, int, 10);
  CHECK(x && x[9] == 0);
  char *big = ANEW(&a, char, 1 << 20); /* bigger than a chunk */
  CHECK(big && big[(1 << 20) - 1] == 0);
  int *y = ANEW(&a, int, 4);
  CHECK(y && ((uintptr_t)y & 15) == 0);
  CHECK(ANEW(&a, uint64_t, SIZE_MAX / 4) == NULL && a.oom); /* overflow reported, not fatal */
  gpuopt__arena_free(&a);
  VEC(int) v = {0};
  for (int i = 0; i < 1000; i++) CHECK(VEC_PUSH(&v, i));
  CHECK_EQ(v.len, 1000);
  CHECK_EQ(v.data[999], 999);
  VEC_FREE(&v);
  gpuopt_ptrmap m;
  gpuopt__ptrmap_init(&m);
  static char keys[5000];
  for (int i = 0; i < 5000; i++) CHECK(gpuopt__ptrmap_put(&m, &keys[i], (uintptr_t)i * 3));
  CHECK(gpuopt__ptrmap_put(&m, &keys[10], 7)); /* overwrite */
  uintptr_t val;
  CHECK(gpuopt__ptrmap_get(&m, &keys[4999], &val) && val == 4999 * 3);
  CHECK(gpuopt__ptrmap_get(&m, &keys[10], &val) && val == 7);
  CHECK(!gpuopt__ptrmap_get(&m, &val, NULL));
  CHECK_EQ(gpuopt__ptrmap_get_or(&m, &val, 42), 42);
  CHECK_EQ(m.len, 5000);
  gpuopt__ptrmap_free(&m);
}

TEST(core_cfg_public_api_matches_internal) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("m", c);
  rgraph g;
  random_graph(&g, 11, 30);
  LLVMValueRef f = build(m, &g, "f");
  gpuopt_cfg_info *ci;
  gpuopt_fninfo *fi;
  CHECK_EQ(gpuopt_cfg_analyze(ctx, f, &ci), GPUOPT_OK);
  CHECK_EQ(gpuopt__require(ctx, f, GPUOPT_META_ALL, &fi), GPUOPT_OK);
  for (size_t b = 0; b < gpuopt_cfg_num_blocks(ci); b++) {
    CHECK(gpuopt_cfg_block_index(ci, gpuopt_cfg_block(ci, b)) == b);
    uint32_t id = fi->dom->idom[b], ip = fi->pdom->tree->idom[b];
    CHECK(gpuopt_cfg_idom(ci, b) == (id == GPUOPT_NONE ? GPUOPT_NO_BLOCK : id));
    CHECK(gpuopt_cfg_ipdom(ci, b) == (ip == fi->pdom->exit || ip == GPUOPT_NONE ? GPUOPT_NO_BLOCK : ip));
    for (size_t a = 0; a < gpuopt_cfg_num_blocks(ci); a++)
      CHECK_EQ(gpuopt_cfg_dominates(ci, a, b), gpuopt__dominates(fi->dom, (uint32_t)a, (uint32_t)b));
  }
  CHECK(gpuopt_cfg_idom(ci, 9999) == GPUOPT_NO_BLOCK);
  CHECK(!gpuopt_cfg_dominates(ci, 0, 9999));
  gpuopt_cfg_free(ci);
  gpuopt_cfg_free(NULL);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(core_instruction_dominance) {
  static const char ir[] = "target triple = \"nvptx64-nvidia-cuda\"\n"
                           "define i32 @f(i32 %x, i1 %c) {\nentry:\n  %a = add i32 %x, 1\n  %b = add i32 %a, 2\n"
                           "  br i1 %c, label %t, label %j\nt:\n  %d = mul i32 %b, 3\n  br label %j\n"
                           "j:\n  %p = phi i32 [ %b, %entry ], [ %d, %t ]\n  ret i32 %p\n}\n";
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, ir);
  CHECK(m);
  LLVMValueRef f = LLVMGetNamedFunction(m, "f");
  gpuopt_fninfo *fi;
  CHECK_EQ(gpuopt__require(ctx, f, GPUOPT_META_DOM | GPUOPT_META_NUMBERING, &fi), GPUOPT_OK);
  LLVMValueRef a = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(f)), b = LLVMGetNextInstruction(a);
  LLVMBasicBlockRef t = LLVMGetNextBasicBlock(LLVMGetEntryBasicBlock(f)), j = LLVMGetNextBasicBlock(t);
  LLVMValueRef d = LLVMGetFirstInstruction(t), p = LLVMGetFirstInstruction(j);
  CHECK(gpuopt__inst_dominates(fi->num, fi->dom, a, b));
  CHECK(!gpuopt__inst_dominates(fi->num, fi->dom, b, a));
  CHECK(gpuopt__inst_dominates(fi->num, fi->dom, a, a));
  CHECK(gpuopt__inst_dominates(fi->num, fi->dom, b, d));
  CHECK(gpuopt__inst_dominates(fi->num, fi->dom, b, p));
  CHECK(!gpuopt__inst_dominates(fi->num, fi->dom, d, p)); /* t does not dominate the join */
  CHECK(!gpuopt__inst_dominates(fi->num, fi->dom, p, d));
  CHECK(!gpuopt__inst_dominates(fi->num, fi->dom, LLVMGetParam(f, 0), d)); /* not an instruction */
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}
