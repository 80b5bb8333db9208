/* The interpreter running ordinary host functions as one thread (src/interp/host.c): x86-64 data
 * layout, scalar and pointer arguments, libm calls, the return value, the memory trace hook. */
#include <math.h>
#include <stdlib.h>

#include "test.h"

static const char host_ir[] =
    "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n"
    "target triple = \"x86_64-pc-linux-gnu\"\n"
    "@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n"
    "declare double @sqrt(double)\n"
    "declare float @powf(float, float)\n"
    "define double @norm(i32 %n, ptr %x) {\n"
    "entry:\n"
    "  %c = icmp sgt i32 %n, 0\n"
    "  br i1 %c, label %loop, label %done\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]\n"
    "  %iw = zext i32 %i to i64\n"
    "  %p = getelementptr inbounds double, ptr %x, i64 %iw\n"
    "  %v = load double, ptr %p\n"
    "  %m = fmul double %v, %v\n"
    "  %s1 = fadd double %s, %m\n"
    "  store double %m, ptr %p\n"
    "  %i1 = add nsw i32 %i, 1\n"
    "  %e = icmp slt i32 %i1, %n\n"
    "  br i1 %e, label %loop, label %done\n"
    "done:\n"
    "  %r = phi double [ 0.0, %entry ], [ %s1, %loop ]\n"
    "  %q = call double @sqrt(double %r)\n"
    "  ret double %q\n"
    "}\n"
    "define i32 @gsum(i32 %k) {\n"
    "  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i32 %k\n"
    "  %v = load i32, ptr %p\n"
    "  %w = add i32 %v, 100\n"
    "  ret i32 %w\n"
    "}\n"
    "define float @pw(float %a, float %b) {\n"
    "  %r = call float @powf(float %a, float %b)\n"
    "  ret float %r\n"
    "}\n";

typedef struct trace_rec { int n, stores, arg0, global; uint64_t maxoff; } trace_rec;
static void on_mem(void *user, const gpuopt_mem_event *ev) {
  trace_rec *t = user;
  t->n++;
  t->stores += ev->is_store;
  if (ev->arg == 1 && ev->offset > t->maxoff) t->maxoff = ev->offset;
  if (ev->arg == 0) t->arg0++;
  if (ev->global) t->global++;
}

TEST(interp_host_call) {
  gpuopt_ctx *ctx = NULL;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, host_ir);
  CHECK(m);
  gpuopt_interp *kernel_only = NULL;
  CHECK_EQ(gpuopt_interp_create(ctx, m, &kernel_only), GPUOPT_ETARGET);
  gpuopt_interp *ip = NULL;
  CHECK(!gpuopt_interp_create_host(ctx, m, &ip));
  double x[5] = {3, 4, 0, 12, 1};
  CHECK(!gpuopt_interp_set_scalar(ip, 0, 4));
  CHECK(!gpuopt_interp_set_buffer(ip, 1, x, sizeof x, 0));
  trace_rec t = {0};
  gpuopt_interp_set_mem_trace(ip, on_mem, &t);
  uint64_t r = 0;
  CHECK(!gpuopt_interp_call(ip, "norm", 0, &r));
  double d;
  memcpy(&d, &r, 8);
  CHECK(d == 13.0);
  CHECK(x[0] == 9 && x[3] == 144 && x[4] == 1);
  CHECK_EQ(t.n, 8);
  CHECK_EQ(t.stores, 4);
  CHECK_EQ(t.maxoff, 24);
  CHECK_EQ(t.arg0, 0);
  /* zero trips: no access, sqrt(0) */
  memset(&t, 0, sizeof t);
  CHECK(!gpuopt_interp_set_scalar(ip, 0, (uint64_t)(uint32_t)-5));
  CHECK(!gpuopt_interp_call(ip, "norm", 0, &r));
  CHECK_EQ(r, 0);
  CHECK_EQ(t.n, 0);
  /* out of bounds is an error naming the access */
  CHECK(!gpuopt_interp_set_scalar(ip, 0, 6));
  CHECK_EQ(gpuopt_interp_call(ip, "norm", 0, &r), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "out-of-bounds");
  gpuopt_interp_clear_args(ip);
  CHECK(!gpuopt_interp_set_scalar(ip, 0, 2));
  memset(&t, 0, sizeof t);
  CHECK(!gpuopt_interp_call(ip, "gsum", 0, &r));
  CHECK_EQ(r, 103);
  CHECK_EQ(t.global, 1);
  float a = 2.0f, b = 10.0f, pf;
  uint32_t ab, bb;
  memcpy(&ab, &a, 4);
  memcpy(&bb, &b, 4);
  CHECK(!gpuopt_interp_set_scalar(ip, 0, ab));
  CHECK(!gpuopt_interp_set_scalar(ip, 1, bb));
  CHECK(!gpuopt_interp_call(ip, "pw", 0, &r));
  uint32_t rb = (uint32_t)r;
  memcpy(&pf, &rb, 4);
  CHECK(pf == 1024.0f);
  CHECK_EQ(gpuopt_interp_call(ip, "nosuch", 0, &r), GPUOPT_ENOTFOUND);
  gpuopt_interp_free(ip);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}
