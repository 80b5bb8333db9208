; ModuleID = 'tests/annotate/figures/fig9_fdtd_2d.c'
source_filename = "fig.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@calls = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [27 x i8] c"fdtd_2d %ld calls %d %.2f\0A\00", align 1, !dbg !8

; Function Attrs: nounwind uwtable
define dso_local i32 @shouldComputeY(i32 noundef %0) #0 !dbg !22 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !27
    #dbg_declare(ptr %2, !26, !DIExpression(), !31)
  %3 = load i32, ptr @calls, align 4, !dbg !32, !tbaa !27
  %4 = add nsw i32 %3, 1, !dbg !32
  store i32 %4, ptr @calls, align 4, !dbg !32, !tbaa !27
  %5 = load i32, ptr %2, align 4, !dbg !33, !tbaa !27
  %6 = srem i32 %5, 3, !dbg !34
  %7 = icmp ne i32 %6, 0, !dbg !35
  %8 = zext i1 %7 to i32, !dbg !35
  ret i32 %8, !dbg !36
}

; Function Attrs: nounwind uwtable
define dso_local void @fdtd_2d(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !37 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !57
    #dbg_declare(ptr %6, !42, !DIExpression(), !59)
  store ptr %1, ptr %7, align 8, !tbaa !57
    #dbg_declare(ptr %7, !43, !DIExpression(), !60)
  store ptr %2, ptr %8, align 8, !tbaa !57
    #dbg_declare(ptr %8, !44, !DIExpression(), !61)
  store i32 %3, ptr %9, align 4, !tbaa !27
    #dbg_declare(ptr %9, !45, !DIExpression(), !62)
  store i32 %4, ptr %10, align 4, !tbaa !27
    #dbg_declare(ptr %10, !46, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #6, !dbg !64
    #dbg_declare(ptr %11, !47, !DIExpression(), !65)
  store i32 1, ptr %11, align 4, !dbg !65, !tbaa !27
  br label %15, !dbg !64

15:                                               ; preds = %128, %5
  %16 = load i32, ptr %11, align 4, !dbg !66, !tbaa !27
  %17 = load i32, ptr %9, align 4, !dbg !67, !tbaa !27
  %18 = icmp slt i32 %16, %17, !dbg !68
  br i1 %18, label %20, label %19, !dbg !69

19:                                               ; preds = %15
  store i32 2, ptr %12, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #6, !dbg !70
  br label %131

20:                                               ; preds = %15
  %21 = load i32, ptr %11, align 4, !dbg !71, !tbaa !27
  %22 = call i32 @shouldComputeY(i32 noundef %21), !dbg !72
  %23 = icmp ne i32 %22, 0, !dbg !72
  br i1 %23, label %24, label %76, !dbg !73

24:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #6, !dbg !74
    #dbg_declare(ptr %13, !49, !DIExpression(), !75)
  store i32 0, ptr %13, align 4, !dbg !75, !tbaa !27
  br label %25, !dbg !74

25:                                               ; preds = %72, %24
  %26 = load i32, ptr %13, align 4, !dbg !76, !tbaa !27
  %27 = load i32, ptr %10, align 4, !dbg !78, !tbaa !27
  %28 = icmp slt i32 %26, %27, !dbg !79
  br i1 %28, label %30, label %29, !dbg !80

29:                                               ; preds = %25
  store i32 5, ptr %12, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #6, !dbg !81
  br label %75

30:                                               ; preds = %25
  %31 = load ptr, ptr %6, align 8, !dbg !82, !tbaa !57
  %32 = load i32, ptr %11, align 4, !dbg !83, !tbaa !27
  %33 = load i32, ptr %10, align 4, !dbg !84, !tbaa !27
  %34 = mul nsw i32 %32, %33, !dbg !85
  %35 = load i32, ptr %13, align 4, !dbg !86, !tbaa !27
  %36 = add nsw i32 %34, %35, !dbg !87
  %37 = sext i32 %36 to i64, !dbg !82
  %38 = getelementptr inbounds float, ptr %31, i64 %37, !dbg !82
  %39 = load float, ptr %38, align 4, !dbg !82, !tbaa !88
  %40 = fpext float %39 to double, !dbg !82
  %41 = load ptr, ptr %8, align 8, !dbg !90, !tbaa !57
  %42 = load i32, ptr %11, align 4, !dbg !91, !tbaa !27
  %43 = load i32, ptr %10, align 4, !dbg !92, !tbaa !27
  %44 = mul nsw i32 %42, %43, !dbg !93
  %45 = load i32, ptr %13, align 4, !dbg !94, !tbaa !27
  %46 = add nsw i32 %44, %45, !dbg !95
  %47 = sext i32 %46 to i64, !dbg !90
  %48 = getelementptr inbounds float, ptr %41, i64 %47, !dbg !90
  %49 = load float, ptr %48, align 4, !dbg !90, !tbaa !88
  %50 = load ptr, ptr %8, align 8, !dbg !96, !tbaa !57
  %51 = load i32, ptr %11, align 4, !dbg !97, !tbaa !27
  %52 = sub nsw i32 %51, 1, !dbg !98
  %53 = load i32, ptr %10, align 4, !dbg !99, !tbaa !27
  %54 = mul nsw i32 %52, %53, !dbg !100
  %55 = load i32, ptr %13, align 4, !dbg !101, !tbaa !27
  %56 = add nsw i32 %54, %55, !dbg !102
  %57 = sext i32 %56 to i64, !dbg !96
  %58 = getelementptr inbounds float, ptr %50, i64 %57, !dbg !96
  %59 = load float, ptr %58, align 4, !dbg !96, !tbaa !88
  %60 = fsub float %49, %59, !dbg !103
  %61 = fpext float %60 to double, !dbg !104
  %62 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %61, double %40), !dbg !105
  %63 = fptrunc double %62 to float, !dbg !82
  %64 = load ptr, ptr %6, align 8, !dbg !106, !tbaa !57
  %65 = load i32, ptr %11, align 4, !dbg !107, !tbaa !27
  %66 = load i32, ptr %10, align 4, !dbg !108, !tbaa !27
  %67 = mul nsw i32 %65, %66, !dbg !109
  %68 = load i32, ptr %13, align 4, !dbg !110, !tbaa !27
  %69 = add nsw i32 %67, %68, !dbg !111
  %70 = sext i32 %69 to i64, !dbg !106
  %71 = getelementptr inbounds float, ptr %64, i64 %70, !dbg !106
  store float %63, ptr %71, align 4, !dbg !112, !tbaa !88
  br label %72, !dbg !106

