/*
 * test_standings.c - C.07 tie-breaks worked by hand on
 * fixtures/standings/small.trf, and the list parser.
 *
 * The tournament (4 rounds, win 1, draw 1/2):
 *   1 (2000): W 2, D 3, W 5 (black), W 4 (black)          3.5
 *   2 (1900): L 1 (b), W 5 (b), D 6, L 3 (b)               1.5
 *   3 (1800): D 4, D 1 (b), H (half-point bye), W 2        2.5
 *   4 (1700): D 3 (b), forfeit loss to 6, PAB, L 1         1.5
 *   5 (1600): PAB, L 2, L 1, D 6 (b)                       1.5
 *   6 (1500): absent in round 1 (late entry), forfeit win
 *             over 4, D 2 (b), D 5                         2.0
 * VURs (C.07 16): 3's bye, 4's forfeit loss, 6's absence.  The PAB and
 * the forfeit win are not the player's choice.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "standings/standings.h"

Suite *suite_standings(void);

static struct trf_doc *doc;
static struct tmt *t;

static void load(const char *name)
{
	struct trf_diag d = { 0 };
	char path[256];

	snprintf(path, sizeof(path), "fixtures/standings/%s", name);
	doc = trf_read_file(path, &d);
	ck_assert_msg(doc != NULL, "%s: %s", path, d.msg);
	ck_assert_msg(trf_validate(doc, &d) == 0, "%s:%d: %s", path, d.line, d.msg);
	t = tmt_build(doc, &d);
	ck_assert_msg(t != NULL, "%s: %s", path, d.msg);
}

static void unload(void)
{
	tmt_free(t);
	trf_free(doc);
	t = NULL;
	doc = NULL;
}

static struct stnd_spec spec;
static struct stnd_table tab;

/* Compute LIST by the given edition on fixtures/standings/NAME. */
static void compute_on(const char *name, const char *list, int edition)
{
	char err[256];

	load(name);
	memset(&spec, 0, sizeof(spec));
	ck_assert_msg(stnd_parse(list, &spec, err, sizeof(err)) == 0, "%s", err);
	spec.edition = edition;
	ck_assert_int_eq(stnd_compute(t, &spec, &tab), 0);
}

static void compute(const char *list, int edition)
{
	compute_on("small.trf", list, edition);
}

static void release(void)
{
	stnd_table_free(&tab);
	stnd_spec_free(&spec);
	unload();
}

/* Value of tie-break k for start number id, in hundredths. */
static long val(int id, int k)
{
	return tab.value[(size_t)tmt_index(t, id) * tab.ntb + k];
}

START_TEST(buchholz_2024)
{
	/* By the 2024 text an unplayed round counts a dummy opponent with
	 * the player's own final score (C.07 16); /C1 cuts a VUR first.
	 *   1: 1.5 + 2.5 + 1.5 + 1.5 = 7.0; /C1 drops a 1.5: 5.5
	 *   3: 1.5 + 3.5 + 2.5 (bye: own) + 1.5 = 9.0; /C1 drops the bye: 6.5
	 *   4: 2.5 + 1.5 (forfeit: own) + 1.5 (PAB: own) + 3.5 = 9.0;
	 *      /C1 drops the forfeit (VUR), not the PAB: 7.5
	 *   6: 2.0 (absent: own) + 2.0 (forfeit win: own) + 1.5 + 1.5 = 7.0;
	 *      /C1 drops the absence: 5.0
	 *   2: 3.5 + 1.5 + 2.0 + 2.5 = 9.5; /C1: 8.0
	 *   5: 1.5 (PAB: own) + 1.5 + 3.5 + 2.0 = 8.5; /C1: 7.0 */
	compute("PTS,BH,BH/C1,BH/M1", STND_V2024);
	ck_assert_int_eq(val(1, 1), 700);
	ck_assert_int_eq(val(1, 2), 550);
	ck_assert_int_eq(val(3, 1), 900);
	ck_assert_int_eq(val(3, 2), 650);
	ck_assert_int_eq(val(4, 1), 900);
	ck_assert_int_eq(val(4, 2), 750);
	ck_assert_int_eq(val(6, 1), 700);
	ck_assert_int_eq(val(6, 2), 500);
	ck_assert_int_eq(val(2, 1), 950);
	ck_assert_int_eq(val(2, 2), 800);
	ck_assert_int_eq(val(5, 1), 850);
	ck_assert_int_eq(val(5, 2), 700);
	/* /M1: also the highest: 2 drops 1.5 and 3.5: 4.5; 3 drops the bye
	 * and 3.5: 3.0. */
	ck_assert_int_eq(val(2, 3), 450);
	ck_assert_int_eq(val(3, 3), 300);
	release();
}
END_TEST

