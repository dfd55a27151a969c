/*
 * test_lim_more.c - more hand-worked Lim tests: 3.10 (last round's
 * floater is not floated again to even a group), the floater types a
 * and b of 3.9 (a floater who came into the group and would float on),
 * and the Maxi-tournament 100-point limits of 3.2, 3.8 (pairing
 * upward) and 5.7, each against the same tournament without Maxi.
 *
 * The histories are legal ones written for the test, not always what
 * Lim would have paired in the earlier rounds.  Notation: "hist WB" =
 * White then Black in rounds 1 and 2; "due W" = the colour 5.1/5.5/5.6
 * give; "#n" = pairing number n, #1 the "highest numbered" (companion
 * 6), so "lowest numbered" is the weakest.
 */
#include <check.h>

#include "support/lim_fixture.h"

Suite *suite_lim_more(void);

/*
 * 10 players, round 3 of 5 (10 <= 2^5: no Maxi).
 * R1: 1-6, 7-2, 3-8, 9-4, 5-10, the stronger player winning each.
 * R2: 4-1, 2-3, 6-5, 10-7, 8-9, won by 1, 3, 5 (Black), 10, 8.
 * Before round 3 (median score 1, 2.2):
 *   2 pts {1, 3, 5}: all hist WB, due W.
 *   1 pt  {2, 4, 8, 10}: all hist BW, due B.  (median group)
 *   0 pts {6, 7, 9}: 6 BW due B; 7, 9 WB due W.
 * In R2 #5 (1 point) played #6 (0 points): the 1-point group {1..5}
 * of R2 was odd and paired downward (nobody on the median 0.5), #5
 * the floater transferred down (3.1, 3.2).  #1 and #3 met equal
 * scores in R2 (4-1, 2-3).
 * Nobody has one colour twice running, so only meetings decide 2.1.
 *
 * {1, 3, 5} (downward): all pairs compatible, one must float (2.3 d).
 * Adjacent group {2, 4, 8, 10}: #1 can meet 2, 8, 10; #3 4, 10; #5 2,
 * 4, 8: all of type d (3.9).  3.2: all due W, so colours do not choose;
 * the lowest numbered, #5, would float.  3.10: #5 floated the round
 * before and floating #3 instead makes no floater of type a, b or c and
 * keeps one pair: #3 floats.  1 v 5: both due W, same history, at the
 * median or above the higher ranked #1 has the alternate colour (5.4):
 * 1-5.
 * {6, 7, 9} (upward, 4.1 b): one floats; due W 7, 9, due B 6: a W-due
 * player floats (3.2), upward the highest numbered of them: #7 (he can
 * meet 4 and 8 above: type d; he did not float in R2).  9-6 (9 due W).
 * Median {2, 4, 8, 10} + DF 3 + UF 7, paired downward; DF first, then
 * UF (3.6.3).  #3 (due W) takes the highest numbered resident due B
 * (3.8): #2 met him, #4 does, leaving 7, 2, 8, 10 pairable: 3-4.  #7
 * (due W; met 2 and 10) takes #8: 7-8.  Left 2 v 10, both due B with
 * the same history: the higher ranked #2 has Black: 10-2.
 * Boards (score of the higher ranked, then sum): 1-5, 3-4, 10-2, 7-8,
 * 9-6.
 */
static const char *const a_hist[] = {
	"1 6w1 4b1", "2 7b1 3w0", "3 8w1 2b1", "4 9b1 1w0", "5 10w1 6b1",
	"6 1b0 5w0", "7 2w0 10b0", "8 3b0 9w1", "9 4w0 8b0", "10 5b0 7w1",
	NULL
};

START_TEST(last_floater_not_refloated)
{
	lfx_pairs_as("XXR 5\n", a_hist, NULL, "1-5 3-4 10-2 7-8 9-6", 0);
}
END_TEST

