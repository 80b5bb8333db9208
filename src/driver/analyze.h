/* Printers for 'gpuopt analyze' (analyze.def). */
#ifndef GPUOPT_DRIVER_ANALYZE_H
#define GPUOPT_DRIVER_ANALYZE_H

#include "driver/driver.h"

typedef struct analyze_args {
  const char *value; /* the flag's "=value", or NULL */
  int json, summary;
  int names;         /* --names (default for C input): source variable names in --ranges */
  unsigned max_ntid[3], max_nctaid[3]; /* --max-block / --max-grid (0: unknown) */
} analyze_args;

#define ANALYSIS(flag, text, json_fn, help)                                  \
  int text(gpuopt_ctx *, LLVMValueRef, const analyze_args *, FILE *); \
  int json_fn(gpuopt_ctx *, LLVMValueRef, const analyze_args *, json *);
#include "driver/analyze.def"
#undef ANALYSIS

#endif
