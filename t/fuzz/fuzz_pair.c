/*
 * fuzz_pair.c - libFuzzer target past the reader (issue 17): the first
 * byte selects what to run, the rest is a TRF.  On a file that passes
 * validation, within a small size, it pairs every recorded round from
 * the rounds before it (what -c does) and the next round, checks every
 * recorded round with the verifier, and writes the check-list of the
 * next round, for the selected system(s) and edition.
 *
 * Selector bits: 0-1 system (0 Dutch, 1 Dubov, 2 Lim, 3 all three),
 * 2 Dutch edition (0: 2017, 1: 2026), 3 Lim Maxi rule forced (on/off
 * by bit 4), 5 the check-list in CSV.
 *
 * A crash, a sanitizer report or an engine's TRF_EINTERNAL is a
 * finding.  Build and run with `make fuzz-pair-run FUZZTIME=600'.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "dubov/dubov.h"
#include "dutch/dutch.h"
#include "lim/lim.h"
#include "pairing/pairing.h"
#include "report/checklist.h"
#include "tournament/tournament.h"
#include "trf/trf.h"
#include "verify/verify.h"
#include "verify_dubov/verify_dubov.h"
#include "verify_lim/verify_lim.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Bounded work per input: engines and verifiers are polynomial, but a
 * fuzzer wants thousands of runs a minute. */
enum { MAX_PLAYERS = 48, MAX_ROUNDS = 12 };

static FILE *sink(void)
{
	static FILE *f;

	if (!f)
		f = fopen("/dev/null", "w");
	return f;
}

struct sel {
	int system;		/* 0, 1, 2 */
	int edition;
	int maxi;
	int csv;
};

static int pair(const struct tmt *t, int r, const struct sel *s, struct pairing *p)
{
	struct trf_diag d = { 0 };
	int total = t->total_rounds ? t->total_rounds : t->rounds + 1;

	switch (s->system) {
	case 0: {
		struct dutch_options o = { total, s->edition };
		return dutch_pair(t, r, &o, p, &d);
	}
	case 1: {
		struct dubov_options o = { total };
		return dubov_pair(t, r, &o, p, &d);
	}
	default: {
		struct lim_options o = { total, s->maxi };
		return lim_pair(t, r, &o, p, &d);
	}
	}
}

static void verify(const struct tmt *t, int r, const struct sel *s)
{
	struct verify_options o = { t->total_rounds, 0, s->system ? 0 : s->edition, 0 };

	switch (s->system) {
	case 0: (void)verify_dutch_round(t, r, &o, sink()); break;
	case 1: (void)verify_dubov_round(t, r, &o, sink()); break;
	default: (void)verify_lim_round(t, r, &o, s->maxi, sink()); break;
	}
}

static void run(const struct tmt *t, const struct sel *s)
{
	for (int r = 1; r <= t->rounds + 1; r++) {
		if (r > t->rounds && (!t->total_rounds || r > t->total_rounds))
			break;
		struct pairing p;
		pairing_init(&p);
		int rc = pair(t, r, s, &p);
		if (rc == TRF_EINTERNAL)
			__builtin_trap();	/* an engine's own fault */
		if (r <= t->rounds) {
			verify(t, r, s);
		} else if (rc == TRF_OK) {
			struct checklist_options co = { 0 };
			co.system = s->system == 1 ? TMT_DUBOV : s->system == 2 ? TMT_LIM : TMT_DUTCH;
			co.format = s->csv ? CHECKLIST_CSV : CHECKLIST_TEXT;
			co.pairing = &p;
			(void)report_checklist(sink(), t, r, &co);
			(void)pairing_write(&p, t, sink());
		}
		pairing_free(&p);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct trf_diag d;

	if (size < 2 || !sink())
		return 0;
	unsigned c = data[0];
	struct trf_doc *doc = trf_read_mem((const char *)data + 1, size - 1, "fuzz", &d);
	if (!doc)
		return 0;
	struct tmt *t = NULL;
	if (trf_validate(doc, &d) == 0 && doc->nplayers <= MAX_PLAYERS)
		t = tmt_build(doc, &d);
	if (t && t->rounds < MAX_ROUNDS) {
		struct sel s = { 0, c & 4 ? DUTCH_2026 : DUTCH_2017,
				 c & 8 ? (c & 16 ? 1 : 0) : -1, (c & 32) != 0 };
		int which = c & 3;
		for (int k = 0; k < 3; k++)
			if (which == 3 || which == k) {
				s.system = k;
				run(t, &s);
			}
	}
	tmt_free(t);
	trf_free(doc);
	return 0;
}
