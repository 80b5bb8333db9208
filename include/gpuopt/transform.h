/* gpuopt transforms: the gpucc optimisations (gpucc CGO'16 §3) as C functions on a module.
 * Each transform is also a pipeline step (gpuopt_run_pipeline, "gpucc" preset); the pipeline name
 * is given with each function. Every transform leaves a module that passes LLVM's verifier, takes
 * the context first, returns a gpuopt_status, and reports what it did through an optional stats
 * struct (NULL allowed). The module must target NVPTX (GPUOPT_ETARGET otherwise); the caller keeps
 * owning it. */
#ifndef GPUOPT_PUBLIC_TRANSFORM_H
#define GPUOPT_PUBLIC_TRANSFORM_H

#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- memory-space inference (gpucc §3.2, Algorithm 1). Pipeline name: "infer-memspace" ---- */

/* NVPTX address spaces, as LLVM numbers them. */
enum {
  GPUOPT_AS_GENERIC = 0,
  GPUOPT_AS_GLOBAL = 1,
  GPUOPT_AS_SHARED = 3,
  GPUOPT_AS_CONST = 4,
  GPUOPT_AS_LOCAL = 5,
  GPUOPT_AS_PARAM = 101
};

typedef struct gpuopt_memspace_stats {
  unsigned accesses;        /* loads, stores, atomics, memory intrinsics seen with a generic address */
  unsigned rewritten;       /* of those, rewritten to a specific space */
  unsigned by_space[6];     /* rewritten per space: [1] global, [3] shared, [4] const, [5] local */
  unsigned compares;        /* pointer comparisons rewritten to a specific space */
} gpuopt_memspace_stats;

/* Infer the address space of every generic pointer of every function of m (a fixed point from
 * addrspace(N) globals and allocas, addrspacecasts from a specific space, and, when the context's
 * kernel_params_global option is set, pointer parameters of kernels), then rewrite each load,
 * store, atomic and memory intrinsic whose address is proven in one space to use an address in
 * that space (the address computation is cloned in that space). Mixed or unknown stays generic. */
gpuopt_status gpuopt_infer_memspace(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_memspace_stats *stats);

/* The address space that pointer p of function fn is proven to point into: its type's space if
 * that is not generic, else the inferred one; GPUOPT_AS_GENERIC when unknown or mixed. p may be an
 * instruction or argument of fn, a global or a constant. GPUOPT_EINVAL if p is not a pointer or
 * belongs to another function. Runs the inference on fn (linear in its size). */
gpuopt_status gpuopt_memspace_of(gpuopt_ctx *ctx, LLVMValueRef fn, LLVMValueRef p, unsigned *out);

/* The inference as a result object, for many queries on one function: run it once, query each
 * pointer with gpuopt_memspace_result_space (same answer as gpuopt_memspace_of), free it. Invalid
 * after any change to fn. *out owned by the caller. */
typedef struct gpuopt_memspace gpuopt_memspace_result;
gpuopt_status gpuopt_memspace_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_memspace_result **out);
unsigned gpuopt_memspace_result_space(const gpuopt_memspace_result *r, LLVMValueRef p);
/* NULL is a no-op. */
void gpuopt_memspace_result_free(gpuopt_memspace_result *r);
/* "generic", "global", "shared", "const", "local", "param", or "addrspace" for another number. */
const char *gpuopt_memspace_name(unsigned as);

/* ---- memory-space alias analysis (gpucc §3.3). Pipeline name: "memspace-aa" ---- */

typedef enum gpuopt_alias_result {
  GPUOPT_ALIAS_MAY = 0,  /* nothing proven */
  GPUOPT_ALIAS_NO = 1    /* the pointers are proven in disjoint address spaces */
} gpuopt_alias_result;

