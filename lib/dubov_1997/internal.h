/* internal.h - lib/dubov_1997 shared declarations (not installed). */
#ifndef TRFPAIR_DUBOV_1997_INTERNAL_H
#define TRFPAIR_DUBOV_1997_INTERNAL_H

#include "dubov_1997/dubov_1997.h"

/* One player to be paired in the round. */
struct d97p {
	int idx;		/* struct tmt index = pairing number - 1 */
	int score;		/* tenths, before the round */
	int rating;		/* 1: R */
	long aro10;		/* 1: ARO in tenths, rounded half up; 0 no game */
	int nw, nb;		/* games played with White, Black */
	char last, last2;	/* colours of the last two games played, or 0 */
	char due;		/* 1: 'w', 'b', or 0 (no game played) */
	int up_ok;		/* 2.5: may be transferred up this round */
	int was_floater;	/* 6.4: was a floater from a higher group */
	int bye_ok;		/* 2.2 */
	const char *name;	/* 6.2: alphabetical ties */
};

/*
 * What the 1997 procedure made of each player's earlier games between
 * different scores (2.5, 6.4): the file cannot tell a transfer up (7.1,
 * 7.2) from a float down (6.4, 8), so rounds 2..r-1 are paired again by
 * the procedure itself (replay.c).  moves[p * (rounds + 1) + k] holds
 * D97_UP and D97_DOWN bits for player p (struct tmt index) in round k.
 */
enum { D97_UP = DUBOV1997_UP, D97_DOWN = DUBOV1997_DOWN };

struct d97hist {
	int rounds;		/* rounds 1..rounds classified */
	unsigned char *moves;	/* t->n * (rounds + 1) */
	int nguessed;		/* games read by the assumption (trfpair(1)) */
	int first_guessed;	/* the first round with one, or 0 */
};

struct d97round {
	const struct tmt *t;
	int r, n;		/* n players to be paired */
	struct d97p *p;		/* by score, descending, then pairing number */
	unsigned char *legal;	/* n*n: 2.1-2.4, some colours possible */
	int *mate;		/* n: partner, -1 unpaired, -2 the bye */
	int *scratch;		/* 2n ints for the matching checks */
	long budget;		/* 6.4 floater sets left to try */
	unsigned char *moved;	/* n: D97_UP (7.1, 7.2), D97_DOWN (6.4) */
};

/* Round r's players, read with h (2.5, 6.4; rounds < r classified). */
int d97_init(struct d97round *v, const struct tmt *t, int r, int total,
	     const struct d97hist *h);
void d97_free(struct d97round *v);

/* 2.3, 2.4: whether player a may get colour c ('w', 'b'). */
int d97_can_take(const struct d97p *a, char c);
/* 3: whether a gets White against b (the pair being legal). */
int d97_white(const struct d97round *v, int a, int b);

/* 6.2: order of the White column (ARO up, R up, name) and of the Black
 * column (R down, ARO down, name), as qsort comparators on indices into
 * v->p through d97_sort(). */
void d97_sort(const struct d97round *v, int *who, int k, char column);

/* Whether who[0..k-1] can all be paired by v->legal (k even); -1 out of
 * memory. */
int d97_pairable(struct d97round *v, const int *who, int k);
/* The same for everybody still unpaired, less the players in skip[]. */
int d97_rest_pairable(struct d97round *v, const int *skip, int nskip);

/*
 * Pair who[0..k-1], all of one score group, by 6.2/6.3 (with 7.3, 7.4
 * and 2.6 first); they must be pairable.  Sets v->mate.  Returns 0, or
 * -1 out of memory.
 */
int d97_pair_group(struct d97round *v, const int *who, int k);

/* Bye, then the score groups (4, 6-8): fills v->mate and v->moved.
 * TRF_OK, TRF_ENOPAIRING or TRF_ELIMIT (*d says why), TRF_EINTERNAL. */
int d97_pair_round(struct d97round *v, struct trf_diag *d);

/* Classify rounds 1..r-1 into h (replay.c); 0, or -1 out of memory. */
int d97_history(const struct tmt *t, int r, int total, struct d97hist *h);
void d97_hist_free(struct d97hist *h);

#endif
