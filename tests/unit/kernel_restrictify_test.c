/* Unit tests of kernel restrictification (src/transform/kernel_restrictify.c): the transform versions the
 * accumulator kernel tests/kernels/restrict_acc.ll on one uniform check; the result runs on the
 * SIMT interpreter with disjoint buffers (the checked copy: fewer instructions, same outputs) and
 * with the written parameter inside the read one (the original copy: same outputs as before the
 * transform, bit for bit, for every overlap tried); kernels it must leave alone; bad arguments. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "test.h"

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc((size_t)n + 1);
  if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
    free(s);
    s = NULL;
  }
  if (s) s[n] = 0;
  fclose(f);
  return s;
}

typedef struct mod {
  gpuopt_ctx *ctx;
  LLVMContextRef llctx;
  LLVMModuleRef m;
} mod;

static int load(mod *md, const char *ir, const char *pipeline) {
  memset(md, 0, sizeof *md);
  if (gpuopt_ctx_create(NULL, &md->ctx)) return 0;
  md->llctx = LLVMContextCreate();
  if (gpuopt_module_parse(md->ctx, md->llctx, ir, strlen(ir), "test", &md->m)) return 0;
  if (pipeline && gpuopt_run_pipeline(md->ctx, md->m, pipeline, NULL)) return 0;
  return gpuopt_module_verify(md->ctx, md->m) == GPUOPT_OK;
}

static void unload(mod *md) {
  if (md->m) LLVMDisposeModule(md->m);
  if (md->llctx) LLVMContextDispose(md->llctx);
  gpuopt_ctx_free(md->ctx);
}

/* Run restrict_acc with a = mem[0..alen), c = mem + coff (inside a when coff + 64 <= alen, else a
 * separate buffer cbuf): n = 60, m = 64, grid 2 x block 32. Returns lane instructions (0 on error). */
static uint64_t run_acc(mod *md, float *mem, size_t alen, float *cbuf, size_t coff) {
  gpuopt_interp *ip = NULL;
  if (gpuopt_interp_create(md->ctx, md->m, &ip)) return 0;
  int inside = cbuf == NULL;
  gpuopt_status st = gpuopt_interp_set_buffer(ip, 0, mem, alen * sizeof *mem, 0);
  if (!st) st = gpuopt_interp_set_buffer(ip, 1, inside ? mem + coff : cbuf, 64 * sizeof *mem, 0);
  if (!st) st = gpuopt_interp_set_scalar(ip, 2, 60);
  if (!st) st = gpuopt_interp_set_scalar(ip, 3, 64);
  gpuopt_launch l = GPUOPT_LAUNCH_INIT;
  l.grid.x = 2;
  l.block.x = 32;
  gpuopt_interp_stats s;
  if (!st) st = gpuopt_interp_run(ip, "restrict_acc", &l, &s);
  gpuopt_interp_free(ip);
  return st ? 0 : s.lane_insts;
}

static void fill(float *p, size_t n, unsigned seed) {
  for (size_t i = 0; i < n; i++) p[i] = (float)((i * 2654435761u + seed * 40503u) % 1000u) / 64.0f;
}

