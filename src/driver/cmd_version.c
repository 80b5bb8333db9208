/* gpuopt version */
#include <stdio.h>

#include <llvm-c/Core.h>

#include "driver/driver.h"

int cmd_version(int argc, char **argv) {
  (void)argc;
  (void)argv;
  unsigned maj = 0, min = 0, pat = 0;
  LLVMGetVersion(&maj, &min, &pat);
  printf("gpuopt %s (LLVM %u.%u.%u)\n", gpuopt_version(), maj, min, pat);
  return EXIT_OK;
}
