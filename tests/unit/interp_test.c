/* Unit tests of the SIMT interpreter (include/gpuopt/interp.h): corpus kernels with answers
 * computed independently in C, reconvergence (active masks), error paths with their messages,
 * tracing, argument specs and the differential harness. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "test.h"
#include "interp/interp.h"

typedef struct karg { int is_buf; void *data; size_t size; uint64_t bits; } karg;
#define BUF(p, n) {1, (p), (n) * sizeof *(p), 0}
#define SCALAR(v) {0, NULL, 0, (uint64_t)(v)}

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

/* Run kernel of IR text ir; msg receives the context's error. */
static gpuopt_status run_ir(const char *ir, const char *kernel, gpuopt_dim3 grid, gpuopt_dim3 block, karg *args, int n,
                            char *msg, size_t msglen, gpuopt_interp_stats *stats) {
  gpuopt_ctx *ctx = NULL;
  gpuopt_status st = gpuopt_ctx_create(NULL, &ctx);
  if (st) return st;
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  gpuopt_interp *ip = NULL;
  st = gpuopt_module_parse(ctx, llctx, ir, strlen(ir), "test", &m);
  if (!st) st = gpuopt_module_verify(ctx, m);
  if (!st) st = gpuopt_interp_create(ctx, m, &ip);
  for (int i = 0; !st && i < n; i++)
    st = args[i].is_buf ? gpuopt_interp_set_buffer(ip, (unsigned)i, args[i].data, args[i].size, 0)
                        : gpuopt_interp_set_scalar(ip, (unsigned)i, args[i].bits);
  gpuopt_launch l = GPUOPT_LAUNCH_INIT;
  l.grid = grid;
  l.block = block;
  l.max_steps = 100000000;
  if (!st) st = gpuopt_interp_run(ip, kernel, &l, stats);
  if (msg) snprintf(msg, msglen, "%s", gpuopt_ctx_error(ctx));
  if (st && msg && !*msg) snprintf(msg, msglen, "%s", gpuopt_status_str(st));
  gpuopt_interp_free(ip);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return st;
}

static gpuopt_status run_corpus(const char *name, const char *kernel, gpuopt_dim3 grid, gpuopt_dim3 block, karg *args,
                                int n, char *msg, size_t msglen) {
  char path[256];
  snprintf(path, sizeof path, "tests/kernels/%s.ll", name);
  char *ir = slurp(path);
  if (!ir) {
    snprintf(msg, msglen, "cannot read %s", path);
    return GPUOPT_EIO;
  }
  gpuopt_status st = run_ir(ir, kernel, grid, block, args, n, msg, msglen, NULL);
  free(ir);
  return st;
}

#define D3(x, y, z) ((gpuopt_dim3){(x), (y), (z)})
#define RUN_OK(expr)                                      \
  do {                                                    \
    gpuopt_status st_ = (expr);                           \
    if (st_) printf("  error: %s\n", msg);                \
    CHECK_EQ(st_, GPUOPT_OK);                             \
  } while (0)

TEST(interp_reduction_smem) {
  int in[1024], out[4] = {0}, want[4] = {0};
  for (int i = 0; i < 1024; i++) in[i] = (i * 7919) % 16 - 3;
  for (int i = 0; i < 1000; i++) want[i / 256] += in[i];
  karg a[] = {BUF(in, 1024), BUF(out, 4), SCALAR(1000)};
  char msg[1024];
  RUN_OK(run_corpus("reduction_smem", "reduce_sum", D3(4, 1, 1), D3(256, 1, 1), a, 3, msg, sizeof msg));
  for (int b = 0; b < 4; b++) CHECK_EQ(out[b], want[b]);
}

TEST(interp_matmul_tiled) {
  enum { N = 40 };
  static float A[N * N], B[N * N], C[N * N], W[N * N];
  for (int i = 0; i < N * N; i++) {
    A[i] = (float)((i * 13) % 17) / 16.0f - 0.5f;
    B[i] = (float)((i * 7) % 23) / 8.0f + 0.125f;
    C[i] = -1.0f;
  }
  for (int r = 0; r < N; r++)
    for (int c = 0; c < N; c++) {
      float acc = 0.0f;
      for (int k = 0; k < N; k++) acc = acc + A[r * N + k] * B[k * N + c];
      W[r * N + c] = acc;
    }
  karg a[] = {BUF(A, N * N), BUF(B, N * N), BUF(C, N * N), SCALAR(N)};
  char msg[1024];
  RUN_OK(run_corpus("matmul_tiled", "matmul_tiled", D3(3, 3, 1), D3(16, 16, 1), a, 4, msg, sizeof msg));
  CHECK(!memcmp(C, W, sizeof C));
}

TEST(interp_prefix_sum) {
  int in[192], out[192], n = 190;
  for (int i = 0; i < 192; i++) in[i] = (i * 31) % 11 - 5, out[i] = 12345;
  karg a[] = {BUF(in, 192), BUF(out, 192), SCALAR(n)};
  char msg[1024];
  RUN_OK(run_corpus("prefix_sum", "prefix_sum", D3(2, 1, 1), D3(96, 1, 1), a, 3, msg, sizeof msg));
  for (int b = 0; b < 2; b++) {
    int s = 0;
    for (int t = 0; t < 96; t++) {
      int i = b * 96 + t;
      if (i >= n) {
        CHECK_EQ(out[i], 12345);
        continue;
      }
      s += in[i];
      CHECK_EQ(out[i], s);
    }
  }
}

TEST(interp_histogram_atomic) {
  int data[3000], hist[16] = {0}, hs[10] = {0}, want[16] = {0}, wants[10] = {0};
  for (int i = 0; i < 3000; i++) data[i] = (i * i + 3 * i) % 97;
  for (int i = 0; i < 3000; i++) want[data[i] % 16]++;
  for (int i = 0; i < 1000; i++) wants[data[i] % 10]++;
  karg a[] = {BUF(data, 3000), BUF(hist, 16), SCALAR(3000), SCALAR(16)};
  char msg[1024];
  RUN_OK(run_corpus("histogram_atomic", "histogram", D3(4, 1, 1), D3(128, 1, 1), a, 4, msg, sizeof msg));
  for (int b = 0; b < 16; b++) CHECK_EQ(hist[b], want[b]);
  karg s[] = {BUF(data, 3000), BUF(hs, 10), SCALAR(1000), SCALAR(10)};
  RUN_OK(run_corpus("histogram_atomic", "histogram_smem", D3(3, 1, 1), D3(64, 1, 1), s, 4, msg, sizeof msg));
  for (int b = 0; b < 10; b++) CHECK_EQ(hs[b], wants[b]);
}

