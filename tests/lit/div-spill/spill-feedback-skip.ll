; --spill-feedback without ptxas (GPUOPT_PTXAS=none): "skipped" with the reason, and the command
; behaves as without feedback: gpuopt ptx without div-spill in its pipeline emits the input's PTX,
; gpuopt opt -p div-spill runs div-spill as usual. Without --max-registers it is a usage error.
; RUN: env GPUOPT_PTXAS=none %gpuopt ptx --sm sm_90 --spill-feedback --max-registers 24 %S/Inputs/transpose-O3.ll -o %t.fb.ptx 2> %t.log
; RUN: FileCheck %s --check-prefix=SKIP < %t.log
; RUN: %gpuopt ptx --sm sm_90 %S/Inputs/transpose-O3.ll -o %t.plain.ptx
; RUN: cmp %t.fb.ptx %t.plain.ptx
; SKIP: gpuopt: spill feedback: skipped (no ptxas: set GPUOPT_PTXAS, CUDA_PATH or PATH); div-spill as without feedback
; RUN: env GPUOPT_PTXAS=none %gpuopt opt -p div-spill --spill-feedback --max-registers 8 --min-registers 1 %S/Inputs/transpose-O3.ll -o %t.fb.ll 2> /dev/null
; RUN: %gpuopt opt -p div-spill --max-registers 8 --min-registers 1 %S/Inputs/transpose-O3.ll -o %t.plain.ll
; RUN: cmp %t.fb.ll %t.plain.ll
; RUN: %not %gpuopt ptx --spill-feedback %S/Inputs/transpose-O3.ll 2>&1 | FileCheck %s --check-prefix=USAGE
; RUN: %not %gpuopt opt -p div-spill,cleanup --spill-feedback --max-registers 24 %S/Inputs/transpose-O3.ll 2>&1 | FileCheck %s --check-prefix=LAST
; USAGE: --spill-feedback needs --max-registers N
; LAST: div-spill must be the last step
; A ptxas that rejects the PTX without div-spill (here /bin/false): skipped as well, plain output.
; RUN: env GPUOPT_PTXAS=/bin/false %gpuopt ptx --sm sm_90 --spill-feedback --max-registers 24 %S/Inputs/transpose-O3.ll -o %t.bad.ptx 2> %t.badlog
; RUN: FileCheck %s --check-prefix=BAD < %t.badlog
; RUN: cmp %t.bad.ptx %t.plain.ptx
; BAD: gpuopt: spill feedback: skipped (/bin/false rejected the PTX without div-spill, exit status 1)
