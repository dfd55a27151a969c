/*
 * driver.c - a verifier over a tournament, side by side with the
 * engine of the same system: a round complies when the verifier finds
 * nothing and the engine makes the recorded pairing.  The engine's
 * pairing is a cross-check; for the Dutch System it is also the
 * fallback for B.8 in brackets too large for the verifier's own walk of
 * the generation order (VSEQ_MAX).
 */
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "systems/systems.h"

/* " W-B W-B ...": the boards of p that q lacks, and p's PAB if q's differs. */
static void boards_text(const struct tmt *t, const struct pairing *p,
			const struct pairing *q, FILE *f)
{
	for (int i = 0; i < p->nboards; i++)
		if (!pairing_has_board(q, &p->boards[i]))
			fprintf(f, " %d-%d", t->players[p->boards[i].white].id,
				t->players[p->boards[i].black].id);
	if (p->bye != q->bye)
		fprintf(f, p->bye >= 0 ? " PAB %d" : " no PAB",
			p->bye >= 0 ? t->players[p->bye].id : 0);
}

int verify_rounds(const struct tmt *t, int first, int last,
		  const struct verify_system *sys, pairing_engine engine,
		  void *engine_ctx, const struct verify_options *o, FILE *f)
{
	int bad = 0;

	for (int r = first; r <= last; r++) {
		struct pairing rec, mine;
		struct trf_diag d = { 0 };
		char *buf = NULL;
		size_t len = 0;
		FILE *mem = open_memstream(&buf, &len);

		if (!mem || pairing_from_round(&rec, t, r) < 0) {
			if (mem)
				fclose(mem);
			free(buf);
			return -1;
		}
		int nf = sys->round(t, r, o, mem);
		fclose(mem);
		if (nf < 0) {
			free(buf);
			pairing_free(&rec);
			return -1;
		}
		int rc = engine(t, r, engine_ctx, &mine, &d);
		int diff = rc != TRF_OK || !pairing_equal(&mine, &rec);
		/* The verifier's findings, without its summary line. */
		char *summary = buf + len;
		while (summary > buf && summary[-1] == '\n')
			summary--;
		while (summary > buf && summary[-1] != '\n')
			summary--;
		fwrite(buf, 1, (size_t)(summary - buf), f);
		if (rc == TRF_ENOPAIRING) {
			fprintf(f, "round %d: pairing: the engine finds no legal pairing: %s\n",
				r, d.msg);
		} else if (rc != TRF_OK) {
			free(buf);
			pairing_free(&rec);
			return -1;
		} else if (diff) {
			fprintf(f, "round %d: %s", r, nf ? "pairing: the rules give" :
				sys->engine_rule);
			boards_text(t, &mine, &rec, f);
			fprintf(f, " where the file has");
			boards_text(t, &rec, &mine, f);
			fprintf(f, "%s\n", nf ? "" : sys->engine_note);
		}
		if (rc == TRF_OK)
			pairing_free(&mine);
		nf += diff && !nf;
		verify_summary(f, r, nf);
		bad += nf > 0;
		free(buf);
		pairing_free(&rec);
	}
	return bad;
}

int check_edition_rounds(const struct tmt *t, int first, int last,
			 const struct system_edition *e,
			 const struct verify_options *o, FILE *f)
{
	struct systems_engine_options eo = { o->total_rounds, o->maxi, e->year };

	return verify_rounds(t, first, last, &e->check, e->engine, &eo, o, f);
}

static void print_date(FILE *f, int ymd)
{
	fprintf(f, "%04d-%02d-%02d", ymd / 10000, ymd / 100 % 100, ymd % 100);
}

void check_print_edition(FILE *f, const struct system_edition *e,
			 const struct trf_doc *doc)
{
	int start = doc ? systems_start_date(doc) : 0;

	fprintf(f, "edition: %s\n", e->label);
	if (!start || systems_in_force_on(e, start))
		return;
	const struct system_edition *then = systems_in_force(e->system, start);
	fputs("note: the tournament started ", f);
	print_date(f, start);
	if (then)
		fprintf(f, ", under the %d text; --edition=%d checks it by that text\n",
			then->year, then->year);
	else if (e->from && start < e->from) {
		fprintf(f, ", before the %d text came into force (", e->year);
		print_date(f, e->from);
		fputs("), under a text trfpair does not have\n", f);
	} else {
		fprintf(f, ", when the %d text was no longer in force, under a text "
			"trfpair does not have\n", e->year);
	}
}
