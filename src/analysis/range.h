/* Internal view of a symbolic range result (range.c), for the components built on it (loop
 * recurrences, access bounds, dependences, index narrowing, no-wrap facts for the divergence
 * analysis). They may build new expressions in the result's table (gpuopt__ranges_table): those live
 * as long as the result. */
#ifndef GPUOPT_ANALYSIS_RANGE_H
#define GPUOPT_ANALYSIS_RANGE_H

#include "analysis/symexpr.h"
#include "core/ir.h"
#include "gpuopt/ranges.h"

/* A range of symbolic expressions. lo/hi are never NULL when reached. val: the value itself as an
 * expression when known exactly, else NULL. */
typedef struct gpuopt_rng {
  const gpuopt_sx *lo, *hi, *val;
  uint8_t reached;
} gpuopt_rng;

/* The expression table of a result (mutable: callers may build expressions in it). */
gpuopt_sx_table *gpuopt__ranges_table(const gpuopt_ranges *r);
/* Range of v at its definition (at == NULL), or where used in block at (narrowed by the conditions
 * dominating it). Constants get their value. Returns 0 when v is no integer value of the function. */
int gpuopt__ranges_get(const gpuopt_ranges *r, LLVMValueRef v, LLVMBasicBlockRef at, gpuopt_rng *out);
/* Range of operand i of instruction user as the instruction sees it (phis: along the edge). */
int gpuopt__ranges_get_operand(const gpuopt_ranges *r, LLVMValueRef user, unsigned i, gpuopt_rng *out);
/* The symbol standing for v, when v is one (argument, load, call, launch register read, opaque value). */
const gpuopt_sx_sym *gpuopt__ranges_symbol(const gpuopt_ranges *r, LLVMValueRef v);
/* The symbol of a launch register (NULL when the function never reads it and it was not needed). */
const gpuopt_sx_sym *gpuopt__ranges_sreg(const gpuopt_ranges *r, gpuopt_sreg s);
/* Dense index of an instruction of the function (GPUOPT_NONE for others) and their count. */
uint32_t gpuopt__ranges_inst_index(const gpuopt_ranges *r, LLVMValueRef inst);
uint32_t gpuopt__ranges_num_insts(const gpuopt_ranges *r);
/* The function analysed. */
LLVMValueRef gpuopt__ranges_fn(const gpuopt_ranges *r);

#endif
