/* Symbolic bounds as LLVM IR at a region's entry (bounds_ir.c). Internal.
 *
 * DawnCC (Mendonça et al., TACO 2017) §3.2: the run-time non-overlap test evaluates the symbolic
 * access bounds of §3.1 before the region. Shared by restrictify.c, offload_seq.c and
 * kernel_restrictify.c. */
#ifndef GPUOPT_TRANSFORM_BOUNDS_IR_H
#define GPUOPT_TRANSFORM_BOUNDS_IR_H

#include "analysis/symexpr.h"
#include "core/ir.h"

typedef struct gpuopt_bir gpuopt_bir;
/* A symbol as an i64 value at the builder's position, or NULL when it cannot be had there. */
typedef LLVMValueRef (*gpuopt_bir_symbol_fn)(gpuopt_bir *x, const gpuopt_sx_sym *s);

struct gpuopt_bir {
  LLVMBuilderRef b;          /* where the code goes (not owned) */
  LLVMTypeRef i64;
  const gpuopt_fninfo *fi;   /* the default symbol rule: the value must dominate block `at` */
  uint32_t at;
  gpuopt_bir_symbol_fn symbol; /* NULL: the default rule (gpuopt__bir_available + gpuopt__bir_i64) */
  void *user;                /* for `symbol` */
  unsigned max_depth;        /* expressions nested deeper are refused; 0: no limit */
  int ok;                    /* cleared by the first expression that cannot be built */
};

/* An expander building at b's position (i64: the context's i64 type), symbols available when they
 * dominate block `at` of fi (fi may be NULL with a `symbol` rule set afterwards). */
void gpuopt__bir_init(gpuopt_bir *x, LLVMBuilderRef b, LLVMTypeRef i64, const gpuopt_fninfo *fi, uint32_t at);

/* Is v usable at the start of the terminator of block x->at (an argument, a constant, or an
 * instruction whose block dominates x->at)? */
int gpuopt__bir_available(const gpuopt_bir *x, LLVMValueRef v);

/* v (integer or pointer) as i64: sext of narrower integers (zext of i1), ptrtoint of pointers;
 * other types clear x->ok. */
LLVMValueRef gpuopt__bir_i64(gpuopt_bir *x, LLVMValueRef v);
/* A symbol's value as i64: zero-extended for an unsigned reading (gpuopt_sx_sym.zext), else as gpuopt__bir_i64. */
LLVMValueRef gpuopt__bir_sym_i64(gpuopt_bir *x, const gpuopt_sx_sym *s);

/* e as i64 instructions (signed: min/max as signed compare + select), NULL with x->ok = 0 when it
 * cannot be: a symbol not available, a division (a zero divisor would trap), an infinity. */
LLVMValueRef gpuopt__bir_emit(gpuopt_bir *x, const gpuopt_sx *e);

/* Signed min (is_min) or max of two i64 values; a when b is NULL and b when a is. */
LLVMValueRef gpuopt__bir_minmax(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef y, int is_min);

#endif
