/* --spill-feedback (gpuopt ptx, gpuopt opt): div-spill checked against ptxas. The library never
 * runs external tools; the driver does. With ptxas present, each candidate is emitted as PTX and
 * assembled under the cap (ptxas -v --maxrregcount N): no div-spill; div-spill and div-spill-noaddr
 * (without the address step) at the cap in effect and at every 4 registers below it down to 4, then
 * 2. Each kernel keeps the candidate with the least local memory: stack frame, then spill stores +
 * loads, then SASS instructions (.text.<kernel> / 16 in the cubin, as scripts/sass-count), then
 * shared memory; candidate 0 (no div-spill) wins ties, so no kernel ends worse than ptxas alone.
 * Kernels that ptxas fits under the cap without spilling are left alone. The kernels' choices are
 * combined into one module (per-kernel budgets passed to the library as a temporary "nvvm.maxnreg"
 * attribute, removed again), assembled once more, and reported on stderr. Without ptxas: "skipped"
 * and the command's plain behaviour. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Core.h>

#include "driver/driver.h"

#define MAXCAND 48

typedef struct kfig {
  int seen;
  unsigned stack, traffic, sass, smem, regs;
} kfig;

typedef struct cand {
  const char *step; /* NULL: no div-spill */
  unsigned budget;
  char *ptx;
  size_t len;
  int ok;      /* ptxas accepted it */
  int same_as; /* index of an earlier candidate with identical PTX, or -1 */
  kfig *k;     /* per kernel */
} cand;

typedef struct fb {
  const gpuopt_options *opts;
  const char *ptxas, *sm;
  unsigned cap;
  char dir[64];
  unsigned nk;
  char **names;    /* kernel names */
  char **orig_reg; /* each kernel's own "nvvm.maxnreg" attribute value (NULL: none) */
} fb;

const char *drv_find_ptxas(const char *cuda_root, char *buf, size_t n) {
  const char *env = getenv("GPUOPT_PTXAS");
  if (env && *env) return strcmp(env, "none") && access(env, X_OK) == 0 ? env : NULL;
  const char *roots[] = {cuda_root, getenv("CUDA_PATH"), getenv("CUDA_HOME"), "/usr/local/cuda"};
  for (size_t i = 0; i < 4; i++) {
    if (!roots[i] || !*roots[i]) continue;
    snprintf(buf, n, "%s/bin/ptxas", roots[i]);
    if (access(buf, X_OK) == 0) return buf;
  }
  const char *path = getenv("PATH");
  while (path && *path) {
    const char *e = strchr(path, ':');
    size_t l = e ? (size_t)(e - path) : strlen(path);
    if (l && l + 8 < n) {
      snprintf(buf, n, "%.*s/ptxas", (int)l, path);
      if (access(buf, X_OK) == 0) return buf;
    }
    path = e ? e + 1 : NULL;
  }
  return NULL;
}

static int kernel_index(const fb *f, const char *name, size_t len) {
  for (unsigned i = 0; i < f->nk; i++)
    if (strlen(f->names[i]) == len && !memcmp(f->names[i], name, len)) return (int)i;
  return -1;
}

static int write_all(const char *path, const void *data, size_t len) {
  FILE *o = fopen(path, "wb");
  if (!o) return -1;
  int bad = fwrite(data, 1, len, o) != len;
  return fclose(o) || bad ? -1 : 0;
}

/* ptxas -arch=SM -v --maxrregcount CAP in.ptx -o out.cubin, its messages into log. Exit status. */
static int run_ptxas(const fb *f, const char *in, const char *out, const char *log) {
  char arch[64], cap[16];
  snprintf(arch, sizeof arch, "-arch=%s", f->sm);
  snprintf(cap, sizeof cap, "%u", f->cap);
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) _exit(127);
    dup2(fd, 1);
    dup2(fd, 2);
    close(fd);
    execl(f->ptxas, f->ptxas, arch, "-v", "--maxrregcount", cap, in, "-o", out, (char *)NULL);
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

/* ptxas -v's lines per entry: "Compiling entry function 'K'", "Function properties for K",
 * "S bytes stack frame, A bytes spill stores, B bytes spill loads", "Used R registers, ..., M bytes smem". */