/*
 * 3.10 gives way to 3.9: the tournament above, but #1 may not meet 2,
 * 8 or 10 and #3 may not meet 4 or 10 (XXP).  Now #1 and #3 have no
 * compatible opponent in the median group (type c), #5 still has 2, 4
 * and 8 (type d).  Floating #1 or #3 instead of #5 would produce a
 * floater of type c, so 3.10 does not apply; 3.9 (avoid type c) and
 * 3.2 float #5.  1 v 3: both due W, same history: 1-3 (5.4).
 * {6, 7, 9}: unchanged, #7 floats up, 9-6.
 * Median {2, 4, 8, 10} + DF 5 + UF 7: #5 (due W; met 6, 10) takes the
 * highest numbered resident due B, #2, leaving 4, 8, 10 and 7 pairable
 * (7-4 or 7-8): 5-2.  #7 (due W) takes the highest numbered due B he
 * may meet, #4 (8 v 10 is left, compatible): 7-4.  8 v 10, both due B
 * with the same history: #8 has Black: 10-8.
 * Boards: 1-3, 5-2 (2 points), 10-8 (sum 2), 7-4 (sum 1), 9-6.
 */
START_TEST(last_floater_yields_to_type_c)
{
	lfx_pairs_as("XXR 5\nXXP 1 2\nXXP 1 8\nXXP 1 10\nXXP 3 4\nXXP 3 10\n", a_hist, NULL,
		     "1-3 5-2 10-8 7-4 9-6", 0);
}
END_TEST

/*
 * 3.10 pairing upward: the tournament of last_floater_not_refloated
 * with R2 10-7 won by #7 instead.  Before round 3 (median 1):
 *   2 pts {1, 3, 5} as before; 1 pt {2, 4, 8 (BW, due B), 7 (WB, due
 *   W)}; 0 pts {6 (BW, due B), 9 (WB, due W), 10 (BW, due B)}.
 * In R2 #6 (0 points) met #5 (1 point): the 0-point group {6..10} of
 * R2 was odd and paired upward, #6 the floater transferred up.
 * {1, 3, 5}: as before (3.10): #3 floats, 1-5.
 * {6, 9, 10} (upward, all pairs new): due B 6, 10, due W 9: a B-due
 * player floats (3.2), upward the highest numbered of them, #6 - who
 * floated up the round before.  Floating #10 instead (he can meet 2, 4
 * and 8: type d) costs no pair (6 v 9 is new): 3.10, #10 floats.
 * 9-6 (9 due W, 6 due B).
 * Median {2, 4, 7, 8} + DF 3 + UF 10, downward (3.6.3): #3 (due W) takes
 * the highest numbered due B he has not met, #4, leaving 2, 7, 8, 10
 * pairable (10-2, 7-8): 3-4.  #10 (due B) would take #7 (due W) but
 * met him; #2, the first then, leaves 7 v 8, new: 10 v 2, both due B
 * with the same history, the higher ranked #2 (1 point) has Black:
 * 10-2.  7-8.
 * Boards: 1-5, 3-4, 7-8 (1 point, sum 2), 10-2 (sum 1), 9-6.
 */
START_TEST(last_floater_upward)
{
	const char *p[] = { "1 6w1 4b1", "2 7b1 3w0", "3 8w1 2b1", "4 9b1 1w0",
			    "5 10w1 6b1", "6 1b0 5w0", "7 2w0 10b1", "8 3b0 9w1",
			    "9 4w0 8b0", "10 5b0 7w0", NULL };

	lfx_pairs_as("XXR 5\n", p, NULL, "1-5 3-4 7-8 10-2 9-6", 0);
}
END_TEST

