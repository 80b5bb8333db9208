# Whole CUDA programs: gpuopt cc, gpuopt's CUDA header set, the whole-program tests (issue 13).
#   make check-cc      compile every program of tests/cc with gpuopt cc and run it on the SIMT
#                      interpreter (GPUOPT_DEVICE=interp); its output must match the expected output
#                      (part of make check)
#   make check-cc-gpu  the same executables on the GPU (part of make check-gpu; skipped without one)
#   make bench-cc      bench/results/cc.md: compile time vs clang++ -x cuda and nvcc, interpreter times
CHECK_PHASES += check-cc

# gpuopt's CUDA headers live beside the libraries, where gpuopt cc finds them relative to its binary
# (<bindir>/../lib/gpuopt/include), in the build tree as in an install.
CUDA_HDR_SRC := $(shell find cuda/include -type f -name '*.h*')
CUDA_HDR := $(CUDA_HDR_SRC:cuda/include/%=$(BUILD)/lib/gpuopt/include/%)
$(BUILD)/lib/gpuopt/include/%: cuda/include/%
	@mkdir -p $(dir $@)
	cp $< $@
driver: $(CUDA_HDR)
$(GPUOPT): | $(CUDA_HDR)

# The link line gpuopt cc uses for programs: the LLVM gpuopt was built with.
$(BUILD)/obj/src/driver/cmd_cc.o: CFLAGS_ALL += -DGPUOPT_CC_LLVM_LIBS='"$(LLVM_LIBS)"'

.PHONY: check-cc check-cc-gpu bench-cc install-cc
check-cc: all
	@mkdir -p $(RESULTS)
	scripts/check-cc $(RESULTS)/cc $(abspath $(GPUOPT)) $(abspath $(BUILD))/cc interp

check-cc-gpu: all
	@mkdir -p $(RESULTS)
	scripts/check-cc $(RESULTS)/cc-gpu $(abspath $(GPUOPT)) $(abspath $(BUILD))/cc gpu

bench-cc: all
	scripts/bench-cc $(abspath $(GPUOPT)) $(abspath $(BUILD))/cc-bench bench/results/cc.md

install: install-cc
install-cc: lib driver
	install -d $(DESTDIR)$(PREFIX)/lib/gpuopt/include/crt
	cd cuda/include && for f in $$(find . -type f -name '*.h*'); do \
	  install -m 644 $$f $(DESTDIR)$(PREFIX)/lib/gpuopt/include/$$f; done
