/*
 * check.c - -c over every input: each file's edition lines and rounds
 * (lib/check/), its rank column (lib/standings/), then its check-list;
 * the exit status is the worst of the files'.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "run/internal.h"
#include "standings/standings.h"

int run_worse_status(int x, int y)
{
	/* An internal error first, then file access, invalid input, size
	 * limits, no legal pairing, findings, success (trfpair(1), EXIT
	 * STATUS). */
	static const int order[] = { TRF_OK, TRF_ETEAM, TRF_EDIFFER, TRF_ENOPAIRING, TRF_ELIMIT,
				     TRF_EINVALID, TRF_EIO, TRF_EINTERNAL };
	int rx = 0, ry = 0;

	for (int i = 0; i < (int)(sizeof(order) / sizeof(order[0])); i++) {
		if (order[i] == x)
			rx = i;
		if (order[i] == y)
			ry = i;
	}
	return rx >= ry ? x : y;
}

/* o->round_done for lib/check, which knows no files. */
struct progress {
	const struct run_options *o;
	int file;
};

static void progress_round(void *ctx, int r)
{
	const struct progress *p = ctx;

	p->o->round_done(p->o->ctx, p->file, p->o->ninputs, r);
}

/* The standings part of -c (its rank column); stnd_check's messages as
 * the run's. */
static int check_ranks(const struct run_options *o, const char *in, const struct tmt *t,
		       enum stnd_format fmt, int *ranks_differ)
{
	struct stnd_request rq = { o->standings_list, fmt, in, systems_start_date(t->doc) };
	char *buf = NULL;
	size_t len = 0;
	FILE *err = o->message ? open_memstream(&buf, &len) : stderr;

	if (!err)
		return TRF_ELIMIT;
	int rc = stnd_check(run_out(o), err, t, &rq, ranks_differ);
	if (err != stderr) {
		fclose(err);
		run_forward_lines(o, in, buf, len);
		free(buf);
	}
	return rc;
}

/* -c on one file: the verifier and the engine on every recorded round
 * (or one), reported as out says. */
static int check_all(const struct run_options *o, const char *in,
		     const struct system_edition *e, const struct tmt *t,
		     const struct check_output *out)
{
	int total = t->total_rounds ? t->total_rounds : t->rounds;
	struct verify_options vo = { total, o->explain, e->year, run_maxi(o) };
	struct check_totals tot = { 0 };

	if (o->round > t->rounds) {
		run_say(o, RUN_ERROR, in, 0, 0, "round %d is not in the file (%d rounds)",
			o->round, t->rounds);
		return TRF_EINVALID;
	}
	int first = o->round ? o->round : 1, last = o->round ? o->round : t->rounds;
	check_report_edition(out, e, t->doc);
	int rc = check_edition_report(t, first, last, e, &vo, out, &tot);
	if (tot.write_errno) {
		run_say(o, RUN_ERROR, NULL, 0, 0, "standard output: %s", strerror(tot.write_errno));
		return TRF_EIO;
	}
	if (run_out_done(o, 0) != TRF_OK)
		return TRF_EIO;
	if (rc < 0)
		return TRF_ELIMIT;
	/* The rank column, when a tie-break list applies (trfpair(1),
	 * STANDINGS); nothing for a file without 212/202 and --standings. */
	int ranks_differ = 0;
	if (out->format == CHECK_TEXT || out->format == CHECK_JSON) {
		int src = check_ranks(o, in, t, out->format == CHECK_JSON ? STND_JSON : STND_TEXT,
				      &ranks_differ);
		if (src != TRF_OK)
			return src;
		if (run_out_done(o, 0) != TRF_OK)
			return TRF_EIO;
	}
	if (o->want_list) {
		/* The check-list of each checked round, with its pairing. */
		struct run_list_job job = { .t = t, .first = first, .last = last,
					    .with_pairing = 1, .opt = { .round_columns = last } };
		rc = run_write_list(o, e, in, &job);
		if (rc != TRF_OK)
			return rc;
	}
	/* --compat=bbp: exit 0 whatever the rounds hold, as the reference
	 * engines do (engine-cli.md §3). */
	if (out->format == CHECK_BBP)
		return TRF_OK;
	return tot.disagreements ? TRF_EINTERNAL : tot.bad || ranks_differ ? TRF_EDIFFER :
	       tot.unjudged ? TRF_ELIMIT : TRF_OK;
}

int run_check(const struct run_options *o)
{
	enum check_format fmt = o->compat_bbp ? CHECK_BBP :
		!o->format || !strcmp(o->format, "text") ? CHECK_TEXT :
		!strcmp(o->format, "json") ? CHECK_JSON : CHECK_CSV;
	int worst = TRF_OK;

	if (fmt == CHECK_CSV)
		check_csv_header(run_out(o));
	for (int i = 0; i < o->ninputs; i++) {
		struct tmt *t;
		struct trf_doc *doc;
		const struct system_edition *e;
		const char *in = o->inputs[i];
		struct progress prog = { o, i + 1 };
		int rc = run_load(o, in, &doc, &t, &e);
		if (rc == TRF_OK && trf_team_evidence(doc, NULL)) {
			rc = run_team_check(o, in, e, t);
			tmt_free(t);
			trf_free(doc);
		} else if (rc == TRF_OK) {
			/* what chose the edition, said with it (EDITIONS) */
			struct systems_choice why;
			systems_why(&why, e, o->edition, doc, systems_today());
			struct check_output out = {
				.f = run_out(o), .format = fmt, .file = in,
				.prefix = o->ninputs > 1, .names = o->names, .system = e->system,
				.edition_auto = o->edition && !strcmp(o->edition, "auto"),
				.edition_why = &why,
				.round_done = o->round_done ? progress_round : NULL, .ctx = &prog,
			};
			rc = check_all(o, in, e, t, &out);
			tmt_free(t);
			trf_free(doc);
		} else {
			fflush(run_out(o));
		}
		worst = run_worse_status(worst, rc);
	}
	return worst;
}
