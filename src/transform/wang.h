/* Shared by the Wang et al. §4.1 rewrites (reg_promote.c, vector_loads.c, ...): each records that
 * it fired on a function in the string attribute "gpuopt-rewrites" (a comma-separated list of step
 * names, each once), which gpuopt_rewrites_fired() and the offload report read. Internal. */
#ifndef GPUOPT_WANG_H
#define GPUOPT_WANG_H

#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>

#define GPUOPT_REWRITES_ATTR "gpuopt-rewrites"

static inline void gpuopt__rewrites_note(LLVMValueRef fn, const char *name) {
  char buf[256] = "";
  unsigned len = 0;
  LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, GPUOPT_REWRITES_ATTR,
                                                     (unsigned)strlen(GPUOPT_REWRITES_ATTR));
  const char *old = a ? LLVMGetStringAttributeValue(a, &len) : "";
  size_t nl = strlen(name);
  for (const char *p = old; p && len && p < old + len;) { /* already named? */
    const char *c = memchr(p, ',', (size_t)(old + len - p));
    size_t w = c ? (size_t)(c - p) : (size_t)(old + len - p);
    if (w == nl && !memcmp(p, name, nl)) return;
    p = c ? c + 1 : NULL;
  }
  if (len + nl + 2 > sizeof buf) return;
  snprintf(buf, sizeof buf, "%.*s%s%s", (int)len, old, len ? "," : "", name);
  LLVMAttributeRef na = LLVMCreateStringAttribute(LLVMGetTypeContext(LLVMTypeOf(fn)), GPUOPT_REWRITES_ATTR,
                                                  (unsigned)strlen(GPUOPT_REWRITES_ATTR), buf, (unsigned)strlen(buf));
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, na);
}

#endif
