/* Insertion-only editing of C source text (DawnCC §4, "the original text untouched otherwise").
 *
 * Annotation never rewrites a character of the input: it inserts whole lines (directives, bound
 * temporaries, the alias-check variable, the braces of a data environment) before or after existing
 * lines, so that a diff of input and output shows only insertions. Lines are located from debug-info
 * positions (line, column); the helpers here answer the questions that decide whether a line can be
 * inserted at such a position without changing the program's meaning: does the statement start its
 * line, does it end its line, is it the unbraced body of another statement.
 * The comment and string handling is lexical (a line scanner), not a C parser. */
#include <stdlib.h>
#include <string.h>

#include "analysis/srcedit.h"

int gpuopt__srcedit_init(gpuopt_srcedit *e, const char *text, size_t len) {
  memset(e, 0, sizeof *e);
  e->text = text;
  e->len = len;
  size_t n = 1;
  for (size_t i = 0; i < len; i++)
    if (text[i] == '\n' && i + 1 < len) n++;
  e->line_off = malloc(sizeof *e->line_off * (n + 1));
  if (!e->line_off) return 0;
  size_t k = 0;
  e->line_off[k++] = 0;
  for (size_t i = 0; i < len; i++)
    if (text[i] == '\n' && i + 1 < len) e->line_off[k++] = i + 1;
  e->line_off[k] = len;
  e->nlines = (uint32_t)n;
  return 1;
}

void gpuopt__srcedit_free(gpuopt_srcedit *e) {
  for (size_t i = 0; i < e->ins.len; i++) free(e->ins.data[i].text);
  VEC_FREE(&e->ins);
  free(e->line_off);
  e->line_off = NULL;
}

const char *gpuopt__srcedit_line(const gpuopt_srcedit *e, uint32_t k, size_t *len) {
  if (k < 1 || k > e->nlines) return NULL;
  size_t a = e->line_off[k - 1], b = e->line_off[k];
  while (b > a && (e->text[b - 1] == '\n' || e->text[b - 1] == '\r')) b--;
  if (len) *len = b - a;
  return e->text + a;
}

int gpuopt__srcedit_insert(gpuopt_srcedit *e, uint32_t k, int after, int indent, const char *text) {
  if (k < 1 || k > e->nlines) return 0;
  gpuopt_srcins in = {k, after, (uint32_t)e->ins.len, indent, gpuopt__strdup(text)};
  if (!in.text || !VEC_PUSH(&e->ins, in)) {
    free(in.text);
    e->oom = 1;
    return 0;
  }
  return 1;
}

typedef struct buf {
  char *p;
  size_t len, cap;
  int oom;
} buf;

static void put(buf *b, const char *s, size_t n) {
  if (b->oom) return;
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n + 1) cap *= 2;
    char *q = realloc(b->p, cap);
    if (!q) {
      b->oom = 1;
      return;
    }
    b->p = q;
    b->cap = cap;
  }
  memcpy(b->p + b->len, s, n);
  b->len += n;
  b->p[b->len] = 0;
}

static void put_ins(buf *b, const gpuopt_srcedit *e, const gpuopt_srcins *in) {
  size_t ll = 0, ind = 0;
  const char *line = gpuopt__srcedit_line(e, in->line, &ll);
  if (in->indent)
    while (ind < ll && (line[ind] == ' ' || line[ind] == '\t')) ind++;
  const char *s = in->text;
  for (;;) {
    const char *nl = strchr(s, '\n');
    size_t n = nl ? (size_t)(nl - s) : strlen(s);
    put(b, line, ind);
    put(b, s, n);
    put(b, "\n", 1);
    if (!nl) break;
    s = nl + 1;
  }
}

