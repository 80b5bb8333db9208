/* The interpreter's NVVM math family (src/interp/nvmath.c): names parsed into descriptors, exact
 * directed rounding, PTX's saturating conversions, .ftz, prmt, libdevice's one-instruction asm. */
#include <math.h>

#include "interp/interp.h"
#include "test.h"

static int op(const char *name) { return gpuopt__ip_nvmath_lookup(name, strlen(name)); }
static uint64_t fb(float f) { uint32_t x; memcpy(&x, &f, 4); return x; }
static float bf(uint64_t b) { uint32_t x = (uint32_t)b; float f; memcpy(&f, &x, 4); return f; }
static uint64_t db(double d) { uint64_t x; memcpy(&x, &d, 8); return x; }
static double bd(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }
static uint64_t ev1(const char *n, uint64_t a) { uint64_t in[3] = {a, 0, 0}; return gpuopt__ip_nvmath_eval(op(n), in); }
static uint64_t ev2(const char *n, uint64_t a, uint64_t b) { uint64_t in[3] = {a, b, 0}; return gpuopt__ip_nvmath_eval(op(n), in); }

TEST(nvmath_names) {
  CHECK(op("llvm.nvvm.add.rz.f") >= 0);
  CHECK(op("llvm.nvvm.fma.rm.ftz.f") >= 0);
  CHECK(op("llvm.nvvm.ex2.approx.ftz.f") >= 0);
  CHECK(op("llvm.nvvm.d2ull.rp") >= 0);
  CHECK(op("llvm.nvvm.tanh.approx.f32") >= 0);
  CHECK(op("llvm.nvvm.prmt") >= 0);
  CHECK_EQ(op("llvm.nvvm.add.f"), -1);          /* no rounding mode */
  CHECK_EQ(op("llvm.nvvm.ex2.rn.f"), -1);       /* ex2 is approx only */
  CHECK_EQ(op("llvm.nvvm.f2i.rn.f"), -1);       /* conversions carry no type suffix */
  CHECK_EQ(op("llvm.nvvm.frobnicate.rn.f"), -1);
  CHECK_EQ(op("llvm.nvvm.add.rz.q"), -1);
  CHECK_EQ(op("llvm.fma.f32"), -1);
  const char *a1 = "rcp.approx.ftz.f32 $0,$1;", *a2 = "sub.rn.f64 $0, $1, $2;", *a3 = "mov.b32 $0, $1;",
             *a4 = "sub.rn.f32 $1, $0, $2;";
  CHECK(gpuopt__ip_nvmath_asm(a1, strlen(a1)) >= 0);
  CHECK(gpuopt__ip_nvmath_asm(a2, strlen(a2)) >= 0);
  CHECK_EQ(gpuopt__ip_nvmath_asm(a3, strlen(a3)), -1);
  CHECK_EQ(gpuopt__ip_nvmath_asm(a4, strlen(a4)), -1);
}

TEST(nvmath_rounding) {
  float one = 1.0f, tiny = ldexpf(1.0f, -30);
  CHECK(bf(ev2("llvm.nvvm.add.rz.f", fb(one), fb(tiny))) == 1.0f);
  CHECK(bf(ev2("llvm.nvvm.add.rm.f", fb(one), fb(tiny))) == 1.0f);
  CHECK(bf(ev2("llvm.nvvm.add.rp.f", fb(one), fb(tiny))) == nextafterf(1.0f, 2.0f));
  CHECK(bf(ev2("llvm.nvvm.add.rn.ftz.f", fb(one), fb(tiny))) == 1.0f);
  CHECK(bf(ev2("llvm.nvvm.sub.rp.f", fb(one), fb(tiny))) == 1.0f);
  CHECK(bf(ev2("llvm.nvvm.sub.rm.f", fb(one), fb(tiny))) == nextafterf(1.0f, 0.0f));
  double rz = bd(ev2("llvm.nvvm.div.rz.d", db(1.0), db(3.0))), rp = bd(ev2("llvm.nvvm.div.rp.d", db(1.0), db(3.0)));
  CHECK(rp == nextafter(rz, 1.0));
  CHECK(bd(ev2("llvm.nvvm.div.rm.d", db(-1.0), db(3.0))) == -rp);
  CHECK(bf(ev1("llvm.nvvm.d2f.rz", db(1.0 + ldexp(1.0, -30)))) == 1.0f);
  CHECK(bf(ev1("llvm.nvvm.d2f.rp", db(1.0 + ldexp(1.0, -30)))) == nextafterf(1.0f, 2.0f));
  /* the rounding mode is restored */
  volatile float x = 1.0f, y = ldexpf(1.0f, -30);
  CHECK(x + y == 1.0f);
  CHECK(x - y == 1.0f);
}

