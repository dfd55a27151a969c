/*
 * orders.c - the orders of D.2 and D.3 for the verifier.
 *
 * D.2 is built as the text's "exact procedure" runs it: the S1 list
 * (sets in decreasing lexicographic order, written high to low) and
 * the S2 list (increasing lexicographic order), then for DELTA from
 * the least difference up, every (I, J) of that difference with I
 * before J.  D.3 is the table of the M0 = 5 example: the sets in
 * increasing lexicographic order.
 */
#include <stdlib.h>
#include <string.h>

#include "verify_dutch_2012/walk.h"

/* The next k-subset of 0..m-1 in increasing lexicographic order. */
static int next_subset(int *c, int k, int m)
{
	int i = k - 1;

	while (i >= 0 && c[i] == m - k + i)
		i--;
	if (i < 0)
		return 0;
	c[i]++;
	for (int j = i + 1; j < k; j++)
		c[j] = c[j - 1] + 1;
	return 1;
}

static long choose(int m, int k, long cap)
{
	long c = 1;

	if (k < 0 || k > m)
		return 0;
	for (int i = 1; i <= k; i++) {
		c = c * (m - k + i) / i;
		if (c > cap)
			return -1;
	}
	return c;
}

long vw_subsets(int m0, int m1, long cap, int **out)
{
	long n = choose(m0, m1, cap);
	int c[64];

	*out = NULL;
	if (n < 0 || m1 > 64)
		return -1;
	*out = malloc(sizeof(int) * ((size_t)n * (size_t)m1 + 1));
	if (!*out)
		return -1;
	for (int i = 0; i < m1; i++)
		c[i] = i;
	for (long s = 0; s < n; s++) {
		memcpy(*out + s * m1, c, sizeof(int) * (size_t)m1);
		next_subset(c, m1, m0);
	}
	return n;
}

long vw_exchanges(int n1, int n2, int k, long cap, struct vw_exchange **out)
{
	long c1 = choose(n1, k, cap), c2 = choose(n2, k, cap);

	*out = NULL;
	if (k < 1 || k > 16 || c1 <= 0 || c2 <= 0 || c1 * c2 > cap)
		return -1;
	struct vw_exchange *l1 = malloc(sizeof(*l1) * (size_t)c1);
	struct vw_exchange *l2 = malloc(sizeof(*l2) * (size_t)c2);
	long *d = malloc(sizeof(long) * (size_t)(c1 * c2));
	*out = malloc(sizeof(**out) * (size_t)(c1 * c2));
	long n = -1;
	if (!l1 || !l2 || !d || !*out)
		goto done;
	int c[16];
	/* S1 list: subsets of the positions counted from the bottom, so
	 * that 5,4 comes before 5,3 (decreasing order written high to low). */
	for (int i = 0; i < k; i++)
		c[i] = i;
	for (long s = 0; s < c1; s++) {
		for (int i = 0; i < k; i++)
			l1[s].s1[k - 1 - i] = n1 - 1 - c[i];
		next_subset(c, k, n1);
	}
	for (int i = 0; i < k; i++)
		c[i] = i;
	for (long s = 0; s < c2; s++) {
		memcpy(l2[s].s2, c, sizeof(int) * (size_t)k);
		next_subset(c, k, n2);
	}
	/* DIFFERENZ(I, J): the S2 numbers (n1 + 1 ...) less the S1 numbers. */
	long dmin = 0, dmax = 0;
	for (long i = 0; i < c1; i++)
		for (long j = 0; j < c2; j++) {
			long x = 0;
			for (int e = 0; e < k; e++)
				x += (n1 + l2[j].s2[e]) - l1[i].s1[e];
			d[i * c2 + j] = x;
			if ((i == 0 && j == 0) || x < dmin)
				dmin = x;
			if ((i == 0 && j == 0) || x > dmax)
				dmax = x;
		}
	/* DELTA = DIFFMIN ... DIFFMAX, I then J; bucketed by DELTA. */
	long span = dmax - dmin + 1;
	long *start = calloc((size_t)span + 1, sizeof(long));
	if (!start)
		goto done;
	for (long e = 0; e < c1 * c2; e++)
		start[d[e] - dmin + 1]++;
	for (long s = 1; s <= span; s++)
		start[s] += start[s - 1];
	for (long i = 0; i < c1; i++)
		for (long j = 0; j < c2; j++) {
			struct vw_exchange *x = &(*out)[start[d[i * c2 + j] - dmin]++];
			memcpy(x->s1, l1[i].s1, sizeof(x->s1));
			memcpy(x->s2, l2[j].s2, sizeof(x->s2));
		}
	free(start);
	n = c1 * c2;
done:
	free(l1);
	free(l2);
	free(d);
	if (n < 0) {
		free(*out);
		*out = NULL;
	}
	return n;
}
