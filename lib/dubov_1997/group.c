/*
 * group.c - one score group paired within itself: the colour subgroups
 * (1, 7.3, 7.4, 2.6), the columns of 6.2 and the improvements of 6.3.
 *
 * 6.3 read as an arbiter works the two columns: row by row each White
 * player takes the first Black player below that he may meet; a row
 * that finds none changes the rows above it, the nearest first.  That
 * is the first assignment of the Black column to the rows, in the order
 * of the columns, that pairs every row: each White player takes the
 * first Black player with whom the rows below can still all be paired.
 * Only when no such assignment exists (6.3 "has already played with all
 * the blacks", or columns left unequal by 2.6) may a White player meet
 * a White one (k+1 down, then k-1 up) and a Black player a Black one.
 */
#include <stdlib.h>
#include <string.h>

#include "dubov_1997/internal.h"
#include "match/match.h"

int d97_pairable(struct d97round *v, const int *who, int k)
{
	if (k % 2)
		return 0;
	if (!k)
		return 1;
	int *mate = malloc(sizeof(int) * (size_t)k);
	if (!mate)
		return -1;
	int m = match_cardinality(v->legal, (size_t)v->n, who, k, mate, 1);
	free(mate);
	return m < 0 ? -1 : 2 * m == k;
}

int d97_rest_pairable(struct d97round *v, const int *skip, int nskip)
{
	int k = 0;

	/* mark the skipped (mate -3 for the moment), list the unpaired */
	for (int j = 0; j < nskip; j++)
		if (v->mate[skip[j]] == -1)
			v->mate[skip[j]] = -3;
	for (int i = 0; i < v->n; i++)
		if (v->mate[i] == -1)
			v->scratch[k++] = i;
	for (int j = 0; j < nskip; j++)
		if (v->mate[skip[j]] == -3)
			v->mate[skip[j]] = -1;
	return d97_pairable(v, v->scratch, k);
}

/* The columns: w[0..nw-1], b[0..nb-1] (indices into v->p). */
struct cols {
	int *w, *b;
	int nw, nb;
};

/* 7.3 (white to black, lowest ARO, higher R) and 7.4 (black to white,
 * highest ARO, lower R); 2.6: only a player who may take the other
 * colour.  Ties alphabetically, then by pairing number (ours). */
static const struct d97round *mv_v;
static char mv_from;

static int cmp_move(const void *pa, const void *pb)
{
	const struct d97p *x = &mv_v->p[*(const int *)pa], *y = &mv_v->p[*(const int *)pb];
	int sign = mv_from == 'w' ? 1 : -1;

	if (x->aro10 != y->aro10)
		return x->aro10 < y->aro10 ? -sign : sign;
	if (x->rating != y->rating)
		return x->rating > y->rating ? -sign : sign;
	int c = strcmp(x->name, y->name);
	return c ? c : x->idx - y->idx;
}

static void transfer(const struct d97round *v, int *from, int *nfrom, int *to, int *nto,
		     char colour_from)
{
	int n = (*nfrom - *nto) / 2;

	mv_v = v;
	mv_from = colour_from;
	qsort(from, (size_t)*nfrom, sizeof(int), cmp_move);
	for (int i = 0; i < *nfrom && n > 0;) {
		if (!d97_can_take(&v->p[from[i]], colour_from == 'w' ? 'b' : 'w')) {
			i++;	/* 2.6 */
			continue;
		}
		to[(*nto)++] = from[i];
		memmove(from + i, from + i + 1, sizeof(int) * (size_t)(*nfrom - i - 1));
		(*nfrom)--;
		n--;
	}
}

