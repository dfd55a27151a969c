/*
 * run.c - what the command's --standings and -c ask of lib/standings:
 * which list (given, the file's 212/202, or the default), which
 * edition, then the standings or the check of the rank column.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "format/json.h"
#include "standings/standings.h"

const char stnd_default_list[] = "PTS,BH/C1,BH,SB,DE,WIN,BPG";
const char stnd_team_codes[] = "PTS, MPVGP, DE, WIN, WON, BPG, BWG, GE, REP, VUR, BH, FB, "
			       "SB, EMMSB, EGGSB, AOB, ABH, KS, PS";

/* The list to use; 0 if none applies and none is wanted (check). */
static int pick_list(const struct tmt *t, const struct stnd_request *rq,
		     const struct stnd_team *team, int want_default, char *buf, size_t size,
		     FILE *err)
{
	char rec[256];

	if (rq->list && *rq->list) {
		snprintf(buf, size, "%s", rq->list);
		return 1;
	}
	if (stnd_file_list(t->doc, rec, sizeof(rec))) {
		/* 202 lists the tie-breaks after the points; rank by PTS first. */
		size_t n = strcspn(rec, ",/ ");
		snprintf(buf, size, "%s%s", n == 3 && !strncasecmp(rec, "PTS", 3) ? "" : "PTS,",
			 rec);
		return 1;
	}
	if (!want_default)
		return 0;
	const char *def = team && team->default_list ? team->default_list : stnd_default_list;
	snprintf(buf, size, "%s", def);
	if (err)
		fprintf(err, "note: no 212 or 202 record in %s: tie-breaks %s\n",
			rq->file ? rq->file : "the file", def);
	return 1;
}

/* List, edition and table; a trf_status. */
static int prepare(const struct tmt *t, const struct stnd_request *rq,
		   const struct stnd_team *team, const char *list, struct stnd_spec *s,
		   struct stnd_table *tab, FILE *err)
{
	char msg[256];

	memset(s, 0, sizeof(*s));
	if (stnd_is_team_file(t->doc) && !team) {
		fprintf(err, "%s: team tournament: its standings are the teams' "
			"(trfpair(1), TEAM TOURNAMENTS)\n", rq->file ? rq->file : "-");
		return TRF_EINVALID;
	}
	if (stnd_parse(list, s, msg, sizeof(msg)) < 0) {
		fprintf(err, "trfpair: --standings: %s\n", msg);
		return TRF_EINVALID;
	}
	for (int k = 0; k < s->n; k++) {
		struct stnd_tb *tb = &s->tb[k];
		/* C.07 10 is for individuals: ratings are not a team's. */
		int rated = tb->code == STND_ARO || tb->code == STND_TPR || tb->code == STND_PTP ||
			    tb->code == STND_APRO || tb->code == STND_APPO || tb->code == STND_RTNG;
		const char *why = team && rated ? "is not offered for teams" :
				  !team && tb->score ? "is for team tournaments" : NULL;
		if (why) {
			fprintf(err, "trfpair: --standings: %s %s (teams: %s)\n", tb->text, why,
				stnd_team_codes);
			stnd_spec_free(s);
			return TRF_EINVALID;
		}
		/* The primary score is t's; MPvGP and the other score, alt's. */
		tb->alt = team && (tb->score == 'X' || (tb->score && tb->score != team->primary));
	}
	s->alt = team ? team->alt : NULL;
	if (!s->edition)
		s->edition = stnd_edition_of_date(rq->start_ymd);
	if (stnd_compute(t, s, tab) < 0) {
		stnd_spec_free(s);
		return TRF_ELIMIT;
	}
	return TRF_OK;
}

int stnd_team_standings(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq,
			const struct stnd_team *team)
{
	char list[512];
	struct stnd_spec s;
	struct stnd_table tab;

	pick_list(t, rq, team, 1, list, sizeof(list), err);
	int rc = prepare(t, rq, team, list, &s, &tab, err);
	if (rc != TRF_OK)
		return rc;
	rc = stnd_print(f, t, &s, &tab, rq->format, rq->file) < 0 ? TRF_EIO : TRF_OK;
	stnd_table_free(&tab);
	stnd_spec_free(&s);
	return rc;
}

int stnd_standings(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq)
{
	return stnd_team_standings(f, err, t, rq, NULL);
}

int stnd_team_check(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq,
		    const struct stnd_team *team, int *findings)
{
	char list[512];
	struct stnd_spec s;
	struct stnd_table tab;
	struct json j;

	*findings = 0;
	if (!pick_list(t, rq, team, 0, list, sizeof(list), err) || !stnd_has_ranks(t))
		return TRF_OK;
	int rc = prepare(t, rq, team, list, &s, &tab, err);
	if (rc != TRF_OK)
		return rc;
	if (rq->format == STND_JSON) {
		/* One object shaped as -c's round objects: the standings are
		 * those after the last round. */
		json_init(&j, f);
		json_open(&j, '{');
		json_key_str(&j, "file", rq->file ? rq->file : "-");
		json_key_str(&j, "check", "standings");
		json_key_int(&j, "round", t->rounds);
		json_key_str(&j, "tiebreaks", list);
		json_key(&j, "findings");
		/* The array's elements are stnd_check_ranks()'s, commas its own. */
		json_open(&j, '[');
	}
	*findings = stnd_check_ranks(f, t, &s, &tab, rq->format, rq->file);
	if (rq->format == STND_JSON) {
		json_close(&j);
		json_key_str(&j, "status", *findings ? "findings" : "complies");
		json_close(&j);
		fputc('\n', f);
	} else
		fprintf(f, "standings: %s\n", *findings ? "ranks differ" : "ranks comply");
	stnd_table_free(&tab);
	stnd_spec_free(&s);
	return ferror(f) ? TRF_EIO : TRF_OK;
}

int stnd_check(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq,
	       int *findings)
{
	return stnd_team_check(f, err, t, rq, NULL, findings);
}
