# Divergence-aware spilling (issue 17).
#   check-divspill   div-spill on the interpreter: the kernel corpus and generated kernels with small
#                    register budgets, outputs before/after compared (tests/divspill/difftest.sh)
#   bench-divspill   ptxas -v spills and SASS counts before/after div-spill (bench/divspill/run.sh,
#                    bench/results/divspill.md; not part of make check)
#   bench-divspill-margin  the same kernels with div-spill budgets below the ptxas cap (margin.sh)
#   bench-divspill-sweep   every corpus/PolyBench-style kernel compiled by clang -O3, caps 24/32/40: the
#                    rows where ptxas spills, before/after, plain and with --spill-feedback (sweep.sh;
#                    third table of divspill.md)
#   bench-divspill-div64   the registers ptxas' 64-bit division routine needs (div64.sh; the model's
#                    GPUOPT_REGP_DIV64)
CHECK_PHASES += check-divspill
.PHONY: check-divspill bench-divspill
check-divspill: $(GPUOPT)
	@mkdir -p $(RESULTS)
	OPT=$(LLVM_BINDIR)/opt tests/divspill/difftest.sh $(RESULTS)/divspill $(abspath $(GPUOPT))

bench-divspill: all
	GPUOPT=$(abspath $(GPUOPT)) bench/divspill/run.sh

# div-spill's pressure model against ptxas: budgets below the cap on the kernels ptxas still spills
# (bench/divspill/margin.sh; the second table of bench/results/divspill.md; not part of make check)
.PHONY: bench-divspill-margin
bench-divspill-margin: all
	GPUOPT=$(abspath $(GPUOPT)) bench/divspill/margin.sh

.PHONY: bench-divspill-sweep
bench-divspill-sweep: all
	GPUOPT=$(abspath $(GPUOPT)) bench/divspill/sweep.sh

# Precision of the divergence analysis on clang -O3 CUDA (issue 17): coalesced accesses and divergent
# values, flags-only vs range-proved no-wrap facts, default / ,nowrap / ,nowrap + --block-x-multiple 32
# / --max-grid 65535, against LLVM's print<uniformity> (bench/precision/run.py; not part of make check).
# Uses the LLVM 22 build and clang-22 by default (PRECISION_LLVM=19 for the LLVM 19 pair).
PRECISION_LLVM ?= 22
.PHONY: bench-precision
bench-precision:
	$(MAKE) LLVM_CONFIG=/usr/lib/llvm-$(PRECISION_LLVM)/bin/llvm-config all
	GPUOPT=$(abspath $(if $(filter 19,$(PRECISION_LLVM)),build,build/llvm$(PRECISION_LLVM))/bin/gpuopt) \
	  CLANG=clang-$(PRECISION_LLVM) OPT=opt-$(PRECISION_LLVM) python3 bench/precision/run.py --out bench/results/precision.md

.PHONY: bench-divspill-div64
bench-divspill-div64:
	bench/divspill/div64.sh
