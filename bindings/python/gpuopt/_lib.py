"""Loading libgpuopt.so and declaring the C prototypes (ctypes).

Search order: $GPUOPT_LIBRARY (a path), then libgpuopt.so next to this package, then the system's
library paths (ctypes.util.find_library, then the plain soname). LLVM-C functions the binding needs
(contexts, modules, names) are resolved through the same handle: libgpuopt.so links libLLVM."""
import ctypes
import ctypes.util
import os

c_void_p, c_char_p, c_size_t, c_int, c_uint, c_int64 = (ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t,
                                                        ctypes.c_int, ctypes.c_uint, ctypes.c_int64)
P = ctypes.POINTER


def _candidates():
    env = os.environ.get("GPUOPT_LIBRARY")
    if env:
        yield env
        return
    here = os.path.dirname(os.path.abspath(__file__))
    yield os.path.join(here, "libgpuopt.so")
    found = ctypes.util.find_library("gpuopt")
    if found:
        yield found
    yield "libgpuopt.so"


def _load():
    errors = []
    for path in _candidates():
        if os.sep in path and not os.path.exists(path):
            errors.append("%s: no such file" % path)
            continue
        try:
            return ctypes.CDLL(path), path
        except OSError as e:
            errors.append("%s: %s" % (path, e))
    raise ImportError("gpuopt: cannot load libgpuopt.so (set GPUOPT_LIBRARY to its path): " + "; ".join(errors))


lib, path = _load()


class Options(ctypes.Structure):
    """struct gpuopt_options (include/gpuopt/context.h), in field order; fields appended later by
    the C library must be appended here too."""
    _fields_ = [("version", c_uint), ("sm", c_char_p), ("ptx_features", c_char_p), ("opt_level", c_uint),
                ("inline_threshold", c_uint), ("speculate_budget", c_uint), ("kernel_params_global", c_int),
                ("device_args_uniform", c_int), ("block_x_multiple", c_uint), ("verify_each", c_int),
                ("trusted_bitcode", c_int), ("max_registers", c_uint), ("spill_shared_bytes", c_uint),
                ("min_registers", c_uint)]  # version 4 (GPUOPT_OPTIONS_VERSION)


OPTIONS_VERSION = 4  # the version this layout is; the C side reads only the fields that version has


class PipelineStats(ctypes.Structure):
    _fields_ = [("steps_run", c_uint), ("changed", c_uint)]


class DivergenceOptions(ctypes.Structure):
    """struct gpuopt_divergence_options (include/gpuopt/analysis.h), version 2, field for field."""
    _fields_ = [("version", c_uint), ("mode", c_int), ("testing", c_uint), ("assume_no_signed_wrap", c_int),
                ("no_range_facts", c_int), ("max_ntid", c_uint * 3), ("max_nctaid", c_uint * 3),
                ("report_missing_facts", c_int)]


DIVERGENCE_OPTIONS_VERSION = 2


class DivMissingFact(ctypes.Structure):
    """struct gpuopt_div_missing_fact (include/gpuopt/analysis.h)."""
    _fields_ = [("access", c_void_p), ("pattern", c_int), ("stride", c_int64), ("inst", c_void_p), ("fact", c_char_p)]


class RegPressure(ctypes.Structure):
    """struct gpuopt_regpressure (include/gpuopt/analysis.h)."""
    _fields_ = [("max", c_uint), ("at", c_void_p), ("budget", c_uint)]


class Coef(ctypes.Structure):
    _fields_ = [("kind", c_int), ("value", c_int64)]


class DivValue(ctypes.Structure):
    _fields_ = [("state", c_int), ("c0", Coef), ("c1", Coef), ("c2", Coef)]


class DivAccess(ctypes.Structure):
    _fields_ = [("inst", c_void_p), ("pattern", c_int), ("stride", c_int64), ("size", c_uint)]


class DivSummary(ctypes.Structure):
    _fields_ = [(n, c_size_t) for n in ("values", "uniform", "affine", "divergent", "branches", "divergent_branches",
                                        "accesses", "broadcast", "coalesced", "strided", "divergent_accesses")]


class PtxStats(ctypes.Structure):
    _fields_ = [(n, c_uint) for n in ("entries", "functions", "instructions", "loads_global", "loads_shared",
                                      "loads_generic", "stores", "branches", "barriers")]


class Dim3(ctypes.Structure):
    _fields_ = [("x", c_uint), ("y", c_uint), ("z", c_uint)]


class Launch(ctypes.Structure):
    _fields_ = [("version", c_uint), ("grid", Dim3), ("block", Dim3), ("dynamic_shared", c_size_t),
                ("max_steps", ctypes.c_uint64)]


class InterpStats(ctypes.Structure):
    # gpuopt_interp_stats field for field (include/gpuopt/interp.h; the C side writes all of them)
    _fields_ = [(n, ctypes.c_uint64) for n in ("warp_insts", "lane_insts", "divergent_branches", "barriers",
                                               "blocks", "warps", "gld_requests", "gld_sectors",
                                               "gst_requests", "gst_sectors")]