/* Whether pointers a and b of function fn may alias, judged by address space only: NO when they
 * are proven (typed or inferred as gpuopt_memspace_of) in two different spaces among global,
 * shared, const, local and param, which are disjoint; MAY otherwise (generic, unknown, or the
 * same space). GPUOPT_EINVAL on a non-pointer or a value of another function. */
gpuopt_status gpuopt_memspace_alias(gpuopt_ctx *ctx, LLVMValueRef fn, LLVMValueRef a, LLVMValueRef b,
                                    gpuopt_alias_result *out);

typedef struct gpuopt_memspace_aa_stats {
  unsigned annotated;  /* memory accesses given !alias.scope / !noalias */
} gpuopt_memspace_aa_stats;

/* Write the memory-space facts into the IR as scoped-noalias metadata: one scope per address
 * space in the domain "gpuopt.memspace"; each access whose space is known gets !alias.scope of its
 * space(s) and !noalias of the other spaces accessed in the function (existing lists are extended,
 * not replaced), so LLVM's own GVN, DSE and LICM see that accesses to different spaces do not
 * alias. Changes metadata only. */
gpuopt_status gpuopt_memspace_aa(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_memspace_aa_stats *stats);

/* ---- bypassing 64-bit divisions (gpucc §3.6). Pipeline name: "bypass-div64" ---- */

typedef struct gpuopt_bypass_div64_stats {
  unsigned divisions;   /* 64-bit udiv/sdiv/urem/srem with a non-constant divisor */
  unsigned bypassed;    /* given a run-time check and a 32-bit fast path */
  unsigned shared;      /* quotient/remainder pairs that share one check */
  unsigned narrowed;    /* operands known narrow: rewritten to 32 bits with no check */
} gpuopt_bypass_div64_stats;

/* Give every 64-bit udiv/sdiv/urem/srem whose divisor is not a constant a run-time check that both
 * operands fit in 32 unsigned bits, with a 32-bit division on the fast path; a quotient and a
 * remainder of the same operands in one block share the check; operands known to fit are narrowed
 * with no check. Signed divisions take the fast path only for non-negative operands, so they stay
 * exact for negative ones. Changes the CFG. */
gpuopt_status gpuopt_bypass_div64(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_bypass_div64_stats *stats);

/* ---- GPU inlining and unrolling (gpucc §3.1). Pipeline name: "inline-unroll" ---- */

/* LLVM's inliner and loop unroller with GPU thresholds: calls are inlined up to the context's
 * inline_threshold (1100 by default, as in gpucc), honouring alwaysinline and noinline; loops are
 * unrolled by LLVM's unroller with the NVPTX target's preferences, honouring llvm.loop.unroll.*
 * metadata (#pragma unroll). SROA and scalar cleanup run after each, as in LLVM's -O3. Uses no
 * global LLVM command-line state. */
gpuopt_status gpuopt_inline_unroll(gpuopt_ctx *ctx, LLVMModuleRef m);

/* ---- straight-line scalar optimizations and speculative execution (gpucc §3.4, §3.5) ----
 * These four work on one function (fn: a definition in a module targeting NVPTX); their pipeline
 * steps run them on every definition of the module. */

typedef struct gpuopt_sep_const_offset_stats {
  unsigned geps_rewritten;   /* GEPs split into a variable GEP plus a constant byte offset */
} gpuopt_sep_const_offset_stats;

/* Pointer arithmetic reassociation (gpucc §3.4.1); pipeline step "sep-const-offset". Splits each
 * GEP whose index expressions hold additive constants (through add, sub, disjoint or, mul and shl
 * by a constant, and sext/zext only where nsw/nuw make the split exact) into a GEP on the variable
 * part followed by an i8 GEP by the constant byte offset, so that CSE shares the variable part and
 * the NVPTX back end folds the constant into [reg+imm] addressing. fn must be a definition. */
