/* gpuopt version: compile-time macros and a run-time query. */
#ifndef GPUOPT_VERSION_H
#define GPUOPT_VERSION_H

#define GPUOPT_VERSION_MAJOR 0
#define GPUOPT_VERSION_MINOR 1
#define GPUOPT_VERSION_PATCH 0

/* One number, comparable: 0xMMmmpp. */
#define GPUOPT_VERSION_NUMBER \
  ((GPUOPT_VERSION_MAJOR << 16) | (GPUOPT_VERSION_MINOR << 8) | GPUOPT_VERSION_PATCH)

/* True when the headers are at least version major.minor.patch. */
#define GPUOPT_VERSION_CHECK(major, minor, patch) \
  (GPUOPT_VERSION_NUMBER >= (((major) << 16) | ((minor) << 8) | (patch)))

#ifdef __cplusplus
extern "C" {
#endif

/* The library's version as "major.minor.patch" (static storage; do not free). */
const char *gpuopt_version(void);

/* The library's version as GPUOPT_VERSION_NUMBER of the build that made it. */
unsigned gpuopt_version_number(void);

#ifdef __cplusplus
}
#endif
#endif
