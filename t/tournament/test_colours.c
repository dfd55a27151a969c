/*
 * test_colours.c - colour difference, history, preference, initial colour.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "tournament/tournament.h"
#include "support/tmt_fixture.h"

Suite *suite_tournament_colours(void);

static struct trf_doc *doc;
static struct tmt *t;

static void load(const char *name)
{
	t = tmt_fixture_load(name, &doc);
}

static void unload(void)
{
	tmt_fixture_free(&t, &doc);
}

static int P(int id)
{
	return tmt_index(t, id);
}

/* Colour preference of start number id after r rounds. */
static void pref_is(int id, int r, enum tmt_system sys, char colour,
		    enum tmt_strength strength)
{
	struct tmt_pref pf = tmt_colour_pref(t, P(id), r, sys);

	ck_assert_msg(pf.colour == colour && pf.strength == strength,
		      "player %d after %d: got '%c' %d, want '%c' %d", id, r,
		      pf.colour ? pf.colour : '0', (int)pf.strength,
		      colour ? colour : '0', (int)strength);
}

static void history_is(int id, int r, const char *want)
{
	char buf[16];
	int len = tmt_colour_history(t, P(id), r, buf, sizeof(buf));

	ck_assert_str_eq(buf, want);
	ck_assert_int_eq(len, (int)strlen(want));
}

START_TEST(colour_history)
{
	/* Companion §2.5: only games played over the board; forfeits,
	 * byes and absences are dropped.
	 *   1: w b w w      -> wbww
	 *   3: w (fft) b w  -> wbw
	 *   4: U (fft) b (fft) -> b
	 *   6: w b U b      -> wbb
	 *   8: Z blank w (fft) -> w
	 *   9: no game      -> "" */
	load("history.trf");
	history_is(1, 4, "wbww");
	history_is(1, 2, "wb");
	history_is(2, 4, "bwwb");
	history_is(3, 4, "wbw");
	history_is(4, 4, "b");
	history_is(5, 4, "bb");
	history_is(6, 4, "wbb");
	history_is(7, 4, "bw");
	history_is(8, 4, "w");
	history_is(9, 4, "");
	history_is(1, 0, "");
}
END_TEST

START_TEST(colour_history_truncated)
{
	char buf[3];

	load("history.trf");
	ck_assert_int_eq(tmt_colour_history(t, P(1), 4, buf, sizeof(buf)), 4);
	ck_assert_str_eq(buf, "wb");
}
END_TEST

START_TEST(colour_diff)
{
	/* C.04.3 A.6: whites minus blacks over the histories above. */
	load("history.trf");
	ck_assert_int_eq(tmt_colour_diff(t, P(1), 4), 2);
	ck_assert_int_eq(tmt_colour_diff(t, P(1), 2), 0);
	ck_assert_int_eq(tmt_colour_diff(t, P(2), 4), 0);
	ck_assert_int_eq(tmt_colour_diff(t, P(3), 4), 1);
	ck_assert_int_eq(tmt_colour_diff(t, P(4), 4), -1);
	ck_assert_int_eq(tmt_colour_diff(t, P(5), 4), -2);
	ck_assert_int_eq(tmt_colour_diff(t, P(6), 4), -1);
	ck_assert_int_eq(tmt_colour_diff(t, P(7), 4), 0);
	ck_assert_int_eq(tmt_colour_diff(t, P(8), 4), 1);
	ck_assert_int_eq(tmt_colour_diff(t, P(9), 4), 0);
}
END_TEST

