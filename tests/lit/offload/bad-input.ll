; Bad input gets a status and a message: a device module is not a host module; a missing file.
; RUN: %not %gpuopt offload %s 2>&1 | FileCheck %s
; RUN: %not %gpuopt offload %t.missing.ll 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: %not %gpuopt offload 2>&1 | FileCheck %s --check-prefix=USAGE
; CHECK: gpuopt: error: gpuopt_offload: 'nvptx64-nvidia-cuda' is a device triple; expected a host module
; MISSING: gpuopt: error:
; USAGE: gpuopt: error: no input file
target triple = "nvptx64-nvidia-cuda"
define void @k() {
  ret void
}