TEST(interp_loop_exit) {
  int in[100], steps[100];
  for (int i = 0; i < 100; i++) in[i] = i, steps[i] = -7;
  karg a[] = {BUF(in, 100), BUF(steps, 100), SCALAR(100)};
  char msg[1024];
  RUN_OK(run_corpus("loop_exit", "collatz", D3(2, 1, 1), D3(64, 1, 1), a, 3, msg, sizeof msg));
  for (int i = 0; i < 100; i++) {
    unsigned x = (unsigned)i;
    int s = 0;
    while (x > 1 && s < 1000) x = (x & 1) ? 3 * x + 1 : x / 2, s++;
    CHECK_EQ(steps[i], s);
  }
  int m = 20, n = 60, thr = 13, arr[1280], pos[64];
  for (int i = 0; i < 1280; i++) arr[i] = (i * 37 + i / 7) % 16;
  for (int i = 0; i < 64; i++) pos[i] = 99;
  karg b[] = {BUF(arr, 1280), BUF(pos, 64), SCALAR(n), SCALAR(m), SCALAR(thr)};
  RUN_OK(run_corpus("loop_exit", "first_above", D3(2, 1, 1), D3(32, 1, 1), b, 5, msg, sizeof msg));
  for (int i = 0; i < 64; i++) {
    int p = -1;
    if (i >= n) {
      CHECK_EQ(pos[i], 99);
      continue;
    }
    for (int j = 0; j < m; j++)
      if (arr[i * m + j] > thr) {
        p = j;
        break;
      }
    CHECK_EQ(pos[i], p);
  }
}

TEST(interp_vote) {
  int in[128];
  unsigned ballots[4] = {0}, halves[4] = {0};
  int alls[4] = {0}, anys[4] = {0}, sums[4] = {0};
  for (int i = 0; i < 128; i++) in[i] = (i * 5 + 3) % 16 + (i >= 64 && i < 96 ? 1 : 0);
  karg a[] = {BUF(in, 128), BUF(ballots, 4), BUF(alls, 4), BUF(anys, 4), BUF(sums, 4), BUF(halves, 4)};
  char msg[1024];
  RUN_OK(run_corpus("vote", "vote", D3(2, 1, 1), D3(64, 1, 1), a, 6, msg, sizeof msg));
  for (int w = 0; w < 4; w++) {
    unsigned b = 0, hb = 0;
    int all = 1, any = 0, sum = 0;
    for (int l = 0; l < 32; l++) {
      int v = in[w * 32 + l];
      if (v > 7) b |= 1u << l;
      if (l < 16 && (v & 1)) hb |= 1u << l;
      if (!(v > 0)) all = 0;
      if (v == 15) any = 1;
      sum += v;
    }
    CHECK_EQ(ballots[w], b);
    CHECK_EQ(halves[w], hb);
    CHECK_EQ(!!alls[w], all);
    CHECK_EQ(!!anys[w], any);
    CHECK_EQ(sums[w], sum);
  }
}

TEST(interp_grid3d) {
  int out[210], o2[192];
  for (int i = 0; i < 210; i++) out[i] = -1;
  karg a[] = {BUF(out, 210), SCALAR(10), SCALAR(7), SCALAR(3)};
  char msg[1024];
  RUN_OK(run_corpus("grid3d", "grid3d", D3(3, 2, 2), D3(4, 4, 2), a, 4, msg, sizeof msg));
  for (int z = 0; z < 3; z++)
    for (int y = 0; y < 7; y++)
      for (int x = 0; x < 10; x++) CHECK_EQ(out[(z * 7 + y) * 10 + x], x + 1000 * y + 1000000 * z);
  karg b[] = {BUF(o2, 192)};
  RUN_OK(run_corpus("grid3d", "grid2d", D3(3, 2, 1), D3(8, 4, 1), b, 1, msg, sizeof msg));
  for (int bl = 0; bl < 6; bl++)
    for (int t = 0; t < 32; t++) CHECK_EQ(o2[bl * 32 + t], bl * 1000 + t);
}

/* ---- reconvergence ---- */

#define HDR "target triple = \"nvptx64-nvidia-cuda\"\n" \
  "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.activemask()\ndeclare void @llvm.nvvm.barrier0()\n"
#define KERNEL(name) "!nvvm.annotations = !{!0}\n!0 = !{ptr @" name ", !\"kernel\", i32 1}\n"

/* Fig. 5-7 style: lanes split at a divergent branch and reconverge at its post-dominator; a loop
 * with a divergent exit keeps finished lanes waiting until the last lane leaves. */
static const char *reconv_ir = HDR
  "define void @k(ptr %in, ptr %out) {\n"
  "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %lo = icmp ult i32 %t, 8\n"
  "  br i1 %lo, label %a, label %b\n"
  "a:\n  %ma = call i32 @llvm.nvvm.activemask()\n  br label %join\n"
  "b:\n  %mb = call i32 @llvm.nvvm.activemask()\n  br label %join\n"
  "join:\n  %m1 = phi i32 [ %ma, %a ], [ %mb, %b ]\n  %m2 = call i32 @llvm.nvvm.activemask()\n"
  "  %n = and i32 %t, 7\n  br label %loop\n"
  "loop:\n  %i = phi i32 [ 0, %join ], [ %i1, %loop ]\n  %mi = phi i32 [ 0, %join ], [ %ml, %loop ]\n"
  "  %ml = call i32 @llvm.nvvm.activemask()\n  %i1 = add i32 %i, 1\n  %c = icmp ule i32 %i1, %n\n"
  "  br i1 %c, label %loop, label %exit\n"
  "exit:\n  %m3 = call i32 @llvm.nvvm.activemask()\n"
  "  %p = getelementptr i32, ptr %out, i32 %t\n  store i32 %m1, ptr %p\n"
  "  %t32 = add i32 %t, 32\n  %p2 = getelementptr i32, ptr %out, i32 %t32\n  store i32 %m2, ptr %p2\n"
  "  %t64 = add i32 %t, 64\n  %p3 = getelementptr i32, ptr %out, i32 %t64\n  store i32 %ml, ptr %p3\n"
  "  %t96 = add i32 %t, 96\n  %p4 = getelementptr i32, ptr %out, i32 %t96\n  store i32 %m3, ptr %p4\n"
  "  ret void\n}\n" KERNEL("k");

