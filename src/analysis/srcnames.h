/* Source names of IR values from the debug info (srcnames.c): the C variable a value holds, from
 * the function's dbg.value/dbg.declare records (debug records on LLVM 20+; on LLVM 19, whose C API
 * cannot walk debug records, the module is switched once to the equivalent intrinsic form, and stays
 * so). Shared by the loop analyses and any printer of expressions over source names. Internal. */
#ifndef GPUOPT_ANALYSIS_SRCNAMES_H
#define GPUOPT_ANALYSIS_SRCNAMES_H

#include "core/core.h"

typedef struct gpuopt_srcnames {
  gpuopt_arena arena;
  gpuopt_ptrmap map;  /* LLVMValueRef -> const char * (arena) */
  gpuopt_ptrmap var;  /* LLVMValueRef -> its DILocalVariable (LLVMMetadataRef) */
} gpuopt_srcnames;

/* Names of the values of fn. *out owned by the caller (gpuopt__srcnames_free). */
gpuopt_status gpuopt__srcnames_build(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_srcnames **out);
void gpuopt__srcnames_free(gpuopt_srcnames *s);
/* The source variable v holds, or NULL. */
const char *gpuopt__srcname(const gpuopt_srcnames *s, LLVMValueRef v);
/* When v's source variable is a pointer, the size in bits of what it points to (typedefs and
 * qualifiers looked through: 32 for float *, 1792 for float (*)[56]); when it is an array (a stack
 * slot or a global), the size of its element, what its name decays to a pointer to (768 for
 * double a[20][12]); 0 when unknown (no debug type, void *). */
uint64_t gpuopt__srcname_pointee_bits(const gpuopt_srcnames *s, LLVMValueRef v);
/* Source line of a loop whose header is bb: the llvm.loop metadata's first location on a branch
 * back to bb, else the first instruction of bb with a debug location; 0 when there is none. */
unsigned gpuopt__loop_line(LLVMBasicBlockRef header);
/* The first DILocation line of an llvm.loop metadata node (as a value), 0 if none. */
unsigned gpuopt__loop_md_line(LLVMValueRef md);

#endif
