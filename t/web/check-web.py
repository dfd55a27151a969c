#!/usr/bin/env python3
"""check-web.py - make check-web: the web page (make wasm) in headless
Chromium, opened from file://, against the trfpair command (issue 27).

usage: check-web.py PAGE OUTDIR
Environment: TRFPAIR (the command), MUTATE (t/mutate.c, built),
CHROMIUM (default chromium), SHARED (default ../shared beside the
worktree: its corpus), WEB_QUICK (set: leave out the corpus agreement
and the 1000-player checks, while developing).

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
CHECK_FIXTURES = os.path.join(ROOT, "t", "fixtures", "check")     # t/t0044-check-report.sh's
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

    def set_system(self, value):
        """Choose a system; a file already shown is checked again: wait."""
        self.b.eval("(s => { s.value = %s; s.dispatchEvent(new Event('change')); })(document.getElementById('system'))"
                    % json.dumps(value))
        return self.wait_state(("done", "error", "empty", "changed", "cancelled"))

    def wait_state(self, states=("done", "error"), timeout=900):
        self.b.wait("%s.includes(document.body.dataset.state)" % json.dumps(list(states)), timeout)
        return self.b.eval("document.body.dataset.state")

    def choose_again(self, path, timeout=900):
        """Choose path as a user does, the input left as the page left it
        (choosing the file shown is then no change to the input)."""
        self.b.eval("document.body.dataset.state = 'choosing'")
        self.b.set_file("#file", path)
        return self.wait_state(timeout=timeout)

    def drop(self, path, timeout=900):
        """Drop path on the page's drop zone (a dragged file)."""
        self.b.eval("document.body.dataset.state = 'choosing'; document.getElementById('drop').scrollIntoView()")
        r = self.b.eval("(r => [r.x + r.width / 2, r.y + r.height / 2])(document.getElementById('drop').getBoundingClientRect())")
        for t in ("dragEnter", "dragOver", "drop"):
            self.b.call("Input.dispatchDragEvent", type=t, x=r[0], y=r[1],
                        data={"items": [], "files": [path], "dragOperationsMask": 1})
        return self.wait_state(timeout=timeout)

    def link_bytes(self, sel):
        """The bytes a download link of the page gives."""
        b64 = self.b.eval("""fetch(document.querySelector(%s).href).then(r => r.arrayBuffer())
            .then(a => { let s = ''; for (const x of new Uint8Array(a)) s += String.fromCharCode(x); return btoa(s); })"""
                          % json.dumps(sel), await_promise=True)
        return base64.b64decode(b64 or "")


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


