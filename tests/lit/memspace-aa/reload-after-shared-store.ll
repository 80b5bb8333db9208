; gpucc §3.3: a reload through a global pointer after a store to shared memory. The shared array's
; address escapes (it is passed to a function), so generic alias analysis cannot separate the two;
; the kernel parameter is proven global and the store shared, so memspace-aa's scoped-noalias
; metadata lets LLVM's GVN (in cleanup) reuse the first load.
; RUN: %gpuopt opt -p memspace-aa,cleanup %s | FileCheck %s
; RUN: %gpuopt opt -p cleanup %s | FileCheck %s --check-prefix=NOAA
; RUN: %gpuopt difftest -p memspace-aa,cleanup --kernel reload --grid 2 --block 32 --arg i32[1]:rand --arg i32[1]:zero --arg i32:rand:0:127 --seeds 3 %s | FileCheck %s --check-prefix=DIFF
; DIFF: difftest: 3 runs, outputs identical
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [128 x i32] undef, align 4

@sink = internal addrspace(1) global ptr null

; The shared array's address escapes into global memory.
define void @escape(ptr %p) noinline {
  store ptr %p, ptr addrspace(1) @sink
  ret void
}

; CHECK-LABEL: define {{.*}}void @reload(
; CHECK: load i32, ptr %in
; CHECK-NOT: load i32, ptr %in
; CHECK: ret void
; NOAA-LABEL: define {{.*}}void @reload(
; NOAA: load i32, ptr %in
; NOAA: store i32
; NOAA: load i32, ptr %in
define void @reload(ptr %in, ptr %out, i32 %i) {
  call void @escape(ptr addrspacecast (ptr addrspace(3) @buf to ptr))
  %a = load i32, ptr %in, align 4
  %slot = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i32 0, i32 %i
  store i32 %i, ptr %slot, align 4
  %b = load i32, ptr %in, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr %out, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @reload, !"kernel", i32 1}
