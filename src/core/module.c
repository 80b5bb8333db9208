/* Module helpers: parsing text or bitcode (detected by the bitcode magic), verification with the
 * verifier's message captured, printing, target checks, kernel recognition (ptx_kernel calling
 * convention, or !nvvm.annotations "kernel" entries). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/IRReader.h>

#include "core/core.h"
#include "core/ctx.h"
#include "gpuopt/module.h"

#define PTX_KERNEL_CC 71 /* LLVMPTXKernelCallConv */

static int is_bitcode(const unsigned char *p, size_t len) {
  if (len >= 4 && p[0] == 'B' && p[1] == 'C' && p[2] == 0xC0 && p[3] == 0xDE) return 1;
  return len >= 4 && p[0] == 0xDE && p[1] == 0xC0 && p[2] == 0x17 && p[3] == 0x0B; /* wrapper */
}

gpuopt_status gpuopt_module_parse(gpuopt_ctx *ctx, LLVMContextRef llctx, const void *data, size_t len,
                                  const char *name, LLVMModuleRef *out) {
  static const char who[] = "gpuopt_module_parse";
  if (!ctx) return GPUOPT_EINVAL;
  if (!llctx || (!data && len) || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = NULL;
  if (!name) name = "<memory>";
  if (len == 0) return gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "%s: %s: empty input; expected LLVM IR text or bitcode", who, name);
  /* The parser needs a NUL after text IR: copy into a buffer that has one. */
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len, name);
  if (!buf) return gpuopt__oom(ctx, who);
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  if (is_bitcode(data, len)) {
    gpuopt_diag d;
    gpuopt__diag_begin(&d, llctx);
    LLVMBool bad = LLVMParseBitcodeInContext2(llctx, buf, &m);
    gpuopt__diag_end(&d);
    LLVMDisposeMemoryBuffer(buf);
    if (bad || !m)
      return gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "%s: %s: invalid bitcode: %s", who, name,
                          d.have_msg ? d.msg : "the reader gave no reason");
  } else if (LLVMParseIRInContext(llctx, buf, &m, &msg)) { /* takes ownership of buf */
    gpuopt_status st = gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "%s: %s", who, msg ? msg : "invalid IR");
    LLVMDisposeMessage(msg);
    return st;
  }
  *out = m;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_module_parse_file(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path,
                                       LLVMModuleRef *out) {
  static const char who[] = "gpuopt_module_parse_file";
  if (!ctx) return GPUOPT_EINVAL;
  if (!path || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = NULL;
  FILE *f = fopen(path, "rb");
  if (!f) return gpuopt__fail(ctx, GPUOPT_EIO, "%s: cannot open '%s'", who, path);
  size_t cap = 1 << 16, len = 0;
  unsigned char *data = malloc(cap);
  gpuopt_status st = GPUOPT_OK;
  while (data) {
    size_t k = fread(data + len, 1, cap - len, f);
    len += k;
    if (len < cap) break;
    unsigned char *nd = cap <= SIZE_MAX / 2 ? realloc(data, cap * 2) : NULL;
    if (!nd) {
      free(data);
      data = NULL;
      break;
    }
    data = nd;
    cap *= 2;
  }
  if (!data) st = gpuopt__oom(ctx, who);
  else if (ferror(f)) st = gpuopt__fail(ctx, GPUOPT_EIO, "%s: cannot read '%s'", who, path);
  fclose(f);
  if (!st) st = gpuopt_module_parse(ctx, llctx, data, len, path, out);
  free(data);
  return st;
}

gpuopt_status gpuopt_module_verify(gpuopt_ctx *ctx, LLVMModuleRef m) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_module_verify: NULL module");
  char *msg = NULL;
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
    size_t n = msg ? strlen(msg) : 0;
    while (n && msg[n - 1] == '\n') msg[--n] = 0;
    gpuopt_status st = gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "gpuopt_module_verify: the module does not pass the verifier: %s",
                                    msg && *msg ? msg : "(no message)");
    LLVMDisposeMessage(msg);
    return st;
  }
  LLVMDisposeMessage(msg);
  return GPUOPT_OK;
}

