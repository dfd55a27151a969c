/*
 * adjmatch.c - see adjmatch.h.
 */
#include <check.h>

#include "support/adjmatch.h"

void adj_check_matching(const unsigned char *adj, int n, const int *who, int k,
			const int *mate, int size)
{
	int pairs = 0;

	for (int a = 0; a < k; a++) {
		if (mate[a] < 0)
			continue;
		ck_assert_int_lt(mate[a], k);
		ck_assert_int_ne(mate[a], a);
		ck_assert_int_eq(mate[mate[a]], a);
		ck_assert(adj[who[a] * n + who[mate[a]]]);
		pairs += mate[a] > a;
	}
	ck_assert_int_eq(pairs, size);
}