START_TEST(sonneborn_berger_2024)
{
	/* SB: the opponent's (or dummy's) score times the fraction of a win.
	 *   1: 1.5 + 2.5/2 + 1.5 + 1.5 = 5.75
	 *   3: 1.5/2 + 3.5/2 + 2.5/2 (bye, dummy 2.5) + 1.5 = 5.25
	 *   4: 2.5/2 + 0 + 1.5 (PAB won against a dummy of 1.5) + 0 = 2.75
	 *   6: 0 + 2.0 (forfeit win, dummy 2.0) + 0.75 + 0.75 = 3.5
	 * SB/C1 cuts the lowest opponent, VURs not first (trfpair(1),
	 * STANDINGS): for 3, 4 and 2 both have 1.5; the lower SB part goes
	 * (the draw with 4, 0.75): 5.25 - 0.75 = 4.5. */
	compute("SB,SB/C1", STND_V2024);
	ck_assert_int_eq(val(1, 0), 575);
	ck_assert_int_eq(val(3, 0), 525);
	ck_assert_int_eq(val(4, 0), 275);
	ck_assert_int_eq(val(6, 0), 350);
	ck_assert_int_eq(val(3, 1), 450);
	release();
}
END_TEST

START_TEST(unplayed_2026)
{
	/* The 2026 text as trfpair reads it (trfpair(1), STANDINGS): a bye
	 * or absence counts a dummy holding the player's score but at most
	 * a draw a round (here 4 x 0.5 = 2.0); a forfeit the lower of the
	 * two players' scores.
	 *   3: the bye counts min(2.5, 2.0) = 2.0: BH 8.5, SB 5.0
	 *   6: absence min(2.0, 2.0); forfeit win over 4: min(2.0, 1.5) =
	 *      1.5: BH 2.0 + 1.5 + 1.5 + 1.5 = 6.5, SB 1.5 + 0.75 + 0.75 = 3.0
	 *   4: forfeit loss to 6: min(1.5, 2.0) = 1.5; PAB min(1.5, 2.0):
	 *      BH 9.0 */
	compute("BH,SB", STND_V2026);
	ck_assert_int_eq(val(3, 0), 850);
	ck_assert_int_eq(val(3, 1), 500);
	ck_assert_int_eq(val(6, 0), 650);
	ck_assert_int_eq(val(6, 1), 300);
	ck_assert_int_eq(val(4, 0), 900);
	release();
}
END_TEST

START_TEST(virtual_opponent_2022)
{
	/* 2022 (the 2009 rule): opponents' unplayed rounds count as draws;
	 * the player's own unplayed round a virtual opponent starting level,
	 * taking the other result, then drawing.
	 *   1: opponents 2 (1.5), 3 (2.5), 5 (PAB as a draw: 1.0), 4 (1.5,
	 *      its forfeit and PAB as draws) = 6.5
	 *   3: round 3 bye after 1.0: 1.0 + (1 - 0.5) + 0.5 * 1 = 2.0;
	 *      1.5 + 3.5 + 2.0 + 1.5 = 8.5 */
	compute("BH", STND_V2022);
	ck_assert_int_eq(val(1, 0), 650);
	ck_assert_int_eq(val(3, 0), 850);
	release();
}
END_TEST

