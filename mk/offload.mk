# Offloading OpenMP loops to the GPU (issue 16): the suite of tests/offload/ — each program built
# by clang -fopenmp and by gpuopt offload, the offloaded one run on the SIMT interpreter, outputs and
# the runtime's transfer counters compared (scripts/check-offload). Part of make check.
#   make bench-offload   the same, writing the table of bench/results/offload.md's figures
#   make bench-offload-polybench   the PolyBench sweep (scripts/offload-polybench)
.PHONY: check-offload bench-offload bench-offload-polybench
CHECK_PHASES += check-offload

check-offload: $(GPUOPT) rt
	@mkdir -p $(RESULTS)
	CLANG=$(CLANG) scripts/check-offload $(GPUOPT) $(RESULTS)/offload

bench-offload: $(GPUOPT) rt
	@mkdir -p $(RESULTS)
	CLANG=$(CLANG) scripts/check-offload $(GPUOPT) $(RESULTS)/offload --bench $(BUILD)/offload-table.md
	@echo "table: $(BUILD)/offload-table.md"

# The PolyBench sweep of issues 16/20 (about 2 minutes on 2 cores): per -O level, grids, exact
# transfers, rewrites fired, outputs against clang's build on the interpreter; whole-object reasons.
bench-offload-polybench: $(GPUOPT) rt
	GPUOPT=$(GPUOPT) scripts/offload-polybench --out $(BUILD)/offload-polybench
