/* Recognition of OpenMP parallel loops in clang -fopenmp host IR (omp.c). Internal; the public
 * entry point is gpuopt_offload (gpuopt/offload.h). */
#ifndef GPUOPT_ANALYSIS_OMP_H
#define GPUOPT_ANALYSIS_OMP_H

#include "core/core.h"

/* How the outlined function uses one of the values __kmpc_fork_call passes it. */
typedef enum {
  OMP_ARG_VALUE,      /* a non-pointer value (firstprivate scalar passed by value) */
  OMP_ARG_SCALAR_RO,  /* a pointer only loaded from at offset 0: a shared scalar the loop reads;
                         its value travels by value (a pointer value: an array base) */
  OMP_ARG_SCALAR_RW,  /* a pointer loaded/stored/updated atomically at offset 0 only: a shared
                         scalar the loop writes (reduction target, lastprivate, atomic) */
  OMP_ARG_MEMORY      /* a pointer indexed or passed on: an array (local or global) */
} gpuopt__omp_arg_kind;

typedef struct gpuopt__omp_arg {
  gpuopt__omp_arg_kind kind;
  LLVMTypeRef type;       /* the value type for VALUE; the loaded/stored type for scalars */
  int read, written;      /* for scalars and MEMORY (through the argument or the pointer it holds) */
  int array_base;         /* SCALAR_RO holding a pointer the loop indexes */
  char name[64];          /* the host variable's name when the IR has names ("x"), else "argN" */
} gpuopt__omp_arg;

/* The worksharing-loop runtime call of a region. */
typedef enum { OMP_LOOP_NONE, OMP_LOOP_STATIC, OMP_LOOP_DISPATCH } gpuopt__omp_loop_kind;

typedef struct gpuopt__omp_region {
  LLVMValueRef fork;          /* the __kmpc_fork_call instruction (or __gpuopt_seq_fork) */
  int sequential;             /* a sequential loop proved parallel (transform/offload_seq.c): the
                                 fork is a marker, the CPU version is the original loop after it */
  LLVMValueRef host_fn;       /* the function that contains it */
  LLVMValueRef outlined;      /* the outlined function (microtask): what the fork calls */
  LLVMValueRef body;          /* the function with the loop: outlined, or what it only forwards
                                 its parameters to (clang's *_debug__ body under -g) */
  unsigned line;              /* source line of the fork (0 without debug info) */
  int offloadable;            /* 1: fits the GPU; 0: reason says why not */
  char reason[256];
  gpuopt__omp_loop_kind loop;
  LLVMValueRef init;          /* __kmpc_for_static_init_* / __kmpc_dispatch_init_* call */
  unsigned iv_bits;           /* 32 or 64 */
  int iv_signed;
  int schedule;               /* the kmp_sched_type argument (34 static, 33 static chunked, 35 dynamic...) */
  unsigned reductions;        /* __kmpc_reduce(_nowait) calls */
  unsigned atomics;           /* atomicrmw / cmpxchg instructions in the region's code */
  unsigned criticals;         /* __kmpc_critical sections turned into atomics */
  unsigned barriers;          /* __kmpc_barrier calls (after the loop: no-ops on the GPU) */
  unsigned nargs;             /* shared values: fork-call operands after the microtask */
  gpuopt__omp_arg *args;
  VEC(LLVMValueRef) functions; /* the outlined function and every defined function it calls */
  VEC(LLVMValueRef) globals;   /* non-constant globals the code uses (arrays and scalars) */
  VEC(unsigned char) global_rw; /* per global: bit 0 read, bit 1 written (by the region's code) */
} gpuopt__omp_region;

typedef struct gpuopt__omp_regions {
  VEC(gpuopt__omp_region) r;
} gpuopt__omp_regions;

/* Find every __kmpc_fork_call of m and classify its region (offloadable or not, with the reason).
 * The module must verify. *out freed with gpuopt__omp_regions_free. */
gpuopt_status gpuopt__omp_find(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt__omp_regions *out);
void gpuopt__omp_regions_free(gpuopt__omp_regions *rs);

/* The kind of an OpenMP runtime entry point named name (the table in omp.c). */
typedef enum {
  OMP_CALL_NONE,          /* not an OpenMP runtime function */
  OMP_CALL_STATIC_INIT, OMP_CALL_STATIC_FINI,
  OMP_CALL_DISPATCH_INIT, OMP_CALL_DISPATCH_NEXT, OMP_CALL_DISPATCH_FINI,
  OMP_CALL_REDUCE, OMP_CALL_END_REDUCE,
  OMP_CALL_CRITICAL, OMP_CALL_END_CRITICAL,
  OMP_CALL_BARRIER, OMP_CALL_GTID,
  OMP_CALL_CPU_ONLY       /* anything else: the region stays on the CPU */
} gpuopt__omp_call_kind;
gpuopt__omp_call_kind gpuopt__omp_call(const char *name, unsigned *bits, int *is_signed);

/* Whether the math library function name has a device version the NVPTX back end lowers
 * (through an LLVM intrinsic); *intrinsic receives its name ("llvm.sqrt.f64"). */
int gpuopt__omp_math(const char *name, const char **intrinsic);

/* The atomicrmw operation (LLVMAtomicRMWBinOp) for binary opcode op on type t, or -1 when the
 * GPU has no atomic for it (a critical section x = x op e becomes that atomic). */
int gpuopt__omp_rmw_op(LLVMOpcode op, LLVMTypeRef t);

#endif
