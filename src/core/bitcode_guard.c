/* Bitcode guard: read untrusted bitcode in a child process before the caller's process reads it.
 *
 * LLVM's bitcode reader is not hardened against malformed input (LLVM's security policy leaves it
 * out of scope): on corrupted bitcode LLVM 19 and 22 segfault inside MetadataLoader, abort, loop or
 * leak (found by issue 8's ir_fuzzer; fuzz/known-issues/). A library whose contract is "bad input
 * gets a status, never a crash" cannot run it in-process on bytes it has not seen read once, so
 * gpuopt_module_parse first reads the bitcode in a forked child with a fresh LLVMContext, default
 * signal dispositions, its output sent to /dev/null, a CPU-time limit and an address-space limit,
 * and reports back over a pipe: 'O' (it read and materialised the module, and the module passes
 * the verifier), or 'E' and LLVM's message (the reader's, or the verifier's: the reader accepts
 * some malformed bitcode with unresolved forward references, which it leaks, and such modules
 * never verify). Only after an 'O' does the caller's process parse (deterministically the same
 * bytes, so the same outcome). A child that dies without a record (signal, abort, sanitizer exit,
 * alarm) makes the parse fail with GPUOPT_EINVALID_IR naming how it died. gpuopt_options.trusted_bitcode = 1 skips the guard (for
 * callers that only read bitcode they wrote). Where fork() does not exist, the guard is off. */
#include "core/core.h"
#include "core/ctx.h"

#include <string.h>

#if defined(__unix__) || defined(__APPLE__)
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>

/* Sanitizer runtimes (fuzzing and sanitizer builds only) write crash reports and artifacts from
 * their death callbacks; the child must die quietly instead. Weak: absent in normal builds. */
extern void __sanitizer_set_death_callback(void (*cb)(void)) __attribute__((weak));

static void child_write(int fd, const char *p, size_t n) {
  while (n) {
    ssize_t k = write(fd, p, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return;
    p += k;
    n -= (size_t)k;
  }
}

static void child_run(int fd, const void *data, size_t len, unsigned seconds) {
  static const int sigs[] = {SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGALRM, SIGXCPU, SIGTRAP, SIGPIPE};
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) signal(sigs[i], SIG_DFL);
  if (__sanitizer_set_death_callback) __sanitizer_set_death_callback(NULL);
  int null = open("/dev/null", O_RDWR);
  if (null >= 0) {
    dup2(null, 1);
    dup2(null, 2);
  }
  struct rlimit cpu = {seconds, seconds + 1};
  setrlimit(RLIMIT_CPU, &cpu);
  /* Memory: some malformed bitcode makes the reader allocate without bound (a record claiming a
   * huge count: 23 GB in a minute before this limit; found by ir_fuzzer). Allow the address space
   * the process already has plus 2 GiB and 64 bytes per input byte; an allocation beyond that
   * fails, LLVM aborts, and the parent reports a crash. */
  FILE *statm = fopen("/proc/self/statm", "r");
  unsigned long vm_pages = 0;
  if (statm) {
    if (fscanf(statm, "%lu", &vm_pages) != 1) vm_pages = 0;
    fclose(statm);
  }
  long page = sysconf(_SC_PAGESIZE);
  if (vm_pages && page > 0) {
    rlim_t as = (rlim_t)vm_pages * (rlim_t)page + ((rlim_t)2 << 30) + (rlim_t)len * 64;
    struct rlimit mem = {as, as};
    setrlimit(RLIMIT_AS, &mem);
  }
  alarm(seconds * 4); /* wall-clock backstop (a deadlock after fork would use no CPU) */
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(data, len, "guard", 0);
  gpuopt_diag d;
  gpuopt__diag_begin(&d, llctx);
  LLVMModuleRef m = NULL;
  LLVMBool bad = !buf || LLVMParseBitcodeInContext2(llctx, buf, &m) || !m;
  gpuopt__diag_end(&d);
  if (bad) {
    const char *why = d.have_msg ? d.msg : "the reader gave no reason";
    child_write(fd, "E", 1);
    child_write(fd, why, strlen(why));
  } else {
    /* LLVM's reader accepts some malformed bitcode with forward references it never resolves
     * (metadata operands printed as <badref>; the placeholders leak when the module is freed):
     * such a module never passes the verifier, so bitcode must verify here to be read in-process. */
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
      static const char pre[] = "the module does not pass the verifier: ";
      child_write(fd, "E", 1);
      child_write(fd, pre, sizeof pre - 1);
      child_write(fd, msg ? msg : "", msg ? strlen(msg) : 0);
    } else {
      child_write(fd, "O", 1);
    }
  }
  _exit(0); /* no destructors, no atexit handlers, no leak checks: the process is thrown away */
}

