# Offloading OpenMP loops to the GPU (issue 16): the suite of tests/offload/ — each program built
# by clang -fopenmp and by gpuopt offload, the offloaded one run on the SIMT interpreter, outputs and
# the runtime's transfer counters compared (scripts/check-offload). Part of make check.
#   make bench-offload   the same, writing the table of bench/results/offload.md's figures
.PHONY: check-offload bench-offload
CHECK_PHASES += check-offload

check-offload: $(GPUOPT) rt
	@mkdir -p $(RESULTS)
	CLANG=$(CLANG) scripts/check-offload $(GPUOPT) $(RESULTS)/offload

bench-offload: $(GPUOPT) rt
	@mkdir -p $(RESULTS)
	CLANG=$(CLANG) scripts/check-offload $(GPUOPT) $(RESULTS)/offload --bench $(BUILD)/offload-table.md
	@echo "table: $(BUILD)/offload-table.md"
