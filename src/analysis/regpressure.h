/* Register-pressure model of a function's SSA form (regpressure.c), for div-spill. Internal. */
#ifndef GPUOPT_ANALYSIS_REGPRESSURE_H
#define GPUOPT_ANALYSIS_REGPRESSURE_H

#include "core/ir.h"

/* Values are numbered: arguments [0, nargs), then instruction id + nargs. */
typedef struct gpuopt_regp {
  gpuopt_arena arena;
  LLVMValueRef fn;
  const gpuopt_cfg *cfg;
  const gpuopt_numbering *num;
  uint32_t nargs, nv, words;  /* values; 64-bit words of one set over them */
  uint8_t *units;             /* per value: 32-bit registers it occupies (0: not tracked) */
  uint32_t *pos;              /* per instruction id: position in the linear order (RPO of blocks, then
                               * program order); GPUOPT_NONE in unreachable blocks */
  uint32_t npos;
  uint32_t *use_off, *use_pos;/* per value v: sorted positions of its uses use_pos[use_off[v]..use_off[v+1]) (a
                               * phi's use sits at its incoming block's terminator) */
  uint64_t *live_in, *live_out; /* per block: words each */
  uint32_t *pressure;         /* per instruction id: registers live across it (result and operands
                               * included), after the last gpuopt__regp_walk */
  uint32_t max, max_inst;     /* the maximum and an instruction where it is reached */
  uint8_t *below;             /* per instruction id: registers ptxas needs there beyond the IR's
                               * values (gpuopt__regp_below_ir), added to its pressure */
  /* Optional, set by the caller before gpuopt__regp_walk (NULL: none): values in `hoist` that are
   * also spilled are rematerialised at their uses, and LLVM's code generator (MachineLICM, CSE)
   * hoists a loop-invariant recomputation back to the preheader of the outermost loop around the
   * use: such a value stays live across every outermost loop (of `loops`) that contains one of its
   * uses, and only elsewhere lives at its uses alone. */
  const gpuopt_loops *loops;
  const uint64_t *hoist;
} gpuopt_regp;

/* Registers a value of type t takes, in 32-bit units: integers of up to 32 bits, float, half 1;
 * i64, double 2; pointers by the data layout; vectors and aggregates the sum of their elements;
 * i1 (predicates: a separate register file) and void 0. */
unsigned gpuopt__regp_units(LLVMTargetDataRef td, LLVMTypeRef t);

/* Registers ptxas needs at instruction i that no IR value accounts for (0 for most): a 64-bit
 * sdiv/udiv/srem/urem by a non-constant divisor is a call of ptxas' 64-bit division routine, which
 * needs GPUOPT_REGP_DIV64 32-bit registers beyond its operands and result while the values live
 * across it stay in theirs (measured, bench/results/divspill.md "64-bit division"). llc's
 * BypassSlowDivision keeps that 64-bit call on its slow path, so a bypassed division costs the
 * same; a constant divisor becomes a multiply-high or shift sequence and costs nothing extra. */
#define GPUOPT_REGP_DIV64 8u
unsigned gpuopt__regp_below_ir(LLVMValueRef i);
/* Adds to r->below, at every instruction of each loop, the registers llc's loop strength reduction
 * gives the unrolled copies j + k*s of a header phi with a loop-invariant, non-constant step s
 * (one per use of a copy, two for an address): regpressure.c. loops NULL: nothing. */
void gpuopt__regp_unrolled_ivs(gpuopt_regp *r, const gpuopt_loops *loops);

/* Build the model of fn (numbering and cfg owned by the caller, kept alive while r is used).
 * Kernel parameters are not tracked (they live in the constant bank; ptxas reads them at their
 * uses). GPUOPT_EUNSUPPORTED when the live sets would not fit a fixed memory bound (the function is
 * then left alone by the caller). */
gpuopt_status gpuopt__regp_build(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_cfg *cfg, const gpuopt_numbering *num,
                                 gpuopt_regp **out);
void gpuopt__regp_free(gpuopt_regp *r);

/* Liveness (SSA path exploration from each use to the definition) and the pressure at every
 * instruction, with the values in `spilled` (a set over values, or NULL) taken out of registers:
 * a spilled value is live only at its definition and at each use (its reload), and, when it is in
 * r->hoist, across the outermost loops that contain its uses (above). When visit is not
 * NULL it is called at every instruction of reachable blocks, walking each block backwards, with
 * the set of values live across it (operands and result excluded) and the pressure; it may take
 * values out of `live` (and must add them to `spilled`), lowering *pressure. */
typedef void (*gpuopt_regp_visit)(void *user, uint32_t inst_id, uint64_t *live, uint32_t *pressure);
void gpuopt__regp_walk(gpuopt_regp *r, uint64_t *spilled, gpuopt_regp_visit visit, void *user);

/* Distance from position p to the next use of value v in the linear order (uses before p count as
 * reached through a back edge: distance npos + position - p); UINT32_MAX without uses. */
uint32_t gpuopt__regp_next_use(const gpuopt_regp *r, uint32_t v, uint32_t p);

/* The value number of an argument or instruction of the function, GPUOPT_NONE otherwise. */
uint32_t gpuopt__regp_value(const gpuopt_regp *r, LLVMValueRef v);

/* The outermost loop of `loops` that contains block b (GPUOPT_NONE outside loops). */
uint32_t gpuopt__regp_outer_loop(const gpuopt_loops *loops, uint32_t b);

/* Launch facts of a kernel from nvvm.annotations (key, or key + x/y/z) or LLVM 20+'s "nvvm.<key>"
 * attribute ("a,b,c"): reqntid, maxntid, minctasm, maxnreg. Returns whether any was found. */
int gpuopt__launch_fact(LLVMValueRef fn, const char *key, unsigned dims[3]);
/* Threads of a block with these extents (0 counts as 1), at most 1024. */
unsigned gpuopt__launch_threads(const unsigned dims[3]);
/* The register budget of a kernel: the context's max_registers, else maxnreg, else 65536 /
 * (maxntid or reqntid rounded up to warps * minctasm) rounded down to 8, in [16, 255]; 0: none. */
unsigned gpuopt__regp_budget(const gpuopt_ctx *ctx, LLVMValueRef fn);

#endif
