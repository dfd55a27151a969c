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

struct d97round {
	const struct tmt *t;
	int r, n;		/* n players to be paired */
	struct d97p *p;		/* by score, descending, then pairing number */
	unsigned char *legal;	/* n*n: 2.1-2.4, some colours possible */
	int *mate;		/* n: partner, -1 unpaired, -2 the bye */
	int *scratch;		/* 2n ints for the matching checks */
	long budget;		/* 6.4 floater sets left to try */
};

int d97_init(struct d97round *v, const struct tmt *t, int r, int total);
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

#endif
