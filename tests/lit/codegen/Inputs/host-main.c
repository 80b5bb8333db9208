/* Host side of a dual-mode program: calls the stub gpuopt generates for saxpy. */
#include <stdint.h>
typedef struct gpuopt_launch_config gpuopt_launch_config;
int32_t saxpy_launch(const gpuopt_launch_config *cfg, int32_t n, float a, uint64_t x, uint64_t y);
int main(void) { return saxpy_launch(0, 10, 2.0f, 0, 0); }
