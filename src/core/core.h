/* Core internals shared by every layer: errors, arenas, small containers.
 *
 * Arena: per-analysis memory freed in one go (QBE style). Allocation failure is not fatal: the
 * arena remembers it (a->oom) and returns NULL; callers check the pointer or a->oom once at the end
 * of a phase and report GPUOPT_ENOMEM. Containers (vec, ptrmap) use malloc and report failure by
 * returning 0. Nothing here prints or exits. */
#ifndef GPUOPT_CORE_H
#define GPUOPT_CORE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#if defined(__GNUC__)
#define GPUOPT_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define GPUOPT_PRINTF(a, b)
#endif

#define GPUOPT_NONE UINT32_MAX

/* ---- errors (ctx.c) ---- */
/* Record status and a formatted message on ctx; returns status. The message should name the
 * function at fault, the value or line, and what was expected. */
gpuopt_status gpuopt__fail(gpuopt_ctx *ctx, gpuopt_status status, const char *fmt, ...)
    GPUOPT_PRINTF(3, 4);
gpuopt_status gpuopt__failv(gpuopt_ctx *ctx, gpuopt_status status, const char *fmt, va_list ap);
/* Out of memory in function fn. */
gpuopt_status gpuopt__oom(gpuopt_ctx *ctx, const char *fn);
/* A short printable name for a value: "%name", or the first line of its IR text, truncated to n. */
void gpuopt__value_str(LLVMValueRef v, char *buf, size_t n);
/* The first line of a value's IR text, leading blanks dropped, cut to n with "..." at the end. */
void gpuopt__ir_text(LLVMValueRef v, char *buf, size_t n);
/* "name" of a block, or "#<index in function>" when it has none. */
void gpuopt__block_str(LLVMBasicBlockRef bb, char *buf, size_t n);
/* Duplicate a string with malloc (NULL on failure or NULL input). */
char *gpuopt__strdup(const char *s);

/* ---- arena (arena.c) ---- */
typedef struct gpuopt_arena_chunk gpuopt_arena_chunk;
typedef struct gpuopt_arena {
  gpuopt_arena_chunk *head;
  int oom;
} gpuopt_arena;

void gpuopt__arena_init(gpuopt_arena *a);
void gpuopt__arena_free(gpuopt_arena *a);
void *gpuopt__arena_alloc(gpuopt_arena *a, size_t size);  /* 16-byte aligned, zeroed */
/* count * size with overflow checked. */
void *gpuopt__arena_array(gpuopt_arena *a, size_t count, size_t size);
#define ANEW(a, T, n) ((T *)gpuopt__arena_array((a), (n), sizeof(T)))

/* ---- vectors ---- */
/* A typed growable array: VEC(int) v = {0}; if (!VEC_PUSH(&v, 3)) oom; free(v.data). */
#define VEC(T) struct { T *data; size_t len, cap; }
int gpuopt__vec_grow(void **data, size_t *cap, size_t elem, size_t need);
#define VEC_RESERVE(v, n) \
  ((n) <= (v)->cap || gpuopt__vec_grow((void **)&(v)->data, &(v)->cap, sizeof *(v)->data, (n)))
#define VEC_PUSH(v, x) \
  (VEC_RESERVE((v), (v)->len + 1) ? ((v)->data[(v)->len++] = (x), 1) : 0)
/* Append one formatted line (at most 2047 characters) and '\n' to a VEC(char) passed as its three
 * fields; 0 on out of memory (nothing appended). For checkers' reports. */
int gpuopt__vec_vlinef(char **data, size_t *len, size_t *cap, const char *fmt, va_list ap);
#define VEC_FREE(v) (free((v)->data), (v)->data = NULL, (v)->len = (v)->cap = 0)

/* ---- pointer-keyed hash map (ptrmap.c): open addressing, keys are non-NULL pointers ---- */
typedef struct gpuopt_ptrmap {
  const void **keys;
  uintptr_t *vals;
  size_t cap, len;  /* cap is 0 or a power of two */
} gpuopt_ptrmap;

void gpuopt__ptrmap_init(gpuopt_ptrmap *m);
void gpuopt__ptrmap_free(gpuopt_ptrmap *m);
/* Insert or overwrite; 0 on out of memory. */
int gpuopt__ptrmap_put(gpuopt_ptrmap *m, const void *key, uintptr_t val);
/* 1 and *val when present, 0 otherwise (val may be NULL). */
int gpuopt__ptrmap_get(const gpuopt_ptrmap *m, const void *key, uintptr_t *val);
/* Value or dflt. */
uintptr_t gpuopt__ptrmap_get_or(const gpuopt_ptrmap *m, const void *key, uintptr_t dflt);
/* Pre-size for n entries; 0 on out of memory. */
int gpuopt__ptrmap_reserve(gpuopt_ptrmap *m, size_t n);

