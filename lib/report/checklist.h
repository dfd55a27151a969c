/*
 * checklist.h - the check-list (engine-cli.md §4): per player, the data
 * a pairing system reads, so that an arbiter can follow a pairing by
 * hand.  Part of lib/report/ (text reports about a tournament).
 */
#ifndef TRFPAIR_REPORT_CHECKLIST_H
#define TRFPAIR_REPORT_CHECKLIST_H

#include <stdio.h>

#include "pairing/pairing.h"
#include "tournament/tournament.h"

enum checklist_format { CHECKLIST_TEXT, CHECKLIST_CSV };

struct checklist_options {
	enum tmt_system system;	/* Dubov adds ARO, upfloats and MaxT */
	enum checklist_format format;
	const struct pairing *pairing;	/* round r's pairing: a Cur column; or NULL */
	int round_columns;	/* R1..Rk opponent columns; 0: k = r - 1 */
	int no_header;		/* csv: leave out the header row (later rounds) */
	const char *edition;	/* text: an "edition: ..." header line; or NULL */
};

/*
 * The check-list before round r (1 <= r <= t->next_round): the players
 * to be paired grouped by pairing score, highest first, each group in
 * pairing order; then those not paired in round r.  Text pads columns
 * to a common width (a blank line between groups); CSV gives the same
 * cells with a Round and a Group column.  Returns 0, or -1 if out of
 * memory or the stream fails.
 */
int report_checklist(FILE *f, const struct tmt *t, int r,
		     const struct checklist_options *o);

#endif
