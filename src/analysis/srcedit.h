/* Insertion-only editing of C source text (srcedit.c). Internal. */
#ifndef GPUOPT_SRCEDIT_H
#define GPUOPT_SRCEDIT_H

#include "analysis/scopetree.h"
#include "core/core.h"

typedef struct gpuopt_srcins {
  uint32_t line;   /* 1-based line the text goes before (after = 0) or after (after = 1) */
  int after;
  uint32_t seq;    /* insertion order, to keep several insertions at one place in order */
  int indent;      /* prefix each inserted line with the target line's indentation */
  char *text;      /* one or more lines, without the final newline; malloc'd */
} gpuopt_srcins;

typedef struct gpuopt_srcedit {
  const char *text;  /* the original, not owned */
  size_t len;
  uint32_t nlines;
  size_t *line_off;  /* line k (1-based) starts at line_off[k - 1]; line_off[nlines] == len */
  VEC(gpuopt_srcins) ins;
  int oom;
} gpuopt_srcedit;

/* 0 on out of memory. */
int gpuopt__srcedit_init(gpuopt_srcedit *e, const char *text, size_t len);
void gpuopt__srcedit_free(gpuopt_srcedit *e);
/* Line k's text (without its newline) and length; NULL when k is out of range. */
const char *gpuopt__srcedit_line(const gpuopt_srcedit *e, uint32_t k, size_t *len);
/* Insert text (lines separated by '\n') before or after line k, indented like line k when indent.
 * 0 on out of memory or a line out of range. */
int gpuopt__srcedit_insert(gpuopt_srcedit *e, uint32_t k, int after, int indent, const char *text);
/* The edited text, malloc'd (NUL-terminated; *len_out its length when not NULL); NULL on OOM. */
char *gpuopt__srcedit_render(const gpuopt_srcedit *e, size_t *len_out);

/* Whether a statement starting at p starts its line (only blanks before it). */
int gpuopt__srcedit_starts_line(const gpuopt_srcedit *e, gpuopt_srcpos p);
/* Whether the statement that ends at p (clang's end location: the last token of the statement or of
 * its final expression) also ends its line: what follows on the line is only closing ) ] and one
 * final ; or }, then blanks or a comment. A line can then be inserted after p's line. */
int gpuopt__srcedit_ends_line(const gpuopt_srcedit *e, gpuopt_srcpos p);
/* Whether the statement starting on line k is the unbraced body of an if/else/for/while/do: the
 * previous line with code (comments, blank and preprocessor lines skipped) ends in neither ';', '{',
 * '}' nor ':'. Declarations cannot be inserted before such a statement without braces. */
int gpuopt__srcedit_is_unbraced_body(const gpuopt_srcedit *e, uint32_t k);
/* Whether the statement starting on line k follows a #pragma line (blank and // comment lines skipped):
 * it is the statement an existing directive applies to, and no line can go between the two. */
int gpuopt__srcedit_after_pragma(const gpuopt_srcedit *e, uint32_t k);
/* Whether lines first..last hold a declaration at their outer brace level (lexical: a statement that
 * starts with a type keyword, or with a name followed by a declarator). A data environment's { } around
 * such lines would end the declared name's scope before its later uses. */
int gpuopt__srcedit_declares_between(const gpuopt_srcedit *e, uint32_t first, uint32_t last);

#endif
