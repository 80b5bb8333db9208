target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @f(ptr)
declare i32 @g(i32, ...)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