gpuopt_status gpuopt_sep_const_offset(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_sep_const_offset_stats *stats);
/* The same for the GEPs outside loops only (pipeline step "sep-const-offset-straight", in the gpuopt
 * preset): inside loops the split makes ptxas unroll more (bench/results/codequality-findings.md F1, F9). */
gpuopt_status gpuopt_sep_const_offset_straight(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_sep_const_offset_stats *stats);

typedef struct gpuopt_slsr_stats {
  unsigned candidates;   /* instructions in one of the three forms of Table 3 */
  unsigned rewritten;    /* candidates rewritten from a dominating basis */
  unsigned flags_kept;  /* rewrites x +- s that kept nsw (basis known not poison; slsr.c) */
  unsigned skipped_nsw; /* rewrites not done: they would drop the nsw that an address index's
                           constant-offset split relies on (slsr.c's cost rule) */
} gpuopt_slsr_stats;

/* Straight-line strength reduction (gpucc §3.4.2, Table 3); pipeline step "slsr". Candidates
 * (b+C)*s, b+C*s and &b[C*s]; a candidate dominated by a basis of the same form, b and s is
 * rewritten as basis + (C1-C0)*s. Candidates already free in addressing (constant offsets) and
 * those already in their simplest form are not rewritten (they may serve as bases). */
gpuopt_status gpuopt_slsr(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_slsr_stats *stats);

typedef struct gpuopt_global_reassoc_stats {
  unsigned reassociated;  /* (a+b)+c rewritten to D+b or D+a from a dominating D */
  unsigned geps;          /* &p[a+b] rewritten to &D[b] from a dominating D = &p[a] */
  unsigned reused;        /* instructions replaced by a dominating identical one */
  unsigned flags_kept;    /* rewrites that kept no-wrap/inbounds flags (the rule in global_reassoc.c) */
  unsigned skipped_shared; /* (a+b)+c not rewritten: a+b has other uses and no address would be
                              rebased on D (the cost rule in global_reassoc.c) */
} gpuopt_global_reassoc_stats;

/* Global reassociation (gpucc §3.4.3, Algorithm 2); pipeline step "global-reassoc". Linear in the
 * size of the function: one walk in dominator-tree pre-order. Integer add and mul (commutative)
 * and single-index GEPs. */
gpuopt_status gpuopt_global_reassoc(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_global_reassoc_stats *stats);

typedef struct gpuopt_speculate_stats {
  unsigned hoisted;      /* instructions moved out of conditional blocks */
  unsigned blocks;       /* conditional blocks something was hoisted from */
  unsigned merged;       /* speculate-common: copies in sibling successors replaced by a hoisted twin */
} gpuopt_speculate_stats;

/* Speculative execution (gpucc §3.5); pipeline step "speculate". Hoists side-effect-free
 * instructions that cannot trap (never loads, stores, possibly trapping divisions or calls
 * without the speculatable attribute) out of each conditional block into its dominator, up to
 * the context's speculate_budget cost units per block; preserves the CFG. */
gpuopt_status gpuopt_speculate(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_speculate_stats *stats);

/* The zero-cost part of speculation; pipeline step "speculate-common" (in the `gpuopt` preset).
 * Hoists only instructions computed identically in every successor of the branch (integer and
 * pointer arithmetic, casts, integer selects) and merges the copies: nothing runs on a path that
 * did not run it before (the budget plays no part). gpuopt_speculate merges nothing. */
gpuopt_status gpuopt_speculate_common(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_speculate_stats *stats);

/* Runtime unrolling of the loops nvcc unrolls and LLVM refuses (issue 18); pipeline step
 * "unroll-runtime". Single-block loops whose induction variable steps by a loop-invariant variable
 * stride (`i += c`: the trip count needs a division, which LLVM's unroller deems too expensive) get
 * `llvm.loop.unroll.count 4` and LLVM's loop-unroll<O3;runtime> runs (4 copies and a remainder
 * loop, as nvcc). Loops with an unroll directive of their own are left. *marked (may be NULL): the
 * loops marked. */