72:                                               ; preds = %30
  %73 = load i32, ptr %13, align 4, !dbg !113, !tbaa !27
  %74 = add nsw i32 %73, 1, !dbg !113
  store i32 %74, ptr %13, align 4, !dbg !113, !tbaa !27
  br label %25, !dbg !81, !llvm.loop !114

75:                                               ; preds = %29
  br label %76, !dbg !118

76:                                               ; preds = %75, %20
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #6, !dbg !119
    #dbg_declare(ptr %14, !55, !DIExpression(), !120)
  store i32 1, ptr %14, align 4, !dbg !120, !tbaa !27
  br label %77, !dbg !119

77:                                               ; preds = %124, %76
  %78 = load i32, ptr %14, align 4, !dbg !121, !tbaa !27
  %79 = load i32, ptr %10, align 4, !dbg !123, !tbaa !27
  %80 = icmp slt i32 %78, %79, !dbg !124
  br i1 %80, label %82, label %81, !dbg !125

81:                                               ; preds = %77
  store i32 8, ptr %12, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #6, !dbg !126
  br label %127

82:                                               ; preds = %77
  %83 = load ptr, ptr %7, align 8, !dbg !127, !tbaa !57
  %84 = load i32, ptr %11, align 4, !dbg !128, !tbaa !27
  %85 = load i32, ptr %10, align 4, !dbg !129, !tbaa !27
  %86 = mul nsw i32 %84, %85, !dbg !130
  %87 = load i32, ptr %14, align 4, !dbg !131, !tbaa !27
  %88 = add nsw i32 %86, %87, !dbg !132
  %89 = sext i32 %88 to i64, !dbg !127
  %90 = getelementptr inbounds float, ptr %83, i64 %89, !dbg !127
  %91 = load float, ptr %90, align 4, !dbg !127, !tbaa !88
  %92 = fpext float %91 to double, !dbg !127
  %93 = load ptr, ptr %8, align 8, !dbg !133, !tbaa !57
  %94 = load i32, ptr %11, align 4, !dbg !134, !tbaa !27
  %95 = load i32, ptr %10, align 4, !dbg !135, !tbaa !27
  %96 = mul nsw i32 %94, %95, !dbg !136
  %97 = load i32, ptr %14, align 4, !dbg !137, !tbaa !27
  %98 = add nsw i32 %96, %97, !dbg !138
  %99 = sext i32 %98 to i64, !dbg !133
  %100 = getelementptr inbounds float, ptr %93, i64 %99, !dbg !133
  %101 = load float, ptr %100, align 4, !dbg !133, !tbaa !88
  %102 = load ptr, ptr %8, align 8, !dbg !139, !tbaa !57
  %103 = load i32, ptr %11, align 4, !dbg !140, !tbaa !27
  %104 = load i32, ptr %10, align 4, !dbg !141, !tbaa !27
  %105 = mul nsw i32 %103, %104, !dbg !142
  %106 = load i32, ptr %14, align 4, !dbg !143, !tbaa !27
  %107 = sub nsw i32 %106, 1, !dbg !144
  %108 = add nsw i32 %105, %107, !dbg !145
  %109 = sext i32 %108 to i64, !dbg !139
  %110 = getelementptr inbounds float, ptr %102, i64 %109, !dbg !139
  %111 = load float, ptr %110, align 4, !dbg !139, !tbaa !88
  %112 = fsub float %101, %111, !dbg !146
  %113 = fpext float %112 to double, !dbg !147
  %114 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %113, double %92), !dbg !148
  %115 = fptrunc double %114 to float, !dbg !127
  %116 = load ptr, ptr %7, align 8, !dbg !149, !tbaa !57
  %117 = load i32, ptr %11, align 4, !dbg !150, !tbaa !27
  %118 = load i32, ptr %10, align 4, !dbg !151, !tbaa !27
  %119 = mul nsw i32 %117, %118, !dbg !152
  %120 = load i32, ptr %14, align 4, !dbg !153, !tbaa !27
  %121 = add nsw i32 %119, %120, !dbg !154
  %122 = sext i32 %121 to i64, !dbg !149
  %123 = getelementptr inbounds float, ptr %116, i64 %122, !dbg !149
  store float %115, ptr %123, align 4, !dbg !155, !tbaa !88
  br label %124, !dbg !149

