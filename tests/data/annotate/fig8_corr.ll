; ModuleID = 'tests/annotate/figures/fig8_corr.c'
source_filename = "fig.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"corr %ld %.4f %.4f\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local void @corr(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !19 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !42
    #dbg_declare(ptr %6, !25, !DIExpression(), !46)
  store ptr %1, ptr %7, align 8, !tbaa !42
    #dbg_declare(ptr %7, !26, !DIExpression(), !47)
  store ptr %2, ptr %8, align 8, !tbaa !42
    #dbg_declare(ptr %8, !27, !DIExpression(), !48)
  store i32 %3, ptr %9, align 4, !tbaa !49
    #dbg_declare(ptr %9, !28, !DIExpression(), !51)
  store i32 %4, ptr %10, align 4, !tbaa !49
    #dbg_declare(ptr %10, !29, !DIExpression(), !52)
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #6, !dbg !53
    #dbg_declare(ptr %11, !30, !DIExpression(), !54)
  store i32 0, ptr %11, align 4, !dbg !54, !tbaa !49
  br label %16, !dbg !53

16:                                               ; preds = %55, %5
  %17 = load i32, ptr %11, align 4, !dbg !55, !tbaa !49
  %18 = load i32, ptr %9, align 4, !dbg !56, !tbaa !49
  %19 = icmp slt i32 %17, %18, !dbg !57
  br i1 %19, label %21, label %20, !dbg !58

20:                                               ; preds = %16
  store i32 2, ptr %12, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #6, !dbg !59
  br label %58

21:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #6, !dbg !60
    #dbg_declare(ptr %13, !32, !DIExpression(), !61)
  store i32 0, ptr %13, align 4, !dbg !61, !tbaa !49
  br label %22, !dbg !60

22:                                               ; preds = %43, %21
  %23 = load i32, ptr %13, align 4, !dbg !62, !tbaa !49
  %24 = load i32, ptr %10, align 4, !dbg !64, !tbaa !49
  %25 = icmp slt i32 %23, %24, !dbg !65
  br i1 %25, label %27, label %26, !dbg !66

26:                                               ; preds = %22
  store i32 5, ptr %12, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #6, !dbg !67
  br label %46

27:                                               ; preds = %22
  %28 = load ptr, ptr %6, align 8, !dbg !68, !tbaa !42
  %29 = load i32, ptr %11, align 4, !dbg !70, !tbaa !49
  %30 = load i32, ptr %10, align 4, !dbg !71, !tbaa !49
  %31 = mul nsw i32 %29, %30, !dbg !72
  %32 = load i32, ptr %13, align 4, !dbg !73, !tbaa !49
  %33 = add nsw i32 %31, %32, !dbg !74
  %34 = sext i32 %33 to i64, !dbg !68
  %35 = getelementptr inbounds float, ptr %28, i64 %34, !dbg !68
  %36 = load float, ptr %35, align 4, !dbg !68, !tbaa !75
  %37 = load ptr, ptr %7, align 8, !dbg !77, !tbaa !42
  %38 = load i32, ptr %11, align 4, !dbg !78, !tbaa !49
  %39 = sext i32 %38 to i64, !dbg !77
  %40 = getelementptr inbounds float, ptr %37, i64 %39, !dbg !77
  %41 = load float, ptr %40, align 4, !dbg !79, !tbaa !75
  %42 = fadd float %41, %36, !dbg !79
  store float %42, ptr %40, align 4, !dbg !79, !tbaa !75
  br label %43, !dbg !80

43:                                               ; preds = %27
  %44 = load i32, ptr %13, align 4, !dbg !81, !tbaa !49
  %45 = add nsw i32 %44, 1, !dbg !81
  store i32 %45, ptr %13, align 4, !dbg !81, !tbaa !49
  br label %22, !dbg !67, !llvm.loop !82

46:                                               ; preds = %26
  %47 = load i32, ptr %10, align 4, !dbg !86, !tbaa !49
  %48 = sitofp i32 %47 to float, !dbg !86
  %49 = load ptr, ptr %7, align 8, !dbg !87, !tbaa !42
  %50 = load i32, ptr %11, align 4, !dbg !88, !tbaa !49
  %51 = sext i32 %50 to i64, !dbg !87
  %52 = getelementptr inbounds float, ptr %49, i64 %51, !dbg !87
  %53 = load float, ptr %52, align 4, !dbg !89, !tbaa !75
  %54 = fdiv float %53, %48, !dbg !89
  store float %54, ptr %52, align 4, !dbg !89, !tbaa !75
  br label %55, !dbg !90

55:                                               ; preds = %46
  %56 = load i32, ptr %11, align 4, !dbg !91, !tbaa !49
  %57 = add nsw i32 %56, 1, !dbg !91
  store i32 %57, ptr %11, align 4, !dbg !91, !tbaa !49
  br label %16, !dbg !59, !llvm.loop !92

58:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #6, !dbg !94
    #dbg_declare(ptr %14, !36, !DIExpression(), !95)
  store i32 0, ptr %14, align 4, !dbg !95, !tbaa !49
  br label %59, !dbg !94

59:                                               ; preds = %126, %58
  %60 = load i32, ptr %14, align 4, !dbg !96, !tbaa !49
  %61 = load i32, ptr %9, align 4, !dbg !97, !tbaa !49
  %62 = icmp slt i32 %60, %61, !dbg !98
  br i1 %62, label %64, label %63, !dbg !99

63:                                               ; preds = %59
  store i32 8, ptr %12, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #6, !dbg !100
  br label %129

64:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #6, !dbg !101
    #dbg_declare(ptr %15, !38, !DIExpression(), !102)
  store i32 0, ptr %15, align 4, !dbg !102, !tbaa !49
  br label %65, !dbg !101

65:                                               ; preds = %107, %64
  %66 = load i32, ptr %15, align 4, !dbg !103, !tbaa !49
  %67 = load i32, ptr %10, align 4, !dbg !105, !tbaa !49
  %68 = icmp slt i32 %66, %67, !dbg !106
  br i1 %68, label %70, label %69, !dbg !107

69:                                               ; preds = %65
  store i32 11, ptr %12, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #6, !dbg !108
  br label %110

70:                                               ; preds = %65
  %71 = load ptr, ptr %6, align 8, !dbg !109, !tbaa !42
  %72 = load i32, ptr %14, align 4, !dbg !111, !tbaa !49
  %73 = load i32, ptr %10, align 4, !dbg !112, !tbaa !49
  %74 = mul nsw i32 %72, %73, !dbg !113
  %75 = load i32, ptr %15, align 4, !dbg !114, !tbaa !49
  %76 = add nsw i32 %74, %75, !dbg !115
  %77 = sext i32 %76 to i64, !dbg !109
  %78 = getelementptr inbounds float, ptr %71, i64 %77, !dbg !109
  %79 = load float, ptr %78, align 4, !dbg !109, !tbaa !75
  %80 = load ptr, ptr %7, align 8, !dbg !116, !tbaa !42
  %81 = load i32, ptr %14, align 4, !dbg !117, !tbaa !49
  %82 = sext i32 %81 to i64, !dbg !116
  %83 = getelementptr inbounds float, ptr %80, i64 %82, !dbg !116
  %84 = load float, ptr %83, align 4, !dbg !116, !tbaa !75
  %85 = fsub float %79, %84, !dbg !118
  %86 = load ptr, ptr %6, align 8, !dbg !119, !tbaa !42
  %87 = load i32, ptr %14, align 4, !dbg !120, !tbaa !49
  %88 = load i32, ptr %10, align 4, !dbg !121, !tbaa !49
  %89 = mul nsw i32 %87, %88, !dbg !122
  %90 = load i32, ptr %15, align 4, !dbg !123, !tbaa !49
  %91 = add nsw i32 %89, %90, !dbg !124
  %92 = sext i32 %91 to i64, !dbg !119
  %93 = getelementptr inbounds float, ptr %86, i64 %92, !dbg !119
  %94 = load float, ptr %93, align 4, !dbg !119, !tbaa !75
  %95 = load ptr, ptr %7, align 8, !dbg !125, !tbaa !42
  %96 = load i32, ptr %14, align 4, !dbg !126, !tbaa !49
  %97 = sext i32 %96 to i64, !dbg !125
  %98 = getelementptr inbounds float, ptr %95, i64 %97, !dbg !125
  %99 = load float, ptr %98, align 4, !dbg !125, !tbaa !75
  %100 = fsub float %94, %99, !dbg !127
  %101 = load ptr, ptr %8, align 8, !dbg !128, !tbaa !42
  %102 = load i32, ptr %14, align 4, !dbg !129, !tbaa !49
  %103 = sext i32 %102 to i64, !dbg !128
  %104 = getelementptr inbounds float, ptr %101, i64 %103, !dbg !128
  %105 = load float, ptr %104, align 4, !dbg !130, !tbaa !75
  %106 = call float @llvm.fmuladd.f32(float %85, float %100, float %105), !dbg !130
  store float %106, ptr %104, align 4, !dbg !130, !tbaa !75
  br label %107, !dbg !131

107:                                              ; preds = %70
  %108 = load i32, ptr %15, align 4, !dbg !132, !tbaa !49
  %109 = add nsw i32 %108, 1, !dbg !132
  store i32 %109, ptr %15, align 4, !dbg !132, !tbaa !49
  br label %65, !dbg !108, !llvm.loop !133

110:                                              ; preds = %69
  %111 = load ptr, ptr %8, align 8, !dbg !135, !tbaa !42
  %112 = load i32, ptr %14, align 4, !dbg !136, !tbaa !49
  %113 = sext i32 %112 to i64, !dbg !135
  %114 = getelementptr inbounds float, ptr %111, i64 %113, !dbg !135
  %115 = load float, ptr %114, align 4, !dbg !135, !tbaa !75
  %116 = load i32, ptr %10, align 4, !dbg !137, !tbaa !49
  %117 = sitofp i32 %116 to float, !dbg !137
  %118 = fdiv float %115, %117, !dbg !138
  %119 = fpext float %118 to double, !dbg !135
  %120 = call double @sqrt(double noundef %119) #6, !dbg !139
  %121 = fptrunc double %120 to float, !dbg !139
  %122 = load ptr, ptr %8, align 8, !dbg !140, !tbaa !42
  %123 = load i32, ptr %14, align 4, !dbg !141, !tbaa !49
  %124 = sext i32 %123 to i64, !dbg !140
  %125 = getelementptr inbounds float, ptr %122, i64 %124, !dbg !140
  store float %121, ptr %125, align 4, !dbg !142, !tbaa !75
  br label %126, !dbg !143

126:                                              ; preds = %110
  %127 = load i32, ptr %14, align 4, !dbg !144, !tbaa !49
  %128 = add nsw i32 %127, 1, !dbg !144
  store i32 %128, ptr %14, align 4, !dbg !144, !tbaa !49
  br label %59, !dbg !100, !llvm.loop !145

129:                                              ; preds = %63
  ret void, !dbg !147
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nounwind
declare !dbg !148 double @sqrt(double noundef) #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !153 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %2) #6, !dbg !171
    #dbg_declare(ptr %2, !157, !DIExpression(), !172)
  store i32 50, ptr %2, align 4, !dbg !172, !tbaa !49
  call void @llvm.lifetime.start.p0(i64 4, ptr %3) #6, !dbg !171
    #dbg_declare(ptr %3, !158, !DIExpression(), !173)
  store i32 40, ptr %3, align 4, !dbg !173, !tbaa !49
  call void @llvm.lifetime.start.p0(i64 8, ptr %4) #6, !dbg !174
    #dbg_declare(ptr %4, !159, !DIExpression(), !175)
  %12 = load i32, ptr %2, align 4, !dbg !176, !tbaa !49
  %13 = sext i32 %12 to i64, !dbg !176
  %14 = mul i64 4, %13, !dbg !177
  %15 = load i32, ptr %3, align 4, !dbg !178, !tbaa !49
  %16 = sext i32 %15 to i64, !dbg !178
  %17 = mul i64 %14, %16, !dbg !179
  %18 = call noalias ptr @malloc(i64 noundef %17) #7, !dbg !180
  store ptr %18, ptr %4, align 8, !dbg !175, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #6, !dbg !174
    #dbg_declare(ptr %5, !160, !DIExpression(), !181)
  %19 = load i32, ptr %2, align 4, !dbg !182, !tbaa !49
  %20 = sext i32 %19 to i64, !dbg !182
  %21 = mul i64 4, %20, !dbg !183
  %22 = call noalias ptr @malloc(i64 noundef %21) #7, !dbg !184
  store ptr %22, ptr %5, align 8, !dbg !181, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 8, ptr %6) #6, !dbg !185
    #dbg_declare(ptr %6, !161, !DIExpression(), !186)
  %23 = load i32, ptr %2, align 4, !dbg !187, !tbaa !49
  %24 = sext i32 %23 to i64, !dbg !187
  %25 = mul i64 4, %24, !dbg !188
  %26 = call noalias ptr @malloc(i64 noundef %25) #7, !dbg !189
  store ptr %26, ptr %6, align 8, !dbg !186, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6, !dbg !190
    #dbg_declare(ptr %7, !162, !DIExpression(), !191)
  store i32 0, ptr %7, align 4, !dbg !191, !tbaa !49
  br label %27, !dbg !190

