/*
 * round.h - internal to lib/check: one checked round as the driver
 * hands it to the output formats (emit.c).
 */
#ifndef TRFPAIR_CHECK_ROUND_H
#define TRFPAIR_CHECK_ROUND_H

#include "check/capture.h"
#include "check/check.h"

enum round_status { ROUND_COMPLIES, ROUND_FINDINGS, ROUND_DISAGREEMENT, ROUND_NOT_JUDGED };

struct checked_round {
	const struct tmt *t;
	int r;
	int edition;			/* the year checked by; 0: none given */
	enum round_status status;
	const struct capture *cap;	/* the verifier's findings */
	const char *lines;		/* the verifier's lines, summary left out */
	size_t nlines;			/* their length in bytes */
	const struct pairing *rec;	/* the file's pairing */
	const struct pairing *mine;	/* the engine's; NULL: it found none */
	const char *no_pairing;		/* the engine's reason when mine is NULL */
};

void emit_text(const struct check_output *out, const struct checked_round *c);
void emit_json(const struct check_output *out, const struct checked_round *c);
void emit_csv(const struct check_output *out, const struct checked_round *c);
void emit_bbp(const struct check_output *out, const struct checked_round *c);

#endif
