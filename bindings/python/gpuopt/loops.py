"""Loops, access bounds and parallel loops (include/gpuopt/loops.h, docs/loops.md).

    lf = ctx.loops(fn)                  # Context.loops: a Loops result
    for L in lf:                        # dicts in source order
        print(L["line"], L["trip_count"], L["parallel"], L["reason"], L["needs_no_alias"])
        for b in L["bounds"]:           # {"base", "lo", "hi", "unit", "elem_size", "read", "write",
            print(b)                    #  "exact", "guard"} plus "lo_expr"/"hi_expr" (bytes, Expr)
    m.canonicalize_loops()              # Module: gpuopt_loops_canonicalize

The dicts have the keys of `gpuopt analyze --loops --json`; expressions are C text, and the
structured forms (gpuopt.Expr) are under the *_expr keys."""
import ctypes

from . import _lib
from ._lib import P, c_char_p, c_int, c_size_t, c_uint, c_void_p, declare

c_longlong = ctypes.c_longlong


class LoopInfo(ctypes.Structure):
    _fields_ = [("header", c_void_p), ("line", c_uint), ("depth", c_uint), ("parent", c_size_t), ("iv", c_void_p),
                ("iv_start", c_void_p), ("iv_step", c_void_p), ("trip_count", c_void_p), ("trip_exact", c_int),
                ("trip_count_c", c_char_p), ("runs_if", c_char_p), ("parallel", c_int), ("reason", c_char_p),
                ("has_distance", c_int), ("distance", c_longlong), ("analysable", c_int),
                ("not_analysable", c_char_p), ("nbounds", c_size_t), ("nreductions", c_size_t),
                ("nno_alias", c_size_t), ("nprivate", c_size_t), ("nliveout", c_size_t), ("accesses", c_size_t),
                ("bounded", c_size_t)]


class AccessBounds(ctypes.Structure):
    _fields_ = [("base", c_void_p), ("base_name", c_char_p), ("read", c_int), ("write", c_int),
                ("analysable", c_int), ("why", c_char_p), ("lo_byte", c_void_p), ("hi_byte", c_void_p),
                ("elem_size", c_size_t), ("lo_elem", c_void_p), ("hi_elem", c_void_p), ("unit", c_int),
                ("lo_c", c_char_p), ("hi_c", c_char_p), ("exact", c_int), ("guard", P(c_void_p)),
                ("nguard", c_size_t), ("guard_c", c_char_p)]


class LoopReduction(ctypes.Structure):
    _fields_ = [("phi", c_void_p), ("name", c_char_p), ("op", c_char_p), ("type", c_void_p), ("type_c", c_char_p)]


class LoopsSummary(ctypes.Structure):
    _fields_ = [("loops", c_size_t), ("analysable", c_size_t), ("parallel", c_size_t), ("accesses", c_size_t),
                ("bounded", c_size_t), ("bounds", c_size_t), ("exact", c_size_t)]


for _n, _r, _a in [
        ("gpuopt_loops_canonicalize", c_int, [c_void_p, c_void_p]),
        ("gpuopt_loops_analyze", c_int, [c_void_p, c_void_p, P(c_void_p)]),
        ("gpuopt_loops_free", None, [c_void_p]),
        ("gpuopt_loops_count", c_size_t, [c_void_p]),
        ("gpuopt_loops_get", c_int, [c_void_p, c_size_t, P(LoopInfo)]),
        ("gpuopt_loops_find", c_int, [c_void_p, c_void_p, P(c_size_t)]),
        ("gpuopt_loops_block_in", c_int, [c_void_p, c_size_t, c_void_p]),
        ("gpuopt_loops_bounds", c_int, [c_void_p, c_size_t, c_size_t, P(AccessBounds)]),
        ("gpuopt_loops_reduction", c_int, [c_void_p, c_size_t, c_size_t, P(LoopReduction)]),
        ("gpuopt_loops_no_alias", c_int, [c_void_p, c_size_t, c_size_t, P(c_void_p), P(c_void_p), P(c_char_p),
                                          P(c_char_p)]),
        ("gpuopt_loops_private", c_char_p, [c_void_p, c_size_t, c_size_t]),
        ("gpuopt_loops_liveout", c_char_p, [c_void_p, c_size_t, c_size_t]),
        ("gpuopt_loops_summary_get", None, [c_void_p, P(LoopsSummary)])]:
    declare(_n, _r, _a)
