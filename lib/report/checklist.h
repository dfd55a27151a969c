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

/*
 * A column of the check-list: one quantity of a player that a text
 * pairs on, read the way that text reads it.  Each row of the systems
 * table (systems.h) lists its edition's columns, ending with CL_END;
 * trfpair(1), CHECK-LIST, says what each shows.
 */
enum checklist_column {
	CL_END,
	CL_PNO, CL_ID, CL_RTG, CL_PTS, CL_COLOURS, CL_CD,
	CL_PREF_DUTCH, CL_STRENGTH_DUTCH,	/* C.04.3 A.6 (2026 1.7) */
	CL_PREF_DUBOV, CL_STRENGTH_DUBOV,	/* Dubov 2025 1.5.2 */
	CL_DUE_DUBOV1997,			/* Dubov 1997 1 */
	CL_DUE_LIM,				/* Lim 5.1, 5.3-5.6 */
	CL_FLOAT2, CL_FLOAT1,			/* C.04.3 A.4 (2017, 2012) */
	CL_FLOAT2_2026, CL_FLOAT1_2026,		/* C.04.3 1.4 (2026) */
	CL_LIM_FLOAT1,				/* Lim 3.1, 3.10 */
	CL_PAB,					/* C.04.1.d: no PAB, forfeit win */
	CL_PAB_2025,				/* Basic Rule 4 (2025) */
	CL_BYE_DUBOV1997,			/* Dubov 1997 2.2 */
	CL_GAMES,				/* Dubov 2025 2.1.4 */
	CL_ARO, CL_UPF, CL_UPF1, CL_MAXT,	/* Dubov 2025 1.6, 1.7, C10 */
	CL_ARO_TENTHS, CL_UP_DUBOV1997, CL_UP1_DUBOV1997,
	CL_UP_OK_DUBOV1997, CL_FLOATER_DUBOV1997,	/* Dubov 1997 1, 2.5, 6.4 */
	CL_NCOLUMNS
};

enum checklist_format { CHECKLIST_TEXT, CHECKLIST_CSV, CHECKLIST_JSON };

struct checklist_options {
	/* The edition's columns (its systems-table row), CL_END-terminated;
	 * NULL: PNo, ID, Rtg, Pts, Colours and CD only. */
	const enum checklist_column *columns;
	enum checklist_format format;
	const struct pairing *pairing;	/* round r's pairing: a Cur column; or NULL */
	int round_columns;	/* R1..Rk opponent columns; 0: k = r - 1 */
	int no_header;		/* csv: leave out the header row (later rounds) */
	const char *edition;	/* text: an "edition: ..." header line; or NULL */
	/* json: the system ("dutch", "dubov", "lim") and the year of its text;
	 * NULL and 0 give null members. */
	const char *system;
	int year;
};

/*
 * The check-list before round r (1 <= r <= t->next_round): the players
 * to be paired grouped by pairing score, highest first, each group in
 * pairing order; then those not paired in round r.  Text pads columns
 * to a common width (a blank line between groups) and ends with a
 * legend of the columns; CSV gives the same cells with a Round and a
 * Group column; JSON one object on a line, typed members read from the
 * same cells (trfpair(1), CHECK-LIST, JSON layout).  Returns 0, or -1
 * if out of memory or the stream fails.
 */
int report_checklist(FILE *f, const struct tmt *t, int r,
		     const struct checklist_options *o);

#endif
