/*
 * report.c - what -c and --info say about a team file (trfpair(1),
 * TEAM TOURNAMENTS): the record that makes it a team tournament first,
 * then each round's matches and findings, in text, JSON or CSV (the
 * columns of -c's CSV, so that team and individual files share one
 * header).
 */
#include <string.h>

#include "standings/standings.h"
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

static void json_ints(FILE *f, const int *v, int max)
{
	fputc('[', f);
	for (int i = 0; i < max && v[i]; i++)
		fprintf(f, "%s%d", i ? "," : "", v[i]);
	fputc(']', f);
}

static void json_finding(FILE *f, const struct team_finding *x)
{
	fputs("{\"rule\":", f);
	stnd_json_string(f, x->rule);
	fputs(",\"kind\":\"team\",\"teams\":", f);
	json_ints(f, x->teams, 2);
	fputs(",\"boards\":", f);
	json_ints(f, x->boards, 16);
	fputs(",\"players\":", f);
	json_ints(f, x->players, 8);
	fputs(",\"text\":", f);
	stnd_json_string(f, x->text);
	fputc('}', f);
}

static void json_head(FILE *f, const struct team_tournament *tt, const struct team_request *rq)
{
	fputs("{\"file\":", f);
	stnd_json_string(f, rq->file ? rq->file : "-");
	fprintf(f, ",\"system\":\"team\",\"team\":{\"source\":\"%s\",\"line\":%d,\"teams\":%d}",
		trf_team_source_name(tt->source), tt->source_line, tt->nteams);
}

static void json_warnings(FILE *f, const struct trf_doc *doc)
{
	fputs(",\"warnings\":[", f);
	for (size_t i = 0; i < doc->nnotices; i++) {
		fprintf(f, "%s{\"line\":%d,\"col\":%d,\"message\":", i ? "," : "",
			doc->notices[i].line, doc->notices[i].col);
		stnd_json_string(f, doc->notices[i].msg);
		fputc('}', f);
	}
	fputc(']', f);
}

static void json_round(FILE *f, const struct team_tournament *tt, const struct team_request *rq,
		       int r, const struct team_findings *fs, int from, int to)
{
	char a[16], b[16];
	int n = 0;

	json_head(f, tt, rq);
	fprintf(f, ",\"round\":%d,\"status\":\"%s\",\"matches\":[", r,
		to > from ? "findings" : "team checks pass");
	for (int k = 0; k < tt->nteams; k++) {
		const struct team_round *tr = &tt->teams[k].rounds[r - 1];
		int o = tr->opponent;
		if (o < 0 || named_second(tt, k, o, r))
			continue;
		const struct team_round *or = &tt->teams[o].rounds[r - 1];
		fprintf(f, "%s{\"teams\":[%d,%d],\"kind\":\"%s\",\"game_points\":[%s,", n++ ? "," : "",
			tt->teams[k].number, tt->teams[o].number, kind_name(tr->kind), pts(tr->gp, a));
		fprintf(f, "%s],\"match_points\":[%s,", pts(or->gp, b), pts(tr->mp, a));
		fprintf(f, "%s]}", pts(or->mp, b));
	}
	fputs("],\"unpaired\":[", f);
	n = 0;
	for (int k = 0; k < tt->nteams; k++) {
		const struct team_round *tr = &tt->teams[k].rounds[r - 1];
		if (tr->opponent >= 0)
			continue;
		fprintf(f, "%s{\"team\":%d,\"kind\":\"%s\",\"game_points\":%s,", n++ ? "," : "",
			tt->teams[k].number, kind_name(tr->kind), pts(tr->gp, a));
		fprintf(f, "\"match_points\":%s}", pts(tr->mp, b));
	}
	fputs("],\"findings\":[", f);
	for (int i = from; i < to; i++) {
		if (i > from)
			fputc(',', f);
		json_finding(f, &fs->v[i]);
	}
	fputc(']', f);
	json_warnings(f, tt->t->doc);
	fputs("}\n", f);
}

/* A CSV cell (RFC 4180), then a comma or the line end. */
static void csv_cell(FILE *f, const char *s, int last)
{
	if (s && strpbrk(s, ",\"\r\n")) {
		fputc('"', f);
		for (; *s; s++) {
			if (*s == '"')
				fputc('"', f);
			fputc(*s, f);
		}
		fputc('"', f);
	} else if (s) {
		fputs(s, f);
	}
	fputc(last ? '\n' : ',', f);
}

/* -c's CSV columns: file,system,edition,round,status,rule,kind,bracket,
 * players,submitted,best,text; a team finding's teams go in bracket. */
static void csv_row(FILE *f, const struct team_request *rq, int r, const char *status,
		    const struct team_finding *x)
{
	char num[16], teams[32] = "", ids[96] = "";
	size_t k = 0;

	csv_cell(f, rq->file ? rq->file : "-", 0);
	csv_cell(f, "team", 0);
	csv_cell(f, "0", 0);
	snprintf(num, sizeof(num), "%d", r);
	csv_cell(f, num, 0);
	csv_cell(f, status, 0);
	csv_cell(f, x ? x->rule : NULL, 0);
	csv_cell(f, x ? "team" : NULL, 0);
	if (x && x->teams[0])
		snprintf(teams, sizeof(teams), x->teams[1] ? "%d-%d" : "%d", x->teams[0],
			 x->teams[1]);
	csv_cell(f, teams, 0);
	for (int i = 0; x && i < 8 && x->players[i]; i++)
		k += (size_t)snprintf(ids + k, sizeof(ids) - k, "%s%d", i ? " " : "", x->players[i]);
	csv_cell(f, ids, 0);
	csv_cell(f, NULL, 0);
	csv_cell(f, NULL, 0);
	csv_cell(f, x ? x->text : NULL, 1);
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
		json_head(f, tt, rq);
		fprintf(f, ",\"check\":\"team\",\"round\":%d,\"status\":\"%s\",\"findings\":[",
			last, fs.n ? "findings" : tt->nteams ? "team checks pass" : "no team records");
		for (int j = i; j < fs.n; j++) {
			if (j > i)
				fputc(',', f);
			json_finding(f, &fs.v[j]);
		}
		fprintf(f, "],\"total_findings\":%d", fs.n);
		json_warnings(f, t->doc);
		fputs("}\n", f);
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
