target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
entry:
  store i32 1, ptr addrspace(1) %p
  ret void
}
