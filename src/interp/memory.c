/* Memory of the SIMT interpreter: allocations, constants and module globals.
 *
 * Every allocation (argument buffer, module global, shared variable, alloca of one lane) gets a
 * 24-bit id; its bytes live at the 64-bit address (id << 40) + offset, so an address names its
 * allocation in O(1) and every access is checked against that allocation's size (exec.c). Id 0 is
 * the null page. Pointer arithmetic that leaves an allocation lands at an offset past its size (or
 * in another id's range far past any size) and faults when used.
 *
 * Constants (operands and global initializers) are evaluated here: integers, floats, null,
 * poison (marked poison), undef (0: one of the values it may take), globals (their address), vectors/arrays/structs element by element,
 * and the constant expressions gep, casts and integer arithmetic. */
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"

uint32_t gpuopt__ip_alloc_new(gpuopt_interp *ip, uint8_t kind, uint8_t *data, uint8_t *shadow, uint64_t size,
                              const char *name, int owned) {
  uint32_t id;
  if (ip->freeids.len) {
    id = ip->freeids.data[--ip->freeids.len];
  } else {
    if (ip->allocs.len >= (1u << 24) - 1) return 0;
    ip_alloc z;
    memset(&z, 0, sizeof z);
    if (!VEC_PUSH(&ip->allocs, z)) return 0;
    id = (uint32_t)ip->allocs.len - 1;
  }
  ip_alloc *a = &ip->allocs.data[id];
  a->data = data;
  a->shadow = shadow;
  a->size = size;
  a->kind = kind;
  a->live = 1;
  a->readonly = kind == IP_MEM_CONST;
  a->owned = (uint8_t)owned;
  a->name = name;
  return id;
}

void gpuopt__ip_alloc_release(gpuopt_interp *ip, uint32_t id) {
  if (!id || id >= ip->allocs.len) return;
  ip_alloc *a = &ip->allocs.data[id];
  if (a->owned) {
    free(a->data);
    free(a->shadow);
  }
  a->data = a->shadow = NULL;
  a->live = 0;
  a->size = 0;
  VEC_PUSH(&ip->freeids, id);
}

int gpuopt__ip_gep_const_offset(gpuopt_interp *ip, LLVMTypeRef t, LLVMValueRef *idx, unsigned nidx, int64_t *off) {
  int64_t o = 0;
  for (unsigned i = 0; i < nidx; i++) {
    if (!LLVMIsAConstantInt(idx[i])) return 0;
    int64_t k = LLVMConstIntGetSExtValue(idx[i]);
    if (i == 0) {
      o += k * (int64_t)LLVMABISizeOfType(ip->td, t);
      continue;
    }
    LLVMTypeKind tk = LLVMGetTypeKind(t);
    if (tk == LLVMStructTypeKind) {
      o += (int64_t)LLVMOffsetOfElement(ip->td, t, (unsigned)k);
      t = LLVMStructGetTypeAtIndex(t, (unsigned)k);
    } else if (tk == LLVMArrayTypeKind || tk == LLVMVectorTypeKind) {
      t = LLVMGetElementType(t);
      o += k * (int64_t)LLVMABISizeOfType(ip->td, t);
    } else {
      return 0;
    }
  }
  *off = o;
  return 1;
}

static uint64_t global_addr(gpuopt_interp *ip, LLVMValueRef g) {
  uintptr_t k;
  if (!gpuopt__ptrmap_get(&ip->gindex, g, &k)) return 0;
  return ip_addr(ip->globals[k - 1].alloc, 0);
}

