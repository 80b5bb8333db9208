# Hardening against bad input (issue 8): the bad-input matrix (tests/bad/), the nm-based "the
# library never prints, exits or aborts" check, and (slow phases) the matrix again under
# ASan+UBSan with a valgrind sample, and the 8-thread ThreadSanitizer test.
SAN_BUILD := build/san$(if $(filter-out 19,$(LLVM_VERSION)),-llvm$(LLVM_VERSION))

.PHONY: check-bad check-nm check-bad-san
CHECK_PHASES += check-bad check-nm
CHECK_SLOW += check-bad-san

# Inside `make check` with the slow phases on (IN_CHECK=1, SLOW=1), check-bad runs only the runs that
# check-bad-san's --quick matrix leaves out (each pass alone): every (entry, command) pair still runs
# once, the --quick ones under ASan+UBSan. Alone (`make check-bad`) or with SLOW=0, the whole matrix.
BAD_SPLIT = $(if $(and $(filter 1,$(IN_CHECK)),$(filter 1,$(SLOW)),$(if $(SAN),,1)),--not-quick)
check-bad: $(GPUOPT)
	@mkdir -p $(RESULTS)
	python3 tests/bad/run-matrix.py $(BAD_SPLIT) --gpuopt $(GPUOPT) --results $(RESULTS)/bad

check-nm: $(LIB_OBJ)
	@mkdir -p $(RESULTS)
	tests/hardening/nm-check.sh $(RESULTS)/nm $(LIB_OBJ)

# The matrix (--quick: every subcommand, analysis and preset; the passes in one all-steps run) with
# the sanitizer build's driver, then a valgrind sample with the plain one (2 at a time).
check-bad-san: $(GPUOPT)
	@mkdir -p $(RESULTS)
	$(MAKE) --no-print-directory SAN=address,undefined LLVM_CONFIG=$(LLVM_CONFIG) driver
	python3 tests/bad/run-matrix.py --quick --gpuopt $(SAN_BUILD)/bin/gpuopt --results $(RESULTS)/bad-san
	python3 tests/bad/run-matrix.py --gpuopt $(GPUOPT) --valgrind-only --valgrind 12 --results $(RESULTS)/bad-valgrind

# The 8-thread test under ThreadSanitizer: a TSan build of the library (clang), the test linked
# against it. Slow phase (CHECK_SLOW); skipped, saying why, without clang.
TSAN_BUILD := build/tsan$(if $(filter-out 19,$(LLVM_VERSION)),-llvm$(LLVM_VERSION))
.PHONY: check-tsan tsan-lib
CHECK_SLOW += check-tsan

tsan-lib:
	$(MAKE) --no-print-directory BUILD=$(TSAN_BUILD) CC=$(CLANG) LLVM_CONFIG=$(LLVM_CONFIG) \
	  CFLAGS="-fsanitize=thread" $(TSAN_BUILD)/lib/libgpuopt.a

$(TSAN_BUILD)/bin/threads: tests/hardening/threads.c tsan-lib
	@mkdir -p $(dir $@)
	$(CLANG) -std=c11 -O1 -g -fsanitize=thread -Wall -Wextra -Iinclude $(LLVM_CFLAGS) -o $@ $< \
	  $(TSAN_BUILD)/lib/libgpuopt.a $(LLVM_LIBS)

check-tsan:
	@mkdir -p $(RESULTS)
	@if [ ! -x "$(CLANG)" ]; then echo "skipped: threads under TSan: no clang ($(CLANG))"; \
	  echo "0 0 1" > $(RESULTS)/tsan; exit 0; fi; \
	$(MAKE) --no-print-directory LLVM_CONFIG=$(LLVM_CONFIG) $(TSAN_BUILD)/bin/threads || { echo "0 1 0" > $(RESULTS)/tsan; exit 1; }; \
	TSAN_OPTIONS="halt_on_error=1 exitcode=66 report_signal_unsafe=0 suppressions=$(CURDIR)/tests/hardening/tsan.supp" $(TSAN_BUILD)/bin/threads \
	  --results $(RESULTS)/tsan tests/bad tests/kernels || { echo "0 1 0" > $(RESULTS)/tsan; exit 1; }
