/* NVVM math intrinsics of the SIMT interpreter that libdevice's IR contains beyond the exact IEEE
 * operations exec.c implements itself: arithmetic with an explicit rounding mode (add/mul/div/fma/
 * rcp/sqrt .rn .rz .rm .rp, optionally .ftz), conversions with a rounding mode (cvt: d2f, f2i,
 * f2ll, d2i, i2f, ll2d, ..., saturating as PTX's cvt does), the .approx instructions (ex2, lg2, sin,
 * cos, tanh, rsqrt, sqrt, rcp, div), the .ftz forms of fmin/fmax/fabs/floor/ceil/trunc/saturate,
 * round, f2h and prmt. Names are parsed once at decode time into a descriptor (base operation,
 * rounding, ftz, type); each lane is then evaluated by gpuopt__ip_nvmath_eval.
 *
 * Exactness: rounding-mode operations are computed in the operand type under the C rounding mode
 * (fesetround), so they are exact. .ftz flushes subnormal inputs and results to zero (sign kept).
 * An .approx instruction is emulated by the exact function rounded to nearest in the result type
 * (libm in double precision, then rounded), so the interpreter's value differs from a GPU's by at
 * most the maximum error PTX documents for that instruction (docs/runtime.md lists them). */
#include <fenv.h>
#include <math.h>
#include <string.h>

#include "interp/interp.h"

/* (operands are volatile so that no operation is folded or moved across fesetround) */

enum nv_base {
  NB_ADD = 1, NB_SUB, NB_MUL, NB_DIV, NB_FMA, NB_RCP, NB_SQRT, NB_RSQRT, NB_EX2, NB_LG2, NB_SIN, NB_COS, NB_TANH,
  NB_D2F, NB_F2I, NB_F2UI, NB_F2LL, NB_F2ULL, NB_D2I, NB_D2UI, NB_D2LL, NB_D2ULL, NB_I2F, NB_UI2F, NB_LL2F,
  NB_ULL2F, NB_I2D, NB_UI2D, NB_LL2D, NB_ULL2D, NB_F2H, NB_ROUND, NB_FMIN, NB_FMAX, NB_FABS, NB_FLOOR, NB_CEIL,
  NB_TRUNC, NB_SAT, NB_PRMT
};
enum { NR_NONE, NR_RN, NR_RZ, NR_RM, NR_RP, NR_APPROX };

static const struct { const char *name; int base; } bases[] = {
    {"add", NB_ADD}, {"sub", NB_SUB}, {"mul", NB_MUL}, {"div", NB_DIV}, {"fma", NB_FMA}, {"rcp", NB_RCP}, {"sqrt", NB_SQRT},
    {"rsqrt", NB_RSQRT}, {"ex2", NB_EX2}, {"lg2", NB_LG2}, {"sin", NB_SIN}, {"cos", NB_COS}, {"tanh", NB_TANH},
    {"d2f", NB_D2F}, {"f2i", NB_F2I}, {"f2ui", NB_F2UI}, {"f2ll", NB_F2LL}, {"f2ull", NB_F2ULL}, {"d2i", NB_D2I},
    {"d2ui", NB_D2UI}, {"d2ll", NB_D2LL}, {"d2ull", NB_D2ULL}, {"i2f", NB_I2F}, {"ui2f", NB_UI2F},
    {"ll2f", NB_LL2F}, {"ull2f", NB_ULL2F}, {"i2d", NB_I2D}, {"ui2d", NB_UI2D}, {"ll2d", NB_LL2D},
    {"ull2d", NB_ULL2D}, {"f2h", NB_F2H}, {"round", NB_ROUND}, {"fmin", NB_FMIN}, {"fmax", NB_FMAX},
    {"fabs", NB_FABS}, {"floor", NB_FLOOR}, {"ceil", NB_CEIL}, {"trunc", NB_TRUNC}, {"saturate", NB_SAT},
    {"prmt", NB_PRMT},
};

