/*
 * standings.c - team standings (trfpair(1), TEAM TOURNAMENTS): the
 * teams ranked by match points and game points, with the tie-breaks of
 * lib/standings that C.07 13 lets apply to teams, each on the score it
 * names (:MP, :GP; the primary one by default).
 *
 * lib/standings reads a struct tmt; here the teams are made into two
 * of them, one scored in match points and one in game points, in which
 * a team's round is its match: played (a game), forfeited (a forfeit
 * won or lost), the team PAB, a requested bye or an absence.  C.07 16's
 * unplayed rounds then apply to the teams as they do to players (C.07
 * 16.4: "points" means match points and game points).
 */
#include <stdlib.h>
#include <string.h>

#include "standings/standings.h"
#include "team/internal.h"

const char team_default_list[] = "PTS,MPVGP,BH/C1,BH,SB,DE,WIN";

/* The teams of tt as a tournament scored in match points (mp) or game
 * points; names[k] holds team k's name and 310 rank. */
static struct tmt *view(const struct team_tournament *tt, int mp, struct trf_player *names)
{
	const struct tmt *t = tt->t;
	struct tmt *v = calloc(1, sizeof(*v));
	int max = 0;

	if (!v)
		return NULL;
	for (int k = 0; k < tt->nteams; k++)
		if (tt->teams[k].number > max)
			max = tt->teams[k].number;
	v->doc = t->doc;
	v->n = tt->nteams;
	v->rounds = tt->rounds;
	v->next_round = tt->rounds + 1;
	v->total_rounds = t->total_rounds;
	/* A match won or drawn: in game points, every board won or drawn. */
	v->win_points = mp ? tt->win : tt->team_size * t->win_points;
	v->points.draw_white = v->points.draw_black = mp ? tt->draw :
		tt->team_size * t->points.draw_white;
	v->max_id = max;
	v->players = calloc((size_t)tt->nteams + 1, sizeof(*v->players));
	v->by_id = malloc(((size_t)max + 1) * sizeof(*v->by_id));
	if (!v->players || !v->by_id) {
		tmt_free(v);
		return NULL;
	}
	for (int i = 0; i <= max; i++)
		v->by_id[i] = -1;
	for (int k = 0; k < tt->nteams; k++) {
		const struct team *tm = &tt->teams[k];
		struct tmt_player *p = &v->players[k];
		memset(&names[k], 0, sizeof(names[k]));
		names[k].id = tm->number;
		names[k].line = tm->line;
		snprintf(names[k].name, sizeof(names[k].name), "%s", tm->name);
		names[k].rank = tm->file_rank;
		names[k].points = -1;
		p->id = tm->number;
		p->trf = &names[k];
		p->trf_index = k;
		v->by_id[tm->number] = k;
		p->rounds = calloc((size_t)tt->rounds + 2, sizeof(*p->rounds));
		if (!p->rounds) {
			tmt_free(v);
			return NULL;
		}
		for (int r = 1; r <= tt->rounds + 1; r++) {
			struct tmt_round *rd = &p->rounds[r - 1];
			rd->opponent = -1;
			rd->kind = TMT_ZPB;
			if (r > tt->rounds) {
				rd->paired = 1;	/* the round after: nothing known */
				continue;
			}
			const struct team_round *tr = &tm->rounds[r - 1];
			rd->points = mp ? tr->mp : tr->gp;
			switch (tr->kind) {
			case TEAM_PLAYED:
				rd->kind = TMT_PLAYED;
				rd->opponent = tr->opponent;
				/* C.04.6 1.6.1: the board-1 player's colour */
				rd->colour = tr->colour;
				rd->result = tr->mp == tt->win ? '1' : tr->mp == tt->draw ? '=' : '0';
				rd->paired = 1;
				break;
			case TEAM_FORFEIT:
				rd->kind = tr->mp == tt->win ? TMT_FORFEIT_WIN : TMT_FORFEIT_LOSS;
				rd->opponent = tr->opponent;
				rd->result = rd->kind == TMT_FORFEIT_WIN ? '+' : '-';
				rd->paired = 1;
				break;
			case TEAM_PAB:
				rd->kind = TMT_PAB;
				rd->result = 'U';
				rd->paired = 1;
				break;
			case TEAM_BYE:
				rd->kind = tr->mp == tt->win ? TMT_FPB : tr->mp ? TMT_HPB : TMT_ZPB;
				rd->result = tr->mp == tt->win ? 'F' : tr->mp ? 'H' : 'Z';
				break;
			case TEAM_ABSENT:
				rd->result = 'Z';
				break;
			}
		}
	}
	return v;
}

