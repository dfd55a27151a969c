/*
 * test_match.c - hand-checked graphs for the blossom matcher, multi-word
 * weights, and the API's argument checks.
 */
#include <check.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

#include "match/match.h"

Suite *suite_match(void);

struct e1 {
	int u, v;
	uint64_t w;
};

/* Solve a 1-word graph and compare mate[] with want[]. */
static void check1(int n, const struct e1 *e, int ne, unsigned flags,
		   const int *want)
{
	struct match_graph *g = match_graph_new(n, 1);
	int mate[32];

	ck_assert_ptr_nonnull(g);
	for (int i = 0; i < ne; i++)
		ck_assert_int_eq(match_set_edge(g, e[i].u, e[i].v, &e[i].w), 0);
	ck_assert_int_eq(match_solve_flags(g, mate, flags), 0);
	for (int v = 0; v < n; v++)
		ck_assert_msg(mate[v] == want[v], "mate[%d] = %d, want %d", v,
			      mate[v], want[v]);
	match_graph_free(g);
}

START_TEST(empty_and_isolated)
{
	int want[3] = { -1, -1, -1 };

	check1(0, NULL, 0, 0, want);
	check1(3, NULL, 0, 0, want);
	check1(3, NULL, 0, MATCH_MAX_CARDINALITY, want);
}
END_TEST

START_TEST(single_edge)
{
	const struct e1 e[] = { { 0, 1, 1 } };
	const struct e1 z[] = { { 0, 1, 0 } };
	int want[2] = { 1, 0 };

	check1(2, e, 1, 0, want);
	/* A zero edge adds nothing; only max cardinality takes it. */
	int mate[2];
	struct match_graph *g = match_graph_new(2, 1);

	ck_assert_int_eq(match_set_edge(g, 0, 1, &z[0].w), 0);
	ck_assert_int_eq(match_solve(g, mate), 0);
	ck_assert(mate[0] == -1 || mate[0] == 1);
	match_graph_free(g);
	check1(2, z, 1, MATCH_MAX_CARDINALITY, want);
}
END_TEST

START_TEST(triangle)
{
	const struct e1 e[] = { { 0, 1, 5 }, { 1, 2, 6 }, { 0, 2, 7 } };
	int want[3] = { 2, -1, 0 };

	check1(3, e, 3, 0, want);
}
END_TEST

START_TEST(path)
{
	/* 11 beats 5 + 5 unless cardinality comes first. */
	const struct e1 e[] = { { 0, 1, 5 }, { 1, 2, 11 }, { 2, 3, 5 } };
	int w1[4] = { -1, 2, 1, -1 }, w2[4] = { 1, 0, 3, 2 };

	check1(4, e, 3, 0, w1);
	check1(4, e, 3, MATCH_MAX_CARDINALITY, w2);
}
END_TEST

START_TEST(blossom_augment)
{
	/* Triangle 0-1-2 shrinks to an S blossom, then augments through it. */
	const struct e1 e[] = { { 0, 1, 8 }, { 0, 2, 9 }, { 1, 2, 10 },
				{ 2, 3, 7 } };
	int want[4] = { 1, 0, 3, 2 };

	check1(4, e, 4, 0, want);

	/* Two pendants: the blossom's base moves to 1-2. */
	const struct e1 f[] = { { 0, 1, 8 }, { 0, 2, 9 }, { 1, 2, 10 },
				{ 2, 3, 7 }, { 0, 5, 5 }, { 3, 4, 6 } };
	int wf[6] = { 5, 2, 1, 4, 3, 0 };

	check1(6, f, 6, 0, wf);
}
END_TEST