124:                                              ; preds = %82
  %125 = load i32, ptr %14, align 4, !dbg !156, !tbaa !27
  %126 = add nsw i32 %125, 1, !dbg !156
  store i32 %126, ptr %14, align 4, !dbg !156, !tbaa !27
  br label %77, !dbg !126, !llvm.loop !157

127:                                              ; preds = %81
  br label %128, !dbg !159

128:                                              ; preds = %127
  %129 = load i32, ptr %11, align 4, !dbg !160, !tbaa !27
  %130 = add nsw i32 %129, 1, !dbg !160
  store i32 %130, ptr %11, align 4, !dbg !160, !tbaa !27
  br label %15, !dbg !70, !llvm.loop !161

131:                                              ; preds = %19
  ret void, !dbg !163
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !164 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %2) #6, !dbg !178
    #dbg_declare(ptr %2, !168, !DIExpression(), !179)
  store i32 30, ptr %2, align 4, !dbg !179, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 4, ptr %3) #6, !dbg !178
    #dbg_declare(ptr %3, !169, !DIExpression(), !180)
  store i32 40, ptr %3, align 4, !dbg !180, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 8, ptr %4) #6, !dbg !181
    #dbg_declare(ptr %4, !170, !DIExpression(), !182)
  %10 = load i32, ptr %2, align 4, !dbg !183, !tbaa !27
  %11 = sext i32 %10 to i64, !dbg !183
  %12 = mul i64 4, %11, !dbg !184
  %13 = load i32, ptr %3, align 4, !dbg !185, !tbaa !27
  %14 = sext i32 %13 to i64, !dbg !185
  %15 = mul i64 %12, %14, !dbg !186
  %16 = call noalias ptr @malloc(i64 noundef %15) #7, !dbg !187
  store ptr %16, ptr %4, align 8, !dbg !182, !tbaa !57
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #6, !dbg !181
    #dbg_declare(ptr %5, !171, !DIExpression(), !188)
  %17 = load i32, ptr %2, align 4, !dbg !189, !tbaa !27
  %18 = sext i32 %17 to i64, !dbg !189
  %19 = mul i64 4, %18, !dbg !190
  %20 = load i32, ptr %3, align 4, !dbg !191, !tbaa !27
  %21 = sext i32 %20 to i64, !dbg !191
  %22 = mul i64 %19, %21, !dbg !192
  %23 = call noalias ptr @malloc(i64 noundef %22) #7, !dbg !193
  store ptr %23, ptr %5, align 8, !dbg !188, !tbaa !57
  call void @llvm.lifetime.start.p0(i64 8, ptr %6) #6, !dbg !194
    #dbg_declare(ptr %6, !172, !DIExpression(), !195)
  %24 = load i32, ptr %2, align 4, !dbg !196, !tbaa !27
  %25 = sext i32 %24 to i64, !dbg !196
  %26 = mul i64 4, %25, !dbg !197
  %27 = load i32, ptr %3, align 4, !dbg !198, !tbaa !27
  %28 = sext i32 %27 to i64, !dbg !198
  %29 = mul i64 %26, %28, !dbg !199
  %30 = call noalias ptr @malloc(i64 noundef %29) #7, !dbg !200
  store ptr %30, ptr %6, align 8, !dbg !195, !tbaa !57
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6, !dbg !201
    #dbg_declare(ptr %7, !173, !DIExpression(), !202)
  store i32 0, ptr %7, align 4, !dbg !202, !tbaa !27
  br label %31, !dbg !201

31:                                               ; preds = %60, %0
  %32 = load i32, ptr %7, align 4, !dbg !203, !tbaa !27
  %33 = load i32, ptr %2, align 4, !dbg !205, !tbaa !27
  %34 = load i32, ptr %3, align 4, !dbg !206, !tbaa !27
  %35 = mul nsw i32 %33, %34, !dbg !207
  %36 = icmp slt i32 %32, %35, !dbg !208
  br i1 %36, label %38, label %37, !dbg !209

37:                                               ; preds = %31
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6, !dbg !210
  br label %63

