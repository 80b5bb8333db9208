; gpucc §3.5, Fig. 7: speculative execution hoists p = &a[i] and q = &a[i+j] out of their
; conditional blocks (Fig. 7b); then q is dominated by p and the straight-line optimizations
; compute it from p (Fig. 7c: q = &p[j]). No load moves.
; RUN: %gpuopt opt -p speculate %s | FileCheck %s --check-prefix=SPEC
; RUN: %gpuopt opt -p speculate,sep-const-offset,slsr,global-reassoc,cleanup %s | FileCheck %s --check-prefix=OPT
; RUN: %gpuopt opt -p gpucc %s | FileCheck %s --check-prefix=OPT
; RUN: %gpuopt opt -p speculate,global-reassoc %s | FileCheck %s --check-prefix=GR
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @fig7(ptr addrspace(1) %a, i64 %i, i64 %j, i1 %b, i1 %c, ptr addrspace(1) %out) {
entry:
  br i1 %b, label %then1, label %join1
then1:
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %u = load float, ptr addrspace(1) %p, align 4
  store float %u, ptr addrspace(1) %out, align 4
  br label %join1
join1:
  br i1 %c, label %then2, label %join2
then2:
  %ij = add nsw i64 %i, %j
  %q = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ij
  %v = load float, ptr addrspace(1) %q, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %v, ptr addrspace(1) %o1, align 4
  br label %join2
join2:
  ret void
}

; SPEC-LABEL: entry:
; SPEC-NEXT:    %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
; SPEC-NEXT:    %ij = add nsw i64 %i, %j
; SPEC-NEXT:    %q = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ij
; SPEC-NEXT:    %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
; SPEC-NEXT:    br i1 %b, label %then1, label %join1
; SPEC-LABEL: then1:
; SPEC-NEXT:    %u = load float, ptr addrspace(1) %p
; SPEC-NEXT:    store float %u
; SPEC-LABEL: then2:
; SPEC-NEXT:    %v = load float, ptr addrspace(1) %q
; SPEC-NEXT:    store float %v

; OPT-LABEL: entry:
; OPT:         %p = getelementptr {{.*}}float, ptr addrspace(1) %a, i64 %i
; OPT:         %q = getelementptr float, ptr addrspace(1) %p, i64 %j
; OPT:         load float, ptr addrspace(1) %p
; OPT:         load float, ptr addrspace(1) %q

; GR-LABEL: entry:
; GR:         %p = getelementptr {{(inbounds )?}}float, ptr addrspace(1) %a, i64 %i
; GR:         %q = getelementptr float, ptr addrspace(1) %p, i64 %j
; GR:         br i1 %b
