/* Nine reads x[i + a] .. x[i + k] whose offsets cannot be ordered: the union of their bounds is a
 * min/max of nine ends, more than the symbolic expressions keep. The loop is reported with that
 * reason (not annotated); analysis of the rest of the function goes on (it once failed as "out of
 * memory"). */
void many(float *x, float *y, int n, int a, int b, int c, int d, int e, int f, int g, int h, int k) {
  for (int i = 0; i < n; i++)
    y[i] = x[i + a] + x[i + b] + x[i + c] + x[i + d] + x[i + e] + x[i + f] + x[i + g] + x[i + h] + x[i + k];
  for (int i = 0; i < n; i++)
    y[i] = 2 * y[i];
}
