/* Driver helpers: messages, loading modules, argument matching. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"

int drv_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("gpuopt: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return EXIT_BAD_INPUT;
}

int drv_usage(const char *cmd, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("gpuopt: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\nsee 'gpuopt %s --help'\n", cmd);
  va_end(ap);
  return EXIT_USAGE;
}

int drv_fail(gpuopt_ctx *ctx, gpuopt_status st) {
  const char *msg = gpuopt_ctx_error(ctx);
  return drv_error("%s", msg && *msg ? msg : gpuopt_status_str(st));
}

int drv_load(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path, LLVMModuleRef *out) {
  gpuopt_status st = gpuopt_module_parse_file(ctx, llctx, path, out);
  if (!st) st = gpuopt_module_verify(ctx, *out);
  if (!st) st = gpuopt_module_check_target(ctx, *out);
  if (st) {
    if (*out) LLVMDisposeModule(*out);
    *out = NULL;
    return drv_fail(ctx, st);
  }
  return 0;
}

const char *drv_block_name(LLVMBasicBlockRef bb, size_t index, char *buf, size_t n) {
  const char *name = LLVMGetBasicBlockName(bb);
  if (name && *name) return name;
  snprintf(buf, n, "%zu", index);
  return buf;
}

int drv_parse_nums(const char *cmd, const drv_num_opt *nums, size_t n) {
  for (size_t k = 0; k < n; k++) {
    if (!nums[k].text) continue;
    char *end = NULL;
    unsigned long t = strtoul(nums[k].text, &end, 10);
    if (!*nums[k].text || *end || t < nums[k].lo || t > nums[k].hi)
      return drv_usage(cmd, "%s expects a number from %lu to %lu, got '%s'", nums[k].name, nums[k].lo, nums[k].hi,
                       nums[k].text);
    *nums[k].field = (unsigned)t;
  }
  return 0;
}

int drv_flag(const char *arg, const char *name, const char **value) {
  size_t n = strlen(name);
  if (strncmp(arg, name, n) != 0) return 0;
  if (arg[n] == 0) {
    *value = NULL;
    return 1;
  }
  if (arg[n] == '=') {
    *value = arg + n + 1;
    return 1;
  }
  return 0;
}

char *drv_read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  while (buf) {
    if (n + 1 >= cap) {
      char *nb = realloc(buf, cap *= 2);
      if (!nb) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = nb;
    }
    size_t got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (!got) break;
  }
  if (buf && ferror(f)) {
    free(buf);
    buf = NULL;
  }
  fclose(f);
  if (buf) buf[n] = 0;
  *len = buf ? n : 0;
  return buf;
}