27:                                               ; preds = %65, %0
  %28 = load i32, ptr %7, align 4, !dbg !192, !tbaa !49
  %29 = load i32, ptr %2, align 4, !dbg !193, !tbaa !49
  %30 = icmp slt i32 %28, %29, !dbg !194
  br i1 %30, label %32, label %31, !dbg !195

31:                                               ; preds = %27
  store i32 2, ptr %8, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6, !dbg !196
  br label %68

32:                                               ; preds = %27
  %33 = load ptr, ptr %5, align 8, !dbg !197, !tbaa !42
  %34 = load i32, ptr %7, align 4, !dbg !198, !tbaa !49
  %35 = sext i32 %34 to i64, !dbg !197
  %36 = getelementptr inbounds float, ptr %33, i64 %35, !dbg !197
  store float 0.000000e+00, ptr %36, align 4, !dbg !199, !tbaa !75
  %37 = load ptr, ptr %6, align 8, !dbg !200, !tbaa !42
  %38 = load i32, ptr %7, align 4, !dbg !201, !tbaa !49
  %39 = sext i32 %38 to i64, !dbg !200
  %40 = getelementptr inbounds float, ptr %37, i64 %39, !dbg !200
  store float 0.000000e+00, ptr %40, align 4, !dbg !202, !tbaa !75
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #6, !dbg !203
    #dbg_declare(ptr %9, !164, !DIExpression(), !204)
  store i32 0, ptr %9, align 4, !dbg !204, !tbaa !49
  br label %41, !dbg !203

