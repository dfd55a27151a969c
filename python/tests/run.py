"""The module's tests, then one line "python: N passed, N failed" (a
skipped test counts as failed).  Exit 0 when none failed."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)

sys.path.insert(0, TOP)
suite = unittest.defaultTestLoader.discover(HERE, top_level_dir=TOP)
result = unittest.TextTestRunner(verbosity=2).run(suite)
failed = (len(result.failures) + len(result.errors) + len(result.skipped)
          + len(result.unexpectedSuccesses))
print("python: %d passed, %d failed" % (result.testsRun - failed, failed))
sys.exit(1 if failed else 0)