38:                                               ; preds = %31
  %39 = load i32, ptr %7, align 4, !dbg !211, !tbaa !27
  %40 = srem i32 %39, 7, !dbg !213
  %41 = sitofp i32 %40 to float, !dbg !214
  %42 = load ptr, ptr %4, align 8, !dbg !215, !tbaa !57
  %43 = load i32, ptr %7, align 4, !dbg !216, !tbaa !27
  %44 = sext i32 %43 to i64, !dbg !215
  %45 = getelementptr inbounds float, ptr %42, i64 %44, !dbg !215
  store float %41, ptr %45, align 4, !dbg !217, !tbaa !88
  %46 = load i32, ptr %7, align 4, !dbg !218, !tbaa !27
  %47 = srem i32 %46, 5, !dbg !219
  %48 = sitofp i32 %47 to float, !dbg !220
  %49 = load ptr, ptr %5, align 8, !dbg !221, !tbaa !57
  %50 = load i32, ptr %7, align 4, !dbg !222, !tbaa !27
  %51 = sext i32 %50 to i64, !dbg !221
  %52 = getelementptr inbounds float, ptr %49, i64 %51, !dbg !221
  store float %48, ptr %52, align 4, !dbg !223, !tbaa !88
  %53 = load i32, ptr %7, align 4, !dbg !224, !tbaa !27
  %54 = srem i32 %53, 9, !dbg !225
  %55 = sitofp i32 %54 to float, !dbg !226
  %56 = load ptr, ptr %6, align 8, !dbg !227, !tbaa !57
  %57 = load i32, ptr %7, align 4, !dbg !228, !tbaa !27
  %58 = sext i32 %57 to i64, !dbg !227
  %59 = getelementptr inbounds float, ptr %56, i64 %58, !dbg !227
  store float %55, ptr %59, align 4, !dbg !229, !tbaa !88
  br label %60, !dbg !230

60:                                               ; preds = %38
  %61 = load i32, ptr %7, align 4, !dbg !231, !tbaa !27
  %62 = add nsw i32 %61, 1, !dbg !231
  store i32 %62, ptr %7, align 4, !dbg !231, !tbaa !27
  br label %31, !dbg !210, !llvm.loop !232

63:                                               ; preds = %37
  %64 = load ptr, ptr %4, align 8, !dbg !234, !tbaa !57
  %65 = load ptr, ptr %5, align 8, !dbg !235, !tbaa !57
  %66 = load ptr, ptr %6, align 8, !dbg !236, !tbaa !57
  %67 = load i32, ptr %2, align 4, !dbg !237, !tbaa !27
  %68 = load i32, ptr %3, align 4, !dbg !238, !tbaa !27
  call void @fdtd_2d(ptr noundef %64, ptr noundef %65, ptr noundef %66, i32 noundef %67, i32 noundef %68), !dbg !239
  call void @llvm.lifetime.start.p0(i64 8, ptr %8) #6, !dbg !240
    #dbg_declare(ptr %8, !175, !DIExpression(), !241)
  store i64 0, ptr %8, align 8, !dbg !241, !tbaa !242
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #6, !dbg !244
    #dbg_declare(ptr %9, !176, !DIExpression(), !245)
  store i32 0, ptr %9, align 4, !dbg !245, !tbaa !27
  br label %69, !dbg !244

69:                                               ; preds = %94, %63
  %70 = load i32, ptr %9, align 4, !dbg !246, !tbaa !27
  %71 = load i32, ptr %2, align 4, !dbg !248, !tbaa !27
  %72 = load i32, ptr %3, align 4, !dbg !249, !tbaa !27
  %73 = mul nsw i32 %71, %72, !dbg !250
  %74 = icmp slt i32 %70, %73, !dbg !251
  br i1 %74, label %76, label %75, !dbg !252

75:                                               ; preds = %69
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #6, !dbg !253
  br label %97

76:                                               ; preds = %69
  %77 = load ptr, ptr %4, align 8, !dbg !254, !tbaa !57
  %78 = load i32, ptr %9, align 4, !dbg !255, !tbaa !27
  %79 = sext i32 %78 to i64, !dbg !254
  %80 = getelementptr inbounds float, ptr %77, i64 %79, !dbg !254
  %81 = load float, ptr %80, align 4, !dbg !254, !tbaa !88
  %82 = fmul float %81, 1.000000e+01, !dbg !256
  %83 = fptosi float %82 to i64, !dbg !257
  %84 = load ptr, ptr %5, align 8, !dbg !258, !tbaa !57
  %85 = load i32, ptr %9, align 4, !dbg !259, !tbaa !27
  %86 = sext i32 %85 to i64, !dbg !258
  %87 = getelementptr inbounds float, ptr %84, i64 %86, !dbg !258
  %88 = load float, ptr %87, align 4, !dbg !258, !tbaa !88
  %89 = fmul float %88, 1.000000e+02, !dbg !260
  %90 = fptosi float %89 to i64, !dbg !261
  %91 = add nsw i64 %83, %90, !dbg !262
  %92 = load i64, ptr %8, align 8, !dbg !263, !tbaa !242
  %93 = add nsw i64 %92, %91, !dbg !263
  store i64 %93, ptr %8, align 8, !dbg !263, !tbaa !242
  br label %94, !dbg !264

94:                                               ; preds = %76
  %95 = load i32, ptr %9, align 4, !dbg !265, !tbaa !27
  %96 = add nsw i32 %95, 1, !dbg !265
  store i32 %96, ptr %9, align 4, !dbg !265, !tbaa !27
  br label %69, !dbg !253, !llvm.loop !266

