/*
 * build.c - the teams of a file and what each did in each round, read
 * from the boards (the 001 lines) and the team records.
 *
 * A member sits at a board in a round when he has an opponent (a game
 * or a forfeit) or a bye that scores (U, F, H); an absence (Z, blank,
 * 0000 - -) is no board.  The boards are numbered by the team's 300
 * record for the round, else in the order of its 013/310 record among
 * the members at a board.  The team's opponent is the team its boards
 * meet (the most of them when they meet several, which check.c
 * reports).  Readings in trfpair(1), TEAM TOURNAMENTS.
 */
#include <stdlib.h>
#include <string.h>

#include "team/internal.h"

int team_index(const struct team_tournament *tt, int number)
{
	int lo = 0, hi = tt->nteams - 1;

	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		if (tt->teams[mid].number == number)
			return mid;
		if (tt->teams[mid].number < number)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

void team_label(const struct team_tournament *tt, int team, char *buf, size_t size)
{
	const struct team *tm = &tt->teams[team];

	if (tm->name[0])
		snprintf(buf, size, "team %d (%s)", tm->number, tm->name);
	else
		snprintf(buf, size, "team %d", tm->number);
}

int team_board(const struct team_tournament *tt, int p, int r)
{
	if (p < 0 || p >= tt->t->n || r < 1 || r > tt->rounds)
		return 0;
	return tt->board[(size_t)p * (size_t)tt->rounds + (size_t)(r - 1)];
}

/* Whether p sits at a board in round r: an opponent, or a bye that scores. */
static int at_board(const struct tmt *t, int p, int r)
{
	const struct tmt_round *rd = tmt_at(t, p, r);

	return rd->opponent >= 0 || rd->kind == TMT_PAB || rd->kind == TMT_FPB ||
	       rd->kind == TMT_HPB;
}

/* The 300 record of team in round r, or NULL. */
static const struct team_lineup *lineup_of(const struct team_tournament *tt, int team, int r)
{
	for (int i = 0; i < tt->nlineups; i++)
		if (tt->lineups[i].team == team && tt->lineups[i].round == r)
			return &tt->lineups[i];
	return NULL;
}

/* The 330 record of team in round r, or NULL. */
static const struct team_forfeit *forfeit_of(const struct team_tournament *tt, int team, int r)
{
	for (int i = 0; i < tt->nforfeits; i++) {
		const struct team_forfeit *f = &tt->forfeits[i];
		if (f->round == r && (f->white == team || f->black == team))
			return f;
	}
	return NULL;
}

static void number_boards(struct team_tournament *tt, int k, int r)
{
	const struct tmt *t = tt->t;
	const struct team *tm = &tt->teams[k];
	const struct team_lineup *u = lineup_of(tt, k, r);
	int b = 0;

	if (u) {
		/* 300: board by board, 0000 an unoccupied board. */
		for (int i = 0; i < u->nids; i++) {
			int p = u->ids[i] ? tmt_index(t, u->ids[i]) : -1;
			if (p >= 0 && tt->team_of[p] == k && at_board(t, p, r))
				tt->board[(size_t)p * (size_t)tt->rounds + (size_t)(r - 1)] = i + 1;
		}
		return;
	}
	for (int i = 0; i < tm->nmembers; i++)
		if (at_board(t, tm->members[i], r))
			tt->board[(size_t)tm->members[i] * (size_t)tt->rounds + (size_t)(r - 1)] = ++b;
}

/* The colour the player at board 1 was scheduled to play (C.04.6
 * 1.6.1), as the file writes it; 0 when unknown. */
static char board1_colour(const struct team_tournament *tt, int k, int r)
{
	const struct team *tm = &tt->teams[k];

	for (int i = 0; i < tm->nmembers; i++) {
		int p = tm->members[i];
		if (team_board(tt, p, r) != 1)
			continue;
		const struct trf_player *tp = tt->t->players[p].trf;
		if (!tp || r > tp->nblocks)
			return 0;
		char c = tp->blocks[r - 1].colour;
		return c == 'w' || c == 'W' ? 'w' : c == 'b' || c == 'B' ? 'b' : 0;
	}
	return 0;
}

/* What team k did in round r, all but its match points. */
static void classify(struct team_tournament *tt, int k, int r, int *count)
{
	const struct tmt *t = tt->t;
	const struct team *tm = &tt->teams[k];
	struct team_round *tr = &tt->teams[k].rounds[r - 1];
	int best = -1, best_board = 0, pab = 0, bye = 0;

	memset(count, 0, (size_t)tt->nteams * sizeof(*count));
	tr->opponent = -1;
	for (int i = 0; i < tm->nmembers; i++) {
		int p = tm->members[i];
		const struct tmt_round *rd = tmt_at(t, p, r);
		int b = team_board(tt, p, r);
		tr->gp += rd->points;
		tr->boards += b > 0;
		pab |= rd->kind == TMT_PAB;
		bye |= rd->kind == TMT_FPB || rd->kind == TMT_HPB;
		int o = rd->opponent >= 0 ? tt->team_of[rd->opponent] : -1;
		if (o < 0 || o == k)
			continue;
		count[o]++;
		/* The most boards; among equals, the lowest board. */
		if (best < 0 || count[o] > count[best] ||
		    (count[o] == count[best] && b && b < best_board)) {
			best = o;
			best_board = b;
		}
	}
	const struct team_forfeit *f = forfeit_of(tt, k, r);
	if (f)
		best = f->white == k ? f->black : f->white;
	if (best >= 0) {
		tr->opponent = best;
		tr->kind = TEAM_FORFEIT;
		for (int i = 0; i < tm->nmembers; i++) {
			const struct tmt_round *rd = tmt_at(t, tm->members[i], r);
			if (rd->kind == TMT_PLAYED && rd->opponent >= 0 &&
			    tt->team_of[rd->opponent] == best)
				tr->kind = TEAM_PLAYED;
		}
		char c = board1_colour(tt, k, r);
		if (tr->kind == TEAM_PLAYED)
			tr->colour = c;
		tr->first = f ? f->white == k : c == 'w';
	} else if (pab || (tt->pab && tt->pab[r - 1] == k)) {
		tr->kind = TEAM_PAB;
	} else {
		tr->kind = bye ? TEAM_BYE : TEAM_ABSENT;
	}
}

/* Match points of team k in round r, once every team's GP is known. */
static void match_points(struct team_tournament *tt, int k, int r)
{
	struct team_round *tr = &tt->teams[k].rounds[r - 1];
	const struct team_forfeit *f = forfeit_of(tt, k, r);
	int draw_gp = tt->team_size * tt->t->points.draw_white;

	switch (tr->kind) {
	case TEAM_PLAYED:
	case TEAM_FORFEIT:
		if (f) {
			/* 330: "+-" the white team won, "-+" the black team,
			 * "--" neither. */
			int won = (f->white == k ? f->type[0] : f->type[1]) == '+';
			tr->mp = won ? tt->win : tt->loss;
		} else {
			/* A match where neither team scored (double forfeits)
			 * is lost by both, not drawn. */
			int o = tt->teams[tr->opponent].rounds[r - 1].gp;
			tr->mp = tr->gp > o ? tt->win : tr->gp == o && tr->gp > 0 ? tt->draw :
				 tt->loss;
		}
		tr->forfeit_won = tr->kind == TEAM_FORFEIT && tr->mp == tt->win;
		break;
	case TEAM_PAB:
		/* C.04.6 1.4: a draw's match points, unless 320 says. */
		tr->mp = tt->pab_mp >= 0 ? tt->pab_mp : tt->draw;
		if (tt->pab_gp >= 0)
			tr->gp = tt->pab_gp;
		break;
	case TEAM_BYE:
		/* Requested byes: won, drawn or lost as their game points
		 * compare with a drawn match's. */
		tr->mp = tr->gp > draw_gp ? tt->win : tr->gp == draw_gp ? tt->draw : tt->loss;
		break;
	case TEAM_ABSENT:
		tr->mp = 0;
		break;
	}
}

void team_free(struct team_tournament *tt)
{
	if (!tt)
		return;
	for (int k = 0; k < tt->nteams; k++) {
		free(tt->teams[k].members);
		free(tt->teams[k].rounds);
	}
	for (int i = 0; i < tt->nlineups; i++)
		free(tt->lineups[i].ids);
	free(tt->teams);
	free(tt->team_of);
	free(tt->board);
	free(tt->pab);
	free(tt->lineups);
	free(tt->forfeits);
	free(tt);
}

struct team_tournament *team_build(const struct tmt *t, struct trf_diag *d)
{
	struct team_tournament *tt = calloc(1, sizeof(*tt));
	int *count = NULL;

	if (!tt)
		goto oom;
	tt->t = t;
	tt->rounds = t->rounds;
	tt->source = trf_team_evidence(t->doc, &tt->source_line);
	tt->team_of = malloc(((size_t)t->n + 1) * sizeof(*tt->team_of));
	tt->board = calloc((size_t)t->n * (size_t)tt->rounds + 1, sizeof(*tt->board));
	if (!tt->team_of || !tt->board)
		goto oom;
	for (int p = 0; p < t->n; p++)
		tt->team_of[p] = -1;
	if (team_read_records(tt, d) < 0) {
		team_free(tt);
		return NULL;
	}
	count = calloc((size_t)tt->nteams + 1, sizeof(*count));
	if (!count)
		goto oom;
	for (int k = 0; k < tt->nteams; k++) {
		tt->teams[k].rounds = calloc((size_t)tt->rounds + 1, sizeof(struct team_round));
		if (!tt->teams[k].rounds)
			goto oom;
	}
	for (int r = 1; r <= tt->rounds; r++) {
		for (int k = 0; k < tt->nteams; k++)
			number_boards(tt, k, r);
		for (int k = 0; k < tt->nteams; k++)
			classify(tt, k, r, count);
	}
	/* 352's boards, else the most boards a team had in a match. */
	int size = 0;
	for (int k = 0; k < tt->nteams; k++)
		for (int r = 1; r <= tt->rounds; r++) {
			const struct team_round *tr = &tt->teams[k].rounds[r - 1];
			if (tr->opponent >= 0 && tr->boards > size)
				size = tr->boards;
		}
	tt->team_size = tt->colours[0] ? (int)strlen(tt->colours) : size;
	for (int k = 0; k < tt->nteams; k++)
		for (int r = 1; r <= tt->rounds; r++)
			match_points(tt, k, r);
	free(count);
	return tt;
oom:
	free(count);
	team_free(tt);
	trf_diag_set(d, t->doc->path, 0, 0, TRF_ELIMIT, "out of memory");
	return NULL;
}