def reader_lines(data):
    """A file's lines as lib/trf/read.c reads them (trf-format.md §8):
    UTF-8 when it is (or holds a multibyte sequence, a stray byte then
    one character), else Latin-1; LF, CRLF or CR.  Python's own codecs,
    not the page's decoder."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        multibyte = re.search(rb"[\xc2-\xf4][\x80-\xbf]", data)
        text = data.decode("utf-8", "replace") if multibyte else data.decode("latin-1")
    return re.split(r"\r\n|\r|\n", text)


def checklist_cells(doc):
    """The page's check-list table from -l --format=json: a Group column
    ("not paired" for those the round leaves out), the columns (a Name
    after ID), the file's pairing of the round checked (Cur), the earlier
    rounds; cells as the text check-list writes them, the
    pairing-allocated bye said PAB."""
    cols = doc["columns"]
    nround = max([len(p["rounds"]) for p in doc["players"]] + [0])
    current = any(p["current"] for p in doc["players"])
    head = ["Group"]
    for c in cols:
        head.append(c["name"])
        if c["key"] == "id":
            head.append("Name")
    if current:
        head.append("Cur")
    head += ["R%d" % k for k in range(1, nround + 1)]

    def cell(v, c):
        if v is None:
            return ""
        if c["type"] == "flag":
            return "Y" if v else "N"
        if c["type"] == "number":
            return "%.1f" % v
        if c["key"] == "colour_diff":
            return "%+d" % v if v else "0"
        return str(v)

    def game(g):
        if not g:
            return ""
        if g["opponent"]:
            return "%d%s%s" % (g["opponent"], (g["colour"] or "-").lower(), g["result"] or "")
        return g["result"] or ""

    def cur(g):
        if not g:
            return ""
        if g["opponent"]:
            return "(%d%s)" % (g["opponent"], g["colour"] or "")
        return "(PAB)" if g["bye"] == "U" else "(%s)" % (g["bye"] or "")

    rows = [head]
    for p in doc["players"]:
        row = ["not paired" if p["paired"] is False else "" if p["group"] is None else "%.1f" % p["group"]]
        for c in cols:
            row.append(cell(p["values"][c["key"]], c))
            if c["key"] == "id":
                row.append(p["name"] or "")
        if current:
            row.append(cur(p["current"]))
        row += [game(p["rounds"][k]) if k < len(p["rounds"]) else "" for k in range(nround)]
        rows.append(row)
    return rows


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

    # The file dialog offers the extensions of TRF exports (Krause: .tab).
    accept = b.eval("document.getElementById('file').accept").split(",")
    report(all(x in accept for x in (".trf", ".txt", ".tab")),
           "the file dialog offers .trf, .txt and .tab", accept)

    editions(page, b)

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
    verdict = page.text("#verdict")
    report(verdict.startswith("1 of 2 rounds does not comply"),
           "the verdict line in words: %r" % verdict)
    b.call("Emulation.setDeviceMetricsOverride", width=1000, height=1400, deviceScaleFactor=1, mobile=False)
    b.screenshot(os.path.join(outdir, "screenshot-findings.png"))
    b.call("Emulation.clearDeviceMetricsOverride")
    report(os.path.getsize(os.path.join(outdir, "screenshot-findings.png")) > 10000,
           "screenshot of the findings written to %s" % os.path.join(outdir, "screenshot-findings.png"))

    keep_report(page, b, damaged, outdir)

    # The check-list of a chosen round as a table: the command's JSON
    # check-list, each player with the name the file gives.
    for r, extra in ((2, ["-c", "2"]), (3, [])):
        b.eval("document.getElementById('cl-round').value = '%d'" % r)
        page.click("#cl-show")
        b.wait("['done', 'error'].includes(document.getElementById('checklist').dataset.state)", 300)
        cells = b.eval("""[...document.querySelectorAll('#cl-table tr')].map(tr =>
            [...tr.children].map(c => c.textContent))""")
        lst = os.path.join(work, "cl.json")
        command(["--dutch", "--edition=auto"] + extra + ["--format=json", "-l", lst], damaged)
        with open(lst) as f:
            doc = json.load(f)
        want_cells = checklist_cells(doc)
        names = [p["name"] for p in doc["players"]]
        report(cells == want_cells and len(cells) > 6 and "Name" in cells[0] and
               all(n and any(n in row for row in cells) for n in names),
               "check-list of round %d: the values and names of -l --format=json" % r,
               "page %r\ncommand %r" % (cells, want_cells))

    # Pair the next round: the download is -p's output, byte for byte.
    page.click("#pair-go")
    b.wait("['done', 'error'].includes(document.getElementById('pair').dataset.state)", 900)
    got = page.link_bytes("#pair-link")
    st, want, _, _ = command(["--dutch", "--edition=auto", "-p"], damaged)
    rows = b.eval("document.querySelectorAll('#pair-table tbody tr').length")
    report(st == 0 and got == want and rows == int(want.split()[0]),
           "pair round 3: the downloaded file equals trfpair -p byte for byte, one table row a line",
           "page %r\ncommand %r rows=%r" % (got, want, rows))

    explained(page, b, damaged)
    wrong_rounds(page, b)
    total_rounds(page, b, work)
    unreadable(page, b, work)
    warnings(page, b)
    recheck(page, b, work)

    # A phone's width: nothing wider than the screen but the tables'
    # own scrolling boxes.
    b.call("Emulation.setDeviceMetricsOverride", width=360, height=740, deviceScaleFactor=2, mobile=True)
    page.load(damaged)
    wide = b.eval("document.documentElement.scrollWidth")
    b.screenshot(os.path.join(outdir, "screenshot-phone.png"), full=False)
    b.call("Emulation.clearDeviceMetricsOverride")
    report(wide <= 360, "at 360 px wide the page needs no sideways scrolling", "scrollWidth %r" % wide)

    if os.environ.get("WEB_QUICK"):     # while developing: not the long parts
        return
    agreement(page, b, work)
    big(page, b)


def editions(page, b):
    """The systems and editions are the library's (the command's list
    for each system), and the edition list holds only the chosen
    system's: no wrong combination can be chosen."""
    systems = b.eval("[...document.getElementById('system').options].map(o => o.value)")
    bad = []
    for sysname in [x for x in systems if x != "auto"]:
        page.set_system(sysname)
        shown = b.eval("[...document.getElementById('edition').options].map(o => o.value)")
        p = subprocess.run([TRFPAIR, "--" + sysname, "--edition=0", "--info", "none.trf"], capture_output=True)
        m = re.search(r"editions: ([0-9, ]+)", p.stderr.decode())
        want = ["auto"] + [y for y in re.split(r",\s*", m.group(1)) if y] if m else None
        if shown != want:
            bad.append("%s: page %r, command %r" % (sysname, shown, want))
    page.set_system("auto")
    report(sorted(systems) == ["auto", "dubov", "dutch", "lim"] and not bad,
           "systems %s: each lists only its own editions, those the command names" % systems[1:],
           "\n".join(bad))


