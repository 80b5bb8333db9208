/* gpuopt context: options, status codes, the last error's message, and the per-function analysis
 * cache. Every gpuopt function takes a context first. A context is used by one thread at a time;
 * two contexts never share mutable state. */
#ifndef GPUOPT_CONTEXT_H
#define GPUOPT_CONTEXT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* An opaque gpuopt context. Created by gpuopt_ctx_create, freed by gpuopt_ctx_free. */
typedef struct gpuopt_ctx gpuopt_ctx;

/* Status of every gpuopt call that can fail. GPUOPT_OK is 0; the others are distinct and stable. */
typedef enum gpuopt_status {
  GPUOPT_OK = 0,
  GPUOPT_EINVAL = 1,       /* invalid argument (NULL where a value is required, bad option) */
  GPUOPT_EINVALID_IR = 2,  /* IR that does not parse or does not pass the verifier */
  GPUOPT_EUNSUPPORTED = 3, /* a construct the analysis or transform does not handle */
  GPUOPT_ETARGET = 4,      /* a module for another target than NVPTX */
  GPUOPT_ENOMEM = 5,       /* out of memory */
  GPUOPT_ELLVM = 6,        /* LLVM reported a failure (pass pipeline, target machine, codegen) */
  GPUOPT_ENODEVICE = 7,    /* no CUDA driver or no CUDA device */
  GPUOPT_ECUDA = 8,        /* the CUDA driver reported an error */
  GPUOPT_EIO = 9,          /* a file could not be read or written */
  GPUOPT_ENOTFOUND = 10,   /* a named function, kernel, pass or value does not exist */
  GPUOPT_ERUNTIME = 11     /* the interpreter stopped on a run-time error (out of bounds, ...) */
} gpuopt_status;

/* A short constant name for a status ("GPUOPT_EINVAL: invalid argument"); never NULL. */
const char *gpuopt_status_str(gpuopt_status status);

#define GPUOPT_OPTIONS_VERSION 4 /* 1: the fields up to verify_each, 2: up to trusted_bitcode, 3: up to spill_shared_bytes (still accepted) */

/* Options of a context. Initialise with GPUOPT_OPTIONS_INIT, then set what differs. Strings are
 * copied by gpuopt_ctx_create; the caller keeps owning them. */
typedef struct gpuopt_options {
  unsigned version;            /* GPUOPT_OPTIONS_VERSION */
  const char *sm;              /* target GPU, "sm_90" by default */
  const char *ptx_features;    /* PTX ISA feature string, e.g. "+ptx80"; NULL: LLVM's default for sm */
  unsigned opt_level;          /* 0-3, for the target machine and LLVM pass pipelines; default 3 */
  unsigned inline_threshold;   /* GPU inlining threshold (gpucc §3.1); default 1100 */
  unsigned speculate_budget;   /* cost budget of speculative execution (gpucc §3.5); default 8 */
  int kernel_params_global;    /* kernel pointer parameters point to global memory; default 1 */
  int device_args_uniform;     /* arguments of non-kernel functions are uniform; default 0 */
  unsigned block_x_multiple;   /* known: blockDim.x is a multiple of this (0 = unknown) */
  int verify_each;             /* verify the module after each pipeline step; default 1 */
  /* version 2: */
  int trusted_bitcode;         /* 0 (default): gpuopt_module_parse reads bitcode in a child process
                                * first, so malformed bitcode that crashes LLVM's reader is an error
                                * status, not a crash (module.h); 1: read it in-process only */
  /* version 3: */
  unsigned max_registers;      /* register budget per thread for div-spill (like ptxas
                                * --maxrregcount); 0 (default): from the kernel's maxnreg or launch
                                * bounds (maxntid + minctasm), else no budget and div-spill does nothing */
  unsigned spill_shared_bytes; /* shared memory per block div-spill may bring the kernel to (the
                                * kernel's own static shared memory included); default 8192 */
  /* version 4: */
  unsigned min_registers;      /* ptxas' lower bound on a register cap: a budget below it is raised to
                                * it, as ptxas raises --maxrregcount below 24 to 24 (CUDA 12/13,
                                * sm_75..sm_90); default 24; 1: budgets taken at their word (tests
                                * that want div-spill to fire on small kernels) */
} gpuopt_options;

#define GPUOPT_OPTIONS_INIT \
  { GPUOPT_OPTIONS_VERSION, "sm_90", NULL, 3, 1100, 8, 1, 0, 0, 1, 0, 0, 8192, 24 }

/* Create a context. opts may be NULL for the defaults. On success *out owns a new context that
 * the caller frees with gpuopt_ctx_free. Fails with GPUOPT_EINVAL on a bad option (no context is
 * created then; the message is unavailable) or GPUOPT_ENOMEM. */
gpuopt_status gpuopt_ctx_create(const gpuopt_options *opts, gpuopt_ctx **out);

/* Free a context and everything it owns (cached analyses). NULL is a no-op. */
void gpuopt_ctx_free(gpuopt_ctx *ctx);

/* The context's options (owned by the context). */
const gpuopt_options *gpuopt_ctx_options(const gpuopt_ctx *ctx);

/* The message of the last failure on this context: it names the function, the value or line at
 * fault and what was expected. "" when nothing has failed. Owned by the context, valid until the
 * next call on it. */
const char *gpuopt_ctx_error(const gpuopt_ctx *ctx);

/* The status of the last failure (GPUOPT_OK when nothing has failed). */
gpuopt_status gpuopt_ctx_last_status(const gpuopt_ctx *ctx);

/* Forget the last error. */
void gpuopt_ctx_clear_error(gpuopt_ctx *ctx);

/* Free memory that gpuopt returned to the caller (strings, arrays). NULL is a no-op. */
void gpuopt_free(void *ptr);

#ifdef __cplusplus
}
#endif
#endif
