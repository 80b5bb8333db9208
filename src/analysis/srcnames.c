/* Source names of IR values from debug info: each dbg.value / dbg.declare record (or intrinsic)
 * binds an SSA value (or an alloca) to a DILocalVariable, whose operand 1 is its name. The first
 * binding of a value wins. Loop lines come from llvm.loop metadata (its first DILocation operand is
 * the loop's start) or the header's first located instruction. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "analysis/srcnames.h"

static const char *var_name(LLVMContextRef llctx, LLVMMetadataRef var, size_t *len) {
  if (!var) return NULL;
  LLVMValueRef vv = LLVMMetadataAsValue(llctx, var);
  unsigned n = LLVMIsAMDNode(vv) ? LLVMGetMDNodeNumOperands(vv) : 0;
  if (n < 2 || n > 32) return NULL;
  LLVMValueRef ops[32]; /* LLVMGetMDNodeOperands writes all of them */
  LLVMGetMDNodeOperands(vv, ops);
  if (!ops[1]) return NULL;
  unsigned l = 0;
  const char *s = LLVMGetMDString(ops[1], &l);
  *len = l;
  return s && l ? s : NULL;
}

static int bind(gpuopt_srcnames *s, LLVMValueRef v, const char *name, size_t len, LLVMMetadataRef var) {
  if (!v || !name || gpuopt__ptrmap_get(&s->map, v, NULL)) return 1;
  char *c = gpuopt__arena_alloc(&s->arena, len + 1);
  if (!c) return 0;
  memcpy(c, name, len);
  return gpuopt__ptrmap_put(&s->map, v, (uintptr_t)c) && gpuopt__ptrmap_put(&s->var, v, (uintptr_t)var);
}

#if GPUOPT_LLVM_VERSION >= 20
static int scan(gpuopt_srcnames *s, LLVMValueRef fn, LLVMContextRef llctx) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      for (LLVMDbgRecordRef r = LLVMGetFirstDbgRecord(i); r; r = LLVMGetNextDbgRecord(r)) {
        LLVMDbgRecordKind k = LLVMDbgRecordGetKind(r);
        if (k != LLVMDbgRecordValue && k != LLVMDbgRecordDeclare) continue;
        size_t len = 0;
        LLVMMetadataRef var = LLVMDbgVariableRecordGetVariable(r);
        const char *name = var_name(llctx, var, &len);
        LLVMValueRef v = LLVMDbgVariableRecordGetValue(r, 0);
        if (v && !LLVMIsConstant(v) && !bind(s, v, name, len, var)) return 0;
      }
  return 1;
}
#else
static int scan(gpuopt_srcnames *s, LLVMValueRef fn, LLVMContextRef llctx) {
  /* LLVM 19's C API cannot walk debug records: switch the module to the intrinsic form (once: it
   * stays so, converting back and forth per function would cost the whole module each time) */
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  if (LLVMIsNewDbgInfoFormat(m)) LLVMSetIsNewDbgInfoFormat(m, 0);
  int ok = 1;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && ok; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && ok; i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsACallInst(i)) continue;
      LLVMValueRef callee = LLVMGetCalledValue(i);
      size_t nl = 0;
      const char *cn = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &nl) : "";
      if (strcmp(cn, "llvm.dbg.value") && strcmp(cn, "llvm.dbg.declare")) continue;
      if (LLVMGetNumArgOperands(i) < 2) continue;
      LLVMValueRef a0 = LLVMGetOperand(i, 0), a1 = LLVMGetOperand(i, 1);
      /* operand 0 is metadata wrapping the value: a one-operand MD node view */
      LLVMValueRef v = NULL;
      if (LLVMIsAMDNode(a0) && LLVMGetMDNodeNumOperands(a0) == 1) {
        LLVMValueRef ops[1]; /* exactly one operand */
        LLVMGetMDNodeOperands(a0, ops);
        v = ops[0];
      }
      size_t len = 0;
      const char *name = var_name(llctx, LLVMValueAsMetadata(a1), &len);
      if (v && !LLVMIsConstant(v) && !bind(s, v, name, len, LLVMValueAsMetadata(a1))) ok = 0;
    }
  return ok;
}
#endif

