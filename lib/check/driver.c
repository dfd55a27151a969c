/*
 * driver.c - a verifier over a tournament, side by side with the
 * engine of the same system.  The two were written apart from the
 * rules: a round complies when neither objects, has findings when the
 * verifier names broken rules and the engine pairs otherwise, and is an
 * internal disagreement of trfpair when only one of them objects (one
 * of the two is wrong; no finding is made of the engine's word alone).
 * A round of which the verifier could not decide a part (its search
 * bound, verify_not_judged()) and found nothing else is not judged.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "check/round.h"
#include "systems/systems.h"

/* The verifier's output without its summary line (the driver prints
 * its own): the length of buf up to that line. */
static size_t without_summary(const char *buf, size_t len)
{
	const char *s = buf + len;

	while (s > buf && s[-1] == '\n')
		s--;
	while (s > buf && s[-1] != '\n')
		s--;
	return (size_t)(s - buf);
}

static void emit(const struct check_output *out, const struct checked_round *c,
		 struct check_totals *tot)
{
	switch (out->format) {
	case CHECK_JSON: emit_json(out, c); break;
	case CHECK_CSV: emit_csv(out, c); break;
	case CHECK_BBP: emit_bbp(out, c); break;
	default: emit_text(out, c); break;
	}
	/* Each round's lines as soon as known; a failed write is kept for
	 * the caller's message (errno would not survive to the end). */
	errno = 0;
	if (fflush(out->f) != 0 && !tot->write_errno)
		tot->write_errno = errno ? errno : EIO;
}

/* Round r; 0, or -1 on error. */
static int check_one(const struct tmt *t, int r, const struct verify_system *sys,
		     pairing_engine engine, void *engine_ctx,
		     const struct verify_options *o, const struct check_output *out,
		     struct check_totals *tot)
{
	struct capture cap = { .t = t, .names = out->names && out->format == CHECK_TEXT };
	struct pairing rec, mine;
	struct trf_diag d = { 0 };
	char *buf = NULL;
	size_t len = 0;
	int rc = -1;

	if (pairing_from_round(&rec, t, r) < 0)
		return -1;
	cap.f = open_memstream(&buf, &len);
	if (!cap.f) {
		pairing_free(&rec);
		return -1;
	}
	capture_begin(&cap);
	int nf = sys->round(t, r, o, cap.f);
	capture_end(&cap);
	fclose(cap.f);
	cap.f = NULL;
	if (nf < 0 || cap.oom)
		goto out;
	/* The lines printed are the findings counted; a verifier that
	 * counts otherwise than it prints is trusted on whether it found
	 * anything. */
	int objects = cap.n > 0 || nf > 0;
	int erc = engine(t, r, engine_ctx, &mine, &d);
	if (erc != TRF_OK && erc != TRF_ENOPAIRING) {
		/* A search bound or no memory: -c cannot judge the round, and
		 * says why rather than stopping in silence. */
		fprintf(stderr, "trfpair: round %d: the engine stopped: %s\n", r,
			d.msg[0] ? d.msg : "out of memory");
		goto out;
	}
	int differs = erc != TRF_OK || !pairing_equal(&mine, &rec);
	struct checked_round c = {
		.t = t, .r = r, .edition = o->edition, .explain = o->explain, .cap = &cap,
		.lines = buf,
		.nlines = without_summary(buf, len), .rec = &rec,
		.mine = erc == TRF_OK ? &mine : NULL, .no_pairing = d.msg,
		.status = objects && differs ? ROUND_FINDINGS :
			  objects ? ROUND_DISAGREEMENT :
			  /* a part the verifier could not decide: neither
			   * complying nor a disagreement, whatever the engine
			   * makes (the engine's word alone is no finding) */
			  cap.unjudged ? ROUND_NOT_JUDGED :
			  differs ? ROUND_DISAGREEMENT : ROUND_COMPLIES,
	};
	emit(out, &c, tot);
	if (erc == TRF_OK)
		pairing_free(&mine);
	tot->rounds++;
	tot->bad += c.status == ROUND_FINDINGS;
	tot->disagreements += c.status == ROUND_DISAGREEMENT;
	tot->unjudged += cap.unjudged > 0;
	if (out->round_done)
		out->round_done(out->ctx, r);
	rc = 0;
out:
	capture_free(&cap);
	free(buf);
	pairing_free(&rec);
	return rc;
}

int check_rounds_report(const struct tmt *t, int first, int last,
			const struct verify_system *sys, pairing_engine engine,
			void *engine_ctx, const struct verify_options *o,
			const struct check_output *out, struct check_totals *tot)
{
	for (int r = first; r <= last; r++)
		if (check_one(t, r, sys, engine, engine_ctx, o, out, tot) < 0)
			return -1;
	return 0;
}

int verify_rounds(const struct tmt *t, int first, int last,
		  const struct verify_system *sys, pairing_engine engine,
		  void *engine_ctx, const struct verify_options *o, FILE *f)
{
	struct check_output out = { .f = f, .format = CHECK_TEXT };
	struct check_totals tot = { 0 };

	if (check_rounds_report(t, first, last, sys, engine, engine_ctx, o, &out, &tot) < 0)
		return -1;
	return tot.bad + tot.disagreements + tot.unjudged;
}

int check_edition_report(const struct tmt *t, int first, int last,
			 const struct system_edition *e,
			 const struct verify_options *o,
			 const struct check_output *out, struct check_totals *tot)
{
	struct systems_engine_options eo = { o->total_rounds, o->maxi, e->year };

	return check_rounds_report(t, first, last, &e->check, e->engine, &eo, o, out, tot);
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

/* The edition lines; is_auto: e was chosen by --edition=auto, which says
 * when the 042 date it could not read did not choose; why: the reason
 * after the label (NULL: none). */
static void print_edition(FILE *f, const struct system_edition *e,
			  const struct trf_doc *doc, int is_auto,
			  const struct systems_choice *why)
{
	int start = doc ? systems_start_date(doc) : 0;
	char reason[160];

	fprintf(f, "edition: %s", e->label);
	if (why) {
		/* "; " never occurs in a label: scripts split there. */
		systems_why_text(why, reason, sizeof(reason));
		fprintf(f, "; %s", reason);
	}
	fputc('\n', f);
	const char *text = doc ? systems_start_text(doc) : NULL;
	if (is_auto && !start && text && *text && !systems_named(e->system, doc)) {
		/* --edition=auto cannot choose by a date it cannot read. */
		int ymd;
		fprintf(f, "note: the start date (042) \"%s\" cannot be read%s, so it does "
			"not choose the text; checked by the %d text\n", text,
			trf_parse_date(text, &ymd) == 1 ? " in full (a year alone)" : "", e->year);
		return;
	}
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

void check_print_edition(FILE *f, const struct system_edition *e,
			 const struct trf_doc *doc)
{
	print_edition(f, e, doc, 0, NULL);
}

void check_report_edition(const struct check_output *out,
			  const struct system_edition *e, const struct trf_doc *doc)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *mem;

	if (out->format != CHECK_TEXT)
		return;
	if (!out->prefix || !(mem = open_memstream(&buf, &len))) {
		print_edition(out->f, e, doc, out->edition_auto, out->edition_why);
		return;
	}
	print_edition(mem, e, doc, out->edition_auto, out->edition_why);
	fclose(mem);
	for (char *line = buf; line && *line; ) {
		char *end = strchr(line, '\n');
		fprintf(out->f, "%s: %.*s\n", out->file,
			(int)(end ? end - line : (long)strlen(line)), line);
		line = end ? end + 1 : NULL;
	}
	free(buf);
}