def keep_report(page, b, path, outdir):
    """Save as text is what -c prints, Save as JSON what -c
    --format=json prints, byte for byte; printing shows the rounds, one
    block each, and no buttons."""
    page.click("#save-text")
    b.wait("document.getElementById('save-text').dataset.state === 'ready'", 300)
    got_text = page.link_bytes("#save-text")
    page.click("#save-json")
    got_json = page.link_bytes("#save-json")
    _, want_text, _, _ = command(["--dutch", "-c", "--edition=auto"], path)
    _, want_json, _, _ = command(["--dutch", "-c", "--edition=auto", "--format=json"], path)
    names = b.eval("[document.getElementById('save-text').download, document.getElementById('save-json').download]")
    report(got_text == want_text and b"round 2" in got_text and names[0].endswith(".txt"),
           "Save as text: what -c prints (%s)" % names[0], "page %r\ncommand %r" % (got_text, want_text))
    report(got_json == want_json and got_json.count(b"\n") == 2 and names[1].endswith(".json"),
           "Save as JSON: what -c --format=json prints (%s)" % names[1],
           "page %r\ncommand %r" % (got_json, want_json))
    b.call("Emulation.setEmulatedMedia", media="print")
    seen = b.eval("""(() => {
        const vis = e => e && getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0;
        return {
          buttons: [...document.querySelectorAll('button, select, input')].filter(vis).length,
          links: [...document.querySelectorAll('.keep a')].filter(vis).length,
          rounds: [...document.querySelectorAll('#round-list > li.round')].filter(vis).length,
          blocks: [...document.querySelectorAll('#round-list > li.round')].map(li => getComputedStyle(li).breakInside),
          findings: vis(document.querySelector('li.finding')),
        }; })()""")
    pdf = b.call("Page.printToPDF")
    b.call("Emulation.setEmulatedMedia", media="")
    with open(os.path.join(outdir, "print.pdf"), "wb") as f:
        f.write(base64.b64decode(pdf["data"]))
    report(seen["buttons"] == 0 and seen["links"] == 0 and seen["rounds"] == 2 and seen["findings"] and
           all(x == "avoid" for x in seen["blocks"]) and len(pdf["data"]) > 1000,
           "print: no buttons, each round one unbroken block, the findings shown (print.pdf)", seen)