gpuopt_status gpuopt__srcnames_build(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_srcnames **out) {
  *out = NULL;
  gpuopt_srcnames *s = calloc(1, sizeof *s);
  if (!s) return gpuopt__oom(ctx, "gpuopt_srcnames");
  gpuopt__arena_init(&s->arena);
  gpuopt__ptrmap_init(&s->map);
  gpuopt__ptrmap_init(&s->var);
  if (!scan(s, fn, LLVMGetModuleContext(LLVMGetGlobalParent(fn))) || s->arena.oom) {
    gpuopt__srcnames_free(s);
    return gpuopt__oom(ctx, "gpuopt_srcnames");
  }
  *out = s;
  return GPUOPT_OK;
}

void gpuopt__srcnames_free(gpuopt_srcnames *s) {
  if (!s) return;
  gpuopt__ptrmap_free(&s->map);
  gpuopt__ptrmap_free(&s->var);
  gpuopt__arena_free(&s->arena);
  free(s);
}

const char *gpuopt__srcname(const gpuopt_srcnames *s, LLVMValueRef v) {
  return s ? (const char *)gpuopt__ptrmap_get_or(&s->map, v, 0) : NULL;
}

/* Operand k of a metadata node (NULL when it has fewer or k is null). */
static LLVMMetadataRef md_op(LLVMContextRef llctx, LLVMMetadataRef m, unsigned k) {
  if (!m) return NULL;
  LLVMValueRef vv = LLVMMetadataAsValue(llctx, m);
  unsigned n = LLVMIsAMDNode(vv) ? LLVMGetMDNodeNumOperands(vv) : 0;
  if (n <= k || n > 32) return NULL;
  LLVMValueRef ops[32]; /* LLVMGetMDNodeOperands writes all of them */
  LLVMGetMDNodeOperands(vv, ops);
  return ops[k] ? LLVMValueAsMetadata(ops[k]) : NULL;
}

static int is_ditype(LLVMMetadataRef m) {
  LLVMMetadataKind k = m ? LLVMGetMetadataKind(m) : LLVMMDStringMetadataKind;
  return k == LLVMDIBasicTypeMetadataKind || k == LLVMDIDerivedTypeMetadataKind ||
         k == LLVMDICompositeTypeMetadataKind || k == LLVMDISubroutineTypeMetadataKind ||
         k == LLVMDIStringTypeMetadataKind;
}

/* A DIDerivedType's base type: its first operand from 3 on that is a type (operand 3 up to LLVM 20;
 * LLVM 21 put the size and offset operands before it). NULL: void. */
static LLVMMetadataRef base_type(LLVMContextRef llctx, LLVMMetadataRef t) {
  for (unsigned k = 3; k < 8; k++) {
    LLVMMetadataRef b = md_op(llctx, t, k);
    if (is_ditype(b)) return b;
  }
  return NULL;
}

/* A type with typedefs and const/volatile/restrict/atomic qualifiers looked through. */
static LLVMMetadataRef strip_quals(LLVMContextRef llctx, LLVMMetadataRef t) {
  for (int k = 0; t && k < 16; k++) {
    if (LLVMGetMetadataKind(t) != LLVMDIDerivedTypeMetadataKind) return t;
    uint16_t tag = LLVMGetDINodeTag(t);
    /* DW_TAG_typedef, _const_type, _volatile_type, _restrict_type, _atomic_type */
    if (tag != 0x16 && tag != 0x26 && tag != 0x35 && tag != 0x37 && tag != 0x47) return t;
    t = base_type(llctx, t);
  }
  return t;
}

/* The size in bits of an LLVM type made of scalars, arrays and structs (no padding rules needed for
 * the comparison it serves: any aggregate differs from a scalar element); 0 when unknown. */
static uint64_t type_bits(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind: case LLVMBFloatTypeKind: return 16;
  case LLVMFloatTypeKind: return 32;
  case LLVMDoubleTypeKind: return 64;
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t);
  case LLVMPointerTypeKind: return 64;
  case LLVMArrayTypeKind: return LLVMGetArrayLength2(t) * type_bits(LLVMGetElementType(t));
  case LLVMStructTypeKind: {
    uint64_t b = 0;
    for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++) b += type_bits(LLVMStructGetTypeAtIndex(t, i));
    return b;
  }
  default: return 0;
  }
}