/* 'G' when the 192 code ranks by game points first (FIDE_TEAM_GP_MP,
 * FIDE_TEAM_GP, ...), else 'M' (C.04.6 1.2: match points by default). */
static char primary_of(const struct trf_doc *doc)
{
	const char *gp = strstr(doc->system, "_GP"), *mp = strstr(doc->system, "_MP");

	return gp && (!mp || gp < mp) ? 'G' : 'M';
}

struct views {
	const struct team_tournament *tt;
	struct tmt *mp, *gp;
	struct trf_player *names;
	struct stnd_team team;
	const struct tmt *primary;
};

static void views_free(struct views *w)
{
	tmt_free(w->mp);
	tmt_free(w->gp);
	free(w->names);
}

/* The teams of tt in both scores; a trf_status, the message on err. */
static int views_make(struct views *w, const struct team_tournament *tt, const char *file,
		      FILE *err)
{
	memset(w, 0, sizeof(*w));
	w->tt = tt;
	if (!tt->nteams) {
		char line[256];
		team_evidence_text(tt->t->doc, line, sizeof(line));
		fprintf(err, "%s: %s: no 013 or 310 record names the teams, so there are no "
			"team standings\n", file ? file : "-", line);
		return TRF_EINVALID;
	}
	w->names = calloc((size_t)tt->nteams * 2 + 1, sizeof(*w->names));
	if (w->names) {
		w->mp = view(tt, 1, w->names);
		w->gp = view(tt, 0, w->names + tt->nteams);
	}
	if (!w->mp || !w->gp) {
		views_free(w);
		fputs("trfpair: out of memory\n", err);
		return TRF_ELIMIT;
	}
	w->team.primary = primary_of(tt->t->doc);
	w->team.alt = w->team.primary == 'G' ? w->mp : w->gp;
	w->team.default_list = team_default_list;
	w->primary = w->team.primary == 'G' ? w->gp : w->mp;
	return TRF_OK;
}

int team_standings(FILE *f, FILE *err, const struct team_tournament *tt,
		   const struct stnd_request *rq)
{
	struct views w;
	int rc = views_make(&w, tt, rq->file, err);

	if (rc != TRF_OK)
		return rc;
	if (rq->format == STND_TEXT) {
		char line[256], a[16], b[16], c[16];
		team_evidence_text(tt->t->doc, line, sizeof(line));
		trf_format_points(w.tt->win, a);
		trf_format_points(w.tt->draw, b);
		trf_format_points(w.tt->loss, c);
		fprintf(f, "%s: team standings; PTS is %s points (match points %s-%s-%s), "
			"MPVGP the %s points\n", line, w.team.primary == 'G' ? "game" : "match",
			a + strspn(a, " "), b + strspn(b, " "), c + strspn(c, " "),
			w.team.primary == 'G' ? "match" : "game");
	}
	rc = stnd_team_standings(f, err, w.primary, rq, &w.team);
	views_free(&w);
	return rc;
}

int team_check_ranks(FILE *f, FILE *err, const struct team_tournament *tt,
		     const struct stnd_request *rq, int *findings)
{
	struct views w;
	int rc;

	*findings = 0;
	if (!tt->nteams)
		return TRF_OK;	/* no teams, no ranks */
	rc = views_make(&w, tt, rq->file, err);
	if (rc != TRF_OK)
		return rc;
	rc = stnd_team_check(f, err, w.primary, rq, &w.team, findings);
	views_free(&w);
	return rc;
}