TEST(restrictify_versions_accumulator) {
  char *ir = slurp("tests/kernels/restrict_acc.ll");
  CHECK(ir != NULL);
  mod before, after, once;
  /* the function alone: what it did, and a second run adds nothing */
  int ok = load(&once, ir, NULL);
  if (ok) {
    LLVMValueRef fn = LLVMGetNamedFunction(once.m, "restrict_acc");
    gpuopt_kernel_restrictify_stats st, again;
    ok = fn && gpuopt_kernel_restrictify(once.ctx, fn, &st) == GPUOPT_OK;
    if (ok && (st.kernels_versioned != 1 || st.pairs_checked != 1 || st.nc_loads < 1 || st.accesses_annotated < 2)) {
      printf("  stats: versioned %u pairs %u annotated %u nc %u\n", st.kernels_versioned, st.pairs_checked,
             st.accesses_annotated, st.nc_loads);
      ok = 0;
    }
    ok = ok && LLVMVerifyModule(once.m, LLVMReturnStatusAction, NULL) == 0;
    ok = ok && gpuopt_kernel_restrictify(once.ctx, fn, &again) == GPUOPT_OK && again.kernels_versioned == 0;
  }
  unload(&once);
  /* the pipeline step (versioning, then LLVM's licm/gvn) against the kernel as it was */
  ok = ok && load(&before, ir, NULL) && load(&after, ir, "kernel-restrictify");
  free(ir);
  if (!ok) {
    printf("  error: %s / %s\n", gpuopt_ctx_error(before.ctx), gpuopt_ctx_error(after.ctx));
    unload(&before);
    unload(&after);
    CHECK(ok);
  }
  /* disjoint buffers: same outputs, and the checked copy runs (fewer instructions: no store per
   * iteration) */
  enum { ALEN = 60 * 64 + 64 };
  static float m1[ALEN], m2[ALEN], c1[64], c2[64];
  fill(m1, ALEN, 1);
  memcpy(m2, m1, sizeof m1);
  fill(c1, 64, 2);
  memcpy(c2, c1, sizeof c1);
  uint64_t nb = run_acc(&before, m1, 60 * 64, c1, 0), na = run_acc(&after, m2, 60 * 64, c2, 0);
  int same = nb && na && !memcmp(c1, c2, sizeof c1) && !memcmp(m1, m2, sizeof m1);
  int faster = na < nb;
  if (!same || !faster) printf("  disjoint: lane insts before %llu after %llu\n", (unsigned long long)nb, (unsigned long long)na);
  /* c inside a at several offsets (overlapping every part of a's accessed range, and past it) */
  static const size_t offs[] = {0, 1, 63, 64, 100, 500, 3000, 3775, 3776, 3800, 3839, 3840};
  int alias_ok = 1;
  uint64_t alias_insts = 0;
  for (size_t k = 0; k < sizeof offs / sizeof *offs && alias_ok; k++) {
    fill(m1, ALEN, 3 + (unsigned)k);
    memcpy(m2, m1, sizeof m1);
    uint64_t b = run_acc(&before, m1, ALEN, NULL, offs[k]), a = run_acc(&after, m2, ALEN, NULL, offs[k]);
    if (!b || !a || memcmp(m1, m2, sizeof m1)) {
      printf("  overlap at offset %zu: outputs differ (or run failed: %llu %llu)\n", offs[k], (unsigned long long)b,
             (unsigned long long)a);
      alias_ok = 0;
    }
    if (offs[k] == 500) alias_insts = a;
  }
  /* overlapping run took the original copy: more instructions than the checked copy */
  int slow_path = alias_insts > na;
  unload(&before);
  unload(&after);
  CHECK(same);
  CHECK(faster);
  CHECK(alias_ok);
  CHECK(slow_path);
}

/* Kernels the transform must leave alone: nothing written, straight-line code, a pointer of
 * unknown origin (loaded from memory), a non-kernel function. */
TEST(restrictify_leaves_alone) {
  static const char *const irs[] = {
      /* straight line: c[i] = a[i] */
      "define ptx_kernel void @k(ptr %a, ptr %c) {\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %i = zext i32 %t to i64\n"
      "  %p = getelementptr float, ptr %a, i64 %i\n  %v = load float, ptr %p\n"
      "  %q = getelementptr float, ptr %c, i64 %i\n  store float %v, ptr %q\n  ret void\n}\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n",
      /* loop storing through a pointer loaded from memory */
      "define ptx_kernel void @k(ptr %a, ptr %c, i32 %n) {\nentry:\n  %pp = load ptr, ptr %a\n  br label %l\n"
      "l:\n  %k = phi i32 [0, %entry], [%k1, %l]\n  %x = zext i32 %k to i64\n  %p = getelementptr float, ptr %pp, i64 %x\n"
      "  store float 1.0, ptr %p\n  %k1 = add i32 %k, 1\n  %d = icmp slt i32 %k1, %n\n  br i1 %d, label %l, label %e\n"
      "e:\n  ret void\n}\n",
      /* a device function, not a kernel */
      "define void @k(ptr %a, ptr %c, i32 %n) {\nentry:\n  br label %l\n"
      "l:\n  %k = phi i32 [0, %entry], [%k1, %l]\n  %x = zext i32 %k to i64\n  %p = getelementptr float, ptr %a, i64 %x\n"
      "  %v = load float, ptr %p\n  store float %v, ptr %c\n  %k1 = add i32 %k, 1\n  %d = icmp slt i32 %k1, %n\n"
      "  br i1 %d, label %l, label %e\ne:\n  ret void\n}\n",
  };
  for (size_t k = 0; k < sizeof irs / sizeof *irs; k++) {
    char ir[2048];
    snprintf(ir, sizeof ir,
             "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n%s",
             irs[k]);
    mod md;
    int ok = load(&md, ir, NULL);
    gpuopt_kernel_restrictify_stats st = {1, 1, 1, 1, 1, 1};
    LLVMValueRef fn = md.m ? LLVMGetNamedFunction(md.m, "k") : NULL;
    ok = ok && fn && gpuopt_kernel_restrictify(md.ctx, fn, &st) == GPUOPT_OK;
    if (!ok) printf("  case %zu: %s\n", k, md.ctx ? gpuopt_ctx_error(md.ctx) : "no context");
    unsigned versioned = st.kernels_versioned;
    unload(&md);
    CHECK(ok);
    CHECK_EQ(versioned, 0);
  }
}

