#!/usr/bin/env python3
"""Run the binding's unittest suite; write "passed failed skipped" to argv[1] (for make check)."""
import os, sys, unittest

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
suite = unittest.defaultTestLoader.discover(here, pattern="test_*.py", top_level_dir=here)
r = unittest.TextTestRunner(verbosity=2).run(suite)
failed = len(r.failures) + len(r.errors) + len(r.unexpectedSuccesses)
skipped = len(r.skipped)
for t, why in r.skipped:
    print("skipped: %s: %s" % (t.id(), why))
passed = r.testsRun - failed - skipped
if len(sys.argv) > 1:
    with open(sys.argv[1], "w") as f:
        f.write("%d %d %d\n" % (passed, failed, skipped))
print("python: %d passed, %d failed, %d skipped" % (passed, failed, skipped))
sys.exit(1 if failed or not r.testsRun else 0)
