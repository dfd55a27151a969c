/*
 * players.c - what the 1997 text reads of a player's history (1, 2.2,
 * 2.5, 6.4) and who may meet whom (2.1-2.4; 2.5 binds the transfers).
 */
#include <stdlib.h>
#include <string.h>

#include "dubov_1997/internal.h"

/* What the procedure made of p's game in round k (D97_UP, D97_DOWN). */
static int moved(const struct d97hist *h, int p, int k)
{
	return h && k >= 1 && k <= h->rounds ? h->moves[(size_t)p * (size_t)(h->rounds + 1) + (size_t)k]
					: 0;
}

static void fill(struct d97p *x, const struct tmt *t, int idx, int r, int total,
		 const struct d97hist *h)
{
	long sum = 0;
	int games = 0, ups = 0;

	memset(x, 0, sizeof(*x));
	x->idx = idx;
	x->score = tmt_pairing_score(t, idx, r);
	x->rating = t->players[idx].rating;
	x->name = t->players[idx].trf ? t->players[idx].trf->name : "";
	x->bye_ok = 1;
	for (int k = 1; k < r; k++) {
		const struct tmt_round *rd = tmt_at(t, idx, k);
		if (rd->kind == TMT_PLAYED && rd->opponent >= 0) {
			/* 1: ARO over the games played; 6.2's colours */
			sum += t->players[rd->opponent].rating;
			games++;
			x->last2 = x->last;
			x->last = rd->colour;
			if (rd->colour == 'w')
				x->nw++;
			else
				x->nb++;
		} else if (rd->kind == TMT_PAB || rd->kind == TMT_FORFEIT_WIN ||
			   rd->kind == TMT_FPB ||
			   (t->win_points > 0 && rd->points >= t->win_points)) {
			x->bye_ok = 0;	/* 2.2: a point without playing */
		}
		/* 2.5, 6.4: transfers and floats as the procedure made them
		 * (replay.c), not every game between different scores */
		ups += (moved(h, idx, k) & D97_UP) != 0;
		x->was_floater |= (moved(h, idx, k) & D97_DOWN) != 0;
	}
	/* 1: ARO in tenths, half up, as the 6.2 example prints it */
	x->aro10 = games ? (20 * sum + games) / (2L * games) : 0;
	if (x->nw != x->nb)
		x->due = x->nw < x->nb ? 'w' : 'b';
	else if (x->last)
		x->due = x->last == 'w' ? 'b' : 'w';
	/* 2.5: not in the last round; not twice running; at most 3 times
	 * (under 10 rounds) or 4 */
	int cap = total > 9 ? 4 : 3;
	x->up_ok = r >= total || (ups < cap && !(moved(h, idx, r - 1) & D97_UP));
}

static int by_score(const void *a, const void *b)
{
	const struct d97p *x = a, *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return x->idx - y->idx;
}

int d97_can_take(const struct d97p *a, char c)
{
	int diff = a->nw - a->nb + (c == 'w' ? 1 : -1);

	if (diff > 2 || diff < -2)	/* 2.3 */
		return 0;
	return !(a->last == c && a->last2 == c);	/* 2.4 */
}

/* The colours a player may still take (2.3, 2.4): 1 White, 2 Black. */
static int takes(const struct d97p *a)
{
	return d97_can_take(a, 'w') | d97_can_take(a, 'b') << 1;
}

/* 2.1 and XXP: the pair may not meet (tmt_each_barred()). */
static void unpair(void *ctx, int a, int b, enum tmt_barred why)
{
	struct d97round *v = ctx;
	size_t n = (size_t)v->n;

	(void)why;
	v->legal[(size_t)a * n + (size_t)b] = v->legal[(size_t)b * n + (size_t)a] = 0;
}

/*
 * legal[]: 2.3 and 2.4 pair by pair (some colours possible), then the
 * games of each player's history (2.1) and the XXP lines marked off, so
 * that the history is read once, not once a pair.  2.5 binds the
 * transfers of 7.1 and 7.2 only (round.c).
 */
