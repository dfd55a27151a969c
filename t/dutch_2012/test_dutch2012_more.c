/*
 * test_dutch2012_more.c - the 2012 Dutch text (rules/dutch-2012.txt)
 * worked by hand: a second (or third) test for each article the audit
 * below found with fewer than two.  Each round's pairing is derived
 * from the text in the comment, step by step; the engine
 * (lib/dutch_2012) must make it, the verifier (lib/verify_dutch_2012)
 * must accept it, and where a different pairing is legal the verifier
 * must name the article it breaks.  Start number = pairing number
 * (ratings fall, A.2); the history's games are in the specs of
 * support/dutch_fixture.h, the round paired is the next one.
 *
 * AUDIT: article -> the tests whose expected pairing would differ if
 * the engine (or verifier) ignored that article.  Files: R
 * t/dutch_2012/test_dutch2012_rules.c, T .../test_dutch2012_articles.c,
 * W t/verify_dutch_2012/test_verify_dutch2012_walk.c, V
 * .../test_verify_dutch2012.c, M this file.
 *   A.1 ratings      not a pairing rule (the arbiter checks or estimates
 *                    ratings before round 1); the file's ratings are used
 *   A.2 order        R round1_f4_e5, W d1_first_transposition,
 *                    M a2_score_ranks_for_e4 (score before rating, E.4)
 *   A.3 brackets     W c1_incompatible_move_down (half moved down:
 *                    homogeneous), T c1_then_half_moved_down,
 *                    T d3_moved_down_choice, T c9_back_to_heterogeneous,
 *                    M b5_upfloater_again, M c10g_top_scorer_with_non_top_scorer
 *   A.4 floats       W b5_downfloater_again, T c13_lowest_bracket_backtrack,
 *                    M b5_upfloater_again (upfloat), M b6_bye_two_rounds_before
 *   A.5 bye          R round1_f4_e5, R b1b_forces_bye, W remainder_exchange,
 *                    T d3_moved_down_choice, M b6_bye_two_rounds_before
 *   A.6 P0, M0       W d1_first_transposition, W c1_incompatible_move_down,
 *                    T d3_moved_down_choice, M d3_second_set_before_x
 *   A.7.a            R b2_no_pairing, V third_colour_b2, T c1_then_half_moved_down,
 *                    M f3_history_closes_up, M c9_remainder_breaks_b2
 *   A.7.b            R b1a_transposition_then_exchange, W x_exchange_first,
 *                    M a7d_dropped_for_a_pair
 *   A.7.c            T e2_stronger_preference, M e3_earlier_round,
 *                    M a2_score_ranks_for_e4
 *   A.7.d            T a7d_strong_as_absolute (kept), M a7d_dropped_for_a_pair
 *                    (dropped), M c9_remainder_breaks_b2 (dropped)
 *   A.7.e            M a7e_z_counts_strong_pairs (w in Z1),
 *                    W b5_downfloater_again (Z counts shared strong preferences)
 *   A.7.f            T c9_back_to_heterogeneous, W remainder_exchange,
 *                    M c9_remainder_breaks_b2, M c13_lowest_breaks_b2
 *   A.8 X1, Z1       W x_exchange_first, W b5_verifier, T a7d_strong_as_absolute,
 *                    T a10_top_scorers_drop_b2, M a7d_dropped_for_a_pair,
 *                    M a7e_z_counts_strong_pairs, M c9_remainder_breaks_b2 (a)
 *   A.9 exchanges    R b1a_transposition_then_exchange, W x_exchange_first,
 *                    T a10_top_scorers_drop_b2, M b6_bye_two_rounds_before
 *   A.10 top scorers R b2_top_scorer_last_round, T a10_top_scorers_drop_b2,
 *                    M c10g_top_scorer_with_non_top_scorer, M c13_lowest_breaks_b2
 *   A.11 quality     W c14_pairs_made (pairs first), W x_exchange_first (colours),
 *                    M c13_lowest_breaks_b2 (floats dropped before pairs)
 *   B.1a             R b1a_transposition_then_exchange, V rematch_b1a,
 *                    T c13_lowest_bracket_backtrack, M e3_earlier_round
 *   B.1b             R b1b_bye_to_lowest_eligible, R b1b_forces_bye,
 *                    V second_bye_b1b, T b6_downfloat_two_rounds_before,
 *                    M b6_bye_two_rounds_before (a bye is a downfloat),
 *                    M b5_up_back_after_c10c (nobody in the lowest may take it)
 *   B.2              R b2_no_pairing, V third_colour_b2, T c1_then_half_moved_down,
 *                    M c9_remainder_breaks_b2, M c13_lowest_breaks_b2,
 *                    M d3_second_set_before_x
 *   B.2 note         T a10_top_scorers_drop_b2,
 *                    M c10g_top_scorer_with_non_top_scorer
 *   B.3              W b5_downfloater_again, T d3_moved_down_choice,
 *                    M d3_second_set_before_x
 *   B.4              W x_exchange_first, W c1_incompatible_move_down,
 *                    T a7d_strong_as_absolute, M a7e_z_counts_strong_pairs,
 *                    M d3_second_set_before_x
 *   B.5              W b5_downfloater_again, T c13_lowest_bracket_backtrack,
 *                    M b5_upfloater_again (upfloaters), M b6_bye_two_rounds_before,
 *                    M b5_up_back_after_c10c (upfloaters)
 *   B.6              T b6_downfloat_two_rounds_before, M b6_bye_two_rounds_before,
 *                    M b6_upfloater_two_rounds_before (upfloaters),
 *                    M b6_upfloater_remainder_either_way (upfloaters),
 *                    M c13_lowest_breaks_b2 (dropped)
 *   C.1              W c1_incompatible_move_down, T c1_then_half_moved_down,
 *                    M a2_score_ranks_for_e4 (a resident moves down),
 *                    M d3_second_set_before_x
 *   C.2              W b5_verifier, W c1_incompatible_move_down,
 *                    M a7e_z_counts_strong_pairs, M d3_second_set_before_x
 *   C.3.a            T c9_back_to_heterogeneous, M d3_second_set_before_x
 *   C.3.b            T a10_top_scorers_drop_b2, M c10g_top_scorer_with_non_top_scorer
 *   C.3.c            T a7d_strong_as_absolute, M a7d_dropped_for_a_pair
 *   C.3.d            W x_exchange_first, M a7e_z_counts_strong_pairs
 *   C.3.e            W b5_downfloater_again, M b6_bye_two_rounds_before
 *   C.3.f            T b6_downfloat_two_rounds_before, M b6_bye_two_rounds_before
 *   C.3.g            M b5_upfloater_again, M b5_up_back_after_c10c
 *   C.3.h            M b6_upfloater_two_rounds_before,
 *                    M b6_upfloater_remainder_either_way
 *   C.4, C.5         every round test; W d1_first_transposition,
 *                    R b1a_transposition_then_exchange (after an exchange)
 *   C.6              W d1_first_transposition, T c9_back_to_heterogeneous,
 *                    M b5_upfloater_again, M c9_remainder_breaks_b2
 *   C.7              W d1_verifier, T c1_then_half_moved_down,
 *                    M a7e_z_counts_strong_pairs, M c13_lowest_breaks_b2
 *   C.8.a            R b1a_transposition_then_exchange, W x_exchange_first,
 *                    W remainder_exchange, M b6_bye_two_rounds_before
 *   C.8.b            T d3_moved_down_choice, M d3_second_set_before_x,
 *                    M b5_up_back_after_c10c
 *   C.9              T c9_back_to_heterogeneous, M c9_remainder_breaks_b2
 *   C.10.a           M b6_upfloater_two_rounds_before (bracket 1.5 keeps B.6,
 *                    bracket 1 drops it), M b6_upfloater_remainder_either_way
 *   C.10.b           M b5_upfloater_again, M b5_up_back_after_c10c
 *   C.10.c           T b6_downfloat_two_rounds_before, M c13_lowest_breaks_b2,
 *                    M b5_up_back_after_c10c (restarts at C.3.g)
 *   C.10.d           W b5_verifier, T c13_lowest_bracket_backtrack,
 *                    M c13_lowest_breaks_b2
 *   C.10.e           W b5_downfloater_again, W x_exchange_first,
 *                    M a7e_z_counts_strong_pairs
 *   C.10.f           T a7d_strong_as_absolute, M a7d_dropped_for_a_pair,
 *                    M c9_remainder_breaks_b2
 *   C.10.g           T a10_top_scorers_drop_b2, M c10g_top_scorer_with_non_top_scorer
 *   C.11             deleted by the text
 *   C.12, C.13       T c13_lowest_bracket_backtrack (B.1a below),
 *                    M c13_lowest_breaks_b2 (B.2 below): the penultimate
 *                    bracket takes its next pairing; M b5_up_back_after_c10c
 *                    (B.1b below): its P falls to 0 (trfpair(1): a look-ahead)
 *   C.14.a           W c14_pairs_made, T c9_back_to_heterogeneous,
 *                    T a10_top_scorers_drop_b2, M a7d_dropped_for_a_pair
 *   C.14.b           T d3_moved_down_choice (b.2, b.1), M d3_second_set_before_x (b.2),
 *                    M b5_up_back_after_c10c (b.2)
 *   D.1 (D1.1)       W d1_first_transposition, W d1_verifier,
 *                    T c1_then_half_moved_down, M a7e_z_counts_strong_pairs,
 *                    M c13_lowest_breaks_b2
 *   D.1.2            T e2_stronger_preference, T c9_back_to_heterogeneous,
 *                    M b5_upfloater_again, M c9_remainder_breaks_b2,
 *                    M b6_upfloater_remainder_either_way
 *   D.2              the text's lists: R d2_one/two/three_player_order,
 *                    W vw_d2_one/two/three; in a round: W x_exchange_first,
 *                    W remainder_exchange, M b6_bye_two_rounds_before
 *   D.3              the text's M0 = 5 example: R d3_m0_5, W vw_d3_m0_5; in a
 *                    round: T d3_moved_down_choice, M d3_second_set_before_x,
 *                    M b5_up_back_after_c10c
 *   E.1              R b1a_transposition_then_exchange, V swapped_colours_e1,
 *                    M c9_remainder_breaks_b2, M b5_upfloater_again
 *   E.2              T e2_stronger_preference, T e3_alternate_last_difference,
 *                    M e3_earlier_round, M f3_history_closes_up
 *   E.3              T e3_alternate_last_difference, M e3_earlier_round,
 *                    M a7e_z_counts_strong_pairs
 *   E.4              T a10_top_scorers_drop_b2, T a7d_strong_as_absolute,
 *                    M a2_score_ranks_for_e4, M c10g_top_scorer_with_non_top_scorer
 *   E.5              R round1_f4_e5, R round1_e5_black,
 *                    M f5_absent_not_paired (counted among the players paired)
 *   F.1 board order  M b6_bye_two_rounds_before (sum of scores),
 *                    M a7e_z_counts_strong_pairs (rank)
 *   F.2, F.3         M f3_history_closes_up (E.3 and A.7 on the closed-up
 *                    history), M a7d_dropped_for_a_pair (byes carry no colour)
 *   F.4              R round1_f4_e5, W d1_first_transposition,
 *                    M f5_absent_not_paired
 *   F.5              M f5_absent_not_paired (a known absence: not paired)
 *   F.6-F.9          the arbiter's (publication, corrections, absences
 *                    without notice, adjournments): no round's pairing
 *                    decides them
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/dutch_2012.h"
#include "support/dutch2012_fixture.h"
#include "support/dutch_fixture.h"

Suite *suite_dutch2012_more(void);

/* The history specs plus one round: each player's block for the pairs
 * (drawn) or the bye; a player in neither is absent (-Z). */
