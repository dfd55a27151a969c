/*
 * internal.h - shared state of the Lim engine (lib/lim only).
 *
 * Players of the round are kept in pairing-number order and addressed by
 * their position ("local index") in struct lround.p; a smaller local
 * index is a better pairing number ("higher numbered" in the Lim text).
 */
#ifndef TRFPAIR_LIM_INTERNAL_H
#define TRFPAIR_LIM_INTERNAL_H

#include <stddef.h>

#include "lim/lim.h"

#define LIM_HIST 64		/* colours kept per player (the latest) */

struct lplayer {
	int idx;		/* tmt index */
	int score;		/* pairing score before the round, tenths */
	int rating;
	int cd;			/* whites minus blacks, played games */
	int nhist;		/* colours in hist (the latest LIM_HIST) */
	char hist[LIM_HIST + 1];	/* played colours, oldest first */
	char due;		/* 'w', 'b', or 0: see colour.c */
	int floated_last;	/* transferred in round r-1 (3.1, 3.10) */
	int pab_ok;		/* Basic Rule 4 (2025) */
	int crank;		/* tmt_colour_rank, for 7.2 parity */
};

/* Bits of lround.compat: the two readings of 2.1. */
#define LC_MET 1		/* met before, or an XXP forbidden pair */
#define LC_COLOUR 2		/* no colour choice within 5.1 a/b */

struct lround {
	const struct tmt *t;
	int r;
	int last;		/* the last round (rule 6) */
	int maxi;		/* 100-point rule on */
	char initial;		/* colour of the 7.2 draw: 'w' or 'b' */
	int win;		/* tenths of a win */
	int n;
	struct lplayer *p;	/* pairing-number order */
	unsigned char *compat;	/* n * n: LC_* bits */
	unsigned char *adj;	/* n * n: compatible under the mode */
	int relax_all;		/* last round: drop colour limits for all */
};

/* players.c */
int lim_round_init(struct lround *R, const struct tmt *t, int r, int last,
		int maxi);
void lim_round_free(struct lround *R);
/* Fill R->adj from R->compat for the current mode (rule 6). */
void lim_round_set_adj(struct lround *R);
/* 2.2: +1 above the median score, 0 at it, -1 below. */
int lim_round_side(const struct lround *R, int score);

static inline int ladj(const struct lround *R, int a, int b)
{
	return R->adj[(size_t)a * (size_t)R->n + (size_t)b];
}

/* colour.c */
/* The colour player p is due (5.1, 5.5, 5.6), or 0. */
char lim_due(const struct lplayer *p);
/* Whether p may get colour c under 5.1 a/b. */
int lim_colour_ok(const struct lplayer *p, char c);
/* 5.3-5.6, 7.2: whether a gets White against b; side is the side of
 * the group the pair is made in (lim_round_side). */
int lim_a_white(const struct lround *R, int a, int b, int side);
/* Both players due the same colour: one of them cannot have his. */
int lim_colour_clash(const struct lround *R, int a, int b);

/* matching.c - maximum-cardinality matching on a subset, kept between
 * calls so that pairs can be fixed and players removed one at a time. */
struct lmatch {
	const struct lround *R;
	const int *who;		/* local indices of the vertices */
	int k;
	unsigned char *alive;	/* still in the graph */
	int *mate, *parent, *base, *queue;
	unsigned char *used, *flower, *seen;
};
int lim_match_init(struct lmatch *m, const struct lround *R, const int *who, int k);
void lim_match_free(struct lmatch *m);
/* Seed with pair (u, v) if both are free and adjacent. */
void lim_match_seed(struct lmatch *m, int u, int v);
/* Augment to a maximum matching of the alive vertices; its size. */
int lim_match_maximise(struct lmatch *m);
/* Remove v keeping the matching size; 1 done, 0 impossible (unchanged). */
int lim_match_remove(struct lmatch *m, int v);
/* Take the adjacent pair (u, v) out of the graph keeping a matching of
 * the rest one smaller; 1 done, 0 impossible (unchanged). */
int lim_match_fix(struct lmatch *m, int u, int v);
int lim_match_edge(const struct lmatch *m, int u, int v);

/* Whether the players who[0..k-1] can all be paired (R->adj). */
int lim_perfect(const struct lround *R, const int *who, int k);

/* group.c */
enum lorigin { LO_RES, LO_DOWN, LO_UP };

struct lmember {
	int pl;			/* local index */
	enum lorigin origin;
};

struct lpair {
	int white, black;	/* local indices */
};

struct lgroup {
	struct lmember *m;	/* residents and incoming floaters */
	int k;
	int dir;		/* +1 downward (upper and median), -1 upward */
	int side;		/* lim_round_side of the group's score */
	int median;		/* never floats: 2.6 instead */
	const int *adjacent;	/* residents of the group floaters go to */
	int nadjacent;
	int adjdir;		/* the direction that group is paired in (2.2) */
};

/* Pair one group: pairs are appended to pairs[*np] (room for k / 2),
 * floaters to fl[*nf] (room for k).  Returns 0, 1 when the median group
 * cannot be paired completely (nothing written), -1 out of memory. */
int lim_pair_group(const struct lround *R, const struct lgroup *g,
		   struct lpair *pairs, int *np, struct lmember *fl, int *nf);

#endif
