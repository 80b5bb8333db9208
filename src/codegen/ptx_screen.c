/* PTX screen: reject, with a message, the constructs on which LLVM's NVPTX back end does not fail
 * politely but aborts the process ("LLVM ERROR: Cannot select", report_fatal_error) or crashes.
 * The library must never abort, so gpuopt_emit_ptx screens the module first and returns
 * GPUOPT_EUNSUPPORTED naming the construct. Each rule below was found by the bad-input matrix or
 * the fuzzers (issue 8) aborting or crashing inside LLVM 19's NVPTX code generator:
 *   - indirectbr and blockaddress (no indirect branches in PTX): "Cannot select: brind";
 *   - llvm.stacksave / llvm.stackrestore: "Cannot select: stackrestore";
 *   - atomic loads and stores stronger than monotonic (LLVM < 20 selects no acquire/release
 *     ld/st): "Cannot select: AtomicLoad";
 *   - scalable vectors anywhere: "Invalid size request on a scalable vector";
 *   - initializers other than undef/zero on addrspace(3) or (5) globals: report_fatal_error;
 *   - globals in an address space PTX has no state space for (only generic 0, global 1, shared 3,
 *     const 4 and local 5 are): "Bad address space found while emitting PTX";
 *   - global aliases whose aliasee is not a non-kernel function definition: report_fatal_error;
 *   - symbol names with characters PTX identifiers cannot hold (outside [A-Za-z0-9_$.]), including
 *     "llvm."-prefixed names that are no intrinsic: "Symbol name with unsupported characters";
 *   - inline asm strings naming operands that do not exist: "Bad $ operand number"; inline asm
 *     operands of types no PTX register holds (i50), and constraint strings outside the shapes
 *     NVPTX lowers ("=r mov fp": several codes in one operand): a crash in SelectionDAGBuilder;
 *   - function prefix or prologue data (a prologue referring to its own function recursed until
 *     the stack overflowed in the NVPTX printer);
 *   - addrspacecasts (instructions or constant expressions) other than generic <-> global, shared,
 *     const, local: report_fatal_error "Bad address space in addrspacecast";
 *   - parameter and return types (of functions and of calls) with integers wider than 64 bits other
 *     than i128, or i128 inside arrays and vectors: segfaults in LowerArguments / LowerCall;
 *   - !nvvm.annotations entries that are not (global, key string, integer)* pairs: the NVPTX
 *     annotation cache reads past the node or casts a non-string key (segmentation fault).
 * Linear in the size of the module. Requires: a module that passes the verifier. Changes nothing. */
#include <stdlib.h>
#include <string.h>

#include "codegen/ptx_screen.h"
#include "core/ctx.h"
#include "gpuopt/module.h"

static int scalable(LLVMTypeRef t, int depth) {
  if (!t || depth > 8) return 0;
  switch (LLVMGetTypeKind(t)) {
  case LLVMScalableVectorTypeKind: return 1;
  case LLVMArrayTypeKind:
  case LLVMVectorTypeKind: return scalable(LLVMGetElementType(t), depth + 1);
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++)
      if (scalable(LLVMStructGetTypeAtIndex(t, i), depth + 1)) return 1;
    return 0;
  }
  case LLVMFunctionTypeKind: {
    if (scalable(LLVMGetReturnType(t), depth + 1)) return 1;
    unsigned n = LLVMCountParamTypes(t);
    if (n > 256) return 0;
    LLVMTypeRef ps[256];
    LLVMGetParamTypes(t, ps);
    for (unsigned i = 0; i < n; i++)
      if (scalable(ps[i], depth + 1)) return 1;
    return 0;
  }
  default: return 0;
  }
}

/* Whether v's name (n bytes) is one PTX cannot spell. Names are exempt only when the back end
 * never prints them: intrinsics (a declaration named "llvm.*" that is not a known intrinsic is an
 * ordinary external function, printed by name; found by ir_fuzzer on raw bitcode), and the
 * special appending or llvm.metadata globals (llvm.used, llvm.global_ctors, ...). */
static int bad_symbol(LLVMValueRef v, const char *s, size_t n) {
  if (n >= 5 && memcmp(s, "llvm.", 5) == 0) {
    if (LLVMIsAFunction(v) && LLVMGetIntrinsicID(v)) return 0;
    if (LLVMIsAGlobalVariable(v)) {
      const char *sec = LLVMGetSection(v);
      if (LLVMGetLinkage(v) == LLVMAppendingLinkage || (sec && strcmp(sec, "llvm.metadata") == 0)) return 0;
    }
  }
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
          c == '.'))
      return 1;
  }
  return 0;
}

/* Whether an inline asm string refers only to operands that exist: "$$", "$N" and "${N[:mod]}"
 * with N below the number of non-clobber constraints, and the "$(", "$|", "$)" dialect marks.
 * LLVM's AsmPrinter calls report_fatal_error on anything else. */
