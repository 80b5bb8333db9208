; An unknown pass name is an error that names it and lists the known ones; nothing runs.
; RUN: %not %gpuopt opt -p cleanup,frobnicate %s 2>&1 | FileCheck %s
; CHECK: gpuopt: error: gpuopt_run_pipeline: unknown pass 'frobnicate'; known passes: verify, cleanup
; RUN: %not %gpuopt opt -p 'cleanup,,verify' %s 2>&1 | FileCheck %s --check-prefix=EMPTY
; EMPTY: empty pass name at offset 8
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