static int cmp_ins(const void *x, const void *y) {
  const gpuopt_srcins *a = x, *b = y;
  if (a->line != b->line) return a->line < b->line ? -1 : 1;
  if (a->after != b->after) return a->after < b->after ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

char *gpuopt__srcedit_render(const gpuopt_srcedit *e, size_t *len_out) {
  gpuopt_srcins *ins = NULL;
  if (e->ins.len) {
    ins = malloc(sizeof *ins * e->ins.len);
    if (!ins) return NULL;
    memcpy(ins, e->ins.data, sizeof *ins * e->ins.len);
    qsort(ins, e->ins.len, sizeof *ins, cmp_ins);
  }
  buf b = {0};
  put(&b, "", 0);
  size_t j = 0;
  for (uint32_t k = 1; k <= e->nlines; k++) {
    for (; j < e->ins.len && ins[j].line == k && !ins[j].after; j++) put_ins(&b, e, &ins[j]);
    size_t a = e->line_off[k - 1], z = e->line_off[k];
    put(&b, e->text + a, z - a);
    if (z == a || e->text[z - 1] != '\n') {
      if (j < e->ins.len && ins[j].line == k) put(&b, "\n", 1); /* the last line had no newline */
    }
    for (; j < e->ins.len && ins[j].line == k && ins[j].after; j++) put_ins(&b, e, &ins[j]);
  }
  free(ins);
  if (b.oom) {
    free(b.p);
    return NULL;
  }
  if (len_out) *len_out = b.len;
  return b.p;
}

int gpuopt__srcedit_starts_line(const gpuopt_srcedit *e, gpuopt_srcpos p) {
  size_t ll;
  const char *line = gpuopt__srcedit_line(e, p.line, &ll);
  if (!line || p.col < 1 || p.col > ll + 1) return 0;
  for (size_t i = 0; i + 1 < p.col; i++)
    if (line[i] != ' ' && line[i] != '\t') return 0;
  return 1;
}

/* The code of a line: its length once a trailing // or block comment and blanks are dropped (a
 * lexical scan that skips string and character literals). */
static size_t code_len(const char *line, size_t ll, size_t from) {
  size_t end = from, i = from;
  char quote = 0;
  while (i < ll) {
    char ch = line[i];
    if (quote) {
      if (ch == '\\') i++;
      else if (ch == quote) quote = 0;
      i++;
      end = i;
      continue;
    }
    if (ch == '"' || ch == '\'') {
      quote = ch;
      i++;
      end = i;
      continue;
    }
    if (ch == '/' && i + 1 < ll && line[i + 1] == '/') break;
    if (ch == '/' && i + 1 < ll && line[i + 1] == '*') {
      const char *close = NULL;
      for (size_t k = i + 2; k + 1 < ll; k++)
        if (line[k] == '*' && line[k + 1] == '/') {
          close = line + k;
          break;
        }
      if (!close) break;
      i = (size_t)(close - line) + 2;
      continue;
    }
    i++;
    if (ch != ' ' && ch != '\t') end = i;
  }
  return end;
}

int gpuopt__srcedit_ends_line(const gpuopt_srcedit *e, gpuopt_srcpos p) {
  size_t ll;
  const char *line = gpuopt__srcedit_line(e, p.line, &ll);
  if (!line || p.col < 1 || p.col > ll) return 0;
  size_t i = p.col - 1, end = code_len(line, ll, 0);
  if (end <= i) return 0;
  if (line[i] == '}') return end == i + 1;
  /* the last token of an expression: skip it (an identifier, number, or one punctuator) */
  if ((line[i] >= 'a' && line[i] <= 'z') || (line[i] >= 'A' && line[i] <= 'Z') || line[i] == '_' ||
      (line[i] >= '0' && line[i] <= '9') || line[i] == '.') {
    while (i < end && ((line[i] >= 'a' && line[i] <= 'z') || (line[i] >= 'A' && line[i] <= 'Z') ||
                       line[i] == '_' || (line[i] >= '0' && line[i] <= '9') || line[i] == '.'))
      i++;
  } else {
    i++;
  }
  int semis = 0;
  for (; i < end; i++) {
    char ch = line[i];
    if (ch == ' ' || ch == '\t' || ch == ')' || ch == ']') continue;
    if (ch == ';' && !semis) {
      semis = 1;
      continue;
    }
    return 0;
  }
  return semis;
}

int gpuopt__srcedit_is_unbraced_body(const gpuopt_srcedit *e, uint32_t k) {
  int in_block_comment = 0;
  for (uint32_t j = k; j-- > 1;) {
    size_t ll;
    const char *line = gpuopt__srcedit_line(e, j, &ll);
    size_t s = 0;
    while (s < ll && (line[s] == ' ' || line[s] == '\t')) s++;
    if (s == ll) continue;
    if (line[s] == '#') continue;
    /* a line inside or closing a block comment: look further up (approximate: trailing "*\/") */
    if (ll >= 2 && line[ll - 2] == '*' && line[ll - 1] == '/' && !strstr(line, "/*")) {
      in_block_comment = 1;
      continue;
    }
    if (in_block_comment) {
      if (strstr(line, "/*") && (size_t)(strstr(line, "/*") - line) < ll) in_block_comment = 0;
      size_t c = code_len(line, ll, 0);
      if (c == 0 || c <= s) continue;
    }
    size_t c = code_len(line, ll, 0);
    if (c <= s) continue;
    char last = line[c - 1];
    if (last == ';' || last == '{' || last == '}' || last == ':') return 0;
    return 1;
  }
  return 0;
}

int gpuopt__srcedit_after_pragma(const gpuopt_srcedit *e, uint32_t k) {
  for (uint32_t j = k; j-- > 1;) {
    size_t ll;
    const char *line = gpuopt__srcedit_line(e, j, &ll);
    size_t s = 0;
    while (s < ll && (line[s] == ' ' || line[s] == '\t')) s++;
    if (s == ll) continue;
    if (ll - s >= 2 && line[s] == '/' && line[s + 1] == '/') continue; /* a line comment */
    if (line[s] != '#') return 0;
    s++;
    while (s < ll && (line[s] == ' ' || line[s] == '\t')) s++;
    return ll - s >= 6 && !strncmp(line + s, "pragma", 6);
  }
  return 0;
}

static int is_ident(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* The C statement keywords that start a statement with an identifier-like word but declare nothing. */
static int stmt_keyword(const char *w, size_t n) {
  static const char *const kw[] = {"return", "goto",  "case",   "default", "else",  "do",    "while",
                                   "if",     "for",   "switch", "break",   "continue", "sizeof", NULL};
  for (int i = 0; kw[i]; i++)
    if (strlen(kw[i]) == n && !strncmp(kw[i], w, n)) return 1;
  return 0;
}

/* The words that can only start a declaration. */
static int decl_keyword(const char *w, size_t n) {
  static const char *const kw[] = {"void",   "char",     "short",    "int",      "long",   "float",  "double",
                                   "signed", "unsigned", "_Bool",    "bool",     "const",  "volatile",
                                   "static", "register", "extern",   "auto",     "struct", "union",  "enum",
                                   "typedef", "_Complex", "_Alignas", "_Atomic", "_Thread_local", NULL};
  for (int i = 0; kw[i]; i++)
    if (strlen(kw[i]) == n && !strncmp(kw[i], w, n)) return 1;
  return 0;
}

int gpuopt__srcedit_declares_between(const gpuopt_srcedit *e, uint32_t first, uint32_t last) {
  if (first < 1) first = 1;
  if (last > e->nlines) last = e->nlines;
  if (first > last) return 0;
  const char *p = e->text + e->line_off[first - 1], *end = e->text + e->line_off[last];
  int depth = 0, at_start = 1, bol = 1;
  while (p < end) {
    char c = *p;
    if (bol && (c == ' ' || c == '\t')) {
      p++;
      continue;
    }
    if (bol && c == '#') { /* a preprocessor line (with its continuations) */
      while (p < end && !(*p == '\n' && p[-1] != '\\')) p++;
      continue;
    }
    bol = c == '\n';
    if (c == '/' && p + 1 < end && p[1] == '/') {
      while (p < end && *p != '\n') p++;
      continue;
    }
    if (c == '/' && p + 1 < end && p[1] == '*') {
      p += 2;
      while (p + 1 < end && !(p[0] == '*' && p[1] == '/')) p++;
      p += 2;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      p++;
      continue;
    }
    if (c == '"' || c == '\'') {
      p++;
      while (p < end && *p != c && *p != '\n') p += *p == '\\' ? 2 : 1;
      p++;
      at_start = 0;
      continue;
    }
    if (c == '{' || c == '}' || c == ';') {
      depth += c == '{' ? 1 : c == '}' ? -1 : 0;
      if (depth < 0) depth = 0;
      at_start = 1;
      p++;
      continue;
    }
    if (at_start && depth == 0 && is_ident(c) && !(c >= '0' && c <= '9')) {
      /* a statement at the outer level: a declaration starts with a type keyword, or with a (typedef)
       * name followed by a declarator: '*'s, then a name */
      const char *w = p;
      while (p < end && is_ident(*p)) p++;
      size_t n = (size_t)(p - w);
      at_start = 0;
      if (decl_keyword(w, n)) return 1;
      if (stmt_keyword(w, n)) continue;
      const char *q = p;
      while (q < end && (*q == ' ' || *q == '\t' || *q == '\n' || *q == '*')) q++;
      if (q < end && is_ident(*q) && !(*q >= '0' && *q <= '9')) {
        const char *w2 = q;
        while (q < end && is_ident(*q)) q++;
        if (!stmt_keyword(w2, (size_t)(q - w2))) return 1;
      }
      continue;
    }
    at_start = 0;
    p++;
  }
  return 0;
}