def command_json(path, args):
    """-c's JSON records of path, by round."""
    _, out, _, _ = command(args[:1] + ["-c", "--edition=auto", "--format=json"] + args[1:], path)
    return {o["round"]: o for o in map(json.loads, out.decode().splitlines())}


def page_pairings(b, r):
    """Round r's two pairings as shown: {which: [[board, white, black,
    differs, white sign and title, black sign and title]]}."""
    return b.eval("""Object.fromEntries([...document.querySelectorAll(
        "#round-list > li[data-round='%d'] table.pairing")].map(t => [t.classList.contains('file') ? 'file' : 'rules',
        [...t.tBodies[0].rows].map(tr => [tr.dataset.board, tr.dataset.white, tr.dataset.black, tr.dataset.differs,
            tr.classList.contains('differs'), tr.querySelector('td.diff').textContent !== '',
            [...tr.querySelectorAll('.piece')].map(p => p.textContent.trim() + ' ' + p.title),
            [...tr.querySelectorAll('.player')].map(p => p.classList.contains('white') ? 'white' : 'black')])]))""" % r)


def want_pairings(boards):
    """The same from -c --format=json's "boards": each board that the
    other side does not have as it is marked, and White by a white
    square, Black by a black one."""
    out = {}
    for which in ("file", "rules"):
        side = boards[which]
        if side is None:
            continue
        rows = []
        for x in side["boards"]:
            d = x["differs"] or ""
            rows.append([str(x["board"]), str(x["white"]), str(x["black"]), d, bool(d), bool(d),
                         ["\u25a1 White", "\u25a0 Black"], ["white", "black"]])
        if side["pab"] is not None:
            d = "pab" if side["pab_differs"] else ""
            rows.append(["PAB", str(side["pab"]), "", d, bool(d), bool(d), [], []])
        out[which] = rows
    return out


def wrong_rounds(page, b):
    """The command's own fixtures of wrong rounds (t/t0044-check-report.sh):
    each round that does not comply opens with the command's summary
    line, before its findings, and shows the file's pairing and the
    rules' with the boards that differ marked, White told from Black."""
    for name in ("pab-wrong.trf", "colour-wrong.trf", "pair-wrong.trf"):
        path = os.path.join(CHECK_FIXTURES, name)
        for sysname in ("dutch", "dubov", "lim"):
            page.set_system(sysname)
            page.load(path)
            want = command_json(path, ["--" + sysname])
            bad = [r for r in sorted(want) if want[r]["status"] != "complies"]
            problems = []
            for r in bad:
                o = want[r]
                first = b.eval("""(li => [...li.children].slice(1, 3).map(e => e.className + '|' + e.textContent))(
                    document.querySelector("#round-list > li[data-round='%d']"))""" % r)
                summary = o["summary"][0].upper() + o["summary"][1:] + "."
                if not first or first[0] != "summary|" + summary or not first[1].startswith("findings|"):
                    problems.append("round %d: first %r, summary %r" % (r, first, summary))
                got, exp = page_pairings(b, r), want_pairings(o["boards"])
                marked = sum(1 for side in exp.values() for row in side if row[4])
                if got != exp or marked == 0:
                    problems.append("round %d: pairings\n page %r\n want %r" % (r, got, exp))
            report(bad and not problems,
                   "%s --%s: round %s opens with the command's summary line, then the findings; both pairings "
                   "shown with the differing boards marked, White and Black told apart" % (
                       name, sysname, ", ".join(map(str, bad))), "\n".join(problems))
    page.set_system("auto")