static const char *const *with_round(const char *const *hist, int n, const int (*pairs)[2],
				     int bye)
{
	static char line[16][256];
	static const char *out[17];
	int i = 0;

	for (; hist[i]; i++) {
		int id = atoi(hist[i]);
		char blk[16];

		ck_assert(i < 16);
		snprintf(blk, sizeof(blk), " -Z");
		for (int k = 0; k < n; k++) {
			if (pairs[k][0] == id)
				snprintf(blk, sizeof(blk), " %dw=", pairs[k][1]);
			if (pairs[k][1] == id)
				snprintf(blk, sizeof(blk), " %db=", pairs[k][0]);
		}
		if (bye == id)
			snprintf(blk, sizeof(blk), " -U");
		snprintf(line[i], sizeof(line[i]), "%s%s", hist[i], blk);
		out[i] = line[i];
	}
	out[i] = NULL;
	return out;
}

/* The engine pairs round r after hist as the text does (want, bye), and
 * the verifier accepts that round. */
static void text_round(const char *hdr, const char *const *hist, int n, const int (*want)[2],
		       int bye, int r)
{
	fx_load(hdr, hist);
	d12_engine_gives(n, want, bye);
	fx_teardown();
	fx_load(hdr, with_round(hist, n, want, bye));
	ck_assert_msg(d12_verify(r) == 0, "the text's round %d: %s", r, d12_out);
	fx_teardown();
}

/* The verifier finds round r with pairs (a departure from the text)
 * wrong and names finding. */
static void wrong_round(const char *hdr, const char *const *hist, int n, const int (*pairs)[2],
			int bye, int r, const char *finding)
{
	fx_load(hdr, with_round(hist, n, pairs, bye));
	ck_assert_int_ge(d12_verify(r), 1);
	d12_has(finding);
	fx_teardown();
}

/* F.1: the engine's boards (fx_pg) come in the order of want. */
static void in_f1_order(const char *hdr, const char *const *hist, int n, const int (*want)[2],
			int bye)
{
	fx_load(hdr, hist);
	d12_engine_gives(n, want, bye);
	for (int i = 0; i < n; i++)
		ck_assert_msg(fx_id_of(fx_pg.boards[i].white) == want[i][0] &&
				      fx_id_of(fx_pg.boards[i].black) == want[i][1],
			      "board %d should be %d-%d: %s", i + 1, want[i][0], want[i][1], fx_dump());
	fx_teardown();
}

