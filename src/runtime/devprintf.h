/* Device printf on the interpreter (devprintf.c). */
#ifndef GPUOPT_RT_DEVPRINTF_H
#define GPUOPT_RT_DEVPRINTF_H

#include <stddef.h>
#include <stdint.h>
#include "gpuopt/interp.h"

/* Format vprintf(format, args) of one lane into *out (malloc'ed, *len bytes, NUL-terminated):
 * the number of bytes, or -1 (and *out NULL) when the format or an argument cannot be read. */
int gpuopt__rt_device_printf(gpuopt_interp *ip, uint64_t format, uint64_t args, char **out, size_t *len);
/* Write device output (cudart.c: stdout). */
void gpuopt__rt_device_output(const char *text, size_t len);

#endif
