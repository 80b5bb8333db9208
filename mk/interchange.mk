# Loop interchange (issue 20, Wang 4.1; src/transform/loop_interchange.c):
#   check-interchange   tests/wang/interchange.sh: sequential nests interchanged before offloading
#                       print what clang's build prints on the SIMT interpreter, with 74 launches
#                       fewer, and the report names the rewrite (about 6 s)
CHECK_PHASES += check-interchange
.PHONY: check-interchange
check-interchange: $(GPUOPT) rt
	@mkdir -p $(RESULTS)
	tests/wang/interchange.sh $(RESULTS)/interchange $(abspath $(GPUOPT)) $(CLANG)