41:                                               ; preds = %61, %32
  %42 = load i32, ptr %9, align 4, !dbg !205, !tbaa !49
  %43 = load i32, ptr %3, align 4, !dbg !207, !tbaa !49
  %44 = icmp slt i32 %42, %43, !dbg !208
  br i1 %44, label %46, label %45, !dbg !209

45:                                               ; preds = %41
  store i32 5, ptr %8, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #6, !dbg !210
  br label %64

46:                                               ; preds = %41
  %47 = load i32, ptr %7, align 4, !dbg !211, !tbaa !49
  %48 = load i32, ptr %9, align 4, !dbg !212, !tbaa !49
  %49 = mul nsw i32 %47, %48, !dbg !213
  %50 = srem i32 %49, 11, !dbg !214
  %51 = sitofp i32 %50 to float, !dbg !215
  %52 = fdiv float %51, 1.100000e+01, !dbg !216
  %53 = load ptr, ptr %4, align 8, !dbg !217, !tbaa !42
  %54 = load i32, ptr %7, align 4, !dbg !218, !tbaa !49
  %55 = load i32, ptr %3, align 4, !dbg !219, !tbaa !49
  %56 = mul nsw i32 %54, %55, !dbg !220
  %57 = load i32, ptr %9, align 4, !dbg !221, !tbaa !49
  %58 = add nsw i32 %56, %57, !dbg !222
  %59 = sext i32 %58 to i64, !dbg !217
  %60 = getelementptr inbounds float, ptr %53, i64 %59, !dbg !217
  store float %52, ptr %60, align 4, !dbg !223, !tbaa !75
  br label %61, !dbg !217

