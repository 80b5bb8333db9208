# Python binding (issue 8): the unittest suite against this build's libgpuopt.so, and an offline
# `pip install` of bindings/python into a temporary directory (in-tree build backend, no network).
.PHONY: check-python
CHECK_PHASES += check-python

check-python: $(LIBSO)
	@mkdir -p $(RESULTS)
	GPUOPT_ROOT=$(CURDIR) GPUOPT_LIBRARY=$(abspath $(LIBSO)) python3 bindings/python/tests/run.py $(RESULTS)/python
	@tmp=$$(mktemp -d); \
	if python3 -m pip --version >/dev/null 2>&1; then \
	  if python3 -m pip install -q --no-index --no-cache-dir --disable-pip-version-check --target $$tmp/site bindings/python >$$tmp/log 2>&1 && \
	     (cd $$tmp && GPUOPT_LIBRARY=$(abspath $(LIBSO)) PYTHONPATH=$$tmp/site python3 -c \
	       'import gpuopt, sys; c = gpuopt.Context(); m = c.parse_ir("target triple = \"nvptx64-nvidia-cuda\"\n"); sys.exit(not gpuopt.__file__.startswith(sys.argv[1]))' $$tmp/site); then \
	    echo "python: pip install bindings/python (offline) and import: ok"; echo "1 0 0" > $(RESULTS)/python-pip; \
	  else cat $$tmp/log; echo "FAIL python: pip install bindings/python"; echo "0 1 0" > $(RESULTS)/python-pip; rm -rf $$tmp; exit 1; fi; \
	else echo "skipped: python pip install: pip is not installed"; echo "0 0 1" > $(RESULTS)/python-pip; fi; rm -rf $$tmp