gpuopt_status gpuopt__bitcode_guard(gpuopt_ctx *ctx, const void *data, size_t len, const char *who, const char *name) {
  if (ctx->opts.trusted_bitcode) return GPUOPT_OK;
  unsigned seconds = 60 + (unsigned)(len >> 20); /* CPU seconds: reading bitcode runs at >> 1 MiB/s */
  int fds[2];
  if (pipe(fds) != 0)
    return gpuopt__fail(ctx, GPUOPT_EIO, "%s: %s: cannot create a pipe for the bitcode guard (%s); set "
                        "gpuopt_options.trusted_bitcode to read trusted bitcode in-process", who, name, strerror(errno));
  pid_t pid = fork();
  if (pid < 0) {
    int e = errno;
    close(fds[0]);
    close(fds[1]);
    return gpuopt__fail(ctx, GPUOPT_ENOMEM, "%s: %s: cannot fork the bitcode guard (%s); set "
                        "gpuopt_options.trusted_bitcode to read trusted bitcode in-process", who, name, strerror(e));
  }
  if (pid == 0) {
    close(fds[0]);
    child_run(fds[1], data, len, seconds);
  }
  close(fds[1]);
  char rec[1100], sink[256];
  size_t got = 0;
  for (;;) { /* the record, up to sizeof rec - 1 bytes; the rest of a long message is drained */
    int full = got == sizeof rec - 1;
    ssize_t k = read(fds[0], full ? sink : rec + got, full ? sizeof sink : sizeof rec - 1 - got);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    if (!full) got += (size_t)k;
  }
  close(fds[0]);
  rec[got] = 0;
  int wst = 0;
  pid_t w;
  do w = waitpid(pid, &wst, 0);
  while (w < 0 && errno == EINTR);
  if (got >= 1 && rec[0] == 'O') return GPUOPT_OK;
  if (got >= 1 && rec[0] == 'E') return gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "%s: %s: invalid bitcode: %s", who, name, rec + 1);
  if (w == pid && WIFSIGNALED(wst)) {
    int sig = WTERMSIG(wst);
    const char *how = sig == SIGSEGV ? "segmentation fault" : sig == SIGABRT ? "abort" : sig == SIGBUS ? "bus error"
                    : sig == SIGALRM || sig == SIGXCPU || sig == SIGKILL ? "time limit" : "signal";
    return gpuopt__fail(ctx, GPUOPT_EINVALID_IR,
                        "%s: %s: invalid bitcode: LLVM's bitcode reader crashed on it (%s, signal %d, in gpuopt's guard "
                        "process); the bitcode is malformed",
                        who, name, how, sig);
  }
  /* no record: it died another way (a sanitizer runtime reports and exits with a status) */
  return gpuopt__fail(ctx, GPUOPT_EINVALID_IR,
                      "%s: %s: invalid bitcode: LLVM's bitcode reader crashed on it (exit status %d without an "
                      "answer, in gpuopt's guard process); the bitcode is malformed",
                      who, name, w == pid && WIFEXITED(wst) ? WEXITSTATUS(wst) : -1);
}
#else
gpuopt_status gpuopt__bitcode_guard(gpuopt_ctx *ctx, const void *data, size_t len, const char *who, const char *name) {
  (void)ctx, (void)data, (void)len, (void)who, (void)name;
  return GPUOPT_OK;
}
#endif
