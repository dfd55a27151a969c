/*
 * internal.h - shared by the files of lib/dubov/ only (not installed).
 */
#ifndef TRFPAIR_DUBOV_INTERNAL_H
#define TRFPAIR_DUBOV_INTERNAL_H

#include "dubov/dubov.h"

/* What the Dubov rules need to know of a player for this round. */
struct dvplayer {
	int idx;		/* index in struct tmt = initial ranking (1.2) */
	int score;		/* pairing score before the round (1.3) */
	int aro;		/* 1.6 */
	struct tmt_pref pref;	/* 1.5.2: every player seeks a colour */
	int games;		/* over-the-board games so far (2.1.4, 5.2.1) */
	int upfloats;		/* times upfloated so far (1.7, C9) */
	int maxup;		/* maximum upfloater (1.7.1) */
	int prevup;		/* upfloated in the previous round (C10) */
	int pab_ok;		/* C2 */
	int colour_rank;	/* number whose parity decides 5.2.1 */
	char hist[128];		/* played colours, oldest first (5.2.4) */
	int nhist;
};

/* The round being paired: players sorted by score, then initial rank. */
struct dvround {
	const struct tmt *t;
	int r;
	int n;
	struct dvplayer *p;
	unsigned char *compat;	/* n*n: may meet (C1, C3, XXP) */
	int last_round;		/* C8-C10 do not apply */
	char initial_colour;	/* 'w' or 'b' (5.1) */
};

static inline int dv_compat(const struct dvround *v, int a, int b)
{
	return v->compat[(size_t)a * (size_t)v->n + (size_t)b];
}

int dvround_init(struct dvround *v, const struct tmt *t, int r, int total_rounds);
void dvround_free(struct dvround *v);

/* Whether the players who[0..k-1] can all be paired (C1, C3). 1 yes,
 * 0 no, -1 out of memory. */
int dv_pairable(const struct dvround *v, const int *who, int k);

/* 2.1: the PAB receiver among who[0..k-1] (k odd), -1 if none allows
 * a complete pairing, -2 if out of memory. */
int dv_choose_bye(const struct dvround *v, const int *who, int k);

/*
 * 2.2.1, 2.2.2, C4-C10, 4.2: the upfloaters for residents res[0..nres-1]
 * from pool[0..npool-1] (the remaining lower players, in 4.2 order).
 * Writes them to up (sorted) and their number to *nup.  0 on success,
 * 1 when the residents cannot be paired, -1 when out of memory.
 */
int dv_choose_upfloaters(const struct dvround *v, const int *res, int nres,
			 const int *pool, int npool, int *up, int *nup);

/*
 * 2.2.3, 2.2.4, 4.3: split the bracket mem[0..k-1] into G1' and G2' of
 * k/2 each: g1side[i] = 1 if mem[i] ends in G1'.  mate[] (positions)
 * gets a legal pairing of G1' against G2'.  0, 1 if the bracket has no
 * legal pairing, -1 out of memory.
 */
int dv_split(const struct dvround *v, const int *mem, int k, int *g1side, int *mate);

/* 2.2.5, 2.2.6, 4.4: S1 and the first legal transposition T2, from the
 * split and its pairing; pairs[i] = {S1[i], T2[i]} (round indices).
 * 0, 1 if the split is not a legal one, or -1 out of memory. */
int dv_transpose(const struct dvround *v, const int *mem, int k,
		 const int *g1side, int *mate, int (*pairs)[2]);

/* 5.2: 1 if player a (round index) gets white against b. */
int dv_white(const struct dvround *v, int a, int b);

/* 4.3.3: the middle-out numbering of a sorted list of k players.
 * order[0..k-1] receives positions 0..k-1 of a sorted list, #1 first. */
void dv_middle_out(int k, int *order);

#endif