static int asm_operands_ok(LLVMValueRef ia) {
  size_t n = 0, cn = 0;
  const char *s = LLVMGetInlineAsmAsmString(ia, &n), *c = LLVMGetInlineAsmConstraintString(ia, &cn);
  unsigned nops = 0;
  for (size_t i = 0; c && i < cn;) {
    size_t j = i;
    while (j < cn && c[j] != ',') j++;
    if (j > i && c[i] != '~') nops++;
    i = j + 1;
  }
  for (size_t i = 0; s && i < n; i++) {
    if (s[i] != '$') continue;
    if (++i >= n) return 0;
    char x = s[i];
    if (x == '$' || x == '(' || x == '|' || x == ')') continue;
    int brace = x == '{';
    if (brace) i++;
    if (i >= n || s[i] < '0' || s[i] > '9') return 0;
    unsigned long v = 0;
    while (i < n && s[i] >= '0' && s[i] <= '9' && v < 100000) v = v * 10 + (unsigned long)(s[i++] - '0');
    if (v >= nops) return 0;
    if (brace) {
      while (i < n && s[i] != '}') i++;
      if (i >= n) return 0;
    } else {
      i--;
    }
  }
  return 1;
}

/* Whether an inline asm constraint string has only the shapes NVPTX lowers: comma-separated
 * clobbers "~{...}" and operands made of an optional "=" (output), "&" (early clobber) and "*"
 * (indirect), then exactly one code: a PTX register class letter (b c h r l q f d N), an immediate
 * (i n, inputs only), memory (m, indirect only) or a tied operand number (inputs only). LLVM's IR
 * verifier accepts any string; NVPTX's SelectionDAG dereferences a null register class on others
 * (several codes in one operand such as "=r mov fp" segfaulted in visitInlineAsm; found by
 * ir_fuzzer), so they are refused instead of lowered. */
static int asm_constraints_ok(LLVMValueRef ia) {
  size_t cn = 0;
  const char *c = LLVMGetInlineAsmConstraintString(ia, &cn);
  if (!c || !cn) return 1;
  for (size_t i = 0; i <= cn;) {
    size_t j = i;
    while (j < cn && c[j] != ',') j++;
    const char *p = c + i, *e = c + j;
    if (p < e && *p == '~') { /* clobber: ~{name} */
      if (e - p < 3 || p[1] != '{' || e[-1] != '}') return 0;
    } else {
      int out = 0, indirect = 0;
      if (p < e && *p == '=') out = 1, p++;
      if (p < e && *p == '&') p++;
      if (p < e && *p == '*') indirect = 1, p++;
      if (p >= e) return 0;
      if (*p >= '0' && *p <= '9') {
        if (out || indirect) return 0;
        while (p < e && *p >= '0' && *p <= '9') p++;
        if (p != e) return 0;
      } else {
        if (e - p != 1) return 0;
        char x = *p;
        if (x == 'm') {
          if (!indirect) return 0;
        } else if (x == 'i' || x == 'n') {
          if (out || indirect) return 0;
        } else if (!strchr("bchrlqfdN", x) || indirect) {
          return 0;
        }
      }
    }
    i = j + 1;
  }
  return 1;
}

/* Whether t fits a PTX register for an inline asm operand: i1/i8/i16/i32/i64, half, bfloat, float,
 * double, a pointer, void, or a struct of those (several outputs). NVPTX's SelectionDAG crashes on
 * others (an i50 "=r" output segfaulted in visitInlineAsm; found by ir_fuzzer). */
static int asm_type_ok(LLVMTypeRef t, int depth) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMVoidTypeKind: case LLVMHalfTypeKind: case LLVMBFloatTypeKind: case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind: case LLVMPointerTypeKind: return 1;
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
  }
  case LLVMStructTypeKind: {
    if (depth) return 0;
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++)
      if (!asm_type_ok(LLVMStructGetTypeAtIndex(t, i), 1)) return 0;
    return 1;
  }
  default: return 0;
  }
}

/* Whether t can be a parameter or return type NVPTX's calling-convention lowering handles: LLVM 19
 * segfaults in SelectionDAGISel::LowerArguments/LowerCall on integers wider than 64 bits other than
 * i128 (i65-i127 returns abort, i200, i256, i322 parameters segfault), and on i128 inside arrays and
 * vectors ([2 x i128], <2 x i128>); found by ir_fuzzer (an i322 parameter). Checked recursively;
 * in_seq: inside an array or vector. */
