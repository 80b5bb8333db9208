/* A worksharing loop that clang's loop-idiom pass turned into one memset/memcpy of the thread's
 * whole chunk, rebuilt as a loop for the grid mapping (offload_idiom.c). Internal. */
#ifndef GPUOPT_TRANSFORM_OFFLOAD_IDIOM_H
#define GPUOPT_TRANSFORM_OFFLOAD_IDIOM_H

#include "core/core.h"

/* The grid marker's mode bit (operand 0 of the marker) for such a loop: the device copy and the
 * range function's clone rebuild the loop before they match or bound it. */
#define GPUOPT__GRID_IDIOM 0x100u
#define GPUOPT_IDIOM_MAX_SYM 4

typedef struct gpuopt__idiom {
  LLVMValueRef call;        /* llvm.memset / llvm.memcpy of the chunk */
  LLVMValueRef lb, ub;      /* the chunk's bounds: the lower bound's load, the upper bound tested */
  LLVMValueRef guard;       /* the branch that skips the call when lb > ub */
  LLVMValueRef base[2];     /* destination (and source) = base + c0 + s*lb bytes */
  long long c0[2];          /* plus sum sc*sym: values free of the bounds (sign-extended to i64) */
  unsigned nsym[2];
  LLVMValueRef sym[2][GPUOPT_IDIOM_MAX_SYM];
  unsigned long long sc[2][GPUOPT_IDIOM_MAX_SYM];
  unsigned long long size;  /* s: bytes per iteration (1, 2, 4 or 8) */
  unsigned align[2];        /* of one iteration's access */
  unsigned bits;            /* the iteration space's width */
  int sgn;                  /* its signedness */
} gpuopt__idiom;

/* Whether the function of static_init call init (static schedule without chunk, increment 1) holds
 * no loop and, as the chunk's only effect, one non-volatile memset(base + c0 + s*lb, v, (ub - lb +
 * 1)*s) or memcpy of the same shape (source base' + c0' + s*lb), reached exactly when lb <= ub in
 * the space's signedness (the affine forms are proved, not sampled). Fills *m; nothing changes. */
int gpuopt__idiom_find(gpuopt_ctx *ctx, LLVMValueRef init, gpuopt__idiom *m);

/* Rewrite the function of m (found by gpuopt__idiom_find in it): the call becomes the loop it came
 * from, `for (iv = lb; ; iv++) { store (load) of s bytes at base + c0 + s*iv; if (iv == ub) break; }`,
 * whose variable is a phi of the lower bound's load (the grid matcher's iteration variable). */
void gpuopt__idiom_apply(gpuopt_ctx *ctx, const gpuopt__idiom *m);

#endif
