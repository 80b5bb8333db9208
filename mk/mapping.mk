# The learned CPU/GPU mapping (issue 20; Wang et al. TACO'14 §5): run-time feature instantiation
# and version selection of offloaded loops on the SIMT interpreter (scripts/check-mapping). The
# learner, the model format and `gpuopt mapping` are tested by check-unit and check-lit.
#   make mapping-collect-dry   the training-data collection (scripts/mapping-collect) in its dry
#                              mode on the interpreter (not part of make check)
.PHONY: check-mapping
CHECK_PHASES += check-mapping

check-mapping: $(GPUOPT) rt
	@mkdir -p $(RESULTS)
	CLANG=$(CLANG) scripts/check-mapping $(abspath $(GPUOPT)) $(RESULTS)/mapping

.PHONY: mapping-collect-dry
mapping-collect-dry: $(GPUOPT) rt
	CLANG=$(CLANG) GPUOPT=$(abspath $(GPUOPT)) scripts/mapping-collect dry