gpuopt_status gpuopt_unroll_runtime(gpuopt_ctx *ctx, LLVMModuleRef m, unsigned *marked);

/* ---- range-driven index narrowing (issue 18) ---- */

typedef struct gpuopt_narrow_index_stats {
  unsigned nsw_added, nuw_added; /* wrap flags the range analysis proved */
  unsigned narrowed;             /* 64-bit GEP index trees rebuilt in 32 bits + one sext */
} gpuopt_narrow_index_stats;

/* Index narrowing; pipeline step "narrow-index". With the symbolic range analysis of fn: sets
 * nsw/nuw on the integer add/sub/mul/shl it proves do not wrap, and rebuilds each 64-bit GEP index
 * tree over sign-extended int values whose every node fits in i32 as an i32 tree with one sext at
 * the address (as nvcc's mul.wide.s32). fn must be a definition; the CFG is preserved. */
gpuopt_status gpuopt_narrow_index(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_narrow_index_stats *stats);

/* ---- Wang, Grewe, O'Boyle §4.1 rewrites of (offloaded or any) kernels (issue 20) ---- */

/* The §4.1 rewrites that fired on fn, as a comma-separated list of step names ("reg-promote",
 * "vector-loads"), or "" when none did. The string is owned by fn's attribute (valid until fn
 * changes); NULL when fn is NULL. */
const char *gpuopt_rewrites_fired(LLVMValueRef fn);

typedef struct gpuopt_loop_interchange_stats {
  unsigned interchanged;        /* two-deep nests interchanged */
  unsigned versioned;           /* of those, behind a run-time no-overlap test of their bases */
  unsigned refused_shape;       /* nests not in the form (a rectangle, one child loop, ...) */
  unsigned refused_dependence;  /* a dependence may have direction (<, >) */
  unsigned refused_profit;      /* legal, but the profit rule keeps the order */
  unsigned marked;              /* kernels named for a nest interchanged before offloading */
} gpuopt_loop_interchange_stats;

/* Loop interchange (Wang §4.1); pipeline step "loop-interchange". In every function definition of
 * m, a loop whose only child loop has a start, constant step and exact trip count that do not
 * depend on it is interchanged with that child when issue 14's dependence test proves no
 * dependence of direction (<, >) (per pair of accesses to one base: '=' on one of the two loops)
 * and the profit rule holds: the cost of a loop as the innermost one, summed over the nest's
 * accesses, is 0 for an access it does not move, 1 for one it moves to the next element, 2
 * otherwise; the nest is interchanged when the outer loop's cost is strictly lower. Bases that may
 * overlap are tested at run time on the nest's access bounds (the original nest runs when they
 * do). Functions changed get "loop-interchange" in gpuopt_rewrites_fired (also kernels of
 * gpuopt_offload whose nest was interchanged on the host to make its parallel loop the launch's
 * dimension). docs/wang.md. */
gpuopt_status gpuopt_loop_interchange(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_loop_interchange_stats *stats);

typedef struct gpuopt_reg_promote_stats {
  unsigned promoted;            /* locations kept in a register across a loop */
  unsigned loads_removed;       /* loads in loops that now read the register (static count) */
  unsigned stores_removed;      /* stores in loops that now write the register (static count) */
  unsigned refused_alias;       /* candidates left: another access of the loop may touch them */
  unsigned refused_conditional; /* candidates left: no store every loop exit passes */
  unsigned refused_barrier;     /* loops left: a barrier (privacy over the grid not proved) */
  unsigned refused_call;        /* loops left: a call, atomic or fence that may access memory */
  unsigned restrictified;       /* kernels versioned by kernel-restrictify to separate candidates */
} gpuopt_reg_promote_stats;

