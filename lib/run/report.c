/*
 * report.c - --info (the summary, lib/report/) and --standings (FIDE
 * C.07 tie-breaks, lib/standings/) on o->out.
 */
#include <stdlib.h>
#include <string.h>

#include "report/info.h"
#include "run/internal.h"
#include "standings/standings.h"

int run_info(const struct run_options *o, const struct system_edition *e,
	     const struct tmt *t)
{
	char label[384], reason[160];
	struct systems_choice why;

	/* A team file: its teams first (trfpair(1), TEAM TOURNAMENTS). */
	if (trf_team_evidence(t->doc, NULL)) {
		int rc = run_team_info(o, t);
		if (rc != TRF_OK)
			return rc;
	}
	/* the edition, its criteria, and what chose it (EDITIONS) */
	systems_why(&why, e, o->edition, t->doc, systems_today());
	systems_why_text(&why, reason, sizeof(reason));
	snprintf(label, sizeof(label), "%s (%s); %s", e->label, e->criteria, reason);
	/* The float column as the edition's check-list reads it. */
	int floats_2026 = 0;
	for (const enum checklist_column *c = e->checklist; *c != CL_END; c++)
		floats_2026 |= *c == CL_FLOAT1_2026;
	if (o->format && !strcmp(o->format, "json")) {
		/* The label and the reason apart, as -c's JSON gives them. */
		snprintf(label, sizeof(label), "%s (%s)", e->label, e->criteria);
		struct report_edition ed = { e->system, e->year, label,
					     systems_by_name(why.by), reason };
		report_info_json(run_out(o), t, &ed, floats_2026);
	} else
		report_info(run_out(o), t, label, floats_2026);
	return run_out_done(o, 0);
}

int run_standings(const struct run_options *o, const struct trf_doc *doc,
		  const struct tmt *t)
{
	const char *in = o->inputs[0];
	if (trf_team_evidence(doc, NULL))
		return run_team_standings(o, t);	/* the teams' (TEAM TOURNAMENTS) */
	struct stnd_request rq = { o->standings_list,
		!o->format || !strcmp(o->format, "text") ? STND_TEXT :
		!strcmp(o->format, "csv") ? STND_CSV : STND_JSON,
		in, systems_start_date(doc) };
	char *buf = NULL;
	size_t len = 0;
	/* Its notes and messages as the run's. */
	FILE *err = o->message ? open_memstream(&buf, &len) : stderr;

	if (!err)
		return TRF_ELIMIT;
	int rc = stnd_standings(run_out(o), err, t, &rq);
	if (err != stderr) {
		fclose(err);
		run_forward_lines(o, in, buf, len);
		free(buf);
	}
	return rc == TRF_OK ? run_out_done(o, 0) : rc;
}
