/* Standalone replay driver for the fuzz harnesses, built with any C compiler (no libFuzzer): runs
 * LLVMFuzzerTestOneInput on every file named on the command line or found (sorted) in the
 * directories named there, so the seed corpora and every crasher ever committed stay regression
 * tests in `make check`. Prints one line per input with -v, and "replay: N inputs" at the end. */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int verbose;
static size_t ninputs;

static int run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "replay: cannot open %s\n", path);
    return 1;
  }
  size_t cap = 4096, len = 0;
  uint8_t *buf = malloc(cap);
  size_t k;
  while (buf && (k = fread(buf + len, 1, cap - len, f)) > 0) {
    len += k;
    if (len == cap) {
      uint8_t *nb = realloc(buf, cap *= 2);
      if (!nb) free(buf);
      buf = nb;
    }
  }
  fclose(f);
  if (!buf) return 1;
  if (verbose) fprintf(stderr, "replay: %s (%zu bytes)\n", path, len);
  /* an exact-size copy, so that ASan sees reads past the end */
  uint8_t *exact = malloc(len ? len : 1);
  memcpy(exact, buf, len);
  free(buf);
  LLVMFuzzerTestOneInput(exact, len);
  free(exact);
  ninputs++;
  return 0;
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int run_path(const char *path) {
  struct stat s;
  if (stat(path, &s)) {
    fprintf(stderr, "replay: no such file or directory: %s\n", path);
    return 1;
  }
  if (!S_ISDIR(s.st_mode)) return run_file(path);
  DIR *d = opendir(path);
  if (!d) return 1;
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    if (n == cap) names = realloc(names, (cap = cap ? cap * 2 : 64) * sizeof *names);
    names[n++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, n, sizeof *names, cmp);
  int rc = 0;
  for (size_t i = 0; i < n; i++) {
    size_t l = strlen(path) + strlen(names[i]) + 2;
    char *p = malloc(l);
    snprintf(p, l, "%s/%s", path, names[i]);
    rc |= run_path(p);
    free(p);
    free(names[i]);
  }
  free(names);
  return rc;
}

int main(int argc, char **argv) {
  int rc = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-v")) verbose = 1;
    else rc |= run_path(argv[i]);
  }
  printf("replay: %zu inputs\n", ninputs);
  return rc;
}