static void parse_log(const fb *f, const char *text, kfig *k) {
  int cur = -1;
  for (const char *l = text; l && *l;) {
    const char *e = strchr(l, '\n');
    size_t n = e ? (size_t)(e - l) : strlen(l);
    char line[1024];
    if (n >= sizeof line) n = sizeof line - 1;
    memcpy(line, l, n);
    line[n] = 0;
    const char *p;
    if ((p = strstr(line, "Function properties for "))) {
      p += strlen("Function properties for ");
      size_t m = strcspn(p, " \r");
      cur = kernel_index(f, p, m);
    } else if ((p = strstr(line, "Compiling entry function '"))) {
      p += strlen("Compiling entry function '");
      const char *q = strchr(p, '\'');
      cur = q ? kernel_index(f, p, (size_t)(q - p)) : -1;
    } else if (cur >= 0 && strstr(line, "bytes stack frame")) {
      unsigned s = 0, a = 0, b = 0;
      if (sscanf(line, " %u bytes stack frame, %u bytes spill stores, %u bytes spill loads", &s, &a, &b) == 3) {
        k[cur].stack = s;
        k[cur].traffic = a + b;
        k[cur].seen = 1;
      }
    } else if (cur >= 0 && (p = strstr(line, "Used ")) && strstr(line, "registers")) {
      sscanf(p, "Used %u registers", &k[cur].regs);
      const char *sm = strstr(line, "bytes smem");
      if (sm) {
        const char *c = sm;
        while (c > line && c[-1] == ' ') c--;
        while (c > line && c[-1] >= '0' && c[-1] <= '9') c--;
        k[cur].smem = (unsigned)strtoul(c, NULL, 10);
      }
    }
    l = e ? e + 1 : NULL;
  }
}

static uint64_t rd(const unsigned char *p, int bytes) {
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; i--) v = v << 8 | p[i];
  return v;
}

/* SASS instructions per kernel: the size of the cubin's .text.<kernel> section / 16 (sm_70+). */
static void parse_cubin(const fb *f, const unsigned char *b, size_t len, kfig *k) {
  if (len < 64 || memcmp(b, "\177ELF", 4) || b[4] != 2 || b[5] != 1) return;
  uint64_t shoff = rd(b + 0x28, 8);
  unsigned shentsize = (unsigned)rd(b + 0x3a, 2), shnum = (unsigned)rd(b + 0x3c, 2), shstrndx = (unsigned)rd(b + 0x3e, 2);
  if (shentsize < 64 || shstrndx >= shnum || shoff > len || (uint64_t)shnum * shentsize > len - shoff) return;
  const unsigned char *sh = b + shoff, *ss = sh + (size_t)shstrndx * shentsize;
  uint64_t stro = rd(ss + 0x18, 8), strs = rd(ss + 0x20, 8);
  if (stro > len || strs > len - stro) return;
  for (unsigned i = 0; i < shnum; i++) {
    const unsigned char *h = sh + (size_t)i * shentsize;
    uint64_t nm = rd(h, 4), size = rd(h + 0x20, 8);
    if (nm >= strs) continue;
    const char *name = (const char *)b + stro + nm;
    size_t max = (size_t)(strs - nm), l = strnlen(name, max);
    if (l == max || strncmp(name, ".text.", 6)) continue;
    int ki = kernel_index(f, name + 6, l - 6);
    if (ki >= 0) k[ki].sass = (unsigned)(size / 16);
  }
}

/* Assemble ptx under the cap; the figures of each kernel into k. 0, or ptxas' exit status. */
static int measure(const fb *f, const char *ptx, size_t len, kfig *k, char **log_out) {
  char in[128], out[128], log[128];
  snprintf(in, sizeof in, "%s/k.ptx", f->dir);
  snprintf(out, sizeof out, "%s/k.cubin", f->dir);
  snprintf(log, sizeof log, "%s/ptxas.log", f->dir);
  if (write_all(in, ptx, len)) return drv_error("cannot write '%s'", in), -1;
  unlink(out);
  int st = run_ptxas(f, in, out, log);
  size_t n = 0;
  char *text = drv_read_file(log, &n);
  if (!st && text) parse_log(f, text, k);
  unsigned char *cub = st ? NULL : (unsigned char *)drv_read_file(out, &n);
  if (cub) parse_cubin(f, cub, n, k);
  free(cub);
  if (log_out) *log_out = text;
  else free(text);
  return st;
}

static void set_budgets(const fb *f, LLVMModuleRef m, const unsigned *budget) {
  for (unsigned i = 0; i < f->nk; i++) {
    LLVMValueRef fn = LLVMGetNamedFunction(m, f->names[i]);
    if (!fn) continue;
    char v[16];
    snprintf(v, sizeof v, "%u", budget[i]);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateStringAttribute(LLVMGetModuleContext(m), "nvvm.maxnreg", 12, v, (unsigned)strlen(v)));
  }
}

