/*
 * test_dubov1997_groups.c - the Dubov System, 1997 text: a score group
 * paired by 6.1-6.3, the transfers of 7.1-7.4 and the floaters of 6.4
 * and 8, through dubov1997_pair() on tournaments written in memory
 * (support/dubov1997_fixture.h).
 *
 * Every expectation is worked by hand from rules/dubov-1997.txt and the
 * readings of trfpair(1), DUBOV SYSTEM, 1997 TEXT; each comment says
 * what the pairing would be if the rule under test were broken.  Boards
 * are written White-Black with start numbers.  The history strings are
 * "ROUND COLOUR RESULT HELPER-RATING" (a game against a made-up player
 * absent otherwise); every other round is a half-point bye, so the
 * players keep equal scores unless said otherwise.
 */
#include <check.h>

#include "support/dubov1997_fixture.h"

Suite *suite_dubov1997_groups(void);

#define N(...) ((const int[]){ __VA_ARGS__ })
#define H(...) ((const char *const[]){ __VA_ARGS__ })

/* ------------------------------------------------------------------ */
/* 6.1, 6.2: the example table                                          */

/*
 * The table of 6.2 rebuilt.  Players 1-6 are due White (1: more Black
 * games, or as many and Black last) with ARO 2310.0, 2318.4 (5 games,
 * 11592), 2322.3 (3 games, 6967 = 2322.33), 2333.7 (7001/3 = 2333.67),
 * 2340.5 (4681/2) and 2344.6 (11723/5); players 7-12 are due Black
 * with R 2380, 2365, 2300, 2280, 2260, 2250.  All have 2.5 points (five
 * rounds of draws and half-point byes) and have not met: 6.1 holds, and
 * 6.2 writes the two columns side by side: 1-7, 2-8, ..., 6-12, each
 * player with his due colour (3).
 */
static void table(const char *extra)
{
	static const char *const hist[] = {
		"1b=2310",
		"1b=2318 2w=2318 3b=2318 4w=2319 5b=2319",
		"1b=2322 2w=2322 3b=2323",
		"1b=2333 2w=2334 3b=2334",
		"1w=2340 2b=2341",
		"1b=2344 2w=2345 3b=2345 4w=2344 5b=2345",
		"1w=1510", "1w=1520", "1w=1530", "1w=1540", "1w=1550", "1w=1560",
	};
	struct d97spec s = { 9, 'w', extra, 12,
			     N(2200, 2190, 2180, 2170, 2160, 2150,
			       2380, 2365, 2300, 2280, 2260, 2250),
			     5, hist, NULL, NULL };
	d97_load(&s);
	d97_pair();
}

START_TEST(example_table_62)
{
	table(NULL);
	dfx_expect("1-7 2-8 3-9 4-10 5-11 6-12");
}
END_TEST

/*
 * 6.3, first sentence: White No. 1 may not meet Black No. 1 (an XXP
 * line counts as a game, 2.1): he takes the first Black below whom he
 * may meet, 8; row 2 then takes the first Black left, 7.  Without 6.3
 * the round would pair 1-7 again.
 */
START_TEST(improvement_first_black_below)
{
	table("XXP 1 7\n");
	dfx_expect("1-8 2-7 3-9 4-10 5-11 6-12");
}
END_TEST

/* 6.3: the coincidence in the last row: "the last but one row is
 * changed": 5-12 and 6-11. */
START_TEST(improvement_last_row)
{
	table("XXP 6 12\n");
	dfx_expect("1-7 2-8 3-9 4-10 5-12 6-11");
}
END_TEST

/* 6.3: White No. 3 has met every Black below him (9-12): row 2 is
 * changed, White 2 takes Black 9 and White 3 Black 8. */
START_TEST(improvement_row_k_minus_1)
{
	table("XXP 3 9\nXXP 3 10\nXXP 3 11\nXXP 3 12\n");
	dfx_expect("1-7 2-9 3-8 4-10 5-11 6-12");
}
END_TEST

