/*
 * fuzz_pair.c - libFuzzer target past the reader (issue 17): the first
 * byte selects what to run, the rest is a TRF.  On a file that passes
 * validation, within a small size, it pairs every recorded round from
 * the rounds before it (what -c does) and the next round, checks every
 * recorded round with the verifier, and writes the check-list of the
 * next round, for the selected system(s) and edition.
 *
 * Selector: bits 0-3 pick a row of the systems x editions table among
 * the implemented ones (modulo their number; 15: every row), bits 4-5
 * Lim's Maxi rule (auto, on, off), bit 6 the check-list in CSV.
 *
 * A crash, a sanitizer report or an engine's TRF_EINTERNAL is a
 * finding.  Build and run with `make fuzz-pair-run FUZZTIME=600'.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "check/check.h"
#include "pairing/pairing.h"
#include "report/checklist.h"
#include "systems/systems.h"
#include "tournament/tournament.h"
#include "trf/trf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Bounded work per input: engines and verifiers are polynomial, but a
 * fuzzer wants hundreds of runs a second. */
enum { MAX_PLAYERS = 48, MAX_ROUNDS = 12 };

static FILE *sink(void)
{
	static FILE *f;

	if (!f)
		f = fopen("/dev/null", "w");
	return f;
}

/* -c over every recorded round (the verifier beside the engine), then
 * -p and -l for the next round, by edition e. */
static void run(const struct tmt *t, const struct system_edition *e, int maxi, int csv)
{
	int total = t->total_rounds ? t->total_rounds : t->rounds + 1;
	struct verify_options vo = { total, 0, e->year, maxi };
	struct systems_engine_options eo = { total, maxi, e->year };
	struct trf_diag d = { 0 };
	struct pairing p;

	if (t->rounds)
		(void)check_edition_rounds(t, 1, t->rounds, e, &vo, sink());
	if (t->total_rounds && t->next_round > t->total_rounds)
		return;
	pairing_init(&p);
	int rc = e->engine(t, t->next_round, &eo, &p, &d);
	if (rc == TRF_EINTERNAL)
		__builtin_trap();	/* an engine's own fault */
	if (rc == TRF_OK) {
		struct checklist_options co = { 0 };
		co.columns = e->checklist;
		co.edition = e->label;
		co.format = csv ? CHECKLIST_CSV : CHECKLIST_TEXT;
		co.pairing = &p;
		(void)report_checklist(sink(), t, t->next_round, &co);
		(void)pairing_write(&p, t, sink());
	}
	pairing_free(&p);
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
		const struct system_edition *rows[32];
		int n = 0;
		for (int i = 0; systems_table[i] && n < 32; i++)
			if (systems_implemented(systems_table[i]))
				rows[n++] = systems_table[i];
		int maxi = (c >> 4) & 3, pick = c & 15;
		for (int i = 0; i < n; i++)
			if (pick == 15 || i == pick % n)
				run(t, rows[i], maxi == 3 ? VERIFY_MAXI_AUTO : maxi, (c & 64) != 0);
	}
	tmt_free(t);
	trf_free(doc);
	return 0;
}
