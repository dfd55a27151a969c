/*
 * team.c - the operations on a team tournament (trfpair(1), TEAM
 * TOURNAMENTS): lib/team's checks, summary and standings instead of an
 * individual system's; pairing (-p) and the reference checkers' report
 * refused, since the team pairing system (C.04.6) is not implemented.
 */
#include <stdlib.h>
#include <string.h>

#include "run/internal.h"
#include "standings/standings.h"
#include "team/team.h"

int run_team_refuse(const struct run_options *o, const char *in, const struct trf_doc *doc)
{
	char line[256];

	team_evidence_text(doc, line, sizeof(line));
	if (o->op == RUN_CHECK)
		run_say(o, RUN_ERROR, in, 0, 0, "%s: the reference checkers' report "
			"(--compat=bbp) is of individual pairings; the reference engines do not "
			"read team files", line);
	else
		run_say(o, RUN_ERROR, in, 0, 0, "%s: the team pairing system (C.04.6) is not "
			"implemented; trfpair pairs individual Swiss systems only", line);
	return TRF_EINVALID;
}

/* The teams of t, or NULL with the message given. */
static struct team_tournament *teams(const struct run_options *o, const struct tmt *t, int *rc)
{
	struct trf_diag d = { 0 };
	struct team_tournament *tt = team_build(t, &d);

	if (!tt) {
		run_diag(o, &d);
		*rc = d.status;
	}
	return tt;
}

/* team_standings() (ranks: NULL) or team_check_ranks() on o->out, their
 * messages as the run's. */
static int standings(const struct run_options *o, const char *in,
		     const struct team_tournament *tt, const struct stnd_request *rq,
		     int *ranks)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *err = o->message ? open_memstream(&buf, &len) : stderr;

	if (!err)
		return TRF_ELIMIT;
	int rc = ranks ? team_check_ranks(run_out(o), err, tt, rq, ranks) :
		 team_standings(run_out(o), err, tt, rq);
	if (err != stderr) {
		fclose(err);
		run_forward_lines(o, in, buf, len);
		free(buf);
	}
	return rc;
}

int run_team_check(const struct run_options *o, const char *in,
		   const struct system_edition *e, const struct tmt *t)
{
	int rc = TRF_OK, findings = 0;

	if (o->compat_bbp)
		return run_team_refuse(o, in, t->doc);
	if (o->round > t->rounds) {
		run_say(o, RUN_ERROR, in, 0, 0, "round %d is not in the file (%d rounds)",
			o->round, t->rounds);
		return TRF_EINVALID;
	}
	struct team_tournament *tt = teams(o, t, &rc);
	if (!tt)
		return rc;
	struct team_request rq = {
		.format = o->format && !strcmp(o->format, "json") ? TEAM_JSON :
			  o->format && !strcmp(o->format, "csv") ? TEAM_CSV : TEAM_TEXT,
		.file = in, .prefix = o->ninputs > 1, .round = o->round };
	rc = team_check_report(run_out(o), tt, &rq, &findings);
	/* The 310 rank column, when a tie-break list applies (STANDINGS,
	 * Checking the ranks). */
	int ranks = 0;
	if (rc == TRF_OK && rq.format != TEAM_CSV) {
		struct stnd_request sr = { o->standings_list,
					   rq.format == TEAM_JSON ? STND_JSON : STND_TEXT, in,
					   systems_start_date(t->doc) };
		rc = standings(o, in, tt, &sr, &ranks);
	}
	team_free(tt);
	if (rc == TRF_ELIMIT)
		run_say(o, RUN_ERROR, NULL, 0, 0, "out of memory");
	if (rc != TRF_OK)
		return rc == TRF_EIO ? run_out_done(o, 1) : rc;
	if (o->want_list) {
		/* The players' check-list of each checked round, as for any file. */
		int first = o->round ? o->round : 1, last = o->round ? o->round : t->rounds;
		struct run_list_job job = { .t = t, .first = first, .last = last,
					    .with_pairing = 1, .opt = { .round_columns = last } };
		if ((rc = run_write_list(o, e, in, &job)) != TRF_OK)
			return rc;
	}
	return findings || ranks ? TRF_EDIFFER : TRF_ETEAM;
}

int run_team_info(const struct run_options *o, const struct tmt *t)
{
	int rc = TRF_OK;
	struct team_tournament *tt = teams(o, t, &rc);

	if (!tt)
		return rc;
	rc = team_info(run_out(o), tt);
	team_free(tt);
	return rc;
}

int run_team_standings(const struct run_options *o, const struct tmt *t)
{
	const char *in = o->inputs[0];
	int rc = TRF_OK;
	struct team_tournament *tt = teams(o, t, &rc);

	if (!tt)
		return rc;
	struct stnd_request rq = { o->standings_list,
		!o->format || !strcmp(o->format, "text") ? STND_TEXT :
		!strcmp(o->format, "csv") ? STND_CSV : STND_JSON,
		in, systems_start_date(t->doc) };
	rc = standings(o, in, tt, &rq, NULL);
	team_free(tt);
	return rc == TRF_OK ? run_out_done(o, 0) : rc;
}
