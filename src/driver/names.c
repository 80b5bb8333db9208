/* LLVM's function-local slot numbering, for printing values and blocks as LLVM does. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/names.h"

static int has_name(LLVMValueRef v) {
  size_t len = 0;
  LLVMGetValueName2(v, &len);
  return len > 0;
}

static int key_cmp(const void *a, const void *b) {
  uintptr_t x = (uintptr_t)((const struct drv_name_key *)a)->p, y = (uintptr_t)((const struct drv_name_key *)b)->p;
  return x < y ? -1 : x > y;
}

/* Unnamed arguments, then per block the block (if unnamed) and its unnamed instructions with a value. */
int drv_names_build(LLVMValueRef fn, drv_names *nm) {
  memset(nm, 0, sizeof *nm);
  size_t nv = LLVMCountParams(fn), nb = LLVMCountBasicBlocks(fn);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) nv++;
  nm->vals = malloc((nv + 1) * sizeof *nm->vals);
  nm->slot = malloc((nv + 1) * sizeof *nm->slot);
  nm->blocks = malloc((nb + 1) * sizeof *nm->blocks);
  nm->bslot = malloc((nb + 1) * sizeof *nm->bslot);
  if (!nm->vals || !nm->slot || !nm->blocks || !nm->bslot) return 0;
  unsigned next = 0;
  for (unsigned i = 0; i < LLVMCountParams(fn); i++) {
    LLVMValueRef p = LLVMGetParam(fn, i);
    nm->vals[nm->n] = p;
    nm->slot[nm->n++] = has_name(p) ? UINT32_MAX : next++;
  }
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    const char *bn = LLVMGetBasicBlockName(bb);
    nm->blocks[nm->nb] = bb;
    nm->bslot[nm->nb++] = bn && *bn ? UINT32_MAX : next++;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind) continue;
      nm->vals[nm->n] = i;
      nm->slot[nm->n++] = has_name(i) ? UINT32_MAX : next++;
    }
  }
  nm->vkeys = malloc((nm->n + 1) * sizeof *nm->vkeys);
  nm->bkeys = malloc((nm->nb + 1) * sizeof *nm->bkeys);
  if (!nm->vkeys || !nm->bkeys) return 0;
  for (size_t k = 0; k < nm->n; k++) nm->vkeys[k].p = nm->vals[k], nm->vkeys[k].k = k;
  for (size_t k = 0; k < nm->nb; k++) nm->bkeys[k].p = nm->blocks[k], nm->bkeys[k].k = k;
  qsort(nm->vkeys, nm->n, sizeof *nm->vkeys, key_cmp);
  qsort(nm->bkeys, nm->nb, sizeof *nm->bkeys, key_cmp);
  return 1;
}

static size_t find(const struct drv_name_key *keys, size_t n, const void *p) {
  struct drv_name_key key = {p, 0};
  const struct drv_name_key *f = keys ? bsearch(&key, keys, n, sizeof *keys, key_cmp) : NULL;
  return f ? f->k : SIZE_MAX;
}

void drv_names_free(drv_names *nm) {
  free(nm->vals);
  free(nm->slot);
  free(nm->blocks);
  free(nm->bslot);
  free(nm->vkeys);
  free(nm->bkeys);
  memset(nm, 0, sizeof *nm);
}

const char *drv_names_value(const drv_names *nm, LLVMValueRef v, char *buf, size_t n) {
  size_t k = find(nm->vkeys, nm->n, v);
  if (k != SIZE_MAX) {
    if (nm->slot[k] != UINT32_MAX) {
      snprintf(buf, n, "%u", nm->slot[k]);
      return buf;
    }
    size_t len = 0;
    const char *s = LLVMGetValueName2(v, &len);
    snprintf(buf, n, "%.*s", (int)len, s);
    return buf;
  }
  snprintf(buf, n, "?");
  return buf;
}

const char *drv_names_block(const drv_names *nm, LLVMBasicBlockRef bb, char *buf, size_t n) {
  size_t k = find(nm->bkeys, nm->nb, bb);
  if (k != SIZE_MAX) {
    if (nm->bslot[k] != UINT32_MAX) snprintf(buf, n, "%u", nm->bslot[k]);
    else snprintf(buf, n, "%s", LLVMGetBasicBlockName(bb));
    return buf;
  }
  snprintf(buf, n, "?");
  return buf;
}
