/*
 * info.h - human-readable reports on a tournament.
 *
 * lib/report/ owns the text the command prints about a tournament that
 * is not a pairing: the --info summary (and, later, the check-list).
 */
#ifndef TRFPAIR_REPORT_INFO_H
#define TRFPAIR_REPORT_INFO_H

#include <stdio.h>

#include "tournament/tournament.h"

/* The --info summary: tournament facts (with the edition of the pairing
 * system, when edition is not NULL), the reader's notices (repairs of
 * the file, trf(5)), then one aligned row a player.  floats_2026: the
 * float column read by the 2026 Dutch text (1.4: an unplayed round
 * floats only when it scored more than a loss), as its check-list. */
void report_info(FILE *f, const struct tmt *t, const char *edition, int floats_2026);

/* The edition as --info --format=json names it. */
struct report_edition {
	const char *system;	/* "dutch", ... */
	int year;
	const char *label;	/* with its criteria */
	const char *by;		/* what chose it: "default", "asked", "092", ... */
	const char *reason;	/* the same in words */
};

/* The same facts as one JSON object on a line (--info --format=json,
 * trfpair(1)). */
void report_info_json(FILE *f, const struct tmt *t, const struct report_edition *e,
		      int floats_2026);

#endif
