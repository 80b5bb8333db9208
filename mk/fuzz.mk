# libFuzzer harnesses (issue 8): `make fuzz` builds build/fuzz/<name>_fuzzer with clang and
# -fsanitize=fuzzer,address,undefined over a copy of the library built with coverage and the same
# sanitizers. `make check` replays every corpus entry with the standalone driver (any compiler), and
# when clang is present runs each harness for FUZZ_SECONDS (the harnesses at the same time).
#   make fuzz-run-ir FUZZ_SECONDS=1800   a long run of one harness (nice'd; new inputs go to
#                                        build/fuzz/work/<name>, crashes to build/fuzz/crashes/)
FUZZERS := ir kernel pipeline
FUZZ_CC ?= $(CLANG)
FUZZ_BUILD := build/fuzz$(if $(filter-out 19,$(LLVM_VERSION)),-llvm$(LLVM_VERSION))
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_SECONDS ?= 20
# make check's short runs use a fixed seed, so that one tree gives one result; long runs do not.
FUZZ_SEED ?= 1
FUZZ_COMMON := fuzz/fuzz_common.c fuzz/kernel_gen.c
FUZZ_HDRS := fuzz/fuzz_common.h fuzz/kernel_gen.h
FUZZ_FLAGS := -std=c11 -g -O1 -Iinclude -Isrc -Ifuzz $(LLVM_CFLAGS) -DGPUOPT_LLVM_VERSION=$(LLVM_VERSION)
REPLAYS := $(FUZZERS:%=$(BUILD)/fuzz-replay/%_replay)

.PHONY: fuzz fuzz-lib check-fuzz-replay check-fuzz-run $(FUZZERS:%=fuzz-run-%)
CHECK_PHASES += check-fuzz-replay
CHECK_SLOW += check-fuzz-run

fuzz: $(FUZZERS:%=$(FUZZ_BUILD)/%_fuzzer)

fuzz-lib:
	$(MAKE) --no-print-directory BUILD=$(FUZZ_BUILD) CC=$(FUZZ_CC) LLVM_CONFIG=$(LLVM_CONFIG) \
	  CFLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" $(FUZZ_BUILD)/lib/libgpuopt.a

$(FUZZ_BUILD)/%_fuzzer: fuzz/%_fuzzer.c $(FUZZ_COMMON) $(FUZZ_HDRS) fuzz-lib
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(FUZZ_SAN) -fsanitize=fuzzer -o $@ $< $(FUZZ_COMMON) $(FUZZ_BUILD)/lib/libgpuopt.a $(LLVM_LIBS)

# The standalone replay driver: the same harness with fuzz/replay.c as main, built like the library.
$(BUILD)/fuzz-replay/%_replay: fuzz/%_fuzzer.c fuzz/replay.c $(FUZZ_COMMON) $(FUZZ_HDRS) $(LIBA)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -Ifuzz -o $@ $< fuzz/replay.c $(FUZZ_COMMON) $(LIBA) $(LDFLAGS) $(LLVM_LIBS)

check-fuzz-replay: $(REPLAYS)
	@mkdir -p $(RESULTS)
	@p=0; f=0; for h in $(FUZZERS); do \
	  if $(BUILD)/fuzz-replay/$${h}_replay fuzz/corpora/$$h; then p=$$((p+1)); else f=$$((f+1)); echo "FAIL fuzz replay: $$h"; fi; \
	done; echo "$$p $$f 0" > $(RESULTS)/fuzz-replay; echo "fuzz-replay: $$p passed, $$f failed"; [ $$f = 0 ]

check-fuzz-run:
	@mkdir -p $(RESULTS)
	@if [ ! -x "$(FUZZ_CC)" ] && ! command -v "$(FUZZ_CC)" >/dev/null 2>&1; then \
	  echo "skipped: fuzz runs: no clang ($(FUZZ_CC))"; echo "0 0 $(words $(FUZZERS))" > $(RESULTS)/fuzz-run; exit 0; fi; \
	$(MAKE) --no-print-directory LLVM_CONFIG=$(LLVM_CONFIG) fuzz || { echo "0 1 0" > $(RESULTS)/fuzz-run; exit 1; }; \
	d=$$(mktemp -d); for h in $(FUZZERS); do \
	  mkdir -p $$d/$$h; \
	  ( nice -n 10 $(FUZZ_BUILD)/$${h}_fuzzer -seed=$(FUZZ_SEED) -max_total_time=$(FUZZ_SECONDS) -timeout=60 -rss_limit_mb=4096 \
	       -print_final_stats=1 $$(test -f fuzz/$${h}_fuzzer.dict && echo -dict=fuzz/$${h}_fuzzer.dict) -artifact_prefix=$$d/$$h/ $$d/$$h fuzz/corpora/$$h \
	       > $$d/$$h.log 2>&1; echo $$? > $$d/$$h.rc ) & \
	done; wait; \
	p=0; f=0; for h in $(FUZZERS); do \
	  if [ "$$(cat $$d/$$h.rc 2>/dev/null)" = 0 ]; then \
	    p=$$((p+1)); echo "fuzz-run $$h: $$(grep -E 'stat::number_of_executed_units|cov:' $$d/$$h.log | tail -2 | tr '\n' ' ')"; \
	  else f=$$((f+1)); tail -40 $$d/$$h.log; echo "FAIL fuzz-run $$h (artifacts in $$d/$$h)"; fi; \
	done; [ $$f != 0 ] || rm -rf $$d; echo "$$p $$f 0" > $(RESULTS)/fuzz-run; [ $$f = 0 ]

$(FUZZERS:%=fuzz-run-%): fuzz-run-%: $(FUZZ_BUILD)/%_fuzzer
	@mkdir -p $(FUZZ_BUILD)/work/$* $(FUZZ_BUILD)/crashes
	nice -n 10 $(FUZZ_BUILD)/$*_fuzzer -max_total_time=$(FUZZ_SECONDS) -timeout=60 -rss_limit_mb=4096 \
	  -print_final_stats=1 $(if $(wildcard fuzz/$*_fuzzer.dict),-dict=fuzz/$*_fuzzer.dict) -artifact_prefix=$(FUZZ_BUILD)/crashes/$*- $(FUZZ_BUILD)/work/$* fuzz/corpora/$*
