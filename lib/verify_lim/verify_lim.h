/*
 * verify_lim.h - verifying recorded pairings against the Lim System
 * (C.04.4.3).
 *
 * lib/verify_lim/ is the second opinion on a Lim round: it re-derives
 * from the recorded pairing which players floated and which pairs were
 * made in each score group, in the order Lim 2.2 pairs the groups, and
 * checks every decision against the text: compatibility (2.1 with the
 * colour limits of 5.1, relaxed in the last round by 6), the PAB (1.1
 * and Basic Rule 4 of 2025), the floaters (2.3, 3.1-3.10), the exchange
 * order (4.1-4.4), the blocked median group (2.6), colours (5.1-5.7)
 * and rounds one and two (7, 8).  Where a check needs to know what the
 * procedure would do, it runs that step itself; it shares no code with
 * the Lim engine (lib/lim/).
 */
#ifndef TRFPAIR_VERIFY_LIM_H
#define TRFPAIR_VERIFY_LIM_H

#include <stdio.h>

#include "tournament/tournament.h"
#include "check/check.h"	/* struct verify_options */

/*
 * Verify round r of t as recorded by the Lim System.  maxi: -1 by the
 * Maxi-tournament rule (more players than 2^rounds, companion 6), 0 off,
 * 1 on.  Findings go to f, one line each,
 *	"round R: [group S: ]RULE: text"
 * where S is the score group's score and RULE a Lim article with a word:
 *	1.1 bye				the PAB, players left unpaired
 *	7 round one			the same in round one, and its colours
 *	2.1 compatibility, 6 last round	a pair that may not meet
 *	5.1/5.4/5.5/5.6/7.2 colour	who has White in a pair
 *	2.3 transfer			more floaters than needed
 *	3.2 floater colour, 3.3/3.4 floater choice, 3.9 floater type,
 *	3.10 floater again		the wrong player floats
 *	3.8 floater opponent		an incoming floater's opponent
 *	4.1 exchange order		not the first pairing of 4.2/4.3
 *	5.2 colour exchange		the colour scrutiny's exchanges
 *	2.6 median			pairs cracked for the median group
 * and the text names players by start number; then "round R: complies"
 * or "round R: N findings".  A group's decisions are judged only when no
 * pair breaks 2.1, and not at all when the recorded pairs are those the
 * procedure makes of the whole round.  With o->explain each score
 * group's decisions (floaters, proposed pairs, exchanges, colour
 * exchanges) are described too, even when the round complies.
 * o->total_rounds (0: t->total_rounds) tells the last round (Lim 6).
 * Returns the number of findings, -1 when out of memory or for a round
 * that is not recorded.
 */
int verify_lim_round(const struct tmt *t, int r, const struct verify_options *o,
		     int maxi, FILE *f);

#endif
