/*
 * test_match_augment.c - match_grow() and match_augment() (augment.h)
 * on random graphs of every density: match_grow() from a random start
 * reaches match_cardinality()'s size and keeps every vertex matched at
 * the start matched; match_augment() finds a path exactly when one
 * exists (a brute-force search on small graphs), and after a pair of a
 * maximum matching is dropped it decides the maximum as a matching from
 * scratch does.
 */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "match/augment.h"
#include "match/match.h"
#include "support/adjmatch.h"
#include "support/rnd.h"

Suite *suite_match_augment(void);

enum { N = 48 };

/* A random graph on n vertices and, in who[], a shuffled induced
 * subgraph of them; its size. */
static int random_graph(unsigned char *adj, int n, int *who)
{
	int per_mille = 20 + rnd_below(900), k = 0;

	memset(adj, 0, (size_t)n * (size_t)n);
	for (int a = 0; a < n; a++)
		for (int b = a + 1; b < n; b++)
			if (rnd_below(1000) < per_mille)
				adj[a * n + b] = adj[b * n + a] = 1;
	for (int v = 0; v < n; v++)
		if (rnd_below(5))
			who[k++] = v;
	for (int i = k - 1; i > 0; i--) {
		int j = rnd_below(i + 1), x = who[i];
		who[i] = who[j];
		who[j] = x;
	}
	return k;
}

/* A random matching of who[] (not always a maximal one); its size. */
static int random_matching(const unsigned char *adj, int n, const int *who, int k, int *mate)
{
	int size = 0;

	for (int i = 0; i < k; i++)
		mate[i] = -1;
	for (int t = 0; t < 2 * k; t++) {
		int i = rnd_below(k), j = rnd_below(k);
		if (i != j && mate[i] < 0 && mate[j] < 0 && adj[who[i] * n + who[j]] &&
		    rnd_below(3)) {
			mate[i] = j;
			mate[j] = i;
			size++;
		}
	}
	return size;
}

static int max_size(const unsigned char *adj, int n, const int *who, int k)
{
	int mate[N];

	return match_cardinality(adj, (size_t)n, who, k, mate, 0);
}

START_TEST(grow_reaches_the_maximum)
{
	unsigned char adj[N * N];
	int who[N], mate[N], start[N];

	rng_state = 0x5eed0001;
	for (int iter = 0; iter < 1500; iter++) {
		int n = 1 + rnd_below(N), k = random_graph(adj, n, who);
		random_matching(adj, n, who, k, mate);
		memcpy(start, mate, sizeof(int) * (size_t)k);
		int size = match_grow(adj, (size_t)n, who, k, mate, 0);
		ck_assert_int_eq(size, max_size(adj, n, who, k));
		adj_check_matching(adj, n, who, k, mate, size);
		/* augmenting paths never leave a matched vertex alone */
		for (int i = 0; i < k; i++)
			ck_assert(start[i] < 0 || mate[i] >= 0);
		/* stop_early answers "perfect?" the same way */
		memcpy(mate, start, sizeof(int) * (size_t)k);
		int quick = match_grow(adj, (size_t)n, who, k, mate, 1);
		ck_assert_int_eq(2 * quick == k, 2 * size == k);
		adj_check_matching(adj, n, who, k, mate, quick);
	}
}
END_TEST

/* Whether some matching of who[] covers every i with need[i] (i from
 * `from' on), used[] the vertices taken so far: by trying every partner
 * of the first such vertex. */
static int covers(const unsigned char *adj, int n, const int *who, int k,
		  const unsigned char *need, unsigned char *used, int from)
{
	while (from < k && (!need[from] || used[from]))
		from++;
	if (from == k)
		return 1;
	used[from] = 1;
	for (int j = 0; j < k; j++) {
		if (used[j] || !adj[who[from] * n + who[j]])
			continue;
		used[j] = 1;
		int ok = covers(adj, n, who, k, need, used, from + 1);
		used[j] = 0;
		if (ok) {
			used[from] = 0;
			return 1;
		}
	}
	used[from] = 0;
	return 0;
}

/* An augmenting path from root exists iff some matching covers root and
 * every vertex the matching covers (the symmetric difference of the two
 * then holds a path from root to a vertex the matching leaves alone). */
START_TEST(augment_finds_a_path_when_there_is_one)
{
	enum { SMALL = 13 };
	unsigned char adj[SMALL * SMALL], need[SMALL], used[SMALL];
	int who[SMALL], mate[SMALL], start[SMALL], yes = 0, no = 0;

	rng_state = 0x5eed0002;
	for (int iter = 0; iter < 4000; iter++) {
		int n = 2 + rnd_below(SMALL - 1), k = random_graph(adj, n, who);
		int size = random_matching(adj, n, who, k, mate), nfree = 0, root = -1;
		for (int i = 0; i < k; i++)
			nfree += mate[i] < 0;
		if (!nfree)
			continue;
		for (int i = 0, pick = rnd_below(nfree); i < k; i++)
			if (mate[i] < 0 && pick-- == 0)
				root = i;
		for (int i = 0; i < k; i++) {
			need[i] = mate[i] >= 0 || i == root;
			used[i] = 0;
		}
		int want = covers(adj, n, who, k, need, used, 0);
		memcpy(start, mate, sizeof(int) * (size_t)k);
		int got = match_augment(adj, (size_t)n, who, k, mate, root);
		ck_assert_int_eq(got, want);
		if (got) {
			yes++;
			adj_check_matching(adj, n, who, k, mate, size + 1);
			for (int i = 0; i < k; i++)
				ck_assert(!need[i] || mate[i] >= 0);
		} else {
			no++;
			ck_assert_mem_eq(mate, start, sizeof(int) * (size_t)k);
		}
	}
	ck_assert_int_gt(yes, 500);	/* both answers were tried */
	ck_assert_int_gt(no, 500);
}
END_TEST