61:                                               ; preds = %46
  %62 = load i32, ptr %9, align 4, !dbg !224, !tbaa !49
  %63 = add nsw i32 %62, 1, !dbg !224
  store i32 %63, ptr %9, align 4, !dbg !224, !tbaa !49
  br label %41, !dbg !210, !llvm.loop !225

64:                                               ; preds = %45
  br label %65, !dbg !227

65:                                               ; preds = %64
  %66 = load i32, ptr %7, align 4, !dbg !228, !tbaa !49
  %67 = add nsw i32 %66, 1, !dbg !228
  store i32 %67, ptr %7, align 4, !dbg !228, !tbaa !49
  br label %27, !dbg !196, !llvm.loop !229

68:                                               ; preds = %31
  %69 = load ptr, ptr %4, align 8, !dbg !231, !tbaa !42
  %70 = load ptr, ptr %5, align 8, !dbg !232, !tbaa !42
  %71 = load ptr, ptr %6, align 8, !dbg !233, !tbaa !42
  %72 = load i32, ptr %2, align 4, !dbg !234, !tbaa !49
  %73 = load i32, ptr %3, align 4, !dbg !235, !tbaa !49
  call void @corr(ptr noundef %69, ptr noundef %70, ptr noundef %71, i32 noundef %72, i32 noundef %73), !dbg !236
  call void @llvm.lifetime.start.p0(i64 8, ptr %10) #6, !dbg !237
    #dbg_declare(ptr %10, !168, !DIExpression(), !238)
  store i64 0, ptr %10, align 8, !dbg !238, !tbaa !239
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #6, !dbg !241
    #dbg_declare(ptr %11, !169, !DIExpression(), !242)
  store i32 0, ptr %11, align 4, !dbg !242, !tbaa !49
  br label %74, !dbg !241

74:                                               ; preds = %97, %68
  %75 = load i32, ptr %11, align 4, !dbg !243, !tbaa !49
  %76 = load i32, ptr %2, align 4, !dbg !245, !tbaa !49
  %77 = icmp slt i32 %75, %76, !dbg !246
  br i1 %77, label %79, label %78, !dbg !247

78:                                               ; preds = %74
  store i32 8, ptr %8, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #6, !dbg !248
  br label %100

79:                                               ; preds = %74
  %80 = load ptr, ptr %5, align 8, !dbg !249, !tbaa !42
  %81 = load i32, ptr %11, align 4, !dbg !250, !tbaa !49
  %82 = sext i32 %81 to i64, !dbg !249
  %83 = getelementptr inbounds float, ptr %80, i64 %82, !dbg !249
  %84 = load float, ptr %83, align 4, !dbg !249, !tbaa !75
  %85 = fmul float %84, 1.000000e+04, !dbg !251
  %86 = fptosi float %85 to i64, !dbg !252
  %87 = load ptr, ptr %6, align 8, !dbg !253, !tbaa !42
  %88 = load i32, ptr %11, align 4, !dbg !254, !tbaa !49
  %89 = sext i32 %88 to i64, !dbg !253
  %90 = getelementptr inbounds float, ptr %87, i64 %89, !dbg !253
  %91 = load float, ptr %90, align 4, !dbg !253, !tbaa !75
  %92 = fmul float %91, 1.000000e+04, !dbg !255
  %93 = fptosi float %92 to i64, !dbg !256
  %94 = add nsw i64 %86, %93, !dbg !257
  %95 = load i64, ptr %10, align 8, !dbg !258, !tbaa !239
  %96 = add nsw i64 %95, %94, !dbg !258
  store i64 %96, ptr %10, align 8, !dbg !258, !tbaa !239
  br label %97, !dbg !259

