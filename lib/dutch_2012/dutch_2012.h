/*
 * dutch_2012.h - the Dutch System as agreed by the 83rd FIDE Congress,
 * Istanbul 2012 (rules/dutch-2012.txt), in force until 30 June 2017
 * (trfpair(1), DUTCH SYSTEM, 2012 TEXT: In force).
 *
 * lib/dutch_2012/ owns the 2012 procedure for one round: score brackets
 * from the top down (A.3), each walked through C.1-C.14 with the
 * requirement levels of C.3/C.10 in the text's order, transpositions and
 * exchanges in the orders of D.1-D.3, the backtracking of C.12 and C.13
 * (the previous bracket paired again, the two lowest joined), colours by
 * E.1-E.5.  Readings and search bounds: trfpair(1), DUTCH SYSTEM, 2012
 * TEXT.
 */
#ifndef TRFPAIR_DUTCH_2012_H
#define TRFPAIR_DUTCH_2012_H

#include "pairing/pairing.h"
#include "tournament/tournament.h"

struct dutch2012_options {
	/* Planned rounds (top scorers, A.10, are judged in the last round
	 * only); 0 takes t->total_rounds (unknown: nobody is a top scorer). */
	int total_rounds;
};

/*
 * Pair round r from rounds 1..r-1.  opt may be NULL.  Returns TRF_OK
 * with *out filled (boards in publication order, F.1), TRF_ENOPAIRING
 * when no pairing satisfies B.1 and B.2 (*d says why), or TRF_ELIMIT
 * when out of memory.
 */
int dutch2012_pair(const struct tmt *t, int r, const struct dutch2012_options *opt,
		   struct pairing *out, struct trf_diag *d);

#endif