START_TEST(odd_cycle_pendant)
{
	/* 5-cycle of 10s, pendant 0-5 of 1: 1 + 10 + 10 beats 10 + 10. */
	const struct e1 e[] = { { 0, 1, 10 }, { 1, 2, 10 }, { 2, 3, 10 },
				{ 3, 4, 10 }, { 4, 0, 10 }, { 0, 5, 1 } };
	int want[6] = { 5, 2, 1, 4, 3, 0 };

	check1(6, e, 6, 0, want);

	/* Two pendants: {0-5, 1-2, 3-4} = 25 beats {0-1, 2-6, 3-4} = 24. */
	const struct e1 f[] = { { 0, 1, 10 }, { 1, 2, 10 }, { 2, 3, 10 },
				{ 3, 4, 10 }, { 4, 0, 10 }, { 0, 5, 5 },
				{ 2, 6, 4 } };
	int wf[7] = { 5, 2, 1, 4, 3, 0, -1 };

	check1(7, f, 7, 0, wf);
}
END_TEST

START_TEST(nested_blossom_expand)
{
	/*
	 * Two triangles joined in a cycle of blossoms; the heavy pendant
	 * edges force the inner structure to be expanded again.
	 *   triangle 0-1-2, triangle 3-4-5, 2-3 bridge, pendants 0-6, 5-7.
	 * Best: 0-6 (9) + 1-2 (6) + 3-4 (6) + 5-7 (9) = 30.
	 */
	const struct e1 e[] = { { 0, 1, 6 }, { 1, 2, 6 }, { 0, 2, 6 },
				{ 3, 4, 6 }, { 4, 5, 6 }, { 3, 5, 6 },
				{ 2, 3, 7 }, { 0, 6, 9 }, { 5, 7, 9 } };
	int want[8] = { 6, 2, 1, 4, 3, 7, 0, 5 };

	check1(8, e, 9, 0, want);
}
END_TEST

START_TEST(replace_weight)
{
	struct match_graph *g = match_graph_new(3, 1);
	uint64_t a = 5, b = 1, c = 3;
	int mate[3];

	ck_assert_int_eq(match_set_edge(g, 0, 1, &a), 0);
	ck_assert_int_eq(match_set_edge(g, 1, 2, &c), 0);
	ck_assert_int_eq(match_solve(g, mate), 0);
	ck_assert_int_eq(mate[1], 0);
	/* Setting the pair again (either way round) replaces the weight. */
	ck_assert_int_eq(match_set_edge(g, 1, 0, &b), 0);
	ck_assert_int_eq(match_solve(g, mate), 0);
	ck_assert_int_eq(mate[1], 2);
	ck_assert_int_eq(mate[0], -1);
	match_graph_free(g);
}
END_TEST

/* Triangle 0-1, 1-2, 0-2 with 2-word weights; returns mate[1]. */
static int triangle2(const uint64_t w01[2], const uint64_t w12[2],
		     const uint64_t w02[2], int mate[3])
{
	struct match_graph *g = match_graph_new(3, 2);

	ck_assert_int_eq(match_set_edge(g, 0, 1, w01), 0);
	ck_assert_int_eq(match_set_edge(g, 1, 2, w12), 0);
	ck_assert_int_eq(match_set_edge(g, 0, 2, w02), 0);
	ck_assert_int_eq(match_solve(g, mate), 0);
	match_graph_free(g);
	return mate[1];
}

START_TEST(words_low_decides)
{
	const uint64_t a[2] = { 5, 1 }, b[2] = { 5, 2 }, c[2] = { 5, 3 };
	int mate[3];

	triangle2(a, b, c, mate);
	ck_assert_int_eq(mate[0], 2);
	ck_assert_int_eq(mate[1], -1);
}
END_TEST

START_TEST(words_high_decides)
{
	const uint64_t a[2] = { 1, UINT64_MAX }, b[2] = { 2, UINT64_MAX },
		       c[2] = { 3, 0 };
	int mate[3];

	triangle2(a, b, c, mate);
	ck_assert_int_eq(mate[0], 2);
}
END_TEST

