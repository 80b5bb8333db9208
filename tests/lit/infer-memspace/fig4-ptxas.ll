; gpucc Fig. 4 through ptxas: the PTX of the transformed kernel assembles for sm_90 and loads from
; shared memory with ld.shared.
; REQUIRES: ptxas
; RUN: %gpuopt opt -p infer-memspace %S/fig4-pointer-iv.ll | %llvm-bindir/llc -O0 -march=nvptx64 -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; CHECK: ld.shared.{{[fb]}}32
