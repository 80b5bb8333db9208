/* Device memory of the SIMT interpreter that outlives one run: what the CUDA runtime's interpreter
 * back end (src/runtime/) needs to stand in for a GPU. cudaMalloc'd allocations are interpreter
 * allocations (ids in the top bits of an address, memory.c), so every kernel access to them is
 * bounds-checked; host transfers are checked against the one allocation they touch; module globals
 * can be made persistent (initialised once, then kept across runs) and are found by name for
 * cudaMemcpyToSymbol; kernels run with CUDA's raw kernelParams, decoded by the parameter types. */
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"

gpuopt_status gpuopt_interp_set_persistent(gpuopt_interp *ip, int on) {
  if (!ip) return GPUOPT_EINVAL;
  if (on && !ip->persistent) {
    for (uint32_t i = 0; i < ip->nglobals; i++) {
      ip_global *G = &ip->globals[i];
      if (G->shared) continue;
      ip_alloc *a = &ip->allocs.data[G->alloc];
      if (G->init) memcpy(a->data, G->init, G->size);
      else memset(a->data, 0, G->size);
    }
  }
  ip->persistent = on != 0;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_interp_mem_alloc(gpuopt_interp *ip, size_t size, const char *name, uint64_t *addr) {
  if (!ip) return GPUOPT_EINVAL;
  if (!addr) return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_mem_alloc: NULL addr");
  *addr = 0;
  if (!size) return GPUOPT_OK;
  if ((uint64_t)size >= IP_OFF_MASK)
    return gpuopt__fail(ip->ctx, GPUOPT_ENOMEM, "gpuopt_interp_mem_alloc: %zu bytes exceed the interpreter's largest allocation (2^40 bytes)", size);
  uint8_t *data = calloc(1, size);
  char buf[96];
  snprintf(buf, sizeof buf, "%s", name ? name : "a device allocation");
  char *nm = gpuopt__arena_alloc(&ip->arena, strlen(buf) + 1);
  if (!data || !nm) {
    free(data);
    return gpuopt__fail(ip->ctx, GPUOPT_ENOMEM, "gpuopt_interp_mem_alloc: out of memory for %zu bytes", size);
  }
  memcpy(nm, buf, strlen(buf) + 1);
  uint32_t id = gpuopt__ip_alloc_new(ip, IP_MEM_GLOBAL, data, NULL, size, nm, 1);
  if (!id) {
    free(data);
    return gpuopt__fail(ip->ctx, GPUOPT_ENOMEM, "gpuopt_interp_mem_alloc: too many allocations");
  }
  *addr = ip_addr(id, 0);
  return GPUOPT_OK;
}

static int is_global(gpuopt_interp *ip, uint32_t id) {
  for (uint32_t i = 0; i < ip->nglobals; i++)
    if (ip->globals[i].alloc == id) return 1;
  return 0;
}

gpuopt_status gpuopt_interp_mem_free(gpuopt_interp *ip, uint64_t addr) {
  if (!ip) return GPUOPT_EINVAL;
  if (!addr) return GPUOPT_OK;
  uint64_t id = addr >> IP_OFF_BITS;
  if ((addr & IP_OFF_MASK) || !id || id >= ip->allocs.len || !ip->allocs.data[id].live ||
      ip->allocs.data[id].kind != IP_MEM_GLOBAL || is_global(ip, (uint32_t)id))
    return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_mem_free: 0x%llx is not the start of a live device allocation",
                        (unsigned long long)addr);
  gpuopt__ip_alloc_release(ip, (uint32_t)id);
  return GPUOPT_OK;
}

/* The bytes of [addr, addr+n) within one live allocation of global, constant or argument memory
 * (any memory when any). */
static uint8_t *range_any(gpuopt_interp *ip, const char *who, uint64_t addr, size_t n, gpuopt_status *st, int any) {
  uint64_t id = addr >> IP_OFF_BITS, off = addr & IP_OFF_MASK;
  ip_alloc *a = id && id < ip->allocs.len ? &ip->allocs.data[id] : NULL;
  if (!a || !a->live || (!any && (a->kind == IP_MEM_SHARED || a->kind == IP_MEM_LOCAL))) {
    *st = gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "%s: 0x%llx is not a device address (not in any live allocation)", who,
                       (unsigned long long)addr);
    return NULL;
  }
  if (off > a->size || n > a->size - off) {
    *st = gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "%s: %zu bytes at offset %llu run past the end of %s", who, n,
                       (unsigned long long)off, a->name ? a->name : "the allocation");
    return NULL;
  }
  *st = GPUOPT_OK;
  return a->data + off;
}

