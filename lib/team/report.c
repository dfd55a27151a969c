/*
 * report.c - what -c and --info say about a team file (trfpair(1),
 * TEAM TOURNAMENTS): the record that makes it a team tournament first,
 * then each round's matches and findings, in text, JSON or CSV (the
 * columns of -c's CSV, so that team and individual files share one
 * header).
 */
#include <string.h>

#include "format/csv.h"
#include "format/json.h"
#include "team/internal.h"

void team_evidence_text(const struct trf_doc *doc, char *buf, size_t size)
{
	int line = 0;
	enum trf_team_source s = trf_team_evidence(doc, &line);

	snprintf(buf, size, "team tournament (%s %s, line %d)", trf_team_source_name(s),
		 s == TRF_TEAM_013 || s == TRF_TEAM_310 ? "records" : "names a team system", line);
}

/* Tenths as "1.5" into buf (>= 16 bytes). */
static const char *pts(int tenths, char *buf)
{
	trf_format_points(tenths, buf);
	return buf + strspn(buf, " ");
}

static const char *kind_name(enum team_kind k)
{
	switch (k) {
	case TEAM_PLAYED: return "played";
	case TEAM_FORFEIT: return "forfeit";
	case TEAM_PAB: return "pab";
	case TEAM_BYE: return "bye";
	default: return "absent";
	}
}

/* Whether team k, paired with o in round r, is named second: the first
 * is the one whose board-1 player was to play white (the white team of
 * a 330 record), else the lower number. */
static int named_second(const struct team_tournament *tt, int k, int o, int r)
{
	const struct team_round *a = &tt->teams[k].rounds[r - 1];
	const struct team_round *b = &tt->teams[o].rounds[r - 1];

	if (b->opponent != k)
		return 0;	/* a split match: listed from each side */
	if (a->first != b->first)
		return b->first;
	return o < k;
}

/* Text: "matches 1-2 1.5-0.5, 3-4 forfeit 2.0-0.0; PAB 5; absent 6". */
static void round_summary(FILE *f, const struct team_tournament *tt, int r)
{
	int n = 0;
	char a[16], b[16];

	fputs("matches", f);
	for (int k = 0; k < tt->nteams; k++) {
		const struct team_round *tr = &tt->teams[k].rounds[r - 1];
		int o = tr->opponent;
		if (o < 0 || named_second(tt, k, o, r))
			continue;
		fprintf(f, "%s %d-%d %s%s-%s", n++ ? "," : "", tt->teams[k].number,
			tt->teams[o].number, tr->kind == TEAM_FORFEIT ? "forfeit " : "",
			pts(tr->gp, a), pts(tt->teams[o].rounds[r - 1].gp, b));
	}
	if (!n)
		fputs(" none", f);
	static const enum team_kind alone[] = { TEAM_PAB, TEAM_BYE, TEAM_ABSENT };
	static const char *const word[] = { "PAB", "bye", "absent" };
	for (int i = 0; i < 3; i++) {
		int m = 0;
		for (int k = 0; k < tt->nteams; k++)
			if (tt->teams[k].rounds[r - 1].kind == alone[i] &&
			    tt->teams[k].rounds[r - 1].opponent < 0) {
				if (m++)
					fprintf(f, ", %d", tt->teams[k].number);
				else
					fprintf(f, "; %s %d", word[i], tt->teams[k].number);
			}
	}
}

static void prefix(FILE *f, const struct team_request *rq)
{
	if (rq->prefix)
		fprintf(f, "%s: ", rq->file ? rq->file : "-");
}

static void json_ints(struct json *j, const int *v, int max)
{
	json_open(j, '[');
	for (int i = 0; i < max && v[i]; i++)
		json_int(j, v[i]);
	json_close(j);
}

static void json_finding(struct json *j, const struct team_finding *x)
{
	json_open(j, '{');
	json_key_str(j, "rule", x->rule);
	json_key_str(j, "kind", "team");
	json_key(j, "teams");
	json_ints(j, x->teams, 2);
	json_key(j, "boards");
	json_ints(j, x->boards, 16);
	json_key(j, "players");
	json_ints(j, x->players, 8);
	json_key_str(j, "text", x->text);
	json_close(j);
}

/* Opens the round's object with its first members. */
static void json_head(struct json *j, const struct team_tournament *tt,
		      const struct team_request *rq)
{
	json_open(j, '{');
	json_key_str(j, "file", rq->file ? rq->file : "-");
	json_key_str(j, "system", "team");
	json_key(j, "team");
	json_open(j, '{');
	json_key_str(j, "source", trf_team_source_name(tt->source));
	json_key_int(j, "line", tt->source_line);
	json_key_int(j, "teams", tt->nteams);
	json_close(j);
}

