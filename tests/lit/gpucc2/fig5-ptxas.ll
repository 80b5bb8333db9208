; REQUIRES: ptxas
; gpucc §3.4, Fig. 5: the PTX gpuopt emits for the running example after the gpucc preset
; assembles with ptxas for sm_90, and keeps one multiplication and the [reg+imm] loads.
; RUN: %gpuopt ptx -p gpucc -o %t.ptx %S/fig5-running-example.ll
; RUN: %ptxas -arch=sm_90 -o %t.cubin %t.ptx
; RUN: FileCheck %s < %t.ptx
; CHECK:     mul.lo.s64
; CHECK-NOT: mul.lo
; CHECK:     ld.global.{{[fb]}}32 {{%[rf][0-9]+}}, [{{%rd[0-9]+}}+4];
; CHECK:     ld.global.{{[fb]}}32 {{%[rf][0-9]+}}, [{{%rd[0-9]+}}+8];