static void restore_budgets(const fb *f, LLVMModuleRef m) {
  for (unsigned i = 0; i < f->nk; i++) {
    LLVMValueRef fn = LLVMGetNamedFunction(m, f->names[i]);
    if (!fn) continue;
    LLVMRemoveStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "nvvm.maxnreg", 12);
    if (f->orig_reg[i])
      LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateStringAttribute(LLVMGetModuleContext(m), "nvvm.maxnreg", 12, f->orig_reg[i],
                                                               (unsigned)strlen(f->orig_reg[i])));
  }
}

/* Run step on the kernels whose budget is not 0 (the others get budget 255: left alone). With
 * quiet, a failure is a note on stderr (a candidate left out), else an error. */
static int apply(const fb *f, LLVMModuleRef m, const char *step, const unsigned *budget, int quiet) {
  gpuopt_options o = *f->opts;
  o.max_registers = 0; /* each kernel's budget from the attribute */
  o.min_registers = 1; /* taken at their word */
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(&o, &ctx)) return drv_error("out of memory");
  unsigned *b = malloc((f->nk + 1) * sizeof *b);
  if (!b) return gpuopt_ctx_free(ctx), drv_error("out of memory");
  for (unsigned i = 0; i < f->nk; i++) b[i] = budget[i] ? budget[i] : 255;
  set_budgets(f, m, b);
  gpuopt_status st = gpuopt_run_pipeline(ctx, m, step, NULL);
  restore_budgets(f, m);
  int rc = 0;
  if (st && quiet) {
    const char *msg = gpuopt_ctx_error(ctx);
    fprintf(stderr, "gpuopt: spill feedback: note: candidate %s left out: %s\n", step, msg && *msg ? msg : gpuopt_status_str(st));
    rc = -1;
  } else if (st) {
    rc = drv_fail(ctx, st);
  }
  free(b);
  gpuopt_ctx_free(ctx);
  return rc;
}

static int emit(const gpuopt_options *opts, LLVMModuleRef m, char **ptx, size_t *len) {
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(opts, &ctx)) return drv_error("out of memory");
  gpuopt_status st = gpuopt_emit_ptx(ctx, m, ptx, len);
  int rc = st ? drv_fail(ctx, st) : 0;
  gpuopt_ctx_free(ctx);
  return rc;
}

static int better(const kfig *a, const kfig *b) { /* a strictly better than b */
  if (a->stack != b->stack) return a->stack < b->stack;
  if (a->traffic != b->traffic) return a->traffic < b->traffic;
  if (a->sass != b->sass) return a->sass < b->sass;
  return a->smem < b->smem;
}

static void describe(char *buf, size_t n, const cand *c) {
  if (!c->step) snprintf(buf, n, "no div-spill (ptxas alone)");
  else snprintf(buf, n, "%s budget %u", c->step, c->budget);
}

static void put_fig(FILE *o, const kfig *k) {
  fprintf(o, "stack %u B, spill st+ld %u B, SASS %u, smem %u B, %u registers", k->stack, k->traffic, k->sass, k->smem, k->regs);
}

