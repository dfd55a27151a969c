/*
 * test_rules.c - the Dutch System (C.04.3, 2017 fx_text) rule by rule,
 * through the whole pipeline: a small TRF written in memory, read,
 * validated, modelled (tmt_build) and paired with dutch_pair().
 *
 * Each test derives its expected pairing by hand from the rule fx_text
 * (dutch-2017.txt, cited as C.04.3 X.n), C.04.2 / C.04.1 and the rules
 * companion (rules-companion.md, cited by section), and is built so that
 * breaking the rule under test changes the outcome: the comment says
 * what the pairing would be without the rule.
 *
 * Players are given as "ID BLOCK BLOCK ...", a block being OPPONENT
 * COLOUR RESULT ("3w1", "12b=", "4w+") or -RESULT without an opponent
 * ("-U" PAB, "-H"/"-F"/"-Z" requested byes and absences).  A block in
 * the column of the round to be paired can only be -H, -F or -Z: the
 * player is left out (trf-format.md §5.1, §5.2).  Points are the sum of
 * the results; ratings fall with the start number, so start number =
 * pairing number (C.04.2 B, companion 2.2).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/dutch.h"
#include "support/dutch_fixture.h"

Suite *suite_dutch_rules(void);


/* dutch_pair() on the round to be paired; returns its status. */
static int try_pair(struct trf_diag *d)
{
	struct dutch_options o = { 0, DUTCH_2017 };
	int rc = dutch_pair(fx_tm, fx_tm->next_round, &o, &fx_pg, d);

	fx_have_pg = rc == TRF_OK;
	return rc;
}

/* Start number of the PAB receiver, 0 if none. */
static int bye(void)
{
	return fx_id_of(fx_pg.bye);
}

/* Exactly these boards (white-black pairs, start numbers) and this
 * bye (0: none); n boards. */
static void boards_are(int n, const int (*want)[2], int want_bye)
{
	ck_assert_msg(fx_pg.nboards == n, "want %d boards, got: %s", n, fx_dump());
	for (int i = 0; i < n; i++)
		fx_board(want[i][0], want[i][1]);
	ck_assert_msg(bye() == want_bye, "want bye %d, got: %s", want_bye, fx_dump());
}

