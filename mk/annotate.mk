# Automatic annotation and restrictification (issue 15; DawnCC §3.2, §4, §5).
#   make check-annotate        (in make check) the paper's figures as tests; the figures and one
#                              suite program annotated in each dialect, compiled (clang -fopenmp, the
#                              nvptx64 offload build, gcc -fopenacc), run and compared with the
#                              original; restrictify'd IR run natively; the other 14 suite programs
#                              annotated, --omp built for nvptx64 offload (compile + link, run on the
#                              host fallback), --acc built by gcc -fopenacc and run, compared
#   make check-annotate-suite  the same over the whole suite (tests/annotate/suite, 15 programs)
#   make bench-annotate        bench/results/annotate.md (directives, copies, checks, bytes moved)
CHECK_PHASES += check-annotate
.PHONY: check-annotate check-annotate-suite bench-annotate
ANNOTATE_QUICK := tests/annotate/figures/*.c tests/annotate/suite/gemm.c
check-annotate: $(GPUOPT)
	@mkdir -p $(RESULTS)
	tests/annotate/figures.sh $(RESULTS)/annotate-figures $(abspath $(GPUOPT))
	IRCLANG=$(CLANG) tests/annotate/check.sh $(RESULTS)/annotate $(abspath $(GPUOPT)) "" $(ANNOTATE_QUICK)
	IRCLANG=$(CLANG) tests/annotate/check.sh $(RESULTS)/annotate-suite-lite $(abspath $(GPUOPT)) lite \
	  $(filter-out $(ANNOTATE_QUICK),$(wildcard tests/annotate/suite/*.c))

check-annotate-suite: $(GPUOPT)
	@mkdir -p $(RESULTS)
	IRCLANG=$(CLANG) tests/annotate/check.sh $(RESULTS)/annotate-suite $(abspath $(GPUOPT))

bench-annotate: $(GPUOPT)
	GPUOPT=$(abspath $(GPUOPT)) python3 bench/annotate/run.py bench/results/annotate.md