START_TEST(results_and_counts)
{
	/* PS: 1 after each round 1, 1.5, 2.5, 3.5 = 8.5 (/C1 drops round 1:
	 * 7.5); 3: 0.5, 1, 1.5, 2.5 = 5.5.  WIN counts the PAB and the
	 * forfeit win; WON only games; BPG and BWG games with black; GE the
	 * rounds not voluntarily unplayed; VUR the others. */
	compute("PS,PS/C1,WIN,WON,BPG,BWG,GE,VUR,REP", STND_V2026);
	ck_assert_int_eq(val(1, 0), 850);
	ck_assert_int_eq(val(1, 1), 750);
	ck_assert_int_eq(val(3, 0), 550);
	ck_assert_int_eq(val(1, 2), 300);
	ck_assert_int_eq(val(4, 2), 100);	/* the PAB */
	ck_assert_int_eq(val(5, 2), 100);	/* the PAB */
	ck_assert_int_eq(val(6, 2), 100);	/* the forfeit win */
	ck_assert_int_eq(val(6, 3), 0);
	ck_assert_int_eq(val(1, 4), 200);
	ck_assert_int_eq(val(2, 4), 300);
	ck_assert_int_eq(val(4, 4), 100);	/* the forfeit is no game */
	ck_assert_int_eq(val(1, 5), 200);
	ck_assert_int_eq(val(2, 5), 100);
	ck_assert_int_eq(val(3, 6), 300);
	ck_assert_int_eq(val(4, 6), 300);
	ck_assert_int_eq(val(5, 6), 400);	/* a PAB is no VUR */
	ck_assert_int_eq(val(6, 7), 100);
	ck_assert_int_eq(val(1, 7), 0);
	ck_assert_int_eq(val(3, 8), 300);
	release();
}
END_TEST

START_TEST(ratings_and_koya)
{
	/* ARO over games only: 1: (1900+1800+1600+1700)/4 = 1750; /C1
	 * drops 1600: 1800; 3: 5600/3 = 1866.7 -> 1867; 6: 1900, 1600 ->
	 * 1750.  KS: half the maximum is 2.0: 1, 3 and 6 qualify; 1 scored
	 * 0.5 against 3; 6 has no game against them (its forfeit win was
	 * over 4): 0. */
	compute("ARO,ARO/C1,KS,RTNG", STND_V2026);
	ck_assert_int_eq(val(1, 0), 175000);
	ck_assert_int_eq(val(1, 1), 180000);
	ck_assert_int_eq(val(3, 0), 186700);
	ck_assert_int_eq(val(6, 0), 175000);
	ck_assert_int_eq(val(1, 2), 50);
	ck_assert_int_eq(val(6, 2), 0);
	ck_assert_int_eq(val(2, 2), 50);
	ck_assert_int_eq(val(4, 3), 170000);
	release();
}
END_TEST