TEST(restrictify_bad_arguments) {
  gpuopt_ctx *ctx = NULL;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  CHECK_EQ(gpuopt_kernel_restrictify(NULL, NULL, NULL), GPUOPT_EINVAL);
  gpuopt_status st = gpuopt_kernel_restrictify(ctx, NULL, NULL);
  const char *msg = gpuopt_ctx_error(ctx);
  int named = msg && strstr(msg, "gpuopt_kernel_restrictify") != NULL;
  gpuopt_ctx_free(ctx);
  CHECK_EQ(st, GPUOPT_EINVAL);
  CHECK(named);
}

/* narrow-index: a 64-bit index tree over sext(threadIdx.x) (in [0, 1023]) becomes one i32 tree and
 * one sext; an i32 add the ranges prove in bounds gets nsw and nuw; outputs are unchanged. */
TEST(narrow_index_tree_and_flags) {
  static const char ir[] =
      "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n"
      "define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %c) {\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "  %s = sext i32 %t to i64\n  %m = mul nsw i64 %s, 3\n  %i = add nsw i64 %m, 7\n"
      "  %p = getelementptr float, ptr addrspace(1) %a, i64 %i\n  %v = load float, ptr addrspace(1) %p\n"
      "  %j = add i32 %t, 5\n  %z = zext i32 %j to i64\n"
      "  %q = getelementptr float, ptr addrspace(1) %c, i64 %z\n  store float %v, ptr addrspace(1) %q\n  ret void\n}\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
  mod before, after;
  int ok = load(&before, ir, NULL) && load(&after, ir, NULL);
  gpuopt_narrow_index_stats st = {0, 0, 0};
  LLVMValueRef fn = ok ? LLVMGetNamedFunction(after.m, "k") : NULL;
  ok = ok && fn && gpuopt_narrow_index(after.ctx, fn, &st) == GPUOPT_OK;
  ok = ok && LLVMVerifyModule(after.m, LLVMReturnStatusAction, NULL) == 0;
  int i64_arith = 0;
  for (LLVMBasicBlockRef bb = fn ? LLVMGetFirstBasicBlock(fn) : NULL; bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(i);
      if ((op == LLVMAdd || op == LLVMMul) && LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMIntegerTypeKind &&
          LLVMGetIntTypeWidth(LLVMTypeOf(i)) == 64)
        i64_arith++;
    }
  /* same outputs on the interpreter for 64 threads */
  static float a1[4096], a2[4096], c1[128], c2[128];
  int same = 0;
  if (ok) {
    for (int k = 0; k < 4096; k++) a1[k] = a2[k] = (float)k * 0.5f;
    memset(c1, 0, sizeof c1);
    memset(c2, 0, sizeof c2);
    mod *mods[2] = {&before, &after};
    float *as[2] = {a1, a2}, *cs[2] = {c1, c2};
    same = 1;
    for (int v = 0; v < 2; v++) {
      gpuopt_interp *ip = NULL;
      gpuopt_launch l = GPUOPT_LAUNCH_INIT;
      l.block.x = 64;
      gpuopt_status s = gpuopt_interp_create(mods[v]->ctx, mods[v]->m, &ip);
      if (!s) s = gpuopt_interp_set_buffer(ip, 0, as[v], sizeof a1, 0);
      if (!s) s = gpuopt_interp_set_buffer(ip, 1, cs[v], sizeof c1, 0);
      if (!s) s = gpuopt_interp_run(ip, "k", &l, NULL);
      gpuopt_interp_free(ip);
      if (s) same = 0;
    }
    same = same && !memcmp(c1, c2, sizeof c1) && c1[5 + 10] == a1[3 * 10 + 7];
  }
  if (!ok) printf("  error: %s\n", after.ctx ? gpuopt_ctx_error(after.ctx) : "");
  unload(&before);
  unload(&after);
  CHECK(ok);
  CHECK_EQ(st.narrowed, 1);
  CHECK_EQ(i64_arith, 0);
  CHECK(st.nsw_added >= 1 && st.nuw_added >= 1);
  CHECK(same);
}

