/*
 * order.c - the standings: every value, then the players ordered by
 * the list, tie-break after tie-break, with direct encounter (DE)
 * computed inside each tie as it stands when DE's turn comes (C.07 6).
 */
#include <stdlib.h>
#include <string.h>

#include "standings/internal.h"

/* Lower is better for VUR only (C.07 7). */
static int descending(enum stnd_code c)
{
	return c != STND_VUR;
}

struct sorter {
	const struct stnd_table *tab;
	const struct stnd_spec *s;
	int k;			/* compare on tie-break k only */
};

static int cmp_on_k(const struct sorter *so, int p, int q)
{
	const struct stnd_table *tab = so->tab;
	long x = tab->value[(size_t)p * tab->ntb + so->k];
	long y = tab->value[(size_t)q * tab->ntb + so->k];

	if (x != y)
		return (x > y) == descending(so->s->tb[so->k].code) ? -1 : 1;
	return (p > q) - (p < q);	/* stable: pairing order */
}

/* Merge sort of a[0..n-1] with tmp of the same size (qsort has no
 * context argument, and the library keeps no global state). */
static void sort_on_k(const struct sorter *so, int *a, int *tmp, int n)
{
	if (n < 2)
		return;
	int h = n / 2;
	sort_on_k(so, a, tmp, h);
	sort_on_k(so, a + h, tmp, n - h);
	int i = 0, j = h, m = 0;
	while (i < h && j < n)
		tmp[m++] = cmp_on_k(so, a[i], a[j]) <= 0 ? a[i++] : a[j++];
	while (i < h)
		tmp[m++] = a[i++];
	while (j < n)
		tmp[m++] = a[j++];
	memcpy(a, tmp, (size_t)n * sizeof(*a));
}

/* Whether players p and q are equal on tie-breaks 0..k-1. */
static int tied(const struct stnd_table *tab, int p, int q, int k)
{
	for (int i = 0; i < k; i++)
		if (tab->value[(size_t)p * tab->ntb + i] != tab->value[(size_t)q * tab->ntb + i])
			return 0;
	return 1;
}

/*
 * C.07 6: direct encounter inside the tie g[0..n-1].  Each one's points
 * in the games played among them (a forfeit is no encounter).  When every
 * two of them met, those points rank them; when not, the tie stands
 * (value 0) unless one of them scored more than any other could reach
 * by winning the encounters he has not had: that one alone is set apart.
 */
static int direct_encounter(const struct stnd_ctx *c, struct stnd_table *tab, int k,
			    const int *g, int n)
{
	const struct tmt *t = c->t;
	long *pts = calloc((size_t)n, sizeof(*pts));
	int *unmet = calloc((size_t)n, sizeof(*unmet));

	if (!pts || !unmet) {
		free(pts);
		free(unmet);
		return -1;
	}
	int complete = 1;
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++) {
			if (i == j)
				continue;
			int met = 0;
			for (int r = 1; r <= c->rounds; r++) {
				const struct tmt_round *rd = tmt_at(t, g[i], r);
				if (rd->opponent == g[j] && rd->kind == TMT_PLAYED) {
					pts[i] += rd->points * 10L;
					met = 1;
				}
			}
			if (!met) {
				unmet[i]++;
				complete = 0;
			}
		}
	}
	for (int i = 0; i < n; i++)
		tab->value[(size_t)g[i] * tab->ntb + k] = complete ? pts[i] : 0;
	if (!complete && n > 1) {
		for (int i = 0; i < n; i++) {
			int ahead = 1;
			for (int j = 0; j < n && ahead; j++)
				if (j != i && pts[j] + unmet[j] * c->win * 10L >= pts[i])
					ahead = 0;
			if (ahead && !unmet[i])
				tab->value[(size_t)g[i] * tab->ntb + k] = pts[i];
		}
	}
	free(pts);
	free(unmet);
	return 0;
}

/* The context of tournament t: final scores; 0, or -1 out of memory. */
static int ctx_init(struct stnd_ctx *c, const struct tmt *t, int edition)
{
	*c = (struct stnd_ctx){ t, t->rounds, t->win_points > 0 ? t->win_points : 10,
				t->points.draw_white, edition ? edition : STND_V2026, NULL, NULL };
	c->score = calloc((size_t)t->n + 1, sizeof(*c->score));
	c->tmp = calloc((size_t)t->n + 1, sizeof(*c->tmp));
	if (!c->score || !c->tmp)
		return -1;
	for (int p = 0; p < t->n; p++)
		c->score[p] = tmt_score(t, p, t->rounds);
	return 0;
}

int stnd_compute(const struct tmt *t, const struct stnd_spec *s, struct stnd_table *out)
{
	struct stnd_ctx c, alt = { 0 };
	int n = t->n, ntb = s->n;

	memset(out, 0, sizeof(*out));
	out->n = n;
	out->ntb = ntb;
	int bad = ctx_init(&c, t, s->edition);
	/* Teams: the tie-breaks of the other score read the alt tournament,
	 * the same teams in the same order. */
	if (s->alt && s->alt->n == n)
		bad |= ctx_init(&alt, s->alt, s->edition);
	out->value = calloc((size_t)n * (size_t)ntb + 1, sizeof(*out->value));
	out->order = calloc((size_t)n + 1, sizeof(*out->order));
	out->rank = calloc((size_t)n + 1, sizeof(*out->rank));
	out->last = calloc((size_t)n + 1, sizeof(*out->last));
	if (bad || !out->value || !out->order || !out->rank || !out->last) {
		free(c.score);
		free(c.tmp);
		free(alt.score);
		free(alt.tmp);
		stnd_table_free(out);
		return -1;
	}
	for (int p = 0; p < n; p++)
		out->order[p] = p;
	for (int p = 0; p < n; p++)
		for (int k = 0; k < ntb; k++)
			out->value[(size_t)p * ntb + k] =
				stnd_value(s->tb[k].alt && alt.t ? &alt : &c, p, &s->tb[k]);
	/* C.07 4: tie-break after tie-break, inside the ties still standing. */
	for (int k = 0; k < ntb; k++) {
		for (int i = 0; i < n;) {
			int j = i + 1;
			while (j < n && tied(out, out->order[i], out->order[j], k))
				j++;
			if (s->tb[k].code == STND_DE &&
			    direct_encounter(s->tb[k].alt && alt.t ? &alt : &c, out, k,
					     out->order + i, j - i) < 0) {
				free(c.score);
				free(c.tmp);
				free(alt.score);
				free(alt.tmp);
				stnd_table_free(out);
				return -1;
			}
			struct sorter so = { out, s, k };
			sort_on_k(&so, out->order + i, c.tmp, j - i);
			i = j;
		}
	}
	/* Places: equal on every tie-break shares the place. */
	for (int i = 0; i < n;) {
		int j = i + 1;
		while (j < n && tied(out, out->order[i], out->order[j], ntb))
			j++;
		for (int m = i; m < j; m++) {
			out->rank[m] = i + 1;
			out->last[m] = j;
		}
		i = j;
	}
	free(c.score);
	free(c.tmp);
	free(alt.score);
	free(alt.tmp);
	return 0;
}

void stnd_table_free(struct stnd_table *tab)
{
	free(tab->value);
	free(tab->order);
	free(tab->rank);
	free(tab->last);
	memset(tab, 0, sizeof(*tab));
}
