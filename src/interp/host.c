/* Ordinary functions as one thread: the interpreter as the oracle of the loop analyses (issue 14;
 * DESIGN.md §4, "the interpreter is the oracle throughout"). A host module (x86-64 or any other
 * triple, with its own data layout) or an NVPTX module is decoded as for kernels; a call runs the
 * named function in a 1x1 grid of one thread, which is exactly sequential execution. Adds the C
 * math library (executed with the host's libm, bit-reproducible on one machine), the scalar return
 * value, and a memory-access trace hook (buffer argument or global + byte offset) that the bounds
 * soundness check uses. */
#include <math.h>
#include <string.h>

#include "interp/interp.h"

gpuopt_status gpuopt_interp_create_host(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_interp **out) {
  return gpuopt__ip_create(ctx, m, 1, out);
}

gpuopt_status gpuopt_interp_call(gpuopt_interp *ip, const char *fn, uint64_t max_steps, uint64_t *ret) {
  if (!ip) return GPUOPT_EINVAL;
  if (ret) *ret = 0;
  if (!ip->host)
    return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_call: the instance was not made by gpuopt_interp_create_host");
  gpuopt_launch L = GPUOPT_LAUNCH_INIT;
  L.max_steps = max_steps;
  ip->ret_bits = 0;
  gpuopt_status st = gpuopt_interp_run(ip, fn, &L, NULL);
  if (!st && ret) *ret = ip->ret_bits;
  return st;
}

void gpuopt_interp_set_mem_trace(gpuopt_interp *ip, gpuopt_mem_trace_fn fn, void *user) {
  if (!ip) return;
  ip->mem_trace = fn;
  ip->mem_trace_user = user;
}

void gpuopt__ip_mem_event(gpuopt_interp *ip, LLVMValueRef inst, uint64_t addr, uint64_t size, int is_store) {
  gpuopt_mem_event ev = {inst, -1, NULL, addr & IP_OFF_MASK, size, is_store};
  uint64_t id = addr >> IP_OFF_BITS;
  for (uint32_t p = 0; p < ip->nargv && ev.arg < 0; p++)
    if (ip->argv[p].is_buffer && ip->argv[p].data && ip->argv[p].bits >> IP_OFF_BITS == id) ev.arg = (int)p;
  for (uint32_t g = 0; g < ip->nglobals && ev.arg < 0 && !ev.global; g++)
    if (ip->globals[g].alloc == id) ev.global = ip->globals[g].gv;
  ip->mem_trace(ip->mem_trace_user, &ev);
}

static inline float f32(uint64_t b) { uint32_t x = (uint32_t)b; float f; memcpy(&f, &x, 4); return f; }
static inline double f64(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }
static inline uint64_t b32(float f) { uint32_t x; memcpy(&x, &f, 4); return x; }
static inline uint64_t b64(double d) { uint64_t x; memcpy(&x, &d, 8); return x; }

uint64_t gpuopt__ip_libm(int id, uint64_t a, uint64_t b) {
  double x = f64(a), y = f64(b);
  float xf = f32(a), yf = f32(b);
  switch (id) {
  case IK_LIBM_FIRST: return b64(sqrt(x));
  case IK_LIBM_SQRTF: return b32(sqrtf(xf));
  case IK_LIBM_FABS: return b64(fabs(x));
  case IK_LIBM_FABSF: return b32(fabsf(xf));
  case IK_LIBM_EXP: return b64(exp(x));
  case IK_LIBM_EXPF: return b32(expf(xf));
  case IK_LIBM_EXP2: return b64(exp2(x));
  case IK_LIBM_EXP2F: return b32(exp2f(xf));
  case IK_LIBM_LOG: return b64(log(x));
  case IK_LIBM_LOGF: return b32(logf(xf));
  case IK_LIBM_LOG2: return b64(log2(x));
  case IK_LIBM_LOG2F: return b32(log2f(xf));
  case IK_LIBM_LOG10: return b64(log10(x));
  case IK_LIBM_LOG10F: return b32(log10f(xf));
  case IK_LIBM_SIN: return b64(sin(x));
  case IK_LIBM_SINF: return b32(sinf(xf));
  case IK_LIBM_COS: return b64(cos(x));
  case IK_LIBM_COSF: return b32(cosf(xf));
  case IK_LIBM_TAN: return b64(tan(x));
  case IK_LIBM_TANF: return b32(tanf(xf));
  case IK_LIBM_TANH: return b64(tanh(x));
  case IK_LIBM_TANHF: return b32(tanhf(xf));
  case IK_LIBM_ATAN: return b64(atan(x));
  case IK_LIBM_ATANF: return b32(atanf(xf));
  case IK_LIBM_FLOOR: return b64(floor(x));
  case IK_LIBM_FLOORF: return b32(floorf(xf));
  case IK_LIBM_CEIL: return b64(ceil(x));
  case IK_LIBM_CEILF: return b32(ceilf(xf));
  case IK_LIBM_CBRT: return b64(cbrt(x));
  case IK_LIBM_CBRTF: return b32(cbrtf(xf));
  case IK_LIBM_POW: return b64(pow(x, y));
  case IK_LIBM_POWF: return b32(powf(xf, yf));
  case IK_LIBM_ATAN2: return b64(atan2(x, y));
  case IK_LIBM_ATAN2F: return b32(atan2f(xf, yf));
  case IK_LIBM_FMOD: return b64(fmod(x, y));
  case IK_LIBM_FMODF: return b32(fmodf(xf, yf));
  case IK_LIBM_FMIN: return b64(fmin(x, y));
  case IK_LIBM_FMINF: return b32(fminf(xf, yf));
  case IK_LIBM_FMAX: return b64(fmax(x, y));
  case IK_LIBM_FMAXF: return b32(fmaxf(xf, yf));
  case IK_LIBM_HYPOT: return b64(hypot(x, y));
  default: return b32(hypotf(xf, yf));
  }
}
