/*
 * team.c - the operations on a team tournament (trfpair(1), TEAM
 * TOURNAMENTS): lib/team's checks and summary instead of an individual
 * system's; pairing (-p) and the reference checkers' report refused,
 * since the team pairing system (C.04.6) is not implemented.
 */
#include <string.h>

#include "run/internal.h"
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
	return findings ? TRF_EDIFFER : TRF_ETEAM;
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
