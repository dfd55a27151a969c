/*
 * values.c - the value of each C.07 tie-break but DE for one player.
 *
 * Scores are tenths; values are returned in hundredths.  Unplayed
 * rounds follow C.07 16 as each edition reads (trfpair(1), STANDINGS):
 * 2022 the virtual opponent of the 2009 rule, 2024 a dummy opponent
 * holding the player's own final score, 2026 a dummy holding at most a
 * draw a round, a forfeit the lower of the two players' scores, and
 * the absences of a player who withdrew counted as draws.
 */
#include <stdlib.h>

#include "standings/internal.h"

/* C.07 16 (2024): a voluntarily unplayed round (VUR): a requested bye
 * of any value, an absence, or a forfeit loss.  The PAB and a forfeit
 * win are not the player's choice. */
static int is_vur(const struct tmt_round *rd)
{
	return rd->kind == TMT_HPB || rd->kind == TMT_FPB || rd->kind == TMT_ZPB ||
	       rd->kind == TMT_FORFEIT_LOSS;
}

int stnd_counts_as_game(const struct stnd_ctx *c, const struct tmt_round *rd)
{
	if (rd->opponent < 0)
		return 0;
	if (rd->kind == TMT_PLAYED)
		return 1;
	/* KS counts a forfeit win as points scored against the opponent
	 * who did not come. */
	(void)c;
	return rd->kind == TMT_FORFEIT_WIN;
}

/* 2022 (2009 rule b): an opponent's score with each of his unplayed
 * rounds counted as a draw. */
static int score_2022(const struct stnd_ctx *c, int q)
{
	int s = 0;

	for (int r = 1; r <= c->rounds; r++) {
		const struct tmt_round *rd = tmt_at(c->t, q, r);
		s += rd->kind == TMT_PLAYED ? rd->points : c->draw;
	}
	return s;
}

/* Fore Buchholz (C.07 8): a score with the last round's game, if any,
 * counted as a draw. */
static int score_2026(const struct stnd_ctx *c, int q);

static int score_fore(const struct stnd_ctx *c, int q)
{
	const struct tmt_round *rd = tmt_at(c->t, q, c->rounds);
	int s = c->edition >= STND_V2024 ? score_2026(c, q) : c->score[q];

	if (rd->opponent >= 0)
		return s - rd->points + c->draw;
	return s;
}

/* 2024 and 2026 (as read): a player's absences after his last round
 * present (a game, a forfeit win or the PAB: he withdrew) count as
 * draws in the score his opponents' BH reads. */
static int score_2026(const struct stnd_ctx *c, int q)
{
	int s = c->score[q];

	for (int r = c->rounds; r >= 1; r--) {
		const struct tmt_round *rd = tmt_at(c->t, q, r);
		if (rd->kind == TMT_PLAYED || rd->kind == TMT_FORFEIT_WIN ||
		    rd->kind == TMT_PAB)
			break;
		if (rd->kind == TMT_ZPB)
			s += c->draw - rd->points;
	}
	return s;
}

static int opp_score(const struct stnd_ctx *c, int q, int fore)
{
	if (fore)
		return score_fore(c, q);
	if (c->edition == STND_V2022)
		return score_2022(c, q);
	return score_2026(c, q);
}

/* A round's part in BH, FB and SB. */
struct contrib {
	long value;		/* opponent's (or dummy's) score, tenths */
	long sb;		/* its SB part, hundredths */
	int vur;		/* cut first (C.07 16, 2024 and 2026) */
	int round;
};

/* Lowest first: VURs (BH and FB only), then the value, then the SB
 * part, then the earlier round. */
static int cmp_contrib(const void *a, const void *b)
{
	const struct contrib *x = a, *y = b;

	if (x->vur != y->vur)
		return y->vur - x->vur;
	if (x->value != y->value)
		return x->value < y->value ? -1 : 1;
	if (x->sb != y->sb)
		return x->sb < y->sb ? -1 : 1;
	return (x->round > y->round) - (x->round < y->round);
}

/* The player's own score as his FB's dummy holds it (C.07 16.4: his
 * final score, here with his last-round game counted as a draw); his
 * absences after a withdrawal count as draws only in his opponents'
 * view (16.3), as in BH. */
static int own_fore(const struct stnd_ctx *c, int p)
{
	const struct tmt_round *rd = tmt_at(c->t, p, c->rounds);

	return rd->opponent >= 0 ? c->score[p] - rd->points + c->draw : c->score[p];
}

/* The contributions of every round of p to BH (fore: FB) and SB. */
static void contributions(const struct stnd_ctx *c, int p, int fore, struct contrib *out)
{
	int own = fore ? own_fore(c, p) : c->score[p];
	/* 2026 (as read): the dummy holds at most a draw a round. */
	int half = c->rounds * c->draw;
	int dummy = c->edition >= STND_V2026 && own > half ? half : own;

	for (int r = 1; r <= c->rounds; r++) {
		const struct tmt_round *rd = tmt_at(c->t, p, r);
		struct contrib *x = &out[r - 1];
		/* FB: the last round's pairing is a game drawn. */
		int last_game = fore && r == c->rounds && rd->opponent >= 0;
		x->vur = c->edition >= STND_V2024 && is_vur(rd) && !last_game;
		if ((rd->kind == TMT_PLAYED || last_game) && rd->opponent >= 0) {
			x->value = opp_score(c, rd->opponent, fore);
		} else if (c->edition >= STND_V2026) {
			/* 2026 (as read, trfpair(1) STANDINGS): a forfeit counts
			 * the lower of the player's score and the opponent's;
			 * a bye or an absence the dummy. */
			if (rd->opponent >= 0) {
				int o = opp_score(c, rd->opponent, fore);
				x->value = own < o ? own : o;
			} else {
				x->value = dummy;
			}
		} else if (c->edition == STND_V2022) {
			/* 2009 rule a: the virtual opponent starts level with p,
			 * takes the round's other result, then draws. */
			x->value = tmt_score(c->t, p, r - 1) + (c->win - rd->points) +
				   (long)(c->draw) * (c->rounds - r);
		} else {
			x->value = own;	/* C.07 16: the dummy opponent */
		}
		/* SB: the opponent's score times the points scored against him
		 * (C.07: a product of points, in the file's point system). */
		x->sb = x->value * rd->points;
		x->round = r;
	}
}

