/* info.c - the --info summary of a tournament. */
#include <string.h>

#include "format/json.h"
#include "report/info.h"

static const char *strength_name(enum tmt_strength s)
{
	switch (s) {
	case TMT_PREF_ABSOLUTE: return "absolute";
	case TMT_PREF_STRONG: return "strong";
	case TMT_PREF_MILD: return "mild";
	default: return "none";
	}
}

static char float_char(enum tmt_float f)
{
	return f == TMT_FLOAT_DOWN ? 'D' : f == TMT_FLOAT_UP ? 'U' : '-';
}

static void points(int tenths, char *buf)
{
	trf_format_points(tenths, buf);
}

/* What the reader noted: repairs and lines not read, as on stderr. */
static void notices(FILE *f, const struct trf_doc *doc)
{
	if (!doc->nnotices)
		return;
	fprintf(f, "input warnings:  %zu (repairs of the file as written, trf(5))\n",
		doc->nnotices);
	for (size_t i = 0; i < doc->nnotices; i++)
		fprintf(f, "  %d:%d: %s\n", doc->notices[i].line, doc->notices[i].col,
			doc->notices[i].msg);
}

/* Start numbers that do not follow the file's ratings: no fault (the
 * initial ranking may use another list or estimates, C.04.2 B), said
 * here rather than warned; not for team files, XXC rank, or a file
 * already warned of as numbered by final rank (trf(5), REPAIRS OF REAL EXPORTS). */
static int start_numbers_said(const struct trf_doc *doc, struct trf_start_order *o)
{
	return !doc->rank_order && trf_team_evidence(doc, NULL) == TRF_TEAM_NONE &&
	       trf_start_order(doc, o) == 0 && o->rating_rises && !o->final_ranks;
}

static void start_numbers(FILE *f, const struct trf_doc *doc)
{
	struct trf_start_order o;

	if (!start_numbers_said(doc, &o))
		return;
	fprintf(f, "start numbers:   taken as the pairing numbers; they do not follow the "
		"file's ratings (%d of %d rated neighbours rise), as when the initial ranking "
		"used another list or estimates (C.04.2 B)\n", o.rating_rises, o.rated_pairs);
}

void report_info(FILE *f, const struct tmt *t, const char *edition, int floats_2026)
{
	int r = t->rounds, next = t->next_round;
	char buf[16];
	enum tmt_float (*fl_of)(const struct tmt *, int, int) =
		floats_2026 ? tmt_float_2026 : tmt_float;

	fprintf(f, "file:            %s\n", t->doc->path);
	if (edition)
		fprintf(f, "edition:         %s\n", edition);
	fprintf(f, "players:         %d\n", t->n);
	fprintf(f, "rounds played:   %d\n", r);
	if (t->total_rounds)
		fprintf(f, "total rounds:    %d\n", t->total_rounds);
	else
		fprintf(f, "total rounds:    unknown (no XXR or 142 line)\n");
	fprintf(f, "next round:      %d%s\n", next,
		t->total_rounds && next > t->total_rounds ? " (tournament complete)" : "");
	fprintf(f, "initial colour:  %s\n", t->initial_colour == 'w' ? "white" :
		t->initial_colour == 'b' ? "black" : "undetermined");
	points(t->points.win_white, buf);
	fprintf(f, "point system:    win %s", buf + strspn(buf, " "));
	points(t->points.draw_white, buf);
	fprintf(f, ", draw %s", buf + strspn(buf, " "));
	points(t->points.loss_white, buf);
	fprintf(f, ", loss %s", buf + strspn(buf, " "));
	points(t->points.pab, buf);
	fprintf(f, ", PAB %s\n", buf + strspn(buf, " "));
	start_numbers(f, t->doc);
	notices(f, t->doc);
	fputc('\n', f);

	/* Floats of the last two rounds, as the check-lists show them. */
	fprintf(f, "%4s %4s %5s  %-*s %4s  %-15s %-5s %3s %s\n", "id", "rtg", "pts",
		r > 8 ? r : 8, "colours", "diff", "pref", "float", "pab", "next");
	for (int p = 0; p < t->n; p++) {
		const struct tmt_player *pl = &t->players[p];
		char hist[1024], pref[24];
		struct tmt_pref pr = tmt_colour_pref(t, p, r, TMT_DUTCH);

		tmt_colour_history(t, p, r, hist, sizeof(hist));
		points(tmt_score(t, p, r), buf);
		if (pr.colour)
			snprintf(pref, sizeof(pref), "%s %s",
				 pr.colour == 'w' ? "white" : "black",
				 strength_name(pr.strength));
		else
			snprintf(pref, sizeof(pref), "none");
		char fl[3] = {
			r >= 2 ? float_char(fl_of(t, p, r - 1)) : ' ',
			r >= 1 ? float_char(fl_of(t, p, r)) : ' ', 0 };
		fprintf(f, "%4d %4d %5s  %-*s %+4d  %-15s %-5s %3s %s\n", pl->id,
			pl->rating, buf, r > 8 ? r : 8, hist[0] ? hist : "-",
			tmt_colour_diff(t, p, r), pref, fl,
			tmt_pab_eligible(t, p, next) ? "yes" : "no",
			tmt_to_be_paired(t, p, next) ? "yes" : "out");
	}
}

