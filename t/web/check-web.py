#!/usr/bin/env python3
"""check-web.py - make check-web: the web page (make wasm) in headless
Chromium, opened from file://, against the trfpair command (issue 27).

usage: check-web.py PAGE OUTDIR
Environment: TRFPAIR (the command), MUTATE (t/mutate.c, built),
CHROMIUM (default chromium), SHARED (default ../shared beside the
worktree: its corpus).

Every expected value comes from the command run on the same file, never
from the page: the page must show what the command prints.  The page is
driven as a user drives it (its file input, its buttons) and read back
from its rendered DOM.  Prints ok/not ok lines, the measured times, and
  web: N passed, N failed
A screenshot of a tournament with findings is written to OUTDIR."""

import base64
import csv
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(HERE, "fixtures")
SAMPLES = os.path.join(ROOT, "trf-samples")
SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(ROOT), "shared"))
TRFPAIR = os.environ["TRFPAIR"]
MUTATE = os.environ["MUTATE"]

passed = failed = 0


def report(ok, what, detail=""):
    global passed, failed
    n = passed + failed + 1
    if ok:
        passed += 1
        print("ok %d - %s" % (n, what))
    else:
        failed += 1
        print("not ok %d - %s" % (n, what))
        for line in str(detail).splitlines()[:40]:
            print("#   " + line)
    sys.stdout.flush()


def command(args, path):
    """trfpair ARGS on path, run in its folder with its bare name, as the
    page names it: (status, stdout bytes, stderr text, seconds)."""
    t0 = time.time()
    p = subprocess.run([TRFPAIR] + args[:1] + [os.path.basename(path)] + args[1:],
                       cwd=os.path.dirname(path), capture_output=True)
    return p.returncode, p.stdout, p.stderr.decode(), time.time() - t0


class Page:
    def __init__(self, browser, url):
        self.b = browser
        self.url = url

    def open(self):
        """Load the page afresh; the milliseconds until its engine answers."""
        t0 = time.time()
        self.b.navigate(self.url)
        self.b.wait("document.readyState === 'complete' && document.body.dataset.engine", 120)
        return (time.time() - t0) * 1000.0, self.b.eval("document.body.dataset.engine")

    def load(self, path, timeout=900):
        """Choose path in the file input; wait for the check to end."""
        # The same file chosen twice is no change: empty the input first.
        self.b.eval("document.body.dataset.state = 'choosing'; document.getElementById('file').value = ''")
        self.b.set_file("#file", path)
        self.b.wait("['done', 'error'].includes(document.body.dataset.state)", timeout)
        return self.b.eval("document.body.dataset.state")

    def rounds(self):
        """Each round as rendered: [round, status, [(rule, players, text)]]."""
        return self.b.eval("""[...document.querySelectorAll('#round-list > li.round')].map(li => [
            +li.dataset.round, li.dataset.status,
            [...li.querySelectorAll('li.finding')].map(f => [f.dataset.rule,
                f.dataset.players, f.querySelector('.text').textContent, f.dataset.values])])""")

    def text(self, sel):
        return self.b.eval("(document.querySelector(%s) || {}).innerText || ''" % json.dumps(sel))

    def click(self, sel):
        self.b.eval("document.querySelector(%s).click()" % json.dumps(sel))


def command_rounds(path, system):
    """What -c --format=json says of every round, in the page's shape."""
    st, out, err, secs = command([system, "-c", "--edition=auto", "--format=json"], path)
    rounds = []
    for line in out.decode().splitlines():
        o = json.loads(line)
        rounds.append([o["round"], o["status"],
                       [[f["rule"], " ".join(str(p) for p in f["players"]), f["text"],
                         "" if f["submitted"] is None else "%s / %s" % (f["submitted"], f["best"])]
                        for f in o["findings"]]])
    return st, rounds, err, secs


