# Index reordering (issue 20, Wang 4.1; transform/index_reorder.c, the layouts of runtime/offload.c):
#   check-reorder   tests/wang/reorder.sh: tests/wang/reorder.c offloaded with and without the
#                   index-reorder rewrite prints what clang -fopenmp's build prints on the SIMT
#                   interpreter, all its loops on the GPU, the report's coalesced share rising
#                   (about 4 s)
CHECK_PHASES += check-reorder
.PHONY: check-reorder
check-reorder: $(GPUOPT) rt
	@mkdir -p $(RESULTS)
	tests/wang/reorder.sh $(RESULTS)/reorder $(abspath $(GPUOPT)) $(CLANG)
