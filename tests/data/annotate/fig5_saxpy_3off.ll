; ModuleID = 'tests/annotate/figures/fig5_saxpy_3off.c'
source_filename = "fig.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"saxpy_3off x %ld y %ld %.1f %.1f\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local void @saxpy_3off(i32 noundef %0, float noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !19 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !31
    #dbg_declare(ptr %5, !25, !DIExpression(), !35)
  store float %1, ptr %6, align 4, !tbaa !36
    #dbg_declare(ptr %6, !26, !DIExpression(), !38)
  store ptr %2, ptr %7, align 8, !tbaa !39
    #dbg_declare(ptr %7, !27, !DIExpression(), !41)
  store ptr %3, ptr %8, align 8, !tbaa !39
    #dbg_declare(ptr %8, !28, !DIExpression(), !42)
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #6, !dbg !43
    #dbg_declare(ptr %9, !29, !DIExpression(), !44)
  store i32 3, ptr %9, align 4, !dbg !44, !tbaa !31
  br label %10, !dbg !43

10:                                               ; preds = %34, %4
  %11 = load i32, ptr %9, align 4, !dbg !45, !tbaa !31
  %12 = load i32, ptr %5, align 4, !dbg !47, !tbaa !31
  %13 = icmp slt i32 %11, %12, !dbg !48
  br i1 %13, label %15, label %14, !dbg !49

14:                                               ; preds = %10
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #6, !dbg !50
  br label %37

15:                                               ; preds = %10
  %16 = load float, ptr %6, align 4, !dbg !51, !tbaa !36
  %17 = load ptr, ptr %7, align 8, !dbg !52, !tbaa !39
  %18 = load i32, ptr %9, align 4, !dbg !53, !tbaa !31
  %19 = sext i32 %18 to i64, !dbg !52
  %20 = getelementptr inbounds float, ptr %17, i64 %19, !dbg !52
  %21 = load float, ptr %20, align 4, !dbg !52, !tbaa !36
  %22 = load ptr, ptr %8, align 8, !dbg !54, !tbaa !39
  %23 = load i32, ptr %9, align 4, !dbg !55, !tbaa !31
  %24 = sub nsw i32 %23, 3, !dbg !56
  %25 = sext i32 %24 to i64, !dbg !54
  %26 = getelementptr inbounds float, ptr %22, i64 %25, !dbg !54
  %27 = load float, ptr %26, align 4, !dbg !54, !tbaa !36
  %28 = call float @llvm.fmuladd.f32(float %16, float %21, float %27), !dbg !57
  %29 = load ptr, ptr %8, align 8, !dbg !58, !tbaa !39
  %30 = load i32, ptr %9, align 4, !dbg !59, !tbaa !31
  %31 = sub nsw i32 %30, 3, !dbg !60
  %32 = sext i32 %31 to i64, !dbg !58
  %33 = getelementptr inbounds float, ptr %29, i64 %32, !dbg !58
  store float %28, ptr %33, align 4, !dbg !61, !tbaa !36
  br label %34, !dbg !58

34:                                               ; preds = %15
  %35 = load i32, ptr %9, align 4, !dbg !62, !tbaa !31
  %36 = add nsw i32 %35, 1, !dbg !62
  store i32 %36, ptr %9, align 4, !dbg !62, !tbaa !31
  br label %10, !dbg !50, !llvm.loop !63

37:                                               ; preds = %14
  ret void, !dbg !67
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !68 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %2) #6, !dbg !81
    #dbg_declare(ptr %2, !72, !DIExpression(), !82)
  store i32 1000, ptr %2, align 4, !dbg !82, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 8, ptr %3) #6, !dbg !83
    #dbg_declare(ptr %3, !73, !DIExpression(), !84)
  %9 = load i32, ptr %2, align 4, !dbg !85, !tbaa !31
  %10 = sext i32 %9 to i64, !dbg !85
  %11 = mul i64 4, %10, !dbg !86
  %12 = call noalias ptr @malloc(i64 noundef %11) #7, !dbg !87
  store ptr %12, ptr %3, align 8, !dbg !84, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 8, ptr %4) #6, !dbg !83
    #dbg_declare(ptr %4, !74, !DIExpression(), !88)
  %13 = load i32, ptr %2, align 4, !dbg !89, !tbaa !31
  %14 = sext i32 %13 to i64, !dbg !89
  %15 = mul i64 4, %14, !dbg !90
  %16 = call noalias ptr @malloc(i64 noundef %15) #7, !dbg !91
  store ptr %16, ptr %4, align 8, !dbg !88, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #6, !dbg !92
    #dbg_declare(ptr %5, !75, !DIExpression(), !93)
  store i32 0, ptr %5, align 4, !dbg !93, !tbaa !31
  br label %17, !dbg !92