START_TEST(pref_dutch)
{
	load("history.trf");
	/* A.6.a: diff +2 -> absolute black. */
	pref_is(1, 4, TMT_DUTCH, 'b', TMT_PREF_ABSOLUTE);
	/* A.6.a: diff -2 -> absolute white. */
	pref_is(5, 4, TMT_DUTCH, 'w', TMT_PREF_ABSOLUTE);
	/* A.6.a: last two played games black (rounds 2 and 4, the PAB of
	 * round 3 dropped) -> absolute white, although diff is -1. */
	pref_is(6, 4, TMT_DUTCH, 'w', TMT_PREF_ABSOLUTE);
	/* A.6.b: diff +1 -> strong black (3: wbw; 8: w). */
	pref_is(3, 4, TMT_DUTCH, 'b', TMT_PREF_STRONG);
	pref_is(8, 4, TMT_DUTCH, 'b', TMT_PREF_STRONG);
	/* A.6.b: diff -1 -> strong white (4: b). */
	pref_is(4, 4, TMT_DUTCH, 'w', TMT_PREF_STRONG);
	/* A.6.c: diff 0 -> alternate the last game (2: ...b; 7: ...w). */
	pref_is(2, 4, TMT_DUTCH, 'w', TMT_PREF_MILD);
	pref_is(7, 4, TMT_DUTCH, 'b', TMT_PREF_MILD);
	/* A.6.d: no game, no preference. */
	pref_is(9, 4, TMT_DUTCH, 0, TMT_PREF_NONE);
	pref_is(8, 2, TMT_DUTCH, 0, TMT_PREF_NONE);
}
END_TEST

START_TEST(pref_dutch_earlier)
{
	load("history.trf");
	/* 1 after round 2: wb, diff 0 -> mild white (A.6.c); after round
	 * 3: wbw, diff +1 -> strong black (A.6.b). */
	pref_is(1, 2, TMT_DUTCH, 'w', TMT_PREF_MILD);
	pref_is(1, 3, TMT_DUTCH, 'b', TMT_PREF_STRONG);
	/* 6 after round 3: wb (PAB in 3), diff 0 -> mild white. */
	pref_is(6, 3, TMT_DUTCH, 'w', TMT_PREF_MILD);
	/* 5 after round 1: b -> strong white. */
	pref_is(5, 1, TMT_DUTCH, 'w', TMT_PREF_STRONG);
}
END_TEST

START_TEST(pref_dubov)
{
	load("history.trf");
	/* Dubov 1.5.2.1-3 are the Dutch rules... */
	pref_is(1, 4, TMT_DUBOV, 'b', TMT_PREF_ABSOLUTE);
	pref_is(6, 4, TMT_DUBOV, 'w', TMT_PREF_ABSOLUTE);
	pref_is(3, 4, TMT_DUBOV, 'b', TMT_PREF_STRONG);
	pref_is(2, 4, TMT_DUBOV, 'w', TMT_PREF_MILD);
	/* ...but 1.5.2.4: no game yet is a mild preference for black. */
	pref_is(9, 4, TMT_DUBOV, 'b', TMT_PREF_MILD);
	pref_is(8, 2, TMT_DUBOV, 'b', TMT_PREF_MILD);
}
END_TEST

START_TEST(pref_round_one)
{
	/* Nobody has played: Dutch A.6.d none, Dubov 1.5.2.4 mild black. */
	load("rank.trf");
	pref_is(10, 0, TMT_DUTCH, 0, TMT_PREF_NONE);
	pref_is(30, 0, TMT_DUBOV, 'b', TMT_PREF_MILD);
}
END_TEST

START_TEST(initial_declared)
{
	load("history.trf");	/* XXC white1 */
	ck_assert_int_eq(t->initial_colour, 'w');
	unload();
	load("rank.trf");	/* XXC rank black1 */
	ck_assert_int_eq(t->initial_colour, 'b');
	unload();
	load("t152.trf");	/* 152 W */
	ck_assert_int_eq(t->initial_colour, 'w');
	ck_assert_int_eq(t->total_rounds, 4);	/* 142 4 */
}
END_TEST

START_TEST(initial_inferred_odd)
{
	/* No XXC: 1 is the first player with a game in round 1, rank 1
	 * (odd), so his colour black was the initial colour (C.04.3 E.5,
	 * companion §2.7).  Check: 2 (even) got the other colour, white. */
	load("infer-odd.trf");
	ck_assert_int_eq(t->initial_colour, 'b');
}
END_TEST

