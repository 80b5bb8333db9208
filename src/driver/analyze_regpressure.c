/* gpuopt analyze --regpressure: the register-pressure model of div-spill (gpuopt_register_pressure):
 * 32-bit registers live at the worst instruction, and the kernel's register budget. */
#include <stdio.h>

#include "driver/analyze.h"

static const char *where(LLVMValueRef at, char *buf, size_t n) {
  if (!at) return "-";
  const char *name = LLVMGetValueName(at);
  if (*name) snprintf(buf, n, "%%%s", name);
  else {
    char *s = LLVMPrintValueToString(at);
    const char *p = s;
    while (*p == ' ') p++;
    snprintf(buf, n, "%.60s", p);
    LLVMDisposeMessage(s);
  }
  return buf;
}

int analyze_regpressure_text(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, FILE *f) {
  (void)args;
  gpuopt_regpressure rp;
  gpuopt_status st = gpuopt_register_pressure(ctx, fn, &rp);
  if (st) return drv_fail(ctx, st);
  char buf[96];
  fprintf(f, "  register pressure: %u (at %s), budget: ", rp.max, where(rp.at, buf, sizeof buf));
  if (rp.budget) fprintf(f, "%u%s\n", rp.budget, rp.max > rp.budget ? " (exceeded: div-spill would act)" : "");
  else fprintf(f, "none\n");
  return 0;
}

int analyze_regpressure_json(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, json *j) {
  (void)args;
  gpuopt_regpressure rp;
  gpuopt_status st = gpuopt_register_pressure(ctx, fn, &rp);
  if (st) return drv_fail(ctx, st);
  char buf[96];
  json_key(j, "register_pressure");
  json_int(j, rp.max);
  json_key(j, "pressure_at");
  json_str(j, where(rp.at, buf, sizeof buf));
  json_key(j, "register_budget");
  if (rp.budget) json_int(j, rp.budget);
  else json_null(j);
  return 0;
}