static void json_warnings(struct json *j, const struct trf_doc *doc)
{
	json_key(j, "warnings");
	json_open(j, '[');
	for (size_t i = 0; i < doc->nnotices; i++) {
		json_open(j, '{');
		json_key_int(j, "line", doc->notices[i].line);
		json_key_int(j, "col", doc->notices[i].col);
		json_key_str(j, "message", doc->notices[i].msg);
		json_close(j);
	}
	json_close(j);
}

/* A pair of points, [a,b]. */
static void json_pts(struct json *j, const char *name, int a, int b)
{
	char x[16], y[16];

	json_key(j, name);
	json_open(j, '[');
	json_number(j, pts(a, x));
	json_number(j, pts(b, y));
	json_close(j);
}

static void json_round(FILE *f, const struct team_tournament *tt, const struct team_request *rq,
		       int r, const struct team_findings *fs, int from, int to)
{
	struct json j;
	char a[16];

	json_init(&j, f);
	json_head(&j, tt, rq);
	json_key_int(&j, "round", r);
	json_key_str(&j, "status", to > from ? "findings" : "team checks pass");
	json_key(&j, "matches");
	json_open(&j, '[');
	for (int k = 0; k < tt->nteams; k++) {
		const struct team_round *tr = &tt->teams[k].rounds[r - 1];
		int o = tr->opponent;
		if (o < 0 || named_second(tt, k, o, r))
			continue;
		const struct team_round *or = &tt->teams[o].rounds[r - 1];
		json_open(&j, '{');
		json_key(&j, "teams");
		json_open(&j, '[');
		json_int(&j, tt->teams[k].number);
		json_int(&j, tt->teams[o].number);
		json_close(&j);
		json_key_str(&j, "kind", kind_name(tr->kind));
		json_pts(&j, "game_points", tr->gp, or->gp);
		json_pts(&j, "match_points", tr->mp, or->mp);
		json_close(&j);
	}
	json_close(&j);
	json_key(&j, "unpaired");
	json_open(&j, '[');
	for (int k = 0; k < tt->nteams; k++) {
		const struct team_round *tr = &tt->teams[k].rounds[r - 1];
		if (tr->opponent >= 0)
			continue;
		json_open(&j, '{');
		json_key_int(&j, "team", tt->teams[k].number);
		json_key_str(&j, "kind", kind_name(tr->kind));
		json_key(&j, "game_points");
		json_number(&j, pts(tr->gp, a));
		json_key(&j, "match_points");
		json_number(&j, pts(tr->mp, a));
		json_close(&j);
	}
	json_close(&j);
	json_key(&j, "findings");
	json_open(&j, '[');
	for (int i = from; i < to; i++)
		json_finding(&j, &fs->v[i]);
	json_close(&j);
	json_warnings(&j, tt->t->doc);
	json_close(&j);
	fputc('\n', f);
}

/* -c's CSV columns: file,system,edition,round,status,rule,kind,bracket,
 * players,submitted,best,text; a team finding's teams go in bracket. */
static void csv_row(FILE *f, const struct team_request *rq, int r, const char *status,
		    const struct team_finding *x)
{
	char teams[32] = "", ids[96] = "";
	size_t k = 0;
	struct csv c;

	csv_init(&c, f);
	csv_cell(&c, rq->file ? rq->file : "-");
	csv_cell(&c, "team");
	csv_int(&c, 0);
	csv_int(&c, r);
	csv_cell(&c, status);
	csv_cell(&c, x ? x->rule : NULL);
	csv_cell(&c, x ? "team" : NULL);
	if (x && x->teams[0])
		snprintf(teams, sizeof(teams), x->teams[1] ? "%d-%d" : "%d", x->teams[0],
			 x->teams[1]);
	csv_cell(&c, teams);
	for (int i = 0; x && i < 8 && x->players[i]; i++)
		k += (size_t)snprintf(ids + k, sizeof(ids) - k, "%s%d", i ? " " : "", x->players[i]);
	csv_cell(&c, ids);
	csv_cell(&c, NULL);
	csv_cell(&c, NULL);
	csv_cell(&c, x ? x->text : NULL);
	csv_end_row(&c);
}

static void text_round(FILE *f, const struct team_tournament *tt, const struct team_request *rq,
		       int r, const struct team_findings *fs, int from, int to)
{
	prefix(f, rq);
	fprintf(f, "round %d: ", r);
	round_summary(f, tt, r);
	fputc('\n', f);
	for (int i = from; i < to; i++) {
		prefix(f, rq);
		fprintf(f, "round %d: %s: %s\n", r, fs->v[i].rule, fs->v[i].text);
	}
	prefix(f, rq);
	if (to > from)
		fprintf(f, "round %d: %d finding%s\n", r, to - from, to - from == 1 ? "" : "s");
	else
		fprintf(f, "round %d: team checks pass\n", r);
}