START_TEST(initial_inferred_absent)
{
	/* 1 absent in round 1.  2 is the first with a game; counting only
	 * the players present (2, 3, 4, 5) he is number 1, odd, so his
	 * white is the initial colour (companion §2.7).  A literal "TPN 2
	 * is even" reading would give black. */
	load("infer-absent.trf");
	ck_assert_int_eq(tmt_colour_rank(t, P(2), 1), 1);
	ck_assert_int_eq(tmt_colour_rank(t, P(3), 1), 2);
	ck_assert_int_eq(tmt_colour_rank(t, P(5), 1), 4);
	ck_assert_int_eq(t->initial_colour, 'w');
}
END_TEST

START_TEST(initial_inferred_forfeit)
{
	/* 1 was paired in round 1 but forfeited: present, no game.  The
	 * first game is 2's (black), rank 2 among 1-4, even, so the
	 * initial colour is the other one: white. */
	load("infer-forfeit.trf");
	ck_assert_int_eq(tmt_colour_rank(t, P(2), 1), 2);
	ck_assert_int_eq(t->initial_colour, 'w');
}
END_TEST

START_TEST(colour_rank)
{
	/* Companion §2.7: count players paired in round r or before.
	 * Round 1 of history.trf: 1-7 paired, 8 and 9 absent.  Round 5:
	 * 8 played earlier, 9 is to be paired now, 3 and 6 sit out but
	 * played before, so everyone counts. */
	load("history.trf");
	ck_assert_int_eq(tmt_colour_rank(t, P(7), 1), 7);
	ck_assert_int_eq(tmt_colour_rank(t, P(9), 1), 8);
	ck_assert_int_eq(tmt_colour_rank(t, P(9), 2), 8);
	ck_assert_int_eq(tmt_colour_rank(t, P(9), 3), 9);
	ck_assert_int_eq(tmt_colour_rank(t, P(9), 5), 9);
	ck_assert_int_eq(tmt_colour_rank(t, P(1), 5), 1);
}
END_TEST

/* tmt_colour_ranks: every player's tmt_colour_rank at once, the same
 * numbers (history.trf: 8 and 9 absent in round 1, 9 until round 3;
 * infer-absent.trf: 1 absent in round 1), each round of the file. */
START_TEST(colour_ranks_all)
{
	static const char *const files[] = { "history.trf", "infer-absent.trf" };

	for (size_t f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
		load(files[f]);
		int rank[64];
		ck_assert_int_lt(t->n, 64);
		for (int r = 1; r <= t->rounds + 1; r++) {
			tmt_colour_ranks(t, r, rank);
			for (int p = 0; p < t->n; p++)
				ck_assert_int_eq(rank[p], tmt_colour_rank(t, p, r));
		}
		unload();
	}
	/* and not all the same number: 9 counts 8 before him in round 1 */
	load("history.trf");
	int rank[64];
	tmt_colour_ranks(t, 1, rank);
	ck_assert_int_eq(rank[P(9)], 8);
	ck_assert_int_eq(rank[P(7)], 7);
}
END_TEST

Suite *suite_tournament_colours(void)
{
	Suite *s = suite_create("tournament_colours");
	TCase *tc = tcase_create("colours");

	tcase_add_checked_fixture(tc, NULL, unload);
	tcase_add_test(tc, colour_history);
	tcase_add_test(tc, colour_history_truncated);
	tcase_add_test(tc, colour_diff);
	tcase_add_test(tc, pref_dutch);
	tcase_add_test(tc, pref_dutch_earlier);
	tcase_add_test(tc, pref_dubov);
	tcase_add_test(tc, pref_round_one);
	tcase_add_test(tc, initial_declared);
	tcase_add_test(tc, initial_inferred_odd);
	tcase_add_test(tc, initial_inferred_absent);
	tcase_add_test(tc, initial_inferred_forfeit);
	tcase_add_test(tc, colour_rank);
	tcase_add_test(tc, colour_ranks_all);
	suite_add_tcase(s, tc);
	return s;
}