int gpuopt__ip_const_eval(gpuopt_interp *ip, LLVMValueRef c, uint64_t *vals, uint8_t *poison, uint32_t n,
                          char *msg, size_t msglen) {
  LLVMTypeRef t = LLVMTypeOf(c);
  LLVMTypeKind tk = LLVMGetTypeKind(t);
  if (LLVMIsUndef(c)) {
    /* poison is poison; undef may be any value, and 0 is one (so storing it is not an error) */
    int p = LLVMIsPoison(c) != 0;
    for (uint32_t i = 0; i < n; i++) vals[i] = 0, poison[i] = (uint8_t)p;
    return 1;
  }
  if (tk == LLVMVectorTypeKind || tk == LLVMArrayTypeKind || tk == LLVMStructTypeKind) {
    uint32_t k = 0;
    unsigned cnt = tk == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                   : tk == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : (unsigned)LLVMGetArrayLength2(t);
    if (LLVMIsAConstantInt(c) || LLVMIsAConstantFP(c)) { /* a splat written as a scalar constant */
      uint64_t v;
      uint8_t p;
      LLVMValueRef e = LLVMGetAggregateElement(c, 0);
      if (!e || !gpuopt__ip_const_eval(ip, e, &v, &p, 1, msg, msglen)) return 0;
      for (uint32_t i = 0; i < n; i++) vals[i] = v, poison[i] = p;
      return 1;
    }
    for (unsigned i = 0; i < cnt; i++) {
      LLVMValueRef e = LLVMGetAggregateElement(c, i);
      if (!e) {
        snprintf(msg, msglen, "constant aggregate element %u cannot be read", i);
        return 0;
      }
      uint32_t ne = gpuopt__ip_type_leaves(LLVMTypeOf(e));
      if (k + ne > n || !gpuopt__ip_const_eval(ip, e, vals + k, poison + k, ne, msg, msglen)) return 0;
      k += ne;
    }
    return k == n;
  }
  if (n != 1) {
    snprintf(msg, msglen, "constant with %u leaves", n);
    return 0;
  }
  poison[0] = 0;
  if (LLVMIsAConstantInt(c)) {
    unsigned w = LLVMGetIntTypeWidth(t);
    if (w > 64) {
      snprintf(msg, msglen, "integer constant wider than 64 bits");
      return 0;
    }
    vals[0] = LLVMConstIntGetZExtValue(c) & ip_wmask(w);
    return 1;
  }
  if (LLVMIsAConstantFP(c)) {
    LLVMBool lost;
    double d = LLVMConstRealGetDouble(c, &lost);
    if (tk == LLVMFloatTypeKind) {
      float f = (float)d;
      uint32_t b;
      memcpy(&b, &f, 4);
      vals[0] = b;
      return 1;
    }
    if (tk == LLVMDoubleTypeKind) {
      memcpy(&vals[0], &d, 8);
      return 1;
    }
    if (tk == LLVMHalfTypeKind) { /* exact: every half is a double */
      vals[0] = gpuopt__ip_f16_bits(d);
      return 1;
    }
    snprintf(msg, msglen, "floating-point constant of a type other than float and double");
    return 0;
  }
  if (LLVMIsAConstantPointerNull(c)) {
    vals[0] = 0;
    return 1;
  }
  if (LLVMIsAGlobalVariable(c)) {
    vals[0] = global_addr(ip, c);
    if (!vals[0]) {
      snprintf(msg, msglen, "global variable without an allocation");
      return 0;
    }
    return 1;
  }
  if (LLVMIsAConstantExpr(c)) {
    LLVMOpcode op = LLVMGetConstOpcode(c);
    uint64_t a = 0, b = 0;
    uint8_t pa = 0, pb = 0;
    unsigned nops = (unsigned)LLVMGetNumOperands(c);
    if (nops >= 1 && gpuopt__ip_type_leaves(LLVMTypeOf(LLVMGetOperand(c, 0))) == 1 &&
        !gpuopt__ip_const_eval(ip, LLVMGetOperand(c, 0), &a, &pa, 1, msg, msglen))
      return 0;
    if (nops >= 2 && op != LLVMGetElementPtr && gpuopt__ip_type_leaves(LLVMTypeOf(LLVMGetOperand(c, 1))) == 1 &&
        !gpuopt__ip_const_eval(ip, LLVMGetOperand(c, 1), &b, &pb, 1, msg, msglen))
      return 0;
    poison[0] = pa | pb;
    unsigned w = tk == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 64;
    switch (op) {
    case LLVMGetElementPtr: {
      LLVMValueRef idx[16];
      if (nops - 1 > 16) break;
      for (unsigned i = 1; i < nops; i++) idx[i - 1] = LLVMGetOperand(c, i);
      int64_t off;
      if (!gpuopt__ip_gep_const_offset(ip, LLVMGetGEPSourceElementType(c), idx, nops - 1, &off)) break;
      vals[0] = a + (uint64_t)off;
      return 1;
    }
    case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMIntToPtr: case LLVMPtrToInt:
      vals[0] = a & ip_wmask(w);
      return 1;
    case LLVMTrunc: vals[0] = a & ip_wmask(w); return 1;
    case LLVMAdd: vals[0] = (a + b) & ip_wmask(w); return 1;
    case LLVMSub: vals[0] = (a - b) & ip_wmask(w); return 1;
    case LLVMMul: vals[0] = (a * b) & ip_wmask(w); return 1;
    case LLVMXor: vals[0] = (a ^ b) & ip_wmask(w); return 1;
    default: break;
    }
    snprintf(msg, msglen, "constant expression (opcode %d)", (int)op);
    return 0;
  }
  if (LLVMIsAFunction(c)) {
    snprintf(msg, msglen, "function pointers (indirect calls)");
    return 0;
  }
  snprintf(msg, msglen, "this kind of constant");
  return 0;
}