/* The cost rule: the same accumulator kernel with the loop's trip count a launch parameter (the
 * assumed KR_ASSUMED_TRIPS = 32 iterations), a constant 2 and a constant 4096. The saving is
 * 2 accesses x 4 x trips per promoted store; versioned only when it covers the entry check. */
static int versioned_with_bound(const char *ir, const char *bound, gpuopt_kernel_restrictify_stats *st) {
  const char *pat = "icmp eq i32 %inc, %m";
  const char *at = strstr(ir, pat);
  if (!at) return -1;
  size_t len = strlen(ir) + 64;
  char *t = malloc(len);
  if (!t) return -1;
  snprintf(t, len, "%.*sicmp eq i32 %%inc, %s%s", (int)(at - ir), ir, bound, at + strlen(pat));
  mod md;
  int r = -1;
  if (load(&md, t, NULL)) {
    LLVMValueRef fn = LLVMGetNamedFunction(md.m, "restrict_acc");
    if (fn && gpuopt_kernel_restrictify(md.ctx, fn, st) == GPUOPT_OK &&
        LLVMVerifyModule(md.m, LLVMReturnStatusAction, NULL) == 0)
      r = (int)st->kernels_versioned;
  }
  unload(&md);
  free(t);
  return r;
}

TEST(restrictify_cost_rule) {
  char *ir = slurp("tests/kernels/restrict_acc.ll");
  CHECK(ir != NULL);
  gpuopt_kernel_restrictify_stats s_param, s_two, s_big;
  memset(&s_param, 0, sizeof s_param);
  memset(&s_two, 0, sizeof s_two);
  memset(&s_big, 0, sizeof s_big);
  int v_param = versioned_with_bound(ir, "%m", &s_param);
  int v_two = versioned_with_bound(ir, "2", &s_two);
  int v_big = versioned_with_bound(ir, "4096", &s_big);
  free(ir);
  printf("  check cost %u/%u/%u, benefit %u/%u/%u\n", s_param.check_cost, s_two.check_cost, s_big.check_cost,
         s_param.benefit, s_two.benefit, s_big.benefit);
  /* one promotable store in one loop */
  CHECK_EQ(s_param.benefit, 2 * 4 * 32);
  CHECK_EQ(s_two.benefit, 2 * 4 * 2);
  CHECK_EQ(s_big.benefit, 2 * 4 * 4096);
  CHECK(s_param.check_cost > 0 && s_two.check_cost > 0);
  /* the decision follows benefit >= cost */
  CHECK_EQ(v_param, s_param.benefit >= s_param.check_cost);
  CHECK_EQ(v_two, 0);
  CHECK_EQ(v_big, 1);
}

/* Object mode (the kernels of `gpuopt offload`, attribute "gpuopt-object-params"): each pointer
 * parameter is one object's base, the offset a separate parameter. The pair check is `a != c`
 * (no byte ranges: here none could be had, the row loop's bound is loaded from memory), a memset of
 * a parameter's memory is a write of it, and the same object passed twice runs the original copy:
 * outputs bit for bit those of the untransformed kernel. */
