/*
 * verify_dubov.h - verifying recorded pairings against the Dubov System
 * (C.04.4.1, text effective 1 July 2025).
 *
 * lib/verify_dubov/ is the second opinion on a Dubov round: it takes the
 * pairing recorded in the TRF, re-derives each decision of the round from
 * it (the PAB, then every bracket from the top score down as the recorded
 * pairing implies it, then the colours of every board) and names the
 * article a wrong decision breaks.  Every criterion is counted from its
 * definition with code of its own, and the best a bracket could reach is
 * found with matchings of its own (lib/match/); nothing is shared with the
 * pairing engine (lib/dubov/), so each checks the other.  The readings
 * where the text leaves a gap are those of helpers/dubov-reading.md.
 */
#ifndef TRFPAIR_VERIFY_DUBOV_H
#define TRFPAIR_VERIFY_DUBOV_H

#include <stdio.h>

#include "tournament/tournament.h"
#include "check/check.h"	/* struct verify_options */

/*
 * Verify round r of t (1 <= r <= t->rounds) as recorded by the Dubov
 * System.  o->total_rounds gives Rnds (MaxT, 1.7.2, and the last round,
 * where C8-C10 are off); 0 takes t->total_rounds, and when that is
 * unknown too C8 and C9 are not judged and no round counts as the last.
 *
 * Findings go to f, one line each, "round R: [bracket S: ]RULE: text",
 * where S is the score of the bracket ("1.5") and RULE one of C1, C2, C3,
 * XXP, C4 ... C10, 2.1.2 ... 2.1.5 (the PAB receiver), 2.2 (structure:
 * a player left unpaired, a PAB with an even number of players), 4.2 (the
 * upfloaters are not the first set of the best), 4.3 (the shifters are
 * not the first), 4.4 (the transposition is not the first), 5.2.1 ...
 * 5.2.5 (colours).  Then one summary line, "round R: complies" or
 * "round R: N finding(s)".  With o->explain every bracket's decision is
 * also described ("round R: bracket S: explain: ...": residents,
 * upfloaters, G1/G2, shifters, S1, T2), whether it complies or not.
 *
 * Returns the number of findings, or -1 when out of memory (or r is out
 * of range).
 */
int verify_dubov_round(const struct tmt *t, int r,
		       const struct verify_options *o, FILE *f);

#endif
