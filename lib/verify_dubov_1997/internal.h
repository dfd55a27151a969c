/* internal.h - lib/verify_dubov_1997 shared declarations (not installed). */
#ifndef TRFPAIR_VERIFY_DUBOV_1997_INTERNAL_H
#define TRFPAIR_VERIFY_DUBOV_1997_INTERNAL_H

#include "verify_dubov_1997/verify_dubov_1997.h"

/* What the text reads of one player before round r. */
struct v97 {
	int id;			/* tmt index */
	int pts;		/* score, tenths */
	int elo;		/* R */
	long aro;		/* ARO, tenths, half up; 0 without a game */
	int whites, blacks;
	char c1, c2;		/* last and last-but-one colours played */
	char due;		/* 'w', 'b', 0 */
	int ups;		/* earlier transfers to a higher group */
	int up_prev;		/* transferred up in round r-1 */
	int went_down;		/* played a lower score before (6.4) */
	int free_point;		/* scored a point without playing (2.2) */
	const char *name;
};

/*
 * The verifier's own reading of the earlier rounds (history.c): for
 * each player and round, whether that round's game against a different
 * score was a transfer up (7.1, 7.2) or a float down (6.4), found by
 * deriving that round again from the rounds before it.
 */
enum { V97_UP = 1, V97_DOWN = 2 };

struct v97past {
	int upto;		/* rounds 1..upto read */
	unsigned char *mv;	/* t->n * (upto + 1): V97_UP, V97_DOWN */
	int unexplained;	/* games read by the assumption */
	int round_of_first;	/* the first round with one, or 0 */
};

/* Why a pair was made, for the findings. */
enum v97_why { W_NONE, W_ROW, W_ROW_IMPROVED, W_SAME_COLOUR, W_FLOATER, W_T71, W_T72 };

struct v97round {
	const struct tmt *t;
	int r, total, last;
	int k;			/* players to be paired */
	struct v97 *pl;		/* in tmt order of the players to be paired */
	unsigned char *ok;	/* k*k: may meet (2.1-2.4) */
	int *partner;		/* derived: partner, -1 none, -2 bye */
	enum v97_why *why;	/* derived: the step that paired a player */
	int bye;		/* derived bye (position in pl) or -1 */
	long steps;		/* bound */
	unsigned char *moved;	/* derived: V97_UP or V97_DOWN, by position */
	FILE *explain;		/* NULL, or where --explain lines go */
};

/* Round r read with past (rounds < r; NULL: no transfers, no floats). */
int v97_setup(struct v97round *x, const struct tmt *t, int r, int total,
	      const struct v97past *past);
void v97_teardown(struct v97round *x);

/* 2.3/2.4: whether p may take colour c. */
int v97_colour_ok(const struct v97 *p, char c);
/* The limitation a pair with a given White breaks: "2.1" ... "2.4" or NULL. */
const char *v97_broken(const struct v97round *x, int w, int b);
/* 2.5: whether p may be transferred to a higher score group. */
int v97_up_allowed(const struct v97round *x, const struct v97 *p);
/* 3: whether a should have White against b; *why names the step. */
int v97_white(const struct v97round *x, int a, int b, const char **why);
/* Pairable: positions who[0..n-1]. -1 memory. */
int v97_matchable(const struct v97round *x, const int *who, int n);

/* The orders of orders.c (want: a due colour first, V97_PICK only). */
enum v97_order { V97_WHITE_COL, V97_BLACK_COL, V97_PICK, V97_W_TO_B, V97_B_TO_W };
void v97_sort(const struct v97round *x, int *a, int n, enum v97_order by, char want);
/* Pair a and b in the derivation, made by step why. */
void v97_join(struct v97round *x, int a, int b, enum v97_why why);
/* 6.2/6.3 (after 7.3, 7.4, 2.6) on g[0..n-1]: 0, -1 memory, -3 none. */
int v97_pair_columns(struct v97round *x, const int *g, int n);

/* The derivation: fills partner[], why[] and bye.  0, -1 memory, -2 the
 * bound, 1 the round cannot be paired. */
int v97_derive(struct v97round *x);

/* Rounds 1..r-1 of the file read by deriving each again (history.c).
 * 0, or -1 out of memory. */
int v97_read_past(const struct tmt *t, int r, int total, struct v97past *past);
void v97_past_free(struct v97past *past);

#endif