/*
 * Kept out of the suite - the engine reads 3.10 differently.
 * 3.1 defines the floater as the player TRANSFERRED to another
 * score-group; the engine (lim-reading.md, "3.10") counts everybody
 * with tmt_float() != NONE in round r-1, so also the resident who was
 * paired against an incoming floater (and a player without a game).
 * 10 players, round 3 of 5, Lim's own R1 and R2:
 *   R1: 1-6 1-0, 7-2 0-1, 3-8 1-0, 9-4 =, 5-10 =.
 *   R2 (as Lim pairs it: 1-point group {1, 2, 3} floats #3 down,
 *   0-point group {6, 7, 8} floats #6 up, median 0.5 {4, 5, 9, 10} +
 *   3 + 6: 4-3, 6-5, 10-9; 2-1, 8-7): 2-1 0-1, 4-3 0-1, 8-7 =,
 *   6-5 1-0, 10-9 1-0.
 *   So #5 stayed in his group in R2; #6 was the floater he met.
 * Before round 3 (median 1): 2 {1, 3} (both WB); 1.5 {10} (BW);
 * 1 {2, 6} (both BW, due B); 0.5 {4 (BW), 5 (WB), 7 (WB), 8 (BW),
 * 9 (WB)}; nobody below.
 * {1, 3}: same history, #1 has White (5.4): 1-3.  #10 alone floats to
 * the median (2.3 a).
 * {4, 5, 7, 8, 9} (upward): one floats (2.3 d).  Due W 5, 7, 9, due B
 * 4, 8: a W-due player (3.2), the highest numbered who can meet
 * somebody above (3.4): #5 (he can meet #2).  #5 did not float in R2,
 * so 3.10 does not shield him: #5 floats.  Left {4, 7, 8, 9}: 4.1 b
 * from #9: 9 v 7, 8 v 4, both pairs one colour; 5.2: exchanging #7 for
 * #4 gives 9 v 4 (met), for #8 gives 9 v 8, 7 v 4: all as due: 9-8,
 * 7-4.
 * Median {2, 6} + DF 10 + UF 5: #10 (due B) has no W-due resident;
 * 10 v 2 would leave 6 v 5 (met), so 10 v 6, both due B, same
 * history: the higher ranked #10 has Black: 6-10.  5-2 (5 due W).
 *   Expected: 1-3 6-10 5-2 7-4 9-8
 * (A reading of 3.10 by tmt_float(), under which #5 had "floated" by
 * meeting the up-floater, would shield #5 and float #7 instead:
 * 1-3 2-10 7-6 5-4 9-8.)
 */
START_TEST(resident_who_met_a_floater_is_no_floater)
{
	const char *p[] = { "1 6w1 2b1", "2 7b1 1w0", "3 8w1 4b1", "4 9b= 3w0",
			    "5 10w= 6b0", "6 1b0 5w1", "7 2w0 8b=", "8 3b0 7w=",
			    "9 4w= 10b0", "10 5b= 9w1", NULL };

	lfx_pairs_as("XXR 5\n", p, NULL, "1-3 6-10 5-2 7-4 9-8", 0);
}
END_TEST

/*
 * Colours of two players without games and with different scores.
 * R1: #1 a half-point bye, #2 absent, #3 alone: the PAB (1.1).  Round
 * 2: #3 may not have the PAB again; the lowest group {2} gives it to
 * #2.  #3 (1 point) floats down to the median 0.5 (2.2) and meets #1.
 * Neither has a colour history: as in round one (7.2) by the number of
 * the higher ranked, #3 (more points, as 5.4 ranks): 3 is odd, so #3
 * takes #1's lot, White: 3-1.
 */
START_TEST(no_games_higher_ranked_decides)
{
	const char *p[] = { "1 -H", "2 -Z", "3 -U", NULL };

	lfx_pairs_as("XXR 5\nXXC white1\n", p, NULL, "3-1", 2);
}
END_TEST