/*
 * E.3 over an earlier round, E.2, E.1: round 5 of six, all games drawn
 * (XXR 7, so nobody is a top scorer).  Rounds 1-4 are four rounds of a
 * round robin: R1 6(w)-1, 2(w)-5, 4(w)-3; R2 1(w)-5, 3(w)-2, 6(w)-4;
 * R3 1(w)-4, 5(w)-3, 2(w)-6; R4 3(w)-1, 4(w)-2, 6(w)-5.  The only
 * opponents left (B.1a) are 1-2, 3-6, 4-5, so that is the pairing
 * whatever the bracket's walk; B.2 allows it (below).
 * Colours (A.7): 1 BWWB and 2 WBWB: colour difference 0, last two
 * different: mild white (A.7.c) both.  3 BWBW and 4 WBBW: mild black.
 * 5 BBWB: difference -2, absolute white; 6 WWBW: +2, absolute black.
 * 1-2: same preference, same strength (E.1, E.2 undecided); E.3: round
 * 4 both black, round 3 both white, round 2 1 white and 2 black: they
 * alternate from round 2, 1 black and 2 white: 2-1 (E.4 would give the
 * higher ranked 1 white).  3-6: both want black, 6's absolute
 * preference is the stronger (E.2): 3-6.  4-5: E.1: 5-4.
 */
START_TEST(e3_earlier_round)
{
	const char *h[] = { "1 6b= 5w= 4w= 3b=", "2 5w= 3b= 6w= 4b=", "3 4b= 2w= 5b= 1w=",
			    "4 3w= 6b= 1b= 2w=", "5 2b= 1b= 3w= 6b=", "6 1w= 4w= 2b= 5w=", NULL };
	const int want[][2] = { { 2, 1 }, { 3, 6 }, { 5, 4 } };
	const int bad[][2] = { { 1, 2 }, { 3, 6 }, { 5, 4 } };

	text_round("XXR 7\nXXC white1\n", h, 3, want, 0, 5);
	wrong_round("XXR 7\nXXC white1\n", h, 3, bad, 0, 5, ": E.3: 1-2: 2 should have white");
}
END_TEST

/*
 * A.2 (score first), E.4, C.1: round 3 of four (XXC white1).  R1 1(w)-3
 * 0-1, 4(w)-2 =; R2 2(w)-1 =, 3(w)-4 =.  Scores 3: 1.5; 2, 4: 1;
 * 1: 0.5.  Colours: 1 WB and 4 WB mild white; 2 BW and 3 BW mild black.
 * Bracket 1.5 = {3}: no opponent (C.1), 3 moves down.  Bracket 1 =
 * {3 | 2,4}: 4 met 2 and 3, no opponent here, and is not the lowest: he
 * moves down (C.1).  {3 | 2}: 3-2 (B.1a allows it).  Bracket 0.5 =
 * {4 | 1}: 4-1.  Each pair wants the same colours with the same
 * history (E.1-E.3 undecided): E.4 grants the higher ranked player's
 * preference, and A.2 ranks by score before rating: 3 (1.5) above 2
 * (1), black: 2-3; 4 (1) above 1 (0.5), white: 4-1.  Ranking by
 * pairing number would give 3-2 and 1-4.
 */
START_TEST(a2_score_ranks_for_e4)
{
	const char *h[] = { "1 3w0 2b=", "2 4b= 1w=", "3 1b1 4w=", "4 2w= 3b=", NULL };
	const int want[][2] = { { 2, 3 }, { 4, 1 } };
	const int bad[][2] = { { 3, 2 }, { 4, 1 } };
	const int bad2[][2] = { { 2, 3 }, { 1, 4 } };

	text_round("XXR 5\nXXC white1\n", h, 2, want, 0, 3);
	wrong_round("XXR 5\nXXC white1\n", h, 2, bad, 0, 3, ": E.4: 3-2: 2 should have white");
	wrong_round("XXR 5\nXXC white1\n", h, 2, bad2, 0, 3, ": E.4: 1-4: 4 should have white");
}
END_TEST

/*
 * B.5 for upfloaters (C.3.g, C.10.b), A.3, A.4, C.6 (heterogeneous),
 * D.1.2, A.7.d: round 3 of six (XXR 5, XXC white1).  R1 1(w)-6 1-0,
 * 2(w)-4 1-0, 5(w)-3 0-1; R2 2(w)-1 1-0, 4(w)-3 =, 5 and 6 half-point
 * byes.  Scores 2: 2; 3: 1.5; 1: 1; 4, 5, 6: 0.5.  Floats in round 2
 * (A.4): 4 (0) against 3 (1) floated up, 3 down.  Colours (A.7): 1 WB
 * mild white; 2 WW absolute black; 3 BB absolute white; 4 BW mild
 * black; 5 one game, white: strong black; 6 one game, black: strong
 * white.
 * Bracket 2 = {2}: no opponent (C.1), down.  Bracket 1.5 = {2 | 3}:
 * half moved down, homogeneous (A.3): 2-3, E.1: 3-2.  Bracket 1 = {1}:
 * down.  Bracket 0.5 = {1 | 4,5,6}: 1 of 4 moved down, heterogeneous;
 * P0 = 2, M1 = 1.  A.8: W = 2 (1, 6), B = 2 (4, 5): X1 = 0.  S1 = {1},
 * S2 = {4,5,6}; B.5 for upfloaters is in force (C.3.g).  D.1.2:
 * transpositions 4-5-6 and 4-6-5 pair 1-4, and 4 would float up again
 * (B.5); 5-4-6 pairs 1-5 (colours granted, 5 never floated up), and the
 * remainder {4,6} pairs 4-6 (4 mild black, 6 strong white: granted;
 * A.7.d holds).  E.1: 1-5, 6-4.  Ignoring B.5 the first transposition
 * gives 1-4 and 6-5, which the verifier must name.
 */
START_TEST(b5_upfloater_again)
{
	const char *h[] = { "1 6w1 2b0", "2 4w1 1w1", "3 5b1 4b=", "4 2b0 3w=", "5 3w0 -H",
			    "6 1b0 -H", NULL };
	const int want[][2] = { { 3, 2 }, { 1, 5 }, { 6, 4 } };
	const int bad[][2] = { { 3, 2 }, { 1, 4 }, { 6, 5 } };

	text_round("XXR 5\nXXC white1\n", h, 3, want, 0, 3);
	wrong_round("XXR 5\nXXC white1\n", h, 3, bad, 0, 3,
		    "round 3: bracket 0.5: B.5: C.10.b: 4 floats up again after an upfloat in round 2");
}
END_TEST

