/* The device image format (src/codegen/gpuimage.c): round trip, truncation, bad magic/version/kind. */
#include <stdint.h>
#include <stdlib.h>

#include "codegen/gpuimage.h"
#include "test.h"

static const char ptx[] = ".version 8.0\n.target sm_90\n";
static const unsigned char bc[] = {'B', 'C', 0xc0, 0xde, 1, 2, 3, 4, 5};
static const unsigned char cubin[] = {0x7f, 'E', 'L', 'F', 2, 1, 1};

static void *make(gpuopt_ctx *ctx, size_t *size) {
  gpuopt_img_entry e[3] = {
      {GPUOPT_IMG_BITCODE, 0, bc, sizeof bc},
      {GPUOPT_IMG_PTX, 90, ptx, sizeof ptx},
      {GPUOPT_IMG_CUBIN, 90, cubin, sizeof cubin},
  };
  void *img = NULL;
  if (gpuopt__image_write(ctx, e, 3, &img, size)) return NULL;
  return img;
}

TEST(gpuimage_round_trip) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  size_t size = 0;
  unsigned char *img = make(ctx, &size);
  CHECK(img);
  CHECK_EQ(size % 8, 0);
  CHECK_EQ(size, 16 + (16 + 16) + (16 + 32) + (16 + 8));
  CHECK(!memcmp(img, "GPUOPTIM", 8));
  CHECK_EQ(img[8], 1);
  CHECK_EQ(img[12], 3);
  gpuopt_img_entry e[4];
  size_t n = 0;
  CHECK(!gpuopt__image_parse(ctx, img, size, e, 4, &n));
  CHECK_EQ(n, 3);
  CHECK_EQ(e[0].kind, GPUOPT_IMG_BITCODE);
  CHECK_EQ(e[0].sm, 0);
  CHECK_EQ(e[0].size, sizeof bc);
  CHECK(!memcmp(e[0].data, bc, sizeof bc));
  CHECK_EQ(e[1].kind, GPUOPT_IMG_PTX);
  CHECK_EQ(e[1].sm, 90);
  CHECK(!strcmp(e[1].data, ptx));
  CHECK_EQ(e[2].kind, GPUOPT_IMG_CUBIN);
  CHECK(!memcmp(e[2].data, cubin, sizeof cubin));
  CHECK((const unsigned char *)e[2].data >= img && (const unsigned char *)e[2].data < img + size);
  /* unknown size (behind clang's wrapper) */
  CHECK(!gpuopt__image_parse(ctx, img, SIZE_MAX, e, 4, &n));
  CHECK_EQ(n, 3);
  CHECK_EQ(gpuopt__image_size(img, SIZE_MAX), size);
  /* fewer slots than entries: the first ones */
  CHECK(!gpuopt__image_parse(ctx, img, size, e, 1, &n));
  CHECK_EQ(n, 1);
  CHECK_EQ(e[0].kind, GPUOPT_IMG_BITCODE);
  free(img);
  /* an empty image */
  CHECK(!gpuopt__image_write(ctx, NULL, 0, (void **)&img, &size));
  CHECK_EQ(size, 16);
  CHECK(!gpuopt__image_parse(ctx, img, size, e, 4, &n));
  CHECK_EQ(n, 0);
  free(img);
  gpuopt_ctx_free(ctx);
}

TEST(gpuimage_truncated) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  size_t size = 0;
  unsigned char *img = make(ctx, &size);
  CHECK(img);
  gpuopt_img_entry e[4];
  size_t n = 7;
  for (size_t cut = 0; cut < size; cut++) {
    if (gpuopt__image_parse(ctx, img, cut, e, 4, &n) != GPUOPT_EINVAL) {
      char m[64];
      snprintf(m, sizeof m, "truncated to %zu bytes is rejected", cut);
      test_fail(__FILE__, __LINE__, m);
      break;
    }
  }
  CHECK_EQ(n, 0);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "device image");
  CHECK(!gpuopt__image_parse(ctx, img, size, e, 4, &n));
  CHECK_EQ(gpuopt__image_size(img, size - 1), 0);
  /* a size field that runs past the end */
  img[16 + 8 + 7] = 0x40;
  CHECK_EQ(gpuopt__image_parse(ctx, img, size, e, 4, &n), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "runs past the end");
  free(img);
  gpuopt_ctx_free(ctx);
}

TEST(gpuimage_bad_header) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  size_t size = 0;
  unsigned char *img = make(ctx, &size);
  CHECK(img);
  gpuopt_img_entry e[4];
  size_t n;
  img[0] = 'X';
  CHECK_EQ(gpuopt__image_parse(ctx, img, size, e, 4, &n), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "bad magic");
  img[0] = 'G';
  img[8] = 2;
  CHECK_EQ(gpuopt__image_parse(ctx, img, size, e, 4, &n), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "version 2");
  img[8] = 1;
  img[16] = 9; /* kind of entry 0 */
  CHECK_EQ(gpuopt__image_parse(ctx, img, size, e, 4, &n), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "unknown kind 9");
  img[16] = 1;
  /* PTX without its NUL */
  img[16 + 32 + 16 + sizeof ptx - 1] = 'x';
  CHECK_EQ(gpuopt__image_parse(ctx, img, size, e, 4, &n), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "NUL");
  free(img);
  /* the writer checks too */
  gpuopt_img_entry bad = {GPUOPT_IMG_PTX, 90, "abc", 3};
  void *out = NULL;
  CHECK_EQ(gpuopt__image_write(ctx, &bad, 1, &out, &size), GPUOPT_EINVAL);
  CHECK(!out);
  bad = (gpuopt_img_entry){(gpuopt_img_kind)7, 90, "abc", 4};
  CHECK_EQ(gpuopt__image_write(ctx, &bad, 1, &out, &size), GPUOPT_EINVAL);
  gpuopt_ctx_free(ctx);
}