/* descriptor: base | rnd << 8 | ftz << 12 | dbl << 13 */
int gpuopt__ip_nvmath_lookup(const char *name, size_t len) {
  static const char pre[] = "llvm.nvvm.";
  char buf[64];
  if (len <= sizeof pre - 1 || len - (sizeof pre - 1) >= sizeof buf || memcmp(name, pre, sizeof pre - 1)) return -1;
  memcpy(buf, name + sizeof pre - 1, len - (sizeof pre - 1));
  buf[len - (sizeof pre - 1)] = 0;
  char *tok[6];
  int nt = 0;
  for (char *p = buf; p && nt < 6;) {
    tok[nt++] = p;
    p = strchr(p, '.');
    if (p) *p++ = 0;
  }
  if (!nt) return -1;
  int base = 0, rnd = NR_NONE, ftz = 0, dbl = -1;
  for (size_t i = 0; i < sizeof bases / sizeof bases[0]; i++)
    if (!strcmp(tok[0], bases[i].name)) base = bases[i].base;
  if (!base) return -1;
  for (int i = 1; i < nt; i++) {
    const char *t = tok[i];
    if (!strcmp(t, "rn")) rnd = NR_RN;
    else if (!strcmp(t, "rz")) rnd = NR_RZ;
    else if (!strcmp(t, "rm")) rnd = NR_RM;
    else if (!strcmp(t, "rp")) rnd = NR_RP;
    else if (!strcmp(t, "approx")) rnd = NR_APPROX;
    else if (!strcmp(t, "ftz")) ftz = 1;
    else if (!strcmp(t, "f") || !strcmp(t, "f32")) dbl = 0;
    else if (!strcmp(t, "d") || !strcmp(t, "f64")) dbl = 1;
    else return -1;
  }
  switch (base) {
  case NB_ADD: case NB_SUB: case NB_MUL: case NB_DIV: case NB_FMA: case NB_RCP: case NB_SQRT:
    if (dbl < 0 || rnd == NR_NONE || (rnd == NR_APPROX && base != NB_DIV && base != NB_RCP && base != NB_SQRT)) return -1;
    break;
  case NB_RSQRT: case NB_EX2: case NB_LG2: case NB_SIN: case NB_COS: case NB_TANH:
    if (dbl < 0 || rnd != NR_APPROX) return -1;
    break;
  case NB_ROUND: case NB_FMIN: case NB_FMAX: case NB_FABS: case NB_FLOOR: case NB_CEIL: case NB_TRUNC: case NB_SAT:
    if (dbl < 0 || rnd != NR_NONE) return -1;
    break;
  case NB_PRMT:
    if (nt != 1) return -1;
    dbl = 0;
    break;
  default: /* conversions */
    if (dbl >= 0 || rnd == NR_NONE || rnd == NR_APPROX) return -1;
    dbl = 0;
    break;
  }
  return base | rnd << 8 | ftz << 12 | dbl << 13;
}

/* The single-instruction inline assembly libdevice contains ("rcp.approx.ftz.f32 $0,$1;",
 * "rsqrt.approx.ftz.f64 $0, $1;", "sub.rn.f32 $0, $1, $2;"): the instruction's descriptor when it is
 * one of this family with operands $0 (result) and $1.. in order, else -1. */
int gpuopt__ip_nvmath_asm(const char *text, size_t len) {
  size_t i = 0;
  while (i < len && text[i] != ' ' && text[i] != '\t') i++;
  if (i == 0 || i >= 48) return -1;
  char name[64] = "llvm.nvvm.";
  memcpy(name + 10, text, i);
  name[10 + i] = 0;
  int expect = 0;
  for (size_t k = i; k < len; k++) {
    char c = text[k];
    if (c == ' ' || c == '\t' || c == ',') continue;
    if (c == ';') return k + 1 == len && expect >= 2 ? gpuopt__ip_nvmath_lookup(name, strlen(name)) : -1;
    if (c != '$' || k + 1 >= len || text[k + 1] != '0' + expect) return -1;
    expect++, k++;
  }
  return -1;
}