START_TEST(performance)
{
	/* C.07 10.2 TPR = ARO + dp(p): ARO of the games played over the
	 * board (forfeits left out, C.07 15), rounded half up; p the game
	 * points over the games, rounded half up to hundredths; dp from
	 * the Rating Regulations' table 8.1.1 (p .88 -> 336, .67 -> 125,
	 * .38 -> -87, .25 -> -193, .17 -> -273, .50 -> 0):
	 *   1: 3.5/4 = .875 -> .88; ARO 7000/4 = 1750; 1750 + 336 = 2086
	 *   2: 1.5/4 = .375 -> .38; ARO 6900/4 = 1725; 1725 - 87 = 1638
	 *   3: 2/3 = .667 -> .67;   ARO 5600/3 = 1866.7 -> 1867; + 125 = 1992
	 *   4: 0.5/2 = .25 (not the forfeit); ARO 3800/2 = 1900 -> 1707
	 *   5: 0.5/3 = .167 -> .17; ARO 5400/3 = 1800; 1800 - 273 = 1527
	 *   6: 1/2 = .50 (not the forfeit win); ARO 3500/2 = 1750 -> 1750
	 * C.07 10.3 PTP: the lowest R whose PDs (table 8.1.2) sum to the
	 * points.  1 at 2103: D 203, 303, 503, 403 -> .76 .86 .96 .92 =
	 * 3.50; at 2102 D 302 is .85: 3.49.  6 at 1747: D -153 -> .30, 147
	 * -> .70 = 1.00; at 1746 -154 -> .29.  2 at 1609: D -391 .09, 9
	 * .51, 109 .65, -191 .25 = 1.50 (1608: -392 .08).  3 at 2003: D
	 * 303 .86, 3 .50, 103 .64 = 2.00 (2002: 302 .85).  4 at 1694: D
	 * -106 .36, -306 .14 = .50 (1693: -107 .35).  5 at 1441: D -459
	 * .05, -559 .03, -59 .42 = .50 (1440: -560 .02).
	 * C.07 10.4 APRO, 10.5 APPO: the averages over the opponents met,
	 * half up.  1 (2, 3, 5, 4): TPRs 1638 + 1992 + 1527 + 1707 = 6864
	 * / 4 = 1716; PTPs 1609 + 2003 + 1441 + 1694 = 6747 / 4
	 * = 1686.75 -> 1687.  6 (2, 5): (1638 + 1527) / 2 = 1582.5 -> 1583;
	 * (1609 + 1441) / 2 = 1525. */
	static const int id[] = { 1, 2, 3, 4, 5, 6 };
	static const long tpr[] = { 2086, 1638, 1992, 1707, 1527, 1750 };
	static const long ptp[] = { 2103, 1609, 2003, 1694, 1441, 1747 };

	compute("TPR,PTP,APRO,APPO", STND_V2026);
	for (int i = 0; i < 6; i++) {
		ck_assert_int_eq(val(id[i], 0), tpr[i] * 100);
		ck_assert_int_eq(val(id[i], 1), ptp[i] * 100);
	}
	ck_assert_int_eq(val(1, 2), 171600);
	ck_assert_int_eq(val(1, 3), 168700);
	ck_assert_int_eq(val(6, 2), 158300);
	ck_assert_int_eq(val(6, 3), 152500);
	release();
}
END_TEST

START_TEST(performance_unrated)
{
	/* unrated.trf: small.trf with 5 unrated.  TPR of 1: without /U,
	 * the games against 2, 3, 4: 2.5/3 = .833 -> .83, dp 273; ARO
	 * 5400/3 = 1800: 2073.  With /U1400 (C.07 10), 5 counts 1400: ARO
	 * 6800/4 = 1700, p .88, dp 336: 2036.  ARO/U1400 of 6: (1900 +
	 * 1400)/2 = 1650; its TPR/U1400 at 1/2 = .50: 1650. */
	compute_on("unrated.trf", "TPR,TPR/U1400,ARO/U1400", STND_V2026);
	ck_assert_int_eq(val(1, 0), 207300);
	ck_assert_int_eq(val(1, 1), 203600);
	ck_assert_int_eq(val(6, 2), 165000);
	ck_assert_int_eq(val(6, 1), 165000);
	release();
}
END_TEST

START_TEST(adjusted_buchholz_score)
{
	/* ABH: the score a player's opponents read in their BH.  2026 (no
	 * one withdrew here): the scores.  2022, every unplayed round a
	 * draw: 5 (PAB 1 -> 1/2) 1.5 -> 1.0; 6 (absence 0 and forfeit win
	 * 1 -> 1/2 each) stays 2.0; 4 (forfeit loss 0, PAB 1) stays 1.5. */
	compute("ABH", STND_V2026);
	ck_assert_int_eq(val(5, 0), 150);
	ck_assert_int_eq(val(1, 0), 350);
	release();
	compute("ABH", STND_V2022);
	ck_assert_int_eq(val(5, 0), 100);
	ck_assert_int_eq(val(6, 0), 200);
	ck_assert_int_eq(val(4, 0), 150);
	release();
}
END_TEST

