/* Feature programs: the compact form in which a kernel's code features (Wang, Grewe and O'Boyle
 * TACO'14 §5.2-5.3) travel from the compiler to the offload runtime, to be instantiated at a loop's
 * first launch over the values the host passes (Fig. 5).
 *
 * A program is a postfix sequence of 64-bit words (the format is in gpuopt/mapping.h): constants,
 * inputs (numbered by whoever builds the program: the offload runtime gives 0 the work items, 1 the
 * transfer bytes, 2 + i the i-th scalar the host passes), and the operations of the symbolic
 * expressions features are made of (+, *, C division, min, max) plus the guarded ratio the
 * combined features use. A value that cannot be known (an unknown loop bound, a missing input, a
 * division by zero) is NaN and propagates, except that 0 times anything is 0 (no instruction in a
 * loop of unknown trip count is still none). Evaluation uses a fixed stack: no allocation, no
 * recursion, any input (a malformed program is rejected, never read out of bounds). Uses nothing
 * but libc and libm: the runtime that offloaded programs link (also without LLVM) calls it. */
#include <math.h>
#include <string.h>

#include "gpuopt/mapping.h"

#define STACK 64

static double idiv(double a, double b) {
  if (a != a || b != b || b == 0 || isinf(a) || isinf(b)) return NAN;
  return trunc(a / b);
}

gpuopt_status gpuopt_featprog_eval(const uint64_t *prog, size_t len, const double *inputs, size_t ninputs,
                                   double *out) {
  if (!out || (len && !prog) || (ninputs && !inputs)) return GPUOPT_EINVAL;
  double st[STACK];
  size_t sp = 0;
  for (size_t pc = 0; pc < len; pc++) {
    uint64_t w = prog[pc];
    unsigned op = (unsigned)(w & 0xff);
    uint64_t arg = w >> 8;
    if (op == GPUOPT_FP_CONST || op == GPUOPT_FP_INPUT || op == GPUOPT_FP_UNKNOWN) {
      if (sp == STACK) return GPUOPT_EINVAL;
      double v = NAN;
      if (op == GPUOPT_FP_CONST) {
        if (++pc == len) return GPUOPT_EINVAL;
        memcpy(&v, &prog[pc], sizeof v);
      } else if (op == GPUOPT_FP_INPUT && arg < ninputs) {
        v = inputs[arg];
      }
      st[sp++] = v;
      continue;
    }
    if (sp < 2) return GPUOPT_EINVAL;
    double b = st[--sp], a = st[sp - 1], r;
    switch (op) {
    case GPUOPT_FP_ADD: r = a + b; break;
    case GPUOPT_FP_MUL: r = a == 0 || b == 0 ? 0 : a * b; break;
    case GPUOPT_FP_IDIV: r = idiv(a, b); break;
    case GPUOPT_FP_MIN: r = a != a || b != b ? NAN : a < b ? a : b; break;
    case GPUOPT_FP_MAX: r = a != a || b != b ? NAN : a > b ? a : b; break;
    case GPUOPT_FP_RATIO: r = a == 0 || b == 0 ? 0 : a / b; break;
    default: return GPUOPT_EINVAL;
    }
    st[sp - 1] = r;
  }
  if (sp != 1) return GPUOPT_EINVAL;
  *out = st[0];
  return GPUOPT_OK;
}