17:                                               ; preds = %37, %0
  %18 = load i32, ptr %5, align 4, !dbg !94, !tbaa !31
  %19 = load i32, ptr %2, align 4, !dbg !96, !tbaa !31
  %20 = icmp slt i32 %18, %19, !dbg !97
  br i1 %20, label %22, label %21, !dbg !98

21:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #6, !dbg !99
  br label %40

22:                                               ; preds = %17
  %23 = load i32, ptr %5, align 4, !dbg !100, !tbaa !31
  %24 = srem i32 %23, 13, !dbg !102
  %25 = sitofp i32 %24 to float, !dbg !103
  %26 = load ptr, ptr %3, align 8, !dbg !104, !tbaa !39
  %27 = load i32, ptr %5, align 4, !dbg !105, !tbaa !31
  %28 = sext i32 %27 to i64, !dbg !104
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !104
  store float %25, ptr %29, align 4, !dbg !106, !tbaa !36
  %30 = load i32, ptr %5, align 4, !dbg !107, !tbaa !31
  %31 = srem i32 %30, 7, !dbg !108
  %32 = sitofp i32 %31 to float, !dbg !109
  %33 = load ptr, ptr %4, align 8, !dbg !110, !tbaa !39
  %34 = load i32, ptr %5, align 4, !dbg !111, !tbaa !31
  %35 = sext i32 %34 to i64, !dbg !110
  %36 = getelementptr inbounds float, ptr %33, i64 %35, !dbg !110
  store float %32, ptr %36, align 4, !dbg !112, !tbaa !36
  br label %37, !dbg !113

37:                                               ; preds = %22
  %38 = load i32, ptr %5, align 4, !dbg !114, !tbaa !31
  %39 = add nsw i32 %38, 1, !dbg !114
  store i32 %39, ptr %5, align 4, !dbg !114, !tbaa !31
  br label %17, !dbg !99, !llvm.loop !115

40:                                               ; preds = %21
  %41 = load i32, ptr %2, align 4, !dbg !117, !tbaa !31
  %42 = load ptr, ptr %3, align 8, !dbg !118, !tbaa !39
  %43 = load ptr, ptr %4, align 8, !dbg !119, !tbaa !39
  call void @saxpy_3off(i32 noundef %41, float noundef 2.000000e+00, ptr noundef %42, ptr noundef %43), !dbg !120
  %44 = load ptr, ptr %3, align 8, !dbg !121, !tbaa !39
  %45 = load ptr, ptr %4, align 8, !dbg !122, !tbaa !39
  call void @saxpy_3off(i32 noundef 2, float noundef 2.000000e+00, ptr noundef %44, ptr noundef %45), !dbg !123
  %46 = load i32, ptr %2, align 4, !dbg !124, !tbaa !31
  %47 = load ptr, ptr %3, align 8, !dbg !125, !tbaa !39
  %48 = load ptr, ptr %3, align 8, !dbg !126, !tbaa !39
  call void @saxpy_3off(i32 noundef %46, float noundef 1.000000e+00, ptr noundef %47, ptr noundef %48), !dbg !127
  call void @llvm.lifetime.start.p0(i64 8, ptr %6) #6, !dbg !128
    #dbg_declare(ptr %6, !77, !DIExpression(), !129)
  store i64 0, ptr %6, align 8, !dbg !129, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 8, ptr %7) #6, !dbg !128
    #dbg_declare(ptr %7, !78, !DIExpression(), !132)
  store i64 0, ptr %7, align 8, !dbg !132, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #6, !dbg !133
    #dbg_declare(ptr %8, !79, !DIExpression(), !134)
  store i32 0, ptr %8, align 4, !dbg !134, !tbaa !31
  br label %49, !dbg !133

49:                                               ; preds = %71, %40
  %50 = load i32, ptr %8, align 4, !dbg !135, !tbaa !31
  %51 = load i32, ptr %2, align 4, !dbg !137, !tbaa !31
  %52 = icmp slt i32 %50, %51, !dbg !138
  br i1 %52, label %54, label %53, !dbg !139

53:                                               ; preds = %49
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #6, !dbg !140
  br label %74

