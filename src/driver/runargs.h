/* Launch arguments shared by `gpuopt run` (interpreter and GPU backends) and `gpuopt difftest`:
 * --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--shared BYTES] --arg SPEC..., and the host buffers
 * built from the SPECs (contents from gpuopt_argdesc_fill, so every backend sees the same inputs). */
#ifndef GPUOPT_DRIVER_RUNARGS_H
#define GPUOPT_DRIVER_RUNARGS_H

#include "driver/driver.h"
#include "gpuopt/interp.h"

typedef struct runargs {
  const char *kernel;
  gpuopt_launch launch;
  int have_grid, have_block;
  gpuopt_argdesc *args;
  size_t nargs;
  void **bufs;   /* per argument: the host buffer (NULL for scalars), after runargs_materialize */
} runargs;

void runargs_init(runargs *ra);
void runargs_free(runargs *ra);
/* Parse "X[,Y[,Z]]" (each >= 1). 1 on success. */
int runargs_dim3(const char *s, gpuopt_dim3 *out);
/* If argv[*i] is one of the launch options, consume it (and its value) and return 1; return 0 if
 * it is not one; -1 after printing a usage error for cmd (the exit status is then EXIT_USAGE). */
int runargs_option(runargs *ra, gpuopt_ctx *ctx, const char *cmd, int argc, char **argv, int *i);
/* After parsing: check --kernel, --grid and --block are there (usage error printed, -1). */
int runargs_check(runargs *ra, const char *cmd);
/* Allocate and fill the buffers for run seed seed. 0 on success, EXIT_BAD_INPUT after printing. */
int runargs_materialize(runargs *ra, uint64_t seed);
/* Bind the arguments to an interpreter instance. */
gpuopt_status runargs_bind(runargs *ra, gpuopt_interp *ip, uint64_t seed);
/* Size in bytes of buffer argument k. */
size_t runargs_bytes(const runargs *ra, size_t k);
/* Print buffer argument k one element per line (floats %.9g / %.17g), or a checksum line per buffer. */
void runargs_dump(const runargs *ra, size_t k, FILE *f);
void runargs_checksums(const runargs *ra, FILE *f);

#endif
