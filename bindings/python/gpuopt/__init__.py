"""gpuopt: Python binding of libgpuopt (GPU analyses and transforms over LLVM IR), pure ctypes.

    import gpuopt
    with gpuopt.Context(sm="sm_90") as ctx:
        m = ctx.parse_ir(open("k.ll").read())
        for k in m.kernels:
            d = ctx.divergence(k, mode="affine")
            print(k.name, d.state("idx"), d.divergent_branches)
        m.run_pipeline("gpucc")
        print(m.ir())

Every failure raises gpuopt.Error (status, status_name, message: the library's message naming the
function and what it expected). Objects own their C counterparts: close() (or a with block) frees
them at once, garbage collection frees them otherwise, and nothing is freed twice. A Module keeps
its Context alive; results (divergence, cfg) keep their Module alive, and closing a Module closes
the results computed on it first.
"""
import ctypes
import weakref

from . import _lib
from ._lib import api

__all__ = ["Error", "Context", "Module", "Function", "Divergence", "Cfg", "Memspace", "version", "pipeline_names",
           "preset_names", "library_path", "STATUS"]

STATUS = {0: "GPUOPT_OK", 1: "GPUOPT_EINVAL", 2: "GPUOPT_EINVALID_IR", 3: "GPUOPT_EUNSUPPORTED",
          4: "GPUOPT_ETARGET", 5: "GPUOPT_ENOMEM", 6: "GPUOPT_ELLVM", 7: "GPUOPT_ENODEVICE", 8: "GPUOPT_ECUDA",
          9: "GPUOPT_EIO", 10: "GPUOPT_ENOTFOUND", 11: "GPUOPT_ERUNTIME"}
library_path = _lib.path


class Error(Exception):
    """A failed gpuopt call: .status (int), .status_name ("GPUOPT_EINVALID_IR"), .message."""

    def __init__(self, status, message):
        self.status = int(status)
        self.status_name = STATUS.get(self.status, "GPUOPT_E%d" % self.status)
        self.message = message
        super().__init__("%s: %s" % (self.status_name, message))


def version():
    """The library's version, "major.minor.patch"."""
    return api.gpuopt_version().decode()


def _strings(p):
    out, i = [], 0
    while p[i]:
        out.append(p[i].decode())
        i += 1
    return out


def pipeline_names():
    """Registered transform names (for Module.run_pipeline)."""
    return _strings(api.gpuopt_pipeline_names())


def preset_names():
    """Preset names ("gpucc", ...) mapped to their expansions."""
    return {n: api.gpuopt_pipeline_preset_expansion(n.encode()).decode()
            for n in _strings(api.gpuopt_pipeline_presets())}


def _bytes(s):
    if isinstance(s, str):
        return s.encode()
    return bytes(s)


def _value_name(v):
    n = ctypes.c_size_t(0)
    p = api.LLVMGetValueName2(v, ctypes.byref(n))
    return ctypes.string_at(p, n.value).decode("utf-8", "replace") if p and n.value else ""


class _Owned:
    """Holds one C handle; frees it once (close, with-block exit, or garbage collection)."""
    _h = None

    def _free(self, h):
        raise NotImplementedError

    def close(self):
        h, self._h = self._h, None
        if h:
            self._free(h)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown: the library may be gone already
            pass

    @property
    def closed(self):
        return not self._h

    def _handle(self):
        if not self._h:
            raise Error(1, "%s: used after close()" % type(self).__name__)
        return self._h