54:                                               ; preds = %49
  %55 = load ptr, ptr %3, align 8, !dbg !141, !tbaa !39
  %56 = load i32, ptr %8, align 4, !dbg !143, !tbaa !31
  %57 = sext i32 %56 to i64, !dbg !141
  %58 = getelementptr inbounds float, ptr %55, i64 %57, !dbg !141
  %59 = load float, ptr %58, align 4, !dbg !141, !tbaa !36
  %60 = fptosi float %59 to i64, !dbg !144
  %61 = load i64, ptr %6, align 8, !dbg !145, !tbaa !130
  %62 = add nsw i64 %61, %60, !dbg !145
  store i64 %62, ptr %6, align 8, !dbg !145, !tbaa !130
  %63 = load ptr, ptr %4, align 8, !dbg !146, !tbaa !39
  %64 = load i32, ptr %8, align 4, !dbg !147, !tbaa !31
  %65 = sext i32 %64 to i64, !dbg !146
  %66 = getelementptr inbounds float, ptr %63, i64 %65, !dbg !146
  %67 = load float, ptr %66, align 4, !dbg !146, !tbaa !36
  %68 = fptosi float %67 to i64, !dbg !148
  %69 = load i64, ptr %7, align 8, !dbg !149, !tbaa !130
  %70 = add nsw i64 %69, %68, !dbg !149
  store i64 %70, ptr %7, align 8, !dbg !149, !tbaa !130
  br label %71, !dbg !150

71:                                               ; preds = %54
  %72 = load i32, ptr %8, align 4, !dbg !151, !tbaa !31
  %73 = add nsw i32 %72, 1, !dbg !151
  store i32 %73, ptr %8, align 4, !dbg !151, !tbaa !31
  br label %49, !dbg !140, !llvm.loop !152

74:                                               ; preds = %53
  %75 = load i64, ptr %6, align 8, !dbg !154, !tbaa !130
  %76 = load i64, ptr %7, align 8, !dbg !155, !tbaa !130
  %77 = load ptr, ptr %3, align 8, !dbg !156, !tbaa !39
  %78 = getelementptr inbounds float, ptr %77, i64 0, !dbg !156
  %79 = load float, ptr %78, align 4, !dbg !156, !tbaa !36
  %80 = fpext float %79 to double, !dbg !156
  %81 = load ptr, ptr %3, align 8, !dbg !157, !tbaa !39
  %82 = load i32, ptr %2, align 4, !dbg !158, !tbaa !31
  %83 = sub nsw i32 %82, 4, !dbg !159
  %84 = sext i32 %83 to i64, !dbg !157
  %85 = getelementptr inbounds float, ptr %81, i64 %84, !dbg !157
  %86 = load float, ptr %85, align 4, !dbg !157, !tbaa !36
  %87 = fpext float %86 to double, !dbg !157
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %75, i64 noundef %76, double noundef %80, double noundef %87), !dbg !160
  %89 = load ptr, ptr %3, align 8, !dbg !161, !tbaa !39
  call void @free(ptr noundef %89) #6, !dbg !162
  %90 = load ptr, ptr %4, align 8, !dbg !163, !tbaa !39
  call void @free(ptr noundef %90) #6, !dbg !164
  call void @llvm.lifetime.end.p0(i64 8, ptr %7) #6, !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr %6) #6, !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr %4) #6, !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr %3) #6, !dbg !165
  call void @llvm.lifetime.end.p0(i64 4, ptr %2) #6, !dbg !165
  ret i32 0, !dbg !166
}

; Function Attrs: nounwind allocsize(0)
declare !dbg !167 noalias ptr @malloc(i64 noundef) #3

