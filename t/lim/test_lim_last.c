/*
 * test_lim_last.c - Lim section 6: in the last round players of the
 * same score meet even beyond the colour limits of 5.1 a/b.
 */
#include <check.h>

#include "support/lim_fixture.h"

Suite *suite_lim_last(void);

/* Round 3 fields of test_lim_groups.c colour_incompatible_float. */
static const char *const field8[] = {
	"1 5w1 3b1", "2 6w1 4b1", "3 7w1 1w0", "4 8w1 2w0",
	"5 1b0 7w1", "6 2b0 8w1", "7 3b0 5b0", "8 4b0 6b0", NULL };

/*
 * Round 3 as the LAST round (XXR 3): #7 and #8 (both B B) have the same
 * score and have not met: rule 6 pairs them although one gets a third
 * Black.  Both must have White, same history, below the median the
 * lower ranked #8 has it: 8-7.  The median {3, 4, 5, 6}: 3-5, 4-6;
 * 3 (WW) has Black: 5-3; 4 (WW) has Black: 6-4.  1-2 as before.
 * Boards: 1-2; 5-3, 6-4 (1 point, sum 2); 8-7.
 */
START_TEST(same_score_beyond_limits)
{
	lfx_pairs_as("XXR 3\n", field8, NULL, "1-2 5-3 6-4 8-7", 0);
}
END_TEST

/*
 * Four players drew twice (R1 1-3, 2-4; R2 1-4, 2-3; 1 and 2 Black both
 * times): round 3 can only be 1-2, 3-4, and both pairs need the same
 * colour for both players (5.1 a).  Not the last round: no pairing
 * (2.1).  The last round: rule 6 pairs them; 1, 2 (B B) both must have
 * White, identical, median group: the higher ranked #1 has it: 1-2;
 * 3, 4 (W W): #3 has Black: 4-3.
 */
START_TEST(not_last_round_impossible)
{
	const char *p[] = { "1 3b= 4b=", "2 4b= 3b=", "3 1w= 2w=", "4 2w= 1w=",
			    NULL };
	lfx_load("XXR 5\n", p);
	ck_assert_int_eq(lfx_try(NULL), TRF_ENOPAIRING);
	lfx_teardown();
}
END_TEST

START_TEST(last_round_pairs)
{
	const char *p[] = { "1 3b= 4b=", "2 4b= 3b=", "3 1w= 2w=", "4 2w= 1w=",
			    NULL };
	lfx_pairs_as("XXR 3\n", p, NULL, "1-2 4-3", 0);
}
END_TEST

/*
 * The options' total_rounds overrides XXR: the same field with XXR 5
 * but total_rounds 3 is in its last round and pairs as above.
 */
START_TEST(options_total_rounds)
{
	const char *p[] = { "1 3b= 4b=", "2 4b= 3b=", "3 1w= 2w=", "4 2w= 1w=",
			    NULL };
	struct lim_options o = { 3, -1 };

	lfx_pairs_as("XXR 5\n", p, &o, "1-2 4-3", 0);
}
END_TEST

Suite *suite_lim_last(void)
{
	Suite *s = suite_create("lim_last");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, same_score_beyond_limits);
	tcase_add_test(tc, not_last_round_impossible);
	tcase_add_test(tc, last_round_pairs);
	tcase_add_test(tc, options_total_rounds);
	suite_add_tcase(s, tc);
	return s;
}
