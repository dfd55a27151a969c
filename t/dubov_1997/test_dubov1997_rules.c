/*
 * test_dubov1997_rules.c - the Dubov System, 1997 text: the definitions
 * of 1 (ARO, due colour), the limitations 2.1-2.4 and 2.6, colour
 * allocation 3, the bye 4 and the first round 5, through
 * dubov1997_pair() (support/dubov1997_fixture.h; see
 * test_dubov1997_groups.c for the conventions).  Each expectation is
 * worked by hand from the text.
 */
#include <check.h>
#include <string.h>

#include "support/dubov1997_fixture.h"

Suite *suite_dubov1997_rules(void);

#define N(...) ((const int[]){ __VA_ARGS__ })
#define H(...) ((const char *const[]){ __VA_ARGS__ })

static void run(int xxr, const char *extra, int n, const int *rat, int rounds,
		const char *const *hist, const char *const *mm)
{
	struct d97spec s = { xxr, 'w', extra, n, rat, rounds, hist, mm, NULL };

	d97_load(&s);
	d97_pair();
}

static void expect_none(int xxr, int n, const int *rat, int rounds, const char *const *hist,
			const char *const *mm, const char *why)
{
	struct d97spec s = { xxr, 'w', NULL, n, rat, rounds, hist, mm, NULL };
	struct trf_diag d = { 0 };

	d97_load(&s);
	ck_assert_int_eq(d97_try_pair(&d), TRF_ENOPAIRING);
	ck_assert_msg(strstr(d.msg, why) != NULL, "message: %s", d.msg);
}

/* ------------------------------------------------------------------ */
/* 1: ARO and the due colour                                            */

/*
 * 1, ARO in tenths (ours, as the 6.2 table prints it): 1 met 2318,
 * 2318, 2319 (2318.33), 2 met 2318, 2318, 2318, 2319 (2318.25): both
 * 2318.3, a tie, so the lower R (1, 2000) is placed higher: 1-3, 2-4.
 * Compared exactly, 2 would come first: 2-3, 1-4.
 */
START_TEST(aro_in_tenths)
{
	run(9, NULL, 4, N(2000, 2010, 2100, 2050), 4,
	    H("1b=2318 2w=2318 3b=2319", "1w=2318 2b=2318 3w=2318 4b=2319", "1w=1500", "1w=1500"),
	    NULL);
	dfx_expect("1-3 2-4");
}
END_TEST

/*
 * 1, ARO over games played: 1 drew against 2000 and lost by forfeit to
 * 2900: ARO 2000, not 2450; 2 has 2100.  Whites 1, 2 against Blacks 3
 * (2300), 4 (2200): 1-3, 2-4 (with the forfeit counted: 2-3, 1-4).
 */
START_TEST(aro_played_games_only)
{
	run(9, NULL, 4, N(2000, 2050, 2300, 2200), 2,
	    H("1b=2000 2b-2900", "1b=2100 2Z", "1w=1500 2Z", "1w=1500 2Z"), NULL);
	dfx_expect("1-3 2-4");
}
END_TEST

/*
 * 1, due colour with as many White as Black games: the previous game
 * decides: 1 had White then Black (due White), 2 Black then White (due
 * Black): 1-2.  By the first game instead: 2-1.
 */
START_TEST(due_colour_by_previous_game)
{
	run(9, NULL, 2, N(2000, 2100), 2, H("1w=1500 2b=1500", "1b=1500 2w=1500"), NULL);
	dfx_expect("1-2");
}
END_TEST

/* 1, due colour by the counts: 1 had Black twice and White once, last
 * White (due White by the counts although the last game was White); 2
 * had White once (due Black): 1-2. */
