/* Device printf on the interpreter: formats one lane's vprintf(format, args) call into host text.
 * CUDA's vprintf receives the format string and a buffer of the arguments, each at its natural
 * alignment (clang promotes float to double and char/short to int, as for any variadic call);
 * conversions are taken from the format as C's printf does and each one is formatted with the host's
 * snprintf (%s reads a string from device memory, %p prints the device address). Formats only: the
 * text is written out by cudart.c, the one part of the runtime that prints. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/devprintf.h"

typedef struct sbuf { char *p; size_t len, cap; int oom; } sbuf;

static void put(sbuf *b, const char *s, size_t n) {
  if (b->oom) return;
  if (b->len + n + 1 > b->cap) {
    size_t cap = (b->cap ? b->cap * 2 : 256) + n;
    char *p = realloc(b->p, cap);
    if (!p) {
      b->oom = 1;
      return;
    }
    b->p = p, b->cap = cap;
  }
  memcpy(b->p + b->len, s, n);
  b->len += n;
  b->p[b->len] = 0;
}

/* A NUL-terminated string of device memory at addr (at most max bytes), into buf. */
static size_t dev_string(gpuopt_interp *ip, uint64_t addr, char *buf, size_t max) {
  uint64_t base = 0;
  size_t size = 0;
  if (!addr || gpuopt_interp_mem_range(ip, addr, &base, &size)) return (size_t)-1;
  size_t avail = size - (size_t)(addr - base), n = avail < max - 1 ? avail : max - 1;
  if (gpuopt_interp_mem_peek(ip, buf, addr, n)) return (size_t)-1;
  buf[n] = 0;
  return strlen(buf);
}

/* The next argument of size bytes (naturally aligned) of the buffer; 0 on a read error. */
static int next_arg(gpuopt_interp *ip, uint64_t args, size_t *off, size_t size, uint64_t *v) {
  *off = (*off + size - 1) & ~(size - 1);
  *v = 0;
  if (gpuopt_interp_mem_peek(ip, v, args + *off, size)) return 0;
  *off += size;
  return 1;
}

int gpuopt__rt_device_printf(gpuopt_interp *ip, uint64_t format, uint64_t args, char **out, size_t *len) {
  enum { MAXFMT = 4096 };
  char *fmt = malloc(MAXFMT), *str = malloc(MAXFMT);
  sbuf b = {0};
  size_t off = 0;
  int ok = fmt && str && dev_string(ip, format, fmt, MAXFMT) != (size_t)-1;
  for (const char *p = ok ? fmt : ""; ok && *p;) {
    if (*p != '%') {
      const char *q = strchr(p, '%');
      size_t n = q ? (size_t)(q - p) : strlen(p);
      put(&b, p, n);
      p += n;
      continue;
    }
    if (p[1] == '%') {
      put(&b, "%", 1);
      p += 2;
      continue;
    }
    /* %[flags][width][.precision][length]conv */
    char spec[64];
    size_t k = 0;
    const char *s = p + 1;
    spec[k++] = '%';
    while (*s && strchr("-+ #0", *s) && k < 40) spec[k++] = *s++;
    int star_w = 0, star_p = 0;
    if (*s == '*') star_w = 1, s++;
    else while (*s >= '0' && *s <= '9' && k < 40) spec[k++] = *s++;
    int has_prec = 0;
    if (*s == '.') {
      has_prec = 1, s++;
      if (*s == '*') star_p = 1, s++;
      else {
        spec[k++] = '.';
        while (*s >= '0' && *s <= '9' && k < 50) spec[k++] = *s++;
      }
    }
    int lng = 0;
    while (*s && strchr("hlzjtL", *s)) {
      if (*s == 'l' || *s == 'z' || *s == 'j' || *s == 't' || *s == 'L') lng = 1;
      s++;
    }
    char conv = *s;
    if (!conv) break;
    p = s + 1;
    uint64_t wv = 0, pv = 0, v = 0;
    if (star_w && !next_arg(ip, args, &off, 4, &wv)) ok = 0;
    if (star_p && !next_arg(ip, args, &off, 4, &pv)) ok = 0;
    char tmp[512];
    int w = (int)(int32_t)wv, pr = (int)(int32_t)pv, n = 0;
    char full[80];
    switch (conv) {
    case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'c': {
      if (!next_arg(ip, args, &off, lng ? 8 : 4, &v)) { ok = 0; break; }
      snprintf(full, sizeof full, "%.*s%s%s%s%s", (int)k, spec, star_w ? "*" : "", has_prec ? (star_p ? ".*" : "") : "",
               conv == 'c' ? "" : "ll", (char[]){conv, 0});
      long long sv = lng ? (long long)(int64_t)v : (long long)(int32_t)v;
      unsigned long long uv = lng ? (unsigned long long)v : (unsigned long long)(uint32_t)v;
      int is_signed = conv == 'd' || conv == 'i';
#define FMT3(x) (star_w && star_p ? snprintf(tmp, sizeof tmp, full, w, pr, x) : star_w ? snprintf(tmp, sizeof tmp, full, w, x) \
                 : star_p ? snprintf(tmp, sizeof tmp, full, pr, x) : snprintf(tmp, sizeof tmp, full, x))
      if (conv == 'c') n = FMT3((int)(unsigned char)v);
      else if (is_signed) n = FMT3(sv);
      else n = FMT3(uv);
      break;
    }
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
      if (!next_arg(ip, args, &off, 8, &v)) { ok = 0; break; }
      double d;
      memcpy(&d, &v, 8);
      snprintf(full, sizeof full, "%.*s%s%s%c", (int)k, spec, star_w ? "*" : "", has_prec ? (star_p ? ".*" : "") : "", conv);
      n = FMT3(d);
      break;
    }
    case 's': {
      if (!next_arg(ip, args, &off, 8, &v)) { ok = 0; break; }
      snprintf(full, sizeof full, "%.*s%s%ss", (int)k, spec, star_w ? "*" : "", has_prec ? (star_p ? ".*" : "") : "");
      const char *sv = dev_string(ip, v, str, MAXFMT) == (size_t)-1 ? "(null)" : str;
      n = FMT3(sv);
      break;
    }
    case 'p': {
      if (!next_arg(ip, args, &off, 8, &v)) { ok = 0; break; }
      n = snprintf(tmp, sizeof tmp, "0x%llx", (unsigned long long)v);
      break;
    }
    default: /* not a conversion: print it as it is */
      n = snprintf(tmp, sizeof tmp, "%.*s%c", (int)k, spec, conv);
      break;
    }
#undef FMT3
    if (n > 0) put(&b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
  }
  free(fmt);
  free(str);
  if (!ok || b.oom) {
    free(b.p);
    *out = NULL;
    *len = 0;
    return -1;
  }
  if (!b.p) put(&b, "", 0);
  *out = b.p;
  *len = b.len;
  return (int)b.len;
}