static int mark_legal(struct d97round *v)
{
	const struct tmt *t = v->t;
	size_t n = (size_t)v->n;
	int *pos = malloc(sizeof(int) * ((size_t)t->n + 1));
	unsigned char *can = malloc(n + 1);

	if (!pos || !can) {
		free(pos);
		free(can);
		return -1;
	}
	for (size_t a = 0; a < n; a++)
		can[a] = (unsigned char)takes(&v->p[a]);
	/* a's row depends on the colours he may take alone: the four
	 * kinds of row are made once and copied */
	unsigned char *kind = malloc(4 * n + 1);
	if (!kind) {
		free(pos);
		free(can);
		return -1;
	}
	for (size_t c = 0; c < 4; c++)
		for (size_t b = 0; b < n; b++)	/* a White and b Black, or the other way */
			kind[c * n + b] = ((c & 1) && (can[b] & 2)) || ((c & 2) && (can[b] & 1));
	for (size_t a = 0; a < n; a++) {
		unsigned char *row = v->legal + a * n;
		memcpy(row, kind + can[a] * n, n);
		row[a] = 0;
	}
	free(kind);
	for (int i = 0; i < t->n; i++)
		pos[i] = -1;
	for (size_t a = 0; a < n; a++)
		pos[v->p[a].idx] = (int)a;
	tmt_each_barred(t, v->r, pos, unpair, v);	/* 2.1, XXP */
	free(pos);
	free(can);
	return 0;
}

int d97_init(struct d97round *v, const struct tmt *t, int r, int total,
	     const struct d97hist *h)
{
	int n = 0;

	memset(v, 0, sizeof(*v));
	v->t = t;
	v->r = r;
	v->p = malloc(sizeof(*v->p) * ((size_t)t->n + 1));
	v->mate = malloc(sizeof(int) * ((size_t)t->n + 1));
	v->scratch = malloc(sizeof(int) * (2 * (size_t)t->n + 2));
	v->moved = calloc((size_t)t->n + 1, 1);
	if (!v->p || !v->mate || !v->scratch || !v->moved)
		return -1;
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			fill(&v->p[n++], t, i, r, total, h);
	v->n = n;
	qsort(v->p, (size_t)n, sizeof(*v->p), by_score);
	for (int i = 0; i < n; i++)
		v->mate[i] = -1;
	v->legal = malloc((size_t)n * (size_t)n + 1);
	if (!v->legal)
		return -1;
	return mark_legal(v);
}

void d97_free(struct d97round *v)
{
	free(v->p);
	free(v->legal);
	free(v->mate);
	free(v->scratch);
	free(v->moved);
	memset(v, 0, sizeof(*v));
}

/* 6.2 order; column 'w' or 'b'. */
static const struct d97round *sort_v;
static char sort_col;

static int cmp_col(const void *pa, const void *pb)
{
	const struct d97p *x = &sort_v->p[*(const int *)pa], *y = &sort_v->p[*(const int *)pb];

	if (sort_col == 'w') {
		if (x->aro10 != y->aro10)
			return x->aro10 < y->aro10 ? -1 : 1;	/* increasing ARO */
		if (x->rating != y->rating)
			return x->rating < y->rating ? -1 : 1;	/* lower R higher */
	} else {
		if (x->rating != y->rating)
			return x->rating > y->rating ? -1 : 1;	/* decreasing R */
		if (x->aro10 != y->aro10)
			return x->aro10 > y->aro10 ? -1 : 1;	/* higher ARO higher */
	}
	int c = strcmp(x->name, y->name);	/* alphabetically */
	if (c)
		return c;
	return x->idx - y->idx;	/* ours: pairing number */
}

void d97_sort(const struct d97round *v, int *who, int k, char column)
{
	sort_v = v;
	sort_col = column;
	qsort(who, (size_t)k, sizeof(int), cmp_col);
}