TEST(interp_reconvergence_masks) {
  unsigned out[128];
  memset(out, 0, sizeof out);
  karg a[] = {BUF(out, 1), BUF(out, 128)};
  char msg[1024];
  RUN_OK(run_ir(reconv_ir, "k", D3(1, 1, 1), D3(32, 1, 1), a, 2, msg, sizeof msg, NULL));
  for (unsigned l = 0; l < 32; l++) {
    CHECK_EQ(out[l], l < 8 ? 0xffu : 0xffffff00u);  /* inside the branch */
    CHECK_EQ(out[32 + l], 0xffffffffu);             /* reconverged at the post-dominator */
    /* last iteration of lane l (n = l & 7 + 1 iterations): lanes with at least as many iterations */
    unsigned want = 0;
    for (unsigned k = 0; k < 32; k++)
      if ((k & 7) >= (l & 7)) want |= 1u << k;
    CHECK_EQ(out[64 + l], want);
    CHECK_EQ(out[96 + l], 0xffffffffu);             /* all lanes leave the loop together */
  }
}

/* ---- error paths ---- */

static const char *oob_ir = HDR
  "define void @k(ptr %out) {\n"
  "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %p = getelementptr inbounds i32, ptr %out, i32 %t\n"
  "  store i32 %t, ptr %p, align 4\n  ret void\n}\n" KERNEL("k");