/* Write constant c of type t at bytes (and poison marks at pois). 0 if not handled. */
static int const_store(gpuopt_interp *ip, LLVMValueRef c, LLVMTypeRef t, uint8_t *bytes, uint8_t *pois,
                       char *msg, size_t msglen) {
  uint64_t size = LLVMStoreSizeOfType(ip->td, t);
  if (LLVMIsNull(c) && !LLVMIsUndef(c)) {
    memset(bytes, 0, size);
    return 1;
  }
  if (LLVMIsUndef(c) || LLVMIsPoison(c)) {
    memset(pois, 1, size);
    return 1;
  }
  LLVMTypeKind tk = LLVMGetTypeKind(t);
  if (tk == LLVMArrayTypeKind || tk == LLVMStructTypeKind || tk == LLVMVectorTypeKind) {
    unsigned cnt = tk == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                   : tk == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : (unsigned)LLVMGetArrayLength2(t);
    for (unsigned i = 0; i < cnt; i++) {
      LLVMValueRef e = LLVMGetAggregateElement(c, i);
      if (!e) return 0;
      LLVMTypeRef et = tk == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t);
      uint64_t off = tk == LLVMStructTypeKind ? LLVMOffsetOfElement(ip->td, t, i) : i * LLVMABISizeOfType(ip->td, et);
      if (!const_store(ip, e, et, bytes + off, pois + off, msg, msglen)) return 0;
    }
    return 1;
  }
  uint64_t v;
  uint8_t p;
  if (!gpuopt__ip_const_eval(ip, c, &v, &p, 1, msg, msglen)) return 0;
  if (size > 8) return 0;
  for (uint64_t i = 0; i < size; i++) bytes[i] = (uint8_t)(v >> (8 * i));
  if (p) memset(pois, 1, size);
  return 1;
}

/* Allocate every global variable of the module (addresses first, since initializers may refer to
 * other globals), then evaluate the initializers into their initial bytes. Shared variables get one
 * allocation reused by each block; the contents are set up at every run (exec.c). */
gpuopt_status gpuopt__ip_globals_init(gpuopt_interp *ip) {
  uint32_t n = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(ip->m); g; g = LLVMGetNextGlobal(g)) n++;
  ip->globals = ANEW(&ip->arena, ip_global, n ? n : 1);
  if (!ip->globals) return gpuopt__oom(ip->ctx, "gpuopt_interp_create");
  for (LLVMValueRef g = LLVMGetFirstGlobal(ip->m); g; g = LLVMGetNextGlobal(g)) {
    ip_global *G = &ip->globals[ip->nglobals];
    LLVMTypeRef vt = LLVMGlobalGetValueType(g);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    G->gv = g;
    G->shared = as == 3;
    G->size = LLVMSizeOfTypeInBits(ip->td, vt) ? LLVMABISizeOfType(ip->td, vt) : 0;
    G->dynamic = G->shared && G->size == 0 && !LLVMGetInitializer(g);
    size_t nlen;
    const char *nm = LLVMGetValueName2(g, &nlen);
    char *name = gpuopt__arena_alloc(&ip->arena, nlen + 32);
    if (!name) return gpuopt__oom(ip->ctx, "gpuopt_interp_create");
    snprintf(name, nlen + 32, "@%s%s", nm, G->dynamic ? " (dynamic shared)" : G->shared ? " (shared)" : "");
    if (G->dynamic) {
      /* every extern __shared__ array of a module starts at the same address (one allocation,
         sized at each run by the launch's dynamic shared memory) */
      uint32_t j;
      for (j = 0; j < ip->nglobals && !ip->globals[j].dynamic; j++) {}
      if (j < ip->nglobals) {
        G->alloc = ip->globals[j].alloc;
        if (!gpuopt__ptrmap_put(&ip->gindex, g, ip->nglobals + 1)) return gpuopt__oom(ip->ctx, "gpuopt_interp_create");
        ip->nglobals++;
        continue;
      }
    }
    uint8_t kind = G->shared ? IP_MEM_SHARED : (as == 4 || LLVMIsGlobalConstant(g)) ? IP_MEM_CONST : IP_MEM_GLOBAL;
    uint64_t cap = G->size ? G->size : 1;
    uint8_t *data = calloc(1, cap), *shadow = kind == IP_MEM_SHARED ? calloc(1, cap) : NULL;
    if (!data || (kind == IP_MEM_SHARED && !shadow)) {
      free(data);
      free(shadow);
      return gpuopt__oom(ip->ctx, "gpuopt_interp_create");
    }
    G->alloc = gpuopt__ip_alloc_new(ip, kind, data, shadow, G->size, name, 1);
    if (!G->alloc || !gpuopt__ptrmap_put(&ip->gindex, g, ip->nglobals + 1)) {
      free(data);
      free(shadow);
      return gpuopt__oom(ip->ctx, "gpuopt_interp_create");
    }
    ip->nglobals++;
  }
  for (uint32_t i = 0; i < ip->nglobals; i++) {
    ip_global *G = &ip->globals[i];
    LLVMValueRef init = LLVMGetInitializer(G->gv);
    if (G->shared || !init || !G->size) continue;
    G->init = ANEW(&ip->arena, uint8_t, G->size);
    G->init_poison = ANEW(&ip->arena, uint8_t, G->size);
    if (!G->init || !G->init_poison) return gpuopt__oom(ip->ctx, "gpuopt_interp_create");
    char msg[200] = "";
    if (!const_store(ip, init, LLVMGlobalGetValueType(G->gv), G->init, G->init_poison, msg, sizeof msg)) {
      size_t nlen;
      const char *nm = LLVMGetValueName2(G->gv, &nlen);
      return gpuopt__fail(ip->ctx, GPUOPT_EUNSUPPORTED,
                          "gpuopt_interp_create: the initializer of global @%s is not supported (%s)", nm,
                          *msg ? msg : "this kind of constant");
    }
  }
  return GPUOPT_OK;
}
