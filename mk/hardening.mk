# Hardening against bad input (issue 8): the bad-input matrix (tests/bad/), the nm-based "the
# library never prints, exits or aborts" check, and (slow phases) the matrix again under
# ASan+UBSan with a valgrind sample, and the 8-thread ThreadSanitizer test.
SAN_BUILD := build/san$(if $(filter-out 19,$(LLVM_VERSION)),-llvm$(LLVM_VERSION))

.PHONY: check-bad check-nm check-bad-san
CHECK_PHASES += check-bad check-nm
CHECK_SLOW += check-bad-san

check-bad: $(GPUOPT)
	@mkdir -p $(RESULTS)
	python3 tests/bad/run-matrix.py --gpuopt $(GPUOPT) --results $(RESULTS)/bad

check-nm: $(LIB_OBJ)
	@mkdir -p $(RESULTS)
	tests/hardening/nm-check.sh $(RESULTS)/nm $(LIB_OBJ)

# The matrix with the sanitizer build's driver, then a valgrind sample with the plain one.
check-bad-san: $(GPUOPT)
	@mkdir -p $(RESULTS)
	$(MAKE) --no-print-directory SAN=address,undefined LLVM_CONFIG=$(LLVM_CONFIG) driver
	python3 tests/bad/run-matrix.py --quick --gpuopt $(SAN_BUILD)/bin/gpuopt --results $(RESULTS)/bad-san
	python3 tests/bad/run-matrix.py --gpuopt $(GPUOPT) --valgrind-only --valgrind 12 --results $(RESULTS)/bad-valgrind
