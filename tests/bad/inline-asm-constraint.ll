; Inline asm constraint strings whose multi-letter forms run past their end: LLVM's text parser
; (InlineAsm::ConstraintInfo::Parse) builds a string of negative length for "=r@" and aborts with
; std::length_error (found by the IR fuzzer, fuzz-run ir). gpuopt_module_parse rejects them first.
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p) {
entry:
  %a = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %b = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r,@"()
  store i32 %a, ptr %p
  store i32 %b, ptr %p
  ret void
}
