/* Names of a function's values and blocks as LLVM prints them (IR name, or the slot number of an
 * unnamed one), for the analyze printers (names.c). */
#ifndef GPUOPT_DRIVER_NAMES_H
#define GPUOPT_DRIVER_NAMES_H

#include <stddef.h>
#include <llvm-c/Core.h>

typedef struct drv_names {
  LLVMValueRef *vals; /* arguments, then instructions with a value, in order */
  unsigned *slot;     /* their slot numbers, or UINT32_MAX when named */
  size_t n;
  LLVMBasicBlockRef *blocks;
  unsigned *bslot;
  size_t nb;
  struct drv_name_key { const void *p; size_t k; } *vkeys, *bkeys; /* sorted by pointer, for lookup */
} drv_names;

/* 0 on out of memory (drv_names_free is still needed). */
int drv_names_build(LLVMValueRef fn, drv_names *nm);
void drv_names_free(drv_names *nm);
/* "name" or "N" (without the %) of a value of the function; "?" when unknown. */
const char *drv_names_value(const drv_names *nm, LLVMValueRef v, char *buf, size_t n);
const char *drv_names_block(const drv_names *nm, LLVMBasicBlockRef bb, char *buf, size_t n);

#endif
