; gpuopt ptx/opt --spill-feedback (issue 17): ptxas spills clang -O3's nchw_transpose at
; --maxrregcount 24 (16 B stack frame) and div-spill at the cap does not fire (the model sees 18
; registers: what ptxas needs beyond them around the bypassed 64-bit divisions is not a constant);
; the feedback's candidates at budgets below the cap do, and the kernel keeps the one with the least
; local memory; signed_bins (no spill) is left alone. The chosen PTX assembles with that stack frame.
; REQUIRES: ptxas
; RUN: %gpuopt ptx --sm sm_90 --spill-feedback --max-registers 24 %S/Inputs/divide-index-O3.ll -o %t.ptx 2> %t.log
; RUN: FileCheck %s --check-prefix=FB < %t.log
; RUN: %ptxas -arch=sm_90 -v --maxrregcount 24 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
; FB: gpuopt: spill feedback ({{.*}}ptxas -arch=sm_90 --maxrregcount 24): {{[0-9]+}} candidates
; FB-DAG: nchw_transpose: chose div-spill budget {{[0-9]+}}: stack 8 B, spill st+ld 16 B, {{.*}}(ptxas alone: stack 16 B, spill st+ld 32 B,
; FB-DAG: signed_bins: no spill under the cap, left as is
; PTXAS: Function properties for nchw_transpose
; PTXAS-NEXT: 8 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads
;
; Plain div-spill at the cap leaves the kernel as it is (the model's pressure fits):
; RUN: %gpuopt ptx --sm sm_90 -p div-spill --max-registers 24 %S/Inputs/divide-index-O3.ll -o %t.plain.ptx
; RUN: %ptxas -arch=sm_90 -v --maxrregcount 24 %t.plain.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PLAIN
; PLAIN: Function properties for nchw_transpose
; PLAIN-NEXT: 16 bytes stack frame
;
; gpuopt opt: the same choice in the IR (div-spill's rewrites in nchw_transpose only)
; RUN: %gpuopt opt -p div-spill --spill-feedback --max-registers 24 %S/Inputs/divide-index-O3.ll -o %t.ll 2> %t.optlog
; RUN: FileCheck %s --check-prefix=FB < %t.optlog
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; IR: define {{.*}} @nchw_transpose(
; IR: divspill
; IR: define {{.*}} @signed_bins(
; IR-NOT: divspill
; IR-NOT: nvvm.maxnreg
;
; clang -O3's transpose: the model counts llc's induction variables for the unrolled copies of its
; `j += blockDim.y` loops (29 registers, was 17), so plain div-spill fires at cap 24 and ptxas no
; longer spills (8 B stack before); with feedback, plain div-spill's result is among the best.
; RUN: %gpuopt ptx --sm sm_90 -p div-spill --max-registers 24 %S/Inputs/transpose-O3.ll -o %t.tr.ptx
; RUN: %ptxas -arch=sm_90 -v --maxrregcount 24 %t.tr.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=TR
; RUN: %gpuopt ptx --sm sm_90 --spill-feedback --max-registers 24 %S/Inputs/transpose-O3.ll -o %t.trfb.ptx 2>&1 | FileCheck %s --check-prefix=TRFB
; TR: Function properties for transpose{{$}}
; TR-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
; TRFB: transpose: chose div-spill budget {{[0-9]+}}: stack 0 B, spill st+ld 0 B, {{.*}}(ptxas alone: stack 8 B,
