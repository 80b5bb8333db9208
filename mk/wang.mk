# Wang et al. (TACO 2014) §4.1 rewrites of kernels (issue 20): reg-promote, vector-loads.
#   check-wang   the rewrites on the SIMT interpreter: the hand-written kernels of tests/wang and the
#                PolyBench/GPU-style suite before/after each rewrite, which rewrites fire, requests
#                saved, smem-prefetch inside offload kernels (tests/wang/check.sh; about 25 s of CPU)
#   bench-wang   bench/results/wang.md: per kernel, the rewrites fired, sectors per warp request and
#                dynamic instructions before/after each, PTX/SASS counts (bench/wang/run.py; not part
#                of make check)
CHECK_PHASES += check-wang
.PHONY: check-wang bench-wang
check-wang: $(GPUOPT)
	@mkdir -p $(RESULTS)
	CLANG=$(CLANG) tests/wang/check.sh $(RESULTS)/wang $(abspath $(GPUOPT))

bench-wang: $(GPUOPT)
	GPUOPT=$(abspath $(GPUOPT)) PTXAS=$(PTXAS) python3 bench/wang/run.py --out bench/results/wang.md

# smem-prefetch in offload kernels (issue 20): the table of bench/results/wang.md's section
# "smem-prefetch in offload kernels" (bench/wang/prefetch-offload.sh; not part of make check)
.PHONY: bench-prefetch-offload
bench-prefetch-offload: $(GPUOPT)
	bench/wang/prefetch-offload.sh $(abspath $(GPUOPT))

# smem-prefetch's threadIdx.x tile (gemm's B[k][j]): the table of bench/results/wang.md's section
# "smem-prefetch: the threadIdx.x tile" (bench/wang/prefetch-tx.sh; not part of make check)
.PHONY: bench-prefetch-tx
bench-prefetch-tx: $(GPUOPT)
	bench/wang/prefetch-tx.sh $(abspath $(GPUOPT))
