/*
 * dutch.h - the FIDE (Dutch) System, C.04.3.
 *
 * Editions: the 2017 text (Baku 2016 / Goynuk 2017, criteria C1-C19)
 * and the 2026 text (in force from 1 February 2026, criteria C1-C21).
 * They share the bracket machinery; what differs (criteria, floats, the
 * PAB) is data of the edition.
 *
 * lib/dutch/ owns the Dutch pairing of one round: the players to pair,
 * compatibility (C1-C3, forbidden pairs), brackets from the top
 * scoregroup down with the completion test (PPB and collapsed last
 * bracket, A.9), the best candidate of each bracket by C5-C19 and the
 * generation order of B.6-B.8 and D.1-D.3 (found by maximum-weight
 * matching, lib/match/), and colour allocation E.1-E.5.
 */
#ifndef TRFPAIR_DUTCH_H
#define TRFPAIR_DUTCH_H

#include "pairing/pairing.h"
#include "tournament/tournament.h"

struct dutch_options {
	/* Rounds of the tournament, for the topscorers of A.7 (the final
	 * round); 0 takes t->total_rounds. */
	int total_rounds;
	/* DUTCH_2017 or DUTCH_2026; 0 takes the newest (DUTCH_2026). */
	int edition;
};

enum { DUTCH_2017 = 2017, DUTCH_2026 = 2026 };

/*
 * Pair round r (2 <= ... or 1) from the history of rounds 1..r-1, with
 * the players that tmt_to_be_paired() says take part in round r.
 * Returns TRF_OK with *out filled (boards in publication order),
 * TRF_ENOPAIRING when no pairing satisfies C1-C3 (*d says why), or
 * TRF_ELIMIT when out of memory.
 */
int dutch_pair(const struct tmt *t, int r, const struct dutch_options *opt,
	       struct pairing *out, struct trf_diag *d);

#endif