/* ---- bitsets over uint64_t words ---- */
#define BITSET_WORDS(n) (((n) + 63) / 64)
static inline void bitset_set(uint64_t *s, size_t i) { s[i >> 6] |= (uint64_t)1 << (i & 63); }
static inline void bitset_clear(uint64_t *s, size_t i) { s[i >> 6] &= ~((uint64_t)1 << (i & 63)); }
static inline int bitset_test(const uint64_t *s, size_t i) { return (int)((s[i >> 6] >> (i & 63)) & 1); }

/* ---- LLVM helpers (llvmutil.c) ---- */
/* Capture LLVM diagnostics on llctx for the duration of a call into LLVM: LLVM's default handler
 * prints to stderr and exits on errors, which a library must never do. Install with
 * gpuopt__diag_begin, call LLVM, then gpuopt__diag_end restores the caller's handler. d->msg holds the
 * first error (or warning, if no error) LLVM reported, "" if none; d->errors counts errors. */
typedef struct gpuopt_diag {
  LLVMContextRef llctx;
  LLVMDiagnosticHandler saved;
  void *saved_ctx;
  int errors;
  int have_msg, msg_is_error;
  char msg[1024];
} gpuopt_diag;
void gpuopt__diag_begin(gpuopt_diag *d, LLVMContextRef llctx);
void gpuopt__diag_end(gpuopt_diag *d);

/* The bitcode guard (bitcode_guard.c): unless ctx's options trust bitcode, read data in a child
 * process first; GPUOPT_OK when it reads there, GPUOPT_EINVALID_IR (message "who: name: ...") when
 * it fails or crashes LLVM's reader there. */
gpuopt_status gpuopt__bitcode_guard(gpuopt_ctx *ctx, const void *data, size_t len, const char *who, const char *name);

/* Integer predicates: the one for swapped operands (a < b == b > a), and the negation (a < b ==
 * !(a >= b)); other predicates are returned unchanged. */
LLVMIntPredicate gpuopt__pred_swap(LLVMIntPredicate p);
LLVMIntPredicate gpuopt__pred_invert(LLVMIntPredicate p);
/* Scoped-noalias facts: every scope of a's alias.scope list (metadata kind k_scope) is in b's
 * noalias list (kind k_noalias), so a and b do not alias; 0 when either list is missing. */
int gpuopt__scoped_apart(LLVMValueRef a, LLVMValueRef b, unsigned k_scope, unsigned k_noalias);
/* Extend metadata list `kind` of instruction i with the nodes add[0..n) (alias.scope/noalias lists;
 * at most 64 entries in all: the old list is dropped when it and add do not fit together). */
void gpuopt__md_list_append(LLVMContextRef c, LLVMValueRef i, unsigned kind, LLVMMetadataRef *add, unsigned n);
/* Loop metadata (an llvm.loop identity node's properties, !{!"llvm.loop.unroll.disable"}): the name
 * of property node prop (its first operand's string, *len its length), NULL when it has none; and
 * whether identity node md has a property named name. */
const char *gpuopt__loop_prop_name(LLVMValueRef prop, unsigned *len);
int gpuopt__loop_md_has(LLVMValueRef md, const char *name);
/* The remainder of v by x among v's users: srem/urem(v, x), or v - q*x (instcombine's form) where q
 * is v's quotient by x; NULL when there is none. */
LLVMValueRef gpuopt__find_rem(LLVMValueRef v, LLVMValueRef q, LLVMValueRef x);

/* Clone blocks[0..n) of fn (appended at its end) through map (value/block -> copy): instructions
 * already in map are shared, not cloned (static allocas kept once); every operand, successor and phi
 * incoming of the copies is remapped. A copy block is named suffix, or "<block's name>.<suffix>"
 * with keep_names (which also copies instruction names). copies (n entries, may be NULL) receives
 * the new blocks. Returns 0 on out of memory (the partial copy is unreachable). */
int gpuopt__clone_blocks(LLVMValueRef fn, LLVMBuilderRef b, LLVMBasicBlockRef *blocks, size_t n,
                         gpuopt_ptrmap *map, const char *suffix, int keep_names, LLVMBasicBlockRef *copies);

/* Initialise the NVPTX target once per process (thread-safe). */
void gpuopt__init_nvptx(void);
/* Create an NVPTX target machine from the context's options; *out owned by the caller
 * (LLVMDisposeTargetMachine). m may be NULL; its triple is used when it is an nvptx one. */
gpuopt_status gpuopt__target_machine(gpuopt_ctx *ctx, LLVMModuleRef m, void **out);
/* Run an LLVM new-PM pipeline string on m with an NVPTX target machine and the context's
 * options (no global LLVM flags). inline_threshold < 0 leaves the default. */
gpuopt_status gpuopt__run_llvm_passes(gpuopt_ctx *ctx, LLVMModuleRef m, const char *passes,
                                      int inline_threshold, const char *who);

#endif