TEST(interp_error_out_of_bounds_store) {
  int out[16];
  karg a[] = {BUF(out, 16)};
  char msg[1024];
  CHECK_EQ(run_ir(oob_ir, "k", D3(1, 1, 1), D3(32, 1, 1), a, 1, msg, sizeof msg, NULL), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(msg, "kernel @k: out-of-bounds store of 4 bytes at address");
  CHECK_STR_CONTAINS(msg, "offset 64 of buffer argument 0, 64 bytes");
  CHECK_STR_CONTAINS(msg, "store i32 %t, ptr %p, align 4");
  CHECK_STR_CONTAINS(msg, "in block %entry of @k, thread (16,0,0) of block (0,0,0) (warp 0, lane 16)");
}

static const char *deadlock_ir = HDR
  "define void @k(ptr %out) {\n"
  "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp ult i32 %t, 32\n"
  "  br i1 %c, label %sync, label %end\n"
  "sync:\n  call void @llvm.nvvm.barrier0()\n  br label %end\n"
  "end:\n  ret void\n}\n" KERNEL("k");

TEST(interp_error_barrier_deadlock) {
  int out[1];
  karg a[] = {BUF(out, 1)};
  char msg[1024];
  CHECK_EQ(run_ir(deadlock_ir, "k", D3(1, 1, 1), D3(64, 1, 1), a, 1, msg, sizeof msg, NULL), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(msg, "barrier deadlock: 32 of 64 threads of the block reached the barrier and thread (32,0,0) has exited");
  CHECK_STR_CONTAINS(msg, "call void @llvm.nvvm.barrier"); /* barrier0, or its LLVM 21+ upgrade */
  CHECK_STR_CONTAINS(msg, "in block %sync of @k");
  /* a barrier every thread reaches is fine */
  CHECK_EQ(run_ir(deadlock_ir, "k", D3(2, 1, 1), D3(32, 1, 1), a, 1, msg, sizeof msg, NULL), GPUOPT_OK);
}

static const char *div_ir = HDR
  "define void @k(ptr %out, i32 %d) {\n"
  "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %x = sub i32 %d, %t\n  %q = sdiv i32 100, %x\n"
  "  %p = getelementptr inbounds i32, ptr %out, i32 %t\n  store i32 %q, ptr %p, align 4\n  ret void\n}\n" KERNEL("k");

TEST(interp_error_division_by_zero) {
  int out[32];
  karg a[] = {BUF(out, 32), SCALAR(5)};
  char msg[1024];
  CHECK_EQ(run_ir(div_ir, "k", D3(1, 1, 1), D3(32, 1, 1), a, 2, msg, sizeof msg, NULL), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(msg, "division by zero at '%q = sdiv i32 100, %x' in block %entry of @k, thread (5,0,0)");
  karg b[] = {BUF(out, 32), SCALAR(100)};
  CHECK_EQ(run_ir(div_ir, "k", D3(1, 1, 1), D3(32, 1, 1), b, 2, msg, sizeof msg, NULL), GPUOPT_OK);
  CHECK_EQ(out[0], 1);
  CHECK_EQ(out[31], 100 / 69);
}

static const char *unsup_ir = HDR
  "declare i32 @host_only(ptr, ptr)\n"
  "define void @k(ptr %out, i32 %n) {\n"
  "entry:\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %pr, label %end\n"
  "pr:\n  %r = call i32 @host_only(ptr null, ptr null)\n  br label %end\n"
  "end:\n  ret void\n}\n" KERNEL("k");

TEST(interp_error_unsupported) {
  int out[1];
  karg a[] = {BUF(out, 1), SCALAR(1)};
  char msg[1024];
  /* never executed: fine */
  CHECK_EQ(run_ir(unsup_ir, "k", D3(1, 1, 1), D3(32, 1, 1), a, 2, msg, sizeof msg, NULL), GPUOPT_OK);
  karg b[] = {BUF(out, 1), SCALAR(0)};
  CHECK_EQ(run_ir(unsup_ir, "k", D3(1, 1, 1), D3(32, 1, 1), b, 2, msg, sizeof msg, NULL), GPUOPT_EUNSUPPORTED);
  CHECK_STR_CONTAINS(msg, "unsupported: a call to the unsupported function or intrinsic @host_only at '%r = call i32 @host_only(ptr null, ptr null)' in block %pr of @k");
}

static const char *poison_ir = HDR
  "define void @k(ptr %out, i32 %n) {\n"
  "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %x = add nsw i32 %n, %t\n"
  "  %c = icmp sgt i32 %x, 0\n  br i1 %c, label %a, label %end\n"
  "a:\n  store i32 1, ptr %out, align 4\n  br label %end\nend:\n  ret void\n}\n" KERNEL("k");

TEST(interp_error_poison_branch) {
  int out[1];
  karg a[] = {BUF(out, 1), SCALAR(0x7ffffff0)};
  char msg[1024];
  CHECK_EQ(run_ir(poison_ir, "k", D3(1, 1, 1), D3(32, 1, 1), a, 2, msg, sizeof msg, NULL), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(msg, "branch on a poison condition");
  CHECK_STR_CONTAINS(msg, "lane 16)");
  karg b[] = {BUF(out, 1), SCALAR(5)};
  CHECK_EQ(run_ir(poison_ir, "k", D3(1, 1, 1), D3(32, 1, 1), b, 2, msg, sizeof msg, NULL), GPUOPT_OK);
}

static const char *misc_err_ir = HDR
  "define void @misaligned(ptr %out) {\n"
  "  %p = getelementptr i8, ptr %out, i64 2\n  store i32 1, ptr %p, align 4\n  ret void\n}\n"
  "define void @nullp(ptr %out) {\n  store i32 1, ptr null, align 4\n  ret void\n}\n"
  "define void @uninit(ptr %out) {\n  %a = alloca i32, align 4\n  %v = load i32, ptr %a, align 4\n"
  "  store i32 %v, ptr %out, align 4\n  ret void\n}\n"
  "!nvvm.annotations = !{!0, !1, !2}\n!0 = !{ptr @misaligned, !\"kernel\", i32 1}\n"
  "!1 = !{ptr @nullp, !\"kernel\", i32 1}\n!2 = !{ptr @uninit, !\"kernel\", i32 1}\n";

TEST(interp_error_memory_misc) {
  int out[4];
  karg a[] = {BUF(out, 4)};
  char msg[1024];
  CHECK_EQ(run_ir(misc_err_ir, "misaligned", D3(1, 1, 1), D3(1, 1, 1), a, 1, msg, sizeof msg, NULL), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(msg, "misaligned store of 4 bytes (align 4) at address");
  CHECK_EQ(run_ir(misc_err_ir, "nullp", D3(1, 1, 1), D3(1, 1, 1), a, 1, msg, sizeof msg, NULL), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(msg, "null-pointer store of 4 bytes at address 0x0");
  CHECK_EQ(run_ir(misc_err_ir, "uninit", D3(1, 1, 1), D3(1, 1, 1), a, 1, msg, sizeof msg, NULL), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(msg, "poison value stored to global memory");
  /* bad launches and bindings */
  CHECK_EQ(run_ir(misc_err_ir, "nullp", D3(1, 1, 1), D3(2048, 1, 1), a, 1, msg, sizeof msg, NULL), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(msg, "at most 1024 threads per block");
  CHECK_EQ(run_ir(misc_err_ir, "nullp", D3(1, 1, 1), D3(1, 1, 1), a, 0, msg, sizeof msg, NULL), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(msg, "has 1 parameters but 0 are bound");
  CHECK_EQ(run_ir(misc_err_ir, "nothere", D3(1, 1, 1), D3(1, 1, 1), a, 1, msg, sizeof msg, NULL), GPUOPT_ENOTFOUND);
}

/* ---- integer semantics ---- */
static const char *arith_ir = HDR
  "define void @k(ptr %out, i32 %a, i32 %b) {\n"
  "  %1 = lshr i32 %a, %b\n  %2 = ashr i32 %a, 4\n  %3 = udiv i32 %a, 3\n  %4 = srem i32 %a, 7\n"
  "  %5 = call i32 @llvm.smax.i32(i32 %a, i32 %b)\n  %6 = call i32 @llvm.ctpop.i32(i32 %a)\n"
  "  %7 = trunc i32 %a to i8\n  %8 = sext i8 %7 to i32\n  %9 = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 5)\n"
  "  %f = sitofp i32 %a to float\n  %g = fmul float %f, 0x3FB99999A0000000\n  %h = fptosi float %g to i32\n"
  "  %v = insertelement <2 x i32> undef, i32 %a, i32 0\n  %w = insertelement <2 x i32> %v, i32 %b, i32 1\n"
  "  %x = add <2 x i32> %w, <i32 10, i32 20>\n  %y = bitcast <2 x i32> %x to i64\n  %z = trunc i64 %y to i32\n"
  "  %zz = lshr i64 %y, 32\n  %z2 = trunc i64 %zz to i32\n"
  "  %s = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a, i32 -1)\n  %s1 = extractvalue {i32, i1} %s, 1\n"
  "  %s2 = zext i1 %s1 to i32\n"
  "  store i32 %1, ptr %out\n  %p2 = getelementptr i32, ptr %out, i32 1\n  store i32 %2, ptr %p2\n"
  "  %p3 = getelementptr i32, ptr %out, i32 2\n  store i32 %3, ptr %p3\n  %p4 = getelementptr i32, ptr %out, i32 3\n  store i32 %4, ptr %p4\n"
  "  %p5 = getelementptr i32, ptr %out, i32 4\n  store i32 %5, ptr %p5\n  %p6 = getelementptr i32, ptr %out, i32 5\n  store i32 %6, ptr %p6\n"
  "  %p8 = getelementptr i32, ptr %out, i32 6\n  store i32 %8, ptr %p8\n  %p9 = getelementptr i32, ptr %out, i32 7\n  store i32 %9, ptr %p9\n"
  "  %ph = getelementptr i32, ptr %out, i32 8\n  store i32 %h, ptr %ph\n  %pz = getelementptr i32, ptr %out, i32 9\n  store i32 %z, ptr %pz\n"
  "  %pz2 = getelementptr i32, ptr %out, i32 10\n  store i32 %z2, ptr %pz2\n  %ps = getelementptr i32, ptr %out, i32 11\n  store i32 %s2, ptr %ps\n"
  "  ret void\n}\n"
  "declare i32 @llvm.smax.i32(i32, i32)\ndeclare i32 @llvm.ctpop.i32(i32)\ndeclare i32 @llvm.fshl.i32(i32, i32, i32)\n"
  "declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)\n" KERNEL("k");

TEST(interp_integer_semantics) {
  int32_t out[12];
  int32_t a = -1000003, b = 3;
  karg args[] = {BUF(out, 12), SCALAR((uint32_t)a), SCALAR((uint32_t)b)};
  char msg[1024];
  RUN_OK(run_ir(arith_ir, "k", D3(1, 1, 1), D3(1, 1, 1), args, 3, msg, sizeof msg, NULL));
  uint32_t ua = (uint32_t)a;
  CHECK_EQ(out[0], (int32_t)(ua >> 3));
  CHECK_EQ(out[1], a >> 4);
  CHECK_EQ(out[2], (int32_t)(ua / 3));
  CHECK_EQ(out[3], a % 7);
  CHECK_EQ(out[4], b);
  CHECK_EQ(out[5], __builtin_popcount(ua));
  CHECK_EQ(out[6], (int8_t)ua);
  CHECK_EQ(out[7], (int32_t)((ua << 5) | (3u >> 27)));
  CHECK_EQ(out[8], (int32_t)((float)a * 0.1f));
  CHECK_EQ(out[9], a + 10);
  CHECK_EQ(out[10], b + 20);
  CHECK_EQ(out[11], 1);
}

/* ---- tracing ---- */
typedef struct tr_count { unsigned values, branches, lanes; } tr_count;
static void tr_hook(void *user, const gpuopt_trace_event *ev) {
  tr_count *c = user;
  if (ev->is_branch) c->branches++;
  else c->values++;
  c->lanes += (unsigned)__builtin_popcount(ev->active);
}

TEST(interp_trace_hook) {
  gpuopt_ctx *ctx = NULL;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, reconv_ir);
  gpuopt_interp *ip = NULL;
  CHECK(m);
  CHECK_EQ(gpuopt_interp_create(ctx, m, &ip), GPUOPT_OK);
  unsigned out[128];
  tr_count c = {0, 0, 0};
  gpuopt_interp_set_trace(ip, tr_hook, &c);
  gpuopt_interp_set_buffer(ip, 0, out, 4, 0);
  gpuopt_interp_set_buffer(ip, 1, out, sizeof out, 0);
  gpuopt_launch l = GPUOPT_LAUNCH_INIT;
  l.block.x = 32;
  CHECK_EQ(gpuopt_interp_run(ip, "k", &l, NULL), GPUOPT_OK);
  gpuopt_interp_free(ip);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  /* branches: entry (1) + loop latch (8 iterations) */
  CHECK_EQ(c.branches, 9);
  CHECK(c.values > 20);
}

/* ---- argument specs ---- */
TEST(interp_argdesc) {
  gpuopt_ctx *ctx = NULL;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  gpuopt_argdesc d;
  char s[96];
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "f32[256]:rand:7", &d), GPUOPT_OK);
  CHECK(d.is_buffer && d.count == 256 && d.elem == GPUOPT_ELEM_F32 && d.has_seed && d.seed == 7);
  gpuopt_argdesc_str(&d, s, sizeof s);
  CHECK(!strcmp(s, "f32[256]:rand:7"));
  float x[256], y[256];
  gpuopt_argdesc_fill(&d, 1, 0, x);
  gpuopt_argdesc_fill(&d, 2, 5, y);
  CHECK(!memcmp(x, y, sizeof x)); /* an explicit seed ignores the run seed */
  for (int i = 0; i < 256; i++) CHECK(x[i] >= 0.0f && x[i] < 1.0f);
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "i32[10]:rand", &d), GPUOPT_OK);
  int a[10], b[10];
  gpuopt_argdesc_fill(&d, 1, 0, a);
  gpuopt_argdesc_fill(&d, 2, 0, b);
  CHECK(memcmp(a, b, sizeof a) != 0);
  for (int i = 0; i < 10; i++) CHECK(a[i] >= 0 && a[i] < 16);
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "i64[3]:fill:-5", &d), GPUOPT_OK);
  int64_t c[3];
  gpuopt_argdesc_fill(&d, 1, 0, c);
  CHECK_EQ(c[2], -5);
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "i32:rand:3:9", &d), GPUOPT_OK);
  for (unsigned seed = 1; seed < 50; seed++) {
    uint64_t v = gpuopt_argdesc_scalar(&d, seed, 0);
    CHECK(v >= 3 && v <= 9);
  }
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "f32:2.5", &d), GPUOPT_OK);
  CHECK_EQ(gpuopt_argdesc_scalar(&d, 1, 0), 0x40200000u);
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "f32[0]:zero", &d), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "u32:1", &d), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "i32[4]:rnd", &d), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "bad argument spec 'i32[4]:rnd'");
  gpuopt_ctx_free(ctx);
}

