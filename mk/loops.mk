# Loops, access bounds and parallel loops (issue 14 part B; docs/loops.md).
#   make check-loops      the corpus tests/loops/*.c: every loop's parallel/serial answer against the one
#                         written on its line (scripts/check-loops), then the interpreter oracle
#                         (tests/loopcheck/loopcheck.c): every access inside the claimed bounds, exact
#                         bounds reached, parallel loops run reversed and shuffled with identical memory
#   make bench-loops      compile-time scaling and the comparison with LLVM's print<da> (not in make check)
CHECK_PHASES += check-loops
LOOP_CORPUS := $(sort $(wildcard tests/loops/*.c))
LOOPS_BUILD := $(BUILD)/loops
LOOP_CHECK := $(BUILD)/bin/loop-check
LOOP_CFLAGS := -O1 -g -fno-unroll-loops -fno-vectorize -fno-slp-vectorize -Xclang -disable-llvm-passes -S -emit-llvm

$(LOOPS_BUILD)/%.ll: tests/loops/%.c
	@mkdir -p $(dir $@)
	$(CLANG) $(LOOP_CFLAGS) -o $@ $<

$(LOOP_CHECK): $(BUILD)/obj/tests/loopcheck/loopcheck.o $(LIBA)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $< $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

.PHONY: check-loops check-loops-answers check-loops-oracle bench-loops
check-loops: $(GPUOPT) $(LOOP_CHECK) $(patsubst tests/loops/%.c,$(LOOPS_BUILD)/%.ll,$(LOOP_CORPUS))
	@mkdir -p $(RESULTS)
	GPUOPT_CLANG=$(CLANG) scripts/check-loops $(RESULTS)/loops-answers $(GPUOPT) $(LOOP_CORPUS)
	$(LOOP_CHECK) --runs 12 --results $(RESULTS)/loops-oracle $(patsubst tests/loops/%.c,$(LOOPS_BUILD)/%.ll,$(LOOP_CORPUS))
	@# the oracle has teeth: deliberately wrong claims must be caught
	@if $(LOOP_CHECK) --break --runs 4 $(LOOPS_BUILD)/stencil.ll > $(LOOPS_BUILD)/break.log 2>&1; then \
	  echo "FAIL: loop-check --break found nothing wrong"; echo "0 passed, 1 failed, 0 skipped" > $(RESULTS)/loops-break; exit 1; \
	else grep -c '^FAIL' $(LOOPS_BUILD)/break.log | sed 's/^/loop-check --break: wrong claims caught: /'; \
	  echo "1 passed, 0 failed, 0 skipped" > $(RESULTS)/loops-break; fi
	@# ... and relational bounds (j <= i - 1 under j < i) made one short must be caught too
	@if $(LOOP_CHECK) --break-relational --runs 4 $(LOOPS_BUILD)/linalg.ll > $(LOOPS_BUILD)/break-rel.log 2>&1; then \
	  echo "FAIL: loop-check --break-relational found nothing wrong"; echo "0 passed, 1 failed, 0 skipped" > $(RESULTS)/loops-break-rel; exit 1; \
	else grep -c '^FAIL.*relational' $(LOOPS_BUILD)/break-rel.log | sed 's/^/loop-check --break-relational: wrong relational bounds caught: /'; \
	  echo "1 passed, 0 failed, 0 skipped" > $(RESULTS)/loops-break-rel; fi

bench-loops: all
	BUILD=$(BUILD) GPUOPT=$(abspath $(GPUOPT)) LLVM_BINDIR=$(LLVM_BINDIR) CLANG=$(CLANG) bench/loops/run.sh