class Context(_Owned):
    """A gpuopt context: options and the last error. Keyword arguments are the fields of
    gpuopt_options (include/gpuopt/context.h): sm, ptx_features, opt_level, inline_threshold,
    speculate_budget, kernel_params_global, device_args_uniform, block_x_multiple, verify_each,
    trusted_bitcode (False: parse_bitcode reads the bytes in a child process first, see module.h),
    max_registers and spill_shared_bytes (the div-spill register budget and shared-memory bound),
    min_registers (the lowest cap ptxas applies: a smaller budget is raised to it; default 24, 1 takes
    budgets at their word)."""

    _DEFAULTS = dict(sm="sm_90", ptx_features=None, opt_level=3, inline_threshold=1100, speculate_budget=8,
                     kernel_params_global=True, device_args_uniform=False, block_x_multiple=0, verify_each=True,
                     trusted_bitcode=False, max_registers=0, spill_shared_bytes=8192, min_registers=24)

    def __init__(self, **options):
        unknown = set(options) - set(self._DEFAULTS)
        if unknown:
            raise TypeError("Context: unknown option(s) %s; known: %s" % (", ".join(sorted(unknown)),
                                                                          ", ".join(self._DEFAULTS)))
        o = dict(self._DEFAULTS, **options)
        self.options = o
        self._opts = _lib.Options(_lib.OPTIONS_VERSION, _bytes(o["sm"]) if o["sm"] else None,
                                  _bytes(o["ptx_features"]) if o["ptx_features"] else None, int(o["opt_level"]),
                                  int(o["inline_threshold"]), int(o["speculate_budget"]),
                                  int(bool(o["kernel_params_global"])), int(bool(o["device_args_uniform"])),
                                  int(o["block_x_multiple"]), int(bool(o["verify_each"])),
                                  int(bool(o["trusted_bitcode"])), int(o["max_registers"]),
                                  int(o["spill_shared_bytes"]), int(o["min_registers"]))
        h = ctypes.c_void_p()
        st = api.gpuopt_ctx_create(ctypes.byref(self._opts), ctypes.byref(h))
        if st:
            raise Error(st, "gpuopt_ctx_create: invalid options %r" % (options,))
        self._h = h.value

    def _free(self, h):
        api.gpuopt_ctx_free(h)

    @property
    def error(self):
        """The message of the last failure on this context ("" if none)."""
        return api.gpuopt_ctx_error(self._handle()).decode("utf-8", "replace")

    def _check(self, st):
        if st:
            raise Error(st, self.error or api.gpuopt_status_str(st).decode())

    def _parse(self, data, name):
        data = _bytes(data)
        llctx = api.LLVMContextCreate()
        m = ctypes.c_void_p()
        buf = ctypes.create_string_buffer(data, len(data))
        st = api.gpuopt_module_parse(self._handle(), llctx, buf, len(data), _bytes(name), ctypes.byref(m))
        if st:
            api.LLVMContextDispose(llctx)
            self._check(st)
        return Module(self, llctx, m.value)

    def parse_ir(self, text, name="<string>", verify=True):
        """Parse LLVM IR text (str or bytes) into a new Module; verified unless verify=False."""
        m = self._parse(text, name)
        if verify:
            try:
                m.verify()
            except Error:
                m.close()
                raise
        return m

    def parse_bitcode(self, data, name="<bitcode>", verify=True):
        """Parse LLVM bitcode (bytes, bytearray, memoryview) into a new Module."""
        return self.parse_ir(bytes(data), name, verify)

    def parse_file(self, path, verify=True):
        """Parse a .ll or .bc file."""
        with open(path, "rb") as f:
            return self.parse_ir(f.read(), str(path), verify)

    def divergence(self, fn, mode="affine", assume_no_signed_wrap=False, range_facts=True, max_block=None,
                   max_grid=None, missing_facts=False):
        """Divergence analysis of fn (a Function). mode: "simple" (§3.3), "affine" (§3.4) or "poly2"
        (Fig. 15). assume_no_signed_wrap: treat integer arithmetic as not wrapping (as the paper).
        range_facts=False: only nsw/nuw flags rule out wrap-around (no range analysis).
        max_block / max_grid: known upper bounds of blockDim / gridDim, an int (x) or a tuple of up
        to three (0: unknown); claims then hold for launches within them. missing_facts=True: the
        result's missing_facts lists the accesses divergent only for want of a no-wrap fact."""
        modes = {"simple": 0, "affine": 1, "poly2": 2}
        if mode not in modes:
            raise Error(1, "divergence: mode %r; expected one of %s" % (mode, ", ".join(modes)))
        fn = _as_function(fn)

        def dims(v, what):
            v = (v,) if isinstance(v, int) else tuple(v or ())
            if len(v) > 3 or any(not isinstance(x, int) or x < 0 or x > 0xFFFFFFFF for x in v):
                raise Error(1, "divergence: %s %r; expected an int or up to three ints >= 0" % (what, v))
            return (ctypes.c_uint * 3)(*(v + (0,) * (3 - len(v))))

        opts = _lib.DivergenceOptions(_lib.DIVERGENCE_OPTIONS_VERSION, modes[mode], 0, int(bool(assume_no_signed_wrap)),
                                      int(not range_facts), dims(max_block, "max_block"), dims(max_grid, "max_grid"),
                                      int(bool(missing_facts)))
        out = ctypes.c_void_p()
        self._check(api.gpuopt_divergence_analyze(self._handle(), fn._handle(), ctypes.byref(opts), ctypes.byref(out)))
        return Divergence(fn, out.value, mode)

    def memspace(self, fn):
        """Memory-space inference of fn (gpucc 3.2): .space(name) is "global", "shared", ...,
        or "generic" when unknown or mixed."""
        fn = _as_function(fn)
        out = ctypes.c_void_p()
        self._check(api.gpuopt_memspace_analyze(self._handle(), fn._handle(), ctypes.byref(out)))
        return Memspace(fn, out.value)

    def ptx_stats(self, ptx):
        """Instruction counts of PTX text: {"entries", "instructions", "loads_global", ...}."""
        data = _bytes(ptx)
        s = _lib.PtxStats()
        self._check(api.gpuopt_ptx_count(self._handle(), data, len(data), ctypes.byref(s)))
        return {n: getattr(s, n) for n, _ in s._fields_}

    def register_pressure(self, fn):
        """div-spill's register-pressure estimate of fn (a definition): {"max": 32-bit registers live
        at the worst instruction, "at": that instruction's IR text (None for an empty function),
        "budget": the register budget in effect (max_registers, else maxnreg / launch bounds, raised
        to min_registers; 0: none)}."""
        fn = _as_function(fn)
        r = _lib.RegPressure()
        self._check(api.gpuopt_register_pressure(self._handle(), fn._handle(), ctypes.byref(r)))
        at = None
        if r.at:
            t = api.LLVMPrintValueToString(r.at)
            at = ctypes.string_at(t).decode("utf-8", "replace").strip()
            api.LLVMDisposeMessage(t)
        return {"max": r.max, "at": at, "budget": r.budget}

    def cfg(self, fn):
        """CFG facts of fn: dominators, post-dominators, loops (gpuopt/cfg.h)."""
        fn = _as_function(fn)
        out = ctypes.c_void_p()
        self._check(api.gpuopt_cfg_analyze(self._handle(), fn._handle(), ctypes.byref(out)))
        return Cfg(fn, out.value)