START_TEST(words_carry)
{
	/* Two low words that carry into the high word beat {1, 0}. */
	struct match_graph *g = match_graph_new(4, 2);
	const uint64_t side1[2] = { 0, (1ULL << 63) + 1 };
	const uint64_t side2[2] = { 0, 1ULL << 63 };
	const uint64_t mid[2] = { 1, 0 }, mid2[2] = { 1, 2 };
	int mate[4];

	ck_assert_int_eq(match_set_edge(g, 0, 1, side1), 0);
	ck_assert_int_eq(match_set_edge(g, 2, 3, side2), 0);
	ck_assert_int_eq(match_set_edge(g, 1, 2, mid), 0);
	ck_assert_int_eq(match_solve(g, mate), 0);
	ck_assert_int_eq(mate[0], 1);
	ck_assert_int_eq(mate[2], 3);
	ck_assert_int_eq(match_set_edge(g, 1, 2, mid2), 0);
	ck_assert_int_eq(match_solve(g, mate), 0);
	ck_assert_int_eq(mate[1], 2);
	ck_assert_int_eq(mate[0], -1);
	match_graph_free(g);
}
END_TEST

START_TEST(words_max_values)
{
	/* All-ones weights in every word must not overflow the duals. */
	struct match_graph *g = match_graph_new(5, 3);
	const uint64_t big[3] = { UINT64_MAX, UINT64_MAX, UINT64_MAX };
	const uint64_t less[3] = { UINT64_MAX, UINT64_MAX, UINT64_MAX - 1 };
	int mate[5];

	for (int u = 0; u < 5; u++)
		for (int v = u + 1; v < 5; v++)
			ck_assert_int_eq(match_set_edge(g, u, v,
							u == 0 ? less : big), 0);
	ck_assert_int_eq(match_solve(g, mate), 0);
	ck_assert_int_eq(mate[0], -1);
	for (int v = 1; v < 5; v++)
		ck_assert(mate[v] >= 1 && mate[mate[v]] == v);
	match_graph_free(g);
}
END_TEST

START_TEST(bad_arguments)
{
	struct match_graph *g;
	uint64_t w = 1;
	int mate[2];

	errno = 0;
	ck_assert_ptr_null(match_graph_new(-1, 1));
	ck_assert_int_eq(errno, EINVAL);
	ck_assert_ptr_null(match_graph_new(2, 0));
	ck_assert_ptr_null(match_graph_new(2, MATCH_MAX_WORDS + 1));
	g = match_graph_new(2, 1);
	ck_assert_ptr_nonnull(g);
	errno = 0;
	ck_assert_int_eq(match_set_edge(g, 0, 0, &w), -1);
	ck_assert_int_eq(errno, EINVAL);
	ck_assert_int_eq(match_set_edge(g, 0, 2, &w), -1);
	ck_assert_int_eq(match_set_edge(g, -1, 1, &w), -1);
	ck_assert_int_eq(match_set_edge(g, 0, 1, NULL), -1);
	ck_assert_int_eq(match_solve(g, NULL), -1);
	ck_assert_int_eq(match_solve(g, mate), 0);
	ck_assert_int_eq(mate[0], -1);
	match_graph_free(g);
	match_graph_free(NULL);
}
END_TEST

Suite *suite_match(void)
{
	Suite *s = suite_create("match");
	TCase *tc = tcase_create("hand");

	tcase_add_test(tc, empty_and_isolated);
	tcase_add_test(tc, single_edge);
	tcase_add_test(tc, triangle);
	tcase_add_test(tc, path);
	tcase_add_test(tc, blossom_augment);
	tcase_add_test(tc, odd_cycle_pendant);
	tcase_add_test(tc, nested_blossom_expand);
	tcase_add_test(tc, replace_weight);
	tcase_add_test(tc, words_low_decides);
	tcase_add_test(tc, words_high_decides);
	tcase_add_test(tc, words_carry);
	tcase_add_test(tc, words_max_values);
	tcase_add_test(tc, bad_arguments);
	suite_add_tcase(s, tc);
	return s;
}
