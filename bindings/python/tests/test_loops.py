"""Loop facts from Python (gpuopt/loops.h): DawnCC Fig. 5/6 saxpy_3off bounds, a reduction, a
serial loop with its reason, canonicalisation of clang-style IR."""
import unittest

import gpuopt

HOST = 'target triple = "x86_64-pc-linux-gnu"\n'
SAXPY = HOST + """
define void @saxpy_3off(i32 %n, float %a, ptr %x, ptr %y) {
entry:
  %g = icmp slt i32 3, %n
  br i1 %g, label %loop, label %done
loop:
  %i = phi i32 [ 3, %entry ], [ %i1, %loop ]
  %iw = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %iw
  %vx = load float, ptr %px
  %j = add nsw i32 %i, -3
  %jw = sext i32 %j to i64
  %py = getelementptr inbounds float, ptr %y, i64 %jw
  %vy = load float, ptr %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr %py
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}
define void @prefix(i64 %n, ptr %a) {
entry:
  %g = icmp sgt i64 %n, 1
  br i1 %g, label %loop, label %done
loop:
  %i = phi i64 [ 1, %entry ], [ %i1, %loop ]
  %pm = getelementptr inbounds i64, ptr %a, i64 %i
  %q = getelementptr inbounds i8, ptr %pm, i64 -8
  %x = load i64, ptr %q
  %y = load i64, ptr %pm
  %s = add i64 %x, %y
  store i64 %s, ptr %pm
  %i1 = add nsw i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}
define float @sum(i32 %n, ptr %v) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %iw = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %v, i64 %iw
  %x = load float, ptr %p
  %acc1 = fadd float %acc, %x
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %r = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  ret float %r
}
"""


class TestLoops(unittest.TestCase):
    def setUp(self):
        self.ctx = gpuopt.Context()
        self.m = self.ctx.parse_ir(SAXPY)

    def tearDown(self):
        self.m.close()
        self.ctx.close()

    def test_saxpy_bounds(self):
        lf = self.ctx.loops(self.m.function("saxpy_3off"))
        self.assertEqual(len(lf), 1)
        L = lf[0]
        self.assertTrue(L["parallel"])
        self.assertIsNone(L["reason"])
        self.assertEqual(L["trip_count"], "max(0, %n - 3)")
        self.assertEqual(L["runs_if"], "%n >= 4")
        self.assertEqual(sorted(map(sorted, L["needs_no_alias"])), [["%x", "%y"]])
        b = {x["base"]: x for x in L["bounds"]}
        self.assertEqual((b["%x"]["lo"], b["%x"]["hi"], b["%x"]["read"], b["%x"]["write"]), ("3", "max(3, %n - 1)", True, False))
        self.assertEqual((b["%y"]["lo"], b["%y"]["hi"], b["%y"]["read"], b["%y"]["write"]), ("0", "max(0, %n - 4)", True, True))
        self.assertTrue(b["%x"]["exact"])
        self.assertEqual(b["%x"]["unit"], "element")
        self.assertEqual(b["%x"]["guard"], "%n >= 4")
        if b["%x"]["hi_expr"] is not None:  # structured expressions: bytes, evaluated with n = 10
            self.assertEqual(b["%x"]["hi_expr"].eval({"%n": 10}), 39)
        self.assertEqual(lf.find(L["header"]), 0)
        s = lf.summary()
        self.assertEqual((s["loops"], s["parallel"], s["analysable"]), (1, 1, 1))
        lf.close()

    def test_serial_with_distance(self):
        L = self.ctx.loops(self.m.function("prefix"))[0]
        self.assertFalse(L["parallel"])
        self.assertIn("loop-carried dependence", L["reason"])
        self.assertEqual(abs(L["distance"]), 1)

    def test_reduction(self):
        L = self.ctx.loops(self.m.function("sum"))[0]
        self.assertTrue(L["parallel"])
        self.assertEqual(L["reductions"], [{"name": "%acc", "op": "+", "type": "float"}])

    def test_canonicalize(self):
        m = self.ctx.parse_ir(HOST + """
define void @f(i32 %n, ptr %a) {
entry:
  %i = alloca i32
  store i32 0, ptr %i
  br label %cond
cond:
  %v = load i32, ptr %i
  %c = icmp slt i32 %v, %n
  br i1 %c, label %body, label %end
body:
  %w = sext i32 %v to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %w
  store i32 %v, ptr %p
  %v1 = add nsw i32 %v, 1
  store i32 %v1, ptr %i
  br label %cond
end:
  ret void
}
""")
        m.canonicalize_loops()
        L = self.ctx.loops(m.function("f"))[0]
        self.assertEqual(L["trip_count"], "max(0, %n)")
        self.assertTrue(L["parallel"])
        m.close()


if __name__ == "__main__":
    unittest.main()
