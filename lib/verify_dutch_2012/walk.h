/*
 * walk.h - the verifier's own walk of C.1-C.14 (2012 text) for one score
 * bracket (lib/verify_dutch_2012, not installed).  Written apart from
 * the engine (lib/dutch_2012): its own players, orders (D.1-D.3),
 * parameters (P, M0/M1, X, Z) and look-ahead.
 */
#ifndef TRFPAIR_VERIFY_DUTCH_2012_WALK_H
#define TRFPAIR_VERIFY_DUTCH_2012_WALK_H

#include "tournament/tournament.h"

/* One player of the round; players are numbered 0..n-1 in A.2 order. */
struct vw_player {
	int idx;		/* struct tmt index */
	int score;		/* pairing score, tenths */
	char pref;		/* A.7: 'w', 'b' or 0 */
	int strength;		/* 0 none, 1 mild, 2 strong, 3 absolute */
	int down1, down2;	/* downfloat in round r-1, r-2 (A.4) */
	int up1, up2;		/* upfloat */
	int bye_ok;		/* B.1b */
	int top;		/* A.10 */
};

struct vw_round {
	const struct tmt *t;
	int r, n, odd;
	struct vw_player *p;
	unsigned char *met;	/* n*n: B.1a or a forbidden pair */
	long steps;		/* search steps left (the verifier's bound) */
	/* The look-ahead's graph (lookahead.c): (n+1)^2, vertex n the bye;
	 * base by B.1/B.2 and B.1b alone, adj a copy each question patches
	 * in the rows of its S1 players and restores. */
	unsigned char *base, *adj;
	int *who, *mate;	/* n + 1 each: a question's vertices */
};

/* The requirements of C.3 as C.10 lowers them. */
struct vw_level {
	int b2, a7d, x, z, b5d, b6d, b5u, b6u;
};

/* What the walk decided for one bracket. */
struct vw_decision {
	int np, (*pairs)[2];	/* pairs, S1 player first */
	int nd, *down;		/* moved down to the next bracket */
	int nc1, *c1;		/* of which moved down by C.1 */
	int het, m0, m1, p0, p1, x1, z1;
	int downs;		/* the bracket moves players down (B.5/B.6 levels) */
	struct vw_level lv;	/* the level at which it was found */
	int exch;		/* homogeneous part: the D.2 exchange used (0 none) */
	int overrun;		/* the search bound ran out: not judged */
};

/* The search steps one bracket's walk may take (look-ahead questions);
 * beyond them the bracket is not judged.  Tests lower it. */
extern long vw_step_bound;

int vw_round_init(struct vw_round *v, const struct tmt *t, int r, int total);
void vw_round_free(struct vw_round *v);

/* B.1a, and B.2 unless b2 is dropped and one is a top scorer. */
int vw_may_meet(const struct vw_round *v, int a, int b, int b2);
/* Both prefer the same colour (X); both strongly (A.7.d, Z). */
int vw_colour_clash(const struct vw_round *v, int a, int b);
int vw_strong_clash(const struct vw_round *v, int a, int b);

/* D.2 order: the exchanges of k players between S1 (n1) and S2 (n2) by
 * the text's DELTA procedure, as pairs of index sets; count or -1. */
struct vw_exchange {
	int s1[16], s2[16];	/* positions 0-based, ascending */
};
long vw_exchanges(int n1, int n2, int k, long cap, struct vw_exchange **out);
/* D.3: the M1-sets of 0..m0-1 in the text's order; count or -1. */
long vw_subsets(int m0, int m1, long cap, int **out);

/*
 * C.1-C.14 on mem[0..k-1] (A.2 order, the first m0 moved down), low[]
 * the players of the brackets below.  Fills *d (free with
 * vw_decision_free).  Returns 0, 1 when the bracket cannot be paired
 * (lowest bracket), -1 out of memory.
 */
int vw_bracket(struct vw_round *v, const int *mem, int k, int m0, const int *low, int nlow,
	       struct vw_decision *d);
void vw_decision_free(struct vw_decision *d);

/* qsort order of ints, ascending. */
int vw_ascending(const void *x, const void *y);

#endif
