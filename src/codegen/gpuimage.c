/* The gpuopt device image (gpuimage.h): writer and parser. The image is a flat list of
 * (kind, sm, size, bytes) entries after an 8-byte magic and a version, so a runtime can find
 * the form it runs (bitcode for the interpreter, a cubin for the device's sm, PTX otherwise)
 * without any other metadata; the parser checks every length against max_size before it reads. */
#include <stdlib.h>
#include <string.h>

#include "codegen/gpuimage.h"
#include "core/core.h"

static void put32(unsigned char *p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (8 * i));
}
static void put64(unsigned char *p, uint64_t v) {
  for (int i = 0; i < 8; i++) p[i] = (unsigned char)(v >> (8 * i));
}
static uint32_t get32(const unsigned char *p) {
  uint32_t v = 0;
  for (int i = 3; i >= 0; i--) v = v << 8 | p[i];
  return v;
}
static uint64_t get64(const unsigned char *p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; i--) v = v << 8 | p[i];
  return v;
}
static size_t pad8(size_t n) { return (n + 7) & ~(size_t)7; }

static int kind_ok(uint32_t k) { return k >= GPUOPT_IMG_BITCODE && k <= GPUOPT_IMG_CUBIN; }

gpuopt_status gpuopt__image_write(gpuopt_ctx *ctx, const gpuopt_img_entry *e, size_t n, void **out, size_t *size) {
  if (!out || !size || (n && !e))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt__image_write: NULL argument");
  *out = NULL;
  *size = 0;
  if (n > UINT32_MAX) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt__image_write: %zu entries", n);
  size_t total = 16;
  for (size_t i = 0; i < n; i++) {
    if (!kind_ok((uint32_t)e[i].kind))
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt__image_write: entry %zu has unknown kind %d", i, (int)e[i].kind);
    if (e[i].size && !e[i].data)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt__image_write: entry %zu has no data", i);
    if (e[i].kind == GPUOPT_IMG_PTX && (!e[i].size || ((const char *)e[i].data)[e[i].size - 1] != 0))
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt__image_write: PTX entry %zu is not NUL-terminated", i);
    if (e[i].size > SIZE_MAX / 2 - total - 32)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt__image_write: entry %zu too large", i);
    total += 16 + pad8(e[i].size);
  }
  unsigned char *buf = calloc(1, total);
  if (!buf) return gpuopt__oom(ctx, "gpuopt__image_write");
  memcpy(buf, GPUOPT_IMG_MAGIC, 8);
  put32(buf + 8, GPUOPT_IMG_VERSION);
  put32(buf + 12, (uint32_t)n);
  size_t off = 16;
  for (size_t i = 0; i < n; i++) {
    put32(buf + off, (uint32_t)e[i].kind);
    put32(buf + off + 4, e[i].sm);
    put64(buf + off + 8, e[i].size);
    if (e[i].size) memcpy(buf + off + 16, e[i].data, e[i].size);
    off += 16 + pad8(e[i].size);
  }
  *out = buf;
  *size = total;
  return GPUOPT_OK;
}

/* Walk the image; when e is not NULL fill up to max_entries. *total gets the image's size. */
static gpuopt_status walk(gpuopt_ctx *ctx, const unsigned char *p, size_t max_size, gpuopt_img_entry *e,
                          size_t max_entries, size_t *n, size_t *total) {
  if (!p) return gpuopt__fail(ctx, GPUOPT_EINVAL, "device image: NULL pointer");
  if (max_size < 16) return gpuopt__fail(ctx, GPUOPT_EINVAL, "device image: truncated header (%zu bytes)", max_size);
  if (memcmp(p, GPUOPT_IMG_MAGIC, 8))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "device image: bad magic (expected \"GPUOPTIM\"): not a gpuopt device image");
  uint32_t version = get32(p + 8), count = get32(p + 12);
  if (version != GPUOPT_IMG_VERSION)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "device image: version %u, this runtime reads version %u", version,
                        GPUOPT_IMG_VERSION);
  size_t off = 16, got = 0;
  for (uint32_t i = 0; i < count; i++) {
    if (max_size - off < 16)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "device image: truncated at entry %u of %u (offset %zu)", i, count, off);
    uint32_t kind = get32(p + off), sm = get32(p + off + 4);
    uint64_t size = get64(p + off + 8);
    if (!kind_ok(kind))
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "device image: entry %u has unknown kind %u", i, kind);
    if (size > max_size - off - 16 || pad8((size_t)size) > max_size - off - 16)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "device image: entry %u (%llu bytes at offset %zu) runs past the end",
                          i, (unsigned long long)size, off + 16);
    const unsigned char *data = p + off + 16;
    if (kind == GPUOPT_IMG_PTX && (!size || data[size - 1] != 0))
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "device image: PTX entry %u is not NUL-terminated", i);
    if (e && got < max_entries) e[got++] = (gpuopt_img_entry){(gpuopt_img_kind)kind, sm, data, (size_t)size};
    off += 16 + pad8((size_t)size);
  }
  if (n) *n = got;
  if (total) *total = off;
  return GPUOPT_OK;
}

gpuopt_status gpuopt__image_parse(gpuopt_ctx *ctx, const void *buf, size_t max_size, gpuopt_img_entry *e,
                                  size_t max_entries, size_t *n) {
  if (!n || (max_entries && !e)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt__image_parse: NULL argument");
  *n = 0;
  return walk(ctx, buf, max_size, e, max_entries, n, NULL);
}

size_t gpuopt__image_size(const void *buf, size_t max_size) {
  size_t total = 0;
  if (walk(NULL, buf, max_size, NULL, 0, NULL, &total)) total = 0;
  return total;
}