/*
 * B.6 for downfloaters (C.3.f, C.10.c) against B.5 (C.3.e), A.5 and
 * B.1b (a bye is a downfloat), D.2, A.7.d, E.4: round 3 of seven (XXC
 * black1).  R1 4(w)-1 0-1, 2(w)-5 =, 6(w)-3 0-1, 7 the bye; R2 1(w)-7
 * 1-0, 3(w)-2 1-0, 5(w)-4 0-1, 6 the bye.  Scores 1, 3: 2; 4, 6, 7: 1;
 * 2, 5: 0.5.  Floats: 7 down in round 1 (bye), 6 down in round 2
 * (bye); in round 2 4 (0) met 5 (0.5): 4 up, 5 down; 2 (0.5) met 3
 * (1): 2 up.  Colours: 1 BW and 3 BW mild black; 2 WB and 4 WB mild
 * white; 5 BW mild black; 6 one game, white: strong black; 7 one game,
 * black: strong white.
 * Bracket 2 = {1,3}: 1-3; same preference and history, E.4: the higher
 * ranked 1 black: 3-1.  Bracket 1 = {4,6,7}, P0 = 1, the bracket moves
 * one player down, so B.5 and B.6 for downfloaters are in force (C.3.e,
 * C.3.f).  A.8: W = 2 (4, 7), B = 1 (6): X1 = 0.  S1 = {4}, S2 =
 * {6,7}: 4-6 moves 7 down as in round 1 (B.6); 4-7 shares white (X =
 * 0) and moves 6 down again (B.5).  D.2's first exchange 4<->6: S1 =
 * {6}, S2 = {4,7}: 6-4 moves 7 down (B.6); 6-7 grants both (A.7.d:
 * strong black against strong white) and moves 4 down, who never
 * floated down: found.  E.1: 7-6.
 * Bracket 0.5 = {4 | 2,5}: 4 met 5; 4-2 breaks no absolute criterion
 * and is made once colours (both mild white), B.5 up for 2 and B.5
 * down for 5 are dropped (C.10).  E.4: the higher ranked 4 (1 point)
 * white: 4-2.  5 is left in the lowest bracket and takes the bye (he
 * had none).  Without B.6 the first transposition gives 4-6 and 7 down
 * (7-2).
 * F.1 orders the boards by the higher player's score (3-1: 2), then the
 * sum of the scores: 7-6 (1 + 1) before 4-2 (1 + 0.5), though 4 ranks
 * above 6.
 */
START_TEST(b6_bye_two_rounds_before)
{
	const char *h[] = { "1 4b1 7w1", "2 5w= 3b0", "3 6b1 2w1", "4 1w0 5b1", "5 2b= 4w0",
			    "6 3w0 -U", "7 -U 1b0", NULL };
	const int want[][2] = { { 3, 1 }, { 7, 6 }, { 4, 2 } };
	const int bad[][2] = { { 3, 1 }, { 4, 6 }, { 7, 2 } };

	text_round("XXR 5\nXXC black1\n", h, 3, want, 5, 3);
	in_f1_order("XXR 5\nXXC black1\n", h, 3, want, 5);
	wrong_round("XXR 5\nXXC black1\n", h, 3, bad, 5, 3,
		    "round 3: bracket 1: B.6: C.10.c: 7 floats down as in round 1");
}
END_TEST

/*
 * F.3 and F.2 (the colour history closes up over rounds without a
 * game) for E.3 and A.7, E.4, E.2, E.1: round 4 of six (XXR 7, XXC
 * white1).  R1 2(w)-3 1-0, 4(w)-5 =, 6 the bye, 1 absent; R2 1(w)-4
 * 1-0, 5(w)-2 0-1, 3(w)-6 =; R3 5(w)-1 0-1, 4(w)-6 1-0, 3 the bye, 2
 * absent.  Scores 1, 2: 2; 3, 4, 6: 1.5; 5: 0.5.
 * Colours from the games only: 1 (rounds 2, 3) WB and 2 (rounds 1, 2)
 * WB, mild white; 3 BW mild black; 4 WBW strong black; 5 BWW absolute
 * black; 6 BB absolute white.
 * Bracket 2 = {1,2}: 1-2.  E.1, E.2 undecided; E.3 by F.3 compares the
 * closed-up histories WB and WB: no game with different colours; E.4:
 * the higher ranked 1 white: 1-2.  (Counting by round number, round 2
 * had 1 white and 2 black, and E.3 would give 2-1.)
 * Bracket 1.5 = {3,4,6}: 3-6 and 4-6 met, so 3-4 and 6 moves down
 * (his B.5, a downfloat in round 3, drops at C.10.d: no other pairing).
 * E.2: 4's strong preference beats 3's mild one: 3-4.  Bracket 0.5 =
 * {6 | 5}: 6-5 (E.1).
 */
START_TEST(f3_history_closes_up)
{
	const char *h[] = { "1 -Z 4w1 5b1", "2 3w1 5b1 -Z", "3 2b0 6w= -U", "4 5w= 1b0 6w1",
			    "5 4b= 2w0 1w0", "6 -U 3b= 4b0", NULL };
	const int want[][2] = { { 1, 2 }, { 3, 4 }, { 6, 5 } };
	const int bad[][2] = { { 2, 1 }, { 3, 4 }, { 6, 5 } };

	text_round("XXR 7\nXXC white1\n", h, 3, want, 0, 4);
	wrong_round("XXR 7\nXXC white1\n", h, 3, bad, 0, 4,
		    "round 4: bracket 2: E.4: 2-1: 1 should have white");
}
END_TEST

/*
 * A.7.d's proviso and C.10.f (drop A.7.d), A.8, F.2, E.4, E.2: round 3
 * of six (XXR 5, XXC white1).  R1 3(w)-6 1-0, 4(w)-5 0-1, 1 and 2
 * half-point byes; R2 3(w)-1 0-1, 5(w)-2 0-1, 4 and 6 half-point
 * byes.  Scores 1, 2: 1.5; 3, 5: 1; 4, 6: 0.5.  Colours from the games
 * (F.2): 1 and 2 one game with black: strong white; 3 WW absolute
 * black; 5 BW mild black; 4 one game white: strong black; 6 one game
 * black: strong white.
 * Bracket 1.5 = {1,2}, P0 = 1; A.8: W = 2, B = 0: X1 = P0 - B = 1, so
 * one pair without both preferences is allowed.  Round 3 is odd: A.7.d
 * treats 1's and 2's strong preferences as absolute (C.3.c), and 1-2
 * fails like a B.2 pair.  X cannot rise above P1 = 1 (C.10.e); C.10.f
 * drops A.7.d, since keeping it would float both down (A.7.d "as long
 * as this does not result in additional floaters"): 1-2.  E.1, E.2
 * (both strong), E.3 (both black in round 2, no other game) undecided:
 * E.4, the higher ranked 1 white: 1-2.
 * Bracket 1 = {3,5}: 3-5, X1 = 1; E.2: 3's absolute black beats 5's
 * mild black: 5-3.  Bracket 0.5 = {4,6}: E.1: 6-4.
 * Keeping A.7.d moves 1 and 2 down: 2-3, 1-5, 6-4 pairs nobody in
 * bracket 1.5, where the text makes P = 1 pair.
 */