/* ---- differential testing ---- */
static const char *add_ir = HDR
  "define void @k(ptr %out, i32 %n) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
  "  %p = getelementptr inbounds i32, ptr %out, i32 %t\n  %v = load i32, ptr %p, align 4\n"
  "  %w = OPC i32 %v, %n\n  store i32 %w, ptr %p, align 4\n  ret void\n}\n" KERNEL("k");

static LLVMModuleRef parse_opc(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *opc) {
  char ir[2048];
  const char *at = strstr(add_ir, "OPC");
  snprintf(ir, sizeof ir, "%.*s%s%s", (int)(at - add_ir), add_ir, opc, at + 3);
  return test_parse(ctx, llctx, ir);
}

TEST(interp_difftest) {
  gpuopt_ctx *ctx = NULL;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef ma = parse_opc(ctx, llctx, "add"), mb = parse_opc(ctx, llctx, "sub"), mc = parse_opc(ctx, llctx, "sdiv");
  CHECK(ma && mb && mc);
  gpuopt_argdesc args[2];
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "i32[32]:rand", &args[0]), GPUOPT_OK);
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "i32:rand:0:3", &args[1]), GPUOPT_OK);
  gpuopt_launch l = GPUOPT_LAUNCH_INIT;
  l.block.x = 32;
  gpuopt_difftest_result r;
  CHECK_EQ(gpuopt_difftest(ctx, ma, "cleanup", "k", &l, args, 2, 4, &r), GPUOPT_OK);
  CHECK(r.identical);
  CHECK_EQ(r.runs, 4);
  CHECK_STR_CONTAINS(r.text, "4 runs, outputs identical");
  CHECK_EQ(gpuopt__difftest_pair(ctx, ma, mb, "add-to-sub", "k", &l, args, 2, 8, &r), GPUOPT_OK);
  CHECK(!r.identical && !r.after_error);
  CHECK_EQ(r.arg, 0);
  CHECK_STR_CONTAINS(r.text, "buffer argument 0 (i32[32]) differs at index");
  CHECK_STR_CONTAINS(r.text, "after the pipeline 'add-to-sub' (seed");
  CHECK_EQ(gpuopt_argdesc_parse(ctx, "i32:0", &args[1]), GPUOPT_OK);
  CHECK_EQ(gpuopt__difftest_pair(ctx, ma, mc, "add-to-sdiv", "k", &l, args, 2, 8, &r), GPUOPT_OK);
  CHECK(!r.identical && r.after_error);
  CHECK_STR_CONTAINS(r.text, "division by zero");
  /* an error before the pipeline makes the input unusable */
  CHECK_EQ(gpuopt__difftest_pair(ctx, mc, ma, "x", "k", &l, args, 2, 8, &r), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "the kernel fails before the pipeline");
  CHECK_EQ(gpuopt_difftest(ctx, ma, "no-such-pass", "k", &l, args, 2, 1, &r), GPUOPT_ENOTFOUND);
  LLVMDisposeModule(ma);
  LLVMDisposeModule(mb);
  LLVMDisposeModule(mc);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}