/*
 * 6.3: White No. 3 may meet only Black No. 1 (7): row 2 cannot help
 * (White 3 may not take 8), so row 1 changes.  Ours (trfpair(1)): the
 * first assignment of the Black column in column order that pairs every
 * row: White 1 takes 8 (7 must stay for White 3), White 2 the first Black
 * left that still lets the rows below pair, 9 (with 7 White 3 would have
 * none), White 3 takes 7.
 */
START_TEST(improvement_row_k_minus_2)
{
	table("XXP 3 8\nXXP 3 9\nXXP 3 10\nXXP 3 11\nXXP 3 12\n");
	dfx_expect("1-8 2-9 3-7 4-10 5-11 6-12");
}
END_TEST

/*
 * 6.3, last clause: White No. 4 has met all the Blacks: his opponent is
 * sought among the Whites from No. 5 down: 4 meets 5.  Rows 1-3 stay;
 * White 6 takes the first Black left, 10; Blacks 11 and 12 meet.
 * Colours (3): 4 and 5 are both due White; 4 has one Black game more
 * than White ones, 5 as many: "equalise" gives 4 White.  11 and 12 are
 * both due Black with one White game each and the same history: the
 * higher ARO, 12 (1560 against 1550), gets White.
 */
START_TEST(improvement_white_meets_white_below)
{
	table("XXP 4 7\nXXP 4 8\nXXP 4 9\nXXP 4 10\nXXP 4 11\nXXP 4 12\n");
	dfx_expect("1-7 2-8 3-9 4-5 6-10 12-11");
}
END_TEST

/* The same for White No. 6, the last: no White below, so upwards from
 * No. 5: 5 meets 6 (6 has one Black game more: White, by "equalise"),
 * rows 1-4 stay, Blacks 11 and 12 meet (12-11 as above). */
START_TEST(improvement_white_meets_white_above)
{
	table("XXP 6 7\nXXP 6 8\nXXP 6 9\nXXP 6 10\nXXP 6 11\nXXP 6 12\n");
	dfx_expect("1-7 2-8 3-9 4-10 6-5 12-11");
}
END_TEST

/*
 * 6.2 ties: two White players with the same ARO, 1500: the lower R
 * (2, 2000) is placed higher; the Blacks by R: 3 (2200), 4 (2100).  So
 * 2-3 and 1-4; by pairing number it would be 1-3, 2-4.
 */
