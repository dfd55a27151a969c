/*
 * field.c - the players of one round as the verifier sees them by the
 * 2012 text: A.2 order, A.7 preferences from the played colours (F.2,
 * F.3), floats of the two rounds before (A.4, B.5, B.6), B.1b and the
 * top scorers of A.10.
 */
#include <stdlib.h>
#include <string.h>

#include "verify_dutch_2012/walk.h"

static void colour_pref(const struct tmt *t, int i, int r, struct vw_player *p)
{
	char h[512];
	int n = tmt_colour_history(t, i, r - 1, h, sizeof(h));
	int cd = tmt_colour_diff(t, i, r - 1);

	if (n >= (int)sizeof(h))
		n = (int)sizeof(h) - 1;
	p->pref = 0;
	p->strength = 0;
	if (n == 0)
		return;				/* A.7.f */
	char last = h[n - 1];
	if (cd < -1 || cd > 1 || (n > 1 && h[n - 2] == last)) {
		p->strength = 3;		/* A.7.a */
		p->pref = cd < -1 ? 'w' : cd > 1 ? 'b' : last == 'b' ? 'w' : 'b';
	} else if (cd != 0) {
		p->strength = 2;		/* A.7.b */
		p->pref = cd < 0 ? 'w' : 'b';
	} else {
		p->strength = 1;		/* A.7.c */
		p->pref = last == 'b' ? 'w' : 'b';
	}
}

/* B.1b: a point or half point without playing (a bye of any kind or a
 * forfeit win) makes a downfloater; a forfeit loss or an absence for
 * nothing does not (tmt_float_2026 reads unplayed rounds so). */
int vw_unplayed_point(const struct tmt *t, int i, int k)
{
	const struct tmt_round *rd = tmt_at(t, i, k);
	int loss = t->points.loss_white < t->points.loss_black ? t->points.loss_white
							       : t->points.loss_black;

	return (rd->kind != TMT_PLAYED || rd->opponent < 0) && rd->points > loss;
}

/* B.1b: no point or half point without playing before round r. */
static int may_have_bye(const struct tmt *t, int i, int r)
{
	for (int k = 1; k < r && k <= t->rounds; k++)
		if (vw_unplayed_point(t, i, k))
			return 0;
	return 1;
}

static int a2_before(const void *x, const void *y)
{
	const struct vw_player *a = x, *b = y;

	if (a->score != b->score)
		return b->score - a->score;
	return a->idx - b->idx;
}

/* tmt_each_barred(): B.1a, the pair has met (or XXP forbids it). */
static void barred(void *ctx, int a, int b, enum tmt_barred why)
{
	struct vw_round *v = ctx;

	(void)why;
	v->met[(size_t)a * (size_t)v->n + (size_t)b] = v->met[(size_t)b * (size_t)v->n + (size_t)a] = 1;
}

int vw_round_init(struct vw_round *v, const struct tmt *t, int r, int total)
{
	memset(v, 0, sizeof(*v));
	v->t = t;
	v->r = r;
	v->odd = r % 2 == 1;
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			v->n++;
	v->p = calloc((size_t)v->n + 1, sizeof(*v->p));
	v->met = calloc((size_t)v->n * (size_t)v->n + 1, 1);
	if (!v->p || !v->met)
		return -1;
	int last = total > 0 && r == total, k = 0;
	for (int i = 0; i < t->n; i++) {
		if (!tmt_to_be_paired(t, i, r))
			continue;
		struct vw_player *p = &v->p[k++];
		p->idx = i;
		p->score = tmt_pairing_score(t, i, r);
		colour_pref(t, i, r, p);
		/* A.4 with B.1b: a game between different scores floats
		 * both; an unplayed round only when it gave points */
		enum tmt_float f1 = tmt_float_2026(t, i, r - 1), f2 = tmt_float_2026(t, i, r - 2);
		p->down1 = f1 == TMT_FLOAT_DOWN;
		p->up1 = f1 == TMT_FLOAT_UP;
		p->down2 = f2 == TMT_FLOAT_DOWN;
		p->up2 = f2 == TMT_FLOAT_UP;
		p->bye_ok = may_have_bye(t, i, r);
		/* A.10: over 50% of the maximum, when pairing the last round */
		p->top = last && 2 * p->score > (r - 1) * t->win_points;
	}
	qsort(v->p, (size_t)v->n, sizeof(*v->p), a2_before);
	/* B.1a from the histories and the XXP pairs, read once, not once
	 * a pair */
	int *pos = malloc(sizeof(int) * ((size_t)t->n + 1));
	if (!pos)
		return -1;
	for (int i = 0; i < t->n; i++)
		pos[i] = -1;
	for (int a = 0; a < v->n; a++)
		pos[v->p[a].idx] = a;
	tmt_each_barred(t, r, pos, barred, v);
	free(pos);
	/* the look-ahead's graph: who may meet whom, the bye (B.1b) and
	 * n slots n+1.. for the players a candidate moves down */
	v->nslot = v->n;
	size_t m = (size_t)v->n + 1 + (size_t)v->nslot;
	v->base = calloc(m * m, 1);
	v->adj = malloc(m * m);
	v->who = malloc(sizeof(int) * m);
	v->mate = malloc(sizeof(int) * m);
	v->hint = malloc(sizeof(int) * m);
	v->best = malloc(sizeof(int) * m);
	v->qpos = malloc(sizeof(int) * m);
	if (!v->hint || !v->best || !v->qpos)
		return -1;
	for (size_t i = 0; i < m; i++)
		v->hint[i] = v->qpos[i] = -1;
	if (!v->base || !v->adj || !v->who || !v->mate)
		return -1;
	for (int a = 0; a < v->n; a++) {
		for (int b = 0; b < v->n; b++)
			v->base[(size_t)a * m + (size_t)b] = (unsigned char)vw_may_meet(v, a, b, 0);
		v->base[(size_t)a * m + (size_t)v->n] = v->base[(size_t)v->n * m + (size_t)a] =
			(unsigned char)v->p[a].bye_ok;
		for (int s = 1; s <= v->nslot; s++)
			v->base[(size_t)a * m + (size_t)(v->n + s)] =
				v->base[(size_t)(v->n + s) * m + (size_t)a] = 1;
	}
	memcpy(v->adj, v->base, m * m);
	return 0;
}

void vw_round_free(struct vw_round *v)
{
	free(v->p);
	free(v->met);
	free(v->base);
	free(v->adj);
	free(v->who);
	free(v->mate);
	free(v->hint);
	free(v->best);
	free(v->qpos);
	memset(v, 0, sizeof(*v));
}

int vw_may_meet(const struct vw_round *v, int a, int b, int b2)
{
	const struct vw_player *x = &v->p[a], *y = &v->p[b];

	if (a == b || v->met[a * v->n + b])
		return 0;					/* B.1a */
	if (x->strength == 3 && y->strength == 3 && x->pref == y->pref)
		return !b2 && (x->top || y->top);		/* B.2 and its note */
	return 1;
}

int vw_colour_clash(const struct vw_round *v, int a, int b)
{
	return v->p[a].pref && v->p[a].pref == v->p[b].pref;
}

int vw_strong_clash(const struct vw_round *v, int a, int b)
{
	return vw_colour_clash(v, a, b) && v->p[a].strength >= 2 && v->p[b].strength >= 2;
}
