# Wang et al. (TACO 2014) §4.1 rewrites of kernels (issue 20): reg-promote, vector-loads.
#   check-wang   the rewrites on the SIMT interpreter: the hand-written kernels of tests/wang and the
#                PolyBench/GPU-style suite before/after each rewrite, which rewrites fire, requests
#                saved (tests/wang/check.sh; about 20 s of CPU)
#   bench-wang   bench/results/wang.md: per kernel, the rewrites fired, sectors per warp request and
#                dynamic instructions before/after each, PTX/SASS counts (bench/wang/run.py; not part
#                of make check)
CHECK_PHASES += check-wang
.PHONY: check-wang bench-wang
check-wang: $(GPUOPT)
	@mkdir -p $(RESULTS)
	tests/wang/check.sh $(RESULTS)/wang $(abspath $(GPUOPT))

bench-wang: $(GPUOPT)
	GPUOPT=$(abspath $(GPUOPT)) PTXAS=$(PTXAS) python3 bench/wang/run.py --out bench/results/wang.md
