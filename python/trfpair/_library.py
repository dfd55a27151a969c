"""Finding and loading libtrfpair.so (the C library under the module).

In order: the file named by the environment variable TRFPAIR_LIB; the
build tree this module sits in (python/trfpair/ beside build/dist/), so
that it runs from a checkout without installing; the library installed
by `make install` (libtrfpair.so.0, found as the dynamic loader finds
it).
"""

import ctypes
import ctypes.util
import glob
import os

SONAME = "libtrfpair.so.0"


def _candidates():
    env = os.environ.get("TRFPAIR_LIB")
    if env:
        yield env
        return
    here = os.path.dirname(os.path.abspath(__file__))
    top = os.path.dirname(os.path.dirname(here))
    for path in sorted(glob.glob(os.path.join(top, "build", "dist", "libtrfpair.so.*"))):
        yield path
    yield SONAME
    found = ctypes.util.find_library("trfpair")
    if found:
        yield found


def load():
    """The library with trfpair_json() and trfpair_json_free() declared."""
    errors = []
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
        except OSError as e:
            errors.append(str(e))
            continue
        lib.trfpair_json.restype = ctypes.c_void_p
        lib.trfpair_json.argtypes = [ctypes.c_char_p, ctypes.c_char_p,
                                     ctypes.c_char_p, ctypes.c_size_t]
        lib.trfpair_json_free.restype = None
        lib.trfpair_json_free.argtypes = [ctypes.c_void_p]
        return lib
    raise OSError("trfpair: libtrfpair.so not found (build it with make, "
                  "install it with make install, or set TRFPAIR_LIB): "
                  + "; ".join(errors))
