/*
 * colour.c - who gets white in a pair (Lim 5.1-5.6, 7.2), said rule by
 * rule so that a finding can name it.
 */
#include "verify_lim/internal.h"

/* Breaches of 5.1 a and b (each counted) if a gets white and b black. */
static int breaches(const struct lround *v, int a, int b)
{
	int n = 0;

	for (int k = 0; k < 2; k++) {
		int x = k ? b : a;
		char c = k ? 'b' : 'w';
		int d = v->p[x].diff + (c == 'w' ? 1 : -1);
		n += lsame_twice(v, x) == c;
		n += d > 2 || d < -2;
	}
	return n;
}

/* Lim 5.4: a ranks above b (score, then pairing number). */
static int ranks_above(const struct lround *v, int a, int b)
{
	if (v->p[a].score != v->p[b].score)
		return v->p[a].score > v->p[b].score;
	return a < b;
}

/* Lim 5.6: the due colour gives equal numbers of whites and blacks. */
static int levelled(const struct lplayer *p)
{
	return p->diff == (p->due == 'w' ? -1 : 1) && p->due;
}

static char initial_colour(const struct lround *v)
{
	char c = v->t->initial_colour;

	return c ? c : tmt_infer_initial_colour(v->t);
}

int lhigher(const struct lround *v, int a, int b)
{
	if (v->p[a].score != v->p[b].score)
		return v->p[a].score > v->p[b].score ? a : b;
	return a < b ? a : b;
}

int lcolour_white(const struct lround *v, int a, int b, int upper, const char **rule)
{
	const struct lplayer *x = &v->p[a], *y = &v->p[b];

	/* 5.1 a, b (5.3): the allocation that keeps the limits, or breaks
	 * them less in the last round (6). */
	int bw = breaches(v, a, b), bb = breaches(v, b, a);
	if (bw != bb) {
		*rule = "5.1";
		return bw < bb;
	}
	if (!x->nhist && !y->nhist) {
		/* 7.2 (and anyone without games later): #1 by lot, odd
		 * numbers alike, even numbers the other colour; the higher
		 * ranked (more points, then the better number, as in 5.4)
		 * decides, numbered as tmt_colour_rank() does. */
		char init = initial_colour(v);
		*rule = "7.2";
		int hi = lhigher(v, a, b);
		int odd = v->p[hi].crank % 2 == 1;
		int hi_white = odd == (init != 'b');
		return hi == a ? hi_white : !hi_white;
	}
	/* 5.5 (odd rounds) and 5.6 (even): both get their due colours. */
	if (x->due != y->due) {
		*rule = v->r % 2 ? "5.5" : "5.6";
		return x->due ? x->due == 'w' : y->due == 'b';
	}
	/* 5.6 before 5.4 in even rounds: the due colour levels one of them
	 * (one more of one colour) and only alternates for the other, who
	 * is level; "whenever possible" the leveller has it.  5.3 (twice
	 * the same colour) and 5.1 b (two more) come first, but where they
	 * bind only one of the two the breaches above have decided already,
	 * or (a tie of 5.3 against 5.1 b, last round) this and 5.4 give the
	 * colour to the one 5.3 binds.  Where they bind both alike, as two
	 * who had Black twice running, they leave the choice to 5.6. */
	if (v->r % 2 == 0 && levelled(x) != levelled(y)) {
		*rule = "5.6";
		return levelled(x) ? x->due == 'w' : y->due == 'b';
	}
	/* 5.4 (and 5.6 for the equalising colour): back through the
	 * histories in step; where they differ, who had white then gets
	 * black now. */
	*rule = "5.4";
	for (int i = x->nhist - 1, j = y->nhist - 1; i >= 0 && j >= 0; i--, j--)
		if (x->hist[i] != y->hist[j])
			return x->hist[i] == 'b';
	/* Identical: at or above the median the higher ranked, below it
	 * the lower ranked gets the due colour. */
	int gets_due = upper ? ranks_above(v, a, b) : ranks_above(v, b, a);
	return gets_due ? x->due == 'w' : y->due == 'b';
}
