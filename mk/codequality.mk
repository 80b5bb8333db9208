# Code quality (issue 18): the 65-kernel suite, clang -O3 vs clang -O3 + gpuopt's preset vs nvcc -O3
# (SASS instructions, registers, spills, interpreter dynamic instructions per thread). Not part of
# make check (about 40 s on 2 cores).
#   make bench-codequality                      -> bench/results/codequality.md (preset gpucc)
#   make bench-codequality CQ_PRESETS="gpucc X" -> one column per preset
CQ_PRESETS ?= gpucc
.PHONY: bench-codequality
bench-codequality: $(GPUOPT)
	GPUOPT=$(abspath $(GPUOPT)) bench/codequality/run.py $(CQ_PRESETS:%=--preset %) --out bench/results/codequality.md
