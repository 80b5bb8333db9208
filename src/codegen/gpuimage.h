/* The gpuopt device image: the GPU binary `gpuopt cc` embeds in a host object (through clang's
 * -fcuda-include-gpubinary, so clang's own registration code hands it to __cudaRegisterFatBinary
 * inside clang's wrapper {int magic = 0x466243b1; int version = 1; const void *data; void *unused}).
 * It holds the optimised device module in several forms; the runtime picks the one it can run.
 *
 * Layout (little-endian, every field naturally aligned when the image is 8-byte aligned):
 *   8 bytes  magic "GPUOPTIM"
 *   u32      version (1)
 *   u32      count
 *   count entries, each:
 *     u32 kind   (1 = LLVM bitcode of the optimised device module, libdevice linked in: the
 *                 interpreter back end runs it; 2 = PTX text, NUL-terminated; 3 = cubin ELF)
 *     u32 sm     (e.g. 90; 0 for bitcode)
 *     u64 size   (bytes of data that follow, before padding; PTX counts its NUL)
 *     size bytes, then zeros up to a multiple of 8
 * The total size follows from the header (the wrapper carries no size). Internal (codegen layer). */
#ifndef GPUOPT_GPUIMAGE_H
#define GPUOPT_GPUIMAGE_H

#include <stddef.h>
#include <stdint.h>
#include "gpuopt/context.h"

#define GPUOPT_IMG_MAGIC "GPUOPTIM"
#define GPUOPT_IMG_VERSION 1u

typedef enum { GPUOPT_IMG_BITCODE = 1, GPUOPT_IMG_PTX = 2, GPUOPT_IMG_CUBIN = 3 } gpuopt_img_kind;

typedef struct {
  gpuopt_img_kind kind;
  unsigned sm;          /* 90 for sm_90; 0 for bitcode */
  const void *data;
  size_t size;
} gpuopt_img_entry;

/* Serialise e[0..n) into a new image. *out is malloc'ed (the caller frees it with free()), *size
 * its length in bytes (a multiple of 8). GPUOPT_EINVAL on a bad kind or NULL data with size > 0,
 * GPUOPT_ENOMEM. */
gpuopt_status gpuopt__image_write(gpuopt_ctx *ctx, const gpuopt_img_entry *e, size_t n, void **out, size_t *size);

/* Read the image at buf (max_size bytes readable; SIZE_MAX when unknown, as behind clang's wrapper).
 * Fills e[0..*n) with entries pointing into buf (at most max_entries; further entries are checked
 * but not returned). GPUOPT_EINVAL with a message on a bad magic, an unknown version or kind, a
 * PTX entry that is not NUL-terminated, or an image longer than max_size. */
gpuopt_status gpuopt__image_parse(gpuopt_ctx *ctx, const void *buf, size_t max_size, gpuopt_img_entry *e,
                                  size_t max_entries, size_t *n);

/* The total size in bytes of the image at buf, from its header (0 when it is not a valid image
 * within max_size bytes). */
size_t gpuopt__image_size(const void *buf, size_t max_size);

#endif