static long cut_sum(const struct stnd_ctx *c, int p, const struct stnd_tb *tb, int fore,
		    int sb)
{
	struct contrib *x = calloc((size_t)c->rounds + 1, sizeof(*x));
	long sum = 0;

	if (!x)
		return 0;
	contributions(c, p, fore, x);
	/* The VURs are cut first for the Buchholz family only; SB cuts the
	 * lowest opponents (C.07 16 speaks of Buchholz cuts). */
	if (sb)
		for (int r = 0; r < c->rounds; r++)
			x[r].vur = 0;
	/* C.07 modifiers: /Cn leaves out the n lowest, /Mn also the n
	 * highest; VURs are the lowest (C.07 16). */
	qsort(x, (size_t)c->rounds, sizeof(*x), cmp_contrib);
	for (int i = tb->cut_low; i < c->rounds - tb->cut_high; i++)
		sum += sb ? x[i].sb : x[i].value * 10;
	free(x);
	return sum;
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

/* C.07 10: average rating of the opponents met over the board, rated
 * ones only, after cutting the lowest, rounded to a whole number (half
 * up). */
static long aro(const struct stnd_ctx *c, int p, int cut, int unrated)
{
	int *r = calloc((size_t)c->rounds + 1, sizeof(*r));
	int n = 0;
	long sum = 0;

	if (!r)
		return 0;
	for (int k = 1; k <= c->rounds; k++) {
		const struct tmt_round *rd = tmt_at(c->t, p, k);
		if (rd->kind != TMT_PLAYED || rd->opponent < 0)
			continue;
		/* /Unnnn: the rating given to the unrated (C.07 10). */
		int o = c->t->players[rd->opponent].rating;
		if ((o > 0 ? o : unrated) > 0)
			r[n++] = o > 0 ? o : unrated;
	}
	qsort(r, (size_t)n, sizeof(*r), cmp_int);
	for (int i = cut; i < n; i++)
		sum += r[i];
	n -= cut;
	free(r);
	return n > 0 ? (2 * sum + n) / (2 * n) * 100 : 0;
}

/* Buchholz of q as AOB reads it: no cut. */
static long bh_plain(const struct stnd_ctx *c, int q)
{
	struct stnd_tb plain = { .code = STND_BH };
	return cut_sum(c, q, &plain, 0, 0);
}

long stnd_value(const struct stnd_ctx *c, int p, const struct stnd_tb *tb)
{
	const struct tmt *t = c->t;
	long v = 0;
	int n = 0;

	switch (tb->code) {
	case STND_PTS:
		return c->score[p] * 10L;
	case STND_BH:
		return cut_sum(c, p, tb, 0, 0);
	case STND_FB:
		return cut_sum(c, p, tb, 1, 0);
	case STND_SB:
		return cut_sum(c, p, tb, 0, 1);
	case STND_ARO:
		return aro(c, p, tb->cut_low, tb->unrated);
	case STND_RTNG:
		return t->players[p].rating * 100L;
	case STND_PS:
		/* C.07 7: the sum of the running scores; /Cn drops the first n. */
		for (int r = tb->cut_low + 1; r <= c->rounds; r++)
			v += tmt_score(t, p, r) * 10L;
		return v;
	case STND_AOB:
		/* C.07 8: the average of the Buchholz of the opponents met
		 * over the board, to hundredths. */
		for (int r = 1; r <= c->rounds; r++) {
			const struct tmt_round *rd = tmt_at(t, p, r);
			if (rd->kind == TMT_PLAYED && rd->opponent >= 0) {
				v += bh_plain(c, rd->opponent);
				n++;
			}
		}
		return n ? (2 * v + n) / (2 * n) : 0;
	case STND_TPR: case STND_PTP: case STND_APRO: case STND_APPO:
		return stnd_performance(c, p, tb);
	case STND_ABH:
		/* C.07 16 (2024 on): the score a player's opponents read in
		 * their BH (absences after a withdrawal count as draws); by
		 * 2022, every unplayed round as a draw. */
		return opp_score(c, p, 0) * 10L;
	case STND_DE:
		return 0;	/* order.c: it needs the tie */
	default:
		break;
	}
	for (int r = 1; r <= c->rounds; r++) {
		const struct tmt_round *rd = tmt_at(t, p, r);
		int otb = rd->kind == TMT_PLAYED;
		int won = rd->points >= c->win;
		switch (tb->code) {
		case STND_WIN: v += won; break;		/* with or without playing */
		case STND_WON: v += otb && won; break;	/* over the board */
		case STND_BPG: v += otb && rd->colour == 'b'; break;
		case STND_BWG: v += otb && won && rd->colour == 'b'; break;
		case STND_GE:
		case STND_REP: v += !is_vur(rd); break;
		case STND_VUR: v += is_vur(rd); break;
		case STND_KS:
			/* C.07 9: points against opponents with half the
			 * maximum score or more. */
			if (stnd_counts_as_game(c, rd) &&
			    2 * c->score[rd->opponent] >= c->rounds * c->win)
				v += rd->points * 10L;
			continue;
		default: break;
		}
	}
	return tb->code == STND_KS ? v : v * 100;
}
