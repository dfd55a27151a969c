/*
 * exchange.c - the orders of D.2 and D.3 as lists of index sets.
 *
 * D.2: exchanges of N players between S1 (positions 1..s1) and S2
 * (s1+1..s1+s2) by increasing difference of the numbers' sums, then by
 * the S1 list (sets in decreasing lexicographic order), then by the S2
 * list (increasing lexicographic order) - the text's "exact procedure".
 * D.3: the M1-sets of the M0 moved-down players in increasing
 * lexicographic order.
 */
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/internal.h"
#include "dutch_2012/exchange.h"

/* All N-subsets of 0..m-1 in increasing lexicographic order; NULL when
 * more than cap of them (*count = -2 then) or out of memory (-1). */
static int *combos(int m, int nn, long cap, long *count)
{
	long c = 1;
	/* C(m, k) = C(m, m - k): counted up to the smaller k, the steps
	 * rise to the count and no higher, so only a count over cap stops
	 * (C(35, 35) passed C(35, 17), some 4.5e9, on the way). */
	int kk = nn < m - nn ? nn : m - nn;

	for (int i = 0; i < kk; i++) {
		c = c * (m - i) / (i + 1);
		if (c > cap) {
			*count = -2;
			return NULL;
		}
	}
	*count = c;
	int *out = malloc(sizeof(int) * ((size_t)c * (size_t)nn + 1));
	int idx[64];
	if (!out || nn > 64) {
		free(out);
		*count = -1;
		return NULL;
	}
	for (int i = 0; i < nn; i++)
		idx[i] = i;
	for (long k = 0; k < c; k++) {
		memcpy(out + k * nn, idx, sizeof(int) * (size_t)nn);
		int i = nn - 1;
		while (i >= 0 && idx[i] == m - nn + i)
			i--;
		if (i < 0)
			break;
		idx[i]++;
		for (int j = i + 1; j < nn; j++)
			idx[j] = idx[j - 1] + 1;
	}
	return out;
}

int *d12_m1_sets(int m0, int m1, long cap, long *count)
{
	return combos(m0, m1, cap, count);
}

static int g_nn;
static const int *g_s1;

/* Decreasing lexicographic order of the sets written high to low. */
static int s1_order(const void *x, const void *y)
{
	const int *a = g_s1 + *(const long *)x * g_nn, *b = g_s1 + *(const long *)y * g_nn;

	for (int i = g_nn - 1; i >= 0; i--)
		if (a[i] != b[i])
			return a[i] > b[i] ? -1 : 1;
	return 0;
}

static int by_delta(const void *x, const void *y)
{
	const struct d12_exch *a = x, *b = y;

	if (a->delta != b->delta)
		return a->delta < b->delta ? -1 : 1;
	if (a->i != b->i)
		return a->i < b->i ? -1 : 1;
	return (a->j > b->j) - (a->j < b->j);
}

int d12_exchanges(int s1, int s2, int nn, long cap, struct d12_exchanges *ex)
{
	long c1, c2;

	memset(ex, 0, sizeof(*ex));
	ex->n = nn;
	int *a = combos(s1, nn, cap, &c1);
	int *b = a ? combos(s2, nn, cap, &c2) : NULL;
	if (!a || !b || c1 * c2 > cap) {
		free(a);
		free(b);
		return -1;
	}
	/* The S1 list, reordered. */
	long *ord = malloc(sizeof(long) * ((size_t)c1 + 1));
	ex->s1 = malloc(sizeof(int) * ((size_t)c1 * (size_t)nn + 1));
	ex->list = malloc(sizeof(*ex->list) * ((size_t)(c1 * c2) + 1));
	if (!ord || !ex->s1 || !ex->list) {
		free(a);
		free(b);
		free(ord);
		d12_exchanges_free(ex);
		return -1;
	}
	for (long i = 0; i < c1; i++)
		ord[i] = i;
	g_nn = nn;
	g_s1 = a;
	qsort(ord, (size_t)c1, sizeof(long), s1_order);
	for (long i = 0; i < c1; i++)
		memcpy(ex->s1 + i * nn, a + ord[i] * nn, sizeof(int) * (size_t)nn);
	free(a);
	free(ord);
	ex->s2 = b;
	for (long i = 0; i < c1; i++)
		for (long j = 0; j < c2; j++) {
			long d = 0;
			for (int k = 0; k < nn; k++)
				d += (b[j * nn + k] + s1) - ex->s1[i * nn + k];
			ex->list[ex->count++] = (struct d12_exch){ d, i, j };
		}
	qsort(ex->list, (size_t)ex->count, sizeof(*ex->list), by_delta);
	return 0;
}

void d12_exchanges_free(struct d12_exchanges *ex)
{
	free(ex->s1);
	free(ex->s2);
	free(ex->list);
	memset(ex, 0, sizeof(*ex));
}
