# Divergence analysis (issue 3): the compile-time benchmark (not part of make check).
#   make bench-divergence   scaling table of bench/divergence/run.sh (see bench/results/divergence.md)
.PHONY: bench-divergence
$(BUILD)/bin/div-bench: $(BUILD)/obj/bench/divergence/div_bench.o $(LIBA)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $< $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

bench-divergence: all $(BUILD)/bin/div-bench
	BUILD=$(BUILD) bench/divergence/run.sh

# The analysis' claims on tests/lit/divergence checked against executed values on the interpreter
# (skipped, saying so, while the driver has no `run --check-divergence`).
CHECK_PHASES += check-divsound
.PHONY: check-divsound
check-divsound: $(GPUOPT)
	@mkdir -p $(RESULTS)
	GPUOPT=$(abspath $(GPUOPT)) scripts/divcheck-lit $(RESULTS)/divsound
