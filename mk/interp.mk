# SIMT interpreter phase of make check: every launch configuration of the kernel corpus runs on the
# interpreter before and after every registered transform and preset, with identical outputs
# (scripts/difftest-corpus --all-passes).
CHECK_PHASES += check-interp

check-interp: $(GPUOPT)
	@mkdir -p $(RESULTS)
	GPUOPT=$(abspath $(GPUOPT)) scripts/difftest-corpus --all-passes --seeds 2 --results $(RESULTS)/interp-difftest

# The divergence analysis checked on the interpreter: every corpus configuration, modes simple,
# affine and poly2, two input seeds, two block widths; zero violations (scripts/divcheck-corpus).
CHECK_PHASES += check-divcheck

check-divcheck: $(GPUOPT)
	@mkdir -p $(RESULTS)
	GPUOPT=$(abspath $(GPUOPT)) scripts/divcheck-corpus --results $(RESULTS)/interp-divcheck

# The interpreter against native execution on generated programs (scripts/interp-crosscheck):
# random per-thread integer functions with divergent branches and loops, compiled by clang as a
# kernel (run on the interpreter) and as host C (run natively); every output must match.
CHECK_PHASES += check-interp-crosscheck

check-interp-crosscheck: $(GPUOPT)
	@mkdir -p $(RESULTS)
	GPUOPT=$(abspath $(GPUOPT)) CLANG=$(CLANG) scripts/interp-crosscheck --count 12 --results $(RESULTS)/interp-crosscheck
