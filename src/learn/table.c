/* CSV tables for the mapping learner (Wang et al. TACO'14 §5.1: the training data is a table of
 * feature vectors, one row per program run, with the best device as the class).
 *
 * Parsing follows RFC 4180: cells separated by commas; a cell that starts with '"' runs to the
 * matching '"' with "" standing for a quote (commas and line ends inside are kept); LF or CRLF end a
 * record. Additions: blank lines and lines whose first character is '#' are skipped; unquoted cells
 * are trimmed of spaces and tabs. The first record is the header. Every cell is kept as a string in
 * one buffer; a cell is numeric when strtod consumes all of it and the value is finite. Malformed
 * input (a stray quote, a row with the wrong number of cells, an empty or repeated column name, a
 * NUL byte) is an error naming the line. Requires nothing; the table is immutable once built. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "learn/learn.h"

struct gpuopt_table {
  size_t rows, cols;
  char *buf;      /* every cell, NUL-terminated */
  char **cells;   /* header (cols) then rows*cols */
};

typedef struct {
  char *buf;
  size_t len, cap;
  VEC(size_t) offs;      /* cell start offsets into buf */
} builder;

static int put(builder *b, char c) {
  if (b->len == b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 256;
    char *n = realloc(b->buf, cap);
    if (!n) return 0;
    b->buf = n;
    b->cap = cap;
  }
  b->buf[b->len++] = c;
  return 1;
}

gpuopt_status gpuopt_table_parse_csv(gpuopt_ctx *ctx, const char *text, size_t len, gpuopt_table **out) {
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_table_parse_csv: out is NULL");
  *out = NULL;
  if (!text && len) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_table_parse_csv: text is NULL");
  builder b = {0};
  gpuopt_status st = GPUOPT_OK;
  size_t cols = 0, rows = 0, line = 1, i = 0;
  int header_done = 0;
  while (i < len) {
    size_t rec_line = line;
    /* skip blank and comment lines */
    if (text[i] == '\n' || text[i] == '#' || (text[i] == '\r' && i + 1 < len && text[i + 1] == '\n')) {
      while (i < len && text[i] != '\n') i++;
      i++;
      line++;
      continue;
    }
    size_t ncells = 0;
    for (;;) { /* one cell per iteration */
      if (!VEC_PUSH(&b.offs, b.len)) goto oom;
      ncells++;
      while (i < len && (text[i] == ' ' || text[i] == '\t')) i++;
      if (i < len && text[i] == '"') {
        i++;
        for (;;) {
          if (i >= len) {
            st = gpuopt__fail(ctx, GPUOPT_EINVAL, "CSV line %zu: unterminated quoted cell", rec_line);
            goto fail;
          }
          if (text[i] == '"') {
            if (i + 1 < len && text[i + 1] == '"') { if (!put(&b, '"')) goto oom; i += 2; continue; }
            i++;
            break;
          }
          if (text[i] == '\0') goto nul;
          if (text[i] == '\n') line++;
          if (!put(&b, text[i++])) goto oom;
        }
        while (i < len && (text[i] == ' ' || text[i] == '\t')) i++;
        if (i < len && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
          st = gpuopt__fail(ctx, GPUOPT_EINVAL, "CSV line %zu, cell %zu: text after the closing quote", line, ncells);
          goto fail;
        }
      } else {
        size_t start = b.len;
        while (i < len && text[i] != ',' && text[i] != '\n' && !(text[i] == '\r' && (i + 1 >= len || text[i + 1] == '\n'))) {
          if (text[i] == '"') {
            st = gpuopt__fail(ctx, GPUOPT_EINVAL, "CSV line %zu, cell %zu: a quote inside an unquoted cell", line, ncells);
            goto fail;
          }
          if (text[i] == '\0') goto nul;
          if (!put(&b, text[i++])) goto oom;
        }
        while (b.len > start && (b.buf[b.len - 1] == ' ' || b.buf[b.len - 1] == '\t')) b.len--;
      }
      if (!put(&b, '\0')) goto oom;
      if (i < len && text[i] == ',') { i++; continue; }
      if (i < len && text[i] == '\r') i++;
      if (i < len && text[i] == '\n') i++;
      line++;
      break;
    }
    if (!header_done) {
      cols = ncells;
      header_done = 1;
      for (size_t c = 0; c < cols; c++) {
        const char *name = b.buf + b.offs.data[c];
        if (!*name) {
          st = gpuopt__fail(ctx, GPUOPT_EINVAL, "CSV line %zu (header): column %zu has no name", rec_line, c + 1);
          goto fail;
        }
        for (size_t d = 0; d < c; d++)
          if (!strcmp(name, b.buf + b.offs.data[d])) {
            st = gpuopt__fail(ctx, GPUOPT_EINVAL, "CSV line %zu (header): column name '%s' appears twice", rec_line, name);
            goto fail;
          }
      }
    } else {
      if (ncells != cols) {
        st = gpuopt__fail(ctx, GPUOPT_EINVAL, "CSV line %zu: %zu cells, the header has %zu", rec_line, ncells, cols);
        goto fail;
      }
      rows++;
    }
  }
  if (!header_done) {
    st = gpuopt__fail(ctx, GPUOPT_EINVAL, "CSV: no header line (empty input)");
    goto fail;
  }
  gpuopt_table *t = calloc(1, sizeof *t);
  char **cells = malloc((rows + 1) * cols * sizeof *cells);
  if (!t || !cells) { free(t); free(cells); goto oom; }
  for (size_t k = 0; k < (rows + 1) * cols; k++) cells[k] = b.buf + b.offs.data[k];
  t->rows = rows;
  t->cols = cols;
  t->buf = b.buf;
  t->cells = cells;
  free(b.offs.data);
  *out = t;
  return GPUOPT_OK;
nul:
  st = gpuopt__fail(ctx, GPUOPT_EINVAL, "CSV line %zu: a NUL byte (not a text file)", line);
  goto fail;
oom:
  st = gpuopt__oom(ctx, "gpuopt_table_parse_csv");
fail:
  free(b.buf);
  free(b.offs.data);
  return st;
}