/*
 * 3.9 type b against residents.  10 players, round 3 of 5.
 * R1: 8-10 1-0, 9-2 =, 7-4 =, 1-5 1-0, 6-3 =.
 * R2: 8-1 1-0, 2-7 1-0, 4-9 1-0, 3-10 =, 5-6 1-0.
 * Before round 3 (median 1):
 *   2     {8}: hist WW, must have Black (5.3).
 *   1.5   {2, 4}: both BW, due B.
 *   1     {1, 3, 5}: 1 WB due W; 3, 5 BW due B.  (median)
 *   0.5   {6, 7, 9, 10}: 6, 7, 9 WB due W; 10 BB, must have White.
 * #8 is alone: he floats down (2.3 a) into {2, 4}.  {2, 4, 8}: every
 * pair compatible (2-4 not met, both may take White), so one floats.
 * 3.2: all three are due B; the lowest numbered would float, #8 - but
 * #8 floated into this group and can meet #3 in the median group: type
 * b; #2 and #4 have compatible opponents there (type d).  3.9: avoid
 * type b: a resident floats, the lowest numbered, #4 (no float in R2,
 * so 3.10 says nothing).  2 v 8: #8 must have Black (5.3): 2-8.
 * {6, 7, 9, 10} (upward, even): none has met another; #10 must have
 * White, the others may take Black.  4.1 b from #10: proposed 10 v 7
 * (n/2+1 in the upward order 10, 9, 7, 6), then 9 v 6.  All four are
 * due W, so no exchange helps (5.2).  10-7 (5.3); 9 v 6 same history,
 * below the median the lower ranked #9 has the alternate colour: 9-6.
 * Median {1, 3, 5} + DF 4 (due B): 3.8, the highest numbered due W is
 * #1, and 3 v 5 is left, compatible: 1-4.  3 v 5, both due B, same
 * history: the higher ranked #3 has Black: 5-3.
 * Boards: 2-8, 1-4, 5-3, 9-6, 10-7.
 */
static const char *const b_hist[] = {
	"1 5w1 8b0", "2 9b= 7w1", "3 6b= 10w=", "4 7b= 9w1", "5 1b0 6w1",
	"6 3w= 5b0", "7 4w= 2b0", "8 10w1 1w1", "9 2w= 4b0", "10 8b0 3b=",
	NULL
};

START_TEST(incoming_floater_type_b)
{
	lfx_pairs_as("XXR 5\n", b_hist, NULL, "2-8 1-4 5-3 9-6 10-7", 0);
}
END_TEST

/*
 * 3.9 type b is worse than type c: a resident with no compatible
 * opponent next door floats rather than the floater who came in.
 * 10 players, round 3 of 5; XXP 4-1, 4-6, 4-8.
 * R1: 8-10 1-0, 9-2 =, 3-4 =, 1-6 1-0, 5-7 1-0.
 * R2: 8-1 1-0, 2-10 1-0, 4-5 1-0, 6-9 1-0, 7-3 =.
 * Before round 3 (median 1):
 *   2     {8}: WW, must have Black.
 *   1.5   {2, 4}: both BW, due B.
 *   1     {1, 3, 5, 6}: 1, 3, 5 WB due W; 6 BW due B.  (median)
 *   0.5   {7, 9}: 7 BW due B; 9 WB due W.
 *   0     {10}: BB, must have White.
 * Upper: #8 floats into {2, 4} (2.3 a).  {2, 4, 8}: 2-8 and 2-4 are
 * compatible, 4-8 is not (XXP): floating #2 would leave no pair, so
 * the choice is #4 or #8.  #8 came in and can meet #3 below: type b.
 * #4 met 3 and 5 and may not meet 1 or 6: no compatible opponent in
 * the median group, type c.  3.9: avoid b before c: #4 floats (on to
 * the median; 3.10 would not keep him either, the other choice being
 * type b).  2-8 (#8 must have Black).
 * Lower, upward: #10 alone floats up (2.3 a) into {7, 9}.  {7, 9, 10}:
 * all pairs compatible, one floats.  #10 came in and can meet #1 in
 * the median group: type b; #7 (can meet 1) and #9 (can meet 1) are
 * type d.  3.9: a resident floats.  Due B 7, due W 9, 10: a W-due
 * player tends to equalise (3.2): #9 floats.  10 v 7: 10-7 (5.3).
 * Median {1, 3, 5, 6} + DF 4 + UF 9, downward; DF first (3.6.3): #4 can
 * meet no resident, so he meets the other floater, #9 (compatible;
 * 4 due B, 9 due W): 9-4.  Residents (2.4): 1 v 5, 3 v 6, all new.
 * 5.2: 1 and 5 are both due W; exchanging #5 for #6 gives 1 v 6, met;
 * for #3 gives 1 v 3, again both due W: nothing better (three players
 * due W, one due B).  1 v 5, same history: the higher ranked #1 has
 * White: 1-5; 3-6.
 * Boards: 2-8, 9-4, 1-5, 3-6, 10-7.
 */