static int abi_type_ok(LLVMTypeRef t, int in_seq, int depth) {
  if (!t || depth > 16) return 0;
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w <= 64 || (w == 128 && !in_seq);
  }
  case LLVMArrayTypeKind:
  case LLVMVectorTypeKind: return abi_type_ok(LLVMGetElementType(t), 1, depth + 1);
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++)
      if (!abi_type_ok(LLVMStructGetTypeAtIndex(t, i), in_seq, depth + 1)) return 0;
    return 1;
  }
  default: return 1;
  }
}

static int signature_ok(LLVMTypeRef fnty) {
  if (!abi_type_ok(LLVMGetReturnType(fnty), 0, 0)) return 0;
  unsigned n = LLVMCountParamTypes(fnty);
  LLVMTypeRef buf[64], *ps = n <= 64 ? buf : malloc(n * sizeof *ps);
  if (!ps) return 0; /* out of memory: refuse rather than risk the back end */
  LLVMGetParamTypes(fnty, ps);
  int ok = 1;
  for (unsigned i = 0; ok && i < n; i++) ok = abi_type_ok(ps[i], 0, 0);
  if (ps != buf) free(ps);
  return ok;
}

/* Whether the addrspacecast c (an instruction or a constant expression) is one NVPTX selects:
 * generic (0) to or from global, shared, const or local (1, 3, 4, 5). Anything else ("generic to
 * generic" in a constant expression read from bitcode, between two specific spaces, unknown
 * spaces) is a report_fatal_error "Bad address space in addrspacecast" in instruction selection
 * (found by ir_fuzzer). */
static int addrspacecast_ok(LLVMValueRef c) {
  unsigned a = LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(c, 0))), b = LLVMGetPointerAddressSpace(LLVMTypeOf(c));
  unsigned other = a == 0 ? b : b == 0 ? a : 99;
  return other == 1 || other == 3 || other == 4 || other == 5;
}

/* Whether v (an operand), or a constant expression inside it, is an addrspacecast NVPTX cannot
 * select. Constant expression trees are followed to a bounded depth and size. */
static int bad_cast_in(LLVMValueRef v, int depth, unsigned *budget) {
  if (!v || !LLVMIsAConstantExpr(v) || depth > 12 || !*budget) return 0;
  --*budget;
  if (LLVMGetConstOpcode(v) == LLVMAddrSpaceCast && !addrspacecast_ok(v)) return 1;
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++)
    if (bad_cast_in(LLVMGetOperand(v, (unsigned)i), depth + 1, budget)) return 1;
  return 0;
}

static gpuopt_status unsupported(gpuopt_ctx *ctx, const char *who, LLVMValueRef v, const char *what) {
  char buf[160];
  gpuopt__value_str(v, buf, sizeof buf);
  return gpuopt__fail(ctx, GPUOPT_EUNSUPPORTED, "%s: %s: %s; the NVPTX code generator cannot lower it", who, buf, what);
}

static gpuopt_status screen_annotations(gpuopt_ctx *ctx, LLVMModuleRef m, const char *who) {
  unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
  if (!n) return GPUOPT_OK;
  LLVMValueRef *ops = malloc(n * sizeof *ops);
  if (!ops) return gpuopt__oom(ctx, who);
  LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
  gpuopt_status st = GPUOPT_OK;
  for (unsigned i = 0; i < n && !st; i++) {
    unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
    if (k == 0) continue;
    LLVMValueRef *f = malloc(k * sizeof *f);
    if (!f) {
      st = gpuopt__oom(ctx, who);
      break;
    }
    LLVMGetMDNodeOperands(ops[i], f);
    int ok = (k % 2) == 1;
    for (unsigned j = 1; ok && j + 1 < k; j += 2)
      ok = f[j] && LLVMIsAMDString(f[j]) && f[j + 1] && LLVMIsAConstantInt(f[j + 1]);
    free(f);
    if (!ok)
      st = gpuopt__fail(ctx, GPUOPT_EUNSUPPORTED,
                        "%s: !nvvm.annotations entry %u is malformed: expected !{<global>, !\"key\", i32 <value>, ...} "
                        "with string keys each followed by an integer",
                        who, i);
  }
  free(ops);
  return st;
}