/* A points value as a JSON number ("1.5"). */
static void json_points(struct json *j, const char *key, int tenths)
{
	char buf[16];

	points(tenths, buf);
	json_key(j, key);
	json_number(j, buf + strspn(buf, " "));
}

static void json_float(struct json *j, const char *key, int r, enum tmt_float fl)
{
	char c[2] = { float_char(fl), 0 };

	json_key_str(j, key, r >= 1 && c[0] != '-' ? c : NULL);
}

void report_info_json(FILE *f, const struct tmt *t, const struct report_edition *e,
		      int floats_2026)
{
	int r = t->rounds, next = t->next_round;
	enum tmt_float (*fl_of)(const struct tmt *, int, int) =
		floats_2026 ? tmt_float_2026 : tmt_float;
	struct json j;

	json_init(&j, f);
	json_open(&j, '{');
	json_key_str(&j, "file", t->doc->path);
	json_key_str(&j, "system", e->system);
	json_key_int(&j, "edition", e->year);
	json_key_str(&j, "edition_label", e->label);
	json_key_str(&j, "edition_by", e->by);
	json_key_str(&j, "edition_reason", e->reason);
	json_key_int(&j, "rounds_played", r);
	json_key(&j, "total_rounds");
	if (t->total_rounds)
		json_int(&j, t->total_rounds);
	else
		json_null(&j);
	json_key_int(&j, "next_round", next);
	json_key(&j, "complete");
	json_bool(&j, t->total_rounds && next > t->total_rounds);
	json_key_str(&j, "initial_colour", t->initial_colour == 'w' ? "white" :
		     t->initial_colour == 'b' ? "black" : NULL);
	json_key(&j, "points");
	json_open(&j, '{');
	json_points(&j, "win", t->points.win_white);
	json_points(&j, "draw", t->points.draw_white);
	json_points(&j, "loss", t->points.loss_white);
	json_points(&j, "pab", t->points.pab);
	json_close(&j);
	/* start_numbers()'s line: null when it says nothing. */
	struct trf_start_order so;
	json_key(&j, "start_numbers");
	if (!start_numbers_said(t->doc, &so)) {
		json_null(&j);
	} else {
		json_open(&j, '{');
		json_key_int(&j, "rating_rises", so.rating_rises);
		json_key_int(&j, "rated_pairs", so.rated_pairs);
		json_close(&j);
	}
	json_key(&j, "warnings");
	json_open(&j, '[');
	for (size_t i = 0; i < t->doc->nnotices; i++) {
		json_open(&j, '{');
		json_key_int(&j, "line", t->doc->notices[i].line);
		json_key_int(&j, "col", t->doc->notices[i].col);
		json_key_str(&j, "message", t->doc->notices[i].msg);
		json_close(&j);
	}
	json_close(&j);
	/* One object a player, the text's row as data. */
	json_key(&j, "players");
	json_open(&j, '[');
	for (int p = 0; p < t->n; p++) {
		const struct tmt_player *pl = &t->players[p];
		char hist[1024];
		struct tmt_pref pr = tmt_colour_pref(t, p, r, TMT_DUTCH);

		tmt_colour_history(t, p, r, hist, sizeof(hist));
		json_open(&j, '{');
		json_key_int(&j, "id", pl->id);
		json_key_str(&j, "name", pl->trf ? pl->trf->name : NULL);
		json_key_int(&j, "rating", pl->rating);
		json_points(&j, "points", tmt_score(t, p, r));
		json_key_str(&j, "colours", hist);
		json_key_int(&j, "colour_diff", tmt_colour_diff(t, p, r));
		json_key_str(&j, "pref", pr.colour == 'w' ? "white" : pr.colour == 'b' ?
			     "black" : NULL);
		json_key_str(&j, "strength", pr.colour ? strength_name(pr.strength) : NULL);
		json_float(&j, "float_2", r - 1, r >= 2 ? fl_of(t, p, r - 1) : TMT_FLOAT_NONE);
		json_float(&j, "float_1", r, r >= 1 ? fl_of(t, p, r) : TMT_FLOAT_NONE);
		json_key(&j, "pab");
		json_bool(&j, tmt_pab_eligible(t, p, next));
		json_key(&j, "next");
		json_bool(&j, tmt_to_be_paired(t, p, next));
		json_close(&j);
	}
	json_close(&j);
	json_close(&j);
	fputc('\n', f);
}