START_TEST(a7d_dropped_for_a_pair)
{
	const char *h[] = { "1 -H 3b1", "2 -H 5b1", "3 6w1 1w0", "4 5w0 -H", "5 4b1 2w0",
			    "6 3b0 -H", NULL };
	const int want[][2] = { { 1, 2 }, { 5, 3 }, { 6, 4 } };
	const int bad[][2] = { { 2, 3 }, { 1, 5 }, { 6, 4 } };

	text_round("XXR 5\nXXC white1\n", h, 3, want, 0, 3);
	wrong_round("XXR 5\nXXC white1\n", h, 3, bad, 0, 3,
		    "round 3: bracket 1.5: C.14: C.14.a: P = 1 pairs can be made here, the file makes 0");
	fx_load("XXR 5\nXXC white1\n", with_round(h, 3, want, 0));
	d12_verify(3);
	d12_has("round 3: bracket 1.5: explain: homogeneous, M0 = 0, M1 = 0, P0 = 1, P = 1, X1 = 1, Z1 = 0; found with X = 1, Z = 0, A.7.d dropped");
	d12_has("round 3: bracket 1.5: explain: 1-2: colours by E.4");
}
END_TEST

/*
 * A.7.e and A.8 (w, b and Z1), C.3.d, C.7, E.2, E.3: round 4 (even) of
 * eight (XXR 7, XXC white1).  R1 2(w)-1 =, 4(w)-3 =, 5(w)-6 1-0, 7(w)-8
 * 1-0; R2 1(w)-5 =, 3(w)-6 =, 7(w)-2 =, 8(w)-4 =; R3 8(w)-1 =, 5(w)-3
 * =, 6(w)-7 =, 2 and 4 half-point byes.  Scores 5, 7: 2; 1-4: 1.5; 6,
 * 8: 1.  Colours: 1 BWB and 3 BWB strong white; 2 WB and 4 WB (one
 * unplayed round each) mild white; 5 WBW and 7 WWB strong black; 6 BBW
 * strong white; 8 BWW absolute black.
 * Bracket 2 = {5,7}: 5-7; both strong black (E.2 undecided); E.3:
 * in round 3 5 had white, 7 black: they alternate, 7-5.
 * Bracket 1.5 = {1,2,3,4}, P0 = 2.  A.8 in an even round: W = 2 (1,
 * 3), w = 2 (2, 4: mild preference after an odd number of unplayed
 * games, A.7.e), B = b = a = 0.  X1: B + b > W + w fails, so X1 = P0 -
 * B - b - a = 2; Z1: B > W fails, so Z1 = P0 - B - b - w - a = 0.  S1 =
 * {1,2}, S2 = {3,4}.  Transposition 0: 1-3 (both strong white) and 2-4:
 * X = 2, but Z = 1 > 0.  Transposition 1 (C.7): 1-4 and 2-3, X = 2, Z
 * = 0: found.  E.2: the strong preference wins over the mild one:
 * 1-4, 3-2.  Bracket 1 = {6,8}: E.1: 6-8.  Without A.7.e the first
 * transposition (1-3, 2-4) would stand.
 * F.1: 7-5 (score 2) first; 1-4 and 3-2 have the same higher score
 * and sum, and the higher player's rank (1 before 2) orders them; 6-8
 * last.
 */
START_TEST(a7e_z_counts_strong_pairs)
{
	const char *h[] = { "1 2b= 5w= 8b=", "2 1w= 7b= -H", "3 4b= 6w= 5b=", "4 3w= 8b= -H",
			    "5 6w1 1b= 3w=", "6 5b0 3b= 7w=", "7 8w1 2w= 6b=", "8 7b0 4w= 1w=",
			    NULL };
	const int want[][2] = { { 7, 5 }, { 1, 4 }, { 3, 2 }, { 6, 8 } };
	const int bad[][2] = { { 7, 5 }, { 1, 3 }, { 2, 4 }, { 6, 8 } };

	text_round("XXR 7\nXXC white1\n", h, 4, want, 0, 4);
	in_f1_order("XXR 7\nXXC white1\n", h, 4, want, 0);
	wrong_round("XXR 7\nXXC white1\n", h, 4, bad, 0, 4,
		    "round 4: bracket 1.5: B.4: C.10.e: Z = 0 pair(s) without both colour preferences (strong) suffice, the file has 1 (1-3)");
	fx_load("XXR 7\nXXC white1\n", with_round(h, 4, want, 0));
	d12_verify(4);
	d12_has("round 4: bracket 1.5: explain: homogeneous, M0 = 0, M1 = 0, P0 = 2, P = 2, X1 = 2, Z1 = 0");
}
END_TEST

/*
 * A.10, B.2's note, C.1, C.10.g, A.3, E.4: the last round (XXR 3) of
 * four.  R1 1(w)-2 1-0, 4(w)-3 0-1; R2 1(w)-3 =, 4(w)-2 =.  Scores 1,
 * 3: 1.5, over 50% of 2: top scorers (A.10); 2, 4: 0.5.  Colours: 1
 * and 4 WW, absolute black; 2 and 3 BB, absolute white.
 * Bracket 1.5 = {1,3}: they met (B.1a), both move down (C.1).  Bracket
 * 0.5 = {1,3 | 2,4}: half moved down, homogeneous (A.3).  B.1a leaves
 * only 1-4 and 3-2, each two players with the same absolute preference;
 * B.2 holds them back until C.10.g drops it for top scorers, and each
 * pair has one (the note: pairing them saves floaters).  E.1-E.3
 * undecided (same absolute preference, same history); E.4: the higher
 * ranked, 1 and 3 (1.5 points), get their colours: 4-1, 3-2.
 * In round 3 of 5 nobody is a top scorer, B.2 stays, and no pairing
 * exists (exit status 1).
 */
START_TEST(c10g_top_scorer_with_non_top_scorer)
{
	const char *h[] = { "1 2w1 3w=", "2 1b0 4b=", "3 4b1 1b=", "4 3w0 2w=", NULL };
	const int want[][2] = { { 4, 1 }, { 3, 2 } };
	const int bad[][2] = { { 1, 4 }, { 3, 2 } };
	struct trf_diag d = { 0 };
	struct dutch2012_options o = { 0 };

	text_round("XXR 3\nXXC white1\n", h, 2, want, 0, 3);
	wrong_round("XXR 3\nXXC white1\n", h, 2, bad, 0, 3, ": E.4: 1-4: 4 should have white");
	fx_load("XXR 3\nXXC white1\n", with_round(h, 2, want, 0));
	d12_verify(3);
	d12_has("round 3: bracket 0.5: explain: homogeneous, M0 = 2, M1 = 0, P0 = 2, P = 2, X1 = 0, Z1 = 0; found with X = 2, Z = 0, B.2 dropped");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", h);
	ck_assert_int_eq(dutch2012_pair(fx_tm, fx_tm->next_round, &o, &fx_pg, &d), TRF_ENOPAIRING);
}
END_TEST

