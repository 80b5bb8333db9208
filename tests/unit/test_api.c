/* The public API of the foundation: contexts and options, status codes and messages, module
 * parsing (text, bitcode, bad input), verification, target checks, kernels, pipelines, threads. */
#include <pthread.h>
#include <stdlib.h>

#include "test.h"

static const char kernel_ir[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define ptx_kernel void @k(ptr %p, i32 %n) {\n"
    "entry:\n  %c = icmp slt i32 0, %n\n  br i1 %c, label %body, label %done\n"
    "body:\n  store i32 %n, ptr %p\n  br label %done\n"
    "done:\n  ret void\n}\n"
    "define void @dev() {\n  ret void\n}\n"
    "declare void @ext()\n";

TEST(api_version) {
  CHECK(GPUOPT_VERSION_CHECK(0, 1, 0));
  CHECK(!GPUOPT_VERSION_CHECK(99, 0, 0));
  CHECK_EQ(gpuopt_version_number(), GPUOPT_VERSION_NUMBER);
  char buf[32];
  snprintf(buf, sizeof buf, "%d.%d.%d", GPUOPT_VERSION_MAJOR, GPUOPT_VERSION_MINOR, GPUOPT_VERSION_PATCH);
  CHECK(strcmp(gpuopt_version(), buf) == 0);
}

TEST(api_ctx_defaults_and_free_null) {
  gpuopt_ctx *ctx = NULL;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  const gpuopt_options *o = gpuopt_ctx_options(ctx);
  CHECK(strcmp(o->sm, "sm_90") == 0);
  CHECK_EQ(o->inline_threshold, 1100);
  CHECK_EQ(o->kernel_params_global, 1);
  CHECK(strcmp(gpuopt_ctx_error(ctx), "") == 0);
  CHECK_EQ(gpuopt_ctx_last_status(ctx), GPUOPT_OK);
  gpuopt_ctx_free(ctx);
  gpuopt_ctx_free(NULL);
  gpuopt_free(NULL);
}

TEST(api_ctx_options_copied_and_validated) {
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  char sm[8] = "sm_80";
  o.sm = sm;
  gpuopt_ctx *ctx = NULL;
  CHECK_EQ(gpuopt_ctx_create(&o, &ctx), GPUOPT_OK);
  sm[3] = '7'; /* the context keeps its own copy */
  CHECK(strcmp(gpuopt_ctx_options(ctx)->sm, "sm_80") == 0);
  gpuopt_ctx_free(ctx);
  gpuopt_ctx *bad = (gpuopt_ctx *)1;
  o.sm = "gfx90a";
  CHECK_EQ(gpuopt_ctx_create(&o, &bad), GPUOPT_EINVAL);
  CHECK(bad == NULL);
  o.sm = "sm_90";
  o.version = 999;
  CHECK_EQ(gpuopt_ctx_create(&o, &bad), GPUOPT_EINVAL);
  o.version = GPUOPT_OPTIONS_VERSION;
  o.opt_level = 7;
  CHECK_EQ(gpuopt_ctx_create(&o, &bad), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_ctx_create(&o, NULL), GPUOPT_EINVAL);
}

TEST(api_status_strings_distinct) {
  const char *seen[12];
  for (int s = 0; s < 12; s++) {
    seen[s] = gpuopt_status_str((gpuopt_status)s);
    CHECK(seen[s] && strncmp(seen[s], "GPUOPT_", 7) == 0);
    for (int t = 0; t < s; t++) CHECK(strcmp(seen[s], seen[t]) != 0);
  }
  CHECK_STR_CONTAINS(gpuopt_status_str((gpuopt_status)1234), "unknown");
}

TEST(api_parse_text_and_kernels) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, kernel_ir);
  CHECK(m);
  CHECK_EQ(gpuopt_module_verify(ctx, m), GPUOPT_OK);
  CHECK_EQ(gpuopt_module_check_target(ctx, m), GPUOPT_OK);
  LLVMValueRef *ks = NULL;
  size_t n = 0;
  CHECK_EQ(gpuopt_module_kernels(ctx, m, &ks, &n), GPUOPT_OK);
  CHECK_EQ(n, 1);
  CHECK(strcmp(LLVMGetValueName(ks[0]), "k") == 0);
  gpuopt_free(ks);
  CHECK(!gpuopt_is_kernel(LLVMGetNamedFunction(m, "dev")));
  CHECK(!gpuopt_is_kernel(LLVMGetNamedFunction(m, "ext")));
  CHECK(!gpuopt_is_kernel(NULL));
  LLVMValueRef f;
  CHECK_EQ(gpuopt_module_function(ctx, m, "dev", &f), GPUOPT_OK);
  CHECK_EQ(gpuopt_module_function(ctx, m, "ext", &f), GPUOPT_ENOTFOUND);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "'ext'");
  CHECK_EQ(gpuopt_module_function(ctx, m, "nope", &f), GPUOPT_ENOTFOUND);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(api_annotated_kernel) {
  static const char ir[] = "target triple = \"nvptx64-nvidia-cuda\"\n"
                           "define void @a() {\n  ret void\n}\ndefine void @b() {\n  ret void\n}\n"
                           "!nvvm.annotations = !{!0, !1}\n"
                           "!0 = !{ptr @a, !\"kernel\", i32 1}\n!1 = !{ptr @b, !\"maxntidx\", i32 64}\n";
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, ir);
  CHECK(m);
  CHECK(gpuopt_is_kernel(LLVMGetNamedFunction(m, "a")));
  CHECK(!gpuopt_is_kernel(LLVMGetNamedFunction(m, "b")));
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(api_bitcode_roundtrip) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, kernel_ir), m2 = NULL;
  CHECK(m);
  void *bc;
  size_t len;
  CHECK_EQ(gpuopt_module_bitcode(ctx, m, &bc, &len), GPUOPT_OK);
  CHECK(len > 4 && memcmp(bc, "BC", 2) == 0);
  CHECK_EQ(gpuopt_module_parse(ctx, c, bc, len, "bc", &m2), GPUOPT_OK);
  char *a, *b;
  CHECK_EQ(gpuopt_module_print(ctx, m2, &b, NULL), GPUOPT_OK);
  CHECK_EQ(gpuopt_module_print(ctx, m, &a, NULL), GPUOPT_OK);
  CHECK_STR_CONTAINS(b, "define ptx_kernel void @k(ptr %p, i32 %n)");
  CHECK_STR_CONTAINS(a, "store i32 %n, ptr %p");
  /* truncated bitcode is an error, not a crash */
  LLVMModuleRef m3 = NULL;
  CHECK_EQ(gpuopt_module_parse(ctx, c, bc, len / 2, "half.bc", &m3), GPUOPT_EINVALID_IR);
  CHECK(m3 == NULL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "half.bc");
  gpuopt_free(a);
  gpuopt_free(b);
  gpuopt_free(bc);
  LLVMDisposeModule(m);
  LLVMDisposeModule(m2);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

