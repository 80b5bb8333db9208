; loop-slot.ll's kernel after div-spill, through gpuopt's PTX emitter and ptxas: the loop-carried
; warp slot becomes bar.warp.sync and st.volatile.shared in the loop, ld.volatile.shared at the uses,
; and the PTX assembles for sm_90 (skipped, as UNSUPPORTED, without ptxas).
; REQUIRES: ptxas
; RUN: %gpuopt opt -p div-spill --max-registers 4 --min-registers 1 %S/loop-slot.ll -o %t.ll
; RUN: %gpuopt ptx --sm sm_90 %t.ll -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; CHECK: bar.warp.sync
; CHECK: st.volatile.shared.{{[ub]}}32
; CHECK: ld.volatile.shared.{{[ub]}}32
