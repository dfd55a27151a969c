/*
 * verify.h - verifying recorded pairings against the Dutch System.
 *
 * lib/verify/ owns the second opinion: for a round recorded in a TRF it
 * re-derives each decision from the recorded pairing itself and names
 * the rule a wrong pairing breaks.  It counts every criterion from its
 * definition (C.04.3 A.8, C1-C19, E.1-E.5) and finds the best value a
 * bracket could reach with a matching of its own; it shares no weights
 * or code with the pairing engine (lib/dutch/), so each checks the other.
 */
#ifndef TRFPAIR_VERIFY_H
#define TRFPAIR_VERIFY_H

#include <stdio.h>

#include "pairing/check.h"
#include "tournament/tournament.h"

struct verify_options {
	int total_rounds;	/* for A.7 topscorers; 0: t->total_rounds */
	int explain;		/* also describe brackets that comply */
	int edition;		/* the system's text by year; 0: its newest */
};

/*
 * Verify round r of t as recorded.  Findings go to f, one line each,
 * "round R: [bracket S: ]RULE: text", then one summary line for the
 * round.  Returns the number of findings, or -1 when out of memory.
 */
int verify_dutch_round(const struct tmt *t, int r,
		       const struct verify_options *o, FILE *f);

/*
 * Both opinions on rounds first..last: the findings of
 * verify_dutch_round(), and the pairing the engine makes.  Where the
 * two pairings differ the boards are listed; when the verifier finds
 * nothing yet the engine's pairing differs, the line is "B.8: the
 * engine gives ...": the verifier walks the generation order itself
 * only in brackets of up to VSEQ_MAX (10) players, outside the PPB, so
 * beyond that the engine's word stands in.  Returns the number of
 * rounds with findings, or -1 on error.
 */
int verify_dutch_rounds(const struct tmt *t, int first, int last,
			pairing_engine engine, void *engine_ctx,
			const struct verify_options *o, FILE *f);

/*
 * The same for any system: its round verifier, and how to word a round
 * where the verifier finds nothing but the engine pairs differently
 * ("RULE: the engine gives W-B ... where the file has W-B ...NOTE").
 */
struct verify_system {
	int (*round)(const struct tmt *t, int r, const struct verify_options *o,
		     FILE *f);
	const char *engine_rule;
	const char *engine_note;
};

int verify_rounds(const struct tmt *t, int first, int last,
		  const struct verify_system *sys, pairing_engine engine,
		  void *engine_ctx, const struct verify_options *o, FILE *f);

#endif