/*
 * C.9 after a B.2 failure in the remainder, C.6, D.1.2, A.3, A.7.f,
 * A.8 (a), E.1, E.2: round 3 of six (XXR 5, XXC white1).  R1 5(w)-3 =,
 * 6(w)-4 0-1, 1 and 2 half-point byes; R2 1(w)-4 1-0, 6(w)-3 =, 2 a
 * half-point bye, 5 absent.  Scores 1: 1.5; 2, 3, 4: 1; 5, 6: 0.5.
 * Colours: 1 one game white: strong black; 2 no game: no preference
 * (A.7.f); 3 and 4 BB: absolute white; 5 one game white: strong black;
 * 6 WW: absolute black.  Nobody in bracket 1 floated up before.
 * Bracket 1.5 = {1}: alone (C.1), down.  Bracket 1 = {1 | 2,3,4}: 1 of
 * 4 moved down, heterogeneous (A.3), P0 = 2, M1 = 1.  A.8: W = 2, B =
 * 1, a = 1 (2): X1 = P0 - B - b - a = 0.  S1 = {1}, S2 = {2,3,4}.
 * D.1.2: transposition 2-3-4 pairs 1-2 (2 has no preference: no
 * conflict); the remainder {3,4} must make P1 - M1 = 1 pair, but 3-4
 * are both absolute white (B.2).  C.9: back to the heterogeneous part,
 * next transposition 2-4-3: 1-2 again, the same remainder; 3-2-4: 1-3
 * (strong black against absolute white), remainder {2,4}: 2-4.  Found
 * at X = 0.  E.1: 3-1; 2 has no preference, 4's is granted: 4-2.
 * Bracket 0.5 = {5,6}: X1 = 1 allows the shared black, but A.7.d
 * (round 3 is odd) treats 5's strong preference as absolute, B.2-like
 * against 6, until C.10.f drops it: 5-6, 6's absolute preference the
 * stronger (E.2).
 */
START_TEST(c9_remainder_breaks_b2)
{
	const char *h[] = { "1 -H 4w1", "2 -H -H", "3 5b= 6b=", "4 6b1 1b0", "5 3w= -Z",
			    "6 4w0 3w=", NULL };
	const int want[][2] = { { 3, 1 }, { 4, 2 }, { 5, 6 } };
	const int bad[][2] = { { 1, 3 }, { 4, 2 }, { 5, 6 } };

	text_round("XXR 5\nXXC white1\n", h, 3, want, 0, 3);
	wrong_round("XXR 5\nXXC white1\n", h, 3, bad, 0, 3, ": E.1: 1-3: 3 should have white");
	fx_load("XXR 5\nXXC white1\n", with_round(h, 3, want, 0));
	d12_verify(3);
	d12_has("round 3: bracket 1: explain: heterogeneous, M0 = 1, M1 = 1, P0 = 2, P = 2, X1 = 0, Z1 = 0; found with X = 0, Z = 0, exchange 0: 1-3, 2-4");
}
END_TEST

/*
 * D.3 beyond the first set, C.8.b before C.10.e, C.14.b.2, C.1, A.3,
 * B.2: round 3 of six (XXR 5, XXC white1).  R1 2(w)-1 =, 3(w)-4 0-1,
 * 5(w)-6 1-0; R2 5(w)-1 0-1, 2(w)-4 1-0, 6(w)-3 0-1.  Scores 1, 2:
 * 1.5; 3, 4, 5: 1; 6: 0.  Colours: 1 BB and 4 BB absolute white; 2 WW
 * and 5 WW absolute black; 3 WB mild white; 6 BW mild black.  No float
 * decides (1 and 2 floated up in round 2, 4 and 5 down).
 * Bracket 1.5 = {1,2}: they met, both move down (C.1).  Bracket 1 =
 * {1,2 | 3,4,5}: 2 of 5 moved down, heterogeneous (A.3), P0 = 2.  A.8:
 * W = 3 (1, 3, 4), B = 2 (2, 5): X1 = P0 - B = 0.  1 may meet only 3
 * (1-4 B.2, 1-5 met), and so may 2 (2-4 met, 2-5 B.2): M1 = 2 fails at
 * every level, the remainder was never reached: C.14.b.2, M1 = 1.  D.3
 * sets {1}, {2}.  With {1}: 1-3 shares white, more than X = 0 allows;
 * C.8.b takes the next set before C.10.e raises X: {2}: 2-3 grants
 * both; the remainder {4,5} (1 can meet neither) pairs 4-5, granted.
 * 1 moves on to bracket 0 = {1 | 6}: 1-6.  E.1: 3-2, 4-5, 1-6.
 * Staying with the set {1} at X = 1 would give 1-3, 4-5 and 6-2.
 */
START_TEST(d3_second_set_before_x)
{
	const char *h[] = { "1 2b= 5b1", "2 1w= 4w1", "3 4w0 6b1", "4 3b1 2b0", "5 6w1 1w0",
			    "6 5b0 3w0", NULL };
	const int want[][2] = { { 3, 2 }, { 4, 5 }, { 1, 6 } };
	const int bad[][2] = { { 1, 3 }, { 4, 5 }, { 6, 2 } };

	text_round("XXR 5\nXXC white1\n", h, 3, want, 0, 3);
	wrong_round("XXR 5\nXXC white1\n", h, 3, bad, 0, 3,
		    "round 3: bracket 1: B.4: C.10.e: X = 0 pair(s) without both colour preferences suffice, the file has 1 (1-3)");
	fx_load("XXR 5\nXXC white1\n", with_round(h, 3, want, 0));
	d12_verify(3);
	d12_has("round 3: bracket 1: explain: heterogeneous, M0 = 2, M1 = 1, P0 = 2, P = 2, X1 = 0, Z1 = 0; found with X = 0, Z = 0, exchange 0: 2-3, 4-5; moved down 1\n");
}
END_TEST

/*
 * C.13 (C.12) after a B.2 failure in the lowest bracket, C.10.c and
 * C.10.d, C.10.g, A.10, A.8 (a), A.7.f, E.1, E.4: the last round (XXR
 * 3) of six.  R1 1(w)-5 =, 2(w)-6 1-0, 3 and 4 half-point byes; R2
 * 1(w)-6 1-0, 2(w)-5 =, 3 and 4 half-point byes.  Scores 1, 2: 1.5,
 * top scorers (A.10); 3, 4, 5: 1; 6: 0.  Colours: 1, 2 WW absolute
 * black; 5, 6 BB absolute white; 3, 4 no game, no preference (A.7.f).
 * Floats: 3 and 4 down in rounds 1 and 2 (byes); 5 up in round 2.
 * Bracket 1.5 = {1,2}: B.2 is dropped for the top scorers (C.10.g):
 * 1-2; same preference and history, E.4: 1 black, 2-1.
 * Bracket 1 = {3,4,5}, P0 = 1; A.8: W = 1, a = 2: X1 = 0, and pairs
 * with 3 or 4 have no conflict.  S1 = {3}, S2 = {4,5}: transposition
 * 0, 3-4, moves 5 down (he never floated down), but the lowest bracket
 * {5 | 6} cannot be paired: 5 and 6 both absolute white, no top
 * scorers (B.2).  C.13: another pairing of the penultimate bracket.
 * Every other one moves 3 or 4 down, who floated down in rounds 1 and
 * 2: B.6 (C.10.c) and B.5 (C.10.d) are dropped; then transposition 1,
 * 3-5, moves 4 down, and {4 | 6} pairs.  E.1: 5-3 and 6-4 (3, 4 have
 * no preference).  A file with 5-4 and 3 down to 6 departs from D.1 at
 * 3-5 (at the level where the walk finds it).
 */
