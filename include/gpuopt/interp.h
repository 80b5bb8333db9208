/* The SIMT reference interpreter: runs an NVPTX kernel's LLVM IR on the CPU, warp by warp (32 lanes
 * in lockstep, stack-based reconvergence at the immediate post-dominator: Sampaio et al.,
 * "Divergence Analysis", TOPLAS 2013, §3.1, Figs. 5-7), with per-allocation bounds checks, poison
 * tracked per lane, barriers with deadlock detection, atomics, warp vote/ballot/shuffle and the
 * NVVM special registers. Also: argument descriptions with deterministic generated contents, the
 * differential harness that runs a kernel before and after a transform pipeline, and the dynamic
 * check of the divergence analysis' claims.
 *
 * Ownership: an interpreter instance refers to the caller's module (which must outlive it and stay
 * unchanged while it exists) and to the caller's argument buffers (which must stay valid until the
 * next gpuopt_interp_run returns). The interpreter writes results into those buffers. */
#ifndef GPUOPT_INTERP_H
#define GPUOPT_INTERP_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"
#include "gpuopt/analysis.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An opaque interpreter instance for one module. */
typedef struct gpuopt_interp gpuopt_interp;

typedef struct gpuopt_dim3 {
  unsigned x, y, z;
} gpuopt_dim3;

/* Decode every function of m into the interpreter's form. GPUOPT_EINVALID_IR when m does not pass
 * the verifier, GPUOPT_ETARGET when it is not for NVPTX.
 * Constructs the interpreter does not handle are not an error here: running into one at run time
 * stops with GPUOPT_EUNSUPPORTED naming it. *out is owned by the caller (gpuopt_interp_free). The
 * context must outlive the instance; run-time errors are reported on it. */
gpuopt_status gpuopt_interp_create(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_interp **out);
/* Free an instance. NULL is a no-op. */
void gpuopt_interp_free(gpuopt_interp *ip);

/* Bind kernel parameter index (0-based) to a scalar: the integer value (truncated to the
 * parameter's width) or the IEEE bits of a float (in the low 32 bits) or double. */
gpuopt_status gpuopt_interp_set_scalar(gpuopt_interp *ip, unsigned index, uint64_t bits);
/* Bind pointer parameter index to a buffer of size bytes owned by the caller (global memory).
 * data NULL and size 0 binds the null pointer. readonly buffers fault on a store. A buffer that lies
 * wholly inside the buffer of a lower-numbered parameter is a pointer into that allocation (the two
 * parameters alias, addresses and bounds checks are those of the outer buffer; its own readonly
 * flag is then ignored); buffers that overlap only partly are separate allocations. */
gpuopt_status gpuopt_interp_set_buffer(gpuopt_interp *ip, unsigned index, void *data, size_t size,
                                       int readonly);
/* Forget every binding. */
void gpuopt_interp_clear_args(gpuopt_interp *ip);

#define GPUOPT_LAUNCH_VERSION 1
typedef struct gpuopt_launch {
  unsigned version;        /* GPUOPT_LAUNCH_VERSION */
  gpuopt_dim3 grid, block; /* each component >= 1; block.x*y*z <= 1024 */
  size_t dynamic_shared;   /* bytes of extern __shared__ memory per block */
  uint64_t max_steps;      /* stop after this many warp instructions (0: 2^32) */
} gpuopt_launch;
#define GPUOPT_LAUNCH_INIT { GPUOPT_LAUNCH_VERSION, {1, 1, 1}, {1, 1, 1}, 0, 0 }

