; Fig. 4's rules and their extension to LLVM's integer arithmetic: [Const], [Sym] (arguments and
; loads are fresh symbols), [Add], sub, mul (by a constant, of non-negative ranges, of signed ones
; through the four corner products), sdiv/udiv (monotone for a positive divisor), srem/urem (bounded
; by |d| - 1 and the dividend's sign), shl (a multiplication), lshr/ashr (division by 2^c; ashr rounds
; down), and/or/xor (bit facts of non-negative operands).
; RUN: %gpuopt analyze --ranges %s | FileCheck %s

; CHECK-LABEL: function arith
; CHECK: range %a: [a, a]
; CHECK: range %v: [%v, %v]
; CHECK: range %k: [0, 99]
; CHECK: range %add: [a + %v, a + %v]
; CHECK: range %sub: [a - 99, a]
; CHECK: range %mul3: [0, 297]
; CHECK: range %mulneg: [-198, 0]
; CHECK: range %mulkk: [0, 9801]
; CHECK: range %sk: [-50, 49]
; CHECK: range %mulss: [-2450, 2500]
; CHECK: range %sdiv: [0, 24]
; CHECK: range %sdivn: [-24, 0]
; CHECK: range %udiv: [0, 33]
; CHECK: range %srem: [0, 6]
; CHECK: range %srems: [-6, 6]
; CHECK: range %urem: [0, 6]
; CHECK: range %shl: [0, 396]
; CHECK: range %lshr: [0, 1073741823]
; CHECK: range %ashr: [-7, 6]
; CHECK: range %and: [0, 15]
; CHECK: range %or: [15, 114]
; CHECK: range %xor: [0, 114]
; CHECK: range %not: [-100, -1]
; CHECK: range %ors: [-1, -1]
define i32 @arith(i32 %a, ptr %p) {
  %v = load i32, ptr %p
  %k = urem i32 %v, 100
  %add = add nsw i32 %a, %v
  %sub = sub nsw i32 %a, %k
  %mul3 = mul i32 %k, 3
  %mulneg = mul i32 %k, -2
  %mulkk = mul i32 %k, %k
  %sk = sub i32 %k, 50
  %mulss = mul i32 %sk, %sk
  %sdiv = sdiv i32 %k, 4
  %sdivn = sdiv i32 %k, -4
  %udiv = udiv i32 %k, 3
  %srem = srem i32 %k, 7
  %srems = srem i32 %sk, -7
  %urem = urem i32 %k, 7
  %shl = shl i32 %k, 2
  %lshr = lshr i32 %sk, 2
  %ashr = ashr i32 %sk, 3
  %and = and i32 %k, 15
  %or = or i32 %k, 15
  %xor = xor i32 %k, 15
  %not = xor i32 %k, -1
  %ors = or i32 %sk, -1
  ret i32 %add
}

; srem by a divisor of unknown sign: the remainder has the dividend's sign and |r| <= |x| (found by
; the execution check: [x, max(x, -x)] was claimed, but r may be 0 < x).
; CHECK-LABEL: function srem_any
; CHECK: range %r: [min(0, %v), max(0, %v)]
define i32 @srem_any(ptr %p, i32 %d) {
  %v = load i32, ptr %p
  %r = srem i32 %v, %d
  ret i32 %r
}
