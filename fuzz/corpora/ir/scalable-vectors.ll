target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define <vscale x 4 x i32> @f(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
entry:
  %c = add <vscale x 4 x i32> %a, %b
  ret <vscale x 4 x i32> %c
}