/* Register promotion (Wang §4.1); pipeline step "reg-promote". In every function definition of m,
 * a location read and written through one loop-invariant pointer in a loop is loaded once in the
 * preheader and stored once on each exit, where a store to it runs on every way out of the loop and
 * every other access of the loop is proved separate (address spaces, scoped-noalias metadata as
 * kernel-restrictify's checked copy carries it, distinct identified objects, disjoint constant
 * offsets). Loops with barriers, atomics or memory-accessing calls are left. A kernel whose
 * candidates are refused only for possible aliasing is first versioned by gpuopt_kernel_restrictify
 * (when its cost rule says the checked copy pays) and promoted in the checked copy. Functions
 * changed get "reg-promote" in gpuopt_rewrites_fired. Runs LLVM's loop-simplify first and mem2reg
 * when it changed something. */
gpuopt_status gpuopt_reg_promote(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_reg_promote_stats *stats);

typedef struct gpuopt_vector_loads_stats {
  unsigned functions;            /* functions that got more vector accesses */
  unsigned vector_loads;         /* vector loads of global/generic memory added */
  unsigned vector_stores;        /* vector stores added */
  unsigned scalar_loads_merged;  /* scalar loads fewer (static count) */
  unsigned scalar_stores_merged; /* scalar stores fewer */
  unsigned alignment_facts;      /* llvm.assume "align" bundles added (a parameter's align N restated
                                    on its addrspacecast to global) */
  unsigned aligned_versions;     /* kernels versioned on their pointers' alignment (a copy that
                                    assumes 16 bytes, run when a uniform entry test says so) */
} gpuopt_vector_loads_stats;

/* Vector loads (Wang §4.1 "memory load reordering"); pipeline step "vector-loads". LLVM's
 * infer-alignment and load-store-vectorizer (through LLVMRunPasses) on every function of m, with the
 * facts gpuopt supplies in the IR (alignment attributes, scoped-noalias metadata from
 * kernel-restrictify/restrictify) and, for kernels, versioning on alignment (a uniform entry test
 * of the pointers' alignment selects a copy of the body that assumes 16 bytes; kept only where the
 * vectorizer merged more accesses in it); reports the vector accesses gained, and functions with
 * more get "vector-loads" in gpuopt_rewrites_fired. */
gpuopt_status gpuopt_vector_loads(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_vector_loads_stats *stats);

typedef struct gpuopt_smem_prefetch_stats {
  unsigned kernels;          /* kernels changed */
  unsigned loops;            /* loops strip-mined with a shared-memory tile */
  unsigned guarded;          /* of which under a divergent guard (predicated) */
  unsigned tiles;            /* shared arrays added ([1024 x elem] addrspace(3)) */
  unsigned loads_redirected; /* global loads of the loops that now read a tile (static count) */
  unsigned refused_shape;    /* outermost loops not in header form with k += 1 and a uniform test */
  unsigned refused_call;     /* loops left: a barrier, warp operation, atomic or call */
  unsigned refused_alias;    /* loads left: a store of the loop may write their array */
  unsigned refused_guard;    /* loops left: no block-convergent guard with a single edge to the loop */
  unsigned refused_shared;   /* loops left: the shared-memory budget (48 KiB) */
  unsigned simplified;       /* 1 when LLVM's loop-simplify ran first (a kernel loop lacked a preheader) */
  unsigned unrotated;        /* rotated (bottom-tested, guarded) loops put back in header form */
  unsigned uniformized;      /* grid-stride loops made block-uniform (a vote) around a prefetched loop */
  unsigned tx_tiles;         /* of the tiles, threadIdx.x tiles (B[k][j]: reuse across the block's rows) */
} gpuopt_smem_prefetch_stats;

