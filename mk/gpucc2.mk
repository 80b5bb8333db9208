# gpucc straight-line optimizations and speculative execution (issue 6).
#   make bench-gpucc2     compile-time scaling of speculate, sep-const-offset, slsr, global-reassoc
#                         against LLVM's passes (bench/gpucc2/compile-time.sh)
.PHONY: bench-gpucc2
bench-gpucc2: all $(BUILD)/bin/gpucc2-bench
	BUILD=$(BUILD) OPT=$(LLVM_BINDIR)/opt bench/gpucc2/compile-time.sh

$(BUILD)/bin/gpucc2-bench: $(BUILD)/obj/bench/gpucc2/gpucc2_bench.o $(LIBA)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $< $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

# Semantic checks on the SIMT interpreter: the kernel corpus and generated kernels before and after
# each of speculate, sep-const-offset, slsr, global-reassoc and the gpucc preset.
CHECK_PHASES += check-gpucc2
.PHONY: check-gpucc2
check-gpucc2: $(GPUOPT)
	@mkdir -p $(RESULTS)
	OPT=$(LLVM_BINDIR)/opt tests/gpucc2/difftest.sh $(RESULTS)/gpucc2 $(abspath $(GPUOPT))