def explained(page, b, damaged):
    """Explain bracket by bracket: one block per record of -c R --explain
    --format=json, with its players, those who came in, its pairs, its
    floaters, its criteria values, and the findings about it beside
    it."""
    for path, sysname, r in ((damaged, "dutch", 2), (os.path.join(CHECK_FIXTURES, "pab-wrong.trf"), "dutch", 2),
                             (os.path.join(CHECK_FIXTURES, "pair-wrong.trf"), "dubov", 2),
                             (os.path.join(CHECK_FIXTURES, "pab-wrong.trf"), "lim", 2)):
        page.set_system(sysname)
        page.load(path)
        sel = "#round-list > li[data-round='%d']" % r
        page.click(sel + " button.explain")
        b.wait("document.querySelector(%s).dataset.state === 'done'" % json.dumps(sel + " button.explain"), 300)
        got = b.eval("""[...document.querySelectorAll(%s)].map(s => [s.dataset.kind, s.dataset.bracket,
            s.dataset.players, s.dataset.incoming, s.dataset.pairs, s.dataset.floaters,
            [...s.querySelectorAll('table.criteria tbody tr')].map(tr => [...tr.cells].map(c => c.textContent)),
            [...s.querySelectorAll('aside li.finding')].map(f => f.dataset.rule + ' ' + f.querySelector('.text').textContent),
            s.querySelector('h4').textContent, s.querySelector('details.lines pre').textContent])""" % json.dumps(
            sel + " section.bracket"))
        _, out, _, _ = command(["--" + sysname, "-c", str(r), "--explain", "--edition=auto", "--format=json"], path)
        o = json.loads(out.decode().splitlines()[0])
        want = [[x["kind"] or "", x["bracket"] or "", " ".join(map(str, x["players"])),
                 " ".join(map(str, x["incoming"])), " ".join("%d-%d" % tuple(p) for p in x["pairs"]),
                 " ".join(map(str, x["floaters"])), [[v["name"], v["value"]] for v in x["values"]],
                 [o["findings"][i]["rule"] + " " + o["findings"][i]["text"] for i in x["findings"]],
                 ("Score group " if x["kind"] == "group" else "Bracket ") + x["bracket"] if x["kind"] else "The round",
                 "\n".join(x["lines"])] for x in o["explain"]]
        beside = sum(len(x[7]) for x in want)
        wide = b.eval("document.querySelector(%s).scrollWidth <= document.querySelector(%s).clientWidth" % (
            json.dumps(sel), json.dumps(sel)))
        report(got == want and len(want) >= 1 and beside >= (1 if path != damaged else 0) and wide,
               "%s --%s round %d explained: %d blocks as -c --explain --format=json gives them (players, pairs, "
               "floaters, %d criteria values), %d findings beside their brackets, nothing running off the page" % (
                   os.path.basename(path), sysname, r, len(want), sum(len(x[6]) for x in want), beside),
               "page %r\ncommand %r" % (got, want))
    page.set_system("auto")


def total_rounds(page, b, work):
    """A file without XXR or 142 (example.trf without its XXR line, as
    t/t0045-total-rounds.sh makes it): the page asks for the number of
    rounds, and pairs as -p --total-rounds N does, which is -p on the
    file with XXR N."""
    example = os.path.join(SAMPLES, "example.trf")
    path = os.path.join(work, "noxxr.trf")
    with open(example, "rb") as f, open(path, "wb") as g:
        g.writelines(l for l in f.read().splitlines(True) if not l.startswith(b"XXR"))
    page.load(path)
    asked = b.eval("!document.getElementById('pair-total-box').hidden")
    page.click("#pair-go")
    state = b.eval("document.getElementById('pair').dataset.state")
    note = page.text("#pair-note")
    report(asked and state == "asking" and "how many rounds" in note,
           "no XXR or 142: the page asks for the number of rounds before pairing", "%r %r %r" % (asked, state, note))
    results = []
    for n in (5, 3):
        b.eval("document.getElementById('pair-total').value = '%d'" % n)
        page.click("#pair-go")
        b.wait("['done', 'error'].includes(document.getElementById('pair').dataset.state)", 900)
        got = page.link_bytes("#pair-link")
        st, want, _, _ = command(["--dutch", "--edition=auto", "-p", "--total-rounds", str(n)], path)
        xxr = os.path.join(work, "xxr%d.trf" % n)
        with open(example, "rb") as f, open(xxr, "wb") as g:
            g.write(re.sub(rb"(?m)^XXR 5", b"XXR %d" % n, f.read()))
        st2, want2, _, _ = command(["--dutch", "--edition=auto", "-p"], xxr)
        results.append((n, st == 0 and st2 == 0 and got == want == want2, got, want, want2))
    report(all(r[1] for r in results),
           "given 5 and then 3 rounds: the page's pairing is -p --total-rounds N's, and -p's of the file with XXR N",
           "\n".join("%d: page %r command %r xxr %r" % (r[0], r[2], r[3], r[4]) for r in results))