/* ---- the divergence check ---- */
TEST(interp_check_divergence) {
  gpuopt_ctx *ctx = NULL;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, reconv_ir);
  gpuopt_interp *ip = NULL;
  CHECK(m);
  CHECK_EQ(gpuopt_interp_create(ctx, m, &ip), GPUOPT_OK);
  unsigned out[128];
  gpuopt_interp_set_buffer(ip, 0, out, 4, 0);
  gpuopt_interp_set_buffer(ip, 1, out, sizeof out, 0);
  gpuopt_launch l = GPUOPT_LAUNCH_INIT;
  l.block.x = 32;
  gpuopt_divcheck_result r, b;
  gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  gpuopt_status st = gpuopt_interp_check_divergence(ip, "k", &l, &o, &r);
  o.testing = GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM;
  gpuopt_status st2 = gpuopt_interp_check_divergence(ip, "k", &l, &o, &b);
  gpuopt_interp_free(ip);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  CHECK_EQ(st, GPUOPT_OK);
  CHECK_EQ(st2, GPUOPT_OK);
  int ok = r.violations == 0 && r.claims_checked > 0 && r.report && !*r.report;
  int caught = b.violations > 0 && b.report && strstr(b.report, "'%t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()' in @k claimed uniform") &&
               strstr(b.report, "'br i1 %lo, label %a, label %b' in @k claimed a uniform branch: lanes take different successors");
  if (!caught && b.report) printf("%s", b.report);
  gpuopt_free(r.report);
  gpuopt_free(b.report);
  CHECK(ok);
  CHECK(caught);
}

/* ---- more of the instruction set: vectors, calls, globals, dynamic shared memory, memory
 * intrinsics, shuffles, block-wide barrier reductions, switch, atomics ---- */
static const char *const features_parts[] = {HDR
  "declare i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
  "declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)\n"
  "declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)\n"
  "declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)\n"
  "declare i32 @llvm.nvvm.barrier0.popc(i32)\n"
  "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n"
  "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
  "declare float @llvm.fma.f32(float, float, float)\n"
  "@table = internal addrspace(4) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4\n"
  "@counter = internal addrspace(1) global i32 5, align 4\n"
  "@dyn = external addrspace(3) global [0 x i32], align 4\n"
  /* vectors: out[t] = sum of (v4 + <1,2,3,4>) with a shuffle and an extract by a variable index */
  "define void @vec(ptr %in, ptr %out) {\n"
  "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %t4 = shl i32 %t, 2\n"
  "  %p = getelementptr inbounds float, ptr %in, i32 %t4\n  %v = load <4 x float>, ptr %p, align 16\n"
  "  %w = fadd <4 x float> %v, <float 1.0, float 2.0, float 3.0, float 4.0>\n"
  "  %s = shufflevector <4 x float> %w, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>\n"
  "  %k = and i32 %t, 3\n  %e = extractelement <4 x float> %s, i32 %k\n"
  "  %q = getelementptr inbounds float, ptr %out, i32 %t4\n  store <4 x float> %s, ptr %q, align 16\n"
  "  %r = getelementptr inbounds float, ptr %out, i32 128\n  %r2 = getelementptr inbounds float, ptr %r, i32 %t\n"
  "  store float %e, ptr %r2, align 4\n  ret void\n}\n"
  ,
  /* a device function with a divergent branch and a return value, called under divergence */
  "define internal i32 @collatz_step(i32 %x) noinline {\n"
  "entry:\n  %odd = and i32 %x, 1\n  %c = icmp ne i32 %odd, 0\n  br i1 %c, label %o, label %e\n"
  "o:\n  %m = mul i32 %x, 3\n  %a = add i32 %m, 1\n  ret i32 %a\n"
  "e:\n  %h = lshr i32 %x, 1\n  ret i32 %h\n}\n"
  "define void @calls(ptr %out) {\n"
  "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp ult i32 %t, 20\n"
  "  br i1 %c, label %a, label %end\n"
  "a:\n  %s = call i32 @collatz_step(i32 %t)\n  %s2 = call i32 @collatz_step(i32 %s)\n  br label %end\n"
  "end:\n  %v = phi i32 [ %s2, %a ], [ -1, %entry ]\n  %p = getelementptr inbounds i32, ptr %out, i32 %t\n"
  "  store i32 %v, ptr %p, align 4\n  ret void\n}\n"
  ,
  /* globals, dynamic shared memory, memcpy/memset, switch, barrier popc, atomics */
  "define void @misc(ptr %out) {\n"
  "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %k = and i32 %t, 3\n"
  "  %tp = getelementptr inbounds [4 x i32], ptr addrspace(4) @table, i32 0, i32 %k\n"
  "  %tv = load i32, ptr addrspace(4) %tp, align 4\n"
  "  %dp = getelementptr inbounds i32, ptr addrspace(3) @dyn, i32 %t\n  store i32 %tv, ptr addrspace(3) %dp, align 4\n"
  "  %odd = and i32 %t, 1\n  %pc = call i32 @llvm.nvvm.barrier0.popc(i32 %odd)\n"
  "  %nx = xor i32 %t, 1\n  %np = getelementptr inbounds i32, ptr addrspace(3) @dyn, i32 %nx\n"
  "  %nv = load i32, ptr addrspace(3) %np, align 4\n"
  "  switch i32 %k, label %d [ i32 0, label %c0\n i32 2, label %c2 ]\n"
  "c0:\n  br label %j\nc2:\n  %x2 = mul i32 %nv, 2\n  br label %j\nd:\n  %xd = sub i32 0, %nv\n  br label %j\n"
  "j:\n  %sv = phi i32 [ %nv, %c0 ], [ %x2, %c2 ], [ %xd, %d ]\n"
  "  %old = atomicrmw add ptr addrspace(1) @counter, i32 1 seq_cst, align 4\n"
  "  %cx = cmpxchg ptr addrspace(1) @counter, i32 1000, i32 0 seq_cst seq_cst, align 4\n"
  "  %cxo = extractvalue { i32, i1 } %cx, 0\n"
  "  %base = mul i32 %t, 4\n  %p = getelementptr inbounds i32, ptr %out, i32 %base\n"
  "  store i32 %sv, ptr %p, align 4\n  %p1 = getelementptr inbounds i32, ptr %p, i32 1\n  store i32 %pc, ptr %p1, align 4\n"
  "  %p2 = getelementptr inbounds i32, ptr %p, i32 2\n  store i32 %old, ptr %p2, align 4\n"
  "  %loc = alloca [2 x i32], align 4\n  call void @llvm.memset.p0.i64(ptr %loc, i8 0, i64 8, i1 false)\n"
  "  store i32 %cxo, ptr %loc, align 4\n"
  "  %p3 = getelementptr inbounds i32, ptr %p, i32 3\n  call void @llvm.memcpy.p0.p0.i64(ptr %p3, ptr %loc, i64 4, i1 false)\n"
  "  ret void\n}\n"
  ,
  /* shuffles: up by 1, butterfly xor 3, idx from lane 5 (floats) */
  "define void @shfl(ptr %out) {\n"
  "  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()\n  %v = mul i32 %l, 10\n"
  "  %u = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)\n"
  "  %b = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 3, i32 31)\n"
  "  %f = sitofp i32 %v to float\n  %g = call float @llvm.fma.f32(float %f, float 0.5, float 0.25)\n"
  "  %i = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %g, i32 5, i32 31)\n  %ii = fptosi float %i to i32\n"
  "  %base = mul i32 %l, 3\n  %p = getelementptr inbounds i32, ptr %out, i32 %base\n  store i32 %u, ptr %p, align 4\n"
  "  %p1 = getelementptr inbounds i32, ptr %p, i32 1\n  store i32 %b, ptr %p1, align 4\n"
  "  %p2 = getelementptr inbounds i32, ptr %p, i32 2\n  store i32 %ii, ptr %p2, align 4\n  ret void\n}\n"
  "!nvvm.annotations = !{!0, !1, !2, !3}\n!0 = !{ptr @vec, !\"kernel\", i32 1}\n!1 = !{ptr @calls, !\"kernel\", i32 1}\n"
  "!2 = !{ptr @misc, !\"kernel\", i32 1}\n!3 = !{ptr @shfl, !\"kernel\", i32 1}\n"};