START_TEST(due_colour_by_counts)
{
	run(9, NULL, 2, N(2000, 2100), 3, H("1b=1500 2b=1500 3w=1500", "1w=1500"), NULL);
	dfx_expect("1-2");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.1 - 2.4                                                            */

/* 2.1: the only two players have met: no pairing, exit 1. */
START_TEST(rematch_no_pairing)
{
	expect_none(9, 2, N(2000, 2100), 1, H("", ""), H("1-2:="), "2.1-2.4");
}
END_TEST

/*
 * 2.1: a game lost by forfeit is no game: 1 and 2 "met" by forfeit in
 * round 1 and may meet now.  1 (forfeit win, 1 point) and 2 (0) are in
 * different groups; the two are the whole round: 2-1 is the only
 * pairing (2 due: no game, no due colour; 1 neither: 3 equalises
 * nothing, alternates nothing; White to the higher ARO: both 0; to the
 * lower R: 2 (2000)).
 */
START_TEST(forfeit_is_no_game)
{
	run(9, NULL, 2, N(2100, 2000), 1, H("", ""), H("1-2:+"));
	dfx_expect("2-1");
}
END_TEST

/*
 * 2.3: 1 and 2 have both had Black twice more than White (Black, Black,
 * White, Black): whoever took Black would reach -3.  No pairing.
 */
START_TEST(colour_difference_no_pairing)
{
	expect_none(9, 2, N(2000, 2100), 4,
		    H("1b=1500 2b=1500 3w=1500 4b=1500", "1b=1500 2b=1500 3w=1500 4b=1500"),
		    NULL, "2.1-2.4");
}
END_TEST

/*
 * 2.3 with 2.6 (7.3): 1, 2, 3 due White, 4 due Black.  The lowest ARO
 * White, 1 (1500), is at -2 and may not be moved to Black (2.6, 2.3):
 * 2 (1600) moves instead.  Whites 1, 3 (1700) against Blacks 4 (2150),
 * 2 (2100): 1-4, 3-2 (3 and 2 both due White, same history, White to the
 * higher ARO, 3).  Moving 1: 2-1 3-4.
 */
START_TEST(colour_difference_bars_transfer)
{
	run(9, NULL, 4, N(2200, 2100, 2300, 2150), 4,
	    H("1b=1500 2b=1500 3w=1500 4b=1500", "1b=1600", "1b=1700", "1w=1500"), NULL);
	dfx_expect("1-4 3-2");
}
END_TEST

/* 2.4 with 2.6: the same with 1 at Black, Black after a White (-1 only,
 * but Black would be his third in a row). */
START_TEST(three_in_a_row_bars_transfer)
{
	run(9, NULL, 4, N(2200, 2100, 2300, 2150), 3,
	    H("1w=1500 2b=1500 3b=1500", "1b=1600", "1b=1700", "1w=1500"), NULL);
	dfx_expect("1-4 3-2");
}
END_TEST

/*
 * 2.4 before 3: 1 is due White (two White games, three Black) but had
 * White twice last; 2 is due Black but had Black twice last.  3 would
 * give each his due colour; 2.4 allows only 2-1.
 */
START_TEST(three_in_a_row_overrides_colour_rule)
{
	run(9, NULL, 2, N(2000, 2100), 5,
	    H("1b=1500 2b=1500 3b=1500 4w=1500 5w=1500", "1w=1500 2w=1500 3w=1500 4b=1500 5b=1500"),
	    NULL);
	dfx_expect("2-1");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 3: colour allocation                                                 */

/*
 * 3, "equalise" before "alternate": 1 (Black, Black, White: -1) and 2
 * (bye, White, Black: 0) are both due White.  Equalising gives 1 White;
 * alternating (last games White for 1, Black for 2) would give 2 White,
 * and so would the higher ARO (2: 1600).
 */
START_TEST(colour_equalise)
{
	run(9, NULL, 2, N(2000, 2100), 3, H("1b=1500 2b=1500 3w=1500", "2w=1600 3b=1600"), NULL);
	dfx_expect("1-2");
}
END_TEST

/*
 * 3, "alternate": 1 (Black, White, Black) and 2 (White, Black, Black)
 * are both at -1.  Going back: round 3 both Black, round 2 1 White and 2
 * Black: 1 gets Black, 2 White.  The higher ARO (1: 1600) would give 1
 * White.
 */
START_TEST(colour_alternate)
{
	run(9, NULL, 2, N(2000, 2100), 3,
	    H("1b=1600 2w=1600 3b=1600", "1w=1500 2b=1500 3b=1500"), NULL);
	dfx_expect("2-1");
}
END_TEST

/* 3, the higher ARO: same histories (one Black game), ARO 1600 (1)
 * against 1500 (2): 1-2. */
START_TEST(colour_higher_aro)
{
	run(9, NULL, 2, N(2000, 2100), 1, H("1b=1600", "1b=1500"), NULL);
	dfx_expect("1-2");
}
END_TEST

/* 3, the lower R: same histories and AROs: 2 (2000) gets White. */
START_TEST(colour_lower_rating)
{
	run(9, NULL, 2, N(2100, 2000), 1, H("1b=1500", "1b=1500"), NULL);
	dfx_expect("2-1");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 4, 2.2: the bye                                                      */

/*
 * 4: 1, 2 won round 1, 3, 4, 5 lost: the lowest group {3, 4, 5}, lowest
 * R: 5.  Then 2-1 (2 due White) and 4-3 (4 due White).
 */
START_TEST(bye_lowest_group_lowest_rating)
{
	run(9, NULL, 5, N(2400, 2300, 2200, 2100, 2000), 1,
	    H("1w11500", "1b11500", "1w01500", "1b01500", "1w01500"), NULL);
	dfx_expect("2-1 4-3 bye 5");
}
END_TEST

/*
 * 4: 4 and 5 share the lowest R (2000): the PAB goes to the one due to
 * the dominating colour of the group {3 White, 4 White, 5 Black}: 4.
 * Then 2-1 and 3-5.  (The higher pairing number would give 5.)
 */
START_TEST(bye_dominating_colour)
{
	run(9, NULL, 5, N(2400, 2300, 2200, 2000, 2000), 1,
	    H("1w11500", "1b11500", "1b01500", "1b01500", "1w01500"), NULL);
	dfx_expect("2-1 3-5 bye 4");
}
END_TEST

/* 4: 4 and 5 both 2000 and due White (dominating): the higher ARO, 4
 * (1600).  Then 2-1 and 5-3. */
START_TEST(bye_higher_aro)
{
	run(9, NULL, 5, N(2400, 2300, 2200, 2000, 2000), 1,
	    H("1w11500", "1b11500", "1w01500", "1b01600", "1b01500"), NULL);
	dfx_expect("2-1 5-3 bye 4");
}
END_TEST

/*
 * 2.2: everybody has 1 point; the lowest R, 5, won round 1 by forfeit,
 * so the PAB goes to 4.  The rest: Whites 3, 1 (ARO 1500 both, lower R
 * first) against Blacks 2 (2300), 5 (2000): 3-2, 1-5.  With 5's bye:
 * 3-2 1-4.
 */
START_TEST(bye_not_after_forfeit_win)
{
	run(9, NULL, 5, N(2400, 2300, 2200, 2100, 2000), 2,
	    H("1w11500 2b01500", "1b01500 2w11500", "1w01500 2b11500", "1b11500 2w01500",
	      "1w+2900 2w01500"),
	    NULL);
	dfx_expect("3-2 1-5 bye 4");
}
END_TEST

/* 2.2: the same with a full-point bye (F) in round 1. */
START_TEST(bye_not_after_full_point_bye)
{
	run(9, NULL, 5, N(2400, 2300, 2200, 2100, 2000), 2,
	    H("1w11500 2b01500", "1b01500 2w11500", "1w01500 2b11500", "1b11500 2w01500",
	      "1F 2w01500"),
	    NULL);
	dfx_expect("3-2 1-5 bye 4");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 5: the first round                                                   */

/* 5: eight players, the lot White for the first pair (XXC white1): 1-5,
 * then the even-numbered pair the other way: 6-2, 3-7, 8-4. */
START_TEST(first_round_halves)
{
	struct d97spec s = { 9, 'w', NULL, 8, N(2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700),
			     0, NULL, NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("1-5 6-2 3-7 8-4");
}
END_TEST

/* 5: seven players, lot Black (XXC black1): the last, 7, gets the bye;
 * halves of six: 4-1, 2-5, 6-3. */
START_TEST(first_round_odd_lot_black)
{
	struct d97spec s = { 9, 'b', NULL, 7, N(2400, 2300, 2200, 2100, 2000, 1900, 1800),
			     0, NULL, NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("4-1 2-5 6-3 bye 7");
}
END_TEST

/* The number of rounds is needed (2.5): without XXR, exit 3. */
START_TEST(rounds_unknown)
{
	struct d97spec s = { 0, 'w', NULL, 2, N(2000, 2100), 1, H("1w=1500", "1b=1500"), NULL,
			     NULL };
	struct trf_diag d = { 0 };

	d97_load(&s);
	ck_assert_int_eq(d97_try_pair(&d), TRF_EINVALID);
	ck_assert(strstr(d.msg, "XXR") != NULL);
}
END_TEST

Suite *suite_dubov1997_rules(void)
{
	Suite *s = suite_create("dubov1997_rules");
	TCase *tc = tcase_create("rules");

	tcase_add_checked_fixture(tc, NULL, dfx_teardown);
	tcase_add_test(tc, aro_in_tenths);
	tcase_add_test(tc, aro_played_games_only);
	tcase_add_test(tc, due_colour_by_previous_game);
	tcase_add_test(tc, due_colour_by_counts);
	tcase_add_test(tc, rematch_no_pairing);
	tcase_add_test(tc, forfeit_is_no_game);
	tcase_add_test(tc, colour_difference_no_pairing);
	tcase_add_test(tc, colour_difference_bars_transfer);
	tcase_add_test(tc, three_in_a_row_bars_transfer);
	tcase_add_test(tc, three_in_a_row_overrides_colour_rule);
	tcase_add_test(tc, colour_equalise);
	tcase_add_test(tc, colour_alternate);
	tcase_add_test(tc, colour_higher_aro);
	tcase_add_test(tc, colour_lower_rating);
	tcase_add_test(tc, bye_lowest_group_lowest_rating);
	tcase_add_test(tc, bye_dominating_colour);
	tcase_add_test(tc, bye_higher_aro);
	tcase_add_test(tc, bye_not_after_forfeit_win);
	tcase_add_test(tc, bye_not_after_full_point_bye);
	tcase_add_test(tc, first_round_halves);
	tcase_add_test(tc, first_round_odd_lot_black);
	tcase_add_test(tc, rounds_unknown);
	suite_add_tcase(s, tc);
	return s;
}