int drv_spill_feedback(const gpuopt_options *opts, LLVMModuleRef m, unsigned cap, const char *step, int *done) {
  *done = 0;
  char pbuf[PATH_MAX];
  fb f;
  memset(&f, 0, sizeof f);
  f.opts = opts;
  f.cap = cap;
  f.sm = opts->sm ? opts->sm : "sm_90";
  f.ptxas = drv_find_ptxas(NULL, pbuf, sizeof pbuf);
  if (!f.ptxas) {
    fprintf(stderr, "gpuopt: spill feedback: skipped (no ptxas: set GPUOPT_PTXAS, CUDA_PATH or PATH); %s as without "
                    "feedback\n", step);
    return 0;
  }
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn) && gpuopt_is_kernel(fn)) f.nk++;
  f.names = calloc(f.nk + 1, sizeof *f.names);
  f.orig_reg = calloc(f.nk + 1, sizeof *f.orig_reg);
  cand c[MAXCAND];
  unsigned nc = 0;
  memset(c, 0, sizeof c);
  int rc = 0;
  unsigned *choice = calloc(f.nk + 1, sizeof *choice), *bud = calloc(f.nk + 1, sizeof *bud);
  char *log0 = NULL;
  if (!f.names || !f.orig_reg || !choice || !bud) {
    rc = drv_error("out of memory");
    goto out;
  }
  {
    unsigned i = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
      if (LLVMIsDeclaration(fn) || !gpuopt_is_kernel(fn)) continue;
      size_t l;
      const char *nm = LLVMGetValueName2(fn, &l);
      f.names[i] = strndup(nm, l);
      LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "nvvm.maxnreg", 12);
      if (a) {
        unsigned vl = 0;
        const char *v = LLVMGetStringAttributeValue(a, &vl);
        f.orig_reg[i] = strndup(v, vl);
      }
      if (!f.names[i++]) {
        rc = drv_error("out of memory");
        goto out;
      }
    }
  }
  snprintf(f.dir, sizeof f.dir, "/tmp/gpuopt-fb-XXXXXX");
  if (!mkdtemp(f.dir)) {
    f.dir[0] = 0;
    rc = drv_error("cannot create a temporary directory: %s", strerror(errno));
    goto out;
  }
  /* the candidates: none; div-spill and div-spill-noaddr at the cap in effect, then every 4
   * registers below it down to 4, then 2 (a lower budget makes div-spill take more values out of
   * registers; which budget ptxas rewards is not monotone: bench/results/divspill.md) */
  unsigned b0 = cap < opts->min_registers ? opts->min_registers : cap;
  c[nc++] = (cand){NULL, 0, NULL, 0, 0, -1, NULL};
  for (unsigned b = b0;; b = b > 4 && b - 4 >= 4 ? b - 4 : 2) {
    c[nc++] = (cand){"div-spill", b, NULL, 0, 0, -1, NULL};
    c[nc++] = (cand){"div-spill-noaddr", b, NULL, 0, 0, -1, NULL};
    if (b <= 2 || nc + 2 > MAXCAND) break;
  }
  int any_spill = 0;
  for (unsigned i = 0; i < nc && !rc; i++) {
    c[i].k = calloc(f.nk + 1, sizeof *c[i].k);
    if (!c[i].k) {
      rc = drv_error("out of memory");
      break;
    }
    LLVMModuleRef cl = LLVMCloneModule(m);
    int bad = 0;
    if (c[i].step) {
      for (unsigned j = 0; j < f.nk; j++) bud[j] = c[i].budget;
      bad = apply(&f, cl, c[i].step, bud, 1);
    }
    if (!bad) bad = emit(opts, cl, &c[i].ptx, &c[i].len);
    LLVMDisposeModule(cl);
    if (bad && !i) { /* ptxas alone: the command's own PTX failed */
      rc = bad;
      break;
    }
    if (bad) continue; /* c[i].ok stays 0: never chosen */
    for (unsigned j = 0; j < i; j++)
      if (c[j].ok && c[j].len == c[i].len && !memcmp(c[j].ptx, c[i].ptx, c[i].len)) {
        c[i].same_as = (int)j;
        memcpy(c[i].k, c[j].k, f.nk * sizeof *c[i].k);
        c[i].ok = 1;
        break;
      }
    if (c[i].same_as < 0) {
      int st = measure(&f, c[i].ptx, c[i].len, c[i].k, i ? NULL : &log0);
      c[i].ok = st == 0;
      if (!i && st) { /* nothing to compare against: as without feedback */
        fprintf(stderr, "gpuopt: spill feedback: skipped (%s rejected the PTX without div-spill, exit status %d)%s%.400s\n",
                f.ptxas, st, log0 && *log0 ? ":\n" : "", log0 ? log0 : "");
        goto out;
      }
      if (st) {
        char d[96];
        describe(d, sizeof d, &c[i]);
        fprintf(stderr, "gpuopt: spill feedback: note: ptxas rejected candidate %s (exit status %d): left out\n", d, st);
      }
    }
    if (!i) {
      for (unsigned j = 0; j < f.nk; j++) any_spill |= c[0].k[j].stack + c[0].k[j].traffic > 0;
      if (!any_spill) break; /* ptxas fits every kernel under the cap: nothing to gain */
    }
  }
  if (rc) goto out;
  /* each kernel: the best candidate; candidate 0 on ties and where ptxas alone does not spill */
  for (unsigned j = 0; j < f.nk; j++) {
    choice[j] = 0;
    if (!c[0].k[j].stack && !c[0].k[j].traffic) continue;
    for (unsigned i = 1; i < nc; i++)
      if (c[i].ok && c[i].k && c[i].k[j].seen && better(&c[i].k[j], &c[choice[j]].k[j])) choice[j] = i;
  }
  /* combine: one pass per step kind, each kernel with its own budget */
  const char *steps[] = {"div-spill", "div-spill-noaddr"};
  for (unsigned s = 0; s < 2 && !rc; s++) {
    int any = 0;
    for (unsigned j = 0; j < f.nk; j++) {
      const cand *x = &c[choice[j]];
      bud[j] = x->step && !strcmp(x->step, steps[s]) ? x->budget : 0;
      any |= bud[j] != 0;
    }
    if (any) rc = apply(&f, m, steps[s], bud, 0);
  }
  if (rc) goto out;
  kfig *fin = calloc(f.nk + 1, sizeof *fin);
  int checked = 0;
  if (fin) {
    char *ptx = NULL;
    size_t len = 0;
    int changed = 0;
    for (unsigned j = 0; j < f.nk; j++) changed |= choice[j] != 0;
    if (changed && !emit(opts, m, &ptx, &len) && !measure(&f, ptx, len, fin, NULL)) checked = 1;
    gpuopt_free(ptx);
  }
  fprintf(stderr, "gpuopt: spill feedback (%s -arch=%s --maxrregcount %u): %u candidates\n", f.ptxas, f.sm, cap, nc);
  for (unsigned j = 0; j < f.nk; j++) {
    char d[96];
    const kfig *k0 = &c[0].k[j], *kc = &c[choice[j]].k[j];
    if (!k0->stack && !k0->traffic) {
      fprintf(stderr, "gpuopt:   %s: no spill under the cap, left as is (", f.names[j]);
      put_fig(stderr, k0);
      fprintf(stderr, ")\n");
      continue;
    }
    describe(d, sizeof d, &c[choice[j]]);
    fprintf(stderr, "gpuopt:   %s: chose %s: ", f.names[j], d);
    put_fig(stderr, checked ? &fin[j] : kc);
    if (choice[j]) {
      fprintf(stderr, " (ptxas alone: ");
      put_fig(stderr, k0);
      fprintf(stderr, ")");
    }
    fprintf(stderr, "\n");
    if (checked && (fin[j].stack != kc->stack || fin[j].traffic != kc->traffic))
      fprintf(stderr, "gpuopt:   note: %s: the combined module differs from the candidate (stack %u B, spill %u B)\n",
              f.names[j], kc->stack, kc->traffic);
  }
  free(fin);
  *done = 1;