class CudaDims(ctypes.Structure):
    _fields_ = [("grid", c_uint * 3), ("block", c_uint * 3), ("shared_bytes", c_uint)]


_PROTOS = {
    # gpuopt (include/gpuopt/*.h)
    "gpuopt_version": (c_char_p, []),
    "gpuopt_status_str": (c_char_p, [c_int]),
    "gpuopt_ctx_create": (c_int, [P(Options), P(c_void_p)]),
    "gpuopt_ctx_free": (None, [c_void_p]),
    "gpuopt_ctx_error": (c_char_p, [c_void_p]),
    "gpuopt_ctx_last_status": (c_int, [c_void_p]),
    "gpuopt_ctx_clear_error": (None, [c_void_p]),
    "gpuopt_free": (None, [c_void_p]),
    "gpuopt_module_parse": (c_int, [c_void_p, c_void_p, c_void_p, c_size_t, c_char_p, P(c_void_p)]),
    "gpuopt_module_parse_file": (c_int, [c_void_p, c_void_p, c_char_p, P(c_void_p)]),
    "gpuopt_module_verify": (c_int, [c_void_p, c_void_p]),
    "gpuopt_module_check_target": (c_int, [c_void_p, c_void_p]),
    "gpuopt_module_print": (c_int, [c_void_p, c_void_p, P(c_void_p), P(c_size_t)]),
    "gpuopt_module_bitcode": (c_int, [c_void_p, c_void_p, P(c_void_p), P(c_size_t)]),
    "gpuopt_is_kernel": (c_int, [c_void_p]),
    "gpuopt_module_kernels": (c_int, [c_void_p, c_void_p, P(c_void_p), P(c_size_t)]),
    "gpuopt_module_function": (c_int, [c_void_p, c_void_p, c_char_p, P(c_void_p)]),
    "gpuopt_run_pipeline": (c_int, [c_void_p, c_void_p, c_char_p, P(PipelineStats)]),
    "gpuopt_pipeline_names": (P(c_char_p), []),
    "gpuopt_pipeline_presets": (P(c_char_p), []),
    "gpuopt_pipeline_preset_expansion": (c_char_p, [c_char_p]),
    "gpuopt_cleanup": (c_int, [c_void_p, c_void_p]),
    "gpuopt_cfg_analyze": (c_int, [c_void_p, c_void_p, P(c_void_p)]),
    "gpuopt_cfg_free": (None, [c_void_p]),
    "gpuopt_cfg_num_blocks": (c_size_t, [c_void_p]),
    "gpuopt_cfg_block": (c_void_p, [c_void_p, c_size_t]),
    "gpuopt_cfg_reachable": (c_int, [c_void_p, c_size_t]),
    "gpuopt_cfg_idom": (c_size_t, [c_void_p, c_size_t]),
    "gpuopt_cfg_ipdom": (c_size_t, [c_void_p, c_size_t]),
    "gpuopt_cfg_loop_depth": (c_uint, [c_void_p, c_size_t]),
    "gpuopt_cfg_loop_header": (c_size_t, [c_void_p, c_size_t]),
    "gpuopt_cfg_irreducible": (c_int, [c_void_p, c_size_t]),
    "gpuopt_cfg_num_loops": (c_size_t, [c_void_p]),
    "gpuopt_cfg_num_irreducible": (c_size_t, [c_void_p]),
    "gpuopt_divergence_analyze": (c_int, [c_void_p, c_void_p, P(DivergenceOptions), P(c_void_p)]),
    "gpuopt_divergence_num_missing_facts": (c_size_t, [c_void_p]),
    "gpuopt_divergence_missing_fact": (c_int, [c_void_p, c_size_t, P(DivMissingFact)]),
    "gpuopt_register_pressure": (c_int, [c_void_p, c_void_p, P(RegPressure)]),
    "gpuopt_divergence_free": (None, [c_void_p]),
    "gpuopt_divergence_value": (c_int, [c_void_p, c_void_p, P(DivValue)]),
    "gpuopt_divergence_branch_divergent": (c_int, [c_void_p, c_void_p]),
    "gpuopt_divergence_num_divergent_branches": (c_size_t, [c_void_p]),
    "gpuopt_divergence_divergent_branch": (c_void_p, [c_void_p, c_size_t]),
    "gpuopt_divergence_num_accesses": (c_size_t, [c_void_p]),
    "gpuopt_divergence_access": (c_int, [c_void_p, c_size_t, P(DivAccess)]),
    "gpuopt_divergence_summary": (None, [c_void_p, P(DivSummary)]),
    "gpuopt_emit_ptx": (c_int, [c_void_p, c_void_p, P(c_void_p), P(c_size_t)]),
    "gpuopt_ptx_count": (c_int, [c_void_p, c_char_p, c_size_t, P(PtxStats)]),
    "gpuopt_memspace_analyze": (c_int, [c_void_p, c_void_p, P(c_void_p)]),
    "gpuopt_memspace_result_space": (c_uint, [c_void_p, c_void_p]),
    "gpuopt_memspace_result_free": (None, [c_void_p]),
    "gpuopt_memspace_name": (c_char_p, [c_uint]),
    "gpuopt_interp_create": (c_int, [c_void_p, c_void_p, P(c_void_p)]),
    "gpuopt_interp_free": (None, [c_void_p]),
    "gpuopt_interp_set_scalar": (c_int, [c_void_p, c_uint, ctypes.c_uint64]),
    "gpuopt_interp_set_buffer": (c_int, [c_void_p, c_uint, c_void_p, c_size_t, c_int]),
    "gpuopt_interp_run": (c_int, [c_void_p, c_char_p, P(Launch), P(InterpStats)]),
    "gpuopt_cuda_device_count": (c_int, [c_void_p, P(c_int)]),
    "gpuopt_cuda_open": (c_int, [c_void_p, c_int, P(c_void_p)]),
    "gpuopt_cuda_close": (None, [c_void_p]),
    "gpuopt_cuda_module_load_ptx": (c_int, [c_void_p, c_void_p, c_char_p, c_void_p, P(c_void_p), P(c_void_p)]),
    "gpuopt_cuda_module_free": (None, [c_void_p]),
    "gpuopt_cuda_kernel_get": (c_int, [c_void_p, c_void_p, c_char_p, P(c_void_p)]),
    "gpuopt_cuda_malloc": (c_int, [c_void_p, c_void_p, c_size_t, P(ctypes.c_uint64)]),
    "gpuopt_cuda_free": (c_int, [c_void_p, c_void_p, ctypes.c_uint64]),
    "gpuopt_cuda_memcpy_htod": (c_int, [c_void_p, c_void_p, ctypes.c_uint64, c_void_p, c_size_t]),
    "gpuopt_cuda_memcpy_dtoh": (c_int, [c_void_p, c_void_p, c_void_p, ctypes.c_uint64, c_size_t]),
    "gpuopt_cuda_launch": (c_int, [c_void_p, c_void_p, P(CudaDims), P(c_void_p), P(ctypes.c_float)]),
    # LLVM-C (through libgpuopt's libLLVM)
    "LLVMTypeOf": (c_void_p, [c_void_p]),
    "LLVMGetTypeKind": (c_int, [c_void_p]),
    "LLVMGetIntTypeWidth": (c_uint, [c_void_p]),
    "LLVMContextCreate": (c_void_p, []),
    "LLVMContextDispose": (None, [c_void_p]),
    "LLVMDisposeModule": (None, [c_void_p]),
    "LLVMGetFirstFunction": (c_void_p, [c_void_p]),
    "LLVMGetNextFunction": (c_void_p, [c_void_p]),
    "LLVMGetNamedFunction": (c_void_p, [c_void_p, c_char_p]),
    "LLVMIsDeclaration": (c_int, [c_void_p]),
    "LLVMGetValueName2": (c_void_p, [c_void_p, P(c_size_t)]),
    "LLVMCountParams": (c_uint, [c_void_p]),
    "LLVMGetParam": (c_void_p, [c_void_p, c_uint]),
    "LLVMGetFirstBasicBlock": (c_void_p, [c_void_p]),
    "LLVMGetNextBasicBlock": (c_void_p, [c_void_p]),
    "LLVMGetBasicBlockName": (c_char_p, [c_void_p]),
    "LLVMGetFirstInstruction": (c_void_p, [c_void_p]),
    "LLVMGetNextInstruction": (c_void_p, [c_void_p]),
    "LLVMGetInstructionParent": (c_void_p, [c_void_p]),
    "LLVMPrintValueToString": (c_void_p, [c_void_p]),
    "LLVMDisposeMessage": (None, [c_void_p]),
}


class _Missing:
    """Stands for a C function this libgpuopt does not export (an older build): calling it raises."""

    def __init__(self, name):
        self.name = name

    def __call__(self, *a):
        from . import Error
        raise Error(10, "%s: not available in %s (built without it)" % (self.name, path))

    def __bool__(self):
        return False


class _Api:
    pass


api = _Api()
for _name, (_res, _args) in _PROTOS.items():
    try:
        _f = getattr(lib, _name)
    except AttributeError:
        setattr(api, _name, _Missing(_name))
        continue
    _f.restype = _res
    _f.argtypes = _args
    setattr(api, _name, _f)


def declare(name, restype, argtypes):
    """Declare one more C function (used by modules of the binding that wrap later layers)."""
    try:
        f = getattr(lib, name)
    except AttributeError:
        f = _Missing(name)
    else:
        f.restype = restype
        f.argtypes = argtypes
    setattr(api, name, f)
    return f