97:                                               ; preds = %75
  %98 = load i64, ptr %8, align 8, !dbg !268, !tbaa !242
  %99 = load i32, ptr @calls, align 4, !dbg !269, !tbaa !27
  %100 = load ptr, ptr %4, align 8, !dbg !270, !tbaa !57
  %101 = load i32, ptr %3, align 4, !dbg !271, !tbaa !27
  %102 = add nsw i32 %101, 1, !dbg !272
  %103 = sext i32 %102 to i64, !dbg !270
  %104 = getelementptr inbounds float, ptr %100, i64 %103, !dbg !270
  %105 = load float, ptr %104, align 4, !dbg !270, !tbaa !88
  %106 = fpext float %105 to double, !dbg !270
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %98, i32 noundef %99, double noundef %106), !dbg !273
  %108 = load ptr, ptr %4, align 8, !dbg !274, !tbaa !57
  call void @free(ptr noundef %108) #6, !dbg !275
  %109 = load ptr, ptr %5, align 8, !dbg !276, !tbaa !57
  call void @free(ptr noundef %109) #6, !dbg !277
  %110 = load ptr, ptr %6, align 8, !dbg !278, !tbaa !57
  call void @free(ptr noundef %110) #6, !dbg !279
  call void @llvm.lifetime.end.p0(i64 8, ptr %8) #6, !dbg !280
  call void @llvm.lifetime.end.p0(i64 8, ptr %6) #6, !dbg !280
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #6, !dbg !280
  call void @llvm.lifetime.end.p0(i64 8, ptr %4) #6, !dbg !280
  call void @llvm.lifetime.end.p0(i64 4, ptr %3) #6, !dbg !280
  call void @llvm.lifetime.end.p0(i64 4, ptr %2) #6, !dbg !280
  ret i32 0, !dbg !281
}

; Function Attrs: nounwind allocsize(0)
declare !dbg !282 noalias ptr @malloc(i64 noundef) #3

