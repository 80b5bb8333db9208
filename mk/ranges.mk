# Symbolic range analysis (issue 14, part A).
#   make check-ranges-sound   the analysis' claims checked by execution on the SIMT interpreter over the
#                             kernel corpus (scripts/rangecheck-corpus; part of make check)
#   make bench-ranges         compile-time scaling vs. LLVM's print<scalar-evolution> (not part of make check;
#                             see bench/results/ranges.md)
CHECK_PHASES += check-ranges-sound
.PHONY: check-ranges-sound bench-ranges
check-ranges-sound: $(GPUOPT)
	@mkdir -p $(RESULTS)
	GPUOPT=$(abspath $(GPUOPT)) scripts/rangecheck-corpus --seeds 2 --results $(RESULTS)/ranges-sound
