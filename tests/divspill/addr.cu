// div-spill's address step (src/transform/div_spill_addr.c) on the interpreter: loops whose addresses
// differ by parameter multiples (rows of an image, planes of a volume), with divergent branches and
// divergent trip counts, negative row offsets, 64-bit and unsigned index arithmetic and struct
// fields. Compiled as users do: clang-19 -O3 (tests/divspill/regen.sh). Every kernel is run before and
// after div-spill with small budgets by tests/divspill/difftest.sh.
// RUN-ARGS: --kernel conv_div --grid 2,2 --block 8,8 --arg f32[1200]:rand:7 --arg f32[27]:rand:8 --arg f32[400]:zero --arg i32:20 --arg i32:20 --arg i32:3
// RUN-ARGS: --kernel vol7 --grid 2,2 --block 4,4 --arg f32[1000]:rand:3 --arg f32[1000]:zero --arg i32:10 --arg i32:10 --arg i32:10
// RUN-ARGS: --kernel rows64 --grid 2,2 --block 8,4 --arg f32[2400]:rand:5 --arg f32[400]:zero --arg i32:20 --arg i32:20 --arg i32:5
// RUN-ARGS: --kernel rows_unsigned --grid 2,2 --block 8,4 --arg f32[2400]:rand:6 --arg f32[400]:zero --arg i32:20 --arg i32:20 --arg i32:5
// RUN-ARGS: --kernel rows_struct --grid 2,2 --block 8,4 --arg f32[4800]:rand:9 --arg f32[400]:zero --arg i32:20 --arg i32:20 --arg i32:5
struct pt { float a, b; };

// 3x3 convolution over a per-thread number of channels (divergent trip count) under a divergent
// branch, rows y-1, y, y+1
extern "C" __global__ void conv_div(const float *in, const float *filt, float *out, int w, int h, int cin) {
  int x = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int y = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (x >= w - 1 || y >= h - 1) return;
  float s = 0.0f;
  if ((x + y) % 3 != 1) {
    int nc = cin - (threadIdx.x & 1);
    for (int c = 0; c < nc; ++c) {
#pragma unroll
      for (int i = -1; i <= 1; ++i)
#pragma unroll
        for (int j = -1; j <= 1; ++j) s += in[(c * h + y + i) * w + x + j] * filt[(c * 3 + i + 1) * 3 + j + 1];
      if (s > 4.0f) break; // a divergent exit
    }
  } else {
    s = in[y * w + x];
  }
  out[y * w + x] = s;
}

// 7-point stencil marching in z: planes w*h apart
extern "C" __global__ void vol7(const float *in, float *out, int w, int h, int d) {
  int x = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int y = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (x >= w - 1 || y >= h - 1) return;
  for (int z = 1; z < d - 1; ++z) {
    int c = (z * h + y) * w + x;
    out[c] = in[c] + in[c - 1] + in[c + 1] + in[c - w] + in[c + w] + in[c - w * h] + in[c + w * h];
  }
}

// rows with 64-bit index arithmetic
extern "C" __global__ void rows64(const float *in, float *out, int w, int h, int k) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h - 2) return;
  float s = 0.0f;
  for (int c = 0; c < k + (int)(threadIdx.x % 2); ++c) {
    unsigned long long base = ((unsigned long long)c * h + y) * (unsigned long long)w + x;
    s += in[base] * 2.0f + in[base + w] - in[base + 2 * (unsigned long long)w];
  }
  out[y * w + x] = s;
}

// unsigned index arithmetic (wraps: no flags, so no rewrite may assume it distributes)
extern "C" __global__ void rows_unsigned(const float *in, float *out, unsigned w, unsigned h, unsigned k) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y + 2 >= h) return;
  float s = 0.0f;
  for (unsigned c = 0; c < k; ++c) {
    if ((x ^ c) & 1) continue;
    s += in[(c * h + y) * w + x] - in[(c * h + y + 1) * w + x] + in[(c * h + y + 2) * w + x];
  }
  out[y * w + x] = s;
}

// struct fields of neighbouring rows
extern "C" __global__ void rows_struct(const pt *in, float *out, int w, int h, int k) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h - 2) return;
  float s = 0.0f;
  for (int c = 0; c < k; ++c) {
    int r = (c * h + y) * w + x;
    s += in[r].a * in[r + w].b - in[r + 2 * w].a + in[r + w].a;
  }
  out[y * w + x] = s;
}
