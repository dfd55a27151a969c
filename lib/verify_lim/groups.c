/*
 * groups.c - the score groups of a round and their order (Lim 2.2): the
 * groups above the median paired downward from the top, those below it
 * upward from the bottom, the median group last (empty if nobody has
 * the median score); each group's adjacent group (3.3, 3.9) and the
 * order its incoming floaters are paired in (3.6, 3.7).
 */
#include <stdlib.h>
#include <string.h>

#include "verify_lim/state.h"

int lv_groups_build(struct lstate *s, struct lgroups *gr)
{
	struct lround *v = &s->v;
	int n = v->n, k = 0;

	gr->score = malloc(sizeof(int) * ((size_t)n + 2));
	gr->start = malloc(sizeof(int) * ((size_t)n + 3));
	gr->list = malloc(sizeof(int) * ((size_t)n + 1));
	if (!gr->score || !gr->start || !gr->list)
		return -1;
	for (int i = 0; i < n; i++)
		if (i != v->bye && v->mate[i] >= 0)
			gr->list[k++] = i;
	/* By score, descending; a stable merge sort keeps pairing-number
	 * order within a score. */
	for (int w = 1; w < k; w *= 2) {
		int *tmp = malloc(sizeof(int) * ((size_t)k + 1));
		if (!tmp)
			return -1;
		for (int lo = 0; lo < k; lo += 2 * w) {
			int mid = lo + w < k ? lo + w : k, hi = lo + 2 * w < k ? lo + 2 * w : k;
			int i = lo, j = mid, m = lo;
			while (i < mid || j < hi) {
				int take_i = j >= hi || (i < mid && v->p[gr->list[i]].score >=
							 v->p[gr->list[j]].score);
				tmp[m++] = take_i ? gr->list[i++] : gr->list[j++];
			}
		}
		memcpy(gr->list, tmp, sizeof(int) * (size_t)k);
		free(tmp);
	}
	gr->ng = 0;
	gr->median = -1;
	for (int i = 0; i < k; i++) {
		int sc = v->p[gr->list[i]].score;
		if (i == 0 || sc != gr->score[gr->ng - 1]) {
			/* An empty median group where nobody has the median score. */
			if (gr->median < 0 && 2 * sc < v->median2 &&
			    (gr->ng == 0 || 2 * gr->score[gr->ng - 1] > v->median2)) {
				gr->median = gr->ng;
				gr->score[gr->ng] = v->median2 / 2;
				gr->start[gr->ng++] = i;
			}
			if (2 * sc == v->median2)
				gr->median = gr->ng;
			gr->score[gr->ng] = sc;
			gr->start[gr->ng++] = i;
		}
	}
	if (gr->median < 0) {
		gr->median = gr->ng;
		gr->score[gr->ng] = v->median2 / 2;
		gr->start[gr->ng++] = k;
	}
	gr->start[gr->ng] = k;
	return 0;
}

void lv_groups_free(struct lgroups *gr)
{
	free(gr->score);
	free(gr->start);
	free(gr->list);
}

/* The residents of group g, and their number. */
const int *lv_residents(const struct lgroups *gr, int g, int *k)
{
	*k = gr->start[g + 1] - gr->start[g];
	return gr->list + gr->start[g];
}

/* The adjacent group in the direction of pairing (3.3, 3.9): the next
 * group toward the median; past an empty median, the first group beyond. */
static int adjacent(const struct lgroups *gr, int g)
{
	int m = gr->median;
	int nxt = g < m ? g + 1 : g > m ? g - 1 : -1;
	int k = 0;

	if (nxt == m && nxt >= 0) {
		lv_residents(gr, m, &k);
		if (!k)
			nxt = g < m ? (m + 1 < gr->ng ? m + 1 : -1) : (m > 0 ? m - 1 : -1);
	}
	return nxt;
}

void lv_set_next(const struct lgroups *gr, int g, struct gctx *c)
{
	int a = adjacent(gr, g);

	c->g.next = NULL;
	c->g.nnext = 0;
	c->g.next_dir = +1;
	if (a < 0)
		return;
	c->g.next = lv_residents(gr, a, &c->g.nnext);
	c->g.next_dir = a < gr->median ? +1 : a > gr->median ? -1 : +1;
}

static int cmp_carry_down(const struct lround *v, int x, int y)
{
	if (v->p[x].score != v->p[y].score)
		return v->p[x].score > v->p[y].score;
	return x < y;
}

static int cmp_carry_up(const struct lround *v, int x, int y)
{
	if (v->p[x].score != v->p[y].score)
		return v->p[x].score < v->p[y].score;
	return x > y;
}

/* 3.6, 3.7: the order the incoming floaters are paired in. */
void lv_order_in(const struct lround *v, int dir, const struct lcarry *cin, int *in,
		     char *kind, int *nin)
{
	*nin = 0;
	for (int pass = 0; pass < 2; pass++) {
		char want = (pass == 0) == (dir > 0) ? 'D' : 'U';
		int start = *nin;
		for (int i = 0; i < cin->n; i++)
			if (cin->kind[i] == want) {
				in[*nin] = cin->pos[i];
				kind[(*nin)++] = want;
			}
		for (int i = start + 1; i < *nin; i++)
			for (int j = i; j > start; j--) {
				int a = in[j], b = in[j - 1];
				int first = want == 'D' ? cmp_carry_down(v, a, b) : cmp_carry_up(v, a, b);
				if (!first)
					break;
				in[j] = b;
				in[j - 1] = a;
			}
	}
}