def _as_function(fn):
    if not isinstance(fn, Function):
        raise TypeError("expected a gpuopt.Function (from Module.function(name) or Module.kernels), got %r" % (fn,))
    return fn


class Module(_Owned):
    """An LLVM module owned by the binding (with its own LLVM context)."""

    def __init__(self, ctx, llctx, handle):
        self.ctx = ctx
        self._llctx = llctx
        self._h = handle
        self._results = weakref.WeakSet()

    def _free(self, h):
        for r in list(self._results):
            r.close()
        api.LLVMDisposeModule(h)
        api.LLVMContextDispose(self._llctx)
        self._llctx = None

    def _fn(self, v):
        return Function(self, v)

    @property
    def functions(self):
        """Every function of the module, declarations included, in module order."""
        out, f = [], api.LLVMGetFirstFunction(self._handle())
        while f:
            out.append(Function(self, f))
            f = api.LLVMGetNextFunction(f)
        return out

    def function(self, name):
        """The function named name that has a body; Error(GPUOPT_ENOTFOUND) otherwise."""
        out = ctypes.c_void_p()
        self.ctx._check(api.gpuopt_module_function(self.ctx._handle(), self._handle(), _bytes(name), ctypes.byref(out)))
        return Function(self, out.value)

    @property
    def kernels(self):
        """The kernels (ptx_kernel or nvvm.annotations), in module order."""
        arr, n = ctypes.c_void_p(), ctypes.c_size_t()
        self.ctx._check(api.gpuopt_module_kernels(self.ctx._handle(), self._handle(), ctypes.byref(arr), ctypes.byref(n)))
        try:
            ptrs = ctypes.cast(arr, ctypes.POINTER(ctypes.c_void_p))
            return [Function(self, ptrs[i]) for i in range(n.value)]
        finally:
            api.gpuopt_free(arr)

    def verify(self):
        """Raise Error(GPUOPT_EINVALID_IR) with the verifier's message if the module is broken."""
        self.ctx._check(api.gpuopt_module_verify(self.ctx._handle(), self._handle()))

    def check_target(self):
        self.ctx._check(api.gpuopt_module_check_target(self.ctx._handle(), self._handle()))

    def ir(self):
        """The module as LLVM IR text."""
        p, n = ctypes.c_void_p(), ctypes.c_size_t()
        self.ctx._check(api.gpuopt_module_print(self.ctx._handle(), self._handle(), ctypes.byref(p), ctypes.byref(n)))
        try:
            return ctypes.string_at(p, n.value).decode("utf-8", "replace")
        finally:
            api.gpuopt_free(p)

    def bitcode(self):
        """The module as bitcode (bytes)."""
        p, n = ctypes.c_void_p(), ctypes.c_size_t()
        self.ctx._check(api.gpuopt_module_bitcode(self.ctx._handle(), self._handle(), ctypes.byref(p), ctypes.byref(n)))
        try:
            return ctypes.string_at(p, n.value)
        finally:
            api.gpuopt_free(p)

    def _invalidate(self):
        for r in list(self._results):
            r.close()

    def run_pipeline(self, pipeline):
        """Run a pipeline ("infer-memspace,slsr" or a preset such as "gpucc"). Returns a dict
        {"steps_run": n, "changed": n}. Results computed before (divergence, cfg) are closed: the
        module may have changed under them."""
        stats = _lib.PipelineStats()
        self._invalidate()
        self.ctx._check(api.gpuopt_run_pipeline(self.ctx._handle(), self._handle(), _bytes(pipeline), ctypes.byref(stats)))
        return {"steps_run": stats.steps_run, "changed": stats.changed}

    def to_ptx(self, sm=None):
        """PTX text for the module (the module itself is not changed). sm overrides the context's
        target GPU for this call ("sm_80")."""
        ctx, tmp = self.ctx, None
        if sm is not None and sm != ctx.options["sm"]:
            tmp = ctx = Context(**dict(self.ctx.options, sm=sm))
        try:
            p, n = ctypes.c_void_p(), ctypes.c_size_t()
            ctx._check(api.gpuopt_emit_ptx(ctx._handle(), self._handle(), ctypes.byref(p), ctypes.byref(n)))
            try:
                return ctypes.string_at(p, n.value).decode("utf-8", "replace")
            finally:
                api.gpuopt_free(p)
        finally:
            if tmp:
                tmp.close()

    def run(self, kernel, grid=1, block=32, args=(), device="interp", shared=0, max_steps=0):
        """Run kernel (a name or Function) over grid x block threads (ints or (x, y, z) tuples).

        args, one per kernel parameter: an int or float for a scalar (floats follow the parameter's
        type), None for a null pointer, or a buffer for a pointer: a writable buffer (bytearray,
        array.array, writable memoryview, ctypes array) is the kernel's memory and receives what the
        kernel writes; bytes (read-only) is copied and may not be written. No NumPy needed.

        device="interp" runs on gpuopt's SIMT interpreter (no GPU needed); device="gpu" compiles
        to PTX and launches on CUDA device 0 through gpuopt's CUDA runtime (Error
        GPUOPT_ENODEVICE without a driver or device). Returns statistics (interp) or
        {"ms": kernel time} (gpu)."""
        name = kernel.name if isinstance(kernel, Function) else str(kernel)
        fn = self.function(name)
        dims = [_dim3(grid), _dim3(block)]
        if device == "interp":
            return self._run_interp(fn, name, dims, list(args), shared, max_steps)
        if device == "gpu":
            return self._run_gpu(fn, name, dims, list(args), shared)
        raise Error(1, "run: device %r; expected 'interp' or 'gpu'" % (device,))

    def _params(self, fn, args):
        f = fn._handle()
        n = api.LLVMCountParams(f)
        if len(args) != n:
            raise Error(1, "run: @%s has %d parameters, %d arguments given" % (fn.name, n, len(args)))
        return [api.LLVMGetTypeKind(api.LLVMTypeOf(api.LLVMGetParam(f, i))) for i in range(n)]

    def _run_interp(self, fn, name, dims, args, shared, max_steps):
        ctx = self.ctx
        kinds = self._params(fn, args)
        ip = ctypes.c_void_p()
        ctx._check(api.gpuopt_interp_create(ctx._handle(), self._handle(), ctypes.byref(ip)))
        keep = []
        try:
            for i, (a, kind) in enumerate(zip(args, kinds)):
                if kind == _PTR_KIND:
                    ptr, size, ro = _buffer(a, keep)
                    ctx._check(api.gpuopt_interp_set_buffer(ip, i, ptr, size, ro))
                else:
                    ctx._check(api.gpuopt_interp_set_scalar(ip, i, _scalar_bits(a, kind)))
            launch = _lib.Launch(1, _lib.Dim3(*dims[0]), _lib.Dim3(*dims[1]), shared, max_steps)
            st = _lib.InterpStats()
            ctx._check(api.gpuopt_interp_run(ip, _bytes(name), ctypes.byref(launch), ctypes.byref(st)))
            return {n: getattr(st, n) for n, _ in st._fields_}
        finally:
            api.gpuopt_interp_free(ip)

    def _run_gpu(self, fn, name, dims, args, shared):
        ctx = self.ctx
        kinds = self._params(fn, args)
        ptx = self.to_ptx().encode()
        h = ctx._handle()
        dev, mod, kern = ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p()
        ctx._check(api.gpuopt_cuda_open(h, 0, ctypes.byref(dev)))
        allocs, keep = [], []
        try:
            ctx._check(api.gpuopt_cuda_module_load_ptx(h, dev, ptx, None, ctypes.byref(mod), None))
            ctx._check(api.gpuopt_cuda_kernel_get(h, mod, _bytes(name), ctypes.byref(kern)))
            values = []
            for a, kind in zip(args, kinds):
                if kind == _PTR_KIND:
                    ptr, size, ro = _buffer(a, keep)
                    d = ctypes.c_uint64(0)
                    if size:
                        ctx._check(api.gpuopt_cuda_malloc(h, dev, size, ctypes.byref(d)))
                        allocs.append((d.value, ptr, size, ro))
                        ctx._check(api.gpuopt_cuda_memcpy_htod(h, dev, d.value, ptr, size))
                    values.append(ctypes.c_uint64(d.value))
                else:
                    bits = _scalar_bits(a, kind)
                    values.append(ctypes.c_uint64(bits) if kind != _FLOAT_KIND else ctypes.c_uint32(bits))
            argv = (ctypes.c_void_p * max(1, len(values)))(*[ctypes.addressof(v) for v in values])
            cd = _lib.CudaDims((ctypes.c_uint * 3)(*dims[0]), (ctypes.c_uint * 3)(*dims[1]), shared)
            ms = ctypes.c_float(0)
            ctx._check(api.gpuopt_cuda_launch(h, kern, ctypes.byref(cd), argv, ctypes.byref(ms)))
            for d, ptr, size, ro in allocs:
                if not ro:
                    ctx._check(api.gpuopt_cuda_memcpy_dtoh(h, dev, ptr, d, size))
            return {"ms": ms.value}
        finally:
            for d, _, _, _ in allocs:
                api.gpuopt_cuda_free(h, dev, d)
            if mod:
                api.gpuopt_cuda_module_free(mod)
            api.gpuopt_cuda_close(dev)

    def cleanup(self):
        self._invalidate()
        self.ctx._check(api.gpuopt_cleanup(self.ctx._handle(), self._handle()))

    def __repr__(self):
        return "<gpuopt.Module %s>" % ("closed" if self.closed else "%d functions" % len(self.functions))


