/*
 * verify_dutch_2012.h - checking recorded pairings against the Dutch
 * System, 2012 text (rules/dutch-2012.txt).
 *
 * lib/verify_dutch_2012/ is written apart from the engine
 * (lib/dutch_2012/) and shares nothing with it: it reads the round as
 * recorded and checks the absolute criteria on every pair and the bye
 * (B.1a, B.1b, B.2), that everyone to be paired is paired once (A.5),
 * and the colours of every board by E.1-E.5, naming the deciding rule;
 * then it walks C.1-C.14 itself for the round, the backtracking of C.1,
 * C.12 and C.13 included (walk.c, backtrack.c, judge.c), and names the
 * first step and criterion at which the file's pairing departs from
 * the walk's.
 */
#ifndef TRFPAIR_VERIFY_DUTCH_2012_H
#define TRFPAIR_VERIFY_DUTCH_2012_H

#include <stdio.h>

#include "tournament/tournament.h"
#include "verify/verify.h"	/* struct verify_options */

/*
 * Verify round r of t (1 <= r <= t->rounds).  o->total_rounds gives the
 * last round for top scorers (A.10; 0 takes t->total_rounds).  Findings
 * go to f, one line each, "round R: bracket S: RULE: text" (S the score
 * of the board's higher player, or of the bracket, "1.5"; RULE B.1a,
 * B.1b, B.2, A.5, E.1 ... E.5, or from the walk C.12, C.13, C.14,
 * B.3-B.6, D.1-D.3), then "round R: complies" or "round R: N finding(s)".  With
 * o->explain every board's colour decision and every bracket's walk
 * are described too.  Returns
 * the number of findings, or -1 when out of memory or r is out of range.
 */
int verify_dutch2012_round(const struct tmt *t, int r, const struct verify_options *o,
			   FILE *f);

#endif