typedef struct gpuopt_interp_stats {
  uint64_t warp_insts;        /* instructions executed by warps */
  uint64_t lane_insts;        /* the same counted once per active lane */
  uint64_t divergent_branches;/* dynamic branches that split a warp */
  uint64_t barriers;          /* barrier releases */
  uint64_t blocks, warps;     /* thread blocks and warps run */
  /* Global memory traffic (kernel parameters' buffers and __device__ variables; not constant,
   * shared or local memory), per warp-level access as a GPU's memory system sees it: a request is
   * one load/store/atomic instruction executed by a warp (its active lanes together); its sectors
   * are the distinct aligned 32-byte segments the lanes' bytes fall in (buffers start 256-byte
   * aligned, as cudaMalloc's do). sectors/requests is 4 for a coalesced 4-byte access, 32 for a
   * gather over 32 different segments: the figure that shows coalescing without a GPU (nvprof's
   * gld_transactions_per_request, Nsight Compute's sectors per request). */
  uint64_t gld_requests, gld_sectors;   /* loads */
  uint64_t gst_requests, gst_sectors;   /* stores and atomics */
} gpuopt_interp_stats;

/* Run kernel (a kernel of the module, by name) over the launch's grid. Every parameter must be
 * bound. Blocks run one after the other in x, y, z order; warps of a block run until they finish
 * or reach a barrier. stats may be NULL. On a run-time error (out-of-bounds or misaligned access,
 * poison deciding a branch or forming an address, division by zero, barrier deadlock, trap, step
 * limit) GPUOPT_ERUNTIME with a message naming the kernel, function, instruction, block, thread,
 * block index and address; GPUOPT_EUNSUPPORTED naming an instruction or intrinsic that cannot be
 * executed. Buffers may have been partly written then. */
gpuopt_status gpuopt_interp_run(gpuopt_interp *ip, const char *kernel, const gpuopt_launch *launch,
                                gpuopt_interp_stats *stats);

/* ---- device memory that persists across runs (the CUDA runtime's interpreter back end) ----
 * Addresses are the interpreter's own 64-bit device addresses (0 is the null pointer): they are what
 * a kernel's pointer parameters and a module global's address hold, never host pointers. */

/* on != 0: module globals (__device__, __constant__) are set to their initializers now and then keep
 * their contents across runs; on == 0 (the default): every run starts from the initializers. */
gpuopt_status gpuopt_interp_set_persistent(gpuopt_interp *ip, int on);
/* A new zero-filled allocation of size bytes of global memory (size 0 gives address 0), freed with
 * gpuopt_interp_mem_free or with the instance. GPUOPT_ENOMEM when it cannot be allocated (also for
 * sizes of 2^40 bytes and more). Accesses are bounds-checked against it; name (copied; may be NULL)
 * names it in messages. */
gpuopt_status gpuopt_interp_mem_alloc(gpuopt_interp *ip, size_t size, const char *name, uint64_t *addr);
/* Free an allocation made by gpuopt_interp_mem_alloc (addr must be its start; 0 is a no-op).
 * GPUOPT_EINVAL for any other address. */
gpuopt_status gpuopt_interp_mem_free(gpuopt_interp *ip, uint64_t addr);
/* Copy n bytes between host memory and device memory, within one live allocation of global,
 * constant or argument memory (constant memory is writable from the host). GPUOPT_EINVAL naming the
 * address when the range is not. */
gpuopt_status gpuopt_interp_mem_write(gpuopt_interp *ip, uint64_t dst, const void *src, size_t n);
gpuopt_status gpuopt_interp_mem_read(gpuopt_interp *ip, void *dst, uint64_t src, size_t n);
gpuopt_status gpuopt_interp_mem_copy(gpuopt_interp *ip, uint64_t dst, uint64_t src, size_t n);
gpuopt_status gpuopt_interp_mem_set(gpuopt_interp *ip, uint64_t dst, int value, size_t n);
/* The base address of allocation containing addr and its size (for pointer checks); GPUOPT_EINVAL
 * when addr is in no live allocation. */