_FLOAT_KIND, _DOUBLE_KIND, _PTR_KIND = 2, 3, 12  # LLVMTypeKind


def _dim3(d):
    if isinstance(d, int):
        return (d, 1, 1)
    d = tuple(d) + (1, 1)
    return d[:3]


def _scalar_bits(a, kind):
    import struct
    if kind == _FLOAT_KIND:
        return struct.unpack("<I", struct.pack("<f", float(a)))[0]
    if kind == _DOUBLE_KIND:
        return struct.unpack("<Q", struct.pack("<d", float(a)))[0]
    if not isinstance(a, int):
        raise Error(1, "run: expected an int for an integer parameter, got %r" % (a,))
    return a & 0xFFFFFFFFFFFFFFFF


def _buffer(a, keep):
    """(address, size, readonly) of a buffer argument; keep holds what must stay alive."""
    if a is None:
        return None, 0, 0
    if isinstance(a, (bytes, str)):
        data = _bytes(a)
        buf = ctypes.create_string_buffer(data, len(data))
        keep.append(buf)
        return ctypes.addressof(buf), len(data), 1
    mv = memoryview(a)
    if mv.readonly:
        buf = ctypes.create_string_buffer(mv.tobytes(), mv.nbytes)
        keep.append(buf)
        return ctypes.addressof(buf), mv.nbytes, 1
    if not mv.contiguous:
        raise Error(1, "run: buffer arguments must be contiguous")
    arr = (ctypes.c_char * mv.nbytes).from_buffer(mv.cast("B"))
    keep.append(arr)
    return ctypes.addressof(arr), mv.nbytes, 0


