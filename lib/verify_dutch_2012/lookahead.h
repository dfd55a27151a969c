/* lookahead.h - the verifier's completion test and the cuts that keep
 * its walk short without changing it (lib/verify_dutch_2012, not
 * installed). */
#ifndef TRFPAIR_VERIFY_DUTCH_2012_LOOKAHEAD_H
#define TRFPAIR_VERIFY_DUTCH_2012_LOOKAHEAD_H

#include "verify_dutch_2012/walk.h"

struct vw_ask {
	const int *s1, *s2, *low;	/* low: may not meet S1 */
	int n1, n2, nlow;
	int pairs;			/* pairs S2 and low must still make */
	int lowest;			/* one player at most left, for the bye */
	const unsigned char *only_s1;	/* per s2 player: may not move down */
	const struct vw_level *lv;	/* NULL: B.1/B.2 only */
	int up;				/* s2 players would be upfloaters */
	int allow_x, allow_z;		/* the most S1 pairs with a colour
					 * (strong) clash; INT_MAX: any */
};

/*
 * Whether the bracket's candidate can still be completed: S1 players
 * against S2 players only (as the level pairs them), q->pairs pairs
 * among the other S2 and the low players by B.1/B.2, the rest moving
 * down (not those in only_s1; in the lowest bracket one player at most,
 * for the bye by B.1b), with no more S1 pairs with a colour clash than
 * allow_x and with a strong one than allow_z.  Nothing below the
 * bracket is asked: the text backtracks (C.12, C.13) instead.  One unit
 * of v->steps.  1, 0, or -1 (memory).
 */
int vw_complete(struct vw_round *v, const struct vw_ask *q);

/*
 * Whether h[0..nh-1] holds P pairs that meet the level inside it (B.1,
 * B.2, A.7.d) with each of its other players free to move down
 * (down_ok[i] for h[i]); with cost 1 (2) also *least, the fewest pairs
 * with a colour (strong) clash among such P pairs.  1, 0, -1 memory.
 */
int vw_level_pairs(const struct vw_round *v, const int *h, int nh, int P,
		   const struct vw_level *lv, const unsigned char *down_ok, int cost, int *least);

/*
 * The most pairs inside the bracket mem[0..k-1] by B.1/B.2 (none
 * between two of its first nomeet players): no candidate of the walk
 * has more.  One unit of v->steps.  0 with *most, -1 memory.
 */
int vw_most_inside(struct vw_round *v, const int *mem, int k, int nomeet, int *most);

/*
 * The same among the pairings in which the players the bracket moves
 * down are paired completely with rest[0..nrest-1] below (C.13; the
 * bye, if the number is odd, to one who may have it, B.1b): no
 * candidate the test below can take has more pairs, and one with fewer
 * can always be had (a pair of the bracket may as well move down and
 * meet below).  *most = -1 when no such pairing exists.  One unit of
 * v->steps.  0, -1 memory.
 */
int vw_most_with_rest(struct vw_round *v, const int *mem, int k, int nomeet, const int *rest,
		      int nrest, int *most);

#endif
