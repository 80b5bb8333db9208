# gpucc transforms I (issue 5): the compile-time benchmark program.
#   make bench-gpucc1    code quality (PTX, registers) and compile time, as in bench/results/gpucc1.md
.PHONY: bench-gpucc1
$(BUILD)/bin/gpucc1-bench: $(BUILD)/obj/bench/gpucc1/gpucc1_bench.o $(LIBA)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $< $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

bench-gpucc1: all $(BUILD)/bin/gpucc1-bench
	GPUOPT=$(GPUOPT) GPUCC1_BENCH=$(BUILD)/bin/gpucc1-bench sh bench/gpucc1/run.sh

# Semantic check of the gpucc transforms I on the SIMT interpreter (part of make check): every launch
# configuration of the kernel corpus, before and after each transform (and the whole gpucc preset),
# bit-identical outputs (scripts/difftest-corpus).
CHECK_PHASES += check-gpucc1
GPUCC1_PIPELINES := infer-memspace memspace-aa,cleanup bypass-div64 inline-unroll gpucc
.PHONY: check-gpucc1
check-gpucc1: $(GPUOPT)
	@mkdir -p $(RESULTS)
	@p=0; f=0; s=0; status=0; for pl in $(GPUCC1_PIPELINES); do \
	  GPUOPT=$(abspath $(GPUOPT)) scripts/difftest-corpus $$pl --seeds 2 --results $(RESULTS)/gpucc1.one || status=1; \
	  read a b c < $(RESULTS)/gpucc1.one; p=$$((p + a)); f=$$((f + b)); s=$$((s + c)); done; \
	  rm -f $(RESULTS)/gpucc1.one; echo "$$p $$f $$s" > $(RESULTS)/gpucc1; exit $$status
