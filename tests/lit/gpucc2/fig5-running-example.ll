; gpucc §3.4, Figs. 5-6: the running example. The 3x3 submatrix loop of Fig. 6, fully unrolled and
; computed naively as in Fig. 5a: p_xy = &a[(c + y) + (b + x) * n], each on its own.
; After sep-const-offset, slsr, global-reassoc and cleanup (Fig. 5d): one multiplication (b*n)
; remains, five integer/address instructions have a variable operand (b*n, p0 and its add, which
; instcombine turns into two GEPs, p3 = &p0[n], p6 = &p3[n]), and p1, p2, p4, p5, p7, p8 are
; constant byte offsets from p0, p3, p6. After cleanup alone, 21 such instructions remain (19 with
; LLVM 22, whose instcombine splits &a[c + m] as &(&a[c])[m], letting GVN share &a[c];
; the unit test gpucc2_fig5_counts checks the exact count per LLVM version).
; RUN: %gpuopt opt -p sep-const-offset,slsr,global-reassoc,cleanup %s | FileCheck %s
; RUN: %gpuopt opt -p sep-const-offset,slsr,global-reassoc,cleanup %s | grep -E ' = (add|sub|mul|shl|or|getelementptr) ' \
; RUN:   | grep -vcE 'getelementptr i8, ptr addrspace\(1\) %[a-z0-9]+, i64 -?[0-9]+$' | FileCheck --check-prefix=VARIABLE %s
; RUN: %gpuopt opt -p cleanup %s | grep -cE ' = (add|sub|mul|shl|or|getelementptr) ' | FileCheck --check-prefix=CLEANUP %s
; RUN: %gpuopt ptx -p sep-const-offset,slsr,global-reassoc,cleanup -o %t.ptx %s
; RUN: FileCheck --check-prefix=PTX %s < %t.ptx

; CHECK-LABEL: define void @fig5(
; CHECK:     mul i64 %b, %n
; CHECK-NOT: mul
; CHECK:     %p1 = getelementptr i8, ptr addrspace(1) %p0, i64 4
; CHECK:     %p2 = getelementptr i8, ptr addrspace(1) %p0, i64 8
; CHECK:     %p3 = getelementptr float, ptr addrspace(1) %p0, i64 %n
; CHECK:     %p4 = getelementptr i8, ptr addrspace(1) %p3, i64 4
; CHECK:     %p5 = getelementptr i8, ptr addrspace(1) %p3, i64 8
; CHECK:     %p6 = getelementptr float, ptr addrspace(1) %p3, i64 %n
; CHECK:     %p7 = getelementptr i8, ptr addrspace(1) %p6, i64 4
; CHECK:     %p8 = getelementptr i8, ptr addrspace(1) %p6, i64 8
; CHECK-NOT: mul
; CHECK:     ret void

; VARIABLE: {{^}}5{{$}}
; CLEANUP: {{^(21|19)$}}

; One multiplication in the PTX, and the constant offsets folded into the loads.
; PTX:     mul.lo.s64
; PTX-NOT: mul.lo
; PTX:     ld.global.{{[fb]}}32 {{%[rf][0-9]+}}, [[[P0:%rd[0-9]+]]];
; PTX:     ld.global.{{[fb]}}32 {{%[rf][0-9]+}}, [[[P0]]+4];
; PTX:     ld.global.{{[fb]}}32 {{%[rf][0-9]+}}, [[[P0]]+8];
; PTX:     ld.global.{{[fb]}}32 {{%[rf][0-9]+}}, [[[P3:%rd[0-9]+]]];
; PTX:     ld.global.{{[fb]}}32 {{%[rf][0-9]+}}, [[[P3]]+4];
; PTX:     ld.global.{{[fb]}}32 {{%[rf][0-9]+}}, [[[P3]]+8];
; PTX-NOT: mul.lo

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @fig5(ptr addrspace(1) %a, i64 %b, i64 %c, i64 %n, ptr addrspace(1) %out) {
entry:
  %m0 = mul i64 %b, %n
  %i0 = add i64 %c, %m0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i0
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %cy1 = add i64 %c, 1
  %m1 = mul i64 %b, %n
  %i1 = add i64 %cy1, %m1
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %s1 = fadd float %v0, %v1
  %cy2 = add i64 %c, 2
  %m2 = mul i64 %b, %n
  %i2 = add i64 %cy2, %m2
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i2
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %s2 = fadd float %s1, %v2
  %bx3 = add i64 %b, 1
  %m3 = mul i64 %bx3, %n
  %i3 = add i64 %c, %m3
  %p3 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i3
  %v3 = load float, ptr addrspace(1) %p3, align 4
  %s3 = fadd float %s2, %v3
  %cy4 = add i64 %c, 1
  %bx4 = add i64 %b, 1
  %m4 = mul i64 %bx4, %n
  %i4 = add i64 %cy4, %m4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i4
  %v4 = load float, ptr addrspace(1) %p4, align 4
  %s4 = fadd float %s3, %v4
  %cy5 = add i64 %c, 2
  %bx5 = add i64 %b, 1
  %m5 = mul i64 %bx5, %n
  %i5 = add i64 %cy5, %m5
  %p5 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i5
  %v5 = load float, ptr addrspace(1) %p5, align 4
  %s5 = fadd float %s4, %v5
  %bx6 = add i64 %b, 2
  %m6 = mul i64 %bx6, %n
  %i6 = add i64 %c, %m6
  %p6 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i6
  %v6 = load float, ptr addrspace(1) %p6, align 4
  %s6 = fadd float %s5, %v6
  %cy7 = add i64 %c, 1
  %bx7 = add i64 %b, 2
  %m7 = mul i64 %bx7, %n
  %i7 = add i64 %cy7, %m7
  %p7 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i7
  %v7 = load float, ptr addrspace(1) %p7, align 4
  %s7 = fadd float %s6, %v7
  %cy8 = add i64 %c, 2
  %bx8 = add i64 %b, 2
  %m8 = mul i64 %bx8, %n
  %i8 = add i64 %cy8, %m8
  %p8 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i8
  %v8 = load float, ptr addrspace(1) %p8, align 4
  %s8 = fadd float %s7, %v8
  store float %s8, ptr addrspace(1) %out, align 4
  ret void
}
