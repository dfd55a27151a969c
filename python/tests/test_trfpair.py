"""The Python module on the sample files and the fixtures of t/fixtures/api.

Expected pairings and findings are worked by hand (the example of
trf-format.md §9, as t0005 derives them), not taken from the library.
Run from the source tree (python3 -m unittest discover -s python/tests),
with the library of the build tree, or TRFPAIR_LIB naming one.
"""

import os
import time
import unittest

import trfpair

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLES = os.path.join(TOP, "trf-samples")
FIXTURES = os.path.join(TOP, "t", "fixtures", "api")


def read(*parts):
    with open(os.path.join(*parts), "rb") as f:
        return f.read()


EXAMPLE = read(SAMPLES, "example.trf")


def round_pairing(trf, r):
    """Round r as the file records it: {(white, black)} and the PAB, read
    from the columns of the 001 lines (trf-format.md §3)."""
    boards, pab = set(), None
    for line in trf.decode("utf-8").splitlines():
        if not line.startswith("001"):
            continue
        at = 91 + 10 * (r - 1)
        block = line[at:at + 8]
        me, opp, colour = int(line[4:8]), block[0:4].strip(), block[5:6]
        if opp in ("", "0000"):
            if block[7:8] == "U":
                pab = me
        elif colour == "w":
            boards.add((me, int(opp)))
    return boards, pab


class Pair(unittest.TestCase):
    def test_next_round_of_the_example(self):
        # engine-cli.md §2: round 3 of the example by the 2017 text.
        doc = trfpair.pair(EXAMPLE, system="dutch", edition=2017)
        self.assertEqual(doc["status"], 0)
        self.assertIsNone(doc["error"])
        res = doc["result"]
        self.assertEqual((res["system"], res["edition"], res["round"]), ("dutch", 2017, 3))
        self.assertEqual(res["pairing"], {"boards": [[1, 2], [4, 6], [3, 5]], "pab": None})

    def test_text_and_bytes_give_the_same_document(self):
        self.assertEqual(trfpair.pair(EXAMPLE.decode("utf-8"), system="dutch"),
                         trfpair.pair(EXAMPLE, system="dutch"))

    def test_round_again(self):
        # t0005: round 2 paired again gives 6-1 and 2-3, the PAB to 4
        # (5 took a half-point bye).
        res = trfpair.pair(EXAMPLE, system="dutch", edition=2017, round=2)["result"]
        self.assertEqual(res["round"], 2)
        self.assertEqual(sorted(map(tuple, res["pairing"]["boards"])), [(2, 3), (6, 1)])
        self.assertEqual(res["pairing"]["pab"], 4)

    def test_no_legal_pairing(self):
        # Two players who met in round 1: C1 leaves no round 2.
        with self.assertRaises(trfpair.TrfpairError) as cm:
            trfpair.pair(read(FIXTURES, "met.trf"), system="dutch", file="met.trf")
        e = cm.exception
        self.assertEqual(e.status, 1)
        self.assertEqual((e.file, e.line, e.col), ("met.trf", 0, 0))
        self.assertTrue(e.message.startswith("No valid pairing exists: "), e.message)


class Check(unittest.TestCase):
    def test_example_complies(self):
        doc = trfpair.check(EXAMPLE, system="dutch", edition=2017)
        self.assertEqual(doc["status"], 0)
        self.assertEqual([(r["round"], r["status"]) for r in doc["result"]],
                         [(1, "complies"), (2, "complies")])

    def test_wrong_round_names_the_rules(self):
        # Round 2 paired 1-2 6-3: 6 and 3 met in round 1 (C1), and 2 is
        # due white against 1 (E.1).
        doc = trfpair.check(read(FIXTURES, "wrong.trf"), system="dutch", edition=2017)
        self.assertEqual(doc["status"], 6)
        r2 = [r for r in doc["result"] if r.get("round") == 2 and "findings" in r][0]
        self.assertEqual(r2["status"], "findings")
        rules = {f["rule"]: f for f in r2["findings"]}
        self.assertEqual(sorted(rules["C1"]["players"]), [3, 6])
        self.assertEqual(sorted(rules["E.1"]["players"]), [1, 2])
        self.assertEqual(sorted(map(tuple, r2["pairing"]["boards"])), [(2, 3), (6, 1)])

    def test_one_round(self):
        doc = trfpair.check(read(FIXTURES, "wrong.trf"), system="dutch", edition=2017, round=2)
        self.assertEqual([r["round"] for r in doc["result"]], [2])

    def test_edition_auto_reads_the_start_date(self):
        # 042 2025/03/01: the 2017 text was in force (trfpair(1), EDITIONS).
        doc = trfpair.check(EXAMPLE, system="dutch", edition="auto")
        self.assertEqual({r["edition"] for r in doc["result"]}, {2017})


class Info(unittest.TestCase):
    def test_summary(self):
        res = trfpair.info(EXAMPLE, system="dutch")["result"]
        self.assertEqual((res["rounds_played"], res["total_rounds"], res["next_round"]), (2, 5, 3))
        self.assertEqual(res["initial_colour"], "white")
        self.assertEqual(len(res["players"]), 6)
        by_id = {p["id"]: p for p in res["players"]}
        self.assertEqual(by_id[3]["points"], 0.0)
        self.assertEqual(by_id[6]["rating"], 0)
        self.assertEqual(by_id[1]["colours"], "wb")


