/* exchange.h - the D.2 and D.3 orders (lib/dutch_2012, not installed). */
#ifndef TRFPAIR_DUTCH_2012_EXCHANGE_H
#define TRFPAIR_DUTCH_2012_EXCHANGE_H

struct d12_exch {
	long delta;		/* sum over S2 minus sum over S1 (numbers 1-based) */
	long i, j;		/* index in the S1 list, in the S2 list */
};

struct d12_exchanges {
	int n;			/* players exchanged */
	int *s1;		/* S1 list: count1 sets of n positions 0..s1-1, ascending */
	int *s2;		/* S2 list: sets of n positions 0..s2-1 (of S2) */
	struct d12_exch *list;	/* in D.2 order */
	long count;
};

/* The exchanges of n players between S1 (s1 players) and S2 (s2) in D.2
 * order; -1 when out of memory or more than cap of them. */
int d12_exchanges(int s1, int s2, int n, long cap, struct d12_exchanges *ex);
void d12_exchanges_free(struct d12_exchanges *ex);

/* The M1-subsets of 0..m0-1 in D.3 order (m1 ints each); NULL if more
 * than cap (*count = -2: the search bound) or out of memory (-1). */
int *d12_m1_sets(int m0, int m1, long cap, long *count);

#endif
