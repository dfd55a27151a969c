/*
 * verify.h - verifying recorded pairings against the Dutch System.
 *
 * lib/verify/ owns the second opinion: for a round recorded in a TRF it
 * re-derives each decision from the recorded pairing itself and names
 * the rule a wrong pairing breaks.  It counts every criterion from its
 * definition (C.04.3 A.8, C1-C19, E.1-E.5; the 2026 text's C1-C21 and
 * 5.2.1-5.2.5) and finds the best value a bracket could reach, and the
 * first such candidate in the generation order, with matchings of its
 * own; it shares no weights or code with the pairing engine (lib/dutch/)
 * and never asks it, so each checks the other.
 * lib/check/ runs it side by side with the engine for -c.
 */
#ifndef TRFPAIR_VERIFY_H
#define TRFPAIR_VERIFY_H

#include <stdio.h>

#include "check/check.h"	/* struct verify_options */
#include "tournament/tournament.h"

/*
 * Verify round r of t as recorded.  Findings go to f, one line each,
 * "round R: [bracket S: ]RULE: text", then one summary line for the
 * round.  Returns the number of findings, or -1 when out of memory.
 */
int verify_dutch_round(const struct tmt *t, int r,
		       const struct verify_options *o, FILE *f);

#endif
