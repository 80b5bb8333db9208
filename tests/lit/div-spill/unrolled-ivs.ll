; The register-pressure model counts llc's loop strength reduction on unrolled copies with a
; non-constant step (issue 17): clang -O3 unrolls transpose's `for (j = 0; j < 32; j += blockDim.y)`
; four times; the copies j, j + s, j + 2s, j + 3s (s = ntid.y) each feed a row compare (one 32-bit
; loop invariant per copy in llc's output) and a shared-memory address (one 64-bit induction variable
; per copy): 4 x (1 + 2) = 12 registers live across the loop that no SSA value stands for.
; 17 -> 29; transpose_naive (no loop) stays 4.
; RUN: %gpuopt analyze --regpressure %S/Inputs/transpose-O3.ll | FileCheck %s
; CHECK: function transpose (kernel)
; CHECK-NEXT: register pressure: 29 (
; CHECK: function transpose_naive (kernel)
; CHECK-NEXT: register pressure: 4 (
