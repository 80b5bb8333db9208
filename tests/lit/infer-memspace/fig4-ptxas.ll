; gpucc Fig. 4 through gpuopt's PTX emitter and ptxas: the transformed kernel's PTX loads from
; shared memory with ld.shared and stores with st.global, and assembles for sm_90. At -O0 the NVPTX
; back end runs no address-space inference of its own, so the spaces come from infer-memspace.
; REQUIRES: ptxas
; RUN: %gpuopt ptx -O0 -p infer-memspace %S/fig4-pointer-iv.ll -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %gpuopt ptx -O0 %S/fig4-pointer-iv.ll | FileCheck %s --check-prefix=BASE
; CHECK: ld.shared.{{[fb]}}32
; CHECK: st.global.{{[fb]}}32
; BASE-NOT: ld.shared
; BASE-NOT: st.global
