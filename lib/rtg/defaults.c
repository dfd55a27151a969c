/*
 * defaults.c - values for the keys a config leaves out, drawn in the
 * ranges of the reference generators (engine-cli.md §5.1), and the
 * point system a config describes.
 */
#include "rtg/internal.h"

int rtg_resolve(struct rtg_config *c, struct rtg_rng *g, const char *name,
		struct trf_diag *d)
{
	int def[RTG_NKEYS] = { 0 };

	/* Draw all of them, given or not, so that the header's seed and
	 * resolved config reproduce the same stream. */
	def[RTG_PLAYERS] = rtg_rng_range(g, 15, 215);
	def[RTG_ROUNDS] = rtg_rng_range(g, 5, 15);
	def[RTG_DRAW] = 10 * rtg_rng_range(g, 10, 50);
	def[RTG_FORFEIT] = rtg_rng_range(g, 6, 30);
	def[RTG_RETIRED] = rtg_rng_range(g, 15, 3225);
	def[RTG_HPB] = rtg_rng_range(g, 15, 3225);
	def[RTG_HIGH] = rtg_rng_range(g, 2400, 2800);
	def[RTG_LOW] = rtg_rng_range(g, 1400, 2300);
	def[RTG_WIN] = 10;
	def[RTG_DRAWPTS] = 5;

	for (int k = 0; k < RTG_NKEYS; k++)
		if (!c->given[k])
			c->value[k] = def[k];
	/* A Swiss of more rounds than half the field rarely pairs to the
	 * end; only an explicit RoundsNumber may ask for that. */
	if (!c->given[RTG_ROUNDS] && c->value[RTG_ROUNDS] > c->value[RTG_PLAYERS] / 2)
		c->value[RTG_ROUNDS] = c->value[RTG_PLAYERS] / 2 ? c->value[RTG_PLAYERS] / 2 : 1;
	if (c->value[RTG_HIGH] < c->value[RTG_LOW]) {
		if (c->given[RTG_HIGH] && c->given[RTG_LOW]) {
			trf_diag_set(d, name, 0, 0, TRF_EINVALID,
				     "HighestRating %d is below LowestRating %d",
				     c->value[RTG_HIGH], c->value[RTG_LOW]);
			return -1;
		}
		if (c->given[RTG_HIGH])
			c->value[RTG_LOW] = c->value[RTG_HIGH];
		else
			c->value[RTG_HIGH] = c->value[RTG_LOW];
	}
	if (!c->given[RTG_PAB])
		c->value[RTG_PAB] = c->value[RTG_WIN];

	int most = 0;
	for (int k = RTG_WIN; k <= RTG_PAB; k++)
		if (c->value[k] > most)
			most = c->value[k];
	if (most * c->value[RTG_ROUNDS] > 999) {
		trf_diag_set(d, name, 0, 0, TRF_ELIMIT,
			     "%d rounds of up to %d.%d points do not fit the Points column (99.9)",
			     c->value[RTG_ROUNDS], most / 10, most % 10);
		return -1;
	}
	return 0;
}

void rtg_points(const struct rtg_config *c, struct trf_points *p)
{
	p->win_white = p->win_black = p->forfeit_win = p->fpb = c->value[RTG_WIN];
	p->draw_white = p->draw_black = p->hpb = c->value[RTG_DRAWPTS];
	p->loss_white = p->loss_black = c->value[RTG_LOSS];
	p->zpb = c->value[RTG_ZPB];
	p->forfeit_loss = c->value[RTG_FLOSS];
	p->pab = c->value[RTG_PAB];
	p->explicit_pab = 1;
}
