target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b0
b0:
  %v0 = phi i32 [ %t, %entry ], [ %v0, %b0 ]
  %c0 = icmp ult i32 %v0, 0
  br i1 %c0, label %b0, label %e0
e0:
  %d0 = icmp eq i32 %v0, %n
  br i1 %d0, label %l0, label %r0
l0:
  %x0 = add i32 %v0, 1
  br label %m0
r0:
  %y0 = mul i32 %v0, 3
  br label %m0
m0:
  %w0 = phi i32 [ %x0, %l0 ], [ %y0, %r0 ]
  br label %b1
b1:
  %v1 = phi i32 [ %w0, %m0 ], [ %v1, %b1 ]
  %c1 = icmp ult i32 %v1, 1
  br i1 %c1, label %b1, label %e1
e1:
  %d1 = icmp eq i32 %v1, %n
  br i1 %d1, label %l1, label %r1
l1:
  %x1 = add i32 %v1, 1
  br label %m1
r1:
  %y1 = mul i32 %v1, 3
  br label %m1
m1:
  %w1 = phi i32 [ %x1, %l1 ], [ %y1, %r1 ]
  br label %b2
b2:
  %v2 = phi i32 [ %w1, %m1 ], [ %v2, %b2 ]
  %c2 = icmp ult i32 %v2, 2
  br i1 %c2, label %b2, label %e2
e2:
  %d2 = icmp eq i32 %v2, %n
  br i1 %d2, label %l2, label %r2
l2:
  %x2 = add i32 %v2, 1
  br label %m2
r2:
  %y2 = mul i32 %v2, 3
  br label %m2
m2:
  %w2 = phi i32 [ %x2, %l2 ], [ %y2, %r2 ]
  br label %b3
b3:
  %v3 = phi i32 [ %w2, %m2 ], [ %v3, %b3 ]
  %c3 = icmp ult i32 %v3, 3
  br i1 %c3, label %b3, label %e3
e3:
  %d3 = icmp eq i32 %v3, %n
  br i1 %d3, label %l3, label %r3
l3:
  %x3 = add i32 %v3, 1
  br label %m3
r3:
  %y3 = mul i32 %v3, 3
  br label %m3
m3:
  %w3 = phi i32 [ %x3, %l3 ], [ %y3, %r3 ]
  br label %b4
b4:
  %v4 = phi i32 [ %w3, %m3 ], [ %v4, %b4 ]
  %c4 = icmp ult i32 %v4, 4
  br i1 %c4, label %b4, label %e4
e4:
  %d4 = icmp eq i32 %v4, %n
  br i1 %d4, label %l4, label %r4
l4:
  %x4 = add i32 %v4, 1
  br label %m4
r4:
  %y4 = mul i32 %v4, 3
  br label %m4
m4:
  %w4 = phi i32 [ %x4, %l4 ], [ %y4, %r4 ]
  br label %b5
b5:
  %v5 = phi i32 [ %w4, %m4 ], [ %v5, %b5 ]
  %c5 = icmp ult i32 %v5, 5
  br i1 %c5, label %b5, label %e5
e5:
  %d5 = icmp eq i32 %v5, %n
  br i1 %d5, label %l5, label %r5
l5:
  %x5 = add i32 %v5, 1
  br label %m5
r5:
  %y5 = mul i32 %v5, 3
  br label %m5
m5:
  %w5 = phi i32 [ %x5, %l5 ], [ %y5, %r5 ]
  br label %b6
b6:
  %v6 = phi i32 [ %w5, %m5 ], [ %v6, %b6 ]
  %c6 = icmp ult i32 %v6, 6
  br i1 %c6, label %b6, label %e6
e6:
  %d6 = icmp eq i32 %v6, %n
  br i1 %d6, label %l6, label %r6
l6:
  %x6 = add i32 %v6, 1
  br label %m6
r6:
  %y6 = mul i32 %v6, 3
  br label %m6
m6:
  %w6 = phi i32 [ %x6, %l6 ], [ %y6, %r6 ]
  br label %b7
b7:
  %v7 = phi i32 [ %w6, %m6 ], [ %v7, %b7 ]
  %c7 = icmp ult i32 %v7, 7
  br i1 %c7, label %b7, label %e7
e7:
  %d7 = icmp eq i32 %v7, %n
  br i1 %d7, label %l7, label %r7
l7:
  %x7 = add i32 %v7, 1
  br label %m7
r7:
  %y7 = mul i32 %v7, 3
  br label %m7
m7:
  %w7 = phi i32 [ %x7, %l7 ], [ %y7, %r7 ]
  br label %b8
b8:
  %v8 = phi i32 [ %w7, %m7 ], [ %v8, %b8 ]
  %c8 = icmp ult i32 %v8, 8
  br i1 %c8, label %b8, label %e8
e8:
  %d8 = icmp eq i32 %v8, %n
  br i1 %d8, label %l8, label %r8
l8:
  %x8 = add i32 %v8, 1
  br label %m8
r8:
  %y8 = mul i32 %v8, 3
  br label %m8
m8:
  %w8 = phi i32 [ %x8, %l8 ], [ %y8, %r8 ]
  br label %b9
b9:
  %v9 = phi i32 [ %w8, %m8 ], [ %v9, %b9 ]
  %c9 = icmp ult i32 %v9, 9
  br i1 %c9, label %b9, label %e9
e9:
  %d9 = icmp eq i32 %v9, %n
  br i1 %d9, label %l9, label %r9
l9:
  %x9 = add i32 %v9, 1
  br label %m9
r9:
  %y9 = mul i32 %v9, 3
  br label %m9
m9:
  %w9 = phi i32 [ %x9, %l9 ], [ %y9, %r9 ]
  br label %b10
b10:
  %v10 = phi i32 [ %w9, %m9 ], [ %v10, %b10 ]
  %c10 = icmp ult i32 %v10, 10
  br i1 %c10, label %b10, label %e10
e10:
  %d10 = icmp eq i32 %v10, %n
  br i1 %d10, label %l10, label %r10
l10:
  %x10 = add i32 %v10, 1
  br label %m10
r10:
  %y10 = mul i32 %v10, 3
  br label %m10
m10:
  %w10 = phi i32 [ %x10, %l10 ], [ %y10, %r10 ]
  br label %b11
b11:
  %v11 = phi i32 [ %w10, %m10 ], [ %v11, %b11 ]
  %c11 = icmp ult i32 %v11, 11
  br i1 %c11, label %b11, label %e11
e11:
  %d11 = icmp eq i32 %v11, %n
  br i1 %d11, label %l11, label %r11
l11:
  %x11 = add i32 %v11, 1
  br label %m11
r11:
  %y11 = mul i32 %v11, 3
  br label %m11
m11:
  %w11 = phi i32 [ %x11, %l11 ], [ %y11, %r11 ]
  br label %b12
b12:
  %v12 = phi i32 [ %w11, %m11 ], [ %v12, %b12 ]
  %c12 = icmp ult i32 %v12, 12
  br i1 %c12, label %b12, label %e12
e12:
  %d12 = icmp eq i32 %v12, %n
  br i1 %d12, label %l12, label %r12
l12:
  %x12 = add i32 %v12, 1
  br label %m12
r12:
  %y12 = mul i32 %v12, 3
  br label %m12
m12:
  %w12 = phi i32 [ %x12, %l12 ], [ %y12, %r12 ]
  br label %b13
b13:
  %v13 = phi i32 [ %w12, %m12 ], [ %v13, %b13 ]
  %c13 = icmp ult i32 %v13, 13
  br i1 %c13, label %b13, label %e13
e13:
  %d13 = icmp eq i32 %v13, %n
  br i1 %d13, label %l13, label %r13
l13:
  %x13 = add i32 %v13, 1
  br label %m13
r13:
  %y13 = mul i32 %v13, 3
  br label %m13
m13:
  %w13 = phi i32 [ %x13, %l13 ], [ %y13, %r13 ]
  br label %b14
b14:
  %v14 = phi i32 [ %w13, %m13 ], [ %v14, %b14 ]
  %c14 = icmp ult i32 %v14, 14
  br i1 %c14, label %b14, label %e14
e14:
  %d14 = icmp eq i32 %v14, %n
  br i1 %d14, label %l14, label %r14
l14:
  %x14 = add i32 %v14, 1
  br label %m14
r14:
  %y14 = mul i32 %v14, 3
  br label %m14
m14:
  %w14 = phi i32 [ %x14, %l14 ], [ %y14, %r14 ]
  br label %b15
b15:
  %v15 = phi i32 [ %w14, %m14 ], [ %v15, %b15 ]
  %c15 = icmp ult i32 %v15, 15
  br i1 %c15, label %b15, label %e15
e15:
  %d15 = icmp eq i32 %v15, %n
  br i1 %d15, label %l15, label %r15
l15:
  %x15 = add i32 %v15, 1
  br label %m15
r15:
  %y15 = mul i32 %v15, 3
  br label %m15
m15:
  %w15 = phi i32 [ %x15, %l15 ], [ %y15, %r15 ]
  br label %b16
b16:
  %v16 = phi i32 [ %w15, %m15 ], [ %v16, %b16 ]
  %c16 = icmp ult i32 %v16, 16
  br i1 %c16, label %b16, label %e16
e16:
  %d16 = icmp eq i32 %v16, %n
  br i1 %d16, label %l16, label %r16
l16:
  %x16 = add i32 %v16, 1
  br label %m16
r16:
  %y16 = mul i32 %v16, 3
  br label %m16
m16:
  %w16 = phi i32 [ %x16, %l16 ], [ %y16, %r16 ]
  br label %b17
b17:
  %v17 = phi i32 [ %w16, %m16 ], [ %v17, %b17 ]
  %c17 = icmp ult i32 %v17, 17
  br i1 %c17, label %b17, label %e17
e17:
  %d17 = icmp eq i32 %v17, %n
  br i1 %d17, label %l17, label %r17
l17:
  %x17 = add i32 %v17, 1
  br label %m17
r17:
  %y17 = mul i32 %v17, 3
  br label %m17
m17:
  %w17 = phi i32 [ %x17, %l17 ], [ %y17, %r17 ]
  br label %b18
b18:
  %v18 = phi i32 [ %w17, %m17 ], [ %v18, %b18 ]
  %c18 = icmp ult i32 %v18, 18
  br i1 %c18, label %b18, label %e18
e18:
  %d18 = icmp eq i32 %v18, %n
  br i1 %d18, label %l18, label %r18
l18:
  %x18 = add i32 %v18, 1
  br label %m18
r18:
  %y18 = mul i32 %v18, 3
  br label %m18
m18:
  %w18 = phi i32 [ %x18, %l18 ], [ %y18, %r18 ]
  br label %b19
b19:
  %v19 = phi i32 [ %w18, %m18 ], [ %v19, %b19 ]
  %c19 = icmp ult i32 %v19, 19
  br i1 %c19, label %b19, label %e19
e19:
  %d19 = icmp eq i32 %v19, %n
  br i1 %d19, label %l19, label %r19
l19:
  %x19 = add i32 %v19, 1
  br label %m19
r19:
  %y19 = mul i32 %v19, 3
  br label %m19
m19:
  %w19 = phi i32 [ %x19, %l19 ], [ %y19, %r19 ]
  br label %b20
b20:
  %v20 = phi i32 [ %w19, %m19 ], [ %v20, %b20 ]
  %c20 = icmp ult i32 %v20, 20
  br i1 %c20, label %b20, label %e20
e20:
  %d20 = icmp eq i32 %v20, %n
  br i1 %d20, label %l20, label %r20
l20:
  %x20 = add i32 %v20, 1
  br label %m20
r20:
  %y20 = mul i32 %v20, 3
  br label %m20
m20:
  %w20 = phi i32 [ %x20, %l20 ], [ %y20, %r20 ]
  br label %b21
b21:
  %v21 = phi i32 [ %w20, %m20 ], [ %v21, %b21 ]
  %c21 = icmp ult i32 %v21, 21
  br i1 %c21, label %b21, label %e21
e21:
  %d21 = icmp eq i32 %v21, %n
  br i1 %d21, label %l21, label %r21
l21:
  %x21 = add i32 %v21, 1
  br label %m21
r21:
  %y21 = mul i32 %v21, 3
  br label %m21
m21:
  %w21 = phi i32 [ %x21, %l21 ], [ %y21, %r21 ]
  br label %b22
b22:
  %v22 = phi i32 [ %w21, %m21 ], [ %v22, %b22 ]
  %c22 = icmp ult i32 %v22, 22
  br i1 %c22, label %b22, label %e22
e22:
  %d22 = icmp eq i32 %v22, %n
  br i1 %d22, label %l22, label %r22
l22:
  %x22 = add i32 %v22, 1
  br label %m22
r22:
  %y22 = mul i32 %v22, 3
  br label %m22
m22:
  %w22 = phi i32 [ %x22, %l22 ], [ %y22, %r22 ]
  br label %b23
b23:
  %v23 = phi i32 [ %w22, %m22 ], [ %v23, %b23 ]
  %c23 = icmp ult i32 %v23, 23
  br i1 %c23, label %b23, label %e23
e23:
  %d23 = icmp eq i32 %v23, %n
  br i1 %d23, label %l23, label %r23
l23:
  %x23 = add i32 %v23, 1
  br label %m23
r23:
  %y23 = mul i32 %v23, 3
  br label %m23
m23:
  %w23 = phi i32 [ %x23, %l23 ], [ %y23, %r23 ]
  br label %b24
b24:
  %v24 = phi i32 [ %w23, %m23 ], [ %v24, %b24 ]
  %c24 = icmp ult i32 %v24, 24
  br i1 %c24, label %b24, label %e24
e24:
  %d24 = icmp eq i32 %v24, %n
  br i1 %d24, label %l24, label %r24
l24:
  %x24 = add i32 %v24, 1
  br label %m24
r24:
  %y24 = mul i32 %v24, 3
  br label %m24
m24:
  %w24 = phi i32 [ %x24, %l24 ], [ %y24, %r24 ]
  br label %b25
b25:
  %v25 = phi i32 [ %w24, %m24 ], [ %v25, %b25 ]
  %c25 = icmp ult i32 %v25, 25
  br i1 %c25, label %b25, label %e25
e25:
  %d25 = icmp eq i32 %v25, %n
  br i1 %d25, label %l25, label %r25
l25:
  %x25 = add i32 %v25, 1
  br label %m25
r25:
  %y25 = mul i32 %v25, 3
  br label %m25
m25:
  %w25 = phi i32 [ %x25, %l25 ], [ %y25, %r25 ]
  br label %b26
b26:
  %v26 = phi i32 [ %w25, %m25 ], [ %v26, %b26 ]
  %c26 = icmp ult i32 %v26, 26
  br i1 %c26, label %b26, label %e26
e26:
  %d26 = icmp eq i32 %v26, %n
  br i1 %d26, label %l26, label %r26
l26:
  %x26 = add i32 %v26, 1
  br label %m26
r26:
  %y26 = mul i32 %v26, 3
  br label %m26
m26:
  %w26 = phi i32 [ %x26, %l26 ], [ %y26, %r26 ]
  br label %b27
b27:
  %v27 = phi i32 [ %w26, %m26 ], [ %v27, %b27 ]
  %c27 = icmp ult i32 %v27, 27
  br i1 %c27, label %b27, label %e27
e27:
  %d27 = icmp eq i32 %v27, %n
  br i1 %d27, label %l27, label %r27
l27:
  %x27 = add i32 %v27, 1
  br label %m27
r27:
  %y27 = mul i32 %v27, 3
  br label %m27
m27:
  %w27 = phi i32 [ %x27, %l27 ], [ %y27, %r27 ]
  br label %b28
b28:
  %v28 = phi i32 [ %w27, %m27 ], [ %v28, %b28 ]
  %c28 = icmp ult i32 %v28, 28
  br i1 %c28, label %b28, label %e28
e28:
  %d28 = icmp eq i32 %v28, %n
  br i1 %d28, label %l28, label %r28
l28:
  %x28 = add i32 %v28, 1
  br label %m28
r28:
  %y28 = mul i32 %v28, 3
  br label %m28
m28:
  %w28 = phi i32 [ %x28, %l28 ], [ %y28, %r28 ]
  br label %b29
b29:
  %v29 = phi i32 [ %w28, %m28 ], [ %v29, %b29 ]
  %c29 = icmp ult i32 %v29, 29
  br i1 %c29, label %b29, label %e29
e29:
  %d29 = icmp eq i32 %v29, %n
  br i1 %d29, label %l29, label %r29
l29:
  %x29 = add i32 %v29, 1
  br label %m29
r29:
  %y29 = mul i32 %v29, 3
  br label %m29
m29:
  %w29 = phi i32 [ %x29, %l29 ], [ %y29, %r29 ]
  br label %b30
b30:
  %v30 = phi i32 [ %w29, %m29 ], [ %v30, %b30 ]
  %c30 = icmp ult i32 %v30, 30
  br i1 %c30, label %b30, label %e30
e30:
  %d30 = icmp eq i32 %v30, %n
  br i1 %d30, label %l30, label %r30
l30:
  %x30 = add i32 %v30, 1
  br label %m30
r30:
  %y30 = mul i32 %v30, 3
  br label %m30
m30:
  %w30 = phi i32 [ %x30, %l30 ], [ %y30, %r30 ]
  br label %b31
b31:
  %v31 = phi i32 [ %w30, %m30 ], [ %v31, %b31 ]
  %c31 = icmp ult i32 %v31, 31
  br i1 %c31, label %b31, label %e31
e31:
  %d31 = icmp eq i32 %v31, %n
  br i1 %d31, label %l31, label %r31
l31:
  %x31 = add i32 %v31, 1
  br label %m31
r31:
  %y31 = mul i32 %v31, 3
  br label %m31
m31:
  %w31 = phi i32 [ %x31, %l31 ], [ %y31, %r31 ]
  br label %b32
b32:
  %v32 = phi i32 [ %w31, %m31 ], [ %v32, %b32 ]
  %c32 = icmp ult i32 %v32, 32
  br i1 %c32, label %b32, label %e32
e32:
  %d32 = icmp eq i32 %v32, %n
  br i1 %d32, label %l32, label %r32
l32:
  %x32 = add i32 %v32, 1
  br label %m32
r32:
  %y32 = mul i32 %v32, 3
  br label %m32
m32:
  %w32 = phi i32 [ %x32, %l32 ], [ %y32, %r32 ]
  br label %b33
b33:
  %v33 = phi i32 [ %w32, %m32 ], [ %v33, %b33 ]
  %c33 = icmp ult i32 %v33, 33
  br i1 %c33, label %b33, label %e33
e33:
  %d33 = icmp eq i32 %v33, %n
  br i1 %d33, label %l33, label %r33
l33:
  %x33 = add i32 %v33, 1
  br label %m33
r33:
  %y33 = mul i32 %v33, 3
  br label %m33
m33:
  %w33 = phi i32 [ %x33, %l33 ], [ %y33, %r33 ]
  br label %b34
b34:
  %v34 = phi i32 [ %w33, %m33 ], [ %v34, %b34 ]
  %c34 = icmp ult i32 %v34, 34
  br i1 %c34, label %b34, label %e34
e34:
  %d34 = icmp eq i32 %v34, %n
  br i1 %d34, label %l34, label %r34
l34:
  %x34 = add i32 %v34, 1
  br label %m34
r34:
  %y34 = mul i32 %v34, 3
  br label %m34
m34:
  %w34 = phi i32 [ %x34, %l34 ], [ %y34, %r34 ]
  br label %b35
b35:
  %v35 = phi i32 [ %w34, %m34 ], [ %v35, %b35 ]
  %c35 = icmp ult i32 %v35, 35
  br i1 %c35, label %b35, label %e35
e35:
  %d35 = icmp eq i32 %v35, %n
  br i1 %d35, label %l35, label %r35
l35:
  %x35 = add i32 %v35, 1
  br label %m35
r35:
  %y35 = mul i32 %v35, 3
  br label %m35
m35:
  %w35 = phi i32 [ %x35, %l35 ], [ %y35, %r35 ]
  br label %b36
b36:
  %v36 = phi i32 [ %w35, %m35 ], [ %v36, %b36 ]
  %c36 = icmp ult i32 %v36, 36
  br i1 %c36, label %b36, label %e36
e36:
  %d36 = icmp eq i32 %v36, %n
  br i1 %d36, label %l36, label %r36
l36:
  %x36 = add i32 %v36, 1
  br label %m36
r36:
  %y36 = mul i32 %v36, 3
  br label %m36
m36:
  %w36 = phi i32 [ %x36, %l36 ], [ %y36, %r36 ]
  br label %b37
b37:
  %v37 = phi i32 [ %w36, %m36 ], [ %v37, %b37 ]
  %c37 = icmp ult i32 %v37, 37
  br i1 %c37, label %b37, label %e37
e37:
  %d37 = icmp eq i32 %v37, %n
  br i1 %d37, label %l37, label %r37
l37:
  %x37 = add i32 %v37, 1
  br label %m37
r37:
  %y37 = mul i32 %v37, 3
  br label %m37
m37:
  %w37 = phi i32 [ %x37, %l37 ], [ %y37, %r37 ]
  br label %b38
b38:
  %v38 = phi i32 [ %w37, %m37 ], [ %v38, %b38 ]
  %c38 = icmp ult i32 %v38, 38
  br i1 %c38, label %b38, label %e38
e38:
  %d38 = icmp eq i32 %v38, %n
  br i1 %d38, label %l38, label %r38
l38:
  %x38 = add i32 %v38, 1
  br label %m38
r38:
  %y38 = mul i32 %v38, 3
  br label %m38
m38:
  %w38 = phi i32 [ %x38, %l38 ], [ %y38, %r38 ]
  br label %b39
b39:
  %v39 = phi i32 [ %w38, %m38 ], [ %v39, %b39 ]
  %c39 = icmp ult i32 %v39, 39
  br i1 %c39, label %b39, label %e39
e39:
  %d39 = icmp eq i32 %v39, %n
  br i1 %d39, label %l39, label %r39
l39:
  %x39 = add i32 %v39, 1
  br label %m39
r39:
  %y39 = mul i32 %v39, 3
  br label %m39
m39:
  %w39 = phi i32 [ %x39, %l39 ], [ %y39, %r39 ]
  br label %b40
b40:
  %v40 = phi i32 [ %w39, %m39 ], [ %v40, %b40 ]
  %c40 = icmp ult i32 %v40, 40
  br i1 %c40, label %b40, label %e40
e40:
  %d40 = icmp eq i32 %v40, %n
  br i1 %d40, label %l40, label %r40
l40:
  %x40 = add i32 %v40, 1
  br label %m40
r40:
  %y40 = mul i32 %v40, 3
  br label %m40
m40:
  %w40 = phi i32 [ %x40, %l40 ], [ %y40, %r40 ]
  br label %b41
b41:
  %v41 = phi i32 [ %w40, %m40 ], [ %v41, %b41 ]
  %c41 = icmp ult i32 %v41, 41
  br i1 %c41, label %b41, label %e41
e41:
  %d41 = icmp eq i32 %v41, %n
  br i1 %d41, label %l41, label %r41
l41:
  %x41 = add i32 %v41, 1
  br label %m41
r41:
  %y41 = mul i32 %v41, 3
  br label %m41
m41:
  %w41 = phi i32 [ %x41, %l41 ], [ %y41, %r41 ]
  br label %b42
b42:
  %v42 = phi i32 [ %w41, %m41 ], [ %v42, %b42 ]
  %c42 = icmp ult i32 %v42, 42
  br i1 %c42, label %b42, label %e42
e42:
  %d42 = icmp eq i32 %v42, %n
  br i1 %d42, label %l42, label %r42
l42:
  %x42 = add i32 %v42, 1
  br label %m42
r42:
  %y42 = mul i32 %v42, 3
  br label %m42
m42:
  %w42 = phi i32 [ %x42, %l42 ], [ %y42, %r42 ]
  br label %b43
b43:
  %v43 = phi i32 [ %w42, %m42 ], [ %v43, %b43 ]
  %c43 = icmp ult i32 %v43, 43
  br i1 %c43, label %b43, label %e43
e43:
  %d43 = icmp eq i32 %v43, %n
  br i1 %d43, label %l43, label %r43
l43:
  %x43 = add i32 %v43, 1
  br label %m43
r43:
  %y43 = mul i32 %v43, 3
  br label %m43
m43:
  %w43 = phi i32 [ %x43, %l43 ], [ %y43, %r43 ]
  br label %b44
b44:
  %v44 = phi i32 [ %w43, %m43 ], [ %v44, %b44 ]
  %c44 = icmp ult i32 %v44, 44
  br i1 %c44, label %b44, label %e44
e44:
  %d44 = icmp eq i32 %v44, %n
  br i1 %d44, label %l44, label %r44
l44:
  %x44 = add i32 %v44, 1
  br label %m44
r44:
  %y44 = mul i32 %v44, 3
  br label %m44
m44:
  %w44 = phi i32 [ %x44, %l44 ], [ %y44, %r44 ]
  br label %b45
b45:
  %v45 = phi i32 [ %w44, %m44 ], [ %v45, %b45 ]
  %c45 = icmp ult i32 %v45, 45
  br i1 %c45, label %b45, label %e45
e45:
  %d45 = icmp eq i32 %v45, %n
  br i1 %d45, label %l45, label %r45
l45:
  %x45 = add i32 %v45, 1
  br label %m45
r45:
  %y45 = mul i32 %v45, 3
  br label %m45
m45:
  %w45 = phi i32 [ %x45, %l45 ], [ %y45, %r45 ]
  br label %b46
b46:
  %v46 = phi i32 [ %w45, %m45 ], [ %v46, %b46 ]
  %c46 = icmp ult i32 %v46, 46
  br i1 %c46, label %b46, label %e46
e46:
  %d46 = icmp eq i32 %v46, %n
  br i1 %d46, label %l46, label %r46
l46:
  %x46 = add i32 %v46, 1
  br label %m46
r46:
  %y46 = mul i32 %v46, 3
  br label %m46
m46:
  %w46 = phi i32 [ %x46, %l46 ], [ %y46, %r46 ]
  br label %b47
b47:
  %v47 = phi i32 [ %w46, %m46 ], [ %v47, %b47 ]
  %c47 = icmp ult i32 %v47, 47
  br i1 %c47, label %b47, label %e47
e47:
  %d47 = icmp eq i32 %v47, %n
  br i1 %d47, label %l47, label %r47
l47:
  %x47 = add i32 %v47, 1
  br label %m47
r47:
  %y47 = mul i32 %v47, 3
  br label %m47
m47:
  %w47 = phi i32 [ %x47, %l47 ], [ %y47, %r47 ]
  br label %b48
b48:
  %v48 = phi i32 [ %w47, %m47 ], [ %v48, %b48 ]
  %c48 = icmp ult i32 %v48, 48
  br i1 %c48, label %b48, label %e48
e48:
  %d48 = icmp eq i32 %v48, %n
  br i1 %d48, label %l48, label %r48
l48:
  %x48 = add i32 %v48, 1
  br label %m48
r48:
  %y48 = mul i32 %v48, 3
  br label %m48
m48:
  %w48 = phi i32 [ %x48, %l48 ], [ %y48, %r48 ]
  br label %b49
b49:
  %v49 = phi i32 [ %w48, %m48 ], [ %v49, %b49 ]
  %c49 = icmp ult i32 %v49, 49
  br i1 %c49, label %b49, label %e49
e49:
  %d49 = icmp eq i32 %v49, %n
  br i1 %d49, label %l49, label %r49
l49:
  %x49 = add i32 %v49, 1
  br label %m49
r49:
  %y49 = mul i32 %v49, 3
  br label %m49
m49:
  %w49 = phi i32 [ %x49, %l49 ], [ %y49, %r49 ]
  br label %b50
b50:
  %v50 = phi i32 [ %w49, %m49 ], [ %v50, %b50 ]
  %c50 = icmp ult i32 %v50, 50
  br i1 %c50, label %b50, label %e50
e50:
  %d50 = icmp eq i32 %v50, %n
  br i1 %d50, label %l50, label %r50
l50:
  %x50 = add i32 %v50, 1
  br label %m50
r50:
  %y50 = mul i32 %v50, 3
  br label %m50
m50:
  %w50 = phi i32 [ %x50, %l50 ], [ %y50, %r50 ]
  br label %b51
b51:
  %v51 = phi i32 [ %w50, %m50 ], [ %v51, %b51 ]
  %c51 = icmp ult i32 %v51, 51
  br i1 %c51, label %b51, label %e51
e51:
  %d51 = icmp eq i32 %v51, %n
  br i1 %d51, label %l51, label %r51
l51:
  %x51 = add i32 %v51, 1
  br label %m51
r51:
  %y51 = mul i32 %v51, 3
  br label %m51
m51:
  %w51 = phi i32 [ %x51, %l51 ], [ %y51, %r51 ]
  br label %b52
b52:
  %v52 = phi i32 [ %w51, %m51 ], [ %v52, %b52 ]
  %c52 = icmp ult i32 %v52, 52
  br i1 %c52, label %b52, label %e52
e52:
  %d52 = icmp eq i32 %v52, %n
  br i1 %d52, label %l52, label %r52
l52:
  %x52 = add i32 %v52, 1
  br label %m52
r52:
  %y52 = mul i32 %v52, 3
  br label %m52
m52:
  %w52 = phi i32 [ %x52, %l52 ], [ %y52, %r52 ]
  br label %b53
b53:
  %v53 = phi i32 [ %w52, %m52 ], [ %v53, %b53 ]
  %c53 = icmp ult i32 %v53, 53
  br i1 %c53, label %b53, label %e53
e53:
  %d53 = icmp eq i32 %v53, %n
  br i1 %d53, label %l53, label %r53
l53:
  %x53 = add i32 %v53, 1
  br label %m53
r53:
  %y53 = mul i32 %v53, 3
  br label %m53
m53:
  %w53 = phi i32 [ %x53, %l53 ], [ %y53, %r53 ]
  br label %b54
b54:
  %v54 = phi i32 [ %w53, %m53 ], [ %v54, %b54 ]
  %c54 = icmp ult i32 %v54, 54
  br i1 %c54, label %b54, label %e54
e54:
  %d54 = icmp eq i32 %v54, %n
  br i1 %d54, label %l54, label %r54
l54:
  %x54 = add i32 %v54, 1
  br label %m54
r54:
  %y54 = mul i32 %v54, 3
  br label %m54
m54:
  %w54 = phi i32 [ %x54, %l54 ], [ %y54, %r54 ]
  br label %b55
b55:
  %v55 = phi i32 [ %w54, %m54 ], [ %v55, %b55 ]
  %c55 = icmp ult i32 %v55, 55
  br i1 %c55, label %b55, label %e55
e55:
  %d55 = icmp eq i32 %v55, %n
  br i1 %d55, label %l55, label %r55
l55:
  %x55 = add i32 %v55, 1
  br label %m55
r55:
  %y55 = mul i32 %v55, 3
  br label %m55
m55:
  %w55 = phi i32 [ %x55, %l55 ], [ %y55, %r55 ]
  br label %b56
b56:
  %v56 = phi i32 [ %w55, %m55 ], [ %v56, %b56 ]
  %c56 = icmp ult i32 %v56, 56
  br i1 %c56, label %b56, label %e56
e56:
  %d56 = icmp eq i32 %v56, %n
  br i1 %d56, label %l56, label %r56
l56:
  %x56 = add i32 %v56, 1
  br label %m56
r56:
  %y56 = mul i32 %v56, 3
  br label %m56
m56:
  %w56 = phi i32 [ %x56, %l56 ], [ %y56, %r56 ]
  br label %b57
b57:
  %v57 = phi i32 [ %w56, %m56 ], [ %v57, %b57 ]
  %c57 = icmp ult i32 %v57, 57
  br i1 %c57, label %b57, label %e57
e57:
  %d57 = icmp eq i32 %v57, %n
  br i1 %d57, label %l57, label %r57
l57:
  %x57 = add i32 %v57, 1
  br label %m57
r57:
  %y57 = mul i32 %v57, 3
  br label %m57
m57:
  %w57 = phi i32 [ %x57, %l57 ], [ %y57, %r57 ]
  br label %b58
b58:
  %v58 = phi i32 [ %w57, %m57 ], [ %v58, %b58 ]
  %c58 = icmp ult i32 %v58, 58
  br i1 %c58, label %b58, label %e58
e58:
  %d58 = icmp eq i32 %v58, %n
  br i1 %d58, label %l58, label %r58
l58:
  %x58 = add i32 %v58, 1
  br label %m58
r58:
  %y58 = mul i32 %v58, 3
  br label %m58
m58:
  %w58 = phi i32 [ %x58, %l58 ], [ %y58, %r58 ]
  br label %b59
b59:
  %v59 = phi i32 [ %w58, %m58 ], [ %v59, %b59 ]
  %c59 = icmp ult i32 %v59, 59
  br i1 %c59, label %b59, label %e59
e59:
  %d59 = icmp eq i32 %v59, %n
  br i1 %d59, label %l59, label %r59
l59:
  %x59 = add i32 %v59, 1
  br label %m59
r59:
  %y59 = mul i32 %v59, 3
  br label %m59
m59:
  %w59 = phi i32 [ %x59, %l59 ], [ %y59, %r59 ]
  br label %b60
b60:
  %v60 = phi i32 [ %w59, %m59 ], [ %v60, %b60 ]
  %c60 = icmp ult i32 %v60, 60
  br i1 %c60, label %b60, label %e60
e60:
  %d60 = icmp eq i32 %v60, %n
  br i1 %d60, label %l60, label %r60
l60:
  %x60 = add i32 %v60, 1
  br label %m60
r60:
  %y60 = mul i32 %v60, 3
  br label %m60
m60:
  %w60 = phi i32 [ %x60, %l60 ], [ %y60, %r60 ]
  br label %b61
b61:
  %v61 = phi i32 [ %w60, %m60 ], [ %v61, %b61 ]
  %c61 = icmp ult i32 %v61, 61
  br i1 %c61, label %b61, label %e61
e61:
  %d61 = icmp eq i32 %v61, %n
  br i1 %d61, label %l61, label %r61
l61:
  %x61 = add i32 %v61, 1
  br label %m61
r61:
  %y61 = mul i32 %v61, 3
  br label %m61
m61:
  %w61 = phi i32 [ %x61, %l61 ], [ %y61, %r61 ]
  br label %b62
b62:
  %v62 = phi i32 [ %w61, %m61 ], [ %v62, %b62 ]
  %c62 = icmp ult i32 %v62, 62
  br i1 %c62, label %b62, label %e62
e62:
  %d62 = icmp eq i32 %v62, %n
  br i1 %d62, label %l62, label %r62
l62:
  %x62 = add i32 %v62, 1
  br label %m62
r62:
  %y62 = mul i32 %v62, 3
  br label %m62
m62:
  %w62 = phi i32 [ %x62, %l62 ], [ %y62, %r62 ]
  br label %b63
b63:
  %v63 = phi i32 [ %w62, %m62 ], [ %v63, %b63 ]
  %c63 = icmp ult i32 %v63, 63
  br i1 %c63, label %b63, label %e63
e63:
  %d63 = icmp eq i32 %v63, %n
  br i1 %d63, label %l63, label %r63
l63:
  %x63 = add i32 %v63, 1
  br label %m63
r63:
  %y63 = mul i32 %v63, 3
  br label %m63
m63:
  %w63 = phi i32 [ %x63, %l63 ], [ %y63, %r63 ]
  br label %b64
b64:
  %v64 = phi i32 [ %w63, %m63 ], [ %v64, %b64 ]
  %c64 = icmp ult i32 %v64, 64
  br i1 %c64, label %b64, label %e64
e64:
  %d64 = icmp eq i32 %v64, %n
  br i1 %d64, label %l64, label %r64
l64:
  %x64 = add i32 %v64, 1
  br label %m64
r64:
  %y64 = mul i32 %v64, 3
  br label %m64
m64:
  %w64 = phi i32 [ %x64, %l64 ], [ %y64, %r64 ]
  br label %b65
b65:
  %v65 = phi i32 [ %w64, %m64 ], [ %v65, %b65 ]
  %c65 = icmp ult i32 %v65, 65
  br i1 %c65, label %b65, label %e65
e65:
  %d65 = icmp eq i32 %v65, %n
  br i1 %d65, label %l65, label %r65
l65:
  %x65 = add i32 %v65, 1
  br label %m65
r65:
  %y65 = mul i32 %v65, 3
  br label %m65
m65:
  %w65 = phi i32 [ %x65, %l65 ], [ %y65, %r65 ]
  br label %b66
b66:
  %v66 = phi i32 [ %w65, %m65 ], [ %v66, %b66 ]
  %c66 = icmp ult i32 %v66, 66
  br i1 %c66, label %b66, label %e66
e66:
  %d66 = icmp eq i32 %v66, %n
  br i1 %d66, label %l66, label %r66
l66:
  %x66 = add i32 %v66, 1
  br label %m66
r66:
  %y66 = mul i32 %v66, 3
  br label %m66
m66:
  %w66 = phi i32 [ %x66, %l66 ], [ %y66, %r66 ]
  br label %b67
b67:
  %v67 = phi i32 [ %w66, %m66 ], [ %v67, %b67 ]
  %c67 = icmp ult i32 %v67, 67
  br i1 %c67, label %b67, label %e67
e67:
  %d67 = icmp eq i32 %v67, %n
  br i1 %d67, label %l67, label %r67
l67:
  %x67 = add i32 %v67, 1
  br label %m67
r67:
  %y67 = mul i32 %v67, 3
  br label %m67
m67:
  %w67 = phi i32 [ %x67, %l67 ], [ %y67, %r67 ]
  br label %b68
b68:
  %v68 = phi i32 [ %w67, %m67 ], [ %v68, %b68 ]
  %c68 = icmp ult i32 %v68, 68
  br i1 %c68, label %b68, label %e68
e68:
  %d68 = icmp eq i32 %v68, %n
  br i1 %d68, label %l68, label %r68
l68:
  %x68 = add i32 %v68, 1
  br label %m68
r68:
  %y68 = mul i32 %v68, 3
  br label %m68
m68:
  %w68 = phi i32 [ %x68, %l68 ], [ %y68, %r68 ]
  br label %b69
b69:
  %v69 = phi i32 [ %w68, %m68 ], [ %v69, %b69 ]
  %c69 = icmp ult i32 %v69, 69
  br i1 %c69, label %b69, label %e69
e69:
  %d69 = icmp eq i32 %v69, %n
  br i1 %d69, label %l69, label %r69
l69:
  %x69 = add i32 %v69, 1
  br label %m69
r69:
  %y69 = mul i32 %v69, 3
  br label %m69
m69:
  %w69 = phi i32 [ %x69, %l69 ], [ %y69, %r69 ]
  br label %b70
b70:
  %v70 = phi i32 [ %w69, %m69 ], [ %v70, %b70 ]
  %c70 = icmp ult i32 %v70, 70
  br i1 %c70, label %b70, label %e70
e70:
  %d70 = icmp eq i32 %v70, %n
  br i1 %d70, label %l70, label %r70
l70:
  %x70 = add i32 %v70, 1
  br label %m70
r70:
  %y70 = mul i32 %v70, 3
  br label %m70
m70:
  %w70 = phi i32 [ %x70, %l70 ], [ %y70, %r70 ]
  br label %b71
b71:
  %v71 = phi i32 [ %w70, %m70 ], [ %v71, %b71 ]
  %c71 = icmp ult i32 %v71, 71
  br i1 %c71, label %b71, label %e71
e71:
  %d71 = icmp eq i32 %v71, %n
  br i1 %d71, label %l71, label %r71
l71:
  %x71 = add i32 %v71, 1
  br label %m71
r71:
  %y71 = mul i32 %v71, 3
  br label %m71
m71:
  %w71 = phi i32 [ %x71, %l71 ], [ %y71, %r71 ]
  br label %b72
b72:
  %v72 = phi i32 [ %w71, %m71 ], [ %v72, %b72 ]
  %c72 = icmp ult i32 %v72, 72
  br i1 %c72, label %b72, label %e72
e72:
  %d72 = icmp eq i32 %v72, %n
  br i1 %d72, label %l72, label %r72
l72:
  %x72 = add i32 %v72, 1
  br label %m72
r72:
  %y72 = mul i32 %v72, 3
  br label %m72
m72:
  %w72 = phi i32 [ %x72, %l72 ], [ %y72, %r72 ]
  br label %b73
b73:
  %v73 = phi i32 [ %w72, %m72 ], [ %v73, %b73 ]
  %c73 = icmp ult i32 %v73, 73
  br i1 %c73, label %b73, label %e73
e73:
  %d73 = icmp eq i32 %v73, %n
  br i1 %d73, label %l73, label %r73
l73:
  %x73 = add i32 %v73, 1
  br label %m73
r73:
  %y73 = mul i32 %v73, 3
  br label %m73
m73:
  %w73 = phi i32 [ %x73, %l73 ], [ %y73, %r73 ]
  br label %b74
b74:
  %v74 = phi i32 [ %w73, %m73 ], [ %v74, %b74 ]
  %c74 = icmp ult i32 %v74, 74
  br i1 %c74, label %b74, label %e74
e74:
  %d74 = icmp eq i32 %v74, %n
  br i1 %d74, label %l74, label %r74
l74:
  %x74 = add i32 %v74, 1
  br label %m74
r74:
  %y74 = mul i32 %v74, 3
  br label %m74
m74:
  %w74 = phi i32 [ %x74, %l74 ], [ %y74, %r74 ]
  br label %b75
b75:
  %v75 = phi i32 [ %w74, %m74 ], [ %v75, %b75 ]
  %c75 = icmp ult i32 %v75, 75
  br i1 %c75, label %b75, label %e75
e75:
  %d75 = icmp eq i32 %v75, %n
  br i1 %d75, label %l75, label %r75
l75:
  %x75 = add i32 %v75, 1
  br label %m75
r75:
  %y75 = mul i32 %v75, 3
  br label %m75
m75:
  %w75 = phi i32 [ %x75, %l75 ], [ %y75, %r75 ]
  br label %b76
b76:
  %v76 = phi i32 [ %w75, %m75 ], [ %v76, %b76 ]
  %c76 = icmp ult i32 %v76, 76
  br i1 %c76, label %b76, label %e76
e76:
  %d76 = icmp eq i32 %v76, %n
  br i1 %d76, label %l76, label %r76
l76:
  %x76 = add i32 %v76, 1
  br label %m76
r76:
  %y76 = mul i32 %v76, 3
  br label %m76
m76:
  %w76 = phi i32 [ %x76, %l76 ], [ %y76, %r76 ]
  br label %b77
b77:
  %v77 = phi i32 [ %w76, %m76 ], [ %v77, %b77 ]
  %c77 = icmp ult i32 %v77, 77
  br i1 %c77, label %b77, label %e77
e77:
  %d77 = icmp eq i32 %v77, %n
  br i1 %d77, label %l77, label %r77
l77:
  %x77 = add i32 %v77, 1
  br label %m77
r77:
  %y77 = mul i32 %v77, 3
  br label %m77
m77:
  %w77 = phi i32 [ %x77, %l77 ], [ %y77, %r77 ]
  br label %b78
b78:
  %v78 = phi i32 [ %w77, %m77 ], [ %v78, %b78 ]
  %c78 = icmp ult i32 %v78, 78
  br i1 %c78, label %b78, label %e78
e78:
  %d78 = icmp eq i32 %v78, %n
  br i1 %d78, label %l78, label %r78
l78:
  %x78 = add i32 %v78, 1
  br label %m78
r78:
  %y78 = mul i32 %v78, 3
  br label %m78
m78:
  %w78 = phi i32 [ %x78, %l78 ], [ %y78, %r78 ]
  br label %b79
b79:
  %v79 = phi i32 [ %w78, %m78 ], [ %v79, %b79 ]
  %c79 = icmp ult i32 %v79, 79
  br i1 %c79, label %b79, label %e79
e79:
  %d79 = icmp eq i32 %v79, %n
  br i1 %d79, label %l79, label %r79
l79:
  %x79 = add i32 %v79, 1
  br label %m79
r79:
  %y79 = mul i32 %v79, 3
  br label %m79
m79:
  %w79 = phi i32 [ %x79, %l79 ], [ %y79, %r79 ]
  br label %b80
b80:
  %v80 = phi i32 [ %w79, %m79 ], [ %v80, %b80 ]
  %c80 = icmp ult i32 %v80, 80
  br i1 %c80, label %b80, label %e80
e80:
  %d80 = icmp eq i32 %v80, %n
  br i1 %d80, label %l80, label %r80
l80:
  %x80 = add i32 %v80, 1
  br label %m80
r80:
  %y80 = mul i32 %v80, 3
  br label %m80
m80:
  %w80 = phi i32 [ %x80, %l80 ], [ %y80, %r80 ]
  br label %b81
b81:
  %v81 = phi i32 [ %w80, %m80 ], [ %v81, %b81 ]
  %c81 = icmp ult i32 %v81, 81
  br i1 %c81, label %b81, label %e81
e81:
  %d81 = icmp eq i32 %v81, %n
  br i1 %d81, label %l81, label %r81
l81:
  %x81 = add i32 %v81, 1
  br label %m81
r81:
  %y81 = mul i32 %v81, 3
  br label %m81
m81:
  %w81 = phi i32 [ %x81, %l81 ], [ %y81, %r81 ]
  br label %b82
b82:
  %v82 = phi i32 [ %w81, %m81 ], [ %v82, %b82 ]
  %c82 = icmp ult i32 %v82, 82
  br i1 %c82, label %b82, label %e82
e82:
  %d82 = icmp eq i32 %v82, %n
  br i1 %d82, label %l82, label %r82
l82:
  %x82 = add i32 %v82, 1
  br label %m82
r82:
  %y82 = mul i32 %v82, 3
  br label %m82
m82:
  %w82 = phi i32 [ %x82, %l82 ], [ %y82, %r82 ]
  br label %b83
b83:
  %v83 = phi i32 [ %w82, %m82 ], [ %v83, %b83 ]
  %c83 = icmp ult i32 %v83, 83
  br i1 %c83, label %b83, label %e83
e83:
  %d83 = icmp eq i32 %v83, %n
  br i1 %d83, label %l83, label %r83
l83:
  %x83 = add i32 %v83, 1
  br label %m83
r83:
  %y83 = mul i32 %v83, 3
  br label %m83
m83:
  %w83 = phi i32 [ %x83, %l83 ], [ %y83, %r83 ]
  br label %b84
b84:
  %v84 = phi i32 [ %w83, %m83 ], [ %v84, %b84 ]
  %c84 = icmp ult i32 %v84, 84
  br i1 %c84, label %b84, label %e84
e84:
  %d84 = icmp eq i32 %v84, %n
  br i1 %d84, label %l84, label %r84
l84:
  %x84 = add i32 %v84, 1
  br label %m84
r84:
  %y84 = mul i32 %v84, 3
  br label %m84
m84:
  %w84 = phi i32 [ %x84, %l84 ], [ %y84, %r84 ]
  br label %b85
b85:
  %v85 = phi i32 [ %w84, %m84 ], [ %v85, %b85 ]
  %c85 = icmp ult i32 %v85, 85
  br i1 %c85, label %b85, label %e85
e85:
  %d85 = icmp eq i32 %v85, %n
  br i1 %d85, label %l85, label %r85
l85:
  %x85 = add i32 %v85, 1
  br label %m85
r85:
  %y85 = mul i32 %v85, 3
  br label %m85
m85:
  %w85 = phi i32 [ %x85, %l85 ], [ %y85, %r85 ]
  br label %b86
b86:
  %v86 = phi i32 [ %w85, %m85 ], [ %v86, %b86 ]
  %c86 = icmp ult i32 %v86, 86
  br i1 %c86, label %b86, label %e86
e86:
  %d86 = icmp eq i32 %v86, %n
  br i1 %d86, label %l86, label %r86
l86:
  %x86 = add i32 %v86, 1
  br label %m86
r86:
  %y86 = mul i32 %v86, 3
  br label %m86
m86:
  %w86 = phi i32 [ %x86, %l86 ], [ %y86, %r86 ]
  br label %b87
b87:
  %v87 = phi i32 [ %w86, %m86 ], [ %v87, %b87 ]
  %c87 = icmp ult i32 %v87, 87
  br i1 %c87, label %b87, label %e87
e87:
  %d87 = icmp eq i32 %v87, %n
  br i1 %d87, label %l87, label %r87
l87:
  %x87 = add i32 %v87, 1
  br label %m87
r87:
  %y87 = mul i32 %v87, 3
  br label %m87
m87:
  %w87 = phi i32 [ %x87, %l87 ], [ %y87, %r87 ]
  br label %b88
b88:
  %v88 = phi i32 [ %w87, %m87 ], [ %v88, %b88 ]
  %c88 = icmp ult i32 %v88, 88
  br i1 %c88, label %b88, label %e88
e88:
  %d88 = icmp eq i32 %v88, %n
  br i1 %d88, label %l88, label %r88
l88:
  %x88 = add i32 %v88, 1
  br label %m88
r88:
  %y88 = mul i32 %v88, 3
  br label %m88
m88:
  %w88 = phi i32 [ %x88, %l88 ], [ %y88, %r88 ]
  br label %b89
b89:
  %v89 = phi i32 [ %w88, %m88 ], [ %v89, %b89 ]
  %c89 = icmp ult i32 %v89, 89
  br i1 %c89, label %b89, label %e89
e89:
  %d89 = icmp eq i32 %v89, %n
  br i1 %d89, label %l89, label %r89
l89:
  %x89 = add i32 %v89, 1
  br label %m89
r89:
  %y89 = mul i32 %v89, 3
  br label %m89
m89:
  %w89 = phi i32 [ %x89, %l89 ], [ %y89, %r89 ]
  br label %b90
b90:
  %v90 = phi i32 [ %w89, %m89 ], [ %v90, %b90 ]
  %c90 = icmp ult i32 %v90, 90
  br i1 %c90, label %b90, label %e90
e90:
  %d90 = icmp eq i32 %v90, %n
  br i1 %d90, label %l90, label %r90
l90:
  %x90 = add i32 %v90, 1
  br label %m90
r90:
  %y90 = mul i32 %v90, 3
  br label %m90
m90:
  %w90 = phi i32 [ %x90, %l90 ], [ %y90, %r90 ]
  br label %b91
b91:
  %v91 = phi i32 [ %w90, %m90 ], [ %v91, %b91 ]
  %c91 = icmp ult i32 %v91, 91
  br i1 %c91, label %b91, label %e91
e91:
  %d91 = icmp eq i32 %v91, %n
  br i1 %d91, label %l91, label %r91
l91:
  %x91 = add i32 %v91, 1
  br label %m91
r91:
  %y91 = mul i32 %v91, 3
  br label %m91
m91:
  %w91 = phi i32 [ %x91, %l91 ], [ %y91, %r91 ]
  br label %b92
b92:
  %v92 = phi i32 [ %w91, %m91 ], [ %v92, %b92 ]
  %c92 = icmp ult i32 %v92, 92
  br i1 %c92, label %b92, label %e92
e92:
  %d92 = icmp eq i32 %v92, %n
  br i1 %d92, label %l92, label %r92
l92:
  %x92 = add i32 %v92, 1
  br label %m92
r92:
  %y92 = mul i32 %v92, 3
  br label %m92
m92:
  %w92 = phi i32 [ %x92, %l92 ], [ %y92, %r92 ]
  br label %b93
b93:
  %v93 = phi i32 [ %w92, %m92 ], [ %v93, %b93 ]
  %c93 = icmp ult i32 %v93, 93
  br i1 %c93, label %b93, label %e93
e93:
  %d93 = icmp eq i32 %v93, %n
  br i1 %d93, label %l93, label %r93
l93:
  %x93 = add i32 %v93, 1
  br label %m93
r93:
  %y93 = mul i32 %v93, 3
  br label %m93
m93:
  %w93 = phi i32 [ %x93, %l93 ], [ %y93, %r93 ]
  br label %b94
b94:
  %v94 = phi i32 [ %w93, %m93 ], [ %v94, %b94 ]
  %c94 = icmp ult i32 %v94, 94
  br i1 %c94, label %b94, label %e94
e94:
  %d94 = icmp eq i32 %v94, %n
  br i1 %d94, label %l94, label %r94
l94:
  %x94 = add i32 %v94, 1
  br label %m94
r94:
  %y94 = mul i32 %v94, 3
  br label %m94
m94:
  %w94 = phi i32 [ %x94, %l94 ], [ %y94, %r94 ]
  br label %b95
b95:
  %v95 = phi i32 [ %w94, %m94 ], [ %v95, %b95 ]
  %c95 = icmp ult i32 %v95, 95
  br i1 %c95, label %b95, label %e95
e95:
  %d95 = icmp eq i32 %v95, %n
  br i1 %d95, label %l95, label %r95
l95:
  %x95 = add i32 %v95, 1
  br label %m95
r95:
  %y95 = mul i32 %v95, 3
  br label %m95
m95:
  %w95 = phi i32 [ %x95, %l95 ], [ %y95, %r95 ]
  br label %b96
b96:
  %v96 = phi i32 [ %w95, %m95 ], [ %v96, %b96 ]
  %c96 = icmp ult i32 %v96, 96
  br i1 %c96, label %b96, label %e96
e96:
  %d96 = icmp eq i32 %v96, %n
  br i1 %d96, label %l96, label %r96
l96:
  %x96 = add i32 %v96, 1
  br label %m96
r96:
  %y96 = mul i32 %v96, 3
  br label %m96
m96:
  %w96 = phi i32 [ %x96, %l96 ], [ %y96, %r96 ]
  br label %b97
b97:
  %v97 = phi i32 [ %w96, %m96 ], [ %v97, %b97 ]
  %c97 = icmp ult i32 %v97, 0
  br i1 %c97, label %b97, label %e97
e97:
  %d97 = icmp eq i32 %v97, %n
  br i1 %d97, label %l97, label %r97
l97:
  %x97 = add i32 %v97, 1
  br label %m97
r97:
  %y97 = mul i32 %v97, 3
  br label %m97
m97:
  %w97 = phi i32 [ %x97, %l97 ], [ %y97, %r97 ]
  br label %b98
b98:
  %v98 = phi i32 [ %w97, %m97 ], [ %v98, %b98 ]
  %c98 = icmp ult i32 %v98, 1
  br i1 %c98, label %b98, label %e98
e98:
  %d98 = icmp eq i32 %v98, %n
  br i1 %d98, label %l98, label %r98
l98:
  %x98 = add i32 %v98, 1
  br label %m98
r98:
  %y98 = mul i32 %v98, 3
  br label %m98
m98:
  %w98 = phi i32 [ %x98, %l98 ], [ %y98, %r98 ]
  br label %b99
b99:
  %v99 = phi i32 [ %w98, %m98 ], [ %v99, %b99 ]
  %c99 = icmp ult i32 %v99, 2
  br i1 %c99, label %b99, label %e99
e99:
  %d99 = icmp eq i32 %v99, %n
  br i1 %d99, label %l99, label %r99
l99:
  %x99 = add i32 %v99, 1
  br label %m99
r99:
  %y99 = mul i32 %v99, 3
  br label %m99
m99:
  %w99 = phi i32 [ %x99, %l99 ], [ %y99, %r99 ]
  br label %b100
b100:
  %v100 = phi i32 [ %w99, %m99 ], [ %v100, %b100 ]
  %c100 = icmp ult i32 %v100, 3
  br i1 %c100, label %b100, label %e100
e100:
  %d100 = icmp eq i32 %v100, %n
  br i1 %d100, label %l100, label %r100
l100:
  %x100 = add i32 %v100, 1
  br label %m100
r100:
  %y100 = mul i32 %v100, 3
  br label %m100
m100:
  %w100 = phi i32 [ %x100, %l100 ], [ %y100, %r100 ]
  br label %b101
b101:
  %v101 = phi i32 [ %w100, %m100 ], [ %v101, %b101 ]
  %c101 = icmp ult i32 %v101, 4
  br i1 %c101, label %b101, label %e101
e101:
  %d101 = icmp eq i32 %v101, %n
  br i1 %d101, label %l101, label %r101
l101:
  %x101 = add i32 %v101, 1
  br label %m101
r101:
  %y101 = mul i32 %v101, 3
  br label %m101
m101:
  %w101 = phi i32 [ %x101, %l101 ], [ %y101, %r101 ]
  br label %b102
b102:
  %v102 = phi i32 [ %w101, %m101 ], [ %v102, %b102 ]
  %c102 = icmp ult i32 %v102, 5
  br i1 %c102, label %b102, label %e102
e102:
  %d102 = icmp eq i32 %v102, %n
  br i1 %d102, label %l102, label %r102
l102:
  %x102 = add i32 %v102, 1
  br label %m102
r102:
  %y102 = mul i32 %v102, 3
  br label %m102
m102:
  %w102 = phi i32 [ %x102, %l102 ], [ %y102, %r102 ]
  br label %b103
b103:
  %v103 = phi i32 [ %w102, %m102 ], [ %v103, %b103 ]
  %c103 = icmp ult i32 %v103, 6
  br i1 %c103, label %b103, label %e103
e103:
  %d103 = icmp eq i32 %v103, %n
  br i1 %d103, label %l103, label %r103
l103:
  %x103 = add i32 %v103, 1
  br label %m103
r103:
  %y103 = mul i32 %v103, 3
  br label %m103
m103:
  %w103 = phi i32 [ %x103, %l103 ], [ %y103, %r103 ]
  br label %b104
b104:
  %v104 = phi i32 [ %w103, %m103 ], [ %v104, %b104 ]
  %c104 = icmp ult i32 %v104, 7
  br i1 %c104, label %b104, label %e104
e104:
  %d104 = icmp eq i32 %v104, %n
  br i1 %d104, label %l104, label %r104
l104:
  %x104 = add i32 %v104, 1
  br label %m104
r104:
  %y104 = mul i32 %v104, 3
  br label %m104
m104:
  %w104 = phi i32 [ %x104, %l104 ], [ %y104, %r104 ]
  br label %b105
b105:
  %v105 = phi i32 [ %w104, %m104 ], [ %v105, %b105 ]
  %c105 = icmp ult i32 %v105, 8
  br i1 %c105, label %b105, label %e105
e105:
  %d105 = icmp eq i32 %v105, %n
  br i1 %d105, label %l105, label %r105
l105:
  %x105 = add i32 %v105, 1
  br label %m105
r105:
  %y105 = mul i32 %v105, 3
  br label %m105
m105:
  %w105 = phi i32 [ %x105, %l105 ], [ %y105, %r105 ]
  br label %b106
b106:
  %v106 = phi i32 [ %w105, %m105 ], [ %v106, %b106 ]
  %c106 = icmp ult i32 %v106, 9
  br i1 %c106, label %b106, label %e106
e106:
  %d106 = icmp eq i32 %v106, %n
  br i1 %d106, label %l106, label %r106
l106:
  %x106 = add i32 %v106, 1
  br label %m106
r106:
  %y106 = mul i32 %v106, 3
  br label %m106
m106:
  %w106 = phi i32 [ %x106, %l106 ], [ %y106, %r106 ]
  br label %b107
b107:
  %v107 = phi i32 [ %w106, %m106 ], [ %v107, %b107 ]
  %c107 = icmp ult i32 %v107, 10
  br i1 %c107, label %b107, label %e107
e107:
  %d107 = icmp eq i32 %v107, %n
  br i1 %d107, label %l107, label %r107
l107:
  %x107 = add i32 %v107, 1
  br label %m107
r107:
  %y107 = mul i32 %v107, 3
  br label %m107
m107:
  %w107 = phi i32 [ %x107, %l107 ], [ %y107, %r107 ]
  br label %b108
b108:
  %v108 = phi i32 [ %w107, %m107 ], [ %v108, %b108 ]
  %c108 = icmp ult i32 %v108, 11
  br i1 %c108, label %b108, label %e108
e108:
  %d108 = icmp eq i32 %v108, %n
  br i1 %d108, label %l108, label %r108
l108:
  %x108 = add i32 %v108, 1
  br label %m108
r108:
  %y108 = mul i32 %v108, 3
  br label %m108
m108:
  %w108 = phi i32 [ %x108, %l108 ], [ %y108, %r108 ]
  br label %b109
b109:
  %v109 = phi i32 [ %w108, %m108 ], [ %v109, %b109 ]
  %c109 = icmp ult i32 %v109, 12
  br i1 %c109, label %b109, label %e109
e109:
  %d109 = icmp eq i32 %v109, %n
  br i1 %d109, label %l109, label %r109
l109:
  %x109 = add i32 %v109, 1
  br label %m109
r109:
  %y109 = mul i32 %v109, 3
  br label %m109
m109:
  %w109 = phi i32 [ %x109, %l109 ], [ %y109, %r109 ]
  br label %b110
b110:
  %v110 = phi i32 [ %w109, %m109 ], [ %v110, %b110 ]
  %c110 = icmp ult i32 %v110, 13
  br i1 %c110, label %b110, label %e110
e110:
  %d110 = icmp eq i32 %v110, %n
  br i1 %d110, label %l110, label %r110
l110:
  %x110 = add i32 %v110, 1
  br label %m110
r110:
  %y110 = mul i32 %v110, 3
  br label %m110
m110:
  %w110 = phi i32 [ %x110, %l110 ], [ %y110, %r110 ]
  br label %b111
b111:
  %v111 = phi i32 [ %w110, %m110 ], [ %v111, %b111 ]
  %c111 = icmp ult i32 %v111, 14
  br i1 %c111, label %b111, label %e111
e111:
  %d111 = icmp eq i32 %v111, %n
  br i1 %d111, label %l111, label %r111
l111:
  %x111 = add i32 %v111, 1
  br label %m111
r111:
  %y111 = mul i32 %v111, 3
  br label %m111
m111:
  %w111 = phi i32 [ %x111, %l111 ], [ %y111, %r111 ]
  br label %b112
b112:
  %v112 = phi i32 [ %w111, %m111 ], [ %v112, %b112 ]
  %c112 = icmp ult i32 %v112, 15
  br i1 %c112, label %b112, label %e112
e112:
  %d112 = icmp eq i32 %v112, %n
  br i1 %d112, label %l112, label %r112
l112:
  %x112 = add i32 %v112, 1
  br label %m112
r112:
  %y112 = mul i32 %v112, 3
  br label %m112
m112:
  %w112 = phi i32 [ %x112, %l112 ], [ %y112, %r112 ]
  br label %b113
b113:
  %v113 = phi i32 [ %w112, %m112 ], [ %v113, %b113 ]
  %c113 = icmp ult i32 %v113, 16
  br i1 %c113, label %b113, label %e113
e113:
  %d113 = icmp eq i32 %v113, %n
  br i1 %d113, label %l113, label %r113
l113:
  %x113 = add i32 %v113, 1
  br label %m113
r113:
  %y113 = mul i32 %v113, 3
  br label %m113
m113:
  %w113 = phi i32 [ %x113, %l113 ], [ %y113, %r113 ]
  br label %b114
b114:
  %v114 = phi i32 [ %w113, %m113 ], [ %v114, %b114 ]
  %c114 = icmp ult i32 %v114, 17
  br i1 %c114, label %b114, label %e114
e114:
  %d114 = icmp eq i32 %v114, %n
  br i1 %d114, label %l114, label %r114
l114:
  %x114 = add i32 %v114, 1
  br label %m114
r114:
  %y114 = mul i32 %v114, 3
  br label %m114
m114:
  %w114 = phi i32 [ %x114, %l114 ], [ %y114, %r114 ]
  br label %b115
b115:
  %v115 = phi i32 [ %w114, %m114 ], [ %v115, %b115 ]
  %c115 = icmp ult i32 %v115, 18
  br i1 %c115, label %b115, label %e115
e115:
  %d115 = icmp eq i32 %v115, %n
  br i1 %d115, label %l115, label %r115
l115:
  %x115 = add i32 %v115, 1
  br label %m115
r115:
  %y115 = mul i32 %v115, 3
  br label %m115
m115:
  %w115 = phi i32 [ %x115, %l115 ], [ %y115, %r115 ]
  br label %b116
b116:
  %v116 = phi i32 [ %w115, %m115 ], [ %v116, %b116 ]
  %c116 = icmp ult i32 %v116, 19
  br i1 %c116, label %b116, label %e116
e116:
  %d116 = icmp eq i32 %v116, %n
  br i1 %d116, label %l116, label %r116
l116:
  %x116 = add i32 %v116, 1
  br label %m116
r116:
  %y116 = mul i32 %v116, 3
  br label %m116
m116:
  %w116 = phi i32 [ %x116, %l116 ], [ %y116, %r116 ]
  br label %b117
b117:
  %v117 = phi i32 [ %w116, %m116 ], [ %v117, %b117 ]
  %c117 = icmp ult i32 %v117, 20
  br i1 %c117, label %b117, label %e117
e117:
  %d117 = icmp eq i32 %v117, %n
  br i1 %d117, label %l117, label %r117
l117:
  %x117 = add i32 %v117, 1
  br label %m117
r117:
  %y117 = mul i32 %v117, 3
  br label %m117
m117:
  %w117 = phi i32 [ %x117, %l117 ], [ %y117, %r117 ]
  br label %b118
b118:
  %v118 = phi i32 [ %w117, %m117 ], [ %v118, %b118 ]
  %c118 = icmp ult i32 %v118, 21
  br i1 %c118, label %b118, label %e118
e118:
  %d118 = icmp eq i32 %v118, %n
  br i1 %d118, label %l118, label %r118
l118:
  %x118 = add i32 %v118, 1
  br label %m118
r118:
  %y118 = mul i32 %v118, 3
  br label %m118
m118:
  %w118 = phi i32 [ %x118, %l118 ], [ %y118, %r118 ]
  br label %b119
b119:
  %v119 = phi i32 [ %w118, %m118 ], [ %v119, %b119 ]
  %c119 = icmp ult i32 %v119, 22
  br i1 %c119, label %b119, label %e119
e119:
  %d119 = icmp eq i32 %v119, %n
  br i1 %d119, label %l119, label %r119
l119:
  %x119 = add i32 %v119, 1
  br label %m119
r119:
  %y119 = mul i32 %v119, 3
  br label %m119
m119:
  %w119 = phi i32 [ %x119, %l119 ], [ %y119, %r119 ]
  br label %b120
b120:
  %v120 = phi i32 [ %w119, %m119 ], [ %v120, %b120 ]
  %c120 = icmp ult i32 %v120, 23
  br i1 %c120, label %b120, label %e120
e120:
  %d120 = icmp eq i32 %v120, %n
  br i1 %d120, label %l120, label %r120
l120:
  %x120 = add i32 %v120, 1
  br label %m120
r120:
  %y120 = mul i32 %v120, 3
  br label %m120
m120:
  %w120 = phi i32 [ %x120, %l120 ], [ %y120, %r120 ]
  br label %b121
b121:
  %v121 = phi i32 [ %w120, %m120 ], [ %v121, %b121 ]
  %c121 = icmp ult i32 %v121, 24
  br i1 %c121, label %b121, label %e121
e121:
  %d121 = icmp eq i32 %v121, %n
  br i1 %d121, label %l121, label %r121
l121:
  %x121 = add i32 %v121, 1
  br label %m121
r121:
  %y121 = mul i32 %v121, 3
  br label %m121
m121:
  %w121 = phi i32 [ %x121, %l121 ], [ %y121, %r121 ]
  br label %b122
b122:
  %v122 = phi i32 [ %w121, %m121 ], [ %v122, %b122 ]
  %c122 = icmp ult i32 %v122, 25
  br i1 %c122, label %b122, label %e122
e122:
  %d122 = icmp eq i32 %v122, %n
  br i1 %d122, label %l122, label %r122
l122:
  %x122 = add i32 %v122, 1
  br label %m122
r122:
  %y122 = mul i32 %v122, 3
  br label %m122
m122:
  %w122 = phi i32 [ %x122, %l122 ], [ %y122, %r122 ]
  br label %b123
b123:
  %v123 = phi i32 [ %w122, %m122 ], [ %v123, %b123 ]
  %c123 = icmp ult i32 %v123, 26
  br i1 %c123, label %b123, label %e123
e123:
  %d123 = icmp eq i32 %v123, %n
  br i1 %d123, label %l123, label %r123
l123:
  %x123 = add i32 %v123, 1
  br label %m123
r123:
  %y123 = mul i32 %v123, 3
  br label %m123
m123:
  %w123 = phi i32 [ %x123, %l123 ], [ %y123, %r123 ]
  br label %b124
b124:
  %v124 = phi i32 [ %w123, %m123 ], [ %v124, %b124 ]
  %c124 = icmp ult i32 %v124, 27
  br i1 %c124, label %b124, label %e124
e124:
  %d124 = icmp eq i32 %v124, %n
  br i1 %d124, label %l124, label %r124
l124:
  %x124 = add i32 %v124, 1
  br label %m124
r124:
  %y124 = mul i32 %v124, 3
  br label %m124
m124:
  %w124 = phi i32 [ %x124, %l124 ], [ %y124, %r124 ]
  br label %b125
b125:
  %v125 = phi i32 [ %w124, %m124 ], [ %v125, %b125 ]
  %c125 = icmp ult i32 %v125, 28
  br i1 %c125, label %b125, label %e125
e125:
  %d125 = icmp eq i32 %v125, %n
  br i1 %d125, label %l125, label %r125
l125:
  %x125 = add i32 %v125, 1
  br label %m125
r125:
  %y125 = mul i32 %v125, 3
  br label %m125
m125:
  %w125 = phi i32 [ %x125, %l125 ], [ %y125, %r125 ]
  br label %b126
b126:
  %v126 = phi i32 [ %w125, %m125 ], [ %v126, %b126 ]
  %c126 = icmp ult i32 %v126, 29
  br i1 %c126, label %b126, label %e126
e126:
  %d126 = icmp eq i32 %v126, %n
  br i1 %d126, label %l126, label %r126
l126:
  %x126 = add i32 %v126, 1
  br label %m126
r126:
  %y126 = mul i32 %v126, 3
  br label %m126
m126:
  %w126 = phi i32 [ %x126, %l126 ], [ %y126, %r126 ]
  br label %b127
b127:
  %v127 = phi i32 [ %w126, %m126 ], [ %v127, %b127 ]
  %c127 = icmp ult i32 %v127, 30
  br i1 %c127, label %b127, label %e127
e127:
  %d127 = icmp eq i32 %v127, %n
  br i1 %d127, label %l127, label %r127
l127:
  %x127 = add i32 %v127, 1
  br label %m127
r127:
  %y127 = mul i32 %v127, 3
  br label %m127
m127:
  %w127 = phi i32 [ %x127, %l127 ], [ %y127, %r127 ]
  br label %b128
b128:
  %v128 = phi i32 [ %w127, %m127 ], [ %v128, %b128 ]
  %c128 = icmp ult i32 %v128, 31
  br i1 %c128, label %b128, label %e128
e128:
  %d128 = icmp eq i32 %v128, %n
  br i1 %d128, label %l128, label %r128
l128:
  %x128 = add i32 %v128, 1
  br label %m128
r128:
  %y128 = mul i32 %v128, 3
  br label %m128
m128:
  %w128 = phi i32 [ %x128, %l128 ], [ %y128, %r128 ]
  br label %b129
b129:
  %v129 = phi i32 [ %w128, %m128 ], [ %v129, %b129 ]
  %c129 = icmp ult i32 %v129, 32
  br i1 %c129, label %b129, label %e129
e129:
  %d129 = icmp eq i32 %v129, %n
  br i1 %d129, label %l129, label %r129
l129:
  %x129 = add i32 %v129, 1
  br label %m129
r129:
  %y129 = mul i32 %v129, 3
  br label %m129
m129:
  %w129 = phi i32 [ %x129, %l129 ], [ %y129, %r129 ]
  br label %b130
b130:
  %v130 = phi i32 [ %w129, %m129 ], [ %v130, %b130 ]
  %c130 = icmp ult i32 %v130, 33
  br i1 %c130, label %b130, label %e130
e130:
  %d130 = icmp eq i32 %v130, %n
  br i1 %d130, label %l130, label %r130
l130:
  %x130 = add i32 %v130, 1
  br label %m130
r130:
  %y130 = mul i32 %v130, 3
  br label %m130
m130:
  %w130 = phi i32 [ %x130, %l130 ], [ %y130, %r130 ]
  br label %b131
b131:
  %v131 = phi i32 [ %w130, %m130 ], [ %v131, %b131 ]
  %c131 = icmp ult i32 %v131, 34
  br i1 %c131, label %b131, label %e131
e131:
  %d131 = icmp eq i32 %v131, %n
  br i1 %d131, label %l131, label %r131
l131:
  %x131 = add i32 %v131, 1
  br label %m131
r131:
  %y131 = mul i32 %v131, 3
  br label %m131
m131:
  %w131 = phi i32 [ %x131, %l131 ], [ %y131, %r131 ]
  br label %b132
b132:
  %v132 = phi i32 [ %w131, %m131 ], [ %v132, %b132 ]
  %c132 = icmp ult i32 %v132, 35
  br i1 %c132, label %b132, label %e132
e132:
  %d132 = icmp eq i32 %v132, %n
  br i1 %d132, label %l132, label %r132
l132:
  %x132 = add i32 %v132, 1
  br label %m132
r132:
  %y132 = mul i32 %v132, 3
  br label %m132
m132:
  %w132 = phi i32 [ %x132, %l132 ], [ %y132, %r132 ]
  br label %b133
b133:
  %v133 = phi i32 [ %w132, %m132 ], [ %v133, %b133 ]
  %c133 = icmp ult i32 %v133, 36
  br i1 %c133, label %b133, label %e133
e133:
  %d133 = icmp eq i32 %v133, %n
  br i1 %d133, label %l133, label %r133
l133:
  %x133 = add i32 %v133, 1
  br label %m133
r133:
  %y133 = mul i32 %v133, 3
  br label %m133
m133:
  %w133 = phi i32 [ %x133, %l133 ], [ %y133, %r133 ]
  br label %b134
b134:
  %v134 = phi i32 [ %w133, %m133 ], [ %v134, %b134 ]
  %c134 = icmp ult i32 %v134, 37
  br i1 %c134, label %b134, label %e134
e134:
  %d134 = icmp eq i32 %v134, %n
  br i1 %d134, label %l134, label %r134
l134:
  %x134 = add i32 %v134, 1
  br label %m134
r134:
  %y134 = mul i32 %v134, 3
  br label %m134
m134:
  %w134 = phi i32 [ %x134, %l134 ], [ %y134, %r134 ]
  br label %b135
b135:
  %v135 = phi i32 [ %w134, %m134 ], [ %v135, %b135 ]
  %c135 = icmp ult i32 %v135, 38
  br i1 %c135, label %b135, label %e135
e135:
  %d135 = icmp eq i32 %v135, %n
  br i1 %d135, label %l135, label %r135
l135:
  %x135 = add i32 %v135, 1
  br label %m135
r135:
  %y135 = mul i32 %v135, 3
  br label %m135
m135:
  %w135 = phi i32 [ %x135, %l135 ], [ %y135, %r135 ]
  br label %b136
b136:
  %v136 = phi i32 [ %w135, %m135 ], [ %v136, %b136 ]
  %c136 = icmp ult i32 %v136, 39
  br i1 %c136, label %b136, label %e136
e136:
  %d136 = icmp eq i32 %v136, %n
  br i1 %d136, label %l136, label %r136
l136:
  %x136 = add i32 %v136, 1
  br label %m136
r136:
  %y136 = mul i32 %v136, 3
  br label %m136
m136:
  %w136 = phi i32 [ %x136, %l136 ], [ %y136, %r136 ]
  br label %b137
b137:
  %v137 = phi i32 [ %w136, %m136 ], [ %v137, %b137 ]
  %c137 = icmp ult i32 %v137, 40
  br i1 %c137, label %b137, label %e137
e137:
  %d137 = icmp eq i32 %v137, %n
  br i1 %d137, label %l137, label %r137
l137:
  %x137 = add i32 %v137, 1
  br label %m137
r137:
  %y137 = mul i32 %v137, 3
  br label %m137
m137:
  %w137 = phi i32 [ %x137, %l137 ], [ %y137, %r137 ]
  br label %b138
b138:
  %v138 = phi i32 [ %w137, %m137 ], [ %v138, %b138 ]
  %c138 = icmp ult i32 %v138, 41
  br i1 %c138, label %b138, label %e138
e138:
  %d138 = icmp eq i32 %v138, %n
  br i1 %d138, label %l138, label %r138
l138:
  %x138 = add i32 %v138, 1
  br label %m138
r138:
  %y138 = mul i32 %v138, 3
  br label %m138
m138:
  %w138 = phi i32 [ %x138, %l138 ], [ %y138, %r138 ]
  br label %b139
b139:
  %v139 = phi i32 [ %w138, %m138 ], [ %v139, %b139 ]
  %c139 = icmp ult i32 %v139, 42
  br i1 %c139, label %b139, label %e139
e139:
  %d139 = icmp eq i32 %v139, %n
  br i1 %d139, label %l139, label %r139
l139:
  %x139 = add i32 %v139, 1
  br label %m139
r139:
  %y139 = mul i32 %v139, 3
  br label %m139
m139:
  %w139 = phi i32 [ %x139, %l139 ], [ %y139, %r139 ]
  br label %b140
b140:
  %v140 = phi i32 [ %w139, %m139 ], [ %v140, %b140 ]
  %c140 = icmp ult i32 %v140, 43
  br i1 %c140, label %b140, label %e140
e140:
  %d140 = icmp eq i32 %v140, %n
  br i1 %d140, label %l140, label %r140
l140:
  %x140 = add i32 %v140, 1
  br label %m140
r140:
  %y140 = mul i32 %v140, 3
  br label %m140
m140:
  %w140 = phi i32 [ %x140, %l140 ], [ %y140, %r140 ]
  br label %b141
b141:
  %v141 = phi i32 [ %w140, %m140 ], [ %v141, %b141 ]
  %c141 = icmp ult i32 %v141, 44
  br i1 %c141, label %b141, label %e141
e141:
  %d141 = icmp eq i32 %v141, %n
  br i1 %d141, label %l141, label %r141
l141:
  %x141 = add i32 %v141, 1
  br label %m141
r141:
  %y141 = mul i32 %v141, 3
  br label %m141
m141:
  %w141 = phi i32 [ %x141, %l141 ], [ %y141, %r141 ]
  br label %b142
b142:
  %v142 = phi i32 [ %w141, %m141 ], [ %v142, %b142 ]
  %c142 = icmp ult i32 %v142, 45
  br i1 %c142, label %b142, label %e142
e142:
  %d142 = icmp eq i32 %v142, %n
  br i1 %d142, label %l142, label %r142
l142:
  %x142 = add i32 %v142, 1
  br label %m142
r142:
  %y142 = mul i32 %v142, 3
  br label %m142
m142:
  %w142 = phi i32 [ %x142, %l142 ], [ %y142, %r142 ]
  br label %b143
b143:
  %v143 = phi i32 [ %w142, %m142 ], [ %v143, %b143 ]
  %c143 = icmp ult i32 %v143, 46
  br i1 %c143, label %b143, label %e143
e143:
  %d143 = icmp eq i32 %v143, %n
  br i1 %d143, label %l143, label %r143
l143:
  %x143 = add i32 %v143, 1
  br label %m143
r143:
  %y143 = mul i32 %v143, 3
  br label %m143
m143:
  %w143 = phi i32 [ %x143, %l143 ], [ %y143, %r143 ]
  br label %b144
b144:
  %v144 = phi i32 [ %w143, %m143 ], [ %v144, %b144 ]
  %c144 = icmp ult i32 %v144, 47
  br i1 %c144, label %b144, label %e144
e144:
  %d144 = icmp eq i32 %v144, %n
  br i1 %d144, label %l144, label %r144
l144:
  %x144 = add i32 %v144, 1
  br label %m144
r144:
  %y144 = mul i32 %v144, 3
  br label %m144
m144:
  %w144 = phi i32 [ %x144, %l144 ], [ %y144, %r144 ]
  br label %b145
b145:
  %v145 = phi i32 [ %w144, %m144 ], [ %v145, %b145 ]
  %c145 = icmp ult i32 %v145, 48
  br i1 %c145, label %b145, label %e145
e145:
  %d145 = icmp eq i32 %v145, %n
  br i1 %d145, label %l145, label %r145
l145:
  %x145 = add i32 %v145, 1
  br label %m145
r145:
  %y145 = mul i32 %v145, 3
  br label %m145
m145:
  %w145 = phi i32 [ %x145, %l145 ], [ %y145, %r145 ]
  br label %b146
b146:
  %v146 = phi i32 [ %w145, %m145 ], [ %v146, %b146 ]
  %c146 = icmp ult i32 %v146, 49
  br i1 %c146, label %b146, label %e146
e146:
  %d146 = icmp eq i32 %v146, %n
  br i1 %d146, label %l146, label %r146
l146:
  %x146 = add i32 %v146, 1
  br label %m146
r146:
  %y146 = mul i32 %v146, 3
  br label %m146
m146:
  %w146 = phi i32 [ %x146, %l146 ], [ %y146, %r146 ]
  br label %b147
b147:
  %v147 = phi i32 [ %w146, %m146 ], [ %v147, %b147 ]
  %c147 = icmp ult i32 %v147, 50
  br i1 %c147, label %b147, label %e147
e147:
  %d147 = icmp eq i32 %v147, %n
  br i1 %d147, label %l147, label %r147
l147:
  %x147 = add i32 %v147, 1
  br label %m147
r147:
  %y147 = mul i32 %v147, 3
  br label %m147
m147:
  %w147 = phi i32 [ %x147, %l147 ], [ %y147, %r147 ]
  br label %b148
b148:
  %v148 = phi i32 [ %w147, %m147 ], [ %v148, %b148 ]
  %c148 = icmp ult i32 %v148, 51
  br i1 %c148, label %b148, label %e148
e148:
  %d148 = icmp eq i32 %v148, %n
  br i1 %d148, label %l148, label %r148
l148:
  %x148 = add i32 %v148, 1
  br label %m148
r148:
  %y148 = mul i32 %v148, 3
  br label %m148
m148:
  %w148 = phi i32 [ %x148, %l148 ], [ %y148, %r148 ]
  br label %b149
b149:
  %v149 = phi i32 [ %w148, %m148 ], [ %v149, %b149 ]
  %c149 = icmp ult i32 %v149, 52
  br i1 %c149, label %b149, label %e149
e149:
  %d149 = icmp eq i32 %v149, %n
  br i1 %d149, label %l149, label %r149
l149:
  %x149 = add i32 %v149, 1
  br label %m149
r149:
  %y149 = mul i32 %v149, 3
  br label %m149
m149:
  %w149 = phi i32 [ %x149, %l149 ], [ %y149, %r149 ]
  br label %b150
b150:
  %v150 = phi i32 [ %w149, %m149 ], [ %v150, %b150 ]
  %c150 = icmp ult i32 %v150, 53
  br i1 %c150, label %b150, label %e150
e150:
  %d150 = icmp eq i32 %v150, %n
  br i1 %d150, label %l150, label %r150
l150:
  %x150 = add i32 %v150, 1
  br label %m150
r150:
  %y150 = mul i32 %v150, 3
  br label %m150
m150:
  %w150 = phi i32 [ %x150, %l150 ], [ %y150, %r150 ]
  br label %b151
b151:
  %v151 = phi i32 [ %w150, %m150 ], [ %v151, %b151 ]
  %c151 = icmp ult i32 %v151, 54
  br i1 %c151, label %b151, label %e151
e151:
  %d151 = icmp eq i32 %v151, %n
  br i1 %d151, label %l151, label %r151
l151:
  %x151 = add i32 %v151, 1
  br label %m151
r151:
  %y151 = mul i32 %v151, 3
  br label %m151
m151:
  %w151 = phi i32 [ %x151, %l151 ], [ %y151, %r151 ]
  br label %b152
b152:
  %v152 = phi i32 [ %w151, %m151 ], [ %v152, %b152 ]
  %c152 = icmp ult i32 %v152, 55
  br i1 %c152, label %b152, label %e152
e152:
  %d152 = icmp eq i32 %v152, %n
  br i1 %d152, label %l152, label %r152
l152:
  %x152 = add i32 %v152, 1
  br label %m152
r152:
  %y152 = mul i32 %v152, 3
  br label %m152
m152:
  %w152 = phi i32 [ %x152, %l152 ], [ %y152, %r152 ]
  br label %b153
b153:
  %v153 = phi i32 [ %w152, %m152 ], [ %v153, %b153 ]
  %c153 = icmp ult i32 %v153, 56
  br i1 %c153, label %b153, label %e153
e153:
  %d153 = icmp eq i32 %v153, %n
  br i1 %d153, label %l153, label %r153
l153:
  %x153 = add i32 %v153, 1
  br label %m153
r153:
  %y153 = mul i32 %v153, 3
  br label %m153
m153:
  %w153 = phi i32 [ %x153, %l153 ], [ %y153, %r153 ]
  br label %b154
b154:
  %v154 = phi i32 [ %w153, %m153 ], [ %v154, %b154 ]
  %c154 = icmp ult i32 %v154, 57
  br i1 %c154, label %b154, label %e154
e154:
  %d154 = icmp eq i32 %v154, %n
  br i1 %d154, label %l154, label %r154
l154:
  %x154 = add i32 %v154, 1
  br label %m154
r154:
  %y154 = mul i32 %v154, 3
  br label %m154
m154:
  %w154 = phi i32 [ %x154, %l154 ], [ %y154, %r154 ]
  br label %b155
b155:
  %v155 = phi i32 [ %w154, %m154 ], [ %v155, %b155 ]
  %c155 = icmp ult i32 %v155, 58
  br i1 %c155, label %b155, label %e155
e155:
  %d155 = icmp eq i32 %v155, %n
  br i1 %d155, label %l155, label %r155
l155:
  %x155 = add i32 %v155, 1
  br label %m155
r155:
  %y155 = mul i32 %v155, 3
  br label %m155
m155:
  %w155 = phi i32 [ %x155, %l155 ], [ %y155, %r155 ]
  br label %b156
b156:
  %v156 = phi i32 [ %w155, %m155 ], [ %v156, %b156 ]
  %c156 = icmp ult i32 %v156, 59
  br i1 %c156, label %b156, label %e156
e156:
  %d156 = icmp eq i32 %v156, %n
  br i1 %d156, label %l156, label %r156
l156:
  %x156 = add i32 %v156, 1
  br label %m156
r156:
  %y156 = mul i32 %v156, 3
  br label %m156
m156:
  %w156 = phi i32 [ %x156, %l156 ], [ %y156, %r156 ]
  br label %b157
b157:
  %v157 = phi i32 [ %w156, %m156 ], [ %v157, %b157 ]
  %c157 = icmp ult i32 %v157, 60
  br i1 %c157, label %b157, label %e157
e157:
  %d157 = icmp eq i32 %v157, %n
  br i1 %d157, label %l157, label %r157
l157:
  %x157 = add i32 %v157, 1
  br label %m157
r157:
  %y157 = mul i32 %v157, 3
  br label %m157
m157:
  %w157 = phi i32 [ %x157, %l157 ], [ %y157, %r157 ]
  br label %b158
b158:
  %v158 = phi i32 [ %w157, %m157 ], [ %v158, %b158 ]
  %c158 = icmp ult i32 %v158, 61
  br i1 %c158, label %b158, label %e158
e158:
  %d158 = icmp eq i32 %v158, %n
  br i1 %d158, label %l158, label %r158
l158:
  %x158 = add i32 %v158, 1
  br label %m158
r158:
  %y158 = mul i32 %v158, 3
  br label %m158
m158:
  %w158 = phi i32 [ %x158, %l158 ], [ %y158, %r158 ]
  br label %b159
b159:
  %v159 = phi i32 [ %w158, %m158 ], [ %v159, %b159 ]
  %c159 = icmp ult i32 %v159, 62
  br i1 %c159, label %b159, label %e159
e159:
  %d159 = icmp eq i32 %v159, %n
  br i1 %d159, label %l159, label %r159
l159:
  %x159 = add i32 %v159, 1
  br label %m159
r159:
  %y159 = mul i32 %v159, 3
  br label %m159
m159:
  %w159 = phi i32 [ %x159, %l159 ], [ %y159, %r159 ]
  br label %b160
b160:
  %v160 = phi i32 [ %w159, %m159 ], [ %v160, %b160 ]
  %c160 = icmp ult i32 %v160, 63
  br i1 %c160, label %b160, label %e160
e160:
  %d160 = icmp eq i32 %v160, %n
  br i1 %d160, label %l160, label %r160
l160:
  %x160 = add i32 %v160, 1
  br label %m160
r160:
  %y160 = mul i32 %v160, 3
  br label %m160
m160:
  %w160 = phi i32 [ %x160, %l160 ], [ %y160, %r160 ]
  br label %b161
b161:
  %v161 = phi i32 [ %w160, %m160 ], [ %v161, %b161 ]
  %c161 = icmp ult i32 %v161, 64
  br i1 %c161, label %b161, label %e161
e161:
  %d161 = icmp eq i32 %v161, %n
  br i1 %d161, label %l161, label %r161
l161:
  %x161 = add i32 %v161, 1
  br label %m161
r161:
  %y161 = mul i32 %v161, 3
  br label %m161
m161:
  %w161 = phi i32 [ %x161, %l161 ], [ %y161, %r161 ]
  br label %b162
b162:
  %v162 = phi i32 [ %w161, %m161 ], [ %v162, %b162 ]
  %c162 = icmp ult i32 %v162, 65
  br i1 %c162, label %b162, label %e162
e162:
  %d162 = icmp eq i32 %v162, %n
  br i1 %d162, label %l162, label %r162
l162:
  %x162 = add i32 %v162, 1
  br label %m162
r162:
  %y162 = mul i32 %v162, 3
  br label %m162
m162:
  %w162 = phi i32 [ %x162, %l162 ], [ %y162, %r162 ]
  br label %b163
b163:
  %v163 = phi i32 [ %w162, %m162 ], [ %v163, %b163 ]
  %c163 = icmp ult i32 %v163, 66
  br i1 %c163, label %b163, label %e163
e163:
  %d163 = icmp eq i32 %v163, %n
  br i1 %d163, label %l163, label %r163
l163:
  %x163 = add i32 %v163, 1
  br label %m163
r163:
  %y163 = mul i32 %v163, 3
  br label %m163
m163:
  %w163 = phi i32 [ %x163, %l163 ], [ %y163, %r163 ]
  br label %b164
b164:
  %v164 = phi i32 [ %w163, %m163 ], [ %v164, %b164 ]
  %c164 = icmp ult i32 %v164, 67
  br i1 %c164, label %b164, label %e164
e164:
  %d164 = icmp eq i32 %v164, %n
  br i1 %d164, label %l164, label %r164
l164:
  %x164 = add i32 %v164, 1
  br label %m164
r164:
  %y164 = mul i32 %v164, 3
  br label %m164
m164:
  %w164 = phi i32 [ %x164, %l164 ], [ %y164, %r164 ]
  br label %b165
b165:
  %v165 = phi i32 [ %w164, %m164 ], [ %v165, %b165 ]
  %c165 = icmp ult i32 %v165, 68
  br i1 %c165, label %b165, label %e165
e165:
  %d165 = icmp eq i32 %v165, %n
  br i1 %d165, label %l165, label %r165
l165:
  %x165 = add i32 %v165, 1
  br label %m165
r165:
  %y165 = mul i32 %v165, 3
  br label %m165
m165:
  %w165 = phi i32 [ %x165, %l165 ], [ %y165, %r165 ]
  br label %b166
b166:
  %v166 = phi i32 [ %w165, %m165 ], [ %v166, %b166 ]
  %c166 = icmp ult i32 %v166, 69
  br i1 %c166, label %b166, label %e166
e166:
  %d166 = icmp eq i32 %v166, %n
  br i1 %d166, label %l166, label %r166
l166:
  %x166 = add i32 %v166, 1
  br label %m166
r166:
  %y166 = mul i32 %v166, 3
  br label %m166
m166:
  %w166 = phi i32 [ %x166, %l166 ], [ %y166, %r166 ]
  br label %b167
b167:
  %v167 = phi i32 [ %w166, %m166 ], [ %v167, %b167 ]
  %c167 = icmp ult i32 %v167, 70
  br i1 %c167, label %b167, label %e167
e167:
  %d167 = icmp eq i32 %v167, %n
  br i1 %d167, label %l167, label %r167
l167:
  %x167 = add i32 %v167, 1
  br label %m167
r167:
  %y167 = mul i32 %v167, 3
  br label %m167
m167:
  %w167 = phi i32 [ %x167, %l167 ], [ %y167, %r167 ]
  br label %b168
b168:
  %v168 = phi i32 [ %w167, %m167 ], [ %v168, %b168 ]
  %c168 = icmp ult i32 %v168, 71
  br i1 %c168, label %b168, label %e168
e168:
  %d168 = icmp eq i32 %v168, %n
  br i1 %d168, label %l168, label %r168
l168:
  %x168 = add i32 %v168, 1
  br label %m168
r168:
  %y168 = mul i32 %v168, 3
  br label %m168
m168:
  %w168 = phi i32 [ %x168, %l168 ], [ %y168, %r168 ]
  br label %b169
b169:
  %v169 = phi i32 [ %w168, %m168 ], [ %v169, %b169 ]
  %c169 = icmp ult i32 %v169, 72
  br i1 %c169, label %b169, label %e169
e169:
  %d169 = icmp eq i32 %v169, %n
  br i1 %d169, label %l169, label %r169
l169:
  %x169 = add i32 %v169, 1
  br label %m169
r169:
  %y169 = mul i32 %v169, 3
  br label %m169
m169:
  %w169 = phi i32 [ %x169, %l169 ], [ %y169, %r169 ]
  br label %b170
b170:
  %v170 = phi i32 [ %w169, %m169 ], [ %v170, %b170 ]
  %c170 = icmp ult i32 %v170, 73
  br i1 %c170, label %b170, label %e170
e170:
  %d170 = icmp eq i32 %v170, %n
  br i1 %d170, label %l170, label %r170
l170:
  %x170 = add i32 %v170, 1
  br label %m170
r170:
  %y170 = mul i32 %v170, 3
  br label %m170
m170:
  %w170 = phi i32 [ %x170, %l170 ], [ %y170, %r170 ]
  br label %b171
b171:
  %v171 = phi i32 [ %w170, %m170 ], [ %v171, %b171 ]
  %c171 = icmp ult i32 %v171, 74
  br i1 %c171, label %b171, label %e171
e171:
  %d171 = icmp eq i32 %v171, %n
  br i1 %d171, label %l171, label %r171
l171:
  %x171 = add i32 %v171, 1
  br label %m171
r171:
  %y171 = mul i32 %v171, 3
  br label %m171
m171:
  %w171 = phi i32 [ %x171, %l171 ], [ %y171, %r171 ]
  br label %b172
b172:
  %v172 = phi i32 [ %w171, %m171 ], [ %v172, %b172 ]
  %c172 = icmp ult i32 %v172, 75
  br i1 %c172, label %b172, label %e172
e172:
  %d172 = icmp eq i32 %v172, %n
  br i1 %d172, label %l172, label %r172
l172:
  %x172 = add i32 %v172, 1
  br label %m172
r172:
  %y172 = mul i32 %v172, 3
  br label %m172
m172:
  %w172 = phi i32 [ %x172, %l172 ], [ %y172, %r172 ]
  br label %b173
b173:
  %v173 = phi i32 [ %w172, %m172 ], [ %v173, %b173 ]
  %c173 = icmp ult i32 %v173, 76
  br i1 %c173, label %b173, label %e173
e173:
  %d173 = icmp eq i32 %v173, %n
  br i1 %d173, label %l173, label %r173
l173:
  %x173 = add i32 %v173, 1
  br label %m173
r173:
  %y173 = mul i32 %v173, 3
  br label %m173
m173:
  %w173 = phi i32 [ %x173, %l173 ], [ %y173, %r173 ]
  br label %b174
b174:
  %v174 = phi i32 [ %w173, %m173 ], [ %v174, %b174 ]
  %c174 = icmp ult i32 %v174, 77
  br i1 %c174, label %b174, label %e174
e174:
  %d174 = icmp eq i32 %v174, %n
  br i1 %d174, label %l174, label %r174
l174:
  %x174 = add i32 %v174, 1
  br label %m174
r174:
  %y174 = mul i32 %v174, 3
  br label %m174
m174:
  %w174 = phi i32 [ %x174, %l174 ], [ %y174, %r174 ]
  br label %b175
b175:
  %v175 = phi i32 [ %w174, %m174 ], [ %v175, %b175 ]
  %c175 = icmp ult i32 %v175, 78
  br i1 %c175, label %b175, label %e175
e175:
  %d175 = icmp eq i32 %v175, %n
  br i1 %d175, label %l175, label %r175
l175:
  %x175 = add i32 %v175, 1
  br label %m175
r175:
  %y175 = mul i32 %v175, 3
  br label %m175
m175:
  %w175 = phi i32 [ %x175, %l175 ], [ %y175, %r175 ]
  br label %b176
b176:
  %v176 = phi i32 [ %w175, %m175 ], [ %v176, %b176 ]
  %c176 = icmp ult i32 %v176, 79
  br i1 %c176, label %b176, label %e176
e176:
  %d176 = icmp eq i32 %v176, %n
  br i1 %d176, label %l176, label %r176
l176:
  %x176 = add i32 %v176, 1
  br label %m176
r176:
  %y176 = mul i32 %v176, 3
  br label %m176
m176:
  %w176 = phi i32 [ %x176, %l176 ], [ %y176, %r176 ]
  br label %b177
b177:
  %v177 = phi i32 [ %w176, %m176 ], [ %v177, %b177 ]
  %c177 = icmp ult i32 %v177, 80
  br i1 %c177, label %b177, label %e177
e177:
  %d177 = icmp eq i32 %v177, %n
  br i1 %d177, label %l177, label %r177
l177:
  %x177 = add i32 %v177, 1
  br label %m177
r177:
  %y177 = mul i32 %v177, 3
  br label %m177
m177:
  %w177 = phi i32 [ %x177, %l177 ], [ %y177, %r177 ]
  br label %b178
b178:
  %v178 = phi i32 [ %w177, %m177 ], [ %v178, %b178 ]
  %c178 = icmp ult i32 %v178, 81
  br i1 %c178, label %b178, label %e178
e178:
  %d178 = icmp eq i32 %v178, %n
  br i1 %d178, label %l178, label %r178
l178:
  %x178 = add i32 %v178, 1
  br label %m178
r178:
  %y178 = mul i32 %v178, 3
  br label %m178
m178:
  %w178 = phi i32 [ %x178, %l178 ], [ %y178, %r178 ]
  br label %b179
b179:
  %v179 = phi i32 [ %w178, %m178 ], [ %v179, %b179 ]
  %c179 = icmp ult i32 %v179, 82
  br i1 %c179, label %b179, label %e179
e179:
  %d179 = icmp eq i32 %v179, %n
  br i1 %d179, label %l179, label %r179
l179:
  %x179 = add i32 %v179, 1
  br label %m179
r179:
  %y179 = mul i32 %v179, 3
  br label %m179
m179:
  %w179 = phi i32 [ %x179, %l179 ], [ %y179, %r179 ]
  br label %b180
b180:
  %v180 = phi i32 [ %w179, %m179 ], [ %v180, %b180 ]
  %c180 = icmp ult i32 %v180, 83
  br i1 %c180, label %b180, label %e180
e180:
  %d180 = icmp eq i32 %v180, %n
  br i1 %d180, label %l180, label %r180
l180:
  %x180 = add i32 %v180, 1
  br label %m180
r180:
  %y180 = mul i32 %v180, 3
  br label %m180
m180:
  %w180 = phi i32 [ %x180, %l180 ], [ %y180, %r180 ]
  br label %b181
b181:
  %v181 = phi i32 [ %w180, %m180 ], [ %v181, %b181 ]
  %c181 = icmp ult i32 %v181, 84
  br i1 %c181, label %b181, label %e181
e181:
  %d181 = icmp eq i32 %v181, %n
  br i1 %d181, label %l181, label %r181
l181:
  %x181 = add i32 %v181, 1
  br label %m181
r181:
  %y181 = mul i32 %v181, 3
  br label %m181
m181:
  %w181 = phi i32 [ %x181, %l181 ], [ %y181, %r181 ]
  br label %b182
b182:
  %v182 = phi i32 [ %w181, %m181 ], [ %v182, %b182 ]
  %c182 = icmp ult i32 %v182, 85
  br i1 %c182, label %b182, label %e182
e182:
  %d182 = icmp eq i32 %v182, %n
  br i1 %d182, label %l182, label %r182
l182:
  %x182 = add i32 %v182, 1
  br label %m182
r182:
  %y182 = mul i32 %v182, 3
  br label %m182
m182:
  %w182 = phi i32 [ %x182, %l182 ], [ %y182, %r182 ]
  br label %b183
b183:
  %v183 = phi i32 [ %w182, %m182 ], [ %v183, %b183 ]
  %c183 = icmp ult i32 %v183, 86
  br i1 %c183, label %b183, label %e183
e183:
  %d183 = icmp eq i32 %v183, %n
  br i1 %d183, label %l183, label %r183
l183:
  %x183 = add i32 %v183, 1
  br label %m183
r183:
  %y183 = mul i32 %v183, 3
  br label %m183
m183:
  %w183 = phi i32 [ %x183, %l183 ], [ %y183, %r183 ]
  br label %b184
b184:
  %v184 = phi i32 [ %w183, %m183 ], [ %v184, %b184 ]
  %c184 = icmp ult i32 %v184, 87
  br i1 %c184, label %b184, label %e184
e184:
  %d184 = icmp eq i32 %v184, %n
  br i1 %d184, label %l184, label %r184
l184:
  %x184 = add i32 %v184, 1
  br label %m184
r184:
  %y184 = mul i32 %v184, 3
  br label %m184
m184:
  %w184 = phi i32 [ %x184, %l184 ], [ %y184, %r184 ]
  br label %b185
b185:
  %v185 = phi i32 [ %w184, %m184 ], [ %v185, %b185 ]
  %c185 = icmp ult i32 %v185, 88
  br i1 %c185, label %b185, label %e185
e185:
  %d185 = icmp eq i32 %v185, %n
  br i1 %d185, label %l185, label %r185
l185:
  %x185 = add i32 %v185, 1
  br label %m185
r185:
  %y185 = mul i32 %v185, 3
  br label %m185
m185:
  %w185 = phi i32 [ %x185, %l185 ], [ %y185, %r185 ]
  br label %b186
b186:
  %v186 = phi i32 [ %w185, %m185 ], [ %v186, %b186 ]
  %c186 = icmp ult i32 %v186, 89
  br i1 %c186, label %b186, label %e186
e186:
  %d186 = icmp eq i32 %v186, %n
  br i1 %d186, label %l186, label %r186
l186:
  %x186 = add i32 %v186, 1
  br label %m186
r186:
  %y186 = mul i32 %v186, 3
  br label %m186
m186:
  %w186 = phi i32 [ %x186, %l186 ], [ %y186, %r186 ]
  br label %b187
b187:
  %v187 = phi i32 [ %w186, %m186 ], [ %v187, %b187 ]
  %c187 = icmp ult i32 %v187, 90
  br i1 %c187, label %b187, label %e187
e187:
  %d187 = icmp eq i32 %v187, %n
  br i1 %d187, label %l187, label %r187
l187:
  %x187 = add i32 %v187, 1
  br label %m187
r187:
  %y187 = mul i32 %v187, 3
  br label %m187
m187:
  %w187 = phi i32 [ %x187, %l187 ], [ %y187, %r187 ]
  br label %b188
b188:
  %v188 = phi i32 [ %w187, %m187 ], [ %v188, %b188 ]
  %c188 = icmp ult i32 %v188, 91
  br i1 %c188, label %b188, label %e188
e188:
  %d188 = icmp eq i32 %v188, %n
  br i1 %d188, label %l188, label %r188
l188:
  %x188 = add i32 %v188, 1
  br label %m188
r188:
  %y188 = mul i32 %v188, 3
  br label %m188
m188:
  %w188 = phi i32 [ %x188, %l188 ], [ %y188, %r188 ]
  br label %b189
b189:
  %v189 = phi i32 [ %w188, %m188 ], [ %v189, %b189 ]
  %c189 = icmp ult i32 %v189, 92
  br i1 %c189, label %b189, label %e189
e189:
  %d189 = icmp eq i32 %v189, %n
  br i1 %d189, label %l189, label %r189
l189:
  %x189 = add i32 %v189, 1
  br label %m189
r189:
  %y189 = mul i32 %v189, 3
  br label %m189
m189:
  %w189 = phi i32 [ %x189, %l189 ], [ %y189, %r189 ]
  br label %b190
b190:
  %v190 = phi i32 [ %w189, %m189 ], [ %v190, %b190 ]
  %c190 = icmp ult i32 %v190, 93
  br i1 %c190, label %b190, label %e190
e190:
  %d190 = icmp eq i32 %v190, %n
  br i1 %d190, label %l190, label %r190
l190:
  %x190 = add i32 %v190, 1
  br label %m190
r190:
  %y190 = mul i32 %v190, 3
  br label %m190
m190:
  %w190 = phi i32 [ %x190, %l190 ], [ %y190, %r190 ]
  br label %b191
b191:
  %v191 = phi i32 [ %w190, %m190 ], [ %v191, %b191 ]
  %c191 = icmp ult i32 %v191, 94
  br i1 %c191, label %b191, label %e191
e191:
  %d191 = icmp eq i32 %v191, %n
  br i1 %d191, label %l191, label %r191
l191:
  %x191 = add i32 %v191, 1
  br label %m191
r191:
  %y191 = mul i32 %v191, 3
  br label %m191
m191:
  %w191 = phi i32 [ %x191, %l191 ], [ %y191, %r191 ]
  br label %b192
b192:
  %v192 = phi i32 [ %w191, %m191 ], [ %v192, %b192 ]
  %c192 = icmp ult i32 %v192, 95
  br i1 %c192, label %b192, label %e192
e192:
  %d192 = icmp eq i32 %v192, %n
  br i1 %d192, label %l192, label %r192
l192:
  %x192 = add i32 %v192, 1
  br label %m192
r192:
  %y192 = mul i32 %v192, 3
  br label %m192
m192:
  %w192 = phi i32 [ %x192, %l192 ], [ %y192, %r192 ]
  br label %b193
b193:
  %v193 = phi i32 [ %w192, %m192 ], [ %v193, %b193 ]
  %c193 = icmp ult i32 %v193, 96
  br i1 %c193, label %b193, label %e193
e193:
  %d193 = icmp eq i32 %v193, %n
  br i1 %d193, label %l193, label %r193
l193:
  %x193 = add i32 %v193, 1
  br label %m193
r193:
  %y193 = mul i32 %v193, 3
  br label %m193
m193:
  %w193 = phi i32 [ %x193, %l193 ], [ %y193, %r193 ]
  br label %b194
b194:
  %v194 = phi i32 [ %w193, %m193 ], [ %v194, %b194 ]
  %c194 = icmp ult i32 %v194, 0
  br i1 %c194, label %b194, label %e194
e194:
  %d194 = icmp eq i32 %v194, %n
  br i1 %d194, label %l194, label %r194
l194:
  %x194 = add i32 %v194, 1
  br label %m194
r194:
  %y194 = mul i32 %v194, 3
  br label %m194
m194:
  %w194 = phi i32 [ %x194, %l194 ], [ %y194, %r194 ]
  br label %b195
b195:
  %v195 = phi i32 [ %w194, %m194 ], [ %v195, %b195 ]
  %c195 = icmp ult i32 %v195, 1
  br i1 %c195, label %b195, label %e195
e195:
  %d195 = icmp eq i32 %v195, %n
  br i1 %d195, label %l195, label %r195
l195:
  %x195 = add i32 %v195, 1
  br label %m195
r195:
  %y195 = mul i32 %v195, 3
  br label %m195
m195:
  %w195 = phi i32 [ %x195, %l195 ], [ %y195, %r195 ]
  br label %b196
b196:
  %v196 = phi i32 [ %w195, %m195 ], [ %v196, %b196 ]
  %c196 = icmp ult i32 %v196, 2
  br i1 %c196, label %b196, label %e196
e196:
  %d196 = icmp eq i32 %v196, %n
  br i1 %d196, label %l196, label %r196
l196:
  %x196 = add i32 %v196, 1
  br label %m196
r196:
  %y196 = mul i32 %v196, 3
  br label %m196
m196:
  %w196 = phi i32 [ %x196, %l196 ], [ %y196, %r196 ]
  br label %b197
b197:
  %v197 = phi i32 [ %w196, %m196 ], [ %v197, %b197 ]
  %c197 = icmp ult i32 %v197, 3
  br i1 %c197, label %b197, label %e197
e197:
  %d197 = icmp eq i32 %v197, %n
  br i1 %d197, label %l197, label %r197
l197:
  %x197 = add i32 %v197, 1
  br label %m197
r197:
  %y197 = mul i32 %v197, 3
  br label %m197
m197:
  %w197 = phi i32 [ %x197, %l197 ], [ %y197, %r197 ]
  br label %b198
b198:
  %v198 = phi i32 [ %w197, %m197 ], [ %v198, %b198 ]
  %c198 = icmp ult i32 %v198, 4
  br i1 %c198, label %b198, label %e198
e198:
  %d198 = icmp eq i32 %v198, %n
  br i1 %d198, label %l198, label %r198
l198:
  %x198 = add i32 %v198, 1
  br label %m198
r198:
  %y198 = mul i32 %v198, 3
  br label %m198
m198:
  %w198 = phi i32 [ %x198, %l198 ], [ %y198, %r198 ]
  br label %b199
b199:
  %v199 = phi i32 [ %w198, %m198 ], [ %v199, %b199 ]
  %c199 = icmp ult i32 %v199, 5
  br i1 %c199, label %b199, label %e199
e199:
  %d199 = icmp eq i32 %v199, %n
  br i1 %d199, label %l199, label %r199
l199:
  %x199 = add i32 %v199, 1
  br label %m199
r199:
  %y199 = mul i32 %v199, 3
  br label %m199
m199:
  %w199 = phi i32 [ %x199, %l199 ], [ %y199, %r199 ]
  br label %b200
b200:
  %v200 = phi i32 [ %w199, %m199 ], [ %v200, %b200 ]
  %c200 = icmp ult i32 %v200, 6
  br i1 %c200, label %b200, label %e200
e200:
  %d200 = icmp eq i32 %v200, %n
  br i1 %d200, label %l200, label %r200
l200:
  %x200 = add i32 %v200, 1
  br label %m200
r200:
  %y200 = mul i32 %v200, 3
  br label %m200
m200:
  %w200 = phi i32 [ %x200, %l200 ], [ %y200, %r200 ]
  br label %b201
b201:
  %v201 = phi i32 [ %w200, %m200 ], [ %v201, %b201 ]
  %c201 = icmp ult i32 %v201, 7
  br i1 %c201, label %b201, label %e201
e201:
  %d201 = icmp eq i32 %v201, %n
  br i1 %d201, label %l201, label %r201
l201:
  %x201 = add i32 %v201, 1
  br label %m201
r201:
  %y201 = mul i32 %v201, 3
  br label %m201
m201:
  %w201 = phi i32 [ %x201, %l201 ], [ %y201, %r201 ]
  br label %b202
b202:
  %v202 = phi i32 [ %w201, %m201 ], [ %v202, %b202 ]
  %c202 = icmp ult i32 %v202, 8
  br i1 %c202, label %b202, label %e202
e202:
  %d202 = icmp eq i32 %v202, %n
  br i1 %d202, label %l202, label %r202
l202:
  %x202 = add i32 %v202, 1
  br label %m202
r202:
  %y202 = mul i32 %v202, 3
  br label %m202
m202:
  %w202 = phi i32 [ %x202, %l202 ], [ %y202, %r202 ]
  br label %b203
b203:
  %v203 = phi i32 [ %w202, %m202 ], [ %v203, %b203 ]
  %c203 = icmp ult i32 %v203, 9
  br i1 %c203, label %b203, label %e203
e203:
  %d203 = icmp eq i32 %v203, %n
  br i1 %d203, label %l203, label %r203
l203:
  %x203 = add i32 %v203, 1
  br label %m203
r203:
  %y203 = mul i32 %v203, 3
  br label %m203
m203:
  %w203 = phi i32 [ %x203, %l203 ], [ %y203, %r203 ]
  br label %b204
b204:
  %v204 = phi i32 [ %w203, %m203 ], [ %v204, %b204 ]
  %c204 = icmp ult i32 %v204, 10
  br i1 %c204, label %b204, label %e204
e204:
  %d204 = icmp eq i32 %v204, %n
  br i1 %d204, label %l204, label %r204
l204:
  %x204 = add i32 %v204, 1
  br label %m204
r204:
  %y204 = mul i32 %v204, 3
  br label %m204
m204:
  %w204 = phi i32 [ %x204, %l204 ], [ %y204, %r204 ]
  br label %b205
b205:
  %v205 = phi i32 [ %w204, %m204 ], [ %v205, %b205 ]
  %c205 = icmp ult i32 %v205, 11
  br i1 %c205, label %b205, label %e205
e205:
  %d205 = icmp eq i32 %v205, %n
  br i1 %d205, label %l205, label %r205
l205:
  %x205 = add i32 %v205, 1
  br label %m205
r205:
  %y205 = mul i32 %v205, 3
  br label %m205
m205:
  %w205 = phi i32 [ %x205, %l205 ], [ %y205, %r205 ]
  br label %b206
b206:
  %v206 = phi i32 [ %w205, %m205 ], [ %v206, %b206 ]
  %c206 = icmp ult i32 %v206, 12
  br i1 %c206, label %b206, label %e206
e206:
  %d206 = icmp eq i32 %v206, %n
  br i1 %d206, label %l206, label %r206
l206:
  %x206 = add i32 %v206, 1
  br label %m206
r206:
  %y206 = mul i32 %v206, 3
  br label %m206
m206:
  %w206 = phi i32 [ %x206, %l206 ], [ %y206, %r206 ]
  br label %b207
b207:
  %v207 = phi i32 [ %w206, %m206 ], [ %v207, %b207 ]
  %c207 = icmp ult i32 %v207, 13
  br i1 %c207, label %b207, label %e207
e207:
  %d207 = icmp eq i32 %v207, %n
  br i1 %d207, label %l207, label %r207
l207:
  %x207 = add i32 %v207, 1
  br label %m207
r207:
  %y207 = mul i32 %v207, 3
  br label %m207
m207:
  %w207 = phi i32 [ %x207, %l207 ], [ %y207, %r207 ]
  br label %b208
b208:
  %v208 = phi i32 [ %w207, %m207 ], [ %v208, %b208 ]
  %c208 = icmp ult i32 %v208, 14
  br i1 %c208, label %b208, label %e208
e208:
  %d208 = icmp eq i32 %v208, %n
  br i1 %d208, label %l208, label %r208
l208:
  %x208 = add i32 %v208, 1
  br label %m208
r208:
  %y208 = mul i32 %v208, 3
  br label %m208
m208:
  %w208 = phi i32 [ %x208, %l208 ], [ %y208, %r208 ]
  br label %b209
b209:
  %v209 = phi i32 [ %w208, %m208 ], [ %v209, %b209 ]
  %c209 = icmp ult i32 %v209, 15
  br i1 %c209, label %b209, label %e209
e209:
  %d209 = icmp eq i32 %v209, %n
  br i1 %d209, label %l209, label %r209
l209:
  %x209 = add i32 %v209, 1
  br label %m209
r209:
  %y209 = mul i32 %v209, 3
  br label %m209
m209:
  %w209 = phi i32 [ %x209, %l209 ], [ %y209, %r209 ]
  br label %b210
b210:
  %v210 = phi i32 [ %w209, %m209 ], [ %v210, %b210 ]
  %c210 = icmp ult i32 %v210, 16
  br i1 %c210, label %b210, label %e210
e210:
  %d210 = icmp eq i32 %v210, %n
  br i1 %d210, label %l210, label %r210
l210:
  %x210 = add i32 %v210, 1
  br label %m210
r210:
  %y210 = mul i32 %v210, 3
  br label %m210
m210:
  %w210 = phi i32 [ %x210, %l210 ], [ %y210, %r210 ]
  br label %b211
b211:
  %v211 = phi i32 [ %w210, %m210 ], [ %v211, %b211 ]
  %c211 = icmp ult i32 %v211, 17
  br i1 %c211, label %b211, label %e211
e211:
  %d211 = icmp eq i32 %v211, %n
  br i1 %d211, label %l211, label %r211
l211:
  %x211 = add i32 %v211, 1
  br label %m211
r211:
  %y211 = mul i32 %v211, 3
  br label %m211
m211:
  %w211 = phi i32 [ %x211, %l211 ], [ %y211, %r211 ]
  br label %b212
b212:
  %v212 = phi i32 [ %w211, %m211 ], [ %v212, %b212 ]
  %c212 = icmp ult i32 %v212, 18
  br i1 %c212, label %b212, label %e212
e212:
  %d212 = icmp eq i32 %v212, %n
  br i1 %d212, label %l212, label %r212
l212:
  %x212 = add i32 %v212, 1
  br label %m212
r212:
  %y212 = mul i32 %v212, 3
  br label %m212
m212:
  %w212 = phi i32 [ %x212, %l212 ], [ %y212, %r212 ]
  br label %b213
b213:
  %v213 = phi i32 [ %w212, %m212 ], [ %v213, %b213 ]
  %c213 = icmp ult i32 %v213, 19
  br i1 %c213, label %b213, label %e213
e213:
  %d213 = icmp eq i32 %v213, %n
  br i1 %d213, label %l213, label %r213
l213:
  %x213 = add i32 %v213, 1
  br label %m213
r213:
  %y213 = mul i32 %v213, 3
  br label %m213
m213:
  %w213 = phi i32 [ %x213, %l213 ], [ %y213, %r213 ]
  br label %b214
b214:
  %v214 = phi i32 [ %w213, %m213 ], [ %v214, %b214 ]
  %c214 = icmp ult i32 %v214, 20
  br i1 %c214, label %b214, label %e214
e214:
  %d214 = icmp eq i32 %v214, %n
  br i1 %d214, label %l214, label %r214
l214:
  %x214 = add i32 %v214, 1
  br label %m214
r214:
  %y214 = mul i32 %v214, 3
  br label %m214
m214:
  %w214 = phi i32 [ %x214, %l214 ], [ %y214, %r214 ]
  br label %b215
b215:
  %v215 = phi i32 [ %w214, %m214 ], [ %v215, %b215 ]
  %c215 = icmp ult i32 %v215, 21
  br i1 %c215, label %b215, label %e215
e215:
  %d215 = icmp eq i32 %v215, %n
  br i1 %d215, label %l215, label %r215
l215:
  %x215 = add i32 %v215, 1
  br label %m215
r215:
  %y215 = mul i32 %v215, 3
  br label %m215
m215:
  %w215 = phi i32 [ %x215, %l215 ], [ %y215, %r215 ]
  br label %b216
b216:
  %v216 = phi i32 [ %w215, %m215 ], [ %v216, %b216 ]
  %c216 = icmp ult i32 %v216, 22
  br i1 %c216, label %b216, label %e216
e216:
  %d216 = icmp eq i32 %v216, %n
  br i1 %d216, label %l216, label %r216
l216:
  %x216 = add i32 %v216, 1
  br label %m216
r216:
  %y216 = mul i32 %v216, 3
  br label %m216
m216:
  %w216 = phi i32 [ %x216, %l216 ], [ %y216, %r216 ]
  br label %b217
b217:
  %v217 = phi i32 [ %w216, %m216 ], [ %v217, %b217 ]
  %c217 = icmp ult i32 %v217, 23
  br i1 %c217, label %b217, label %e217
e217:
  %d217 = icmp eq i32 %v217, %n
  br i1 %d217, label %l217, label %r217
l217:
  %x217 = add i32 %v217, 1
  br label %m217
r217:
  %y217 = mul i32 %v217, 3
  br label %m217
m217:
  %w217 = phi i32 [ %x217, %l217 ], [ %y217, %r217 ]
  br label %b218
b218:
  %v218 = phi i32 [ %w217, %m217 ], [ %v218, %b218 ]
  %c218 = icmp ult i32 %v218, 24
  br i1 %c218, label %b218, label %e218
e218:
  %d218 = icmp eq i32 %v218, %n
  br i1 %d218, label %l218, label %r218
l218:
  %x218 = add i32 %v218, 1
  br label %m218
r218:
  %y218 = mul i32 %v218, 3
  br label %m218
m218:
  %w218 = phi i32 [ %x218, %l218 ], [ %y218, %r218 ]
  br label %b219
b219:
  %v219 = phi i32 [ %w218, %m218 ], [ %v219, %b219 ]
  %c219 = icmp ult i32 %v219, 25
  br i1 %c219, label %b219, label %e219
e219:
  %d219 = icmp eq i32 %v219, %n
  br i1 %d219, label %l219, label %r219
l219:
  %x219 = add i32 %v219, 1
  br label %m219
r219:
  %y219 = mul i32 %v219, 3
  br label %m219
m219:
  %w219 = phi i32 [ %x219, %l219 ], [ %y219, %r219 ]
  br label %b220
b220:
  %v220 = phi i32 [ %w219, %m219 ], [ %v220, %b220 ]
  %c220 = icmp ult i32 %v220, 26
  br i1 %c220, label %b220, label %e220
e220:
  %d220 = icmp eq i32 %v220, %n
  br i1 %d220, label %l220, label %r220
l220:
  %x220 = add i32 %v220, 1
  br label %m220
r220:
  %y220 = mul i32 %v220, 3
  br label %m220
m220:
  %w220 = phi i32 [ %x220, %l220 ], [ %y220, %r220 ]
  br label %b221
b221:
  %v221 = phi i32 [ %w220, %m220 ], [ %v221, %b221 ]
  %c221 = icmp ult i32 %v221, 27
  br i1 %c221, label %b221, label %e221
e221:
  %d221 = icmp eq i32 %v221, %n
  br i1 %d221, label %l221, label %r221
l221:
  %x221 = add i32 %v221, 1
  br label %m221
r221:
  %y221 = mul i32 %v221, 3
  br label %m221
m221:
  %w221 = phi i32 [ %x221, %l221 ], [ %y221, %r221 ]
  br label %b222
b222:
  %v222 = phi i32 [ %w221, %m221 ], [ %v222, %b222 ]
  %c222 = icmp ult i32 %v222, 28
  br i1 %c222, label %b222, label %e222
e222:
  %d222 = icmp eq i32 %v222, %n
  br i1 %d222, label %l222, label %r222
l222:
  %x222 = add i32 %v222, 1
  br label %m222
r222:
  %y222 = mul i32 %v222, 3
  br label %m222
m222:
  %w222 = phi i32 [ %x222, %l222 ], [ %y222, %r222 ]
  br label %b223
b223:
  %v223 = phi i32 [ %w222, %m222 ], [ %v223, %b223 ]
  %c223 = icmp ult i32 %v223, 29
  br i1 %c223, label %b223, label %e223
e223:
  %d223 = icmp eq i32 %v223, %n
  br i1 %d223, label %l223, label %r223
l223:
  %x223 = add i32 %v223, 1
  br label %m223
r223:
  %y223 = mul i32 %v223, 3
  br label %m223
m223:
  %w223 = phi i32 [ %x223, %l223 ], [ %y223, %r223 ]
  br label %b224
b224:
  %v224 = phi i32 [ %w223, %m223 ], [ %v224, %b224 ]
  %c224 = icmp ult i32 %v224, 30
  br i1 %c224, label %b224, label %e224
e224:
  %d224 = icmp eq i32 %v224, %n
  br i1 %d224, label %l224, label %r224
l224:
  %x224 = add i32 %v224, 1
  br label %m224
r224:
  %y224 = mul i32 %v224, 3
  br label %m224
m224:
  %w224 = phi i32 [ %x224, %l224 ], [ %y224, %r224 ]
  br label %b225
b225:
  %v225 = phi i32 [ %w224, %m224 ], [ %v225, %b225 ]
  %c225 = icmp ult i32 %v225, 31
  br i1 %c225, label %b225, label %e225
e225:
  %d225 = icmp eq i32 %v225, %n
  br i1 %d225, label %l225, label %r225
l225:
  %x225 = add i32 %v225, 1
  br label %m225
r225:
  %y225 = mul i32 %v225, 3
  br label %m225
m225:
  %w225 = phi i32 [ %x225, %l225 ], [ %y225, %r225 ]
  br label %b226
b226:
  %v226 = phi i32 [ %w225, %m225 ], [ %v226, %b226 ]
  %c226 = icmp ult i32 %v226, 32
  br i1 %c226, label %b226, label %e226
e226:
  %d226 = icmp eq i32 %v226, %n
  br i1 %d226, label %l226, label %r226
l226:
  %x226 = add i32 %v226, 1
  br label %m226
r226:
  %y226 = mul i32 %v226, 3
  br label %m226
m226:
  %w226 = phi i32 [ %x226, %l226 ], [ %y226, %r226 ]
  br label %b227
b227:
  %v227 = phi i32 [ %w226, %m226 ], [ %v227, %b227 ]
  %c227 = icmp ult i32 %v227, 33
  br i1 %c227, label %b227, label %e227
e227:
  %d227 = icmp eq i32 %v227, %n
  br i1 %d227, label %l227, label %r227
l227:
  %x227 = add i32 %v227, 1
  br label %m227
r227:
  %y227 = mul i32 %v227, 3
  br label %m227
m227:
  %w227 = phi i32 [ %x227, %l227 ], [ %y227, %r227 ]
  br label %b228
b228:
  %v228 = phi i32 [ %w227, %m227 ], [ %v228, %b228 ]
  %c228 = icmp ult i32 %v228, 34
  br i1 %c228, label %b228, label %e228
e228:
  %d228 = icmp eq i32 %v228, %n
  br i1 %d228, label %l228, label %r228
l228:
  %x228 = add i32 %v228, 1
  br label %m228
r228:
  %y228 = mul i32 %v228, 3
  br label %m228
m228:
  %w228 = phi i32 [ %x228, %l228 ], [ %y228, %r228 ]
  br label %b229
b229:
  %v229 = phi i32 [ %w228, %m228 ], [ %v229, %b229 ]
  %c229 = icmp ult i32 %v229, 35
  br i1 %c229, label %b229, label %e229
e229:
  %d229 = icmp eq i32 %v229, %n
  br i1 %d229, label %l229, label %r229
l229:
  %x229 = add i32 %v229, 1
  br label %m229
r229:
  %y229 = mul i32 %v229, 3
  br label %m229
m229:
  %w229 = phi i32 [ %x229, %l229 ], [ %y229, %r229 ]
  br label %b230
b230:
  %v230 = phi i32 [ %w229, %m229 ], [ %v230, %b230 ]
  %c230 = icmp ult i32 %v230, 36
  br i1 %c230, label %b230, label %e230
e230:
  %d230 = icmp eq i32 %v230, %n
  br i1 %d230, label %l230, label %r230
l230:
  %x230 = add i32 %v230, 1
  br label %m230
r230:
  %y230 = mul i32 %v230, 3
  br label %m230
m230:
  %w230 = phi i32 [ %x230, %l230 ], [ %y230, %r230 ]
  br label %b231
b231:
  %v231 = phi i32 [ %w230, %m230 ], [ %v231, %b231 ]
  %c231 = icmp ult i32 %v231, 37
  br i1 %c231, label %b231, label %e231
e231:
  %d231 = icmp eq i32 %v231, %n
  br i1 %d231, label %l231, label %r231
l231:
  %x231 = add i32 %v231, 1
  br label %m231
r231:
  %y231 = mul i32 %v231, 3
  br label %m231
m231:
  %w231 = phi i32 [ %x231, %l231 ], [ %y231, %r231 ]
  br label %b232
b232:
  %v232 = phi i32 [ %w231, %m231 ], [ %v232, %b232 ]
  %c232 = icmp ult i32 %v232, 38
  br i1 %c232, label %b232, label %e232
e232:
  %d232 = icmp eq i32 %v232, %n
  br i1 %d232, label %l232, label %r232
l232:
  %x232 = add i32 %v232, 1
  br label %m232
r232:
  %y232 = mul i32 %v232, 3
  br label %m232
m232:
  %w232 = phi i32 [ %x232, %l232 ], [ %y232, %r232 ]
  br label %b233
b233:
  %v233 = phi i32 [ %w232, %m232 ], [ %v233, %b233 ]
  %c233 = icmp ult i32 %v233, 39
  br i1 %c233, label %b233, label %e233
e233:
  %d233 = icmp eq i32 %v233, %n
  br i1 %d233, label %l233, label %r233
l233:
  %x233 = add i32 %v233, 1
  br label %m233
r233:
  %y233 = mul i32 %v233, 3
  br label %m233
m233:
  %w233 = phi i32 [ %x233, %l233 ], [ %y233, %r233 ]
  br label %b234
b234:
  %v234 = phi i32 [ %w233, %m233 ], [ %v234, %b234 ]
  %c234 = icmp ult i32 %v234, 40
  br i1 %c234, label %b234, label %e234
e234:
  %d234 = icmp eq i32 %v234, %n
  br i1 %d234, label %l234, label %r234
l234:
  %x234 = add i32 %v234, 1
  br label %m234
r234:
  %y234 = mul i32 %v234, 3
  br label %m234
m234:
  %w234 = phi i32 [ %x234, %l234 ], [ %y234, %r234 ]
  br label %b235
b235:
  %v235 = phi i32 [ %w234, %m234 ], [ %v235, %b235 ]
  %c235 = icmp ult i32 %v235, 41
  br i1 %c235, label %b235, label %e235
e235:
  %d235 = icmp eq i32 %v235, %n
  br i1 %d235, label %l235, label %r235
l235:
  %x235 = add i32 %v235, 1
  br label %m235
r235:
  %y235 = mul i32 %v235, 3
  br label %m235
m235:
  %w235 = phi i32 [ %x235, %l235 ], [ %y235, %r235 ]
  br label %b236
b236:
  %v236 = phi i32 [ %w235, %m235 ], [ %v236, %b236 ]
  %c236 = icmp ult i32 %v236, 42
  br i1 %c236, label %b236, label %e236
e236:
  %d236 = icmp eq i32 %v236, %n
  br i1 %d236, label %l236, label %r236
l236:
  %x236 = add i32 %v236, 1
  br label %m236
r236:
  %y236 = mul i32 %v236, 3
  br label %m236
m236:
  %w236 = phi i32 [ %x236, %l236 ], [ %y236, %r236 ]
  br label %b237
b237:
  %v237 = phi i32 [ %w236, %m236 ], [ %v237, %b237 ]
  %c237 = icmp ult i32 %v237, 43
  br i1 %c237, label %b237, label %e237
e237:
  %d237 = icmp eq i32 %v237, %n
  br i1 %d237, label %l237, label %r237
l237:
  %x237 = add i32 %v237, 1
  br label %m237
r237:
  %y237 = mul i32 %v237, 3
  br label %m237
m237:
  %w237 = phi i32 [ %x237, %l237 ], [ %y237, %r237 ]
  br label %b238
b238:
  %v238 = phi i32 [ %w237, %m237 ], [ %v238, %b238 ]
  %c238 = icmp ult i32 %v238, 44
  br i1 %c238, label %b238, label %e238
e238:
  %d238 = icmp eq i32 %v238, %n
  br i1 %d238, label %l238, label %r238
l238:
  %x238 = add i32 %v238, 1
  br label %m238
r238:
  %y238 = mul i32 %v238, 3
  br label %m238
m238:
  %w238 = phi i32 [ %x238, %l238 ], [ %y238, %r238 ]
  br label %b239
b239:
  %v239 = phi i32 [ %w238, %m238 ], [ %v239, %b239 ]
  %c239 = icmp ult i32 %v239, 45
  br i1 %c239, label %b239, label %e239
e239:
  %d239 = icmp eq i32 %v239, %n
  br i1 %d239, label %l239, label %r239
l239:
  %x239 = add i32 %v239, 1
  br label %m239
r239:
  %y239 = mul i32 %v239, 3
  br label %m239
m239:
  %w239 = phi i32 [ %x239, %l239 ], [ %y239, %r239 ]
  br label %b240
b240:
  %v240 = phi i32 [ %w239, %m239 ], [ %v240, %b240 ]
  %c240 = icmp ult i32 %v240, 46
  br i1 %c240, label %b240, label %e240
e240:
  %d240 = icmp eq i32 %v240, %n
  br i1 %d240, label %l240, label %r240
l240:
  %x240 = add i32 %v240, 1
  br label %m240
r240:
  %y240 = mul i32 %v240, 3
  br label %m240
m240:
  %w240 = phi i32 [ %x240, %l240 ], [ %y240, %r240 ]
  br label %b241
b241:
  %v241 = phi i32 [ %w240, %m240 ], [ %v241, %b241 ]
  %c241 = icmp ult i32 %v241, 47
  br i1 %c241, label %b241, label %e241
e241:
  %d241 = icmp eq i32 %v241, %n
  br i1 %d241, label %l241, label %r241
l241:
  %x241 = add i32 %v241, 1
  br label %m241
r241:
  %y241 = mul i32 %v241, 3
  br label %m241
m241:
  %w241 = phi i32 [ %x241, %l241 ], [ %y241, %r241 ]
  br label %b242
b242:
  %v242 = phi i32 [ %w241, %m241 ], [ %v242, %b242 ]
  %c242 = icmp ult i32 %v242, 48
  br i1 %c242, label %b242, label %e242
e242:
  %d242 = icmp eq i32 %v242, %n
  br i1 %d242, label %l242, label %r242
l242:
  %x242 = add i32 %v242, 1
  br label %m242
r242:
  %y242 = mul i32 %v242, 3
  br label %m242
m242:
  %w242 = phi i32 [ %x242, %l242 ], [ %y242, %r242 ]
  br label %b243
b243:
  %v243 = phi i32 [ %w242, %m242 ], [ %v243, %b243 ]
  %c243 = icmp ult i32 %v243, 49
  br i1 %c243, label %b243, label %e243
e243:
  %d243 = icmp eq i32 %v243, %n
  br i1 %d243, label %l243, label %r243
l243:
  %x243 = add i32 %v243, 1
  br label %m243
r243:
  %y243 = mul i32 %v243, 3
  br label %m243
m243:
  %w243 = phi i32 [ %x243, %l243 ], [ %y243, %r243 ]
  br label %b244
b244:
  %v244 = phi i32 [ %w243, %m243 ], [ %v244, %b244 ]
  %c244 = icmp ult i32 %v244, 50
  br i1 %c244, label %b244, label %e244
e244:
  %d244 = icmp eq i32 %v244, %n
  br i1 %d244, label %l244, label %r244
l244:
  %x244 = add i32 %v244, 1
  br label %m244
r244:
  %y244 = mul i32 %v244, 3
  br label %m244
m244:
  %w244 = phi i32 [ %x244, %l244 ], [ %y244, %r244 ]
  br label %b245
b245:
  %v245 = phi i32 [ %w244, %m244 ], [ %v245, %b245 ]
  %c245 = icmp ult i32 %v245, 51
  br i1 %c245, label %b245, label %e245
e245:
  %d245 = icmp eq i32 %v245, %n
  br i1 %d245, label %l245, label %r245
l245:
  %x245 = add i32 %v245, 1
  br label %m245
r245:
  %y245 = mul i32 %v245, 3
  br label %m245
m245:
  %w245 = phi i32 [ %x245, %l245 ], [ %y245, %r245 ]
  br label %b246
b246:
  %v246 = phi i32 [ %w245, %m245 ], [ %v246, %b246 ]
  %c246 = icmp ult i32 %v246, 52
  br i1 %c246, label %b246, label %e246
e246:
  %d246 = icmp eq i32 %v246, %n
  br i1 %d246, label %l246, label %r246
l246:
  %x246 = add i32 %v246, 1
  br label %m246
r246:
  %y246 = mul i32 %v246, 3
  br label %m246
m246:
  %w246 = phi i32 [ %x246, %l246 ], [ %y246, %r246 ]
  br label %b247
b247:
  %v247 = phi i32 [ %w246, %m246 ], [ %v247, %b247 ]
  %c247 = icmp ult i32 %v247, 53
  br i1 %c247, label %b247, label %e247
e247:
  %d247 = icmp eq i32 %v247, %n
  br i1 %d247, label %l247, label %r247
l247:
  %x247 = add i32 %v247, 1
  br label %m247
r247:
  %y247 = mul i32 %v247, 3
  br label %m247
m247:
  %w247 = phi i32 [ %x247, %l247 ], [ %y247, %r247 ]
  br label %b248
b248:
  %v248 = phi i32 [ %w247, %m247 ], [ %v248, %b248 ]
  %c248 = icmp ult i32 %v248, 54
  br i1 %c248, label %b248, label %e248
e248:
  %d248 = icmp eq i32 %v248, %n
  br i1 %d248, label %l248, label %r248
l248:
  %x248 = add i32 %v248, 1
  br label %m248
r248:
  %y248 = mul i32 %v248, 3
  br label %m248
m248:
  %w248 = phi i32 [ %x248, %l248 ], [ %y248, %r248 ]
  br label %b249
b249:
  %v249 = phi i32 [ %w248, %m248 ], [ %v249, %b249 ]
  %c249 = icmp ult i32 %v249, 55
  br i1 %c249, label %b249, label %e249
e249:
  %d249 = icmp eq i32 %v249, %n
  br i1 %d249, label %l249, label %r249
l249:
  %x249 = add i32 %v249, 1
  br label %m249
r249:
  %y249 = mul i32 %v249, 3
  br label %m249
m249:
  %w249 = phi i32 [ %x249, %l249 ], [ %y249, %r249 ]
  br label %b250
b250:
  %v250 = phi i32 [ %w249, %m249 ], [ %v250, %b250 ]
  %c250 = icmp ult i32 %v250, 56
  br i1 %c250, label %b250, label %e250
e250:
  %d250 = icmp eq i32 %v250, %n
  br i1 %d250, label %l250, label %r250
l250:
  %x250 = add i32 %v250, 1
  br label %m250
r250:
  %y250 = mul i32 %v250, 3
  br label %m250
m250:
  %w250 = phi i32 [ %x250, %l250 ], [ %y250, %r250 ]
  br label %b251
b251:
  %v251 = phi i32 [ %w250, %m250 ], [ %v251, %b251 ]
  %c251 = icmp ult i32 %v251, 57
  br i1 %c251, label %b251, label %e251
e251:
  %d251 = icmp eq i32 %v251, %n
  br i1 %d251, label %l251, label %r251
l251:
  %x251 = add i32 %v251, 1
  br label %m251
r251:
  %y251 = mul i32 %v251, 3
  br label %m251
m251:
  %w251 = phi i32 [ %x251, %l251 ], [ %y251, %r251 ]
  br label %b252
b252:
  %v252 = phi i32 [ %w251, %m251 ], [ %v252, %b252 ]
  %c252 = icmp ult i32 %v252, 58
  br i1 %c252, label %b252, label %e252
e252:
  %d252 = icmp eq i32 %v252, %n
  br i1 %d252, label %l252, label %r252
l252:
  %x252 = add i32 %v252, 1
  br label %m252
r252:
  %y252 = mul i32 %v252, 3
  br label %m252
m252:
  %w252 = phi i32 [ %x252, %l252 ], [ %y252, %r252 ]
  br label %b253
b253:
  %v253 = phi i32 [ %w252, %m252 ], [ %v253, %b253 ]
  %c253 = icmp ult i32 %v253, 59
  br i1 %c253, label %b253, label %e253
e253:
  %d253 = icmp eq i32 %v253, %n
  br i1 %d253, label %l253, label %r253
l253:
  %x253 = add i32 %v253, 1
  br label %m253
r253:
  %y253 = mul i32 %v253, 3
  br label %m253
m253:
  %w253 = phi i32 [ %x253, %l253 ], [ %y253, %r253 ]
  br label %b254
b254:
  %v254 = phi i32 [ %w253, %m253 ], [ %v254, %b254 ]
  %c254 = icmp ult i32 %v254, 60
  br i1 %c254, label %b254, label %e254
e254:
  %d254 = icmp eq i32 %v254, %n
  br i1 %d254, label %l254, label %r254
l254:
  %x254 = add i32 %v254, 1
  br label %m254
r254:
  %y254 = mul i32 %v254, 3
  br label %m254
m254:
  %w254 = phi i32 [ %x254, %l254 ], [ %y254, %r254 ]
  br label %b255
b255:
  %v255 = phi i32 [ %w254, %m254 ], [ %v255, %b255 ]
  %c255 = icmp ult i32 %v255, 61
  br i1 %c255, label %b255, label %e255
e255:
  %d255 = icmp eq i32 %v255, %n
  br i1 %d255, label %l255, label %r255
l255:
  %x255 = add i32 %v255, 1
  br label %m255
r255:
  %y255 = mul i32 %v255, 3
  br label %m255
m255:
  %w255 = phi i32 [ %x255, %l255 ], [ %y255, %r255 ]
  br label %b256
b256:
  %v256 = phi i32 [ %w255, %m255 ], [ %v256, %b256 ]
  %c256 = icmp ult i32 %v256, 62
  br i1 %c256, label %b256, label %e256
e256:
  %d256 = icmp eq i32 %v256, %n
  br i1 %d256, label %l256, label %r256
l256:
  %x256 = add i32 %v256, 1
  br label %m256
r256:
  %y256 = mul i32 %v256, 3
  br label %m256
m256:
  %w256 = phi i32 [ %x256, %l256 ], [ %y256, %r256 ]
  br label %b257
b257:
  %v257 = phi i32 [ %w256, %m256 ], [ %v257, %b257 ]
  %c257 = icmp ult i32 %v257, 63
  br i1 %c257, label %b257, label %e257
e257:
  %d257 = icmp eq i32 %v257, %n
  br i1 %d257, label %l257, label %r257
l257:
  %x257 = add i32 %v257, 1
  br label %m257
r257:
  %y257 = mul i32 %v257, 3
  br label %m257
m257:
  %w257 = phi i32 [ %x257, %l257 ], [ %y257, %r257 ]
  br label %b258
b258:
  %v258 = phi i32 [ %w257, %m257 ], [ %v258, %b258 ]
  %c258 = icmp ult i32 %v258, 64
  br i1 %c258, label %b258, label %e258
e258:
  %d258 = icmp eq i32 %v258, %n
  br i1 %d258, label %l258, label %r258
l258:
  %x258 = add i32 %v258, 1
  br label %m258
r258:
  %y258 = mul i32 %v258, 3
  br label %m258
m258:
  %w258 = phi i32 [ %x258, %l258 ], [ %y258, %r258 ]
  br label %b259
b259:
  %v259 = phi i32 [ %w258, %m258 ], [ %v259, %b259 ]
  %c259 = icmp ult i32 %v259, 65
  br i1 %c259, label %b259, label %e259
e259:
  %d259 = icmp eq i32 %v259, %n
  br i1 %d259, label %l259, label %r259
l259:
  %x259 = add i32 %v259, 1
  br label %m259
r259:
  %y259 = mul i32 %v259, 3
  br label %m259
m259:
  %w259 = phi i32 [ %x259, %l259 ], [ %y259, %r259 ]
  br label %b260
b260:
  %v260 = phi i32 [ %w259, %m259 ], [ %v260, %b260 ]
  %c260 = icmp ult i32 %v260, 66
  br i1 %c260, label %b260, label %e260
e260:
  %d260 = icmp eq i32 %v260, %n
  br i1 %d260, label %l260, label %r260
l260:
  %x260 = add i32 %v260, 1
  br label %m260
r260:
  %y260 = mul i32 %v260, 3
  br label %m260
m260:
  %w260 = phi i32 [ %x260, %l260 ], [ %y260, %r260 ]
  br label %b261
b261:
  %v261 = phi i32 [ %w260, %m260 ], [ %v261, %b261 ]
  %c261 = icmp ult i32 %v261, 67
  br i1 %c261, label %b261, label %e261
e261:
  %d261 = icmp eq i32 %v261, %n
  br i1 %d261, label %l261, label %r261
l261:
  %x261 = add i32 %v261, 1
  br label %m261
r261:
  %y261 = mul i32 %v261, 3
  br label %m261
m261:
  %w261 = phi i32 [ %x261, %l261 ], [ %y261, %r261 ]
  br label %b262
b262:
  %v262 = phi i32 [ %w261, %m261 ], [ %v262, %b262 ]
  %c262 = icmp ult i32 %v262, 68
  br i1 %c262, label %b262, label %e262
e262:
  %d262 = icmp eq i32 %v262, %n
  br i1 %d262, label %l262, label %r262
l262:
  %x262 = add i32 %v262, 1
  br label %m262
r262:
  %y262 = mul i32 %v262, 3
  br label %m262
m262:
  %w262 = phi i32 [ %x262, %l262 ], [ %y262, %r262 ]
  br label %b263
b263:
  %v263 = phi i32 [ %w262, %m262 ], [ %v263, %b263 ]
  %c263 = icmp ult i32 %v263, 69
  br i1 %c263, label %b263, label %e263
e263:
  %d263 = icmp eq i32 %v263, %n
  br i1 %d263, label %l263, label %r263
l263:
  %x263 = add i32 %v263, 1
  br label %m263
r263:
  %y263 = mul i32 %v263, 3
  br label %m263
m263:
  %w263 = phi i32 [ %x263, %l263 ], [ %y263, %r263 ]
  br label %b264
b264:
  %v264 = phi i32 [ %w263, %m263 ], [ %v264, %b264 ]
  %c264 = icmp ult i32 %v264, 70
  br i1 %c264, label %b264, label %e264
e264:
  %d264 = icmp eq i32 %v264, %n
  br i1 %d264, label %l264, label %r264
l264:
  %x264 = add i32 %v264, 1
  br label %m264
r264:
  %y264 = mul i32 %v264, 3
  br label %m264
m264:
  %w264 = phi i32 [ %x264, %l264 ], [ %y264, %r264 ]
  br label %b265
b265:
  %v265 = phi i32 [ %w264, %m264 ], [ %v265, %b265 ]
  %c265 = icmp ult i32 %v265, 71
  br i1 %c265, label %b265, label %e265
e265:
  %d265 = icmp eq i32 %v265, %n
  br i1 %d265, label %l265, label %r265
l265:
  %x265 = add i32 %v265, 1
  br label %m265
r265:
  %y265 = mul i32 %v265, 3
  br label %m265
m265:
  %w265 = phi i32 [ %x265, %l265 ], [ %y265, %r265 ]
  br label %b266
b266:
  %v266 = phi i32 [ %w265, %m265 ], [ %v266, %b266 ]
  %c266 = icmp ult i32 %v266, 72
  br i1 %c266, label %b266, label %e266
e266:
  %d266 = icmp eq i32 %v266, %n
  br i1 %d266, label %l266, label %r266
l266:
  %x266 = add i32 %v266, 1
  br label %m266
r266:
  %y266 = mul i32 %v266, 3
  br label %m266
m266:
  %w266 = phi i32 [ %x266, %l266 ], [ %y266, %r266 ]
  br label %b267
b267:
  %v267 = phi i32 [ %w266, %m266 ], [ %v267, %b267 ]
  %c267 = icmp ult i32 %v267, 73
  br i1 %c267, label %b267, label %e267
e267:
  %d267 = icmp eq i32 %v267, %n
  br i1 %d267, label %l267, label %r267
l267:
  %x267 = add i32 %v267, 1
  br label %m267
r267:
  %y267 = mul i32 %v267, 3
  br label %m267
m267:
  %w267 = phi i32 [ %x267, %l267 ], [ %y267, %r267 ]
  br label %b268
b268:
  %v268 = phi i32 [ %w267, %m267 ], [ %v268, %b268 ]
  %c268 = icmp ult i32 %v268, 74
  br i1 %c268, label %b268, label %e268
e268:
  %d268 = icmp eq i32 %v268, %n
  br i1 %d268, label %l268, label %r268
l268:
  %x268 = add i32 %v268, 1
  br label %m268
r268:
  %y268 = mul i32 %v268, 3
  br label %m268
m268:
  %w268 = phi i32 [ %x268, %l268 ], [ %y268, %r268 ]
  br label %b269
b269:
  %v269 = phi i32 [ %w268, %m268 ], [ %v269, %b269 ]
  %c269 = icmp ult i32 %v269, 75
  br i1 %c269, label %b269, label %e269
e269:
  %d269 = icmp eq i32 %v269, %n
  br i1 %d269, label %l269, label %r269
l269:
  %x269 = add i32 %v269, 1
  br label %m269
r269:
  %y269 = mul i32 %v269, 3
  br label %m269
m269:
  %w269 = phi i32 [ %x269, %l269 ], [ %y269, %r269 ]
  br label %b270
b270:
  %v270 = phi i32 [ %w269, %m269 ], [ %v270, %b270 ]
  %c270 = icmp ult i32 %v270, 76
  br i1 %c270, label %b270, label %e270
e270:
  %d270 = icmp eq i32 %v270, %n
  br i1 %d270, label %l270, label %r270
l270:
  %x270 = add i32 %v270, 1
  br label %m270
r270:
  %y270 = mul i32 %v270, 3
  br label %m270
m270:
  %w270 = phi i32 [ %x270, %l270 ], [ %y270, %r270 ]
  br label %b271
b271:
  %v271 = phi i32 [ %w270, %m270 ], [ %v271, %b271 ]
  %c271 = icmp ult i32 %v271, 77
  br i1 %c271, label %b271, label %e271
e271:
  %d271 = icmp eq i32 %v271, %n
  br i1 %d271, label %l271, label %r271
l271:
  %x271 = add i32 %v271, 1
  br label %m271
r271:
  %y271 = mul i32 %v271, 3
  br label %m271
m271:
  %w271 = phi i32 [ %x271, %l271 ], [ %y271, %r271 ]
  br label %b272
b272:
  %v272 = phi i32 [ %w271, %m271 ], [ %v272, %b272 ]
  %c272 = icmp ult i32 %v272, 78
  br i1 %c272, label %b272, label %e272
e272:
  %d272 = icmp eq i32 %v272, %n
  br i1 %d272, label %l272, label %r272
l272:
  %x272 = add i32 %v272, 1
  br label %m272
r272:
  %y272 = mul i32 %v272, 3
  br label %m272
m272:
  %w272 = phi i32 [ %x272, %l272 ], [ %y272, %r272 ]
  br label %b273
b273:
  %v273 = phi i32 [ %w272, %m272 ], [ %v273, %b273 ]
  %c273 = icmp ult i32 %v273, 79
  br i1 %c273, label %b273, label %e273
e273:
  %d273 = icmp eq i32 %v273, %n
  br i1 %d273, label %l273, label %r273
l273:
  %x273 = add i32 %v273, 1
  br label %m273
r273:
  %y273 = mul i32 %v273, 3
  br label %m273
m273:
  %w273 = phi i32 [ %x273, %l273 ], [ %y273, %r273 ]
  br label %b274
b274:
  %v274 = phi i32 [ %w273, %m273 ], [ %v274, %b274 ]
  %c274 = icmp ult i32 %v274, 80
  br i1 %c274, label %b274, label %e274
e274:
  %d274 = icmp eq i32 %v274, %n
  br i1 %d274, label %l274, label %r274
l274:
  %x274 = add i32 %v274, 1
  br label %m274
r274:
  %y274 = mul i32 %v274, 3
  br label %m274
m274:
  %w274 = phi i32 [ %x274, %l274 ], [ %y274, %r274 ]
  br label %b275
b275:
  %v275 = phi i32 [ %w274, %m274 ], [ %v275, %b275 ]
  %c275 = icmp ult i32 %v275, 81
  br i1 %c275, label %b275, label %e275
e275:
  %d275 = icmp eq i32 %v275, %n
  br i1 %d275, label %l275, label %r275
l275:
  %x275 = add i32 %v275, 1
  br label %m275
r275:
  %y275 = mul i32 %v275, 3
  br label %m275
m275:
  %w275 = phi i32 [ %x275, %l275 ], [ %y275, %r275 ]
  br label %b276
b276:
  %v276 = phi i32 [ %w275, %m275 ], [ %v276, %b276 ]
  %c276 = icmp ult i32 %v276, 82
  br i1 %c276, label %b276, label %e276
e276:
  %d276 = icmp eq i32 %v276, %n
  br i1 %d276, label %l276, label %r276
l276:
  %x276 = add i32 %v276, 1
  br label %m276
r276:
  %y276 = mul i32 %v276, 3
  br label %m276
m276:
  %w276 = phi i32 [ %x276, %l276 ], [ %y276, %r276 ]
  br label %b277
b277:
  %v277 = phi i32 [ %w276, %m276 ], [ %v277, %b277 ]
  %c277 = icmp ult i32 %v277, 83
  br i1 %c277, label %b277, label %e277
e277:
  %d277 = icmp eq i32 %v277, %n
  br i1 %d277, label %l277, label %r277
l277:
  %x277 = add i32 %v277, 1
  br label %m277
r277:
  %y277 = mul i32 %v277, 3
  br label %m277
m277:
  %w277 = phi i32 [ %x277, %l277 ], [ %y277, %r277 ]
  br label %b278
b278:
  %v278 = phi i32 [ %w277, %m277 ], [ %v278, %b278 ]
  %c278 = icmp ult i32 %v278, 84
  br i1 %c278, label %b278, label %e278
e278:
  %d278 = icmp eq i32 %v278, %n
  br i1 %d278, label %l278, label %r278
l278:
  %x278 = add i32 %v278, 1
  br label %m278
r278:
  %y278 = mul i32 %v278, 3
  br label %m278
m278:
  %w278 = phi i32 [ %x278, %l278 ], [ %y278, %r278 ]
  br label %b279
b279:
  %v279 = phi i32 [ %w278, %m278 ], [ %v279, %b279 ]
  %c279 = icmp ult i32 %v279, 85
  br i1 %c279, label %b279, label %e279
e279:
  %d279 = icmp eq i32 %v279, %n
  br i1 %d279, label %l279, label %r279
l279:
  %x279 = add i32 %v279, 1
  br label %m279
r279:
  %y279 = mul i32 %v279, 3
  br label %m279
m279:
  %w279 = phi i32 [ %x279, %l279 ], [ %y279, %r279 ]
  br label %b280
b280:
  %v280 = phi i32 [ %w279, %m279 ], [ %v280, %b280 ]
  %c280 = icmp ult i32 %v280, 86
  br i1 %c280, label %b280, label %e280
e280:
  %d280 = icmp eq i32 %v280, %n
  br i1 %d280, label %l280, label %r280
l280:
  %x280 = add i32 %v280, 1
  br label %m280
r280:
  %y280 = mul i32 %v280, 3
  br label %m280
m280:
  %w280 = phi i32 [ %x280, %l280 ], [ %y280, %r280 ]
  br label %b281
b281:
  %v281 = phi i32 [ %w280, %m280 ], [ %v281, %b281 ]
  %c281 = icmp ult i32 %v281, 87
  br i1 %c281, label %b281, label %e281
e281:
  %d281 = icmp eq i32 %v281, %n
  br i1 %d281, label %l281, label %r281
l281:
  %x281 = add i32 %v281, 1
  br label %m281
r281:
  %y281 = mul i32 %v281, 3
  br label %m281
m281:
  %w281 = phi i32 [ %x281, %l281 ], [ %y281, %r281 ]
  br label %b282
b282:
  %v282 = phi i32 [ %w281, %m281 ], [ %v282, %b282 ]
  %c282 = icmp ult i32 %v282, 88
  br i1 %c282, label %b282, label %e282
e282:
  %d282 = icmp eq i32 %v282, %n
  br i1 %d282, label %l282, label %r282
l282:
  %x282 = add i32 %v282, 1
  br label %m282
r282:
  %y282 = mul i32 %v282, 3
  br label %m282
m282:
  %w282 = phi i32 [ %x282, %l282 ], [ %y282, %r282 ]
  br label %b283
b283:
  %v283 = phi i32 [ %w282, %m282 ], [ %v283, %b283 ]
  %c283 = icmp ult i32 %v283, 89
  br i1 %c283, label %b283, label %e283
e283:
  %d283 = icmp eq i32 %v283, %n
  br i1 %d283, label %l283, label %r283
l283:
  %x283 = add i32 %v283, 1
  br label %m283
r283:
  %y283 = mul i32 %v283, 3
  br label %m283
m283:
  %w283 = phi i32 [ %x283, %l283 ], [ %y283, %r283 ]
  br label %b284
b284:
  %v284 = phi i32 [ %w283, %m283 ], [ %v284, %b284 ]
  %c284 = icmp ult i32 %v284, 90
  br i1 %c284, label %b284, label %e284
e284:
  %d284 = icmp eq i32 %v284, %n
  br i1 %d284, label %l284, label %r284
l284:
  %x284 = add i32 %v284, 1
  br label %m284
r284:
  %y284 = mul i32 %v284, 3
  br label %m284
m284:
  %w284 = phi i32 [ %x284, %l284 ], [ %y284, %r284 ]
  br label %b285
b285:
  %v285 = phi i32 [ %w284, %m284 ], [ %v285, %b285 ]
  %c285 = icmp ult i32 %v285, 91
  br i1 %c285, label %b285, label %e285
e285:
  %d285 = icmp eq i32 %v285, %n
  br i1 %d285, label %l285, label %r285
l285:
  %x285 = add i32 %v285, 1
  br label %m285
r285:
  %y285 = mul i32 %v285, 3
  br label %m285
m285:
  %w285 = phi i32 [ %x285, %l285 ], [ %y285, %r285 ]
  br label %b286
b286:
  %v286 = phi i32 [ %w285, %m285 ], [ %v286, %b286 ]
  %c286 = icmp ult i32 %v286, 92
  br i1 %c286, label %b286, label %e286
e286:
  %d286 = icmp eq i32 %v286, %n
  br i1 %d286, label %l286, label %r286
l286:
  %x286 = add i32 %v286, 1
  br label %m286
r286:
  %y286 = mul i32 %v286, 3
  br label %m286
m286:
  %w286 = phi i32 [ %x286, %l286 ], [ %y286, %r286 ]
  br label %b287
b287:
  %v287 = phi i32 [ %w286, %m286 ], [ %v287, %b287 ]
  %c287 = icmp ult i32 %v287, 93
  br i1 %c287, label %b287, label %e287
e287:
  %d287 = icmp eq i32 %v287, %n
  br i1 %d287, label %l287, label %r287
l287:
  %x287 = add i32 %v287, 1
  br label %m287
r287:
  %y287 = mul i32 %v287, 3
  br label %m287
m287:
  %w287 = phi i32 [ %x287, %l287 ], [ %y287, %r287 ]
  br label %b288
b288:
  %v288 = phi i32 [ %w287, %m287 ], [ %v288, %b288 ]
  %c288 = icmp ult i32 %v288, 94
  br i1 %c288, label %b288, label %e288
e288:
  %d288 = icmp eq i32 %v288, %n
  br i1 %d288, label %l288, label %r288
l288:
  %x288 = add i32 %v288, 1
  br label %m288
r288:
  %y288 = mul i32 %v288, 3
  br label %m288
m288:
  %w288 = phi i32 [ %x288, %l288 ], [ %y288, %r288 ]
  br label %b289
b289:
  %v289 = phi i32 [ %w288, %m288 ], [ %v289, %b289 ]
  %c289 = icmp ult i32 %v289, 95
  br i1 %c289, label %b289, label %e289
e289:
  %d289 = icmp eq i32 %v289, %n
  br i1 %d289, label %l289, label %r289
l289:
  %x289 = add i32 %v289, 1
  br label %m289
r289:
  %y289 = mul i32 %v289, 3
  br label %m289
m289:
  %w289 = phi i32 [ %x289, %l289 ], [ %y289, %r289 ]
  br label %b290
b290:
  %v290 = phi i32 [ %w289, %m289 ], [ %v290, %b290 ]
  %c290 = icmp ult i32 %v290, 96
  br i1 %c290, label %b290, label %e290
e290:
  %d290 = icmp eq i32 %v290, %n
  br i1 %d290, label %l290, label %r290
l290:
  %x290 = add i32 %v290, 1
  br label %m290
r290:
  %y290 = mul i32 %v290, 3
  br label %m290
m290:
  %w290 = phi i32 [ %x290, %l290 ], [ %y290, %r290 ]
  br label %b291
b291:
  %v291 = phi i32 [ %w290, %m290 ], [ %v291, %b291 ]
  %c291 = icmp ult i32 %v291, 0
  br i1 %c291, label %b291, label %e291
e291:
  %d291 = icmp eq i32 %v291, %n
  br i1 %d291, label %l291, label %r291
l291:
  %x291 = add i32 %v291, 1
  br label %m291
r291:
  %y291 = mul i32 %v291, 3
  br label %m291
m291:
  %w291 = phi i32 [ %x291, %l291 ], [ %y291, %r291 ]
  br label %b292
b292:
  %v292 = phi i32 [ %w291, %m291 ], [ %v292, %b292 ]
  %c292 = icmp ult i32 %v292, 1
  br i1 %c292, label %b292, label %e292
e292:
  %d292 = icmp eq i32 %v292, %n
  br i1 %d292, label %l292, label %r292
l292:
  %x292 = add i32 %v292, 1
  br label %m292
r292:
  %y292 = mul i32 %v292, 3
  br label %m292
m292:
  %w292 = phi i32 [ %x292, %l292 ], [ %y292, %r292 ]
  br label %b293
b293:
  %v293 = phi i32 [ %w292, %m292 ], [ %v293, %b293 ]
  %c293 = icmp ult i32 %v293, 2
  br i1 %c293, label %b293, label %e293
e293:
  %d293 = icmp eq i32 %v293, %n
  br i1 %d293, label %l293, label %r293
l293:
  %x293 = add i32 %v293, 1
  br label %m293
r293:
  %y293 = mul i32 %v293, 3
  br label %m293
m293:
  %w293 = phi i32 [ %x293, %l293 ], [ %y293, %r293 ]
  br label %b294
b294:
  %v294 = phi i32 [ %w293, %m293 ], [ %v294, %b294 ]
  %c294 = icmp ult i32 %v294, 3
  br i1 %c294, label %b294, label %e294
e294:
  %d294 = icmp eq i32 %v294, %n
  br i1 %d294, label %l294, label %r294
l294:
  %x294 = add i32 %v294, 1
  br label %m294
r294:
  %y294 = mul i32 %v294, 3
  br label %m294
m294:
  %w294 = phi i32 [ %x294, %l294 ], [ %y294, %r294 ]
  br label %b295
b295:
  %v295 = phi i32 [ %w294, %m294 ], [ %v295, %b295 ]
  %c295 = icmp ult i32 %v295, 4
  br i1 %c295, label %b295, label %e295
e295:
  %d295 = icmp eq i32 %v295, %n
  br i1 %d295, label %l295, label %r295
l295:
  %x295 = add i32 %v295, 1
  br label %m295
r295:
  %y295 = mul i32 %v295, 3
  br label %m295
m295:
  %w295 = phi i32 [ %x295, %l295 ], [ %y295, %r295 ]
  br label %b296
b296:
  %v296 = phi i32 [ %w295, %m295 ], [ %v296, %b296 ]
  %c296 = icmp ult i32 %v296, 5
  br i1 %c296, label %b296, label %e296
e296:
  %d296 = icmp eq i32 %v296, %n
  br i1 %d296, label %l296, label %r296
l296:
  %x296 = add i32 %v296, 1
  br label %m296
r296:
  %y296 = mul i32 %v296, 3
  br label %m296
m296:
  %w296 = phi i32 [ %x296, %l296 ], [ %y296, %r296 ]
  br label %b297
b297:
  %v297 = phi i32 [ %w296, %m296 ], [ %v297, %b297 ]
  %c297 = icmp ult i32 %v297, 6
  br i1 %c297, label %b297, label %e297
e297:
  %d297 = icmp eq i32 %v297, %n
  br i1 %d297, label %l297, label %r297
l297:
  %x297 = add i32 %v297, 1
  br label %m297
r297:
  %y297 = mul i32 %v297, 3
  br label %m297
m297:
  %w297 = phi i32 [ %x297, %l297 ], [ %y297, %r297 ]
  br label %b298
b298:
  %v298 = phi i32 [ %w297, %m297 ], [ %v298, %b298 ]
  %c298 = icmp ult i32 %v298, 7
  br i1 %c298, label %b298, label %e298
e298:
  %d298 = icmp eq i32 %v298, %n
  br i1 %d298, label %l298, label %r298
l298:
  %x298 = add i32 %v298, 1
  br label %m298
r298:
  %y298 = mul i32 %v298, 3
  br label %m298
m298:
  %w298 = phi i32 [ %x298, %l298 ], [ %y298, %r298 ]
  br label %b299
b299:
  %v299 = phi i32 [ %w298, %m298 ], [ %v299, %b299 ]
  %c299 = icmp ult i32 %v299, 8
  br i1 %c299, label %b299, label %e299
e299:
  %d299 = icmp eq i32 %v299, %n
  br i1 %d299, label %l299, label %r299
l299:
  %x299 = add i32 %v299, 1
  br label %m299
r299:
  %y299 = mul i32 %v299, 3
  br label %m299
m299:
  %w299 = phi i32 [ %x299, %l299 ], [ %y299, %r299 ]
  br label %b300
b300:
  %v300 = phi i32 [ %w299, %m299 ], [ %v300, %b300 ]
  %c300 = icmp ult i32 %v300, 9
  br i1 %c300, label %b300, label %e300
e300:
  %d300 = icmp eq i32 %v300, %n
  br i1 %d300, label %l300, label %r300
l300:
  %x300 = add i32 %v300, 1
  br label %m300
r300:
  %y300 = mul i32 %v300, 3
  br label %m300
m300:
  %w300 = phi i32 [ %x300, %l300 ], [ %y300, %r300 ]
  br label %b301
b301:
  %v301 = phi i32 [ %w300, %m300 ], [ %v301, %b301 ]
  %c301 = icmp ult i32 %v301, 10
  br i1 %c301, label %b301, label %e301
e301:
  %d301 = icmp eq i32 %v301, %n
  br i1 %d301, label %l301, label %r301
l301:
  %x301 = add i32 %v301, 1
  br label %m301
r301:
  %y301 = mul i32 %v301, 3
  br label %m301
m301:
  %w301 = phi i32 [ %x301, %l301 ], [ %y301, %r301 ]
  br label %b302
b302:
  %v302 = phi i32 [ %w301, %m301 ], [ %v302, %b302 ]
  %c302 = icmp ult i32 %v302, 11
  br i1 %c302, label %b302, label %e302
e302:
  %d302 = icmp eq i32 %v302, %n
  br i1 %d302, label %l302, label %r302
l302:
  %x302 = add i32 %v302, 1
  br label %m302
r302:
  %y302 = mul i32 %v302, 3
  br label %m302
m302:
  %w302 = phi i32 [ %x302, %l302 ], [ %y302, %r302 ]
  br label %b303
b303:
  %v303 = phi i32 [ %w302, %m302 ], [ %v303, %b303 ]
  %c303 = icmp ult i32 %v303, 12
  br i1 %c303, label %b303, label %e303
e303:
  %d303 = icmp eq i32 %v303, %n
  br i1 %d303, label %l303, label %r303
l303:
  %x303 = add i32 %v303, 1
  br label %m303
r303:
  %y303 = mul i32 %v303, 3
  br label %m303
m303:
  %w303 = phi i32 [ %x303, %l303 ], [ %y303, %r303 ]
  br label %b304
b304:
  %v304 = phi i32 [ %w303, %m303 ], [ %v304, %b304 ]
  %c304 = icmp ult i32 %v304, 13
  br i1 %c304, label %b304, label %e304
e304:
  %d304 = icmp eq i32 %v304, %n
  br i1 %d304, label %l304, label %r304
l304:
  %x304 = add i32 %v304, 1
  br label %m304
r304:
  %y304 = mul i32 %v304, 3
  br label %m304
m304:
  %w304 = phi i32 [ %x304, %l304 ], [ %y304, %r304 ]
  br label %b305
b305:
  %v305 = phi i32 [ %w304, %m304 ], [ %v305, %b305 ]
  %c305 = icmp ult i32 %v305, 14
  br i1 %c305, label %b305, label %e305
e305:
  %d305 = icmp eq i32 %v305, %n
  br i1 %d305, label %l305, label %r305
l305:
  %x305 = add i32 %v305, 1
  br label %m305
r305:
  %y305 = mul i32 %v305, 3
  br label %m305
m305:
  %w305 = phi i32 [ %x305, %l305 ], [ %y305, %r305 ]
  br label %b306
b306:
  %v306 = phi i32 [ %w305, %m305 ], [ %v306, %b306 ]
  %c306 = icmp ult i32 %v306, 15
  br i1 %c306, label %b306, label %e306
e306:
  %d306 = icmp eq i32 %v306, %n
  br i1 %d306, label %l306, label %r306
l306:
  %x306 = add i32 %v306, 1
  br label %m306
r306:
  %y306 = mul i32 %v306, 3
  br label %m306
m306:
  %w306 = phi i32 [ %x306, %l306 ], [ %y306, %r306 ]
  br label %b307
b307:
  %v307 = phi i32 [ %w306, %m306 ], [ %v307, %b307 ]
  %c307 = icmp ult i32 %v307, 16
  br i1 %c307, label %b307, label %e307
e307:
  %d307 = icmp eq i32 %v307, %n
  br i1 %d307, label %l307, label %r307
l307:
  %x307 = add i32 %v307, 1
  br label %m307
r307:
  %y307 = mul i32 %v307, 3
  br label %m307
m307:
  %w307 = phi i32 [ %x307, %l307 ], [ %y307, %r307 ]
  br label %b308
b308:
  %v308 = phi i32 [ %w307, %m307 ], [ %v308, %b308 ]
  %c308 = icmp ult i32 %v308, 17
  br i1 %c308, label %b308, label %e308
e308:
  %d308 = icmp eq i32 %v308, %n
  br i1 %d308, label %l308, label %r308
l308:
  %x308 = add i32 %v308, 1
  br label %m308
r308:
  %y308 = mul i32 %v308, 3
  br label %m308
m308:
  %w308 = phi i32 [ %x308, %l308 ], [ %y308, %r308 ]
  br label %b309
b309:
  %v309 = phi i32 [ %w308, %m308 ], [ %v309, %b309 ]
  %c309 = icmp ult i32 %v309, 18
  br i1 %c309, label %b309, label %e309
e309:
  %d309 = icmp eq i32 %v309, %n
  br i1 %d309, label %l309, label %r309
l309:
  %x309 = add i32 %v309, 1
  br label %m309
r309:
  %y309 = mul i32 %v309, 3
  br label %m309
m309:
  %w309 = phi i32 [ %x309, %l309 ], [ %y309, %r309 ]
  br label %b310
b310:
  %v310 = phi i32 [ %w309, %m309 ], [ %v310, %b310 ]
  %c310 = icmp ult i32 %v310, 19
  br i1 %c310, label %b310, label %e310
e310:
  %d310 = icmp eq i32 %v310, %n
  br i1 %d310, label %l310, label %r310
l310:
  %x310 = add i32 %v310, 1
  br label %m310
r310:
  %y310 = mul i32 %v310, 3
  br label %m310
m310:
  %w310 = phi i32 [ %x310, %l310 ], [ %y310, %r310 ]
  br label %b311
b311:
  %v311 = phi i32 [ %w310, %m310 ], [ %v311, %b311 ]
  %c311 = icmp ult i32 %v311, 20
  br i1 %c311, label %b311, label %e311
e311:
  %d311 = icmp eq i32 %v311, %n
  br i1 %d311, label %l311, label %r311
l311:
  %x311 = add i32 %v311, 1
  br label %m311
r311:
  %y311 = mul i32 %v311, 3
  br label %m311
m311:
  %w311 = phi i32 [ %x311, %l311 ], [ %y311, %r311 ]
  br label %b312
b312:
  %v312 = phi i32 [ %w311, %m311 ], [ %v312, %b312 ]
  %c312 = icmp ult i32 %v312, 21
  br i1 %c312, label %b312, label %e312
e312:
  %d312 = icmp eq i32 %v312, %n
  br i1 %d312, label %l312, label %r312
l312:
  %x312 = add i32 %v312, 1
  br label %m312
r312:
  %y312 = mul i32 %v312, 3
  br label %m312
m312:
  %w312 = phi i32 [ %x312, %l312 ], [ %y312, %r312 ]
  br label %b313
b313:
  %v313 = phi i32 [ %w312, %m312 ], [ %v313, %b313 ]
  %c313 = icmp ult i32 %v313, 22
  br i1 %c313, label %b313, label %e313
e313:
  %d313 = icmp eq i32 %v313, %n
  br i1 %d313, label %l313, label %r313
l313:
  %x313 = add i32 %v313, 1
  br label %m313
r313:
  %y313 = mul i32 %v313, 3
  br label %m313
m313:
  %w313 = phi i32 [ %x313, %l313 ], [ %y313, %r313 ]
  br label %b314
b314:
  %v314 = phi i32 [ %w313, %m313 ], [ %v314, %b314 ]
  %c314 = icmp ult i32 %v314, 23
  br i1 %c314, label %b314, label %e314
e314:
  %d314 = icmp eq i32 %v314, %n
  br i1 %d314, label %l314, label %r314
l314:
  %x314 = add i32 %v314, 1
  br label %m314
r314:
  %y314 = mul i32 %v314, 3
  br label %m314
m314:
  %w314 = phi i32 [ %x314, %l314 ], [ %y314, %r314 ]
  br label %b315
b315:
  %v315 = phi i32 [ %w314, %m314 ], [ %v315, %b315 ]
  %c315 = icmp ult i32 %v315, 24
  br i1 %c315, label %b315, label %e315
e315:
  %d315 = icmp eq i32 %v315, %n
  br i1 %d315, label %l315, label %r315
l315:
  %x315 = add i32 %v315, 1
  br label %m315
r315:
  %y315 = mul i32 %v315, 3
  br label %m315
m315:
  %w315 = phi i32 [ %x315, %l315 ], [ %y315, %r315 ]
  br label %b316
b316:
  %v316 = phi i32 [ %w315, %m315 ], [ %v316, %b316 ]
  %c316 = icmp ult i32 %v316, 25
  br i1 %c316, label %b316, label %e316
e316:
  %d316 = icmp eq i32 %v316, %n
  br i1 %d316, label %l316, label %r316
l316:
  %x316 = add i32 %v316, 1
  br label %m316
r316:
  %y316 = mul i32 %v316, 3
  br label %m316
m316:
  %w316 = phi i32 [ %x316, %l316 ], [ %y316, %r316 ]
  br label %b317
b317:
  %v317 = phi i32 [ %w316, %m316 ], [ %v317, %b317 ]
  %c317 = icmp ult i32 %v317, 26
  br i1 %c317, label %b317, label %e317
e317:
  %d317 = icmp eq i32 %v317, %n
  br i1 %d317, label %l317, label %r317
l317:
  %x317 = add i32 %v317, 1
  br label %m317
r317:
  %y317 = mul i32 %v317, 3
  br label %m317
m317:
  %w317 = phi i32 [ %x317, %l317 ], [ %y317, %r317 ]
  br label %b318
b318:
  %v318 = phi i32 [ %w317, %m317 ], [ %v318, %b318 ]
  %c318 = icmp ult i32 %v318, 27
  br i1 %c318, label %b318, label %e318
e318:
  %d318 = icmp eq i32 %v318, %n
  br i1 %d318, label %l318, label %r318
l318:
  %x318 = add i32 %v318, 1
  br label %m318
r318:
  %y318 = mul i32 %v318, 3
  br label %m318
m318:
  %w318 = phi i32 [ %x318, %l318 ], [ %y318, %r318 ]
  br label %b319
b319:
  %v319 = phi i32 [ %w318, %m318 ], [ %v319, %b319 ]
  %c319 = icmp ult i32 %v319, 28
  br i1 %c319, label %b319, label %e319
e319:
  %d319 = icmp eq i32 %v319, %n
  br i1 %d319, label %l319, label %r319
l319:
  %x319 = add i32 %v319, 1
  br label %m319
r319:
  %y319 = mul i32 %v319, 3
  br label %m319
m319:
  %w319 = phi i32 [ %x319, %l319 ], [ %y319, %r319 ]
  br label %b320
b320:
  %v320 = phi i32 [ %w319, %m319 ], [ %v320, %b320 ]
  %c320 = icmp ult i32 %v320, 29
  br i1 %c320, label %b320, label %e320
e320:
  %d320 = icmp eq i32 %v320, %n
  br i1 %d320, label %l320, label %r320
l320:
  %x320 = add i32 %v320, 1
  br label %m320
r320:
  %y320 = mul i32 %v320, 3
  br label %m320
m320:
  %w320 = phi i32 [ %x320, %l320 ], [ %y320, %r320 ]
  br label %b321
b321:
  %v321 = phi i32 [ %w320, %m320 ], [ %v321, %b321 ]
  %c321 = icmp ult i32 %v321, 30
  br i1 %c321, label %b321, label %e321
e321:
  %d321 = icmp eq i32 %v321, %n
  br i1 %d321, label %l321, label %r321
l321:
  %x321 = add i32 %v321, 1
  br label %m321
r321:
  %y321 = mul i32 %v321, 3
  br label %m321
m321:
  %w321 = phi i32 [ %x321, %l321 ], [ %y321, %r321 ]
  br label %b322
b322:
  %v322 = phi i32 [ %w321, %m321 ], [ %v322, %b322 ]
  %c322 = icmp ult i32 %v322, 31
  br i1 %c322, label %b322, label %e322
e322:
  %d322 = icmp eq i32 %v322, %n
  br i1 %d322, label %l322, label %r322
l322:
  %x322 = add i32 %v322, 1
  br label %m322
r322:
  %y322 = mul i32 %v322, 3
  br label %m322
m322:
  %w322 = phi i32 [ %x322, %l322 ], [ %y322, %r322 ]
  br label %b323
b323:
  %v323 = phi i32 [ %w322, %m322 ], [ %v323, %b323 ]
  %c323 = icmp ult i32 %v323, 32
  br i1 %c323, label %b323, label %e323
e323:
  %d323 = icmp eq i32 %v323, %n
  br i1 %d323, label %l323, label %r323
l323:
  %x323 = add i32 %v323, 1
  br label %m323
r323:
  %y323 = mul i32 %v323, 3
  br label %m323
m323:
  %w323 = phi i32 [ %x323, %l323 ], [ %y323, %r323 ]
  br label %b324
b324:
  %v324 = phi i32 [ %w323, %m323 ], [ %v324, %b324 ]
  %c324 = icmp ult i32 %v324, 33
  br i1 %c324, label %b324, label %e324
e324:
  %d324 = icmp eq i32 %v324, %n
  br i1 %d324, label %l324, label %r324
l324:
  %x324 = add i32 %v324, 1
  br label %m324
r324:
  %y324 = mul i32 %v324, 3
  br label %m324
m324:
  %w324 = phi i32 [ %x324, %l324 ], [ %y324, %r324 ]
  br label %b325
b325:
  %v325 = phi i32 [ %w324, %m324 ], [ %v325, %b325 ]
  %c325 = icmp ult i32 %v325, 34
  br i1 %c325, label %b325, label %e325
e325:
  %d325 = icmp eq i32 %v325, %n
  br i1 %d325, label %l325, label %r325
l325:
  %x325 = add i32 %v325, 1
  br label %m325
r325:
  %y325 = mul i32 %v325, 3
  br label %m325
m325:
  %w325 = phi i32 [ %x325, %l325 ], [ %y325, %r325 ]
  br label %b326
b326:
  %v326 = phi i32 [ %w325, %m325 ], [ %v326, %b326 ]
  %c326 = icmp ult i32 %v326, 35
  br i1 %c326, label %b326, label %e326
e326:
  %d326 = icmp eq i32 %v326, %n
  br i1 %d326, label %l326, label %r326
l326:
  %x326 = add i32 %v326, 1
  br label %m326
r326:
  %y326 = mul i32 %v326, 3
  br label %m326
m326:
  %w326 = phi i32 [ %x326, %l326 ], [ %y326, %r326 ]
  br label %b327
b327:
  %v327 = phi i32 [ %w326, %m326 ], [ %v327, %b327 ]
  %c327 = icmp ult i32 %v327, 36
  br i1 %c327, label %b327, label %e327
e327:
  %d327 = icmp eq i32 %v327, %n
  br i1 %d327, label %l327, label %r327
l327:
  %x327 = add i32 %v327, 1
  br label %m327
r327:
  %y327 = mul i32 %v327, 3
  br label %m327
m327:
  %w327 = phi i32 [ %x327, %l327 ], [ %y327, %r327 ]
  br label %b328
b328:
  %v328 = phi i32 [ %w327, %m327 ], [ %v328, %b328 ]
  %c328 = icmp ult i32 %v328, 37
  br i1 %c328, label %b328, label %e328
e328:
  %d328 = icmp eq i32 %v328, %n
  br i1 %d328, label %l328, label %r328
l328:
  %x328 = add i32 %v328, 1
  br label %m328
r328:
  %y328 = mul i32 %v328, 3
  br label %m328
m328:
  %w328 = phi i32 [ %x328, %l328 ], [ %y328, %r328 ]
  br label %b329
b329:
  %v329 = phi i32 [ %w328, %m328 ], [ %v329, %b329 ]
  %c329 = icmp ult i32 %v329, 38
  br i1 %c329, label %b329, label %e329
e329:
  %d329 = icmp eq i32 %v329, %n
  br i1 %d329, label %l329, label %r329
l329:
  %x329 = add i32 %v329, 1
  br label %m329
r329:
  %y329 = mul i32 %v329, 3
  br label %m329
m329:
  %w329 = phi i32 [ %x329, %l329 ], [ %y329, %r329 ]
  br label %b330
b330:
  %v330 = phi i32 [ %w329, %m329 ], [ %v330, %b330 ]
  %c330 = icmp ult i32 %v330, 39
  br i1 %c330, label %b330, label %e330
e330:
  %d330 = icmp eq i32 %v330, %n
  br i1 %d330, label %l330, label %r330
l330:
  %x330 = add i32 %v330, 1
  br label %m330
r330:
  %y330 = mul i32 %v330, 3
  br label %m330
m330:
  %w330 = phi i32 [ %x330, %l330 ], [ %y330, %r330 ]
  br label %b331
b331:
  %v331 = phi i32 [ %w330, %m330 ], [ %v331, %b331 ]
  %c331 = icmp ult i32 %v331, 40
  br i1 %c331, label %b331, label %e331
e331:
  %d331 = icmp eq i32 %v331, %n
  br i1 %d331, label %l331, label %r331
l331:
  %x331 = add i32 %v331, 1
  br label %m331
r331:
  %y331 = mul i32 %v331, 3
  br label %m331
m331:
  %w331 = phi i32 [ %x331, %l331 ], [ %y331, %r331 ]
  br label %b332
b332:
  %v332 = phi i32 [ %w331, %m331 ], [ %v332, %b332 ]
  %c332 = icmp ult i32 %v332, 41
  br i1 %c332, label %b332, label %e332
e332:
  %d332 = icmp eq i32 %v332, %n
  br i1 %d332, label %l332, label %r332
l332:
  %x332 = add i32 %v332, 1
  br label %m332
r332:
  %y332 = mul i32 %v332, 3
  br label %m332
m332:
  %w332 = phi i32 [ %x332, %l332 ], [ %y332, %r332 ]
  br label %b333
b333:
  %v333 = phi i32 [ %w332, %m332 ], [ %v333, %b333 ]
  %c333 = icmp ult i32 %v333, 42
  br i1 %c333, label %b333, label %e333
e333:
  %d333 = icmp eq i32 %v333, %n
  br i1 %d333, label %l333, label %r333
l333:
  %x333 = add i32 %v333, 1
  br label %m333
r333:
  %y333 = mul i32 %v333, 3
  br label %m333
m333:
  %w333 = phi i32 [ %x333, %l333 ], [ %y333, %r333 ]
  br label %b334
b334:
  %v334 = phi i32 [ %w333, %m333 ], [ %v334, %b334 ]
  %c334 = icmp ult i32 %v334, 43
  br i1 %c334, label %b334, label %e334
e334:
  %d334 = icmp eq i32 %v334, %n
  br i1 %d334, label %l334, label %r334
l334:
  %x334 = add i32 %v334, 1
  br label %m334
r334:
  %y334 = mul i32 %v334, 3
  br label %m334
m334:
  %w334 = phi i32 [ %x334, %l334 ], [ %y334, %r334 ]
  br label %b335
b335:
  %v335 = phi i32 [ %w334, %m334 ], [ %v335, %b335 ]
  %c335 = icmp ult i32 %v335, 44
  br i1 %c335, label %b335, label %e335
e335:
  %d335 = icmp eq i32 %v335, %n
  br i1 %d335, label %l335, label %r335
l335:
  %x335 = add i32 %v335, 1
  br label %m335
r335:
  %y335 = mul i32 %v335, 3
  br label %m335
m335:
  %w335 = phi i32 [ %x335, %l335 ], [ %y335, %r335 ]
  br label %b336
b336:
  %v336 = phi i32 [ %w335, %m335 ], [ %v336, %b336 ]
  %c336 = icmp ult i32 %v336, 45
  br i1 %c336, label %b336, label %e336
e336:
  %d336 = icmp eq i32 %v336, %n
  br i1 %d336, label %l336, label %r336
l336:
  %x336 = add i32 %v336, 1
  br label %m336
r336:
  %y336 = mul i32 %v336, 3
  br label %m336
m336:
  %w336 = phi i32 [ %x336, %l336 ], [ %y336, %r336 ]
  br label %b337
b337:
  %v337 = phi i32 [ %w336, %m336 ], [ %v337, %b337 ]
  %c337 = icmp ult i32 %v337, 46
  br i1 %c337, label %b337, label %e337
e337:
  %d337 = icmp eq i32 %v337, %n
  br i1 %d337, label %l337, label %r337
l337:
  %x337 = add i32 %v337, 1
  br label %m337
r337:
  %y337 = mul i32 %v337, 3
  br label %m337
m337:
  %w337 = phi i32 [ %x337, %l337 ], [ %y337, %r337 ]
  br label %b338
b338:
  %v338 = phi i32 [ %w337, %m337 ], [ %v338, %b338 ]
  %c338 = icmp ult i32 %v338, 47
  br i1 %c338, label %b338, label %e338
e338:
  %d338 = icmp eq i32 %v338, %n
  br i1 %d338, label %l338, label %r338
l338:
  %x338 = add i32 %v338, 1
  br label %m338
r338:
  %y338 = mul i32 %v338, 3
  br label %m338
m338:
  %w338 = phi i32 [ %x338, %l338 ], [ %y338, %r338 ]
  br label %b339
b339:
  %v339 = phi i32 [ %w338, %m338 ], [ %v339, %b339 ]
  %c339 = icmp ult i32 %v339, 48
  br i1 %c339, label %b339, label %e339
e339:
  %d339 = icmp eq i32 %v339, %n
  br i1 %d339, label %l339, label %r339
l339:
  %x339 = add i32 %v339, 1
  br label %m339
r339:
  %y339 = mul i32 %v339, 3
  br label %m339
m339:
  %w339 = phi i32 [ %x339, %l339 ], [ %y339, %r339 ]
  br label %b340
b340:
  %v340 = phi i32 [ %w339, %m339 ], [ %v340, %b340 ]
  %c340 = icmp ult i32 %v340, 49
  br i1 %c340, label %b340, label %e340
e340:
  %d340 = icmp eq i32 %v340, %n
  br i1 %d340, label %l340, label %r340
l340:
  %x340 = add i32 %v340, 1
  br label %m340
r340:
  %y340 = mul i32 %v340, 3
  br label %m340
m340:
  %w340 = phi i32 [ %x340, %l340 ], [ %y340, %r340 ]
  br label %b341
b341:
  %v341 = phi i32 [ %w340, %m340 ], [ %v341, %b341 ]
  %c341 = icmp ult i32 %v341, 50
  br i1 %c341, label %b341, label %e341
e341:
  %d341 = icmp eq i32 %v341, %n
  br i1 %d341, label %l341, label %r341
l341:
  %x341 = add i32 %v341, 1
  br label %m341
r341:
  %y341 = mul i32 %v341, 3
  br label %m341
m341:
  %w341 = phi i32 [ %x341, %l341 ], [ %y341, %r341 ]
  br label %b342
b342:
  %v342 = phi i32 [ %w341, %m341 ], [ %v342, %b342 ]
  %c342 = icmp ult i32 %v342, 51
  br i1 %c342, label %b342, label %e342
e342:
  %d342 = icmp eq i32 %v342, %n
  br i1 %d342, label %l342, label %r342
l342:
  %x342 = add i32 %v342, 1
  br label %m342
r342:
  %y342 = mul i32 %v342, 3
  br label %m342
m342:
  %w342 = phi i32 [ %x342, %l342 ], [ %y342, %r342 ]
  br label %b343
b343:
  %v343 = phi i32 [ %w342, %m342 ], [ %v343, %b343 ]
  %c343 = icmp ult i32 %v343, 52
  br i1 %c343, label %b343, label %e343
e343:
  %d343 = icmp eq i32 %v343, %n
  br i1 %d343, label %l343, label %r343
l343:
  %x343 = add i32 %v343, 1
  br label %m343
r343:
  %y343 = mul i32 %v343, 3
  br label %m343
m343:
  %w343 = phi i32 [ %x343, %l343 ], [ %y343, %r343 ]
  br label %b344
b344:
  %v344 = phi i32 [ %w343, %m343 ], [ %v344, %b344 ]
  %c344 = icmp ult i32 %v344, 53
  br i1 %c344, label %b344, label %e344
e344:
  %d344 = icmp eq i32 %v344, %n
  br i1 %d344, label %l344, label %r344
l344:
  %x344 = add i32 %v344, 1
  br label %m344
r344:
  %y344 = mul i32 %v344, 3
  br label %m344
m344:
  %w344 = phi i32 [ %x344, %l344 ], [ %y344, %r344 ]
  br label %b345
b345:
  %v345 = phi i32 [ %w344, %m344 ], [ %v345, %b345 ]
  %c345 = icmp ult i32 %v345, 54
  br i1 %c345, label %b345, label %e345
e345:
  %d345 = icmp eq i32 %v345, %n
  br i1 %d345, label %l345, label %r345
l345:
  %x345 = add i32 %v345, 1
  br label %m345
r345:
  %y345 = mul i32 %v345, 3
  br label %m345
m345:
  %w345 = phi i32 [ %x345, %l345 ], [ %y345, %r345 ]
  br label %b346
b346:
  %v346 = phi i32 [ %w345, %m345 ], [ %v346, %b346 ]
  %c346 = icmp ult i32 %v346, 55
  br i1 %c346, label %b346, label %e346
e346:
  %d346 = icmp eq i32 %v346, %n
  br i1 %d346, label %l346, label %r346
l346:
  %x346 = add i32 %v346, 1
  br label %m346
r346:
  %y346 = mul i32 %v346, 3
  br label %m346
m346:
  %w346 = phi i32 [ %x346, %l346 ], [ %y346, %r346 ]
  br label %b347
b347:
  %v347 = phi i32 [ %w346, %m346 ], [ %v347, %b347 ]
  %c347 = icmp ult i32 %v347, 56
  br i1 %c347, label %b347, label %e347
e347:
  %d347 = icmp eq i32 %v347, %n
  br i1 %d347, label %l347, label %r347
l347:
  %x347 = add i32 %v347, 1
  br label %m347
r347:
  %y347 = mul i32 %v347, 3
  br label %m347
m347:
  %w347 = phi i32 [ %x347, %l347 ], [ %y347, %r347 ]
  br label %b348
b348:
  %v348 = phi i32 [ %w347, %m347 ], [ %v348, %b348 ]
  %c348 = icmp ult i32 %v348, 57
  br i1 %c348, label %b348, label %e348
e348:
  %d348 = icmp eq i32 %v348, %n
  br i1 %d348, label %l348, label %r348
l348:
  %x348 = add i32 %v348, 1
  br label %m348
r348:
  %y348 = mul i32 %v348, 3
  br label %m348
m348:
  %w348 = phi i32 [ %x348, %l348 ], [ %y348, %r348 ]
  br label %b349
b349:
  %v349 = phi i32 [ %w348, %m348 ], [ %v349, %b349 ]
  %c349 = icmp ult i32 %v349, 58
  br i1 %c349, label %b349, label %e349
e349:
  %d349 = icmp eq i32 %v349, %n
  br i1 %d349, label %l349, label %r349
l349:
  %x349 = add i32 %v349, 1
  br label %m349
r349:
  %y349 = mul i32 %v349, 3
  br label %m349
m349:
  %w349 = phi i32 [ %x349, %l349 ], [ %y349, %r349 ]
  br label %b350
b350:
  %v350 = phi i32 [ %w349, %m349 ], [ %v350, %b350 ]
  %c350 = icmp ult i32 %v350, 59
  br i1 %c350, label %b350, label %e350
e350:
  %d350 = icmp eq i32 %v350, %n
  br i1 %d350, label %l350, label %r350
l350:
  %x350 = add i32 %v350, 1
  br label %m350
r350:
  %y350 = mul i32 %v350, 3
  br label %m350
m350:
  %w350 = phi i32 [ %x350, %l350 ], [ %y350, %r350 ]
  br label %b351
b351:
  %v351 = phi i32 [ %w350, %m350 ], [ %v351, %b351 ]
  %c351 = icmp ult i32 %v351, 60
  br i1 %c351, label %b351, label %e351
e351:
  %d351 = icmp eq i32 %v351, %n
  br i1 %d351, label %l351, label %r351
l351:
  %x351 = add i32 %v351, 1
  br label %m351
r351:
  %y351 = mul i32 %v351, 3
  br label %m351
m351:
  %w351 = phi i32 [ %x351, %l351 ], [ %y351, %r351 ]
  br label %b352
b352:
  %v352 = phi i32 [ %w351, %m351 ], [ %v352, %b352 ]
  %c352 = icmp ult i32 %v352, 61
  br i1 %c352, label %b352, label %e352
e352:
  %d352 = icmp eq i32 %v352, %n
  br i1 %d352, label %l352, label %r352
l352:
  %x352 = add i32 %v352, 1
  br label %m352
r352:
  %y352 = mul i32 %v352, 3
  br label %m352
m352:
  %w352 = phi i32 [ %x352, %l352 ], [ %y352, %r352 ]
  br label %b353
b353:
  %v353 = phi i32 [ %w352, %m352 ], [ %v353, %b353 ]
  %c353 = icmp ult i32 %v353, 62
  br i1 %c353, label %b353, label %e353
e353:
  %d353 = icmp eq i32 %v353, %n
  br i1 %d353, label %l353, label %r353
l353:
  %x353 = add i32 %v353, 1
  br label %m353
r353:
  %y353 = mul i32 %v353, 3
  br label %m353
m353:
  %w353 = phi i32 [ %x353, %l353 ], [ %y353, %r353 ]
  br label %b354
b354:
  %v354 = phi i32 [ %w353, %m353 ], [ %v354, %b354 ]
  %c354 = icmp ult i32 %v354, 63
  br i1 %c354, label %b354, label %e354
e354:
  %d354 = icmp eq i32 %v354, %n
  br i1 %d354, label %l354, label %r354
l354:
  %x354 = add i32 %v354, 1
  br label %m354
r354:
  %y354 = mul i32 %v354, 3
  br label %m354
m354:
  %w354 = phi i32 [ %x354, %l354 ], [ %y354, %r354 ]
  br label %b355
b355:
  %v355 = phi i32 [ %w354, %m354 ], [ %v355, %b355 ]
  %c355 = icmp ult i32 %v355, 64
  br i1 %c355, label %b355, label %e355
e355:
  %d355 = icmp eq i32 %v355, %n
  br i1 %d355, label %l355, label %r355
l355:
  %x355 = add i32 %v355, 1
  br label %m355
r355:
  %y355 = mul i32 %v355, 3
  br label %m355
m355:
  %w355 = phi i32 [ %x355, %l355 ], [ %y355, %r355 ]
  br label %b356
b356:
  %v356 = phi i32 [ %w355, %m355 ], [ %v356, %b356 ]
  %c356 = icmp ult i32 %v356, 65
  br i1 %c356, label %b356, label %e356
e356:
  %d356 = icmp eq i32 %v356, %n
  br i1 %d356, label %l356, label %r356
l356:
  %x356 = add i32 %v356, 1
  br label %m356
r356:
  %y356 = mul i32 %v356, 3
  br label %m356
m356:
  %w356 = phi i32 [ %x356, %l356 ], [ %y356, %r356 ]
  br label %b357
b357:
  %v357 = phi i32 [ %w356, %m356 ], [ %v357, %b357 ]
  %c357 = icmp ult i32 %v357, 66
  br i1 %c357, label %b357, label %e357
e357:
  %d357 = icmp eq i32 %v357, %n
  br i1 %d357, label %l357, label %r357
l357:
  %x357 = add i32 %v357, 1
  br label %m357
r357:
  %y357 = mul i32 %v357, 3
  br label %m357
m357:
  %w357 = phi i32 [ %x357, %l357 ], [ %y357, %r357 ]
  br label %b358
b358:
  %v358 = phi i32 [ %w357, %m357 ], [ %v358, %b358 ]
  %c358 = icmp ult i32 %v358, 67
  br i1 %c358, label %b358, label %e358
e358:
  %d358 = icmp eq i32 %v358, %n
  br i1 %d358, label %l358, label %r358
l358:
  %x358 = add i32 %v358, 1
  br label %m358
r358:
  %y358 = mul i32 %v358, 3
  br label %m358
m358:
  %w358 = phi i32 [ %x358, %l358 ], [ %y358, %r358 ]
  br label %b359
b359:
  %v359 = phi i32 [ %w358, %m358 ], [ %v359, %b359 ]
  %c359 = icmp ult i32 %v359, 68
  br i1 %c359, label %b359, label %e359
e359:
  %d359 = icmp eq i32 %v359, %n
  br i1 %d359, label %l359, label %r359
l359:
  %x359 = add i32 %v359, 1
  br label %m359
r359:
  %y359 = mul i32 %v359, 3
  br label %m359
m359:
  %w359 = phi i32 [ %x359, %l359 ], [ %y359, %r359 ]
  br label %b360
b360:
  %v360 = phi i32 [ %w359, %m359 ], [ %v360, %b360 ]
  %c360 = icmp ult i32 %v360, 69
  br i1 %c360, label %b360, label %e360
e360:
  %d360 = icmp eq i32 %v360, %n
  br i1 %d360, label %l360, label %r360
l360:
  %x360 = add i32 %v360, 1
  br label %m360
r360:
  %y360 = mul i32 %v360, 3
  br label %m360
m360:
  %w360 = phi i32 [ %x360, %l360 ], [ %y360, %r360 ]
  br label %b361
b361:
  %v361 = phi i32 [ %w360, %m360 ], [ %v361, %b361 ]
  %c361 = icmp ult i32 %v361, 70
  br i1 %c361, label %b361, label %e361
e361:
  %d361 = icmp eq i32 %v361, %n
  br i1 %d361, label %l361, label %r361
l361:
  %x361 = add i32 %v361, 1
  br label %m361
r361:
  %y361 = mul i32 %v361, 3
  br label %m361
m361:
  %w361 = phi i32 [ %x361, %l361 ], [ %y361, %r361 ]
  br label %b362
b362:
  %v362 = phi i32 [ %w361, %m361 ], [ %v362, %b362 ]
  %c362 = icmp ult i32 %v362, 71
  br i1 %c362, label %b362, label %e362
e362:
  %d362 = icmp eq i32 %v362, %n
  br i1 %d362, label %l362, label %r362
l362:
  %x362 = add i32 %v362, 1
  br label %m362
r362:
  %y362 = mul i32 %v362, 3
  br label %m362
m362:
  %w362 = phi i32 [ %x362, %l362 ], [ %y362, %r362 ]
  br label %b363
b363:
  %v363 = phi i32 [ %w362, %m362 ], [ %v363, %b363 ]
  %c363 = icmp ult i32 %v363, 72
  br i1 %c363, label %b363, label %e363
e363:
  %d363 = icmp eq i32 %v363, %n
  br i1 %d363, label %l363, label %r363
l363:
  %x363 = add i32 %v363, 1
  br label %m363
r363:
  %y363 = mul i32 %v363, 3
  br label %m363
m363:
  %w363 = phi i32 [ %x363, %l363 ], [ %y363, %r363 ]
  br label %b364
b364:
  %v364 = phi i32 [ %w363, %m363 ], [ %v364, %b364 ]
  %c364 = icmp ult i32 %v364, 73
  br i1 %c364, label %b364, label %e364
e364:
  %d364 = icmp eq i32 %v364, %n
  br i1 %d364, label %l364, label %r364
l364:
  %x364 = add i32 %v364, 1
  br label %m364
r364:
  %y364 = mul i32 %v364, 3
  br label %m364
m364:
  %w364 = phi i32 [ %x364, %l364 ], [ %y364, %r364 ]
  br label %b365
b365:
  %v365 = phi i32 [ %w364, %m364 ], [ %v365, %b365 ]
  %c365 = icmp ult i32 %v365, 74
  br i1 %c365, label %b365, label %e365
e365:
  %d365 = icmp eq i32 %v365, %n
  br i1 %d365, label %l365, label %r365
l365:
  %x365 = add i32 %v365, 1
  br label %m365
r365:
  %y365 = mul i32 %v365, 3
  br label %m365
m365:
  %w365 = phi i32 [ %x365, %l365 ], [ %y365, %r365 ]
  br label %b366
b366:
  %v366 = phi i32 [ %w365, %m365 ], [ %v366, %b366 ]
  %c366 = icmp ult i32 %v366, 75
  br i1 %c366, label %b366, label %e366
e366:
  %d366 = icmp eq i32 %v366, %n
  br i1 %d366, label %l366, label %r366
l366:
  %x366 = add i32 %v366, 1
  br label %m366
r366:
  %y366 = mul i32 %v366, 3
  br label %m366
m366:
  %w366 = phi i32 [ %x366, %l366 ], [ %y366, %r366 ]
  br label %b367
b367:
  %v367 = phi i32 [ %w366, %m366 ], [ %v367, %b367 ]
  %c367 = icmp ult i32 %v367, 76
  br i1 %c367, label %b367, label %e367
e367:
  %d367 = icmp eq i32 %v367, %n
  br i1 %d367, label %l367, label %r367
l367:
  %x367 = add i32 %v367, 1
  br label %m367
r367:
  %y367 = mul i32 %v367, 3
  br label %m367
m367:
  %w367 = phi i32 [ %x367, %l367 ], [ %y367, %r367 ]
  br label %b368
b368:
  %v368 = phi i32 [ %w367, %m367 ], [ %v368, %b368 ]
  %c368 = icmp ult i32 %v368, 77
  br i1 %c368, label %b368, label %e368
e368:
  %d368 = icmp eq i32 %v368, %n
  br i1 %d368, label %l368, label %r368
l368:
  %x368 = add i32 %v368, 1
  br label %m368
r368:
  %y368 = mul i32 %v368, 3
  br label %m368
m368:
  %w368 = phi i32 [ %x368, %l368 ], [ %y368, %r368 ]
  br label %b369
b369:
  %v369 = phi i32 [ %w368, %m368 ], [ %v369, %b369 ]
  %c369 = icmp ult i32 %v369, 78
  br i1 %c369, label %b369, label %e369
e369:
  %d369 = icmp eq i32 %v369, %n
  br i1 %d369, label %l369, label %r369
l369:
  %x369 = add i32 %v369, 1
  br label %m369
r369:
  %y369 = mul i32 %v369, 3
  br label %m369
m369:
  %w369 = phi i32 [ %x369, %l369 ], [ %y369, %r369 ]
  br label %b370
b370:
  %v370 = phi i32 [ %w369, %m369 ], [ %v370, %b370 ]
  %c370 = icmp ult i32 %v370, 79
  br i1 %c370, label %b370, label %e370
e370:
  %d370 = icmp eq i32 %v370, %n
  br i1 %d370, label %l370, label %r370
l370:
  %x370 = add i32 %v370, 1
  br label %m370
r370:
  %y370 = mul i32 %v370, 3
  br label %m370
m370:
  %w370 = phi i32 [ %x370, %l370 ], [ %y370, %r370 ]
  br label %b371
b371:
  %v371 = phi i32 [ %w370, %m370 ], [ %v371, %b371 ]
  %c371 = icmp ult i32 %v371, 80
  br i1 %c371, label %b371, label %e371
e371:
  %d371 = icmp eq i32 %v371, %n
  br i1 %d371, label %l371, label %r371
l371:
  %x371 = add i32 %v371, 1
  br label %m371
r371:
  %y371 = mul i32 %v371, 3
  br label %m371
m371:
  %w371 = phi i32 [ %x371, %l371 ], [ %y371, %r371 ]
  br label %b372
b372:
  %v372 = phi i32 [ %w371, %m371 ], [ %v372, %b372 ]
  %c372 = icmp ult i32 %v372, 81
  br i1 %c372, label %b372, label %e372
e372:
  %d372 = icmp eq i32 %v372, %n
  br i1 %d372, label %l372, label %r372
l372:
  %x372 = add i32 %v372, 1
  br label %m372
r372:
  %y372 = mul i32 %v372, 3
  br label %m372
m372:
  %w372 = phi i32 [ %x372, %l372 ], [ %y372, %r372 ]
  br label %b373
b373:
  %v373 = phi i32 [ %w372, %m372 ], [ %v373, %b373 ]
  %c373 = icmp ult i32 %v373, 82
  br i1 %c373, label %b373, label %e373
e373:
  %d373 = icmp eq i32 %v373, %n
  br i1 %d373, label %l373, label %r373
l373:
  %x373 = add i32 %v373, 1
  br label %m373
r373:
  %y373 = mul i32 %v373, 3
  br label %m373
m373:
  %w373 = phi i32 [ %x373, %l373 ], [ %y373, %r373 ]
  br label %b374
b374:
  %v374 = phi i32 [ %w373, %m373 ], [ %v374, %b374 ]
  %c374 = icmp ult i32 %v374, 83
  br i1 %c374, label %b374, label %e374
e374:
  %d374 = icmp eq i32 %v374, %n
  br i1 %d374, label %l374, label %r374
l374:
  %x374 = add i32 %v374, 1
  br label %m374
r374:
  %y374 = mul i32 %v374, 3
  br label %m374
m374:
  %w374 = phi i32 [ %x374, %l374 ], [ %y374, %r374 ]
  br label %b375
b375:
  %v375 = phi i32 [ %w374, %m374 ], [ %v375, %b375 ]
  %c375 = icmp ult i32 %v375, 84
  br i1 %c375, label %b375, label %e375
e375:
  %d375 = icmp eq i32 %v375, %n
  br i1 %d375, label %l375, label %r375
l375:
  %x375 = add i32 %v375, 1
  br label %m375
r375:
  %y375 = mul i32 %v375, 3
  br label %m375
m375:
  %w375 = phi i32 [ %x375, %l375 ], [ %y375, %r375 ]
  br label %b376
b376:
  %v376 = phi i32 [ %w375, %m375 ], [ %v376, %b376 ]
  %c376 = icmp ult i32 %v376, 85
  br i1 %c376, label %b376, label %e376
e376:
  %d376 = icmp eq i32 %v376, %n
  br i1 %d376, label %l376, label %r376
l376:
  %x376 = add i32 %v376, 1
  br label %m376
r376:
  %y376 = mul i32 %v376, 3
  br label %m376
m376:
  %w376 = phi i32 [ %x376, %l376 ], [ %y376, %r376 ]
  br label %b377
b377:
  %v377 = phi i32 [ %w376, %m376 ], [ %v377, %b377 ]
  %c377 = icmp ult i32 %v377, 86
  br i1 %c377, label %b377, label %e377
e377:
  %d377 = icmp eq i32 %v377, %n
  br i1 %d377, label %l377, label %r377
l377:
  %x377 = add i32 %v377, 1
  br label %m377
r377:
  %y377 = mul i32 %v377, 3
  br label %m377
m377:
  %w377 = phi i32 [ %x377, %l377 ], [ %y377, %r377 ]
  br label %b378
b378:
  %v378 = phi i32 [ %w377, %m377 ], [ %v378, %b378 ]
  %c378 = icmp ult i32 %v378, 87
  br i1 %c378, label %b378, label %e378
e378:
  %d378 = icmp eq i32 %v378, %n
  br i1 %d378, label %l378, label %r378
l378:
  %x378 = add i32 %v378, 1
  br label %m378
r378:
  %y378 = mul i32 %v378, 3
  br label %m378
m378:
  %w378 = phi i32 [ %x378, %l378 ], [ %y378, %r378 ]
  br label %b379
b379:
  %v379 = phi i32 [ %w378, %m378 ], [ %v379, %b379 ]
  %c379 = icmp ult i32 %v379, 88
  br i1 %c379, label %b379, label %e379
e379:
  %d379 = icmp eq i32 %v379, %n
  br i1 %d379, label %l379, label %r379
l379:
  %x379 = add i32 %v379, 1
  br label %m379
r379:
  %y379 = mul i32 %v379, 3
  br label %m379
m379:
  %w379 = phi i32 [ %x379, %l379 ], [ %y379, %r379 ]
  br label %b380
b380:
  %v380 = phi i32 [ %w379, %m379 ], [ %v380, %b380 ]
  %c380 = icmp ult i32 %v380, 89
  br i1 %c380, label %b380, label %e380
e380:
  %d380 = icmp eq i32 %v380, %n
  br i1 %d380, label %l380, label %r380
l380:
  %x380 = add i32 %v380, 1
  br label %m380
r380:
  %y380 = mul i32 %v380, 3
  br label %m380
m380:
  %w380 = phi i32 [ %x380, %l380 ], [ %y380, %r380 ]
  br label %b381
b381:
  %v381 = phi i32 [ %w380, %m380 ], [ %v381, %b381 ]
  %c381 = icmp ult i32 %v381, 90
  br i1 %c381, label %b381, label %e381
e381:
  %d381 = icmp eq i32 %v381, %n
  br i1 %d381, label %l381, label %r381
l381:
  %x381 = add i32 %v381, 1
  br label %m381
r381:
  %y381 = mul i32 %v381, 3
  br label %m381
m381:
  %w381 = phi i32 [ %x381, %l381 ], [ %y381, %r381 ]
  br label %b382
b382:
  %v382 = phi i32 [ %w381, %m381 ], [ %v382, %b382 ]
  %c382 = icmp ult i32 %v382, 91
  br i1 %c382, label %b382, label %e382
e382:
  %d382 = icmp eq i32 %v382, %n
  br i1 %d382, label %l382, label %r382
l382:
  %x382 = add i32 %v382, 1
  br label %m382
r382:
  %y382 = mul i32 %v382, 3
  br label %m382
m382:
  %w382 = phi i32 [ %x382, %l382 ], [ %y382, %r382 ]
  br label %b383
b383:
  %v383 = phi i32 [ %w382, %m382 ], [ %v383, %b383 ]
  %c383 = icmp ult i32 %v383, 92
  br i1 %c383, label %b383, label %e383
e383:
  %d383 = icmp eq i32 %v383, %n
  br i1 %d383, label %l383, label %r383
l383:
  %x383 = add i32 %v383, 1
  br label %m383
r383:
  %y383 = mul i32 %v383, 3
  br label %m383
m383:
  %w383 = phi i32 [ %x383, %l383 ], [ %y383, %r383 ]
  br label %b384
b384:
  %v384 = phi i32 [ %w383, %m383 ], [ %v384, %b384 ]
  %c384 = icmp ult i32 %v384, 93
  br i1 %c384, label %b384, label %e384
e384:
  %d384 = icmp eq i32 %v384, %n
  br i1 %d384, label %l384, label %r384
l384:
  %x384 = add i32 %v384, 1
  br label %m384
r384:
  %y384 = mul i32 %v384, 3
  br label %m384
m384:
  %w384 = phi i32 [ %x384, %l384 ], [ %y384, %r384 ]
  br label %b385
b385:
  %v385 = phi i32 [ %w384, %m384 ], [ %v385, %b385 ]
  %c385 = icmp ult i32 %v385, 94
  br i1 %c385, label %b385, label %e385
e385:
  %d385 = icmp eq i32 %v385, %n
  br i1 %d385, label %l385, label %r385
l385:
  %x385 = add i32 %v385, 1
  br label %m385
r385:
  %y385 = mul i32 %v385, 3
  br label %m385
m385:
  %w385 = phi i32 [ %x385, %l385 ], [ %y385, %r385 ]
  br label %b386
b386:
  %v386 = phi i32 [ %w385, %m385 ], [ %v386, %b386 ]
  %c386 = icmp ult i32 %v386, 95
  br i1 %c386, label %b386, label %e386
e386:
  %d386 = icmp eq i32 %v386, %n
  br i1 %d386, label %l386, label %r386
l386:
  %x386 = add i32 %v386, 1
  br label %m386
r386:
  %y386 = mul i32 %v386, 3
  br label %m386
m386:
  %w386 = phi i32 [ %x386, %l386 ], [ %y386, %r386 ]
  br label %b387
b387:
  %v387 = phi i32 [ %w386, %m386 ], [ %v387, %b387 ]
  %c387 = icmp ult i32 %v387, 96
  br i1 %c387, label %b387, label %e387
e387:
  %d387 = icmp eq i32 %v387, %n
  br i1 %d387, label %l387, label %r387
l387:
  %x387 = add i32 %v387, 1
  br label %m387
r387:
  %y387 = mul i32 %v387, 3
  br label %m387
m387:
  %w387 = phi i32 [ %x387, %l387 ], [ %y387, %r387 ]
  br label %b388
b388:
  %v388 = phi i32 [ %w387, %m387 ], [ %v388, %b388 ]
  %c388 = icmp ult i32 %v388, 0
  br i1 %c388, label %b388, label %e388
e388:
  %d388 = icmp eq i32 %v388, %n
  br i1 %d388, label %l388, label %r388
l388:
  %x388 = add i32 %v388, 1
  br label %m388
r388:
  %y388 = mul i32 %v388, 3
  br label %m388
m388:
  %w388 = phi i32 [ %x388, %l388 ], [ %y388, %r388 ]
  br label %b389
b389:
  %v389 = phi i32 [ %w388, %m388 ], [ %v389, %b389 ]
  %c389 = icmp ult i32 %v389, 1
  br i1 %c389, label %b389, label %e389
e389:
  %d389 = icmp eq i32 %v389, %n
  br i1 %d389, label %l389, label %r389
l389:
  %x389 = add i32 %v389, 1
  br label %m389
r389:
  %y389 = mul i32 %v389, 3
  br label %m389
m389:
  %w389 = phi i32 [ %x389, %l389 ], [ %y389, %r389 ]
  br label %b390
b390:
  %v390 = phi i32 [ %w389, %m389 ], [ %v390, %b390 ]
  %c390 = icmp ult i32 %v390, 2
  br i1 %c390, label %b390, label %e390
e390:
  %d390 = icmp eq i32 %v390, %n
  br i1 %d390, label %l390, label %r390
l390:
  %x390 = add i32 %v390, 1
  br label %m390
r390:
  %y390 = mul i32 %v390, 3
  br label %m390
m390:
  %w390 = phi i32 [ %x390, %l390 ], [ %y390, %r390 ]
  br label %b391
b391:
  %v391 = phi i32 [ %w390, %m390 ], [ %v391, %b391 ]
  %c391 = icmp ult i32 %v391, 3
  br i1 %c391, label %b391, label %e391
e391:
  %d391 = icmp eq i32 %v391, %n
  br i1 %d391, label %l391, label %r391
l391:
  %x391 = add i32 %v391, 1
  br label %m391
r391:
  %y391 = mul i32 %v391, 3
  br label %m391
m391:
  %w391 = phi i32 [ %x391, %l391 ], [ %y391, %r391 ]
  br label %b392
b392:
  %v392 = phi i32 [ %w391, %m391 ], [ %v392, %b392 ]
  %c392 = icmp ult i32 %v392, 4
  br i1 %c392, label %b392, label %e392
e392:
  %d392 = icmp eq i32 %v392, %n
  br i1 %d392, label %l392, label %r392
l392:
  %x392 = add i32 %v392, 1
  br label %m392
r392:
  %y392 = mul i32 %v392, 3
  br label %m392
m392:
  %w392 = phi i32 [ %x392, %l392 ], [ %y392, %r392 ]
  br label %b393
b393:
  %v393 = phi i32 [ %w392, %m392 ], [ %v393, %b393 ]
  %c393 = icmp ult i32 %v393, 5
  br i1 %c393, label %b393, label %e393
e393:
  %d393 = icmp eq i32 %v393, %n
  br i1 %d393, label %l393, label %r393
l393:
  %x393 = add i32 %v393, 1
  br label %m393
r393:
  %y393 = mul i32 %v393, 3
  br label %m393
m393:
  %w393 = phi i32 [ %x393, %l393 ], [ %y393, %r393 ]
  br label %b394
b394:
  %v394 = phi i32 [ %w393, %m393 ], [ %v394, %b394 ]
  %c394 = icmp ult i32 %v394, 6
  br i1 %c394, label %b394, label %e394
e394:
  %d394 = icmp eq i32 %v394, %n
  br i1 %d394, label %l394, label %r394
l394:
  %x394 = add i32 %v394, 1
  br label %m394
r394:
  %y394 = mul i32 %v394, 3
  br label %m394
m394:
  %w394 = phi i32 [ %x394, %l394 ], [ %y394, %r394 ]
  br label %b395
b395:
  %v395 = phi i32 [ %w394, %m394 ], [ %v395, %b395 ]
  %c395 = icmp ult i32 %v395, 7
  br i1 %c395, label %b395, label %e395
e395:
  %d395 = icmp eq i32 %v395, %n
  br i1 %d395, label %l395, label %r395
l395:
  %x395 = add i32 %v395, 1
  br label %m395
r395:
  %y395 = mul i32 %v395, 3
  br label %m395
m395:
  %w395 = phi i32 [ %x395, %l395 ], [ %y395, %r395 ]
  br label %b396
b396:
  %v396 = phi i32 [ %w395, %m395 ], [ %v396, %b396 ]
  %c396 = icmp ult i32 %v396, 8
  br i1 %c396, label %b396, label %e396
e396:
  %d396 = icmp eq i32 %v396, %n
  br i1 %d396, label %l396, label %r396
l396:
  %x396 = add i32 %v396, 1
  br label %m396
r396:
  %y396 = mul i32 %v396, 3
  br label %m396
m396:
  %w396 = phi i32 [ %x396, %l396 ], [ %y396, %r396 ]
  br label %b397
b397:
  %v397 = phi i32 [ %w396, %m396 ], [ %v397, %b397 ]
  %c397 = icmp ult i32 %v397, 9
  br i1 %c397, label %b397, label %e397
e397:
  %d397 = icmp eq i32 %v397, %n
  br i1 %d397, label %l397, label %r397
l397:
  %x397 = add i32 %v397, 1
  br label %m397
r397:
  %y397 = mul i32 %v397, 3
  br label %m397
m397:
  %w397 = phi i32 [ %x397, %l397 ], [ %y397, %r397 ]
  br label %b398
b398:
  %v398 = phi i32 [ %w397, %m397 ], [ %v398, %b398 ]
  %c398 = icmp ult i32 %v398, 10
  br i1 %c398, label %b398, label %e398
e398:
  %d398 = icmp eq i32 %v398, %n
  br i1 %d398, label %l398, label %r398
l398:
  %x398 = add i32 %v398, 1
  br label %m398
r398:
  %y398 = mul i32 %v398, 3
  br label %m398
m398:
  %w398 = phi i32 [ %x398, %l398 ], [ %y398, %r398 ]
  br label %b399
b399:
  %v399 = phi i32 [ %w398, %m398 ], [ %v399, %b399 ]
  %c399 = icmp ult i32 %v399, 11
  br i1 %c399, label %b399, label %e399
e399:
  %d399 = icmp eq i32 %v399, %n
  br i1 %d399, label %l399, label %r399
l399:
  %x399 = add i32 %v399, 1
  br label %m399
r399:
  %y399 = mul i32 %v399, 3
  br label %m399
m399:
  %w399 = phi i32 [ %x399, %l399 ], [ %y399, %r399 ]
  br label %b400
b400:
  %v400 = phi i32 [ %w399, %m399 ], [ %v400, %b400 ]
  %c400 = icmp ult i32 %v400, 12
  br i1 %c400, label %b400, label %e400
e400:
  %d400 = icmp eq i32 %v400, %n
  br i1 %d400, label %l400, label %r400
l400:
  %x400 = add i32 %v400, 1
  br label %m400
r400:
  %y400 = mul i32 %v400, 3
  br label %m400
m400:
  %w400 = phi i32 [ %x400, %l400 ], [ %y400, %r400 ]
  br label %b401
b401:
  %v401 = phi i32 [ %w400, %m400 ], [ %v401, %b401 ]
  %c401 = icmp ult i32 %v401, 13
  br i1 %c401, label %b401, label %e401
e401:
  %d401 = icmp eq i32 %v401, %n
  br i1 %d401, label %l401, label %r401
l401:
  %x401 = add i32 %v401, 1
  br label %m401
r401:
  %y401 = mul i32 %v401, 3
  br label %m401
m401:
  %w401 = phi i32 [ %x401, %l401 ], [ %y401, %r401 ]
  br label %b402
b402:
  %v402 = phi i32 [ %w401, %m401 ], [ %v402, %b402 ]
  %c402 = icmp ult i32 %v402, 14
  br i1 %c402, label %b402, label %e402
e402:
  %d402 = icmp eq i32 %v402, %n
  br i1 %d402, label %l402, label %r402
l402:
  %x402 = add i32 %v402, 1
  br label %m402
r402:
  %y402 = mul i32 %v402, 3
  br label %m402
m402:
  %w402 = phi i32 [ %x402, %l402 ], [ %y402, %r402 ]
  br label %b403
b403:
  %v403 = phi i32 [ %w402, %m402 ], [ %v403, %b403 ]
  %c403 = icmp ult i32 %v403, 15
  br i1 %c403, label %b403, label %e403
e403:
  %d403 = icmp eq i32 %v403, %n
  br i1 %d403, label %l403, label %r403
l403:
  %x403 = add i32 %v403, 1
  br label %m403
r403:
  %y403 = mul i32 %v403, 3
  br label %m403
m403:
  %w403 = phi i32 [ %x403, %l403 ], [ %y403, %r403 ]
  br label %b404
b404:
  %v404 = phi i32 [ %w403, %m403 ], [ %v404, %b404 ]
  %c404 = icmp ult i32 %v404, 16
  br i1 %c404, label %b404, label %e404
e404:
  %d404 = icmp eq i32 %v404, %n
  br i1 %d404, label %l404, label %r404
l404:
  %x404 = add i32 %v404, 1
  br label %m404
r404:
  %y404 = mul i32 %v404, 3
  br label %m404
m404:
  %w404 = phi i32 [ %x404, %l404 ], [ %y404, %r404 ]
  br label %b405
b405:
  %v405 = phi i32 [ %w404, %m404 ], [ %v405, %b405 ]
  %c405 = icmp ult i32 %v405, 17
  br i1 %c405, label %b405, label %e405
e405:
  %d405 = icmp eq i32 %v405, %n
  br i1 %d405, label %l405, label %r405
l405:
  %x405 = add i32 %v405, 1
  br label %m405
r405:
  %y405 = mul i32 %v405, 3
  br label %m405
m405:
  %w405 = phi i32 [ %x405, %l405 ], [ %y405, %r405 ]
  br label %b406
b406:
  %v406 = phi i32 [ %w405, %m405 ], [ %v406, %b406 ]
  %c406 = icmp ult i32 %v406, 18
  br i1 %c406, label %b406, label %e406
e406:
  %d406 = icmp eq i32 %v406, %n
  br i1 %d406, label %l406, label %r406
l406:
  %x406 = add i32 %v406, 1
  br label %m406
r406:
  %y406 = mul i32 %v406, 3
  br label %m406
m406:
  %w406 = phi i32 [ %x406, %l406 ], [ %y406, %r406 ]
  br label %b407
b407:
  %v407 = phi i32 [ %w406, %m406 ], [ %v407, %b407 ]
  %c407 = icmp ult i32 %v407, 19
  br i1 %c407, label %b407, label %e407
e407:
  %d407 = icmp eq i32 %v407, %n
  br i1 %d407, label %l407, label %r407
l407:
  %x407 = add i32 %v407, 1
  br label %m407
r407:
  %y407 = mul i32 %v407, 3
  br label %m407
m407:
  %w407 = phi i32 [ %x407, %l407 ], [ %y407, %r407 ]
  br label %b408
b408:
  %v408 = phi i32 [ %w407, %m407 ], [ %v408, %b408 ]
  %c408 = icmp ult i32 %v408, 20
  br i1 %c408, label %b408, label %e408
e408:
  %d408 = icmp eq i32 %v408, %n
  br i1 %d408, label %l408, label %r408
l408:
  %x408 = add i32 %v408, 1
  br label %m408
r408:
  %y408 = mul i32 %v408, 3
  br label %m408
m408:
  %w408 = phi i32 [ %x408, %l408 ], [ %y408, %r408 ]
  br label %b409
b409:
  %v409 = phi i32 [ %w408, %m408 ], [ %v409, %b409 ]
  %c409 = icmp ult i32 %v409, 21
  br i1 %c409, label %b409, label %e409
e409:
  %d409 = icmp eq i32 %v409, %n
  br i1 %d409, label %l409, label %r409
l409:
  %x409 = add i32 %v409, 1
  br label %m409
r409:
  %y409 = mul i32 %v409, 3
  br label %m409
m409:
  %w409 = phi i32 [ %x409, %l409 ], [ %y409, %r409 ]
  br label %b410
b410:
  %v410 = phi i32 [ %w409, %m409 ], [ %v410, %b410 ]
  %c410 = icmp ult i32 %v410, 22
  br i1 %c410, label %b410, label %e410
e410:
  %d410 = icmp eq i32 %v410, %n
  br i1 %d410, label %l410, label %r410
l410:
  %x410 = add i32 %v410, 1
  br label %m410
r410:
  %y410 = mul i32 %v410, 3
  br label %m410
m410:
  %w410 = phi i32 [ %x410, %l410 ], [ %y410, %r410 ]
  br label %b411
b411:
  %v411 = phi i32 [ %w410, %m410 ], [ %v411, %b411 ]
  %c411 = icmp ult i32 %v411, 23
  br i1 %c411, label %b411, label %e411
e411:
  %d411 = icmp eq i32 %v411, %n
  br i1 %d411, label %l411, label %r411
l411:
  %x411 = add i32 %v411, 1
  br label %m411
r411:
  %y411 = mul i32 %v411, 3
  br label %m411
m411:
  %w411 = phi i32 [ %x411, %l411 ], [ %y411, %r411 ]
  br label %b412
b412:
  %v412 = phi i32 [ %w411, %m411 ], [ %v412, %b412 ]
  %c412 = icmp ult i32 %v412, 24
  br i1 %c412, label %b412, label %e412
e412:
  %d412 = icmp eq i32 %v412, %n
  br i1 %d412, label %l412, label %r412
l412:
  %x412 = add i32 %v412, 1
  br label %m412
r412:
  %y412 = mul i32 %v412, 3
  br label %m412
m412:
  %w412 = phi i32 [ %x412, %l412 ], [ %y412, %r412 ]
  br label %b413
b413:
  %v413 = phi i32 [ %w412, %m412 ], [ %v413, %b413 ]
  %c413 = icmp ult i32 %v413, 25
  br i1 %c413, label %b413, label %e413
e413:
  %d413 = icmp eq i32 %v413, %n
  br i1 %d413, label %l413, label %r413
l413:
  %x413 = add i32 %v413, 1
  br label %m413
r413:
  %y413 = mul i32 %v413, 3
  br label %m413
m413:
  %w413 = phi i32 [ %x413, %l413 ], [ %y413, %r413 ]
  br label %b414
b414:
  %v414 = phi i32 [ %w413, %m413 ], [ %v414, %b414 ]
  %c414 = icmp ult i32 %v414, 26
  br i1 %c414, label %b414, label %e414
e414:
  %d414 = icmp eq i32 %v414, %n
  br i1 %d414, label %l414, label %r414
l414:
  %x414 = add i32 %v414, 1
  br label %m414
r414:
  %y414 = mul i32 %v414, 3
  br label %m414
m414:
  %w414 = phi i32 [ %x414, %l414 ], [ %y414, %r414 ]
  br label %b415
b415:
  %v415 = phi i32 [ %w414, %m414 ], [ %v415, %b415 ]
  %c415 = icmp ult i32 %v415, 27
  br i1 %c415, label %b415, label %e415
e415:
  %d415 = icmp eq i32 %v415, %n
  br i1 %d415, label %l415, label %r415
l415:
  %x415 = add i32 %v415, 1
  br label %m415
r415:
  %y415 = mul i32 %v415, 3
  br label %m415
m415:
  %w415 = phi i32 [ %x415, %l415 ], [ %y415, %r415 ]
  br label %b416
b416:
  %v416 = phi i32 [ %w415, %m415 ], [ %v416, %b416 ]
  %c416 = icmp ult i32 %v416, 28
  br i1 %c416, label %b416, label %e416
e416:
  %d416 = icmp eq i32 %v416, %n
  br i1 %d416, label %l416, label %r416
l416:
  %x416 = add i32 %v416, 1
  br label %m416
r416:
  %y416 = mul i32 %v416, 3
  br label %m416
m416:
  %w416 = phi i32 [ %x416, %l416 ], [ %y416, %r416 ]
  br label %b417
b417:
  %v417 = phi i32 [ %w416, %m416 ], [ %v417, %b417 ]
  %c417 = icmp ult i32 %v417, 29
  br i1 %c417, label %b417, label %e417
e417:
  %d417 = icmp eq i32 %v417, %n
  br i1 %d417, label %l417, label %r417
l417:
  %x417 = add i32 %v417, 1
  br label %m417
r417:
  %y417 = mul i32 %v417, 3
  br label %m417
m417:
  %w417 = phi i32 [ %x417, %l417 ], [ %y417, %r417 ]
  br label %b418
b418:
  %v418 = phi i32 [ %w417, %m417 ], [ %v418, %b418 ]
  %c418 = icmp ult i32 %v418, 30
  br i1 %c418, label %b418, label %e418
e418:
  %d418 = icmp eq i32 %v418, %n
  br i1 %d418, label %l418, label %r418
l418:
  %x418 = add i32 %v418, 1
  br label %m418
r418:
  %y418 = mul i32 %v418, 3
  br label %m418
m418:
  %w418 = phi i32 [ %x418, %l418 ], [ %y418, %r418 ]
  br label %b419
b419:
  %v419 = phi i32 [ %w418, %m418 ], [ %v419, %b419 ]
  %c419 = icmp ult i32 %v419, 31
  br i1 %c419, label %b419, label %e419
e419:
  %d419 = icmp eq i32 %v419, %n
  br i1 %d419, label %l419, label %r419
l419:
  %x419 = add i32 %v419, 1
  br label %m419
r419:
  %y419 = mul i32 %v419, 3
  br label %m419
m419:
  %w419 = phi i32 [ %x419, %l419 ], [ %y419, %r419 ]
  br label %b420
b420:
  %v420 = phi i32 [ %w419, %m419 ], [ %v420, %b420 ]
  %c420 = icmp ult i32 %v420, 32
  br i1 %c420, label %b420, label %e420
e420:
  %d420 = icmp eq i32 %v420, %n
  br i1 %d420, label %l420, label %r420
l420:
  %x420 = add i32 %v420, 1
  br label %m420
r420:
  %y420 = mul i32 %v420, 3
  br label %m420
m420:
  %w420 = phi i32 [ %x420, %l420 ], [ %y420, %r420 ]
  br label %b421
b421:
  %v421 = phi i32 [ %w420, %m420 ], [ %v421, %b421 ]
  %c421 = icmp ult i32 %v421, 33
  br i1 %c421, label %b421, label %e421
e421:
  %d421 = icmp eq i32 %v421, %n
  br i1 %d421, label %l421, label %r421
l421:
  %x421 = add i32 %v421, 1
  br label %m421
r421:
  %y421 = mul i32 %v421, 3
  br label %m421
m421:
  %w421 = phi i32 [ %x421, %l421 ], [ %y421, %r421 ]
  br label %b422
b422:
  %v422 = phi i32 [ %w421, %m421 ], [ %v422, %b422 ]
  %c422 = icmp ult i32 %v422, 34
  br i1 %c422, label %b422, label %e422
e422:
  %d422 = icmp eq i32 %v422, %n
  br i1 %d422, label %l422, label %r422
l422:
  %x422 = add i32 %v422, 1
  br label %m422
r422:
  %y422 = mul i32 %v422, 3
  br label %m422
m422:
  %w422 = phi i32 [ %x422, %l422 ], [ %y422, %r422 ]
  br label %b423
b423:
  %v423 = phi i32 [ %w422, %m422 ], [ %v423, %b423 ]
  %c423 = icmp ult i32 %v423, 35
  br i1 %c423, label %b423, label %e423
e423:
  %d423 = icmp eq i32 %v423, %n
  br i1 %d423, label %l423, label %r423
l423:
  %x423 = add i32 %v423, 1
  br label %m423
r423:
  %y423 = mul i32 %v423, 3
  br label %m423
m423:
  %w423 = phi i32 [ %x423, %l423 ], [ %y423, %r423 ]
  br label %b424
b424:
  %v424 = phi i32 [ %w423, %m423 ], [ %v424, %b424 ]
  %c424 = icmp ult i32 %v424, 36
  br i1 %c424, label %b424, label %e424
e424:
  %d424 = icmp eq i32 %v424, %n
  br i1 %d424, label %l424, label %r424
l424:
  %x424 = add i32 %v424, 1
  br label %m424
r424:
  %y424 = mul i32 %v424, 3
  br label %m424
m424:
  %w424 = phi i32 [ %x424, %l424 ], [ %y424, %r424 ]
  br label %b425
b425:
  %v425 = phi i32 [ %w424, %m424 ], [ %v425, %b425 ]
  %c425 = icmp ult i32 %v425, 37
  br i1 %c425, label %b425, label %e425
e425:
  %d425 = icmp eq i32 %v425, %n
  br i1 %d425, label %l425, label %r425
l425:
  %x425 = add i32 %v425, 1
  br label %m425
r425:
  %y425 = mul i32 %v425, 3
  br label %m425
m425:
  %w425 = phi i32 [ %x425, %l425 ], [ %y425, %r425 ]
  br label %b426
b426:
  %v426 = phi i32 [ %w425, %m425 ], [ %v426, %b426 ]
  %c426 = icmp ult i32 %v426, 38
  br i1 %c426, label %b426, label %e426
e426:
  %d426 = icmp eq i32 %v426, %n
  br i1 %d426, label %l426, label %r426
l426:
  %x426 = add i32 %v426, 1
  br label %m426
r426:
  %y426 = mul i32 %v426, 3
  br label %m426
m426:
  %w426 = phi i32 [ %x426, %l426 ], [ %y426, %r426 ]
  br label %b427
b427:
  %v427 = phi i32 [ %w426, %m426 ], [ %v427, %b427 ]
  %c427 = icmp ult i32 %v427, 39
  br i1 %c427, label %b427, label %e427
e427:
  %d427 = icmp eq i32 %v427, %n
  br i1 %d427, label %l427, label %r427
l427:
  %x427 = add i32 %v427, 1
  br label %m427
r427:
  %y427 = mul i32 %v427, 3
  br label %m427
m427:
  %w427 = phi i32 [ %x427, %l427 ], [ %y427, %r427 ]
  br label %b428
b428:
  %v428 = phi i32 [ %w427, %m427 ], [ %v428, %b428 ]
  %c428 = icmp ult i32 %v428, 40
  br i1 %c428, label %b428, label %e428
e428:
  %d428 = icmp eq i32 %v428, %n
  br i1 %d428, label %l428, label %r428
l428:
  %x428 = add i32 %v428, 1
  br label %m428
r428:
  %y428 = mul i32 %v428, 3
  br label %m428
m428:
  %w428 = phi i32 [ %x428, %l428 ], [ %y428, %r428 ]
  br label %b429
b429:
  %v429 = phi i32 [ %w428, %m428 ], [ %v429, %b429 ]
  %c429 = icmp ult i32 %v429, 41
  br i1 %c429, label %b429, label %e429
e429:
  %d429 = icmp eq i32 %v429, %n
  br i1 %d429, label %l429, label %r429
l429:
  %x429 = add i32 %v429, 1
  br label %m429
r429:
  %y429 = mul i32 %v429, 3
  br label %m429
m429:
  %w429 = phi i32 [ %x429, %l429 ], [ %y429, %r429 ]
  br label %b430
b430:
  %v430 = phi i32 [ %w429, %m429 ], [ %v430, %b430 ]
  %c430 = icmp ult i32 %v430, 42
  br i1 %c430, label %b430, label %e430
e430:
  %d430 = icmp eq i32 %v430, %n
  br i1 %d430, label %l430, label %r430
l430:
  %x430 = add i32 %v430, 1
  br label %m430
r430:
  %y430 = mul i32 %v430, 3
  br label %m430
m430:
  %w430 = phi i32 [ %x430, %l430 ], [ %y430, %r430 ]
  br label %b431
b431:
  %v431 = phi i32 [ %w430, %m430 ], [ %v431, %b431 ]
  %c431 = icmp ult i32 %v431, 43
  br i1 %c431, label %b431, label %e431
e431:
  %d431 = icmp eq i32 %v431, %n
  br i1 %d431, label %l431, label %r431
l431:
  %x431 = add i32 %v431, 1
  br label %m431
r431:
  %y431 = mul i32 %v431, 3
  br label %m431
m431:
  %w431 = phi i32 [ %x431, %l431 ], [ %y431, %r431 ]
  br label %b432
b432:
  %v432 = phi i32 [ %w431, %m431 ], [ %v432, %b432 ]
  %c432 = icmp ult i32 %v432, 44
  br i1 %c432, label %b432, label %e432
e432:
  %d432 = icmp eq i32 %v432, %n
  br i1 %d432, label %l432, label %r432
l432:
  %x432 = add i32 %v432, 1
  br label %m432
r432:
  %y432 = mul i32 %v432, 3
  br label %m432
m432:
  %w432 = phi i32 [ %x432, %l432 ], [ %y432, %r432 ]
  br label %b433
b433:
  %v433 = phi i32 [ %w432, %m432 ], [ %v433, %b433 ]
  %c433 = icmp ult i32 %v433, 45
  br i1 %c433, label %b433, label %e433
e433:
  %d433 = icmp eq i32 %v433, %n
  br i1 %d433, label %l433, label %r433
l433:
  %x433 = add i32 %v433, 1
  br label %m433
r433:
  %y433 = mul i32 %v433, 3
  br label %m433
m433:
  %w433 = phi i32 [ %x433, %l433 ], [ %y433, %r433 ]
  br label %b434
b434:
  %v434 = phi i32 [ %w433, %m433 ], [ %v434, %b434 ]
  %c434 = icmp ult i32 %v434, 46
  br i1 %c434, label %b434, label %e434
e434:
  %d434 = icmp eq i32 %v434, %n
  br i1 %d434, label %l434, label %r434
l434:
  %x434 = add i32 %v434, 1
  br label %m434
r434:
  %y434 = mul i32 %v434, 3
  br label %m434
m434:
  %w434 = phi i32 [ %x434, %l434 ], [ %y434, %r434 ]
  br label %b435
b435:
  %v435 = phi i32 [ %w434, %m434 ], [ %v435, %b435 ]
  %c435 = icmp ult i32 %v435, 47
  br i1 %c435, label %b435, label %e435
e435:
  %d435 = icmp eq i32 %v435, %n
  br i1 %d435, label %l435, label %r435
l435:
  %x435 = add i32 %v435, 1
  br label %m435
r435:
  %y435 = mul i32 %v435, 3
  br label %m435
m435:
  %w435 = phi i32 [ %x435, %l435 ], [ %y435, %r435 ]
  br label %b436
b436:
  %v436 = phi i32 [ %w435, %m435 ], [ %v436, %b436 ]
  %c436 = icmp ult i32 %v436, 48
  br i1 %c436, label %b436, label %e436
e436:
  %d436 = icmp eq i32 %v436, %n
  br i1 %d436, label %l436, label %r436
l436:
  %x436 = add i32 %v436, 1
  br label %m436
r436:
  %y436 = mul i32 %v436, 3
  br label %m436
m436:
  %w436 = phi i32 [ %x436, %l436 ], [ %y436, %r436 ]
  br label %b437
b437:
  %v437 = phi i32 [ %w436, %m436 ], [ %v437, %b437 ]
  %c437 = icmp ult i32 %v437, 49
  br i1 %c437, label %b437, label %e437
e437:
  %d437 = icmp eq i32 %v437, %n
  br i1 %d437, label %l437, label %r437
l437:
  %x437 = add i32 %v437, 1
  br label %m437
r437:
  %y437 = mul i32 %v437, 3
  br label %m437
m437:
  %w437 = phi i32 [ %x437, %l437 ], [ %y437, %r437 ]
  br label %b438
b438:
  %v438 = phi i32 [ %w437, %m437 ], [ %v438, %b438 ]
  %c438 = icmp ult i32 %v438, 50
  br i1 %c438, label %b438, label %e438
e438:
  %d438 = icmp eq i32 %v438, %n
  br i1 %d438, label %l438, label %r438
l438:
  %x438 = add i32 %v438, 1
  br label %m438
r438:
  %y438 = mul i32 %v438, 3
  br label %m438
m438:
  %w438 = phi i32 [ %x438, %l438 ], [ %y438, %r438 ]
  br label %b439
b439:
  %v439 = phi i32 [ %w438, %m438 ], [ %v439, %b439 ]
  %c439 = icmp ult i32 %v439, 51
  br i1 %c439, label %b439, label %e439
e439:
  %d439 = icmp eq i32 %v439, %n
  br i1 %d439, label %l439, label %r439
l439:
  %x439 = add i32 %v439, 1
  br label %m439
r439:
  %y439 = mul i32 %v439, 3
  br label %m439
m439:
  %w439 = phi i32 [ %x439, %l439 ], [ %y439, %r439 ]
  br label %b440
b440:
  %v440 = phi i32 [ %w439, %m439 ], [ %v440, %b440 ]
  %c440 = icmp ult i32 %v440, 52
  br i1 %c440, label %b440, label %e440
e440:
  %d440 = icmp eq i32 %v440, %n
  br i1 %d440, label %l440, label %r440
l440:
  %x440 = add i32 %v440, 1
  br label %m440
r440:
  %y440 = mul i32 %v440, 3
  br label %m440
m440:
  %w440 = phi i32 [ %x440, %l440 ], [ %y440, %r440 ]
  br label %b441
b441:
  %v441 = phi i32 [ %w440, %m440 ], [ %v441, %b441 ]
  %c441 = icmp ult i32 %v441, 53
  br i1 %c441, label %b441, label %e441
e441:
  %d441 = icmp eq i32 %v441, %n
  br i1 %d441, label %l441, label %r441
l441:
  %x441 = add i32 %v441, 1
  br label %m441
r441:
  %y441 = mul i32 %v441, 3
  br label %m441
m441:
  %w441 = phi i32 [ %x441, %l441 ], [ %y441, %r441 ]
  br label %b442
b442:
  %v442 = phi i32 [ %w441, %m441 ], [ %v442, %b442 ]
  %c442 = icmp ult i32 %v442, 54
  br i1 %c442, label %b442, label %e442
e442:
  %d442 = icmp eq i32 %v442, %n
  br i1 %d442, label %l442, label %r442
l442:
  %x442 = add i32 %v442, 1
  br label %m442
r442:
  %y442 = mul i32 %v442, 3
  br label %m442
m442:
  %w442 = phi i32 [ %x442, %l442 ], [ %y442, %r442 ]
  br label %b443
b443:
  %v443 = phi i32 [ %w442, %m442 ], [ %v443, %b443 ]
  %c443 = icmp ult i32 %v443, 55
  br i1 %c443, label %b443, label %e443
e443:
  %d443 = icmp eq i32 %v443, %n
  br i1 %d443, label %l443, label %r443
l443:
  %x443 = add i32 %v443, 1
  br label %m443
r443:
  %y443 = mul i32 %v443, 3
  br label %m443
m443:
  %w443 = phi i32 [ %x443, %l443 ], [ %y443, %r443 ]
  br label %b444
b444:
  %v444 = phi i32 [ %w443, %m443 ], [ %v444, %b444 ]
  %c444 = icmp ult i32 %v444, 56
  br i1 %c444, label %b444, label %e444
e444:
  %d444 = icmp eq i32 %v444, %n
  br i1 %d444, label %l444, label %r444
l444:
  %x444 = add i32 %v444, 1
  br label %m444
r444:
  %y444 = mul i32 %v444, 3
  br label %m444
m444:
  %w444 = phi i32 [ %x444, %l444 ], [ %y444, %r444 ]
  br label %b445
b445:
  %v445 = phi i32 [ %w444, %m444 ], [ %v445, %b445 ]
  %c445 = icmp ult i32 %v445, 57
  br i1 %c445, label %b445, label %e445
e445:
  %d445 = icmp eq i32 %v445, %n
  br i1 %d445, label %l445, label %r445
l445:
  %x445 = add i32 %v445, 1
  br label %m445
r445:
  %y445 = mul i32 %v445, 3
  br label %m445
m445:
  %w445 = phi i32 [ %x445, %l445 ], [ %y445, %r445 ]
  br label %b446
b446:
  %v446 = phi i32 [ %w445, %m445 ], [ %v446, %b446 ]
  %c446 = icmp ult i32 %v446, 58
  br i1 %c446, label %b446, label %e446
e446:
  %d446 = icmp eq i32 %v446, %n
  br i1 %d446, label %l446, label %r446
l446:
  %x446 = add i32 %v446, 1
  br label %m446
r446:
  %y446 = mul i32 %v446, 3
  br label %m446
m446:
  %w446 = phi i32 [ %x446, %l446 ], [ %y446, %r446 ]
  br label %b447
b447:
  %v447 = phi i32 [ %w446, %m446 ], [ %v447, %b447 ]
  %c447 = icmp ult i32 %v447, 59
  br i1 %c447, label %b447, label %e447
e447:
  %d447 = icmp eq i32 %v447, %n
  br i1 %d447, label %l447, label %r447
l447:
  %x447 = add i32 %v447, 1
  br label %m447
r447:
  %y447 = mul i32 %v447, 3
  br label %m447
m447:
  %w447 = phi i32 [ %x447, %l447 ], [ %y447, %r447 ]
  br label %b448
b448:
  %v448 = phi i32 [ %w447, %m447 ], [ %v448, %b448 ]
  %c448 = icmp ult i32 %v448, 60
  br i1 %c448, label %b448, label %e448
e448:
  %d448 = icmp eq i32 %v448, %n
  br i1 %d448, label %l448, label %r448
l448:
  %x448 = add i32 %v448, 1
  br label %m448
r448:
  %y448 = mul i32 %v448, 3
  br label %m448
m448:
  %w448 = phi i32 [ %x448, %l448 ], [ %y448, %r448 ]
  br label %b449
b449:
  %v449 = phi i32 [ %w448, %m448 ], [ %v449, %b449 ]
  %c449 = icmp ult i32 %v449, 61
  br i1 %c449, label %b449, label %e449
e449:
  %d449 = icmp eq i32 %v449, %n
  br i1 %d449, label %l449, label %r449
l449:
  %x449 = add i32 %v449, 1
  br label %m449
r449:
  %y449 = mul i32 %v449, 3
  br label %m449
m449:
  %w449 = phi i32 [ %x449, %l449 ], [ %y449, %r449 ]
  br label %b450
b450:
  %v450 = phi i32 [ %w449, %m449 ], [ %v450, %b450 ]
  %c450 = icmp ult i32 %v450, 62
  br i1 %c450, label %b450, label %e450
e450:
  %d450 = icmp eq i32 %v450, %n
  br i1 %d450, label %l450, label %r450
l450:
  %x450 = add i32 %v450, 1
  br label %m450
r450:
  %y450 = mul i32 %v450, 3
  br label %m450
m450:
  %w450 = phi i32 [ %x450, %l450 ], [ %y450, %r450 ]
  br label %b451
b451:
  %v451 = phi i32 [ %w450, %m450 ], [ %v451, %b451 ]
  %c451 = icmp ult i32 %v451, 63
  br i1 %c451, label %b451, label %e451
e451:
  %d451 = icmp eq i32 %v451, %n
  br i1 %d451, label %l451, label %r451
l451:
  %x451 = add i32 %v451, 1
  br label %m451
r451:
  %y451 = mul i32 %v451, 3
  br label %m451
m451:
  %w451 = phi i32 [ %x451, %l451 ], [ %y451, %r451 ]
  br label %b452
b452:
  %v452 = phi i32 [ %w451, %m451 ], [ %v452, %b452 ]
  %c452 = icmp ult i32 %v452, 64
  br i1 %c452, label %b452, label %e452
e452:
  %d452 = icmp eq i32 %v452, %n
  br i1 %d452, label %l452, label %r452
l452:
  %x452 = add i32 %v452, 1
  br label %m452
r452:
  %y452 = mul i32 %v452, 3
  br label %m452
m452:
  %w452 = phi i32 [ %x452, %l452 ], [ %y452, %r452 ]
  br label %b453
b453:
  %v453 = phi i32 [ %w452, %m452 ], [ %v453, %b453 ]
  %c453 = icmp ult i32 %v453, 65
  br i1 %c453, label %b453, label %e453
e453:
  %d453 = icmp eq i32 %v453, %n
  br i1 %d453, label %l453, label %r453
l453:
  %x453 = add i32 %v453, 1
  br label %m453
r453:
  %y453 = mul i32 %v453, 3
  br label %m453
m453:
  %w453 = phi i32 [ %x453, %l453 ], [ %y453, %r453 ]
  br label %b454
b454:
  %v454 = phi i32 [ %w453, %m453 ], [ %v454, %b454 ]
  %c454 = icmp ult i32 %v454, 66
  br i1 %c454, label %b454, label %e454
e454:
  %d454 = icmp eq i32 %v454, %n
  br i1 %d454, label %l454, label %r454
l454:
  %x454 = add i32 %v454, 1
  br label %m454
r454:
  %y454 = mul i32 %v454, 3
  br label %m454
m454:
  %w454 = phi i32 [ %x454, %l454 ], [ %y454, %r454 ]
  br label %b455
b455:
  %v455 = phi i32 [ %w454, %m454 ], [ %v455, %b455 ]
  %c455 = icmp ult i32 %v455, 67
  br i1 %c455, label %b455, label %e455
e455:
  %d455 = icmp eq i32 %v455, %n
  br i1 %d455, label %l455, label %r455
l455:
  %x455 = add i32 %v455, 1
  br label %m455
r455:
  %y455 = mul i32 %v455, 3
  br label %m455
m455:
  %w455 = phi i32 [ %x455, %l455 ], [ %y455, %r455 ]
  br label %b456
b456:
  %v456 = phi i32 [ %w455, %m455 ], [ %v456, %b456 ]
  %c456 = icmp ult i32 %v456, 68
  br i1 %c456, label %b456, label %e456
e456:
  %d456 = icmp eq i32 %v456, %n
  br i1 %d456, label %l456, label %r456
l456:
  %x456 = add i32 %v456, 1
  br label %m456
r456:
  %y456 = mul i32 %v456, 3
  br label %m456
m456:
  %w456 = phi i32 [ %x456, %l456 ], [ %y456, %r456 ]
  br label %b457
b457:
  %v457 = phi i32 [ %w456, %m456 ], [ %v457, %b457 ]
  %c457 = icmp ult i32 %v457, 69
  br i1 %c457, label %b457, label %e457
e457:
  %d457 = icmp eq i32 %v457, %n
  br i1 %d457, label %l457, label %r457
l457:
  %x457 = add i32 %v457, 1
  br label %m457
r457:
  %y457 = mul i32 %v457, 3
  br label %m457
m457:
  %w457 = phi i32 [ %x457, %l457 ], [ %y457, %r457 ]
  br label %b458
b458:
  %v458 = phi i32 [ %w457, %m457 ], [ %v458, %b458 ]
  %c458 = icmp ult i32 %v458, 70
  br i1 %c458, label %b458, label %e458
e458:
  %d458 = icmp eq i32 %v458, %n
  br i1 %d458, label %l458, label %r458
l458:
  %x458 = add i32 %v458, 1
  br label %m458
r458:
  %y458 = mul i32 %v458, 3
  br label %m458
m458:
  %w458 = phi i32 [ %x458, %l458 ], [ %y458, %r458 ]
  br label %b459
b459:
  %v459 = phi i32 [ %w458, %m458 ], [ %v459, %b459 ]
  %c459 = icmp ult i32 %v459, 71
  br i1 %c459, label %b459, label %e459
e459:
  %d459 = icmp eq i32 %v459, %n
  br i1 %d459, label %l459, label %r459
l459:
  %x459 = add i32 %v459, 1
  br label %m459
r459:
  %y459 = mul i32 %v459, 3
  br label %m459
m459:
  %w459 = phi i32 [ %x459, %l459 ], [ %y459, %r459 ]
  br label %b460
b460:
  %v460 = phi i32 [ %w459, %m459 ], [ %v460, %b460 ]
  %c460 = icmp ult i32 %v460, 72
  br i1 %c460, label %b460, label %e460
e460:
  %d460 = icmp eq i32 %v460, %n
  br i1 %d460, label %l460, label %r460
l460:
  %x460 = add i32 %v460, 1
  br label %m460
r460:
  %y460 = mul i32 %v460, 3
  br label %m460
m460:
  %w460 = phi i32 [ %x460, %l460 ], [ %y460, %r460 ]
  br label %b461
b461:
  %v461 = phi i32 [ %w460, %m460 ], [ %v461, %b461 ]
  %c461 = icmp ult i32 %v461, 73
  br i1 %c461, label %b461, label %e461
e461:
  %d461 = icmp eq i32 %v461, %n
  br i1 %d461, label %l461, label %r461
l461:
  %x461 = add i32 %v461, 1
  br label %m461
r461:
  %y461 = mul i32 %v461, 3
  br label %m461
m461:
  %w461 = phi i32 [ %x461, %l461 ], [ %y461, %r461 ]
  br label %b462
b462:
  %v462 = phi i32 [ %w461, %m461 ], [ %v462, %b462 ]
  %c462 = icmp ult i32 %v462, 74
  br i1 %c462, label %b462, label %e462
e462:
  %d462 = icmp eq i32 %v462, %n
  br i1 %d462, label %l462, label %r462
l462:
  %x462 = add i32 %v462, 1
  br label %m462
r462:
  %y462 = mul i32 %v462, 3
  br label %m462
m462:
  %w462 = phi i32 [ %x462, %l462 ], [ %y462, %r462 ]
  br label %b463
b463:
  %v463 = phi i32 [ %w462, %m462 ], [ %v463, %b463 ]
  %c463 = icmp ult i32 %v463, 75
  br i1 %c463, label %b463, label %e463
e463:
  %d463 = icmp eq i32 %v463, %n
  br i1 %d463, label %l463, label %r463
l463:
  %x463 = add i32 %v463, 1
  br label %m463
r463:
  %y463 = mul i32 %v463, 3
  br label %m463
m463:
  %w463 = phi i32 [ %x463, %l463 ], [ %y463, %r463 ]
  br label %b464
b464:
  %v464 = phi i32 [ %w463, %m463 ], [ %v464, %b464 ]
  %c464 = icmp ult i32 %v464, 76
  br i1 %c464, label %b464, label %e464
e464:
  %d464 = icmp eq i32 %v464, %n
  br i1 %d464, label %l464, label %r464
l464:
  %x464 = add i32 %v464, 1
  br label %m464
r464:
  %y464 = mul i32 %v464, 3
  br label %m464
m464:
  %w464 = phi i32 [ %x464, %l464 ], [ %y464, %r464 ]
  br label %b465
b465:
  %v465 = phi i32 [ %w464, %m464 ], [ %v465, %b465 ]
  %c465 = icmp ult i32 %v465, 77
  br i1 %c465, label %b465, label %e465
e465:
  %d465 = icmp eq i32 %v465, %n
  br i1 %d465, label %l465, label %r465
l465:
  %x465 = add i32 %v465, 1
  br label %m465
r465:
  %y465 = mul i32 %v465, 3
  br label %m465
m465:
  %w465 = phi i32 [ %x465, %l465 ], [ %y465, %r465 ]
  br label %b466
b466:
  %v466 = phi i32 [ %w465, %m465 ], [ %v466, %b466 ]
  %c466 = icmp ult i32 %v466, 78
  br i1 %c466, label %b466, label %e466
e466:
  %d466 = icmp eq i32 %v466, %n
  br i1 %d466, label %l466, label %r466
l466:
  %x466 = add i32 %v466, 1
  br label %m466
r466:
  %y466 = mul i32 %v466, 3
  br label %m466
m466:
  %w466 = phi i32 [ %x466, %l466 ], [ %y466, %r466 ]
  br label %b467
b467:
  %v467 = phi i32 [ %w466, %m466 ], [ %v467, %b467 ]
  %c467 = icmp ult i32 %v467, 79
  br i1 %c467, label %b467, label %e467
e467:
  %d467 = icmp eq i32 %v467, %n
  br i1 %d467, label %l467, label %r467
l467:
  %x467 = add i32 %v467, 1
  br label %m467
r467:
  %y467 = mul i32 %v467, 3
  br label %m467
m467:
  %w467 = phi i32 [ %x467, %l467 ], [ %y467, %r467 ]
  br label %b468
b468:
  %v468 = phi i32 [ %w467, %m467 ], [ %v468, %b468 ]
  %c468 = icmp ult i32 %v468, 80
  br i1 %c468, label %b468, label %e468
e468:
  %d468 = icmp eq i32 %v468, %n
  br i1 %d468, label %l468, label %r468
l468:
  %x468 = add i32 %v468, 1
  br label %m468
r468:
  %y468 = mul i32 %v468, 3
  br label %m468
m468:
  %w468 = phi i32 [ %x468, %l468 ], [ %y468, %r468 ]
  br label %b469
b469:
  %v469 = phi i32 [ %w468, %m468 ], [ %v469, %b469 ]
  %c469 = icmp ult i32 %v469, 81
  br i1 %c469, label %b469, label %e469
e469:
  %d469 = icmp eq i32 %v469, %n
  br i1 %d469, label %l469, label %r469
l469:
  %x469 = add i32 %v469, 1
  br label %m469
r469:
  %y469 = mul i32 %v469, 3
  br label %m469
m469:
  %w469 = phi i32 [ %x469, %l469 ], [ %y469, %r469 ]
  br label %b470
b470:
  %v470 = phi i32 [ %w469, %m469 ], [ %v470, %b470 ]
  %c470 = icmp ult i32 %v470, 82
  br i1 %c470, label %b470, label %e470
e470:
  %d470 = icmp eq i32 %v470, %n
  br i1 %d470, label %l470, label %r470
l470:
  %x470 = add i32 %v470, 1
  br label %m470
r470:
  %y470 = mul i32 %v470, 3
  br label %m470
m470:
  %w470 = phi i32 [ %x470, %l470 ], [ %y470, %r470 ]
  br label %b471
b471:
  %v471 = phi i32 [ %w470, %m470 ], [ %v471, %b471 ]
  %c471 = icmp ult i32 %v471, 83
  br i1 %c471, label %b471, label %e471
e471:
  %d471 = icmp eq i32 %v471, %n
  br i1 %d471, label %l471, label %r471
l471:
  %x471 = add i32 %v471, 1
  br label %m471
r471:
  %y471 = mul i32 %v471, 3
  br label %m471
m471:
  %w471 = phi i32 [ %x471, %l471 ], [ %y471, %r471 ]
  br label %b472
b472:
  %v472 = phi i32 [ %w471, %m471 ], [ %v472, %b472 ]
  %c472 = icmp ult i32 %v472, 84
  br i1 %c472, label %b472, label %e472
e472:
  %d472 = icmp eq i32 %v472, %n
  br i1 %d472, label %l472, label %r472
l472:
  %x472 = add i32 %v472, 1
  br label %m472
r472:
  %y472 = mul i32 %v472, 3
  br label %m472
m472:
  %w472 = phi i32 [ %x472, %l472 ], [ %y472, %r472 ]
  br label %b473
b473:
  %v473 = phi i32 [ %w472, %m472 ], [ %v473, %b473 ]
  %c473 = icmp ult i32 %v473, 85
  br i1 %c473, label %b473, label %e473
e473:
  %d473 = icmp eq i32 %v473, %n
  br i1 %d473, label %l473, label %r473
l473:
  %x473 = add i32 %v473, 1
  br label %m473
r473:
  %y473 = mul i32 %v473, 3
  br label %m473
m473:
  %w473 = phi i32 [ %x473, %l473 ], [ %y473, %r473 ]
  br label %b474
b474:
  %v474 = phi i32 [ %w473, %m473 ], [ %v474, %b474 ]
  %c474 = icmp ult i32 %v474, 86
  br i1 %c474, label %b474, label %e474
e474:
  %d474 = icmp eq i32 %v474, %n
  br i1 %d474, label %l474, label %r474
l474:
  %x474 = add i32 %v474, 1
  br label %m474
r474:
  %y474 = mul i32 %v474, 3
  br label %m474
m474:
  %w474 = phi i32 [ %x474, %l474 ], [ %y474, %r474 ]
  br label %b475
b475:
  %v475 = phi i32 [ %w474, %m474 ], [ %v475, %b475 ]
  %c475 = icmp ult i32 %v475, 87
  br i1 %c475, label %b475, label %e475
e475:
  %d475 = icmp eq i32 %v475, %n
  br i1 %d475, label %l475, label %r475
l475:
  %x475 = add i32 %v475, 1
  br label %m475
r475:
  %y475 = mul i32 %v475, 3
  br label %m475
m475:
  %w475 = phi i32 [ %x475, %l475 ], [ %y475, %r475 ]
  br label %b476
b476:
  %v476 = phi i32 [ %w475, %m475 ], [ %v476, %b476 ]
  %c476 = icmp ult i32 %v476, 88
  br i1 %c476, label %b476, label %e476
e476:
  %d476 = icmp eq i32 %v476, %n
  br i1 %d476, label %l476, label %r476
l476:
  %x476 = add i32 %v476, 1
  br label %m476
r476:
  %y476 = mul i32 %v476, 3
  br label %m476
m476:
  %w476 = phi i32 [ %x476, %l476 ], [ %y476, %r476 ]
  br label %b477
b477:
  %v477 = phi i32 [ %w476, %m476 ], [ %v477, %b477 ]
  %c477 = icmp ult i32 %v477, 89
  br i1 %c477, label %b477, label %e477
e477:
  %d477 = icmp eq i32 %v477, %n
  br i1 %d477, label %l477, label %r477
l477:
  %x477 = add i32 %v477, 1
  br label %m477
r477:
  %y477 = mul i32 %v477, 3
  br label %m477
m477:
  %w477 = phi i32 [ %x477, %l477 ], [ %y477, %r477 ]
  br label %b478
b478:
  %v478 = phi i32 [ %w477, %m477 ], [ %v478, %b478 ]
  %c478 = icmp ult i32 %v478, 90
  br i1 %c478, label %b478, label %e478
e478:
  %d478 = icmp eq i32 %v478, %n
  br i1 %d478, label %l478, label %r478
l478:
  %x478 = add i32 %v478, 1
  br label %m478
r478:
  %y478 = mul i32 %v478, 3
  br label %m478
m478:
  %w478 = phi i32 [ %x478, %l478 ], [ %y478, %r478 ]
  br label %b479
b479:
  %v479 = phi i32 [ %w478, %m478 ], [ %v479, %b479 ]
  %c479 = icmp ult i32 %v479, 91
  br i1 %c479, label %b479, label %e479
e479:
  %d479 = icmp eq i32 %v479, %n
  br i1 %d479, label %l479, label %r479
l479:
  %x479 = add i32 %v479, 1
  br label %m479
r479:
  %y479 = mul i32 %v479, 3
  br label %m479
m479:
  %w479 = phi i32 [ %x479, %l479 ], [ %y479, %r479 ]
  br label %b480
b480:
  %v480 = phi i32 [ %w479, %m479 ], [ %v480, %b480 ]
  %c480 = icmp ult i32 %v480, 92
  br i1 %c480, label %b480, label %e480
e480:
  %d480 = icmp eq i32 %v480, %n
  br i1 %d480, label %l480, label %r480
l480:
  %x480 = add i32 %v480, 1
  br label %m480
r480:
  %y480 = mul i32 %v480, 3
  br label %m480
m480:
  %w480 = phi i32 [ %x480, %l480 ], [ %y480, %r480 ]
  br label %b481
b481:
  %v481 = phi i32 [ %w480, %m480 ], [ %v481, %b481 ]
  %c481 = icmp ult i32 %v481, 93
  br i1 %c481, label %b481, label %e481
e481:
  %d481 = icmp eq i32 %v481, %n
  br i1 %d481, label %l481, label %r481
l481:
  %x481 = add i32 %v481, 1
  br label %m481
r481:
  %y481 = mul i32 %v481, 3
  br label %m481
m481:
  %w481 = phi i32 [ %x481, %l481 ], [ %y481, %r481 ]
  br label %b482
b482:
  %v482 = phi i32 [ %w481, %m481 ], [ %v482, %b482 ]
  %c482 = icmp ult i32 %v482, 94
  br i1 %c482, label %b482, label %e482
e482:
  %d482 = icmp eq i32 %v482, %n
  br i1 %d482, label %l482, label %r482
l482:
  %x482 = add i32 %v482, 1
  br label %m482
r482:
  %y482 = mul i32 %v482, 3
  br label %m482
m482:
  %w482 = phi i32 [ %x482, %l482 ], [ %y482, %r482 ]
  br label %b483
b483:
  %v483 = phi i32 [ %w482, %m482 ], [ %v483, %b483 ]
  %c483 = icmp ult i32 %v483, 95
  br i1 %c483, label %b483, label %e483
e483:
  %d483 = icmp eq i32 %v483, %n
  br i1 %d483, label %l483, label %r483
l483:
  %x483 = add i32 %v483, 1
  br label %m483
r483:
  %y483 = mul i32 %v483, 3
  br label %m483
m483:
  %w483 = phi i32 [ %x483, %l483 ], [ %y483, %r483 ]
  br label %b484
b484:
  %v484 = phi i32 [ %w483, %m483 ], [ %v484, %b484 ]
  %c484 = icmp ult i32 %v484, 96
  br i1 %c484, label %b484, label %e484
e484:
  %d484 = icmp eq i32 %v484, %n
  br i1 %d484, label %l484, label %r484
l484:
  %x484 = add i32 %v484, 1
  br label %m484
r484:
  %y484 = mul i32 %v484, 3
  br label %m484
m484:
  %w484 = phi i32 [ %x484, %l484 ], [ %y484, %r484 ]
  br label %b485
b485:
  %v485 = phi i32 [ %w484, %m484 ], [ %v485, %b485 ]
  %c485 = icmp ult i32 %v485, 0
  br i1 %c485, label %b485, label %e485
e485:
  %d485 = icmp eq i32 %v485, %n
  br i1 %d485, label %l485, label %r485
l485:
  %x485 = add i32 %v485, 1
  br label %m485
r485:
  %y485 = mul i32 %v485, 3
  br label %m485
m485:
  %w485 = phi i32 [ %x485, %l485 ], [ %y485, %r485 ]
  br label %b486
b486:
  %v486 = phi i32 [ %w485, %m485 ], [ %v486, %b486 ]
  %c486 = icmp ult i32 %v486, 1
  br i1 %c486, label %b486, label %e486
e486:
  %d486 = icmp eq i32 %v486, %n
  br i1 %d486, label %l486, label %r486
l486:
  %x486 = add i32 %v486, 1
  br label %m486
r486:
  %y486 = mul i32 %v486, 3
  br label %m486
m486:
  %w486 = phi i32 [ %x486, %l486 ], [ %y486, %r486 ]
  br label %b487
b487:
  %v487 = phi i32 [ %w486, %m486 ], [ %v487, %b487 ]
  %c487 = icmp ult i32 %v487, 2
  br i1 %c487, label %b487, label %e487
e487:
  %d487 = icmp eq i32 %v487, %n
  br i1 %d487, label %l487, label %r487
l487:
  %x487 = add i32 %v487, 1
  br label %m487
r487:
  %y487 = mul i32 %v487, 3
  br label %m487
m487:
  %w487 = phi i32 [ %x487, %l487 ], [ %y487, %r487 ]
  br label %b488
b488:
  %v488 = phi i32 [ %w487, %m487 ], [ %v488, %b488 ]
  %c488 = icmp ult i32 %v488, 3
  br i1 %c488, label %b488, label %e488
e488:
  %d488 = icmp eq i32 %v488, %n
  br i1 %d488, label %l488, label %r488
l488:
  %x488 = add i32 %v488, 1
  br label %m488
r488:
  %y488 = mul i32 %v488, 3
  br label %m488
m488:
  %w488 = phi i32 [ %x488, %l488 ], [ %y488, %r488 ]
  br label %b489
b489:
  %v489 = phi i32 [ %w488, %m488 ], [ %v489, %b489 ]
  %c489 = icmp ult i32 %v489, 4
  br i1 %c489, label %b489, label %e489
e489:
  %d489 = icmp eq i32 %v489, %n
  br i1 %d489, label %l489, label %r489
l489:
  %x489 = add i32 %v489, 1
  br label %m489
r489:
  %y489 = mul i32 %v489, 3
  br label %m489
m489:
  %w489 = phi i32 [ %x489, %l489 ], [ %y489, %r489 ]
  br label %b490
b490:
  %v490 = phi i32 [ %w489, %m489 ], [ %v490, %b490 ]
  %c490 = icmp ult i32 %v490, 5
  br i1 %c490, label %b490, label %e490
e490:
  %d490 = icmp eq i32 %v490, %n
  br i1 %d490, label %l490, label %r490
l490:
  %x490 = add i32 %v490, 1
  br label %m490
r490:
  %y490 = mul i32 %v490, 3
  br label %m490
m490:
  %w490 = phi i32 [ %x490, %l490 ], [ %y490, %r490 ]
  br label %b491
b491:
  %v491 = phi i32 [ %w490, %m490 ], [ %v491, %b491 ]
  %c491 = icmp ult i32 %v491, 6
  br i1 %c491, label %b491, label %e491
e491:
  %d491 = icmp eq i32 %v491, %n
  br i1 %d491, label %l491, label %r491
l491:
  %x491 = add i32 %v491, 1
  br label %m491
r491:
  %y491 = mul i32 %v491, 3
  br label %m491
m491:
  %w491 = phi i32 [ %x491, %l491 ], [ %y491, %r491 ]
  br label %b492
b492:
  %v492 = phi i32 [ %w491, %m491 ], [ %v492, %b492 ]
  %c492 = icmp ult i32 %v492, 7
  br i1 %c492, label %b492, label %e492
e492:
  %d492 = icmp eq i32 %v492, %n
  br i1 %d492, label %l492, label %r492
l492:
  %x492 = add i32 %v492, 1
  br label %m492
r492:
  %y492 = mul i32 %v492, 3
  br label %m492
m492:
  %w492 = phi i32 [ %x492, %l492 ], [ %y492, %r492 ]
  br label %b493
b493:
  %v493 = phi i32 [ %w492, %m492 ], [ %v493, %b493 ]
  %c493 = icmp ult i32 %v493, 8
  br i1 %c493, label %b493, label %e493
e493:
  %d493 = icmp eq i32 %v493, %n
  br i1 %d493, label %l493, label %r493
l493:
  %x493 = add i32 %v493, 1
  br label %m493
r493:
  %y493 = mul i32 %v493, 3
  br label %m493
m493:
  %w493 = phi i32 [ %x493, %l493 ], [ %y493, %r493 ]
  br label %b494
b494:
  %v494 = phi i32 [ %w493, %m493 ], [ %v494, %b494 ]
  %c494 = icmp ult i32 %v494, 9
  br i1 %c494, label %b494, label %e494
e494:
  %d494 = icmp eq i32 %v494, %n
  br i1 %d494, label %l494, label %r494
l494:
  %x494 = add i32 %v494, 1
  br label %m494
r494:
  %y494 = mul i32 %v494, 3
  br label %m494
m494:
  %w494 = phi i32 [ %x494, %l494 ], [ %y494, %r494 ]
  br label %b495
b495:
  %v495 = phi i32 [ %w494, %m494 ], [ %v495, %b495 ]
  %c495 = icmp ult i32 %v495, 10
  br i1 %c495, label %b495, label %e495
e495:
  %d495 = icmp eq i32 %v495, %n
  br i1 %d495, label %l495, label %r495
l495:
  %x495 = add i32 %v495, 1
  br label %m495
r495:
  %y495 = mul i32 %v495, 3
  br label %m495
m495:
  %w495 = phi i32 [ %x495, %l495 ], [ %y495, %r495 ]
  br label %b496
b496:
  %v496 = phi i32 [ %w495, %m495 ], [ %v496, %b496 ]
  %c496 = icmp ult i32 %v496, 11
  br i1 %c496, label %b496, label %e496
e496:
  %d496 = icmp eq i32 %v496, %n
  br i1 %d496, label %l496, label %r496
l496:
  %x496 = add i32 %v496, 1
  br label %m496
r496:
  %y496 = mul i32 %v496, 3
  br label %m496
m496:
  %w496 = phi i32 [ %x496, %l496 ], [ %y496, %r496 ]
  br label %b497
b497:
  %v497 = phi i32 [ %w496, %m496 ], [ %v497, %b497 ]
  %c497 = icmp ult i32 %v497, 12
  br i1 %c497, label %b497, label %e497
e497:
  %d497 = icmp eq i32 %v497, %n
  br i1 %d497, label %l497, label %r497
l497:
  %x497 = add i32 %v497, 1
  br label %m497
r497:
  %y497 = mul i32 %v497, 3
  br label %m497
m497:
  %w497 = phi i32 [ %x497, %l497 ], [ %y497, %r497 ]
  br label %b498
b498:
  %v498 = phi i32 [ %w497, %m497 ], [ %v498, %b498 ]
  %c498 = icmp ult i32 %v498, 13
  br i1 %c498, label %b498, label %e498
e498:
  %d498 = icmp eq i32 %v498, %n
  br i1 %d498, label %l498, label %r498
l498:
  %x498 = add i32 %v498, 1
  br label %m498
r498:
  %y498 = mul i32 %v498, 3
  br label %m498
m498:
  %w498 = phi i32 [ %x498, %l498 ], [ %y498, %r498 ]
  br label %b499
b499:
  %v499 = phi i32 [ %w498, %m498 ], [ %v499, %b499 ]
  %c499 = icmp ult i32 %v499, 14
  br i1 %c499, label %b499, label %e499
e499:
  %d499 = icmp eq i32 %v499, %n
  br i1 %d499, label %l499, label %r499
l499:
  %x499 = add i32 %v499, 1
  br label %m499
r499:
  %y499 = mul i32 %v499, 3
  br label %m499
m499:
  %w499 = phi i32 [ %x499, %l499 ], [ %y499, %r499 ]
  br label %b500
b500:
  %v500 = phi i32 [ %w499, %m499 ], [ %v500, %b500 ]
  %c500 = icmp ult i32 %v500, 15
  br i1 %c500, label %b500, label %e500
e500:
  %d500 = icmp eq i32 %v500, %n
  br i1 %d500, label %l500, label %r500
l500:
  %x500 = add i32 %v500, 1
  br label %m500
r500:
  %y500 = mul i32 %v500, 3
  br label %m500
m500:
  %w500 = phi i32 [ %x500, %l500 ], [ %y500, %r500 ]
  br label %b501
b501:
  %v501 = phi i32 [ %w500, %m500 ], [ %v501, %b501 ]
  %c501 = icmp ult i32 %v501, 16
  br i1 %c501, label %b501, label %e501
e501:
  %d501 = icmp eq i32 %v501, %n
  br i1 %d501, label %l501, label %r501
l501:
  %x501 = add i32 %v501, 1
  br label %m501
r501:
  %y501 = mul i32 %v501, 3
  br label %m501
m501:
  %w501 = phi i32 [ %x501, %l501 ], [ %y501, %r501 ]
  br label %b502
b502:
  %v502 = phi i32 [ %w501, %m501 ], [ %v502, %b502 ]
  %c502 = icmp ult i32 %v502, 17
  br i1 %c502, label %b502, label %e502
e502:
  %d502 = icmp eq i32 %v502, %n
  br i1 %d502, label %l502, label %r502
l502:
  %x502 = add i32 %v502, 1
  br label %m502
r502:
  %y502 = mul i32 %v502, 3
  br label %m502
m502:
  %w502 = phi i32 [ %x502, %l502 ], [ %y502, %r502 ]
  br label %b503
b503:
  %v503 = phi i32 [ %w502, %m502 ], [ %v503, %b503 ]
  %c503 = icmp ult i32 %v503, 18
  br i1 %c503, label %b503, label %e503
e503:
  %d503 = icmp eq i32 %v503, %n
  br i1 %d503, label %l503, label %r503
l503:
  %x503 = add i32 %v503, 1
  br label %m503
r503:
  %y503 = mul i32 %v503, 3
  br label %m503
m503:
  %w503 = phi i32 [ %x503, %l503 ], [ %y503, %r503 ]
  br label %b504
b504:
  %v504 = phi i32 [ %w503, %m503 ], [ %v504, %b504 ]
  %c504 = icmp ult i32 %v504, 19
  br i1 %c504, label %b504, label %e504
e504:
  %d504 = icmp eq i32 %v504, %n
  br i1 %d504, label %l504, label %r504
l504:
  %x504 = add i32 %v504, 1
  br label %m504
r504:
  %y504 = mul i32 %v504, 3
  br label %m504
m504:
  %w504 = phi i32 [ %x504, %l504 ], [ %y504, %r504 ]
  br label %b505
b505:
  %v505 = phi i32 [ %w504, %m504 ], [ %v505, %b505 ]
  %c505 = icmp ult i32 %v505, 20
  br i1 %c505, label %b505, label %e505
e505:
  %d505 = icmp eq i32 %v505, %n
  br i1 %d505, label %l505, label %r505
l505:
  %x505 = add i32 %v505, 1
  br label %m505
r505:
  %y505 = mul i32 %v505, 3
  br label %m505
m505:
  %w505 = phi i32 [ %x505, %l505 ], [ %y505, %r505 ]
  br label %b506
b506:
  %v506 = phi i32 [ %w505, %m505 ], [ %v506, %b506 ]
  %c506 = icmp ult i32 %v506, 21
  br i1 %c506, label %b506, label %e506
e506:
  %d506 = icmp eq i32 %v506, %n
  br i1 %d506, label %l506, label %r506
l506:
  %x506 = add i32 %v506, 1
  br label %m506
r506:
  %y506 = mul i32 %v506, 3
  br label %m506
m506:
  %w506 = phi i32 [ %x506, %l506 ], [ %y506, %r506 ]
  br label %b507
b507:
  %v507 = phi i32 [ %w506, %m506 ], [ %v507, %b507 ]
  %c507 = icmp ult i32 %v507, 22
  br i1 %c507, label %b507, label %e507
e507:
  %d507 = icmp eq i32 %v507, %n
  br i1 %d507, label %l507, label %r507
l507:
  %x507 = add i32 %v507, 1
  br label %m507
r507:
  %y507 = mul i32 %v507, 3
  br label %m507
m507:
  %w507 = phi i32 [ %x507, %l507 ], [ %y507, %r507 ]
  br label %b508
b508:
  %v508 = phi i32 [ %w507, %m507 ], [ %v508, %b508 ]
  %c508 = icmp ult i32 %v508, 23
  br i1 %c508, label %b508, label %e508
e508:
  %d508 = icmp eq i32 %v508, %n
  br i1 %d508, label %l508, label %r508
l508:
  %x508 = add i32 %v508, 1
  br label %m508
r508:
  %y508 = mul i32 %v508, 3
  br label %m508
m508:
  %w508 = phi i32 [ %x508, %l508 ], [ %y508, %r508 ]
  br label %b509
b509:
  %v509 = phi i32 [ %w508, %m508 ], [ %v509, %b509 ]
  %c509 = icmp ult i32 %v509, 24
  br i1 %c509, label %b509, label %e509
e509:
  %d509 = icmp eq i32 %v509, %n
  br i1 %d509, label %l509, label %r509
l509:
  %x509 = add i32 %v509, 1
  br label %m509
r509:
  %y509 = mul i32 %v509, 3
  br label %m509
m509:
  %w509 = phi i32 [ %x509, %l509 ], [ %y509, %r509 ]
  br label %b510
b510:
  %v510 = phi i32 [ %w509, %m509 ], [ %v510, %b510 ]
  %c510 = icmp ult i32 %v510, 25
  br i1 %c510, label %b510, label %e510
e510:
  %d510 = icmp eq i32 %v510, %n
  br i1 %d510, label %l510, label %r510
l510:
  %x510 = add i32 %v510, 1
  br label %m510
r510:
  %y510 = mul i32 %v510, 3
  br label %m510
m510:
  %w510 = phi i32 [ %x510, %l510 ], [ %y510, %r510 ]
  br label %b511
b511:
  %v511 = phi i32 [ %w510, %m510 ], [ %v511, %b511 ]
  %c511 = icmp ult i32 %v511, 26
  br i1 %c511, label %b511, label %e511
e511:
  %d511 = icmp eq i32 %v511, %n
  br i1 %d511, label %l511, label %r511
l511:
  %x511 = add i32 %v511, 1
  br label %m511
r511:
  %y511 = mul i32 %v511, 3
  br label %m511
m511:
  %w511 = phi i32 [ %x511, %l511 ], [ %y511, %r511 ]
  br label %b512
b512:
  %v512 = phi i32 [ %w511, %m511 ], [ %v512, %b512 ]
  %c512 = icmp ult i32 %v512, 27
  br i1 %c512, label %b512, label %e512
e512:
  %d512 = icmp eq i32 %v512, %n
  br i1 %d512, label %l512, label %r512
l512:
  %x512 = add i32 %v512, 1
  br label %m512
r512:
  %y512 = mul i32 %v512, 3
  br label %m512
m512:
  %w512 = phi i32 [ %x512, %l512 ], [ %y512, %r512 ]
  br label %b513
b513:
  %v513 = phi i32 [ %w512, %m512 ], [ %v513, %b513 ]
  %c513 = icmp ult i32 %v513, 28
  br i1 %c513, label %b513, label %e513
e513:
  %d513 = icmp eq i32 %v513, %n
  br i1 %d513, label %l513, label %r513
l513:
  %x513 = add i32 %v513, 1
  br label %m513
r513:
  %y513 = mul i32 %v513, 3
  br label %m513
m513:
  %w513 = phi i32 [ %x513, %l513 ], [ %y513, %r513 ]
  br label %b514
b514:
  %v514 = phi i32 [ %w513, %m513 ], [ %v514, %b514 ]
  %c514 = icmp ult i32 %v514, 29
  br i1 %c514, label %b514, label %e514
e514:
  %d514 = icmp eq i32 %v514, %n
  br i1 %d514, label %l514, label %r514
l514:
  %x514 = add i32 %v514, 1
  br label %m514
r514:
  %y514 = mul i32 %v514, 3
  br label %m514
m514:
  %w514 = phi i32 [ %x514, %l514 ], [ %y514, %r514 ]
  br label %b515
b515:
  %v515 = phi i32 [ %w514, %m514 ], [ %v515, %b515 ]
  %c515 = icmp ult i32 %v515, 30
  br i1 %c515, label %b515, label %e515
e515:
  %d515 = icmp eq i32 %v515, %n
  br i1 %d515, label %l515, label %r515
l515:
  %x515 = add i32 %v515, 1
  br label %m515
r515:
  %y515 = mul i32 %v515, 3
  br label %m515
m515:
  %w515 = phi i32 [ %x515, %l515 ], [ %y515, %r515 ]
  br label %b516
b516:
  %v516 = phi i32 [ %w515, %m515 ], [ %v516, %b516 ]
  %c516 = icmp ult i32 %v516, 31
  br i1 %c516, label %b516, label %e516
e516:
  %d516 = icmp eq i32 %v516, %n
  br i1 %d516, label %l516, label %r516
l516:
  %x516 = add i32 %v516, 1
  br label %m516
r516:
  %y516 = mul i32 %v516, 3
  br label %m516
m516:
  %w516 = phi i32 [ %x516, %l516 ], [ %y516, %r516 ]
  br label %b517
b517:
  %v517 = phi i32 [ %w516, %m516 ], [ %v517, %b517 ]
  %c517 = icmp ult i32 %v517, 32
  br i1 %c517, label %b517, label %e517
e517:
  %d517 = icmp eq i32 %v517, %n
  br i1 %d517, label %l517, label %r517
l517:
  %x517 = add i32 %v517, 1
  br label %m517
r517:
  %y517 = mul i32 %v517, 3
  br label %m517
m517:
  %w517 = phi i32 [ %x517, %l517 ], [ %y517, %r517 ]
  br label %b518
b518:
  %v518 = phi i32 [ %w517, %m517 ], [ %v518, %b518 ]
  %c518 = icmp ult i32 %v518, 33
  br i1 %c518, label %b518, label %e518
e518:
  %d518 = icmp eq i32 %v518, %n
  br i1 %d518, label %l518, label %r518
l518:
  %x518 = add i32 %v518, 1
  br label %m518
r518:
  %y518 = mul i32 %v518, 3
  br label %m518
m518:
  %w518 = phi i32 [ %x518, %l518 ], [ %y518, %r518 ]
  br label %b519
b519:
  %v519 = phi i32 [ %w518, %m518 ], [ %v519, %b519 ]
  %c519 = icmp ult i32 %v519, 34
  br i1 %c519, label %b519, label %e519
e519:
  %d519 = icmp eq i32 %v519, %n
  br i1 %d519, label %l519, label %r519
l519:
  %x519 = add i32 %v519, 1
  br label %m519
r519:
  %y519 = mul i32 %v519, 3
  br label %m519
m519:
  %w519 = phi i32 [ %x519, %l519 ], [ %y519, %r519 ]
  br label %b520
b520:
  %v520 = phi i32 [ %w519, %m519 ], [ %v520, %b520 ]
  %c520 = icmp ult i32 %v520, 35
  br i1 %c520, label %b520, label %e520
e520:
  %d520 = icmp eq i32 %v520, %n
  br i1 %d520, label %l520, label %r520
l520:
  %x520 = add i32 %v520, 1
  br label %m520
r520:
  %y520 = mul i32 %v520, 3
  br label %m520
m520:
  %w520 = phi i32 [ %x520, %l520 ], [ %y520, %r520 ]
  br label %b521
b521:
  %v521 = phi i32 [ %w520, %m520 ], [ %v521, %b521 ]
  %c521 = icmp ult i32 %v521, 36
  br i1 %c521, label %b521, label %e521
e521:
  %d521 = icmp eq i32 %v521, %n
  br i1 %d521, label %l521, label %r521
l521:
  %x521 = add i32 %v521, 1
  br label %m521
r521:
  %y521 = mul i32 %v521, 3
  br label %m521
m521:
  %w521 = phi i32 [ %x521, %l521 ], [ %y521, %r521 ]
  br label %b522
b522:
  %v522 = phi i32 [ %w521, %m521 ], [ %v522, %b522 ]
  %c522 = icmp ult i32 %v522, 37
  br i1 %c522, label %b522, label %e522
e522:
  %d522 = icmp eq i32 %v522, %n
  br i1 %d522, label %l522, label %r522
l522:
  %x522 = add i32 %v522, 1
  br label %m522
r522:
  %y522 = mul i32 %v522, 3
  br label %m522
m522:
  %w522 = phi i32 [ %x522, %l522 ], [ %y522, %r522 ]
  br label %b523
b523:
  %v523 = phi i32 [ %w522, %m522 ], [ %v523, %b523 ]
  %c523 = icmp ult i32 %v523, 38
  br i1 %c523, label %b523, label %e523
e523:
  %d523 = icmp eq i32 %v523, %n
  br i1 %d523, label %l523, label %r523
l523:
  %x523 = add i32 %v523, 1
  br label %m523
r523:
  %y523 = mul i32 %v523, 3
  br label %m523
m523:
  %w523 = phi i32 [ %x523, %l523 ], [ %y523, %r523 ]
  br label %b524
b524:
  %v524 = phi i32 [ %w523, %m523 ], [ %v524, %b524 ]
  %c524 = icmp ult i32 %v524, 39
  br i1 %c524, label %b524, label %e524
e524:
  %d524 = icmp eq i32 %v524, %n
  br i1 %d524, label %l524, label %r524
l524:
  %x524 = add i32 %v524, 1
  br label %m524
r524:
  %y524 = mul i32 %v524, 3
  br label %m524
m524:
  %w524 = phi i32 [ %x524, %l524 ], [ %y524, %r524 ]
  br label %b525
b525:
  %v525 = phi i32 [ %w524, %m524 ], [ %v525, %b525 ]
  %c525 = icmp ult i32 %v525, 40
  br i1 %c525, label %b525, label %e525
e525:
  %d525 = icmp eq i32 %v525, %n
  br i1 %d525, label %l525, label %r525
l525:
  %x525 = add i32 %v525, 1
  br label %m525
r525:
  %y525 = mul i32 %v525, 3
  br label %m525
m525:
  %w525 = phi i32 [ %x525, %l525 ], [ %y525, %r525 ]
  br label %b526
b526:
  %v526 = phi i32 [ %w525, %m525 ], [ %v526, %b526 ]
  %c526 = icmp ult i32 %v526, 41
  br i1 %c526, label %b526, label %e526
e526:
  %d526 = icmp eq i32 %v526, %n
  br i1 %d526, label %l526, label %r526
l526:
  %x526 = add i32 %v526, 1
  br label %m526
r526:
  %y526 = mul i32 %v526, 3
  br label %m526
m526:
  %w526 = phi i32 [ %x526, %l526 ], [ %y526, %r526 ]
  br label %b527
b527:
  %v527 = phi i32 [ %w526, %m526 ], [ %v527, %b527 ]
  %c527 = icmp ult i32 %v527, 42
  br i1 %c527, label %b527, label %e527
e527:
  %d527 = icmp eq i32 %v527, %n
  br i1 %d527, label %l527, label %r527
l527:
  %x527 = add i32 %v527, 1
  br label %m527
r527:
  %y527 = mul i32 %v527, 3
  br label %m527
m527:
  %w527 = phi i32 [ %x527, %l527 ], [ %y527, %r527 ]
  br label %b528
b528:
  %v528 = phi i32 [ %w527, %m527 ], [ %v528, %b528 ]
  %c528 = icmp ult i32 %v528, 43
  br i1 %c528, label %b528, label %e528
e528:
  %d528 = icmp eq i32 %v528, %n
  br i1 %d528, label %l528, label %r528
l528:
  %x528 = add i32 %v528, 1
  br label %m528
r528:
  %y528 = mul i32 %v528, 3
  br label %m528
m528:
  %w528 = phi i32 [ %x528, %l528 ], [ %y528, %r528 ]
  br label %b529
b529:
  %v529 = phi i32 [ %w528, %m528 ], [ %v529, %b529 ]
  %c529 = icmp ult i32 %v529, 44
  br i1 %c529, label %b529, label %e529
e529:
  %d529 = icmp eq i32 %v529, %n
  br i1 %d529, label %l529, label %r529
l529:
  %x529 = add i32 %v529, 1
  br label %m529
r529:
  %y529 = mul i32 %v529, 3
  br label %m529
m529:
  %w529 = phi i32 [ %x529, %l529 ], [ %y529, %r529 ]
  br label %b530
b530:
  %v530 = phi i32 [ %w529, %m529 ], [ %v530, %b530 ]
  %c530 = icmp ult i32 %v530, 45
  br i1 %c530, label %b530, label %e530
e530:
  %d530 = icmp eq i32 %v530, %n
  br i1 %d530, label %l530, label %r530
l530:
  %x530 = add i32 %v530, 1
  br label %m530
r530:
  %y530 = mul i32 %v530, 3
  br label %m530
m530:
  %w530 = phi i32 [ %x530, %l530 ], [ %y530, %r530 ]
  br label %b531
b531:
  %v531 = phi i32 [ %w530, %m530 ], [ %v531, %b531 ]
  %c531 = icmp ult i32 %v531, 46
  br i1 %c531, label %b531, label %e531
e531:
  %d531 = icmp eq i32 %v531, %n
  br i1 %d531, label %l531, label %r531
l531:
  %x531 = add i32 %v531, 1
  br label %m531
r531:
  %y531 = mul i32 %v531, 3
  br label %m531
m531:
  %w531 = phi i32 [ %x531, %l531 ], [ %y531, %r531 ]
  br label %b532
b532:
  %v532 = phi i32 [ %w531, %m531 ], [ %v532, %b532 ]
  %c532 = icmp ult i32 %v532, 47
  br i1 %c532, label %b532, label %e532
e532:
  %d532 = icmp eq i32 %v532, %n
  br i1 %d532, label %l532, label %r532
l532:
  %x532 = add i32 %v532, 1
  br label %m532
r532:
  %y532 = mul i32 %v532, 3
  br label %m532
m532:
  %w532 = phi i32 [ %x532, %l532 ], [ %y532, %r532 ]
  br label %b533
b533:
  %v533 = phi i32 [ %w532, %m532 ], [ %v533, %b533 ]
  %c533 = icmp ult i32 %v533, 48
  br i1 %c533, label %b533, label %e533
e533:
  %d533 = icmp eq i32 %v533, %n
  br i1 %d533, label %l533, label %r533
l533:
  %x533 = add i32 %v533, 1
  br label %m533
r533:
  %y533 = mul i32 %v533, 3
  br label %m533
m533:
  %w533 = phi i32 [ %x533, %l533 ], [ %y533, %r533 ]
  br label %b534
b534:
  %v534 = phi i32 [ %w533, %m533 ], [ %v534, %b534 ]
  %c534 = icmp ult i32 %v534, 49
  br i1 %c534, label %b534, label %e534
e534:
  %d534 = icmp eq i32 %v534, %n
  br i1 %d534, label %l534, label %r534
l534:
  %x534 = add i32 %v534, 1
  br label %m534
r534:
  %y534 = mul i32 %v534, 3
  br label %m534
m534:
  %w534 = phi i32 [ %x534, %l534 ], [ %y534, %r534 ]
  br label %b535
b535:
  %v535 = phi i32 [ %w534, %m534 ], [ %v535, %b535 ]
  %c535 = icmp ult i32 %v535, 50
  br i1 %c535, label %b535, label %e535
e535:
  %d535 = icmp eq i32 %v535, %n
  br i1 %d535, label %l535, label %r535
l535:
  %x535 = add i32 %v535, 1
  br label %m535
r535:
  %y535 = mul i32 %v535, 3
  br label %m535
m535:
  %w535 = phi i32 [ %x535, %l535 ], [ %y535, %r535 ]
  br label %b536
b536:
  %v536 = phi i32 [ %w535, %m535 ], [ %v536, %b536 ]
  %c536 = icmp ult i32 %v536, 51
  br i1 %c536, label %b536, label %e536
e536:
  %d536 = icmp eq i32 %v536, %n
  br i1 %d536, label %l536, label %r536
l536:
  %x536 = add i32 %v536, 1
  br label %m536
r536:
  %y536 = mul i32 %v536, 3
  br label %m536
m536:
  %w536 = phi i32 [ %x536, %l536 ], [ %y536, %r536 ]
  br label %b537
b537:
  %v537 = phi i32 [ %w536, %m536 ], [ %v537, %b537 ]
  %c537 = icmp ult i32 %v537, 52
  br i1 %c537, label %b537, label %e537
e537:
  %d537 = icmp eq i32 %v537, %n
  br i1 %d537, label %l537, label %r537
l537:
  %x537 = add i32 %v537, 1
  br label %m537
r537:
  %y537 = mul i32 %v537, 3
  br label %m537
m537:
  %w537 = phi i32 [ %x537, %l537 ], [ %y537, %r537 ]
  br label %b538
b538:
  %v538 = phi i32 [ %w537, %m537 ], [ %v538, %b538 ]
  %c538 = icmp ult i32 %v538, 53
  br i1 %c538, label %b538, label %e538
e538:
  %d538 = icmp eq i32 %v538, %n
  br i1 %d538, label %l538, label %r538
l538:
  %x538 = add i32 %v538, 1
  br label %m538
r538:
  %y538 = mul i32 %v538, 3
  br label %m538
m538:
  %w538 = phi i32 [ %x538, %l538 ], [ %y538, %r538 ]
  br label %b539
b539:
  %v539 = phi i32 [ %w538, %m538 ], [ %v539, %b539 ]
  %c539 = icmp ult i32 %v539, 54
  br i1 %c539, label %b539, label %e539
e539:
  %d539 = icmp eq i32 %v539, %n
  br i1 %d539, label %l539, label %r539
l539:
  %x539 = add i32 %v539, 1
  br label %m539
r539:
  %y539 = mul i32 %v539, 3
  br label %m539
m539:
  %w539 = phi i32 [ %x539, %l539 ], [ %y539, %r539 ]
  br label %b540
b540:
  %v540 = phi i32 [ %w539, %m539 ], [ %v540, %b540 ]
  %c540 = icmp ult i32 %v540, 55
  br i1 %c540, label %b540, label %e540
e540:
  %d540 = icmp eq i32 %v540, %n
  br i1 %d540, label %l540, label %r540
l540:
  %x540 = add i32 %v540, 1
  br label %m540
r540:
  %y540 = mul i32 %v540, 3
  br label %m540
m540:
  %w540 = phi i32 [ %x540, %l540 ], [ %y540, %r540 ]
  br label %b541
b541:
  %v541 = phi i32 [ %w540, %m540 ], [ %v541, %b541 ]
  %c541 = icmp ult i32 %v541, 56
  br i1 %c541, label %b541, label %e541
e541:
  %d541 = icmp eq i32 %v541, %n
  br i1 %d541, label %l541, label %r541
l541:
  %x541 = add i32 %v541, 1
  br label %m541
r541:
  %y541 = mul i32 %v541, 3
  br label %m541
m541:
  %w541 = phi i32 [ %x541, %l541 ], [ %y541, %r541 ]
  br label %b542
b542:
  %v542 = phi i32 [ %w541, %m541 ], [ %v542, %b542 ]
  %c542 = icmp ult i32 %v542, 57
  br i1 %c542, label %b542, label %e542
e542:
  %d542 = icmp eq i32 %v542, %n
  br i1 %d542, label %l542, label %r542
l542:
  %x542 = add i32 %v542, 1
  br label %m542
r542:
  %y542 = mul i32 %v542, 3
  br label %m542
m542:
  %w542 = phi i32 [ %x542, %l542 ], [ %y542, %r542 ]
  br label %b543
b543:
  %v543 = phi i32 [ %w542, %m542 ], [ %v543, %b543 ]
  %c543 = icmp ult i32 %v543, 58
  br i1 %c543, label %b543, label %e543
e543:
  %d543 = icmp eq i32 %v543, %n
  br i1 %d543, label %l543, label %r543
l543:
  %x543 = add i32 %v543, 1
  br label %m543
r543:
  %y543 = mul i32 %v543, 3
  br label %m543
m543:
  %w543 = phi i32 [ %x543, %l543 ], [ %y543, %r543 ]
  br label %b544
b544:
  %v544 = phi i32 [ %w543, %m543 ], [ %v544, %b544 ]
  %c544 = icmp ult i32 %v544, 59
  br i1 %c544, label %b544, label %e544
e544:
  %d544 = icmp eq i32 %v544, %n
  br i1 %d544, label %l544, label %r544
l544:
  %x544 = add i32 %v544, 1
  br label %m544
r544:
  %y544 = mul i32 %v544, 3
  br label %m544
m544:
  %w544 = phi i32 [ %x544, %l544 ], [ %y544, %r544 ]
  br label %b545
b545:
  %v545 = phi i32 [ %w544, %m544 ], [ %v545, %b545 ]
  %c545 = icmp ult i32 %v545, 60
  br i1 %c545, label %b545, label %e545
e545:
  %d545 = icmp eq i32 %v545, %n
  br i1 %d545, label %l545, label %r545
l545:
  %x545 = add i32 %v545, 1
  br label %m545
r545:
  %y545 = mul i32 %v545, 3
  br label %m545
m545:
  %w545 = phi i32 [ %x545, %l545 ], [ %y545, %r545 ]
  br label %b546
b546:
  %v546 = phi i32 [ %w545, %m545 ], [ %v546, %b546 ]
  %c546 = icmp ult i32 %v546, 61
  br i1 %c546, label %b546, label %e546
e546:
  %d546 = icmp eq i32 %v546, %n
  br i1 %d546, label %l546, label %r546
l546:
  %x546 = add i32 %v546, 1
  br label %m546
r546:
  %y546 = mul i32 %v546, 3
  br label %m546
m546:
  %w546 = phi i32 [ %x546, %l546 ], [ %y546, %r546 ]
  br label %b547
b547:
  %v547 = phi i32 [ %w546, %m546 ], [ %v547, %b547 ]
  %c547 = icmp ult i32 %v547, 62
  br i1 %c547, label %b547, label %e547
e547:
  %d547 = icmp eq i32 %v547, %n
  br i1 %d547, label %l547, label %r547
l547:
  %x547 = add i32 %v547, 1
  br label %m547
r547:
  %y547 = mul i32 %v547, 3
  br label %m547
m547:
  %w547 = phi i32 [ %x547, %l547 ], [ %y547, %r547 ]
  br label %b548
b548:
  %v548 = phi i32 [ %w547, %m547 ], [ %v548, %b548 ]
  %c548 = icmp ult i32 %v548, 63
  br i1 %c548, label %b548, label %e548
e548:
  %d548 = icmp eq i32 %v548, %n
  br i1 %d548, label %l548, label %r548
l548:
  %x548 = add i32 %v548, 1
  br label %m548
r548:
  %y548 = mul i32 %v548, 3
  br label %m548
m548:
  %w548 = phi i32 [ %x548, %l548 ], [ %y548, %r548 ]
  br label %b549
b549:
  %v549 = phi i32 [ %w548, %m548 ], [ %v549, %b549 ]
  %c549 = icmp ult i32 %v549, 64
  br i1 %c549, label %b549, label %e549
e549:
  %d549 = icmp eq i32 %v549, %n
  br i1 %d549, label %l549, label %r549
l549:
  %x549 = add i32 %v549, 1
  br label %m549
r549:
  %y549 = mul i32 %v549, 3
  br label %m549
m549:
  %w549 = phi i32 [ %x549, %l549 ], [ %y549, %r549 ]
  br label %b550
b550:
  %v550 = phi i32 [ %w549, %m549 ], [ %v550, %b550 ]
  %c550 = icmp ult i32 %v550, 65
  br i1 %c550, label %b550, label %e550
e550:
  %d550 = icmp eq i32 %v550, %n
  br i1 %d550, label %l550, label %r550
l550:
  %x550 = add i32 %v550, 1
  br label %m550
r550:
  %y550 = mul i32 %v550, 3
  br label %m550
m550:
  %w550 = phi i32 [ %x550, %l550 ], [ %y550, %r550 ]
  br label %b551
b551:
  %v551 = phi i32 [ %w550, %m550 ], [ %v551, %b551 ]
  %c551 = icmp ult i32 %v551, 66
  br i1 %c551, label %b551, label %e551
e551:
  %d551 = icmp eq i32 %v551, %n
  br i1 %d551, label %l551, label %r551
l551:
  %x551 = add i32 %v551, 1
  br label %m551
r551:
  %y551 = mul i32 %v551, 3
  br label %m551
m551:
  %w551 = phi i32 [ %x551, %l551 ], [ %y551, %r551 ]
  br label %b552
b552:
  %v552 = phi i32 [ %w551, %m551 ], [ %v552, %b552 ]
  %c552 = icmp ult i32 %v552, 67
  br i1 %c552, label %b552, label %e552
e552:
  %d552 = icmp eq i32 %v552, %n
  br i1 %d552, label %l552, label %r552
l552:
  %x552 = add i32 %v552, 1
  br label %m552
r552:
  %y552 = mul i32 %v552, 3
  br label %m552
m552:
  %w552 = phi i32 [ %x552, %l552 ], [ %y552, %r552 ]
  br label %b553
b553:
  %v553 = phi i32 [ %w552, %m552 ], [ %v553, %b553 ]
  %c553 = icmp ult i32 %v553, 68
  br i1 %c553, label %b553, label %e553
e553:
  %d553 = icmp eq i32 %v553, %n
  br i1 %d553, label %l553, label %r553
l553:
  %x553 = add i32 %v553, 1
  br label %m553
r553:
  %y553 = mul i32 %v553, 3
  br label %m553
m553:
  %w553 = phi i32 [ %x553, %l553 ], [ %y553, %r553 ]
  br label %b554
b554:
  %v554 = phi i32 [ %w553, %m553 ], [ %v554, %b554 ]
  %c554 = icmp ult i32 %v554, 69
  br i1 %c554, label %b554, label %e554
e554:
  %d554 = icmp eq i32 %v554, %n
  br i1 %d554, label %l554, label %r554
l554:
  %x554 = add i32 %v554, 1
  br label %m554
r554:
  %y554 = mul i32 %v554, 3
  br label %m554
m554:
  %w554 = phi i32 [ %x554, %l554 ], [ %y554, %r554 ]
  br label %b555
b555:
  %v555 = phi i32 [ %w554, %m554 ], [ %v555, %b555 ]
  %c555 = icmp ult i32 %v555, 70
  br i1 %c555, label %b555, label %e555
e555:
  %d555 = icmp eq i32 %v555, %n
  br i1 %d555, label %l555, label %r555
l555:
  %x555 = add i32 %v555, 1
  br label %m555
r555:
  %y555 = mul i32 %v555, 3
  br label %m555
m555:
  %w555 = phi i32 [ %x555, %l555 ], [ %y555, %r555 ]
  br label %b556
b556:
  %v556 = phi i32 [ %w555, %m555 ], [ %v556, %b556 ]
  %c556 = icmp ult i32 %v556, 71
  br i1 %c556, label %b556, label %e556
e556:
  %d556 = icmp eq i32 %v556, %n
  br i1 %d556, label %l556, label %r556
l556:
  %x556 = add i32 %v556, 1
  br label %m556
r556:
  %y556 = mul i32 %v556, 3
  br label %m556
m556:
  %w556 = phi i32 [ %x556, %l556 ], [ %y556, %r556 ]
  br label %b557
b557:
  %v557 = phi i32 [ %w556, %m556 ], [ %v557, %b557 ]
  %c557 = icmp ult i32 %v557, 72
  br i1 %c557, label %b557, label %e557
e557:
  %d557 = icmp eq i32 %v557, %n
  br i1 %d557, label %l557, label %r557
l557:
  %x557 = add i32 %v557, 1
  br label %m557
r557:
  %y557 = mul i32 %v557, 3
  br label %m557
m557:
  %w557 = phi i32 [ %x557, %l557 ], [ %y557, %r557 ]
  br label %b558
b558:
  %v558 = phi i32 [ %w557, %m557 ], [ %v558, %b558 ]
  %c558 = icmp ult i32 %v558, 73
  br i1 %c558, label %b558, label %e558
e558:
  %d558 = icmp eq i32 %v558, %n
  br i1 %d558, label %l558, label %r558
l558:
  %x558 = add i32 %v558, 1
  br label %m558
r558:
  %y558 = mul i32 %v558, 3
  br label %m558
m558:
  %w558 = phi i32 [ %x558, %l558 ], [ %y558, %r558 ]
  br label %b559
b559:
  %v559 = phi i32 [ %w558, %m558 ], [ %v559, %b559 ]
  %c559 = icmp ult i32 %v559, 74
  br i1 %c559, label %b559, label %e559
e559:
  %d559 = icmp eq i32 %v559, %n
  br i1 %d559, label %l559, label %r559
l559:
  %x559 = add i32 %v559, 1
  br label %m559
r559:
  %y559 = mul i32 %v559, 3
  br label %m559
m559:
  %w559 = phi i32 [ %x559, %l559 ], [ %y559, %r559 ]
  br label %b560
b560:
  %v560 = phi i32 [ %w559, %m559 ], [ %v560, %b560 ]
  %c560 = icmp ult i32 %v560, 75
  br i1 %c560, label %b560, label %e560
e560:
  %d560 = icmp eq i32 %v560, %n
  br i1 %d560, label %l560, label %r560
l560:
  %x560 = add i32 %v560, 1
  br label %m560
r560:
  %y560 = mul i32 %v560, 3
  br label %m560
m560:
  %w560 = phi i32 [ %x560, %l560 ], [ %y560, %r560 ]
  br label %b561
b561:
  %v561 = phi i32 [ %w560, %m560 ], [ %v561, %b561 ]
  %c561 = icmp ult i32 %v561, 76
  br i1 %c561, label %b561, label %e561
e561:
  %d561 = icmp eq i32 %v561, %n
  br i1 %d561, label %l561, label %r561
l561:
  %x561 = add i32 %v561, 1
  br label %m561
r561:
  %y561 = mul i32 %v561, 3
  br label %m561
m561:
  %w561 = phi i32 [ %x561, %l561 ], [ %y561, %r561 ]
  br label %b562
b562:
  %v562 = phi i32 [ %w561, %m561 ], [ %v562, %b562 ]
  %c562 = icmp ult i32 %v562, 77
  br i1 %c562, label %b562, label %e562
e562:
  %d562 = icmp eq i32 %v562, %n
  br i1 %d562, label %l562, label %r562
l562:
  %x562 = add i32 %v562, 1
  br label %m562
r562:
  %y562 = mul i32 %v562, 3
  br label %m562
m562:
  %w562 = phi i32 [ %x562, %l562 ], [ %y562, %r562 ]
  br label %b563
b563:
  %v563 = phi i32 [ %w562, %m562 ], [ %v563, %b563 ]
  %c563 = icmp ult i32 %v563, 78
  br i1 %c563, label %b563, label %e563
e563:
  %d563 = icmp eq i32 %v563, %n
  br i1 %d563, label %l563, label %r563
l563:
  %x563 = add i32 %v563, 1
  br label %m563
r563:
  %y563 = mul i32 %v563, 3
  br label %m563
m563:
  %w563 = phi i32 [ %x563, %l563 ], [ %y563, %r563 ]
  br label %b564
b564:
  %v564 = phi i32 [ %w563, %m563 ], [ %v564, %b564 ]
  %c564 = icmp ult i32 %v564, 79
  br i1 %c564, label %b564, label %e564
e564:
  %d564 = icmp eq i32 %v564, %n
  br i1 %d564, label %l564, label %r564
l564:
  %x564 = add i32 %v564, 1
  br label %m564
r564:
  %y564 = mul i32 %v564, 3
  br label %m564
m564:
  %w564 = phi i32 [ %x564, %l564 ], [ %y564, %r564 ]
  br label %b565
b565:
  %v565 = phi i32 [ %w564, %m564 ], [ %v565, %b565 ]
  %c565 = icmp ult i32 %v565, 80
  br i1 %c565, label %b565, label %e565
e565:
  %d565 = icmp eq i32 %v565, %n
  br i1 %d565, label %l565, label %r565
l565:
  %x565 = add i32 %v565, 1
  br label %m565
r565:
  %y565 = mul i32 %v565, 3
  br label %m565
m565:
  %w565 = phi i32 [ %x565, %l565 ], [ %y565, %r565 ]
  br label %b566
b566:
  %v566 = phi i32 [ %w565, %m565 ], [ %v566, %b566 ]
  %c566 = icmp ult i32 %v566, 81
  br i1 %c566, label %b566, label %e566
e566:
  %d566 = icmp eq i32 %v566, %n
  br i1 %d566, label %l566, label %r566
l566:
  %x566 = add i32 %v566, 1
  br label %m566
r566:
  %y566 = mul i32 %v566, 3
  br label %m566
m566:
  %w566 = phi i32 [ %x566, %l566 ], [ %y566, %r566 ]
  br label %b567
b567:
  %v567 = phi i32 [ %w566, %m566 ], [ %v567, %b567 ]
  %c567 = icmp ult i32 %v567, 82
  br i1 %c567, label %b567, label %e567
e567:
  %d567 = icmp eq i32 %v567, %n
  br i1 %d567, label %l567, label %r567
l567:
  %x567 = add i32 %v567, 1
  br label %m567
r567:
  %y567 = mul i32 %v567, 3
  br label %m567
m567:
  %w567 = phi i32 [ %x567, %l567 ], [ %y567, %r567 ]
  br label %b568
b568:
  %v568 = phi i32 [ %w567, %m567 ], [ %v568, %b568 ]
  %c568 = icmp ult i32 %v568, 83
  br i1 %c568, label %b568, label %e568
e568:
  %d568 = icmp eq i32 %v568, %n
  br i1 %d568, label %l568, label %r568
l568:
  %x568 = add i32 %v568, 1
  br label %m568
r568:
  %y568 = mul i32 %v568, 3
  br label %m568
m568:
  %w568 = phi i32 [ %x568, %l568 ], [ %y568, %r568 ]
  br label %b569
b569:
  %v569 = phi i32 [ %w568, %m568 ], [ %v569, %b569 ]
  %c569 = icmp ult i32 %v569, 84
  br i1 %c569, label %b569, label %e569
e569:
  %d569 = icmp eq i32 %v569, %n
  br i1 %d569, label %l569, label %r569
l569:
  %x569 = add i32 %v569, 1
  br label %m569
r569:
  %y569 = mul i32 %v569, 3
  br label %m569
m569:
  %w569 = phi i32 [ %x569, %l569 ], [ %y569, %r569 ]
  br label %b570
b570:
  %v570 = phi i32 [ %w569, %m569 ], [ %v570, %b570 ]
  %c570 = icmp ult i32 %v570, 85
  br i1 %c570, label %b570, label %e570
e570:
  %d570 = icmp eq i32 %v570, %n
  br i1 %d570, label %l570, label %r570
l570:
  %x570 = add i32 %v570, 1
  br label %m570
r570:
  %y570 = mul i32 %v570, 3
  br label %m570
m570:
  %w570 = phi i32 [ %x570, %l570 ], [ %y570, %r570 ]
  br label %b571
b571:
  %v571 = phi i32 [ %w570, %m570 ], [ %v571, %b571 ]
  %c571 = icmp ult i32 %v571, 86
  br i1 %c571, label %b571, label %e571
e571:
  %d571 = icmp eq i32 %v571, %n
  br i1 %d571, label %l571, label %r571
l571:
  %x571 = add i32 %v571, 1
  br label %m571
r571:
  %y571 = mul i32 %v571, 3
  br label %m571
m571:
  %w571 = phi i32 [ %x571, %l571 ], [ %y571, %r571 ]
  br label %b572
b572:
  %v572 = phi i32 [ %w571, %m571 ], [ %v572, %b572 ]
  %c572 = icmp ult i32 %v572, 87
  br i1 %c572, label %b572, label %e572
e572:
  %d572 = icmp eq i32 %v572, %n
  br i1 %d572, label %l572, label %r572
l572:
  %x572 = add i32 %v572, 1
  br label %m572
r572:
  %y572 = mul i32 %v572, 3
  br label %m572
m572:
  %w572 = phi i32 [ %x572, %l572 ], [ %y572, %r572 ]
  br label %b573
b573:
  %v573 = phi i32 [ %w572, %m572 ], [ %v573, %b573 ]
  %c573 = icmp ult i32 %v573, 88
  br i1 %c573, label %b573, label %e573
e573:
  %d573 = icmp eq i32 %v573, %n
  br i1 %d573, label %l573, label %r573
l573:
  %x573 = add i32 %v573, 1
  br label %m573
r573:
  %y573 = mul i32 %v573, 3
  br label %m573
m573:
  %w573 = phi i32 [ %x573, %l573 ], [ %y573, %r573 ]
  br label %b574
b574:
  %v574 = phi i32 [ %w573, %m573 ], [ %v574, %b574 ]
  %c574 = icmp ult i32 %v574, 89
  br i1 %c574, label %b574, label %e574
e574:
  %d574 = icmp eq i32 %v574, %n
  br i1 %d574, label %l574, label %r574
l574:
  %x574 = add i32 %v574, 1
  br label %m574
r574:
  %y574 = mul i32 %v574, 3
  br label %m574
m574:
  %w574 = phi i32 [ %x574, %l574 ], [ %y574, %r574 ]
  br label %b575
b575:
  %v575 = phi i32 [ %w574, %m574 ], [ %v575, %b575 ]
  %c575 = icmp ult i32 %v575, 90
  br i1 %c575, label %b575, label %e575
e575:
  %d575 = icmp eq i32 %v575, %n
  br i1 %d575, label %l575, label %r575
l575:
  %x575 = add i32 %v575, 1
  br label %m575
r575:
  %y575 = mul i32 %v575, 3
  br label %m575
m575:
  %w575 = phi i32 [ %x575, %l575 ], [ %y575, %r575 ]
  br label %b576
b576:
  %v576 = phi i32 [ %w575, %m575 ], [ %v576, %b576 ]
  %c576 = icmp ult i32 %v576, 91
  br i1 %c576, label %b576, label %e576
e576:
  %d576 = icmp eq i32 %v576, %n
  br i1 %d576, label %l576, label %r576
l576:
  %x576 = add i32 %v576, 1
  br label %m576
r576:
  %y576 = mul i32 %v576, 3
  br label %m576
m576:
  %w576 = phi i32 [ %x576, %l576 ], [ %y576, %r576 ]
  br label %b577
b577:
  %v577 = phi i32 [ %w576, %m576 ], [ %v577, %b577 ]
  %c577 = icmp ult i32 %v577, 92
  br i1 %c577, label %b577, label %e577
e577:
  %d577 = icmp eq i32 %v577, %n
  br i1 %d577, label %l577, label %r577
l577:
  %x577 = add i32 %v577, 1
  br label %m577
r577:
  %y577 = mul i32 %v577, 3
  br label %m577
m577:
  %w577 = phi i32 [ %x577, %l577 ], [ %y577, %r577 ]
  br label %b578
b578:
  %v578 = phi i32 [ %w577, %m577 ], [ %v578, %b578 ]
  %c578 = icmp ult i32 %v578, 93
  br i1 %c578, label %b578, label %e578
e578:
  %d578 = icmp eq i32 %v578, %n
  br i1 %d578, label %l578, label %r578
l578:
  %x578 = add i32 %v578, 1
  br label %m578
r578:
  %y578 = mul i32 %v578, 3
  br label %m578
m578:
  %w578 = phi i32 [ %x578, %l578 ], [ %y578, %r578 ]
  br label %b579
b579:
  %v579 = phi i32 [ %w578, %m578 ], [ %v579, %b579 ]
  %c579 = icmp ult i32 %v579, 94
  br i1 %c579, label %b579, label %e579
e579:
  %d579 = icmp eq i32 %v579, %n
  br i1 %d579, label %l579, label %r579
l579:
  %x579 = add i32 %v579, 1
  br label %m579
r579:
  %y579 = mul i32 %v579, 3
  br label %m579
m579:
  %w579 = phi i32 [ %x579, %l579 ], [ %y579, %r579 ]
  br label %b580
b580:
  %v580 = phi i32 [ %w579, %m579 ], [ %v580, %b580 ]
  %c580 = icmp ult i32 %v580, 95
  br i1 %c580, label %b580, label %e580
e580:
  %d580 = icmp eq i32 %v580, %n
  br i1 %d580, label %l580, label %r580
l580:
  %x580 = add i32 %v580, 1
  br label %m580
r580:
  %y580 = mul i32 %v580, 3
  br label %m580
m580:
  %w580 = phi i32 [ %x580, %l580 ], [ %y580, %r580 ]
  br label %b581
b581:
  %v581 = phi i32 [ %w580, %m580 ], [ %v581, %b581 ]
  %c581 = icmp ult i32 %v581, 96
  br i1 %c581, label %b581, label %e581
e581:
  %d581 = icmp eq i32 %v581, %n
  br i1 %d581, label %l581, label %r581
l581:
  %x581 = add i32 %v581, 1
  br label %m581
r581:
  %y581 = mul i32 %v581, 3
  br label %m581
m581:
  %w581 = phi i32 [ %x581, %l581 ], [ %y581, %r581 ]
  br label %b582
b582:
  %v582 = phi i32 [ %w581, %m581 ], [ %v582, %b582 ]
  %c582 = icmp ult i32 %v582, 0
  br i1 %c582, label %b582, label %e582
e582:
  %d582 = icmp eq i32 %v582, %n
  br i1 %d582, label %l582, label %r582
l582:
  %x582 = add i32 %v582, 1
  br label %m582
r582:
  %y582 = mul i32 %v582, 3
  br label %m582
m582:
  %w582 = phi i32 [ %x582, %l582 ], [ %y582, %r582 ]
  br label %b583
b583:
  %v583 = phi i32 [ %w582, %m582 ], [ %v583, %b583 ]
  %c583 = icmp ult i32 %v583, 1
  br i1 %c583, label %b583, label %e583
e583:
  %d583 = icmp eq i32 %v583, %n
  br i1 %d583, label %l583, label %r583
l583:
  %x583 = add i32 %v583, 1
  br label %m583
r583:
  %y583 = mul i32 %v583, 3
  br label %m583
m583:
  %w583 = phi i32 [ %x583, %l583 ], [ %y583, %r583 ]
  br label %b584
b584:
  %v584 = phi i32 [ %w583, %m583 ], [ %v584, %b584 ]
  %c584 = icmp ult i32 %v584, 2
  br i1 %c584, label %b584, label %e584
e584:
  %d584 = icmp eq i32 %v584, %n
  br i1 %d584, label %l584, label %r584
l584:
  %x584 = add i32 %v584, 1
  br label %m584
r584:
  %y584 = mul i32 %v584, 3
  br label %m584
m584:
  %w584 = phi i32 [ %x584, %l584 ], [ %y584, %r584 ]
  br label %b585
b585:
  %v585 = phi i32 [ %w584, %m584 ], [ %v585, %b585 ]
  %c585 = icmp ult i32 %v585, 3
  br i1 %c585, label %b585, label %e585
e585:
  %d585 = icmp eq i32 %v585, %n
  br i1 %d585, label %l585, label %r585
l585:
  %x585 = add i32 %v585, 1
  br label %m585
r585:
  %y585 = mul i32 %v585, 3
  br label %m585
m585:
  %w585 = phi i32 [ %x585, %l585 ], [ %y585, %r585 ]
  br label %b586
b586:
  %v586 = phi i32 [ %w585, %m585 ], [ %v586, %b586 ]
  %c586 = icmp ult i32 %v586, 4
  br i1 %c586, label %b586, label %e586
e586:
  %d586 = icmp eq i32 %v586, %n
  br i1 %d586, label %l586, label %r586
l586:
  %x586 = add i32 %v586, 1
  br label %m586
r586:
  %y586 = mul i32 %v586, 3
  br label %m586
m586:
  %w586 = phi i32 [ %x586, %l586 ], [ %y586, %r586 ]
  br label %b587
b587:
  %v587 = phi i32 [ %w586, %m586 ], [ %v587, %b587 ]
  %c587 = icmp ult i32 %v587, 5
  br i1 %c587, label %b587, label %e587
e587:
  %d587 = icmp eq i32 %v587, %n
  br i1 %d587, label %l587, label %r587
l587:
  %x587 = add i32 %v587, 1
  br label %m587
r587:
  %y587 = mul i32 %v587, 3
  br label %m587
m587:
  %w587 = phi i32 [ %x587, %l587 ], [ %y587, %r587 ]
  br label %b588
b588:
  %v588 = phi i32 [ %w587, %m587 ], [ %v588, %b588 ]
  %c588 = icmp ult i32 %v588, 6
  br i1 %c588, label %b588, label %e588
e588:
  %d588 = icmp eq i32 %v588, %n
  br i1 %d588, label %l588, label %r588
l588:
  %x588 = add i32 %v588, 1
  br label %m588
r588:
  %y588 = mul i32 %v588, 3
  br label %m588
m588:
  %w588 = phi i32 [ %x588, %l588 ], [ %y588, %r588 ]
  br label %b589
b589:
  %v589 = phi i32 [ %w588, %m588 ], [ %v589, %b589 ]
  %c589 = icmp ult i32 %v589, 7
  br i1 %c589, label %b589, label %e589
e589:
  %d589 = icmp eq i32 %v589, %n
  br i1 %d589, label %l589, label %r589
l589:
  %x589 = add i32 %v589, 1
  br label %m589
r589:
  %y589 = mul i32 %v589, 3
  br label %m589
m589:
  %w589 = phi i32 [ %x589, %l589 ], [ %y589, %r589 ]
  br label %b590
b590:
  %v590 = phi i32 [ %w589, %m589 ], [ %v590, %b590 ]
  %c590 = icmp ult i32 %v590, 8
  br i1 %c590, label %b590, label %e590
e590:
  %d590 = icmp eq i32 %v590, %n
  br i1 %d590, label %l590, label %r590
l590:
  %x590 = add i32 %v590, 1
  br label %m590
r590:
  %y590 = mul i32 %v590, 3
  br label %m590
m590:
  %w590 = phi i32 [ %x590, %l590 ], [ %y590, %r590 ]
  br label %b591
b591:
  %v591 = phi i32 [ %w590, %m590 ], [ %v591, %b591 ]
  %c591 = icmp ult i32 %v591, 9
  br i1 %c591, label %b591, label %e591
e591:
  %d591 = icmp eq i32 %v591, %n
  br i1 %d591, label %l591, label %r591
l591:
  %x591 = add i32 %v591, 1
  br label %m591
r591:
  %y591 = mul i32 %v591, 3
  br label %m591
m591:
  %w591 = phi i32 [ %x591, %l591 ], [ %y591, %r591 ]
  br label %b592
b592:
  %v592 = phi i32 [ %w591, %m591 ], [ %v592, %b592 ]
  %c592 = icmp ult i32 %v592, 10
  br i1 %c592, label %b592, label %e592
e592:
  %d592 = icmp eq i32 %v592, %n
  br i1 %d592, label %l592, label %r592
l592:
  %x592 = add i32 %v592, 1
  br label %m592
r592:
  %y592 = mul i32 %v592, 3
  br label %m592
m592:
  %w592 = phi i32 [ %x592, %l592 ], [ %y592, %r592 ]
  br label %b593
b593:
  %v593 = phi i32 [ %w592, %m592 ], [ %v593, %b593 ]
  %c593 = icmp ult i32 %v593, 11
  br i1 %c593, label %b593, label %e593
e593:
  %d593 = icmp eq i32 %v593, %n
  br i1 %d593, label %l593, label %r593
l593:
  %x593 = add i32 %v593, 1
  br label %m593
r593:
  %y593 = mul i32 %v593, 3
  br label %m593
m593:
  %w593 = phi i32 [ %x593, %l593 ], [ %y593, %r593 ]
  br label %b594
b594:
  %v594 = phi i32 [ %w593, %m593 ], [ %v594, %b594 ]
  %c594 = icmp ult i32 %v594, 12
  br i1 %c594, label %b594, label %e594
e594:
  %d594 = icmp eq i32 %v594, %n
  br i1 %d594, label %l594, label %r594
l594:
  %x594 = add i32 %v594, 1
  br label %m594
r594:
  %y594 = mul i32 %v594, 3
  br label %m594
m594:
  %w594 = phi i32 [ %x594, %l594 ], [ %y594, %r594 ]
  br label %b595
b595:
  %v595 = phi i32 [ %w594, %m594 ], [ %v595, %b595 ]
  %c595 = icmp ult i32 %v595, 13
  br i1 %c595, label %b595, label %e595
e595:
  %d595 = icmp eq i32 %v595, %n
  br i1 %d595, label %l595, label %r595
l595:
  %x595 = add i32 %v595, 1
  br label %m595
r595:
  %y595 = mul i32 %v595, 3
  br label %m595
m595:
  %w595 = phi i32 [ %x595, %l595 ], [ %y595, %r595 ]
  br label %b596
b596:
  %v596 = phi i32 [ %w595, %m595 ], [ %v596, %b596 ]
  %c596 = icmp ult i32 %v596, 14
  br i1 %c596, label %b596, label %e596
e596:
  %d596 = icmp eq i32 %v596, %n
  br i1 %d596, label %l596, label %r596
l596:
  %x596 = add i32 %v596, 1
  br label %m596
r596:
  %y596 = mul i32 %v596, 3
  br label %m596
m596:
  %w596 = phi i32 [ %x596, %l596 ], [ %y596, %r596 ]
  br label %b597
b597:
  %v597 = phi i32 [ %w596, %m596 ], [ %v597, %b597 ]
  %c597 = icmp ult i32 %v597, 15
  br i1 %c597, label %b597, label %e597
e597:
  %d597 = icmp eq i32 %v597, %n
  br i1 %d597, label %l597, label %r597
l597:
  %x597 = add i32 %v597, 1
  br label %m597
r597:
  %y597 = mul i32 %v597, 3
  br label %m597
m597:
  %w597 = phi i32 [ %x597, %l597 ], [ %y597, %r597 ]
  br label %b598
b598:
  %v598 = phi i32 [ %w597, %m597 ], [ %v598, %b598 ]
  %c598 = icmp ult i32 %v598, 16
  br i1 %c598, label %b598, label %e598
e598:
  %d598 = icmp eq i32 %v598, %n
  br i1 %d598, label %l598, label %r598
l598:
  %x598 = add i32 %v598, 1
  br label %m598
r598:
  %y598 = mul i32 %v598, 3
  br label %m598
m598:
  %w598 = phi i32 [ %x598, %l598 ], [ %y598, %r598 ]
  br label %b599
b599:
  %v599 = phi i32 [ %w598, %m598 ], [ %v599, %b599 ]
  %c599 = icmp ult i32 %v599, 17
  br i1 %c599, label %b599, label %e599
e599:
  %d599 = icmp eq i32 %v599, %n
  br i1 %d599, label %l599, label %r599
l599:
  %x599 = add i32 %v599, 1
  br label %m599
r599:
  %y599 = mul i32 %v599, 3
  br label %m599
m599:
  %w599 = phi i32 [ %x599, %l599 ], [ %y599, %r599 ]
  br label %b600
b600:
  %v600 = phi i32 [ %w599, %m599 ], [ %v600, %b600 ]
  %c600 = icmp ult i32 %v600, 18
  br i1 %c600, label %b600, label %e600
e600:
  %d600 = icmp eq i32 %v600, %n
  br i1 %d600, label %l600, label %r600
l600:
  %x600 = add i32 %v600, 1
  br label %m600
r600:
  %y600 = mul i32 %v600, 3
  br label %m600
m600:
  %w600 = phi i32 [ %x600, %l600 ], [ %y600, %r600 ]
  br label %b601
b601:
  %v601 = phi i32 [ %w600, %m600 ], [ %v601, %b601 ]
  %c601 = icmp ult i32 %v601, 19
  br i1 %c601, label %b601, label %e601
e601:
  %d601 = icmp eq i32 %v601, %n
  br i1 %d601, label %l601, label %r601
l601:
  %x601 = add i32 %v601, 1
  br label %m601
r601:
  %y601 = mul i32 %v601, 3
  br label %m601
m601:
  %w601 = phi i32 [ %x601, %l601 ], [ %y601, %r601 ]
  br label %b602
b602:
  %v602 = phi i32 [ %w601, %m601 ], [ %v602, %b602 ]
  %c602 = icmp ult i32 %v602, 20
  br i1 %c602, label %b602, label %e602
e602:
  %d602 = icmp eq i32 %v602, %n
  br i1 %d602, label %l602, label %r602
l602:
  %x602 = add i32 %v602, 1
  br label %m602
r602:
  %y602 = mul i32 %v602, 3
  br label %m602
m602:
  %w602 = phi i32 [ %x602, %l602 ], [ %y602, %r602 ]
  br label %b603
b603:
  %v603 = phi i32 [ %w602, %m602 ], [ %v603, %b603 ]
  %c603 = icmp ult i32 %v603, 21
  br i1 %c603, label %b603, label %e603
e603:
  %d603 = icmp eq i32 %v603, %n
  br i1 %d603, label %l603, label %r603
l603:
  %x603 = add i32 %v603, 1
  br label %m603
r603:
  %y603 = mul i32 %v603, 3
  br label %m603
m603:
  %w603 = phi i32 [ %x603, %l603 ], [ %y603, %r603 ]
  br label %b604
b604:
  %v604 = phi i32 [ %w603, %m603 ], [ %v604, %b604 ]
  %c604 = icmp ult i32 %v604, 22
  br i1 %c604, label %b604, label %e604
e604:
  %d604 = icmp eq i32 %v604, %n
  br i1 %d604, label %l604, label %r604
l604:
  %x604 = add i32 %v604, 1
  br label %m604
r604:
  %y604 = mul i32 %v604, 3
  br label %m604
m604:
  %w604 = phi i32 [ %x604, %l604 ], [ %y604, %r604 ]
  br label %b605
b605:
  %v605 = phi i32 [ %w604, %m604 ], [ %v605, %b605 ]
  %c605 = icmp ult i32 %v605, 23
  br i1 %c605, label %b605, label %e605
e605:
  %d605 = icmp eq i32 %v605, %n
  br i1 %d605, label %l605, label %r605
l605:
  %x605 = add i32 %v605, 1
  br label %m605
r605:
  %y605 = mul i32 %v605, 3
  br label %m605
m605:
  %w605 = phi i32 [ %x605, %l605 ], [ %y605, %r605 ]
  br label %b606
b606:
  %v606 = phi i32 [ %w605, %m605 ], [ %v606, %b606 ]
  %c606 = icmp ult i32 %v606, 24
  br i1 %c606, label %b606, label %e606
e606:
  %d606 = icmp eq i32 %v606, %n
  br i1 %d606, label %l606, label %r606
l606:
  %x606 = add i32 %v606, 1
  br label %m606
r606:
  %y606 = mul i32 %v606, 3
  br label %m606
m606:
  %w606 = phi i32 [ %x606, %l606 ], [ %y606, %r606 ]
  br label %b607
b607:
  %v607 = phi i32 [ %w606, %m606 ], [ %v607, %b607 ]
  %c607 = icmp ult i32 %v607, 25
  br i1 %c607, label %b607, label %e607
e607:
  %d607 = icmp eq i32 %v607, %n
  br i1 %d607, label %l607, label %r607
l607:
  %x607 = add i32 %v607, 1
  br label %m607
r607:
  %y607 = mul i32 %v607, 3
  br label %m607
m607:
  %w607 = phi i32 [ %x607, %l607 ], [ %y607, %r607 ]
  br label %b608
b608:
  %v608 = phi i32 [ %w607, %m607 ], [ %v608, %b608 ]
  %c608 = icmp ult i32 %v608, 26
  br i1 %c608, label %b608, label %e608
e608:
  %d608 = icmp eq i32 %v608, %n
  br i1 %d608, label %l608, label %r608
l608:
  %x608 = add i32 %v608, 1
  br label %m608
r608:
  %y608 = mul i32 %v608, 3
  br label %m608
m608:
  %w608 = phi i32 [ %x608, %l608 ], [ %y608, %r608 ]
  br label %b609
b609:
  %v609 = phi i32 [ %w608, %m608 ], [ %v609, %b609 ]
  %c609 = icmp ult i32 %v609, 27
  br i1 %c609, label %b609, label %e609
e609:
  %d609 = icmp eq i32 %v609, %n
  br i1 %d609, label %l609, label %r609
l609:
  %x609 = add i32 %v609, 1
  br label %m609
r609:
  %y609 = mul i32 %v609, 3
  br label %m609
m609:
  %w609 = phi i32 [ %x609, %l609 ], [ %y609, %r609 ]
  br label %b610
b610:
  %v610 = phi i32 [ %w609, %m609 ], [ %v610, %b610 ]
  %c610 = icmp ult i32 %v610, 28
  br i1 %c610, label %b610, label %e610
e610:
  %d610 = icmp eq i32 %v610, %n
  br i1 %d610, label %l610, label %r610
l610:
  %x610 = add i32 %v610, 1
  br label %m610
r610:
  %y610 = mul i32 %v610, 3
  br label %m610
m610:
  %w610 = phi i32 [ %x610, %l610 ], [ %y610, %r610 ]
  br label %b611
b611:
  %v611 = phi i32 [ %w610, %m610 ], [ %v611, %b611 ]
  %c611 = icmp ult i32 %v611, 29
  br i1 %c611, label %b611, label %e611
e611:
  %d611 = icmp eq i32 %v611, %n
  br i1 %d611, label %l611, label %r611
l611:
  %x611 = add i32 %v611, 1
  br label %m611
r611:
  %y611 = mul i32 %v611, 3
  br label %m611
m611:
  %w611 = phi i32 [ %x611, %l611 ], [ %y611, %r611 ]
  br label %b612
b612:
  %v612 = phi i32 [ %w611, %m611 ], [ %v612, %b612 ]
  %c612 = icmp ult i32 %v612, 30
  br i1 %c612, label %b612, label %e612
e612:
  %d612 = icmp eq i32 %v612, %n
  br i1 %d612, label %l612, label %r612
l612:
  %x612 = add i32 %v612, 1
  br label %m612
r612:
  %y612 = mul i32 %v612, 3
  br label %m612
m612:
  %w612 = phi i32 [ %x612, %l612 ], [ %y612, %r612 ]
  br label %b613
b613:
  %v613 = phi i32 [ %w612, %m612 ], [ %v613, %b613 ]
  %c613 = icmp ult i32 %v613, 31
  br i1 %c613, label %b613, label %e613
e613:
  %d613 = icmp eq i32 %v613, %n
  br i1 %d613, label %l613, label %r613
l613:
  %x613 = add i32 %v613, 1
  br label %m613
r613:
  %y613 = mul i32 %v613, 3
  br label %m613
m613:
  %w613 = phi i32 [ %x613, %l613 ], [ %y613, %r613 ]
  br label %b614
b614:
  %v614 = phi i32 [ %w613, %m613 ], [ %v614, %b614 ]
  %c614 = icmp ult i32 %v614, 32
  br i1 %c614, label %b614, label %e614
e614:
  %d614 = icmp eq i32 %v614, %n
  br i1 %d614, label %l614, label %r614
l614:
  %x614 = add i32 %v614, 1
  br label %m614
r614:
  %y614 = mul i32 %v614, 3
  br label %m614
m614:
  %w614 = phi i32 [ %x614, %l614 ], [ %y614, %r614 ]
  br label %b615
b615:
  %v615 = phi i32 [ %w614, %m614 ], [ %v615, %b615 ]
  %c615 = icmp ult i32 %v615, 33
  br i1 %c615, label %b615, label %e615
e615:
  %d615 = icmp eq i32 %v615, %n
  br i1 %d615, label %l615, label %r615
l615:
  %x615 = add i32 %v615, 1
  br label %m615
r615:
  %y615 = mul i32 %v615, 3
  br label %m615
m615:
  %w615 = phi i32 [ %x615, %l615 ], [ %y615, %r615 ]
  br label %b616
b616:
  %v616 = phi i32 [ %w615, %m615 ], [ %v616, %b616 ]
  %c616 = icmp ult i32 %v616, 34
  br i1 %c616, label %b616, label %e616
e616:
  %d616 = icmp eq i32 %v616, %n
  br i1 %d616, label %l616, label %r616
l616:
  %x616 = add i32 %v616, 1
  br label %m616
r616:
  %y616 = mul i32 %v616, 3
  br label %m616
m616:
  %w616 = phi i32 [ %x616, %l616 ], [ %y616, %r616 ]
  br label %b617
b617:
  %v617 = phi i32 [ %w616, %m616 ], [ %v617, %b617 ]
  %c617 = icmp ult i32 %v617, 35
  br i1 %c617, label %b617, label %e617
e617:
  %d617 = icmp eq i32 %v617, %n
  br i1 %d617, label %l617, label %r617
l617:
  %x617 = add i32 %v617, 1
  br label %m617
r617:
  %y617 = mul i32 %v617, 3
  br label %m617
m617:
  %w617 = phi i32 [ %x617, %l617 ], [ %y617, %r617 ]
  br label %b618
b618:
  %v618 = phi i32 [ %w617, %m617 ], [ %v618, %b618 ]
  %c618 = icmp ult i32 %v618, 36
  br i1 %c618, label %b618, label %e618
e618:
  %d618 = icmp eq i32 %v618, %n
  br i1 %d618, label %l618, label %r618
l618:
  %x618 = add i32 %v618, 1
  br label %m618
r618:
  %y618 = mul i32 %v618, 3
  br label %m618
m618:
  %w618 = phi i32 [ %x618, %l618 ], [ %y618, %r618 ]
  br label %b619
b619:
  %v619 = phi i32 [ %w618, %m618 ], [ %v619, %b619 ]
  %c619 = icmp ult i32 %v619, 37
  br i1 %c619, label %b619, label %e619
e619:
  %d619 = icmp eq i32 %v619, %n
  br i1 %d619, label %l619, label %r619
l619:
  %x619 = add i32 %v619, 1
  br label %m619
r619:
  %y619 = mul i32 %v619, 3
  br label %m619
m619:
  %w619 = phi i32 [ %x619, %l619 ], [ %y619, %r619 ]
  br label %b620
b620:
  %v620 = phi i32 [ %w619, %m619 ], [ %v620, %b620 ]
  %c620 = icmp ult i32 %v620, 38
  br i1 %c620, label %b620, label %e620
e620:
  %d620 = icmp eq i32 %v620, %n
  br i1 %d620, label %l620, label %r620
l620:
  %x620 = add i32 %v620, 1
  br label %m620
r620:
  %y620 = mul i32 %v620, 3
  br label %m620
m620:
  %w620 = phi i32 [ %x620, %l620 ], [ %y620, %r620 ]
  br label %b621
b621:
  %v621 = phi i32 [ %w620, %m620 ], [ %v621, %b621 ]
  %c621 = icmp ult i32 %v621, 39
  br i1 %c621, label %b621, label %e621
e621:
  %d621 = icmp eq i32 %v621, %n
  br i1 %d621, label %l621, label %r621
l621:
  %x621 = add i32 %v621, 1
  br label %m621
r621:
  %y621 = mul i32 %v621, 3
  br label %m621
m621:
  %w621 = phi i32 [ %x621, %l621 ], [ %y621, %r621 ]
  br label %b622
b622:
  %v622 = phi i32 [ %w621, %m621 ], [ %v622, %b622 ]
  %c622 = icmp ult i32 %v622, 40
  br i1 %c622, label %b622, label %e622
e622:
  %d622 = icmp eq i32 %v622, %n
  br i1 %d622, label %l622, label %r622
l622:
  %x622 = add i32 %v622, 1
  br label %m622
r622:
  %y622 = mul i32 %v622, 3
  br label %m622
m622:
  %w622 = phi i32 [ %x622, %l622 ], [ %y622, %r622 ]
  br label %b623
b623:
  %v623 = phi i32 [ %w622, %m622 ], [ %v623, %b623 ]
  %c623 = icmp ult i32 %v623, 41
  br i1 %c623, label %b623, label %e623
e623:
  %d623 = icmp eq i32 %v623, %n
  br i1 %d623, label %l623, label %r623
l623:
  %x623 = add i32 %v623, 1
  br label %m623
r623:
  %y623 = mul i32 %v623, 3
  br label %m623
m623:
  %w623 = phi i32 [ %x623, %l623 ], [ %y623, %r623 ]
  br label %b624
b624:
  %v624 = phi i32 [ %w623, %m623 ], [ %v624, %b624 ]
  %c624 = icmp ult i32 %v624, 42
  br i1 %c624, label %b624, label %e624
e624:
  %d624 = icmp eq i32 %v624, %n
  br i1 %d624, label %l624, label %r624
l624:
  %x624 = add i32 %v624, 1
  br label %m624
r624:
  %y624 = mul i32 %v624, 3
  br label %m624
m624:
  %w624 = phi i32 [ %x624, %l624 ], [ %y624, %r624 ]
  br label %b625
b625:
  %v625 = phi i32 [ %w624, %m624 ], [ %v625, %b625 ]
  %c625 = icmp ult i32 %v625, 43
  br i1 %c625, label %b625, label %e625
e625:
  %d625 = icmp eq i32 %v625, %n
  br i1 %d625, label %l625, label %r625
l625:
  %x625 = add i32 %v625, 1
  br label %m625
r625:
  %y625 = mul i32 %v625, 3
  br label %m625
m625:
  %w625 = phi i32 [ %x625, %l625 ], [ %y625, %r625 ]
  br label %b626
b626:
  %v626 = phi i32 [ %w625, %m625 ], [ %v626, %b626 ]
  %c626 = icmp ult i32 %v626, 44
  br i1 %c626, label %b626, label %e626
e626:
  %d626 = icmp eq i32 %v626, %n
  br i1 %d626, label %l626, label %r626
l626:
  %x626 = add i32 %v626, 1
  br label %m626
r626:
  %y626 = mul i32 %v626, 3
  br label %m626
m626:
  %w626 = phi i32 [ %x626, %l626 ], [ %y626, %r626 ]
  br label %b627
b627:
  %v627 = phi i32 [ %w626, %m626 ], [ %v627, %b627 ]
  %c627 = icmp ult i32 %v627, 45
  br i1 %c627, label %b627, label %e627
e627:
  %d627 = icmp eq i32 %v627, %n
  br i1 %d627, label %l627, label %r627
l627:
  %x627 = add i32 %v627, 1
  br label %m627
r627:
  %y627 = mul i32 %v627, 3
  br label %m627
m627:
  %w627 = phi i32 [ %x627, %l627 ], [ %y627, %r627 ]
  br label %b628
b628:
  %v628 = phi i32 [ %w627, %m627 ], [ %v628, %b628 ]
  %c628 = icmp ult i32 %v628, 46
  br i1 %c628, label %b628, label %e628
e628:
  %d628 = icmp eq i32 %v628, %n
  br i1 %d628, label %l628, label %r628
l628:
  %x628 = add i32 %v628, 1
  br label %m628
r628:
  %y628 = mul i32 %v628, 3
  br label %m628
m628:
  %w628 = phi i32 [ %x628, %l628 ], [ %y628, %r628 ]
  br label %b629
b629:
  %v629 = phi i32 [ %w628, %m628 ], [ %v629, %b629 ]
  %c629 = icmp ult i32 %v629, 47
  br i1 %c629, label %b629, label %e629
e629:
  %d629 = icmp eq i32 %v629, %n
  br i1 %d629, label %l629, label %r629
l629:
  %x629 = add i32 %v629, 1
  br label %m629
r629:
  %y629 = mul i32 %v629, 3
  br label %m629
m629:
  %w629 = phi i32 [ %x629, %l629 ], [ %y629, %r629 ]
  br label %b630
b630:
  %v630 = phi i32 [ %w629, %m629 ], [ %v630, %b630 ]
  %c630 = icmp ult i32 %v630, 48
  br i1 %c630, label %b630, label %e630
e630:
  %d630 = icmp eq i32 %v630, %n
  br i1 %d630, label %l630, label %r630
l630:
  %x630 = add i32 %v630, 1
  br label %m630
r630:
  %y630 = mul i32 %v630, 3
  br label %m630
m630:
  %w630 = phi i32 [ %x630, %l630 ], [ %y630, %r630 ]
  br label %b631
b631:
  %v631 = phi i32 [ %w630, %m630 ], [ %v631, %b631 ]
  %c631 = icmp ult i32 %v631, 49
  br i1 %c631, label %b631, label %e631
e631:
  %d631 = icmp eq i32 %v631, %n
  br i1 %d631, label %l631, label %r631
l631:
  %x631 = add i32 %v631, 1
  br label %m631
r631:
  %y631 = mul i32 %v631, 3
  br label %m631
m631:
  %w631 = phi i32 [ %x631, %l631 ], [ %y631, %r631 ]
  br label %b632
b632:
  %v632 = phi i32 [ %w631, %m631 ], [ %v632, %b632 ]
  %c632 = icmp ult i32 %v632, 50
  br i1 %c632, label %b632, label %e632
e632:
  %d632 = icmp eq i32 %v632, %n
  br i1 %d632, label %l632, label %r632
l632:
  %x632 = add i32 %v632, 1
  br label %m632
r632:
  %y632 = mul i32 %v632, 3
  br label %m632
m632:
  %w632 = phi i32 [ %x632, %l632 ], [ %y632, %r632 ]
  br label %b633
b633:
  %v633 = phi i32 [ %w632, %m632 ], [ %v633, %b633 ]
  %c633 = icmp ult i32 %v633, 51
  br i1 %c633, label %b633, label %e633
e633:
  %d633 = icmp eq i32 %v633, %n
  br i1 %d633, label %l633, label %r633
l633:
  %x633 = add i32 %v633, 1
  br label %m633
r633:
  %y633 = mul i32 %v633, 3
  br label %m633
m633:
  %w633 = phi i32 [ %x633, %l633 ], [ %y633, %r633 ]
  br label %b634
b634:
  %v634 = phi i32 [ %w633, %m633 ], [ %v634, %b634 ]
  %c634 = icmp ult i32 %v634, 52
  br i1 %c634, label %b634, label %e634
e634:
  %d634 = icmp eq i32 %v634, %n
  br i1 %d634, label %l634, label %r634
l634:
  %x634 = add i32 %v634, 1
  br label %m634
r634:
  %y634 = mul i32 %v634, 3
  br label %m634
m634:
  %w634 = phi i32 [ %x634, %l634 ], [ %y634, %r634 ]
  br label %b635
b635:
  %v635 = phi i32 [ %w634, %m634 ], [ %v635, %b635 ]
  %c635 = icmp ult i32 %v635, 53
  br i1 %c635, label %b635, label %e635
e635:
  %d635 = icmp eq i32 %v635, %n
  br i1 %d635, label %l635, label %r635
l635:
  %x635 = add i32 %v635, 1
  br label %m635
r635:
  %y635 = mul i32 %v635, 3
  br label %m635
m635:
  %w635 = phi i32 [ %x635, %l635 ], [ %y635, %r635 ]
  br label %b636
b636:
  %v636 = phi i32 [ %w635, %m635 ], [ %v636, %b636 ]
  %c636 = icmp ult i32 %v636, 54
  br i1 %c636, label %b636, label %e636
e636:
  %d636 = icmp eq i32 %v636, %n
  br i1 %d636, label %l636, label %r636
l636:
  %x636 = add i32 %v636, 1
  br label %m636
r636:
  %y636 = mul i32 %v636, 3
  br label %m636
m636:
  %w636 = phi i32 [ %x636, %l636 ], [ %y636, %r636 ]
  br label %b637
b637:
  %v637 = phi i32 [ %w636, %m636 ], [ %v637, %b637 ]
  %c637 = icmp ult i32 %v637, 55
  br i1 %c637, label %b637, label %e637
e637:
  %d637 = icmp eq i32 %v637, %n
  br i1 %d637, label %l637, label %r637
l637:
  %x637 = add i32 %v637, 1
  br label %m637
r637:
  %y637 = mul i32 %v637, 3
  br label %m637
m637:
  %w637 = phi i32 [ %x637, %l637 ], [ %y637, %r637 ]
  br label %b638
b638:
  %v638 = phi i32 [ %w637, %m637 ], [ %v638, %b638 ]
  %c638 = icmp ult i32 %v638, 56
  br i1 %c638, label %b638, label %e638
e638:
  %d638 = icmp eq i32 %v638, %n
  br i1 %d638, label %l638, label %r638
l638:
  %x638 = add i32 %v638, 1
  br label %m638
r638:
  %y638 = mul i32 %v638, 3
  br label %m638
m638:
  %w638 = phi i32 [ %x638, %l638 ], [ %y638, %r638 ]
  br label %b639
b639:
  %v639 = phi i32 [ %w638, %m638 ], [ %v639, %b639 ]
  %c639 = icmp ult i32 %v639, 57
  br i1 %c639, label %b639, label %e639
e639:
  %d639 = icmp eq i32 %v639, %n
  br i1 %d639, label %l639, label %r639
l639:
  %x639 = add i32 %v639, 1
  br label %m639
r639:
  %y639 = mul i32 %v639, 3
  br label %m639
m639:
  %w639 = phi i32 [ %x639, %l639 ], [ %y639, %r639 ]
  br label %b640
b640:
  %v640 = phi i32 [ %w639, %m639 ], [ %v640, %b640 ]
  %c640 = icmp ult i32 %v640, 58
  br i1 %c640, label %b640, label %e640
e640:
  %d640 = icmp eq i32 %v640, %n
  br i1 %d640, label %l640, label %r640
l640:
  %x640 = add i32 %v640, 1
  br label %m640
r640:
  %y640 = mul i32 %v640, 3
  br label %m640
m640:
  %w640 = phi i32 [ %x640, %l640 ], [ %y640, %r640 ]
  br label %b641
b641:
  %v641 = phi i32 [ %w640, %m640 ], [ %v641, %b641 ]
  %c641 = icmp ult i32 %v641, 59
  br i1 %c641, label %b641, label %e641
e641:
  %d641 = icmp eq i32 %v641, %n
  br i1 %d641, label %l641, label %r641
l641:
  %x641 = add i32 %v641, 1
  br label %m641
r641:
  %y641 = mul i32 %v641, 3
  br label %m641
m641:
  %w641 = phi i32 [ %x641, %l641 ], [ %y641, %r641 ]
  br label %b642
b642:
  %v642 = phi i32 [ %w641, %m641 ], [ %v642, %b642 ]
  %c642 = icmp ult i32 %v642, 60
  br i1 %c642, label %b642, label %e642
e642:
  %d642 = icmp eq i32 %v642, %n
  br i1 %d642, label %l642, label %r642
l642:
  %x642 = add i32 %v642, 1
  br label %m642
r642:
  %y642 = mul i32 %v642, 3
  br label %m642
m642:
  %w642 = phi i32 [ %x642, %l642 ], [ %y642, %r642 ]
  br label %b643
b643:
  %v643 = phi i32 [ %w642, %m642 ], [ %v643, %b643 ]
  %c643 = icmp ult i32 %v643, 61
  br i1 %c643, label %b643, label %e643
e643:
  %d643 = icmp eq i32 %v643, %n
  br i1 %d643, label %l643, label %r643
l643:
  %x643 = add i32 %v643, 1
  br label %m643
r643:
  %y643 = mul i32 %v643, 3
  br label %m643
m643:
  %w643 = phi i32 [ %x643, %l643 ], [ %y643, %r643 ]
  br label %b644
b644:
  %v644 = phi i32 [ %w643, %m643 ], [ %v644, %b644 ]
  %c644 = icmp ult i32 %v644, 62
  br i1 %c644, label %b644, label %e644
e644:
  %d644 = icmp eq i32 %v644, %n
  br i1 %d644, label %l644, label %r644
l644:
  %x644 = add i32 %v644, 1
  br label %m644
r644:
  %y644 = mul i32 %v644, 3
  br label %m644
m644:
  %w644 = phi i32 [ %x644, %l644 ], [ %y644, %r644 ]
  br label %b645
b645:
  %v645 = phi i32 [ %w644, %m644 ], [ %v645, %b645 ]
  %c645 = icmp ult i32 %v645, 63
  br i1 %c645, label %b645, label %e645
e645:
  %d645 = icmp eq i32 %v645, %n
  br i1 %d645, label %l645, label %r645
l645:
  %x645 = add i32 %v645, 1
  br label %m645
r645:
  %y645 = mul i32 %v645, 3
  br label %m645
m645:
  %w645 = phi i32 [ %x645, %l645 ], [ %y645, %r645 ]
  br label %b646
b646:
  %v646 = phi i32 [ %w645, %m645 ], [ %v646, %b646 ]
  %c646 = icmp ult i32 %v646, 64
  br i1 %c646, label %b646, label %e646
e646:
  %d646 = icmp eq i32 %v646, %n
  br i1 %d646, label %l646, label %r646
l646:
  %x646 = add i32 %v646, 1
  br label %m646
r646:
  %y646 = mul i32 %v646, 3
  br label %m646
m646:
  %w646 = phi i32 [ %x646, %l646 ], [ %y646, %r646 ]
  br label %b647
b647:
  %v647 = phi i32 [ %w646, %m646 ], [ %v647, %b647 ]
  %c647 = icmp ult i32 %v647, 65
  br i1 %c647, label %b647, label %e647
e647:
  %d647 = icmp eq i32 %v647, %n
  br i1 %d647, label %l647, label %r647
l647:
  %x647 = add i32 %v647, 1
  br label %m647
r647:
  %y647 = mul i32 %v647, 3
  br label %m647
m647:
  %w647 = phi i32 [ %x647, %l647 ], [ %y647, %r647 ]
  br label %b648
b648:
  %v648 = phi i32 [ %w647, %m647 ], [ %v648, %b648 ]
  %c648 = icmp ult i32 %v648, 66
  br i1 %c648, label %b648, label %e648
e648:
  %d648 = icmp eq i32 %v648, %n
  br i1 %d648, label %l648, label %r648
l648:
  %x648 = add i32 %v648, 1
  br label %m648
r648:
  %y648 = mul i32 %v648, 3
  br label %m648
m648:
  %w648 = phi i32 [ %x648, %l648 ], [ %y648, %r648 ]
  br label %b649
b649:
  %v649 = phi i32 [ %w648, %m648 ], [ %v649, %b649 ]
  %c649 = icmp ult i32 %v649, 67
  br i1 %c649, label %b649, label %e649
e649:
  %d649 = icmp eq i32 %v649, %n
  br i1 %d649, label %l649, label %r649
l649:
  %x649 = add i32 %v649, 1
  br label %m649
r649:
  %y649 = mul i32 %v649, 3
  br label %m649
m649:
  %w649 = phi i32 [ %x649, %l649 ], [ %y649, %r649 ]
  br label %b650
b650:
  %v650 = phi i32 [ %w649, %m649 ], [ %v650, %b650 ]
  %c650 = icmp ult i32 %v650, 68
  br i1 %c650, label %b650, label %e650
e650:
  %d650 = icmp eq i32 %v650, %n
  br i1 %d650, label %l650, label %r650
l650:
  %x650 = add i32 %v650, 1
  br label %m650
r650:
  %y650 = mul i32 %v650, 3
  br label %m650
m650:
  %w650 = phi i32 [ %x650, %l650 ], [ %y650, %r650 ]
  br label %b651
b651:
  %v651 = phi i32 [ %w650, %m650 ], [ %v651, %b651 ]
  %c651 = icmp ult i32 %v651, 69
  br i1 %c651, label %b651, label %e651
e651:
  %d651 = icmp eq i32 %v651, %n
  br i1 %d651, label %l651, label %r651
l651:
  %x651 = add i32 %v651, 1
  br label %m651
r651:
  %y651 = mul i32 %v651, 3
  br label %m651
m651:
  %w651 = phi i32 [ %x651, %l651 ], [ %y651, %r651 ]
  br label %b652
b652:
  %v652 = phi i32 [ %w651, %m651 ], [ %v652, %b652 ]
  %c652 = icmp ult i32 %v652, 70
  br i1 %c652, label %b652, label %e652
e652:
  %d652 = icmp eq i32 %v652, %n
  br i1 %d652, label %l652, label %r652
l652:
  %x652 = add i32 %v652, 1
  br label %m652
r652:
  %y652 = mul i32 %v652, 3
  br label %m652
m652:
  %w652 = phi i32 [ %x652, %l652 ], [ %y652, %r652 ]
  br label %b653
b653:
  %v653 = phi i32 [ %w652, %m652 ], [ %v653, %b653 ]
  %c653 = icmp ult i32 %v653, 71
  br i1 %c653, label %b653, label %e653
e653:
  %d653 = icmp eq i32 %v653, %n
  br i1 %d653, label %l653, label %r653
l653:
  %x653 = add i32 %v653, 1
  br label %m653
r653:
  %y653 = mul i32 %v653, 3
  br label %m653
m653:
  %w653 = phi i32 [ %x653, %l653 ], [ %y653, %r653 ]
  br label %b654
b654:
  %v654 = phi i32 [ %w653, %m653 ], [ %v654, %b654 ]
  %c654 = icmp ult i32 %v654, 72
  br i1 %c654, label %b654, label %e654
e654:
  %d654 = icmp eq i32 %v654, %n
  br i1 %d654, label %l654, label %r654
l654:
  %x654 = add i32 %v654, 1
  br label %m654
r654:
  %y654 = mul i32 %v654, 3
  br label %m654
m654:
  %w654 = phi i32 [ %x654, %l654 ], [ %y654, %r654 ]
  br label %b655
b655:
  %v655 = phi i32 [ %w654, %m654 ], [ %v655, %b655 ]
  %c655 = icmp ult i32 %v655, 73
  br i1 %c655, label %b655, label %e655
e655:
  %d655 = icmp eq i32 %v655, %n
  br i1 %d655, label %l655, label %r655
l655:
  %x655 = add i32 %v655, 1
  br label %m655
r655:
  %y655 = mul i32 %v655, 3
  br label %m655
m655:
  %w655 = phi i32 [ %x655, %l655 ], [ %y655, %r655 ]
  br label %b656
b656:
  %v656 = phi i32 [ %w655, %m655 ], [ %v656, %b656 ]
  %c656 = icmp ult i32 %v656, 74
  br i1 %c656, label %b656, label %e656
e656:
  %d656 = icmp eq i32 %v656, %n
  br i1 %d656, label %l656, label %r656
l656:
  %x656 = add i32 %v656, 1
  br label %m656
r656:
  %y656 = mul i32 %v656, 3
  br label %m656
m656:
  %w656 = phi i32 [ %x656, %l656 ], [ %y656, %r656 ]
  br label %b657
b657:
  %v657 = phi i32 [ %w656, %m656 ], [ %v657, %b657 ]
  %c657 = icmp ult i32 %v657, 75
  br i1 %c657, label %b657, label %e657
e657:
  %d657 = icmp eq i32 %v657, %n
  br i1 %d657, label %l657, label %r657
l657:
  %x657 = add i32 %v657, 1
  br label %m657
r657:
  %y657 = mul i32 %v657, 3
  br label %m657
m657:
  %w657 = phi i32 [ %x657, %l657 ], [ %y657, %r657 ]
  br label %b658
b658:
  %v658 = phi i32 [ %w657, %m657 ], [ %v658, %b658 ]
  %c658 = icmp ult i32 %v658, 76
  br i1 %c658, label %b658, label %e658
e658:
  %d658 = icmp eq i32 %v658, %n
  br i1 %d658, label %l658, label %r658
l658:
  %x658 = add i32 %v658, 1
  br label %m658
r658:
  %y658 = mul i32 %v658, 3
  br label %m658
m658:
  %w658 = phi i32 [ %x658, %l658 ], [ %y658, %r658 ]
  br label %b659
b659:
  %v659 = phi i32 [ %w658, %m658 ], [ %v659, %b659 ]
  %c659 = icmp ult i32 %v659, 77
  br i1 %c659, label %b659, label %e659
e659:
  %d659 = icmp eq i32 %v659, %n
  br i1 %d659, label %l659, label %r659
l659:
  %x659 = add i32 %v659, 1
  br label %m659
r659:
  %y659 = mul i32 %v659, 3
  br label %m659
m659:
  %w659 = phi i32 [ %x659, %l659 ], [ %y659, %r659 ]
  br label %b660
b660:
  %v660 = phi i32 [ %w659, %m659 ], [ %v660, %b660 ]
  %c660 = icmp ult i32 %v660, 78
  br i1 %c660, label %b660, label %e660
e660:
  %d660 = icmp eq i32 %v660, %n
  br i1 %d660, label %l660, label %r660
l660:
  %x660 = add i32 %v660, 1
  br label %m660
r660:
  %y660 = mul i32 %v660, 3
  br label %m660
m660:
  %w660 = phi i32 [ %x660, %l660 ], [ %y660, %r660 ]
  br label %b661
b661:
  %v661 = phi i32 [ %w660, %m660 ], [ %v661, %b661 ]
  %c661 = icmp ult i32 %v661, 79
  br i1 %c661, label %b661, label %e661
e661:
  %d661 = icmp eq i32 %v661, %n
  br i1 %d661, label %l661, label %r661
l661:
  %x661 = add i32 %v661, 1
  br label %m661
r661:
  %y661 = mul i32 %v661, 3
  br label %m661
m661:
  %w661 = phi i32 [ %x661, %l661 ], [ %y661, %r661 ]
  br label %b662
b662:
  %v662 = phi i32 [ %w661, %m661 ], [ %v662, %b662 ]
  %c662 = icmp ult i32 %v662, 80
  br i1 %c662, label %b662, label %e662
e662:
  %d662 = icmp eq i32 %v662, %n
  br i1 %d662, label %l662, label %r662
l662:
  %x662 = add i32 %v662, 1
  br label %m662
r662:
  %y662 = mul i32 %v662, 3
  br label %m662
m662:
  %w662 = phi i32 [ %x662, %l662 ], [ %y662, %r662 ]
  br label %b663
b663:
  %v663 = phi i32 [ %w662, %m662 ], [ %v663, %b663 ]
  %c663 = icmp ult i32 %v663, 81
  br i1 %c663, label %b663, label %e663
e663:
  %d663 = icmp eq i32 %v663, %n
  br i1 %d663, label %l663, label %r663
l663:
  %x663 = add i32 %v663, 1
  br label %m663
r663:
  %y663 = mul i32 %v663, 3
  br label %m663
m663:
  %w663 = phi i32 [ %x663, %l663 ], [ %y663, %r663 ]
  br label %b664
b664:
  %v664 = phi i32 [ %w663, %m663 ], [ %v664, %b664 ]
  %c664 = icmp ult i32 %v664, 82
  br i1 %c664, label %b664, label %e664
e664:
  %d664 = icmp eq i32 %v664, %n
  br i1 %d664, label %l664, label %r664
l664:
  %x664 = add i32 %v664, 1
  br label %m664
r664:
  %y664 = mul i32 %v664, 3
  br label %m664
m664:
  %w664 = phi i32 [ %x664, %l664 ], [ %y664, %r664 ]
  br label %b665
b665:
  %v665 = phi i32 [ %w664, %m664 ], [ %v665, %b665 ]
  %c665 = icmp ult i32 %v665, 83
  br i1 %c665, label %b665, label %e665
e665:
  %d665 = icmp eq i32 %v665, %n
  br i1 %d665, label %l665, label %r665
l665:
  %x665 = add i32 %v665, 1
  br label %m665
r665:
  %y665 = mul i32 %v665, 3
  br label %m665
m665:
  %w665 = phi i32 [ %x665, %l665 ], [ %y665, %r665 ]
  br label %b666
b666:
  %v666 = phi i32 [ %w665, %m665 ], [ %v666, %b666 ]
  %c666 = icmp ult i32 %v666, 84
  br i1 %c666, label %b666, label %e666
e666:
  %d666 = icmp eq i32 %v666, %n
  br i1 %d666, label %l666, label %r666
l666:
  %x666 = add i32 %v666, 1
  br label %m666
r666:
  %y666 = mul i32 %v666, 3
  br label %m666
m666:
  %w666 = phi i32 [ %x666, %l666 ], [ %y666, %r666 ]
  br label %b667
b667:
  %v667 = phi i32 [ %w666, %m666 ], [ %v667, %b667 ]
  %c667 = icmp ult i32 %v667, 85
  br i1 %c667, label %b667, label %e667
e667:
  %d667 = icmp eq i32 %v667, %n
  br i1 %d667, label %l667, label %r667
l667:
  %x667 = add i32 %v667, 1
  br label %m667
r667:
  %y667 = mul i32 %v667, 3
  br label %m667
m667:
  %w667 = phi i32 [ %x667, %l667 ], [ %y667, %r667 ]
  br label %b668
b668:
  %v668 = phi i32 [ %w667, %m667 ], [ %v668, %b668 ]
  %c668 = icmp ult i32 %v668, 86
  br i1 %c668, label %b668, label %e668
e668:
  %d668 = icmp eq i32 %v668, %n
  br i1 %d668, label %l668, label %r668
l668:
  %x668 = add i32 %v668, 1
  br label %m668
r668:
  %y668 = mul i32 %v668, 3
  br label %m668
m668:
  %w668 = phi i32 [ %x668, %l668 ], [ %y668, %r668 ]
  br label %b669
b669:
  %v669 = phi i32 [ %w668, %m668 ], [ %v669, %b669 ]
  %c669 = icmp ult i32 %v669, 87
  br i1 %c669, label %b669, label %e669
e669:
  %d669 = icmp eq i32 %v669, %n
  br i1 %d669, label %l669, label %r669
l669:
  %x669 = add i32 %v669, 1
  br label %m669
r669:
  %y669 = mul i32 %v669, 3
  br label %m669
m669:
  %w669 = phi i32 [ %x669, %l669 ], [ %y669, %r669 ]
  br label %b670
b670:
  %v670 = phi i32 [ %w669, %m669 ], [ %v670, %b670 ]
  %c670 = icmp ult i32 %v670, 88
  br i1 %c670, label %b670, label %e670
e670:
  %d670 = icmp eq i32 %v670, %n
  br i1 %d670, label %l670, label %r670
l670:
  %x670 = add i32 %v670, 1
  br label %m670
r670:
  %y670 = mul i32 %v670, 3
  br label %m670
m670:
  %w670 = phi i32 [ %x670, %l670 ], [ %y670, %r670 ]
  br label %b671
b671:
  %v671 = phi i32 [ %w670, %m670 ], [ %v671, %b671 ]
  %c671 = icmp ult i32 %v671, 89
  br i1 %c671, label %b671, label %e671
e671:
  %d671 = icmp eq i32 %v671, %n
  br i1 %d671, label %l671, label %r671
l671:
  %x671 = add i32 %v671, 1
  br label %m671
r671:
  %y671 = mul i32 %v671, 3
  br label %m671
m671:
  %w671 = phi i32 [ %x671, %l671 ], [ %y671, %r671 ]
  br label %b672
b672:
  %v672 = phi i32 [ %w671, %m671 ], [ %v672, %b672 ]
  %c672 = icmp ult i32 %v672, 90
  br i1 %c672, label %b672, label %e672
e672:
  %d672 = icmp eq i32 %v672, %n
  br i1 %d672, label %l672, label %r672
l672:
  %x672 = add i32 %v672, 1
  br label %m672
r672:
  %y672 = mul i32 %v672, 3
  br label %m672
m672:
  %w672 = phi i32 [ %x672, %l672 ], [ %y672, %r672 ]
  br label %b673
b673:
  %v673 = phi i32 [ %w672, %m672 ], [ %v673, %b673 ]
  %c673 = icmp ult i32 %v673, 91
  br i1 %c673, label %b673, label %e673
e673:
  %d673 = icmp eq i32 %v673, %n
  br i1 %d673, label %l673, label %r673
l673:
  %x673 = add i32 %v673, 1
  br label %m673
r673:
  %y673 = mul i32 %v673, 3
  br label %m673
m673:
  %w673 = phi i32 [ %x673, %l673 ], [ %y673, %r673 ]
  br label %b674
b674:
  %v674 = phi i32 [ %w673, %m673 ], [ %v674, %b674 ]
  %c674 = icmp ult i32 %v674, 92
  br i1 %c674, label %b674, label %e674
e674:
  %d674 = icmp eq i32 %v674, %n
  br i1 %d674, label %l674, label %r674
l674:
  %x674 = add i32 %v674, 1
  br label %m674
r674:
  %y674 = mul i32 %v674, 3
  br label %m674
m674:
  %w674 = phi i32 [ %x674, %l674 ], [ %y674, %r674 ]
  br label %b675
b675:
  %v675 = phi i32 [ %w674, %m674 ], [ %v675, %b675 ]
  %c675 = icmp ult i32 %v675, 93
  br i1 %c675, label %b675, label %e675
e675:
  %d675 = icmp eq i32 %v675, %n
  br i1 %d675, label %l675, label %r675
l675:
  %x675 = add i32 %v675, 1
  br label %m675
r675:
  %y675 = mul i32 %v675, 3
  br label %m675
m675:
  %w675 = phi i32 [ %x675, %l675 ], [ %y675, %r675 ]
  br label %b676
b676:
  %v676 = phi i32 [ %w675, %m675 ], [ %v676, %b676 ]
  %c676 = icmp ult i32 %v676, 94
  br i1 %c676, label %b676, label %e676
e676:
  %d676 = icmp eq i32 %v676, %n
  br i1 %d676, label %l676, label %r676
l676:
  %x676 = add i32 %v676, 1
  br label %m676
r676:
  %y676 = mul i32 %v676, 3
  br label %m676
m676:
  %w676 = phi i32 [ %x676, %l676 ], [ %y676, %r676 ]
  br label %b677
b677:
  %v677 = phi i32 [ %w676, %m676 ], [ %v677, %b677 ]
  %c677 = icmp ult i32 %v677, 95
  br i1 %c677, label %b677, label %e677
e677:
  %d677 = icmp eq i32 %v677, %n
  br i1 %d677, label %l677, label %r677
l677:
  %x677 = add i32 %v677, 1
  br label %m677
r677:
  %y677 = mul i32 %v677, 3
  br label %m677
m677:
  %w677 = phi i32 [ %x677, %l677 ], [ %y677, %r677 ]
  br label %b678
b678:
  %v678 = phi i32 [ %w677, %m677 ], [ %v678, %b678 ]
  %c678 = icmp ult i32 %v678, 96
  br i1 %c678, label %b678, label %e678
e678:
  %d678 = icmp eq i32 %v678, %n
  br i1 %d678, label %l678, label %r678
l678:
  %x678 = add i32 %v678, 1
  br label %m678
r678:
  %y678 = mul i32 %v678, 3
  br label %m678
m678:
  %w678 = phi i32 [ %x678, %l678 ], [ %y678, %r678 ]
  br label %b679
b679:
  %v679 = phi i32 [ %w678, %m678 ], [ %v679, %b679 ]
  %c679 = icmp ult i32 %v679, 0
  br i1 %c679, label %b679, label %e679
e679:
  %d679 = icmp eq i32 %v679, %n
  br i1 %d679, label %l679, label %r679
l679:
  %x679 = add i32 %v679, 1
  br label %m679
r679:
  %y679 = mul i32 %v679, 3
  br label %m679
m679:
  %w679 = phi i32 [ %x679, %l679 ], [ %y679, %r679 ]
  br label %b680
b680:
  %v680 = phi i32 [ %w679, %m679 ], [ %v680, %b680 ]
  %c680 = icmp ult i32 %v680, 1
  br i1 %c680, label %b680, label %e680
e680:
  %d680 = icmp eq i32 %v680, %n
  br i1 %d680, label %l680, label %r680
l680:
  %x680 = add i32 %v680, 1
  br label %m680
r680:
  %y680 = mul i32 %v680, 3
  br label %m680
m680:
  %w680 = phi i32 [ %x680, %l680 ], [ %y680, %r680 ]
  br label %b681
b681:
  %v681 = phi i32 [ %w680, %m680 ], [ %v681, %b681 ]
  %c681 = icmp ult i32 %v681, 2
  br i1 %c681, label %b681, label %e681
e681:
  %d681 = icmp eq i32 %v681, %n
  br i1 %d681, label %l681, label %r681
l681:
  %x681 = add i32 %v681, 1
  br label %m681
r681:
  %y681 = mul i32 %v681, 3
  br label %m681
m681:
  %w681 = phi i32 [ %x681, %l681 ], [ %y681, %r681 ]
  br label %b682
b682:
  %v682 = phi i32 [ %w681, %m681 ], [ %v682, %b682 ]
  %c682 = icmp ult i32 %v682, 3
  br i1 %c682, label %b682, label %e682
e682:
  %d682 = icmp eq i32 %v682, %n
  br i1 %d682, label %l682, label %r682
l682:
  %x682 = add i32 %v682, 1
  br label %m682
r682:
  %y682 = mul i32 %v682, 3
  br label %m682
m682:
  %w682 = phi i32 [ %x682, %l682 ], [ %y682, %r682 ]
  br label %b683
b683:
  %v683 = phi i32 [ %w682, %m682 ], [ %v683, %b683 ]
  %c683 = icmp ult i32 %v683, 4
  br i1 %c683, label %b683, label %e683
e683:
  %d683 = icmp eq i32 %v683, %n
  br i1 %d683, label %l683, label %r683
l683:
  %x683 = add i32 %v683, 1
  br label %m683
r683:
  %y683 = mul i32 %v683, 3
  br label %m683
m683:
  %w683 = phi i32 [ %x683, %l683 ], [ %y683, %r683 ]
  br label %b684
b684:
  %v684 = phi i32 [ %w683, %m683 ], [ %v684, %b684 ]
  %c684 = icmp ult i32 %v684, 5
  br i1 %c684, label %b684, label %e684
e684:
  %d684 = icmp eq i32 %v684, %n
  br i1 %d684, label %l684, label %r684
l684:
  %x684 = add i32 %v684, 1
  br label %m684
r684:
  %y684 = mul i32 %v684, 3
  br label %m684
m684:
  %w684 = phi i32 [ %x684, %l684 ], [ %y684, %r684 ]
  br label %b685
b685:
  %v685 = phi i32 [ %w684, %m684 ], [ %v685, %b685 ]
  %c685 = icmp ult i32 %v685, 6
  br i1 %c685, label %b685, label %e685
e685:
  %d685 = icmp eq i32 %v685, %n
  br i1 %d685, label %l685, label %r685
l685:
  %x685 = add i32 %v685, 1
  br label %m685
r685:
  %y685 = mul i32 %v685, 3
  br label %m685
m685:
  %w685 = phi i32 [ %x685, %l685 ], [ %y685, %r685 ]
  br label %b686
b686:
  %v686 = phi i32 [ %w685, %m685 ], [ %v686, %b686 ]
  %c686 = icmp ult i32 %v686, 7
  br i1 %c686, label %b686, label %e686
e686:
  %d686 = icmp eq i32 %v686, %n
  br i1 %d686, label %l686, label %r686
l686:
  %x686 = add i32 %v686, 1
  br label %m686
r686:
  %y686 = mul i32 %v686, 3
  br label %m686
m686:
  %w686 = phi i32 [ %x686, %l686 ], [ %y686, %r686 ]
  br label %b687
b687:
  %v687 = phi i32 [ %w686, %m686 ], [ %v687, %b687 ]
  %c687 = icmp ult i32 %v687, 8
  br i1 %c687, label %b687, label %e687
e687:
  %d687 = icmp eq i32 %v687, %n
  br i1 %d687, label %l687, label %r687
l687:
  %x687 = add i32 %v687, 1
  br label %m687
r687:
  %y687 = mul i32 %v687, 3
  br label %m687
m687:
  %w687 = phi i32 [ %x687, %l687 ], [ %y687, %r687 ]
  br label %b688
b688:
  %v688 = phi i32 [ %w687, %m687 ], [ %v688, %b688 ]
  %c688 = icmp ult i32 %v688, 9
  br i1 %c688, label %b688, label %e688
e688:
  %d688 = icmp eq i32 %v688, %n
  br i1 %d688, label %l688, label %r688
l688:
  %x688 = add i32 %v688, 1
  br label %m688
r688:
  %y688 = mul i32 %v688, 3
  br label %m688
m688:
  %w688 = phi i32 [ %x688, %l688 ], [ %y688, %r688 ]
  br label %b689
b689:
  %v689 = phi i32 [ %w688, %m688 ], [ %v689, %b689 ]
  %c689 = icmp ult i32 %v689, 10
  br i1 %c689, label %b689, label %e689
e689:
  %d689 = icmp eq i32 %v689, %n
  br i1 %d689, label %l689, label %r689
l689:
  %x689 = add i32 %v689, 1
  br label %m689
r689:
  %y689 = mul i32 %v689, 3
  br label %m689
m689:
  %w689 = phi i32 [ %x689, %l689 ], [ %y689, %r689 ]
  br label %b690
b690:
  %v690 = phi i32 [ %w689, %m689 ], [ %v690, %b690 ]
  %c690 = icmp ult i32 %v690, 11
  br i1 %c690, label %b690, label %e690
e690:
  %d690 = icmp eq i32 %v690, %n
  br i1 %d690, label %l690, label %r690
l690:
  %x690 = add i32 %v690, 1
  br label %m690
r690:
  %y690 = mul i32 %v690, 3
  br label %m690
m690:
  %w690 = phi i32 [ %x690, %l690 ], [ %y690, %r690 ]
  br label %b691
b691:
  %v691 = phi i32 [ %w690, %m690 ], [ %v691, %b691 ]
  %c691 = icmp ult i32 %v691, 12
  br i1 %c691, label %b691, label %e691
e691:
  %d691 = icmp eq i32 %v691, %n
  br i1 %d691, label %l691, label %r691
l691:
  %x691 = add i32 %v691, 1
  br label %m691
r691:
  %y691 = mul i32 %v691, 3
  br label %m691
m691:
  %w691 = phi i32 [ %x691, %l691 ], [ %y691, %r691 ]
  br label %b692
b692:
  %v692 = phi i32 [ %w691, %m691 ], [ %v692, %b692 ]
  %c692 = icmp ult i32 %v692, 13
  br i1 %c692, label %b692, label %e692
e692:
  %d692 = icmp eq i32 %v692, %n
  br i1 %d692, label %l692, label %r692
l692:
  %x692 = add i32 %v692, 1
  br label %m692
r692:
  %y692 = mul i32 %v692, 3
  br label %m692
m692:
  %w692 = phi i32 [ %x692, %l692 ], [ %y692, %r692 ]
  br label %b693
b693:
  %v693 = phi i32 [ %w692, %m692 ], [ %v693, %b693 ]
  %c693 = icmp ult i32 %v693, 14
  br i1 %c693, label %b693, label %e693
e693:
  %d693 = icmp eq i32 %v693, %n
  br i1 %d693, label %l693, label %r693
l693:
  %x693 = add i32 %v693, 1
  br label %m693
r693:
  %y693 = mul i32 %v693, 3
  br label %m693
m693:
  %w693 = phi i32 [ %x693, %l693 ], [ %y693, %r693 ]
  br label %b694
b694:
  %v694 = phi i32 [ %w693, %m693 ], [ %v694, %b694 ]
  %c694 = icmp ult i32 %v694, 15
  br i1 %c694, label %b694, label %e694
e694:
  %d694 = icmp eq i32 %v694, %n
  br i1 %d694, label %l694, label %r694
l694:
  %x694 = add i32 %v694, 1
  br label %m694
r694:
  %y694 = mul i32 %v694, 3
  br label %m694
m694:
  %w694 = phi i32 [ %x694, %l694 ], [ %y694, %r694 ]
  br label %b695
b695:
  %v695 = phi i32 [ %w694, %m694 ], [ %v695, %b695 ]
  %c695 = icmp ult i32 %v695, 16
  br i1 %c695, label %b695, label %e695
e695:
  %d695 = icmp eq i32 %v695, %n
  br i1 %d695, label %l695, label %r695
l695:
  %x695 = add i32 %v695, 1
  br label %m695
r695:
  %y695 = mul i32 %v695, 3
  br label %m695
m695:
  %w695 = phi i32 [ %x695, %l695 ], [ %y695, %r695 ]
  br label %b696
b696:
  %v696 = phi i32 [ %w695, %m695 ], [ %v696, %b696 ]
  %c696 = icmp ult i32 %v696, 17
  br i1 %c696, label %b696, label %e696
e696:
  %d696 = icmp eq i32 %v696, %n
  br i1 %d696, label %l696, label %r696
l696:
  %x696 = add i32 %v696, 1
  br label %m696
r696:
  %y696 = mul i32 %v696, 3
  br label %m696
m696:
  %w696 = phi i32 [ %x696, %l696 ], [ %y696, %r696 ]
  br label %b697
b697:
  %v697 = phi i32 [ %w696, %m696 ], [ %v697, %b697 ]
  %c697 = icmp ult i32 %v697, 18
  br i1 %c697, label %b697, label %e697
e697:
  %d697 = icmp eq i32 %v697, %n
  br i1 %d697, label %l697, label %r697
l697:
  %x697 = add i32 %v697, 1
  br label %m697
r697:
  %y697 = mul i32 %v697, 3
  br label %m697
m697:
  %w697 = phi i32 [ %x697, %l697 ], [ %y697, %r697 ]
  br label %b698
b698:
  %v698 = phi i32 [ %w697, %m697 ], [ %v698, %b698 ]
  %c698 = icmp ult i32 %v698, 19
  br i1 %c698, label %b698, label %e698
e698:
  %d698 = icmp eq i32 %v698, %n
  br i1 %d698, label %l698, label %r698
l698:
  %x698 = add i32 %v698, 1
  br label %m698
r698:
  %y698 = mul i32 %v698, 3
  br label %m698
m698:
  %w698 = phi i32 [ %x698, %l698 ], [ %y698, %r698 ]
  br label %b699
b699:
  %v699 = phi i32 [ %w698, %m698 ], [ %v699, %b699 ]
  %c699 = icmp ult i32 %v699, 20
  br i1 %c699, label %b699, label %e699
e699:
  %d699 = icmp eq i32 %v699, %n
  br i1 %d699, label %l699, label %r699
l699:
  %x699 = add i32 %v699, 1
  br label %m699
r699:
  %y699 = mul i32 %v699, 3
  br label %m699
m699:
  %w699 = phi i32 [ %x699, %l699 ], [ %y699, %r699 ]
  br label %b700
b700:
  %v700 = phi i32 [ %w699, %m699 ], [ %v700, %b700 ]
  %c700 = icmp ult i32 %v700, 21
  br i1 %c700, label %b700, label %e700
e700:
  %d700 = icmp eq i32 %v700, %n
  br i1 %d700, label %l700, label %r700
l700:
  %x700 = add i32 %v700, 1
  br label %m700
r700:
  %y700 = mul i32 %v700, 3
  br label %m700
m700:
  %w700 = phi i32 [ %x700, %l700 ], [ %y700, %r700 ]
  br label %b701
b701:
  %v701 = phi i32 [ %w700, %m700 ], [ %v701, %b701 ]
  %c701 = icmp ult i32 %v701, 22
  br i1 %c701, label %b701, label %e701
e701:
  %d701 = icmp eq i32 %v701, %n
  br i1 %d701, label %l701, label %r701
l701:
  %x701 = add i32 %v701, 1
  br label %m701
r701:
  %y701 = mul i32 %v701, 3
  br label %m701
m701:
  %w701 = phi i32 [ %x701, %l701 ], [ %y701, %r701 ]
  br label %b702
b702:
  %v702 = phi i32 [ %w701, %m701 ], [ %v702, %b702 ]
  %c702 = icmp ult i32 %v702, 23
  br i1 %c702, label %b702, label %e702
e702:
  %d702 = icmp eq i32 %v702, %n
  br i1 %d702, label %l702, label %r702
l702:
  %x702 = add i32 %v702, 1
  br label %m702
r702:
  %y702 = mul i32 %v702, 3
  br label %m702
m702:
  %w702 = phi i32 [ %x702, %l702 ], [ %y702, %r702 ]
  br label %b703
b703:
  %v703 = phi i32 [ %w702, %m702 ], [ %v703, %b703 ]
  %c703 = icmp ult i32 %v703, 24
  br i1 %c703, label %b703, label %e703
e703:
  %d703 = icmp eq i32 %v703, %n
  br i1 %d703, label %l703, label %r703
l703:
  %x703 = add i32 %v703, 1
  br label %m703
r703:
  %y703 = mul i32 %v703, 3
  br label %m703
m703:
  %w703 = phi i32 [ %x703, %l703 ], [ %y703, %r703 ]
  br label %b704
b704:
  %v704 = phi i32 [ %w703, %m703 ], [ %v704, %b704 ]
  %c704 = icmp ult i32 %v704, 25
  br i1 %c704, label %b704, label %e704
e704:
  %d704 = icmp eq i32 %v704, %n
  br i1 %d704, label %l704, label %r704
l704:
  %x704 = add i32 %v704, 1
  br label %m704
r704:
  %y704 = mul i32 %v704, 3
  br label %m704
m704:
  %w704 = phi i32 [ %x704, %l704 ], [ %y704, %r704 ]
  br label %b705
b705:
  %v705 = phi i32 [ %w704, %m704 ], [ %v705, %b705 ]
  %c705 = icmp ult i32 %v705, 26
  br i1 %c705, label %b705, label %e705
e705:
  %d705 = icmp eq i32 %v705, %n
  br i1 %d705, label %l705, label %r705
l705:
  %x705 = add i32 %v705, 1
  br label %m705
r705:
  %y705 = mul i32 %v705, 3
  br label %m705
m705:
  %w705 = phi i32 [ %x705, %l705 ], [ %y705, %r705 ]
  br label %b706
b706:
  %v706 = phi i32 [ %w705, %m705 ], [ %v706, %b706 ]
  %c706 = icmp ult i32 %v706, 27
  br i1 %c706, label %b706, label %e706
e706:
  %d706 = icmp eq i32 %v706, %n
  br i1 %d706, label %l706, label %r706
l706:
  %x706 = add i32 %v706, 1
  br label %m706
r706:
  %y706 = mul i32 %v706, 3
  br label %m706
m706:
  %w706 = phi i32 [ %x706, %l706 ], [ %y706, %r706 ]
  br label %b707
b707:
  %v707 = phi i32 [ %w706, %m706 ], [ %v707, %b707 ]
  %c707 = icmp ult i32 %v707, 28
  br i1 %c707, label %b707, label %e707
e707:
  %d707 = icmp eq i32 %v707, %n
  br i1 %d707, label %l707, label %r707
l707:
  %x707 = add i32 %v707, 1
  br label %m707
r707:
  %y707 = mul i32 %v707, 3
  br label %m707
m707:
  %w707 = phi i32 [ %x707, %l707 ], [ %y707, %r707 ]
  br label %b708
b708:
  %v708 = phi i32 [ %w707, %m707 ], [ %v708, %b708 ]
  %c708 = icmp ult i32 %v708, 29
  br i1 %c708, label %b708, label %e708
e708:
  %d708 = icmp eq i32 %v708, %n
  br i1 %d708, label %l708, label %r708
l708:
  %x708 = add i32 %v708, 1
  br label %m708
r708:
  %y708 = mul i32 %v708, 3
  br label %m708
m708:
  %w708 = phi i32 [ %x708, %l708 ], [ %y708, %r708 ]
  br label %b709
b709:
  %v709 = phi i32 [ %w708, %m708 ], [ %v709, %b709 ]
  %c709 = icmp ult i32 %v709, 30
  br i1 %c709, label %b709, label %e709
e709:
  %d709 = icmp eq i32 %v709, %n
  br i1 %d709, label %l709, label %r709
l709:
  %x709 = add i32 %v709, 1
  br label %m709
r709:
  %y709 = mul i32 %v709, 3
  br label %m709
m709:
  %w709 = phi i32 [ %x709, %l709 ], [ %y709, %r709 ]
  br label %b710
b710:
  %v710 = phi i32 [ %w709, %m709 ], [ %v710, %b710 ]
  %c710 = icmp ult i32 %v710, 31
  br i1 %c710, label %b710, label %e710
e710:
  %d710 = icmp eq i32 %v710, %n
  br i1 %d710, label %l710, label %r710
l710:
  %x710 = add i32 %v710, 1
  br label %m710
r710:
  %y710 = mul i32 %v710, 3
  br label %m710
m710:
  %w710 = phi i32 [ %x710, %l710 ], [ %y710, %r710 ]
  br label %b711
b711:
  %v711 = phi i32 [ %w710, %m710 ], [ %v711, %b711 ]
  %c711 = icmp ult i32 %v711, 32
  br i1 %c711, label %b711, label %e711
e711:
  %d711 = icmp eq i32 %v711, %n
  br i1 %d711, label %l711, label %r711
l711:
  %x711 = add i32 %v711, 1
  br label %m711
r711:
  %y711 = mul i32 %v711, 3
  br label %m711
m711:
  %w711 = phi i32 [ %x711, %l711 ], [ %y711, %r711 ]
  br label %b712
b712:
  %v712 = phi i32 [ %w711, %m711 ], [ %v712, %b712 ]
  %c712 = icmp ult i32 %v712, 33
  br i1 %c712, label %b712, label %e712
e712:
  %d712 = icmp eq i32 %v712, %n
  br i1 %d712, label %l712, label %r712
l712:
  %x712 = add i32 %v712, 1
  br label %m712
r712:
  %y712 = mul i32 %v712, 3
  br label %m712
m712:
  %w712 = phi i32 [ %x712, %l712 ], [ %y712, %r712 ]
  br label %b713
b713:
  %v713 = phi i32 [ %w712, %m712 ], [ %v713, %b713 ]
  %c713 = icmp ult i32 %v713, 34
  br i1 %c713, label %b713, label %e713
e713:
  %d713 = icmp eq i32 %v713, %n
  br i1 %d713, label %l713, label %r713
l713:
  %x713 = add i32 %v713, 1
  br label %m713
r713:
  %y713 = mul i32 %v713, 3
  br label %m713
m713:
  %w713 = phi i32 [ %x713, %l713 ], [ %y713, %r713 ]
  br label %b714
b714:
  %v714 = phi i32 [ %w713, %m713 ], [ %v714, %b714 ]
  %c714 = icmp ult i32 %v714, 35
  br i1 %c714, label %b714, label %e714
e714:
  %d714 = icmp eq i32 %v714, %n
  br i1 %d714, label %l714, label %r714
l714:
  %x714 = add i32 %v714, 1
  br label %m714
r714:
  %y714 = mul i32 %v714, 3
  br label %m714
m714:
  %w714 = phi i32 [ %x714, %l714 ], [ %y714, %r714 ]
  br label %b715
b715:
  %v715 = phi i32 [ %w714, %m714 ], [ %v715, %b715 ]
  %c715 = icmp ult i32 %v715, 36
  br i1 %c715, label %b715, label %e715
e715:
  %d715 = icmp eq i32 %v715, %n
  br i1 %d715, label %l715, label %r715
l715:
  %x715 = add i32 %v715, 1
  br label %m715
r715:
  %y715 = mul i32 %v715, 3
  br label %m715
m715:
  %w715 = phi i32 [ %x715, %l715 ], [ %y715, %r715 ]
  br label %b716
b716:
  %v716 = phi i32 [ %w715, %m715 ], [ %v716, %b716 ]
  %c716 = icmp ult i32 %v716, 37
  br i1 %c716, label %b716, label %e716
e716:
  %d716 = icmp eq i32 %v716, %n
  br i1 %d716, label %l716, label %r716
l716:
  %x716 = add i32 %v716, 1
  br label %m716
r716:
  %y716 = mul i32 %v716, 3
  br label %m716
m716:
  %w716 = phi i32 [ %x716, %l716 ], [ %y716, %r716 ]
  br label %b717
b717:
  %v717 = phi i32 [ %w716, %m716 ], [ %v717, %b717 ]
  %c717 = icmp ult i32 %v717, 38
  br i1 %c717, label %b717, label %e717
e717:
  %d717 = icmp eq i32 %v717, %n
  br i1 %d717, label %l717, label %r717
l717:
  %x717 = add i32 %v717, 1
  br label %m717
r717:
  %y717 = mul i32 %v717, 3
  br label %m717
m717:
  %w717 = phi i32 [ %x717, %l717 ], [ %y717, %r717 ]
  br label %b718
b718:
  %v718 = phi i32 [ %w717, %m717 ], [ %v718, %b718 ]
  %c718 = icmp ult i32 %v718, 39
  br i1 %c718, label %b718, label %e718
e718:
  %d718 = icmp eq i32 %v718, %n
  br i1 %d718, label %l718, label %r718
l718:
  %x718 = add i32 %v718, 1
  br label %m718
r718:
  %y718 = mul i32 %v718, 3
  br label %m718
m718:
  %w718 = phi i32 [ %x718, %l718 ], [ %y718, %r718 ]
  br label %b719
b719:
  %v719 = phi i32 [ %w718, %m718 ], [ %v719, %b719 ]
  %c719 = icmp ult i32 %v719, 40
  br i1 %c719, label %b719, label %e719
e719:
  %d719 = icmp eq i32 %v719, %n
  br i1 %d719, label %l719, label %r719
l719:
  %x719 = add i32 %v719, 1
  br label %m719
r719:
  %y719 = mul i32 %v719, 3
  br label %m719
m719:
  %w719 = phi i32 [ %x719, %l719 ], [ %y719, %r719 ]
  br label %b720
b720:
  %v720 = phi i32 [ %w719, %m719 ], [ %v720, %b720 ]
  %c720 = icmp ult i32 %v720, 41
  br i1 %c720, label %b720, label %e720
e720:
  %d720 = icmp eq i32 %v720, %n
  br i1 %d720, label %l720, label %r720
l720:
  %x720 = add i32 %v720, 1
  br label %m720
r720:
  %y720 = mul i32 %v720, 3
  br label %m720
m720:
  %w720 = phi i32 [ %x720, %l720 ], [ %y720, %r720 ]
  br label %b721
b721:
  %v721 = phi i32 [ %w720, %m720 ], [ %v721, %b721 ]
  %c721 = icmp ult i32 %v721, 42
  br i1 %c721, label %b721, label %e721
e721:
  %d721 = icmp eq i32 %v721, %n
  br i1 %d721, label %l721, label %r721
l721:
  %x721 = add i32 %v721, 1
  br label %m721
r721:
  %y721 = mul i32 %v721, 3
  br label %m721
m721:
  %w721 = phi i32 [ %x721, %l721 ], [ %y721, %r721 ]
  br label %b722
b722:
  %v722 = phi i32 [ %w721, %m721 ], [ %v722, %b722 ]
  %c722 = icmp ult i32 %v722, 43
  br i1 %c722, label %b722, label %e722
e722:
  %d722 = icmp eq i32 %v722, %n
  br i1 %d722, label %l722, label %r722
l722:
  %x722 = add i32 %v722, 1
  br label %m722
r722:
  %y722 = mul i32 %v722, 3
  br label %m722
m722:
  %w722 = phi i32 [ %x722, %l722 ], [ %y722, %r722 ]
  br label %b723
b723:
  %v723 = phi i32 [ %w722, %m722 ], [ %v723, %b723 ]
  %c723 = icmp ult i32 %v723, 44
  br i1 %c723, label %b723, label %e723
e723:
  %d723 = icmp eq i32 %v723, %n
  br i1 %d723, label %l723, label %r723
l723:
  %x723 = add i32 %v723, 1
  br label %m723
r723:
  %y723 = mul i32 %v723, 3
  br label %m723
m723:
  %w723 = phi i32 [ %x723, %l723 ], [ %y723, %r723 ]
  br label %b724
b724:
  %v724 = phi i32 [ %w723, %m723 ], [ %v724, %b724 ]
  %c724 = icmp ult i32 %v724, 45
  br i1 %c724, label %b724, label %e724
e724:
  %d724 = icmp eq i32 %v724, %n
  br i1 %d724, label %l724, label %r724
l724:
  %x724 = add i32 %v724, 1
  br label %m724
r724:
  %y724 = mul i32 %v724, 3
  br label %m724
m724:
  %w724 = phi i32 [ %x724, %l724 ], [ %y724, %r724 ]
  br label %b725
b725:
  %v725 = phi i32 [ %w724, %m724 ], [ %v725, %b725 ]
  %c725 = icmp ult i32 %v725, 46
  br i1 %c725, label %b725, label %e725
e725:
  %d725 = icmp eq i32 %v725, %n
  br i1 %d725, label %l725, label %r725
l725:
  %x725 = add i32 %v725, 1
  br label %m725
r725:
  %y725 = mul i32 %v725, 3
  br label %m725
m725:
  %w725 = phi i32 [ %x725, %l725 ], [ %y725, %r725 ]
  br label %b726
b726:
  %v726 = phi i32 [ %w725, %m725 ], [ %v726, %b726 ]
  %c726 = icmp ult i32 %v726, 47
  br i1 %c726, label %b726, label %e726
e726:
  %d726 = icmp eq i32 %v726, %n
  br i1 %d726, label %l726, label %r726
l726:
  %x726 = add i32 %v726, 1
  br label %m726
r726:
  %y726 = mul i32 %v726, 3
  br label %m726
m726:
  %w726 = phi i32 [ %x726, %l726 ], [ %y726, %r726 ]
  br label %b727
b727:
  %v727 = phi i32 [ %w726, %m726 ], [ %v727, %b727 ]
  %c727 = icmp ult i32 %v727, 48
  br i1 %c727, label %b727, label %e727
e727:
  %d727 = icmp eq i32 %v727, %n
  br i1 %d727, label %l727, label %r727
l727:
  %x727 = add i32 %v727, 1
  br label %m727
r727:
  %y727 = mul i32 %v727, 3
  br label %m727
m727:
  %w727 = phi i32 [ %x727, %l727 ], [ %y727, %r727 ]
  br label %b728
b728:
  %v728 = phi i32 [ %w727, %m727 ], [ %v728, %b728 ]
  %c728 = icmp ult i32 %v728, 49
  br i1 %c728, label %b728, label %e728
e728:
  %d728 = icmp eq i32 %v728, %n
  br i1 %d728, label %l728, label %r728
l728:
  %x728 = add i32 %v728, 1
  br label %m728
r728:
  %y728 = mul i32 %v728, 3
  br label %m728
m728:
  %w728 = phi i32 [ %x728, %l728 ], [ %y728, %r728 ]
  br label %b729
b729:
  %v729 = phi i32 [ %w728, %m728 ], [ %v729, %b729 ]
  %c729 = icmp ult i32 %v729, 50
  br i1 %c729, label %b729, label %e729
e729:
  %d729 = icmp eq i32 %v729, %n
  br i1 %d729, label %l729, label %r729
l729:
  %x729 = add i32 %v729, 1
  br label %m729
r729:
  %y729 = mul i32 %v729, 3
  br label %m729
m729:
  %w729 = phi i32 [ %x729, %l729 ], [ %y729, %r729 ]
  br label %b730
b730:
  %v730 = phi i32 [ %w729, %m729 ], [ %v730, %b730 ]
  %c730 = icmp ult i32 %v730, 51
  br i1 %c730, label %b730, label %e730
e730:
  %d730 = icmp eq i32 %v730, %n
  br i1 %d730, label %l730, label %r730
l730:
  %x730 = add i32 %v730, 1
  br label %m730
r730:
  %y730 = mul i32 %v730, 3
  br label %m730
m730:
  %w730 = phi i32 [ %x730, %l730 ], [ %y730, %r730 ]
  br label %b731
b731:
  %v731 = phi i32 [ %w730, %m730 ], [ %v731, %b731 ]
  %c731 = icmp ult i32 %v731, 52
  br i1 %c731, label %b731, label %e731
e731:
  %d731 = icmp eq i32 %v731, %n
  br i1 %d731, label %l731, label %r731
l731:
  %x731 = add i32 %v731, 1
  br label %m731
r731:
  %y731 = mul i32 %v731, 3
  br label %m731
m731:
  %w731 = phi i32 [ %x731, %l731 ], [ %y731, %r731 ]
  br label %b732
b732:
  %v732 = phi i32 [ %w731, %m731 ], [ %v732, %b732 ]
  %c732 = icmp ult i32 %v732, 53
  br i1 %c732, label %b732, label %e732
e732:
  %d732 = icmp eq i32 %v732, %n
  br i1 %d732, label %l732, label %r732
l732:
  %x732 = add i32 %v732, 1
  br label %m732
r732:
  %y732 = mul i32 %v732, 3
  br label %m732
m732:
  %w732 = phi i32 [ %x732, %l732 ], [ %y732, %r732 ]
  br label %b733
b733:
  %v733 = phi i32 [ %w732, %m732 ], [ %v733, %b733 ]
  %c733 = icmp ult i32 %v733, 54
  br i1 %c733, label %b733, label %e733
e733:
  %d733 = icmp eq i32 %v733, %n
  br i1 %d733, label %l733, label %r733
l733:
  %x733 = add i32 %v733, 1
  br label %m733
r733:
  %y733 = mul i32 %v733, 3
  br label %m733
m733:
  %w733 = phi i32 [ %x733, %l733 ], [ %y733, %r733 ]
  br label %b734
b734:
  %v734 = phi i32 [ %w733, %m733 ], [ %v734, %b734 ]
  %c734 = icmp ult i32 %v734, 55
  br i1 %c734, label %b734, label %e734
e734:
  %d734 = icmp eq i32 %v734, %n
  br i1 %d734, label %l734, label %r734
l734:
  %x734 = add i32 %v734, 1
  br label %m734
r734:
  %y734 = mul i32 %v734, 3
  br label %m734
m734:
  %w734 = phi i32 [ %x734, %l734 ], [ %y734, %r734 ]
  br label %b735
b735:
  %v735 = phi i32 [ %w734, %m734 ], [ %v735, %b735 ]
  %c735 = icmp ult i32 %v735, 56
  br i1 %c735, label %b735, label %e735
e735:
  %d735 = icmp eq i32 %v735, %n
  br i1 %d735, label %l735, label %r735
l735:
  %x735 = add i32 %v735, 1
  br label %m735
r735:
  %y735 = mul i32 %v735, 3
  br label %m735
m735:
  %w735 = phi i32 [ %x735, %l735 ], [ %y735, %r735 ]
  br label %b736
b736:
  %v736 = phi i32 [ %w735, %m735 ], [ %v736, %b736 ]
  %c736 = icmp ult i32 %v736, 57
  br i1 %c736, label %b736, label %e736
e736:
  %d736 = icmp eq i32 %v736, %n
  br i1 %d736, label %l736, label %r736
l736:
  %x736 = add i32 %v736, 1
  br label %m736
r736:
  %y736 = mul i32 %v736, 3
  br label %m736
m736:
  %w736 = phi i32 [ %x736, %l736 ], [ %y736, %r736 ]
  br label %b737
b737:
  %v737 = phi i32 [ %w736, %m736 ], [ %v737, %b737 ]
  %c737 = icmp ult i32 %v737, 58
  br i1 %c737, label %b737, label %e737
e737:
  %d737 = icmp eq i32 %v737, %n
  br i1 %d737, label %l737, label %r737
l737:
  %x737 = add i32 %v737, 1
  br label %m737
r737:
  %y737 = mul i32 %v737, 3
  br label %m737
m737:
  %w737 = phi i32 [ %x737, %l737 ], [ %y737, %r737 ]
  br label %b738
b738:
  %v738 = phi i32 [ %w737, %m737 ], [ %v738, %b738 ]
  %c738 = icmp ult i32 %v738, 59
  br i1 %c738, label %b738, label %e738
e738:
  %d738 = icmp eq i32 %v738, %n
  br i1 %d738, label %l738, label %r738
l738:
  %x738 = add i32 %v738, 1
  br label %m738
r738:
  %y738 = mul i32 %v738, 3
  br label %m738
m738:
  %w738 = phi i32 [ %x738, %l738 ], [ %y738, %r738 ]
  br label %b739
b739:
  %v739 = phi i32 [ %w738, %m738 ], [ %v739, %b739 ]
  %c739 = icmp ult i32 %v739, 60
  br i1 %c739, label %b739, label %e739
e739:
  %d739 = icmp eq i32 %v739, %n
  br i1 %d739, label %l739, label %r739
l739:
  %x739 = add i32 %v739, 1
  br label %m739
r739:
  %y739 = mul i32 %v739, 3
  br label %m739
m739:
  %w739 = phi i32 [ %x739, %l739 ], [ %y739, %r739 ]
  br label %b740
b740:
  %v740 = phi i32 [ %w739, %m739 ], [ %v740, %b740 ]
  %c740 = icmp ult i32 %v740, 61
  br i1 %c740, label %b740, label %e740
e740:
  %d740 = icmp eq i32 %v740, %n
  br i1 %d740, label %l740, label %r740
l740:
  %x740 = add i32 %v740, 1
  br label %m740
r740:
  %y740 = mul i32 %v740, 3
  br label %m740
m740:
  %w740 = phi i32 [ %x740, %l740 ], [ %y740, %r740 ]
  br label %b741
b741:
  %v741 = phi i32 [ %w740, %m740 ], [ %v741, %b741 ]
  %c741 = icmp ult i32 %v741, 62
  br i1 %c741, label %b741, label %e741
e741:
  %d741 = icmp eq i32 %v741, %n
  br i1 %d741, label %l741, label %r741
l741:
  %x741 = add i32 %v741, 1
  br label %m741
r741:
  %y741 = mul i32 %v741, 3
  br label %m741
m741:
  %w741 = phi i32 [ %x741, %l741 ], [ %y741, %r741 ]
  br label %b742
b742:
  %v742 = phi i32 [ %w741, %m741 ], [ %v742, %b742 ]
  %c742 = icmp ult i32 %v742, 63
  br i1 %c742, label %b742, label %e742
e742:
  %d742 = icmp eq i32 %v742, %n
  br i1 %d742, label %l742, label %r742
l742:
  %x742 = add i32 %v742, 1
  br label %m742
r742:
  %y742 = mul i32 %v742, 3
  br label %m742
m742:
  %w742 = phi i32 [ %x742, %l742 ], [ %y742, %r742 ]
  br label %b743
b743:
  %v743 = phi i32 [ %w742, %m742 ], [ %v743, %b743 ]
  %c743 = icmp ult i32 %v743, 64
  br i1 %c743, label %b743, label %e743
e743:
  %d743 = icmp eq i32 %v743, %n
  br i1 %d743, label %l743, label %r743
l743:
  %x743 = add i32 %v743, 1
  br label %m743
r743:
  %y743 = mul i32 %v743, 3
  br label %m743
m743:
  %w743 = phi i32 [ %x743, %l743 ], [ %y743, %r743 ]
  br label %b744
b744:
  %v744 = phi i32 [ %w743, %m743 ], [ %v744, %b744 ]
  %c744 = icmp ult i32 %v744, 65
  br i1 %c744, label %b744, label %e744
e744:
  %d744 = icmp eq i32 %v744, %n
  br i1 %d744, label %l744, label %r744
l744:
  %x744 = add i32 %v744, 1
  br label %m744
r744:
  %y744 = mul i32 %v744, 3
  br label %m744
m744:
  %w744 = phi i32 [ %x744, %l744 ], [ %y744, %r744 ]
  br label %b745
b745:
  %v745 = phi i32 [ %w744, %m744 ], [ %v745, %b745 ]
  %c745 = icmp ult i32 %v745, 66
  br i1 %c745, label %b745, label %e745
e745:
  %d745 = icmp eq i32 %v745, %n
  br i1 %d745, label %l745, label %r745
l745:
  %x745 = add i32 %v745, 1
  br label %m745
r745:
  %y745 = mul i32 %v745, 3
  br label %m745
m745:
  %w745 = phi i32 [ %x745, %l745 ], [ %y745, %r745 ]
  br label %b746
b746:
  %v746 = phi i32 [ %w745, %m745 ], [ %v746, %b746 ]
  %c746 = icmp ult i32 %v746, 67
  br i1 %c746, label %b746, label %e746
e746:
  %d746 = icmp eq i32 %v746, %n
  br i1 %d746, label %l746, label %r746
l746:
  %x746 = add i32 %v746, 1
  br label %m746
r746:
  %y746 = mul i32 %v746, 3
  br label %m746
m746:
  %w746 = phi i32 [ %x746, %l746 ], [ %y746, %r746 ]
  br label %b747
b747:
  %v747 = phi i32 [ %w746, %m746 ], [ %v747, %b747 ]
  %c747 = icmp ult i32 %v747, 68
  br i1 %c747, label %b747, label %e747
e747:
  %d747 = icmp eq i32 %v747, %n
  br i1 %d747, label %l747, label %r747
l747:
  %x747 = add i32 %v747, 1
  br label %m747
r747:
  %y747 = mul i32 %v747, 3
  br label %m747
m747:
  %w747 = phi i32 [ %x747, %l747 ], [ %y747, %r747 ]
  br label %b748
b748:
  %v748 = phi i32 [ %w747, %m747 ], [ %v748, %b748 ]
  %c748 = icmp ult i32 %v748, 69
  br i1 %c748, label %b748, label %e748
e748:
  %d748 = icmp eq i32 %v748, %n
  br i1 %d748, label %l748, label %r748
l748:
  %x748 = add i32 %v748, 1
  br label %m748
r748:
  %y748 = mul i32 %v748, 3
  br label %m748
m748:
  %w748 = phi i32 [ %x748, %l748 ], [ %y748, %r748 ]
  br label %b749
b749:
  %v749 = phi i32 [ %w748, %m748 ], [ %v749, %b749 ]
  %c749 = icmp ult i32 %v749, 70
  br i1 %c749, label %b749, label %e749
e749:
  %d749 = icmp eq i32 %v749, %n
  br i1 %d749, label %l749, label %r749
l749:
  %x749 = add i32 %v749, 1
  br label %m749
r749:
  %y749 = mul i32 %v749, 3
  br label %m749
m749:
  %w749 = phi i32 [ %x749, %l749 ], [ %y749, %r749 ]
  br label %b750
b750:
  %v750 = phi i32 [ %w749, %m749 ], [ %v750, %b750 ]
  %c750 = icmp ult i32 %v750, 71
  br i1 %c750, label %b750, label %e750
e750:
  %d750 = icmp eq i32 %v750, %n
  br i1 %d750, label %l750, label %r750
l750:
  %x750 = add i32 %v750, 1
  br label %m750
r750:
  %y750 = mul i32 %v750, 3
  br label %m750
m750:
  %w750 = phi i32 [ %x750, %l750 ], [ %y750, %r750 ]
  br label %b751
b751:
  %v751 = phi i32 [ %w750, %m750 ], [ %v751, %b751 ]
  %c751 = icmp ult i32 %v751, 72
  br i1 %c751, label %b751, label %e751
e751:
  %d751 = icmp eq i32 %v751, %n
  br i1 %d751, label %l751, label %r751
l751:
  %x751 = add i32 %v751, 1
  br label %m751
r751:
  %y751 = mul i32 %v751, 3
  br label %m751
m751:
  %w751 = phi i32 [ %x751, %l751 ], [ %y751, %r751 ]
  br label %b752
b752:
  %v752 = phi i32 [ %w751, %m751 ], [ %v752, %b752 ]
  %c752 = icmp ult i32 %v752, 73
  br i1 %c752, label %b752, label %e752
e752:
  %d752 = icmp eq i32 %v752, %n
  br i1 %d752, label %l752, label %r752
l752:
  %x752 = add i32 %v752, 1
  br label %m752
r752:
  %y752 = mul i32 %v752, 3
  br label %m752
m752:
  %w752 = phi i32 [ %x752, %l752 ], [ %y752, %r752 ]
  br label %b753
b753:
  %v753 = phi i32 [ %w752, %m752 ], [ %v753, %b753 ]
  %c753 = icmp ult i32 %v753, 74
  br i1 %c753, label %b753, label %e753
e753:
  %d753 = icmp eq i32 %v753, %n
  br i1 %d753, label %l753, label %r753
l753:
  %x753 = add i32 %v753, 1
  br label %m753
r753:
  %y753 = mul i32 %v753, 3
  br label %m753
m753:
  %w753 = phi i32 [ %x753, %l753 ], [ %y753, %r753 ]
  br label %b754
b754:
  %v754 = phi i32 [ %w753, %m753 ], [ %v754, %b754 ]
  %c754 = icmp ult i32 %v754, 75
  br i1 %c754, label %b754, label %e754
e754:
  %d754 = icmp eq i32 %v754, %n
  br i1 %d754, label %l754, label %r754
l754:
  %x754 = add i32 %v754, 1
  br label %m754
r754:
  %y754 = mul i32 %v754, 3
  br label %m754
m754:
  %w754 = phi i32 [ %x754, %l754 ], [ %y754, %r754 ]
  br label %b755
b755:
  %v755 = phi i32 [ %w754, %m754 ], [ %v755, %b755 ]
  %c755 = icmp ult i32 %v755, 76
  br i1 %c755, label %b755, label %e755
e755:
  %d755 = icmp eq i32 %v755, %n
  br i1 %d755, label %l755, label %r755
l755:
  %x755 = add i32 %v755, 1
  br label %m755
r755:
  %y755 = mul i32 %v755, 3
  br label %m755
m755:
  %w755 = phi i32 [ %x755, %l755 ], [ %y755, %r755 ]
  br label %b756
b756:
  %v756 = phi i32 [ %w755, %m755 ], [ %v756, %b756 ]
  %c756 = icmp ult i32 %v756, 77
  br i1 %c756, label %b756, label %e756
e756:
  %d756 = icmp eq i32 %v756, %n
  br i1 %d756, label %l756, label %r756
l756:
  %x756 = add i32 %v756, 1
  br label %m756
r756:
  %y756 = mul i32 %v756, 3
  br label %m756
m756:
  %w756 = phi i32 [ %x756, %l756 ], [ %y756, %r756 ]
  br label %b757
b757:
  %v757 = phi i32 [ %w756, %m756 ], [ %v757, %b757 ]
  %c757 = icmp ult i32 %v757, 78
  br i1 %c757, label %b757, label %e757
e757:
  %d757 = icmp eq i32 %v757, %n
  br i1 %d757, label %l757, label %r757
l757:
  %x757 = add i32 %v757, 1
  br label %m757
r757:
  %y757 = mul i32 %v757, 3
  br label %m757
m757:
  %w757 = phi i32 [ %x757, %l757 ], [ %y757, %r757 ]
  br label %b758
b758:
  %v758 = phi i32 [ %w757, %m757 ], [ %v758, %b758 ]
  %c758 = icmp ult i32 %v758, 79
  br i1 %c758, label %b758, label %e758
e758:
  %d758 = icmp eq i32 %v758, %n
  br i1 %d758, label %l758, label %r758
l758:
  %x758 = add i32 %v758, 1
  br label %m758
r758:
  %y758 = mul i32 %v758, 3
  br label %m758
m758:
  %w758 = phi i32 [ %x758, %l758 ], [ %y758, %r758 ]
  br label %b759
b759:
  %v759 = phi i32 [ %w758, %m758 ], [ %v759, %b759 ]
  %c759 = icmp ult i32 %v759, 80
  br i1 %c759, label %b759, label %e759
e759:
  %d759 = icmp eq i32 %v759, %n
  br i1 %d759, label %l759, label %r759
l759:
  %x759 = add i32 %v759, 1
  br label %m759
r759:
  %y759 = mul i32 %v759, 3
  br label %m759
m759:
  %w759 = phi i32 [ %x759, %l759 ], [ %y759, %r759 ]
  br label %b760
b760:
  %v760 = phi i32 [ %w759, %m759 ], [ %v760, %b760 ]
  %c760 = icmp ult i32 %v760, 81
  br i1 %c760, label %b760, label %e760
e760:
  %d760 = icmp eq i32 %v760, %n
  br i1 %d760, label %l760, label %r760
l760:
  %x760 = add i32 %v760, 1
  br label %m760
r760:
  %y760 = mul i32 %v760, 3
  br label %m760
m760:
  %w760 = phi i32 [ %x760, %l760 ], [ %y760, %r760 ]
  br label %b761
b761:
  %v761 = phi i32 [ %w760, %m760 ], [ %v761, %b761 ]
  %c761 = icmp ult i32 %v761, 82
  br i1 %c761, label %b761, label %e761
e761:
  %d761 = icmp eq i32 %v761, %n
  br i1 %d761, label %l761, label %r761
l761:
  %x761 = add i32 %v761, 1
  br label %m761
r761:
  %y761 = mul i32 %v761, 3
  br label %m761
m761:
  %w761 = phi i32 [ %x761, %l761 ], [ %y761, %r761 ]
  br label %b762
b762:
  %v762 = phi i32 [ %w761, %m761 ], [ %v762, %b762 ]
  %c762 = icmp ult i32 %v762, 83
  br i1 %c762, label %b762, label %e762
e762:
  %d762 = icmp eq i32 %v762, %n
  br i1 %d762, label %l762, label %r762
l762:
  %x762 = add i32 %v762, 1
  br label %m762
r762:
  %y762 = mul i32 %v762, 3
  br label %m762
m762:
  %w762 = phi i32 [ %x762, %l762 ], [ %y762, %r762 ]
  br label %b763
b763:
  %v763 = phi i32 [ %w762, %m762 ], [ %v763, %b763 ]
  %c763 = icmp ult i32 %v763, 84
  br i1 %c763, label %b763, label %e763
e763:
  %d763 = icmp eq i32 %v763, %n
  br i1 %d763, label %l763, label %r763
l763:
  %x763 = add i32 %v763, 1
  br label %m763
r763:
  %y763 = mul i32 %v763, 3
  br label %m763
m763:
  %w763 = phi i32 [ %x763, %l763 ], [ %y763, %r763 ]
  br label %b764
b764:
  %v764 = phi i32 [ %w763, %m763 ], [ %v764, %b764 ]
  %c764 = icmp ult i32 %v764, 85
  br i1 %c764, label %b764, label %e764
e764:
  %d764 = icmp eq i32 %v764, %n
  br i1 %d764, label %l764, label %r764
l764:
  %x764 = add i32 %v764, 1
  br label %m764
r764:
  %y764 = mul i32 %v764, 3
  br label %m764
m764:
  %w764 = phi i32 [ %x764, %l764 ], [ %y764, %r764 ]
  br label %b765
b765:
  %v765 = phi i32 [ %w764, %m764 ], [ %v765, %b765 ]
  %c765 = icmp ult i32 %v765, 86
  br i1 %c765, label %b765, label %e765
e765:
  %d765 = icmp eq i32 %v765, %n
  br i1 %d765, label %l765, label %r765
l765:
  %x765 = add i32 %v765, 1
  br label %m765
r765:
  %y765 = mul i32 %v765, 3
  br label %m765
m765:
  %w765 = phi i32 [ %x765, %l765 ], [ %y765, %r765 ]
  br label %b766
b766:
  %v766 = phi i32 [ %w765, %m765 ], [ %v766, %b766 ]
  %c766 = icmp ult i32 %v766, 87
  br i1 %c766, label %b766, label %e766
e766:
  %d766 = icmp eq i32 %v766, %n
  br i1 %d766, label %l766, label %r766
l766:
  %x766 = add i32 %v766, 1
  br label %m766
r766:
  %y766 = mul i32 %v766, 3
  br label %m766
m766:
  %w766 = phi i32 [ %x766, %l766 ], [ %y766, %r766 ]
  br label %b767
b767:
  %v767 = phi i32 [ %w766, %m766 ], [ %v767, %b767 ]
  %c767 = icmp ult i32 %v767, 88
  br i1 %c767, label %b767, label %e767
e767:
  %d767 = icmp eq i32 %v767, %n
  br i1 %d767, label %l767, label %r767
l767:
  %x767 = add i32 %v767, 1
  br label %m767
r767:
  %y767 = mul i32 %v767, 3
  br label %m767
m767:
  %w767 = phi i32 [ %x767, %l767 ], [ %y767, %r767 ]
  br label %b768
b768:
  %v768 = phi i32 [ %w767, %m767 ], [ %v768, %b768 ]
  %c768 = icmp ult i32 %v768, 89
  br i1 %c768, label %b768, label %e768
e768:
  %d768 = icmp eq i32 %v768, %n
  br i1 %d768, label %l768, label %r768
l768:
  %x768 = add i32 %v768, 1
  br label %m768
r768:
  %y768 = mul i32 %v768, 3
  br label %m768
m768:
  %w768 = phi i32 [ %x768, %l768 ], [ %y768, %r768 ]
  br label %b769
b769:
  %v769 = phi i32 [ %w768, %m768 ], [ %v769, %b769 ]
  %c769 = icmp ult i32 %v769, 90
  br i1 %c769, label %b769, label %e769
e769:
  %d769 = icmp eq i32 %v769, %n
  br i1 %d769, label %l769, label %r769
l769:
  %x769 = add i32 %v769, 1
  br label %m769
r769:
  %y769 = mul i32 %v769, 3
  br label %m769
m769:
  %w769 = phi i32 [ %x769, %l769 ], [ %y769, %r769 ]
  br label %b770
b770:
  %v770 = phi i32 [ %w769, %m769 ], [ %v770, %b770 ]
  %c770 = icmp ult i32 %v770, 91
  br i1 %c770, label %b770, label %e770
e770:
  %d770 = icmp eq i32 %v770, %n
  br i1 %d770, label %l770, label %r770
l770:
  %x770 = add i32 %v770, 1
  br label %m770
r770:
  %y770 = mul i32 %v770, 3
  br label %m770
m770:
  %w770 = phi i32 [ %x770, %l770 ], [ %y770, %r770 ]
  br label %b771
b771:
  %v771 = phi i32 [ %w770, %m770 ], [ %v771, %b771 ]
  %c771 = icmp ult i32 %v771, 92
  br i1 %c771, label %b771, label %e771
e771:
  %d771 = icmp eq i32 %v771, %n
  br i1 %d771, label %l771, label %r771
l771:
  %x771 = add i32 %v771, 1
  br label %m771
r771:
  %y771 = mul i32 %v771, 3
  br label %m771
m771:
  %w771 = phi i32 [ %x771, %l771 ], [ %y771, %r771 ]
  br label %b772
b772:
  %v772 = phi i32 [ %w771, %m771 ], [ %v772, %b772 ]
  %c772 = icmp ult i32 %v772, 93
  br i1 %c772, label %b772, label %e772
e772:
  %d772 = icmp eq i32 %v772, %n
  br i1 %d772, label %l772, label %r772
l772:
  %x772 = add i32 %v772, 1
  br label %m772
r772:
  %y772 = mul i32 %v772, 3
  br label %m772
m772:
  %w772 = phi i32 [ %x772, %l772 ], [ %y772, %r772 ]
  br label %b773
b773:
  %v773 = phi i32 [ %w772, %m772 ], [ %v773, %b773 ]
  %c773 = icmp ult i32 %v773, 94
  br i1 %c773, label %b773, label %e773
e773:
  %d773 = icmp eq i32 %v773, %n
  br i1 %d773, label %l773, label %r773
l773:
  %x773 = add i32 %v773, 1
  br label %m773
r773:
  %y773 = mul i32 %v773, 3
  br label %m773
m773:
  %w773 = phi i32 [ %x773, %l773 ], [ %y773, %r773 ]
  br label %b774
b774:
  %v774 = phi i32 [ %w773, %m773 ], [ %v774, %b774 ]
  %c774 = icmp ult i32 %v774, 95
  br i1 %c774, label %b774, label %e774
e774:
  %d774 = icmp eq i32 %v774, %n
  br i1 %d774, label %l774, label %r774
l774:
  %x774 = add i32 %v774, 1
  br label %m774
r774:
  %y774 = mul i32 %v774, 3
  br label %m774
m774:
  %w774 = phi i32 [ %x774, %l774 ], [ %y774, %r774 ]
  br label %b775
b775:
  %v775 = phi i32 [ %w774, %m774 ], [ %v775, %b775 ]
  %c775 = icmp ult i32 %v775, 96
  br i1 %c775, label %b775, label %e775
e775:
  %d775 = icmp eq i32 %v775, %n
  br i1 %d775, label %l775, label %r775
l775:
  %x775 = add i32 %v775, 1
  br label %m775
r775:
  %y775 = mul i32 %v775, 3
  br label %m775
m775:
  %w775 = phi i32 [ %x775, %l775 ], [ %y775, %r775 ]
  br label %b776
b776:
  %v776 = phi i32 [ %w775, %m775 ], [ %v776, %b776 ]
  %c776 = icmp ult i32 %v776, 0
  br i1 %c776, label %b776, label %e776
e776:
  %d776 = icmp eq i32 %v776, %n
  br i1 %d776, label %l776, label %r776
l776:
  %x776 = add i32 %v776, 1
  br label %m776
r776:
  %y776 = mul i32 %v776, 3
  br label %m776
m776:
  %w776 = phi i32 [ %x776, %l776 ], [ %y776, %r776 ]
  br label %b777
b777:
  %v777 = phi i32 [ %w776, %m776 ], [ %v777, %b777 ]
  %c777 = icmp ult i32 %v777, 1
  br i1 %c777, label %b777, label %e777
e777:
  %d777 = icmp eq i32 %v777, %n
  br i1 %d777, label %l777, label %r777
l777:
  %x777 = add i32 %v777, 1
  br label %m777
r777:
  %y777 = mul i32 %v777, 3
  br label %m777
m777:
  %w777 = phi i32 [ %x777, %l777 ], [ %y777, %r777 ]
  br label %b778
b778:
  %v778 = phi i32 [ %w777, %m777 ], [ %v778, %b778 ]
  %c778 = icmp ult i32 %v778, 2
  br i1 %c778, label %b778, label %e778
e778:
  %d778 = icmp eq i32 %v778, %n
  br i1 %d778, label %l778, label %r778
l778:
  %x778 = add i32 %v778, 1
  br label %m778
r778:
  %y778 = mul i32 %v778, 3
  br label %m778
m778:
  %w778 = phi i32 [ %x778, %l778 ], [ %y778, %r778 ]
  br label %b779
b779:
  %v779 = phi i32 [ %w778, %m778 ], [ %v779, %b779 ]
  %c779 = icmp ult i32 %v779, 3
  br i1 %c779, label %b779, label %e779
e779:
  %d779 = icmp eq i32 %v779, %n
  br i1 %d779, label %l779, label %r779
l779:
  %x779 = add i32 %v779, 1
  br label %m779
r779:
  %y779 = mul i32 %v779, 3
  br label %m779
m779:
  %w779 = phi i32 [ %x779, %l779 ], [ %y779, %r779 ]
  br label %b780
b780:
  %v780 = phi i32 [ %w779, %m779 ], [ %v780, %b780 ]
  %c780 = icmp ult i32 %v780, 4
  br i1 %c780, label %b780, label %e780
e780:
  %d780 = icmp eq i32 %v780, %n
  br i1 %d780, label %l780, label %r780
l780:
  %x780 = add i32 %v780, 1
  br label %m780
r780:
  %y780 = mul i32 %v780, 3
  br label %m780
m780:
  %w780 = phi i32 [ %x780, %l780 ], [ %y780, %r780 ]
  br label %b781
b781:
  %v781 = phi i32 [ %w780, %m780 ], [ %v781, %b781 ]
  %c781 = icmp ult i32 %v781, 5
  br i1 %c781, label %b781, label %e781
e781:
  %d781 = icmp eq i32 %v781, %n
  br i1 %d781, label %l781, label %r781
l781:
  %x781 = add i32 %v781, 1
  br label %m781
r781:
  %y781 = mul i32 %v781, 3
  br label %m781
m781:
  %w781 = phi i32 [ %x781, %l781 ], [ %y781, %r781 ]
  br label %b782
b782:
  %v782 = phi i32 [ %w781, %m781 ], [ %v782, %b782 ]
  %c782 = icmp ult i32 %v782, 6
  br i1 %c782, label %b782, label %e782
e782:
  %d782 = icmp eq i32 %v782, %n
  br i1 %d782, label %l782, label %r782
l782:
  %x782 = add i32 %v782, 1
  br label %m782
r782:
  %y782 = mul i32 %v782, 3
  br label %m782
m782:
  %w782 = phi i32 [ %x782, %l782 ], [ %y782, %r782 ]
  br label %b783
b783:
  %v783 = phi i32 [ %w782, %m782 ], [ %v783, %b783 ]
  %c783 = icmp ult i32 %v783, 7
  br i1 %c783, label %b783, label %e783
e783:
  %d783 = icmp eq i32 %v783, %n
  br i1 %d783, label %l783, label %r783
l783:
  %x783 = add i32 %v783, 1
  br label %m783
r783:
  %y783 = mul i32 %v783, 3
  br label %m783
m783:
  %w783 = phi i32 [ %x783, %l783 ], [ %y783, %r783 ]
  br label %b784
b784:
  %v784 = phi i32 [ %w783, %m783 ], [ %v784, %b784 ]
  %c784 = icmp ult i32 %v784, 8
  br i1 %c784, label %b784, label %e784
e784:
  %d784 = icmp eq i32 %v784, %n
  br i1 %d784, label %l784, label %r784
l784:
  %x784 = add i32 %v784, 1
  br label %m784
r784:
  %y784 = mul i32 %v784, 3
  br label %m784
m784:
  %w784 = phi i32 [ %x784, %l784 ], [ %y784, %r784 ]
  br label %b785
b785:
  %v785 = phi i32 [ %w784, %m784 ], [ %v785, %b785 ]
  %c785 = icmp ult i32 %v785, 9
  br i1 %c785, label %b785, label %e785
e785:
  %d785 = icmp eq i32 %v785, %n
  br i1 %d785, label %l785, label %r785
l785:
  %x785 = add i32 %v785, 1
  br label %m785
r785:
  %y785 = mul i32 %v785, 3
  br label %m785
m785:
  %w785 = phi i32 [ %x785, %l785 ], [ %y785, %r785 ]
  br label %b786
b786:
  %v786 = phi i32 [ %w785, %m785 ], [ %v786, %b786 ]
  %c786 = icmp ult i32 %v786, 10
  br i1 %c786, label %b786, label %e786
e786:
  %d786 = icmp eq i32 %v786, %n
  br i1 %d786, label %l786, label %r786
l786:
  %x786 = add i32 %v786, 1
  br label %m786
r786:
  %y786 = mul i32 %v786, 3
  br label %m786
m786:
  %w786 = phi i32 [ %x786, %l786 ], [ %y786, %r786 ]
  br label %b787
b787:
  %v787 = phi i32 [ %w786, %m786 ], [ %v787, %b787 ]
  %c787 = icmp ult i32 %v787, 11
  br i1 %c787, label %b787, label %e787
e787:
  %d787 = icmp eq i32 %v787, %n
  br i1 %d787, label %l787, label %r787
l787:
  %x787 = add i32 %v787, 1
  br label %m787
r787:
  %y787 = mul i32 %v787, 3
  br label %m787
m787:
  %w787 = phi i32 [ %x787, %l787 ], [ %y787, %r787 ]
  br label %b788
b788:
  %v788 = phi i32 [ %w787, %m787 ], [ %v788, %b788 ]
  %c788 = icmp ult i32 %v788, 12
  br i1 %c788, label %b788, label %e788
e788:
  %d788 = icmp eq i32 %v788, %n
  br i1 %d788, label %l788, label %r788
l788:
  %x788 = add i32 %v788, 1
  br label %m788
r788:
  %y788 = mul i32 %v788, 3
  br label %m788
m788:
  %w788 = phi i32 [ %x788, %l788 ], [ %y788, %r788 ]
  br label %b789
b789:
  %v789 = phi i32 [ %w788, %m788 ], [ %v789, %b789 ]
  %c789 = icmp ult i32 %v789, 13
  br i1 %c789, label %b789, label %e789
e789:
  %d789 = icmp eq i32 %v789, %n
  br i1 %d789, label %l789, label %r789
l789:
  %x789 = add i32 %v789, 1
  br label %m789
r789:
  %y789 = mul i32 %v789, 3
  br label %m789
m789:
  %w789 = phi i32 [ %x789, %l789 ], [ %y789, %r789 ]
  br label %b790
b790:
  %v790 = phi i32 [ %w789, %m789 ], [ %v790, %b790 ]
  %c790 = icmp ult i32 %v790, 14
  br i1 %c790, label %b790, label %e790
e790:
  %d790 = icmp eq i32 %v790, %n
  br i1 %d790, label %l790, label %r790
l790:
  %x790 = add i32 %v790, 1
  br label %m790
r790:
  %y790 = mul i32 %v790, 3
  br label %m790
m790:
  %w790 = phi i32 [ %x790, %l790 ], [ %y790, %r790 ]
  br label %b791
b791:
  %v791 = phi i32 [ %w790, %m790 ], [ %v791, %b791 ]
  %c791 = icmp ult i32 %v791, 15
  br i1 %c791, label %b791, label %e791
e791:
  %d791 = icmp eq i32 %v791, %n
  br i1 %d791, label %l791, label %r791
l791:
  %x791 = add i32 %v791, 1
  br label %m791
r791:
  %y791 = mul i32 %v791, 3
  br label %m791
m791:
  %w791 = phi i32 [ %x791, %l791 ], [ %y791, %r791 ]
  br label %b792
b792:
  %v792 = phi i32 [ %w791, %m791 ], [ %v792, %b792 ]
  %c792 = icmp ult i32 %v792, 16
  br i1 %c792, label %b792, label %e792
e792:
  %d792 = icmp eq i32 %v792, %n
  br i1 %d792, label %l792, label %r792
l792:
  %x792 = add i32 %v792, 1
  br label %m792
r792:
  %y792 = mul i32 %v792, 3
  br label %m792
m792:
  %w792 = phi i32 [ %x792, %l792 ], [ %y792, %r792 ]
  br label %b793
b793:
  %v793 = phi i32 [ %w792, %m792 ], [ %v793, %b793 ]
  %c793 = icmp ult i32 %v793, 17
  br i1 %c793, label %b793, label %e793
e793:
  %d793 = icmp eq i32 %v793, %n
  br i1 %d793, label %l793, label %r793
l793:
  %x793 = add i32 %v793, 1
  br label %m793
r793:
  %y793 = mul i32 %v793, 3
  br label %m793
m793:
  %w793 = phi i32 [ %x793, %l793 ], [ %y793, %r793 ]
  br label %b794
b794:
  %v794 = phi i32 [ %w793, %m793 ], [ %v794, %b794 ]
  %c794 = icmp ult i32 %v794, 18
  br i1 %c794, label %b794, label %e794
e794:
  %d794 = icmp eq i32 %v794, %n
  br i1 %d794, label %l794, label %r794
l794:
  %x794 = add i32 %v794, 1
  br label %m794
r794:
  %y794 = mul i32 %v794, 3
  br label %m794
m794:
  %w794 = phi i32 [ %x794, %l794 ], [ %y794, %r794 ]
  br label %b795
b795:
  %v795 = phi i32 [ %w794, %m794 ], [ %v795, %b795 ]
  %c795 = icmp ult i32 %v795, 19
  br i1 %c795, label %b795, label %e795
e795:
  %d795 = icmp eq i32 %v795, %n
  br i1 %d795, label %l795, label %r795
l795:
  %x795 = add i32 %v795, 1
  br label %m795
r795:
  %y795 = mul i32 %v795, 3
  br label %m795
m795:
  %w795 = phi i32 [ %x795, %l795 ], [ %y795, %r795 ]
  br label %b796
b796:
  %v796 = phi i32 [ %w795, %m795 ], [ %v796, %b796 ]
  %c796 = icmp ult i32 %v796, 20
  br i1 %c796, label %b796, label %e796
e796:
  %d796 = icmp eq i32 %v796, %n
  br i1 %d796, label %l796, label %r796
l796:
  %x796 = add i32 %v796, 1
  br label %m796
r796:
  %y796 = mul i32 %v796, 3
  br label %m796
m796:
  %w796 = phi i32 [ %x796, %l796 ], [ %y796, %r796 ]
  br label %b797
b797:
  %v797 = phi i32 [ %w796, %m796 ], [ %v797, %b797 ]
  %c797 = icmp ult i32 %v797, 21
  br i1 %c797, label %b797, label %e797
e797:
  %d797 = icmp eq i32 %v797, %n
  br i1 %d797, label %l797, label %r797
l797:
  %x797 = add i32 %v797, 1
  br label %m797
r797:
  %y797 = mul i32 %v797, 3
  br label %m797
m797:
  %w797 = phi i32 [ %x797, %l797 ], [ %y797, %r797 ]
  br label %b798
b798:
  %v798 = phi i32 [ %w797, %m797 ], [ %v798, %b798 ]
  %c798 = icmp ult i32 %v798, 22
  br i1 %c798, label %b798, label %e798
e798:
  %d798 = icmp eq i32 %v798, %n
  br i1 %d798, label %l798, label %r798
l798:
  %x798 = add i32 %v798, 1
  br label %m798
r798:
  %y798 = mul i32 %v798, 3
  br label %m798
m798:
  %w798 = phi i32 [ %x798, %l798 ], [ %y798, %r798 ]
  br label %b799
b799:
  %v799 = phi i32 [ %w798, %m798 ], [ %v799, %b799 ]
  %c799 = icmp ult i32 %v799, 23
  br i1 %c799, label %b799, label %e799
e799:
  %d799 = icmp eq i32 %v799, %n
  br i1 %d799, label %l799, label %r799
l799:
  %x799 = add i32 %v799, 1
  br label %m799
r799:
  %y799 = mul i32 %v799, 3
  br label %m799
m799:
  %w799 = phi i32 [ %x799, %l799 ], [ %y799, %r799 ]
  br label %b800
b800:
  %v800 = phi i32 [ %w799, %m799 ], [ %v800, %b800 ]
  %c800 = icmp ult i32 %v800, 24
  br i1 %c800, label %b800, label %e800
e800:
  %d800 = icmp eq i32 %v800, %n
  br i1 %d800, label %l800, label %r800
l800:
  %x800 = add i32 %v800, 1
  br label %m800
r800:
  %y800 = mul i32 %v800, 3
  br label %m800
m800:
  %w800 = phi i32 [ %x800, %l800 ], [ %y800, %r800 ]
  br label %b801
b801:
  %v801 = phi i32 [ %w800, %m800 ], [ %v801, %b801 ]
  %c801 = icmp ult i32 %v801, 25
  br i1 %c801, label %b801, label %e801
e801:
  %d801 = icmp eq i32 %v801, %n
  br i1 %d801, label %l801, label %r801
l801:
  %x801 = add i32 %v801, 1
  br label %m801
r801:
  %y801 = mul i32 %v801, 3
  br label %m801
m801:
  %w801 = phi i32 [ %x801, %l801 ], [ %y801, %r801 ]
  br label %b802
b802:
  %v802 = phi i32 [ %w801, %m801 ], [ %v802, %b802 ]
  %c802 = icmp ult i32 %v802, 26
  br i1 %c802, label %b802, label %e802
e802:
  %d802 = icmp eq i32 %v802, %n
  br i1 %d802, label %l802, label %r802
l802:
  %x802 = add i32 %v802, 1
  br label %m802
r802:
  %y802 = mul i32 %v802, 3
  br label %m802
m802:
  %w802 = phi i32 [ %x802, %l802 ], [ %y802, %r802 ]
  br label %b803
b803:
  %v803 = phi i32 [ %w802, %m802 ], [ %v803, %b803 ]
  %c803 = icmp ult i32 %v803, 27
  br i1 %c803, label %b803, label %e803
e803:
  %d803 = icmp eq i32 %v803, %n
  br i1 %d803, label %l803, label %r803
l803:
  %x803 = add i32 %v803, 1
  br label %m803
r803:
  %y803 = mul i32 %v803, 3
  br label %m803
m803:
  %w803 = phi i32 [ %x803, %l803 ], [ %y803, %r803 ]
  br label %b804
b804:
  %v804 = phi i32 [ %w803, %m803 ], [ %v804, %b804 ]
  %c804 = icmp ult i32 %v804, 28
  br i1 %c804, label %b804, label %e804
e804:
  %d804 = icmp eq i32 %v804, %n
  br i1 %d804, label %l804, label %r804
l804:
  %x804 = add i32 %v804, 1
  br label %m804
r804:
  %y804 = mul i32 %v804, 3
  br label %m804
m804:
  %w804 = phi i32 [ %x804, %l804 ], [ %y804, %r804 ]
  br label %b805
b805:
  %v805 = phi i32 [ %w804, %m804 ], [ %v805, %b805 ]
  %c805 = icmp ult i32 %v805, 29
  br i1 %c805, label %b805, label %e805
e805:
  %d805 = icmp eq i32 %v805, %n
  br i1 %d805, label %l805, label %r805
l805:
  %x805 = add i32 %v805, 1
  br label %m805
r805:
  %y805 = mul i32 %v805, 3
  br label %m805
m805:
  %w805 = phi i32 [ %x805, %l805 ], [ %y805, %r805 ]
  br label %b806
b806:
  %v806 = phi i32 [ %w805, %m805 ], [ %v806, %b806 ]
  %c806 = icmp ult i32 %v806, 30
  br i1 %c806, label %b806, label %e806
e806:
  %d806 = icmp eq i32 %v806, %n
  br i1 %d806, label %l806, label %r806
l806:
  %x806 = add i32 %v806, 1
  br label %m806
r806:
  %y806 = mul i32 %v806, 3
  br label %m806
m806:
  %w806 = phi i32 [ %x806, %l806 ], [ %y806, %r806 ]
  br label %b807
b807:
  %v807 = phi i32 [ %w806, %m806 ], [ %v807, %b807 ]
  %c807 = icmp ult i32 %v807, 31
  br i1 %c807, label %b807, label %e807
e807:
  %d807 = icmp eq i32 %v807, %n
  br i1 %d807, label %l807, label %r807
l807:
  %x807 = add i32 %v807, 1
  br label %m807
r807:
  %y807 = mul i32 %v807, 3
  br label %m807
m807:
  %w807 = phi i32 [ %x807, %l807 ], [ %y807, %r807 ]
  br label %b808
b808:
  %v808 = phi i32 [ %w807, %m807 ], [ %v808, %b808 ]
  %c808 = icmp ult i32 %v808, 32
  br i1 %c808, label %b808, label %e808
e808:
  %d808 = icmp eq i32 %v808, %n
  br i1 %d808, label %l808, label %r808
l808:
  %x808 = add i32 %v808, 1
  br label %m808
r808:
  %y808 = mul i32 %v808, 3
  br label %m808
m808:
  %w808 = phi i32 [ %x808, %l808 ], [ %y808, %r808 ]
  br label %b809
b809:
  %v809 = phi i32 [ %w808, %m808 ], [ %v809, %b809 ]
  %c809 = icmp ult i32 %v809, 33
  br i1 %c809, label %b809, label %e809
e809:
  %d809 = icmp eq i32 %v809, %n
  br i1 %d809, label %l809, label %r809
l809:
  %x809 = add i32 %v809, 1
  br label %m809
r809:
  %y809 = mul i32 %v809, 3
  br label %m809
m809:
  %w809 = phi i32 [ %x809, %l809 ], [ %y809, %r809 ]
  br label %b810
b810:
  %v810 = phi i32 [ %w809, %m809 ], [ %v810, %b810 ]
  %c810 = icmp ult i32 %v810, 34
  br i1 %c810, label %b810, label %e810
e810:
  %d810 = icmp eq i32 %v810, %n
  br i1 %d810, label %l810, label %r810
l810:
  %x810 = add i32 %v810, 1
  br label %m810
r810:
  %y810 = mul i32 %v810, 3
  br label %m810
m810:
  %w810 = phi i32 [ %x810, %l810 ], [ %y810, %r810 ]
  br label %b811
b811:
  %v811 = phi i32 [ %w810, %m810 ], [ %v811, %b811 ]
  %c811 = icmp ult i32 %v811, 35
  br i1 %c811, label %b811, label %e811
e811:
  %d811 = icmp eq i32 %v811, %n
  br i1 %d811, label %l811, label %r811
l811:
  %x811 = add i32 %v811, 1
  br label %m811
r811:
  %y811 = mul i32 %v811, 3
  br label %m811
m811:
  %w811 = phi i32 [ %x811, %l811 ], [ %y811, %r811 ]
  br label %b812
b812:
  %v812 = phi i32 [ %w811, %m811 ], [ %v812, %b812 ]
  %c812 = icmp ult i32 %v812, 36
  br i1 %c812, label %b812, label %e812
e812:
  %d812 = icmp eq i32 %v812, %n
  br i1 %d812, label %l812, label %r812
l812:
  %x812 = add i32 %v812, 1
  br label %m812
r812:
  %y812 = mul i32 %v812, 3
  br label %m812
m812:
  %w812 = phi i32 [ %x812, %l812 ], [ %y812, %r812 ]
  br label %b813
b813:
  %v813 = phi i32 [ %w812, %m812 ], [ %v813, %b813 ]
  %c813 = icmp ult i32 %v813, 37
  br i1 %c813, label %b813, label %e813
e813:
  %d813 = icmp eq i32 %v813, %n
  br i1 %d813, label %l813, label %r813
l813:
  %x813 = add i32 %v813, 1
  br label %m813
r813:
  %y813 = mul i32 %v813, 3
  br label %m813
m813:
  %w813 = phi i32 [ %x813, %l813 ], [ %y813, %r813 ]
  br label %b814
b814:
  %v814 = phi i32 [ %w813, %m813 ], [ %v814, %b814 ]
  %c814 = icmp ult i32 %v814, 38
  br i1 %c814, label %b814, label %e814
e814:
  %d814 = icmp eq i32 %v814, %n
  br i1 %d814, label %l814, label %r814
l814:
  %x814 = add i32 %v814, 1
  br label %m814
r814:
  %y814 = mul i32 %v814, 3
  br label %m814
m814:
  %w814 = phi i32 [ %x814, %l814 ], [ %y814, %r814 ]
  br label %b815
b815:
  %v815 = phi i32 [ %w814, %m814 ], [ %v815, %b815 ]
  %c815 = icmp ult i32 %v815, 39
  br i1 %c815, label %b815, label %e815
e815:
  %d815 = icmp eq i32 %v815, %n
  br i1 %d815, label %l815, label %r815
l815:
  %x815 = add i32 %v815, 1
  br label %m815
r815:
  %y815 = mul i32 %v815, 3
  br label %m815
m815:
  %w815 = phi i32 [ %x815, %l815 ], [ %y815, %r815 ]
  br label %b816
b816:
  %v816 = phi i32 [ %w815, %m815 ], [ %v816, %b816 ]
  %c816 = icmp ult i32 %v816, 40
  br i1 %c816, label %b816, label %e816
e816:
  %d816 = icmp eq i32 %v816, %n
  br i1 %d816, label %l816, label %r816
l816:
  %x816 = add i32 %v816, 1
  br label %m816
r816:
  %y816 = mul i32 %v816, 3
  br label %m816
m816:
  %w816 = phi i32 [ %x816, %l816 ], [ %y816, %r816 ]
  br label %b817
b817:
  %v817 = phi i32 [ %w816, %m816 ], [ %v817, %b817 ]
  %c817 = icmp ult i32 %v817, 41
  br i1 %c817, label %b817, label %e817
e817:
  %d817 = icmp eq i32 %v817, %n
  br i1 %d817, label %l817, label %r817
l817:
  %x817 = add i32 %v817, 1
  br label %m817
r817:
  %y817 = mul i32 %v817, 3
  br label %m817
m817:
  %w817 = phi i32 [ %x817, %l817 ], [ %y817, %r817 ]
  br label %b818
b818:
  %v818 = phi i32 [ %w817, %m817 ], [ %v818, %b818 ]
  %c818 = icmp ult i32 %v818, 42
  br i1 %c818, label %b818, label %e818
e818:
  %d818 = icmp eq i32 %v818, %n
  br i1 %d818, label %l818, label %r818
l818:
  %x818 = add i32 %v818, 1
  br label %m818
r818:
  %y818 = mul i32 %v818, 3
  br label %m818
m818:
  %w818 = phi i32 [ %x818, %l818 ], [ %y818, %r818 ]
  br label %b819
b819:
  %v819 = phi i32 [ %w818, %m818 ], [ %v819, %b819 ]
  %c819 = icmp ult i32 %v819, 43
  br i1 %c819, label %b819, label %e819
e819:
  %d819 = icmp eq i32 %v819, %n
  br i1 %d819, label %l819, label %r819
l819:
  %x819 = add i32 %v819, 1
  br label %m819
r819:
  %y819 = mul i32 %v819, 3
  br label %m819
m819:
  %w819 = phi i32 [ %x819, %l819 ], [ %y819, %r819 ]
  br label %b820
b820:
  %v820 = phi i32 [ %w819, %m819 ], [ %v820, %b820 ]
  %c820 = icmp ult i32 %v820, 44
  br i1 %c820, label %b820, label %e820
e820:
  %d820 = icmp eq i32 %v820, %n
  br i1 %d820, label %l820, label %r820
l820:
  %x820 = add i32 %v820, 1
  br label %m820
r820:
  %y820 = mul i32 %v820, 3
  br label %m820
m820:
  %w820 = phi i32 [ %x820, %l820 ], [ %y820, %r820 ]
  br label %b821
b821:
  %v821 = phi i32 [ %w820, %m820 ], [ %v821, %b821 ]
  %c821 = icmp ult i32 %v821, 45
  br i1 %c821, label %b821, label %e821
e821:
  %d821 = icmp eq i32 %v821, %n
  br i1 %d821, label %l821, label %r821
l821:
  %x821 = add i32 %v821, 1
  br label %m821
r821:
  %y821 = mul i32 %v821, 3
  br label %m821
m821:
  %w821 = phi i32 [ %x821, %l821 ], [ %y821, %r821 ]
  br label %b822
b822:
  %v822 = phi i32 [ %w821, %m821 ], [ %v822, %b822 ]
  %c822 = icmp ult i32 %v822, 46
  br i1 %c822, label %b822, label %e822
e822:
  %d822 = icmp eq i32 %v822, %n
  br i1 %d822, label %l822, label %r822
l822:
  %x822 = add i32 %v822, 1
  br label %m822
r822:
  %y822 = mul i32 %v822, 3
  br label %m822
m822:
  %w822 = phi i32 [ %x822, %l822 ], [ %y822, %r822 ]
  br label %b823
b823:
  %v823 = phi i32 [ %w822, %m822 ], [ %v823, %b823 ]
  %c823 = icmp ult i32 %v823, 47
  br i1 %c823, label %b823, label %e823
e823:
  %d823 = icmp eq i32 %v823, %n
  br i1 %d823, label %l823, label %r823
l823:
  %x823 = add i32 %v823, 1
  br label %m823
r823:
  %y823 = mul i32 %v823, 3
  br label %m823
m823:
  %w823 = phi i32 [ %x823, %l823 ], [ %y823, %r823 ]
  br label %b824
b824:
  %v824 = phi i32 [ %w823, %m823 ], [ %v824, %b824 ]
  %c824 = icmp ult i32 %v824, 48
  br i1 %c824, label %b824, label %e824
e824:
  %d824 = icmp eq i32 %v824, %n
  br i1 %d824, label %l824, label %r824
l824:
  %x824 = add i32 %v824, 1
  br label %m824
r824:
  %y824 = mul i32 %v824, 3
  br label %m824
m824:
  %w824 = phi i32 [ %x824, %l824 ], [ %y824, %r824 ]
  br label %b825
b825:
  %v825 = phi i32 [ %w824, %m824 ], [ %v825, %b825 ]
  %c825 = icmp ult i32 %v825, 49
  br i1 %c825, label %b825, label %e825
e825:
  %d825 = icmp eq i32 %v825, %n
  br i1 %d825, label %l825, label %r825
l825:
  %x825 = add i32 %v825, 1
  br label %m825
r825:
  %y825 = mul i32 %v825, 3
  br label %m825
m825:
  %w825 = phi i32 [ %x825, %l825 ], [ %y825, %r825 ]
  br label %b826
b826:
  %v826 = phi i32 [ %w825, %m825 ], [ %v826, %b826 ]
  %c826 = icmp ult i32 %v826, 50
  br i1 %c826, label %b826, label %e826
e826:
  %d826 = icmp eq i32 %v826, %n
  br i1 %d826, label %l826, label %r826
l826:
  %x826 = add i32 %v826, 1
  br label %m826
r826:
  %y826 = mul i32 %v826, 3
  br label %m826
m826:
  %w826 = phi i32 [ %x826, %l826 ], [ %y826, %r826 ]
  br label %b827
b827:
  %v827 = phi i32 [ %w826, %m826 ], [ %v827, %b827 ]
  %c827 = icmp ult i32 %v827, 51
  br i1 %c827, label %b827, label %e827
e827:
  %d827 = icmp eq i32 %v827, %n
  br i1 %d827, label %l827, label %r827
l827:
  %x827 = add i32 %v827, 1
  br label %m827
r827:
  %y827 = mul i32 %v827, 3
  br label %m827
m827:
  %w827 = phi i32 [ %x827, %l827 ], [ %y827, %r827 ]
  br label %b828
b828:
  %v828 = phi i32 [ %w827, %m827 ], [ %v828, %b828 ]
  %c828 = icmp ult i32 %v828, 52
  br i1 %c828, label %b828, label %e828
e828:
  %d828 = icmp eq i32 %v828, %n
  br i1 %d828, label %l828, label %r828
l828:
  %x828 = add i32 %v828, 1
  br label %m828
r828:
  %y828 = mul i32 %v828, 3
  br label %m828
m828:
  %w828 = phi i32 [ %x828, %l828 ], [ %y828, %r828 ]
  br label %b829
b829:
  %v829 = phi i32 [ %w828, %m828 ], [ %v829, %b829 ]
  %c829 = icmp ult i32 %v829, 53
  br i1 %c829, label %b829, label %e829
e829:
  %d829 = icmp eq i32 %v829, %n
  br i1 %d829, label %l829, label %r829
l829:
  %x829 = add i32 %v829, 1
  br label %m829
r829:
  %y829 = mul i32 %v829, 3
  br label %m829
m829:
  %w829 = phi i32 [ %x829, %l829 ], [ %y829, %r829 ]
  br label %b830
b830:
  %v830 = phi i32 [ %w829, %m829 ], [ %v830, %b830 ]
  %c830 = icmp ult i32 %v830, 54
  br i1 %c830, label %b830, label %e830
e830:
  %d830 = icmp eq i32 %v830, %n
  br i1 %d830, label %l830, label %r830
l830:
  %x830 = add i32 %v830, 1
  br label %m830
r830:
  %y830 = mul i32 %v830, 3
  br label %m830
m830:
  %w830 = phi i32 [ %x830, %l830 ], [ %y830, %r830 ]
  br label %b831
b831:
  %v831 = phi i32 [ %w830, %m830 ], [ %v831, %b831 ]
  %c831 = icmp ult i32 %v831, 55
  br i1 %c831, label %b831, label %e831
e831:
  %d831 = icmp eq i32 %v831, %n
  br i1 %d831, label %l831, label %r831
l831:
  %x831 = add i32 %v831, 1
  br label %m831
r831:
  %y831 = mul i32 %v831, 3
  br label %m831
m831:
  %w831 = phi i32 [ %x831, %l831 ], [ %y831, %r831 ]
  br label %b832
b832:
  %v832 = phi i32 [ %w831, %m831 ], [ %v832, %b832 ]
  %c832 = icmp ult i32 %v832, 56
  br i1 %c832, label %b832, label %e832
e832:
  %d832 = icmp eq i32 %v832, %n
  br i1 %d832, label %l832, label %r832
l832:
  %x832 = add i32 %v832, 1
  br label %m832
r832:
  %y832 = mul i32 %v832, 3
  br label %m832
m832:
  %w832 = phi i32 [ %x832, %l832 ], [ %y832, %r832 ]
  br label %b833
b833:
  %v833 = phi i32 [ %w832, %m832 ], [ %v833, %b833 ]
  %c833 = icmp ult i32 %v833, 57
  br i1 %c833, label %b833, label %e833
e833:
  %d833 = icmp eq i32 %v833, %n
  br i1 %d833, label %l833, label %r833
l833:
  %x833 = add i32 %v833, 1
  br label %m833
r833:
  %y833 = mul i32 %v833, 3
  br label %m833
m833:
  %w833 = phi i32 [ %x833, %l833 ], [ %y833, %r833 ]
  br label %b834
b834:
  %v834 = phi i32 [ %w833, %m833 ], [ %v834, %b834 ]
  %c834 = icmp ult i32 %v834, 58
  br i1 %c834, label %b834, label %e834
e834:
  %d834 = icmp eq i32 %v834, %n
  br i1 %d834, label %l834, label %r834
l834:
  %x834 = add i32 %v834, 1
  br label %m834
r834:
  %y834 = mul i32 %v834, 3
  br label %m834
m834:
  %w834 = phi i32 [ %x834, %l834 ], [ %y834, %r834 ]
  br label %b835
b835:
  %v835 = phi i32 [ %w834, %m834 ], [ %v835, %b835 ]
  %c835 = icmp ult i32 %v835, 59
  br i1 %c835, label %b835, label %e835
e835:
  %d835 = icmp eq i32 %v835, %n
  br i1 %d835, label %l835, label %r835
l835:
  %x835 = add i32 %v835, 1
  br label %m835
r835:
  %y835 = mul i32 %v835, 3
  br label %m835
m835:
  %w835 = phi i32 [ %x835, %l835 ], [ %y835, %r835 ]
  br label %b836
b836:
  %v836 = phi i32 [ %w835, %m835 ], [ %v836, %b836 ]
  %c836 = icmp ult i32 %v836, 60
  br i1 %c836, label %b836, label %e836
e836:
  %d836 = icmp eq i32 %v836, %n
  br i1 %d836, label %l836, label %r836
l836:
  %x836 = add i32 %v836, 1
  br label %m836
r836:
  %y836 = mul i32 %v836, 3
  br label %m836
m836:
  %w836 = phi i32 [ %x836, %l836 ], [ %y836, %r836 ]
  br label %b837
b837:
  %v837 = phi i32 [ %w836, %m836 ], [ %v837, %b837 ]
  %c837 = icmp ult i32 %v837, 61
  br i1 %c837, label %b837, label %e837
e837:
  %d837 = icmp eq i32 %v837, %n
  br i1 %d837, label %l837, label %r837
l837:
  %x837 = add i32 %v837, 1
  br label %m837
r837:
  %y837 = mul i32 %v837, 3
  br label %m837
m837:
  %w837 = phi i32 [ %x837, %l837 ], [ %y837, %r837 ]
  br label %b838
b838:
  %v838 = phi i32 [ %w837, %m837 ], [ %v838, %b838 ]
  %c838 = icmp ult i32 %v838, 62
  br i1 %c838, label %b838, label %e838
e838:
  %d838 = icmp eq i32 %v838, %n
  br i1 %d838, label %l838, label %r838
l838:
  %x838 = add i32 %v838, 1
  br label %m838
r838:
  %y838 = mul i32 %v838, 3
  br label %m838
m838:
  %w838 = phi i32 [ %x838, %l838 ], [ %y838, %r838 ]
  br label %b839
b839:
  %v839 = phi i32 [ %w838, %m838 ], [ %v839, %b839 ]
  %c839 = icmp ult i32 %v839, 63
  br i1 %c839, label %b839, label %e839
e839:
  %d839 = icmp eq i32 %v839, %n
  br i1 %d839, label %l839, label %r839
l839:
  %x839 = add i32 %v839, 1
  br label %m839
r839:
  %y839 = mul i32 %v839, 3
  br label %m839
m839:
  %w839 = phi i32 [ %x839, %l839 ], [ %y839, %r839 ]
  br label %b840
b840:
  %v840 = phi i32 [ %w839, %m839 ], [ %v840, %b840 ]
  %c840 = icmp ult i32 %v840, 64
  br i1 %c840, label %b840, label %e840
e840:
  %d840 = icmp eq i32 %v840, %n
  br i1 %d840, label %l840, label %r840
l840:
  %x840 = add i32 %v840, 1
  br label %m840
r840:
  %y840 = mul i32 %v840, 3
  br label %m840
m840:
  %w840 = phi i32 [ %x840, %l840 ], [ %y840, %r840 ]
  br label %b841
b841:
  %v841 = phi i32 [ %w840, %m840 ], [ %v841, %b841 ]
  %c841 = icmp ult i32 %v841, 65
  br i1 %c841, label %b841, label %e841
e841:
  %d841 = icmp eq i32 %v841, %n
  br i1 %d841, label %l841, label %r841
l841:
  %x841 = add i32 %v841, 1
  br label %m841
r841:
  %y841 = mul i32 %v841, 3
  br label %m841
m841:
  %w841 = phi i32 [ %x841, %l841 ], [ %y841, %r841 ]
  br label %b842
b842:
  %v842 = phi i32 [ %w841, %m841 ], [ %v842, %b842 ]
  %c842 = icmp ult i32 %v842, 66
  br i1 %c842, label %b842, label %e842
e842:
  %d842 = icmp eq i32 %v842, %n
  br i1 %d842, label %l842, label %r842
l842:
  %x842 = add i32 %v842, 1
  br label %m842
r842:
  %y842 = mul i32 %v842, 3
  br label %m842
m842:
  %w842 = phi i32 [ %x842, %l842 ], [ %y842, %r842 ]
  br label %b843
b843:
  %v843 = phi i32 [ %w842, %m842 ], [ %v843, %b843 ]
  %c843 = icmp ult i32 %v843, 67
  br i1 %c843, label %b843, label %e843
e843:
  %d843 = icmp eq i32 %v843, %n
  br i1 %d843, label %l843, label %r843
l843:
  %x843 = add i32 %v843, 1
  br label %m843
r843:
  %y843 = mul i32 %v843, 3
  br label %m843
m843:
  %w843 = phi i32 [ %x843, %l843 ], [ %y843, %r843 ]
  br label %b844
b844:
  %v844 = phi i32 [ %w843, %m843 ], [ %v844, %b844 ]
  %c844 = icmp ult i32 %v844, 68
  br i1 %c844, label %b844, label %e844
e844:
  %d844 = icmp eq i32 %v844, %n
  br i1 %d844, label %l844, label %r844
l844:
  %x844 = add i32 %v844, 1
  br label %m844
r844:
  %y844 = mul i32 %v844, 3
  br label %m844
m844:
  %w844 = phi i32 [ %x844, %l844 ], [ %y844, %r844 ]
  br label %b845
b845:
  %v845 = phi i32 [ %w844, %m844 ], [ %v845, %b845 ]
  %c845 = icmp ult i32 %v845, 69
  br i1 %c845, label %b845, label %e845
e845:
  %d845 = icmp eq i32 %v845, %n
  br i1 %d845, label %l845, label %r845
l845:
  %x845 = add i32 %v845, 1
  br label %m845
r845:
  %y845 = mul i32 %v845, 3
  br label %m845
m845:
  %w845 = phi i32 [ %x845, %l845 ], [ %y845, %r845 ]
  br label %b846
b846:
  %v846 = phi i32 [ %w845, %m845 ], [ %v846, %b846 ]
  %c846 = icmp ult i32 %v846, 70
  br i1 %c846, label %b846, label %e846
e846:
  %d846 = icmp eq i32 %v846, %n
  br i1 %d846, label %l846, label %r846
l846:
  %x846 = add i32 %v846, 1
  br label %m846
r846:
  %y846 = mul i32 %v846, 3
  br label %m846
m846:
  %w846 = phi i32 [ %x846, %l846 ], [ %y846, %r846 ]
  br label %b847
b847:
  %v847 = phi i32 [ %w846, %m846 ], [ %v847, %b847 ]
  %c847 = icmp ult i32 %v847, 71
  br i1 %c847, label %b847, label %e847
e847:
  %d847 = icmp eq i32 %v847, %n
  br i1 %d847, label %l847, label %r847
l847:
  %x847 = add i32 %v847, 1
  br label %m847
r847:
  %y847 = mul i32 %v847, 3
  br label %m847
m847:
  %w847 = phi i32 [ %x847, %l847 ], [ %y847, %r847 ]
  br label %b848
b848:
  %v848 = phi i32 [ %w847, %m847 ], [ %v848, %b848 ]
  %c848 = icmp ult i32 %v848, 72
  br i1 %c848, label %b848, label %e848
e848:
  %d848 = icmp eq i32 %v848, %n
  br i1 %d848, label %l848, label %r848
l848:
  %x848 = add i32 %v848, 1
  br label %m848
r848:
  %y848 = mul i32 %v848, 3
  br label %m848
m848:
  %w848 = phi i32 [ %x848, %l848 ], [ %y848, %r848 ]
  br label %b849
b849:
  %v849 = phi i32 [ %w848, %m848 ], [ %v849, %b849 ]
  %c849 = icmp ult i32 %v849, 73
  br i1 %c849, label %b849, label %e849
e849:
  %d849 = icmp eq i32 %v849, %n
  br i1 %d849, label %l849, label %r849
l849:
  %x849 = add i32 %v849, 1
  br label %m849
r849:
  %y849 = mul i32 %v849, 3
  br label %m849
m849:
  %w849 = phi i32 [ %x849, %l849 ], [ %y849, %r849 ]
  br label %b850
b850:
  %v850 = phi i32 [ %w849, %m849 ], [ %v850, %b850 ]
  %c850 = icmp ult i32 %v850, 74
  br i1 %c850, label %b850, label %e850
e850:
  %d850 = icmp eq i32 %v850, %n
  br i1 %d850, label %l850, label %r850
l850:
  %x850 = add i32 %v850, 1
  br label %m850
r850:
  %y850 = mul i32 %v850, 3
  br label %m850
m850:
  %w850 = phi i32 [ %x850, %l850 ], [ %y850, %r850 ]
  br label %b851
b851:
  %v851 = phi i32 [ %w850, %m850 ], [ %v851, %b851 ]
  %c851 = icmp ult i32 %v851, 75
  br i1 %c851, label %b851, label %e851
e851:
  %d851 = icmp eq i32 %v851, %n
  br i1 %d851, label %l851, label %r851
l851:
  %x851 = add i32 %v851, 1
  br label %m851
r851:
  %y851 = mul i32 %v851, 3
  br label %m851
m851:
  %w851 = phi i32 [ %x851, %l851 ], [ %y851, %r851 ]
  br label %b852
b852:
  %v852 = phi i32 [ %w851, %m851 ], [ %v852, %b852 ]
  %c852 = icmp ult i32 %v852, 76
  br i1 %c852, label %b852, label %e852
e852:
  %d852 = icmp eq i32 %v852, %n
  br i1 %d852, label %l852, label %r852
l852:
  %x852 = add i32 %v852, 1
  br label %m852
r852:
  %y852 = mul i32 %v852, 3
  br label %m852
m852:
  %w852 = phi i32 [ %x852, %l852 ], [ %y852, %r852 ]
  br label %b853
b853:
  %v853 = phi i32 [ %w852, %m852 ], [ %v853, %b853 ]
  %c853 = icmp ult i32 %v853, 77
  br i1 %c853, label %b853, label %e853
e853:
  %d853 = icmp eq i32 %v853, %n
  br i1 %d853, label %l853, label %r853
l853:
  %x853 = add i32 %v853, 1
  br label %m853
r853:
  %y853 = mul i32 %v853, 3
  br label %m853
m853:
  %w853 = phi i32 [ %x853, %l853 ], [ %y853, %r853 ]
  br label %b854
b854:
  %v854 = phi i32 [ %w853, %m853 ], [ %v854, %b854 ]
  %c854 = icmp ult i32 %v854, 78
  br i1 %c854, label %b854, label %e854
e854:
  %d854 = icmp eq i32 %v854, %n
  br i1 %d854, label %l854, label %r854
l854:
  %x854 = add i32 %v854, 1
  br label %m854
r854:
  %y854 = mul i32 %v854, 3
  br label %m854
m854:
  %w854 = phi i32 [ %x854, %l854 ], [ %y854, %r854 ]
  br label %b855
b855:
  %v855 = phi i32 [ %w854, %m854 ], [ %v855, %b855 ]
  %c855 = icmp ult i32 %v855, 79
  br i1 %c855, label %b855, label %e855
e855:
  %d855 = icmp eq i32 %v855, %n
  br i1 %d855, label %l855, label %r855
l855:
  %x855 = add i32 %v855, 1
  br label %m855
r855:
  %y855 = mul i32 %v855, 3
  br label %m855
m855:
  %w855 = phi i32 [ %x855, %l855 ], [ %y855, %r855 ]
  br label %b856
b856:
  %v856 = phi i32 [ %w855, %m855 ], [ %v856, %b856 ]
  %c856 = icmp ult i32 %v856, 80
  br i1 %c856, label %b856, label %e856
e856:
  %d856 = icmp eq i32 %v856, %n
  br i1 %d856, label %l856, label %r856
l856:
  %x856 = add i32 %v856, 1
  br label %m856
r856:
  %y856 = mul i32 %v856, 3
  br label %m856
m856:
  %w856 = phi i32 [ %x856, %l856 ], [ %y856, %r856 ]
  br label %b857
b857:
  %v857 = phi i32 [ %w856, %m856 ], [ %v857, %b857 ]
  %c857 = icmp ult i32 %v857, 81
  br i1 %c857, label %b857, label %e857
e857:
  %d857 = icmp eq i32 %v857, %n
  br i1 %d857, label %l857, label %r857
l857:
  %x857 = add i32 %v857, 1
  br label %m857
r857:
  %y857 = mul i32 %v857, 3
  br label %m857
m857:
  %w857 = phi i32 [ %x857, %l857 ], [ %y857, %r857 ]
  br label %b858
b858:
  %v858 = phi i32 [ %w857, %m857 ], [ %v858, %b858 ]
  %c858 = icmp ult i32 %v858, 82
  br i1 %c858, label %b858, label %e858
e858:
  %d858 = icmp eq i32 %v858, %n
  br i1 %d858, label %l858, label %r858
l858:
  %x858 = add i32 %v858, 1
  br label %m858
r858:
  %y858 = mul i32 %v858, 3
  br label %m858
m858:
  %w858 = phi i32 [ %x858, %l858 ], [ %y858, %r858 ]
  br label %b859
b859:
  %v859 = phi i32 [ %w858, %m858 ], [ %v859, %b859 ]
  %c859 = icmp ult i32 %v859, 83
  br i1 %c859, label %b859, label %e859
e859:
  %d859 = icmp eq i32 %v859, %n
  br i1 %d859, label %l859, label %r859
l859:
  %x859 = add i32 %v859, 1
  br label %m859
r859:
  %y859 = mul i32 %v859, 3
  br label %m859
m859:
  %w859 = phi i32 [ %x859, %l859 ], [ %y859, %r859 ]
  br label %b860
b860:
  %v860 = phi i32 [ %w859, %m859 ], [ %v860, %b860 ]
  %c860 = icmp ult i32 %v860, 84
  br i1 %c860, label %b860, label %e860
e860:
  %d860 = icmp eq i32 %v860, %n
  br i1 %d860, label %l860, label %r860
l860:
  %x860 = add i32 %v860, 1
  br label %m860
r860:
  %y860 = mul i32 %v860, 3
  br label %m860
m860:
  %w860 = phi i32 [ %x860, %l860 ], [ %y860, %r860 ]
  br label %b861
b861:
  %v861 = phi i32 [ %w860, %m860 ], [ %v861, %b861 ]
  %c861 = icmp ult i32 %v861, 85
  br i1 %c861, label %b861, label %e861
e861:
  %d861 = icmp eq i32 %v861, %n
  br i1 %d861, label %l861, label %r861
l861:
  %x861 = add i32 %v861, 1
  br label %m861
r861:
  %y861 = mul i32 %v861, 3
  br label %m861
m861:
  %w861 = phi i32 [ %x861, %l861 ], [ %y861, %r861 ]
  br label %b862
b862:
  %v862 = phi i32 [ %w861, %m861 ], [ %v862, %b862 ]
  %c862 = icmp ult i32 %v862, 86
  br i1 %c862, label %b862, label %e862
e862:
  %d862 = icmp eq i32 %v862, %n
  br i1 %d862, label %l862, label %r862
l862:
  %x862 = add i32 %v862, 1
  br label %m862
r862:
  %y862 = mul i32 %v862, 3
  br label %m862
m862:
  %w862 = phi i32 [ %x862, %l862 ], [ %y862, %r862 ]
  br label %b863
b863:
  %v863 = phi i32 [ %w862, %m862 ], [ %v863, %b863 ]
  %c863 = icmp ult i32 %v863, 87
  br i1 %c863, label %b863, label %e863
e863:
  %d863 = icmp eq i32 %v863, %n
  br i1 %d863, label %l863, label %r863
l863:
  %x863 = add i32 %v863, 1
  br label %m863
r863:
  %y863 = mul i32 %v863, 3
  br label %m863
m863:
  %w863 = phi i32 [ %x863, %l863 ], [ %y863, %r863 ]
  br label %b864
b864:
  %v864 = phi i32 [ %w863, %m863 ], [ %v864, %b864 ]
  %c864 = icmp ult i32 %v864, 88
  br i1 %c864, label %b864, label %e864
e864:
  %d864 = icmp eq i32 %v864, %n
  br i1 %d864, label %l864, label %r864
l864:
  %x864 = add i32 %v864, 1
  br label %m864
r864:
  %y864 = mul i32 %v864, 3
  br label %m864
m864:
  %w864 = phi i32 [ %x864, %l864 ], [ %y864, %r864 ]
  br label %b865
b865:
  %v865 = phi i32 [ %w864, %m864 ], [ %v865, %b865 ]
  %c865 = icmp ult i32 %v865, 89
  br i1 %c865, label %b865, label %e865
e865:
  %d865 = icmp eq i32 %v865, %n
  br i1 %d865, label %l865, label %r865
l865:
  %x865 = add i32 %v865, 1
  br label %m865
r865:
  %y865 = mul i32 %v865, 3
  br label %m865
m865:
  %w865 = phi i32 [ %x865, %l865 ], [ %y865, %r865 ]
  br label %b866
b866:
  %v866 = phi i32 [ %w865, %m865 ], [ %v866, %b866 ]
  %c866 = icmp ult i32 %v866, 90
  br i1 %c866, label %b866, label %e866
e866:
  %d866 = icmp eq i32 %v866, %n
  br i1 %d866, label %l866, label %r866
l866:
  %x866 = add i32 %v866, 1
  br label %m866
r866:
  %y866 = mul i32 %v866, 3
  br label %m866
m866:
  %w866 = phi i32 [ %x866, %l866 ], [ %y866, %r866 ]
  br label %b867
b867:
  %v867 = phi i32 [ %w866, %m866 ], [ %v867, %b867 ]
  %c867 = icmp ult i32 %v867, 91
  br i1 %c867, label %b867, label %e867
e867:
  %d867 = icmp eq i32 %v867, %n
  br i1 %d867, label %l867, label %r867
l867:
  %x867 = add i32 %v867, 1
  br label %m867
r867:
  %y867 = mul i32 %v867, 3
  br label %m867
m867:
  %w867 = phi i32 [ %x867, %l867 ], [ %y867, %r867 ]
  br label %b868
b868:
  %v868 = phi i32 [ %w867, %m867 ], [ %v868, %b868 ]
  %c868 = icmp ult i32 %v868, 92
  br i1 %c868, label %b868, label %e868
e868:
  %d868 = icmp eq i32 %v868, %n
  br i1 %d868, label %l868, label %r868
l868:
  %x868 = add i32 %v868, 1
  br label %m868
r868:
  %y868 = mul i32 %v868, 3
  br label %m868
m868:
  %w868 = phi i32 [ %x868, %l868 ], [ %y868, %r868 ]
  br label %b869
b869:
  %v869 = phi i32 [ %w868, %m868 ], [ %v869, %b869 ]
  %c869 = icmp ult i32 %v869, 93
  br i1 %c869, label %b869, label %e869
e869:
  %d869 = icmp eq i32 %v869, %n
  br i1 %d869, label %l869, label %r869
l869:
  %x869 = add i32 %v869, 1
  br label %m869
r869:
  %y869 = mul i32 %v869, 3
  br label %m869
m869:
  %w869 = phi i32 [ %x869, %l869 ], [ %y869, %r869 ]
  br label %b870
b870:
  %v870 = phi i32 [ %w869, %m869 ], [ %v870, %b870 ]
  %c870 = icmp ult i32 %v870, 94
  br i1 %c870, label %b870, label %e870
e870:
  %d870 = icmp eq i32 %v870, %n
  br i1 %d870, label %l870, label %r870
l870:
  %x870 = add i32 %v870, 1
  br label %m870
r870:
  %y870 = mul i32 %v870, 3
  br label %m870
m870:
  %w870 = phi i32 [ %x870, %l870 ], [ %y870, %r870 ]
  br label %b871
b871:
  %v871 = phi i32 [ %w870, %m870 ], [ %v871, %b871 ]
  %c871 = icmp ult i32 %v871, 95
  br i1 %c871, label %b871, label %e871
e871:
  %d871 = icmp eq i32 %v871, %n
  br i1 %d871, label %l871, label %r871
l871:
  %x871 = add i32 %v871, 1
  br label %m871
r871:
  %y871 = mul i32 %v871, 3
  br label %m871
m871:
  %w871 = phi i32 [ %x871, %l871 ], [ %y871, %r871 ]
  br label %b872
b872:
  %v872 = phi i32 [ %w871, %m871 ], [ %v872, %b872 ]
  %c872 = icmp ult i32 %v872, 96
  br i1 %c872, label %b872, label %e872
e872:
  %d872 = icmp eq i32 %v872, %n
  br i1 %d872, label %l872, label %r872
l872:
  %x872 = add i32 %v872, 1
  br label %m872
r872:
  %y872 = mul i32 %v872, 3
  br label %m872
m872:
  %w872 = phi i32 [ %x872, %l872 ], [ %y872, %r872 ]
  br label %b873
b873:
  %v873 = phi i32 [ %w872, %m872 ], [ %v873, %b873 ]
  %c873 = icmp ult i32 %v873, 0
  br i1 %c873, label %b873, label %e873
e873:
  %d873 = icmp eq i32 %v873, %n
  br i1 %d873, label %l873, label %r873
l873:
  %x873 = add i32 %v873, 1
  br label %m873
r873:
  %y873 = mul i32 %v873, 3
  br label %m873
m873:
  %w873 = phi i32 [ %x873, %l873 ], [ %y873, %r873 ]
  br label %b874
b874:
  %v874 = phi i32 [ %w873, %m873 ], [ %v874, %b874 ]
  %c874 = icmp ult i32 %v874, 1
  br i1 %c874, label %b874, label %e874
e874:
  %d874 = icmp eq i32 %v874, %n
  br i1 %d874, label %l874, label %r874
l874:
  %x874 = add i32 %v874, 1
  br label %m874
r874:
  %y874 = mul i32 %v874, 3
  br label %m874
m874:
  %w874 = phi i32 [ %x874, %l874 ], [ %y874, %r874 ]
  br label %b875
b875:
  %v875 = phi i32 [ %w874, %m874 ], [ %v875, %b875 ]
  %c875 = icmp ult i32 %v875, 2
  br i1 %c875, label %b875, label %e875
e875:
  %d875 = icmp eq i32 %v875, %n
  br i1 %d875, label %l875, label %r875
l875:
  %x875 = add i32 %v875, 1
  br label %m875
r875:
  %y875 = mul i32 %v875, 3
  br label %m875
m875:
  %w875 = phi i32 [ %x875, %l875 ], [ %y875, %r875 ]
  br label %b876
b876:
  %v876 = phi i32 [ %w875, %m875 ], [ %v876, %b876 ]
  %c876 = icmp ult i32 %v876, 3
  br i1 %c876, label %b876, label %e876
e876:
  %d876 = icmp eq i32 %v876, %n
  br i1 %d876, label %l876, label %r876
l876:
  %x876 = add i32 %v876, 1
  br label %m876
r876:
  %y876 = mul i32 %v876, 3
  br label %m876
m876:
  %w876 = phi i32 [ %x876, %l876 ], [ %y876, %r876 ]
  br label %b877
b877:
  %v877 = phi i32 [ %w876, %m876 ], [ %v877, %b877 ]
  %c877 = icmp ult i32 %v877, 4
  br i1 %c877, label %b877, label %e877
e877:
  %d877 = icmp eq i32 %v877, %n
  br i1 %d877, label %l877, label %r877
l877:
  %x877 = add i32 %v877, 1
  br label %m877
r877:
  %y877 = mul i32 %v877, 3
  br label %m877
m877:
  %w877 = phi i32 [ %x877, %l877 ], [ %y877, %r877 ]
  br label %b878
b878:
  %v878 = phi i32 [ %w877, %m877 ], [ %v878, %b878 ]
  %c878 = icmp ult i32 %v878, 5
  br i1 %c878, label %b878, label %e878
e878:
  %d878 = icmp eq i32 %v878, %n
  br i1 %d878, label %l878, label %r878
l878:
  %x878 = add i32 %v878, 1
  br label %m878
r878:
  %y878 = mul i32 %v878, 3
  br label %m878
m878:
  %w878 = phi i32 [ %x878, %l878 ], [ %y878, %r878 ]
  br label %b879
b879:
  %v879 = phi i32 [ %w878, %m878 ], [ %v879, %b879 ]
  %c879 = icmp ult i32 %v879, 6
  br i1 %c879, label %b879, label %e879
e879:
  %d879 = icmp eq i32 %v879, %n
  br i1 %d879, label %l879, label %r879
l879:
  %x879 = add i32 %v879, 1
  br label %m879
r879:
  %y879 = mul i32 %v879, 3
  br label %m879
m879:
  %w879 = phi i32 [ %x879, %l879 ], [ %y879, %r879 ]
  br label %b880
b880:
  %v880 = phi i32 [ %w879, %m879 ], [ %v880, %b880 ]
  %c880 = icmp ult i32 %v880, 7
  br i1 %c880, label %b880, label %e880
e880:
  %d880 = icmp eq i32 %v880, %n
  br i1 %d880, label %l880, label %r880
l880:
  %x880 = add i32 %v880, 1
  br label %m880
r880:
  %y880 = mul i32 %v880, 3
  br label %m880
m880:
  %w880 = phi i32 [ %x880, %l880 ], [ %y880, %r880 ]
  br label %b881
b881:
  %v881 = phi i32 [ %w880, %m880 ], [ %v881, %b881 ]
  %c881 = icmp ult i32 %v881, 8
  br i1 %c881, label %b881, label %e881
e881:
  %d881 = icmp eq i32 %v881, %n
  br i1 %d881, label %l881, label %r881
l881:
  %x881 = add i32 %v881, 1
  br label %m881
r881:
  %y881 = mul i32 %v881, 3
  br label %m881
m881:
  %w881 = phi i32 [ %x881, %l881 ], [ %y881, %r881 ]
  br label %b882
b882:
  %v882 = phi i32 [ %w881, %m881 ], [ %v882, %b882 ]
  %c882 = icmp ult i32 %v882, 9
  br i1 %c882, label %b882, label %e882
e882:
  %d882 = icmp eq i32 %v882, %n
  br i1 %d882, label %l882, label %r882
l882:
  %x882 = add i32 %v882, 1
  br label %m882
r882:
  %y882 = mul i32 %v882, 3
  br label %m882
m882:
  %w882 = phi i32 [ %x882, %l882 ], [ %y882, %r882 ]
  br label %b883
b883:
  %v883 = phi i32 [ %w882, %m882 ], [ %v883, %b883 ]
  %c883 = icmp ult i32 %v883, 10
  br i1 %c883, label %b883, label %e883
e883:
  %d883 = icmp eq i32 %v883, %n
  br i1 %d883, label %l883, label %r883
l883:
  %x883 = add i32 %v883, 1
  br label %m883
r883:
  %y883 = mul i32 %v883, 3
  br label %m883
m883:
  %w883 = phi i32 [ %x883, %l883 ], [ %y883, %r883 ]
  br label %b884
b884:
  %v884 = phi i32 [ %w883, %m883 ], [ %v884, %b884 ]
  %c884 = icmp ult i32 %v884, 11
  br i1 %c884, label %b884, label %e884
e884:
  %d884 = icmp eq i32 %v884, %n
  br i1 %d884, label %l884, label %r884
l884:
  %x884 = add i32 %v884, 1
  br label %m884
r884:
  %y884 = mul i32 %v884, 3
  br label %m884
m884:
  %w884 = phi i32 [ %x884, %l884 ], [ %y884, %r884 ]
  br label %b885
b885:
  %v885 = phi i32 [ %w884, %m884 ], [ %v885, %b885 ]
  %c885 = icmp ult i32 %v885, 12
  br i1 %c885, label %b885, label %e885
e885:
  %d885 = icmp eq i32 %v885, %n
  br i1 %d885, label %l885, label %r885
l885:
  %x885 = add i32 %v885, 1
  br label %m885
r885:
  %y885 = mul i32 %v885, 3
  br label %m885
m885:
  %w885 = phi i32 [ %x885, %l885 ], [ %y885, %r885 ]
  br label %b886
b886:
  %v886 = phi i32 [ %w885, %m885 ], [ %v886, %b886 ]
  %c886 = icmp ult i32 %v886, 13
  br i1 %c886, label %b886, label %e886
e886:
  %d886 = icmp eq i32 %v886, %n
  br i1 %d886, label %l886, label %r886
l886:
  %x886 = add i32 %v886, 1
  br label %m886
r886:
  %y886 = mul i32 %v886, 3
  br label %m886
m886:
  %w886 = phi i32 [ %x886, %l886 ], [ %y886, %r886 ]
  br label %b887
b887:
  %v887 = phi i32 [ %w886, %m886 ], [ %v887, %b887 ]
  %c887 = icmp ult i32 %v887, 14
  br i1 %c887, label %b887, label %e887
e887:
  %d887 = icmp eq i32 %v887, %n
  br i1 %d887, label %l887, label %r887
l887:
  %x887 = add i32 %v887, 1
  br label %m887
r887:
  %y887 = mul i32 %v887, 3
  br label %m887
m887:
  %w887 = phi i32 [ %x887, %l887 ], [ %y887, %r887 ]
  br label %b888
b888:
  %v888 = phi i32 [ %w887, %m887 ], [ %v888, %b888 ]
  %c888 = icmp ult i32 %v888, 15
  br i1 %c888, label %b888, label %e888
e888:
  %d888 = icmp eq i32 %v888, %n
  br i1 %d888, label %l888, label %r888
l888:
  %x888 = add i32 %v888, 1
  br label %m888
r888:
  %y888 = mul i32 %v888, 3
  br label %m888
m888:
  %w888 = phi i32 [ %x888, %l888 ], [ %y888, %r888 ]
  br label %b889
b889:
  %v889 = phi i32 [ %w888, %m888 ], [ %v889, %b889 ]
  %c889 = icmp ult i32 %v889, 16
  br i1 %c889, label %b889, label %e889
e889:
  %d889 = icmp eq i32 %v889, %n
  br i1 %d889, label %l889, label %r889
l889:
  %x889 = add i32 %v889, 1
  br label %m889
r889:
  %y889 = mul i32 %v889, 3
  br label %m889
m889:
  %w889 = phi i32 [ %x889, %l889 ], [ %y889, %r889 ]
  br label %b890
b890:
  %v890 = phi i32 [ %w889, %m889 ], [ %v890, %b890 ]
  %c890 = icmp ult i32 %v890, 17
  br i1 %c890, label %b890, label %e890
e890:
  %d890 = icmp eq i32 %v890, %n
  br i1 %d890, label %l890, label %r890
l890:
  %x890 = add i32 %v890, 1
  br label %m890
r890:
  %y890 = mul i32 %v890, 3
  br label %m890
m890:
  %w890 = phi i32 [ %x890, %l890 ], [ %y890, %r890 ]
  br label %b891
b891:
  %v891 = phi i32 [ %w890, %m890 ], [ %v891, %b891 ]
  %c891 = icmp ult i32 %v891, 18
  br i1 %c891, label %b891, label %e891
e891:
  %d891 = icmp eq i32 %v891, %n
  br i1 %d891, label %l891, label %r891
l891:
  %x891 = add i32 %v891, 1
  br label %m891
r891:
  %y891 = mul i32 %v891, 3
  br label %m891
m891:
  %w891 = phi i32 [ %x891, %l891 ], [ %y891, %r891 ]
  br label %b892
b892:
  %v892 = phi i32 [ %w891, %m891 ], [ %v892, %b892 ]
  %c892 = icmp ult i32 %v892, 19
  br i1 %c892, label %b892, label %e892
e892:
  %d892 = icmp eq i32 %v892, %n
  br i1 %d892, label %l892, label %r892
l892:
  %x892 = add i32 %v892, 1
  br label %m892
r892:
  %y892 = mul i32 %v892, 3
  br label %m892
m892:
  %w892 = phi i32 [ %x892, %l892 ], [ %y892, %r892 ]
  br label %b893
b893:
  %v893 = phi i32 [ %w892, %m892 ], [ %v893, %b893 ]
  %c893 = icmp ult i32 %v893, 20
  br i1 %c893, label %b893, label %e893
e893:
  %d893 = icmp eq i32 %v893, %n
  br i1 %d893, label %l893, label %r893
l893:
  %x893 = add i32 %v893, 1
  br label %m893
r893:
  %y893 = mul i32 %v893, 3
  br label %m893
m893:
  %w893 = phi i32 [ %x893, %l893 ], [ %y893, %r893 ]
  br label %b894
b894:
  %v894 = phi i32 [ %w893, %m893 ], [ %v894, %b894 ]
  %c894 = icmp ult i32 %v894, 21
  br i1 %c894, label %b894, label %e894
e894:
  %d894 = icmp eq i32 %v894, %n
  br i1 %d894, label %l894, label %r894
l894:
  %x894 = add i32 %v894, 1
  br label %m894
r894:
  %y894 = mul i32 %v894, 3
  br label %m894
m894:
  %w894 = phi i32 [ %x894, %l894 ], [ %y894, %r894 ]
  br label %b895
b895:
  %v895 = phi i32 [ %w894, %m894 ], [ %v895, %b895 ]
  %c895 = icmp ult i32 %v895, 22
  br i1 %c895, label %b895, label %e895
e895:
  %d895 = icmp eq i32 %v895, %n
  br i1 %d895, label %l895, label %r895
l895:
  %x895 = add i32 %v895, 1
  br label %m895
r895:
  %y895 = mul i32 %v895, 3
  br label %m895
m895:
  %w895 = phi i32 [ %x895, %l895 ], [ %y895, %r895 ]
  br label %b896
b896:
  %v896 = phi i32 [ %w895, %m895 ], [ %v896, %b896 ]
  %c896 = icmp ult i32 %v896, 23
  br i1 %c896, label %b896, label %e896
e896:
  %d896 = icmp eq i32 %v896, %n
  br i1 %d896, label %l896, label %r896
l896:
  %x896 = add i32 %v896, 1
  br label %m896
r896:
  %y896 = mul i32 %v896, 3
  br label %m896
m896:
  %w896 = phi i32 [ %x896, %l896 ], [ %y896, %r896 ]
  br label %b897
b897:
  %v897 = phi i32 [ %w896, %m896 ], [ %v897, %b897 ]
  %c897 = icmp ult i32 %v897, 24
  br i1 %c897, label %b897, label %e897
e897:
  %d897 = icmp eq i32 %v897, %n
  br i1 %d897, label %l897, label %r897
l897:
  %x897 = add i32 %v897, 1
  br label %m897
r897:
  %y897 = mul i32 %v897, 3
  br label %m897
m897:
  %w897 = phi i32 [ %x897, %l897 ], [ %y897, %r897 ]
  br label %b898
b898:
  %v898 = phi i32 [ %w897, %m897 ], [ %v898, %b898 ]
  %c898 = icmp ult i32 %v898, 25
  br i1 %c898, label %b898, label %e898
e898:
  %d898 = icmp eq i32 %v898, %n
  br i1 %d898, label %l898, label %r898
l898:
  %x898 = add i32 %v898, 1
  br label %m898
r898:
  %y898 = mul i32 %v898, 3
  br label %m898
m898:
  %w898 = phi i32 [ %x898, %l898 ], [ %y898, %r898 ]
  br label %b899
b899:
  %v899 = phi i32 [ %w898, %m898 ], [ %v899, %b899 ]
  %c899 = icmp ult i32 %v899, 26
  br i1 %c899, label %b899, label %e899
e899:
  %d899 = icmp eq i32 %v899, %n
  br i1 %d899, label %l899, label %r899
l899:
  %x899 = add i32 %v899, 1
  br label %m899
r899:
  %y899 = mul i32 %v899, 3
  br label %m899
m899:
  %w899 = phi i32 [ %x899, %l899 ], [ %y899, %r899 ]
  br label %b900
b900:
  %v900 = phi i32 [ %w899, %m899 ], [ %v900, %b900 ]
  %c900 = icmp ult i32 %v900, 27
  br i1 %c900, label %b900, label %e900
e900:
  %d900 = icmp eq i32 %v900, %n
  br i1 %d900, label %l900, label %r900
l900:
  %x900 = add i32 %v900, 1
  br label %m900
r900:
  %y900 = mul i32 %v900, 3
  br label %m900
m900:
  %w900 = phi i32 [ %x900, %l900 ], [ %y900, %r900 ]
  br label %b901
b901:
  %v901 = phi i32 [ %w900, %m900 ], [ %v901, %b901 ]
  %c901 = icmp ult i32 %v901, 28
  br i1 %c901, label %b901, label %e901
e901:
  %d901 = icmp eq i32 %v901, %n
  br i1 %d901, label %l901, label %r901
l901:
  %x901 = add i32 %v901, 1
  br label %m901
r901:
  %y901 = mul i32 %v901, 3
  br label %m901
m901:
  %w901 = phi i32 [ %x901, %l901 ], [ %y901, %r901 ]
  br label %b902
b902:
  %v902 = phi i32 [ %w901, %m901 ], [ %v902, %b902 ]
  %c902 = icmp ult i32 %v902, 29
  br i1 %c902, label %b902, label %e902
e902:
  %d902 = icmp eq i32 %v902, %n
  br i1 %d902, label %l902, label %r902
l902:
  %x902 = add i32 %v902, 1
  br label %m902
r902:
  %y902 = mul i32 %v902, 3
  br label %m902
m902:
  %w902 = phi i32 [ %x902, %l902 ], [ %y902, %r902 ]
  br label %b903
b903:
  %v903 = phi i32 [ %w902, %m902 ], [ %v903, %b903 ]
  %c903 = icmp ult i32 %v903, 30
  br i1 %c903, label %b903, label %e903
e903:
  %d903 = icmp eq i32 %v903, %n
  br i1 %d903, label %l903, label %r903
l903:
  %x903 = add i32 %v903, 1
  br label %m903
r903:
  %y903 = mul i32 %v903, 3
  br label %m903
m903:
  %w903 = phi i32 [ %x903, %l903 ], [ %y903, %r903 ]
  br label %b904
b904:
  %v904 = phi i32 [ %w903, %m903 ], [ %v904, %b904 ]
  %c904 = icmp ult i32 %v904, 31
  br i1 %c904, label %b904, label %e904
e904:
  %d904 = icmp eq i32 %v904, %n
  br i1 %d904, label %l904, label %r904
l904:
  %x904 = add i32 %v904, 1
  br label %m904
r904:
  %y904 = mul i32 %v904, 3
  br label %m904
m904:
  %w904 = phi i32 [ %x904, %l904 ], [ %y904, %r904 ]
  br label %b905
b905:
  %v905 = phi i32 [ %w904, %m904 ], [ %v905, %b905 ]
  %c905 = icmp ult i32 %v905, 32
  br i1 %c905, label %b905, label %e905
e905:
  %d905 = icmp eq i32 %v905, %n
  br i1 %d905, label %l905, label %r905
l905:
  %x905 = add i32 %v905, 1
  br label %m905
r905:
  %y905 = mul i32 %v905, 3
  br label %m905
m905:
  %w905 = phi i32 [ %x905, %l905 ], [ %y905, %r905 ]
  br label %b906
b906:
  %v906 = phi i32 [ %w905, %m905 ], [ %v906, %b906 ]
  %c906 = icmp ult i32 %v906, 33
  br i1 %c906, label %b906, label %e906
e906:
  %d906 = icmp eq i32 %v906, %n
  br i1 %d906, label %l906, label %r906
l906:
  %x906 = add i32 %v906, 1
  br label %m906
r906:
  %y906 = mul i32 %v906, 3
  br label %m906
m906:
  %w906 = phi i32 [ %x906, %l906 ], [ %y906, %r906 ]
  br label %b907
b907:
  %v907 = phi i32 [ %w906, %m906 ], [ %v907, %b907 ]
  %c907 = icmp ult i32 %v907, 34
  br i1 %c907, label %b907, label %e907
e907:
  %d907 = icmp eq i32 %v907, %n
  br i1 %d907, label %l907, label %r907
l907:
  %x907 = add i32 %v907, 1
  br label %m907
r907:
  %y907 = mul i32 %v907, 3
  br label %m907
m907:
  %w907 = phi i32 [ %x907, %l907 ], [ %y907, %r907 ]
  br label %b908
b908:
  %v908 = phi i32 [ %w907, %m907 ], [ %v908, %b908 ]
  %c908 = icmp ult i32 %v908, 35
  br i1 %c908, label %b908, label %e908
e908:
  %d908 = icmp eq i32 %v908, %n
  br i1 %d908, label %l908, label %r908
l908:
  %x908 = add i32 %v908, 1
  br label %m908
r908:
  %y908 = mul i32 %v908, 3
  br label %m908
m908:
  %w908 = phi i32 [ %x908, %l908 ], [ %y908, %r908 ]
  br label %b909
b909:
  %v909 = phi i32 [ %w908, %m908 ], [ %v909, %b909 ]
  %c909 = icmp ult i32 %v909, 36
  br i1 %c909, label %b909, label %e909
e909:
  %d909 = icmp eq i32 %v909, %n
  br i1 %d909, label %l909, label %r909
l909:
  %x909 = add i32 %v909, 1
  br label %m909
r909:
  %y909 = mul i32 %v909, 3
  br label %m909
m909:
  %w909 = phi i32 [ %x909, %l909 ], [ %y909, %r909 ]
  br label %b910
b910:
  %v910 = phi i32 [ %w909, %m909 ], [ %v910, %b910 ]
  %c910 = icmp ult i32 %v910, 37
  br i1 %c910, label %b910, label %e910
e910:
  %d910 = icmp eq i32 %v910, %n
  br i1 %d910, label %l910, label %r910
l910:
  %x910 = add i32 %v910, 1
  br label %m910
r910:
  %y910 = mul i32 %v910, 3
  br label %m910
m910:
  %w910 = phi i32 [ %x910, %l910 ], [ %y910, %r910 ]
  br label %b911
b911:
  %v911 = phi i32 [ %w910, %m910 ], [ %v911, %b911 ]
  %c911 = icmp ult i32 %v911, 38
  br i1 %c911, label %b911, label %e911
e911:
  %d911 = icmp eq i32 %v911, %n
  br i1 %d911, label %l911, label %r911
l911:
  %x911 = add i32 %v911, 1
  br label %m911
r911:
  %y911 = mul i32 %v911, 3
  br label %m911
m911:
  %w911 = phi i32 [ %x911, %l911 ], [ %y911, %r911 ]
  br label %b912
b912:
  %v912 = phi i32 [ %w911, %m911 ], [ %v912, %b912 ]
  %c912 = icmp ult i32 %v912, 39
  br i1 %c912, label %b912, label %e912
e912:
  %d912 = icmp eq i32 %v912, %n
  br i1 %d912, label %l912, label %r912
l912:
  %x912 = add i32 %v912, 1
  br label %m912
r912:
  %y912 = mul i32 %v912, 3
  br label %m912
m912:
  %w912 = phi i32 [ %x912, %l912 ], [ %y912, %r912 ]
  br label %b913
b913:
  %v913 = phi i32 [ %w912, %m912 ], [ %v913, %b913 ]
  %c913 = icmp ult i32 %v913, 40
  br i1 %c913, label %b913, label %e913
e913:
  %d913 = icmp eq i32 %v913, %n
  br i1 %d913, label %l913, label %r913
l913:
  %x913 = add i32 %v913, 1
  br label %m913
r913:
  %y913 = mul i32 %v913, 3
  br label %m913
m913:
  %w913 = phi i32 [ %x913, %l913 ], [ %y913, %r913 ]
  br label %b914
b914:
  %v914 = phi i32 [ %w913, %m913 ], [ %v914, %b914 ]
  %c914 = icmp ult i32 %v914, 41
  br i1 %c914, label %b914, label %e914
e914:
  %d914 = icmp eq i32 %v914, %n
  br i1 %d914, label %l914, label %r914
l914:
  %x914 = add i32 %v914, 1
  br label %m914
r914:
  %y914 = mul i32 %v914, 3
  br label %m914
m914:
  %w914 = phi i32 [ %x914, %l914 ], [ %y914, %r914 ]
  br label %b915
b915:
  %v915 = phi i32 [ %w914, %m914 ], [ %v915, %b915 ]
  %c915 = icmp ult i32 %v915, 42
  br i1 %c915, label %b915, label %e915
e915:
  %d915 = icmp eq i32 %v915, %n
  br i1 %d915, label %l915, label %r915
l915:
  %x915 = add i32 %v915, 1
  br label %m915
r915:
  %y915 = mul i32 %v915, 3
  br label %m915
m915:
  %w915 = phi i32 [ %x915, %l915 ], [ %y915, %r915 ]
  br label %b916
b916:
  %v916 = phi i32 [ %w915, %m915 ], [ %v916, %b916 ]
  %c916 = icmp ult i32 %v916, 43
  br i1 %c916, label %b916, label %e916
e916:
  %d916 = icmp eq i32 %v916, %n
  br i1 %d916, label %l916, label %r916
l916:
  %x916 = add i32 %v916, 1
  br label %m916
r916:
  %y916 = mul i32 %v916, 3
  br label %m916
m916:
  %w916 = phi i32 [ %x916, %l916 ], [ %y916, %r916 ]
  br label %b917
b917:
  %v917 = phi i32 [ %w916, %m916 ], [ %v917, %b917 ]
  %c917 = icmp ult i32 %v917, 44
  br i1 %c917, label %b917, label %e917
e917:
  %d917 = icmp eq i32 %v917, %n
  br i1 %d917, label %l917, label %r917
l917:
  %x917 = add i32 %v917, 1
  br label %m917
r917:
  %y917 = mul i32 %v917, 3
  br label %m917
m917:
  %w917 = phi i32 [ %x917, %l917 ], [ %y917, %r917 ]
  br label %b918
b918:
  %v918 = phi i32 [ %w917, %m917 ], [ %v918, %b918 ]
  %c918 = icmp ult i32 %v918, 45
  br i1 %c918, label %b918, label %e918
e918:
  %d918 = icmp eq i32 %v918, %n
  br i1 %d918, label %l918, label %r918
l918:
  %x918 = add i32 %v918, 1
  br label %m918
r918:
  %y918 = mul i32 %v918, 3
  br label %m918
m918:
  %w918 = phi i32 [ %x918, %l918 ], [ %y918, %r918 ]
  br label %b919
b919:
  %v919 = phi i32 [ %w918, %m918 ], [ %v919, %b919 ]
  %c919 = icmp ult i32 %v919, 46
  br i1 %c919, label %b919, label %e919
e919:
  %d919 = icmp eq i32 %v919, %n
  br i1 %d919, label %l919, label %r919
l919:
  %x919 = add i32 %v919, 1
  br label %m919
r919:
  %y919 = mul i32 %v919, 3
  br label %m919
m919:
  %w919 = phi i32 [ %x919, %l919 ], [ %y919, %r919 ]
  br label %b920
b920:
  %v920 = phi i32 [ %w919, %m919 ], [ %v920, %b920 ]
  %c920 = icmp ult i32 %v920, 47
  br i1 %c920, label %b920, label %e920
e920:
  %d920 = icmp eq i32 %v920, %n
  br i1 %d920, label %l920, label %r920
l920:
  %x920 = add i32 %v920, 1
  br label %m920
r920:
  %y920 = mul i32 %v920, 3
  br label %m920
m920:
  %w920 = phi i32 [ %x920, %l920 ], [ %y920, %r920 ]
  br label %b921
b921:
  %v921 = phi i32 [ %w920, %m920 ], [ %v921, %b921 ]
  %c921 = icmp ult i32 %v921, 48
  br i1 %c921, label %b921, label %e921
e921:
  %d921 = icmp eq i32 %v921, %n
  br i1 %d921, label %l921, label %r921
l921:
  %x921 = add i32 %v921, 1
  br label %m921
r921:
  %y921 = mul i32 %v921, 3
  br label %m921
m921:
  %w921 = phi i32 [ %x921, %l921 ], [ %y921, %r921 ]
  br label %b922
b922:
  %v922 = phi i32 [ %w921, %m921 ], [ %v922, %b922 ]
  %c922 = icmp ult i32 %v922, 49
  br i1 %c922, label %b922, label %e922
e922:
  %d922 = icmp eq i32 %v922, %n
  br i1 %d922, label %l922, label %r922
l922:
  %x922 = add i32 %v922, 1
  br label %m922
r922:
  %y922 = mul i32 %v922, 3
  br label %m922
m922:
  %w922 = phi i32 [ %x922, %l922 ], [ %y922, %r922 ]
  br label %b923
b923:
  %v923 = phi i32 [ %w922, %m922 ], [ %v923, %b923 ]
  %c923 = icmp ult i32 %v923, 50
  br i1 %c923, label %b923, label %e923
e923:
  %d923 = icmp eq i32 %v923, %n
  br i1 %d923, label %l923, label %r923
l923:
  %x923 = add i32 %v923, 1
  br label %m923
r923:
  %y923 = mul i32 %v923, 3
  br label %m923
m923:
  %w923 = phi i32 [ %x923, %l923 ], [ %y923, %r923 ]
  br label %b924
b924:
  %v924 = phi i32 [ %w923, %m923 ], [ %v924, %b924 ]
  %c924 = icmp ult i32 %v924, 51
  br i1 %c924, label %b924, label %e924
e924:
  %d924 = icmp eq i32 %v924, %n
  br i1 %d924, label %l924, label %r924
l924:
  %x924 = add i32 %v924, 1
  br label %m924
r924:
  %y924 = mul i32 %v924, 3
  br label %m924
m924:
  %w924 = phi i32 [ %x924, %l924 ], [ %y924, %r924 ]
  br label %b925
b925:
  %v925 = phi i32 [ %w924, %m924 ], [ %v925, %b925 ]
  %c925 = icmp ult i32 %v925, 52
  br i1 %c925, label %b925, label %e925
e925:
  %d925 = icmp eq i32 %v925, %n
  br i1 %d925, label %l925, label %r925
l925:
  %x925 = add i32 %v925, 1
  br label %m925
r925:
  %y925 = mul i32 %v925, 3
  br label %m925
m925:
  %w925 = phi i32 [ %x925, %l925 ], [ %y925, %r925 ]
  br label %b926
b926:
  %v926 = phi i32 [ %w925, %m925 ], [ %v926, %b926 ]
  %c926 = icmp ult i32 %v926, 53
  br i1 %c926, label %b926, label %e926
e926:
  %d926 = icmp eq i32 %v926, %n
  br i1 %d926, label %l926, label %r926
l926:
  %x926 = add i32 %v926, 1
  br label %m926
r926:
  %y926 = mul i32 %v926, 3
  br label %m926
m926:
  %w926 = phi i32 [ %x926, %l926 ], [ %y926, %r926 ]
  br label %b927
b927:
  %v927 = phi i32 [ %w926, %m926 ], [ %v927, %b927 ]
  %c927 = icmp ult i32 %v927, 54
  br i1 %c927, label %b927, label %e927
e927:
  %d927 = icmp eq i32 %v927, %n
  br i1 %d927, label %l927, label %r927
l927:
  %x927 = add i32 %v927, 1
  br label %m927
r927:
  %y927 = mul i32 %v927, 3
  br label %m927
m927:
  %w927 = phi i32 [ %x927, %l927 ], [ %y927, %r927 ]
  br label %b928
b928:
  %v928 = phi i32 [ %w927, %m927 ], [ %v928, %b928 ]
  %c928 = icmp ult i32 %v928, 55
  br i1 %c928, label %b928, label %e928
e928:
  %d928 = icmp eq i32 %v928, %n
  br i1 %d928, label %l928, label %r928
l928:
  %x928 = add i32 %v928, 1
  br label %m928
r928:
  %y928 = mul i32 %v928, 3
  br label %m928
m928:
  %w928 = phi i32 [ %x928, %l928 ], [ %y928, %r928 ]
  br label %b929
b929:
  %v929 = phi i32 [ %w928, %m928 ], [ %v929, %b929 ]
  %c929 = icmp ult i32 %v929, 56
  br i1 %c929, label %b929, label %e929
e929:
  %d929 = icmp eq i32 %v929, %n
  br i1 %d929, label %l929, label %r929
l929:
  %x929 = add i32 %v929, 1
  br label %m929
r929:
  %y929 = mul i32 %v929, 3
  br label %m929
m929:
  %w929 = phi i32 [ %x929, %l929 ], [ %y929, %r929 ]
  br label %b930
b930:
  %v930 = phi i32 [ %w929, %m929 ], [ %v930, %b930 ]
  %c930 = icmp ult i32 %v930, 57
  br i1 %c930, label %b930, label %e930
e930:
  %d930 = icmp eq i32 %v930, %n
  br i1 %d930, label %l930, label %r930
l930:
  %x930 = add i32 %v930, 1
  br label %m930
r930:
  %y930 = mul i32 %v930, 3
  br label %m930
m930:
  %w930 = phi i32 [ %x930, %l930 ], [ %y930, %r930 ]
  br label %b931
b931:
  %v931 = phi i32 [ %w930, %m930 ], [ %v931, %b931 ]
  %c931 = icmp ult i32 %v931, 58
  br i1 %c931, label %b931, label %e931
e931:
  %d931 = icmp eq i32 %v931, %n
  br i1 %d931, label %l931, label %r931
l931:
  %x931 = add i32 %v931, 1
  br label %m931
r931:
  %y931 = mul i32 %v931, 3
  br label %m931
m931:
  %w931 = phi i32 [ %x931, %l931 ], [ %y931, %r931 ]
  br label %b932
b932:
  %v932 = phi i32 [ %w931, %m931 ], [ %v932, %b932 ]
  %c932 = icmp ult i32 %v932, 59
  br i1 %c932, label %b932, label %e932
e932:
  %d932 = icmp eq i32 %v932, %n
  br i1 %d932, label %l932, label %r932
l932:
  %x932 = add i32 %v932, 1
  br label %m932
r932:
  %y932 = mul i32 %v932, 3
  br label %m932
m932:
  %w932 = phi i32 [ %x932, %l932 ], [ %y932, %r932 ]
  br label %b933
b933:
  %v933 = phi i32 [ %w932, %m932 ], [ %v933, %b933 ]
  %c933 = icmp ult i32 %v933, 60
  br i1 %c933, label %b933, label %e933
e933:
  %d933 = icmp eq i32 %v933, %n
  br i1 %d933, label %l933, label %r933
l933:
  %x933 = add i32 %v933, 1
  br label %m933
r933:
  %y933 = mul i32 %v933, 3
  br label %m933
m933:
  %w933 = phi i32 [ %x933, %l933 ], [ %y933, %r933 ]
  br label %b934
b934:
  %v934 = phi i32 [ %w933, %m933 ], [ %v934, %b934 ]
  %c934 = icmp ult i32 %v934, 61
  br i1 %c934, label %b934, label %e934
e934:
  %d934 = icmp eq i32 %v934, %n
  br i1 %d934, label %l934, label %r934
l934:
  %x934 = add i32 %v934, 1
  br label %m934
r934:
  %y934 = mul i32 %v934, 3
  br label %m934
m934:
  %w934 = phi i32 [ %x934, %l934 ], [ %y934, %r934 ]
  br label %b935
b935:
  %v935 = phi i32 [ %w934, %m934 ], [ %v935, %b935 ]
  %c935 = icmp ult i32 %v935, 62
  br i1 %c935, label %b935, label %e935
e935:
  %d935 = icmp eq i32 %v935, %n
  br i1 %d935, label %l935, label %r935
l935:
  %x935 = add i32 %v935, 1
  br label %m935
r935:
  %y935 = mul i32 %v935, 3
  br label %m935
m935:
  %w935 = phi i32 [ %x935, %l935 ], [ %y935, %r935 ]
  br label %b936
b936:
  %v936 = phi i32 [ %w935, %m935 ], [ %v936, %b936 ]
  %c936 = icmp ult i32 %v936, 63
  br i1 %c936, label %b936, label %e936
e936:
  %d936 = icmp eq i32 %v936, %n
  br i1 %d936, label %l936, label %r936
l936:
  %x936 = add i32 %v936, 1
  br label %m936
r936:
  %y936 = mul i32 %v936, 3
  br label %m936
m936:
  %w936 = phi i32 [ %x936, %l936 ], [ %y936, %r936 ]
  br label %b937
b937:
  %v937 = phi i32 [ %w936, %m936 ], [ %v937, %b937 ]
  %c937 = icmp ult i32 %v937, 64
  br i1 %c937, label %b937, label %e937
e937:
  %d937 = icmp eq i32 %v937, %n
  br i1 %d937, label %l937, label %r937
l937:
  %x937 = add i32 %v937, 1
  br label %m937
r937:
  %y937 = mul i32 %v937, 3
  br label %m937
m937:
  %w937 = phi i32 [ %x937, %l937 ], [ %y937, %r937 ]
  br label %b938
b938:
  %v938 = phi i32 [ %w937, %m937 ], [ %v938, %b938 ]
  %c938 = icmp ult i32 %v938, 65
  br i1 %c938, label %b938, label %e938
e938:
  %d938 = icmp eq i32 %v938, %n
  br i1 %d938, label %l938, label %r938
l938:
  %x938 = add i32 %v938, 1
  br label %m938
r938:
  %y938 = mul i32 %v938, 3
  br label %m938
m938:
  %w938 = phi i32 [ %x938, %l938 ], [ %y938, %r938 ]
  br label %b939
b939:
  %v939 = phi i32 [ %w938, %m938 ], [ %v939, %b939 ]
  %c939 = icmp ult i32 %v939, 66
  br i1 %c939, label %b939, label %e939
e939:
  %d939 = icmp eq i32 %v939, %n
  br i1 %d939, label %l939, label %r939
l939:
  %x939 = add i32 %v939, 1
  br label %m939
r939:
  %y939 = mul i32 %v939, 3
  br label %m939
m939:
  %w939 = phi i32 [ %x939, %l939 ], [ %y939, %r939 ]
  br label %b940
b940:
  %v940 = phi i32 [ %w939, %m939 ], [ %v940, %b940 ]
  %c940 = icmp ult i32 %v940, 67
  br i1 %c940, label %b940, label %e940
e940:
  %d940 = icmp eq i32 %v940, %n
  br i1 %d940, label %l940, label %r940
l940:
  %x940 = add i32 %v940, 1
  br label %m940
r940:
  %y940 = mul i32 %v940, 3
  br label %m940
m940:
  %w940 = phi i32 [ %x940, %l940 ], [ %y940, %r940 ]
  br label %b941
b941:
  %v941 = phi i32 [ %w940, %m940 ], [ %v941, %b941 ]
  %c941 = icmp ult i32 %v941, 68
  br i1 %c941, label %b941, label %e941
e941:
  %d941 = icmp eq i32 %v941, %n
  br i1 %d941, label %l941, label %r941
l941:
  %x941 = add i32 %v941, 1
  br label %m941
r941:
  %y941 = mul i32 %v941, 3
  br label %m941
m941:
  %w941 = phi i32 [ %x941, %l941 ], [ %y941, %r941 ]
  br label %b942
b942:
  %v942 = phi i32 [ %w941, %m941 ], [ %v942, %b942 ]
  %c942 = icmp ult i32 %v942, 69
  br i1 %c942, label %b942, label %e942
e942:
  %d942 = icmp eq i32 %v942, %n
  br i1 %d942, label %l942, label %r942
l942:
  %x942 = add i32 %v942, 1
  br label %m942
r942:
  %y942 = mul i32 %v942, 3
  br label %m942
m942:
  %w942 = phi i32 [ %x942, %l942 ], [ %y942, %r942 ]
  br label %b943
b943:
  %v943 = phi i32 [ %w942, %m942 ], [ %v943, %b943 ]
  %c943 = icmp ult i32 %v943, 70
  br i1 %c943, label %b943, label %e943
e943:
  %d943 = icmp eq i32 %v943, %n
  br i1 %d943, label %l943, label %r943
l943:
  %x943 = add i32 %v943, 1
  br label %m943
r943:
  %y943 = mul i32 %v943, 3
  br label %m943
m943:
  %w943 = phi i32 [ %x943, %l943 ], [ %y943, %r943 ]
  br label %b944
b944:
  %v944 = phi i32 [ %w943, %m943 ], [ %v944, %b944 ]
  %c944 = icmp ult i32 %v944, 71
  br i1 %c944, label %b944, label %e944
e944:
  %d944 = icmp eq i32 %v944, %n
  br i1 %d944, label %l944, label %r944
l944:
  %x944 = add i32 %v944, 1
  br label %m944
r944:
  %y944 = mul i32 %v944, 3
  br label %m944
m944:
  %w944 = phi i32 [ %x944, %l944 ], [ %y944, %r944 ]
  br label %b945
b945:
  %v945 = phi i32 [ %w944, %m944 ], [ %v945, %b945 ]
  %c945 = icmp ult i32 %v945, 72
  br i1 %c945, label %b945, label %e945
e945:
  %d945 = icmp eq i32 %v945, %n
  br i1 %d945, label %l945, label %r945
l945:
  %x945 = add i32 %v945, 1
  br label %m945
r945:
  %y945 = mul i32 %v945, 3
  br label %m945
m945:
  %w945 = phi i32 [ %x945, %l945 ], [ %y945, %r945 ]
  br label %b946
b946:
  %v946 = phi i32 [ %w945, %m945 ], [ %v946, %b946 ]
  %c946 = icmp ult i32 %v946, 73
  br i1 %c946, label %b946, label %e946
e946:
  %d946 = icmp eq i32 %v946, %n
  br i1 %d946, label %l946, label %r946
l946:
  %x946 = add i32 %v946, 1
  br label %m946
r946:
  %y946 = mul i32 %v946, 3
  br label %m946
m946:
  %w946 = phi i32 [ %x946, %l946 ], [ %y946, %r946 ]
  br label %b947
b947:
  %v947 = phi i32 [ %w946, %m946 ], [ %v947, %b947 ]
  %c947 = icmp ult i32 %v947, 74
  br i1 %c947, label %b947, label %e947
e947:
  %d947 = icmp eq i32 %v947, %n
  br i1 %d947, label %l947, label %r947
l947:
  %x947 = add i32 %v947, 1
  br label %m947
r947:
  %y947 = mul i32 %v947, 3
  br label %m947
m947:
  %w947 = phi i32 [ %x947, %l947 ], [ %y947, %r947 ]
  br label %b948
b948:
  %v948 = phi i32 [ %w947, %m947 ], [ %v948, %b948 ]
  %c948 = icmp ult i32 %v948, 75
  br i1 %c948, label %b948, label %e948
e948:
  %d948 = icmp eq i32 %v948, %n
  br i1 %d948, label %l948, label %r948
l948:
  %x948 = add i32 %v948, 1
  br label %m948
r948:
  %y948 = mul i32 %v948, 3
  br label %m948
m948:
  %w948 = phi i32 [ %x948, %l948 ], [ %y948, %r948 ]
  br label %b949
b949:
  %v949 = phi i32 [ %w948, %m948 ], [ %v949, %b949 ]
  %c949 = icmp ult i32 %v949, 76
  br i1 %c949, label %b949, label %e949
e949:
  %d949 = icmp eq i32 %v949, %n
  br i1 %d949, label %l949, label %r949
l949:
  %x949 = add i32 %v949, 1
  br label %m949
r949:
  %y949 = mul i32 %v949, 3
  br label %m949
m949:
  %w949 = phi i32 [ %x949, %l949 ], [ %y949, %r949 ]
  br label %b950
b950:
  %v950 = phi i32 [ %w949, %m949 ], [ %v950, %b950 ]
  %c950 = icmp ult i32 %v950, 77
  br i1 %c950, label %b950, label %e950
e950:
  %d950 = icmp eq i32 %v950, %n
  br i1 %d950, label %l950, label %r950
l950:
  %x950 = add i32 %v950, 1
  br label %m950
r950:
  %y950 = mul i32 %v950, 3
  br label %m950
m950:
  %w950 = phi i32 [ %x950, %l950 ], [ %y950, %r950 ]
  br label %b951
b951:
  %v951 = phi i32 [ %w950, %m950 ], [ %v951, %b951 ]
  %c951 = icmp ult i32 %v951, 78
  br i1 %c951, label %b951, label %e951
e951:
  %d951 = icmp eq i32 %v951, %n
  br i1 %d951, label %l951, label %r951
l951:
  %x951 = add i32 %v951, 1
  br label %m951
r951:
  %y951 = mul i32 %v951, 3
  br label %m951
m951:
  %w951 = phi i32 [ %x951, %l951 ], [ %y951, %r951 ]
  br label %b952
b952:
  %v952 = phi i32 [ %w951, %m951 ], [ %v952, %b952 ]
  %c952 = icmp ult i32 %v952, 79
  br i1 %c952, label %b952, label %e952
e952:
  %d952 = icmp eq i32 %v952, %n
  br i1 %d952, label %l952, label %r952
l952:
  %x952 = add i32 %v952, 1
  br label %m952
r952:
  %y952 = mul i32 %v952, 3
  br label %m952
m952:
  %w952 = phi i32 [ %x952, %l952 ], [ %y952, %r952 ]
  br label %b953
b953:
  %v953 = phi i32 [ %w952, %m952 ], [ %v953, %b953 ]
  %c953 = icmp ult i32 %v953, 80
  br i1 %c953, label %b953, label %e953
e953:
  %d953 = icmp eq i32 %v953, %n
  br i1 %d953, label %l953, label %r953
l953:
  %x953 = add i32 %v953, 1
  br label %m953
r953:
  %y953 = mul i32 %v953, 3
  br label %m953
m953:
  %w953 = phi i32 [ %x953, %l953 ], [ %y953, %r953 ]
  br label %b954
b954:
  %v954 = phi i32 [ %w953, %m953 ], [ %v954, %b954 ]
  %c954 = icmp ult i32 %v954, 81
  br i1 %c954, label %b954, label %e954
e954:
  %d954 = icmp eq i32 %v954, %n
  br i1 %d954, label %l954, label %r954
l954:
  %x954 = add i32 %v954, 1
  br label %m954
r954:
  %y954 = mul i32 %v954, 3
  br label %m954
m954:
  %w954 = phi i32 [ %x954, %l954 ], [ %y954, %r954 ]
  br label %b955
b955:
  %v955 = phi i32 [ %w954, %m954 ], [ %v955, %b955 ]
  %c955 = icmp ult i32 %v955, 82
  br i1 %c955, label %b955, label %e955
e955:
  %d955 = icmp eq i32 %v955, %n
  br i1 %d955, label %l955, label %r955
l955:
  %x955 = add i32 %v955, 1
  br label %m955
r955:
  %y955 = mul i32 %v955, 3
  br label %m955
m955:
  %w955 = phi i32 [ %x955, %l955 ], [ %y955, %r955 ]
  br label %b956
b956:
  %v956 = phi i32 [ %w955, %m955 ], [ %v956, %b956 ]
  %c956 = icmp ult i32 %v956, 83
  br i1 %c956, label %b956, label %e956
e956:
  %d956 = icmp eq i32 %v956, %n
  br i1 %d956, label %l956, label %r956
l956:
  %x956 = add i32 %v956, 1
  br label %m956
r956:
  %y956 = mul i32 %v956, 3
  br label %m956
m956:
  %w956 = phi i32 [ %x956, %l956 ], [ %y956, %r956 ]
  br label %b957
b957:
  %v957 = phi i32 [ %w956, %m956 ], [ %v957, %b957 ]
  %c957 = icmp ult i32 %v957, 84
  br i1 %c957, label %b957, label %e957
e957:
  %d957 = icmp eq i32 %v957, %n
  br i1 %d957, label %l957, label %r957
l957:
  %x957 = add i32 %v957, 1
  br label %m957
r957:
  %y957 = mul i32 %v957, 3
  br label %m957
m957:
  %w957 = phi i32 [ %x957, %l957 ], [ %y957, %r957 ]
  br label %b958
b958:
  %v958 = phi i32 [ %w957, %m957 ], [ %v958, %b958 ]
  %c958 = icmp ult i32 %v958, 85
  br i1 %c958, label %b958, label %e958
e958:
  %d958 = icmp eq i32 %v958, %n
  br i1 %d958, label %l958, label %r958
l958:
  %x958 = add i32 %v958, 1
  br label %m958
r958:
  %y958 = mul i32 %v958, 3
  br label %m958
m958:
  %w958 = phi i32 [ %x958, %l958 ], [ %y958, %r958 ]
  br label %b959
b959:
  %v959 = phi i32 [ %w958, %m958 ], [ %v959, %b959 ]
  %c959 = icmp ult i32 %v959, 86
  br i1 %c959, label %b959, label %e959
e959:
  %d959 = icmp eq i32 %v959, %n
  br i1 %d959, label %l959, label %r959
l959:
  %x959 = add i32 %v959, 1
  br label %m959
r959:
  %y959 = mul i32 %v959, 3
  br label %m959
m959:
  %w959 = phi i32 [ %x959, %l959 ], [ %y959, %r959 ]
  br label %b960
b960:
  %v960 = phi i32 [ %w959, %m959 ], [ %v960, %b960 ]
  %c960 = icmp ult i32 %v960, 87
  br i1 %c960, label %b960, label %e960
e960:
  %d960 = icmp eq i32 %v960, %n
  br i1 %d960, label %l960, label %r960
l960:
  %x960 = add i32 %v960, 1
  br label %m960
r960:
  %y960 = mul i32 %v960, 3
  br label %m960
m960:
  %w960 = phi i32 [ %x960, %l960 ], [ %y960, %r960 ]
  br label %b961
b961:
  %v961 = phi i32 [ %w960, %m960 ], [ %v961, %b961 ]
  %c961 = icmp ult i32 %v961, 88
  br i1 %c961, label %b961, label %e961
e961:
  %d961 = icmp eq i32 %v961, %n
  br i1 %d961, label %l961, label %r961
l961:
  %x961 = add i32 %v961, 1
  br label %m961
r961:
  %y961 = mul i32 %v961, 3
  br label %m961
m961:
  %w961 = phi i32 [ %x961, %l961 ], [ %y961, %r961 ]
  br label %b962
b962:
  %v962 = phi i32 [ %w961, %m961 ], [ %v962, %b962 ]
  %c962 = icmp ult i32 %v962, 89
  br i1 %c962, label %b962, label %e962
e962:
  %d962 = icmp eq i32 %v962, %n
  br i1 %d962, label %l962, label %r962
l962:
  %x962 = add i32 %v962, 1
  br label %m962
r962:
  %y962 = mul i32 %v962, 3
  br label %m962
m962:
  %w962 = phi i32 [ %x962, %l962 ], [ %y962, %r962 ]
  br label %b963
b963:
  %v963 = phi i32 [ %w962, %m962 ], [ %v963, %b963 ]
  %c963 = icmp ult i32 %v963, 90
  br i1 %c963, label %b963, label %e963
e963:
  %d963 = icmp eq i32 %v963, %n
  br i1 %d963, label %l963, label %r963
l963:
  %x963 = add i32 %v963, 1
  br label %m963
r963:
  %y963 = mul i32 %v963, 3
  br label %m963
m963:
  %w963 = phi i32 [ %x963, %l963 ], [ %y963, %r963 ]
  br label %b964
b964:
  %v964 = phi i32 [ %w963, %m963 ], [ %v964, %b964 ]
  %c964 = icmp ult i32 %v964, 91
  br i1 %c964, label %b964, label %e964
e964:
  %d964 = icmp eq i32 %v964, %n
  br i1 %d964, label %l964, label %r964
l964:
  %x964 = add i32 %v964, 1
  br label %m964
r964:
  %y964 = mul i32 %v964, 3
  br label %m964
m964:
  %w964 = phi i32 [ %x964, %l964 ], [ %y964, %r964 ]
  br label %b965
b965:
  %v965 = phi i32 [ %w964, %m964 ], [ %v965, %b965 ]
  %c965 = icmp ult i32 %v965, 92
  br i1 %c965, label %b965, label %e965
e965:
  %d965 = icmp eq i32 %v965, %n
  br i1 %d965, label %l965, label %r965
l965:
  %x965 = add i32 %v965, 1
  br label %m965
r965:
  %y965 = mul i32 %v965, 3
  br label %m965
m965:
  %w965 = phi i32 [ %x965, %l965 ], [ %y965, %r965 ]
  br label %b966
b966:
  %v966 = phi i32 [ %w965, %m965 ], [ %v966, %b966 ]
  %c966 = icmp ult i32 %v966, 93
  br i1 %c966, label %b966, label %e966
e966:
  %d966 = icmp eq i32 %v966, %n
  br i1 %d966, label %l966, label %r966
l966:
  %x966 = add i32 %v966, 1
  br label %m966
r966:
  %y966 = mul i32 %v966, 3
  br label %m966
m966:
  %w966 = phi i32 [ %x966, %l966 ], [ %y966, %r966 ]
  br label %b967
b967:
  %v967 = phi i32 [ %w966, %m966 ], [ %v967, %b967 ]
  %c967 = icmp ult i32 %v967, 94
  br i1 %c967, label %b967, label %e967
e967:
  %d967 = icmp eq i32 %v967, %n
  br i1 %d967, label %l967, label %r967
l967:
  %x967 = add i32 %v967, 1
  br label %m967
r967:
  %y967 = mul i32 %v967, 3
  br label %m967
m967:
  %w967 = phi i32 [ %x967, %l967 ], [ %y967, %r967 ]
  br label %b968
b968:
  %v968 = phi i32 [ %w967, %m967 ], [ %v968, %b968 ]
  %c968 = icmp ult i32 %v968, 95
  br i1 %c968, label %b968, label %e968
e968:
  %d968 = icmp eq i32 %v968, %n
  br i1 %d968, label %l968, label %r968
l968:
  %x968 = add i32 %v968, 1
  br label %m968
r968:
  %y968 = mul i32 %v968, 3
  br label %m968
m968:
  %w968 = phi i32 [ %x968, %l968 ], [ %y968, %r968 ]
  br label %b969
b969:
  %v969 = phi i32 [ %w968, %m968 ], [ %v969, %b969 ]
  %c969 = icmp ult i32 %v969, 96
  br i1 %c969, label %b969, label %e969
e969:
  %d969 = icmp eq i32 %v969, %n
  br i1 %d969, label %l969, label %r969
l969:
  %x969 = add i32 %v969, 1
  br label %m969
r969:
  %y969 = mul i32 %v969, 3
  br label %m969
m969:
  %w969 = phi i32 [ %x969, %l969 ], [ %y969, %r969 ]
  br label %b970
b970:
  %v970 = phi i32 [ %w969, %m969 ], [ %v970, %b970 ]
  %c970 = icmp ult i32 %v970, 0
  br i1 %c970, label %b970, label %e970
e970:
  %d970 = icmp eq i32 %v970, %n
  br i1 %d970, label %l970, label %r970
l970:
  %x970 = add i32 %v970, 1
  br label %m970
r970:
  %y970 = mul i32 %v970, 3
  br label %m970
m970:
  %w970 = phi i32 [ %x970, %l970 ], [ %y970, %r970 ]
  br label %b971
b971:
  %v971 = phi i32 [ %w970, %m970 ], [ %v971, %b971 ]
  %c971 = icmp ult i32 %v971, 1
  br i1 %c971, label %b971, label %e971
e971:
  %d971 = icmp eq i32 %v971, %n
  br i1 %d971, label %l971, label %r971
l971:
  %x971 = add i32 %v971, 1
  br label %m971
r971:
  %y971 = mul i32 %v971, 3
  br label %m971
m971:
  %w971 = phi i32 [ %x971, %l971 ], [ %y971, %r971 ]
  br label %b972
b972:
  %v972 = phi i32 [ %w971, %m971 ], [ %v972, %b972 ]
  %c972 = icmp ult i32 %v972, 2
  br i1 %c972, label %b972, label %e972
e972:
  %d972 = icmp eq i32 %v972, %n
  br i1 %d972, label %l972, label %r972
l972:
  %x972 = add i32 %v972, 1
  br label %m972
r972:
  %y972 = mul i32 %v972, 3
  br label %m972
m972:
  %w972 = phi i32 [ %x972, %l972 ], [ %y972, %r972 ]
  br label %b973
b973:
  %v973 = phi i32 [ %w972, %m972 ], [ %v973, %b973 ]
  %c973 = icmp ult i32 %v973, 3
  br i1 %c973, label %b973, label %e973
e973:
  %d973 = icmp eq i32 %v973, %n
  br i1 %d973, label %l973, label %r973
l973:
  %x973 = add i32 %v973, 1
  br label %m973
r973:
  %y973 = mul i32 %v973, 3
  br label %m973
m973:
  %w973 = phi i32 [ %x973, %l973 ], [ %y973, %r973 ]
  br label %b974
b974:
  %v974 = phi i32 [ %w973, %m973 ], [ %v974, %b974 ]
  %c974 = icmp ult i32 %v974, 4
  br i1 %c974, label %b974, label %e974
e974:
  %d974 = icmp eq i32 %v974, %n
  br i1 %d974, label %l974, label %r974
l974:
  %x974 = add i32 %v974, 1
  br label %m974
r974:
  %y974 = mul i32 %v974, 3
  br label %m974
m974:
  %w974 = phi i32 [ %x974, %l974 ], [ %y974, %r974 ]
  br label %b975
b975:
  %v975 = phi i32 [ %w974, %m974 ], [ %v975, %b975 ]
  %c975 = icmp ult i32 %v975, 5
  br i1 %c975, label %b975, label %e975
e975:
  %d975 = icmp eq i32 %v975, %n
  br i1 %d975, label %l975, label %r975
l975:
  %x975 = add i32 %v975, 1
  br label %m975
r975:
  %y975 = mul i32 %v975, 3
  br label %m975
m975:
  %w975 = phi i32 [ %x975, %l975 ], [ %y975, %r975 ]
  br label %b976
b976:
  %v976 = phi i32 [ %w975, %m975 ], [ %v976, %b976 ]
  %c976 = icmp ult i32 %v976, 6
  br i1 %c976, label %b976, label %e976
e976:
  %d976 = icmp eq i32 %v976, %n
  br i1 %d976, label %l976, label %r976
l976:
  %x976 = add i32 %v976, 1
  br label %m976
r976:
  %y976 = mul i32 %v976, 3
  br label %m976
m976:
  %w976 = phi i32 [ %x976, %l976 ], [ %y976, %r976 ]
  br label %b977
b977:
  %v977 = phi i32 [ %w976, %m976 ], [ %v977, %b977 ]
  %c977 = icmp ult i32 %v977, 7
  br i1 %c977, label %b977, label %e977
e977:
  %d977 = icmp eq i32 %v977, %n
  br i1 %d977, label %l977, label %r977
l977:
  %x977 = add i32 %v977, 1
  br label %m977
r977:
  %y977 = mul i32 %v977, 3
  br label %m977
m977:
  %w977 = phi i32 [ %x977, %l977 ], [ %y977, %r977 ]
  br label %b978
b978:
  %v978 = phi i32 [ %w977, %m977 ], [ %v978, %b978 ]
  %c978 = icmp ult i32 %v978, 8
  br i1 %c978, label %b978, label %e978
e978:
  %d978 = icmp eq i32 %v978, %n
  br i1 %d978, label %l978, label %r978
l978:
  %x978 = add i32 %v978, 1
  br label %m978
r978:
  %y978 = mul i32 %v978, 3
  br label %m978
m978:
  %w978 = phi i32 [ %x978, %l978 ], [ %y978, %r978 ]
  br label %b979
b979:
  %v979 = phi i32 [ %w978, %m978 ], [ %v979, %b979 ]
  %c979 = icmp ult i32 %v979, 9
  br i1 %c979, label %b979, label %e979
e979:
  %d979 = icmp eq i32 %v979, %n
  br i1 %d979, label %l979, label %r979
l979:
  %x979 = add i32 %v979, 1
  br label %m979
r979:
  %y979 = mul i32 %v979, 3
  br label %m979
m979:
  %w979 = phi i32 [ %x979, %l979 ], [ %y979, %r979 ]
  br label %b980
b980:
  %v980 = phi i32 [ %w979, %m979 ], [ %v980, %b980 ]
  %c980 = icmp ult i32 %v980, 10
  br i1 %c980, label %b980, label %e980
e980:
  %d980 = icmp eq i32 %v980, %n
  br i1 %d980, label %l980, label %r980
l980:
  %x980 = add i32 %v980, 1
  br label %m980
r980:
  %y980 = mul i32 %v980, 3
  br label %m980
m980:
  %w980 = phi i32 [ %x980, %l980 ], [ %y980, %r980 ]
  br label %b981
b981:
  %v981 = phi i32 [ %w980, %m980 ], [ %v981, %b981 ]
  %c981 = icmp ult i32 %v981, 11
  br i1 %c981, label %b981, label %e981
e981:
  %d981 = icmp eq i32 %v981, %n
  br i1 %d981, label %l981, label %r981
l981:
  %x981 = add i32 %v981, 1
  br label %m981
r981:
  %y981 = mul i32 %v981, 3
  br label %m981
m981:
  %w981 = phi i32 [ %x981, %l981 ], [ %y981, %r981 ]
  br label %b982
b982:
  %v982 = phi i32 [ %w981, %m981 ], [ %v982, %b982 ]
  %c982 = icmp ult i32 %v982, 12
  br i1 %c982, label %b982, label %e982
e982:
  %d982 = icmp eq i32 %v982, %n
  br i1 %d982, label %l982, label %r982
l982:
  %x982 = add i32 %v982, 1
  br label %m982
r982:
  %y982 = mul i32 %v982, 3
  br label %m982
m982:
  %w982 = phi i32 [ %x982, %l982 ], [ %y982, %r982 ]
  br label %b983
b983:
  %v983 = phi i32 [ %w982, %m982 ], [ %v983, %b983 ]
  %c983 = icmp ult i32 %v983, 13
  br i1 %c983, label %b983, label %e983
e983:
  %d983 = icmp eq i32 %v983, %n
  br i1 %d983, label %l983, label %r983
l983:
  %x983 = add i32 %v983, 1
  br label %m983
r983:
  %y983 = mul i32 %v983, 3
  br label %m983
m983:
  %w983 = phi i32 [ %x983, %l983 ], [ %y983, %r983 ]
  br label %b984
b984:
  %v984 = phi i32 [ %w983, %m983 ], [ %v984, %b984 ]
  %c984 = icmp ult i32 %v984, 14
  br i1 %c984, label %b984, label %e984
e984:
  %d984 = icmp eq i32 %v984, %n
  br i1 %d984, label %l984, label %r984
l984:
  %x984 = add i32 %v984, 1
  br label %m984
r984:
  %y984 = mul i32 %v984, 3
  br label %m984
m984:
  %w984 = phi i32 [ %x984, %l984 ], [ %y984, %r984 ]
  br label %b985
b985:
  %v985 = phi i32 [ %w984, %m984 ], [ %v985, %b985 ]
  %c985 = icmp ult i32 %v985, 15
  br i1 %c985, label %b985, label %e985
e985:
  %d985 = icmp eq i32 %v985, %n
  br i1 %d985, label %l985, label %r985
l985:
  %x985 = add i32 %v985, 1
  br label %m985
r985:
  %y985 = mul i32 %v985, 3
  br label %m985
m985:
  %w985 = phi i32 [ %x985, %l985 ], [ %y985, %r985 ]
  br label %b986
b986:
  %v986 = phi i32 [ %w985, %m985 ], [ %v986, %b986 ]
  %c986 = icmp ult i32 %v986, 16
  br i1 %c986, label %b986, label %e986
e986:
  %d986 = icmp eq i32 %v986, %n
  br i1 %d986, label %l986, label %r986
l986:
  %x986 = add i32 %v986, 1
  br label %m986
r986:
  %y986 = mul i32 %v986, 3
  br label %m986
m986:
  %w986 = phi i32 [ %x986, %l986 ], [ %y986, %r986 ]
  br label %b987
b987:
  %v987 = phi i32 [ %w986, %m986 ], [ %v987, %b987 ]
  %c987 = icmp ult i32 %v987, 17
  br i1 %c987, label %b987, label %e987
e987:
  %d987 = icmp eq i32 %v987, %n
  br i1 %d987, label %l987, label %r987
l987:
  %x987 = add i32 %v987, 1
  br label %m987
r987:
  %y987 = mul i32 %v987, 3
  br label %m987
m987:
  %w987 = phi i32 [ %x987, %l987 ], [ %y987, %r987 ]
  br label %b988
b988:
  %v988 = phi i32 [ %w987, %m987 ], [ %v988, %b988 ]
  %c988 = icmp ult i32 %v988, 18
  br i1 %c988, label %b988, label %e988
e988:
  %d988 = icmp eq i32 %v988, %n
  br i1 %d988, label %l988, label %r988
l988:
  %x988 = add i32 %v988, 1
  br label %m988
r988:
  %y988 = mul i32 %v988, 3
  br label %m988
m988:
  %w988 = phi i32 [ %x988, %l988 ], [ %y988, %r988 ]
  br label %b989
b989:
  %v989 = phi i32 [ %w988, %m988 ], [ %v989, %b989 ]
  %c989 = icmp ult i32 %v989, 19
  br i1 %c989, label %b989, label %e989
e989:
  %d989 = icmp eq i32 %v989, %n
  br i1 %d989, label %l989, label %r989
l989:
  %x989 = add i32 %v989, 1
  br label %m989
r989:
  %y989 = mul i32 %v989, 3
  br label %m989
m989:
  %w989 = phi i32 [ %x989, %l989 ], [ %y989, %r989 ]
  br label %b990
b990:
  %v990 = phi i32 [ %w989, %m989 ], [ %v990, %b990 ]
  %c990 = icmp ult i32 %v990, 20
  br i1 %c990, label %b990, label %e990
e990:
  %d990 = icmp eq i32 %v990, %n
  br i1 %d990, label %l990, label %r990
l990:
  %x990 = add i32 %v990, 1
  br label %m990
r990:
  %y990 = mul i32 %v990, 3
  br label %m990
m990:
  %w990 = phi i32 [ %x990, %l990 ], [ %y990, %r990 ]
  br label %b991
b991:
  %v991 = phi i32 [ %w990, %m990 ], [ %v991, %b991 ]
  %c991 = icmp ult i32 %v991, 21
  br i1 %c991, label %b991, label %e991
e991:
  %d991 = icmp eq i32 %v991, %n
  br i1 %d991, label %l991, label %r991
l991:
  %x991 = add i32 %v991, 1
  br label %m991
r991:
  %y991 = mul i32 %v991, 3
  br label %m991
m991:
  %w991 = phi i32 [ %x991, %l991 ], [ %y991, %r991 ]
  br label %b992
b992:
  %v992 = phi i32 [ %w991, %m991 ], [ %v992, %b992 ]
  %c992 = icmp ult i32 %v992, 22
  br i1 %c992, label %b992, label %e992
e992:
  %d992 = icmp eq i32 %v992, %n
  br i1 %d992, label %l992, label %r992
l992:
  %x992 = add i32 %v992, 1
  br label %m992
r992:
  %y992 = mul i32 %v992, 3
  br label %m992
m992:
  %w992 = phi i32 [ %x992, %l992 ], [ %y992, %r992 ]
  br label %b993
b993:
  %v993 = phi i32 [ %w992, %m992 ], [ %v993, %b993 ]
  %c993 = icmp ult i32 %v993, 23
  br i1 %c993, label %b993, label %e993
e993:
  %d993 = icmp eq i32 %v993, %n
  br i1 %d993, label %l993, label %r993
l993:
  %x993 = add i32 %v993, 1
  br label %m993
r993:
  %y993 = mul i32 %v993, 3
  br label %m993
m993:
  %w993 = phi i32 [ %x993, %l993 ], [ %y993, %r993 ]
  br label %b994
b994:
  %v994 = phi i32 [ %w993, %m993 ], [ %v994, %b994 ]
  %c994 = icmp ult i32 %v994, 24
  br i1 %c994, label %b994, label %e994
e994:
  %d994 = icmp eq i32 %v994, %n
  br i1 %d994, label %l994, label %r994
l994:
  %x994 = add i32 %v994, 1
  br label %m994
r994:
  %y994 = mul i32 %v994, 3
  br label %m994
m994:
  %w994 = phi i32 [ %x994, %l994 ], [ %y994, %r994 ]
  br label %b995
b995:
  %v995 = phi i32 [ %w994, %m994 ], [ %v995, %b995 ]
  %c995 = icmp ult i32 %v995, 25
  br i1 %c995, label %b995, label %e995
e995:
  %d995 = icmp eq i32 %v995, %n
  br i1 %d995, label %l995, label %r995
l995:
  %x995 = add i32 %v995, 1
  br label %m995
r995:
  %y995 = mul i32 %v995, 3
  br label %m995
m995:
  %w995 = phi i32 [ %x995, %l995 ], [ %y995, %r995 ]
  br label %b996
b996:
  %v996 = phi i32 [ %w995, %m995 ], [ %v996, %b996 ]
  %c996 = icmp ult i32 %v996, 26
  br i1 %c996, label %b996, label %e996
e996:
  %d996 = icmp eq i32 %v996, %n
  br i1 %d996, label %l996, label %r996
l996:
  %x996 = add i32 %v996, 1
  br label %m996
r996:
  %y996 = mul i32 %v996, 3
  br label %m996
m996:
  %w996 = phi i32 [ %x996, %l996 ], [ %y996, %r996 ]
  br label %b997
b997:
  %v997 = phi i32 [ %w996, %m996 ], [ %v997, %b997 ]
  %c997 = icmp ult i32 %v997, 27
  br i1 %c997, label %b997, label %e997
e997:
  %d997 = icmp eq i32 %v997, %n
  br i1 %d997, label %l997, label %r997
l997:
  %x997 = add i32 %v997, 1
  br label %m997
r997:
  %y997 = mul i32 %v997, 3
  br label %m997
m997:
  %w997 = phi i32 [ %x997, %l997 ], [ %y997, %r997 ]
  br label %b998
b998:
  %v998 = phi i32 [ %w997, %m997 ], [ %v998, %b998 ]
  %c998 = icmp ult i32 %v998, 28
  br i1 %c998, label %b998, label %e998
e998:
  %d998 = icmp eq i32 %v998, %n
  br i1 %d998, label %l998, label %r998
l998:
  %x998 = add i32 %v998, 1
  br label %m998
r998:
  %y998 = mul i32 %v998, 3
  br label %m998
m998:
  %w998 = phi i32 [ %x998, %l998 ], [ %y998, %r998 ]
  br label %b999
b999:
  %v999 = phi i32 [ %w998, %m998 ], [ %v999, %b999 ]
  %c999 = icmp ult i32 %v999, 29
  br i1 %c999, label %b999, label %e999
e999:
  %d999 = icmp eq i32 %v999, %n
  br i1 %d999, label %l999, label %r999
l999:
  %x999 = add i32 %v999, 1
  br label %m999
r999:
  %y999 = mul i32 %v999, 3
  br label %m999
m999:
  %w999 = phi i32 [ %x999, %l999 ], [ %y999, %r999 ]
  br label %exit
exit:
  store i32 %w999, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
