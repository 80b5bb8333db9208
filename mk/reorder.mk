# Index reordering (issue 20, Wang 4.1; transform/index_reorder.c, the layouts of runtime/offload.c):
#   check-reorder   tests/wang/reorder.sh: tests/wang/reorder.c offloaded with and without the
#                   index-reorder rewrite prints what clang -fopenmp's build prints on the SIMT
#                   interpreter, all its loops on the GPU, the report's coalesced share rising;
#                   tests/wang/reorder_region.c (global/dynamic layouts, the decision),
#                   reorder_grid.c (arrays written in full, nested/interchanged 2-D grids, a layout
#                   conflict), reorder_seq.c (after loop interchange in sequential C), reorder_2d.c
#                   (multi-index arrays: T A[N][M], T (*A)[M], with -fopenmp and sequential),
#                   reorder_unroll.c (clang's runtime-unrolled loops at -O2, -O3), reorder_vec.c
#                   (vectorised row loops at -O2), reorder_rowptr.c (row pointers at -O1) (about 20 s)
CHECK_PHASES += check-reorder
.PHONY: check-reorder
check-reorder: $(GPUOPT) rt
	@mkdir -p $(RESULTS)
	tests/wang/reorder.sh $(RESULTS)/reorder $(abspath $(GPUOPT)) $(CLANG)

# bench-reorder: bench/results/reorder.md's tables (bench/wang/reorder.sh; not part of make check)
.PHONY: bench-reorder
bench-reorder: $(GPUOPT) rt
	bench/wang/reorder.sh $(abspath $(GPUOPT)) $(CLANG) > $(BUILD)/reorder-table.md
	bench/wang/reorder-grid.sh $(abspath $(GPUOPT)) $(CLANG) > $(BUILD)/reorder-grid-table.md
	@echo "tables: $(BUILD)/reorder-table.md $(BUILD)/reorder-grid-table.md"

# reorder-collect-dry: scripts/reorder-collect on the interpreter (two small sizes): checks the
# training-data script of the reordering model (§5.4); the real run is on the GPU machine
.PHONY: reorder-collect-dry
reorder-collect-dry: $(GPUOPT) rt
	scripts/reorder-collect --dry --gpuopt $(abspath $(GPUOPT)) --out $(BUILD)/reorder-dry.csv
	$(GPUOPT) mapping train $(BUILD)/reorder-dry.csv --label reorder --ignore t_always,t_never,n,m,kind -o $(BUILD)/reorder-dry.model
