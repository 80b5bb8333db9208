# gpucc transforms I (issue 5): the compile-time benchmark program.
#   make bench-gpucc1    code quality (PTX, registers) and compile time, as in bench/results/gpucc1.md
.PHONY: bench-gpucc1
$(BUILD)/bin/gpucc1-bench: $(BUILD)/obj/bench/gpucc1/gpucc1_bench.o $(LIBA)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $< $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

bench-gpucc1: all $(BUILD)/bin/gpucc1-bench
	GPUOPT=$(GPUOPT) GPUCC1_BENCH=$(BUILD)/bin/gpucc1-bench sh bench/gpucc1/run.sh
