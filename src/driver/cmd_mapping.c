/* gpuopt mapping train|show|predict|eval: the C4.5 mapping model of Wang et al. TACO'14 §5
 * (gpuopt/mapping.h). Argument handling and output only. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"

static void help(void) {
  printf("usage: gpuopt mapping train FILE.csv [--label COL] [--ignore COL,...] [--confidence CF] [--min-leaf N]\n"
         "                             [--no-prune] [-o MODEL]\n"
         "       gpuopt mapping show MODEL\n"
         "       gpuopt mapping predict MODEL FILE.csv\n"
         "       gpuopt mapping eval FILE.csv [--label COL] [--ignore COL,...] --loo [--group COL]\n\n"
         "The CPU/GPU mapping model of Wang, Grewe and O'Boyle (TACO'14, section 5): a C4.5 decision tree\n"
         "(gain ratio, thresholds on numeric columns, pessimistic-error pruning) over a CSV table with a\n"
         "header, numeric feature columns and a label column. docs/mapping.md describes the CSV rules\n"
         "and the model format.\n\n"
         "  train      learn a tree from every row; write the model to MODEL (default: stdout)\n"
         "  show       print the tree as the paper's Fig. 13 (C4.5's indented form)\n"
         "  predict    one predicted label per row of FILE.csv, in order (columns the tree does not\n"
         "             test, the label among them, are ignored)\n"
         "  eval       leave-one-out accuracy; with --group COL the rows of one group (a program) are\n"
         "             left out together\n\n"
         "  --label COL       the class column (default: device)\n"
         "  --group COL       a column naming each row's program; never a feature\n"
         "  --ignore COL,...  columns that are not features\n"
         "  --confidence CF   pruning confidence factor, 0 < CF < 1 (default 0.25)\n"
         "  --min-leaf N      a split needs two branches with at least N rows (default 2)\n"
         "  --no-prune        keep the full tree\n");
}

static int write_text(const char *path, const char *text) {
  if (!path || !strcmp(path, "-")) {
    fputs(text, stdout);
    return EXIT_OK;
  }
  FILE *f = fopen(path, "w");
  if (!f) return drv_error("cannot write '%s'", path);
  int bad = fputs(text, f) < 0;
  bad |= fclose(f) != 0;
  return bad ? drv_error("cannot write '%s'", path) : EXIT_OK;
}

static int do_predict(gpuopt_ctx *ctx, const char *model_path, const char *csv) {
  gpuopt_model *m = NULL;
  gpuopt_table *t = NULL;
  const char **names = NULL;
  double *vals = NULL;
  int rc = EXIT_OK;
  gpuopt_status st;
  if ((st = gpuopt_model_load(ctx, model_path, &m)) || (st = gpuopt_table_load_csv(ctx, csv, &t))) {
    rc = drv_fail(ctx, st);
    goto done;
  }
  size_t cols = gpuopt_table_cols(t), rows = gpuopt_table_rows(t);
  for (size_t f = 0; f < gpuopt_model_features(m); f++)
    if (gpuopt_table_find(t, gpuopt_model_feature(m, f)) == (size_t)-1) {
      rc = drv_error("%s: no column '%s', a feature the model tests", csv, gpuopt_model_feature(m, f));
      goto done;
    }
  names = malloc(cols * sizeof *names);
  vals = malloc(cols * sizeof *vals);
  if (!names || !vals) { rc = drv_error("out of memory"); goto done; }
  for (size_t c = 0; c < cols; c++) names[c] = gpuopt_table_column(t, c);
  for (size_t r = 0; r < rows; r++) {
    for (size_t c = 0; c < cols; c++)
      if (!gpuopt_table_number(t, r, c, &vals[c])) vals[c] = NAN;
    const char *label = NULL, *missing = NULL;
    st = gpuopt_model_predict(m, cols, names, vals, &label, &missing);
    if (st || missing) { /* a table's cells must be numbers (the training mean is for run time) */
      size_t c = gpuopt_table_find(t, missing ? missing : "");
      rc = drv_error("%s: row %zu, column '%s': '%s' is not a finite number", csv, r + 1, missing ? missing : "?",
                     c == (size_t)-1 ? "" : gpuopt_table_cell(t, r, c));
      goto done;
    }
    printf("%s\n", label);
  }
done:
  free(names);
  free(vals);
  gpuopt_table_free(t);
  gpuopt_model_free(m);
  return rc;
}

