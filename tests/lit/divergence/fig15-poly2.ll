; Fig. 15 of Sampaio et al.: i0 = n*tid and k = (tid+1)*n have no integer tid coefficient, so the
; degree-1 analysis gives (⊥, 0) and (⊥, ⊥); the degree-2 analysis (poly2) knows the tid^2
; coefficient is 0 for n, i0, i1, i2 and k (Theorem 3.5): (0, ⊥, 0), (0, ⊥, ⊥), ... and, as the
; paper says, flags them as affine functions of Tid: the tid coefficient is uniform but unknown
; (null, with "tid_coef_uniform": true), and the store through &m[i1] is strided with an unknown
; stride. Degree 1 (affine mode) keeps Fig. 15's second column: divergent.
; RUN: %gpuopt analyze --divergence=poly2 --json %s | FileCheck %s --check-prefix=P2
; RUN: %gpuopt analyze --divergence=affine --json %s | FileCheck %s --check-prefix=P1
; RUN: %gpuopt analyze --divergence=poly2 %s | FileCheck %s --check-prefix=TEXT
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @s(ptr %m, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i0 = mul nsw i32 %n, %tid
  %t1 = add nsw i32 %tid, 1
  %k = mul nsw i32 %t1, %n
  br label %header
header:
  %i1 = phi i32 [ %i0, %entry ], [ %i2, %body ]
  %lt = icmp slt i32 %i1, %k
  br i1 %lt, label %body, label %exit
body:
  %idx = sext i32 %i1 to i64
  %p = getelementptr inbounds i32, ptr %m, i64 %idx
  store i32 1, ptr %p, align 4
  %i2 = add nsw i32 %i1, 1
  br label %header
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @s, !"kernel", i32 1}

; P2: "n":{"state":"uniform","tid2_coef":0,"tid_coef":0,"const":null}
; P2: "i0":{"state":"affine","tid2_coef":0,"tid_coef":null,"tid_coef_uniform":true,"const":0}
; P2: "k":{"state":"affine","tid2_coef":0,"tid_coef":null,"tid_coef_uniform":true,"const":null}
; P2: "i1":{"state":"affine","tid2_coef":0,"tid_coef":null,"tid_coef_uniform":true,"const":null}
; P2: "lt":{"state":"divergent"
; P2: "i2":{"state":"affine","tid2_coef":0,"tid_coef":null,"tid_coef_uniform":true,"const":null}
; P2: "accesses":[{"block":"body","opcode":"store","pattern":"strided","stride":null,"size":4}]

; P1: "n":{"state":"uniform","tid_coef":0,"const":null}
; P1: "i0":{"state":"divergent","tid_coef":null,"const":0}
; P1: "k":{"state":"divergent","tid_coef":null,"const":null}
; P1: "i1":{"state":"divergent","tid_coef":null,"const":null}
; P1: "accesses":[{"block":"body","opcode":"store","pattern":"divergent","stride":null,"size":4}]

; TEXT: value %i0: affine 0*tid^2 + ?*tid + 0 (tid coefficient uniform, unknown)
; TEXT: value %i1: affine 0*tid^2 + ?*tid + ? (tid coefficient uniform, unknown)
; TEXT: branch %header: divergent
; TEXT: access store in %body: strided stride ? (uniform, unknown) size 4
