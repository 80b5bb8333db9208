/* Internal form of the SIMT interpreter: functions decoded into flat arrays of instructions whose
 * operands are register slots (constants get pre-filled slots of their own), blocks with their
 * immediate post-dominators, edges with their phi copies, and the memory model (allocations with
 * 24-bit ids in the top bits of a 64-bit address). */
#ifndef GPUOPT_INTERP_INTERNAL_H
#define GPUOPT_INTERP_INTERNAL_H

#include <stdio.h>
#include <llvm-c/Target.h>

#include "core/core.h"
#include "gpuopt/gpuopt.h"
#include "gpuopt/interp.h"

#define IP_LANES 32
#define IP_OFF_BITS 40
#define IP_OFF_MASK ((UINT64_C(1) << IP_OFF_BITS) - 1)
#define IP_EXIT UINT32_MAX /* the virtual exit block: no reconvergence inside the function */

enum ip_op {
#define OP(name) OP_##name,
#include "interp/ops.def"
#undef OP
  OP_COUNT
};

/* Intrinsics and known functions (intrinsics.c holds the table). */
enum ip_intrin {
#define INTRIN(id, name, match) IK_##id,
#include "interp/intrinsics.def"
#undef INTRIN
  IK_COUNT
};

enum { IP_F_NSW = 1, IP_F_NUW = 2, IP_F_EXACT = 4, IP_F_DISJOINT = 8, IP_F_FLOAT = 16, IP_F_SIGNED = 32,
       IP_F_NOSUCC = 64 /* cmpxchg from an NVVM intrinsic: the old value only */ };

/* One decoded instruction. dst, a, b, c are register slots of the function's frame (constants have
 * slots too, pre-filled). width: bit width of the integer type concerned (result, or operand for
 * compares and stores), 32/64 for floats. */
typedef struct ip_inst {
  uint16_t op;
  uint8_t width, flags;
  int32_t dst, a, b, c;
  uint32_t aux, aux2;
  int64_t imm;
} ip_inst;

/* A leaf of a value in memory: byte offset and size, and its width in bits. */
typedef struct ip_leaf {
  uint32_t off;
  uint8_t size, bits, isfloat;
} ip_leaf;

typedef struct ip_copy { int32_t dst, src; } ip_copy;

typedef struct ip_edge {
  uint32_t target;       /* block number */
  uint32_t copy, ncopy;  /* phi copies into ip_fn.copies */
  int needs_temp;        /* a copy reads a phi of the target block: copy through a temporary */
} ip_edge;

typedef struct ip_phi { uint32_t inst; int32_t slot; uint32_t leaves; uint8_t bits; } ip_phi;

typedef struct ip_block {
  LLVMBasicBlockRef bb;
  uint32_t first;        /* index of its first (OP_BLOCK) instruction */
  uint32_t ipdom;        /* immediate post-dominator block, IP_EXIT for the virtual exit */
  uint32_t phi, nphi;    /* its phis, into ip_fn.phis (for tracing) */
} ip_block;

typedef struct ip_gepidx { int32_t slot; uint8_t width; int64_t scale; } ip_gepidx;

typedef struct ip_fn {
  LLVMValueRef fn;
  const char *name;
  int decoded;            /* has a body and was decoded */
  ip_inst *code;
  LLVMValueRef *src;      /* code index -> instruction (NULL for OP_BLOCK) */
  uint32_t *blockof;      /* code index -> block */
  uint32_t ncode;
  ip_block *blocks;
  uint32_t nblocks;
  ip_edge *edges;
  ip_copy *copies;
  ip_phi *phis;
  ip_gepidx *gepidx;
  int32_t *args;          /* call argument slots (one per leaf) */
  uint32_t *cases;        /* switch: pairs (case value table index, edge) */
  uint64_t *casevals;
  ip_leaf *leaves;        /* memory layouts of loads/stores */
  uint32_t nslots;        /* value slots + constant slots */
  uint32_t nconst, const_base;
  uint64_t *cvals;        /* constant slot k: value */
  uint32_t *cpois;        /* constant slot k: poison (all lanes or none) */
  int32_t *params;        /* first slot of each parameter */
  uint32_t *param_leaves;
  uint32_t nparams;
  uint32_t ret_leaves;
  int32_t *tslot;         /* code index -> first slot of the value to trace there, or -1 */
  uint8_t *tleaves, *tbits;
  uint32_t maxcopies;     /* most phi copies on one edge */
  char **unsupported;     /* messages of OP_UNSUPPORTED instructions (aux indexes it) */
  uint32_t nunsupported;
} ip_fn;

enum ip_alloc_kind { IP_MEM_ARG, IP_MEM_GLOBAL, IP_MEM_CONST, IP_MEM_SHARED, IP_MEM_LOCAL };

typedef struct ip_alloc {
  uint8_t *data;
  uint8_t *shadow;        /* byte is poison when nonzero (shared and local memory only) */
  uint64_t size;
  uint8_t kind, live, readonly, owned;
  const char *name;       /* for messages */
} ip_alloc;