class Function:
    """A function of a Module (a borrowed LLVMValueRef; valid while the module is open)."""

    def __init__(self, module, handle):
        self.module = module
        self._v = handle

    def _handle(self):
        self.module._handle()
        return self._v

    @property
    def name(self):
        return _value_name(self._handle())

    @property
    def is_kernel(self):
        return bool(api.gpuopt_is_kernel(self._handle()))

    @property
    def is_declaration(self):
        return bool(api.LLVMIsDeclaration(self._handle()))

    @property
    def blocks(self):
        """Names of the basic blocks, in layout order ("" for unnamed ones)."""
        out, b = [], api.LLVMGetFirstBasicBlock(self._handle())
        while b:
            out.append((api.LLVMGetBasicBlockName(b) or b"").decode("utf-8", "replace"))
            b = api.LLVMGetNextBasicBlock(b)
        return out

    def values(self):
        """(name, LLVMValueRef) of the arguments and instructions, in order."""
        f = self._handle()
        for i in range(api.LLVMCountParams(f)):
            p = api.LLVMGetParam(f, i)
            yield _value_name(p), p
        b = api.LLVMGetFirstBasicBlock(f)
        while b:
            i = api.LLVMGetFirstInstruction(b)
            while i:
                yield _value_name(i), i
                i = api.LLVMGetNextInstruction(i)
            b = api.LLVMGetNextBasicBlock(b)

    def value(self, name):
        """The argument or instruction named name ("%x" or "x"); KeyError if there is none."""
        name = name[1:] if name.startswith("%") else name
        for n, v in self.values():
            if n == name:
                return v
        raise KeyError("no value named %%%s in @%s" % (name, self.name))

    def __eq__(self, other):
        return isinstance(other, Function) and other._v == self._v

    def __hash__(self):
        return hash(self._v)

    def __repr__(self):
        return "<gpuopt.Function @%s%s>" % (self.name, " (kernel)" if self.is_kernel else "")


