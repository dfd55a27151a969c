/*
 * fuzz_gen.c - libFuzzer target for the generator (issue 17): the first
 * byte selects a row of the systems x editions table (as fuzz_pair.c),
 * the next eight the seed, the rest is a -g config file.  A config that
 * parses is bounded in size, generated with that row's engine, written,
 * read back, validated, and checked round by round by the row's
 * verifier beside its engine.
 *
 * A crash, a sanitizer report, an internal error (TRF_EINTERNAL), or a
 * generated file the reader or validator rejects is a finding.  Build
 * and run with `make fuzz-gen-run FUZZTIME=600'.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "check/check.h"
#include "rtg/rtg.h"
#include "systems/systems.h"
#include "tournament/tournament.h"
#include "trf/trf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_PLAYERS = 40, MAX_ROUNDS = 10 };

static FILE *sink(void)
{
	static FILE *f;

	if (!f)
		f = fopen("/dev/null", "w");
	return f;
}

/* The generated document, written and read back, must be valid and
 * check without an internal error. */
static void recheck(const struct trf_doc *doc, const struct system_edition *e)
{
	char *buf = NULL;
	size_t len = 0;
	struct trf_diag d = { 0 };
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return;
	if (trf_write(doc, f) < 0) {
		fclose(f);
		free(buf);
		return;
	}
	fclose(f);
	struct trf_doc *back = trf_read_mem(buf, len, "generated", &d);
	if (!back || trf_validate(back, &d) < 0)
		__builtin_trap();	/* the generator wrote a bad file */
	struct tmt *t = tmt_build(back, &d);
	if (t && t->rounds) {
		struct verify_options vo = { t->total_rounds, 0, e->year, VERIFY_MAXI_AUTO };
		if (check_edition_rounds(t, 1, t->rounds, e, &vo, sink()) < 0)
			__builtin_trap();
	}
	tmt_free(t);
	trf_free(back);
	free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct rtg_request req = { 0 };
	struct rtg_result res = { 0 };
	struct trf_diag d = { 0 };

	if (size < 9 || !sink())
		return 0;
	const struct system_edition *rows[32];
	int n = 0;
	for (int i = 0; systems_table[i] && n < 32; i++)
		if (systems_implemented(systems_table[i]))
			rows[n++] = systems_table[i];
	const struct system_edition *e = rows[data[0] % n];
	for (int i = 0; i < 8; i++)
		req.seed = req.seed << 8 | data[1 + i];
	if (rtg_config_parse((const char *)data + 9, size - 9, "fuzz", &req.config, &d) < 0)
		return 0;
	/* Bounded work: a small field and few rounds, whatever was asked. */
	struct rtg_config *c = &req.config;
	c->value[RTG_PLAYERS] = 2 + abs(c->value[RTG_PLAYERS] % (MAX_PLAYERS - 1));
	c->value[RTG_ROUNDS] = 1 + abs(c->value[RTG_ROUNDS] % MAX_ROUNDS);
	c->given[RTG_PLAYERS] = c->given[RTG_ROUNDS] = 1;
	struct systems_engine_options opt = { 0, VERIFY_MAXI_AUTO, e->year };
	req.engine = e->engine;
	req.engine_ctx = &opt;
	req.system = e->system;
	req.edition = e->year;
	req.name = "fuzz";
	int rc = rtg_generate(&req, &res, &d);
	if (rc == TRF_EINTERNAL)
		__builtin_trap();
	if (rc == TRF_OK)
		recheck(res.doc, e);
	trf_free(res.doc);
	return 0;
}