typedef struct ip_global {
  LLVMValueRef gv;
  uint32_t alloc;
  uint64_t size;
  uint8_t *init;          /* initial bytes (NULL: zero) */
  uint8_t *init_poison;   /* initial poison bytes (undef parts), or NULL */
  int shared, dynamic;
} ip_global;

/* raw: a pointer parameter bound to an interpreter address as it is (gpuopt_interp_run_args) */
typedef struct ip_argbind { int bound, is_buffer, readonly, raw; uint64_t bits; void *data; size_t size; } ip_argbind;

struct gpuopt_interp {
  gpuopt_ctx *ctx;
  LLVMModuleRef m;
  LLVMTargetDataRef td;
  gpuopt_arena arena;
  ip_fn *fns;
  uint32_t nfns;
  gpuopt_ptrmap fnindex;  /* LLVMValueRef fn -> index + 1 */
  ip_global *globals;
  uint32_t nglobals;
  gpuopt_ptrmap gindex;   /* global -> index + 1 */
  VEC(ip_alloc) allocs;   /* id -> allocation; id 0 is the null page */
  VEC(uint32_t) freeids;
  ip_argbind *argv;
  uint32_t nargv;
  gpuopt_trace_fn trace;
  void *trace_user;
  /* host.c: ordinary functions as one thread */
  int host;               /* created by gpuopt_interp_create_host: any target, any function */
  uint64_t ret_bits;      /* the scalar the last run's function returned */
  gpuopt_mem_trace_fn mem_trace;
  void *mem_trace_user;
  int persistent;         /* globals keep their contents across runs (devmem.c) */
  gpuopt_printf_fn printf_fn; /* device printf (devmem.c) */
  void *printf_user;
};

/* exec.c: create an instance; host: accept any target (gpuopt_interp_create_host) */
gpuopt_status gpuopt__ip_create(gpuopt_ctx *ctx, LLVMModuleRef m, int host, gpuopt_interp **out);
/* host.c: the C math library function IK_LIBM_* on IEEE bits (a, and b for two-argument ones);
 * the memory-trace hook for one access of size bytes at the interpreter's address addr */
uint64_t gpuopt__ip_libm(int id, uint64_t a, uint64_t b);
void gpuopt__ip_mem_event(gpuopt_interp *ip, LLVMValueRef inst, uint64_t addr, uint64_t size, int is_store);
/* decode.c */
gpuopt_status gpuopt__ip_decode(gpuopt_interp *ip, ip_fn *f);
/* Leaves (scalar slots) of a type; 0 for types the interpreter does not handle. */
uint32_t gpuopt__ip_type_leaves(LLVMTypeRef t);
/* memory.c */
gpuopt_status gpuopt__ip_globals_init(gpuopt_interp *ip);
uint32_t gpuopt__ip_alloc_new(gpuopt_interp *ip, uint8_t kind, uint8_t *data, uint8_t *shadow, uint64_t size,
                              const char *name, int owned);
void gpuopt__ip_alloc_release(gpuopt_interp *ip, uint32_t id);
/* Evaluate a constant into its leaves: vals[i], poison[i] (1 when poison/undef). 0 when the
 * constant is not handled (msg says why). */
int gpuopt__ip_const_eval(gpuopt_interp *ip, LLVMValueRef c, uint64_t *vals, uint8_t *poison, uint32_t n,
                          char *msg, size_t msglen);
/* Byte offset of a GEP with all-constant indices; 0 when an index is not a constant int. */
int gpuopt__ip_gep_const_offset(gpuopt_interp *ip, LLVMTypeRef src, LLVMValueRef *idx, unsigned nidx, int64_t *off);
static inline uint64_t ip_addr(uint32_t id, uint64_t off) { return ((uint64_t)id << IP_OFF_BITS) + off; }
/* difftest.c: the comparison of gpuopt_difftest on two given modules (after: the transformed one;
 * pipeline only names it in messages). */
gpuopt_status gpuopt__difftest_pair(gpuopt_ctx *ctx, LLVMModuleRef m, LLVMModuleRef after, const char *pipeline,
                                    const char *kernel, const gpuopt_launch *launch, const gpuopt_argdesc *args,
                                    size_t nargs, unsigned seeds, gpuopt_difftest_result *out);
/* exec.c: IEEE half bits of d, rounded to nearest even */
uint64_t gpuopt__ip_f16_bits(double d);
/* nvmath.c: NVVM math intrinsics parsed from their names (-1 when not one), evaluated per lane on
 * up to three operands */
int gpuopt__ip_nvmath_lookup(const char *name, size_t len);
uint64_t gpuopt__ip_nvmath_eval(int desc, const uint64_t *args);
/* the descriptor of a one-instruction inline asm string of that family, or -1 */
int gpuopt__ip_nvmath_asm(const char *text, size_t len);
/* intrinsics.c */
int gpuopt__ip_intrinsic(const char *name, size_t len);
const char *gpuopt__ip_intrinsic_name(int id);
static inline uint64_t ip_wmask(unsigned w) { return w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1; }
static inline int64_t ip_sext(uint64_t v, unsigned w) {
  return w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}

#endif