START_TEST(order_and_places)
{
	/* PTS: 1, 3, 6, then 2, 4, 5 on 1.5, broken by BH 9.5, 9.0, 8.5. */
	static const int want[] = { 1, 3, 6, 2, 4, 5 };

	compute("PTS,BH", STND_V2026);
	for (int i = 0; i < 6; i++) {
		ck_assert_int_eq(t->players[tab.order[i]].id, want[i]);
		ck_assert_int_eq(tab.rank[i], i + 1);
	}
	release();
	/* PTS then DE: 2, 4 and 5 did not all meet (2 beat 5 only, and 4
	 * or 5 could still reach 1 point): the tie stands, places 4 to 6. */
	compute("PTS,DE", STND_V2026);
	for (int i = 3; i < 6; i++) {
		ck_assert_int_eq(tab.rank[i], 4);
		ck_assert_int_eq(tab.last[i], 6);
	}
	release();
}
END_TEST

START_TEST(direct_encounter)
{
	/* de.trf: a 3-round all-play-all of 4; 1 and 2 both score 2.0 and
	 * 1 beat 2 in round 1: DE 1.0 against 0.0 puts 1 first (C.07 6).
	 * de-forfeit.trf: the same with 1's win by forfeit; a forfeit is no
	 * encounter, so the two stay tied and share first place. */
	compute_on("de.trf", "PTS,DE", STND_V2026);
	ck_assert_int_eq(t->players[tab.order[0]].id, 1);
	ck_assert_int_eq(val(1, 1), 100);
	ck_assert_int_eq(val(2, 1), 0);
	ck_assert_int_eq(tab.rank[1], 2);
	release();
	compute_on("de-forfeit.trf", "PTS,DE", STND_V2026);
	ck_assert_int_eq(val(1, 1), 0);
	ck_assert_int_eq(tab.rank[0], 1);
	ck_assert_int_eq(tab.rank[1], 1);
	ck_assert_int_eq(tab.last[1], 2);
	release();
}
END_TEST

START_TEST(rank_check)
{
	/* The file's ranks are PTS,BH's: no finding; with 2 and 4 swapped,
	 * both are named with the deciding tie-break. */
	char buf[2048] = { 0 };
	FILE *f;

	compute("PTS,BH/C1", STND_V2026);
	f = fmemopen(buf, sizeof(buf) - 1, "w");
	ck_assert_int_eq(stnd_check_ranks(f, t, &spec, &tab, STND_TEXT, "x"), 0);
	fclose(f);
	ck_assert_str_eq(buf, "");
	doc->players[t->players[tmt_index(t, 2)].trf_index].rank = 5;
	doc->players[t->players[tmt_index(t, 4)].trf_index].rank = 4;
	f = fmemopen(buf, sizeof(buf) - 1, "w");
	ck_assert_int_eq(stnd_check_ranks(f, t, &spec, &tab, STND_TEXT, "x"), 2);
	fclose(f);
	ck_assert_str_eq(buf,
		"standings: 2 ranked 5th, should be 4th: BH/C1 8.0 against 7.5 for 4 (tied on PTS 1.5)\n"
		"standings: 4 ranked 4th, should be 5th: BH/C1 7.5 against 8.0 for 2 (tied on PTS 1.5)\n");
	release();
}
END_TEST

