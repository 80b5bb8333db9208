"""Tests of the Python binding (unittest). Run by `make check` (mk/python.mk) with GPUOPT_LIBRARY
pointing at the build's libgpuopt.so and GPUOPT_ROOT at the repository."""
import gc
import os
import unittest
import weakref

import gpuopt
from gpuopt._lib import api

ROOT = os.environ.get("GPUOPT_ROOT", os.path.join(os.path.dirname(__file__), "..", "..", ".."))
HDR = 'target triple = "nvptx64-nvidia-cuda"\n'
KERNEL = HDR + """
define void @k(ptr %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = mul i32 %t, 2
  %c = icmp slt i32 %t, %n
  br i1 %c, label %body, label %exit
body:
  %i = phi i32 [ 0, %entry ], [ %i2, %body ]
  %i2 = add i32 %i, 1
  %p = getelementptr i32, ptr %out, i32 %idx
  store i32 %i2, ptr %p
  %more = icmp slt i32 %i2, %n
  br i1 %more, label %body, label %exit
exit:
  ret void
}
define i32 @helper(i32 %x) {
entry:
  ret i32 %x
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"""


def data(*parts):
    return os.path.join(ROOT, *parts)


class TestBasics(unittest.TestCase):
    def test_version_and_registry(self):
        self.assertRegex(gpuopt.version(), r"^\d+\.\d+\.\d+$")
        self.assertIn("cleanup", gpuopt.pipeline_names())
        self.assertIn("verify", gpuopt.pipeline_names())
        self.assertIn("gpucc", gpuopt.preset_names())
        self.assertTrue(os.path.exists(gpuopt.library_path) or "/" not in gpuopt.library_path)

    def test_context_options(self):
        with gpuopt.Context(sm="sm_80", opt_level=2, inline_threshold=50, verify_each=False) as ctx:
            self.assertEqual(ctx.error, "")
            self.assertEqual(ctx.options["sm"], "sm_80")
        with self.assertRaises(gpuopt.Error) as e:
            gpuopt.Context(sm="gfx90a")
        self.assertEqual(e.exception.status_name, "GPUOPT_EINVAL")
        with self.assertRaises(gpuopt.Error):
            gpuopt.Context(opt_level=7)
        with self.assertRaises(TypeError):
            gpuopt.Context(no_such_option=1)