api = _lib.api


def _s(b):
    return b.decode("utf-8", "replace") if b else None


def make_result_class(Result, Error, Expr):
    class Loops(Result):
        """Loop facts of one function (gpuopt_loops_analyze): iterate for one dict per loop."""

        def _free(self, h):
            api.gpuopt_loops_free(h)

        def __len__(self):
            return api.gpuopt_loops_count(self._handle())

        def __iter__(self):
            return (self.loop(i) for i in range(len(self)))

        def __getitem__(self, i):
            if not 0 <= i < len(self):
                raise IndexError(i)
            return self.loop(i)

        def _expr(self, e):
            return Expr(self, e) if e and Expr else None

        def loop(self, i):
            """Loop i as a dict (the keys of analyze --loops --json, plus "parent", "iv_start",
            "iv_step", "trip_count_expr", "distance")."""
            h = self._handle()
            L = LoopInfo()
            if api.gpuopt_loops_get(h, i, ctypes.byref(L)):
                raise IndexError(i)
            from . import api as core
            name = core.LLVMGetBasicBlockName(L.header)
            d = {"line": L.line, "depth": L.depth, "header": name.decode() if name else "",
                 "parent": None if L.parent == ctypes.c_size_t(-1).value else L.parent,
                 "trip_count": _s(L.trip_count_c), "trip_exact": bool(L.trip_exact), "runs_if": _s(L.runs_if),
                 "trip_count_expr": self._expr(L.trip_count), "iv_start": self._expr(L.iv_start),
                 "iv_step": self._expr(L.iv_step), "parallel": bool(L.parallel), "reason": _s(L.reason),
                 "distance": L.distance if L.has_distance else None, "analysable": bool(L.analysable),
                 "not_analysable": _s(L.not_analysable), "accesses": L.accesses, "bounded": L.bounded}
            pairs = []
            for k in range(L.nno_alias):
                a, b = c_char_p(), c_char_p()
                api.gpuopt_loops_no_alias(h, i, k, None, None, ctypes.byref(a), ctypes.byref(b))
                pairs.append([_s(a.value), _s(b.value)])
            d["needs_no_alias"] = pairs
            reds = []
            for k in range(L.nreductions):
                r = LoopReduction()
                api.gpuopt_loops_reduction(h, i, k, ctypes.byref(r))
                reds.append({"name": _s(r.name), "op": _s(r.op), "type": _s(r.type_c)})
            d["reductions"] = reds
            d["private"] = [_s(api.gpuopt_loops_private(h, i, k)) for k in range(L.nprivate)]
            d["live_out"] = [_s(api.gpuopt_loops_liveout(h, i, k)) for k in range(L.nliveout)]
            bounds = []
            for k in range(L.nbounds):
                B = AccessBounds()
                api.gpuopt_loops_bounds(h, i, k, ctypes.byref(B))
                ok = bool(B.analysable)
                b = {"base": _s(B.base_name), "lo": _s(B.lo_c) if ok else None, "hi": _s(B.hi_c) if ok else None,
                     "unit": "element" if B.unit == 1 else "byte", "elem_size": B.elem_size, "read": bool(B.read),
                     "write": bool(B.write), "exact": bool(B.exact), "guard": _s(B.guard_c) if ok else None,
                     "lo_expr": self._expr(B.lo_byte) if ok else None, "hi_expr": self._expr(B.hi_byte) if ok else None,
                     "guard_exprs": [self._expr(B.guard[q]) for q in range(B.nguard)] if ok else []}
                if not ok:
                    b["why"] = _s(B.why)
                bounds.append(b)
            d["bounds"] = bounds
            return d

        def find(self, header):
            """Index of the loop whose header block is named header (or is the LLVMBasicBlockRef)."""
            from . import api as core
            if isinstance(header, str):
                for i in range(len(self)):
                    if self.loop(i)["header"] == header:
                        return i
                raise KeyError(header)
            idx = c_size_t()
            if api.gpuopt_loops_find(self._handle(), header, ctypes.byref(idx)):
                raise KeyError(header)
            return idx.value

        def summary(self):
            s = LoopsSummary()
            api.gpuopt_loops_summary_get(self._handle(), ctypes.byref(s))
            return {n: getattr(s, n) for n, _ in s._fields_}

    return Loops