declare !dbg !175 i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind
declare !dbg !182 void @free(ptr noundef) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/annotate/figures/fig5_saxpy_3off.c", directory: "/work/wt/annotate15", checksumkind: CSK_MD5, checksum: "05c89bb1ef73546338a7b5ad7367c18b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 34)
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
!19 = distinct !DISubprogram(name: "saxpy_3off", scope: !2, file: !2, line: 6, type: !20, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !24)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !9, !23, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!24 = !{!25, !26, !27, !28, !29}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !2, line: 6, type: !22)
!26 = !DILocalVariable(name: "alpha", arg: 2, scope: !19, file: !2, line: 6, type: !9)
!27 = !DILocalVariable(name: "x", arg: 3, scope: !19, file: !2, line: 6, type: !23)
!28 = !DILocalVariable(name: "y", arg: 4, scope: !19, file: !2, line: 6, type: !23)
!29 = !DILocalVariable(name: "i", scope: !30, file: !2, line: 7, type: !22)
!30 = distinct !DILexicalBlock(scope: !19, file: !2, line: 7, column: 3)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 6, column: 21, scope: !19)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !33, i64 0}
!38 = !DILocation(line: 6, column: 30, scope: !19)
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !33, i64 0}
!41 = !DILocation(line: 6, column: 44, scope: !19)
!42 = !DILocation(line: 6, column: 54, scope: !19)
!43 = !DILocation(line: 7, column: 8, scope: !30)
!44 = !DILocation(line: 7, column: 12, scope: !30)
!45 = !DILocation(line: 7, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !30, file: !2, line: 7, column: 3)
!47 = !DILocation(line: 7, column: 23, scope: !46)
!48 = !DILocation(line: 7, column: 21, scope: !46)
!49 = !DILocation(line: 7, column: 3, scope: !30)
!50 = !DILocation(line: 7, column: 3, scope: !46)
!51 = !DILocation(line: 8, column: 16, scope: !46)
!52 = !DILocation(line: 8, column: 24, scope: !46)
!53 = !DILocation(line: 8, column: 26, scope: !46)
!54 = !DILocation(line: 8, column: 31, scope: !46)
!55 = !DILocation(line: 8, column: 33, scope: !46)
!56 = !DILocation(line: 8, column: 35, scope: !46)
!57 = !DILocation(line: 8, column: 29, scope: !46)
!58 = !DILocation(line: 8, column: 5, scope: !46)
!59 = !DILocation(line: 8, column: 7, scope: !46)
!60 = !DILocation(line: 8, column: 9, scope: !46)
!61 = !DILocation(line: 8, column: 14, scope: !46)
!62 = !DILocation(line: 7, column: 26, scope: !46)
!63 = distinct !{!63, !49, !64, !65, !66}
!64 = !DILocation(line: 8, column: 38, scope: !30)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !{!"llvm.loop.unroll.disable"}
!67 = !DILocation(line: 9, column: 1, scope: !19)
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !69, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!22}
!71 = !{!72, !73, !74, !75, !77, !78, !79}
!72 = !DILocalVariable(name: "n", scope: !68, file: !2, line: 12, type: !22)
!73 = !DILocalVariable(name: "x", scope: !68, file: !2, line: 13, type: !23)
!74 = !DILocalVariable(name: "y", scope: !68, file: !2, line: 13, type: !23)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 14, type: !22)
!76 = distinct !DILexicalBlock(scope: !68, file: !2, line: 14, column: 3)
!77 = !DILocalVariable(name: "hx", scope: !68, file: !2, line: 21, type: !10)
!78 = !DILocalVariable(name: "hy", scope: !68, file: !2, line: 21, type: !10)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 22, type: !22)
!80 = distinct !DILexicalBlock(scope: !68, file: !2, line: 22, column: 3)
!81 = !DILocation(line: 12, column: 3, scope: !68)
!82 = !DILocation(line: 12, column: 7, scope: !68)
!83 = !DILocation(line: 13, column: 3, scope: !68)
!84 = !DILocation(line: 13, column: 10, scope: !68)
!85 = !DILocation(line: 13, column: 37, scope: !68)
!86 = !DILocation(line: 13, column: 35, scope: !68)
!87 = !DILocation(line: 13, column: 14, scope: !68)
!88 = !DILocation(line: 13, column: 42, scope: !68)
!89 = !DILocation(line: 13, column: 69, scope: !68)
!90 = !DILocation(line: 13, column: 67, scope: !68)
!91 = !DILocation(line: 13, column: 46, scope: !68)
!92 = !DILocation(line: 14, column: 8, scope: !76)
!93 = !DILocation(line: 14, column: 12, scope: !76)
!94 = !DILocation(line: 14, column: 19, scope: !95)
!95 = distinct !DILexicalBlock(scope: !76, file: !2, line: 14, column: 3)
!96 = !DILocation(line: 14, column: 23, scope: !95)
!97 = !DILocation(line: 14, column: 21, scope: !95)
!98 = !DILocation(line: 14, column: 3, scope: !76)
!99 = !DILocation(line: 14, column: 3, scope: !95)
!100 = !DILocation(line: 15, column: 20, scope: !101)
!101 = distinct !DILexicalBlock(scope: !95, file: !2, line: 14, column: 31)
!102 = !DILocation(line: 15, column: 22, scope: !101)
!103 = !DILocation(line: 15, column: 12, scope: !101)
!104 = !DILocation(line: 15, column: 5, scope: !101)
!105 = !DILocation(line: 15, column: 7, scope: !101)
!106 = !DILocation(line: 15, column: 10, scope: !101)
!107 = !DILocation(line: 16, column: 20, scope: !101)
!108 = !DILocation(line: 16, column: 22, scope: !101)
!109 = !DILocation(line: 16, column: 12, scope: !101)
!110 = !DILocation(line: 16, column: 5, scope: !101)
!111 = !DILocation(line: 16, column: 7, scope: !101)
!112 = !DILocation(line: 16, column: 10, scope: !101)
!113 = !DILocation(line: 17, column: 3, scope: !101)
!114 = !DILocation(line: 14, column: 27, scope: !95)
!115 = distinct !{!115, !98, !116, !65, !66}
!116 = !DILocation(line: 17, column: 3, scope: !76)
!117 = !DILocation(line: 18, column: 14, scope: !68)
!118 = !DILocation(line: 18, column: 23, scope: !68)
!119 = !DILocation(line: 18, column: 26, scope: !68)
!120 = !DILocation(line: 18, column: 3, scope: !68)
!121 = !DILocation(line: 19, column: 23, scope: !68)
!122 = !DILocation(line: 19, column: 26, scope: !68)
!123 = !DILocation(line: 19, column: 3, scope: !68)
!124 = !DILocation(line: 20, column: 14, scope: !68)
!125 = !DILocation(line: 20, column: 23, scope: !68)
!126 = !DILocation(line: 20, column: 26, scope: !68)
!127 = !DILocation(line: 20, column: 3, scope: !68)
!128 = !DILocation(line: 21, column: 3, scope: !68)
!129 = !DILocation(line: 21, column: 8, scope: !68)
!130 = !{!131, !131, i64 0}
!131 = !{!"long", !33, i64 0}
!132 = !DILocation(line: 21, column: 16, scope: !68)
!133 = !DILocation(line: 22, column: 8, scope: !80)
!134 = !DILocation(line: 22, column: 12, scope: !80)
!135 = !DILocation(line: 22, column: 19, scope: !136)
!136 = distinct !DILexicalBlock(scope: !80, file: !2, line: 22, column: 3)
!137 = !DILocation(line: 22, column: 23, scope: !136)
!138 = !DILocation(line: 22, column: 21, scope: !136)
!139 = !DILocation(line: 22, column: 3, scope: !80)
!140 = !DILocation(line: 22, column: 3, scope: !136)
!141 = !DILocation(line: 23, column: 17, scope: !142)
!142 = distinct !DILexicalBlock(scope: !136, file: !2, line: 22, column: 31)
!143 = !DILocation(line: 23, column: 19, scope: !142)
!144 = !DILocation(line: 23, column: 11, scope: !142)
!145 = !DILocation(line: 23, column: 8, scope: !142)
!146 = !DILocation(line: 24, column: 17, scope: !142)
!147 = !DILocation(line: 24, column: 19, scope: !142)
!148 = !DILocation(line: 24, column: 11, scope: !142)
!149 = !DILocation(line: 24, column: 8, scope: !142)
!150 = !DILocation(line: 25, column: 3, scope: !142)
!151 = !DILocation(line: 22, column: 27, scope: !136)
!152 = distinct !{!152, !139, !153, !65, !66}
!153 = !DILocation(line: 25, column: 3, scope: !80)
!154 = !DILocation(line: 26, column: 48, scope: !68)
!155 = !DILocation(line: 26, column: 52, scope: !68)
!156 = !DILocation(line: 26, column: 56, scope: !68)
!157 = !DILocation(line: 26, column: 62, scope: !68)
!158 = !DILocation(line: 26, column: 64, scope: !68)
!159 = !DILocation(line: 26, column: 66, scope: !68)
!160 = !DILocation(line: 26, column: 3, scope: !68)
!161 = !DILocation(line: 27, column: 8, scope: !68)
!162 = !DILocation(line: 27, column: 3, scope: !68)
!163 = !DILocation(line: 27, column: 17, scope: !68)
!164 = !DILocation(line: 27, column: 12, scope: !68)
!165 = !DILocation(line: 29, column: 1, scope: !68)
!166 = !DILocation(line: 28, column: 3, scope: !68)
!167 = !DISubprogram(name: "malloc", scope: !168, file: !168, line: 553, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!169 = !DISubroutineType(types: !170)
!170 = !{!171, !172}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !173, line: 18, baseType: !174)
!173 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!174 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!175 = !DISubprogram(name: "printf", scope: !176, file: !176, line: 356, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!177 = !DISubroutineType(types: !178)
!178 = !{!22, !179, null}
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!182 = !DISubprogram(name: "free", scope: !168, file: !168, line: 568, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !171}
