# Divergence-aware spilling (issue 17).
#   check-divspill   div-spill on the interpreter: the kernel corpus and generated kernels with small
#                    register budgets, outputs before/after compared (tests/divspill/difftest.sh)
#   bench-divspill   ptxas -v spills and SASS counts before/after div-spill (bench/divspill/run.sh,
#                    bench/results/divspill.md; not part of make check)
CHECK_PHASES += check-divspill
.PHONY: check-divspill bench-divspill
check-divspill: $(GPUOPT)
	@mkdir -p $(RESULTS)
	OPT=$(LLVM_BINDIR)/opt tests/divspill/difftest.sh $(RESULTS)/divspill $(abspath $(GPUOPT))

bench-divspill: all
	GPUOPT=$(abspath $(GPUOPT)) bench/divspill/run.sh