uint64_t gpuopt__srcname_pointee_bits(const gpuopt_srcnames *s, LLVMValueRef v) {
  if (!s || !v) return 0;
  LLVMMetadataRef var = (LLVMMetadataRef)gpuopt__ptrmap_get_or(&s->var, v, 0);
  if (!var || LLVMGetMetadataKind(var) != LLVMDILocalVariableMetadataKind) return 0;
  LLVMContextRef llctx = LLVMGetTypeContext(LLVMTypeOf(v));
  LLVMMetadataRef t = strip_quals(llctx, md_op(llctx, var, 3)); /* DIVariable: scope, name, file, type */
  if (t && LLVMGetMetadataKind(t) == LLVMDICompositeTypeMetadataKind && LLVMGetDINodeTag(t) == 0x01 /* array */) {
    /* an array variable's name decays to a pointer to its element: for double a[20][12] a row of
     * 12 doubles. The stack slot's or the global's own LLVM type says how big that element is. */
    LLVMTypeRef at = LLVMIsAAllocaInst(v) ? LLVMGetAllocatedType(v) : LLVMIsAGlobalVariable(v) ? LLVMGlobalGetValueType(v) : NULL;
    return at && LLVMGetTypeKind(at) == LLVMArrayTypeKind ? type_bits(LLVMGetElementType(at)) : 0;
  }
  if (!t || LLVMGetMetadataKind(t) != LLVMDIDerivedTypeMetadataKind || LLVMGetDINodeTag(t) != 0x0f /* pointer */)
    return 0;
  LLVMMetadataRef p = strip_quals(llctx, base_type(llctx, t));
  return p ? LLVMDITypeGetSizeInBits(p) : 0;
}

static unsigned loc_line(LLVMValueRef md) {
  if (!md) return 0;
  LLVMMetadataRef m = LLVMValueAsMetadata(md);
  if (LLVMGetMetadataKind(m) != LLVMDILocationMetadataKind) return 0;
  return LLVMDILocationGetLine(m);
}

unsigned gpuopt__loop_md_line(LLVMValueRef md) {
  if (!md || !LLVMIsAMDNode(md)) return 0;
  unsigned n = LLVMGetMDNodeNumOperands(md);
  if (n < 2 || n > 64) return 0;
  LLVMValueRef ops[64];
  LLVMGetMDNodeOperands(md, ops);
  for (unsigned i = 1; i < n; i++) {
    unsigned l = ops[i] && LLVMIsAMDNode(ops[i]) ? loc_line(ops[i]) : 0;
    if (l) return l;
  }
  return 0;
}

unsigned gpuopt__loop_line(LLVMBasicBlockRef header) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(header);
  LLVMContextRef llctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  unsigned kind = LLVMGetMDKindIDInContext(llctx, "llvm.loop", 9);
  /* branches back to the header carry llvm.loop */
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (!t) continue;
    unsigned ns = LLVMGetNumSuccessors(t), back = 0;
    for (unsigned i = 0; i < ns; i++) back |= LLVMGetSuccessor(t, i) == header;
    if (!back) continue;
    LLVMValueRef md = LLVMGetMetadata(t, kind);
    if (!md || !LLVMIsAMDNode(md)) continue;
    unsigned n = LLVMGetMDNodeNumOperands(md);
    if (n < 2 || n > 64) continue;
    LLVMValueRef ops[64];
    LLVMGetMDNodeOperands(md, ops);
    for (unsigned i = 1; i < n; i++) {
      unsigned l = ops[i] && LLVMIsAMDNode(ops[i]) ? loc_line(ops[i]) : 0;
      if (l) return l;
    }
  }
  for (LLVMValueRef i = LLVMGetFirstInstruction(header); i; i = LLVMGetNextInstruction(i)) {
    unsigned l = LLVMGetDebugLocLine(i);
    if (l) return l;
  }
  return 0;
}
