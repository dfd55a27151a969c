/*
 * fuzz_trf.c - libFuzzer target for the TRF reader: parse, validate,
 * build the tournament model and write back, on arbitrary bytes.
 * Build and run with `make fuzz-run FUZZTIME=600'.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "tournament/tournament.h"
#include "trf/trf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct trf_diag d;
	struct trf_doc *doc = trf_read_mem((const char *)data, size, "fuzz", &d);

	if (!doc)
		return 0;
	if (trf_validate(doc, &d) == 0) {
		struct tmt *t = tmt_build(doc, &d);
		if (t) {
			for (int p = 0; p < t->n; p++) {
				int r = t->rounds;
				(void)tmt_score(t, p, r);
				(void)tmt_colour_pref(t, p, r, TMT_DUTCH);
				(void)tmt_colour_pref(t, p, r, TMT_DUBOV);
				(void)tmt_float(t, p, r);
				(void)tmt_aro(t, p, r);
				(void)tmt_upfloats(t, p, r);
				(void)tmt_pab_eligible(t, p, t->next_round);
				(void)tmt_topscorer(t, p, t->next_round);
			}
			tmt_free(t);
		}
	}
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	if (f) {
		trf_write(doc, f);
		fclose(f);
	}
	free(out);
	trf_free(doc);
	return 0;
}