class _Result(_Owned):
    def __init__(self, fn, handle):
        self.function = fn
        self.module = fn.module  # keeps the module (and its LLVM context) alive
        self._h = handle
        fn.module._results.add(self)


_STATES = ("uniform", "affine", "divergent")
_PATTERNS = ("broadcast", "coalesced", "strided", "divergent")


def _coef(c):
    return (None, c.value, "bottom")[c.kind] if 0 <= c.kind <= 2 else None


class Divergence(_Result):
    """Divergence analysis result (Sampaio et al. §3.3-3.4). Coefficients: an int, "bottom"
    (unknown), or None (top: never reached)."""

    def __init__(self, fn, handle, mode):
        super().__init__(fn, handle)
        self.mode = mode

    def _free(self, h):
        api.gpuopt_divergence_free(h)

    def _lookup(self, v):
        if isinstance(v, str):
            v = self.function.value(v)
        out = _lib.DivValue()
        if api.gpuopt_divergence_value(self._handle(), v, ctypes.byref(out)):
            raise Error(10, "divergence: the value is not of @%s" % self.function.name)
        return out

    def state(self, value):
        """"uniform", "affine" or "divergent" for a value name (or LLVMValueRef)."""
        return _STATES[self._lookup(value).state]

    def value(self, value):
        """{"state", "c0", "c1", "c2"}: value = c2*tid^2 + c1*tid + c0."""
        r = self._lookup(value)
        return {"state": _STATES[r.state], "c0": _coef(r.c0), "c1": _coef(r.c1), "c2": _coef(r.c2)}

    def coefficients(self, value):
        r = self._lookup(value)
        return (_coef(r.c0), _coef(r.c1), _coef(r.c2))

    @property
    def divergent_branches(self):
        """Names of the blocks whose terminator may diverge, in layout order."""
        h = self._handle()
        return [(api.LLVMGetBasicBlockName(api.gpuopt_divergence_divergent_branch(h, i)) or b"").decode()
                for i in range(api.gpuopt_divergence_num_divergent_branches(h))]

    @property
    def accesses(self):
        """[{"inst": IR text, "pattern", "stride", "size"}] in layout order."""
        h, out = self._handle(), []
        for i in range(api.gpuopt_divergence_num_accesses(h)):
            a = _lib.DivAccess()
            if api.gpuopt_divergence_access(h, i, ctypes.byref(a)) == 0:
                s = api.LLVMPrintValueToString(a.inst)
                text = ctypes.string_at(s).decode("utf-8", "replace").strip()
                api.LLVMDisposeMessage(s)
                out.append({"inst": text, "pattern": _PATTERNS[a.pattern], "stride": a.stride, "size": a.size})
        return out

    def summary(self):
        s = _lib.DivSummary()
        api.gpuopt_divergence_summary(self._handle(), ctypes.byref(s))
        return {n: getattr(s, n) for n, _ in s._fields_}

    @property
    def missing_facts(self):
        """[{"access", "pattern", "stride", "inst", "fact"}]: accesses that would have `pattern` (with
        `stride`) if `inst` could not wrap, and the fact that would prove it (IR text for access
        and inst). Empty unless the analysis ran with missing_facts=True."""
        h, out = self._handle(), []

        def text(v):
            if not v:
                return None
            s = api.LLVMPrintValueToString(v)
            try:
                return ctypes.string_at(s).decode("utf-8", "replace").strip()
            finally:
                api.LLVMDisposeMessage(s)

        for i in range(api.gpuopt_divergence_num_missing_facts(h)):
            f = _lib.DivMissingFact()
            if api.gpuopt_divergence_missing_fact(h, i, ctypes.byref(f)) == 0:
                out.append({"access": text(f.access), "pattern": _PATTERNS[f.pattern], "stride": f.stride,
                            "inst": text(f.inst), "fact": (f.fact or b"").decode("utf-8", "replace")})
        return out


