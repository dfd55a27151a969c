/*
 * lim.h - the Lim System, C.04.4.3 (1987, amended to 1999).
 *
 * lib/lim/ owns the Lim pairing of one round: the PAB (1.1 with Basic
 * Rule 4 of 2025), compatibility with its colour limits (2.1, 6), the
 * order of the score-groups around the median group (2.2), floaters
 * and their selection (2.3, 3.1-3.10), proposed pairings and exchanges
 * (2.4, 2.5, 4), the blocked median group (2.6), colours (5, 7.2) and
 * the Maxi-tournament 100-point limits (3.2, 3.8, 5.7).  Where the text
 * is open, the reading taken is stated in a comment at the code that
 * applies it (group.c, colour.c, lim.c).
 *
 * Everything is polynomial: a group is paired by following the exchange
 * order of section 4, each step checked by a maximum-cardinality
 * matching that the remaining players can still be paired.
 */
#ifndef TRFPAIR_LIM_H
#define TRFPAIR_LIM_H

#include "pairing/pairing.h"
#include "tournament/tournament.h"

struct lim_options {
	/* Rounds of the tournament, needed for the last-round exception
	 * (rule 6); 0 takes t->total_rounds. */
	int total_rounds;
	/* Maxi-tournament 100-point rule (3.2, 3.8, 5.7): -1 decides by
	 * the companion's rule (more players than 2^rounds), 0 off, 1 on. */
	int maxi;
};

/*
 * Pair round r from rounds 1..r-1, with the players tmt_to_be_paired()
 * names for round r; opt may be NULL (defaults above).  Returns TRF_OK
 * with *out filled (boards in publication order, pairing_sort_boards();
 * the PAB in out->bye), TRF_ENOPAIRING when no pairing is possible (*d
 * says why), TRF_EINVALID when the number of rounds is unknown or r is
 * out of range, TRF_ELIMIT when out of memory.
 */
int lim_pair(const struct tmt *t, int r, const struct lim_options *opt,
	     struct pairing *out, struct trf_diag *d);

#endif
