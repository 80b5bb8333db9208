# SIMT interpreter phase of make check: every launch configuration of the kernel corpus runs on the
# interpreter before and after the `cleanup` pipeline with identical outputs (scripts/difftest-corpus).
CHECK_PHASES += check-interp

check-interp: $(GPUOPT)
	@mkdir -p $(RESULTS)
	GPUOPT=$(abspath $(GPUOPT)) scripts/difftest-corpus cleanup --seeds 2 --results $(RESULTS)/interp-difftest

# The divergence analysis checked on the interpreter: every corpus configuration, modes simple,
# affine and poly2, two input seeds, two block widths; zero violations (scripts/divcheck-corpus).
CHECK_PHASES += check-divcheck

check-divcheck: $(GPUOPT)
	@mkdir -p $(RESULTS)
	GPUOPT=$(abspath $(GPUOPT)) scripts/divcheck-corpus --results $(RESULTS)/interp-divcheck
