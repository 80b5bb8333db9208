; No-wrap facts proved by the range analysis (issue 17, "precision on real clang output"): clang -O3
; computes blockIdx.x*blockDim.x + threadIdx.x in unsigned 32-bit arithmetic without nsw, then
; sign-extends. The sext keeps the affine value only where the add provably cannot wrap: with launch
; limits (--max-grid/--max-block, launch bounds) the range analysis proves it; without them the
; access is divergent and the report names the value and the fact that would make it coalesced.
; A guard that bounds the value from both sides (@guarded: -100 < i < n) proves it by the span rule
; even when lanes do wrap (they are excluded); a one-sided guard (@unguarded, @grid) does not.
; scripts/divcheck-lit runs @guarded and @unguarded with base = 2^31 - 48, so lanes do wrap.
; RUN: %gpuopt analyze --divergence %s | FileCheck %s --check-prefix=DEF
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s --check-prefix=JSON
; RUN: %gpuopt analyze --divergence --max-grid 65535 %s | FileCheck %s --check-prefix=GRID
; RUN: %gpuopt analyze --divergence --max-grid 4194304 --max-block 512 %s | FileCheck %s --check-prefix=BIG
; RUN: %gpuopt analyze --divergence --max-grid 4194304 --max-block 511 %s | FileCheck %s --check-prefix=GRID
; RUN: %gpuopt analyze --divergence=affine,nowrap %s | FileCheck %s --check-prefix=NOWRAP
; RUN: %not %gpuopt analyze --divergence --max-grid 0 %s 2>&1 | FileCheck %s --check-prefix=BAD
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @grid(ptr %a, i32 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %i = add i32 %mul, %tid
  %c = icmp slt i32 %i, %n
  br i1 %c, label %then, label %exit
then:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  store float 1.0, ptr %p, align 4
  br label %exit
exit:
  ret void
}

define void @guarded(ptr %out, i32 %base, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %base, %tid
  %c1 = icmp sgt i32 %i, -100
  %c2 = icmp slt i32 %i, %n
  %c = and i1 %c1, %c2
  br i1 %c, label %then, label %exit
then:
  %s = sext i32 %i to i64
  %t64 = zext i32 %tid to i64
  %p = getelementptr inbounds i64, ptr %out, i64 %t64
  store i64 %s, ptr %p, align 8
  br label %exit
exit:
  ret void
}

define void @unguarded(ptr %out, i32 %base, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %base, %tid
  %c = icmp slt i32 %i, %n
  br i1 %c, label %then, label %exit
then:
  %s = sext i32 %i to i64
  %t64 = zext i32 %tid to i64
  %p = getelementptr inbounds i64, ptr %out, i64 %t64
  store i64 %s, ptr %p, align 8
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @grid, !"kernel", i32 1}
!1 = !{ptr @guarded, !"kernel", i32 1}
!2 = !{ptr @unguarded, !"kernel", i32 1}

; DEF-LABEL: function grid
; DEF: value %idx: divergent
; DEF: access store in %then: divergent size 4
; DEF: missing fact: store in %then would be coalesced (stride 4) if %i cannot wrap: needs blockDim.x*gridDim.x - 1 <= 2147483647
; DEF-LABEL: function guarded
; DEF: value %s: affine 1*tid + ?
; DEF-NOT: missing fact
; DEF-LABEL: function unguarded
; DEF: value %s: divergent
; DEF-NOT: missing fact

; JSON: "accesses":[{"block":"then","opcode":"store","pattern":"divergent"
; JSON-SAME: "missing_facts":[{"access":0,"block":"then","opcode":"store","would_be":"coalesced","stride":4,"value":"i","needs":"blockDim.x*gridDim.x - 1 <= 2147483647"}]

; 1024 * 65535 < 2^31: proved
; GRID-LABEL: function grid
; GRID: value %idx: affine 1*tid + ?
; GRID: access store in %then: coalesced stride 4 size 4
; GRID-NOT: missing fact
; GRID-LABEL: function guarded

; 512 * 4194304 = 2^31: blockIdx.x*blockDim.x + threadIdx.x reaches 2^31 - 1 at most, still proved
; BIG-LABEL: function grid
; BIG: access store in %then: coalesced stride 4 size 4

; NOWRAP-LABEL: function grid
; NOWRAP: access store in %then: coalesced stride 4 size 4
; NOWRAP-NOT: missing fact
; NOWRAP-LABEL: function unguarded
; NOWRAP: value %s: affine 1*tid + ?

; BAD: --max-grid '0': expected X[,Y[,Z]]