static void make_columns(const struct d97round *v, const int *who, int k, struct cols *c)
{
	c->nw = c->nb = 0;
	for (int i = 0; i < k; i++) {
		char due = v->p[who[i]].due;
		if (due == 'w')
			c->w[c->nw++] = who[i];
		else if (due == 'b')
			c->b[c->nb++] = who[i];
	}
	/* Ours: a player without a game has no due colour (1); he joins the
	 * smaller subgroup, Black when they are equal. */
	for (int i = 0; i < k; i++)
		if (!v->p[who[i]].due) {
			if (c->nw < c->nb)
				c->w[c->nw++] = who[i];
			else
				c->b[c->nb++] = who[i];
		}
	if (c->nw > c->nb)
		transfer(v, c->w, &c->nw, c->b, &c->nb, 'w');	/* 7.3 */
	else if (c->nb > c->nw)
		transfer(v, c->b, &c->nb, c->w, &c->nw, 'b');	/* 7.4 */
	d97_sort(v, c->w, c->nw, 'w');	/* 6.2 */
	d97_sort(v, c->b, c->nb, 'b');
}

/* Bipartite matching state over the columns (positions). */
struct bip {
	const struct d97round *v;
	const struct cols *c;
	int *mw, *mb;		/* white pos -> black pos, black pos -> white pos */
	unsigned char *fixed_b, *seen;
	int *queue, *from;	/* BFS: rows to scan; the row that reached a black */
};

static int can(const struct d97round *v, int a, int b)
{
	return v->legal[(size_t)a * (size_t)v->n + (size_t)b];
}

/*
 * An augmenting path from the free White row u to a free, not fixed
 * Black column, breadth first (the graph is nearly complete, so the
 * path is nearly always one or two edges long: a depth-first search
 * would walk the whole column list first); the matching is flipped
 * along it.  1 found, 0 none.
 */
static int augment(struct bip *s, int u)
{
	int m = s->c->nw, head = 0, tail = 0;

	memset(s->seen, 0, (size_t)s->c->nb);
	s->queue[tail++] = u;
	while (head < tail) {
		int r = s->queue[head++];
		for (int j = 0; j < s->c->nb; j++) {
			if (s->fixed_b[j] || s->seen[j] || !can(s->v, s->c->w[r], s->c->b[j]))
				continue;
			s->seen[j] = 1;
			s->from[j] = r;
			if (s->mb[j] < 0) {
				/* flip: each row on the path takes the black
				 * that reached it */
				while (j >= 0) {
					int row = s->from[j], prev = s->mw[row];
					s->mb[j] = row;
					s->mw[row] = j;
					j = row == u ? -1 : prev;
				}
				return 1;
			}
			if (tail < m)
				s->queue[tail++] = s->mb[j];
		}
	}
	return 0;
}

/* 6.2/6.3 with equal columns: 1 done, 0 no assignment pairs every row.
 * Each row in turn takes the first Black with whom the rows below can
 * still all be paired: kept when the matching at hand gives it, else
 * tried by handing the row's Black to the Black's row and repairing
 * that row by an augmenting path among the columns not yet fixed. */
static int rows(struct d97round *v, const struct cols *c, struct bip *s)
{
	int m = c->nw;

	if (m <= 0)
		return 1;
	for (int i = 0; i < m; i++)
		s->mw[i] = s->mb[i] = -1;
	memset(s->fixed_b, 0, (size_t)m);
	/* a perfect assignment at all?  First greedily, then by paths */
	for (int i = 0, j0 = 0; i < m; i++) {
		while (j0 < m && s->mb[j0] >= 0)
			j0++;
		for (int j = j0; j < m; j++)
			if (s->mb[j] < 0 && can(v, c->w[i], c->b[j])) {
				s->mw[i] = j;
				s->mb[j] = i;
				break;
			}
	}
	for (int i = 0; i < m; i++)
		if (s->mw[i] < 0 && !augment(s, i))
			return 0;
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < m; j++) {
			if (s->fixed_b[j] || !can(v, c->w[i], c->b[j]))
				continue;
			if (s->mw[i] == j)
				break;
			/* take j from its white i1, free i's black j0, and
			 * find i1 another black among the rows left */
			int i1 = s->mb[j], j0 = s->mw[i];
			s->mw[i] = j;
			s->mb[j] = i;
			s->mb[j0] = -1;
			s->mw[i1] = -1;
			s->fixed_b[j] = 1;
			int ok = augment(s, i1);
			s->fixed_b[j] = 0;
			if (ok)
				break;
			s->mw[i] = j0;
			s->mb[j0] = i;
			s->mb[j] = i1;
			s->mw[i1] = j;
		}
		s->fixed_b[s->mw[i]] = 1;
	}
	for (int i = 0; i < m; i++) {
		v->mate[c->w[i]] = c->b[s->mw[i]];
		v->mate[c->b[s->mw[i]]] = c->w[i];
	}
	return 1;
}

