/* gpuopt analyze --memspace: the address space each pointer argument and pointer-valued
 * instruction is proven to point into (gpuopt_memspace_analyze, gpucc §3.2). */
#include <stdio.h>

#include "driver/analyze.h"

typedef void (*emit_fn)(void *out, const char *name, unsigned as);

static void walk(const gpuopt_memspace_result *r, LLVMValueRef fn, emit_fn emit, void *out) {
  char buf[64];
  unsigned k = 0;
  for (LLVMValueRef a = LLVMGetFirstParam(fn); a; a = LLVMGetNextParam(a), k++)
    if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind) {
      const char *n = LLVMGetValueName(a);
      if (!*n) snprintf(buf, sizeof buf, "arg%u", k), n = buf;
      emit(out, n, gpuopt_memspace_result_space(r, a));
    }
  k = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i), k++)
      if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMPointerTypeKind) {
        const char *n = LLVMGetValueName(i);
        if (!*n) snprintf(buf, sizeof buf, "inst%u", k), n = buf;
        emit(out, n, gpuopt_memspace_result_space(r, i));
      }
}

static void emit_text(void *out, const char *name, unsigned as) {
  fprintf((FILE *)out, "  %%%s: %s\n", name, gpuopt_memspace_name(as));
}

static void emit_json(void *out, const char *name, unsigned as) {
  json_key((json *)out, name);
  json_str((json *)out, gpuopt_memspace_name(as));
}

int analyze_memspace_text(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, FILE *f) {
  (void)args;
  gpuopt_memspace_result *r;
  gpuopt_status st = gpuopt_memspace_analyze(ctx, fn, &r);
  if (st) return drv_fail(ctx, st);
  walk(r, fn, emit_text, f);
  gpuopt_memspace_result_free(r);
  return 0;
}

int analyze_memspace_json(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, json *j) {
  (void)args;
  gpuopt_memspace_result *r;
  gpuopt_status st = gpuopt_memspace_analyze(ctx, fn, &r);
  if (st) return drv_fail(ctx, st);
  json_key(j, "memspace");
  json_obj_begin(j);
  walk(r, fn, emit_json, j);
  json_obj_end(j);
  gpuopt_memspace_result_free(r);
  return 0;
}