97:                                               ; preds = %79
  %98 = load i32, ptr %11, align 4, !dbg !260, !tbaa !49
  %99 = add nsw i32 %98, 1, !dbg !260
  store i32 %99, ptr %11, align 4, !dbg !260, !tbaa !49
  br label %74, !dbg !248, !llvm.loop !261

100:                                              ; preds = %78
  %101 = load i64, ptr %10, align 8, !dbg !263, !tbaa !239
  %102 = load ptr, ptr %5, align 8, !dbg !264, !tbaa !42
  %103 = getelementptr inbounds float, ptr %102, i64 1, !dbg !264
  %104 = load float, ptr %103, align 4, !dbg !264, !tbaa !75
  %105 = fpext float %104 to double, !dbg !264
  %106 = load ptr, ptr %6, align 8, !dbg !265, !tbaa !42
  %107 = load i32, ptr %2, align 4, !dbg !266, !tbaa !49
  %108 = sub nsw i32 %107, 1, !dbg !267
  %109 = sext i32 %108 to i64, !dbg !265
  %110 = getelementptr inbounds float, ptr %106, i64 %109, !dbg !265
  %111 = load float, ptr %110, align 4, !dbg !265, !tbaa !75
  %112 = fpext float %111 to double, !dbg !265
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %101, double noundef %105, double noundef %112), !dbg !268
  %114 = load ptr, ptr %4, align 8, !dbg !269, !tbaa !42
  call void @free(ptr noundef %114) #6, !dbg !270
  %115 = load ptr, ptr %5, align 8, !dbg !271, !tbaa !42
  call void @free(ptr noundef %115) #6, !dbg !272
  %116 = load ptr, ptr %6, align 8, !dbg !273, !tbaa !42
  call void @free(ptr noundef %116) #6, !dbg !274
  store i32 0, ptr %1, align 4, !dbg !275
  store i32 1, ptr %8, align 4
  call void @llvm.lifetime.end.p0(i64 8, ptr %10) #6, !dbg !276
  call void @llvm.lifetime.end.p0(i64 8, ptr %6) #6, !dbg !276
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #6, !dbg !276
  call void @llvm.lifetime.end.p0(i64 8, ptr %4) #6, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr %3) #6, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr %2) #6, !dbg !276
  %117 = load i32, ptr %1, align 4, !dbg !276
  ret i32 %117, !dbg !276
}

; Function Attrs: nounwind allocsize(0)
declare !dbg !277 noalias ptr @malloc(i64 noundef) #4

