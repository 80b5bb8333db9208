# Code quality (issue 18): the 66-kernel suite, clang -O3 vs clang -O3 + gpuopt's preset vs nvcc -O3
# (SASS instructions, registers, spills, interpreter dynamic instructions per thread). Not part of
# make check (about 40 s on 2 cores).
#   make bench-codequality                      -> bench/results/codequality.md (clang, the gpuopt preset
#                                                  that `gpuopt cc` uses by default, nvcc)
#   make bench-codequality CQ_PRESETS="gpucc X" -> one column per preset
CQ_PRESETS ?= gpuopt
.PHONY: bench-codequality
bench-codequality: $(GPUOPT)
	GPUOPT=$(abspath $(GPUOPT)) bench/codequality/run.py $(CQ_PRESETS:%=--preset %) --out bench/results/codequality.md

# The issue-18 transforms (kernel-restrictify, narrow-index) and presets (gpuopt, gpuopt-static) on the
# SIMT interpreter: the PolyBench/GPU-style kernels before and after (about 30 s; the corpus is
# check-interp's --all-passes).
CHECK_PHASES += check-codequality
.PHONY: check-codequality
check-codequality: $(GPUOPT)
	@mkdir -p $(RESULTS)
	tests/codequality/difftest.sh $(RESULTS)/codequality $(abspath $(GPUOPT))

# GPU kernel times of the same suite (the GPU machine only; prints "skipped" elsewhere).
.PHONY: bench-codequality-gpu
bench-codequality-gpu: $(GPUOPT)
	GPUOPT=$(abspath $(GPUOPT)) bench/codequality/gpu-time.sh $(CQ_PRESETS)
