/* A generator of valid random kernels through the LLVM-C builder, driven by fuzzer bytes. */
#ifndef GPUOPT_FUZZ_KERNEL_GEN_H
#define GPUOPT_FUZZ_KERNEL_GEN_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>

/* What a generated kernel needs to run: void @k(ptr %in, ptr %out, i32 %n), with
 * in = i32[KGEN_IN_N] (read-only) and out = i32[grid * block * KGEN_SLOTS] (thread g owns
 * out[g*KGEN_SLOTS .. +KGEN_SLOTS-1]); shared memory @sh = i32[KGEN_SH]. */
#define KGEN_IN_N 256
#define KGEN_SLOTS 8
#define KGEN_SH 256

typedef struct kgen_info {
  unsigned grid, block; /* 1-D launch; block <= KGEN_SH */
  int32_t n;            /* the scalar argument */
  uint32_t seed;        /* for the input buffer's contents */
  unsigned insts, blocks, loops, branches, switches, barriers;
} kgen_info;

/* Build a kernel from data into a new module in llctx (the caller disposes it). Always returns a
 * module that passes the verifier, whatever the bytes; the kernel is free of undefined behaviour
 * (bounded accesses, no division by zero, no over-wide shifts, barriers only under block-uniform
 * control flow, shared-memory reads separated from writes by barriers). */
LLVMModuleRef kgen_build(LLVMContextRef llctx, const uint8_t *data, size_t size, kgen_info *info);

#endif