/* The verifiers' use: a maximum matching less one vertex x; the search
 * from x's partner says whether the rest still has as many pairs. */
START_TEST(augment_after_dropping_a_vertex)
{
	unsigned char adj[N * N];
	int who[N], mate[N], rest[N], rmate[N], pos[N], yes = 0, no = 0;

	rng_state = 0x5eed0003;
	for (int iter = 0; iter < 1500; iter++) {
		int n = 2 + rnd_below(N - 1), k = random_graph(adj, n, who);
		int size = match_cardinality(adj, (size_t)n, who, k, mate, 0);
		if (size < 1)
			continue;
		int x = rnd_below(k);
		while (mate[x] < 0)
			x = (x + 1) % k;
		int m = 0;
		for (int i = 0; i < k; i++)
			if (i != x) {
				pos[i] = m;
				rest[m++] = who[i];
			}
		for (int i = 0; i < k; i++)
			if (i != x)
				rmate[pos[i]] = mate[i] < 0 || mate[i] == x ? -1 : pos[mate[i]];
		int got = match_augment(adj, (size_t)n, rest, m, rmate, pos[mate[x]]);
		ck_assert_int_eq(got, max_size(adj, n, rest, m) == size);
		adj_check_matching(adj, n, rest, m, rmate, size - 1 + got);
		yes += got;
		no += !got;
	}
	ck_assert_int_gt(yes, 100);
	ck_assert_int_gt(no, 100);
}
END_TEST

/* A path only through a blossom: the cycle 0-1-2-3-4-0 with 1-2 and
 * 3-4 matched, and 5 hanging off 1; from 0 the path is 0-4-3-2-1-5,
 * and the one perfect matching 0-4, 2-3, 1-5.  Bad arguments. */
START_TEST(small_cases)
{
	enum { M = 6 };
	unsigned char adj[M * M] = { 0 };
	int edges[][2] = { { 0, 1 }, { 1, 2 }, { 2, 3 }, { 3, 4 }, { 4, 0 }, { 1, 5 } };
	int who[M] = { 3, 5, 0, 2, 4, 1 }, mate[M];	/* local i is player who[i] */

	for (size_t e = 0; e < sizeof(edges) / sizeof(edges[0]); e++) {
		adj[edges[e][0] * M + edges[e][1]] = 1;
		adj[edges[e][1] * M + edges[e][0]] = 1;
	}
	/* 1-2 (local 5, 3) and 3-4 (local 0, 4) matched */
	const int start[M] = { 4, -1, -1, 5, 0, 3 };
	memcpy(mate, start, sizeof(mate));
	ck_assert_int_eq(match_augment(adj, M, who, M, mate, 2), 1);
	adj_check_matching(adj, M, who, M, mate, 3);
	ck_assert_int_eq(who[mate[2]], 4);	/* 0-4 */
	ck_assert_int_eq(who[mate[3]], 3);	/* 2-3 */
	ck_assert_int_eq(who[mate[5]], 5);	/* 1-5 */
	memcpy(mate, start, sizeof(mate));
	ck_assert_int_eq(match_grow(adj, M, who, M, mate, 1), 3);
	adj_check_matching(adj, M, who, M, mate, 3);
	/* without the edge 1-5, no path from 0 */
	adj[1 * M + 5] = adj[5 * M + 1] = 0;
	memcpy(mate, start, sizeof(mate));
	ck_assert_int_eq(match_augment(adj, M, who, M, mate, 2), 0);
	ck_assert_mem_eq(mate, start, sizeof(mate));
	ck_assert_int_eq(match_grow(adj, M, who, M, mate, 0), 2);
	/* bad arguments */
	memcpy(mate, start, sizeof(mate));
	errno = 0;
	ck_assert_int_eq(match_augment(adj, M, who, M, mate, 0), -1);	/* matched */
	ck_assert_int_eq(errno, EINVAL);
	ck_assert_int_eq(match_augment(adj, M, who, M, mate, M), -1);	/* no vertex */
	int bad[M] = { 2, -1, 0, -1, -1, -1 };	/* players 3 and 0: no edge */
	errno = 0;
	ck_assert_int_eq(match_grow(adj, M, who, M, bad, 0), -1);
	ck_assert_int_eq(errno, EINVAL);
	ck_assert_int_eq(match_grow(adj, M, who, 0, mate, 1), 0);
	ck_assert_int_eq(match_grow(adj, M, who, -1, mate, 1), -1);
}
END_TEST

Suite *suite_match_augment(void)
{
	Suite *s = suite_create("match_augment");
	TCase *tc = tcase_create("augment");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, grow_reaches_the_maximum);
	tcase_add_test(tc, augment_finds_a_path_when_there_is_one);
	tcase_add_test(tc, augment_after_dropping_a_vertex);
	tcase_add_test(tc, small_cases);
	suite_add_tcase(s, tc);
	return s;
}
