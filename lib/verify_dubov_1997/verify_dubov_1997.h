/*
 * verify_dubov_1997.h - checking recorded pairings against the Dubov
 * System, 1997 text (rules/dubov-1997.txt).
 *
 * lib/verify_dubov_1997/ is written apart from the engine
 * (lib/dubov_1997/) and shares nothing with it.  For every pair and the
 * bye it checks the limitations 2.1-2.4 (2.5 on transfers) and that every player to be
 * paired is paired once, the colours of every board by 3, the bye by 4
 * (and 2.2), round 1 by 5; then it pairs the round again by its own
 * reading of chapters 6-8 (a depth-first walk of the 6.2 columns in the
 * order of 6.3) and names, score group by score group, the article at
 * which the recorded pairing departs from it.  The transfers and floats
 * of the earlier rounds (2.5, 6.4) are read by deriving those rounds
 * again the same way (history.c); a note says when a game was not the
 * procedure's and was read by the assumption of trfpair(1).
 */
#ifndef TRFPAIR_VERIFY_DUBOV_1997_H
#define TRFPAIR_VERIFY_DUBOV_1997_H

#include <stdio.h>

#include "check/check.h"
#include "tournament/tournament.h"

/*
 * Verify round r of t (1 <= r <= t->rounds).  o->total_rounds gives the
 * planned rounds (2.5; 0 takes t->total_rounds).  Findings go to f, one
 * line each, "round R: group S: RULE: text" (S the score group, "1.5";
 * RULE 2.1 ... 2.5, 3, 4, 5, 6.2, 6.3, 6.4, 7.1 ... 7.4, 8.2), then
 * "round R: complies" or "round R: N finding(s)".  With o->explain each
 * score group's derivation is described too.  Returns the number of
 * findings, or -1 when out of memory or r is out of range.
 */
int verify_dubov1997_round(const struct tmt *t, int r, const struct verify_options *o,
			   FILE *f);

#endif
