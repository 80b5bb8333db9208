/* Pointer-keyed hash map: open addressing with linear probing, power-of-two capacity, load factor
 * at most 1/2. Keys are never NULL. No deletion (analyses build maps and drop them whole). */
#include <stdlib.h>

#include "core/core.h"

static size_t hash_ptr(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x;
}

void gpuopt__ptrmap_init(gpuopt_ptrmap *m) {
  m->keys = NULL;
  m->vals = NULL;
  m->cap = m->len = 0;
}

void gpuopt__ptrmap_free(gpuopt_ptrmap *m) {
  free((void *)m->keys);
  free(m->vals);
  gpuopt__ptrmap_init(m);
}

static int rehash(gpuopt_ptrmap *m, size_t ncap) {
  const void **keys = calloc(ncap, sizeof *keys);
  uintptr_t *vals = calloc(ncap, sizeof *vals);
  if (!keys || !vals) {
    free((void *)keys);
    free(vals);
    return 0;
  }
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->keys[i]) continue;
    size_t j = hash_ptr(m->keys[i]) & (ncap - 1);
    while (keys[j]) j = (j + 1) & (ncap - 1);
    keys[j] = m->keys[i];
    vals[j] = m->vals[i];
  }
  free((void *)m->keys);
  free(m->vals);
  m->keys = keys;
  m->vals = vals;
  m->cap = ncap;
  return 1;
}

int gpuopt__ptrmap_reserve(gpuopt_ptrmap *m, size_t n) {
  size_t cap = m->cap ? m->cap : 16;
  while (cap < 2 * n + 2) {
    if (cap > SIZE_MAX / 4) return 0;
    cap *= 2;
  }
  return cap == m->cap || rehash(m, cap);
}

int gpuopt__ptrmap_put(gpuopt_ptrmap *m, const void *key, uintptr_t val) {
  if (2 * (m->len + 1) > m->cap && !gpuopt__ptrmap_reserve(m, m->len + 1)) return 0;
  size_t j = hash_ptr(key) & (m->cap - 1);
  while (m->keys[j] && m->keys[j] != key) j = (j + 1) & (m->cap - 1);
  if (!m->keys[j]) {
    m->keys[j] = key;
    m->len++;
  }
  m->vals[j] = val;
  return 1;
}

int gpuopt__ptrmap_get(const gpuopt_ptrmap *m, const void *key, uintptr_t *val) {
  if (!m->cap || !key) return 0;
  size_t j = hash_ptr(key) & (m->cap - 1);
  while (m->keys[j]) {
    if (m->keys[j] == key) {
      if (val) *val = m->vals[j];
      return 1;
    }
    j = (j + 1) & (m->cap - 1);
  }
  return 0;
}

uintptr_t gpuopt__ptrmap_get_or(const gpuopt_ptrmap *m, const void *key, uintptr_t dflt) {
  uintptr_t v;
  return gpuopt__ptrmap_get(m, key, &v) ? v : dflt;
}