TEST(nvmath_conversions_ftz_prmt) {
  CHECK_EQ(ev1("llvm.nvvm.f2i.rn", fb(2.5f)), 2);        /* to nearest even */
  CHECK_EQ(ev1("llvm.nvvm.f2i.rm", fb(-2.5f)), (uint32_t)-3);
  CHECK_EQ(ev1("llvm.nvvm.f2i.rp", fb(2.1f)), 3);
  CHECK_EQ(ev1("llvm.nvvm.f2i.rz", fb(1e20f)), 0x7fffffff); /* saturates */
  CHECK_EQ(ev1("llvm.nvvm.f2i.rz", fb(-1e20f)), 0x80000000u);
  CHECK_EQ(ev1("llvm.nvvm.f2ui.rz", fb(-5.0f)), 0);
  CHECK_EQ(ev1("llvm.nvvm.f2i.rn", fb(NAN)), 0);
  CHECK_EQ(ev1("llvm.nvvm.d2ll.rz", db(-1e300)), (uint64_t)INT64_MIN);
  CHECK(bd(ev1("llvm.nvvm.i2d.rn", 0xffffffffu)) == -1.0);
  CHECK(bd(ev1("llvm.nvvm.ui2d.rn", 0xffffffffu)) == 4294967295.0);
  CHECK(bf(ev1("llvm.nvvm.ll2f.rz", (uint64_t)((INT64_C(1) << 40) + 1))) == ldexpf(1.0f, 40));
  float sub = ldexpf(1.0f, -130);
  CHECK(bf(ev1("llvm.nvvm.fabs.ftz.f", fb(-sub))) == 0.0f);
  CHECK(bf(ev1("llvm.nvvm.fabs.f", fb(-sub))) == sub);
  CHECK(signbit(bf(ev2("llvm.nvvm.mul.rn.ftz.f", fb(-sub), fb(1.0f)))));
  CHECK(bf(ev1("llvm.nvvm.round.f", fb(2.5f))) == 3.0f); /* half away from zero */
  CHECK(fabsf(bf(ev1("llvm.nvvm.ex2.approx.ftz.f", fb(0.5f))) - sqrtf(2.0f)) <= 2e-7f);
  CHECK(fabs(bd(ev1("llvm.nvvm.rsqrt.approx.d", db(4.0))) - 0.5) == 0);
  uint64_t in[3] = {0x44332211u, 0x88776655u, 0x3210};
  CHECK_EQ(gpuopt__ip_nvmath_eval(op("llvm.nvvm.prmt"), in), 0x44332211u);
  in[2] = 0x7654;
  CHECK_EQ(gpuopt__ip_nvmath_eval(op("llvm.nvvm.prmt"), in), 0x88776655u);
  in[2] = 0x0008; /* byte 0 with sign replication of byte 0 (0x11: positive) */
  CHECK_EQ(gpuopt__ip_nvmath_eval(op("llvm.nvvm.prmt"), in) & 0xff, 0);
  in[2] = 0x000f; /* sign of byte 7 (0x88: negative) */
  CHECK_EQ(gpuopt__ip_nvmath_eval(op("llvm.nvvm.prmt"), in) & 0xff, 0xff);
}