class Memspace(_Result):
    """Memory-space inference result (gpucc 3.2)."""

    def _free(self, h):
        api.gpuopt_memspace_result_free(h)

    def space(self, value):
        """"global", "shared", "const", "local", "param" or "generic" for a value name or ref."""
        v = self.function.value(value) if isinstance(value, str) else value
        return api.gpuopt_memspace_name(api.gpuopt_memspace_result_space(self._handle(), v)).decode()


class Cfg(_Result):
    """CFG facts of a function (gpuopt/cfg.h); blocks by index in layout order."""
    NO_BLOCK = ctypes.c_size_t(-1).value

    def _free(self, h):
        api.gpuopt_cfg_free(h)

    def _opt(self, b):
        return None if b == self.NO_BLOCK else b

    @property
    def num_blocks(self):
        return api.gpuopt_cfg_num_blocks(self._handle())

    def idom(self, b):
        return self._opt(api.gpuopt_cfg_idom(self._handle(), b))

    def ipdom(self, b):
        return self._opt(api.gpuopt_cfg_ipdom(self._handle(), b))

    def loop_depth(self, b):
        return api.gpuopt_cfg_loop_depth(self._handle(), b)

    def loop_header(self, b):
        return self._opt(api.gpuopt_cfg_loop_header(self._handle(), b))

    def reachable(self, b):
        return bool(api.gpuopt_cfg_reachable(self._handle(), b))

    def irreducible(self, b):
        return bool(api.gpuopt_cfg_irreducible(self._handle(), b))

    @property
    def num_loops(self):
        return api.gpuopt_cfg_num_loops(self._handle())


