/* Unit tests of the Wang et al. §4.1 rewrites (src/transform/reg_promote.c, vector_loads.c,
 * smem_prefetch.c) through
 * the public API, on the hand-written kernels of tests/wang/kernels.ll: what each reports, where it
 * fires and where it must not, idempotence, the module verifying, bad arguments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static int load(mod *md, const char *pipeline) {
  memset(md, 0, sizeof *md);
  char *ir = slurp("tests/wang/kernels.ll");
  if (!ir || gpuopt_ctx_create(NULL, &md->ctx)) {
    free(ir);
    return 0;
  }
  md->llctx = LLVMContextCreate();
  int ok = !gpuopt_module_parse(md->ctx, md->llctx, ir, strlen(ir), "kernels.ll", &md->m);
  free(ir);
  return ok && (!pipeline || !gpuopt_run_pipeline(md->ctx, md->m, pipeline, NULL));
}

static void unload(mod *md) {
  if (md->m) LLVMDisposeModule(md->m);
  if (md->llctx) LLVMContextDispose(md->llctx);
  gpuopt_ctx_free(md->ctx);
}

static int fired_is(mod *md, const char *fn, const char *want) {
  LLVMValueRef f = LLVMGetNamedFunction(md->m, fn);
  const char *got = f ? gpuopt_rewrites_fired(f) : NULL;
  if (!got || strcmp(got, want)) printf("  %s: rewrites '%s', expected '%s'\n", fn, got ? got : "(null)", want);
  return got && !strcmp(got, want);
}

TEST(reg_promote_fires_where_legal) {
  mod md;
  int ok = load(&md, NULL);
  gpuopt_reg_promote_stats st, again;
  memset(&st, 0xff, sizeof st);
  ok = ok && gpuopt_reg_promote(md.ctx, md.m, &st) == GPUOPT_OK && gpuopt_module_verify(md.ctx, md.m) == GPUOPT_OK;
  /* rowsum, gemm_acc on their noalias parameters; rowsum_alias in kernel-restrictify's copy */
  int f1 = ok && fired_is(&md, "rowsum", "reg-promote") && fired_is(&md, "gemm_acc", "reg-promote") &&
           fired_is(&md, "rowsum_alias", "reg-promote");
  /* a conditional update, a barrier, no loop */
  int f0 = ok && fired_is(&md, "rowsum_cond", "") && fired_is(&md, "tiled_acc", "") && fired_is(&md, "transpose_add", "");
  ok = ok && gpuopt_reg_promote(md.ctx, md.m, &again) == GPUOPT_OK;
  unload(&md);
  CHECK(ok);
  CHECK(f1);
  CHECK(f0);
  CHECK_EQ(st.promoted, 3);
  CHECK_EQ(st.restrictified, 1);
  CHECK_EQ(st.stores_removed, 3);
  CHECK_EQ(again.promoted, 0);
  CHECK_EQ(again.restrictified, 0);
}

/* A conditional update through a loop-invariant address (no store runs on every way out of the loop,
 * and none before it) and an accumulator in a loop with a barrier: nothing is promoted, both
 * refusals are counted. */
