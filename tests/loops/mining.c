/* Reductions, histograms, structs of arrays, pointer walks and accesses that must be refused.
 * "expect:" comments: see linalg.c. */

struct soa { float x[256]; float y[256]; int n; };

float sum_max(int n, const float *a, float *mx) {
  float s = 0.0f, m = -1e30f;
  for (int i = 0; i < n; i++) {         /* expect: parallel */
    s += a[i];
    m = a[i] > m ? a[i] : m;
  }
  *mx = m;
  return s;
}

unsigned bits(int n, const unsigned *a) {
  unsigned o = 0, x = 0, p = 1;
  for (int i = 0; i < n; i++) {         /* expect: parallel */
    o |= a[i];
    x ^= a[i];
    p *= a[i] | 1u;
  }
  return o + x + p;
}

void histogram(int n, const int *key, int *hist) {
  for (int i = 0; i < n; i++)           /* expect: serial */
    hist[key[i] & 15]++;
}

void gather(int n, const int *idx, const float *src, float *dst) {
  for (int i = 0; i < n; i++)           /* expect: parallel */
    dst[i] = src[idx[i] & 63];
}

void scatter(int n, const int *idx, const float *src, float *dst) {
  for (int i = 0; i < n; i++)           /* expect: serial */
    dst[idx[i] & 63] = src[i];
}

void soa_scale(struct soa *s, int n, float f) {
  for (int i = 0; i < n; i++) {         /* expect: parallel */
    s->x[i] *= f;
    s->y[i] = s->x[i] + 1.0f;
  }
}

void ptr_walk(int n, float *p, const float *q) {
  for (int i = 0; i < n; i++) {         /* expect: parallel */
    *p = *q * 2.0f;
    p++;
    q += 2;
  }
}

void rows_of_ptrs(int n, float **rows, float v) {
  for (int i = 0; i < n; i++)           /* expect: serial */
    rows[i][0] = v;
}

int find_first(int n, const int *a, int key) {
  int i;
  for (i = 0; i < n; i++)               /* expect: serial */
    if (a[i] == key) break;
  return i;
}

float last_value(int n, const float *a) {
  float t = 0.0f;
  for (int i = 0; i < n; i++)           /* expect: parallel */
    t = a[i] * 2.0f;
  return t;
}

void private_tmp(int n, const float *a, float *b) {
  float t;
  for (int i = 0; i < n; i++) {         /* expect: parallel */
    t = a[i] + 1.0f;
    b[i] = t * t;
  }
}

void recurrence(int n, float *b) {
  float t = 1.0f;
  for (int i = 0; i < n; i++) {         /* expect: serial */
    t = t * 0.5f + b[i];
    b[i] = t;
  }
}

extern void sink(float);
void calls(int n, const float *a) {
  for (int i = 0; i < n; i++)           /* expect: serial */
    sink(a[i]);
}

void strided(int n, int s, float *a) {
  for (int i = 0; i < n; i++)           /* expect: serial */
    a[i * s] = a[i * s + 1];
}

void downward(int n, float *a, const float *b) {
  for (int i = n - 1; i >= 0; i--)      /* expect: parallel */
    a[i] = b[i] * b[i];
}

float global_grid[32][16];
void globals(int n) {
  for (int i = 0; i < 32; i++)          /* expect: parallel */
    for (int j = 0; j < n && j < 16; j++) /* expect: parallel */
      global_grid[i][j] = (float)(i + j);
}
