# gpuopt's CUDA Runtime API library (issue 13, part A): libgpuopt_rt, what user programs link in
# place of libcudart (src/runtime/). See docs/runtime.md.
#   make rt               build/lib/libgpuopt_rt.a and .so
#   make check-rtlib      the runtime's tests on the interpreter and against the fake driver
#   make check-nm-rt      the device back ends print and exit no more than libgpuopt does
#   (also build/lib/libgpuopt_rt_gpu.a: the GPU-only runtime, no interpreter and no LLVM, that
#   `gpuopt cc --no-interp` links; device_none.c stands in for the interpreter back end)
RT_SRC := $(filter-out %/device_none.c,$(wildcard src/runtime/*.c))
RT_OBJ := $(RT_SRC:%.c=$(BUILD)/obj/%.o)
RTA := $(BUILD)/lib/libgpuopt_rt.a
RTSO := $(BUILD)/lib/libgpuopt_rt.so
RTGPU_OBJ := $(filter-out %/device_interp.o %/devprintf.o,$(RT_OBJ)) $(BUILD)/obj/src/runtime/device_none.o
RTGPUA := $(BUILD)/lib/libgpuopt_rt_gpu.a
-include $(RT_OBJ:.o=.d) $(BUILD)/obj/src/runtime/device_none.d

.PHONY: rt
all: rt
lib: rt
rt: $(RTA) $(RTSO) $(RTGPUA)

$(RTGPUA): $(RTGPU_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(RTA): $(RT_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(RTSO): $(RT_OBJ) $(LIB_OBJ)
	@mkdir -p $(dir $@)
ifeq ($(STATIC_LLVM),1)
	@echo "(shared library skipped with STATIC_LLVM=1)"; touch $@
else
	$(LINK) -shared -o $@ $(RT_OBJ) $(LIB_OBJ) $(LDFLAGS) $(LLVM_LIBS)
endif

install: install-rt
.PHONY: install-rt
install-rt: rt
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 644 $(RTA) $(RTGPUA) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(RTSO) $(DESTDIR)$(PREFIX)/lib/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(shell sed -n 's/^#define GPUOPT_VERSION_\(MAJOR\|MINOR\|PATCH\) //p' include/gpuopt/version.h | paste -sd.)|' \
	  -e 's|@LLVM_LIBS@|$(shell $(LLVM_CONFIG) --ldflags) -Wl,-rpath,$(shell $(LLVM_CONFIG) --libdir) $(shell $(LLVM_CONFIG) --link-shared --libs) -lm -ldl -lpthread|' \
	  gpuopt_rt.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/gpuopt_rt.pc

CHECK_PHASES += check-rtlib
.PHONY: check-rtlib
RTTEST := $(BUILD)/rttest
$(RTTEST)/%.o: tests/runtime/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c $< -o $@
$(RTTEST)/mkimage: $(RTTEST)/mkimage.o $(LIBA)
	$(LINK) -o $@ $< $(LIBA) $(LDFLAGS) $(LLVM_LIBS)
$(RTTEST)/rt-api-test: $(RTTEST)/rt_api_test.o $(RTA) $(LIBA)
	$(LINK) -o $@ $< $(RTA) $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

check-rtlib: $(RTTEST)/mkimage $(RTTEST)/rt-api-test $(GPUTEST)/fake/libcuda.so.1 $(RTA) $(GPUOPT)
	@mkdir -p $(RESULTS)
	scripts/check-rtlib $(RESULTS)/rtlib $(BUILD) $(CLANG) $(abspath $(GPUOPT))

# The runtime may print and exit (a kernel fault on the interpreter ends the program), but only in
# its API layers (cudart.c, offload.c): the device back ends and the printf formatter stay as silent
# as the library (DESIGN.md §3).
CHECK_PHASES += check-nm-rt
.PHONY: check-nm-rt
check-nm-rt: $(RT_OBJ)
	@mkdir -p $(RESULTS)
	tests/hardening/nm-check.sh $(RESULTS)/nm-rt $(filter %/device_gpu.o %/device_interp.o %/devprintf.o,$(RT_OBJ))
