/* Copy fusion for offloaded loops (offload_fusion.c): where written device data goes back to the
 * host, and which host accesses between offloaded loops check the offload runtime's present table
 * instead. DawnCC (Mendonça et al., TACO 2017) §5, Wang, Grewe, O'Boyle (TACO 2014) §4.1
 * "host-device communication". Internal. */
#ifndef GPUOPT_TRANSFORM_OFFLOAD_FUSION_H
#define GPUOPT_TRANSFORM_OFFLOAD_FUSION_H

#include "core/core.h"

typedef struct gpuopt__fusion gpuopt__fusion;

/* Whether instruction `in` is the call of an offloaded loop (the walk stops there). */
typedef int (*gpuopt__fusion_site_fn)(void *user, LLVMValueRef in);

/* A fusion state over the host module m: is_site tells the offloaded loops' calls. dry: count only,
 * leave the module as it is (the report of analyze_only). NULL when out of memory. */
gpuopt__fusion *gpuopt__fusion_new(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt__fusion_site_fn is_site, void *user, int dry);

/* Every path from site call `call` to the next offloaded loop (fuse 0: the instruction after the
 * call is a sync point, nothing more). Returns whether some path reaches a sync point (a copy-back
 * of everything: a call, a return, a host loop whose accesses cannot be bounded before it); *touches
 * receives the host accesses on the way that check the present table (single loads and stores,
 * and host loops checked as a whole before them). Unless dry, a host loop's checks are emitted at
 * its preheader here; the single accesses' and the syncs at gpuopt__fusion_emit. */
int gpuopt__fusion_walk(gpuopt__fusion *f, LLVMValueRef call, int fuse, unsigned *touches);

/* Insert __gpuopt_omp_sync() before each sync point and __gpuopt_omp_touch(p, bytes, is_store)
 * before each single access found by the walks (nothing when dry). */
void gpuopt__fusion_emit(gpuopt__fusion *f);

void gpuopt__fusion_free(gpuopt__fusion *f);

/* Whether the address v reaches a call (directly or through GEPs/casts/phis/selects) other than
 * LLVM intrinsics, or is stored: the object may then be passed to an offloaded loop. */
int gpuopt__reaches_call(LLVMValueRef v, int depth);

#endif