def unreadable(page, b, work):
    """A file that cannot be read: the reader's message as the command
    prints it, and the line itself in the file's own characters (UTF-8
    or Latin-1, as the reader decodes it) with the column marked."""
    cases = [os.path.join(FIXTURES, "example-invalid.trf"),
             os.path.join(ROOT, "t", "fixtures", "trf", "bad-startno.trf")]
    # Damaged copies of files with names outside ASCII: the UTF-8
    # example (Šimek, Tomáš) and the Latin-1 fixture (Müller, Jürgen),
    # the rank or points column spoilt after the name.
    with open(os.path.join(SAMPLES, "example.trf"), "rb") as f:
        lines = f.read().decode("utf-8").split("\n")
    i = next(k for k, l in enumerate(lines) if "Šimek" in l)
    lines[i] = lines[i][:85] + "  y" + lines[i][88:]
    utf = os.path.join(work, "invalid-utf8.trf")
    with open(utf, "wb") as f:
        f.write("\n".join(lines).encode("utf-8"))
    with open(os.path.join(ROOT, "t", "fixtures", "trf", "latin1-crlf.trf"), "rb") as f:
        data = f.read()
    k = data.index(b"M\xfcller")
    line_end = data.index(b"\r\n", k)
    start = data.rindex(b"\n", 0, k) + 1
    line = bytearray(data[start:line_end])
    line[80:84] = b"1.x "
    lat = os.path.join(work, "invalid-latin1.trf")
    with open(lat, "wb") as f:
        f.write(data[:start] + bytes(line) + data[line_end:])
    cases += [utf, lat]
    for path in cases:
        state = page.load(path)
        st, _, err, _ = command(["--dutch", "--edition=auto", "--info"], path)
        m = re.match(r"^(.*?):(\d+):(\d+): ", err)
        shown = page.text("#error-text")
        src = b.eval("""(p => p.hidden ? null : [p.querySelector('.lineno').textContent,
            [...p.childNodes].filter(n => !(n.classList && n.classList.contains('lineno'))).map(n => n.textContent).join(''),
            p.querySelector('mark').textContent])(document.getElementById('error-line'))""")
        with open(path, "rb") as f:
            want_lines = reader_lines(f.read())
        ok = state == "error" and st == 3 and m and shown.strip() == err.strip() and page.rounds() == []
        if ok:
            ln, col = int(m.group(2)), int(m.group(3))
            want = want_lines[ln - 1]
            mark = want[col - 1] if col <= len(want) else " "
            ok = (src is not None and src[0].strip() == str(ln) and src[1] == (want if col <= len(want) else want + " ")
                  and src[2] == mark and "exit status" not in b.eval("document.body.innerText")
                  and ("Line %d, column %d" % (ln, col)) in page.text("#error-where"))
        report(ok, "unreadable %s: %r, the line shown with column %s marked"
               % (os.path.basename(path), err.strip(), m.group(3) if m else "?"),
               "page %r %r\nline %r" % (shown, src, want_lines[int(m.group(2)) - 1] if m else None))