out:
  free(log0);
  for (unsigned i = 0; i < nc; i++) {
    gpuopt_free(c[i].ptx);
    free(c[i].k);
  }
  for (unsigned j = 0; f.names && j < f.nk; j++) free(f.names[j]);
  for (unsigned j = 0; f.orig_reg && j < f.nk; j++) free(f.orig_reg[j]);
  free(f.names);
  free(f.orig_reg);
  free(choice);
  free(bud);
  if (f.dir[0]) {
    char p[128];
    const char *files[] = {"k.ptx", "k.cubin", "ptxas.log"};
    for (size_t i = 0; i < 3; i++) {
      snprintf(p, sizeof p, "%s/%s", f.dir, files[i]);
      unlink(p);
    }
    rmdir(f.dir);
  }
  return rc;
}

int drv_spill_feedback_split(const char *cmd, const char *pipeline, char **prefix, const char **step) {
  *prefix = NULL;
  *step = "div-spill";
  const char *p = pipeline ? pipeline : "";
  size_t n = strlen(p);
  while (n && (p[n - 1] == ' ' || p[n - 1] == ',')) n--;
  size_t s = n;
  while (s && p[s - 1] != ',') s--;
  const char *last = p + s;
  size_t ll = n - s;
  if (ll == 9 && !strncmp(last, "div-spill", 9)) *step = "div-spill";
  else if (ll == 16 && !strncmp(last, "div-spill-noaddr", 16)) *step = "div-spill-noaddr";
  else s = n + (n ? 1 : 0); /* no final div-spill: it is appended */
  size_t keep = s ? s - 1 : 0;
  if (keep > n) keep = n;
  if (strstr(p, "div-spill") && (size_t)(strstr(p, "div-spill") - p) < keep)
    return drv_usage(cmd, "--spill-feedback: div-spill must be the last step of the pipeline");
  *prefix = strndup(p, keep);
  if (!*prefix) return drv_error("out of memory");
  return 0;
}
