# Device/host code generation and the CUDA runtime (issue 7).
#   make check-codegen   every corpus kernel after every pipeline -> PTX -> ptxas (part of make check)
#   make check-runtime   the CUDA runtime and generated host code against a fake libcuda.so.1, and
#                        the host-embedding program without a driver (part of make check)
#   make check-gpu       GPU tests (see scripts/check-gpu); without a GPU each says skipped, exit 0
CHECK_PHASES += check-codegen check-runtime

GPUTEST := $(BUILD)/gputest

.PHONY: check-codegen check-runtime check-gpu gputest
check-codegen: $(GPUOPT)
	@mkdir -p $(RESULTS)
	scripts/check-codegen $(RESULTS)/codegen $(abspath $(GPUOPT)) "$(PTXAS)"

# The fake driver is built without sanitizers: it stands in for NVIDIA's library.
$(GPUTEST)/fake/libcuda.so.1: tests/gpu/fake_cuda.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -O1 -Wall -Wextra -shared -fPIC -o $@ $<

$(GPUTEST)/%.o: tests/gpu/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c $< -o $@

$(GPUTEST)/cuda-fake-test: $(GPUTEST)/cuda_fake_test.o $(LIBA)
	$(LINK) -o $@ $< $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

# gpucc Fig. 3 end to end: device IR -> host object with the embedded PTX and stubs -> C program.
$(GPUTEST)/saxpy_host.o: tests/kernels/saxpy.ll $(GPUOPT)
	@mkdir -p $(dir $@)
	$(GPUOPT) host -o $@ $<

$(GPUTEST)/host-saxpy: $(GPUTEST)/host_saxpy.o $(GPUTEST)/saxpy_host.o $(LIBA)
	$(LINK) -o $@ $(GPUTEST)/host_saxpy.o $(GPUTEST)/saxpy_host.o $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

gputest: $(GPUTEST)/fake/libcuda.so.1 $(GPUTEST)/cuda-fake-test $(GPUTEST)/host-saxpy

check-runtime: gputest $(GPUOPT)
	@mkdir -p $(RESULTS)
	scripts/check-runtime $(RESULTS)/runtime $(GPUTEST) $(abspath $(GPUOPT))

check-gpu: all gputest
	@mkdir -p $(RESULTS)
	scripts/check-gpu $(RESULTS)/gpu $(abspath $(GPUOPT)) $(GPUTEST)
