# Device/host code generation and the CUDA runtime (issue 7).
#   make check-codegen   every corpus kernel after every pipeline -> PTX -> ptxas (part of make check)
CHECK_PHASES += check-codegen

.PHONY: check-codegen
check-codegen: $(GPUOPT)
	@mkdir -p $(RESULTS)
	scripts/check-codegen $(RESULTS)/codegen $(abspath $(GPUOPT)) "$(PTXAS)"
