target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global [16 x i32] zeroinitializer
@c = addrspace(4) constant [2 x i64] [i64 1, i64 2]
@al = alias i32, ptr addrspace(1) @g
define void @k(ptr %p, i64 %i) {
entry:
  %a = ptrtoint ptr %p to i64
  %b = add i64 %a, %i
  %q = inttoptr i64 %b to ptr
  %g = addrspacecast ptr addrspace(1) @g to ptr
  %h = addrspacecast ptr %g to ptr addrspace(3)
  %h2 = addrspacecast ptr addrspace(3) %h to ptr
  %s = select i1 true, ptr %q, ptr %h2
  %w = getelementptr i8, ptr %s, i64 -9223372036854775808
  %w2 = getelementptr inbounds [16 x i32], ptr %w, i64 4611686018427387904, i64 %i
  %cv = load i64, ptr addrspace(4) getelementptr ([2 x i64], ptr addrspace(4) @c, i64 0, i64 1)
  store i64 %cv, ptr %w2
  %n = load i32, ptr null
  store i32 %n, ptr addrspace(1) @al
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