def warnings(page, b):
    """The reader's warnings, each line as the command prints it; each
    opens to the line of the file it is about, its column marked; one
    button opens them all.  And the system the file's 192 line names,
    taken when the page is left on its default (this file names Lim)."""
    warned = os.path.join(FIXTURES, "example-warnings.trf")
    page.set_system("dutch")
    state = page.load(warned)
    st, _, err, _ = command(["--dutch", "--edition=auto", "--info"], warned)
    shown = b.eval("[...document.querySelectorAll('#warnings li')].map(li => (li.querySelector('summary') || li).textContent)")
    report(state == "done" and st == 0 and len(shown) == 2 and shown == err.splitlines() and
           all(re.match(r"^example-warnings\.trf:\d+:\d+: warning: ", w) for w in shown),
           "the reader's warnings, verbatim: %r" % shown, "page %r\ncommand %r" % (shown, err))
    page.set_system("auto")
    state = page.load(warned)
    st, want, _, _ = command_rounds(warned, "--lim")
    got = page.rounds()
    report(state == "done" and got == want and "lim (from the file's 192 line)" in page.text("#facts"),
           "system left on auto: the one the 192 line names (Lim), verdicts as --lim gives them",
           "page %r\ncommand %r\n%s" % (got, want, page.text("#facts")))
    # Repairs of real exports (the command's fixtures): every warning
    # opens to its line, the column marked, as the reader reads the file.
    bad = []
    n = 0
    for name in ("ruler.trf", "not-utf8.trf", "points-blank.trf", "zero-bye.trf"):
        path = os.path.join(ROOT, "t", "fixtures", "repair", name)
        page.load(path)
        _, _, err, _ = command(["--dutch", "--edition=auto", "--info"], path)
        page.click("#warnings-all")
        got = b.eval("""[...document.querySelectorAll('#warnings details')].map(d => [d.open,
            d.querySelector('summary').textContent, d.querySelector('.lineno').textContent,
            [...d.querySelector('pre').childNodes].filter(n => !(n.classList && n.classList.contains('lineno'))).map(n => n.textContent).join(''),
            d.querySelector('mark').textContent, d.getBoundingClientRect().height > 30])""")
        with open(path, "rb") as f:
            lines = reader_lines(f.read())
        want = []
        for w in err.splitlines():
            m = re.match(r"^.*?:(\d+):(\d+): ", w)
            ln, col = int(m.group(1)), int(m.group(2))
            text = lines[ln - 1]
            want.append([True, w, "%d " % ln, text if col <= len(text) else text + " ",
                         text[col - 1] if col <= len(text) else " ", True])
        n += len(want)
        if got != want or not want:
            bad.append("%s:\n  page %r\n  want %r" % (name, got, want))
    report(not bad and n >= 5, "%d warnings of 4 repaired files: each opens to its line, the column marked; "
           "one button opens all" % n, "\n".join(bad))