gpuopt_status gpuopt__ptx_screen(gpuopt_ctx *ctx, LLVMModuleRef m, const char *who) {
  gpuopt_status st = screen_annotations(ctx, m, who);
  if (st) return st;
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    size_t n = 0;
    const char *name = LLVMGetValueName2(g, &n);
    if (bad_symbol(g, name, n)) return unsupported(ctx, who, g, "a symbol name with characters PTX identifiers cannot hold");
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    LLVMValueRef init = LLVMGetInitializer(g);
    if (as != 0 && as != 1 && as != 3 && as != 4 && as != 5)
      return unsupported(ctx, who, g, "a global in an address space with no PTX state space (expected 0, 1, 3, 4 or 5)");
    if ((as == 3 || as == 5) && init && !LLVMIsUndef(init) && !LLVMIsPoison(init) && !LLVMIsNull(init))
      return unsupported(ctx, who, g, "an initial value on a shared or local (addrspace 3/5) variable");
    if (scalable(LLVMGlobalGetValueType(g), 0)) return unsupported(ctx, who, g, "a scalable vector type");
    unsigned budget = 4096;
    if (init && bad_cast_in(init, 0, &budget))
      return unsupported(ctx, who, g, "an addrspacecast constant other than generic to or from global, shared, const or local");
  }
  for (LLVMValueRef a = LLVMGetFirstGlobalAlias(m); a; a = LLVMGetNextGlobalAlias(a)) {
    LLVMValueRef t = LLVMAliasGetAliasee(a);
    if (!t || !LLVMIsAFunction(t) || LLVMIsDeclaration(t) || gpuopt_is_kernel(t))
      return unsupported(ctx, who, a, "an alias whose aliasee is not a non-kernel function definition");
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    size_t n = 0;
    const char *name = LLVMGetValueName2(f, &n);
    if (bad_symbol(f, name, n)) return unsupported(ctx, who, f, "a symbol name with characters PTX identifiers cannot hold");
    if (scalable(LLVMGlobalGetValueType(f), 0)) return unsupported(ctx, who, f, "a scalable vector type");
    if (LLVMHasPrefixData(f) || LLVMHasPrologueData(f))
      return unsupported(ctx, who, f, "function prefix or prologue data (PTX has no place for it)");
    if (!LLVMGetIntrinsicID(f) && !signature_ok(LLVMGlobalGetValueType(f)))
      return unsupported(ctx, who, f, "a parameter or return type wider than 64 bits other than i128 (or i128 in an array or vector)");
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        if (op == LLVMIndirectBr) return unsupported(ctx, who, i, "an indirect branch");
#if GPUOPT_LLVM_VERSION < 20
        if ((op == LLVMLoad || op == LLVMStore) && LLVMGetOrdering(i) > LLVMAtomicOrderingMonotonic)
          return unsupported(ctx, who, i, "an atomic load or store stronger than monotonic");
#endif
        if (scalable(LLVMTypeOf(i), 0)) return unsupported(ctx, who, i, "a scalable vector type");
        if (op == LLVMCall) {
          LLVMValueRef callee = LLVMGetCalledValue(i);
          int is_asm = callee && LLVMIsAInlineAsm(callee);
          int intrinsic = callee && LLVMIsAFunction(callee) && LLVMGetIntrinsicID(callee);
          size_t cn = 0;
          const char *cname = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &cn) : NULL;
          if (cname && cn >= 14 && (strncmp(cname, "llvm.stacksave", 14) == 0 || strncmp(cname, "llvm.stackrestore", 17) == 0))
            return unsupported(ctx, who, i, "llvm.stacksave/llvm.stackrestore");
          if (!intrinsic && !is_asm && !signature_ok(LLVMGetCalledFunctionType(i)))
            return unsupported(ctx, who, i, "a call with an argument or result type wider than 64 bits other than i128 "
                                            "(or i128 in an array or vector)");
          if (is_asm) {
            if (!asm_operands_ok(callee))
              return unsupported(ctx, who, i, "inline asm that refers to an operand it does not have");
            if (!asm_constraints_ok(callee))
              return unsupported(ctx, who, i, "an inline asm constraint NVPTX does not lower (expected ~{clobber} "
                                              "or [=][&][*] and one of b c h r l q f d N i n m or an operand number)");
            int ok = asm_type_ok(LLVMTypeOf(i), 0);
            for (unsigned a = 0; ok && a < LLVMGetNumArgOperands(i); a++) ok = asm_type_ok(LLVMTypeOf(LLVMGetOperand(i, (unsigned)a)), 1);
            if (!ok) return unsupported(ctx, who, i, "inline asm with an operand type no PTX register holds");
          }
        }
        if (op == LLVMAddrSpaceCast && !addrspacecast_ok(i))
          return unsupported(ctx, who, i, "an addrspacecast other than generic to or from global, shared, const or local");
        int k = LLVMGetNumOperands(i);
        for (int o = 0; o < k; o++) {
          LLVMValueRef v = LLVMGetOperand(i, o);
          unsigned budget = 256;
          if (bad_cast_in(v, 0, &budget))
            return unsupported(ctx, who, i, "an addrspacecast constant other than generic to or from global, shared, const or local");
          if (v && LLVMIsABlockAddress(v)) return unsupported(ctx, who, i, "a blockaddress");
          if (v && scalable(LLVMTypeOf(v), 0)) return unsupported(ctx, who, i, "a scalable vector type");
        }
      }
  }
  return GPUOPT_OK;
}
