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

/* The list to use; 0 if none applies and none is wanted (check). */
static int pick_list(const struct tmt *t, const struct stnd_request *rq, int want_default,
		     char *buf, size_t size, FILE *err)
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
	snprintf(buf, size, "%s", stnd_default_list);
	if (err)
		fprintf(err, "note: no 212 or 202 record in %s: tie-breaks %s\n",
			rq->file ? rq->file : "the file", stnd_default_list);
	return 1;
}

/* List, edition and table; a trf_status. */
static int prepare(const struct tmt *t, const struct stnd_request *rq, const char *list,
		   struct stnd_spec *s, struct stnd_table *tab, FILE *err)
{
	char msg[256];

	memset(s, 0, sizeof(*s));
	if (stnd_is_team_file(t->doc)) {
		fprintf(err, "%s: team tournament: team tie-breaks are out of scope "
			"(trfpair(1), STANDINGS)\n", rq->file ? rq->file : "-");
		return TRF_EINVALID;
	}
	if (stnd_parse(list, s, msg, sizeof(msg)) < 0) {
		fprintf(err, "trfpair: --standings: %s\n", msg);
		return TRF_EINVALID;
	}
	if (!s->edition)
		s->edition = stnd_edition_of_date(rq->start_ymd);
	if (stnd_compute(t, s, tab) < 0) {
		stnd_spec_free(s);
		return TRF_ELIMIT;
	}
	return TRF_OK;
}

int stnd_standings(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq)
{
	char list[512];
	struct stnd_spec s;
	struct stnd_table tab;

	pick_list(t, rq, 1, list, sizeof(list), err);
	int rc = prepare(t, rq, list, &s, &tab, err);
	if (rc != TRF_OK)
		return rc;
	rc = stnd_print(f, t, &s, &tab, rq->format, rq->file) < 0 ? TRF_EIO : TRF_OK;
	stnd_table_free(&tab);
	stnd_spec_free(&s);
	return rc;
}

int stnd_check(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq,
	       int *findings)
{
	char list[512];
	struct stnd_spec s;
	struct stnd_table tab;
	struct json j;

	*findings = 0;
	if (!pick_list(t, rq, 0, list, sizeof(list), err) || !stnd_has_ranks(t))
		return TRF_OK;
	int rc = prepare(t, rq, list, &s, &tab, err);
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