def recheck(page, b, work):
    """Fix and recheck: the file is read from disk again, never the
    first copy shown again without saying so."""
    f = os.path.join(work, "recheck.trf")
    damaged = os.path.join(FIXTURES, "example-colours.trf")
    good = os.path.join(SAMPLES, "example.trf")
    shutil.copy(damaged, f)
    page.load(f)
    first = page.rounds()
    shutil.copy(good, f)
    os.utime(f, (time.time() + 5, time.time() + 5))
    state = page.choose_again(f, 120)   # the input as the page left it
    _, want, _, _ = command_rounds(f, "--dutch")
    got = page.rounds()
    report(state == "done" and first[1][1] == "findings" and got == want and got[1][1] == "complies",
           "the same file chosen again after a fix: read again, the new verdicts",
           "before %r\nafter %r\ncommand %r" % (first, got, want))
    # Dropped: Check again reads the file as it now is on disk.
    shutil.copy(damaged, f)
    state = page.drop(f)
    before = page.rounds()
    shutil.copy(good, f)
    os.utime(f, (time.time() + 10, time.time() + 10))
    b.eval("document.body.dataset.state = 'choosing'")
    page.click("#recheck")
    state2 = page.wait_state()
    got = page.rounds()
    report(state == "done" and before[1][1] == "findings" and state2 == "done" and got == want,
           "a dropped file, fixed on disk: Check again reads it again", "before %r\nafter %r" % (before, got))
    # Chosen in the dialog, then changed: the browser will not read the
    # changed file from its old choice; the page says so and shows none
    # of the old copy's results.
    shutil.copy(damaged, f)
    page.load(f)
    shutil.copy(good, f)
    os.utime(f, (time.time() + 15, time.time() + 15))
    b.eval("document.body.dataset.state = 'choosing'")
    page.click("#recheck")
    state = page.wait_state(("done", "error", "changed"))
    msg = page.text("#progress")
    report(state == "changed" and "changed on disk" in msg and "choose it again" in msg and page.rounds() == []
           and b.eval("document.getElementById('rounds').hidden"),
           "a chosen file changed on disk: Check again says to choose it again, no old results shown", msg)


def agreement(page, b, work):
    """The same findings through the page and the command: corpus files,
    their mutants, and small Dubov and Lim tournaments the command
    generates, with mutants of those (t/mutate.c); Save as JSON is what
    -c --format=json prints for each."""
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
        page.set_system(sysname)
        state = page.load(path)
        st, want, err, _ = command_rounds(path, sysopt)
        got = page.rounds() if state == "done" else None
        if st in (0, 6) and got == want:
            page.click("#save-json")
            saved = page.link_bytes("#save-json")
            _, want_json, _, _ = command([sysopt, "-c", "--edition=auto", "--format=json"], path)
            if saved != want_json:
                diffs.append("%s: Save as JSON differs" % os.path.basename(path))
            nsame += 1
            nfind += sum(len(r[2]) for r in want)
            nval += sum(1 for r in want for f in r[2] if f[3])
        elif st not in (0, 6) and state == "error" and page.text("#error-text").strip() == err.strip():
            nsame += 1
        else:
            diffs.append("%s (%s, exit %d):\n  page %r\n  command %r %s" % (
                os.path.basename(path), sysopt, st, got, want, err))
    report(not diffs and nfind >= 5 and nval >= 1,
           "%d files (corpus, generated Dubov and Lim, mutants): the page's verdicts, findings and saved "
           "JSON are the command's (%d findings, %d with submitted and best values)" % (len(inputs), nfind, nval),
           "\n".join(diffs))
    page.set_system("auto")


def big(page, b):
    """1000 players: a long check can be cancelled (its worker ended and
    a new one started), and the page stays responsive while it works,
    shows its progress, and gives the command's verdicts."""
    big_file = os.path.join(SAMPLES, "bench-2026-1000.trf")
    b.eval("document.body.dataset.state = 'choosing'; document.getElementById('file').value = ''")
    b.set_file("#file", big_file)
    b.wait("/Checking round 1 of/.test(document.getElementById('progress').textContent)", 300)
    t0 = time.time()
    page.click("#cancel")
    state = page.wait_state(("done", "error", "cancelled"), 60)
    cancel_ms = (time.time() - t0) * 1000
    msg = page.text("#progress")
    example = os.path.join(SAMPLES, "example.trf")
    state2 = page.load(example, 120)
    st, want, _, _ = command_rounds(example, "--dutch")
    report(state == "cancelled" and "Cancelled" in msg and cancel_ms < 5000 and state2 == "done"
           and page.rounds() == want,
           "1000 players: Cancel stops the check within %.0f ms (%r); the next file is checked" % (cancel_ms, msg))

    st, want, _, secs = command_rounds(big_file, "--dutch")
    b.eval("document.body.dataset.state = 'choosing'; document.getElementById('file').value = ''")
    t0 = time.time()
    b.set_file("#file", big_file)
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
