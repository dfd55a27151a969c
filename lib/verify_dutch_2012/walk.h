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
	int depth;		/* walks inside a backtrack share the steps */
	/* The look-ahead's graph (lookahead.c): (n+1+nslot)^2, vertex n the
	 * bye, n+1..n+nslot slots for players who move down; base by
	 * B.1/B.2 and B.1b alone, adj a copy each question patches in the
	 * rows of its S1 players and restores. */
	int nslot;
	unsigned char *base, *adj;
	int *who, *mate;	/* n + 1 + nslot each: a question's vertices */
	/* lookahead.c: the last complete pairing found (hint, by vertex:
	 * partner vertex or -1) starts the next question's matching, so
	 * that a question one pair away from the last is answered without
	 * a weighted matching; best its complete pairing, qpos a scratch
	 * map vertex -> question position (-1) */
	int *hint, *best, *qpos;
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
	int het0;		/* heterogeneous when its walk began (A.3, after C.1) */
	int downs;		/* the bracket moves players down (B.5/B.6 levels) */
	struct vw_level lv;	/* the level at which it was found */
	int exch;		/* homogeneous part: the D.2 exchange used (0 none) */
	int overrun;		/* the search bound ran out: not judged */
};

/*
 * What the round's walk (backtrack.c) asks of a bracket's walk.  c12:
 * called when a stage (P1, M1, X1, Z1 of C.14) fails in a bracket with
 * moved-down players, with that P1 and M1 (0: homogeneous): 1 when the previous bracket was
 * paired again (C.12; the walk stops), 0 go on, -1 memory, -2 bound.
 * accept: a candidate (its pairs and the players it moves down) is
 * taken (1) or the walk goes on to the next one in the text's order (0;
 * -1 memory, -2 bound).  c1_down: a moved-down player without an
 * opponent moves down again (C.12 found no other set) instead of
 * stopping the walk.
 */
struct vw_hooks {
	int (*c12)(void *ctx, int p1, int m1);
	int (*accept)(void *ctx, int (*pairs)[2], int np, const int *down, int nd);
	void *ctx;
	int c1_down;
	/* Cuts for a walk inside a backtrack, never changing which
	 * candidate accept takes first.  sets: the only moved-down sets
	 * accept can take (C.12: backtrack.c tried every set of the size
	 * and scores), nsets of setsize players each, ascending; the walk
	 * passes over a branch none of whose candidates moves down one of
	 * them.  rest: the players below who must be paired completely with
	 * those a candidate moves down (C.13, and C.12 for the lowest
	 * bracket), a B.1b-eligible one left for the bye; NULL: none. */
	const int *sets;
	int nsets, setsize;
	const int *rest;
	int nrest;
};

/* vw_bracket's answers besides 0 (found) and 1 (none) */
enum { VW_C1_MOVED_DOWN = 2, VW_REPAIRED = 3 };

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
 * C.1-C.14 on mem[0..k-1] (A.2 order, the first m0 moved down); lowest:
 * nobody moves down but one player for the bye (B.1b), P1 never falls
 * (C.13); join: heterogeneous whatever M0 (C.13, the latest added
 * bracket as S1).  h may be NULL.  Fills *d (free with
 * vw_decision_free).  Returns 0; 1 when no candidate is found (lowest
 * bracket, or every candidate refused by h->accept); VW_C1_MOVED_DOWN
 * when a moved-down player has no opponent here (C.1: d->c1 names
 * them); VW_REPAIRED when h->c12 paired the previous bracket again;
 * -1 out of memory.  A search bound reached is d->overrun with 0.
 */
int vw_bracket(struct vw_round *v, const int *mem, int k, int m0, int lowest, int join,
	       const struct vw_hooks *h, struct vw_decision *d);
void vw_decision_free(struct vw_decision *d);

/* B.1b: player i (struct tmt index) scored in round k without playing. */
int vw_unplayed_point(const struct tmt *t, int i, int k);

/* qsort order of ints, ascending. */
int vw_ascending(const void *x, const void *y);

#endif