gpuopt_status gpuopt_module_check_target(gpuopt_ctx *ctx, LLVMModuleRef m) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_module_check_target: NULL module");
  const char *t = LLVMGetTarget(m);
  if (!t || !*t || strncmp(t, "nvptx64-", 8) == 0 || strncmp(t, "nvptx-", 6) == 0 ||
      strcmp(t, "nvptx64") == 0 || strcmp(t, "nvptx") == 0)
    return GPUOPT_OK;
  return gpuopt__fail(ctx, GPUOPT_ETARGET,
                      "gpuopt_module_check_target: the module targets '%s'; expected nvptx64-nvidia-cuda", t);
}

gpuopt_status gpuopt_module_print(gpuopt_ctx *ctx, LLVMModuleRef m, char **out, size_t *len) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_module_print: NULL argument");
  char *s = LLVMPrintModuleToString(m);
  *out = gpuopt__strdup(s);
  LLVMDisposeMessage(s);
  if (!*out) return gpuopt__oom(ctx, "gpuopt_module_print");
  if (len) *len = strlen(*out);
  return GPUOPT_OK;
}

gpuopt_status gpuopt_module_bitcode(gpuopt_ctx *ctx, LLVMModuleRef m, void **out, size_t *len) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !out || !len) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_module_bitcode: NULL argument");
  LLVMMemoryBufferRef buf = LLVMWriteBitcodeToMemoryBuffer(m);
  if (!buf) return gpuopt__fail(ctx, GPUOPT_ELLVM, "gpuopt_module_bitcode: LLVM could not write bitcode");
  size_t n = LLVMGetBufferSize(buf);
  void *p = malloc(n ? n : 1);
  if (p) memcpy(p, LLVMGetBufferStart(buf), n);
  LLVMDisposeMemoryBuffer(buf);
  if (!p) return gpuopt__oom(ctx, "gpuopt_module_bitcode");
  *out = p;
  *len = n;
  return GPUOPT_OK;
}

/* !nvvm.annotations = !{!{ptr @k, !"kernel", i32 1}, ...} */
static int annotated_kernel(LLVMValueRef fn) {
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  LLVMContextRef c = LLVMGetModuleContext(m);
  unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
  if (!n) return 0;
  LLVMValueRef *ops = malloc(n * sizeof *ops);
  if (!ops) return 0;
  LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
  int found = 0;
  for (unsigned i = 0; i < n && !found; i++) {
    unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
    if (k < 3 || k > 64) continue;
    LLVMValueRef f[64];
    LLVMGetMDNodeOperands(ops[i], f);
    if (f[0] != fn) continue;
    for (unsigned j = 1; j + 1 < k; j += 2) {
      unsigned sl = 0;
      const char *s = f[j] && LLVMIsAMDString(f[j]) ? LLVMGetMDString(f[j], &sl) : NULL;
      if (s && sl == 6 && memcmp(s, "kernel", 6) == 0 && f[j + 1] && LLVMIsAConstantInt(f[j + 1]) &&
          LLVMConstIntGetZExtValue(f[j + 1]) != 0)
        found = 1;
    }
  }
  (void)c;
  free(ops);
  return found;
}

int gpuopt_is_kernel(LLVMValueRef fn) {
  if (!fn || !LLVMIsAFunction(fn) || LLVMIsDeclaration(fn)) return 0;
  if (LLVMGetFunctionCallConv(fn) == PTX_KERNEL_CC) return 1;
  return annotated_kernel(fn);
}

gpuopt_status gpuopt_module_kernels(gpuopt_ctx *ctx, LLVMModuleRef m, LLVMValueRef **out, size_t *count) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !out || !count) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_module_kernels: NULL argument");
  *out = NULL;
  *count = 0;
  size_t n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) n += gpuopt_is_kernel(f);
  if (!n) return GPUOPT_OK;
  LLVMValueRef *v = malloc(n * sizeof *v);
  if (!v) return gpuopt__oom(ctx, "gpuopt_module_kernels");
  n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (gpuopt_is_kernel(f)) v[n++] = f;
  *out = v;
  *count = n;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_module_function(gpuopt_ctx *ctx, LLVMModuleRef m, const char *name, LLVMValueRef *out) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !name || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_module_function: NULL argument");
  LLVMValueRef f = LLVMGetNamedFunction(m, name);
  if (!f || LLVMIsDeclaration(f)) {
    *out = NULL;
    return gpuopt__fail(ctx, GPUOPT_ENOTFOUND, "gpuopt_module_function: no function named '%s' with a body", name);
  }
  *out = f;
  return GPUOPT_OK;
}