gpuopt_status gpuopt__read_file(gpuopt_ctx *ctx, const char *path, const char *who, char **data, size_t *len) {
  *data = NULL;
  *len = 0;
  if (!path) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: path is NULL", who);
  FILE *f = fopen(path, "rb");
  if (!f) return gpuopt__fail(ctx, GPUOPT_EIO, "%s: cannot open '%s': %s", who, path, strerror(errno));
  char *buf = NULL;
  size_t n = 0, cap = 0;
  for (;;) {
    if (n == cap) {
      cap = cap ? cap * 2 : 4096;
      if (cap > ((size_t)1 << 30)) {
        free(buf);
        fclose(f);
        return gpuopt__fail(ctx, GPUOPT_EIO, "%s: '%s' is larger than 1 GiB", who, path);
      }
      char *nb = realloc(buf, cap);
      if (!nb) { free(buf); fclose(f); return gpuopt__oom(ctx, who); }
      buf = nb;
    }
    size_t r = fread(buf + n, 1, cap - n, f);
    n += r;
    if (r == 0) break;
  }
  int bad = ferror(f);
  fclose(f);
  if (bad) { free(buf); return gpuopt__fail(ctx, GPUOPT_EIO, "%s: cannot read '%s'", who, path); }
  *data = buf;
  *len = n;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_table_load_csv(gpuopt_ctx *ctx, const char *path, gpuopt_table **out) {
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_table_load_csv: out is NULL");
  *out = NULL;
  char *data;
  size_t len;
  gpuopt_status st = gpuopt__read_file(ctx, path, "gpuopt_table_load_csv", &data, &len);
  if (st) return st;
  st = gpuopt_table_parse_csv(ctx, data, len, out);
  free(data);
  if (st && ctx) {
    /* prefix the file name */
    char *m = gpuopt__strdup(gpuopt_ctx_error(ctx));
    if (m) { gpuopt__fail(ctx, st, "%s: %s", path, m); free(m); }
  }
  return st;
}

void gpuopt_table_free(gpuopt_table *t) {
  if (!t) return;
  free(t->buf);
  free(t->cells);
  free(t);
}

size_t gpuopt_table_rows(const gpuopt_table *t) { return t ? t->rows : 0; }
size_t gpuopt_table_cols(const gpuopt_table *t) { return t ? t->cols : 0; }

const char *gpuopt_table_column(const gpuopt_table *t, size_t col) {
  return t && col < t->cols ? t->cells[col] : NULL;
}

const char *gpuopt_table_cell(const gpuopt_table *t, size_t row, size_t col) {
  return t && row < t->rows && col < t->cols ? t->cells[(row + 1) * t->cols + col] : NULL;
}

size_t gpuopt_table_find(const gpuopt_table *t, const char *name) {
  if (!t || !name) return (size_t)-1;
  for (size_t c = 0; c < t->cols; c++)
    if (!strcmp(t->cells[c], name)) return c;
  return (size_t)-1;
}

int gpuopt__parse_number(const char *s, double *value) {
  if (!s || !*s) return 0;
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (*end || !isfinite(v)) return 0;
  *value = v;
  return 1;
}

int gpuopt_table_number(const gpuopt_table *t, size_t row, size_t col, double *value) {
  const char *s = gpuopt_table_cell(t, row, col);
  double v;
  if (!gpuopt__parse_number(s, &v)) return 0;
  if (value) *value = v;
  return 1;
}
