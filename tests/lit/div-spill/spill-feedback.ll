; gpuopt ptx/opt --spill-feedback (issue 17): ptxas spills clang -O3's transpose at --maxrregcount 24
; (8 B stack frame) and div-spill at the cap does not fire (the model sees 17 registers); the
; feedback's candidates at budgets below the cap do, and the kernel keeps the one without spills;
; transpose_naive (no spill) is left alone. The chosen PTX assembles without a stack frame.
; REQUIRES: ptxas
; RUN: %gpuopt ptx --sm sm_90 --spill-feedback --max-registers 24 %S/Inputs/transpose-O3.ll -o %t.ptx 2> %t.log
; RUN: FileCheck %s --check-prefix=FB < %t.log
; RUN: %ptxas -arch=sm_90 -v --maxrregcount 24 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
; FB: gpuopt: spill feedback ({{.*}}ptxas -arch=sm_90 --maxrregcount 24): {{[0-9]+}} candidates
; FB-DAG: transpose: chose div-spill budget {{[0-9]+}}: stack 0 B, spill st+ld 0 B, {{.*}}(ptxas alone: stack 8 B, spill st+ld {{[0-9]+}} B,
; FB-DAG: transpose_naive: no spill under the cap, left as is
; PTXAS: Function properties for transpose{{$}}
; PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
;
; Plain div-spill at the cap leaves the kernel as it is (the model's pressure fits):
; RUN: %gpuopt ptx --sm sm_90 -p div-spill --max-registers 24 %S/Inputs/transpose-O3.ll -o %t.plain.ptx
; RUN: %ptxas -arch=sm_90 -v --maxrregcount 24 %t.plain.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PLAIN
; PLAIN: Function properties for transpose{{$}}
; PLAIN-NEXT: 8 bytes stack frame
;
; gpuopt opt: the same choice in the IR (div-spill's rewrites in transpose only)
; RUN: %gpuopt opt -p div-spill --spill-feedback --max-registers 24 %S/Inputs/transpose-O3.ll -o %t.ll 2> %t.optlog
; RUN: FileCheck %s --check-prefix=FB < %t.optlog
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; IR: define {{.*}} @transpose(
; IR: divspill
; IR: define {{.*}} @transpose_naive(
; IR-NOT: divspill
; IR-NOT: nvvm.maxnreg
