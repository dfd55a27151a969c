/*
 * model.c - generator parameters measured from a model tournament
 * (engine-cli.md §5.2): its rounds, point system, and how often games
 * were drawn or forfeited and players were absent or took a half-point
 * bye.  Keys given in a config file win over the measurements.
 */
#include "rtg/internal.h"
#include "tournament/tournament.h"

static void put(struct rtg_config *c, enum rtg_key k, int v)
{
	if (!c->given[k]) {
		c->given[k] = -1;
		c->value[k] = v;
	}
}

/* n / count rounded, at least lo; 0 when count is 0 (never). */
static int rate(int n, int count, int lo)
{
	if (!count)
		return 0;
	int r = (n + count / 2) / count;
	return r < lo ? lo : r;
}

struct tally {
	int games, draws, scheduled, forfeits, absent, hpb;
	int high, low;
};

static void count(const struct tmt *t, struct tally *s)
{
	for (int p = 0; p < t->n; p++) {
		int was_absent = 0, had_hpb = 0, rt = t->players[p].rating;
		if (rt && (!s->high || rt > s->high))
			s->high = rt;
		if (rt && (!s->low || rt < s->low))
			s->low = rt;
		for (int r = 1; r <= t->rounds; r++) {
			const struct tmt_round *rd = tmt_at(t, p, r);
			was_absent |= rd->kind == TMT_ZPB;
			had_hpb |= rd->kind == TMT_HPB;
			if (rd->opponent < p)	/* each game once; -1: none */
				continue;
			s->scheduled++;
			if (rd->kind == TMT_PLAYED) {
				s->games++;
				s->draws += rd->result == '=' || rd->result == 'D';
			} else {
				s->forfeits++;
			}
		}
		s->absent += was_absent;
		s->hpb += had_hpb;
	}
}

int rtg_config_from_model(const struct trf_doc *model, struct rtg_config *c,
			  struct trf_diag *d)
{
	struct tmt *t = tmt_build(model, d);
	struct tally s = { 0 };

	if (!t)
		return -1;
	if (t->n < 2 || t->n > 9999) {
		trf_diag_set(d, model->path, 0, 0, t->n < 2 ? TRF_EINVALID : TRF_ELIMIT,
			     "a model needs 2-9999 players, not %d", t->n);
		tmt_free(t);
		return -1;
	}
	count(t, &s);
	/* The field is the model's, whatever the config says. */
	c->given[RTG_PLAYERS] = -1;
	c->value[RTG_PLAYERS] = t->n;
	int rounds = t->total_rounds ? t->total_rounds : t->rounds;
	if (rounds > 0)
		put(c, RTG_ROUNDS, rounds > 99 ? 99 : rounds);
	if (s.games)
		put(c, RTG_DRAW, (int)((1000L * s.draws + s.games / 2) / s.games));
	if (t->rounds) {
		put(c, RTG_FORFEIT, rate(s.scheduled, s.forfeits, 1));
		put(c, RTG_RETIRED, rate(t->n, s.absent, 2));
		put(c, RTG_HPB, rate(t->n, s.hpb, 1));
	}
	put(c, RTG_HIGH, s.high ? s.high : 1000);
	put(c, RTG_LOW, s.low ? s.low : 1000);
	put(c, RTG_WIN, model->points.win_white);
	put(c, RTG_DRAWPTS, model->points.draw_white);
	put(c, RTG_LOSS, model->points.loss_white);
	put(c, RTG_ZPB, model->points.zpb);
	put(c, RTG_FLOSS, model->points.forfeit_loss);
	put(c, RTG_PAB, model->points.pab);
	tmt_free(t);
	return 0;
}
