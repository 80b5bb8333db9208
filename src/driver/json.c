/* A minimal streaming JSON writer for the driver's --json outputs. */
#include <math.h>
#include <stdio.h>

#include "driver/driver.h"

void json_init(json *j, FILE *f) {
  j->f = f;
  j->depth = 0;
  j->first[0] = 1;
  j->after_key = 0;
}

static void sep(json *j) {
  if (j->after_key) {
    j->after_key = 0;
    return;
  }
  if (!j->first[j->depth]) fputc(',', j->f);
  j->first[j->depth] = 0;
}

static void open_(json *j, char c) {
  sep(j);
  fputc(c, j->f);
  if (j->depth < 63) j->depth++;
  j->first[j->depth] = 1;
}

static void close_(json *j, char c) {
  fputc(c, j->f);
  if (j->depth > 0) j->depth--;
  if (j->depth == 0) fputc('\n', j->f);
}

void json_obj_begin(json *j) { open_(j, '{'); }
void json_obj_end(json *j) { close_(j, '}'); }
void json_arr_begin(json *j) { open_(j, '['); }
void json_arr_end(json *j) { close_(j, ']'); }

static void raw_str(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
    else if (*p == '\n') fputs("\\n", f);
    else if (*p == '\t') fputs("\\t", f);
    else if (*p < 0x20) fprintf(f, "\\u%04x", *p);
    else fputc(*p, f);
  }
  fputc('"', f);
}

void json_key(json *j, const char *k) {
  sep(j);
  raw_str(j->f, k);
  fputc(':', j->f);
  j->after_key = 1;
}

void json_str(json *j, const char *s) { sep(j); raw_str(j->f, s); }
void json_int(json *j, long long v) { sep(j); fprintf(j->f, "%lld", v); }
void json_bool(json *j, int v) { sep(j); fputs(v ? "true" : "false", j->f); }
void json_null(json *j) { sep(j); fputs("null", j->f); }
void json_double(json *j, double v) {
  sep(j);
  if (isfinite(v)) fprintf(j->f, "%.17g", v);
  else fputs("null", j->f);
}
