# lit configuration for gpuopt: tests drive the gpuopt driver, as LLVM's tests drive opt and llc.
# Parameters (passed by the Makefile): gpuopt, filecheck, clang, ptxas, llvm_bindir, llvm_version.
import os
import lit.formats

config.name = "gpuopt"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".ll", ".test", ".cu", ".c"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
# Temporary files (%t, Output/) go under the build directory, not the source tree.
if lit_config.params.get("exec_root"):
    config.test_exec_root = lit_config.params["exec_root"]

params = lit_config.params
gpuopt = params.get("gpuopt", os.path.join(root, "build", "bin", "gpuopt"))
filecheck = params.get("filecheck", "FileCheck")
clang = params.get("clang", "clang-19")
ptxas = params.get("ptxas", "")
bindir = params.get("llvm_bindir", "/usr/lib/llvm-19/bin")

config.substitutions.append(("%gpuopt", gpuopt))
config.substitutions.append(("%clang", clang))
config.substitutions.append(("%ptxas", ptxas or "false"))
config.substitutions.append(("%llvm-bindir", bindir))
config.substitutions.append(("%root", root))
config.substitutions.append(("FileCheck", filecheck))
config.substitutions.append(("%not", os.path.join(bindir, "not")))

config.available_features.add("llvm" + params.get("llvm_version", "19"))
if ptxas and os.path.exists(ptxas):
    config.available_features.add("ptxas")
if os.path.exists(clang):
    config.available_features.add("clang")

config.environment["GPUOPT_ROOT"] = root
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "PATH", "HOME", "GPUOPT_LIBRARY"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