/* Shared-memory prefetch with strip-mining (Wang §4.1 "prefetching and local memory optimization");
 * pipeline step "smem-prefetch". In every kernel of m, a loop `for (k = k0; k < n; k++)`
 * (exit test in the header; k0, n thread-independent) whose simple loads have an address over k,
 * tid.y, tid.z and thread-independent values only (the same element for every thread of a block
 * row) is strip-mined by blockDim.x: every blockDim.x iterations the threads of each row load the
 * next tile cooperatively (thread x: iteration k+x, only where that iteration runs) into a shared
 * array between two barriers, and the loads read the tile. A loop under a divergent guard is
 * predicated so that every thread runs its barriers (inactive threads skip the body). Loads whose
 * array a store of the loop may write are left (noalias arguments, address spaces or
 * kernel-restrictify's scoped metadata separate them). Kernels changed get "smem-prefetch" in
 * gpuopt_rewrites_fired. A loop inside a thread-dependent grid-stride loop (the kernels of
 * `gpuopt offload`) is handled by first making that loop block-uniform: every thread iterates the
 * block's largest trip count, inactive ones skipping the body, while a __syncthreads_or vote says
 * some thread has work. Runs LLVM's loop-simplify first where a kernel's loop (depth <= 2) has no
 * preheader or dedicated exit. The CFG changes. */
/* In a kernel whose blocks have more than one row (it reads tid.y or tid.z; no reqntid/maxntid
 * attribute with y = z = 1), a load of the strip-mined loop whose address is consecutive in tid.x
 * and the same in every row (gemm's B[k*nj+j]) gets a threadIdx.x tile too: T = min(blockDim.x,
 * 1024 / blockDim.x) iterations x blockDim.x elements, loaded by all the block's threads between
 * the same barriers (stats->tx_tiles; the kernel also gets "smem-prefetch-tx" in
 * gpuopt_rewrites_fired). */
gpuopt_status gpuopt_smem_prefetch(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_smem_prefetch_stats *stats);

/* The same without threadIdx.x tiles (pipeline step "smem-prefetch-rows"). */
gpuopt_status gpuopt_smem_prefetch_rows(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_smem_prefetch_stats *stats);

/* ---- kernel restrictification (gpuopt's own; DawnCC §3.2 applied to kernels, issue 18) ---- */

typedef struct gpuopt_kernel_restrictify_stats {
  unsigned kernels_versioned;  /* 1 when fn got a checked copy */
  unsigned pairs_checked;      /* parameter pairs (one written) in the uniform entry check */
  unsigned accesses_annotated; /* accesses of the checked copy given scoped-noalias metadata */
  unsigned nc_loads;           /* loads of read-only parameters made global + !invariant.load
                                  (ld.global.nc) */
  unsigned check_cost;         /* the cost rule, per thread in IR instructions: the entry check */
  unsigned benefit;            /* and the estimated saving (stores/reloads promoted out of loops);
                                  versioned when benefit >= check_cost (kernel_restrictify.c) */
} gpuopt_kernel_restrictify_stats;

/* Kernel restrictification; pipeline step "kernel-restrictify". For a kernel fn (other functions are left
 * alone): the byte ranges each pointer parameter's accesses cover over the whole launch (symbolic
 * range analysis, gpuopt/ranges.h) become one uniform check at entry that every pair of parameters,
 * one of them written, does not overlap; the body is versioned on it. The checked copy carries
 * scoped-noalias metadata between the checked parameters and loads read-only ones through the
 * non-coherent path (addrspace(1) + !invariant.load); the original copy runs when they overlap.
 * Versions only when the cost rule says the copy pays: the stores to checked parameters inside
 * loops at loop-invariant addresses (accumulators LICM can then promote) save, per thread, at least
 * the instructions of the entry check (see kernel_restrictify.c for the rule and its constants).
 * The pipeline step then runs LLVM's licm, gvn, instcombine and simplifycfg. */
gpuopt_status gpuopt_kernel_restrictify(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_kernel_restrictify_stats *stats);