gpuopt_status gpuopt_interp_mem_range(gpuopt_interp *ip, uint64_t addr, uint64_t *base, size_t *size);
/* The address and size of module global name (not shared memory). GPUOPT_ENOTFOUND if none. */
gpuopt_status gpuopt_interp_global(gpuopt_interp *ip, const char *name, uint64_t *addr, size_t *size);
/* Run kernel with args[i] pointing to the value of parameter i as CUDA's kernelParams do (laid out
 * by the parameter's type: integers in their store size, float, double, pointers as 8-byte device
 * addresses, byval aggregates as their bytes, copied to parameter memory for the run). Pointers are
 * taken as they are (device addresses from gpuopt_interp_mem_alloc / gpuopt_interp_global, or 0).
 * Replaces the bindings of set_scalar/set_buffer. Otherwise like gpuopt_interp_run. */
gpuopt_status gpuopt_interp_run_args(gpuopt_interp *ip, const char *kernel, const gpuopt_launch *launch, void **args,
                                     gpuopt_interp_stats *stats);
/* Device printf: a kernel's call vprintf(format, args) calls fn once per active lane (lanes in
 * order) with the device addresses of the format string and of the argument buffer (CUDA's layout:
 * each argument at its natural alignment, floats promoted to double); fn reads them with
 * gpuopt_interp_mem_peek and returns what vprintf returns. NULL removes it (vprintf is then
 * unsupported). The interpreter itself never prints. */
typedef int (*gpuopt_printf_fn)(void *user, gpuopt_interp *ip, uint64_t format, uint64_t args);
void gpuopt_interp_set_printf(gpuopt_interp *ip, gpuopt_printf_fn fn, void *user);
/* Read n bytes at addr from any live allocation (also shared and local memory: for hooks called
 * during a run). GPUOPT_EINVAL when the range is not in one. */
gpuopt_status gpuopt_interp_mem_peek(gpuopt_interp *ip, void *dst, uint64_t addr, size_t n);
/* 1 when the module has a kernel with that name (and *nparams its parameter count), else 0. */
int gpuopt_interp_has_kernel(gpuopt_interp *ip, const char *kernel, unsigned *nparams);

/* ---- tracing: a hook called for every value an instruction produces, per warp ---- */
typedef struct gpuopt_trace_event {
  LLVMValueRef fn;          /* the function executing */
  LLVMValueRef inst;        /* the instruction; phis are reported when their block starts with
                               the lanes that reach it together; for a conditional br or a switch
                               values hold the index of the successor each lane takes */
  int is_branch;            /* inst is a conditional br or a switch */
  gpuopt_dim3 block_idx;    /* the thread block */
  unsigned warp;            /* warp within the block */
  uint32_t active;          /* lanes executing it */
  unsigned leaves;          /* scalar leaves of the value (vector elements, struct fields) */
  const uint64_t *values;   /* values[leaf * 32 + lane]: integers zero-extended, floats as their
                               bits, pointers as the interpreter's addresses */
  const uint32_t *poison;   /* poison[leaf]: lanes whose leaf is poison */
  const uint32_t *tid_x;    /* tid_x[lane]: threadIdx.x of each lane */
  unsigned bits;            /* bit width of leaf 0 (pointers 64) */
} gpuopt_trace_event;
typedef void (*gpuopt_trace_fn)(void *user, const gpuopt_trace_event *ev);
/* Install a trace hook (NULL removes it). Tracing slows execution down. */
void gpuopt_interp_set_trace(gpuopt_interp *ip, gpuopt_trace_fn fn, void *user);

/* ---- ordinary functions as one thread (src/interp/host.c) ----
 * The oracle for the loop analyses (loops.h): a host (x86-64, any triple) or NVPTX module's
 * non-kernel functions run as a single thread with the module's own data layout. Bind parameters
 * with gpuopt_interp_set_scalar/_set_buffer as for kernels; calls to the C math library (sqrt, exp,
 * pow, ... and their float forms) execute with the host's libm; other external functions are
 * unsupported (GPUOPT_EUNSUPPORTED at run time). Globals get their initial contents at every call. */
