/*
 * test_match_cardinality.c - match_cardinality() against the weighted
 * matcher run for maximum cardinality, on random graphs of every density,
 * and on induced subgraphs.
 */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "support/adjmatch.h"
#include "support/rnd.h"

Suite *suite_match_cardinality(void);

/* Size of a maximum matching of the k vertices who[] by the weighted
 * matcher: unit weights, maximum cardinality. */
static int reference(const unsigned char *adj, int n, const int *who, int k)
{
	struct match_graph *g = match_graph_new(k, 1);
	int *mate = malloc(sizeof(int) * ((size_t)k + 1)), size = 0;
	const uint64_t one = 1;

	ck_assert(g && mate);
	for (int a = 0; a < k; a++)
		for (int b = a + 1; b < k; b++)
			if (adj[who[a] * n + who[b]])
				ck_assert_int_eq(match_set_edge(g, a, b, &one), 0);
	ck_assert_int_eq(match_solve_flags(g, mate, MATCH_MAX_CARDINALITY), 0);
	for (int a = 0; a < k; a++)
		size += mate[a] > a;
	match_graph_free(g);
	free(mate);
	return size;
}

START_TEST(random_graphs)
{
	enum { N = 40 };
	unsigned char adj[N * N];
	int who[N], mate[N];

	for (int iter = 0; iter < 600; iter++) {
		int n = 1 + rnd_below(N), per_mille = 20 + rnd_below(600);
		memset(adj, 0, sizeof(adj));
		for (int a = 0; a < n; a++)
			for (int b = a + 1; b < n; b++)
				if (rnd_below(1000) < per_mille)
					adj[a * n + b] = adj[b * n + a] = 1;
		/* An induced subgraph in a shuffled order. */
		int k = 0;
		for (int v = 0; v < n; v++)
			if (rnd_below(4))
				who[k++] = v;
		for (int i = k - 1; i > 0; i--) {
			int j = rnd_below(i + 1), x = who[i];
			who[i] = who[j];
			who[j] = x;
		}
		int size = match_cardinality(adj, (size_t)n, who, k, mate, 0);
		ck_assert_int_eq(size, reference(adj, n, who, k));
		adj_check_matching(adj, n, who, k, mate, size);
		/* stop_early answers "perfect?" the same way. */
		int quick = match_cardinality(adj, (size_t)n, who, k, mate, 1);
		ck_assert_int_eq(2 * quick == k, 2 * size == k);
	}
}
END_TEST

/* A triangle with a path hanging off it, seen through a reordering;
 * no vertices; a bad count. */
START_TEST(small_cases)
{
	enum { N = 6 };
	unsigned char adj[N * N] = { 0 };
	int edges[][2] = { { 0, 1 }, { 1, 2 }, { 2, 0 }, { 0, 3 }, { 3, 4 }, { 4, 5 } };
	int who[N] = { 1, 2, 0, 3, 4, 5 }, mate[N];

	for (size_t e = 0; e < sizeof(edges) / sizeof(edges[0]); e++) {
		adj[edges[e][0] * N + edges[e][1]] = 1;
		adj[edges[e][1] * N + edges[e][0]] = 1;
	}
	ck_assert_int_eq(match_cardinality(adj, N, who, N, mate, 1), 3);
	adj_check_matching(adj, N, who, N, mate, 3);
	ck_assert_int_eq(match_cardinality(adj, N, who, 0, mate, 1), 0);
	ck_assert_int_eq(match_cardinality(adj, N, who, -1, mate, 1), -1);
}
END_TEST

Suite *suite_match_cardinality(void)
{
	Suite *s = suite_create("match_cardinality");
	TCase *tc = tcase_create("cardinality");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, random_graphs);
	tcase_add_test(tc, small_cases);
	suite_add_tcase(s, tc);
	return s;
}
