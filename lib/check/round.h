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
	int explain;			/* --explain: JSON carries its records */
	enum round_status status;
	const struct capture *cap;	/* the verifier's findings */
	const char *lines;		/* the verifier's lines, summary left out */
	size_t nlines;			/* their length in bytes */
	const struct pairing *rec;	/* the file's pairing */
	const struct pairing *mine;	/* the engine's; NULL: it found none */
	const char *no_pairing;		/* the engine's reason when mine is NULL */
};

/* How a board of one pairing stands in the other (summary.c). */
enum board_state {
	BOARD_SAME,	/* the other pairing has it, colours too */
	BOARD_COLOURS,	/* the other has the same two players, colours reversed */
	BOARD_PAIR	/* the other pairs them otherwise */
};

/* A pairing indexed by player, so that a board of another pairing is
 * placed in it in constant time (rounds of 10,000 players). */
struct board_index {
	const struct pairing *p;
	int *opp;		/* player index -> opponent in p, -1 */
	char *white;		/* player index -> White in p */
};
int board_index_init(struct board_index *x, const struct tmt *t, const struct pairing *p);
void board_index_free(struct board_index *x);
enum board_state board_state(const struct board_index *q, const struct pairing_board *b);

/* The round's summary line without "round R: ": what differs between
 * the file's pairing and the rules' (trfpair(1), CHECK OUTPUT); names:
 * the players' names beside their numbers. */
void check_summary_text(FILE *f, const struct checked_round *c, int names);

struct json;
/* JSON: the members "summary" and "boards" (both pairings board by
 * board, each board marked with how it stands in the other). */
void check_summary_json(struct json *j, const struct checked_round *c);

void emit_text(const struct check_output *out, const struct checked_round *c);
void emit_json(const struct check_output *out, const struct checked_round *c);
void emit_csv(const struct check_output *out, const struct checked_round *c);
void emit_bbp(const struct check_output *out, const struct checked_round *c);

#endif
