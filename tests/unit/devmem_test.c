/* The interpreter's persistent device memory (src/interp/devmem.c): allocations with bounds-checked
 * host transfers, persistent module globals found by name, launches with CUDA's raw kernelParams
 * (integers, doubles, pointers, a byval struct), the printf hook. */
#include <stdlib.h>

#include "test.h"

static const char *dev_ir =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "%pair = type { i32, double }\n"
    "@count = addrspace(1) global i32 5\n"
    "@fmt = addrspace(1) constant [11 x i8] c\"t=%d v=%g\\0A\\00\"\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @vprintf(ptr, ptr)\n"
    "define void @k(ptr %out, i16 %s, double %d, ptr byval(%pair) align 8 %p) {\n"
    "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %pa = load i32, ptr %p, align 8\n  %pbp = getelementptr inbounds %pair, ptr %p, i32 0, i32 1\n"
    "  %pb = load double, ptr %pbp, align 8\n  %se = sext i16 %s to i32\n"
    "  %x = add i32 %t, %se\n  %y = add i32 %x, %pa\n  %dd = fadd double %d, %pb\n  %di = fptosi double %dd to i32\n"
    "  %z = add i32 %y, %di\n  %g = getelementptr inbounds i32, ptr %out, i32 %t\n  store i32 %z, ptr %g, align 4\n"
    "  %c = atomicrmw add ptr addrspacecast (ptr addrspace(1) @count to ptr), i32 1 seq_cst, align 4\n"
    "  %buf = alloca { i32, double }, align 8\n  store i32 %t, ptr %buf, align 8\n"
    "  %b1 = getelementptr inbounds { i32, double }, ptr %buf, i32 0, i32 1\n  store double %dd, ptr %b1, align 8\n"
    "  %r = call i32 @vprintf(ptr addrspacecast (ptr addrspace(1) @fmt to ptr), ptr %buf)\n"
    "  ret void\n}\n"
    "!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";

typedef struct seen { int calls; char last[64]; int last_t; double last_v; } seen;

static int hook(void *user, gpuopt_interp *ip, uint64_t fmt, uint64_t args) {
  seen *s = user;
  s->calls++;
  if (gpuopt_interp_mem_peek(ip, s->last, fmt, 11)) return -1;
  struct { int t; double v; } a;
  if (gpuopt_interp_mem_peek(ip, &a, args, sizeof a)) return -1;
  s->last_t = a.t, s->last_v = a.v;
  return 7;
}

TEST(devmem_persistent_raw_args_printf) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, dev_ir);
  CHECK(m);
  gpuopt_interp *ip = NULL;
  CHECK(!gpuopt_interp_create(ctx, m, &ip));
  CHECK(!gpuopt_interp_set_persistent(ip, 1));
  seen s = {0};
  gpuopt_interp_set_printf(ip, hook, &s);
  uint64_t out = 0, count = 0;
  size_t csize = 0;
  CHECK(!gpuopt_interp_mem_alloc(ip, 40 * sizeof(int), "out", &out));
  CHECK(out != 0);
  CHECK(!gpuopt_interp_global(ip, "count", &count, &csize));
  CHECK_EQ(csize, 4);
  CHECK_EQ(gpuopt_interp_global(ip, "nope", &count, &csize), GPUOPT_ENOTFOUND);
  CHECK(!gpuopt_interp_global(ip, "count", &count, &csize));
  short sh = -3;
  double d = 2.25;
  struct { int a; double b; } pr = {100, 0.75};
  void *args[] = {&out, &sh, &d, &pr};
  gpuopt_launch L = GPUOPT_LAUNCH_INIT;
  L.block.x = 40;
  for (int rep = 0; rep < 2; rep++) CHECK(!gpuopt_interp_run_args(ip, "k", &L, args, NULL));
  int host[40];
  CHECK(!gpuopt_interp_mem_read(ip, host, out, sizeof host));
  for (int t = 0; t < 40; t++) CHECK_EQ(host[t], t - 3 + 100 + 3);
  int c = 0;
  CHECK(!gpuopt_interp_mem_read(ip, &c, count, 4));
  CHECK_EQ(c, 5 + 80); /* persistent across the two runs */
  CHECK_EQ(s.calls, 80);
  CHECK(!strcmp(s.last, "t=%d v=%g\n"));
  CHECK_EQ(s.last_t, 39);
  CHECK(s.last_v == 3.0);
  /* host transfers are checked against the allocation */
  CHECK_EQ(gpuopt_interp_mem_read(ip, host, out + 4, sizeof host), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "run past the end of out");
  CHECK_EQ(gpuopt_interp_mem_write(ip, 12345, host, 4), GPUOPT_EINVAL);
  CHECK(!gpuopt_interp_mem_set(ip, out, 0, sizeof host));
  CHECK(!gpuopt_interp_mem_copy(ip, out + 4, count, 4));
  CHECK(!gpuopt_interp_mem_read(ip, host, out, 8));
  CHECK_EQ(host[0], 0);
  CHECK_EQ(host[1], 85);
  uint64_t base = 0;
  size_t size = 0;
  CHECK(!gpuopt_interp_mem_range(ip, out + 8, &base, &size));
  CHECK(base == out && size == sizeof host);
  /* non-persistent again: the global restarts from its initializer */
  CHECK(!gpuopt_interp_set_persistent(ip, 0));
  CHECK(!gpuopt_interp_run_args(ip, "k", &L, args, NULL));
  CHECK(!gpuopt_interp_mem_read(ip, &c, count, 4));
  CHECK_EQ(c, 5 + 40);
  /* a freed allocation faults in the kernel; freeing twice or a global is an error */
  CHECK_EQ(gpuopt_interp_mem_free(ip, out + 4), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_interp_mem_free(ip, count), GPUOPT_EINVAL);
  CHECK(!gpuopt_interp_mem_free(ip, out));
  CHECK_EQ(gpuopt_interp_mem_free(ip, out), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_interp_run_args(ip, "k", &L, args, NULL), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "store of 4 bytes");
  /* huge allocations fail cleanly; unknown kernels are named */
  uint64_t huge = 1;
  CHECK_EQ(gpuopt_interp_mem_alloc(ip, (size_t)1 << 41, NULL, &huge), GPUOPT_ENOMEM);
  CHECK(huge == 0);
  CHECK_EQ(gpuopt_interp_run_args(ip, "nokernel", &L, args, NULL), GPUOPT_ENOTFOUND);
  CHECK(gpuopt_interp_has_kernel(ip, "k", NULL));
  /* without the hook vprintf is unsupported */
  uint64_t out2;
  CHECK(!gpuopt_interp_mem_alloc(ip, 40 * sizeof(int), NULL, &out2));
  void *args2[] = {&out2, &sh, &d, &pr};
  gpuopt_interp_set_printf(ip, NULL, NULL);
  CHECK_EQ(gpuopt_interp_run_args(ip, "k", &L, args2, NULL), GPUOPT_EUNSUPPORTED);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "vprintf");
  gpuopt_interp_free(ip);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}