TEST(reg_promote_refuses_conditional_store) {
  static const char ir[] =
      "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n"
      "define void @k(ptr noalias %s, ptr noalias %a, i32 %m) {\nentry:\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %x = zext i32 %t to i64\n"
      "  %p = getelementptr float, ptr %s, i64 %x\n  br label %l\n"
      "l:\n  %k = phi i32 [0, %entry], [%k1, %n]\n  %kx = zext i32 %k to i64\n"
      "  %q = getelementptr float, ptr %a, i64 %kx\n  %v = load float, ptr %q\n  %c = fcmp ogt float %v, 0.5\n"
      "  br i1 %c, label %u, label %n\n"
      "u:\n  %o = load float, ptr %p\n  %r = fadd float %o, %v\n  store float %r, ptr %p\n  br label %n\n"
      "n:\n  %k1 = add i32 %k, 1\n  %d = icmp slt i32 %k1, %m\n  br i1 %d, label %l, label %e\n"
      "e:\n  ret void\n}\n"
      /* an unconditional accumulator in a loop with a barrier */
      "define void @b(ptr noalias %s, i32 %m) {\nentry:\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %x = zext i32 %t to i64\n"
      "  %p = getelementptr float, ptr %s, i64 %x\n  store float 0.0, ptr %p\n  br label %l\n"
      "l:\n  %k = phi i32 [0, %entry], [%k1, %l]\n  %o = load float, ptr %p\n  %r = fadd float %o, 1.0\n"
      "  store float %r, ptr %p\n  call void @llvm.nvvm.barrier0()\n"
      "  %k1 = add i32 %k, 1\n  %d = icmp slt i32 %k1, %m\n  br i1 %d, label %l, label %e\n"
      "e:\n  ret void\n}\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare void @llvm.nvvm.barrier0()\n";
  gpuopt_ctx *ctx = NULL;
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  gpuopt_reg_promote_stats st;
  memset(&st, 0xff, sizeof st);
  int ok = !gpuopt_ctx_create(NULL, &ctx) && !gpuopt_module_parse(ctx, llctx, ir, strlen(ir), "cond", &m) &&
           !gpuopt_reg_promote(ctx, m, &st) && !gpuopt_module_verify(ctx, m);
  const char *f = ok ? gpuopt_rewrites_fired(LLVMGetNamedFunction(m, "k")) : NULL;
  int none = f && !*f;
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
  CHECK(none);
  CHECK_EQ(st.promoted, 0);
  CHECK_EQ(st.refused_conditional, 1);
  CHECK_EQ(st.refused_barrier, 1);
}

TEST(reg_promote_facts_only) {
  mod md;
  int ok = load(&md, "reg-promote-facts");
  ok = ok && fired_is(&md, "rowsum", "reg-promote") && fired_is(&md, "rowsum_alias", "");
  unload(&md);
  CHECK(ok);
}

TEST(vector_loads_reports_gain) {
  mod md, ms;
  gpuopt_vector_loads_stats st, sm;
  int ok = load(&md, NULL) && gpuopt_vector_loads(md.ctx, md.m, &st) == GPUOPT_OK &&
           gpuopt_module_verify(md.ctx, md.m) == GPUOPT_OK;
  int f = ok && fired_is(&md, "sum4", "vector-loads") && fired_is(&md, "stencil3", "");
  /* after infer-memspace the parameter's align 16 must be restated on its cast */
  int ok2 = load(&ms, "infer-memspace") && gpuopt_vector_loads(ms.ctx, ms.m, &sm) == GPUOPT_OK &&
            gpuopt_module_verify(ms.ctx, ms.m) == GPUOPT_OK && fired_is(&ms, "sum4", "vector-loads");
  unload(&md);
  unload(&ms);
  CHECK(ok);
  CHECK(f);
  CHECK_EQ(st.functions, 1);
  CHECK_EQ(st.vector_loads, 1);
  CHECK_EQ(st.scalar_loads_merged, 4);
  CHECK_EQ(st.alignment_facts, 0);
  CHECK(ok2);
  CHECK_EQ(sm.vector_loads, 1);
  CHECK(sm.alignment_facts >= 1);
}

/* smem-prefetch: where it fires (a tile per shared array, guarded loops predicated), where it must
 * not (a conditional load, a thread-dependent trip count, a barrier in the loop), the statistics,
 * the verifier, and a second run finding nothing new (the rewritten loop has barriers). */
