# gpuopt build. See README.md.
#   make                      library (static + shared) and the driver, against LLVM 19
#   make LLVM_CONFIG=/usr/lib/llvm-22/bin/llvm-config      against LLVM 22 (build dir build/llvm22)
#   make STATIC_LLVM=1        driver with LLVM linked statically (for the GPU machine)
#   make SAN=address,undefined  sanitizer build (build dir build/san)
#   make check                every test that needs no GPU
#   make demo                 the main job on examples/
#   make install PREFIX=/usr/local DESTDIR=

LLVM_CONFIG ?= llvm-config-19
LLVM_VERSION := $(shell $(LLVM_CONFIG) --version 2>/dev/null | cut -d. -f1)
ifeq ($(LLVM_VERSION),)
# A fresh machine: the main goals set themselves up (Debian packages, as root).
ifneq ($(filter all demo check lib driver,$(or $(MAKECMDGOALS),all)),)
$(info gpuopt: '$(LLVM_CONFIG)' not found: running scripts/install-deps)
DEPS_STATUS := $(shell scripts/install-deps --check-or-install 1>&2; echo $$?)
LLVM_VERSION := $(shell $(LLVM_CONFIG) --version 2>/dev/null | cut -d. -f1)
endif
endif
ifeq ($(LLVM_VERSION),)
$(error cannot run '$(LLVM_CONFIG)': run 'sudo scripts/install-deps' (Debian packages llvm-19-dev clang-19 llvm-22-dev ...))
endif
LLVM_BINDIR := $(shell $(LLVM_CONFIG) --bindir)
LLVM_PREFIX := $(shell $(LLVM_CONFIG) --prefix)

ifdef SAN
BUILD ?= build/san$(if $(filter-out 19,$(LLVM_VERSION)),-llvm$(LLVM_VERSION))
else ifeq ($(STATIC_LLVM),1)
BUILD ?= build/static
else ifneq ($(LLVM_VERSION),19)
BUILD ?= build/llvm$(LLVM_VERSION)
else
BUILD ?= build
endif

CC ?= cc
CXX ?= c++
PREFIX ?= /usr/local
OPT ?= -O2

# LLVM components the library uses (for static linking and the pkg-config file).
LLVM_COMPONENTS ?= core analysis irreader bitreader bitwriter linker passes target nvptx x86
LLVM_CFLAGS := $(shell $(LLVM_CONFIG) --cflags)
ifeq ($(STATIC_LLVM),1)
LLVM_LIBS := $(shell $(LLVM_CONFIG) --ldflags) -Wl,--start-group $(shell $(LLVM_CONFIG) --link-static --libs $(LLVM_COMPONENTS)) -Wl,--end-group \
	-Wl,-Bstatic -lzstd -lz -Wl,-Bdynamic -static-libstdc++ -static-libgcc -lm -ldl -lpthread
LINK := $(CXX)
else
LLVM_LIBS := $(shell $(LLVM_CONFIG) --ldflags) -Wl,-rpath,$(shell $(LLVM_CONFIG) --libdir) \
	$(shell $(LLVM_CONFIG) --link-shared --libs) -lm -ldl -lpthread
LINK := $(CC)
endif

WARN := -Wall -Wextra -Wpedantic -Wno-unused-parameter
CFLAGS_ALL := -std=c11 $(OPT) -g -fPIC -ffunction-sections -fdata-sections $(WARN) -Iinclude -Isrc $(LLVM_CFLAGS) -DGPUOPT_LLVM_VERSION=$(LLVM_VERSION) $(CFLAGS)
ifdef SAN
CFLAGS_ALL += -fsanitize=$(SAN) -fno-omit-frame-pointer -fno-sanitize-recover=all
LDFLAGS += -fsanitize=$(SAN)
endif

