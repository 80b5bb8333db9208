/* Loops of ordinary (host or device) code: canonical form, induction variables and trip counts,
 * access bounds per loop nest and base pointer, dependences and parallel (doall) loops, reductions
 * (DawnCC, TACO 2017, §3.1 Example 3.2, Figs. 5-6; Wolfe's dependence tests). The facts issues 15
 * (annotation, restrictification), 16 (offloading) and 18 build on. See docs/loops.md. */
#ifndef GPUOPT_LOOPS_H
#define GPUOPT_LOOPS_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The LLVM pass pipeline of gpuopt_loops_canonicalize (a new-PM pipeline string). */
extern const char gpuopt_loops_canonical_pipeline[];

/* Bring every function of m (any target) into the form the loop analyses read: SSA scalars
 * (sroa), simplified CFG, loop-simplify + LCSSA, rotated (guarded do-while) loops; never unrolls,
 * vectorises or hoists. For IR straight from `clang -O1 -Xclang -disable-llvm-passes` (what
 * `gpuopt analyze FILE.c` does, docs/loops.md); IR from an optimising pipeline needs no
 * canonicalisation. The module must pass the verifier before and does after. */
gpuopt_status gpuopt_loops_canonicalize(gpuopt_ctx *ctx, LLVMModuleRef m);

#ifdef __cplusplus
}
#endif
#endif