/* Like gpuopt_interp_create, for a module of any target (GPUOPT_EINVALID_IR if it does not verify). */
gpuopt_status gpuopt_interp_create_host(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_interp **out);
/* Run function fn (by name; a kernel or not) once, as one thread. *ret (may be NULL) receives the
 * bits of a scalar return value (integers zero-extended, floats' IEEE bits; 0 for void).
 * max_steps: 0 for the default limit of 2^32 instructions. Errors as gpuopt_interp_run. Only on an
 * instance made by gpuopt_interp_create_host (GPUOPT_EINVAL otherwise). */
gpuopt_status gpuopt_interp_call(gpuopt_interp *ip, const char *fn, uint64_t max_steps, uint64_t *ret);

/* One memory access as it executes: a load or store instruction, the byte offset into the buffer
 * argument (arg >= 0), global (global != NULL) or other memory (both unset: stack memory) it
 * touches, and its size in bytes. */
typedef struct gpuopt_mem_event {
  LLVMValueRef inst;
  int arg;              /* buffer argument index, or -1 */
  LLVMValueRef global;  /* the global variable, or NULL */
  uint64_t offset, size;
  int is_store;
} gpuopt_mem_event;
typedef void (*gpuopt_mem_trace_fn)(void *user, const gpuopt_mem_event *ev);
/* Install a hook called for every load and store that executes, per lane (NULL removes it). */
void gpuopt_interp_set_mem_trace(gpuopt_interp *ip, gpuopt_mem_trace_fn fn, void *user);

/* ---- argument descriptions (shared by gpuopt run, difftest and the GPU path) ---- */
typedef enum gpuopt_elem {
  GPUOPT_ELEM_I8, GPUOPT_ELEM_I16, GPUOPT_ELEM_I32, GPUOPT_ELEM_I64, GPUOPT_ELEM_F32, GPUOPT_ELEM_F64
} gpuopt_elem;
typedef enum gpuopt_init {
  GPUOPT_INIT_ZERO, GPUOPT_INIT_IOTA, GPUOPT_INIT_FILL, GPUOPT_INIT_RAND
} gpuopt_init;
typedef struct gpuopt_argdesc {
  int is_buffer;        /* 1: T[N]:INIT, 0: scalar */
  gpuopt_elem elem;
  size_t count;         /* buffer elements */
  gpuopt_init init;     /* buffers */
  double fill;          /* INIT_FILL value (and scalars' value when not random) */
  int64_t ifill;        /* the same for integer types, exactly */
  int has_seed;         /* rand:SEED; without a seed the run's seed is used */
  uint64_t seed;
  int scalar_rand;      /* scalar i32:rand:LO:HI / i64:rand:LO:HI */
  int64_t lo, hi;
} gpuopt_argdesc;

/* Parse one SPEC: i32:V i64:V f32:V f64:V, i32:rand:LO:HI, i64:rand:LO:HI, T[N]:INIT with INIT
 * zero|iota|fill:V|rand|rand:SEED. GPUOPT_EINVAL with a message naming the spec otherwise. */
gpuopt_status gpuopt_argdesc_parse(gpuopt_ctx *ctx, const char *spec, gpuopt_argdesc *out);
/* Size in bytes of one element. */
size_t gpuopt_elem_size(gpuopt_elem e);
const char *gpuopt_elem_name(gpuopt_elem e);
/* Fill buf (count * elem size bytes) with the initial contents of buffer argument number index for
 * run seed run_seed (which INIT_RAND without an explicit seed uses, mixed with index so that two
 * such buffers differ). Deterministic: integers of rand are in [0, 16), floats in [0, 1). */
void gpuopt_argdesc_fill(const gpuopt_argdesc *d, uint64_t run_seed, unsigned index, void *buf);
/* The bits of scalar argument number index (for gpuopt_interp_set_scalar) for run seed run_seed;
 * rand:LO:HI scalars are uniform in [LO, HI]. */
uint64_t gpuopt_argdesc_scalar(const gpuopt_argdesc *d, uint64_t run_seed, unsigned index);
/* Print a description back as a SPEC ("f32[256]:rand:1") into buf. */
void gpuopt_argdesc_str(const gpuopt_argdesc *d, char *buf, size_t n);