static uint8_t *range(gpuopt_interp *ip, const char *who, uint64_t addr, size_t n, gpuopt_status *st) {
  return range_any(ip, who, addr, n, st, 0);
}

gpuopt_status gpuopt_interp_mem_peek(gpuopt_interp *ip, void *dst, uint64_t src, size_t n) {
  if (!ip) return GPUOPT_EINVAL;
  if (!n) return GPUOPT_OK;
  gpuopt_status st;
  const uint8_t *s = range_any(ip, "gpuopt_interp_mem_peek", src, n, &st, 1);
  if (s) memmove(dst, s, n);
  return st;
}

void gpuopt_interp_set_printf(gpuopt_interp *ip, gpuopt_printf_fn fn, void *user) {
  if (!ip) return;
  ip->printf_fn = fn;
  ip->printf_user = user;
}

gpuopt_status gpuopt_interp_mem_write(gpuopt_interp *ip, uint64_t dst, const void *src, size_t n) {
  if (!ip) return GPUOPT_EINVAL;
  if (!n) return GPUOPT_OK;
  gpuopt_status st;
  uint8_t *d = range(ip, "gpuopt_interp_mem_write", dst, n, &st);
  if (d) memmove(d, src, n);
  return st;
}

gpuopt_status gpuopt_interp_mem_read(gpuopt_interp *ip, void *dst, uint64_t src, size_t n) {
  if (!ip) return GPUOPT_EINVAL;
  if (!n) return GPUOPT_OK;
  gpuopt_status st;
  const uint8_t *s = range(ip, "gpuopt_interp_mem_read", src, n, &st);
  if (s) memmove(dst, s, n);
  return st;
}

gpuopt_status gpuopt_interp_mem_copy(gpuopt_interp *ip, uint64_t dst, uint64_t src, size_t n) {
  if (!ip) return GPUOPT_EINVAL;
  if (!n) return GPUOPT_OK;
  gpuopt_status st;
  const uint8_t *s = range(ip, "gpuopt_interp_mem_copy (source)", src, n, &st);
  if (!s) return st;
  uint8_t *d = range(ip, "gpuopt_interp_mem_copy (destination)", dst, n, &st);
  if (d) memmove(d, s, n);
  return st;
}

gpuopt_status gpuopt_interp_mem_set(gpuopt_interp *ip, uint64_t dst, int value, size_t n) {
  if (!ip) return GPUOPT_EINVAL;
  if (!n) return GPUOPT_OK;
  gpuopt_status st;
  uint8_t *d = range(ip, "gpuopt_interp_mem_set", dst, n, &st);
  if (d) memset(d, value, n);
  return st;
}

gpuopt_status gpuopt_interp_mem_range(gpuopt_interp *ip, uint64_t addr, uint64_t *base, size_t *size) {
  if (!ip) return GPUOPT_EINVAL;
  uint64_t id = addr >> IP_OFF_BITS;
  ip_alloc *a = id && id < ip->allocs.len ? &ip->allocs.data[id] : NULL;
  if (!a || !a->live || (addr & IP_OFF_MASK) > a->size)
    return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_mem_range: 0x%llx is in no live allocation",
                        (unsigned long long)addr);
  if (base) *base = ip_addr((uint32_t)id, 0);
  if (size) *size = (size_t)a->size;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_interp_global(gpuopt_interp *ip, const char *name, uint64_t *addr, size_t *size) {
  if (!ip) return GPUOPT_EINVAL;
  if (!name) return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_global: NULL name");
  for (uint32_t i = 0; i < ip->nglobals; i++) {
    ip_global *G = &ip->globals[i];
    size_t len;
    const char *nm = LLVMGetValueName2(G->gv, &len);
    if (G->shared || strlen(name) != len || memcmp(nm, name, len)) continue;
    if (addr) *addr = ip_addr(G->alloc, 0);
    if (size) *size = (size_t)G->size;
    return GPUOPT_OK;
  }
  return gpuopt__fail(ip->ctx, GPUOPT_ENOTFOUND, "gpuopt_interp_global: the device module has no global @%s", name);
}

static ip_fn *find_kernel(gpuopt_interp *ip, const char *kernel) {
  for (uint32_t i = 0; i < ip->nfns; i++)
    if (ip->fns[i].decoded && !strcmp(ip->fns[i].name, kernel) && gpuopt_is_kernel(ip->fns[i].fn)) return &ip->fns[i];
  return NULL;
}