static const char *const b2_hist[] = {
	"1 6w1 8b0", "2 9b= 10w1", "3 4w= 7b=", "4 3b= 5w1", "5 7w1 4b0",
	"6 1b0 9w1", "7 5b0 3w=", "8 10w1 1w1", "9 2w= 6b0", "10 8b0 2b0",
	NULL
};

START_TEST(incoming_floater_b_before_resident_c)
{
	lfx_pairs_as("XXR 5\nXXP 4 1\nXXP 4 6\nXXP 4 8\n", b2_hist, NULL,
		     "2-8 9-4 1-5 3-6 10-7", 0);
}
END_TEST

/*
 * 3.2, Maxi: round 2 of 8 players, ratings 2400, 2350, 2300, 2150,
 * 2100, 2050, 2000, 1950 (#3 and #4 are 150 apart).
 * R1: 1-5 1-0, 6-2 =, 3-7 1-0, 8-4 0-1.
 * Groups: 1 {1, 3, 4}; median 0.5 {2, 6}; 0 {5, 7, 8}.
 * Without Maxi: {1, 3, 4}: due B 1, 3, due W 4; a B-due player floats
 * (3.2), the lowest numbered of them, #3 (he can meet 2 and 6: type d).
 * 4-1 (4 due W, 1 due B).  {5, 7, 8} (upward): due W 5, 7, due B 8; the
 * highest numbered W-due player, #5, floats up (type d).  7-8.  Median
 * {2 (due W), 6 (due B)} + DF 3 (due B) + UF 5 (due W): #3 meets the
 * highest numbered due W, #2 (5 v 6 left, compatible): 2-3; 5-6.
 * Boards: 4-1, 2-3, 5-6, 7-8.
 * Maxi: #3 is 150 points from #4, the lowest numbered player of the
 * group: #4 floats instead (3.2).  1 v 3: both due B, same history:
 * the higher ranked #1 has Black: 3-1.  Lower half unchanged (#5 is
 * the highest numbered there himself): 5 up, 7-8.  Median: #4 (due W)
 * is proposed against #2; the W/B partner #6 is 300 points from #2, so
 * no exchange (3.8, Maxi): 4 v 2, both due W, same history (B): the
 * higher ranked #4 (1 point) has White: 4-2; 5-6.
 * Boards: 3-1, 4-2, 5-6, 7-8.
 */
START_TEST(maxi_floater_choice)
{
	const char *p[] = { "1@2400 5w1", "2@2350 6b=", "3@2300 7w1", "4@2150 8b1",
			    "5@2100 1b0", "6@2050 2w=", "7@2000 3b0", "8@1950 4w0",
			    NULL };
	struct lim_options maxi = { 0, 1 }, plain = { 0, 0 };

	lfx_load("XXR 5\n", p);
	lfx_pair(&plain);
	lfx_expect("4-1 2-3 5-6 7-8", 0);
	lfx_pair(&maxi);
	lfx_expect("3-1 4-2 5-6 7-8", 0);
	lfx_teardown();
}
END_TEST

/*
 * 3.8 upward, Maxi: an up-floater in a lower group.  8 players, round 3
 * of 5, ratings 2400, 2350, 2300, 2250, 2200, 2150, 2000, 1950 (#6 and
 * #7 are 150 apart).
 * R1: 1-8 1-0, 2-5 =, 3-4 1-0, 7-6 =.
 * R2: 4-7 1-0, 3-8 1-0, 5-1 0-1, 6-2 0-1.
 * Before round 3 (median 1): 2 {1 (WB, due W), 3 (WW, must B)};
 * 1.5 {2 (WB, due W)}; 1 {4 (BW, due B)}; 0.5 {5, 6 (BW, due B),
 * 7 (WB, due W)}; 0 {8 (BB, must W)}.
 * 1-3 (3 must have Black).  #2 alone floats down to the median: 2-4.
 * #8 alone floats up (2.3 a) into {5, 6, 7}, paired upward.  3.7: #8
 * first; 3.8: the lowest numbered player due the alternate colour (B):
 * in the order 7, 6, 5, #6 (8 v 6 leaves 7 v 5, not met): 8-6; 7-5
 * (7 due W, 5 due B).  Boards: 1-3, 2-4, 7-5, 8-6.
 * Maxi: #8's proposed opponent is #7 (the first in the upward order,
 * 5 v 6 left and not met); taking #6 for colour exchanges #7 for #6,
 * 150 points apart: not allowed (3.8).  8-7 (8 must have White); 5 v 6,
 * both due B, same history, below the median the lower ranked #6 has
 * the alternate colour (5.4): 5-6.  Boards: 1-3, 2-4, 5-6, 8-7.
 */
