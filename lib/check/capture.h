/*
 * capture.h - internal to lib/check: the findings of one round as the
 * verifier prints them (verify_vfinding) and details it adds
 * (verify_finding_detail), kept for the JSON and CSV formats and for
 * the count the summary prints.
 */
#ifndef TRFPAIR_CHECK_CAPTURE_H
#define TRFPAIR_CHECK_CAPTURE_H

#include <stdio.h>

#include "check/check.h"
#include "tournament/tournament.h"

struct captured {
	char *rule, *kind, *where, *text;	/* kind, where may be NULL */
	int *players;				/* start numbers; NULL when none */
	int nplayers;
	char *submitted, *best;			/* NULL: not given */
};

/* The --explain facts of one bracket (kind and where), gathered from
 * all its lines (verify_explain). */
struct explained {
	char *kind, *where;			/* NULL: the round */
	int *players, nplayers;
	int *incoming, nincoming;
	int *pairs, npairs;			/* two start numbers each */
	int *floaters, nfloaters;
	char **names, **values;			/* criteria: name and value */
	int nvalues;
	char **lines;				/* the lines' text after "round R: " */
	int nlines;
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
	struct explained *x;	/* --explain records, in order of first line */
	int nx;
	int unjudged;		/* verify_not_judged() lines: parts not decided */
	char *unjudged_text;	/* their texts joined by "; " (NULL: none) */
};

/* Keep e's facts and the line text (explain.c); free them. */
void capture_explain(struct capture *c, const struct verify_explain *e, const char *text);
void capture_explain_free(struct capture *c);

struct json;
/* JSON: the array of c's --explain records, each with the indices of
 * the findings (c->v) of its bracket when with_findings; the round's
 * record also has the pairing finding, which -c adds after them. */
void explain_json(struct json *j, const struct capture *c, int with_findings);

/* Collect what is written to c->f until capture_end(). */
void capture_begin(struct capture *c);
void capture_end(struct capture *c);
void capture_free(struct capture *c);

#endif