declare !dbg !285 i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind
declare !dbg !292 void @free(ptr noundef) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/annotate/figures/fig8_corr.c", directory: "/work/wt/annotate", checksumkind: CSK_MD5, checksum: "d78c62c08289c7320296aa3f96f4bc76")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !11, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10}
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !{!0}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "corr", scope: !2, file: !2, line: 6, type: !20, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !24)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !22, !22, !23, !23}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{!25, !26, !27, !28, !29, !30, !32, !36, !38}
!25 = !DILocalVariable(name: "A", arg: 1, scope: !19, file: !2, line: 6, type: !22)
!26 = !DILocalVariable(name: "MEAN", arg: 2, scope: !19, file: !2, line: 6, type: !22)
!27 = !DILocalVariable(name: "STDEV", arg: 3, scope: !19, file: !2, line: 6, type: !22)
!28 = !DILocalVariable(name: "m", arg: 4, scope: !19, file: !2, line: 6, type: !23)
!29 = !DILocalVariable(name: "n", arg: 5, scope: !19, file: !2, line: 6, type: !23)
!30 = !DILocalVariable(name: "i", scope: !31, file: !2, line: 7, type: !23)
!31 = distinct !DILexicalBlock(scope: !19, file: !2, line: 7, column: 3)
!32 = !DILocalVariable(name: "j", scope: !33, file: !2, line: 8, type: !23)
!33 = distinct !DILexicalBlock(scope: !34, file: !2, line: 8, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !2, line: 7, column: 31)
!35 = distinct !DILexicalBlock(scope: !31, file: !2, line: 7, column: 3)
!36 = !DILocalVariable(name: "i", scope: !37, file: !2, line: 14, type: !23)
!37 = distinct !DILexicalBlock(scope: !19, file: !2, line: 14, column: 3)
!38 = !DILocalVariable(name: "j", scope: !39, file: !2, line: 15, type: !23)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 15, column: 5)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 14, column: 31)
!41 = distinct !DILexicalBlock(scope: !37, file: !2, line: 14, column: 3)
!42 = !{!43, !43, i64 0}
!43 = !{!"any pointer", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 6, column: 18, scope: !19)
!47 = !DILocation(line: 6, column: 28, scope: !19)
!48 = !DILocation(line: 6, column: 41, scope: !19)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !44, i64 0}
!51 = !DILocation(line: 6, column: 52, scope: !19)
!52 = !DILocation(line: 6, column: 59, scope: !19)
!53 = !DILocation(line: 7, column: 8, scope: !31)
!54 = !DILocation(line: 7, column: 12, scope: !31)
!55 = !DILocation(line: 7, column: 19, scope: !35)
!56 = !DILocation(line: 7, column: 23, scope: !35)
!57 = !DILocation(line: 7, column: 21, scope: !35)
!58 = !DILocation(line: 7, column: 3, scope: !31)
!59 = !DILocation(line: 7, column: 3, scope: !35)
!60 = !DILocation(line: 8, column: 10, scope: !33)
!61 = !DILocation(line: 8, column: 14, scope: !33)
!62 = !DILocation(line: 8, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !33, file: !2, line: 8, column: 5)
!64 = !DILocation(line: 8, column: 25, scope: !63)
!65 = !DILocation(line: 8, column: 23, scope: !63)
!66 = !DILocation(line: 8, column: 5, scope: !33)
!67 = !DILocation(line: 8, column: 5, scope: !63)
!68 = !DILocation(line: 9, column: 18, scope: !69)
!69 = distinct !DILexicalBlock(scope: !63, file: !2, line: 8, column: 33)
!70 = !DILocation(line: 9, column: 20, scope: !69)
!71 = !DILocation(line: 9, column: 24, scope: !69)
!72 = !DILocation(line: 9, column: 22, scope: !69)
!73 = !DILocation(line: 9, column: 28, scope: !69)
!74 = !DILocation(line: 9, column: 26, scope: !69)
!75 = !{!76, !76, i64 0}
!76 = !{!"float", !44, i64 0}
!77 = !DILocation(line: 9, column: 7, scope: !69)
!78 = !DILocation(line: 9, column: 12, scope: !69)
!79 = !DILocation(line: 9, column: 15, scope: !69)
!80 = !DILocation(line: 10, column: 5, scope: !69)
!81 = !DILocation(line: 8, column: 29, scope: !63)
!82 = distinct !{!82, !66, !83, !84, !85}
!83 = !DILocation(line: 10, column: 5, scope: !33)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !{!"llvm.loop.unroll.disable"}
!86 = !DILocation(line: 11, column: 16, scope: !34)
!87 = !DILocation(line: 11, column: 5, scope: !34)
!88 = !DILocation(line: 11, column: 10, scope: !34)
!89 = !DILocation(line: 11, column: 13, scope: !34)
!90 = !DILocation(line: 12, column: 3, scope: !34)
!91 = !DILocation(line: 7, column: 27, scope: !35)
!92 = distinct !{!92, !58, !93, !84, !85}
!93 = !DILocation(line: 12, column: 3, scope: !31)
!94 = !DILocation(line: 14, column: 8, scope: !37)
!95 = !DILocation(line: 14, column: 12, scope: !37)
!96 = !DILocation(line: 14, column: 19, scope: !41)
!97 = !DILocation(line: 14, column: 23, scope: !41)
!98 = !DILocation(line: 14, column: 21, scope: !41)
!99 = !DILocation(line: 14, column: 3, scope: !37)
!100 = !DILocation(line: 14, column: 3, scope: !41)
!101 = !DILocation(line: 15, column: 10, scope: !39)
!102 = !DILocation(line: 15, column: 14, scope: !39)
!103 = !DILocation(line: 15, column: 21, scope: !104)
!104 = distinct !DILexicalBlock(scope: !39, file: !2, line: 15, column: 5)
!105 = !DILocation(line: 15, column: 25, scope: !104)
!106 = !DILocation(line: 15, column: 23, scope: !104)
!107 = !DILocation(line: 15, column: 5, scope: !39)
!108 = !DILocation(line: 15, column: 5, scope: !104)
!109 = !DILocation(line: 16, column: 20, scope: !110)
!110 = distinct !DILexicalBlock(scope: !104, file: !2, line: 15, column: 33)
!111 = !DILocation(line: 16, column: 22, scope: !110)
!112 = !DILocation(line: 16, column: 26, scope: !110)
!113 = !DILocation(line: 16, column: 24, scope: !110)
!114 = !DILocation(line: 16, column: 30, scope: !110)
!115 = !DILocation(line: 16, column: 28, scope: !110)
!116 = !DILocation(line: 16, column: 35, scope: !110)
!117 = !DILocation(line: 16, column: 40, scope: !110)
!118 = !DILocation(line: 16, column: 33, scope: !110)
!119 = !DILocation(line: 16, column: 47, scope: !110)
!120 = !DILocation(line: 16, column: 49, scope: !110)
!121 = !DILocation(line: 16, column: 53, scope: !110)
!122 = !DILocation(line: 16, column: 51, scope: !110)
!123 = !DILocation(line: 16, column: 57, scope: !110)
!124 = !DILocation(line: 16, column: 55, scope: !110)
!125 = !DILocation(line: 16, column: 62, scope: !110)
!126 = !DILocation(line: 16, column: 67, scope: !110)
!127 = !DILocation(line: 16, column: 60, scope: !110)
!128 = !DILocation(line: 16, column: 7, scope: !110)
!129 = !DILocation(line: 16, column: 13, scope: !110)
!130 = !DILocation(line: 16, column: 16, scope: !110)
!131 = !DILocation(line: 17, column: 5, scope: !110)
!132 = !DILocation(line: 15, column: 29, scope: !104)
!133 = distinct !{!133, !107, !134, !84, !85}
!134 = !DILocation(line: 17, column: 5, scope: !39)
!135 = !DILocation(line: 18, column: 21, scope: !40)
!136 = !DILocation(line: 18, column: 27, scope: !40)
!137 = !DILocation(line: 18, column: 32, scope: !40)
!138 = !DILocation(line: 18, column: 30, scope: !40)
!139 = !DILocation(line: 18, column: 16, scope: !40)
!140 = !DILocation(line: 18, column: 5, scope: !40)
!141 = !DILocation(line: 18, column: 11, scope: !40)
!142 = !DILocation(line: 18, column: 14, scope: !40)
!143 = !DILocation(line: 19, column: 3, scope: !40)
!144 = !DILocation(line: 14, column: 27, scope: !41)
!145 = distinct !{!145, !99, !146, !84, !85}
!146 = !DILocation(line: 19, column: 3, scope: !37)
!147 = !DILocation(line: 20, column: 1, scope: !19)
!148 = !DISubprogram(name: "sqrt", scope: !149, file: !149, line: 143, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!150 = !DISubroutineType(types: !151)
!151 = !{!152, !152}
!152 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!153 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !154, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{!23}
!156 = !{!157, !158, !159, !160, !161, !162, !164, !168, !169}
!157 = !DILocalVariable(name: "m", scope: !153, file: !2, line: 23, type: !23)
!158 = !DILocalVariable(name: "n", scope: !153, file: !2, line: 23, type: !23)
!159 = !DILocalVariable(name: "A", scope: !153, file: !2, line: 24, type: !22)
!160 = !DILocalVariable(name: "MEAN", scope: !153, file: !2, line: 24, type: !22)
!161 = !DILocalVariable(name: "STDEV", scope: !153, file: !2, line: 25, type: !22)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 26, type: !23)
!163 = distinct !DILexicalBlock(scope: !153, file: !2, line: 26, column: 3)
!164 = !DILocalVariable(name: "j", scope: !165, file: !2, line: 29, type: !23)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 29, column: 5)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 26, column: 31)
!167 = distinct !DILexicalBlock(scope: !163, file: !2, line: 26, column: 3)
!168 = !DILocalVariable(name: "h", scope: !153, file: !2, line: 33, type: !10)
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 34, type: !23)
!170 = distinct !DILexicalBlock(scope: !153, file: !2, line: 34, column: 3)
!171 = !DILocation(line: 23, column: 3, scope: !153)
!172 = !DILocation(line: 23, column: 7, scope: !153)
!173 = !DILocation(line: 23, column: 15, scope: !153)
!174 = !DILocation(line: 24, column: 3, scope: !153)
!175 = !DILocation(line: 24, column: 10, scope: !153)
!176 = !DILocation(line: 24, column: 37, scope: !153)
!177 = !DILocation(line: 24, column: 35, scope: !153)
!178 = !DILocation(line: 24, column: 41, scope: !153)
!179 = !DILocation(line: 24, column: 39, scope: !153)
!180 = !DILocation(line: 24, column: 14, scope: !153)
!181 = !DILocation(line: 24, column: 46, scope: !153)
!182 = !DILocation(line: 24, column: 76, scope: !153)
!183 = !DILocation(line: 24, column: 74, scope: !153)
!184 = !DILocation(line: 24, column: 53, scope: !153)
!185 = !DILocation(line: 25, column: 3, scope: !153)
!186 = !DILocation(line: 25, column: 10, scope: !153)
!187 = !DILocation(line: 25, column: 41, scope: !153)
!188 = !DILocation(line: 25, column: 39, scope: !153)
!189 = !DILocation(line: 25, column: 18, scope: !153)
!190 = !DILocation(line: 26, column: 8, scope: !163)
!191 = !DILocation(line: 26, column: 12, scope: !163)
!192 = !DILocation(line: 26, column: 19, scope: !167)
!193 = !DILocation(line: 26, column: 23, scope: !167)
!194 = !DILocation(line: 26, column: 21, scope: !167)
!195 = !DILocation(line: 26, column: 3, scope: !163)
!196 = !DILocation(line: 26, column: 3, scope: !167)
!197 = !DILocation(line: 27, column: 5, scope: !166)
!198 = !DILocation(line: 27, column: 10, scope: !166)
!199 = !DILocation(line: 27, column: 13, scope: !166)
!200 = !DILocation(line: 28, column: 5, scope: !166)
!201 = !DILocation(line: 28, column: 11, scope: !166)
!202 = !DILocation(line: 28, column: 14, scope: !166)
!203 = !DILocation(line: 29, column: 10, scope: !165)
!204 = !DILocation(line: 29, column: 14, scope: !165)
!205 = !DILocation(line: 29, column: 21, scope: !206)
!206 = distinct !DILexicalBlock(scope: !165, file: !2, line: 29, column: 5)
!207 = !DILocation(line: 29, column: 25, scope: !206)
!208 = !DILocation(line: 29, column: 23, scope: !206)
!209 = !DILocation(line: 29, column: 5, scope: !165)
!210 = !DILocation(line: 29, column: 5, scope: !206)
!211 = !DILocation(line: 30, column: 31, scope: !206)
!212 = !DILocation(line: 30, column: 35, scope: !206)
!213 = !DILocation(line: 30, column: 33, scope: !206)
!214 = !DILocation(line: 30, column: 38, scope: !206)
!215 = !DILocation(line: 30, column: 22, scope: !206)
!216 = !DILocation(line: 30, column: 44, scope: !206)
!217 = !DILocation(line: 30, column: 7, scope: !206)
!218 = !DILocation(line: 30, column: 9, scope: !206)
!219 = !DILocation(line: 30, column: 13, scope: !206)
!220 = !DILocation(line: 30, column: 11, scope: !206)
!221 = !DILocation(line: 30, column: 17, scope: !206)
!222 = !DILocation(line: 30, column: 15, scope: !206)
!223 = !DILocation(line: 30, column: 20, scope: !206)
!224 = !DILocation(line: 29, column: 29, scope: !206)
!225 = distinct !{!225, !209, !226, !84, !85}
!226 = !DILocation(line: 30, column: 46, scope: !165)
!227 = !DILocation(line: 31, column: 3, scope: !166)
!228 = !DILocation(line: 26, column: 27, scope: !167)
!229 = distinct !{!229, !195, !230, !84, !85}
!230 = !DILocation(line: 31, column: 3, scope: !163)
!231 = !DILocation(line: 32, column: 8, scope: !153)
!232 = !DILocation(line: 32, column: 11, scope: !153)
!233 = !DILocation(line: 32, column: 17, scope: !153)
!234 = !DILocation(line: 32, column: 24, scope: !153)
!235 = !DILocation(line: 32, column: 27, scope: !153)
!236 = !DILocation(line: 32, column: 3, scope: !153)
!237 = !DILocation(line: 33, column: 3, scope: !153)
!238 = !DILocation(line: 33, column: 8, scope: !153)
!239 = !{!240, !240, i64 0}
!240 = !{!"long", !44, i64 0}
!241 = !DILocation(line: 34, column: 8, scope: !170)
!242 = !DILocation(line: 34, column: 12, scope: !170)
!243 = !DILocation(line: 34, column: 19, scope: !244)
!244 = distinct !DILexicalBlock(scope: !170, file: !2, line: 34, column: 3)
!245 = !DILocation(line: 34, column: 23, scope: !244)
!246 = !DILocation(line: 34, column: 21, scope: !244)
!247 = !DILocation(line: 34, column: 3, scope: !170)
!248 = !DILocation(line: 34, column: 3, scope: !244)
!249 = !DILocation(line: 35, column: 17, scope: !244)
!250 = !DILocation(line: 35, column: 22, scope: !244)
!251 = !DILocation(line: 35, column: 25, scope: !244)
!252 = !DILocation(line: 35, column: 10, scope: !244)
!253 = !DILocation(line: 35, column: 46, scope: !244)
!254 = !DILocation(line: 35, column: 52, scope: !244)
!255 = !DILocation(line: 35, column: 55, scope: !244)
!256 = !DILocation(line: 35, column: 39, scope: !244)
!257 = !DILocation(line: 35, column: 37, scope: !244)
!258 = !DILocation(line: 35, column: 7, scope: !244)
!259 = !DILocation(line: 35, column: 5, scope: !244)
!260 = !DILocation(line: 34, column: 27, scope: !244)
!261 = distinct !{!261, !247, !262, !84, !85}
!262 = !DILocation(line: 35, column: 65, scope: !170)
!263 = !DILocation(line: 36, column: 34, scope: !153)
!264 = !DILocation(line: 36, column: 37, scope: !153)
!265 = !DILocation(line: 36, column: 46, scope: !153)
!266 = !DILocation(line: 36, column: 52, scope: !153)
!267 = !DILocation(line: 36, column: 54, scope: !153)
!268 = !DILocation(line: 36, column: 3, scope: !153)
!269 = !DILocation(line: 37, column: 8, scope: !153)
!270 = !DILocation(line: 37, column: 3, scope: !153)
!271 = !DILocation(line: 37, column: 17, scope: !153)
!272 = !DILocation(line: 37, column: 12, scope: !153)
!273 = !DILocation(line: 37, column: 29, scope: !153)
!274 = !DILocation(line: 37, column: 24, scope: !153)
!275 = !DILocation(line: 38, column: 3, scope: !153)
!276 = !DILocation(line: 39, column: 1, scope: !153)
!277 = !DISubprogram(name: "malloc", scope: !278, file: !278, line: 553, type: !279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!279 = !DISubroutineType(types: !280)
!280 = !{!281, !282}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!282 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !283, line: 18, baseType: !284)
!283 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!284 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!285 = !DISubprogram(name: "printf", scope: !286, file: !286, line: 356, type: !287, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!287 = !DISubroutineType(types: !288)
!288 = !{!23, !289, null}
!289 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!292 = !DISubprogram(name: "free", scope: !278, file: !278, line: 568, type: !293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !281}
