/* internal.h - lib/dutch_2012 shared declarations (not installed). */
#ifndef TRFPAIR_DUTCH_2012_INTERNAL_H
#define TRFPAIR_DUTCH_2012_INTERNAL_H

#include "dutch_2012/dutch_2012.h"

/* One player to be paired, in A.2 order (score, then pairing number). */
struct d12p {
	int idx;		/* struct tmt index */
	int score;		/* tenths, before the round */
	char pref;		/* A.7: 'w', 'b' or 0 */
	int strength;		/* enum tmt_strength */
	int cd;			/* colour difference */
	int games;		/* games played */
	char *hist;		/* played colours, oldest first (F.2, F.3) */
	int fl1, fl2;		/* float in rounds r-1, r-2 (enum tmt_float) */
	int bye_ok;		/* B.1b */
	int top;		/* top scorer (A.10) */
	int colour_rank;	/* pairing number among those paired (E.5) */
};

struct d12round {
	const struct tmt *t;
	int r, n, odd_round, last;
	struct d12p *p;		/* A.2 order */
	unsigned char *met;	/* n*n: B.1a (or a forbidden pair) */
	char initial;		/* 'w' or 'b' (A.7.c lot, E.5) */
	long budget;		/* feasibility tests left at this level */
	int exhausted;		/* some level ran out of budget (reading 6) */
};

/* The requirements of C.3 at one stage of C.10. */
struct d12req {
	int b2, a7d;		/* in force */
	int x, z;		/* A.11 X, and Z in even rounds */
	int b5d, b6d, b5u, b6u;	/* B.5/B.6 for down- and upfloaters */
};

int d12_init(struct d12round *v, const struct tmt *t, int r, int total);
void d12_free(struct d12round *v);

/* B.1a and B.2 (B.2 waived for pairs with a top scorer when !b2). */
int d12_legal(const struct d12round *v, int a, int b, int b2);
/* A.7.d: both have the same strong or absolute preference. */
int d12_same_strong(const struct d12round *v, int a, int b);
/* The pair does not fulfil both colour preferences (A.8.a, X). */
int d12_conflict(const struct d12round *v, int a, int b);

/*
 * Whether S1 players s1[0..ns1-1] can each be paired with one of
 * s2[0..ns2-1] while everyone else of s2 and rest[0..nrest-1] is paired
 * among themselves by B.1/B.2, one B.1b-eligible player of s2/rest
 * left for the bye when the count is odd.  Costs one unit of budget;
 * -1 out of memory.
 */
int d12_completable(struct d12round *v, const int *s1, int ns1, const int *s2, int ns2,
		    const int *rest, int nrest);

/*
 * The same with s2 players marked in stay[] (may be NULL) paired with
 * S1 players only, and S1 pairs only as level q makes them (B.2, A.7.d,
 * and B.5/B.6 for the S2 player when up; q NULL: B.1/B.2 alone); with
 * cost 1 (conflicts, X) or 2 (same strong preference, Z) also *least,
 * the fewest such S1 pairs among all those pairings of the round.
 * local: the bracket alone (rest ignored): the S2 players S1 leaves
 * over move down, except those marked in stay[].
 */
int d12_completable_q(struct d12round *v, const int *s1, int ns1, const int *s2, int ns2,
		      const int *rest, int nrest, const unsigned char *stay,
		      const struct d12req *q, int up, int cost, int *least, int local);

/*
 * The most pairs inside the bracket mem[0..k-1] (none between two of
 * its first nomeet players) in any pairing of the bracket and rest[]
 * that the round can be completed with (B.1, B.2, the bye as above):
 * no candidate of the bracket with more pairs can be accepted.  Costs
 * one unit of budget; 1 with *most, 0 when the round cannot be
 * completed, -1 out of memory.
 */
int d12_most_inside(struct d12round *v, const int *mem, int k, int nomeet, const int *rest,
		    int nrest, int *most);

/* The most pairs inside mem[0..k-1] by B.1a and B.2 (none between two
 * of its first nomeet players), the bracket alone: 1 with *most, -1 out
 * of memory. */
int d12_most_local(struct d12round *v, const int *mem, int k, int nomeet, int *most);

/* E.1-E.5: whether a gets white against b. */
int d12_white(const struct d12round *v, int a, int b);

/*
 * How one bracket is paired: the driver's side of C.12 and C.13
 * (dutch_2012.c).  All fields may be zero.
 */
struct d12how {
	int lowest;		/* C.13: paired completely, one B.1b-eligible
				 * player at most left over for the bye */
	int minpairs;		/* C.12 "P1 pairings": C.14 stops below this */
	int minm1;		/* and below this M1 (heterogeneous brackets) */
	/* C.12, asked once with the P1 and M1 the bracket cannot make: 1
	 * when the previous bracket was paired again (this bracket then
	 * restarts at C.1 with the new players), 0 when not, -1 out of
	 * memory.  NULL when already backtracking. */
	int (*backtrack)(void *arg, int p1, int m1);
	/* The players a candidate moves down (A.2 order): 1 to accept it,
	 * 0 to go on with the next candidate of the text's order, -1 out of
	 * memory.  NULL: the first candidate is the pairing. */
	int (*accept)(void *arg, const int *down, int nd);
	void *arg;
	/* The players below who must then be paired completely (C.13 pairs
	 * the penultimate bracket again for the lowest one); NULL: the
	 * bracket alone. */
	const int *rest;
	int nrest;
	long leaves;		/* candidates offered to accept at most (0: any) */
	int joined;		/* C.13: the two lowest joined, heterogeneous
				 * whatever its M0, the latest added as S1 */
};

/*
 * One bracket (C.1-C.14): mem[0..k-1] in A.2 order, the first m0 moved
 * down from higher brackets.  Writes the pairs (into pairs, *np of
 * them) and the players moved down (into down, *nd; in the lowest
 * bracket the one left for the bye).  Returns 0, 1 when no pairing is
 * possible (or accepted), 3 when C.12 paired the previous bracket again
 * (restart this bracket), -1 out of memory.
 */
int d12_bracket(struct d12round *v, const int *mem, int k, int m0, const struct d12how *how,
		int (*pairs)[2], int *np, int *down, int *nd);

#endif