def main():
    page_path, outdir = sys.argv[1], sys.argv[2]
    # Killed (a CI time-out, an impatient user): still close the browser.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    os.makedirs(outdir, exist_ok=True)
    work = tempfile.mkdtemp(prefix="trfpair-web.")
    browser = Browser(os.environ.get("CHROMIUM", "chromium"))
    try:
        run(Page(browser, "file://" + os.path.abspath(page_path)), browser, outdir, work)
    finally:
        browser.close()
        shutil.rmtree(work, ignore_errors=True)
    print("web: %d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


def run(page, b, outdir, work):
    # The page from file://, its worker from a Blob: the engine answers.
    ms, engine = page.open()
    version = subprocess.run([TRFPAIR, "--version"], capture_output=True).stdout.decode().strip()
    report(engine == "ready" and version in page.text("footer") and version.split()[1] in page.text("h1"),
           "page opens from file://, its engine starts and it names %s" % version,
           "engine=%s footer=%r" % (engine, page.text("footer")))
    load = b.eval("performance.getEntriesByType('navigation')[0].loadEventEnd")
    print("# page load: %.0f ms to the load event, %.0f ms to a ready engine "
          "(from navigation to the engine's first answer)" % (load, ms))

    # A compliant tournament: every round complies, as the command says.
    example = os.path.join(SAMPLES, "example.trf")
    state = page.load(example)
    st, want, _, _ = command_rounds(example, "--dutch")
    got = page.rounds()
    report(state == "done" and st == 0 and got == want and len(got) == 2 and
           all(r[1] == "complies" for r in got) and "Every round complies" in page.text("#verdict"),
           "example.trf: every round shown complying", "page %r\ncommand %r" % (got, want))
    st, out, _, _ = command(["--dutch", "--edition=auto", "--info"], example)
    ed = re.search(r"^edition:\s+(.*)$", out.decode(), re.M).group(1)
    report(ed in page.text("#facts") and "rounds played\n2" in page.text("#facts"),
           "the summary gives the edition used (%s) and the rounds" % ed, page.text("#facts"))

    # A damaged one: round 2's colours swapped by hand (t/web/fixtures):
    # the rule, round and players the command prints, with the names.
    damaged = os.path.join(FIXTURES, "example-colours.trf")
    state = page.load(damaged)
    st, want, _, _ = command_rounds(damaged, "--dutch")
    got = page.rounds()
    st2, text, _, _ = command(["--dutch", "-c", "--edition=auto", "--names"], damaged)
    m = re.search(r"^round 2: ([^:]+): (1-6: .*) \[(.*)\]$", text.decode(), re.M)
    r2 = page.text("#round-list > li[data-round='2']")
    report(state == "done" and st == 6 and m and got == want and got[1][1] == "findings" and
           got[1][2][0][0] == m.group(1) and got[1][2][0][2] == m.group(2) and
           all(n.strip() in r2 for n in m.group(3).split(";")) and "does not comply" in r2,
           "damaged round 2: the command's rule, players (with names) and text",
           "page %r\ncommand %r\n%s\n%s" % (got, want, text.decode(), r2))
    b.call("Emulation.setDeviceMetricsOverride", width=1000, height=1400, deviceScaleFactor=1, mobile=False)
    b.screenshot(os.path.join(outdir, "screenshot-findings.png"))
    b.call("Emulation.clearDeviceMetricsOverride")
    report(os.path.getsize(os.path.join(outdir, "screenshot-findings.png")) > 10000,
           "screenshot of the findings written to %s" % os.path.join(outdir, "screenshot-findings.png"))

    # --explain, one click away: the command's explanation of round 2.
    page.click("#round-list > li[data-round='2'] button.explain")
    b.wait("document.querySelector(\"#round-list > li[data-round='2'] button.explain\").dataset.state === 'done'", 300)
    shown = b.eval("document.querySelector(\"#round-list > li[data-round='2'] pre.explanation\").textContent")
    st, out, _, _ = command(["--dutch", "-c", "2", "--explain", "--names", "--edition=auto"], damaged)
    report(shown == out.decode() and "bracket" in shown,
           "Explain shows what -c 2 --explain --names prints", "page:\n%s\ncommand:\n%s" % (shown, out.decode()))

    # The check-list of a chosen round as a table: the command's cells.
    for r, extra in ((2, ["-c", "2"]), (3, [])):
        b.eval("document.getElementById('cl-round').value = '%d'" % r)
        page.click("#cl-show")
        b.wait("['done', 'error'].includes(document.getElementById('checklist').dataset.state)", 300)
        cells = b.eval("""[...document.querySelectorAll('#cl-table tr')].map(tr =>
            [...tr.children].map(c => c.textContent))""")
        lst = os.path.join(work, "cl.csv")
        command(["--dutch", "--edition=auto"] + extra + ["--format=csv", "-l", lst], damaged)
        with open(lst, newline="") as f:
            want_cells = [row for row in csv.reader(f)]
        report(cells == want_cells and len(cells) > 6,
               "check-list of round %d: the table holds the cells of -l --format=csv" % r,
               "page %r\ncommand %r" % (cells, want_cells))

    # Pair the next round: the download is -p's output, byte for byte.
    def pair_bytes(path):
        page.click("#pair-go")
        b.wait("['done', 'error'].includes(document.getElementById('pair').dataset.state)", 900)
        b64 = b.eval("""fetch(document.getElementById('pair-link').href).then(r => r.arrayBuffer())
            .then(a => { let s = ''; for (const x of new Uint8Array(a)) s += String.fromCharCode(x); return btoa(s); })""",
                     await_promise=True)
        return base64.b64decode(b64 or "")
    got = pair_bytes(damaged)
    st, want, _, _ = command(["--dutch", "--edition=auto", "-p"], damaged)
    rows = b.eval("document.querySelectorAll('#pair-table tbody tr').length")
    report(st == 0 and got == want and rows == int(want.split()[0]),
           "pair round 3: the downloaded file equals trfpair -p byte for byte, one table row a line",
           "page %r\ncommand %r rows=%r" % (got, want, rows))

    # An invalid file: the reader's FILE:LINE:COL message, and nothing else.
    invalid = os.path.join(FIXTURES, "example-invalid.trf")
    state = page.load(invalid)
    st, _, err, _ = command(["--dutch", "--edition=auto", "--info"], invalid)
    shown = page.text("#error-text")
    report(state == "error" and st == 3 and re.match(r"^example-invalid\.trf:\d+:\d+: ", err) and
           shown.strip() == err.strip() and page.rounds() == [],
           "invalid file: the reader's message %r" % err.strip(), "page %r" % shown)

    # The reader's warnings, each line as the command prints it; and the
    # system the file's 192 line names, taken when the page is left on
    # its default (this file names Lim).
    warned = os.path.join(FIXTURES, "example-warnings.trf")
    b.eval("document.getElementById('system').value = 'dutch'")
    state = page.load(warned)
    st, _, err, _ = command(["--dutch", "--edition=auto", "--info"], warned)
    shown = b.eval("[...document.querySelectorAll('#warnings li')].map(li => li.textContent)")
    report(state == "done" and st == 0 and len(shown) == 2 and shown == err.splitlines() and
           all(re.match(r"^example-warnings\.trf:\d+:\d+: warning: ", w) for w in shown),
           "the reader's warnings, verbatim: %r" % shown, "page %r\ncommand %r" % (shown, err))
    b.eval("document.getElementById('system').value = 'auto'")
    state = page.load(warned)
    st, want, _, _ = command_rounds(warned, "--lim")
    got = page.rounds()
    report(state == "done" and got == want and "lim (from the file's 192 line)" in page.text("#facts"),
           "system left on auto: the one the 192 line names (Lim), verdicts as --lim gives them",
           "page %r\ncommand %r\n%s" % (got, want, page.text("#facts")))

    # A phone's width: nothing wider than the screen but the tables'
    # own scrolling boxes.
    b.call("Emulation.setDeviceMetricsOverride", width=360, height=740, deviceScaleFactor=2, mobile=True)
    page.load(damaged)
    wide = b.eval("document.documentElement.scrollWidth")
    b.screenshot(os.path.join(outdir, "screenshot-phone.png"), full=False)
    b.call("Emulation.clearDeviceMetricsOverride")
    report(wide <= 360, "at 360 px wide the page needs no sideways scrolling", "scrollWidth %r" % wide)

    # The same findings through the page and the command: corpus files,
    # their mutants, and small Dubov and Lim tournaments the command
    # generates, with mutants of those (t/mutate.c).
    inputs = []         # (path, system)
    corpus = [os.path.join(SHARED, "corpus", d, f) for d, f in (
        ("dutch-2017", "dutch-000003.trf"), ("dutch-2017", "dutch-000140.trf"),
        ("dutch-2026", "dutch-300497.trf"))]
    for c in corpus:
        dst = os.path.join(work, os.path.basename(c))
        shutil.copy(c, dst)
        inputs.append((dst, "dutch"))
    for sysname, seed in (("dubov", 7), ("lim", 8)):
        cfg = os.path.join(work, "%s.cfg" % sysname)
        with open(cfg, "w") as f:
            f.write("PlayersNumber=19\nRoundsNumber=6\n")
        out = os.path.join(work, "%s-gen.trf" % sysname)
        subprocess.run([TRFPAIR, "--" + sysname, "-g", cfg, "-s", str(seed), "-o", out], check=True)
        inputs.append((out, sysname))
    for i, (src, sysname) in enumerate(list(inputs)):
        for seed in (4 + 10 * i, 6 + 10 * i):
            dst = os.path.join(work, "m%d-%s" % (seed, os.path.basename(src)))
            subprocess.run([MUTATE, str(seed), src, dst], check=True, stdout=subprocess.DEVNULL)
            inputs.append((dst, sysname))
    nfind = nsame = nval = 0
    diffs = []
    for path, sysname in inputs:
        sysopt = "--" + sysname
        b.eval("document.getElementById('system').value = '%s'" % sysname)
        state = page.load(path)
        st, want, err, _ = command_rounds(path, sysopt)
        got = page.rounds() if state == "done" else None
        if st in (0, 6) and got == want:
            nsame += 1
            nfind += sum(len(r[2]) for r in want)
            nval += sum(1 for r in want for f in r[2] if f[3])
        elif st not in (0, 6) and state == "error" and page.text("#error-text").strip() == err.strip():
            nsame += 1
        else:
            diffs.append("%s (%s, exit %d):\n  page %r\n  command %r %s" % (
                os.path.basename(path), sysopt, st, got, want, err))
    report(not diffs and nfind >= 5 and nval >= 1,
           "%d files (corpus, generated Dubov and Lim, mutants): the page's verdicts and findings "
           "are the command's (%d findings, %d with submitted and best values)" % (len(inputs), nfind, nval), "\n".join(diffs))

    b.eval("document.getElementById('system').value = 'auto'")

    # 1000 players: the page stays responsive while it works (its
    # worker), shows its progress, and gives the command's verdicts.
    big = os.path.join(SAMPLES, "bench-2026-1000.trf")
    st, want, _, secs = command_rounds(big, "--dutch")
    b.eval("document.body.dataset.state = 'choosing'; document.getElementById('file').value = ''")
    t0 = time.time()
    b.set_file("#file", big)
    lag, seen = [], set()
    while True:
        t1 = time.time()
        s = b.eval("[document.body.dataset.state, document.getElementById('progress').textContent]")
        lag.append(time.time() - t1)
        if s[0] in ("done", "error"):
            break
        m = re.match(r"Checking round (\d+) of", s[1])
        if m:
            seen.add(int(m.group(1)))
        if time.time() - t0 > 1800:
            break
        time.sleep(0.2)
    web_secs = time.time() - t0
    got = page.rounds()
    report(got == want and len(want) == 11 and all(r[1] == "complies" for r in got) and len(seen) >= 5
           and max(lag) < 1.0,
           "1000 players: every round complies as the command says; progress shown for %d rounds; "
           "the page answered within %.0f ms throughout" % (len(seen), max(lag) * 1000),
           "page %r\ncommand %r\nseen %r" % (got, want, sorted(seen)))
    print("# 1000 players (bench-2026-1000.trf, 11 rounds, -c): %.1f s in the page, "
          "%.1f s by the command (wall clock, this machine)" % (web_secs, secs))


if __name__ == "__main__":
    sys.exit(main())