/* ---- differential testing of a pipeline ---- */
typedef struct gpuopt_difftest_result {
  unsigned runs;            /* runs compared */
  int identical;            /* 1 when every output was bit for bit identical */
  /* the first difference, when !identical and no run-time error happened */
  unsigned arg;             /* buffer argument index */
  size_t index;             /* element index */
  uint64_t before, after;   /* element bits */
  gpuopt_elem elem;
  uint64_t seed;
  int after_error;          /* the run after the pipeline stopped on an error (message in text) */
  char text[1024];          /* a one-paragraph description of the outcome */
} gpuopt_difftest_result;

/* Run kernel before and after pipeline (on a clone of m; m is not changed) for run seeds
 * 1..seeds, with arguments described by args[0..nargs), and compare every buffer bit for bit.
 * GPUOPT_OK with out->identical telling the outcome; an error status when the pipeline fails or
 * the kernel fails before the pipeline (the input is unusable then). */
gpuopt_status gpuopt_difftest(gpuopt_ctx *ctx, LLVMModuleRef m, const char *pipeline, const char *kernel,
                              const gpuopt_launch *launch, const gpuopt_argdesc *args, size_t nargs,
                              unsigned seeds, gpuopt_difftest_result *out);

/* ---- dynamic check of the divergence analysis ---- */
typedef struct gpuopt_divcheck_result {
  uint64_t claims_checked;  /* dynamic instances checked: values and branches, per warp */
  size_t claims;            /* distinct instructions with a uniform/affine claim that executed */
  size_t violations;        /* distinct instructions whose claim was violated */
  char *report;             /* one line per violation (value, claim, warp, lanes, values seen);
                               "" when none; owned by the caller (gpuopt_free) */
} gpuopt_divcheck_result;

/* Run kernel like gpuopt_interp_run while recording every value per lane, and check the claims of
 * gpuopt_divergence_analyze(opts) on every function executed: a value called uniform is equal
 * (bit for bit) on all active lanes of a warp at each dynamic instance (and equals c0 when c0 is
 * known); one called affine c2*tid^2 + c1*tid + x has one x per warp per instance (modulo 2^width,
 * tid = threadIdx.x; x == c0 when known); a branch called uniform sends all active lanes the same
 * way. Poison lanes are not compared. Violations are not an error: GPUOPT_OK with out filled; an
 * error status when the analysis or the run fails. opts may be NULL (affine). */
gpuopt_status gpuopt_interp_check_divergence(gpuopt_interp *ip, const char *kernel, const gpuopt_launch *launch,
                                             const gpuopt_divergence_options *opts, gpuopt_divcheck_result *out);

/* ---- dynamic check of the symbolic range analysis (gpuopt/ranges.h) ---- */
typedef struct gpuopt_rangecheck_result {
  uint64_t checks;      /* (lane, value or operand) instances checked against a range */
  uint64_t unchecked;   /* instances whose bounds could not be evaluated (a symbol without a value) */
  size_t claims;        /* distinct integer instructions with a range that executed */
  size_t violations;    /* distinct instructions with a value or operand outside its range */
  char *report;         /* one line per violation; "" when none; owned by the caller (gpuopt_free) */
} gpuopt_rangecheck_result;

/* Run kernel like gpuopt_interp_run and check gpuopt_ranges_analyze's claims on every function
 * executed: each integer value an instruction produces lies in its range at the definition, and
 * each integer operand of a non-phi instruction in the range of that use (narrowed by branch
 * conditions), evaluated per lane with the symbols' values in that thread (most recent value of the
 * instruction a symbol stands for, the kernel's scalar arguments, the launch registers). Violations
 * are not an error: GPUOPT_OK with out filled; an error status when the analysis or the run fails. */
gpuopt_status gpuopt_interp_check_ranges(gpuopt_interp *ip, const char *kernel, const gpuopt_launch *launch,
                                         gpuopt_rangecheck_result *out);

#ifdef __cplusplus
}
#endif
#endif
