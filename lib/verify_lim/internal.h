/*
 * internal.h - shared by the files of lib/verify_lim/ only.
 *
 * Players are addressed by their position in struct lround.p, which is
 * pairing-number order: position 0 is #1, "the highest numbered player"
 * in the words of the Lim text (companion 6), the last position is the
 * "lowest numbered" one.
 */
#ifndef TRFPAIR_VERIFY_LIM_INTERNAL_H
#define TRFPAIR_VERIFY_LIM_INTERNAL_H

#include "verify_lim/verify_lim.h"

struct lplayer {
	int idx;		/* struct tmt index */
	int id;			/* start number */
	int score;		/* pairing score, tenths */
	int rating;
	int diff;		/* whites minus blacks, played games */
	char due;		/* 'w', 'b', 0: the alternating/equalising colour */
	char *hist;		/* played colours, oldest first (C.04.2 D.5) */
	int nhist;
	int pab_ok;		/* Basic Rule 4 (2025) */
	int floated_last;	/* transferred in round r-1 (3.1, 3.10) */
	int crank;		/* tmt_colour_rank() (7.2) */
};

struct lround {
	const struct tmt *t;
	int r;
	int n;
	struct lplayer *p;	/* pairing-number order */
	int *of;		/* tmt index -> position, -1 */
	unsigned char *adj;	/* n x n: compatible (2.1; 6 in the last round) */
	int last;		/* the last round (Lim 6) */
	int maxi;		/* Maxi-tournament (3.2, 3.8, 5.7) */
	int median2;		/* twice the median score (2.2) */
	int *mate;		/* recorded: position -> position, -1 */
	int bye;		/* recorded PAB position, -1 */
	int *mark;		/* scratch: n stamps, then the stamp counter */
	int *loc;		/* scratch: position -> index in a who[] list */
	unsigned char *met;	/* n x n: 0 if they met over the board */
	unsigned char *side;	/* n: the colours 5.1 a, b allow, 1 White, 2 Black */
};

int lround_init(struct lround *v, const struct tmt *t, int r, int last, int maxi);
void lround_free(struct lround *v);

/* Lim 6, last resort: the last round cannot be paired even so; drop the
 * colour limits between all players. */
void lround_relax(struct lround *v);

/* 2.1: a and b are compatible (positions). */
int lcompat(const struct lround *v, int a, int b);

/* Whether a has a given colour the previous two games (5.3). */
char lsame_twice(const struct lround *v, int a);

/*
 * Is there a perfect matching of compatible pairs among who[0..k-1]?
 * The pairs wit[] (position -> position, n entries) has inside who[]
 * are where the search starts (all of them: the answer at once); a
 * perfect matching found is written back to wit (who[] entries), which
 * is left alone when the answer is no.  1 yes, 0 no, -1 out of memory.
 */
int lperfect_wit(const struct lround *v, const int *who, int k, int *wit);

/* A maximum matching of compatible pairs among who[0..k-1], grown from
 * the pairs wit has inside who[], written back to wit (who[] entries
 * only); its size, -1 out of memory. */
int lmax_wit(const struct lround *v, const int *who, int k, int *wit);

/*
 * Whether wit's pairs inside who[] grow by an augmenting path from root
 * (in who[], left without a partner there): when wit was a maximum
 * matching of who[] and one more player, and root that player's
 * partner, whether who[] alone still has as many pairs.  wit gets the
 * grown matching (who[] entries) when so.  1, 0, -1 (memory).
 */
int laugment_wit(const struct lround *v, const int *who, int k, int root, int *wit);

/* One score group as the procedure meets it. */
struct lgroup {
	int dir;		/* +1 pairing downward, -1 upward (2.2) */
	int median;		/* the median group: nowhere to float to (2.6) */
	const int *res;		/* residents, ascending position */
	int nres;
	const int *in;		/* incoming floaters, in the order 3.6/3.7 pair them */
	const char *kind;	/* 'D' or 'U' for each of in[] */
	int nin;
	const int *next;	/* residents of the adjacent group (3.3, 3.9) */
	int nnext;
	int next_dir;		/* the direction that group is paired in */
};

/* What the procedure does with a group. */
struct lresult {
	int nu;			/* most pairs the group can make */
	int *mate;		/* position -> position, -1 (n entries) */
	int *fl;		/* floaters out, in the order chosen */
	int nfl;
	int *pairs;		/* pairs[2k] met pairs[2k+1], in the order made */
	int npairs;		/* entries used (twice the pairs) */
	int nfp;		/* entries of pairs[] made by incoming floaters */
	int *pairs4;		/* the residents' pairs before 5.2, same order */
};

int lresult_init(struct lresult *o, int n);
void lresult_free(struct lresult *o);

/* Run the group procedure of Lim 2.3-5.2 on g.  0, -1 out of memory. */
int lgroup_run(const struct lround *v, const struct lgroup *g, struct lresult *o);

/*
 * The floaters' order of preference (2.3, 3.2-3.4, 3.9, 3.10): the key
 * of member x of g, compared field by field, smaller floats first.
 * Exposed so that a wrong choice can be named.
 */
enum { LK_TYPE, LK_AGAIN, LK_COLOUR, LK_RANK, LK_N };
int lfloater_keys(const struct lround *v, const struct lgroup *g, const int *mem, int k,
		  int (*key)[LK_N]);

/* 3.8: x is due the colour opposite to f's due colour (both have one). */
int lalternate(const struct lround *v, int f, int x);

/* 3.8: the resident f meets among cand[0..k-1] when pairing in
 * direction dir, without regard to the rest of the group; -1 none. */
int lfloater_opponent(const struct lround *v, int f, int dir, const int *cand, int k);

/*
 * Lim 4.1-4.3 for the set who[0..k-1] that has a perfect matching: the
 * pairs the exchange order reaches first (the top player of what is
 * left takes the first candidate of lexchange_order() that leaves the
 * rest pairable), written to mate[] and appended to pairs[] (*np
 * updated).  wit: a perfect matching of who[] to try first, or NULL.
 * 0, -1 out of memory.
 */
int lexchange(const struct lround *v, int dir, const int *who, int k, const int *wit,
	      int *mate, int *pairs, int *np);

/* Both due the same colour (5.2). */
int lconflict(const struct lround *v, int a, int b);

/* 5.2, 5.7: the colour scrutiny over pairs[0..np-1] (made in that
 * order, first player the scrutinised one); updates pairs and mate. */
void lcolour_pass(const struct lround *v, int dir, int *pairs, int np, int *mate);

/* The higher ranked of a and b: more points, then the better number. */
int lhigher(const struct lround *v, int a, int b);

/* Lim 5: who should have white in the pair a-b (upper: paired at or
 * above the median).  rule gets the deciding article ("5.1", "5.4",
 * "5.5", "5.6", "7.2": neither has played; initial colour White if
 * unknown); 1 a, 0 b. */
int lcolour_white(const struct lround *v, int a, int b, int upper, const char **rule);

#endif