int cmd_mapping(int argc, char **argv) {
  if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
    help();
    return argc < 2 ? EXIT_USAGE : EXIT_OK;
  }
  const char *sub = argv[1], *out = NULL;
  const char *files[2] = {NULL, NULL};
  int nfiles = 0, loo = 0;
  gpuopt_c45_options o = GPUOPT_C45_OPTIONS_INIT;
  if (strcmp(sub, "train") && strcmp(sub, "show") && strcmp(sub, "predict") && strcmp(sub, "eval"))
    return drv_usage("mapping", "unknown subcommand '%s' (train, show, predict, eval)", sub);
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i], *v = NULL;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      help();
      return EXIT_OK;
    }
    int has_value = !strcmp(a, "-o") || !strcmp(a, "--label") || !strcmp(a, "--group") || !strcmp(a, "--ignore") ||
                    !strcmp(a, "--confidence") || !strcmp(a, "--min-leaf");
    if (has_value) {
      if (i + 1 >= argc) return drv_usage("mapping", "%s needs a value", a);
      v = argv[++i];
    }
    if (!strcmp(a, "-o")) out = v;
    else if (!strcmp(a, "--label")) o.label = v;
    else if (!strcmp(a, "--group")) o.group = v;
    else if (!strcmp(a, "--ignore")) o.ignore = v;
    else if (!strcmp(a, "--confidence")) {
      char *end;
      o.confidence = strtod(v, &end);
      if (*end || !(o.confidence > 0 && o.confidence < 1)) return drv_usage("mapping", "--confidence '%s' is not in (0, 1)", v);
    } else if (!strcmp(a, "--min-leaf")) {
      char *end;
      long k = strtol(v, &end, 10);
      if (*end || k < 1 || k > 1000000) return drv_usage("mapping", "--min-leaf '%s' is not a count >= 1", v);
      o.min_leaf = (unsigned)k;
    } else if (!strcmp(a, "--no-prune")) o.prune = 0;
    else if (!strcmp(a, "--loo")) loo = 1;
    else if (a[0] == '-' && a[1]) return drv_usage("mapping", "unknown option '%s'", a);
    else if (nfiles < 2) files[nfiles++] = a;
    else return drv_usage("mapping", "too many files ('%s')", a);
  }
  int want = !strcmp(sub, "predict") ? 2 : 1;
  if (nfiles != want)
    return drv_usage("mapping", "'mapping %s' takes %s", sub, want == 2 ? "MODEL FILE.csv" : !strcmp(sub, "show") ? "MODEL" : "FILE.csv");
  if (!strcmp(sub, "eval") && !loo) return drv_usage("mapping", "'mapping eval' needs --loo (the only evaluation)");

  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) return drv_error("cannot create a context");
  int rc = EXIT_OK;
  gpuopt_status st = GPUOPT_OK;
  gpuopt_table *t = NULL;
  gpuopt_model *m = NULL;
  char *text = NULL;
  if (!strcmp(sub, "predict")) {
    rc = do_predict(ctx, files[0], files[1]);
  } else if (!strcmp(sub, "show")) {
    if ((st = gpuopt_model_load(ctx, files[0], &m)) || (st = gpuopt_model_show(ctx, m, &text))) rc = drv_fail(ctx, st);
    else fputs(text, stdout);
  } else if (!strcmp(sub, "train")) {
    if ((st = gpuopt_table_load_csv(ctx, files[0], &t)) || (st = gpuopt_c45_train(ctx, t, &o, &m)) ||
        (st = gpuopt_model_write(ctx, m, &text)))
      rc = drv_fail(ctx, st);
    else rc = write_text(out, text);
  } else {
    size_t correct = 0, total = 0;
    if ((st = gpuopt_table_load_csv(ctx, files[0], &t)) || (st = gpuopt_c45_loo(ctx, t, &o, &correct, &total)))
      rc = drv_fail(ctx, st);
    else
      printf("leave-one-out%s%s: %zu/%zu correct (%.1f%%)\n", o.group ? " by " : "", o.group ? o.group : "", correct,
             total, total ? 100.0 * (double)correct / (double)total : 0.0);
  }
  gpuopt_free(text);
  gpuopt_model_free(m);
  gpuopt_table_free(t);
  gpuopt_ctx_free(ctx);
  return rc;
}