/* LLVM's bitcode reader segfaults on this corrupted bitcode (found by ir_fuzzer): the bitcode
 * guard reads it in a child process first, so it is an error with a message, not a crash. A
 * version-1 options struct (without trusted_bitcode) is still accepted and gets the guard. */
TEST(api_bitcode_guard) {
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.version = 1;
  o.trusted_bitcode = 77; /* not part of a version-1 struct: must be ignored */
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(&o, &ctx), GPUOPT_OK);
  CHECK_EQ(gpuopt_ctx_options(ctx)->trusted_bitcode, 0);
  CHECK_EQ(gpuopt_ctx_options(ctx)->version, GPUOPT_OPTIONS_VERSION);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = (LLVMModuleRef)1;
  CHECK_EQ(gpuopt_module_parse_file(ctx, c, "tests/bad/bitcode-reader-crash.bc", &m), GPUOPT_EINVALID_IR);
  CHECK(m == NULL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "bitcode-reader-crash.bc: invalid bitcode: LLVM's bitcode reader crashed");
  /* a reader error (not a crash) in the guard keeps LLVM's own message */
  LLVMModuleRef k = test_parse(ctx, c, kernel_ir);
  CHECK(k);
  void *bc;
  size_t len;
  CHECK_EQ(gpuopt_module_bitcode(ctx, k, &bc, &len), GPUOPT_OK);
  CHECK_EQ(gpuopt_module_parse(ctx, c, bc, len - 8, "short.bc", &m), GPUOPT_EINVALID_IR);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "short.bc: invalid bitcode: ");
  CHECK(!strstr(gpuopt_ctx_error(ctx), "guard process"));
  /* guarded bitcode must verify: a use before its definition is refused with the verifier's words */
  static const char broken[] = "target triple = \"nvptx64-nvidia-cuda\"\n"
                               "define void @f(i32 %x) {\n  %a = add i32 %b, 1\n  %b = add i32 %x, 1\n  ret void\n}\n";
  LLVMModuleRef bm = test_parse(ctx, c, broken);
  CHECK(bm);
  CHECK_EQ(gpuopt_module_verify(ctx, bm), GPUOPT_EINVALID_IR);
  void *bbc;
  size_t blen;
  CHECK_EQ(gpuopt_module_bitcode(ctx, bm, &bbc, &blen), GPUOPT_OK);
  CHECK_EQ(gpuopt_module_parse(ctx, c, bbc, blen, "broken.bc", &m), GPUOPT_EINVALID_IR);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "broken.bc: invalid bitcode: the module does not pass the verifier: ");
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "Instruction does not dominate all uses!");
  gpuopt_ctx_free(ctx);
  /* trusted bitcode is read in-process only: same results on good and truncated bitcode */
  gpuopt_options t = GPUOPT_OPTIONS_INIT;
  t.trusted_bitcode = 1;
  CHECK_EQ(gpuopt_ctx_create(&t, &ctx), GPUOPT_OK);
  CHECK_EQ(gpuopt_module_parse(ctx, c, bc, len, "good.bc", &m), GPUOPT_OK);
  CHECK(m && LLVMGetNamedFunction(m, "k"));
  LLVMDisposeModule(m);
  CHECK_EQ(gpuopt_module_parse(ctx, c, bc, len - 8, "short.bc", &m), GPUOPT_EINVALID_IR);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "short.bc: invalid bitcode: ");
  CHECK_EQ(gpuopt_module_parse(ctx, c, bbc, blen, "broken.bc", &m), GPUOPT_OK); /* trusted: not verified */
  LLVMDisposeModule(m);
  LLVMDisposeModule(bm);
  gpuopt_free(bbc);
  gpuopt_free(bc);
  LLVMDisposeModule(k);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(api_bad_input) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  CHECK_EQ(gpuopt_module_parse(ctx, c, "", 0, "empty", &m), GPUOPT_EINVALID_IR);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "empty input");
  static const char garbage[] = "define void @f( {\n";
  CHECK_EQ(gpuopt_module_parse(ctx, c, garbage, sizeof garbage - 1, "g.ll", &m), GPUOPT_EINVALID_IR);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "g.ll:2:1: error: expected type");
  CHECK_EQ(gpuopt_ctx_last_status(ctx), GPUOPT_EINVALID_IR);
  gpuopt_ctx_clear_error(ctx);
  CHECK(strcmp(gpuopt_ctx_error(ctx), "") == 0);
  unsigned char random_bytes[256];
  unsigned x = 12345;
  for (size_t i = 0; i < sizeof random_bytes; i++) random_bytes[i] = (unsigned char)((x = x * 1103515245u + 12345u) >> 16);
  CHECK_EQ(gpuopt_module_parse(ctx, c, random_bytes, sizeof random_bytes, "rnd", &m), GPUOPT_EINVALID_IR);
  CHECK_EQ(gpuopt_module_parse_file(ctx, c, "/nonexistent/dir/k.ll", &m), GPUOPT_EIO);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "/nonexistent/dir/k.ll");
  CHECK_EQ(gpuopt_module_parse_file(ctx, c, "/", &m), GPUOPT_EIO); /* a directory */
  CHECK_EQ(gpuopt_module_parse(ctx, NULL, "x", 1, "x", &m), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_module_verify(ctx, NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_module_parse(NULL, c, "x", 1, "x", &m), GPUOPT_EINVAL);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(api_verifier_failure) {
  /* parses, but an instruction does not dominate its use */
  static const char ir[] = "target triple = \"nvptx64-nvidia-cuda\"\n"
                           "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\n"
                           "a:\n  %x = add i32 1, 2\n  br label %b\nb:\n  ret i32 %x\n}\n";
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, ir);
  CHECK(m);
  CHECK_EQ(gpuopt_module_verify(ctx, m), GPUOPT_EINVALID_IR);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "does not dominate");
  /* a pipeline refuses it before running anything */
  CHECK_EQ(gpuopt_run_pipeline(ctx, m, "cleanup", NULL), GPUOPT_EINVALID_IR);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(api_other_target) {
  static const char ir[] = "target triple = \"x86_64-unknown-linux-gnu\"\ndefine void @f() {\n  ret void\n}\n";
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, ir);
  CHECK(m);
  CHECK_EQ(gpuopt_module_check_target(ctx, m), GPUOPT_ETARGET);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "x86_64-unknown-linux-gnu");
  CHECK_EQ(gpuopt_run_pipeline(ctx, m, "cleanup", NULL), GPUOPT_ETARGET);
  CHECK_EQ(gpuopt_cleanup(ctx, m), GPUOPT_ETARGET);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(api_declarations_only) {
  static const char ir[] = "target triple = \"nvptx64-nvidia-cuda\"\ndeclare void @f()\ndeclare i32 @g(i32)\n";
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, ir);
  CHECK(m);
  LLVMValueRef *ks = (LLVMValueRef *)1;
  size_t n = 7;
  CHECK_EQ(gpuopt_module_kernels(ctx, m, &ks, &n), GPUOPT_OK);
  CHECK_EQ(n, 0);
  CHECK(ks == NULL);
  gpuopt_pipeline_stats st;
  CHECK_EQ(gpuopt_run_pipeline(ctx, m, "verify,cleanup", &st), GPUOPT_OK);
  CHECK_EQ(st.steps_run, 2);
  gpuopt_cfg_info *ci = NULL;
  CHECK_EQ(gpuopt_cfg_analyze(ctx, LLVMGetNamedFunction(m, "f"), &ci), GPUOPT_EINVAL);
  CHECK(ci == NULL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "declaration");
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(api_pipeline_names_and_errors) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, kernel_ir);
  CHECK(m);
  char *before, *after;
  CHECK_EQ(gpuopt_module_print(ctx, m, &before, NULL), GPUOPT_OK);
  CHECK_EQ(gpuopt_run_pipeline(ctx, m, "verify,no-such-pass", NULL), GPUOPT_ENOTFOUND);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "unknown pass 'no-such-pass'");
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "cleanup");
  CHECK_EQ(gpuopt_run_pipeline(ctx, m, "", NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_run_pipeline(ctx, m, "verify,", NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_module_print(ctx, m, &after, NULL), GPUOPT_OK);
  CHECK(strcmp(before, after) == 0); /* nothing ran */
  gpuopt_free(after);
  gpuopt_pipeline_stats st;
  CHECK_EQ(gpuopt_run_pipeline(ctx, m, " verify , cleanup ", &st), GPUOPT_OK);
  CHECK_EQ(st.steps_run, 2);
  CHECK_EQ(gpuopt_module_verify(ctx, m), GPUOPT_OK);
  const char *const *names = gpuopt_pipeline_names();
  int has_verify = 0, has_cleanup = 0;
  for (; *names; names++) has_verify |= !strcmp(*names, "verify"), has_cleanup |= !strcmp(*names, "cleanup");
  CHECK(has_verify && has_cleanup);
  CHECK(gpuopt_pipeline_preset_expansion("gpucc") != NULL);
  CHECK(gpuopt_pipeline_preset_expansion("nope") == NULL);
  CHECK_EQ(gpuopt_run_pipeline(ctx, m, "gpucc", NULL), GPUOPT_OK);
  gpuopt_free(before);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

/* Two contexts on two threads at once, each with its own LLVM context: parse, analyse and
 * transform repeatedly; results must be identical to a single-threaded run. */
typedef struct thread_arg { int ok; char *ir_after; } thread_arg;

static void *worker(void *p) {
  thread_arg *a = p;
  gpuopt_ctx *ctx;
  a->ok = 0;
  if (gpuopt_ctx_create(NULL, &ctx)) return NULL;
  LLVMContextRef c = LLVMContextCreate();
  int ok = 1;
  for (int it = 0; it < 20 && ok; it++) {
    LLVMModuleRef m = NULL;
    ok = !gpuopt_module_parse(ctx, c, kernel_ir, sizeof kernel_ir - 1, "t", &m);
    gpuopt_cfg_info *ci = NULL;
    ok = ok && !gpuopt_cfg_analyze(ctx, LLVMGetNamedFunction(m, "k"), &ci);
    ok = ok && gpuopt_cfg_num_blocks(ci) == 3 && gpuopt_cfg_ipdom(ci, 0) == 2;
    gpuopt_cfg_free(ci);
    ok = ok && !gpuopt_run_pipeline(ctx, m, "verify,cleanup", NULL);
    ok = ok && (gpuopt_run_pipeline(ctx, m, "nope", NULL) == GPUOPT_ENOTFOUND) &&
         strstr(gpuopt_ctx_error(ctx), "'nope'");
    if (ok && it == 19) gpuopt_module_print(ctx, m, &a->ir_after, NULL);
    if (m) LLVMDisposeModule(m);
  }
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  a->ok = ok;
  return NULL;
}

TEST(api_two_contexts_two_threads) {
  pthread_t t[2];
  thread_arg a[2] = {{0, NULL}, {0, NULL}};
  for (int i = 0; i < 2; i++) CHECK(pthread_create(&t[i], NULL, worker, &a[i]) == 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  int same = a[0].ok && a[1].ok && a[0].ir_after && a[1].ir_after && strcmp(a[0].ir_after, a[1].ir_after) == 0;
  gpuopt_free(a[0].ir_after);
  gpuopt_free(a[1].ir_after);
  CHECK(a[0].ok && a[1].ok);
  CHECK(same);
}

/* LLVM writes a string attribute with a NUL byte in it as bitcode it cannot read back (found by the
 * ir_fuzzer): gpuopt_module_bitcode refuses it with a message instead. */
TEST(api_bitcode_refuses_unwritable_attribute) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, kernel_ir);
  CHECK(m);
  LLVMValueRef f = LLVMGetNamedFunction(m, "dev");
  LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateStringAttribute(c, "a\0b", 3, "v", 1));
  void *bc = NULL;
  size_t len = 0;
  CHECK_EQ(gpuopt_module_bitcode(ctx, m, &bc, &len), GPUOPT_EUNSUPPORTED);
  CHECK(bc == NULL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "@dev has a string attribute with a NUL byte");
  LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "a\0b", 3);
  CHECK_EQ(gpuopt_module_bitcode(ctx, m, &bc, &len), GPUOPT_OK);
  gpuopt_free(bc);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}
