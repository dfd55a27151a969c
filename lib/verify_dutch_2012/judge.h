/* judge.h - the brackets of a recorded round against the verifier's
 * walk (lib/verify_dutch_2012, not installed). */
#ifndef TRFPAIR_VERIFY_DUTCH_2012_JUDGE_H
#define TRFPAIR_VERIFY_DUTCH_2012_JUDGE_H

#include <stdio.h>

#include "tournament/tournament.h"

/*
 * Judge round r bracket by bracket; partner[i] is player i's recorded
 * opponent (tmt index) or -1.  Findings go to f ("round R: bracket S:
 * RULE: ..."); with expl each bracket's decision is described.  A
 * bracket the walk cannot decide (its search bound) is a "round R: not
 * judged: ..." line, counted in *unjudged.  Returns the number of
 * findings, or -1 when out of memory.
 */
int vw_judge_round(const struct tmt *t, int r, int total, int expl, const int *partner, FILE *f,
		   int *unjudged);

#endif