static gpuopt_status run_features(const char *kernel, unsigned threads, size_t dyn, karg *args, int n, char *msg,
                                  size_t msglen) {
  gpuopt_ctx *ctx = NULL;
  gpuopt_status st = gpuopt_ctx_create(NULL, &ctx);
  if (st) return st;
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  gpuopt_interp *ip = NULL;
  char features_ir[16384] = "";
  for (size_t i = 0; i < sizeof features_parts / sizeof features_parts[0]; i++)
    strncat(features_ir, features_parts[i], sizeof features_ir - strlen(features_ir) - 1);
  st = gpuopt_module_parse(ctx, llctx, features_ir, strlen(features_ir), "features", &m);
  if (!st) st = gpuopt_module_verify(ctx, m);
  if (!st) st = gpuopt_interp_create(ctx, m, &ip);
  for (int i = 0; !st && i < n; i++) st = gpuopt_interp_set_buffer(ip, (unsigned)i, args[i].data, args[i].size, 0);
  gpuopt_launch l = GPUOPT_LAUNCH_INIT;
  l.block.x = threads;
  l.dynamic_shared = dyn;
  if (!st) st = gpuopt_interp_run(ip, kernel, &l, NULL);
  snprintf(msg, msglen, "%s", gpuopt_ctx_error(ctx));
  gpuopt_interp_free(ip);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return st;
}

TEST(interp_features_vectors) {
  float in[128], out[160];
  for (int i = 0; i < 128; i++) in[i] = (float)i * 0.25f;
  karg a[] = {BUF(in, 128), BUF(out, 160)};
  char msg[1024];
  RUN_OK(run_features("vec", 32, 0, a, 2, msg, sizeof msg));
  for (int t = 0; t < 32; t++) {
    float s[4];
    for (int k = 0; k < 4; k++) s[k] = in[4 * t + 3 - k] + (float)(4 - k);
    for (int k = 0; k < 4; k++) CHECK(out[4 * t + k] == s[k]);
    CHECK(out[128 + t] == s[t & 3]);
  }
}

TEST(interp_features_calls) {
  int out[64];
  karg a[] = {BUF(out, 64)};
  char msg[1024];
  RUN_OK(run_features("calls", 64, 0, a, 1, msg, sizeof msg));
  for (int t = 0; t < 64; t++) {
    int want = -1;
    if (t < 20) {
      unsigned x = (unsigned)t;
      for (int k = 0; k < 2; k++) x = (x & 1) ? 3 * x + 1 : x >> 1;
      want = (int)x;
    }
    CHECK_EQ(out[t], want);
  }
}