# ---- loops, access bounds, parallel loops (gpuopt/loops.h; bindings/python/gpuopt/loops.py) ----
from . import loops as _loops  # noqa: E402

try:  # the structured expressions of gpuopt/ranges.h (bindings/python/gpuopt/ranges.py)
    from .ranges import Expr as _LoopExpr  # noqa: E402
except ImportError:  # pragma: no cover
    _LoopExpr = None
Loops = _loops.make_result_class(_Result, Error, _LoopExpr)


def _context_loops(self, fn):
    """Loop facts of fn (docs/loops.md): iterate for one dict per loop (trip count, parallel and why
    not, needs_no_alias, reductions, bounds per base pointer, ...); .find(header), .summary()."""
    fn = _as_function(fn)
    out = ctypes.c_void_p()
    self._check(_loops.api.gpuopt_loops_analyze(self._handle(), fn._handle(), ctypes.byref(out)))
    return Loops(fn, out.value)


def _module_canonicalize_loops(self):
    """gpuopt_loops_canonicalize: the canonical loop form the loop analyses read (for IR straight
    from clang -O1 -Xclang -disable-llvm-passes). Results computed before are closed."""
    self._invalidate()
    self.ctx._check(_loops.api.gpuopt_loops_canonicalize(self.ctx._handle(), self._handle()))


Context.loops = _context_loops
Module.canonicalize_loops = _module_canonicalize_loops
__all__ += ["Loops"]
# ---- symbolic ranges (gpuopt/ranges.h; bindings/python/gpuopt/ranges.py) ----
from . import ranges as _ranges  # noqa: E402

Ranges = _ranges.make_result_class(_Result, Error)
Expr = _ranges.Expr


def _context_ranges(self, fn, max_ntid=(0, 0, 0), max_nctaid=(0, 0, 0), max_expr_size=0):
    """Symbolic range analysis of fn (DawnCC §3.1): .range("%i"), .range("%i", "for.body"), .operand,
    .no_wrap, .views(), .summary(). max_ntid/max_nctaid: known bounds of blockDim/gridDim (0: unknown)."""
    fn = _as_function(fn)
    o = _ranges.RangesOptions()
    o.version = 1
    for d in range(3):
        o.max_ntid[d] = max_ntid[d]
        o.max_nctaid[d] = max_nctaid[d]
    o.max_expr_size = max_expr_size
    out = ctypes.c_void_p()
    self._check(_ranges.api.gpuopt_ranges_analyze(self._handle(), fn._handle(), ctypes.byref(o), ctypes.byref(out)))
    return Ranges(fn, out.value)


Context.ranges = _context_ranges
