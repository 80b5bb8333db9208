target triple = "x86_64-unknown-linux-gnu"
define void @k(ptr %p) {
entry:
  store i32 1, ptr %p
  ret void
}
