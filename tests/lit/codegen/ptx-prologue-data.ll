; Function prologue and prefix data have no place in PTX; a prologue referring to its own function
; made LLVM 19's NVPTX printer recurse until the stack overflowed (found by ir_fuzzer on bitcode).
; gpuopt refuses both with a message; the same function without them compiles.
; RUN: %not %gpuopt ptx %s 2>&1 | FileCheck %s
; CHECK: gpuopt: error: gpuopt_emit_ptx: @f: function prefix or prologue data (PTX has no place for it)
; RUN: sed -e 's/ prologue ptr @f / /' %s > %t.ll
; RUN: %gpuopt ptx %t.ll | FileCheck %s --check-prefix=OK
; OK: .visible .func f()
; RUN: sed -e 's/ prologue ptr @f / prefix i32 7 /' %s > %t2.ll
; RUN: %not %gpuopt ptx %t2.ll 2>&1 | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() prologue ptr @f {
  ret void
}