static float ftzf(float x) { return fpclassify(x) == FP_SUBNORMAL ? copysignf(0.0f, x) : x; }
static double ftzd(double x) { return fpclassify(x) == FP_SUBNORMAL ? copysign(0.0, x) : x; }
static uint64_t bf(float f) { uint32_t x; memcpy(&x, &f, 4); return x; }
static uint64_t bd(double d) { uint64_t x; memcpy(&x, &d, 8); return x; }
static float ff(uint64_t b) { uint32_t x = (uint32_t)b; float f; memcpy(&f, &x, 4); return f; }
static double fd(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }

static int cmode(int rnd) {
  return rnd == NR_RZ ? FE_TOWARDZERO : rnd == NR_RM ? FE_DOWNWARD : rnd == NR_RP ? FE_UPWARD : FE_TONEAREST;
}

/* float -> integer as PTX's cvt.rXi: rounded, then saturated to the range; NaN gives 0 */
static uint64_t to_int(double x, int rnd, int is_signed, unsigned bits) {
  if (isnan(x)) return 0;
  double r = rnd == NR_RZ ? trunc(x) : rnd == NR_RM ? floor(x) : rnd == NR_RP ? ceil(x) : nearbyint(x);
  if (is_signed) {
    double lo = -ldexp(1.0, (int)bits - 1), hi = ldexp(1.0, (int)bits - 1);
    if (r <= lo) return (uint64_t)(int64_t)lo & ip_wmask(bits);
    if (r >= hi) return ip_wmask(bits - 1);
    return (uint64_t)(int64_t)r & ip_wmask(bits);
  }
  if (r <= 0) return 0;
  if (r >= ldexp(1.0, (int)bits)) return ip_wmask(bits);
  return (uint64_t)r;
}