static const char obj_ir[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @obj_acc(ptr %a, i64 %ao, ptr %c, i64 %co, ptr %nptr, i64 %no, i32 %m) #0 {\n"
    "entry:\n"
    "  %ab = getelementptr i8, ptr %a, i64 %ao\n"
    "  %cb = getelementptr i8, ptr %c, i64 %co\n"
    "  %nb = getelementptr i8, ptr %nptr, i64 %no\n"
    "  %n = load i32, ptr %nb, align 4\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %ok = icmp slt i32 %t, %m\n"
    "  br i1 %ok, label %pre, label %exit\n"
    "pre:\n"
    "  %cj = getelementptr float, ptr %cb, i32 %t\n"
    "  %z = icmp sgt i32 %n, 0\n"
    "  br i1 %z, label %loop, label %zero\n"
    "zero:\n"
    "  call void @llvm.memset.p0.i64(ptr %cj, i8 0, i64 4, i1 false)\n"
    "  br label %exit\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %pre ], [ %i1, %loop ]\n"
    "  %row = mul i32 %i, %m\n"
    "  %ix = add i32 %row, %t\n"
    "  %ap = getelementptr float, ptr %ab, i32 %ix\n"
    "  %av = load float, ptr %ap, align 4\n"
    "  %cv = load float, ptr %cj, align 4\n"
    "  %s = fadd float %cv, %av\n"
    "  store float %s, ptr %cj, align 4\n"
    "  %i1 = add i32 %i, 1\n"
    "  %d = icmp slt i32 %i1, %n\n"
    "  br i1 %d, label %loop, label %exit\n"
    "exit:\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
    "attributes #0 = { \"gpuopt-object-params\" }\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @obj_acc, !\"kernel\", i32 1}\n";

/* a = mem[0..alen) (n = 8 rows of m = 32), c = mem + coff floats when alias, else cbuf; n at nbuf */
static int run_obj(mod *md, float *mem, size_t alen, float *cbuf, size_t coff, int32_t *nbuf) {
  gpuopt_interp *ip = NULL;
  if (gpuopt_interp_create(md->ctx, md->m, &ip)) return 0;
  gpuopt_status st = gpuopt_interp_set_buffer(ip, 0, mem, alen * sizeof *mem, 0);
  if (!st) st = gpuopt_interp_set_scalar(ip, 1, 0);
  if (!st) st = gpuopt_interp_set_buffer(ip, 2, cbuf ? cbuf : mem, cbuf ? 32 * sizeof *mem : alen * sizeof *mem, 0);
  if (!st) st = gpuopt_interp_set_scalar(ip, 3, cbuf ? 0 : coff * sizeof *mem);
  if (!st) st = gpuopt_interp_set_buffer(ip, 4, nbuf, sizeof *nbuf, 0);
  if (!st) st = gpuopt_interp_set_scalar(ip, 5, 0);
  if (!st) st = gpuopt_interp_set_scalar(ip, 6, 32);
  gpuopt_launch l = GPUOPT_LAUNCH_INIT;
  l.grid.x = 1;
  l.block.x = 32;
  if (!st) st = gpuopt_interp_run(ip, "obj_acc", &l, NULL);
  gpuopt_interp_free(ip);
  return st == GPUOPT_OK;
}

TEST(restrictify_object_params) {
  mod once, before, after;
  int ok = load(&once, obj_ir, NULL);
  LLVMValueRef fn = ok ? LLVMGetNamedFunction(once.m, "obj_acc") : NULL;
  gpuopt_kernel_restrictify_stats st;
  memset(&st, 0, sizeof st);
  ok = fn && gpuopt_kernel_restrictify(once.ctx, fn, &st) == GPUOPT_OK;
  if (ok) printf("  versioned %u pairs %u annotated %u\n", st.kernels_versioned, st.pairs_checked, st.accesses_annotated);
  /* pairs: (a, c) and (c, nptr); the memset annotated with the rest */
  int versioned = ok && st.kernels_versioned == 1 && st.pairs_checked == 2 && st.accesses_annotated >= 4;
  /* the check compares the bases: icmp ne in the check block */
  int ne = 0;
  if (versioned) {
    LLVMBasicBlockRef chk = LLVMGetEntryBasicBlock(fn);
    for (LLVMValueRef i = LLVMGetFirstInstruction(chk); i; i = LLVMGetNextInstruction(i))
      ne += LLVMGetInstructionOpcode(i) == LLVMICmp && LLVMGetICmpPredicate(i) == LLVMIntNE;
  }
  ok = ok && LLVMVerifyModule(once.m, LLVMReturnStatusAction, NULL) == 0;
  unload(&once);
  ok = ok && load(&before, obj_ir, NULL) && load(&after, obj_ir, "kernel-restrictify");
  int same = ok;
  enum { ALEN = 8 * 32 + 64 };
  static float m1[ALEN], m2[ALEN], c1[32], c2[32];
  int32_t n8 = 8, n0 = 0;
  /* apart, then c inside a (the same object) at several offsets, then n = 0 (the memset) */
  static const size_t offs[] = {0, 1, 31, 100, 255, 288};
  for (int k = -1; k < (int)(sizeof offs / sizeof *offs) + 1 && same; k++) {
    fill(m1, ALEN, 5 + (unsigned)(k + 1));
    memcpy(m2, m1, sizeof m1);
    fill(c1, 32, 9);
    memcpy(c2, c1, sizeof c1);
    int alias = k >= 0 && k < (int)(sizeof offs / sizeof *offs);
    size_t off = alias ? offs[k] : 0;
    int32_t *np = k == (int)(sizeof offs / sizeof *offs) ? &n0 : &n8;
    same = run_obj(&before, m1, ALEN, alias ? NULL : c1, off, np) && run_obj(&after, m2, ALEN, alias ? NULL : c2, off, np) &&
           !memcmp(m1, m2, sizeof m1) && !memcmp(c1, c2, sizeof c1);
    if (!same) printf("  case %d (offset %zu): outputs differ or a run failed\n", k, off);
  }
  unload(&before);
  unload(&after);
  CHECK(versioned);
  CHECK(ne >= 2);
  CHECK(same);
}
