/*
 * backtrack.h - the verifier's walk of a whole round by the 2012 text:
 * bracket by bracket from the top, with the text's backtracking (C.1 to
 * C.12 for a moved-down player without opponent, C.12 after a failed
 * stage, C.13 in the lowest bracket and the joining of the two lowest
 * brackets).  lib/verify_dutch_2012, not installed.
 */
#ifndef TRFPAIR_VERIFY_DUTCH_2012_BACKTRACK_H
#define TRFPAIR_VERIFY_DUTCH_2012_BACKTRACK_H

#include "verify_dutch_2012/walk.h"

/* How a bracket's pairing came about. */
enum vw_how {
	VW_OWN,		/* its own walk */
	VW_BY_C12,	/* paired again by C.12 for the next bracket */
	VW_BY_C12_C1,	/* ... because a player it moved down had no opponent (C.1) */
	VW_BY_C13	/* paired again by C.13 for the lowest bracket */
};

/* One bracket of the text's pairing. */
struct vw_tb {
	int g0, g1;		/* score groups [g0, g1) of the round */
	int *mem, k, m0;	/* members (A.2 order), the first m0 moved down */
	int join;		/* C.13: the latest added bracket as S1 */
	struct vw_decision d;
	enum vw_how how;
	struct vw_decision first;	/* its pairing before that (how != VW_OWN) */
	int next;		/* the bracket whose need re-paired it (its g0) */
	int *c1, nc1;		/* VW_BY_C12_C1: the players without opponent */
	int c1_down;		/* C.12 found no other set: they moved down */
};

struct vw_text {
	int nb;
	struct vw_tb *b;
	int overrun;		/* the search bound: the brackets from b[known] on are not known */
	int known;		/* with overrun: b[0..known-1] stand (C.12 and C.13 could
				 * have paired the others again) */
	int bound_g;		/* with overrun: the group whose walk ran out */
	int failed;		/* no pairing of the rest (the lowest bracket, nothing to join) */
};

/* The score groups of v (players in A.2 order): *ng of them, group g
 * = players [start[g], start[g + 1]).  start has v->n + 1 ints. */
int vw_groups(const struct vw_round *v, int *start);

/*
 * The text's pairing of the round from score group `from` down, carry[]
 * (ncarry, ascending) moved down into it from above; the brackets above
 * are as given and not paired again.  Fills *out (vw_text_free).
 * 0, or -1 when out of memory.
 */
int vw_text_round(struct vw_round *v, int from, const int *carry, int ncarry,
		  struct vw_text *out);
void vw_text_free(struct vw_text *t);

#endif
