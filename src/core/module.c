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

/* LLVM 20+ upgrades !nvvm.annotations while parsing text (UpgradeNVVMAnnotations, run by the
 * parser itself) and crashes on entries that are not !{<global>, !"key", <int>, ...}: an even
 * operand count, a key that is not a string, a value that is not an integer (found by issue 8's
 * bad-input corpus; llvm-as-22 crashes the same way). So before handing text to the parser, find
 * the named node's operands in the text and check their shape; a malformed one is an error here.
 * Entries whose first operand is not a global (no '@') are skipped by LLVM and pass. */
#if GPUOPT_LLVM_VERSION >= 20
static const char *find_line(const char *p, const char *end, const char *prefix, size_t n) {
  for (const char *q = p; q && q < end;) {
    if ((size_t)(end - q) >= n && memcmp(q, prefix, n) == 0) return q;
    q = memchr(q, '\n', (size_t)(end - q));
    if (q) q++;
  }
  return NULL;
}

/* Split "a, b, c" (the text between a node's braces) at top-level commas; returns the count, fills
 * up to max [start, end) pairs. */
static size_t split_operands(const char *p, const char *end, const char **tok, size_t max) {
  size_t n = 0;
  int depth = 0, quote = 0;
  const char *start = p;
  for (const char *q = p; q <= end; q++) {
    char c = q < end ? *q : ',';
    if (quote) {
      if (c == '\\' && q + 1 < end) q++;
      else if (c == '"') quote = 0;
      continue;
    }
    if (c == '"') quote = 1;
    else if (c == '(' || c == '{' || c == '<' || c == '[') depth++;
    else if (c == ')' || c == '}' || c == '>' || c == ']') depth--;
    else if (c == ',' && depth == 0) {
      if (n < max) tok[2 * n] = start, tok[2 * n + 1] = q;
      n++;
      start = q + 1;
    }
  }
  return n;
}

static const char *skip_ws(const char *p, const char *e) {
  while (p < e && (*p == ' ' || *p == '\t')) p++;
  return p;
}

static int int_operand(const char *p, const char *e) { /* "i32 1", "i64 -3", "i1 true" */
  p = skip_ws(p, e);
  if (p >= e || *p != 'i') return 0;
  p++;
  if (p >= e || *p < '1' || *p > '9') return 0;
  while (p < e && *p >= '0' && *p <= '9') p++;
  p = skip_ws(p, e);
  if (p < e && *p == '-') p++;
  if (e - p >= 4 && (memcmp(p, "true", 4) == 0 || (e - p >= 5 && memcmp(p, "false", 5) == 0))) return 1;
  const char *d = p;
  while (p < e && *p >= '0' && *p <= '9') p++;
  return p > d && skip_ws(p, e) == e;
}

static gpuopt_status check_annotations_text(gpuopt_ctx *ctx, const char *text, size_t len, const char *name) {
  const char *end = text + len;
  const char *l = find_line(text, end, "!nvvm.annotations", 17);
  if (!l) return GPUOPT_OK;
  const char *eol = memchr(l, '\n', (size_t)(end - l));
  if (!eol) eol = end;
  for (const char *p = l + 17; p < eol; p++) {
    if (*p != '!' || p + 1 >= eol || p[1] < '0' || p[1] > '9') continue;
    char id[32];
    size_t k = 0;
    id[k++] = '!';
    for (p++; p < eol && *p >= '0' && *p <= '9' && k < 24; p++) id[k++] = *p;
    id[k++] = ' ';
    id[k] = 0;
    const char *def = find_line(text, end, id, k);
    if (!def) continue; /* the parser reports undefined metadata itself */
    const char *dend = memchr(def, '\n', (size_t)(end - def));
    if (!dend) dend = end;
    const char *open = memchr(def, '{', (size_t)(dend - def)), *close = dend;
    while (close > def && close[-1] != '}') close--;
    if (!open || close <= open + 1) continue; /* "!{}" or not a tuple: LLVM skips or rejects it */
    const char *tok[2 * 64];
    size_t n = split_operands(open + 1, close - 1, tok, 64);
    if (n == 0 || n > 64) continue;
    if (!memchr(tok[0], '@', (size_t)(tok[1] - tok[0]))) continue; /* not a global: LLVM skips it */
    int ok = n % 2 == 1;
    for (size_t j = 1; ok && j + 1 < n; j += 2) {
      const char *ks = skip_ws(tok[2 * j], tok[2 * j + 1]);
      ok = tok[2 * j + 1] - ks >= 3 && ks[0] == '!' && ks[1] == '"' && int_operand(tok[2 * j + 2], tok[2 * j + 3]);
    }
    if (!ok)
      return gpuopt__fail(ctx, GPUOPT_EINVALID_IR,
                          "gpuopt_module_parse: %s: !nvvm.annotations entry %.*s is malformed: expected "
                          "!{<global>, !\"key\", i32 <value>, ...} (string keys, each followed by an integer)",
                          name, (int)(k - 1), id);
  }
  return GPUOPT_OK;
}
#endif

