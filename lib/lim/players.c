/*
 * players.c - the players of a Lim round, what the rules read of their
 * history, and who may meet whom (2.1, XXP, rule 6).
 */
#include <stdlib.h>
#include <string.h>

#include "lim/internal.h"

static void fill(struct lplayer *p, const struct tmt *t, int idx, int r, int crank)
{
	char buf[1024];
	int len;

	memset(p, 0, sizeof(*p));
	p->idx = idx;
	p->score = tmt_pairing_score(t, idx, r);
	p->rating = t->players[idx].rating;
	p->cd = tmt_colour_diff(t, idx, r - 1);
	/* Companion 2.5: unplayed rounds are dropped from the sequence. */
	len = tmt_colour_history(t, idx, r - 1, buf, sizeof(buf));
	if (len >= (int)sizeof(buf))
		len = (int)sizeof(buf) - 1;
	if (len > LIM_HIST) {
		memcpy(p->hist, buf + len - LIM_HIST, LIM_HIST);
		len = LIM_HIST;
	} else {
		memcpy(p->hist, buf, (size_t)len);
	}
	p->hist[len] = 0;
	p->nhist = len;
	p->due = lim_due(p);
	p->floated_last = r > 1 && tmt_lim_transferred(t, idx, r - 1);	/* 3.1, 3.10 */
	p->pab_ok = tmt_pab_allowed_2025(t, idx, r);	/* 1.1 */
	p->crank = crank;
}

int lim_round_side(const struct lround *R, int score)
{
	/* 2.2: the median score is half the rounds played, in points. */
	long twice = 2L * score, med = (long)R->win * (R->r - 1);

	return twice > med ? 1 : twice < med ? -1 : 0;
}

/* The colours p may take within 5.1 a and b: 1 White, 2 Black. */
static unsigned char colours_of(const struct lplayer *p)
{
	return (unsigned char)(lim_colour_ok(p, 'w') | lim_colour_ok(p, 'b') << 1);
}

static void mark_met(struct lround *R, int a, int b)
{
	size_t n = (size_t)R->n;

	R->compat[(size_t)a * n + (size_t)b] |= LC_MET;
	R->compat[(size_t)b * n + (size_t)a] |= LC_MET;
}

/* tmt_each_barred(): C.04.1 b and XXP count as a previous meeting. */
static void barred(void *ctx, int a, int b, enum tmt_barred why)
{
	(void)why;
	mark_met(ctx, a, b);
}

static int fill_compat(struct lround *R)
{
	const struct tmt *t = R->t;
	size_t n = (size_t)R->n;
	int *local = malloc(sizeof(int) * ((size_t)t->n + 1));

	if (!local)
		return -1;
	for (int i = 0; i < t->n; i++)
		local[i] = -1;
	for (int i = 0; i < R->n; i++)
		local[R->p[i].idx] = i;
	unsigned char *can = malloc(n + 1);
	if (!can) {
		free(local);
		return -1;
	}
	for (size_t a = 0; a < n; a++)
		can[a] = colours_of(&R->p[a]);
	/* 2.1: some colour choice keeps both players within 5.1 a and b:
	 * a takes White and b Black, or the other way */
	for (size_t a = 0; a < n; a++) {
		unsigned char *row = R->compat + a * n, ca = can[a];
		for (size_t b = 0; b < n; b++) {
			unsigned char cb = can[b];
			row[b] = ((ca & 1) && (cb & 2)) || ((ca & 2) && (cb & 1)) ? 0 : LC_COLOUR;
		}
		row[a] = LC_MET;
	}
	free(can);
	/* C.04.1.b: games actually played only (companion 2.5); forbidden
	 * pairs (XXP) count as a previous meeting. */
	tmt_each_barred(t, R->r, local, barred, R);
	free(local);
	return 0;
}

void lim_round_set_adj(struct lround *R)
{
	size_t n = (size_t)R->n;

	for (size_t a = 0; a < n; a++)
		for (size_t b = 0; b < n; b++) {
			unsigned char c = R->compat[a * n + b];
			/* Rule 6: in the last round players of the same score
			 * meet even beyond the colour limits. */
			if (R->last && (R->relax_all || R->p[a].score == R->p[b].score))
				c &= (unsigned char)~LC_COLOUR;
			R->adj[a * n + b] = c == 0;
		}
}

int lim_round_init(struct lround *R, const struct tmt *t, int r, int last, int maxi)
{
	memset(R, 0, sizeof(*R));
	R->t = t;
	R->r = r;
	R->last = last;
	R->maxi = maxi;
	R->initial = t->initial_colour == 'b' ? 'b' : 'w';
	R->win = t->win_points > 0 ? t->win_points : 10;
	R->p = malloc(sizeof(*R->p) * ((size_t)t->n + 1));
	int *crank = malloc(sizeof(int) * ((size_t)t->n + 1));
	if (!R->p || !crank) {
		free(crank);
		return -1;
	}
	tmt_colour_ranks(t, r, crank);
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			fill(&R->p[R->n++], t, i, r, crank[i]);
	free(crank);
	size_t nn = (size_t)R->n * (size_t)R->n + 1;
	R->compat = malloc(nn);
	R->adj = malloc(nn);
	if (!R->compat || !R->adj || fill_compat(R) < 0) {
		lim_round_free(R);
		return -1;
	}
	lim_round_set_adj(R);
	return 0;
}

void lim_round_free(struct lround *R)
{
	free(R->p);
	free(R->compat);
	free(R->adj);
	R->p = NULL;
	R->compat = R->adj = NULL;
}
