/* The gpuopt command-line driver: shared helpers for subcommands. No analysis logic lives here. */
#ifndef GPUOPT_DRIVER_H
#define GPUOPT_DRIVER_H

#include <stdio.h>
#include "gpuopt/gpuopt.h"

/* Exit statuses: success, bad input, usage error. */
enum { EXIT_OK = 0, EXIT_BAD_INPUT = 1, EXIT_USAGE = 2 };

/* "gpuopt: error: <msg>" on stderr; returns EXIT_BAD_INPUT. */
int drv_error(const char *fmt, ...);
/* "gpuopt: error: <msg>" plus "see 'gpuopt CMD --help'"; returns EXIT_USAGE. */
int drv_usage(const char *cmd, const char *fmt, ...);
/* Report a failed library call: the context's message. Returns EXIT_BAD_INPUT. */
int drv_fail(gpuopt_ctx *ctx, gpuopt_status st);

/* Load a module (.ll or .bc) and verify it; prints the error and returns nonzero on failure. */
int drv_load(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, LLVMModuleRef *out);

/* CUDA sources (cuda_front.c): whether path ends in .cu; the clang used as the front end (NULL if
 * none); compile a .cu file to verified device IR for sm (prints the error, returns nonzero). */
int drv_is_cuda_source(const char *path);
const char *drv_find_clang(void);
int drv_compile_cu(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, const char *sm, LLVMModuleRef *out);
/* Load .ll/.bc with drv_load, or compile .cu with drv_compile_cu. */
int drv_load_any(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, const char *sm, LLVMModuleRef *out);

/* C sources (c_front.c): whether path ends in .c; compile it with clang's fixed recipe for the loop
 * analyses (docs/loops.md) plus cflags, then gpuopt_loops_canonicalize (prints the error, returns
 * nonzero on failure). */
int drv_is_c_source(const char *path);
/* Load a module of any target (.ll or .bc) and verify it (analyses of host code). */
int drv_load_ir(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, LLVMModuleRef *out);
int drv_compile_c(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, char *const *cflags, int ncflags,
                  LLVMModuleRef *out);

/* --spill-feedback (spill_feedback.c): ptxas from GPUOPT_PTXAS ('none': absent), CUDA_PATH,
 * CUDA_HOME, /usr/local/cuda or PATH (NULL: none); and the feedback itself: with ptxas, the
 * candidates of step (div-spill) on m (the pipeline before it already run) are assembled under
 * --maxrregcount cap and each kernel keeps the one with the least local memory (never worse than
 * ptxas alone); m is left with the choice, reported on stderr, *done = 1. Without ptxas, or when
 * ptxas rejects the PTX without div-spill: "skipped" on stderr, m untouched, *done = 0 (the caller
 * runs step as without feedback). Nonzero: error. */
/* ptxas: $GPUOPT_PTXAS ("none": no ptxas; an executable path, else NULL), else bin/ptxas under
 * cuda_root (may be NULL), $CUDA_PATH, $CUDA_HOME, /usr/local/cuda, else on $PATH; NULL if none.
 * The result is env's string or buf. Shared by `gpuopt cc` and --spill-feedback. */
const char *drv_find_ptxas(const char *cuda_root, char *buf, size_t n);
int drv_spill_feedback(const gpuopt_options *opts, LLVMModuleRef m, unsigned cap, const char *step, int *done);
/* Split pipeline for --spill-feedback: *prefix (malloc'd, "" if none) is what runs before the final
 * div-spill/div-spill-noaddr step, *step that step ("div-spill" when the pipeline has none). Returns
 * nonzero (after a usage message) when such a step is not last. */
int drv_spill_feedback_split(const char *cmd, const char *pipeline, char **prefix, const char **step);

/* The name of a block for output: its IR name, or its number in the function. Writes into buf. */
const char *drv_block_name(LLVMBasicBlockRef bb, size_t index, char *buf, size_t n);

/* Numeric options: each given text (NULL: not given) must be a number in [lo, hi], stored in *field;
 * otherwise a usage error for cmd (returns EXIT_USAGE). */
typedef struct drv_num_opt {
  const char *text, *name;
  unsigned *field;
  unsigned long lo, hi;
} drv_num_opt;
int drv_parse_nums(const char *cmd, const drv_num_opt *nums, size_t n);

/* Argument helpers: match "--opt" or "--opt=value"; returns 1 and sets *value (NULL if none). */
int drv_flag(const char *arg, const char *name, const char **value);
/* The whole file, NUL-terminated (not counted in *len), malloc'd; NULL if it cannot be opened or
 * read, or on out of memory. */
char *drv_read_file(const char *path, size_t *len);

/* A minimal streaming JSON writer with automatic commas. */
typedef struct json {
  FILE *f;
  int depth;
  unsigned char first[64];
  int after_key;
} json;
void json_init(json *j, FILE *f);
void json_obj_begin(json *j);
void json_obj_end(json *j);
void json_arr_begin(json *j);
void json_arr_end(json *j);
void json_key(json *j, const char *k);
void json_str(json *j, const char *s);
void json_int(json *j, long long v);
void json_bool(json *j, int v);
void json_null(json *j);
void json_double(json *j, double v);

/* Subcommands: int cmd_NAME(int argc, char **argv) with argv[0] the subcommand's name. */
#define COMMAND(name, fn, help) int fn(int argc, char **argv);
#include "driver/commands.def"
#undef COMMAND

#endif