START_TEST(c13_lowest_breaks_b2)
{
	const char *h[] = { "1 5w= 6w1", "2 6w1 5w=", "3 -H -H", "4 -H -H", "5 1b= 2b=",
			    "6 2b0 1b0", NULL };
	const int want[][2] = { { 2, 1 }, { 5, 3 }, { 6, 4 } };
	const int bad[][2] = { { 2, 1 }, { 5, 4 }, { 6, 3 } };

	text_round("XXR 3\nXXC white1\n", h, 3, want, 0, 3);
	wrong_round("XXR 3\nXXC white1\n", h, 3, bad, 0, 3,
		    "round 3: bracket 1: D.1: C.7: the transposition giving 3-5 comes first (the file has 3-6)");
	fx_load("XXR 3\nXXC white1\n", with_round(h, 3, want, 0));
	d12_verify(3);
	d12_has("round 3: bracket 1: explain: homogeneous, M0 = 0, M1 = 0, P0 = 1, P = 1, X1 = 0, Z1 = 0; found with X = 0, Z = 0, B.5 down dropped, B.6 down dropped, exchange 0: 3-5; moved down 4\n");
}
END_TEST

/*
 * B.6 for upfloaters (C.3.h, C.10.a), C.1, A.3, A.8, E.2, E.3, E.4:
 * round 4 of eight (XXR 5, XXC black1).  R1 5(w)-1 0-1, 2(w)-6 1-0,
 * 7(w)-3 0-1, 4(w)-8 =; R2 1(w)-2 1-0, 3(w)-4 1-0, 8(w)-5 0-1, 6(w)-7
 * =; R3 3(w)-1 0-1, 2(w)-5 1-0, 4(w)-6 1-0, 7(w)-8 1-0.  Scores 1: 3;
 * 2, 3: 2; 4, 7: 1.5; 5: 1; 6, 8: 0.5.  Floats (A.4): in round 2 4 (0.5)
 * and 5 (0) floated up against 3 and 8; round 3 had none.  Colours: 1
 * BWB, 6 BWB and 8 BWB strong white; 2 WBW, 4 WBW and 7 WBW strong
 * black; 3 BWW absolute black; 5 WBB absolute white.
 * Bracket 3 = {1}: down.  Bracket 2 = {1 | 2,3}: 1 met both, so he
 * moves on (C.1); {2,3}: 2-3, X1 = Z1 = 1; E.2: 3's absolute black:
 * 2-3.  Bracket 1.5 = {1 | 4,7}: heterogeneous, P0 = 1; A.8: W = 1, B =
 * 2: X1 = Z1 = 0.  S1 = {1}, S2 = {4,7}; B.6 for upfloaters is in force
 * (C.3.h).  1-4 (colours granted) makes 4 float up as two rounds
 * before (B.6); 1-7 grants colours, 7 never floated, and 4, who goes
 * down, never floated down: 1-7 (E.1).  Bracket 1 = {4 | 5}: 4-5 is the
 * only pair; 5 floated up in round 2 too, so B.6 for upfloaters drops
 * here (C.10.a): E.1 5-4.  Bracket 0.5 = {6,8}: both strong white with
 * the same history BWB (E.2, E.3 undecided), E.4: 6 white: 6-8.
 * Ignoring B.6 gives 1-4 and 5-7.
 */
START_TEST(b6_upfloater_two_rounds_before)
{
	const char *h[] = { "1 5b1 2w1 3b1", "2 6w1 1b0 5w1", "3 7b1 4w1 1w0", "4 8w= 3b0 6w1",
			    "5 1w0 8b1 2b0", "6 2b0 7w= 4b0", "7 3w0 6b= 8w1", "8 4b= 5w0 7b0",
			    NULL };
	const int want[][2] = { { 2, 3 }, { 1, 7 }, { 5, 4 }, { 6, 8 } };
	const int bad[][2] = { { 2, 3 }, { 1, 4 }, { 5, 7 }, { 6, 8 } };

	text_round("XXR 5\nXXC black1\n", h, 4, want, 0, 4);
	wrong_round("XXR 5\nXXC black1\n", h, 4, bad, 0, 4,
		    "round 4: bracket 1.5: B.6: C.10.a: 4 floats up as in round 2");
}
END_TEST

/*
 * B.5 for upfloaters against B.6 for downfloaters: C.10's nesting
 * (C.10.c restarts from C.3.g, so B.5 for upfloaters is back in force),
 * C.13 (the lowest bracket cannot take the penultimate's pair), B.1b,
 * C.14.b.2, D.3, A.8 (w, b): round 4 (even) of seven (XXR 5, XXC
 * black1).  R1 4(w)-1 0-1, 2(w)-5 1-0, 6(w)-3 =, 7 the bye; R2 1(w)-7
 * 1-0, 3(w)-2 1-0, 5(w)-6 0-1, 4 the bye; R3 6(w)-1 0-1, 2(w)-4 1-0,
 * 7(w)-3 0-1, 5 the bye.  Scores 1: 3; 3: 2.5; 2: 2; 6: 1.5; 4, 5, 7:
 * 1.  Floats (A.4): the byes are downfloats (7 in round 1, 4 in round
 * 2, 5 in round 3); round 2: 2 (1) down against 3 (0.5), up, and 6
 * (0.5) down against 5 (0), up; round 3: 1 (2) down against 6 (1.5),
 * up, and 3 (1.5) down against 7 (1), up.
 * Colours: 1 BWB and 3 BWB strong white; 2 WBW and 6 WBW strong black;
 * 4 WB mild white; 5 BW and 7 BW mild black.
 * Bracket 3 = {1}: down; {1 | 3}: half moved down, homogeneous: 1-3,
 * same strength and history, E.4: 1-3.  Bracket 2 = {2}: down; {2 |
 * 6}: 2-6 would leave {4,5,7}, who all had a bye: the lowest bracket
 * could not be paired (B.1b), so the penultimate bracket makes P = 0
 * pairs (C.13; trfpair(1): the look-ahead) and 2, 6 move down.
 * Bracket 1 = {2,6 | 4,5,7}: 2 of 5 moved down, heterogeneous, P0 = 2.
 * A.8: B = 2 (2, 6), w = 1 (4), b = 2 (5, 7): X1 = P0 - W - w - a = 1,
 * Z1 = P0 - W - b - w - a < 0, 0.  2 may meet only 7, 6 only 4 or 7;
 * 2-7 with 6-4 leaves 5 for the bye (B.1b): M1 = 2 fails, C.14.b.2: M1
 * = 1, D.3 sets {2}, {6}; the one not chosen is left for the bye
 * (trfpair(1): moved-down players not chosen move on).
 * In force: 2-7 makes 7 float up again (B.5, round 3); 6-4 and 5-7
 * leave 2 for the bye, a downfloat as two rounds before (B.6, round 2);
 * 6-7 breaks B.5; with set {2} 6 takes the bye, B.6 again.  C.10.a:
 * nothing changes; C.10.b drops B.5 up, but every candidate still
 * breaks B.6 down (2-7, 4-5 leaves 6).  C.10.c drops B.6 down and
 * restarts from C.3.g: B.5 up is back.  Set {2}: 2-7 breaks it; set
 * {6}: 6-4 (4 never floated up), remainder 5-7 (X = 1), 2 the bye:
 * found.  E.1: 4-6; 5-7 same mild preference and history, E.4: 5
 * black: 7-5.  Ignoring B.5 the first candidate after C.10.c is 2-7,
 * 4-5 with 6 the bye.
 */
