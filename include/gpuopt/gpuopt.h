/* gpuopt: GPU analyses and transforms over LLVM-C (gpucc CGO'16, Sampaio et al. TOPLAS'13,
 * Wang/Grewe/O'Boyle TACO'14, DawnCC TACO'17). Umbrella header: includes the whole public API. */
#ifndef GPUOPT_GPUOPT_H
#define GPUOPT_GPUOPT_H

#include "gpuopt/version.h"
#include "gpuopt/context.h"
#include "gpuopt/module.h"
#include "gpuopt/cfg.h"
#include "gpuopt/pipeline.h"
#include "gpuopt/analysis.h"
#include "gpuopt/ranges.h"
#include "gpuopt/transform.h"
#include "gpuopt/codegen.h"
#include "gpuopt/cuda.h"
#include "gpuopt/interp.h"
#include "gpuopt/loops.h"
#include "gpuopt/annotate.h"
#include "gpuopt/offload.h"
#include "gpuopt/mapping.h"
#include "gpuopt/features.h"

#endif