TEST(interp_features_memory) {
  int out[4 * 64];
  karg a[] = {BUF(out, 4 * 64)};
  char msg[1024];
  /* without the dynamic shared memory the store to @dyn is out of bounds */
  CHECK_EQ(run_features("misc", 64, 0, a, 1, msg, sizeof msg), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(msg, "out-of-bounds store of 4 bytes");
  CHECK_STR_CONTAINS(msg, "@dyn (dynamic shared), 0 bytes");
  RUN_OK(run_features("misc", 64, 256, a, 1, msg, sizeof msg));
  static const int table[4] = {10, 20, 30, 40};
  int seen[64] = {0};
  for (int t = 0; t < 64; t++) {
    int nv = table[(t ^ 1) & 3], k = t & 3;
    int sv = k == 0 ? nv : k == 2 ? 2 * nv : -nv;
    CHECK_EQ(out[4 * t], sv);
    CHECK_EQ(out[4 * t + 1], 32); /* barrier0.popc: odd threads of the block */
    int old = out[4 * t + 2];
    CHECK(old >= 5 && old < 5 + 64);
    CHECK(!seen[old - 5]);
    seen[old - 5] = 1;
    CHECK(out[4 * t + 3] >= 5 && out[4 * t + 3] <= 5 + 64); /* cmpxchg's old value, via memcpy */
  }
}

TEST(interp_features_shuffles) {
  int out[96];
  karg a[] = {BUF(out, 96)};
  char msg[1024];
  RUN_OK(run_features("shfl", 32, 0, a, 1, msg, sizeof msg));
  for (int l = 0; l < 32; l++) {
    CHECK_EQ(out[3 * l], l >= 1 ? (l - 1) * 10 : 0);
    CHECK_EQ(out[3 * l + 1], (l ^ 3) * 10);
    CHECK_EQ(out[3 * l + 2], (int)(50 * 0.5f + 0.25f));
  }
}

/* Producing poison is not an error (a hoisted nsw add whose result the lane never uses): only
 * using it for a branch, an address, a divisor or a store to global memory is. */
static const char *hoisted_ir = HDR
  "define void @k(ptr %out, i32 %n) {\n"
  "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %big = add nsw i32 %n, %t\n"
  "  %sh = shl i32 %t, %n\n  %c = icmp ult i32 %t, 4\n  br i1 %c, label %use, label %end\n"
  "use:\n  %p = getelementptr inbounds i32, ptr %out, i32 %t\n  store i32 %big, ptr %p, align 4\n  br label %end\n"
  "end:\n  ret void\n}\n" KERNEL("k");

TEST(interp_poison_unused_is_fine) {
  int out[32] = {0};
  /* n + t overflows (poison) only for t >= 16; shl by n = 40 is poison everywhere, never used */
  karg a[] = {BUF(out, 32), SCALAR(0x7ffffff0)};
  char msg[1024];
  RUN_OK(run_ir(hoisted_ir, "k", D3(1, 1, 1), D3(32, 1, 1), a, 2, msg, sizeof msg, NULL));
  CHECK_EQ(out[3], 0x7ffffff3);
  karg b[] = {BUF(out, 32), SCALAR(40)};
  RUN_OK(run_ir(hoisted_ir, "k", D3(1, 1, 1), D3(32, 1, 1), b, 2, msg, sizeof msg, NULL));
  CHECK_EQ(out[3], 43);
}

/* ---- API use: bad arguments, reuse of an instance, the step limit ---- */
static const char *spin_ir = HDR
  "define void @k(ptr %out, i32 %n) {\n"
  "entry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n  %i1 = add i32 %i, 1\n"
  "  %c = icmp ne i32 %i1, %n\n  br i1 %c, label %loop, label %end\n"
  "end:\n  store i32 %i1, ptr %out, align 4\n  ret void\n}\n" KERNEL("k");

TEST(interp_api_misuse_and_reuse) {
  gpuopt_ctx *ctx = NULL;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, spin_ir);
  CHECK(m);
  gpuopt_interp *ip = NULL;
  gpuopt_interp_free(NULL);
  CHECK_EQ(gpuopt_interp_create(ctx, NULL, &ip), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_interp_create(ctx, m, NULL), GPUOPT_EINVAL);
  {
    /* a module that does not verify is refused, not decoded */
    LLVMModuleRef bad = test_parse(ctx, llctx, "target triple = \"nvptx64-nvidia-cuda\"\n"
                                               "define void @b(i32 %x) {\nentry:\n  %y = add i32 %z, 1\n  %z = add i32 %x, 1\n  ret void\n}\n");
    CHECK(bad);
    CHECK_EQ(gpuopt_interp_create(ctx, bad, &ip), GPUOPT_EINVALID_IR);
    CHECK(ip == NULL);
    LLVMDisposeModule(bad);
  }
  CHECK_EQ(gpuopt_interp_create(ctx, m, &ip), GPUOPT_OK);
  int out = 0;
  CHECK_EQ(gpuopt_interp_set_buffer(ip, 0, NULL, 4, 0), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_interp_set_buffer(ip, 0, &out, sizeof out, 0), GPUOPT_OK);
  CHECK_EQ(gpuopt_interp_set_scalar(ip, 1, 1000), GPUOPT_OK);
  gpuopt_launch l = GPUOPT_LAUNCH_INIT;
  CHECK_EQ(gpuopt_interp_run(ip, NULL, &l, NULL), GPUOPT_EINVAL);
  l.version = 99;
  CHECK_EQ(gpuopt_interp_run(ip, "k", &l, NULL), GPUOPT_EINVAL);
  l.version = GPUOPT_LAUNCH_VERSION;
  gpuopt_interp_stats s;
  CHECK_EQ(gpuopt_interp_run(ip, "k", &l, &s), GPUOPT_OK);
  CHECK_EQ(out, 1000);
  CHECK(s.warp_insts > 3000 && s.lane_insts == s.warp_insts);
  /* the instance runs again with new bindings */
  CHECK_EQ(gpuopt_interp_set_scalar(ip, 1, 7), GPUOPT_OK);
  CHECK_EQ(gpuopt_interp_run(ip, "k", &l, NULL), GPUOPT_OK);
  CHECK_EQ(out, 7);
  /* an endless loop (n = 0 wraps around only after 2^32 iterations) stops at the step limit */
  CHECK_EQ(gpuopt_interp_set_scalar(ip, 1, 0), GPUOPT_OK);
  l.max_steps = 10000;
  CHECK_EQ(gpuopt_interp_run(ip, "k", &l, NULL), GPUOPT_ERUNTIME);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "step limit of 10000 warp instructions exceeded");
  gpuopt_interp_clear_args(ip);
  l.max_steps = 0;
  CHECK_EQ(gpuopt_interp_run(ip, "k", &l, NULL), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "has 2 parameters but 0 are bound");
  gpuopt_interp_free(ip);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}

/* IEEE half rounding (expected bits from Python's struct 'e' format, which rounds to nearest even) */
TEST(interp_half_rounding) {
  static const struct { double v; unsigned bits; } cases[] = {
    {1.0, 0x3c00}, {65504.0, 0x7bff}, {65520.0, 0x7c00}, {65519.99, 0x7bff}, {0x1p-24, 0x1}, {0x1p-25, 0x0},
    {0x1.8p-25, 0x1}, {0x1p-14, 0x400}, {0x1.ffcp-15, 0x400}, {1.00048828125, 0x3c00}, {1.00146484375, 0x3c02},
    {-0.0, 0x8000}, {-2.5, 0xc100}, {0.1, 0x2e66}, {0x1.ffep-15, 0x400}, {-1e9, 0xfc00}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) CHECK_EQ(gpuopt__ip_f16_bits(cases[i].v), cases[i].bits);
  CHECK_EQ(gpuopt__ip_f16_bits(NAN) & 0x7e00, 0x7e00);
}

/* half arithmetic: each operation rounds to half (values checked with Python's struct 'e') */
static const char *half_ir = HDR
  "declare half @llvm.fma.f16(half, half, half)\n"
  "define void @k(ptr %in, ptr %out) {\n"
  "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %p = getelementptr inbounds float, ptr %in, i32 %t\n"
  "  %f = load float, ptr %p, align 4\n  %h = fptrunc float %f to half\n  %h2 = fmul half %h, 0xH3555\n"
  "  %h3 = fadd half %h2, %h\n  %h4 = fdiv half %h3, 0xH4200\n  %h5 = call half @llvm.fma.f16(half %h4, half %h4, half 0xH3C00)\n"
  "  %q = getelementptr inbounds half, ptr %out, i32 %t\n  store half %h5, ptr %q, align 2\n  ret void\n}\n" KERNEL("k");

TEST(interp_half_arith) {
  float in[8] = {0.170727789f, 0.883238256f, 0.245669484f, 0.68281889f, 0.00673508644f, 0.542348683f, 0.394973874f, 0.73980844f};
  uint16_t out[8];
  static const uint16_t want[8] = {15366, 15518, 15372, 15454, 15360, 15420, 15392, 15471};
  karg a[] = {BUF(in, 8), BUF(out, 8)};
  char msg[1024];
  RUN_OK(run_ir(half_ir, "k", D3(1, 1, 1), D3(8, 1, 1), a, 2, msg, sizeof msg, NULL));
  for (int i = 0; i < 8; i++) CHECK_EQ(out[i], want[i]);
}
