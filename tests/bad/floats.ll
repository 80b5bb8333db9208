target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, half %h, bfloat %b, double %d, float %f) {
entry:
  %x = fpext half %h to float
  %y = fpext bfloat %b to float
  %z = fdiv float %x, 0.0
  %w = frem float %z, %y
  %n = fadd float %w, 0x7FF8000000000000
  %i = fptosi float %n to i32
  %u = fptoui double %d to i64
  %dd = fmul fast double %d, 0x7FF0000000000000
  %sq = call float @llvm.sqrt.f32(float %f)
  %fm = call double @llvm.fma.f64(double %dd, double %d, double -0.0)
  %c = fcmp uno double %fm, %fm
  %s = select i1 %c, i32 %i, i32 7
  store i32 %s, ptr %p
  %q = getelementptr i8, ptr %p, i64 8
  store i64 %u, ptr %q
  %r = getelementptr i8, ptr %p, i64 16
  store float %sq, ptr %r
  %hh = fptrunc double %fm to half
  store half %hh, ptr %p
  ret void
}
declare float @llvm.sqrt.f32(float)
declare double @llvm.fma.f64(double, double, double)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