int gpuopt_interp_has_kernel(gpuopt_interp *ip, const char *kernel, unsigned *nparams) {
  ip_fn *kf = ip && kernel ? find_kernel(ip, kernel) : NULL;
  if (kf && nparams) *nparams = LLVMCountParams(kf->fn);
  return kf != NULL;
}

gpuopt_status gpuopt_interp_run_args(gpuopt_interp *ip, const char *kernel, const gpuopt_launch *launch, void **args,
                                     gpuopt_interp_stats *stats) {
  static const char who[] = "gpuopt_interp_run_args";
  if (!ip) return GPUOPT_EINVAL;
  if (!kernel || !launch) return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "%s: NULL kernel name or launch", who);
  ip_fn *kf = find_kernel(ip, kernel);
  if (!kf) return gpuopt__fail(ip->ctx, GPUOPT_ENOTFOUND, "%s: the device module has no kernel @%s", who, kernel);
  unsigned np = LLVMCountParams(kf->fn);
  if (np && !args) return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "%s: kernel @%s has %u parameters and args is NULL", who, kernel, np);
  gpuopt_interp_clear_args(ip);
  uint32_t *tmp = calloc(np + 1, sizeof *tmp);
  if (!tmp) return gpuopt__oom(ip->ctx, who);
  gpuopt_status st = GPUOPT_OK;
  for (unsigned p = 0; !st && p < np; p++) {
    LLVMValueRef pv = LLVMGetParam(kf->fn, p);
    LLVMTypeRef t = LLVMTypeOf(pv);
    LLVMTypeKind tk = LLVMGetTypeKind(t);
    const uint8_t *src = args[p];
    if (!src) {
      st = gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "%s: argument %u of @%s is a NULL pointer", who, p, kernel);
      break;
    }
    uint64_t bits = 0;
    LLVMTypeRef byval = NULL;
    unsigned kind_byval = LLVMGetEnumAttributeKindForName("byval", 5);
    LLVMAttributeRef attr = LLVMGetEnumAttributeAtIndex(kf->fn, p + 1, kind_byval);
    if (attr) byval = LLVMGetTypeAttributeValue(attr);
    if (byval) {
      /* an aggregate passed by value: its bytes go to parameter memory of its own for this run */
      uint64_t size = LLVMABISizeOfType(ip->td, byval);
      uint8_t *data = malloc(size ? size : 1);
      char *nm = gpuopt__arena_alloc(&ip->arena, 48);
      if (!data || !nm) {
        free(data);
        st = gpuopt__oom(ip->ctx, who);
        break;
      }
      memcpy(data, src, size);
      snprintf(nm, 48, "by-value parameter %u", p);
      tmp[p] = gpuopt__ip_alloc_new(ip, IP_MEM_ARG, data, NULL, size, nm, 1);
      if (!tmp[p]) {
        free(data);
        st = gpuopt__oom(ip->ctx, who);
        break;
      }
      bits = ip_addr(tmp[p], 0);
    } else if (tk == LLVMIntegerTypeKind) {
      unsigned w = LLVMGetIntTypeWidth(t);
      if (w > 64) {
        st = gpuopt__fail(ip->ctx, GPUOPT_EUNSUPPORTED, "%s: parameter %u of @%s is an i%u", who, p, kernel, w);
        break;
      }
      memcpy(&bits, src, (w + 7) / 8);
    } else if (tk == LLVMFloatTypeKind) {
      memcpy(&bits, src, 4);
    } else if (tk == LLVMDoubleTypeKind || tk == LLVMPointerTypeKind) {
      memcpy(&bits, src, 8);
    } else if (tk == LLVMHalfTypeKind || tk == LLVMBFloatTypeKind) {
      memcpy(&bits, src, 2);
    } else {
      char *ts = LLVMPrintTypeToString(t);
      st = gpuopt__fail(ip->ctx, GPUOPT_EUNSUPPORTED, "%s: parameter %u of @%s has type %s (passed by value)", who, p,
                        kernel, ts);
      LLVMDisposeMessage(ts);
      break;
    }
    if (!st && (st = gpuopt_interp_set_scalar(ip, p, bits))) break;
    ip->argv[p].raw = 1;
  }
  if (!st) st = gpuopt_interp_run(ip, kernel, launch, stats);
  for (unsigned p = 0; p < np; p++)
    if (tmp[p]) gpuopt__ip_alloc_release(ip, tmp[p]);
  free(tmp);
  gpuopt_interp_clear_args(ip);
  return st;
}