class Checklist(unittest.TestCase):
    def test_next_round(self):
        res = trfpair.checklist(EXAMPLE, system="dutch")["result"]
        self.assertEqual(res["round"], 3)
        self.assertEqual(len(res["players"]), 6)

    def test_past_round_with_its_pairing(self):
        # Before round 2, player 1 met 6 with black (the file's round 2).
        res = trfpair.checklist(EXAMPLE, 2, system="dutch")["result"]
        self.assertEqual(res["round"], 2)
        p1 = [p for p in res["players"] if p["id"] == 1][0]
        self.assertEqual((p1["current"]["opponent"], p1["current"]["colour"]), (6, "B"))


class Standings(unittest.TestCase):
    def test_points_first(self):
        doc = trfpair.standings(EXAMPLE, ["PTS", "BH"], system="dutch")
        rows = doc["result"]["standings"]
        self.assertEqual(doc["result"]["tiebreaks"], ["PTS", "BH"])
        # 1, 2 and 6 have 1.5 points, 4 and 5 have 1.0, 3 has none.
        self.assertEqual({r["id"] for r in rows[:3]}, {1, 2, 6})
        self.assertEqual({r["id"] for r in rows[3:5]}, {4, 5})
        self.assertEqual(rows[5]["id"], 3)
        self.assertEqual(doc["notes"], [])

    def test_default_list_is_a_note(self):
        doc = trfpair.standings(EXAMPLE, system="dutch")
        self.assertEqual(len(doc["notes"]), 1)
        self.assertIn("no 212 or 202 record", doc["notes"][0])


class Generate(unittest.TestCase):
    CONFIG = "PlayersNumber=12\nRoundsNumber=4\n"

    def test_seeded_and_checkable(self):
        a = trfpair.generate(self.CONFIG, 7, system="dutch")["result"]
        self.assertEqual(a, trfpair.generate(self.CONFIG, 7, system="dutch")["result"])
        self.assertNotEqual(a, trfpair.generate(self.CONFIG, 8, system="dutch")["result"])
        self.assertEqual(sum(1 for l in a.splitlines() if l.startswith("001")), 12)
        # The engine made every round: the checker finds them all legal.
        doc = trfpair.check(a, system="dutch")
        self.assertEqual(doc["status"], 0)
        self.assertEqual(len(doc["result"]), 4)

    def test_seed_of_64_bits(self):
        self.assertIn("seed=18446744073709551615",
                      trfpair.generate(self.CONFIG, 2**64 - 1, system="lim")["result"])
        with self.assertRaises(trfpair.TrfpairError) as cm:
            trfpair.generate(self.CONFIG, 2**64, system="lim")
        self.assertEqual(cm.exception.status, 4)


class Errors(unittest.TestCase):
    def test_unreadable_file(self):
        # Player 4's rating, columns 49-52 of line 17, is ABCD.
        with self.assertRaises(trfpair.TrfpairError) as cm:
            trfpair.check(read(FIXTURES, "bad.trf"), system="dutch", file="bad.trf")
        e = cm.exception
        self.assertEqual((e.status, e.file, e.line, e.col), (3, "bad.trf", 17, 49))
        self.assertIn("rating", e.message)
        self.assertEqual(str(e), "bad.trf:17:49: " + e.message)

    def test_warning_is_data_or_with_strict_an_error(self):
        doc = trfpair.info(read(FIXTURES, "warn.trf"), system="dutch", file="warn.trf")
        self.assertEqual([(w["file"], w["line"], w["col"]) for w in doc["warnings"]],
                         [("warn.trf", 14, 1)])
        with self.assertRaises(trfpair.TrfpairError) as cm:
            trfpair.info(read(FIXTURES, "warn.trf"), system="dutch", strict=True)
        self.assertEqual((cm.exception.status, cm.exception.line, cm.exception.col), (3, 14, 1))

    def test_invalid_requests(self):
        for args in [dict(), dict(system="swiss"), dict(system="dutch", colour="white"),
                     dict(system="dutch", edition=1999), dict(system="dutch", maxi=True),
                     dict(system="dutch", round=0)]:
            with self.assertRaises(trfpair.TrfpairError, msg=repr(args)) as cm:
                trfpair.pair(EXAMPLE, **args)
            self.assertEqual(cm.exception.status, 3, repr(args))

    def test_unknown_operation(self):
        doc = trfpair.call("swap", EXAMPLE, system="dutch")
        self.assertEqual(doc["status"], 3)
        self.assertIn("not an operation", doc["error"]["message"])


class Large(unittest.TestCase):
    def test_round_of_1000_players(self):
        # Round 11 of the 1000-player sample, made by the 2017 engine:
        # paired again, it is the file's.
        trf = read(SAMPLES, "bench-1000.trf")
        start = time.monotonic()
        res = trfpair.pair(trf, system="dutch", edition=2017, round=11)["result"]
        seconds = time.monotonic() - start
        boards, pab = round_pairing(trf, 11)
        self.assertEqual(len(boards), 500)
        self.assertEqual({tuple(b) for b in res["pairing"]["boards"]}, boards)
        self.assertEqual(res["pairing"]["pab"], pab)
        self.assertLess(seconds, 60)


if __name__ == "__main__":
    unittest.main()
