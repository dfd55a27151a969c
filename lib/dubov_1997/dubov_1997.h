/*
 * dubov_1997.h - the Dubov System as approved by the 1997 FIDE General
 * Assembly (rules/dubov-1997.txt), in force until the 2018 text.
 *
 * lib/dubov_1997/ owns the 1997 procedure for one round: the bye first
 * (4), round 1 by halves (5), then the score groups from the top down,
 * each one: floaters from above paired first (8), transfers from lower
 * groups (7.1, 7.2), the floaters it sends down (6.4), the colour
 * subgroups evened out (7.3, 7.4, 2.6), White players by increasing ARO
 * against Black players by decreasing rating (6.2) with the
 * improvements of 6.3, colours by 3.  Which earlier games were
 * transfers up and which floats down (2.5, 6.4) it reads by pairing the
 * earlier rounds again (replay.c).  Readings and search bounds:
 * trfpair(1), DUBOV SYSTEM, 1997 TEXT.
 */
#ifndef TRFPAIR_DUBOV_1997_H
#define TRFPAIR_DUBOV_1997_H

#include "pairing/pairing.h"
#include "tournament/tournament.h"

struct dubov1997_options {
	/* Planned rounds (2.5: its caps, and no limit in the last round);
	 * 0 takes t->total_rounds. */
	int total_rounds;
};

/*
 * Pair round r from rounds 1..r-1.  opt may be NULL.  Returns TRF_OK
 * with *out filled (boards in publication order), TRF_ENOPAIRING when
 * no pairing meets 2.1-2.4 (with a bye by 2.2), *d saying why,
 * TRF_EINVALID when the number of rounds is unknown, TRF_ELIMIT when
 * out of memory or a search bound is reached.
 */
int dubov1997_pair(const struct tmt *t, int r, const struct dubov1997_options *opt,
		   struct pairing *out, struct trf_diag *d);

/*
 * What the procedure made of each earlier game between different
 * scores (2.5, 6.4): rounds 2..r-1 paired again, each from the rounds
 * before it; a game it did not make counts as a float down of the
 * higher player (trfpair(1), DUBOV SYSTEM, 1997 TEXT, "Transfers and
 * floats before").  moves[p * r + k] (p a player index, 1 <= k < r;
 * the array holds t->n * r bytes) gets DUBOV1997_UP when p was
 * transferred up in round k, DUBOV1997_DOWN when he floated down.
 * *guessed (may be NULL) gets the number of games read by that
 * assumption.  Returns 0, TRF_EINVALID without the number of rounds,
 * TRF_ELIMIT out of memory.
 */
#define DUBOV1997_UP 1
#define DUBOV1997_DOWN 2
int dubov1997_moves(const struct tmt *t, int r, const struct dubov1997_options *opt,
		    unsigned char *moves, int *guessed);

#endif