/* ---- loop restrictification (DawnCC §3.2, issue 15) ---- */
typedef struct gpuopt_restrictify_stats {
  unsigned versioned;    /* loop nests duplicated behind a run-time no-overlap test */
  unsigned checks;       /* base-pointer pairs tested */
  unsigned annotated;    /* loads/stores of the checked copies given alias.scope/noalias */
} gpuopt_restrictify_stats;

/* Restrictification (DawnCC §3.2); pipeline step "restrictify". Brings m's loops into the canonical
 * form of gpuopt_loops_canonicalize (loops.h), then versions every outermost loop nest that the
 * dependence analysis finds parallel under the assumption that some base pointers do not overlap:
 * the preheader tests p1 + l1 >= p2 + u2 + 1 || p2 + l2 >= p1 + u1 + 1 (byte bounds) for each
 * pair and branches to a copy whose loads and stores carry scoped noalias metadata for those bases
 * (so that LLVM's LICM, GVN and vectoriser treat them as disjoint), or to the original nest. Any
 * target (host code too). The module passes the verifier afterwards. */
gpuopt_status gpuopt_restrictify(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_restrictify_stats *stats);
/* ---- divergence-aware spilling (Sampaio et al. TOPLAS'13 §4, Fig. 18). Pipeline name: "div-spill" ---- */

typedef struct gpuopt_div_spill_stats {
  unsigned kernels;         /* kernels with a register budget */
  unsigned budget;          /* the budget of the last such kernel (32-bit registers per thread) */
  unsigned pressure_before; /* the model's highest register pressure over those kernels, before */
  unsigned pressure_after;  /* ... and after */
  unsigned remat_const;     /* rule (i): (0, c) values rematerialised as constants */
  unsigned remat_sreg;      /* special registers (tid, ctaid, ntid, ...) read again at their uses */
  unsigned remat_expr;      /* invariant uniform/affine values of up to 4 instructions recomputed at their uses */
  unsigned remat_affine;    /* rule (iii): (c1, c2) values rematerialised as c1*tid + c2 */
  unsigned block_slots;     /* rules (ii)/(iv), invariant values: one slot per block */
  unsigned warp_slots;      /* rules (ii)/(iv), invariant values depending on tid.y/tid.z/laneid: per warp */
  unsigned synced_slots;    /* rules (ii)/(iv), other uniform values: per warp, __syncwarp before the store */
  unsigned dropped;         /* chosen values that did not fit spill_shared_bytes (left to ptxas) */
  unsigned shared_bytes;    /* shared memory added, all kernels */
  unsigned skipped;         /* kernels too large for the pressure model */
  unsigned addr_rewritten;  /* addresses in loops recomputed from a neighbour plus a parameter difference */
} gpuopt_div_spill_stats;

/* Divergence-aware spilling at IR level, for kernels with a register budget (context option
 * max_registers, else the kernel's maxnreg, else its launch bounds maxntid/reqntid with minctasm;
 * kernels without one are left alone; a budget below the context's min_registers, default 24, is
 * raised to it, as ptxas raises such a cap). Where the register-pressure model (SSA liveness, 32-bit
 * units, predicates and kernel parameters apart) exceeds the budget, values chosen by Belady's
 * farthest-next-use rule leave registers by their divergence state (Fig. 18): constants and
 * c1*tid + c2 are rematerialised at their uses; uniform values and c*tid + uniform go to a slot in
 * shared memory (an internal array @__gpuopt_divspill.<kernel>: one slot per block for values
 * invariant in the block, else one per warp) and are reloaded (volatile) before each use.
 * Divergent values are left to ptxas. Per-warp slots of values that are not invariant are only used
 * where every lane of the warp executes the definition, with llvm.nvvm.bar.warp.sync before the
 * store (safe under independent thread scheduling, sm_70+). The shared memory added plus the
 * module's static shared memory stays within the context's spill_shared_bytes. Preserves the CFG. */
gpuopt_status gpuopt_div_spill(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_div_spill_stats *stats);

#ifdef __cplusplus
}
#endif
#endif