class TestModules(unittest.TestCase):
    def setUp(self):
        self.ctx = gpuopt.Context()

    def tearDown(self):
        self.ctx.close()

    def test_functions_kernels_lookup(self):
        with self.ctx.parse_ir(KERNEL) as m:
            names = [f.name for f in m.functions]
            self.assertEqual(names, ["k", "helper", "llvm.nvvm.read.ptx.sreg.tid.x"])
            self.assertEqual([k.name for k in m.kernels], ["k"])
            self.assertTrue(m.function("k").is_kernel)
            self.assertFalse(m.function("helper").is_kernel)
            self.assertTrue(m.functions[2].is_declaration)
            self.assertEqual(m.function("k").blocks, ["entry", "body", "exit"])
            with self.assertRaises(gpuopt.Error) as e:
                m.function("llvm.nvvm.read.ptx.sreg.tid.x")  # a declaration has no body
            self.assertEqual(e.exception.status_name, "GPUOPT_ENOTFOUND")
            self.assertIn("gpuopt_module_function", e.exception.message)
            with self.assertRaises(KeyError):
                m.function("k").value("%nope")
            self.assertTrue(m.function("k").value("%idx"))

    def test_parse_errors_raise_with_message(self):
        with self.assertRaises(gpuopt.Error) as e:
            self.ctx.parse_ir("define void @f( {", name="broken.ll")
        self.assertEqual(e.exception.status, 2)
        self.assertIn("broken.ll", e.exception.message)
        self.assertIn("gpuopt_module_parse", str(e.exception))
        self.assertIn("broken.ll", self.ctx.error)
        with self.assertRaises(gpuopt.Error) as e:
            self.ctx.parse_ir("")
        self.assertIn("empty input", e.exception.message)

    def test_verifier_failure(self):
        with self.assertRaises(gpuopt.Error) as e:
            self.ctx.parse_file(data("tests", "bad", "dominance-violation.ll"))
        self.assertEqual(e.exception.status_name, "GPUOPT_EINVALID_IR")
        self.assertIn("verifier", e.exception.message)
        m = self.ctx.parse_file(data("tests", "bad", "dominance-violation.ll"), verify=False)
        self.assertRaises(gpuopt.Error, m.verify)
        m.close()

    def test_bitcode_round_trip_from_bytes_bytearray_memoryview(self):
        with self.ctx.parse_ir(KERNEL) as m:
            bc = m.bitcode()
            text = m.ir()
        self.assertEqual(bc[:4], b"BC\xc0\xde")
        for buf in (bc, bytearray(bc), memoryview(bc)):
            with self.ctx.parse_bitcode(buf) as m2:
                self.assertEqual([f.name for f in m2.kernels], ["k"])
                self.assertEqual(m2.ir().split("\n", 2)[2], text.split("\n", 2)[2])
        for cut in (4, len(bc) // 3, len(bc) - 5):
            with self.assertRaises(gpuopt.Error) as e:
                self.ctx.parse_bitcode(bc[:cut])
            self.assertIn("invalid bitcode", e.exception.message)

    def test_bitcode_that_crashes_llvm_is_an_error(self):
        # LLVM's reader segfaults on this bitcode; the library's guard process turns it into an error
        with open(data("tests", "bad", "bitcode-reader-crash.bc"), "rb") as f:
            bad = f.read()
        with self.assertRaises(gpuopt.Error) as e:
            self.ctx.parse_bitcode(bad)
        self.assertEqual(e.exception.status_name, "GPUOPT_EINVALID_IR")
        self.assertIn("bitcode reader crashed", e.exception.message)
        with gpuopt.Context(trusted_bitcode=True) as trusted, self.ctx.parse_ir(KERNEL) as m:
            self.assertEqual(trusted.options["trusted_bitcode"], True)
            with trusted.parse_bitcode(m.bitcode()) as m2:
                self.assertEqual([f.name for f in m2.kernels], ["k"])

    def test_ir_and_pipeline(self):
        with self.ctx.parse_ir(KERNEL) as m:
            self.assertRegex(m.ir(), r"define (ptx_kernel )?void @k")  # LLVM 20+: ptx_kernel
            stats = m.run_pipeline("verify,cleanup")
            self.assertEqual(stats["steps_run"], 2)
            m.verify()
            before = m.ir()
            with self.assertRaises(gpuopt.Error) as e:
                m.run_pipeline("cleanup,no-such-pass")
            self.assertEqual(e.exception.status_name, "GPUOPT_ENOTFOUND")
            self.assertIn("no-such-pass", e.exception.message)
            self.assertEqual(m.ir(), before)  # nothing ran
            stats = m.run_pipeline("gpucc")
            self.assertGreaterEqual(stats["steps_run"], 1)
            m.verify()

    def test_wrong_target(self):
        with self.ctx.parse_file(data("tests", "bad", "x86-target.ll")) as m:
            with self.assertRaises(gpuopt.Error) as e:
                m.run_pipeline("cleanup")
            self.assertEqual(e.exception.status_name, "GPUOPT_ETARGET")
            self.assertIn("x86_64", e.exception.message)

    def test_cfg(self):
        with self.ctx.parse_ir(KERNEL) as m:
            c = self.ctx.cfg(m.function("k"))
            self.assertEqual(c.num_blocks, 3)
            self.assertIsNone(c.idom(0))
            self.assertEqual(c.idom(1), 0)
            self.assertEqual(c.idom(2), 0)
            self.assertEqual(c.loop_depth(1), 1)
            self.assertEqual(c.loop_header(1), 1)
            self.assertEqual(c.loop_depth(2), 0)
            self.assertEqual(c.num_loops, 1)
            self.assertIsNone(c.ipdom(2))
            self.assertTrue(c.reachable(2))
            c.close()
            c.close()  # never twice

    @unittest.skipIf(not api.gpuopt_emit_ptx, "skipped: this libgpuopt has no PTX code generator")
    def test_to_ptx(self):
        with self.ctx.parse_ir(KERNEL) as m:
            before = m.ir()
            ptx = m.to_ptx()
            self.assertIn(".target sm_90", ptx)
            self.assertIn(".entry k", ptx)
            self.assertIn(".target sm_80", m.to_ptx(sm="sm_80"))
            self.assertEqual(m.ir(), before)  # codegen works on a copy
            st = self.ctx.ptx_stats(ptx)
            self.assertEqual(st["entries"], 1)
            self.assertGreater(st["instructions"], 3)
            with self.assertRaises(gpuopt.Error):
                m.to_ptx(sm="not-an-sm")
        with self.ctx.parse_file(data("tests", "bad", "indirectbr.ll")) as m:
            with self.assertRaises(gpuopt.Error) as e:
                m.to_ptx()
            self.assertEqual(e.exception.status_name, "GPUOPT_EUNSUPPORTED")
            self.assertIn("gpuopt_emit_ptx", e.exception.message)

    @unittest.skipIf(not api.gpuopt_memspace_analyze, "skipped: this libgpuopt has no memory-space inference")
    def test_memspace(self):
        src = HDR + """@sh = internal addrspace(3) global [4 x i32] undef
define void @k(ptr %p) {
entry:
  %s = addrspacecast ptr addrspace(3) @sh to ptr
  %q = getelementptr i32, ptr %s, i32 1
  store i32 1, ptr %q
  store i32 2, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"""
        with self.ctx.parse_ir(src) as m, self.ctx.memspace(m.function("k")) as ms:
            self.assertEqual(ms.space("q"), "shared")
            self.assertEqual(ms.space("%p"), "global")

    def test_every_bad_input_raises_or_parses(self):
        bad = data("tests", "bad")
        n = 0
        for f in sorted(os.listdir(bad)):
            if not f.endswith((".ll", ".bc", ".bin")):
                continue
            n += 1
            try:
                m = self.ctx.parse_file(os.path.join(bad, f))
            except gpuopt.Error as e:
                self.assertTrue(e.message, f)
                self.assertIn(e.status_name, ("GPUOPT_EINVALID_IR",), f)
                continue
            with m:
                for fn in m.functions:
                    if not fn.is_declaration:
                        self.ctx.cfg(fn).close()
                try:
                    m.run_pipeline("gpucc")
                    m.verify()
                except gpuopt.Error as e:
                    self.assertTrue(e.message, f)
        self.assertGreaterEqual(n, 30)


class TestLifetimes(unittest.TestCase):
    def test_close_twice_and_use_after_close(self):
        ctx = gpuopt.Context()
        m = ctx.parse_ir(KERNEL)
        m.close()
        m.close()
        self.assertTrue(m.closed)
        with self.assertRaises(gpuopt.Error):
            m.ir()
        with self.assertRaises(gpuopt.Error):
            m.functions
        ctx.close()
        ctx.close()
        with self.assertRaises(gpuopt.Error):
            ctx.parse_ir(KERNEL)

    def test_module_close_closes_its_results_first(self):
        with gpuopt.Context() as ctx:
            m = ctx.parse_ir(KERNEL)
            fn = m.function("k")
            c = ctx.cfg(fn)
            m.close()
            self.assertTrue(c.closed)
            with self.assertRaises(gpuopt.Error):
                c.num_blocks
            with self.assertRaises(gpuopt.Error):
                fn.name

    def test_results_keep_module_alive(self):
        ctx = gpuopt.Context()
        m = ctx.parse_ir(KERNEL)
        c = ctx.cfg(m.function("k"))
        ref = weakref.ref(m)
        del m
        gc.collect()
        self.assertIsNotNone(ref())
        self.assertEqual(c.num_blocks, 3)
        del c
        gc.collect()
        self.assertIsNone(ref())

    def test_pipeline_closes_stale_results(self):
        with gpuopt.Context() as ctx, ctx.parse_ir(KERNEL) as m:
            c = ctx.cfg(m.function("k"))
            m.run_pipeline("cleanup")
            self.assertTrue(c.closed)

    def test_garbage_collection_frees(self):
        ctx = gpuopt.Context()
        refs = []
        for _ in range(50):
            m = ctx.parse_ir(KERNEL)
            ctx.cfg(m.function("k"))
            refs.append(weakref.ref(m))
            del m
        gc.collect()
        self.assertTrue(all(r() is None for r in refs))


@unittest.skipIf(not api.gpuopt_divergence_analyze, "skipped: this libgpuopt has no divergence analysis yet")
class TestDivergence(unittest.TestCase):
    def test_states_and_coefficients(self):
        with gpuopt.Context() as ctx, ctx.parse_ir(KERNEL) as m:
            k = m.function("k")
            with ctx.divergence(k, mode="affine") as d:
                self.assertEqual(d.state("%n"), "uniform")
                self.assertEqual(d.state("t"), "affine")
                self.assertEqual(d.coefficients("idx")[1], 2)
                self.assertEqual(d.value("idx")["c1"], 2)
                self.assertIn("entry", d.divergent_branches)
                self.assertEqual(d.summary()["accesses"], 1)
                # tid.x <= 1023, so the i32 index 2*tid cannot wrap before the GEP sign-extends it:
                # the range analysis proves it (issue 17), and the access is strided
                self.assertEqual((d.accesses[0]["pattern"], d.accesses[0]["stride"]), ("strided", 8))
        # tid + n may wrap for a large n: no claim on the address, unless no-wrap is assumed
        wrap = HDR + """
define void @w(ptr %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = add i32 %t, %n
  %p = getelementptr i32, ptr %out, i32 %idx
  store i32 0, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @w, !"kernel", i32 1}
"""
        with gpuopt.Context() as ctx, ctx.parse_ir(wrap) as m:
            with ctx.divergence(m.function("w"), mode="affine") as d:
                self.assertEqual(d.accesses[0]["pattern"], "divergent")
            with ctx.divergence(m.function("w"), mode="affine", assume_no_signed_wrap=True) as d:
                self.assertEqual((d.accesses[0]["pattern"], d.accesses[0]["stride"]), ("coalesced", 4))
        with gpuopt.Context() as ctx, ctx.parse_ir(KERNEL) as m:
            k = m.function("k")
            with ctx.divergence(k, mode="affine", assume_no_signed_wrap=True) as d:
                acc = d.accesses
                self.assertEqual(len(acc), 1)
                self.assertEqual(acc[0]["pattern"], "strided")
                self.assertEqual(acc[0]["stride"], 8)
                self.assertIn("store i32", acc[0]["inst"])
            with ctx.divergence(k, mode="simple") as d:
                self.assertEqual(d.state("idx"), "divergent")
            with self.assertRaises(gpuopt.Error):
                ctx.divergence(k, mode="cubic")


if __name__ == "__main__":
    unittest.main()


SAXPY = HDR + """
define void @saxpy(i32 %n, float %a, ptr %x, ptr %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %c, %d
  %i = add i32 %m, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %then, label %end
then:
  %w = sext i32 %i to i64
  %px = getelementptr float, ptr %x, i64 %w
  %vx = load float, ptr %px
  %ax = fmul float %vx, %a
  %py = getelementptr float, ptr %y, i64 %w
  %vy = load float, ptr %py
  %s = fadd float %ax, %vy
  store float %s, ptr %py
  br label %end
end:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @saxpy, !"kernel", i32 1}
"""


@unittest.skipIf(not api.gpuopt_interp_create, "skipped: this libgpuopt has no interpreter")
class TestRun(unittest.TestCase):
    def test_interp_with_array_bytes_memoryview(self):
        import array
        with gpuopt.Context() as ctx, ctx.parse_ir(SAXPY) as m:
            x = bytes(array.array("f", [float(i) for i in range(100)]))  # read-only input
            y = array.array("f", [1.0] * 100)
            stats = m.run("saxpy", grid=2, block=64, args=[90, 2.0, x, y])
            self.assertEqual(list(y[:90]), [2.0 * i + 1.0 for i in range(90)])
            self.assertEqual(list(y[90:]), [1.0] * 10)  # guarded by n
            self.assertEqual(stats["blocks"], 2)
            self.assertGreater(stats["warp_insts"], 0)
            # sectors: warps 0-2 have active lanes (i < 90), each loads x[i] and y[i] and stores
            # y[i] over 4 aligned 32-byte sectors (warp 2's 26 lanes too); warp 3 touches nothing
            self.assertEqual((stats["gld_requests"], stats["gld_sectors"]), (6, 24))
            self.assertEqual((stats["gst_requests"], stats["gst_sectors"]), (3, 12))
            yb = bytearray(array.array("f", [0.5] * 100).tobytes())
            m.run(m.function("saxpy"), grid=(4, 1, 1), block=(32, 1, 1), args=[100, -1.0, x, memoryview(yb)])
            self.assertEqual(array.array("f", bytes(yb))[7], -7.0 + 0.5)
            # the same after the gpucc pipeline
            m.run_pipeline("gpucc")
            y2 = array.array("f", [1.0] * 100)
            m.run("saxpy", grid=2, block=64, args=[90, 2.0, x, y2])
            self.assertEqual(y2, y)

    def test_interp_errors_raise(self):
        import array
        with gpuopt.Context() as ctx, ctx.parse_ir(SAXPY) as m:
            y = array.array("f", [0.0] * 10)
            with self.assertRaises(gpuopt.Error) as e:  # 64 threads read x[0..63] of a 40-byte buffer
                m.run("saxpy", grid=1, block=64, args=[64, 1.0, bytes(40), y])
            self.assertEqual(e.exception.status_name, "GPUOPT_ERUNTIME")
            self.assertIn("saxpy", e.exception.message)
            with self.assertRaises(gpuopt.Error):
                m.run("saxpy", args=[1, 2.0])  # too few arguments
            with self.assertRaises(gpuopt.Error):
                m.run("nope", args=[])
            with self.assertRaises(gpuopt.Error):
                m.run("saxpy", args=[1, 1.0, None, None], device="tpu")

    def test_gpu_when_present(self):
        import array
        n = ctypes_count()
        if n is None or n <= 0:
            self.skipTest("skipped: no CUDA device (%s)" % ("no driver" if n is None else "0 devices"))
        with gpuopt.Context() as ctx, ctx.parse_ir(SAXPY) as m:
            x = bytes(array.array("f", [float(i) for i in range(256)]))
            y_gpu = array.array("f", [1.0] * 256)
            y_ref = array.array("f", [1.0] * 256)
            m.run("saxpy", grid=4, block=64, args=[250, 2.5, x, y_gpu], device="gpu")
            m.run("saxpy", grid=4, block=64, args=[250, 2.5, x, y_ref])
            self.assertEqual(y_gpu, y_ref)


def ctypes_count():
    import ctypes
    if not api.gpuopt_cuda_device_count:
        return None
    with gpuopt.Context() as ctx:
        n = ctypes.c_int(0)
        if api.gpuopt_cuda_device_count(ctx._handle(), ctypes.byref(n)):
            return None
        return n.value