/* Whether start numbers a and b play each other (either colour). */
static int meet(int a, int b)
{
	for (int i = 0; i < fx_pg.nboards; i++) {
		int w = fx_id_of(fx_pg.boards[i].white), k = fx_id_of(fx_pg.boards[i].black);
		if ((w == a && k == b) || (w == b && k == a))
			return 1;
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* C1: no rematch, but forfeited games do not count                     */

START_TEST(c1_no_rematch)
{
	/* C.04.3 C1 (C.04.1 b): two players shall not meet twice.
	 * R1: 1(w)-3(b) and 4(w)-2(b), both drawn.  Round 2: one bracket
	 * of four on ½.  Preferences (A.6.c): 1 and 4 had White -> mild
	 * Black; 2 and 3 had Black -> mild White.
	 * B.2: S1 = {1,2}, S2 = {3,4}.  1-3 is a rematch (C1).  Next
	 * transposition (D.1) 1-4, 2-3: both pairs share a preference, C10
	 * counts 2.  First exchange (D.2) 2<->3: S1 = {1,3}, S2 = {2,4}:
	 * 1-2, 3-4, every preference granted, nothing floats: perfect
	 * (B.4).  Colours E.1: 2-1, 3-4.
	 * Without C1 the first candidate 1-3, 2-4 would be perfect (all
	 * preferences granted): 3-1, 2-4. */
	static const char *const p[] = { "1 3w=", "2 4b=", "3 1b=", "4 2w=", NULL };
	static const int want[][2] = { { 2, 1 }, { 3, 4 } };

	fx_load("XXR 5\nXXC white1\n", p);
	fx_pair_next();
	ck_assert(!meet(1, 3));
	ck_assert(!meet(2, 4));
	boards_are(2, want, 0);
}
END_TEST

START_TEST(c1_forfeit_may_be_replayed)
{
	/* C.04.2 D.6 / companion 2.5: a game that was not played (forfeit)
	 * does not prevent a later pairing of the same two players.
	 * R1: 1-3 and 4-2 both double forfeits (nobody appeared): all on
	 * 0, no game played, no colour preference (A.6.d), everybody
	 * downfloated in R1 (A.4.b) but nobody floats now.
	 * Round 2: S1 = {1,2}, S2 = {3,4}; 1-3, 2-4 is legal and perfect.
	 * E.5 (initial White): 1 is number 1, odd -> White; 2 even -> Black.
	 * Expected 1-3, 4-2.  Treating the forfeits as games (C1) would
	 * force 1-4, 2-3. */
	static const char *const p[] = { "1 3w-", "2 4b-", "3 1b-", "4 2w-", NULL };
	static const int want[][2] = { { 1, 3 }, { 4, 2 } };

	fx_load("XXR 5\nXXC white1\n", p);
	fx_pair_next();
	boards_are(2, want, 0);
}
END_TEST

START_TEST(c1_no_pairing_left)
{
	/* C1 with nothing else possible: 1 and 3 drew in R1, 2 and 4 are
	 * absent in round 2.  The only pairing is a rematch: no complete
	 * round-pairing exists (A.9), the engine reports TRF_ENOPAIRING
	 * (companion 3.2 step 2: "arbiter decides"). */
	static const char *const p[] = { "1 3w=", "2 4b= -Z", "3 1b=", "4 2w= -Z", NULL };
	struct trf_diag d = { 0 };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(try_pair(&d), TRF_ENOPAIRING);
}
END_TEST

/* ------------------------------------------------------------------ */
/* C2: who may receive the PAB                                          */

/*
 * Round 3 of six players (XXR 5).
 *   R1: 1(w)-3(b) 1-0, 4(w)-2(b) 0-1, #5 per variant, #6 per variant.
 *   R2: 4(w)-1(b) 0-1, 2(w)-6(b) 1-0, 5(w)-3(b) 0-1.
 * Round 3: 3, 4, 6 absent.  1 and 2 on 2 points (not met), 5 lowest.
 * Preferences: 1 "wb" mild White, 2 "bw" mild Black, 5 "w" mild Black.
 */
static void c2_load(const char *five, const char *six, int only5)
{
	static char l1[32], l2[32];
	const char *p[] = { l1, l2, "3 1b0 5b1 -Z", "4 2w0 1w0 -Z", five, six, NULL };

	snprintf(l1, sizeof(l1), "1 3w1 4b1%s", only5 ? " -Z" : "");
	snprintf(l2, sizeof(l2), "2 4b1 6w1%s", only5 ? " -Z" : "");
	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(fx_tm->next_round, 3);
}

START_TEST(c2_pab_receiver_barred)
{
	/* C.04.3 C2 (C.04.1 d): a player who already had a PAB may not get
	 * it again.  #5 had the PAB (U) in R1 and lost R2: 1 point.
	 * Top bracket {1,2}: 1-2 is perfect, but then #5 is left alone and
	 * may not take the PAB: the round cannot be completed, so {1,2} is
	 * the PPB (A.9, companion 3.2).  Under C4 both must float; the CLB
	 * is MDPs {1,2} + resident {5}: M1 = 1, S1 = {1}, Limbo = {2}:
	 * 1-5 with 2 left over (PAB; legal, 2 had no bye or forfeit win).
	 * The MDP-exchange 2-5 / bye 1 has the same PSD [2,1] but both 2
	 * and 5 want Black (C10), so 1-5 stays best.  E.1: 1 White.
	 * Expected 1-5, PAB to 2.  Without C2 for U: 1-2, PAB to 5. */
	static const int want[][2] = { { 1, 5 } };

	c2_load("5 -U 3w0", "6 -Z 2b0 -Z", 0);
	fx_pair_next();
	boards_are(1, want, 2);
}
END_TEST

START_TEST(c2_forfeit_winner_barred)
{
	/* C2: "... or has already scored a (forfeit) win due to an opponent
	 * not appearing": #5 won R1 by forfeit against #6 (no game, so no
	 * colour and no rematch issue), then lost R2.  Same reasoning and
	 * outcome as with the PAB: 1-5, PAB to 2.  Without the forfeit
	 * clause: 1-2, PAB to 5. */
	static const int want[][2] = { { 1, 5 } };

	c2_load("5 6w+ 3w0", "6 5b- 2b0 -Z", 0);
	fx_pair_next();
	boards_are(1, want, 2);
}
END_TEST

START_TEST(c2_requested_bye_not_barred)
{
	/* C2 names only the PAB and the forfeit win; a requested half-point
	 * bye does not bar (companion 3.6.3).  #5 took an H in R1 and lost
	 * R2: ½ point.  Top bracket 1-2 (E.1: 1 White, 2 Black); the last
	 * bracket {5} leaves #5 unpaired and he may take the PAB.
	 * Expected 1-2, PAB to 5.  If H barred, the round would need 1-5
	 * with the PAB to 2. */
	static const int want[][2] = { { 1, 2 } };

	c2_load("5 -H 3w0", "6 -Z 2b0 -Z", 0);
	fx_pair_next();
	boards_are(1, want, 5);
}
END_TEST

START_TEST(c2_no_eligible_receiver)
{
	/* Only #5 (PAB in R1) is to be paired in round 3: the single
	 * player must get the PAB, which C2 forbids.  No complete
	 * round-pairing (A.9): TRF_ENOPAIRING. */
	struct trf_diag d = { 0 };

	c2_load("5 -U 3w0", "6 -Z 2b0 -Z", 1);
	ck_assert_int_eq(try_pair(&d), TRF_ENOPAIRING);
}
END_TEST

/* ------------------------------------------------------------------ */
/* C3: same absolute preference; topscorers exempt in the final round   */

/*
 * Ten players after two rounds, XXC white1:
 *   R1: 1(w)-3(b) 1-0, 2(w)-4(b) 1-0, 7(w)-9(b) 0-1, 8(w)-10(b) 0-1
 *   R2: 1(w)-4(b) 1-0, 2(w)-3(b) 1-0, 7(w)-10(b) 0-1, 8(w)-9(b) 0-1
 *   5 and 6 have not played (Z, Z).
 * 1, 2 ("ww", 2 points) and 7, 8 ("ww", 0 points): absolute Black,
 * cd +2 (A.6.a).  3, 4 ("bb", 0) and 9, 10 ("bb", 2): absolute White.
 * Round 3 is paired with the players of `present' (others get Z).
 */
static void c3_load(int xxr, const char *present)
{
	static const char *const base[] = {
		"1 3w1 4w1", "2 4w1 3w1", "3 1b0 2b0", "4 2b0 1b0", "5 -Z -Z",
		"6 -Z -Z", "7 9w0 10w0", "8 10w0 9w0", "9 7b1 8b1", "10 8b1 7b1"
	};
	static char lines[10][40];
	const char *p[11];
	char header[64], key[8];

	for (int i = 0; i < 10; i++) {
		snprintf(key, sizeof(key), ",%d,", i + 1);
		snprintf(lines[i], sizeof(lines[i]), "%s%s", base[i],
			 strstr(present, key) ? "" : " -Z");
		p[i] = lines[i];
	}
	p[10] = NULL;
	snprintf(header, sizeof(header), "XXR %d\nXXC white1\n", xxr);
	fx_load(header, p);
	ck_assert_int_eq(fx_tm->next_round, 3);
}

START_TEST(c3_same_absolute_never_meet)
{
	/* C.04.3 C3: non-topscorers with the same absolute preference shall
	 * not meet.  XXR 5 (round 3 is not the final round: no topscorers,
	 * A.7).  Present: 1, 2 (2 points, both absolute Black) and 5, 6 (0,
	 * no games).  Top bracket {1,2}: 1-2 is forbidden, so no pair, both
	 * float (C5 cannot do better).  Last bracket MDPs {1,2} + residents
	 * {5,6}: S1 = {1,2}, S2 = {5,6}: 1-5, 2-6 (first candidate; PSD
	 * [2,2] either way, colours all granted).  A.6.d: 5 and 6 take the
	 * colour the opponent wants: 5-1, 6-2.
	 * Without C3: 1-2 and 5-6. */
	static const int want[][2] = { { 5, 1 }, { 6, 2 } };

	c3_load(5, ",1,2,5,6,");
	fx_pair_next();
	ck_assert(!meet(1, 2));
	boards_are(2, want, 0);
}
END_TEST

START_TEST(c3_topscorers_may_meet_in_final_round)
{
	/* Same players, XXR 3: round 3 is the final round, 1 and 2 have 2
	 * points > 50% of the 2 possible: topscorers (A.7, companion
	 * 3.6.1), so C3 does not apply to 1-2.  Top bracket 1-2 (C5: one
	 * pair beats none).  Colours: both absolute Black, E.2 both
	 * absolute with equal |cd| = 2, E.3 "ww"/"ww" no difference, E.4:
	 * 1 ranks higher -> 1 Black: 2-1.  Bottom 5-6: no preferences, E.5:
	 * 5's number counting players paired so far is 5 (odd) -> White.
	 * Expected 2-1, 5-6. */
	static const int want[][2] = { { 2, 1 }, { 5, 6 } };

	c3_load(3, ",1,2,5,6,");
	fx_pair_next();
	boards_are(2, want, 0);
}
END_TEST

START_TEST(c3_one_topscorer_is_enough)
{
	/* Companion 3.3: a pair with at least one topscorer is exempt from
	 * C3.  Final round (XXR 3), only 1 (topscorer, absolute Black) and
	 * 7 (0 points, not a topscorer, absolute Black) present; they have
	 * not met.  They must be paired.  Colours: E.2 both absolute,
	 * |cd| 2 = 2; E.3 "ww"/"ww" no difference; E.4: 1 ranks higher
	 * (2 points) -> 1 Black.  Expected 7-1. */
	static const int want[][2] = { { 7, 1 } };

	c3_load(3, ",1,7,");
	fx_pair_next();
	boards_are(1, want, 0);
}
END_TEST

START_TEST(c3_no_pairing_without_topscorer)
{
	struct trf_diag d = { 0 };

	/* Not the final round (XXR 5): 1 and 7 are both non-topscorers
	 * with absolute Black preferences: C3 forbids the only pairing:
	 * TRF_ENOPAIRING (A.9). */
	c3_load(5, ",1,7,");
	ck_assert_int_eq(try_pair(&d), TRF_ENOPAIRING);
	fx_teardown();

	/* Final round, but 7 and 8 (0 points each) are not topscorers:
	 * still forbidden. */
	c3_load(3, ",7,8,");
	ck_assert_int_eq(try_pair(&d), TRF_ENOPAIRING);
}
END_TEST

/* ------------------------------------------------------------------ */
/* C8/C9: topscorers in the final round                                 */

START_TEST(c8_c9_topscorer_colours)
{
	/* Final round (XXR 3) of eight players; 5-8 are absent, so the
	 * only bracket is {1,2,3,4}, all on 2 points: all topscorers.
	 *   R1: 5(w)-1(b), 6(w)-3(b), 2(w)-7(b), 4(w)-8(b), all 1-4 won
	 *   R2: 7(w)-1(b), 8(w)-3(b), 5(w)-2(b), 6(w)-4(b), all 1-4 won
	 * 1, 3: "bb" absolute White (cd -2).  2, 4: "wb" mild White.
	 * 1-4 have not met each other.
	 * Candidates (B.2 S1 = {1,2}, S2 = {3,4}):
	 *  a) 1-3, 2-4 (first): 1-3 is allowed (topscorers, C3 exempt);
	 *     E.2 equal |cd|, E.3 none, E.4: 1 White, 3 Black for the
	 *     third time (C9) and cd -3 (C8).  2-4: 4 Black.  C8 1, C9 1,
	 *     C10 2 (3 and 4).
	 *  b) 1-4, 2-3 (next transposition): 1 White (E.2, absolute over
	 *     mild), 4 Black ("wbb", cd -1); 3 White, 2 Black ("wbb").
	 *     C8 0, C9 0, C10 2.
	 *  c) exchange 2<->3: 1-2, 3-4: also C8 0, C9 0, C10 2, but
	 *     generated after b).
	 * C8 and C9 (above C10) reject a); b) is first of the rest (B.8).
	 * Expected 1-4, 3-2.  Without C8/C9 every candidate ties from C10
	 * on and a), generated first, would win: 1-3, 2-4. */
	static const char *const p[] = {
		"1 5b1 7b1", "2 7w1 5b1", "3 6b1 8b1", "4 8w1 6b1",
		"5 1w0 2w0 -Z", "6 3w0 4w0 -Z", "7 2b0 1w0 -Z", "8 4b0 3w0 -Z",
		NULL
	};
	static const int want[][2] = { { 1, 4 }, { 3, 2 } };

	fx_load("XXR 3\nXXC white1\n", p);
	fx_pair_next();
	boards_are(2, want, 0);
}
END_TEST

START_TEST(c9_alone)
{
	/* C.04.3 C9 by itself (the colour difference stays within 2).
	 * Final round 4 (XXR 4); 5-8 absent; 1-4 won all three games: 3
	 * points > 1½, all topscorers (A.7); they have not met.
	 *   R1: 1(w)-5, 3(w)-6, 7(w)-2, 8(w)-4
	 *   R2: 6(w)-1, 5(w)-3, 2(w)-8, 4(w)-7
	 *   R3: 7(w)-1, 8(w)-3, 5(w)-2, 6(w)-4
	 * 1, 3 "wbb": cd -1, last two Black -> absolute White.
	 * 2, 4 "bwb": cd -1 -> strong White.
	 *  a) 1-3, 2-4: E.4 (equal |cd|, equal histories) 1 White, 3 Black
	 *     a third time (C9 1; cd -2, so C8 0); 2 White, 4 Black.
	 *     C10 2, C11 1 (4's strong preference).
	 *  b) 1-4, 2-3: absolute over strong (E.2): 1 and 3 White, 4 and 2
	 *     Black ("bwbb": no three in a row, cd -2).  C9 0, C10 2, C11 2.
	 *  c) 1-2, 3-4: the same as b), generated later.
	 * C9 (above C10/C11) picks b): 1-4, 3-2.  Without C9, a) wins on
	 * C11: 1-3, 2-4. */
	static const char *const p[] = {
		"1 5w1 6b1 7b1", "2 7b1 8w1 5b1", "3 6w1 5b1 8b1", "4 8b1 7w1 6b1",
		"5 1b0 3w0 2w0 -Z", "6 3b0 1w0 4w0 -Z", "7 2w0 4b0 1w0 -Z",
		"8 4w0 2b0 3w0 -Z", NULL
	};
	static const int want[][2] = { { 1, 4 }, { 3, 2 } };

	fx_load("XXR 4\nXXC white1\n", p);
	ck_assert_int_eq(fx_tm->next_round, 4);
	fx_pair_next();
	boards_are(2, want, 0);
}
END_TEST

START_TEST(c8_alone)
{
	/* C.04.3 C8 by itself (no three in a row).  Final round 5 (XXR
	 * 5); 5-8 absent; 1-4 won all four games (4 > 2: topscorers) and
	 * met only 5-8, in a Latin square (round k: i vs 5 + (i+k-2) mod 4).
	 * 1, 3 "bbwb": cd -2 -> absolute White (the last two differ).
	 * 2, 4 "bwwb": cd 0, last Black -> mild White.
	 *  a) 1-3, 2-4: E.2 equal |cd|, E.3 equal histories, E.4: 1 White,
	 *     3 Black -> cd -3 (C8 1), but "w b b" is no three in a row
	 *     (C9 0).  2 White, 4 Black.  C10 2, C11 0.
	 *  b) 1-4, 2-3: 1 and 3 White (E.2), 4 and 2 Black: C8 0, C9 0,
	 *     C10 2, C11 0.  c) 1-2, 3-4: the same, generated later.
	 * C8 picks b): 1-4, 3-2.  Without C8 every later criterion ties
	 * and a), generated first, would win: 1-3, 2-4. */
	static const char *const p[] = {
		"1 5b1 6b1 7w1 8b1", "2 6b1 7w1 8w1 5b1", "3 7b1 8b1 5w1 6b1",
		"4 8b1 5w1 6w1 7b1", "5 1w0 4b0 3b0 2w0 -Z",
		"6 2w0 1w0 4b0 3w0 -Z", "7 3w0 2b0 1b0 4w0 -Z",
		"8 4w0 3w0 2b0 1w0 -Z", NULL
	};
	static const int want[][2] = { { 1, 4 }, { 3, 2 } };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(fx_tm->next_round, 5);
	fx_pair_next();
	boards_are(2, want, 0);
}
END_TEST

/* ------------------------------------------------------------------ */
/* XXP, XXA, byes and absences                                          */

START_TEST(xxp_forbidden_pair)
{
	/* XXP (trf-format.md §5): 1 and 3 may not meet.  Round 1 of four:
	 * S1 = {1,2}, S2 = {3,4}; 1-3 forbidden, next transposition 1-4,
	 * 2-3 is perfect.  E.5 (initial White): 1 odd -> White; 2 even ->
	 * Black.  Expected 1-4, 3-2 (without XXP: 1-3, 4-2). */
	static const char *const p[] = { "1", "2", "3", "4", NULL };
	static const int want[][2] = { { 1, 4 }, { 3, 2 } };

	fx_load("XXR 5\nXXC white1\nXXP 1 3\n", p);
	fx_pair_next();
	boards_are(2, want, 0);
}
END_TEST

START_TEST(xxa_acceleration_scoregroups)
{
	/* XXA (companion 7): virtual points join the pairing score that
	 * forms the scoregroups (A.2, A.3).  Round 1, players 3 and 4 get
	 * 1.0 virtual point: scoregroups {3,4} (1) and {1,2} (0).
	 * 3-4: E.5, 3 is odd -> White.  1-2: 1 odd -> White.
	 * Expected 3-4, 1-2 (without acceleration: 1-3, 4-2). */
	static const char *const p[] = { "1", "2", "3", "4", NULL };
	static const int want[][2] = { { 3, 4 }, { 1, 2 } };

	fx_load("XXR 5\nXXC white1\nXXA    3  1.0\nXXA    4  1.0\n", p);
	fx_pair_next();
	boards_are(2, want, 0);
}
END_TEST

START_TEST(requested_byes_and_absences_left_out)
{
	/* C.04.2 D (companion 2.4): players known to miss the round are not
	 * paired; requested byes are not PABs.  Round 1 of eight: #2 has an
	 * H, #5 an F, #6 a Z in the round-1 column, #7 is named on XXZ
	 * (trf-format.md §5.2).  Paired: 1, 3, 4, 8.  S1 = {1,3}, S2 =
	 * {4,8}: 1-4, 3-8.  E.5 with the companion 2.7 numbering (players
	 * paired so far): 1 -> 1, 3 -> 2, 4 -> 3, 8 -> 4.  1 odd -> White;
	 * 3 even -> Black.  Expected 1-4, 8-3, no PAB. */
	static const char *const p[] = {
		"1", "2 -H", "3", "4", "5 -F", "6 -Z", "7", "8", NULL
	};
	static const int want[][2] = { { 1, 4 }, { 8, 3 } };

	fx_load("XXR 5\nXXC white1\nXXZ 7\n", p);
	ck_assert_int_eq(fx_tm->next_round, 1);
	fx_pair_next();
	boards_are(2, want, 0);
}
END_TEST

/* The example of trf-format.md §9 (6 players after round 2 of 5). */
static const char *const ex9[] = {
	"1 4w1 6b=", "2 5b= 3w1", "3 6w0 2b0", "4 1b0 -U", "5 2w= -H",
	"6 3b1 1w=", NULL
};

START_TEST(trf_example_round3)
{
	/* Scores: 1, 2, 6 on 1½; 4 (PAB) and 5 (H) on 1; 3 on 0.
	 * Preferences: 1 "wb" mild W, 2 "bw" mild B, 6 "bw" mild B,
	 * 4 "b" mild W, 5 "w" mild B, 3 "wb" mild W.
	 * 1½ bracket {1,2,6}: 1-6 met.  1-2 (6 floats) vs 2-6 (1 floats):
	 * same PSD, C7 one pair in the next bracket either way, C10: 1-2
	 * grants both, 2-6 does not -> 1-2, E.1 1 White.
	 * 1 bracket {6 | 4,5}: 6-4 grants both preferences (4 White), 6-5
	 * does not -> 4-6, 5 floats.  Last bracket {5 | 3}: 3-5 (E.1).
	 * Expected 1-2, 4-6, 3-5 (the result trf-format.md §9 quotes). */
	static const int want[][2] = { { 1, 2 }, { 4, 6 }, { 3, 5 } };

	fx_load("XXR 5\nXXC white1\n", ex9);
	ck_assert_int_eq(fx_tm->next_round, 3);
	fx_pair_next();
	boards_are(3, want, 0);
}
END_TEST

START_TEST(trf_example_absent_player)
{
	/* Same file with "0000 - Z" for #3 in round 3 (trf-format.md §9):
	 * #3 is left out, five players remain.  1½ bracket as before: 1-2,
	 * 6 floats.  Last bracket {6 | 4,5}: 6-4 with the PAB to 5 (H in
	 * R2 does not bar, C2) is legal; 6-5 would need the PAB for 4, who
	 * had it in R2 (C2).  Expected 1-2, 4-6, PAB to 5. */
	static const char *p[7];
	static const int want[][2] = { { 1, 2 }, { 4, 6 } };

	for (int i = 0; i < 7; i++)
		p[i] = ex9[i];
	p[2] = "3 6w0 2b0 -Z";
	fx_load("XXR 5\nXXC white1\n", p);
	fx_pair_next();
	boards_are(2, want, 5);
}
END_TEST

/* ------------------------------------------------------------------ */
/* A.9: the PPB and the collapsed last bracket                          */

START_TEST(ppb_collapsed_last_bracket)
{
	/* The constructed example of companion 3.2, round 4 of 9.
	 * D = #1, E = #2, A = #3, B = #4, C = #5; X1 = #6, X2 = #7 absent.
	 *   R1: A(w)-B(b) ½-½; C PAB; D, E H; X1, X2 Z
	 *   R2: C(w)-A(b) ½-½; B(w)-X2(b) 1-0; D, E F; X1 Z
	 *   R3: C(w)-B(b) ½-½; A(w)-X1(b) 1-0; D, E F; X2 Z
	 * Scores: D, E 2½ with no game (no preference, A.6.d) and never
	 * met; A, B, C 2 and have all met each other; C had the PAB.
	 * Preferences: A "wbw" strong B, B "bwb" strong W, C "ww" abs. B.
	 * Bracket {D,E}: D-E is perfect, but then A, B, C need one pair
	 * and every pair is a rematch: not completable, {D,E} is the PPB
	 * (A.9).  Re-paired under C4, both must float (one pair or none).
	 * CLB: MDPs D, E + residents A, B, C; MDPs do not meet each other
	 * there, so D and E each take one of A, B, C and the third gets the
	 * PAB, which cannot be C (C2).  S1 = {D,E}, S2 = {A,B,C}; D.1
	 * order: D-A, E-B (PAB C: illegal), then D-A, E-C with the PAB to
	 * B: legal.  Later candidates are no better: PSD [1,½,½] for all;
	 * colours are granted in all (D, E have no preference); C12 would
	 * prefer B over A for the PAB (A downfloated in R3 against X1, B
	 * did not), and the tie between D-A/E-C and D-C/E-A is broken by
	 * generation order (B.8).
	 * Colours: D-A, A wants Black (A.6.d) -> D White; E-C, C absolute
	 * Black -> E White.  Expected 1-3, 2-5, PAB to 4. */
	static const char *const p[] = {
		"1 -H -F -F", "2 -H -F -F", "3 4w= 5b= 6w1", "4 3b= 7w1 5b=",
		"5 -U 3w= 4w=", "6 -Z -Z 3b0 -Z", "7 -Z 4b0 -Z -Z", NULL
	};
	static const int want[][2] = { { 1, 3 }, { 2, 5 } };

	fx_load("XXR 9\nXXC white1\n", p);
	ck_assert_int_eq(fx_tm->next_round, 4);
	fx_pair_next();
	ck_assert(!meet(1, 2));
	ck_assert(bye() != 5);
	boards_are(2, want, 4);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Round 1                                                              */

START_TEST(round1_ten_white1)
{
	/* Round 1, ten players, no history: one homogeneous bracket,
	 * S1 = 1-5, S2 = 6-10 (B.2), 1-6 ... 5-10 perfect (B.4).  E.5
	 * with initial White: odd higher-ranked players get White, even
	 * ones Black (companion 3.5 round-1 check).
	 * Expected 1-6, 7-2, 3-8, 9-4, 5-10. */
	static const char *const p[] = {
		"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", NULL
	};
	static const int want[][2] = {
		{ 1, 6 }, { 7, 2 }, { 3, 8 }, { 9, 4 }, { 5, 10 }
	};

	fx_load("XXR 9\nXXC white1\n", p);
	fx_pair_next();
	boards_are(5, want, 0);
	/* Publication order (C.04.2 D.9): by the higher-ranked player. */
	for (int i = 0; i < 5; i++)
		ck_assert(meet(i + 1, i + 6) &&
			  (fx_id_of(fx_pg.boards[i].white) == i + 1 ||
			   fx_id_of(fx_pg.boards[i].black) == i + 1));
}
END_TEST

START_TEST(round1_ten_black1)
{
	/* XXC black1: E.5 gives the initial colour Black to the odd
	 * players: the mirror, 6-1, 2-7, 8-3, 4-9, 10-5. */
	static const char *const p[] = {
		"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", NULL
	};
	static const int want[][2] = {
		{ 6, 1 }, { 2, 7 }, { 8, 3 }, { 4, 9 }, { 10, 5 }
	};

	fx_load("XXR 9\nXXC black1\n", p);
	fx_pair_next();
	boards_are(5, want, 0);
}
END_TEST

START_TEST(round1_odd_field)
{
	/* Round 1, seven players: MaxPairs 3, S1 = {1,2,3}, S2 =
	 * {4,5,6,7}; 1-4, 2-5, 3-6 leave 7, the lowest-ranked, unpaired:
	 * he gets the PAB (A.5, companion 3.6.3).  E.5: 1-4, 5-2, 3-6. */
	static const char *const p[] = { "1", "2", "3", "4", "5", "6", "7", NULL };
	static const int want[][2] = { { 1, 4 }, { 5, 2 }, { 3, 6 } };

	fx_load("XXR 5\nXXC white1\n", p);
	fx_pair_next();
	boards_are(3, want, 7);
}
END_TEST

Suite *suite_dutch_rules(void)
{
	Suite *s = suite_create("dutch_rules");
	TCase *tc = tcase_create("rules");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, c1_no_rematch);
	tcase_add_test(tc, c1_forfeit_may_be_replayed);
	tcase_add_test(tc, c1_no_pairing_left);
	tcase_add_test(tc, c2_pab_receiver_barred);
	tcase_add_test(tc, c2_forfeit_winner_barred);
	tcase_add_test(tc, c2_requested_bye_not_barred);
	tcase_add_test(tc, c2_no_eligible_receiver);
	tcase_add_test(tc, c3_same_absolute_never_meet);
	tcase_add_test(tc, c3_topscorers_may_meet_in_final_round);
	tcase_add_test(tc, c3_one_topscorer_is_enough);
	tcase_add_test(tc, c3_no_pairing_without_topscorer);
	tcase_add_test(tc, c8_c9_topscorer_colours);
	tcase_add_test(tc, c9_alone);
	tcase_add_test(tc, c8_alone);
	tcase_add_test(tc, xxp_forbidden_pair);
	tcase_add_test(tc, xxa_acceleration_scoregroups);
	tcase_add_test(tc, requested_byes_and_absences_left_out);
	tcase_add_test(tc, trf_example_round3);
	tcase_add_test(tc, trf_example_absent_player);
	tcase_add_test(tc, ppb_collapsed_last_bracket);
	tcase_add_test(tc, round1_ten_white1);
	tcase_add_test(tc, round1_ten_black1);
	tcase_add_test(tc, round1_odd_field);
	suite_add_tcase(s, tc);
	return s;
}