START_TEST(white_column_ties_by_lower_rating)
{
	struct d97spec s = { 5, 'w', NULL, 4, N(2050, 2000, 2200, 2100), 1,
			     H("1b=1500", "1b=1500", "1w=1500", "1w=1500"), NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("2-3 1-4");
}
END_TEST

/* 6.2 ties in the Black column: equal R (2100): the higher ARO (4,
 * 1700) is placed higher: 1-4, 2-3 (White by increasing ARO: 1 with
 * 1500, 2 with 1600). */
START_TEST(black_column_ties_by_higher_aro)
{
	struct d97spec s = { 5, 'w', NULL, 4, N(2000, 2050, 2100, 2100), 1,
			     H("1b=1500", "1b=1600", "1w=1500", "1w=1700"), NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("1-4 2-3");
}
END_TEST

/*
 * 2.1 with games played: round 1 by 5 was 1-4, 5-2, 3-6, all drawn.
 * Due White: 4 (ARO 2400), 2 (2000), 6 (2200); due Black: 1, 3, 5.
 * 6.2: Whites 2, 6, 4 against Blacks 1 (2400), 3 (2200), 5 (2000): row 2
 * is 6-3, a rematch: 6 takes the first Black below he has not met, 5;
 * 4 takes 3.  Without 2.1: 2-1 6-3 4-5.
 */
START_TEST(rematch_improved)
{
	struct d97spec s = { 5, 'w', NULL, 6, N(2400, 2300, 2200, 2100, 2000, 1900), 1,
			     H("", "", "", "", "", ""), H("1-4:= 5-2:= 3-6:="), NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("2-1 6-5 4-3");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 7.3, 7.4, 2.6                                                        */

/*
 * 7.3: four due White (1-4, AROs 2000, 2100, 2050, 1950), two due Black
 * (5, 6): n = 1 White with the lowest ARO, 4, goes to the Black group.
 * Whites by ARO: 1, 3, 2; Blacks by R: 4 (2100), 5 (2000), 6 (1900):
 * 1-4, 3-5, 2-6.  1 and 4 are both due White with the same history:
 * White to the higher ARO, 1.  Moving the highest ARO instead (2) would
 * give 4-1 3-5 ... .
 */
START_TEST(transfer_73_lowest_aro)
{
	struct d97spec s = { 5, 'w', NULL, 6, N(2400, 2300, 2200, 2100, 2000, 1900), 1,
			     H("1b=2000", "1b=2100", "1b=2050", "1b=1950", "1w=1500", "1w=1600"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("1-4 3-5 2-6");
}
END_TEST

/*
 * 7.3 with 2.6: 4 (lowest ARO) had Black twice: Black again would make
 * his difference -3 (2.3) and three Blacks in a row (2.4), so he stays;
 * the next lowest ARO, 1, moves.  Whites 4, 3, 2 against Blacks 1, 5, 6:
 * 4-1 (4 may only have White), 3-5, 2-6.  Moving 4 (R 1800) would give
 * Whites 1, 3, 2 against 5, 6, 4: 1-5 3-6 4-2.
 */
START_TEST(transfer_73_skips_by_26)
{
	struct d97spec s = { 5, 'w', NULL, 6, N(2400, 2300, 2200, 1800, 2000, 1900), 2,
			     H("1b=2000", "1b=2100", "1b=2050", "1b=1950 2b=1950", "1w=1500",
			       "1w=1600"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("4-1 3-5 2-6");
}
END_TEST

/*
 * 7.4: four due Black (1-4, AROs 2000, 2100, 2050, 1950), two due White
 * (5: 1500, 6: 1600): the Black with the highest ARO, 2, goes to the
 * White group.  Whites 5, 6, 2 against Blacks 1, 3, 4: 5-1, 6-3, 2-4
 * (2 and 4 both due Black: White to the higher ARO, 2).
 */
START_TEST(transfer_74_highest_aro)
{
	struct d97spec s = { 5, 'w', NULL, 6, N(2400, 2300, 2200, 2100, 2000, 1900), 1,
			     H("1w=2000", "1w=2100", "1w=2050", "1w=1950", "1b=1500", "1b=1600"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("5-1 6-3 2-4");
}
END_TEST

/* 7.4 tie: 2 and 3 both ARO 2100: the lower R, 3, moves.  Whites 5, 6, 3
 * against Blacks 1, 2, 4: 5-1, 6-2, 3-4. */
START_TEST(transfer_74_tie_lower_rating)
{
	struct d97spec s = { 5, 'w', NULL, 6, N(2400, 2300, 2200, 2100, 2000, 1900), 1,
			     H("1w=2000", "1w=2100", "1w=2100", "1w=1950", "1b=1500", "1b=1600"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("5-1 6-2 3-4");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 7.1, 7.2                                                             */

/*
 * 7.1: 1, 2, 3 won round 1 (1 point), 4, 5, 6 lost.  1 may meet neither
 * 2 nor 3 (XXP): a player of the next lower group is transferred for
 * him, due to the colour opposite to his (1 is due White: 4, the only
 * one due Black).  1-4; then 2-3 (3 due White); 5 and 6 are both due
 * White with one Black game: White to the higher ARO, 5 (1700).
 */
START_TEST(transfer_71_opposite_colour)
{
	struct d97spec s = { 5, 'w', "XXP 1 2\nXXP 1 3\n", 6,
			     N(2400, 2300, 2200, 2100, 2000, 1900), 1,
			     H("1b11500", "1w11500", "1b11500", "1w01500", "1b01700", "1b01600"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("1-4 3-2 5-6");
}
END_TEST

/* 7.1 when 4 may not meet 1 either: nobody else is due Black, so the
 * highest R, 5.  1 and 5 are both due White, same history: White to the
 * higher ARO, 5 (1700).  Then 3-2 and 6-4. */
START_TEST(transfer_71_highest_rating)
{
	struct d97spec s = { 5, 'w', "XXP 1 2\nXXP 1 3\nXXP 1 4\n", 6,
			     N(2400, 2300, 2200, 2100, 2000, 1900), 1,
			     H("1b11500", "1w11500", "1b11500", "1w01500", "1b01700", "1b01600"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("5-1 3-2 6-4");
}
END_TEST

/*
 * 7.2: the 1-point group {1, 2, 3} is odd; its dominating due colour is
 * Black (1, 2), so the transferred player should be due White: 5 (2000)
 * before 6 (1900).  {1, 2, 3, 5}: Whites 5 (ARO 1700), 3 (1800) against
 * Blacks 1, 2: 5-1, 3-2.  Then 6-4.  (A floater sent down instead, 6.4,
 * is not the text's order.)
 */
START_TEST(transfer_72_odd_group)
{
	struct d97spec s = { 5, 'w', NULL, 6, N(2400, 2300, 2200, 2100, 2000, 1900), 1,
			     H("1w11500", "1w11500", "1b11800", "1w01500", "1b01700", "1b01600"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("5-1 3-2 6-4");
}
END_TEST

/* 7.2: 5 may meet nobody of the group (XXP): the next due White, 6.
 * Whites 6 (1600), 3 (1800) against 1, 2; then 5-4. */
START_TEST(transfer_72_must_meet_one)
{
	struct d97spec s = { 5, 'w', "XXP 5 1\nXXP 5 2\nXXP 5 3\n", 6,
			     N(2400, 2300, 2200, 2100, 2000, 1900), 1,
			     H("1w11500", "1w11500", "1b11800", "1w01500", "1b01700", "1b01600"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("6-1 3-2 5-4");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.5, 6.4, 8.1, 8.2                                                   */

/*
 * Round 3.  1, 2, 3 won round 1 and had a half-point bye (1.5); 4, 5, 6
 * lost both rounds, the second against a player with more points: each
 * was transferred up in round 2.  1, 2 due Black, 3 due White; 4, 5 due
 * Black (Black then White), 6 due White (Black twice).
 */
static void floater_case(int xxr, const char *three)
{
	struct d97spec s = { xxr, 'w', NULL, 6, N(2400, 2300, 2200, 2100, 2000, 1900), 2,
			     H("1w11500", "1w11600", three, "1b01500 2w0^1600",
			       "1b01600 2w0^1700", "1b01700 2b0^1500"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
}

/*
 * 2.5 and 6.4: the 1.5 group is odd but 4, 5, 6 may not be transferred
 * up two times running: one player floats.  Nobody was a floater before
 * and all can meet a 0-point player: the lowest R, 3, floats (ours).
 * 1-2: both due Black with one White game: White to the higher ARO, 2.
 * 8.2: 3 (due White) meets the highest R due Black: 4.  Then 5, 6: 6-5.
 */
START_TEST(no_transfer_two_times_running)
{
	floater_case(5, "1b11500");
	dfx_expect("2-1 3-4 6-5");
}
END_TEST

/*
 * 2.5 does not hold in the last round (XXR 3): 7.2 transfers the due
 * White 6 (the group is dominated by Black).  {1, 2, 3, 6}: Whites 3
 * (ARO 1500), 6 (1600) against 1, 2: 3-1, 6-2; then 5-4 (5 has the
 * higher ARO).
 */
START_TEST(transfers_free_in_last_round)
{
	floater_case(3, "1b11500");
	dfx_expect("3-1 6-2 5-4");
}
END_TEST

/*
 * 2.5, 6.4 read by replaying round 2 (trfpair(1), "Transfers and floats
 * before"): 3 (1 point) drew with a 0-point player in round 2.  Paired
 * again, round 2 ({3, 12, 14, 16} at 1 point, the helpers forbidden to
 * meet) gives 3-14 and floats 16 and 12 to 4 and 5: not the file's
 * round.  So no game of it is the procedure's, and each counts as a
 * float of the higher player: 3 was a floater; 4, 5, 6 were not
 * transferred.  Round 3: {1, 2, 3} is odd, all due Black; 7.2 wants a
 * player due White: 6 (Black twice), allowed now.  {1, 2, 3, 6}: 7.4
 * moves the Black with the highest ARO, 2 (1600), to the Whites; Whites
 * 6 (1600.0, lower R), 2 against 1 (2400), 3: 6-1, 3-2 (2 has one White
 * game more: Black).  5-4: both due Black, the same history, White to
 * the higher ARO (5, 1650).  Were 4, 5, 6 read as transferred (every
 * game against a higher score), 3 would float: 3-1 6-2 5-4.
 */
START_TEST(floater_class_former_floater_last)
{
	floater_case(5, "1b11500 2w=1000");
	dfx_expect("3-2 6-1 5-4");
}
END_TEST

/*
 * 6.4 when nobody of a group may meet anybody of it: 1-8 (1.5 points,
 * due Black) are forbidden to meet each other (one XXP line), and 9-16
 * (0 points, due Black) were transferred up in round 2, so 7.1 may not
 * bring them up (2.5): all eight float, at once (at least the eight a
 * largest pairing of the group leaves over: no search of smaller sets).
 * 8.1: Black floaters by decreasing R, 1 first; 8.2: nobody is due
 * White, so each takes the highest R left: 1-9, 2-10, ...  Colours:
 * both due Black, the floater has one White game more: the other gets
 * White.
 */
START_TEST(floaters_whole_group)
{
	struct d97spec s = { 9, 'w', "XXP 1 2 3 4 5 6 7 8\n", 16,
			     N(2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700,
			       1650, 1640, 1630, 1620, 1610, 1600, 1590, 1580), 2,
			     H("1w11500", "1w11500", "1w11500", "1w11500", "1w11500", "1w11500",
			       "1w11500", "1w11500",
			       "1b01500 2w0^1500", "1b01500 2w0^1500", "1b01500 2w0^1500",
			       "1b01500 2w0^1500", "1b01500 2w0^1500", "1b01500 2w0^1500",
			       "1b01500 2w0^1500", "1b01500 2w0^1500"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("9-1 10-2 11-3 12-4 13-5 14-6 15-7 16-8");
}
END_TEST

/*
 * 2.5, the cap: fewer than 10 rounds, so 3 transfers at most, and never
 * two running, so the third can come in round 6 at the earliest.  Round
 * 8 (XXR 9): {1, 2, 3} (3.5 points) is odd and dominated by Black (1,
 * 2): 7.2 wants a player due White.  4 (2100) was transferred up in
 * rounds 2, 4 and 6: the procedure, paired again on each, brings him up
 * by 7.1 to the helper alone at his score (the highest R below; in
 * rounds 2 and 4 5's helper takes 5 next), so not again; 5 (2000) only
 * in rounds 2 and 4.  {1, 2, 3, 5}: Whites 3 (ARO 1500.0), 5 (11500/7 =
 * 1642.9) against 1, 2: 3-1, 5-2; then 4-6 (4 due White, 6 due Black).
 * Without the cap: 3-1 4-2 5-6.
 */
START_TEST(no_transfer_beyond_the_cap)
{
	struct d97spec s = { 9, 'w', NULL, 6, N(2400, 2300, 2200, 2100, 2000, 1900), 7,
			     H("1w=1500", "1w=1500", "1b=1500",
			       "1b01600 2w0^1600 3b01600 4b0^1600 5w01600 6w0^1600 7b=1600",
			       "1b01500 2w0^1600 3b01700 4w0^1800 5b01900 6w01500 7b=1500",
			       "1w01500 2b01500 3w01500 4b01500 5w01500 6b01500 7w=1500"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("3-1 5-2 4-6");
}
END_TEST

/*
 * 8.1: 1 and 2 may not meet (XXP) and nobody may be transferred up for
 * them (2.5): both float.  Both are due White: by 6.2 order 2 (ARO 1900)
 * before 1 (2000).  8.2: 2 meets the highest R due Black, 3; 1 the next,
 * 5.  4 and 6 are due White with the same history: 6 has the higher ARO
 * (1700).  With 1 first: 1-3, 2-5.
 */
START_TEST(floaters_in_order_81)
{
	struct d97spec s = { 5, 'w', "XXP 1 2\n", 6, N(2400, 2300, 2100, 2000, 1900, 1800), 2,
			     H("1b12000", "1b11900", "1b01500 2w0^1600", "1w01600 2b0^1700",
			       "1b01700 2w0^1900", "1w01900 2b0^1500"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("2-3 1-5 6-4");
}
END_TEST

/*
 * 8.1 alternates from the White floater: 1 (due White) before 2 (due
 * Black).  Every 0-point player is due Black: 1 takes the highest R, 3;
 * 2 wants a player due White, there is none, so the highest R left, 4
 * (2 has one White game more than 4: 4 gets White).  5-6: White to the
 * higher ARO, 5 (1750).  With 2 first: 2 would take 3.
 */
START_TEST(floaters_alternate_81)
{
	struct d97spec s = { 5, 'w', "XXP 1 2\n", 6, N(2400, 2300, 2100, 2000, 1900, 1800), 2,
			     H("1b12000", "1w12000", "1b01500 2w0^1600", "1b01600 2w0^1700",
			       "1b01700 2w0^1800", "1b01800 2w0^1500"),
			     NULL, NULL };
	d97_load(&s);
	d97_pair();
	dfx_expect("1-3 4-2 5-6");
}
END_TEST

Suite *suite_dubov1997_groups(void)
{
	Suite *s = suite_create("dubov1997_groups");
	TCase *tc = tcase_create("groups");

	tcase_add_checked_fixture(tc, NULL, dfx_teardown);
	tcase_add_test(tc, example_table_62);
	tcase_add_test(tc, improvement_first_black_below);
	tcase_add_test(tc, improvement_last_row);
	tcase_add_test(tc, improvement_row_k_minus_1);
	tcase_add_test(tc, improvement_row_k_minus_2);
	tcase_add_test(tc, improvement_white_meets_white_below);
	tcase_add_test(tc, improvement_white_meets_white_above);
	tcase_add_test(tc, white_column_ties_by_lower_rating);
	tcase_add_test(tc, black_column_ties_by_higher_aro);
	tcase_add_test(tc, rematch_improved);
	tcase_add_test(tc, transfer_73_lowest_aro);
	tcase_add_test(tc, transfer_73_skips_by_26);
	tcase_add_test(tc, transfer_74_highest_aro);
	tcase_add_test(tc, transfer_74_tie_lower_rating);
	tcase_add_test(tc, transfer_71_opposite_colour);
	tcase_add_test(tc, transfer_71_highest_rating);
	tcase_add_test(tc, transfer_72_odd_group);
	tcase_add_test(tc, transfer_72_must_meet_one);
	tcase_add_test(tc, no_transfer_two_times_running);
	tcase_add_test(tc, transfers_free_in_last_round);
	tcase_add_test(tc, floater_class_former_floater_last);
	tcase_add_test(tc, no_transfer_beyond_the_cap);
	tcase_add_test(tc, floaters_whole_group);
	tcase_add_test(tc, floaters_in_order_81);
	tcase_add_test(tc, floaters_alternate_81);
	suite_add_tcase(s, tc);
	return s;
}