/* LLVM's text parser verifies each inline asm constraint string with InlineAsm::ConstraintInfo::Parse,
 * which trusts its multi-letter forms: '@' must be followed by a count digit N and N letters, '^' by
 * two letters. "=r@" (found by the IR fuzzer) makes it build a string of length '"' - '0' < 0 and
 * throw std::length_error: an abort. So before the parser, find each `asm "..." , "constraints"` in
 * the text and walk every comma-separated constraint as Parse does; a multi-letter form that runs
 * past its constraint is an error here. (Bitcode goes through the bitcode guard's child instead.) */
static int ident_char(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '$' || c == '.' ||
         c == '_' || c == '-';
}

static const char *skip_blank(const char *p, const char *e) {
  while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) p++;
  return p;
}

static const char *string_end(const char *p, const char *e) { /* p at '"': past the closing '"' */
  const char *q = memchr(p + 1, '"', (size_t)(e - p - 1));
  return q ? q + 1 : e;
}

static int hexval(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* One constraint (no commas), unescaped: 0 when Parse stays inside it. */
static int constraint_ok(const unsigned char *I, const unsigned char *E) {
  if (I == E) return 1;
  if (*I == '~' || *I == '=' || *I == '!') I++;
  if (I < E && *I == '*') I++;
  while (I < E && (*I == '&' || *I == '%' || *I == '*' || *I == '|' || *I == '#')) I++;
  while (I < E) {
    if (*I == '{') {
      const unsigned char *c = memchr(I + 1, '}', (size_t)(E - I - 1));
      if (!c) return 1; /* the parser reports "{foo" itself */
      I = c + 1;
    } else if (*I == '^') {
      if (E - I < 3) return 0;
      I += 3;
    } else if (*I == '@') {
      if (E - I < 2 || I[1] < '1' || I[1] > '9' || E - (I + 2) < I[1] - '0') return 0;
      I += 2 + (I[1] - '0');
    } else {
      I++;
    }
  }
  return 1;
}

static gpuopt_status check_asm_constraints_text(gpuopt_ctx *ctx, const char *text, size_t len, const char *name) {
  const char *p = text, *e = text + len;
  while (p < e) {
    if (*p == '"') {
      p = string_end(p, e);
      continue;
    }
    if (*p == ';') {
      const char *nl = memchr(p, '\n', (size_t)(e - p));
      p = nl ? nl + 1 : e;
      continue;
    }
    if (!ident_char((unsigned char)*p)) {
      p++;
      continue;
    }
    const char *w = p;
    while (p < e && ident_char((unsigned char)*p)) p++;
    int sigil = w > text && strchr("%@!#^", w[-1]) != NULL;
    if (sigil || p - w != 3 || memcmp(w, "asm", 3)) continue;
    /* asm [sideeffect] [alignstack] [inteldialect] [unwind] "body", "constraints" */
    const char *q = skip_blank(p, e);
    for (;;) {
      const char *k = q;
      while (k < e && ident_char((unsigned char)*k)) k++;
      if (k == q) break;
      q = skip_blank(k, e);
    }
    if (q >= e || *q != '"') continue;
    q = skip_blank(string_end(q, e), e);
    if (q >= e || *q != ',') continue;
    q = skip_blank(q + 1, e);
    if (q >= e || *q != '"') continue;
    const char *cs = q + 1, *ce = string_end(q, e);
    if (ce > cs && ce[-1] == '"') ce--;
    /* unescape as the lexer does (\\ and \hh), one constraint at a time */
    unsigned char buf[4096];
    size_t n = 0;
    int bad = 0;
    for (const char *c = cs; c <= ce && !bad; c++) {
      if (c == ce || *c == ',') {
        bad = !constraint_ok(buf, buf + n);
        n = 0;
        continue;
      }
      unsigned char ch = (unsigned char)*c;
      if (ch == '\\' && ce - c >= 2 && c[1] == '\\') c++;
      else if (ch == '\\' && ce - c >= 3 && hexval(c[1]) >= 0 && hexval(c[2]) >= 0) {
        ch = (unsigned char)(hexval(c[1]) * 16 + hexval(c[2]));
        c += 2;
      }
      if (n < sizeof buf) buf[n++] = ch;
      else bad = !constraint_ok(buf, buf + n), n = 0; /* a very long constraint: checked in pieces */
    }
    if (bad) {
      int show = (int)(ce - cs) > 40 ? 40 : (int)(ce - cs);
      return gpuopt__fail(ctx, GPUOPT_EINVALID_IR,
                          "gpuopt_module_parse: %s: malformed inline asm constraint string \"%.*s%s\": '@' must be "
                          "followed by a count digit and that many letters, '^' by two letters",
                          name, show, cs, (int)(ce - cs) > show ? "..." : "");
    }
    p = string_end(q, e);
  }
  return GPUOPT_OK;
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
#if GPUOPT_LLVM_VERSION >= 20
  if (!is_bitcode(data, len)) {
    gpuopt_status ast = check_annotations_text(ctx, data, len, name);
    if (ast) {
      LLVMDisposeMemoryBuffer(buf);
      return ast;
    }
  }
#endif
  if (!is_bitcode(data, len)) {
    gpuopt_status ast = check_asm_constraints_text(ctx, data, len, name);
    if (ast) {
      LLVMDisposeMemoryBuffer(buf);
      return ast;
    }
  }
  if (is_bitcode(data, len)) {
    gpuopt_status gst = gpuopt__bitcode_guard(ctx, data, len, who, name);
    if (gst) {
      LLVMDisposeMemoryBuffer(buf);
      return gst;
    }
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

/* Bitcode stores string attributes NUL-terminated, so LLVM writes a key or value with a NUL byte in
 * it and then cannot read the result back (found by the ir_fuzzer). Returns the first such attribute's
 * holder (a function or call), or NULL. */
static int nul_in(const char *s, unsigned n) { return s && memchr(s, 0, n) != NULL; }

static int bad_attrs(LLVMAttributeRef *as, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (!LLVMIsStringAttribute(as[i])) continue;
    unsigned kl = 0, vl = 0;
    const char *k = LLVMGetStringAttributeKind(as[i], &kl), *v = LLVMGetStringAttributeValue(as[i], &vl);
    if (nul_in(k, kl) || nul_in(v, vl)) return 1;
  }
  return 0;
}

static LLVMValueRef unwritable_attribute(LLVMModuleRef m) {
  LLVMAttributeRef buf[256];
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    unsigned np = LLVMCountParams(f);
    for (int idx = -1; idx <= (int)np; idx++) { /* function (-1 = ~0u), return (0), parameters */
      LLVMAttributeIndex ai = idx < 0 ? (LLVMAttributeIndex)LLVMAttributeFunctionIndex : (LLVMAttributeIndex)idx;
      unsigned n = LLVMGetAttributeCountAtIndex(f, ai);
      if (n && n <= 256 && (LLVMGetAttributesAtIndex(f, ai, buf), bad_attrs(buf, n))) return f;
    }
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i)) continue;
        unsigned na = LLVMGetNumArgOperands(i);
        for (int idx = -1; idx <= (int)na; idx++) {
          LLVMAttributeIndex ai = idx < 0 ? (LLVMAttributeIndex)LLVMAttributeFunctionIndex : (LLVMAttributeIndex)idx;
          unsigned n = LLVMGetCallSiteAttributeCount(i, ai);
          if (n && n <= 256 && (LLVMGetCallSiteAttributes(i, ai, buf), bad_attrs(buf, n))) return i;
        }
      }
  }
  return NULL;
}

gpuopt_status gpuopt_module_bitcode(gpuopt_ctx *ctx, LLVMModuleRef m, void **out, size_t *len) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !out || !len) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_module_bitcode: NULL argument");
  LLVMValueRef bad = unwritable_attribute(m);
  if (bad) {
    char name[160];
    gpuopt__value_str(bad, name, sizeof name);
    return gpuopt__fail(ctx, GPUOPT_EUNSUPPORTED,
                        "gpuopt_module_bitcode: %s has a string attribute with a NUL byte in its key or value, "
                        "which LLVM's bitcode cannot hold (it would write bitcode that does not read back)",
                        name);
  }
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
