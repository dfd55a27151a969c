/* lookahead.h - the verifier's completion test (lib/verify_dutch_2012,
 * not installed). */
#ifndef TRFPAIR_VERIFY_DUTCH_2012_LOOKAHEAD_H
#define TRFPAIR_VERIFY_DUTCH_2012_LOOKAHEAD_H

#include "verify_dutch_2012/walk.h"

struct vw_ask {
	const int *s1, *s2, *low;
	int n1, n2, nlow;
	const unsigned char *only_s1;	/* per s2 player: may not move down */
	const struct vw_level *lv;	/* NULL: B.1/B.2 only */
	int up;				/* s2 players would be upfloaters */
	int cost;			/* clashes counted: 1 colour, 2 strong */
};

/*
 * Whether the question has a complete pairing (one unit of v->steps).
 * With clashes non-NULL it answers instead whether all of S1 can meet
 * S2 players, *clashes the fewest S1 pairs with a clash of kind
 * q->cost among those pairings (a lower bound for the complete ones).
 * 1, 0, or -1 (memory).
 */
int vw_complete(struct vw_round *v, const struct vw_ask *q, int *clashes);

#endif
