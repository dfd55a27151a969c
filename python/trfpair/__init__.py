"""trfpair: FIDE Swiss pairings, pairing checks and standings from TRF files.

A thin layer over libtrfpair's JSON entry point (libtrfpair(3), JSON
ENTRY POINT): every function runs one operation of the trfpair command
on a tournament held in memory and returns the document the library
answers, as a dict:

    {"trfpair": "0.1.0", "operation": "check", "status": 0,
     "warnings": [{"file": ..., "line": ..., "col": ..., "message": ...}],
     "notes": [...], "error": None, "result": ...}

result is what `trfpair ... --format=json` prints (for check, the list
of its lines: one dict per round).  status is the command's exit status
(6 when check finds pairings against the rules).  When the command
would print an error (an unreadable file, an invalid request, no legal
pairing), TrfpairError is raised instead, carrying the same file, line,
column, message and status.

    import trfpair
    report = trfpair.check(open("tournament.trf", "rb").read(), system="dutch")
    for r in report["result"]:
        print(r["round"], r["status"])

Options (keyword arguments): system ("dutch", "dubov", "lim"; required),
edition (a year or "auto"), strict, round, explain, maxi, tiebreaks,
total_rounds (for a file without XXR or 142),
file (the name messages give the input).  Nothing is written to disk.
"""

import ctypes
import json
import threading

from . import _library

__all__ = ["TrfpairError", "pair", "check", "info", "checklist", "standings",
           "generate", "call"]
__version__ = "0.1.0"

_lib = None
_lock = threading.Lock()


class TrfpairError(Exception):
    """What the command reports as an error, as data.

    status: the command's exit status (1 no legal pairing, 3 invalid
    request or TRF, 4 size limit, 5 file access); file, line, col: where
    (line and col 0 when unknown); message: the text; document: the
    whole answer of the library.
    """

    def __init__(self, document):
        e = document["error"]
        self.document = document
        self.status = e["status"]
        self.file = e["file"]
        self.line = e["line"]
        self.col = e["col"]
        self.message = e["message"]
        super().__init__(self.diagnostic())

    def diagnostic(self):
        """The error as the command prints it: FILE:LINE:COL: message."""
        if self.file is None:
            return "trfpair: " + self.message
        if self.line and self.col:
            return "%s:%d:%d: %s" % (self.file, self.line, self.col, self.message)
        if self.line:
            return "%s:%d: %s" % (self.file, self.line, self.message)
        return "%s: %s" % (self.file, self.message)


def _bytes(data):
    if data is None:
        return b""
    if isinstance(data, str):
        return data.encode("utf-8")
    return bytes(data)


def call(operation, data, **options):
    """The library's document for operation on data (str or bytes).

    Returns the document whatever its status; pair(), check() and the
    others raise TrfpairError when it holds an error.
    """
    global _lib
    # None is the default of every option (maxi: by the field's size).
    opts = {k: v for k, v in options.items() if v is not None}
    raw = _bytes(data)
    with _lock:
        if _lib is None:
            _lib = _library.load()
        ptr = _lib.trfpair_json(operation.encode("utf-8"),
                                json.dumps(opts).encode("utf-8"), raw, len(raw))
        if not ptr:
            raise MemoryError("trfpair: out of memory")
        try:
            text = ctypes.string_at(ptr).decode("utf-8")
        finally:
            _lib.trfpair_json_free(ptr)
    return json.loads(text)


def _run(operation, data, options):
    doc = call(operation, data, **options)
    if doc["error"] is not None:
        raise TrfpairError(doc)
    return doc


def pair(trf, **options):
    """The next round (or options round=N again): result["pairing"] has
    "boards" ([white, black] start numbers) and "pab"."""
    return _run("pair", trf, options)


def check(trf, **options):
    """Every round (or round=N) checked against the rules: result is one
    dict per round (status, findings, the engine's pairing), then the
    rank check's when a tie-break list applies."""
    return _run("check", trf, options)


def info(trf, **options):
    """The summary of --info: the tournament's facts and one dict per
    player."""
    return _run("info", trf, options)


def checklist(trf, round=None, **options):
    """The check-list before round (default: the next to pair)."""
    return _run("checklist", trf, dict(options, round=round))


def standings(trf, codes=None, **options):
    """Standings by FIDE C.07 tie-breaks: codes such as "PTS,BH/C1,SB" or
    a list of them (default: the file's 212/202 record)."""
    if codes is not None and not isinstance(codes, str):
        codes = ",".join(codes)
    return _run("standings", trf, dict(options, tiebreaks=codes))


def generate(config=None, seed=None, **options):
    """A random tournament (-g): result is its TRF text.  config: the
    Key=Value text of -g (default: random values); seed: an integer."""
    return _run("generate", config, dict(options, seed=seed))
