/*
 * games.c - games played, rematches and the PAB bar.
 */
#include "tournament/tournament.h"

int tmt_games_played(const struct tmt *t, int p, int r)
{
	int k, n = 0;

	for (k = 1; k <= r && k <= t->rounds; k++)
		if (tmt_at(t, p, k)->kind == TMT_PLAYED)
			n++;
	return n;
}

/* C.04.1.b / C1: only games played count; forfeited pairs may meet
 * again (C.04.2.D.6, companion §2.5). */
int tmt_played_each_other(const struct tmt *t, int a, int b, int r)
{
	int k;

	for (k = 1; k <= r && k <= t->rounds; k++) {
		const struct tmt_round *rd = tmt_at(t, a, k);

		if (rd->kind == TMT_PLAYED && rd->opponent == b)
			return 1;
	}
	return 0;
}

/* An XXP (260) line forbids the two players to meet in round r. */
int tmt_forbidden(const struct tmt *t, int a, int b, int r)
{
	const struct trf_doc *doc = t->doc;
	int ia = t->players[a].id, ib = t->players[b].id;

	for (size_t k = 0; k < doc->nforbidden; k++) {
		const struct trf_forbidden *f = &doc->forbidden[k];
		if (!((f->a == ia && f->b == ib) || (f->a == ib && f->b == ia)))
			continue;
		if ((f->first_round == 0 || r >= f->first_round) &&
		    (f->last_round == 0 || r <= f->last_round))
			return 1;
	}
	return 0;
}

/* XXP lines in round r first, then the games of rounds 1..r-1, each
 * from the history of the player of the lower place (the opponent's
 * block says the same: trf_validate()). */
void tmt_each_barred(const struct tmt *t, int r, const int *place,
		     void (*bar)(void *ctx, int a, int b, enum tmt_barred why),
		     void *ctx)
{
	const struct trf_doc *doc = t->doc;

	for (size_t k = 0; doc && k < doc->nforbidden; k++) {
		const struct trf_forbidden *f = &doc->forbidden[k];
		if ((f->first_round && r < f->first_round) || (f->last_round && r > f->last_round))
			continue;
		int ia = tmt_index(t, f->a), ib = tmt_index(t, f->b);
		int a = ia >= 0 ? place[ia] : -1, b = ib >= 0 ? place[ib] : -1;
		if (a >= 0 && b >= 0 && a != b)
			bar(ctx, a, b, TMT_BARRED_XXP);
	}
	for (int i = 0; i < t->n; i++) {
		int a = place[i];
		if (a < 0)
			continue;
		for (int k = 1; k < r && k <= t->rounds; k++) {
			const struct tmt_round *rd = tmt_at(t, i, k);
			int b = rd->kind == TMT_PLAYED && rd->opponent >= 0 && rd->opponent < t->n
					? place[rd->opponent] : -1;
			if (b > a)
				bar(ctx, a, b, TMT_BARRED_MET);
		}
	}
}

/* Basic Rule 4 of 2025 (Dubov 2025 C2, Lim 1.1): no PAB after a PAB, nor
 * after any round scored, without playing, at a win's value: a forfeit
 * win, a full-point bye F, or any unplayed round worth a win. */
int tmt_pab_allowed_2025(const struct tmt *t, int p, int r)
{
	for (int k = 1; k < r && k <= t->rounds; k++) {
		const struct tmt_round *rd = tmt_at(t, p, k);
		if (rd->kind == TMT_PAB || rd->kind == TMT_FORFEIT_WIN || rd->kind == TMT_FPB)
			return 0;
		if (rd->kind != TMT_PLAYED && t->win_points > 0 && rd->points >= t->win_points)
			return 0;
	}
	return 1;
}

/* C.04.3 C.2 (C.04.1.d): no earlier PAB, no earlier forfeit win;
 * requested byes do not bar it under the 2017 text (companion §3.6.3). */
int tmt_pab_eligible(const struct tmt *t, int p, int r)
{
	int k;

	for (k = 1; k < r && k <= t->rounds; k++) {
		enum tmt_kind kind = tmt_at(t, p, k)->kind;

		if (kind == TMT_PAB || kind == TMT_FORFEIT_WIN)
			return 0;
	}
	return 1;
}