int team_check_report(FILE *f, const struct team_tournament *tt, const struct team_request *rq,
		      int *findings)
{
	const struct tmt *t = tt->t;
	struct team_findings fs = { 0 };
	char line[256];

	*findings = 0;
	int first = rq->round ? rq->round : 1, last = rq->round ? rq->round : tt->rounds;
	if (tt->nteams && team_check(tt, first, last, &fs) < 0) {
		team_findings_free(&fs);
		return TRF_ELIMIT;
	}
	team_evidence_text(t->doc, line, sizeof(line));
	if (rq->format == TEAM_TEXT) {
		prefix(f, rq);
		fprintf(f, "%s: the teams were paired, and each board follows from the team "
			"pairing: no individual system's rule applies, and the team pairing system "
			"(C.04.6) is not checked\n", line);
		if (!tt->nteams) {
			prefix(f, rq);
			fputs("teams: no 013 or 310 record names them, so no team-level check can "
			      "be made: only the file's consistency is checked\n", f);
		}
	}
	int i = 0;
	for (int r = first; tt->nteams && r <= last; r++) {
		int from = i;
		while (i < fs.n && fs.v[i].round == r)
			i++;
		if (rq->format == TEAM_TEXT) {
			text_round(f, tt, rq, r, &fs, from, i);
		} else if (rq->format == TEAM_JSON) {
			json_round(f, tt, rq, r, &fs, from, i);
		} else {
			for (int j = from; j < i; j++)
				csv_row(f, rq, r, "findings", &fs.v[j]);
			if (i == from)
				csv_row(f, rq, r, "team checks pass", NULL);
		}
	}
	/* The file-wide findings (310 totals) and the verdict. */
	if (rq->format == TEAM_TEXT) {
		for (int j = i; j < fs.n; j++) {
			prefix(f, rq);
			fprintf(f, "teams: %s: %s\n", fs.v[j].rule, fs.v[j].text);
		}
		prefix(f, rq);
		if (fs.n)
			fprintf(f, "team checks: %d finding%s\n", fs.n, fs.n == 1 ? "" : "s");
		else if (!tt->nteams)
			fputs("team checks: none made (the teams are not known); the file is "
			      "consistent\n", f);
		else
			fputs("team checks: none failed; only team-level checks are made "
			      "(trfpair(1), TEAM TOURNAMENTS)\n", f);
	} else if (rq->format == TEAM_JSON) {
		struct json j;
		json_init(&j, f);
		json_head(&j, tt, rq);
		json_key_str(&j, "check", "team");
		json_key_int(&j, "round", last);
		json_key_str(&j, "status", fs.n ? "findings" : tt->nteams ? "team checks pass" :
					   "no team records");
		json_key(&j, "findings");
		json_open(&j, '[');
		for (int k = i; k < fs.n; k++)
			json_finding(&j, &fs.v[k]);
		json_close(&j);
		json_key_int(&j, "total_findings", fs.n);
		json_warnings(&j, t->doc);
		json_close(&j);
		fputc('\n', f);
	} else {
		for (int j = i; j < fs.n; j++)
			csv_row(f, rq, 0, "findings", &fs.v[j]);
	}
	*findings = fs.n;
	team_findings_free(&fs);
	return fflush(f) != 0 || ferror(f) ? TRF_EIO : TRF_OK;
}

int team_info(FILE *f, const struct team_tournament *tt)
{
	const struct tmt *t = tt->t;
	char line[256], a[16], b[16], c[16];

	team_evidence_text(t->doc, line, sizeof(line));
	fprintf(f, "%s: the team pairing system (C.04.6) is not implemented; the player "
		"summary below is the boards' history\n", line);
	if (!tt->nteams)
		fputs("teams:           not known (no 013 or 310 record)\n", f);
	else
		fprintf(f, "teams:           %d, %d board%s\n", tt->nteams, tt->team_size,
			tt->team_size == 1 ? "" : "s");
	fprintf(f, "match points:    win %s, draw %s, loss %s, PAB ", pts(tt->win, a),
		pts(tt->draw, b), pts(tt->loss, c));
	if (tt->pab_mp >= 0)
		fprintf(f, "%s (320)\n", pts(tt->pab_mp, a));
	else
		fprintf(f, "%s (a draw's, C.04.6)\n", pts(tt->draw, a));
	for (int k = 0; k < tt->nteams; k++) {
		const struct team *tm = &tt->teams[k];
		int mp = 0, gp = 0;
		for (int r = 1; r <= tt->rounds; r++) {
			mp += tm->rounds[r - 1].mp;
			gp += tm->rounds[r - 1].gp;
		}
		fprintf(f, "  %3d %-32s MP %5s GP %5s  players", tm->number, tm->name, pts(mp, a),
			pts(gp, b));
		for (int i = 0; i < tm->nmembers; i++)
			fprintf(f, " %d", t->players[tm->members[i]].id);
		fputc('\n', f);
	}
	return ferror(f) ? TRF_EIO : TRF_OK;
}