TEST(smem_prefetch_fires_where_legal) {
  mod md;
  gpuopt_smem_prefetch_stats st, again;
  int ok = load(&md, "reg-promote") && gpuopt_smem_prefetch(md.ctx, md.m, &st) == GPUOPT_OK &&
           gpuopt_module_verify(md.ctx, md.m) == GPUOPT_OK;
  int f = ok && fired_is(&md, "gemm_acc", "reg-promote,smem-prefetch,smem-prefetch-tx") &&
          fired_is(&md, "matvec", "smem-prefetch") && fired_is(&md, "rowdot_all", "smem-prefetch,smem-prefetch-tx") &&
          fired_is(&md, "vecmat", "smem-prefetch") && fired_is(&md, "zsum", "smem-prefetch") &&
          fired_is(&md, "vsum_cond", "") && fired_is(&md, "vsum_tidbound", "") && fired_is(&md, "tiled_acc", "") &&
          fired_is(&md, "rowsum", "reg-promote");
  int ok2 = ok && gpuopt_smem_prefetch(md.ctx, md.m, &again) == GPUOPT_OK &&
            gpuopt_module_verify(md.ctx, md.m) == GPUOPT_OK;
  unload(&md);
  CHECK(ok);
  CHECK(f);
  CHECK_EQ(st.kernels, 6);  /* gemm_acc, matvec, rowdot_all, zsum, vsum_join, vecmat */
  CHECK_EQ(st.loops, 6);
  CHECK_EQ(st.guarded, 5);  /* all but rowdot_all */
  CHECK_EQ(st.tiles, 8);    /* a row tile each, and gemm_acc's B and rowdot_all's v: 2-D blocks */
  CHECK_EQ(st.tx_tiles, 2); /* not vecmat's A[k*n+j]: a 1-D kernel */
  CHECK_EQ(st.loads_redirected, 8);
  CHECK(st.refused_call >= 1); /* tiled_acc's barrier */
  CHECK(ok2);
  CHECK_EQ(again.loops, 0);
}

/* smem-prefetch inside a grid-stride loop (the shape of `gpuopt offload`'s kernels): the outer loop
 * is made block-uniform by a vote (barrier0.or / barrier.cta.red.or) and the k-loop inside it gets
 * its tile; with the broadcast load replaced by one that depends on tid.x there is no candidate,
 * and the grid-stride loop is left as it is (no vote paid). */
static gpuopt_status gridstride(int candidate, gpuopt_smem_prefetch_stats *st, int *vote) {
  char ir[2600];
  snprintf(ir, sizeof ir,
           "target triple = \"nvptx64-nvidia-cuda\"\n"
           "define ptx_kernel void @gs(ptr %%a, ptr %%x, ptr %%y, i32 %%n) {\n"
           "entry:\n  %%pos = icmp sgt i32 %%n, 0\n  br i1 %%pos, label %%pre, label %%exit\n"
           "pre:\n  %%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
           "  %%cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
           "  %%nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
           "  %%nc = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()\n"
           "  %%b = mul i32 %%cta, %%nt\n  %%i0 = add i32 %%b, %%tid\n  %%stp = mul i32 %%nc, %%nt\n"
           "  %%g = icmp slt i32 %%i0, %%n\n  br i1 %%g, label %%outer, label %%exit\n"
           "outer:\n  %%i = phi i32 [%%i0, %%pre], [%%i1, %%latch]\n  %%row = mul i32 %%i, %%n\n  br label %%inner\n"
           "inner:\n  %%k = phi i32 [0, %%outer], [%%k1, %%inner]\n  %%s = phi float [0.0, %%outer], [%%s1, %%inner]\n"
           "  %%ai = add i32 %%row, %%k\n  %%ap = getelementptr float, ptr %%a, i32 %%ai\n"
           "  %%av = load float, ptr %%ap\n  %%xi = add i32 %%k, %s\n  %%xp = getelementptr float, ptr %%x, i32 %%xi\n"
           "  %%xv = load float, ptr %%xp\n  %%m = fmul float %%av, %%xv\n  %%s1 = fadd float %%s, %%m\n"
           "  %%k1 = add i32 %%k, 1\n  %%c = icmp slt i32 %%k1, %%n\n  br i1 %%c, label %%inner, label %%latch\n"
           "latch:\n  %%yp = getelementptr float, ptr %%y, i32 %%i\n  store float %%s1, ptr %%yp\n"
           "  %%i1 = add i32 %%i, %%stp\n  %%d = icmp slt i32 %%i1, %%n\n  br i1 %%d, label %%outer, label %%exit\n"
           "exit:\n  ret void\n}\n"
           "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
           "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()\n",
           candidate ? "0" : "%tid");
  gpuopt_ctx *ctx = NULL;
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  gpuopt_status r = gpuopt_ctx_create(NULL, &ctx);
  if (!r) r = gpuopt_module_parse(ctx, llctx, ir, strlen(ir), "gs", &m);
  if (!r) r = gpuopt_smem_prefetch(ctx, m, st);
  if (!r) r = gpuopt_module_verify(ctx, m);
  *vote = 0;
  for (LLVMValueRef f = m ? LLVMGetFirstFunction(m) : NULL; f; f = LLVMGetNextFunction(f)) {
    size_t len = 0;
    const char *nm = LLVMGetValueName2(f, &len);
    *vote |= strstr(nm, "barrier0.or") != NULL || strstr(nm, "barrier.cta.red.or") != NULL;
  }
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return r;
}