declare !dbg !290 i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind
declare !dbg !297 void @free(ptr noundef) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 7, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/annotate/figures/fig9_fdtd_2d.c", directory: "/work/wt/annotate", checksumkind: CSK_MD5, checksum: "9f66bc94a2bd4471393082da58829892")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!8, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 216, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 27)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "shouldComputeY", scope: !3, file: !3, line: 9, type: !23, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!14, !14}
!25 = !{!26}
!26 = !DILocalVariable(name: "i", arg: 1, scope: !22, file: !3, line: 9, type: !14)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 9, column: 24, scope: !22)
!32 = !DILocation(line: 10, column: 8, scope: !22)
!33 = !DILocation(line: 11, column: 10, scope: !22)
!34 = !DILocation(line: 11, column: 12, scope: !22)
!35 = !DILocation(line: 11, column: 16, scope: !22)
!36 = !DILocation(line: 11, column: 3, scope: !22)
!37 = distinct !DISubprogram(name: "fdtd_2d", scope: !3, file: !3, line: 14, type: !38, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !41)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !40, !40, !40, !14, !14}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!41 = !{!42, !43, !44, !45, !46, !47, !49, !55}
!42 = !DILocalVariable(name: "Y", arg: 1, scope: !37, file: !3, line: 14, type: !40)
!43 = !DILocalVariable(name: "X", arg: 2, scope: !37, file: !3, line: 14, type: !40)
!44 = !DILocalVariable(name: "H", arg: 3, scope: !37, file: !3, line: 14, type: !40)
!45 = !DILocalVariable(name: "m", arg: 4, scope: !37, file: !3, line: 14, type: !14)
!46 = !DILocalVariable(name: "n", arg: 5, scope: !37, file: !3, line: 14, type: !14)
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 15, type: !14)
!48 = distinct !DILexicalBlock(scope: !37, file: !3, line: 15, column: 3)
!49 = !DILocalVariable(name: "j", scope: !50, file: !3, line: 17, type: !14)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 17, column: 7)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 16, column: 28)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 16, column: 9)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 15, column: 31)
!54 = distinct !DILexicalBlock(scope: !48, file: !3, line: 15, column: 3)
!55 = !DILocalVariable(name: "j", scope: !56, file: !3, line: 20, type: !14)
!56 = distinct !DILexicalBlock(scope: !53, file: !3, line: 20, column: 5)
!57 = !{!58, !58, i64 0}
!58 = !{!"any pointer", !29, i64 0}
!59 = !DILocation(line: 14, column: 21, scope: !37)
!60 = !DILocation(line: 14, column: 31, scope: !37)
!61 = !DILocation(line: 14, column: 41, scope: !37)
!62 = !DILocation(line: 14, column: 48, scope: !37)
!63 = !DILocation(line: 14, column: 55, scope: !37)
!64 = !DILocation(line: 15, column: 8, scope: !48)
!65 = !DILocation(line: 15, column: 12, scope: !48)
!66 = !DILocation(line: 15, column: 19, scope: !54)
!67 = !DILocation(line: 15, column: 23, scope: !54)
!68 = !DILocation(line: 15, column: 21, scope: !54)
!69 = !DILocation(line: 15, column: 3, scope: !48)
!70 = !DILocation(line: 15, column: 3, scope: !54)
!71 = !DILocation(line: 16, column: 24, scope: !52)
!72 = !DILocation(line: 16, column: 9, scope: !52)
!73 = !DILocation(line: 16, column: 9, scope: !53)
!74 = !DILocation(line: 17, column: 12, scope: !50)
!75 = !DILocation(line: 17, column: 16, scope: !50)
!76 = !DILocation(line: 17, column: 23, scope: !77)
!77 = distinct !DILexicalBlock(scope: !50, file: !3, line: 17, column: 7)
!78 = !DILocation(line: 17, column: 27, scope: !77)
!79 = !DILocation(line: 17, column: 25, scope: !77)
!80 = !DILocation(line: 17, column: 7, scope: !50)
!81 = !DILocation(line: 17, column: 7, scope: !77)
!82 = !DILocation(line: 18, column: 24, scope: !77)
!83 = !DILocation(line: 18, column: 26, scope: !77)
!84 = !DILocation(line: 18, column: 30, scope: !77)
!85 = !DILocation(line: 18, column: 28, scope: !77)
!86 = !DILocation(line: 18, column: 34, scope: !77)
!87 = !DILocation(line: 18, column: 32, scope: !77)
!88 = !{!89, !89, i64 0}
!89 = !{!"float", !29, i64 0}
!90 = !DILocation(line: 18, column: 46, scope: !77)
!91 = !DILocation(line: 18, column: 48, scope: !77)
!92 = !DILocation(line: 18, column: 52, scope: !77)
!93 = !DILocation(line: 18, column: 50, scope: !77)
!94 = !DILocation(line: 18, column: 56, scope: !77)
!95 = !DILocation(line: 18, column: 54, scope: !77)
!96 = !DILocation(line: 18, column: 61, scope: !77)
!97 = !DILocation(line: 18, column: 64, scope: !77)
!98 = !DILocation(line: 18, column: 66, scope: !77)
!99 = !DILocation(line: 18, column: 73, scope: !77)
!100 = !DILocation(line: 18, column: 71, scope: !77)
!101 = !DILocation(line: 18, column: 77, scope: !77)
!102 = !DILocation(line: 18, column: 75, scope: !77)
!103 = !DILocation(line: 18, column: 59, scope: !77)
!104 = !DILocation(line: 18, column: 45, scope: !77)
!105 = !DILocation(line: 18, column: 37, scope: !77)
!106 = !DILocation(line: 18, column: 9, scope: !77)
!107 = !DILocation(line: 18, column: 11, scope: !77)
!108 = !DILocation(line: 18, column: 15, scope: !77)
!109 = !DILocation(line: 18, column: 13, scope: !77)
!110 = !DILocation(line: 18, column: 19, scope: !77)
!111 = !DILocation(line: 18, column: 17, scope: !77)
!112 = !DILocation(line: 18, column: 22, scope: !77)
!113 = !DILocation(line: 17, column: 31, scope: !77)
!114 = distinct !{!114, !80, !115, !116, !117}
!115 = !DILocation(line: 18, column: 79, scope: !50)
!116 = !{!"llvm.loop.mustprogress"}
!117 = !{!"llvm.loop.unroll.disable"}
!118 = !DILocation(line: 19, column: 5, scope: !51)
!119 = !DILocation(line: 20, column: 10, scope: !56)
!120 = !DILocation(line: 20, column: 14, scope: !56)
!121 = !DILocation(line: 20, column: 21, scope: !122)
!122 = distinct !DILexicalBlock(scope: !56, file: !3, line: 20, column: 5)
!123 = !DILocation(line: 20, column: 25, scope: !122)
!124 = !DILocation(line: 20, column: 23, scope: !122)
!125 = !DILocation(line: 20, column: 5, scope: !56)
!126 = !DILocation(line: 20, column: 5, scope: !122)
!127 = !DILocation(line: 21, column: 22, scope: !122)
!128 = !DILocation(line: 21, column: 24, scope: !122)
!129 = !DILocation(line: 21, column: 28, scope: !122)
!130 = !DILocation(line: 21, column: 26, scope: !122)
!131 = !DILocation(line: 21, column: 32, scope: !122)
!132 = !DILocation(line: 21, column: 30, scope: !122)
!133 = !DILocation(line: 21, column: 44, scope: !122)
!134 = !DILocation(line: 21, column: 46, scope: !122)
!135 = !DILocation(line: 21, column: 50, scope: !122)
!136 = !DILocation(line: 21, column: 48, scope: !122)
!137 = !DILocation(line: 21, column: 54, scope: !122)
!138 = !DILocation(line: 21, column: 52, scope: !122)
!139 = !DILocation(line: 21, column: 59, scope: !122)
!140 = !DILocation(line: 21, column: 61, scope: !122)
!141 = !DILocation(line: 21, column: 65, scope: !122)
!142 = !DILocation(line: 21, column: 63, scope: !122)
!143 = !DILocation(line: 21, column: 70, scope: !122)
!144 = !DILocation(line: 21, column: 72, scope: !122)
!145 = !DILocation(line: 21, column: 67, scope: !122)
!146 = !DILocation(line: 21, column: 57, scope: !122)
!147 = !DILocation(line: 21, column: 43, scope: !122)
!148 = !DILocation(line: 21, column: 35, scope: !122)
!149 = !DILocation(line: 21, column: 7, scope: !122)
!150 = !DILocation(line: 21, column: 9, scope: !122)
!151 = !DILocation(line: 21, column: 13, scope: !122)
!152 = !DILocation(line: 21, column: 11, scope: !122)
!153 = !DILocation(line: 21, column: 17, scope: !122)
!154 = !DILocation(line: 21, column: 15, scope: !122)
!155 = !DILocation(line: 21, column: 20, scope: !122)
!156 = !DILocation(line: 20, column: 29, scope: !122)
!157 = distinct !{!157, !125, !158, !116, !117}
!158 = !DILocation(line: 21, column: 77, scope: !56)
!159 = !DILocation(line: 22, column: 3, scope: !53)
!160 = !DILocation(line: 15, column: 27, scope: !54)
!161 = distinct !{!161, !69, !162, !116, !117}
!162 = !DILocation(line: 22, column: 3, scope: !48)
!163 = !DILocation(line: 23, column: 1, scope: !37)
!164 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !165, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{!14}
!167 = !{!168, !169, !170, !171, !172, !173, !175, !176}
!168 = !DILocalVariable(name: "m", scope: !164, file: !3, line: 26, type: !14)
!169 = !DILocalVariable(name: "n", scope: !164, file: !3, line: 26, type: !14)
!170 = !DILocalVariable(name: "Y", scope: !164, file: !3, line: 27, type: !40)
!171 = !DILocalVariable(name: "X", scope: !164, file: !3, line: 27, type: !40)
!172 = !DILocalVariable(name: "H", scope: !164, file: !3, line: 28, type: !40)
!173 = !DILocalVariable(name: "i", scope: !174, file: !3, line: 29, type: !14)
!174 = distinct !DILexicalBlock(scope: !164, file: !3, line: 29, column: 3)
!175 = !DILocalVariable(name: "h", scope: !164, file: !3, line: 35, type: !6)
!176 = !DILocalVariable(name: "i", scope: !177, file: !3, line: 36, type: !14)
!177 = distinct !DILexicalBlock(scope: !164, file: !3, line: 36, column: 3)
!178 = !DILocation(line: 26, column: 3, scope: !164)
!179 = !DILocation(line: 26, column: 7, scope: !164)
!180 = !DILocation(line: 26, column: 15, scope: !164)
!181 = !DILocation(line: 27, column: 3, scope: !164)
!182 = !DILocation(line: 27, column: 10, scope: !164)
!183 = !DILocation(line: 27, column: 37, scope: !164)
!184 = !DILocation(line: 27, column: 35, scope: !164)
!185 = !DILocation(line: 27, column: 41, scope: !164)
!186 = !DILocation(line: 27, column: 39, scope: !164)
!187 = !DILocation(line: 27, column: 14, scope: !164)
!188 = !DILocation(line: 27, column: 46, scope: !164)
!189 = !DILocation(line: 27, column: 73, scope: !164)
!190 = !DILocation(line: 27, column: 71, scope: !164)
!191 = !DILocation(line: 27, column: 77, scope: !164)
!192 = !DILocation(line: 27, column: 75, scope: !164)
!193 = !DILocation(line: 27, column: 50, scope: !164)
!194 = !DILocation(line: 28, column: 3, scope: !164)
!195 = !DILocation(line: 28, column: 10, scope: !164)
!196 = !DILocation(line: 28, column: 37, scope: !164)
!197 = !DILocation(line: 28, column: 35, scope: !164)
!198 = !DILocation(line: 28, column: 41, scope: !164)
!199 = !DILocation(line: 28, column: 39, scope: !164)
!200 = !DILocation(line: 28, column: 14, scope: !164)
!201 = !DILocation(line: 29, column: 8, scope: !174)
!202 = !DILocation(line: 29, column: 12, scope: !174)
!203 = !DILocation(line: 29, column: 19, scope: !204)
!204 = distinct !DILexicalBlock(scope: !174, file: !3, line: 29, column: 3)
!205 = !DILocation(line: 29, column: 23, scope: !204)
!206 = !DILocation(line: 29, column: 27, scope: !204)
!207 = !DILocation(line: 29, column: 25, scope: !204)
!208 = !DILocation(line: 29, column: 21, scope: !204)
!209 = !DILocation(line: 29, column: 3, scope: !174)
!210 = !DILocation(line: 29, column: 3, scope: !204)
!211 = !DILocation(line: 30, column: 20, scope: !212)
!212 = distinct !DILexicalBlock(scope: !204, file: !3, line: 29, column: 35)
!213 = !DILocation(line: 30, column: 22, scope: !212)
!214 = !DILocation(line: 30, column: 12, scope: !212)
!215 = !DILocation(line: 30, column: 5, scope: !212)
!216 = !DILocation(line: 30, column: 7, scope: !212)
!217 = !DILocation(line: 30, column: 10, scope: !212)
!218 = !DILocation(line: 31, column: 20, scope: !212)
!219 = !DILocation(line: 31, column: 22, scope: !212)
!220 = !DILocation(line: 31, column: 12, scope: !212)
!221 = !DILocation(line: 31, column: 5, scope: !212)
!222 = !DILocation(line: 31, column: 7, scope: !212)
!223 = !DILocation(line: 31, column: 10, scope: !212)
!224 = !DILocation(line: 32, column: 20, scope: !212)
!225 = !DILocation(line: 32, column: 22, scope: !212)
!226 = !DILocation(line: 32, column: 12, scope: !212)
!227 = !DILocation(line: 32, column: 5, scope: !212)
!228 = !DILocation(line: 32, column: 7, scope: !212)
!229 = !DILocation(line: 32, column: 10, scope: !212)
!230 = !DILocation(line: 33, column: 3, scope: !212)
!231 = !DILocation(line: 29, column: 31, scope: !204)
!232 = distinct !{!232, !209, !233, !116, !117}
!233 = !DILocation(line: 33, column: 3, scope: !174)
!234 = !DILocation(line: 34, column: 11, scope: !164)
!235 = !DILocation(line: 34, column: 14, scope: !164)
!236 = !DILocation(line: 34, column: 17, scope: !164)
!237 = !DILocation(line: 34, column: 20, scope: !164)
!238 = !DILocation(line: 34, column: 23, scope: !164)
!239 = !DILocation(line: 34, column: 3, scope: !164)
!240 = !DILocation(line: 35, column: 3, scope: !164)
!241 = !DILocation(line: 35, column: 8, scope: !164)
!242 = !{!243, !243, i64 0}
!243 = !{!"long", !29, i64 0}
!244 = !DILocation(line: 36, column: 8, scope: !177)
!245 = !DILocation(line: 36, column: 12, scope: !177)
!246 = !DILocation(line: 36, column: 19, scope: !247)
!247 = distinct !DILexicalBlock(scope: !177, file: !3, line: 36, column: 3)
!248 = !DILocation(line: 36, column: 23, scope: !247)
!249 = !DILocation(line: 36, column: 27, scope: !247)
!250 = !DILocation(line: 36, column: 25, scope: !247)
!251 = !DILocation(line: 36, column: 21, scope: !247)
!252 = !DILocation(line: 36, column: 3, scope: !177)
!253 = !DILocation(line: 36, column: 3, scope: !247)
!254 = !DILocation(line: 37, column: 17, scope: !247)
!255 = !DILocation(line: 37, column: 19, scope: !247)
!256 = !DILocation(line: 37, column: 22, scope: !247)
!257 = !DILocation(line: 37, column: 10, scope: !247)
!258 = !DILocation(line: 37, column: 40, scope: !247)
!259 = !DILocation(line: 37, column: 42, scope: !247)
!260 = !DILocation(line: 37, column: 45, scope: !247)
!261 = !DILocation(line: 37, column: 33, scope: !247)
!262 = !DILocation(line: 37, column: 31, scope: !247)
!263 = !DILocation(line: 37, column: 7, scope: !247)
!264 = !DILocation(line: 37, column: 5, scope: !247)
!265 = !DILocation(line: 36, column: 31, scope: !247)
!266 = distinct !{!266, !252, !267, !116, !117}
!267 = !DILocation(line: 37, column: 53, scope: !177)
!268 = !DILocation(line: 38, column: 41, scope: !164)
!269 = !DILocation(line: 38, column: 44, scope: !164)
!270 = !DILocation(line: 38, column: 51, scope: !164)
!271 = !DILocation(line: 38, column: 53, scope: !164)
!272 = !DILocation(line: 38, column: 55, scope: !164)
!273 = !DILocation(line: 38, column: 3, scope: !164)
!274 = !DILocation(line: 39, column: 8, scope: !164)
!275 = !DILocation(line: 39, column: 3, scope: !164)
!276 = !DILocation(line: 39, column: 17, scope: !164)
!277 = !DILocation(line: 39, column: 12, scope: !164)
!278 = !DILocation(line: 39, column: 26, scope: !164)
!279 = !DILocation(line: 39, column: 21, scope: !164)
!280 = !DILocation(line: 41, column: 1, scope: !164)
!281 = !DILocation(line: 40, column: 3, scope: !164)
!282 = !DISubprogram(name: "malloc", scope: !283, file: !283, line: 553, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!284 = !DISubroutineType(types: !285)
!285 = !{!286, !287}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !288, line: 18, baseType: !289)
!288 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!289 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!290 = !DISubprogram(name: "printf", scope: !291, file: !291, line: 356, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!292 = !DISubroutineType(types: !293)
!293 = !{!14, !294, null}
!294 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !295)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!297 = !DISubprogram(name: "free", scope: !283, file: !283, line: 568, type: !298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !286}