START_TEST(b5_up_back_after_c10c)
{
	const char *h[] = { "1 4b1 7w1 6b1", "2 5w1 3b0 4w1", "3 6b= 2w1 7b1", "4 1w0 -U 2b0",
			    "5 2b0 6w0 -U", "6 3w= 5b1 1w0", "7 -U 1b0 3w0", NULL };
	const int want[][2] = { { 1, 3 }, { 4, 6 }, { 7, 5 } };
	const int bad[][2] = { { 1, 3 }, { 7, 2 }, { 4, 5 } };

	text_round("XXR 5\nXXC black1\n", h, 3, want, 2, 4);
	wrong_round("XXR 5\nXXC black1\n", h, 3, bad, 6, 4,
		    "round 4: bracket 1: B.5: C.10.b: 7 floats up again after an upfloat in round 3");
	fx_load("XXR 5\nXXC black1\n", with_round(h, 3, want, 2));
	d12_verify(4);
	d12_has("round 4: bracket 1: explain: heterogeneous, M0 = 2, M1 = 1, P0 = 2, P = 2, X1 = 1, Z1 = 0; found with X = 1, Z = 0, B.6 down dropped");
}
END_TEST

/*
 * F.5 (a player known not to play is not paired), F.4, E.5, A.5:
 * round 1 of five (XXR 5, XXC white1), 2 absent in round 1 (Z).  The
 * players paired are 1, 3, 4, 5: one homogeneous bracket, P0 = 2, S1 =
 * {1,3}, S2 = {4,5}: 1-4, 3-5; the number is even, no bye (A.5).
 * E.5 counts the players paired (rules companion 2.7, trfpair(1)
 * "Colours (E)"): 1 is the first, odd, white; 3 the second, even,
 * black: 1-4, 5-3.
 */
START_TEST(f5_absent_not_paired)
{
	const char *h[] = { "1", "2 -Z", "3", "4", "5", NULL };
	const int want[][2] = { { 1, 4 }, { 5, 3 } };

	fx_load("XXR 5\nXXC white1\n", h);
	ck_assert_int_eq(fx_tm->next_round, 1);
	d12_engine_gives(2, want, 0);
	fx_teardown();
	const char *good[] = { "1 4w=", "2 -Z", "3 5b=", "4 1b=", "5 3w=", NULL };
	fx_load("XXR 5\nXXC white1\n", good);
	ck_assert_msg(d12_verify(1) == 0, "%s", d12_out);
	fx_teardown();
	const char *bad[] = { "1 4w=", "2 -Z", "3 5w=", "4 1b=", "5 3b=", NULL };
	fx_load("XXR 5\nXXC white1\n", bad);
	ck_assert_int_ge(d12_verify(1), 1);
	d12_has("round 1: bracket 0: E.5: 3-5: 5 should have white");
}
END_TEST

/*
 * B.6 for upfloaters (C.3.h) where the remainder would pair either way,
 * B.5 for upfloaters, D.1.2, A.8, E.3, E.4: round 4 (even) of eight
 * (XXR 5, XXC white1).  R1 1(w)-5 1-0, 6(w)-2 0-1, 3(w)-7 1-0, 8(w)-4
 * =; R2 2(w)-1 =, 4(w)-3 0-1, 5(w)-8 =, 7(w)-6 1-0; R3 1(w)-7 =, 3(w)-2
 * 0-1, 5(w)-4 0-1, 8(w)-6 =.  Scores 2: 2.5; 1, 3: 2; 4, 7, 8: 1.5; 5,
 * 6: 0.5.  Upfloats (A.4): round 2 4 (0.5, against 3) and 5; round 3 7
 * (1, against 1), 2 and 6.  Colours: 1, 3 and 8 WBW strong black; 2, 4
 * and 7 BWB strong white; 5 BWW absolute black; 6 WBB absolute white.
 * Bracket 2.5 = {2}: down; he met 1 and 3 and moves on (C.1).  {1,3}:
 * 1-3, X1 = Z1 = 1; same strength and history, E.4: 1 black: 3-1.
 * Bracket 1.5 = {2 | 4,7,8}: heterogeneous, P0 = 2.  A.8: W = 3, B = 1:
 * X1 = P0 - B = 1, Z1 = 1.  S1 = {2}, S2 = {4,7,8} (D.1.2): 2-4 makes
 * 4 float up as in round 2 (B.6); 2-7 makes 7 float up again (B.5);
 * 2-8 (colours granted, 8 only floated down), and the remainder {4,7}:
 * 4-7, one shared strong preference (X = Z = 1): found.  E.1 2-8; 4-7
 * same preference and history BWB (E.3 undecided), E.4: 4 white.
 * Bracket 0.5 = {5,6}: E.1: 6-5.  Ignoring B.6 the first
 * transposition, 2-4 with the remainder 7-8, would stand.
 */
START_TEST(b6_upfloater_remainder_either_way)
{
	const char *h[] = { "1 5w1 2b= 7w=", "2 6b1 1w= 3b1", "3 7w1 4b1 2w0", "4 8b= 3w0 5b1",
			    "5 1b0 8w= 4w0", "6 2w0 7b0 8b=", "7 3b0 6w1 1b=", "8 4w= 5b= 6w=",
			    NULL };
	const int want[][2] = { { 2, 8 }, { 3, 1 }, { 4, 7 }, { 6, 5 } };
	const int bad[][2] = { { 2, 4 }, { 3, 1 }, { 7, 8 }, { 6, 5 } };

	text_round("XXR 5\nXXC white1\n", h, 4, want, 0, 4);
	in_f1_order("XXR 5\nXXC white1\n", h, 4, want, 0);
	wrong_round("XXR 5\nXXC white1\n", h, 4, bad, 0, 4,
		    "round 4: bracket 1.5: B.6: C.10.a: 4 floats up as in round 2");
}
END_TEST

Suite *suite_dutch2012_more(void)
{
	Suite *s = suite_create("dutch2012_more");
	TCase *tc = tcase_create("more");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, e3_earlier_round);
	tcase_add_test(tc, a2_score_ranks_for_e4);
	tcase_add_test(tc, b5_upfloater_again);
	tcase_add_test(tc, b6_bye_two_rounds_before);
	tcase_add_test(tc, f3_history_closes_up);
	tcase_add_test(tc, a7d_dropped_for_a_pair);
	tcase_add_test(tc, a7e_z_counts_strong_pairs);
	tcase_add_test(tc, c10g_top_scorer_with_non_top_scorer);
	tcase_add_test(tc, c9_remainder_breaks_b2);
	tcase_add_test(tc, d3_second_set_before_x);
	tcase_add_test(tc, c13_lowest_breaks_b2);
	tcase_add_test(tc, b6_upfloater_two_rounds_before);
	tcase_add_test(tc, b5_up_back_after_c10c);
	tcase_add_test(tc, f5_absent_not_paired);
	tcase_add_test(tc, b6_upfloater_remainder_either_way);
	suite_add_tcase(s, tc);
	return s;
}