/* smem-prefetch-rows: the same loops, without the threadIdx.x tiles. */
TEST(smem_prefetch_rows_leaves_tx_tiles_out) {
  mod md;
  gpuopt_smem_prefetch_stats st;
  int ok = load(&md, "reg-promote") && gpuopt_smem_prefetch_rows(md.ctx, md.m, &st) == GPUOPT_OK &&
           gpuopt_module_verify(md.ctx, md.m) == GPUOPT_OK;
  int f = ok && fired_is(&md, "gemm_acc", "reg-promote,smem-prefetch") && fired_is(&md, "rowdot_all", "smem-prefetch");
  unload(&md);
  CHECK(ok);
  CHECK(f);
  CHECK_EQ(st.loops, 6);
  CHECK_EQ(st.tiles, 6);
  CHECK_EQ(st.tx_tiles, 0);
  CHECK_EQ(gpuopt_smem_prefetch_rows(NULL, NULL, NULL), GPUOPT_EINVAL);
}

TEST(smem_prefetch_in_grid_stride_loop) {
  gpuopt_smem_prefetch_stats st, no;
  int vote = 0, novote = 1;
  CHECK_EQ(gridstride(1, &st, &vote), GPUOPT_OK);
  CHECK_EQ(st.uniformized, 1);
  CHECK_EQ(st.loops, 1);
  CHECK_EQ(st.guarded, 1);
  CHECK_EQ(st.loads_redirected, 1); /* x[k]; a[i*n+k] depends on tid.x through i */
  CHECK(vote);
  CHECK_EQ(gridstride(0, &no, &novote), GPUOPT_OK);
  CHECK_EQ(no.uniformized, 0);
  CHECK_EQ(no.loops, 0);
  CHECK(!novote);
}

TEST(wang_bad_arguments) {
  gpuopt_ctx *ctx = NULL;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  CHECK_EQ(gpuopt_reg_promote(NULL, NULL, NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_vector_loads(NULL, NULL, NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_smem_prefetch(NULL, NULL, NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_smem_prefetch(ctx, NULL, NULL), GPUOPT_EINVAL);
  CHECK(strstr(gpuopt_ctx_error(ctx), "gpuopt_smem_prefetch") != NULL);
  gpuopt_status a = gpuopt_reg_promote(ctx, NULL, NULL);
  int na = strstr(gpuopt_ctx_error(ctx), "gpuopt_reg_promote") != NULL;
  gpuopt_status b = gpuopt_vector_loads(ctx, NULL, NULL);
  int nb = strstr(gpuopt_ctx_error(ctx), "gpuopt_vector_loads") != NULL;
  gpuopt_ctx_free(ctx);
  CHECK_EQ(a, GPUOPT_EINVAL);
  CHECK_EQ(b, GPUOPT_EINVAL);
  CHECK(na);
  CHECK(nb);
  CHECK(gpuopt_rewrites_fired(NULL) == NULL);
}