START_TEST(maxi_upfloater_partner)
{
	const char *p[] = { "1@2400 8w1 5b1", "2@2350 5w= 6b1", "3@2300 4w1 8w1",
			    "4@2250 3b0 7w1", "5@2200 2b= 1w0", "6@2150 7b= 2w0",
			    "7@2000 6w= 4b0", "8@1950 1b0 3b0", NULL };
	struct lim_options maxi = { 0, 1 }, plain = { 0, 0 };

	lfx_load("XXR 5\n", p);
	lfx_pair(&plain);
	lfx_expect("1-3 2-4 7-5 8-6", 0);
	lfx_pair(&maxi);
	lfx_expect("1-3 2-4 5-6 8-7", 0);
	lfx_teardown();
}
END_TEST

/*
 * 5.7, Maxi: round 2 of 8, R1 1-5, 6-2, 3-7, 8-4 won by #1-#4.
 * Ratings 2400, 2250, 2100, 1950 (150 apart), 1900, 1850, 1800, 1750.
 * {1, 2, 3, 4}: due B 1, 3, due W 2, 4.  2.4: 1 v 3, 2 v 4, both pairs
 * due the same colour.  5.2: exchanging #3 (for #4: 1 v 4, 2 v 3)
 * gives everybody his colour: 4-1, 2-3.
 * {5, 6, 7, 8} (upward): due W 5, 7, due B 6, 8.  4.1 b from #8: 8 v 6,
 * 7 v 5, again one colour per pair; exchanging #6 (the higher numbered,
 * 4.1 b) for #5, the next in the 4.2 order mirrored: 8 v 5, 7 v 6, all
 * colours as due: 5-8, 7-6 (within 50 points: Maxi or not).
 * Boards: 4-1, 2-3, 5-8, 7-6.
 * Maxi: #3 is 150 points from #4 and from #2: no exchange (5.7).
 * 1 v 3: same history (W): the higher ranked #1 has Black: 3-1; 2 v 4
 * (B): #2 has White: 2-4.  Boards: 3-1, 2-4, 5-8, 7-6.
 */
START_TEST(maxi_colour_exchange)
{
	const char *p[] = { "1@2400 5w1", "2@2250 6b1", "3@2100 7w1", "4@1950 8b1",
			    "5@1900 1b0", "6@1850 2w0", "7@1800 3b0", "8@1750 4w0",
			    NULL };
	struct lim_options maxi = { 0, 1 }, plain = { 0, 0 };

	lfx_load("XXR 5\n", p);
	lfx_pair(&plain);
	lfx_expect("4-1 2-3 5-8 7-6", 0);
	lfx_pair(&maxi);
	lfx_expect("3-1 2-4 5-8 7-6", 0);
	lfx_teardown();
}
END_TEST

Suite *suite_lim_more(void)
{
	Suite *s = suite_create("lim_more");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, last_floater_not_refloated);
	tcase_add_test(tc, last_floater_yields_to_type_c);
	tcase_add_test(tc, last_floater_upward);
	tcase_add_test(tc, resident_who_met_a_floater_is_no_floater);
	tcase_add_test(tc, no_games_higher_ranked_decides);
	tcase_add_test(tc, incoming_floater_type_b);
	tcase_add_test(tc, incoming_floater_b_before_resident_c);
	tcase_add_test(tc, maxi_floater_choice);
	tcase_add_test(tc, maxi_upfloater_partner);
	tcase_add_test(tc, maxi_colour_exchange);
	suite_add_tcase(s, tc);
	return s;
}
