; gpuopt run --sectors: per warp-level global access, the distinct 32-byte sectors its active lanes
; touch (the coalescing figure without a GPU). Grid 2 x block 64 = 4 warps; i = ctaid*ntid + tid.
; Coalesced i32: 32 lanes x 4 B = 128 B = 4 sectors per request.
; RUN: %gpuopt run --emulate --sectors --kernel copy --grid 2 --block 64 --arg i32[128]:iota --arg i32[128]:zero %s | FileCheck %s --check-prefix=COPY
; COPY: sectors: loads 4 requests, 16 sectors (4.00 per request); stores 4 requests, 16 sectors (4.00 per request)
; Stride 2 (a[2i]): 256 B per warp = 8 sectors; stores stay coalesced.
; RUN: %gpuopt run --emulate --sectors --kernel stride2 --grid 2 --block 64 --arg i32[256]:iota --arg i32[128]:zero %s | FileCheck %s --check-prefix=STRIDE2
; STRIDE2: sectors: loads 4 requests, 32 sectors (8.00 per request); stores 4 requests, 16 sectors (4.00 per request)
; A column (a[32i], rows of 128 B): every lane its own sector.
; RUN: %gpuopt run --emulate --sectors --kernel column --grid 2 --block 64 --arg i32[4096]:iota --arg i32[128]:zero %s | FileCheck %s --check-prefix=COLUMN
; COLUMN: sectors: loads 4 requests, 128 sectors (32.00 per request); stores 4 requests, 16 sectors (4.00 per request)
; One element for all lanes (a[0]): 1 sector; off by one element (a[i+1]): bytes 4..131 span 5 sectors.
; RUN: %gpuopt run --emulate --sectors --kernel bcast_shift --grid 2 --block 64 --arg i32[129]:iota --arg i32[128]:zero %s | FileCheck %s --check-prefix=SHIFT
; SHIFT: sectors: loads 8 requests, 24 sectors (3.00 per request); stores 4 requests, 16 sectors (4.00 per request)
; f64: 256 B = 8 sectors; half the lanes active (tid % 32 < 16): 2 sectors for i32; atomics to one word: 1.
; RUN: %gpuopt run --emulate --sectors --kernel mixed --grid 2 --block 64 --arg f64[128]:iota --arg i32[128]:zero --arg i32[1]:zero %s | FileCheck %s --check-prefix=MIXED
; MIXED: sectors: loads 4 requests, 32 sectors (8.00 per request); stores 8 requests, 12 sectors (1.50 per request)
target triple = "nvptx64-nvidia-cuda"

define i32 @gid() {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bn = mul i32 %b, %n
  %i = add i32 %bn, %t
  ret i32 %i
}

define void @copy(ptr %a, ptr %b) {
  %i = call i32 @gid()
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %b, i32 %i
  store i32 %v, ptr %q, align 4
  ret void
}

define void @stride2(ptr %a, ptr %b) {
  %i = call i32 @gid()
  %j = shl i32 %i, 1
  %p = getelementptr inbounds i32, ptr %a, i32 %j
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %b, i32 %i
  store i32 %v, ptr %q, align 4
  ret void
}

define void @column(ptr %a, ptr %b) {
  %i = call i32 @gid()
  %j = shl i32 %i, 5
  %p = getelementptr inbounds i32, ptr %a, i32 %j
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %b, i32 %i
  store i32 %v, ptr %q, align 4
  ret void
}

define void @bcast_shift(ptr %a, ptr %b) {
  %i = call i32 @gid()
  %v0 = load i32, ptr %a, align 4
  %j = add i32 %i, 1
  %p = getelementptr inbounds i32, ptr %a, i32 %j
  %v1 = load i32, ptr %p, align 4
  %v = add i32 %v0, %v1
  %q = getelementptr inbounds i32, ptr %b, i32 %i
  store i32 %v, ptr %q, align 4
  ret void
}

define void @mixed(ptr %a, ptr %b, ptr %c) {
  %i = call i32 @gid()
  %p = getelementptr inbounds double, ptr %a, i32 %i
  %v = load double, ptr %p, align 8
  %x = fptosi double %v to i32
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %lo = icmp ult i32 %lane, 16
  br i1 %lo, label %half, label %join
half:
  %q = getelementptr inbounds i32, ptr %b, i32 %i
  store i32 %x, ptr %q, align 4
  br label %join
join:
  %old = atomicrmw add ptr %c, i32 1 monotonic
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @copy, !"kernel", i32 1}
!1 = !{ptr @stride2, !"kernel", i32 1}
!2 = !{ptr @column, !"kernel", i32 1}
!3 = !{ptr @bcast_shift, !"kernel", i32 1}
!4 = !{ptr @mixed, !"kernel", i32 1}