/* 6.3 when rows cannot all be paired White against Black: choosers in
 * column order, Whites first; a White takes the first Black, then the
 * first White below him, then above; a Black the first Black below, then
 * above; each the first with whom the rest of the group pairs. */
static int general(struct d97round *v, const struct cols *c)
{
	int k = c->nw + c->nb, rc = 0;
	int *ord = malloc(sizeof(int) * ((size_t)k + 1));
	int *rest = malloc(sizeof(int) * ((size_t)k + 1));
	int *cand = malloc(sizeof(int) * ((size_t)k + 1));

	if (!ord || !rest || !cand) {
		rc = -1;
		goto out;
	}
	memcpy(ord, c->w, sizeof(int) * (size_t)c->nw);
	memcpy(ord + c->nw, c->b, sizeof(int) * (size_t)c->nb);
	for (int i = 0; i < k; i++) {
		int a = ord[i], nc = 0;
		if (v->mate[a] != -1)
			continue;
		int lo = i < c->nw ? 0 : c->nw, hi = i < c->nw ? c->nw : k;
		if (i < c->nw)
			for (int j = c->nw; j < k; j++)
				cand[nc++] = ord[j];
		for (int j = i + 1; j < hi; j++)
			cand[nc++] = ord[j];
		for (int j = i - 1; j >= lo; j--)
			cand[nc++] = ord[j];
		int done = 0;
		for (int x = 0; x < nc && !done; x++) {
			int b = cand[x];
			if (v->mate[b] != -1 || !can(v, a, b))
				continue;
			int nr = 0;
			for (int j = 0; j < k; j++)
				if (ord[j] != a && ord[j] != b && v->mate[ord[j]] == -1)
					rest[nr++] = ord[j];
			int ok = d97_pairable(v, rest, nr);
			if (ok < 0) {
				rc = -1;
				goto out;
			}
			if (ok) {
				v->mate[a] = b;
				v->mate[b] = a;
				done = 1;
			}
		}
	}
out:
	free(ord);
	free(rest);
	free(cand);
	return rc;
}

int d97_pair_group(struct d97round *v, const int *who, int k)
{
	struct cols c;
	struct bip s;
	int rc = 0;

	if (!k)
		return 0;
	c.w = malloc(sizeof(int) * (size_t)k);
	c.b = malloc(sizeof(int) * (size_t)k);
	s.mw = malloc(sizeof(int) * (size_t)k);
	s.mb = malloc(sizeof(int) * (size_t)k);
	s.fixed_b = malloc((size_t)k);
	s.seen = malloc((size_t)k);
	s.queue = malloc(sizeof(int) * (size_t)k);
	s.from = malloc(sizeof(int) * (size_t)k);
	if (!c.w || !c.b || !s.mw || !s.mb || !s.fixed_b || !s.seen || !s.queue || !s.from) {
		rc = -1;
		goto out;
	}
	s.v = v;
	s.c = &c;
	make_columns(v, who, k, &c);
	if (c.nw != c.nb || !rows(v, &c, &s))
		rc = general(v, &c);
out:
	free(c.w);
	free(c.b);
	free(s.mw);
	free(s.mb);
	free(s.fixed_b);
	free(s.seen);
	free(s.queue);
	free(s.from);
	return rc;
}
