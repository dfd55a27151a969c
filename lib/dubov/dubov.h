/*
 * dubov.h - the Dubov System, C.04.4.1 (text effective 1 July 2025).
 *
 * lib/dubov/ owns the Dubov pairing of one round: the pairing-allocated
 * bye first (2.1), then the scoregroups from the top down (2.2), each
 * bracket made of its remaining residents and the upfloaters chosen by
 * C4-C10 and the order of 4.2, split into G1/G2 with the shifters of
 * 2.2.4 and 4.3, paired S1 against the first legal transposition of G2
 * (2.2.6, 4.4), colours by 5.2.1-5.2.5.
 */
#ifndef TRFPAIR_DUBOV_H
#define TRFPAIR_DUBOV_H

#include "pairing/pairing.h"
#include "tournament/tournament.h"

struct dubov_options {
	/* Planned rounds (MaxT, 1.7.2; C8-C10 are off in the last round);
	 * 0 takes t->total_rounds. */
	int total_rounds;
};

/*
 * Pair round r from the history of rounds 1..r-1, with the players that
 * tmt_to_be_paired() says take part in round r.  opt may be NULL.
 * Returns TRF_OK with *out filled (boards in publication order),
 * TRF_ENOPAIRING when no pairing satisfies C1-C3 (*d says why),
 * TRF_EINVALID when the number of rounds is unknown, or TRF_ELIMIT when
 * out of memory.
 */
int dubov_pair(const struct tmt *t, int r, const struct dubov_options *opt,
	       struct pairing *out, struct trf_diag *d);

#endif
