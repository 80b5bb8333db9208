/* Arena allocator and vector growth. An arena is a list of chunks freed in one go; a failed
 * allocation sets a->oom and returns NULL instead of aborting. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"

struct gpuopt_arena_chunk {
  gpuopt_arena_chunk *next;
  size_t used, cap;
  _Alignas(16) unsigned char data[];
};

#define CHUNK_MIN (64u * 1024u)

void gpuopt__arena_init(gpuopt_arena *a) {
  a->head = NULL;
  a->oom = 0;
}

void gpuopt__arena_free(gpuopt_arena *a) {
  gpuopt_arena_chunk *c = a->head;
  while (c) {
    gpuopt_arena_chunk *n = c->next;
    free(c);
    c = n;
  }
  a->head = NULL;
}

void *gpuopt__arena_alloc(gpuopt_arena *a, size_t size) {
  size = (size + 15) & ~(size_t)15;
  if (size == 0) size = 16;
  gpuopt_arena_chunk *c = a->head;
  if (!c || c->cap - c->used < size) {
    size_t cap = size > CHUNK_MIN ? size : CHUNK_MIN;
    if (cap > SIZE_MAX - sizeof *c) {
      a->oom = 1;
      return NULL;
    }
    gpuopt_arena_chunk *n = malloc(sizeof *n + cap);
    if (!n) {
      a->oom = 1;
      return NULL;
    }
    n->used = 0;
    n->cap = cap;
    if (c && size > CHUNK_MIN) {
      /* a big block: keep the current chunk as the head so its free space is still used */
      n->next = c->next;
      c->next = n;
      n->used = size;
      memset(n->data, 0, size);
      return n->data;
    }
    n->next = c;
    a->head = c = n;
  }
  void *p = c->data + c->used;
  c->used += size;
  memset(p, 0, size);
  return p;
}

void *gpuopt__arena_array(gpuopt_arena *a, size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) {
    a->oom = 1;
    return NULL;
  }
  return gpuopt__arena_alloc(a, count * size);
}

int gpuopt__vec_vlinef(char **data, size_t *len, size_t *cap, const char *fmt, va_list ap) {
  char line[2048];
  int n = vsnprintf(line, sizeof line, fmt, ap);
  if (n < 0) return 0;
  if ((size_t)n >= sizeof line) n = sizeof line - 1;
  if (*len + (size_t)n + 2 > *cap && !gpuopt__vec_grow((void **)data, cap, 1, *len + (size_t)n + 2)) return 0;
  memcpy(*data + *len, line, (size_t)n);
  *len += (size_t)n;
  (*data)[(*len)++] = '\n';
  return 1;
}

int gpuopt__vec_grow(void **data, size_t *cap, size_t elem, size_t need) {
  size_t ncap = *cap ? *cap : 8;
  while (ncap < need) {
    if (ncap > SIZE_MAX / 2) return 0;
    ncap *= 2;
  }
  if (ncap > SIZE_MAX / elem) return 0;
  void *p = realloc(*data, ncap * elem);
  if (!p) return 0;
  *data = p;
  *cap = ncap;
  return 1;
}
