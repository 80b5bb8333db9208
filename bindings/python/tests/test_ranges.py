"""Symbolic range analysis from Python (include/gpuopt/ranges.h): DawnCC Example 3.1."""
import unittest

import gpuopt
from gpuopt._lib import api

SAXPY = b"""
define void @saxpy(i32 %n, ptr %x) {
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %x, i64 %idx
  store float 0.0, ptr %p
  %inc = add nsw i32 %i, 1
  %w = add i32 %n, 1
  br label %for.cond
for.end:
  ret void
}
"""

TRI = b"""
define void @tri(i32 %n, ptr %a) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %c1 = icmp slt i32 %i, %n
  br i1 %c1, label %outer.body, label %exit
outer.body:
  br label %inner
inner:
  %j = phi i32 [ 0, %outer.body ], [ %j.next, %inner.body ]
  %c2 = icmp slt i32 %j, %i
  br i1 %c2, label %inner.body, label %outer.latch
inner.body:
  %j.next = add nsw i32 %j, 1
  br label %inner
outer.latch:
  %i.next = add nsw i32 %i, 1
  br label %outer
exit:
  ret void
}
"""


@unittest.skipIf(not api.gpuopt_ranges_analyze, "skipped: this libgpuopt has no range analysis")
class RangesTest(unittest.TestCase):
    def test_example_3_1(self):
        with gpuopt.Context() as ctx:
            m = ctx.parse_ir(SAXPY)
            f = m.function("saxpy")
            with ctx.ranges(f) as r:
                self.assertEqual(r.range("%i")["hi"], "max(0, n)")
                body = r.range("%i", "for.body")
                self.assertEqual((body["lo"], body["hi"]), ("0", "n - 1"))
                self.assertEqual(body["facts"], ["n >= 1"])
                self.assertEqual(body["hi_const"], 2**31 - 2)
                self.assertEqual(body["hi_expr"].eval({"n": 10}), 9)
                self.assertEqual(body["hi_expr"].kind, "add")
                self.assertEqual(r.range("%i", "for.end")["lo"], "max(0, n)")
                self.assertEqual(r.operand("%idx", 0)["hi"], "n - 1")
                self.assertEqual(r.no_wrap("%inc"), (True, True))
                self.assertEqual(r.no_wrap("%w")[0], False)
                w = r.range("%w")
                self.assertIsNone(w["lo"])
                self.assertIsNone(w["hi"])
                self.assertTrue(any(b == "for.body" for _, b, _ in r.views()))
                self.assertGreaterEqual(r.summary()["values"], 5)
                with self.assertRaises(gpuopt.Error):
                    r.range("%p")

    def test_relational_triangular(self):
        with gpuopt.Context() as ctx:
            m = ctx.parse_ir(TRI)
            with ctx.ranges(m.function("tri")) as r:
                self.assertEqual(r.range("%j", "inner.body")["hi"], "n - 2")
                self.assertEqual(r.relational("%j", "inner.body"), {"lo": None, "hi": "%i - 1"})
                self.assertEqual(r.relational("%j")["hi"], "%i")
                self.assertIsNone(r.relational("%i"))


if __name__ == "__main__":
    unittest.main()
