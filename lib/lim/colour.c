/*
 * colour.c - colours in the Lim System: the colour a player is due
 * (5.1, 5.5, 5.6, Basic Rule h), the limits of 5.1 a/b, and who gets
 * White in a pair (5.3, 5.4, 5.6, 7.2).
 */
#include <stdlib.h>

#include "lim/internal.h"

static char other(char c)
{
	return c == 'w' ? 'b' : 'w';
}

/*
 * Due colour: 5.3 first (the same colour twice running must alternate),
 * then equalisation (5.5 odd rounds: back to one more only; 5.6 even
 * rounds: equal numbers; Basic Rule h: the colour had fewer times), then
 * alternation (5.1).  No played game: no due colour.
 */
char lim_due(const struct lplayer *p)
{
	int n = p->nhist;

	if (n == 0)
		return 0;
	if (n >= 2 && p->hist[n - 1] == p->hist[n - 2])
		return other(p->hist[n - 1]);
	if (p->cd > 0)
		return 'b';
	if (p->cd < 0)
		return 'w';
	return other(p->hist[n - 1]);
}

/* 5.1 a: not the same colour in three successive rounds; 5.1 b: not
 * three more of one colour than the other. */
int lim_colour_ok(const struct lplayer *p, char c)
{
	int n = p->nhist, d = p->cd + (c == 'w' ? 1 : -1);

	if (n >= 2 && p->hist[n - 1] == c && p->hist[n - 2] == c)
		return 0;
	return abs(d) < 3;
}

/* Ranking inside a pair: the higher score, then the better number. */
static int ranks_higher(const struct lround *R, int a, int b)
{
	if (R->p[a].score != R->p[b].score)
		return R->p[a].score > R->p[b].score;
	return a < b;
}

static int twice_running(const struct lplayer *p)
{
	return p->nhist >= 2 && p->hist[p->nhist - 1] == p->hist[p->nhist - 2];
}

/* Whether the colour p is due brings his whites and blacks level. */
static int levels(const struct lplayer *p)
{
	return (p->cd == 1 && p->due == 'b') || (p->cd == -1 && p->due == 'w');
}

/* Both are due colour c: who gets it?  1 for a, 0 for b. */
static int a_gets_due(const struct lround *R, int a, int b, int side)
{
	const struct lplayer *pa = &R->p[a], *pb = &R->p[b];
	int ta = twice_running(pa), tb = twice_running(pb);

	/* 5.3: the same colour in the previous two rounds must alternate. */
	if (ta != tb)
		return ta;
	/* 5.1 b, 5.6: two more of one colour must equalise first. */
	if ((abs(pa->cd) >= 2) != (abs(pb->cd) >= 2))
		return abs(pa->cd) >= 2;
	/* 5.6: in an even round the equalising colour comes first "whenever
	 * possible": one more of one colour (an odd number of games) is
	 * due the colour that levels him; a level player is due only the
	 * alternating colour, and yields (5.4 is for the same colour in
	 * the previous round, not for this). */
	if (R->r % 2 == 0 && levels(pa) != levels(pb))
		return levels(pa);
	/* 5.4: go back through the histories in step to the latest round
	 * where they differ; each gets the opposite of that colour. */
	for (int i = 1; i <= pa->nhist && i <= pb->nhist; i++) {
		char ca = pa->hist[pa->nhist - i], cb = pb->hist[pb->nhist - i];
		if (ca != cb)
			return other(ca) == lim_due(pa);
	}
	/* 5.4: identical histories: at or above the median the higher
	 * ranked, below it the lower ranked has his due colour. */
	return side >= 0 ? ranks_higher(R, a, b) : ranks_higher(R, b, a);
}

int lim_a_white(const struct lround *R, int a, int b, int side)
{
	const struct lplayer *pa = &R->p[a], *pb = &R->p[b];
	int aw = lim_colour_ok(pa, 'w') && lim_colour_ok(pb, 'b');
	int ab = lim_colour_ok(pa, 'b') && lim_colour_ok(pb, 'w');
	char da = pa->due, db = pb->due;

	/* 5.1 a/b are absolute whenever one choice keeps them. */
	if (aw != ab)
		return aw;
	if (!da && !db) {
		/* 7.2: the higher ranked takes the drawn colour if his
		 * number is odd, the other colour if even. */
		int h = ranks_higher(R, a, b) ? a : b;
		char hc = R->p[h].crank % 2 ? R->initial : other(R->initial);
		return (h == a) == (hc == 'w');
	}
	if (!db || (da && da != db))
		return da == 'w';
	if (!da)
		return db == 'b';
	return a_gets_due(R, a, b, side) == (da == 'w');
}

int lim_colour_clash(const struct lround *R, int a, int b)
{
	return R->p[a].due && R->p[a].due == R->p[b].due;
}