uint64_t gpuopt__ip_nvmath_eval(int desc, const uint64_t *a) {
  int base = desc & 0xff, rnd = desc >> 8 & 7, ftz = desc >> 12 & 1, dbl = desc >> 13 & 1;
  int saved = fegetround();
  uint64_t out = 0;
  if (rnd != NR_NONE && rnd != NR_APPROX) fesetround(cmode(rnd));
  if (base <= NB_TANH || (base >= NB_ROUND && base <= NB_SAT)) {
    if (dbl) {
      volatile double x = fd(a[0]), y = fd(a[1]), z = fd(a[2]);
      if (ftz) x = ftzd(x), y = ftzd(y), z = ftzd(z);
      double r;
      switch (base) {
      case NB_ADD: r = x + y; break;
      case NB_SUB: r = x - y; break;
      case NB_MUL: r = x * y; break;
      case NB_DIV: r = x / y; break;
      case NB_FMA: r = fma(x, y, z); break;
      case NB_RCP: r = 1.0 / x; break;
      case NB_SQRT: r = sqrt(x); break;
      case NB_RSQRT: r = 1.0 / sqrt(x); break;
      case NB_EX2: r = exp2(x); break;
      case NB_LG2: r = log2(x); break;
      case NB_SIN: r = sin(x); break;
      case NB_COS: r = cos(x); break;
      case NB_TANH: r = tanh(x); break;
      case NB_ROUND: r = round(x); break;
      case NB_FMIN: r = isnan(x) ? y : isnan(y) ? x : (x < y || (x == y && signbit(x))) ? x : y; break;
      case NB_FMAX: r = isnan(x) ? y : isnan(y) ? x : (x > y || (x == y && !signbit(x))) ? x : y; break;
      case NB_FABS: r = fabs(x); break;
      case NB_FLOOR: r = floor(x); break;
      case NB_CEIL: r = ceil(x); break;
      case NB_TRUNC: r = trunc(x); break;
      default: r = isnan(x) ? 0.0 : x < 0 ? 0.0 : x > 1 ? 1.0 : x; break;
      }
      out = bd(ftz ? ftzd(r) : r);
    } else {
      volatile float x = ff(a[0]), y = ff(a[1]), z = ff(a[2]);
      if (ftz) x = ftzf(x), y = ftzf(y), z = ftzf(z);
      float r;
      switch (base) {
      case NB_ADD: r = x + y; break;
      case NB_SUB: r = x - y; break;
      case NB_MUL: r = x * y; break;
      case NB_DIV: r = rnd == NR_APPROX ? (float)((double)x / (double)y) : x / y; break;
      case NB_FMA: r = fmaf(x, y, z); break;
      case NB_RCP: r = 1.0f / x; break;
      case NB_SQRT: r = sqrtf(x); break;
      case NB_RSQRT: r = (float)(1.0 / sqrt((double)x)); break;
      case NB_EX2: r = (float)exp2((double)x); break;
      case NB_LG2: r = (float)log2((double)x); break;
      case NB_SIN: r = (float)sin((double)x); break;
      case NB_COS: r = (float)cos((double)x); break;
      case NB_TANH: r = (float)tanh((double)x); break;
      case NB_ROUND: r = roundf(x); break;
      case NB_FMIN: r = isnan(x) ? y : isnan(y) ? x : (x < y || (x == y && signbit(x))) ? x : y; break;
      case NB_FMAX: r = isnan(x) ? y : isnan(y) ? x : (x > y || (x == y && !signbit(x))) ? x : y; break;
      case NB_FABS: r = fabsf(x); break;
      case NB_FLOOR: r = floorf(x); break;
      case NB_CEIL: r = ceilf(x); break;
      case NB_TRUNC: r = truncf(x); break;
      default: r = isnan(x) ? 0.0f : x < 0 ? 0.0f : x > 1 ? 1.0f : x; break;
      }
      out = bf(ftz ? ftzf(r) : r);
    }
  } else {
    float xf = ff(a[0]);
    double xd = fd(a[0]);
    if (ftz) xf = ftzf(xf), xd = ftzd(xd);
    volatile int64_t si32 = (int32_t)(uint32_t)a[0], si64 = (int64_t)a[0];
    volatile uint64_t ui32 = (uint32_t)a[0], ui64 = a[0];
    switch (base) {
    case NB_D2F: { volatile double v = xd; float r = (float)v; out = bf(ftz ? ftzf(r) : r); break; }
    case NB_F2I: out = to_int(xf, rnd, 1, 32); break;
    case NB_F2UI: out = to_int(xf, rnd, 0, 32); break;
    case NB_F2LL: out = to_int(xf, rnd, 1, 64); break;
    case NB_F2ULL: out = to_int(xf, rnd, 0, 64); break;
    case NB_D2I: out = to_int(xd, rnd, 1, 32); break;
    case NB_D2UI: out = to_int(xd, rnd, 0, 32); break;
    case NB_D2LL: out = to_int(xd, rnd, 1, 64); break;
    case NB_D2ULL: out = to_int(xd, rnd, 0, 64); break;
    case NB_I2F: out = bf((float)si32); break;
    case NB_UI2F: out = bf((float)ui32); break;
    case NB_LL2F: out = bf((float)si64); break;
    case NB_ULL2F: out = bf((float)ui64); break;
    case NB_I2D: out = bd((double)si32); break;
    case NB_UI2D: out = bd((double)ui32); break;
    case NB_LL2D: out = bd((double)si64); break;
    case NB_ULL2D: out = bd((double)ui64); break;
    case NB_F2H: out = gpuopt__ip_f16_bits((double)xf); break;
    case NB_PRMT: { /* prmt.b32 default mode: selector nibbles pick bytes of {b, a}, bit 3 replicates the sign */
      uint64_t bytes = (a[0] & 0xffffffffu) | (a[1] & 0xffffffffu) << 32;
      uint32_t r = 0;
      for (int i = 0; i < 4; i++) {
        unsigned sel = (unsigned)(a[2] >> (4 * i)) & 15;
        uint8_t byte = (uint8_t)(bytes >> (8 * (sel & 7)));
        if (sel & 8) byte = (byte & 0x80) ? 0xff : 0;
        r |= (uint32_t)byte << (8 * i);
      }
      out = r;
      break;
    }
    default: break;
    }
  }
  fesetround(saved);
  return out;
}