START_TEST(parse_lists)
{
	struct stnd_spec s = { 0 };
	char err[256];

	ck_assert_int_eq(stnd_parse("PTS, BH/C1 ,SB/M2,ARO/V2022", &s, err, sizeof(err)), 0);
	ck_assert_int_eq(s.n, 4);
	ck_assert_int_eq(s.tb[1].code, STND_BH);
	ck_assert_int_eq(s.tb[1].cut_low, 1);
	ck_assert_int_eq(s.tb[1].cut_high, 0);
	ck_assert_str_eq(s.tb[1].text, "BH/C1");
	ck_assert_int_eq(s.tb[2].cut_low, 2);
	ck_assert_int_eq(s.tb[2].cut_high, 2);
	ck_assert_int_eq(s.edition, 2022);
	stnd_spec_free(&s);
	ck_assert_int_eq(stnd_parse("PTS,XYZ", &s, err, sizeof(err)), -1);
	ck_assert_ptr_nonnull(strstr(err, "XYZ"));
	ck_assert_int_eq(stnd_parse("PTS,,BH", &s, err, sizeof(err)), -1);
	ck_assert_int_eq(stnd_parse("WIN/C1", &s, err, sizeof(err)), -1);
	ck_assert_int_eq(stnd_parse("PS/M1", &s, err, sizeof(err)), -1);
	/* /Unnnn: the rating given to the unrated (C.07 10), 3-4 digits. */
	ck_assert_int_eq(stnd_parse("TPR/U1400,APPO/U1000", &s, err, sizeof(err)), 0);
	ck_assert_int_eq(s.tb[0].code, STND_TPR);
	ck_assert_int_eq(s.tb[0].unrated, 1400);
	ck_assert_int_eq(s.tb[1].unrated, 1000);
	stnd_spec_free(&s);
	ck_assert_int_eq(stnd_parse("TPR/U12", &s, err, sizeof(err)), -1);
	ck_assert_int_eq(stnd_parse("BH/U1400", &s, err, sizeof(err)), -1);
	ck_assert_int_eq(stnd_parse("APRO/C1", &s, err, sizeof(err)), -1);
	/* Teams (C.07 13): NAME:MP, NAME:GP; MPvGP the other score; EMMSB
	 * and EGGSB SB on match and game points. */
	ck_assert_int_eq(stnd_parse("BH:GP/C1,MPVGP,EGGSB,emmsb,SB:mp", &s, err, sizeof(err)), 0);
	ck_assert_int_eq(s.tb[0].code, STND_BH);
	ck_assert_int_eq(s.tb[0].score, 'G');
	ck_assert_int_eq(s.tb[0].cut_low, 1);
	ck_assert_str_eq(s.tb[0].text, "BH:GP/C1");
	ck_assert_int_eq(s.tb[1].code, STND_PTS);
	ck_assert_int_eq(s.tb[1].score, 'X');
	ck_assert_int_eq(s.tb[2].code, STND_SB);
	ck_assert_int_eq(s.tb[2].score, 'G');
	ck_assert_int_eq(s.tb[3].score, 'M');
	ck_assert_int_eq(s.tb[4].score, 'M');
	stnd_spec_free(&s);
	ck_assert_int_eq(stnd_parse("BH:XP", &s, err, sizeof(err)), -1);
	ck_assert_int_eq(stnd_parse("MPVGP:GP", &s, err, sizeof(err)), -1);
	ck_assert_int_eq(stnd_parse("BH:GPX", &s, err, sizeof(err)), -1);
	ck_assert_int_eq(stnd_edition_of_date(20260301), 2026);
	ck_assert_int_eq(stnd_edition_of_date(20260228), 2024);
	ck_assert_int_eq(stnd_edition_of_date(20230701), 2024);
	ck_assert_int_eq(stnd_edition_of_date(20230630), 2022);
	ck_assert_int_eq(stnd_edition_of_date(0), 2026);
}
END_TEST

Suite *suite_standings(void)
{
	Suite *s = suite_create("standings");
	TCase *tc = tcase_create("c07");

	tcase_add_test(tc, buchholz_2024);
	tcase_add_test(tc, sonneborn_berger_2024);
	tcase_add_test(tc, unplayed_2026);
	tcase_add_test(tc, virtual_opponent_2022);
	tcase_add_test(tc, results_and_counts);
	tcase_add_test(tc, ratings_and_koya);
	tcase_add_test(tc, performance);
	tcase_add_test(tc, performance_unrated);
	tcase_add_test(tc, adjusted_buchholz_score);
	tcase_add_test(tc, order_and_places);
	tcase_add_test(tc, direct_encounter);
	tcase_add_test(tc, rank_check);
	tcase_add_test(tc, parse_lists);
	suite_add_tcase(s, tc);
	return s;
}
