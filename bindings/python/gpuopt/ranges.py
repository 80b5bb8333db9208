"""Symbolic range analysis (DawnCC §3.1, include/gpuopt/ranges.h): Context.ranges(fn) returns a
Ranges result; a range is a dict {"lo", "hi"} of C text (None for an infinite bound), "lo_const",
"hi_const" (ints), "exact" (C text of the value itself, or None), "facts" (["n >= 1"]), "reached";
"lo_expr"/"hi_expr" give the structured expressions (Expr)."""
import ctypes

from . import _lib
from ._lib import P, c_char_p, c_int, c_int64, c_size_t, c_uint, c_void_p, declare

_KINDS = ("const", "symbol", "add", "mul", "div", "min", "max", "+inf", "-inf")
_SREGS = (None, "threadIdx.x", "threadIdx.y", "threadIdx.z", "blockDim.x", "blockDim.y", "blockDim.z",
          "blockIdx.x", "blockIdx.y", "blockIdx.z", "gridDim.x", "gridDim.y", "gridDim.z", "laneid", "warpSize")


class RangesOptions(ctypes.Structure):
    _fields_ = [("version", c_uint), ("max_ntid", c_uint * 3), ("max_nctaid", c_uint * 3), ("max_expr_size", c_uint),
                ("_reserved", ctypes.c_char * 64)]


class Range(ctypes.Structure):
    _fields_ = [("reached", c_int), ("bits", c_uint), ("lo", c_void_p), ("hi", c_void_p), ("lo_const", c_int64),
                ("hi_const", c_int64), ("value", c_void_p), ("fact", c_void_p)]


class RangeView(ctypes.Structure):
    _fields_ = [("value", c_void_p), ("block", c_void_p), ("range", Range)]


class RangesSummary(ctypes.Structure):
    _fields_ = [("values", c_size_t), ("finite_lo", c_size_t), ("finite_hi", c_size_t), ("finite", c_size_t),
                ("constant", c_size_t), ("views", c_size_t), ("unreached", c_size_t)]


_VALUE_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_void_p, P(c_int64))

for _n, _r, _a in [
        ("gpuopt_ranges_analyze", c_int, [c_void_p, c_void_p, P(RangesOptions), P(c_void_p)]),
        ("gpuopt_ranges_free", None, [c_void_p]),
        ("gpuopt_ranges_value", c_int, [c_void_p, c_void_p, P(Range)]),
        ("gpuopt_ranges_value_at", c_int, [c_void_p, c_void_p, c_void_p, P(Range)]),
        ("gpuopt_ranges_operand", c_int, [c_void_p, c_void_p, c_uint, P(Range)]),
        ("gpuopt_ranges_no_wrap", c_int, [c_void_p, c_void_p, P(c_int), P(c_int)]),
        ("gpuopt_ranges_num_views", c_size_t, [c_void_p]),
        ("gpuopt_ranges_view", c_int, [c_void_p, c_size_t, P(RangeView)]),
        ("gpuopt_ranges_summary_get", None, [c_void_p, P(RangesSummary)]),
        ("gpuopt_range_fact_to_c", c_void_p, [c_void_p, c_void_p]),
        ("gpuopt_ranges_relational", c_int, [c_void_p, c_void_p, c_void_p, P(c_void_p), P(c_void_p)]),
        ("gpuopt_expr_get_kind", c_int, [c_void_p]),
        ("gpuopt_expr_constant", c_int64, [c_void_p]),
        ("gpuopt_expr_num_operands", c_size_t, [c_void_p]),
        ("gpuopt_expr_operand", c_void_p, [c_void_p, c_size_t]),
        ("gpuopt_expr_coefficient", c_int64, [c_void_p, c_size_t]),
        ("gpuopt_expr_symbol_id", c_uint, [c_void_p]),
        ("gpuopt_expr_symbol_name", c_char_p, [c_void_p]),
        ("gpuopt_expr_symbol_value", c_void_p, [c_void_p]),
        ("gpuopt_expr_symbol_sreg", c_int, [c_void_p]),
        ("gpuopt_expr_to_c", c_void_p, [c_void_p]),
        ("gpuopt_expr_eval", c_int, [c_void_p, _VALUE_FN, c_void_p, P(c_int64)]),
        ("gpuopt_free", None, [c_void_p])]:
    declare(_n, _r, _a)
api = _lib.api


def _take(p):
    if not p:
        return None
    s = ctypes.string_at(p).decode("utf-8", "replace")
    api.gpuopt_free(p)
    return s