LIB_LAYERS := core learn analysis interp transform codegen
LIB_SRC := $(foreach d,$(LIB_LAYERS),$(wildcard src/$(d)/*.c))
LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/obj/%.o)
DRV_SRC := $(wildcard src/driver/*.c)
DRV_OBJ := $(DRV_SRC:%.c=$(BUILD)/obj/%.o)
UNIT_SRC := $(wildcard tests/unit/*.c)
UNIT_OBJ := $(UNIT_SRC:%.c=$(BUILD)/obj/%.o)

LIBA := $(BUILD)/lib/libgpuopt.a
LIBSO := $(BUILD)/lib/libgpuopt.so
GPUOPT := $(BUILD)/bin/gpuopt
UNIT := $(BUILD)/bin/unit-tests

LIT ?= python3 /usr/lib/llvm-19/build/utils/lit/lit.py
FILECHECK ?= $(LLVM_BINDIR)/FileCheck
CLANG ?= $(LLVM_BINDIR)/clang
PTXAS ?= $(firstword $(wildcard /usr/local/cuda/bin/ptxas) $(shell command -v ptxas 2>/dev/null))

.PHONY: all lib driver check check-unit check-lit check-install check-san check-llvm22 demo install clean bench help
all: lib driver

lib: $(LIBA) $(LIBSO)
driver: $(GPUOPT)

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -MMD -MP -c $< -o $@

$(LIBA): $(LIB_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(LIBSO): $(LIB_OBJ)
	@mkdir -p $(dir $@)
ifeq ($(STATIC_LLVM),1)
	@echo "(shared library skipped with STATIC_LLVM=1)"; touch $@
else
	$(LINK) -shared -o $@ $^ $(LDFLAGS) $(LLVM_LIBS)
endif

$(GPUOPT): $(DRV_OBJ) $(LIBA)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $(DRV_OBJ) $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

$(UNIT): $(UNIT_OBJ) $(LIBA)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $(UNIT_OBJ) $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

-include $(LIB_OBJ:.o=.d) $(DRV_OBJ:.o=.d) $(UNIT_OBJ:.o=.d)

# ---- tests ----
# Every phase records "N passed, N failed, N skipped" in $(BUILD)/results/<phase>; check-summary
# adds them up and prints the totals last.
RESULTS := $(BUILD)/results
CHECK_PHASES := check-unit check-lit check-install
CHECK_SLOW := check-san

check-unit: $(UNIT)
	@mkdir -p $(RESULTS)
	GPUOPT_TEST_DATA=tests/data $(UNIT) --results $(RESULTS)/unit

check-lit: $(GPUOPT)
	@mkdir -p $(RESULTS)
	scripts/run-lit $(RESULTS)/lit $(LIT) -sv tests/lit --param gpuopt=$(abspath $(GPUOPT)) \
	  --param filecheck=$(FILECHECK) --param clang=$(CLANG) --param ptxas=$(PTXAS) \
	  --param llvm_bindir=$(LLVM_BINDIR) --param llvm_version=$(LLVM_VERSION) \
	  --param exec_root=$(abspath $(BUILD))/lit

check-install: lib driver
	@mkdir -p $(RESULTS)
	scripts/check-install $(RESULTS)/install "$(MAKE)" "$(LLVM_CONFIG)" "$(BUILD)"

# The unit and lit tests again under AddressSanitizer + UndefinedBehaviorSanitizer.
check-san:
	$(MAKE) SAN=address,undefined LLVM_CONFIG=$(LLVM_CONFIG) check-unit check-lit \
	  RESULTS=$(abspath $(RESULTS))/san

# Extra phases from issue fragments (mk/*.mk append to CHECK_PHASES / CHECK_SLOW).
-include $(sort $(wildcard mk/*.mk))

# SLOW=0 leaves out the CHECK_SLOW phases (sanitizer and TSan builds, fuzz runs); CI runs them with
# LLVM 19 only (see .ci/run). Phases run with IN_CHECK=1 (check-bad uses it to split the bad-input
# matrix with check-bad-san, mk/hardening.mk). Each phase's wall time goes to $(BUILD)/phase-times, slowest printed.
SLOW ?= 1
check: scripts/.deps-ok
	@rm -rf $(RESULTS); mkdir -p $(BUILD); : > $(BUILD)/phase-times
	@status=0; for t in $(CHECK_PHASES) $(if $(SAN),,$(if $(filter 1,$(SLOW)),$(CHECK_SLOW))); do \
	  t0=$$(date +%s); $(MAKE) --no-print-directory LLVM_CONFIG=$(LLVM_CONFIG) IN_CHECK=1 $$t || status=1; \
	  echo "$$t $$(( $$(date +%s) - t0 ))" >> $(BUILD)/phase-times; done; \
	  $(if $(filter 1,$(SLOW)),,echo "not run (SLOW=0): $(CHECK_SLOW)";) \
	  echo "slowest phases (s): $$(sort -k2 -nr $(BUILD)/phase-times | head -8 | tr ' \n' '= ' )"; \
	  scripts/check-summary $(RESULTS) || status=1; exit $$status

scripts/.deps-ok:
	@scripts/install-deps --check-or-install

check-llvm22:
	$(MAKE) LLVM_CONFIG=/usr/lib/llvm-22/bin/llvm-config check

# ---- demo, bench, install ----
demo: scripts/.deps-ok all
	scripts/demo $(GPUOPT)

bench: all $(BUILD)/bin/cfg-bench
	BUILD=$(BUILD) scripts/bench-cfg

$(BUILD)/bin/cfg-bench: $(BUILD)/obj/bench/cfg_bench.o $(LIBA)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $< $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

install: lib driver
	install -d $(DESTDIR)$(PREFIX)/include/gpuopt $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/bin
	install -m 644 include/gpuopt/*.h $(DESTDIR)$(PREFIX)/include/gpuopt/
	install -m 644 $(LIBA) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(LIBSO) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(GPUOPT) $(DESTDIR)$(PREFIX)/bin/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(shell sed -n 's/^#define GPUOPT_VERSION_\(MAJOR\|MINOR\|PATCH\) //p' include/gpuopt/version.h | paste -sd.)|' \
	  -e 's|@LLVM_CFLAGS@|$(LLVM_CFLAGS)|' \
	  -e 's|@LLVM_LIBS@|$(shell $(LLVM_CONFIG) --ldflags) -Wl,-rpath,$(shell $(LLVM_CONFIG) --libdir) $(shell $(LLVM_CONFIG) --link-shared --libs) -lm -ldl -lpthread|' \
	  gpuopt.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/gpuopt.pc

clean:
	rm -rf build

help:
	@sed -n '1,9p' Makefile
