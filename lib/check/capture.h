/*
 * capture.h - internal to lib/check: the findings of one round as the
 * verifier prints them (verify_vfinding) and details it adds
 * (verify_finding_detail), kept for the JSON and CSV formats and for
 * the count the summary prints.
 */
#ifndef TRFPAIR_CHECK_CAPTURE_H
#define TRFPAIR_CHECK_CAPTURE_H

#include <stdio.h>

#include "tournament/tournament.h"

#define CAPTURE_MAX_PLAYERS 16

struct captured {
	char *rule, *kind, *where, *text;	/* kind, where may be NULL */
	int players[CAPTURE_MAX_PLAYERS];
	int nplayers;
	char *submitted, *best;			/* NULL: not given */
};

struct capture {
	FILE *f;		/* the stream the verifier writes to */
	const struct tmt *t;
	int names;		/* append the players' names to each line */
	struct captured *v;
	int n, cap;
	int oom;
	struct captured pending;	/* the next finding's detail */
	int has_pending;
	int unjudged;		/* verify_not_judged() lines: parts not decided */
	char *unjudged_text;	/* their texts joined by "; " (NULL: none) */
};

/* Collect what is written to c->f until capture_end(). */
void capture_begin(struct capture *c);
void capture_end(struct capture *c);
void capture_free(struct capture *c);

#endif