class Expr:
    """A symbolic expression, owned by its Ranges result (valid while the result is open)."""

    def __init__(self, result, handle):
        self._result = result
        self._e = handle

    def _handle(self):
        self._result._handle()
        return self._e

    @property
    def kind(self):
        """"const", "symbol", "add", "mul", "div", "min", "max", "+inf" or "-inf"."""
        return _KINDS[api.gpuopt_expr_get_kind(self._handle())]

    @property
    def constant(self):
        return api.gpuopt_expr_constant(self._handle())

    @property
    def operands(self):
        e = self._handle()
        return [Expr(self._result, api.gpuopt_expr_operand(e, i)) for i in range(api.gpuopt_expr_num_operands(e))]

    @property
    def coefficients(self):
        e = self._handle()
        return [api.gpuopt_expr_coefficient(e, i) for i in range(api.gpuopt_expr_num_operands(e))]

    @property
    def symbol_name(self):
        n = api.gpuopt_expr_symbol_name(self._handle())
        return n.decode() if n else None

    @property
    def sreg(self):
        """The launch register a symbol stands for ("threadIdx.x", ...), or None."""
        return _SREGS[api.gpuopt_expr_symbol_sreg(self._handle())]

    def eval(self, values):
        """Value under values (a dict symbol name -> int); "+inf"/"-inf", or None when undefined."""
        def cb(_user, sym, out):
            n = api.gpuopt_expr_symbol_name(sym)
            n = n.decode() if n else None
            if n not in values:
                return 1
            out[0] = int(values[n])
            return 0
        fn = _VALUE_FN(cb)
        out = c_int64()
        st = api.gpuopt_expr_eval(self._handle(), fn, None, ctypes.byref(out))
        return out.value if st == 0 else {1: "+inf", -1: "-inf"}.get(st)

    def __str__(self):
        return _take(api.gpuopt_expr_to_c(self._handle())) or "?"

    def __repr__(self):
        return "Expr(%s)" % self


def _bound(result, e):
    k = api.gpuopt_expr_get_kind(e)
    return None if k in (7, 8) else _take(api.gpuopt_expr_to_c(e))


def _range(result, r):
    if not r.reached:
        return {"reached": False, "bits": r.bits}
    return {"reached": True, "bits": r.bits, "lo": _bound(result, r.lo), "hi": _bound(result, r.hi),
            "lo_const": r.lo_const, "hi_const": r.hi_const,
            "exact": _take(api.gpuopt_expr_to_c(r.value)) if r.value else None,
            "facts": [_take(api.gpuopt_range_fact_to_c(result._handle(), r.fact))] if r.fact else [],
            "lo_expr": Expr(result, r.lo), "hi_expr": Expr(result, r.hi)}


def make_result_class(Result, Error):
    class Ranges(Result):
        """Symbolic range analysis result. Values by name ("%i" or "i") or LLVMValueRef; blocks by name."""

        def _free(self, h):
            api.gpuopt_ranges_free(h)

        def _value(self, v):
            return self.function.value(v) if isinstance(v, str) else v

        def _block(self, b):
            if not isinstance(b, str):
                return b
            from . import api as core
            bb = core.LLVMGetFirstBasicBlock(self.function._handle())
            while bb:
                if (core.LLVMGetBasicBlockName(bb) or b"").decode() == b:
                    return bb
                bb = core.LLVMGetNextBasicBlock(bb)
            raise KeyError("no block %s in @%s" % (b, self.function.name))

        def range(self, value, block=None):
            """Range of value at its definition, or where used in block (narrowed by branch conditions)."""
            out = Range()
            if block is None:
                st = api.gpuopt_ranges_value(self._handle(), self._value(value), ctypes.byref(out))
            else:
                st = api.gpuopt_ranges_value_at(self._handle(), self._value(value), self._block(block), ctypes.byref(out))
            if st:
                raise Error(10, "ranges: %r is no integer value of @%s" % (value, self.function.name))
            return _range(self, out)

        def relational(self, value, block=None):
            """Relational bounds of value (DawnCC 3.1: `j < i` gives hi "%i - 1", over another SSA value):
            {"lo": text or None, "hi": text or None}, or None when it has none there."""
            lo, hi = c_void_p(), c_void_p()
            b = None if block is None else self._block(block)
            if api.gpuopt_ranges_relational(self._handle(), self._value(value), b, ctypes.byref(lo), ctypes.byref(hi)):
                return None
            return {"lo": _bound(self, lo.value) if lo.value else None, "hi": _bound(self, hi.value) if hi.value else None}

        def operand(self, user, i):
            """Range of operand i of instruction user as it sees it (phis: along the incoming edge)."""
            out = Range()
            if api.gpuopt_ranges_operand(self._handle(), self._value(user), i, ctypes.byref(out)):
                raise Error(10, "ranges: operand %d of %r has no range" % (i, user))
            return _range(self, out)

        def no_wrap(self, inst):
            """(nsw, nuw) proved for an add/sub/mul/shl/trunc."""
            a, b = c_int(), c_int()
            if api.gpuopt_ranges_no_wrap(self._handle(), self._value(inst), ctypes.byref(a), ctypes.byref(b)):
                raise Error(10, "ranges: %r is no add/sub/mul/shl/trunc" % (inst,))
            return bool(a.value), bool(b.value)

        def views(self):
            """[(value name, block name or None, range)] for every definition and narrowed view."""
            from . import _value_name, api as core
            h, out = self._handle(), []
            for i in range(api.gpuopt_ranges_num_views(h)):
                v = RangeView()
                api.gpuopt_ranges_view(h, i, ctypes.byref(v))
                blk = (core.LLVMGetBasicBlockName(v.block) or b"").decode() if v.block else None
                out.append((_value_name(v.value), blk, _range(self, v.range)))
            return out

        def summary(self):
            s = RangesSummary()
            api.gpuopt_ranges_summary_get(self._handle(), ctypes.byref(s))
            return {n: getattr(s, n) for n, _ in s._fields_ if not n.startswith("_")}

    return Ranges
