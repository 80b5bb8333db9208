target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, i32 %n) {
entry:
  br label %h0
h0:
  %i0 = phi i32 [ 0, %entry ], [ %n0, %x0 ]
  %s0 = icmp eq i32 %i0, %n
  br i1 %s0, label %x0, label %h1
h1:
  %i1 = phi i32 [ 0, %h0 ], [ %n1, %x1 ]
  %s1 = icmp eq i32 %i1, %n
  br i1 %s1, label %x1, label %h2
h2:
  %i2 = phi i32 [ 0, %h1 ], [ %n2, %x2 ]
  %s2 = icmp eq i32 %i2, %n
  br i1 %s2, label %x2, label %h3
h3:
  %i3 = phi i32 [ 0, %h2 ], [ %n3, %x3 ]
  %s3 = icmp eq i32 %i3, %n
  br i1 %s3, label %x3, label %h4
h4:
  %i4 = phi i32 [ 0, %h3 ], [ %n4, %x4 ]
  %s4 = icmp eq i32 %i4, %n
  br i1 %s4, label %x4, label %h5
h5:
  %i5 = phi i32 [ 0, %h4 ], [ %n5, %x5 ]
  %s5 = icmp eq i32 %i5, %n
  br i1 %s5, label %x5, label %h6
h6:
  %i6 = phi i32 [ 0, %h5 ], [ %n6, %x6 ]
  %s6 = icmp eq i32 %i6, %n
  br i1 %s6, label %x6, label %h7
h7:
  %i7 = phi i32 [ 0, %h6 ], [ %n7, %x7 ]
  %s7 = icmp eq i32 %i7, %n
  br i1 %s7, label %x7, label %h8
h8:
  %i8 = phi i32 [ 0, %h7 ], [ %n8, %x8 ]
  %s8 = icmp eq i32 %i8, %n
  br i1 %s8, label %x8, label %h9
h9:
  %i9 = phi i32 [ 0, %h8 ], [ %n9, %x9 ]
  %s9 = icmp eq i32 %i9, %n
  br i1 %s9, label %x9, label %h10
h10:
  %i10 = phi i32 [ 0, %h9 ], [ %n10, %x10 ]
  %s10 = icmp eq i32 %i10, %n
  br i1 %s10, label %x10, label %h11
h11:
  %i11 = phi i32 [ 0, %h10 ], [ %n11, %x11 ]
  %s11 = icmp eq i32 %i11, %n
  br i1 %s11, label %x11, label %h12
h12:
  %i12 = phi i32 [ 0, %h11 ], [ %n12, %x12 ]
  %s12 = icmp eq i32 %i12, %n
  br i1 %s12, label %x12, label %h13
h13:
  %i13 = phi i32 [ 0, %h12 ], [ %n13, %x13 ]
  %s13 = icmp eq i32 %i13, %n
  br i1 %s13, label %x13, label %h14
h14:
  %i14 = phi i32 [ 0, %h13 ], [ %n14, %x14 ]
  %s14 = icmp eq i32 %i14, %n
  br i1 %s14, label %x14, label %h15
h15:
  %i15 = phi i32 [ 0, %h14 ], [ %n15, %x15 ]
  %s15 = icmp eq i32 %i15, %n
  br i1 %s15, label %x15, label %h16
h16:
  %i16 = phi i32 [ 0, %h15 ], [ %n16, %x16 ]
  %s16 = icmp eq i32 %i16, %n
  br i1 %s16, label %x16, label %h17
h17:
  %i17 = phi i32 [ 0, %h16 ], [ %n17, %x17 ]
  %s17 = icmp eq i32 %i17, %n
  br i1 %s17, label %x17, label %h18
h18:
  %i18 = phi i32 [ 0, %h17 ], [ %n18, %x18 ]
  %s18 = icmp eq i32 %i18, %n
  br i1 %s18, label %x18, label %h19
h19:
  %i19 = phi i32 [ 0, %h18 ], [ %n19, %x19 ]
  %s19 = icmp eq i32 %i19, %n
  br i1 %s19, label %x19, label %h20
h20:
  %i20 = phi i32 [ 0, %h19 ], [ %n20, %x20 ]
  %s20 = icmp eq i32 %i20, %n
  br i1 %s20, label %x20, label %h21
h21:
  %i21 = phi i32 [ 0, %h20 ], [ %n21, %x21 ]
  %s21 = icmp eq i32 %i21, %n
  br i1 %s21, label %x21, label %h22
h22:
  %i22 = phi i32 [ 0, %h21 ], [ %n22, %x22 ]
  %s22 = icmp eq i32 %i22, %n
  br i1 %s22, label %x22, label %h23
h23:
  %i23 = phi i32 [ 0, %h22 ], [ %n23, %x23 ]
  %s23 = icmp eq i32 %i23, %n
  br i1 %s23, label %x23, label %h24
h24:
  %i24 = phi i32 [ 0, %h23 ], [ %n24, %x24 ]
  %s24 = icmp eq i32 %i24, %n
  br i1 %s24, label %x24, label %h25
h25:
  %i25 = phi i32 [ 0, %h24 ], [ %n25, %x25 ]
  %s25 = icmp eq i32 %i25, %n
  br i1 %s25, label %x25, label %h26
h26:
  %i26 = phi i32 [ 0, %h25 ], [ %n26, %x26 ]
  %s26 = icmp eq i32 %i26, %n
  br i1 %s26, label %x26, label %h27
h27:
  %i27 = phi i32 [ 0, %h26 ], [ %n27, %x27 ]
  %s27 = icmp eq i32 %i27, %n
  br i1 %s27, label %x27, label %h28
h28:
  %i28 = phi i32 [ 0, %h27 ], [ %n28, %x28 ]
  %s28 = icmp eq i32 %i28, %n
  br i1 %s28, label %x28, label %h29
h29:
  %i29 = phi i32 [ 0, %h28 ], [ %n29, %x29 ]
  %s29 = icmp eq i32 %i29, %n
  br i1 %s29, label %x29, label %h30
h30:
  %i30 = phi i32 [ 0, %h29 ], [ %n30, %x30 ]
  %s30 = icmp eq i32 %i30, %n
  br i1 %s30, label %x30, label %h31
h31:
  %i31 = phi i32 [ 0, %h30 ], [ %n31, %x31 ]
  %s31 = icmp eq i32 %i31, %n
  br i1 %s31, label %x31, label %h32
h32:
  %i32 = phi i32 [ 0, %h31 ], [ %n32, %x32 ]
  %s32 = icmp eq i32 %i32, %n
  br i1 %s32, label %x32, label %h33
h33:
  %i33 = phi i32 [ 0, %h32 ], [ %n33, %x33 ]
  %s33 = icmp eq i32 %i33, %n
  br i1 %s33, label %x33, label %h34
h34:
  %i34 = phi i32 [ 0, %h33 ], [ %n34, %x34 ]
  %s34 = icmp eq i32 %i34, %n
  br i1 %s34, label %x34, label %h35
h35:
  %i35 = phi i32 [ 0, %h34 ], [ %n35, %x35 ]
  %s35 = icmp eq i32 %i35, %n
  br i1 %s35, label %x35, label %h36
h36:
  %i36 = phi i32 [ 0, %h35 ], [ %n36, %x36 ]
  %s36 = icmp eq i32 %i36, %n
  br i1 %s36, label %x36, label %h37
h37:
  %i37 = phi i32 [ 0, %h36 ], [ %n37, %x37 ]
  %s37 = icmp eq i32 %i37, %n
  br i1 %s37, label %x37, label %h38
h38:
  %i38 = phi i32 [ 0, %h37 ], [ %n38, %x38 ]
  %s38 = icmp eq i32 %i38, %n
  br i1 %s38, label %x38, label %h39
h39:
  %i39 = phi i32 [ 0, %h38 ], [ %n39, %x39 ]
  %s39 = icmp eq i32 %i39, %n
  br i1 %s39, label %x39, label %h40
h40:
  %i40 = phi i32 [ 0, %h39 ], [ %n40, %x40 ]
  %s40 = icmp eq i32 %i40, %n
  br i1 %s40, label %x40, label %h41
h41:
  %i41 = phi i32 [ 0, %h40 ], [ %n41, %x41 ]
  %s41 = icmp eq i32 %i41, %n
  br i1 %s41, label %x41, label %h42
h42:
  %i42 = phi i32 [ 0, %h41 ], [ %n42, %x42 ]
  %s42 = icmp eq i32 %i42, %n
  br i1 %s42, label %x42, label %h43
h43:
  %i43 = phi i32 [ 0, %h42 ], [ %n43, %x43 ]
  %s43 = icmp eq i32 %i43, %n
  br i1 %s43, label %x43, label %h44
h44:
  %i44 = phi i32 [ 0, %h43 ], [ %n44, %x44 ]
  %s44 = icmp eq i32 %i44, %n
  br i1 %s44, label %x44, label %h45
h45:
  %i45 = phi i32 [ 0, %h44 ], [ %n45, %x45 ]
  %s45 = icmp eq i32 %i45, %n
  br i1 %s45, label %x45, label %h46
h46:
  %i46 = phi i32 [ 0, %h45 ], [ %n46, %x46 ]
  %s46 = icmp eq i32 %i46, %n
  br i1 %s46, label %x46, label %h47
h47:
  %i47 = phi i32 [ 0, %h46 ], [ %n47, %x47 ]
  %s47 = icmp eq i32 %i47, %n
  br i1 %s47, label %x47, label %h48
h48:
  %i48 = phi i32 [ 0, %h47 ], [ %n48, %x48 ]
  %s48 = icmp eq i32 %i48, %n
  br i1 %s48, label %x48, label %h49
h49:
  %i49 = phi i32 [ 0, %h48 ], [ %n49, %x49 ]
  %s49 = icmp eq i32 %i49, %n
  br i1 %s49, label %x49, label %h50
h50:
  %i50 = phi i32 [ 0, %h49 ], [ %n50, %x50 ]
  %s50 = icmp eq i32 %i50, %n
  br i1 %s50, label %x50, label %h51
h51:
  %i51 = phi i32 [ 0, %h50 ], [ %n51, %x51 ]
  %s51 = icmp eq i32 %i51, %n
  br i1 %s51, label %x51, label %h52
h52:
  %i52 = phi i32 [ 0, %h51 ], [ %n52, %x52 ]
  %s52 = icmp eq i32 %i52, %n
  br i1 %s52, label %x52, label %h53
h53:
  %i53 = phi i32 [ 0, %h52 ], [ %n53, %x53 ]
  %s53 = icmp eq i32 %i53, %n
  br i1 %s53, label %x53, label %h54
h54:
  %i54 = phi i32 [ 0, %h53 ], [ %n54, %x54 ]
  %s54 = icmp eq i32 %i54, %n
  br i1 %s54, label %x54, label %h55
h55:
  %i55 = phi i32 [ 0, %h54 ], [ %n55, %x55 ]
  %s55 = icmp eq i32 %i55, %n
  br i1 %s55, label %x55, label %h56
h56:
  %i56 = phi i32 [ 0, %h55 ], [ %n56, %x56 ]
  %s56 = icmp eq i32 %i56, %n
  br i1 %s56, label %x56, label %h57
h57:
  %i57 = phi i32 [ 0, %h56 ], [ %n57, %x57 ]
  %s57 = icmp eq i32 %i57, %n
  br i1 %s57, label %x57, label %h58
h58:
  %i58 = phi i32 [ 0, %h57 ], [ %n58, %x58 ]
  %s58 = icmp eq i32 %i58, %n
  br i1 %s58, label %x58, label %h59
h59:
  %i59 = phi i32 [ 0, %h58 ], [ %n59, %x59 ]
  %s59 = icmp eq i32 %i59, %n
  br i1 %s59, label %x59, label %h60
h60:
  %i60 = phi i32 [ 0, %h59 ], [ %n60, %x60 ]
  %s60 = icmp eq i32 %i60, %n
  br i1 %s60, label %x60, label %h61
h61:
  %i61 = phi i32 [ 0, %h60 ], [ %n61, %x61 ]
  %s61 = icmp eq i32 %i61, %n
  br i1 %s61, label %x61, label %h62
h62:
  %i62 = phi i32 [ 0, %h61 ], [ %n62, %x62 ]
  %s62 = icmp eq i32 %i62, %n
  br i1 %s62, label %x62, label %h63
h63:
  %i63 = phi i32 [ 0, %h62 ], [ %n63, %x63 ]
  %s63 = icmp eq i32 %i63, %n
  br i1 %s63, label %x63, label %h64
h64:
  %i64 = phi i32 [ 0, %h63 ], [ %n64, %x64 ]
  %s64 = icmp eq i32 %i64, %n
  br i1 %s64, label %x64, label %h65
h65:
  %i65 = phi i32 [ 0, %h64 ], [ %n65, %x65 ]
  %s65 = icmp eq i32 %i65, %n
  br i1 %s65, label %x65, label %h66
h66:
  %i66 = phi i32 [ 0, %h65 ], [ %n66, %x66 ]
  %s66 = icmp eq i32 %i66, %n
  br i1 %s66, label %x66, label %h67
h67:
  %i67 = phi i32 [ 0, %h66 ], [ %n67, %x67 ]
  %s67 = icmp eq i32 %i67, %n
  br i1 %s67, label %x67, label %h68
h68:
  %i68 = phi i32 [ 0, %h67 ], [ %n68, %x68 ]
  %s68 = icmp eq i32 %i68, %n
  br i1 %s68, label %x68, label %h69
h69:
  %i69 = phi i32 [ 0, %h68 ], [ %n69, %x69 ]
  %s69 = icmp eq i32 %i69, %n
  br i1 %s69, label %x69, label %h70
h70:
  %i70 = phi i32 [ 0, %h69 ], [ %n70, %x70 ]
  %s70 = icmp eq i32 %i70, %n
  br i1 %s70, label %x70, label %h71
h71:
  %i71 = phi i32 [ 0, %h70 ], [ %n71, %x71 ]
  %s71 = icmp eq i32 %i71, %n
  br i1 %s71, label %x71, label %h72
h72:
  %i72 = phi i32 [ 0, %h71 ], [ %n72, %x72 ]
  %s72 = icmp eq i32 %i72, %n
  br i1 %s72, label %x72, label %h73
h73:
  %i73 = phi i32 [ 0, %h72 ], [ %n73, %x73 ]
  %s73 = icmp eq i32 %i73, %n
  br i1 %s73, label %x73, label %h74
h74:
  %i74 = phi i32 [ 0, %h73 ], [ %n74, %x74 ]
  %s74 = icmp eq i32 %i74, %n
  br i1 %s74, label %x74, label %h75
h75:
  %i75 = phi i32 [ 0, %h74 ], [ %n75, %x75 ]
  %s75 = icmp eq i32 %i75, %n
  br i1 %s75, label %x75, label %h76
h76:
  %i76 = phi i32 [ 0, %h75 ], [ %n76, %x76 ]
  %s76 = icmp eq i32 %i76, %n
  br i1 %s76, label %x76, label %h77
h77:
  %i77 = phi i32 [ 0, %h76 ], [ %n77, %x77 ]
  %s77 = icmp eq i32 %i77, %n
  br i1 %s77, label %x77, label %h78
h78:
  %i78 = phi i32 [ 0, %h77 ], [ %n78, %x78 ]
  %s78 = icmp eq i32 %i78, %n
  br i1 %s78, label %x78, label %h79
h79:
  %i79 = phi i32 [ 0, %h78 ], [ %n79, %x79 ]
  %s79 = icmp eq i32 %i79, %n
  br i1 %s79, label %x79, label %h80
h80:
  %i80 = phi i32 [ 0, %h79 ], [ %n80, %x80 ]
  %s80 = icmp eq i32 %i80, %n
  br i1 %s80, label %x80, label %h81
h81:
  %i81 = phi i32 [ 0, %h80 ], [ %n81, %x81 ]
  %s81 = icmp eq i32 %i81, %n
  br i1 %s81, label %x81, label %h82
h82:
  %i82 = phi i32 [ 0, %h81 ], [ %n82, %x82 ]
  %s82 = icmp eq i32 %i82, %n
  br i1 %s82, label %x82, label %h83
h83:
  %i83 = phi i32 [ 0, %h82 ], [ %n83, %x83 ]
  %s83 = icmp eq i32 %i83, %n
  br i1 %s83, label %x83, label %h84
h84:
  %i84 = phi i32 [ 0, %h83 ], [ %n84, %x84 ]
  %s84 = icmp eq i32 %i84, %n
  br i1 %s84, label %x84, label %h85
h85:
  %i85 = phi i32 [ 0, %h84 ], [ %n85, %x85 ]
  %s85 = icmp eq i32 %i85, %n
  br i1 %s85, label %x85, label %h86
h86:
  %i86 = phi i32 [ 0, %h85 ], [ %n86, %x86 ]
  %s86 = icmp eq i32 %i86, %n
  br i1 %s86, label %x86, label %h87
h87:
  %i87 = phi i32 [ 0, %h86 ], [ %n87, %x87 ]
  %s87 = icmp eq i32 %i87, %n
  br i1 %s87, label %x87, label %h88
h88:
  %i88 = phi i32 [ 0, %h87 ], [ %n88, %x88 ]
  %s88 = icmp eq i32 %i88, %n
  br i1 %s88, label %x88, label %h89
h89:
  %i89 = phi i32 [ 0, %h88 ], [ %n89, %x89 ]
  %s89 = icmp eq i32 %i89, %n
  br i1 %s89, label %x89, label %h90
h90:
  %i90 = phi i32 [ 0, %h89 ], [ %n90, %x90 ]
  %s90 = icmp eq i32 %i90, %n
  br i1 %s90, label %x90, label %h91
h91:
  %i91 = phi i32 [ 0, %h90 ], [ %n91, %x91 ]
  %s91 = icmp eq i32 %i91, %n
  br i1 %s91, label %x91, label %h92
h92:
  %i92 = phi i32 [ 0, %h91 ], [ %n92, %x92 ]
  %s92 = icmp eq i32 %i92, %n
  br i1 %s92, label %x92, label %h93
h93:
  %i93 = phi i32 [ 0, %h92 ], [ %n93, %x93 ]
  %s93 = icmp eq i32 %i93, %n
  br i1 %s93, label %x93, label %h94
h94:
  %i94 = phi i32 [ 0, %h93 ], [ %n94, %x94 ]
  %s94 = icmp eq i32 %i94, %n
  br i1 %s94, label %x94, label %h95
h95:
  %i95 = phi i32 [ 0, %h94 ], [ %n95, %x95 ]
  %s95 = icmp eq i32 %i95, %n
  br i1 %s95, label %x95, label %h96
h96:
  %i96 = phi i32 [ 0, %h95 ], [ %n96, %x96 ]
  %s96 = icmp eq i32 %i96, %n
  br i1 %s96, label %x96, label %h97
h97:
  %i97 = phi i32 [ 0, %h96 ], [ %n97, %x97 ]
  %s97 = icmp eq i32 %i97, %n
  br i1 %s97, label %x97, label %h98
h98:
  %i98 = phi i32 [ 0, %h97 ], [ %n98, %x98 ]
  %s98 = icmp eq i32 %i98, %n
  br i1 %s98, label %x98, label %h99
h99:
  %i99 = phi i32 [ 0, %h98 ], [ %n99, %x99 ]
  %s99 = icmp eq i32 %i99, %n
  br i1 %s99, label %x99, label %h100
h100:
  %i100 = phi i32 [ 0, %h99 ], [ %n100, %x100 ]
  %s100 = icmp eq i32 %i100, %n
  br i1 %s100, label %x100, label %h101
h101:
  %i101 = phi i32 [ 0, %h100 ], [ %n101, %x101 ]
  %s101 = icmp eq i32 %i101, %n
  br i1 %s101, label %x101, label %h102
h102:
  %i102 = phi i32 [ 0, %h101 ], [ %n102, %x102 ]
  %s102 = icmp eq i32 %i102, %n
  br i1 %s102, label %x102, label %h103
h103:
  %i103 = phi i32 [ 0, %h102 ], [ %n103, %x103 ]
  %s103 = icmp eq i32 %i103, %n
  br i1 %s103, label %x103, label %h104
h104:
  %i104 = phi i32 [ 0, %h103 ], [ %n104, %x104 ]
  %s104 = icmp eq i32 %i104, %n
  br i1 %s104, label %x104, label %h105
h105:
  %i105 = phi i32 [ 0, %h104 ], [ %n105, %x105 ]
  %s105 = icmp eq i32 %i105, %n
  br i1 %s105, label %x105, label %h106
h106:
  %i106 = phi i32 [ 0, %h105 ], [ %n106, %x106 ]
  %s106 = icmp eq i32 %i106, %n
  br i1 %s106, label %x106, label %h107
h107:
  %i107 = phi i32 [ 0, %h106 ], [ %n107, %x107 ]
  %s107 = icmp eq i32 %i107, %n
  br i1 %s107, label %x107, label %h108
h108:
  %i108 = phi i32 [ 0, %h107 ], [ %n108, %x108 ]
  %s108 = icmp eq i32 %i108, %n
  br i1 %s108, label %x108, label %h109
h109:
  %i109 = phi i32 [ 0, %h108 ], [ %n109, %x109 ]
  %s109 = icmp eq i32 %i109, %n
  br i1 %s109, label %x109, label %h110
h110:
  %i110 = phi i32 [ 0, %h109 ], [ %n110, %x110 ]
  %s110 = icmp eq i32 %i110, %n
  br i1 %s110, label %x110, label %h111
h111:
  %i111 = phi i32 [ 0, %h110 ], [ %n111, %x111 ]
  %s111 = icmp eq i32 %i111, %n
  br i1 %s111, label %x111, label %h112
h112:
  %i112 = phi i32 [ 0, %h111 ], [ %n112, %x112 ]
  %s112 = icmp eq i32 %i112, %n
  br i1 %s112, label %x112, label %h113
h113:
  %i113 = phi i32 [ 0, %h112 ], [ %n113, %x113 ]
  %s113 = icmp eq i32 %i113, %n
  br i1 %s113, label %x113, label %h114
h114:
  %i114 = phi i32 [ 0, %h113 ], [ %n114, %x114 ]
  %s114 = icmp eq i32 %i114, %n
  br i1 %s114, label %x114, label %h115
h115:
  %i115 = phi i32 [ 0, %h114 ], [ %n115, %x115 ]
  %s115 = icmp eq i32 %i115, %n
  br i1 %s115, label %x115, label %h116
h116:
  %i116 = phi i32 [ 0, %h115 ], [ %n116, %x116 ]
  %s116 = icmp eq i32 %i116, %n
  br i1 %s116, label %x116, label %h117
h117:
  %i117 = phi i32 [ 0, %h116 ], [ %n117, %x117 ]
  %s117 = icmp eq i32 %i117, %n
  br i1 %s117, label %x117, label %h118
h118:
  %i118 = phi i32 [ 0, %h117 ], [ %n118, %x118 ]
  %s118 = icmp eq i32 %i118, %n
  br i1 %s118, label %x118, label %h119
h119:
  %i119 = phi i32 [ 0, %h118 ], [ %n119, %x119 ]
  %s119 = icmp eq i32 %i119, %n
  br i1 %s119, label %x119, label %h120
h120:
  %i120 = phi i32 [ 0, %h119 ], [ %n120, %x120 ]
  %s120 = icmp eq i32 %i120, %n
  br i1 %s120, label %x120, label %h121
h121:
  %i121 = phi i32 [ 0, %h120 ], [ %n121, %x121 ]
  %s121 = icmp eq i32 %i121, %n
  br i1 %s121, label %x121, label %h122
h122:
  %i122 = phi i32 [ 0, %h121 ], [ %n122, %x122 ]
  %s122 = icmp eq i32 %i122, %n
  br i1 %s122, label %x122, label %h123
h123:
  %i123 = phi i32 [ 0, %h122 ], [ %n123, %x123 ]
  %s123 = icmp eq i32 %i123, %n
  br i1 %s123, label %x123, label %h124
h124:
  %i124 = phi i32 [ 0, %h123 ], [ %n124, %x124 ]
  %s124 = icmp eq i32 %i124, %n
  br i1 %s124, label %x124, label %h125
h125:
  %i125 = phi i32 [ 0, %h124 ], [ %n125, %x125 ]
  %s125 = icmp eq i32 %i125, %n
  br i1 %s125, label %x125, label %h126
h126:
  %i126 = phi i32 [ 0, %h125 ], [ %n126, %x126 ]
  %s126 = icmp eq i32 %i126, %n
  br i1 %s126, label %x126, label %h127
h127:
  %i127 = phi i32 [ 0, %h126 ], [ %n127, %x127 ]
  %s127 = icmp eq i32 %i127, %n
  br i1 %s127, label %x127, label %h128
h128:
  %i128 = phi i32 [ 0, %h127 ], [ %n128, %x128 ]
  %s128 = icmp eq i32 %i128, %n
  br i1 %s128, label %x128, label %h129
h129:
  %i129 = phi i32 [ 0, %h128 ], [ %n129, %x129 ]
  %s129 = icmp eq i32 %i129, %n
  br i1 %s129, label %x129, label %h130
h130:
  %i130 = phi i32 [ 0, %h129 ], [ %n130, %x130 ]
  %s130 = icmp eq i32 %i130, %n
  br i1 %s130, label %x130, label %h131
h131:
  %i131 = phi i32 [ 0, %h130 ], [ %n131, %x131 ]
  %s131 = icmp eq i32 %i131, %n
  br i1 %s131, label %x131, label %h132
h132:
  %i132 = phi i32 [ 0, %h131 ], [ %n132, %x132 ]
  %s132 = icmp eq i32 %i132, %n
  br i1 %s132, label %x132, label %h133
h133:
  %i133 = phi i32 [ 0, %h132 ], [ %n133, %x133 ]
  %s133 = icmp eq i32 %i133, %n
  br i1 %s133, label %x133, label %h134
h134:
  %i134 = phi i32 [ 0, %h133 ], [ %n134, %x134 ]
  %s134 = icmp eq i32 %i134, %n
  br i1 %s134, label %x134, label %h135
h135:
  %i135 = phi i32 [ 0, %h134 ], [ %n135, %x135 ]
  %s135 = icmp eq i32 %i135, %n
  br i1 %s135, label %x135, label %h136
h136:
  %i136 = phi i32 [ 0, %h135 ], [ %n136, %x136 ]
  %s136 = icmp eq i32 %i136, %n
  br i1 %s136, label %x136, label %h137
h137:
  %i137 = phi i32 [ 0, %h136 ], [ %n137, %x137 ]
  %s137 = icmp eq i32 %i137, %n
  br i1 %s137, label %x137, label %h138
h138:
  %i138 = phi i32 [ 0, %h137 ], [ %n138, %x138 ]
  %s138 = icmp eq i32 %i138, %n
  br i1 %s138, label %x138, label %h139
h139:
  %i139 = phi i32 [ 0, %h138 ], [ %n139, %x139 ]
  %s139 = icmp eq i32 %i139, %n
  br i1 %s139, label %x139, label %h140
h140:
  %i140 = phi i32 [ 0, %h139 ], [ %n140, %x140 ]
  %s140 = icmp eq i32 %i140, %n
  br i1 %s140, label %x140, label %h141
h141:
  %i141 = phi i32 [ 0, %h140 ], [ %n141, %x141 ]
  %s141 = icmp eq i32 %i141, %n
  br i1 %s141, label %x141, label %h142
h142:
  %i142 = phi i32 [ 0, %h141 ], [ %n142, %x142 ]
  %s142 = icmp eq i32 %i142, %n
  br i1 %s142, label %x142, label %h143
h143:
  %i143 = phi i32 [ 0, %h142 ], [ %n143, %x143 ]
  %s143 = icmp eq i32 %i143, %n
  br i1 %s143, label %x143, label %h144
h144:
  %i144 = phi i32 [ 0, %h143 ], [ %n144, %x144 ]
  %s144 = icmp eq i32 %i144, %n
  br i1 %s144, label %x144, label %h145
h145:
  %i145 = phi i32 [ 0, %h144 ], [ %n145, %x145 ]
  %s145 = icmp eq i32 %i145, %n
  br i1 %s145, label %x145, label %h146
h146:
  %i146 = phi i32 [ 0, %h145 ], [ %n146, %x146 ]
  %s146 = icmp eq i32 %i146, %n
  br i1 %s146, label %x146, label %h147
h147:
  %i147 = phi i32 [ 0, %h146 ], [ %n147, %x147 ]
  %s147 = icmp eq i32 %i147, %n
  br i1 %s147, label %x147, label %h148
h148:
  %i148 = phi i32 [ 0, %h147 ], [ %n148, %x148 ]
  %s148 = icmp eq i32 %i148, %n
  br i1 %s148, label %x148, label %h149
h149:
  %i149 = phi i32 [ 0, %h148 ], [ %n149, %x149 ]
  %s149 = icmp eq i32 %i149, %n
  br i1 %s149, label %x149, label %h150
h150:
  %i150 = phi i32 [ 0, %h149 ], [ %n150, %x150 ]
  %s150 = icmp eq i32 %i150, %n
  br i1 %s150, label %x150, label %h151
h151:
  %i151 = phi i32 [ 0, %h150 ], [ %n151, %x151 ]
  %s151 = icmp eq i32 %i151, %n
  br i1 %s151, label %x151, label %h152
h152:
  %i152 = phi i32 [ 0, %h151 ], [ %n152, %x152 ]
  %s152 = icmp eq i32 %i152, %n
  br i1 %s152, label %x152, label %h153
h153:
  %i153 = phi i32 [ 0, %h152 ], [ %n153, %x153 ]
  %s153 = icmp eq i32 %i153, %n
  br i1 %s153, label %x153, label %h154
h154:
  %i154 = phi i32 [ 0, %h153 ], [ %n154, %x154 ]
  %s154 = icmp eq i32 %i154, %n
  br i1 %s154, label %x154, label %h155
h155:
  %i155 = phi i32 [ 0, %h154 ], [ %n155, %x155 ]
  %s155 = icmp eq i32 %i155, %n
  br i1 %s155, label %x155, label %h156
h156:
  %i156 = phi i32 [ 0, %h155 ], [ %n156, %x156 ]
  %s156 = icmp eq i32 %i156, %n
  br i1 %s156, label %x156, label %h157
h157:
  %i157 = phi i32 [ 0, %h156 ], [ %n157, %x157 ]
  %s157 = icmp eq i32 %i157, %n
  br i1 %s157, label %x157, label %h158
h158:
  %i158 = phi i32 [ 0, %h157 ], [ %n158, %x158 ]
  %s158 = icmp eq i32 %i158, %n
  br i1 %s158, label %x158, label %h159
h159:
  %i159 = phi i32 [ 0, %h158 ], [ %n159, %x159 ]
  %s159 = icmp eq i32 %i159, %n
  br i1 %s159, label %x159, label %h160
h160:
  %i160 = phi i32 [ 0, %h159 ], [ %n160, %x160 ]
  %s160 = icmp eq i32 %i160, %n
  br i1 %s160, label %x160, label %h161
h161:
  %i161 = phi i32 [ 0, %h160 ], [ %n161, %x161 ]
  %s161 = icmp eq i32 %i161, %n
  br i1 %s161, label %x161, label %h162
h162:
  %i162 = phi i32 [ 0, %h161 ], [ %n162, %x162 ]
  %s162 = icmp eq i32 %i162, %n
  br i1 %s162, label %x162, label %h163
h163:
  %i163 = phi i32 [ 0, %h162 ], [ %n163, %x163 ]
  %s163 = icmp eq i32 %i163, %n
  br i1 %s163, label %x163, label %h164
h164:
  %i164 = phi i32 [ 0, %h163 ], [ %n164, %x164 ]
  %s164 = icmp eq i32 %i164, %n
  br i1 %s164, label %x164, label %h165
h165:
  %i165 = phi i32 [ 0, %h164 ], [ %n165, %x165 ]
  %s165 = icmp eq i32 %i165, %n
  br i1 %s165, label %x165, label %h166
h166:
  %i166 = phi i32 [ 0, %h165 ], [ %n166, %x166 ]
  %s166 = icmp eq i32 %i166, %n
  br i1 %s166, label %x166, label %h167
h167:
  %i167 = phi i32 [ 0, %h166 ], [ %n167, %x167 ]
  %s167 = icmp eq i32 %i167, %n
  br i1 %s167, label %x167, label %h168
h168:
  %i168 = phi i32 [ 0, %h167 ], [ %n168, %x168 ]
  %s168 = icmp eq i32 %i168, %n
  br i1 %s168, label %x168, label %h169
h169:
  %i169 = phi i32 [ 0, %h168 ], [ %n169, %x169 ]
  %s169 = icmp eq i32 %i169, %n
  br i1 %s169, label %x169, label %h170
h170:
  %i170 = phi i32 [ 0, %h169 ], [ %n170, %x170 ]
  %s170 = icmp eq i32 %i170, %n
  br i1 %s170, label %x170, label %h171
h171:
  %i171 = phi i32 [ 0, %h170 ], [ %n171, %x171 ]
  %s171 = icmp eq i32 %i171, %n
  br i1 %s171, label %x171, label %h172
h172:
  %i172 = phi i32 [ 0, %h171 ], [ %n172, %x172 ]
  %s172 = icmp eq i32 %i172, %n
  br i1 %s172, label %x172, label %h173
h173:
  %i173 = phi i32 [ 0, %h172 ], [ %n173, %x173 ]
  %s173 = icmp eq i32 %i173, %n
  br i1 %s173, label %x173, label %h174
h174:
  %i174 = phi i32 [ 0, %h173 ], [ %n174, %x174 ]
  %s174 = icmp eq i32 %i174, %n
  br i1 %s174, label %x174, label %h175
h175:
  %i175 = phi i32 [ 0, %h174 ], [ %n175, %x175 ]
  %s175 = icmp eq i32 %i175, %n
  br i1 %s175, label %x175, label %h176
h176:
  %i176 = phi i32 [ 0, %h175 ], [ %n176, %x176 ]
  %s176 = icmp eq i32 %i176, %n
  br i1 %s176, label %x176, label %h177
h177:
  %i177 = phi i32 [ 0, %h176 ], [ %n177, %x177 ]
  %s177 = icmp eq i32 %i177, %n
  br i1 %s177, label %x177, label %h178
h178:
  %i178 = phi i32 [ 0, %h177 ], [ %n178, %x178 ]
  %s178 = icmp eq i32 %i178, %n
  br i1 %s178, label %x178, label %h179
h179:
  %i179 = phi i32 [ 0, %h178 ], [ %n179, %x179 ]
  %s179 = icmp eq i32 %i179, %n
  br i1 %s179, label %x179, label %h180
h180:
  %i180 = phi i32 [ 0, %h179 ], [ %n180, %x180 ]
  %s180 = icmp eq i32 %i180, %n
  br i1 %s180, label %x180, label %h181
h181:
  %i181 = phi i32 [ 0, %h180 ], [ %n181, %x181 ]
  %s181 = icmp eq i32 %i181, %n
  br i1 %s181, label %x181, label %h182
h182:
  %i182 = phi i32 [ 0, %h181 ], [ %n182, %x182 ]
  %s182 = icmp eq i32 %i182, %n
  br i1 %s182, label %x182, label %h183
h183:
  %i183 = phi i32 [ 0, %h182 ], [ %n183, %x183 ]
  %s183 = icmp eq i32 %i183, %n
  br i1 %s183, label %x183, label %h184
h184:
  %i184 = phi i32 [ 0, %h183 ], [ %n184, %x184 ]
  %s184 = icmp eq i32 %i184, %n
  br i1 %s184, label %x184, label %h185
h185:
  %i185 = phi i32 [ 0, %h184 ], [ %n185, %x185 ]
  %s185 = icmp eq i32 %i185, %n
  br i1 %s185, label %x185, label %h186
h186:
  %i186 = phi i32 [ 0, %h185 ], [ %n186, %x186 ]
  %s186 = icmp eq i32 %i186, %n
  br i1 %s186, label %x186, label %h187
h187:
  %i187 = phi i32 [ 0, %h186 ], [ %n187, %x187 ]
  %s187 = icmp eq i32 %i187, %n
  br i1 %s187, label %x187, label %h188
h188:
  %i188 = phi i32 [ 0, %h187 ], [ %n188, %x188 ]
  %s188 = icmp eq i32 %i188, %n
  br i1 %s188, label %x188, label %h189
h189:
  %i189 = phi i32 [ 0, %h188 ], [ %n189, %x189 ]
  %s189 = icmp eq i32 %i189, %n
  br i1 %s189, label %x189, label %h190
h190:
  %i190 = phi i32 [ 0, %h189 ], [ %n190, %x190 ]
  %s190 = icmp eq i32 %i190, %n
  br i1 %s190, label %x190, label %h191
h191:
  %i191 = phi i32 [ 0, %h190 ], [ %n191, %x191 ]
  %s191 = icmp eq i32 %i191, %n
  br i1 %s191, label %x191, label %h192
h192:
  %i192 = phi i32 [ 0, %h191 ], [ %n192, %x192 ]
  %s192 = icmp eq i32 %i192, %n
  br i1 %s192, label %x192, label %h193
h193:
  %i193 = phi i32 [ 0, %h192 ], [ %n193, %x193 ]
  %s193 = icmp eq i32 %i193, %n
  br i1 %s193, label %x193, label %h194
h194:
  %i194 = phi i32 [ 0, %h193 ], [ %n194, %x194 ]
  %s194 = icmp eq i32 %i194, %n
  br i1 %s194, label %x194, label %h195
h195:
  %i195 = phi i32 [ 0, %h194 ], [ %n195, %x195 ]
  %s195 = icmp eq i32 %i195, %n
  br i1 %s195, label %x195, label %h196
h196:
  %i196 = phi i32 [ 0, %h195 ], [ %n196, %x196 ]
  %s196 = icmp eq i32 %i196, %n
  br i1 %s196, label %x196, label %h197
h197:
  %i197 = phi i32 [ 0, %h196 ], [ %n197, %x197 ]
  %s197 = icmp eq i32 %i197, %n
  br i1 %s197, label %x197, label %h198
h198:
  %i198 = phi i32 [ 0, %h197 ], [ %n198, %x198 ]
  %s198 = icmp eq i32 %i198, %n
  br i1 %s198, label %x198, label %h199
h199:
  %i199 = phi i32 [ 0, %h198 ], [ %n199, %x199 ]
  %s199 = icmp eq i32 %i199, %n
  br i1 %s199, label %x199, label %body
body:
  store volatile i32 %i199, ptr %p
  br label %x199
x199:
  %n199 = add i32 %i199, 1
  %e199 = icmp ult i32 %n199, 2
  br i1 %e199, label %h199, label %x198
x198:
  %n198 = add i32 %i198, 1
  %e198 = icmp ult i32 %n198, 2
  br i1 %e198, label %h198, label %x197
x197:
  %n197 = add i32 %i197, 1
  %e197 = icmp ult i32 %n197, 2
  br i1 %e197, label %h197, label %x196
x196:
  %n196 = add i32 %i196, 1
  %e196 = icmp ult i32 %n196, 2
  br i1 %e196, label %h196, label %x195
x195:
  %n195 = add i32 %i195, 1
  %e195 = icmp ult i32 %n195, 2
  br i1 %e195, label %h195, label %x194
x194:
  %n194 = add i32 %i194, 1
  %e194 = icmp ult i32 %n194, 2
  br i1 %e194, label %h194, label %x193
x193:
  %n193 = add i32 %i193, 1
  %e193 = icmp ult i32 %n193, 2
  br i1 %e193, label %h193, label %x192
x192:
  %n192 = add i32 %i192, 1
  %e192 = icmp ult i32 %n192, 2
  br i1 %e192, label %h192, label %x191
x191:
  %n191 = add i32 %i191, 1
  %e191 = icmp ult i32 %n191, 2
  br i1 %e191, label %h191, label %x190
x190:
  %n190 = add i32 %i190, 1
  %e190 = icmp ult i32 %n190, 2
  br i1 %e190, label %h190, label %x189
x189:
  %n189 = add i32 %i189, 1
  %e189 = icmp ult i32 %n189, 2
  br i1 %e189, label %h189, label %x188
x188:
  %n188 = add i32 %i188, 1
  %e188 = icmp ult i32 %n188, 2
  br i1 %e188, label %h188, label %x187
x187:
  %n187 = add i32 %i187, 1
  %e187 = icmp ult i32 %n187, 2
  br i1 %e187, label %h187, label %x186
x186:
  %n186 = add i32 %i186, 1
  %e186 = icmp ult i32 %n186, 2
  br i1 %e186, label %h186, label %x185
x185:
  %n185 = add i32 %i185, 1
  %e185 = icmp ult i32 %n185, 2
  br i1 %e185, label %h185, label %x184
x184:
  %n184 = add i32 %i184, 1
  %e184 = icmp ult i32 %n184, 2
  br i1 %e184, label %h184, label %x183
x183:
  %n183 = add i32 %i183, 1
  %e183 = icmp ult i32 %n183, 2
  br i1 %e183, label %h183, label %x182
x182:
  %n182 = add i32 %i182, 1
  %e182 = icmp ult i32 %n182, 2
  br i1 %e182, label %h182, label %x181
x181:
  %n181 = add i32 %i181, 1
  %e181 = icmp ult i32 %n181, 2
  br i1 %e181, label %h181, label %x180
x180:
  %n180 = add i32 %i180, 1
  %e180 = icmp ult i32 %n180, 2
  br i1 %e180, label %h180, label %x179
x179:
  %n179 = add i32 %i179, 1
  %e179 = icmp ult i32 %n179, 2
  br i1 %e179, label %h179, label %x178
x178:
  %n178 = add i32 %i178, 1
  %e178 = icmp ult i32 %n178, 2
  br i1 %e178, label %h178, label %x177
x177:
  %n177 = add i32 %i177, 1
  %e177 = icmp ult i32 %n177, 2
  br i1 %e177, label %h177, label %x176
x176:
  %n176 = add i32 %i176, 1
  %e176 = icmp ult i32 %n176, 2
  br i1 %e176, label %h176, label %x175
x175:
  %n175 = add i32 %i175, 1
  %e175 = icmp ult i32 %n175, 2
  br i1 %e175, label %h175, label %x174
x174:
  %n174 = add i32 %i174, 1
  %e174 = icmp ult i32 %n174, 2
  br i1 %e174, label %h174, label %x173
x173:
  %n173 = add i32 %i173, 1
  %e173 = icmp ult i32 %n173, 2
  br i1 %e173, label %h173, label %x172
x172:
  %n172 = add i32 %i172, 1
  %e172 = icmp ult i32 %n172, 2
  br i1 %e172, label %h172, label %x171
x171:
  %n171 = add i32 %i171, 1
  %e171 = icmp ult i32 %n171, 2
  br i1 %e171, label %h171, label %x170
x170:
  %n170 = add i32 %i170, 1
  %e170 = icmp ult i32 %n170, 2
  br i1 %e170, label %h170, label %x169
x169:
  %n169 = add i32 %i169, 1
  %e169 = icmp ult i32 %n169, 2
  br i1 %e169, label %h169, label %x168
x168:
  %n168 = add i32 %i168, 1
  %e168 = icmp ult i32 %n168, 2
  br i1 %e168, label %h168, label %x167
x167:
  %n167 = add i32 %i167, 1
  %e167 = icmp ult i32 %n167, 2
  br i1 %e167, label %h167, label %x166
x166:
  %n166 = add i32 %i166, 1
  %e166 = icmp ult i32 %n166, 2
  br i1 %e166, label %h166, label %x165
x165:
  %n165 = add i32 %i165, 1
  %e165 = icmp ult i32 %n165, 2
  br i1 %e165, label %h165, label %x164
x164:
  %n164 = add i32 %i164, 1
  %e164 = icmp ult i32 %n164, 2
  br i1 %e164, label %h164, label %x163
x163:
  %n163 = add i32 %i163, 1
  %e163 = icmp ult i32 %n163, 2
  br i1 %e163, label %h163, label %x162
x162:
  %n162 = add i32 %i162, 1
  %e162 = icmp ult i32 %n162, 2
  br i1 %e162, label %h162, label %x161
x161:
  %n161 = add i32 %i161, 1
  %e161 = icmp ult i32 %n161, 2
  br i1 %e161, label %h161, label %x160
x160:
  %n160 = add i32 %i160, 1
  %e160 = icmp ult i32 %n160, 2
  br i1 %e160, label %h160, label %x159
x159:
  %n159 = add i32 %i159, 1
  %e159 = icmp ult i32 %n159, 2
  br i1 %e159, label %h159, label %x158
x158:
  %n158 = add i32 %i158, 1
  %e158 = icmp ult i32 %n158, 2
  br i1 %e158, label %h158, label %x157
x157:
  %n157 = add i32 %i157, 1
  %e157 = icmp ult i32 %n157, 2
  br i1 %e157, label %h157, label %x156
x156:
  %n156 = add i32 %i156, 1
  %e156 = icmp ult i32 %n156, 2
  br i1 %e156, label %h156, label %x155
x155:
  %n155 = add i32 %i155, 1
  %e155 = icmp ult i32 %n155, 2
  br i1 %e155, label %h155, label %x154
x154:
  %n154 = add i32 %i154, 1
  %e154 = icmp ult i32 %n154, 2
  br i1 %e154, label %h154, label %x153
x153:
  %n153 = add i32 %i153, 1
  %e153 = icmp ult i32 %n153, 2
  br i1 %e153, label %h153, label %x152
x152:
  %n152 = add i32 %i152, 1
  %e152 = icmp ult i32 %n152, 2
  br i1 %e152, label %h152, label %x151
x151:
  %n151 = add i32 %i151, 1
  %e151 = icmp ult i32 %n151, 2
  br i1 %e151, label %h151, label %x150
x150:
  %n150 = add i32 %i150, 1
  %e150 = icmp ult i32 %n150, 2
  br i1 %e150, label %h150, label %x149
x149:
  %n149 = add i32 %i149, 1
  %e149 = icmp ult i32 %n149, 2
  br i1 %e149, label %h149, label %x148
x148:
  %n148 = add i32 %i148, 1
  %e148 = icmp ult i32 %n148, 2
  br i1 %e148, label %h148, label %x147
x147:
  %n147 = add i32 %i147, 1
  %e147 = icmp ult i32 %n147, 2
  br i1 %e147, label %h147, label %x146
x146:
  %n146 = add i32 %i146, 1
  %e146 = icmp ult i32 %n146, 2
  br i1 %e146, label %h146, label %x145
x145:
  %n145 = add i32 %i145, 1
  %e145 = icmp ult i32 %n145, 2
  br i1 %e145, label %h145, label %x144
x144:
  %n144 = add i32 %i144, 1
  %e144 = icmp ult i32 %n144, 2
  br i1 %e144, label %h144, label %x143
x143:
  %n143 = add i32 %i143, 1
  %e143 = icmp ult i32 %n143, 2
  br i1 %e143, label %h143, label %x142
x142:
  %n142 = add i32 %i142, 1
  %e142 = icmp ult i32 %n142, 2
  br i1 %e142, label %h142, label %x141
x141:
  %n141 = add i32 %i141, 1
  %e141 = icmp ult i32 %n141, 2
  br i1 %e141, label %h141, label %x140
x140:
  %n140 = add i32 %i140, 1
  %e140 = icmp ult i32 %n140, 2
  br i1 %e140, label %h140, label %x139
x139:
  %n139 = add i32 %i139, 1
  %e139 = icmp ult i32 %n139, 2
  br i1 %e139, label %h139, label %x138
x138:
  %n138 = add i32 %i138, 1
  %e138 = icmp ult i32 %n138, 2
  br i1 %e138, label %h138, label %x137
x137:
  %n137 = add i32 %i137, 1
  %e137 = icmp ult i32 %n137, 2
  br i1 %e137, label %h137, label %x136
x136:
  %n136 = add i32 %i136, 1
  %e136 = icmp ult i32 %n136, 2
  br i1 %e136, label %h136, label %x135
x135:
  %n135 = add i32 %i135, 1
  %e135 = icmp ult i32 %n135, 2
  br i1 %e135, label %h135, label %x134
x134:
  %n134 = add i32 %i134, 1
  %e134 = icmp ult i32 %n134, 2
  br i1 %e134, label %h134, label %x133
x133:
  %n133 = add i32 %i133, 1
  %e133 = icmp ult i32 %n133, 2
  br i1 %e133, label %h133, label %x132
x132:
  %n132 = add i32 %i132, 1
  %e132 = icmp ult i32 %n132, 2
  br i1 %e132, label %h132, label %x131
x131:
  %n131 = add i32 %i131, 1
  %e131 = icmp ult i32 %n131, 2
  br i1 %e131, label %h131, label %x130
x130:
  %n130 = add i32 %i130, 1
  %e130 = icmp ult i32 %n130, 2
  br i1 %e130, label %h130, label %x129
x129:
  %n129 = add i32 %i129, 1
  %e129 = icmp ult i32 %n129, 2
  br i1 %e129, label %h129, label %x128
x128:
  %n128 = add i32 %i128, 1
  %e128 = icmp ult i32 %n128, 2
  br i1 %e128, label %h128, label %x127
x127:
  %n127 = add i32 %i127, 1
  %e127 = icmp ult i32 %n127, 2
  br i1 %e127, label %h127, label %x126
x126:
  %n126 = add i32 %i126, 1
  %e126 = icmp ult i32 %n126, 2
  br i1 %e126, label %h126, label %x125
x125:
  %n125 = add i32 %i125, 1
  %e125 = icmp ult i32 %n125, 2
  br i1 %e125, label %h125, label %x124
x124:
  %n124 = add i32 %i124, 1
  %e124 = icmp ult i32 %n124, 2
  br i1 %e124, label %h124, label %x123
x123:
  %n123 = add i32 %i123, 1
  %e123 = icmp ult i32 %n123, 2
  br i1 %e123, label %h123, label %x122
x122:
  %n122 = add i32 %i122, 1
  %e122 = icmp ult i32 %n122, 2
  br i1 %e122, label %h122, label %x121
x121:
  %n121 = add i32 %i121, 1
  %e121 = icmp ult i32 %n121, 2
  br i1 %e121, label %h121, label %x120
x120:
  %n120 = add i32 %i120, 1
  %e120 = icmp ult i32 %n120, 2
  br i1 %e120, label %h120, label %x119
x119:
  %n119 = add i32 %i119, 1
  %e119 = icmp ult i32 %n119, 2
  br i1 %e119, label %h119, label %x118
x118:
  %n118 = add i32 %i118, 1
  %e118 = icmp ult i32 %n118, 2
  br i1 %e118, label %h118, label %x117
x117:
  %n117 = add i32 %i117, 1
  %e117 = icmp ult i32 %n117, 2
  br i1 %e117, label %h117, label %x116
x116:
  %n116 = add i32 %i116, 1
  %e116 = icmp ult i32 %n116, 2
  br i1 %e116, label %h116, label %x115
x115:
  %n115 = add i32 %i115, 1
  %e115 = icmp ult i32 %n115, 2
  br i1 %e115, label %h115, label %x114
x114:
  %n114 = add i32 %i114, 1
  %e114 = icmp ult i32 %n114, 2
  br i1 %e114, label %h114, label %x113
x113:
  %n113 = add i32 %i113, 1
  %e113 = icmp ult i32 %n113, 2
  br i1 %e113, label %h113, label %x112
x112:
  %n112 = add i32 %i112, 1
  %e112 = icmp ult i32 %n112, 2
  br i1 %e112, label %h112, label %x111
x111:
  %n111 = add i32 %i111, 1
  %e111 = icmp ult i32 %n111, 2
  br i1 %e111, label %h111, label %x110
x110:
  %n110 = add i32 %i110, 1
  %e110 = icmp ult i32 %n110, 2
  br i1 %e110, label %h110, label %x109
x109:
  %n109 = add i32 %i109, 1
  %e109 = icmp ult i32 %n109, 2
  br i1 %e109, label %h109, label %x108
x108:
  %n108 = add i32 %i108, 1
  %e108 = icmp ult i32 %n108, 2
  br i1 %e108, label %h108, label %x107
x107:
  %n107 = add i32 %i107, 1
  %e107 = icmp ult i32 %n107, 2
  br i1 %e107, label %h107, label %x106
x106:
  %n106 = add i32 %i106, 1
  %e106 = icmp ult i32 %n106, 2
  br i1 %e106, label %h106, label %x105
x105:
  %n105 = add i32 %i105, 1
  %e105 = icmp ult i32 %n105, 2
  br i1 %e105, label %h105, label %x104
x104:
  %n104 = add i32 %i104, 1
  %e104 = icmp ult i32 %n104, 2
  br i1 %e104, label %h104, label %x103
x103:
  %n103 = add i32 %i103, 1
  %e103 = icmp ult i32 %n103, 2
  br i1 %e103, label %h103, label %x102
x102:
  %n102 = add i32 %i102, 1
  %e102 = icmp ult i32 %n102, 2
  br i1 %e102, label %h102, label %x101
x101:
  %n101 = add i32 %i101, 1
  %e101 = icmp ult i32 %n101, 2
  br i1 %e101, label %h101, label %x100
x100:
  %n100 = add i32 %i100, 1
  %e100 = icmp ult i32 %n100, 2
  br i1 %e100, label %h100, label %x99
x99:
  %n99 = add i32 %i99, 1
  %e99 = icmp ult i32 %n99, 2
  br i1 %e99, label %h99, label %x98
x98:
  %n98 = add i32 %i98, 1
  %e98 = icmp ult i32 %n98, 2
  br i1 %e98, label %h98, label %x97
x97:
  %n97 = add i32 %i97, 1
  %e97 = icmp ult i32 %n97, 2
  br i1 %e97, label %h97, label %x96
x96:
  %n96 = add i32 %i96, 1
  %e96 = icmp ult i32 %n96, 2
  br i1 %e96, label %h96, label %x95
x95:
  %n95 = add i32 %i95, 1
  %e95 = icmp ult i32 %n95, 2
  br i1 %e95, label %h95, label %x94
x94:
  %n94 = add i32 %i94, 1
  %e94 = icmp ult i32 %n94, 2
  br i1 %e94, label %h94, label %x93
x93:
  %n93 = add i32 %i93, 1
  %e93 = icmp ult i32 %n93, 2
  br i1 %e93, label %h93, label %x92
x92:
  %n92 = add i32 %i92, 1
  %e92 = icmp ult i32 %n92, 2
  br i1 %e92, label %h92, label %x91
x91:
  %n91 = add i32 %i91, 1
  %e91 = icmp ult i32 %n91, 2
  br i1 %e91, label %h91, label %x90
x90:
  %n90 = add i32 %i90, 1
  %e90 = icmp ult i32 %n90, 2
  br i1 %e90, label %h90, label %x89
x89:
  %n89 = add i32 %i89, 1
  %e89 = icmp ult i32 %n89, 2
  br i1 %e89, label %h89, label %x88
x88:
  %n88 = add i32 %i88, 1
  %e88 = icmp ult i32 %n88, 2
  br i1 %e88, label %h88, label %x87
x87:
  %n87 = add i32 %i87, 1
  %e87 = icmp ult i32 %n87, 2
  br i1 %e87, label %h87, label %x86
x86:
  %n86 = add i32 %i86, 1
  %e86 = icmp ult i32 %n86, 2
  br i1 %e86, label %h86, label %x85
x85:
  %n85 = add i32 %i85, 1
  %e85 = icmp ult i32 %n85, 2
  br i1 %e85, label %h85, label %x84
x84:
  %n84 = add i32 %i84, 1
  %e84 = icmp ult i32 %n84, 2
  br i1 %e84, label %h84, label %x83
x83:
  %n83 = add i32 %i83, 1
  %e83 = icmp ult i32 %n83, 2
  br i1 %e83, label %h83, label %x82
x82:
  %n82 = add i32 %i82, 1
  %e82 = icmp ult i32 %n82, 2
  br i1 %e82, label %h82, label %x81
x81:
  %n81 = add i32 %i81, 1
  %e81 = icmp ult i32 %n81, 2
  br i1 %e81, label %h81, label %x80
x80:
  %n80 = add i32 %i80, 1
  %e80 = icmp ult i32 %n80, 2
  br i1 %e80, label %h80, label %x79
x79:
  %n79 = add i32 %i79, 1
  %e79 = icmp ult i32 %n79, 2
  br i1 %e79, label %h79, label %x78
x78:
  %n78 = add i32 %i78, 1
  %e78 = icmp ult i32 %n78, 2
  br i1 %e78, label %h78, label %x77
x77:
  %n77 = add i32 %i77, 1
  %e77 = icmp ult i32 %n77, 2
  br i1 %e77, label %h77, label %x76
x76:
  %n76 = add i32 %i76, 1
  %e76 = icmp ult i32 %n76, 2
  br i1 %e76, label %h76, label %x75
x75:
  %n75 = add i32 %i75, 1
  %e75 = icmp ult i32 %n75, 2
  br i1 %e75, label %h75, label %x74
x74:
  %n74 = add i32 %i74, 1
  %e74 = icmp ult i32 %n74, 2
  br i1 %e74, label %h74, label %x73
x73:
  %n73 = add i32 %i73, 1
  %e73 = icmp ult i32 %n73, 2
  br i1 %e73, label %h73, label %x72
x72:
  %n72 = add i32 %i72, 1
  %e72 = icmp ult i32 %n72, 2
  br i1 %e72, label %h72, label %x71
x71:
  %n71 = add i32 %i71, 1
  %e71 = icmp ult i32 %n71, 2
  br i1 %e71, label %h71, label %x70
x70:
  %n70 = add i32 %i70, 1
  %e70 = icmp ult i32 %n70, 2
  br i1 %e70, label %h70, label %x69
x69:
  %n69 = add i32 %i69, 1
  %e69 = icmp ult i32 %n69, 2
  br i1 %e69, label %h69, label %x68
x68:
  %n68 = add i32 %i68, 1
  %e68 = icmp ult i32 %n68, 2
  br i1 %e68, label %h68, label %x67
x67:
  %n67 = add i32 %i67, 1
  %e67 = icmp ult i32 %n67, 2
  br i1 %e67, label %h67, label %x66
x66:
  %n66 = add i32 %i66, 1
  %e66 = icmp ult i32 %n66, 2
  br i1 %e66, label %h66, label %x65
x65:
  %n65 = add i32 %i65, 1
  %e65 = icmp ult i32 %n65, 2
  br i1 %e65, label %h65, label %x64
x64:
  %n64 = add i32 %i64, 1
  %e64 = icmp ult i32 %n64, 2
  br i1 %e64, label %h64, label %x63
x63:
  %n63 = add i32 %i63, 1
  %e63 = icmp ult i32 %n63, 2
  br i1 %e63, label %h63, label %x62
x62:
  %n62 = add i32 %i62, 1
  %e62 = icmp ult i32 %n62, 2
  br i1 %e62, label %h62, label %x61
x61:
  %n61 = add i32 %i61, 1
  %e61 = icmp ult i32 %n61, 2
  br i1 %e61, label %h61, label %x60
x60:
  %n60 = add i32 %i60, 1
  %e60 = icmp ult i32 %n60, 2
  br i1 %e60, label %h60, label %x59
x59:
  %n59 = add i32 %i59, 1
  %e59 = icmp ult i32 %n59, 2
  br i1 %e59, label %h59, label %x58
x58:
  %n58 = add i32 %i58, 1
  %e58 = icmp ult i32 %n58, 2
  br i1 %e58, label %h58, label %x57
x57:
  %n57 = add i32 %i57, 1
  %e57 = icmp ult i32 %n57, 2
  br i1 %e57, label %h57, label %x56
x56:
  %n56 = add i32 %i56, 1
  %e56 = icmp ult i32 %n56, 2
  br i1 %e56, label %h56, label %x55
x55:
  %n55 = add i32 %i55, 1
  %e55 = icmp ult i32 %n55, 2
  br i1 %e55, label %h55, label %x54
x54:
  %n54 = add i32 %i54, 1
  %e54 = icmp ult i32 %n54, 2
  br i1 %e54, label %h54, label %x53
x53:
  %n53 = add i32 %i53, 1
  %e53 = icmp ult i32 %n53, 2
  br i1 %e53, label %h53, label %x52
x52:
  %n52 = add i32 %i52, 1
  %e52 = icmp ult i32 %n52, 2
  br i1 %e52, label %h52, label %x51
x51:
  %n51 = add i32 %i51, 1
  %e51 = icmp ult i32 %n51, 2
  br i1 %e51, label %h51, label %x50
x50:
  %n50 = add i32 %i50, 1
  %e50 = icmp ult i32 %n50, 2
  br i1 %e50, label %h50, label %x49
x49:
  %n49 = add i32 %i49, 1
  %e49 = icmp ult i32 %n49, 2
  br i1 %e49, label %h49, label %x48
x48:
  %n48 = add i32 %i48, 1
  %e48 = icmp ult i32 %n48, 2
  br i1 %e48, label %h48, label %x47
x47:
  %n47 = add i32 %i47, 1
  %e47 = icmp ult i32 %n47, 2
  br i1 %e47, label %h47, label %x46
x46:
  %n46 = add i32 %i46, 1
  %e46 = icmp ult i32 %n46, 2
  br i1 %e46, label %h46, label %x45
x45:
  %n45 = add i32 %i45, 1
  %e45 = icmp ult i32 %n45, 2
  br i1 %e45, label %h45, label %x44
x44:
  %n44 = add i32 %i44, 1
  %e44 = icmp ult i32 %n44, 2
  br i1 %e44, label %h44, label %x43
x43:
  %n43 = add i32 %i43, 1
  %e43 = icmp ult i32 %n43, 2
  br i1 %e43, label %h43, label %x42
x42:
  %n42 = add i32 %i42, 1
  %e42 = icmp ult i32 %n42, 2
  br i1 %e42, label %h42, label %x41
x41:
  %n41 = add i32 %i41, 1
  %e41 = icmp ult i32 %n41, 2
  br i1 %e41, label %h41, label %x40
x40:
  %n40 = add i32 %i40, 1
  %e40 = icmp ult i32 %n40, 2
  br i1 %e40, label %h40, label %x39
x39:
  %n39 = add i32 %i39, 1
  %e39 = icmp ult i32 %n39, 2
  br i1 %e39, label %h39, label %x38
x38:
  %n38 = add i32 %i38, 1
  %e38 = icmp ult i32 %n38, 2
  br i1 %e38, label %h38, label %x37
x37:
  %n37 = add i32 %i37, 1
  %e37 = icmp ult i32 %n37, 2
  br i1 %e37, label %h37, label %x36
x36:
  %n36 = add i32 %i36, 1
  %e36 = icmp ult i32 %n36, 2
  br i1 %e36, label %h36, label %x35
x35:
  %n35 = add i32 %i35, 1
  %e35 = icmp ult i32 %n35, 2
  br i1 %e35, label %h35, label %x34
x34:
  %n34 = add i32 %i34, 1
  %e34 = icmp ult i32 %n34, 2
  br i1 %e34, label %h34, label %x33
x33:
  %n33 = add i32 %i33, 1
  %e33 = icmp ult i32 %n33, 2
  br i1 %e33, label %h33, label %x32
x32:
  %n32 = add i32 %i32, 1
  %e32 = icmp ult i32 %n32, 2
  br i1 %e32, label %h32, label %x31
x31:
  %n31 = add i32 %i31, 1
  %e31 = icmp ult i32 %n31, 2
  br i1 %e31, label %h31, label %x30
x30:
  %n30 = add i32 %i30, 1
  %e30 = icmp ult i32 %n30, 2
  br i1 %e30, label %h30, label %x29
x29:
  %n29 = add i32 %i29, 1
  %e29 = icmp ult i32 %n29, 2
  br i1 %e29, label %h29, label %x28
x28:
  %n28 = add i32 %i28, 1
  %e28 = icmp ult i32 %n28, 2
  br i1 %e28, label %h28, label %x27
x27:
  %n27 = add i32 %i27, 1
  %e27 = icmp ult i32 %n27, 2
  br i1 %e27, label %h27, label %x26
x26:
  %n26 = add i32 %i26, 1
  %e26 = icmp ult i32 %n26, 2
  br i1 %e26, label %h26, label %x25
x25:
  %n25 = add i32 %i25, 1
  %e25 = icmp ult i32 %n25, 2
  br i1 %e25, label %h25, label %x24
x24:
  %n24 = add i32 %i24, 1
  %e24 = icmp ult i32 %n24, 2
  br i1 %e24, label %h24, label %x23
x23:
  %n23 = add i32 %i23, 1
  %e23 = icmp ult i32 %n23, 2
  br i1 %e23, label %h23, label %x22
x22:
  %n22 = add i32 %i22, 1
  %e22 = icmp ult i32 %n22, 2
  br i1 %e22, label %h22, label %x21
x21:
  %n21 = add i32 %i21, 1
  %e21 = icmp ult i32 %n21, 2
  br i1 %e21, label %h21, label %x20
x20:
  %n20 = add i32 %i20, 1
  %e20 = icmp ult i32 %n20, 2
  br i1 %e20, label %h20, label %x19
x19:
  %n19 = add i32 %i19, 1
  %e19 = icmp ult i32 %n19, 2
  br i1 %e19, label %h19, label %x18
x18:
  %n18 = add i32 %i18, 1
  %e18 = icmp ult i32 %n18, 2
  br i1 %e18, label %h18, label %x17
x17:
  %n17 = add i32 %i17, 1
  %e17 = icmp ult i32 %n17, 2
  br i1 %e17, label %h17, label %x16
x16:
  %n16 = add i32 %i16, 1
  %e16 = icmp ult i32 %n16, 2
  br i1 %e16, label %h16, label %x15
x15:
  %n15 = add i32 %i15, 1
  %e15 = icmp ult i32 %n15, 2
  br i1 %e15, label %h15, label %x14
x14:
  %n14 = add i32 %i14, 1
  %e14 = icmp ult i32 %n14, 2
  br i1 %e14, label %h14, label %x13
x13:
  %n13 = add i32 %i13, 1
  %e13 = icmp ult i32 %n13, 2
  br i1 %e13, label %h13, label %x12
x12:
  %n12 = add i32 %i12, 1
  %e12 = icmp ult i32 %n12, 2
  br i1 %e12, label %h12, label %x11
x11:
  %n11 = add i32 %i11, 1
  %e11 = icmp ult i32 %n11, 2
  br i1 %e11, label %h11, label %x10
x10:
  %n10 = add i32 %i10, 1
  %e10 = icmp ult i32 %n10, 2
  br i1 %e10, label %h10, label %x9
x9:
  %n9 = add i32 %i9, 1
  %e9 = icmp ult i32 %n9, 2
  br i1 %e9, label %h9, label %x8
x8:
  %n8 = add i32 %i8, 1
  %e8 = icmp ult i32 %n8, 2
  br i1 %e8, label %h8, label %x7
x7:
  %n7 = add i32 %i7, 1
  %e7 = icmp ult i32 %n7, 2
  br i1 %e7, label %h7, label %x6
x6:
  %n6 = add i32 %i6, 1
  %e6 = icmp ult i32 %n6, 2
  br i1 %e6, label %h6, label %x5
x5:
  %n5 = add i32 %i5, 1
  %e5 = icmp ult i32 %n5, 2
  br i1 %e5, label %h5, label %x4
x4:
  %n4 = add i32 %i4, 1
  %e4 = icmp ult i32 %n4, 2
  br i1 %e4, label %h4, label %x3
x3:
  %n3 = add i32 %i3, 1
  %e3 = icmp ult i32 %n3, 2
  br i1 %e3, label %h3, label %x2
x2:
  %n2 = add i32 %i2, 1
  %e2 = icmp ult i32 %n2, 2
  br i1 %e2, label %h2, label %x1
x1:
  %n1 = add i32 %i1, 1
  %e1 = icmp ult i32 %n1, 2
  br i1 %e1, label %h1, label %x0
x0:
  %n0 = add i32 %i0, 1
  %e0 = icmp ult i32 %n0, 2
  br i1 %e0, label %h0, label %exit
exit:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
